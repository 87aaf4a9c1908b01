//! The classic game as people play it: its opponents, its moves, its keys
//! and its session.

mod keys;
mod moves;
mod opponent;
mod session;

pub use keys::Shortcut;
pub use moves::Moves;
pub use opponent::Opponent;
pub use session::{Action, Session};
