//! Five in a row's DOM. The board is a grid of buttons over the window of
//! the plane; it is rebuilt when the window moves or grows, and otherwise
//! brought up to date in place. Hooks for tests and embedders: `#five-board`
//! with `data-last="x,y"`, `data-thinking` and `aria-busy="true"` while the
//! Hard bot thinks and, at the end, `data-outcome`; every cell is
//! `[data-point="x,y"]`; the Hard bot's time per move is `#five-time`.

use std::cell::RefCell;
use std::collections::HashMap;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlElement};

use super::window::Rect;
use super::{Action, MoveTime, Opponent, State};
use crate::engine::five::{normal, Outcome, Point};
use crate::engine::Player;
use crate::ui::controls::{Change, Controls, Ids, Labels, Menu};
use crate::ui::dom::{closest, element, set_flag, show_ending};
use crate::ui::i18n::Strings;

pub struct View {
    controls: Controls,
    time: Menu,
    turn: Element,
    board: HtmlElement,
    /// The window the cells were built for, and the cells, row by row.
    grid: RefCell<(Option<Rect>, Vec<HtmlElement>)>,
    banner: Element,
    undo: Element,
    restart: Element,
    centre: Element,
    help_title: Element,
    help_list: Element,
    announcer: Element,
}

impl View {
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let el = |tag, attributes: &[(&str, &str)]| element(document, tag, attributes);
        let controls = Controls::build::<Opponent>(
            document,
            root,
            Ids {
                opponent: "five-opponent",
                side: "five-side",
                overlay: "five-weights",
            },
        )?;
        let time = Menu::build::<MoveTime>(document, "five-time")?;
        controls.row.append_child(&time.field)?;
        let turn = el("p", &[("id", "five-turn"), ("class", "turn")])?;
        let board: HtmlElement =
            el("div", &[("id", "five-board"), ("role", "group")])?.dyn_into()?;
        let banner = el(
            "p",
            &[
                ("id", "five-endgame"),
                ("class", "endgame"),
                ("role", "status"),
            ],
        )?;
        let actions = el("div", &[("class", "actions")])?;
        let undo = el(
            "button",
            &[
                ("type", "button"),
                ("id", "five-undo"),
                ("class", "secondary"),
            ],
        )?;
        let restart = el(
            "button",
            &[
                ("type", "button"),
                ("id", "five-restart"),
                ("class", "restart"),
            ],
        )?;
        let centre = el(
            "button",
            &[
                ("type", "button"),
                ("id", "five-centre"),
                ("class", "secondary"),
            ],
        )?;
        actions.append_with_node_3(&undo, &restart, &centre)?;
        let help = el("details", &[("id", "five-help"), ("class", "help")])?;
        let help_title = el("summary", &[])?;
        let help_list = el("dl", &[])?;
        help.append_with_node_2(&help_title, &help_list)?;
        let announcer = el(
            "p",
            &[
                ("id", "five-announcer"),
                ("class", "visually-hidden"),
                ("aria-live", "polite"),
            ],
        )?;
        for part in [&turn, &board, &banner, &actions, &help, &announcer] {
            root.append_child(part)?;
        }
        Ok(View {
            controls,
            time,
            turn,
            board,
            grid: RefCell::new((None, Vec::new())),
            banner,
            undo,
            restart,
            centre,
            help_title,
            help_list,
            announcer,
        })
    }

    /// The action a click or a change asks for, if any.
    pub fn action(&self, event: &Event) -> Option<Action> {
        if let Some(time) = self.time.picked(event) {
            return Some(Action::Time(time));
        }
        if let Some(change) = self.controls.change(event) {
            return Some(match change {
                Change::Opponent(opponent) => Action::Opponent(opponent),
                Change::Side(player) => Action::Side(player),
                Change::Overlay(on) => Action::Weights(on),
            });
        }
        let button = closest(event, "button")?;
        if button == self.undo {
            Some(Action::Undo)
        } else if button == self.restart {
            Some(Action::Restart)
        } else if button == self.centre {
            Some(Action::Centre)
        } else if self.board.contains(Some(&button)) {
            point_of(&button).map(Action::Play)
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
        let grid = self.grid.borrow();
        grid.1
            .first()
            .map_or(0.0, |cell| cell.get_bounding_client_rect().width())
    }

    /// The cell that holds the keyboard focus, if one does.
    pub fn focused_point(&self, document: &Document) -> Option<Point> {
        let active = document.active_element()?;
        self.board
            .contains(Some(&active))
            .then(|| point_of(&active))?
    }

    /// Puts the keyboard focus on `point`'s cell, if it is in the window.
    pub fn focus(&self, point: Point) -> Result<(), JsValue> {
        let grid = self.grid.borrow();
        match grid.0.and_then(|window| index_in(window, point)) {
            Some(index) => grid.1[index].focus(),
            None => Ok(()),
        }
    }

    pub fn render(
        &self,
        document: &Document,
        state: &State,
        strings: &Strings,
    ) -> Result<(), JsValue> {
        let game = &state.game;
        let board = game.board();
        let ending = game.ending();
        let two_players = game.opponent() == Opponent::TwoPlayers;
        self.controls.render(
            &state.settings,
            two_players,
            &Labels {
                opponent: strings.opponent,
                opponents: &strings.five_opponents,
                you_play: strings.you_play,
                overlay: strings.show_weights,
            },
        )?;
        self.time
            .render(strings.move_time, &strings.move_times, state.time);
        set_flag(
            &self.time.field,
            "hidden",
            game.opponent() != Opponent::Hard,
        )?;
        let thinking = state.thinking();
        self.turn
            .set_text_content(Some(&match (ending, &state.failure) {
                (Some(_), _) => String::new(),
                (None, Some(error)) => (strings.bot_failed)(error),
                (None, None) if thinking => strings.thinking.to_string(),
                (None, None) if game.is_bot(board.to_move().opponent()) => {
                    strings.your_move.to_string()
                }
                (None, None) => (strings.to_move)(board.to_move()),
            }));
        // Styled to show the wait; screen readers hear the board is busy.
        set_flag(&self.board, "data-thinking", thinking)?;
        self.board
            .set_attribute("aria-busy", if thinking { "true" } else { "false" })?;

        self.draw_grid(document, state, strings)?;

        match board.moves().last() {
            Some(last) => self.board.set_attribute("data-last", &last.to_string())?,
            None => self.board.remove_attribute("data-last")?,
        }
        show_ending(&self.board, &self.banner, ending, strings)?;
        self.undo.set_text_content(Some(strings.undo));
        set_flag(&self.undo, "disabled", !game.can_undo())?;
        self.restart.set_text_content(Some(strings.restart));
        self.centre.set_text_content(Some(strings.centre));
        self.help_title.set_text_content(Some(strings.keys_title));
        // Every language has as many keys: the terms are made once, and each
        // render only writes their text.
        if self.help_list.child_element_count() == 0 {
            for _ in strings.five_keys {
                let term = document.create_element("dt")?;
                let description = document.create_element("dd")?;
                self.help_list.append_with_node_2(&term, &description)?;
            }
        }
        let mut entry = self.help_list.first_element_child();
        for text in strings
            .five_keys
            .iter()
            .flat_map(|&(keys, what)| [keys, what])
        {
            if let Some(element) = entry {
                element.set_text_content(Some(text));
                entry = element.next_element_sibling();
            }
        }
        Ok(())
    }

    /// Builds the cells when the window changed, then brings each up to
    /// date: its stone, the last move, the winning five, the cursor, and the
    /// bot's weight when the overlay is on.
    fn draw_grid(
        &self,
        document: &Document,
        state: &State,
        strings: &Strings,
    ) -> Result<(), JsValue> {
        let board = state.game.board();
        let window = state.window;
        let mut grid = self.grid.borrow_mut();
        if grid.0 != Some(window) {
            let mut cells = Vec::with_capacity((window.width() * window.height()) as usize);
            for y in window.top..=window.bottom {
                for x in window.left..=window.right {
                    let button: HtmlElement = element(
                        document,
                        "button",
                        &[
                            ("type", "button"),
                            ("class", "stone"),
                            ("data-point", &format!("{x},{y}")),
                        ],
                    )?
                    .dyn_into()?;
                    cells.push(button);
                }
            }
            let nodes: js_sys::Array = cells.iter().collect();
            self.board.replace_children_with_node(&nodes);
            self.board
                .style()
                .set_property("--columns", &window.width().to_string())?;
            *grid = (Some(window), cells);
        }

        let over = state.game.ending().is_some();
        let bots_turn = state.game.is_bot(board.to_move());
        let five: Vec<Point> = match board.outcome() {
            Outcome::Won { line, .. } => line.stones().to_vec(),
            _ => Vec::new(),
        };
        let weights: HashMap<Point, f64> = if state.settings.overlay && !over {
            normal::weights(board).into_iter().collect()
        } else {
            HashMap::new()
        };
        let heaviest = weights.values().copied().fold(0.0, f64::max);
        let last = board.moves().last().copied();
        self.board.set_attribute("aria-label", strings.five_board)?;

        let mut cells = grid.1.iter();
        for y in window.top..=window.bottom {
            for x in window.left..=window.right {
                let (Some(cell), Ok(point)) = (cells.next(), Point::new(x, y)) else {
                    continue;
                };
                let stone = board.get(point);
                cell.set_text_content(stone.map(|p| p.to_string()).as_deref());
                let classes = cell.class_list();
                classes.toggle_with_force("x", stone == Some(Player::X))?;
                classes.toggle_with_force("o", stone == Some(Player::O))?;
                classes.toggle_with_force("last", Some(point) == last)?;
                classes.toggle_with_force("win", five.contains(&point))?;
                let weight = weights.get(&point).copied();
                classes.toggle_with_force("best", weight.is_some_and(|w| w == heaviest))?;
                match weight {
                    Some(weight) => {
                        cell.set_attribute("data-weight", &weight_text(weight, strings))?
                    }
                    None => cell.remove_attribute("data-weight")?,
                }
                let playable = stone.is_none() && !over && !bots_turn;
                cell.set_attribute("aria-disabled", if playable { "false" } else { "true" })?;
                cell.set_tab_index(if point == state.cursor { 0 } else { -1 });
                cell.set_attribute("aria-label", &(strings.point)(x, y, stone))?;
            }
        }
        Ok(())
    }

    /// Says `text` to screen readers through the live region.
    pub fn announce(&self, text: &str) {
        self.announcer.set_text_content(Some(text));
    }
}

/// The point a cell stands for, from its `data-point`.
fn point_of(cell: &Element) -> Option<Point> {
    Point::parse(&cell.get_attribute("data-point")?)
}

/// Where `point`'s cell is in a grid built for `window`.
fn index_in(window: Rect, point: Point) -> Option<usize> {
    window
        .contains(point)
        .then(|| ((point.y() - window.top) * window.width() + point.x() - window.left) as usize)
}

/// A weight short enough for a cell: whole numbers from 10 on.
fn weight_text(weight: f64, strings: &Strings) -> String {
    if weight >= 10.0 {
        (weight.round() as u64).to_string()
    } else {
        strings.decimal(weight)
    }
}
