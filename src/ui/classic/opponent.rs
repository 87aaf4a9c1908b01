/// Who the person plays against: a bot of some level, or a second person on
/// the same device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    Easy,
    Medium,
    Hard,
    Impossible,
    TwoPlayers,
}

use crate::ui::settings::Choice;

impl Opponent {
    pub const ALL: [Opponent; 5] = [
        Opponent::Easy,
        Opponent::Medium,
        Opponent::Hard,
        Opponent::Impossible,
        Opponent::TwoPlayers,
    ];
}

impl Choice for Opponent {
    const ALL: &'static [Opponent] = &Opponent::ALL;
    /// The unbeatable bot the page is known for.
    const FIRST: Opponent = Opponent::Impossible;

    fn key(self) -> &'static str {
        match self {
            Opponent::Easy => "easy",
            Opponent::Medium => "medium",
            Opponent::Hard => "hard",
            Opponent::Impossible => "impossible",
            Opponent::TwoPlayers => "two-players",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::settings::Choice;

    #[test]
    fn keys_read_back_and_nothing_else_does() {
        for opponent in Opponent::ALL {
            assert_eq!(Opponent::from_key(opponent.key()), Some(opponent));
        }
        assert_eq!(Opponent::from_key("Hard"), None);
        assert_eq!(Opponent::from_key(""), None);
    }
}
