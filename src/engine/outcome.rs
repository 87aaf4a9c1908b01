use super::Player;

/// How a game stands. `L` is what a win is shown by: one of the eight lines
/// of the classic game, or the row of five or more stones of five in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome<L> {
    InProgress,
    Won { winner: Player, line: L },
    Draw,
}

impl<L> Outcome<L> {
    pub const fn is_over(&self) -> bool {
        !matches!(self, Outcome::InProgress)
    }
}

impl<L: Copy> Copy for Outcome<L> {}
