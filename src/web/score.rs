//! A game's score table and its reset button, as both games show them.

use wasm_bindgen::prelude::*;
use web_sys::Element;

use super::dom::{by_id, first};
use crate::play::lang::{Text, Words};
use crate::play::tally::Results;
use crate::play::template::join;

pub struct ScoreTable {
    caption: Element,
    heads: Vec<Element>,
    counts: Vec<Element>,
    pub reset: Element,
}

impl ScoreTable {
    /// Binds the table `{prefix}score` and its button `{prefix}reset-score`.
    pub fn bind(root: &Element, prefix: &str) -> Result<ScoreTable, JsValue> {
        let table: Element = by_id(root, &join([prefix, "score"], ""))?;
        let columns = |tag: &str| -> Result<Vec<Element>, JsValue> {
            ["1", "2", "3"]
                .map(|n| first(&table, &join([tag, ":nth-child(", n, ")"], "")))
                .into_iter()
                .collect()
        };
        Ok(ScoreTable {
            caption: first(&table, "caption")?,
            heads: columns("th")?,
            counts: columns("td")?,
            reset: by_id(root, &join([prefix, "reset-score"], ""))?,
        })
    }

    /// The results against `against`: the person's wins, the draws and the
    /// bot's wins, or X's and O's when two people play; `confirming` while
    /// the reset waits for a second press.
    pub fn render(
        &self,
        words: &Words,
        against: &str,
        two_players: bool,
        results: Results,
        confirming: bool,
    ) {
        let score = words.text(Text::Score);
        self.caption
            .set_text_content(Some(&join([score, against], ": ")));
        let draws = words.text(Text::ScoreDraws);
        let heads = match two_players {
            true => ["X", draws, "O"],
            false => [
                words.text(Text::ScoreWins),
                draws,
                words.text(Text::ScoreLosses),
            ],
        };
        let counts = [results.wins, results.draws, results.losses];
        let columns = self.heads.iter().zip(&self.counts);
        for ((head, cell), (text, count)) in columns.zip(heads.iter().zip(counts)) {
            head.set_text_content(Some(text));
            cell.set_text_content(Some(&words.numbers().count(count.into())));
        }
        let reset = match confirming {
            true => Text::ConfirmReset,
            false => Text::ResetScore,
        };
        self.reset.set_text_content(Some(words.text(reset)));
    }
}
