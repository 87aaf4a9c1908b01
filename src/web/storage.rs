//! The browser's `localStorage`, where it can be used. Private modes and
//! sandboxed frames refuse it, and storage may be full: the page then plays
//! on and simply forgets. Every key is the page's name, a slash and what it
//! holds; what the page saved before it was renamed is read until it is saved
//! again under the new name, so nobody loses a score or a game.

use std::fmt::Display;
use std::str::FromStr;

pub struct Store(Option<web_sys::Storage>);

/// Where one thing is saved: its key, and the key it had when the page was
/// called Tic-tac-toe. Both are written out as the crate compiles (`key!`):
/// joining them at run time would cost the first load its formatting code.
pub struct Key {
    now: &'static str,
    before: &'static str,
}

/// The `Key` of what `$name` holds.
macro_rules! key {
    ($name:literal) => {
        $crate::web::storage::Key::new(concat!("inarow/", $name), concat!("tictactoe/", $name))
    };
}

pub(crate) use key;

impl Key {
    pub const fn new(now: &'static str, before: &'static str) -> Key {
        Key { now, before }
    }
}

impl Store {
    /// The page's local storage, or a store that keeps nothing when the
    /// browser refuses it (reading `localStorage` can throw).
    pub fn local() -> Store {
        Store(crate::web::dom::window().local_storage().ok().flatten())
    }

    /// What was saved under `key`, or `None` when nothing was, or what was
    /// there does not read as a `T`.
    pub fn load<T: FromStr>(&self, key: &Key) -> Option<T> {
        self.text(key)?.parse().ok()
    }

    /// The text saved under `key`, or else under its former name: apart
    /// from `load`, so that each type read does not bring a copy.
    fn text(&self, key: &Key) -> Option<String> {
        let storage = self.0.as_ref()?;
        let read = |key| storage.get_item(key).ok().flatten();
        read(key.now).or_else(|| read(key.before))
    }

    /// The tab's session storage, which outlives a reload of the tab but
    /// not the tab: what one tab keeps there, another never overwrites.
    #[cfg(feature = "five")]
    pub fn tab() -> Store {
        Store(crate::web::dom::window().session_storage().ok().flatten())
    }

    /// Saves `value` under `key` if the browser lets it.
    pub fn save(&self, key: &Key, value: &impl Display) {
        if let Some(storage) = &self.0 {
            let _ = storage.set_item(key.now, &value.to_string());
        }
    }
}
