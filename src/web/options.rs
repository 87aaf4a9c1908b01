//! What JS passes to the page's entry points, checked here: JS may pass
//! anything, and a bad option must be an error, not a panic.

use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

use crate::play::template::join;

/// The element `root` that `entry` (`mount`, `mountFive`) builds a game in,
/// and its document.
pub fn root<'a>(root: &'a JsValue, entry: &str) -> Result<(&'a Element, Document), JsError> {
    let refused = || {
        JsError::new(&join(
            [entry, " needs a DOM element to build the game in"],
            "",
        ))
    };
    let root: &Element = root.dyn_ref().ok_or_else(refused)?;
    let document = root.owner_document().ok_or_else(refused)?;
    Ok((root, document))
}

/// The property `name` of `options`; undefined when `options` is.
pub fn property(options: &JsValue, name: &str) -> Result<JsValue, JsError> {
    if options.is_undefined() {
        return Ok(JsValue::UNDEFINED);
    }
    if !options.is_object() {
        return Err(JsError::new("the options are an object"));
    }
    Reflect::get(options, &name.into())
        .map_err(|_| JsError::new(&join(["options.", name, " cannot be read"], "")))
}

// Only the games use it.
#[cfg(any(feature = "page", feature = "five"))]
/// The URL of worker.js, from a string or a `URL`; `None` when none was
/// given.
pub fn worker(value: &JsValue) -> Result<Option<String>, JsError> {
    if value.is_undefined() {
        return Ok(None);
    }
    value
        .as_string()
        // A `URL` writes itself as its address.
        .or_else(|| {
            value
                .is_object()
                .then(|| value.unchecked_ref::<js_sys::Object>().to_string().into())
        })
        .map(Some)
        .ok_or_else(|| JsError::new("options.worker is the URL of worker.js, a string or a URL"))
}

// Only the games use it.
#[cfg(any(feature = "page", feature = "five"))]
/// The seed of the bots' choices among equal moves: a whole number from 0
/// to 2^53 (so that a test can replay a game), or a random one.
pub fn seed(value: &JsValue) -> Result<u64, JsError> {
    const LIMIT: f64 = 9_007_199_254_740_992.0;
    if value.is_undefined() {
        return Ok((js_sys::Math::random() * LIMIT) as u64);
    }
    value
        .as_f64()
        .filter(|seed| seed.fract() == 0.0 && (0.0..=LIMIT).contains(seed))
        .map(|seed| seed as u64)
        .ok_or_else(|| JsError::new("options.seed is a whole number from 0 to 2^53"))
}
