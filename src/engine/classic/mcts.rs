//! Monte Carlo tree search over the classic board, seeded so that it
//! repeats. Each iteration walks down the tree it has grown, by UCT, to a
//! position with a move not tried yet (selection), adds that move's
//! position (expansion), plays random moves from it to the game's end
//! (simulation) and counts the result in every position on the way
//! (backpropagation). Its choice, the move tried most, approaches
//! minimax's as the iterations grow, with no evaluation at all.

use super::{Board, Cell, CellSet, Outcome, Player};
use crate::engine::rng::Rng;

/// UCT's weight on trying little-tried moves: √2, the textbook's.
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

struct Node {
    board: Board,
    parent: Option<usize>,
    /// The move from the parent; none for the root.
    cell: Option<Cell>,
    children: Vec<usize>,
    /// Legal moves not expanded yet.
    untried: CellSet,
    visits: u32,
    /// Half-points of the player who moved into this position: 2 a win, 1
    /// a draw.
    points: u32,
}

/// One iteration, as a learner steps through it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The moves from the root that selection followed.
    pub selected: Vec<Cell>,
    /// The move whose position expansion added; none when selection ended
    /// on a finished game.
    pub expanded: Option<Cell>,
    /// The random moves of the simulation, after the expanded one.
    pub simulated: Vec<Cell>,
    /// Who won the simulated game; none for a draw.
    pub winner: Option<Player>,
}

/// A move of the root and what the search has learnt of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stats {
    pub cell: Cell,
    pub visits: u32,
    /// The mean result for the side to move at the root: 1 a win, ½ a
    /// draw, 0 a loss; 0 until visited.
    pub value: f64,
}

/// The tree grown from one board with one seed.
pub struct Mcts {
    nodes: Vec<Node>,
    rng: Rng,
}

impl Mcts {
    pub fn new(root: Board, seed: u64) -> Mcts {
        Mcts {
            nodes: vec![Node::new(root, None, None)],
            rng: Rng::new(seed),
        }
    }

    /// Iterations run so far: the root's visits.
    pub fn iterations(&self) -> u32 {
        self.nodes[0].visits
    }

    /// Positions in the tree grown so far, the root included.
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    /// Runs `count` iterations.
    pub fn run(&mut self, count: u32) {
        for _ in 0..count {
            self.iterate();
        }
    }

    /// Runs one iteration, and tells what it did.
    pub fn iterate(&mut self) -> Iteration {
        let mut at = 0;
        let mut selected = Vec::new();
        while self.nodes[at].untried.is_empty() && !self.nodes[at].children.is_empty() {
            at = self.select(at);
            selected.extend(self.nodes[at].cell);
        }
        let expanded = self.expand(at);
        if let Some(child) = expanded {
            at = child;
        }
        let (simulated, outcome) = self.simulate(self.nodes[at].board);
        let winner = match outcome {
            Outcome::Won { winner, .. } => Some(winner),
            _ => None,
        };
        self.backpropagate(at, winner);
        Iteration {
            selected,
            expanded: expanded.and_then(|child| self.nodes[child].cell),
            simulated,
            winner,
        }
    }

    /// The root's moves, in cell order, once tried.
    pub fn children(&self) -> Vec<Stats> {
        let root = &self.nodes[0];
        // Cell by cell rather than sorted: a sort costs the wasm module
        // kilobytes.
        Cell::ALL
            .iter()
            .filter_map(|&cell| {
                let child = root
                    .children
                    .iter()
                    .map(|&child| &self.nodes[child])
                    .find(|node| node.cell == Some(cell))?;
                Some(Stats {
                    cell,
                    visits: child.visits,
                    value: f64::from(child.points) / 2.0 / f64::from(child.visits.max(1)),
                })
            })
            .collect()
    }

    /// The move tried most, the lowest cell among equals; none before the
    /// first iteration or when the game is over.
    pub fn best(&self) -> Option<Cell> {
        let children = self.children();
        children
            .iter()
            .rev()
            .max_by_key(|stats| stats.visits)
            .map(|stats| stats.cell)
    }

    /// The child of `at` with the highest upper confidence bound: its mean
    /// result for the player choosing, plus a bonus for being little tried.
    fn select(&self, at: usize) -> usize {
        let log = f64::from(self.nodes[at].visits).ln();
        let bound = |&child: &usize| {
            let node = &self.nodes[child];
            let visits = f64::from(node.visits);
            f64::from(node.points) / 2.0 / visits + EXPLORATION * (log / visits).sqrt()
        };
        let children = &self.nodes[at].children;
        // The first of the highest, for a choice that does not depend on
        // how floats compare their equals.
        children.iter().fold(children[0], |best, child| {
            if bound(child) > bound(&best) {
                *child
            } else {
                best
            }
        })
    }

    /// Adds the position of a random untried move of `at`, if it has one.
    fn expand(&mut self, at: usize) -> Option<usize> {
        let untried = self.nodes[at].untried;
        let cell = untried.iter().nth(self.rng.below(untried.len()))?;
        let board = self.nodes[at].board.with_mark(cell);
        self.nodes[at].untried = untried.iter().filter(|&other| other != cell).collect();
        let child = self.nodes.len();
        self.nodes.push(Node::new(board, Some(at), Some(cell)));
        self.nodes[at].children.push(child);
        Some(child)
    }

    /// Random moves from `board` to the game's end.
    fn simulate(&mut self, mut board: Board) -> (Vec<Cell>, Outcome<super::Line>) {
        let mut moves = Vec::new();
        loop {
            let legal = board.legal_moves();
            let Some(cell) = legal.iter().nth(self.rng.below(legal.len())) else {
                return (moves, board.outcome());
            };
            moves.push(cell);
            board = board.with_mark(cell);
        }
    }

    /// Counts the game's result in `at` and every position above it, each
    /// for the player who moved into it.
    fn backpropagate(&mut self, at: usize, winner: Option<Player>) {
        let mut next = Some(at);
        while let Some(at) = next {
            let node = &mut self.nodes[at];
            node.visits += 1;
            let mover = node.board.to_move().opponent();
            node.points += match winner {
                None => 1,
                Some(winner) if winner == mover => 2,
                Some(_) => 0,
            };
            next = node.parent;
        }
    }
}

impl Node {
    fn new(board: Board, parent: Option<usize>, cell: Option<Cell>) -> Node {
        Node {
            board,
            parent,
            cell,
            children: Vec::new(),
            untried: board.legal_moves(),
            visits: 0,
            points: 0,
        }
    }
}
