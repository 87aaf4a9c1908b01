//! The JavaScript API, for other pages and the Hard bot's worker: strings
//! in, numbers and plain objects out, over the engine alone (no DOM).
//!
//! Every function parses and validates its input and returns a `Result`,
//! which wasm-bindgen turns into a thrown `Error` carrying the engine's
//! message, so nothing JavaScript passes in can panic the module.
//!
//! Strings arrive as any JS value, not `&str`: the generated glue would read
//! a number or an object passed as a string out of bounds and trap the
//! module, so the type is checked here. TypeScript still sees `string`.

use std::cell::RefCell;

use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::engine::rng::Rng;

pub mod classic;
pub mod five;
pub mod worker;

thread_local! {
    /// Breaks the bots' ties: seeded at random, or by `setSeed`.
    static RNG: RefCell<Rng> = RefCell::new(Rng::new((js_sys::Math::random() * 9e15) as u64));
}

/// A number below `n`, from the module's generator, for the bots' choices
/// among equal moves.
fn pick(n: usize) -> usize {
    RNG.with_borrow_mut(|rng| rng.below(n))
}

/// Runs `task` with the module's generator, for a bot that makes many
/// choices.
fn with_rng<T>(task: impl FnOnce(&mut Rng) -> T) -> T {
    RNG.with_borrow_mut(task)
}

/// Makes the bots' choices among equal moves repeat from `seed`, a whole
/// number from 0 to 2^53: the same calls then give the same moves.
#[wasm_bindgen(js_name = setSeed)]
pub fn set_seed(
    #[wasm_bindgen(unchecked_param_type = "number")] seed: &JsValue,
) -> Result<(), JsError> {
    let seed = whole(seed, 0.0, MAX_SEED, SEED_RANGE)?;
    RNG.with_borrow_mut(|rng| *rng = Rng::new(seed));
    Ok(())
}

/// 2^53: JS numbers are whole up to here.
const MAX_SEED: f64 = 9_007_199_254_740_992.0;
const SEED_RANGE: &str = "a seed is a whole number from 0 to 2^53";

/// A whole number from `low` to `high` that JS passed, or `range` as the
/// error.
fn whole(value: &JsValue, low: f64, high: f64, range: &str) -> Result<u64, JsError> {
    value
        .as_f64()
        .filter(|n| n.fract() == 0.0 && (low..=high).contains(n))
        .map(|n| n as u64)
        .ok_or_else(|| JsError::new(range))
}

/// The string JS passed, or an error saying `expected` and what came instead.
fn string(value: &JsValue, expected: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{expected}, but {} was given", kind(value))))
}

/// The kind of a JS value, as `typeof` says, but `null` for null.
fn kind(value: &JsValue) -> String {
    if value.is_null() {
        "null".to_string()
    } else {
        value.js_typeof().as_string().unwrap_or_default()
    }
}

/// A count of positions as a JS number: counts stay far below 2^53, so the
/// number holds them exactly.
pub(crate) fn count(positions: u64) -> JsValue {
    (positions as f64).into()
}

/// A plain object with these properties; setting a property on a fresh plain
/// object cannot fail.
pub(crate) fn object(properties: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (key, value) in properties {
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object
}
