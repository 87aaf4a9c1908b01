//! The native clock the Hard bot reads: milliseconds since it was made.

use std::time::Instant;

pub fn wall_clock() -> impl Fn() -> f64 + Send + 'static {
    let start = Instant::now();
    move || start.elapsed().as_secs_f64() * 1e3
}
