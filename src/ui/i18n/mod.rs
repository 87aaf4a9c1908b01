//! Every word the page shows, one table per language. The page follows the
//! browser's language until the person picks another.

mod en;

use std::str::FromStr;

use crate::engine::classic::{Line, Reason, LINES};
use crate::engine::Player;

/// The languages of the page: English and those of the articles the game
/// grew from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    En,
    Ru,
    Ja,
    Vi,
    Zh,
    Pl,
}

impl Language {
    pub const ALL: [Language; 6] = [
        Language::En,
        Language::Ru,
        Language::Ja,
        Language::Vi,
        Language::Zh,
        Language::Pl,
    ];

    /// The BCP 47 code, for `<html lang>`, storage and the language menu.
    pub const fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ru => "ru",
            Language::Ja => "ja",
            Language::Vi => "vi",
            Language::Zh => "zh",
            Language::Pl => "pl",
        }
    }

    /// The language of a tag such as `ru-RU` or `zh-Hant`, if the page has it.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_']).next()?;
        Language::ALL
            .into_iter()
            .find(|language| language.code().eq_ignore_ascii_case(primary))
    }

    /// The first of the browser's preferred languages that the page has, or
    /// English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Language {
        tags.into_iter()
            .find_map(Language::from_tag)
            .unwrap_or(Language::En)
    }

    pub fn strings(self) -> &'static Strings {
        match self {
            Language::En => &en::STRINGS,
            _ => &en::STRINGS,
        }
    }
}

/// Reads a saved language code.
impl FromStr for Language {
    type Err = ();

    fn from_str(code: &str) -> Result<Language, ()> {
        Language::ALL
            .into_iter()
            .find(|language| language.code() == code)
            .ok_or(())
    }
}

/// The table of one language. Texts with parts that vary are functions, so
/// that each language builds its own word order, plurals and punctuation.
pub struct Strings {
    /// The language's own name, for the language menu.
    pub name: &'static str,
    pub language: &'static str,
    pub title: &'static str,
    pub tagline: &'static str,
    pub opponent: &'static str,
    /// Easy, Medium, Hard, Impossible, Two players: in `Opponent::ALL` order.
    pub opponents: [&'static str; 5],
    pub you_play: &'static str,
    pub show_minimax: &'static str,
    pub undo: &'static str,
    pub restart: &'static str,
    pub board: &'static str,
    /// A cell for screen readers: rows and columns counted from 1.
    pub cell: fn(row: usize, column: usize, mark: Option<Player>) -> String,
    /// A free cell's minimax value for screen readers, e.g. "minimax +10".
    pub cell_value: fn(value: i8) -> String,
    pub your_move: &'static str,
    pub to_move: fn(Player) -> String,
    /// A move, for the live region: "O: row 1, column 3".
    pub move_made: fn(Player, row: usize, column: usize) -> String,
    pub you_win: &'static str,
    pub you_lose: &'static str,
    pub draw: &'static str,
    pub player_wins: fn(Player) -> String,
    /// Why the bot made its move, naming lines as people see them.
    pub reason: fn(Reason) -> String,
    /// With perfect play from here: `Some((winner, moves the winner still
    /// makes))`, or `None` for a draw.
    pub prediction: fn(Option<(Player, usize)>) -> String,
    /// Positions the full minimax visits and the bot's time, both already
    /// formatted as numbers.
    pub search: fn(positions: &str, micros: &str) -> String,
    /// Groups the digits of large numbers: "59,705".
    pub thousands: &'static str,
    pub decimal: &'static str,
    pub score: &'static str,
    pub wins: &'static str,
    pub draws: &'static str,
    pub losses: &'static str,
    pub reset_score: &'static str,
    pub keys_help: &'static str,
    /// The tabs: the classic game, five in a row.
    pub modes: [&'static str; 2],
    /// Normal, Two players: in five in a row's `Choice::ALL` order.
    pub five_opponents: [&'static str; 2],
    pub show_weights: &'static str,
    /// Re-centres the view of five in a row on the stones.
    pub centre: &'static str,
    pub five_board: &'static str,
    /// A cell of five in a row for screen readers, by its coordinates.
    pub point: fn(x: i32, y: i32, stone: Option<Player>) -> String,
    /// A stone placed, for the live region.
    pub point_played: fn(Player, x: i32, y: i32) -> String,
    pub keys_title: &'static str,
    /// Five in a row's keys and what they do.
    pub five_keys: &'static [(&'static str, &'static str)],
}

/// Where `line` is in `LINES`, for the tables that name the lines in that
/// order.
fn line_index(line: Line) -> usize {
    LINES.iter().position(|&l| l == line).unwrap_or_default()
}

impl Strings {
    /// `n` with its digits grouped in threes.
    pub fn number(&self, n: u64) -> String {
        let digits = n.to_string();
        let mut grouped = String::new();
        for (i, digit) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                grouped.push_str(self.thousands);
            }
            grouped.push(digit);
        }
        grouped
    }

    /// `x` with one decimal.
    pub fn decimal(&self, x: f64) -> String {
        format!("{x:.1}").replace('.', self.decimal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_language_is_followed_when_the_page_has_it() {
        assert_eq!(Language::preferred(["ru-RU", "en"]), Language::Ru);
        assert_eq!(Language::preferred(["de", "ZH-hant"]), Language::Zh);
        assert_eq!(Language::preferred(["pl_PL"]), Language::Pl);
        assert_eq!(Language::preferred(["de", "fr"]), Language::En);
        assert_eq!(Language::preferred([]), Language::En);
    }

    #[test]
    fn numbers_are_grouped() {
        let strings = Language::En.strings();
        assert_eq!(strings.number(0), "0");
        assert_eq!(strings.number(999), "999");
        assert_eq!(strings.number(59_705), "59,705");
        assert_eq!(strings.number(549_946), "549,946");
        assert_eq!(strings.number(1_000_000), "1,000,000");
        assert_eq!(strings.decimal(0.25), "0.2");
    }
}
