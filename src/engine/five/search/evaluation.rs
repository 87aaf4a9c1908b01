//! Hard's evaluation, read off two learned tables (`weights.rs`, written by
//! `five-fit`):
//!
//! - what each empty cell is worth to a side, by its code with the four
//!   lines in any order (a cell is worth what its stone would make, not
//!   which lines make it): 715 codes, for the side to move and for the
//!   other. The grid keeps the sums as stones come and go;
//! - what both sides' threats are worth together, by each side's *profile*:
//!   how many cells give it an open three or more, a four or more, and
//!   whether one gives a four-three or better. Thirty profiles a side, 900
//!   pairs: two open threes to come weigh differently against none than
//!   against a four.

use super::grid::{Grid, Side};
use super::pattern::{Shape, Threat, SHAPES, TO_MOVE, WAITING};
use super::weights::{CELL_WORTH, PROFILE_WORTH};

/// How many codes there are with the lines in any order: four shapes of
/// `SHAPES`, repeats allowed, C(SHAPES + 3, 4).
pub(super) const CANONICAL: usize = choose(SHAPES + 3, 4);
/// How many of them hold no five: they rank first, as a five is the last
/// shape.
pub(super) const WITHOUT_FIVE: usize = choose(SHAPES + 2, 4);
/// How many profiles a side has, and what each part counts up to.
pub(super) const PROFILES: usize = (MOST_THREES as usize + 1) * (MOST_FOURS as usize + 1) * 2;
const MOST_THREES: u32 = 4;
const MOST_FOURS: u32 = 2;

const fn choose(n: usize, k: usize) -> usize {
    let mut result = 1;
    let mut i = 0;
    while i < k {
        result = result * (n - i) / (i + 1);
        i += 1;
    }
    result
}

/// The index of a cell's shapes in any order: sorted, then ranked among
/// the sorted ones (a sorted `a ≤ b ≤ c ≤ d` is the set `a < b+1 < c+2 <
/// d+3`, ranked by the combinatorial number system).
pub(super) fn canonical(mut shapes: [Shape; 4]) -> usize {
    shapes.sort_unstable();
    (0..4)
        .map(|i| choose(usize::from(shapes[i]) + i, i + 1))
        .sum()
}

/// `side`'s profile on `grid`.
pub(super) fn profile(grid: &Grid, side: Side) -> usize {
    let threes = grid.count_at_least(side, Threat::Three).min(MOST_THREES) as usize;
    let fours = grid.count_at_least(side, Threat::Four).min(MOST_FOURS) as usize;
    let strong = usize::from(grid.count_at_least(side, Threat::FourThree) > 0);
    threes + (MOST_THREES as usize + 1) * (fours + (MOST_FOURS as usize + 1) * strong)
}

/// What a cell with `shapes` is worth to a side, by role.
pub(super) fn cell_worth(shapes: [Shape; 4]) -> [i16; 2] {
    let code = canonical(shapes);
    [CELL_WORTH[TO_MOVE][code], CELL_WORTH[WAITING][code]]
}

/// The position on `grid` for `side`, to move.
pub(super) fn evaluation(grid: &Grid, side: Side) -> i32 {
    let profiles = PROFILE_WORTH[profile(grid, side)][profile(grid, 1 - side)];
    grid.total(side, TO_MOVE) - grid.total(1 - side, WAITING) + i32::from(profiles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::search::pattern::{shapes_of, FIVE};
    use std::collections::HashSet;

    #[test]
    fn canonical_codes_are_the_codes_up_to_line_order() {
        // Every code's index is below CANONICAL, codes that are one
        // another's lines reordered share it, and all indices are taken.
        let mut seen = HashSet::new();
        for code in 0..SHAPES.pow(4) {
            let shapes = shapes_of(code as u16);
            let index = canonical(shapes);
            assert!(index < CANONICAL, "{shapes:?}");
            assert_eq!(index >= WITHOUT_FIVE, shapes.contains(&FIVE), "{shapes:?}");
            let mut reversed = shapes;
            reversed.reverse();
            assert_eq!(canonical(reversed), index);
            assert_eq!(
                canonical([shapes[2], shapes[0], shapes[3], shapes[1]]),
                index
            );
            seen.insert(index);
        }
        assert_eq!((seen.len(), CANONICAL, WITHOUT_FIVE), (715, 715, 495));
        assert_eq!(canonical([0; 4]), 0);
        assert_eq!(canonical([9; 4]), CANONICAL - 1);
    }
}
