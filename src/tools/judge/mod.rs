//! Move quality, judged by a stronger brain: positions from match records
//! where the game was still open, each answered by the players, and the
//! position after each answer scored by the judge, a brain that prints its
//! evaluation as Rapfi does (`MESSAGE ... Eval 35 ...`, `Eval +M12` for a
//! win it has found). Two players answer the same positions, so their
//! difference is paired: where both play the same move it is exactly 0.
//! That makes it far less noisy than a match, whose games are each
//! decided by a few moves among many.
//!
//! - `samples`: the positions, from the records.
//! - `options`: the command line of `five-judge`.
//! - `marks`: the review's marks against the judge's (`five-marks`).

pub mod marks;
pub mod options;
pub mod samples;

use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::Path;
use std::sync::mpsc;
use std::thread;

use crate::engine::five::{Board, Point};
use crate::tools::arena::game::Contestant;
use crate::tools::arena::{Cause, Conditions, Fault, PlayerSpec};
use samples::{evaluation, key, Sample, MATE};

/// The judge's evaluation that is worth about 73%: the logistic's scale.
/// Rapfi's classical model (`model220723.bin`) gives 250 as its first
/// field and maps its evaluations to win rates by it; until 2026-11-28 the
/// judge read them at 200, which made every gap a quarter larger.
const SCALE: f64 = 250.0;

/// The judge's scores of positions already asked, kept in a file between
/// runs: `key<TAB>evaluation` lines.
#[derive(Default)]
pub struct Cache {
    evaluations: HashMap<String, i32>,
}

impl Cache {
    /// The cache in `path`, empty when there is no such file yet.
    pub fn load(path: &Path) -> io::Result<Cache> {
        let text = match fs::read_to_string(path) {
            Err(error) if error.kind() == io::ErrorKind::NotFound => String::new(),
            other => other?,
        };
        let evaluations = keyed(&text)
            .map(|(key, eval)| (key.to_string(), eval))
            .collect();
        Ok(Cache { evaluations })
    }

    /// Writes the cache to `path`, keeping what another run wrote there
    /// since this one read it, so that runs side by side keep each other's
    /// evaluations.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let mut evaluations = Cache::load(path)?.evaluations;
        evaluations.extend(
            self.evaluations
                .iter()
                .map(|(key, &eval)| (key.clone(), eval)),
        );
        let mut lines: Vec<String> = evaluations
            .iter()
            .map(|(key, eval)| format!("{key}\t{eval}\n"))
            .collect();
        lines.sort();
        // Written aside, then renamed: a run reading it never sees half.
        let aside = path.with_extension(format!("partial-{}", std::process::id()));
        fs::write(&aside, lines.concat())?;
        fs::rename(aside, path)
    }

    pub fn len(&self) -> usize {
        self.evaluations.len()
    }

    pub fn is_empty(&self) -> bool {
        self.evaluations.is_empty()
    }
}

/// One player's scores, position by position, kept to stand for it in
/// later runs on the same positions: `key<TAB>score` lines.
pub fn save_scores(path: &Path, samples: &[Sample], scores: &[f64]) -> io::Result<()> {
    let lines: Vec<String> = samples
        .iter()
        .zip(scores)
        .map(|(sample, score)| format!("{}\t{score}\n", key(&sample.board)))
        .collect();
    fs::write(path, lines.concat())
}

/// The scores `save_scores` kept, for `samples`; refused unless it kept
/// one for each.
pub fn load_scores(path: &Path, samples: &[Sample]) -> Result<Vec<f64>, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let saved: HashMap<&str, f64> = keyed(&text).collect();
    let scores: Vec<f64> = samples
        .iter()
        .filter_map(|sample| saved.get(key(&sample.board).as_str()).copied())
        .collect();
    match samples.len() - scores.len() {
        0 => Ok(scores),
        missing => Err(format!(
            "{} has no score for {missing} of the {} positions: judge the same records, seed and positions",
            path.display(),
            samples.len()
        )),
    }
}

/// The `key<TAB>value` lines of both files, those whose value reads.
fn keyed<T: std::str::FromStr>(text: &str) -> impl Iterator<Item = (&str, T)> {
    text.lines().filter_map(|line| {
        let (key, value) = line.split_once('\t')?;
        Some((key, value.parse().ok()?))
    })
}

/// What each player's answers were worth, position by position: the
/// judge's expected score for the player, from 0 (lost) to 1 (won).
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    pub scores: Vec<Vec<f64>>,
}

impl Judgement {
    /// The players' answers to `samples`, each position after them scored
    /// by `judge` (asked once per position, `cache` remembering), the
    /// players on one thread and the judge on another. `answered` hears
    /// of each sample done.
    pub fn reach(
        players: &[PlayerSpec],
        judge: &PlayerSpec,
        samples: &[Sample],
        conditions: [Conditions; 2],
        cache: &mut Cache,
        mut answered: impl FnMut(usize),
    ) -> Result<Judgement, Fault> {
        let (send, receive) = mpsc::channel::<(usize, usize, Board)>();
        let scores = thread::scope(|scope| {
            let judging = scope.spawn(move || judge_all(judge, conditions[1], cache, receive));
            let asked = ask_all(players, samples, conditions[0], send, &mut answered);
            let judged = judging
                .join()
                .unwrap_or_else(|_| Err(crash("the judge's thread")));
            asked.and(judged)
        })?;
        let mut table = vec![vec![0.0; samples.len()]; players.len()];
        for (sample, player, score) in scores {
            table[player][sample] = score;
        }
        Ok(Judgement { scores: table })
    }

    /// The verdicts of several runs on the same samples as one: each
    /// player's score for a position is the mean of its runs' scores there.
    pub fn average(runs: &[Judgement]) -> Judgement {
        let Some((first, rest)) = runs.split_first() else {
            return Judgement { scores: Vec::new() };
        };
        let mut scores = first.scores.clone();
        for run in rest {
            for (total, more) in scores.iter_mut().flatten().zip(run.scores.iter().flatten()) {
                *total += more;
            }
        }
        for score in scores.iter_mut().flatten() {
            *score /= runs.len() as f64;
        }
        Judgement { scores }
    }

    /// Player `player`'s mean score and its standard error.
    pub fn mean(&self, player: usize) -> (f64, f64) {
        mean_and_error(&self.scores[player])
    }

    /// The second player's score less the first's, position by position:
    /// its mean, standard error, and how often it is above, below and at
    /// 0.
    pub fn difference(&self) -> (f64, f64, [usize; 3]) {
        let gains: Vec<f64> = self.scores[1]
            .iter()
            .zip(&self.scores[0])
            .map(|(second, first)| second - first)
            .collect();
        let (mean, error) = mean_and_error(&gains);
        let count = |keep: fn(f64) -> bool| gains.iter().filter(|&&g| keep(g)).count();
        (
            mean,
            error,
            [count(|g| g > 0.0), count(|g| g < 0.0), count(|g| g == 0.0)],
        )
    }
}

/// Asks every player for its move in every sample, and sends the position
/// after it to the judge.
fn ask_all(
    players: &[PlayerSpec],
    samples: &[Sample],
    conditions: Conditions,
    judge: mpsc::Sender<(usize, usize, Board)>,
    answered: &mut impl FnMut(usize),
) -> Result<(), Fault> {
    let mut seats = players
        .iter()
        .map(|player| player.join(conditions, 1).map_err(|f| by(player, f)))
        .collect::<Result<Vec<_>, _>>()?;
    for (index, sample) in samples.iter().enumerate() {
        for (player, seat) in seats.iter_mut().enumerate() {
            let point = seat
                .play(&sample.board)
                .map_err(|f| by(&players[player], f))?;
            seat.chatter();
            let mut after = sample.board.clone();
            after.play(point).map_err(|error| {
                let detail = format!("played {point} in {}: {error}", sample.source);
                by(&players[player], Fault::new(Cause::IllegalMove, detail))
            })?;
            if judge.send((index, player, after)).is_err() {
                return Ok(());
            }
        }
        answered(index + 1);
    }
    Ok(())
}

/// Scores each position it receives: 1 when the player has won, else the
/// logistic of the judge's evaluation, which is from the judge's side.
fn judge_all(
    judge: &PlayerSpec,
    conditions: Conditions,
    cache: &mut Cache,
    positions: mpsc::Receiver<(usize, usize, Board)>,
) -> Result<Vec<(usize, usize, f64)>, Fault> {
    let mut seat = None;
    let mut scores = Vec::new();
    for (sample, player, board) in positions {
        if board.winner().is_some() {
            scores.push((sample, player, 1.0));
            continue;
        }
        // The judge's time is part of the key: one cache serves several.
        let key = format!("{} {}", conditions.budget.ms(), key(&board));
        let eval = match cache.evaluations.get(&key) {
            Some(&eval) => eval,
            None => {
                let seat = match &mut seat {
                    Some(seat) => seat,
                    None => seat.insert(judge.join(conditions, 1).map_err(|f| by(judge, f))?),
                };
                let (_, eval) = evaluate(seat.as_mut(), &board).map_err(|f| by(judge, f))?;
                cache.evaluations.insert(key, eval);
                eval
            }
        };
        scores.push((sample, player, expected_score(-eval)));
    }
    Ok(scores)
}

/// The judge's move on `board` and its evaluation there, from its side,
/// read off what it says before the move.
pub fn evaluate(judge: &mut dyn Contestant, board: &Board) -> Result<(Point, i32), Fault> {
    let point = judge.play(board)?;
    let chatter = judge.chatter().join(" | ");
    let mut after = board.clone();
    match evaluation(&chatter) {
        Some(eval) => Ok((point, eval)),
        // Rapfi plays a five at once, saying nothing: a win it found.
        None if after.play(point).is_ok() && after.winner().is_some() => Ok((point, MATE)),
        None => Err(Fault::new(
            Cause::IllegalMove,
            "printed no evaluation (MESSAGE ... Eval N)",
        )),
    }
}

/// What an evaluation from a player's side is worth to it, 0 to 1: a
/// found win or loss all or nothing.
pub fn expected_score(eval: i32) -> f64 {
    match eval {
        e if e >= MATE => 1.0,
        e if e <= -MATE => 0.0,
        e => 1.0 / (1.0 + (-f64::from(e) / SCALE).exp()),
    }
}

fn mean_and_error(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (variance / n).sqrt())
}

/// `fault`, its detail led by who it is about.
fn by(player: &PlayerSpec, fault: Fault) -> Fault {
    Fault::new(fault.cause, format!("{} {}", player.name(), fault.detail))
}

fn crash(what: &str) -> Fault {
    Fault::new(Cause::Crash, format!("{what} panicked"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A judge that plays one point and says nothing, as Rapfi plays a five.
    struct Silent(Point);

    impl Contestant for Silent {
        fn play(&mut self, _: &Board) -> Result<Point, Fault> {
            Ok(self.0)
        }
    }

    #[test]
    fn a_five_played_without_a_word_is_a_found_win() {
        let four: Board = "0,0 5,5 1,0 5,6 2,0 5,7 3,0 9,9".parse().unwrap();
        let five = Point::new(4, 0).unwrap();
        assert_eq!(evaluate(&mut Silent(five), &four), Ok((five, MATE)));
        let elsewhere = Point::new(4, 1).unwrap();
        let fault = evaluate(&mut Silent(elsewhere), &four).unwrap_err();
        assert_eq!(fault.detail, "printed no evaluation (MESSAGE ... Eval N)");
    }

    #[test]
    fn expected_scores_run_from_lost_to_won() {
        assert_eq!(expected_score(0), 0.5);
        assert!((expected_score(250) - 0.731).abs() < 1e-3);
        assert_eq!((expected_score(-MATE), expected_score(MATE)), (0.0, 1.0));
        assert!(expected_score(MATE - 1) < 1.0 && expected_score(1 - MATE) > 0.0);
    }

    #[test]
    fn the_difference_is_paired_position_by_position() {
        let judgement = Judgement {
            scores: vec![vec![0.5, 0.2, 0.9, 0.4], vec![0.5, 0.4, 0.8, 0.8]],
        };
        let (mean, error, [better, worse, same]) = judgement.difference();
        assert!((mean - 0.125).abs() < 1e-12);
        assert!(error > 0.0);
        assert_eq!((better, worse, same), (2, 1, 1));
        assert!((judgement.mean(0).0 - 0.5).abs() < 1e-12);
    }

    #[test]
    fn runs_average_position_by_position() {
        let run = |first: [f64; 2], second: [f64; 2]| Judgement {
            scores: vec![first.to_vec(), second.to_vec()],
        };
        // Halves and quarters, which add and halve exactly.
        let runs = [
            run([0.5, 0.25], [0.125, 1.0]),
            run([0.25, 0.25], [0.375, 0.5]),
        ];
        let average = Judgement::average(&runs);
        assert_eq!(average.scores, [[0.375, 0.25], [0.25, 0.75]]);
        assert_eq!(Judgement::average(&runs[..1]), runs[0]);
    }

    #[test]
    fn saved_scores_stand_for_a_player_on_the_same_positions() {
        let sample = |moves: &str| Sample {
            board: moves.parse().unwrap(),
            source: moves.into(),
        };
        let samples = [sample("0,0 1,1 2,2"), sample("0,0 1,1 3,3")];
        let path = std::env::temp_dir().join(format!("judge-scores-{}", std::process::id()));
        save_scores(&path, &samples, &[0.25, 0.5]).unwrap();
        assert_eq!(load_scores(&path, &samples).unwrap(), [0.25, 0.5]);
        let other = [samples[1].clone(), sample("0,0 1,1 4,4")];
        let error = load_scores(&path, &other).unwrap_err();
        assert!(
            error.ends_with(
                "has no score for 1 of the 2 positions: judge the same records, seed and positions"
            ),
            "{error}"
        );
        fs::remove_file(&path).unwrap();
    }

    #[test]
    fn the_cache_keeps_its_evaluations_in_a_file() {
        let path = std::env::temp_dir().join(format!("judge-cache-{}", std::process::id()));
        let mut cache = Cache::load(&path).unwrap();
        assert!(cache.is_empty());
        cache.evaluations.insert("0,0x 1,1o".into(), -35);
        cache.save(&path).unwrap();
        let again = Cache::load(&path).unwrap();
        assert_eq!(again.evaluations.get("0,0x 1,1o"), Some(&-35));
        assert_eq!(again.len(), 1);

        // Two runs at once, each with an evaluation of its own.
        let (mut first, mut second) = (Cache::load(&path).unwrap(), Cache::load(&path).unwrap());
        first.evaluations.insert("0,0x".into(), 12);
        second.evaluations.insert("1,1x".into(), -7);
        first.save(&path).unwrap();
        second.save(&path).unwrap();
        let both = Cache::load(&path).unwrap();
        assert_eq!(both.len(), 3);
        assert_eq!(both.evaluations.get("0,0x"), Some(&12));
        fs::remove_file(&path).unwrap();
    }
}
