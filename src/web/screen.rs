//! A game on the page. Each game's `Screen` draws it into its own section
//! and turns events into its session's actions; a `Host` hands it the
//! section's events, the page's keys and the language, and redraws after
//! each one, so that data flows one way: event, session, render.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, KeyboardEvent};

use super::dom::{closest, set_flag};

pub trait Screen: 'static {
    /// The words the screen speaks, of the parts its module speaks.
    type Words;

    /// Handles a click, change, pointer or wheel event on the section, a
    /// `storage` event of another tab's save, or a message that came to
    /// the host's listener; whether to redraw.
    fn event(&mut self, event: &Event, words: &Self::Words) -> bool;

    /// What a key press asks of the shown screen: `None` when it asks
    /// nothing, else whether the keyboard focus then follows the cursor.
    fn key(&mut self, event: &KeyboardEvent, words: &Self::Words) -> Option<bool>;

    fn render(&mut self, words: &Self::Words) -> Result<(), JsValue>;

    /// Puts the keyboard focus on the cursor's cell.
    fn focus_cursor(&self) -> Result<(), JsValue>;

    /// The screen came onto the page, or left it.
    fn shown(&mut self, _shown: bool) {}
}

/// The events a screen's section hands it.
const EVENTS: [&str; 7] = [
    "click",
    "change",
    "pointerdown",
    "pointermove",
    "pointerup",
    "pointercancel",
    "wheel",
];

pub struct Host<S: Screen> {
    screen: S,
    section: Element,
    /// The page's language, told by the page.
    words: Rc<S::Words>,
}

/// A host, shared by its listener and whoever mounted it.
pub type Shared<S> = Rc<RefCell<Option<Host<S>>>>;

impl<S: Screen> Host<S> {
    /// Builds a screen in `section` with `build`, which gets the host's
    /// listener for events from elsewhere (a worker's replies), shows it in
    /// the language of `words` and hands it the section's events and the
    /// page's keys.
    pub fn mount(
        section: &Element,
        words: Rc<S::Words>,
        build: impl FnOnce(&Function) -> Result<S, JsValue>,
    ) -> Result<Shared<S>, JsValue> {
        let document = section
            .owner_document()
            .ok_or_else(|| JsError::new("the section belongs to no document"))?;
        let host: Shared<S> = Rc::default();
        let listener = listener(&host);
        let mut built = Host {
            screen: build(&listener)?,
            section: section.clone(),
            words,
        };
        built.render()?;
        *host.borrow_mut() = Some(built);
        for kind in EVENTS {
            section.add_event_listener_with_callback(kind, &listener)?;
        }
        // Keys count wherever the focus is, so the document listens.
        document.add_event_listener_with_callback("keydown", &listener)?;
        // Another tab of the page saved: the screen takes in what it must
        // share, such as the tally.
        super::dom::window().add_event_listener_with_callback("storage", &listener)?;
        Ok(host)
    }

    pub fn set_words(&mut self, words: Rc<S::Words>) -> Result<(), JsValue> {
        self.words = words;
        self.render()
    }

    /// Puts the section on the page or takes it off.
    pub fn show(&mut self, shown: bool) -> Result<(), JsValue> {
        set_flag(&self.section, "hidden", !shown)?;
        self.screen.shown(shown);
        self.render()
    }

    fn render(&mut self) -> Result<(), JsValue> {
        self.screen.render(&self.words)
    }

    fn handle(&mut self, event: &Event) -> Result<(), JsValue> {
        if event.type_() == "keydown" {
            return self.key(event.unchecked_ref());
        }
        match self.screen.event(event, &self.words) {
            true => self.render(),
            false => Ok(()),
        }
    }

    fn key(&mut self, event: &KeyboardEvent) -> Result<(), JsValue> {
        // A page that mounted again has left this game; a hidden game is
        // not the one played; shortcuts with modifiers are the browser's;
        // form fields keep their own keys.
        let shown = self.section.is_connected() && self.section.get_attribute("hidden").is_none();
        let in_field = closest(event, "select, input, textarea").is_some();
        let modified = event.ctrl_key() || event.meta_key() || event.alt_key();
        if !shown || in_field || modified {
            return Ok(());
        }
        let Some(refocus) = self.screen.key(event, &self.words) else {
            return Ok(());
        };
        event.prevent_default();
        self.render()?;
        if refocus {
            self.screen.focus_cursor()?;
        }
        Ok(())
    }
}

/// The one listener of a host: events reach the screen only once it is
/// built. It lives as long as the page's elements, and a worker's replies
/// or a timer may hold it: it is never dropped.
fn listener<S: Screen>(host: &Shared<S>) -> Function {
    let host = Rc::clone(host);
    let listener = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        let Some(host) = &mut *host.borrow_mut() else {
            return;
        };
        if let Err(error) = host.handle(&event) {
            web_sys::console::error_1(&error);
        }
    });
    listener.into_js_value().unchecked_into()
}
