//! Five in a row on the page, the second module: clicks, drags, the wheel
//! and keys become the session's actions, the Hard bot's replies come from
//! the `Thinker`, what must last is saved, and the view redraws from the
//! session. The page's first module mounts it with `mountFive` when the
//! person first opens it.

mod thinker;
mod view;

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Event, KeyboardEvent, Node, PointerEvent, WheelEvent};

use super::options;
use super::screen::{Host, Screen, Shared};
use super::storage::Store;
use crate::engine::five::Rect;
use crate::engine::rng::Rng;
use crate::play::five::{Action, Command, Session};
use crate::play::lang::{FiveText, ModuleWords};
use thinker::Thinker;
use view::View;

const SAVED_KEY: &str = "tictactoe/five";

/// A drag of the board under way: where it started, on screen and on the
/// plane, and whether it has moved the view yet.
struct Drag {
    x: f64,
    y: f64,
    window: Rect,
    moved: bool,
}

pub struct FiveScreen {
    session: Session,
    view: View,
    store: Store,
    thinker: Thinker,
    drag: Option<Drag>,
    /// A drag ends with a click on the cell under the pointer, which must
    /// not place a stone.
    swallow_click: bool,
}

/// Five in a row, mounted: what the page's first module holds of it.
#[wasm_bindgen(js_name = FiveGame)]
pub struct FiveGame(Shared<FiveScreen>);

/// Builds five in a row inside `section`, replacing its contents, hidden
/// until `show`. `options`: `words`, the text of the page's language file
/// (English when left out); `worker`, the URL of worker.js, where the Hard
/// bot thinks (without it, it thinks on the page, in short turns); `seed`,
/// for the Normal bot's choices among equal cells.
#[wasm_bindgen(js_name = mountFive)]
pub fn mount_five(
    #[wasm_bindgen(unchecked_param_type = "Element")] section: &JsValue,
    #[wasm_bindgen(
        unchecked_param_type = "{ words?: string, worker?: string | URL, seed?: number }"
    )]
    options: &JsValue,
) -> Result<FiveGame, JsValue> {
    let (section, document) = options::root(section, "mountFive")?;
    let option = |name| options::property(options, name);
    let words = words(&option("words")?)?;
    let worker = options::worker(&option("worker")?)?;
    let rng = Rng::new(options::seed(&option("seed")?)?);
    let host = Host::mount(section, words, |listener| {
        let store = Store::local();
        Ok(FiveScreen {
            session: Session::new(store.load(SAVED_KEY).unwrap_or_default(), rng),
            view: View::build(&document, section)?,
            store,
            thinker: Thinker::new(worker, listener.clone())?,
            drag: None,
            swallow_click: false,
        })
    })?;
    let five = FiveGame(host);
    five.show(false)?;
    Ok(five)
}

#[wasm_bindgen(js_class = FiveGame)]
impl FiveGame {
    /// Puts the game on the page, where the Hard bot may think, or takes it
    /// off, where its reply is no longer awaited.
    pub fn show(&self, shown: bool) -> Result<(), JsValue> {
        match &mut *self.0.borrow_mut() {
            Some(host) => host.show(shown),
            None => Ok(()),
        }
    }

    /// Speaks the language whose file's text is `words`.
    #[wasm_bindgen(js_name = setLanguage)]
    pub fn set_language(&self, words: &JsValue) -> Result<(), JsValue> {
        let words = self::words(words)?;
        match &mut *self.0.borrow_mut() {
            Some(host) => host.set_words(words),
            None => Ok(()),
        }
    }
}

/// The words of a language file's text, or English's for undefined; a bad
/// file is refused with why.
fn words(file: &JsValue) -> Result<Rc<ModuleWords<FiveText>>, JsError> {
    let file = match file.is_undefined() {
        true => None,
        false => Some(
            file.as_string()
                .ok_or_else(|| JsError::new("words is the text of a language file"))?,
        ),
    };
    ModuleWords::parse(file.as_deref())
        .map(Rc::new)
        .map_err(|error| JsError::new(&format!("the language file: {error}")))
}

impl FiveScreen {
    /// Applies `action`, saves, asks the Hard bot or forgets what it was
    /// asked, and tells the live region.
    fn act(&mut self, action: Action, words: &ModuleWords<FiveText>) {
        let change = self.session.act(action);
        self.store.save(SAVED_KEY, &self.session.saved());
        if change.moved {
            self.resume();
        }
        let announcement = self.session.announcement(change.news, words);
        self.view.frame.announce(announcement);
    }

    /// The Hard bot thinks if it is its turn; a move it was thinking over
    /// is forgotten.
    fn resume(&mut self) {
        let asked = if self.session.thinking() {
            let budget = self.session.time().budget();
            self.thinker.ask(self.session.board(), budget)
        } else {
            self.thinker.cancel();
            Ok(())
        };
        if let Err(error) = asked {
            web_sys::console::error_1(&error);
        }
    }

    fn bot_replied(&mut self, event: &Event, words: &ModuleWords<FiveText>) -> bool {
        let answer = match self.thinker.reply(event) {
            Ok(Some(answer)) => answer,
            Ok(None) => return false,
            Err(error) => Err(error
                .as_string()
                .unwrap_or_else(|| "the page cannot think".into())),
        };
        let announcement = match self.session.bot_replied(answer) {
            Ok(news) => self.session.announcement(news, words),
            Err(error) => Some(words.own.failure(FiveText::BotFailed, &error)),
        };
        self.view.frame.announce(announcement);
        true
    }

    /// Drags the view: the plane follows the pointer, a cell at a time.
    fn pointer(&mut self, event: &PointerEvent) -> bool {
        let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
        match event.type_().as_str() {
            "pointerdown" if event.is_primary() && self.on_board(event) => {
                let window = self.session.window();
                self.drag = Some(Drag {
                    x,
                    y,
                    window,
                    moved: false,
                });
                false
            }
            "pointermove" => {
                // Measuring a cell reads the layout: only a drag needs it.
                let Some(drag) = self.drag.as_mut() else {
                    return false;
                };
                let size = self.view.cell_size();
                if size <= 0.0 {
                    return false;
                }
                let dx = ((drag.x - x) / size).round() as i32;
                let dy = ((drag.y - y) / size).round() as i32;
                if (dx, dy) == (0, 0) && !drag.moved {
                    return false;
                }
                if !drag.moved {
                    // From here on the pointer belongs to the drag, even
                    // outside the board.
                    let _ = self.view.board().set_pointer_capture(event.pointer_id());
                }
                drag.moved = true;
                let start = drag.window;
                // Most moves of the pointer stay within a cell: no redraw.
                self.session.drag(start, dx, dy)
            }
            _ => {
                let dragged = self.drag.take().is_some_and(|drag| drag.moved);
                self.swallow_click = dragged && event.type_() == "pointerup";
                false
            }
        }
    }

    /// Whether `event` happened on the board, where dragging and the wheel
    /// move the view.
    fn on_board(&self, event: &Event) -> bool {
        event
            .target()
            .and_then(|target| target.dyn_into::<Node>().ok())
            .is_some_and(|node| self.view.board().contains(Some(&node)))
    }

    /// The wheel pans: down and up, or sideways with Shift or a trackpad.
    fn wheel(&mut self, event: &WheelEvent, words: &ModuleWords<FiveText>) -> bool {
        if !self.on_board(event) {
            return false;
        }
        event.prevent_default();
        let (mut dx, mut dy) = (
            event.delta_x().signum() as i32,
            event.delta_y().signum() as i32,
        );
        if event.shift_key() {
            (dx, dy) = (dy, dx);
        }
        self.act(Action::Pan(dx, dy), words);
        true
    }
}

impl Screen for FiveScreen {
    type Words = ModuleWords<FiveText>;

    fn event(&mut self, event: &Event, words: &ModuleWords<FiveText>) -> bool {
        match event.type_().as_str() {
            "message" | "error" => self.bot_replied(event, words),
            "pointerdown" | "pointermove" | "pointerup" | "pointercancel" => event
                .dyn_ref::<PointerEvent>()
                .is_some_and(|event| self.pointer(event)),
            "wheel" => event
                .dyn_ref::<WheelEvent>()
                .is_some_and(|event| self.wheel(event, words)),
            "click" if std::mem::take(&mut self.swallow_click) => true,
            _ => match self.view.action(event) {
                Some(action) => {
                    self.act(action, words);
                    true
                }
                None => false,
            },
        }
    }

    fn key(&mut self, event: &KeyboardEvent, words: &ModuleWords<FiveText>) -> Option<bool> {
        let focused = self.view.focused_point();
        let command = self.session.key(&event.key(), event.shift_key(), focused)?;
        if let Some(action) = self.session.action(command) {
            self.act(action, words);
        }
        Some(matches!(command, Command::Cursor(..) | Command::Pan(..)))
    }

    fn render(&mut self, words: &ModuleWords<FiveText>) -> Result<(), JsValue> {
        self.view.render(&self.session, words)
    }

    fn focus_cursor(&self) -> Result<(), JsValue> {
        self.view.focus(self.session.cursor())
    }

    /// On screen, the Hard bot thinks if it is its turn; off screen, its
    /// reply to the game left would arrive unseen, so it is not awaited.
    fn shown(&mut self, shown: bool) {
        if shown {
            self.resume();
        } else {
            self.thinker.cancel();
        }
    }
}
