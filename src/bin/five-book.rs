//! Prints Hard's opening book, `src/engine/five/search/book/moves.rs`:
//! `cargo run --release --features tools --bin five-book -- --nodes 3000000 --replies 2`.

use clap::Parser;
use inarow::tools::book::{generate, Options};

fn main() {
    let options = Options::parse();
    print!(
        "{}",
        generate(options, &|done| eprint!("\r{done} positions searched"))
    );
    eprintln!();
}
