//! The explorer in a real browser: opened into the test document, clicked
//! and walked with the keys.
#![cfg(target_arch = "wasm32")]

use js_sys::{Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement, KeyboardEvent, KeyboardEventInit};

use inarow::web::explore::open_explorer;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Opens the explorer on `link`, in English.
fn open(link: &str) -> Element {
    let options = Object::new();
    Reflect::set(&options, &"link".into(), &link.into()).unwrap();
    open_explorer(&document().body().unwrap().into(), &options).unwrap();
    document().get_element_by_id("explorer").unwrap()
}

fn texts(root: &Element, selector: &str) -> Vec<String> {
    let found = root.query_selector_all(selector).unwrap();
    (0..found.length())
        .map(|i| found.item(i).unwrap().text_content().unwrap())
        .collect()
}

fn focused_path() -> Option<String> {
    document().active_element()?.get_attribute("data-path")
}

fn press(key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    document()
        .active_element()
        .unwrap()
        .dispatch_event(&event)
        .unwrap();
}

#[wasm_bindgen_test]
fn seed_002s_moves_show_their_values_and_counts() {
    let dialog = open("#explore=O.XX.X.OO");
    assert!(dialog.has_attribute("open"));
    let level = "[role=tree] > [role=treeitem] > .row";
    assert_eq!(
        texts(&dialog, &format!("{level} .move")),
        ["X on 1", "X on 4", "X on 6"]
    );
    assert_eq!(
        texts(&dialog, &format!("{level} .value")),
        ["\u{2212}10", "+10", "\u{2212}10"]
    );
    assert_eq!(
        texts(&dialog, &format!("{level} .depth")),
        ["\u{2212}8", "+9", "\u{2212}8"]
    );
    assert_eq!(texts(&dialog, &format!("{level} .nodes")), ["3", "1", "4"]);
    assert_eq!(texts(&dialog, ".pv > .row .move"), ["X on 4"]);
    assert_eq!(texts(&dialog, "[data-count=minimax] td"), ["9"]);
}

#[wasm_bindgen_test]
fn the_arrow_keys_walk_the_tree() {
    let dialog = open("#explore=O.XX.X.OO");
    assert_eq!(focused_path().as_deref(), Some("1"));
    press("End");
    assert_eq!(focused_path().as_deref(), Some("6"));
    press("ArrowRight");
    let six = dialog.query_selector("[data-path=\"6\"]").unwrap().unwrap();
    assert_eq!(six.get_attribute("aria-expanded").as_deref(), Some("true"));
    press("ArrowRight");
    assert_eq!(focused_path().as_deref(), Some("61"));
    let item = document().active_element().unwrap();
    assert_eq!(item.get_attribute("aria-level").as_deref(), Some("2"));
    assert_eq!(item.get_attribute("tabindex").as_deref(), Some("0"));
    press("ArrowLeft");
    press("ArrowLeft");
    assert_eq!(focused_path().as_deref(), Some("6"));
    let location = web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(location, "#explore=O.XX.X.OO&at=6");
}

#[wasm_bindgen_test]
fn a_bad_typed_position_is_told_precisely() {
    let dialog = open("#explore=.........");
    let input: HtmlInputElement = dialog
        .query_selector("#explorer-position")
        .unwrap()
        .unwrap()
        .unchecked_into();
    input.set_value("XX.......");
    dialog
        .query_selector("#explorer-show")
        .unwrap()
        .unwrap()
        .unchecked_into::<HtmlElement>()
        .click();
    assert_eq!(
        texts(&dialog, "#explorer-error"),
        ["X has 2 marks and O has 0: X moves first, so X has as many marks as O or one more."]
    );
    assert_eq!(input.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(texts(&dialog, "[role=tree] > li").len(), 9);
}

#[wasm_bindgen_test]
fn a_malformed_link_opens_the_empty_board_with_a_message() {
    let dialog = open("#explore=XYZ");
    assert_eq!(
        texts(&dialog, "#explorer-notice"),
        ["This link could not be read at \u{201c}explore=XYZ\u{201d}, so here is the empty board."]
    );
    assert_eq!(texts(&dialog, "[data-count=minimax] td"), ["549,946"]);
}

/// `file`, a language file, with every text made `mark`-up: the separators
/// are `mark`, and every other text, and each item of a list, starts with
/// it; the plural rule, the keys and the placeholders stay.
fn hostile(file: &str, mark: &str) -> String {
    let line = |line: &str| {
        let Some((key, text)) = line.split_once('=').filter(|_| !line.starts_with('#')) else {
            return line.to_string();
        };
        let (key, text) = (key.trim(), text.trim());
        match key {
            "plural" => return line.to_string(),
            "thousands" | "decimal" => return format!("{key} = {mark}"),
            _ => {}
        }
        // The items are separated by the | outside placeholders.
        let (mut items, mut depth) = (vec![String::new()], 0);
        for c in text.chars() {
            depth += i32::from(c == '{') - i32::from(c == '}');
            match c {
                '|' if depth == 0 => items.push(String::new()),
                c => items.last_mut().unwrap().push(c),
            }
        }
        let items: Vec<String> = items
            .iter()
            .map(|item| [mark, item.trim()].concat())
            .collect();
        format!("{key} = {}", items.join(" | "))
    };
    file.lines().map(line).collect::<Vec<_>>().join("\n")
}

#[wasm_bindgen_test]
fn a_language_files_markup_shows_as_text() {
    let mark = "<img src=x onerror=\"window.uiPwned=1\">";
    let options = Object::new();
    let link = "#explore=.........&open=0&step=ordered.3";
    Reflect::set(&options, &"link".into(), &link.into()).unwrap();
    let words = hostile(include_str!("../www/lang/en.txt"), mark);
    Reflect::set(&options, &"words".into(), &words.into()).unwrap();
    open_explorer(&document().body().unwrap().into(), &options).unwrap();
    let dialog = document().get_element_by_id("explorer").unwrap();
    assert_eq!(
        texts(&dialog, "[data-count=minimax] td"),
        [format!("549{mark}946")]
    );
    assert_eq!(
        texts(&dialog, "[role=tree] > li > .row .nodes")[0],
        format!("59{mark}705")
    );
    for selector in [
        "[data-count] th",
        ".explorer-heads span",
        "#explorer-order option",
        "#explorer-title",
        "#explorer-at",
        "[role=tree] .move",
        "#explorer-trace .window",
    ] {
        let shown = texts(&dialog, selector);
        assert!(
            !shown.is_empty() && shown.iter().all(|text| text.starts_with(mark)),
            "{selector}: {shown:?}"
        );
    }
    let label = dialog
        .query_selector("[role=treeitem]")
        .unwrap()
        .unwrap()
        .get_attribute("aria-label")
        .unwrap();
    assert!(label.starts_with(mark), "{label}");
    assert_eq!(dialog.query_selector("img").unwrap(), None);
    let pwned = Reflect::get(&web_sys::window().unwrap(), &"uiPwned".into()).unwrap();
    assert!(pwned.is_undefined());
}
