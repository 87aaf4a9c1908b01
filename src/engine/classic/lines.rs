use super::{Cell, CellSet};

/// Three cells in a row: a row, a column or a diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line([Cell; 3]);

impl Line {
    const fn new(a: u8, b: u8, c: u8) -> Line {
        Line([Cell::at(a), Cell::at(b), Cell::at(c)])
    }

    pub const fn cells(self) -> [Cell; 3] {
        self.0
    }

    pub fn set(self) -> CellSet {
        self.0.into_iter().collect()
    }
}

/// The eight winning lines, in the order the classic articles list them:
/// rows, columns, then the diagonals 0-4-8 and 6-4-2.
pub const LINES: [Line; 8] = [
    Line::new(0, 1, 2),
    Line::new(3, 4, 5),
    Line::new(6, 7, 8),
    Line::new(0, 3, 6),
    Line::new(1, 4, 7),
    Line::new(2, 5, 8),
    Line::new(0, 4, 8),
    Line::new(6, 4, 2),
];
