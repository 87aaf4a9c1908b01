//! The match command's arguments, read by clap (`five-match --help`).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::Parser;

use super::contestant::PlayerSpec;
use super::game::Conditions;
use super::opening::Openings;
use super::Match;
use crate::engine::five::search::{Area, Budget};
use crate::tools::args::{self, Common};

/// Plays a match between two five-in-a-row players and prints each game,
/// then the first player's score, its Elo difference and results by colour.
#[derive(Parser, Debug)]
#[command(
    name = "five-match",
    after_help = "Game pairs start from the set's openings in turn, colours swapped."
)]
struct Options {
    /// The first player, whose score is given: a level (beginner, novice,
    /// normal, club, advanced, expert, master, grandmaster, hard), or the
    /// path of a Gomocup brain's executable
    #[arg(value_name = "FIRST", value_parser = args::player)]
    first: PlayerSpec,
    /// The other player, named as FIRST is
    #[arg(value_name = "SECOND", value_parser = args::player)]
    second: PlayerSpec,
    /// Games to play, in pairs with colours swapped
    #[arg(long, value_name = "N", default_value = "200", value_parser = args::at_least_one)]
    games: usize,
    #[command(flatten)]
    common: Common,
    /// The first player's milliseconds a move instead (time odds)
    #[arg(long, value_name = "MS", value_parser = args::budget)]
    first_time: Option<Budget>,
    /// Hard searches N positions a move instead of timing itself, the same
    /// on any machine; brains are told INFO max_node N
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// An N by N board (unbounded for our bots alone, 20 with a brain)
    #[arg(long, value_name = "N", value_parser = args::board)]
    size: Option<Area>,
    /// Games played at once (the number of CPUs when left out); the games
    /// are printed in order whatever their number
    #[arg(long, value_name = "J", default_value_t = args::cpus(), value_parser = args::at_least_one)]
    jobs: usize,
    /// A game with this many stones is a draw
    #[arg(long, value_name = "M", default_value = "400", value_parser = args::at_least_one)]
    max_moves: usize,
    /// Megabytes each brain may use, sent as INFO max_memory
    #[arg(long, value_name = "MB")]
    memory: Option<u64>,
    /// Write each game's record into DIR, as game-0001.txt and on
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,
    /// The openings the game pairs start from: balanced, drawn, or the
    /// path of a file of openings as five-openings prints them
    #[arg(long, value_name = "SET", default_value = "balanced", value_parser = args::openings)]
    openings: Openings,
    /// Open each game by swap2 between the players (SWAP2BOARD for a
    /// brain), the first proposing in each pair's first game, instead of
    /// from an opening of the set
    #[arg(long)]
    swap2: bool,
}

/// A board for brains when none is given: Gomocup's freestyle size.
const BRAIN_BOARD: i32 = 20;

/// The match the arguments ask for (the program's name left out), or why
/// they do not make one (`--help` among them).
pub fn parse_args(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
) -> Result<Match, clap::Error> {
    let options: Options = args::parse(args)?;
    let players = [options.first, options.second];
    let has_brain = players.iter().any(PlayerSpec::is_brain);
    let area = match options.size {
        Some(area) => area,
        None if has_brain => Area::sized(BRAIN_BOARD, BRAIN_BOARD).expect("a brain's board"),
        None => Area::Unbounded,
    };
    if !options.swap2 && !options.openings.fit(area) {
        return Err(args::invalid::<Options>(
            "the openings reach past the board: play them on a larger --size",
        ));
    }
    Ok(Match {
        players,
        games: options.games,
        conditions: Conditions {
            area,
            budget: options.common.time,
            max_moves: options.max_moves,
            nodes: options.nodes,
            memory: options.memory.map(|mb| mb.saturating_mul(1 << 20)),
        },
        first_budget: options.first_time,
        seed: options.common.seed,
        jobs: options.jobs,
        records: options.records,
        openings: options.openings,
        swap2: options.swap2,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::ladder::Level;
    use crate::tools::arena::Seat;

    fn parse(line: &str) -> Result<Match, clap::Error> {
        parse_args(line.split_whitespace())
    }

    #[test]
    fn defaults_and_options() {
        let matched = parse("hard normal").unwrap();
        assert_eq!(
            matched.players,
            [PlayerSpec::Hard, PlayerSpec::Level(Level::Normal)]
        );
        assert_eq!(matched.games, 200);
        assert_eq!(matched.conditions.budget.ms(), 250);
        assert_eq!(matched.conditions.area, Area::Unbounded);
        assert_eq!((matched.seed, matched.jobs), (1, args::cpus()));
        assert_eq!(matched.conditions.max_moves, 400);
        assert_eq!(matched.conditions.nodes, None);
        assert_eq!((matched.conditions.memory, &matched.records), (None, &None));
        assert_eq!(matched.openings, Openings::Balanced);
        assert_eq!(matched.conditions_of(Seat::First), matched.conditions);

        let matched =
            parse("NORMAL hard --games 10 --time 5 --size 15 --seed 9 --jobs 2 --max-moves 50")
                .unwrap();
        assert_eq!(
            matched.players,
            [PlayerSpec::Level(Level::Normal), PlayerSpec::Hard]
        );
        assert_eq!(matched.games, 10);
        assert_eq!(matched.conditions.budget.ms(), 5);
        assert_eq!(matched.conditions.area, Area::sized(15, 15).unwrap());
        assert_eq!((matched.seed, matched.jobs), (9, 2));
        assert_eq!(matched.conditions.max_moves, 50);
        assert_eq!(
            parse("hard normal --nodes 300").unwrap().conditions.nodes,
            Some(300)
        );
        let matched = parse("hard normal --memory 64 --records out").unwrap();
        assert_eq!(matched.conditions.memory, Some(64 << 20));
        assert_eq!(matched.records, Some(PathBuf::from("out")));
        let matched = parse("hard normal --openings drawn").unwrap();
        assert_eq!(matched.openings, Openings::Drawn);
    }

    #[test]
    fn openings_that_reach_past_the_board_are_refused() {
        // The balanced set reaches three cells from the centre: a 7 × 7
        // board holds it, a 5 × 5 one does not; swap2 places its own.
        assert!(parse("hard normal --size 7").is_ok());
        let error = parse("hard normal --size 5").unwrap_err().to_string();
        assert!(
            error.contains("the openings reach past the board"),
            "{error}"
        );
        assert!(parse("hard normal --size 5 --swap2").is_ok());
        // Seven cells from the centre: on 15 × 15, not on 14 × 14.
        let path = std::env::temp_dir().join(format!("far-openings-{}.txt", std::process::id()));
        std::fs::write(&path, "[(0, 0), (7, 7), (-7, -7)]\n").unwrap();
        let line = |size: i32| format!("hard normal --size {size} --openings {}", path.display());
        assert!(parse(&line(15)).is_ok());
        assert!(parse(&line(14)).is_err());
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn openings_come_from_a_file_as_five_openings_prints_them() {
        let path = std::env::temp_dir().join(format!("five-openings-{}.txt", std::process::id()));
        let line = |text: &str| format!("hard normal --openings {} {text}", path.display());
        std::fs::write(&path, "    [(0, 0), (1, 1), (2, 0)], // +3\n").unwrap();
        let matched = parse(&line("")).unwrap();
        let expected = Openings::listed("[(0, 0), (1, 1), (2, 0)]").unwrap();
        assert_eq!((matched.openings, expected.count()), (expected, 1));
        std::fs::write(&path, "[(0, 0), (1, 1)]\n").unwrap();
        let error = parse(&line("")).unwrap_err().to_string();
        let refusal = format!(
            "{}: line 1: \"[(0, 0), (1, 1)]\" is not three stones",
            path.display()
        );
        assert!(error.contains(&refusal), "{error}");
        std::fs::remove_file(&path).unwrap();
        let error = parse(&line("")).unwrap_err().to_string();
        assert!(
            error.contains("neither balanced, drawn nor a file of openings"),
            "{error}"
        );
    }

    #[test]
    fn time_odds_give_the_first_player_its_own_time() {
        let matched = parse("hard normal --time 250 --first-time 1000").unwrap();
        let ms = |seat| matched.conditions_of(seat).budget.ms();
        assert_eq!((ms(Seat::First), ms(Seat::Second)), (1000, 250));
        assert_eq!(
            matched.conditions_of(Seat::First).max_moves,
            matched.conditions.max_moves
        );
        let error = parse("hard normal --first-time 0").unwrap_err().to_string();
        assert!(
            error.contains("'--first-time <MS>': runs from 1 to 60000 ms"),
            "{error}"
        );
    }

    #[test]
    fn a_brain_gets_a_bounded_board() {
        let matched = parse("hard /bin/sh").unwrap();
        assert_eq!(matched.players[1], PlayerSpec::Brain("/bin/sh".into()));
        assert_eq!(matched.conditions.area, Area::sized(20, 20).unwrap());
        let matched = parse("hard /bin/sh --size 15").unwrap();
        assert_eq!(matched.conditions.area, Area::sized(15, 15).unwrap());
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        let error = |line| parse(line).unwrap_err().to_string();
        let says = |line, what: &str| {
            let error = error(line);
            assert!(error.contains(what), "{line}: {error}");
        };
        says("hard", "required arguments were not provided:\n  <SECOND>");
        says("hard normal normal", "unexpected argument 'normal'");
        says(
            "hard ./no-such-brain",
            "./no-such-brain is neither a level (beginner to hard) nor a brain's executable",
        );
        says(
            "hard normal --games",
            "a value is required for '--games <N>'",
        );
        says(
            "hard normal --games ten",
            "'--games <N>': must be a whole number, at least 1",
        );
        says(
            "hard normal --games 0",
            "'--games <N>': must be a whole number, at least 1",
        );
        says(
            "hard normal --time 0",
            "'--time <MS>': runs from 1 to 60000 ms",
        );
        says("hard normal --size 4", "'--size <N>': runs from 5 to 100");
        says(
            "hard normal --size 99999999999",
            "'--size <N>': runs from 5 to 100",
        );
        says("hard normal --fast 1", "unexpected argument '--fast'");
        says(
            "hard normal --openings best",
            "invalid value 'best' for '--openings <SET>'",
        );
        let help = parse("--help").unwrap_err();
        assert_eq!(help.kind(), clap::error::ErrorKind::DisplayHelp);
        assert!(help.to_string().contains("--first-time <MS>"));
    }
}
