//! The positions a judge is asked about: from match records, where a
//! player other than the judge was to move and the judge had just
//! evaluated the game as open.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::io;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

use crate::engine::five::{Area, Board, Player, Rule};
use crate::engine::rng::Rng;

/// What a found win counts as, among evaluations.
pub const MATE: i32 = 3_000;

/// The moves sampled, by their number in the game, opening included:
/// before them the book plays; after them most games are decided.
pub const MOVES: RangeInclusive<usize> = 6..=24;
/// A position is sampled only where the judge's own evaluation, on the
/// move before, was within this: the game was still open.
pub const OPEN_WITHIN: i32 = 300;

/// A position to answer, and where it comes from.
#[derive(Clone, Debug)]
pub struct Sample {
    pub board: Board,
    pub source: String,
}

/// A match record, read: its moves, the evaluations `judge` printed by
/// the number of the move it made (from 1), and the numbers of the other
/// player's moves.
pub struct Record<'a> {
    pub moves: Vec<&'a str>,
    pub judged: HashMap<usize, i32>,
    pub answered: Vec<usize>,
}

impl Record<'_> {
    /// The board before move `number` on `area`, if the record has it.
    pub fn before(&self, number: usize, area: Area) -> Option<Board> {
        let played = self.moves.get(..number.checked_sub(1)?)?;
        Board::read(&played.join(" "), Rule::Freestyle, area).ok()
    }
}

/// The record in `text`, or `None` if it has no line of moves.
pub fn read_record<'a>(text: &'a str, judge: &str) -> Option<Record<'a>> {
    let mut lines = text.lines().filter(|line| !line.starts_with('#'));
    let moves = lines.next()?.strip_prefix("moves ")?;
    let mut record = Record {
        moves: moves.split_whitespace().collect(),
        judged: HashMap::new(),
        answered: Vec::new(),
    };
    for line in lines {
        let mut words = line.split_whitespace();
        let (Some(number), Some(_colour), Some(mover)) = (words.next(), words.next(), words.next())
        else {
            continue;
        };
        let Ok(number) = number.parse::<usize>() else {
            continue;
        };
        // A brain is named by its path, or by the file's name alone.
        if mover == judge || mover.rsplit('/').next() == Some(judge) {
            record
                .judged
                .extend(evaluation(line).map(|eval| (number, eval)));
        } else {
            record.answered.push(number);
        }
    }
    Some(record)
}

/// The positions of one record (`name`, its text) where a player other
/// than `judge` was to move, within `MOVES`, and the judge had just
/// evaluated the game as open.
pub fn samples_of(name: &str, text: &str, judge: &str) -> Vec<Sample> {
    let Some(record) = read_record(text, judge) else {
        return Vec::new();
    };
    record
        .answered
        .iter()
        .filter(|number| MOVES.contains(number))
        .filter(|&number| {
            record
                .judged
                .get(&(number - 1))
                .is_some_and(|e| e.abs() <= OPEN_WITHIN)
        })
        .filter_map(|&number| {
            Some(Sample {
                board: record.before(number, Area::Unbounded)?,
                source: format!("{name}, move {number}"),
            })
        })
        .collect()
}

/// Every sample of the records in `folders` where `judge` evaluated, each
/// position once, shuffled by `seed`.
pub fn samples(folders: &[impl AsRef<Path>], judge: &str, seed: u64) -> io::Result<Vec<Sample>> {
    let mut seen = HashSet::new();
    let mut samples = Vec::new();
    for file in record_files(folders)? {
        let text = fs::read_to_string(&file)?;
        for sample in samples_of(&file.display().to_string(), &text, judge) {
            if seen.insert(key(&sample.board)) {
                samples.push(sample);
            }
        }
    }
    let mut rng = Rng::new(seed);
    for index in (1..samples.len()).rev() {
        samples.swap(index, rng.below(index + 1));
    }
    Ok(samples)
}

/// The files in `folders`, in order.
pub fn record_files(folders: &[impl AsRef<Path>]) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for folder in folders {
        for entry in fs::read_dir(folder)? {
            files.push(entry?.path());
        }
    }
    files.sort();
    Ok(files)
}

/// A position whatever the order of its moves: its stones sorted, each
/// with its colour.
pub fn key(board: &Board) -> String {
    let mut stones: Vec<String> = board
        .moves()
        .iter()
        .map(|&point| {
            let colour = if board.get(point) == Some(Player::X) {
                'x'
            } else {
                'o'
            };
            format!("{point}{colour}")
        })
        .collect();
    stones.sort();
    stones.join(" ")
}

/// The last evaluation in a brain's chatter, from the mover's side: `Eval
/// N`, or a found win (`+M12`) or loss (`-M12`) as `±MATE`.
pub fn evaluation(chatter: &str) -> Option<i32> {
    let (_, after) = chatter.rsplit_once("Eval ")?;
    let word = after.split([' ', '|']).next()?;
    match word.trim_start_matches(['+', '-']).strip_prefix('M') {
        Some(plies) if plies.parse::<u32>().is_ok() => Some(match word.starts_with('-') {
            true => -MATE,
            false => MATE,
        }),
        Some(_) => None,
        None => word.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluations_are_read_from_rapfis_messages() {
        let line = "MESSAGE Depth 17-32 | Eval -82 | Time 218ms | K12 J11";
        assert_eq!(evaluation(line), Some(-82));
        assert_eq!(evaluation("MESSAGE Eval 5 | MESSAGE Eval 393"), Some(393));
        assert_eq!(evaluation("Eval +M37 | Node 154K"), Some(MATE));
        assert_eq!(evaluation("Eval -M4"), Some(-MATE));
        assert_eq!(evaluation("MESSAGE depth 10 score -25"), None);
        assert_eq!(evaluation("Eval soon"), None);
        assert_eq!(evaluation("Eval Mx"), None);
    }

    const RECORD: &str = "\
# game 1: hard (X) vs judge (O): judge wins with five after 11 moves
# opening: 3 stones
moves 10,10 8,9 12,7 8,11 9,9 10,11 8,8 11,11 9,11 9,10 11,12
4 O judge 8,11 181.0 ms | MESSAGE Depth 18-20 | Eval -4 | Node 141K
5 X hard 9,9 224.3 ms | depth 10 score -25 nodes 198656
6 O judge 10,11 218.6 ms | MESSAGE Eval -82
7 X hard 8,8 212.3 ms | depth 12 score -121
8 O judge 11,11 221.7 ms | MESSAGE Eval 393
9 X hard 9,11 188.7 ms
10 O judge 9,10 221.5 ms | MESSAGE Eval +M9
11 X hard 11,12 142.4 ms
";

    #[test]
    fn samples_are_the_open_positions_within_the_moves_sampled() {
        // Move 5 comes before the moves sampled; move 9 follows an
        // evaluation of 393, and 11 a found win: only move 7 is open.
        let samples = samples_of("game-0001.txt", RECORD, "judge");
        assert_eq!(samples.len(), 1);
        assert_eq!(samples[0].source, "game-0001.txt, move 7");
        let board = &samples[0].board;
        assert_eq!(board.moves().len(), 6);
        assert_eq!(board.to_move(), Player::X);
        assert!(samples_of("x", RECORD, "nobody").is_empty());
        // A brain named by its path is known by its file's name.
        let by_path = RECORD.replace(" judge ", " /tmp/brains/judge ");
        assert_eq!(samples_of("x", &by_path, "judge").len(), 1);
        assert!(samples_of("x", "# nothing\n", "judge").is_empty());
    }

    #[test]
    fn a_position_is_keyed_whatever_the_order_of_its_moves() {
        let a: Board = "0,0 1,1 2,2 3,3".parse().unwrap();
        let b: Board = "2,2 3,3 0,0 1,1".parse().unwrap();
        let c: Board = "1,1 0,0 2,2 3,3".parse().unwrap();
        assert_eq!(key(&a), key(&b));
        assert_ne!(key(&a), key(&c));
    }
}
