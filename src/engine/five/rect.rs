use super::Point;

/// A rectangle of cells, edges included; y grows downwards, as on screen.
/// The one rectangle of five in a row: the stones' extent, a bounded
/// board, the part of the plane a view shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

impl Rect {
    /// The cells `0 ≤ x < width`, `0 ≤ y < height`: a Gomocup board.
    pub const fn sized(width: i32, height: i32) -> Rect {
        Rect {
            left: 0,
            top: 0,
            right: width - 1,
            bottom: height - 1,
        }
    }

    /// The one cell at `point`.
    pub const fn at(point: Point) -> Rect {
        Rect {
            left: point.x(),
            top: point.y(),
            right: point.x(),
            bottom: point.y(),
        }
    }

    pub const fn width(self) -> i32 {
        self.right - self.left + 1
    }

    pub const fn height(self) -> i32 {
        self.bottom - self.top + 1
    }

    pub const fn contains(self, point: Point) -> bool {
        self.left <= point.x()
            && point.x() <= self.right
            && self.top <= point.y()
            && point.y() <= self.bottom
    }

    /// The middle cell; on an even side, the one just past the middle,
    /// where Gomocup managers put the first stone (`width / 2`).
    pub fn centre(self) -> Point {
        let (x, y) = (self.left + self.width() / 2, self.top + self.height() / 2);
        Point::new(x, y).unwrap_or(Point::ORIGIN)
    }

    /// This rectangle grown by `cells` on every side.
    pub const fn grown(self, cells: i32) -> Rect {
        Rect {
            left: self.left - cells,
            top: self.top - cells,
            right: self.right + cells,
            bottom: self.bottom + cells,
        }
    }

    /// The smallest rectangle holding both.
    pub fn union(self, other: Rect) -> Rect {
        Rect {
            left: self.left.min(other.left),
            top: self.top.min(other.top),
            right: self.right.max(other.right),
            bottom: self.bottom.max(other.bottom),
        }
    }

    pub const fn moved(self, dx: i32, dy: i32) -> Rect {
        Rect {
            left: self.left + dx,
            top: self.top + dy,
            right: self.right + dx,
            bottom: self.bottom + dy,
        }
    }

    /// The smallest rectangle holding every point, `None` for none.
    pub fn around(points: impl IntoIterator<Item = Point>) -> Option<Rect> {
        points
            .into_iter()
            .map(Rect::at)
            .reduce(|around, cell| around.union(cell))
    }
}

/// Where stones may go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Area {
    /// The open board of the page: the plane within `±Point::LIMIT`, where
    /// a game's stones stay within a square of `Area::OPEN_SIDE` cells (any
    /// square: it follows the stones) and a game lasts at most
    /// `Area::OPEN_MOVES` moves, then is drawn. Those bounds keep every
    /// game one that a screen can show and a bot can see whole.
    #[default]
    Unbounded,
    /// A board with edges, such as a Gomocup tournament's.
    Bounded(Rect),
}

impl Area {
    /// The side of the square a game's stones stay within on the open
    /// board. Hard's grid holds such a game whole, with room around it.
    pub const OPEN_SIDE: i32 = 50;
    /// The moves a game on the open board lasts at most: then it is drawn,
    /// as a full board is. Real games end in a few hundred.
    pub const OPEN_MOVES: usize = 1_000;

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

    /// Where the next stone may go when the stones so far lie in `stones`:
    /// a bounded board whole; on the open board, the cells that keep every
    /// stone within a square of `OPEN_SIDE`, inside the coordinate limit.
    pub fn reach(self, stones: Option<Rect>) -> Rect {
        let limit = Point::LIMIT;
        let plane = Rect {
            left: -limit,
            top: -limit,
            right: limit,
            bottom: limit,
        };
        match (self, stones) {
            (Area::Bounded(rect), _) => rect,
            (Area::Unbounded, None) => plane,
            (Area::Unbounded, Some(stones)) => {
                let far = Area::OPEN_SIDE - 1;
                Rect {
                    left: (stones.right - far).max(plane.left),
                    top: (stones.bottom - far).max(plane.top),
                    right: (stones.left + far).min(plane.right),
                    bottom: (stones.top + far).min(plane.bottom),
                }
            }
        }
    }

    /// How many moves a game lasts at most: one a cell on a bounded board,
    /// `OPEN_MOVES` on the open one.
    pub fn capacity(self) -> usize {
        match self {
            Area::Unbounded => Area::OPEN_MOVES,
            Area::Bounded(rect) => (rect.width() * rect.height()) as usize,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    #[test]
    fn a_rect_holds_its_edges() {
        let board = Rect::sized(15, 20);
        assert_eq!((board.width(), board.height()), (15, 20));
        assert!(board.contains(point(0, 0)) && board.contains(point(14, 19)));
        assert!(!board.contains(point(15, 0)) && !board.contains(point(0, -1)));
        assert_eq!(board.centre(), point(7, 10));
        assert_eq!(Rect::at(point(-3, 2)).centre(), point(-3, 2));
    }

    #[test]
    fn the_open_board_reaches_as_far_as_keeps_the_stones_in_its_square() {
        let side = Area::OPEN_SIDE;
        let stones = Rect {
            left: -3,
            top: 2,
            right: 5,
            bottom: 4,
        };
        let reach = Area::Unbounded.reach(Some(stones));
        assert_eq!((reach.left, reach.right), (5 - (side - 1), -3 + side - 1));
        assert_eq!((reach.top, reach.bottom), (4 - (side - 1), 2 + side - 1));
        // Any stone in reach keeps the stones within the square.
        for point in [
            point(reach.left, reach.top),
            point(reach.right, reach.bottom),
        ] {
            let all = stones.union(Rect::at(point));
            assert!(all.width() <= side && all.height() <= side);
        }
        let limit = Point::LIMIT;
        let corner = Area::Unbounded.reach(Some(Rect::at(point(limit, -limit))));
        assert_eq!(
            (corner.right, corner.top),
            (limit, -limit),
            "within the limit"
        );
        let fixed = Rect::sized(15, 15);
        assert_eq!(Area::Bounded(fixed).reach(Some(stones)), fixed);
        assert_eq!(Area::Bounded(fixed).capacity(), 225);
        assert_eq!(Area::Unbounded.capacity(), Area::OPEN_MOVES);
    }

    #[test]
    fn around_encloses_every_point() {
        assert_eq!(Rect::around([]), None);
        let points = [point(0, 0), point(-3, 2), point(5, -1)];
        assert_eq!(
            Rect::around(points),
            Some(Rect {
                left: -3,
                top: -1,
                right: 5,
                bottom: 2
            })
        );
    }
}
