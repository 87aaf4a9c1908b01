//! The judge command's arguments.

use std::path::{Path, PathBuf};

use crate::engine::five::search::Area;
use crate::tools::arena::{PlayerSpec, Rules};
use crate::tools::args;

pub const USAGE: &str = "\
usage: five-judge PLAYER [SECOND] --judge BRAIN --records DIR [options]
  PLAYER, SECOND   hard, or the path of a Gomocup brain's executable: each
                   answers every position; with two, the second's gain over
                   the first is reported, position by position
  --judge BRAIN    the judging brain, which prints `Eval N` in its MESSAGE
                   lines as Rapfi does
  --records DIR    five-match records of games the judge played (repeat the
                   option for more folders)
  --time MS        milliseconds a move for the players (250)
  --nodes N[,N...] hard searches N positions a move instead of timing
                   itself, so that its answers repeat exactly; brains are
                   told INFO max_node N and keep the time. With several
                   counts, each player answers every position once per
                   count and scores there the mean of its answers' scores
  --judge-time MS  milliseconds a position for the judge (1000)
  --positions N    at most N positions (all)
  --seed S         the order the positions are taken in (1)
  --cache FILE     keeps the judge's evaluations between runs
  --save FILE      keeps the first player's scores, position by position
  --baseline FILE  scores kept by --save stand as the first player, and
                   the one PLAYER named is the second

Positions are those of moves 6 to 24 where a player other than the judge
moved and the judge's own evaluation, a move before, was within 300.";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judging {
    pub players: Vec<PlayerSpec>,
    pub judge: PlayerSpec,
    pub records: Vec<PathBuf>,
    /// The players' rules, then the judge's: a 20 by 20 board, each with
    /// its own time.
    pub rules: [Rules; 2],
    /// The players' positions a move, a run for each (none: one timed run).
    pub counts: Vec<u64>,
    pub positions: Option<usize>,
    pub seed: u64,
    pub cache: Option<PathBuf>,
    pub save: Option<PathBuf>,
    pub baseline: Option<PathBuf>,
}

impl Judging {
    /// The players' rules in each run: one timed run, or one per count.
    pub fn runs(&self) -> Vec<Rules> {
        let players = self.rules[0];
        match self.counts.is_empty() {
            true => vec![players],
            false => self
                .counts
                .iter()
                .map(|&count| Rules {
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
/// they do not make one.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Judging, String> {
    let (words, options) = args::split(args)?;
    let players = words
        .iter()
        .map(|word| player(word))
        .collect::<Result<Vec<_>, _>>()?;
    let mut records = Vec::new();
    let (mut judge, mut time, mut judge_time, mut positions, mut seed) = (None, 250, 1000, None, 1);
    let (mut cache, mut save, mut baseline, mut counts) = (None, None, None, Vec::new());
    for (option, value) in &options {
        let number = || args::whole_number(option, value);
        match option.as_str() {
            "--judge" => judge = Some(player(value)?),
            "--records" => records.push(PathBuf::from(value)),
            "--time" => time = number()?,
            "--judge-time" => judge_time = number()?,
            "--nodes" => {
                counts = value
                    .split(',')
                    .map(|count| args::whole_number(option, count))
                    .collect::<Result<_, _>>()?
            }
            "--positions" => match number()? {
                // A standard error needs two.
                n @ 2.. => positions = Some(n as usize),
                _ => return Err("--positions must be at least 2".into()),
            },
            "--seed" => seed = number()?,
            "--cache" => cache = Some(PathBuf::from(value)),
            "--save" => save = Some(PathBuf::from(value)),
            "--baseline" => baseline = Some(PathBuf::from(value)),
            _ => return Err(format!("unknown option {option}")),
        }
    }
    // A baseline stands as the first player.
    let most = if baseline.is_some() { 1 } else { 2 };
    if !(1..=most).contains(&players.len()) {
        let needed = ["one player is", "one or two players are"][most - 1];
        return Err(format!("{needed} needed, got {}", players.len()));
    }
    let judge = judge.ok_or("--judge names the judging brain")?;
    if records.is_empty() {
        return Err("--records names a folder of the judge's games".into());
    }
    Ok(Judging {
        players,
        judge,
        records,
        rules: [rules(time, "--time")?, rules(judge_time, "--judge-time")?],
        counts,
        positions,
        seed,
        cache,
        save,
        baseline,
    })
}

/// `hard`, or a brain's executable.
fn player(text: &str) -> Result<PlayerSpec, String> {
    match PlayerSpec::parse(text) {
        PlayerSpec::Brain(path) if !Path::new(&path).is_file() => Err(format!(
            "{} is neither hard nor a brain's executable",
            path.display()
        )),
        PlayerSpec::Normal => {
            Err("normal picks among ties at random: judge hard or a brain".into())
        }
        player => Ok(player),
    }
}

fn rules(ms: u64, option: &str) -> Result<Rules, String> {
    let budget = args::budget(option, ms)?;
    Ok(Rules {
        area: Area::sized(SIDE, SIDE).ok_or("no board")?,
        budget,
        max_moves: MATCH_MOVES,
        nodes: None,
        memory: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Judging, String> {
        parse_args(line.split_whitespace().map(String::from))
    }

    #[test]
    fn defaults_and_options() {
        let judging = parse("hard --judge /bin/sh --records a").unwrap();
        assert_eq!(judging.players, [PlayerSpec::Hard]);
        assert_eq!(judging.judge, PlayerSpec::Brain("/bin/sh".into()));
        assert_eq!(judging.records, [PathBuf::from("a")]);
        let [players, judge] = judging.rules;
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
        let [players, judge] = judging.rules;
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
        assert_eq!(judging.runs(), [judging.rules[0]]);
        let judging = parse("hard --judge /bin/sh --records a --nodes 149000,150000,151000");
        let judging = judging.unwrap();
        assert_eq!(judging.counts, [149_000, 150_000, 151_000]);
        let counts: Vec<_> = judging.runs().iter().map(|rules| rules.nodes).collect();
        assert_eq!(counts, [Some(149_000), Some(150_000), Some(151_000)]);
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        let error = |line| parse(line).unwrap_err();
        assert_eq!(
            error("--judge /bin/sh --records a"),
            "one or two players are needed, got 0"
        );
        assert_eq!(error("hard --records a"), "--judge names the judging brain");
        assert_eq!(
            error("hard hard --judge /bin/sh --records a --baseline b"),
            "one player is needed, got 2"
        );
        assert_eq!(
            error("hard --judge /bin/sh"),
            "--records names a folder of the judge's games"
        );
        assert_eq!(
            error("./no-such-brain --judge /bin/sh --records a"),
            "./no-such-brain is neither hard nor a brain's executable"
        );
        assert_eq!(
            error("normal --judge /bin/sh --records a"),
            "normal picks among ties at random: judge hard or a brain"
        );
        assert_eq!(
            error("hard --judge /bin/sh --records a --time 0"),
            "--time runs from 1 to 60000 ms"
        );
        assert_eq!(error("hard --judge"), "--judge needs a value");
        assert_eq!(
            error("hard --judge /bin/sh --records a --positions 1"),
            "--positions must be at least 2"
        );
        assert_eq!(error("hard --fast 1"), "unknown option --fast");
        assert_eq!(
            error("hard --judge /bin/sh --records a --nodes 5000,,6000"),
            "--nodes takes a whole number, not \"\""
        );
    }
}
