//! The order the searches try moves in: best first, as most nodes are cut
//! off after a few. A move ranks by the threats it makes and stops, then by
//! what it builds for either side and by what the search has learnt of it
//! (see `history`); the table's move comes first of all.

use super::grid::{Grid, Side};
use super::history::History;
use super::pattern::Threat;

/// Below this order a move is quiet: it makes no three and stops none.
pub(super) const QUIET_ORDER: i32 = 10_000;

/// Whether a ranked move of a node that is not forcing is quiet: below
/// `QUIET_ORDER`, and not the table's move.
pub(super) fn is_quiet((cell, order): (usize, i32), hint: Option<usize>) -> bool {
    order < QUIET_ORDER && Some(cell) != hint
}

/// Each threat's rank in the move order, made by the mover...
const TIER_OWN: [i32; Threat::COUNT] = [0, 2, 4, 3, 6, 8, 10];
/// ... and taken from the other side by playing there.
const TIER_OTHER: [i32; Threat::COUNT] = [0, 0, 3, 2, 5, 7, 9];

/// Gives each of `side`'s moves on `grid` its order at `ply`, the table's
/// move (`hint`) first.
pub(super) fn rank(
    grid: &Grid,
    history: &History,
    moves: &mut [(usize, i32)],
    side: Side,
    hint: Option<usize>,
    ply: usize,
) {
    let other = 1 - side;
    let killers = history.killers(ply);
    for (cell, order) in moves.iter_mut() {
        let own = grid.threat(*cell, side);
        let theirs = grid.threat(*cell, other);
        let tier = TIER_OWN[own as usize].max(TIER_OTHER[theirs as usize]);
        let mut score = tier * QUIET_ORDER
            + grid.value(*cell, side)
            + grid.value(*cell, other) / 2
            + history.score(*cell, side).min(4_000) / 8;
        if killers.contains(cell) {
            score += QUIET_ORDER / 2;
        }
        if Some(*cell) == hint {
            score = i32::MAX;
        }
        *order = score;
    }
}

/// Moves the best of `moves` to the front.
pub(super) fn select_best(moves: &mut [(usize, i32)]) {
    let best = (1..moves.len()).fold(0, |best, i| {
        if better(moves[i], moves[best]) {
            i
        } else {
            best
        }
    });
    moves.swap(0, best);
}

/// Sorts by order, best first, ties by cell.
pub(super) fn sort_best_first(moves: &mut [(usize, i32)]) {
    insertion_sort_by(moves, |&a, &b| better(a, b));
}

/// Sorts `items` so that each comes after any it does not go `before`:
/// insertion sort, as the lists sorted here are short and the standard
/// library's sort weighs kilobytes in the wasm.
pub(super) fn insertion_sort_by<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

fn better(a: (usize, i32), b: (usize, i32)) -> bool {
    a.1 > b.1 || (a.1 == b.1 && a.0 < b.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_sort_best_first_ties_by_cell() {
        let mut moves = [(4, 1), (2, 7), (9, 7), (1, -3)];
        sort_best_first(&mut moves);
        assert_eq!(moves, [(2, 7), (9, 7), (4, 1), (1, -3)]);
    }
}
