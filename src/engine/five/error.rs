use std::error::Error;
use std::fmt;

use super::{Area, Foul, Player, Point, Rect};

/// Why a stone cannot be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// A coordinate beyond `±Point::LIMIT`.
    OutOfRange { x: i32, y: i32 },
    /// The cell already holds a stone, placed by move `number` (from 1).
    Taken {
        point: Point,
        by: Player,
        number: usize,
    },
    /// Outside the edges of a bounded board.
    Outside { point: Point, board: Rect },
    /// On the open board, farther from the other stones than its square
    /// (`Area::OPEN_SIDE`) lets them lie.
    TooFar { point: Point },
    /// Forbidden to black under renju.
    Forbidden { point: Point, foul: Foul },
    /// Someone has five in a row, or the game is drawn (a full board, or
    /// `Area::OPEN_MOVES` moves on the open one): no move is left to play.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::OutOfRange { x, y } => write!(
                f,
                "{x},{y} is off the board: coordinates run from -{limit} to {limit}",
                limit = Point::LIMIT
            ),
            MoveError::Taken { point, by, number } => {
                write!(f, "{point} is already taken by {by} (move {number})")
            }
            MoveError::Outside { point, board } => write!(
                f,
                "{point} is off the {}x{} board: x runs from {} to {} and y from {} to {}",
                board.width(),
                board.height(),
                board.left,
                board.right,
                board.top,
                board.bottom
            ),
            MoveError::TooFar { point } => write!(
                f,
                "{point} is too far from the other stones: on the open board they stay within {side}x{side} cells",
                side = Area::OPEN_SIDE
            ),
            MoveError::Forbidden { point, foul } => {
                write!(f, "{point} is forbidden to X under renju: a {foul}")
            }
            MoveError::GameOver => write!(f, "the game is over: there is no move to play"),
        }
    }
}

impl Error for MoveError {}

/// Why a string is not a game: a list of moves `x,y` in play order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// Move `number` (from 1) is not two integers joined by a comma, or
    /// one of them is too large even to read; `token` is the move as given,
    /// cut short with "..." past a few dozen characters.
    Malformed { number: usize, token: String },
    /// Move `number` is off the board or on a taken cell.
    Illegal { number: usize, error: MoveError },
    /// Move `number` comes after `winner` completed five in a row.
    AfterWin { number: usize, winner: Player },
    /// Move `number` comes after the game was drawn.
    AfterDraw { number: usize },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Malformed { number, token } => write!(
                f,
                "move {number} is \"{token}\": a move is x,y, two integers from -{limit} to {limit} such as 3,-2",
                limit = Point::LIMIT
            ),
            GameError::Illegal { number, error } => write!(f, "move {number}: {error}"),
            GameError::AfterWin { number, winner } => write!(
                f,
                "move {number} comes after the end: {winner} has five in a row"
            ),
            GameError::AfterDraw { number } => write!(
                f,
                "move {number} comes after the end: the game is drawn, the board full or {} moves played on the open board",
                Area::OPEN_MOVES
            ),
        }
    }
}

impl Error for GameError {}
