//! The opening rule and the clock on the page: their menus in the
//! settings (`#five-opening`, `#five-clock`), the buttons of a choice in
//! the opening (`#five-decide`: `[data-choice]` black, white, add, or
//! offer under Taraguchi, and `[data-fifths]` 1 to 8, under Soosorv), what the status line says of
//! each step and of a flag fall, and the clock's times beside the settings'
//! summary (`#five-time-left`, black's then white's, `data-running` on the
//! side whose time runs).

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event};

use crate::engine::five::opening::{Action, Choice, OpeningRule, Seat, Step};
use crate::engine::Player;
use crate::play::five::{self, Session, TimeControl};
use crate::play::lang::{Arg, FiveText, Words};
use crate::web::controls::Menu;
use crate::web::dom::{by_id, closest, first, set_flag};

pub struct OpeningView {
    opening: Menu,
    clock: Menu,
    decide: Element,
    choices: [Element; 4],
    fifths: Element,
    /// The buttons of 1 to 8 fifth moves.
    counts: Vec<Element>,
    time_left: Element,
}

impl OpeningView {
    pub fn bind(root: &Element) -> Result<OpeningView, JsValue> {
        let decide: Element = by_id(root, "five-decide")?;
        let buttons = decide.query_selector_all("[data-fifths]")?;
        let counts = (0..buttons.length())
            .filter_map(|index| buttons.item(index)?.dyn_into().ok())
            .collect();
        let choice = |index: usize| -> Result<Element, JsValue> {
            let selector = format!("[data-choice=\"{}\"]", Choice::ALL[index].name());
            first(&decide, &selector)
        };
        Ok(OpeningView {
            opening: Menu::bind::<OpeningRule>(root, "five-opening")?,
            clock: Menu::bind::<TimeControl>(root, "five-clock")?,
            choices: [choice(0)?, choice(1)?, choice(2)?, choice(3)?],
            fifths: by_id(root, "five-fifths")?,
            counts,
            decide,
            time_left: by_id(root, "five-time-left")?,
        })
    }

    /// What a pick of a menu or a click on a button of the opening asks.
    pub fn action(&self, event: &Event) -> Option<five::Action> {
        if let Some(rule) = self.opening.picked(event) {
            return Some(five::Action::Opening(rule));
        }
        if let Some(control) = self.clock.picked(event) {
            return Some(five::Action::Clock(control));
        }
        let button = closest(event, "#five-decide button")?;
        let decision = match button.get_attribute("data-choice") {
            Some(name) => Action::Choose(name.parse().ok()?),
            None => Action::Declare(button.get_attribute("data-fifths")?.parse().ok()?),
        };
        Some(five::Action::Decide(decision))
    }

    /// The menus, the buttons of the person's choice, and the clock at
    /// `now`.
    pub fn render(
        &self,
        session: &Session,
        words: &Words<FiveText>,
        now: f64,
    ) -> Result<(), JsValue> {
        let names: Vec<&str> = words.list(FiveText::Openings).collect();
        let label = words.text(FiveText::Opening);
        self.opening.render(label, &names, session.opening_rule());
        let names: Vec<&str> = words.list(FiveText::Clocks).collect();
        let label = words.text(FiveText::Clock);
        self.clock.render(label, &names, session.time_control());
        let step = session.opening().step();
        let (choose, add, declare, fifth) = match step {
            Step::Choose { add, .. } => (true, add, false, false),
            Step::Declare { .. } => (false, false, true, false),
            Step::Fifth { .. } => (false, false, false, true),
            _ => (false, false, false, false),
        };
        let mine = session.person_decides();
        let buttons = choose || declare || fifth;
        set_flag(&self.decide, "hidden", !(mine && buttons))?;
        for ((button, choice), name) in self
            .choices
            .iter()
            .zip(Choice::ALL)
            .zip(words.list(FiveText::Choices))
        {
            button.set_text_content(Some(name));
            let shown = match choice {
                Choice::Black | Choice::White => choose,
                Choice::AddTwo => add,
                Choice::Offer => fifth,
            };
            set_flag(button, "hidden", !shown)?;
        }
        self.fifths
            .set_text_content(Some(words.text(FiveText::Fifths)));
        set_flag(&self.fifths, "hidden", !declare)?;
        for count in &self.counts {
            set_flag(count, "hidden", !declare)?;
        }
        self.render_clock(session, now)
    }

    /// Black's time and white's, `m:ss`, the running side's marked.
    fn render_clock(&self, session: &Session, now: f64) -> Result<(), JsValue> {
        let clock = session.clock();
        let black = session.opening().seat_of(Player::X);
        let times = [black, black.other()].map(|seat| clock.left(seat, now));
        let [Some(black_ms), Some(white_ms)] = times else {
            return set_flag(&self.time_left, "hidden", true);
        };
        // Each colour kept with its time: a narrow screen breaks the line
        // between the two.
        let text = format!("●\u{a0}{} ○\u{a0}{}", shown(black_ms), shown(white_ms));
        self.time_left.set_text_content(Some(&text));
        let running = clock.running().map(|seat| match seat == black {
            true => "x",
            false => "o",
        });
        match running {
            Some(side) => self.time_left.set_attribute("data-running", side)?,
            None => self.time_left.remove_attribute("data-running")?,
        }
        set_flag(&self.time_left, "hidden", false)
    }
}

/// What the status line says of the opening's step or of a flag fall.
pub fn status(session: &Session, words: &Words<FiveText>) -> Option<String> {
    if let Some(seat) = session.fallen() {
        let index = match session.person() {
            Some(person) => usize::from(person != seat),
            None => 2 + usize::from(session.opening().seat_of(Player::X) != seat),
        };
        return words.list(FiveText::Flag).nth(index).map(str::to_string);
    }
    let opening = session.opening();
    let step = opening.step();
    let seat = step.seat()?;
    let taraguchi = opening.rule() == OpeningRule::Taraguchi10;
    let index = match step {
        Step::Place { until: 1, .. } => 7,
        // Taraguchi's stones 2 to 4, one at a time.
        Step::Place { until, .. } if taraguchi => {
            let number = until as u64;
            let args = [
                ("number", Arg::Count(number)),
                ("side", Arg::Count(2 * number - 1)),
            ];
            let step = words.fill(FiveText::Central, &args);
            return Some(who(session, seat, words, &step));
        }
        Step::Place { until: 3, .. } => 0,
        Step::Choose { add: true, .. } => 1,
        Step::Choose { .. } => 2,
        Step::Place { until: 5, .. } => 3,
        Step::Place { .. } => 4,
        Step::Declare { .. } => 5,
        Step::Pick { .. } => 6,
        Step::Fifth { .. } => 8,
        Step::Offer { count, .. } => {
            let args = [("count", Arg::Count(u64::from(count)))];
            return Some(who(
                session,
                seat,
                words,
                &words.fill(FiveText::Offer, &args),
            ));
        }
        Step::Play => return None,
    };
    let step = words.list(FiveText::Steps).nth(index).unwrap_or_default();
    Some(who(session, seat, words, step))
}

/// `step` with who takes it.
fn who(session: &Session, seat: Seat, words: &Words<FiveText>, step: &str) -> String {
    let index = match session.person() {
        Some(person) => usize::from(person != seat),
        None => 2 + usize::from(seat == Seat::Second),
    };
    let who = words.list(FiveText::Seats).nth(index).unwrap_or_default();
    words.fill(
        FiveText::Step,
        &[("who", Arg::Text(who)), ("step", Arg::Text(step))],
    )
}

/// `ms` as `m:ss`, rounded up so that 0:00 means the flag fell.
fn shown(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}
