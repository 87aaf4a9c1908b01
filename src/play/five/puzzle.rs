//! "Find the win" puzzles: a position where the side to move has a forced
//! win, made from a missed win a review found in one of the person's games
//! or taken from the built-in set (www/puzzles.txt, written by the
//! `five-puzzles` tool); an attempt at one, where the person plays the
//! winning moves and the Hard bot defends; and the schedule that serves
//! them again, sooner after a failure and later after a success (Leitner
//! boxes, counted in puzzles served). docs/puzzles.md tells the whole.

use std::fmt;
use std::str::FromStr;

use super::review::{Missed, Review};
use crate::engine::excerpt;
use crate::engine::five::search::{Budget, Clock, Limits, Position, Searcher, Thought, Win};
use crate::engine::five::{Board, MoveError, Origin, Outcome, Player, Point, Rules};

/// How long the bot thinks over a move of the person's: long enough for
/// its threat search to see whether the move still wins.
pub const CHECK_TIME: Budget = Budget::from_ms(1000).expect("a second is a budget");

/// The longest win a puzzle may ask for, in the winner's moves.
pub const LONGEST: u32 = 40;

/// Where a puzzle comes from: the built-in set (its number there), or the
/// person's own games (the number it was added under).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Source {
    Set(u32),
    Game(u32),
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Set(number) => write!(f, "set:{number}"),
            Source::Game(number) => write!(f, "game:{number}"),
        }
    }
}

impl FromStr for Source {
    type Err = String;

    fn from_str(text: &str) -> Result<Source, String> {
        let number = |digits: &str| digits.parse::<u32>().ok();
        match text.split_once(':') {
            Some(("set", digits)) => number(digits).map(Source::Set),
            Some(("game", digits)) => number(digits).map(Source::Game),
            _ => None,
        }
        .ok_or_else(|| format!("\"{}\" is neither set:N nor game:N", excerpt(text)))
    }
}

/// A position whose side to move wins by force, and one way it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub source: Source,
    /// The position: its rules and its moves. Its side to move wins.
    pub board: Board,
    /// How the win goes: by fours, by threats, or with quieter moves.
    pub win: Win,
    /// The winner's moves to its five, that five included: its grade.
    pub length: u32,
    /// One winning line, the winner's first move first, each side in turn.
    pub line: Vec<Point>,
}

impl Puzzle {
    /// The side that finds the win.
    pub fn winner(&self) -> Player {
        self.board.to_move()
    }

    /// A puzzle from each missed win of `review` the bot saw a line of.
    pub fn from_review(review: &Review) -> Vec<Puzzle> {
        let mut puzzles = Vec::new();
        for verdict in review.verdicts() {
            let mut position = review.game().clone();
            while position.moves().len() >= verdict.number {
                position.undo();
            }
            let (best, missed) = (&verdict.best, verdict.missed);
            let length = best.moves_to_five();
            if let (Some(Missed::Win), Some(length)) = (missed, length) {
                let puzzle = Puzzle {
                    source: Source::Game(0),
                    board: position,
                    win: best.win.unwrap_or(Win::Search),
                    length,
                    line: best.pv.clone(),
                };
                if puzzle.check().is_ok() {
                    puzzles.push(puzzle);
                }
            }
        }
        puzzles
    }

    /// Why the puzzle cannot be: a position over, a length out of range,
    /// or a line that does not play from it.
    fn check(&self) -> Result<(), String> {
        if self.board.outcome() != Outcome::InProgress || self.board.moves().is_empty() {
            return Err("the position is empty or over".into());
        }
        if !(1..=LONGEST).contains(&self.length) {
            return Err(format!("a win in {} moves", self.length));
        }
        if self.line.is_empty() {
            return Err("the line is empty".into());
        }
        let mut board = self.board.clone();
        for &point in &self.line {
            board
                .play(point)
                .map_err(|error| format!("the line's {point}: {error}"))?;
        }
        Ok(())
    }

    /// Whether `other` is the same position under the same rules.
    pub fn same_position(&self, other: &Puzzle) -> bool {
        self.board == other.board
    }

    /// Plays the win out, both sides as `searcher` finds them within
    /// `limits` a move: the winner must keep a forced win at each of its
    /// moves and make five within `LONGEST` moves, whatever the defence.
    /// The winner's moves it took, or why the puzzle fails.
    pub fn verify(
        &self,
        searcher: &mut Searcher,
        limits: Limits,
        clock: &dyn Clock,
    ) -> Result<u32, String> {
        let mut board = self.board.clone();
        let winner = self.winner();
        for moves in 1..=LONGEST {
            let thought = think(searcher, &board, limits, clock)?;
            if thought.score <= Thought::WIN_THRESHOLD {
                return Err(format!("no forced win after {} moves", moves - 1));
            }
            board.play(thought.point).map_err(|e| e.to_string())?;
            if board.winner() == Some(winner) {
                return Ok(moves);
            }
            let defence = think(searcher, &board, limits, clock)?;
            board.play(defence.point).map_err(|e| e.to_string())?;
            if board.outcome() != Outcome::InProgress {
                return Err("the defence ended the game".into());
            }
        }
        Err(format!("no five in {LONGEST} moves"))
    }
}

fn think(
    searcher: &mut Searcher,
    board: &Board,
    limits: Limits,
    clock: &dyn Clock,
) -> Result<Thought, String> {
    searcher
        .think(&Position::from_board(board), limits, clock)
        .map_err(|error| error.to_string())
}

/// `set:17 renju,15 vcf 4 0,1;1,2;2,3 0,0 1,1 ...`: where it comes from,
/// the rules, how it wins, in how many moves, its line (`;`-separated),
/// then the position's moves as `Board` writes them, a fixed board's cells
/// numbered from its centre.
impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: Vec<String> = self.line.iter().map(Point::to_string).collect();
        write!(
            f,
            "{} {} {} {} {} {}",
            self.source,
            Rules::of(&self.board),
            self.win.name(),
            self.length,
            line.join(";"),
            self.board
        )
    }
}

/// Reads what `Display` writes, and refuses anything else with why.
impl FromStr for Puzzle {
    type Err = String;

    fn from_str(text: &str) -> Result<Puzzle, String> {
        let mut fields = text.splitn(6, ' ');
        let mut field = |name: &str| {
            fields
                .next()
                .filter(|field| !field.is_empty())
                .ok_or_else(|| format!("the puzzle has no {name}"))
        };
        let source = field("source")?.parse()?;
        let rules: Rules = field("rules")?
            .parse()
            .map_err(|()| "the puzzle's rules do not read".to_string())?;
        let win = field("win")?;
        let win = Win::ALL
            .into_iter()
            .find(|w| w.name() == win)
            .ok_or_else(|| format!("\"{}\" is not vcf, vct or search", excerpt(win)))?;
        let length = field("length")?
            .parse()
            .map_err(|_| "the puzzle's length is no number".to_string())?;
        let line = field("line")?
            .split(';')
            .map(|point| {
                Point::parse(point).ok_or_else(|| format!("\"{}\" is no point", excerpt(point)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let area = rules.size.area(Origin::Centre);
        let board = Board::read(field("moves")?, rules.rule, area)
            .map_err(|error| format!("the puzzle's moves: {error}"))?;
        let puzzle = Puzzle {
            source,
            board,
            win,
            length,
            line,
        };
        puzzle.check().map(|()| puzzle)
    }
}

/// The built-in set's text, a puzzle a line (blank lines and `#` comments
/// left out), each from the set; the first bad line is refused with its
/// number.
pub fn read_set(text: &str) -> Result<Vec<Puzzle>, String> {
    let mut puzzles = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle: Puzzle = line
            .parse()
            .map_err(|why| format!("line {}: {why}", index + 1))?;
        if !matches!(puzzle.source, Source::Set(_)) {
            return Err(format!("line {}: not from the set", index + 1));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// A puzzle's box in the schedule and when it is due, in puzzles served.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Card {
    source: Source,
    level: usize,
    due: u32,
}

/// The person's puzzles: those made from their games, and the schedule
/// of every puzzle tried. A puzzle solved alone moves up a box, and comes
/// back after as many puzzles served as its box's gap; one failed, or
/// solved with a hint or the solution, goes back to the first box.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Puzzles {
    /// How many puzzles were tried: the schedule's clock.
    served: u32,
    own: Vec<Puzzle>,
    cards: Vec<Card>,
}

impl Puzzles {
    /// The puzzles served between a puzzle's tries, by its box.
    pub const GAPS: [u32; 5] = [2, 5, 12, 30, 75];
    /// The most puzzles kept from the person's games: the oldest go first.
    const MOST_OWN: usize = 100;

    pub fn own(&self) -> &[Puzzle] {
        &self.own
    }

    /// Adds the puzzles `found` in a game, each with a number of its own,
    /// leaving out positions kept already. How many were new.
    pub fn add(&mut self, found: Vec<Puzzle>) -> usize {
        let mut added = 0;
        for mut puzzle in found {
            if self.own.iter().any(|own| own.same_position(&puzzle)) {
                continue;
            }
            let last = self.own.iter().filter_map(|p| match p.source {
                Source::Game(number) => Some(number),
                Source::Set(_) => None,
            });
            puzzle.source = Source::Game(last.max().unwrap_or(0) + 1);
            self.own.push(puzzle);
            added += 1;
        }
        if self.own.len() > Puzzles::MOST_OWN {
            let dropped: Vec<Source> = self
                .own
                .drain(..self.own.len() - Puzzles::MOST_OWN)
                .map(|p| p.source)
                .collect();
            self.cards.retain(|card| !dropped.contains(&card.source));
        }
        added
    }

    fn card(&self, source: Source) -> Option<&Card> {
        self.cards.iter().find(|card| card.source == source)
    }

    /// The puzzle to serve next, of the person's own and the built-in
    /// `set` (graded, easiest first): the one most overdue; else the first
    /// not yet tried, the person's own first; else the one due soonest.
    pub fn next<'a>(&'a self, set: &'a [Puzzle]) -> Option<&'a Puzzle> {
        let find = |source: Source| self.own.iter().chain(set).find(|p| p.source == source);
        let due = self
            .cards
            .iter()
            .filter(|card| find(card.source).is_some())
            .min_by_key(|card| (card.due, card.source));
        if let Some(card) = due.filter(|card| card.due <= self.served) {
            return find(card.source);
        }
        let untried = self.own.iter().chain(set);
        untried
            .clone()
            .find(|p| self.card(p.source).is_none())
            .or_else(|| find(due?.source))
    }

    /// The person solved `source` alone, or not.
    pub fn tried(&mut self, source: Source, solved: bool) {
        self.served = self.served.saturating_add(1);
        let level = match (self.card(source), solved) {
            (_, false) => 0,
            (None, true) => 1,
            (Some(card), true) => (card.level + 1).min(Puzzles::GAPS.len() - 1),
        };
        let due = self.served.saturating_add(Puzzles::GAPS[level]);
        self.cards.retain(|card| card.source != source);
        self.cards.push(Card { source, level, due });
    }

    /// How many puzzles were tried, and how many of them are in a box above
    /// the first: solved alone last time.
    pub fn progress(&self) -> (u32, usize) {
        let solved = self.cards.iter().filter(|card| card.level > 0).count();
        (self.served, solved)
    }
}

/// `served 12`, then a line a card (`card set:17 2 20`: its box and when
/// it is due) and a line a puzzle of the person's (`puzzle ` and its text).
impl fmt::Display for Puzzles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "served {}", self.served)?;
        for card in &self.cards {
            write!(f, "\ncard {} {} {}", card.source, card.level, card.due)?;
        }
        for puzzle in &self.own {
            write!(f, "\npuzzle {puzzle}")?;
        }
        Ok(())
    }
}

/// Reads what `Display` writes; anything else is refused with why.
impl FromStr for Puzzles {
    type Err = String;

    fn from_str(text: &str) -> Result<Puzzles, String> {
        let mut lines = text.lines();
        let served = lines
            .next()
            .and_then(|line| line.strip_prefix("served "))
            .and_then(|n| n.parse().ok())
            .ok_or("the puzzles do not begin with \"served N\"")?;
        let mut puzzles = Puzzles {
            served,
            ..Puzzles::default()
        };
        for line in lines {
            if let Some(card) = line.strip_prefix("card ") {
                let parts: Vec<&str> = card.split(' ').collect();
                let [source, level, due] = parts[..] else {
                    return Err(format!("\"{}\" is no card", excerpt(card)));
                };
                let level = level.parse().ok().filter(|&l| l < Puzzles::GAPS.len());
                let (Some(level), Ok(due)) = (level, due.parse()) else {
                    return Err(format!("\"{}\" is no card", excerpt(card)));
                };
                let source = source.parse()?;
                puzzles.cards.push(Card { source, level, due });
            } else if let Some(puzzle) = line.strip_prefix("puzzle ") {
                let puzzle: Puzzle = puzzle.parse()?;
                match puzzle.source {
                    Source::Game(_) => puzzles.own.push(puzzle),
                    Source::Set(_) => return Err("a kept puzzle is from the set".into()),
                }
            } else {
                return Err(format!(
                    "\"{}\" is neither a card nor a puzzle",
                    excerpt(line)
                ));
            }
        }
        Ok(puzzles)
    }
}

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// The person's move.
    Yours,
    /// The bot checks the person's move, and finds its defence.
    Checking,
    Solved,
    /// A move that no longer wins was played.
    Failed,
}

/// A puzzle being solved: the person plays the winner's moves; after each,
/// the bot searches the position for the defender, which must be lost (the
/// move still wins, whichever way) and plays its best defence; a five
/// solves it.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    puzzle: Puzzle,
    board: Board,
    state: State,
    /// The bot was asked to check the last move.
    asked: bool,
    /// The next winning move, as the last search (or the puzzle's line)
    /// found it.
    next: Option<Point>,
    /// A hint or the solution was looked at.
    helped: bool,
    hint: Option<Point>,
    solution: bool,
    failure: Option<String>,
}

impl Attempt {
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            board: puzzle.board.clone(),
            next: puzzle.line.first().copied(),
            puzzle,
            state: State::Yours,
            asked: false,
            helped: false,
            hint: None,
            solution: false,
            failure: None,
        }
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn state(&self) -> State {
        self.state
    }

    /// The winner plays `point` on its turn: a five solves the puzzle,
    /// any other move waits for the bot's check. An illegal move is
    /// refused with why, and changes nothing.
    pub fn play(&mut self, point: Point) -> Result<(), MoveError> {
        if self.state != State::Yours || self.board.to_move() != self.puzzle.winner() {
            return Err(MoveError::GameOver);
        }
        self.board.play(point)?;
        self.hint = None;
        self.failure = None;
        self.state = match self.board.winner() {
            Some(_) => State::Solved,
            None => State::Checking,
        };
        Ok(())
    }

    /// The position the bot must search for the defender, if one is due.
    pub fn due(&mut self) -> Option<Position> {
        if self.state != State::Checking || self.asked {
            return None;
        }
        self.asked = true;
        Some(Position::from_board(&self.board))
    }

    /// The check asked for was dropped (the dialog closed): it is due
    /// again.
    pub fn interrupted(&mut self) {
        self.asked = false;
    }

    /// What the bot found for the defender: lost, its best defence is
    /// played and the person moves on; not lost, the move failed. Where
    /// the bot could not think, the move is taken back, with why.
    pub fn checked(&mut self, thought: Result<Thought, String>) {
        if self.state != State::Checking {
            return;
        }
        self.asked = false;
        match thought {
            Ok(defence) if defence.score < -Thought::WIN_THRESHOLD => {
                if self.board.play(defence.point).is_err() {
                    self.state = State::Failed;
                    return;
                }
                // The line it expects: the defence, then the winner's move.
                self.next = defence.pv.get(1).copied();
                self.state = State::Yours;
            }
            // A move of the puzzle's line wins, as the line was checked
            // deeper when the puzzle was made, even where a short search
            // (a slow device's second) does not see it: its defence is
            // the line's.
            Ok(_) => {
                let known = match self.rest_of_line() {
                    Some(&[defence, next, ..]) => Some((defence, next)),
                    _ => None,
                };
                match known {
                    Some((defence, next)) if self.board.play(defence).is_ok() => {
                        self.next = Some(next);
                        self.state = State::Yours;
                    }
                    _ => self.state = State::Failed,
                }
            }
            Err(why) => {
                self.board.undo();
                self.failure = Some(why);
                self.state = State::Yours;
            }
        }
    }

    /// Asks for a hint: the next winning move, where one is known.
    pub fn ask_hint(&mut self) -> Option<Point> {
        if self.state != State::Yours {
            return None;
        }
        self.helped = true;
        let free = |point: &Point| self.board.get(*point).is_none();
        self.hint = self
            .next
            .filter(free)
            .or_else(|| self.rest_of_line()?.first().copied());
        self.hint = self.hint.or_else(|| self.five());
        self.hint
    }

    /// What is left of the puzzle's line, while the moves played follow
    /// it.
    fn rest_of_line(&self) -> Option<&[Point]> {
        let played = self.board.moves().get(self.puzzle.board.moves().len()..)?;
        self.puzzle.line.strip_prefix(played)
    }

    /// A point that makes the winner's five, if there is one: what is left
    /// to play where the bot's line stops at a block of an open four.
    fn five(&self) -> Option<Point> {
        let moves = self.board.moves();
        let own = moves.iter().skip(moves.len() % 2).step_by(2);
        own.flat_map(|&stone| {
            (-4..=4).flat_map(move |dx| (-4..=4).filter_map(move |dy| stone.offset(dx, dy)))
        })
        .find(|&point| {
            let mut board = self.board.clone();
            board.play(point).is_ok() && board.winner().is_some()
        })
    }

    pub fn hint(&self) -> Option<Point> {
        self.hint
    }

    /// Shows the puzzle's line from its position, or hides it.
    pub fn show_solution(&mut self, shown: bool) {
        self.helped |= shown;
        self.solution = shown;
    }

    /// The puzzle's line, while it is shown.
    pub fn solution(&self) -> Option<&[Point]> {
        self.solution.then_some(&self.puzzle.line[..])
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Once it is over: whether it was solved alone (no hint, no
    /// solution), which the schedule counts as a success.
    pub fn result(&self) -> Option<bool> {
        match self.state {
            State::Solved => Some(!self.helped),
            State::Failed => Some(false),
            State::Yours | State::Checking => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::search::Candidate;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    /// Black's open three on row 0, 0,0 to 2,0, white's stones away
    /// from it: black wins by fours in 2 (3,0 makes an open four).
    const OPEN_THREE: &str = "set:1 freestyle vcf 2 3,0;4,0;-1,0 0,0 0,5 1,0 1,5 2,0 2,6";

    fn thought(at: Point, score: i32, pv: &[Point]) -> Thought {
        Thought {
            pv: pv.to_vec(),
            candidates: vec![Candidate {
                point: at,
                score,
                exact: true,
            }],
            ..Thought::unsearched(at, score, 4)
        }
    }

    #[test]
    fn a_puzzle_reads_back_and_bad_ones_are_refused_with_why() {
        let puzzle: Puzzle = OPEN_THREE.parse().unwrap();
        assert_eq!(puzzle.to_string(), OPEN_THREE);
        assert_eq!(puzzle.winner(), Player::X);
        assert_eq!((puzzle.win, puzzle.length), (Win::Fours, 2));
        for (bad, why) in [
            ("", "no source"),
            ("set:x freestyle vcf 2 3,0 0,0", "set:N"),
            ("set:1 checkers vcf 2 3,0 0,0", "rules"),
            ("set:1 freestyle vcx 2 3,0 0,0", "vcf, vct"),
            ("set:1 freestyle vcf two 3,0 0,0", "length"),
            ("set:1 freestyle vcf 0 3,0 0,0 1,1", "win in 0"),
            ("set:1 freestyle vcf 2 3;0 0,0 1,1", "no point"),
            ("set:1 freestyle vcf 2 0,0 0,0 1,1", "the line's 0,0"),
            ("set:1 freestyle vcf 2 3,0 0,0 0,0", "moves"),
            ("set:1 freestyle vcf 2 3,0", "no moves"),
        ] {
            let error = bad.parse::<Puzzle>().unwrap_err();
            assert!(error.contains(why), "{bad:?}: {error}");
        }
        let set = read_set(&format!("# a comment\n\n{OPEN_THREE}\n")).unwrap();
        assert_eq!(set, std::slice::from_ref(&puzzle));
        let own = OPEN_THREE.replace("set:1", "game:1");
        assert!(read_set(&own).unwrap_err().contains("line 1"));
    }

    #[test]
    fn the_schedule_brings_a_failed_puzzle_back_sooner_than_a_solved_one() {
        let set: Vec<Puzzle> = (1..=20)
            .map(|n| {
                let text = OPEN_THREE.replace("set:1", &format!("set:{n}"));
                text.parse().unwrap()
            })
            .collect();
        let mut puzzles = Puzzles::default();
        assert_eq!(puzzles.next(&set).map(|p| p.source), Some(Source::Set(1)));
        // A puzzle of the person's own comes first.
        let mut own = set[0].clone();
        own.board.play(point(9, 9)).unwrap();
        own.board.play(point(-9, 9)).unwrap();
        assert_eq!(puzzles.add(vec![own.clone(), own.clone()]), 1, "once");
        assert_eq!(puzzles.own()[0].source, Source::Game(1));
        let mut served = Vec::new();
        for _ in 0..12 {
            let source = puzzles.next(&set).unwrap().source;
            served.push(source);
            // Set 2 is failed each time; the rest solved.
            puzzles.tried(source, source != Source::Set(2));
        }
        use Source::{Game, Set};
        assert_eq!(
            served,
            [
                Game(1),
                Set(1),
                Set(2),
                Set(3),
                Set(4),
                Set(2),
                Game(1),
                Set(1),
                Set(2),
                Set(3),
                Set(4),
                Set(2)
            ]
        );
        assert_eq!(puzzles.progress(), (12, 4));
        let text = puzzles.to_string();
        assert_eq!(text.parse::<Puzzles>().unwrap(), puzzles);
        for bad in [
            "",
            "served x",
            "served 1\ncard set:1 9 2",
            "served 1\ncard set:1 0",
            "served 1\npuzzle set:1 freestyle vcf 2 3,0 0,0",
            &format!("served 1\npuzzle {OPEN_THREE}"),
            "served 1\nhello",
        ] {
            assert!(bad.parse::<Puzzles>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn an_attempt_accepts_a_move_that_still_wins_and_fails_one_that_does_not() {
        let puzzle: Puzzle = OPEN_THREE.parse().unwrap();
        let mut attempt = Attempt::new(puzzle.clone());
        assert_eq!(attempt.due(), None, "the person's move first");
        assert_eq!(attempt.ask_hint(), Some(point(3, 0)));
        assert!(attempt.play(point(0, 0)).is_err(), "taken");
        // Another winning move than the line's: -1,0 makes an open four too.
        attempt.play(point(-1, 0)).unwrap();
        assert_eq!(attempt.hint(), None);
        assert_eq!(attempt.state(), State::Checking);
        assert!(attempt.play(point(3, 0)).is_err(), "the bot's turn");
        assert!(attempt.due().is_some());
        assert_eq!(attempt.due(), None, "asked once");
        attempt.interrupted();
        assert!(attempt.due().is_some(), "asked again once dropped");
        // The defender is lost; it blocks at 3,0 and expects -2,0.
        let lost = -Thought::WIN_THRESHOLD - 10;
        attempt.checked(Ok(thought(point(3, 0), lost, &[point(3, 0), point(-2, 0)])));
        assert_eq!(attempt.state(), State::Yours);
        assert_eq!(attempt.board().get(point(3, 0)), Some(Player::O));
        attempt.play(point(-2, 0)).unwrap();
        assert_eq!(attempt.state(), State::Solved);
        assert_eq!(attempt.result(), Some(false), "with a hint");
        // A move that no longer wins fails; one solved alone succeeds.
        let mut failed = Attempt::new(puzzle.clone());
        failed.play(point(5, 5)).unwrap();
        failed.due();
        failed.checked(Ok(thought(point(3, 0), 300, &[point(3, 0)])));
        assert_eq!(
            (failed.state(), failed.result()),
            (State::Failed, Some(false))
        );
        // The line's own move wins even where the search does not see it
        // (a short think on a slow device): the line's defence answers.
        let mut unseen = Attempt::new(puzzle.clone());
        unseen.play(puzzle.line[0]).unwrap();
        unseen.due();
        unseen.checked(Ok(thought(point(9, 9), 300, &[point(9, 9)])));
        assert_eq!(unseen.state(), State::Yours);
        assert_eq!(unseen.board().get(puzzle.line[1]), Some(Player::O));
        assert_eq!(unseen.ask_hint(), Some(puzzle.line[2]));
        let mut broken = Attempt::new(puzzle.clone());
        broken.play(point(3, 0)).unwrap();
        broken.checked(Err("no worker".into()));
        assert_eq!(broken.failure(), Some("no worker"));
        assert_eq!(broken.board(), &puzzle.board, "the move is taken back");
        let mut alone = Attempt::new(puzzle.clone());
        alone.play(point(3, 0)).unwrap();
        alone.checked(Ok(thought(point(4, 0), lost, &[point(4, 0)])));
        assert_eq!(alone.next, None);
        assert_eq!(alone.clone().ask_hint(), Some(point(-1, 0)), "the line's");
        let mut off_line = alone.clone();
        off_line.puzzle.line = vec![point(9, 9)];
        assert_eq!(off_line.ask_hint(), Some(point(-1, 0)), "the five");
        alone.play(point(-1, 0)).unwrap();
        assert_eq!(alone.result(), Some(true));
        let mut shown = Attempt::new(puzzle);
        shown.show_solution(true);
        assert_eq!(shown.solution().map(<[Point]>::len), Some(3));
    }

    #[test]
    fn a_review_s_missed_win_becomes_a_puzzle() {
        let set: Puzzle = OPEN_THREE.parse().unwrap();
        // Black plays 9,9 where 3,0 won by fours.
        let mut game = set.board.clone();
        game.play(point(9, 9)).unwrap();
        let mut review = Review::new(&game);
        review.run(true);
        while let Some(due) = review.due() {
            let position = due.position;
            let found = match position.moves().len() {
                6 => Thought {
                    win: Some(Win::Fours),
                    ..thought(point(3, 0), 999_997, &set.line)
                },
                _ => thought(point(9, 9), 0, &[point(9, 9)]),
            };
            review.found(Ok(found));
        }
        let found = Puzzle::from_review(&review);
        assert_eq!(found.len(), 1);
        assert_eq!(
            found[0],
            Puzzle {
                source: Source::Game(0),
                ..set
            }
        );
    }

    #[test]
    fn the_search_solves_a_puzzle_against_its_own_defence() {
        let puzzle: Puzzle = OPEN_THREE.parse().unwrap();
        let mut searcher = Searcher::new(1 << 20);
        let clock = || 0.0;
        let moves = puzzle.verify(&mut searcher, Limits::nodes(20_000), &clock);
        assert_eq!(moves, Ok(2));
        // Without the three, there is no win to find.
        let mut none = puzzle.clone();
        none.board = Board::read(
            "0,0 0,5 1,0 1,5",
            crate::engine::five::Rule::Freestyle,
            none.board.area(),
        )
        .unwrap();
        assert!(none
            .verify(&mut searcher, Limits::nodes(20_000), &clock)
            .is_err());
    }
}
