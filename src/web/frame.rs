//! What both games put around their boards: the controls, the status line,
//! the end-game banner, undo and restart, and the live region. One template,
//! `frame.html`, whose slots each game fills with its own markup, and the
//! code that binds and draws it.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event};

use super::controls::{Controls, Labels};
use super::dom::{by_id, closest, set_flag};
use crate::play::game::{Action, Game, Opponent};
use crate::play::lang::GameWords;

const TEMPLATE: &str = include_str!("frame.html");
/// The slots a game fills, each marked `<!-- slot -->` in the template and
/// in the game's own markup.
const SLOTS: [&str; 4] = ["controls", "board", "actions", "panels"];

/// Where a game's frame sits among the page's ids, which must be unique.
pub struct Ids {
    /// Starts the id of every part of the frame: `#{prefix}restart`.
    pub prefix: &'static str,
    /// The overlay's toggle.
    pub overlay: &'static str,
}

pub struct Frame {
    controls: Controls,
    status: Element,
    banner: Element,
    undo: Element,
    restart: Element,
    announcer: Element,
}

impl Frame {
    /// Writes the frame into `root` with `game`'s markup in its slots, and
    /// binds it.
    pub fn build<O: Opponent>(
        document: &Document,
        root: &Element,
        ids: &Ids,
        game: &str,
    ) -> Result<Frame, JsValue> {
        root.set_inner_html(&markup(ids, game));
        let id = |name: &str| format!("{}{name}", ids.prefix);
        Ok(Frame {
            controls: Controls::bind::<O>(document, root, ids.prefix, ids.overlay)?,
            status: by_id(root, &id("turn"))?,
            banner: by_id(root, &id("endgame"))?,
            undo: by_id(root, &id("undo"))?,
            restart: by_id(root, &id("restart"))?,
            announcer: by_id(root, &id("announcer"))?,
        })
    }

    /// The action a click or change on the frame asks for, if any.
    pub fn action<O: Opponent>(&self, event: &Event) -> Option<Action<O>> {
        if let Some(action) = self.controls.action(event) {
            return Some(action);
        }
        let button = closest(event, "button")?;
        if button == self.undo {
            Some(Action::Undo)
        } else if button == self.restart {
            Some(Action::Restart)
        } else {
            None
        }
    }

    /// Draws the frame of `game`, whose board is `board`: `status`, or, when
    /// the game speaks for itself, whose turn it is.
    pub fn render<O: Opponent>(
        &self,
        game: &Game<O>,
        board: &Element,
        status: Option<&str>,
        labels: &Labels,
        words: &GameWords,
    ) -> Result<(), JsValue> {
        self.controls.render(&game.settings(), labels)?;
        let ending = game.ending();
        let turn = match ending {
            Some(_) => String::new(),
            None => match status {
                Some(status) => status.to_string(),
                None if game.is_bot(game.to_move().opponent()) => words.your_move.to_string(),
                None => (words.to_move)(game.to_move()),
            },
        };
        self.status.set_text_content(Some(&turn));
        match ending {
            Some(ending) => {
                board.set_attribute("data-outcome", ending.hook())?;
                self.banner.set_text_content(Some(&ending.banner(words)));
            }
            None => {
                board.remove_attribute("data-outcome")?;
                self.banner.set_text_content(None);
            }
        }
        set_flag(&self.banner, "hidden", ending.is_none())?;
        self.undo.set_text_content(Some(words.undo));
        set_flag(&self.undo, "disabled", !game.can_undo())?;
        self.restart.set_text_content(Some(words.restart));
        Ok(())
    }

    /// Says `text` to screen readers through the live region, if there is
    /// anything to say.
    pub fn announce(&self, text: Option<String>) {
        if let Some(text) = text {
            self.announcer.set_text_content(Some(&text));
        }
    }
}

/// The frame's markup with `game`'s parts in its slots.
fn markup(ids: &Ids, game: &str) -> String {
    let frame = TEMPLATE
        .replace("{p}", ids.prefix)
        .replace("{overlay}", ids.overlay);
    SLOTS.into_iter().fold(frame, |html, slot| {
        html.replace(&marker(slot), part(game, slot))
    })
}

fn marker(slot: &str) -> String {
    format!("<!-- {slot} -->")
}

/// What `game` puts in `slot`: its markup from the slot's marker to the
/// next one, or nothing.
fn part<'a>(game: &'a str, slot: &str) -> &'a str {
    let Some((_, after)) = game.split_once(&marker(slot)) else {
        return "";
    };
    after.split("<!-- ").next().unwrap_or_default()
}
