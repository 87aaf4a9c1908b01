use std::fmt;

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

    pub const fn kind(self) -> LineKind {
        let [a, b, _] = self.0;
        if a.row() == b.row() {
            LineKind::Row
        } else if a.column() == b.column() {
            LineKind::Column
        } else {
            LineKind::Diagonal
        }
    }
}

impl fmt::Display for Line {
    /// The kind and the cells in increasing order, as a person reads them:
    /// "row 0-1-2", "diagonal 2-4-6".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cells = self.0;
        cells.sort();
        let [a, b, c] = cells;
        write!(f, "{} {a}-{b}-{c}", self.kind())
    }
}

/// What a line is, for naming it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    Row,
    Column,
    Diagonal,
}

impl fmt::Display for LineKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LineKind::Row => "row",
            LineKind::Column => "column",
            LineKind::Diagonal => "diagonal",
        })
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
