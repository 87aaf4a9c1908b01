//! Five in a row's DOM: its markup (its `*.html` in the frame's slots), the
//! board, a grid of buttons over the part of the plane on screen with the
//! coordinates along its top and left edges, rebuilt when that part moves or
//! grows and otherwise brought up to date in place, and the records below
//! it. Hooks for tests and embedders: `#five-board` with `data-last="x,y"`,
//! `data-size` (`open`, `15` or `19`),
//! `data-thinking` and `aria-busy="true"` while the Hard bot thinks, or a
//! bot over its opening decision, and, at
//! the end, `data-outcome`; every cell is `[data-point="x,y"]`, a stone's
//! has the class `x` (black) or `o` (white) and, with move numbers on, its
//! number as text; a previewed stone's has the class `ghost`; black's
//! forbidden point under renju has the class `forbidden`, and says why in
//! its label; the rule and the board are `#five-rule` and `#five-size`,
//! the Hard bot's time per move is `#five-time`, and a line on the
//! opponent picked is `#five-opponent-about`. With "Show Hard's
//! thinking" (`#five-show-thinking`) on, after the Hard bot's move, the
//! cells of the line it expects have the class `line` (and `line-o` for
//! white's), with their number in it as text, its other best moves their
//! score in `data-weight`, as the Normal bot's weights, and `#five-thought`
//! says how deep it searched and whether it found a forced win.

use std::collections::HashMap;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlDialogElement, HtmlElement};

use super::analysis::score_text;
use super::opening::{self, OpeningView};
use super::records::{self, Ask, Records, Toggle};
use crate::engine::five::ladder::Level;
use crate::engine::five::opening::OpeningRule;
use crate::engine::five::search::{Budget, Thought, Win};
use crate::engine::five::{normal, Board, Foul, Outcome, Point, Rect, Rule, Rules, Size};
use crate::engine::Player;
use crate::play::five::record;
use crate::play::five::{Action, Opponent, Session, TimeControl};
use crate::play::lang::{Arg, FiveText, ModuleWords, Numbers, Texts, Words};
use crate::play::settings::Choice;
use crate::web::controls::Menu;
use crate::web::dom::{aria, by_id, closest, first, set_classes, set_flag};
use crate::web::frame::{Frame, Layout};

const LAYOUT: Layout<FiveText> = Layout {
    prefix: "five-",
    overlay: "five-weights",
    opponents: FiveText::FiveOpponents,
    shows: FiveText::ShowWeights,
    controls: include_str!("controls.html"),
    board: include_str!("board.html"),
    actions: include_str!("actions.html"),
    panels: include_str!("panels.html"),
};

pub struct View {
    pub frame: Frame<FiveText>,
    document: Document,
    rule: Menu,
    size: Menu,
    time: Menu,
    /// The time's menu and its label, to hide together.
    time_field: Element,
    /// A line on the opponent picked, under the menus.
    about: Element,
    /// "Show Hard's thinking", its field, and the line that tells it.
    thinking: Toggle,
    thinking_field: Element,
    thought: Element,
    board: HtmlElement,
    grid: Grid,
    redo: Element,
    centre: Element,
    hint: Element,
    analyse: Element,
    help_title: Element,
    help_list: Element,
    /// The one-line summary of the settings, the button that opens them,
    /// and the dialog that holds them (the frame's controls, moved in).
    summary: Element,
    settings_open: Element,
    settings: HtmlDialogElement,
    settings_title: Element,
    settings_done: Element,
    pub records: Records,
    pub opening: OpeningView,
    /// The point to bring into view after the next render, and whether to
    /// centre it even if it is in view.
    reveal: Option<(Point, bool)>,
}

/// The cells on screen, row by row, and the part of the plane they show.
struct Grid {
    window: Option<Rect>,
    cells: Vec<HtmlElement>,
}

/// What every cell shows besides its stone.
struct Marks {
    last: Option<Point>,
    five: Vec<Point>,
    /// Each stone's move number, from 1, when the stones show them.
    numbers: HashMap<Point, usize>,
    /// The stone a tap previews.
    ghost: Option<Point>,
    /// The hint's move.
    hint: Option<Point>,
    /// The fifth moves offered in the opening, shown as ghosts.
    offers: Vec<Point>,
    /// Black's forbidden points, when black is to move under renju.
    forbidden: HashMap<Point, Foul>,
    /// A label for each cell that has one: the Normal bot's weight, when
    /// the overlay is on, or the Hard bot's score of its best moves, when
    /// its thinking shows; and the cells labelled best.
    labels: HashMap<Point, String>,
    /// How a screen reader reads the labels: as weights or as scores.
    labels_read_as: FiveText,
    best: Vec<Point>,
    /// The Hard bot's expected line after its move: each cell's number in
    /// it, from 1, and whose stone it would be.
    line: HashMap<Point, (usize, Player)>,
    /// Whether the person may place a stone now.
    open: bool,
}

impl View {
    /// Writes the game into `root` and binds it.
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let frame = Frame::build::<Opponent>(root, &LAYOUT)?;
        // Screen readers hear the line on the opponent with its menu.
        let menu: Element = by_id(root, "five-opponent")?;
        menu.set_attribute("aria-describedby", "five-opponent-about")?;
        let help: Element = by_id(root, "five-help")?;
        let help_list: Element = first(&help, "dl")?;
        let settings: HtmlDialogElement = by_id(root, "five-settings")?;
        let settings_title: Element = by_id(root, "five-settings-title")?;
        // The settings wait behind one button, so that the board, the
        // status and the buttons of play come first, on a phone too.
        settings_title.after_with_node_1(&first(root, ".controls")?)?;
        let view = View {
            frame,
            document: document.clone(),
            rule: Menu::bind::<Rule>(root, "five-rule")?,
            size: Menu::bind::<Size>(root, "five-size")?,
            time: Menu::bind::<Budget>(root, "five-time")?,
            time_field: first(root, ".field:has(#five-time)")?,
            about: by_id(root, "five-opponent-about")?,
            thinking: Toggle::bind(root, "five-show-thinking")?,
            thinking_field: by_id(root, "five-thinking-field")?,
            thought: by_id(root, "five-thought")?,
            board: by_id(root, "five-board")?,
            grid: Grid {
                window: None,
                cells: Vec::new(),
            },
            redo: by_id(root, "five-redo")?,
            centre: by_id(root, "five-centre")?,
            hint: by_id(root, "five-hint")?,
            analyse: by_id(root, "five-analyse")?,
            help_title: first(&help, "summary")?,
            help_list,
            summary: by_id(root, "five-summary")?,
            settings_open: by_id(root, "five-settings-open")?,
            settings,
            settings_title,
            settings_done: by_id(root, "five-settings-done")?,
            records: Records::bind(root)?,
            opening: OpeningView::bind(root)?,
            reveal: None,
        };
        // Every language has as many keys: the terms are made once, and each
        // render writes their text.
        for _ in 0..FiveText::Keys.items() {
            let term = document.create_element("dt")?;
            let description = document.create_element("dd")?;
            view.help_list.append_with_node_2(&term, &description)?;
        }
        Ok(view)
    }

    /// What a click or a change asks for, if anything.
    pub fn action(&self, event: &Event, session: &Session) -> Option<Ask> {
        if let Some(time) = self.time.picked(event) {
            return Some(Ask::Act(Action::Time(time)));
        }
        if let Some(on) = self.thinking.changed(event) {
            return Some(Ask::Act(Action::ShowThinking(on)));
        }
        let rules = session.game().rules();
        if let Some(rule) = self.rule.picked(event) {
            return Some(Ask::Act(Action::Rules(Rules { rule, ..rules })));
        }
        if let Some(size) = self.size.picked(event) {
            return Some(Ask::Act(Action::Rules(Rules { size, ..rules })));
        }
        if let Some(action) = self.frame.action(event) {
            return Some(Ask::Act(Action::Game(action)));
        }
        if let Some(action) = self.opening.action(event) {
            return Some(Ask::Act(action));
        }
        let button = closest(event, "button");
        match button {
            Some(button) if button == self.settings_open => Some(Ask::Settings(true)),
            Some(button) if button == self.settings_done => Some(Ask::Settings(false)),
            Some(button) if button == self.centre => Some(Ask::Act(Action::Centre)),
            Some(button) if button == self.redo => Some(Ask::Act(Action::Redo)),
            Some(button) if button == self.hint => Some(Ask::Act(Action::Hint)),
            Some(button) if button == self.analyse => Some(Ask::Analyse),
            Some(button) if self.board.contains(Some(&button)) => {
                point_of(&button).map(|point| Ask::Act(Action::Tap(point)))
            }
            _ => self.records.action(event, session),
        }
    }

    /// Opens the settings' dialog, or closes it.
    pub fn show_settings(&self, open: bool) -> Result<(), JsValue> {
        match open {
            true => self.settings.show_modal(),
            false => {
                self.settings.close();
                Ok(())
            }
        }
    }

    /// Whether the settings' dialog is open, where keys are its own.
    pub fn settings_open(&self) -> bool {
        self.settings.open()
    }

    /// Brings `point` into view after the next render: centred, or only if
    /// it is out of view.
    pub fn reveal(&mut self, point: Point, centre: bool) {
        self.reveal = Some((point, centre));
    }

    /// Scrolls the board by `dx, dy` pixels as far as it goes; what it could
    /// not scroll, past its edges. A scroll reads back in whole pixels: a
    /// pixel's difference is no edge.
    pub fn scroll_by(&self, dx: f64, dy: f64) -> (f64, f64) {
        let before = (self.board.scroll_left(), self.board.scroll_top());
        self.board.scroll_by_with_x_and_y(dx, dy);
        let after = (self.board.scroll_left(), self.board.scroll_top());
        let rest = |wanted: f64, from: i32, to: i32| {
            let rest = wanted - f64::from(to - from);
            if rest.abs() >= 1.0 {
                rest
            } else {
                0.0
            }
        };
        (rest(dx, before.0, after.0), rest(dy, before.1, after.1))
    }

    /// Sizes the cells at `zoom` times their usual size. Written in whole
    /// thousandths, which keeps the float formatting code out of the module.
    pub fn zoom(&self, zoom: f64) -> Result<(), JsValue> {
        let thousandths = (zoom * 1000.0).round() as u32;
        let zoom = format!("{}.{:03}", thousandths / 1000, thousandths % 1000);
        self.board.style().set_property("--five-zoom", &zoom)
    }

    pub fn board(&self) -> &HtmlElement {
        &self.board
    }

    /// The width of one cell on screen, in CSS pixels, for turning a drag
    /// into cells.
    pub fn cell_size(&self) -> f64 {
        self.grid
            .cells
            .first()
            .map_or(0.0, |cell| cell.get_bounding_client_rect().width())
    }

    /// The cell that holds the keyboard focus, if one does.
    pub fn focused_point(&self) -> Option<Point> {
        let active = self.document.active_element()?;
        self.board
            .contains(Some(&active))
            .then(|| point_of(&active))?
    }

    /// Puts the keyboard focus on `point`'s cell, if it is on screen.
    pub fn focus(&self, point: Point) -> Result<(), JsValue> {
        match self.grid.index(point) {
            Some(index) => self.grid.cells[index].focus(),
            None => Ok(()),
        }
    }

    pub fn render(
        &mut self,
        session: &Session,
        words: &ModuleWords<FiveText>,
        error: Option<(FiveText, &str)>,
        shared: Option<bool>,
    ) -> Result<(), JsValue> {
        let five = &words.own;
        // A shared link opens with the page: why it could not is said
        // where the eyes are too, not only in the records' panel.
        let link_error = error
            .filter(|&(text, _)| text == FiveText::LinkFailed)
            .map(|(_, error)| error);
        let status = match (session.failure(), session.thinking(), session.refused()) {
            (Some(error), ..) => Some(five.failure(FiveText::BotFailed, error)),
            (None, true, _) => Some(five.text(FiveText::Thinking).to_string()),
            (None, false, Some((point, foul))) => {
                Some(five.refused(&record::coordinate(point), foul))
            }
            (None, false, None) => hint_status(session, five)
                .or_else(|| link_error.map(str::to_string))
                .or_else(|| {
                    let previewed = session.preview().is_some();
                    previewed.then(|| five.text(FiveText::TapAgain).to_string())
                })
                .or_else(|| opening::status(session, five))
                .or_else(|| records::viewing(session, five)),
        };
        let both = (&words.page, five);
        self.frame
            .render(session.game(), &self.board, status.as_deref(), both)?;
        self.render_rules(session, five);
        let about = FiveText::OpponentsAbout;
        let picked = session.game().settings().opponent;
        let line = five.name(about, Opponent::ALL, picked);
        self.about.set_text_content(Some(line));
        self.render_time(session, five)?;
        self.render_thinking(session, five)?;
        // A bot's opening decision is as much a wait as its move: the same
        // mark, while the status names the step.
        let thinking =
            session.thinking() || (session.deciding().is_some() && session.failure().is_none());
        // Styled to show the wait; screen readers hear the board is busy.
        set_flag(&self.board, "data-thinking", thinking)?;
        self.board.set_attribute("aria-busy", aria(thinking))?;
        self.render_board(session, words)?;
        self.redo.set_text_content(Some(five.text(FiveText::Redo)));
        set_flag(&self.redo, "disabled", !session.can_redo())?;
        self.centre
            .set_text_content(Some(five.text(FiveText::CentreView)));
        self.hint.set_text_content(Some(five.text(FiveText::Hint)));
        self.analyse
            .set_text_content(Some(five.text(FiveText::Analyse)));
        let position = session.position();
        let may_hint = session.open(&position) && !session.looking_back();
        set_flag(&self.hint, "disabled", !may_hint || session.hint_pending())?;
        let error = error.map(|(_, error)| error);
        self.records.render(session, words, error, shared)?;
        self.render_settings(session, words);
        self.render_help(five);
        if let Some((point, centre)) = self.reveal.take() {
            self.scroll_to(point, centre);
        }
        Ok(())
    }

    /// Scrolls the board to show `point`'s cell: in the middle, or, unless
    /// `centre`, only if it is out of view.
    fn scroll_to(&self, point: Point, centre: bool) {
        let Some(index) = self.grid.index(point) else {
            return;
        };
        let cell = &self.grid.cells[index];
        let (left, top, size) = (cell.offset_left(), cell.offset_top(), cell.offset_width());
        let (width, height) = (self.board.client_width(), self.board.client_height());
        let (x, y) = (self.board.scroll_left(), self.board.scroll_top());
        let seen = left >= x + size
            && left + size <= x + width
            && top >= y + size
            && top + size <= y + height;
        if centre || !seen {
            self.board.set_scroll_left(left - (width - size) / 2);
            self.board.set_scroll_top(top - (height - size) / 2);
        }
    }

    /// The one-line summary of the game in play ("Normal · Renju, 15 × 15 ·
    /// You play black"), then what the next game takes that differs from
    /// it ("Next game: Two players"); the button that opens the settings
    /// and their dialog's words.
    fn render_settings(&self, session: &Session, words: &ModuleWords<FiveText>) {
        let five = &words.own;
        let game = session.game();
        let (opponent, human, rules) = game.in_play();
        let now = (
            opponent,
            human,
            rules,
            session.opening().rule(),
            session.clock().control(),
        );
        let picked = game.settings();
        let next = (
            picked.opponent,
            picked.human,
            game.rules(),
            session.opening_rule(),
            session.time_control(),
        );
        let mut line = summary(five, now, None).join(" · ");
        let changed = summary(five, next, Some(now));
        if !changed.is_empty() {
            let changed = Arg::Text(&changed.join(", "));
            let next = five.fill(FiveText::NextGame, &[("settings", changed)]);
            line = format!("{line} · {next}");
        }
        self.summary.set_text_content(Some(&line));
        let title = five.text(FiveText::Settings);
        self.settings_open.set_text_content(Some(title));
        self.settings_title.set_text_content(Some(title));
        self.settings_done
            .set_text_content(Some(five.text(FiveText::Done)));
    }

    /// The rule and board picked, which the next game takes when they
    /// differ from the game's in play.
    fn render_rules(&self, session: &Session, words: &Words<FiveText>) {
        let rules = session.game().rules();
        let names: Vec<&str> = words.list(FiveText::Rules).collect();
        self.rule
            .render(words.text(FiveText::Rule), &names, rules.rule);
        let names: Vec<&str> = words.list(FiveText::Sizes).collect();
        self.size
            .render(words.text(FiveText::Size), &names, rules.size);
    }

    /// The Hard bot's time per move, shown against Hard alone.
    fn render_time(&self, session: &Session, words: &Words<FiveText>) -> Result<(), JsValue> {
        let times: Vec<String> = Budget::ALL
            .iter()
            .map(|time| words.seconds(time.ms()))
            .collect();
        let names: Vec<&str> = times.iter().map(String::as_str).collect();
        self.time
            .render(words.text(FiveText::MoveTime), &names, session.time());
        set_flag(
            &self.time_field,
            "hidden",
            session.game().opponent() != Opponent::Bot(Level::Hard),
        )
    }

    /// The switch, shown against Hard alone, and what the Hard bot's last
    /// move came of.
    fn render_thinking(&self, session: &Session, words: &Words<FiveText>) -> Result<(), JsValue> {
        let text = words.text(FiveText::ShowThinking);
        self.thinking.render(text, session.show_thinking());
        let hard = session.game().opponent() == Opponent::Bot(Level::Hard);
        set_flag(&self.thinking_field, "hidden", !hard)?;
        let line = session
            .thought()
            .map(|thought| thought_line(thought, words));
        self.thought.set_text_content(line.as_deref());
        set_flag(&self.thought, "hidden", line.is_none())
    }

    fn render_board(
        &mut self,
        session: &Session,
        words: &ModuleWords<FiveText>,
    ) -> Result<(), JsValue> {
        let window = session.window();
        if self.grid.window != Some(window) {
            self.rebuild(window)?;
        }
        let position = session.position();
        match position.moves().last() {
            Some(last) => self.board.set_attribute("data-last", &last.to_string())?,
            None => self.board.remove_attribute("data-last")?,
        }
        let next = match position.to_move() {
            Player::X => "x",
            Player::O => "o",
        };
        self.board.set_attribute("data-next", next)?;
        set_flag(&self.board, "data-numbers", session.numbers())?;
        self.board
            .set_attribute("aria-label", &board_label(&position, &words.own))?;
        // The star points differ on 19 × 19.
        self.board
            .set_attribute("data-size", &Rules::of(&position).size.key())?;
        let marks = Marks::of(session, &position, words.own.numbers());
        let points = (window.top..=window.bottom)
            .flat_map(|y| (window.left..=window.right).map(move |x| (x, y)))
            .filter_map(|(x, y)| Point::new(x, y).ok());
        for (cell, point) in self.grid.cells.iter().zip(points) {
            let stone = position.get(point);
            draw_cell(cell, point, stone, &marks)?;
            let tab = if point == session.cursor() { "0" } else { "-1" };
            cell.set_attribute("tabindex", tab)?;
            let forbidden = marks.forbidden.get(&point);
            let line = marks.line.get(&point).filter(|_| stone.is_none());
            let value = marks.labels.get(&point).filter(|_| stone.is_none());
            let content = match (forbidden, line, value) {
                _ if Some(point) == marks.hint => Some(words.own.text(FiveText::HintCell).into()),
                (Some(&foul), ..) => Some(words.own.forbidden(foul)),
                (None, Some(&(number, _)), _) => Some(line_move(&words.own, number)),
                (None, None, Some(value)) => {
                    let args = [("value", Arg::Text(value))];
                    Some(words.own.fill(marks.labels_read_as, &args))
                }
                (None, None, None) => None,
            };
            let name = record::coordinate(point);
            let label = words.point(&name, stone, content.as_deref());
            cell.set_attribute("aria-label", &label)?;
        }
        Ok(())
    }

    /// Makes a cell for every point of `window`, with the columns' letters
    /// along the top and the rows' numbers down the left.
    fn rebuild(&mut self, window: Rect) -> Result<(), JsValue> {
        let mut cells = Vec::with_capacity((window.width() * window.height()) as usize);
        let nodes = js_sys::Array::new();
        nodes.push(&self.label("corner", "")?.into());
        for x in window.left..=window.right {
            nodes.push(&self.label("column", &record::column(x))?.into());
        }
        for y in window.top..=window.bottom {
            nodes.push(&self.label("row", &record::row(y).to_string())?.into());
            for x in window.left..=window.right {
                let cell = self.document.create_element("button")?;
                cell.set_attribute("type", "button")?;
                cell.set_attribute("data-point", &format!("{x},{y}"))?;
                nodes.push(&cell);
                cells.push(cell.unchecked_into());
            }
        }
        self.board.replace_children_with_node(&nodes);
        let style = self.board.style();
        style.set_property("--columns", &window.width().to_string())?;
        style.set_property("--rows", &window.height().to_string())?;
        self.grid = Grid {
            window: Some(window),
            cells,
        };
        Ok(())
    }

    /// A coordinate along the board's edge, which screen readers skip: each
    /// cell says its own.
    fn label(&self, kind: &str, text: &str) -> Result<Element, JsValue> {
        let label = self.document.create_element("span")?;
        label.set_class_name(&format!("label {kind}"));
        label.set_attribute("aria-hidden", "true")?;
        label.set_text_content(Some(text));
        Ok(label)
    }

    fn render_help(&self, words: &Words<FiveText>) {
        self.help_title
            .set_text_content(Some(words.text(FiveText::KeysTitle)));
        let mut entry = self.help_list.first_element_child();
        let keys = words.list(FiveText::Keys).zip(words.list(FiveText::KeysDo));
        for text in keys.flat_map(|(keys, what)| [keys, what]) {
            if let Some(element) = entry {
                element.set_text_content(Some(text));
                entry = element.next_element_sibling();
            }
        }
    }
}

impl Grid {
    /// Where `point`'s cell is, if it is on screen.
    fn index(&self, point: Point) -> Option<usize> {
        let window = self.window?;
        window
            .contains(point)
            .then(|| ((point.y() - window.top) * window.width() + point.x() - window.left) as usize)
    }
}

impl Marks {
    fn of(session: &Session, position: &Board, numbers: &Numbers) -> Marks {
        let game = session.game();
        let open = session.open(position);
        let thought = session.thought();
        let (labels, best) = match thought {
            Some(thought) => scores(thought, position),
            None if game.overlay() && open => weights(position, numbers),
            None => (HashMap::new(), Vec::new()),
        };
        let labels_read_as = if thought.is_some() {
            FiveText::CellScore
        } else {
            FiveText::CellWeight
        };
        let numbered = position
            .moves()
            .iter()
            .take(if session.numbers() { usize::MAX } else { 0 });
        Marks {
            last: position.moves().last().copied(),
            five: match position.outcome() {
                Outcome::Won { line, .. } => line.stones().to_vec(),
                _ => Vec::new(),
            },
            numbers: numbered
                .enumerate()
                .map(|(index, &point)| (point, index + 1))
                .collect(),
            ghost: session.preview(),
            hint: session.hint(),
            offers: session.opening().offers().to_vec(),
            forbidden: position.fouls().into_iter().collect(),
            labels,
            labels_read_as,
            best,
            line: thought
                .map(|thought| line(thought, position))
                .unwrap_or_default(),
            open,
        }
    }
}

/// The Normal bot's weight of each cell it considers, and the heaviest.
fn weights(position: &Board, numbers: &Numbers) -> (HashMap<Point, String>, Vec<Point>) {
    let weights = normal::weights(position);
    let heaviest = weights.iter().map(|&(_, w)| w).fold(0.0, f64::max);
    let best = weights.iter().filter(|&&(_, w)| w == heaviest);
    let best = best.map(|&(point, _)| point).collect();
    let labels = weights
        .iter()
        .map(|&(point, w)| (point, weight_text(w, numbers)));
    (labels.collect(), best)
}

/// The Hard bot's score of the best moves it did not play, on the cells
/// still empty; none is best, as the best is the stone it played.
fn scores(thought: &Thought, position: &Board) -> (HashMap<Point, String>, Vec<Point>) {
    let free = thought
        .candidates
        .iter()
        .filter(|candidate| position.get(candidate.point).is_none());
    let labels = free.map(|candidate| {
        let bound = if candidate.exact { "" } else { "≤" };
        let score = score_text(candidate.score);
        (candidate.point, format!("{bound}{score}"))
    });
    (labels.collect(), Vec::new())
}

/// The line the Hard bot expects after its move, as far as it can be
/// played on `position` (which the reply came through, unchecked): each
/// cell's number in it and whose stone it would be.
fn line(thought: &Thought, position: &Board) -> HashMap<Point, (usize, Player)> {
    let mut board = position.clone();
    let mut line = HashMap::new();
    for (index, &point) in thought.pv.iter().skip(1).enumerate() {
        let player = board.to_move();
        if board.play(point).is_err() {
            break;
        }
        line.insert(point, (index + 1, player));
    }
    line
}

/// What the Hard bot's last move came of: how deep it searched, the
/// positions it made, and a forced win or loss it found, or only the
/// forced win when the threat search found it before any deeper search;
/// or the opening book, and how deep the search that made it went.
fn thought_line(thought: &Thought, words: &Words<FiveText>) -> String {
    let (depth, nodes) = (Arg::Count(thought.depth.into()), Arg::Count(thought.nodes));
    if thought.book {
        return words.fill(FiveText::ThoughtBook, &[("depth", depth)]);
    }
    let mut args = vec![("depth", depth), ("nodes", nodes)];
    match thought.win {
        Some(win) => {
            let index = Win::ALL.iter().position(|&w| w == win).unwrap_or_default();
            let how = words.list(FiveText::Wins).nth(index).unwrap_or_default();
            args.push(("how", Arg::Text(how)));
            // Found by the threat search alone: no depth was searched.
            let text = match thought.depth {
                0 => FiveText::ThoughtThreat,
                _ => FiveText::ThoughtWin,
            };
            words.fill(text, &args)
        }
        None if thought.score < -Thought::WIN_THRESHOLD => words.fill(FiveText::ThoughtLoss, &args),
        None => words.fill(FiveText::Thought, &args),
    }
}

/// The status while the Hard bot thinks over a hint ("Looking for a
/// hint…"), and once it found one ("Hint: h8").
fn hint_status(session: &Session, words: &Words<FiveText>) -> Option<String> {
    if session.hint_pending() {
        return Some(words.text(FiveText::HintThinking).to_string());
    }
    session.hint().map(|point| hint_found(point, words))
}

/// "Hint: h8".
pub fn hint_found(point: Point, words: &Words<FiveText>) -> String {
    let point = record::coordinate(point);
    words.fill(FiveText::HintFound, &[("point", Arg::Text(&point))])
}

/// A cell of the Hard bot's expected line, for screen readers.
fn line_move(words: &Words<FiveText>, number: usize) -> String {
    words.fill(FiveText::LineMove, &[("number", Arg::Count(number as u64))])
}

/// Brings one cell up to date: its stone and move number, the last move,
/// the winning five, a previewed stone, the Hard bot's expected line, and
/// its label (a bot's weight or score).
fn draw_cell(
    cell: &HtmlElement,
    point: Point,
    stone: Option<Player>,
    marks: &Marks,
) -> Result<(), JsValue> {
    let line = marks.line.get(&point).filter(|_| stone.is_none());
    let number = marks.numbers.get(&point).or(line.map(|(number, _)| number));
    cell.set_text_content(number.map(usize::to_string).as_deref());
    let label = marks.labels.get(&point).filter(|_| line.is_none());
    set_classes(
        cell,
        "stone",
        &[
            ("x", stone == Some(Player::X)),
            ("o", stone == Some(Player::O)),
            ("last", Some(point) == marks.last),
            ("win", marks.five.contains(&point)),
            ("hint", Some(point) == marks.hint && stone.is_none()),
            (
                "ghost",
                Some(point) == marks.ghost || marks.offers.contains(&point),
            ),
            ("forbidden", marks.forbidden.contains_key(&point)),
            ("best", label.is_some() && marks.best.contains(&point)),
            ("line", line.is_some()),
            (
                "line-o",
                line.is_some_and(|&(_, player)| player == Player::O),
            ),
        ],
    )?;
    match label {
        Some(label) => cell.set_attribute("data-weight", label)?,
        None => cell.remove_attribute("data-weight")?,
    }
    let closed = stone.is_some() || !marks.open || marks.forbidden.contains_key(&point);
    cell.set_attribute("aria-disabled", aria(closed))
}

/// The board for screen readers, with the rule and the board of the game
/// on it.
fn board_label(position: &Board, words: &Words<FiveText>) -> String {
    let rules = Rules::of(position);
    let rule = words.name(FiveText::Rules, Rule::ALL.as_slice(), rules.rule);
    let size = words.name(FiveText::Sizes, Size::ALL.as_slice(), rules.size);
    let args = [("rule", Arg::Text(rule)), ("size", Arg::Text(size))];
    words.fill(FiveText::FiveBoard, &args)
}

/// The point a cell stands for, from its `data-point`.
fn point_of(cell: &Element) -> Option<Point> {
    Point::parse(&cell.get_attribute("data-point")?)
}

/// A weight short enough for a cell: whole numbers from 10 on.
fn weight_text(weight: f64, numbers: &Numbers) -> String {
    if weight >= 10.0 {
        (weight.round() as u64).to_string()
    } else {
        numbers.decimal(weight)
    }
}

/// What a game is played under: the opponent, the person's side, the rule
/// and board, the opening rule and the clock.
type Under = (Opponent, Player, Rules, OpeningRule, TimeControl);

/// The summary's parts for a game under `of`: the opponent, the rule and
/// board, and the person's side against a bot; or, `than` another, those
/// that differ from it, the opening rule and the clock among them. Under an
/// opening rule the colours are the opening's to decide, so a side picked
/// is no change of the game in play's.
fn summary(five: &Words<FiveText>, of: Under, than: Option<Under>) -> Vec<String> {
    let (opponent, human, rules, opening, clock) = of;
    let all = than.is_none();
    let (was, had, ruled, opened, timed) = than.unwrap_or(of);
    let mut parts = Vec::new();
    if all || opponent != was {
        parts.push(
            five.name(FiveText::FiveOpponents, Opponent::ALL, opponent)
                .to_string(),
        );
    }
    if all || rules != ruled {
        let rule = five.name(FiveText::Rules, Rule::ALL.as_slice(), rules.rule);
        let size = five.name(FiveText::Sizes, &Size::ALL, rules.size);
        parts.push(format!("{rule}, {size}"));
    }
    let bot = opponent != Opponent::TwoPlayers;
    let new_side = was == Opponent::TwoPlayers || (human != had && opened == OpeningRule::None);
    if bot && (all || new_side) {
        let sides = [Player::X, Player::O];
        parts.push(five.name(FiveText::YouPlayAs, &sides, human).to_string());
    }
    if !all && opening != opened {
        let name = five.name(FiveText::Openings, &OpeningRule::ALL, opening);
        // "None" alone would not say what there is none of.
        parts.push(match opening {
            OpeningRule::None => format!("{}: {name}", five.text(FiveText::Opening)),
            _ => name.to_string(),
        });
    }
    if !all && clock != timed {
        parts.push(
            five.name(FiveText::Clocks, TimeControl::ALL, clock)
                .to_string(),
        );
    }
    parts
}
