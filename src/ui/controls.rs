//! The controls both games put above their board: the opponent menu, the
//! person's side and the toggle of the overlay that explains the bot.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlInputElement, HtmlSelectElement};

use super::dom::{closest, element, set_flag};
use super::settings::{Choice, Settings};
use crate::engine::Player;

/// The ids of one game's controls, unique on the page.
pub struct Ids {
    pub opponent: &'static str,
    pub side: &'static str,
    pub overlay: &'static str,
}

/// What a person changed with the controls.
pub enum Change<O> {
    Opponent(O),
    Side(Player),
    Overlay(bool),
}

/// The words of the controls, in the page's language.
pub struct Labels<'a> {
    pub opponent: &'a str,
    /// In the order of the mode's `Choice::ALL`.
    pub opponents: &'a [&'a str],
    pub you_play: &'a str,
    pub overlay: &'a str,
}

/// A labelled menu of one of a `Choice`'s values.
pub struct Menu {
    /// The label and the menu, to hide together.
    pub field: Element,
    label: Element,
    select: HtmlSelectElement,
}

impl Menu {
    /// The field of a menu `id` with every `C`, their keys as its values.
    pub fn build<C: Choice>(document: &Document, id: &str) -> Result<Menu, JsValue> {
        let el = |tag, attributes: &[(&str, &str)]| element(document, tag, attributes);
        let label = el("label", &[("for", id)])?;
        let select: HtmlSelectElement = el("select", &[("id", id)])?.dyn_into()?;
        for choice in C::ALL {
            let option = el("option", &[("value", choice.key())])?;
            select.append_child(&option)?;
        }
        let field = el("div", &[("class", "field")])?;
        field.append_with_node_2(&label, &select)?;
        Ok(Menu {
            field,
            label,
            select,
        })
    }

    /// The value picked, when `event` is a change of this menu.
    pub fn picked<C: Choice>(&self, event: &Event) -> Option<C> {
        let target: Element = event.target()?.dyn_into().ok()?;
        if event.type_() != "change" || target != **self.select {
            return None;
        }
        C::from_key(&self.select.value())
    }

    /// Shows `chosen`, with `names` in the order of `C::ALL`.
    pub fn render<C: Choice>(&self, label: &str, names: &[&str], chosen: C) {
        self.label.set_text_content(Some(label));
        for (option, name) in (0..).map_while(|i| self.select.item(i)).zip(names) {
            option.set_text_content(Some(name));
        }
        self.select.set_value(chosen.key());
    }
}

pub struct Controls {
    /// The row of controls, where a mode may add its own.
    pub row: Element,
    opponent: Menu,
    side: Element,
    side_legend: Element,
    side_buttons: [Element; 2],
    overlay_label: Element,
    overlay: HtmlInputElement,
}

impl Controls {
    /// Builds the controls at the end of `parent`, with `keys` as the
    /// opponent menu's values.
    pub fn build<O: Choice>(
        document: &Document,
        parent: &Element,
        ids: Ids,
    ) -> Result<Controls, JsValue> {
        let el = |tag, attributes: &[(&str, &str)]| element(document, tag, attributes);
        let row = el("div", &[("class", "controls")])?;
        let opponent = Menu::build::<O>(document, ids.opponent)?;

        let side = el("fieldset", &[("id", ids.side), ("class", "side")])?;
        let side_legend = el("legend", &[])?;
        side.append_child(&side_legend)?;
        let button = |player: Player| -> Result<Element, JsValue> {
            let symbol = player.to_string();
            // The class colours the mark as on the board.
            let class = match player {
                Player::X => "x",
                Player::O => "o",
            };
            let button = el(
                "button",
                &[("type", "button"), ("data-side", &symbol), ("class", class)],
            )?;
            button.set_text_content(Some(&symbol));
            side.append_child(&button)?;
            Ok(button)
        };
        let side_buttons = [button(Player::X)?, button(Player::O)?];

        let overlay: HtmlInputElement =
            el("input", &[("type", "checkbox"), ("id", ids.overlay)])?.dyn_into()?;
        let overlay_label = el("span", &[])?;
        let toggle = el("label", &[("class", "toggle")])?;
        toggle.append_with_node_2(&overlay, &overlay_label)?;

        row.append_with_node_3(&opponent.field, &side, &toggle)?;
        parent.append_child(&row)?;
        Ok(Controls {
            row,
            opponent,
            side,
            side_legend,
            side_buttons,
            overlay_label,
            overlay,
        })
    }

    /// The change a click or change event made to these controls, if any.
    pub fn change<O: Choice>(&self, event: &Event) -> Option<Change<O>> {
        if let Some(opponent) = self.opponent.picked(event) {
            return Some(Change::Opponent(opponent));
        }
        if event.type_() == "change" {
            let target: Element = event.target()?.dyn_into().ok()?;
            return if target == **self.overlay {
                Some(Change::Overlay(self.overlay.checked()))
            } else {
                None
            };
        }
        let button = closest(event, "[data-side]")?;
        if !self.side.contains(Some(&button)) {
            return None;
        }
        match button.get_attribute("data-side")?.as_str() {
            "X" => Some(Change::Side(Player::X)),
            "O" => Some(Change::Side(Player::O)),
            _ => None,
        }
    }

    /// Shows `settings`; the side is hidden when `two_players`, as it then
    /// means nothing.
    pub fn render<O: Choice>(
        &self,
        settings: &Settings<O>,
        two_players: bool,
        labels: &Labels,
    ) -> Result<(), JsValue> {
        self.opponent
            .render(labels.opponent, labels.opponents, settings.opponent);
        self.side_legend.set_text_content(Some(labels.you_play));
        set_flag(&self.side, "hidden", two_players)?;
        for (button, player) in self.side_buttons.iter().zip([Player::X, Player::O]) {
            let pressed = player == settings.human;
            button.set_attribute("aria-pressed", if pressed { "true" } else { "false" })?;
        }
        self.overlay_label.set_text_content(Some(labels.overlay));
        self.overlay.set_checked(settings.overlay);
        Ok(())
    }
}
