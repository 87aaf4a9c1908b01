//! Draws a set of match openings at random (every opening near the
//! centre, in a shuffled order) and keeps those a brain rates
//! close to even, printed as the rows of `arena::opening`'s table. Run it
//! with `make openings JUDGE=path/to/pbrain-rapfi`, or
//! `cargo run --release --features tools --bin five-openings -- --judge BRAIN`.

use clap::Parser;
use inarow::engine::five::search::Budget;
use inarow::engine::five::{Board, Rule};
use inarow::engine::rng::Rng;
use inarow::tools::arena::opening::{placed, shuffled};
use inarow::tools::arena::{Area, Conditions, PlayerSpec};
use inarow::tools::args;
use inarow::tools::judge::evaluate;

/// Draws openings of three stones near the centre, each unlike the others
/// up to the board's symmetries, and prints those
/// the judge rates within a margin of even, with its evaluation for O.
#[derive(Parser, Debug)]
#[command(name = "five-openings")]
struct Options {
    /// The brain that rates each opening, O to move (its `Eval N`)
    #[arg(long, value_name = "BRAIN", value_parser = args::player)]
    judge: PlayerSpec,
    /// Positions the judge searches an opening
    #[arg(long, value_name = "N", default_value_t = 200_000)]
    nodes: u64,
    /// Openings to keep
    #[arg(long, value_name = "N", default_value_t = 50, value_parser = args::at_least_one)]
    count: usize,
    /// Kept where the judge's evaluation is at most this far from 0
    #[arg(long, value_name = "E", default_value_t = 120)]
    margin: i32,
    /// Each stone at most this many cells from the centre, each way
    #[arg(long, value_name = "R", default_value_t = 2,
          value_parser = clap::value_parser!(i32).range(1..=4))]
    within: i32,
    /// The seed of the draws
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
}

fn main() -> std::process::ExitCode {
    let options: Options = args::parse(std::env::args_os().skip(1)).unwrap_or_else(|e| e.exit());
    let area = Area::sized(20, 20).expect("a brain's board");
    let conditions = Conditions {
        area,
        budget: Budget::MAX,
        max_moves: 400,
        nodes: Some(options.nodes),
        memory: None,
    };
    let mut judge = match options.judge.join(conditions, options.seed) {
        Ok(judge) => judge,
        Err(fault) => {
            eprintln!("five-openings: {}: {}", options.judge.name(), fault.detail);
            return std::process::ExitCode::FAILURE;
        }
    };
    let centre = area.centre();
    let mut rng = Rng::new(options.seed);
    let mut kept = 0;
    let candidates = shuffled(&mut rng, options.within);
    for (drawn, &offsets) in candidates.iter().enumerate() {
        let board = placed(offsets, Board::with(Rule::Freestyle, area), centre);
        let eval = match evaluate(judge.as_mut(), &board) {
            Ok((_, eval)) => eval,
            Err(fault) => {
                eprintln!("five-openings: {}: {}", options.judge.name(), fault.detail);
                return std::process::ExitCode::FAILURE;
            }
        };
        if eval.abs() <= options.margin {
            kept += 1;
            let [a, o, b] = offsets;
            println!("    [{a:?}, {o:?}, {b:?}], // {eval:+}");
        }
        eprintln!("{kept} kept of {} drawn", drawn + 1);
        if kept == options.count {
            return std::process::ExitCode::SUCCESS;
        }
    }
    eprintln!(
        "five-openings: only {kept} of the {} openings are within the margin",
        candidates.len()
    );
    std::process::ExitCode::FAILURE
}
