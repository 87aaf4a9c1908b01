//! The page in a real browser: mounted into the test document and clicked.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

use tictactoe::engine::classic::{perfect, Board, Cell};
use tictactoe::ui::mount;

wasm_bindgen_test_configure!(run_in_browser);

/// A game mounted in the test document, removed again when dropped so that
/// the next test's ids are unique.
struct Page {
    root: Element,
}

impl Page {
    fn mount() -> Page {
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        mount(&root).unwrap();
        Page { root }
    }

    fn find(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no {selector}"))
    }

    fn click(&self, selector: &str) {
        self.find(selector).unchecked_into::<HtmlElement>().click();
    }

    fn click_cell(&self, index: usize) {
        self.click(&format!("[data-cell=\"{index}\"]"));
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

impl Drop for Page {
    fn drop(&mut self) {
        self.root.remove();
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
    let page = Page::mount();
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
    let page = Page::mount();
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
    let page = Page::mount();
    page.click_cell(0);
    let before = page.board();
    let reply = before.find('O').unwrap();
    page.click_cell(0);
    page.click_cell(reply);
    assert_eq!(page.board(), before);
}

#[wasm_bindgen_test]
fn a_careless_player_loses_and_sees_the_bots_line() {
    let page = Page::mount();
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
    let page = Page::mount();
    assert_eq!(page.play_out(perfect_move), 5);
    assert_eq!(page.outcome().as_deref(), Some("draw"));
    assert_eq!(page.banner(), (false, "Draw!".to_string()));
    assert!(page.winning_cells().is_empty());
    assert!(!page.board().contains('.'));
}

#[wasm_bindgen_test]
fn restart_clears_everything_mid_game_and_after_the_end() {
    let page = Page::mount();
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
    let page = Page::mount();
    page.click_cell(0);
    mount(&page.root).unwrap();
    assert_eq!(page.root.query_selector_all("#board").unwrap().length(), 1);
    assert_eq!(page.board(), ".........");
}

#[wasm_bindgen_test]
fn mount_refuses_what_is_not_an_element() {
    for value in [JsValue::NULL, JsValue::from("#app"), JsValue::from(7)] {
        let error: js_sys::Error = mount(&value).unwrap_err().dyn_into().unwrap();
        assert_eq!(
            String::from(error.message()),
            "mount needs a DOM element to build the game in"
        );
    }
}

#[wasm_bindgen_test]
fn cells_are_numbered_row_by_row() {
    let page = Page::mount();
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
