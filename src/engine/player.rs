use std::fmt;

/// One of the two sides. X always moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    X,
    O,
}

impl Player {
    pub const fn opponent(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    /// The mark this player writes on the board: `X` or `O`.
    pub const fn symbol(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }
}

impl Player {
    /// The mark as text: `"X"` or `"O"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Player::X => "X",
            Player::O => "O",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}
