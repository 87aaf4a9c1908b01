//! Small helpers for building the page's elements.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

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

/// Sets or removes a boolean attribute such as `hidden` or `disabled`.
pub fn set_flag(element: &Element, name: &str, on: bool) -> Result<(), JsValue> {
    if on {
        element.set_attribute(name, "")
    } else {
        element.remove_attribute(name)
    }
}

/// The closest element to the event's target that matches `selector`.
pub fn closest(event: &web_sys::Event, selector: &str) -> Option<Element> {
    let target: Element = event.target()?.dyn_into().ok()?;
    target.closest(selector).ok()?
}
