//! What the tests and the benchmarks share.

use std::collections::HashMap;

use inarow::engine::classic::explore::Child;
use inarow::engine::classic::{reference, Board, Cell, CellSet, Outcome, Player};

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

/// What the reference minimax finds of the side to move playing `cell`: the
/// move's +10 / 0 / -10 value, minus the reply's, and the positions it
/// visits from the board after the move, that board included.
#[allow(dead_code)]
pub fn reference_move(board: Board, cell: Cell) -> (i8, u64) {
    let child = board.play(cell).unwrap();
    match reference::minimax(child) {
        Ok(reply) => (-reply.score, reply.nodes),
        Err(_) if child.outcome() == Outcome::Draw => (reference::DRAW, 1),
        Err(_) => (reference::WIN, 1),
    }
}

/// An independent solver for the depth rule: the game's result for the side
/// to move (1, 0 or -1) and how many plies it lasts, with a quick win and a
/// slow loss preferred.
#[allow(dead_code)]
pub fn result_and_length(board: Board, memo: &mut HashMap<Board, (i8, u8)>) -> (i8, u8) {
    if let Some(&known) = memo.get(&board) {
        return known;
    }
    let found = match board.outcome() {
        Outcome::Won { .. } => (-1, 0),
        Outcome::Draw => (0, 0),
        Outcome::InProgress => board
            .legal_moves()
            .iter()
            .map(|cell| {
                let (result, length) = result_and_length(board.play(cell).unwrap(), memo);
                (-result, length + 1)
            })
            .max_by_key(|&(result, length)| {
                // A win is better the shorter it is, a loss the longer.
                (result, -i16::from(result) * i16::from(length))
            })
            .unwrap(),
    };
    memo.insert(board, found);
    found
}

/// Each legal move of `board` in cell order, as the reference minimax and
/// the independent solver (for the depth-adjusted score) find it.
#[allow(dead_code)]
pub fn reference_children(board: Board, memo: &mut HashMap<Board, (i8, u8)>) -> Vec<Child> {
    let children = board.legal_moves().iter().map(|cell| {
        let (score, nodes) = reference_move(board, cell);
        let (result, length) = result_and_length(board.play(cell).unwrap(), memo);
        let plies = i8::try_from(length).unwrap() + 1;
        Child {
            cell,
            score,
            // The move's result less one for each ply, the move included.
            depth_score: -result * (reference::WIN - plies),
            nodes,
        }
    });
    children.collect()
}
