//! The reference minimax and the perfect player, checked over every position.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

mod common;
use common::{positions_in_play, reference_move, result_and_length};
use inarow::engine::classic::{perfect, reference, Board, Cell, CellSet, Player};

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

fn cell(index: usize) -> Cell {
    Cell::new(index).unwrap()
}

#[test]
fn the_reference_reproduces_the_articles_node_counts() {
    let empty = reference::minimax(Board::EMPTY).unwrap();
    assert_eq!(
        (empty.nodes, empty.score, empty.best),
        (549_946, 0, cell(0))
    );
    assert_eq!(
        reference::minimax(board("X........")).unwrap().nodes,
        59_705
    );
    assert_eq!(
        reference::minimax(board("....X....")).unwrap().nodes,
        55_505
    );
}

#[test]
fn the_reference_finds_the_win_in_the_worked_example() {
    // Seed 002 follows this search call by call: nine calls, the root included.
    let search = reference::minimax(board("O.XX.X.OO")).unwrap();
    assert_eq!((search.best, search.score, search.nodes), (cell(4), 10, 9));
}

#[test]
fn the_reference_refuses_finished_games() {
    assert!(reference::minimax(board("XXXOO....")).is_err());
    assert!(reference::minimax(board("XOXXOOOXX")).is_err());
}

#[test]
fn the_perfect_player_plays_only_the_references_best_and_quickest_moves() {
    let positions = positions_in_play();
    assert_eq!(positions.len(), 4_520);
    let mut memo = HashMap::new();
    for board in positions {
        let reference = reference::minimax(board).unwrap();
        let scores = perfect::move_scores(board).unwrap();
        let mut best_by_reference = CellSet::EMPTY;
        for cell in Cell::ALL {
            let Some(score) = scores[cell.index()] else {
                assert!(board.get(cell).is_some());
                continue;
            };
            let (expected, _) = reference_move(board, cell);
            assert_eq!(score.minimax(), expected, "{board} cell {cell}");
            if expected == reference.score {
                best_by_reference = best_by_reference.with(cell);
            }
        }
        assert_eq!(perfect::score(board).minimax(), reference.score, "{board}");

        let best = perfect::best_moves(board).unwrap();
        assert!(
            !best.is_empty() && best_by_reference.is_superset(best),
            "{board}"
        );
        let target = result_and_length(board, &mut memo);
        let quickest: CellSet = best_by_reference
            .iter()
            .filter(|&cell| {
                let (result, length) = result_and_length(board.play(cell).unwrap(), &mut memo);
                (-result, length + 1) == target
            })
            .collect();
        assert_eq!(best, quickest, "{board}");
    }
}

#[test]
fn the_perfect_player_takes_a_win_at_once() {
    // The articles' bot can win at 4 here but may choose a slower win.
    let board = board("XX.OO....");
    assert_eq!(
        perfect::best_moves(board).unwrap(),
        CellSet::EMPTY.with(cell(2))
    );
    let board = self::board("XX.OO.X..");
    assert_eq!(
        perfect::best_moves(board).unwrap(),
        CellSet::EMPTY.with(cell(5))
    );
}

#[test]
fn best_move_picks_among_the_trap_moves_and_wraps_the_pick() {
    let board = Board::EMPTY;
    let best = perfect::best_moves(board).unwrap();
    assert_eq!(
        best.len(),
        9,
        "every opening draws and the game lasts nine plies"
    );
    let traps = perfect::trap_moves(board).unwrap();
    assert!(best.is_superset(traps) && traps.len() == 4, "the corners");
    let all: CellSet = (0..20)
        .map(|n| perfect::best_move(board, |_| n).unwrap())
        .collect();
    assert_eq!(all, traps);
    assert!(perfect::best_move(self::board("XOXXOOOXX"), |_| 0).is_err());
}
#[test]
fn the_prediction_names_the_winner_and_the_winners_moves_left() {
    let mut memo = HashMap::new();
    for board in positions_in_play() {
        let (result, plies) = result_and_length(board, &mut memo);
        let expected = match result {
            0 => None,
            1 => Some((board.to_move(), usize::from(plies).div_ceil(2))),
            _ => Some((board.to_move().opponent(), usize::from(plies) / 2)),
        };
        assert_eq!(perfect::prediction(board), expected, "{board}");
    }
    assert_eq!(perfect::prediction(Board::EMPTY), None);
    assert_eq!(
        perfect::prediction(board("XX.OO....")),
        Some((Player::X, 1))
    );
}
