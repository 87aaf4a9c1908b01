//! The Hard bot: a principal variation search over the cells near the
//! stones, with threats first, an evaluation read off pattern tables and
//! updated with every stone, a quiescence search of fours and a
//! transposition table kept from move to move, within a budget of time or
//! positions.
//!
//! It reads a `Position` rather than a `Board`: tournament managers hand
//! over stones without their order, and may bound the board.
//!
//! This module is the search's public face: the `Searcher`, and the
//! `Thought` it answers with. The rest, a concern a module, from the root
//! down:
//!
//! - `time`: the limits a move is searched within (`Budget`, `Limits`), the
//!   caller's `Clock`, and the deadlines they make: the time control.
//! - `deepening`: the root's decision: forced moves and the threat search
//!   first, then ever deeper searches within aspiration windows.
//! - `pvs`: the search proper, its move generation and its quiescence
//!   search; `vct`: the threat search; `table`: their memory.
//! - `ordering`: the order moves are tried in, with its learned values
//!   (`move_values`) and the moves it weighs, for the tool that fits them;
//!   `history`: the killers and history that order learns from cut-offs.
//! - `grid`: the board the searches play on, updated with every stone;
//!   `pattern`: what a stone makes along a line and over its four lines.
//! - `position`, `mapping`: the stones, and where the grid lies on them.
//! - `census`: what the evaluation counts in a position, against its
//!   weights, for the tool that fits them; `book`: the opening book.

pub mod book;
pub mod census;
mod deepening;
mod evaluation;
mod grid;
mod history;
mod mapping;
mod move_values;
pub mod ordering;
mod pattern;
mod position;
mod pvs;
mod table;
mod time;
mod vct;
mod weights;

pub use super::Area;
pub use position::{Position, PositionError};
pub use time::{Budget, Clock, Limits};

use super::{MoveError, Player, Point};
use deepening::{decide, other_lines, Decision};
use grid::{Grid, Side};
use mapping::Mapping;
use ordering::sort_best_first;
use pattern::Threat;
use pvs::{Search, WIN, WON};
use table::{Bound, Table};
use time::Stop;

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
    /// The score worth 73% (e / (1 + e)) to the mover: see `chance`. Not
    /// the evaluation's own scale (590, Rapfi's 250): a search's scores
    /// come out flatter than the stronger judge's, and read at this scale
    /// they predict its chances best (`five-marks`, docs/analysis.md).
    pub const CHANCE_SCALE: f64 = 475.0;
    /// A win (or loss) `n` plies away scores `WIN_SCORE - n`.
    const WIN_SCORE: i32 = 1_000_000;

    /// Where the score is a forced win or loss: how many moves the side
    /// that wins makes to its five, its last the five. A win `n` plies
    /// away is the mover's `(n + 1) / 2`th move; a loss, the other side's
    /// `n / 2`th.
    pub fn moves_to_five(&self) -> Option<u32> {
        let plies = Thought::WIN_SCORE - self.score.abs();
        let wins = u32::from(self.score > 0);
        (self.score.abs() > Thought::WIN_THRESHOLD).then(|| (plies as u32 + wins) / 2)
    }

    /// The mover's chance to win, 0 to 1, that `score` stands for: 1 for a
    /// forced win, 0 for a forced loss, else the logistic of the score over
    /// `CHANCE_SCALE`.
    pub fn chance(score: i32) -> f64 {
        Thought::chance_at(score, Thought::CHANCE_SCALE)
    }

    /// `chance` read at another `scale`: `five-marks` fits the one in use.
    pub fn chance_at(score: i32, scale: f64) -> f64 {
        match score {
            s if s > Thought::WIN_THRESHOLD => 1.0,
            s if s < -Thought::WIN_THRESHOLD => 0.0,
            s => 1.0 / (1.0 + (-f64::from(s) / scale).exp()),
        }
    }

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

    /// A bot whose transposition table takes about `table_bytes`. The
    /// table and the pattern tables are made now, before any clock runs.
    pub fn new(table_bytes: usize) -> Searcher {
        pattern::tables();
        Searcher {
            table: Table::new(table_bytes),
            mapping: None,
        }
    }

    /// Forgets what earlier searches found: the next one searches as a new
    /// searcher's would.
    pub fn clear(&mut self) {
        self.table.clear();
        self.mapping = None;
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
        let mut lines = self.analyse(position, limits, clock, 1)?;
        Ok(lines.swap_remove(0))
    }

    /// The `lines` best moves for the side to move, each with its score and
    /// line, best first, at least one: several principal variations. The
    /// first is `think`'s thought, found the same way; each next is the
    /// best move once those before it are set aside, searched as deep as
    /// the first at most, within `limits` of its own (so `lines` of them
    /// may take `lines` times as long). Fails as `think` does.
    pub fn analyse(
        &mut self,
        position: &Position,
        limits: impl Into<Limits>,
        clock: &dyn Clock,
        lines: usize,
    ) -> Result<Vec<Thought>, MoveError> {
        let limits = limits.into();
        let start = clock.now_ms();
        if position.is_over() {
            return Err(MoveError::GameOver);
        }
        if position.is_empty() {
            return Ok(vec![Thought::unsearched(position.area().centre(), 0, 0)]);
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
        let nodes = search.nodes;
        let more = lines.saturating_sub(1);
        let others = match more {
            0 => Vec::new(),
            _ => other_lines(&mut search, side, &stop, &decision, more),
        };
        let on_plane = |cell: usize| mapping.point(cell);
        let mut thought = |decision: &Decision, nodes: u64| {
            let win = win_of(&mut search.grid, side, decision);
            thought_of(decision, nodes, win, on_plane)
        };
        let mut found = vec![thought(&decision, nodes).ok_or(MoveError::GameOver)?];
        found.extend(
            others
                .iter()
                .filter_map(|(line, nodes)| thought(line, *nodes)),
        );
        self.mapping = Some(mapping);
        Ok(found)
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

/// The thought of a decision that took `nodes` positions, its forced win
/// `win`, its cells put on the plane by `on_plane`; `None` without a move.
fn thought_of(
    decision: &Decision,
    nodes: u64,
    win: Option<(Win, i32)>,
    on_plane: impl Fn(usize) -> Option<Point>,
) -> Option<Thought> {
    let point = decision.cell.and_then(&on_plane)?;
    // A move that beat the best as time ran out leads its own line.
    let pv = match decision.pv.first() == decision.cell.as_ref() {
        true => decision
            .pv
            .iter()
            .map_while(|&cell| on_plane(cell))
            .collect(),
        false => vec![point],
    };
    // The threat search's win is scored as the search scores one: by the
    // plies to its five.
    let by_threats = win
        .filter(|_| decision.by_threats)
        .map(|(_, plies)| Thought::WIN_SCORE - plies);
    let candidates = best_of(decision, |cell, score, exact| {
        let played = by_threats.filter(|_| Some(cell) == decision.cell);
        Some(Candidate {
            point: on_plane(cell)?,
            score: played.unwrap_or(outside(score)),
            exact,
        })
    });
    Some(Thought {
        point,
        score: by_threats.unwrap_or(outside(decision.score)),
        depth: decision.depth,
        nodes,
        pv,
        candidates,
        win: win.map(|(how, _)| how),
        book: false,
    })
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

/// How the decision's forced win goes, if it found one, and in how many
/// plies its line reaches the five: its line played out on `grid`, the
/// winner's moves each read before they are made. The threat search's
/// line stops where no defence is left: then come the other side's move
/// and the winner's five (where it has one to make), or its open four and
/// five, or a four-three, an open four and five.
fn win_of(grid: &mut Grid, side: Side, decision: &Decision) -> Option<(Win, i32)> {
    if decision.score <= WON {
        return None;
    }
    let mut win = Win::Fours;
    let mut made = 0;
    let mut plies = None;
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
            if threat == Threat::Five {
                plies = Some(ply + 1);
                break;
            }
        }
        grid.make(cell, mover);
        made += 1;
    }
    let can = |threat| grid.candidates_at_least(side, threat).next().is_some();
    let plies = plies.unwrap_or_else(|| match () {
        _ if can(Threat::Five) => made + 2,
        _ if can(Threat::DoubleFour) => made + 4,
        _ => made + 6,
    });
    for (ply, &cell) in decision.pv[..made].iter().enumerate().rev() {
        grid.unmake(cell, if ply % 2 == 0 { side } else { 1 - side });
    }
    Some((win, plies as i32))
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

/// A `Thought` score on the search's scale: `outside` undone.
fn inside(score: i32) -> i32 {
    match score {
        s if s > Thought::WIN_THRESHOLD => WIN - (Thought::WIN_SCORE - s),
        s if s < -Thought::WIN_THRESHOLD => -(WIN - (Thought::WIN_SCORE + s)),
        s => s,
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
