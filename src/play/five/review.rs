//! A game's review on the page: the position before each of its moves
//! searched by the Hard bot, one after another, and each move judged as
//! the engine's `review` judges it. It is kept with the game over a reload
//! (its text form), and goes on from where it stopped. A record or link
//! with the marks of a review begins one with them: shown as they were
//! read until the review runs, which replaces them.

use std::fmt;
use std::str::FromStr;

use super::record::{self, Note, Record};
use crate::engine::five::review::verdicts;
pub use crate::engine::five::review::{turning, Mark, Missed, Verdict};
use crate::engine::five::search::{Budget, Thought};
use crate::engine::five::think::Reply;
use crate::engine::five::{Board, Outcome};
use crate::engine::Player;
use crate::play::seats::Seats;

/// How long the bot thinks over each position.
pub const REVIEW_TIME: Budget = Budget::from_ms(300).expect("0.3 s is a budget");

pub struct Review {
    game: Board,
    /// The bot's thought on the position after each number of moves, from
    /// none, as far as the review has come.
    found: Vec<Thought>,
    running: bool,
    asked: bool,
    failure: Option<String>,
    /// The marks a record or link brought, by move, until the review runs.
    marks: Vec<(usize, Note)>,
}

impl Review {
    /// A review of `game`, not yet begun.
    pub fn new(game: &Board) -> Review {
        Review {
            game: game.clone(),
            found: Vec::new(),
            running: false,
            asked: false,
            failure: None,
            marks: Vec::new(),
        }
    }

    /// The review `record`'s marks make of its game, if it has any.
    pub fn of_record(record: &Record) -> Option<Review> {
        let marks = record.notes.clone();
        (!marks.is_empty()).then(|| Review {
            marks,
            ..Review::new(&record.board)
        })
    }

    pub fn game(&self) -> &Board {
        &self.game
    }

    /// The marks read from a record, while the review has not run.
    pub fn marks(&self) -> &[(usize, Note)] {
        &self.marks
    }

    /// Each move's note, as a record writes it: the marks read, or the
    /// verdicts as far as the review has come.
    pub fn notes(&self) -> Vec<(usize, Note)> {
        match self.found.is_empty() {
            true => self.marks.clone(),
            false => self
                .verdicts()
                .iter()
                .map(|v| (v.number, Note::of(v)))
                .collect(),
        }
    }

    /// Goes on, or stops; running replaces the marks read.
    pub fn run(&mut self, on: bool) {
        if on {
            self.marks.clear();
        }
        self.running = on && !self.done();
        self.asked &= self.running;
        self.failure = None;
    }

    pub fn running(&self) -> bool {
        self.running
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// How many positions need the bot: every one a move was played from,
    /// and the last unless the game ended in a five.
    pub fn total(&self) -> usize {
        let moves = self.game.moves().len();
        match self.game.outcome() {
            Outcome::Won { .. } => moves,
            _ => moves + 1,
        }
    }

    /// How many positions are searched.
    pub fn searched(&self) -> usize {
        self.found.len()
    }

    pub fn done(&self) -> bool {
        self.found.len() >= self.total()
    }

    /// The position to ask the bot about now, if one is due: none while
    /// one is under way, when stopped, or once done.
    pub fn due(&mut self) -> Option<Board> {
        if !self.running || self.asked || self.done() {
            return None;
        }
        self.asked = true;
        let mut position = self.game.clone();
        while position.moves().len() > self.found.len() {
            position.undo();
        }
        Some(position)
    }

    /// The bot's thought on the position asked for, or why it could not
    /// think (which stops the review).
    pub fn found(&mut self, thought: Result<Thought, String>) {
        self.asked = false;
        match thought {
            Ok(thought) => {
                self.found.push(thought);
                self.running &= !self.done();
            }
            Err(why) => {
                self.failure = Some(why);
                self.running = false;
            }
        }
    }

    /// The verdict on each move whose positions before and after are
    /// searched, in order.
    pub fn verdicts(&self) -> Vec<Verdict> {
        verdicts(&self.game, &self.found)
    }

    /// Black's chance to win after each number of moves, as far as known:
    /// the chart's points.
    pub fn chances(&self) -> Vec<f64> {
        self.found
            .iter()
            .enumerate()
            .map(|(moves, thought)| {
                let mover = Thought::chance(thought.score);
                match Seats::mover(moves) {
                    Player::X => mover,
                    Player::O => 1.0 - mover,
                }
            })
            .collect()
    }
}

/// The game's link on the first line, with the marks read, then each
/// position's thought as the worker's reply writes it, its number of moves
/// for id.
impl fmt::Display for Review {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = Record {
            notes: self.marks.clone(),
            ..Record::of(self.game.clone())
        };
        write!(f, "{}", record::link(&game))?;
        for (moves, thought) in self.found.iter().enumerate() {
            let reply = Reply {
                id: moves as u32,
                answer: Ok(thought.clone()),
            };
            write!(f, "\n{reply}")?;
        }
        Ok(())
    }
}

/// Reads what `Display` writes, stopped; anything else is refused.
impl FromStr for Review {
    type Err = ();

    fn from_str(text: &str) -> Result<Review, ()> {
        let mut lines = text.lines();
        let game = record::read_link(lines.next().ok_or(())?).map_err(drop)?;
        let mut review = Review {
            marks: game.notes,
            ..Review::new(&game.board)
        };
        for (moves, line) in lines.enumerate() {
            let reply: Reply = line.parse()?;
            match reply.answer {
                Ok(thought) if reply.id as usize == moves && !review.done() => {
                    review.found.push(thought)
                }
                _ => return Err(()),
            }
        }
        Ok(review)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::review::tests::{point, thought};

    /// X's four across row 8, closed at g8, which O leaves for a1: X
    /// wins at l8 (4,0).
    const GAME: &str = "h8,g8,i8,i9,j8,j9,k8,a1,l8";

    #[test]
    fn a_review_goes_through_every_position_judges_each_move_and_reads_back() {
        let game = record::read_link(GAME).unwrap().board;
        let mut review = Review::new(&game);
        assert_eq!(review.total(), 9, "the won position needs no search");
        assert_eq!(review.due(), None, "not begun");
        review.run(true);
        // Scores for the side to move after each number of moves: O's
        // 8th move, a1, lets X's four through: O had to block at l8.
        let scores = [
            (0, 0, 0),
            (0, -1, 10),
            (1, 0, 30),
            (1, -1, -20),
            (2, 0, 200),
            (2, -1, -300),
            (3, 0, 200),
            (4, 0, -150),
            (4, 0, 999_999),
        ];
        for (moves, &(x, y, score)) in scores.iter().enumerate() {
            let position = review.due().unwrap();
            assert_eq!(position.moves().len(), moves);
            assert_eq!(review.due(), None, "one at a time");
            review.found(Ok(thought(x, y, score)));
            // Stopped and read back halfway, it goes on from there.
            if moves == 4 {
                review.run(false);
                let text = review.to_string();
                review = text.parse().unwrap();
                assert_eq!(review.searched(), 5);
                assert_eq!(review.to_string(), text);
                review.run(true);
            }
        }
        assert!(review.done() && !review.running());
        assert_eq!(review.chances().len(), 9);
        let verdicts = review.verdicts();
        assert_eq!(verdicts.len(), 9);
        // X played the bot's move, its four at k8 (3,0): best.
        assert_eq!(verdicts[6].mark, Mark::Best);
        assert_eq!(verdicts[6].missed, None);
        // O, facing X's four, played a1 instead of l8: a missed defence,
        // and the blunder where the game turned.
        let blunder = &verdicts[7];
        assert_eq!((blunder.number, blunder.player), (8, Player::O));
        assert_eq!(blunder.missed, Some(Missed::Defence));
        assert_eq!(blunder.mark, Mark::Blunder);
        assert_eq!(blunder.best.point, point(4, 0));
        assert_eq!(turning(&verdicts).map(|v| v.number), Some(8));
        // X's five: the best move.
        assert_eq!(verdicts[8].mark, Mark::Best);
        // Its notes, as a record writes them, are the verdicts'.
        let notes = review.notes();
        assert_eq!(notes.len(), 9);
        assert_eq!(notes[7], (8, Note::of(blunder)));
        for bad in ["", "h8\n1 0,0 0 0 0 - search - -", "h8\nx", "zz"] {
            assert!(bad.parse::<Review>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_records_marks_are_the_reviews_until_it_runs_and_are_kept_over_a_reload() {
        let plain = record::read_link(GAME).unwrap();
        assert!(Review::of_record(&plain).is_none(), "no marks, no review");
        let text = "h8 g8 i8 i9 j8 j9 k8 {best} a1 {blunder, missed defence l8} l8";
        let marked = record::read(text, Default::default(), Default::default()).unwrap();
        let mut review = Review::of_record(&marked).unwrap();
        assert_eq!(review.game(), &plain.board);
        assert_eq!(review.marks(), marked.notes);
        assert_eq!(review.notes(), marked.notes, "written back as read");
        assert_eq!((review.searched(), review.running()), (0, false));
        // Kept over a reload as a review is.
        let saved = review.to_string();
        assert_eq!(
            saved,
            "h8,g8,i8,i9,j8,j9,k8,{best},a1,{blunder,missed,defence,l8},l8"
        );
        let back: Review = saved.parse().unwrap();
        assert_eq!(back.marks(), marked.notes);
        // Running replaces them with what the bot finds.
        review.run(true);
        assert!(review.marks().is_empty() && review.notes().is_empty());
        assert!(review.due().is_some());
    }
}
