//! Depth-limited minimax, as the searching levels of seed 004 think: look a
//! few plies ahead, and where the search stops short of the game's end,
//! guess with an evaluation. Too short a horizon and a threat beyond it
//! goes unseen, so the choice can change as the depth grows.

use super::negamax::negamax;
use super::{Board, Cell, LINES};

/// The open-lines evaluation for the side to move: the lines it can still
/// complete (none of the opponent's marks) less those the opponent can.
/// Between -8 and +8, so any win or loss the search sees outweighs it.
pub fn open_lines(board: Board) -> i8 {
    let player = board.to_move();
    let open = |blocker| {
        let blocked = board.marks(blocker);
        LINES
            .iter()
            .filter(|line| line.cells().iter().all(|&cell| !blocked.contains(cell)))
            .count() as i8
    };
    open(player.opponent()) - open(player)
}

/// A move and what the depth-limited search makes of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated {
    pub cell: Cell,
    /// For the side to move before the move: +10 a win, -10 a loss, and
    /// otherwise the evaluation at the horizon.
    pub score: i8,
}

/// What a search `depth` plies deep finds from a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Horizon {
    /// Each legal move in cell order: none when the game is over.
    pub moves: Vec<Rated>,
    /// The move it picks: the best score, the lowest cell among equals.
    pub best: Option<Cell>,
    /// Positions visited, the board included.
    pub nodes: u64,
}

/// Rates every move of `board` by a negamax `depth` plies deep, the move
/// itself the first ply (1 to 9; 9 reaches every game's end).
pub fn search(board: Board, depth: usize) -> Horizon {
    let mut nodes = 1;
    let moves: Vec<Rated> = board
        .legal_moves()
        .iter()
        .map(|cell| {
            let below = negamax(board.with_mark(cell), depth.saturating_sub(1), open_lines);
            nodes += below.nodes;
            Rated {
                cell,
                score: -below.score,
            }
        })
        .collect();
    // The first of the best: `max_by_key` would keep the last.
    let best = moves
        .iter()
        .rev()
        .max_by_key(|rated| rated.score)
        .map(|rated| rated.cell);
    Horizon { moves, best, nodes }
}
