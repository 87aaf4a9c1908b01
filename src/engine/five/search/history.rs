//! What the search learns about quiet moves as it goes, for the move order
//! (see `ordering`): at each ply, the two quiet moves that last cut a
//! search off there (killers), and per cell and side, how often a quiet
//! move there cut one off, weighed by depth (the history).

use super::grid::Side;
use super::mapping::CELLS;

pub(super) struct History {
    /// Two quiet moves per ply that last cut a search off.
    killers: Vec<[usize; 2]>,
    /// Per cell and side: how often a move there cut a search off, by depth.
    cuts: Vec<[i32; 2]>,
}

impl History {
    /// Killers for `plies` plies, and nothing learnt yet.
    pub(super) fn new(plies: usize) -> History {
        History {
            killers: vec![[usize::MAX; 2]; plies],
            cuts: vec![[0; 2]; CELLS],
        }
    }

    /// The killers at `ply`.
    pub(super) fn killers(&self, ply: usize) -> [usize; 2] {
        self.killers[ply]
    }

    /// How well quiet moves of `side`'s on `cell` have done.
    pub(super) fn score(&self, cell: usize, side: Side) -> i32 {
        self.cuts[cell][side]
    }

    /// A quiet move cut the search off: try it early next time.
    pub(super) fn reward(&mut self, cell: usize, side: Side, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != cell {
            killers[1] = killers[0];
            killers[0] = cell;
        }
        let entry = &mut self.cuts[cell][side];
        *entry = (*entry + depth * depth).min(1 << 20);
    }

    /// The quiet moves `tried` before one that cut the search off did not:
    /// try them later next time.
    pub(super) fn punish(&mut self, tried: impl Iterator<Item = usize>, side: Side, depth: i32) {
        for cell in tried {
            let entry = &mut self.cuts[cell][side];
            *entry = (*entry - depth * depth).max(0);
        }
    }
}
