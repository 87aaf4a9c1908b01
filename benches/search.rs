//! How far and how fast the Hard bot of five in a row searches in its
//! default 250 ms, natively on one core. Run with `cargo bench --bench search`
//! (`make bench` runs it too). It prints figures and asserts nothing.

use std::time::Instant;

use inarow::engine::five::search::{Budget, Position, Searcher};
use inarow::engine::five::Board;

/// The games `benches/wasm.mjs` reads too, so both search the same positions.
const GAMES: &str = include_str!("five_games.txt");

fn main() {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut searcher = Searcher::new(Searcher::DEFAULT_TABLE_BYTES);
    let games: Vec<Vec<&str>> = GAMES
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split(' ').collect())
        .collect();
    println!(
        "Hard bot, {} ms a move, positions from the {} games of benches/five_games.txt:",
        Budget::DEFAULT.ms(),
        games.len()
    );
    for moves in [10, 30, 60] {
        let (mut nodes, mut depths, mut longest, mut spent) = (0, Vec::new(), 0.0_f64, 0.0);
        for game in &games {
            let board: Board = game[..moves]
                .join(" ")
                .parse()
                .expect("a prefix of a game is a game");
            let before = clock();
            let thought = searcher
                .think(&Position::from_board(&board), Budget::DEFAULT, &clock)
                .expect("the game goes on");
            let took = clock() - before;
            longest = longest.max(took);
            spent += took;
            nodes += thought.nodes;
            depths.push(thought.depth);
        }
        depths.sort_unstable();
        println!(
            "after {moves} moves: {:.0}K positions/s, depth {}–{} (median {}), longest move {longest:.1} ms",
            nodes as f64 / spent,
            depths[0],
            depths[depths.len() - 1],
            depths[depths.len() / 2],
        );
    }
}
