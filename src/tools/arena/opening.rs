//! The stones a pair of games starts from, so that a match between two
//! bots that play alike does not repeat one game.

use crate::engine::five::{Board, Point};
use crate::engine::rng::Rng;

/// How far from the centre opening stones lie, either way.
const SPREAD: i32 = 2;

/// 2 to 4 stones played in turn, X first, on distinct cells at most
/// `SPREAD` from `centre`: too few for anyone to have five.
pub fn random_opening(rng: &mut Rng, centre: Point) -> Board {
    let stones = 2 + rng.below(3);
    let mut board = Board::new();
    while board.moves().len() < stones {
        let mut offset = || rng.below(2 * SPREAD as usize + 1) as i32 - SPREAD;
        let (dx, dy) = (offset(), offset());
        // A taken cell, or one past the limit, is drawn again.
        if let Some(cell) = centre.offset(dx, dy) {
            let _ = board.play(cell);
        }
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn openings_are_short_central_and_repeat_from_their_seed() {
        let centre = Point::new(10, 10).unwrap();
        let mut rng = Rng::new(5);
        let openings: Vec<Board> = (0..200).map(|_| random_opening(&mut rng, centre)).collect();
        for opening in &openings {
            assert!((2..=4).contains(&opening.moves().len()), "{opening:?}");
            assert!(opening.winner().is_none());
            assert!(opening
                .moves()
                .iter()
                .all(|p| (p.x() - 10).abs() <= SPREAD && (p.y() - 10).abs() <= SPREAD));
        }
        let lengths: HashSet<usize> = openings.iter().map(|o| o.moves().len()).collect();
        assert_eq!(lengths.len(), 3);
        let distinct: HashSet<String> = openings.iter().map(|o| o.to_string()).collect();
        assert!(distinct.len() > 150, "{}", distinct.len());
        assert_eq!(random_opening(&mut Rng::new(5), centre), openings[0]);
    }
}
