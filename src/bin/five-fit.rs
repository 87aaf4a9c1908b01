//! Fits Hard's evaluation to a stronger brain's evaluations in match
//! records, or to the results of Hard's games against itself, or both,
//! and writes the fitted tables (`weights.rs`). Run it with `make fit`, or
//! `cargo run --release --features tools --bin five-fit -- --games FILE`.

use clap::Parser;
use inarow::engine::five::search::census::{source, weights};
use inarow::tools::args;
use inarow::tools::fit::{divergence, fit, judged, played, Options, MOVES};
use inarow::tools::selfplay::{gather, write_fitted};

fn main() -> std::process::ExitCode {
    args::finish("five-fit", run(&Options::parse()))
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
    let [fitted, held] = gather(&options.games, |file| played(file, options.result))?;
    examples.extend(fitted);
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
    write_fitted(&options.out, &source(&fitted), start)
}
