//! The page: a web-sys layer that owns the DOM. An event goes to the `Game`,
//! then the `View` redraws from it, so data flows one way.

mod game;
mod view;

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event};

use crate::engine::classic::Cell;
use crate::random;
pub use game::{Ending, Game};
use view::View;

/// What a click on the game asks for.
enum Action {
    Play(Cell),
    Restart,
}

/// Builds a new game inside `root`, replacing its contents, and starts it.
/// `root` arrives as any JS value and is checked, as the glue does not.
#[wasm_bindgen]
pub fn mount(
    #[wasm_bindgen(unchecked_param_type = "Element")] root: &JsValue,
) -> Result<(), JsValue> {
    let root: &Element = root
        .dyn_ref()
        .ok_or_else(|| JsError::new("mount needs a DOM element to build the game in"))?;
    let document = root
        .owner_document()
        .ok_or_else(|| JsError::new("the root element belongs to no document"))?;
    let view = Rc::new(View::build(&document, root)?);
    let mut game = Game::new();
    view.render(&game)?;

    // One listener for the whole game; it lives as long as its elements.
    let redraw = Rc::clone(&view);
    let on_click = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        let Some(action) = action(&event) else {
            return;
        };
        match action {
            Action::Play(cell) => {
                if !game.human_plays(cell, random::below) {
                    return;
                }
            }
            Action::Restart => game.restart(),
        }
        if let Err(error) = redraw.render(&game) {
            web_sys::console::error_1(&error);
        }
    });
    view.on_click(on_click.as_ref().unchecked_ref())?;
    on_click.forget();
    Ok(())
}

/// The action of the control the event came from, if any.
fn action(event: &Event) -> Option<Action> {
    let target: Element = event.target()?.dyn_into().ok()?;
    if target.closest("#restart").ok()?.is_some() {
        return Some(Action::Restart);
    }
    let index = target
        .closest("[data-cell]")
        .ok()??
        .get_attribute("data-cell")?;
    Cell::new(index.parse().ok()?).ok().map(Action::Play)
}
