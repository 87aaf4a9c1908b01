//! A game as text: its moves `x,y` in play order, X first, separated by white
//! space, such as `"0,0 1,1 -1,0"`. The empty string is the empty board.

use std::fmt;
use std::str::FromStr;

use super::{Area, Board, GameError, MoveError, Outcome, Point, Rule};
use crate::engine::excerpt;

impl FromStr for Board {
    type Err = GameError;

    /// A freestyle game on the unbounded board: `Board::read`.
    fn from_str(text: &str) -> Result<Board, GameError> {
        Board::read(text, Rule::Freestyle, Area::Unbounded)
    }
}

impl Board {
    /// A game under `rule` on `area`: plays the moves in order and refuses
    /// the first one that is malformed, off the board, on a taken cell,
    /// forbidden or after a win.
    pub fn read(text: &str, rule: Rule, area: Area) -> Result<Board, GameError> {
        let mut board = Board::with(rule, area);
        for (index, token) in text.split_whitespace().enumerate() {
            let number = index + 1;
            let point = parse_move(token)
                .ok_or_else(|| GameError::Malformed {
                    number,
                    token: excerpt(token),
                })?
                .map_err(|error| GameError::Illegal { number, error })?;
            match board.outcome() {
                Outcome::Won { winner, .. } => return Err(GameError::AfterWin { number, winner }),
                Outcome::Draw => return Err(GameError::AfterDraw { number }),
                Outcome::InProgress => {}
            }
            board
                .play(point)
                .map_err(|error| GameError::Illegal { number, error })?;
        }
        Ok(board)
    }
}

/// `None` unless `token` is two integers joined by a comma, with any
/// spaces around each; then the point, or why it is off the board.
fn parse_move(token: &str) -> Option<Result<Point, MoveError>> {
    let (x, y) = token.split_once(',')?;
    Some(Point::new(integer(x.trim())?, integer(y.trim())?))
}

/// An integer as people and our own files write it: digits, nine at most,
/// after an optional minus. A `+`, a space or a longer number is refused,
/// here as in every record.
pub fn integer(text: &str) -> Option<i32> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl Point {
    /// The point that `text` names as a move, `x,y`, or `None` when it is
    /// malformed or off the board.
    pub fn parse(text: &str) -> Option<Point> {
        parse_move(text)?.ok()
    }
}

impl fmt::Display for Board {
    /// The text `from_str` reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, point) in self.moves().iter().enumerate() {
            let space = if index == 0 { "" } else { " " };
            write!(f, "{space}{point}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::QUOTED;

    #[test]
    fn a_malformed_move_is_quoted_by_a_short_prefix() {
        let long = "1".repeat(1 << 20);
        let message = long.parse::<Board>().unwrap_err().to_string();
        assert_eq!(
            message,
            format!(
                "move 1 is \"{}...\": a move is x,y, two integers from -10000 to 10000 such as 3,-2",
                "1".repeat(QUOTED)
            )
        );
    }
}
