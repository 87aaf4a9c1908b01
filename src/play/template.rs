//! Filling the `{placeholders}` of a text: the words of every language and
//! the page's markup. It scans for braces alone, which keeps the search for
//! strings in strings out of the wasm modules.

/// `template` with each `{inside}` replaced by what `fill` writes for
/// `inside`; an unclosed `{` ends the text.
pub fn expand(template: &str, fill: &mut dyn FnMut(&str, &mut String)) -> String {
    let mut filled = String::with_capacity(template.len());
    let mut rest = template;
    while let Some((before, after)) = rest.split_once('{') {
        filled.push_str(before);
        let Some((inside, after)) = after.split_once('}') else {
            return filled;
        };
        fill(inside, &mut filled);
        rest = after;
    }
    filled.push_str(rest);
    filled
}

/// `parts` joined by `separator`.
pub fn join<'a>(parts: impl IntoIterator<Item = &'a str>, separator: &str) -> String {
    let mut joined = String::new();
    for (i, part) in parts.into_iter().enumerate() {
        if i > 0 {
            joined.push_str(separator);
        }
        joined.push_str(part);
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_and_the_rest_is_kept() {
        let mut upper = |inside: &str, out: &mut String| out.push_str(&inside.to_uppercase());
        assert_eq!(expand("a {b} c {d}", &mut upper), "a B c D");
        assert_eq!(expand("no braces", &mut upper), "no braces");
        assert_eq!(expand("{x}{y}", &mut upper), "XY");
        assert_eq!(expand("open {end", &mut upper), "open ");
        assert_eq!(join(["a", "b", "c"], ". "), "a. b. c");
        assert_eq!(join([], ". "), "");
    }
}
