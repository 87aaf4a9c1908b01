//! Small helpers over the DOM.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event};

/// A new `tag` element with these attributes.
pub fn element(
    document: &Document,
    tag: &str,
    attributes: &[(&str, &str)],
) -> Result<Element, JsValue> {
    let element = document.create_element(tag)?;
    for (name, value) in attributes {
        element.set_attribute(name, value)?;
    }
    Ok(element)
}

/// The element under `root` with this `id`, as a `T`: the markup a screen
/// binds to is its own, so a missing hook is a bug, reported as an error.
pub fn by_id<T: JsCast>(root: &Element, id: &str) -> Result<T, JsValue> {
    root.query_selector(&format!("#{id}"))?
        .and_then(|element| element.dyn_into().ok())
        .ok_or_else(|| JsError::new(&format!("the page has no #{id}")).into())
}

/// The first element under `root` that matches `selector`, as a `T`.
pub fn first<T: JsCast>(root: &Element, selector: &str) -> Result<T, JsValue> {
    root.query_selector(selector)?
        .and_then(|element| element.dyn_into().ok())
        .ok_or_else(|| JsError::new(&format!("the page has no {selector}")).into())
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
