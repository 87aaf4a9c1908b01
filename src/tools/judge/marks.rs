//! The review's marks against a stronger judge's (`five-marks`): each game
//! of match records reviewed as the page reviews it (`play::five::review`,
//! Hard searching each position, here for a set number of positions rather
//! than the page's 0.3 s and 1.2 s), and each of its positions evaluated by
//! the judge. The judge's evaluation before a move (its best play) and after
//! it (the other side's, negated) are turned into chances by the judge's
//! mapping (`SCALE`) and marked by the review's own code (`verdict`), so
//! that the two marks differ only by whose eyes read the positions. A
//! brain may take the review's place (`Reviewer::Brain`), read as the
//! judge is: how often would a reviewer of its strength agree?

use std::collections::HashSet;
use std::fs;
use std::thread;

use clap::Parser;

use super::samples::{read_record, record_files, MATE};
use super::{evaluate, SCALE};
use crate::engine::five::review::{verdict, Mark, Verdict};
use crate::engine::five::search::{Area, Budget, Limits, Position, Searcher, Thought};
use crate::engine::five::{Board, Outcome, Rule};
use crate::play::five::review::Review;
use crate::tools::arena::elo::share_interval;
use crate::tools::arena::game::Contestant;
use crate::tools::arena::{Conditions, PlayerSpec};
use crate::tools::args::{self, Records};

/// Measures how often the review's mistakes and blunders are the judge's,
/// and the reverse, on the moves of match records after their openings.
#[derive(Parser, Clone, Debug, PartialEq, Eq)]
#[command(name = "five-marks")]
pub struct Options {
    #[command(flatten)]
    pub records: Records,
    /// The judging brain, which prints `Eval N` in its MESSAGE lines as
    /// Rapfi does
    #[arg(long, value_name = "BRAIN", value_parser = args::player)]
    pub judge: PlayerSpec,
    /// Positions Hard searches for each of the review's positions at its
    /// first look, four times as many at its second (the page gives it
    /// 0.3 s and 1.2 s: some 300,000 and 1,200,000 positions in a desktop
    /// browser)
    #[arg(long, value_name = "N", default_value_t = 300_000)]
    pub nodes: u64,
    /// Positions the judge searches for each, sent as INFO max_node (about
    /// a second of Rapfi's on one core)
    #[arg(long, value_name = "N", default_value_t = 500_000)]
    pub judge_nodes: u64,
    /// A brain that marks the moves in the review's place, its evaluations
    /// read as the judge's are: how often a reviewer of its strength agrees
    /// with the judge
    #[arg(long, value_name = "BRAIN", value_parser = args::player)]
    pub reviewer: Option<PlayerSpec>,
    /// Positions the reviewer searches for each, as the judge's are sent
    #[arg(
        long,
        value_name = "N",
        default_value_t = 125_000,
        requires = "reviewer"
    )]
    pub reviewer_nodes: u64,
    /// The judge's milliseconds a position, a bound over its positions
    #[arg(long, value_name = "MS", default_value = "10000", value_parser = args::budget)]
    pub judge_time: Budget,
    /// The board the games were played on, N by N
    #[arg(long, value_name = "N", default_value = "20", value_parser = args::board)]
    pub size: Area,
    /// At most the first N games of the records (a game played again
    /// move for move counts once)
    #[arg(long, value_name = "N", value_parser = args::at_least_one)]
    pub games: Option<usize>,
}

/// A move's two marks: the review's and the judge's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked {
    /// The move's number in its game, from 1.
    pub number: usize,
    /// Who played it, as the record names the player.
    pub mover: String,
    pub ours: Mark,
    pub judge: Mark,
    /// The position before it as each side scores it for the mover, the
    /// review's and the judge's, both in the review's units.
    pub scores: (i32, i32),
}

/// What the judge evaluates as the review's score: the score whose chance
/// (`Thought::chance`) is the judge's chance for its evaluation, a found
/// win or loss a forced one.
fn as_score(eval: i32) -> i32 {
    match eval {
        e if e >= MATE => Thought::WIN_THRESHOLD + 1,
        e if e <= -MATE => -Thought::WIN_THRESHOLD - 1,
        e => (f64::from(e) * Thought::CHANCE_SCALE / SCALE).round() as i32,
    }
}

/// The stones a record opened with (`# opening: N stones`), none if it
/// does not say.
fn opening_stones(text: &str) -> usize {
    text.lines()
        .find_map(|line| line.strip_prefix("# opening: ")?.strip_suffix(" stones"))
        .and_then(|count| count.parse().ok())
        .unwrap_or(0)
}

/// Who played move `number`, by the record's line for it (`12 O hard
/// 7,7 …`).
fn mover(text: &str, number: usize) -> String {
    let lead = format!("{number} ");
    text.lines()
        .filter_map(|line| line.strip_prefix(&lead))
        .find_map(|rest| rest.split_whitespace().nth(1))
        .unwrap_or("?")
        .to_string()
}

/// The page's review of `game`, Hard searching `nodes` positions for each
/// position at the first look (as many times more at the second as the
/// page gives it time) on one table, as the worker keeps it.
fn review(game: &Board, nodes: u64) -> Result<Review, String> {
    let mut searcher = Searcher::new(Searcher::DEFAULT_TABLE_BYTES);
    let mut review = Review::new(game);
    review.run(true);
    while let Some(due) = review.due() {
        if due.fresh {
            searcher.clear();
        }
        let clock = || 0.0;
        let thought = searcher.play(
            &Position::from_board(&due.position),
            Limits::nodes(nodes * u64::from(due.look.times())),
            &clock,
        );
        review.found(thought.map_err(|error| error.to_string()));
    }
    match review.failure() {
        Some(why) => Err(why.to_string()),
        None => Ok(review),
    }
}

/// Who marks the moves on the review's side: the page's review, Hard
/// searching a number of positions a position, or a brain whose
/// evaluations are read as the judge's.
pub enum Reviewer {
    Review(u64),
    Brain(Box<dyn Contestant>),
}

/// `brain`'s verdicts on the moves of `game` from `opening` on: its
/// evaluations before and after each move, read as the review's scores
/// and marked by the review's code. `role` names the brain in an error.
fn brain_verdicts(
    brain: &mut dyn Contestant,
    game: &Board,
    opening: usize,
    role: &str,
) -> Result<Vec<Verdict>, String> {
    let moves = game.moves();
    let won = matches!(game.outcome(), Outcome::Won { .. });
    // The positions before each move after the opening, and the last
    // unless a five ended the game.
    let last = if won { moves.len() } else { moves.len() + 1 };
    let mut position = game.clone();
    while position.moves().len() > opening {
        position.undo();
    }
    let mut thoughts = Vec::new();
    for index in opening..last {
        let (point, eval) =
            evaluate(brain, &position).map_err(|fault| format!("the {role} {}", fault.detail))?;
        thoughts.push(Thought::unsearched(point, as_score(eval), 0));
        if let Some(&next) = moves.get(index) {
            position.play(next).map_err(|error| error.to_string())?;
        }
    }
    Ok((opening..moves.len())
        .map(|index| {
            let best = &thoughts[index - opening];
            let after = match thoughts.get(index + 1 - opening) {
                Some(next) => -next.score,
                None => Thought::WIN_THRESHOLD + 1,
            };
            verdict(index, moves[index], best, after)
        })
        .collect())
}

/// Each move of the record `text` after its opening, on `area`, marked by
/// `reviewer` and by `judge`, which is asked about every position from
/// the opening on.
pub fn mark_game(
    text: &str,
    area: Area,
    reviewer: &mut Reviewer,
    judge: &mut dyn Contestant,
) -> Result<Vec<Marked>, String> {
    let Some(record) = read_record(text, "") else {
        return Ok(Vec::new());
    };
    let game = Board::read(&record.moves.join(" "), Rule::Freestyle, area)
        .map_err(|error| format!("its moves do not read: {error}"))?;
    let moves = game.moves();
    let opening = opening_stones(text).min(moves.len());
    let (ours, theirs) = match reviewer {
        // Hard's review runs beside the judge, which waits on its pipes.
        Reviewer::Review(nodes) => thread::scope(|scope| {
            let ours = scope.spawn(|| review(&game, *nodes));
            let theirs = brain_verdicts(judge, &game, opening, "judge")?;
            let ours = ours
                .join()
                .unwrap_or_else(|_| Err("the review panicked".into()))?;
            let ours = ours.verdicts().split_off(opening);
            Ok::<_, String>((ours, theirs))
        })?,
        Reviewer::Brain(brain) => (
            brain_verdicts(brain.as_mut(), &game, opening, "reviewer")?,
            brain_verdicts(judge, &game, opening, "judge")?,
        ),
    };
    Ok(ours
        .iter()
        .zip(&theirs)
        .map(|(ours, judge)| Marked {
            number: ours.number,
            mover: mover(text, ours.number),
            ours: ours.mark,
            judge: judge.mark,
            scores: (ours.best.score, judge.best.score),
        })
        .collect())
}

/// Whether a mark says the move was a mistake or worse.
fn flagged(mark: Mark) -> bool {
    mark >= Mark::Mistake
}

/// The two marks of many moves, counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Agreement {
    /// How many moves got each pair of marks: the review's, then the
    /// judge's, in `Mark::ALL`'s order.
    pub counts: [[usize; 5]; 5],
}

impl Agreement {
    pub fn of(marked: &[Marked]) -> Agreement {
        let mut agreement = Agreement::default();
        for mark in marked {
            agreement.counts[mark.ours as usize][mark.judge as usize] += 1;
        }
        agreement
    }

    pub fn moves(&self) -> usize {
        self.counts.iter().flatten().sum()
    }

    /// Of the moves one side flags (the review's when `ours`, else the
    /// judge's), how many the other flags too, and how many it flags.
    pub fn confirmed(&self, ours: bool) -> (usize, usize) {
        let mut both = 0;
        let mut flags = 0;
        for (row, marks) in Mark::ALL.iter().zip(&self.counts) {
            for (column, &count) in Mark::ALL.iter().zip(marks) {
                let (mine, other) = match ours {
                    true => (*row, *column),
                    false => (*column, *row),
                };
                if flagged(mine) {
                    flags += count;
                    both += if flagged(other) { count } else { 0 };
                }
            }
        }
        (both, flags)
    }

    /// The counts in Markdown, the review's marks down and the judge's
    /// across, then each way's share with its 95% interval.
    pub fn report(&self, judge: &str) -> String {
        let keys: Vec<&str> = Mark::ALL.iter().map(|mark| mark.key()).collect();
        let mut text = format!("| review \\ {judge} | {} |\n", keys.join(" | "));
        text += &format!("| --- |{}\n", " ---: |".repeat(keys.len()));
        for (key, row) in keys.iter().zip(&self.counts) {
            let cells: Vec<String> = row.iter().map(usize::to_string).collect();
            text += &format!("| {key} | {} |\n", cells.join(" | "));
        }
        for (ours, line) in [
            (
                true,
                format!("of the review's mistakes and blunders, {judge} marks so"),
            ),
            (
                false,
                format!("of {judge}'s mistakes and blunders, the review marks so"),
            ),
        ] {
            let (both, flags) = self.confirmed(ours);
            text += &match share_interval(both, flags) {
                Some((low, high)) => format!(
                    "{line} {both} of {flags}: {:.1}%, 95% interval [{:.1}%, {:.1}%]\n",
                    100.0 * both as f64 / flags as f64,
                    100.0 * low,
                    100.0 * high
                ),
                None => format!("{line}: none to count\n"),
            };
        }
        text
    }
}

/// How the review's scores read as chances against the judge's: the
/// scale that brings them nearest.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// The positions counted: those the review has not settled, whose
    /// chance a scale moves.
    pub positions: usize,
    /// The scale with the least mean squared difference between the
    /// review's chance and the judge's, and that difference.
    pub best: (f64, f64),
    /// The difference at the scale in use (`Thought::CHANCE_SCALE`).
    pub in_use: f64,
}

impl Calibration {
    /// The scales tried, from 250 to 1,000 in steps of 25.
    const SCALES: std::ops::RangeInclusive<u32> = 10..=40;
    const STEP: f64 = 25.0;

    /// `None` when the review has settled every position.
    pub fn of(marked: &[Marked]) -> Option<Calibration> {
        let win = Thought::WIN_THRESHOLD;
        let pairs: Vec<(i32, f64)> = marked
            .iter()
            .filter(|m| m.scores.0.abs() <= win)
            .map(|m| (m.scores.0, Thought::chance(m.scores.1)))
            .collect();
        if pairs.is_empty() {
            return None;
        }
        let error = |scale: f64| {
            let sum: f64 = pairs
                .iter()
                .map(|&(ours, judge)| (Thought::chance_at(ours, scale) - judge).powi(2))
                .sum();
            sum / pairs.len() as f64
        };
        let best = Calibration::SCALES
            .map(|step| f64::from(step) * Calibration::STEP)
            .map(|scale| (scale, error(scale)))
            .min_by(|a, b| a.1.total_cmp(&b.1))?;
        Some(Calibration {
            positions: pairs.len(),
            best,
            in_use: error(Thought::CHANCE_SCALE),
        })
    }

    pub fn report(&self, judge: &str) -> String {
        let (scale, error) = self.best;
        format!(
            "the review's scores read as {judge}'s chances best at a scale of {scale}: \
             mean squared difference {error:.5} over {} positions, {:.5} at {} in use\n",
            self.positions,
            self.in_use,
            Thought::CHANCE_SCALE
        )
    }
}

/// Every move of the records `options` names marked both ways, `marked`
/// hearing of each game's name and moves as it is done.
pub fn mark_all(
    options: &Options,
    mut marked: impl FnMut(&str, &[Marked]),
) -> Result<Vec<Marked>, String> {
    let files = record_files(&options.records.folders)
        .map_err(|error| format!("cannot read the records: {error}"))?;
    let conditions = Conditions {
        area: options.size,
        budget: options.judge_time,
        // One long game: the judge's match time is its turn's, many times.
        max_moves: 1_000_000,
        nodes: Some(options.judge_nodes),
        memory: None,
    };
    let mut judge = options
        .judge
        .join(conditions, 1)
        .map_err(|fault| format!("the judge {}", fault.detail))?;
    let mut reviewer = match &options.reviewer {
        None => Reviewer::Review(options.nodes),
        Some(brain) => {
            let nodes = Some(options.reviewer_nodes);
            let brain = brain
                .join(
                    Conditions {
                        nodes,
                        ..conditions
                    },
                    1,
                )
                .map_err(|fault| format!("the reviewer {}", fault.detail))?;
            Reviewer::Brain(brain)
        }
    };
    let mut all = Vec::new();
    let mut seen = HashSet::new();
    for file in files {
        if seen.len() >= options.games.unwrap_or(usize::MAX) {
            break;
        }
        let name = file.display().to_string();
        let text = fs::read_to_string(&file).map_err(|error| format!("{name}: {error}"))?;
        // A game played again move for move counts once.
        let moves = text.lines().find(|line| line.starts_with("moves "));
        if !seen.insert(moves.unwrap_or_default().to_string()) {
            continue;
        }
        let game = mark_game(&text, options.size, &mut reviewer, judge.as_mut())
            .map_err(|error| format!("{name}: {error}"))?;
        marked(&name, &game);
        all.extend(game);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_judges_evaluations_are_read_as_the_reviews_scores() {
        // 250 on the judge's scale is the review's 475: both 73%.
        assert_eq!(as_score(250), 475);
        assert_eq!(as_score(-125), -238);
        assert_eq!(Thought::chance(as_score(MATE)), 1.0);
        assert_eq!(Thought::chance(as_score(-MATE)), 0.0);
        let chance = Thought::chance(as_score(137));
        assert!((chance - super::super::expected_score(137)).abs() < 1e-3);
    }

    #[test]
    fn the_mover_is_read_from_the_record() {
        let text = "# game 1: a\nmoves 0,0 1,1 2,2 3,3\n4 O hard 3,3 1.0 ms\n14 X judge 2,2\n";
        assert_eq!(mover(text, 4), "hard");
        assert_eq!(mover(text, 14), "judge");
        assert_eq!(mover(text, 1), "?");
    }

    #[test]
    fn the_opening_is_read_from_the_record() {
        assert_eq!(opening_stones("# x\n# opening: 5 stones\nmoves"), 5);
        assert_eq!(opening_stones("moves 0,0"), 0);
    }

    #[test]
    fn agreement_counts_each_way() {
        let mark = |ours, judge| Marked {
            number: 1,
            mover: "hard".into(),
            ours,
            judge,
            scores: (0, 0),
        };
        let marks = [
            mark(Mark::Blunder, Mark::Mistake),
            mark(Mark::Mistake, Mark::Good),
            mark(Mark::Best, Mark::Blunder),
            mark(Mark::Best, Mark::Best),
            mark(Mark::Inaccuracy, Mark::Mistake),
        ];
        let agreement = Agreement::of(&marks);
        assert_eq!(agreement.moves(), 5);
        assert_eq!(agreement.confirmed(true), (1, 2));
        assert_eq!(agreement.confirmed(false), (1, 3));
        let report = agreement.report("judge");
        assert!(
            report.contains("| blunder | 0 | 0 | 0 | 1 | 0 |\n"),
            "{report}"
        );
        assert!(
            report.contains("the review marks so 1 of 3: 33.3%, 95% interval"),
            "{report}"
        );
        assert!(Agreement::default().report("j").contains(": none to count"));
    }

    #[test]
    fn the_scale_that_reads_the_reviews_scores_as_the_judges_chances_is_found() {
        let marked = |ours: i32, judge: i32| Marked {
            number: 1,
            mover: "hard".into(),
            ours: Mark::Best,
            judge: Mark::Best,
            scores: (ours, judge),
        };
        // The judge scores each position 19/15 of the review's, so the
        // review's scores read as its chances exactly at 475 · 15/19.
        let flat: Vec<Marked> = [-40, -12, 6, 20, 50]
            .into_iter()
            .map(|k| marked(15 * k, 19 * k))
            .collect();
        let fit = Calibration::of(&flat).unwrap();
        assert_eq!(Thought::CHANCE_SCALE, 475.0);
        assert_eq!(fit.best.0, 375.0, "{fit:?}");
        assert!(fit.best.1 < 1e-12 && fit.in_use > 1e-4, "{fit:?}");
        assert_eq!(fit.positions, 5);
        // A position the review has settled does not count; none left,
        // nothing to fit.
        let settled = marked(Thought::WIN_THRESHOLD + 5, 0);
        assert_eq!(Calibration::of(std::slice::from_ref(&settled)), None);
        let more = [flat, vec![settled]].concat();
        assert_eq!(Calibration::of(&more).unwrap().positions, 5);
        assert!(fit.report("judge").contains("over 5 positions"));
    }

    #[test]
    fn options_have_their_defaults() {
        let options: Options =
            args::parse(["--judge", "/bin/sh", "--records", "a", "--size", "15"]).unwrap();
        assert_eq!((options.nodes, options.judge_nodes), (300_000, 500_000));
        assert_eq!((options.reviewer, options.reviewer_nodes), (None, 125_000));
        assert_eq!(options.judge_time.ms(), 10_000);
        assert_eq!(options.size, Area::sized(15, 15).unwrap());
        assert_eq!(options.games, None);
        assert!(args::parse::<Options>(["--records", "a"]).is_err());
        // A reviewer's positions without a reviewer would say nothing.
        let alone = [
            "--judge",
            "/bin/sh",
            "--records",
            "a",
            "--reviewer-nodes",
            "9",
        ];
        assert!(args::parse::<Options>(alone).is_err());
    }
}
