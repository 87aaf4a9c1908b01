//! The bot's side of the page: which engine player each level is.

use crate::engine::classic::rules::{self, Level};
use crate::engine::classic::{perfect, Board, Cell, Reason};

use super::Opponent;

/// A move the bot made, why, and the position it was made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotMove {
    pub cell: Cell,
    pub reason: Reason,
    pub before: Board,
}

/// The move of `opponent`'s bot on `board`, or `None` when two people play or
/// the game is over.
pub fn choose(board: Board, opponent: Opponent, pick: fn(usize) -> usize) -> Option<BotMove> {
    let level = match opponent {
        Opponent::Easy => Level::Easy,
        Opponent::Medium => Level::Medium,
        Opponent::Hard => Level::Hard,
        Opponent::Impossible => {
            let cell = perfect::best_move(board, pick).ok()?;
            let reason = perfect::explain(board).ok()?;
            return Some(BotMove {
                cell,
                reason,
                before: board,
            });
        }
        Opponent::TwoPlayers => return None,
    };
    let (cell, reason) = rules::rule_move(board, level, pick).ok()?;
    Some(BotMove {
        cell,
        reason,
        before: board,
    })
}
