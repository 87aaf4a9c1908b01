//! Fits Hard's evaluation to a stronger brain's evaluations in match
//! records, or to the results of Hard's games against itself, or both,
//! and writes the fitted tables (`weights.rs`). Run it with `make fit`, or
//! `cargo run --release --features tools --bin five-fit -- --games FILE`.

use clap::Parser;
use inarow::engine::five::search::census::{source, weights};
use inarow::tools::fit::{divergence, fit, judged, played, Example, Options, MOVES};

fn main() -> std::process::ExitCode {
    match run(&Options::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("five-fit: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run(options: &Options) -> Result<(), String> {
    let start = std::time::Instant::now();
    let judge = &options.judge;
    let mut examples = judged(&options.records, judge, options.size)
        .map_err(|e| format!("cannot read the records: {e}"))?;
    if !options.records.is_empty() {
        println!(
            "{} positions judged by {judge} at moves {MOVES:?}",
            examples.len()
        );
    }
    let mut held: Vec<Example> = Vec::new();
    for file in &options.games {
        let [fitted, out] = played(file, options.result)?;
        println!(
            "{}: {} positions to fit, {} held out",
            file.display(),
            fitted.len(),
            out.len()
        );
        examples.extend(fitted);
        held.extend(out);
    }
    if examples.is_empty() {
        return Err("no position to fit".into());
    }
    let before = weights();
    let fitted = fit(&examples, &before);
    println!(
        "divergence, the weights in use then fitted: {:.4} then {:.4} on the {} fitted",
        divergence(&examples, &before),
        divergence(&examples, &fitted),
        examples.len()
    );
    if !held.is_empty() {
        println!(
            "                                            {:.4} then {:.4} on the {} held out",
            divergence(&held, &before),
            divergence(&held, &fitted),
            held.len()
        );
    }
    std::fs::write(&options.out, source(&fitted))
        .map_err(|e| format!("{}: {e}", options.out.display()))?;
    println!(
        "written to {} in {:.0} s",
        options.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
