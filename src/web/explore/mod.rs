//! The minimax explorer, a module of its own (feature `explore`): the page's
//! script loads it when the address asks for it (`#explore=…`, the classic
//! game's link or a shared one) and calls `openExplorer`. It shows the
//! explorer as a modal dialog, a sheet on a phone, and keeps the address
//! up to date with what it shows, so that the address is the link to share.

mod view;

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, KeyboardEvent};

use super::dom::{self, closest};
use super::options;
use crate::engine::classic::alphabeta::Order;
use crate::engine::classic::Board;
use crate::play::explore::{board_error, Explorer, Path, Quiz, Steps, MAX_ITERATIONS};
use crate::play::lang::{Arg, ExploreText, ModuleWords};
use view::View;

/// How long a step lasts while the search plays, in milliseconds.
const STEP_MS: i32 = 600;

struct Open {
    explorer: Explorer,
    view: View,
    words: ModuleWords<ExploreText>,
    /// The timer of a search that plays, if one does.
    playing: Option<i32>,
    /// What the timer calls: the listener, given no event.
    ticker: Option<Function>,
}

/// Opens the explorer in a dialog at the end of `root` (a fresh one each
/// time), on what `options.link` shows (the address's `#explore=…`), in
/// the language of `options.words`, the text of a language file (English
/// when left out). A link that cannot be read opens the empty board, and
/// says why.
#[wasm_bindgen(js_name = openExplorer)]
pub fn open_explorer(
    #[wasm_bindgen(unchecked_param_type = "Element")] root: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "{ link: string, words?: string }")] options: &JsValue,
) -> Result<(), JsValue> {
    let (root, document) = options::root(root, "openExplorer")?;
    let option = |name| options::property(options, name);
    let link = option("link")?.as_string().unwrap_or_default();
    let words = ModuleWords::parse(option("words")?.as_string().as_deref())
        .map_err(|error| JsError::new(&error.to_string()))?;
    if let Some(old) = document.get_element_by_id("explorer") {
        old.remove();
    }
    let (explorer, notice) = match Explorer::from_link(&link) {
        Ok(explorer) => (explorer, None),
        Err(error) => {
            let part = [("part", Arg::Text(&error.part))];
            (
                Explorer::new(Board::EMPTY),
                Some(words.own.fill(ExploreText::BadLink, &part)),
            )
        }
    };
    let view = View::build(&document, root)?;
    view.notice(notice.as_deref())?;
    let dialog = view.dialog.clone();
    let open = Rc::new(RefCell::new(Open {
        explorer,
        view,
        words,
        playing: None,
        ticker: None,
    }));
    let listener = listener(&open);
    open.borrow_mut().ticker = Some(listener.clone());
    for kind in ["click", "change", "keydown", "submit", "close"] {
        dialog.add_event_listener_with_callback(kind, &listener)?;
    }
    // Back, or any address that is no explorer's, closes it; once closed,
    // the dialog is gone and the listener does nothing.
    let closing = dialog.clone();
    let back = Closure::<dyn FnMut()>::new(move || {
        let hash = dom::window().location().hash().unwrap_or_default();
        if !Explorer::is_link(&hash) {
            closing.close();
        }
    });
    dom::window().add_event_listener_with_callback("hashchange", back.as_ref().unchecked_ref())?;
    back.forget();
    open.borrow_mut().render(false)?;
    dialog.show_modal()?;
    let focused = open.borrow().view.focus_tree();
    focused
}

/// The dialog's one listener, which also ticks the search that plays. It
/// lives as long as the dialog's elements: it is never dropped.
fn listener(open: &Rc<RefCell<Open>>) -> Function {
    let open = Rc::clone(open);
    let listener = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
        let result = match event.dyn_ref::<Event>() {
            Some(event) => handle(&open, event),
            None => open.borrow_mut().tick(),
        };
        if let Err(error) = result {
            web_sys::console::error_1(&error);
        }
    });
    listener.into_js_value().unchecked_into()
}

fn handle(open: &Rc<RefCell<Open>>, event: &Event) -> Result<(), JsValue> {
    let mut open = open.borrow_mut();
    let kind = event.type_();
    let refocus = match kind.as_str() {
        "keydown" => {
            let key = event.unchecked_ref::<KeyboardEvent>().key();
            if closest(event, "[role=tree]").is_none() {
                return Ok(());
            }
            let path = open.explorer.tree.focus().clone();
            let handled = match key.as_str() {
                "Enter" | " " => {
                    open.explorer.tree.toggle(&path);
                    true
                }
                key => open.explorer.tree.key(key),
            };
            if !handled {
                return Ok(());
            }
            event.prevent_default();
            true
        }
        "submit" => {
            event.prevent_default();
            open.typed();
            false
        }
        "close" => return open.close(),
        "change" => {
            open.changed(event);
            false
        }
        _ => return open.clicked(event),
    };
    open.render(refocus)
}

impl Open {
    fn clicked(&mut self, event: &Event) -> Result<(), JsValue> {
        if let Some(item) = closest(event, "[data-path]") {
            let path = path_of(&item);
            if self.explorer.tree.set_focus(&path) {
                self.explorer.tree.toggle(&path);
            }
            return self.render(true);
        }
        let Some(button) = closest(event, "button") else {
            return Ok(());
        };
        match button.id().as_str() {
            "explorer-close" => {
                self.view.dialog.close();
                return Ok(());
            }
            "explorer-copy" => return self.copy(),
            _ => {}
        }
        if let Some(guess) = number(&button, "data-guess") {
            let path = self.explorer.tree.focus().clone();
            if let Some(quiz) = &mut self.explorer.quiz {
                quiz.guess(&self.explorer.tree, &path, guess as i8);
            }
            return self.render(false);
        }
        if let Some(count) = number(&button, "data-mcts") {
            self.explorer.iterations = match count {
                1 => self.explorer.iterations + 1,
                count => count as u32,
            }
            .min(MAX_ITERATIONS);
            return self.render(false);
        }
        match button.get_attribute("data-step").as_deref() {
            Some("back") => self.step(|steps| steps.back()),
            Some("forward") => self.step(|steps| steps.forward()),
            Some("here") => {
                self.stop();
                self.explorer.step_from_focus();
            }
            Some("play") => self.play()?,
            _ => return Ok(()),
        }
        self.render(false)?;
        self.view.keep_steps_in_view()
    }

    /// Opens the position typed in, or says why it cannot.
    fn typed(&mut self) {
        let text = self.view.position.value();
        match text.trim().parse::<Board>() {
            Ok(board) => {
                self.stop();
                self.explorer = Explorer::new(board);
                self.view.error(None);
            }
            Err(error) => self.view.error(Some(&board_error(&self.words.own, error))),
        }
    }

    /// A menu or a switch changed.
    fn changed(&mut self, event: &Event) {
        let Some(id) = dom::target(event).map(|target| target.id()) else {
            return;
        };
        match id.as_str() {
            "explorer-order" => {
                self.stop();
                let order = match self.view.order.selected_index() {
                    1 => Some(Order::Cells),
                    2 => Some(Order::Rules),
                    _ => None,
                };
                self.explorer.step_through(order);
            }
            "explorer-depth" => {
                self.explorer.depth = self.view.depth.selected_index().clamp(0, 8) as usize + 1;
            }
            "explorer-names" => self.explorer.names = !self.explorer.names,
            "explorer-quiz" => {
                self.explorer.quiz = match self.explorer.quiz {
                    Some(_) => None,
                    None => Some(Quiz::default()),
                }
            }
            _ => {}
        }
    }

    fn step(&mut self, go: impl FnOnce(&mut Steps) -> bool) {
        self.stop();
        self.explorer.step(go);
    }

    /// Plays the search, a step at a time, or pauses it.
    fn play(&mut self) -> Result<(), JsValue> {
        if self.playing.is_some() {
            self.stop();
            return Ok(());
        }
        if self
            .explorer
            .steps
            .as_ref()
            .is_none_or(|steps| steps.is_last())
        {
            return Ok(());
        }
        let Some(tick) = &self.ticker else {
            return Ok(());
        };
        let window = dom::window();
        let timer = window.set_interval_with_callback_and_timeout_and_arguments_0(tick, STEP_MS)?;
        self.playing = Some(timer);
        Ok(())
    }

    fn tick(&mut self) -> Result<(), JsValue> {
        let mut more = false;
        self.explorer.step(|steps| {
            more = steps.forward();
            more
        });
        if !more
            || self
                .explorer
                .steps
                .as_ref()
                .is_some_and(|steps| steps.is_last())
        {
            self.stop();
        }
        self.render(false)?;
        self.view.keep_steps_in_view()
    }

    fn stop(&mut self) {
        if let Some(timer) = self.playing.take() {
            dom::window().clear_interval_with_handle(timer);
        }
    }

    /// Copies the address, which is the link of what is shown.
    fn copy(&mut self) -> Result<(), JsValue> {
        let window = dom::window();
        let href = window.location().href()?;
        let _ = window.navigator().clipboard().write_text(&href);
        self.view.copied(self.words.own.text(ExploreText::Copied));
        Ok(())
    }

    /// The dialog closed: the search stops, and the address forgets it.
    fn close(&mut self) -> Result<(), JsValue> {
        self.stop();
        let window = dom::window();
        let location = window.location();
        let address = location.pathname()? + &location.search()?;
        window
            .history()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&address))?;
        self.view.dialog.remove();
        Ok(())
    }

    fn render(&mut self, refocus: bool) -> Result<(), JsValue> {
        self.view
            .render(&self.explorer, &self.words, self.playing.is_some())?;
        let link = ["#", &self.explorer.link()].concat();
        dom::window()
            .history()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&link))?;
        if refocus {
            self.view.focus_tree()?;
        }
        Ok(())
    }
}

/// A button's number, from its attribute `name`: small, as the markup
/// writes them.
fn number(button: &Element, name: &str) -> Option<i32> {
    button.get_attribute(name)?.parse().ok()
}

/// The path of a tree item, from its `data-path`.
fn path_of(item: &Element) -> Path {
    let digits = item.get_attribute("data-path").unwrap_or_default();
    let cells = digits.chars().filter_map(|digit| digit.to_digit(10));
    Path(
        cells
            .filter_map(|index| crate::engine::classic::Cell::new(index as usize).ok())
            .collect(),
    )
}
