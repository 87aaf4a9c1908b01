//! Why a bot played its move. The reasons are data, so that the page can put
//! them into any language; `Display` writes the English of the JS API, with
//! cells numbered 0 to 8 and "you" for the bot's opponent.

use std::fmt;

use super::rules::Rule;
use super::Line;

/// The reason for one move of the rule player or of the perfect player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Completes this line and wins.
    Win(Line),
    /// Fills the last cell of the opponent's two in this line.
    Block(Line),
    /// Plays elsewhere while the opponent has two in this line and its
    /// third cell empty: Easy does, one time in two.
    Overlooks(Line),
    /// Makes two in each of these lines at once: the opponent can block one.
    Fork(Line, Line),
    /// Makes two in this line, so the opponent must block it instead of
    /// setting up a fork, and that block gives the opponent no fork.
    ForcesBlock(Line),
    /// Takes the cell where the opponent would have two in each of these lines.
    BlocksFork(Line, Line),
    Centre,
    /// The corner opposite one of the opponent's.
    OppositeCorner,
    EmptyCorner,
    EmptySide,
    /// The perfect player's verdict from the solved game.
    Minimax(Verdict),
}

/// What the minimax values of all the moves say about the perfect player's
/// choice. Every best move shares one value, so they share a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Wins on its `moves`-th move counting this one, whatever the opponent
    /// does: 1 means now.
    Wins { moves: usize },
    /// Draws, and every other move loses.
    OnlyDraw,
    /// Every move draws.
    AllDraw,
    /// Draws, like at least one other move, while `losing` other moves lose.
    Draws { losing: usize },
    /// Every move loses; this one holds out longest.
    DelaysLoss,
}

impl Reason {
    /// The rule of Hard's list that gives this reason; `None` for Easy's
    /// overlooked block and the perfect player's verdict.
    pub const fn rule(self) -> Option<Rule> {
        Some(match self {
            Reason::Win(_) => Rule::Win,
            Reason::Block(_) => Rule::Block,
            Reason::Fork(..) => Rule::Fork,
            Reason::ForcesBlock(_) | Reason::BlocksFork(..) => Rule::BlockFork,
            Reason::Centre => Rule::Centre,
            Reason::OppositeCorner => Rule::OppositeCorner,
            Reason::EmptyCorner => Rule::EmptyCorner,
            Reason::EmptySide => Rule::EmptySide,
            Reason::Overlooks(_) | Reason::Minimax(_) => return None,
        })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Win(line) => write!(f, "Completes the {line}"),
            Reason::Block(line) => write!(f, "Blocks your {line}"),
            Reason::Overlooks(line) => write!(f, "Overlooks your {line}"),
            Reason::Fork(a, b) => write!(f, "Threatens both the {a} and the {b}"),
            Reason::ForcesBlock(line) => {
                write!(
                    f,
                    "Threatens the {line}, so you must block instead of forking"
                )
            }
            Reason::BlocksFork(a, b) => write!(f, "Blocks your fork of the {a} and the {b}"),
            Reason::Centre => write!(f, "Takes the centre"),
            Reason::OppositeCorner => write!(f, "Takes the opposite corner"),
            Reason::EmptyCorner => write!(f, "Takes an empty corner"),
            Reason::EmptySide => write!(f, "Takes an empty side"),
            Reason::Minimax(verdict) => write!(f, "Minimax: {verdict}"),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Verdict::Wins { moves: 1 } => write!(f, "wins now"),
            Verdict::Wins { moves } => write!(f, "wins in {moves} moves"),
            Verdict::OnlyDraw => write!(f, "every other move loses"),
            Verdict::AllDraw => write!(f, "every move draws"),
            Verdict::Draws { losing: 1 } => write!(f, "draws, while 1 other move loses"),
            Verdict::Draws { losing } => write!(f, "draws, while {losing} other moves lose"),
            Verdict::DelaysLoss => write!(f, "every move loses; this one holds out longest"),
        }
    }
}
