//! The five-in-a-row API. A game is its moves in play order, X first: a
//! string `"x,y x,y ..."` of signed integers, such as `"0,0 1,1 -1,0"`,
//! and its rules (the engine's `Rules`): a rule's name, or `{rule, size}`
//! for a fixed board, whose cells run from 0 to size - 1 each way
//! (`Origin::Corner`), where the page numbers them from the centre.

use std::cell::RefCell;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use super::{count, kind, object, string, with_rng};
use crate::engine::excerpt;
use crate::engine::five::ladder::Level;
use crate::engine::five::review::{reviewed, second_looks, Missed, Verdict, SECOND_LOOK};
use crate::engine::five::search::{Budget, Limits, Position, Searcher, Thought, Win};
use crate::engine::five::think::Study;
use crate::engine::five::{normal, Board, MoveError, Origin, Outcome, Point, Rule, Rules, Size};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A cell of the five-in-a-row board. */
export interface FivePoint {
  x: number;
  y: number;
}

/** Which rows win: five or more (freestyle), exactly five (standard), or renju's, where black (X) also has forbidden points. */
export type FiveRule = "freestyle" | "standard" | "renju";

/** A game's rules: a rule, or a rule and a fixed board, 15 or 19 cells a side (0 to size - 1 each way); freestyle on the unbounded board when left out. */
export type FiveRules = FiveRule | { rule?: FiveRule; size?: 15 | 19 };

/** A point black may not play under renju, and why. */
export interface FiveForbidden {
  x: number;
  y: number;
  foul: "double three" | "double four" | "overline";
}

/** The bots of five in a row, from the easiest to the hardest: Beginner, Novice and Normal weigh the cells near the stones, each more carefully; Club to Grandmaster search as Hard does, from about 90 to 30,000 positions a move; Hard searches within a time budget. */
export type FiveLevel = "beginner" | "novice" | "normal" | "club" | "advanced" | "expert" | "master" | "grandmaster" | "hard";

/** How a five-in-a-row game stands. */
export interface FiveOutcome {
  winner: "X" | "O" | null;
  /** Every stone of the winning row, five or more, end to end, e.g. [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]]. */
  line: [number, number][] | null;
  /** Whether a fixed board is full with no winner. */
  draw: boolean;
}

/** What the Hard bot found: its move, its score for the mover (beyond ±900,000 a forced win or loss), its depth in plies and the positions it made; the line it expects, its move first; its best moves (at most 5, its move among them), best first, each with its score, exact or, when `exact` is false, at most that; and how a forced win it found goes: by fours ("vcf"), by fours and threes ("vct"), or as only the full search saw ("search"); and whether the move is its opening book's (`book`: then `depth` and `score` are those of the search that made the book, and `nodes` is 0). */
export interface FiveThought {
  x: number;
  y: number;
  score: number;
  depth: number;
  nodes: number;
  pv: FivePoint[];
  candidates: { x: number; y: number; score: number; exact: boolean }[];
  win: "vcf" | "vct" | "search" | null;
  book: boolean;
  /** The mover's chance to win that the score stands for, 0 to 1: 1 / (1 + e^(-score / 475)), 1 for a forced win, 0 for a forced loss. */
  chance: number;
  /** Where the score is a forced win or loss: the moves the winning side makes to its five, that five included; else null. */
  movesToFive: number | null;
}

/** What a review says of one move: its number (from 1), who played it and where; Hard's best move in the position before it and the line it expected; the mover's score and chance to win before the move (Hard's best) and after it (the other side's best, negated); the chance it gave away, 0 to 1; its mark; where the mover had a forced win and let it go, that win: Hard's winning move, how it wins, in how many of the mover's moves and its line; where the mover was not lost and now is, the move that held. */
export interface FiveVerdict {
  number: number;
  player: "X" | "O";
  played: FivePoint;
  best: FivePoint;
  line: FivePoint[];
  scoreBefore: number;
  scoreAfter: number;
  chanceBefore: number;
  chanceAfter: number;
  lost: number;
  mark: "best" | "good" | "inaccuracy" | "mistake" | "blunder";
  missedWin: { x: number; y: number; win: "vcf" | "vct" | "search"; movesToFive: number; line: FivePoint[] } | null;
  missedDefence: FivePoint | null;
}

/** A cell the Normal bot weighs, and its weight: it plays one of the heaviest. */
export interface FiveWeight {
  x: number;
  y: number;
  weight: number;
}
"#;

/// `level`'s move: Hard's within `budget`; below Hard, at once, its
/// choices drawn from the module's generator, the budget ignored.
fn level_move(level: Level, board: &Board, budget: Budget) -> Result<Point, MoveError> {
    with_rng(|rng| level.play(board, rng)).unwrap_or_else(|| hard_move(board, budget))
}

thread_local! {
    /// One Hard bot per module instance (the page's or a worker's), so that
    /// its transposition table is allocated once.
    static SEARCHER: RefCell<Searcher> = RefCell::new(Searcher::new(Searcher::DEFAULT_TABLE_BYTES));
}

/// Runs `task` with the module's one searcher.
pub(super) fn with_searcher<T>(task: impl FnOnce(&mut Searcher) -> T) -> T {
    SEARCHER.with_borrow_mut(task)
}

fn hard_thought(board: &Board, budget: Budget) -> Result<Thought, MoveError> {
    // `std::time::Instant` panics on wasm32; `Date.now()` also runs in a
    // worker, which has no `window`.
    let clock = js_sys::Date::now;
    let (position, limits) = (Position::from_board(board), Limits::from(budget));
    with_searcher(|searcher| searcher.play(&position, limits, &clock))
}

fn hard_move(board: &Board, budget: Budget) -> Result<Point, MoveError> {
    hard_thought(board, budget).map(|thought| thought.point)
}

fn parse(moves: &JsValue, rules: &JsValue) -> Result<Board, JsError> {
    let rules = parse_rules(rules)?;
    let text = string(moves, r#"a game is a string of moves "x,y x,y ...""#)?;
    let area = rules.size.area(Origin::Corner);
    Ok(Board::read(&text, rules.rule, area)?)
}

/// The rule and board JS passed: a rule's name, `{rule, size}`, or nothing
/// for freestyle on the unbounded board.
fn parse_rules(rules: &JsValue) -> Result<Rules, JsError> {
    if rules.is_undefined() {
        return Ok(Rules::default());
    }
    if rules.is_object() {
        let field = |key: &str| Reflect::get(rules, &key.into()).unwrap_or(JsValue::UNDEFINED);
        let rule = match field("rule") {
            name if name.is_undefined() => Rule::Freestyle,
            name => rule(&name)?,
        };
        let size = size(&field("size"))?;
        return Ok(Rules { rule, size });
    }
    let rule = rule(rules)?;
    Ok(Rules {
        rule,
        size: Size::Open,
    })
}

/// The rules' names as a message lists them: `"freestyle", "standard" or
/// "renju"`.
fn rule_names() -> String {
    let names = Rule::ALL.map(|rule| format!(r#""{rule}""#));
    format!("{}, {} or {}", names[0], names[1], names[2])
}

fn rule(name: &JsValue) -> Result<Rule, JsError> {
    let what = format!("a rule is {}, or {{rule, size}}", rule_names());
    let name = string(name, &what)?;
    name.parse().map_err(|()| {
        JsError::new(&format!(
            r#"unknown rule "{}": expected {}"#,
            excerpt(&name),
            rule_names()
        ))
    })
}

/// A fixed board by its side, 15 or 19; the unbounded board when left out.
fn size(side: &JsValue) -> Result<Size, JsError> {
    if side.is_undefined() || side.is_null() {
        return Ok(Size::Open);
    }
    let given = side.as_f64();
    Size::ALL
        .into_iter()
        .find(|size| given.is_some() && size.side().map(f64::from) == given)
        .ok_or_else(|| {
            let fixed = |size: Size| size.side().unwrap_or_default();
            JsError::new(&format!(
                "size is {} or {}, or left out for the unbounded board, got {}",
                fixed(Size::Fifteen),
                fixed(Size::Nineteen),
                shown(side)
            ))
        })
}

/// The levels' keys as a message lists them: `"beginner", "novice", …
/// or "hard"`.
fn level_names() -> String {
    let mut names = String::new();
    for (index, level) in Level::ALL.iter().enumerate() {
        names.push_str(match index {
            0 => "\"",
            _ if index + 1 == Level::ALL.len() => "\" or \"",
            _ => "\", \"",
        });
        names.push_str(level.key());
    }
    names + "\""
}

/// The budget JS passed, `Budget::DEFAULT` when it passed none.
fn budget(ms: &JsValue) -> Result<Budget, JsError> {
    if ms.is_undefined() {
        return Ok(Budget::DEFAULT);
    }
    ms.as_f64()
        .filter(|ms| ms.fract() == 0.0)
        // `as` saturates: beyond u32 and below 0 fall outside the budget's
        // range too.
        .and_then(|ms| Budget::from_ms(ms as u32))
        .ok_or_else(|| {
            JsError::new(&format!(
                "budgetMs must be a whole number of milliseconds from 1 to {}, got {}",
                Budget::MAX_MS,
                shown(ms)
            ))
        })
}

/// A value as an error message quotes it: a string's first characters in
/// quotes, a number as JS writes it (Rust's float formatting would cost
/// kilobytes), anything else by its kind.
fn shown(value: &JsValue) -> String {
    let written = if let Some(text) = value.as_string() {
        js_sys::JSON::stringify(&excerpt(&text).into())
            .ok()
            .map(String::from)
    } else {
        value
            .as_f64()
            .and_then(|number| js_sys::Number::from(number).to_string_with_radix(10).ok())
            .map(String::from)
    };
    written.unwrap_or_else(|| kind(value))
}

/// The bot's move for the side to move, `{x, y}`. `level` is a level's
/// key, from `"beginner"` to `"hard"` (see `Level`). Hard searches for
/// `budgetMs` milliseconds, a whole number from 1 to 60,000 (250 when left
/// out), and blocks the thread meanwhile: call it from a worker. The levels
/// below answer at once (Grandmaster in some tens of milliseconds), their
/// choices from the module's generator (`setSeed`), and ignore the budget.
/// Throws when the game is invalid or over, the level unknown or the budget
/// out of range.
#[wasm_bindgen(js_name = fiveMove, unchecked_return_type = "FivePoint")]
pub fn five_move(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "FiveLevel")] level: &JsValue,
    #[wasm_bindgen(js_name = budgetMs, unchecked_optional_param_type = "number")]
    budget_ms: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Object, JsError> {
    let board = parse(moves, rules)?;
    let level = string(level, &format!("a level is {}", level_names()))?;
    let Ok(level) = level.parse::<Level>() else {
        return Err(JsError::new(&format!(
            r#"unknown level "{}": expected {}"#,
            excerpt(&level),
            level_names()
        )));
    };
    let point = level_move(level, &board, budget(budget_ms)?)?;
    Ok(point_object(point).unchecked_into())
}

/// What the Hard bot found for the side to move: its move `{x, y}`; its
/// `score` for the mover (above 900,000 a forced win, below -900,000 a
/// forced loss); the `depth` of its deepest finished search, in plies (0 for
/// a forced move or a win by threats); the `nodes`, positions it made; its
/// principal variation `pv`, `[{x, y}, ...]`; its `candidates`, `[{x, y,
/// score, exact}, ...]`; `win`, `"vcf"`, `"vct"`, `"search"` or null; and
/// `book`, whether the move is the opening book's (played at once, with
/// the depth and score of the search that made the book). Off the book it
/// searches for `budgetMs` as `fiveMove` does, with the same errors.
#[wasm_bindgen(js_name = fiveThink, unchecked_return_type = "FiveThought")]
pub fn five_think(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(js_name = budgetMs, unchecked_optional_param_type = "number")]
    budget_ms: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Object, JsError> {
    let thought = hard_thought(&parse(moves, rules)?, budget(budget_ms)?)?;
    Ok(thought_object(&thought))
}

/// The Hard bot's `lines` best moves for the side to move (1 to 5, 3 when
/// left out), best first, each a thought as `fiveThink` gives it (its
/// `chance` and `movesToFive` too): the first is `fiveThink`'s off the
/// book, each next the best once those before are set aside, searched as
/// deep as the first at most, within `budgetMs` each. Fewer when fewer
/// moves hold (facing a four, its block alone). Same errors as `fiveThink`,
/// and a bad `lines`.
#[wasm_bindgen(js_name = fiveAnalyse, unchecked_return_type = "FiveThought[]")]
pub fn five_analyse(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(js_name = budgetMs, unchecked_optional_param_type = "number")]
    budget_ms: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] lines: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Array, JsError> {
    let board = parse(moves, rules)?;
    let limits = Limits::from(budget(budget_ms)?);
    let most = Study::MOST_LINES;
    let lines = match lines.as_f64() {
        None if lines.is_undefined() => 3.0,
        number => number
            .filter(|n| n.fract() == 0.0 && (1.0..=most as f64).contains(n))
            .ok_or_else(|| {
                let got = shown(lines);
                JsError::new(&format!(
                    "lines must be a whole number from 1 to {most}, got {got}"
                ))
            })?,
    };
    let clock = js_sys::Date::now;
    let position = Position::from_board(&board);
    let found =
        with_searcher(|searcher| searcher.analyse(&position, limits, &clock, lines as usize))?;
    Ok(found.iter().map(thought_object).collect())
}

/// The positions `fiveReview` searches a move's position to, by default and
/// at most and least.
const REVIEW_NODES: [u64; 3] = [20_000, 10_000_000, 100];

/// The review of a game, as the page's review judges it: Hard searches the
/// position before each move and after the last (its opening book's where
/// it knows the position), each to `nodesPerMove` positions, a whole
/// number from 100 to 10,000,000 (20,000 when left out), so that the same
/// call gives the same answer on any machine; then, four times as far,
/// the positions before and after each move that first look marks an
/// inaccuracy or worse (a missed win or defence aside), whose verdicts
/// the second look gives. Each move's verdict, in
/// order: a drawn game's last move has none, as nothing follows it to
/// search. It blocks the thread meanwhile: call it from a worker. Throws
/// when the game is invalid, or `nodesPerMove` out of range.
#[wasm_bindgen(js_name = fiveReview, unchecked_return_type = "FiveVerdict[]")]
pub fn five_review(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(js_name = nodesPerMove, unchecked_optional_param_type = "number")]
    nodes_per_move: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Array, JsError> {
    let game = parse(moves, rules)?;
    let [default, most, least] = REVIEW_NODES;
    let nodes = match nodes_per_move.is_undefined() {
        true => default,
        false => super::whole(
            nodes_per_move,
            least as f64,
            most as f64,
            &format!(
                "nodesPerMove must be a whole number from {least} to {most}, got {}",
                shown(nodes_per_move)
            ),
        )?,
    };
    // A searcher of its own, its table empty: the same game reviewed twice
    // is judged the same.
    let mut searcher = Searcher::new(Searcher::DEFAULT_TABLE_BYTES);
    // Positions, not time, stop each search.
    let frozen = || 0.0;
    let mut think = |board: &Board, nodes: u64, fresh: bool| {
        if fresh {
            searcher.clear();
        }
        searcher.play(&Position::from_board(board), Limits::nodes(nodes), &frozen)
    };
    let mut position = Board::with(game.rule(), game.area());
    let mut found = Vec::new();
    for &point in game.moves() {
        found.push(think(&position, nodes, false)?);
        position.play(point)?;
    }
    if position.outcome() == Outcome::InProgress {
        found.push(think(&position, nodes, false)?);
    }
    let mut second = Vec::new();
    for moves in second_looks(&game, &found) {
        let mut position = game.clone();
        while position.moves().len() > moves {
            position.undo();
        }
        // The second look on a table of its own, as the page's.
        let fresh = second.is_empty();
        second.push(think(&position, nodes * u64::from(SECOND_LOOK), fresh)?);
    }
    let verdicts = reviewed(&game, &found, &second);
    Ok(verdicts.iter().map(verdict_object).collect())
}

/// A verdict as `fiveReview` gives it.
fn verdict_object(verdict: &Verdict) -> Object {
    let best = &verdict.best;
    let line = || -> Array { best.pv.iter().map(|&point| point_object(point)).collect() };
    let missed_win = match verdict.missed {
        Some(Missed::Win) => object(&[
            ("x", best.point.x().into()),
            ("y", best.point.y().into()),
            ("win", best.win.unwrap_or(Win::Search).name().into()),
            (
                "movesToFive",
                best.moves_to_five().unwrap_or_default().into(),
            ),
            ("line", line().into()),
        ])
        .into(),
        _ => JsValue::NULL,
    };
    let missed_defence = match verdict.missed {
        Some(Missed::Defence) => point_object(best.point),
        _ => JsValue::NULL,
    };
    object(&[
        ("number", verdict.number.into()),
        ("player", verdict.player.to_string().into()),
        ("played", point_object(verdict.played)),
        ("best", point_object(best.point)),
        ("line", line().into()),
        ("scoreBefore", best.score.into()),
        ("scoreAfter", verdict.after.into()),
        ("chanceBefore", Thought::chance(best.score).into()),
        ("chanceAfter", Thought::chance(verdict.after).into()),
        ("lost", verdict.lost.into()),
        ("mark", verdict.mark.key().into()),
        ("missedWin", missed_win),
        ("missedDefence", missed_defence),
    ])
}

/// A thought as `fiveThink` and `fiveAnalyse` give it.
fn thought_object(thought: &Thought) -> Object {
    let pv: Array = thought
        .pv
        .iter()
        .map(|&point| point_object(point))
        .collect();
    let candidates: Array = thought
        .candidates
        .iter()
        .map(|candidate| {
            object(&[
                ("x", candidate.point.x().into()),
                ("y", candidate.point.y().into()),
                ("score", candidate.score.into()),
                ("exact", candidate.exact.into()),
            ])
        })
        .collect();
    let win = thought.win.map_or(JsValue::NULL, |win| win.name().into());
    let to_five = thought.moves_to_five().map_or(JsValue::NULL, JsValue::from);
    object(&[
        ("x", thought.point.x().into()),
        ("y", thought.point.y().into()),
        ("score", thought.score.into()),
        ("chance", Thought::chance(thought.score).into()),
        ("depth", thought.depth.into()),
        ("nodes", count(thought.nodes)),
        ("pv", pv.into()),
        ("candidates", candidates.into()),
        ("win", win),
        ("movesToFive", to_five),
        ("book", thought.book.into()),
    ])
}

/// `{x, y}`.
fn point_object(point: Point) -> JsValue {
    object(&[("x", point.x().into()), ("y", point.y().into())]).into()
}

/// Who has won and every stone of the winning row, or nulls while the game
/// goes on. Throws when the game is invalid.
#[wasm_bindgen(js_name = fiveOutcome, unchecked_return_type = "FiveOutcome")]
pub fn five_outcome(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Object, JsError> {
    let outcome = parse(moves, rules)?.outcome();
    let draw = outcome == Outcome::Draw;
    let (winner, line) = match outcome {
        Outcome::Won { winner, line } => {
            let stones: Array = line
                .stones()
                .iter()
                .map(|stone| Array::of2(&stone.x().into(), &stone.y().into()))
                .collect();
            (JsValue::from(winner.to_string()), stones.into())
        }
        Outcome::InProgress | Outcome::Draw => (JsValue::NULL, JsValue::NULL),
    };
    Ok(object(&[
        ("winner", winner),
        ("line", line),
        ("draw", draw.into()),
    ]))
}

/// The Normal bot's weight of every cell it considers for the side to move
/// (it plays one of the heaviest); empty once the game is over. Throws when
/// the game is invalid.
#[wasm_bindgen(js_name = fiveWeights, unchecked_return_type = "FiveWeight[]")]
pub fn five_weights(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Array, JsError> {
    let weights = normal::weights(&parse(moves, rules)?);
    Ok(weights
        .into_iter()
        .map(|(cell, weight)| {
            object(&[
                ("x", cell.x().into()),
                ("y", cell.y().into()),
                ("weight", weight.into()),
            ])
        })
        .collect())
}

/// Black's forbidden points and why, `[{x, y, foul}, ...]` row by row, when
/// black is to move under renju; `[]` otherwise. Throws when the game is
/// invalid.
#[wasm_bindgen(js_name = fiveForbidden, unchecked_return_type = "FiveForbidden[]")]
pub fn five_forbidden(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "FiveRules")] rules: &JsValue,
) -> Result<Array, JsError> {
    let fouls = parse(moves, rules)?.fouls();
    Ok(fouls
        .into_iter()
        .map(|(point, foul)| {
            object(&[
                ("x", point.x().into()),
                ("y", point.y().into()),
                ("foul", foul.name().into()),
            ])
        })
        .collect())
}
