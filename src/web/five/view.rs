//! Five in a row's DOM: its markup (its `*.html` in the frame's slots), and
//! the board, a grid of buttons over the part of the plane on screen,
//! rebuilt when that part moves or grows and otherwise brought up to date in
//! place. Hooks for tests and embedders: `#five-board` with
//! `data-last="x,y"`, `data-thinking` and `aria-busy="true"` while the Hard
//! bot thinks and, at the end, `data-outcome`; every cell is
//! `[data-point="x,y"]`; the Hard bot's time per move is `#five-time`.

use std::collections::HashMap;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlElement};

use crate::engine::five::{normal, Outcome, Point, Rect};
use crate::engine::Player;
use crate::play::five::{Action, MoveTime, Opponent, Session};
use crate::play::game;
use crate::play::lang::{FiveText, ModuleWords, Numbers, Texts, Words};
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
    time: Menu,
    /// The time's menu and its label, to hide together.
    time_field: Element,
    board: HtmlElement,
    grid: Grid,
    centre: Element,
    help_title: Element,
    help_list: Element,
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
    /// The Normal bot's weight of each cell, when the overlay is on.
    weights: HashMap<Point, f64>,
    heaviest: f64,
    /// Whether the person may place a stone now.
    open: bool,
}

impl View {
    /// Writes the game into `root` and binds it.
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let frame = Frame::build::<Opponent>(root, &LAYOUT)?;
        let help: Element = by_id(root, "five-help")?;
        let help_list: Element = first(&help, "dl")?;
        let view = View {
            frame,
            document: document.clone(),
            time: Menu::bind::<MoveTime>(root, "five-time")?,
            time_field: first(root, ".field:has(#five-time)")?,
            board: by_id(root, "five-board")?,
            grid: Grid {
                window: None,
                cells: Vec::new(),
            },
            centre: by_id(root, "five-centre")?,
            help_title: first(&help, "summary")?,
            help_list,
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

    /// The action a click or a change asks for, if any.
    pub fn action(&self, event: &Event) -> Option<Action> {
        if let Some(time) = self.time.picked(event) {
            return Some(Action::Time(time));
        }
        if let Some(action) = self.frame.action(event) {
            return Some(Action::Game(action));
        }
        let button = closest(event, "button")?;
        if button == self.centre {
            Some(Action::Centre)
        } else if self.board.contains(Some(&button)) {
            point_of(&button).map(|point| Action::Game(game::Action::Play(point)))
        } else {
            None
        }
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
    ) -> Result<(), JsValue> {
        let five = &words.own;
        let status = match (session.failure(), session.thinking()) {
            (Some(error), _) => Some(five.failure(FiveText::BotFailed, error)),
            (None, true) => Some(five.text(FiveText::Thinking).to_string()),
            (None, false) => None,
        };
        let both = (&words.page, five);
        self.frame
            .render(session.game(), &self.board, status.as_deref(), both)?;
        self.render_time(session, five)?;
        let thinking = session.thinking();
        // Styled to show the wait; screen readers hear the board is busy.
        set_flag(&self.board, "data-thinking", thinking)?;
        self.board.set_attribute("aria-busy", aria(thinking))?;
        self.render_board(session, words)?;
        self.centre
            .set_text_content(Some(five.text(FiveText::CentreView)));
        self.render_help(five);
        Ok(())
    }

    /// The Hard bot's time per move, shown against Hard alone.
    fn render_time(&self, session: &Session, words: &Words<FiveText>) -> Result<(), JsValue> {
        let times: Vec<String> = MoveTime::ALL
            .iter()
            .map(|time| words.seconds(time.budget().ms()))
            .collect();
        let names: Vec<&str> = times.iter().map(String::as_str).collect();
        self.time
            .render(words.text(FiveText::MoveTime), &names, session.time());
        set_flag(
            &self.time_field,
            "hidden",
            session.game().opponent() != Opponent::Hard,
        )
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
        let board = session.board();
        match board.moves().last() {
            Some(last) => self.board.set_attribute("data-last", &last.to_string())?,
            None => self.board.remove_attribute("data-last")?,
        }
        self.board
            .set_attribute("aria-label", words.own.text(FiveText::FiveBoard))?;
        let marks = Marks::of(session);
        let points = (window.top..=window.bottom)
            .flat_map(|y| (window.left..=window.right).map(move |x| (x, y)))
            .filter_map(|(x, y)| Point::new(x, y).ok());
        for (cell, point) in self.grid.cells.iter().zip(points) {
            let stone = board.get(point);
            draw_cell(cell, point, stone, &marks, words.own.numbers())?;
            let tab = if point == session.cursor() { "0" } else { "-1" };
            cell.set_attribute("tabindex", tab)?;
            cell.set_attribute("aria-label", &words.point(point.x(), point.y(), stone))?;
        }
        Ok(())
    }

    /// Makes a cell for every point of `window`.
    fn rebuild(&mut self, window: Rect) -> Result<(), JsValue> {
        let mut cells = Vec::with_capacity((window.width() * window.height()) as usize);
        for y in window.top..=window.bottom {
            for x in window.left..=window.right {
                let cell = self.document.create_element("button")?;
                cell.set_attribute("type", "button")?;
                cell.set_attribute("data-point", &format!("{x},{y}"))?;
                cells.push(cell.unchecked_into());
            }
        }
        let nodes: js_sys::Array = cells.iter().collect();
        self.board.replace_children_with_node(&nodes);
        self.board
            .style()
            .set_property("--columns", &window.width().to_string())?;
        self.grid = Grid {
            window: Some(window),
            cells,
        };
        Ok(())
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
    fn of(session: &Session) -> Marks {
        let game = session.game();
        let board = session.board();
        let over = game.ending().is_some();
        let weights: HashMap<Point, f64> = if game.overlay() && !over {
            normal::weights(board).into_iter().collect()
        } else {
            HashMap::new()
        };
        Marks {
            last: board.moves().last().copied(),
            five: match board.outcome() {
                Outcome::Won { line, .. } => line.stones().to_vec(),
                _ => Vec::new(),
            },
            heaviest: weights.values().copied().fold(0.0, f64::max),
            weights,
            open: !over && !game.is_bot(game.to_move()),
        }
    }
}

/// Brings one cell up to date: its stone, the last move, the winning five,
/// and the bot's weight when the overlay is on.
fn draw_cell(
    cell: &HtmlElement,
    point: Point,
    stone: Option<Player>,
    marks: &Marks,
    numbers: &Numbers,
) -> Result<(), JsValue> {
    cell.set_text_content(stone.map(Player::as_str));
    let weight = marks.weights.get(&point).copied();
    set_classes(
        cell,
        "stone",
        &[
            ("x", stone == Some(Player::X)),
            ("o", stone == Some(Player::O)),
            ("last", Some(point) == marks.last),
            ("win", marks.five.contains(&point)),
            ("best", weight.is_some_and(|w| w == marks.heaviest)),
        ],
    )?;
    match weight {
        Some(weight) => cell.set_attribute("data-weight", &weight_text(weight, numbers))?,
        None => cell.remove_attribute("data-weight")?,
    }
    cell.set_attribute("aria-disabled", aria(stone.is_some() || !marks.open))
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
