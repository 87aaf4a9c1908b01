//! What frames the games: the title, the tagline and the language menu.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlSelectElement};

use super::dom::element;
use super::i18n::{Language, Strings};

pub struct Shell {
    title: Element,
    tagline: Element,
    language_label: Element,
    language: HtmlSelectElement,
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
        root.append_with_node_2(&header, &tagline)?;
        Ok(Shell {
            title,
            tagline,
            language_label,
            language,
        })
    }

    /// The language picked, when `event` is a change of the language menu.
    pub fn picked_language(&self, event: &Event) -> Option<Language> {
        let target: Element = event.target()?.dyn_into().ok()?;
        if event.type_() != "change" || target != **self.language {
            return None;
        }
        Language::from_tag(&self.language.value())
    }

    pub fn render(&self, document: &Document, language: Language) -> Result<(), JsValue> {
        let strings: &Strings = language.strings();
        if let Some(html) = document.document_element() {
            html.set_attribute("lang", language.code())?;
        }
        document.set_title(strings.title);
        self.title.set_text_content(Some(strings.title));
        self.tagline.set_text_content(Some(strings.tagline));
        self.language_label.set_text_content(Some(strings.language));
        self.language.set_value(language.code());
        Ok(())
    }
}
