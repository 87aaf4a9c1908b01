//! Principal variation search over the cells near the stones, within a
//! deadline.
//!
//! Threats come first: a five is played or blocked at once, at no cost in
//! depth; facing a four-three or an open four to come, a side plays only
//! the cells that stop it or fours of its own, the late ones searched a
//! ply shallower first; otherwise the cells are ranked by what they make
//! and block (see `ordering`), and late, quiet ones are searched shallower
//! or not at all; a node with no move from the table to try first (none
//! is kept where every move failed low) is searched a ply shallower. A
//! node where the side to move is not under threat and stands well above
//! the window is cut off by its evaluation near the leaves, or by a null
//! move (passing, searched shallower) above them. At the leaves a
//! quiescence search plays fours (each forcing its block) until the
//! position is quiet, which finds wins by continuous fours.
//!
//! The root above it is `deepening`'s: the iterations, their windows and
//! when to stop.

use super::evaluation::evaluation;
use super::grid::{Grid, Side};
use super::history::History;
use super::mapping::CELLS;
use super::ordering::{is_quiet, rank, select_best, sort_best_first};
use super::pattern::{Threat, TO_MOVE};
use super::table::{Bound, Table};
use super::time::{Clock, Deadline};
use crate::engine::five::{Player, Rule};

/// A win `n` plies ahead scores `WIN - n`: the nearer, the better.
pub(super) const WIN: i32 = 30_000;
/// Deeper than any search gets; wins within it score above `WON`.
pub(super) const MAX_PLY: usize = 120;
pub(super) const WON: i32 = WIN - 2 * MAX_PLY as i32;
/// The clock is read every this many positions: often enough to stop
/// within a fraction of a millisecond, rarely enough to cost nothing.
const CHECK_EVERY: u64 = 128;
/// How many fours in a row the quiescence search may play.
const QUIESCENCE_PLIES: usize = 16;
/// How many quiet moves a node of this depth tries at most (late move
/// pruning); the root tries all.
const QUIET_MOVES: [usize; 8] = [0, 3, 5, 7, 10, 13, 17, 22];
/// Up to this depth, a quiet node whose evaluation beats beta by
/// `FUTILITY` a ply is not searched.
const FUTILE_DEPTH: i32 = 3;
const FUTILITY: i32 = 200;
/// From this depth a quiet node may pass, searched this much shallower.
const NULL_DEPTH: i32 = 3;
const NULL_REDUCTION: i32 = 2;
/// From this depth a node with no move from the table is searched a ply
/// shallower.
const IIR_DEPTH: i32 = 4;
/// Late move reductions grow with the logarithms of depth and move
/// number, their product divided by this. Fewer than 1 in 200 reduced
/// moves beat alpha at 1.6, so they are reduced more (docs/strength.md).
const LMR_DIVISOR: f64 = 1.2;

pub(super) struct Search<'a> {
    pub(super) grid: Grid,
    table: &'a mut Table,
    clock: &'a dyn Clock,
    deadline: Deadline,
    /// Positions made.
    pub(super) nodes: u64,
    /// Set once the deadline has passed: every search then unwinds.
    pub(super) stopped: bool,
    /// The killers and history of quiet moves, for the move order.
    history: History,
    /// A move list per ply, reused so that the search does not allocate.
    lists: Vec<Vec<(usize, i32)>>,
    /// The principal variation found below each ply.
    pvs: Vec<Vec<usize>>,
    /// The cell the side at each ply played on the way to the node
    /// searched, `None` for a pass: the quiescence search reads the side's
    /// last stone off it, and the null move its parent's pass (two passes
    /// in a row prove nothing).
    played: Vec<Option<usize>>,
    /// The threat cells and the cells tried against them, reused by
    /// `defences` so that it does not allocate.
    defence_lists: (Vec<(usize, Option<usize>)>, Vec<usize>),
    /// Marks cells already listed, by stamp.
    marks: Vec<u32>,
    stamp: u32,
    /// Each root move's score in the last root search, and how it bounds
    /// the true one: the first and any that raise the best are exact, the
    /// rest, searched with a null window, at most their score.
    pub(super) root_scores: Vec<(usize, i32, Bound)>,
    /// The only moves the root may play, when a threat search found that
    /// the others lose.
    pub(super) root_only: Option<Vec<usize>>,
    /// The rule, as the search asks it: whether each side's five must be
    /// exactly five (the tables count six as five), whether black has
    /// forbidden points, and whether an open four or two fours may be
    /// scored a win at once (under freestyle only: elsewhere one may be a
    /// foul, or a four fake).
    exact: [bool; 2],
    renju: bool,
    shortcuts: bool,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        grid: Grid,
        table: &'a mut Table,
        clock: &'a dyn Clock,
        deadline: Deadline,
        rule: Rule,
    ) -> Search<'a> {
        Search {
            exact: [Player::X, Player::O].map(|player| !rule.overline_wins(player)),
            renju: rule == Rule::Renju,
            shortcuts: rule == Rule::Freestyle,
            grid,
            table,
            clock,
            deadline,
            nodes: 0,
            stopped: false,
            history: History::new(MAX_PLY + 2),
            lists: vec![Vec::new(); MAX_PLY + 2],
            pvs: vec![Vec::new(); MAX_PLY + 2],
            played: vec![None; MAX_PLY + 2],
            defence_lists: (Vec::new(), Vec::new()),
            marks: vec![0; CELLS],
            stamp: 0,
            root_scores: Vec::new(),
            root_only: None,
        }
    }

    pub(super) fn clock_ms(&self) -> f64 {
        self.clock.now_ms()
    }

    /// Sets when the search must stop, and lets it go on until then.
    pub(super) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
        self.stopped = false;
    }

    /// The principal variation of the last root search.
    pub(super) fn pv(&self) -> &[usize] {
        &self.pvs[0]
    }

    pub(super) fn play(&mut self, cell: usize, side: Side) {
        self.nodes += 1;
        if self.nodes >= self.deadline.nodes
            || self.nodes.is_multiple_of(CHECK_EVERY) && self.clock.now_ms() >= self.deadline.ms
        {
            self.stopped = true;
        }
        self.grid.make(cell, side);
    }

    pub(super) fn take_back(&mut self, cell: usize, side: Side) {
        self.grid.unmake(cell, side);
    }

    /// The cells where `side` completes five, at most `limit` (1 or 2) of
    /// them.
    pub(super) fn fives(&self, side: Side, limit: usize) -> Fives {
        let mut fives = Fives::default();
        let cells = self
            .grid
            .candidates_at_least(side, Threat::Five)
            .filter(|&cell| !self.exact[side] || self.grid.makes_exactly_five(cell, side));
        for cell in cells.take(limit.min(fives.cells.len())) {
            fives.cells[fives.len] = cell;
            fives.len += 1;
        }
        fives
    }

    /// Whether `side` can complete five at once.
    pub(super) fn has_five(&self, side: Side) -> bool {
        match self.exact[side] {
            false => self.grid.has_five(side),
            true => !self.fives(side, 1).is_empty(),
        }
    }

    /// Whether `side` may play on the empty `cell`: anywhere but on black's
    /// forbidden points under renju. Only a cell where black makes two
    /// threats or a five (or six) can be one, so the full check runs there
    /// alone.
    pub(super) fn allowed(&self, cell: usize, side: Side) -> bool {
        !self.renju
            || side != 0
            || self.grid.threat(cell, 0) < Threat::DoubleThree
            || self.grid.foul(cell).is_none()
    }

    /// Whether the tables' threats of `side`'s can be taken at their word:
    /// only where six wins as five does. Elsewhere a cell next to a row of
    /// four may make six, which the tables, four cells each way, cannot
    /// see; `side` then wins by its verified fives alone, not by threats.
    pub(super) fn trusts_threats(&self, side: Side) -> bool {
        !self.exact[side]
    }

    /// Whether an open four or two fours of `side`'s, with no four of the
    /// other's to answer, may be scored a win at once.
    pub(super) fn wins_by_double_four(&self, side: Side) -> bool {
        self.shortcuts
            && self.grid.count_at_least(side, Threat::DoubleFour) > 0
            && self.grid.count_at_least(1 - side, Threat::Four) == 0
    }

    /// What `side`, to move, faces: the score when the game is decided (a
    /// five of its own to play, or two of the other side's to stop, or one
    /// on a point it may not play), else the other side's five to block,
    /// if it has one.
    fn decided(&self, side: Side, ply: usize) -> Result<Option<usize>, i32> {
        if self.has_five(side) {
            return Err(WIN - ply as i32 - 1);
        }
        match self.fives(1 - side, 2)[..] {
            [] => Ok(None),
            [block] if self.allowed(block, side) => Ok(Some(block)),
            _ => Err(-(WIN - ply as i32 - 2)),
        }
    }

    fn evaluate(&self, side: Side) -> i32 {
        evaluation(&self.grid, side)
    }

    /// The score of the position for `side`, to move, searched `depth`
    /// plies deep within the window `alpha`..`beta`.
    pub(super) fn negamax(
        &mut self,
        side: Side,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.pvs[ply].clear();
        if ply == 0 {
            self.root_scores.clear();
        }
        if self.stopped {
            return 0;
        }
        let other = 1 - side;
        let block = match self.decided(side, ply) {
            Ok(block) => block,
            Err(score) => return score,
        };
        // Neither side can win sooner than this: a window beyond it is moot.
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - QUIESCENCE_PLIES - 2 {
            return self.evaluate(side);
        }
        if depth <= 0 && block.is_none() {
            return self.quiescence(side, alpha, beta, ply);
        }
        // An open four or two fours wins, unless the other side can four
        // (at the root, the search finds the cell).
        if ply > 0 && block.is_none() && self.wins_by_double_four(side) {
            return WIN - ply as i32 - 3;
        }

        let hash = self.grid.hash();
        let remembered = self.table.get(hash);
        if let Some(entry) = remembered.filter(|e| i32::from(e.depth) >= depth && !pv_node) {
            let score = from_table(i32::from(entry.score), ply);
            let cut = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if cut {
                return score;
            }
        }
        let hint = remembered.and_then(|entry| entry.cell).map(usize::from);
        if !pv_node && ply > 0 && block.is_none() {
            if let Some(score) = self.prune(side, depth, beta, ply) {
                return score;
            }
        }
        // No move from the table to try first: the node is new here, its
        // order a guess. It is searched a ply shallower (internal iterative
        // reduction); if it matters, the next iteration finds its move.
        let depth = match depth >= IIR_DEPTH && hint.is_none() && block.is_none() {
            true => depth - 1,
            false => depth,
        };

        let mut moves = std::mem::take(&mut self.lists[ply]);
        let forcing = match block {
            Some(block) => {
                moves.clear();
                moves.push((block, 0));
                true
            }
            None => self.generate(&mut moves, side, hint, ply),
        };
        if let (0, Some(only)) = (ply, &self.root_only) {
            moves.retain(|(cell, _)| only.contains(cell));
        }
        // A forced reply costs no depth.
        let extension = i32::from(moves.len() == 1);
        let alpha_before = alpha;
        let mut best: Option<(usize, i32)> = None;
        let mut quiet_tried = 0;
        for index in 0..moves.len() {
            // The best of the rest: most nodes cut off after a few moves,
            // so this beats sorting them all.
            select_best(&mut moves[index..]);
            let (cell, order) = moves[index];
            let quiet = !forcing && is_quiet((cell, order), hint);
            if quiet {
                quiet_tried += 1;
                if !pv_node && ply > 0 && best.is_some() && quiet_tried > quiet_limit(depth) {
                    break;
                }
            }
            self.played[ply] = Some(cell);
            let new_depth = depth - 1 + extension;
            // The child reads the table once it has checked for fives: the
            // slot comes into the cache meanwhile (the quiescence search
            // below depth 0 reads none).
            if new_depth > 0 {
                self.table.prefetch(self.grid.hash_after(cell, side));
            }
            self.play(cell, side);
            let score = if index == 0 {
                -self.negamax(other, new_depth, -beta, -alpha, ply + 1, pv_node)
            } else {
                // Late quiet moves are searched shallower first, and so are
                // the late answers to a threat: of the cells that stop it and
                // the fours that put it off, the best come first.
                let reduction = if quiet && depth >= 3 && index >= 3 {
                    reduction(depth, index).min(new_depth - 1)
                } else if forcing && depth >= 3 && index >= 2 && Some(cell) != hint {
                    1
                } else {
                    0
                };
                let mut score = -self.negamax(
                    other,
                    new_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(other, new_depth, -alpha - 1, -alpha, ply + 1, false);
                }
                if score > alpha && score < beta && pv_node {
                    score = -self.negamax(other, new_depth, -beta, -alpha, ply + 1, true);
                }
                score
            };
            self.take_back(cell, side);
            if self.stopped {
                break;
            }
            if ply == 0 {
                let bound = match score {
                    s if s <= alpha => Bound::Upper,
                    s if s >= beta => Bound::Lower,
                    _ => Bound::Exact,
                };
                self.root_scores.push((cell, score, bound));
            }
            if best.is_none_or(|(_, best_score)| score > best_score) {
                best = Some((cell, score));
                if score > alpha {
                    alpha = score;
                    self.follow_pv(ply, cell);
                    if alpha >= beta {
                        if quiet {
                            self.history.reward(cell, side, depth, ply);
                            let tried = moves[..index].iter().copied();
                            let passed_over = tried.filter(|&m| is_quiet(m, hint));
                            let cells = passed_over.map(|(cell, _)| cell);
                            self.history.punish(cells, side, depth);
                        }
                        break;
                    }
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
            // A node that failed low has no best move: every score is a
            // bound, and the highest of them says nothing of which is best.
            // It keeps the move it had; one with none is searched a ply
            // shallower the next time (Rapfi and Stockfish store none too).
            let cell = match bound {
                Bound::Upper => hint,
                _ => Some(cell),
            };
            self.table
                .put(hash, cell, to_table(score, ply), depth, bound);
        }
        score
    }

    /// A score that settles a quiet node at once, when `side`, to move and
    /// unthreatened, stands well above `beta`: near the leaves by the
    /// evaluation alone, deeper when even passing (a null move) keeps it
    /// above. `None` when the node needs its search.
    fn prune(&mut self, side: Side, depth: i32, beta: i32, ply: usize) -> Option<i32> {
        let other = 1 - side;
        if self.grid.count_at_least(other, Threat::FourThree) > 0 || beta.abs() > WON {
            return None;
        }
        let eval = self.evaluate(side);
        if depth <= FUTILE_DEPTH && eval - FUTILITY * depth >= beta {
            return Some(eval);
        }
        let may_pass = depth >= NULL_DEPTH
            && eval >= beta
            && self.played[ply - 1].is_some()
            && self.grid.count_at_least(other, Threat::Four) == 0;
        if !may_pass {
            return None;
        }
        self.grid.pass();
        self.played[ply] = None;
        let reduced = depth - 1 - NULL_REDUCTION - depth / 6;
        let score = -self.negamax(other, reduced, -beta, -beta + 1, ply + 1, false);
        self.grid.pass();
        (score >= beta && !self.stopped).then_some(score.min(WON))
    }

    /// The principal variation at `ply`: `cell`, then the one below.
    pub(super) fn follow_pv(&mut self, ply: usize, cell: usize) {
        let (above, below) = self.pvs.split_at_mut(ply + 1);
        let line = &mut above[ply];
        line.clear();
        line.push(cell);
        line.extend_from_slice(&below[0]);
    }

    /// Sets the line at `ply` to `cell` alone, or to nothing; gives `cell`
    /// back.
    pub(super) fn line(&mut self, ply: usize, cell: Option<usize>) -> Option<usize> {
        let line = &mut self.pvs[ply];
        line.clear();
        line.extend(cell);
        cell
    }

    /// Only fours and the forced block, until the position is quiet: the
    /// side to move at the leaf may stand on the evaluation or play a four,
    /// each answered by its block, then fours on the lines of its last
    /// stone. Wins by continuous fours come out of it. The first four, too,
    /// is on the lines of the side's last stone, where the search knows it:
    /// a four elsewhere only cashes in what the evaluation already counts
    /// (Rapfi's quiescence looks only near that stone as well), and trying
    /// every one scored 20.5 % against Rapfi where this scores 30.2 %
    /// (docs/strength.md).
    fn quiescence(&mut self, side: Side, alpha: i32, beta: i32, ply: usize) -> i32 {
        let last = ply.checked_sub(2).and_then(|own| self.played[own]);
        self.attack(side, alpha, beta, ply, 0, last)
    }

    /// The attacker's turn in `quiescence`: `last` is its last stone, a four
    /// but at the leaf; `None` where that is not known, at the first ply or
    /// after a pass.
    fn attack(
        &mut self,
        side: Side,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        depth: usize,
        last: Option<usize>,
    ) -> i32 {
        self.pvs[ply].clear();
        let other = 1 - side;
        let block = match self.decided(side, ply) {
            Ok(block) => block,
            Err(score) => return score,
        };
        if block.is_some() {
            // The other side's block made a four: only the leaf's own side
            // attacks, so the line ends. (The leaf itself faces none: the
            // full-width search plays its block first.)
            return self.evaluate(side);
        }
        if self.wins_by_double_four(side) {
            return WIN - ply as i32 - 3;
        }
        let stand = self.evaluate(side);
        if stand >= beta || depth >= QUIESCENCE_PLIES || self.stopped {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut fours = std::mem::take(&mut self.lists[ply]);
        fours.clear();
        if self.grid.count_at_least(side, Threat::Four) == 0 {
            self.lists[ply] = fours;
            return stand;
        }
        let order = |grid: &Grid, cell: usize| {
            grid.threat(cell, side) as i32 * 1000 + grid.value(cell, side, TO_MOVE)
        };
        match last {
            None => {
                for cell in self.grid.candidates_at_least(side, Threat::Four) {
                    fours.push((cell, order(&self.grid, cell)));
                }
            }
            Some(last) => {
                for cell in self.grid.threats_around(last, side, Threat::Four) {
                    fours.push((cell, order(&self.grid, cell)));
                }
            }
        }
        if self.renju && side == 0 {
            fours.retain(|&(cell, _)| self.allowed(cell, side));
        }
        sort_best_first(&mut fours);
        let mut best = stand;
        for index in 0..fours.len() {
            let cell = fours[index].0;
            if index > 0 && fours[index - 1].0 == cell {
                continue;
            }
            self.play(cell, side);
            let score = -self.defend(other, -beta, -alpha, ply + 1, depth + 1, cell);
            self.take_back(cell, side);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.follow_pv(ply, cell);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[ply] = fours;
        best
    }

    /// The defender's turn in `quiescence`, after the attacker's four on
    /// `four`: it blocks, or has lost to two fives.
    fn defend(
        &mut self,
        side: Side,
        alpha: i32,
        beta: i32,
        ply: usize,
        depth: usize,
        four: usize,
    ) -> i32 {
        self.pvs[ply].clear();
        let other = 1 - side;
        let block = match self.decided(side, ply) {
            Ok(Some(block)) => block,
            Ok(None) => return self.evaluate(side),
            Err(score) => return score,
        };
        self.play(block, side);
        let score = -self.attack(other, -beta, -alpha, ply + 1, depth + 1, Some(four));
        self.take_back(block, side);
        if score > alpha {
            self.follow_pv(ply, block);
        }
        score
    }

    /// The root's moves for `side`, best first.
    pub(super) fn root_moves(&mut self, moves: &mut Vec<(usize, i32)>, side: Side) {
        self.generate(moves, side, None, 0);
        sort_best_first(moves);
    }

    /// Fills `moves` with the cells worth trying for `side`, best first, and
    /// says whether they are forcing (all replies to a threat, or threats).
    /// Facing a four-three or an open four to come, only the cells that
    /// stop it and fours of its own; otherwise every candidate, ranked.
    fn generate(
        &mut self,
        moves: &mut Vec<(usize, i32)>,
        side: Side,
        hint: Option<usize>,
        ply: usize,
    ) -> bool {
        moves.clear();
        let other = 1 - side;
        if self.grid.count_at_least(other, Threat::FourThree) > 0 {
            let forced = self.defences(moves, side);
            if forced && !moves.is_empty() {
                rank(&self.grid, &self.history, moves, side, hint, ply);
                return true;
            }
            moves.clear();
        }
        for cell in self.grid.candidates() {
            moves.push((cell, 0));
        }
        if self.renju && side == 0 {
            moves.retain(|&(cell, _)| self.allowed(cell, side));
        }
        rank(&self.grid, &self.history, moves, side, hint, ply);
        false
    }

    /// The cells that leave the other side no four-three or open four, and
    /// `side`'s own fours, which it must answer first. A stone stops a threat
    /// on its cell, or on a line through it that holds its four or three;
    /// it answers a four-three too where it makes that four's block a four
    /// of `side`'s, as the block then wins the tempo back (and a four-three
    /// whose block is such a four already forces nothing). Only those
    /// cells are tried, each against every threat cell. Whether the other
    /// side has a threat that forces `side` at all.
    pub(super) fn defences(&mut self, moves: &mut Vec<(usize, i32)>, side: Side) -> bool {
        let other = 1 - side;
        self.stamp += 1;
        let (mut threats, mut tried) = std::mem::take(&mut self.defence_lists);
        threats.clear();
        tried.clear();
        for threat in self.grid.candidates_at_least(other, Threat::FourThree) {
            threats.push((threat, None));
        }
        debug_assert_eq!(
            threats.len(),
            self.grid.count_at_least(other, Threat::FourThree) as usize
        );
        for (threat, block) in threats.iter_mut() {
            if self.grid.threat(*threat, other) == Threat::FourThree {
                *block = self
                    .block_of_four(*threat, other)
                    .filter(|&block| self.allowed(block, side));
            }
        }
        threats.retain(|&(_, block)| {
            block.is_none_or(|block| !self.grid.threat(block, side).is_four())
        });
        for &(threat, block) in &threats {
            tried.extend(self.grid.threat_lines_around(threat, other));
            tried.push(threat);
            if let Some(block) = block {
                tried.extend(self.grid.fours_set_up(block, side));
            }
        }
        tried.extend(self.grid.candidates_at_least(side, Threat::Four));
        for &cell in &tried {
            if self.marks[cell] == self.stamp || !self.allowed(cell, side) {
                continue;
            }
            self.marks[cell] = self.stamp;
            if self.grid.threat(cell, side).is_four() {
                moves.push((cell, 0));
                continue;
            }
            let answers = threats.iter().all(|&(threat, block)| {
                threat == cell
                    || self.grid.threat_after(threat, other, cell, side) < Threat::FourThree
                    || block.is_some_and(|block| {
                        self.grid.threat_after(block, side, cell, side).is_four()
                    })
            });
            if answers {
                moves.push((cell, 0));
            }
        }
        let forced = !threats.is_empty();
        self.defence_lists = (threats, tried);
        forced
    }

    /// The cell that blocks the four `side`'s stone on the empty `cell`
    /// would make, if it makes exactly one.
    fn block_of_four(&mut self, cell: usize, side: Side) -> Option<usize> {
        self.grid.make(cell, side);
        let fives = self.fives(side, 2);
        self.grid.unmake(cell, side);
        match fives[..] {
            [block] => Some(block),
            _ => None,
        }
    }
}

/// At most two cells where a side completes five: all the search asks
/// for (one to play, one to block, or two, which cannot both be blocked),
/// kept off the heap as it is asked at every position.
#[derive(Default)]
pub(super) struct Fives {
    cells: [usize; 2],
    len: usize,
}

impl std::ops::Deref for Fives {
    type Target = [usize];

    fn deref(&self) -> &[usize] {
        &self.cells[..self.len]
    }
}

/// How much shallower the `index`th move of a node `depth` deep is searched
/// first: more the deeper and the later it comes.
fn reduction(depth: i32, index: usize) -> i32 {
    let (d, i) = (f64::from(depth), index as f64);
    (0.5 + d.ln() * i.ln() / LMR_DIVISOR) as i32
}

fn quiet_limit(depth: i32) -> usize {
    QUIET_MOVES[(depth.max(0) as usize).min(QUIET_MOVES.len() - 1)]
}

/// Win scores count plies from the root; the table keeps them counted from
/// the position stored, so that they hold wherever it comes up again.
fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > WON => s + ply as i32,
        s if s < -WON => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > WON => s - ply as i32,
        s if s < -WON => s + ply as i32,
        s => s,
    }
}

#[cfg(test)]
mod tests {
    use super::super::position::Position;
    use super::super::{grid_of, side_of};
    use super::*;
    use crate::engine::five::{Area, Point};

    /// The positions `quiescence` makes for X at a leaf `ply` deep, where X
    /// can four on row 0 (its three there is closed by O) and its only
    /// other stone is far off, when X's last stone was `last`.
    fn leaf_nodes(ply: usize, last: Option<(i32, i32)>) -> u64 {
        let mut position = Position::new(Area::Unbounded, Player::X);
        let x = [(0, 0), (1, 0), (2, 0), (0, 7)].map(|at| (at, Player::X));
        let o = [(-1, 0), (5, 5), (6, 5), (5, 7)].map(|at| (at, Player::O));
        for ((x, y), player) in x.into_iter().chain(o) {
            position.place(Point::new(x, y).unwrap(), player).unwrap();
        }
        let (mapping, grid) = grid_of(&position);
        let mut table = Table::new(1 << 16);
        let clock = || 0.0;
        let deadline = Deadline {
            ms: f64::INFINITY,
            nodes: u64::MAX,
        };
        let mut search = Search::new(grid, &mut table, &clock, deadline, Rule::Freestyle);
        let cell = |(x, y)| mapping.cell(Point::new(x, y).unwrap()).unwrap();
        if let Some(own) = ply.checked_sub(2) {
            search.played[own] = last.map(cell);
        }
        search.quiescence(side_of(Player::X), -WIN, WIN, ply);
        search.nodes
    }

    #[test]
    fn the_leafs_fours_are_on_the_lines_of_the_sides_last_stone() {
        // The four and its block, at least, from the three's last stone.
        assert!(leaf_nodes(2, Some((2, 0))) >= 2);
        // Nothing from the stone far off: the four elsewhere is not tried.
        assert_eq!(leaf_nodes(2, Some((0, 7))), 0);
        // Where the last stone is not known, every four is.
        assert!(leaf_nodes(1, Some((0, 7))) >= 2);
        assert!(leaf_nodes(2, None) >= 2);
    }

    #[test]
    fn win_scores_shift_with_the_ply_and_back() {
        for score in [WIN - 5, -(WIN - 7), 120, -3] {
            assert_eq!(from_table(to_table(score, 9), 9), score);
        }
        assert_eq!(to_table(WIN - 5, 3), WIN - 2);
    }
}
