//! Five in a row as the page runs it: the game and its rules, how long the
//! Hard bot thinks, whether it failed, the part of the plane on screen,
//! where the keyboard focus enters the board, the moves undo took back, the
//! move the person steps back to, a stone a tap previews, a forbidden point
//! refused, and the tally per opponent and rule. The Normal
//! bot replies at once; the Hard bot thinks elsewhere and its move comes
//! back through `bot_replied`.

use std::fmt;
use std::str::FromStr;

use super::hint::Hint;
mod table;

use super::keys::{self, Shortcut};
use super::record;
use super::window;
use super::{GameClock, Opponent, TimeControl, Versus};
use crate::engine::five::opening::{self, OpeningRule, Seat};
use crate::engine::five::search::{Budget, Thought};
use crate::engine::five::{integer, Area, Board, Foul, Outcome, Point, Rect, Rule, Rules, Size};
use crate::engine::rng::Rng;
use crate::play::fields;
use crate::play::game::{self, Change, Game};
use crate::play::lang::{FiveText, ModuleWords};
use crate::play::news::News;
use crate::play::seats::Seats;
use crate::play::settings::{Choice, Settings};
use crate::play::tally::Tally;

/// What a person can ask of five in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Game(game::Action<Opponent>),
    /// How long the Hard bot thinks over its next moves.
    Time(Budget),
    /// Moves the view by this many cells.
    Pan(i32, i32),
    Centre,
    /// A tap or click on a point: it places a stone or, when placing asks
    /// for confirmation, first shows it as a ghost that a second tap places.
    Tap(Point),
    /// Plays again a move that undo took back, with the bot's reply to it.
    Redo,
    /// Shows the game as it was after this many moves, to look back; as
    /// many as it has returns to play.
    Show(usize),
    /// Whether a tap previews the stone before a second places it.
    Confirm(bool),
    /// Whether the stones show their move numbers.
    Numbers(bool),
    /// Whether the board shows how the Hard bot found its last move.
    ShowThinking(bool),
    /// The rule and board: at once, or from the next game on when one is
    /// under way.
    Rules(Rules),
    /// Resets the tally against the opponent under the rule of the game in
    /// play, on a second press in a row.
    ResetScore,
    /// Asks the Hard bot for the person's move (see `hint`).
    Hint,
    /// The person's decision in the opening: a colour, or how many fifth
    /// moves black offers (stones come by `Tap`).
    Decide(opening::Action),
    /// The opening rule and the time control, from the next game on, or
    /// at once when no game is under way.
    Opening(OpeningRule),
    Clock(TimeControl),
}

/// What five in a row saves: the settings, the time per move, and how the
/// board is played and shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    pub settings: Settings<Opponent>,
    pub rules: Rules,
    pub time: Budget,
    /// Whether a tap previews the stone first; `None` until chosen, when
    /// the device decides (touch screens do).
    pub confirm: Option<bool>,
    pub numbers: bool,
    pub show_thinking: bool,
    pub opening: OpeningRule,
    pub clock: TimeControl,
}

/// The game in play as it is kept over a reload: its link (see
/// `record::link`), after `opened ` when it came from a link or a record
/// part-played and `hinted ` when it had hints, and with a clock each
/// seat's milliseconds left, the first's first, after `;left=`.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub record: record::Record,
    pub opened: bool,
    pub hinted: bool,
}

/// What marks an opened game, and one with hints, before its link, and the
/// times left after it.
const OPENED: &str = "opened ";
const HINTED: &str = "hinted ";
const LEFT: &str = "left=";

impl fmt::Display for SavedGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = |on, mark| if on { mark } else { "" };
        let (opened, hinted) = (mark(self.opened, OPENED), mark(self.hinted, HINTED));
        write!(f, "{opened}{hinted}{}", record::link(&self.record))?;
        // A stopped clock's, whenever it is read.
        let left = |seat| self.record.clock.left(seat, 0.0);
        match (left(Seat::First), left(Seat::Second)) {
            (Some(first), Some(second)) => write!(f, ";{LEFT}{first},{second}"),
            _ => Ok(()),
        }
    }
}

/// Reads what `Display` writes, and a game saved before the mark: a link
/// alone, played from the start.
impl FromStr for SavedGame {
    type Err = ();

    fn from_str(text: &str) -> Result<SavedGame, ()> {
        let (opened, text) = marked(text, OPENED);
        let (hinted, text) = marked(text, HINTED);
        let (link, left) = match text.split_once(';') {
            Some((link, left)) => (link, Some(left.strip_prefix(LEFT).ok_or(())?)),
            None => (text, None),
        };
        let mut record = record::read_link(link).map_err(drop)?;
        let control = record.clock.control();
        if let Some(left) = left {
            // Times left go with a clock alone.
            if control == TimeControl::None {
                return Err(());
            }
            let (first, second) = left.split_once(',').ok_or(())?;
            let ms = |text| {
                integer(text)
                    .and_then(|ms| u64::try_from(ms).ok())
                    .ok_or(())
            };
            record.clock = GameClock::resumed(control, [ms(first)?, ms(second)?]);
        }
        Ok(SavedGame {
            record,
            opened,
            hinted,
        })
    }
}

/// Whether `text` starts with `mark`, and what follows it.
fn marked<'t>(text: &'t str, mark: &str) -> (bool, &'t str) {
    match text.strip_prefix(mark) {
        Some(rest) => (true, rest),
        None => (false, text),
    }
}

pub struct Session {
    game: Game<Opponent>,
    time: Budget,
    /// Why the bot could not move, until the game changes.
    failure: Option<String>,
    /// The part of the plane on screen.
    window: Rect,
    /// The cell that keyboard focus enters the board on.
    cursor: Point,
    /// The moves undo took back, the next to play again last.
    redo: Vec<Point>,
    /// How many moves the board shows while the person looks back; `None`
    /// at the game's end, where play goes on.
    shown: Option<usize>,
    /// The stone a first tap placed as a ghost.
    preview: Option<Point>,
    /// The point the person last tried to play and why it is forbidden,
    /// until the next action.
    refused: Option<(Point, Foul)>,
    confirm: bool,
    numbers: bool,
    show_thinking: bool,
    /// How the Hard bot found the last move, until the moves change.
    thought: Option<Thought>,
    tally: Tally<Versus>,
    /// Whether the tally counts the end the game has.
    counted: bool,
    /// The game in play came from a link or a record, not from an empty
    /// board: its end is not the tally's, until a game starts afresh.
    opened: bool,
    /// Reset score was pressed once: the next press resets, any other
    /// action keeps the tally.
    confirming_reset: bool,
    hint: Hint,
    /// The opening rule and the clock (see `table`).
    table: table::Table,
}

impl Session {
    /// A game as `saved` says, with `tally`; the Normal bot breaks ties
    /// with `rng`. `touch` is whether the device is a touch screen, where a
    /// tap previews a stone until the person says otherwise.
    pub fn new(saved: Saved, tally: Tally<Versus>, rng: Rng, touch: bool) -> Session {
        // The opening's draws, apart from the game's.
        let openings = Rng::new(rng.clone().next_u64() ^ 0x0BE4_1265);
        let mut session = Session {
            game: Game::new(saved.settings, saved.rules, rng),
            time: saved.time,
            failure: None,
            window: window::START,
            cursor: Point::ORIGIN,
            redo: Vec::new(),
            shown: None,
            preview: None,
            refused: None,
            confirm: saved.confirm.unwrap_or(touch),
            numbers: saved.numbers,
            show_thinking: saved.show_thinking,
            thought: None,
            tally,
            counted: false,
            opened: false,
            confirming_reset: false,
            hint: Hint::default(),
            table: table::Table::new(saved.opening, saved.clock, openings),
        };
        session.begin_opening();
        session.fit_window();
        session
    }

    /// Goes on with the game saved before a reload, in place of the one in
    /// play, its opening and clock as they were. Its end, if it has one, is
    /// not the tally's; its rules are its own, and the rules picked, if
    /// they differ, still wait for the next game.
    pub fn restore(&mut self, saved: SavedGame) -> Change {
        self.opened = saved.opened;
        self.hint = Hint::of_game(saved.hinted);
        self.replace(saved.record, false)
    }

    /// Goes on with the game of a link or a record, in place of the one in
    /// play, as `restore` does; its rules become the rules picked, while
    /// its opening rule and clock are its own. Opened part-played, its end
    /// will not count in the tally.
    pub fn load(&mut self, record: record::Record) -> Change {
        self.opened = !record.board.moves().is_empty();
        self.hint = Hint::default();
        self.replace(record, true)
    }

    /// The game in play, to save over a reload, its clock stopped at `now`.
    pub fn saved_game(&self, now: f64) -> SavedGame {
        let mut record = self.record();
        record.clock.stop(now);
        SavedGame {
            record,
            opened: self.opened,
            hinted: self.hint.used(),
        }
    }

    /// Whether the game in play came from a link or a record part-played,
    /// so that its end will not count in the tally.
    pub fn opened(&self) -> bool {
        self.opened
    }

    /// Takes in the tally as another tab of the page saved it last, if it
    /// reads: that tab's results count here too. Whether it did.
    pub fn set_tally(&mut self, saved: Option<Tally<Versus>>) -> bool {
        saved.map(|tally| self.tally = tally).is_some()
    }

    fn replace(&mut self, record: record::Record, opened: bool) -> Change {
        self.redo.clear();
        self.shown = None;
        self.preview = None;
        self.failure = None;
        self.thought = None;
        self.counted = false;
        self.game.put(record.board, opened);
        self.adopt(record.opening, record.clock);
        // The first view if the stones fit in it, as they would on a board.
        self.window = window::START;
        self.fit_window();
        Change {
            moved: true,
            ..self.game.unchanged()
        }
    }

    pub fn tally(&self) -> &Tally<Versus> {
        &self.tally
    }

    /// Whom the tally of the game in play counts against.
    pub fn versus(&self) -> Versus {
        Versus {
            opponent: self.game.opponent(),
            rule: self.board().rule(),
            hints: self.hint.used(),
        }
    }

    /// Whether the next press of Reset score resets it.
    pub fn confirming_reset(&self) -> bool {
        self.confirming_reset
    }

    /// The point the last tap or key tried to play and why black may not.
    pub fn refused(&self) -> Option<(Point, Foul)> {
        self.refused
    }

    /// How many moves the board shows: all of them, unless the person
    /// looks back.
    pub fn shown(&self) -> usize {
        self.shown.unwrap_or(self.board().moves().len())
    }

    /// Whether the person looks back at an earlier position.
    pub fn looking_back(&self) -> bool {
        self.shown.is_some()
    }

    /// The position on the board: the game, or an earlier point of it.
    pub fn position(&self) -> Board {
        let mut position = self.board().clone();
        while position.moves().len() > self.shown() {
            position.undo();
        }
        position
    }

    /// Whether the person may place a stone on the position shown.
    pub fn open(&self, position: &Board) -> bool {
        if self.in_opening() {
            return self.person_places();
        }
        matches!(position.outcome(), Outcome::InProgress)
            && !self.game.is_bot(Seats::mover(position.moves().len()))
            && self.fallen().is_none()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn preview(&self) -> Option<Point> {
        self.preview
    }

    pub fn confirm(&self) -> bool {
        self.confirm
    }

    pub fn numbers(&self) -> bool {
        self.numbers
    }

    pub fn show_thinking(&self) -> bool {
        self.show_thinking
    }

    /// How the Hard bot found its last move, while the switch is on and the
    /// board shows the game as that move left it.
    pub fn thought(&self) -> Option<&Thought> {
        self.thought
            .as_ref()
            .filter(|_| self.show_thinking && !self.looking_back())
    }

    pub fn game(&self) -> &Game<Opponent> {
        &self.game
    }

    pub fn board(&self) -> &Board {
        self.game.board()
    }

    pub fn saved(&self) -> Saved {
        Saved {
            settings: self.game.settings(),
            rules: self.game.rules(),
            time: self.time,
            confirm: Some(self.confirm),
            numbers: self.numbers,
            show_thinking: self.show_thinking,
            opening: self.table.rule,
            clock: self.table.control,
        }
    }

    pub fn time(&self) -> Budget {
        self.time
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    pub fn window(&self) -> Rect {
        self.window
    }

    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// Whether the Hard bot is thinking over its move.
    pub fn thinking(&self) -> bool {
        self.game.awaits_bot()
            && self.failure.is_none()
            && !self.in_opening()
            && self.fallen().is_none()
    }

    /// Applies `action` and keeps the tally: a game that ends counts, one
    /// that undo or a step back reopens counts no more. When the moves
    /// changed, a move the Hard bot was thinking over is out of date, and so
    /// is its failure.
    pub fn act(&mut self, action: Action) -> Change {
        let previewed = std::mem::take(&mut self.preview);
        let confirmed_reset = std::mem::take(&mut self.confirming_reset);
        self.refused = None;
        let change = match action {
            Action::Tap(point) | Action::Game(game::Action::Play(point)) if self.refuse(point) => {
                self.game.unchanged()
            }
            Action::Tap(point) if self.confirm && previewed != Some(point) => {
                let position = self.position();
                if self.open(&position) && position.get(point).is_none() {
                    self.preview = Some(point);
                }
                self.game.unchanged()
            }
            Action::Game(game::Action::Play(point)) | Action::Tap(point) => self.play(point),
            Action::Game(game::Action::Undo) => match self.undo_opening() {
                Some(change) => change,
                None => {
                    self.shown = None;
                    let before = self.board().moves().to_vec();
                    let change = self.game.act(game::Action::Undo);
                    let after = self.board().moves().len();
                    self.redo.extend(before[after..].iter().rev());
                    change
                }
            },
            Action::Decide(action) => self.decide(action),
            Action::Opening(rule) => {
                self.table.rule = rule;
                self.restart_if_idle()
            }
            Action::Clock(control) => {
                self.table.control = control;
                self.restart_if_idle()
            }
            Action::Game(action) => {
                if !matches!(action, game::Action::Overlay(_)) {
                    self.forget_steps();
                }
                self.game.act(action)
            }
            Action::Rules(rules) => {
                self.forget_steps();
                self.game.choose_rules(rules)
            }
            Action::ResetScore => {
                match confirmed_reset {
                    true => self.tally.reset(self.versus()),
                    false => self.confirming_reset = true,
                }
                self.game.unchanged()
            }
            Action::Redo => self.redo(),
            Action::Hint => {
                let position = self.position();
                if self.open(&position) && !self.looking_back() && self.hint.point().is_none() {
                    self.hint.ask();
                }
                self.game.unchanged()
            }
            Action::Show(shown) => {
                let moves = self.board().moves().len();
                self.shown = (shown < moves).then_some(shown);
                self.game.unchanged()
            }
            Action::Time(time) => {
                self.time = time;
                self.game.unchanged()
            }
            Action::Confirm(on) => {
                self.confirm = on;
                self.game.unchanged()
            }
            Action::Numbers(on) => {
                self.numbers = on;
                self.game.unchanged()
            }
            Action::ShowThinking(on) => {
                self.show_thinking = on;
                self.game.unchanged()
            }
            Action::Pan(dx, dy) => {
                self.window = window::pan(self.window, dx, dy, self.board().bounds());
                self.game.unchanged()
            }
            Action::Centre => {
                self.window = window::centred(self.board().bounds());
                self.game.unchanged()
            }
        };
        self.count(change);
        if change.moved {
            self.failure = None;
            self.thought = None;
            self.hint.moved();
        }
        if change.news == News::NewGame {
            self.window = window::START;
            self.counted = false;
            self.hint = Hint::default();
            self.begin_opening();
        }
        // Back to an empty board, the game is played from the start.
        if self.board().moves().is_empty() {
            self.opened = false;
        }
        self.fit_window();
        self.cursor = window::nearest(self.window, self.cursor);
        change
    }

    /// Forgets the moves undo took back and the step back, for a new game
    /// or what may start one.
    fn forget_steps(&mut self) {
        self.shown = None;
        self.redo.clear();
    }

    /// Whether the person may not play `point` on the position shown, as
    /// one of black's forbidden points: then it is refused, and says why.
    fn refuse(&mut self, point: Point) -> bool {
        let position = self.position();
        self.refused = position
            .foul(point)
            .filter(|_| self.open(&position))
            .map(|foul| (point, foul));
        self.refused.is_some()
    }

    /// The person plays `point`: on the game, or on the earlier position
    /// shown, whose later moves it replaces.
    fn play(&mut self, point: Point) -> Change {
        self.cursor = point;
        if self.in_opening() {
            return self.opening_tap(point);
        }
        let position = self.position();
        if !self.open(&position) || position.get(point).is_some() {
            return self.game.unchanged();
        }
        let mut reopened = None;
        if self.shown.take().is_some() {
            reopened = self.game.ending();
            self.game.resume(position);
        }
        let mut change = self.game.act(game::Action::Play(point));
        change.reopened = change.reopened.or(reopened);
        self.redo.clear();
        change
    }

    /// Plays again the moves undo took back last: the person's, and the
    /// bot's reply to it.
    fn redo(&mut self) -> Change {
        self.shown = None;
        if self.in_opening() {
            return self.game.unchanged();
        }
        let mut board = self.board().clone();
        let played = board.moves().len();
        while let Some(point) = self.redo.pop() {
            if board.play(point).is_err() {
                self.redo.clear();
            }
            if !self.game.is_bot(board.to_move()) {
                break;
            }
        }
        if board.moves().len() == played {
            return self.game.unchanged();
        }
        self.game.resume(board);
        Change {
            news: News::Moves(played),
            moved: true,
            ended: self.game.ending(),
            reopened: None,
        }
    }

    /// Keeps the tally of a change: an end counts once, and counts no more
    /// when the game reopens.
    fn count(&mut self, change: Change) {
        let versus = self.versus();
        if let Some(ending) = change.reopened {
            if std::mem::take(&mut self.counted) {
                self.tally.take_back(versus, ending);
            }
        }
        if let Some(ending) = change.ended.filter(|_| !self.opened) {
            self.tally.record(versus, ending);
            self.counted = true;
        }
    }

    /// The Hard bot's reply: its move and how it found it, or why it could
    /// not move, which stays shown until the game changes. A move on the
    /// person's turn was not asked for and changes nothing.
    pub fn bot_replied(&mut self, reply: Result<Thought, String>) -> Result<News, String> {
        let played = self.board().moves().len();
        let reply = reply.and_then(|thought| {
            self.game.bot_plays(thought.point)?;
            Ok(thought)
        });
        match reply {
            Ok(thought) => {
                self.thought = Some(thought);
                self.fit_window();
                let ended = self.game.ending().filter(|_| !self.counted);
                self.count(Change {
                    ended,
                    ..self.game.unchanged()
                });
                Ok(News::Moves(played))
            }
            Err(error) => {
                self.failure = Some(error.clone());
                Err(error)
            }
        }
    }

    /// Whether the Hard bot is thinking over a hint for the person.
    pub fn hint_pending(&self) -> bool {
        self.hint.pending()
    }

    /// The hint's move, shown until the moves change.
    pub fn hint(&self) -> Option<Point> {
        self.hint.point().filter(|_| !self.looking_back())
    }

    /// The person opened the analysis board on the game: while it is
    /// under way, that counts as a hint.
    pub fn analysed(&mut self) {
        let board = self.board();
        if !board.moves().is_empty() && matches!(board.outcome(), Outcome::InProgress) {
            self.hint.mark();
        }
    }

    /// The Hard bot's reply to the hint asked for: its move, or why it
    /// could not find one.
    pub fn hint_found(&mut self, reply: Result<Thought, String>) -> Result<Point, String> {
        let found = reply.map(|thought| thought.point);
        match found {
            Ok(point) if self.hint.found(point) => {}
            _ => self.hint.failed(),
        }
        found
    }

    /// The view dragged `dx, dy` cells from where it was at `start`;
    /// whether it moved.
    pub fn drag(&mut self, start: Rect, dx: i32, dy: i32) -> bool {
        let window = window::pan(start, dx, dy, self.board().bounds());
        let window = self.fixed().unwrap_or(window);
        std::mem::replace(&mut self.window, window) != window
    }

    /// A fixed board's cells, which the view shows whole and alone.
    fn fixed(&self) -> Option<Rect> {
        match self.board().area() {
            Area::Bounded(rect) => Some(rect),
            Area::Unbounded => None,
        }
    }

    /// What `key` (a `KeyboardEvent.key`, with `shift`) asks, with the focus
    /// on `focused` if it is on the board: arrows count only there, so that
    /// they still scroll the page elsewhere. Moving the cursor past the
    /// edge of the view pans it.
    pub fn key(&mut self, key: &str, shift: bool, focused: Option<Point>) -> Option<Shortcut> {
        let shortcut = keys::shortcut(key, shift)?;
        match shortcut {
            Shortcut::Cursor(..) | Shortcut::Pan(..) if focused.is_none() => return None,
            Shortcut::Cursor(dx, dy) => {
                let cursor = focused.unwrap_or(self.cursor);
                self.cursor = cursor.offset(dx, dy).unwrap_or(cursor);
                if !self.window.contains(self.cursor) {
                    self.act(Action::Pan(dx, dy));
                }
            }
            _ => {}
        }
        Some(shortcut)
    }

    /// The action a shortcut asks for, if it asks for one.
    pub fn action(&self, shortcut: Shortcut) -> Option<Action> {
        Some(match shortcut {
            Shortcut::Cursor(..) => return None,
            Shortcut::Pan(dx, dy) => Action::Pan(dx, dy),
            Shortcut::Restart => Action::Game(game::Action::Restart),
            Shortcut::Undo => Action::Game(game::Action::Undo),
            Shortcut::ToggleWeights => Action::Game(game::Action::Overlay(!self.game.overlay())),
            Shortcut::Centre => Action::Centre,
        })
    }

    /// What the live region says after a change.
    pub fn announcement(&self, news: News, words: &ModuleWords<FiveText>) -> Option<String> {
        let moves = self.board().moves().iter().enumerate();
        let played = |(ply, &point): (usize, &Point)| {
            words
                .own
                .point_played(Seats::mover(ply), &record::coordinate(point))
        };
        news.told(&words.page, moves.map(played))
    }

    fn fit_window(&mut self) {
        let window = window::fit(self.window, self.board().bounds());
        self.window = self.fixed().unwrap_or(window);
    }
}

/// `opponent=hard;side=X;overlay=off;rule=renju;board=15;time=250;confirm=on;numbers=off;thinking=off`.
impl fmt::Display for Saved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let time = ("time", self.time.key());
        let confirm = self.confirm.map(|on| ("confirm", switch(on)));
        let numbers = ("numbers", switch(self.numbers));
        let thinking = ("thinking", switch(self.show_thinking));
        let rules = [
            ("rule", self.rules.rule.key()),
            ("board", self.rules.size.key()),
        ];
        let fields = self
            .settings
            .fields()
            .into_iter()
            .chain(rules)
            .chain([time]);
        let last = [numbers, thinking];
        // Written when picked, so that what was saved before stays as it was.
        let opening = (self.opening != OpeningRule::None).then(|| ("opening", self.opening.key()));
        let clock = (self.clock != TimeControl::None).then(|| ("clock", self.clock.key()));
        let table = opening.into_iter().chain(clock);
        f.write_str(&fields::format(
            fields.chain(confirm).chain(last).chain(table),
        ))
    }
}

fn switch(on: bool) -> String {
    if on { "on" } else { "off" }.to_string()
}

/// Reads what `Display` writes, what an earlier visit left out taken as a
/// first visit's; anything else, even in part, is refused.
impl FromStr for Saved {
    type Err = ();

    fn from_str(text: &str) -> Result<Saved, ()> {
        let mut saved = Saved::default();
        let on = |value| match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(()),
        };
        for (key, value) in fields::parse(text).ok_or(())? {
            match key {
                "time" => saved.time = Budget::from_key(value).ok_or(())?,
                "confirm" => saved.confirm = Some(on(value)?),
                "numbers" => saved.numbers = on(value)?,
                "thinking" => saved.show_thinking = on(value)?,
                "rule" => saved.rules.rule = Rule::from_key(value).ok_or(())?,
                "board" => saved.rules.size = Size::from_key(value).ok_or(())?,
                "opening" => saved.opening = OpeningRule::from_key(value).ok_or(())?,
                "clock" => saved.clock = TimeControl::from_key(value).ok_or(())?,
                key => saved.settings.read(key, value).ok_or(())?,
            }
        }
        Ok(saved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::ladder::Level;
    use crate::engine::five::Origin;
    use crate::engine::Player;
    use crate::play::seats::Ending;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    fn new(opponent: Opponent, human: Player) -> Session {
        let settings = Settings {
            opponent,
            human,
            overlay: false,
        };
        let saved = Saved {
            settings,
            ..Saved::default()
        };
        Session::new(saved, Tally::default(), Rng::new(3), false)
    }

    fn read(text: &str, rules: Rules) -> record::Record {
        record::read(text, rules, TimeControl::None).unwrap()
    }

    const RENJU_15: Rules = Rules {
        rule: Rule::Renju,
        size: Size::Fifteen,
    };

    fn tap(session: &mut Session, x: i32, y: i32) -> bool {
        session.act(Action::Tap(point(x, y))).moved
    }

    fn moves(session: &Session) -> String {
        record::text(&session.record())
    }

    /// Two players, X making five across row 8 while O plays row 9.
    fn won_by_x() -> Session {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        for x in 0..4 {
            play(&mut session, x, 0);
            play(&mut session, x, -1);
        }
        play(&mut session, 4, 0);
        session
    }

    /// The Hard bot's move to `x, y`, found at once.
    fn thought(x: i32, y: i32) -> Thought {
        Thought {
            point: point(x, y),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: vec![point(x, y)],
            candidates: Vec::new(),
            win: None,
            book: false,
        }
    }

    fn play(session: &mut Session, x: i32, y: i32) -> bool {
        let action = Action::Game(game::Action::Play(point(x, y)));
        session.act(action).moved
    }

    fn undo(session: &mut Session) -> bool {
        session.act(Action::Game(game::Action::Undo)).moved
    }

    #[test]
    fn the_bot_opens_at_the_origin_when_the_person_plays_o() {
        let session = new(Opponent::Bot(Level::Normal), Player::O);
        assert_eq!(session.board().moves(), [Point::ORIGIN]);
        assert!(!session.game().can_undo());
    }

    #[test]
    fn the_bot_replies_and_undo_takes_both_moves_back() {
        let mut session = new(Opponent::Bot(Level::Normal), Player::X);
        assert!(play(&mut session, 3, -2));
        assert_eq!(session.board().moves().len(), 2);
        assert!(!play(&mut session, 3, -2), "a taken cell");
        assert!(undo(&mut session));
        assert!(session.board().moves().is_empty());
        assert!(!undo(&mut session));
    }

    #[test]
    fn the_hard_bot_is_awaited_and_the_person_waits_for_it() {
        let mut session = new(Opponent::Bot(Level::Hard), Player::O);
        assert!(session.thinking(), "Hard opens");
        assert!(session.board().moves().is_empty());
        assert!(!play(&mut session, 0, 0), "not the person's turn");
        assert_eq!(session.bot_replied(Ok(thought(0, 0))), Ok(News::Moves(0)));
        assert!(!session.thinking());

        assert!(play(&mut session, 1, 0));
        assert!(session.thinking());
        assert!(
            session.bot_replied(Ok(thought(1, 0))).is_err(),
            "a taken cell"
        );
        assert!(
            !session.thinking(),
            "the failure shows until the game changes"
        );
        // Undo while Hard thinks takes back the person's move alone.
        assert!(undo(&mut session));
        assert_eq!(session.board().moves(), [Point::ORIGIN]);
        assert!(!session.thinking());
        assert_eq!(session.failure(), None);
        assert!(session.bot_replied(Ok(thought(2, 2))).is_ok(), "ignored");
        assert_eq!(session.board().moves(), [Point::ORIGIN]);
    }

    #[test]
    fn hards_thinking_shows_while_the_switch_is_on_until_the_moves_change() {
        let mut session = new(Opponent::Bot(Level::Hard), Player::O);
        session.bot_replied(Ok(thought(0, 0))).unwrap();
        assert_eq!(session.thought(), None, "the switch is off");
        session.act(Action::ShowThinking(true));
        assert!(session.saved().show_thinking);
        assert_eq!(session.thought(), Some(&thought(0, 0)));
        session.act(Action::Show(0));
        assert_eq!(session.thought(), None, "looking back");
        session.act(Action::Show(1));
        assert!(session.thought().is_some());
        play(&mut session, 1, 0);
        assert_eq!(session.thought(), None, "the person moved");
        session.bot_replied(Ok(thought(2, 0))).unwrap();
        assert_eq!(session.thought(), Some(&thought(2, 0)));
        undo(&mut session);
        assert_eq!(session.thought(), None);
    }

    #[test]
    fn a_hint_shows_the_bots_move_until_the_moves_change_and_the_game_counts_apart() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        let hinted = Versus {
            hints: true,
            ..session.versus()
        };
        session.act(Action::Hint);
        assert!(session.hint_pending());
        assert_eq!(session.hint_found(Ok(thought(0, 0))), Ok(point(0, 0)));
        assert_eq!(session.hint(), Some(point(0, 0)));
        assert_eq!(session.versus(), hinted);
        for x in 0..4 {
            play(&mut session, x, 0);
            assert_eq!(session.hint(), None, "the moves changed");
            // A reply to a hint nobody waits for any more is dropped.
            assert!(session.hint_found(Ok(thought(5, 5))).is_ok());
            assert_eq!(session.hint(), None);
            play(&mut session, x, 1);
        }
        session.act(Action::Show(2));
        session.act(Action::Hint);
        assert!(!session.hint_pending(), "looking back");
        session.act(Action::Show(8));
        session.act(Action::Hint);
        let failed = "the page cannot think".to_string();
        assert_eq!(session.hint_found(Err(failed.clone())), Err(failed));
        assert!(!session.hint_pending());
        play(&mut session, 4, 0);
        assert_eq!(session.tally().results(hinted).wins, 1);
        let unhinted = Versus {
            hints: false,
            ..hinted
        };
        assert_eq!(session.tally().results(unhinted).wins, 0);
        session.act(Action::Hint);
        assert!(!session.hint_pending(), "the game is over");
        // Kept over a reload with the game.
        let saved = session.saved_game(0.0);
        assert!(saved.to_string().starts_with("hinted h8,h7,"), "{saved}");
        assert_eq!(saved.to_string().parse(), Ok(saved.clone()));
        let mut reloaded = new(Opponent::TwoPlayers, Player::X);
        reloaded.restore(saved);
        assert_eq!(reloaded.versus(), hinted);
        reloaded.act(Action::Game(game::Action::Restart));
        assert_eq!(reloaded.versus(), unhinted, "a new game has none");
        reloaded.analysed();
        assert_eq!(reloaded.versus(), unhinted, "the empty board");
        play(&mut reloaded, 0, 0);
        reloaded.analysed();
        assert_eq!(reloaded.versus(), hinted, "the analysis of a game in play");
    }

    #[test]
    fn two_players_win_and_the_game_stops() {
        let mut session = new(Opponent::TwoPlayers, Player::O);
        for x in 0..4 {
            assert!(play(&mut session, x, 0));
            assert!(play(&mut session, x, 1));
        }
        assert!(play(&mut session, -1, 0));
        assert_eq!(session.game().ending(), Some(Ending::Won(Player::X)));
        assert!(!play(&mut session, 9, 9));
        assert!(undo(&mut session));
        assert_eq!(session.game().ending(), None);
        assert_eq!(session.game().to_move(), Player::X);
    }

    #[test]
    fn the_view_grows_with_play_and_starts_over_with_a_new_game() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        assert_eq!(session.window(), window::START);
        play(&mut session, 6, 0);
        assert_eq!(
            session.window().right,
            9,
            "three empty cells right of x = 6"
        );
        session.act(Action::Pan(5, 0));
        assert_eq!(session.window().right, 14);
        session.act(Action::Game(game::Action::Restart));
        assert_eq!(session.window(), window::START);
    }

    #[test]
    fn the_cursor_pans_the_view_past_its_edge_and_needs_the_focus() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        assert_eq!(session.key("ArrowRight", false, None), None);
        let edge = point(window::START.right, 0);
        let shortcut = session.key("ArrowRight", false, Some(edge));
        assert_eq!(shortcut, Some(Shortcut::Cursor(1, 0)));
        assert_eq!(session.cursor(), point(8, 0));
        assert!(session.window().contains(session.cursor()));
        assert_eq!(session.key("w", false, None), Some(Shortcut::ToggleWeights));
        let toggle = session.action(Shortcut::ToggleWeights);
        assert_eq!(toggle, Some(Action::Game(game::Action::Overlay(true))));
    }

    #[test]
    fn saved_settings_read_back_with_or_without_a_time() {
        let mut saved = Saved::default();
        saved.settings.opponent = Opponent::Bot(Level::Hard);
        saved.time = Budget::ALL[2];
        let text = saved.to_string();
        assert_eq!(
            text,
            "opponent=hard;side=X;overlay=off;rule=freestyle;board=open;time=1000;numbers=off;thinking=off"
        );
        assert_eq!(text.parse(), Ok(saved));
        saved.confirm = Some(false);
        saved.numbers = true;
        let text = saved.to_string();
        assert!(
            text.ends_with("time=1000;confirm=off;numbers=on;thinking=off"),
            "{text}"
        );
        assert_eq!(text.parse(), Ok(saved));
        saved.show_thinking = true;
        assert_eq!(saved.to_string().parse(), Ok(saved));
        let earlier: Saved = "opponent=hard;side=O;overlay=on".parse().unwrap();
        assert_eq!(earlier.time, Budget::FIRST);
        assert_eq!(earlier.confirm, None, "the device decides");
        saved.rules = RENJU_15;
        let text = saved.to_string();
        assert!(text.contains(";rule=renju;board=15;"), "{text}");
        assert_eq!(text.parse(), Ok(saved));
        assert_eq!(earlier.rules, Rules::default(), "freestyle, open board");
        for text in [
            "time=7",
            "opponent=hard;time=",
            "colour=red",
            "confirm=yes",
            "rule=gomoku",
            "board=20",
        ] {
            assert_eq!(text.parse::<Saved>(), Err(()), "{text:?}");
        }
    }

    #[test]
    fn settings_saved_with_a_time_on_the_menu_read_as_its_budget() {
        // As `inarow/five` holds them in a browser that saved them
        // before the time per move became the engine's budget.
        for ms in [100, 250, 1000, 3000] {
            let text = format!(
                "opponent=hard;side=O;overlay=off;rule=renju;board=15;time={ms};\
                 confirm=on;numbers=off;thinking=on"
            );
            let saved: Saved = text.parse().unwrap();
            assert_eq!(saved.time, Budget::from_ms(ms).unwrap(), "{text}");
            assert_eq!(saved.rules, RENJU_15);
            assert_eq!(saved.to_string(), text, "written back as it was");
            let session = Session::new(saved, Tally::default(), Rng::new(3), false);
            assert_eq!(session.time().ms(), ms);
        }
        for time in ["time=0", "time=60000", "time=250.0", "time=+250"] {
            assert_eq!(time.parse::<Saved>(), Err(()), "{time}: not on the menu");
        }
    }

    #[test]
    fn a_touch_screen_previews_a_tap_and_a_second_tap_places_it() {
        let settings = Settings {
            opponent: Opponent::TwoPlayers,
            ..Settings::default()
        };
        let saved = Saved {
            settings,
            ..Saved::default()
        };
        let mut session = Session::new(saved, Tally::default(), Rng::new(3), true);
        assert!(session.confirm(), "on by default on touch");
        assert!(!tap(&mut session, 0, 0));
        assert_eq!(session.preview(), Some(Point::ORIGIN));
        assert!(!tap(&mut session, 1, 0), "another point moves the ghost");
        assert_eq!(session.preview(), Some(point(1, 0)));
        assert!(tap(&mut session, 1, 0), "the second tap places it");
        assert_eq!(session.preview(), None);
        assert!(!tap(&mut session, 1, 0), "no ghost on a stone");
        assert_eq!(session.preview(), None);
        session.act(Action::Confirm(false));
        assert!(tap(&mut session, 2, 0), "one tap when confirming is off");
        assert_eq!(session.saved().confirm, Some(false));
    }

    #[test]
    fn redo_plays_again_what_undo_took_back_and_a_new_move_forgets_it() {
        let mut session = new(Opponent::Bot(Level::Normal), Player::X);
        play(&mut session, 0, 0);
        play(&mut session, 5, 5);
        let game = moves(&session);
        assert!(!session.can_redo());
        undo(&mut session);
        undo(&mut session);
        assert!(session.board().moves().is_empty());
        assert!(session.act(Action::Redo).moved);
        assert_eq!(session.board().moves().len(), 2, "the move and its reply");
        assert!(session.act(Action::Redo).moved);
        assert_eq!(moves(&session), game);
        assert!(!session.act(Action::Redo).moved, "nothing left to redo");
        undo(&mut session);
        play(&mut session, -5, -5);
        assert!(
            !session.can_redo(),
            "a new move forgets the moves taken back"
        );
    }

    #[test]
    fn looking_back_leaves_the_game_until_the_person_plays_from_there() {
        let mut session = won_by_x();
        let game = moves(&session);
        session.act(Action::Show(4));
        assert!(session.looking_back());
        assert_eq!(session.position().moves().len(), 4);
        assert_eq!(moves(&session), game, "the game is untouched");
        assert!(!play(&mut session, 1, -1), "a taken point of the position");
        session.act(Action::Show(99));
        assert!(!session.looking_back(), "past the end is the end");
        session.act(Action::Show(4));
        assert!(play(&mut session, 2, 3));
        assert_eq!(moves(&session), "h8 h9 i8 i9 j5");
        assert!(!session.looking_back());
        assert_eq!(session.game().ending(), None);
    }

    #[test]
    fn the_tally_counts_an_end_once_and_takes_it_back_when_reopened() {
        let mut session = won_by_x();
        let versus = Versus {
            opponent: Opponent::TwoPlayers,
            rule: Rule::Freestyle,
            hints: false,
        };
        let wins = |session: &Session| session.tally().results(versus).wins;
        assert_eq!(wins(&session), 1);
        undo(&mut session);
        assert_eq!(wins(&session), 0);
        session.act(Action::Redo);
        assert_eq!(wins(&session), 1, "the same end again");
        session.act(Action::Show(2));
        play(&mut session, 9, 9);
        assert_eq!(wins(&session), 0, "playing from before the end reopens it");
        session.load(read("h8 h9 i8 i9 j8 j9 k8 k9 l8", Rules::default()));
        assert_eq!(wins(&session), 0, "a loaded end is not the tally's");
        undo(&mut session);
        assert_eq!(wins(&session), 0);
    }

    #[test]
    fn a_loaded_game_goes_on_and_the_bot_replies_on_its_turn() {
        let mut session = new(Opponent::Bot(Level::Normal), Player::X);
        play(&mut session, 0, 0);
        session.load(read("a1 b2 c3", Rules::default()));
        assert_eq!(session.board().moves().len(), 4, "the bot replied to c3");
        assert!(session.window().contains(point(-7, 7)), "a1 in view");
        assert!(!session.can_redo());
    }

    #[test]
    fn the_cursor_stays_in_the_view_when_it_moves() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        session.act(Action::Pan(20, 0));
        assert!(session.window().contains(session.cursor()));
    }

    #[test]
    fn rules_picked_during_a_game_wait_for_the_next_and_restart_starts_it() {
        let mut session = new(Opponent::Bot(Level::Normal), Player::X);
        play(&mut session, 0, 0);
        let change = session.act(Action::Rules(RENJU_15));
        assert_eq!(change.news, News::NextGame);
        assert!(!change.moved);
        assert_eq!(session.board().rule(), Rule::Freestyle, "the game goes on");
        assert!(session.game().has_next());
        assert_eq!(session.saved().rules, RENJU_15, "saved as picked");
        assert_eq!(
            session.act(Action::Game(game::Action::Restart)).news,
            News::NewGame
        );
        assert_eq!(Rules::of(session.board()), RENJU_15);
        assert!(!session.game().has_next());
        // With no game under way, a rule applies at once.
        let change = session.act(Action::Rules(Rules::default()));
        assert_eq!(change.news, News::NewGame);
        assert_eq!(Rules::of(session.board()), Rules::default());
    }

    #[test]
    fn a_fixed_board_is_the_view_whole_and_the_bot_opens_in_its_middle() {
        let saved = Saved {
            settings: Settings {
                opponent: Opponent::Bot(Level::Normal),
                human: Player::O,
                overlay: false,
            },
            rules: Rules {
                rule: Rule::Standard,
                size: Size::Nineteen,
            },
            ..Saved::default()
        };
        let mut session = Session::new(saved, Tally::default(), Rng::new(3), false);
        assert_eq!(moves(&session), "j10", "the middle of 19 × 19");
        let board = Size::Nineteen.area(Origin::Centre);
        let Area::Bounded(rect) = board else {
            panic!("fixed")
        };
        assert_eq!(session.window(), rect);
        session.act(Action::Pan(5, 0));
        session.act(Action::Centre);
        assert_eq!(session.window(), rect, "it neither pans nor moves");
        assert!(!session.drag(rect, 3, 3));
        assert!(!play(&mut session, 12, 0), "off the board");
    }

    #[test]
    fn a_forbidden_point_is_refused_with_why_and_places_nothing() {
        let settings = Settings {
            opponent: Opponent::TwoPlayers,
            ..Settings::default()
        };
        let saved = Saved {
            settings,
            rules: RENJU_15,
            ..Saved::default()
        };
        let mut session = Session::new(saved, Tally::default(), Rng::new(3), true);
        session.load(read("i8 a1 j8 a3 h9 a5 h10 a7", RENJU_15));
        assert!(!tap(&mut session, 0, 0), "h8 is a double three");
        assert_eq!(session.refused(), Some((Point::ORIGIN, Foul::DoubleThree)));
        assert_eq!(session.preview(), None, "no ghost on it");
        assert!(!play(&mut session, 0, 0));
        assert_eq!(session.board().moves().len(), 8);
        assert!(!tap(&mut session, 5, 5), "a ghost elsewhere");
        assert_eq!(session.refused(), None, "the next action forgets it");
        assert!(tap(&mut session, 5, 5));
        assert!(play(&mut session, 0, 0), "white may play there");
    }

    #[test]
    fn a_game_loaded_under_other_rules_keeps_them_and_they_become_the_picked_ones() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        session.load(record::read_link("renju,15:h8,i9").unwrap());
        assert_eq!(Rules::of(session.board()), RENJU_15);
        assert_eq!(session.game().rules(), RENJU_15, "picked");
        assert_eq!(session.saved().rules, RENJU_15, "and saved");
        assert!(!session.game().has_next(), "nothing waits");
        session.act(Action::Game(game::Action::Restart));
        assert_eq!(Rules::of(session.board()), RENJU_15, "the next game too");
    }

    #[test]
    fn a_game_restored_after_a_reload_keeps_its_rules_and_the_picked_ones_wait() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        session.restore("renju,15:h8,i9".parse().unwrap());
        assert_eq!(Rules::of(session.board()), RENJU_15);
        assert_eq!(session.game().rules(), Rules::default(), "still picked");
        assert!(session.game().has_next());
        session.act(Action::Game(game::Action::Restart));
        assert_eq!(Rules::of(session.board()), Rules::default());
    }

    #[test]
    fn an_opponent_picked_before_a_game_is_loaded_still_waits_for_the_next() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        play(&mut session, 0, 0);
        session.act(Action::Game(game::Action::Opponent(Opponent::Bot(
            Level::Normal,
        ))));
        session.load(record::read_link("renju,15:h8,i9").unwrap());
        assert_eq!(session.game().opponent(), Opponent::TwoPlayers);
        assert_eq!(
            session.game().settings().opponent,
            Opponent::Bot(Level::Normal)
        );
        assert_eq!(session.game().rules(), RENJU_15);
        session.act(Action::Game(game::Action::Restart));
        assert_eq!(session.game().opponent(), Opponent::Bot(Level::Normal));
        assert_eq!(Rules::of(session.board()), RENJU_15);
    }

    #[test]
    fn a_game_opened_part_played_does_not_count_until_one_starts_afresh() {
        // X's open four on row 8: one move wins.
        let four = record::read_link("h8,h9,i8,i9,j8,j9,k8,a1").unwrap();
        let mut session = new(Opponent::TwoPlayers, Player::X);
        let versus = session.versus();
        session.load(four.clone());
        assert!(session.opened());
        assert!(play(&mut session, 4, 0), "l8 wins");
        assert!(session.game().ending().is_some());
        assert_eq!(session.tally().results(versus).wins, 0, "not counted");
        // Saved and read back, the game keeps its mark.
        let saved = session.saved_game(0.0);
        assert_eq!(saved.to_string(), "opened h8,h9,i8,i9,j8,j9,k8,a1,l8");
        assert_eq!(saved.to_string().parse(), Ok(saved.clone()));
        let mut reloaded = new(Opponent::TwoPlayers, Player::X);
        reloaded.restore(saved);
        assert!(reloaded.opened());
        // A game saved before the mark counted, and still does.
        let old: SavedGame = "h8,i9".parse().unwrap();
        assert!(!old.opened);
        // Undone to the empty board, the game is played from the start.
        session.load(four);
        while undo(&mut session) {}
        assert!(!session.opened());
        for x in 0..4 {
            play(&mut session, x, 0);
            play(&mut session, x, -1);
        }
        play(&mut session, 4, 0);
        assert_eq!(session.tally().results(versus).wins, 1, "X's win counts");
        session.load(record::read_link("h8").unwrap());
        session.act(Action::Game(game::Action::Restart));
        assert!(!session.opened(), "a new game starts afresh");
    }

    #[test]
    fn the_tally_counts_per_rule_and_resets_on_a_second_press() {
        let mut session = won_by_x();
        let freestyle = session.versus();
        assert_eq!(session.tally().results(freestyle).wins, 1);
        session.act(Action::Rules(RENJU_15));
        let renju = session.versus();
        assert_eq!(renju.rule, Rule::Renju, "no game was under way");
        assert_eq!(session.tally().results(renju).wins, 0);
        session.act(Action::Rules(Rules::default()));
        session.act(Action::ResetScore);
        assert!(session.confirming_reset());
        session.act(Action::Centre);
        assert!(!session.confirming_reset(), "any other action keeps it");
        session.act(Action::ResetScore);
        session.act(Action::ResetScore);
        assert_eq!(session.tally().results(freestyle).wins, 0);
    }
}
