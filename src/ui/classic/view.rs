//! The classic game's DOM: built once, then brought up to date from the
//! controller's state after every event. The ids, classes and data
//! attributes here are the page's stable hooks for tests and embedders.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlElement};

use super::{Action, Opponent, State};
use crate::engine::classic::{perfect, Board, Cell, CellSet, Player};
use crate::ui::controls::{Change, Controls, Ids, Labels};
use crate::ui::dom::{closest, element, set_flag, show_ending};
use crate::ui::i18n::Strings;

pub struct View {
    controls: Controls,
    turn: Element,
    board: Element,
    cells: Vec<HtmlElement>,
    reason: Element,
    banner: Element,
    undo: Element,
    restart: Element,
    prediction: Element,
    search: Element,
    score_caption: Element,
    score_heads: [Element; 3],
    score_cells: [Element; 3],
    reset_score: Element,
    keys_help: Element,
    announcer: Element,
}

impl View {
    /// Builds the game's controls, board and panels at the end of `root`.
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let el = |tag, attributes: &[(&str, &str)]| element(document, tag, attributes);

        let controls = Controls::build::<Opponent>(
            document,
            root,
            Ids {
                opponent: "opponent",
                side: "side",
                overlay: "insight",
            },
        )?;
        let turn = el("p", &[("id", "turn"), ("class", "turn")])?;

        let board = el("table", &[("id", "board")])?;
        let body = el("tbody", &[])?;
        let mut cells = Vec::with_capacity(Cell::COUNT);
        for row in Cell::ALL.chunks(3) {
            let tr = el("tr", &[])?;
            for cell in row {
                let index = cell.index().to_string();
                let button: HtmlElement = el(
                    "button",
                    &[("type", "button"), ("class", "cell"), ("data-cell", &index)],
                )?
                .dyn_into()?;
                let td = el("td", &[])?;
                td.append_child(&button)?;
                tr.append_child(&td)?;
                cells.push(button);
            }
            body.append_child(&tr)?;
        }
        board.append_child(&body)?;

        let reason = el("p", &[("id", "reason"), ("aria-live", "polite")])?;
        let banner = el(
            "p",
            &[("id", "endgame"), ("class", "endgame"), ("role", "status")],
        )?;
        let actions = el("div", &[("class", "actions")])?;
        let undo = el(
            "button",
            &[("type", "button"), ("id", "undo"), ("class", "secondary")],
        )?;
        let restart = el(
            "button",
            &[("type", "button"), ("id", "restart"), ("class", "restart")],
        )?;
        actions.append_with_node_2(&undo, &restart)?;

        let insight_panel = el("div", &[("id", "insight-panel")])?;
        let prediction = el("p", &[("id", "prediction")])?;
        let search = el("p", &[("id", "search")])?;
        insight_panel.append_with_node_2(&prediction, &search)?;

        let score = el("table", &[("id", "score")])?;
        let score_caption = el("caption", &[])?;
        let head_row = el("tr", &[])?;
        let value_row = el("tr", &[])?;
        let score_heads = [
            el("th", &[("scope", "col")])?,
            el("th", &[("scope", "col")])?,
            el("th", &[("scope", "col")])?,
        ];
        let score_cells = [el("td", &[])?, el("td", &[])?, el("td", &[])?];
        for (head, value) in score_heads.iter().zip(&score_cells) {
            head_row.append_child(head)?;
            value_row.append_child(value)?;
        }
        score.append_with_node_3(&score_caption, &head_row, &value_row)?;
        let reset_score = el(
            "button",
            &[("type", "button"), ("id", "reset-score"), ("class", "link")],
        )?;
        let tally = el("div", &[("class", "tally")])?;
        tally.append_with_node_2(&score, &reset_score)?;

        let keys_help = el("p", &[("class", "help")])?;
        let announcer = el(
            "p",
            &[
                ("id", "announcer"),
                ("class", "visually-hidden"),
                ("aria-live", "polite"),
            ],
        )?;

        for part in [
            &turn,
            &board,
            &reason,
            &banner,
            &actions,
            &insight_panel,
            &tally,
            &keys_help,
            &announcer,
        ] {
            root.append_child(part)?;
        }
        Ok(View {
            controls,
            turn,
            board,
            cells,
            reason,
            banner,
            undo,
            restart,
            prediction,
            search,
            score_caption,
            score_heads,
            score_cells,
            reset_score,
            keys_help,
            announcer,
        })
    }

    /// The action a click or a change on the game asks for, if any.
    pub fn action(&self, event: &Event) -> Option<Action> {
        if let Some(change) = self.controls.change(event) {
            return Some(match change {
                Change::Opponent(opponent) => Action::Opponent(opponent),
                Change::Side(player) => Action::Side(player),
                Change::Overlay(on) => Action::Insight(on),
            });
        }
        let button = closest(event, "button")?;
        match button.id().as_str() {
            "undo" => Some(Action::Undo),
            "restart" => Some(Action::Restart),
            "reset-score" => Some(Action::ResetScore),
            _ => {
                let index = button.get_attribute("data-cell")?.parse().ok()?;
                Cell::new(index).ok().map(Action::Play)
            }
        }
    }

    /// The cell that holds the keyboard focus, if one does.
    pub fn focused_cell(&self, document: &Document) -> Option<Cell> {
        let active = document.active_element()?;
        let index = self.cells.iter().position(|cell| **cell == active)?;
        Cell::new(index).ok()
    }

    pub fn focus(&self, cell: Cell) -> Result<(), JsValue> {
        self.cells[cell.index()].focus()
    }

    pub fn render(&self, state: &State, strings: &Strings) -> Result<(), JsValue> {
        let game = &state.game;
        let settings = &state.settings;
        let board = game.board();
        let ending = game.ending();
        let two_players = game.opponent() == Opponent::TwoPlayers;

        self.controls.render(
            settings,
            two_players,
            &Labels {
                opponent: strings.opponent,
                opponents: &strings.opponents,
                you_play: strings.you_play,
                overlay: strings.show_minimax,
            },
        )?;

        self.turn.set_text_content(Some(&match ending {
            Some(_) => String::new(),
            None if game.is_bot(board.to_move().opponent()) => strings.your_move.to_string(),
            None => (strings.to_move)(board.to_move()),
        }));

        self.render_board(state, strings)?;

        let reason = game.last_bot().map(|reply| (strings.reason)(reply.reason));
        self.reason.set_text_content(reason.as_deref());

        show_ending(&self.board, &self.banner, ending, strings)?;

        self.undo.set_text_content(Some(strings.undo));
        set_flag(&self.undo, "disabled", !game.can_undo())?;
        self.restart.set_text_content(Some(strings.restart));

        self.render_insight(state, strings)?;
        self.render_score(state, strings)?;
        self.keys_help.set_text_content(Some(strings.keys_help));
        Ok(())
    }

    fn render_board(&self, state: &State, strings: &Strings) -> Result<(), JsValue> {
        let game = &state.game;
        let board = game.board();
        let over = game.ending().is_some();
        let winning = winning_cells(board);
        let values = perfect::move_scores(board)
            .ok()
            .filter(|_| state.settings.overlay);
        self.board.set_attribute("aria-label", strings.board)?;
        for (cell, element) in Cell::ALL.into_iter().zip(&self.cells) {
            let mark = board.get(cell);
            element.set_text_content(mark.map(|p| p.to_string()).as_deref());
            let classes = element.class_list();
            classes.toggle_with_force("x", mark == Some(Player::X))?;
            classes.toggle_with_force("o", mark == Some(Player::O))?;
            classes.toggle_with_force("bot", mark.is_some_and(|p| game.is_bot(p)))?;
            classes.toggle_with_force("win", winning.contains(cell))?;
            let playable = mark.is_none() && !over && !game.is_bot(board.to_move());
            element.set_attribute("aria-disabled", if playable { "false" } else { "true" })?;
            element.set_tab_index(if cell == state.cursor { 0 } else { -1 });
            let mut label = (strings.cell)(cell.row() + 1, cell.column() + 1, mark);
            match values.and_then(|values| values[cell.index()]) {
                Some(score) => {
                    let value = score.minimax();
                    // +10, 0 or -10: a draw has no sign.
                    let shown = if value > 0 {
                        format!("+{value}")
                    } else {
                        value.to_string()
                    };
                    element.set_attribute("data-value", &shown)?;
                    label = format!("{label}, {}", (strings.cell_value)(value));
                }
                None => element.remove_attribute("data-value")?,
            }
            element.set_attribute("aria-label", &label)?;
        }
        Ok(())
    }

    fn render_insight(&self, state: &State, strings: &Strings) -> Result<(), JsValue> {
        let shown = state.settings.overlay;
        let board = state.game.board();
        let prediction = (shown && !board.outcome().is_over())
            .then(|| (strings.prediction)(perfect::prediction(board)));
        self.prediction.set_text_content(prediction.as_deref());
        let search = state.search.filter(|_| shown).map(|figures| {
            (strings.search)(
                &strings.number(figures.positions),
                &strings.decimal(figures.micros),
            )
        });
        self.search.set_text_content(search.as_deref());
        Ok(())
    }

    fn render_score(&self, state: &State, strings: &Strings) -> Result<(), JsValue> {
        let opponent = state.game.opponent();
        let results = state.tally.results(opponent);
        self.score_caption.set_text_content(Some(&format!(
            "{}: {}",
            strings.score, strings.opponents[opponent as usize]
        )));
        let heads = if opponent == Opponent::TwoPlayers {
            ["X", strings.draws, "O"]
        } else {
            [strings.wins, strings.draws, strings.losses]
        };
        let counts = [results.wins, results.draws, results.losses];
        for ((head, cell), (text, count)) in self
            .score_heads
            .iter()
            .zip(&self.score_cells)
            .zip(heads.iter().zip(counts))
        {
            head.set_text_content(Some(text));
            cell.set_text_content(Some(&strings.number(count.into())));
        }
        self.reset_score.set_text_content(Some(strings.reset_score));
        Ok(())
    }

    /// Says `text` to screen readers through the live region.
    pub fn announce(&self, text: &str) {
        self.announcer.set_text_content(Some(text));
    }
}

/// Every cell of every completed line: one last move can complete two. Only
/// the player who moved last can have a line, and while the game goes on
/// there is none.
fn winning_cells(board: Board) -> CellSet {
    board
        .winning_lines(board.to_move().opponent())
        .fold(CellSet::EMPTY, |cells, line| cells.union(line.set()))
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use wasm_bindgen_test::*;

    use super::*;
    use crate::ui::classic::{Game, Tally};
    use crate::ui::i18n::Language;
    use crate::ui::settings::Settings;

    wasm_bindgen_test_configure!(run_in_browser);

    /// `game` drawn in a detached element: rendering needs no page.
    fn drawn(game: Game) -> (Element, View) {
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        let view = View::build(&document, &root).unwrap();
        let state = State {
            game,
            settings: Settings::default(),
            tally: Tally::default(),
            cursor: Cell::ALL[4],
            search: None,
        };
        view.render(&state, Language::En.strings()).unwrap();
        (root, view)
    }

    // The perfect bot never lets a person win, so no click can show this.
    #[wasm_bindgen_test]
    fn a_human_win_is_coloured_and_announced() {
        let (root, view) = drawn(Game::at("XXXOO....", Opponent::Impossible, Player::X));
        assert_eq!(
            view.board.get_attribute("data-outcome").as_deref(),
            Some("human")
        );
        assert_eq!(view.banner.text_content().as_deref(), Some("You win!"));
        assert!(!view.banner.has_attribute("hidden"));
        assert_eq!(root.query_selector_all(".win").unwrap().length(), 3);
        for (index, element) in view.cells.iter().enumerate() {
            assert_eq!(element.class_list().contains("win"), index < 3);
            assert_eq!(
                element.get_attribute("aria-disabled").as_deref(),
                Some("true")
            );
        }
    }

    #[wasm_bindgen_test]
    fn both_lines_of_a_double_win_are_coloured() {
        let (root, view) = drawn(Game::at("XXXXOOXOO", Opponent::Impossible, Player::O));
        assert_eq!(
            view.board.get_attribute("data-outcome").as_deref(),
            Some("bot")
        );
        assert_eq!(root.query_selector_all(".win").unwrap().length(), 5);
    }
}
