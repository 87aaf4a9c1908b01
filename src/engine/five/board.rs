use std::collections::HashMap;
use std::fmt;

use super::point::PointHash;
use super::{Direction, MoveError, Outcome, Player, Point, Rect};

/// A game of five in a row: the stones and the order they were played in.
///
/// X moves first. Boards only come from `Board::new`, `play`, `undo` and
/// parsing, none of which lets a move follow a win, so the last move is the
/// only one that can have completed a five.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Board {
    /// Each stone's index in `moves`; even indices are X's.
    stones: HashMap<Point, usize, PointHash>,
    moves: Vec<Point>,
    /// The five the last move completed, if it did.
    five: Option<Five>,
}

/// The stones of a winning row, five or more, from one end to the other
/// along `direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Five {
    direction: Direction,
    /// The first `len` are the row; the rest is filler.
    stones: [Point; Five::MAX],
    len: usize,
}

impl Five {
    /// A move joins at most four stones on either side: had there been five,
    /// the game would already have been won.
    const MAX: usize = 9;

    pub const fn direction(&self) -> Direction {
        self.direction
    }

    pub fn stones(&self) -> &[Point] {
        &self.stones[..self.len]
    }
}

impl Board {
    pub fn new() -> Board {
        Board::default()
    }

    pub fn get(&self, point: Point) -> Option<Player> {
        self.stones.get(&point).map(|&index| player_of(index))
    }

    /// The moves so far, in play order.
    pub fn moves(&self) -> &[Point] {
        &self.moves
    }

    pub fn to_move(&self) -> Player {
        player_of(self.moves.len())
    }

    /// The side that completed five in a row, if any.
    pub fn winner(&self) -> Option<Player> {
        self.five.map(|_| self.to_move().opponent())
    }

    /// `Won` names the five the last move completed (the first in
    /// `Direction::ALL` order if it completed two). A draw needs every one of
    /// the `Point::COUNT` cells filled: the rules allow it, no game gets there.
    pub fn outcome(&self) -> Outcome<Five> {
        match self.five {
            Some(five) => Outcome::Won {
                winner: self.to_move().opponent(),
                line: five,
            },
            None if self.moves.len() == Point::COUNT => Outcome::Draw,
            None => Outcome::InProgress,
        }
    }

    /// The side to move places a stone on `point`.
    pub fn play(&mut self, point: Point) -> Result<(), MoveError> {
        if let Some(&index) = self.stones.get(&point) {
            return Err(MoveError::Taken {
                point,
                by: player_of(index),
                number: index + 1,
            });
        }
        if self.five.is_some() {
            return Err(MoveError::GameOver);
        }
        let player = self.to_move();
        self.stones.insert(point, self.moves.len());
        self.moves.push(point);
        self.five = self.five_through(point, player);
        Ok(())
    }

    /// Takes back the last move and returns it, or `None` on an empty board.
    pub fn undo(&mut self) -> Option<Point> {
        let point = self.moves.pop()?;
        self.stones.remove(&point);
        // No move follows a win, so the position before had none.
        self.five = None;
        Some(point)
    }

    /// The smallest rectangle that holds every stone, `None` on an empty
    /// board.
    pub fn bounds(&self) -> Option<Rect> {
        Rect::around(self.moves.iter().copied())
    }

    /// The five that `player`'s stone on `point` is part of, looking only
    /// along the four lines through it and at most four cells each way: a
    /// longer row would have held a five before this stone.
    fn five_through(&self, point: Point, player: Player) -> Option<Five> {
        let reach = |direction, sign| point.run(direction, sign, |p| self.get(p) == Some(player));
        Direction::ALL.into_iter().find_map(|direction| {
            let (back, ahead) = (reach(direction, -1), reach(direction, 1));
            let len = back + 1 + ahead;
            (len >= 5).then(|| {
                let mut stones = [point; Five::MAX];
                let row = (-(back as i32)..=ahead as i32).filter_map(|k| point.step(direction, k));
                for (slot, stone) in stones.iter_mut().zip(row) {
                    *slot = stone;
                }
                Five {
                    direction,
                    stones,
                    len,
                }
            })
        })
    }
}

/// Who played the move at this index: X moves first.
const fn player_of(index: usize) -> Player {
    if index.is_multiple_of(2) {
        Player::X
    } else {
        Player::O
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{self}\")")
    }
}
