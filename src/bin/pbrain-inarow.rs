//! The Gomocup brain: the Hard bot over the Piskvork protocol on standard
//! input and output. Build it with
//! `cargo build --release --features tools --bin pbrain-inarow`.

fn main() -> std::process::ExitCode {
    use inarow::tools::gomocup::{serve, Brain};
    use inarow::tools::wall_clock::wall_clock;

    let mut brain = Brain::new(Box::new(wall_clock()));
    match serve(
        &mut brain,
        std::io::BufReader::new(std::io::stdin()),
        std::io::stdout().lock(),
    ) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        // The manager closed the pipes: no one is left to tell.
        Err(_) => std::process::ExitCode::FAILURE,
    }
}
