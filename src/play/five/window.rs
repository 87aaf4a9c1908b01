//! The part of the unbounded plane the page draws: a rectangle of cells that
//! keeps a margin of empty cells around the stones, grows when play comes
//! near its edge, and moves when the person pans it.

use crate::engine::five::{Point, Rect};

/// Empty cells kept between the stones and the window's edge: room for the
/// next moves and for seeing an open end.
pub const MARGIN: i32 = 3;
/// The first window: 15 by 15 cells around the origin, as a go board.
pub const START: Rect = Rect {
    left: -7,
    top: -7,
    right: 7,
    bottom: 7,
};

/// The window grown, never shrunk, so that `stones` (the rectangle around
/// every stone, if there is one) keeps `MARGIN` empty cells on each side.
/// Growing only where needed keeps the stones where the eye left them.
pub fn fit(window: Rect, stones: Option<Rect>) -> Rect {
    match stones {
        Some(stones) => window.union(stones.grown(MARGIN)),
        None => window,
    }
}

/// The window `dx` cells right and `dy` cells down. Panning shows more of
/// the plane but never hides stones: where it would, the window grows
/// instead.
pub fn pan(window: Rect, dx: i32, dy: i32, stones: Option<Rect>) -> Rect {
    fit(window.moved(dx, dy), stones)
}

/// The first window, or one of its size centred on the stones.
pub fn centred(stones: Option<Rect>) -> Rect {
    let Some(stones) = stones else {
        return START;
    };
    let centre = stones.centre();
    fit(START.moved(centre.x(), centre.y()), Some(stones))
}

/// The point of `window` nearest `point`: where the keyboard focus goes
/// when its cell leaves the view.
pub fn nearest(window: Rect, point: Point) -> Point {
    let x = point.x().clamp(window.left, window.right);
    let y = point.y().clamp(window.top, window.bottom);
    Point::new(x, y).unwrap_or(point)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(left: i32, top: i32, right: i32, bottom: i32) -> Rect {
        Rect {
            left,
            top,
            right,
            bottom,
        }
    }

    #[test]
    fn the_window_grows_only_where_play_nears_its_edge() {
        let window = START;
        assert_eq!((window.width(), window.height()), (15, 15));
        assert_eq!(fit(window, Some(rect(0, 0, 4, 0))), window);
        // A stone at x = 5 is 2 cells from the edge at 7: one more column.
        assert_eq!(fit(window, Some(rect(0, 0, 5, 0))), rect(-7, -7, 8, 7));
        assert_eq!(fit(window, Some(rect(-6, -9, 0, 0))), rect(-9, -12, 7, 7));
        assert_eq!(fit(window, None), window);
    }

    #[test]
    fn panning_moves_the_window_but_keeps_the_stones_in_it() {
        let stones = Some(rect(0, 0, 0, 0));
        assert_eq!(pan(START, 2, -1, stones), rect(-5, -8, 9, 6));
        // Far to the right, the left edge stays where the stone needs it.
        let far = pan(START, 20, 0, stones);
        assert_eq!(far, rect(-3, -7, 27, 7));
        let point = |x, y| Point::new(x, y).unwrap();
        assert!(far.contains(point(0, 0)) && far.contains(point(-MARGIN, 0)));
        assert_eq!(pan(START, 20, 0, None), rect(13, -7, 27, 7));
    }

    #[test]
    fn centring_puts_the_stones_in_the_middle() {
        assert_eq!(centred(None), START);
        assert_eq!(centred(Some(rect(30, 40, 32, 40))), rect(24, 33, 38, 47));
        let wide = centred(Some(rect(0, 0, 20, 0)));
        assert_eq!(wide, rect(-3, -7, 23, 7));
    }

    #[test]
    fn the_nearest_point_of_the_window_is_the_point_itself_inside_it() {
        let point = |x, y| Point::new(x, y).unwrap();
        assert_eq!(nearest(START, point(3, -2)), point(3, -2));
        assert_eq!(nearest(START, point(30, -20)), point(7, -7));
    }
}
