//! The page: a web-sys layer that owns the DOM. Every event goes to the
//! `App`, which hands it to the part of the page it concerns; the state
//! changes, then the views redraw from it, so data flows one way.

mod classic;
mod clock;
mod controls;
mod dom;
mod fields;
mod i18n;
mod seats;
mod settings;
mod shell;
mod storage;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent};

use classic::Classic;
use i18n::Language;
use shell::Shell;
use storage::Store;

const LANGUAGE_KEY: &str = "tictactoe/language";

struct App {
    document: Document,
    root: Element,
    store: Store,
    language: Language,
    shell: Shell,
    classic: Classic,
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
    root.add_event_listener_with_callback("click", function)?;
    root.add_event_listener_with_callback("change", function)?;
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
        let section = dom::element(
            &document,
            "section",
            &[("id", "classic"), ("class", "game")],
        )?;
        root.append_child(&section)?;
        let classic = Classic::build(&document, &section, &store)?;
        Ok(App {
            document,
            root,
            store,
            language,
            shell,
            classic,
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
        } else if let Some(action) = self.classic.action(event) {
            self.classic.act(action, &self.store, strings);
        } else {
            return Ok(());
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
        let strings = self.language.strings();
        let Some(command) = self
            .classic
            .key(event, &self.document, &self.store, strings)
        else {
            return Ok(());
        };
        event.prevent_default();
        self.render()?;
        match command {
            classic::Command::Focus(_) => self.classic.focus_cursor(),
            _ => Ok(()),
        }
    }

    fn render(&self) -> Result<(), JsValue> {
        self.shell.render(&self.document, self.language)?;
        self.classic.render(self.language.strings())
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
