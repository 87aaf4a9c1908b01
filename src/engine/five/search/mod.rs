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

/// When a search stops: at a time budget on the caller's clock, after a
/// number of positions, or after a depth, whichever comes first. Positions
/// and depth stop it at the same place on any machine, as tests need; a
/// budget is what people and tournaments give.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub time: Option<Budget>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl Limits {
    /// At most `nodes` positions, whatever the clock says.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            time: None,
            nodes: Some(nodes),
            depth: None,
        }
    }

    /// Full-width iterations up to `depth` plies, and at most `nodes`
    /// positions.
    pub const fn depth(depth: u32, nodes: u64) -> Limits {
        Limits {
            time: None,
            nodes: Some(nodes),
            depth: Some(depth),
        }
    }
}

impl From<Budget> for Limits {
    fn from(budget: Budget) -> Limits {
        Limits {
            time: Some(budget),
            nodes: None,
            depth: None,
        }
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

    /// The move for the side to move, found within `limits` (a `Budget` on
    /// `clock`, or positions and depth). Fails when the game is over or no
    /// cell is free.
    pub fn think(
        &mut self,
        position: &Position,
        limits: impl Into<Limits>,
        clock: &dyn Clock,
    ) -> Result<Thought, MoveError> {
        let limits = limits.into();
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
        let stop = Stop { start, limits };
        let mut search = Search::new(field, &mut self.table, clock, stop.all());
        let side = side_of(position.to_move());
        let (cell, score, depth) = decide(&mut search, side, &stop);
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

/// Where a search stops, in the clock's milliseconds and in positions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Deadline {
    pub ms: f64,
    pub nodes: u64,
}

/// The limits turned into deadlines from the start of a move.
struct Stop {
    start: f64,
    limits: Limits,
}

impl Stop {
    /// The deadline after `share` of the time and of the positions.
    fn after(&self, share: f64) -> Deadline {
        Deadline {
            ms: match self.limits.time {
                Some(budget) => self.start + f64::from(budget.ms()) * share,
                None => f64::INFINITY,
            },
            nodes: match self.limits.nodes {
                Some(nodes) => (nodes as f64 * share) as u64,
                None => u64::MAX,
            },
        }
    }

    fn all(&self) -> Deadline {
        self.after(1.0)
    }

    fn max_depth(&self) -> u32 {
        self.limits.depth.unwrap_or(MAX_PLY as u32 - 1)
    }

    /// Whether a deeper iteration would likely not finish in time, now that
    /// `spent_ms` is gone.
    fn too_late(&self, spent_ms: f64) -> bool {
        self.limits
            .time
            .is_some_and(|budget| spent_ms > f64::from(budget.ms()) * 0.4)
    }
}

/// The cell to play, its score and the depth searched: a win at once, a
/// block of a four or a win by fours, else the deepest search that the
/// limits allow. A forced move never waits on the search: however soon it
/// stops, the block is played.
fn decide(search: &mut Search, side: Side, stop: &Stop) -> (Option<usize>, i32, u32) {
    let other = 1 - side;
    if search.field.has_four(side) {
        return (search.five_cells(side).first().copied(), WIN - 1, 0);
    }
    let blocks = search.five_cells(other);
    let mut answer = match blocks[..] {
        // Two fives to stop: one block is the best resistance there is.
        [first, _, ..] => return (Some(first), -(WIN - 2), 0),
        [block] => (Some(block), 0, 0),
        [] => {
            // A long forced line may take a while to refute: it gets a share.
            search.set_deadline(stop.after(Searcher::VCF_SHARE));
            if let Some(cell) = search.vcf(side, Searcher::ROOT_VCF_DEPTH, None) {
                return (Some(cell), WIN - 3, 0);
            }
            search.set_deadline(stop.all());
            // The most promising cell, should the limits cut depth 1 short.
            (search.first_choice(side), 0, 0)
        }
    };
    for depth in 1..=stop.max_depth() {
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
        let spent = search.clock_ms() - stop.start;
        if score.abs() > Thought::WIN_THRESHOLD || stop.too_late(spent) {
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
