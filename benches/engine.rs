//! How fast the engine answers, natively. Run with `cargo bench --bench engine`
//! (or `make bench`, which also measures the wasm build). It prints figures
//! and asserts nothing: speed is measured here, not tested.

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/common/five.rs"]
mod five_common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use five_common::{bot_game, Rng};
use inarow::engine::classic::{perfect, reference, Board};
use inarow::engine::five::{normal, Board as FiveBoard};

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

    five_in_a_row();
}

/// The Normal bot of five in a row.
fn five_in_a_row() {
    // The first bot-against-bot game that lasts past 200 moves gives the
    // positions: the opening, the middle game, a crowded board.
    let (seed, game) = (0..)
        .map(|seed| (seed, bot_game(&mut Rng::new(seed), usize::MAX)))
        .find(|(_, game)| game.moves().len() > 200)
        .expect("some game lasts");
    println!(
        "positions from a bot-against-bot game of {} moves (seed {seed})",
        game.moves().len()
    );
    for moves in [10, 30, 60, 200] {
        let mut position = FiveBoard::new();
        for &point in &game.moves()[..moves] {
            position.play(point).unwrap();
        }
        let cells = normal::weights(&position).len();
        let weights = mean(200, || {
            black_box(normal::weights(black_box(&position)));
        });
        let best = mean(200, || {
            black_box(normal::best_move(black_box(&position), |n| n / 2).unwrap());
        });
        println!(
            "after {moves} moves, {cells} candidate cells: weights {weights:.2?}, best_move {best:.2?}"
        );
    }
}
