//! Negamax to a horizon: minimax written once for both sides. A position's
//! value for the side to move is the best of its moves' values, each the
//! negation of what the reply is worth to the opponent, so one `max` and a
//! sign flip at each level do the work of minimax's `max` and `min`.
//!
//! It stops `depth` plies below the board and asks an evaluation there;
//! deep enough to reach every game's end (9 plies from any board), it is
//! the full minimax, with the reference's +10 / 0 / -10 values.

use super::{reference, Board, Outcome};

/// What the search found for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub score: i8,
    /// Positions visited, the board included.
    pub nodes: u64,
}

/// Enough plies to reach the end of every game from any board.
pub const FULL: usize = 9;

/// Searches `board` `depth` plies deep, scoring a finished game as the
/// reference does and a position at the horizon with `evaluate`, which
/// rates it for its side to move, strictly between a loss and a win.
pub fn negamax(board: Board, depth: usize, evaluate: fn(Board) -> i8) -> Scored {
    let mut nodes = 0;
    let score = search(board, depth, evaluate, &mut nodes);
    Scored { score, nodes }
}

/// The full negamax of `board`: every line to its end, where the
/// evaluation is never asked.
pub fn full(board: Board) -> Scored {
    negamax(board, FULL, |_| reference::DRAW)
}

fn search(board: Board, depth: usize, evaluate: fn(Board) -> i8, nodes: &mut u64) -> i8 {
    *nodes += 1;
    match board.outcome() {
        // The last mover won, so the side to move has lost.
        Outcome::Won { .. } => reference::LOSS,
        Outcome::Draw => reference::DRAW,
        Outcome::InProgress if depth == 0 => evaluate(board),
        Outcome::InProgress => board
            .empty_cells()
            .iter()
            .map(|cell| -search(board.with_mark(cell), depth - 1, evaluate, nodes))
            .fold(reference::LOSS, i8::max),
    }
}
