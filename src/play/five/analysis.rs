//! The analysis board: a position set up freely (stones of either colour
//! placed and taken back in any order, the side to move picked, under the
//! game's rules, renju's forbidden points refused) and what the Hard bot
//! finds of it, thinking on in slices that grow until it is stopped. What
//! it shows of a score (the chance to win, a forced win) is in
//! docs/analysis.md.

use super::record;
use crate::engine::five::search::{Budget, Position, Thought};
use crate::engine::five::threat::{threats, Threat};
use crate::engine::five::{Area, Board, Foul, Player, Point, Rect, Rules};
use crate::play::lang::{FiveText, Words};

/// How many best moves it shows.
pub const LINES: usize = 3;
/// The first slice of thought, and the longest: each next one is twice the
/// last, so that a first answer comes at once, later ones deeper, and a
/// slice under way is never long (the worker finishes it even when the
/// board no longer waits for it).
const FIRST_SLICE: Budget = Budget::from_ms(250).expect("a quarter second is a budget");
const LONGEST_SLICE: Budget = Budget::from_ms(2000).expect("two seconds are a budget");

/// A chance to win, 0 to 1, in whole percent: written as an integer,
/// which keeps the float formatting code out of the module.
pub fn percent(chance: f64) -> u32 {
    (chance * 100.0).round() as u32
}

/// `line` in coordinates, played from `position`, each move that
/// threatens followed by what it makes: "j9 (open four) k10 l11 (five)".
pub fn named_line(position: &Position, line: &[Point], words: &Words<FiveText>) -> String {
    let named = threats(position, line);
    let mut text = String::new();
    for (&point, threat) in line.iter().zip(named) {
        if !text.is_empty() {
            text.push(' ');
        }
        text += &record::coordinate(point);
        let index = threat.and_then(|threat| Threat::ALL.iter().position(|&t| t == threat));
        if let Some(name) = index.and_then(|index| words.list(FiveText::Threats).nth(index)) {
            text = text + " (" + name + ")";
        }
    }
    text
}

/// What a person can do on the analysis board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A tap on a point: a stone of the side to move on an empty one (and
    /// the other side is to move), or a stone taken back.
    Tap(Point),
    /// The side to move.
    ToMove(Player),
    /// Every stone taken off.
    Clear,
    /// Thinks on, or stops.
    Run(bool),
    /// Shows a best move's line as numbered stones, or hides it.
    ShowLine(usize),
}

pub struct Analysis {
    rules: Rules,
    position: Position,
    /// The last stone placed, dotted.
    last: Option<Point>,
    /// What the last slice found, best first, for the position as it is.
    lines: Vec<Thought>,
    /// Positions the last slice made, and its milliseconds.
    made: (u64, f64),
    /// Why the bot could not think, until the position changes.
    failure: Option<String>,
    running: bool,
    /// A slice asked for and not yet answered.
    asked: bool,
    slice: Budget,
    shown_line: Option<usize>,
    /// The point last refused, and why.
    refused: Option<(Point, Foul)>,
    /// The text a copy button gave (the position's link or record), and
    /// whether the clipboard took it, once it says.
    copied: Option<(String, Option<bool>)>,
}

impl Analysis {
    /// The board set up as `board` stands, thinking.
    pub fn of(board: &Board) -> Analysis {
        Analysis {
            last: board.moves().last().copied(),
            ..Analysis::set_up(Rules::of(board), Position::from_board(board))
        }
    }

    /// The board set up as `position` under `rules`, thinking: a setup's
    /// record or link read back.
    pub fn set_up(rules: Rules, position: Position) -> Analysis {
        Analysis {
            rules,
            position,
            last: None,
            lines: Vec::new(),
            made: (0, 0.0),
            failure: None,
            running: true,
            asked: false,
            slice: FIRST_SLICE,
            shown_line: None,
            refused: None,
            copied: None,
        }
    }

    /// Does `step`.
    pub fn act(&mut self, step: Step) {
        self.refused = None;
        self.copied = None;
        match step {
            Step::Tap(point) => match self.position.get(point) {
                Some(_) => {
                    self.position.remove(point);
                    self.last = None;
                    self.changed();
                }
                None => self.place(point),
            },
            Step::ToMove(player) => {
                self.position.set_to_move(player);
                self.changed();
            }
            Step::Clear => {
                let area = self.position.area();
                self.position = Position::new(area, Player::X).under(self.rules.rule);
                self.last = None;
                self.changed();
            }
            Step::Run(on) => {
                self.running = on;
                self.asked &= on;
            }
            Step::ShowLine(index) => {
                let shown = self.shown_line == Some(index);
                self.shown_line = (!shown && index < self.lines.len()).then_some(index);
            }
        }
    }

    /// A stone of the side to move on the empty `point`, if it may go
    /// there: on the board's reach, and not on black's forbidden point.
    fn place(&mut self, point: Point) {
        let player = self.position.to_move();
        if let Some(foul) = self.position.foul(point) {
            self.refused = Some((point, foul));
            return;
        }
        if self.position.place(point, player).is_ok() {
            self.position.set_to_move(player.opponent());
            self.last = Some(point);
            self.changed();
        }
    }

    /// The position changed: what was found of the last one is out of
    /// date, and the thought starts again from a short slice.
    fn changed(&mut self) {
        self.lines.clear();
        self.shown_line = None;
        self.failure = None;
        self.asked = false;
        self.slice = FIRST_SLICE;
        self.made = (0, 0.0);
    }

    /// The slice to ask the bot for now, if one is due: the time of each
    /// of its lines. None while one is under way, when stopped, or when
    /// the position is over (someone has five, or the board is full).
    pub fn due(&mut self) -> Option<Budget> {
        let due = self.running && !self.asked && self.failure.is_none();
        if !due || self.position.is_over() {
            return None;
        }
        self.asked = true;
        Some(self.slice)
    }

    /// What the bot found in a slice that took `ms`: its lines, best first,
    /// or why it could not think (which stops it).
    pub fn found(&mut self, lines: Result<Vec<Thought>, String>, ms: f64) {
        self.asked = false;
        match lines {
            Ok(lines) => {
                self.made = (lines.iter().map(|line| line.nodes).sum(), ms);
                self.shown_line = self.shown_line.filter(|&index| index < lines.len());
                self.lines = lines;
                let doubled = Budget::from_ms(self.slice.ms() * 2).unwrap_or(LONGEST_SLICE);
                self.slice = doubled.min(LONGEST_SLICE);
            }
            Err(why) => {
                self.failure = Some(why);
                self.running = false;
            }
        }
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn last(&self) -> Option<Point> {
        self.last
    }

    pub fn lines(&self) -> &[Thought] {
        &self.lines
    }

    pub fn running(&self) -> bool {
        self.running
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    pub fn refused(&self) -> Option<(Point, Foul)> {
        self.refused
    }

    /// The position as a record (`link` false) or a link writes it: see
    /// `record::setup`.
    pub fn setup(&self, link: bool) -> String {
        let separator = if link { "," } else { " " };
        record::setup(self.rules, &self.position, separator)
    }

    /// `text` is being copied.
    pub fn copying(&mut self, text: String) {
        self.copied = Some((text, None));
    }

    /// Whether the text being copied was.
    pub fn copy_done(&mut self, done: bool) {
        if let Some((_, outcome)) = self.copied.as_mut() {
            *outcome = Some(done);
        }
    }

    /// The text copied and whether it was, once the clipboard says.
    pub fn copied(&self) -> Option<(&str, bool)> {
        let (text, done) = self.copied.as_ref()?;
        Some((text, (*done)?))
    }

    /// The line shown as numbered stones: its index and its moves.
    pub fn shown_line(&self) -> Option<(usize, &[Point])> {
        let index = self.shown_line?;
        Some((index, &self.lines.get(index)?.pv))
    }

    /// Black's chance to win by the best line's score, 0 to 1.
    pub fn black_chance(&self) -> Option<f64> {
        let chance = Thought::chance(self.lines.first()?.score);
        Some(match self.position.to_move() {
            Player::X => chance,
            Player::O => 1.0 - chance,
        })
    }

    /// The last slice's positions, and how many it made a second.
    pub fn speed(&self) -> (u64, u64) {
        let (nodes, ms) = self.made;
        let speed = if ms > 0.0 {
            nodes as f64 * 1000.0 / ms
        } else {
            0.0
        };
        (nodes, speed as u64)
    }

    /// The part of the plane the board shows: see `window`.
    pub fn window(&self) -> Rect {
        window(&self.position)
    }
}

/// The part of the plane a board of `position` shows: a fixed board whole;
/// on the open board, the stones and three cells around, at least 15 × 15.
pub fn window(position: &Position) -> Rect {
    if let Area::Bounded(rect) = position.area() {
        return rect;
    }
    let stones = Rect::around(position.stones().map(|(point, _)| point));
    let stones = stones.unwrap_or(Rect::at(Point::ORIGIN));
    let centre = stones.centre();
    // Three cells past the stones, seven either side of their middle.
    let span =
        |low: i32, high: i32, middle: i32| ((low - 3).min(middle - 7), (high + 3).max(middle + 7));
    let (left, right) = span(stones.left, stones.right, centre.x());
    let (top, bottom) = span(stones.top, stones.bottom, centre.y());
    Rect {
        left,
        top,
        right,
        bottom,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::five::record;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    fn thought(x: i32, y: i32, score: i32) -> Thought {
        let mut thought = Thought::unsearched(point(x, y), score, 4);
        thought.nodes = 1_000;
        thought
    }

    #[test]
    fn stones_of_either_colour_are_placed_and_taken_back_in_any_order() {
        let mut analysis = Analysis::of(&record::read_link("h8,i9").unwrap().board);
        assert_eq!(analysis.position().to_move(), Player::X);
        assert_eq!(analysis.last(), Some(point(1, -1)));
        analysis.act(Step::ToMove(Player::O));
        analysis.act(Step::Tap(point(5, 5)));
        analysis.act(Step::Tap(point(6, 6)));
        assert_eq!(analysis.position().get(point(5, 5)), Some(Player::O));
        assert_eq!(analysis.position().get(point(6, 6)), Some(Player::X));
        assert_eq!(analysis.position().to_move(), Player::O);
        // The first stone taken back, the others stay.
        analysis.act(Step::Tap(point(0, 0)));
        assert_eq!(analysis.position().get(point(0, 0)), None);
        assert_eq!(analysis.position().len(), 3);
        analysis.act(Step::Clear);
        assert!(analysis.position().is_empty());
        assert_eq!(analysis.position().to_move(), Player::X);
    }

    #[test]
    fn blacks_forbidden_point_is_refused_under_renju() {
        // Black's double three at 0,0 (as the renju tests draw it).
        let board = record::read(
            "i8 a15 j8 a13 h7 a11 h6 a9",
            Rules {
                rule: crate::engine::five::Rule::Renju,
                size: crate::engine::five::Size::Fifteen,
            },
            crate::play::five::TimeControl::None,
        );
        let mut analysis = Analysis::of(&board.unwrap().board);
        analysis.act(Step::Tap(point(0, 0)));
        assert_eq!(analysis.refused().map(|(p, _)| p), Some(point(0, 0)));
        assert_eq!(analysis.position().get(point(0, 0)), None);
        analysis.act(Step::ToMove(Player::O));
        analysis.act(Step::Tap(point(0, 0)));
        assert_eq!(
            analysis.position().get(point(0, 0)),
            Some(Player::O),
            "white may"
        );
        let Area::Bounded(board) = analysis.position().area() else {
            panic!("a fixed board");
        };
        assert_eq!(analysis.window(), board);
    }

    #[test]
    fn it_thinks_in_growing_slices_until_stopped_and_afresh_when_the_position_changes() {
        let mut analysis = Analysis::of(&record::read_link("h8").unwrap().board);
        assert_eq!(analysis.due(), Some(FIRST_SLICE));
        assert_eq!(analysis.due(), None, "one under way");
        analysis.found(Ok(vec![thought(1, 1, 120), thought(1, 0, 80)]), 500.0);
        assert_eq!(analysis.speed(), (2_000, 4_000));
        assert_eq!(analysis.lines().len(), 2);
        // White to move stands at 120: black's chance is below a half.
        let black = analysis.black_chance().unwrap();
        assert!((black - (1.0 - Thought::chance(120))).abs() < 1e-12);
        analysis.act(Step::ShowLine(1));
        assert_eq!(analysis.shown_line().map(|(index, _)| index), Some(1));
        analysis.act(Step::ShowLine(1));
        assert_eq!(analysis.shown_line(), None);
        let next = analysis.due().unwrap();
        assert_eq!(next.ms(), 2 * FIRST_SLICE.ms());
        analysis.act(Step::Run(false));
        analysis.found(Ok(vec![thought(1, 1, 120)]), 10.0);
        assert_eq!(analysis.due(), None, "stopped");
        analysis.act(Step::Run(true));
        for _ in 0..10 {
            assert!(analysis.due().is_some());
            analysis.found(Ok(vec![thought(1, 1, 120)]), 10.0);
        }
        assert_eq!(analysis.due(), Some(LONGEST_SLICE));
        analysis.act(Step::Tap(point(1, 1)));
        assert!(analysis.lines().is_empty());
        assert_eq!(analysis.due(), Some(FIRST_SLICE), "afresh");
        analysis.found(Err("the page cannot think".into()), 1.0);
        assert_eq!(analysis.failure(), Some("the page cannot think"));
        assert!(!analysis.running());
        // A won position has nothing to think over.
        let won = record::read_link("h8,h9,i8,i9,j8,j9,k8,k9,l8")
            .unwrap()
            .board;
        assert_eq!(Analysis::of(&won).due(), None);
        // The open board shows the stones and more around them.
        let window = Analysis::of(&record::read_link("h8,x8").unwrap().board).window();
        assert_eq!((window.left, window.right, window.width()), (-3, 19, 23));
        assert_eq!(window.height(), 15);
    }

    #[test]
    fn a_set_up_position_is_copied_as_its_record_or_link_and_read_back() {
        let mut analysis = Analysis::of(&record::read_link("h8,i9").unwrap().board);
        analysis.act(Step::ToMove(Player::O));
        analysis.act(Step::Tap(point(5, 5)));
        let (rules, position) = record::read_setup(&analysis.setup(true)).unwrap().unwrap();
        let back = Analysis::set_up(rules, position);
        assert_eq!(back.position(), analysis.position());
        assert_eq!(
            back.setup(false),
            "setup:freestyle,black:black h8 white m3 i9"
        );
        // What the clipboard made of a copy, until the next step.
        analysis.copying(analysis.setup(false));
        assert_eq!(analysis.copied(), None, "not yet said");
        analysis.copy_done(false);
        let text = "setup:freestyle,black:black h8 white m3 i9";
        assert_eq!(analysis.copied(), Some((text, false)));
        analysis.act(Step::Run(false));
        assert_eq!(analysis.copied(), None);
    }
}
