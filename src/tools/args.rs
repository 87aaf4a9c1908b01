//! What the tools' command lines share: words, and options that each take
//! a value.

use crate::engine::five::search::Budget;

/// A command line's words, then its options with their values.
pub type Split = (Vec<String>, Vec<(String, String)>);

/// The words of `args` that are not options, and each `--option` with the
/// value that follows it; an option without one is refused.
pub fn split(args: impl IntoIterator<Item = String>) -> Result<Split, String> {
    let (mut words, mut options) = (Vec::new(), Vec::new());
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            words.push(arg);
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        options.push((arg, value));
    }
    Ok((words, options))
}

/// `option`'s `value` as a whole number.
pub fn whole_number(option: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{option} takes a whole number, not \"{value}\""))
}

/// `option`'s milliseconds, `ms`, as a move's budget.
pub fn budget(option: &str, ms: u64) -> Result<Budget, String> {
    u32::try_from(ms)
        .ok()
        .and_then(Budget::from_ms)
        .ok_or_else(|| format!("{option} runs from 1 to {} ms", Budget::MAX_MS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_options_come_apart() {
        let args = "a --x 1 b --y two".split(' ').map(String::from);
        let (words, options) = split(args).unwrap();
        assert_eq!(words, ["a", "b"]);
        assert_eq!(
            options,
            [("--x".into(), "1".into()), ("--y".into(), "two".into())]
        );
        assert_eq!(
            split(["a".into(), "--x".into()]).unwrap_err(),
            "--x needs a value"
        );
        assert_eq!(whole_number("--x", "12"), Ok(12));
        assert_eq!(budget("--t", 250).map(Budget::ms), Ok(250));
        assert_eq!(budget("--t", 0).unwrap_err(), "--t runs from 1 to 60000 ms");
        assert_eq!(
            whole_number("--y", "two").unwrap_err(),
            "--y takes a whole number, not \"two\""
        );
    }
}
