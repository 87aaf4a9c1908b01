//! Classic tic-tac-toe on three by three cells: the board, its eight lines
//! and the players that search it.

pub mod alphabeta;
mod board;
mod candidate;
mod cells;
mod error;
pub mod explore;
pub mod horizon;
mod lines;
pub mod mcts;
pub mod negamax;
pub mod perfect;
mod reason;
pub mod reference;
pub mod rules;
mod symmetry;

pub use super::{Outcome, Player};
pub use board::Board;
pub use candidate::{total_weight, Candidate, Candidates};
pub use cells::{Cell, CellIter, CellSet};
pub use error::{BoardError, MoveError};
pub use lines::{Line, LineKind, LINES};
pub use reason::{Reason, Verdict};
pub use symmetry::Symmetry;
