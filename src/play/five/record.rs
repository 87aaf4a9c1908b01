//! A game of five in a row written down, as players read and write it, and
//! read back strictly: one bad token refuses the whole text, with why.
//!
//! - **Coordinates** (`h8 i9 j10`): the first 15 × 15 view is a go or renju
//!   board, columns a–o from the left, rows 1–15 from the bottom, h8 in the
//!   middle (the plane's origin). The open board goes on past it: columns
//!   after z are aa, ab, … and those left of a are -a, -b, …; rows above 15
//!   are 16, 17, … and those below 1 are 0, -1, …
//! - **PSQ**, Piskvork's file: a header `Piskvorky 15x15, 11:11, 0`, then a
//!   line `x,y,time` a move, counted from 1 at the top left, and optionally
//!   `-1` and whatever Piskvork writes after it. The board written is the
//!   smallest odd square around the origin, at least 15 × 15, that holds
//!   the stones; its middle cell is the origin. On a fixed board, the
//!   board itself, counted from its top left. A file is read onto the
//!   board in play with its middle cell on the board's.
//! - **Links** (`renju,15:h8,i9`): the rules (see `Rules`), a colon and
//!   the moves in coordinates joined by commas; freestyle on the open board
//!   writes the moves alone, as links did before the rules came. A game
//!   with an opening rule or a clock writes them after the rules
//!   (`renju,15,rif,5+3:`), and the opening's steps before the moves: a
//!   stone, a fifth move offered or the one picked in coordinates, as the
//!   step asks, a colour (`black`, `white`, or `add` for Swap2's two
//!   stones), `offer` for Taraguchi's ten fifth moves, or Soosorv's number
//!   of fifth moves (`renju,15,soosorv8:h8,h9,i9,white,j10,2,black,k11,g7,k11`).
//!
//! - **Notes**: in coordinates, a move may be followed by its review's mark
//!   in braces, and the win or defence it missed: `k3 {mistake}`, `a1
//!   {blunder, missed defence l8}`, `j3 {blunder, missed win j9}`; in a
//!   link, with commas for spaces (`j3,{blunder,missed,win,j9}`). A copied
//!   record or link carries the marks of a review made of its game; read back, the
//!   game is the same, the notes checked and kept with it.
//!
//! - **A position set up** on the analysis board (`setup:renju,15,white:black
//!   h8 j10 white i9`, in a link with commas): `setup:`, the rules and the
//!   side to move, a colon, then each colour, `black` or `white`, and its
//!   stones in coordinates, in any order; a colour with five, if one has,
//!   written last.
//!
//! Coordinates and PSQ hold moves alone: they are read under the rules the
//! person has picked. A game with an opening rule or a clock is written as
//! its link, its steps and moves separated by spaces, and read by its own
//! rules; PSQ, which has no place for them, holds its stones alone.

use std::fmt;

use super::review::{Mark, Missed, Verdict};
use super::{GameClock, TimeControl};
use crate::engine::excerpt;
use crate::engine::five::opening::{Action, Opening, OpeningError, OpeningRule, Step};
use crate::engine::five::search::{Position, PositionError};
use crate::engine::five::{integer, Area, Board, MoveError, Origin, Player, Point, Rect, Rules};
use crate::play::settings::Choice as _;

/// Columns and rows of the first view either side of h8.
const HALF: i32 = 7;

/// Why a text is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text holds no move.
    Empty,
    /// Move `number` (from 1) is `token`, which is no coordinate.
    Coordinate { number: usize, token: String },
    /// Line `line` (from 1) of a PSQ file is `text`, which is wrong for
    /// this reason.
    Psq {
        line: usize,
        text: String,
        why: &'static str,
    },
    /// Move `number` cannot be played.
    Illegal { number: usize, error: MoveError },
    /// A link's rules are `text`, which names none, or an opening rule not
    /// played under them.
    Rules { text: String },
    /// Step `number` (from 1) of the opening is `token`, which it refuses.
    Opening {
        number: usize,
        token: String,
        error: OpeningError,
    },
    /// The note after move `number` (0 before any) is `text`, which is no
    /// note, or is not closed.
    Note { number: usize, text: String },
    /// A setup's rules and side to move are `text`, which names none.
    Setup { text: String },
    /// Stone `number` (from 1) of a setup is `token`, refused for `why`.
    Stone {
        number: usize,
        token: String,
        why: &'static str,
    },
}

/// A reviewed move's note, as a record writes it after the move: its mark,
/// and the win it let go or the defence it missed, with the move that won
/// or held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    pub mark: Mark,
    pub missed: Option<(Missed, Point)>,
}

impl Note {
    pub fn of(verdict: &Verdict) -> Note {
        Note {
            mark: verdict.mark,
            missed: verdict.missed.map(|missed| (missed, verdict.best.point)),
        }
    }

    /// The note in `words`, the text between its braces split at spaces and
    /// commas: a mark's key, then `missed win` or `missed defence` and a
    /// point.
    fn read(words: &[&str]) -> Option<Note> {
        let (&mark, rest) = words.split_first()?;
        let mark = *Mark::ALL.iter().find(|m| m.key() == mark)?;
        let missed = match rest {
            [] => None,
            ["missed", what, point] => {
                let missed = [Missed::Win, Missed::Defence]
                    .into_iter()
                    .find(|&missed| missed_name(missed) == *what)?;
                Some((missed, parse_coordinate(point)?))
            }
            _ => return None,
        };
        Some(Note { mark, missed })
    }
}

fn missed_name(missed: Missed) -> &'static str {
    match missed {
        Missed::Win => "win",
        Missed::Defence => "defence",
    }
}

impl Note {
    /// `{mistake}`, `{blunder, missed win j9}`; its words joined by
    /// `space`, where a link, which holds none, writes a comma:
    /// `{blunder,missed,win,j9}`.
    fn text(&self, space: &str) -> String {
        let mut text = format!("{{{}", self.mark.key());
        if let Some((missed, point)) = self.missed {
            let comma = if space == " " { ", " } else { "," };
            let (name, point) = (missed_name(missed), coordinate(point));
            text = text + comma + "missed" + space + name + space + &point;
        }
        text + "}"
    }
}

/// A game as records and links hold it: its stones and moves, the opening
/// played on them, and its clock.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub board: Board,
    pub opening: Opening,
    pub clock: GameClock,
    /// The notes of the moves reviewed, by the move's number (from 1), in
    /// order: the coordinates and links write them.
    pub notes: Vec<(usize, Note)>,
}

impl Record {
    /// `board`'s stones alone, with no opening, no clock and no notes.
    pub fn of(board: Board) -> Record {
        Record {
            board,
            opening: Opening::new(OpeningRule::None),
            clock: GameClock::new(TimeControl::None),
            notes: Vec::new(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Empty => f.write_str("there is no move to load"),
            RecordError::Coordinate { number, token } => write!(
                f,
                "move {number} is \"{token}\": a move is a column's letters and a row's number, such as h8"
            ),
            RecordError::Psq { line, text, why } => write!(f, "line {line} is \"{text}\": {why}"),
            RecordError::Illegal {
                number,
                error: MoveError::GameOver,
            } => write!(f, "move {number} comes after the end of the game"),
            RecordError::Illegal {
                number,
                error: MoveError::Taken { point, number: by, .. },
            } => write!(
                f,
                "move {number}: {} is already taken, by move {by}",
                coordinate(*point)
            ),
            RecordError::Illegal {
                number,
                error: MoveError::Outside { point, board },
            } => write!(
                f,
                "move {number}: {} is off the {}×{} board",
                coordinate(*point),
                board.width(),
                board.height()
            ),
            RecordError::Illegal {
                number,
                error: MoveError::TooFar { point },
            } => write!(
                f,
                "move {number}: {} is too far from the other stones, which stay within {side}×{side} cells on the open board",
                coordinate(*point),
                side = Area::OPEN_SIDE
            ),
            RecordError::Illegal {
                number,
                error: MoveError::Forbidden { point, foul },
            } => write!(
                f,
                "move {number}: {} is forbidden to black under renju, a {foul}",
                coordinate(*point)
            ),
            RecordError::Illegal { number, error } => write!(f, "move {number}: {error}"),
            RecordError::Rules { text } => write!(
                f,
                "the rules are \"{text}\": they are freestyle, standard or renju, with 15 or 19 for a fixed board, then an opening rule of theirs and a clock if any, such as renju,15 or renju,15,rif,5+3"
            ),
            RecordError::Opening {
                number,
                token,
                error,
            } => write!(
                f,
                "step {number} is \"{token}\": {}",
                error.describe(coordinate)
            ),
            RecordError::Note { number, text } => write!(
                f,
                "the note after move {number} is \"{text}\": a note follows a move in braces and holds its mark (best, good, inaccuracy, mistake or blunder), then \"missed win\" or \"missed defence\" and a point if any, such as {{mistake, missed win j9}}"
            ),
            RecordError::Setup { text } => write!(
                f,
                "the setup is \"{text}\": it is setup:, the rules and the side to move (black or white), a colon, then each colour and its stones, such as setup:renju,15,white:black h8 j10 white i9"
            ),
            RecordError::Stone {
                number,
                token,
                why,
            } => write!(f, "stone {number} is \"{token}\": {why}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// `point` in coordinates: `h8` for the origin.
pub fn coordinate(point: Point) -> String {
    format!("{}{}", column(point.x()), row(point.y()))
}

/// The letters of the column at `x`: `h` for the origin's.
pub fn column(x: i32) -> String {
    let column = x + HALF + 1;
    if column >= 1 {
        letters(column)
    } else {
        format!("-{}", letters(1 - column))
    }
}

/// The number of the row at `y`, counted up from the bottom of the first
/// view: 8 for the origin's.
pub fn row(y: i32) -> i32 {
    HALF + 1 - y
}

/// `number`, from 1, as a spreadsheet names its columns: a … z, aa, ab, …
fn letters(mut number: i32) -> String {
    let mut reversed = Vec::new();
    while number > 0 {
        number -= 1;
        reversed.push(b'a' + (number % 26) as u8);
        number /= 26;
    }
    reversed.iter().rev().map(|&b| char::from(b)).collect()
}

/// The point that `token` names, in either case; `None` if it names none.
pub fn parse_coordinate(token: &str) -> Option<Point> {
    let token = token.to_ascii_lowercase();
    let (sign, rest) = match token.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, token.as_str()),
    };
    let split = rest.find(|c: char| !c.is_ascii_lowercase())?;
    let (name, row) = rest.split_at(split);
    // Four letters reach far past the board's limit; more is no column.
    if name.is_empty() || name.len() > 4 {
        return None;
    }
    let number = name
        .bytes()
        .fold(0, |n, letter| n * 26 + i32::from(letter - b'a') + 1);
    let column = if sign > 0 { number } else { 1 - number };
    let row = integer(row)?;
    Point::new(column - HALF - 1, HALF + 1 - row).ok()
}

/// `board`'s game as Piskvork's PSQ file, each move with a time of 0.
pub fn psq(board: &Board) -> String {
    let moves = board.moves();
    let square = match board.area() {
        Area::Bounded(rect) => rect,
        Area::Unbounded => {
            let reach = moves
                .iter()
                .map(|point| point.x().abs().max(point.y().abs()))
                .fold(HALF, i32::max);
            Rect::at(Point::ORIGIN).grown(reach)
        }
    };
    let (width, height) = (square.width(), square.height());
    let mut text = format!("Piskvorky {width}x{height}, 11:11, 0\n");
    for point in moves {
        let (x, y) = (point.x() - square.left + 1, point.y() - square.top + 1);
        text.push_str(&format!("{x},{y},0\n"));
    }
    text
}

/// The moves of a PSQ file, its middle cell on `centre`.
fn read_psq(text: &str, centre: Point) -> Result<Vec<Point>, RecordError> {
    let mut lines = text.lines().map(str::trim).enumerate();
    let wrong = |index: usize, line: &str, why| RecordError::Psq {
        line: index + 1,
        text: excerpt(line),
        why,
    };
    let (_, header) = lines.next().unwrap_or_default();
    let (width, height) = psq_size(header)
        .ok_or_else(|| wrong(0, header, "a PSQ file starts \"Piskvorky 15x15, 11:11, 0\""))?;
    let mut moves = Vec::new();
    for (index, line) in lines {
        if line == "-1" {
            break;
        }
        if line.is_empty() {
            continue;
        }
        let numbers: Option<Vec<i32>> = line.split(',').map(|n| integer(n.trim())).collect();
        let Some(&[x, y, _time]) = numbers.as_deref() else {
            return Err(wrong(index, line, "a move is x,y,time, three integers"));
        };
        if !(1..=width).contains(&x) || !(1..=height).contains(&y) {
            return Err(wrong(index, line, "the move is off the board"));
        }
        let point = centre.offset(x - 1 - (width - 1) / 2, y - 1 - (height - 1) / 2);
        moves.push(point.ok_or_else(|| wrong(index, line, "the move is off the board"))?);
    }
    Ok(moves)
}

/// The board's width and height in a PSQ header.
fn psq_size(header: &str) -> Option<(i32, i32)> {
    let size = header.strip_prefix("Piskvorky ")?.split(',').next()?;
    let (width, height) = size.trim().split_once('x')?;
    let (width, height) = (integer(width)?, integer(height)?);
    (width > 0 && height > 0).then_some((width, height))
}

/// The game written in `text`, in any form: moves alone under `rules`,
/// with a fresh clock under `control`, or a link's, under its own.
pub fn read(text: &str, rules: Rules, control: TimeControl) -> Result<Record, RecordError> {
    let text = text.trim();
    let (board, notes) = if text.starts_with("Piskvorky") {
        let moves = read_psq(text, rules.size.area(Origin::Centre).centre())?;
        (play(&moves, rules)?, Vec::new())
    } else if text.bytes().any(|byte| byte == b':') {
        // Bytes, not `contains`: one more char search in the crate leaves
        // the first load's module 36 bytes larger, as it inlines otherwise.
        return read_link(text);
    } else {
        let (board, _, notes) = replay(text, rules, OpeningRule::None)?;
        (board, notes)
    };
    if board.moves().is_empty() {
        return Err(RecordError::Empty);
    }
    Ok(Record {
        clock: GameClock::new(control),
        notes,
        ..Record::of(board)
    })
}

/// `record`'s game as a link writes it: `renju,15:h8,i9`, `h8,i9` for
/// freestyle on the open board, `freestyle,swap2,5+3:h8,i9,j8,black,k8`
/// with an opening rule or a clock; each move followed by its note, if it
/// has one, its words joined by commas: `j8,{blunder,missed,win,k8}`.
pub fn link(record: &Record) -> String {
    write(record, ",", Rules::default())
}

/// `record`'s game as the records' text: the moves alone (`h8 i9`), or
/// with an opening rule or a clock as its link, with spaces; each move
/// after the opening followed by its note, if it has one.
pub fn text(record: &Record) -> String {
    write(record, " ", Rules::of(&record.board))
}

/// `record`'s rules, opening rule and clock, a colon, and its steps and
/// moves joined by `separator`, with the moves' notes; the first part is
/// left out where it would say `plain`, the rules the game is read under
/// without it.
fn write(record: &Record, separator: &str, plain: Rules) -> String {
    let (opening, control) = (record.opening.rule(), record.clock.control());
    let rules = Rules::of(&record.board);
    let mut text = String::new();
    if opening != OpeningRule::None || control != TimeControl::None || rules != plain {
        text = rules.to_string();
        if opening != OpeningRule::None {
            text = text + "," + opening.name();
        }
        if control != TimeControl::None {
            text = text + "," + &control.key();
        }
        text.push(':');
    }
    let steps = record.opening.actions().iter().map(|&action| match action {
        Action::Place(point) | Action::Offer(point) | Action::Pick(point) => coordinate(point),
        Action::Choose(choice) => choice.name().into(),
        Action::Declare(count) => u32::from(count).to_string(),
    });
    let first = record.opening.stones();
    let moves = record.board.moves().get(first..);
    let moves = moves.unwrap_or_default().iter().zip(first + 1..);
    let moves = moves.map(|(&point, number)| {
        let note = record.notes.iter().find(|&&(n, _)| n == number);
        match note {
            Some((_, note)) => coordinate(point) + separator + &note.text(separator),
            None => coordinate(point),
        }
    });
    for (index, token) in steps.chain(moves).enumerate() {
        if index > 0 {
            text.push_str(separator);
        }
        text.push_str(&token);
    }
    text
}

/// The game a link writes, under its own rules, opening rule and clock,
/// the clock afresh.
pub fn read_link(text: &str) -> Result<Record, RecordError> {
    let (rules, rule, control, tokens) = match text.split_once(':') {
        Some((header, tokens)) => {
            let (rules, rule, control) = read_header(header)?;
            (rules, rule, control, tokens)
        }
        None => (Rules::default(), OpeningRule::None, TimeControl::None, text),
    };
    let (board, opening, notes) = replay(tokens, rules, rule)?;
    // A game at the start of its opening or clock is a game; one with
    // neither is no more than its moves.
    let plain = rule == OpeningRule::None && control == TimeControl::None;
    if plain && board.moves().is_empty() {
        return Err(RecordError::Empty);
    }
    Ok(Record {
        board,
        opening,
        clock: GameClock::new(control),
        notes,
    })
}

/// The rules, opening rule and time control of a link's first part,
/// `renju,15,rif,5+3`, each of the last two there only when picked.
fn read_header(text: &str) -> Result<(Rules, OpeningRule, TimeControl), RecordError> {
    let mut rest = text;
    let control = take_last(&mut rest, TimeControl::from_key);
    let opening = take_last(&mut rest, OpeningRule::from_key);
    let rules = rest
        .parse::<Rules>()
        .ok()
        .filter(|rules| opening.fits(rules.rule));
    let rules = rules.ok_or_else(|| RecordError::Rules {
        text: excerpt(text),
    })?;
    Ok((rules, opening, control))
}

/// The last part of `rest`, after a comma, taken off it if `read` names by
/// it a value other than the default (which goes unwritten); else the
/// default.
fn take_last<T: Default + PartialEq>(rest: &mut &str, read: fn(&str) -> Option<T>) -> T {
    let start = rest
        .bytes()
        .rposition(|byte| byte == b',')
        .map_or(0, |comma| comma + 1);
    match read(&rest[start..]).filter(|value| *value != T::default()) {
        Some(value) if start > 0 => {
            *rest = &rest[..start - 1];
            value
        }
        _ => T::default(),
    }
}

/// The notes of a game's moves, by number.
type Notes = Vec<(usize, Note)>;

/// The board, opening and notes that `text`'s tokens, separated by spaces
/// or commas, make under `rules` and the opening `rule`: while the opening
/// is under way each token is its next step, as the step asks (see the
/// module), then a move; a note, in braces, after a move.
fn replay(
    text: &str,
    rules: Rules,
    rule: OpeningRule,
) -> Result<(Board, Opening, Notes), RecordError> {
    let mut board = rules.board(Origin::Centre);
    let mut opening = Opening::new(rule);
    let mut notes = Vec::new();
    // Where a note begun and not yet closed begins in `text`.
    let mut note = None;
    let mut steps = 0;
    for token in text.split(separates).filter(|token| !token.is_empty()) {
        let moves = board.moves().len();
        // Tokens are slices of `text`: where each lies in it.
        let start = token.as_ptr() as usize - text.as_ptr() as usize;
        if note.is_some() || token.starts_with('{') {
            let begun = *note.get_or_insert(start);
            if token.ends_with('}') {
                note = None;
                let written = &text[begun..start + token.len()];
                notes.push((moves, read_note(written, moves)?));
            }
            continue;
        }
        steps += 1;
        let number = moves + 1;
        let step = opening.step();
        // A colour or a number where the step asks for one, else a point.
        let choice = token.parse().map(Action::Choose).ok();
        let action = match step {
            Step::Choose { .. } => choice,
            // Taraguchi's fifth: a stone, or `offer`.
            Step::Fifth { .. } if choice.is_some() => choice,
            Step::Declare { .. } => integer(token)
                .and_then(|count| u8::try_from(count).ok())
                .map(Action::Declare),
            _ => {
                let point = parse_coordinate(token).ok_or_else(|| RecordError::Coordinate {
                    number,
                    token: excerpt(token),
                })?;
                Some(match step {
                    Step::Offer { .. } => Action::Offer(point),
                    Step::Pick { .. } => Action::Pick(point),
                    _ => Action::Place(point),
                })
            }
        };
        let taken = match (step, action) {
            (Step::Play, Some(Action::Place(point))) => {
                board.play(point).map_err(OpeningError::Move)
            }
            (_, Some(action)) => opening.act(&mut board, action),
            (_, None) => Err(OpeningError::NotNow { step }),
        };
        taken.map_err(|error| match error {
            OpeningError::Move(error) => RecordError::Illegal { number, error },
            error => RecordError::Opening {
                number: steps,
                token: excerpt(token),
                error,
            },
        })?;
    }
    if let Some(begun) = note {
        return Err(RecordError::Note {
            number: board.moves().len(),
            text: excerpt(&text[begun..]),
        });
    }
    Ok((board, opening, notes))
}

/// Whether `c` separates a record's tokens: a space or a comma.
fn separates(c: char) -> bool {
    c.is_whitespace() || c == ','
}

/// The note `text`, in its braces, after move `number`.
fn read_note(text: &str, number: usize) -> Result<Note, RecordError> {
    let inside = text
        .strip_prefix('{')
        .and_then(|text| text.strip_suffix('}'));
    let words = inside.unwrap_or_default().split(separates);
    let words: Vec<&str> = words.filter(|word| !word.is_empty()).collect();
    let note = Note::read(&words).filter(|_| number > 0);
    note.ok_or_else(|| RecordError::Note {
        number,
        text: excerpt(text),
    })
}

/// What starts a position set up on the analysis board.
const SETUP: &str = "setup:";

/// `position`, set up under `rules`, as a record (`separator` a space) or a
/// link (a comma) writes it: `setup:renju,15,white:black h8 j10 white i9`.
pub fn setup(rules: Rules, position: &Position, separator: &str) -> String {
    // Read in this order, a five's stones come last: nothing follows a five.
    let mut colours = [Player::X, Player::O];
    if position.winner() == Some(Player::X) {
        colours.reverse();
    }
    // The stones row by row from the bottom, as a board is read: a walk
    // over their rectangle, where sorting them would bring its own code.
    let bounds = Rect::around(position.stones().map(|(point, _)| point));
    let bounds = bounds.unwrap_or(Rect::at(Point::ORIGIN));
    let mut text = format!("{SETUP}{rules},{}:", colour(position.to_move()));
    for (index, &player) in colours.iter().enumerate() {
        if index > 0 {
            text.push_str(separator);
        }
        text.push_str(colour(player));
        for y in (bounds.top..=bounds.bottom).rev() {
            for x in bounds.left..=bounds.right {
                let point = Point::new(x, y).ok();
                if let Some(point) = point.filter(|&point| position.get(point) == Some(player)) {
                    text = text + separator + &coordinate(point);
                }
            }
        }
    }
    text
}

fn colour(player: Player) -> &'static str {
    match player {
        Player::X => "black",
        Player::O => "white",
    }
}

/// The player whose colour is `colour`. A match, as an array's iterator
/// over the players here would change how the first load's module
/// inlines its own.
fn player(colour: &str) -> Option<Player> {
    match colour {
        "black" => Some(Player::X),
        "white" => Some(Player::O),
        _ => None,
    }
}

/// The rules and position of the setup `text` writes (see `setup`), or
/// why it is none; `None` where `text` is no setup.
pub fn read_setup(text: &str) -> Option<Result<(Rules, Position), RecordError>> {
    let text = text.trim().strip_prefix(SETUP)?;
    // Bytes, not chars: another char search in the crate changes how the
    // first load's module inlines its own (see `read`).
    let colon = text.bytes().position(|byte| byte == b':');
    let header = &text[..colon.unwrap_or(text.len())];
    let comma = header.bytes().rposition(|byte| byte == b',').unwrap_or(0);
    let side = header.get(comma + 1..).and_then(player);
    let (Some(colon), Ok(rules), Some(side)) = (colon, header[..comma].parse::<Rules>(), side)
    else {
        return Some(Err(RecordError::Setup {
            text: excerpt(header),
        }));
    };
    let stones = &text[colon + 1..];
    let area = rules.size.area(Origin::Centre);
    let mut position = Position::new(area, side).under(rules.rule);
    let mut by = None;
    let mut number = 0;
    for token in stones.split(separates).filter(|token| !token.is_empty()) {
        if let Some(player) = player(token) {
            by = Some(player);
            continue;
        }
        number += 1;
        let refuse = |why| RecordError::Stone {
            number,
            token: excerpt(token),
            why,
        };
        let (Some(by), Some(point)) = (by, parse_coordinate(token)) else {
            return Some(Err(refuse(
                "a stone is a point in coordinates, such as h8, after its colour, black or white",
            )));
        };
        if let Err(error) = position.place(point, by) {
            return Some(Err(refuse(match error {
                PositionError::Outside { .. } => "it is off the board",
                PositionError::Taken { .. } => "it is already taken",
                PositionError::GameOver { .. } => "it comes after a five",
            })));
        }
    }
    Some(Ok((rules, position)))
}

/// A board under `rules` with `moves` played in order, or the first that
/// cannot be.
fn play(moves: &[Point], rules: Rules) -> Result<Board, RecordError> {
    let mut board = rules.board(Origin::Centre);
    for (index, &point) in moves.iter().enumerate() {
        board.play(point).map_err(|error| RecordError::Illegal {
            number: index + 1,
            error,
        })?;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::{Rule, Size};

    /// The board of moves alone, under `rules`.
    fn board(text: &str, rules: Rules) -> Result<Board, RecordError> {
        super::read(text, rules, TimeControl::None).map(|record| record.board)
    }

    fn read(text: &str) -> Result<Board, RecordError> {
        board(text, Rules::default())
    }

    fn read_link(text: &str) -> Result<Board, RecordError> {
        super::read_link(text).map(|record| record.board)
    }

    fn link(board: &Board) -> String {
        super::link(&Record::of(board.clone()))
    }

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    #[test]
    fn the_first_view_is_a_renju_board_with_h8_in_the_middle() {
        assert_eq!(coordinate(Point::ORIGIN), "h8");
        assert_eq!(coordinate(point(-7, 7)), "a1", "bottom left");
        assert_eq!(coordinate(point(7, -7)), "o15", "top right");
        assert_eq!(coordinate(point(1, -1)), "i9");
    }

    #[test]
    fn the_open_board_goes_on_past_a_z_and_the_rows() {
        assert_eq!(coordinate(point(18, 0)), "z8");
        assert_eq!(coordinate(point(19, 0)), "aa8");
        assert_eq!(coordinate(point(-8, 0)), "-a8");
        assert_eq!(coordinate(point(-9, 9)), "-b-1");
        assert_eq!(coordinate(point(0, 8)), "h0");
        for x in [
            -Point::LIMIT,
            -700,
            -35,
            -9,
            -8,
            -7,
            0,
            18,
            19,
            44,
            700,
            Point::LIMIT,
        ] {
            for y in [-Point::LIMIT, -9, -8, 0, 7, 8, 9, Point::LIMIT] {
                let p = point(x, y);
                assert_eq!(parse_coordinate(&coordinate(p)), Some(p), "{p}");
            }
        }
    }

    #[test]
    fn coordinates_read_in_either_case_and_nothing_else_does() {
        assert_eq!(parse_coordinate("H8"), Some(Point::ORIGIN));
        for token in [
            "",
            "h",
            "8",
            "8h",
            "h+8",
            "h 8",
            "hh",
            "h8x",
            "abcde1",
            "h1234567",
            "zzzz99999",
        ] {
            assert_eq!(parse_coordinate(token), None, "{token:?}");
        }
    }

    #[test]
    fn a_game_reads_back_from_either_form() {
        let moves = [point(0, 0), point(1, -1), point(2, -2), point(-20, 30)];
        let mut board = Board::new();
        moves.iter().for_each(|&point| board.play(point).unwrap());
        let text = text(&Record::of(board));
        assert_eq!(text, "h8 i9 j10 -m-22");
        assert_eq!(read(&text).unwrap().moves(), moves);
        let file = psq(&read(&text).unwrap());
        assert!(
            file.starts_with("Piskvorky 61x61, 11:11, 0\n31,31,0\n"),
            "{file}"
        );
        assert_eq!(read(&file).unwrap().moves(), moves);
        let small = psq(&read("h8 i9").unwrap());
        assert_eq!(small, "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n");
        assert_eq!(read("h8, i9,\nj10").unwrap().moves(), &moves[..3]);
    }

    #[test]
    fn piskvorks_own_files_read_with_their_times_and_trailer() {
        let file = "Piskvorky 20x20, 11:11, 0\r\n10,10,1200\r\n11,11,900\r\n-1\r\npbrain-a.exe\r\n";
        assert_eq!(read(file).unwrap().moves(), [point(0, 0), point(1, 1)]);
    }

    #[test]
    fn a_bad_text_is_refused_with_the_token_and_why() {
        let error = |text: &str| read(text).unwrap_err().to_string();
        assert_eq!(error("  "), "there is no move to load");
        assert_eq!(
            error("h8 i9 j1O"),
            "move 3 is \"j1O\": a move is a column's letters and a row's number, such as h8"
        );
        assert_eq!(error("h8 i9 h8"), "move 3: h8 is already taken, by move 1");
        let five = "h8 h9 i8 i9 j8 j9 k8 k9 l8 l9";
        assert_eq!(error(five), "move 10 comes after the end of the game");
        assert_eq!(
            error("Piskvorky 15x15, 11:11, 0\n8,8,0\n8;9;0"),
            "line 3 is \"8;9;0\": a move is x,y,time, three integers"
        );
        assert_eq!(
            error("Piskvorky 15x15, 11:11, 0\n16,8,0"),
            "line 2 is \"16,8,0\": the move is off the board"
        );
        assert!(error("Piskvorky big").starts_with("line 1 is \"Piskvorky big\""));
        assert!(
            error(&"x".repeat(1000)).contains("xxx...\""),
            "quoted short"
        );
    }

    const RENJU_15: Rules = Rules {
        rule: Rule::Renju,
        size: Size::Fifteen,
    };

    #[test]
    fn a_fixed_board_writes_its_own_psq_and_reads_one_onto_itself() {
        let nineteen = Rules {
            rule: Rule::Standard,
            size: Size::Nineteen,
        };
        let game = board("a1 s19 j10", nineteen).unwrap();
        let file = psq(&game);
        assert_eq!(file, "Piskvorky 19x19, 11:11, 0\n1,19,0\n19,1,0\n10,10,0\n");
        assert_eq!(board(&file, nineteen), Ok(game));
        let fifteen = board("Piskvorky 15x15, 11:11, 0\n8,8,0", RENJU_15).unwrap();
        assert_eq!(fifteen.moves(), [Point::ORIGIN]);
        assert_eq!(fifteen.rule(), Rule::Renju);
    }

    #[test]
    fn a_move_off_a_fixed_board_or_forbidden_to_black_is_refused() {
        let error = |text: &str| board(text, RENJU_15).unwrap_err().to_string();
        assert_eq!(error("h8 p8"), "move 2: p8 is off the 15×15 board");
        // Black's i8 and j8 across and h9 and h10 up: h8 makes two open
        // threes.
        let forbidden = "i8 a1 j8 a3 h9 a5 h10 a7 h8";
        assert_eq!(
            error(forbidden),
            "move 9: h8 is forbidden to black under renju, a double three"
        );
        assert!(read(forbidden).is_ok(), "freestyle allows it");
    }

    #[test]
    fn a_link_carries_its_rules_and_an_old_link_is_freestyle_on_the_open_board() {
        let board = board("h8 i9", RENJU_15).unwrap();
        assert_eq!(link(&board), "renju,15:h8,i9");
        assert_eq!(read_link("renju,15:h8,i9"), Ok(board));
        let old = read_link("h8,i9").unwrap();
        assert_eq!(Rules::of(&old), Rules::default());
        assert_eq!(link(&old), "h8,i9");
        assert_eq!(link(&read_link("standard:h8").unwrap()), "standard:h8");
        assert_eq!(
            read_link("gomoku,15:h8").unwrap_err().to_string(),
            "the rules are \"gomoku,15\": they are freestyle, standard or renju, with 15 or 19 for a fixed board, then an opening rule of theirs and a clock if any, such as renju,15 or renju,15,rif,5+3"
        );
        assert_eq!(read_link("renju,15:"), Err(RecordError::Empty));
    }

    /// Every step of an opening under `rule`, then two moves after it.
    fn steps(rule: OpeningRule) -> Vec<Action> {
        use crate::engine::five::opening::Choice;
        let place = |x, y| Action::Place(point(x, y));
        if rule == OpeningRule::Taraguchi10 {
            let choose = |choice| Action::Choose(choice);
            let mut steps = vec![place(0, 0), choose(Choice::White), place(1, -1)];
            steps.extend([choose(Choice::Black), place(2, 0), choose(Choice::White)]);
            steps.extend([place(-3, 3), choose(Choice::Black), choose(Choice::Offer)]);
            let offers = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 0), (-1, 0), (-2, 0)];
            steps.extend(offers.map(|(x, y)| Action::Offer(point(x, y))));
            steps.extend([(0, -1), (0, -2), (3, 3)].map(|(x, y)| Action::Offer(point(x, y))));
            steps.push(Action::Pick(point(0, -2)));
            return steps;
        }
        let mut steps = vec![place(0, 0), place(1, -1), place(2, 0)];
        let more = match rule {
            OpeningRule::Swap1 => vec![Action::Choose(Choice::White)],
            OpeningRule::Swap2 => vec![
                Action::Choose(Choice::AddTwo),
                place(-1, -1),
                place(0, -2),
                Action::Choose(Choice::Black),
            ],
            OpeningRule::Rif => vec![
                Action::Choose(Choice::White),
                place(3, -3),
                Action::Offer(point(-2, 2)),
                Action::Offer(point(-3, 0)),
                Action::Pick(point(-3, 0)),
            ],
            _ => vec![
                Action::Choose(Choice::Black),
                place(3, -3),
                Action::Declare(2),
                Action::Choose(Choice::White),
                Action::Offer(point(-2, 2)),
                Action::Offer(point(-3, 0)),
                Action::Pick(point(-2, 2)),
            ],
        };
        steps.extend(more);
        steps
    }

    /// The game of `rule`'s first `taken` steps under `rules`, and the
    /// moves after them (none until the opening is over).
    fn game(rules: Rules, rule: OpeningRule, taken: usize, control: TimeControl) -> Record {
        let steps = steps(rule);
        let empty = rules.board(Origin::Centre);
        let (opening, mut board) = Opening::replay(rule, empty, &steps[..taken]).unwrap();
        if taken == steps.len() {
            for (x, y) in [(4, 4), (-4, 4)] {
                board.play(point(x, y)).unwrap();
            }
        }
        Record {
            board,
            opening,
            clock: GameClock::new(control),
            notes: Vec::new(),
        }
    }

    #[test]
    fn every_opening_rule_reads_back_at_every_step_from_a_link_and_a_text() {
        let clock = TimeControl::Fischer {
            minutes: 5,
            increment: 3,
        };
        for (rules, rule) in [
            (Rules::default(), OpeningRule::Swap1),
            (Rules::default(), OpeningRule::Swap2),
            ("standard,19".parse().unwrap(), OpeningRule::Swap2),
            (RENJU_15, OpeningRule::Rif),
            (RENJU_15, OpeningRule::Soosorv8),
            (RENJU_15, OpeningRule::Taraguchi10),
        ] {
            for taken in 0..=steps(rule).len() {
                for control in [TimeControl::None, clock] {
                    let record = game(rules, rule, taken, control);
                    let link = super::link(&record);
                    assert_eq!(super::read_link(&link), Ok(record.clone()), "{link}");
                    let text = text(&record);
                    let read = super::read(&text, Rules::default(), TimeControl::None);
                    assert_eq!(read, Ok(record.clone()), "{text}");
                    assert_eq!(link.replace(',', " "), text.replace(',', " "));
                }
            }
        }
        let soosorv = game(RENJU_15, OpeningRule::Soosorv8, 10, clock);
        assert_eq!(
            super::link(&soosorv),
            "renju,15,soosorv8,5+3:h8,i9,j8,black,k11,2,white,f6,e8,f6,l4,d4"
        );
        assert_eq!(
            text(&soosorv),
            "renju,15,soosorv8,5+3:h8 i9 j8 black k11 2 white f6 e8 f6 l4 d4"
        );
        let swap2 = game(Rules::default(), OpeningRule::Swap2, 4, TimeControl::None);
        assert_eq!(super::link(&swap2), "freestyle,swap2:h8,i9,j8,add");
        assert_eq!(
            super::read_link("freestyle,swap2:").map(|r| r.opening.step()),
            Ok(Step::Place {
                seat: crate::engine::five::opening::Seat::First,
                until: 3
            }),
            "a game at its opening's start"
        );
        let clocked = game(Rules::default(), OpeningRule::None, 0, clock);
        assert_eq!(super::link(&clocked), "freestyle,5+3:");
        // As the docs and the module write them.
        for link in [
            "freestyle,swap2,5+3:h8,i9,j8,add,g9,h10,white,k11",
            "renju,15,soosorv8:h8,h9,i9,white,j10,2,black,k11,g7,k11",
            "freestyle,swap2,5+3:h8,i9,j8,black,k8",
            "renju,15,soosorv8:h8,i9,j8,black,k11,2,white,f6,e8,f6,l4",
            "renju,15,rif:h8 i9 j8 white k11",
            "renju,15,taraguchi10:h8,white,i9,black,j8,white,e11,black,h12,black,h11",
        ] {
            let record = super::read_link(link).unwrap();
            assert_eq!(super::link(&record), link.replace(' ', ","));
        }
    }

    #[test]
    fn a_game_without_an_opening_or_a_clock_writes_and_reads_as_before() {
        let board = board("h8 i9", RENJU_15).unwrap();
        assert_eq!(text(&Record::of(board.clone())), "h8 i9", "moves alone");
        assert_eq!(link(&board), "renju,15:h8,i9");
        // Moves alone take the rules and the clock picked.
        let clock = TimeControl::PerMove(30);
        let read = super::read("h8 i9", RENJU_15, clock).unwrap();
        assert_eq!((read.board, read.clock), (board, GameClock::new(clock)));
        assert_eq!(read.opening, Opening::new(OpeningRule::None));
        // A link pasted as a record reads by its own rules.
        let pasted = super::read("standard,19:a1", RENJU_15, clock).unwrap();
        assert_eq!(Rules::of(&pasted.board).to_string(), "standard,19");
        assert_eq!(pasted.clock.control(), TimeControl::None);
    }

    #[test]
    fn a_bad_opening_step_is_refused_with_the_step_and_why() {
        let error = |text: &str| super::read_link(text).unwrap_err().to_string();
        for (text, why) in [
            (
                "freestyle,swap2:h8,i9,j8,ad",
                "step 4 is \"ad\": not now: the opening waits for a choice of colour",
            ),
            (
                "freestyle,swap1:h8,i9,j8,add",
                "step 4 is \"add\": only swap2's first choice may add two stones: choose a colour",
            ),
            (
                "freestyle,swap2:h8,white",
                "move 2 is \"white\": a move is a column's letters and a row's number, such as h8",
            ),
            (
                "freestyle,swap2:h8,h8",
                "move 2: h8 is already taken, by move 1",
            ),
            (
                "renju,15,rif:h8,a1",
                "step 2 is \"a1\": a1 is outside the central 3x3 square, where stone 2 of a renju opening goes",
            ),
            (
                "renju,15,soosorv8:h8,i9,j8,white,k11,9",
                "step 6 is \"9\": 9 fifth moves: black offers from 1 to 8",
            ),
            (
                "renju,15,soosorv8:h8,i9,j8,white,k11,999",
                "step 6 is \"999\": not now: the opening waits for the number of fifth moves",
            ),
            (
                "renju,15,rif:h8,h9,h10,white,h7,i8,g8",
                "step 7 is \"g8\": g8 is the same fifth move as i8, by a symmetry of the stones",
            ),
            (
                "renju,15,rif:h8,h9,h10,white,h7,i8,j7,k7",
                "step 8 is \"k7\": k7 is not one of the fifth moves offered",
            ),
            (
                "renju,15,rif:h8,h9,h10,white,h7,i8,p8",
                "move 5: p8 is off the 15×15 board",
            ),
            (
                "freestyle,swap1:h8,i9,j8,black,white",
                "move 4 is \"white\": a move is a column's letters and a row's number, such as h8",
            ),
            ("freestyle,swap1:h8,i9,j8,Black", "step 4 is \"Black\": not now: the opening waits for a choice of colour"),
            (
                "renju,15,taraguchi10:h8,white,i9,black,j8,white,e11,black,a1",
                "step 9 is \"a1\": a1 is outside the central 9x9 square, where stone 5 of a renju opening goes",
            ),
            (
                "renju,15,taraguchi10:h8,white,i9,black,j8,white,e11,black,white",
                "step 9 is \"white\": not now: the opening waits for the fifth stone, or a choice to offer fifth moves",
            ),
            (
                "renju,15,taraguchi10:h8,white,i9,offer",
                "step 4 is \"offer\": not now: the opening waits for a choice of colour",
            ),
            (
                "renju,15,taraguchi10:h8,white,h9,black,h10,white,h7,black,offer,i8,g8",
                "step 11 is \"g8\": g8 is the same fifth move as i8, by a symmetry of the stones",
            ),
        ] {
            assert_eq!(error(text), why, "{text}");
        }
        let rules = |header: &str| {
            format!("the rules are \"{header}\": they are freestyle, standard or renju, with 15 or 19 for a fixed board, then an opening rule of theirs and a clock if any, such as renju,15 or renju,15,rif,5+3")
        };
        for header in [
            "renju,15,swap2",
            "freestyle,rif",
            "freestyle,swap3",
            "freestyle,7s",
            "freestyle,5+3,swap2",
            "freestyle,none",
            "swap2",
            "5+3",
            "freestyle,,swap2",
        ] {
            assert_eq!(error(&format!("{header}:h8")), rules(header), "{header}");
        }
        assert_eq!(super::read_link("renju,15:"), Err(RecordError::Empty));
        assert_eq!(super::read_link(""), Err(RecordError::Empty));
    }

    #[test]
    fn a_reviewed_game_writes_its_notes_and_reads_them_back_with_the_game() {
        // X's four across row 8, which O leaves for a1: O's 8th move missed
        // the defence at l8, X's 5th the quicker win.
        let moves = "h8 g8 i8 i9 j8 j9 k8 a1 l8";
        let mut record = super::read(moves, Rules::default(), TimeControl::None).unwrap();
        assert!(record.notes.is_empty());
        record.notes = vec![
            (
                5,
                Note {
                    mark: Mark::Blunder,
                    missed: Some((Missed::Win, point(3, 0))),
                },
            ),
            (
                7,
                Note {
                    mark: Mark::Good,
                    missed: None,
                },
            ),
            (
                8,
                Note {
                    mark: Mark::Blunder,
                    missed: Some((Missed::Defence, point(4, 0))),
                },
            ),
        ];
        let written = text(&record);
        assert_eq!(
            written,
            "h8 g8 i8 i9 j8 {blunder, missed win k8} j9 k8 {good} a1 {blunder, missed defence l8} l8"
        );
        let back = super::read(&written, Rules::default(), TimeControl::None).unwrap();
        assert_eq!(back, record, "the game and its notes");
        assert_eq!(back.board, read(moves).unwrap(), "the game unchanged");
        // Links write them too, without a space, and read them back.
        let link = super::link(&record);
        assert_eq!(
            link,
            "h8,g8,i8,i9,j8,{blunder,missed,win,k8},j9,k8,{good},a1,{blunder,missed,defence,l8},l8"
        );
        assert_eq!(super::read_link(&link), Ok(record.clone()));
        let spaced = "freestyle,5+3:h8 {best} g8";
        assert_eq!(super::read_link(spaced).unwrap().notes.len(), 1);
        // A game with an opening numbers its notes by move all the same.
        let mut opened = game(Rules::default(), OpeningRule::Swap1, 4, TimeControl::None);
        opened.notes = vec![(
            4,
            Note {
                mark: Mark::Mistake,
                missed: None,
            },
        )];
        let written = text(&opened);
        assert!(written.ends_with(" l4 {mistake} d4"), "{written}");
        assert_eq!(
            super::read(&written, Rules::default(), TimeControl::None),
            Ok(opened)
        );
    }

    #[test]
    fn a_broken_note_is_refused_with_the_move_it_follows() {
        let error = |text: &str| read(text).unwrap_err().to_string();
        let why = "a note follows a move in braces and holds its mark (best, good, inaccuracy, mistake or blunder), then \"missed win\" or \"missed defence\" and a point if any, such as {mistake, missed win j9}";
        for (text, number, note) in [
            ("h8 i9 {blunder", 2, "{blunder"),
            ("h8 {brilliant} i9", 1, "{brilliant}"),
            ("h8 {best, missed win} i9", 1, "{best, missed win}"),
            ("h8 {best missed loss j9}", 1, "{best missed loss j9}"),
            ("h8 {best,missed win z}", 1, "{best,missed win z}"),
            ("h8 {best {best}}", 1, "{best {best}}"),
            ("{best} h8", 0, "{best}"),
            ("h8 {} i9", 1, "{}"),
        ] {
            assert_eq!(
                error(text),
                format!("the note after move {number} is \"{note}\": {why}"),
                "{text}"
            );
        }
        // A stray closing brace is no move.
        assert!(error("h8 best}").starts_with("move 2 is \"best}\""));
    }

    #[test]
    fn a_position_set_up_reads_back_from_its_record_and_its_link() {
        let mut position =
            Position::new(RENJU_15.size.area(Origin::Centre), Player::O).under(RENJU_15.rule);
        for (x, y, player) in [(0, 0, Player::X), (2, -2, Player::X), (1, -1, Player::O)] {
            position.place(point(x, y), player).unwrap();
        }
        let text = setup(RENJU_15, &position, " ");
        assert_eq!(text, "setup:renju,15,white:black h8 j10 white i9");
        let link = setup(RENJU_15, &position, ",");
        assert_eq!(link, "setup:renju,15,white:black,h8,j10,white,i9");
        for text in [text, link] {
            assert_eq!(read_setup(&text), Some(Ok((RENJU_15, position.clone()))));
        }
        // The open board, empty, black to move.
        let open = Position::new(Area::Unbounded, Player::X);
        let empty = setup(Rules::default(), &open, ",");
        assert_eq!(empty, "setup:freestyle,black:black,white");
        assert_eq!(read_setup(&empty), Some(Ok((Rules::default(), open))));
        // White's five, written last, reads back.
        let mut five = Position::new(Area::Unbounded, Player::X);
        five.place(point(0, 1), Player::X).unwrap();
        for x in 0..5 {
            five.place(point(x, 0), Player::O).unwrap();
        }
        let written = setup(Rules::default(), &five, " ");
        assert_eq!(
            written,
            "setup:freestyle,black:black h7 white h8 i8 j8 k8 l8"
        );
        assert_eq!(
            read_setup(&written),
            Some(Ok((Rules::default(), five.clone())))
        );
        let black = five.swapped();
        let written = setup(Rules::default(), &black, " ");
        assert_eq!(
            written,
            "setup:freestyle,white:white h7 black h8 i8 j8 k8 l8"
        );
        assert_eq!(read_setup(&written), Some(Ok((Rules::default(), black))));
        assert_eq!(read_setup("h8 i9"), None, "a game is no setup");
    }

    #[test]
    fn a_bad_setup_is_refused_with_why() {
        let error = |text: &str| read_setup(text).unwrap().unwrap_err().to_string();
        let form = "it is setup:, the rules and the side to move (black or white), a colon, then each colour and its stones, such as setup:renju,15,white:black h8 j10 white i9";
        for (text, header) in [
            ("setup:renju,15:black h8", "renju,15"),
            ("setup:gomoku,black:black h8", "gomoku,black"),
            ("setup:renju,15,red:black h8", "renju,15,red"),
            ("setup:freestyle,black", "freestyle,black"),
            ("setup:", ""),
        ] {
            assert_eq!(
                error(text),
                format!("the setup is \"{header}\": {form}"),
                "{text}"
            );
        }
        for (text, why) in [
            (
                "setup:freestyle,black:h8",
                "stone 1 is \"h8\": a stone is a point in coordinates, such as h8, after its colour, black or white",
            ),
            (
                "setup:freestyle,black:black h8 white q",
                "stone 2 is \"q\": a stone is a point in coordinates, such as h8, after its colour, black or white",
            ),
            (
                "setup:renju,15,black:black h8 white p8",
                "stone 2 is \"p8\": it is off the board",
            ),
            (
                "setup:freestyle,white:black h8 white h8",
                "stone 2 is \"h8\": it is already taken",
            ),
            (
                "setup:freestyle,white:black h8 i8 j8 k8 l8 white a1",
                "stone 6 is \"a1\": it comes after a five",
            ),
        ] {
            assert_eq!(error(text), why, "{text}");
        }
    }
}
