//! Five in a row: whoever first puts five in a row, across, down or
//! diagonally, wins, by one of three rules (`Rule`): freestyle, where five
//! or more wins; standard, where exactly five does; and renju, where black
//! also has forbidden points. The board is unbounded or has edges (`Area`);
//! a game's rule and board are one `Rules`, written `renju,15`.
//! Coordinates are signed and stay within `±Point::LIMIT`, which keeps
//! absurd input out.

mod attacks;
mod board;
mod error;
pub mod ladder;
mod moves;
pub mod normal;
pub mod opening;
mod point;
mod rect;
mod renju;
pub mod review;
mod rule;
pub mod search;
pub mod think;
pub mod threat;

pub use super::{Outcome, Player};
pub use board::{Board, Five};
pub use error::{GameError, MoveError};
pub use moves::integer;
pub use point::{Direction, Point};
pub use rect::{Area, Rect};
pub use rule::{Foul, Origin, Rule, Rules, Size};
