//! The openings a match's games start from: three stones, X, O and X,
//! near the board's centre, each as balanced as we could find, so that a
//! match measures play rather than the luck of the opening. Each is played
//! twice, once with either player as X.
//!
//! How they were chosen: every opening with X on the centre, O within two
//! cells of it and the second X within three (151 up to the board's eight
//! symmetries) was given to Rapfi, the strongest open engine, in its
//! classical configuration on one thread for one second, with O to move.
//! These are the 50 it rated closest to even, its score for O shown beside
//! each (in its units; negative favours X, and most openings do).

use crate::engine::five::{Board, Point};

/// The X, O and X stones' offsets from the centre, closest to even first.
const BALANCED: [[(i32, i32); 3]; 50] = [
    [(0, 0), (-2, -1), (2, -3)],  // -15
    [(0, 0), (-1, -1), (-3, 2)],  // -18
    [(0, 0), (-2, -1), (3, -2)],  // -19
    [(0, 0), (-2, -2), (-3, -3)], // +21
    [(0, 0), (-2, 0), (1, -3)],   // +27
    [(0, 0), (-1, 0), (3, -3)],   // +29
    [(0, 0), (-2, -2), (-3, 3)],  // -39
    [(0, 0), (-1, 0), (2, -3)],   // -43
    [(0, 0), (-1, -1), (-3, 3)],  // +44
    [(0, 0), (-2, 0), (3, -3)],   // +45
    [(0, 0), (-2, -2), (-3, 2)],  // -53
    [(0, 0), (-2, -1), (1, 3)],   // -53
    [(0, 0), (-2, -1), (2, 2)],   // -58
    [(0, 0), (-1, -1), (-2, 3)],  // -58
    [(0, 0), (-2, -2), (3, 3)],   // -66
    [(0, 0), (-2, -1), (3, -3)],  // +73
    [(0, 0), (-1, -1), (-3, -3)], // -73
    [(0, 0), (-1, 0), (3, -2)],   // -75
    [(0, 0), (-2, 0), (3, -2)],   // -87
    [(0, 0), (-1, -1), (1, 3)],   // -96
    [(0, 0), (-2, -1), (-3, 3)],  // -98
    [(0, 0), (-1, -1), (2, 2)],   // -98
    [(0, 0), (-2, -1), (0, 3)],   // -116
    [(0, 0), (-1, 0), (3, -1)],   // -144
    [(0, 0), (-2, -1), (3, 1)],   // -147
    [(0, 0), (-2, 0), (-2, -2)],  // -149
    [(0, 0), (-2, 0), (-3, -3)],  // -150
    [(0, 0), (-2, -2), (2, 3)],   // -151
    [(0, 0), (-2, 0), (2, -3)],   // +151
    [(0, 0), (-2, 0), (2, -2)],   // -154
    [(0, 0), (-1, -1), (-1, 3)],  // -162
    [(0, 0), (-1, -1), (-3, 0)],  // -169
    [(0, 0), (-1, -1), (-2, -2)], // -172
    [(0, 0), (-1, 0), (2, -2)],   // -173
    [(0, 0), (-2, -1), (-3, -3)], // -183
    [(0, 0), (-2, -1), (3, 3)],   // +184
    [(0, 0), (-2, 0), (-3, 0)],   // -184
    [(0, 0), (-1, 0), (-3, 0)],   // -185
    [(0, 0), (-1, -1), (3, 3)],   // +186
    [(0, 0), (-2, -1), (2, -2)],  // -192
    [(0, 0), (-1, -1), (-1, 0)],  // -195
    [(0, 0), (-1, -1), (2, 3)],   // +197
    [(0, 0), (-2, -1), (3, -1)],  // -200
    [(0, 0), (-2, 0), (-3, -1)],  // -200
    [(0, 0), (-2, -1), (-2, 3)],  // -202
    [(0, 0), (-1, 0), (-3, -3)],  // -202
    [(0, 0), (-2, -1), (-3, 0)],  // -204
    [(0, 0), (-1, 0), (3, 0)],    // -208
    [(0, 0), (-1, 0), (0, -1)],   // -210
    [(0, 0), (-2, -1), (-3, 1)],  // -212
];

/// How many balanced openings there are: a match of more than twice as
/// many games plays them again.
pub const COUNT: usize = BALANCED.len();

/// Balanced opening `index` (from 0, again from the first past the last)
/// around `centre`.
pub fn balanced(index: usize, centre: Point) -> Board {
    let mut board = Board::new();
    for (dx, dy) in BALANCED[index % COUNT] {
        let stone = centre.offset(dx, dy).unwrap_or(centre);
        // Distinct offsets on a board that holds them: never refused.
        let _ = board.play(stone);
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The offsets turned by one of the board's eight symmetries.
    fn turned(offsets: [(i32, i32); 3], symmetry: usize) -> [(i32, i32); 3] {
        offsets.map(|(x, y)| {
            let (x, y) = if symmetry & 4 != 0 { (y, x) } else { (x, y) };
            let x = if symmetry & 1 != 0 { -x } else { x };
            let y = if symmetry & 2 != 0 { -y } else { y };
            (x, y)
        })
    }

    #[test]
    fn openings_are_three_central_stones_all_different() {
        let centre = Point::new(10, 10).unwrap();
        let mut seen = HashSet::new();
        for (index, offsets) in BALANCED.into_iter().enumerate() {
            let board = balanced(index, centre);
            assert_eq!(board.moves().len(), 3, "{offsets:?}");
            assert_eq!(board.moves()[0], centre);
            assert!(offsets[1].0.abs() <= 2 && offsets[1].1.abs() <= 2);
            assert!(offsets[2].0.abs() <= 3 && offsets[2].1.abs() <= 3);
            // No two are the same opening seen another way round; the two X
            // stones may swap too.
            for symmetry in 0..8 {
                let [a, o, b] = turned(offsets, symmetry);
                assert!(
                    seen.insert((o, [a.min(b), a.max(b)])) || symmetry > 0,
                    "{offsets:?}"
                );
            }
        }
        assert_eq!(balanced(COUNT + 1, centre), balanced(1, centre));
    }
}
