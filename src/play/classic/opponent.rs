//! Who the person plays the classic game against, and what each bot plays.

use super::moves::Moves;
use crate::engine::classic::rules::{self, Level};
use crate::engine::classic::{perfect, Board, Candidate, Candidates, Cell, Reason};
use crate::engine::rng::Rng;
use crate::play::game;
use crate::play::settings::Choice;

/// A bot of some level, or a second person on the same device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    Easy,
    Medium,
    Hard,
    Impossible,
    TwoPlayers,
}

impl Opponent {
    pub const ALL: [Opponent; 5] = [
        Opponent::Easy,
        Opponent::Medium,
        Opponent::Hard,
        Opponent::Impossible,
        Opponent::TwoPlayers,
    ];

    /// The moves the bot may play on `board`, each with why and how often,
    /// `None` when two people play or the game is over.
    pub fn candidates(self, board: Board) -> Option<Vec<Candidate>> {
        Some(self.weighed(board)?.iter().collect())
    }

    /// The same, as the bot picks among them.
    fn weighed(self, board: Board) -> Option<Candidates> {
        let level = match self {
            Opponent::Easy => Level::Easy,
            Opponent::Medium => Level::Medium,
            Opponent::Hard => Level::Hard,
            Opponent::Impossible => {
                let reason = perfect::explain(board).ok()?;
                let mut candidates = Candidates::default();
                for cell in perfect::trap_moves(board).ok()? {
                    candidates.offer(cell, reason);
                }
                return Some(candidates);
            }
            Opponent::TwoPlayers => return None,
        };
        rules::rule_candidates(board, level).ok()
    }

    /// The bot's move on `board` and why, `None` when two people play or
    /// the game is over; `pick(n)` draws one of `n` equally likely tickets.
    pub fn choose(self, board: Board, pick: impl FnOnce(usize) -> usize) -> Option<(Cell, Reason)> {
        self.weighed(board)?.pick(pick)
    }
}

impl Choice for Opponent {
    const ALL: &'static [Opponent] = &Opponent::ALL;
    /// A bot that a newcomer can beat, and that takes some beating.
    const FIRST: Opponent = Opponent::Medium;

    fn key(self) -> String {
        match self {
            Opponent::Easy => "easy",
            Opponent::Medium => "medium",
            Opponent::Hard => "hard",
            Opponent::Impossible => "impossible",
            Opponent::TwoPlayers => "two-players",
        }
        .into()
    }
}

impl game::Opponent for Opponent {
    type Board = Moves;
    type Reply = Reason;
    const TWO_PLAYERS: Opponent = Opponent::TwoPlayers;

    fn reply(self, moves: &Moves, rng: &mut Rng) -> Option<(Cell, Reason)> {
        self.choose(moves.position(), |n| rng.below(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_read_back_and_nothing_else_does() {
        for opponent in Opponent::ALL {
            assert_eq!(Opponent::from_key(&opponent.key()), Some(opponent));
        }
        assert_eq!(Opponent::from_key("Hard"), None);
        assert_eq!(Opponent::from_key(""), None);
    }
}
