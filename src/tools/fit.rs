//! Fits Hard's evaluation to a stronger brain's: the positions before the
//! judge's moves in match records, each with the evaluation it printed,
//! and the weights (`census`) that predict those best, by a logistic fit.

use std::collections::HashSet;
use std::fs;
use std::io;
use std::ops::RangeInclusive;
use std::path::Path;

use crate::engine::five::search::census::{census, is_fitted, Counts, WEIGHTS};
use crate::engine::five::search::Position;
use crate::engine::five::Area;
use crate::tools::args::{self, Records};
use crate::tools::judge::expected_score;
use crate::tools::judge::samples::{key, read_record, record_files, MATE};

/// The moves whose positions are taken, by number: from the first after a
/// three-stone opening to where most games are long decided.
pub const MOVES: RangeInclusive<usize> = 4..=80;
/// A win the judge found, as an evaluation: sure, yet not so far out
/// that those positions outweigh the rest.
const WIN: i32 = 1_500;
/// Ours: the scale at which the hand-set evaluation fitted Rapfi's best,
/// kept so that the search's margins keep their meaning.
pub const SCALE: f64 = 590.0;
/// Keeps weights that no position counts at zero, and the solve stable.
const RIDGE: f64 = 1e-6;
const ITERATIONS: usize = 25;

/// `five-fit`'s command line, read by clap (`five-fit --help`).
#[derive(clap::Parser, Clone, Debug)]
#[command(
    name = "five-fit",
    after_help = "The positions before the judge's moves 4 to 80, each once, with the \
                  evaluation it printed there, and the weights that predict it best."
)]
pub struct Options {
    #[command(flatten)]
    pub records: Records,
    /// The judging brain's name in the records
    #[arg(long, value_name = "NAME", default_value = "pbrain-rapfi")]
    pub judge: String,
    /// The board the games were played on, N by N
    #[arg(long, value_name = "N", default_value = "20", value_parser = args::board)]
    pub size: Area,
}

/// A position's counts, and the judge's chance of winning it for the side
/// to move.
#[derive(Clone, Debug)]
pub struct Example {
    pub counts: Counts,
    pub chance: f64,
}

/// Every position before a move of `judge`'s within `MOVES` in the records
/// of `folders`, each once, on `area`, with the evaluation it printed.
pub fn examples(folders: &[impl AsRef<Path>], judge: &str, area: Area) -> io::Result<Vec<Example>> {
    let mut seen = HashSet::new();
    let mut examples = Vec::new();
    for file in record_files(folders)? {
        let text = fs::read_to_string(&file)?;
        let Some(record) = read_record(&text, judge) else {
            continue;
        };
        let mut judged: Vec<(usize, i32)> = record.judged.iter().map(|(&n, &e)| (n, e)).collect();
        judged.sort_unstable();
        for (number, eval) in judged.into_iter().filter(|(n, _)| MOVES.contains(n)) {
            let Some(board) = record.before(number, area) else {
                continue;
            };
            if !seen.insert(key(&board)) {
                continue;
            }
            if let Some(counts) = census(&Position::from_board(&board)) {
                examples.push(Example {
                    counts,
                    chance: chance(eval),
                });
            }
        }
    }
    Ok(examples)
}

/// The judge's evaluation as a chance of winning, read as `five-judge`
/// reads it.
fn chance(eval: i32) -> f64 {
    expected_score(match eval.abs() >= MATE {
        true => WIN * eval.signum(),
        false => eval,
    })
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn predicted(example: &Example, weights: &Counts) -> f64 {
    let sum: f64 = example.counts.iter().zip(weights).map(|(c, w)| c * w).sum();
    logistic(sum / SCALE)
}

/// How far `weights`' predictions lie from the judge's chances: the mean
/// Kullback–Leibler divergence, 0 when they agree everywhere.
pub fn divergence(examples: &[Example], weights: &Counts) -> f64 {
    let entropy = |p: f64, q: f64| match p > 0.0 {
        true => p * (p / q.max(1e-12)).ln(),
        false => 0.0,
    };
    let total: f64 = examples
        .iter()
        .map(|example| {
            let (p, q) = (example.chance, predicted(example, weights));
            entropy(p, q) + entropy(1.0 - p, 1.0 - q)
        })
        .sum();
    total / examples.len().max(1) as f64
}

/// The weights that best predict the examples' chances, by Newton's
/// method: those `is_fitted` names, the others left at zero.
pub fn fit(examples: &[Example]) -> Counts {
    let free: Vec<usize> = (0..WEIGHTS).filter(|&index| is_fitted(index)).collect();
    let mut weights = [0.0; WEIGHTS];
    let count = examples.len().max(1) as f64;
    let ridge = RIDGE / (SCALE * SCALE);
    for _ in 0..ITERATIONS {
        let mut gradient: Vec<f64> = free.iter().map(|&i| ridge * weights[i]).collect();
        let mut hessian = vec![vec![0.0; free.len()]; free.len()];
        for (a, row) in hessian.iter_mut().enumerate() {
            row[a] = ridge;
        }
        for example in examples {
            let q = predicted(example, &weights);
            let x: Vec<f64> = free.iter().map(|&i| example.counts[i] / SCALE).collect();
            for (a, row) in hessian.iter_mut().enumerate() {
                gradient[a] += (q - example.chance) * x[a] / count;
                for (b, cell) in row.iter_mut().enumerate() {
                    *cell += q * (1.0 - q) * x[a] * x[b] / count;
                }
            }
        }
        for (&index, step) in free.iter().zip(solve(hessian, gradient)) {
            weights[index] -= step;
        }
    }
    weights
}

/// `x` with `matrix · x = vector`, by Gaussian elimination with partial
/// pivoting; a column with no pivot left gets 0.
fn solve(mut matrix: Vec<Vec<f64>>, mut vector: Vec<f64>) -> Vec<f64> {
    let n = vector.len();
    for column in 0..n {
        let pivot = (column..n)
            .max_by(|&a, &b| matrix[a][column].abs().total_cmp(&matrix[b][column].abs()))
            .unwrap_or(column);
        matrix.swap(column, pivot);
        vector.swap(column, pivot);
        if matrix[column][column] == 0.0 {
            continue;
        }
        let (above, below) = matrix.split_at_mut(column + 1);
        let pivot_row = &above[column];
        for (offset, row) in below.iter_mut().enumerate() {
            let factor = row[column] / pivot_row[column];
            for (cell, &pivot_cell) in row[column..].iter_mut().zip(&pivot_row[column..]) {
                *cell -= factor * pivot_cell;
            }
            vector[column + 1 + offset] -= factor * vector[column];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| matrix[row][k] * x[k]).sum();
        if matrix[row][row] != 0.0 {
            x[row] = (vector[row] - rest) / matrix[row][row];
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::search::census::weights;
    use crate::engine::rng::Rng;
    use clap::Parser;

    #[test]
    fn the_command_line_names_folders_judge_and_board() {
        let parse = |line: &str| Options::try_parse_from(line.split_whitespace());
        let options = parse("five-fit --records a").unwrap();
        assert_eq!(options.records.folders, [Path::new("a")]);
        assert_eq!(options.judge, "pbrain-rapfi");
        assert_eq!(options.size, Area::sized(20, 20).unwrap());
        let options = parse("five-fit --records a --records b --judge j --size 15").unwrap();
        assert_eq!(options.records.folders, [Path::new("a"), Path::new("b")]);
        assert_eq!(
            (options.judge.as_str(), options.size),
            ("j", Area::sized(15, 15).unwrap())
        );
        let error = parse("five-fit").unwrap_err().to_string();
        assert!(error.contains("--records <DIR>"), "{error}");
        let error = parse("five-fit --records a --size 0")
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("'--size <N>': runs from 5 to 100"),
            "{error}"
        );
        let error = parse("five-fit stray --records a").unwrap_err().to_string();
        assert!(error.contains("unexpected argument 'stray'"), "{error}");
    }

    #[test]
    fn gaussian_elimination_solves_a_small_system() {
        let matrix = vec![
            vec![0.0, 2.0, 1.0],
            vec![1.0, 1.0, 0.0],
            vec![2.0, 0.0, 3.0],
        ];
        // x = (1, 2, 3)
        let x = solve(matrix, vec![7.0, 3.0, 11.0]);
        for (got, want) in x.iter().zip([1.0, 2.0, 3.0]) {
            assert!((got - want).abs() < 1e-12, "{x:?}");
        }
    }

    #[test]
    fn a_fit_finds_the_weights_that_made_the_chances() {
        // Chances made by a tenth of the evaluation's weights (all of them
        // would make most chances 0 or 1), from counts drawn at random:
        // the fit must give those weights back.
        let truth = weights().map(|weight| weight / 10.0);
        let mut rng = Rng::new(3);
        let examples: Vec<Example> = (0..800)
            .map(|_| {
                let mut counts = [0.0; WEIGHTS];
                for (index, count) in counts.iter_mut().enumerate() {
                    if is_fitted(index) {
                        *count = rng.below(3) as f64 - 1.0;
                    }
                }
                let mut example = Example {
                    counts,
                    chance: 0.0,
                };
                example.chance = predicted(&example, &truth);
                example
            })
            .collect();
        let fitted = fit(&examples);
        for index in 0..WEIGHTS {
            assert!(
                (fitted[index] - truth[index]).abs() < 0.5,
                "weight {index}: {} for {}",
                fitted[index],
                truth[index]
            );
        }
        assert!(divergence(&examples, &fitted) < 1e-9);
        assert!(divergence(&examples, &[0.0; WEIGHTS]) > 0.01);
    }

    const RECORD: &str = "\
# game 1: hard (X) vs judge (O): judge wins with five after 9 moves
moves 10,10 8,9 12,7 8,11 9,9 10,11 8,8 11,11 9,11
4 O judge 8,11 181.0 ms | MESSAGE Depth 18-20 | Eval -4 | Node 141K
5 X hard 9,9 224.3 ms | depth 10 score -25 nodes 198656
6 O judge 10,11 218.6 ms | MESSAGE Eval +M9
7 X hard 8,8 212.3 ms
8 O judge 11,11 221.7 ms | MESSAGE Eval VAL_NONE
";

    #[test]
    fn examples_are_the_positions_the_judge_evaluated() {
        let folder = std::env::temp_dir().join(format!("five-fit-test-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        fs::write(folder.join("game-0001.txt"), RECORD).unwrap();
        // The same game again adds no position.
        fs::write(folder.join("game-0002.txt"), RECORD).unwrap();
        let area = Area::sized(20, 20).unwrap();
        let examples = examples(&[&folder], "judge", area).unwrap();
        fs::remove_dir_all(&folder).unwrap();
        // Move 4 (Eval -4) and move 6 (a found win); move 8 printed none.
        let chances: Vec<f64> = examples.iter().map(|e| e.chance).collect();
        assert_eq!(chances, [logistic(-4.0 / 200.0), logistic(1500.0 / 200.0)]);
        // The tempo's count.
        assert_eq!(examples[0].counts[WEIGHTS - 2], 1.0);
    }
}
