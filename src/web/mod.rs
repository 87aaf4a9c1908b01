//! The page: the only room that touches the DOM. It draws the `play`
//! sessions and hands them the person's events; it never calls the JS API.
//!
//! - `shell` (feature `page`): `mount`, the page's frame and the classic
//!   game, the first module; `five` (feature `five`): `mountFive`, five in a
//!   row, the module loaded when it is first opened.
//! - `screen`: what a game on the page is, and the host that hands it
//!   events; `frame`, `controls` and `score`: what both games put around
//!   their boards.
//! - `dom`, `options`, `storage`: small helpers over the browser.

#[cfg(feature = "page")]
mod classic;
#[cfg(any(feature = "page", feature = "five"))]
mod controls;
mod dom;
#[cfg(feature = "explore")]
pub mod explore;
#[cfg(feature = "five")]
pub mod five;
#[cfg(any(feature = "page", feature = "five"))]
mod frame;
mod options;
#[cfg(any(feature = "page", feature = "five"))]
mod score;
#[cfg(any(feature = "page", feature = "five"))]
mod screen;
#[cfg(feature = "page")]
pub mod shell;
#[cfg(any(feature = "page", feature = "five"))]
mod storage;

#[cfg(feature = "page")]
pub use shell::mount;
