//! What frames the games: the title, the tagline and the language menu.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlSelectElement};

use super::dom::{closest, element};
use super::i18n::{Language, Strings};

/// The page's two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Classic,
    Five,
}

impl Mode {
    const ALL: [Mode; 2] = [Mode::Classic, Mode::Five];

    /// The name saved in storage and in the tabs' `data-mode`.
    pub const fn key(self) -> &'static str {
        match self {
            Mode::Classic => "classic",
            Mode::Five => "five",
        }
    }
}

/// Reads a saved mode.
impl std::str::FromStr for Mode {
    type Err = ();

    fn from_str(key: &str) -> Result<Mode, ()> {
        Mode::ALL
            .into_iter()
            .find(|mode| mode.key() == key)
            .ok_or(())
    }
}

pub struct Shell {
    title: Element,
    tagline: Element,
    language_label: Element,
    language: HtmlSelectElement,
    tabs: [Element; 2],
}

impl Shell {
    /// Builds the frame at the end of `root`.
    pub fn build(document: &Document, root: &Element) -> Result<Shell, JsValue> {
        let el = |tag, attributes: &[(&str, &str)]| element(document, tag, attributes);
        let header = el("header", &[("class", "masthead")])?;
        let title = el("h1", &[])?;
        let language_label = el("label", &[("for", "language")])?;
        let language: HtmlSelectElement = el("select", &[("id", "language")])?.dyn_into()?;
        for choice in Language::ALL {
            let option = el(
                "option",
                &[("value", choice.code()), ("lang", choice.code())],
            )?;
            option.set_text_content(Some(choice.strings().name));
            language.append_child(&option)?;
        }
        let picker = el("div", &[("class", "field language")])?;
        picker.append_with_node_2(&language_label, &language)?;
        header.append_with_node_2(&title, &picker)?;
        let tagline = el("p", &[("class", "lede")])?;
        let nav = el("nav", &[("class", "modes")])?;
        let tab = |mode: Mode| -> Result<Element, JsValue> {
            let tab = el("button", &[("type", "button"), ("data-mode", mode.key())])?;
            nav.append_child(&tab)?;
            Ok(tab)
        };
        let tabs = [tab(Mode::Classic)?, tab(Mode::Five)?];
        root.append_with_node_3(&header, &tagline, &nav)?;
        Ok(Shell {
            title,
            tagline,
            language_label,
            language,
            tabs,
        })
    }

    /// The mode picked, when `event` is a click on a mode's tab.
    pub fn picked_mode(&self, event: &Event) -> Option<Mode> {
        let tab = closest(event, "[data-mode]")?;
        if event.type_() != "click" || !self.tabs.contains(&tab) {
            return None;
        }
        tab.get_attribute("data-mode")?.parse().ok()
    }

    /// The language picked, when `event` is a change of the language menu.
    pub fn picked_language(&self, event: &Event) -> Option<Language> {
        let target: Element = event.target()?.dyn_into().ok()?;
        if event.type_() != "change" || target != **self.language {
            return None;
        }
        Language::from_tag(&self.language.value())
    }

    pub fn render(
        &self,
        document: &Document,
        language: Language,
        mode: Mode,
    ) -> Result<(), JsValue> {
        let strings: &Strings = language.strings();
        if let Some(html) = document.document_element() {
            html.set_attribute("lang", language.code())?;
        }
        document.set_title(strings.title);
        self.title.set_text_content(Some(strings.title));
        self.tagline.set_text_content(Some(strings.tagline));
        self.language_label.set_text_content(Some(strings.language));
        self.language.set_value(language.code());
        for ((tab, name), shown) in self.tabs.iter().zip(strings.modes).zip(Mode::ALL) {
            tab.set_text_content(Some(name));
            tab.set_attribute("aria-pressed", if shown == mode { "true" } else { "false" })?;
        }
        Ok(())
    }
}
