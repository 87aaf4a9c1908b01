//! The ladder of five in a row's bots, from one a child beats to Hard, each
//! a step of 100 to 300 Elo above the one before (`five-ladder` measures
//! the steps; the table is in docs/bots.md).
//!
//! The three lowest levels read Normal's weights (`normal`): each glances
//! at the cells near the stones, noticing each one with some chance, and
//! plays the heaviest it noticed, at random among those within a tenth of
//! it. Beginner may overlook any cell, a five to make or to block among
//! them; from Novice up, a cell that makes or blocks a five is always
//! noticed. The five levels between Normal and Hard are Hard itself on a
//! short leash: its opening book, then its search stopped after a number
//! of positions, about four times the last level's at each level (see
//! `search`). Hard is the searcher at its full strength: on the page and
//! in the API it thinks for the menu's time per move.
//!
//! Every random choice is drawn from the caller's `Rng`, so a game replays
//! from its seed, and no level below Hard plays the same game each time
//! against the same moves.

use super::search::{Area, Limits, Position, Searcher};
use super::{normal, Board, MoveError, Point};
use crate::engine::named::named;
use crate::engine::rng::Rng;

named! {
    /// The levels, easiest first, by their saved and API names.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Level by key {
        /// Notices two cells in three: often misses a four or an open three.
        Beginner = "beginner",
        /// Never misses a five to make or block, but overlooks some open
        /// threes.
        Novice = "novice",
        /// Seed 001's weighted attacks.
        Normal = "normal",
        /// Hard's search, `Style::Search`'s positions a move.
        Club = "club",
        Advanced = "advanced",
        Expert = "expert",
        Master = "master",
        Grandmaster = "grandmaster",
        /// The searcher at full strength.
        Hard = "hard",
    }
}

/// How a level picks its move.
enum Style {
    /// Normal's weights, each cell noticed with a chance of `notice`
    /// thousandths, and, when `guarded`, a cell that makes or blocks a five
    /// always.
    Weights { notice: usize, guarded: bool },
    /// Hard's book, then its search to about `nodes` positions.
    Search { nodes: u64 },
    /// Hard: the searcher as it is, for a time or `HARD_NODES`.
    Full,
}

impl Level {
    /// The positions Hard searches a move where no clock times it (the
    /// ladder's matches): about what it makes in 250 ms in a browser, a
    /// little less natively.
    pub const HARD_NODES: u64 = 200_000;
    /// The table of a search below Hard, made afresh for each move: about
    /// 0.8 MB, room for every position of the deepest.
    const TABLE_BYTES: usize = 1 << 20;
    /// The weights within this share of the heaviest noticed are its
    /// equals, in per cent: a five's cells outweigh every other by far more,
    /// so they are never mixed with the rest.
    const SLACK: u32 = 10;
    /// A move the search scores within this of its best is as good: its
    /// evaluation's noise between one depth and the next, which is often
    /// hundreds, is far more. While the board holds fewer than `OPENING`
    /// stones, `OPENING_MARGIN`: there a choice parts the games most.
    const MARGIN: i32 = 60;
    const OPENING: usize = 12;
    const OPENING_MARGIN: i32 = 150;

    /// How it plays, as `five-ladder` tuned it.
    const fn style(self) -> Style {
        match self {
            Level::Beginner => Style::Weights {
                notice: 650,
                guarded: false,
            },
            Level::Novice => Style::Weights {
                notice: 750,
                guarded: true,
            },
            Level::Normal => Style::Weights {
                notice: 1000,
                guarded: true,
            },
            Level::Club => Style::Search { nodes: 90 },
            Level::Advanced => Style::Search { nodes: 550 },
            Level::Expert => Style::Search { nodes: 2_000 },
            Level::Master => Style::Search { nodes: 7_000 },
            Level::Grandmaster => Style::Search { nodes: 30_000 },
            Level::Hard => Style::Full,
        }
    }

    /// The most positions it searches a move, 0 for a level that does not
    /// search: what its move costs.
    pub const fn nodes(self) -> u64 {
        match self.style() {
            Style::Weights { .. } => 0,
            // The search, and the other move's: a quarter as far.
            Style::Search { nodes } => {
                let most = nodes + nodes / 4;
                most + most / 4
            }
            Style::Full => Level::HARD_NODES,
        }
    }

    /// The move of a level below Hard for the side to move, its choices
    /// drawn from `rng`; it fails when the game is over. `None` for Hard,
    /// which thinks with a `Searcher` of its own that keeps its table from
    /// move to move, for a time on the page and in the API, and for
    /// `HARD_NODES` positions in `five-ladder`.
    pub fn play(self, board: &Board, rng: &mut Rng) -> Option<Result<Point, MoveError>> {
        Some(match self.style() {
            Style::Weights { notice, guarded } => glance(board, rng, notice, guarded),
            Style::Search { nodes } => search(board, rng, nodes),
            Style::Full => return None,
        })
    }
}

/// A move by Normal's weights, each cell noticed with a chance of
/// `notice` thousandths, or always when `guarded` and it makes or blocks a
/// five: the heaviest noticed, at random among those within `SLACK` of
/// it; any cell near the stones when none is noticed.
fn glance(board: &Board, rng: &mut Rng, notice: usize, guarded: bool) -> Result<Point, MoveError> {
    let weights = normal::weights(board);
    // Plain loops here and below: each chain of iterators collected is
    // code of its own, and the page's module counts its bytes.
    let mut noticed = Vec::new();
    let mut heaviest = -1.0;
    for &(cell, weight) in &weights {
        // Drawn for every cell, so that the draws of a game do not hang on
        // the weights.
        if rng.below(1000) < notice || (guarded && weight >= normal::BLOCKS_FIVE_AT) {
            noticed.push((cell, weight));
            heaviest = weight.max(heaviest);
        }
    }
    let floor = heaviest * f64::from(100 - Level::SLACK) / 100.0;
    noticed.retain(|&(_, weight)| weight >= floor);
    let cells = match noticed.is_empty() {
        true => &weights,
        false => &noticed,
    };
    match cells.len() {
        0 => Err(MoveError::GameOver),
        n => Ok(cells[rng.below(n)].0),
    }
}

/// A move by Hard's book or its search, on a fresh table, stopped after
/// `nodes` positions give or take a quarter, drawn afresh each move, over
/// the board turned or mirrored one of its eight ways (`Turn`): where a
/// few positions more or less, or another order of the cells, change the
/// search's mind, games part. Then one of the root's other best moves that
/// it did not prove worse than the best by more than the margin, picked at
/// random, is searched in its turn, a quarter as far, and played instead
/// if it scores within the margin of the best: a choice among moves as
/// good, which a deterministic search never makes.
fn search(board: &Board, rng: &mut Rng, nodes: u64) -> Result<Point, MoveError> {
    let nodes = nodes - nodes / 4 + rng.below(nodes as usize / 2 + 1) as u64;
    let turn = Turn::new(rng.below(8), board.area());
    let (turn, turned) = match turn.board(board) {
        Some(turned) => (turn, turned),
        None => (Turn::NONE, board.clone()),
    };
    let mut searcher = Searcher::new(Level::TABLE_BYTES);
    let mut think = |board: &Board, nodes| {
        // Positions alone stop it: the clock is never read as a limit.
        searcher.play(&Position::from_board(board), Limits::nodes(nodes), &|| 0.0)
    };
    let thought = think(&turned, nodes)?;
    let margin = match board.moves().len() < Level::OPENING {
        true => Level::OPENING_MARGIN,
        false => Level::MARGIN,
    };
    let floor = thought.score.saturating_sub(margin);
    let mut others = Vec::new();
    for candidate in &thought.candidates {
        if candidate.point != thought.point && candidate.score >= floor {
            others.push(candidate.point);
        }
    }
    let mut point = thought.point;
    if !others.is_empty() {
        let other = others[rng.below(others.len())];
        let mut after = turned.clone();
        // A move that ends the game leaves no move to search, and is not
        // taken: it would have been the best.
        if after.play(other).is_ok()
            && think(&after, nodes / 4).is_ok_and(|reply| -reply.score >= floor)
        {
            point = other;
        }
    }
    Ok(turn.back(point))
}

/// One of the board's eight symmetries: the search reads the same
/// position turned or mirrored, and, where a few positions decide which
/// move it finds first, finds another as good.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    /// Swaps x and y first, then mirrors x, then y.
    swap: bool,
    mirror_x: bool,
    mirror_y: bool,
    /// The board's corners' sums, x and y: a mirror takes x to `sum - x`.
    sums: (i32, i32),
}

impl Turn {
    const NONE: Turn = Turn {
        swap: false,
        mirror_x: false,
        mirror_y: false,
        sums: (0, 0),
    };

    /// Symmetry `index` (0 to 7) of `area`: the open board about the
    /// origin; a fixed one about its middle, turned only if it is square.
    fn new(index: usize, area: Area) -> Turn {
        let (sums, square) = match area {
            Area::Unbounded => ((0, 0), true),
            Area::Bounded(rect) => (
                (rect.left + rect.right, rect.top + rect.bottom),
                rect.width() == rect.height() && rect.left == rect.top,
            ),
        };
        Turn {
            swap: index & 4 != 0 && square,
            mirror_x: index & 1 != 0,
            mirror_y: index & 2 != 0,
            sums,
        }
    }

    fn point(self, point: Point) -> Option<Point> {
        let (x, y) = match self.swap {
            true => (point.y(), point.x()),
            false => (point.x(), point.y()),
        };
        let x = if self.mirror_x { self.sums.0 - x } else { x };
        let y = if self.mirror_y { self.sums.1 - y } else { y };
        Point::new(x, y).ok()
    }

    /// Where `point` of the turned board lies on the board itself.
    fn back(self, point: Point) -> Point {
        let x = if self.mirror_x {
            self.sums.0 - point.x()
        } else {
            point.x()
        };
        let y = if self.mirror_y {
            self.sums.1 - point.y()
        } else {
            point.y()
        };
        let (x, y) = if self.swap { (y, x) } else { (x, y) };
        Point::new(x, y).unwrap_or(point)
    }

    /// `board`'s game turned, move by move; `None` if a stone would leave
    /// the board.
    fn board(self, board: &Board) -> Option<Board> {
        let mut turned = Board::with(board.rule(), board.area());
        for &point in board.moves() {
            turned.play(self.point(point)?).ok()?;
        }
        Some(turned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_read_back() {
        for level in Level::ALL {
            assert_eq!(level.key().parse(), Ok(level));
        }
        assert_eq!("Hard".parse::<Level>(), Err(()));
        assert_eq!(Level::ALL.first(), Some(&Level::Beginner));
        assert_eq!(Level::ALL.last(), Some(&Level::Hard));
    }

    #[test]
    fn each_turn_takes_a_point_back_where_it_was() {
        let areas = [
            Area::Unbounded,
            Area::sized(15, 15).unwrap(),
            Area::sized(20, 12).unwrap(),
        ];
        for area in areas {
            let mut images = std::collections::HashSet::new();
            for index in 0..8 {
                let turn = Turn::new(index, area);
                let point = Point::new(3, 1).unwrap();
                let turned = turn.point(point).unwrap();
                assert!(area.contains(turned), "{turn:?}");
                assert_eq!(turn.back(turned), point, "{turn:?}");
                images.insert(turned);
            }
            let square = area != Area::sized(20, 12).unwrap();
            assert_eq!(images.len(), if square { 8 } else { 4 }, "{area:?}");
        }
    }

    #[test]
    fn each_level_that_searches_searches_more_than_the_one_below() {
        let nodes: Vec<u64> = Level::ALL.iter().map(|level| level.nodes()).collect();
        assert_eq!(nodes[..3], [0, 0, 0]);
        assert!(
            nodes[3..].windows(2).all(|pair| pair[0] < pair[1]),
            "{nodes:?}"
        );
        // The page waits for every level below Hard on its own thread: a
        // few tens of milliseconds at most in a browser.
        assert!(Level::Grandmaster.nodes() <= 50_000);
    }
}
