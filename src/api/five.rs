//! The five-in-a-row API. A game is its moves in play order, X first: a
//! string `"x,y x,y ..."` of signed integers, such as `"0,0 1,1 -1,0"`.

use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

use super::{object, string};
use crate::engine::five::{normal, Board, MoveError, Outcome, Point};
use crate::random;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A cell of the five-in-a-row board. */
export interface FivePoint {
  x: number;
  y: number;
}

/** How a five-in-a-row game stands. */
export interface FiveOutcome {
  winner: "X" | "O" | null;
  /** Every stone of the winning row, five or more, end to end, e.g. [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]]. */
  line: [number, number][] | null;
}

/** A cell the Normal bot weighs, and its weight: it plays the heaviest. */
export interface FiveWeight {
  x: number;
  y: number;
  weight: number;
}
"#;

/// A bot: the move it plays for the side to move, ties broken at random.
type Bot = fn(&Board) -> Result<Point, MoveError>;

/// The bots `fiveMove` plays, by the level's name.
const LEVELS: &[(&str, Bot)] = &[("normal", |board| normal::best_move(board, random::below))];

fn parse(moves: &JsValue) -> Result<Board, JsError> {
    let text = string(moves, r#"a game is a string of moves "x,y x,y ...""#)?;
    Ok(text.parse::<Board>()?)
}

/// The bot's move for the side to move, `{x, y}`. `level` is `"normal"`.
/// Throws when the game is invalid or over, or the level unknown.
#[wasm_bindgen(js_name = fiveMove, unchecked_return_type = "FivePoint")]
pub fn five_move(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] level: &JsValue,
) -> Result<Object, JsError> {
    let board = parse(moves)?;
    let level = string(level, r#"a level is a string such as "normal""#)?;
    let Some((_, bot)) = LEVELS.iter().find(|(name, _)| *name == level) else {
        let expected = LEVELS
            .iter()
            .fold(String::new(), |list, (name, _)| match list.as_str() {
                "" => format!(r#""{name}""#),
                _ => format!(r#"{list} or "{name}""#),
            });
        return Err(JsError::new(&format!(
            r#"unknown level "{level}": expected {expected}"#
        )));
    };
    let point = bot(&board)?;
    Ok(object(&[("x", point.x().into()), ("y", point.y().into())]))
}

/// Who has won and every stone of the winning row, or nulls while the game
/// goes on. Throws when the game is invalid.
#[wasm_bindgen(js_name = fiveOutcome, unchecked_return_type = "FiveOutcome")]
pub fn five_outcome(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
) -> Result<Object, JsError> {
    let (winner, line) = match parse(moves)?.outcome() {
        Outcome::Won { winner, line } => {
            let stones: Array = line
                .stones()
                .iter()
                .map(|stone| Array::of2(&stone.x().into(), &stone.y().into()))
                .collect();
            (JsValue::from(winner.to_string()), stones.into())
        }
        // A draw fills all 400,040,001 cells: no JS string holds that game.
        Outcome::InProgress | Outcome::Draw => (JsValue::NULL, JsValue::NULL),
    };
    Ok(object(&[("winner", winner), ("line", line)]))
}

/// The Normal bot's weight of every cell it considers for the side to move;
/// empty once the game is over. Throws when the game is invalid.
#[wasm_bindgen(js_name = fiveWeights, unchecked_return_type = "FiveWeight[]")]
pub fn five_weights(
    #[wasm_bindgen(unchecked_param_type = "string")] moves: &JsValue,
) -> Result<Array, JsError> {
    let weights = normal::weights(&parse(moves)?);
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
