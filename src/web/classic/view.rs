//! The classic game's DOM: its markup (`board.html` and `panels.html` in
//! the frame's slots), bound once, then brought up to date from the session after every
//! event. The ids, classes and data attributes are the page's stable hooks
//! for tests and embedders.

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, HtmlElement};

use super::Figures;
use crate::engine::classic::{perfect, Board, Cell, CellSet, Player};
use crate::play::classic::{Action, Opponent, Session};
use crate::play::lang::{Text, Words};
use crate::play::template::join;
use crate::web::dom::{aria, by_id, closest, first, set_classes};
use crate::web::frame::{Frame, Layout};
use crate::web::score::ScoreTable;

const LAYOUT: Layout<Text> = Layout {
    prefix: "",
    overlay: "insight",
    opponents: Text::ClassicOpponents,
    shows: Text::ShowMinimax,
    controls: "",
    board: include_str!("board.html"),
    actions: "",
    panels: include_str!("panels.html"),
};

pub struct View {
    pub frame: Frame<Text>,
    board: Element,
    cells: Vec<HtmlElement>,
    reason: Element,
    prediction: Element,
    search: Element,
    score: ScoreTable,
    keys_help: Element,
    /// The link that opens the explorer on the position shown.
    explore: Element,
}

impl View {
    /// Writes the game into `root` and binds it.
    pub fn build(root: &Element) -> Result<View, JsValue> {
        let frame = Frame::build::<Opponent>(root, &LAYOUT)?;
        let board: Element = by_id(root, "board")?;
        let cells = Cell::ALL
            .iter()
            .map(|cell| {
                first(
                    &board,
                    &join(["[data-cell=\"", &cell.index().to_string(), "\"]"], ""),
                )
            })
            .collect::<Result<_, _>>()?;
        let score = ScoreTable::bind(root, "")?;
        Ok(View {
            frame,
            cells,
            board,
            reason: by_id(root, "reason")?,
            prediction: by_id(root, "prediction")?,
            search: by_id(root, "search")?,
            score,
            keys_help: first(root, ".help")?,
            explore: by_id(root, "explore")?,
        })
    }

    /// The action a click or a change on the game asks for, if any.
    pub fn action(&self, event: &Event) -> Option<Action> {
        if let Some(action) = self.frame.action(event) {
            return Some(Action::Game(action));
        }
        let button = closest(event, "button")?;
        if button == self.score.reset {
            return Some(Action::ResetScore);
        }
        let index = self.cells.iter().position(|cell| **cell == button)?;
        Cell::new(index)
            .ok()
            .map(|cell| Action::Game(crate::play::game::Action::Play(cell)))
    }

    /// The cell that holds the keyboard focus, if one does.
    pub fn focused_cell(&self) -> Option<Cell> {
        let active = self.board.owner_document()?.active_element()?;
        let index = self.cells.iter().position(|cell| **cell == active)?;
        Cell::new(index).ok()
    }

    pub fn focus(&self, cell: Cell) -> Result<(), JsValue> {
        self.cells[cell.index()].focus()
    }

    pub fn render(
        &self,
        session: &Session,
        figures: Option<&Figures>,
        words: &Words,
    ) -> Result<(), JsValue> {
        self.frame
            .render(session.game(), &self.board, None, (words, words))?;
        self.render_board(session, words)?;
        let reason = session.game().reply().map(|&reason| words.reason(reason));
        self.reason.set_text_content(reason.as_deref());
        self.render_insight(session, figures, words);
        self.render_score(session, words);
        self.keys_help
            .set_text_content(Some(words.text(Text::KeysHelp)));
        self.explore
            .set_text_content(Some(words.text(Text::ExploreOpen)));
        Ok(())
    }

    fn render_board(&self, session: &Session, words: &Words) -> Result<(), JsValue> {
        let game = session.game();
        let board = session.position();
        let over = game.ending().is_some();
        let winning = winning_cells(board);
        let values = perfect::move_scores(board).ok().filter(|_| game.overlay());
        self.board
            .set_attribute("aria-label", words.text(Text::Board))?;
        // The explorer's link carries the board, a mark or `.` by cell: the
        // page's script loads the explorer's module when the address says so.
        let mut link = String::from("#explore=");
        for (cell, element) in Cell::ALL.into_iter().zip(&self.cells) {
            let mark = board.get(cell);
            link.push_str(mark.map_or(".", Player::as_str));
            element.set_text_content(mark.map(Player::as_str));
            set_classes(
                element,
                "cell",
                &[
                    ("x", mark == Some(Player::X)),
                    ("o", mark == Some(Player::O)),
                    ("bot", mark.is_some_and(|p| game.is_bot(p))),
                    ("win", winning.contains(cell)),
                ],
            )?;
            let playable = mark.is_none() && !over && !game.is_bot(board.to_move());
            element.set_attribute("aria-disabled", aria(!playable))?;
            let tab = if cell == session.cursor() { "0" } else { "-1" };
            element.set_attribute("tabindex", tab)?;
            let mut label = words.cell(cell.row() + 1, cell.column() + 1, mark);
            match values.and_then(|values| values[cell.index()]) {
                Some(score) => {
                    let value = score.minimax();
                    // +10, 0 or -10: a draw has no sign.
                    let shown = match value {
                        10 => "+10",
                        0 => "0",
                        _ => "-10",
                    };
                    element.set_attribute("data-value", shown)?;
                    label = join([label.as_str(), words.cell_value(shown).as_str()], ", ");
                }
                None => element.remove_attribute("data-value")?,
            }
            element.set_attribute("aria-label", &label)?;
        }
        self.explore.set_attribute("href", &link)
    }

    fn render_insight(&self, session: &Session, figures: Option<&Figures>, words: &Words) {
        let shown = session.game().overlay();
        let board = session.position();
        let prediction = (shown && !board.outcome().is_over())
            .then(|| words.prediction(perfect::prediction(board)));
        self.prediction.set_text_content(prediction.as_deref());
        let search = figures
            .filter(|_| shown)
            .map(|figures| words.search(figures.positions, figures.micros));
        self.search.set_text_content(search.as_deref());
    }

    fn render_score(&self, session: &Session, words: &Words) {
        let opponent = session.game().opponent();
        let name = Opponent::ALL
            .iter()
            .zip(words.list(Text::ClassicOpponents))
            .find_map(|(&shown, name)| (shown == opponent).then_some(name))
            .unwrap_or_default();
        self.score.render(
            words,
            name,
            opponent == Opponent::TwoPlayers,
            session.tally().results(opponent),
            session.confirming_reset(),
        );
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

    wasm_bindgen_test_configure!(run_in_browser);

    /// `session` drawn in a detached element: rendering needs no page.
    fn drawn(session: Session) -> (Element, View) {
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        let view = View::build(&root).unwrap();
        view.render(&session, None, &Words::english().unwrap())
            .unwrap();
        (root, view)
    }

    // The perfect bot never lets a person win, so no click can show this.
    #[wasm_bindgen_test]
    fn a_human_win_is_coloured_and_announced() {
        let (root, view) = drawn(Session::at("XXXOO....", Opponent::Impossible, Player::X));
        assert_eq!(
            view.board.get_attribute("data-outcome").as_deref(),
            Some("human")
        );
        let banner = root.query_selector("#endgame").unwrap().unwrap();
        assert_eq!(banner.text_content().as_deref(), Some("You win!"));
        assert!(!banner.has_attribute("hidden"));
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
        let (root, view) = drawn(Session::at("XXXXOOXOO", Opponent::Impossible, Player::O));
        assert_eq!(
            view.board.get_attribute("data-outcome").as_deref(),
            Some("bot")
        );
        assert_eq!(root.query_selector_all(".win").unwrap().length(), 5);
    }
}
