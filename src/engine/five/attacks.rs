//! Seed 001's attacks: the runs a stone tried on an empty cell would join
//! along one line, read four cells each way.

use std::iter;

use super::{Board, Direction, Player, Point, Rule};

/// A run of one side's stones in a row, as seed 001 weighs it.
#[derive(Clone, Copy)]
pub(super) struct Attack {
    /// Stones in the run, capped at 5: five or more all win.
    pub capability: u8,
    /// Open ends: 0, 1 or 2.
    pub potential: u8,
    /// 1 for the run through the tried cell; for a torn run beyond empty
    /// cells, 1 plus their number, so that it counts less the farther it is.
    pub divider: u8,
}

/// The attacks along one line through the tried cell.
pub(super) struct Line {
    /// The run through the tried cell, the stone itself included.
    central: Attack,
    /// The torn runs: at most two on each side fit in four cells.
    torn: [Option<Attack>; 4],
    /// Cells from four back to four ahead that the opponent does not cut
    /// off, the tried one included (seed 001's "attack place").
    room: usize,
    /// The stones in a row through the tried cell, counted up to five
    /// either way: whether they win depends on the rule.
    run: usize,
}

/// What the board holds on one line through the tried cell, five cells each
/// way, nearest first: both sides' stones are read from it.
pub(super) struct Window {
    back: [Content; 5],
    ahead: [Content; 5],
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Content {
    Empty,
    Stone(Player),
    /// Past the board's edge or the coordinate limit.
    OffBoard,
}

impl Window {
    pub fn read(board: &Board, cell: Point, direction: Direction) -> Window {
        let side = |sign: i32| {
            std::array::from_fn(
                |index| match cell.step(direction, sign * (index as i32 + 1)) {
                    Some(point) if !board.area().contains(point) => Content::OffBoard,
                    None => Content::OffBoard,
                    Some(point) => board.get(point).map_or(Content::Empty, Content::Stone),
                },
            )
        };
        Window {
            back: side(-1),
            ahead: side(1),
        }
    }
}

impl Line {
    /// What a stone of `player` on the tried cell would join.
    pub fn scan(window: &Window, player: Player) -> Line {
        let back = Half::scan(&window.back, player);
        let ahead = Half::scan(&window.ahead, player);
        let central = Attack {
            capability: (1 + back.adjacent + ahead.adjacent).min(5) as u8,
            potential: u8::from(back.open) + u8::from(ahead.open),
            divider: 1,
        };
        Line {
            central,
            torn: [back.torn[0], back.torn[1], ahead.torn[0], ahead.torn[1]],
            room: 1 + back.free + ahead.free,
            run: 1 + back.run + ahead.run,
        }
    }

    fn has_room(&self) -> bool {
        self.room >= 5
    }

    /// The attacks seed 001 keeps: none where five cannot fit. It also drops
    /// runs without an open end short of five, but with room for five the
    /// central run has one, and a torn run always has the empty cell before
    /// it.
    pub fn attacks(&self) -> impl Iterator<Item = Attack> {
        let attacks = iter::once(self.central).chain(self.torn.into_iter().flatten());
        self.has_room().then_some(attacks).into_iter().flatten()
    }

    /// Whether the stone completes a row that wins by `rule`.
    pub fn makes_five(&self, rule: Rule, player: Player) -> bool {
        rule.wins(player, self.run)
    }

    /// Whether the stone makes a row too long to win by `rule`: such a
    /// line builds nothing.
    pub fn is_dead_overline(&self, rule: Rule, player: Player) -> bool {
        self.run > 5 && !rule.wins(player, self.run)
    }

    /// Whether the stone leaves a threat that must be answered at once: a
    /// four, an open three, or a torn one: runs on both sides of one empty
    /// cell that add up to four stones, or to three when both are open.
    pub fn is_break_point(&self) -> bool {
        let central = self.central;
        if !self.has_room() {
            return false;
        }
        if central.capability >= 4 || (central.capability == 3 && central.potential == 2) {
            return true;
        }
        self.torn.iter().flatten().any(|side| {
            let both_open = central.potential == 2 && side.potential == 2;
            side.divider == 2 && central.capability + side.capability + u8::from(both_open) >= 4
        })
    }
}

/// What a cell holds, for the side whose stone is tried.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    Own,
    Empty,
    /// An opponent's stone, or past the coordinate limit.
    Blocked,
}

/// One side of the tried cell along a line.
struct Half {
    /// Own stones in a row next to the tried cell.
    adjacent: usize,
    /// The same, counted over all five cells read.
    run: usize,
    /// Whether the run through the tried cell can grow on this side.
    open: bool,
    /// Cells before the first blocked one, up to four.
    free: usize,
    torn: [Option<Attack>; 2],
}

impl Half {
    /// Reads four cells, and a fifth only to tell whether a run reaching the
    /// fourth is open.
    fn scan(contents: &[Content; 5], player: Player) -> Half {
        let cells = contents.map(|content| match content {
            Content::Empty => Seen::Empty,
            Content::Stone(stone) if stone == player => Seen::Own,
            _ => Seen::Blocked,
        });
        let free = cells[..4]
            .iter()
            .take_while(|&&c| c != Seen::Blocked)
            .count();
        let adjacent = cells[..free]
            .iter()
            .take_while(|&&c| c == Seen::Own)
            .count();
        // Inside the four cells, the cell after a run is empty or blocked.
        // Past them, an own stone also leaves room: seed 001 meant to count
        // it, but compared with a variable it never set.
        let open_after = |end: usize| cells[end] != Seen::Blocked;

        let mut torn = [None; 2];
        let mut slots = torn.iter_mut();
        let (mut index, mut empties) = (adjacent, 0);
        while index < free {
            if cells[index] == Seen::Empty {
                empties += 1;
                index += 1;
                continue;
            }
            let start = index;
            while index < free && cells[index] == Seen::Own {
                index += 1;
            }
            // Each torn run follows an empty cell, so two fill the slots.
            if let Some(slot) = slots.next() {
                *slot = Some(Attack {
                    capability: (index - start) as u8,
                    potential: 1 + u8::from(open_after(index)),
                    divider: 1 + empties,
                });
            }
        }
        Half {
            adjacent,
            run: cells.iter().take_while(|&&c| c == Seen::Own).count(),
            open: open_after(adjacent),
            free,
            torn,
        }
    }
}
