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
use std::marker::PhantomData;

use super::text::{Part, Table, Text, Texts};
use crate::play::template::{expand, join};

/// A language's words for the texts `T` of one part, the page's by default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words<T = Text> {
    plural: Plural,
    numbers: Numbers,
    /// Each text, in the order of `T::TABLE`.
    texts: Vec<String>,
    part: PhantomData<T>,
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

/// What is wrong, naming the key of the text at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    NoKey,
    UnknownKey(String),
    Again(&'static str),
    Missing(&'static str),
    UnknownPlural,
    Empty(&'static str),
    Items {
        key: &'static str,
        given: usize,
        wanted: usize,
    },
    UnknownPlaceholder {
        key: &'static str,
        name: String,
    },
    Unclosed(&'static str),
    Forms {
        key: &'static str,
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
            Problem::Missing(key) => return write!(f, "no \"{key}\""),
            Problem::Again(key) => (key, " again"),
            Problem::Empty(key) => (key, " is empty"),
            Problem::Unclosed(key) => (key, " opens a { that it does not close"),
            Problem::Items { key, given, wanted } => {
                return write!(f, "\"{key}\" lists {wanted} items, not {given}");
            }
            Problem::UnknownPlaceholder { key, name } => {
                return write!(f, "\"{key}\" has no placeholder {{{name}}}");
            }
            Problem::Forms { key, given, wanted } => {
                return write!(
                    f,
                    "\"{key}\" gives {given} forms of a word, and the language has {wanted}"
                );
            }
        };
        write!(f, "\"{key}\"{what}")
    }
}

impl Error for WordsError {}

/// The texts of `table` in a language file, in the table's order, and
/// the line of each. A line that is no `key = text`, a key of the table's
/// part missing, unknown or given twice, or a list of the wrong length is
/// refused; the texts of other parts are left to theirs. Blank lines and
/// `#` comments are skipped.
fn read(file: &str, table: &Table) -> Result<(Vec<String>, Vec<usize>), WordsError> {
    let mut texts: Vec<Option<String>> = vec![None; table.keys.len()];
    let mut lines = vec![0; table.keys.len()];
    // Trimmed of ASCII white space alone: a text may be a no-break space.
    for (line, content) in (1..).zip(file.lines()) {
        let content = content.trim_ascii();
        if content.is_empty() || content.starts_with('#') {
            continue;
        }
        let refuse = |problem| WordsError { line, problem };
        let (key, text) = content
            .split_once('=')
            .ok_or_else(|| refuse(Problem::NoKey))?;
        let (key, text) = (key.trim_ascii(), text.trim_ascii());
        if Part::of(key) != table.part {
            continue;
        }
        let index = table
            .keys
            .iter()
            .position(|&known| known == key)
            .ok_or_else(|| refuse(Problem::UnknownKey(key.to_string())))?;
        let (key, wanted) = (table.keys[index], usize::from(table.items[index]));
        let given = text.split('|').count();
        if wanted > 1 && given != wanted {
            return Err(refuse(Problem::Items { key, given, wanted }));
        }
        if texts[index].replace(text.to_string()).is_some() {
            return Err(refuse(Problem::Again(key)));
        }
        lines[index] = line;
    }
    let mut read = Vec::with_capacity(texts.len());
    for (&key, text) in table.keys.iter().zip(texts) {
        read.push(text.ok_or(WordsError {
            line: 0,
            problem: Problem::Missing(key),
        })?);
    }
    Ok((read, lines))
}

impl Words {
    /// The page's words of a language file, which say how the language
    /// counts and writes numbers too; an unknown plural rule is refused,
    /// and whatever `read` refuses. What each text says is for `lint`.
    pub fn parse(file: &str) -> Result<Words, WordsError> {
        let (texts, lines) = read(file, &Text::TABLE)?;
        let plural = Text::Plural.index();
        let plural = Plural::named(&texts[plural]).ok_or(WordsError {
            line: lines[plural],
            problem: Problem::UnknownPlural,
        })?;
        let numbers = Numbers {
            thousands: texts[Text::Thousands.index()].clone(),
            decimal: texts[Text::Decimal.index()].clone(),
        };
        Ok(Words {
            plural,
            numbers,
            texts,
            part: PhantomData,
        })
    }
}

impl<T: Texts> Words<T> {
    /// The words of a language file for the texts `T` of another part,
    /// refused as `read` says, in the language of `page`, its words from
    /// the same file.
    pub fn parse_part(file: &str, page: &Words) -> Result<Words<T>, WordsError> {
        Ok(Words {
            plural: page.plural,
            numbers: page.numbers.clone(),
            texts: read(file, &T::TABLE)?.0,
            part: PhantomData,
        })
    }

    /// What a translator got wrong in the texts, if anything: one said
    /// nothing, uses a placeholder it has not, or gives a word in as many
    /// forms as the language does not have. The tests lint every file the
    /// site serves; the page reads them without.
    pub fn lint(&self) -> Result<(), Problem> {
        let placeholders = T::TABLE.keys.iter().zip(T::PLACEHOLDERS);
        (placeholders.zip(&self.texts))
            .try_for_each(|((key, names), text)| check(key, names, text, self.plural))
    }

    /// The text of `key`, as the file has it.
    pub fn text(&self, key: T) -> &str {
        &self.texts[key.index()]
    }

    /// The items of a list.
    pub fn list(&self, key: T) -> impl Iterator<Item = &str> {
        self.text(key).split('|').map(str::trim_ascii)
    }

    /// `chosen`'s name in the list `key`, which names each of `all` in
    /// order.
    pub fn name<C: PartialEq>(&self, key: T, all: &[C], chosen: C) -> &str {
        let index = all.iter().position(|other| *other == chosen);
        self.list(key)
            .nth(index.unwrap_or_default())
            .unwrap_or_default()
    }

    pub fn numbers(&self) -> &Numbers {
        &self.numbers
    }

    /// `key`'s text with its placeholders filled by `args`.
    pub fn fill(&self, key: T, args: &[(&str, Arg)]) -> String {
        expand(self.text(key), &mut |inside, filled| {
            let mut parts = inside.split('|');
            let name = parts.next().unwrap_or_default();
            let arg = args
                .iter()
                .find(|(named, _)| *named == name)
                .map(|&(_, arg)| arg);
            match (arg, parts.next()) {
                (Some(Arg::Count(n)), Some(first)) => {
                    // The forms follow the name.
                    let form = inside.split('|').nth(1 + self.plural.form(n));
                    filled.push_str(form.unwrap_or(first));
                }
                (Some(Arg::Count(n)), None) => filled.push_str(&self.numbers.count(n)),
                (Some(Arg::Text(text)), _) => filled.push_str(text),
                (None, _) => {}
            }
        })
    }

    /// A text that says what failed: `key` takes an `{error}`.
    pub fn failure(&self, key: T, error: &str) -> String {
        self.fill(key, &[("error", Arg::Text(error))])
    }
}

/// What is wrong with `text` as `key`'s, if anything: nothing said, an
/// unknown placeholder, or forms that do not fit the language.
fn check(
    key: &'static str,
    placeholders: &[&str],
    text: &str,
    plural: Plural,
) -> Result<(), Problem> {
    if text.split('|').any(|item| item.trim_ascii().is_empty()) {
        return Err(Problem::Empty(key));
    }
    let mut rest = text;
    while let Some((_, after)) = rest.split_once('{') {
        let (inside, after) = after.split_once('}').ok_or(Problem::Unclosed(key))?;
        let mut parts = inside.split('|');
        let name = parts.next().unwrap_or_default();
        if !placeholders.contains(&name) {
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
