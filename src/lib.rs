//! Tic-tac-toe and five in a row, for the browser. Five rooms, each with one
//! rule:
//!
//! - [`engine`]: the games and their bots, pure Rust.
//! - [`play`]: how people play them (sessions, settings, tallies, keys,
//!   every word in every language), pure Rust, no browser crate.
//! - `web` (features `page` and `five`): the only room that touches the
//!   DOM. It never calls the JS API.
//! - `api` (feature `api`): the JS API for other pages and the Hard bot's
//!   worker, over the engine alone.
//! - `tools` (feature `tools`, native): the Gomocup brain and matches.

pub mod engine;
pub mod play;

#[cfg(feature = "api")]
pub mod api;
// The wasm modules' allocator; its logic is tested natively.
#[cfg(any(test, all(feature = "wasm", target_arch = "wasm32")))]
mod heap;
#[cfg(feature = "tools")]
pub mod tools;
#[cfg(feature = "web")]
pub mod web;

/// Runs when a wasm module is instantiated: panics, which should never
/// happen, then reach the browser console with their message. The page's
/// first module does without: every byte of it is in the first load, and a
/// panic still shows in the console, as an uncaught `RuntimeError`.
#[cfg(any(feature = "five", feature = "explore", feature = "api"))]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
