//! Every word the page shows, in every language. The words live in a file
//! per language (`www/lang/*.txt`, see `words`), which a translator can edit
//! and the page loads when the language is chosen: English is built in, so
//! that the first load carries one language. Each language counts and
//! writes numbers its own way; the methods here build every text that varies.

mod english;
mod text;
mod words;

pub use text::{ExploreText, FiveText, Part, Text, Texts, UpdateText};
pub use words::{Arg, Numbers, Problem, Words, WordsError};

use crate::engine::classic::{Line, Reason, Verdict, LINES};
use crate::engine::five::Foul;
use crate::engine::named::named;
use crate::engine::Player;

named! {
    /// The languages of the page: English and those of the articles the
    /// game grew from, by their BCP 47 codes, for `<html lang>`, storage,
    /// the language menu and the names of their files.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Language by code {
        En = "en",
        Ru = "ru",
        Ja = "ja",
        Vi = "vi",
        /// Simplified Chinese.
        Zh = "zh",
        /// Traditional Chinese, as Taiwan, Hong Kong and Macau write it.
        ZhHant = "zh-Hant",
        Pl = "pl",
    }
}

impl Language {
    /// The language's own name, for the language menu.
    pub const fn name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Ru => "Русский",
            Language::Ja => "日本語",
            Language::Vi => "Tiếng Việt",
            Language::Zh => "简体中文",
            Language::ZhHant => "繁體中文",
            Language::Pl => "Polski",
        }
    }

    /// The language of a tag such as `ru-RU` or `zh-TW`, if the page has it.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let end = tag.find(['-', '_']).unwrap_or(tag.len());
        let tag = tag.to_ascii_lowercase();
        let primary = tag.get(..end)?;
        if primary != "zh" {
            return primary.parse().ok();
        }
        // Traditional characters where the tag names that script, or else
        // ends with a region that writes them: Taiwan, Hong Kong, Macau. A
        // script comes first (zh-Hant-TW), a region last (zh-TW). Matched as
        // bytes, which costs the page's module less than strings.
        let bytes = tag.as_bytes();
        let region = bytes.get(bytes.len().max(end + 3) - 2..);
        let traditional = match bytes.get(end + 1..end + 5) {
            Some(b"hant") => true,
            Some(b"hans") => false,
            _ => matches!(region, Some(b"tw" | b"hk" | b"mo")),
        };
        Some(if traditional {
            Language::ZhHant
        } else {
            Language::Zh
        })
    }

    /// The first of the browser's preferred languages that the page has, or
    /// English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Language {
        tags.into_iter()
            .find_map(Language::from_tag)
            .unwrap_or(Language::En)
    }
}

/// English's file, whole.
pub const ENGLISH: &str = include_str!("../../../www/lang/en.txt");

/// English's lines of the page and of `$part`, picked out as the crate
/// compiles: each module carries its own English and no other.
macro_rules! english_of {
    ($part:expr) => {{
        const LENGTH: usize = $crate::play::lang::english::lines(
            $crate::play::lang::ENGLISH.as_bytes(),
            $part,
            &mut [],
        );
        const BYTES: [u8; LENGTH] = {
            let mut bytes = [0; LENGTH];
            $crate::play::lang::english::lines(
                $crate::play::lang::ENGLISH.as_bytes(),
                $part,
                &mut bytes,
            );
            bytes
        };
        match std::str::from_utf8(&BYTES) {
            Ok(lines) => lines,
            Err(_) => panic!("en.txt is not UTF-8"),
        }
    }};
}
pub(crate) use english_of;

/// English's lines that the first load speaks: the page's module carries
/// no other English.
const PAGE_ENGLISH: &str = english_of!(Part::Page);

/// The words of a module loaded later: the page's, which every module
/// speaks, and those of its own part, `T`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleWords<T> {
    pub page: Words,
    pub own: Words<T>,
}

impl<T: Texts> ModuleWords<T> {
    /// Both parts' words of a language file; English's for `None`, which
    /// the module carries.
    pub fn parse(file: Option<&str>) -> Result<ModuleWords<T>, WordsError> {
        let file = file.unwrap_or(T::ENGLISH);
        let page = Words::parse(file)?;
        let own = Words::parse_part(file, &page)?;
        Ok(ModuleWords { page, own })
    }
}

impl Words {
    /// The first load's English, built in. Its file is part of the build,
    /// and a test reads it: it is refused only if the build is broken.
    pub fn english() -> Result<Words, WordsError> {
        Words::parse(PAGE_ENGLISH)
    }

    pub fn to_move(&self, player: Player) -> String {
        self.fill(Text::ToMove, &[("player", Arg::Text(player.as_str()))])
    }

    pub fn player_wins(&self, player: Player) -> String {
        self.fill(Text::PlayerWins, &[("player", Arg::Text(player.as_str()))])
    }

    /// What a cell holds, for screen readers.
    fn content(&self, stone: Option<Player>) -> &str {
        match stone {
            Some(player) => player.as_str(),
            None => self.text(Text::Empty),
        }
    }

    /// A cell of the classic board, rows and columns counted from 1.
    pub fn cell(&self, row: usize, column: usize, mark: Option<Player>) -> String {
        let args = [
            ("row", Arg::Count(row as u64)),
            ("column", Arg::Count(column as u64)),
            ("mark", Arg::Text(self.content(mark))),
        ];
        self.fill(Text::Cell, &args)
    }

    /// A free cell's minimax value, as the board shows it: +10, 0 or -10.
    pub fn cell_value(&self, value: &str) -> String {
        self.fill(Text::CellValue, &[("value", Arg::Text(value))])
    }

    pub fn move_made(&self, player: Player, row: usize, column: usize) -> String {
        let args = [
            ("player", Arg::Text(player.as_str())),
            ("row", Arg::Count(row as u64)),
            ("column", Arg::Count(column as u64)),
        ];
        self.fill(Text::MoveMade, &args)
    }

    /// Why the bot made its move, naming lines as people see them.
    pub fn reason(&self, reason: Reason) -> String {
        let line = |line: Line| self.line(Text::Lines, line);
        let at = |line: Line| self.line(Text::InLines, line);
        match reason {
            Reason::Win(l) => self.fill(Text::Win, &[("line", Arg::Text(line(l)))]),
            Reason::Block(l) => self.fill(Text::Block, &[("line", Arg::Text(line(l)))]),
            Reason::ForcesBlock(l) | Reason::Overlooks(l) => {
                let key = match reason {
                    Reason::ForcesBlock(_) => Text::ForcesBlock,
                    _ => Text::Overlooks,
                };
                let args = [("line", Arg::Text(line(l))), ("in_line", Arg::Text(at(l)))];
                self.fill(key, &args)
            }
            Reason::Fork(a, b) | Reason::BlocksFork(a, b) => {
                let key = match reason {
                    Reason::Fork(..) => Text::Fork,
                    _ => Text::BlocksFork,
                };
                let args = [
                    ("a", Arg::Text(line(a))),
                    ("b", Arg::Text(line(b))),
                    ("in_a", Arg::Text(at(a))),
                    ("in_b", Arg::Text(at(b))),
                ];
                self.fill(key, &args)
            }
            Reason::Centre => self.text(Text::Centre).to_string(),
            Reason::OppositeCorner => self.text(Text::OppositeCorner).to_string(),
            Reason::EmptyCorner => self.text(Text::EmptyCorner).to_string(),
            Reason::EmptySide => self.text(Text::EmptySide).to_string(),
            Reason::Minimax(verdict) => {
                let verdict = self.verdict(verdict);
                self.fill(Text::Minimax, &[("verdict", Arg::Text(&verdict))])
            }
        }
    }

    fn verdict(&self, verdict: Verdict) -> String {
        match verdict {
            Verdict::Wins { moves: 1 } => self.text(Text::WinsNow).to_string(),
            Verdict::Wins { moves } => {
                self.fill(Text::WinsIn, &[("moves", Arg::Count(moves as u64))])
            }
            Verdict::OnlyDraw => self.text(Text::OnlyDraw).to_string(),
            Verdict::AllDraw => self.text(Text::AllDraw).to_string(),
            Verdict::Draws { losing } => {
                self.fill(Text::Draws, &[("losing", Arg::Count(losing as u64))])
            }
            Verdict::DelaysLoss => self.text(Text::DelaysLoss).to_string(),
        }
    }

    /// `line`'s name in the list `key`, which names the lines in `LINES`
    /// order.
    pub fn line(&self, key: Text, line: Line) -> &str {
        let index = LINES.iter().position(|&l| l == line).unwrap_or_default();
        self.list(key).nth(index).unwrap_or_default()
    }

    /// With perfect play from here: `Some((winner, moves the winner still
    /// makes))`, or `None` for a draw.
    pub fn prediction(&self, result: Option<(Player, usize)>) -> String {
        match result {
            Some((winner, 1)) => {
                self.fill(Text::PerfectNext, &[("winner", Arg::Text(winner.as_str()))])
            }
            Some((winner, moves)) => {
                let args = [
                    ("winner", Arg::Text(winner.as_str())),
                    ("moves", Arg::Count(moves as u64)),
                ];
                self.fill(Text::PerfectWins, &args)
            }
            None => self.text(Text::PerfectDraw).to_string(),
        }
    }

    /// The positions the full minimax visits and the bot's time, in
    /// microseconds.
    pub fn search(&self, positions: u64, micros: f64) -> String {
        let micros = self.numbers().decimal(micros);
        let args = [
            ("positions", Arg::Count(positions)),
            ("micros", Arg::Text(&micros)),
        ];
        self.fill(Text::Search, &args)
    }
}

impl Words<FiveText> {
    /// A time per move of `ms` milliseconds.
    pub fn seconds(&self, ms: u32) -> String {
        let seconds = self.numbers().seconds(ms);
        self.fill(FiveText::Seconds, &[("seconds", Arg::Text(&seconds))])
    }

    pub fn point_played(&self, player: Player, point: &str) -> String {
        let args = [
            ("player", Arg::Text(player.as_str())),
            ("point", Arg::Text(point)),
        ];
        self.fill(FiveText::PointPlayed, &args)
    }

    /// Why a point is forbidden to black.
    fn foul(&self, foul: Foul) -> &str {
        let index = match foul {
            Foul::DoubleThree => 0,
            Foul::DoubleFour => 1,
            Foul::Overline => 2,
        };
        self.list(FiveText::Fouls).nth(index).unwrap_or_default()
    }

    /// What a point forbidden to black holds, for screen readers.
    pub fn forbidden(&self, foul: Foul) -> String {
        self.fill(FiveText::Forbidden, &[("foul", Arg::Text(self.foul(foul)))])
    }

    /// Black's move on `point` refused, and why.
    pub fn refused(&self, point: &str, foul: Foul) -> String {
        let args = [
            ("point", Arg::Text(point)),
            ("foul", Arg::Text(self.foul(foul))),
        ];
        self.fill(FiveText::Refused, &args)
    }
}

impl ModuleWords<FiveText> {
    /// A cell of five in a row, for screen readers: its coordinates (h8)
    /// and what it holds, or `content` for an empty cell that holds more.
    pub fn point(&self, point: &str, stone: Option<Player>, content: Option<&str>) -> String {
        let args = [
            ("point", Arg::Text(point)),
            (
                "stone",
                Arg::Text(content.unwrap_or(self.page.content(stone))),
            ),
        ];
        self.own.fill(FiveText::Point, &args)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// Each language's file, as the site serves it.
    fn file(language: Language) -> &'static str {
        match language {
            Language::En => ENGLISH,
            Language::Ru => include_str!("../../../www/lang/ru.txt"),
            Language::Ja => include_str!("../../../www/lang/ja.txt"),
            Language::Vi => include_str!("../../../www/lang/vi.txt"),
            Language::Zh => include_str!("../../../www/lang/zh.txt"),
            Language::ZhHant => include_str!("../../../www/lang/zh-Hant.txt"),
            Language::Pl => include_str!("../../../www/lang/pl.txt"),
        }
    }

    /// `language`'s words for the texts `T`, read and linted, once the
    /// keys of `T` have been checked to be of its part.
    fn read<T: Texts>(language: Language) -> Words<T> {
        let table = &T::TABLE;
        let part = table.part;
        for key in table.keys {
            assert_eq!(Part::of(key), part, "{key}");
        }
        let page = Words::parse(file(language)).unwrap();
        let words = Words::parse_part(file(language), &page)
            .unwrap_or_else(|error| panic!("{language:?}, {part:?}: {error}"));
        let linted = words
            .lint()
            .map_err(|problem| WordsError { line: 0, problem });
        linted.unwrap_or_else(|error| panic!("{language:?}, {part:?}: {error}"));
        words
    }

    /// `language`'s words as five in a row's module reads them, once every
    /// part's words have been read and linted.
    fn words(language: Language) -> ModuleWords<FiveText> {
        for part in Part::ALL {
            // No wildcard: a new part does not compile here until its
            // texts are read.
            match part {
                Part::Page => drop(read::<Text>(language)),
                Part::Five => drop(read::<FiveText>(language)),
                Part::Update => drop(read::<UpdateText>(language)),
                Part::Explore => drop(read::<ExploreText>(language)),
            }
        }
        ModuleWords::parse(Some(file(language))).unwrap()
    }

    #[test]
    fn the_browser_language_is_followed_when_the_page_has_it() {
        assert_eq!(Language::preferred(["ru-RU", "en"]), Language::Ru);
        assert_eq!(Language::preferred(["de", "ZH-hant"]), Language::ZhHant);
        for traditional in ["zh-TW", "zh-HK", "zh_MO", "zh-Hant-CN", "zh-yue-HK"] {
            assert_eq!(
                Language::preferred([traditional]),
                Language::ZhHant,
                "{traditional}"
            );
        }
        for simplified in ["zh", "zh-CN", "zh-SG", "zh-Hans-HK", "ZH"] {
            assert_eq!(
                Language::preferred([simplified]),
                Language::Zh,
                "{simplified}"
            );
        }
        assert_eq!(Language::preferred(["pl_PL"]), Language::Pl);
        assert_eq!(Language::preferred(["de", "fr"]), Language::En);
        assert_eq!(Language::preferred([]), Language::En);
    }

    #[test]
    fn numbers_are_grouped() {
        let english = Words::english().unwrap();
        let numbers = english.numbers();
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
        assert_eq!(words(Language::Ru).own.numbers().seconds(1500), "1,5");
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
            reasons.extend([
                Reason::Win(a),
                Reason::Block(a),
                Reason::Overlooks(a),
                Reason::ForcesBlock(a),
            ]);
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
                | Reason::Overlooks(_)
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

    #[test]
    fn every_language_file_reads_and_says_every_text() {
        let english = words(Language::En).own;
        for language in Language::ALL {
            let words = words(language);
            // The code reads these keys whatever the language.
            for key in ["Enter", "R", "U", "1", "9"] {
                let help = words.page.text(Text::KeysHelp);
                assert!(help.contains(key), "{language:?}: keys help, {key}");
            }
            let keys = words.own.list(FiveText::Keys);
            let keys = keys.zip(english.list(FiveText::Keys));
            for (key, english_key) in keys {
                if english_key.len() == 1 {
                    assert_eq!(key, english_key, "{language:?}: five.keys");
                }
            }
        }
    }

    #[test]
    fn every_language_says_every_varying_text() {
        for language in Language::ALL {
            let module = words(language);
            let (words, five) = (&module.page, &module.own);
            for player in [Player::X, Player::O] {
                let symbol = player.as_str();
                for (what, text) in [
                    ("to move", words.to_move(player)),
                    ("player wins", words.player_wins(player)),
                    ("move made", words.move_made(player, 1, 3)),
                    ("cell", words.cell(2, 3, Some(player))),
                    ("point", module.point("d1", Some(player), None)),
                    ("point played", five.point_played(player, "d1")),
                ] {
                    assert!(text.contains(symbol), "{language:?}: {what}: {text:?}");
                    assert!(!text.contains('{'), "{language:?}: {what}: {text:?}");
                }
                for n in COUNTS {
                    let text = words.prediction(Some((player, n)));
                    assert!(text.contains(symbol), "{language:?}: prediction: {text:?}");
                    if n > 1 {
                        assert!(text.contains(&n.to_string()), "{language:?}: {text:?}");
                    }
                }
            }
            assert!(!words.prediction(None).is_empty());
            for text in [
                five.failure(FiveText::BotFailed, "the game is over"),
                words.failure(Text::FiveFailed, "the game is over"),
            ] {
                assert!(text.contains("the game is over"), "{language:?}: {text:?}");
            }
            let failed = words.fill(
                Text::LanguageFailed,
                &[
                    ("language", Arg::Text("Polski")),
                    ("error", Arg::Text("404")),
                ],
            );
            assert!(
                failed.contains("Polski") && failed.contains("404"),
                "{failed}"
            );
            for value in ["-10", "0", "+10"] {
                let text = words.cell_value(value);
                assert!(text.contains(value), "{language:?}: {text:?}");
            }
            let seconds = five.seconds(250);
            assert!(
                seconds.contains(&five.numbers().seconds(250)),
                "{seconds:?}"
            );

            // Every cell and every point is told apart from the others.
            let cells: HashSet<String> = (1..=3)
                .flat_map(|row| {
                    (1..=3)
                        .map(|column| words.cell(row, column, None))
                        .collect::<Vec<_>>()
                })
                .collect();
            assert_eq!(cells.len(), 9, "{language:?}: cell");
            let points: HashSet<String> = ["h8", "h7", "i8", "g8"]
                .into_iter()
                .map(|point| module.point(point, None, None))
                .collect();
            assert_eq!(points.len(), 4, "{language:?}: point");
            let forbidden = module.point("h8", None, Some("forbidden"));
            assert!(forbidden.contains("forbidden"), "{language:?}: {forbidden}");
            let refused = five.refused("h8", Foul::DoubleFour);
            let foul = five.list(FiveText::Fouls).nth(1).unwrap_or_default();
            assert!(
                refused.contains("h8") && refused.contains(foul),
                "{language:?}: {refused}"
            );

            let numbers = words.numbers();
            let text = words.search(59_705, 12.5);
            for part in [numbers.count(59_705), numbers.decimal(12.5)] {
                assert!(text.contains(&part), "{language:?}: search: {text:?}");
            }
            let reasons = every_reason();
            let said: HashSet<String> =
                reasons.iter().map(|&reason| words.reason(reason)).collect();
            for text in &said {
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{language:?}: {text:?}"
                );
            }
            // Each line, pair of lines and count reads differently.
            assert_eq!(said.len(), reasons.len(), "{language:?}: reason");
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
                Language::Zh | Language::ZhHant => ("59,705", "1,000,000", "0.2"),
                Language::Pl => ("59\u{a0}705", "1\u{a0}000\u{a0}000", "0,2"),
            };
            let words = words(language).page;
            let numbers = words.numbers();
            assert_eq!(numbers.count(59_705), grouped, "{language:?}");
            assert_eq!(numbers.count(1_000_000), million, "{language:?}");
            assert_eq!(numbers.count(999), "999", "{language:?}");
            assert_eq!(numbers.decimal(0.24), decimal, "{language:?}");
        }
    }

    #[test]
    fn every_language_has_its_own_name() {
        let names: HashSet<&str> = Language::ALL.into_iter().map(Language::name).collect();
        assert_eq!(names.len(), Language::ALL.len());
        assert_eq!(Language::Ru.name(), "Русский");
        assert_eq!(Language::Pl.name(), "Polski");
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
            assert_eq!(words(language).page.reason(reason), expected);
        }
        for (language, moves, expected) in [
            (Ru, 2, "Идеальная игра: O выигрывает за 2 хода"),
            (Ru, 5, "Идеальная игра: O выигрывает за 5 ходов"),
            (Pl, 3, "Idealna gra: O wygrywa w 3 ruchach"),
        ] {
            let prediction = words(language).page.prediction(Some((Player::O, moves)));
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
            assert_eq!(words(language).page.search(positions, 0.4), expected);
        }
    }

    #[test]
    fn the_first_load_carries_the_english_of_its_own_texts_alone() {
        Words::english().unwrap().lint().unwrap();
        for excluded in ["five.", "update.", "explore.", "#"] {
            assert!(!PAGE_ENGLISH.contains(excluded), "{excluded}");
        }
        let page = Words::english().unwrap();
        let five = Words::<FiveText>::parse_part(PAGE_ENGLISH, &page).unwrap_err();
        assert_eq!(five.to_string(), "no \"five.opponents\"");
    }

    #[test]
    fn each_later_module_carries_the_pages_english_and_its_own_alone() {
        let parts = [
            (FiveText::ENGLISH, "five."),
            (UpdateText::ENGLISH, "update."),
            (ExploreText::ENGLISH, "explore."),
        ];
        for (english, own) in parts {
            assert!(english.starts_with(PAGE_ENGLISH.lines().next().unwrap()));
            for (_, other) in parts.iter().filter(|(_, other)| *other != own) {
                assert!(!english.contains(other), "{own} {other}");
            }
        }
        ModuleWords::<FiveText>::parse(None)
            .unwrap()
            .own
            .lint()
            .unwrap();
        ModuleWords::<ExploreText>::parse(None)
            .unwrap()
            .own
            .lint()
            .unwrap();
    }

    #[test]
    fn a_bad_file_is_refused_with_its_line_and_reason() {
        let refused = |file: &str| match Words::parse(file) {
            Ok(words) => {
                let problem = words.lint().unwrap_err();
                WordsError { line: 0, problem }.to_string()
            }
            Err(error) => error.to_string(),
        };
        let english = ENGLISH;
        assert_eq!(refused(""), "no \"plural\"");
        assert!(refused(&english.replace("game.undo = Undo", "")).contains("no \"game.undo\""));
        let line = english
            .lines()
            .position(|l| l.starts_with("game.undo"))
            .unwrap()
            + 1;
        assert_eq!(
            refused(&english.replace("game.undo = Undo", "game.undoo = Undo")),
            format!("line {line}: unknown key \"game.undoo\"")
        );
        assert_eq!(
            refused(&english.replace("game.undo = Undo", "game.undo Undo")),
            format!("line {line}: a line is key = text")
        );
        assert!(refused(&format!("{english}\ngame.undo = Again")).ends_with("\"game.undo\" again"));
        assert!(refused(&english.replace("= Undo", "=")).ends_with("\"game.undo\" is empty"));
        for (from, to, problem) in [
            ("plural = en", "plural = fr", "plural is en, ru, pl or none"),
            (
                "{player} to move",
                "{who} to move",
                "\"game.to move\" has no placeholder {who}",
            ),
            (
                "{player} to move",
                "{player to move",
                "\"game.to move\" opens a { that it does not close",
            ),
            (
                "Classic 3×3 | Five in a row",
                "Classic 3×3",
                "\"shell.modes\" lists 2 items, not 1",
            ),
            (
                "{positions|position|positions}",
                "{positions|positions}",
                "\"classic.search\" gives 1 forms of a word, and the language has 2",
            ),
        ] {
            let problem_seen = refused(&english.replace(from, to));
            assert!(
                problem_seen.ends_with(problem),
                "{from} -> {to}: {problem_seen}"
            );
        }
        // A part's lines are its own texts': the page reads past those of
        // five in a row, whose words are refused.
        for (from, to, problem) in [
            ("five.centre", "five.center", "unknown key \"five.center\""),
            ("five.keys do =", "five.keys =", "\"five.keys\" again"),
            (
                "Normal | Club | Advanced | Expert | Master | Grandmaster | Hard | Two players",
                "Normal | Hard | Two players",
                "\"five.opponents\" lists 10 items, not 5",
            ),
        ] {
            let file = english.replacen(from, to, 1);
            let page = Words::parse(&file).unwrap();
            let five = Words::<FiveText>::parse_part(&file, &page).unwrap_err();
            let five = five.to_string();
            assert!(five.ends_with(problem), "{from} -> {to}: {five}");
        }
    }
}
