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

impl Opponent {
    pub const ALL: [Opponent; 5] = [
        Opponent::Easy,
        Opponent::Medium,
        Opponent::Hard,
        Opponent::Impossible,
        Opponent::TwoPlayers,
    ];

    /// The name saved in storage and used as the value of the page's
    /// controls: stable, never translated.
    pub const fn key(self) -> &'static str {
        match self {
            Opponent::Easy => "easy",
            Opponent::Medium => "medium",
            Opponent::Hard => "hard",
            Opponent::Impossible => "impossible",
            Opponent::TwoPlayers => "two-players",
        }
    }

    pub fn from_key(key: &str) -> Option<Opponent> {
        Opponent::ALL
            .into_iter()
            .find(|opponent| opponent.key() == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_read_back_and_nothing_else_does() {
        for opponent in Opponent::ALL {
            assert_eq!(Opponent::from_key(opponent.key()), Some(opponent));
        }
        assert_eq!(Opponent::from_key("Hard"), None);
        assert_eq!(Opponent::from_key(""), None);
    }
}
