//! The eight symmetries of the square: its four turns, each with or without
//! a mirror. They map lines to lines, so a board and its images play alike.

use super::Cell;

/// A mirror left to right when `mirrored`, then `turns` quarter turns
/// clockwise, kept as the cell each cell moves to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry([Cell; Cell::COUNT]);

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry::new(0, false),
        Symmetry::new(1, false),
        Symmetry::new(2, false),
        Symmetry::new(3, false),
        Symmetry::new(0, true),
        Symmetry::new(1, true),
        Symmetry::new(2, true),
        Symmetry::new(3, true),
    ];

    const fn new(turns: u8, mirrored: bool) -> Symmetry {
        const SIDE: usize = 3;
        const LAST: usize = SIDE - 1;
        let mut images = Cell::ALL;
        let mut index = 0;
        while index < Cell::COUNT {
            let (mut row, mut column) = (index / SIDE, index % SIDE);
            if mirrored {
                column = LAST - column;
            }
            let mut turn = 0;
            while turn < turns {
                (row, column) = (column, LAST - row);
                turn += 1;
            }
            images[index] = Cell::at((row * SIDE + column) as u8);
            index += 1;
        }
        Symmetry(images)
    }

    /// The cell that `cell` moves to.
    pub const fn apply(self, cell: Cell) -> Cell {
        self.0[cell.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::classic::{CellSet, LINES};

    fn image(symmetry: Symmetry, cells: &[usize]) -> Vec<usize> {
        cells
            .iter()
            .map(|&index| symmetry.apply(Cell::at(index as u8)).index())
            .collect()
    }

    #[test]
    fn a_quarter_turn_and_a_mirror_move_the_top_row() {
        assert_eq!(image(Symmetry::ALL[1], &[0, 1, 2, 4]), [2, 5, 8, 4]);
        assert_eq!(image(Symmetry::ALL[4], &[0, 1, 2, 4]), [2, 1, 0, 4]);
    }

    #[test]
    fn the_eight_are_distinct_and_map_lines_to_lines() {
        // Cells 0 and 1 tell all eight apart: a corner and a side next to it.
        let images: Vec<Vec<usize>> = Symmetry::ALL
            .iter()
            .map(|&symmetry| image(symmetry, &[0, 1]))
            .collect();
        for (n, first) in images.iter().enumerate() {
            assert!(!images[n + 1..].contains(first), "{first:?}");
        }
        let lines: Vec<CellSet> = LINES.iter().map(|line| line.set()).collect();
        for symmetry in Symmetry::ALL {
            for line in LINES {
                let moved: CellSet = line
                    .cells()
                    .map(|cell| symmetry.apply(cell))
                    .into_iter()
                    .collect();
                assert!(lines.contains(&moved), "{symmetry:?} {line}");
            }
        }
    }
}
