//! The controls both games put above their board: the opponent menu, the
//! person's side and the toggle of the overlay that explains the bot; and
//! the menu that five in a row adds for the Hard bot's time.

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

use super::dom::{aria, by_id, closest, first, set_flag, target};
use crate::engine::Player;
use crate::play::game::{Action, Opponent};
use crate::play::settings::{Choice, Settings};
use crate::play::template::join;

/// A labelled menu of one of a `Choice`'s values.
pub struct Menu {
    label: Element,
    select: HtmlSelectElement,
}

impl Menu {
    /// Binds the menu `#id` of `root` and gives it every `C`, their keys as
    /// its values, in the order of `C::ALL`.
    pub fn bind<C: Choice>(root: &Element, id: &str) -> Result<Menu, JsValue> {
        let select: HtmlSelectElement = by_id(root, id)?;
        let keys: Vec<String> = C::ALL.iter().map(|choice| choice.key()).collect();
        select.set_inner_html(&options(keys.iter().map(|key| (key.as_str(), ""))));
        let label = first(root, &join(["label[for=\"", id, "\"]"], ""))?;
        Ok(Menu { label, select })
    }

    /// The value picked, when `event` is a change of this menu.
    pub fn picked<C: Choice>(&self, event: &Event) -> Option<C> {
        if event.type_() != "change" || target(event)? != **self.select {
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
        self.select.set_value(&chosen.key());
    }
}

/// The words of the controls, in the page's language.
pub struct Labels<'a> {
    pub opponent: &'a str,
    /// In the order of the game's `Opponent::ALL`.
    pub opponents: &'a [&'a str],
    pub you_play: &'a str,
    pub overlay: &'a str,
}

pub struct Controls {
    opponent: Menu,
    side: Element,
    side_legend: Element,
    side_buttons: [Element; 2],
    overlay_label: Element,
    overlay: HtmlInputElement,
}

impl Controls {
    /// Binds the controls of the frame whose ids start with `prefix`.
    pub fn bind<O: Choice>(
        root: &Element,
        prefix: &str,
        overlay: &str,
    ) -> Result<Controls, JsValue> {
        let side: Element = by_id(root, &join([prefix, "side"], ""))?;
        Ok(Controls {
            opponent: Menu::bind::<O>(root, &join([prefix, "opponent"], ""))?,
            overlay_label: by_id(root, &join([overlay, "-label"], ""))?,
            overlay: by_id(root, overlay)?,
            side_legend: first(&side, "legend")?,
            side_buttons: [
                first(&side, "[data-side=\"X\"]")?,
                first(&side, "[data-side=\"O\"]")?,
            ],
            side,
        })
    }

    /// The action a click or change on these controls asks for, if any.
    pub fn action<O: Opponent>(&self, event: &Event) -> Option<Action<O>> {
        if let Some(opponent) = self.opponent.picked(event) {
            return Some(Action::Opponent(opponent));
        }
        if event.type_() == "change" {
            return (target(event)? == **self.overlay)
                .then(|| Action::Overlay(self.overlay.checked()));
        }
        let button = closest(event, "[data-side]")?;
        if button.closest("fieldset").ok()?.as_ref() != Some(&self.side) {
            return None;
        }
        match button.get_attribute("data-side")?.as_str() {
            "X" => Some(Action::Side(Player::X)),
            "O" => Some(Action::Side(Player::O)),
            _ => None,
        }
    }

    /// Shows `settings`; the side is hidden when two people play, as it
    /// then means nothing.
    pub fn render<O: Opponent>(
        &self,
        settings: &Settings<O>,
        labels: &Labels,
    ) -> Result<(), JsValue> {
        self.opponent
            .render(labels.opponent, labels.opponents, settings.opponent);
        self.side_legend.set_text_content(Some(labels.you_play));
        set_flag(&self.side, "hidden", settings.opponent == O::TWO_PLAYERS)?;
        for (button, player) in self.side_buttons.iter().zip([Player::X, Player::O]) {
            button.set_attribute("aria-pressed", aria(player == settings.human))?;
        }
        self.overlay_label.set_text_content(Some(labels.overlay));
        self.overlay.set_checked(settings.overlay);
        Ok(())
    }
}

/// The markup of a menu's options: each value, and the text it shows.
pub fn options<'a>(choices: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut markup = String::new();
    for (value, text) in choices {
        markup.push_str("<option value=\"");
        markup.push_str(value);
        markup.push_str("\">");
        markup.push_str(text);
        markup.push_str("</option>");
    }
    markup
}
