//! Fits Hard's evaluation to a stronger brain's evaluations in match
//! records, and prints the weights as `pattern.rs` spells them. Run it with
//! `cargo run --release --features tools --bin five-fit -- --records DIR`.

use clap::Parser;
use inarow::engine::five::search::census::{source, weights};
use inarow::tools::fit::{divergence, examples, fit, Options, MOVES};

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
    let judge = &options.judge;
    let examples = examples(&options.records.folders, judge, options.size)
        .map_err(|e| format!("cannot read the records: {e}"))?;
    if examples.is_empty() {
        return Err(format!(
            "the records hold no evaluation of {judge}'s at moves {MOVES:?}"
        ));
    }
    let fitted = fit(&examples);
    println!(
        "{} positions; divergence from {judge}'s evaluations:",
        examples.len()
    );
    println!(
        "  the weights in use {:.4}, fitted {:.4}",
        divergence(&examples, &weights()),
        divergence(&examples, &fitted)
    );
    print!("{}", source(&fitted));
    Ok(())
}
