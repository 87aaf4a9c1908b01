//! How an error message quotes what it was given: never more than a short
//! prefix, so that a megabyte of garbage gets a message of one short line.

/// The most of a bad input an error message quotes, in characters.
pub const QUOTED: usize = 24;

/// `text`, cut after `QUOTED` characters with "..." when it is longer.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_string(),
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
            format!("{}...", "é".repeat(QUOTED))
        );
    }
}
