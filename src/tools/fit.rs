//! Fits Hard's evaluation (`census`, `weights.rs`), by a logistic fit, to
//! either or both of:
//!
//! - a stronger brain's evaluations: the positions before the judge's moves
//!   in match records, each with the evaluation it printed;
//! - the results of Hard's games against itself (`five-selfplay`): the
//!   positions before its searched moves where the side to move need not block a five,
//!   each labelled by how its game ended, blended with its search's score.
//!
//! The fit starts from the weights in use and is held to them where the
//! positions say little; a tenth of the games is held out to tell how well
//! the fitted weights predict games they were not fitted on.

use std::collections::HashSet;
use std::fs;
use std::io;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

use crate::engine::five::search::census::{census, evaluate, is_fitted, Counts, WEIGHTS};
use crate::engine::five::search::Position;
use crate::engine::five::Area;
use crate::tools::args;
use crate::tools::judge::expected_score;
use crate::tools::judge::samples::{key, read_record, record_files, MATE};
use crate::tools::selfplay::each_searched;

/// The moves whose positions are taken from records, by number: from the
/// first after a three-stone opening to where most games are long decided.
pub const MOVES: RangeInclusive<usize> = 4..=80;
/// A win the judge found, as an evaluation: sure, yet not so far out
/// that those positions outweigh the rest.
const WIN: i32 = 1_500;
/// Ours: the scale at which the hand-set evaluation fitted Rapfi's best,
/// kept so that the search's margins keep their meaning.
pub const SCALE: f64 = 590.0;
/// How strongly a weight is held to its value in use, against what the
/// positions say: a weight counted in fewer than about one position in
/// 2,000 moves little.
const RIDGE: f64 = 1e-4;
const ITERATIONS: usize = 8;

/// `five-fit`'s command line, read by clap (`five-fit --help`).
#[derive(clap::Parser, Clone, Debug)]
#[command(
    name = "five-fit",
    after_help = "Records: the positions before the judge's moves 4 to 80, each once, with the \
                  evaluation it printed there. Games: the positions before each searched move \
                  where the side to move need not block a five. The fitted weights are written to --out."
)]
#[command(group(clap::ArgGroup::new("sources").required(true).multiple(true).args(["records", "games"])))]
pub struct Options {
    /// Five-match records of games the judge played (repeat the option for
    /// more folders)
    #[arg(long = "records", value_name = "DIR")]
    pub records: Vec<PathBuf>,
    /// Files of five-selfplay games (repeat the option for more)
    #[arg(long = "games", value_name = "FILE")]
    pub games: Vec<PathBuf>,
    /// The judging brain's name in the records
    #[arg(long, value_name = "NAME", default_value = "pbrain-rapfi")]
    pub judge: String,
    /// The board the records' games were played on, N by N
    #[arg(long, value_name = "N", default_value = "20", value_parser = args::board)]
    pub size: Area,
    /// How much a game's position is labelled by the game's result, the
    /// rest by its search's score: from 0 to 1
    #[arg(long, value_name = "R", default_value_t = 0.5, value_parser = share)]
    pub result: f64,
    /// Where the fitted weights are written, as Rust
    #[arg(
        long,
        value_name = "FILE",
        default_value = "src/engine/five/search/weights.rs"
    )]
    pub out: PathBuf,
}

fn share(text: &str) -> Result<f64, String> {
    text.parse()
        .ok()
        .filter(|share| (0.0..=1.0).contains(share))
        .ok_or_else(|| "runs from 0 to 1".into())
}

/// A position's counts, and the chance of winning it for the side to
/// move that the fit aims at.
#[derive(Clone, Debug)]
pub struct Example {
    pub counts: Counts,
    pub chance: f64,
}

/// Every position before a move of `judge`'s within `MOVES` in the records
/// of `folders`, each once, on `area`, with the evaluation it printed.
pub fn judged(folders: &[impl AsRef<Path>], judge: &str, area: Area) -> io::Result<Vec<Example>> {
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
            if let Some(census) = census(&Position::from_board(&board)) {
                examples.push(Example {
                    counts: census.counts,
                    chance: chance(eval),
                });
            }
        }
    }
    Ok(examples)
}

/// The examples of a file of self-play games, the fit's and the held-out
/// ones: each position before a searched move where the side to move need
/// not block a five, labelled `result` by its game's result and the rest by its
/// search's score.
pub fn played(file: &Path, result: f64) -> Result<[Vec<Example>; 2], String> {
    let mut sets = [Vec::new(), Vec::new()];
    each_searched(file, |game, board, _, score, held_out| {
        let census = census(&Position::from_board(board)).filter(|c| !c.forced);
        if let Some(census) = census {
            let outcome = match game.winner {
                None => 0.5,
                Some(winner) if winner == board.to_move() => 1.0,
                Some(_) => 0.0,
            };
            let searched = logistic(f64::from(score) / SCALE);
            sets[usize::from(held_out)].push(Example {
                counts: census.counts,
                chance: result * outcome + (1.0 - result) * searched,
            });
        }
    })?;
    Ok(sets)
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

fn predicted(example: &Example, weights: &[f64]) -> f64 {
    logistic(evaluate(&example.counts, weights) / SCALE)
}

/// How far `weights`' predictions lie from the examples' chances: the mean
/// Kullback–Leibler divergence, 0 when they agree everywhere.
pub fn divergence(examples: &[Example], weights: &[f64]) -> f64 {
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
/// method from `start`, held to it by the ridge: those `is_fitted` names
/// and the examples count, the others left as they are.
pub fn fit(examples: &[Example], start: &[f64]) -> Vec<f64> {
    // Only weights some example counts: the rest keep their start.
    let mut counted = vec![false; WEIGHTS];
    for example in examples {
        for &(index, _) in &example.counts {
            counted[usize::from(index)] = true;
        }
    }
    let free: Vec<usize> = (0..WEIGHTS)
        .filter(|&i| counted[i] && is_fitted(i))
        .collect();
    let mut slot = vec![usize::MAX; WEIGHTS];
    for (position, &index) in free.iter().enumerate() {
        slot[index] = position;
    }
    let mut weights = start.to_vec();
    let count = examples.len().max(1) as f64;
    let ridge = RIDGE / (SCALE * SCALE);
    for _ in 0..ITERATIONS {
        let mut gradient: Vec<f64> = free
            .iter()
            .map(|&i| ridge * (weights[i] - start[i]))
            .collect();
        let mut hessian = vec![vec![0.0; free.len()]; free.len()];
        for (a, row) in hessian.iter_mut().enumerate() {
            row[a] = ridge;
        }
        let mut x = Vec::new();
        for example in examples {
            let q = predicted(example, &weights);
            x.clear();
            x.extend(
                example
                    .counts
                    .iter()
                    .filter(|&&(i, _)| slot[usize::from(i)] != usize::MAX)
                    .map(|&(i, c)| (slot[usize::from(i)], f64::from(c) / SCALE)),
            );
            let curve = q * (1.0 - q) / count;
            for &(a, xa) in &x {
                gradient[a] += (q - example.chance) * xa / count;
                let row = &mut hessian[a];
                for &(b, xb) in &x {
                    row[b] += curve * xa * xb;
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
    use crate::engine::five::search::census::PROFILE_PAIRS;
    use crate::engine::rng::Rng;
    use crate::tools::selfplay::Game;
    use clap::Parser;

    #[test]
    fn the_command_line_names_folders_judge_and_board() {
        let parse = |line: &str| Options::try_parse_from(line.split_whitespace());
        let options = parse("five-fit --records a").unwrap();
        assert_eq!(options.records, [Path::new("a")]);
        assert!(options.games.is_empty());
        assert_eq!(options.judge, "pbrain-rapfi");
        assert_eq!(options.size, Area::sized(20, 20).unwrap());
        assert_eq!(options.result, 0.5);
        assert_eq!(options.out, Path::new("src/engine/five/search/weights.rs"));
        let options =
            parse("five-fit --records a --records b --judge j --size 15 --games g --result 1")
                .unwrap();
        assert_eq!(options.records, [Path::new("a"), Path::new("b")]);
        assert_eq!(
            (options.judge.as_str(), options.size, options.result),
            ("j", Area::sized(15, 15).unwrap(), 1.0)
        );
        assert_eq!(options.games, [Path::new("g")]);
        let error = parse("five-fit").unwrap_err().to_string();
        assert!(error.contains("--records <DIR>|--games <FILE>"), "{error}");
        let error = parse("five-fit --games g --result 2")
            .unwrap_err()
            .to_string();
        assert!(error.contains("runs from 0 to 1"), "{error}");
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
        // Chances made by weights of -300 to 300, from counts of the
        // first forty fitted weights drawn at random: the fit from zero
        // must give those weights back, and leave the weights no example
        // counts at zero.
        let truth: Vec<f64> = (0..WEIGHTS)
            .map(|i| 100.0 * (i % 7) as f64 - 300.0)
            .collect();
        let counted: Vec<u16> = (0..WEIGHTS as u16)
            .filter(|&index| is_fitted(usize::from(index)))
            .take(40)
            .collect();
        let mut rng = Rng::new(3);
        let examples: Vec<Example> = (0..3000)
            .map(|_| {
                let mut counts: Counts = counted
                    .iter()
                    .map(|&index| (index, rng.below(3) as i16 - 1))
                    .filter(|&(_, count)| count != 0)
                    .collect();
                counts.sort_unstable();
                let mut example = Example {
                    counts,
                    chance: 0.0,
                };
                example.chance = predicted(&example, &truth);
                example
            })
            .collect();
        let zero = vec![0.0; WEIGHTS];
        let fitted = fit(&examples, &zero);
        for index in 0..WEIGHTS {
            let want = match counted.contains(&(index as u16)) {
                true => truth[index],
                false => 0.0,
            };
            assert!(
                // Within the ridge's pull towards the start.
                (fitted[index] - want).abs() < 2.0,
                "weight {index}: {} for {want}",
                fitted[index],
            );
        }
        assert!(divergence(&examples, &fitted) < 1e-6);
        assert!(divergence(&examples, &zero) > 0.01);
    }

    #[test]
    fn self_play_positions_are_labelled_by_result_and_score() {
        let file = std::env::temp_dir().join(format!("five-fit-games-{}", std::process::id()));
        let games: Vec<Game> = (0..3)
            .map(|index| crate::tools::selfplay::play(5, index, 300))
            .collect();
        let lines: Vec<String> = games.iter().map(Game::line).collect();
        fs::write(&file, lines.join("\n")).unwrap();
        let [fitted, held] = played(&file, 1.0).unwrap();
        let [scored, _] = played(&file, 0.0).unwrap();
        fs::write(&file, "15 X 2 1,1 oops").unwrap();
        let error = played(&file, 1.0).unwrap_err();
        fs::remove_file(&file).unwrap();
        assert!(error.ends_with("line 1: a bad move"), "{error}");
        // Game 0 is held out; no more positions than searched moves.
        let searched = |game: &Game| game.scores.iter().flatten().count();
        assert!(!held.is_empty() && held.len() <= searched(&games[0]));
        assert!(!fitted.is_empty() && fitted.len() <= searched(&games[1]) + searched(&games[2]));
        // By result alone, a chance is a win, a loss or a draw; by score
        // alone, the search's score as a chance.
        assert!(fitted.iter().all(|e| [0.0, 0.5, 1.0].contains(&e.chance)));
        assert!(fitted.iter().any(|e| e.chance == 1.0) && fitted.iter().any(|e| e.chance == 0.0));
        assert!(scored.iter().all(|e| (0.0..=1.0).contains(&e.chance)));
        assert!(scored.iter().any(|e| e.chance > 0.1 && e.chance < 0.9));
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
        let examples = judged(&[&folder], "judge", area).unwrap();
        fs::remove_dir_all(&folder).unwrap();
        // Move 4 (Eval -4) and move 6 (a found win); move 8 printed none.
        let chances: Vec<f64> = examples.iter().map(|e| e.chance).collect();
        assert_eq!(chances, [logistic(-4.0 / 250.0), logistic(1500.0 / 250.0)]);
        // The pair of profiles, counted once.
        let last = examples[0].counts.last().copied().unwrap();
        assert!(usize::from(last.0) >= WEIGHTS - PROFILE_PAIRS && last.1 == 1);
    }
}
