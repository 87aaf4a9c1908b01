//! Iterative-deepening alpha-beta (principal variation search) over the
//! most promising cells near the stones, within a deadline.

use super::field::{Cell, Field, Side};
use super::mapping::{RING, SIDE};
use super::table::{Bound, Table};
use super::{Clock, Deadline};

/// A win `n` plies ahead scores `WIN - n`: the nearer, the better.
pub(super) const WIN: i32 = 1_000_000;
/// Deeper than any search gets in a move's time; the win scores stay
/// above `Thought::WIN_THRESHOLD` within it.
pub(super) const MAX_PLY: usize = 96;
/// How many cells the search tries at each ply, the best first: all the
/// sensible ones at the root, fewer further down.
const WIDTH: [usize; 3] = [40, 16, 10];
/// How many moves the forced-win search at the leaves may make.
const LEAF_VCF_DEPTH: u32 = 4;
/// The clock is read every this many steps: often enough to stop
/// within a fraction of a millisecond, rarely enough to cost nothing.
const CHECK_EVERY: u64 = 64;

/// The stones' extent on the grid, for the scan of candidate cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Extent {
    min_x: usize,
    max_x: usize,
    min_y: usize,
    max_y: usize,
}

pub(super) struct Search<'a> {
    pub(super) field: Field,
    table: &'a mut Table,
    clock: &'a dyn Clock,
    deadline: Deadline,
    /// Positions made, the forced-win search's included.
    pub(super) nodes: u64,
    /// Steps of work: positions made and searches entered.
    ticks: u64,
    /// Set once the deadline has passed: every search then unwinds.
    pub(super) stopped: bool,
    extent: Option<Extent>,
    extents: Vec<Option<Extent>>,
    /// The best cell at the root so far, from fully searched moves only.
    pub(super) root_best: Option<(usize, i32)>,
    /// A move list per ply, reused so that the search does not allocate.
    lists: Vec<Vec<(usize, i32)>>,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        field: Field,
        table: &'a mut Table,
        clock: &'a dyn Clock,
        deadline: Deadline,
    ) -> Search<'a> {
        let mut search = Search {
            field,
            table,
            clock,
            deadline,
            nodes: 0,
            ticks: 0,
            stopped: false,
            extent: None,
            extents: Vec::with_capacity(2 * MAX_PLY),
            root_best: None,
            lists: vec![Vec::new(); MAX_PLY + 1],
        };
        for cell in 0..super::mapping::CELLS {
            if matches!(search.field.get(cell), Cell::Stone(_)) {
                search.grow_extent(cell);
            }
        }
        search
    }

    fn grow_extent(&mut self, cell: usize) {
        let (x, y) = (cell % SIDE, cell / SIDE);
        self.extent = Some(match self.extent {
            None => Extent {
                min_x: x,
                max_x: x,
                min_y: y,
                max_y: y,
            },
            Some(e) => Extent {
                min_x: e.min_x.min(x),
                max_x: e.max_x.max(x),
                min_y: e.min_y.min(y),
                max_y: e.max_y.max(y),
            },
        });
    }

    pub(super) fn play(&mut self, cell: usize, side: Side) {
        self.nodes += 1;
        self.tick();
        self.extents.push(self.extent);
        self.grow_extent(cell);
        self.field.make(cell, side);
    }

    pub(super) fn take_back(&mut self, cell: usize, side: Side) {
        self.field.unmake(cell, side);
        self.extent = self.extents.pop().flatten();
    }

    pub(super) fn clock_ms(&self) -> f64 {
        self.clock.now_ms()
    }

    /// Counts a step of work, and now and then reads the clock: true once
    /// time or the positions allowed are up.
    pub(super) fn tick(&mut self) -> bool {
        self.ticks += 1;
        let late = || self.clock.now_ms() >= self.deadline.ms;
        if self.nodes >= self.deadline.nodes || self.ticks.is_multiple_of(CHECK_EVERY) && late() {
            self.stopped = true;
        }
        self.stopped
    }

    /// Sets when the search must stop, and lets it go on until then.
    pub(super) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
        self.stopped = false;
    }

    /// Every empty cell within two of the stones' extent, in reading order.
    pub(super) fn near_cells(&self) -> impl Iterator<Item = usize> + '_ {
        let inner = RING..SIDE - RING;
        let (xs, ys) = match self.extent {
            Some(e) => (
                e.min_x.saturating_sub(2).max(inner.start)..(e.max_x + 3).min(inner.end),
                e.min_y.saturating_sub(2).max(inner.start)..(e.max_y + 3).min(inner.end),
            ),
            None => (inner.clone(), inner),
        };
        ys.flat_map(move |y| xs.clone().map(move |x| y * SIDE + x))
            .filter(|&cell| self.field.get(cell) == Cell::Empty)
    }

    /// The distinct cells where `side` would complete five.
    pub(super) fn five_cells(&self, side: Side) -> Vec<usize> {
        self.near_cells()
            .filter(|&cell| self.field.offer(cell).fives[side] > 0)
            .collect()
    }

    /// The position's worth to `side`, to move, by its live windows.
    fn evaluate(&self, side: Side) -> i32 {
        self.field.worth(side) - self.field.worth(1 - side)
    }

    /// The score of the position for `side`, to move, searched `depth`
    /// plies deep within the window `alpha`..`beta`.
    pub(super) fn negamax(
        &mut self,
        side: Side,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.stopped {
            return 0;
        }
        let other = 1 - side;
        if self.field.has_four(side) {
            return WIN - ply as i32 - 1;
        }
        if self.field.has_four(other) {
            // Blocking is the only move; a forced move costs no depth.
            let blocks = self.five_cells(other);
            let [block] = blocks[..] else {
                return -(WIN - ply as i32 - 2);
            };
            if ply >= MAX_PLY {
                return self.evaluate(side);
            }
            self.play(block, side);
            let score = -self.negamax(other, depth, -beta, -alpha, ply + 1);
            self.take_back(block, side);
            if ply == 0 && !self.stopped {
                self.root_best = Some((block, score));
            }
            return score;
        }
        if depth == 0 || ply >= MAX_PLY {
            return match self.vcf(side, LEAF_VCF_DEPTH, None) {
                Some(_) => WIN - ply as i32 - 3,
                None => self.evaluate(side),
            };
        }

        let hash = self.field.hash();
        let remembered = self.table.get(hash);
        if let Some(entry) = remembered.filter(|entry| u32::from(entry.depth) >= depth && ply > 0) {
            let score = shift_win(entry.score, -(ply as i32));
            let cut = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if cut {
                return score;
            }
        }

        let mut moves = std::mem::take(&mut self.lists[ply]);
        self.order(
            &mut moves,
            side,
            remembered.map(|entry| usize::from(entry.cell)),
            ply,
        );
        let alpha_before = alpha;
        let mut best: Option<(usize, i32)> = None;
        for (index, &(cell, _)) in moves.iter().enumerate() {
            self.play(cell, side);
            let score = if index == 0 {
                -self.negamax(other, depth - 1, -beta, -alpha, ply + 1)
            } else {
                let probe = -self.negamax(other, depth - 1, -alpha - 1, -alpha, ply + 1);
                if probe > alpha && probe < beta {
                    -self.negamax(other, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            self.take_back(cell, side);
            if self.stopped {
                break;
            }
            if best.is_none_or(|(_, best_score)| score > best_score) {
                best = Some((cell, score));
                if ply == 0 {
                    self.root_best = best;
                }
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = moves;
        // No empty cell near the stones: the board is full, a draw.
        let Some((cell, score)) = best else {
            return 0;
        };
        if !self.stopped {
            let bound = if score >= beta {
                Bound::Lower
            } else if score > alpha_before {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table
                .put(hash, cell, shift_win(score, ply as i32), depth, bound);
        }
        score
    }

    /// The cell that move ordering puts first for `side`, or any free cell
    /// near the stones when none looks useful.
    pub(super) fn first_choice(&self, side: Side) -> Option<usize> {
        let mut moves = Vec::new();
        self.order(&mut moves, side, None, 0);
        moves
            .first()
            .map(|&(cell, _)| cell)
            .or_else(|| self.near_cells().next())
    }

    /// Fills `moves` with the cells worth trying, the best first: the
    /// table's move, then by what a stone there gains for `side` and takes
    /// from the other side.
    fn order(
        &self,
        moves: &mut Vec<(usize, i32)>,
        side: Side,
        remembered: Option<usize>,
        ply: usize,
    ) {
        moves.clear();
        let width = WIDTH[ply.min(WIDTH.len() - 1)];
        for cell in self.near_cells() {
            let offer = self.field.offer(cell);
            let attack = i32::from(offer.gain[side]) + 200 * i32::from(offer.fours[side]);
            let defence = i32::from(offer.gain[1 - side]);
            if attack + defence > 0 {
                let score = if Some(cell) == remembered {
                    i32::MAX
                } else {
                    attack + attack / 4 + defence
                };
                rank(moves, (cell, score), width);
            }
        }
    }
}

/// Puts `entry`, a cell and its score, into `ranked`, which is kept best
/// first (ties by cell) and at most `limit` long. The search keeps only the
/// best few of a few hundred cells, so this beats sorting them all, and it
/// weighs far less in the wasm than the standard library's sort.
pub(super) fn rank(ranked: &mut Vec<(usize, i32)>, entry: (usize, i32), limit: usize) {
    let better = |a: (usize, i32), b: (usize, i32)| a.1 > b.1 || (a.1 == b.1 && a.0 < b.0);
    if ranked.len() >= limit {
        match ranked.last() {
            Some(&worst) if better(entry, worst) => ranked.truncate(limit - 1),
            _ => return,
        }
    }
    let at = ranked
        .iter()
        .position(|&other| better(entry, other))
        .unwrap_or(ranked.len());
    ranked.insert(at, entry);
}

/// The first cell of `cells` and whether it is the only one, repeats aside.
pub(super) fn only(cells: &[usize]) -> Option<usize> {
    let first = *cells.first()?;
    cells.iter().all(|&cell| cell == first).then_some(first)
}

/// Win scores count plies from the root; the table keeps them counted from
/// the position stored, so that they hold wherever it comes up again.
/// `plies` moves a win score that much further from the root (nearer, when
/// negative); other scores stay.
fn shift_win(score: i32, plies: i32) -> i32 {
    match score {
        s if s > WIN - MAX_PLY as i32 * 2 => s + plies,
        s if s < -(WIN - MAX_PLY as i32 * 2) => s - plies,
        s => s,
    }
}
