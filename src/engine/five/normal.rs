//! The Normal bot: seed 001's weighted attacks, with its bugs fixed.
//!
//! The bot weighs every candidate cell: it tries a stone of each side there
//! and adds up, on the four lines through it, the attacks the stone joins
//! (see `attacks`), each weighed by seed 001's table and divided by its
//! divider. A stone that leaves threats on two lines at once (two break
//! points) adds 100. It plays the heaviest cell, at random among equals.
//!
//! What the published JS got wrong, and what this does instead:
//! - It read the table as `ATTACK_WEIGHT[capability, potential]`, which in JS
//!   is the row `potential` (the comma operator): every weight was NaN. The
//!   table is indexed by capability, then potential.
//! - Its break-point check looked the central attack up in the filtered
//!   list and read it unchecked, which throws when the filter has dropped
//!   it. Here the central run is a field of its own, and a line without
//!   room for five (the only way the filter drops it) has no break point.
//! - On the line of the second break point it added the 100 but skipped
//!   that line's attacks (a `return` inside `forEach`); all lines count.
//! - Its bonus for a five was too small to be sure of winning or blocking: a
//!   cell that blocked a five and made an open four (200 + 100 + 100) beat
//!   completing its own five (200 + 100), and two open fours (3 × 100) beat
//!   blocking the opponent's five (200). Completing the bot's own five adds
//!   10,000 instead of 100, and blocking the opponent's adds 1,000. Without
//!   a five, one side's stone weighs at most 4 × 107 (an open four and torn
//!   threes on each line) + 100 = 528; so a cell that makes no five weighs at
//!   most 1,056, below the 1,200 of any block, and one that blocks but does
//!   not win at most 528 + 4 × 207 + 100 + 1,000 = 2,456, below the 10,200
//!   of any win.
//! - Torn runs are divided by 1 plus the empty cells between them and the
//!   tried stone, as the article says; its code restarted that count at
//!   every run.

use std::collections::HashSet;

use super::attacks::{Attack, Line, Window};
use super::point::PointHash;
use super::{Board, Direction, MoveError, Player, Point, Rule};

/// Candidate cells lie at most this many cells from a stone, across or
/// diagonally: every cell that completes or blocks a five touches a stone,
/// and two cells let the bot open torn attacks.
const REACH: i32 = 2;

/// A weight in 1200ths: the table is in hundredths and 12 is divisible by
/// every divider (1 to 4), so weights add up exactly and symmetric cells tie.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Weight(u32);

impl Weight {
    const fn hundredths(hundredths: u32) -> Weight {
        Weight(hundredths * 12)
    }

    fn value(self) -> f64 {
        f64::from(self.0) / 1200.0
    }
}

impl std::ops::Add for Weight {
    type Output = Weight;

    fn add(self, other: Weight) -> Weight {
        Weight(self.0 + other.0)
    }
}

impl std::iter::Sum for Weight {
    fn sum<I: Iterator<Item = Weight>>(weights: I) -> Weight {
        weights.fold(Weight::default(), |sum, weight| sum + weight)
    }
}

/// Seed 001's table in hundredths: a row per capability from 1 to 5, a
/// column per potential from 0 to 2. Only five or more counts when closed.
const ATTACK_WEIGHTS: [[u32; 3]; 5] = [
    [0, 10, 25],
    [0, 200, 500],
    [0, 400, 700],
    [0, 600, 10_000],
    [20_000, 20_000, 20_000],
];

/// The least weight of a cell where the mover completes a five (10,000
/// and the five's 200), and of one where it blocks the other side's (1,000
/// and 200): every other cell weighs less than either (see above).
pub const COMPLETES_FIVE_AT: f64 = 10_200.0;
pub const BLOCKS_FIVE_AT: f64 = 1_200.0;

const TWO_BREAK_POINTS: Weight = Weight::hundredths(10_000);
const BLOCKS_FIVE: Weight = Weight::hundredths(100_000);
const COMPLETES_FIVE: Weight = Weight::hundredths(1_000_000);

fn attack_weight(attack: Attack) -> Weight {
    let row = ATTACK_WEIGHTS[usize::from(attack.capability) - 1];
    let hundredths = Weight::hundredths(row[usize::from(attack.potential)]);
    Weight(hundredths.0 / u32::from(attack.divider))
}

/// What a stone of `player` on the tried cell would make by `rule`: for the
/// side to move (`moving`) its attacks, for the other the attacks it would
/// break.
fn stone_weight(windows: &[Window; 4], rule: Rule, player: Player, moving: bool) -> Weight {
    let lines = windows.each_ref().map(|window| Line::scan(window, player));
    let attacks: Weight = lines
        .iter()
        .filter(|line| !line.is_dead_overline(rule, player))
        .flat_map(Line::attacks)
        .map(attack_weight)
        .sum();
    let break_points = lines.iter().filter(|line| line.is_break_point()).count();
    let threats = if break_points >= 2 {
        TWO_BREAK_POINTS
    } else {
        Weight::default()
    };
    let five = match (
        lines.iter().any(|line| line.makes_five(rule, player)),
        moving,
    ) {
        (false, _) => Weight::default(),
        (true, true) => COMPLETES_FIVE,
        (true, false) => BLOCKS_FIVE,
    };
    attacks + threats + five
}

/// A cell's weight: what the mover's stone there would make, and what the
/// other side's would, unless the rule forbids the other side that cell
/// (black's forbidden points under renju are no threat to block).
fn cell_weight(board: &Board, cell: Point) -> Weight {
    let windows = Direction::ALL.map(|direction| Window::read(board, cell, direction));
    let (rule, mover) = (board.rule(), board.to_move());
    let other = mover.opponent();
    let theirs = match board.foul_for(cell, other) {
        Some(_) => Weight::default(),
        None => stone_weight(&windows, rule, other, false),
    };
    stone_weight(&windows, rule, mover, true) + theirs
}

/// Every cell the bot weighs and its weight: the board's centre on an
/// empty board, the empty cells within `REACH` of a stone otherwise, within
/// the board's reach and not forbidden to the mover, in the order the stones were
/// played and row by row around each; none once the game is over.
fn weighed(board: &Board) -> Vec<(Point, Weight)> {
    if board.outcome().is_over() {
        return Vec::new();
    }
    if board.moves().is_empty() {
        let centre = board.area().centre();
        return vec![(centre, cell_weight(board, centre))];
    }
    let playable = |cell: Point| {
        board.get(cell).is_none() && board.reach().contains(cell) && board.foul(cell).is_none()
    };
    let mut weighed = Vec::new();
    // A set, not sorting, removes the repeats: sorting weighs 9 KB of wasm.
    let mut seen = HashSet::with_hasher(PointHash::default());
    for stone in board.moves() {
        for dy in -REACH..=REACH {
            for cell in (-REACH..=REACH).filter_map(|dx| stone.offset(dx, dy)) {
                if seen.insert(cell) && playable(cell) {
                    weighed.push((cell, cell_weight(board, cell)));
                }
            }
        }
    }
    weighed
}

/// The weight of every candidate cell for the side to move; empty once the
/// game is over.
pub fn weights(board: &Board) -> Vec<(Point, f64)> {
    weighed(board)
        .into_iter()
        .map(|(cell, weight)| (cell, weight.value()))
        .collect()
}

/// One of the heaviest cells; `pick(n)` chooses which of the `n` equals, so
/// that games vary. An index of `n` or more wraps around. Fails when the game
/// is over.
pub fn best_move(board: &Board, pick: impl FnOnce(usize) -> usize) -> Result<Point, MoveError> {
    let weighed = weighed(board);
    // Every candidate may be played, so none is left only once the game is
    // over.
    let heaviest = weighed
        .iter()
        .map(|&(_, weight)| weight)
        .max()
        .ok_or(MoveError::GameOver)?;
    let best: Vec<Point> = weighed
        .into_iter()
        .filter(|&(_, weight)| weight == heaviest)
        .map(|(cell, _)| cell)
        .collect();
    Ok(best[pick(best.len()) % best.len()])
}
