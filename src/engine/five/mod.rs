//! Five in a row on an unbounded board: whoever first puts five or more
//! stones in a row, across, down or diagonally, wins. Coordinates are signed
//! and stay within `±Point::LIMIT`, which keeps absurd input out; there is
//! no edge to play against.

mod attacks;
mod board;
mod error;
mod moves;
pub mod normal;
mod point;
mod rect;
pub mod search;

pub use super::{Outcome, Player};
pub use board::{Board, Five};
pub use error::{GameError, MoveError};
pub use point::{Direction, Point};
pub use rect::Rect;
