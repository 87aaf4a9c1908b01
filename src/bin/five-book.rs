//! Prints Hard's opening book, `src/engine/five/search/book/moves.rs`:
//! `cargo run --release --features tools --bin five-book -- --nodes 3000000 --replies 2`.

use tictactoe::tools::book::{generate, Settings};

fn main() -> std::process::ExitCode {
    let mut args = std::env::args().skip(1);
    let mut settings = Settings {
        nodes: 3_000_000,
        threads: 2,
        replies: 2,
    };
    while let Some(flag) = args.next() {
        let value = args.next().and_then(|value| value.parse::<u64>().ok());
        match (flag.as_str(), value) {
            ("--nodes", Some(value)) => settings.nodes = value,
            ("--threads", Some(value @ 1..=64)) => settings.threads = value as usize,
            ("--replies", Some(value @ 0..=5)) => settings.replies = value as usize,
            _ => {
                eprintln!("usage: five-book [--nodes N] [--threads 1-64] [--replies 0-5]");
                return std::process::ExitCode::from(2);
            }
        }
    }
    print!(
        "{}",
        generate(settings, &|done| eprint!("\r{done} positions searched"))
    );
    eprintln!();
    std::process::ExitCode::SUCCESS
}
