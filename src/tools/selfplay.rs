//! The learned evaluation's games (`five-selfplay`): Hard against itself
//! from random openings, each move searched within a budget of positions,
//! so that a run repeats from its seed on any machine, and written a game
//! a line with each searched move's score, for `five-fit --games` to learn
//! from.
//!
//! A line: the board's side, the result (`X`, `O` or `-` for a draw), how
//! many of the moves were the random opening's, then the moves as `x,y`,
//! each searched one followed by `:score` (its search's score, for the
//! side that played it).

use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{args, parallel};
use crate::engine::five::search::{Limits, Position, Searcher};
use crate::engine::five::{Area, Board, Outcome, Player, Point, Rule};
use crate::engine::rng::Rng;

#[derive(clap::Parser, Clone, Debug, PartialEq, Eq)]
#[command(name = "five-selfplay")]
pub struct Options {
    /// Games to play
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = args::at_least_one)]
    pub games: usize,
    /// Positions Hard searches a move
    #[arg(long, value_name = "N", default_value_t = 2000)]
    pub nodes: u64,
    /// The seed of the openings and the boards' sizes
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Games played at once (the number of CPUs when left out)
    #[arg(long, value_name = "J", default_value_t = args::cpus(), value_parser = args::at_least_one)]
    pub jobs: usize,
    /// Where the games are written
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// The boards the games are played on, drawn in turn: the page's and the
/// tournaments'.
pub const SIDES: [i32; 2] = [15, 20];
/// How many random stones open a game, at least and at most, drawn within
/// `SPREAD` cells of the centre: enough that no two games are alike, few
/// enough that the games are played rather than drawn.
const OPENING_STONES: (usize, usize) = (2, 6);
const SPREAD: i32 = 3;
/// The table Hard keeps within a game: smaller than the page's, as many
/// play at once.
const TABLE_BYTES: usize = 1 << 20;

/// A game as the file holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub side: i32,
    pub winner: Option<Player>,
    pub opening: usize,
    pub moves: Vec<Point>,
    /// By move: the score of its search, for the side that played it; none
    /// for the opening's.
    pub scores: Vec<Option<i32>>,
}

/// Game `index` of a run from `seed`: its board, its random opening, then
/// Hard's moves within `nodes` each to the end.
pub fn play(seed: u64, index: usize, nodes: u64) -> Game {
    let mut rng =
        Rng::new(Rng::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64());
    let side = SIDES[index % SIDES.len()];
    let area = Area::sized(side, side).expect("a tournament board");
    let mut board = Board::with(Rule::Freestyle, area);
    let centre = area.centre();
    let stones = OPENING_STONES.0 + rng.below(OPENING_STONES.1 - OPENING_STONES.0 + 1);
    let mut scores = Vec::new();
    while board.moves().len() < stones {
        let offset = |rng: &mut Rng| rng.below(2 * SPREAD as usize + 1) as i32 - SPREAD;
        let (dx, dy) = (offset(&mut rng), offset(&mut rng));
        if let Ok(point) = Point::new(centre.x() + dx, centre.y() + dy) {
            if board.play(point).is_ok() {
                scores.push(None);
            }
        }
    }
    let opening = board.moves().len();
    let mut searcher = Searcher::new(TABLE_BYTES);
    let clock = || 0.0;
    while board.outcome() == Outcome::InProgress {
        let Ok(thought) =
            searcher.think(&Position::from_board(&board), Limits::nodes(nodes), &clock)
        else {
            break;
        };
        if board.play(thought.point).is_err() {
            break;
        }
        scores.push(Some(thought.score));
    }
    Game {
        side,
        winner: board.winner(),
        opening,
        moves: board.moves().to_vec(),
        scores,
    }
}

impl Game {
    /// The game as a line of the file.
    pub fn line(&self) -> String {
        let winner = self.winner.map_or("-", |player| match player {
            Player::X => "X",
            Player::O => "O",
        });
        let mut line = format!("{} {winner} {}", self.side, self.opening);
        for (point, score) in self.moves.iter().zip(&self.scores) {
            let _ = write!(line, " {},{}", point.x(), point.y());
            if let Some(score) = score {
                let _ = write!(line, ":{score}");
            }
        }
        line
    }

    /// A line of the file read back, or why it is not one.
    pub fn parse(line: &str) -> Result<Game, String> {
        let mut words = line.split_whitespace();
        let mut next = |what: &str| words.next().ok_or(format!("no {what}"));
        let board = next("board")?;
        args::board(board).map_err(|_| "a bad board")?;
        let side: i32 = board.parse().map_err(|_| "a bad board")?;
        let winner = match next("result")? {
            "X" => Some(Player::X),
            "O" => Some(Player::O),
            "-" => None,
            other => return Err(format!("a bad result {other}")),
        };
        let opening = next("opening")?.parse().map_err(|_| "a bad opening")?;
        let (mut moves, mut scores) = (Vec::new(), Vec::new());
        for word in words {
            let (point, score) = match word.split_once(':') {
                Some((point, score)) => (point, Some(score.parse().map_err(|_| "a bad score")?)),
                None => (word, None),
            };
            let (x, y) = point.split_once(',').ok_or("a bad move")?;
            let coordinate = |text: &str| text.parse::<i32>().map_err(|_| "a bad move".to_string());
            moves.push(Point::new(coordinate(x)?, coordinate(y)?).map_err(|_| "a bad move")?);
            scores.push(score);
        }
        Ok(Game {
            side,
            winner,
            opening,
            moves,
            scores,
        })
    }
}

/// One game in this many is held out of a fit (`five-fit`, `five-order`),
/// to tell how well the fitted tables predict games they were not fitted
/// on.
pub const HOLD_OUT: usize = 10;

/// Each searched move of every game in `file`, with the game, the board
/// before it and its score, and whether its game is held out of a fit:
/// what the fits learn from.
pub fn each_searched(
    file: &Path,
    mut visit: impl FnMut(&Game, &Board, Point, i32, bool),
) -> Result<(), String> {
    let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    for (index, line) in text.lines().enumerate() {
        let at = |e: String| format!("{} line {}: {e}", file.display(), index + 1);
        let game = Game::parse(line).map_err(at)?;
        let area = Area::sized(game.side, game.side).ok_or_else(|| at("a bad board".into()))?;
        let mut board = Board::with(Rule::Freestyle, area);
        let held_out = index % HOLD_OUT == 0;
        for (&point, &score) in game.moves.iter().zip(&game.scores) {
            if let Some(score) = score {
                visit(&game, &board, point, score, held_out);
            }
            board.play(point).map_err(|e| at(e.to_string()))?;
        }
    }
    Ok(())
}

/// The examples that `read` makes of each of `files`, those to fit then
/// those held out, all files together, with a line on standard output for
/// each file's counts: what both fits (`five-fit`, `five-order`) read.
pub fn gather<E>(
    files: &[PathBuf],
    mut read: impl FnMut(&Path) -> Result<[Vec<E>; 2], String>,
) -> Result<[Vec<E>; 2], String> {
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for file in files {
        let [to_fit, out] = read(file)?;
        println!(
            "{}: {} positions to fit, {} held out",
            file.display(),
            to_fit.len(),
            out.len()
        );
        fitted.extend(to_fit);
        held.extend(out);
    }
    Ok([fitted, held])
}

/// Writes a fit's tables, `source`, to `out`, and says so with the time
/// since `start`.
pub fn write_fitted(out: &Path, source: &str, start: std::time::Instant) -> Result<(), String> {
    fs::write(out, source).map_err(|e| format!("{}: {e}", out.display()))?;
    println!(
        "written to {} in {:.0} s",
        out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Plays every game of `options`, `options.jobs` at once, writing each to
/// `out` in game order; `progress` hears of each game written.
pub fn run(
    options: &Options,
    out: &mut impl Write,
    mut progress: impl FnMut(usize),
) -> io::Result<()> {
    let work = |index| play(options.seed, index, options.nodes);
    parallel::in_order(options.games, options.jobs, work, |index, game| {
        writeln!(out, "{}", game.line())?;
        progress(index + 1);
        io::Result::Ok(())
    })?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_repeats_from_its_seed_and_reads_back() {
        let game = play(7, 3, 300);
        assert_eq!(game, play(7, 3, 300));
        assert_ne!(game.moves, play(8, 3, 300).moves);
        assert_eq!(game.side, SIDES[1]);
        assert!((OPENING_STONES.0..=OPENING_STONES.1).contains(&game.opening));
        assert!(game.scores[..game.opening].iter().all(Option::is_none));
        assert!(game.scores[game.opening..].iter().all(Option::is_some));
        // Played out: someone made five, or the board filled.
        let mut board = Board::with(Rule::Freestyle, Area::sized(game.side, game.side).unwrap());
        for &point in &game.moves {
            board.play(point).unwrap();
        }
        assert_ne!(board.outcome(), Outcome::InProgress);
        assert_eq!(board.winner(), game.winner);
        assert_eq!(Game::parse(&game.line()), Ok(game));
    }

    #[test]
    fn a_bad_line_is_refused_with_why() {
        assert_eq!(Game::parse("15 Y 2 1,1 2,2"), Err("a bad result Y".into()));
        assert_eq!(Game::parse("3 X 2"), Err("a bad board".into()));
        assert_eq!(Game::parse("15 X 2 1;1"), Err("a bad move".into()));
        assert_eq!(Game::parse("15 X 2 1,1:q"), Err("a bad score".into()));
        assert_eq!(Game::parse("15"), Err("no result".into()));
    }
}
