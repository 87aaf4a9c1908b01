//! What the tools' command lines share, read by clap: the players (a bot,
//! or a brain's executable, checked once here), the time a move, the seed,
//! the folders of records, the board's size, and the parsers of their
//! values. Each tool's own options are in its module (`arena::options`,
//! `judge::options`, `book::Options`, `fit::Options`).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser};

use crate::engine::five::search::{Area, Budget};
use crate::tools::arena::{Openings, PlayerSpec};
use crate::tools::gomocup::brain::SIDES;

/// The options five-match and five-judge share.
#[derive(Args, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Common {
    /// Milliseconds a move, for hard and for brains
    #[arg(long, value_name = "MS", default_value = "250", value_parser = budget)]
    pub time: Budget,
    /// The seed of what is drawn at random: the levels' choices in a match,
    /// the order of the positions in a judging
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

/// The folders of match records that five-judge and five-fit read.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Records {
    /// Five-match records of games the judge played (repeat the option for
    /// more folders)
    #[arg(long = "records", value_name = "DIR", required = true)]
    pub folders: Vec<PathBuf>,
}

/// A level's name (`normal`, `hard`, `club`…) in any case, or else the
/// path of a brain's executable, which must be a file.
pub fn player(text: &str) -> Result<PlayerSpec, String> {
    match PlayerSpec::parse(text) {
        PlayerSpec::Brain(path) if !path.is_file() => Err(format!(
            "{} is neither a level (beginner to hard) nor a brain's executable",
            path.display()
        )),
        player => Ok(player),
    }
}

/// Milliseconds as a move's budget.
pub fn budget(text: &str) -> Result<Budget, String> {
    text.parse()
        .ok()
        .and_then(Budget::from_ms)
        .ok_or_else(|| format!("runs from 1 to {} ms", Budget::MAX_MS))
}

/// A whole number, at least 1.
pub fn at_least_one(text: &str) -> Result<usize, String> {
    text.parse()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| "must be a whole number, at least 1".into())
}

/// A match's openings: `balanced`, `drawn`, or else the path of a file
/// of them (see `Openings::listed`).
pub fn openings(text: &str) -> Result<Openings, String> {
    match text {
        "balanced" => Ok(Openings::Balanced),
        "drawn" => Ok(Openings::Drawn),
        path => {
            let listed = std::fs::read_to_string(path).map_err(|error| {
                format!("neither balanced, drawn nor a file of openings ({error})")
            })?;
            Openings::listed(&listed).map_err(|error| format!("{path}: {error}"))
        }
    }
}

/// The CPUs this machine offers: how many games the tools play at once
/// unless told (`--jobs`).
pub fn cpus() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// A square board of `N` by `N` cells, as a brain plays them.
pub fn board(text: &str) -> Result<Area, String> {
    text.parse()
        .ok()
        .filter(|side| SIDES.contains(side))
        .and_then(|side| Area::sized(side, side))
        .ok_or_else(|| format!("runs from {} to {}", SIDES.start(), SIDES.end()))
}

/// `T` read from `args`, the program's name left out.
pub fn parse<T: Parser>(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
) -> Result<T, clap::Error> {
    let name = T::command().get_name().to_string();
    T::try_parse_from(std::iter::once(OsString::from(name)).chain(args.into_iter().map(Into::into)))
}

/// How a tool named `tool` ends: success, or its error on standard error
/// and failure.
pub fn finish(tool: &str, result: Result<(), String>) -> std::process::ExitCode {
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{tool}: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// An error about what `T`'s arguments mean together, as clap words its
/// own.
pub fn invalid<T: CommandFactory>(message: impl std::fmt::Display) -> clap::Error {
    T::command().error(ErrorKind::ValueValidation, message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::ladder::Level;

    #[test]
    fn values_are_read_or_refused_with_a_reason() {
        assert_eq!(budget("250").map(Budget::ms), Ok(250));
        assert_eq!(budget("0").unwrap_err(), "runs from 1 to 60000 ms");
        assert_eq!(budget("ten").unwrap_err(), "runs from 1 to 60000 ms");
        assert_eq!(at_least_one("3"), Ok(3));
        assert!(at_least_one("0").is_err() && at_least_one("-1").is_err());
        assert_eq!(board("15"), Ok(Area::sized(15, 15).unwrap()));
        assert_eq!(board("4").unwrap_err(), "runs from 5 to 100");
        assert_eq!(board("99999999999").unwrap_err(), "runs from 5 to 100");
        assert_eq!(player("HARD"), Ok(PlayerSpec::Hard));
        assert_eq!(player("Club"), Ok(PlayerSpec::Level(Level::Club)));
        assert_eq!(player("/bin/sh"), Ok(PlayerSpec::Brain("/bin/sh".into())));
        assert_eq!(
            player("./no-such-brain").unwrap_err(),
            "./no-such-brain is neither a level (beginner to hard) nor a brain's executable"
        );
    }
}
