//! Five in a row on the page: events become `Action`s, the controller
//! applies them to its `State`, and the `View` redraws from the state. The
//! Hard bot's replies are events too, from the `Thinker`.

mod game;
mod keys;
mod opponent;
mod thinker;
mod view;
mod window;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent, PointerEvent, WheelEvent};

use crate::engine::five::Point;
use crate::engine::Player;
use crate::random;
use crate::ui::i18n::Strings;
use crate::ui::news::News;
use crate::ui::seats::Seats;
use crate::ui::settings::Settings;
use crate::ui::storage::Store;
pub use game::Game;
pub use keys::Command;
pub use opponent::{MoveTime, Opponent};
use thinker::Reply;
pub use thinker::Thinker;
use view::View;
use window::Rect;

const SETTINGS_KEY: &str = "tictactoe/five";
/// Apart from the settings, which refuse keys they do not know: what an
/// earlier visit saved still reads.
const TIME_KEY: &str = "tictactoe/five-time";

/// What a person can ask of five in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Play(Point),
    Undo,
    Restart,
    Opponent(Opponent),
    Side(Player),
    Weights(bool),
    /// How long the Hard bot thinks over its next moves.
    Time(MoveTime),
    Pan(i32, i32),
    Centre,
}

pub struct State {
    game: Game,
    settings: Settings<Opponent>,
    time: MoveTime,
    /// Why the bot could not move, until the game changes.
    failure: Option<String>,
    /// The part of the plane on screen.
    window: Rect,
    /// The cell that keyboard focus enters the board on.
    cursor: Point,
}

/// A drag of the board under way: where it started, on screen and on the
/// plane, and whether it has moved the view yet.
struct Drag {
    x: f64,
    y: f64,
    window: Rect,
    moved: bool,
}

impl State {
    /// Whether the Hard bot is thinking over its move.
    fn thinking(&self) -> bool {
        self.game.awaits_bot() && self.failure.is_none()
    }
}

pub struct Five {
    state: State,
    view: View,
    thinker: Thinker,
    drag: Option<Drag>,
    /// A drag ends with a click on the cell under the pointer, which must
    /// not place a stone.
    swallow_click: bool,
}

impl Five {
    /// The game as last saved; the bot does not think before `resume`.
    pub fn build(
        document: &Document,
        root: &Element,
        store: &Store,
        thinker: Thinker,
    ) -> Result<Five, JsValue> {
        let settings: Settings<Opponent> = store.load(SETTINGS_KEY).unwrap_or_default();
        let game = Game::new(settings.opponent, settings.human, random::below);
        let mut five = Five {
            state: State {
                game,
                settings,
                time: store.load(TIME_KEY).unwrap_or_default(),
                failure: None,
                window: window::START,
                cursor: Point::ORIGIN,
            },
            view: View::build(document, root)?,
            thinker,
            drag: None,
            swallow_click: false,
        };
        five.fit_window();
        Ok(five)
    }

    /// Handles a click, change, pointer or wheel event on the page, or the
    /// bot's reply. Returns whether it concerned this game, so that the page
    /// redraws.
    pub fn event(&mut self, event: &Event, store: &Store, strings: &Strings) -> bool {
        match event.type_().as_str() {
            "message" | "error" => match self.thinker.reply(event) {
                Some(reply) => {
                    self.bot_replied(reply, strings);
                    true
                }
                None => false,
            },
            "pointerdown" | "pointermove" | "pointerup" | "pointercancel" => event
                .dyn_ref::<PointerEvent>()
                .is_some_and(|e| self.pointer(e)),
            "wheel" => event.dyn_ref::<WheelEvent>().is_some_and(|e| self.wheel(e)),
            "click" if std::mem::take(&mut self.swallow_click) => true,
            _ => match self.view.action(event) {
                Some(action) => {
                    self.act(action, store, strings);
                    true
                }
                None => false,
            },
        }
    }

    pub fn act(&mut self, action: Action, store: &Store, strings: &Strings) {
        let state = &mut self.state;
        let played = state.game.board().moves().len();
        let mut news = News::Moves(played);
        // Whether the game changed, which leaves a move the bot is thinking
        // over behind.
        let mut changed = true;
        let settings_before = state.settings;
        match action {
            Action::Play(point) => {
                state.cursor = point;
                changed = state.game.play(point);
            }
            Action::Undo => {
                changed = state.game.undo();
                if changed {
                    news = News::TakenBack;
                }
            }
            Action::Restart => {
                news = News::NewGame;
                state.game.restart();
            }
            Action::Opponent(opponent) => {
                news = News::NewGame;
                state.settings.opponent = opponent;
                state.game = Game::new(opponent, state.settings.human, random::below);
            }
            Action::Side(human) => {
                news = News::NewGame;
                state.settings.human = human;
                state.game = Game::new(state.settings.opponent, human, random::below);
            }
            Action::Weights(on) => {
                changed = false;
                state.settings.overlay = on;
            }
            Action::Time(time) => {
                changed = false;
                state.time = time;
                store.save(TIME_KEY, &time);
            }
            Action::Pan(dx, dy) => {
                changed = false;
                state.window = window::pan(state.window, dx, dy, stones(&state.game));
            }
            Action::Centre => {
                changed = false;
                state.window = window::centred(stones(&state.game));
            }
        }
        if news == News::NewGame {
            state.window = window::START;
        }
        if state.settings != settings_before {
            store.save(SETTINGS_KEY, &state.settings);
        }
        if changed {
            self.resume();
        }
        self.fit_window();
        self.announce(news, strings);
    }

    /// Five in a row is back on screen, or its game changed: the Hard bot
    /// thinks if it is its turn, and any move it was thinking over is
    /// forgotten.
    pub fn resume(&mut self) {
        self.state.failure = None;
        if self.state.game.awaits_bot() {
            self.thinker
                .ask(self.state.game.board(), self.state.time.budget());
        } else {
            self.thinker.cancel();
        }
    }

    /// Five in a row left the screen: the bot's reply is no longer awaited.
    pub fn pause(&mut self) {
        self.thinker.cancel();
    }

    fn bot_replied(&mut self, reply: Reply, strings: &Strings) {
        let played = self.state.game.board().moves().len();
        let state = &mut self.state;
        match reply.and_then(|point| state.game.bot_plays(point).map_err(|e| e.to_string())) {
            Ok(()) => {
                self.fit_window();
                self.announce(News::Moves(played), strings);
            }
            Err(error) => {
                self.view.announce(&(strings.bot_failed)(&error));
                self.state.failure = Some(error);
            }
        }
    }

    /// Tells the live region `news`, with the moves it concerns.
    fn announce(&self, news: News, strings: &Strings) {
        let moves = self.state.game.board().moves().iter().enumerate();
        let said = news.told(
            strings,
            moves.map(|(ply, point)| {
                (strings.point_played)(Seats::mover(ply), point.x(), point.y())
            }),
        );
        if let Some(text) = said {
            self.view.announce(&text);
        }
    }

    /// A key pressed anywhere on the page: the command it gave, if any.
    /// Arrows count only while the focus is on the board, so that they
    /// still scroll the page elsewhere.
    pub fn key(
        &mut self,
        event: &KeyboardEvent,
        document: &Document,
        store: &Store,
        strings: &Strings,
    ) -> Option<Command> {
        let command = keys::command(&event.key(), event.shift_key())?;
        let focused = self.view.focused_point(document);
        match command {
            Command::Cursor(..) | Command::Pan(..) if focused.is_none() => return None,
            Command::Cursor(dx, dy) => {
                let cursor = focused.unwrap_or(self.state.cursor);
                self.state.cursor = cursor.offset(dx, dy).unwrap_or(cursor);
                // Moving past the edge of the view pans it.
                if !self.state.window.contains(self.state.cursor) {
                    self.act(Action::Pan(dx, dy), store, strings);
                }
            }
            Command::Pan(dx, dy) => self.act(Action::Pan(dx, dy), store, strings),
            Command::Restart => self.act(Action::Restart, store, strings),
            Command::Undo => self.act(Action::Undo, store, strings),
            Command::ToggleWeights => {
                let on = !self.state.settings.overlay;
                self.act(Action::Weights(on), store, strings);
            }
            Command::Centre => self.act(Action::Centre, store, strings),
        }
        Some(command)
    }

    pub fn render(&self, document: &Document, strings: &Strings) -> Result<(), JsValue> {
        self.view.render(document, &self.state, strings)
    }

    /// Puts the keyboard focus on the cursor's cell.
    pub fn focus_cursor(&self) -> Result<(), JsValue> {
        self.view.focus(self.state.cursor)
    }

    /// Drags the view: the plane follows the pointer, a cell at a time.
    fn pointer(&mut self, event: &PointerEvent) -> bool {
        let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
        match event.type_().as_str() {
            "pointerdown" if event.is_primary() && self.on_board(event) => {
                self.drag = Some(Drag {
                    x,
                    y,
                    window: self.state.window,
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
                let window = window::pan(drag.window, dx, dy, stones(&self.state.game));
                // Most moves of the pointer stay within a cell: no redraw.
                std::mem::replace(&mut self.state.window, window) != window
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
            .and_then(|target| target.dyn_into::<web_sys::Node>().ok())
            .is_some_and(|node| self.view.board().contains(Some(&node)))
    }

    /// The wheel pans: down and up, or sideways with Shift or a trackpad.
    fn wheel(&mut self, event: &WheelEvent) -> bool {
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
        self.state.window = window::pan(self.state.window, dx, dy, stones(&self.state.game));
        true
    }

    fn fit_window(&mut self) {
        self.state.window = window::fit(self.state.window, stones(&self.state.game));
    }
}

/// The rectangle around every stone, if there is one.
fn stones(game: &Game) -> Option<Rect> {
    game.board().bounds()
}
