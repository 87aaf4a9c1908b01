//! The analysis board on the page: a dialog over the game (a sheet on a
//! phone) with its own board, where stones of either colour are placed and
//! taken back and the side to move is picked, the chance to win as a bar,
//! the Hard bot's three best moves with their scores and lines (each
//! shown as numbered stones on demand), how deep and how fast it thinks,
//! and a forced win named with its length. The bot thinks in the worker,
//! slice after slice, until Stop; closing the dialog stops it. Hooks:
//! `#five-analyse` opens it, `#five-analysis-board` holds its cells
//! (`[data-point]`, classes as on the game's board), `#five-analysis-run`
//! stops and continues, `#five-analysis-lines` lists the best moves,
//! `#five-analysis-black` is the bar's black part (its width black's
//! chance), `#five-analysis-status` says a refusal, a failure or a forced
//! win, `#five-analysis-link` and `#five-analysis-record` copy the
//! position set up, and `#five-analysis-copied` shows what was copied.

use js_sys::Function;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlDialogElement, HtmlElement};

use crate::engine::five::search::{Thought, Win};
use crate::engine::five::{Point, Rect};
use crate::engine::Player;
use crate::play::five::analysis::{named_line, percent, Analysis, Step};
use crate::play::five::record;
use crate::play::lang::{Arg, FiveText, ModuleWords, Words};
use crate::web::dom::{aria, by_id, closest, set_classes, set_flag, target};

/// What the dialog asks for.
pub enum Ask {
    Step(Step),
    /// Copies the position's link (true) or record.
    Copy(bool),
    Close,
}

pub struct AnalysisView {
    document: Document,
    dialog: HtmlDialogElement,
    title: Element,
    black: HtmlElement,
    chances: Element,
    board: HtmlElement,
    status: Element,
    /// "Black to move", "White to move".
    sides: [Element; 2],
    clear: Element,
    run: Element,
    /// Copy link, Copy record.
    copy: [Element; 2],
    copied: Element,
    close: Element,
    lines: Vec<Element>,
    stats: Element,
    /// The part of the plane the board shows, and its cells row by row.
    window: Option<Rect>,
    cells: Vec<HtmlElement>,
}

impl AnalysisView {
    /// Adds the dialog to `root`; its closing (by Escape too) goes to
    /// `listener`.
    pub fn build(
        document: &Document,
        root: &Element,
        listener: &Function,
    ) -> Result<AnalysisView, JsValue> {
        root.insert_adjacent_html("beforeend", include_str!("analysis.html"))?;
        let dialog: HtmlDialogElement = by_id(root, "five-analysis")?;
        dialog.add_event_listener_with_callback("close", listener)?;
        let list: Element = by_id(root, "five-analysis-lines")?;
        let buttons = list.query_selector_all("button")?;
        let lines = (0..buttons.length())
            .filter_map(|index| buttons.item(index)?.dyn_into().ok())
            .collect();
        Ok(AnalysisView {
            document: document.clone(),
            title: by_id(root, "five-analysis-title")?,
            black: by_id(root, "five-analysis-black")?,
            chances: by_id(root, "five-analysis-chances")?,
            board: by_id(root, "five-analysis-board")?,
            status: by_id(root, "five-analysis-status")?,
            sides: [
                by_id(root, "five-analysis-x")?,
                by_id(root, "five-analysis-o")?,
            ],
            clear: by_id(root, "five-analysis-clear")?,
            run: by_id(root, "five-analysis-run")?,
            copy: [
                by_id(root, "five-analysis-link")?,
                by_id(root, "five-analysis-record")?,
            ],
            copied: by_id(root, "five-analysis-copied")?,
            close: by_id(root, "five-analysis-close")?,
            stats: by_id(root, "five-analysis-stats")?,
            lines,
            dialog,
            window: None,
            cells: Vec::new(),
        })
    }

    pub fn open(&self) -> Result<(), JsValue> {
        self.dialog.show_modal()
    }

    pub fn close(&self) {
        self.dialog.close();
    }

    /// What `event` asks of the board, if it is the board's; `running`
    /// is whether it thinks now, which its button turns.
    pub fn ask(&self, event: &Event, running: bool) -> Option<Ask> {
        let mine = target(event).is_some_and(|element| self.dialog.contains(Some(&element)));
        if !mine {
            return None;
        }
        if event.type_() == "close" {
            return Some(Ask::Close);
        }
        if event.type_() != "click" {
            return None;
        }
        let button = closest(event, "button")?;
        let step = match () {
            _ if button == self.close => return Some(Ask::Close),
            _ if button == self.copy[0] => return Some(Ask::Copy(true)),
            _ if button == self.copy[1] => return Some(Ask::Copy(false)),
            _ if button == self.sides[0] => Step::ToMove(Player::X),
            _ if button == self.sides[1] => Step::ToMove(Player::O),
            _ if button == self.clear => Step::Clear,
            _ if button == self.run => Step::Run(!running),
            _ => match self.lines.iter().position(|line| *line == button) {
                Some(index) => Step::ShowLine(index),
                None => Step::Tap(Point::parse(&button.get_attribute("data-point")?)?),
            },
        };
        Some(Ask::Step(step))
    }

    pub fn render(
        &mut self,
        analysis: &Analysis,
        words: &ModuleWords<FiveText>,
    ) -> Result<(), JsValue> {
        let five = &words.own;
        self.title
            .set_text_content(Some(five.text(FiveText::AnalysisTitle)));
        let to_move = analysis.position().to_move();
        let sides = five.list(FiveText::ToMove);
        for ((button, side), player) in self.sides.iter().zip(sides).zip([Player::X, Player::O]) {
            button.set_text_content(Some(side));
            button.set_attribute("aria-pressed", aria(player == to_move))?;
        }
        self.clear
            .set_text_content(Some(five.text(FiveText::Clear)));
        let run = five
            .list(FiveText::Run)
            .nth(usize::from(!analysis.running()));
        self.run.set_text_content(run);
        // A position with a five has nothing to think over.
        set_flag(&self.run, "disabled", analysis.position().is_over())?;
        self.close.set_text_content(Some(five.text(FiveText::Done)));
        for (button, name) in self.copy.iter().zip(five.list(FiveText::CopySetup)) {
            button.set_text_content(Some(name));
        }
        // What was copied, or, where the clipboard refused, what to copy.
        let copied = analysis.copied().map(|(text, done)| {
            let said = match done {
                true => FiveText::SetupCopied,
                false => FiveText::SetupNotCopied,
            };
            five.fill(said, &[("text", Arg::Text(text))])
        });
        set_flag(&self.copied, "hidden", copied.is_none())?;
        self.copied.set_text_content(copied.as_deref());
        let black = analysis.black_chance();
        let percent = |chance: f64| format!("{}%", percent(chance));
        let chances = black.map(|black| {
            let args = [
                ("black", Arg::Text(&percent(black))),
                ("white", Arg::Text(&percent(1.0 - black))),
            ];
            five.fill(FiveText::Chances, &args)
        });
        self.chances.set_text_content(chances.as_deref());
        let width = percent(black.unwrap_or(0.5));
        self.black.style().set_property("width", &width)?;
        self.status
            .set_text_content(status(analysis, words).as_deref());
        self.render_lines(analysis, five)?;
        let stats = analysis.lines().first().map(|best| {
            let (nodes, speed) = analysis.speed();
            let args = [
                ("depth", Arg::Count(best.depth.into())),
                ("nodes", Arg::Count(nodes)),
                ("speed", Arg::Count(speed)),
            ];
            five.fill(FiveText::AnalysisStats, &args)
        });
        self.stats.set_text_content(stats.as_deref());
        self.render_board(analysis, words)
    }

    /// Each best move: its rank, point, score and chance, and its line in
    /// coordinates; the one shown as stones is pressed.
    fn render_lines(&self, analysis: &Analysis, words: &Words<FiveText>) -> Result<(), JsValue> {
        let shown = analysis.shown_line().map(|(index, _)| index);
        for (index, button) in self.lines.iter().enumerate() {
            let line = analysis.lines().get(index);
            let text = line.map(|line| {
                let chance = format!("{}%", percent(Thought::chance(line.score)));
                let point = record::coordinate(line.point);
                let args = [
                    ("point", Arg::Text(&point)),
                    ("score", Arg::Text(&score_text(line.score))),
                    ("chance", Arg::Text(&chance)),
                ];
                let moves = named_line(analysis.position(), &line.pv, words);
                let head = words.fill(FiveText::AnalysisLine, &args);
                format!("{}. {head} · {moves}", index + 1)
            });
            button.set_text_content(text.as_deref());
            button.set_attribute("aria-pressed", aria(shown == Some(index)))?;
            let item = button.parent_element().unwrap_or_else(|| button.clone());
            set_flag(&item, "hidden", line.is_none())?;
        }
        Ok(())
    }

    fn render_board(
        &mut self,
        analysis: &Analysis,
        words: &ModuleWords<FiveText>,
    ) -> Result<(), JsValue> {
        let window = analysis.window();
        if self.window != Some(window) {
            self.rebuild(window)?;
        }
        let position = analysis.position();
        // The shown line's moves, numbered from 1, each side in turn.
        let mut line = Vec::new();
        let mut mover = position.to_move();
        for &point in analysis.shown_line().map_or(&[][..], |(_, pv)| pv) {
            if position.get(point).is_some() || line.iter().any(|&(p, _)| p == point) {
                break;
            }
            line.push((point, mover));
            mover = mover.opponent();
        }
        let best: Vec<(Point, i32)> = analysis
            .lines()
            .iter()
            .map(|l| (l.point, l.score))
            .collect();
        let points = (window.top..=window.bottom)
            .flat_map(|y| (window.left..=window.right).map(move |x| (x, y)))
            .filter_map(|(x, y)| Point::new(x, y).ok());
        for (cell, point) in self.cells.iter().zip(points) {
            let stone = position.get(point);
            let foul = position.foul(point);
            let step = line.iter().position(|&(p, _)| p == point);
            let scored = best
                .iter()
                .position(|&(p, _)| p == point)
                .filter(|_| step.is_none());
            let white_step = step.is_some_and(|index| line[index].1 == Player::O);
            set_classes(
                cell,
                "stone",
                &[
                    ("x", stone == Some(Player::X)),
                    ("o", stone == Some(Player::O)),
                    ("last", Some(point) == analysis.last()),
                    ("forbidden", foul.is_some()),
                    ("line", step.is_some()),
                    ("line-o", white_step),
                    ("best", scored == Some(0)),
                ],
            )?;
            cell.set_text_content(step.map(|index| (index + 1).to_string()).as_deref());
            let score = scored.map(|rank| score_text(best[rank].1));
            match &score {
                Some(score) => cell.set_attribute("data-weight", score)?,
                None => cell.remove_attribute("data-weight")?,
            }
            let content = match (foul, step, &score) {
                (Some(foul), ..) => Some(words.own.forbidden(foul)),
                (None, Some(index), _) => {
                    let args = [("number", Arg::Count(index as u64 + 1))];
                    Some(words.own.fill(FiveText::LineMove, &args))
                }
                (None, None, Some(score)) => Some(
                    words
                        .own
                        .fill(FiveText::CellScore, &[("value", Arg::Text(score))]),
                ),
                (None, None, None) => None,
            };
            let name = record::coordinate(point);
            cell.set_attribute("aria-label", &words.point(&name, stone, content.as_deref()))?;
        }
        Ok(())
    }

    fn rebuild(&mut self, window: Rect) -> Result<(), JsValue> {
        self.cells = cells(&self.document, &self.board, window)?;
        self.window = Some(window);
        Ok(())
    }
}

/// Fills `board` with a cell for every point of `window`, with the
/// columns' letters along the top and the rows' numbers down the left:
/// its cells, row by row.
pub fn cells(
    document: &Document,
    board: &HtmlElement,
    window: Rect,
) -> Result<Vec<HtmlElement>, JsValue> {
    let nodes = js_sys::Array::new();
    let label = |text: &str| -> Result<Element, JsValue> {
        let label = document.create_element("span")?;
        label.set_class_name("label");
        label.set_attribute("aria-hidden", "true")?;
        label.set_text_content(Some(text));
        Ok(label)
    };
    nodes.push(&label("")?.into());
    for x in window.left..=window.right {
        nodes.push(&label(&record::column(x))?.into());
    }
    let mut cells = Vec::new();
    for y in window.top..=window.bottom {
        nodes.push(&label(&record::row(y).to_string())?.into());
        for x in window.left..=window.right {
            let cell: HtmlElement = document.create_element("button")?.unchecked_into();
            cell.set_attribute("type", "button")?;
            cell.set_attribute("data-point", &format!("{x},{y}"))?;
            nodes.push(&cell);
            cells.push(cell);
        }
    }
    board.replace_children_with_node(&nodes);
    let style = board.style();
    style.set_property("--columns", &window.width().to_string())?;
    style.set_property("--rows", &window.height().to_string())?;
    Ok(cells)
}

/// What the status line says: a point refused and why, the bot's failure,
/// a forced win found, or that it thinks or stopped.
fn status(analysis: &Analysis, words: &ModuleWords<FiveText>) -> Option<String> {
    let five = &words.own;
    if let Some((point, foul)) = analysis.refused() {
        return Some(five.refused(&record::coordinate(point), foul));
    }
    if let Some(error) = analysis.failure() {
        return Some(five.failure(FiveText::BotFailed, error));
    }
    if let Some(forced) = analysis
        .lines()
        .first()
        .and_then(|best| forced(best, analysis, five))
    {
        return Some(forced);
    }
    match (analysis.running(), analysis.lines().is_empty()) {
        // A position with a five has nothing to think over.
        _ if analysis.position().is_over() => None,
        (true, true) => Some(five.text(FiveText::Thinking).to_string()),
        (false, _) => Some(five.text(FiveText::Stopped).to_string()),
        (true, false) => None,
    }
}

/// "Black wins by fours in 4", or "White wins in 3" where the side to
/// move is lost.
fn forced(best: &Thought, analysis: &Analysis, words: &Words<FiveText>) -> Option<String> {
    let moves = Arg::Count(best.moves_to_five()?.into());
    let mover = analysis.position().to_move();
    let winner = if best.score > 0 {
        mover
    } else {
        mover.opponent()
    };
    let index = usize::from(winner == Player::O);
    let player = words.list(FiveText::Sides).nth(index).unwrap_or_default();
    let how = best.win.filter(|_| best.score > 0).and_then(|win| {
        let index = Win::ALL.iter().position(|&w| w == win)?;
        words.list(FiveText::WinsBy).nth(index)
    });
    Some(match how {
        Some(how) => {
            let args = [
                ("player", Arg::Text(player)),
                ("how", Arg::Text(how)),
                ("moves", moves),
            ];
            words.fill(FiveText::ForcedWin, &args)
        }
        None => words.fill(
            FiveText::WinsIn,
            &[("player", Arg::Text(player)), ("moves", moves)],
        ),
    })
}

/// A score short enough for a cell: a forced win or loss as ∞ or −∞.
pub fn score_text(score: i32) -> String {
    match score {
        s if s > Thought::WIN_THRESHOLD => "∞".to_string(),
        s if s < -Thought::WIN_THRESHOLD => "−∞".to_string(),
        s => s.to_string(),
    }
}
