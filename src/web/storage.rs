//! The browser's `localStorage`, where it can be used. Private modes and
//! sandboxed frames refuse it, and storage may be full: the page then plays
//! on and simply forgets. Every key is the page's name, a slash and what it
//! holds; what the page saved before it was renamed is read until it is saved
//! again under the new name, so nobody loses a score or a game.

use std::fmt::Display;
use std::str::FromStr;

pub struct Store(Option<web_sys::Storage>);

/// The prefix of every key the page saves.
const PREFIX: &str = "inarow/";
/// The prefix the page saved under when it was called Tic-tac-toe.
const FORMER: &str = "tictactoe/";

impl Store {
    /// The page's local storage, or a store that keeps nothing when the
    /// browser refuses it (reading `localStorage` can throw).
    pub fn local() -> Store {
        Store(crate::web::dom::window().local_storage().ok().flatten())
    }

    /// What was saved under `key`, or `None` when nothing was, or what was
    /// there does not read as a `T`.
    pub fn load<T: FromStr>(&self, key: &str) -> Option<T> {
        let storage = self.0.as_ref()?;
        let read = |prefix: &str| storage.get_item(&format!("{prefix}{key}")).ok().flatten();
        read(PREFIX).or_else(|| read(FORMER))?.parse().ok()
    }

    /// The tab's session storage, which outlives a reload of the tab but
    /// not the tab: what one tab keeps there, another never overwrites.
    #[cfg(feature = "five")]
    pub fn tab() -> Store {
        Store(crate::web::dom::window().session_storage().ok().flatten())
    }

    /// Saves `value` under `key` if the browser lets it.
    pub fn save(&self, key: &str, value: &impl Display) {
        if let Some(storage) = &self.0 {
            let _ = storage.set_item(&format!("{PREFIX}{key}"), &value.to_string());
        }
    }
}
