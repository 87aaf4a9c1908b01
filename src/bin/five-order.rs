//! Fits Hard's move order to the moves its searches chose in its games
//! against itself, and writes the fitted values (`move_values.rs`). Run it
//! with `make order`, or `cargo run --release --features tools --bin
//! five-order -- --games FILE`.

use clap::Parser;
use inarow::tools::order::{best_scale, examples, fit, in_use, quality, source, Options};

fn main() -> std::process::ExitCode {
    match run(&Options::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("five-order: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run(options: &Options) -> Result<(), String> {
    let start = std::time::Instant::now();
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for file in &options.games {
        let [to_fit, out] = examples(file)?;
        println!(
            "{}: {} positions to fit, {} held out",
            file.display(),
            to_fit.len(),
            out.len()
        );
        fitted.extend(to_fit);
        held.extend(out);
    }
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
    std::fs::write(&options.out, source(&after))
        .map_err(|e| format!("{}: {e}", options.out.display()))?;
    println!(
        "written to {} in {:.0} s",
        options.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
