//! What both games put around their boards: the controls, the status line,
//! the end-game banner, undo and restart, and the live region. One template,
//! `frame.html`, whose slots each game fills with its own markup (its
//! `*.html`), and the code that binds and draws it.

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event};

use super::controls::{Controls, Labels};
use super::dom::{by_id, closest, set_flag};
use crate::play::game::{Action, Game, Opponent};
use crate::play::lang::{Text, Texts, Words};
use crate::play::template::{expand, join};

const TEMPLATE: &str = include_str!("frame.html");

/// What a game puts in its frame: where it sits among the page's ids, which
/// must be unique, the words that are its own, among its part's texts `T`,
/// and its markup for the frame's slots.
pub struct Layout<T> {
    /// Starts the id of every part of the frame: `#{prefix}restart`.
    pub prefix: &'static str,
    /// The overlay's toggle.
    pub overlay: &'static str,
    /// The game's opponents, listed in its `Opponent::ALL` order.
    pub opponents: T,
    /// What the overlay shows.
    pub shows: T,
    /// More controls, the board, more actions, and the panels below.
    pub controls: &'static str,
    pub board: &'static str,
    pub actions: &'static str,
    pub panels: &'static str,
}

pub struct Frame<T> {
    controls: Controls,
    opponents: T,
    shows: T,
    status: Element,
    banner: Element,
    undo: Element,
    restart: Element,
    announcer: Element,
}

impl<T: Texts> Frame<T> {
    /// Writes the frame into `root` with the game's markup in its slots, and
    /// binds it.
    pub fn build<O: Opponent>(root: &Element, layout: &Layout<T>) -> Result<Frame<T>, JsValue> {
        root.set_inner_html(&layout.markup());
        let id = |name| join([layout.prefix, name], "");
        Ok(Frame {
            controls: Controls::bind::<O>(root, layout.prefix, layout.overlay)?,
            opponents: layout.opponents,
            shows: layout.shows,
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
    /// the game speaks for itself, when a choice applies or whose turn it is.
    /// `own` are the words of the game's part.
    pub fn render<O: Opponent>(
        &self,
        game: &Game<O>,
        board: &Element,
        status: Option<&str>,
        (words, own): (&Words, &Words<T>),
    ) -> Result<(), JsValue> {
        let opponents: Vec<&str> = own.list(self.opponents).collect();
        let labels = Labels {
            opponent: words.text(Text::Opponent),
            opponents: &opponents,
            you_play: words.text(Text::YouPlay),
            overlay: own.text(self.shows),
        };
        self.controls.render(&game.settings(), &labels)?;
        let ending = game.ending();
        let turn = match ending {
            Some(_) => String::new(),
            None => match status {
                Some(status) => status.to_string(),
                None if game.has_next() => words.text(Text::NextGame).to_string(),
                None if game.is_bot(game.to_move().opponent()) => {
                    words.text(Text::YourMove).to_string()
                }
                None => words.to_move(game.to_move()),
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
        self.undo.set_text_content(Some(words.text(Text::Undo)));
        set_flag(&self.undo, "disabled", !game.can_undo())?;
        self.restart
            .set_text_content(Some(words.text(Text::Restart)));
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

impl<T> Layout<T> {
    /// The frame's markup with the game's in its slots.
    fn markup(&self) -> String {
        expand(TEMPLATE, &mut |slot, markup| {
            markup.push_str(match slot {
                "p" => self.prefix,
                "overlay" => self.overlay,
                "controls" => self.controls,
                "board" => self.board,
                "actions" => self.actions,
                "panels" => self.panels,
                _ => "",
            })
        })
    }
}
