//! A game's choices that outlive a visit: the opponent, the person's side
//! and whether the learning overlay is on. Each mode has its own opponents.

use std::fmt;
use std::str::FromStr;

use crate::engine::Player;
use crate::ui::fields;

/// One of a mode's opponents, saved by a stable, untranslated name that is
/// also the value of the page's menu.
pub trait Choice: Copy + PartialEq + 'static {
    const ALL: &'static [Self];
    /// Who a first visit plays.
    const FIRST: Self;

    fn key(self) -> &'static str;

    fn from_key(key: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|choice| choice.key() == key)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings<O> {
    pub opponent: O,
    /// The person's side against a bot.
    pub human: Player,
    /// Whether the overlay that explains the bot is shown.
    pub overlay: bool,
}

/// A first visit: the mode's first opponent, the person opening as X.
impl<O: Choice> Default for Settings<O> {
    fn default() -> Settings<O> {
        Settings {
            opponent: O::FIRST,
            human: Player::X,
            overlay: false,
        }
    }
}

impl<O: Choice> fmt::Display for Settings<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fields::format([
            ("opponent", self.opponent.key().to_string()),
            ("side", self.human.to_string()),
            (
                "overlay",
                if self.overlay { "on" } else { "off" }.to_string(),
            ),
        ]))
    }
}

/// Reads what `Display` writes; anything else, even in part, is refused.
impl<O: Choice> FromStr for Settings<O> {
    type Err = ();

    fn from_str(text: &str) -> Result<Settings<O>, ()> {
        let mut settings = Settings::default();
        for (key, value) in fields::parse(text).ok_or(())? {
            match (key, value) {
                ("opponent", value) => settings.opponent = O::from_key(value).ok_or(())?,
                ("side", "X") => settings.human = Player::X,
                ("side", "O") => settings.human = Player::O,
                ("overlay", "on") => settings.overlay = true,
                ("overlay", "off") => settings.overlay = false,
                _ => return Err(()),
            }
        }
        Ok(settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Pet {
        Cat,
        Dog,
    }

    impl Choice for Pet {
        const ALL: &'static [Pet] = &[Pet::Cat, Pet::Dog];
        const FIRST: Pet = Pet::Dog;

        fn key(self) -> &'static str {
            match self {
                Pet::Cat => "cat",
                Pet::Dog => "dog",
            }
        }
    }

    #[test]
    fn settings_read_back() {
        let settings = Settings {
            opponent: Pet::Cat,
            human: Player::O,
            overlay: true,
        };
        let text = settings.to_string();
        assert_eq!(text, "opponent=cat;side=O;overlay=on");
        assert_eq!(text.parse(), Ok(settings));
        let first = Settings::<Pet>::default();
        assert_eq!(first.opponent, Pet::Dog);
        assert_eq!(first.to_string().parse(), Ok(first));
    }

    #[test]
    fn foreign_or_corrupt_text_is_refused() {
        for text in [
            "",
            "side=x",
            "opponent=fish",
            "overlay=1",
            "theme=dark",
            "{}",
        ] {
            assert_eq!(text.parse::<Settings<Pet>>(), Err(()), "{text:?}");
        }
    }
}
