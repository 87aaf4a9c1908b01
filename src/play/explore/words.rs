//! What the explorer says that is more than one text: a typed position's
//! fault, and values written with their sign.

use crate::engine::classic::alphabeta::UNBOUNDED;
use crate::engine::classic::BoardError;
use crate::play::lang::{Arg, ExploreText, Words};

/// Why a typed position is refused, in the language of `words`.
pub fn board_error(words: &Words<ExploreText>, error: BoardError) -> String {
    match error {
        BoardError::Length { found } => words.fill(
            ExploreText::BadLength,
            &[("found", Arg::Count(found as u64))],
        ),
        BoardError::Character { index, found } => {
            let found = found.to_string();
            let args = [
                ("index", Arg::Count(index as u64)),
                ("found", Arg::Text(&found)),
            ];
            words.fill(ExploreText::BadCharacter, &args)
        }
        BoardError::Counts { x, o } => {
            let args = [("x", Arg::Count(x as u64)), ("o", Arg::Count(o as u64))];
            words.fill(ExploreText::BadCounts, &args)
        }
        BoardError::BothWin => words.text(ExploreText::BothWin).to_string(),
        BoardError::PlayAfterWin { winner } => words.fill(
            ExploreText::AfterWin,
            &[("winner", Arg::Text(winner.as_str()))],
        ),
    }
}

/// A value with its sign, a real minus: "+9", "−8", "0".
pub fn signed(value: i8) -> String {
    match value {
        0 => "0".to_string(),
        1.. => format!("+{value}"),
        _ => format!("\u{2212}{}", value.unsigned_abs()),
    }
}

/// A bound of the window: a value, or ±∞ beyond every score.
pub fn bound(value: i8) -> String {
    if value.abs() < UNBOUNDED {
        signed(value)
    } else if value > 0 {
        "+\u{221e}".to_string()
    } else {
        "\u{2212}\u{221e}".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::lang::ModuleWords;

    #[test]
    fn values_have_their_sign_and_the_window_its_infinities() {
        let written: Vec<String> = [9, -8, 0, 11, -11].map(bound).into();
        assert_eq!(
            written,
            ["+9", "\u{2212}8", "0", "+\u{221e}", "\u{2212}\u{221e}"]
        );
    }

    #[test]
    fn every_fault_of_a_typed_position_is_told() {
        let words = ModuleWords::<ExploreText>::parse(None).unwrap().own;
        let told = |text: &str| {
            board_error(
                &words,
                text.parse::<crate::engine::classic::Board>().unwrap_err(),
            )
        };
        assert_eq!(
            told("XX"),
            "A position is 9 cells, but 2 characters were typed."
        );
        assert_eq!(told("XO.X.O.Z."), "Cell 7 is “Z”: a cell is X, O or .");
        assert_eq!(
            told("XX......."),
            "X has 2 marks and O has 0: X moves first, so X has as many marks as O or one more."
        );
        assert_eq!(
            told("XXXOOO..."),
            "X and O cannot both have three in a row."
        );
        assert_eq!(
            told("XXXOO.O.."),
            "X has three in a row, yet the game went on."
        );
    }
}
