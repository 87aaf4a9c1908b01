//! How strong each level is: the chances of the person's win, a draw and the
//! bot's win for Easy, Medium, Hard and Impossible against each model player
//! (`tests/common/ladder.rs`), with the person opening, the bot opening, and
//! both pooled. Run with `cargo bench --bench levels` (or `make levels`); it
//! prints the Markdown table of the README. Nothing is sampled: every line
//! of play is followed with its probability.

#[path = "../tests/common/ladder.rs"]
mod ladder;

use inarow::engine::Player;
use ladder::{chances, Chances, LEVELS, MODELS};

/// "person% / draw% / bot%".
fn cell(chances: Chances) -> String {
    let percent = |p: f64| format!("{:.1}%", 100.0 * p);
    let Chances { person, draw, bot } = chances;
    format!("{} / {} / {}", percent(person), percent(draw), percent(bot))
}

fn main() {
    println!("| level | person | person opens | bot opens | pooled |");
    println!("| --- | --- | --- | --- | --- |");
    for level in LEVELS {
        for model in MODELS {
            // The bot plays O when the person opens, X when it opens.
            let person_opens = chances(level, model, Player::O);
            let bot_opens = chances(level, model, Player::X);
            let pooled = person_opens.pooled(bot_opens);
            println!(
                "| {level:?} | {} | {} | {} | {} |",
                model.name,
                cell(person_opens),
                cell(bot_opens),
                cell(pooled)
            );
        }
    }
}
