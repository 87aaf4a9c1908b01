//! The built-in puzzles (`five-puzzles`): seeded self-play games between
//! the ladder's levels under each rule, every position searched for a
//! forced win of the side to move by fours or by threats, 3 to 15 of its
//! moves long; each found is searched again with a larger budget and
//! played out against the deeper search's defence (any that fails is
//! left out), duplicates are dropped (by the board's symmetries too), and
//! the rest, graded by length, written a puzzle a line (see
//! `play::five::puzzle`). Everything is counted in positions, so a run
//! repeats from its seed on any machine.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::PathBuf;

use super::args;
use crate::engine::five::ladder::Level;
use crate::engine::five::search::{Limits, Position, Searcher, Thought, Win};
use crate::engine::five::{Board, Origin, Outcome, Point, Rule, Rules, Size};
use crate::engine::rng::Rng;
use crate::play::five::puzzle::{Puzzle, Source};

#[derive(clap::Parser, Clone, Debug, PartialEq, Eq)]
#[command(name = "five-puzzles")]
pub struct Options {
    /// Self-play games under each rule
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = args::at_least_one)]
    pub games: usize,
    /// The seed of the levels' choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Positions the search that finds a win makes
    #[arg(long, value_name = "N", default_value_t = FIND)]
    pub find: u64,
    /// Positions each search of the check makes: more than --find
    #[arg(long, value_name = "N", default_value_t = VERIFY)]
    pub verify: u64,
    /// Where the puzzles are written
    #[arg(long, value_name = "FILE", default_value = "www/puzzles.txt")]
    pub out: PathBuf,
}

/// The finding search's budget, and the check's: ten times as many
/// positions at every move of the play-out, as the review's missed wins
/// are checked (tests/review.rs).
pub const FIND: u64 = 20_000;
pub const VERIFY: u64 = 200_000;
/// The wins a puzzle may ask for, in the winner's moves.
pub const LENGTHS: std::ops::RangeInclusive<u32> = 3..=15;
/// The rules the set covers: freestyle on the open board, standard and
/// renju on 15 × 15.
pub const RULES: [Rules; 3] = [
    Rules {
        rule: Rule::Freestyle,
        size: Size::Open,
    },
    Rules {
        rule: Rule::Standard,
        size: Size::Fifteen,
    },
    Rules {
        rule: Rule::Renju,
        size: Size::Fifteen,
    },
];
/// The levels that play the games: weak enough to let wins arise, strong
/// enough to build them.
const PLAYERS: [Level; 5] = [
    Level::Novice,
    Level::Normal,
    Level::Club,
    Level::Advanced,
    Level::Expert,
];
/// A game stops after this many moves.
const LONGEST_GAME: usize = 120;

pub fn parse_args(arguments: impl IntoIterator<Item = String>) -> Result<Options, clap::Error> {
    args::parse(arguments)
}

/// A seeded self-play game under `rules`, its levels drawn from `rng`:
/// each of its positions in turn, the last one over or `LONGEST_GAME`
/// moves long.
fn game(rules: Rules, rng: &mut Rng) -> Vec<Board> {
    let levels = [0, 1].map(|_| PLAYERS[rng.below(PLAYERS.len())]);
    let mut board = rules.board(Origin::Centre);
    let mut positions = Vec::new();
    while board.outcome() == Outcome::InProgress && board.moves().len() < LONGEST_GAME {
        let level = levels[board.moves().len() % 2];
        let Some(Ok(point)) = level.play(&board, rng) else {
            break;
        };
        if board.play(point).is_err() {
            break;
        }
        positions.push(board.clone());
    }
    positions
}

/// The forced win `searcher` finds for `board`'s side to move within
/// `nodes`, as a puzzle, if it is by fours or by threats and `LENGTHS`
/// long.
fn win(searcher: &mut Searcher, board: &Board, nodes: u64) -> Option<Puzzle> {
    let clock = || 0.0;
    let position = Position::from_board(board);
    let thought = searcher
        .think(&position, Limits::nodes(nodes), &clock)
        .ok()?;
    let length = thought.moves_to_five()?;
    let by = thought.win.filter(|&win| win != Win::Search)?;
    let wins = thought.score > Thought::WIN_THRESHOLD && LENGTHS.contains(&length);
    wins.then(|| Puzzle {
        source: Source::Set(0),
        board: board.clone(),
        win: by,
        length,
        line: thought.pv,
    })
}

/// The puzzle as the deeper search sees it, if it holds: a win by fours or
/// threats `LENGTHS` long at the larger budget, which that search then
/// plays out to five against its own defence.
pub fn verify(puzzle: &Puzzle, nodes: u64) -> Result<Puzzle, String> {
    let mut searcher = Searcher::new(Searcher::DEFAULT_TABLE_BYTES);
    let deeper = win(&mut searcher, &puzzle.board, nodes).ok_or("no such win at the check")?;
    let clock = || 0.0;
    deeper.verify(&mut searcher, Limits::nodes(nodes), &clock)?;
    Ok(Puzzle {
        source: puzzle.source,
        ..deeper
    })
}

/// The position's stones as one class of its symmetries: the smallest of
/// its eight turns and mirrors, each moved to touch 0,0, with its rules.
pub fn class(puzzle: &Puzzle) -> String {
    let stones: Vec<(Point, usize)> = puzzle
        .board
        .moves()
        .iter()
        .enumerate()
        .map(|(index, &point)| (point, index % 2))
        .collect();
    let turned = (0..8).map(|turn| {
        let mut cells: Vec<(i32, i32, usize)> = stones
            .iter()
            .map(|&(point, side)| {
                let (x, y) = match turn & 4 {
                    0 => (point.x(), point.y()),
                    _ => (point.y(), point.x()),
                };
                let x = if turn & 1 != 0 { -x } else { x };
                let y = if turn & 2 != 0 { -y } else { y };
                (x, y, side)
            })
            .collect();
        let left = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let top = cells.iter().map(|c| c.1).min().unwrap_or(0);
        for cell in &mut cells {
            (cell.0, cell.1) = (cell.0 - left, cell.1 - top);
        }
        cells.sort_unstable();
        cells
    });
    let smallest = turned.min().unwrap_or_default();
    format!("{} {smallest:?}", Rules::of(&puzzle.board))
}

/// The set's puzzles, graded (shortest first), numbered from 1: at most
/// one a side a game, the first win each side had. `progress` hears of
/// each game played, under which rules, and the puzzles kept so far.
pub fn make(options: &Options, mut progress: impl FnMut(Rules, usize, usize)) -> Vec<Puzzle> {
    let mut kept: BTreeMap<String, Puzzle> = BTreeMap::new();
    for (index, &rules) in RULES.iter().enumerate() {
        let mut finder = Searcher::new(Searcher::DEFAULT_TABLE_BYTES);
        for number in 0..options.games {
            let seed = options.seed ^ ((index as u64) << 32 | number as u64);
            let mut rng = Rng::new(Rng::new(seed).next_u64());
            let mut found = [false; 2];
            for board in game(rules, &mut rng) {
                let side = board.moves().len() % 2;
                if found[side] || board.outcome() != Outcome::InProgress {
                    continue;
                }
                let Some(puzzle) = win(&mut finder, &board, options.find) else {
                    continue;
                };
                found[side] = true;
                if let Ok(puzzle) = verify(&puzzle, options.verify) {
                    kept.entry(class(&puzzle)).or_insert(puzzle);
                }
            }
            progress(rules, number + 1, kept.len());
        }
    }
    let mut puzzles: Vec<Puzzle> = kept.into_values().collect();
    let rank = |rules: Rules| RULES.iter().position(|&r| r == rules);
    puzzles.sort_by_key(|p| (p.length, rank(Rules::of(&p.board)), p.to_string()));
    for (number, puzzle) in puzzles.iter_mut().enumerate() {
        puzzle.source = Source::Set(number as u32 + 1);
    }
    puzzles
}

/// The set's file: a header that says how it was made, then a puzzle a
/// line.
pub fn write(options: &Options, puzzles: &[Puzzle]) -> String {
    let mut text = format!(
        "# five-puzzles --games {} --seed {} --find {} --verify {}: {} puzzles\n",
        options.games,
        options.seed,
        options.find,
        options.verify,
        puzzles.len()
    );
    for puzzle in puzzles {
        let _ = writeln!(text, "{puzzle}");
    }
    text
}

/// How many puzzles of each rule, kind and length: the table of
/// docs/puzzles.md.
pub fn counts(puzzles: &[Puzzle]) -> String {
    let mut table =
        String::from("| rules | by fours | by threats | lengths |\n| --- | --- | --- | --- |\n");
    for rules in RULES {
        let of: Vec<&Puzzle> = puzzles
            .iter()
            .filter(|p| Rules::of(&p.board) == rules)
            .collect();
        let kind = |win| of.iter().filter(|p| p.win == win).count();
        let lengths = of.iter().map(|p| p.length);
        let (short, long) = (lengths.clone().min(), lengths.max());
        let _ = writeln!(
            table,
            "| {rules} | {} | {} | {} to {} |",
            kind(Win::Fours),
            kind(Win::Threats),
            short.unwrap_or(0),
            long.unwrap_or(0)
        );
    }
    let mut by_length: BTreeMap<u32, usize> = BTreeMap::new();
    for puzzle in puzzles {
        *by_length.entry(puzzle.length).or_default() += 1;
    }
    let lengths: Vec<String> = by_length
        .iter()
        .map(|(length, count)| format!("{length}: {count}"))
        .collect();
    let _ = writeln!(
        table,
        "\nBy length (moves: puzzles): {}",
        lengths.join(", ")
    );
    table
}
