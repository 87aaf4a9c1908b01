//! The page's first module: its frame (title, tagline, language menu and
//! the tabs of the two games) around the classic game. Five in a row comes
//! from a module of its own, loaded when it is first opened, and every
//! language but English from its file, loaded when it is chosen; until then
//! the page says that they load, or why they could not.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlSelectElement};

use super::classic::ClassicScreen;
use super::controls::options;
use super::dom::{self, aria, by_id, closest, first, set_flag, target};
use super::options;
use super::screen::{Host, Shared};
use super::storage::{key, Key, Store};
use crate::engine::named::named;
use crate::engine::rng::Rng;
use crate::play::lang::{Arg, Language, Text, Words};
use crate::play::template::join;

/// The heading, the tagline and the frame's place for the rest, as
/// `index.html` paints them before any wasm runs.
const HEAD: &str = r#"<h1></h1><p class="lede"></p><div class="frame"></div>"#;
/// The frame but its heading and tagline.
const MARKUP: &str = include_str!("shell.html");
const LANGUAGE_KEY: Key = key!("language");
const MODE_KEY: Key = key!("mode");

named! {
    /// The page's two games, by the names saved in storage and written in
    /// the tabs' `data-mode`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Mode by key {
        Classic = "classic",
        Five = "five",
    }
}

/// The language the page speaks: its file, for five in a row's module
/// (none for English, which each module carries), and its words.
#[derive(Clone)]
struct Speech {
    language: Language,
    file: Option<Rc<str>>,
    words: Rc<Words>,
}

impl Speech {
    /// The language's file for five in a row's module: undefined for
    /// English, which that module carries.
    fn words_file(&self) -> JsValue {
        self.file
            .as_deref()
            .map_or(JsValue::UNDEFINED, JsValue::from_str)
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

/// Where the page finds what it loads later, as `mount`'s options say.
struct Sources {
    /// Resolves to five in a row's module, ready to use.
    five: Option<Function>,
    /// Resolves to the text of a language's file, given its code.
    words: Option<Function>,
    /// The URL of worker.js, where five in a row's Hard bot thinks.
    worker: Option<String>,
    /// Five in a row's seed.
    seed: u64,
}

struct Shell {
    store: Store,
    speech: Speech,
    /// The language asked for and not in place yet, if any: a file that
    /// arrives for another is dropped.
    asked: Option<Language>,
    /// What the page says above the games: why a language did not load.
    notice: Option<String>,
    mode: Mode,
    view: View,
    classic: Shared<ClassicScreen>,
    five: Five,
    sources: Sources,
}

struct View {
    document: Document,
    title: Element,
    tagline: Element,
    notice: Element,
    language_label: Element,
    language: HtmlSelectElement,
    tabs: [Element; 2],
    five_section: Element,
    five_status: Element,
}

/// Builds the page inside `root`, replacing its contents, and starts a game.
/// `options` (all optional): `five`, a function that resolves to five in a
/// row's module, ready to use (`pkg/five.js`); `words`, a function that
/// resolves to the text of a language's file, given its code
/// (`www/lang/ru.txt`; English is built in); `worker`, the URL of
/// `worker.js`, where five in a row's Hard bot thinks (a string or a `URL`);
/// `seed`, which makes the bots' choices among equal moves repeat.
#[wasm_bindgen]
pub fn mount(
    #[wasm_bindgen(unchecked_param_type = "Element")] root: &JsValue,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ five?: () => Promise<{ mountFive: Function }>, words?: (code: string) => Promise<string>, worker?: string | URL, seed?: number }"
    )]
    options: &JsValue,
) -> Result<(), JsValue> {
    let (root, document) = options::root(root, "mount")?;
    let option = |name| options::property(options, name);
    let mut seeds = Rng::new(options::seed(&option("seed")?)?);
    let sources = Sources {
        five: loader(&option("five")?, "five")?,
        words: loader(&option("words")?, "words")?,
        worker: options::worker(&option("worker")?)?,
        // Within 2^53, so that it reaches the other module exactly.
        seed: seeds.next_u64() >> 11,
    };

    let store = Store::local();
    let wanted = store
        .load(&LANGUAGE_KEY)
        .unwrap_or_else(|| Language::preferred(browser_languages().iter().map(String::as_str)));
    let english = english()?;
    lay_out(root)?;
    let view = View::bind(&document, root)?;
    let classic_section: Element = by_id(root, "classic")?;
    let rng = Rng::new(seeds.next_u64());
    let classic = Host::mount(&classic_section, Rc::clone(&english.words), |_| {
        ClassicScreen::build(&classic_section, Store::local(), rng)
    })?;
    let mode = store.load(&MODE_KEY).unwrap_or(Mode::Classic);
    let shell = Rc::new(RefCell::new(Shell {
        store,
        speech: english,
        asked: None,
        notice: None,
        mode: Mode::Classic,
        view,
        classic,
        five: Five::Unloaded,
        sources,
    }));
    let listener = listener(&shell);
    for kind in ["click", "change"] {
        root.add_event_listener_with_callback(kind, &listener)?;
    }
    switch(&shell, mode)?;
    choose(&shell, wanted)
}

/// Lays the frame out in `root`, beside the heading and the tagline that
/// the static page has already painted, if it has: made again, they would
/// be the largest paint once more, as late as the wasm.
fn lay_out(root: &Element) -> Result<(), JsValue> {
    if root.query_selector(".frame")?.is_none() {
        root.set_inner_html(HEAD);
    }
    first::<Element>(root, ".frame")?.set_inner_html(MARKUP);
    Ok(())
}

/// English, which the page speaks until another language has loaded.
fn english() -> Result<Speech, JsError> {
    let words = Words::english().map_err(|error| JsError::new(&error.to_string()))?;
    Ok(Speech {
        language: Language::En,
        file: None,
        words: Rc::new(words),
    })
}

/// The loader in option `name`, if there is one.
fn loader(value: &JsValue, name: &str) -> Result<Option<Function>, JsError> {
    if value.is_undefined() {
        return Ok(None);
    }
    if !value.is_function() {
        return Err(JsError::new(&join(
            ["options.", name, " is a function"],
            "",
        )));
    }
    Ok(Some(value.clone().unchecked_into()))
}

/// Calls `loader` with `argument`: a promise, rejected when there is no
/// loader or it throws.
fn load(loader: Option<&Function>, argument: &JsValue, what: &str) -> Promise {
    match loader {
        Some(loader) => loader
            .call1(&JsValue::UNDEFINED, argument)
            .map(|loaded| Promise::resolve(&loaded))
            .unwrap_or_else(|error| Promise::reject(&error)),
        None => Promise::reject(
            &JsError::new(&join(["the page was mounted without ", what], "")).into(),
        ),
    }
}

/// What is done with what a promise gives.
type Then = Box<dyn FnOnce(JsValue)>;

/// Runs `loaded` with what `promise` resolves to, or `failed` with why it
/// was rejected. One of the two runs, once; they live as long as the page.
fn settle(promise: &Promise, loaded: Then, failed: Then) {
    let (loaded, failed) = (Closure::once(loaded), Closure::once(failed));
    let _ = promise.then2(&loaded, &failed);
    loaded.forget();
    failed.forget();
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
        choose(shell, language)?;
    }
    match mode {
        Some(mode) => switch(shell, mode),
        None => Ok(()),
    }
}

/// Speaks `language`: at once for English, which is built in, else once its
/// file has loaded.
fn choose(shell: &Rc<RefCell<Shell>>, language: Language) -> Result<(), JsValue> {
    if language == Language::En {
        let mut shell = shell.borrow_mut();
        shell.asked = None;
        return shell.speak(english()?);
    }
    let promise = {
        let mut shell = shell.borrow_mut();
        if shell.speech.language == language {
            return Ok(());
        }
        shell.asked = Some(language);
        load(
            shell.sources.words.as_ref(),
            &language.code().into(),
            "languages",
        )
    };
    let (loaded, failed) = (Rc::clone(shell), Rc::clone(shell));
    settle(
        &promise,
        Box::new(move |file| loaded.borrow_mut().arrived(language, &file)),
        Box::new(move |error| failed.borrow_mut().not_arrived(language, &why(&error))),
    );
    Ok(())
}

/// Shows the game of `mode`, loading five in a row the first time.
fn switch(shell: &Rc<RefCell<Shell>>, mode: Mode) -> Result<(), JsValue> {
    let load_five = {
        let mut shell = shell.borrow_mut();
        shell.mode = mode;
        shell.store.save(&MODE_KEY, &mode);
        if let Some(classic) = &mut *shell.classic.borrow_mut() {
            classic.show(mode == Mode::Classic)?;
        }
        if let Five::Mounted(five) = &shell.five {
            call(five, "show", &JsValue::from_bool(mode == Mode::Five))?;
        }
        let unloaded = mode == Mode::Five && matches!(shell.five, Five::Unloaded);
        if unloaded {
            shell.five = Five::Loading;
        }
        shell.render()?;
        unloaded.then(|| {
            load(
                shell.sources.five.as_ref(),
                &JsValue::UNDEFINED,
                "five in a row",
            )
        })
    };
    if let Some(promise) = load_five {
        let (loaded, failed) = (Rc::clone(shell), Rc::clone(shell));
        settle(
            &promise,
            Box::new(move |module| {
                let mounted = loaded.borrow_mut().mount_five(&module);
                if let Err(error) = mounted {
                    loaded.borrow_mut().five_failed(&why(&error));
                }
            }),
            Box::new(move |error| failed.borrow_mut().five_failed(&why(&error))),
        );
    }
    Ok(())
}

impl Shell {
    /// The file of `language` arrived: the page speaks it, unless another
    /// was asked for meanwhile or the file is refused.
    fn arrived(&mut self, language: Language, file: &JsValue) {
        if self.asked != Some(language) {
            return;
        }
        let Some(file) = file.as_string() else {
            return self.not_arrived(language, "it is not text");
        };
        match Words::parse(&file) {
            Ok(words) => {
                let speech = Speech {
                    language,
                    file: Some(file.into()),
                    words: Rc::new(words),
                };
                self.asked = None;
                report(self.speak(speech));
            }
            Err(error) => self.not_arrived(language, &error.to_string()),
        }
    }

    /// The file of `language` did not load, for `error`: the page stays in
    /// its language and says why.
    fn not_arrived(&mut self, language: Language, error: &str) {
        if self.asked != Some(language) {
            return;
        }
        self.asked = None;
        let args = [
            ("language", Arg::Text(language.name())),
            ("error", Arg::Text(error)),
        ];
        self.notice = Some(self.speech.words.fill(Text::LanguageFailed, &args));
        report(self.render());
    }

    fn speak(&mut self, speech: Speech) -> Result<(), JsValue> {
        self.notice = None;
        self.store.save(&LANGUAGE_KEY, &speech.language.code());
        if let Some(classic) = &mut *self.classic.borrow_mut() {
            classic.set_words(Rc::clone(&speech.words))?;
        }
        if let Five::Mounted(five) = &self.five {
            call(five, "setLanguage", &speech.words_file())?;
        }
        self.speech = speech;
        self.render()
    }

    /// Mounts five in a row from its `module` into its section.
    fn mount_five(&mut self, module: &JsValue) -> Result<(), JsValue> {
        let mount = function(module, "mountFive")?;
        let options = Object::new();
        let worker = self
            .sources
            .worker
            .as_deref()
            .map_or(JsValue::UNDEFINED, JsValue::from);
        for (key, value) in [
            ("words", self.speech.words_file()),
            ("worker", worker),
            ("seed", (self.sources.seed as f64).into()),
        ] {
            Reflect::set(&options, &key.into(), &value)?;
        }
        let five = mount.call2(module, &self.view.five_section, &options)?;
        call(&five, "show", &JsValue::from_bool(self.mode == Mode::Five))?;
        self.five = Five::Mounted(five);
        self.render()
    }

    fn five_failed(&mut self, error: &str) {
        self.five = Five::Failed(error.to_string());
        report(self.render());
    }

    fn render(&self) -> Result<(), JsValue> {
        let (view, words) = (&self.view, &self.speech.words);
        if let Some(html) = view.document.document_element() {
            html.set_attribute("lang", self.speech.language.code())?;
        }
        let title = words.text(Text::Title);
        view.document.set_title(title);
        view.title.set_text_content(Some(title));
        view.tagline
            .set_text_content(Some(words.text(Text::Tagline)));
        view.notice.set_text_content(self.notice.as_deref());
        set_flag(&view.notice, "hidden", self.notice.is_none())?;
        view.language_label
            .set_text_content(Some(words.text(Text::Language)));
        view.language.set_value(self.speech.language.code());
        let tabs = view.tabs.iter().zip(words.list(Text::Modes)).zip(Mode::ALL);
        for ((tab, name), mode) in tabs {
            tab.set_text_content(Some(name));
            tab.set_attribute("aria-pressed", aria(mode == self.mode))?;
        }
        // A failure is said by the whole section, in place of whatever a
        // failed mount left there.
        let status = match &self.five {
            Five::Loading => Some((&view.five_status, words.text(Text::LoadingFive).to_string())),
            Five::Failed(error) => {
                Some((&view.five_section, words.failure(Text::FiveFailed, error)))
            }
            Five::Unloaded | Five::Mounted(_) => None,
        };
        if let Some((element, status)) = status {
            element.set_text_content(Some(&status));
            set_flag(&view.five_section, "hidden", self.mode != Mode::Five)?;
        }
        Ok(())
    }
}

impl View {
    fn bind(document: &Document, root: &Element) -> Result<View, JsValue> {
        let language: HtmlSelectElement = by_id(root, "language")?;
        let choices = Language::ALL.map(|language| (language.code(), language.name()));
        language.set_inner_html(&options(choices));
        let five_section: Element = by_id(root, "five")?;
        Ok(View {
            document: document.clone(),
            title: first(root, "h1")?,
            tagline: first(root, ".lede")?,
            notice: by_id(root, "notice")?,
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
    function(five, method)?.call1(five, argument)
}

/// The function `object.name`.
fn function(object: &JsValue, name: &str) -> Result<Function, JsValue> {
    let function = Reflect::get(object, &name.into())?;
    if !function.is_function() {
        return Err(JsError::new(&join(["five in a row's module has no ", name], "")).into());
    }
    Ok(function.unchecked_into())
}

/// Reports an error of the DOM, which no one else is left to hear.
fn report(result: Result<(), JsValue>) {
    if let Err(error) = result {
        web_sys::console::error_1(&error);
    }
}

/// What went wrong, from a JS error or whatever was thrown.
fn why(error: &JsValue) -> String {
    Reflect::get(error, &"message".into())
        .ok()
        .and_then(|message| message.as_string())
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "unknown error".to_string())
}

/// The browser's preferred languages, most wanted first.
fn browser_languages() -> Vec<String> {
    dom::window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect()
}
