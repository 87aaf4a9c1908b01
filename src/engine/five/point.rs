use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use super::MoveError;

/// A cell of the board: signed coordinates, both within `±Point::LIMIT`.
///
/// The board has no edges; the limit only keeps absurd input out, so that
/// coordinate arithmetic can never overflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    x: i32,
    y: i32,
}

impl Point {
    /// The largest coordinate, either way.
    pub const LIMIT: i32 = 10_000;
    /// How many cells lie within the limit: 20,001 squared.
    pub const COUNT: usize = (2 * Point::LIMIT as usize + 1).pow(2);
    /// Where the first stone of a game goes.
    pub const ORIGIN: Point = Point { x: 0, y: 0 };

    /// The point at `x, y`, or `MoveError::OutOfRange`.
    pub const fn new(x: i32, y: i32) -> Result<Point, MoveError> {
        // `unsigned_abs`, as `abs` of `i32::MIN` overflows.
        let limit = Point::LIMIT.unsigned_abs();
        if x.unsigned_abs() <= limit && y.unsigned_abs() <= limit {
            Ok(Point { x, y })
        } else {
            Err(MoveError::OutOfRange { x, y })
        }
    }

    pub const fn x(self) -> i32 {
        self.x
    }

    pub const fn y(self) -> i32 {
        self.y
    }

    /// The point `dx, dy` away, or `None` past the limit.
    pub fn offset(self, dx: i32, dy: i32) -> Option<Point> {
        Point::new(self.x.checked_add(dx)?, self.y.checked_add(dy)?).ok()
    }

    /// How many cells in a row `is_own` holds beyond this point along
    /// `direction` (backwards when `sign` is -1), up to five: enough to
    /// tell five in a row from six.
    pub fn run(self, direction: Direction, sign: i32, is_own: impl Fn(Point) -> bool) -> usize {
        (1..=5)
            .take_while(|&k| self.step(direction, sign * k).is_some_and(&is_own))
            .count()
    }

    /// The point `distance` steps along `direction` (backwards when
    /// negative), or `None` past the limit.
    pub fn step(self, direction: Direction, distance: i32) -> Option<Point> {
        let (dx, dy) = direction.delta();
        self.offset(dx.checked_mul(distance)?, dy.checked_mul(distance)?)
    }
}

impl fmt::Display for Point {
    /// `x,y`, as a game string writes a move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// The four lines through a cell, each walked one way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Growing x.
    Horizontal,
    /// Growing y.
    Vertical,
    /// Growing x and y.
    Diagonal,
    /// Growing x, shrinking y.
    AntiDiagonal,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// One step: the change in x and in y.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::Horizontal => (1, 0),
            Direction::Vertical => (0, 1),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }
}

/// Hashes a `Point` with one multiplication instead of SipHash: the bots
/// look stones up thousands of times a move, and SipHash's defence against
/// chosen keys buys nothing when the keys are a player's own moves.
#[derive(Default)]
pub(super) struct PointHasher(u64);

impl Hasher for PointHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 << 8) | u64::from(byte);
        }
    }

    fn write_i32(&mut self, n: i32) {
        self.write_u32(n as u32);
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 << 32) | u64::from(n);
    }

    /// The product's high and low halves mixed, so that every bit of both
    /// coordinates reaches the bits the table uses.
    fn finish(&self) -> u64 {
        let product = u128::from(self.0) * 0x9E37_79B9_7F4A_7C15;
        (product as u64) ^ ((product >> 64) as u64)
    }
}

/// How the board's maps and sets of points hash.
pub(super) type PointHash = BuildHasherDefault<PointHasher>;
