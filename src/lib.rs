//! Unbeatable tic-tac-toe for the browser.
//!
//! - [`engine`]: the game and its players, pure Rust.
//! - [`api`]: the JavaScript API, a thin wasm-bindgen layer over the engine.
//! - [`ui`]: the page, a web-sys layer that owns the DOM.

pub mod api;
pub mod engine;
pub mod ui;
