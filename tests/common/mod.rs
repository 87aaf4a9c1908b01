//! What the tests and the benchmarks share.

use tictactoe::engine::classic::{Board, CellSet, Outcome, Player};

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

/// Plays the bot, as `bot`, against every line of its opponent and with every
/// choice among the cells `moves` allows it, and returns how many games
/// ended; panics, naming the board, if the bot ever loses.
#[allow(dead_code)]
pub fn never_loses(board: Board, bot: Player, moves: &impl Fn(Board) -> CellSet) -> u64 {
    match board.outcome() {
        Outcome::Won { winner, .. } => {
            assert_eq!(winner, bot, "the bot lost: {board}");
            return 1;
        }
        Outcome::Draw => return 1,
        Outcome::InProgress => {}
    }
    let choices = if board.to_move() == bot {
        moves(board)
    } else {
        board.legal_moves()
    };
    choices
        .iter()
        .map(|cell| never_loses(board.play(cell).unwrap(), bot, moves))
        .sum()
}
