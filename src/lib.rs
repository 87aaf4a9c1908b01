//! Unbeatable tic-tac-toe for the browser.
//!
//! - [`engine`]: the game and its players, pure Rust.
//! - [`api`]: the JavaScript API, a thin wasm-bindgen layer over the engine.
//! - [`ui`]: the page, a web-sys layer that owns the DOM.
//! - [`rng`]: a seeded generator for tests, benchmarks and matches.
//! - `gomocup` and `arena` (native only): the Gomocup brain and matches.

pub mod api;
pub mod engine;
mod random;
pub mod rng;
pub mod ui;

// The command-line tools: pipes, processes and threads, which the page has no
// use for, so the wasm build leaves them out.
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod gomocup;
#[cfg(not(target_arch = "wasm32"))]
pub mod wall_clock;

/// Runs when the module is instantiated: panics, which should never happen,
/// then reach the browser console with their message.
#[wasm_bindgen::prelude::wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
