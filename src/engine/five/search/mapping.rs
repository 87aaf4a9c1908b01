//! Where the search's fixed grid lies on the unbounded plane.
//!
//! The search plays on an array, not a map: that is what makes it fast. A
//! game may spread its stones far apart, so each axis is squeezed: a run of
//! more than `MAX_GAP - 1` empty columns (or rows) between two stones keeps
//! only `MAX_GAP - 1` of them. Every five-cell window that holds a stone
//! then reads the same cells as on the plane, since it reaches at most four
//! cells into a gap and the gap keeps more than four on each side.

use super::position::Position;
use crate::engine::five::{Area, Point, Rect};

/// The grid's side in cells, its wall ring included.
pub(super) const SIDE: usize = 64;
/// Cells on the grid: the search's arrays have this many entries.
pub(super) const CELLS: usize = SIDE * SIDE;
/// The ring of walls around the grid: a window of five reaching out from
/// any inner cell stays on the grid.
pub(super) const RING: usize = 5;
/// The widest squeezed gap, in steps from one stone to the next.
const MAX_GAP: i32 = 12;
/// The narrowest it may fall to when a game's stones would not fit.
const MIN_GAP: i32 = 5;

// A game on the open board fits the grid unsqueezed, with room around it.
const _: () = assert!(Area::OPEN_SIDE < (SIDE - 2 * RING) as i32);

/// The plane's coordinates of each column and each row of the grid;
/// `None` where the grid lies outside the board (a wall).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Mapping {
    xs: [Option<i32>; SIDE],
    ys: [Option<i32>; SIDE],
}

impl Mapping {
    /// A grid holding every stone of `position` (bar a game spread over
    /// more than the grid even when squeezed: stones that fall off it are
    /// left out), centred on the stones or on the board's centre.
    pub(super) fn new(position: &Position) -> Mapping {
        let stones: Vec<Point> = position.stones().map(|(point, _)| point).collect();
        let (x_edges, y_edges) = match position.area() {
            Area::Unbounded => (None, None),
            Area::Bounded(rect) => (Some((rect.left, rect.right)), Some((rect.top, rect.bottom))),
        };
        // Past the reach, the grid is wall: the open board's reach follows
        // the stones, and a bot's move is always one the board allows.
        let reach = position.area().reach(Rect::around(stones.iter().copied()));
        Mapping {
            xs: axis(
                stones.iter().map(|p| p.x()).collect(),
                x_edges,
                (reach.left, reach.right),
            ),
            ys: axis(
                stones.iter().map(|p| p.y()).collect(),
                y_edges,
                (reach.top, reach.bottom),
            ),
        }
    }

    /// The grid cell of `point`, if the grid shows it.
    pub(super) fn cell(&self, point: Point) -> Option<usize> {
        let column = self.xs.iter().position(|&x| x == Some(point.x()))?;
        let row = self.ys.iter().position(|&y| y == Some(point.y()))?;
        Some(row * SIDE + column)
    }

    /// The point on the plane of a grid cell, or `None` for a wall.
    pub(super) fn point(&self, cell: usize) -> Option<Point> {
        let x = self.xs[cell % SIDE]?;
        let y = self.ys[cell / SIDE]?;
        Point::new(x, y).ok()
    }
}

/// One axis: the plane's coordinate of each grid line. `coordinates` are the
/// stones'; `edges`, the first and last line of a bounded board, put its
/// walls just outside them, which anchor the axis as stones do; lines
/// outside `reach`, the first and last a stone may go on, are walls.
fn axis(
    mut coordinates: Vec<i32>,
    edges: Option<(i32, i32)>,
    reach: (i32, i32),
) -> [Option<i32>; SIDE] {
    let inner = (SIDE - 2 * RING) as i32;
    match edges {
        Some((first, last)) => coordinates.extend([first - 1, last + 1]),
        None if coordinates.is_empty() => coordinates.push(0),
        None => {}
    }
    coordinates.sort_unstable();
    coordinates.dedup();
    // The squeezed offset of each anchor from the first, with the widest
    // gap that fits.
    let mut gap = MAX_GAP;
    let squeeze = |gap: i32| -> Vec<i32> {
        let mut offsets = vec![0];
        for pair in coordinates.windows(2) {
            let last = *offsets.last().unwrap_or(&0);
            offsets.push(last + (pair[1] - pair[0]).min(gap));
        }
        offsets
    };
    let mut offsets = squeeze(gap);
    while gap > MIN_GAP && offsets.last().is_some_and(|&span| span >= inner) {
        gap -= 1;
        offsets = squeeze(gap);
    }
    // Centre the anchors; when they still overflow, centre the median one.
    let span = offsets.last().copied().unwrap_or(0);
    let first_line = if span < inner {
        RING as i32 + (inner - span) / 2
    } else {
        RING as i32 + inner / 2 - offsets[offsets.len() / 2]
    };
    let mut lines = [None; SIDE];
    for (index, line) in lines.iter_mut().enumerate() {
        let grid = index as i32 - first_line;
        let inside = (RING as i32..SIDE as i32 - RING as i32).contains(&(index as i32));
        let real = plane_coordinate(&coordinates, &offsets, grid, gap);
        let on_board = (reach.0..=reach.1).contains(&real);
        *line = (inside && on_board).then_some(real);
    }
    lines
}

/// The plane's coordinate of the grid line at `offset` from the first
/// anchor: exact within `gap` of an anchor, with the middle of a wider gap
/// left out.
fn plane_coordinate(anchors: &[i32], offsets: &[i32], offset: i32, gap: i32) -> i32 {
    let after = offsets.partition_point(|&o| o <= offset);
    if after == 0 {
        return anchors[0].saturating_add(offset);
    }
    let (left, left_offset) = (anchors[after - 1], offsets[after - 1]);
    match anchors.get(after) {
        Some(&right) if right - left > gap && offset - left_offset > gap / 2 => {
            right - (offsets[after] - offset)
        }
        _ => left.saturating_add(offset - left_offset),
    }
}
