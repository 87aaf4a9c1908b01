use crate::ui::settings::Choice;

/// Who the person plays five in a row against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Seed 001's weighted-attack bot.
    Normal,
    TwoPlayers,
}

impl Choice for Opponent {
    const ALL: &'static [Opponent] = &[Opponent::Normal, Opponent::TwoPlayers];
    const FIRST: Opponent = Opponent::Normal;

    fn key(self) -> &'static str {
        match self {
            Opponent::Normal => "normal",
            Opponent::TwoPlayers => "two-players",
        }
    }
}
