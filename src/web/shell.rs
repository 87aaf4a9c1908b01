//! The page's first module: its frame (title, tagline, language menu and
//! the tabs of the two games) around the classic game. Five in a row comes
//! from a module of its own, loaded when it is first opened; until then its
//! tab shows that it loads, or why it could not.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlSelectElement};

use super::classic::ClassicScreen;
use super::dom::{aria, by_id, closest, element, first, set_flag, target};
use super::options;
use super::screen::{Host, Shared};
use super::storage::Store;
use crate::engine::rng::Rng;
use crate::play::lang::Language;

const MARKUP: &str = include_str!("shell.html");
const LANGUAGE_KEY: &str = "tictactoe/language";
const MODE_KEY: &str = "tictactoe/mode";

/// The page's two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Classic,
    Five,
}

impl Mode {
    const ALL: [Mode; 2] = [Mode::Classic, Mode::Five];

    /// The name saved in storage and in the tabs' `data-mode`.
    const fn key(self) -> &'static str {
        match self {
            Mode::Classic => "classic",
            Mode::Five => "five",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Reads a saved mode.
impl FromStr for Mode {
    type Err = ();

    fn from_str(key: &str) -> Result<Mode, ()> {
        Mode::ALL
            .into_iter()
            .find(|mode| mode.key() == key)
            .ok_or(())
    }
}

/// Five in a row's module, as far as it has come.
enum Five {
    /// Not opened yet.
    Unloaded,
    Loading,
    /// The game `mountFive` returned.
    Mounted(JsValue),
    /// Why it could not load (in English, from the browser).
    Failed(String),
}

/// How the page reaches five in a row's module.
struct FiveSource {
    /// Resolves to the module, ready to use; `None` when the page was
    /// mounted without it.
    loader: Option<Function>,
    /// The URL of worker.js, where its Hard bot thinks.
    worker: Option<String>,
    seed: u64,
}

struct Shell {
    store: Store,
    language: Language,
    mode: Mode,
    view: View,
    classic: Shared<ClassicScreen>,
    five: Five,
    source: FiveSource,
}

struct View {
    document: Document,
    title: Element,
    tagline: Element,
    language_label: Element,
    language: HtmlSelectElement,
    tabs: [Element; 2],
    five_section: Element,
    five_status: Element,
}

/// Builds the page inside `root`, replacing its contents, and starts a game.
/// `options` (all optional): `five`, a function that resolves to five in a
/// row's module, ready to use (`www/pkg/five.js`); `worker`, the URL of
/// `worker.js`, where five in a row's Hard bot thinks (a string or a `URL`);
/// `seed`, which makes the bots' choices among equal moves repeat.
#[wasm_bindgen]
pub fn mount(
    #[wasm_bindgen(unchecked_param_type = "Element")] root: &JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ five?: () => Promise<{ mountFive: Function }>, worker?: string | URL, seed?: number }"
    )]
    options: &JsValue,
) -> Result<(), JsValue> {
    let root: &Element = root
        .dyn_ref()
        .ok_or_else(|| JsError::new("mount needs a DOM element to build the game in"))?;
    let document = root
        .owner_document()
        .ok_or_else(|| JsError::new("the root element belongs to no document"))?;
    let option = |name| options::property(options, name);
    let loader = loader(&option("five")?)?;
    let worker = options::worker(&option("worker")?)?;
    let mut seeds = Rng::new(options::seed(&option("seed")?)?);

    let store = Store::local();
    let language = store
        .load(LANGUAGE_KEY)
        .unwrap_or_else(|| Language::preferred(browser_languages().iter().map(String::as_str)));
    root.set_inner_html(MARKUP);
    let view = View::bind(&document, root)?;
    let classic_section: Element = by_id(root, "classic")?;
    let rng = Rng::new(seeds.next_u64());
    let classic = Host::mount(&classic_section, language, |_| {
        ClassicScreen::build(&document, &classic_section, Store::local(), rng)
    })?;
    let mode = store.load(MODE_KEY).unwrap_or(Mode::Classic);
    let shell = Rc::new(RefCell::new(Shell {
        store,
        language,
        mode: Mode::Classic,
        view,
        classic,
        five: Five::Unloaded,
        source: FiveSource {
            loader,
            worker,
            // Within 2^53, so that it reaches the other module exactly.
            seed: seeds.next_u64() >> 11,
        },
    }));
    let listener = listener(&shell);
    for kind in ["click", "change"] {
        root.add_event_listener_with_callback(kind, &listener)?;
    }
    switch(&shell, mode)
}

/// The function that loads five in a row's module, if there is one.
fn loader(value: &JsValue) -> Result<Option<Function>, JsError> {
    if value.is_undefined() {
        return Ok(None);
    }
    value
        .dyn_ref::<Function>()
        .cloned()
        .map(Some)
        .ok_or_else(|| JsError::new("options.five is a function that loads five in a row"))
}

/// The shell's listener: the language menu and the tabs. It lives as long
/// as the page's elements: it is never dropped.
fn listener(shell: &Rc<RefCell<Shell>>) -> Function {
    let shell = Rc::clone(shell);
    let listener = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        if let Err(error) = handle(&shell, &event) {
            web_sys::console::error_1(&error);
        }
    });
    listener.into_js_value().unchecked_into()
}

fn handle(shell: &Rc<RefCell<Shell>>, event: &Event) -> Result<(), JsValue> {
    let (language, mode) = {
        let shell = shell.borrow();
        (
            shell.view.picked_language(event),
            shell.view.picked_mode(event),
        )
    };
    if let Some(language) = language {
        shell.borrow_mut().set_language(language)?;
    }
    match mode {
        Some(mode) => switch(shell, mode),
        None => Ok(()),
    }
}

/// Shows the game of `mode`, loading five in a row the first time.
fn switch(shell: &Rc<RefCell<Shell>>, mode: Mode) -> Result<(), JsValue> {
    let load = {
        let mut shell = shell.borrow_mut();
        shell.mode = mode;
        shell.store.save(MODE_KEY, &mode);
        if let Some(classic) = &mut *shell.classic.borrow_mut() {
            classic.show(mode == Mode::Classic)?;
        }
        if let Five::Mounted(five) = &shell.five {
            call(five, "show", &JsValue::from_bool(mode == Mode::Five))?;
        }
        let load = mode == Mode::Five && matches!(shell.five, Five::Unloaded);
        if load {
            shell.five = Five::Loading;
        }
        shell.render()?;
        load
    };
    if load {
        load_five(shell);
    }
    Ok(())
}

/// Asks for five in a row's module, then mounts it, or says why it failed.
fn load_five(shell: &Rc<RefCell<Shell>>) {
    let loaded = Rc::clone(shell);
    let failed = Rc::clone(shell);
    let on_load = Closure::once(move |module: JsValue| {
        let mounted = loaded.borrow_mut().mount_five(&module);
        if let Err(error) = mounted {
            loaded.borrow_mut().fail(&error);
        }
    });
    let on_failure = Closure::once(move |error: JsValue| failed.borrow_mut().fail(&error));
    let promise = match &shell.borrow().source.loader {
        Some(loader) => loader
            .call0(&JsValue::UNDEFINED)
            .map(|module| Promise::resolve(&module))
            .unwrap_or_else(|error| Promise::reject(&error)),
        None => Promise::reject(&JsError::new("the page was mounted without five in a row").into()),
    };
    let _ = promise.then2(&on_load, &on_failure);
    // One of the two runs, once: they live as long as the page.
    on_load.forget();
    on_failure.forget();
}

impl Shell {
    fn set_language(&mut self, language: Language) -> Result<(), JsValue> {
        self.language = language;
        self.store.save(LANGUAGE_KEY, &language.code());
        if let Some(classic) = &mut *self.classic.borrow_mut() {
            classic.set_language(language)?;
        }
        if let Five::Mounted(five) = &self.five {
            call(five, "setLanguage", &language.code().into())?;
        }
        self.render()
    }

    /// Mounts five in a row from its `module` into its section.
    fn mount_five(&mut self, module: &JsValue) -> Result<(), JsValue> {
        let mount: Function = Reflect::get(module, &"mountFive".into())?.dyn_into()?;
        let options = Object::new();
        let worker = self
            .source
            .worker
            .as_deref()
            .map_or(JsValue::UNDEFINED, JsValue::from);
        for (key, value) in [
            ("language", self.language.code().into()),
            ("worker", worker),
            ("seed", (self.source.seed as f64).into()),
        ] {
            Reflect::set(&options, &key.into(), &value)?;
        }
        let five = mount.call2(module, &self.view.five_section, &options)?;
        call(&five, "show", &JsValue::from_bool(self.mode == Mode::Five))?;
        self.five = Five::Mounted(five);
        self.render()
    }

    fn fail(&mut self, error: &JsValue) {
        let message = error
            .dyn_ref::<js_sys::Error>()
            .map(|error| String::from(error.message()))
            .or_else(|| error.as_string())
            .unwrap_or_else(|| "unknown error".to_string());
        self.five = Five::Failed(message);
        if let Err(error) = self.render() {
            web_sys::console::error_1(&error);
        }
    }

    fn render(&self) -> Result<(), JsValue> {
        let words = self.language.shell();
        let view = &self.view;
        if let Some(html) = view.document.document_element() {
            html.set_attribute("lang", self.language.code())?;
        }
        view.document.set_title(words.title);
        view.title.set_text_content(Some(words.title));
        view.tagline.set_text_content(Some(words.tagline));
        view.language_label.set_text_content(Some(words.language));
        view.language.set_value(self.language.code());
        for ((tab, name), mode) in view.tabs.iter().zip(words.modes).zip(Mode::ALL) {
            tab.set_text_content(Some(name));
            tab.set_attribute("aria-pressed", aria(mode == self.mode))?;
        }
        let status = match &self.five {
            Five::Loading => Some(words.loading_five.to_string()),
            Five::Failed(error) => Some((words.five_failed)(error)),
            Five::Unloaded | Five::Mounted(_) => None,
        };
        if let Some(status) = status {
            view.five_status.set_text_content(Some(&status));
            set_flag(&view.five_section, "hidden", self.mode != Mode::Five)?;
        }
        Ok(())
    }
}

impl View {
    fn bind(document: &Document, root: &Element) -> Result<View, JsValue> {
        let language: HtmlSelectElement = by_id(root, "language")?;
        for choice in Language::ALL {
            let code = choice.code();
            let option = element(document, "option", &[("value", code), ("lang", code)])?;
            option.set_text_content(Some(choice.shell().name));
            language.append_child(&option)?;
        }
        let five_section: Element = by_id(root, "five")?;
        Ok(View {
            document: document.clone(),
            title: first(root, "h1")?,
            tagline: first(root, ".lede")?,
            language_label: first(root, "label[for=\"language\"]")?,
            language,
            tabs: [
                first(root, "[data-mode=\"classic\"]")?,
                first(root, "[data-mode=\"five\"]")?,
            ],
            five_status: first(&five_section, ".loading")?,
            five_section,
        })
    }

    /// The mode picked, when `event` is a click on a mode's tab.
    fn picked_mode(&self, event: &Event) -> Option<Mode> {
        let tab = closest(event, "[data-mode]")?;
        if event.type_() != "click" || !self.tabs.contains(&tab) {
            return None;
        }
        tab.get_attribute("data-mode")?.parse().ok()
    }

    /// The language picked, when `event` is a change of the language menu.
    fn picked_language(&self, event: &Event) -> Option<Language> {
        if event.type_() != "change" || target(event)? != **self.language {
            return None;
        }
        Language::from_tag(&self.language.value())
    }
}

/// Calls `method` of five in a row's game, an object of the other module.
fn call(five: &JsValue, method: &str, argument: &JsValue) -> Result<JsValue, JsValue> {
    let function: Function = Reflect::get(five, &method.into())?.dyn_into()?;
    function.call1(five, argument)
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
