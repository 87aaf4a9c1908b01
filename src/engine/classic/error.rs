use std::error::Error;
use std::fmt;

use super::{Cell, Player};

/// Why a string is not a board that a game can reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not exactly nine characters.
    Length { found: usize },
    /// A character other than `X`, `O` or `.`.
    Character { index: usize, found: char },
    /// X moves first, so X has as many marks as O or one more.
    Counts { x: usize, o: usize },
    /// Both players have three in a row.
    BothWin,
    /// Someone moved after the game was already won.
    PlayAfterWin { winner: Player },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::Length { found } => write!(
                f,
                "a board is 9 cells written as X, O or . row by row, but {found} characters were given"
            ),
            BoardError::Character { index, found } => {
                write!(f, "cell {index} is {found:?}: a cell is X, O or .")
            }
            BoardError::Counts { x, o } => write!(
                f,
                "X has {x} marks and O has {o}: X moves first, so X has as many marks as O or one more"
            ),
            BoardError::BothWin => write!(f, "X and O cannot both have three in a row"),
            BoardError::PlayAfterWin { winner } => write!(
                f,
                "{winner} has three in a row, yet {} moved after the game was won",
                winner.opponent()
            ),
        }
    }
}

impl Error for BoardError {}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    OutOfRange { index: usize },
    Taken { cell: Cell, by: Player },
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::OutOfRange { index } => {
                write!(f, "there is no cell {index}: cells are numbered 0 to 8")
            }
            MoveError::Taken { cell, by } => write!(f, "cell {cell} is already taken by {by}"),
            MoveError::GameOver => write!(f, "the game is over: there is no move to play"),
        }
    }
}

impl Error for MoveError {}
