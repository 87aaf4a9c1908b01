//! The native tools, behind the `tools` feature: they use pipes, processes,
//! threads and the wall clock, which the page has no use for.
//!
//! - [`gomocup`]: the Searcher as a Gomocup brain (`pbrain-inarow`).
//! - [`arena`]: matches between bots and brains, with the Elo difference
//!   (`five-match`).
//! - [`book`]: Hard's opening book, written by searching each opening
//!   (`five-book`).
//! - [`judge`]: move quality, scored by a stronger brain on positions from
//!   match records (`five-judge`).
//! - [`fit`]: Hard's evaluation fitted to a stronger brain's evaluations
//!   in match records (`five-fit`).
//! - [`order`]: Hard's move order fitted to the moves its searches chose
//!   in its games against itself (`five-order`).
//! - [`ladder`]: the levels of five in a row measured against each other
//!   (`five-ladder`).
//! - [`puzzles`]: the built-in puzzles, from seeded self-play games
//!   (`five-puzzles`).
//! - [`selfplay`]: Hard against itself from random openings, the games
//!   the learned evaluation is fitted on (`five-selfplay`).
//! - [`teach`]: a stronger brain's static evaluations of those games'
//!   positions, as the fit's teacher (`five-teach`).
//! - [`parallel`]: work spread over threads, its results in order.
//! - [`args`]: what the tools' command lines share, read by clap.

pub mod arena;
pub mod args;
pub mod book;
pub mod fit;
pub mod gomocup;
pub mod judge;
pub mod ladder;
pub mod order;
pub mod parallel;
pub mod puzzles;
pub mod selfplay;
pub mod teach;
pub mod wall_clock;
