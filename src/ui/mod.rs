//! The page: a web-sys layer that owns the DOM. Every event goes to the
//! `App`, which hands it to the part of the page it concerns; the state
//! changes, then the views redraw from it, so data flows one way.

mod classic;
mod clock;
mod controls;
mod dom;
mod fields;
mod five;
mod i18n;
mod news;
mod seats;
mod settings;
mod shell;
mod storage;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent};

use classic::Classic;
use five::Five;
use i18n::Language;
use shell::{Mode, Shell};
use storage::Store;

const LANGUAGE_KEY: &str = "tictactoe/language";
const MODE_KEY: &str = "tictactoe/mode";

struct App {
    document: Document,
    root: Element,
    store: Store,
    language: Language,
    mode: Mode,
    shell: Shell,
    classic_section: Element,
    classic: Classic,
    five_section: Element,
    five: Five,
}

/// Builds the page inside `root`, replacing its contents, and starts a game.
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
    let mut app = App::build(document.clone(), root.clone())?;
    app.render()?;

    // One listener for the whole page; it lives as long as its elements.
    let listener = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        if let Err(error) = app.handle(&event) {
            web_sys::console::error_1(&error);
        }
    });
    let function = listener.as_ref().unchecked_ref();
    for kind in [
        "click",
        "change",
        "pointerdown",
        "pointermove",
        "pointerup",
        "pointercancel",
        "wheel",
    ] {
        root.add_event_listener_with_callback(kind, function)?;
    }
    // Keys count wherever the focus is, so the document listens.
    document.add_event_listener_with_callback("keydown", function)?;
    listener.forget();
    Ok(())
}

impl App {
    fn build(document: Document, root: Element) -> Result<App, JsValue> {
        let store = Store::local();
        let language = store
            .load(LANGUAGE_KEY)
            .unwrap_or_else(|| Language::preferred(browser_languages().iter().map(String::as_str)));
        root.replace_children_with_node_0();
        let shell = Shell::build(&document, &root)?;
        let section = |id| -> Result<Element, JsValue> {
            let section = dom::element(&document, "section", &[("id", id), ("class", "game")])?;
            root.append_child(&section)?;
            Ok(section)
        };
        let classic_section = section("classic")?;
        let classic = Classic::build(&document, &classic_section, &store)?;
        let five_section = section("five")?;
        let five = Five::build(&document, &five_section, &store)?;
        Ok(App {
            mode: store.load(MODE_KEY).unwrap_or(Mode::Classic),
            document,
            root,
            store,
            language,
            shell,
            classic_section,
            classic,
            five_section,
            five,
        })
    }

    fn handle(&mut self, event: &Event) -> Result<(), JsValue> {
        if let Some(key) = event.dyn_ref::<KeyboardEvent>() {
            return self.key(key);
        }
        let strings = self.language.strings();
        if let Some(language) = self.shell.picked_language(event) {
            self.language = language;
            self.store.save(LANGUAGE_KEY, &language.code());
        } else if let Some(mode) = self.shell.picked_mode(event) {
            self.mode = mode;
            self.store.save(MODE_KEY, &mode.key());
        } else {
            // Only five in a row is dragged and wheeled; the classic game
            // acts on clicks and changes alone, or a pointer passing over a
            // cell would play it.
            let clicked = matches!(event.type_().as_str(), "click" | "change");
            let handled = match self.mode {
                Mode::Classic if !clicked => false,
                Mode::Classic => {
                    let action = self.classic.action(event);
                    action
                        .map(|action| self.classic.act(action, &self.store, strings))
                        .is_some()
                }
                Mode::Five => self.five.event(event, &self.store, strings),
            };
            if !handled {
                return Ok(());
            }
        }
        self.render()
    }

    fn key(&mut self, event: &KeyboardEvent) -> Result<(), JsValue> {
        // A page that mounted again has left this game; shortcuts with
        // modifiers are the browser's; form fields keep their own keys.
        let in_field = dom::closest(event, "select, input, textarea").is_some();
        if !self.root.is_connected()
            || in_field
            || event.ctrl_key()
            || event.meta_key()
            || event.alt_key()
        {
            return Ok(());
        }
        let (strings, document, store) = (self.language.strings(), &self.document, &self.store);
        let refocus = match self.mode {
            Mode::Classic => match self.classic.key(event, document, store, strings) {
                None => return Ok(()),
                Some(command) => matches!(command, classic::Command::Focus(_)),
            },
            Mode::Five => match self.five.key(event, document, store, strings) {
                None => return Ok(()),
                Some(command) => {
                    matches!(command, five::Command::Cursor(..) | five::Command::Pan(..))
                }
            },
        };
        event.prevent_default();
        self.render()?;
        match (refocus, self.mode) {
            (false, _) => Ok(()),
            (true, Mode::Classic) => self.classic.focus_cursor(),
            (true, Mode::Five) => self.five.focus_cursor(),
        }
    }

    fn render(&self) -> Result<(), JsValue> {
        let strings = self.language.strings();
        self.shell
            .render(&self.document, self.language, self.mode)?;
        dom::set_flag(&self.classic_section, "hidden", self.mode != Mode::Classic)?;
        dom::set_flag(&self.five_section, "hidden", self.mode != Mode::Five)?;
        match self.mode {
            Mode::Classic => self.classic.render(strings),
            Mode::Five => self.five.render(&self.document, strings),
        }
    }
}

/// The browser's preferred languages, most wanted first.
fn browser_languages() -> Vec<String> {
    web_sys::window()
        .map(|window| {
            window
                .navigator()
                .languages()
                .iter()
                .filter_map(|tag| tag.as_string())
                .collect()
        })
        .unwrap_or_default()
}
