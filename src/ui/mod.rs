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

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Object};
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent};

use classic::Classic;
use five::{Five, Thinker};
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
/// `worker` is the URL of worker.js, where the Hard bot of five in a row
/// thinks without holding up the page; without it, Hard thinks on the
/// page's thread, in shorter turns. Both arrive as any JS value and are
/// checked, as the glue does not.
#[wasm_bindgen]
pub fn mount(
    #[wasm_bindgen(unchecked_param_type = "Element")] root: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string | URL")] worker: &JsValue,
) -> Result<(), JsValue> {
    let root: &Element = root
        .dyn_ref()
        .ok_or_else(|| JsError::new("mount needs a DOM element to build the game in"))?;
    let document = root
        .owner_document()
        .ok_or_else(|| JsError::new("the root element belongs to no document"))?;
    let worker = worker_url(worker)?;

    // One listener for the whole page and the bot's replies. The bot may
    // be asked while the app is built, so the listener comes first; its
    // replies are events, which only arrive once the app is in place.
    let app: Rc<RefCell<Option<App>>> = Rc::default();
    let handler = Rc::clone(&app);
    let listener = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        let Some(app) = &mut *handler.borrow_mut() else {
            return;
        };
        if let Err(error) = app.handle(&event) {
            web_sys::console::error_1(&error);
        }
    });
    // It lives as long as the page's elements, and the bot's timers may
    // hold it: it is never dropped.
    let function: Function = listener.into_js_value().unchecked_into();
    let built = App::build(
        document.clone(),
        root.clone(),
        Thinker::new(worker, function.clone()),
    )?;
    built.render()?;
    *app.borrow_mut() = Some(built);
    for kind in [
        "click",
        "change",
        "pointerdown",
        "pointermove",
        "pointerup",
        "pointercancel",
        "wheel",
    ] {
        root.add_event_listener_with_callback(kind, &function)?;
    }
    // Keys count wherever the focus is, so the document listens.
    document.add_event_listener_with_callback("keydown", &function)?;
    Ok(())
}

/// The worker's URL from a string or a `URL`, `None` when none was given.
fn worker_url(worker: &JsValue) -> Result<Option<String>, JsError> {
    if worker.is_undefined() {
        return Ok(None);
    }
    worker
        .as_string()
        // A `URL` writes itself as its address.
        .or_else(|| worker.dyn_ref::<Object>().map(|url| url.to_string().into()))
        .map(Some)
        .ok_or_else(|| JsError::new("mount's worker is the URL of worker.js, a string or a URL"))
}

impl App {
    fn build(document: Document, root: Element, thinker: Thinker) -> Result<App, JsValue> {
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
        let mut five = Five::build(&document, &five_section, &store, thinker)?;
        let mode = store.load(MODE_KEY).unwrap_or(Mode::Classic);
        if mode == Mode::Five {
            five.resume();
        }
        Ok(App {
            mode,
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
            if mode != self.mode {
                // A bot's reply to the game left would arrive unseen.
                match mode {
                    Mode::Five => self.five.resume(),
                    Mode::Classic => self.five.pause(),
                }
            }
            self.mode = mode;
            self.store.save(MODE_KEY, &mode.key());
        } else {
            // Only five in a row is dragged and wheeled; the classic game
            // acts on clicks and changes alone, or a pointer passing over a
            // cell would play it. The bot's replies go to five in a row
            // whichever game is shown, so it learns that its worker failed.
            let kind = event.type_();
            let clicked = matches!(kind.as_str(), "click" | "change");
            let handled = match self.mode {
                Mode::Classic if matches!(kind.as_str(), "message" | "error") => {
                    self.five.event(event, &self.store, strings)
                }
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
