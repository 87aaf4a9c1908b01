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

    /// Waits until something matches `selector`: a slice of the analysis
    /// board's thought, 40 ms on the page after the next paint. Bounded
    /// only to end a broken test, at a minute.
    async fn until(&self, selector: &str) {
        for _ in 0..6000 {
            if self.count(selector) > 0 {
                return;
            }
            sleep(10).await;
        }
        panic!("nothing matches {selector}");
    }

    fn play(&self, x: i32, y: i32) {
        self.click(&format!("[data-point=\"{x},{y}\"]"));
    }

    /// The stone on `x, y`: "X" (black), "O" (white) or "".
    fn stone(&self, x: i32, y: i32) -> String {
        let classes = self.find(&format!("[data-point=\"{x},{y}\"]")).class_list();
        match (classes.contains("x"), classes.contains("o")) {
            (true, _) => "X",
            (_, true) => "O",
            _ => "",
        }
        .to_string()
    }

    fn focused(&self) -> Option<String> {
        let document = web_sys::window().unwrap().document().unwrap();
        document.active_element()?.get_attribute("data-point")
    }

    fn focus(&self, x: i32, y: i32) {
        self.find(&format!("[data-point=\"{x},{y}\"]"))
            .dyn_into::<web_sys::HtmlElement>()
            .unwrap()
            .focus()
            .unwrap();
    }

    /// Turns the wheel over the board by `dx, dy` pixels.
    fn wheel(&self, dx: f64, dy: f64) {
        self.wheel_with(dx, dy, false);
    }

    /// Turns the wheel, with Ctrl held if `ctrl`.
    fn wheel_with(&self, dx: f64, dy: f64, ctrl: bool) {
        let init = web_sys::WheelEventInit::new();
        init.set_ctrl_key(ctrl);
        init.set_delta_x(dx);
        init.set_delta_y(dy);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = web_sys::WheelEvent::new_with_event_init_dict("wheel", &init).unwrap();
        self.find("[data-point=\"0,0\"]")
            .dispatch_event(&event)
            .unwrap();
    }

    fn cell_size(&self) -> f64 {
        self.find("[data-point=\"0,0\"]")
            .get_bounding_client_rect()
            .width()
    }

    /// The moves of the move list, as they read.
    fn move_list(&self) -> Vec<String> {
        let items = self.root.query_selector_all("#five-moves button").unwrap();
        (0..items.length())
            .map(|i| items.item(i).unwrap().text_content().unwrap())
            .collect()
    }

    fn record(&self) -> web_sys::HtmlTextAreaElement {
        self.find("#five-record").dyn_into().unwrap()
    }

    fn shows(&self, x: i32, y: i32) -> bool {
        let selector = format!("[data-point=\"{x},{y}\"]");
        self.root.query_selector(&selector).unwrap().is_some()
    }

    fn board_attribute(&self, name: &str) -> Option<String> {
        self.find("#five-board").get_attribute(name)
    }

    fn shows_point(&self, point: &str) -> bool {
        let selector = format!("[data-point=\"{point}\"]");
        self.root.query_selector(&selector).unwrap().is_some()
    }

    fn count(&self, selector: &str) -> u32 {
        self.root.query_selector_all(selector).unwrap().length()
    }

    /// Each labelled cell's label and what a screen reader hears of it.
    fn labels_heard(&self) -> Vec<(String, String)> {
        let cells = self.root.query_selector_all("[data-weight]").unwrap();
        (0..cells.length())
            .map(|i| {
                cells
                    .item(i)
                    .unwrap()
                    .dyn_into::<web_sys::Element>()
                    .unwrap()
            })
            .map(|cell| {
                let attribute = |name| cell.get_attribute(name).unwrap();
                (attribute("data-weight"), attribute("aria-label"))
            })
            .collect()
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
        Some("e6: O"),
        "named by its coordinates, as the move list names it"
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
    for (weight, heard) in page.labels_heard() {
        assert!(
            heard.ends_with(&format!(": Normal's weight {weight}")),
            "{heard}"
        );
    }
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
    assert_eq!(page.focused().as_deref(), Some("1,0"));
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
    assert!(page.focused().is_some(), "C keeps the focus on the board");
}

#[wasm_bindgen_test]
async fn restart_after_panning_keeps_the_focus_on_the_board() {
    let page = Five::mount("two-players").await;
    page.play(0, 0);
    page.focus(7, 0);
    for _ in 0..3 {
        page.press_with("ArrowRight", true);
    }
    assert!(page.shows(10, 0), "panned");
    page.press("r");
    assert_eq!(page.count(".stone.x"), 0, "a new game");
    assert!(!page.shows(10, 0), "the first view again");
    let focused = page.focused().expect("the focus stays on the board");
    assert!(page.shows_point(&focused), "on a cell in view: {focused}");
}

#[wasm_bindgen_test]
async fn the_wheel_pans_along_its_own_axis_as_far_as_it_turns() {
    let page = Five::mount("two-players").await;
    let size = page.cell_size();
    assert!(size > 0.0);
    // Down three cells and a half: three rows, no column.
    page.wheel(0.0, size * 3.5);
    assert!(page.shows(0, 10) && !page.shows(0, 11), "three rows down");
    assert!(
        page.shows(-7, 0) && page.shows(7, 0) && !page.shows(8, 0),
        "no column"
    );
    // The half cell left over and another half make a fourth row.
    page.wheel(0.0, size * 0.5);
    assert!(page.shows(0, 11));
    // Sideways, to the left, one cell.
    page.wheel(-size, 0.0);
    assert!(page.shows(-8, 0) && page.shows(0, 11) && !page.shows(0, 12));
    // A small turn moves nothing yet.
    page.wheel(0.0, size * 0.3);
    assert!(!page.shows(0, 12));
    // With Ctrl, as a trackpad's pinch comes, it zooms instead.
    page.wheel_with(0.0, -100.0, true);
    assert!(!page.shows(0, 12), "no pan");
    let zoom = page
        .find("#five-board")
        .unchecked_into::<web_sys::HtmlElement>();
    let zoom = zoom.style().get_property_value("--five-zoom").unwrap();
    assert_eq!(zoom, "1.500", "half as large again");
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
async fn the_menu_lists_the_ladder_and_says_a_line_on_the_level_picked() {
    let page = Five::mount("normal").await;
    let values: Vec<String> = (0..10)
        .map(|index| {
            let option = page.find(&format!("#five-opponent option:nth-child({})", index + 1));
            option.get_attribute("value").unwrap()
        })
        .collect();
    assert_eq!(
        values,
        [
            "beginner",
            "novice",
            "normal",
            "club",
            "advanced",
            "expert",
            "master",
            "grandmaster",
            "hard",
            "two-players"
        ]
    );
    assert_eq!(page.count("#five-opponent option"), 10);
    assert_eq!(page.text("#five-opponent option[value=\"club\"]"), "Club");
    let about = || page.text("#five-opponent-about");
    assert_eq!(
        about(),
        "Weighs every cell near the stones and plays one of the best."
    );
    assert_eq!(
        page.find("#five-opponent")
            .get_attribute("aria-describedby")
            .as_deref(),
        Some("five-opponent-about")
    );
    page.choose("#five-opponent", "beginner");
    assert!(about().starts_with("Plays near the stones"), "{}", about());
    page.choose("#five-opponent", "grandmaster");
    assert_eq!(about(), "Nearly Hard: the same search, stopped sooner.");
    // Every level below Hard answers at once, on the page's thread.
    for level in [
        "beginner",
        "novice",
        "club",
        "advanced",
        "expert",
        "master",
        "grandmaster",
    ] {
        page.choose("#five-opponent", level);
        page.click("#five-restart");
        page.play(0, 0);
        assert!(!page.thinking(), "{level}");
        assert_eq!(page.count(".stone.x, .stone.o"), 2, "{level} replied");
    }
    page.choose("#five-opponent", "two-players");
    assert_eq!(about(), "Two people take turns on this device.");
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
        .set_item("inarow/five", "opponent=hard;time=fast")
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
    let told = page.text("#five-announcer");
    let last = page
        .find("#five-moves li:last-child button")
        .text_content()
        .unwrap();
    assert_eq!(told, format!("O: {last}"));
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

#[wasm_bindgen_test]
async fn the_board_has_coordinates_and_move_numbers_on_request() {
    let page = Five::mount("two-players").await;
    let labels = |kind: &str| -> Vec<String> {
        let list = page
            .root
            .query_selector_all(&format!("#five-board .label.{kind}"))
            .unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    let columns = labels("column");
    assert_eq!(columns.first().map(String::as_str), Some("a"));
    assert_eq!(columns.last().map(String::as_str), Some("o"));
    let rows = labels("row");
    assert_eq!(
        rows.first().map(String::as_str),
        Some("15"),
        "row 15 on top"
    );
    assert_eq!(rows.last().map(String::as_str), Some("1"));
    page.play(0, 0);
    page.play(1, -1);
    assert_eq!(page.text("[data-point=\"0,0\"]"), "", "no numbers at first");
    page.click("#five-numbers");
    assert_eq!(page.text("[data-point=\"0,0\"]"), "1");
    assert_eq!(page.text("[data-point=\"1,-1\"]"), "2");
    assert!(page.find("#five-board").has_attribute("data-numbers"));
    // The view follows play past o: the letters go on.
    for x in 5..9 {
        page.play(x, 5);
    }
    assert!(labels("column").contains(&"q".to_string()));
}

#[wasm_bindgen_test]
async fn the_move_list_steps_back_and_forth_without_changing_the_game() {
    let page = Five::mount("two-players").await;
    for (x, y) in [(0, 0), (1, -1), (2, -2)] {
        page.play(x, y);
    }
    assert_eq!(page.move_list(), ["h8", "i9", "j10"]);
    page.click("#five-back");
    assert_eq!(
        page.count(".stone.x, .stone.o"),
        2,
        "the position after 2 moves"
    );
    assert_eq!(page.text("#five-turn"), "Move 2 of 3");
    assert_eq!(page.board_attribute("data-last").as_deref(), Some("1,-1"));
    page.click("[data-shown=\"1\"]");
    assert_eq!(page.count(".stone.x, .stone.o"), 1);
    assert_eq!(
        page.find("[data-shown=\"1\"]")
            .get_attribute("aria-current")
            .as_deref(),
        Some("step")
    );
    page.click("#five-forward");
    page.click("#five-forward");
    assert_eq!(page.count(".stone.x, .stone.o"), 3, "back at the end");
    assert_eq!(
        page.find("#five-forward")
            .get_attribute("aria-disabled")
            .as_deref(),
        Some("true")
    );
    // Playing from an earlier position replaces what came after it.
    page.click("[data-shown=\"1\"]");
    page.play(-1, 1);
    assert_eq!(page.move_list(), ["h8", "g7"]);
}

#[wasm_bindgen_test]
async fn undo_and_redo() {
    let page = Five::mount("two-players").await;
    page.play(0, 0);
    page.play(1, 0);
    assert!(page.find("#five-redo").has_attribute("disabled"));
    page.click("#five-undo");
    page.click("#five-undo");
    assert_eq!(page.count(".stone.x, .stone.o"), 0);
    page.click("#five-redo");
    assert_eq!(page.move_list(), ["h8"]);
    page.click("#five-redo");
    assert_eq!(page.move_list(), ["h8", "i8"]);
    assert!(page.find("#five-redo").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn a_record_is_written_and_read_back_and_a_bad_one_changes_nothing() {
    let page = Five::mount("two-players").await;
    page.play(0, 0);
    page.play(1, -1);
    page.click("#five-write-text");
    assert_eq!(page.record().value(), "h8 i9");
    page.click("#five-write-psq");
    assert_eq!(
        page.record().value(),
        "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n"
    );
    page.click("#five-share");
    assert!(
        page.record().value().ends_with("#five=h8,i9"),
        "{}",
        page.record().value()
    );

    page.record().set_value("h8 i9 q99x");
    page.click("#five-load");
    assert_eq!(
        page.text("#five-record-error"),
        "The game could not be loaded: move 3 is \"q99x\": a move is a column's letters and a row's number, such as h8"
    );
    assert_eq!(
        page.move_list(),
        ["h8", "i9"],
        "the game in play is untouched"
    );

    page.record()
        .set_value("Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n12,12,0\n");
    page.click("#five-load");
    assert!(page.find("#five-record-error").has_attribute("hidden"));
    assert_eq!(page.move_list(), ["h8", "i7", "j6"]);
    assert_eq!(page.stone(2, 2), "X");
}

#[wasm_bindgen_test]
async fn the_game_in_play_and_the_tally_survive_a_reload() {
    let page = Five::mount("two-players").await;
    for x in 0..4 {
        page.play(x, 0);
        page.play(x, 1);
    }
    page.play(4, 0);
    assert_eq!(page.text("#five-score td"), "1", "X's win counts");
    drop(page);
    let again = Five::again().await;
    assert_eq!(again.count(".stone.x, .stone.o"), 9);
    assert_eq!(again.board_attribute("data-outcome").as_deref(), Some("x"));
    assert_eq!(again.text("#five-score td"), "1");
    drop(again);

    // The tab's own copy of its game comes before the page's, which
    // another tab may have saved since.
    storage().set_item("inarow/five-game", "h8,i9").unwrap();
    let own = Five::again().await;
    assert_eq!(own.count(".stone.x, .stone.o"), 9);
    drop(own);

    // A saved game that does not read whole is no game: play starts afresh.
    let tab = web_sys::window()
        .unwrap()
        .session_storage()
        .unwrap()
        .unwrap();
    for saved in [storage(), tab] {
        saved.set_item("inarow/five-game", "h8 i9 h8").unwrap();
    }
    let corrupt = Five::again().await;
    assert_eq!(corrupt.count(".stone.x, .stone.o"), 0);
}

#[wasm_bindgen_test]
async fn what_was_saved_before_the_rename_is_kept() {
    let page = Five::mount("two-players").await;
    for x in 0..4 {
        page.play(x, 0);
        page.play(x, 1);
    }
    page.play(4, 0);
    drop(page);
    // As a browser holds them that last saw the page under its former name.
    js_sys::eval(
        "for (const store of [localStorage, sessionStorage]) \
           for (const key of Object.keys(store).filter((key) => key.startsWith('inarow/'))) { \
             store.setItem(key.replace('inarow/', 'tictactoe/'), store.getItem(key)); \
             store.removeItem(key); \
           }",
    )
    .unwrap();
    assert!(storage().get_item("inarow/five-tally").unwrap().is_none());
    let again = Five::again().await;
    assert_eq!(again.count(".stone.x, .stone.o"), 9);
    assert_eq!(again.text("#five-score td"), "1");
    let opponent: web_sys::HtmlSelectElement = again.find("#five-opponent").dyn_into().unwrap();
    assert_eq!(opponent.value(), "two-players");
}

#[wasm_bindgen_test]
async fn the_rule_and_board_apply_to_the_next_game_and_are_kept() {
    let page = Five::mount("two-players").await;
    let label = |page: &Five| page.board_attribute("aria-label").unwrap();
    assert_eq!(label(&page), "Five in a row: Freestyle, Open");
    // No game under way: at once.
    page.choose("#five-size", "19");
    assert_eq!(label(&page), "Five in a row: Freestyle, 19\u{a0}×\u{a0}19");
    assert_eq!(
        page.count("[data-point]"),
        19 * 19,
        "the whole board, alone"
    );
    assert!(page.shows(11, -11) && !page.shows(12, 0), "a1 to s19");
    let corner = page.find("[data-point=\"11,-11\"]");
    assert_eq!(
        corner.get_attribute("aria-label").as_deref(),
        Some("s19: empty")
    );

    // A game under way goes on, and the next one takes the rule.
    page.play(2, -2);
    page.choose("#five-rule", "renju");
    assert_eq!(
        page.text("#five-turn"),
        "Applies to the next game. Restart to start it now."
    );
    assert_eq!(label(&page), "Five in a row: Freestyle, 19\u{a0}×\u{a0}19");
    assert_eq!(page.stone(2, -2), "X");
    drop(page);

    let again = Five::again().await;
    let select = |id| {
        again
            .find(id)
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
            .value()
    };
    assert_eq!(
        (select("#five-rule"), select("#five-size")),
        ("renju".into(), "19".into())
    );
    assert_eq!(
        again.stone(2, -2),
        "X",
        "the game in play is kept, by its own rules"
    );
    assert_eq!(label(&again), "Five in a row: Freestyle, 19\u{a0}×\u{a0}19");
    again.click("#five-restart");
    assert_eq!(label(&again), "Five in a row: Renju, 19\u{a0}×\u{a0}19");
    assert_eq!(again.count(".stone.x, .stone.o"), 0);
}

#[wasm_bindgen_test]
async fn the_summary_tells_the_game_in_play_and_what_the_next_one_takes() {
    let page = Five::mount("normal").await;
    let summary = |page: &Five| page.text("#five-summary").replace('\u{a0}', " ");
    assert_eq!(summary(&page), "Normal · Freestyle, Open · You play black");
    // A game under way: what is picked waits for the next game, and says so.
    page.play(0, 0);
    page.choose("#five-opponent", "two-players");
    page.choose("#five-rule", "standard");
    page.choose("#five-opening", "swap2");
    page.choose("#five-clock", "10s");
    assert_eq!(
        summary(&page),
        "Normal · Freestyle, Open · You play black · Next game: Two players, Standard, Open, Swap2, 10 s a move"
    );
    page.click("#five-restart");
    assert_eq!(summary(&page), "Two players · Standard, Open");
}

#[wasm_bindgen_test]
async fn blacks_forbidden_point_is_marked_and_refused() {
    let page = Five::mount("two-players").await;
    page.choose("#five-rule", "renju");
    page.choose("#five-size", "15");
    // Black's i8 and j8 across and h9 and h10 up: h8 would make two threes.
    for (x, y) in [
        (1, 0),
        (-7, 7),
        (2, 0),
        (-7, 5),
        (0, -1),
        (-7, 3),
        (0, -2),
        (-7, 1),
    ] {
        page.play(x, y);
    }
    assert_eq!(page.count(".stone.forbidden"), 1);
    let h8 = page.find("[data-point=\"0,0\"]");
    assert!(h8.class_list().contains("forbidden"));
    assert_eq!(
        h8.get_attribute("aria-label").as_deref(),
        Some("h8: forbidden to black: double three")
    );
    assert_eq!(h8.get_attribute("aria-disabled").as_deref(), Some("true"));

    page.play(0, 0);
    assert_eq!(page.stone(0, 0), "", "nothing placed");
    let refused = "h8 is forbidden to black under renju: double three";
    assert_eq!(page.text("#five-turn"), refused);
    assert_eq!(page.text("#five-announcer"), refused);
    assert_eq!(page.count(".stone.x, .stone.o"), 8);

    // The game goes on; once white is to move, no mark.
    page.play(5, 5);
    assert_eq!(page.stone(5, 5), "X");
    assert_eq!(page.text("#five-turn"), "O to move");
    assert_eq!(page.count(".stone.forbidden"), 0);
    page.play(0, 0);
    assert_eq!(page.stone(0, 0), "O", "white may play there");
}

#[wasm_bindgen_test]
async fn hard_plays_by_the_rules_on_a_fixed_board() {
    let page = Five::mount("hard").await;
    page.choose("#five-size", "19");
    page.click("#five-side [data-side=\"O\"]");
    page.bot_moved().await;
    assert_eq!(
        page.stone(2, -2),
        "X",
        "Hard opens in the middle of 19 × 19, j10"
    );
    assert_eq!(page.text("#five-turn"), "Your move");
}

#[wasm_bindgen_test]
async fn a_record_under_renju_with_a_forbidden_move_is_refused() {
    let page = Five::mount("two-players").await;
    page.choose("#five-rule", "renju");
    page.play(0, 0);
    page.record().set_value("i8 a1 j8 a3 h9 a5 h10 a7 h8");
    page.click("#five-load");
    assert_eq!(
        page.text("#five-record-error"),
        "The game could not be loaded: move 9: h8 is forbidden to black under renju, a double three"
    );
    assert_eq!(page.move_list(), ["h8"], "the game in play is untouched");
    page.click("#five-share");
    assert!(page.record().value().ends_with("#five=renju:h8"));
}

#[wasm_bindgen_test]
async fn the_tally_is_kept_per_rule_and_reset_asks_first() {
    let page = Five::mount("two-players").await;
    let win = |page: &Five| {
        for x in 0..4 {
            page.play(x, 0);
            page.play(x, 1);
        }
        page.play(4, 0);
    };
    win(&page);
    assert_eq!(
        page.text("#five-score caption"),
        "Score: Two players, Freestyle"
    );
    assert_eq!(page.text("#five-score td"), "1");
    page.choose("#five-rule", "standard");
    assert_eq!(
        page.text("#five-score caption"),
        "Score: Two players, Standard"
    );
    assert_eq!(page.text("#five-score td"), "0");
    win(&page);
    assert_eq!(page.text("#five-score td"), "1");
    page.click("#five-reset-score");
    assert_eq!(
        page.text("#five-reset-score"),
        "Press again to reset the score"
    );
    assert_eq!(page.text("#five-score td"), "1");
    page.click("#five-reset-score");
    assert_eq!(page.text("#five-score td"), "0");
    page.choose("#five-rule", "freestyle");
    assert_eq!(page.text("#five-score td"), "1", "freestyle's is kept");
}

#[wasm_bindgen_test]
async fn hards_thinking_shows_its_line_its_candidates_and_its_forced_win() {
    let page = Five::mount("hard").await;
    assert!(!page.find("#five-thinking-field").has_attribute("hidden"));
    // O, Hard, to move: k8 makes a four on row 8 (g8 closes it) and an
    // open three on column k, a win by fours whatever the clock says.
    page.record()
        .set_value("g8 h8 d4 i8 l4 j8 d12 k7 n11 k6 b7");
    page.click("#five-load");
    page.bot_moved().await;
    assert_eq!(page.stone(3, 0), "O", "{:?}", page.move_list());
    assert!(page.find("#five-thought").has_attribute("hidden"));
    assert_eq!(page.count(".stone.line"), 0, "the switch is off");

    page.click("#five-show-thinking");
    let line = page.text("#five-thought");
    // Found by the threat search before any deeper search, or by a search.
    let threat = line == "Hard: forced win found by its threat search (VCF)";
    let searched = line.starts_with("Hard: depth ") && line.ends_with(", forced win found (VCF)");
    assert!(threat || searched, "{line}");
    assert!(!page.find("#five-thought").has_attribute("hidden"));
    // X must block the four on l8: the line's first ghost, numbered 1.
    let block = page.find("[data-point=\"4,0\"]");
    assert!(block.class_list().contains("line"));
    assert!(!block.class_list().contains("line-o"), "X's stone");
    assert_eq!(block.text_content().as_deref(), Some("1"));
    assert_eq!(
        block.get_attribute("aria-label").as_deref(),
        Some("l8: Hard's line, move 1")
    );
    let ghosts = page.count(".stone.line");
    assert!(ghosts >= 2, "{ghosts} ghosts");
    assert_eq!(
        page.count(".stone.line-o"),
        ghosts / 2,
        "white's every other"
    );
    assert_eq!(
        page.count(".stone.line.x, .stone.line.o"),
        0,
        "on free cells"
    );

    page.click("#five-show-thinking");
    assert_eq!(page.count(".stone.line"), 0);
    assert!(page.find("#five-thought").has_attribute("hidden"));
    page.click("#five-show-thinking");
    assert_eq!(
        page.count(".stone.line"),
        ghosts,
        "kept until the game moves"
    );
    page.click("#five-undo");
    assert_eq!(page.count(".stone.line"), 0, "the game moved");
    assert!(page.find("#five-thought").has_attribute("hidden"));
    assert_eq!(
        storage()
            .get_item("inarow/five")
            .unwrap()
            .map(|s| s.contains("thinking=on")),
        Some(true),
        "the switch is saved"
    );
    page.choose("#five-opponent", "two-players");
    page.click("#five-restart");
    assert!(page.find("#five-thinking-field").has_attribute("hidden"));
}

#[wasm_bindgen_test]
async fn hards_thinking_labels_its_other_best_moves_with_their_scores() {
    let page = Five::mount("hard").await;
    page.click("#five-show-thinking");
    page.play(0, 0);
    page.bot_moved().await;
    // Hard's first reply is its opening book's: no other move weighed now.
    let line = page.text("#five-thought");
    let book = "Hard: opening book move, searched beforehand to depth ";
    assert!(line.starts_with(book), "{line}");
    assert_eq!(page.count("[data-weight]"), 0);
    // X's second stone far from its first leaves the book: a short search,
    // its best moves scored.
    page.play(5, 5);
    page.bot_moved().await;
    let line = page.text("#five-thought");
    assert!(line.starts_with("Hard: depth "), "{line}");
    let labelled = page.count("[data-weight]");
    assert!((1..=4).contains(&labelled), "{labelled} labels");
    assert_eq!(
        page.count(".stone.x[data-weight], .stone.o[data-weight]"),
        0
    );
    for (score, heard) in page.labels_heard() {
        assert!(
            heard.ends_with(&format!(": Hard's score {score}")),
            "{heard}"
        );
    }
}

#[wasm_bindgen_test]
async fn hards_opening_decision_is_asked_and_its_answer_comes_back_as_an_event() {
    let page = Five::mount("hard").await;
    page.choose("#five-rule", "freestyle");
    page.choose("#five-opening", "swap1");
    for (x, y) in [(0, 0), (1, -1), (2, 0)] {
        page.play(x, y);
    }
    // Asked, not decided on the click's task: the page answers after the
    // next paint (the worker's, where one runs), bounded at a minute.
    assert_eq!(page.text("#five-turn"), "The bot: choose a colour");
    assert!(
        page.thinking(),
        "the board shows the bot's wait, as over a move"
    );
    for _ in 0..6000 {
        if !page.text("#five-turn").starts_with("The bot") {
            break;
        }
        sleep(10).await;
    }
    // The choice landed: the mark stays only while Hard thinks over the
    // fourth stone, having stayed white.
    assert_eq!(page.thinking(), page.text("#five-turn") == "Thinking…");
    page.bot_moved().await;
    assert!(page.find("#five-decide").has_attribute("hidden"));
    let moves = page.move_list().len();
    assert!((3..=4).contains(&moves), "{moves} moves");
    assert!(!page.text("#five-turn").starts_with("The bot"));
}

#[wasm_bindgen_test]
async fn an_opening_under_way_survives_a_reload_and_its_link_opens_at_its_step() {
    let page = Five::mount("two-players").await;
    page.choose("#five-opening", "swap2");
    page.choose("#five-clock", "5+3");
    for (x, y) in [(0, 0), (1, -1), (2, 0)] {
        page.play(x, y);
    }
    page.click("#five-decide [data-choice=\"add\"]");
    let step = "Second player: add two stones: white, then black";
    assert_eq!(page.text("#five-turn"), step);
    page.click("#five-share");
    let link = page.record().value();
    assert!(
        link.ends_with("#five=freestyle,swap2,5+3:h8,i9,j8,add"),
        "{link}"
    );
    page.click("#five-write-text");
    assert_eq!(page.record().value(), "freestyle,swap2,5+3:h8 i9 j8 add");
    drop(page);

    let again = Five::again().await;
    assert_eq!(again.text("#five-turn"), step, "the step after a reload");
    assert_eq!(again.move_list(), ["h8", "i9", "j8"]);
    assert!(!again.find("#five-time-left").has_attribute("hidden"));
    again.play(-1, -1);
    again.play(0, -2);
    assert_eq!(again.text("#five-turn"), "First player: choose a colour");
    drop(again);

    // The link, opened on a page whose game is another.
    storage().set_item("inarow/five-game", "h8").unwrap();
    let tab = web_sys::window()
        .unwrap()
        .session_storage()
        .unwrap()
        .unwrap();
    tab.remove_item("inarow/five-game").unwrap();
    let hash = link.split('#').nth(1).unwrap().to_string();
    web_sys::window()
        .unwrap()
        .location()
        .set_hash(&hash)
        .unwrap();
    let linked = Five::again().await;
    assert_eq!(linked.text("#five-turn"), step, "the link's step");
    assert_eq!(linked.move_list(), ["h8", "i9", "j8"]);
    let address = web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(address, "", "the address drops the link");

    // A link with an illegal step leaves the game in play, and says why.
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("five=freestyle,swap1:h8,i9,j8,add")
        .unwrap();
    let refused = Five::again().await;
    assert_eq!(refused.move_list(), ["h8", "i9", "j8"]);
    assert!(
        refused.text("#five-record-error").ends_with(
            "step 4 is \"add\": only swap2's first choice may add two stones: choose a colour"
        ),
        "{}",
        refused.text("#five-record-error")
    );
}

#[wasm_bindgen_test]
async fn a_hint_shows_hards_move_for_the_person_and_the_game_counts_apart() {
    let page = Five::mount("two-players").await;
    for x in 0..4 {
        page.play(x, 0);
        page.play(x, 1);
    }
    page.click("#five-hint");
    assert_eq!(page.text("#five-turn"), "Looking for a hint…");
    assert!(page.find("#five-hint").has_attribute("disabled"));
    // It thinks 40 ms on the page, after the next paint; bounded only to
    // end a broken test.
    for _ in 0..6000 {
        if page.count(".stone.hint") > 0 {
            break;
        }
        sleep(10).await;
    }
    let hint = page.find(".stone.hint");
    let point = hint.get_attribute("data-point").unwrap();
    assert!(
        ["4,0", "-1,0"].contains(&point.as_str()),
        "X's five: {point}"
    );
    let name = if point == "4,0" { "l8" } else { "g8" };
    assert_eq!(page.text("#five-turn"), format!("Hint: {name}"));
    assert_eq!(page.text("#five-announcer"), format!("Hint: {name}"));
    assert!(hint
        .get_attribute("aria-label")
        .unwrap()
        .contains("the hint"));
    page.click(&format!("[data-point=\"{point}\"]"));
    assert_eq!(page.count(".stone.hint"), 0);
    assert_eq!(page.board_attribute("data-outcome").as_deref(), Some("x"));
    assert!(page.find("#five-hint").has_attribute("disabled"));
    assert_eq!(
        page.text("#five-score caption"),
        "Score: Two players, Freestyle, with hints"
    );
    assert_eq!(page.text("#five-score td"), "1");
    page.click("#five-restart");
    assert_eq!(
        page.text("#five-score caption"),
        "Score: Two players, Freestyle"
    );
    assert_eq!(page.text("#five-score td"), "0");
}

#[wasm_bindgen_test]
async fn the_analysis_board_sets_up_any_position_and_shows_its_best_lines() {
    let page = Five::mount("two-players").await;
    page.play(0, 0);
    page.play(1, 1);
    page.click("#five-analyse");
    assert!(page.find("#five-analysis").has_attribute("open"));
    let cells = "#five-analysis-board .stone";
    assert_eq!(page.count(cells), 225, "15 × 15 around the stones");
    assert_eq!(page.count("#five-analysis-board .stone.x"), 1);
    let lines = "#five-analysis-lines li:not([hidden])";
    page.until(lines).await;
    assert_eq!(page.count(lines), 3);
    assert!(page.text(lines).starts_with("1. "), "{}", page.text(lines));
    assert_eq!(page.count("#five-analysis-board .stone.best"), 1);
    // Three black stones in a row, set up by picking black to move each
    // time: black wins by fours.
    page.click("#five-analysis-clear");
    assert_eq!(
        page.count("#five-analysis-board .stone.x, #five-analysis-board .stone.o"),
        0
    );
    for x in 0..3 {
        page.click("#five-analysis-x");
        page.click(&format!("#five-analysis-board [data-point=\"{x},0\"]"));
    }
    page.click("#five-analysis-x");
    assert_eq!(page.count("#five-analysis-board .stone.x"), 3);
    assert_eq!(
        page.find("#five-analysis-x")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    page.until(lines).await;
    for _ in 0..6000 {
        if page.text("#five-analysis-status") == "Black wins by fours in 2" {
            break;
        }
        sleep(10).await;
    }
    assert_eq!(
        page.text("#five-analysis-status"),
        "Black wins by fours in 2"
    );
    assert_eq!(page.text("#five-analysis-chances"), "Black 100% · White 0%");
    page.click("#five-analysis-lines li button");
    // Its line: the open four, numbered 1.
    assert_eq!(page.text("#five-analysis-board .stone.line"), "1");
    page.click("#five-analysis-run");
    assert_eq!(page.text("#five-analysis-run"), "Continue");
    // A stone taken back: the position changes and the lines go.
    page.click("#five-analysis-board [data-point=\"1,0\"]");
    assert_eq!(page.count("#five-analysis-board .stone.x"), 2);
    assert_eq!(page.count("#five-analysis-board .stone.line"), 0);
    assert_eq!(page.text("#five-analysis-status"), "Stopped");
    assert!(!page.find("#five-analysis-run").has_attribute("disabled"));
    // Black's five: nothing to think over, so no Stop or Continue.
    for x in [1, 3, 4] {
        page.click("#five-analysis-x");
        page.click(&format!("#five-analysis-board [data-point=\"{x},0\"]"));
    }
    assert_eq!(page.count("#five-analysis-board .stone.x"), 5);
    assert!(page.find("#five-analysis-run").has_attribute("disabled"));
    page.click("#five-analysis-clear");
    assert!(!page.find("#five-analysis-run").has_attribute("disabled"));
    page.click("#five-analysis-close");
    assert!(!page.find("#five-analysis").has_attribute("open"));
    assert_eq!(page.count("#five-board .stone.x, #five-board .stone.o"), 2);
    assert_eq!(
        page.text("#five-score caption"),
        "Score: Two players, Freestyle, with hints",
        "looking at the analysis of a game in play is a hint"
    );
}

#[wasm_bindgen_test]
async fn a_position_set_up_is_copied_and_opens_again_from_its_record_and_link() {
    let page = Five::mount("two-players").await;
    page.play(0, 0);
    page.click("#five-analyse");
    // White's j8, then white to move again.
    page.click("#five-analysis-board [data-point=\"2,0\"]");
    page.click("#five-analysis-o");
    let copied = "#five-analysis-copied:not([hidden])";
    page.click("#five-analysis-record");
    page.until(copied).await;
    let record = "setup:freestyle,white:black h8 white j8";
    // The headless browser's clipboard may refuse: the text shows either way.
    let said = page.text(copied);
    assert!(said.ends_with(&format!(": {record}")), "{said}");
    page.click("#five-analysis-link");
    assert_eq!(page.count(copied), 0, "until the clipboard says");
    page.until(copied).await;
    let said = page.text(copied);
    assert!(
        said.ends_with("#five=setup:freestyle,white:black,h8,white,j8"),
        "{said}"
    );
    page.click("#five-analysis-close");
    assert_eq!(page.move_list(), ["h8"], "the game untouched");
    // Its record, loaded, opens the same setup.
    page.record().set_value(record);
    page.click("#five-load");
    assert!(page.find("#five-analysis").has_attribute("open"));
    assert_eq!(page.stone(0, 0), "X");
    assert_eq!(page.count("#five-analysis-board .stone.o"), 1);
    let white = page.find("#five-analysis-o").get_attribute("aria-pressed");
    assert_eq!(white.as_deref(), Some("true"), "white to move");
    page.click("#five-analysis-close");
    assert_eq!(page.move_list(), ["h8"]);
    // A bad one is refused with why, and the game stays.
    page.record().set_value("setup:freestyle,red:black h8");
    page.click("#five-load");
    assert!(!page.find("#five-analysis").has_attribute("open"));
    assert_eq!(
        page.text("#five-record-error"),
        "The game could not be loaded: the setup is \"freestyle,red\": it is setup:, the rules and the side to move (black or white), a colon, then each colour and its stones, such as setup:renju,15,white:black h8 j10 white i9"
    );
    assert_eq!(page.move_list(), ["h8"]);
    // Its link, opened, too: once the page is on screen, over the game.
    let location = web_sys::window().unwrap().location();
    location
        .set_hash("five=setup:renju,15,black:black,h8,white,i9,j10")
        .unwrap();
    let linked = Five::again().await;
    assert!(linked.find("#five-analysis").has_attribute("open"));
    assert_eq!(linked.count("#five-analysis-board .stone.o"), 2);
    assert_eq!(linked.count("#five-analysis-board .stone.x"), 1);
    assert_eq!(linked.count("#five-analysis-board .stone"), 225, "15 × 15");
    linked.click("#five-analysis-close");
    assert_eq!(linked.move_list(), ["h8"]);
    assert_eq!(location.hash().unwrap(), "", "the address drops the link");
}

#[wasm_bindgen_test]
async fn a_review_flags_a_missed_defence_and_is_kept_over_a_reload() {
    let page = Five::mount("two-players").await;
    assert!(
        page.find("#five-review").has_attribute("hidden"),
        "a game under way"
    );
    // X's four across row 8, closed at g8; O plays a1 and X makes five.
    for point in [
        "0,0", "-1,0", "1,0", "1,-1", "2,0", "2,-1", "3,0", "-7,7", "4,0",
    ] {
        page.click(&format!("#five-board [data-point=\"{point}\"]"));
    }
    assert_eq!(page.board_attribute("data-outcome").as_deref(), Some("x"));
    assert!(!page.find("#five-review").has_attribute("hidden"));
    assert_eq!(page.text("#five-review-run"), "Review the game");
    page.click("#five-review-run");
    assert_eq!(page.text("#five-review-run"), "Stop the review");
    let note = "#five-review-notes li";
    for _ in 0..6000 {
        if page.find("#five-review-run").has_attribute("hidden") {
            break;
        }
        sleep(10).await;
    }
    assert_eq!(page.count("#five-review-chart [data-shown]"), 9);
    // Its mark, by how lost O stood before (40 ms a position): a mistake or
    // worse; the missed defence itself is exact.
    let notes = page.text("#five-review-notes");
    let marked =
        ["mistake", "blunder"].map(|mark| format!("Move 8, a1: {mark}. Missed defence: l8 held"));
    assert!(
        marked.iter().any(|note| notes.contains(note.as_str())),
        "{notes}"
    );
    // Where it turned depends on how far each search sees: move 6 or 8.
    let status = page.text("#five-review-status");
    assert!(status.contains("The game turned at move "), "{status}");
    // A note goes to its move.
    page.click(&format!("{note} [data-shown=\"8\"]"));
    assert_eq!(page.board_attribute("data-last").as_deref(), Some("-7,7"));
    // Kept with the game over a reload.
    let page = Five::again().await;
    let notes = page.text("#five-review-notes");
    assert!(notes.contains("Missed defence: l8 held"), "{notes}");
    // Its marks travel with the record, which reads back as the same game.
    page.click("#five-write-text");
    let record = page.record().value();
    assert!(record.starts_with("h8 {"), "{record}");
    assert!(
        record.contains(", missed defence l8} l8 {best}"),
        "{record}"
    );
    page.click("#five-load");
    assert_eq!(page.text("#five-record-error"), "");
    assert_eq!(page.move_list().len(), 9);
    assert_eq!(page.board_attribute("data-outcome").as_deref(), Some("x"));
    assert_eq!(
        page.count("#five-review-chart [data-shown]"),
        9,
        "the review of the same game stays"
    );
}

#[wasm_bindgen_test]
async fn a_records_marks_show_as_its_review_until_the_review_runs() {
    let page = Five::mount("two-players").await;
    // O's a1 leaves X's four open: the record's own marks say so.
    let record = "h8 g8 i8 i9 j8 {inaccuracy} j9 k8 {best} a1 {blunder, missed defence l8} l8";
    page.record().set_value(record);
    page.click("#five-load");
    assert_eq!(page.text("#five-record-error"), "");
    assert!(!page.find("#five-review").has_attribute("hidden"));
    assert_eq!(
        page.text("#five-review-status"),
        "Marks from the record: best 1 · good 0 · inaccuracy 1 · mistake 0 · blunder 1"
    );
    let notes = "#five-review-notes [data-shown]";
    assert_eq!(page.count(notes), 2);
    assert_eq!(
        page.text("#five-review-notes"),
        "Move 5, j8: inaccuracyMove 8, a1: blunder. Missed defence: l8"
    );
    assert_eq!(page.count("#five-review-chart [data-shown]"), 0, "no chart");
    assert!(page.find("#five-review-progress").has_attribute("hidden"));
    assert_eq!(page.text("#five-review-run"), "Review the game");
    // A note goes to its move.
    page.click(&format!("{notes}[data-shown=\"8\"]"));
    assert_eq!(page.board_attribute("data-last").as_deref(), Some("-7,7"));
    // Kept over a reload, and written back with the record and the link.
    let page = Five::again().await;
    assert!(page
        .text("#five-review-status")
        .starts_with("Marks from the record"));
    assert_eq!(page.count(notes), 2);
    page.click("#five-write-text");
    assert_eq!(page.record().value(), record);
    page.click("#five-share");
    let link = page.record().value();
    assert!(
        link.ends_with(
            "#five=h8,g8,i8,i9,j8,{inaccuracy},j9,k8,{best},a1,{blunder,missed,defence,l8},l8"
        ),
        "{link}"
    );
    // The review replaces them.
    page.click("#five-review-run");
    assert_eq!(page.text("#five-review-run"), "Stop the review");
    assert!(
        page.text("#five-review-status").starts_with("Reviewing: "),
        "{}",
        page.text("#five-review-status")
    );
    page.click("#five-review-run");
    // A forced loss walked into from a game already nearly lost: the mark
    // stays good, and the note says so rather than "missed".
    let settled = "h8 g8 i8 i9 j8 j9 k8 {best} a1 {good, missed defence l8} l8";
    page.record().set_value(settled);
    page.click("#five-load");
    assert_eq!(
        page.text("#five-review-notes"),
        "Move 8, a1: good. Already nearly lost: l8 held out longer"
    );
    // A record without marks leaves the review alone; another game drops it.
    page.record().set_value("h8 i9");
    page.click("#five-load");
    assert!(page.find("#five-review").has_attribute("hidden"));
}

#[wasm_bindgen_test]
async fn a_puzzle_of_the_person_s_is_served_first_and_solved_against_the_bot() {
    let page = Page::mount();
    // A missed win kept from an earlier game: black's open three on row 0.
    let kept = "served 0\npuzzle game:1 freestyle vcf 2 3,0;4,0;-1,0 0,0 0,5 1,0 1,5 2,0 2,6";
    storage().set_item("inarow/five-puzzles", kept).unwrap();
    let page = Five::open(page, "two-players").await;
    page.click("#five-puzzles");
    assert!(page.find("#five-puzzle").has_attribute("open"));
    assert_eq!(
        page.text("#five-puzzle-task"),
        "Black to move · Find the win in 2 moves · From your game"
    );
    let (black, white) = ("#five-puzzle-board .stone.x", "#five-puzzle-board .stone.o");
    assert_eq!((page.count(black), page.count(white)), (3, 3));
    // A taken point is refused; the open four is checked, and the bot,
    // lost, blocks one end.
    page.click("#five-puzzle-board [data-point=\"0,0\"]");
    assert_eq!(page.count(black), 3);
    page.click("#five-puzzle-board [data-point=\"3,0\"]");
    assert_eq!(page.text("#five-puzzle-status"), "Checking your move…");
    // Closed while the bot checks, and opened again: the check is asked
    // for again.
    page.click("#five-puzzle-close");
    page.click("#five-puzzles");
    for _ in 0..6000 {
        if page.count(white) == 4 {
            break;
        }
        sleep(10).await;
    }
    assert_eq!(page.count(white), 4, "the bot defended");
    // The hint is the other end: a five.
    page.click("#five-puzzle-hint");
    let hint = page.find("#five-puzzle-board .stone.hint");
    let point = hint.get_attribute("data-point").unwrap();
    assert_eq!(
        page.text("#five-puzzle-status"),
        format!("Hint: {}", hint_name(&point))
    );
    hint.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    assert_eq!(page.text("#five-puzzle-status"), "Solved!");
    assert_eq!(
        page.text("#five-puzzle-progress"),
        "1 tried · 0 solved on your own",
        "solved with a hint: it comes back soon"
    );
    let saved = storage().get_item("inarow/five-puzzles").unwrap().unwrap();
    assert!(saved.contains("card game:1 0 3"), "{saved}");
    page.click("#five-puzzle-close");
    assert!(!page.find("#five-puzzle").has_attribute("open"));
}

/// The coordinate of the open board's `x,y` next to black's three: h8 is
/// 0,0.
fn hint_name(point: &str) -> &'static str {
    match point {
        "-1,0" => "g8",
        "4,0" => "l8",
        _ => "elsewhere",
    }
}
