//! Five in a row on the page, in a real browser: mounted into the test
//! document, clicked and typed at.
#![cfg(target_arch = "wasm32")]

mod page;

use std::ops::Deref;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

use page::{storage, Page};

wasm_bindgen_test_configure!(run_in_browser);

/// The page switched to five in a row.
struct Five(Page);

impl Deref for Five {
    type Target = Page;

    fn deref(&self) -> &Page {
        &self.0
    }
}

impl Five {
    /// A first visit, switched to five in a row against `opponent`.
    async fn mount(opponent: &str) -> Five {
        Five::open(Page::mount(), opponent).await
    }

    /// `page` switched to five in a row, once its module has loaded,
    /// against `opponent`.
    async fn open(page: Page, opponent: &str) -> Five {
        page.click("[data-mode=\"five\"]");
        page.settle().await;
        page.choose("#five-opponent", opponent);
        Five(page)
    }

    /// A later visit, which reopens five in a row as the last one left it.
    async fn again() -> Five {
        let page = Page::mount_again();
        page.settle().await;
        Five(page)
    }

    fn thinking(&self) -> bool {
        let busy = self.board_attribute("aria-busy").as_deref() == Some("true");
        assert_eq!(
            busy,
            self.find("#five-board").has_attribute("data-thinking")
        );
        busy
    }

    /// Waits for the Hard bot to move. It thinks 40 ms on the page, after
    /// the next paint; the wait is bounded only to end a broken test, at a
    /// minute, which no slow machine reaches.
    async fn bot_moved(&self) {
        for _ in 0..6000 {
            if !self.thinking() {
                return;
            }
            sleep(10).await;
        }
        panic!("the Hard bot did not move");
    }

    fn play(&self, x: i32, y: i32) {
        self.click(&format!("[data-point=\"{x},{y}\"]"));
    }

    fn stone(&self, x: i32, y: i32) -> String {
        self.text(&format!("[data-point=\"{x},{y}\"]"))
    }

    fn shows(&self, x: i32, y: i32) -> bool {
        let selector = format!("[data-point=\"{x},{y}\"]");
        self.root.query_selector(&selector).unwrap().is_some()
    }

    fn board_attribute(&self, name: &str) -> Option<String> {
        self.find("#five-board").get_attribute(name)
    }

    fn count(&self, selector: &str) -> u32 {
        self.root.query_selector_all(selector).unwrap().length()
    }
}

/// Lets `ms` milliseconds pass, the page's timers running meanwhile.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
async fn two_players_place_stones_and_the_last_is_marked() {
    let page = Five::mount("two-players").await;
    assert!(page.find("#classic").has_attribute("hidden"));
    assert!(!page.find("#five").has_attribute("hidden"));
    page.play(0, 0);
    page.play(-3, 2);
    assert_eq!(page.stone(0, 0), "X");
    assert_eq!(page.stone(-3, 2), "O");
    assert_eq!(page.board_attribute("data-last").as_deref(), Some("-3,2"));
    assert_eq!(page.count(".stone.last"), 1);
    assert_eq!(
        page.find("[data-point=\"-3,2\"]")
            .get_attribute("aria-label")
            .as_deref(),
        Some("x -3, y 2: O")
    );
    // A taken cell takes no second stone.
    page.play(0, 0);
    assert_eq!(page.board_attribute("data-last").as_deref(), Some("-3,2"));
}

#[wasm_bindgen_test]
async fn the_bot_replies_next_to_the_stones() {
    let page = Five::mount("normal").await;
    page.play(0, 0);
    let last = page.board_attribute("data-last").unwrap();
    assert_ne!(last, "0,0");
    let (x, y) = last.split_once(',').unwrap();
    let (x, y): (i32, i32) = (x.parse().unwrap(), y.parse().unwrap());
    assert!(x.abs() <= 2 && y.abs() <= 2, "the bot played {last}");
    assert_eq!(page.stone(x, y), "O");
    assert_eq!(page.count(".stone.x, .stone.o"), 2);
}

#[wasm_bindgen_test]
async fn the_view_grows_when_play_reaches_its_edge() {
    let page = Five::mount("two-players").await;
    assert_eq!(page.count("[data-point]"), 15 * 15);
    assert!(page.shows(7, 0) && !page.shows(8, 0));
    page.play(5, 0);
    // Three empty cells stay beyond the stone.
    assert!(page.shows(8, 0));
    assert!(!page.shows(9, 0));
    page.play(-7, -7);
    assert!(page.shows(-10, -10));
    assert_eq!(page.count("[data-point]"), 19 * 18, "x -10..8, y -10..7");
}

#[wasm_bindgen_test]
async fn five_in_a_row_wins_and_ends_the_game() {
    let page = Five::mount("two-players").await;
    for x in 0..4 {
        page.play(x, 0);
        page.play(x, 1);
    }
    page.play(4, 0);
    assert_eq!(page.board_attribute("data-outcome").as_deref(), Some("x"));
    assert_eq!(page.text("#five-endgame"), "X wins!");
    assert_eq!(page.count(".stone.win"), 5);
    page.play(4, 1);
    assert_eq!(page.stone(4, 1), "", "no move after the end");

    page.click("#five-undo");
    assert_eq!(page.board_attribute("data-outcome"), None);
    assert_eq!(page.stone(4, 0), "");
    page.click("#five-restart");
    assert_eq!(page.count(".stone.x, .stone.o"), 0);
    assert_eq!(page.board_attribute("data-last"), None);
}

#[wasm_bindgen_test]
async fn undo_takes_back_the_move_and_the_bots_reply() {
    let page = Five::mount("normal").await;
    assert!(page.find("#five-undo").has_attribute("disabled"));
    page.play(0, 0);
    page.click("#five-undo");
    assert_eq!(page.count(".stone.x, .stone.o"), 0);
    assert!(page.find("#five-undo").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn the_weight_overlay_shows_the_bots_view_of_every_candidate() {
    let page = Five::mount("two-players").await;
    page.play(0, 0);
    assert_eq!(page.count("[data-weight]"), 0);
    page.click("#five-weights");
    let weighted = page.count("[data-weight]");
    // Every free cell within reach of the stone, and only those.
    assert!(weighted >= 8, "{weighted} weights");
    assert_eq!(
        page.find("[data-point=\"0,0\"]")
            .get_attribute("data-weight"),
        None
    );
    assert!(page.count(".stone.best") >= 1);
    page.press("w");
    assert_eq!(page.count("[data-weight]"), 0);
}

#[wasm_bindgen_test]
async fn keys_move_the_cursor_pan_and_centre_the_view() {
    let page = Five::mount("two-players").await;
    page.find("[data-point=\"0,0\"]")
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .focus()
        .unwrap();
    page.press("ArrowRight");
    let document = web_sys::window().unwrap().document().unwrap();
    let focused = || {
        document
            .active_element()
            .unwrap()
            .get_attribute("data-point")
    };
    assert_eq!(focused().as_deref(), Some("1,0"));
    page.click("[data-point=\"1,0\"]");
    assert_eq!(page.stone(1, 0), "X");

    page.press_with("ArrowRight", true);
    page.press_with("ArrowRight", true);
    assert!(page.shows(9, 0), "the view moved right");
    page.press("c");
    assert!(
        !page.shows(9, 0) && page.shows(-6, 0),
        "centred on the stone"
    );
}

#[wasm_bindgen_test]
async fn switching_back_finds_the_classic_game_as_it_was() {
    let page = Page::mount();
    page.click("[data-cell=\"4\"]");
    let before = page.find("#board").inner_html();
    page.click("[data-mode=\"five\"]");
    page.settle().await;
    page.click("[data-point=\"2,2\"]");
    page.click("[data-mode=\"classic\"]");
    assert!(page.find("#five").has_attribute("hidden"));
    assert_eq!(page.find("#board").inner_html(), before);
    assert_eq!(page.text("[data-cell=\"4\"]"), "X");
}

#[wasm_bindgen_test]
async fn the_time_per_move_shows_for_hard_alone_and_is_kept() {
    let page = Five::mount("normal").await;
    let field = || page.find("#five-time").parent_element().unwrap();
    assert!(field().has_attribute("hidden"));
    page.choose("#five-opponent", "hard");
    assert!(!field().has_attribute("hidden"));
    assert_eq!(page.text("label[for=\"five-time\"]"), "Time per move");
    assert_eq!(page.text("#five-time option[value=\"250\"]"), "0.25 s");
    let select = || -> web_sys::HtmlSelectElement { page.find("#five-time").dyn_into().unwrap() };
    assert_eq!(select().value(), "250", "a quarter of a second at first");
    page.choose("#five-time", "1000");
    drop(page);

    let again = Five::again().await;
    let select: web_sys::HtmlSelectElement = again.find("#five-time").dyn_into().unwrap();
    assert_eq!(select.value(), "1000");
    assert_eq!(
        again
            .find("#five-opponent")
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
            .value(),
        "hard"
    );
    drop(again);

    // What the page cannot read gives way to the defaults.
    storage()
        .set_item("tictactoe/five", "opponent=hard;time=fast")
        .unwrap();
    let corrupt = Five::again().await;
    let select: web_sys::HtmlSelectElement = corrupt.find("#five-time").dyn_into().unwrap();
    assert_eq!(select.value(), "250");
    let opponent: web_sys::HtmlSelectElement = corrupt.find("#five-opponent").dyn_into().unwrap();
    assert_eq!(opponent.value(), "normal");
}

#[wasm_bindgen_test]
async fn hard_thinks_visibly_then_replies() {
    let page = Five::mount("hard").await;
    assert!(!page.thinking());
    page.play(0, 0);
    assert!(page.thinking(), "the board is busy while Hard thinks");
    assert_eq!(page.text("#five-turn"), "Thinking…");
    // The person's clicks wait for the bot.
    page.play(3, 3);
    assert_eq!(page.stone(3, 3), "");
    assert_eq!(page.count(".stone.x, .stone.o"), 1);

    page.bot_moved().await;
    assert_eq!(page.count(".stone.o"), 1);
    assert_ne!(page.board_attribute("data-last").as_deref(), Some("0,0"));
    assert_eq!(page.text("#five-turn"), "Your move");
    assert!(page.text("#five-announcer").starts_with("O: x "));
    page.play(3, 3);
    assert_eq!(page.stone(3, 3), "X", "the person's turn again");
}

#[wasm_bindgen_test]
async fn a_reply_to_a_game_left_behind_is_dropped() {
    let page = Five::mount("hard").await;
    let stones = || page.count(".stone.x, .stone.o");
    // The bot is asked about X on 5,5, the game changes, and it is asked
    // about X on 0,0: only the second reply may land.
    for leave in ["#five-restart", "#five-undo"] {
        page.play(5, 5);
        page.click(leave);
        assert!(!page.thinking(), "{leave}");
        page.play(0, 0);
        // Replies come in the order asked: the first, if it comes, comes
        // before the second and is dropped.
        page.bot_moved().await;
        assert_eq!(stones(), 2, "{leave}");
        let last = page.board_attribute("data-last").unwrap();
        let (x, y) = last.split_once(',').unwrap();
        let (x, y): (i32, i32) = (x.parse().unwrap(), y.parse().unwrap());
        assert!(x.abs() <= 2 && y.abs() <= 2, "{leave}: O on {last}");
        page.click("#five-restart");
    }

    page.play(0, 0);
    page.choose("#five-opponent", "two-players");
    assert_eq!(stones(), 1, "the game in play is kept");
    page.click("#five-restart");
    assert_eq!(stones(), 0, "another opponent, from the new game");
    page.choose("#five-opponent", "hard");
    page.play(0, 0);
    page.bot_moved().await;
    assert_eq!(stones(), 2, "one reply, to the game asked about last");

    // Leaving five in a row drops the reply; coming back asks again.
    page.click("#five-restart");
    page.play(0, 0);
    page.click("[data-mode=\"classic\"]");
    assert_eq!(stones(), 1, "the game left behind");
    page.click("[data-mode=\"five\"]");
    assert!(page.thinking(), "nothing landed while away");
    page.bot_moved().await;
    assert_eq!(stones(), 2);
}

#[wasm_bindgen_test]
async fn hard_opens_when_the_person_plays_o() {
    let page = Five::mount("hard").await;
    page.click("#five-side [data-side=\"O\"]");
    assert!(page.thinking());
    assert!(page.find("#five-undo").has_attribute("disabled"));
    page.bot_moved().await;
    assert_eq!(page.count(".stone.x"), 1);
    assert_eq!(page.text("#five-turn"), "Your move");
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_leaves_hard_thinking_on_the_page() {
    let page = Five::open(Page::mount_with(JsValue::from("no-such-worker.js")), "hard").await;
    page.play(0, 0);
    assert!(page.thinking());
    page.bot_moved().await;
    assert_eq!(page.count(".stone.o"), 1);
}
