//! Fits Hard's move order (`ordering`, `move_values.rs`) to the moves its
//! searches chose in its games against itself (`five-selfplay`): a
//! softmax over the moves of the chosen one's threat tier, each move's
//! logit the sum of its two values (the mover's shapes on the cell, the
//! other side's), so that the chosen move ranks first.
//!
//! The values in use are first read as logits at the scale that predicts
//! the choices best, then fitted from there at that scale, held to them
//! where the positions say little: history and killers, which the order
//! adds on the same scale, keep their weight. A tenth of the games is held
//! out to tell how well the fitted values predict moves they were not
//! fitted on.
//!
//! With a teacher (`--teacher`, a stronger brain), the values are fitted
//! instead to its move scores of every candidate cell, by least squares:
//! the scores are first read on the values' scale (the factor and offset
//! that map the values in use to them best), and each value is held to the
//! one in use by a ridge, so that codes the positions seldom show keep
//! theirs.

use std::path::{Path, PathBuf};

use crate::engine::five::search::ordering::{choices, values, Choice, VALUES};
use crate::engine::five::search::Position;
use crate::engine::five::Board;
use crate::tools::selfplay::each_searched;
use crate::tools::teach::Teacher;

/// `five-order`'s command line, read by clap (`five-order --help`).
#[derive(clap::Parser, Clone, Debug)]
#[command(
    name = "five-order",
    after_help = "The positions before each searched move of the games, where the side to move \
                  neither completes nor blocks a five nor faces a four-three. The fitted values \
                  are written to --out."
)]
pub struct Options {
    /// Files of five-selfplay games (repeat the option for more)
    #[arg(long = "games", value_name = "FILE", required = true)]
    pub games: Vec<PathBuf>,
    /// Fit to this brain's move scores (one that knows YXBOARD and
    /// TRACEBOARD: Rapfi) instead of the moves the games chose
    #[arg(long, value_name = "BRAIN")]
    pub teacher: Option<PathBuf>,
    /// Where the fitted values are written, as Rust
    #[arg(
        long,
        value_name = "FILE",
        default_value = "src/engine/five/search/move_values.rs"
    )]
    pub out: PathBuf,
}

/// A position's moves of the chosen one's tier, by their values' indices
/// (the mover's, the other side's), and which of them was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    pub moves: Vec<[u16; 2]>,
    pub chosen: usize,
}

/// How strongly a value is held to its value in use, in logits².
const RIDGE: f64 = 1e-5;
const STEPS: usize = 400;
/// The most a fitted value may be: well within a tier (`QUIET_ORDER`).
const MOST: f64 = 4_000.0;

/// The positions of the games in `file` with their chosen moves: those to
/// fit, then those held out.
pub fn examples(file: &Path) -> Result<[Vec<Example>; 2], String> {
    let mut sets = [Vec::new(), Vec::new()];
    each_searched(file, |_, board, point, _, held_out| {
        let all = choices(&Position::from_board(board));
        let Some(chosen) = all.iter().find(|choice| choice.point == point) else {
            return;
        };
        let tier: Vec<_> = all.iter().filter(|c| c.tier == chosen.tier).collect();
        if let Some(index) = tier
            .iter()
            .position(|c| c.point == point)
            .filter(|_| tier.len() > 1)
        {
            sets[usize::from(held_out)].push(Example {
                moves: tier.iter().map(|c| c.codes).collect(),
                chosen: index,
            });
        }
    })?;
    Ok(sets)
}

/// A position's candidate moves, each with its threat tier, its codes (as
/// `Example`'s) and the teacher's score of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Taught {
    pub moves: Vec<TaughtMove>,
}

/// A move's threat tier, codes and teacher's score.
pub type TaughtMove = (i32, [u16; 2], f64);

/// How many positions the teacher is asked at once.
const BATCH: usize = 256;

/// The positions of the games in `file` that `examples` takes, each with
/// `teacher`'s score of every candidate move: those to fit, then those held
/// out.
pub fn taught(file: &Path, teacher: &mut Teacher) -> Result<[Vec<Taught>; 2], String> {
    let mut asked: Vec<(i32, Board, bool, Vec<Choice>)> = Vec::new();
    each_searched(file, |game, board, _, _, held_out| {
        let all = choices(&Position::from_board(board));
        if all.len() > 1 {
            asked.push((game.side, board.clone(), held_out, all));
        }
    })?;
    let mut sets = [Vec::new(), Vec::new()];
    for same_side in asked.chunk_by(|a, b| a.0 == b.0) {
        let side = same_side[0].0;
        for batch in same_side.chunks(BATCH) {
            let boards: Vec<Board> = batch.iter().map(|(_, board, ..)| board.clone()).collect();
            let scores = teacher
                .move_scores(side, &boards)
                .map_err(|e| format!("the teacher: {e}"))?;
            for ((_, _, held_out, all), scores) in batch.iter().zip(scores) {
                let moves: Vec<_> = all
                    .iter()
                    .filter_map(|choice| {
                        let at = choice.point.y() * side + choice.point.x();
                        let score = scores.get(usize::try_from(at).ok()?).copied().flatten()?;
                        Some((choice.tier, choice.codes, f64::from(score)))
                    })
                    .collect();
                if moves.len() > 1 {
                    sets[usize::from(*held_out)].push(Taught { moves });
                }
            }
        }
    }
    Ok(sets)
}

/// How strongly a value is held to its value in use, in moves' worth.
const TEACHER_RIDGE: f64 = 3.0;
/// Rounds of the alternating fit: each role's values in turn, the other's
/// held.
const TEACHER_ROUNDS: usize = 50;

/// The teacher's scores on the scale of `values`: the factor and offset
/// by which a move's two values map to its score best (least squares).
pub fn teacher_scale(positions: &[Taught], values: &[f64]) -> (f64, f64) {
    let pairs: Vec<(f64, f64)> = taught_moves(positions)
        .map(|(index, score)| (values[index[0]] + values[index[1]], score))
        .collect();
    let count = pairs.len().max(1) as f64;
    let (mean_x, mean_y) = pairs
        .iter()
        .fold((0.0, 0.0), |(x, y), &(a, b)| (x + a / count, y + b / count));
    let (mut covariance, mut variance) = (0.0, 0.0);
    for &(x, y) in &pairs {
        covariance += (x - mean_x) * (y - mean_y);
        variance += (x - mean_x) * (x - mean_x);
    }
    let factor = if variance > 0.0 {
        covariance / variance
    } else {
        1.0
    };
    (factor, mean_y - factor * mean_x)
}

/// The indices of a taught move's two values: the mover's code, then the
/// other side's.
fn value_indices(&(_, [own, theirs], _): &TaughtMove) -> [usize; 2] {
    [usize::from(own), VALUES / 2 + usize::from(theirs)]
}

/// Each move of `positions` by its two values' indices, with its score.
fn taught_moves(positions: &[Taught]) -> impl Iterator<Item = ([usize; 2], f64)> + '_ {
    positions
        .iter()
        .flat_map(|position| position.moves.iter().map(|m| (value_indices(m), m.2)))
}

/// Each move of `positions` by its two values' indices, with its score
/// read at `scale` (see `teacher_scale`).
fn scaled_rows(positions: &[Taught], (factor, offset): (f64, f64)) -> Vec<([usize; 2], f64)> {
    taught_moves(positions)
        .map(|(index, score)| (index, (score - offset) / factor))
        .collect()
}

/// The values whose sums best predict the teacher's scores read at
/// `scale` (see `teacher_scale`), each held to `start` by the ridge:
/// least squares, solved a role at a time.
pub fn fit_to_teacher(
    positions: &[Taught],
    start: &[f64],
    (factor, offset): (f64, f64),
) -> Vec<f64> {
    let rows = scaled_rows(positions, (factor, offset));
    let mut x = start.to_vec();
    for _ in 0..TEACHER_ROUNDS {
        for role in 0..2 {
            let mut sum: Vec<f64> = start.iter().map(|v| TEACHER_RIDGE * v).collect();
            let mut count = vec![TEACHER_RIDGE; VALUES];
            for &(index, target) in &rows {
                sum[index[role]] += target - x[index[1 - role]];
                count[index[role]] += 1.0;
            }
            for i in role * VALUES / 2..(role + 1) * VALUES / 2 {
                x[i] = sum[i] / count[i];
            }
        }
    }
    x.iter().map(|v| v.round().clamp(-MOST, MOST)).collect()
}

/// How well `values` predict the teacher's scores read at `scale`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TeacherQuality {
    /// The share of the scores' variance the values explain.
    pub explained: f64,
    /// The share of positions where the teacher's first choice comes among
    /// the order's first three: by threat tier, then by values, as
    /// `ordering` ranks quiet moves ...
    pub first_three: f64,
    /// ... and by the values alone, on one scale as the teacher's.
    pub first_three_by_values: f64,
}

/// How well `values` predict the teacher's scores read at `scale`.
pub fn teacher_quality(positions: &[Taught], values: &[f64], scale: (f64, f64)) -> TeacherQuality {
    let rows = scaled_rows(positions, scale);
    let mean = rows.iter().map(|(_, target)| target).sum::<f64>() / rows.len().max(1) as f64;
    let (mut error, mut total) = (0.0, 0.0);
    for &(index, target) in &rows {
        error += (target - values[index[0]] - values[index[1]]).powi(2);
        total += (target - mean).powi(2);
    }
    let value = |m: &TaughtMove| {
        value_indices(m)
            .map(|index| values[index])
            .iter()
            .sum::<f64>()
    };
    let (mut first_three, mut first_three_by_values) = (0u32, 0u32);
    for position in positions {
        let Some(best) = position.moves.iter().max_by(|a, b| a.2.total_cmp(&b.2)) else {
            continue;
        };
        // Moves ranked ahead of the teacher's first choice, by threat tier
        // then values, or by values alone.
        let rank = |m: &TaughtMove, tiers: bool| (if tiers { m.0 } else { 0 }, value(m));
        let ahead = |tiers: bool| {
            let best = rank(best, tiers);
            position
                .moves
                .iter()
                .filter(|m| rank(m, tiers) > best)
                .count()
        };
        first_three += u32::from(ahead(true) < 3);
        first_three_by_values += u32::from(ahead(false) < 3);
    }
    let count = positions.len().max(1) as f64;
    TeacherQuality {
        explained: if total > 0.0 {
            1.0 - error / total
        } else {
            0.0
        },
        first_three: f64::from(first_three) / count,
        first_three_by_values: f64::from(first_three_by_values) / count,
    }
}

/// The logits of an example's moves under `values` read at `scale`.
fn logits<'a>(
    example: &'a Example,
    values: &'a [f64],
    scale: f64,
) -> impl Iterator<Item = f64> + 'a {
    let of = |[own, theirs]: [u16; 2]| {
        values[usize::from(own)] + values[VALUES / 2 + usize::from(theirs)]
    };
    example.moves.iter().map(move |&codes| of(codes) / scale)
}

/// How well `values` at `scale` predict the chosen moves: the mean
/// log-loss, and the share of examples whose chosen move ranks first.
pub fn quality(examples: &[Example], values: &[f64], scale: f64) -> (f64, f64) {
    let (mut loss, mut first) = (0.0, 0usize);
    for example in examples {
        let z: Vec<f64> = logits(example, values, scale).collect();
        let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = z.iter().map(|&x| (x - top).exp()).sum();
        loss += top + sum.ln() - z[example.chosen];
        first += usize::from(z[example.chosen] >= top);
    }
    let count = examples.len().max(1) as f64;
    (loss / count, first as f64 / count)
}

/// The scale at which `values` predict the chosen moves best, searched
/// by golden sections between 1 and 10,000 on a logarithmic axis.
pub fn best_scale(examples: &[Example], values: &[f64]) -> f64 {
    let loss = |log: f64| quality(examples, values, log.exp()).0;
    let (mut low, mut high) = (0.0f64, 10_000f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if loss(a) < loss(b) {
            high = b;
        } else {
            low = a;
        }
    }
    ((low + high) / 2.0).exp()
}

/// The values that best predict the chosen moves at `scale`, by Adam's
/// steps from `start`, held to it by the ridge.
pub fn fit(examples: &[Example], start: &[f64], scale: f64) -> Vec<f64> {
    let mut x: Vec<f64> = start.iter().map(|v| v / scale).collect();
    let anchor = x.clone();
    let (mut m, mut v) = (vec![0.0; VALUES], vec![0.0; VALUES]);
    let (rate, beta1, beta2) = (0.05, 0.9, 0.999);
    let count = examples.len().max(1) as f64;
    for step in 1..=STEPS {
        let mut gradient: Vec<f64> = (0..VALUES).map(|i| RIDGE * (x[i] - anchor[i])).collect();
        for example in examples {
            let z: Vec<f64> = logits(example, &x, 1.0).collect();
            let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = z.iter().map(|&x| (x - top).exp()).sum();
            for (index, (&[own, theirs], &z)) in example.moves.iter().zip(&z).enumerate() {
                let p = (z - top).exp() / sum - f64::from(u8::from(index == example.chosen));
                gradient[usize::from(own)] += p / count;
                gradient[VALUES / 2 + usize::from(theirs)] += p / count;
            }
        }
        for i in 0..VALUES {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            x[i] -= rate * m_hat / (v_hat.sqrt() + 1e-9);
        }
    }
    x.iter()
        .map(|v| (v * scale).round().clamp(-MOST, MOST))
        .collect()
}

/// `values` as `move_values.rs` spells them: the file `five-order` writes.
pub fn source(values: &[f64]) -> String {
    let block: String = values
        .chunks(VALUES / 2)
        .map(|role| {
            let rows: String = role
                .chunks(13)
                .map(|chunk| {
                    let words: Vec<String> = chunk.iter().map(|w| format!("{}", w + 0.0)).collect();
                    format!("        {},\n", words.join(", "))
                })
                .collect();
            format!("    [\n{rows}    ],\n")
        })
        .collect();
    format!(
        "//! The move order's values (see `ordering`), written by `five-order`: do\n\
         //! not edit by hand.\n\n\
         use super::evaluation::WITHOUT_FIVE;\n\n\
         /// By role, then by cell code with the lines in any order.\n\
         #[rustfmt::skip]\n\
         pub(super) const MOVE_VALUE: [[i16; WITHOUT_FIVE]; 2] = [\n{block}];\n"
    )
}

/// The values in use, as `fit` takes them.
pub fn in_use() -> Vec<f64> {
    values().into_iter().map(f64::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn the_fit_ranks_the_chosen_moves_first() {
        // Of two moves the first is always chosen: the fit raises its
        // values above the other's, from equal ones, and predicts better.
        let chosen = Example {
            moves: vec![[3, 5], [4, 6]],
            chosen: 0,
        };
        let examples = vec![chosen; 10];
        let start = vec![0.0; VALUES];
        let fitted = fit(&examples, &start, 10.0);
        let value = |[own, theirs]: [u16; 2]| {
            fitted[usize::from(own)] + fitted[VALUES / 2 + usize::from(theirs)]
        };
        assert!(value([3, 5]) > value([4, 6]) + 10.0, "{fitted:?}");
        assert!(quality(&examples, &fitted, 10.0).0 < quality(&examples, &start, 10.0).0);
        assert_eq!(quality(&examples, &fitted, 10.0).1, 1.0);
        assert_eq!(fitted[0], 0.0, "a value no move has stays");
    }

    #[test]
    fn the_games_give_each_searched_move_among_its_tier() {
        let file = std::env::temp_dir().join(format!("five-order-{}.txt", std::process::id()));
        // An opening of two stones, then four searched moves; the game is
        // held out, as the first of every ten.
        fs::write(&file, "15 - 2 7,7 8,8 9,7:10 8,7:-5 8,6:3 6,7:1\n").unwrap();
        let [fitted, held] = examples(&file).unwrap();
        fs::remove_file(&file).unwrap();
        assert!(fitted.is_empty());
        assert_eq!(held.len(), 4);
        for example in &held {
            assert!(example.moves.len() > 1 && example.chosen < example.moves.len());
        }
    }

    #[test]
    fn taught_positions_carry_the_teacher_s_scores() {
        let (folder, brain) = crate::tools::teach::fixture_teacher("order");
        let file = folder.join("games.txt");
        fs::write(&file, "15 - 2 7,7 8,8 9,7:10 8,7:-5 8,6:3 6,7:1\n").unwrap();
        let [fitted, held] = {
            let mut teacher = Teacher::launch(&brain).unwrap();
            taught(&file, &mut teacher).unwrap()
        };
        fs::remove_dir_all(&folder).unwrap();
        assert!(fitted.is_empty());
        assert_eq!(held.len(), 4);
        // X to move before the third and fifth moves: black's scores.
        for (index, position) in held.iter().enumerate() {
            let want = if index % 2 == 0 { 5.0 } else { -3.0 };
            assert!(position.moves.len() > 1);
            assert!(position.moves.iter().all(|&(_, _, score)| score == want));
        }
    }

    #[test]
    fn the_teacher_fit_recovers_the_values_behind_the_scores() {
        // Scores twice the true values' sums, plus 7; the values in use
        // are the true ones but one, 60 off.
        let truth: Vec<f64> = (0..VALUES)
            .map(|i| ((i * 37) % 101) as f64 - 50.0)
            .collect();
        let mut start = truth.clone();
        start[3] += 60.0;
        let positions: Vec<Taught> = (0..40)
            .map(|p| Taught {
                moves: (0..6)
                    .map(|m| {
                        let codes = [((p * 7 + m * 3) % 10) as u16, ((p + m * 5) % 10) as u16];
                        let sum = truth[usize::from(codes[0])]
                            + truth[VALUES / 2 + usize::from(codes[1])];
                        (0, codes, 2.0 * sum + 7.0)
                    })
                    .collect(),
            })
            .collect();
        let scale = teacher_scale(&positions, &start);
        let fitted = fit_to_teacher(&positions, &start, scale);
        assert!(
            (fitted[3] - truth[3]).abs() < 15.0,
            "{} for {}",
            fitted[3],
            truth[3]
        );
        let before = teacher_quality(&positions, &start, scale);
        let after = teacher_quality(&positions, &fitted, scale);
        assert!(after.explained > 0.99 && after.explained > before.explained);
        assert!(after.first_three >= before.first_three);
        assert!(after.first_three_by_values >= before.first_three_by_values);
        assert_eq!(
            fitted[VALUES - 1],
            start[VALUES - 1],
            "a value no move has stays"
        );
    }

    #[test]
    fn the_values_in_use_write_back_as_their_file() {
        let file = include_str!("../engine/five/search/move_values.rs");
        assert_eq!(source(&in_use()), file);
    }
}
