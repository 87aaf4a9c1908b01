//! How an error message quotes what it was given: never more than a short
//! prefix, so that a megabyte of garbage gets a message of one short line.

/// The most of a bad input an error message quotes, in characters.
pub const QUOTED: usize = 24;

/// `text`, cut after `QUOTED` characters with "..." when it is longer.
/// Beyond ASCII it is isolated (U+2068 … U+2069): right-to-left letters or
/// direction marks in it then cannot reorder the sentence that quotes it.
pub fn excerpt(text: &str) -> String {
    let cut = match text.char_indices().nth(QUOTED) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_string(),
    };
    match cut.is_ascii() {
        true => cut,
        false => format!("\u{2068}{cut}\u{2069}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_between_characters() {
        assert_eq!(excerpt("1;1"), "1;1");
        assert_eq!(excerpt(&"1".repeat(QUOTED)), "1".repeat(QUOTED));
        assert_eq!(
            excerpt(&"1".repeat(1 << 20)),
            format!("{}...", "1".repeat(QUOTED))
        );
        // Never inside a character.
        assert_eq!(
            excerpt(&"é".repeat(QUOTED + 1)),
            format!("\u{2068}{}...\u{2069}", "é".repeat(QUOTED))
        );
    }

    #[test]
    fn a_quote_beyond_ascii_is_isolated_from_the_sentence_around_it() {
        let reversing = "h8\u{202E}8h";
        assert_eq!(excerpt(reversing), format!("\u{2068}{reversing}\u{2069}"));
        assert_eq!(excerpt("h8"), "h8");
    }
}
