//! The page in a real browser: mounted into the test document and clicked.
#![cfg(target_arch = "wasm32")]

mod page;

use std::ops::Deref;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement};

use inarow::engine::classic::{perfect, Board, Cell};
use inarow::web::mount;
use page::{storage, Page};

wasm_bindgen_test_configure!(run_in_browser);

/// The page with what the classic game's tests read and click.
struct Classic(Page);

impl Deref for Classic {
    type Target = Page;

    fn deref(&self) -> &Page {
        &self.0
    }
}

impl Classic {
    fn mount() -> Classic {
        Classic(Page::mount())
    }

    fn mount_again() -> Classic {
        Classic(Page::mount_again())
    }

    /// A first visit that then picks the perfect bot, whose games the
    /// tests can foresee.
    fn mount_against_impossible() -> Classic {
        let page = Classic::mount();
        page.choose("#opponent", "impossible");
        page
    }

    fn click_cell(&self, index: usize) {
        self.click(&format!("[data-cell=\"{index}\"]"));
    }

    fn cell(&self, index: usize) -> Element {
        self.find(&format!("[data-cell=\"{index}\"]"))
    }

    fn focused_cell(&self) -> Option<String> {
        let document = web_sys::window().unwrap().document().unwrap();
        document.active_element()?.get_attribute("data-cell")
    }

    fn score(&self) -> Vec<String> {
        let cells = self.root.query_selector_all("#score td").unwrap();
        (0..cells.length())
            .map(|i| cells.item(i).unwrap().text_content().unwrap())
            .collect()
    }

    /// The board as the page shows it, in the API's notation.
    fn board(&self) -> String {
        (0..9)
            .map(|index| {
                let text = self
                    .find(&format!("[data-cell=\"{index}\"]"))
                    .text_content();
                match text.as_deref() {
                    Some("X") => 'X',
                    Some("O") => 'O',
                    Some("") => '.',
                    other => panic!("cell {index} shows {other:?}"),
                }
            })
            .collect()
    }

    fn outcome(&self) -> Option<String> {
        self.find("#board").get_attribute("data-outcome")
    }

    fn banner(&self) -> (bool, String) {
        let banner = self.find("#endgame");
        (
            banner.has_attribute("hidden"),
            banner.text_content().unwrap_or_default(),
        )
    }

    fn winning_cells(&self) -> Vec<usize> {
        (0..9)
            .filter(|index| {
                let cell = self.find(&format!("[data-cell=\"{index}\"]"));
                cell.class_list().contains("win")
            })
            .collect()
    }

    /// Plays X with `choose` until the game ends; returns the moves made.
    fn play_out(&self, choose: impl Fn(Board) -> usize) -> usize {
        let mut moves = 0;
        while self.outcome().is_none() {
            let board: Board = self.board().parse().unwrap();
            self.click_cell(choose(board));
            moves += 1;
            assert!(moves <= 5, "the game did not end");
        }
        moves
    }
}

fn lowest_empty(board: Board) -> usize {
    board.legal_moves().iter().next().unwrap().index()
}

fn perfect_move(board: Board) -> usize {
    perfect::best_move(board, |_| 0).unwrap().index()
}

#[wasm_bindgen_test]
fn a_new_game_is_an_empty_board_with_the_banner_hidden() {
    let page = Classic::mount();
    assert_eq!(page.board(), ".........");
    assert_eq!(page.outcome(), None);
    assert_eq!(page.banner(), (true, String::new()));
    let cell = page.find("[data-cell=\"5\"]");
    assert_eq!(cell.tag_name(), "BUTTON");
    assert_eq!(
        cell.get_attribute("aria-label").as_deref(),
        Some("Row 2, column 3: empty")
    );
}

#[wasm_bindgen_test]
fn a_click_places_x_and_the_bot_replies_at_once() {
    let page = Classic::mount();
    page.click_cell(4);
    let board = page.board();
    assert_eq!(&board[4..5], "X");
    assert_eq!(board.matches('O').count(), 1);
    let reply = board.find('O').unwrap();
    let cell = page.find(&format!("[data-cell=\"{reply}\"]"));
    assert!(cell.class_list().contains("bot"));
    assert!(cell.get_attribute("aria-label").unwrap().ends_with(": O"));
}

#[wasm_bindgen_test]
fn clicks_on_taken_cells_do_nothing() {
    let page = Classic::mount();
    page.click_cell(0);
    let before = page.board();
    let reply = before.find('O').unwrap();
    page.click_cell(0);
    page.click_cell(reply);
    assert_eq!(page.board(), before);
}

#[wasm_bindgen_test]
fn a_careless_player_loses_and_sees_the_bots_line() {
    let page = Classic::mount_against_impossible();
    page.play_out(lowest_empty);
    assert_eq!(page.outcome().as_deref(), Some("bot"));
    assert_eq!(page.banner(), (false, "You lose.".to_string()));
    let board = page.board();
    let winners = page.winning_cells();
    assert!(winners.len() >= 3);
    assert!(winners.iter().all(|&index| &board[index..=index] == "O"));
    let won: Board = board.parse().unwrap();
    assert!(won.outcome().is_over());

    // Clicks after the end change nothing.
    let empty = board.find('.');
    if let Some(index) = empty {
        page.click_cell(index);
    }
    assert_eq!(page.board(), board);
}

#[wasm_bindgen_test]
fn perfect_play_draws_and_colours_every_cell() {
    let page = Classic::mount_against_impossible();
    assert_eq!(page.play_out(perfect_move), 5);
    assert_eq!(page.outcome().as_deref(), Some("draw"));
    assert_eq!(page.banner(), (false, "Draw!".to_string()));
    assert!(page.winning_cells().is_empty());
    assert!(!page.board().contains('.'));
}

#[wasm_bindgen_test]
fn restart_clears_everything_mid_game_and_after_the_end() {
    let page = Classic::mount();
    page.click_cell(0);
    page.click("#restart");
    assert_eq!(page.board(), ".........");

    page.play_out(lowest_empty);
    assert!(page.outcome().is_some());
    page.click("#restart");
    assert_eq!(page.board(), ".........");
    assert_eq!(page.outcome(), None);
    assert_eq!(page.banner(), (true, String::new()));
    assert!(page.winning_cells().is_empty());
    let cell = page.find("[data-cell=\"0\"]");
    assert_eq!(
        cell.get_attribute("aria-disabled").as_deref(),
        Some("false")
    );

    // And the new game plays.
    page.click_cell(8);
    assert_eq!(page.board().matches('X').count(), 1);
}

#[wasm_bindgen_test]
fn mounting_again_replaces_the_game() {
    let page = Classic::mount();
    page.click_cell(0);
    mount(&page.root, &JsValue::UNDEFINED).unwrap();
    assert_eq!(page.root.query_selector_all("#board").unwrap().length(), 1);
    assert_eq!(page.board(), ".........");
}

#[wasm_bindgen_test]
fn mount_refuses_what_is_not_an_element() {
    for value in [JsValue::NULL, JsValue::from("#app"), JsValue::from(7)] {
        let error: js_sys::Error = mount(&value, &JsValue::UNDEFINED)
            .unwrap_err()
            .dyn_into()
            .unwrap();
        assert_eq!(
            String::from(error.message()),
            "mount needs a DOM element to build the game in"
        );
    }
    let page = Classic::mount();
    let refusal = |options: &str| -> String {
        let options = js_sys::JSON::parse(options).unwrap();
        let error: js_sys::Error = mount(&page.root, &options).unwrap_err().dyn_into().unwrap();
        error.message().into()
    };
    assert_eq!(refusal("7"), "the options are an object");
    assert_eq!(
        refusal(r#"{"worker": 7}"#),
        "options.worker is the URL of worker.js, a string or a URL"
    );
    assert_eq!(
        refusal(r#"{"seed": -1}"#),
        "options.seed is a whole number from 0 to 2^53"
    );
    assert_eq!(
        refusal(r#"{"seed": 0.5}"#),
        "options.seed is a whole number from 0 to 2^53"
    );
    assert_eq!(
        refusal(r#"{"five": "five.js"}"#),
        "options.five is a function"
    );
}

#[wasm_bindgen_test]
fn cells_are_numbered_row_by_row() {
    let page = Classic::mount();
    for cell in Cell::ALL {
        let element = page.find(&format!("[data-cell=\"{}\"]", cell.index()));
        let label = element.get_attribute("aria-label").unwrap();
        let expected = format!(
            "Row {}, column {}: empty",
            cell.row() + 1,
            cell.column() + 1
        );
        assert_eq!(label, expected);
    }
}

#[wasm_bindgen_test]
fn the_opponent_menu_switches_level_for_the_next_game_with_a_prompt() {
    let page = Classic::mount();
    assert_eq!(
        page.text("#score caption"),
        "Score: Medium",
        "a first visit"
    );
    page.click_cell(0);
    let board = page.board();
    page.choose("#opponent", "easy");
    assert_eq!(page.board(), board, "the game in play is kept");
    assert_eq!(page.text("#score caption"), "Score: Medium");
    let prompt = "Applies to the next game. Restart to start it now.";
    assert_eq!(page.text("#turn"), prompt);
    assert_eq!(page.text("#announcer"), prompt);
    page.click("#restart");
    assert_eq!(page.board(), ".........");
    assert_eq!(page.text("#score caption"), "Score: Easy");
    assert_eq!(page.text("#turn"), "Your move");
    page.click_cell(4);
    assert_eq!(page.board().matches('O').count(), 1, "the easy bot replies");

    // The choice is kept for the next visit.
    drop(page);
    let page = Classic::mount_again();
    let select: HtmlSelectElement = page.find("#opponent").dyn_into().unwrap();
    assert_eq!(select.value(), "easy");
}

#[wasm_bindgen_test]
fn playing_o_lets_the_bot_open() {
    let page = Classic::mount();
    page.click("[data-side=\"O\"]");
    let board = page.board();
    assert_eq!(board.matches('X').count(), 1);
    assert_eq!(board.matches('O').count(), 0);
    assert_eq!(
        page.find("[data-side=\"O\"]")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    assert_eq!(page.text("#turn"), "Your move");
    assert!(page.find("#undo").has_attribute("disabled"));

    let free = board.find('.').unwrap();
    page.click_cell(free);
    assert_eq!(page.board().matches('O').count(), 1);
    assert_eq!(page.board().matches('X').count(), 2);
}

#[wasm_bindgen_test]
fn two_players_share_the_board() {
    let page = Classic::mount();
    page.choose("#opponent", "two-players");
    assert!(page.find("#side").has_attribute("hidden"));
    assert_eq!(page.text("#turn"), "X to move");
    for (index, expected) in [
        (0, "X........"),
        (3, "X..O....."),
        (1, "XX.O....."),
        (4, "XX.OO...."),
    ] {
        page.click_cell(index);
        assert_eq!(page.board(), expected);
    }
    assert_eq!(page.text("#turn"), "X to move");
    page.click_cell(2);
    assert_eq!(page.outcome().as_deref(), Some("x"));
    assert_eq!(page.banner(), (false, "X wins!".to_string()));
    assert_eq!(page.text("#score th:first-child"), "X");
    assert_eq!(page.score(), ["1", "0", "0"]);
}

#[wasm_bindgen_test]
fn undo_takes_back_a_move_and_its_reply() {
    let page = Classic::mount();
    assert!(page.find("#undo").has_attribute("disabled"));
    page.click_cell(4);
    let after_one = page.board();
    page.click_cell(after_one.find('.').unwrap());
    assert_eq!(page.board().matches('O').count(), 2);
    page.click("#undo");
    assert_eq!(page.board(), after_one);
    page.click("#undo");
    assert_eq!(page.board(), ".........");
    assert!(page.find("#undo").has_attribute("disabled"));
}

#[wasm_bindgen_test]
fn undo_after_a_loss_takes_it_off_the_score() {
    let page = Classic::mount_against_impossible();
    page.play_out(lowest_empty);
    assert_eq!(page.score(), ["0", "0", "1"]);
    page.click("#undo");
    assert_eq!(page.outcome(), None);
    assert_eq!(page.score(), ["0", "0", "0"]);
}

#[wasm_bindgen_test]
fn the_score_survives_mounting_again_and_resets() {
    let page = Classic::mount_against_impossible();
    page.play_out(lowest_empty);
    page.click("#restart");
    page.play_out(perfect_move);
    assert_eq!(page.score(), ["0", "1", "1"]);
    drop(page);

    let page = Classic::mount_again();
    assert_eq!(page.score(), ["0", "1", "1"]);
    assert_eq!(page.text("#score caption"), "Score: Impossible");
    page.choose("#opponent", "hard");
    assert_eq!(
        page.score(),
        ["0", "0", "0"],
        "each opponent has its own score"
    );
    page.choose("#opponent", "impossible");
    // One press asks; a second one resets.
    page.click("#reset-score");
    assert_eq!(page.score(), ["0", "1", "1"]);
    assert_eq!(page.text("#reset-score"), "Press again to reset the score");
    page.click("#reset-score");
    assert_eq!(page.score(), ["0", "0", "0"]);
    assert_eq!(page.text("#reset-score"), "Reset score");
    drop(page);
    assert_eq!(Classic::mount_again().score(), ["0", "0", "0"]);
}

#[wasm_bindgen_test]
fn corrupt_storage_is_ignored() {
    storage().clear().unwrap();
    storage()
        .set_item("inarow/tally", "impossible=1/2")
        .unwrap();
    storage()
        .set_item("inarow/classic", "{\"level\":\"expert\"}")
        .unwrap();
    storage().set_item("inarow/language", "klingon").unwrap();
    let page = Classic::mount_again();
    assert_eq!(page.score(), ["0", "0", "0"]);
    let select: HtmlSelectElement = page.find("#opponent").dyn_into().unwrap();
    assert_eq!(select.value(), "medium", "as on a first visit");
    page.choose("#opponent", "impossible");
    page.play_out(lowest_empty);
    assert_eq!(page.score(), ["0", "0", "1"]);
    assert_eq!(
        storage().get_item("inarow/tally").unwrap().as_deref(),
        Some("easy=0/0/0;medium=0/0/0;hard=0/0/0;impossible=0/0/1;two-players=0/0/0")
    );
}

#[wasm_bindgen_test]
async fn what_was_saved_before_the_rename_is_kept() {
    storage().clear().unwrap();
    let tally = "easy=0/0/0;medium=0/0/0;hard=0/0/0;impossible=0/2/5;two-players=0/0/0";
    storage().set_item("tictactoe/tally", tally).unwrap();
    storage()
        .set_item(
            "tictactoe/classic",
            "opponent=impossible;side=O;overlay=off",
        )
        .unwrap();
    storage().set_item("tictactoe/language", "pl").unwrap();
    let page = Classic::mount_again();
    assert_eq!(page.score(), ["0", "2", "5"]);
    let select: HtmlSelectElement = page.find("#opponent").dyn_into().unwrap();
    assert_eq!(select.value(), "impossible");
    page.settle().await;
    let language: HtmlSelectElement = page.find("#language").dyn_into().unwrap();
    assert_eq!(language.value(), "pl");
    assert_eq!(page.text("h1"), "Kółko i krzyżyk");
    // Saved again, under the new name; the old keys are only read. Reset
    // score asks for a second press.
    page.click("#reset-score");
    page.click("#reset-score");
    assert_eq!(page.score(), ["0", "0", "0"]);
    assert_eq!(
        storage().get_item("inarow/tally").unwrap().as_deref(),
        Some("easy=0/0/0;medium=0/0/0;hard=0/0/0;impossible=0/0/0;two-players=0/0/0")
    );
    drop(page);
    assert_eq!(
        Classic::mount_again().score(),
        ["0", "0", "0"],
        "the new key comes first"
    );
}

#[wasm_bindgen_test]
fn the_game_plays_on_where_storage_is_refused() {
    storage().clear().unwrap();
    // As in a private window or a sandboxed frame: reading localStorage throws.
    js_sys::eval(
        "window.savedStorage = Object.getOwnPropertyDescriptor(window, 'localStorage'); \
         Object.defineProperty(window, 'localStorage', { configurable: true, \
         get() { throw new DOMException('refused', 'SecurityError'); } })",
    )
    .unwrap();
    let page = Classic::mount_again();
    page.choose("#opponent", "two-players");
    page.click_cell(0);
    let board = page.board();
    js_sys::eval("Object.defineProperty(window, 'localStorage', window.savedStorage)").unwrap();
    assert_eq!(board, "X........");
    assert!(storage().get_item("inarow/classic").unwrap().is_none());
}

#[wasm_bindgen_test]
fn the_keyboard_plays_the_whole_game() {
    let page = Classic::mount();
    page.choose("#opponent", "two-players");
    // Digits as on a keypad: 5 is the centre, 7 the top-left corner.
    page.press("5");
    page.press("7");
    assert_eq!(page.board(), "O...X....");
    page.press("u");
    assert_eq!(page.board(), "....X....");
    page.press("r");
    assert_eq!(page.board(), ".........");

    // Arrows move the focus over the grid; the browser clicks a focused
    // button on Enter or Space.
    page.cell(4)
        .unchecked_into::<HtmlElement>()
        .focus()
        .unwrap();
    page.press("ArrowUp");
    assert_eq!(page.focused_cell().as_deref(), Some("1"));
    page.press("ArrowLeft");
    page.press("ArrowLeft");
    assert_eq!(page.focused_cell().as_deref(), Some("0"));
    assert_eq!(page.cell(0).get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(
        page.cell(4).get_attribute("tabindex").as_deref(),
        Some("-1")
    );
}

#[wasm_bindgen_test]
fn moves_are_announced() {
    let page = Classic::mount();
    page.choose("#opponent", "two-players");
    page.press("5");
    assert_eq!(page.text("#announcer"), "X: row 2, column 2");
    assert_eq!(
        page.find("#announcer")
            .get_attribute("aria-live")
            .as_deref(),
        Some("polite")
    );
}

#[wasm_bindgen_test]
fn the_insight_shows_every_free_cells_value_and_the_search() {
    let page = Classic::mount();
    page.click("#insight");
    assert!(page
        .find("#insight")
        .dyn_into::<web_sys::HtmlInputElement>()
        .unwrap()
        .checked());
    assert_eq!(page.text("#prediction"), "Perfect play: draw");
    for index in 0..9 {
        assert_eq!(
            page.cell(index).get_attribute("data-value").as_deref(),
            Some("0")
        );
    }
    page.click_cell(0);
    let board: Board = page.board().parse().unwrap();
    let scores = perfect::move_scores(board).unwrap();
    for cell in Cell::ALL {
        let expected = scores[cell.index()].map(|score| match score.minimax() {
            10 => "+10".to_string(),
            value => value.to_string(),
        });
        assert_eq!(
            page.cell(cell.index()).get_attribute("data-value"),
            expected
        );
    }
    let search = page.text("#search");
    assert!(
        search.starts_with("full minimax: 59,705 positions · this bot: "),
        "{search}"
    );
    assert!(search.ends_with(" µs"), "{search}");

    page.click("#insight");
    assert_eq!(page.text("#prediction"), "");
    assert_eq!(
        page.root
            .query_selector_all("[data-value]")
            .unwrap()
            .length(),
        0
    );
}

#[wasm_bindgen_test]
async fn the_language_menu_switches_every_word_and_is_kept() {
    let page = Classic::mount();
    page.choose("#language", "ru");
    page.settle().await;
    assert_eq!(page.text("h1"), "Крестики-нолики");
    assert_eq!(page.text("#turn"), "Ваш ход");
    assert_eq!(page.text("#restart"), "Заново");
    let html = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .document_element()
        .unwrap();
    assert_eq!(html.get_attribute("lang").as_deref(), Some("ru"));
    assert_eq!(
        page.cell(0).get_attribute("aria-label").as_deref(),
        Some("Ряд 1, столбец 1: пусто")
    );
    drop(page);

    let page = Classic::mount_again();
    page.settle().await;
    assert_eq!(page.text("h1"), "Крестики-нолики");
    page.choose("#language", "en");
    assert_eq!(page.text("h1"), "In a Row");
}

#[wasm_bindgen_test]
async fn chinese_comes_in_both_scripts() {
    let page = Classic::mount();
    page.choose("#language", "zh-Hant");
    page.settle().await;
    assert_eq!(page.text("#restart"), "重新開始");
    assert_eq!(
        page.cell(0).get_attribute("aria-label").as_deref(),
        Some("第 1 橫列第 1 直行：空")
    );
    page.choose("#language", "zh");
    page.settle().await;
    assert_eq!(page.text("#restart"), "重新开始");
    let select: HtmlSelectElement = page.find("#language").dyn_into().unwrap();
    let names: Vec<String> = (0..select.length())
        .filter_map(|index| select.item(index))
        .filter_map(|option| option.text_content())
        .collect();
    assert!(names.contains(&"简体中文".to_string()) && names.contains(&"繁體中文".to_string()));
}

#[wasm_bindgen_test]
async fn a_language_file_that_is_refused_leaves_the_page_as_it_was() {
    let page = Classic::mount();
    // A page whose language files arrive broken, as a bad deploy would serve them.
    let broken = Closure::<dyn Fn(JsValue) -> js_sys::Promise>::new(|_| {
        js_sys::Promise::resolve(&JsValue::from("<html>Not found</html>"))
    });
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"words".into(), &broken.into_js_value()).unwrap();
    mount(&page.root, &options).unwrap();
    page.click_cell(4);
    let before = page.board();
    page.choose("#language", "pl");
    page.settle().await;
    assert_eq!(page.text("h1"), "In a Row");
    assert_eq!(
        page.text("#notice"),
        "Polski could not load: line 1: a line is key = text"
    );
    assert!(!page.find("#notice").has_attribute("hidden"));
    let select: HtmlSelectElement = page.find("#language").dyn_into().unwrap();
    assert_eq!(select.value(), "en");
    assert_eq!(page.board(), before, "the game in play is untouched");
}

#[wasm_bindgen_test]
fn a_pointer_passing_over_the_board_plays_nothing() {
    let page = Classic::mount();
    for kind in [
        "pointerover",
        "pointermove",
        "pointerdown",
        "pointerup",
        "wheel",
    ] {
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        let event = web_sys::Event::new_with_event_init_dict(kind, &init).unwrap();
        page.cell(4).dispatch_event(&event).unwrap();
        page.find("[data-side=\"O\"]")
            .dispatch_event(&event)
            .unwrap();
    }
    assert_eq!(page.board(), ".........");
    assert_eq!(
        page.find("[data-side=\"X\"]")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
}

#[wasm_bindgen_test]
async fn a_five_in_a_row_that_fails_to_mount_says_so_in_its_tab_and_the_classic_game_plays_on() {
    storage().clear().unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    // A module whose mount leaves its section half built, then throws.
    let module = js_sys::Function::new_with_args(
        "section",
        "section.replaceChildren(document.createElement('table')); throw new Error('the board would not fit');",
    );
    let five = js_sys::Object::new();
    js_sys::Reflect::set(&five, &"mountFive".into(), &module).unwrap();
    let loader = js_sys::Function::new_with_args("module", "return () => Promise.resolve(module);")
        .call1(&JsValue::UNDEFINED, &five)
        .unwrap();
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"five".into(), &loader).unwrap();
    mount(&root, &options).unwrap();
    let page = Classic(Page::from_root(root));
    page.click("[data-mode=\"five\"]");
    for _ in 0..3 {
        page.settle().await;
    }
    let section = page.find("#five");
    assert!(!section.has_attribute("hidden"));
    assert_eq!(
        section.text_content().unwrap_or_default(),
        "Five in a row could not load: the board would not fit"
    );
    page.click("[data-mode=\"classic\"]");
    page.click_cell(4);
    assert_eq!(page.cell(4).text_content().as_deref(), Some("X"));
}
