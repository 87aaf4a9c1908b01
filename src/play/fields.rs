//! The text form of what the page saves: `key=value` pairs joined by `;`.
//! Storage may hold anything (an older version, another page on the same
//! origin, a hand edit), so reading is strict and all or nothing.

use super::template::join;

/// The pairs of `text`, or `None` unless every part is a `key=value` pair.
pub fn parse(text: &str) -> Option<Vec<(&str, &str)>> {
    text.split(';').map(|part| part.split_once('=')).collect()
}

/// `pairs` as text that `parse` reads back.
pub fn format<K: AsRef<str>>(pairs: impl IntoIterator<Item = (K, String)>) -> String {
    let pairs: Vec<String> = pairs
        .into_iter()
        .map(|(key, value)| join([key.as_ref(), value.as_str()], "="))
        .collect();
    join(pairs.iter().map(String::as_str), ";")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_read_back() {
        let text = format([("a", "1".to_string()), ("b", "x/y".to_string())]);
        assert_eq!(text, "a=1;b=x/y");
        assert_eq!(parse(&text), Some(vec![("a", "1"), ("b", "x/y")]));
    }

    #[test]
    fn anything_else_is_refused() {
        for text in ["", "a", "a=1;b", "{\"a\":1}", "a=1;"] {
            assert_eq!(parse(text), None, "{text:?}");
        }
    }
}
