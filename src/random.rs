//! The browser's random numbers, for the bot's choice among equal moves.

/// A number below `n`, uniformly at random (0 when `n` is 0).
pub(crate) fn below(n: usize) -> usize {
    (js_sys::Math::random() * n as f64) as usize
}
