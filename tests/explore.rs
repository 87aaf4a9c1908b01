//! What the explorer shows, checked against the reference minimax over
//! every position where the game goes on.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::positions_in_play;
use tictactoe::engine::classic::alphabeta::{alphabeta, Order, Pruned};
use tictactoe::engine::classic::{reference, Board};

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
