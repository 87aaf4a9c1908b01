//! What the five-in-a-row tests and benchmarks share.

use tictactoe::engine::five::{normal, Board};

/// SplitMix64: a tiny deterministic generator, so that random games repeat.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n`, which must not be 0.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

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
