//! How people play, in pure Rust with no browser crate, tested natively:
//! who sits at the board, both games as the page runs them (moves, undo,
//! whose turn, the opponent and side, time per move), what is saved and how
//! it reads back, key maps, what the live region says, and every word in
//! every language.

pub mod classic;
pub mod explore;
mod fields;
pub mod five;
pub mod game;
pub mod lang;
pub mod news;
pub mod seats;
pub mod settings;
pub mod tally;
pub mod template;
