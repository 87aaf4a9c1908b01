//! Measures the ladder of five in a row's levels: each level against the
//! next and the one two above, then the Elo of each step with its 95%
//! interval. Run it with `make ladder`, or
//! `cargo run --release --features tools --bin five-ladder -- --games 100`.

fn main() -> std::process::ExitCode {
    use inarow::tools::ladder::{climb, describe, name, pairs, parse_args};

    let options = parse_args(std::env::args().skip(1)).unwrap_or_else(|error| error.exit());
    let names: Vec<String> = options.levels.iter().map(|&level| name(level)).collect();
    println!(
        "five-ladder: {}; {} games a pair over {} pairs, {} at once, seed {}",
        names.join(", "),
        options.games,
        pairs(&options.levels).len(),
        options.jobs,
        options.seed
    );
    let start = std::time::Instant::now();
    let ladder = climb(&options, |pair, result| {
        println!(
            "{} [{:.0} s]",
            describe(pair, result),
            start.elapsed().as_secs_f64()
        );
    });
    println!("\n{ladder}");
    println!("{:.0} s in all", start.elapsed().as_secs_f64());
    std::process::ExitCode::SUCCESS
}
