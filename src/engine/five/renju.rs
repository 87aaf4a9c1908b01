//! Renju's forbidden points, by renju's own definitions. A black stone is
//! forbidden when it makes, without also making exactly five:
//! - an overline: six or more in a row;
//! - a double four: two fours or more, two on one line included. A four is
//!   a row that one more stone turns into exactly five; a straight four
//!   (`.XXXX.`) is one four, though two cells complete it;
//! - a double three: two threes or more. A three is a row that one more
//!   stone turns into a straight four, where that stone is itself allowed:
//!   the check recurses.
//!
//! The check reads any board through `Lines`: the game's, and the search's
//! grid. The same definitions, for either side and with fives of five or
//! more where the rule says so, tell what a move makes (`made`), which
//! names the moves of a line (see `threat`).

use super::{Direction, Foul, Player, Point, Rect};

/// What a cell holds, as the check reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Seen {
    Empty,
    /// Black's stone: for `made`, a stone of the side it reads for.
    Black,
    /// A white stone, or past the board's edge.
    Blocked,
}

/// A board the check reads: its cells, and the cell `k` steps along one of
/// the four lines.
pub(crate) trait Lines {
    type Cell: Copy + PartialEq;
    fn seen(&self, cell: Self::Cell) -> Seen;
    /// `None` past the board.
    fn step(&self, cell: Self::Cell, line: usize, k: i32) -> Option<Self::Cell>;
}

/// Stones on the plane as the check reads them for `player`, whose stones
/// it sees as black: the other side's, and any point outside `within`,
/// block. The game's board, the analysis board's position and `threat`
/// read through it, one reading for all (each `Lines` a copy of the check
/// in the wasm).
pub(crate) struct Stones<'a> {
    pub get: &'a dyn Fn(Point) -> Option<Player>,
    pub player: Player,
    pub within: Rect,
}

impl Lines for Stones<'_> {
    type Cell = Point;

    fn seen(&self, point: Point) -> Seen {
        match (self.get)(point) {
            _ if !self.within.contains(point) => Seen::Blocked,
            None => Seen::Empty,
            Some(player) if player == self.player => Seen::Black,
            Some(_) => Seen::Blocked,
        }
    }

    fn step(&self, point: Point, line: usize, k: i32) -> Option<Point> {
        point.step(Direction::ALL[line], k)
    }
}

/// Why black may not play on the empty `cell`, or `None` when it may.
pub(crate) fn foul<L: Lines>(board: &L, cell: L::Cell) -> Option<Foul> {
    Check {
        board,
        placed: Vec::new(),
        exact: true,
        restricted: true,
    }
    .foul(cell)
}

/// What the stone on `cell` makes along its four lines, as renju defines
/// a five, a four and a three; `exact` where only exactly five wins,
/// `restricted` where a three's fourth stone must itself be allowed
/// (renju's black).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Made {
    pub five: bool,
    pub fours: usize,
    pub straight_four: bool,
    /// Threes on lines without a four.
    pub threes: usize,
}

pub(crate) fn made<L: Lines>(board: &L, cell: L::Cell, exact: bool, restricted: bool) -> Made {
    let mut check = Check {
        board,
        placed: vec![cell],
        exact,
        restricted,
    };
    let mut made = Made::default();
    for line in 0..4 {
        made.five |= check.wins(check.run(cell, line));
        let fours = check.fours(cell, line);
        made.fours += fours;
        made.straight_four |= check.has_straight_four(cell, line);
        made.threes += usize::from(fours == 0 && check.is_three(cell, line));
    }
    made
}

/// The board with the black stones the check tries on it.
struct Check<'a, L: Lines> {
    board: &'a L,
    placed: Vec<L::Cell>,
    /// Whether only exactly five wins: six or more do otherwise.
    exact: bool,
    /// Whether a three's fourth stone must itself be allowed.
    restricted: bool,
}

impl<L: Lines> Check<'_, L> {
    fn seen(&self, cell: Option<L::Cell>) -> Seen {
        match cell {
            None => Seen::Blocked,
            Some(cell) if self.placed.contains(&cell) => Seen::Black,
            Some(cell) => self.board.seen(cell),
        }
    }

    /// Black stones in a row through `cell` along `line`, itself included,
    /// counted up to five either way: enough to tell five from more.
    fn run(&self, cell: L::Cell, line: usize) -> usize {
        let beyond = |sign: i32| {
            (1..=5)
                .take_while(|&k| self.seen(self.board.step(cell, line, sign * k)) == Seen::Black)
                .count()
        };
        1 + beyond(-1) + beyond(1)
    }

    /// Whether `run` stones in a row win.
    fn wins(&self, run: usize) -> bool {
        run == 5 || (!self.exact && run > 5)
    }

    /// `foul`, with `cell` tried as black and taken back after.
    fn foul(&mut self, cell: L::Cell) -> Option<Foul> {
        self.placed.push(cell);
        let foul = self.foul_of_placed(cell);
        self.placed.pop();
        foul
    }

    fn foul_of_placed(&mut self, cell: L::Cell) -> Option<Foul> {
        let runs = [0, 1, 2, 3].map(|line| self.run(cell, line));
        if runs.contains(&5) {
            return None;
        }
        if runs.iter().any(|&run| run > 5) {
            return Some(Foul::Overline);
        }
        let fours = [0, 1, 2, 3].map(|line| self.fours(cell, line));
        if fours.iter().sum::<usize>() >= 2 {
            return Some(Foul::DoubleFour);
        }
        let threes = (0..4)
            .filter(|&line| fours[line] == 0 && self.is_three(cell, line))
            .count();
        (threes >= 2).then_some(Foul::DoubleThree)
    }

    /// The empty cells along `line` within `reach` of `cell`, each with its
    /// step from `cell`.
    fn empty_along(&self, cell: L::Cell, line: usize, reach: i32) -> Vec<(i32, L::Cell)> {
        (-reach..=reach)
            .filter(|&k| k != 0)
            .filter_map(|k| Some((k, self.board.step(cell, line, k)?)))
            .filter(|&(_, other)| self.seen(Some(other)) == Seen::Empty)
            .collect()
    }

    /// The steps from `cell` along `line` of the empty cells where black
    /// completes exactly five through `cell`, in order.
    fn five_points(&mut self, cell: L::Cell, line: usize) -> Vec<i32> {
        let mut points = Vec::new();
        for (k, other) in self.empty_along(cell, line, 4) {
            self.placed.push(other);
            // Without a five before, a five through `cell` now holds `other`.
            if self.wins(self.run(cell, line)) {
                points.push(k);
            }
            self.placed.pop();
        }
        points
    }

    /// The fours through `cell` along `line`: one per cell that completes
    /// five, bar a straight four's second (its two cells lie five apart).
    fn fours(&mut self, cell: L::Cell, line: usize) -> usize {
        let points = self.five_points(cell, line);
        let straight = points.windows(2).filter(|pair| pair[1] - pair[0] == 5);
        points.len() - straight.count()
    }

    /// Whether the stones through `cell` along `line` hold a straight four.
    fn has_straight_four(&mut self, cell: L::Cell, line: usize) -> bool {
        let points = self.five_points(cell, line);
        points.windows(2).any(|pair| pair[1] - pair[0] == 5)
    }

    /// Whether `cell`'s stone makes a three along `line`: an allowed stone
    /// within three of it makes a straight four with it.
    fn is_three(&mut self, cell: L::Cell, line: usize) -> bool {
        for (_, other) in self.empty_along(cell, line, 3) {
            self.placed.push(other);
            let straight = self.has_straight_four(cell, line);
            self.placed.pop();
            if straight && !(self.restricted && self.foul(other).is_some()) {
                return true;
            }
        }
        false
    }
}
