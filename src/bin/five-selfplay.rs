//! Plays the games the learned evaluation is fitted on: Hard against
//! itself from random openings, written a game a line. Run it with
//! `make selfplay`, or
//! `cargo run --release --features tools --bin five-selfplay -- --games 1000 --out FILE`.

fn main() -> std::process::ExitCode {
    use inarow::tools::args::parse;
    use inarow::tools::selfplay::{run, Options};

    let options: Options = parse(std::env::args().skip(1)).unwrap_or_else(|error| error.exit());
    let file = match std::fs::File::create(&options.out) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("five-selfplay: {}: {error}", options.out.display());
            return std::process::ExitCode::FAILURE;
        }
    };
    let start = std::time::Instant::now();
    let result = run(&options, &mut std::io::BufWriter::new(file), |written| {
        if written % 100 == 0 || written == options.games {
            eprintln!("{written} games [{:.0} s]", start.elapsed().as_secs_f64());
        }
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("five-selfplay: {}: {error}", options.out.display());
            std::process::ExitCode::FAILURE
        }
    }
}
