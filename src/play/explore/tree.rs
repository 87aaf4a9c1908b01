//! The game tree as the explorer shows it: the position explored, its
//! moves one level at a time, the nodes the learner opened, and the one
//! that has the keyboard focus. Values are the maximiser's: the side to
//! move at the root maximises, its opponent minimises.

use std::collections::BTreeSet;
use std::fmt;

use crate::engine::classic::explore::{children, principal_variation};
use crate::engine::classic::{Board, Cell, Player};

/// A node: the moves from the root that reach it, the root being empty.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path(pub Vec<Cell>);

impl Path {
    /// The position the path reaches from `root`, if every move is legal.
    pub fn board(&self, root: Board) -> Option<Board> {
        self.0
            .iter()
            .try_fold(root, |board, &cell| board.play(cell).ok())
    }

    pub fn child(&self, cell: Cell) -> Path {
        let mut cells = self.0.clone();
        cells.push(cell);
        Path(cells)
    }

    pub fn parent(&self) -> Option<Path> {
        let (_, rest) = self.0.split_last()?;
        Some(Path(rest.to_vec()))
    }

    /// Plies from the root, which is at 0.
    pub fn depth(&self) -> usize {
        self.0.len()
    }
}

/// The cells' digits: "14" is cell 1, then cell 4.
impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|cell| write!(f, "{cell}"))
    }
}

/// One move as a row of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub path: Path,
    /// The cell played.
    pub cell: Cell,
    /// Who plays it.
    pub mover: Player,
    /// Whether the mover is the maximiser, the side to move at the root.
    pub maximising: bool,
    /// +10, 0 or -10 for the maximiser.
    pub value: i8,
    /// For the maximiser, 10 less the plies from the root until the game
    /// ends, with the sign of `value`: what makes a quick win better.
    pub depth_score: i8,
    /// Positions the full minimax visits from here, this one included.
    pub nodes: u64,
    /// Whether its moves show; `None` when the move ends the game.
    pub open: Option<bool>,
    /// Whether it is on the principal variation.
    pub principal: bool,
}

/// The most nodes open at once, the root aside: 64 show at most 9 + 64 × 8
/// = 521 rows. Every row is drawn again after each key, and each open node
/// runs the full minimax below each of its moves, so a tree without a bound
/// (a link that opens every node five plies deep shows 73,449 rows) would
/// take the page for seconds at every key. A person exploring opens a few
/// nodes; a link that asks for more is refused (see `link`).
pub const MAX_OPEN: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    root: Board,
    /// The nodes whose moves show, besides the root's, which always do: at
    /// most `MAX_OPEN`.
    open: BTreeSet<Path>,
    /// The node with the keyboard focus; the root when it has no moves.
    focus: Path,
    principal: Vec<Cell>,
}

impl Tree {
    /// The tree of `root` with its moves showing and the focus on the first.
    pub fn new(root: Board) -> Tree {
        let focus = root
            .legal_moves()
            .iter()
            .next()
            .map(|cell| Path(vec![cell]));
        Tree {
            root,
            open: BTreeSet::new(),
            focus: focus.unwrap_or_default(),
            principal: principal_variation(root),
        }
    }

    pub fn root(&self) -> Board {
        self.root
    }

    pub fn focus(&self) -> &Path {
        &self.focus
    }

    /// The open nodes, shallowest first.
    pub fn opened(&self) -> impl Iterator<Item = &Path> {
        self.open.iter()
    }

    /// The position at `path`, if it is a node of this tree.
    pub fn board(&self, path: &Path) -> Option<Board> {
        path.board(self.root)
    }

    /// Whether the moves of `path` show: the root's always do.
    pub fn is_open(&self, path: &Path) -> bool {
        path.0.is_empty() || self.open.contains(path)
    }

    /// Opens `path` and the nodes above it; false when it is no node with
    /// moves, or when that would open more than [`MAX_OPEN`] nodes in all,
    /// which leaves the tree as it was.
    pub fn open(&mut self, path: &Path) -> bool {
        if self
            .board(path)
            .is_none_or(|board| board.legal_moves().is_empty())
        {
            return false;
        }
        let closed = (1..=path.depth())
            .filter(|&depth| !self.open.contains(&Path(path.0[..depth].to_vec())))
            .count();
        if self.open.len() + closed > MAX_OPEN {
            return false;
        }
        let mut node = Some(path.clone());
        while let Some(path) = node.filter(|path| !path.0.is_empty()) {
            node = path.parent();
            self.open.insert(path);
        }
        true
    }

    /// Closes `path`, and the nodes below it with it; the focus, if it was
    /// below, comes up to it.
    pub fn close(&mut self, path: &Path) {
        self.open.retain(|open| !open.0.starts_with(&path.0));
        if self.focus.0.starts_with(&path.0) && !path.0.is_empty() {
            self.focus = path.clone();
        }
    }

    pub fn toggle(&mut self, path: &Path) {
        if self.is_open(path) {
            self.close(path);
        } else {
            self.open(path);
        }
    }

    /// Puts the focus on `path`, opening the nodes above it; false when it
    /// is no node below the root.
    pub fn set_focus(&mut self, path: &Path) -> bool {
        let Some(parent) = path.parent() else {
            return false;
        };
        if self.board(path).is_none() || (!parent.0.is_empty() && !self.open(&parent)) {
            return false;
        }
        self.focus = path.clone();
        true
    }

    /// The moves of `path` as rows, in cell order; none when the game is
    /// over there.
    pub fn rows(&self, path: &Path) -> Vec<Row> {
        let Some(board) = self.board(path) else {
            return Vec::new();
        };
        // At the root's side's turns the values are the maximiser's already.
        let maximising = path.depth().is_multiple_of(2);
        let sign = if maximising { 1 } else { -1 };
        let (depth, on_principal) = (path.depth(), self.principal.starts_with(&path.0));
        children(board)
            .into_iter()
            .map(|child| {
                let path = path.child(child.cell);
                let ends = board.with_mark(child.cell).legal_moves().is_empty();
                Row {
                    principal: on_principal && self.principal.get(depth) == Some(&child.cell),
                    open: (!ends).then(|| self.open.contains(&path)),
                    path,
                    cell: child.cell,
                    mover: board.to_move(),
                    maximising,
                    value: sign * child.score,
                    depth_score: sign * later(child.depth_score, depth),
                    nodes: child.nodes,
                }
            })
            .collect()
    }

    /// The value of `path` for the maximiser; none for the root or a path
    /// that is no node.
    pub fn value(&self, path: &Path) -> Option<i8> {
        let (&cell, _) = path.0.split_last()?;
        let rows = self.rows(&path.parent()?);
        rows.iter()
            .find(|row| row.cell == cell)
            .map(|row| row.value)
    }

    /// The rows that show, in the order the tree lists them: each open
    /// node's moves right below it.
    pub fn visible(&self) -> Vec<Path> {
        let mut paths = Vec::new();
        self.list(&Path::default(), &mut paths);
        paths
    }

    fn list(&self, path: &Path, paths: &mut Vec<Path>) {
        let moves = self
            .board(path)
            .map_or_else(Default::default, Board::legal_moves);
        for cell in moves {
            let child = path.child(cell);
            paths.push(child.clone());
            if self.open.contains(&child) {
                self.list(&child, paths);
            }
        }
    }

    /// What an arrow key, Home or End does to the focus and the open nodes,
    /// as an ARIA tree does it; false for any other key.
    pub fn key(&mut self, key: &str) -> bool {
        let visible = self.visible();
        let Some(at) = visible.iter().position(|path| *path == self.focus) else {
            return false;
        };
        let focus = &self.focus;
        let has_moves = self
            .board(focus)
            .is_some_and(|board| !board.legal_moves().is_empty());
        let next = match key {
            "ArrowUp" => visible.get(at.wrapping_sub(1)).cloned(),
            "ArrowDown" => visible.get(at + 1).cloned(),
            "Home" => visible.first().cloned(),
            "End" => visible.last().cloned(),
            "ArrowRight" if has_moves && !self.is_open(focus) => {
                let focus = focus.clone();
                self.open(&focus);
                None
            }
            "ArrowRight" => visible
                .get(at + 1)
                .filter(|path| path.parent().as_ref() == Some(focus))
                .cloned(),
            "ArrowLeft" if self.open.contains(focus) => {
                let focus = focus.clone();
                self.close(&focus);
                None
            }
            "ArrowLeft" => focus.parent().filter(|parent| !parent.0.is_empty()),
            _ => return false,
        };
        if let Some(next) = next {
            self.focus = next;
        }
        true
    }
}

/// A depth-adjusted score counted `plies` further from the root: a result
/// that comes later weighs less.
fn later(score: i8, plies: usize) -> i8 {
    score - score.signum() * plies as i8
}
