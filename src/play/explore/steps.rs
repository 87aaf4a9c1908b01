//! The step-by-step walk through one alpha-beta search, in the order it
//! visits positions: where it stands, the window (α, β) at each position on
//! the way, what each finished position returned, and the moves a cut-off
//! skipped. Values are the maximiser's, as in the tree.

use super::Path;
use crate::engine::classic::alphabeta::{trace, Order, Visit};
use crate::engine::classic::{Board, CellSet};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Steps {
    order: Order,
    visits: Vec<Visit>,
    /// The visit shown.
    at: usize,
}

/// What a step shows of a position on the way to the current one: its
/// window, the moves it has tried so far, and those it cut, once it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub node: usize,
    pub tried: Vec<usize>,
    pub cut: CellSet,
}

/// How far the search is with a visited position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// The position the step shows.
    Current,
    /// Its subtree is under way.
    Searching,
    /// It returned this value, for the maximiser.
    Returned(i8),
}

impl Steps {
    /// The search of `root` in `order`, at its first step.
    pub fn new(root: Board, order: Order) -> Steps {
        Steps {
            order,
            visits: trace(root, order),
            at: 0,
        }
    }

    pub fn order(&self) -> Order {
        self.order
    }

    pub fn at(&self) -> usize {
        self.at
    }

    /// How many steps: the positions the search visits.
    pub fn len(&self) -> usize {
        self.visits.len()
    }

    pub fn is_empty(&self) -> bool {
        self.visits.is_empty()
    }

    /// Goes to step `at`; false, staying, when there is none.
    pub fn go(&mut self, at: usize) -> bool {
        let exists = at < self.visits.len();
        if exists {
            self.at = at;
        }
        exists
    }

    pub fn forward(&mut self) -> bool {
        self.go(self.at + 1)
    }

    pub fn back(&mut self) -> bool {
        self.at.checked_sub(1).is_some_and(|at| self.go(at))
    }

    pub fn is_last(&self) -> bool {
        self.at + 1 == self.visits.len()
    }

    pub fn visit(&self, index: usize) -> &Visit {
        &self.visits[index]
    }

    /// The window (α, β) on entering visit `index`, for the maximiser:
    /// negamax keeps it for the side to move, which at odd depths is the
    /// minimiser, whose (α, β) is the maximiser's (-β, -α).
    pub fn window(&self, index: usize) -> (i8, i8) {
        let visit = &self.visits[index];
        match visit.depth % 2 {
            0 => (visit.alpha, visit.beta),
            _ => (-visit.beta, -visit.alpha),
        }
    }

    /// How far the search is with visit `index` at the current step.
    pub fn known(&self, index: usize) -> Known {
        let visit = &self.visits[index];
        if index == self.at {
            Known::Current
        } else if self.at >= visit.last {
            let sign = if visit.depth.is_multiple_of(2) { 1 } else { -1 };
            Known::Returned(sign * visit.score)
        } else {
            Known::Searching
        }
    }

    /// The positions from the root to the current one, each with the moves
    /// tried so far and, once the cut-off has come, the moves cut.
    pub fn plies(&self) -> Vec<Ply> {
        let mut nodes = vec![self.at];
        while let Some(parent) = self.visits[nodes[nodes.len() - 1]].parent {
            nodes.push(parent);
        }
        nodes
            .into_iter()
            .rev()
            .map(|node| {
                let visit = &self.visits[node];
                let tried = (node + 1..=self.at.min(visit.last))
                    .filter(|&index| self.visits[index].parent == Some(node))
                    .collect();
                let cut = match self.at >= visit.last {
                    true => visit.cut,
                    false => CellSet::EMPTY,
                };
                Ply { node, tried, cut }
            })
            .collect()
    }
}

impl Steps {
    /// The moves from the root to visit `index`.
    pub fn path(&self, index: usize) -> Path {
        let mut cells = Vec::new();
        let mut at = Some(index);
        while let Some(visit) = at.map(|index| &self.visits[index]) {
            cells.extend(visit.cell);
            at = visit.parent;
        }
        cells.reverse();
        Path(cells)
    }

    /// The first step at `path`; none when the search never goes there,
    /// a cut-off having skipped it.
    pub fn find(&self, path: &Path) -> Option<usize> {
        (0..self.visits.len()).find(|&index| self.path(index) == *path)
    }

    /// The nodes that the cut-offs so far have skipped.
    pub fn skipped(&self) -> Vec<Path> {
        (0..=self.at)
            .filter(|&index| self.at >= self.visits[index].last)
            .flat_map(|index| {
                let path = self.path(index);
                self.visits[index]
                    .cut
                    .iter()
                    .map(move |cell| path.child(cell))
            })
            .collect()
    }
}
