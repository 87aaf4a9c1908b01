//! Unbeatable tic-tac-toe for the browser.
//!
//! - [`engine`]: the game and its players, pure Rust.
//! - [`api`]: the JavaScript API, a thin wasm-bindgen layer over the engine.
//! - [`ui`]: the page, a web-sys layer that owns the DOM.
//! - `tools` (the `tools` feature, native only): the Gomocup brain and
//!   matches.

pub mod api;
pub mod engine;
mod random;
pub mod ui;

#[cfg(feature = "tools")]
pub mod tools;

/// Runs when the module is instantiated: panics, which should never happen,
/// then reach the browser console with their message.
#[wasm_bindgen::prelude::wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
