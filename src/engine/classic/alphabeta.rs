//! Alpha-beta: the reference minimax, with the same +10 / 0 / -10 values
//! for the side to move, that stops trying a position's moves as soon as
//! one of them shows the opponent would never let the game get there.
//!
//! Written as negamax over the window (alpha, beta): alpha is what the side
//! to move is already sure of elsewhere, beta the most that the opponent,
//! sure of as much elsewhere, lets it have here. The root starts with a
//! window wider than any score, the textbook's (-inf, +inf), so its value
//! is exact. Like the reference, it counts every position it visits, the
//! root included.

use super::{reference, rules, Board, Cell, Outcome};

/// Which move a position tries first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Cells 0 to 8, as the reference minimax tries them.
    Cells,
    /// The rule player's ranking (`rules::preferred_order`): wins, blocks,
    /// forks, blocks of forks, the centre, the opposite corner, corners,
    /// sides. The best move tends to come first, and then cuts the rest.
    Rules,
}

impl Order {
    fn moves(self, board: Board) -> Vec<Cell> {
        match self {
            Order::Cells => board.empty_cells().iter().collect(),
            Order::Rules => rules::preferred_order(board),
        }
    }
}

/// What the pruned search found for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruned {
    /// +10, 0 or -10, as the reference scores the position.
    pub score: i8,
    /// Positions visited, the root included.
    pub nodes: u64,
}

/// Beyond every score, as the window's infinity.
const UNBOUNDED: i8 = reference::WIN + 1;

/// Searches `board` in `order`. A finished game is one node, scored as the
/// reference scores it.
pub fn alphabeta(board: Board, order: Order) -> Pruned {
    let mut nodes = 0;
    let score = negamax(board, -UNBOUNDED, UNBOUNDED, order, &mut nodes);
    Pruned { score, nodes }
}

/// The score for the side to move, held to [alpha, beta]: exact inside the
/// window, alpha when the position is no better than that, beta when it is
/// too good for the opponent to allow.
fn negamax(board: Board, mut alpha: i8, beta: i8, order: Order, nodes: &mut u64) -> i8 {
    *nodes += 1;
    match board.outcome() {
        Outcome::Won { .. } => return reference::LOSS,
        Outcome::Draw => return reference::DRAW,
        Outcome::InProgress => {}
    }
    for cell in order.moves(board) {
        let score = -negamax(board.with_mark(cell), -beta, -alpha, order, nodes);
        if score >= beta {
            // A cut-off: the opponent, with a better line elsewhere, will
            // not let the game come here, so the other moves do not matter.
            return beta;
        }
        alpha = alpha.max(score);
    }
    alpha
}
