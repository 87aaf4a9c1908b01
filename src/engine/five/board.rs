use std::collections::{HashMap, HashSet};
use std::fmt;

use super::point::PointHash;
use super::renju;
use super::{Area, Direction, Foul, MoveError, Outcome, Player, Point, Rect, Rule};

/// A game of five in a row: its rule, its board, the stones and the order
/// they were played in.
///
/// X moves first. Boards only come from `Board::new`, `with`, `play`,
/// `undo` and parsing, none of which lets a move follow a win, so the last
/// move is the only one that can have completed a five.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Board {
    rule: Rule,
    area: Area,
    /// Each stone's index in `moves`; even indices are X's.
    stones: HashMap<Point, usize, PointHash>,
    moves: Vec<Point>,
    /// The smallest rectangle around the stones: where the open board
    /// lets the next one go follows from it.
    extent: Option<Rect>,
    /// The five the last move completed, if it did.
    five: Option<Five>,
}

/// The stones of a winning row, five (or, where the rule lets it win, more),
/// from one end to the other along `direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Five {
    direction: Direction,
    /// The first `len` are the row; the rest is filler.
    stones: [Point; Five::MAX],
    len: usize,
}

impl Five {
    /// A move's row is read at most five stones either side.
    const MAX: usize = 11;

    pub const fn direction(&self) -> Direction {
        self.direction
    }

    pub fn stones(&self) -> &[Point] {
        &self.stones[..self.len]
    }
}

impl Board {
    /// An empty freestyle game on the unbounded board.
    pub fn new() -> Board {
        Board::default()
    }

    /// An empty game under `rule` on `area`.
    pub fn with(rule: Rule, area: Area) -> Board {
        Board {
            rule,
            area,
            ..Board::default()
        }
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    pub fn area(&self) -> Area {
        self.area
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
    /// `Direction::ALL` order if it completed two). A draw fills the
    /// board, or on the open board lasts `Area::OPEN_MOVES` moves.
    pub fn outcome(&self) -> Outcome<Five> {
        match self.five {
            Some(five) => Outcome::Won {
                winner: self.to_move().opponent(),
                line: five,
            },
            None if self.moves.len() >= self.area.capacity() => Outcome::Draw,
            None => Outcome::InProgress,
        }
    }

    /// The side to move places a stone on `point`: within reach (inside a
    /// bounded board, near enough the other stones on the open one), on an
    /// empty cell, while the game goes on, and under renju not on one of
    /// black's forbidden points.
    pub fn play(&mut self, point: Point) -> Result<(), MoveError> {
        if !self.reach().contains(point) {
            return Err(match self.area {
                Area::Bounded(board) => MoveError::Outside { point, board },
                Area::Unbounded => MoveError::TooFar { point },
            });
        }
        if let Some(&index) = self.stones.get(&point) {
            return Err(MoveError::Taken {
                point,
                by: player_of(index),
                number: index + 1,
            });
        }
        if self.outcome().is_over() {
            return Err(MoveError::GameOver);
        }
        let player = self.to_move();
        if let Some(foul) = self.foul(point) {
            return Err(MoveError::Forbidden { point, foul });
        }
        self.stones.insert(point, self.moves.len());
        self.moves.push(point);
        self.extent = Some(
            self.extent
                .map_or(Rect::at(point), |extent| extent.union(Rect::at(point))),
        );
        self.five = self.five_through(point, player);
        Ok(())
    }

    /// Takes back the last move and returns it, or `None` on an empty board.
    pub fn undo(&mut self) -> Option<Point> {
        let point = self.moves.pop()?;
        self.stones.remove(&point);
        self.extent = Rect::around(self.moves.iter().copied());
        // No move follows a win, so the position before had none.
        self.five = None;
        Some(point)
    }

    /// The smallest rectangle that holds every stone, `None` on an empty
    /// board.
    pub fn bounds(&self) -> Option<Rect> {
        self.extent
    }

    /// Where the next stone may go: see `Area::reach`.
    pub fn reach(&self) -> Rect {
        self.area.reach(self.extent)
    }

    /// Why the side to move may not play on the empty `point`: `None` but
    /// for black under renju, on one of its forbidden points.
    pub fn foul(&self, point: Point) -> Option<Foul> {
        self.foul_for(point, self.to_move())
    }

    /// Why `player` could not play on the empty `point`, were it to move.
    pub fn foul_for(&self, point: Point, player: Player) -> Option<Foul> {
        let restricted = self.rule.restricts(player);
        if !restricted || self.get(point).is_some() || !self.reach().contains(point) {
            return None;
        }
        // The edges: of a bounded board, or of the open board's reach.
        let stones = renju::Stones {
            get: &|point| self.get(point),
            player: Player::X,
            within: self.reach(),
        };
        renju::foul(&stones, point)
    }

    /// Every forbidden point of the side to move and why, row by row: none
    /// but for black under renju, while the game goes on. A forbidden point
    /// makes threes or fours, so it lies within four of a black stone.
    pub fn fouls(&self) -> Vec<(Point, Foul)> {
        if !self.rule.restricts(self.to_move()) || self.five.is_some() {
            return Vec::new();
        }
        // A set, not sorting, removes the repeats: sorting weighs
        // kilobytes of wasm. The few fouls found are put in order after.
        let near: HashSet<Point, PointHash> = self
            .stones
            .iter()
            .filter(|&(_, &index)| player_of(index) == Player::X)
            .flat_map(|(stone, _)| {
                (-4..=4).flat_map(move |dy| (-4..=4).filter_map(move |dx| stone.offset(dx, dy)))
            })
            .collect();
        let mut fouls = Vec::new();
        for point in near {
            if let Some(foul) = self.foul(point) {
                let at = fouls.partition_point(|&(other, _): &(Point, Foul)| {
                    (other.y(), other.x()) < (point.y(), point.x())
                });
                fouls.insert(at, (point, foul));
            }
        }
        fouls
    }

    /// The five that `player`'s stone on `point` is part of, by the rule,
    /// looking only along the four lines through it and at most five cells
    /// each way: enough to tell five from more.
    fn five_through(&self, point: Point, player: Player) -> Option<Five> {
        let reach = |direction, sign| point.run(direction, sign, |p| self.get(p) == Some(player));
        Direction::ALL.into_iter().find_map(|direction| {
            let (back, ahead) = (reach(direction, -1), reach(direction, 1));
            let len = back + 1 + ahead;
            self.rule.wins(player, len).then(|| {
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
pub(super) const fn player_of(index: usize) -> Player {
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
