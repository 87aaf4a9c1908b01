//! What the tests and the benchmarks share.

use tictactoe::engine::classic::Board;

/// All 3^9 strings of X, O and `.`, reachable or not.
pub fn all_board_strings() -> impl Iterator<Item = String> {
    (0..19_683u32).map(|mut n| {
        (0..9)
            .map(|_| {
                let symbol = ['.', 'X', 'O'][(n % 3) as usize];
                n /= 3;
                symbol
            })
            .collect()
    })
}

/// The 4,520 reachable positions where the game goes on.
#[allow(dead_code)] // Not every test crate that includes this module uses it.
pub fn positions_in_play() -> Vec<Board> {
    all_board_strings()
        .filter_map(|text| text.parse::<Board>().ok())
        .filter(|board| !board.outcome().is_over())
        .collect()
}
