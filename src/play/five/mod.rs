//! Five in a row as people play it: its opponents and time per move, its
//! keys, the part of the plane on screen, its session, and what the page
//! and the Hard bot's worker say to each other.

mod keys;
mod opponent;
pub mod record;
mod rules;
mod session;
pub mod think;
mod window;

pub use keys::Command;
pub use opponent::{Opponent, Versus};
pub use rules::{Rules, Size};
pub use session::{Action, Saved, SavedGame, Session};
