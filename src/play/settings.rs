//! A game's choices that outlive a visit: the opponent, the person's side
//! and whether the overlay that explains the bot is on. Each game has its
//! own opponents.

use std::fmt;
use std::str::FromStr;

use super::fields;
use crate::engine::Player;

/// One of a few values, saved by a stable, untranslated name that is also
/// the value of the page's menu: an opponent, a time per move.
pub trait Choice: Copy + Eq + fmt::Debug + 'static {
    const ALL: &'static [Self];
    /// Who a first visit plays.
    const FIRST: Self;

    /// The saved name.
    fn key(self) -> String;

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

impl<O: Choice> Settings<O> {
    /// The `key=value` fields the settings are saved as.
    pub fn fields(&self) -> [(&'static str, String); 3] {
        [
            ("opponent", self.opponent.key()),
            ("side", self.human.as_str().to_string()),
            (
                "overlay",
                if self.overlay { "on" } else { "off" }.to_string(),
            ),
        ]
    }

    /// Takes in one saved field; `None` for a key or value it does not know.
    pub fn read(&mut self, key: &str, value: &str) -> Option<()> {
        match (key, value) {
            ("opponent", value) => self.opponent = O::from_key(value)?,
            ("side", "X") => self.human = Player::X,
            ("side", "O") => self.human = Player::O,
            ("overlay", "on") => self.overlay = true,
            ("overlay", "off") => self.overlay = false,
            _ => return None,
        }
        Some(())
    }
}

impl<O: Choice> fmt::Display for Settings<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fields::format(self.fields()))
    }
}

/// Reads what `Display` writes; anything else, even in part, is refused.
impl<O: Choice> FromStr for Settings<O> {
    type Err = ();

    fn from_str(text: &str) -> Result<Settings<O>, ()> {
        let mut settings = Settings::default();
        for (key, value) in fields::parse(text).ok_or(())? {
            settings.read(key, value).ok_or(())?;
        }
        Ok(settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Pet {
        Cat,
        Dog,
    }

    impl Choice for Pet {
        const ALL: &'static [Pet] = &[Pet::Cat, Pet::Dog];
        const FIRST: Pet = Pet::Dog;

        fn key(self) -> String {
            match self {
                Pet::Cat => "cat",
                Pet::Dog => "dog",
            }
            .into()
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
