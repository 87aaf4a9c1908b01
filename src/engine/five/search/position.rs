use std::collections::HashMap;
use std::error::Error;
use std::fmt;

use crate::engine::five::point::PointHash;
use crate::engine::five::{Board, Direction, Player, Point, Rect};

/// Where stones may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// The whole plane within `±Point::LIMIT`, as on the page.
    Unbounded,
    /// A board with edges, such as a Gomocup tournament's.
    Bounded(Rect),
}

impl Area {
    /// The cells `0 ≤ x < width`, `0 ≤ y < height`, as in a Gomocup
    /// tournament, or `None` unless both are at least 1 and its cells lie
    /// within `Point::LIMIT`.
    pub fn sized(width: i32, height: i32) -> Option<Area> {
        let fits = |side: i32| (1..=Point::LIMIT + 1).contains(&side);
        (fits(width) && fits(height)).then_some(Area::Bounded(Rect::sized(width, height)))
    }

    /// Where the first stone goes: the middle of the board.
    pub fn centre(self) -> Point {
        match self {
            Area::Unbounded => Point::ORIGIN,
            Area::Bounded(rect) => rect.centre(),
        }
    }

    pub fn contains(self, point: Point) -> bool {
        match self {
            Area::Unbounded => true,
            Area::Bounded(rect) => rect.contains(point),
        }
    }
}

/// Stones on a board and the side to move, in no particular order: what a
/// tournament manager's `BOARD` command sends. Either side may have any
/// number of stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    area: Area,
    stones: HashMap<Point, Player, PointHash>,
    to_move: Player,
    /// Who has five or more in a row, if anyone.
    winner: Option<Player>,
}

/// Why a stone cannot join a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    Outside {
        point: Point,
    },
    Taken {
        point: Point,
        by: Player,
    },
    /// Someone already has five in a row.
    GameOver {
        winner: Player,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::Outside { point } => write!(f, "{point} is outside the board"),
            PositionError::Taken { point, by } => write!(f, "{point} is already taken by {by}"),
            PositionError::GameOver { winner } => {
                write!(f, "the game is over: {winner} has five in a row")
            }
        }
    }
}

impl Error for PositionError {}

impl Position {
    /// An empty board with `to_move` to play.
    pub fn new(area: Area, to_move: Player) -> Position {
        Position {
            area,
            stones: HashMap::default(),
            to_move,
            winner: None,
        }
    }

    /// The game's stones on the unbounded board, its mover to play.
    pub fn from_board(board: &Board) -> Position {
        let mut position = Position::new(Area::Unbounded, board.to_move());
        for &point in board.moves() {
            if let Some(player) = board.get(point) {
                position.stones.insert(point, player);
            }
        }
        position.winner = board.winner();
        position
    }

    /// The same stones on a board bounded by `area`, or the first stone
    /// outside it.
    pub fn within(mut self, area: Area) -> Result<Position, PositionError> {
        if let Some((point, _)) = self.stones().find(|&(point, _)| !area.contains(point)) {
            return Err(PositionError::Outside { point });
        }
        self.area = area;
        Ok(self)
    }

    pub fn area(&self) -> Area {
        self.area
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn set_to_move(&mut self, player: Player) {
        self.to_move = player;
    }

    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    pub fn get(&self, point: Point) -> Option<Player> {
        self.stones.get(&point).copied()
    }

    /// Every stone, in no particular order.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Player)> + '_ {
        self.stones.iter().map(|(&point, &player)| (point, player))
    }

    pub fn len(&self) -> usize {
        self.stones.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stones.is_empty()
    }

    /// Puts a stone of `player` on `point`; the side to move stays as it
    /// was.
    pub fn place(&mut self, point: Point, player: Player) -> Result<(), PositionError> {
        if !self.area.contains(point) {
            return Err(PositionError::Outside { point });
        }
        if let Some(by) = self.get(point) {
            return Err(PositionError::Taken { point, by });
        }
        if let Some(winner) = self.winner {
            return Err(PositionError::GameOver { winner });
        }
        self.stones.insert(point, player);
        if self.makes_five(point, player) {
            self.winner = Some(player);
        }
        Ok(())
    }

    /// Takes the stone off `point`, if there is one, and returns whose it
    /// was.
    pub fn remove(&mut self, point: Point) -> Option<Player> {
        let player = self.stones.remove(&point)?;
        self.winner = self.find_winner();
        Some(player)
    }

    fn makes_five(&self, point: Point, player: Player) -> bool {
        let run = |direction, sign| point.run(direction, sign, |p| self.get(p) == Some(player));
        Direction::ALL
            .into_iter()
            .any(|direction| run(direction, -1) + 1 + run(direction, 1) >= 5)
    }

    fn find_winner(&self) -> Option<Player> {
        self.stones()
            .find(|&(point, player)| self.makes_five(point, player))
            .map(|(_, player)| player)
    }
}
