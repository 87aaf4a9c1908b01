//! What Hard's evaluation counts in a position, and its weights, in one
//! order: the evaluation is the sum of each count times its weight. The
//! fitting tool (`five-fit`) fits the weights to a stronger brain's
//! evaluations.

use super::evaluation::{canonical, profile, CANONICAL, PROFILES};
use super::grid_of;
use super::pattern::{Role, TO_MOVE, WAITING};
use super::position::Position;
use super::side_of;
use super::weights::{CELL_WORTH, PROFILE_WORTH};

/// Per role, a weight per cell code (lines in any order); then one per
/// pair of profiles, the side to move's first.
pub const WEIGHTS: usize = 2 * CANONICAL + PROFILE_PAIRS;
pub const PROFILE_PAIRS: usize = PROFILES * PROFILES;

/// A position's counts: each weight's index with its count, those not zero
/// alone, by index.
pub type Counts = Vec<(u16, i16)>;

fn cell_index(role: Role, code: usize) -> usize {
    role * CANONICAL + code
}

fn profile_index(mine: usize, theirs: usize) -> usize {
    2 * CANONICAL + mine * PROFILES + theirs
}

/// The evaluation's weights, in their order.
pub fn weights() -> Vec<f64> {
    let cells = CELL_WORTH.iter().flatten();
    let profiles = PROFILE_WORTH.iter().flatten();
    cells.chain(profiles).map(|&w| f64::from(w)).collect()
}

/// `weights` as `weights.rs` spells them, rounded: the file `five-fit`
/// writes.
pub fn source(weights: &[f64]) -> String {
    let rows = |values: &[f64], width: usize| -> String {
        values
            .chunks(width)
            .map(|chunk| {
                let words: Vec<String> = chunk
                    .iter()
                    // Adding 0 writes -0 as 0.
                    .map(|w| format!("{}", w.round().clamp(-32_000.0, 32_000.0) + 0.0))
                    .collect();
                format!("        {},\n", words.join(", "))
            })
            .collect()
    };
    let block = |values: &[f64], width: usize| format!("    [\n{}    ],\n", rows(values, width));
    let (cells, profiles) = weights.split_at(2 * CANONICAL);
    let cells: String = cells
        .chunks(CANONICAL)
        .map(|role| block(role, 13))
        .collect();
    let profiles: String = profiles
        .chunks(PROFILES)
        .map(|row| block(row, 15))
        .collect();
    format!(
        "//! The learned evaluation's tables (see `evaluation`), written by\n\
         //! `five-fit`: do not edit by hand.\n\n\
         use super::evaluation::{{CANONICAL, PROFILES}};\n\n\
         /// By role, then by cell code with the lines in any order.\n\
         #[rustfmt::skip]\n\
         pub(super) const CELL_WORTH: [[i16; CANONICAL]; 2] = [\n{cells}];\n\n\
         /// By the side to move's profile, then the other's.\n\
         #[rustfmt::skip]\n\
         pub(super) const PROFILE_WORTH: [[i16; PROFILES]; PROFILES] = [\n{profiles}];\n"
    )
}

/// Whether a fit sets the weight at `index`: not those of a cell whose
/// lines hold no more than lone stones, which stay at zero so that open
/// space is worth nothing on a board of any size.
pub fn is_fitted(index: usize) -> bool {
    // Shapes 0 to 2: none, or a lone stone, closed or open.
    const LONE: usize = 2;
    index >= 2 * CANONICAL
        || canonical_shapes()[index % CANONICAL]
            .iter()
            .any(|&s| usize::from(s) > LONE)
}

/// The shapes of each canonical code, in its index's order.
fn canonical_shapes() -> &'static [[u8; 4]; CANONICAL] {
    static SHAPES_OF: std::sync::OnceLock<[[u8; 4]; CANONICAL]> = std::sync::OnceLock::new();
    SHAPES_OF.get_or_init(|| {
        let mut all = [[0; 4]; CANONICAL];
        for code in 0..super::pattern::CODES {
            let shapes = super::pattern::shapes_of(code as u16);
            all[canonical(shapes)] = shapes;
        }
        all
    })
}

/// What the evaluation counts in a position, and whether the search would
/// evaluate it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Census {
    pub counts: Counts,
    /// Whether the side to move must block a five: the search plays the
    /// block at once, never trusting the evaluation there.
    pub forced: bool,
}

/// What the evaluation counts in `position`, for the side to move: per
/// role, how many empty cells have each code (the other side's negative),
/// and the pair of the sides' profiles. `None` where the side to move
/// completes five at once: the search never evaluates that.
pub fn census(position: &Position) -> Option<Census> {
    if position.winner().is_some() {
        return None;
    }
    let (_, grid) = grid_of(position);
    let side = side_of(position.to_move());
    if grid.has_five(side) {
        return None;
    }
    let mut counts = std::collections::BTreeMap::new();
    for (role, who, sign) in [(TO_MOVE, side, 1), (WAITING, 1 - side, -1)] {
        for (shapes, _) in grid.empty_cells(who) {
            let index = cell_index(role, canonical(shapes));
            if is_fitted(index) {
                *counts.entry(index as u16).or_insert(0) += sign;
            }
        }
    }
    counts.insert(
        profile_index(profile(&grid, side), profile(&grid, 1 - side)) as u16,
        1,
    );
    Some(Census {
        counts: counts
            .into_iter()
            .filter(|&(_, count)| count != 0)
            .collect(),
        forced: grid.has_five(1 - side),
    })
}

/// The evaluation `weights` give to `counts`.
pub fn evaluate(counts: &Counts, weights: &[f64]) -> f64 {
    counts
        .iter()
        .map(|&(index, count)| f64::from(count) * weights[usize::from(index)])
        .sum()
}

#[cfg(test)]
mod tests {
    use super::super::evaluation::evaluation;
    use super::*;
    use crate::engine::five::{Board, Point};
    use crate::engine::rng::Rng;

    /// A game of random moves near the centre, `moves` long.
    fn random_board(rng: &mut Rng, moves: usize) -> Board {
        let mut board = Board::new();
        while board.moves().len() < moves && board.winner().is_none() {
            let x = rng.below(9) as i32 - 4;
            let y = rng.below(9) as i32 - 4;
            let _ = board.play(Point::new(x, y).expect("near the centre"));
        }
        board
    }

    #[test]
    fn the_evaluation_is_the_counts_times_the_weights() {
        let mut rng = Rng::new(5);
        let weights = weights();
        let mut checked = 0;
        for moves in (1..40).cycle().take(200) {
            let board = random_board(&mut rng, moves);
            let position = Position::from_board(&board);
            let Some(Census { counts, .. }) = census(&position) else {
                continue;
            };
            let (_, grid) = grid_of(&position);
            let side = side_of(position.to_move());
            assert_eq!(
                evaluate(&counts, &weights),
                f64::from(evaluation(&grid, side)),
                "{board}"
            );
            assert!(counts.windows(2).all(|pair| pair[0].0 < pair[1].0));
            checked += 1;
        }
        assert!(checked > 150, "{checked} positions checked");
    }

    #[test]
    fn the_weights_left_out_of_a_fit_are_zero() {
        let weights = weights();
        assert_eq!(weights.len(), WEIGHTS);
        for index in (0..WEIGHTS).filter(|&index| !is_fitted(index)) {
            assert_eq!(weights[index], 0.0, "weight {index}");
        }
        // Four lines of none or lone stones: C(3 + 3, 4) codes per role.
        let fitted = (0..WEIGHTS).filter(|&index| is_fitted(index)).count();
        assert_eq!(fitted, WEIGHTS - 2 * 15);
        // So a board with no stones is worth what the profiles of no
        // threats on either side are.
        let census = census(&Position::from_board(&Board::new())).expect("open");
        assert!(!census.forced);
        let counts = census.counts;
        assert_eq!(counts, [(profile_index(0, 0) as u16, 1)]);
        assert_eq!(evaluate(&counts, &weights), f64::from(PROFILE_WORTH[0][0]));
    }

    #[test]
    fn the_tables_in_use_are_what_the_fit_writes() {
        assert_eq!(source(&weights()), include_str!("weights.rs"));
    }
}
