//! Small helpers for building the page's elements.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

use crate::ui::i18n::Strings;
use crate::ui::seats::Ending;

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

/// Shows how a game ended on its board's `data-outcome` hook and in its
/// banner, or, while it goes on, neither.
pub fn show_ending(
    board: &Element,
    banner: &Element,
    ending: Option<Ending>,
    strings: &Strings,
) -> Result<(), JsValue> {
    match ending {
        Some(ending) => {
            board.set_attribute("data-outcome", ending.hook())?;
            banner.set_text_content(Some(&ending.banner(strings)));
        }
        None => {
            board.remove_attribute("data-outcome")?;
            banner.set_text_content(None);
        }
    }
    set_flag(banner, "hidden", ending.is_none())
}

/// The closest element to the event's target that matches `selector`.
pub fn closest(event: &web_sys::Event, selector: &str) -> Option<Element> {
    let target: Element = event.target()?.dyn_into().ok()?;
    target.closest(selector).ok()?
}
