//! The browser's `localStorage`, where it can be used. Private modes and
//! sandboxed frames refuse it, and storage may be full: the page then plays
//! on and simply forgets.

use std::fmt::Display;
use std::str::FromStr;

pub struct Store(Option<web_sys::Storage>);

impl Store {
    /// The page's local storage, or a store that keeps nothing when the
    /// browser refuses it (reading `localStorage` can throw).
    pub fn local() -> Store {
        Store(crate::web::dom::window().local_storage().ok().flatten())
    }

    /// What was saved under `key`, or `None` when nothing was, or what was
    /// there does not read as a `T`.
    pub fn load<T: FromStr>(&self, key: &str) -> Option<T> {
        let text = self.0.as_ref()?.get_item(key).ok()??;
        text.parse().ok()
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
            let _ = storage.set_item(key, &value.to_string());
        }
    }
}
