use std::fmt;
use std::str::FromStr;

use crate::engine::five::search::Budget;
use crate::ui::settings::Choice;

/// Who the person plays five in a row against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Seed 001's weighted-attack bot.
    Normal,
    /// The searching bot, which thinks for a `MoveTime`.
    Hard,
    TwoPlayers,
}

impl Choice for Opponent {
    const ALL: &'static [Opponent] = &[Opponent::Normal, Opponent::Hard, Opponent::TwoPlayers];
    const FIRST: Opponent = Opponent::Normal;

    fn key(self) -> &'static str {
        match self {
            Opponent::Normal => "normal",
            Opponent::Hard => "hard",
            Opponent::TwoPlayers => "two-players",
        }
    }
}

/// How long the Hard bot thinks over a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveTime {
    Tenth,
    Quarter,
    Second,
    ThreeSeconds,
}

impl MoveTime {
    pub fn budget(self) -> Budget {
        let ms = match self {
            MoveTime::Tenth => 100,
            MoveTime::Quarter => 250,
            MoveTime::Second => 1000,
            MoveTime::ThreeSeconds => 3000,
        };
        // Every time above is within the budget's range (a test checks).
        Budget::from_ms(ms).unwrap_or(Budget::DEFAULT)
    }
}

/// Saved, and the menu's values, as milliseconds.
impl Choice for MoveTime {
    const ALL: &'static [MoveTime] = &[
        MoveTime::Tenth,
        MoveTime::Quarter,
        MoveTime::Second,
        MoveTime::ThreeSeconds,
    ];
    const FIRST: MoveTime = MoveTime::Quarter;

    fn key(self) -> &'static str {
        match self {
            MoveTime::Tenth => "100",
            MoveTime::Quarter => "250",
            MoveTime::Second => "1000",
            MoveTime::ThreeSeconds => "3000",
        }
    }
}

impl Default for MoveTime {
    fn default() -> MoveTime {
        MoveTime::FIRST
    }
}

impl fmt::Display for MoveTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Reads a saved time; anything else is refused, and the page then uses the
/// default.
impl FromStr for MoveTime {
    type Err = ();

    fn from_str(key: &str) -> Result<MoveTime, ()> {
        MoveTime::from_key(key).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_move_time_is_saved_as_its_budget() {
        for &time in MoveTime::ALL {
            assert_eq!(time.key(), time.budget().ms().to_string());
            assert_eq!(time.to_string().parse(), Ok(time));
        }
        assert_eq!(MoveTime::default().budget(), Budget::DEFAULT);
        for text in ["", "0", "300", "250ms", "fast"] {
            assert_eq!(text.parse::<MoveTime>(), Err(()), "{text:?}");
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
