//! Timing in the browser, for the figures the page shows about its bot.

/// Milliseconds from the page's clock. Browsers coarsen it (to 0.1 ms in
/// Chromium), which is why `mean_micros` repeats what it times.
fn now() -> f64 {
    crate::web::dom::window()
        .performance()
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}

/// The mean time of one call of `task`, in microseconds: it runs over and
/// over for about 2 ms, as one call takes far less than the clock's step.
pub fn mean_micros(mut task: impl FnMut()) -> f64 {
    const SPAN_MS: f64 = 2.0;
    const MAX_RUNS: u32 = 100_000;
    let start = now();
    let mut runs = 0;
    while runs < MAX_RUNS && (runs == 0 || now() - start < SPAN_MS) {
        task();
        runs += 1;
    }
    (now() - start) * 1000.0 / f64::from(runs)
}
