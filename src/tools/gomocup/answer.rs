//! What a brain says back: a line per answer, written from `Answer` and
//! read into it (the match tool listens as a manager).

use std::fmt;
use std::str::FromStr;

use crate::engine::five::Point;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `OK`: ready, after START, RESTART or TAKEBACK.
    Ok,
    /// `x,y`: the brain's stone.
    Move(Point),
    /// `x,y x,y x,y`: the stones a swap2 opening starts from, black first.
    Opening(Vec<Point>),
    /// `SWAP`: in a swap2 opening, the brain takes the other colour.
    Swap,
    /// `ERROR message`: the command was understood but cannot be done.
    Error(String),
    /// `UNKNOWN message`: the command was not understood.
    Unknown(String),
    /// `MESSAGE text`: for the people watching.
    Message(String),
    /// `DEBUG text`: for the brain's author.
    Debug(String),
    /// The answer to ABOUT: `name="…", version="…"` and more, kept as sent.
    About(String),
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Ok => f.write_str("OK"),
            Answer::Move(point) => write!(f, "{point}"),
            Answer::Opening(stones) => {
                let stones: Vec<String> = stones.iter().map(Point::to_string).collect();
                f.write_str(&stones.join(" "))
            }
            Answer::Swap => f.write_str("SWAP"),
            Answer::Error(message) => write!(f, "ERROR {message}"),
            Answer::Unknown(message) => write!(f, "UNKNOWN {message}"),
            Answer::Message(text) => write!(f, "MESSAGE {text}"),
            Answer::Debug(text) => write!(f, "DEBUG {text}"),
            Answer::About(text) => f.write_str(text),
        }
    }
}

impl FromStr for Answer {
    /// The line, when it is none of the answers.
    type Err = String;

    fn from_str(line: &str) -> Result<Answer, String> {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim().to_string()),
            None => (line, String::new()),
        };
        match word.to_ascii_uppercase().as_str() {
            "OK" if rest.is_empty() => return Ok(Answer::Ok),
            "SWAP" if rest.is_empty() => return Ok(Answer::Swap),
            "ERROR" => return Ok(Answer::Error(rest)),
            "UNKNOWN" => return Ok(Answer::Unknown(rest)),
            "MESSAGE" => return Ok(Answer::Message(rest)),
            "DEBUG" => return Ok(Answer::Debug(rest)),
            _ => {}
        }
        if line.starts_with("name=") {
            return Ok(Answer::About(line.to_string()));
        }
        if let Some(point) = Point::parse(line) {
            return Ok(Answer::Move(point));
        }
        match line.split_whitespace().map(Point::parse).collect() {
            Some(stones) if !Vec::is_empty(&stones) => Ok(Answer::Opening(stones)),
            _ => Err(line.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_read_back_as_written() {
        let answers = [
            Answer::Ok,
            Answer::Move(Point::new(3, 17).unwrap()),
            Answer::Error("no game: START comes first".into()),
            Answer::Unknown("\"FOO\" is not a command this brain knows".into()),
            Answer::Message("hello".into()),
            Answer::Debug("depth 4".into()),
            Answer::About("name=\"x\", version=\"1\"".into()),
            Answer::Swap,
            Answer::Opening(vec![Point::ORIGIN, Point::new(-2, -1).unwrap()]),
        ];
        for answer in answers {
            assert_eq!(answer.to_string().parse(), Ok(answer.clone()));
        }
        assert_eq!(
            "10, 4".parse(),
            Ok(Answer::Move(Point::new(10, 4).unwrap()))
        );
        assert_eq!("ok".parse(), Ok(Answer::Ok));
        assert_eq!("OK then".parse::<Answer>(), Err("OK then".into()));
        assert_eq!("7;8".parse::<Answer>(), Err("7;8".into()));
        assert_eq!("1,99999".parse::<Answer>(), Err("1,99999".into()));
    }
}
