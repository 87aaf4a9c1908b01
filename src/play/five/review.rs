//! A game's review on the page: the position before each of its moves
//! searched by the Hard bot, one after another, then a second look, four
//! times as long, at the positions around each doubtful move; each move
//! judged as the engine's `review` judges it. It is kept with the game over
//! a reload (its text form), and goes on from where it stopped. A record or
//! link with the marks of a review begins one with them: shown as they were
//! read until the review runs, which replaces them.

use std::fmt;
use std::str::FromStr;

use super::record::{self, Note, Record};
use crate::engine::five::review::{deepest, reviewed, second_looks, SECOND_LOOK};
pub use crate::engine::five::review::{turning, Mark, Missed, Verdict};
use crate::engine::five::search::{Budget, Thought};
use crate::engine::five::think::Reply;
use crate::engine::five::{Board, Outcome};
use crate::engine::Player;
use crate::play::seats::Seats;

/// How long the bot thinks over each position at the first look.
pub const REVIEW_TIME: Budget = Budget::from_ms(300).expect("0.3 s is a budget");

/// Which of its looks the review asks the bot for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// At every position.
    First,
    /// Around each doubtful move (`engine::five::review::second_looks`).
    Second,
}

impl Look {
    /// How many times the first look's budget this look gets.
    pub fn times(self) -> u32 {
        match self {
            Look::First => 1,
            Look::Second => SECOND_LOOK,
        }
    }

    /// How long the bot thinks over a position on the page.
    pub fn time(self) -> Budget {
        Budget::from_ms(REVIEW_TIME.ms() * self.times()).unwrap_or(Budget::MAX)
    }
}

/// A position the review asks the bot about.
#[derive(Clone, Debug, PartialEq)]
pub struct Due {
    pub position: Board,
    pub look: Look,
    /// Whether the bot empties its table first: at the second look's first
    /// position, so that the second look reads nothing of the first (as
    /// `five-marks` measures it, docs/analysis.md).
    pub fresh: bool,
}

pub struct Review {
    game: Board,
    /// The bot's thought on the position after each number of moves, from
    /// none, as far as the review has come.
    found: Vec<Thought>,
    /// The second look's thoughts, on `second_looks`' positions in order.
    second: Vec<Thought>,
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
            second: Vec::new(),
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

    /// How many positions the first look searches: every one a move was
    /// played from, and the last unless the game ended in a five.
    fn first_total(&self) -> usize {
        let moves = self.game.moves().len();
        match self.game.outcome() {
            Outcome::Won { .. } => moves,
            _ => moves + 1,
        }
    }

    /// The look under way (or next), how many of its positions are
    /// searched, and of how many: the second look's are known once the
    /// first is done.
    pub fn progress(&self) -> (Look, usize, usize) {
        let first = self.first_total();
        match self.found.len() < first {
            true => (Look::First, self.found.len(), first),
            false => (Look::Second, self.second.len(), self.second_looks().len()),
        }
    }

    /// How many positions either look has searched.
    pub fn searched(&self) -> usize {
        self.found.len() + self.second.len()
    }

    pub fn done(&self) -> bool {
        let (look, searched, total) = self.progress();
        look == Look::Second && searched >= total
    }

    /// The positions the second look searches, by number of moves; none
    /// before the first look is done.
    fn second_looks(&self) -> Vec<usize> {
        match self.found.len() >= self.first_total() {
            true => second_looks(&self.game, &self.found),
            false => Vec::new(),
        }
    }

    /// The position to ask the bot about now, and for which look, if one
    /// is due: none while one is under way, when stopped, or once done.
    pub fn due(&mut self) -> Option<Due> {
        if !self.running || self.asked || self.done() {
            return None;
        }
        let (look, searched, _) = self.progress();
        let moves = match look {
            Look::First => searched,
            Look::Second => *self.second_looks().get(searched)?,
        };
        self.asked = true;
        let mut position = self.game.clone();
        while position.moves().len() > moves {
            position.undo();
        }
        Some(Due {
            position,
            look,
            fresh: look == Look::Second && searched == 0,
        })
    }

    /// The bot's thought on the position asked for, or why it could not
    /// think (which stops the review).
    pub fn found(&mut self, thought: Result<Thought, String>) {
        self.asked = false;
        match thought {
            Ok(thought) => {
                match self.progress().0 {
                    Look::First => self.found.push(thought),
                    Look::Second => self.second.push(thought),
                }
                self.running &= !self.done();
            }
            Err(why) => {
                self.failure = Some(why);
                self.running = false;
            }
        }
    }

    /// The verdict on each move whose positions before and after are
    /// searched, in order, from the second look where it has come.
    pub fn verdicts(&self) -> Vec<Verdict> {
        reviewed(&self.game, &self.found, &self.second)
    }

    /// Black's chance to win after each number of moves, as far as known,
    /// from the deeper look at each position: the chart's points.
    pub fn chances(&self) -> Vec<f64> {
        deepest(&self.game, &self.found, &self.second)
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
/// for id: the first look's, then the second's.
impl fmt::Display for Review {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = Record {
            notes: self.marks.clone(),
            ..Record::of(self.game.clone())
        };
        write!(f, "{}", record::link(&game))?;
        let second = self.second_looks().into_iter().zip(&self.second);
        for (moves, thought) in self.found.iter().enumerate().chain(second) {
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
        // Each line must be the thought on the position the review would
        // ask about next.
        review.running = true;
        for line in lines {
            let reply: Reply = line.parse()?;
            let due = review.due().ok_or(())?;
            match reply.answer {
                Ok(thought) if reply.id as usize == due.position.moves().len() => {
                    review.found(Ok(thought))
                }
                _ => return Err(()),
            }
        }
        review.run(false);
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
        assert_eq!(
            review.progress(),
            (Look::First, 0, 9),
            "no search after five"
        );
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
            let due = review.due().unwrap();
            assert_eq!((due.position.moves().len(), due.look), (moves, Look::First));
            assert!(!due.fresh);
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
        // No move is doubtful: no second look.
        assert!(review.done() && !review.running());
        assert_eq!(review.progress(), (Look::Second, 0, 0));
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
    fn a_second_look_marks_a_doubtful_move_again_and_reads_back() {
        let game = record::read_link(GAME).unwrap().board;
        let mut review = Review::new(&game);
        review.run(true);
        // O's g8 (-1,0), move 2, looks like a mistake: from 10 before to
        // 200 for X after (0.505 to 0.396).
        let scores = [0, 10, 200, -20, 200, -300, 200, -150, 999_999];
        for (moves, score) in scores.into_iter().enumerate() {
            let position = review.due().unwrap().position;
            let x = [0, 0, 1, 1, 2, 2, 3, 4, 4][moves];
            let y = [0, -1, 0, -1, 0, -1, 0, 0, 0][moves];
            assert_eq!(position.moves().len(), moves);
            review.found(Ok(thought(x, y, score)));
        }
        assert_eq!(review.verdicts()[1].mark, Mark::Mistake);
        assert_eq!(review.verdicts()[7].missed, Some(Missed::Defence));
        // Its positions before and after, and nothing else: the missed
        // defence is a proof, not a doubt.
        assert_eq!(review.progress(), (Look::Second, 0, 2));
        let chances = review.chances();
        for (moves, score) in [(1, 10), (2, 40)] {
            let due = review.due().unwrap();
            assert_eq!(
                (due.position.moves().len(), due.look),
                (moves, Look::Second)
            );
            assert_eq!(due.look.time().ms(), 4 * REVIEW_TIME.ms());
            // A table of its own from its first position on.
            assert_eq!(due.fresh, moves == 1);
            review.found(Ok(thought(0, -1, score)));
            // Read back halfway through the second look.
            let text = review.to_string();
            let back: Review = text.parse().unwrap();
            assert_eq!(back.to_string(), text);
            assert_eq!(back.progress(), (Look::Second, moves, 2));
        }
        assert!(review.done() && !review.running());
        // Only 40 for X after g8 at the deeper look: 0.505 to 0.479.
        let verdict = &review.verdicts()[1];
        assert_eq!((verdict.after, verdict.mark), (-40, Mark::Good));
        // The chart shows the deeper look where there is one.
        let deeper = review.chances();
        assert_eq!(deeper[2], Thought::chance(40));
        assert_eq!(deeper[3], chances[3]);
        // A second look past those due is refused.
        let extra = format!("{review}\n9 0,-1 5 6 0 - search 0,-1");
        assert!(extra.parse::<Review>().is_err());
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
