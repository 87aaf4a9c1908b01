//! The JavaScript API: strings in, numbers and plain objects out.
//!
//! Every function parses and validates its input and returns a `Result`,
//! which wasm-bindgen turns into a thrown `Error` carrying the engine's
//! message, so nothing JavaScript passes in can panic the module.
//!
//! Strings arrive as any JS value, not `&str`: the generated glue would read
//! a number or an object passed as a string out of bounds and trap the
//! module, so the type is checked here. TypeScript still sees `string`.

use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

pub mod classic;
pub mod five;

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

/// A plain object with these properties; setting a property on a fresh plain
/// object cannot fail.
pub(crate) fn object(properties: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (key, value) in properties {
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object
}
