//! A finished game for people: one line for the match's log, and a file to
//! study it by, its moves in the engine's notation (which `fiveThink` and
//! `Board::from_str` read) and every move's time and chatter.

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::game::{Finish, GameRecord};

impl GameRecord {
    /// One line for a person: `names` are the first and second player's.
    pub fn describe<'a>(&'a self, names: &'a [String; 2]) -> impl fmt::Display + 'a {
        Described {
            record: self,
            names,
        }
    }

    /// The moves as a game string, `x,y x,y ...`, opening included.
    pub fn notation(&self) -> String {
        let moves: Vec<String> = self.moves().map(|point| point.to_string()).collect();
        moves.join(" ")
    }

    /// The record's text: a header of comments, the moves, then a line per
    /// move after the opening with its time and what its player said.
    pub fn text(&self, names: &[String; 2]) -> String {
        let mut text = format!(
            "# {}\n# opening: {} stones\nmoves {}\n",
            self.describe(names),
            self.opening.len(),
            self.notation()
        );
        for decision in &self.decisions {
            text += &format!("# swap2: {decision}\n");
        }
        for (index, turn) in self.turns.iter().enumerate() {
            let seat = self.seat_of_turn(index);
            text += &format!(
                "{} {} {} {} {:.1} ms",
                self.opening.len() + index + 1,
                self.colour(seat),
                names[seat.index()],
                turn.point,
                turn.ms
            );
            for line in &turn.chatter {
                text += &format!(" | {line}");
            }
            text.push('\n');
        }
        for line in &self.last_words {
            text += &format!("# last words: {line}\n");
        }
        text
    }

    /// Writes the record into `folder` as `game-0001.txt` and so on.
    pub fn save(&self, folder: &Path, names: &[String; 2]) -> io::Result<PathBuf> {
        let path = folder.join(format!("game-{:04}.txt", self.number));
        fs::write(&path, self.text(names))?;
        Ok(path)
    }
}

struct Described<'a> {
    record: &'a GameRecord,
    names: &'a [String; 2],
}

impl fmt::Display for Described<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let record = self.record;
        let [first, second] = self.names;
        let first_side = record.first_plays;
        write!(
            f,
            "game {}: {first} ({first_side}) vs {second} ({}): ",
            record.number,
            first_side.opponent()
        )?;
        let moves = record.opening.len() + record.turns.len();
        match &record.finish {
            Finish::Five { winner } => write!(
                f,
                "{} wins with five after {moves} moves",
                self.names[winner.index()]
            ),
            Finish::Forfeit { loser, fault } => write!(
                f,
                "{} forfeits after {moves} moves ({}): it {}",
                self.names[loser.index()],
                fault.cause.name(),
                fault.detail
            ),
            Finish::Draw { reason } => write!(f, "draw after {moves} moves: {reason}"),
        }
    }
}
