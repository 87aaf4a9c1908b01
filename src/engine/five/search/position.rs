use std::collections::HashMap;
use std::error::Error;
use std::fmt;

use crate::engine::five::point::PointHash;
use crate::engine::five::renju;
use crate::engine::five::{Area, Board, Direction, Foul, Player, Point, Rect, Rule};

/// Stones on a board and the side to move, in no particular order: what a
/// tournament manager's `BOARD` command sends, and the rule. Either side may
/// have any number of stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    rule: Rule,
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
    /// An empty freestyle board with `to_move` to play.
    pub fn new(area: Area, to_move: Player) -> Position {
        Position {
            rule: Rule::Freestyle,
            area,
            stones: HashMap::default(),
            to_move,
            winner: None,
        }
    }

    /// The game's stones, board and rule, its mover to play.
    pub fn from_board(board: &Board) -> Position {
        let mut position = Position::new(board.area(), board.to_move()).under(board.rule());
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

    /// The same stones under `rule`; whoever has a row that wins by it has
    /// won.
    pub fn under(mut self, rule: Rule) -> Position {
        self.rule = rule;
        self.winner = self.find_winner();
        self
    }

    /// The same position with the colours swapped: the side to move, every
    /// stone and the winner. Under renju, where X is black, a tournament
    /// brain that plays white searches its position swapped.
    pub fn swapped(&self) -> Position {
        Position {
            rule: self.rule,
            area: self.area,
            stones: self
                .stones()
                .map(|(point, player)| (point, player.opponent()))
                .collect(),
            to_move: self.to_move.opponent(),
            winner: self.winner.map(Player::opponent),
        }
    }

    pub fn area(&self) -> Area {
        self.area
    }

    pub fn rule(&self) -> Rule {
        self.rule
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

    /// Whether no move is left: someone has five, or the stones fill the
    /// board (on the open board, its `Area::OPEN_MOVES`).
    pub fn is_over(&self) -> bool {
        self.winner.is_some() || self.len() >= self.area.capacity()
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

    /// Puts a stone of `player` on `point`, within the board's reach (see
    /// `Area::reach`); the side to move stays as it was.
    pub fn place(&mut self, point: Point, player: Player) -> Result<(), PositionError> {
        let stones = Rect::around(self.stones.keys().copied());
        if !self.area.reach(stones).contains(point) {
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

    /// Why the side to move may not play on the empty `point`: `None` but
    /// for black under renju, on one of its forbidden points.
    pub fn foul(&self, point: Point) -> Option<Foul> {
        let stones = Rect::around(self.stones.keys().copied());
        let within = self.area.reach(stones);
        let restricted = self.rule.restricts(self.to_move) && self.winner.is_none();
        if !restricted || self.get(point).is_some() || !within.contains(point) {
            return None;
        }
        let stones = renju::Stones {
            get: &|point| self.get(point),
            player: Player::X,
            within,
        };
        renju::foul(&stones, point)
    }

    fn makes_five(&self, point: Point, player: Player) -> bool {
        let run = |direction, sign| point.run(direction, sign, |p| self.get(p) == Some(player));
        Direction::ALL.into_iter().any(|direction| {
            self.rule
                .wins(player, run(direction, -1) + 1 + run(direction, 1))
        })
    }

    fn find_winner(&self) -> Option<Player> {
        self.stones()
            .find(|&(point, player)| self.makes_five(point, player))
            .map(|(_, player)| player)
    }
}
