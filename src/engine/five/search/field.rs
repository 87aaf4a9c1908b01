//! The search's board: stones on a fixed grid, and for every five-cell
//! window on it how many stones of each side it holds. A window with
//! stones of one side only is *live* for that side; the evaluation and the
//! threats are all read off live windows, and a move touches just the 20
//! windows through its cell, so make and unmake update them in place.

use super::mapping::{CELLS, RING, SIDE};

/// A side, as an index: 0 for X, 1 for O.
pub(super) type Side = usize;

/// The grid steps of the four lines: across, down, down-right, down-left.
pub(super) const STEPS: [usize; 4] = [1, SIDE, SIDE + 1, SIDE - 1];

/// What a live window with this many stones is worth to its side. A full
/// window is five in a row, which the search scores on its own.
const WORTH: [i32; 5] = [0, 2, 12, 70, 500];

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cell {
    Empty,
    Stone(Side),
    Wall,
}

/// A window's stones per side; a window over a wall holds `DEAD` of each,
/// so that it is live for neither.
type Count = [u8; 2];
const DEAD: Count = [6, 6];

/// What the live windows through a cell offer each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Offer {
    /// How much a stone here would add to the side's worth: at most 20
    /// windows of 430. Narrow fields keep the search's arrays in cache.
    pub gain: [i16; 2],
    /// Windows that a stone here would turn into a four (one cell from five).
    pub fours: [i16; 2],
    /// Windows that a stone here would complete: a five.
    pub fives: [i16; 2],
}

/// A window's share of the totals and of its cells' offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Share {
    worth: [i32; 2],
    /// Live windows with three stones: without one, a side has no move
    /// that makes a four.
    threes: [i32; 2],
    /// Live windows with four stones: a side with one wins on its move.
    fours: [i32; 2],
    offer: Offer,
}

impl Share {
    const NONE: Share = Share {
        worth: [0; 2],
        threes: [0; 2],
        fours: [0; 2],
        offer: Offer {
            gain: [0; 2],
            fours: [0; 2],
            fives: [0; 2],
        },
    };

    const fn of(count: Count) -> Share {
        let mut share = Share::NONE;
        let mut side = 0;
        while side < 2 {
            let (own, other) = (count[side] as usize, count[1 - side]);
            if other == 0 && own < 5 {
                share.worth[side] = WORTH[own];
                share.threes[side] = (own == 3) as i32;
                if own == 4 {
                    share.fours[side] = 1;
                    share.offer.fives[side] = 1;
                } else {
                    share.offer.gain[side] = (WORTH[own + 1] - WORTH[own]) as i16;
                    share.offer.fours[side] = (own == 3) as i16;
                }
            }
            side += 1;
        }
        share
    }

    /// `self - before`, field by field.
    const fn since(self, before: Share) -> Share {
        let mut delta = self;
        let mut side = 0;
        while side < 2 {
            delta.worth[side] -= before.worth[side];
            delta.threes[side] -= before.threes[side];
            delta.fours[side] -= before.fours[side];
            delta.offer.gain[side] -= before.offer.gain[side];
            delta.offer.fours[side] -= before.offer.fours[side];
            delta.offer.fives[side] -= before.offer.fives[side];
            side += 1;
        }
        delta
    }
}

/// How a window's share changes when `side` adds a stone to it: indexed by
/// side, then by the window's stones of each side before. Computed once, at
/// compile time, as make and unmake spend most of the search's time here.
static ADDED: [[[Share; 5]; 5]; 2] = {
    let mut table = [[[Share::NONE; 5]; 5]; 2];
    let mut side = 0;
    while side < 2 {
        let mut x = 0;
        while x < 5 {
            let mut o = 0;
            while o < 5 {
                let before = [x as u8, o as u8];
                let mut after = before;
                after[side] += 1;
                table[side][x][o] = Share::of(after).since(Share::of(before));
                o += 1;
            }
            x += 1;
        }
        side += 1;
    }
    table
};

impl Offer {
    /// Adds `delta` (`sign` 1) or takes it away (-1).
    fn add(&mut self, delta: &Offer, sign: i16) {
        for side in 0..2 {
            self.gain[side] += sign * delta.gain[side];
            self.fours[side] += sign * delta.fours[side];
            self.fives[side] += sign * delta.fives[side];
        }
    }
}

/// The grid, its windows and the totals read off them.
#[derive(Clone)]
pub(super) struct Field {
    cells: Vec<Cell>,
    /// Indexed by line, then by the window's first cell.
    counts: Vec<Count>,
    offers: Vec<Offer>,
    worth: [i32; 2],
    threes: [i32; 2],
    fours: [i32; 2],
    hash: u64,
}

impl Field {
    /// An empty grid whose cells are walls where `is_wall` says so; the
    /// outer ring is always wall.
    pub(super) fn new(is_wall: impl Fn(usize) -> bool) -> Field {
        let cells = (0..CELLS)
            .map(|cell| {
                let (x, y) = (cell % SIDE, cell / SIDE);
                let ring = |v: usize| !(RING..SIDE - RING).contains(&v);
                if ring(x) || ring(y) || is_wall(cell) {
                    Cell::Wall
                } else {
                    Cell::Empty
                }
            })
            .collect();
        let mut field = Field {
            cells,
            counts: vec![DEAD; 4 * CELLS],
            offers: vec![Offer::default(); CELLS],
            worth: [0; 2],
            threes: [0; 2],
            fours: [0; 2],
            hash: 0,
        };
        for line in 0..4 {
            for first in 0..CELLS {
                let open =
                    window(first, line).all(|cell| field.cells.get(cell) == Some(&Cell::Empty));
                if open {
                    field.counts[line * CELLS + first] = [0, 0];
                }
            }
        }
        field
    }

    pub(super) fn get(&self, cell: usize) -> Cell {
        self.cells[cell]
    }

    pub(super) fn offer(&self, cell: usize) -> &Offer {
        &self.offers[cell]
    }

    /// The worth of a side's live windows.
    pub(super) fn worth(&self, side: Side) -> i32 {
        self.worth[side]
    }

    /// Whether `side` has a move that makes a four.
    pub(super) fn can_make_four(&self, side: Side) -> bool {
        self.threes[side] > 0
    }

    /// Whether `side` has a four: a cell that completes five.
    pub(super) fn has_four(&self, side: Side) -> bool {
        self.fours[side] > 0
    }

    /// The Zobrist hash of the stones.
    pub(super) fn hash(&self) -> u64 {
        self.hash
    }

    /// Puts a stone of `side` on the empty `cell`.
    pub(super) fn make(&mut self, cell: usize, side: Side) {
        debug_assert_eq!(self.cells[cell], Cell::Empty);
        self.cells[cell] = Cell::Stone(side);
        self.hash ^= zobrist(cell, side);
        self.recount(cell, side, 1);
    }

    /// Takes the stone of `side` off `cell`: `make` undone.
    pub(super) fn unmake(&mut self, cell: usize, side: Side) {
        debug_assert_eq!(self.cells[cell], Cell::Stone(side));
        self.cells[cell] = Cell::Empty;
        self.hash ^= zobrist(cell, side);
        self.recount(cell, side, -1);
    }

    /// The cells that complete a five for `side` in the windows through
    /// `cell`: the fours its stone there made. Repeats are left in.
    pub(super) fn fives_through(
        &self,
        cell: usize,
        side: Side,
    ) -> impl Iterator<Item = usize> + '_ {
        (0..4).flat_map(move |line| {
            (0..5).filter_map(move |back| {
                let first = cell.checked_sub(back * STEPS[line])?;
                let count = self.counts[line * CELLS + first];
                (count != DEAD && count[side] == 4 && count[1 - side] == 0)
                    .then(|| window(first, line).find(|&c| self.cells[c] == Cell::Empty))
                    .flatten()
            })
        })
    }

    /// Adds (`sign` 1) or removes (-1) a stone of `side` on `cell` in the
    /// counts of the 20 windows through it.
    fn recount(&mut self, cell: usize, side: Side, sign: i32) {
        for (line, &step) in STEPS.iter().enumerate() {
            for back in 0..5 {
                let first = cell - back * step;
                let index = line * CELLS + first;
                let count = self.counts[index];
                if count == DEAD {
                    continue;
                }
                // Removing a stone undoes the change its adding made.
                let mut fewer = count;
                if sign < 0 {
                    fewer[side] -= 1;
                }
                let delta = &ADDED[side][usize::from(fewer[0])][usize::from(fewer[1])];
                let mut more = fewer;
                more[side] += 1;
                self.counts[index] = if sign > 0 { more } else { fewer };
                for s in 0..2 {
                    self.worth[s] += sign * delta.worth[s];
                    self.threes[s] += sign * delta.threes[s];
                    self.fours[s] += sign * delta.fours[s];
                }
                for c in window(first, line) {
                    self.offers[c].add(&delta.offer, sign as i16);
                }
            }
        }
    }
}

/// The five cells of the window starting at `first` along `line`; cells off
/// the grid read as past its end.
pub(super) fn window(first: usize, line: usize) -> impl Iterator<Item = usize> {
    (0..5).map(move |k| first + k * STEPS[line])
}

/// A random-looking key per cell and side, computed rather than stored
/// (splitmix64): the same on every call, and no table to fill.
fn zobrist(cell: usize, side: Side) -> u64 {
    let mut z = (cell as u64 * 2 + side as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator: the tests need no crate for it.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((self.0 >> 33) as usize) % n
        }
    }

    /// The same stones played onto a fresh field: what every incremental
    /// update must add up to.
    fn from_scratch(field: &Field) -> Field {
        let mut fresh = Field::new(|cell| field.get(cell) == Cell::Wall);
        for cell in 0..CELLS {
            if let Cell::Stone(side) = field.get(cell) {
                fresh.make(cell, side);
            }
        }
        fresh
    }

    fn assert_same(field: &Field, fresh: &Field) {
        assert_eq!(field.counts, fresh.counts);
        assert_eq!(field.offers, fresh.offers);
        assert_eq!(
            (field.worth, field.fours, field.hash),
            (fresh.worth, fresh.fours, fresh.hash)
        );
    }

    #[test]
    fn incremental_updates_equal_a_recount_after_random_make_and_unmake() {
        let mut rng = Rng(7);
        // A bounded board in one corner, so that walls take part.
        let mut field = Field::new(|cell| cell % SIDE > 30 || cell / SIDE > 26);
        let empty = field.clone();
        let mut played: Vec<(usize, Side)> = Vec::new();
        for step in 0..3_000 {
            if played.is_empty() || rng.below(3) > 0 {
                let cell = (RING + rng.below(30)) + (RING + rng.below(26)) * SIDE;
                if field.get(cell) == Cell::Empty {
                    let side = rng.below(2);
                    field.make(cell, side);
                    played.push((cell, side));
                }
            } else {
                let (cell, side) = played.swap_remove(rng.below(played.len()));
                field.unmake(cell, side);
            }
            if step % 50 == 0 {
                assert_same(&field, &from_scratch(&field));
            }
        }
        while let Some((cell, side)) = played.pop() {
            field.unmake(cell, side);
        }
        assert_same(&field, &empty);
        assert_eq!(field.hash(), 0);
    }

    #[test]
    fn a_four_offers_its_fifth_cell_and_a_three_its_fours() {
        let mut field = Field::new(|_| false);
        let row = 40 * SIDE;
        for x in 40..43 {
            field.make(row + x, 0);
        }
        assert!(!field.has_four(0));
        // _XXX_ : both ends and the cells beyond make a four.
        for x in [38, 39, 43, 44] {
            assert!(field.offer(row + x).fours[0] > 0, "{x}");
        }
        field.make(row + 43, 0);
        assert!(field.has_four(0) && !field.has_four(1));
        let mut fives: Vec<usize> = field.fives_through(row + 43, 0).collect();
        fives.sort_unstable();
        fives.dedup();
        assert_eq!(fives, [row + 39, row + 44]);
        field.make(row + 39, 1);
        assert_eq!(
            field.fives_through(row + 43, 0).collect::<Vec<_>>(),
            [row + 44]
        );
    }
}
