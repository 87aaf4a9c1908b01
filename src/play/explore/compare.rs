//! The algorithms side by side on the explored position: the positions
//! each visits, the move it picks, and whether minimax rates that move
//! best. The full searches run once a root; the depth-limited search and
//! MCTS again when the learner changes their depth or iterations.

use super::Explorer;
use crate::engine::classic::alphabeta::{trace, Order};
use crate::engine::classic::explore::{children, search_counts, SearchCounts};
use crate::engine::classic::horizon::{search, Horizon};
use crate::engine::classic::mcts::{Iteration, Mcts};
use crate::engine::classic::negamax::FULL;
use crate::engine::classic::{Board, Cell, CellSet};

/// MCTS's seed, the same for every position so that a run repeats.
pub const SEED: u64 = 1;

/// What one algorithm did on the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub nodes: u64,
    pub choice: Option<Cell>,
    pub optimal: bool,
}

pub struct Figures {
    root: Board,
    pub counts: SearchCounts,
    /// Minimax's best moves.
    best: CellSet,
    /// Full minimax, negamax, alpha-beta in cell order and ordered.
    full: [Verdict; 4],
    pub horizon: (usize, Horizon),
    /// The tree after the iterations asked, and the last iteration.
    pub mcts: (u32, Mcts, Option<Iteration>),
}

impl Figures {
    pub fn new(explorer: &Explorer) -> Figures {
        let root = explorer.tree.root();
        let moves = children(root);
        let top = moves.iter().map(|child| child.score).max();
        let best: CellSet = moves
            .iter()
            .filter(|child| Some(child.score) == top)
            .map(|child| child.cell)
            .collect();
        let counts = search_counts(root);
        let verdict = |nodes, choice| verdict(best, nodes, choice);
        let negamax = search(root, FULL);
        let pruned = |order| {
            let visits = trace(root, order);
            // The first move to reach the root's value is the one it keeps.
            let choice = visits
                .iter()
                .find(|visit| visit.parent == Some(0) && -visit.score == visits[0].score)
                .and_then(|visit| visit.cell);
            verdict(visits.len() as u64, choice)
        };
        let mut figures = Figures {
            root,
            full: [
                verdict(counts.minimax, best.iter().next()),
                verdict(negamax.nodes, negamax.best),
                pruned(Order::Cells),
                pruned(Order::Rules),
            ],
            counts,
            best,
            horizon: (explorer.depth, search(root, explorer.depth)),
            mcts: (0, Mcts::new(root, SEED), None),
        };
        figures.update(explorer);
        figures
    }

    pub fn root(&self) -> Board {
        self.root
    }

    /// Brings the figures up to what `explorer` shows, computing again
    /// only what changed.
    pub fn update(&mut self, explorer: &Explorer) {
        if explorer.tree.root() != self.root {
            *self = Figures::new(explorer);
            return;
        }
        if self.horizon.0 != explorer.depth {
            self.horizon = (explorer.depth, search(self.root, explorer.depth));
        }
        let wanted = explorer.iterations;
        if self.mcts.0 != wanted {
            // A tree grows on: one behind grows the rest of the way, and
            // the last iteration is kept to show its four phases.
            if self.mcts.0 > wanted {
                self.mcts = (0, Mcts::new(self.root, SEED), None);
            }
            let tree = &mut self.mcts.1;
            tree.run(wanted.saturating_sub(self.mcts.0 + 1));
            self.mcts.2 = (wanted > 0).then(|| tree.iterate());
            self.mcts.0 = wanted;
        }
    }

    /// Full minimax, negamax, alpha-beta in cell order and ordered, the
    /// depth-limited search and MCTS, in that order.
    pub fn verdicts(&self) -> [Verdict; 6] {
        let [minimax, negamax, plain, ordered] = self.full;
        let (horizon, mcts) = (&self.horizon.1, &self.mcts.1);
        let verdict = |nodes, choice| verdict(self.best, nodes, choice);
        [
            minimax,
            negamax,
            plain,
            ordered,
            verdict(horizon.nodes, horizon.best),
            verdict(mcts.size() as u64, mcts.best()),
        ]
    }
}

/// A move's verdict: whether it is one of minimax's `best`.
fn verdict(best: CellSet, nodes: u64, choice: Option<Cell>) -> Verdict {
    Verdict {
        nodes,
        choice,
        optimal: choice.is_some_and(|cell| best.contains(cell)),
    }
}
