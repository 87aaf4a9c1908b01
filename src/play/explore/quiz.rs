//! Predict, then reveal: the learner guesses a node's value before the
//! explorer shows it, and is told how they did.

use std::collections::BTreeSet;

use super::{Path, Tree};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Quiz {
    /// The nodes whose values show: those guessed.
    revealed: BTreeSet<Path>,
    pub asked: u32,
    pub right: u32,
    /// The last guess and the value it was of, for the maximiser.
    pub last: Option<(i8, i8)>,
}

impl Quiz {
    /// Whether the value of `path` is still to guess.
    pub fn hides(&self, path: &Path) -> bool {
        !self.revealed.contains(path)
    }

    /// Takes a guess of the value of `path` for the maximiser, and reveals
    /// it; false when it is no node, or shows already.
    pub fn guess(&mut self, tree: &Tree, path: &Path, guess: i8) -> bool {
        let Some(value) = tree.value(path).filter(|_| self.hides(path)) else {
            return false;
        };
        self.asked += 1;
        self.right += u32::from(guess == value);
        self.last = Some((guess, value));
        self.revealed.insert(path.clone());
        true
    }
}
