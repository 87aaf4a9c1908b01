//! The ladder's calibration (`five-ladder`): each pair of adjacent levels,
//! and each level against the one two above, plays games from the balanced
//! openings with colours swapped, in this process, every level at a set
//! number of positions (Hard at `Level::HARD_NODES`, with a table kept
//! from move to move as in the page's worker) so that a run repeats on any
//! machine; then the Elo of each step, with its 95% interval.

use std::convert::Infallible;
use std::fmt;

use super::arena::contestant::Climber;
use super::arena::elo::Elo;
use super::arena::game::{play_game, Conditions, Contestant, GameRecord, GameScore};
use super::arena::opening::Openings;
use super::{args, parallel};
use crate::engine::five::ladder::Level;
use crate::engine::five::search::{Area, Budget};
use crate::engine::five::Player;
use crate::engine::rng::Rng;

/// What a run measures: each level plays the next one up and the one
/// two up, from the balanced openings in turn, on the open board under
/// freestyle; Hard searches 200,000 positions a move.
#[derive(clap::Parser, Clone, Debug, PartialEq, Eq)]
#[command(name = "five-ladder")]
pub struct Options {
    /// The levels to measure, easiest first, separated by commas
    #[arg(long, value_name = "A,B,..", value_parser = levels, default_value = "beginner,novice,normal,club,advanced,expert,master,grandmaster,hard")]
    pub levels: Levels,
    /// Games each pair plays, in pairs with colours swapped
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = args::at_least_one)]
    pub games: usize,
    /// Games played at once (the number of CPUs when left out)
    #[arg(long, value_name = "J", default_value_t = args::cpus(), value_parser = args::at_least_one)]
    pub jobs: usize,
    /// The seed of the levels' choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// A game with this many stones is a draw
    #[arg(long, value_name = "M", default_value_t = 400, value_parser = args::at_least_one)]
    pub max_moves: usize,
}

/// Two levels at least, easiest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Levels(pub Vec<Level>);

impl std::ops::Deref for Levels {
    type Target = [Level];

    fn deref(&self) -> &[Level] {
        &self.0
    }
}

/// The options the arguments ask for (the program's name left out), or
/// why they make none.
pub fn parse_args(arguments: impl IntoIterator<Item = String>) -> Result<Options, clap::Error> {
    args::parse(arguments)
}

/// The levels of a comma-separated list of keys, two at least.
fn levels(list: &str) -> Result<Levels, String> {
    let levels: Vec<Level> = list
        .split(',')
        .map(|key| key.parse().map_err(|()| format!("unknown level {key}")))
        .collect::<Result<_, _>>()?;
    match levels.len() {
        0 | 1 => Err("two levels at least".into()),
        _ => Ok(Levels(levels)),
    }
}

/// The pairs a run plays, the stronger level first: each level against
/// the next, then each against the one two above.
pub fn pairs(levels: &[Level]) -> Vec<(Level, Level)> {
    let step = |gap: usize| {
        levels
            .iter()
            .zip(levels.iter().skip(gap))
            .map(|(&lower, &upper)| (upper, lower))
    };
    step(1).chain(step(2)).collect()
}

/// The seed of game `game` of pair `pair`, seat `seat`, from `seed`: each
/// game's draws its own, whichever thread plays it.
fn seed_of(seed: u64, pair: usize, game: usize, seat: usize) -> u64 {
    let n = ((pair as u64) << 40) ^ ((game as u64) << 1) ^ seat as u64;
    let mut mixer = Rng::new(seed ^ n.wrapping_mul(0xD1B5_4A32_D192_ED03));
    mixer.next_u64()
}

/// Game `game` (from 0) of `pair`, whose number among the pairs is
/// `index`: pairs of games share an opening, and in the first of them the
/// stronger level has X.
fn play_one(options: &Options, index: usize, pair: (Level, Level), game: usize) -> GameRecord {
    let conditions = Conditions {
        area: Area::Unbounded,
        budget: Budget::DEFAULT,
        max_moves: options.max_moves,
        nodes: None,
        memory: None,
    };
    let opening = Openings::Balanced.board(game / 2, conditions.area.centre());
    let first_plays = if game.is_multiple_of(2) {
        Player::X
    } else {
        Player::O
    };
    let [first, second] = [pair.0, pair.1];
    let mut players: [Box<dyn Contestant>; 2] = [
        Box::new(Climber::new(
            first,
            conditions.area,
            seed_of(options.seed, index, game, 0),
        )),
        Box::new(Climber::new(
            second,
            conditions.area,
            seed_of(options.seed, index, game, 1),
        )),
    ];
    play_game(game + 1, opening, first_plays, &mut players, conditions)
}

/// One pair's games: the stronger level's results, and the moves each
/// side made and how long they took.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PairResult {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Each level's moves and milliseconds over them, stronger first.
    pub moves: [u32; 2],
    pub ms: [f64; 2],
    pub longest_ms: [f64; 2],
}

impl PairResult {
    fn count(&mut self, record: &GameRecord) {
        match record.score() {
            GameScore::Win => self.wins += 1,
            GameScore::Loss => self.losses += 1,
            GameScore::Draw => self.draws += 1,
        }
        for (index, turn) in record.turns.iter().enumerate() {
            let seat = record.seat_of_turn(index).index();
            self.moves[seat] += 1;
            self.ms[seat] += turn.ms;
            self.longest_ms[seat] = self.longest_ms[seat].max(turn.ms);
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// The stronger level's score, draws counting half.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games())
    }

    pub fn elo(&self) -> Option<Elo> {
        Elo::from_results(self.wins, self.losses, self.draws)
    }
}

/// What a run found: each pair of `pairs(levels)` with its result.
#[derive(Clone, Debug, PartialEq)]
pub struct Ladder {
    pub levels: Vec<Level>,
    pub pairs: Vec<((Level, Level), PairResult)>,
}

/// Plays every game of every pair over `options.jobs` threads, telling
/// `finished` about each pair as its last game ends.
pub fn climb(options: &Options, mut finished: impl FnMut(&(Level, Level), &PairResult)) -> Ladder {
    let pairs = pairs(&options.levels);
    // The costliest pairs first, so that the threads end together.
    let mut order: Vec<usize> = (0..pairs.len()).collect();
    order.sort_by_key(|&pair| std::cmp::Reverse(pairs[pair].0.nodes() + pairs[pair].1.nodes()));
    let tasks: Vec<(usize, usize)> = order
        .into_iter()
        .flat_map(|pair| (0..options.games).map(move |game| (pair, game)))
        .collect();
    let mut results = vec![PairResult::default(); pairs.len()];
    let mut left = vec![options.games; pairs.len()];
    let work = |task: usize| {
        let (pair, game) = tasks[task];
        (pair, play_one(options, pair, pairs[pair], game))
    };
    let done: Result<(), Infallible> =
        parallel::in_order(tasks.len(), options.jobs, work, |_, (pair, record)| {
            results[pair].count(&record);
            left[pair] -= 1;
            if left[pair] == 0 {
                finished(&pairs[pair], &results[pair]);
            }
            Ok(())
        });
    let Ok(()) = done;
    Ladder {
        levels: options.levels.to_vec(),
        pairs: pairs.into_iter().zip(results).collect(),
    }
}

/// A level's name as the tables print it: its key, capitalised.
pub fn name(level: Level) -> String {
    let key = level.key();
    key[..1].to_ascii_uppercase() + &key[1..]
}

/// A pair's line: its score and Elo.
pub fn describe(pair: &(Level, Level), result: &PairResult) -> String {
    let elo = result
        .elo()
        .map_or_else(|| "no games".to_string(), |elo| elo.to_string());
    format!(
        "{} vs {}: {} W {} L {} D ({:.1}%), {elo}",
        name(pair.0),
        name(pair.1),
        result.wins,
        result.losses,
        result.draws,
        100.0 * result.score()
    )
}

/// The Elo estimate of a result, or its bound when every game went one
/// way (`None` without even that).
fn point_estimate(elo: Option<Elo>) -> Option<f64> {
    match elo? {
        Elo::Estimate { elo, .. } => Some(elo),
        Elo::AtLeast(bound) | Elo::AtMost(bound) => Some(bound),
        Elo::Unbounded => None,
    }
}

/// The interval of an estimate, as the table prints it.
fn interval(elo: Option<Elo>) -> String {
    match elo {
        Some(Elo::Estimate { low, high, .. }) => format!("[{low:+.0}, {high:+.0}]"),
        Some(Elo::AtLeast(bound)) => format!("> {bound:+.0}"),
        Some(Elo::AtMost(bound)) => format!("< {bound:+.0}"),
        Some(Elo::Unbounded) | None => "?".into(),
    }
}

/// The tables: each level's rating, the sum of the steps below it from the
/// easiest at 0, and each step with its interval; then each pair two apart
/// as measured and as the two steps between them add up.
impl fmt::Display for Ladder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = |upper: Level, lower: Level| {
            self.pairs
                .iter()
                .find(|(pair, _)| *pair == (upper, lower))
                .map(|(_, result)| result)
        };
        writeln!(
            f,
            "| level | rating | step | step's 95% interval | games: W / L / D | ms a move (longest) |"
        )?;
        writeln!(f, "| --- | --- | --- | --- | --- | --- |")?;
        let mut rating = Some(0.0);
        let mut steps = Vec::new();
        for (index, &level) in self.levels.iter().enumerate() {
            let below = index
                .checked_sub(1)
                .and_then(|lower| result(level, self.levels[lower]));
            let step = below.and_then(|result| point_estimate(result.elo()));
            if index > 0 {
                rating = rating.zip(step).map(|(rating, step)| rating + step);
                steps.push(step);
            }
            let cell = |value: Option<f64>| value.map_or("?".into(), |v| format!("{v:+.0}"));
            let (step_cell, range, games) = match below {
                Some(result) => (
                    cell(step),
                    interval(result.elo()),
                    format!("{} / {} / {}", result.wins, result.losses, result.draws),
                ),
                None => ("".into(), "".into(), "".into()),
            };
            let timing = self
                .pairs
                .iter()
                .find_map(|((upper, lower), result)| {
                    let seat = [*upper, *lower].iter().position(|&l| l == level)?;
                    (result.moves[seat] > 0).then(|| {
                        let mean = result.ms[seat] / f64::from(result.moves[seat]);
                        format!("{mean:.1} ({:.0})", result.longest_ms[seat])
                    })
                })
                .unwrap_or_default();
            writeln!(
                f,
                "| {} | {} | {step_cell} | {range} | {games} | {timing} |",
                name(level),
                cell(rating),
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "| pair | measured | 95% interval | the two steps added | games: W / L / D |"
        )?;
        writeln!(f, "| --- | --- | --- | --- | --- |")?;
        for (index, window) in self.levels.windows(3).enumerate() {
            let (lower, upper) = (window[0], window[2]);
            let Some(far) = result(upper, lower) else {
                continue;
            };
            let added = steps[index].zip(steps[index + 1]).map(|(a, b)| a + b);
            let measured = point_estimate(far.elo());
            let cell = |value: Option<f64>| value.map_or("?".into(), |v| format!("{v:+.0}"));
            writeln!(
                f,
                "| {} vs {} | {} | {} | {} | {} / {} / {} |",
                name(upper),
                name(lower),
                cell(measured),
                interval(far.elo()),
                cell(added),
                far.wins,
                far.losses,
                far.draws
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn each_level_meets_the_next_and_the_one_two_above() {
        use Level::*;
        assert_eq!(
            pairs(&Level::ALL),
            [
                (Novice, Beginner),
                (Normal, Novice),
                (Club, Normal),
                (Advanced, Club),
                (Expert, Advanced),
                (Master, Expert),
                (Grandmaster, Master),
                (Hard, Grandmaster),
                (Normal, Beginner),
                (Club, Novice),
                (Advanced, Normal),
                (Expert, Club),
                (Master, Advanced),
                (Grandmaster, Expert),
                (Hard, Master),
            ]
        );
        assert_eq!(pairs(&[Novice, Hard]), [(Hard, Novice)]);
    }

    #[test]
    fn arguments_read_and_bad_ones_are_refused() {
        let options = parse_args(strings("--games 20 --levels beginner,novice --jobs 3")).unwrap();
        assert_eq!(options.games, 20);
        assert_eq!(*options.levels, [Level::Beginner, Level::Novice]);
        assert_eq!(options.jobs, 3);
        assert_eq!(*parse_args(strings("")).unwrap().levels, Level::ALL);
        for (args, error) in [
            ("--levels beginner", "two levels at least"),
            ("--levels beginner,champion", "unknown level champion"),
            ("--speed 3", "--speed"),
            ("hard", "'hard'"),
            ("--games 0", "at least 1"),
        ] {
            let message = parse_args(strings(args)).unwrap_err().to_string();
            assert!(message.contains(error), "{args}: {message}");
        }
    }

    #[test]
    fn a_run_repeats_from_its_seed_whatever_the_threads() {
        let options = |jobs| Options {
            levels: Levels(vec![Level::Beginner, Level::Novice, Level::Normal]),
            games: 4,
            jobs,
            seed: 7,
            max_moves: 400,
        };
        let strip = |ladder: Ladder| {
            ladder
                .pairs
                .into_iter()
                .map(|(pair, result)| {
                    (pair, result.wins, result.losses, result.draws, result.moves)
                })
                .collect::<Vec<_>>()
        };
        let mut told = 0;
        let one = climb(&options(1), |_, result| {
            assert_eq!(result.games(), 4);
            told += 1;
        });
        assert_eq!(told, 3, "each pair once");
        let text = one.to_string();
        assert!(text.contains("| Novice | "), "{text}");
        assert!(text.contains("| Normal vs Beginner | "), "{text}");
        assert_eq!(strip(one), strip(climb(&options(2), |_, _| {})));
        let other = climb(
            &Options {
                seed: 8,
                ..options(2)
            },
            |_, _| {},
        );
        assert_eq!(other.pairs.len(), 3);
    }
}
