//! The entry of the Hard bot's worker (`www/worker.js`): it answers the
//! page's requests, in the text that `engine::five::think` defines, so that
//! the page and the worker share one definition of their messages.

use wasm_bindgen::prelude::*;

use super::five::with_searcher;
use crate::engine::five::search::Budget;
use crate::engine::five::think;

/// The Hard bot's reply to a request of the page's, `"id ms moves"`: `"id
/// x,y"`, or `"id ! why"` when it could not move. Never throws: a bad
/// request gets a reply that says so.
#[wasm_bindgen]
pub fn respond(#[wasm_bindgen(unchecked_param_type = "string")] request: &JsValue) -> String {
    let text = request.as_string().unwrap_or_default();
    // `std::time::Instant` panics on wasm32; `Date.now()` runs in a worker.
    let clock = js_sys::Date::now;
    with_searcher(|searcher| think::answer(&text, searcher, &clock, Budget::MAX))
}
