//! Every word the page shows, one table per language. The page follows the
//! browser's language until the person picks another.

mod en;
mod ja;
mod pl;
mod ru;
mod vi;
mod zh;

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
            Language::Ru => &ru::STRINGS,
            Language::Ja => &ja::STRINGS,
            Language::Vi => &vi::STRINGS,
            Language::Zh => &zh::STRINGS,
            Language::Pl => &pl::STRINGS,
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
    /// A free cell's minimax value for screen readers, e.g. "minimax 10".
    pub cell_value: fn(value: i8) -> String,
    pub your_move: &'static str,
    pub to_move: fn(Player) -> String,
    /// A move, for the live region: "O: row 1, column 3".
    pub move_made: fn(Player, row: usize, column: usize) -> String,
    /// For the live region when a game starts or a move is undone.
    pub new_game: &'static str,
    pub taken_back: &'static str,
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
    /// Normal, Hard, Two players: in five in a row's `Choice::ALL` order.
    pub five_opponents: [&'static str; 3],
    /// The status while the Hard bot thinks over its move.
    pub thinking: &'static str,
    /// The menu of how long the Hard bot thinks over a move.
    pub move_time: &'static str,
    /// 0.1 s, 0.25 s, 1 s, 3 s: in `MoveTime`'s `Choice::ALL` order.
    pub move_times: [&'static str; 4],
    /// The bot could not move, and the engine's reason, in English.
    pub bot_failed: fn(error: &str) -> String,
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

/// The value of a number that `Strings::number` wrote, for the languages
/// whose words agree with the number they count.
fn count(written: &str) -> usize {
    written
        .chars()
        .filter_map(|c| c.to_digit(10))
        .fold(0, |n, digit| {
            n.saturating_mul(10).saturating_add(digit as usize)
        })
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

    /// `x`, not negative, with one decimal. Worked out in whole tenths,
    /// which keeps the float formatting code out of the wasm module.
    pub fn decimal(&self, x: f64) -> String {
        let tenths = (x * 10.0).round() as u64;
        format!(
            "{}{}{}",
            self.number(tenths / 10),
            self.decimal,
            tenths % 10
        )
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::engine::classic::Verdict;

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
        assert_eq!(strings.decimal(0.24), "0.2");
        assert_eq!(strings.decimal(3.96), "4.0");
        assert_eq!(strings.decimal(1234.5), "1,234.5");
    }

    /// The counts the texts with numbers are tried with: the plural forms
    /// of Russian and Polish, and a 2-digit number ending in 2.
    const COUNTS: [usize; 4] = [1, 2, 5, 22];

    /// Every reason the page can show: each line, each pair of lines, each
    /// verdict with each count.
    fn every_reason() -> Vec<Reason> {
        let mut reasons = vec![
            Reason::Centre,
            Reason::OppositeCorner,
            Reason::EmptyCorner,
            Reason::EmptySide,
            Reason::Minimax(Verdict::OnlyDraw),
            Reason::Minimax(Verdict::AllDraw),
            Reason::Minimax(Verdict::DelaysLoss),
        ];
        for a in LINES {
            reasons.extend([Reason::Win(a), Reason::Block(a), Reason::ForcesBlock(a)]);
            for b in LINES.into_iter().filter(|&b| b != a) {
                reasons.extend([Reason::Fork(a, b), Reason::BlocksFork(a, b)]);
            }
        }
        for n in COUNTS {
            reasons.extend([
                Reason::Minimax(Verdict::Wins { moves: n }),
                Reason::Minimax(Verdict::Draws { losing: n }),
            ]);
        }
        // No wildcard: a new reason or verdict does not compile here until
        // it is tried above.
        for reason in &reasons {
            match reason {
                Reason::Win(_)
                | Reason::Block(_)
                | Reason::Fork(..)
                | Reason::ForcesBlock(_)
                | Reason::BlocksFork(..)
                | Reason::Centre
                | Reason::OppositeCorner
                | Reason::EmptyCorner
                | Reason::EmptySide
                | Reason::Minimax(
                    Verdict::Wins { .. }
                    | Verdict::OnlyDraw
                    | Verdict::AllDraw
                    | Verdict::Draws { .. }
                    | Verdict::DelaysLoss,
                ) => {}
            }
        }
        reasons
    }

    /// Asserts that `text`, which `what` gave in `language`, says something.
    fn said(language: Language, what: &str, text: &str) {
        assert!(
            !text.trim().is_empty(),
            "{language:?}: {what} is empty: {text:?}"
        );
    }

    #[test]
    fn every_language_has_every_static_text() {
        let english = Language::En.strings();
        for language in Language::ALL {
            let s = language.strings();
            let texts = [
                ("name", s.name),
                ("language", s.language),
                ("title", s.title),
                ("tagline", s.tagline),
                ("opponent", s.opponent),
                ("you_play", s.you_play),
                ("show_minimax", s.show_minimax),
                ("undo", s.undo),
                ("restart", s.restart),
                ("board", s.board),
                ("your_move", s.your_move),
                ("you_win", s.you_win),
                ("you_lose", s.you_lose),
                ("draw", s.draw),
                ("score", s.score),
                ("wins", s.wins),
                ("draws", s.draws),
                ("losses", s.losses),
                ("reset_score", s.reset_score),
                ("keys_help", s.keys_help),
                ("show_weights", s.show_weights),
                ("centre", s.centre),
                ("five_board", s.five_board),
                ("keys_title", s.keys_title),
                ("thinking", s.thinking),
                ("move_time", s.move_time),
            ];
            let lists = [
                ("opponents", &s.opponents[..]),
                ("modes", &s.modes[..]),
                ("five_opponents", &s.five_opponents[..]),
                ("move_times", &s.move_times[..]),
            ];
            for (what, text) in texts.into_iter().chain(
                lists
                    .into_iter()
                    .flat_map(|(what, list)| list.iter().map(move |&text| (what, text))),
            ) {
                said(language, what, text);
            }
            // The separators may be white space, but not nothing.
            assert!(!s.thousands.is_empty(), "{language:?}: thousands");
            assert!(!s.decimal.is_empty(), "{language:?}: decimal");

            // The code reads these keys whatever the language.
            for key in ["Enter", "R", "U", "1", "9"] {
                assert!(s.keys_help.contains(key), "{language:?}: keys_help, {key}");
            }
            assert_eq!(s.five_keys.len(), english.five_keys.len(), "{language:?}");
            for (&(key, does), &(english_key, _)) in s.five_keys.iter().zip(english.five_keys) {
                said(language, "five_keys", key);
                said(language, "five_keys", does);
                if english_key.len() == 1 {
                    assert_eq!(key, english_key, "{language:?}: five_keys");
                }
            }
        }
    }

    #[test]
    fn every_language_says_every_varying_text() {
        for language in Language::ALL {
            let s = language.strings();
            for player in [Player::X, Player::O] {
                let symbol = player.symbol();
                for (what, text) in [
                    ("to_move", (s.to_move)(player)),
                    ("move_made", (s.move_made)(player, 1, 3)),
                    ("player_wins", (s.player_wins)(player)),
                    ("cell", (s.cell)(2, 3, Some(player))),
                    ("point", (s.point)(-4, 7, Some(player))),
                    ("point_played", (s.point_played)(player, -4, 7)),
                ] {
                    assert!(text.contains(symbol), "{language:?}: {what}: {text:?}");
                }
                for n in COUNTS {
                    let text = (s.prediction)(Some((player, n)));
                    assert!(text.contains(symbol), "{language:?}: prediction: {text:?}");
                    if n > 1 {
                        assert!(text.contains(&n.to_string()), "{language:?}: {text:?}");
                    }
                }
            }
            said(language, "prediction", &(s.prediction)(None));
            let failed = (s.bot_failed)("the game is over");
            assert!(
                failed.contains("the game is over"),
                "{language:?}: {failed:?}"
            );
            for value in [-10, 0, 10] {
                let text = (s.cell_value)(value);
                assert!(text.contains(&value.to_string()), "{language:?}: {text:?}");
            }

            // Every cell and every point is told apart from the others.
            let cells: HashSet<String> = (1..=3)
                .flat_map(|row| (1..=3).map(move |column| (s.cell)(row, column, None)))
                .collect();
            assert_eq!(cells.len(), 9, "{language:?}: cell");
            let points: HashSet<String> = [(0, 0), (0, 1), (1, 0), (-1, 0)]
                .into_iter()
                .map(|(x, y)| (s.point)(x, y, None))
                .collect();
            assert_eq!(points.len(), 4, "{language:?}: point");

            let positions = s.number(59_705);
            let micros = s.decimal(12.5);
            let text = (s.search)(&positions, &micros);
            assert!(
                text.contains(&positions) && text.contains(&micros),
                "{language:?}: search: {text:?}"
            );
            for n in COUNTS {
                said(language, "search", &(s.search)(&s.number(n as u64), "0"));
            }

            let reasons = every_reason();
            let said_reasons: HashSet<String> =
                reasons.iter().map(|&reason| (s.reason)(reason)).collect();
            for text in &said_reasons {
                said(language, "reason", text);
            }
            // Each line, pair of lines and count reads differently.
            assert_eq!(said_reasons.len(), reasons.len(), "{language:?}: reason");
        }
    }

    #[test]
    fn each_language_groups_digits_its_own_way() {
        for language in Language::ALL {
            let (grouped, million, decimal) = match language {
                Language::En => ("59,705", "1,000,000", "0.2"),
                Language::Ru => ("59\u{a0}705", "1\u{a0}000\u{a0}000", "0,2"),
                Language::Ja => ("59,705", "1,000,000", "0.2"),
                Language::Vi => ("59.705", "1.000.000", "0,2"),
                Language::Zh => ("59,705", "1,000,000", "0.2"),
                Language::Pl => ("59\u{a0}705", "1\u{a0}000\u{a0}000", "0,2"),
            };
            let s = language.strings();
            assert_eq!(s.number(59_705), grouped, "{language:?}");
            assert_eq!(s.number(1_000_000), million, "{language:?}");
            assert_eq!(s.number(999), "999", "{language:?}");
            assert_eq!(s.decimal(0.24), decimal, "{language:?}");
        }
    }

    #[test]
    fn every_language_has_its_own_name() {
        let names: HashSet<&str> = Language::ALL
            .into_iter()
            .map(|language| language.strings().name)
            .collect();
        assert_eq!(names.len(), Language::ALL.len());
        assert_eq!(Language::Ru.strings().name, "Русский");
        assert_eq!(Language::Pl.strings().name, "Polski");
    }

    #[test]
    fn counted_words_agree_with_their_numbers() {
        use Language::{Pl, Ru};
        let wins = |moves| Reason::Minimax(Verdict::Wins { moves });
        let draws = |losing| Reason::Minimax(Verdict::Draws { losing });
        for (language, reason, expected) in [
            (Ru, wins(1), "Минимакс: выигрывает этим ходом"),
            (Ru, wins(2), "Минимакс: выигрывает за 2 хода"),
            (Ru, wins(4), "Минимакс: выигрывает за 4 хода"),
            (Ru, wins(5), "Минимакс: выигрывает за 5 ходов"),
            (Ru, wins(12), "Минимакс: выигрывает за 12 ходов"),
            (Ru, wins(21), "Минимакс: выигрывает за 21 ход"),
            (Ru, wins(22), "Минимакс: выигрывает за 22 хода"),
            (Ru, draws(1), "Минимакс: ничья, а 1 другой ход проигрывает"),
            (Ru, draws(3), "Минимакс: ничья, а 3 других хода проигрывают"),
            (
                Ru,
                draws(5),
                "Минимакс: ничья, а 5 других ходов проигрывают",
            ),
            (Pl, wins(1), "Minimax: wygrywa tym ruchem"),
            (Pl, wins(2), "Minimax: wygrywa w 2 ruchach"),
            (Pl, wins(5), "Minimax: wygrywa w 5 ruchach"),
            (Pl, draws(1), "Minimax: remis, a 1 inny ruch przegrywa"),
            (Pl, draws(2), "Minimax: remis, a 2 inne ruchy przegrywają"),
            (Pl, draws(4), "Minimax: remis, a 4 inne ruchy przegrywają"),
            (Pl, draws(5), "Minimax: remis, a 5 innych ruchów przegrywa"),
            (
                Pl,
                draws(12),
                "Minimax: remis, a 12 innych ruchów przegrywa",
            ),
            (Pl, draws(22), "Minimax: remis, a 22 inne ruchy przegrywają"),
        ] {
            assert_eq!((language.strings().reason)(reason), expected);
        }
        for (language, moves, expected) in [
            (Ru, 2, "Идеальная игра: O выигрывает за 2 хода"),
            (Ru, 5, "Идеальная игра: O выигрывает за 5 ходов"),
            (Pl, 3, "Idealna gra: O wygrywa w 3 ruchach"),
        ] {
            let prediction = (language.strings().prediction)(Some((Player::O, moves)));
            assert_eq!(prediction, expected);
        }
        for (language, positions, expected) in [
            (Ru, 1, "полный минимакс: 1 позиция · этот бот: 0,4 мкс"),
            (Ru, 22, "полный минимакс: 22 позиции · этот бот: 0,4 мкс"),
            (Ru, 111, "полный минимакс: 111 позиций · этот бот: 0,4 мкс"),
            (
                Ru,
                1_001,
                "полный минимакс: 1\u{a0}001 позиция · этот бот: 0,4 мкс",
            ),
            (
                Ru,
                59_705,
                "полный минимакс: 59\u{a0}705 позиций · этот бот: 0,4 мкс",
            ),
            (Pl, 1, "pełny minimax: 1 pozycja · ten bot: 0,4 µs"),
            (Pl, 21, "pełny minimax: 21 pozycji · ten bot: 0,4 µs"),
            (Pl, 22, "pełny minimax: 22 pozycje · ten bot: 0,4 µs"),
            (
                Pl,
                1_002,
                "pełny minimax: 1\u{a0}002 pozycje · ten bot: 0,4 µs",
            ),
            (
                Pl,
                59_705,
                "pełny minimax: 59\u{a0}705 pozycji · ten bot: 0,4 µs",
            ),
        ] {
            let s = language.strings();
            assert_eq!((s.search)(&s.number(positions), "0,4"), expected);
        }
    }
}
