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
        [
            "X: row 1, column 2",
            "X: row 2, column 2",
            "X: row 3, column 1"
        ]
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
    assert_eq!(
        texts(&dialog, &format!("{level} .negamax")),
        ["\u{2212}10", "+10", "\u{2212}10"]
    );
    assert_eq!(texts(&dialog, ".pv > .row .move"), ["X: row 2, column 2"]);
    assert_eq!(texts(&dialog, "[data-count=minimax] td")[0], "9");
    // Every algorithm picks the winning move, r2c2; MCTS has not run yet.
    for key in [
        "minimax",
        "negamax",
        "alphabeta",
        "alphabetaOrdered",
        "horizon",
    ] {
        let row = format!("[data-count={key}] td");
        assert_eq!(texts(&dialog, &row)[1..], ["r2c2", "yes"], "{key}");
    }
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
    assert_eq!(texts(&dialog, "[data-count=minimax] td")[0], "549,946");
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
        texts(&dialog, "[data-count=minimax] td")[0],
        format!("549{mark}946")
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
        "#explorer-legend dt",
        "#explorer-legend dd",
        "#explorer-summary",
        ".explorer-mcts button",
        "#explorer-searches thead th",
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

fn click(root: &Element, selector: &str) {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("{selector}"))
        .unchecked_into::<HtmlElement>()
        .click();
}

/// The small board's marks, as a position is written.
fn board(dialog: &Element, id: &str) -> String {
    texts(dialog, &format!("#{id} > span"))
        .iter()
        .map(|mark| match mark.as_str() {
            "X" | "O" => mark.clone(),
            _ => ".".to_string(),
        })
        .collect()
}

#[wasm_bindgen_test]
fn the_caption_tells_the_board_shown_and_marks_its_move() {
    let dialog = open("#explore=XO..O...X&at=2");
    // X has played cell 2 on the board: O is to move, and minimises.
    assert_eq!(board(&dialog, "explorer-board"), "XOX.O...X");
    assert_eq!(
        texts(&dialog, "#explorer-summary"),
        ["O to move, minimising"]
    );
    assert_eq!(texts(&dialog, "#explorer-board .last"), ["X"]);
    let label = dialog
        .query_selector("#explorer-board")
        .unwrap()
        .unwrap()
        .get_attribute("aria-label")
        .unwrap();
    assert!(
        label.starts_with(
            "O to move, minimising, last move X: row 1, column 3. Row 1, column 1: X;"
        ),
        "{label}"
    );
    click(&dialog, "#explorer-names");
    assert_eq!(texts(&dialog, "#explorer-board .name")[0], "r2c1");
    assert_eq!(
        texts(&dialog, "[aria-current=true] > .row .move"),
        ["X: row 1, column 3"]
    );
    assert_eq!(texts(&dialog, "#explorer-legend dt").len(), 10);
}

#[wasm_bindgen_test]
fn stepping_shows_each_position_and_greys_what_a_cut_off_skips() {
    let dialog = open("#explore=O.XX.X.OO");
    let order: web_sys::HtmlSelectElement = dialog
        .query_selector("#explorer-order")
        .unwrap()
        .unwrap()
        .unchecked_into();
    order.set_selected_index(1);
    let change = web_sys::Event::new_with_event_init_dict("change", &{
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        init
    })
    .unwrap();
    order.dispatch_event(&change).unwrap();
    assert_eq!(board(&dialog, "explorer-board"), "O.XX.X.OO");
    click(&dialog, "[data-step=forward]");
    // The first step is X's move 1, on both boards and marked in the tree.
    assert_eq!(board(&dialog, "explorer-board"), "OXXX.X.OO");
    assert_eq!(board(&dialog, "explorer-step-board"), "OXXX.X.OO");
    assert_eq!(
        texts(&dialog, "[aria-current=true] > .row .move"),
        ["X: row 1, column 2"]
    );
    assert!(texts(&dialog, "#explorer-now")[0].starts_with("r1c2"));
    for _ in 0..6 {
        click(&dialog, "[data-step=forward]");
    }
    // At the last step O has cut its reply 4 below X's 6: greyed in the tree.
    assert_eq!(texts(&dialog, "#explorer-at"), ["Step 8 of 8"]);
    assert_eq!(
        texts(&dialog, ".skipped > .row .move"),
        ["O: row 2, column 2"]
    );
    // Stepping from a node: 1's reply 4 is the third step.
    click(&dialog, "[data-path=\"14\"] > .row");
    click(&dialog, "[data-step=here]");
    assert_eq!(texts(&dialog, "#explorer-at"), ["Step 3 of 8"]);
}

#[wasm_bindgen_test]
fn the_quiz_scores_a_right_and_a_wrong_guess() {
    let dialog = open("#explore=O.XX.X.OO");
    click(&dialog, "#explorer-quiz");
    let values = "[role=tree] > li > .row .value";
    assert_eq!(texts(&dialog, values), ["?", "?", "?"]);
    // The focus is on 1, which loses: -10.
    click(&dialog, "[data-guess=\"-10\"]");
    assert_eq!(
        texts(&dialog, "#explorer-verdict"),
        ["Right: it is worth \u{2212}10. 1 of 1 right"]
    );
    click(&dialog, "[data-path=\"4\"] > .row");
    click(&dialog, "[data-guess=\"0\"]");
    assert_eq!(
        texts(&dialog, "#explorer-verdict"),
        ["Not quite: you said 0, and it is worth +10. 1 of 2 right"]
    );
    assert_eq!(texts(&dialog, values), ["\u{2212}10", "+10", "?"]);
}

#[wasm_bindgen_test]
fn the_other_searches_show_on_the_same_position() {
    let dialog = open("#explore=O.XX.X.OO&depth=1");
    assert_eq!(texts(&dialog, "#explorer-picks"), ["Picks r2c2"]);
    click(&dialog, "[data-mcts=\"1\"]");
    assert_eq!(texts(&dialog, "#explorer-iterations"), ["1 iteration"]);
    assert_eq!(
        texts(&dialog, "#explorer-phases dt"),
        ["Selection", "Expansion", "Simulation", "Backpropagation"]
    );
    assert_eq!(texts(&dialog, "#explorer-phases dd")[0], "stays at the top");
    click(&dialog, "[data-mcts=\"1000\"]");
    assert_eq!(texts(&dialog, "#explorer-iterations"), ["1,000 iterations"]);
    assert_eq!(texts(&dialog, "#explorer-rollouts .pv th"), ["r2c2"]);
    assert_eq!(texts(&dialog, "[data-count=mcts] td")[1..], ["r2c2", "yes"]);
    let hash = web_sys::window().unwrap().location().hash().unwrap();
    assert!(hash.ends_with("&depth=1&mcts=1000"), "{hash}");
}
