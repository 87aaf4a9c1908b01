//! What Hard's evaluation counts in a position, and its weights, in one
//! order: the evaluation is the sum of each count times its weight. The
//! fitting tool (`five-fit`) fits the weights to a stronger brain's
//! evaluations.

use super::grid_of;
use super::pattern::{
    is_pair, Role, Threat, PAIR_WORTH, SHAPES, SHAPE_WORTH, TEMPO, THREAT_WORTH, THREE_TEMPO,
    TO_MOVE, WAITING,
};
use super::position::Position;
use super::side_of;

/// Per role, a weight per shape, per threat and for a pair of open twos;
/// then the tempo and the weight of each open three to be.
pub const WEIGHTS: usize = 2 * ROLE_WEIGHTS + 2;
const ROLE_WEIGHTS: usize = SHAPES + Threat::COUNT + 1;
const TEMPO_INDEX: usize = 2 * ROLE_WEIGHTS;
const THREE_INDEX: usize = TEMPO_INDEX + 1;

/// A number per weight, in their order.
pub type Counts = [f64; WEIGHTS];

fn shape_index(role: Role, shape: usize) -> usize {
    role * ROLE_WEIGHTS + shape
}

fn threat_index(role: Role, threat: usize) -> usize {
    role * ROLE_WEIGHTS + SHAPES + threat
}

fn pair_index(role: Role) -> usize {
    role * ROLE_WEIGHTS + SHAPES + Threat::COUNT
}

/// The evaluation's weights.
pub fn weights() -> Counts {
    let mut weights = [0.0; WEIGHTS];
    for role in [TO_MOVE, WAITING] {
        for (shape, &worth) in SHAPE_WORTH[role].iter().enumerate() {
            weights[shape_index(role, shape)] = f64::from(worth);
        }
        for (threat, &worth) in THREAT_WORTH[role].iter().enumerate() {
            weights[threat_index(role, threat)] = f64::from(worth);
        }
        weights[pair_index(role)] = f64::from(PAIR_WORTH[role]);
    }
    weights[TEMPO_INDEX] = f64::from(TEMPO);
    weights[THREE_INDEX] = f64::from(THREE_TEMPO);
    weights
}

/// `weights` as `pattern.rs` spells them, rounded, to paste there.
pub fn source(weights: &Counts) -> String {
    let row = |from: usize, len: usize| {
        let values: Vec<String> = weights[from..from + len]
            .iter()
            .map(|w| format!("{}", w.round()))
            .collect();
        format!("    [{}],\n", values.join(", "))
    };
    let rows = |first: fn(Role) -> usize, len| row(first(TO_MOVE), len) + &row(first(WAITING), len);
    format!(
        "pub(super) const SHAPE_WORTH: [[i16; SHAPES]; 2] = [\n{}];\n\
         pub(super) const THREAT_WORTH: [[i16; Threat::COUNT]; 2] = [\n{}];\n\
         pub(super) const PAIR_WORTH: [i16; 2] = [{}, {}];\n\
         pub(super) const TEMPO: i32 = {};\n\
         pub(super) const THREE_TEMPO: i32 = {};\n",
        rows(|role| shape_index(role, 0), SHAPES),
        rows(|role| threat_index(role, 0), Threat::COUNT),
        weights[pair_index(TO_MOVE)].round(),
        weights[pair_index(WAITING)].round(),
        weights[TEMPO_INDEX].round(),
        weights[THREE_INDEX].round(),
    )
}

/// Whether a fit sets the weight at `index`: not those of no shape, of a
/// lone stone or of no threat, which stay at zero so that open space is
/// worth nothing on a board of any size.
pub fn is_fitted(index: usize) -> bool {
    // Shapes 1 and 2: a lone stone, closed or open.
    const LONE_STONES: usize = 2;
    let within = index % ROLE_WEIGHTS;
    index >= TEMPO_INDEX || !(within <= LONE_STONES || within == SHAPES + Threat::Quiet as usize)
}

/// What the evaluation counts in `position`, for the side to move: per
/// role, how many of the empty cells' lines hold each shape, how many
/// cells give each threat and pair two open twos (the other side's counts
/// negative), then 1 for the tempo and the open threes to be, at most 4.
/// `None` where the side to move completes five at once: the search never
/// evaluates that.
pub fn census(position: &Position) -> Option<Counts> {
    if position.winner().is_some() {
        return None;
    }
    let (_, grid) = grid_of(position);
    let side = side_of(position.to_move());
    if grid.has_five(side) {
        return None;
    }
    let mut counts = [0.0; WEIGHTS];
    for (role, who, sign) in [(TO_MOVE, side, 1.0), (WAITING, 1 - side, -1.0)] {
        for (shapes, threat) in grid.empty_cells(who) {
            for shape in shapes {
                counts[shape_index(role, usize::from(shape))] += sign;
            }
            counts[threat_index(role, threat as usize)] += sign;
            if is_pair(shapes) {
                counts[pair_index(role)] += sign;
            }
        }
    }
    counts[TEMPO_INDEX] = 1.0;
    counts[THREE_INDEX] = f64::from(grid.count_at_least(side, Threat::Three).min(4));
    Some(counts)
}

#[cfg(test)]
mod tests {
    use super::super::pvs::evaluation;
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
        let mut checked = 0;
        for moves in (1..40).cycle().take(200) {
            let board = random_board(&mut rng, moves);
            let position = Position::from_board(&board);
            let Some(counts) = census(&position) else {
                continue;
            };
            let (_, grid) = grid_of(&position);
            let sum: f64 = counts.iter().zip(weights()).map(|(c, w)| c * w).sum();
            let side = side_of(position.to_move());
            assert_eq!(sum, f64::from(evaluation(&grid, side)), "{board}");
            checked += 1;
        }
        assert!(checked > 150, "{checked} positions checked");
    }

    #[test]
    fn the_weights_left_out_of_a_fit_are_zero() {
        let weights = weights();
        for index in (0..WEIGHTS).filter(|&index| !is_fitted(index)) {
            assert_eq!(weights[index], 0.0, "weight {index}");
        }
        let fitted = (0..WEIGHTS).filter(|&index| is_fitted(index)).count();
        assert_eq!(fitted, 2 * (SHAPES - 3 + Threat::COUNT - 1 + 1) + 2);
        assert!(source(&weights).contains("    [0, 0, 0, 5, 11, 44, -507, -1012, -2640, 0],\n"));
        assert!(source(&weights)
            .ends_with("TEMPO: i32 = 352;\npub(super) const THREE_TEMPO: i32 = 73;\n"));
        // So a board with no stones is worth the tempo alone.
        let counts = census(&Position::from_board(&Board::new())).expect("open");
        let sum: f64 = counts.iter().zip(weights).map(|(c, w)| c * w).sum();
        assert_eq!(sum, f64::from(TEMPO));
    }
}
