//! The classic game on the page: clicks and keys become the session's
//! actions, what must last is saved, and the view redraws from the session.

mod clock;
mod view;

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, KeyboardEvent};

use super::screen::Screen;
use super::storage::{key, Key, Store};
use crate::engine::classic::{reference, Board};
use crate::engine::rng::Rng;
use crate::play::classic::{Action, Session, Shortcut};
use crate::play::game;
use crate::play::lang::Words;
use view::View;

const SETTINGS_KEY: Key = key!("classic");
const TALLY_KEY: Key = key!("tally");

/// The figures the overlay shows after a bot move.
#[derive(Clone, Copy, Debug)]
pub struct Figures {
    /// Where the bot moved from.
    before: Board,
    /// Positions the reference minimax visits from there.
    positions: u64,
    /// The bot's mean time for the move, in microseconds.
    micros: f64,
}

pub struct ClassicScreen {
    session: Session,
    view: View,
    store: Store,
    figures: Option<Figures>,
}

impl ClassicScreen {
    /// The game in `root` with the settings and score saved in `store`, or
    /// fresh ones when none (or nothing readable) was; its bot breaks ties
    /// with `rng`.
    pub fn build(root: &Element, store: Store, rng: Rng) -> Result<ClassicScreen, JsValue> {
        let session = Session::new(
            store.load(&SETTINGS_KEY).unwrap_or_default(),
            store.load(&TALLY_KEY).unwrap_or_default(),
            rng,
        );
        let mut screen = ClassicScreen {
            session,
            view: View::build(root)?,
            store,
            figures: None,
        };
        screen.measure();
        Ok(screen)
    }

    fn act(&mut self, action: Action, words: &Words) {
        let change = self.session.act(action);
        self.store
            .save(&SETTINGS_KEY, &self.session.game().settings());
        self.store.save(&TALLY_KEY, self.session.tally());
        let announcement = self.session.announcement(change.news, words);
        self.view.frame.announce(announcement);
        self.measure();
    }

    /// Works out the figures of the bot's latest move when the overlay shows
    /// them and they are not known yet: the reference search can take a few
    /// milliseconds, so it runs once per bot move.
    fn measure(&mut self) {
        let game = self.session.game();
        if !game.overlay() || game.reply().is_none() {
            return;
        }
        let before = game.board().before_last();
        if self.figures.is_some_and(|figures| figures.before == before) {
            return;
        }
        let opponent = game.opponent();
        let positions = reference::minimax(before).map_or(0, |search| search.nodes);
        let micros = clock::mean_micros(|| {
            std::hint::black_box(opponent.choose(before, |_| 0));
        });
        self.figures = Some(Figures {
            before,
            positions,
            micros,
        });
    }
}

impl Screen for ClassicScreen {
    type Words = Words;

    /// The classic game acts on clicks and changes alone, or a pointer
    /// passing over a cell would play it; another tab's save brings its
    /// tally.
    fn event(&mut self, event: &Event, words: &Words) -> bool {
        match event.type_().as_str() {
            "click" | "change" => {}
            "storage" => return self.session.set_tally(self.store.load(&TALLY_KEY)),
            _ => return false,
        }
        let Some(action) = self.view.action(event) else {
            return false;
        };
        self.act(action, words);
        true
    }

    fn key(&mut self, event: &KeyboardEvent, words: &Words) -> Option<bool> {
        let shortcut = self.session.key(&event.key(), self.view.focused_cell())?;
        let action = match shortcut {
            Shortcut::Focus(_) => return Some(true),
            Shortcut::Play(cell) => game::Action::Play(cell),
            Shortcut::Restart => game::Action::Restart,
            Shortcut::Undo => game::Action::Undo,
        };
        self.act(Action::Game(action), words);
        Some(false)
    }

    fn render(&mut self, words: &Words) -> Result<(), JsValue> {
        self.view
            .render(&self.session, self.figures.as_ref(), words)
    }

    fn focus_cursor(&self) -> Result<(), JsValue> {
        self.view.focus(self.session.cursor())
    }
}
