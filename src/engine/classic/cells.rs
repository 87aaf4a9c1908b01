use std::fmt;

use super::MoveError;

/// One of the nine cells, numbered 0 to 8 row by row from the top-left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    pub const COUNT: usize = 9;

    pub const ALL: [Cell; Cell::COUNT] = [
        Cell(0),
        Cell(1),
        Cell(2),
        Cell(3),
        Cell(4),
        Cell(5),
        Cell(6),
        Cell(7),
        Cell(8),
    ];

    /// The cell with this index, or `MoveError::OutOfRange`.
    pub const fn new(index: usize) -> Result<Cell, MoveError> {
        if index < Cell::COUNT {
            Ok(Cell(index as u8))
        } else {
            Err(MoveError::OutOfRange { index })
        }
    }

    /// For the tables of lines, whose indices are known to be in range.
    pub(crate) const fn at(index: u8) -> Cell {
        assert!((index as usize) < Cell::COUNT);
        Cell(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row 0 to 2, from the top.
    pub const fn row(self) -> usize {
        self.index() / 3
    }

    /// Column 0 to 2, from the left.
    pub const fn column(self) -> usize {
        self.index() % 3
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A set of cells, one bit per cell, iterated in index order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CellSet(u16);

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);
    pub const ALL: CellSet = CellSet((1 << Cell::COUNT) - 1);

    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.0) != 0
    }

    pub const fn with(self, cell: Cell) -> CellSet {
        CellSet(self.0 | (1 << cell.0))
    }

    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// The cells of `ALL` that are not in this set.
    pub const fn complement(self) -> CellSet {
        CellSet(!self.0 & CellSet::ALL.0)
    }

    pub const fn is_superset(self, other: CellSet) -> bool {
        self.0 & other.0 == other.0
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellIter;

    fn into_iter(self) -> CellIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> CellSet {
        cells.into_iter().fold(CellSet::EMPTY, CellSet::with)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Cell::index)).finish()
    }
}

/// The cells of a `CellSet`, lowest index first.
#[derive(Clone, Debug)]
pub struct CellIter(u16);

impl Iterator for CellIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let cell = Cell(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for CellIter {}
