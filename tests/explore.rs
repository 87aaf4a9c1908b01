//! What the explorer shows, checked against the reference minimax over
//! every position where the game goes on.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{HashMap, HashSet};

mod common;
use common::{positions_in_play, reference_children};
use tictactoe::engine::classic::alphabeta::{alphabeta, Order, Pruned};
use tictactoe::engine::classic::explore::{children, search_counts, Child, SearchCounts};
use tictactoe::engine::classic::{reference, Board, Cell, Symmetry};

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

#[test]
fn alpha_beta_finds_the_minimax_value_in_fewer_nodes() {
    for board in positions_in_play() {
        let reference = reference::minimax(board).unwrap();
        for order in [Order::Cells, Order::Rules] {
            let pruned = alphabeta(board, order);
            assert_eq!(pruned.score, reference.score, "{board} {order:?}");
            assert!(pruned.nodes <= reference.nodes, "{board} {order:?}");
        }
    }
    let empty = [Order::Cells, Order::Rules].map(|order| alphabeta(Board::EMPTY, order));
    assert_eq!(
        empty,
        [
            Pruned {
                score: 0,
                nodes: 18_297
            },
            Pruned {
                score: 0,
                nodes: 1_652
            }
        ]
    );
}

#[test]
fn a_finished_game_is_one_node() {
    for (text, score) in [
        ("XXXOO....", reference::LOSS),
        ("XOXXOOOXX", reference::DRAW),
    ] {
        for order in [Order::Cells, Order::Rules] {
            assert_eq!(alphabeta(board(text), order), Pruned { score, nodes: 1 });
        }
    }
}

#[test]
fn the_empty_board_gives_the_articles_counts() {
    let counts = search_counts(Board::EMPTY);
    assert_eq!(
        counts,
        SearchCounts {
            minimax: 549_946,
            alphabeta: 18_297,
            alphabeta_ordered: 1_652,
            positions: 5_478,
            positions_up_to_symmetry: 765,
        }
    );
    assert!(counts.alphabeta_ordered <= counts.alphabeta);
}

#[test]
fn seed_002s_position_has_the_articles_three_moves() {
    // X to move: 1 and 6 let O win at once, 4 wins. The article's nine
    // calls are the root and these subtrees of 3, 1 and 4.
    let child = |index, score, depth_score, nodes| Child {
        cell: Cell::new(index).unwrap(),
        score,
        depth_score,
        nodes,
    };
    let board = board("O.XX.X.OO");
    assert_eq!(
        children(board),
        [
            child(1, -10, -8, 3),
            child(4, 10, 9, 1),
            child(6, -10, -8, 4)
        ]
    );
    assert_eq!(search_counts(board).minimax, 9);
}

#[test]
fn every_moves_values_and_tree_agree_with_the_reference() {
    let positions = positions_in_play();
    assert_eq!(positions.len(), 4_520);
    let mut memo = HashMap::new();
    for board in positions {
        let children = children(board);
        assert_eq!(children, reference_children(board, &mut memo), "{board}");
        let below: u64 = children.iter().map(|child| child.nodes).sum();
        let counts = search_counts(board);
        // The reference counts the board, then each move's tree.
        assert_eq!(counts.minimax, 1 + below, "{board}");
        assert!(counts.alphabeta <= counts.minimax && counts.alphabeta_ordered <= counts.minimax);
        assert!(counts.positions_up_to_symmetry <= counts.positions);
        assert!(counts.positions as u64 <= counts.minimax, "{board}");
    }
}

#[test]
fn a_finished_game_has_no_moves_and_counts_itself_once() {
    for text in ["XXXOO....", "XOXXOOOXX"] {
        let board = board(text);
        assert_eq!(children(board), []);
        assert_eq!(
            search_counts(board),
            SearchCounts {
                minimax: 1,
                alphabeta: 1,
                alphabeta_ordered: 1,
                positions: 1,
                positions_up_to_symmetry: 1,
            }
        );
    }
}

#[test]
fn a_board_and_its_images_count_once() {
    let corner = board("X........");
    let images: HashSet<Board> = Symmetry::ALL
        .map(|symmetry| corner.transformed(symmetry))
        .into_iter()
        .collect();
    assert_eq!(images.len(), 4, "X in each corner");
    // O wins at 6 or at 8, mirror images of each other.
    let counts = search_counts(board("OXOXOX.X."));
    assert_eq!(
        (
            counts.minimax,
            counts.positions,
            counts.positions_up_to_symmetry
        ),
        (3, 3, 2)
    );
}
