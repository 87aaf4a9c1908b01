//! How fast the engine answers, natively. Run with `cargo bench --bench engine`
//! (or `make bench`, which also measures the wasm build). It prints figures
//! and asserts nothing: speed is measured here, not tested.

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use tictactoe::engine::classic::{perfect, reference, Board};

/// The mean time of `f` over `runs` calls.
fn mean(runs: u32, mut f: impl FnMut()) -> Duration {
    let start = Instant::now();
    for _ in 0..runs {
        f();
    }
    start.elapsed() / runs
}

fn main() {
    // The perfect player solves the game on first use; that happens once.
    let solve = mean(1, || {
        black_box(perfect::score(black_box(Board::EMPTY)));
    });
    println!("perfect player, solving all 5,478 positions on first use: {solve:.2?}");

    let positions = common::positions_in_play();
    let rounds = 200;
    let per_round = mean(rounds, || {
        for &board in &positions {
            black_box(perfect::best_move(black_box(board), |n| n / 2).unwrap());
        }
    });
    let per_move = per_round / positions.len() as u32;
    println!(
        "perfect player, best move over all {} positions in play: {per_move:.2?} per move",
        positions.len()
    );

    let mut nodes = 0;
    let search = mean(10, || {
        nodes = black_box(reference::minimax(black_box(Board::EMPTY)).unwrap()).nodes;
    });
    println!("reference minimax from the empty board: {search:.2?} ({nodes} positions)");
}
