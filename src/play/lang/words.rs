//! One language's words, read from its file (`www/lang/*.txt`), and the
//! filling of their placeholders.
//!
//! A file has a `key = text` line for every `Text`, and may have blank
//! lines and `#` comments. In a text, `{name}` stands for what the page
//! fills in, and `{name|form|form…}` for the word that agrees with the
//! number `name`, one form for each of the language's plural forms. A list
//! separates its items with `|`.

use std::error::Error;
use std::fmt;

use super::text::{Part, Text};
use crate::play::template::{expand, join};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The module whose words these are.
    part: Part,
    plural: Plural,
    numbers: Numbers,
    /// Each `Text`'s text, in the order of `Text::ALL`; empty for those
    /// of the modules that `part` does not speak.
    texts: Vec<String>,
}

/// How a language chooses the form of a word that agrees with a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plural {
    /// One form for 1, another for other numbers.
    English,
    /// One for 1, 21, 31…; few for 2-4, 22-24…; many for the rest.
    Russian,
    /// One for 1 alone; few for 2-4, 22-24…; many for the rest.
    Polish,
    /// The same form for every number.
    None,
}

/// How a language writes numbers: "59,705" and "0.2" in English,
/// "59 705" and "0,2" in Russian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Numbers {
    thousands: String,
    decimal: String,
}

/// What fills a placeholder.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Text(&'a str),
    /// A number, written the language's way and counted by its plural
    /// forms.
    Count(u64),
}

/// Why a language file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordsError {
    /// The line, counted from 1, or 0 for the file as a whole.
    pub line: usize,
    pub problem: Problem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    NoKey,
    UnknownKey(String),
    Again(Text),
    Missing(Text),
    UnknownPlural,
    Empty(Text),
    Items {
        key: Text,
        given: usize,
    },
    UnknownPlaceholder {
        key: Text,
        name: String,
    },
    Unclosed(Text),
    Forms {
        key: Text,
        given: usize,
        wanted: usize,
    },
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        let (key, what) = match &self.problem {
            Problem::NoKey => return f.write_str("a line is key = text"),
            Problem::UnknownPlural => return f.write_str("plural is en, ru, pl or none"),
            Problem::UnknownKey(key) => return write!(f, "unknown key \"{key}\""),
            Problem::Missing(key) => return write!(f, "no \"{}\"", key.key()),
            Problem::Again(key) => (key, " again"),
            Problem::Empty(key) => (key, " is empty"),
            Problem::Unclosed(key) => (key, " opens a { that it does not close"),
            Problem::Items { key, given } => {
                let items = key.items();
                return write!(f, "\"{}\" lists {items} items, not {given}", key.key());
            }
            Problem::UnknownPlaceholder { key, name } => {
                return write!(f, "\"{}\" has no placeholder {{{name}}}", key.key());
            }
            Problem::Forms { key, given, wanted } => {
                let key = key.key();
                return write!(
                    f,
                    "\"{key}\" gives {given} forms of a word, and the language has {wanted}"
                );
            }
        };
        write!(f, "\"{}\"{what}", key.key())
    }
}

impl Error for WordsError {}

impl Words {
    /// The words of a language file that the module of `part` speaks; a
    /// key of those missing, a key unknown or given twice, a list of the
    /// wrong length or an unknown plural rule is refused. What each text
    /// says is for `lint`.
    pub fn parse(file: &str, part: Part) -> Result<Words, WordsError> {
        let mut texts: Vec<Option<String>> = vec![None; Text::ALL.len()];
        let mut lines: Vec<usize> = vec![0; Text::ALL.len()];
        // Trimmed of ASCII white space alone: a text may be a no-break space.
        for (number, line) in (1..).zip(file.lines()) {
            let line = line.trim_ascii_start();
            if line.trim_ascii().is_empty() || line.starts_with('#') {
                continue;
            }
            let refuse = |problem| WordsError {
                line: number,
                problem,
            };
            let (key, text) = line.split_once('=').ok_or_else(|| refuse(Problem::NoKey))?;
            let key = key.trim_ascii();
            let index = Text::ALL
                .iter()
                .position(|text| text.key() == key)
                .ok_or_else(|| refuse(Problem::UnknownKey(key.to_string())))?;
            let text = text.trim_ascii().to_string();
            if texts[index].replace(text).is_some() {
                return Err(refuse(Problem::Again(Text::ALL[index])));
            }
            lines[index] = number;
        }
        let mut read = Vec::with_capacity(Text::ALL.len());
        for ((text, &key), &line) in texts.into_iter().zip(Text::ALL).zip(&lines) {
            // A list the file gives has its length, whichever module speaks it.
            if let Some(text) = &text {
                let given = text.split('|').count();
                if key.items() > 1 && given != key.items() {
                    let problem = Problem::Items { key, given };
                    return Err(WordsError { line, problem });
                }
            }
            read.push(match text {
                Some(text) => text,
                None if part.speaks(key.part()) => {
                    let problem = Problem::Missing(key);
                    return Err(WordsError { line: 0, problem });
                }
                None => String::new(),
            });
        }
        let texts = read;
        let plural = Plural::named(&texts[0]).ok_or(WordsError {
            line: lines[0],
            problem: Problem::UnknownPlural,
        })?;
        let numbers = Numbers {
            thousands: texts[index(Text::Thousands)].clone(),
            decimal: texts[index(Text::Decimal)].clone(),
        };
        Ok(Words {
            part,
            plural,
            numbers,
            texts,
        })
    }

    /// What a translator got wrong in the texts, if anything: one said
    /// nothing, uses a placeholder it has not, or gives a word in as many
    /// forms as the language does not have. The tests lint every file the
    /// site serves; the page reads them without.
    pub fn lint(&self) -> Result<(), Problem> {
        Text::ALL
            .iter()
            .zip(&self.texts)
            .filter(|(key, _)| self.part.speaks(key.part()))
            .try_for_each(|(&key, text)| check(key, text, self.plural))
    }

    /// The text of `key`, as the file has it.
    pub fn text(&self, key: Text) -> &str {
        &self.texts[index(key)]
    }

    /// The items of a list.
    pub fn list(&self, key: Text) -> impl Iterator<Item = &str> {
        self.text(key).split('|').map(str::trim_ascii)
    }

    pub fn numbers(&self) -> &Numbers {
        &self.numbers
    }

    /// `key`'s text with its placeholders filled by `args`.
    pub fn fill(&self, key: Text, args: &[(&str, Arg)]) -> String {
        expand(self.text(key), &mut |inside, filled| {
            let mut parts = inside.split('|');
            let name = parts.next().unwrap_or_default();
            let arg = args
                .iter()
                .find(|(named, _)| *named == name)
                .map(|&(_, arg)| arg);
            match (arg, parts.next()) {
                (Some(Arg::Count(n)), Some(first)) => {
                    let mut forms = std::iter::once(first).chain(parts);
                    filled.push_str(forms.nth(self.plural.form(n)).unwrap_or(first));
                }
                (Some(Arg::Count(n)), None) => filled.push_str(&self.numbers.count(n)),
                (Some(Arg::Text(text)), _) => filled.push_str(text),
                (None, _) => {}
            }
        })
    }
}

fn index(key: Text) -> usize {
    Text::ALL
        .iter()
        .position(|&text| text == key)
        .unwrap_or_default()
}

/// What is wrong with `text` as `key`'s, if anything: nothing said, an
/// unknown placeholder, or forms that do not fit the language.
fn check(key: Text, text: &str, plural: Plural) -> Result<(), Problem> {
    if text.split('|').any(|item| item.trim_ascii().is_empty()) {
        return Err(Problem::Empty(key));
    }
    let mut rest = text;
    while let Some((_, after)) = rest.split_once('{') {
        let (inside, after) = after.split_once('}').ok_or(Problem::Unclosed(key))?;
        let mut parts = inside.split('|');
        let name = parts.next().unwrap_or_default();
        if !key.placeholders().contains(&name) {
            let name = name.to_string();
            return Err(Problem::UnknownPlaceholder { key, name });
        }
        let given = parts.count();
        if given > 0 && given != plural.forms() {
            let wanted = plural.forms();
            return Err(Problem::Forms { key, given, wanted });
        }
        rest = after;
    }
    Ok(())
}

impl Plural {
    fn named(name: &str) -> Option<Plural> {
        match name {
            "en" => Some(Plural::English),
            "ru" => Some(Plural::Russian),
            "pl" => Some(Plural::Polish),
            "none" => Some(Plural::None),
            _ => None,
        }
    }

    const fn forms(self) -> usize {
        match self {
            Plural::English => 2,
            Plural::Russian | Plural::Polish => 3,
            Plural::None => 1,
        }
    }

    /// Which form agrees with `n`, from 0.
    fn form(self, n: u64) -> usize {
        let few = matches!(n % 10, 2..=4) && !matches!(n % 100, 12..=14);
        match self {
            Plural::English => usize::from(n != 1),
            Plural::Russian if n % 10 == 1 && n % 100 != 11 => 0,
            Plural::Polish if n == 1 => 0,
            Plural::Russian | Plural::Polish if few => 1,
            Plural::Russian | Plural::Polish => 2,
            Plural::None => 0,
        }
    }
}

impl Numbers {
    /// `n` with its digits grouped in threes.
    pub fn count(&self, n: u64) -> String {
        let digits = n.to_string();
        let mut grouped = String::new();
        for (i, digit) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                grouped.push_str(&self.thousands);
            }
            grouped.push(digit);
        }
        grouped
    }

    /// `x`, not negative, with one decimal. Worked out in whole tenths,
    /// which keeps the float formatting code out of the wasm module.
    pub fn decimal(&self, x: f64) -> String {
        let tenths = (x * 10.0).round() as u64;
        let (whole, tenth) = (self.count(tenths / 10), (tenths % 10).to_string());
        join([whole.as_str(), tenth.as_str()], &self.decimal)
    }

    /// `ms` milliseconds as seconds, with no more decimals than they need:
    /// 0.1, 0.25, 1.
    pub fn seconds(&self, ms: u32) -> String {
        let whole = self.count(u64::from(ms / 1000));
        let fraction = format!("{:03}", ms % 1000);
        match fraction.trim_end_matches('0') {
            "" => whole,
            digits => format!("{whole}{}{digits}", self.decimal),
        }
    }
}
