//! Every word the page shows, in four tables per language: the shell, what
//! both games share, the classic game and five in a row, so that each wasm
//! module carries only its own. The page follows the browser's language
//! until the person picks another.

mod en;
mod ja;
mod pl;
mod ru;
mod vi;
mod zh;

use std::str::FromStr;

use crate::engine::classic::{Line, Reason, LINES};
use crate::engine::Player;

/// Methods that give a language's table of each part: one `match` per part,
/// so that a module that never asks for a part leaves its tables out.
macro_rules! tables {
    ($($(#[$doc:meta])* $method:ident: $table:ident, $words:ty;)*) => {
        $(
            $(#[$doc])*
            pub fn $method(self) -> &'static $words {
                match self {
                    Language::En => &en::$table,
                    Language::Ru => &ru::$table,
                    Language::Ja => &ja::$table,
                    Language::Vi => &vi::$table,
                    Language::Zh => &zh::$table,
                    Language::Pl => &pl::$table,
                }
            }
        )*
    };
}

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

    tables! {
        /// What frames the games.
        shell: SHELL, ShellWords;
        /// What both games say around their boards.
        game: GAME, GameWords;
        classic: CLASSIC, ClassicWords;
        five: FIVE, FiveWords;
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

/// What frames the games: the title, the tagline, the language menu and the
/// tabs, and the wait for five in a row.
pub struct ShellWords {
    /// The language's own name, for the language menu.
    pub name: &'static str,
    pub language: &'static str,
    pub title: &'static str,
    pub tagline: &'static str,
    /// The tabs: the classic game, five in a row.
    pub modes: [&'static str; 2],
    /// While five in a row's module loads.
    pub loading_five: &'static str,
    /// Five in a row's module failed to load, and why (in English).
    pub five_failed: fn(error: &str) -> String,
}

/// What both games say around their boards: the controls, whose turn it
/// is, how the game ended, undo and restart.
pub struct GameWords {
    pub opponent: &'static str,
    pub you_play: &'static str,
    pub undo: &'static str,
    pub restart: &'static str,
    pub your_move: &'static str,
    pub to_move: fn(Player) -> String,
    /// For the live region when a game starts or a move is undone.
    pub new_game: &'static str,
    pub taken_back: &'static str,
    pub you_win: &'static str,
    pub you_lose: &'static str,
    pub draw: &'static str,
    pub player_wins: fn(Player) -> String,
    pub numbers: Numbers,
}

/// The classic game's words. Texts with parts that vary are functions, so
/// that each language builds its own word order, plurals and punctuation.
pub struct ClassicWords {
    /// Easy, Medium, Hard, Impossible, Two players: in `Opponent::ALL` order.
    pub opponents: [&'static str; 5],
    pub show_minimax: &'static str,
    pub board: &'static str,
    /// A cell for screen readers: rows and columns counted from 1.
    pub cell: fn(row: usize, column: usize, mark: Option<Player>) -> String,
    /// A free cell's minimax value for screen readers, e.g. "minimax 10".
    pub cell_value: fn(value: i8) -> String,
    /// A move, for the live region: "O: row 1, column 3".
    pub move_made: fn(Player, row: usize, column: usize) -> String,
    /// Why the bot made its move, naming lines as people see them.
    pub reason: fn(Reason) -> String,
    /// With perfect play from here: `Some((winner, moves the winner still
    /// makes))`, or `None` for a draw.
    pub prediction: fn(Option<(Player, usize)>) -> String,
    /// Positions the full minimax visits, and the bot's time in
    /// microseconds.
    pub search: fn(positions: u64, micros: f64) -> String,
    pub score: &'static str,
    pub wins: &'static str,
    pub draws: &'static str,
    pub losses: &'static str,
    pub reset_score: &'static str,
    pub keys_help: &'static str,
}

/// Five in a row's words.
pub struct FiveWords {
    /// Normal, Hard, Two players: in five in a row's `Opponent::ALL` order.
    pub opponents: [&'static str; 3],
    /// The status while the Hard bot thinks over its move.
    pub thinking: &'static str,
    /// The menu of how long the Hard bot thinks over a move.
    pub move_time: &'static str,
    /// A time per move, its seconds already written as a number.
    pub seconds: fn(seconds: &str) -> String,
    /// The bot could not move, and the engine's reason, in English.
    pub bot_failed: fn(error: &str) -> String,
    pub show_weights: &'static str,
    /// Re-centres the view on the stones.
    pub centre: &'static str,
    pub board: &'static str,
    /// A cell for screen readers, by its coordinates.
    pub point: fn(x: i32, y: i32, stone: Option<Player>) -> String,
    /// A stone placed, for the live region.
    pub point_played: fn(Player, x: i32, y: i32) -> String,
    pub keys_title: &'static str,
    /// The keys and what they do.
    pub keys: &'static [(&'static str, &'static str)],
}

/// How a language writes numbers: "59,705" and "0.2" in English,
/// "59 705" and "0,2" in Russian.
#[derive(Clone, Copy, Debug)]
pub struct Numbers {
    /// Groups the digits of large numbers.
    pub thousands: &'static str,
    pub decimal: &'static str,
}

/// Where `line` is in `LINES`, for the tables that name the lines in that
/// order.
fn line_index(line: Line) -> usize {
    LINES.iter().position(|&l| l == line).unwrap_or_default()
}

impl Numbers {
    /// `n` with its digits grouped in threes.
    pub fn count(self, n: u64) -> String {
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
    pub fn decimal(self, x: f64) -> String {
        let tenths = (x * 10.0).round() as u64;
        format!("{}{}{}", self.count(tenths / 10), self.decimal, tenths % 10)
    }

    /// `ms` milliseconds as seconds, with no more decimals than they need:
    /// 0.1, 0.25, 1.
    pub fn seconds(self, ms: u32) -> String {
        let whole = self.count(u64::from(ms / 1000));
        let fraction = format!("{:03}", ms % 1000);
        match fraction.trim_end_matches('0') {
            "" => whole,
            digits => format!("{whole}{}{digits}", self.decimal),
        }
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
        let numbers = Language::En.game().numbers;
        assert_eq!(numbers.count(0), "0");
        assert_eq!(numbers.count(999), "999");
        assert_eq!(numbers.count(59_705), "59,705");
        assert_eq!(numbers.count(549_946), "549,946");
        assert_eq!(numbers.count(1_000_000), "1,000,000");
        assert_eq!(numbers.decimal(0.24), "0.2");
        assert_eq!(numbers.decimal(3.96), "4.0");
        assert_eq!(numbers.decimal(1234.5), "1,234.5");
        assert_eq!(numbers.seconds(100), "0.1");
        assert_eq!(numbers.seconds(250), "0.25");
        assert_eq!(numbers.seconds(1000), "1");
        assert_eq!(numbers.seconds(60_000), "60");
        assert_eq!(Language::Ru.game().numbers.seconds(1500), "1,5");
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
        let english = Language::En.five();
        for language in Language::ALL {
            let (shell, game) = (language.shell(), language.game());
            let (classic, five) = (language.classic(), language.five());
            let texts = [
                ("name", shell.name),
                ("language", shell.language),
                ("title", shell.title),
                ("tagline", shell.tagline),
                ("loading_five", shell.loading_five),
                ("opponent", game.opponent),
                ("you_play", game.you_play),
                ("undo", game.undo),
                ("restart", game.restart),
                ("your_move", game.your_move),
                ("new_game", game.new_game),
                ("taken_back", game.taken_back),
                ("you_win", game.you_win),
                ("you_lose", game.you_lose),
                ("draw", game.draw),
                ("show_minimax", classic.show_minimax),
                ("board", classic.board),
                ("score", classic.score),
                ("wins", classic.wins),
                ("draws", classic.draws),
                ("losses", classic.losses),
                ("reset_score", classic.reset_score),
                ("keys_help", classic.keys_help),
                ("five.thinking", five.thinking),
                ("five.move_time", five.move_time),
                ("five.show_weights", five.show_weights),
                ("five.centre", five.centre),
                ("five.board", five.board),
                ("five.keys_title", five.keys_title),
            ];
            let lists = [
                ("modes", &shell.modes[..]),
                ("classic.opponents", &classic.opponents[..]),
                ("five.opponents", &five.opponents[..]),
            ];
            for (what, text) in texts.into_iter().chain(
                lists
                    .into_iter()
                    .flat_map(|(what, list)| list.iter().map(move |&text| (what, text))),
            ) {
                said(language, what, text);
            }
            // The separators may be white space, but not nothing.
            assert!(
                !game.numbers.thousands.is_empty(),
                "{language:?}: thousands"
            );
            assert!(!game.numbers.decimal.is_empty(), "{language:?}: decimal");

            // The code reads these keys whatever the language.
            for key in ["Enter", "R", "U", "1", "9"] {
                assert!(
                    classic.keys_help.contains(key),
                    "{language:?}: keys_help, {key}"
                );
            }
            assert_eq!(five.keys.len(), english.keys.len(), "{language:?}");
            for (&(key, does), &(english_key, _)) in five.keys.iter().zip(english.keys) {
                said(language, "five.keys", key);
                said(language, "five.keys", does);
                if english_key.len() == 1 {
                    assert_eq!(key, english_key, "{language:?}: five.keys");
                }
            }
        }
    }

    #[test]
    fn every_language_says_every_varying_text() {
        for language in Language::ALL {
            let (shell, game) = (language.shell(), language.game());
            let (classic, five) = (language.classic(), language.five());
            for player in [Player::X, Player::O] {
                let symbol = player.symbol();
                for (what, text) in [
                    ("to_move", (game.to_move)(player)),
                    ("player_wins", (game.player_wins)(player)),
                    ("move_made", (classic.move_made)(player, 1, 3)),
                    ("cell", (classic.cell)(2, 3, Some(player))),
                    ("point", (five.point)(-4, 7, Some(player))),
                    ("point_played", (five.point_played)(player, -4, 7)),
                ] {
                    assert!(text.contains(symbol), "{language:?}: {what}: {text:?}");
                }
                for n in COUNTS {
                    let text = (classic.prediction)(Some((player, n)));
                    assert!(text.contains(symbol), "{language:?}: prediction: {text:?}");
                    if n > 1 {
                        assert!(text.contains(&n.to_string()), "{language:?}: {text:?}");
                    }
                }
            }
            said(language, "prediction", &(classic.prediction)(None));
            for (what, text) in [
                ("bot_failed", (five.bot_failed)("the game is over")),
                ("five_failed", (shell.five_failed)("the game is over")),
            ] {
                assert!(
                    text.contains("the game is over"),
                    "{language:?}: {what}: {text:?}"
                );
            }
            for value in [-10, 0, 10] {
                let text = (classic.cell_value)(value);
                assert!(text.contains(&value.to_string()), "{language:?}: {text:?}");
            }
            let seconds = (five.seconds)("0.25");
            assert!(seconds.contains("0.25"), "{language:?}: {seconds:?}");

            // Every cell and every point is told apart from the others.
            let cells: HashSet<String> = (1..=3)
                .flat_map(|row| (1..=3).map(move |column| (classic.cell)(row, column, None)))
                .collect();
            assert_eq!(cells.len(), 9, "{language:?}: cell");
            let points: HashSet<String> = [(0, 0), (0, 1), (1, 0), (-1, 0)]
                .into_iter()
                .map(|(x, y)| (five.point)(x, y, None))
                .collect();
            assert_eq!(points.len(), 4, "{language:?}: point");

            let numbers = game.numbers;
            let text = (classic.search)(59_705, 12.5);
            for part in [numbers.count(59_705), numbers.decimal(12.5)] {
                assert!(text.contains(&part), "{language:?}: search: {text:?}");
            }
            for n in COUNTS {
                said(language, "search", &(classic.search)(n as u64, 0.0));
            }

            let reasons = every_reason();
            let said_reasons: HashSet<String> = reasons
                .iter()
                .map(|&reason| (classic.reason)(reason))
                .collect();
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
            let numbers = language.game().numbers;
            assert_eq!(numbers.count(59_705), grouped, "{language:?}");
            assert_eq!(numbers.count(1_000_000), million, "{language:?}");
            assert_eq!(numbers.count(999), "999", "{language:?}");
            assert_eq!(numbers.decimal(0.24), decimal, "{language:?}");
        }
    }

    #[test]
    fn every_language_has_its_own_name() {
        let names: HashSet<&str> = Language::ALL
            .into_iter()
            .map(|language| language.shell().name)
            .collect();
        assert_eq!(names.len(), Language::ALL.len());
        assert_eq!(Language::Ru.shell().name, "Русский");
        assert_eq!(Language::Pl.shell().name, "Polski");
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
            assert_eq!((language.classic().reason)(reason), expected);
        }
        for (language, moves, expected) in [
            (Ru, 2, "Идеальная игра: O выигрывает за 2 хода"),
            (Ru, 5, "Идеальная игра: O выигрывает за 5 ходов"),
            (Pl, 3, "Idealna gra: O wygrywa w 3 ruchach"),
        ] {
            let prediction = (language.classic().prediction)(Some((Player::O, moves)));
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
            assert_eq!((language.classic().search)(positions, 0.4), expected);
        }
    }
}
