//! The judge command's arguments, read by clap (`five-judge --help`).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::Parser;

use crate::engine::five::search::{Area, Budget};
use crate::tools::arena::{Conditions, PlayerSpec};
use crate::tools::args::{self, Common, Records};

/// Judges the moves of one or two players by a stronger brain's evaluation
/// of the positions after them, on positions from match records.
#[derive(Parser, Debug)]
#[command(
    name = "five-judge",
    after_help = "Positions are those of moves 6 to 24 where a player other than the judge \
                  moved and the judge's own evaluation, a move before, was within 300."
)]
struct Options {
    /// One player or two: hard, or the path of a Gomocup brain's
    /// executable. Each answers every position; with two, the second's gain
    /// over the first is reported, position by position
    #[arg(value_name = "PLAYER", num_args = 1..=2, required = true, value_parser = args::player)]
    players: Vec<PlayerSpec>,
    /// The judging brain, which prints `Eval N` in its MESSAGE lines as
    /// Rapfi does
    #[arg(long, value_name = "BRAIN", value_parser = args::player)]
    judge: PlayerSpec,
    #[command(flatten)]
    records: Records,
    #[command(flatten)]
    common: Common,
    /// Hard searches N positions a move instead of timing itself, so that
    /// its answers repeat exactly; brains are told INFO max_node N and keep
    /// the time. With several counts, each player answers every position
    /// once per count and scores there the mean of its answers' scores
    #[arg(long, value_name = "N[,N...]", value_delimiter = ',')]
    nodes: Vec<u64>,
    /// Milliseconds a position for the judge
    #[arg(long, value_name = "MS", default_value = "1000", value_parser = args::budget)]
    judge_time: Budget,
    /// At most N positions (all); a standard error needs two
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(2..))]
    positions: Option<u64>,
    /// Keeps the judge's evaluations between runs
    #[arg(long, value_name = "FILE")]
    cache: Option<PathBuf>,
    /// Keeps the first player's scores, position by position
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Scores kept by --save stand as the first player, and the one PLAYER
    /// named is the second
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judging {
    pub players: Vec<PlayerSpec>,
    pub judge: PlayerSpec,
    pub records: Vec<PathBuf>,
    /// The players' conditions, then the judge's: a 20 by 20 board, each with
    /// its own time.
    pub conditions: [Conditions; 2],
    /// The players' positions a move, a run for each (none: one timed run).
    pub counts: Vec<u64>,
    pub positions: Option<usize>,
    pub seed: u64,
    pub cache: Option<PathBuf>,
    pub save: Option<PathBuf>,
    pub baseline: Option<PathBuf>,
}

impl Judging {
    /// The players' conditions in each run: one timed run, or one per count.
    pub fn runs(&self) -> Vec<Conditions> {
        let players = self.conditions[0];
        match self.counts.is_empty() {
            true => vec![players],
            false => self
                .counts
                .iter()
                .map(|&count| Conditions {
                    nodes: Some(count),
                    ..players
                })
                .collect(),
        }
    }
}

/// Gomocup's freestyle board, on which the records were played.
const SIDE: i32 = 20;
/// The brains' match time covers this many moves of their turn: they
/// answer one position after another, as one long game.
const MATCH_MOVES: usize = 1_000_000;

/// The judging the arguments ask for (the program's name left out), or why
/// they do not make one (`--help` among them).
pub fn parse_args(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
) -> Result<Judging, clap::Error> {
    let options: Options = args::parse(args)?;
    let random = |spec: &PlayerSpec| matches!(spec, PlayerSpec::Level(_));
    if options.players.iter().any(random) || random(&options.judge) {
        return Err(args::invalid::<Options>(
            "the levels below hard pick among moves at random: judge hard or a brain",
        ));
    }
    // A baseline stands as the first player.
    if options.baseline.is_some() && options.players.len() > 1 {
        return Err(args::invalid::<Options>(format!(
            "one player is needed with --baseline, got {}",
            options.players.len()
        )));
    }
    Ok(Judging {
        players: options.players,
        judge: options.judge,
        records: options.records.folders,
        conditions: [
            conditions(options.common.time),
            conditions(options.judge_time),
        ],
        counts: options.nodes,
        positions: options.positions.map(|n| n as usize),
        seed: options.common.seed,
        cache: options.cache,
        save: options.save,
        baseline: options.baseline,
    })
}

fn conditions(budget: Budget) -> Conditions {
    Conditions {
        area: Area::sized(SIDE, SIDE).expect("Gomocup's board"),
        budget,
        max_moves: MATCH_MOVES,
        nodes: None,
        memory: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Judging, clap::Error> {
        parse_args(line.split_whitespace())
    }

    #[test]
    fn defaults_and_options() {
        let judging = parse("hard --judge /bin/sh --records a").unwrap();
        assert_eq!(judging.players, [PlayerSpec::Hard]);
        assert_eq!(judging.judge, PlayerSpec::Brain("/bin/sh".into()));
        assert_eq!(judging.records, [PathBuf::from("a")]);
        let [players, judge] = judging.conditions;
        assert_eq!((players.budget.ms(), judge.budget.ms()), (250, 1000));
        assert_eq!((players.nodes, judge.nodes), (None, None));
        assert_eq!(players.area, Area::sized(20, 20).unwrap());
        assert_eq!(
            (judging.positions, judging.seed, judging.cache),
            (None, 1, None)
        );

        let judging = parse(
            "hard /bin/sh --judge /bin/sh --records a --records b --time 50 \
             --judge-time 400 --positions 9 --seed 3 --cache c --save s --nodes 5000",
        )
        .unwrap();
        assert_eq!(judging.players.len(), 2);
        assert_eq!(judging.records.len(), 2);
        let [players, judge] = judging.conditions;
        assert_eq!((players.budget.ms(), judge.budget.ms()), (50, 400));
        // Only the players count positions: the judge keeps its time.
        assert_eq!(judging.counts, [5000]);
        assert_eq!((players.nodes, judge.nodes), (None, None));
        assert_eq!((judging.positions, judging.seed), (Some(9), 3));
        assert_eq!(judging.cache, Some(PathBuf::from("c")));
        assert_eq!(judging.save, Some(PathBuf::from("s")));
        let judging = parse("hard --judge /bin/sh --records a --baseline b").unwrap();
        assert_eq!(judging.baseline, Some(PathBuf::from("b")));
        assert!(judging.counts.is_empty());
        assert_eq!(judging.runs(), [judging.conditions[0]]);
        let judging = parse("hard --judge /bin/sh --records a --nodes 149000,150000,151000");
        let judging = judging.unwrap();
        assert_eq!(judging.counts, [149_000, 150_000, 151_000]);
        let counts: Vec<_> = judging
            .runs()
            .iter()
            .map(|conditions| conditions.nodes)
            .collect();
        assert_eq!(counts, [Some(149_000), Some(150_000), Some(151_000)]);
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        let says = |line, what: &str| {
            let error = parse(line).unwrap_err().to_string();
            assert!(error.contains(what), "{line}: {error}");
        };
        says(
            "--judge /bin/sh --records a",
            "required arguments were not provided:\n  <PLAYER>...",
        );
        says(
            "hard --records a",
            "required arguments were not provided:\n  --judge <BRAIN>",
        );
        says(
            "hard hard --judge /bin/sh --records a --baseline b",
            "one player is needed with --baseline, got 2",
        );
        says(
            "hard hard hard --judge /bin/sh --records a",
            "unexpected value 'hard'",
        );
        says(
            "hard --judge /bin/sh",
            "required arguments were not provided:\n  --records <DIR>",
        );
        says(
            "./no-such-brain --judge /bin/sh --records a",
            "./no-such-brain is neither a level (beginner to hard) nor a brain's executable",
        );
        for line in [
            "normal --judge /bin/sh --records a",
            "hard --judge normal --records a",
            "club --judge /bin/sh --records a",
        ] {
            says(
                line,
                "the levels below hard pick among moves at random: judge hard or a brain",
            );
        }
        says(
            "hard --judge /bin/sh --records a --time 0",
            "'--time <MS>': runs from 1 to 60000 ms",
        );
        says("hard --judge", "a value is required for '--judge <BRAIN>'");
        says(
            "hard --judge /bin/sh --records a --positions 1",
            "'--positions <N>': 1 is not in 2..",
        );
        says("hard --fast 1", "unexpected argument '--fast'");
        says(
            "hard --judge /bin/sh --records a --nodes 5000,,6000",
            "invalid value '' for '--nodes <N[,N...]>'",
        );
    }
}
