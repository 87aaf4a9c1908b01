//! The Hard bot: iterative-deepening alpha-beta over the cells near the
//! stones, with an incremental evaluation, a transposition table and a
//! search for wins by fours (VCF), within a time budget.
//!
//! It reads a `Position` rather than a `Board`: tournament managers hand
//! over stones without their order, and may bound the board.

mod field;
mod mapping;
mod position;
mod pvs;
mod table;
mod vcf;

pub use position::{Area, Position, PositionError};

use super::{MoveError, Player, Point};
use field::{Field, Side};
use mapping::Mapping;
use pvs::{Search, MAX_PLY, WIN};
use table::Table;

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

/// A reusable bot: it keeps its transposition table's memory from move to
/// move.
pub struct Searcher {
    table: Table,
}

impl Searcher {
    /// What the browser gives the table: 4 MiB.
    pub const DEFAULT_TABLE_BYTES: usize = 4 << 20;
    /// The forced-win search at the root reads this many moves deep.
    const ROOT_VCF_DEPTH: u32 = 20;
    /// The share of the budget the forced-win search at the root may take.
    const VCF_SHARE: f64 = 0.3;

    /// A bot whose transposition table takes about `table_bytes`.
    pub fn new(table_bytes: usize) -> Searcher {
        Searcher {
            table: Table::new(table_bytes),
        }
    }

    /// The move for the side to move, found within `budget` as `clock`
    /// tells it. Fails when the game is over or no cell is free.
    pub fn think(
        &mut self,
        position: &Position,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Result<Thought, MoveError> {
        let start = clock.now_ms();
        if position.winner().is_some() {
            return Err(MoveError::GameOver);
        }
        if position.is_empty() {
            return Ok(Thought {
                point: position.area().centre(),
                score: 0,
                depth: 0,
                nodes: 0,
            });
        }
        let mapping = Mapping::new(position);
        let mut field = Field::new(|cell| mapping.point(cell).is_none());
        for (point, player) in position.stones() {
            if let Some(cell) = mapping.cell(point) {
                field.make(cell, side_of(player));
            }
        }
        self.table.clear();
        let deadline = start + f64::from(budget.ms());
        let mut search = Search::new(field, &mut self.table, clock, deadline);
        let side = side_of(position.to_move());
        let (cell, score, depth) = decide(&mut search, side, start, budget);
        let cell = cell.ok_or(MoveError::GameOver)?;
        let point = mapping.point(cell).ok_or(MoveError::GameOver)?;
        Ok(Thought {
            point,
            score,
            depth,
            nodes: search.nodes,
        })
    }
}

/// The cell to play, its score and the depth searched: a forced move or a
/// win by fours at once, else the deepest search that time allows.
fn decide(
    search: &mut Search,
    side: Side,
    start: f64,
    budget: Budget,
) -> (Option<usize>, i32, u32) {
    let other = 1 - side;
    if search.field.has_four(side) {
        return (search.five_cells(side).first().copied(), WIN - 1, 0);
    }
    let budget_ms = f64::from(budget.ms());
    if !search.field.has_four(other) {
        // A long forced line may take a while to refute: it gets a share.
        search.set_deadline(start + budget_ms * Searcher::VCF_SHARE);
        if let Some(cell) = search.vcf(side, Searcher::ROOT_VCF_DEPTH, None) {
            return (Some(cell), WIN - 3, 0);
        }
        search.set_deadline(start + budget_ms);
    }
    // The first cell in order, should time run out before depth 1 ends.
    let mut answer = (search.near_cells().next(), 0, 0);
    for depth in 1..MAX_PLY as u32 {
        search.root_best = None;
        let score = search.negamax(side, depth, -WIN - 1, WIN + 1, 0);
        if let Some((cell, partial)) = search.root_best {
            answer = (
                Some(cell),
                if search.stopped { partial } else { score },
                answer.2,
            );
        }
        if search.stopped {
            break;
        }
        answer.2 = depth;
        // A deeper search takes several times as long: don't start one
        // that cannot finish.
        let spent = search.clock_ms() - start;
        if score.abs() > Thought::WIN_THRESHOLD || spent > budget_ms * 0.4 {
            break;
        }
    }
    answer
}

fn side_of(player: Player) -> Side {
    match player {
        Player::X => 0,
        Player::O => 1,
    }
}
