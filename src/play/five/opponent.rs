//! Who the person plays five in a row against, what each bot plays, and the
//! menu of how long the Hard bot thinks (the engine's `Budget`, saved as
//! its milliseconds).

use crate::engine::five::search::Budget;
use crate::engine::five::{normal, Board, Five, MoveError, Origin, Outcome, Point, Rule, Rules};
use crate::engine::rng::Rng;
use crate::play::game;
use crate::play::settings::Choice;

/// A bot, or a second person on the same device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Seed 001's weighted-attack bot, which answers at once.
    Normal,
    /// The searching bot, which thinks elsewhere within a `Budget`.
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

/// Whom a tally counts against: an opponent, under a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versus {
    pub opponent: Opponent,
    pub rule: Rule,
}

impl Versus {
    const fn of(opponent: Opponent, rule: Rule) -> Versus {
        Versus { opponent, rule }
    }
}

/// Saved as the opponent's key under freestyle, as tallies were before
/// the rules came, and as `normal-renju` under another rule.
impl Choice for Versus {
    const ALL: &'static [Versus] = &{
        let mut all = [Versus::of(Opponent::Normal, Rule::Freestyle); 9];
        let mut index = 0;
        while index < all.len() {
            let opponent = Opponent::ALL[index % 3];
            all[index] = Versus::of(opponent, Rule::ALL[index / 3]);
            index += 1;
        }
        all
    };
    const FIRST: Versus = Versus::of(Opponent::FIRST, Rule::Freestyle);

    fn key(self) -> String {
        match self.rule {
            Rule::Freestyle => self.opponent.key(),
            rule => format!("{}-{rule}", self.opponent.key()),
        }
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
    type Rules = Rules;

    fn empty(rules: Rules) -> Board {
        rules.board(Origin::Centre)
    }

    fn rules(&self) -> Rules {
        Rules::of(self)
    }

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

/// A time on the menu, checked as the crate compiles.
const fn menu_time(ms: u32) -> Budget {
    Budget::from_ms(ms).expect("a time on the menu is a budget")
}

/// How long the Hard bot thinks over a move: the menu's times, saved and
/// offered as their milliseconds.
impl Choice for Budget {
    const ALL: &'static [Budget] = &[
        menu_time(100),
        menu_time(250),
        menu_time(1000),
        menu_time(3000),
    ];
    const FIRST: Budget = Budget::DEFAULT;

    fn key(self) -> String {
        self.ms().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_time_on_the_menu_is_saved_as_its_milliseconds_and_reads_back() {
        let keys: Vec<String> = Budget::ALL.iter().map(|time| time.key()).collect();
        assert_eq!(keys, ["100", "250", "1000", "3000"]);
        for &time in Budget::ALL {
            assert_eq!(Budget::from_key(&time.key()), Some(time));
        }
        assert_eq!(Budget::FIRST, Budget::DEFAULT);
        assert!(Budget::ALL.contains(&Budget::DEFAULT));
        for text in ["", "0", "300", "250ms", "fast"] {
            assert_eq!(Budget::from_key(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_tally_counts_each_opponent_under_each_rule() {
        let keys: Vec<String> = Versus::ALL.iter().map(|v| v.key()).collect();
        assert_eq!(
            keys,
            [
                "normal",
                "hard",
                "two-players",
                "normal-standard",
                "hard-standard",
                "two-players-standard",
                "normal-renju",
                "hard-renju",
                "two-players-renju"
            ]
        );
        let renju = Versus::of(Opponent::Hard, Rule::Renju);
        assert_eq!(Versus::from_key("hard-renju"), Some(renju));
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
