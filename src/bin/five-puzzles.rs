//! Writes the built-in puzzles of five in a row (www/puzzles.txt) from
//! seeded self-play games, each win checked by a deeper search. Run it
//! with `make puzzles`, or
//! `cargo run --release --features tools --bin five-puzzles -- --games 100`.

fn main() -> std::process::ExitCode {
    use inarow::tools::puzzles::{counts, make, parse_args, write};

    let options = parse_args(std::env::args().skip(1)).unwrap_or_else(|error| error.exit());
    let start = std::time::Instant::now();
    let puzzles = make(&options, |rules, games, kept| {
        println!(
            "{rules}: {games} games, {kept} puzzles [{:.0} s]",
            start.elapsed().as_secs_f64()
        );
    });
    if let Err(error) = std::fs::write(&options.out, write(&options, &puzzles)) {
        eprintln!("five-puzzles: {}: {error}", options.out.display());
        return std::process::ExitCode::FAILURE;
    }
    println!("\n{}", counts(&puzzles));
    println!(
        "{} puzzles written to {} in {:.0} s",
        puzzles.len(),
        options.out.display(),
        start.elapsed().as_secs_f64()
    );
    std::process::ExitCode::SUCCESS
}
