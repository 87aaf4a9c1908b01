use std::fmt;
use std::str::FromStr;

use super::{BoardError, Cell, CellSet, Line, MoveError, Outcome, Player, Symmetry, LINES};

/// A position that a game of tic-tac-toe can reach.
///
/// Boards only come from `Board::EMPTY`, `play` and parsing, each of which
/// refuses anything unreachable, so the side to move and the outcome are
/// always well defined.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: CellSet,
    o: CellSet,
}

impl Board {
    pub const EMPTY: Board = Board {
        x: CellSet::EMPTY,
        o: CellSet::EMPTY,
    };

    pub const fn marks(self, player: Player) -> CellSet {
        match player {
            Player::X => self.x,
            Player::O => self.o,
        }
    }

    pub const fn get(self, cell: Cell) -> Option<Player> {
        if self.x.contains(cell) {
            Some(Player::X)
        } else if self.o.contains(cell) {
            Some(Player::O)
        } else {
            None
        }
    }

    pub const fn empty_cells(self) -> CellSet {
        self.x.union(self.o).complement()
    }

    /// X moves first, so X is to move exactly when the counts are equal.
    pub const fn to_move(self) -> Player {
        if self.x.len() == self.o.len() {
            Player::X
        } else {
            Player::O
        }
    }

    /// The lines that `player` has completed, in `LINES` order.
    pub fn winning_lines(self, player: Player) -> impl Iterator<Item = Line> {
        let marks = self.marks(player);
        LINES
            .into_iter()
            .filter(move |line| marks.is_superset(line.set()))
    }

    /// `Won` names the first completed line in `LINES` order; a last move can
    /// complete two lines at once.
    pub fn outcome(self) -> Outcome<Line> {
        // Only the player who moved last can have won.
        let last = self.to_move().opponent();
        match self.winning_lines(last).next() {
            Some(line) => Outcome::Won { winner: last, line },
            None if self.empty_cells().is_empty() => Outcome::Draw,
            None => Outcome::InProgress,
        }
    }

    /// The cells the side to move may play: none once the game is over.
    pub fn legal_moves(self) -> CellSet {
        if self.outcome().is_over() {
            CellSet::EMPTY
        } else {
            self.empty_cells()
        }
    }

    /// The side to move marks `cell`.
    pub fn play(self, cell: Cell) -> Result<Board, MoveError> {
        if let Some(by) = self.get(cell) {
            return Err(MoveError::Taken { cell, by });
        }
        if self.outcome().is_over() {
            return Err(MoveError::GameOver);
        }
        Ok(self.with_mark(cell))
    }

    /// 3^9: every assignment of X, O or empty to the nine cells.
    pub(crate) const KEYS: usize = 19_683;

    /// The board read as a base-3 number, cell 0 its lowest digit (0 empty,
    /// 1 X, 2 O): a distinct index below `KEYS` for each board, for tables
    /// over all positions.
    pub(crate) fn key(self) -> usize {
        Cell::ALL.iter().rev().fold(0, |key, &cell| {
            let digit = match self.get(cell) {
                None => 0,
                Some(Player::X) => 1,
                Some(Player::O) => 2,
            };
            key * 3 + digit
        })
    }

    /// The board with every mark moved by `symmetry`: a position that plays
    /// the same, since a symmetry maps lines to lines.
    pub fn transformed(self, symmetry: Symmetry) -> Board {
        let moved = |marks: CellSet| marks.iter().map(|cell| symmetry.apply(cell)).collect();
        Board {
            x: moved(self.x),
            o: moved(self.o),
        }
    }

    /// `play` without the checks, for searches that only try legal moves.
    pub(crate) fn with_mark(self, cell: Cell) -> Board {
        match self.to_move() {
            Player::X => Board {
                x: self.x.with(cell),
                ..self
            },
            Player::O => Board {
                o: self.o.with(cell),
                ..self
            },
        }
    }
}

impl FromStr for Board {
    type Err = BoardError;

    /// Parses nine characters `X`, `O` or `.`, row by row from the top-left,
    /// and refuses any position that no game can reach.
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let found = text.chars().count();
        if found != Cell::COUNT {
            return Err(BoardError::Length { found });
        }
        let mut board = Board::EMPTY;
        for (index, found) in text.chars().enumerate() {
            let cell = Cell::at(index as u8);
            match found {
                'X' => board.x = board.x.with(cell),
                'O' => board.o = board.o.with(cell),
                '.' => {}
                _ => return Err(BoardError::Character { index, found }),
            }
        }
        let (x, o) = (board.x.len(), board.o.len());
        if x != o && x != o + 1 {
            return Err(BoardError::Counts { x, o });
        }
        let x_won = board.winning_lines(Player::X).next().is_some();
        let o_won = board.winning_lines(Player::O).next().is_some();
        match (x_won, o_won) {
            (true, true) => Err(BoardError::BothWin),
            // The winner must have made the last move.
            (true, false) if board.to_move() != Player::O => {
                Err(BoardError::PlayAfterWin { winner: Player::X })
            }
            (false, true) if board.to_move() != Player::X => {
                Err(BoardError::PlayAfterWin { winner: Player::O })
            }
            _ => Ok(board),
        }
    }
}

impl fmt::Display for Board {
    /// The same nine characters that `from_str` reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Cell::ALL.iter().try_for_each(|&cell| {
            let symbol = self.get(cell).map_or('.', Player::symbol);
            write!(f, "{symbol}")
        })
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{self}\")")
    }
}
