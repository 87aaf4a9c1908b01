//! The bot's side of the page: which engine player a level means.

use crate::engine::classic::{perfect, Board, Cell};

use super::Opponent;

/// A move the bot made, with why, and the position it was made from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotMove {
    pub cell: Cell,
    pub before: Board,
}

/// The move of `opponent`'s bot on `board`, or `None` when two people play or
/// the game is over.
pub fn choose(board: Board, opponent: Opponent, pick: fn(usize) -> usize) -> Option<BotMove> {
    let cell = match opponent {
        Opponent::TwoPlayers => return None,
        _ => perfect::best_move(board, pick).ok()?,
    };
    Some(BotMove {
        cell,
        before: board,
    })
}
