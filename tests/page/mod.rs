//! A page mounted in the test document, as the browser tests click it.

use js_sys::{Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    Element, Event, EventInit, HtmlElement, HtmlSelectElement, KeyboardEvent, KeyboardEventInit,
};

use inarow::web::five::mount_five;
use inarow::web::mount;

/// The seed of every page the tests mount: their bots' choices repeat.
pub const SEED: u32 = 2024;

/// The page mounted in the test document, removed again when dropped so that
/// the next test's ids are unique.
pub struct Page {
    pub root: Element,
}

pub fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

#[allow(dead_code)] // Not every test crate that includes this module uses all of it.
impl Page {
    /// A page as on a first visit: nothing saved, English. No worker: the
    /// Hard bot thinks on the page.
    pub fn mount() -> Page {
        Page::mount_with(JsValue::UNDEFINED)
    }

    /// A first visit whose Hard bot thinks in the worker at `worker`.
    pub fn mount_with(worker: JsValue) -> Page {
        storage().clear().unwrap();
        // Five in a row keeps the game in play in the tab's own storage.
        let window = web_sys::window().unwrap();
        window.session_storage().unwrap().unwrap().clear().unwrap();
        storage().set_item("inarow/language", "en").unwrap();
        Page::attach(worker)
    }

    /// A page as on a later visit: what earlier ones saved is kept.
    pub fn mount_again() -> Page {
        Page::attach(JsValue::UNDEFINED)
    }

    /// The page already mounted in `root`.
    pub fn from_root(root: Element) -> Page {
        Page { root }
    }

    fn attach(worker: JsValue) -> Page {
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        mount(&root, &options(worker)).unwrap();
        Page { root }
    }

    /// Lets the promises in flight settle, such as five in a row's module
    /// loading after its tab was clicked.
    pub async fn settle(&self) {
        JsFuture::from(Promise::resolve(&JsValue::UNDEFINED))
            .await
            .unwrap();
    }

    pub fn find(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no {selector}"))
    }

    pub fn click(&self, selector: &str) {
        self.find(selector).unchecked_into::<HtmlElement>().click();
    }

    pub fn text(&self, selector: &str) -> String {
        self.find(selector).text_content().unwrap_or_default()
    }

    /// Picks `value` in a menu, as a person does: the value changes, then
    /// a `change` event bubbles up.
    pub fn choose(&self, selector: &str, value: &str) {
        let select: HtmlSelectElement = self.find(selector).dyn_into().unwrap();
        select.set_value(value);
        let init = EventInit::new();
        init.set_bubbles(true);
        let event = Event::new_with_event_init_dict("change", &init).unwrap();
        select.dispatch_event(&event).unwrap();
    }

    /// Presses `key` with the focus where it is now.
    pub fn press(&self, key: &str) {
        self.press_with(key, false);
    }

    /// Presses `key`, with Shift held if `shift`.
    pub fn press_with(&self, key: &str, shift: bool) {
        let document = web_sys::window().unwrap().document().unwrap();
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_shift_key(shift);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        let target = document
            .active_element()
            .unwrap_or_else(|| document.body().unwrap().into());
        target.dispatch_event(&event).unwrap();
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        self.root.remove();
    }
}

/// The text of a language file, as the site serves it.
fn file(code: &str) -> Option<&'static str> {
    Some(match code {
        "en" => include_str!("../../www/lang/en.txt"),
        "ru" => include_str!("../../www/lang/ru.txt"),
        "ja" => include_str!("../../www/lang/ja.txt"),
        "vi" => include_str!("../../www/lang/vi.txt"),
        "zh" => include_str!("../../www/lang/zh.txt"),
        "zh-Hant" => include_str!("../../www/lang/zh-Hant.txt"),
        "pl" => include_str!("../../www/lang/pl.txt"),
        _ => return None,
    })
}

/// The options of the test pages: the seed, the worker, a loader of five in
/// a row that hands over the same module's `mountFive`, as the real loader
/// hands over five.js, and one of language files, as the site serves them.
fn options(worker: JsValue) -> JsValue {
    let mount = Closure::<dyn Fn(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
        |section: JsValue, options: JsValue| mount_five(&section, &options).map(JsValue::from),
    );
    let module = Object::new();
    Reflect::set(&module, &"mountFive".into(), &mount.into_js_value()).unwrap();
    let module: JsValue = module.into();
    let five = Closure::<dyn Fn() -> Promise>::new(move || Promise::resolve(&module));
    let words = Closure::<dyn Fn(JsValue) -> Promise>::new(|code: JsValue| {
        match code.as_string().as_deref().and_then(file) {
            Some(text) => Promise::resolve(&JsValue::from(text)),
            None => Promise::reject(&JsValue::from("no such language")),
        }
    });
    let options = Object::new();
    for (key, value) in [
        ("five", five.into_js_value()),
        ("words", words.into_js_value()),
        ("worker", worker),
        ("seed", SEED.into()),
    ] {
        Reflect::set(&options, &key.into(), &value).unwrap();
    }
    options.into()
}
