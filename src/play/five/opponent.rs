//! Who the person plays five in a row against, what each bot plays, and how
//! long the Hard bot thinks.

use crate::engine::five::search::Budget;
use crate::engine::five::{normal, Board, Five, MoveError, Outcome, Point};
use crate::engine::rng::Rng;
use crate::play::game;
use crate::play::settings::Choice;

/// A bot, or a second person on the same device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Seed 001's weighted-attack bot, which answers at once.
    Normal,
    /// The searching bot, which thinks elsewhere for a `MoveTime`.
    Hard,
    TwoPlayers,
}

impl Choice for Opponent {
    const ALL: &'static [Opponent] = &[Opponent::Normal, Opponent::Hard, Opponent::TwoPlayers];
    const FIRST: Opponent = Opponent::Normal;

    fn key(self) -> String {
        match self {
            Opponent::Normal => "normal",
            Opponent::Hard => "hard",
            Opponent::TwoPlayers => "two-players",
        }
        .into()
    }
}

impl game::Opponent for Opponent {
    type Board = Board;
    type Reply = ();
    const TWO_PLAYERS: Opponent = Opponent::TwoPlayers;

    fn reply(self, board: &Board, rng: &mut Rng) -> Option<(Point, ())> {
        match self {
            Opponent::Normal => normal::best_move(board, |n| rng.below(n))
                .ok()
                .map(|point| (point, ())),
            Opponent::Hard | Opponent::TwoPlayers => None,
        }
    }
}

impl game::Board for Board {
    type Move = Point;
    type Line = Five;
    type Error = MoveError;

    fn moves(&self) -> &[Point] {
        Board::moves(self)
    }

    fn play(&mut self, point: Point) -> Result<(), MoveError> {
        Board::play(self, point)
    }

    fn undo(&mut self) {
        Board::undo(self);
    }

    fn outcome(&self) -> Outcome<Five> {
        Board::outcome(self)
    }
}

/// How long the Hard bot thinks over a move, in milliseconds: one of the
/// menu's times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveTime(u32);

impl MoveTime {
    pub fn budget(self) -> Budget {
        // Every time on the menu is within the budget's range (a test checks).
        Budget::from_ms(self.0).unwrap_or(Budget::DEFAULT)
    }
}

/// Saved, and the menu's values, as milliseconds.
impl Choice for MoveTime {
    const ALL: &'static [MoveTime] =
        &[MoveTime(100), MoveTime(250), MoveTime(1000), MoveTime(3000)];
    const FIRST: MoveTime = MoveTime(250);

    fn key(self) -> String {
        self.0.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_move_time_is_its_own_budget_and_reads_back() {
        for &time in MoveTime::ALL {
            assert_eq!(time.budget().ms(), time.0);
            assert_eq!(MoveTime::from_key(&time.key()), Some(time));
        }
        assert_eq!(MoveTime::FIRST.budget(), Budget::DEFAULT);
        for text in ["", "0", "300", "250ms", "fast"] {
            assert_eq!(MoveTime::from_key(text), None, "{text:?}");
        }
    }

    #[test]
    fn opponents_saved_before_hard_existed_still_read() {
        assert_eq!(Opponent::from_key("normal"), Some(Opponent::Normal));
        assert_eq!(
            Opponent::from_key("two-players"),
            Some(Opponent::TwoPlayers)
        );
        assert_eq!(Opponent::from_key("hard"), Some(Opponent::Hard));
    }
}
