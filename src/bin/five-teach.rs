//! Rewrites a file of self-play games with a stronger brain's static
//! evaluations of their quiet positions, for `five-fit` to learn from. Run
//! it with `make teach TEACHER=path/to/pbrain-rapfi`, or
//! `cargo run --release --features tools --bin five-teach -- --games FILE --teacher BRAIN --out FILE`.

fn main() -> std::process::ExitCode {
    use inarow::tools::args::parse;
    use inarow::tools::teach::{run, Options};

    let options: Options = parse(std::env::args().skip(1)).unwrap_or_else(|error| error.exit());
    let start = std::time::Instant::now();
    let result = run(&options, |games| {
        if games % 1000 == 0 {
            eprintln!("{games} games [{:.0} s]", start.elapsed().as_secs_f64());
        }
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("five-teach: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
