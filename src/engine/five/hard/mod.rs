//! The Hard bot: iterative-deepening alpha-beta over the cells near the
//! stones, with an incremental evaluation, a transposition table and a
//! search for wins by fours (VCF), within a time budget.
//!
//! It reads a `Position` rather than a `Board`: tournament managers hand
//! over stones without their order, and may bound the board.

mod position;

pub use position::{Area, Position, PositionError};

use super::{MoveError, Point};

/// The milliseconds a move may take, from 1 to `Budget::MAX_MS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget(u32);

impl Budget {
    /// What the page gives the bot unless it is told otherwise.
    pub const DEFAULT: Budget = Budget(250);
    /// A minute: longer than anyone waits for a move in a tab.
    pub const MAX_MS: u32 = 60_000;

    /// `None` outside 1 to `MAX_MS`.
    pub const fn from_ms(ms: u32) -> Option<Budget> {
        if ms >= 1 && ms <= Budget::MAX_MS {
            Some(Budget(ms))
        } else {
            None
        }
    }

    pub const fn ms(self) -> u32 {
        self.0
    }
}

/// Where the bot reads the time: milliseconds from any fixed start. The
/// engine is pure, so the caller brings the clock (`Instant` natively,
/// `Date.now()` in a browser, a counter in tests).
pub trait Clock {
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// The bot's answer and how it got there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought {
    pub point: Point,
    /// From the mover's side: positive is good for it; beyond
    /// `Thought::WIN_THRESHOLD` it has a forced win, below its negation a
    /// forced loss.
    pub score: i32,
    /// The deepest full-width search that finished, in plies.
    pub depth: u32,
    /// Positions visited, the VCF search's included.
    pub nodes: u64,
}

impl Thought {
    pub const WIN_THRESHOLD: i32 = 900_000;
}

/// A reusable bot: it keeps its transposition table from move to move.
pub struct Hard {
    table_bytes: usize,
}

impl Hard {
    /// What the browser gives the table: 4 MiB.
    pub const DEFAULT_TABLE_BYTES: usize = 4 << 20;

    /// A bot whose transposition table takes about `table_bytes`.
    pub fn new(table_bytes: usize) -> Hard {
        Hard { table_bytes }
    }

    /// The move for the side to move, found within `budget` as `clock`
    /// tells it. Fails when the game is over or no cell is free.
    pub fn think(
        &mut self,
        position: &Position,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Result<Thought, MoveError> {
        // Interim, replaced by the search: the first free cell next to a stone.
        let _ = (self.table_bytes, budget, clock);
        if position.winner().is_some() {
            return Err(MoveError::GameOver);
        }
        let near = position.stones().flat_map(|(stone, _)| {
            (-1..=1).flat_map(move |dy| (-1..=1).filter_map(move |dx| stone.offset(dx, dy)))
        });
        let point = std::iter::once(Point::ORIGIN)
            .chain(near)
            .find(|&p| position.area().contains(p) && position.get(p).is_none())
            .ok_or(MoveError::GameOver)?;
        Ok(Thought {
            point,
            score: 0,
            depth: 0,
            nodes: 0,
        })
    }
}
