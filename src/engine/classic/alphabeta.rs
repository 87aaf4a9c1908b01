//! Alpha-beta: the reference minimax, with the same +10 / 0 / -10 values
//! for the side to move, that stops trying a position's moves as soon as
//! one of them shows the opponent would never let the game get there.
//!
//! Written as negamax over the window (alpha, beta): alpha is what the side
//! to move is already sure of elsewhere, beta the most that the opponent,
//! sure of as much elsewhere, lets it have here. The root starts with a
//! window wider than any score, the textbook's (-inf, +inf), so its value
//! is exact. Like the reference, it counts every position it visits, the
//! root included.

use super::{reference, rules, Board, Cell, CellSet, Outcome};

/// Which move a position tries first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Cells 0 to 8, as the reference minimax tries them.
    Cells,
    /// The rule player's ranking (`rules::preferred_order`): wins, blocks,
    /// forks, blocks of forks, the centre, the opposite corner, corners,
    /// sides. The best move tends to come first, and then cuts the rest.
    Rules,
}

impl Order {
    fn moves(self, board: Board) -> Vec<Cell> {
        match self {
            Order::Cells => board.empty_cells().iter().collect(),
            Order::Rules => rules::preferred_order(board),
        }
    }
}

/// What the pruned search found for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruned {
    /// +10, 0 or -10, as the reference scores the position.
    pub score: i8,
    /// Positions visited, the root included.
    pub nodes: u64,
}

/// Beyond every score, as the window's infinity.
pub const UNBOUNDED: i8 = reference::WIN + 1;

/// Searches `board` in `order`. A finished game is one node, scored as the
/// reference scores it.
pub fn alphabeta(board: Board, order: Order) -> Pruned {
    let mut nodes = 0;
    let score = run(board, order, &mut nodes);
    Pruned { score, nodes }
}

/// One position that alpha-beta visits, in the order it visits them: what a
/// learner steps through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    /// The visit of the position this one was reached from; none for the
    /// root.
    pub parent: Option<usize>,
    /// The move from the parent; none for the root.
    pub cell: Option<Cell>,
    /// Plies from the root.
    pub depth: usize,
    /// The window on entry, for the side to move here.
    pub alpha: i8,
    pub beta: i8,
    /// What the search returned, for the side to move here.
    pub score: i8,
    /// The moves left untried because one of them cut off the rest.
    pub cut: CellSet,
    /// The last visit of this position's subtree: itself for a leaf.
    pub last: usize,
}

/// Every position alpha-beta visits from `board` in `order`, root first,
/// in visiting order: as many as `alphabeta(board, order).nodes`.
pub fn trace(board: Board, order: Order) -> Vec<Visit> {
    let mut visits = Vec::new();
    let mut tracer = Tracer {
        visits: &mut visits,
        parent: None,
    };
    run(board, order, &mut tracer);
    visits
}

/// What the search tells as it goes: the positions it enters, and what it
/// found in each as it leaves.
trait Observer {
    fn enter(&mut self, cell: Option<Cell>, alpha: i8, beta: i8);
    fn leave(&mut self, score: i8, cut: CellSet);
}

/// Counting is all that `alphabeta` observes.
impl Observer for u64 {
    fn enter(&mut self, _: Option<Cell>, _: i8, _: i8) {
        *self += 1;
    }

    fn leave(&mut self, _: i8, _: CellSet) {}
}

/// Writes each visit down, keeping the one under way as the parent of the
/// next.
struct Tracer<'a> {
    visits: &'a mut Vec<Visit>,
    parent: Option<usize>,
}

impl Observer for Tracer<'_> {
    fn enter(&mut self, cell: Option<Cell>, alpha: i8, beta: i8) {
        let depth = self
            .parent
            .map_or(0, |parent| self.visits[parent].depth + 1);
        let index = self.visits.len();
        self.visits.push(Visit {
            parent: self.parent,
            cell,
            depth,
            alpha,
            beta,
            score: 0,
            cut: CellSet::EMPTY,
            last: index,
        });
        self.parent = Some(index);
    }

    fn leave(&mut self, score: i8, cut: CellSet) {
        let last = self.visits.len() - 1;
        let Some(index) = self.parent else { return };
        let visit = &mut self.visits[index];
        (visit.score, visit.cut, visit.last) = (score, cut, last);
        self.parent = visit.parent;
    }
}

/// Searches from the root with a window wider than any score.
fn run(board: Board, order: Order, observer: &mut impl Observer) -> i8 {
    observer.enter(None, -UNBOUNDED, UNBOUNDED);
    let (score, cut) = search(board, -UNBOUNDED, UNBOUNDED, order, observer);
    observer.leave(score, cut);
    score
}

/// The score for the side to move, held to [alpha, beta]: exact inside the
/// window, alpha when the position is no better than that, beta when it is
/// too good for the opponent to allow; and the moves a cut-off left
/// untried. `observer` has entered `board` already, and enters each move's
/// position here.
fn search(
    board: Board,
    mut alpha: i8,
    beta: i8,
    order: Order,
    observer: &mut impl Observer,
) -> (i8, CellSet) {
    match board.outcome() {
        Outcome::Won { .. } => return (reference::LOSS, CellSet::EMPTY),
        Outcome::Draw => return (reference::DRAW, CellSet::EMPTY),
        Outcome::InProgress => {}
    }
    let moves = order.moves(board);
    for (tried, &cell) in moves.iter().enumerate() {
        observer.enter(Some(cell), -beta, -alpha);
        let (reply, cut) = search(board.with_mark(cell), -beta, -alpha, order, observer);
        observer.leave(reply, cut);
        let score = -reply;
        if score >= beta {
            // A cut-off: the opponent, with a better line elsewhere, will
            // not let the game come here, so the other moves do not matter.
            return (beta, moves[tried + 1..].iter().copied().collect());
        }
        alpha = alpha.max(score);
    }
    (alpha, CellSet::EMPTY)
}
