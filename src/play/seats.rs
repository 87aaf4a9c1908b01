//! Who sits at the board: the person against a bot, or two people on one
//! device. Both games take turns, undo and end by these rules.

use super::lang::{Text, Words};
use crate::engine::{Outcome, Player};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// The person's side against a bot, kept while two people play; X
    /// always moves first.
    human: Player,
    /// Whether the other side is a bot.
    bot: bool,
}

/// How a finished game ended, from the person's side, or from X's and O's
/// when two people play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    HumanWon,
    BotWon,
    Draw,
    /// Two people played and this side won.
    Won(Player),
}

impl Seats {
    pub const fn new(human: Player, bot: bool) -> Seats {
        Seats { human, bot }
    }

    /// The person's side against a bot.
    pub const fn human(self) -> Player {
        self.human
    }

    /// Whether `player`'s moves are the bot's.
    pub fn is_bot(self, player: Player) -> bool {
        self.bot && player != self.human
    }

    /// Who made the move at `ply`, counted from 0: X moves first.
    pub fn mover(ply: usize) -> Player {
        if ply.is_multiple_of(2) {
            Player::X
        } else {
            Player::O
        }
    }

    /// How many of the last of `plies` moves undo takes back: the person's
    /// last move and the bot's reply to it, or the last move when two people
    /// play. `None` when the person has made no move: the bot's opening is
    /// not the person's to undo.
    pub fn undo_count(self, plies: usize) -> Option<usize> {
        let last_own = (0..plies)
            .rev()
            .find(|&ply| !self.is_bot(Seats::mover(ply)))?;
        Some(plies - last_own)
    }

    /// How a game with this `outcome` ended, once it is over.
    pub fn ending<L>(self, outcome: &Outcome<L>) -> Option<Ending> {
        match *outcome {
            Outcome::InProgress => None,
            Outcome::Draw => Some(Ending::Draw),
            Outcome::Won { winner, .. } if !self.bot => Some(Ending::Won(winner)),
            Outcome::Won { winner, .. } if winner == self.human => Some(Ending::HumanWon),
            Outcome::Won { .. } => Some(Ending::BotWon),
        }
    }
}

impl Ending {
    /// The value of the board's `data-outcome` hook.
    pub const fn hook(self) -> &'static str {
        match self {
            Ending::HumanWon => "human",
            Ending::BotWon => "bot",
            Ending::Draw => "draw",
            Ending::Won(Player::X) => "x",
            Ending::Won(Player::O) => "o",
        }
    }

    /// The end-game banner.
    pub fn banner(self, words: &Words) -> String {
        match self {
            Ending::HumanWon => words.text(Text::YouWin).to_string(),
            Ending::BotWon => words.text(Text::YouLose).to_string(),
            Ending::Draw => words.text(Text::Draw).to_string(),
            Ending::Won(player) => words.player_wins(player),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_goes_back_to_the_persons_last_move() {
        let as_x = Seats::new(Player::X, true);
        assert_eq!(as_x.undo_count(0), None);
        assert_eq!(as_x.undo_count(1), Some(1), "X moved, the game ended");
        assert_eq!(as_x.undo_count(2), Some(2), "X moved, the bot replied");
        let as_o = Seats::new(Player::O, true);
        assert_eq!(as_o.undo_count(1), None, "only the bot's opening");
        assert_eq!(as_o.undo_count(3), Some(2));
        let two = Seats::new(Player::O, false);
        assert_eq!(two.undo_count(0), None);
        assert_eq!(two.undo_count(5), Some(1));
    }

    #[test]
    fn endings_are_told_from_the_persons_side() {
        let won_by = |winner| Outcome::Won { winner, line: () };
        let as_o = Seats::new(Player::O, true);
        assert_eq!(as_o.ending(&won_by(Player::O)), Some(Ending::HumanWon));
        assert_eq!(as_o.ending(&won_by(Player::X)), Some(Ending::BotWon));
        assert_eq!(as_o.ending(&Outcome::<()>::Draw), Some(Ending::Draw));
        assert_eq!(as_o.ending(&Outcome::<()>::InProgress), None);
        let two = Seats::new(Player::O, false);
        assert_eq!(two.ending(&won_by(Player::O)), Some(Ending::Won(Player::O)));
        assert!(!two.is_bot(Player::O) && !two.is_bot(Player::X));
    }
}
