//! The rules, checked exhaustively against the known counts of the game.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

mod common;
use common::all_board_strings;
use inarow::engine::classic::{Board, BoardError, Cell, MoveError, Outcome, Player, LINES};

/// Every reachable position, the empty board included.
fn reachable() -> HashSet<Board> {
    fn walk(board: Board, seen: &mut HashSet<Board>) {
        if seen.insert(board) {
            for cell in board.legal_moves() {
                walk(board.play(cell).unwrap(), seen);
            }
        }
    }
    let mut seen = HashSet::new();
    walk(Board::EMPTY, &mut seen);
    seen
}

#[derive(Default, Debug, PartialEq)]
struct GameCounts {
    x_wins: u64,
    o_wins: u64,
    draws: u64,
    /// Games by their number of moves, from 0 to 9.
    by_length: [u64; 10],
}

fn count_games(board: Board, moves: usize, counts: &mut GameCounts) {
    match board.outcome() {
        Outcome::InProgress => {
            for cell in board.legal_moves() {
                count_games(board.play(cell).unwrap(), moves + 1, counts);
            }
            return;
        }
        Outcome::Won {
            winner: Player::X, ..
        } => counts.x_wins += 1,
        Outcome::Won {
            winner: Player::O, ..
        } => counts.o_wins += 1,
        Outcome::Draw => counts.draws += 1,
    }
    counts.by_length[moves] += 1;
}

#[test]
fn there_are_255_168_complete_games() {
    let mut counts = GameCounts::default();
    count_games(Board::EMPTY, 0, &mut counts);
    assert_eq!(
        counts,
        GameCounts {
            x_wins: 131_184,
            o_wins: 77_904,
            draws: 46_080,
            by_length: [0, 0, 0, 0, 0, 1_440, 5_328, 47_952, 72_576, 127_872],
        }
    );
    assert_eq!(counts.x_wins + counts.o_wins + counts.draws, 255_168);
}

#[test]
fn there_are_5_478_legal_positions_958_of_them_terminal() {
    let positions = reachable();
    assert_eq!(positions.len(), 5_478);
    let terminal = positions.iter().filter(|b| b.outcome().is_over());
    assert_eq!(terminal.count(), 958);
}

#[test]
fn parsing_accepts_exactly_the_reachable_positions() {
    let positions = reachable();
    let mut accepted = 0;
    for text in all_board_strings() {
        if let Ok(board) = text.parse::<Board>() {
            assert!(positions.contains(&board), "{text} is not reachable");
            assert_eq!(board.to_string(), text);
            accepted += 1;
        }
    }
    assert_eq!(accepted, positions.len());
}

#[test]
fn parsing_explains_what_is_wrong() {
    let cases = [
        ("", BoardError::Length { found: 0 }),
        ("X........O", BoardError::Length { found: 10 }),
        (
            "XO.x.....",
            BoardError::Character {
                index: 3,
                found: 'x',
            },
        ),
        (
            "X O......",
            BoardError::Character {
                index: 1,
                found: ' ',
            },
        ),
        (
            "é........",
            BoardError::Character {
                index: 0,
                found: 'é',
            },
        ),
        ("XX.......", BoardError::Counts { x: 2, o: 0 }),
        ("O........", BoardError::Counts { x: 0, o: 1 }),
        ("XXXOOO...", BoardError::BothWin),
        ("XXXOO.O..", BoardError::PlayAfterWin { winner: Player::X }),
        ("OOOXX.XX.", BoardError::PlayAfterWin { winner: Player::O }),
    ];
    for (text, error) in cases {
        assert_eq!(text.parse::<Board>(), Err(error), "{text:?}");
    }
    assert_eq!(
        "XX.......".parse::<Board>().unwrap_err().to_string(),
        "X has 2 marks and O has 0: X moves first, so X has as many marks as O or one more"
    );
    assert_eq!(
        "XXXOO.O..".parse::<Board>().unwrap_err().to_string(),
        "X has three in a row, yet O moved after the game was won"
    );
}

#[test]
fn moves_are_refused_on_taken_cells_after_the_end_and_out_of_range() {
    let board: Board = "XO.......".parse().unwrap();
    let taken = Cell::new(1).unwrap();
    assert_eq!(
        board.play(taken),
        Err(MoveError::Taken {
            cell: taken,
            by: Player::O
        })
    );
    assert_eq!(Cell::new(9), Err(MoveError::OutOfRange { index: 9 }));
    let won: Board = "XXXOO....".parse().unwrap();
    assert_eq!(won.play(Cell::new(8).unwrap()), Err(MoveError::GameOver));
    assert!(won.legal_moves().is_empty());
}

#[test]
fn the_outcome_names_the_winner_and_the_first_completed_line() {
    let board: Board = "XXXOO....".parse().unwrap();
    assert_eq!(
        board.outcome(),
        Outcome::Won {
            winner: Player::X,
            line: LINES[0]
        }
    );
    // The last X at cell 0 completed the top row and the left column.
    let double: Board = "XXXXOOXOO".parse().unwrap();
    assert_eq!(
        double.winning_lines(Player::X).collect::<Vec<_>>(),
        [LINES[0], LINES[3]]
    );
    let anti_diagonal: Board = "XXO.O.OX.".parse().unwrap();
    let Outcome::Won {
        winner: Player::O,
        line,
    } = anti_diagonal.outcome()
    else {
        panic!("O has 6-4-2");
    };
    assert_eq!(line.cells().map(Cell::index), [6, 4, 2]);
    assert_eq!(
        "XOXXOOOXX".parse::<Board>().unwrap().outcome(),
        Outcome::Draw
    );
    assert_eq!(Board::EMPTY.outcome(), Outcome::InProgress);
}
