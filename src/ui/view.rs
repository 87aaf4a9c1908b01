//! The game's DOM: built once, then brought up to date from a `Game` after
//! every event. The ids, classes and data attributes here are the page's
//! stable hooks for tests and embedders.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element};

use super::{Ending, Game};
use crate::engine::classic::{Board, Cell, CellSet, Player};

pub struct View {
    board: Element,
    cells: Vec<Element>,
    banner: Element,
    restart: Element,
}

impl View {
    /// Replaces the contents of `root` with the board, the banner and the
    /// restart button.
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let board = document.create_element("table")?;
        board.set_id("board");
        board.set_attribute("aria-label", "Board")?;
        let body = document.create_element("tbody")?;
        let mut cells = Vec::with_capacity(Cell::COUNT);
        for row in Cell::ALL.chunks(3) {
            let tr = document.create_element("tr")?;
            for cell in row {
                let button = document.create_element("button")?;
                button.set_attribute("type", "button")?;
                button.set_attribute("class", "cell")?;
                button.set_attribute("data-cell", &cell.index().to_string())?;
                let td = document.create_element("td")?;
                td.append_child(&button)?;
                tr.append_child(&td)?;
                cells.push(button);
            }
            body.append_child(&tr)?;
        }
        board.append_child(&body)?;

        let banner = document.create_element("p")?;
        banner.set_id("endgame");
        banner.set_attribute("role", "status")?;

        let restart = document.create_element("button")?;
        restart.set_id("restart");
        restart.set_attribute("type", "button")?;
        restart.set_text_content(Some("Restart"));

        root.replace_children_with_node_3(&board, &banner, &restart);
        Ok(View {
            board,
            cells,
            banner,
            restart,
        })
    }

    /// Sends clicks on the board and the restart button to `listener`. It is
    /// attached to these elements, not to the root, so that mounting again
    /// into the same root leaves no listener of an old game behind.
    pub fn on_click(&self, listener: &js_sys::Function) -> Result<(), JsValue> {
        self.board
            .add_event_listener_with_callback("click", listener)?;
        self.restart
            .add_event_listener_with_callback("click", listener)
    }

    pub fn render(&self, game: &Game) -> Result<(), JsValue> {
        let board = game.board();
        let ending = game.ending();
        let winning = winning_cells(board);
        let bot = game.human().opponent();
        for (cell, element) in Cell::ALL.into_iter().zip(&self.cells) {
            let mark = board.get(cell);
            element.set_text_content(Some(&mark.map_or(String::new(), |p| p.to_string())));
            let classes = element.class_list();
            classes.toggle_with_force("x", mark == Some(Player::X))?;
            classes.toggle_with_force("o", mark == Some(Player::O))?;
            classes.toggle_with_force("bot", mark == Some(bot))?;
            classes.toggle_with_force("win", winning.contains(cell))?;
            let playable = mark.is_none() && ending.is_none();
            element.set_attribute("aria-disabled", if playable { "false" } else { "true" })?;
            element.set_attribute("aria-label", &label(cell, mark))?;
        }
        match ending {
            Some(ending) => {
                self.board
                    .set_attribute("data-outcome", outcome_hook(ending))?;
                self.banner.set_text_content(Some(banner_text(ending)));
                self.banner.remove_attribute("hidden")?;
            }
            None => {
                self.board.remove_attribute("data-outcome")?;
                self.banner.set_text_content(None);
                self.banner.set_attribute("hidden", "")?;
            }
        }
        Ok(())
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

/// "Row 1, column 3: X", counted from 1 as people count.
fn label(cell: Cell, mark: Option<Player>) -> String {
    let content = mark.map_or("empty".to_string(), |p| p.to_string());
    format!(
        "Row {}, column {}: {content}",
        cell.row() + 1,
        cell.column() + 1
    )
}

fn outcome_hook(ending: Ending) -> &'static str {
    match ending {
        Ending::HumanWon => "human",
        Ending::BotWon => "bot",
        Ending::Draw => "draw",
    }
}

fn banner_text(ending: Ending) -> &'static str {
    match ending {
        Ending::HumanWon => "You win!",
        Ending::BotWon => "You lose.",
        Ending::Draw => "Draw!",
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use wasm_bindgen_test::*;

    use super::*;

    wasm_bindgen_test_configure!(run_in_browser);

    /// A view in a detached element: rendering needs no page.
    fn view() -> (Element, View) {
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        let view = View::build(&document, &root).unwrap();
        (root, view)
    }

    // The perfect bot never lets a person win, so no click can show this.
    #[wasm_bindgen_test]
    fn a_human_win_is_coloured_and_announced() {
        let (root, view) = view();
        view.render(&Game::at("XXXOO....", Player::X)).unwrap();
        assert_eq!(
            view.board.get_attribute("data-outcome").as_deref(),
            Some("human")
        );
        assert_eq!(view.banner.text_content().as_deref(), Some("You win!"));
        assert!(!view.banner.has_attribute("hidden"));
        let winners = root.query_selector_all(".win").unwrap();
        assert_eq!(winners.length(), 3);
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
        let (root, view) = view();
        view.render(&Game::at("XXXXOOXOO", Player::O)).unwrap();
        assert_eq!(
            view.board.get_attribute("data-outcome").as_deref(),
            Some("bot")
        );
        assert_eq!(root.query_selector_all(".win").unwrap().length(), 5);
    }
}
