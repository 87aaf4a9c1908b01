//! The openings a match's games start from: three stones, X, O and X,
//! near the board's centre, each as balanced as we could find, so that a
//! match measures play rather than the luck of the opening. Each is played
//! twice, once with either player as X. There are two sets, so that a
//! result can be checked on openings it was not tuned on, and a match may
//! read another from a file (`Openings::listed`).
//!
//! How the balanced set was chosen: every opening with X on the centre, O
//! within two cells of it and the second X within three (151 up to the
//! board's eight symmetries) was given to Rapfi, the strongest open
//! engine, in its classical configuration on one thread for one second,
//! with O to move. These are the 50 it rated closest to even, its score for
//! O shown beside each (in its units; negative favours X, and most openings
//! do). Four of them repeat others, moved so that the other X is on the
//! centre; they were kept so that the set's figures stay comparable.
//!
//! The drawn set was drawn at random by `five-openings` (`make openings`):
//! all three stones within two cells of the centre, each opening told
//! apart from the others up to the board's symmetries, and kept where
//! Rapfi (the same configuration, 200,000 positions) rated it within 120
//! of even; in the order drawn.

use std::sync::Arc;

use crate::engine::five::search::Area;
use crate::engine::five::{Board, Point};
use crate::engine::rng::Rng;

/// Three stones' offsets from the centre: X, O and X.
pub type Offsets = [(i32, i32); 3];

/// The X, O and X stones' offsets from the centre, closest to even first.
const BALANCED: [Offsets; 50] = [
    [(0, 0), (-2, -1), (2, -3)],  // -15
    [(0, 0), (-1, -1), (-3, 2)],  // -18
    [(0, 0), (-2, -1), (3, -2)],  // -19
    [(0, 0), (-2, -2), (-3, -3)], // +21
    [(0, 0), (-2, 0), (1, -3)],   // +27
    [(0, 0), (-1, 0), (3, -3)],   // +29
    [(0, 0), (-2, -2), (-3, 3)],  // -39
    [(0, 0), (-1, 0), (2, -3)],   // -43
    [(0, 0), (-1, -1), (-3, 3)],  // +44
    [(0, 0), (-2, 0), (3, -3)],   // +45
    [(0, 0), (-2, -2), (-3, 2)],  // -53
    [(0, 0), (-2, -1), (1, 3)],   // -53
    [(0, 0), (-2, -1), (2, 2)],   // -58
    [(0, 0), (-1, -1), (-2, 3)],  // -58
    [(0, 0), (-2, -2), (3, 3)],   // -66
    [(0, 0), (-2, -1), (3, -3)],  // +73
    [(0, 0), (-1, -1), (-3, -3)], // -73
    [(0, 0), (-1, 0), (3, -2)],   // -75
    [(0, 0), (-2, 0), (3, -2)],   // -87
    [(0, 0), (-1, -1), (1, 3)],   // -96
    [(0, 0), (-2, -1), (-3, 3)],  // -98
    [(0, 0), (-1, -1), (2, 2)],   // -98
    [(0, 0), (-2, -1), (0, 3)],   // -116
    [(0, 0), (-1, 0), (3, -1)],   // -144
    [(0, 0), (-2, -1), (3, 1)],   // -147
    [(0, 0), (-2, 0), (-2, -2)],  // -149
    [(0, 0), (-2, 0), (-3, -3)],  // -150
    [(0, 0), (-2, -2), (2, 3)],   // -151
    [(0, 0), (-2, 0), (2, -3)],   // +151
    [(0, 0), (-2, 0), (2, -2)],   // -154
    [(0, 0), (-1, -1), (-1, 3)],  // -162
    [(0, 0), (-1, -1), (-3, 0)],  // -169
    [(0, 0), (-1, -1), (-2, -2)], // -172
    [(0, 0), (-1, 0), (2, -2)],   // -173
    [(0, 0), (-2, -1), (-3, -3)], // -183
    [(0, 0), (-2, -1), (3, 3)],   // +184
    [(0, 0), (-2, 0), (-3, 0)],   // -184
    [(0, 0), (-1, 0), (-3, 0)],   // -185
    [(0, 0), (-1, -1), (3, 3)],   // +186
    [(0, 0), (-2, -1), (2, -2)],  // -192
    [(0, 0), (-1, -1), (-1, 0)],  // -195
    [(0, 0), (-1, -1), (2, 3)],   // +197
    [(0, 0), (-2, -1), (3, -1)],  // -200
    [(0, 0), (-2, 0), (-3, -1)],  // -200
    [(0, 0), (-2, -1), (-2, 3)],  // -202
    [(0, 0), (-1, 0), (-3, -3)],  // -202
    [(0, 0), (-2, -1), (-3, 0)],  // -204
    [(0, 0), (-1, 0), (3, 0)],    // -208
    [(0, 0), (-1, 0), (0, -1)],   // -210
    [(0, 0), (-2, -1), (-3, 1)],  // -212
];

/// Drawn by `five-openings --seed 1` (see the module's comment).
const DRAWN: [Offsets; 50] = [
    [(-2, -2), (2, 1), (0, 2)],    // +54
    [(-2, -2), (1, -2), (2, 0)],   // -88
    [(-2, -2), (-1, -2), (-1, 2)], // +31
    [(-2, -2), (1, 1), (1, -1)],   // +40
    [(-2, -2), (-1, -2), (1, 2)],  // +83
    [(-2, -2), (-1, -1), (2, 1)],  // -61
    [(-2, -2), (2, -1), (1, -1)],  // -98
    [(-2, -2), (0, -2), (-2, 2)],  // -64
    [(-2, -2), (2, 0), (-1, 2)],   // -76
    [(-2, -2), (2, -2), (1, -1)],  // -75
    [(-2, -2), (0, -2), (2, 0)],   // -91
    [(-2, -2), (0, -1), (1, 2)],   // -2
    [(-2, -2), (2, -1), (0, 1)],   // -18
    [(-2, -2), (0, -1), (-2, 2)],  // -36
    [(-2, -2), (0, -1), (2, 1)],   // -82
    [(-2, -2), (1, 1), (0, 0)],    // -5
    [(-2, -2), (2, -1), (-1, 2)],  // +108
    [(-2, -2), (2, -1), (0, 2)],   // -111
    [(-2, -2), (2, 0), (2, -1)],   // -108
    [(-2, -2), (2, 0), (1, 0)],    // +9
    [(-2, -2), (2, 1), (2, -1)],   // +93
    [(-2, -2), (-1, -2), (2, -2)], // -87
    [(-2, -2), (1, 1), (2, 0)],    // +107
    [(-2, -2), (2, 1), (2, 0)],    // +43
    [(-2, -2), (2, -2), (1, 2)],   // -53
    [(-2, -2), (2, 0), (0, 1)],    // +20
    [(-2, -2), (2, 1), (0, 1)],    // -8
    [(-2, -2), (2, 1), (1, -1)],   // -84
    [(-2, -2), (-1, -2), (0, 2)],  // -101
    [(-2, -2), (2, -2), (1, -2)],  // -119
    [(-2, -2), (-1, -1), (2, 2)],  // +101
    [(-2, -2), (-1, -1), (1, 1)],  // +67
    [(-2, -2), (2, 1), (1, 2)],    // +76
    [(-2, -2), (1, -2), (-1, 2)],  // -56
    [(-2, -2), (2, 1), (1, 0)],    // +33
    [(-2, -2), (-1, -2), (-2, 2)], // +13
    [(-2, -2), (0, -1), (1, 1)],   // -105
    [(-2, -2), (1, -2), (1, 2)],   // +89
    [(-2, -2), (0, 0), (2, -1)],   // -115
    [(-2, -2), (2, 0), (0, 2)],    // +10
    [(-2, -2), (2, 1), (0, 0)],    // +105
    [(-2, -2), (0, -2), (2, 1)],   // +8
    [(-2, -2), (0, -2), (-1, 2)],  // -13
    [(-2, -2), (2, -1), (1, 1)],   // -76
    [(-2, -2), (2, -1), (1, 0)],   // -49
    [(-2, -2), (2, 1), (1, 1)],    // +53
    [(-2, -2), (1, -2), (0, 2)],   // -56
    [(-2, -2), (0, -2), (1, 2)],   // -38
    [(-2, -2), (-1, -2), (2, 2)],  // +98
    [(-2, -2), (1, 0), (2, -1)],   // -117
];

/// The sets of openings a match can play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Openings {
    /// The 50 balanced openings, X on the centre.
    #[default]
    Balanced,
    /// 50 openings drawn at random within two cells of the centre.
    Drawn,
    /// Openings read from a file (see `Openings::listed`): a set drawn
    /// afresh by `five-openings`, say, with no change to the code.
    Listed(Arc<[Offsets]>),
}

/// How far from the centre a listed opening's stones may lie: within a
/// 15 × 15 board, the smallest this project's matches are played on.
const FARTHEST: i32 = 7;

impl Openings {
    fn offsets(&self) -> &[Offsets] {
        match self {
            Openings::Balanced => &BALANCED,
            Openings::Drawn => &DRAWN,
            Openings::Listed(list) => list,
        }
    }

    /// How many openings the set has: a match of more than twice as many
    /// games plays them again.
    pub fn count(&self) -> usize {
        self.offsets().len()
    }

    /// Whether every opening of the set, placed around `area`'s centre,
    /// lies on it: else `placed` would put a stone where none was meant.
    pub fn fit(&self, area: Area) -> bool {
        let centre = area.centre();
        self.offsets().iter().flatten().all(|&(dx, dy)| {
            centre
                .offset(dx, dy)
                .is_some_and(|stone| area.contains(stone))
        })
    }

    /// Opening `index` (from 0, again from the first past the last)
    /// around `centre`.
    pub fn board(&self, index: usize, centre: Point) -> Board {
        placed(self.offsets()[index % self.count()], Board::new(), centre)
    }

    /// Openings as `five-openings` prints them, one a line: the X, O and
    /// X stones' offsets from the centre, `[(x, y), (x, y), (x, y)]`,
    /// then maybe a comma and a `//` comment. Blank lines are skipped; any
    /// other line that is not three different stones within `FARTHEST`
    /// cells of the centre is refused, by its number.
    pub fn listed(text: &str) -> Result<Openings, String> {
        let mut list = Vec::new();
        for (number, line) in (1..).zip(text.lines()) {
            let content = line.split("//").next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let offsets = offsets_of(content).ok_or_else(|| {
                format!(
                    "line {number}: {content:?} is not three stones as [(x, y), (x, y), (x, y)]"
                )
            })?;
            let [a, o, b] = offsets;
            if a == o || o == b || a == b {
                return Err(format!("line {number}: two stones on one cell"));
            }
            if offsets.iter().any(|(x, y)| x.abs().max(y.abs()) > FARTHEST) {
                return Err(format!(
                    "line {number}: a stone more than {FARTHEST} cells from the centre"
                ));
            }
            list.push(offsets);
        }
        match list.is_empty() {
            true => Err("no openings in it".into()),
            false => Ok(Openings::Listed(list.into())),
        }
    }
}

/// `[(x, y), (x, y), (x, y)]`, a trailing comma allowed, as offsets.
fn offsets_of(text: &str) -> Option<Offsets> {
    let inner = text.trim_end_matches(',').trim();
    let inner = inner.strip_prefix('[')?.strip_suffix(']')?;
    let mut stones = Vec::new();
    let mut rest = inner.trim();
    while !rest.is_empty() {
        let open = rest.strip_prefix('(')?;
        let (pair, after) = open.split_once(')')?;
        let (x, y) = pair.split_once(',')?;
        stones.push((x.trim().parse().ok()?, y.trim().parse().ok()?));
        rest = after.trim_start();
        rest = rest.strip_prefix(',').map_or(rest, str::trim_start);
    }
    stones.try_into().ok()
}

/// `board` with the stones of `offsets` played around `centre`, in order.
pub fn placed(offsets: Offsets, mut board: Board, centre: Point) -> Board {
    for (dx, dy) in offsets {
        let stone = centre.offset(dx, dy).unwrap_or(centre);
        // Distinct offsets on a board that holds them (`Openings::fit`,
        // checked where a match is read): never refused.
        let _ = board.play(stone);
    }
    board
}

/// Every opening with its three stones within `within` cells of the
/// centre each way, one of each canonical form, in an order shuffled by
/// `rng`.
pub fn shuffled(rng: &mut Rng, within: i32) -> Vec<Offsets> {
    let cells: Vec<(i32, i32)> = (-within..=within)
        .flat_map(|y| (-within..=within).map(move |x| (x, y)))
        .collect();
    let mut seen = std::collections::HashSet::new();
    let mut all = Vec::new();
    for &a in &cells {
        for &o in &cells {
            for &b in &cells {
                if a != o && o != b && a != b && seen.insert(canonical([a, o, b])) {
                    all.push([a, o, b]);
                }
            }
        }
    }
    for last in (1..all.len()).rev() {
        all.swap(last, rng.below(last + 1));
    }
    all
}

/// The offsets turned by one of the board's eight symmetries.
fn turned(offsets: Offsets, symmetry: usize) -> Offsets {
    offsets.map(|(x, y)| {
        let (x, y) = if symmetry & 4 != 0 { (y, x) } else { (x, y) };
        let x = if symmetry & 1 != 0 { -x } else { x };
        let y = if symmetry & 2 != 0 { -y } else { y };
        (x, y)
    })
}

/// One form for all the ways an opening can be seen: turned by any
/// symmetry, moved anywhere on the board, either X stone first.
pub fn canonical(offsets: Offsets) -> Offsets {
    (0..8)
        .map(|symmetry| {
            let [a, o, b] = turned(offsets, symmetry);
            let [a, b] = [a.min(b), a.max(b)];
            let least = (a.0.min(o.0).min(b.0), a.1.min(o.1).min(b.1));
            let moved = |(x, y): (i32, i32)| (x - least.0, y - least.1);
            [moved(a), moved(o), moved(b)]
        })
        .min()
        .unwrap_or(offsets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::Player;
    use std::collections::HashSet;

    /// How many of the set's openings differ up to the board's symmetries
    /// and moves.
    fn distinct(set: Openings) -> usize {
        let forms: HashSet<Offsets> = set.offsets().iter().map(|&o| canonical(o)).collect();
        forms.len()
    }

    #[test]
    fn balanced_openings_are_three_central_stones_all_different() {
        let centre = Point::new(10, 10).unwrap();
        for (index, offsets) in BALANCED.into_iter().enumerate() {
            let board = Openings::Balanced.board(index, centre);
            assert_eq!(board.moves().len(), 3, "{offsets:?}");
            assert_eq!(board.moves()[0], centre);
            assert!(offsets[1].0.abs() <= 2 && offsets[1].1.abs() <= 2);
            assert!(offsets[2].0.abs() <= 3 && offsets[2].1.abs() <= 3);
        }
        // Four are another seen from its other X (the 4th, O and X 2 and 3
        // cells down a diagonal from the centre, is the 17th, 1 and 3):
        // the set was told apart with the same X on the centre.
        assert_eq!(distinct(Openings::Balanced), 46);
        let count = Openings::Balanced.count();
        assert_eq!(count, 50);
        assert_eq!(
            Openings::Balanced.board(count + 1, centre),
            Openings::Balanced.board(1, centre)
        );
    }

    #[test]
    fn drawn_openings_are_within_two_cells_all_different() {
        let centre = Point::new(10, 10).unwrap();
        assert_eq!(Openings::Drawn.count(), 50);
        for index in 0..Openings::Drawn.count() {
            let board = Openings::Drawn.board(index, centre);
            assert_eq!(board.moves().len(), 3);
            assert!(board
                .moves()
                .iter()
                .all(|p| (p.x() - 10).abs() <= 2 && (p.y() - 10).abs() <= 2));
        }
        assert_eq!(distinct(Openings::Drawn), 50);
    }

    #[test]
    fn listed_openings_read_what_five_openings_prints() {
        let text = "    [(-2, -2), (1, -2), (2, -1)], // -87\n\n[(0,0),(1,1),(-1,-1)]\n";
        let listed = Openings::listed(text).unwrap();
        assert_eq!(
            listed.offsets(),
            [[(-2, -2), (1, -2), (2, -1)], [(0, 0), (1, 1), (-1, -1)]]
        );
        let centre = Point::new(10, 10).unwrap();
        let board = listed.board(2, centre);
        assert_eq!(board.moves()[0], Point::new(8, 8).unwrap());
        assert_eq!(board.to_move(), Player::O);
        // The drawn set as the source spells it reads back as the set.
        let source = DRAWN.map(|[a, o, b]| format!("[{a:?}, {o:?}, {b:?}], // note\n"));
        let read = Openings::listed(&source.concat()).unwrap();
        assert_eq!(read.offsets(), Openings::Drawn.offsets());
    }

    #[test]
    fn listed_openings_refuse_a_bad_line_by_its_number() {
        let says = |text: &str, message: &str| {
            assert_eq!(Openings::listed(text).unwrap_err(), message, "{text:?}");
        };
        says("", "no openings in it");
        says("// only a comment\n", "no openings in it");
        let shape = |line: &str| {
            format!("line 2: {line:?} is not three stones as [(x, y), (x, y), (x, y)]")
        };
        for line in [
            "[(0, 0), (1, 1)]",
            "[(0, 0), (1, 1), (2, 2), (3, 3)]",
            "(0, 0), (1, 1), (2, 2)",
            "[(0, 0), (1, x), (2, 2)]",
            "[(0, 0) (1, 1) (2, 2)",
            "<b>bold</b>",
        ] {
            says(&format!("[(0, 0), (1, 0), (2, 0)]\n{line}\n"), &shape(line));
        }
        says("[(0, 0), (1, 1), (0, 0)]", "line 1: two stones on one cell");
        says(
            "[(0, 0), (8, 1), (2, 2)]",
            "line 1: a stone more than 7 cells from the centre",
        );
        let too_far = "[(0, 0), (1, 1), (99999999999, 2)]";
        says(too_far, &shape(too_far).replace("line 2", "line 1"));
    }

    #[test]
    fn canonical_forms_ignore_symmetry_place_and_the_x_stones_order() {
        let opening = [(0, 0), (-2, -1), (2, -3)];
        for symmetry in 0..8 {
            let [a, o, b] = turned(opening, symmetry);
            let moved = [a, o, b].map(|(x, y)| (x + 3, y - 1));
            assert_eq!(canonical(moved), canonical(opening));
            assert_eq!(canonical([b, o, a]), canonical(opening));
        }
        // O's place among the stones matters.
        assert_ne!(canonical([(-2, -1), (0, 0), (2, -3)]), canonical(opening));
    }

    #[test]
    fn shuffles_hold_each_opening_once_in_a_seeded_order() {
        let all = shuffled(&mut Rng::new(3), 2);
        let canonical_forms: HashSet<Offsets> = all.iter().map(|&o| canonical(o)).collect();
        assert_eq!(canonical_forms.len(), all.len());
        // Up to the board's symmetries and moves, and the X stones' order.
        assert_eq!(all.len(), 239);
        for [a, o, b] in &all {
            assert!([a, o, b].iter().all(|(x, y)| x.abs() <= 2 && y.abs() <= 2));
        }
        assert_eq!(all, shuffled(&mut Rng::new(3), 2));
        assert_ne!(all, shuffled(&mut Rng::new(4), 2));
    }
}
