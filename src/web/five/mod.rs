//! Five in a row on the page, the second module: clicks, taps, drags,
//! pinches, the wheel and keys become the session's actions, the Hard bot's
//! replies come from the `Thinker`, what must last is saved once it is
//! drawn (the settings, the game in play and the tally), a tally another
//! tab saved is taken in, a shared link's game is opened, and the view
//! redraws from the session. The page's first module mounts it with
//! `mountFive` when the person first opens it.
//!
//! A shared link is the page's address with `#five=` and the game as
//! `record::link` writes it, its rules and its moves in coordinates:
//! `#five=renju,15:h8,i9,j10`, or `#five=h8,i9,j10` for freestyle on the
//! open board; with an opening rule or a clock, those and the opening's
//! steps too: `#five=freestyle,swap2,5+3:h8,i9,j8,black,k8`. A position
//! set up on the analysis board is its `record::setup`
//! (`#five=setup:renju,15,white:black,h8,white,i9`), which opens that
//! board once the page is on screen.

mod analysis;
mod opening;
mod puzzles;
mod records;
mod review;
mod thinker;
mod view;

use std::rc::Rc;

use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use web_sys::{Event, KeyboardEvent, Node, PointerEvent, WheelEvent};

use super::options;
use super::screen::{Host, Screen, Shared};
use crate::engine::five::search::Position;
use crate::engine::five::think::{Decided, Lines, Reply};
use crate::engine::five::Rules;
use crate::engine::rng::Rng;
use crate::play::five::analysis::{self as study, Analysis};
use crate::play::five::puzzle::{Puzzle, Puzzles, CHECK_TIME};
use crate::play::five::record::{self, Record, RecordError};
use crate::play::five::review::Review;
use crate::play::five::{Action, SavedGame, Session, Shortcut, HINT_TIME};
use crate::play::game::{self, Change};
use crate::play::lang::{Arg, FiveText, ModuleWords};
use crate::play::news::News;
use crate::web::storage::{key, Key, Store};
use analysis::AnalysisView;
use puzzles::PuzzleMode;
use records::{Ask, Form};
use review::ReviewView;
use thinker::Thinker;
use view::View;

const SAVED_KEY: Key = key!("five");
/// The game in play (`SavedGame`), kept over a reload: in the tab's own
/// storage, so that two tabs each go on with their own, and in the page's,
/// where a new tab finds the last game played in any.
const GAME_KEY: Key = key!("five-game");
const TALLY_KEY: Key = key!("five-tally");
/// The review of the game in play, as far as it has come (`Review`'s
/// text), kept over a reload.
const REVIEW_KEY: Key = key!("five-review");
/// The person's puzzles and their schedule (`Puzzles`' text).
const PUZZLES_KEY: Key = key!("five-puzzles");
/// How often a running clock is redrawn, and its flag looked at, in ms.
const TICK_MS: i32 = 200;
/// Why the bot failed when the worker's reply is none the page asked for.
const UNREAD: &str = "the worker's reply does not read";
/// What starts a shared link's game in the page's address.
const LINK: &str = "#five=";
/// How far a finger or the mouse moves before a press becomes a drag: a
/// tap wobbles a little.
const DRAG_SLOP: f64 = 8.0;
/// How far a pinch zooms the cells out and in, from their usual size.
const ZOOM: (f64, f64) = (0.75, 2.0);
/// The pixels of a Ctrl + wheel turn that zoom out to nothing or in to
/// double (the factor of a turn is kept within a half and two).
const WHEEL_ZOOM: f64 = 200.0;

/// A drag of the board under way: where the pointer was last, and whether
/// it has moved the view yet.
struct Drag {
    x: f64,
    y: f64,
    moved: bool,
}

/// A pinch under way: how far apart the fingers began, and the zoom then.
#[derive(Clone, Copy)]
struct Pinch {
    spread: f64,
    zoom: f64,
}

pub struct FiveScreen {
    session: Session,
    view: View,
    store: Store,
    /// The tab's own storage, for the game in play.
    tab: Store,
    /// What must last changed and waits to be drawn before it is saved: a
    /// game that cannot be shown is never kept.
    unsaved: bool,
    thinker: Thinker,
    /// The pointers down on the board: id and where each is.
    pointers: Vec<(i32, f64, f64)>,
    drag: Option<Drag>,
    pinch: Option<Pinch>,
    zoom: f64,
    /// Pixels of drags and wheel turns the board could not scroll, not yet
    /// a whole cell of panning.
    carry: (f64, f64),
    /// Whether the pointers down have dragged or pinched: the click that
    /// ends the gesture must not place a stone.
    gesture: bool,
    swallow_click: bool,
    /// Why the last record or shared link could not be loaded.
    record_error: Option<(FiveText, String)>,
    /// Whether "Share link" copied the link, until the next action.
    shared: Option<bool>,
    /// The move list was stepped through by its keys: its move shown takes
    /// the focus once drawn.
    focus_move: bool,
    /// The host's listener, which a share's outcome comes back through.
    listener: js_sys::Function,
    /// The analysis board, while it is open, its dialog, and when its
    /// slice under way was asked for (the page's clock, for its speed).
    analysis: Option<Analysis>,
    analysis_view: AnalysisView,
    asked_at: f64,
    /// A setup's link, read before the page was on screen, whose analysis
    /// board opens once it is; and whether it is.
    set_up: Option<Analysis>,
    on_screen: bool,
    /// The review of the game in play, if one was begun, and its part of
    /// the page.
    review: Option<Review>,
    review_view: ReviewView,
    /// The puzzle mode: its dialog, the set, the person's puzzles and the
    /// attempt under way.
    puzzles: PuzzleMode,
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
    let seed = options::seed(&option("seed")?)?;
    let mount = |restore: bool| {
        Host::mount(section, Rc::clone(&words), |listener| {
            FiveScreen::build(
                &document,
                section,
                &worker,
                Rng::new(seed),
                listener,
                restore,
            )
        })
    };
    // A saved game that cannot be drawn gives way to a fresh one, which
    // then takes its place in storage.
    let host = mount(true).or_else(|error| {
        web_sys::console::error_1(&error);
        mount(false)
    })?;
    let five = FiveGame(host);
    five.show(false)?;
    Ok(five)
}

impl FiveScreen {
    /// The game in `section`, with what was saved, and the saved game in
    /// play if `restore`; a shared link in the address opens in its place.
    fn build(
        document: &web_sys::Document,
        section: &web_sys::Element,
        worker: &Option<String>,
        rng: Rng,
        listener: &js_sys::Function,
        restore: bool,
    ) -> Result<FiveScreen, JsValue> {
        let store = Store::local();
        let saved = store.load(&SAVED_KEY).unwrap_or_default();
        let tally = store.load(&TALLY_KEY).unwrap_or_default();
        let mut screen = FiveScreen {
            session: Session::new(saved, tally, rng, touch_screen()),
            view: View::build(document, section)?,
            store,
            tab: Store::tab(),
            unsaved: true,
            thinker: Thinker::new(worker.clone(), listener.clone())?,
            pointers: Vec::new(),
            drag: None,
            pinch: None,
            zoom: 1.0,
            carry: (0.0, 0.0),
            gesture: false,
            swallow_click: false,
            record_error: None,
            shared: None,
            focus_move: false,
            listener: listener.clone(),
            analysis: None,
            analysis_view: AnalysisView::build(document, section, listener)?,
            asked_at: 0.0,
            set_up: None,
            on_screen: false,
            review: None,
            review_view: ReviewView::build(document, section)?,
            puzzles: PuzzleMode::build(document, section, listener, Puzzles::default())?,
        };
        screen.puzzles.kept = screen.store.load(&PUZZLES_KEY).unwrap_or_default();
        // A game saved whole goes on, this tab's first; anything else is
        // no game.
        let saved_game: Option<SavedGame> = screen
            .tab
            .load(&GAME_KEY)
            .or_else(|| screen.store.load(&GAME_KEY));
        if let Some(saved_game) = saved_game.filter(|_| restore) {
            screen.session.restore(saved_game);
        }
        // A review of the game in play goes on from where it stopped.
        let review: Option<Review> = screen.store.load(&REVIEW_KEY);
        screen.review = review.filter(|review| review.game() == screen.session.board());
        screen.open_link();
        // The clock of the game restored or opened runs from now.
        screen.session.clock_at(now());
        screen.reveal(true);
        let window = crate::web::dom::window();
        // A share link pasted into the address bar of the page on screen
        // changes its fragment alone.
        window.add_event_listener_with_callback("hashchange", listener)?;
        // The clock pauses while the page is hidden, and a running one is
        // redrawn as it ticks.
        document.add_event_listener_with_callback("visibilitychange", listener)?;
        let tick = listener.clone();
        let ticks = Closure::<dyn FnMut()>::new(move || {
            if let Ok(event) = Event::new("five-tick") {
                let _ = tick.call1(&JsValue::NULL, &event);
            }
        });
        window.set_interval_with_callback_and_timeout_and_arguments_0(
            ticks.as_ref().unchecked_ref(),
            TICK_MS,
        )?;
        // It ticks as long as the page.
        ticks.forget();
        Ok(screen)
    }
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
        self.shared = None;
        let change = self.session.act(action);
        self.changed(change, words);
        if let Some((point, foul)) = self.session.refused() {
            let refused = words.own.refused(&record::coordinate(point), foul);
            self.view.frame.announce(Some(refused));
        }
        // A step through the moves, and a point that holds a stone, say so.
        let taken = match action {
            Action::Tap(point) | Action::Game(game::Action::Play(point)) => {
                let position = self.session.position();
                let previewed = self.session.preview().is_some();
                (!change.moved && !previewed && position.get(point).is_some()).then_some(point)
            }
            _ => None,
        };
        if let Some(point) = taken {
            let args = [("point", Arg::Text(&record::coordinate(point)))];
            let taken = words.own.fill(FiveText::Taken, &args);
            self.view.frame.announce(Some(taken));
        }
        if action == Action::Hint {
            self.resume();
        }
        if let Action::Show(_) = action {
            let step = records::step(&self.session, &words.own);
            self.view.frame.announce(Some(step));
        }
        let centre = change.news == News::NewGame || action == Action::Centre;
        if centre || change.moved {
            self.reveal(centre);
        }
    }

    /// Marks what an action or a load changed to be saved once drawn, asks
    /// the Hard bot or forgets what it was asked, and tells the live region.
    fn changed(&mut self, change: Change, words: &ModuleWords<FiveText>) {
        self.unsaved = true;
        self.session.clock_at(now());
        if change.moved {
            self.resume();
        }
        let announcement = self.session.announcement(change.news, words);
        self.view.frame.announce(announcement);
    }

    /// Saves what must last, once it has been drawn.
    fn save(&mut self) {
        if !std::mem::take(&mut self.unsaved) {
            return;
        }
        self.store.save(&SAVED_KEY, &self.session.saved());
        let game = self.session.saved_game(now());
        self.tab.save(&GAME_KEY, &game);
        self.store.save(&GAME_KEY, &game);
        self.store.save(&TALLY_KEY, self.session.tally());
        // A review of another game left in storage is never read back.
        if let Some(review) = &self.review {
            self.store.save(&REVIEW_KEY, review);
        }
    }

    /// Brings the middle of the stones into the middle of the board's view,
    /// or the last move into view if it is out of it.
    fn reveal(&mut self, centre: bool) {
        let board = self.session.board();
        let point = match (centre, board.bounds(), board.moves().last()) {
            (true, Some(stones), _) => stones.centre(),
            (false, _, Some(&last)) => last,
            _ => self.session.cursor(),
        };
        self.view.reveal(point, centre);
    }

    /// Opens the game of a shared link in the page's address, if there is
    /// one, in place of the game in play; a link that is no game leaves the
    /// game in play and says why. The address then loses the link, so that
    /// a reload goes on with the game as played since. What the game in
    /// play became, if it changed.
    fn open_link(&mut self) -> Option<Change> {
        let window = crate::web::dom::window();
        let location = window.location();
        let hash = location.hash().ok()?;
        let moves = hash.strip_prefix(LINK)?;
        let moves = js_sys::decode_uri_component(moves)
            .ok()
            .and_then(|moves| moves.as_string())
            .unwrap_or_else(|| moves.to_string());
        // A position set up waits for the page on screen, where its board
        // opens; the game in play stays.
        let change = match record::read_setup(&moves) {
            Some(setup) => {
                self.set_up(setup, FiveText::LinkFailed);
                None
            }
            None => self.load(record::read_link(&moves), FiveText::LinkFailed),
        };
        let page = location.href().unwrap_or_default();
        let page = page.split('#').next().unwrap_or_default();
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(page));
        }
        change
    }

    /// Loads the game a record or link `read` into, in place of the game
    /// in play, or keeps the game in play and says why, as `failed` puts it.
    fn load(&mut self, read: Result<Record, RecordError>, failed: FiveText) -> Option<Change> {
        match read {
            Ok(record) => {
                self.record_error = None;
                // Its marks are shown as its review's, unless the bot has
                // reviewed this game already; none leave the review as it was.
                let reviewed = self
                    .review
                    .as_ref()
                    .filter(|review| review.game() == &record.board && review.searched() > 0);
                if let Some(marks) = Review::of_record(&record).filter(|_| reviewed.is_none()) {
                    self.review = Some(marks);
                }
                let change = self.session.load(record);
                self.unsaved = true;
                self.reveal(true);
                Some(change)
            }
            Err(error) => {
                self.record_error = Some((failed, error.to_string()));
                None
            }
        }
    }

    /// Does what the records panel asks.
    fn ask(&mut self, ask: Ask, words: &ModuleWords<FiveText>) {
        let text = match ask {
            Ask::Act(action) => return self.act(action, words),
            Ask::Load => {
                let text = self.view.records.text();
                // A position set up opens on the analysis board.
                if let Some(setup) = record::read_setup(&text) {
                    return self.set_up(setup, FiveText::LoadFailed);
                }
                // Moves alone are read under the rules and clock picked.
                let (rules, clock) = (self.session.game().rules(), self.session.time_control());
                let read = record::read(&text, rules, clock);
                if let Some(change) = self.load(read, FiveText::LoadFailed) {
                    self.changed(change, words);
                }
                return;
            }
            Ask::Write(Form::Coordinates) => record::text(&self.noted()),
            Ask::Write(Form::Psq) => record::psq(self.session.board()),
            Ask::Write(Form::Link) => {
                let link = link(&record::link(&self.noted()));
                self.share(&link, true);
                link
            }
            Ask::Analyse => {
                let analysis = Analysis::of(&self.session.position());
                return self.open_analysis(analysis);
            }
            Ask::Settings(open) => {
                if let Err(error) = self.view.show_settings(open) {
                    web_sys::console::error_1(&error);
                }
                return;
            }
        };
        self.record_error = None;
        self.view.records.write(&text);
    }

    /// The game in play as a record writes it, with the marks of a review
    /// of it, as far as it came.
    fn noted(&self) -> Record {
        let mut record = self.session.record();
        if let Some(review) = self.review.as_ref().filter(|r| r.game() == &record.board) {
            record.notes = review.notes();
        }
        record
    }

    /// Hands `link` to the phone's share sheet where there is one and
    /// `sheet` asks for it, else to the clipboard; what came of it comes
    /// back through the listener, as a `five-shared` or `five-share-failed`
    /// event.
    fn share(&self, link: &str, sheet: bool) {
        let navigator: JsValue = crate::web::dom::window().navigator().into();
        let call = |target: &JsValue, method: &str, argument: &JsValue| {
            let function = Reflect::get(target, &method.into()).ok()?;
            let promise = function
                .dyn_into::<js_sys::Function>()
                .ok()?
                .call1(target, argument);
            promise.ok()?.dyn_into::<js_sys::Promise>().ok()
        };
        let data = js_sys::Object::new();
        let _ = Reflect::set(&data, &"url".into(), &link.into());
        let clipboard = Reflect::get(&navigator, &"clipboard".into()).unwrap_or_default();
        let promise = (sheet && touch_screen())
            .then(|| call(&navigator, "share", &data))
            .flatten()
            .or_else(|| call(&clipboard, "writeText", &link.into()));
        let outcome = |kind: &'static str| {
            let listener = self.listener.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
                if let Ok(event) = Event::new(kind) {
                    let _ = listener.call1(&JsValue::NULL, &event);
                }
            })
        };
        let (done, failed) = (outcome("five-shared"), outcome("five-share-failed"));
        match promise {
            Some(promise) => {
                let _ = promise.then2(&done, &failed);
            }
            None => {
                let _ = failed
                    .as_ref()
                    .unchecked_ref::<js_sys::Function>()
                    .call1(&JsValue::NULL, &JsValue::NULL);
            }
        }
        // A click's closures live until the promise settles: a few bytes a share.
        done.forget();
        failed.forget();
    }

    /// The Hard bot thinks if it is its turn, or over a hint asked for, or
    /// a bot over its opening decision; a move it was thinking over is
    /// forgotten.
    fn resume(&mut self) {
        let asked = if let Some(decision) = self.session.deciding() {
            self.thinker.decide(decision)
        } else if self.session.thinking() {
            let budget = self.session.budget(now());
            self.thinker.ask(self.session.board(), budget, false)
        } else if self.session.hint_pending() {
            self.thinker.ask(self.session.board(), HINT_TIME, false)
        } else {
            self.thinker.cancel();
            Ok(())
        };
        if let Err(error) = asked {
            web_sys::console::error_1(&error);
        }
    }

    /// Starts the review of the finished game, or stops it, or goes on
    /// with it; a review of another game is dropped.
    fn run_review(&mut self, on: bool) {
        let board = self.session.board();
        let review = match self.review.take() {
            Some(review) if review.game() == board => review,
            _ => Review::new(board),
        };
        let review = self.review.insert(review);
        review.run(on);
        if !on {
            self.thinker.cancel();
        }
        self.unsaved = true;
        self.review_next();
    }

    /// Asks the bot about the review's next position, if one is due and
    /// the analysis board does not hold the bot.
    fn review_next(&mut self) {
        let Some(review) = self.review.as_mut().filter(|_| self.analysis.is_none()) else {
            return;
        };
        if let Some(due) = review.due() {
            let asked = self.thinker.ask(&due.position, due.look.time(), due.fresh);
            if let Err(error) = asked {
                web_sys::console::error_1(&error);
            }
        }
    }

    /// Opens `analysis`, the board of the position shown or of a setup's
    /// record or link, thinking; the move the bot or a hint was thinking
    /// over waits for its closing, and a review under way stops.
    fn open_analysis(&mut self, analysis: Analysis) {
        if let Some(review) = self.review.as_mut() {
            review.run(false);
        }
        self.session.analysed();
        self.unsaved = true;
        self.analysis = Some(analysis);
        if let Err(error) = self.analysis_view.open() {
            web_sys::console::error_1(&error);
        }
        self.study();
    }

    /// Opens the analysis board on a setup's record or link, once the page
    /// is on screen, or says why it is none, as `failed` puts it.
    fn set_up(&mut self, setup: Result<(Rules, Position), RecordError>, failed: FiveText) {
        match setup {
            Ok((rules, position)) => {
                self.record_error = None;
                self.set_up = Some(Analysis::set_up(rules, position));
                if self.on_screen {
                    self.shown(true);
                }
            }
            Err(error) => self.record_error = Some((failed, error.to_string())),
        }
    }

    /// Does what the analysis board asks: a step, a copy of its position,
    /// or closing it, which stops its thought and lets the game's bot think
    /// again.
    fn analysis_asked(&mut self, ask: analysis::Ask) {
        let Some(analysis) = self.analysis.as_mut() else {
            return;
        };
        match ask {
            analysis::Ask::Step(step) => {
                analysis.act(step);
                self.study();
            }
            analysis::Ask::Copy(link) => {
                let text = match link {
                    true => self::link(&analysis.setup(true)),
                    false => analysis.setup(false),
                };
                analysis.copying(text.clone());
                self.share(&text, false);
            }
            analysis::Ask::Close => {
                self.analysis = None;
                self.analysis_view.close();
                self.resume();
                self.review_next();
            }
        }
    }

    /// Does what the puzzle mode asks: opening it stops a review and the
    /// game's bot, whose turn waits for its closing; a move of the
    /// person's is checked by the bot.
    fn puzzles_asked(&mut self, ask: puzzles::Ask) {
        match ask {
            puzzles::Ask::Open => {
                if let Some(review) = self.review.as_mut() {
                    review.run(false);
                }
                self.thinker.cancel();
                if let Err(error) = self.puzzles.open(&self.listener) {
                    web_sys::console::error_1(&error);
                }
            }
            puzzles::Ask::Close => {
                if !self.puzzles.is_open() {
                    return;
                }
                self.puzzles.close();
                self.resume();
                self.review_next();
                return;
            }
            ask => {
                if self.puzzles.act(&ask) {
                    self.save_puzzles();
                }
            }
        }
        if let (Some(position), Some(rules)) = (self.puzzles.due(), self.puzzles.rules()) {
            if let Err(error) = self.thinker.study(&position, rules, CHECK_TIME, 1) {
                web_sys::console::error_1(&error);
            }
        }
    }

    fn save_puzzles(&self) {
        self.store.save(&PUZZLES_KEY, &self.puzzles.kept);
    }

    /// Asks the bot for the analysis board's next slice if one is due, or
    /// forgets the one under way once it is stopped.
    fn study(&mut self) {
        let Some(analysis) = self.analysis.as_mut() else {
            return;
        };
        let asked = match analysis.due() {
            Some(budget) => {
                self.asked_at = js_sys::Date::now();
                let (position, rules) = (analysis.position(), analysis.rules());
                self.thinker.study(position, rules, budget, study::LINES)
            }
            None if !analysis.running() => {
                self.thinker.cancel();
                Ok(())
            }
            None => Ok(()),
        };
        if let Err(error) = asked {
            web_sys::console::error_1(&error);
        }
    }

    /// The analysis board's slice answered, as `text` says; the next is
    /// asked for.
    fn studied(&mut self, text: &str) {
        let Some(analysis) = self.analysis.as_mut() else {
            return;
        };
        let lines = text
            .parse::<Lines>()
            .map_or_else(|()| Err(UNREAD.to_string()), |lines| lines.answer);
        analysis.found(lines, js_sys::Date::now() - self.asked_at);
        self.study();
    }

    fn bot_replied(&mut self, event: &Event, words: &ModuleWords<FiveText>) -> bool {
        if self.puzzles.is_open() {
            match self.thinker.reply(event) {
                Ok(Some(text)) => {
                    let best = text
                        .parse::<Lines>()
                        .ok()
                        .and_then(|lines| {
                            lines
                                .answer
                                .map(|lines| lines.into_iter().next())
                                .transpose()
                        })
                        .unwrap_or_else(|| Err("the worker's reply does not read".to_string()));
                    if self.puzzles.checked(best) {
                        self.save_puzzles();
                    }
                }
                Ok(None) => return false,
                Err(error) => web_sys::console::error_1(&error),
            }
            return true;
        }
        if self.analysis.is_some() {
            match self.thinker.reply(event) {
                Ok(Some(text)) => self.studied(&text),
                Ok(None) => return false,
                Err(error) => web_sys::console::error_1(&error),
            }
            return true;
        }
        let text = match self.thinker.reply(event) {
            Ok(Some(text)) => Ok(text),
            Ok(None) => return false,
            Err(error) => Err(error
                .as_string()
                .unwrap_or_else(|| "the page cannot think".into())),
        };
        if self.session.deciding().is_some() {
            let answer = text.and_then(|text| {
                text.parse::<Decided>()
                    .map_or_else(|()| Err(UNREAD.to_string()), |decided| decided.answer)
            });
            match self.session.bot_decided(answer) {
                Ok(change) => {
                    self.reveal(false);
                    self.changed(change, words);
                }
                Err(error) => {
                    let failure = words.own.failure(FiveText::BotFailed, &error);
                    self.view.frame.announce(Some(failure));
                }
            }
            return true;
        }
        let answer = match text.map(|text| text.parse::<Reply>()) {
            Ok(Ok(reply)) => reply.answer,
            Ok(Err(())) => return false,
            Err(error) => Err(error),
        };
        if let Some(review) = self.review.as_mut().filter(|review| review.running()) {
            review.found(answer);
            // Each missed win of a finished review becomes a puzzle.
            if review.done() && self.puzzles.kept.add(Puzzle::from_review(review)) > 0 {
                self.save_puzzles();
            }
            self.unsaved = true;
            self.review_next();
            return true;
        }
        if self.session.hint_pending() {
            let announcement = match self.session.hint_found(answer) {
                Ok(point) => view::hint_found(point, &words.own),
                Err(error) => words.own.failure(FiveText::BotFailed, &error),
            };
            self.view.frame.announce(Some(announcement));
            return true;
        }
        let announcement = match self.session.bot_replied(answer) {
            Ok(news) => {
                self.unsaved = true;
                self.session.clock_at(now());
                self.reveal(false);
                self.session.announcement(news, words)
            }
            Err(error) => Some(words.own.failure(FiveText::BotFailed, &error)),
        };
        self.view.frame.announce(announcement);
        true
    }

    /// One finger or the mouse drags the board like a map; two fingers
    /// pinch it larger or smaller. Neither places a stone.
    fn pointer(&mut self, event: &PointerEvent, words: &ModuleWords<FiveText>) -> bool {
        let (id, x, y) = (
            event.pointer_id(),
            f64::from(event.client_x()),
            f64::from(event.client_y()),
        );
        match event.type_().as_str() {
            "pointerdown" if self.on_board(event) => {
                self.swallow_click = false;
                self.pointers.retain(|&(other, ..)| other != id);
                self.pointers.push((id, x, y));
                if self.pointers.len() == 1 {
                    self.gesture = false;
                    self.drag = Some(Drag { x, y, moved: false });
                } else {
                    self.gesture = true;
                    self.drag = None;
                    self.pinch = Some(Pinch {
                        spread: self.spread(),
                        zoom: self.zoom,
                    });
                }
                false
            }
            "pointermove" => {
                let Some(pointer) = self.pointers.iter_mut().find(|(other, ..)| *other == id)
                else {
                    return false;
                };
                (pointer.1, pointer.2) = (x, y);
                if let Some(pinch) = self.pinch {
                    if pinch.spread > 0.0 {
                        self.zoom(pinch.zoom * self.spread() / pinch.spread);
                    }
                    return false;
                }
                let Some(drag) = self.drag.as_mut() else {
                    return false;
                };
                let (dx, dy) = (x - drag.x, y - drag.y);
                if !drag.moved && distance(dx, dy) < DRAG_SLOP {
                    return false;
                }
                if !drag.moved {
                    // From here on the pointer belongs to the drag, even
                    // outside the board.
                    let _ = self.view.board().set_pointer_capture(id);
                }
                *drag = Drag { x, y, moved: true };
                self.gesture = true;
                // The plane follows the pointer: the view moves against it.
                self.scroll(-dx, -dy, words)
            }
            "pointerup" | "pointercancel" => {
                self.pointers.retain(|&(other, ..)| other != id);
                self.pinch = None;
                self.drag = None;
                if self.pointers.is_empty() {
                    let gesture = std::mem::take(&mut self.gesture);
                    self.swallow_click = gesture && event.type_() == "pointerup";
                }
                false
            }
            _ => false,
        }
    }

    /// Sizes the cells at `zoom` times their usual size, within `ZOOM`.
    fn zoom(&mut self, zoom: f64) {
        self.zoom = zoom.clamp(ZOOM.0, ZOOM.1);
        let _ = self.view.zoom(self.zoom);
    }

    /// How far apart the first two pointers are.
    fn spread(&self) -> f64 {
        match self.pointers.as_slice() {
            [(_, ax, ay), (_, bx, by), ..] => distance(ax - bx, ay - by),
            _ => 0.0,
        }
    }

    /// Scrolls the board by `dx, dy` pixels; what it cannot scroll, at its
    /// edges, pans the view, a cell for each cell's width of pixels.
    fn scroll(&mut self, dx: f64, dy: f64, words: &ModuleWords<FiveText>) -> bool {
        let (rest_x, rest_y) = self.view.scroll_by(dx, dy);
        let size = self.view.cell_size();
        if size <= 0.0 {
            return false;
        }
        self.carry = (self.carry.0 + rest_x, self.carry.1 + rest_y);
        let cells = ((self.carry.0 / size).trunc(), (self.carry.1 / size).trunc());
        self.carry = (self.carry.0 - cells.0 * size, self.carry.1 - cells.1 * size);
        if cells == (0.0, 0.0) {
            return false;
        }
        let change = self
            .session
            .act(Action::Pan(cells.0 as i32, cells.1 as i32));
        self.changed(change, words);
        true
    }

    /// Whether `event` happened on the board, where dragging and the wheel
    /// move the view.
    fn on_board(&self, event: &Event) -> bool {
        event
            .target()
            .and_then(|target| target.dyn_into::<Node>().ok())
            .is_some_and(|node| self.view.board().contains(Some(&node)))
    }

    /// The wheel or a trackpad moves the view along its own axis, as far as
    /// it turns; Shift turns a wheel's up and down into sideways. With Ctrl,
    /// which is also how a trackpad's pinch comes, it zooms.
    fn wheel(&mut self, event: &WheelEvent, words: &ModuleWords<FiveText>) -> bool {
        if !self.on_board(event) {
            return false;
        }
        event.prevent_default();
        if event.ctrl_key() {
            let factor = (1.0 - event.delta_y() / WHEEL_ZOOM).clamp(0.5, 2.0);
            self.zoom(self.zoom * factor);
            return false;
        }
        let unit = match event.delta_mode() {
            WheelEvent::DOM_DELTA_PIXEL => 1.0,
            WheelEvent::DOM_DELTA_LINE => self.view.cell_size(),
            _ => f64::from(self.view.board().client_width()),
        };
        let (mut dx, mut dy) = (event.delta_x() * unit, event.delta_y() * unit);
        if event.shift_key() && dx == 0.0 {
            (dx, dy) = (dy, dx);
        }
        self.scroll(dx, dy, words)
    }
}

/// The length of `dx, dy`: a square root, which wasm computes itself,
/// where `hypot` brings a library function.
fn distance(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// The time the clock reads: the caller's milliseconds, which the
/// session's pure clock takes as `now`.
fn now() -> f64 {
    js_sys::Date::now()
}

/// Whether the page is on a touch screen, whose taps preview a stone by
/// default.
fn touch_screen() -> bool {
    crate::web::dom::window()
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// A link to this page that opens `game`, as `record::link` writes it, or
/// a position set up, as `record::setup` does.
fn link(game: &str) -> String {
    let page = crate::web::dom::window()
        .location()
        .href()
        .unwrap_or_default();
    let page = page.split('#').next().unwrap_or_default();
    format!("{page}{LINK}{game}")
}

impl Screen for FiveScreen {
    type Words = ModuleWords<FiveText>;

    fn event(&mut self, event: &Event, words: &ModuleWords<FiveText>) -> bool {
        if let Some(ask) = self.puzzles.ask(event) {
            self.puzzles_asked(ask);
            return true;
        }
        if event.type_() == puzzles::SET_LOADED {
            self.puzzles.loaded();
            return true;
        }
        let running = self.analysis.as_ref().is_some_and(Analysis::running);
        if let Some(ask) = self.analysis_view.ask(event, running) {
            self.analysis_asked(ask);
            return true;
        }
        let reviewing = self.review.as_ref().is_some_and(Review::running);
        match self.review_view.ask(event, reviewing) {
            Some(review::Ask::Run(on)) => {
                self.run_review(on);
                return true;
            }
            Some(review::Ask::Show(moves)) => {
                self.act(Action::Show(moves), words);
                return true;
            }
            None => {}
        }
        match event.type_().as_str() {
            "message" | "error" => self.bot_replied(event, words),
            "pointerdown" | "pointermove" | "pointerup" | "pointercancel" => event
                .dyn_ref::<PointerEvent>()
                .is_some_and(|event| self.pointer(event, words)),
            "wheel" => event
                .dyn_ref::<WheelEvent>()
                .is_some_and(|event| self.wheel(event, words)),
            "click" if std::mem::take(&mut self.swallow_click) => true,
            "hashchange" => {
                if let Some(change) = self.open_link() {
                    self.changed(change, words);
                }
                true
            }
            // A running clock is redrawn; a flag that fell ends the game.
            "five-tick" => {
                if self.session.tick(now()) {
                    self.unsaved = true;
                    self.resume();
                    let fell = opening::status(&self.session, &words.own);
                    self.view.frame.announce(fell);
                    return true;
                }
                self.session.clock().running().is_some()
            }
            "visibilitychange" => {
                let hidden = crate::web::dom::window()
                    .document()
                    .is_some_and(|document| document.hidden());
                // A page hidden may be closing: a clock that ran is saved
                // as it stopped.
                self.unsaved |= hidden && self.session.clock().running().is_some();
                self.session.hidden(hidden, now());
                true
            }
            // Another tab saved: its results join this tab's tally.
            "storage" => self.session.set_tally(self.store.load(&TALLY_KEY)),
            "five-shared" | "five-share-failed" => {
                let copied = event.type_() == "five-shared";
                if let Some(analysis) = self.analysis.as_mut() {
                    analysis.copy_done(copied);
                    return true;
                }
                self.shared = Some(copied);
                let said = match copied {
                    true => FiveText::Copied,
                    false => FiveText::CopyFailed,
                };
                let said = words.own.text(said).to_string();
                self.view.frame.announce(Some(said));
                true
            }
            _ => match self.view.action(event, &self.session) {
                Some(ask) => {
                    self.ask(ask, words);
                    true
                }
                None => false,
            },
        }
    }

    /// A key that rebuilds the board keeps the focus on it: on the
    /// cursor's cell, which stays in view.
    fn key(&mut self, event: &KeyboardEvent, words: &ModuleWords<FiveText>) -> Option<bool> {
        // The open settings and analysis board take their own keys, Escape
        // among them.
        if self.view.settings_open() || self.analysis.is_some() || self.puzzles.is_open() {
            return None;
        }
        // The move list: the arrows step through the moves, Home and End go
        // to the first and the last.
        if self.view.records.in_moves(event) {
            let (shown, total) = (self.session.shown(), self.session.board().moves().len());
            let step = match event.key().as_str() {
                "ArrowLeft" | "ArrowUp" => shown.checked_sub(1).filter(|&n| n >= 1)?,
                "ArrowRight" | "ArrowDown" => (shown + 1).min(total),
                "Home" => 1,
                "End" => total,
                _ => return None,
            };
            self.act(Action::Show(step), words);
            self.focus_move = true;
            return Some(false);
        }
        let focused = self.view.focused_point();
        let shortcut = self.session.key(&event.key(), event.shift_key(), focused)?;
        if let Some(action) = self.session.action(shortcut) {
            self.act(action, words);
        }
        Some(focused.is_some() || matches!(shortcut, Shortcut::Cursor(..) | Shortcut::Pan(..)))
    }

    /// Draws the game, then saves what changed: what could not be drawn
    /// is not kept.
    fn render(&mut self, words: &ModuleWords<FiveText>) -> Result<(), JsValue> {
        let error = self
            .record_error
            .as_ref()
            .map(|&(text, ref error)| (text, words.own.failure(text, error)));
        let error = error.as_ref().map(|(text, error)| (*text, error.as_str()));
        self.view.render(&self.session, words, error, self.shared)?;
        if let Some(analysis) = &self.analysis {
            self.analysis_view.render(analysis, words)?;
        }
        self.puzzles.render(words)?;
        // A review is of one game: another game in play drops it.
        let board = self.session.board();
        if self
            .review
            .as_ref()
            .is_some_and(|review| review.game() != board)
        {
            self.review = None;
        }
        let over = !matches!(board.outcome(), crate::engine::five::Outcome::InProgress);
        self.review_view.render(self.review.as_ref(), over, words)?;
        self.view.opening.render(&self.session, &words.own, now())?;
        self.save();
        if std::mem::take(&mut self.focus_move) {
            self.view.records.focus_move()?;
        }
        Ok(())
    }

    fn focus_cursor(&self) -> Result<(), JsValue> {
        self.view.focus(self.session.cursor())
    }

    /// On screen, the Hard bot thinks if it is its turn, or a setup's
    /// link read meanwhile opens its analysis board; off screen, its reply
    /// to the game left would arrive unseen, so it is not awaited.
    fn shown(&mut self, shown: bool) {
        self.on_screen = shown;
        if shown {
            match self.set_up.take() {
                Some(analysis) => self.open_analysis(analysis),
                None => self.resume(),
            }
        } else {
            self.analysis_asked(analysis::Ask::Close);
            self.puzzles_asked(puzzles::Ask::Close);
            self.thinker.cancel();
        }
    }
}
