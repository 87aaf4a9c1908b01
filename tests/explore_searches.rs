//! The explorer's other searches, negamax, depth-limited minimax and Monte
//! Carlo tree search, checked over every position where the game goes on
//! against a minimax written here on its own, with a maximiser and a
//! minimiser.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

mod common;
use common::positions_in_play;
use inarow::engine::classic::horizon::{open_lines, search};
use inarow::engine::classic::mcts::Mcts;
use inarow::engine::classic::negamax::full;
use inarow::engine::classic::{reference, Board, Cell, Outcome, Player};

/// The game's value for X, +10, 0 or -10: X takes the largest of its
/// moves' values, O the smallest.
fn minimax_for_x(board: Board, memo: &mut HashMap<Board, i8>) -> i8 {
    if let Some(&value) = memo.get(&board) {
        return value;
    }
    let value = match board.outcome() {
        Outcome::Won {
            winner: Player::X, ..
        } => 10,
        Outcome::Won { .. } => -10,
        Outcome::Draw => 0,
        Outcome::InProgress => {
            let values = board
                .empty_cells()
                .iter()
                .map(|cell| minimax_for_x(board.play(cell).unwrap(), memo));
            match board.to_move() {
                Player::X => values.max().unwrap(),
                Player::O => values.min().unwrap(),
            }
        }
    };
    memo.insert(board, value);
    value
}

/// The value for the side to move.
fn minimax(board: Board, memo: &mut HashMap<Board, i8>) -> i8 {
    let value = minimax_for_x(board, memo);
    match board.to_move() {
        Player::X => value,
        Player::O => -value,
    }
}

/// Each move of `board` with its value for the side to move.
fn move_values(board: Board, memo: &mut HashMap<Board, i8>) -> Vec<(Cell, i8)> {
    let moves = board.legal_moves().iter();
    moves
        .map(|cell| (cell, -minimax(board.play(cell).unwrap(), memo)))
        .collect()
}

/// Whether `cell` is one of the best moves of `board`.
fn optimal(board: Board, cell: Cell, memo: &mut HashMap<Board, i8>) -> bool {
    let values = move_values(board, memo);
    let best = values.iter().map(|&(_, value)| value).max();
    values.contains(&(cell, best.unwrap()))
}

#[test]
fn negamax_gives_minimaxs_values_over_the_same_tree() {
    let memo = &mut HashMap::new();
    for board in positions_in_play() {
        let found = full(board);
        assert_eq!(found.score, minimax(board, memo), "{board}");
        // Same tree, same count: the sign flip changes no visit.
        assert_eq!(found.nodes, reference::minimax(board).unwrap().nodes);
    }
    assert_eq!(full(Board::EMPTY).nodes, 549_946);
}

#[test]
fn the_depth_limited_search_at_depth_9_is_exact() {
    let memo = &mut HashMap::new();
    for board in positions_in_play() {
        let found = search(board, 9);
        let scores: Vec<(Cell, i8)> = found.moves.iter().map(|m| (m.cell, m.score)).collect();
        assert_eq!(scores, move_values(board, memo), "{board}");
        assert!(optimal(board, found.best.unwrap(), memo), "{board}");
    }
}

#[test]
fn a_short_horizon_misses_what_a_deeper_one_sees() {
    let memo = &mut HashMap::new();
    let positions = positions_in_play();
    let optimal_at = |depth| {
        positions
            .iter()
            .filter(|&&board| optimal(board, search(board, depth).best.unwrap(), memo))
            .count()
    };
    // From depth 6 every pick is a best move (depth 9's are checked above).
    let counts: Vec<usize> = (1..=6).map(optimal_at).collect();
    println!("optimal choices at depths 1 to 6: {counts:?} of 4,520");
    assert_eq!(counts, [3_986, 4_297, 4_420, 4_483, 4_506, 4_520]);
    // The evaluation is told apart from a win or a loss.
    assert!(positions.iter().all(|&board| open_lines(board).abs() <= 8));
    // X's first move: one ply sees the centre's four open lines, the others
    // fewer; at every depth the centre stays among the best.
    assert_eq!(open_lines("....X....".parse().unwrap()), -4);
    assert_eq!(search(Board::EMPTY, 1).best, Cell::new(4).ok());
}

#[test]
fn the_depth_limited_search_counts_every_position_it_visits() {
    // Depth 1 visits the board and its nine children.
    assert_eq!(search(Board::EMPTY, 1).nodes, 10);
    assert_eq!(search(Board::EMPTY, 2).nodes, 1 + 9 + 72);
    assert_eq!(search(Board::EMPTY, 9).nodes, 549_946);
    let done: Board = "XXXOO....".parse().unwrap();
    assert_eq!(
        (search(done, 3).moves.len(), search(done, 3).best),
        (0, None)
    );
}

#[test]
fn mcts_repeats_from_its_seed_and_steps_through_its_four_phases() {
    let board: Board = "O.XX.X.OO".parse().unwrap();
    let (mut one, mut two) = (Mcts::new(board, 7), Mcts::new(board, 7));
    let first = one.iterate();
    assert_eq!(first, two.iterate());
    // The first iteration selects nothing, the root having untried moves.
    assert!(first.selected.is_empty() && first.expanded.is_some());
    one.run(499);
    two.run(499);
    assert_eq!(one.children(), two.children());
    assert_eq!(one.iterations(), 500);
    let visits: u32 = one.children().iter().map(|child| child.visits).sum();
    assert_eq!(visits, 500);
    // Seed 002's position: 4 wins at once, 1 and 6 lose.
    assert_eq!(one.best(), Cell::new(4).ok());
    let mut other = Mcts::new(board, 8);
    other.run(500);
    assert_ne!(
        one.children(),
        other.children(),
        "another seed, another tree"
    );
    let done: Board = "XXXOO....".parse().unwrap();
    let mut over = Mcts::new(done, 1);
    let iteration = over.iterate();
    assert_eq!(
        (iteration.expanded, iteration.winner),
        (None, Some(Player::X))
    );
    assert_eq!((over.best(), over.children().len()), (None, 0));
}

#[test]
fn mcts_chooses_a_minimax_move_ever_more_often() {
    let memo = &mut HashMap::new();
    let positions: Vec<(Board, Vec<Cell>)> = positions_in_play()
        .into_iter()
        .map(|board| {
            let best = board.legal_moves().iter();
            let best = best.filter(|&cell| optimal(board, cell, memo)).collect();
            (board, best)
        })
        .collect();
    let marks = [100, 1_000, 10_000];
    // One tree a position, grown on from one mark to the next; the
    // positions shared among the cores, for a test of some 45 million
    // iterations.
    let optimal_in = |positions: &[(Board, Vec<Cell>)]| {
        let mut optimal_at = [0; 3];
        for (board, best) in positions {
            let mut tree = Mcts::new(*board, 1);
            for (mark, count) in marks.iter().zip(&mut optimal_at) {
                tree.run(mark - tree.iterations());
                *count += usize::from(best.contains(&tree.best().unwrap()));
            }
        }
        optimal_at
    };
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let optimal_at = std::thread::scope(|scope| {
        let shares: Vec<_> = positions
            .chunks(positions.len().div_ceil(cores))
            .map(|share| scope.spawn(move || optimal_in(share)))
            .collect();
        shares.into_iter().fold([0; 3], |sum, share| {
            let share = share.join().unwrap();
            [0, 1, 2].map(|i| sum[i] + share[i])
        })
    });
    println!("MCTS, seed 1, optimal at {marks:?} iterations: {optimal_at:?} of 4,520");
    assert_eq!(optimal_at, [4_436, 4_512, 4_520]);
}
