//! A game's review on the page, under the move list: the button that
//! starts, stops and goes on with it, its progress, a chart of black's
//! chance to win after each move (a bar a move, which a tap goes to), the
//! count of each mark and the move where the game turned, and a note on
//! each move that gave away much: its mark, and a missed win with its line
//! or a missed defence. A record's marks show as its notes and counts,
//! said to be the record's, until the review runs. Hooks: `#five-review-run`,
//! `#five-review-progress`, the chart's bars `#five-review-chart
//! [data-shown="n"]` (with `data-mark`), `#five-review-status`, the notes
//! `#five-review-notes li` (each a button `[data-shown="n"]`).

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlElement};

use super::analysis::score_text;
use crate::engine::five::search::{Position, Win};
use crate::engine::five::{Board, Point};
use crate::play::five::analysis::{named_line, percent};
use crate::play::five::record::{self, Note};
use crate::play::five::review::{self, Look, Mark, Missed, Review, Verdict};
use crate::play::lang::{Arg, FiveText, ModuleWords, Words};
use crate::web::dom::{by_id, closest, set_flag};

/// What the review asks for.
pub enum Ask {
    /// Goes on, or stops.
    Run(bool),
    /// Shows the game after this many moves.
    Show(usize),
}

pub struct ReviewView {
    document: Document,
    section: Element,
    run: Element,
    progress: Element,
    status: Element,
    chart: Element,
    notes: Element,
}

impl ReviewView {
    /// Adds the review after the move list in `root`.
    pub fn build(document: &Document, root: &Element) -> Result<ReviewView, JsValue> {
        let steps: Element = crate::web::dom::first(root, ".five-steps")?;
        steps.insert_adjacent_html("afterend", include_str!("review.html"))?;
        Ok(ReviewView {
            document: document.clone(),
            section: by_id(root, "five-review")?,
            run: by_id(root, "five-review-run")?,
            progress: by_id(root, "five-review-progress")?,
            status: by_id(root, "five-review-status")?,
            chart: by_id(root, "five-review-chart")?,
            notes: by_id(root, "five-review-notes")?,
        })
    }

    /// What a click in the review asks for; `running` is whether it goes
    /// on now, which its button turns.
    pub fn ask(&self, event: &Event, running: bool) -> Option<Ask> {
        if event.type_() != "click" {
            return None;
        }
        let clicked = closest(event, "button, [data-shown]")?;
        if !self.section.contains(Some(&clicked)) {
            return None;
        }
        if clicked == self.run {
            return Some(Ask::Run(!running));
        }
        let shown = clicked.get_attribute("data-shown")?.parse().ok()?;
        Some(Ask::Show(shown))
    }

    /// Draws `review`, if there is one of the game in play; `open` is
    /// whether a review may start (the game is over).
    pub fn render(
        &self,
        review: Option<&Review>,
        open: bool,
        words: &ModuleWords<FiveText>,
    ) -> Result<(), JsValue> {
        let five = &words.own;
        set_flag(&self.section, "hidden", !open && review.is_none())?;
        let state = match review {
            Some(review) if review.running() => 1,
            Some(review) if review.searched() > 0 && !review.done() => 2,
            _ => 0,
        };
        let run = five.list(FiveText::ReviewRun).nth(state);
        self.run.set_text_content(run);
        set_flag(&self.run, "hidden", review.is_some_and(Review::done))?;
        // Not before it runs, where a record's marks stand for it.
        let progress = review
            .filter(|review| review.running() || review.searched() > 0)
            .map(|review| {
                let (_, done, total) = review.progress();
                (done, total)
            });
        set_flag(
            &self.progress,
            "hidden",
            progress.is_none_or(|(done, total)| done >= total),
        )?;
        if let Some((done, total)) = progress {
            self.progress.set_attribute("max", &total.to_string())?;
            self.progress.set_attribute("value", &done.to_string())?;
        }
        let verdicts = review.map(Review::verdicts).unwrap_or_default();
        let marks = review.map(Review::marks).unwrap_or_default();
        let status = review.map(|review| match marks {
            [] => status(review, &verdicts, five),
            marks => {
                let counts = counts(marks.iter().map(|(_, note)| note.mark), five);
                five.fill(FiveText::RecordMarks, &[("counts", Arg::Text(&counts))])
            }
        });
        self.status.set_text_content(status.as_deref());
        self.render_chart(review, &verdicts, words)?;
        self.render_notes(review.map(Review::game), &verdicts, marks, five)
    }

    /// A bar a position known, as tall as black's chance after it, which a
    /// click goes to (the notes and the move list do so from the keyboard:
    /// bars a few pixels wide are no controls).
    fn render_chart(
        &self,
        review: Option<&Review>,
        verdicts: &[Verdict],
        words: &ModuleWords<FiveText>,
    ) -> Result<(), JsValue> {
        let chances = review.map(Review::chances).unwrap_or_default();
        set_flag(&self.chart, "hidden", chances.is_empty())?;
        self.chart
            .set_attribute("aria-label", words.own.text(FiveText::ReviewChart))?;
        self.chart.set_attribute("role", "img")?;
        let bars = js_sys::Array::new();
        let game = review.map(Review::game);
        for (moves, chance) in chances.iter().enumerate() {
            let bar: HtmlElement = self.document.create_element("span")?.unchecked_into();
            bar.set_attribute("data-shown", &moves.to_string())?;
            bar.style()
                .set_property("--chance", &format!("{}%", percent(*chance)))?;
            let verdict = moves.checked_sub(1).and_then(|index| verdicts.get(index));
            if let Some(verdict) = verdict {
                bar.set_attribute("data-mark", verdict.mark.key())?;
            }
            let point = game
                .and_then(|game| game.moves().get(moves.wrapping_sub(1)))
                .map(|&point| record::coordinate(point))
                .unwrap_or_default();
            let mark = verdict.map(|verdict| mark_name(verdict.mark, &words.own));
            let args = [
                ("number", Arg::Count(moves as u64)),
                ("point", Arg::Text(&point)),
                ("mark", Arg::Text(mark.unwrap_or_default())),
                ("chance", Arg::Text(&format!("{}%", percent(*chance)))),
            ];
            bar.set_attribute("title", &words.own.fill(FiveText::ReviewBar, &args))?;
            bars.push(&bar);
        }
        self.chart.replace_children_with_node(&bars);
        Ok(())
    }

    /// A note on each inaccuracy, mistake, blunder, missed win and missed
    /// defence: the review's, or the `marks` read from a record.
    fn render_notes(
        &self,
        game: Option<&Board>,
        verdicts: &[Verdict],
        marks: &[(usize, Note)],
        words: &Words<FiveText>,
    ) -> Result<(), JsValue> {
        let Some(game) = game else {
            self.notes.replace_children_with_node(&js_sys::Array::new());
            return Ok(());
        };
        let worth = |mark: Mark, missed: bool| mark >= Mark::Inaccuracy || missed;
        let reviewed = verdicts
            .iter()
            .filter(|v| worth(v.mark, v.missed.is_some()))
            .map(|verdict| (verdict.number, note(game, verdict, words)));
        let read = marks
            .iter()
            .filter(|(_, note)| worth(note.mark, note.missed.is_some()))
            .map(|&(number, note)| (number, marked(game, number, note, words)));
        let items = js_sys::Array::new();
        for (number, text) in reviewed.chain(read) {
            let item = self.document.create_element("li")?;
            let button = self.document.create_element("button")?;
            button.set_attribute("type", "button")?;
            button.set_class_name("link");
            button.set_attribute("data-shown", &number.to_string())?;
            button.set_text_content(Some(&text));
            item.append_child(&button)?;
            items.push(&item);
        }
        self.notes.replace_children_with_node(&items);
        Ok(())
    }
}

fn mark_name(mark: Mark, words: &Words<FiveText>) -> &str {
    let index = Mark::ALL
        .iter()
        .position(|&m| m == mark)
        .unwrap_or_default();
    words.list(FiveText::Marks).nth(index).unwrap_or_default()
}

/// "Reviewing: 12 of 40", or "Second look: 3 of 14", then each mark's
/// count and where the game turned; or why the bot could not think.
fn status(review: &Review, verdicts: &[Verdict], words: &Words<FiveText>) -> String {
    if let Some(error) = review.failure() {
        return words.failure(FiveText::BotFailed, error);
    }
    if !review.done() {
        let (look, done, total) = review.progress();
        let args = [
            ("done", Arg::Count(done as u64)),
            ("total", Arg::Count(total as u64)),
        ];
        let text = match look {
            Look::First => FiveText::Reviewing,
            Look::Second => FiveText::SecondLook,
        };
        return words.fill(text, &args);
    }
    let mut status = counts(verdicts.iter().map(|v| v.mark), words);
    if let Some(turning) = review::turning(verdicts) {
        let point = record::coordinate(turning.played);
        let args = [
            ("number", Arg::Count(turning.number as u64)),
            ("point", Arg::Text(&point)),
        ];
        status = format!("{status}. {}", words.fill(FiveText::Turning, &args));
    }
    status
}

/// "Move 8, a1: blunder": move `number`, `played`, and its mark.
fn head(number: usize, played: Option<Point>, mark: Mark, words: &Words<FiveText>) -> String {
    let point = played.map(record::coordinate).unwrap_or_default();
    let args = [
        ("number", Arg::Count(number as u64)),
        ("point", Arg::Text(&point)),
        ("mark", Arg::Text(mark_name(mark, words))),
    ];
    words.fill(FiveText::ReviewMove, &args)
}

/// The count of each mark among `marks`: "best 6 · good 1 · …".
fn counts(marks: impl Iterator<Item = Mark> + Clone, words: &Words<FiveText>) -> String {
    let counts = Mark::ALL.map(|mark| {
        let count = marks.clone().filter(|&m| m == mark).count();
        format!("{} {count}", mark_name(mark, words))
    });
    counts.join(" · ")
}

/// Whether a move that let a forced result go still earned `mark`, best
/// or good: the game was nearly won or lost already, so the note says
/// that ("Already nearly lost: l8 held out longer") rather than "missed"
/// beside a good mark.
fn settled(mark: Mark) -> bool {
    mark < Mark::Inaccuracy
}

/// "Move 8, a1: blunder", then "Missed defence: l8" where the mark read
/// from a record says so: the note of move `number` of `game`.
fn marked(game: &Board, number: usize, note: Note, words: &Words<FiveText>) -> String {
    let played = game.moves().get(number.wrapping_sub(1));
    let head = head(number, played.copied(), note.mark, words);
    let Some((missed, point)) = note.missed else {
        return head;
    };
    let key = match (missed, settled(note.mark)) {
        (Missed::Win, false) => FiveText::MissedWinAt,
        (Missed::Defence, false) => FiveText::MissedDefenceAt,
        (Missed::Win, true) => FiveText::StillWonAt,
        (Missed::Defence, true) => FiveText::HeldOutAt,
    };
    let point = record::coordinate(point);
    format!(
        "{head}. {}",
        words.fill(key, &[("point", Arg::Text(&point))])
    )
}

/// "Move 8, a1: blunder. Missed defence: l8 held (l8 (four) m9)", the
/// line's moves played from `game`'s position before the move.
fn note(game: &Board, verdict: &Verdict, words: &Words<FiveText>) -> String {
    let head = head(verdict.number, Some(verdict.played), verdict.mark, words);
    let best = record::coordinate(verdict.best.point);
    let mut before = game.clone();
    while before.moves().len() >= verdict.number {
        before.undo();
    }
    let line = || named_line(&Position::from_board(&before), &verdict.best.pv, words);
    let missed = match verdict.missed {
        Some(Missed::Win) => {
            let win = verdict.best.win.unwrap_or(Win::Search);
            let index = Win::ALL.iter().position(|&w| w == win).unwrap_or_default();
            let how = words.list(FiveText::WinsBy).nth(index).unwrap_or_default();
            let moves = verdict.best.moves_to_five().unwrap_or_default();
            let args = [
                ("point", Arg::Text(&best)),
                ("how", Arg::Text(how)),
                ("moves", Arg::Count(moves.into())),
                ("line", Arg::Text(&line())),
            ];
            let key = match settled(verdict.mark) {
                false => FiveText::MissedWin,
                true => FiveText::StillWon,
            };
            Some(words.fill(key, &args))
        }
        Some(Missed::Defence) => {
            let args = [("point", Arg::Text(&best)), ("line", Arg::Text(&line()))];
            let key = match settled(verdict.mark) {
                false => FiveText::MissedDefence,
                true => FiveText::HeldOut,
            };
            Some(words.fill(key, &args))
        }
        None => None,
    };
    let score = score_text(verdict.best.score);
    match missed {
        Some(missed) => format!("{head}. {missed}"),
        None => {
            let args = [("point", Arg::Text(&best)), ("score", Arg::Text(&score))];
            format!("{head}. {}", words.fill(FiveText::BestWas, &args))
        }
    }
}
