//! Five in a row as people play it: its opponents and the menus of time
//! per move, rule and board, its keys, the part of the plane on screen,
//! records and links, hints, the analysis board, a game's review, and its
//! session. What the page and the Hard bot's worker say to each other is
//! the engine's (`engine::five::think`).

pub mod analysis;
mod clock;
mod hint;
mod keys;
mod opponent;
pub mod puzzle;
pub mod record;
pub mod review;
mod rules;
mod session;
mod window;

pub use clock::{GameClock, TimeControl};
pub use hint::HINT_TIME;
pub use keys::Shortcut;
pub use opponent::{Opponent, Versus};
pub use session::{Action, Saved, SavedGame, Session};
