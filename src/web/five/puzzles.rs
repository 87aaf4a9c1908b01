//! The puzzle mode on the page: a dialog over the game (a sheet on a
//! phone), opened by its button beside Analyse, with a board of its own.
//! It serves the next puzzle due (`Puzzles::next`: the person's own, made
//! from their games' missed wins, then the built-in set, fetched from
//! puzzles.txt the first time it opens); the person plays the winner's
//! moves and the Hard bot, in its worker, checks each one and defends.
//! Hint, Solution (the line as numbered stones) and Next; the schedule is
//! kept on the device. Hooks: `#five-puzzles` opens it, `#five-puzzle` is
//! the dialog, `#five-puzzle-board` holds its cells (`[data-point]`,
//! classes as on the analysis board, and `hint`), `#five-puzzle-task`,
//! `#five-puzzle-status`, `#five-puzzle-hint`, `#five-puzzle-solution`,
//! `#five-puzzle-next`, `#five-puzzle-close`, `#five-puzzle-progress`.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlDialogElement, HtmlElement, Response};

use super::analysis::cells;
use crate::engine::five::search::{Position, Thought};
use crate::engine::five::Rules;
use crate::engine::five::{MoveError, Player, Point, Rect};
use crate::play::five::analysis::window;
use crate::play::five::puzzle::{read_set, Attempt, Puzzle, Puzzles, Source, State};
use crate::play::five::record;
use crate::play::lang::{Arg, FiveText, ModuleWords};
use crate::web::dom::{aria, by_id, closest, set_classes, set_flag, target};

/// Where the built-in set is, beside the page.
const SET_FILE: &str = "puzzles.txt";
/// The event that says the set's file came, or did not.
pub const SET_LOADED: &str = "five-puzzles";

/// What the dialog asks for.
pub enum Ask {
    Open,
    Play(Point),
    Hint,
    Solution,
    Next,
    Close,
}

/// The built-in set: not asked for yet, on its way, read, or why not.
enum Set {
    Unasked,
    Loading(Rc<RefCell<Option<Result<String, String>>>>),
    Read(Vec<Puzzle>),
    Failed(String),
}

/// The puzzles on the page: the set, the person's puzzles and schedule,
/// and the attempt under way.
pub struct PuzzleMode {
    set: Set,
    pub kept: Puzzles,
    attempt: Option<Attempt>,
    /// The attempt's result went into the schedule.
    counted: bool,
    /// A move refused, and why.
    refused: Option<(Point, MoveError)>,
    /// Whether the dialog is open as far as the game knows: Escape closes
    /// it before its `close` event tells.
    shown: bool,
    view: PuzzleView,
}

struct PuzzleView {
    document: Document,
    open: Element,
    dialog: HtmlDialogElement,
    title: Element,
    task: Element,
    board: HtmlElement,
    status: Element,
    hint: Element,
    solution: Element,
    next: Element,
    close: Element,
    progress: Element,
    window: Option<Rect>,
    cells: Vec<HtmlElement>,
}

impl PuzzleMode {
    /// Adds the button after Analyse and the dialog to `root`; its
    /// closing (by Escape too) goes to `listener`.
    pub fn build(
        document: &Document,
        root: &Element,
        listener: &Function,
        kept: Puzzles,
    ) -> Result<PuzzleMode, JsValue> {
        let analyse: Element = by_id(root, "five-analyse")?;
        analyse.insert_adjacent_html(
            "afterend",
            r#"<button type="button" id="five-puzzles" class="secondary"></button>"#,
        )?;
        root.insert_adjacent_html("beforeend", include_str!("puzzles.html"))?;
        let dialog: HtmlDialogElement = by_id(root, "five-puzzle")?;
        dialog.add_event_listener_with_callback("close", listener)?;
        let view = PuzzleView {
            document: document.clone(),
            open: by_id(root, "five-puzzles")?,
            title: by_id(root, "five-puzzle-title")?,
            task: by_id(root, "five-puzzle-task")?,
            board: by_id(root, "five-puzzle-board")?,
            status: by_id(root, "five-puzzle-status")?,
            hint: by_id(root, "five-puzzle-hint")?,
            solution: by_id(root, "five-puzzle-solution")?,
            next: by_id(root, "five-puzzle-next")?,
            close: by_id(root, "five-puzzle-close")?,
            progress: by_id(root, "five-puzzle-progress")?,
            dialog,
            window: None,
            cells: Vec::new(),
        };
        Ok(PuzzleMode {
            set: Set::Unasked,
            kept,
            attempt: None,
            counted: false,
            refused: None,
            shown: false,
            view,
        })
    }

    pub fn is_open(&self) -> bool {
        self.shown
    }

    /// What `event` asks of the puzzles, if it is theirs.
    pub fn ask(&self, event: &Event) -> Option<Ask> {
        let view = &self.view;
        let button = closest(event, "button");
        if event.type_() == "click" && button.as_ref() == Some(&view.open) {
            return Some(Ask::Open);
        }
        let mine = target(event).is_some_and(|element| view.dialog.contains(Some(&element)));
        if !mine {
            return None;
        }
        // The `close` event of a dialog opened again since is stale.
        if event.type_() == "close" {
            return (!view.dialog.open()).then_some(Ask::Close);
        }
        let button = button.filter(|_| event.type_() == "click")?;
        Some(match () {
            _ if button == view.close => Ask::Close,
            _ if button == view.hint => Ask::Hint,
            _ if button == view.solution => Ask::Solution,
            _ if button == view.next => Ask::Next,
            _ => Ask::Play(Point::parse(&button.get_attribute("data-point")?)?),
        })
    }

    /// Opens the dialog on the next puzzle, asking for the set's file the
    /// first time; `listener` hears when it comes.
    pub fn open(&mut self, listener: &Function) -> Result<(), JsValue> {
        if let Set::Unasked = self.set {
            let slot = Rc::default();
            fetch(SET_FILE, Rc::clone(&slot), listener.clone());
            self.set = Set::Loading(slot);
        }
        if self.attempt.is_none() {
            self.serve();
        }
        self.shown = true;
        self.view.dialog.show_modal()
    }

    /// Closes the dialog; a check under way is dropped, and asked for
    /// again when it opens.
    pub fn close(&mut self) {
        self.shown = false;
        self.view.dialog.close();
        if let Some(attempt) = self.attempt.as_mut() {
            attempt.interrupted();
        }
    }

    /// The set's file came (or failed): read it, and serve a puzzle if
    /// none is on the board.
    pub fn loaded(&mut self) {
        let Set::Loading(slot) = &self.set else {
            return;
        };
        let Some(text) = slot.borrow_mut().take() else {
            return;
        };
        self.set = match text.and_then(|text| read_set(&text)) {
            Ok(set) => Set::Read(set),
            Err(why) => Set::Failed(why),
        };
        if self.attempt.is_none() {
            self.serve();
        }
    }

    fn set(&self) -> &[Puzzle] {
        match &self.set {
            Set::Read(set) => set,
            _ => &[],
        }
    }

    /// The next puzzle due, on the board.
    fn serve(&mut self) {
        self.attempt = self.kept.next(self.set()).cloned().map(Attempt::new);
        self.counted = false;
        self.refused = None;
    }

    /// Does what the dialog asks (but opening and closing); whether the
    /// schedule changed and must be saved.
    pub fn act(&mut self, ask: &Ask) -> bool {
        self.refused = None;
        let Some(attempt) = self.attempt.as_mut() else {
            return false;
        };
        match *ask {
            Ask::Play(point) => {
                if let Err(error) = attempt.play(point) {
                    self.refused = Some((point, error));
                }
            }
            Ask::Hint => {
                attempt.ask_hint();
            }
            Ask::Solution => {
                let shown = attempt.solution().is_none();
                attempt.show_solution(shown);
            }
            Ask::Next => {
                // A puzzle left unfinished comes back soon, as a failure.
                let source = attempt.puzzle().source;
                let unfinished = attempt.result().is_none();
                if unfinished {
                    self.kept.tried(source, false);
                }
                self.serve();
                return unfinished;
            }
            Ask::Open | Ask::Close => {}
        }
        self.count()
    }

    /// The attempt's position the bot must check, if one is due.
    pub fn due(&mut self) -> Option<Position> {
        self.attempt.as_mut()?.due()
    }

    pub fn rules(&self) -> Option<Rules> {
        let attempt = self.attempt.as_ref()?;
        Some(Rules::of(attempt.board()))
    }

    /// The bot's check of the person's move; whether the schedule
    /// changed.
    pub fn checked(&mut self, thought: Result<Thought, String>) -> bool {
        match self.attempt.as_mut() {
            Some(attempt) => {
                attempt.checked(thought);
                self.count()
            }
            None => false,
        }
    }

    /// Puts a finished attempt's result in the schedule, once.
    fn count(&mut self) -> bool {
        let Some(attempt) = &self.attempt else {
            return false;
        };
        match attempt.result().filter(|_| !self.counted) {
            Some(solved) => {
                self.kept.tried(attempt.puzzle().source, solved);
                self.counted = true;
                true
            }
            None => false,
        }
    }

    pub fn render(&mut self, words: &ModuleWords<FiveText>) -> Result<(), JsValue> {
        let five = &words.own;
        let view = &mut self.view;
        view.open
            .set_text_content(Some(five.text(FiveText::Puzzles)));
        if !view.dialog.open() {
            return Ok(());
        }
        view.title
            .set_text_content(Some(five.text(FiveText::Puzzles)));
        view.hint.set_text_content(Some(five.text(FiveText::Hint)));
        let mut buttons = five.list(FiveText::PuzzleButtons);
        view.solution.set_text_content(buttons.next());
        view.next.set_text_content(buttons.next());
        view.close.set_text_content(Some(five.text(FiveText::Done)));
        let (tried, solved) = self.kept.progress();
        let args = [
            ("tried", Arg::Count(tried.into())),
            ("solved", Arg::Count(solved as u64)),
        ];
        view.progress
            .set_text_content(Some(&five.fill(FiveText::PuzzleProgress, &args)));
        let attempt = self.attempt.as_ref();
        for button in [&view.hint, &view.solution, &view.next] {
            set_flag(button, "disabled", attempt.is_none())?;
        }
        let Some(attempt) = attempt else {
            let status = match &self.set {
                Set::Failed(why) => five.failure(FiveText::PuzzleNone, why),
                _ => five.text(FiveText::PuzzleLoading).to_string(),
            };
            view.task.set_text_content(None);
            view.status.set_text_content(Some(&status));
            view.window = None;
            view.board.replace_children_with_node_0();
            return Ok(());
        };
        view.solution
            .set_attribute("aria-pressed", aria(attempt.solution().is_some()))?;
        let puzzle = attempt.puzzle();
        let winner = puzzle.winner();
        let side = five
            .list(FiveText::ToMove)
            .nth(usize::from(winner == Player::O));
        let from = match puzzle.source {
            Source::Game(_) => five.text(FiveText::PuzzleOwn).to_string(),
            Source::Set(number) => five.fill(
                FiveText::PuzzleNumber,
                &[("number", Arg::Count(number.into()))],
            ),
        };
        let moves = [("moves", Arg::Count(puzzle.length.into()))];
        let task = five.fill(FiveText::PuzzleTask, &moves);
        let task = format!("{} · {task} · {from}", side.unwrap_or_default());
        view.task.set_text_content(Some(&task));
        let last = attempt.board().moves().last().copied();
        let coordinate = |point: Point| record::coordinate(point);
        let status = match (&self.refused, attempt.failure(), attempt.state()) {
            (Some((point, MoveError::Forbidden { foul, .. })), ..) => {
                Some(five.refused(&coordinate(*point), *foul))
            }
            (_, Some(error), _) => Some(five.failure(FiveText::BotFailed, error)),
            (.., State::Checking) => Some(five.text(FiveText::PuzzleChecking).to_string()),
            (.., State::Solved) => Some(five.text(FiveText::PuzzleSolved).to_string()),
            (.., State::Failed) => {
                let point = last.map(coordinate).unwrap_or_default();
                Some(five.fill(FiveText::PuzzleFailed, &[("point", Arg::Text(&point))]))
            }
            (.., State::Yours) => attempt.hint().map(|point| {
                five.fill(
                    FiveText::HintFound,
                    &[("point", Arg::Text(&coordinate(point)))],
                )
            }),
        };
        view.status.set_text_content(status.as_deref());
        view.render_board(attempt, last, words)
    }
}

impl PuzzleView {
    fn render_board(
        &mut self,
        attempt: &Attempt,
        last: Option<Point>,
        words: &ModuleWords<FiveText>,
    ) -> Result<(), JsValue> {
        let position = Position::from_board(attempt.board());
        let window = window(&position);
        if self.window != Some(window) {
            self.cells = cells(&self.document, &self.board, window)?;
            self.window = Some(window);
        }
        let next = match attempt.board().to_move() {
            Player::X => "x",
            Player::O => "o",
        };
        self.board.set_attribute("data-next", next)?;
        // The solution's moves from the puzzle's position, numbered from 1.
        let start = &attempt.puzzle().board;
        let line = attempt.solution().unwrap_or_default();
        let points = (window.top..=window.bottom)
            .flat_map(|y| (window.left..=window.right).map(move |x| (x, y)))
            .filter_map(|(x, y)| Point::new(x, y).ok());
        for (cell, point) in self.cells.iter().zip(points) {
            let stone = position.get(point);
            let foul = position.foul(point);
            let step = line
                .iter()
                .position(|&p| p == point)
                .filter(|_| start.get(point).is_none());
            let white_step =
                step.is_some_and(|index| (index % 2 == 1) == (start.to_move() == Player::X));
            let hint = attempt.hint() == Some(point);
            set_classes(
                cell,
                "stone",
                &[
                    ("x", stone == Some(Player::X)),
                    ("o", stone == Some(Player::O)),
                    ("last", Some(point) == last),
                    ("forbidden", foul.is_some()),
                    ("line", step.is_some() && stone.is_none()),
                    ("line-o", white_step && stone.is_none()),
                    ("hint", hint),
                ],
            )?;
            let step = step.filter(|_| stone.is_none());
            cell.set_text_content(step.map(|index| (index + 1).to_string()).as_deref());
            let content = match (foul, step, hint) {
                (Some(foul), ..) => Some(words.own.forbidden(foul)),
                (None, Some(index), _) => {
                    let args = [("number", Arg::Count(index as u64 + 1))];
                    Some(words.own.fill(FiveText::LineMove, &args))
                }
                (None, None, true) => Some(words.own.text(FiveText::HintCell).to_string()),
                (None, None, false) => None,
            };
            let name = record::coordinate(point);
            cell.set_attribute("aria-label", &words.point(&name, stone, content.as_deref()))?;
        }
        Ok(())
    }
}

/// Fetches `url`'s text into `slot` (or why not), then tells `listener`
/// with a `SET_LOADED` event.
fn fetch(url: &str, slot: Rc<RefCell<Option<Result<String, String>>>>, listener: Function) {
    let failed = Rc::clone(&slot);
    let tell = move |slot: &RefCell<_>, result| {
        *slot.borrow_mut() = Some(result);
        if let Ok(event) = Event::new(SET_LOADED) {
            let _ = listener.call1(&JsValue::NULL, &event);
        }
    };
    let tell = Rc::new(tell);
    let told = Rc::clone(&tell);
    // Each closure lives until its promise settles: once a page.
    let done: Function = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
        tell(&slot, Ok(text.as_string().unwrap_or_default()));
    })
    .into_js_value()
    .unchecked_into();
    let fail: Function = Closure::<dyn FnMut(JsValue)>::new(move |error: JsValue| {
        let why = match error.dyn_ref::<js_sys::Error>() {
            Some(error) => String::from(error.message()),
            None => error.as_string().unwrap_or_default(),
        };
        told(&failed, Err(why));
    })
    .into_js_value()
    .unchecked_into();
    let refuse = fail.clone();
    let text = Closure::<dyn FnMut(JsValue)>::new(move |response: JsValue| {
        let response: Response = response.unchecked_into();
        let text = response.ok().then(|| response.text().ok()).flatten();
        let _ = match text {
            Some(text) => then(&text, &done, &refuse),
            None => refuse.call1(&JsValue::NULL, &response.status_text().into()),
        };
    })
    .into_js_value()
    .unchecked_into();
    let _ = then(&crate::web::dom::window().fetch_with_str(url), &text, &fail);
}

/// `promise.then(done, fail)`.
fn then(promise: &js_sys::Promise, done: &Function, fail: &Function) -> Result<JsValue, JsValue> {
    let then: Function = js_sys::Reflect::get(promise, &"then".into())?.unchecked_into();
    then.call2(promise, done, fail)
}
