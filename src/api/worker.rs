//! The entry of the Hard bot's worker (`www/worker.js`): it answers the
//! page's requests, in the text that `engine::five::think` defines, so that
//! the page and the worker share one definition of their messages.

use wasm_bindgen::prelude::*;

use super::five::with_searcher;
use crate::engine::five::search::Budget;
use crate::engine::five::think;

/// The Hard bot's reply to a request of the page's, `"id ms rules moves"`,
/// such as `"7 250 renju,15 0,0 1,1"`: the request's number, the time to
/// think in milliseconds (followed by `*`, `"7 1200* …"`, to search on an
/// emptied table, as a review's second look does), the game's rules
/// (`freestyle`, `standard` or `renju`, and `,15` or `,19` for a fixed
/// board) and its moves, `x,y` each, X first (none after the rules' space
/// for the empty board: `"1 250 freestyle "`). The reply is `"id x,y
/// score depth nodes win from pv candidates"`, such as `"7 3,4 120 8 152340 - search 3,4;4,4;2,2
/// 3,4:120;2,2:<=80"`, or `"id ! why"` when it could not move. The
/// analysis board's study, `"id ms rules lines:side black white"` (`"7
/// 1000 renju,15 3:o 0,0;1,0 5,5"`: a position set up freely, its side to
/// move, and how many of its best moves), is answered with each line's
/// thought in that form, `" | "`-separated; a bot's opening decision,
/// `"id decide nodes seed rules opening actions"` (`"7 decide 40000 12
/// renju,15 rif 0,0;1,-1;2,0;white;5,5"`), with `"id seed actions"`, the
/// bot's actions in that form. Never
/// throws: a bad request gets a reply that says so. `engine::five::think`
/// defines both messages, and the page writes and reads them with it; a
/// fixed board's cells are numbered from its centre there, as on the page
/// (h8 is 0,0), where the other functions number them from a corner.
#[wasm_bindgen]
pub fn respond(#[wasm_bindgen(unchecked_param_type = "string")] request: &JsValue) -> String {
    let text = request.as_string().unwrap_or_default();
    // `std::time::Instant` panics on wasm32; `Date.now()` runs in a worker.
    let clock = js_sys::Date::now;
    with_searcher(|searcher| think::answer(&text, searcher, &clock, Budget::MAX))
}
