//! What the five-in-a-row tests and benchmarks share.

use inarow::engine::five::{normal, Board};
pub use inarow::engine::rng::Rng;

/// Two Normal bots play from the empty board, ties broken by `rng`, until
/// `moves` moves are on the board or the game ends.
pub fn bot_game(rng: &mut Rng, moves: usize) -> Board {
    let mut board = Board::new();
    while board.moves().len() < moves && !board.outcome().is_over() {
        let point = normal::best_move(&board, |n| rng.below(n)).unwrap();
        board.play(point).unwrap();
    }
    board
}
