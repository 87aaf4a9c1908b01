//! The classic game's API. A board is nine characters `X`, `O` or `.`, row
//! by row from the top-left.

use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

use super::{count, object, pick, string, whole, MAX_SEED, SEED_RANGE};
use crate::engine::classic::mcts::Mcts;
use crate::engine::classic::rules::{self, Level};
use crate::engine::classic::{explore, horizon, perfect, reference, Board, Cell, Outcome};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A cell's minimax value for the side to move: win, draw or loss. */
export type MinimaxScore = 10 | 0 | -10;

/** How a game stands. */
export interface GameOutcome {
  winner: "X" | "O" | null;
  /** The first completed line, e.g. [0, 4, 8]. */
  line: [number, number, number] | null;
  draw: boolean;
}

/** How strong the rule bot plays. */
export type RuleLevel = "easy" | "medium" | "hard";

/** The rule bot's move and why, e.g. "Blocks your row 3-4-5". */
export interface RuleMove {
  index: number;
  reason: string;
}

/** What the full, unpruned minimax found. */
export interface MinimaxSearch {
  index: number;
  score: MinimaxScore;
  /** Positions visited, the root included. */
  nodes: number;
}

/** A legal move and what the full minimax finds below it. */
export interface MinimaxChild {
  /** The cell played, 0 to 8. */
  index: number;
  /** The move's value for the side to move on the board asked about. */
  score: MinimaxScore;
  /**
   * 10 less the plies until the game ends, this move included, with the
   * sign of `score`: 9 wins at once, -8 loses to the reply, 0 draws.
   */
  depthScore: number;
  /**
   * Positions the full minimax visits from the board after the move, that
   * board included: 1 when the move ends the game.
   */
  nodes: number;
}

/** Positions each search visits from a board, the board included. */
export interface SearchCounts {
  /** Full minimax, as `fullMinimax` counts them. */
  minimax: number;
  /** Alpha-beta trying cells 0 to 8 in turn. */
  alphabeta: number;
  /**
   * Alpha-beta trying first the rule bot's moves: wins, blocks, forks,
   * blocks of forks, the centre, the opposite corner, corners, sides.
   */
  alphabetaOrdered: number;
  /** Distinct positions reachable from the board, itself included. */
  positions: number;
  /** The same, with a position's turns and mirror images counted as one. */
  positionsUpToSymmetry: number;
}

/** What a depth-limited minimax finds, `depth` moves deep. */
export interface DepthLimited {
  /** Each legal move in cell order, rated for the side to move. */
  moves: { index: number; score: number }[];
  /**
   * The move it picks, the lowest cell among the best; null when the game
   * is over.
   */
  best: number | null;
  /** Positions visited, the board included. */
  nodes: number;
}

/** What Monte Carlo tree search has learnt after its iterations. */
export interface MctsResult {
  /** The board's moves tried so far, in cell order. */
  children: {
    index: number;
    visits: number;
    /** The mean result for the side to move: 1 a win, 0.5 a draw, 0 a loss. */
    value: number;
  }[];
  /** The move tried most, the lowest cell among equals; null before any. */
  best: number | null;
  /** Positions in its tree, the board included. */
  treeSize: number;
}
"#;

fn parse(board: &JsValue) -> Result<Board, JsError> {
    Ok(string(board, "a board is a string of 9 characters X, O or .")?.parse::<Board>()?)
}

/// The cell (0 to 8) the unbeatable bot plays for the side to move: a move
/// the full minimax rates best, the quickest win or the slowest loss, and of
/// those one that leaves the most replies that lose, chosen at random among
/// equals. Throws when the board is invalid or finished.
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
) -> Result<usize, JsError> {
    Ok(perfect::best_move(parse(board)?, pick)?.index())
}

/// The cell (0 to 8) the rule bot plays at `level` ("easy", "medium" or
/// "hard") for the side to move, drawn as often as the level plays it, with
/// the reason in English. Throws when the board is invalid or finished, or
/// the level unknown.
#[wasm_bindgen(js_name = ruleMove, unchecked_return_type = "RuleMove")]
pub fn rule_move(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "RuleLevel")] level: &JsValue,
) -> Result<Object, JsError> {
    let board = parse(board)?;
    let level: Level = string(level, r#"a level is "easy", "medium" or "hard""#)?.parse()?;
    let (cell, reason) = rules::rule_move(board, level, pick)?;
    Ok(object(&[
        ("index", cell.index().into()),
        ("reason", reason.to_string().into()),
    ]))
}

/// For each of the nine cells, its minimax value (+10, 0 or -10) for the side
/// to move, or `null` for a taken cell. Throws when the board is invalid or
/// finished.
#[wasm_bindgen(js_name = moveScores, unchecked_return_type = "(MinimaxScore | null)[]")]
pub fn move_scores(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
) -> Result<Array, JsError> {
    let scores = perfect::move_scores(parse(board)?)?;
    Ok(scores
        .iter()
        .map(|score| score.map_or(JsValue::NULL, |score| score.minimax().into()))
        .collect())
}

/// The reference search of the classic articles: full minimax without
/// pruning, ties to the lowest cell, every visited position counted. Slow on
/// purpose; it is here to compare against. Throws when the board is invalid
/// or finished.
#[wasm_bindgen(js_name = fullMinimax, unchecked_return_type = "MinimaxSearch")]
pub fn full_minimax(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
) -> Result<Object, JsError> {
    let search = reference::minimax(parse(board)?)?;
    Ok(object(&[
        ("index", search.best.index().into()),
        ("score", search.score.into()),
        ("nodes", count(search.nodes)),
    ]))
}

/// For each legal move, in cell order, its minimax value (+10, 0 or -10) for
/// the side to move, its depth-adjusted score, and the size of the full
/// minimax's tree below it. A finished game has no moves:
/// `[]`. Throws when the board is invalid.
#[wasm_bindgen(js_name = minimaxChildren, unchecked_return_type = "MinimaxChild[]")]
pub fn minimax_children(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
) -> Result<Array, JsError> {
    let children = explore::children(parse(board)?);
    Ok(children
        .iter()
        .map(|child| {
            let child = object(&[
                ("index", child.cell.index().into()),
                ("score", child.score.into()),
                ("depthScore", child.depth_score.into()),
                ("nodes", count(child.nodes)),
            ]);
            JsValue::from(child)
        })
        .collect())
}

/// How many positions full minimax, alpha-beta in cell order and with the
/// rule bot's moves first visit from the board, and how many distinct
/// positions it leads to, also up to symmetry; the board is counted in each,
/// so a finished game counts 1. Throws when the board is invalid.
#[wasm_bindgen(js_name = searchCounts, unchecked_return_type = "SearchCounts")]
pub fn search_counts(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
) -> Result<Object, JsError> {
    let counts = explore::search_counts(parse(board)?);
    Ok(object(&[
        ("minimax", count(counts.minimax)),
        ("alphabeta", count(counts.alphabeta)),
        ("alphabetaOrdered", count(counts.alphabeta_ordered)),
        ("positions", counts.positions.into()),
        (
            "positionsUpToSymmetry",
            counts.positions_up_to_symmetry.into(),
        ),
    ]))
}

/// Rates every move by a depth-limited minimax: `depth` moves deep (1 to 9,
/// the move itself the first), a finished game +10, 0 or -10 for the side
/// to move, and a position at the horizon by its open lines, those the side
/// to move can still complete less its opponent's (-8 to +8). At depth 9 it
/// is the full minimax. Throws when the board or the depth is invalid.
#[wasm_bindgen(js_name = depthLimited, unchecked_return_type = "DepthLimited")]
pub fn depth_limited(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: &JsValue,
) -> Result<Object, JsError> {
    let board = parse(board)?;
    let depth = whole(depth, 1.0, 9.0, "depth is a whole number from 1 to 9")?;
    let found = horizon::search(board, depth as usize);
    let moves: Array = found
        .moves
        .iter()
        .map(|rated| {
            let rated = object(&[
                ("index", rated.cell.index().into()),
                ("score", rated.score.into()),
            ]);
            JsValue::from(rated)
        })
        .collect();
    Ok(object(&[
        ("moves", moves.into()),
        ("best", index(found.best)),
        ("nodes", count(found.nodes)),
    ]))
}

/// Runs `iterations` (0 to 100,000) of Monte Carlo tree search from the
/// board with the generator seeded by `seed` (0 to 2^53): the same seed,
/// the same tree. Throws when the board, the iterations or the seed are
/// invalid.
#[wasm_bindgen(js_name = mctsChildren, unchecked_return_type = "MctsResult")]
pub fn mcts_children(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] iterations: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: &JsValue,
) -> Result<Object, JsError> {
    let board = parse(board)?;
    let range = "iterations is a whole number from 0 to 100000";
    let iterations = whole(iterations, 0.0, 100_000.0, range)?;
    let mut tree = Mcts::new(board, whole(seed, 0.0, MAX_SEED, SEED_RANGE)?);
    tree.run(iterations as u32);
    let children: Array = tree
        .children()
        .iter()
        .map(|child| {
            let child = object(&[
                ("index", child.cell.index().into()),
                ("visits", child.visits.into()),
                ("value", child.value.into()),
            ]);
            JsValue::from(child)
        })
        .collect();
    Ok(object(&[
        ("children", children.into()),
        ("best", index(tree.best())),
        ("treeSize", tree.size().into()),
    ]))
}

/// A cell's index as JS sees it, or null.
fn index(cell: Option<Cell>) -> JsValue {
    cell.map_or(JsValue::NULL, |cell| cell.index().into())
}

/// Who has won and along which line, or whether it is a draw. Throws when the
/// board is invalid.
#[wasm_bindgen(unchecked_return_type = "GameOutcome")]
pub fn outcome(
    #[wasm_bindgen(unchecked_param_type = "string")] board: &JsValue,
) -> Result<Object, JsError> {
    let (winner, line, draw) = match parse(board)?.outcome() {
        Outcome::InProgress => (JsValue::NULL, JsValue::NULL, false),
        Outcome::Draw => (JsValue::NULL, JsValue::NULL, true),
        Outcome::Won { winner, line } => {
            let cells: Array = line
                .cells()
                .iter()
                .map(|c| JsValue::from(c.index()))
                .collect();
            (JsValue::from(winner.to_string()), cells.into(), false)
        }
    };
    Ok(object(&[
        ("winner", winner),
        ("line", line),
        ("draw", draw.into()),
    ]))
}
