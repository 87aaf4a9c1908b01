//! The games and their players, in pure Rust: no browser types, so all of it
//! is built and tested natively.

pub mod classic;
mod excerpt;
pub mod five;
pub(crate) mod named;
mod outcome;
mod player;
pub mod rng;

pub use excerpt::{excerpt, QUOTED};
pub use outcome::Outcome;
pub use player::Player;
