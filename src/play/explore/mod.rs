//! The minimax explorer, in pure Rust: which nodes of the game tree are
//! open and which has the focus (`tree`), the step-by-step walk through one
//! alpha-beta search (`steps`), the shared link that holds both (`link`),
//! the other algorithms side by side (`compare`), the quiz (`quiz`), and
//! what it says in each language (`words`).

mod compare;
mod link;
mod quiz;
mod steps;
mod tree;
mod words;

pub use compare::{Figures, Verdict, SEED};
pub use link::LinkError;
pub use quiz::Quiz;
pub use steps::{Known, Ply, Steps};
pub use tree::{Path, Row, Tree, MAX_OPEN};
pub use words::{board_error, bound, signed};

use crate::engine::classic::alphabeta::Order;
use crate::engine::classic::Board;

/// All the explorer shows: the tree, the search stepped through if one
/// is, the depth-limited search's depth, MCTS's iterations and the quiz.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explorer {
    pub tree: Tree,
    pub steps: Option<Steps>,
    /// Plies the depth-limited search looks ahead, 1 to 9.
    pub depth: usize,
    /// MCTS's iterations so far, at most [`MAX_ITERATIONS`].
    pub iterations: u32,
    /// The quiz, when the learner predicts values before they show.
    pub quiz: Option<Quiz>,
    /// Whether the board names its empty cells.
    pub names: bool,
}

/// The depth-limited search's depth until the learner picks one: deep
/// enough to see a win and a block, short of a fork.
pub const DEFAULT_DEPTH: usize = 2;

/// The most iterations MCTS runs: enough for its choice to settle.
pub const MAX_ITERATIONS: u32 = 10_000;

impl Explorer {
    /// `root`'s tree, with no search stepped through.
    pub fn new(root: Board) -> Explorer {
        Explorer {
            tree: Tree::new(root),
            steps: None,
            depth: DEFAULT_DEPTH,
            iterations: 0,
            quiz: None,
            names: false,
        }
    }

    /// Steps through the search in `order` from its first step, or stops
    /// stepping when `order` is `None`.
    pub fn step_through(&mut self, order: Option<Order>) {
        self.steps = order.map(|order| Steps::new(self.tree.root(), order));
        self.follow();
    }

    /// Moves the step by `go`, and the tree's focus with it.
    pub fn step(&mut self, go: impl FnOnce(&mut Steps) -> bool) {
        if let Some(steps) = &mut self.steps {
            go(steps);
        }
        self.follow();
    }

    /// Steps from the node in focus: to the search's visit of it, if the
    /// search goes there; false when a cut-off skips it.
    pub fn step_from_focus(&mut self) -> bool {
        let focus = self.tree.focus().clone();
        let steps = self.steps.as_mut();
        steps.is_some_and(|steps| steps.find(&focus).is_some_and(|at| steps.go(at)))
    }

    /// The node the board shows: the step's, when stepping, else the one
    /// in focus.
    pub fn shown(&self) -> Path {
        match &self.steps {
            Some(steps) => steps.path(steps.at()),
            None => self.tree.focus().clone(),
        }
    }

    /// Puts the tree's focus on the step's node, so that the tree marks it;
    /// the root, which no item shows, leaves the focus where it is.
    fn follow(&mut self) {
        let path = self.shown();
        if path.depth() > 0 {
            self.tree.set_focus(&path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::classic::alphabeta::alphabeta;
    use crate::engine::classic::Cell;

    fn path(digits: &str) -> Path {
        Path(
            digits
                .bytes()
                .map(|b| Cell::new((b - b'0') as usize).unwrap())
                .collect(),
        )
    }

    fn seed_002() -> Tree {
        Tree::new("O.XX.X.OO".parse().unwrap())
    }

    /// A row's cell, side, value, depth score, nodes, openness and whether
    /// it is on the principal variation.
    type Shown = (usize, bool, i8, i8, u64, Option<bool>, bool);

    fn shown(rows: &[Row]) -> Vec<Shown> {
        rows.iter()
            .map(|r| {
                (
                    r.cell.index(),
                    r.maximising,
                    r.value,
                    r.depth_score,
                    r.nodes,
                    r.open,
                    r.principal,
                )
            })
            .collect()
    }

    #[test]
    fn seed_002s_moves_and_replies_are_the_maximisers_values() {
        let mut tree = seed_002();
        assert_eq!(
            shown(&tree.rows(&Path::default())),
            [
                (1, true, -10, -8, 3, Some(false), false),
                (4, true, 10, 9, 1, None, true),
                (6, true, -10, -8, 4, Some(false), false),
            ]
        );
        assert!(tree.open(&path("6")));
        // O's replies to 6: 1 lets X win at 4, so for X it is worth +10;
        // 4 wins for O at once, two plies from the root.
        assert_eq!(
            shown(&tree.rows(&path("6"))),
            [
                (1, false, 10, 7, 2, Some(false), false),
                (4, false, -10, -8, 1, None, false)
            ]
        );
    }

    #[test]
    fn the_arrow_keys_walk_the_tree_as_aria_says() {
        let mut tree = seed_002();
        assert_eq!(tree.focus(), &path("1"));
        let mut walk = |key: &str| {
            assert!(tree.key(key), "{key}");
            (tree.focus().to_string(), tree.visible().len())
        };
        assert_eq!(walk("ArrowRight"), ("1".into(), 5));
        assert_eq!(walk("ArrowRight"), ("14".into(), 5));
        assert_eq!(walk("ArrowDown"), ("16".into(), 5));
        // O has won at 16: nothing to open.
        assert_eq!(walk("ArrowRight"), ("16".into(), 5));
        assert_eq!(walk("End"), ("6".into(), 5));
        assert_eq!(walk("ArrowRight"), ("6".into(), 7));
        assert_eq!(walk("ArrowRight"), ("61".into(), 7));
        assert_eq!(walk("ArrowRight"), ("61".into(), 8));
        assert_eq!(walk("ArrowRight"), ("614".into(), 8));
        assert_eq!(walk("ArrowLeft"), ("61".into(), 8));
        assert_eq!(walk("ArrowLeft"), ("61".into(), 7));
        assert_eq!(walk("ArrowLeft"), ("6".into(), 7));
        assert_eq!(walk("ArrowLeft"), ("6".into(), 5));
        assert_eq!(walk("ArrowUp"), ("4".into(), 5));
        assert_eq!(walk("ArrowUp"), ("16".into(), 5));
        assert_eq!(walk("Home"), ("1".into(), 5));
        assert_eq!(walk("ArrowUp"), ("1".into(), 5));
        assert!(!tree.key("x"));
    }

    #[test]
    fn closing_a_node_brings_the_focus_up_to_it() {
        let mut tree = seed_002();
        assert!(tree.set_focus(&path("614")));
        assert!(tree.is_open(&path("61")) && tree.is_open(&path("6")));
        tree.toggle(&path("6"));
        assert_eq!((tree.focus(), tree.visible().len()), (&path("6"), 3));
        assert!(!tree.is_open(&path("61")));
        assert!(!tree.open(&path("4")), "4 ends the game");
        assert!(!tree.set_focus(&path("5")), "5 is taken");
    }

    #[test]
    fn a_link_reads_back_what_it_wrote() {
        let mut explorer = Explorer::new("O.XX.X.OO".parse().unwrap());
        assert_eq!(explorer.link(), "explore=O.XX.X.OO&at=1");
        explorer.tree.set_focus(&path("614"));
        explorer.step_through(Some(Order::Rules));
        explorer.step(|steps| steps.go(3));
        (explorer.depth, explorer.iterations) = (4, 100);
        let link = explorer.link();
        // The step's node has the focus: its reply 4, at 6, then 4.
        assert_eq!(
            link,
            "explore=O.XX.X.OO&open=6,61&at=64&step=ordered.3&depth=4&mcts=100"
        );
        assert_eq!(Explorer::from_link(&format!("#{link}")), Ok(explorer));
        let empty = Explorer::from_link("explore=.........").unwrap();
        assert_eq!(empty.tree.visible().len(), 9);
    }

    #[test]
    fn a_bad_link_names_the_part_it_could_not_read() {
        for (link, part) in [
            ("explore=O.XX.X.O", "explore=O.XX.X.O"),
            ("explore", "explore"),
            ("explore=O.XX.X.OO&open=5", "open=5"),
            ("explore=O.XX.X.OO&open=4", "open=4"),
            ("explore=O.XX.X.OO&at=6145", "at=6145"),
            ("explore=O.XX.X.OO&open=14", "open=14"),
            ("explore=O.XX.X.OO&step=plain.8", "step=plain.8"),
            ("explore=O.XX.X.OO&step=plain.01", "step=plain.01"),
            ("explore=O.XX.X.OO&step=fast.1", "step=fast.1"),
            ("explore=O.XX.X.OO&zoom=2", "zoom=2"),
            ("explore=O.XX.X.OO&open=1&open", "open"),
            ("explore=O.XX.X.OO&depth=0", "depth=0"),
            ("explore=O.XX.X.OO&depth=10", "depth=10"),
            ("explore=O.XX.X.OO&mcts=10001", "mcts=10001"),
            ("explore=O.XX.X.OO&mcts=-1", "mcts=-1"),
        ] {
            let part = part.to_string();
            assert_eq!(Explorer::from_link(link), Err(LinkError { part }), "{link}");
        }
        let long = format!("explore={}", "X".repeat(1000));
        assert_eq!(
            Explorer::from_link(&long).unwrap_err().part.chars().count(),
            27
        );
    }

    #[test]
    fn stepping_walks_every_visit_with_the_maximisers_window() {
        let board = "O.XX.X.OO".parse().unwrap();
        let mut steps = Steps::new(board, Order::Cells);
        assert_eq!(steps.len() as u64, alphabeta(board, Order::Cells).nodes);
        assert!(!steps.back());
        let mut seen = vec![(steps.at(), steps.window(steps.at()))];
        while steps.forward() {
            seen.push((steps.at(), steps.window(steps.at())));
        }
        assert!(steps.is_last());
        // X's reply at 6 is searched by O with X's window (+10, +11).
        assert_eq!(seen[5], (5, (10, 11)));
        // At the last step O has cut its reply 4, and every position is known.
        let plies = steps.plies();
        assert_eq!(
            plies.iter().map(|ply| ply.node).collect::<Vec<_>>(),
            [0, 5, 6, 7]
        );
        assert_eq!(
            plies[1].cut.iter().map(Cell::index).collect::<Vec<_>>(),
            [4]
        );
        assert_eq!(plies[0].tried, [1, 4, 5]);
        assert_eq!(steps.known(1), Known::Returned(-10));
        assert_eq!(steps.known(0), Known::Returned(10));
        steps.go(2);
        assert_eq!(steps.known(1), Known::Searching);
        assert_eq!(steps.known(2), Known::Current);
        assert!(steps.plies().iter().all(|ply| ply.cut.is_empty()));
    }

    #[test]
    fn stepping_finds_nodes_and_tells_what_the_cut_offs_skipped() {
        let mut explorer = Explorer::new("O.XX.X.OO".parse().unwrap());
        explorer.step_through(Some(Order::Cells));
        assert_eq!(explorer.shown(), Path::default(), "the root's step");
        explorer.step(|steps| steps.go(2));
        // X's 1, then O's winning 4: the board and the focus follow.
        assert_eq!(
            (explorer.shown(), explorer.tree.focus()),
            (path("14"), &path("14"))
        );
        let steps = explorer.steps.as_ref().unwrap();
        assert_eq!(steps.find(&path("64")), None, "a cut-off skips it");
        assert_eq!(steps.find(&path("61")), Some(6));
        assert!(steps.skipped().is_empty());
        explorer.step(|steps| steps.go(7));
        assert_eq!(explorer.steps.as_ref().unwrap().skipped(), [path("64")]);
        assert!(explorer.tree.set_focus(&path("4")));
        assert!(explorer.step_from_focus());
        assert_eq!(explorer.steps.as_ref().unwrap().at(), 4);
        assert!(explorer.tree.set_focus(&path("64")));
        assert!(!explorer.step_from_focus());
    }

    #[test]
    fn the_quiz_counts_each_node_once() {
        let tree = seed_002();
        let mut quiz = Quiz::default();
        assert!(quiz.guess(&tree, &path("1"), -10));
        assert!(!quiz.guess(&tree, &path("1"), 10), "shown already");
        assert!(quiz.guess(&tree, &path("4"), 0));
        assert!(!quiz.guess(&tree, &path("5"), 0), "no node");
        assert_eq!((quiz.right, quiz.asked, quiz.last), (1, 2, Some((0, 10))));
        assert!(!quiz.hides(&path("4")) && quiz.hides(&path("6")));
    }

    #[test]
    fn every_algorithm_picks_the_winning_move_of_seed_002() {
        let mut explorer = Explorer::new("O.XX.X.OO".parse().unwrap());
        let mut figures = Figures::new(&explorer);
        let picks = |figures: &Figures| figures.verdicts().map(|verdict| verdict.choice);
        let four = Cell::new(4).ok();
        assert_eq!(picks(&figures), [four, four, four, four, four, None]);
        assert_eq!(
            figures.verdicts().map(|verdict| verdict.nodes)[..5],
            [9, 9, 8, 6, 8]
        );
        explorer.iterations = 100;
        figures.update(&explorer);
        let mcts = figures.verdicts()[5];
        assert_eq!((mcts.choice, mcts.optimal), (four, true));
        // Back to fewer iterations: the tree grows again from the seed.
        explorer.iterations = 1;
        figures.update(&explorer);
        assert_eq!(figures.mcts.1.iterations(), 1);
        assert!(figures
            .mcts
            .2
            .as_ref()
            .is_some_and(|last| last.selected.is_empty()));
    }
}
