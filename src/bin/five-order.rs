//! Fits Hard's move order to the moves its searches chose in its games
//! against itself, and writes the fitted values (`move_values.rs`). Run it
//! with `make order`, or `cargo run --release --features tools --bin
//! five-order -- --games FILE`.

use clap::Parser;
use inarow::tools::args;
use inarow::tools::order::{best_scale, examples, fit, in_use, quality, source, Options};
use inarow::tools::selfplay::{gather, write_fitted};

fn main() -> std::process::ExitCode {
    args::finish("five-order", run(&Options::parse()))
}

fn run(options: &Options) -> Result<(), String> {
    let start = std::time::Instant::now();
    let [fitted, held] = gather(&options.games, examples)?;
    if fitted.is_empty() {
        return Err("no position to fit".into());
    }
    let before = in_use();
    let scale = best_scale(&fitted, &before);
    let after = fit(&fitted, &before, scale);
    println!("the values in use read at a scale of {scale:.1}");
    for (name, set) in [("fitted", &fitted), ("held out", &held)] {
        let (loss_before, first_before) = quality(set, &before, scale);
        let (loss_after, first_after) = quality(set, &after, scale);
        println!(
            "{name}: log-loss {loss_before:.4} then {loss_after:.4}, chosen move first {:.1} % then {:.1} % of {}",
            100.0 * first_before,
            100.0 * first_after,
            set.len()
        );
    }
    write_fitted(&options.out, &source(&after), start)
}
