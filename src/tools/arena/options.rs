//! The match command's arguments.

use std::path::{Path, PathBuf};

use super::contestant::PlayerSpec;
use super::game::Rules;
use super::Match;
use crate::engine::five::search::Area;
use crate::tools::args;
use crate::tools::gomocup::brain::SIDES;

pub const USAGE: &str = "\
usage: five-match FIRST SECOND [options]
  FIRST, SECOND   normal, hard, or the path of a Gomocup brain's executable
  --games N       games to play, in pairs with colours swapped (200)
  --time MS       milliseconds a move, for hard and for brains (250)
  --first-time MS the first player's milliseconds a move instead (time odds)
  --nodes N       hard searches N positions a move instead of timing itself,
                  the same on any machine; brains are told INFO max_node N
  --size N        an N by N board (unbounded for our bots alone, 20 with a brain)
  --seed S        the seed of Normal's ties (1)
  --threads T     games played at once (1)
  --max-moves M   a game with this many stones is a draw (400)
  --memory MB     megabytes each brain may use, sent as INFO max_memory
  --records DIR   write each game's record into DIR, as game-0001.txt and on

Game pairs start from the balanced openings in turn, colours swapped.";

/// A board for brains when none is given: Gomocup's freestyle size.
const BRAIN_BOARD: i32 = 20;

/// The match the arguments ask for (the program's name left out), or why
/// they do not make one.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Match, String> {
    let (players, options) = args::split(args)?;
    let (mut games, mut time, mut size, mut seed, mut threads, mut max_moves) =
        (200, 250, None, 1, 1, 400);
    let (mut nodes, mut memory, mut records, mut first_time) = (None, None, None, None);
    for (option, value) in &options {
        let number = || args::whole_number(option, value);
        match option.as_str() {
            "--games" => games = number()?,
            "--time" => time = number()?,
            "--first-time" => first_time = Some(number()?),
            "--size" => size = Some(number()?),
            "--seed" => seed = number()?,
            "--threads" => threads = number()?,
            "--max-moves" => max_moves = number()?,
            "--nodes" => nodes = Some(number()?),
            "--memory" => memory = Some(number()?.saturating_mul(1 << 20)),
            "--records" => records = Some(PathBuf::from(value)),
            _ => return Err(format!("unknown option {option}")),
        }
    }
    let [first, second] = <[String; 2]>::try_from(players)
        .map_err(|players| format!("two players are needed, got {}", players.len()))?;
    let players = [first, second].map(|name| PlayerSpec::parse(&name));
    for player in &players {
        if let PlayerSpec::Brain(path) = player {
            if !Path::new(path).is_file() {
                return Err(format!(
                    "{} is neither normal, hard nor a brain's executable",
                    path.display()
                ));
            }
        }
    }
    let budget = args::budget("--time", time)?;
    let first_budget = first_time
        .map(|ms| args::budget("--first-time", ms))
        .transpose()?;
    let size = size.or(players
        .iter()
        .any(PlayerSpec::is_brain)
        .then_some(BRAIN_BOARD as u64));
    let area = match size {
        None => Area::Unbounded,
        Some(side) => i32::try_from(side)
            .ok()
            .filter(|side| SIDES.contains(side))
            .and_then(|side| Area::sized(side, side))
            .ok_or_else(|| format!("--size runs from {} to {}", SIDES.start(), SIDES.end()))?,
    };
    if area == Area::Unbounded && players.iter().any(PlayerSpec::is_brain) {
        return Err("a brain needs a bounded board".into());
    }
    let positive = |n: u64, what: &str| {
        usize::try_from(n)
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("{what} must be at least 1"))
    };
    Ok(Match {
        players,
        games: positive(games, "--games")?,
        rules: Rules {
            area,
            budget,
            max_moves: positive(max_moves, "--max-moves")?,
            nodes,
            memory,
        },
        first_budget,
        seed,
        threads: positive(threads, "--threads")?,
        records,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::arena::Seat;

    fn parse(line: &str) -> Result<Match, String> {
        parse_args(line.split_whitespace().map(String::from))
    }

    #[test]
    fn defaults_and_options() {
        let matched = parse("hard normal").unwrap();
        assert_eq!(matched.players, [PlayerSpec::Hard, PlayerSpec::Normal]);
        assert_eq!(matched.games, 200);
        assert_eq!(matched.rules.budget.ms(), 250);
        assert_eq!(matched.rules.area, Area::Unbounded);
        assert_eq!((matched.seed, matched.threads), (1, 1));
        assert_eq!(matched.rules.max_moves, 400);
        assert_eq!(matched.rules.nodes, None);
        assert_eq!((matched.rules.memory, &matched.records), (None, &None));
        assert_eq!(matched.rules_of(Seat::First), matched.rules);

        let matched =
            parse("NORMAL hard --games 10 --time 5 --size 15 --seed 9 --threads 2 --max-moves 50")
                .unwrap();
        assert_eq!(matched.players, [PlayerSpec::Normal, PlayerSpec::Hard]);
        assert_eq!(matched.games, 10);
        assert_eq!(matched.rules.budget.ms(), 5);
        assert_eq!(matched.rules.area, Area::sized(15, 15).unwrap());
        assert_eq!((matched.seed, matched.threads), (9, 2));
        assert_eq!(matched.rules.max_moves, 50);
        assert_eq!(
            parse("hard normal --nodes 300").unwrap().rules.nodes,
            Some(300)
        );
    }

    #[test]
    fn time_odds_give_the_first_player_its_own_time() {
        let matched = parse("hard normal --time 250 --first-time 1000").unwrap();
        let ms = |seat| matched.rules_of(seat).budget.ms();
        assert_eq!((ms(Seat::First), ms(Seat::Second)), (1000, 250));
        assert_eq!(
            matched.rules_of(Seat::First).max_moves,
            matched.rules.max_moves
        );
        assert_eq!(
            parse("hard normal --first-time 0").unwrap_err(),
            "--first-time runs from 1 to 60000 ms"
        );
    }

    #[test]
    fn a_brain_gets_a_bounded_board() {
        let matched = parse("hard /bin/sh").unwrap();
        assert_eq!(matched.players[1], PlayerSpec::Brain("/bin/sh".into()));
        assert_eq!(matched.rules.area, Area::sized(20, 20).unwrap());
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        let error = |line| parse(line).unwrap_err();
        assert_eq!(error("hard"), "two players are needed, got 1");
        assert_eq!(error("hard normal normal"), "two players are needed, got 3");
        assert_eq!(
            error("hard ./no-such-brain"),
            "./no-such-brain is neither normal, hard nor a brain's executable"
        );
        assert_eq!(error("hard normal --games"), "--games needs a value");
        assert_eq!(
            error("hard normal --games ten"),
            "--games takes a whole number, not \"ten\""
        );
        assert_eq!(error("hard normal --games 0"), "--games must be at least 1");
        assert_eq!(
            error("hard normal --time 0"),
            "--time runs from 1 to 60000 ms"
        );
        assert_eq!(error("hard normal --size 4"), "--size runs from 5 to 100");
        assert_eq!(
            error("hard normal --size 99999999999"),
            "--size runs from 5 to 100"
        );
        assert_eq!(error("hard normal --fast 1"), "unknown option --fast");
    }
}
