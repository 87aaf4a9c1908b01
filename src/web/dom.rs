//! Small helpers over the DOM.

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, Window};

use crate::play::template::join;

#[wasm_bindgen]
extern "C" {
    /// The page's `window`, read once. The page's modules run in a page,
    /// never in a worker, so it is there: reading it directly spares the
    /// search for the global object that `web_sys::window` makes.
    #[wasm_bindgen(thread_local_v2, js_name = window)]
    static WINDOW: Window;
}

/// The page's window.
pub fn window() -> Window {
    WINDOW.with(Window::clone)
}

// The explorer binds its parts by selector.
#[cfg(any(feature = "page", feature = "five"))]
/// The element under `root` with this `id`, as a `T`: the markup a screen
/// binds to is its own, so the element is of the type it wrote, and a
/// missing one is a bug, reported as an error.
pub fn by_id<T: JsCast>(root: &Element, id: &str) -> Result<T, JsValue> {
    first(root, &join(["#", id], ""))
}

/// The first element under `root` that matches `selector`, as a `T`.
pub fn first<T: JsCast>(root: &Element, selector: &str) -> Result<T, JsValue> {
    find(root, selector).map(JsCast::unchecked_into)
}

fn find(root: &Element, selector: &str) -> Result<Element, JsValue> {
    match root.query_selector(selector)? {
        Some(element) => Ok(element),
        None => Err(JsError::new(&join(["the page has no ", selector], "")).into()),
    }
}

// Only the games use it.
#[cfg(any(feature = "page", feature = "five"))]
/// Sets `element`'s classes to `base` and each of `flags` that is on.
pub fn set_classes(element: &Element, base: &str, flags: &[(&str, bool)]) -> Result<(), JsValue> {
    let mut classes = base.to_string();
    for &(class, on) in flags {
        if on {
            classes.push(' ');
            classes.push_str(class);
        }
    }
    element.set_attribute("class", &classes)
}

/// Sets or removes a boolean attribute such as `hidden` or `disabled`.
pub fn set_flag(element: &Element, name: &str, on: bool) -> Result<(), JsValue> {
    if on {
        element.set_attribute(name, "")
    } else {
        element.remove_attribute(name)
    }
}

/// `"true"` or `"false"`, for ARIA attributes.
pub fn aria(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// The closest element to the event's target that matches `selector`.
pub fn closest(event: &Event, selector: &str) -> Option<Element> {
    target(event)?.closest(selector).ok()?
}

/// The element the event happened on.
pub fn target(event: &Event) -> Option<Element> {
    event.target()?.dyn_into().ok()
}
