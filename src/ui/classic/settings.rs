//! The classic game's choices that outlive a visit.

use std::fmt;
use std::str::FromStr;

use super::Opponent;
use crate::engine::Player;
use crate::ui::fields;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub opponent: Opponent,
    /// The person's side against a bot.
    pub human: Player,
    /// Whether the minimax values and the search figures are shown.
    pub insight: bool,
}

/// The first visit: the unbeatable bot, the person opening as X.
impl Default for Settings {
    fn default() -> Settings {
        Settings {
            opponent: Opponent::Impossible,
            human: Player::X,
            insight: false,
        }
    }
}

impl fmt::Display for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fields::format([
            ("opponent", self.opponent.key().to_string()),
            ("side", self.human.to_string()),
            (
                "insight",
                if self.insight { "on" } else { "off" }.to_string(),
            ),
        ]))
    }
}

/// Reads what `Display` writes; anything else, even in part, is refused.
impl FromStr for Settings {
    type Err = ();

    fn from_str(text: &str) -> Result<Settings, ()> {
        let mut settings = Settings::default();
        for (key, value) in fields::parse(text).ok_or(())? {
            match (key, value) {
                ("opponent", value) => settings.opponent = Opponent::from_key(value).ok_or(())?,
                ("side", "X") => settings.human = Player::X,
                ("side", "O") => settings.human = Player::O,
                ("insight", "on") => settings.insight = true,
                ("insight", "off") => settings.insight = false,
                _ => return Err(()),
            }
        }
        Ok(settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back() {
        let settings = Settings {
            opponent: Opponent::TwoPlayers,
            human: Player::O,
            insight: true,
        };
        let text = settings.to_string();
        assert_eq!(text, "opponent=two-players;side=O;insight=on");
        assert_eq!(text.parse(), Ok(settings));
        assert_eq!(
            Settings::default().to_string().parse(),
            Ok(Settings::default())
        );
    }

    #[test]
    fn foreign_or_corrupt_text_is_refused() {
        for text in [
            "",
            "side=x",
            "opponent=expert",
            "insight=1",
            "theme=dark",
            "{}",
        ] {
            assert_eq!(text.parse::<Settings>(), Err(()), "{text:?}");
        }
    }
}
