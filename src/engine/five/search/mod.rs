//! The Hard bot: a principal variation search over the cells near the
//! stones, with threats first, an evaluation read off pattern tables and
//! updated with every stone, a quiescence search of fours and a
//! transposition table kept from move to move, within a budget of time or
//! positions.
//!
//! It reads a `Position` rather than a `Board`: tournament managers hand
//! over stones without their order, and may bound the board.
//!
//! - `position`, `mapping`: the stones, and where the grid lies on them.
//! - `pattern`: what a stone makes along a line and over its four lines.
//! - `grid`: the board the search plays on, updated with every stone.
//! - `pvs`: the search; `table`: its memory; `vct`: the threat search.
//! - `census`: what the evaluation counts in a position, against its
//!   weights, for the tool that fits them.

pub mod book;
pub mod census;
mod grid;
mod mapping;
mod pattern;
mod position;
mod pvs;
mod table;
mod vct;

pub use super::Area;
pub use position::{Position, PositionError};

use super::{MoveError, Player, Point};
use grid::{Grid, Side};
use mapping::Mapping;
use pattern::Threat;
use pvs::{sort_best_first, Search, MAX_PLY, WIN, WON};
use table::{Bound, Table};

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    pub point: Point,
    /// From the mover's side: positive is good for it; beyond
    /// `Thought::WIN_THRESHOLD` it has a forced win, below its negation a
    /// forced loss.
    pub score: i32,
    /// The deepest search that finished, in plies (0 for a move played at
    /// once: a five, a block, or the first stone; for a book move, the
    /// depth of the search that made the book).
    pub depth: u32,
    /// Positions made.
    pub nodes: u64,
    /// The line of play the search expects, this move first.
    pub pv: Vec<Point>,
    /// The root's best moves, at most `Thought::CANDIDATES` and this move
    /// among them, best first: what the deepest finished search found.
    pub candidates: Vec<Candidate>,
    /// How the forced win found goes, if one was.
    pub win: Option<Win>,
    /// Whether the move is the opening book's (see `book`), found by a
    /// search made beforehand rather than now.
    pub book: bool,
}

/// A move the root weighed, with its score on `Thought::score`'s scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub point: Point,
    pub score: i32,
    /// Whether the score is exact; otherwise the move is at most this good:
    /// a principal variation search proves only that the others are worse.
    pub exact: bool,
}

/// How a forced win goes, by the winning side's moves along the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Win {
    /// Every one makes a four (or five): a victory by continuous fours, VCF.
    Fours,
    /// Every one makes a four or an open three: by continuous threats, VCT.
    Threats,
    /// A quieter move too: the full search found it.
    Search,
}

impl Win {
    pub const ALL: [Win; 3] = [Win::Fours, Win::Threats, Win::Search];

    /// Its short name: `vcf`, `vct` or `search`.
    pub fn name(self) -> &'static str {
        match self {
            Win::Fours => "vcf",
            Win::Threats => "vct",
            Win::Search => "search",
        }
    }
}

impl Thought {
    pub const WIN_THRESHOLD: i32 = 900_000;
    /// How many of the root's moves a thought keeps.
    pub const CANDIDATES: usize = 5;
    /// A win (or loss) `n` plies away scores `WIN_SCORE - n`.
    const WIN_SCORE: i32 = 1_000_000;

    /// A move played without a search now (the first stone), as a search
    /// `depth` plies deep that found `score` reports it.
    pub fn unsearched(point: Point, score: i32, depth: u32) -> Thought {
        Thought {
            point,
            score,
            depth,
            nodes: 0,
            pv: vec![point],
            candidates: vec![Candidate {
                point,
                score,
                exact: true,
            }],
            win: None,
            book: false,
        }
    }

    /// The opening book's move, as the search that made the book found it.
    pub fn from_book(found: book::BookMove) -> Thought {
        Thought {
            book: true,
            ..Thought::unsearched(found.point, found.score, found.depth)
        }
    }
}

/// A reusable bot: its transposition table is allocated once, and kept from
/// move to move while the grid stays where it was on the plane (always, on
/// a bounded board).
pub struct Searcher {
    table: Table,
    /// Where the grid lay in the last search.
    mapping: Option<Mapping>,
}

impl Searcher {
    /// What the browser gives the table: 4 MiB.
    pub const DEFAULT_TABLE_BYTES: usize = 4 << 20;
    /// The share of the budget a forced block may use to find its score.
    const FORCED_SHARE: f64 = 0.25;
    /// The threat searches at the root: how many attacking moves deep, and
    /// what share of the budget each may take.
    const VCT_DEPTH: u32 = 10;
    const VCT_SHARE: f64 = 0.1;
    /// How many of the root's best moves are checked against the other
    /// side's threats (its fours always are).
    const DEFENCES_TRIED: usize = 40;

    /// A bot whose transposition table takes about `table_bytes`. The
    /// table and the pattern tables are made now, before any clock runs.
    pub fn new(table_bytes: usize) -> Searcher {
        pattern::tables();
        Searcher {
            table: Table::new(table_bytes),
            mapping: None,
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
        if position.is_over() {
            return Err(MoveError::GameOver);
        }
        if position.is_empty() {
            return Ok(Thought::unsearched(position.area().centre(), 0, 0));
        }
        let (mapping, grid) = grid_of(position);
        // A new table is empty already: clearing it would write every page
        // on the clock.
        if self.mapping.as_ref().is_some_and(|last| *last != mapping) {
            self.table.clear();
        }
        self.table.next_search();
        let stop = Stop { start, limits };
        let mut search = Search::new(grid, &mut self.table, clock, stop.all(), position.rule());
        let side = side_of(position.to_move());
        let decision = decide(&mut search, side, &stop);
        let win = win_of(&mut search.grid, side, &decision);
        let nodes = search.nodes;
        let on_plane = |cell: usize| mapping.point(cell);
        let point = decision
            .cell
            .and_then(on_plane)
            .ok_or(MoveError::GameOver)?;
        // A move that beat the best as time ran out leads its own line.
        let pv = match decision.pv.first() == decision.cell.as_ref() {
            true => decision
                .pv
                .iter()
                .map_while(|&cell| on_plane(cell))
                .collect(),
            false => vec![point],
        };
        let candidates = best_of(&decision, |cell, score, exact| {
            Some(Candidate {
                point: on_plane(cell)?,
                score: outside(score),
                exact,
            })
        });
        self.mapping = Some(mapping);
        Ok(Thought {
            point,
            score: outside(decision.score),
            depth: decision.depth,
            nodes,
            pv,
            candidates,
            win,
            book: false,
        })
    }

    /// Hard's move: the opening book's where the book knows the position,
    /// else `think`'s.
    pub fn play(
        &mut self,
        position: &Position,
        limits: impl Into<Limits>,
        clock: &dyn Clock,
    ) -> Result<Thought, MoveError> {
        match book::reply(position) {
            Some(found) => Ok(Thought::from_book(found)),
            None => self.think(position, limits, clock),
        }
    }
}

/// The decision's best candidates, `Thought::CANDIDATES` at most, best
/// first, its move among them, as `candidate` makes them of a cell, a score
/// and whether it is exact.
fn best_of(
    decision: &Decision,
    candidate: impl Fn(usize, i32, bool) -> Option<Candidate>,
) -> Vec<Candidate> {
    let mut ranked: Vec<(usize, i32)> = decision.scores.iter().map(|&(c, s, _)| (c, s)).collect();
    sort_best_first(&mut ranked);
    let played = ranked
        .iter()
        .position(|&(cell, _)| Some(cell) == decision.cell);
    if let Some(played) = played.filter(|&index| index >= Thought::CANDIDATES) {
        ranked.swap(Thought::CANDIDATES - 1, played);
    }
    ranked.truncate(Thought::CANDIDATES);
    let exact = |cell: usize| {
        decision
            .scores
            .iter()
            .any(|&(other, _, bound)| other == cell && bound == Bound::Exact)
    };
    ranked
        .into_iter()
        .filter_map(|(cell, score)| candidate(cell, score, exact(cell)))
        .collect()
}

/// How the decision's forced win goes, if it found one: its line played
/// out on `grid`, the winner's moves each read before they are made.
fn win_of(grid: &mut Grid, side: Side, decision: &Decision) -> Option<Win> {
    if decision.score <= WON {
        return None;
    }
    let mut win = Win::Fours;
    for (ply, &cell) in decision.pv.iter().enumerate() {
        let mover = if ply % 2 == 0 { side } else { 1 - side };
        if mover == side {
            let threat = grid.threat(cell, side);
            let how = match threat {
                t if t.is_four() => Win::Fours,
                t if t >= Threat::Three => Win::Threats,
                _ if decision.by_threats => Win::Threats,
                _ => Win::Search,
            };
            win = win.max(how);
        }
        grid.make(cell, mover);
    }
    for (ply, &cell) in decision.pv.iter().enumerate().rev() {
        grid.unmake(cell, if ply % 2 == 0 { side } else { 1 - side });
    }
    Some(win)
}

/// A search score as `Thought` gives it: wins on the scale of
/// `Thought::WIN_THRESHOLD`.
fn outside(score: i32) -> i32 {
    match score {
        s if s > WON => Thought::WIN_SCORE - (WIN - s),
        s if s < -WON => -(Thought::WIN_SCORE - (WIN + s)),
        s => s,
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

    fn max_depth(&self) -> i32 {
        self.limits.depth.map_or(MAX_PLY as i32 / 2, |depth| {
            depth.min(MAX_PLY as u32 / 2) as i32
        })
    }

    /// Whether to begin another iteration, `spent_ms` into the move, when
    /// the last took `last_ms` and the best move just changed or not. A
    /// deeper one takes a few times longer: begin it when 1.5 times the last
    /// still fits, or anyway before half the budget is spent (70% while the
    /// best move is unsettled), as what it finds before the deadline still counts: it
    /// searches the last best move first.
    fn go_deeper(&self, spent_ms: f64, last_ms: f64, unsettled: bool) -> bool {
        let Some(budget) = self.limits.time else {
            return true;
        };
        let budget = f64::from(budget.ms());
        spent_ms + last_ms * 1.5 < budget || spent_ms < budget * if unsettled { 0.7 } else { 0.5 }
    }
}

/// What the root search settled on.
struct Decision {
    cell: Option<usize>,
    score: i32,
    depth: u32,
    pv: Vec<usize>,
    /// The root's moves and their scores.
    scores: Vec<(usize, i32, Bound)>,
    /// Whether the threat search found the win.
    by_threats: bool,
}

/// The cell to play, its score, the depth searched and the line expected:
/// a five at once; facing two fives, one block and the loss; facing one,
/// the block whatever the search finds time for; else the deepest search
/// the limits allow.
fn decide(search: &mut Search, side: Side, stop: &Stop) -> Decision {
    let other = 1 - side;
    let at_once = |cell: usize, score: i32| Decision {
        cell: Some(cell),
        score,
        depth: 0,
        pv: vec![cell],
        scores: vec![(cell, score, Bound::Exact)],
        by_threats: false,
    };
    if let Some(&five) = search.fives(side, 1).first() {
        return at_once(five, WIN - 1);
    }
    let allowed = |search: &Search, cell: usize| search.allowed(cell, side);
    let blocks = search.fives(other, 2);
    // Two fives to stop, or one on a forbidden point: the game is lost;
    // a block that may be played, or any move, is all there is.
    if blocks.len() > 1 || blocks.first().is_some_and(|&block| !allowed(search, block)) {
        let block = blocks.iter().copied().find(|&cell| allowed(search, cell));
        let any = || search.grid.candidates().find(|&cell| allowed(search, cell));
        if let Some(cell) = block.or_else(any) {
            return at_once(cell, -(WIN - 2));
        }
    }
    let forced = blocks.first().copied();
    if forced.is_some() {
        search.set_deadline(stop.after(Searcher::FORCED_SHARE));
    } else {
        search.set_deadline(stop.after(Searcher::VCT_SHARE));
        if let Some(cell) = search.vct(side, Searcher::VCT_DEPTH) {
            return Decision {
                pv: search.pv().to_vec(),
                by_threats: true,
                ..at_once(cell, WIN - 3)
            };
        }
        search.set_deadline(stop.after(2.0 * Searcher::VCT_SHARE));
        search.root_only = search.stop_threats(side, Searcher::VCT_DEPTH, Searcher::DEFENCES_TRIED);
        search.set_deadline(stop.all());
    }
    let mut decision = Decision {
        cell: forced.or_else(|| search.grid.candidates().find(|&cell| allowed(search, cell))),
        score: 0,
        depth: 0,
        pv: Vec::new(),
        scores: Vec::new(),
        by_threats: false,
    };
    let mut last_ms = 0.0;
    for depth in 1..=stop.max_depth() {
        let began = search.clock_ms();
        let score = aspiration(search, side, depth, decision.score);
        let pv = search.pv().to_vec();
        if search.stopped {
            // A move that beat the last best before time ran out counts.
            if let (Some(&cell), None) = (pv.first(), forced) {
                decision.cell = Some(cell);
            }
            break;
        }
        let unsettled = decision.pv.first() != pv.first();
        decision = Decision {
            cell: forced.or(pv.first().copied()).or(decision.cell),
            score,
            depth: depth as u32,
            pv,
            scores: search.root_scores.clone(),
            by_threats: false,
        };
        let now = search.clock_ms();
        last_ms = (now - began).max(last_ms * 0.5);
        if score.abs() > WON || !stop.go_deeper(now - stop.start, last_ms, unsettled) {
            break;
        }
    }
    decision
}

/// The root searched within a window around `guess`, widened until the
/// score falls inside it.
fn aspiration(search: &mut Search, side: Side, depth: i32, guess: i32) -> i32 {
    const FIRST: i32 = 80;
    if depth < 4 || guess.abs() > WON {
        return search.negamax(side, depth, -WIN, WIN, 0, true);
    }
    let mut width = FIRST;
    loop {
        let (alpha, beta) = (guess - width, guess + width);
        let score = search.negamax(side, depth, alpha, beta, 0, true);
        if search.stopped || (score > alpha && score < beta) || width > WIN {
            return score;
        }
        width *= 4;
        if width > 2_000 {
            return search.negamax(side, depth, -WIN, WIN, 0, true);
        }
    }
}

/// The search's grid holding `position`'s stones, and where it lies.
fn grid_of(position: &Position) -> (Mapping, Grid) {
    let mapping = Mapping::new(position);
    let mut grid = Grid::new(|cell| mapping.point(cell).is_none());
    for (point, player) in position.stones() {
        if let Some(cell) = mapping.cell(point) {
            grid.make(cell, side_of(player));
        }
    }
    (mapping, grid)
}

fn side_of(player: Player) -> Side {
    match player {
        Player::X => 0,
        Player::O => 1,
    }
}
