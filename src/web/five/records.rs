//! Five in a row's records on the page, below its board: the numbered move
//! list and the steps back and forth through it, how the board is played
//! and shown, the tally against the opponent under the rule, with its
//! reset and the note that an opened game does not count, and the panel
//! that writes the game as text, reads it back and makes a link to it. Hooks: each move of
//! `#five-moves` is `[data-shown="n"]`, the game after its n moves, and the
//! one shown has `aria-current="step"`; `#five-record` holds the text and
//! `#five-record-error` says why a text could not be loaded.

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, HtmlInputElement, HtmlTextAreaElement};

use crate::engine::five::Rule;
use crate::play::five::record;
use crate::play::five::{Action, Opponent, Session};
use crate::play::lang::{Arg, FiveText, ModuleWords, Words};
use crate::play::settings::Choice;
use crate::play::template::join;
use crate::web::dom::{aria, by_id, closest, first, set_flag, target};
use crate::web::score::ScoreTable;

/// What the records panel asks for.
pub enum Ask {
    Act(Action),
    /// The game written into the text box, in this form.
    Write(Form),
    /// The text box's game loaded in place of the one in play.
    Load,
    /// The settings' dialog opened, or closed.
    Settings(bool),
    /// The analysis board opened on the position shown.
    Analyse,
}

#[derive(Clone, Copy)]
pub enum Form {
    Coordinates,
    Psq,
    /// A link to the page that opens the game.
    Link,
}

/// A checkbox and its label's text.
pub struct Toggle {
    input: HtmlInputElement,
    label: Element,
}

pub struct Records {
    back: Element,
    forward: Element,
    moves: Element,
    numbers: Toggle,
    confirm: Toggle,
    score: ScoreTable,
    /// Says that the game in play does not count in the tally.
    opened: Element,
    summary: Element,
    label: Element,
    text: HtmlTextAreaElement,
    error: Element,
    /// Says whether "Share link" copied the link.
    shared: Element,
    buttons: [(Element, FiveText); 4],
}

impl Records {
    pub fn bind(root: &Element) -> Result<Records, JsValue> {
        let details: Element = by_id(root, "five-records")?;
        Ok(Records {
            back: by_id(root, "five-back")?,
            forward: by_id(root, "five-forward")?,
            moves: by_id(root, "five-moves")?,
            numbers: Toggle::bind(root, "five-numbers")?,
            confirm: Toggle::bind(root, "five-confirm")?,
            score: ScoreTable::bind(root, "five-")?,
            opened: by_id(root, "five-opened")?,
            summary: first(&details, "summary")?,
            label: first(&details, "label")?,
            text: by_id(root, "five-record")?,
            error: by_id(root, "five-record-error")?,
            shared: by_id(root, "five-shared")?,
            buttons: [
                (by_id(root, "five-write-text")?, FiveText::WriteText),
                (by_id(root, "five-write-psq")?, FiveText::WritePsq),
                (by_id(root, "five-share")?, FiveText::Share),
                (by_id(root, "five-load")?, FiveText::Load),
            ],
        })
    }

    /// What a click or a change on the panel asks for, if anything.
    pub fn action(&self, event: &Event, session: &Session) -> Option<Ask> {
        if let Some(on) = self.numbers.changed(event) {
            return Some(Ask::Act(Action::Numbers(on)));
        }
        if let Some(on) = self.confirm.changed(event) {
            return Some(Ask::Act(Action::Confirm(on)));
        }
        if event.type_() == "change" {
            return None;
        }
        let button = closest(event, "button")?;
        if button == self.score.reset {
            return Some(Ask::Act(Action::ResetScore));
        }
        let shown = session.shown();
        // A step that goes nowhere keeps its focus: it is marked, not disabled.
        if button.get_attribute("aria-disabled").as_deref() == Some("true") {
            return None;
        }
        if let Some(number) = button.get_attribute("data-shown") {
            return Some(Ask::Act(Action::Show(number.parse().ok()?)));
        }
        let forms = [Form::Coordinates, Form::Psq, Form::Link];
        match self
            .buttons
            .iter()
            .position(|(element, _)| *element == button)
        {
            Some(3) => Some(Ask::Load),
            Some(index) => Some(Ask::Write(forms[index])),
            None if button == self.back => Some(Ask::Act(Action::Show(shown.checked_sub(1)?))),
            None if button == self.forward => Some(Ask::Act(Action::Show(shown + 1))),
            None => None,
        }
    }

    /// The text in the box.
    pub fn text(&self) -> String {
        self.text.value()
    }

    /// Puts `text` in the box, selected, ready to copy.
    pub fn write(&self, text: &str) {
        self.text.set_value(text);
        self.text.select();
    }

    /// Draws the panel; `error` says why the last text could not be loaded,
    /// `shared` whether "Share link" copied the link.
    pub fn render(
        &self,
        session: &Session,
        words: &ModuleWords<FiveText>,
        error: Option<&str>,
        shared: Option<bool>,
    ) -> Result<(), JsValue> {
        let five = &words.own;
        let moves = session.board().moves();
        let shown = session.shown();
        self.back.set_attribute("aria-disabled", aria(shown == 0))?;
        self.forward
            .set_attribute("aria-disabled", aria(shown == moves.len()))?;
        self.back
            .set_attribute("aria-label", five.text(FiveText::Back))?;
        self.forward
            .set_attribute("aria-label", five.text(FiveText::Forward))?;
        self.moves
            .set_attribute("aria-label", five.text(FiveText::Moves))?;
        self.render_moves(session)?;
        self.numbers
            .render(five.text(FiveText::Numbers), session.numbers());
        self.confirm
            .render(five.text(FiveText::Confirm), session.confirm());
        self.render_score(session, words);
        self.opened
            .set_text_content(Some(five.text(FiveText::Opened)));
        set_flag(&self.opened, "hidden", !session.opened())?;
        self.summary
            .set_text_content(Some(five.text(FiveText::Records)));
        self.label
            .set_text_content(Some(five.text(FiveText::Record)));
        for (button, text) in &self.buttons {
            button.set_text_content(Some(five.text(*text)));
        }
        self.error.set_text_content(error);
        set_flag(&self.error, "hidden", error.is_none())?;
        let shared = shared.map(|copied| match copied {
            true => five.text(FiveText::Copied),
            false => five.text(FiveText::CopyFailed),
        });
        self.shared.set_text_content(shared);
        set_flag(&self.shared, "hidden", shared.is_none())
    }

    /// Puts the keyboard focus on the move shown, the list's one stop.
    pub fn focus_move(&self) -> Result<(), JsValue> {
        match self.moves.query_selector("[tabindex=\"0\"]")? {
            Some(button) => button.unchecked_into::<web_sys::HtmlElement>().focus(),
            None => Ok(()),
        }
    }

    /// Whether `event` came from the move list.
    pub fn in_moves(&self, event: &Event) -> bool {
        closest(event, "#five-moves").is_some()
    }

    /// Brings the move list up to date in place, so that a move button
    /// keeps the focus when it is pressed.
    fn render_moves(&self, session: &Session) -> Result<(), JsValue> {
        let moves = session.board().moves();
        let document = self.moves.owner_document().ok_or("no document")?;
        while self.moves.child_element_count() < moves.len() as u32 {
            let item = document.create_element("li")?;
            let button = document.create_element("button")?;
            button.set_attribute("type", "button")?;
            item.append_child(&button)?;
            self.moves.append_child(&item)?;
        }
        while self.moves.child_element_count() > moves.len() as u32 {
            if let Some(last) = self.moves.last_element_child() {
                last.remove();
            }
        }
        let mut item = self.moves.first_element_child();
        for (index, &point) in moves.iter().enumerate() {
            let Some(button) = item.as_ref().and_then(Element::first_element_child) else {
                break;
            };
            item = item.and_then(|item| item.next_element_sibling());
            let number = index + 1;
            button.set_attribute("data-shown", &number.to_string())?;
            button.set_text_content(Some(&record::coordinate(point)));
            let current = number == session.shown();
            // The list is one stop of the Tab key, on the move shown; the
            // arrows move along it.
            button.set_attribute("tabindex", if current { "0" } else { "-1" })?;
            match current {
                true => {
                    button.set_attribute("aria-current", "step")?;
                    self.scroll_to(&button);
                }
                false => button.remove_attribute("aria-current")?,
            }
        }
        Ok(())
    }

    /// Scrolls the move list, and it alone, to show `button`'s move.
    fn scroll_to(&self, button: &Element) {
        let (item, list) = (
            button.get_bounding_client_rect(),
            self.moves.get_bounding_client_rect(),
        );
        let above = item.top() - list.top();
        let below = item.bottom() - list.bottom();
        let by = if above < 0.0 { above } else { below.max(0.0) };
        self.moves
            .set_scroll_top(self.moves.scroll_top() + by.round() as i32);
    }

    fn render_score(&self, session: &Session, words: &ModuleWords<FiveText>) {
        let five = &words.own;
        let versus = session.versus();
        let hints = versus.hints.then(|| five.text(FiveText::WithHints));
        let against = join(
            [
                five.name(FiveText::FiveOpponents, Opponent::ALL, versus.opponent),
                five.name(FiveText::Rules, Rule::ALL.as_slice(), versus.rule),
            ]
            .into_iter()
            .chain(hints),
            ", ",
        );
        self.score.render(
            &words.page,
            &against,
            versus.opponent == Opponent::TwoPlayers,
            session.tally().results(versus),
            session.confirming_reset(),
        );
    }
}

impl Toggle {
    pub fn bind(root: &Element, id: &str) -> Result<Toggle, JsValue> {
        let input: HtmlInputElement = by_id(root, id)?;
        let label = input
            .next_element_sibling()
            .ok_or_else(|| JsError::new("a toggle has no label"))?;
        Ok(Toggle { input, label })
    }

    pub fn render(&self, text: &str, on: bool) {
        self.label.set_text_content(Some(text));
        self.input.set_checked(on);
    }

    /// Whether `event` turned the checkbox on or off, and which.
    pub fn changed(&self, event: &Event) -> Option<bool> {
        let changed = target(event)?;
        (event.type_() == "change" && changed == **self.input).then(|| self.input.checked())
    }
}

/// What the live region says of a step through the moves: "Move 5 of 12:
/// h8", or "Move 0 of 12" before the first.
pub fn step(session: &Session, words: &Words<FiveText>) -> String {
    let shown = session.shown();
    let moves = session.board().moves();
    let number = shown.to_string();
    let total = moves.len().to_string();
    let args = [("number", Arg::Text(&number)), ("total", Arg::Text(&total))];
    let viewing = words.fill(FiveText::Viewing, &args);
    match shown.checked_sub(1).and_then(|index| moves.get(index)) {
        Some(&point) => format!("{viewing}: {}", record::coordinate(point)),
        None => viewing,
    }
}

/// The status while the person looks back: "Move 3 of 9".
pub fn viewing(session: &Session, words: &Words<FiveText>) -> Option<String> {
    if !session.looking_back() {
        return None;
    }
    let number = session.shown().to_string();
    let total = session.board().moves().len().to_string();
    let args = [("number", Arg::Text(&number)), ("total", Arg::Text(&total))];
    Some(words.fill(FiveText::Viewing, &args))
}
