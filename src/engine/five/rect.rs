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
    /// The whole plane within `±Point::LIMIT`, as on the page.
    #[default]
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

    /// How many cells there are to play on.
    pub fn cells(self) -> usize {
        match self {
            Area::Unbounded => Point::COUNT,
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
