//! What a tournament manager says to a brain: one command a line, parsed
//! into `Command` and written back from it (the match tool speaks as a
//! manager). Command names and INFO keys are case-insensitive.

use std::fmt;
use std::str::FromStr;

use crate::engine::five::Point;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `START N`: a new game on an N by N board.
    Start(i32),
    /// `RECTSTART W,H`: a new game on a W by H board.
    RectStart { width: i32, height: i32 },
    /// `RESTART`: a new game on a board of the same size.
    Restart,
    /// `BEGIN`: the brain plays the first stone.
    Begin,
    /// `TURN x,y`: the opponent's stone; the brain answers its own move.
    Turn(Point),
    /// `BOARD`: the whole position follows as `Stone` lines, then `Done`.
    Board,
    /// `x,y,field`: one stone between `BOARD` and `DONE`.
    Stone { point: Point, field: Field },
    /// `SWAP2BOARD`: the stones of a swap2 opening follow as `Placed`
    /// lines (or `Stone` lines, as Rapfi reads them), then `Done`; the brain answers three stones to open with, or
    /// `SWAP`, or its move.
    Swap2Board,
    /// `x,y`: one stone between `SWAP2BOARD` and `DONE`, in play order,
    /// black first.
    Placed(Point),
    /// `DONE`: the end of a `BOARD`; the brain answers its move.
    Done,
    /// `TAKEBACK x,y`: the stone on `x,y` leaves the board.
    Takeback(Point),
    /// `INFO key value`: a setting; the brain does not answer.
    Info(Info),
    /// `END`: the brain exits.
    End,
    /// `ABOUT`: the brain says who it is.
    About,
}

/// Whose stone a `BOARD` line holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// 1: the brain's own.
    Own,
    /// 2: the opponent's.
    Opponent,
    /// 3: a continuous game's marker, which a freestyle brain ignores.
    Marker,
}

impl Field {
    const fn code(self) -> u8 {
        match self {
            Field::Own => 1,
            Field::Opponent => 2,
            Field::Marker => 3,
        }
    }
}

/// The settings a brain uses; times in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Info {
    /// The limit of one move; 0 asks to play as fast as possible.
    TimeoutTurn(u64),
    /// The limit of the whole match; 0 is none.
    TimeoutMatch(u64),
    /// What is left of the match's time; managers may send it negative once
    /// the time is up.
    TimeLeft(i64),
    /// Bytes the brain may use; 0 is no limit.
    MaxMemory(u64),
    /// A bitmask: 1 exactly five, 2 continuous game, 4 renju, 8 caro.
    Rule(u32),
    /// Positions a move may search, an extension of Yixin-Board's that
    /// makes a brain's moves the same on any machine; 0 is no limit.
    MaxNode(u64),
    /// A key this brain has no use for (`game_type`, `folder`, `evaluate`,
    /// or one added to the protocol later), kept as sent.
    Other { key: String, value: String },
}

/// Why a line is not a command: `Unknown` is answered `UNKNOWN`, `Malformed`
/// `ERROR`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    Unknown(String),
    Malformed(String),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Unknown(message) | LineError::Malformed(message) => f.write_str(message),
        }
    }
}

fn malformed(message: String) -> LineError {
    LineError::Malformed(message)
}

impl FromStr for Command {
    type Err = LineError;

    fn from_str(line: &str) -> Result<Command, LineError> {
        let line = line.trim();
        if line.is_empty() {
            return Err(malformed("empty line: expected a command".into()));
        }
        // Only stone lines start with a number.
        if line.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
            return parse_stone(line);
        }
        let (word, argument) = match line.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (line, ""),
        };
        let name = word.to_ascii_uppercase();
        let bare = |command: Command| {
            if argument.is_empty() {
                Ok(command)
            } else {
                Err(malformed(format!(
                    "{name} takes no argument, got {}",
                    quote(argument)
                )))
            }
        };
        match name.as_str() {
            "START" => parse_number(argument, "START's board size").map(Command::Start),
            "RECTSTART" => {
                let (width, height) = parse_pair(argument, "RECTSTART", "W,H such as 20,15")?;
                Ok(Command::RectStart { width, height })
            }
            "RESTART" => bare(Command::Restart),
            "BEGIN" => bare(Command::Begin),
            "BOARD" => bare(Command::Board),
            "SWAP2BOARD" => bare(Command::Swap2Board),
            "DONE" => bare(Command::Done),
            "END" => bare(Command::End),
            "ABOUT" => bare(Command::About),
            "TURN" => parse_point(argument, "TURN").map(Command::Turn),
            "TAKEBACK" => parse_point(argument, "TAKEBACK").map(Command::Takeback),
            "INFO" => parse_info(argument).map(Command::Info),
            _ => Err(LineError::Unknown(format!(
                "{} is not a command this brain knows",
                quote(word)
            ))),
        }
    }
}

/// `text` in double quotes, cut after 40 characters and with control
/// characters escaped, so that an answer quoting garbage stays one readable
/// line.
pub fn quote(text: &str) -> String {
    const SHOWN: usize = 40;
    let shown: String = text
        .chars()
        .take(SHOWN)
        .flat_map(char::escape_debug)
        .collect();
    let cut = if text.chars().nth(SHOWN).is_some() {
        "..."
    } else {
        ""
    };
    format!("\"{shown}{cut}\"")
}

/// A number in `T`'s range; `what` names it in the error.
fn parse_number<T: FromStr>(text: &str, what: &str) -> Result<T, LineError> {
    let text = text.trim();
    text.parse().map_err(|_| {
        let got = if text.is_empty() {
            "nothing".to_string()
        } else {
            quote(text)
        };
        malformed(format!("{what} must be a whole number in range, got {got}"))
    })
}

/// Two numbers joined by a comma.
fn parse_pair(text: &str, command: &str, form: &str) -> Result<(i32, i32), LineError> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| malformed(format!("{command} needs {form}, got {}", quote(text))))?;
    Ok((
        parse_number(a, &format!("{command}'s first number"))?,
        parse_number(b, &format!("{command}'s second number"))?,
    ))
}

fn to_point(x: i32, y: i32) -> Result<Point, LineError> {
    Point::new(x, y).map_err(|_| {
        malformed(format!(
            "{x},{y} is off every board: coordinates go up to {}",
            Point::LIMIT
        ))
    })
}

fn parse_point(text: &str, command: &str) -> Result<Point, LineError> {
    let (x, y) = parse_pair(text, command, "x,y such as 7,10")?;
    to_point(x, y)
}

fn parse_stone(line: &str) -> Result<Command, LineError> {
    let parts: Vec<&str> = line.split(',').collect();
    if let [_, _] = parts[..] {
        return parse_point(line, "a SWAP2BOARD line").map(Command::Placed);
    }
    let [x, y, field] = parts[..] else {
        return Err(malformed(format!(
            "a BOARD line is x,y,field such as 7,10,1, got {}",
            quote(line)
        )));
    };
    let point = to_point(
        parse_number(x, "a BOARD line's x")?,
        parse_number(y, "a BOARD line's y")?,
    )?;
    let field = match field.trim() {
        "1" => Field::Own,
        "2" => Field::Opponent,
        "3" => Field::Marker,
        other => {
            return Err(malformed(format!(
                "a BOARD line's field is 1 (own stone), 2 (opponent's) or 3, got {}",
                quote(other)
            )))
        }
    };
    Ok(Command::Stone { point, field })
}

fn parse_info(argument: &str) -> Result<Info, LineError> {
    let (key, value) = match argument.split_once(char::is_whitespace) {
        Some((key, value)) => (key, value.trim()),
        None => (argument, ""),
    };
    if key.is_empty() {
        return Err(malformed("INFO needs a key and a value".into()));
    }
    let key = key.to_ascii_lowercase();
    let what = format!("INFO {key}");
    Ok(match key.as_str() {
        "timeout_turn" => Info::TimeoutTurn(parse_number(value, &what)?),
        "timeout_match" => Info::TimeoutMatch(parse_number(value, &what)?),
        "time_left" => Info::TimeLeft(parse_number(value, &what)?),
        "max_memory" => Info::MaxMemory(parse_number(value, &what)?),
        "rule" => Info::Rule(parse_number(value, &what)?),
        "max_node" => Info::MaxNode(parse_number(value, &what)?),
        _ => Info::Other {
            key,
            value: value.to_string(),
        },
    })
}

impl fmt::Display for Command {
    /// The line a manager sends.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Start(size) => write!(f, "START {size}"),
            Command::RectStart { width, height } => write!(f, "RECTSTART {width},{height}"),
            Command::Restart => f.write_str("RESTART"),
            Command::Begin => f.write_str("BEGIN"),
            Command::Turn(point) => write!(f, "TURN {point}"),
            Command::Board => f.write_str("BOARD"),
            Command::Swap2Board => f.write_str("SWAP2BOARD"),
            Command::Placed(point) => write!(f, "{point}"),
            Command::Stone { point, field } => write!(f, "{point},{}", field.code()),
            Command::Done => f.write_str("DONE"),
            Command::Takeback(point) => write!(f, "TAKEBACK {point}"),
            Command::Info(info) => write!(f, "INFO {info}"),
            Command::End => f.write_str("END"),
            Command::About => f.write_str("ABOUT"),
        }
    }
}

impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Info::TimeoutTurn(ms) => write!(f, "timeout_turn {ms}"),
            Info::TimeoutMatch(ms) => write!(f, "timeout_match {ms}"),
            Info::TimeLeft(ms) => write!(f, "time_left {ms}"),
            Info::MaxMemory(bytes) => write!(f, "max_memory {bytes}"),
            Info::Rule(rule) => write!(f, "rule {rule}"),
            Info::MaxNode(nodes) => write!(f, "max_node {nodes}"),
            Info::Other { key, value } => write!(f, "{key} {value}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    #[test]
    fn commands_read_in_any_case_and_write_back_in_capitals() {
        let cases = [
            ("START 20", Command::Start(20)),
            (
                "rectstart 30,20",
                Command::RectStart {
                    width: 30,
                    height: 20,
                },
            ),
            ("Turn 7, 10\r", Command::Turn(point(7, 10))),
            ("  begin  ", Command::Begin),
            (
                "3,4,2",
                Command::Stone {
                    point: point(3, 4),
                    field: Field::Opponent,
                },
            ),
            ("TAKEBACK 0,19", Command::Takeback(point(0, 19))),
            ("swap2board", Command::Swap2Board),
            ("9, 10", Command::Placed(point(9, 10))),
            ("INFO TIMEOUT_TURN 5", Command::Info(Info::TimeoutTurn(5))),
            ("INFO time_left -20", Command::Info(Info::TimeLeft(-20))),
            ("INFO MAX_NODE 5000", Command::Info(Info::MaxNode(5000))),
            (
                "INFO folder C:\\x y",
                Command::Info(Info::Other {
                    key: "folder".into(),
                    value: "C:\\x y".into(),
                }),
            ),
        ];
        for (line, command) in cases {
            assert_eq!(line.parse(), Ok(command.clone()), "{line:?}");
            // What is written reads back as the same command.
            assert_eq!(command.to_string().parse(), Ok(command), "{line:?}");
        }
        assert_eq!(Command::Turn(point(7, 10)).to_string(), "TURN 7,10");
        assert_eq!(Command::Info(Info::Rule(1)).to_string(), "INFO rule 1");
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let error = |line: &str| line.parse::<Command>().unwrap_err();
        assert_eq!(
            error("TURN 99999999999,1"),
            malformed(
                "TURN's first number must be a whole number in range, got \"99999999999\"".into()
            )
        );
        assert_eq!(
            error("TURN 20000,1"),
            malformed("20000,1 is off every board: coordinates go up to 10000".into())
        );
        assert_eq!(
            error("turn"),
            malformed("TURN needs x,y such as 7,10, got \"\"".into())
        );
        assert_eq!(
            error("BEGIN now"),
            malformed("BEGIN takes no argument, got \"now\"".into())
        );
        assert_eq!(
            error("1,2,4"),
            malformed(
                "a BOARD line's field is 1 (own stone), 2 (opponent's) or 3, got \"4\"".into()
            )
        );
        assert_eq!(
            error("1,2,3,4"),
            malformed("a BOARD line is x,y,field such as 7,10,1, got \"1,2,3,4\"".into())
        );
        assert_eq!(
            error("INFO max_memory lots"),
            malformed("INFO max_memory must be a whole number in range, got \"lots\"".into())
        );
        assert_eq!(
            error(""),
            malformed("empty line: expected a command".into())
        );
        assert_eq!(
            error("SWAP3BOARD"),
            LineError::Unknown("\"SWAP3BOARD\" is not a command this brain knows".into())
        );
        // Control characters are escaped, so that the answer stays one line.
        assert_eq!(
            error("FOO\u{7}BAR").to_string(),
            "\"FOO\\u{7}BAR\" is not a command this brain knows"
        );
        let long = "X".repeat(100);
        assert_eq!(
            error(&long).to_string(),
            format!(
                "\"{}...\" is not a command this brain knows",
                "X".repeat(40)
            )
        );
    }
}
