//! The minimax of the classic articles, kept as the reference that the fast
//! player is checked against and that the page shows to learners.
//!
//! It searches the whole game tree without pruning or memory, scores a won
//! game +10 for the side to move, a lost one -10 and a draw 0, breaks ties
//! in favour of the lowest cell, and counts every call, the root included.

use super::{Board, Cell, MoveError, Outcome};

/// What the full search found for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    pub best: Cell,
    /// +10, 0 or -10 for the side to move.
    pub score: i8,
    /// Positions visited, the root included.
    pub nodes: u64,
}

pub const WIN: i8 = 10;
pub const DRAW: i8 = 0;
pub const LOSS: i8 = -WIN;

/// Searches every line of play from `board`; fails when the game is over.
pub fn minimax(board: Board) -> Result<Search, MoveError> {
    let mut nodes = 0;
    match negamax(board, &mut nodes) {
        (score, Some(best)) => Ok(Search { best, score, nodes }),
        (_, None) => Err(MoveError::GameOver),
    }
}

/// The score for the side to move and the first cell that reaches it.
fn negamax(board: Board, nodes: &mut u64) -> (i8, Option<Cell>) {
    *nodes += 1;
    match board.outcome() {
        // The last mover won, so the side to move has lost.
        Outcome::Won { .. } => return (LOSS, None),
        Outcome::Draw => return (DRAW, None),
        Outcome::InProgress => {}
    }
    let mut best: Option<(i8, Cell)> = None;
    for cell in board.empty_cells() {
        let score = -negamax(board.with_mark(cell), nodes).0;
        if best.is_none_or(|(best_score, _)| score > best_score) {
            best = Some((score, cell));
        }
    }
    best.map_or((DRAW, None), |(score, cell)| (score, Some(cell)))
}
