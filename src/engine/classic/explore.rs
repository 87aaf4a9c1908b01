//! What a learner exploring the game tree sees of a position: each move's
//! values and the size of the tree below it, and how much of the tree each
//! search visits.

use super::alphabeta::{alphabeta, Order};
use super::{perfect, Board, Cell, Symmetry};

/// One legal move and what the full minimax finds below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Child {
    pub cell: Cell,
    /// +10, 0 or -10 for the side to move before the move, as the
    /// reference and `perfect::move_scores` score it.
    pub score: i8,
    /// 10 less the plies until the game ends, this move included, with the
    /// sign of `score`: +9 wins with this move, -8 loses to the reply
    /// (`perfect::Score::depth_adjusted`, what the perfect player ranks by).
    pub depth_score: i8,
    /// Positions the reference minimax visits from the board after the
    /// move, that board included: 1 when the move ends the game.
    pub nodes: u64,
}

/// Every legal move of `board` in cell order; none when the game is over.
pub fn children(board: Board) -> Vec<Child> {
    // A finished game has no moves, hence no scores.
    let scores = perfect::move_scores(board).unwrap_or([None; Cell::COUNT]);
    let mut tree = Tree::default();
    Cell::ALL
        .into_iter()
        .zip(scores)
        .filter_map(|(cell, score)| {
            let score = score?;
            Some(Child {
                cell,
                score: score.minimax(),
                depth_score: score.depth_adjusted(),
                nodes: tree.size(board.with_mark(cell)),
            })
        })
        .collect()
}

/// The line of play where both sides play their best move, the lowest cell
/// among equals, from `board` to the end: the quickest win, the slowest
/// loss, or a draw on a full board. Empty when the game is over.
pub fn principal_variation(board: Board) -> Vec<Cell> {
    let mut line = Vec::new();
    let mut position = board;
    while let Some(cell) = perfect::best_moves(position)
        .ok()
        .and_then(|best| best.iter().next())
    {
        line.push(cell);
        position = position.with_mark(cell);
    }
    line
}

/// How much of the game tree below a board each search visits, the board
/// included. From the empty board: 549,946, 18,297, 1,652, 5,478 and 765.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchCounts {
    /// The full minimax of the reference: every position of every line of
    /// play, a position reached by several orders of moves once per order.
    pub minimax: u64,
    /// Alpha-beta trying cells 0 to 8 in turn (`Order::Cells`).
    pub alphabeta: u64,
    /// Alpha-beta trying the rule player's preferred moves first
    /// (`Order::Rules`).
    pub alphabeta_ordered: u64,
    /// Distinct positions: what a search that remembers each position it
    /// has solved visits.
    pub positions: usize,
    /// Distinct positions when a board and its turns and mirror images
    /// (`Symmetry`) count as one.
    pub positions_up_to_symmetry: usize,
}

/// The counts from `board`; all 1 when the game is over.
pub fn search_counts(board: Board) -> SearchCounts {
    let mut tree = Tree::default();
    let minimax = tree.size(board);
    SearchCounts {
        minimax,
        alphabeta: alphabeta(board, Order::Cells).nodes,
        alphabeta_ordered: alphabeta(board, Order::Rules).nodes,
        positions: tree.positions.len(),
        positions_up_to_symmetry: tree.classes(),
    }
}

/// The game tree below the boards asked about, each distinct position
/// counted once with the size of its own tree, so that the reference's half
/// a million visits take a few thousand steps.
struct Tree {
    /// By `Board::key`: the size of each position's tree once known, else 0.
    sizes: Vec<u64>,
    /// The positions met, each once.
    positions: Vec<Board>,
}

impl Default for Tree {
    fn default() -> Tree {
        Tree {
            sizes: vec![0; Board::KEYS],
            positions: Vec::new(),
        }
    }
}

impl Tree {
    /// Positions the reference minimax visits from `board`, `board` included.
    fn size(&mut self, board: Board) -> u64 {
        let key = board.key();
        if self.sizes[key] == 0 {
            let below: u64 = board
                .legal_moves()
                .iter()
                .map(|cell| self.size(board.with_mark(cell)))
                .sum();
            self.sizes[key] = 1 + below;
            self.positions.push(board);
        }
        self.sizes[key]
    }

    /// How many of the positions met are distinct up to symmetry: each one
    /// whose images were not met before starts a class of its own.
    fn classes(&self) -> usize {
        let mut seen = vec![false; Board::KEYS];
        let mut classes = 0;
        for board in &self.positions {
            if !seen[board.key()] {
                classes += 1;
                for symmetry in Symmetry::ALL {
                    seen[board.transformed(symmetry).key()] = true;
                }
            }
        }
        classes
    }
}
