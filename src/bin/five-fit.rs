//! Fits Hard's evaluation to a stronger brain's evaluations in match
//! records, and prints the weights as `pattern.rs` spells them. Run it with
//! `cargo run --release --features tools --bin five-fit -- --records DIR`.

use tictactoe::engine::five::search::census::{source, weights};
use tictactoe::engine::five::Area;
use tictactoe::tools::args::{split, whole_number};
use tictactoe::tools::fit::{divergence, examples, fit, MOVES};

const USAGE: &str = "\
usage: five-fit --records DIR [--records DIR ...] [--judge NAME] [--size N]
  --records DIR  five-match records of games the judge played
  --judge NAME   the judging brain's name in the records (pbrain-rapfi)
  --size N       the board the games were played on, N by N (20)

The positions before the judge's moves 4 to 80, each once, with the
evaluation it printed there, and the weights that predict it best.";

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("five-fit: {error}\n{USAGE}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let (words, options) = split(std::env::args().skip(1))?;
    if let Some(word) = words.first() {
        return Err(format!("unexpected \"{word}\""));
    }
    let (mut folders, mut judge, mut size) = (Vec::new(), "pbrain-rapfi".to_string(), 20);
    for (option, value) in options {
        match option.as_str() {
            "--records" => folders.push(value),
            "--judge" => judge = value,
            "--size" => size = whole_number(&option, &value)?,
            _ => return Err(format!("unknown option {option}")),
        }
    }
    let area = i32::try_from(size)
        .ok()
        .and_then(|side| Area::sized(side, side))
        .ok_or_else(|| format!("--size {size} is no board"))?;
    if folders.is_empty() {
        return Err("--records is needed".into());
    }
    let examples =
        examples(&folders, &judge, area).map_err(|e| format!("cannot read the records: {e}"))?;
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
