//! What the live region tells screen readers after an action: what became
//! of the game, then the moves made since.

use super::lang::{Text, Words};
use super::template::join;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum News {
    /// The game went on from this many moves.
    Moves(usize),
    /// A new game began; a bot that opens has already moved.
    NewGame,
    TakenBack,
    /// An opponent or side was chosen for the next game.
    NextGame,
}

impl News {
    /// The announcement, given every move of the game as text in play order,
    /// or `None` when nothing happened.
    pub fn told(self, words: &Words, moves: impl Iterator<Item = String>) -> Option<String> {
        let (headline, first) = match self {
            News::Moves(first) => (None, first),
            News::NewGame => (Some(words.text(Text::NewGame)), 0),
            News::TakenBack => (Some(words.text(Text::TakenBack)), usize::MAX),
            News::NextGame => (Some(words.text(Text::NextGame)), usize::MAX),
        };
        let moves: Vec<String> = moves.skip(first).collect();
        let parts = headline.into_iter().chain(moves.iter().map(String::as_str));
        let told = join(parts, ". ");
        (!told.is_empty()).then_some(told)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves() -> impl Iterator<Item = String> {
        ["X: a", "O: b", "X: c"].into_iter().map(String::from)
    }

    #[test]
    fn new_moves_new_games_and_undo_are_told() {
        let words = Words::english().unwrap();
        let words = &words;
        assert_eq!(
            News::Moves(1).told(words, moves()).as_deref(),
            Some("O: b. X: c")
        );
        assert_eq!(News::Moves(3).told(words, moves()), None);
        assert_eq!(
            News::NewGame.told(words, moves().take(1)).as_deref(),
            Some("New game. X: a")
        );
        assert_eq!(
            News::TakenBack.told(words, moves()).as_deref(),
            Some("Move taken back")
        );
        assert_eq!(
            News::NextGame.told(words, moves()).as_deref(),
            Some("Applies to the next game. Restart to start it now.")
        );
    }
}
