//! What the live region tells screen readers after an action: what became
//! of the game, then the moves made since.

use super::lang::GameWords;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum News {
    /// The game went on from this many moves.
    Moves(usize),
    /// A new game began; a bot that opens has already moved.
    NewGame,
    TakenBack,
}

impl News {
    /// The announcement, given every move of the game as text in play order,
    /// or `None` when nothing happened.
    pub fn told(self, words: &GameWords, moves: impl Iterator<Item = String>) -> Option<String> {
        let (headline, first) = match self {
            News::Moves(first) => (None, first),
            News::NewGame => (Some(words.new_game), 0),
            News::TakenBack => (Some(words.taken_back), usize::MAX),
        };
        let parts: Vec<String> = headline
            .map(str::to_string)
            .into_iter()
            .chain(moves.skip(first))
            .collect();
        (!parts.is_empty()).then(|| parts.join(". "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::lang::Language;

    fn moves() -> impl Iterator<Item = String> {
        ["X: a", "O: b", "X: c"].into_iter().map(String::from)
    }

    #[test]
    fn new_moves_new_games_and_undo_are_told() {
        let words = Language::En.game();
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
    }
}
