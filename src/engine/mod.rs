//! The rules of tic-tac-toe and its players, in pure Rust: no browser types,
//! so all of it is built and tested natively.

mod board;
mod cells;
mod error;
mod lines;
pub mod perfect;
mod player;
pub mod reference;

pub use board::{Board, Outcome};
pub use cells::{Cell, CellIter, CellSet};
pub use error::{BoardError, MoveError};
pub use lines::{Line, LINES};
pub use player::Player;
