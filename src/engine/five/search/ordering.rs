//! The order the searches try moves in: best first, as most nodes are cut
//! off after a few. A move ranks by the threats it makes and stops, then by
//! the values of what it builds and what it takes from the other side, and
//! by what the search has learnt of it (see `history`); the table's move
//! comes first of all.
//!
//! The values are learned (`move_values.rs`, written by `five-order`): per
//! cell code, with the lines in any order, for the mover's shapes on the
//! cell and for the other side's, fitted so that the moves Hard's deeper
//! searches chose in its games against itself rank first.

use super::evaluation::{canonical, WITHOUT_FIVE};
use super::grid::{Grid, Side};
use super::history::History;
use super::move_values::MOVE_VALUE;
use super::pattern::{Shape, Threat, TO_MOVE, WAITING};
use super::position::Position;
use super::{grid_of, side_of};
use crate::engine::five::Point;

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

/// What the move order weighs of a cell's `shapes`, by role: as the
/// mover's, then as the other side's. A five needs no value: it is played,
/// or blocked, before any order is asked for.
pub(super) fn move_value(shapes: [Shape; 4]) -> [i16; 2] {
    let code = canonical(shapes);
    [TO_MOVE, WAITING].map(|role| MOVE_VALUE[role].get(code).copied().unwrap_or(0))
}

/// How many values the order weighs: per role, one per cell code that
/// holds no five.
pub const VALUES: usize = 2 * WITHOUT_FIVE;

/// The values in use, the mover's first, each by its cell code.
pub fn values() -> Vec<i16> {
    MOVE_VALUE.iter().flatten().copied().collect()
}

/// A move's threat tier: what it makes, or what it stops.
fn tier(grid: &Grid, cell: usize, side: Side) -> i32 {
    let own = grid.threat(cell, side);
    let theirs = grid.threat(cell, 1 - side);
    TIER_OWN[own as usize].max(TIER_OTHER[theirs as usize])
}

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
        let mut score = tier(grid, *cell, side) * QUIET_ORDER
            + grid.value(*cell, side, TO_MOVE)
            + grid.value(*cell, other, WAITING)
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

/// A move the search would try, as the move order sees it: for the tool
/// that fits the values (`five-order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub point: Point,
    /// Its threat tier: the order tries higher tiers first.
    pub tier: i32,
    /// Its cell code with the lines in any order, by role: the mover's
    /// shapes on the cell, then the other side's.
    pub codes: [u16; 2],
}

/// The moves the search would weigh by their values in `position`: every
/// candidate cell, unless the side to move completes or must block a five
/// or faces a four-three, where threats alone decide (so no code holds a
/// five).
pub fn choices(position: &Position) -> Vec<Choice> {
    let (mapping, grid) = grid_of(position);
    let side = side_of(position.to_move());
    let other = 1 - side;
    let forced = grid.count_at_least(side, Threat::Five) > 0
        || grid.count_at_least(other, Threat::FourThree) > 0;
    if forced || position.winner().is_some() {
        return Vec::new();
    }
    grid.candidates()
        .filter_map(|cell| {
            Some(Choice {
                point: mapping.point(cell)?,
                tier: tier(&grid, cell, side),
                codes: [side, other].map(|who| canonical(grid.shapes(cell, who)) as u16),
            })
        })
        .collect()
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
    use crate::engine::five::Player;

    #[test]
    fn moves_sort_best_first_ties_by_cell() {
        let mut moves = [(4, 1), (2, 7), (9, 7), (1, -3)];
        sort_best_first(&mut moves);
        assert_eq!(moves, [(2, 7), (9, 7), (4, 1), (1, -3)]);
    }

    /// The position of `xs` and `os` on the open board, `mover` to play.
    fn position(xs: &[(i32, i32)], os: &[(i32, i32)], mover: Player) -> Position {
        let mut position = Position::new(crate::engine::five::Area::Unbounded, mover);
        for (stones, player) in [(xs, Player::X), (os, Player::O)] {
            for &(x, y) in stones {
                position.place(Point::new(x, y).unwrap(), player).unwrap();
            }
        }
        position
    }

    #[test]
    fn choices_are_the_candidates_unless_threats_decide() {
        // A lone stone: the 24 cells within two of it, all quiet. Beside it
        // O's stone would stand alone, hemmed in on one line (shape 1, open
        // elsewhere: 2), and take X's open two (4).
        let lone = choices(&position(&[(7, 7)], &[], Player::O));
        assert_eq!(lone.len(), 24);
        assert!(lone.iter().all(|choice| choice.tier == 0));
        let beside = lone.iter().find(|c| c.point == Point::new(8, 7).unwrap());
        let codes = [[1, 2, 2, 2], [4, 2, 2, 2]].map(|shapes| canonical(shapes) as u16);
        assert_eq!(beside.unwrap().codes, codes);
        // O's open two: beside it, an open three.
        let twos = choices(&position(&[(7, 7)], &[(1, 1), (2, 1)], Player::O));
        let three = twos.iter().find(|c| c.point == Point::new(3, 1).unwrap());
        assert_eq!(three.unwrap().tier, TIER_OWN[Threat::Three as usize]);
        // X's four to block, X's five to play, X's open four to come or
        // X's four-three: threats alone decide.
        let three = &[(6, 7), (7, 7), (8, 7)];
        assert!(choices(&position(three, &[(7, 9), (9, 9)], Player::O)).is_empty());
        let four = &[(5, 7), (6, 7), (7, 7), (8, 7)];
        assert!(choices(&position(four, &[(4, 7), (9, 9), (9, 8)], Player::O)).is_empty());
        assert!(choices(&position(four, &[(4, 7), (9, 9), (9, 8)], Player::X)).is_empty());
        let four_three = &[(5, 7), (6, 7), (7, 7), (7, 8), (7, 9)];
        let os = &[(4, 7), (1, 1), (1, 3), (1, 5)];
        assert!(choices(&position(four_three, os, Player::O)).is_empty());
    }
}
