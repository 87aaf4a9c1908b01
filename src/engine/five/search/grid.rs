//! The search's board: stones on a fixed grid and, for every empty cell,
//! what a stone of each side would make there (see `pattern`). A stone
//! changes the keys of the 32 cells within four along its lines, so make
//! updates just those cells' shapes, threats and values, and the totals and
//! counts read off them; unmake copies back what make changed.

use std::ops::Range;

use super::mapping::{CELLS, RING, SIDE};
use super::pattern::{self, slot_shift, CellInfo, Code, Role, Shape, Threat, CODES, LINE_UNIT};
use crate::engine::five::renju::{self, Lines, Seen};
use crate::engine::five::Foul;

/// A side, as an index: 0 for X, 1 for O.
pub(super) type Side = usize;

/// The grid steps of the four lines: across, down, down-right, down-left.
pub(super) const STEPS: [isize; 4] = [1, SIDE as isize, SIDE as isize + 1, SIDE as isize - 1];

/// The cells on one line whose keys a stone is in: four each way.
const LINE_REACH: usize = 8;

/// The cells whose keys a stone is in, a line's `LINE_REACH` after another,
/// as the step from the stone, the line, and the stone's shift in their key.
const KEY_REACH: [(isize, usize, u32); 4 * LINE_REACH] = {
    let mut reach = [(0, 0, 0); 4 * LINE_REACH];
    let mut index = 0;
    while index < reach.len() {
        let (line, slot) = (index / LINE_REACH, (index % LINE_REACH) as isize);
        let offset = if slot < 4 { slot - 4 } else { slot - 3 };
        reach[index] = (offset * STEPS[line], line, slot_shift(-offset as i32));
        index += 1;
    }
    reach
};

/// The rows a stone's `KEY_REACH` lies in, either way of its own.
const UNDO_ROWS: usize = 4;

/// The steps to the cells within `NEAR` of a stone, across and down.
const NEAR_REACH: [isize; (2 * NEAR + 1).pow(2)] = {
    let mut reach = [0; (2 * NEAR + 1).pow(2)];
    let mut index = 0;
    while index < reach.len() {
        let (dy, dx) = (index / (2 * NEAR + 1), index % (2 * NEAR + 1));
        reach[index] = (dy as isize - NEAR as isize) * SIDE as isize + dx as isize - NEAR as isize;
        index += 1;
    }
    reach
};

/// What a cell holds, as a key spells it.
const EMPTY: u8 = 0;
const WALL: u8 = 3;

/// How many keys there are: one per `u16`.
const KEYS: usize = 1 << 16;

/// How far the candidate moves reach from a stone, either way.
const NEAR: usize = 2;

/// What the grid knows of one cell, together: a stone changes most of it
/// at once, and one bounds check then covers it all.
#[derive(Clone, Copy, Default)]
struct Cell {
    /// `EMPTY`, 1 + side, or `WALL`.
    content: u8,
    /// Stones within `NEAR` cells, across and down: candidate cells have
    /// some.
    near: u8,
    /// Per line: its eight neighbours (see `pattern`).
    keys: [u16; 4],
    /// What a stone of each side would make here (kept up to date on empty
    /// cells only).
    makes: Makes,
}

/// Per side: the shape on each line, their code and its info. Apart from the
/// rest of its cell, so that `unmake` copies back just this, and aligned so
/// that a copy is four 8-byte moves.
#[derive(Clone, Copy, Default)]
#[repr(align(8))]
struct Makes {
    shapes: [[Shape; 4]; 2],
    codes: [Code; 2],
    infos: [CellInfo; 2],
}

/// What a `make` changed, as it was before, that `unmake` copies back rather
/// than reading the 32 cells' lines again: what their stones would make, the
/// threat rows around, the counts and totals, and the extent.
#[derive(Clone)]
struct Undo {
    makes: [Makes; KEY_REACH.len()],
    rows: [[u64; 2 * UNDO_ROWS + 1]; 2],
    threats: [[u32; Threat::COUNT]; 2],
    totals: [[i32; 2]; 2],
    extent: Option<[usize; 4]>,
}

/// Written out, as the derived one builds the 32 `Makes` one by one: 2 KB
/// more in five in a row's module.
impl Default for Undo {
    fn default() -> Undo {
        Undo {
            makes: [Makes::default(); KEY_REACH.len()],
            rows: [[0; 2 * UNDO_ROWS + 1]; 2],
            threats: [[0; Threat::COUNT]; 2],
            totals: [[0; 2]; 2],
            extent: None,
        }
    }
}

#[derive(Clone)]
pub(super) struct Grid {
    /// The pattern tables, at their fixed lengths: a key then needs no
    /// bounds check.
    shapes: &'static [[Shape; 2]; KEYS],
    cell_infos: &'static [CellInfo; CODES],
    cells: Box<[Cell; CELLS]>,
    /// Empty cells by side and threat.
    threats: [[u32; Threat::COUNT]; 2],
    /// Per side, a row's bits: the empty cells where the side would make an
    /// open three or more. The threat searches ask for these cells at every
    /// node, and a row at a time finds them without a scan.
    threat_rows: [[u64; SIDE]; 2],
    /// The worth of the empty cells, by side and role.
    totals: [[i32; 2]; 2],
    hash: u64,
    /// The rows and columns that hold stones: min, max.
    extent: Option<[usize; 4]>,
    /// What each `make` not yet taken back changed, the last at
    /// `made - 1`; entries beyond are kept for reuse, so that a search
    /// writes them in place and allocates nothing.
    undos: Vec<Undo>,
    made: usize,
}

impl Grid {
    /// An empty grid whose cells are walls where `is_wall` says so; the
    /// outer ring is always wall.
    pub(super) fn new(is_wall: impl Fn(usize) -> bool) -> Grid {
        let ring = |v: usize| !(RING..SIDE - RING).contains(&v);
        let tables = pattern::tables();
        let mut grid = Grid {
            shapes: fixed(&tables.shapes),
            cell_infos: fixed(&tables.cells),
            cells: fixed_box(vec![Cell::default(); CELLS]),
            threats: [[0; Threat::COUNT]; 2],
            threat_rows: [[0; SIDE]; 2],
            totals: [[0; 2]; 2],
            hash: 0,
            extent: None,
            undos: Vec::new(),
            made: 0,
        };
        for (index, cell) in grid.cells.iter_mut().enumerate() {
            let wall = ring(index % SIDE) || ring(index / SIDE) || is_wall(index);
            cell.content = if wall { WALL } else { EMPTY };
        }
        for cell in inner_cells() {
            for line in 0..4 {
                grid.cells[cell].keys[line] = grid.key_from_scratch(cell, line);
            }
            if grid.cells[cell].content == EMPTY {
                grid.refresh(cell);
                grid.count(cell, 1);
            }
        }
        grid
    }

    fn key_from_scratch(&self, cell: usize, line: usize) -> u16 {
        let mut key = 0;
        for offset in (-4..=4).filter(|&o| o != 0) {
            let neighbour = cell as isize + offset as isize * STEPS[line];
            let content = self.content(neighbour as usize).unwrap_or(WALL);
            key |= u16::from(content) << slot_shift(offset);
        }
        key
    }

    /// What `cell` holds, `None` off the grid.
    fn content(&self, cell: usize) -> Option<u8> {
        self.cells.get(cell).map(|cell| cell.content)
    }

    #[cfg(test)]
    fn is_empty(&self, cell: usize) -> bool {
        self.cells[cell].content == EMPTY
    }

    #[cfg(test)]
    fn is_wall(&self, cell: usize) -> bool {
        self.cells[cell].content == WALL
    }

    /// The side whose stone is on `cell`, if one is.
    #[cfg(test)]
    fn stone(&self, cell: usize) -> Option<Side> {
        match self.cells[cell].content {
            1 => Some(0),
            2 => Some(1),
            _ => None,
        }
    }

    /// What a stone of `side` on the empty `cell` would make.
    #[inline]
    pub(super) fn threat(&self, cell: usize, side: Side) -> Threat {
        Threat::from(self.cells[cell].makes.infos[side].threat)
    }

    /// What the move order weighs of `side`'s shapes on `cell`, by
    /// `role`: as the mover's, what its stone would make there; as the
    /// other side's, what a stone there would take from it.
    #[inline]
    pub(super) fn value(&self, cell: usize, side: Side, role: Role) -> i32 {
        i32::from(self.cells[cell].makes.infos[side].value[role])
    }

    /// What a stone of `side` on the empty `cell` would make on each line.
    pub(super) fn shapes(&self, cell: usize, side: Side) -> [Shape; 4] {
        self.cells[cell].makes.shapes[side]
    }

    /// How many empty cells give `side` at least `threat`.
    #[inline]
    pub(super) fn count_at_least(&self, side: Side, threat: Threat) -> u32 {
        self.threats[side][threat as usize..].iter().sum()
    }

    /// Whether `side` can complete five at once.
    #[inline]
    pub(super) fn has_five(&self, side: Side) -> bool {
        self.threats[side][Threat::Five as usize] > 0
    }

    /// Each empty cell's shapes for `side`, and its threat: what its worth
    /// is made of.
    pub(super) fn empty_cells(
        &self,
        side: Side,
    ) -> impl Iterator<Item = ([Shape; 4], Threat)> + '_ {
        inner_cells()
            .map(|cell| &self.cells[cell])
            .filter(|cell| cell.content == EMPTY)
            .map(move |cell| {
                (
                    cell.makes.shapes[side],
                    Threat::from(cell.makes.infos[side].threat),
                )
            })
    }

    /// The worth of the empty cells for `side` in `role`, summed.
    pub(super) fn total(&self, side: Side, role: Role) -> i32 {
        self.totals[side][role]
    }

    pub(super) fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash once a stone of `side` stands on the empty `cell`.
    pub(super) fn hash_after(&self, cell: usize, side: Side) -> u64 {
        self.hash ^ zobrist(cell, side)
    }

    /// The columns and rows within `NEAR` of the stones, inside the walls:
    /// where every candidate lies.
    fn near_stones(&self) -> [Range<usize>; 2] {
        let [min_x, max_x, min_y, max_y] = self.extent.unwrap_or([SIDE / 2; 4]);
        let near = |min: usize, max: usize| {
            min.saturating_sub(NEAR).max(RING)..(max + NEAR + 1).min(SIDE - RING)
        };
        [near(min_x, max_x), near(min_y, max_y)]
    }

    /// Every empty cell within `NEAR` of a stone, row by row.
    pub(super) fn candidates(&self) -> impl Iterator<Item = usize> + '_ {
        let [xs, ys] = self.near_stones();
        // One loop over the rectangle, not a loop per row (see `touch`):
        // the search asks for candidates at every position.
        let (mut x, mut y) = (xs.start, if xs.is_empty() { ys.end } else { ys.start });
        std::iter::from_fn(move || {
            while y < ys.end {
                let cell = y * SIDE + x;
                x += 1;
                if x == xs.end {
                    (x, y) = (xs.start, y + 1);
                }
                if self.cells[cell].content == EMPTY && self.cells[cell].near > 0 {
                    return Some(cell);
                }
            }
            None
        })
    }

    /// What a stone of `side` on the empty `cell` would make once a stone
    /// of `stone_side` stood on the empty `stone`: `make`, `threat` and
    /// `unmake` in one, for the one line the stone changes.
    pub(super) fn threat_after(
        &self,
        cell: usize,
        side: Side,
        stone: usize,
        stone_side: Side,
    ) -> Threat {
        let reach = KEY_REACH
            .iter()
            .find(|&&(step, _, _)| stone as isize + step == cell as isize);
        let Some(&(_, line, shift)) = reach else {
            return self.threat(cell, side);
        };
        let entry = &self.cells[cell];
        let key = entry.keys[line] | ((1 + stone_side as u16) << shift);
        let (old, new) = (
            entry.makes.shapes[side][line],
            self.shapes[usize::from(key)][side],
        );
        let code = entry.makes.codes[side] + Code::from(new) * LINE_UNIT[line]
            - Code::from(old) * LINE_UNIT[line];
        Threat::from(self.cell_infos[usize::from(code)].threat)
    }

    /// The candidates where `side` would make `threat` or more (`threat`
    /// an open three at least), row by row, read off the threat rows; the
    /// count says how many there are, so the reading stops at the last.
    pub(super) fn candidates_at_least(
        &self,
        side: Side,
        threat: Threat,
    ) -> impl Iterator<Item = usize> + '_ {
        debug_assert!(threat >= Threat::Three);
        let rows = &self.threat_rows[side];
        let [_, ys] = self.near_stones();
        ys.flat_map(move |row| bits(rows[row]).map(move |column| row * SIDE + column))
            .filter(move |&cell| self.threat(cell, side) >= threat && self.cells[cell].near > 0)
            .take(self.count_at_least(side, threat) as usize)
    }

    /// The empty cells along the four lines through `cell`, up to four
    /// away, where `side` would make `threat` or more: where a threat that a
    /// stone on `cell` made or broke must be.
    pub(super) fn threats_around(
        &self,
        cell: usize,
        side: Side,
        threat: Threat,
    ) -> impl Iterator<Item = usize> + '_ {
        KEY_REACH
            .iter()
            .map(move |&(step, _, _)| (cell as isize + step) as usize)
            .filter(move |&other| {
                self.cells[other].content == EMPTY && self.threat(other, side) >= threat
            })
    }

    /// The empty cells up to four away from the empty `cell` along its
    /// lines whose stone of `side` would make `cell` a four of `side`'s (or
    /// better): the moves that set up a four there.
    pub(super) fn fours_set_up(&self, cell: usize, side: Side) -> impl Iterator<Item = usize> + '_ {
        KEY_REACH
            .iter()
            .map(move |&(step, _, _)| (cell as isize + step) as usize)
            .filter(move |&stone| {
                self.cells[stone].content == EMPTY
                    && self.threat_after(cell, side, stone, side).is_four()
            })
    }

    /// The empty cells up to four away from `cell` along the lines where a
    /// stone of `side` there would make an open three or more: the only
    /// cells whose stone can take a four or an open three from it.
    pub(super) fn threat_lines_around(
        &self,
        cell: usize,
        side: Side,
    ) -> impl Iterator<Item = usize> + '_ {
        let shapes = self.cells[cell].makes.shapes[side];
        KEY_REACH
            .iter()
            .filter(move |&&(_, line, _)| shapes[line] >= pattern::OPEN_THREE)
            .map(move |&(step, _, _)| (cell as isize + step) as usize)
            .filter(move |&other| self.cells[other].content == EMPTY)
    }

    /// Whether a stone of `side` on the empty `cell` makes exactly five on
    /// some line, not six or more: the tables, which read four cells each
    /// way, cannot tell.
    pub(super) fn makes_exactly_five(&self, cell: usize, side: Side) -> bool {
        let own = 1 + side as u8;
        STEPS.iter().any(|&step| {
            let beyond = |sign: isize| {
                (1..=5)
                    .take_while(|&k| {
                        let other = cell as isize + sign * k * step;
                        self.content(other as usize) == Some(own)
                    })
                    .count()
            };
            1 + beyond(-1) + beyond(1) == 5
        })
    }

    /// Why black (X, side 0) may not play on the empty `cell` under renju.
    pub(super) fn foul(&self, cell: usize) -> Option<Foul> {
        renju::foul(self, cell)
    }

    /// Hands the move to the other side without a stone (a null move), or
    /// takes that back: the hash then tells the two movers apart.
    pub(super) fn pass(&mut self) {
        self.hash ^= PASS_KEY;
    }

    /// Puts a stone of `side` on the empty `cell`.
    pub(super) fn make(&mut self, cell: usize, side: Side) {
        debug_assert_eq!(self.cells[cell].content, EMPTY);
        self.save(cell);
        self.count(cell, -1);
        self.cells[cell].content = 1 + side as u8;
        self.hash ^= zobrist(cell, side);
        self.extent = Some(grown(self.extent, cell));
        self.touch(cell, side);
    }

    /// Takes the stone of `side` off `cell`: the last `make` undone. Its own
    /// cell's `makes` stayed as they were while a stone stood there.
    pub(super) fn unmake(&mut self, cell: usize, side: Side) {
        debug_assert_eq!(self.cells[cell].content, 1 + side as u8);
        self.cells[cell].content = EMPTY;
        self.made -= 1;
        let undo = &self.undos[self.made];
        let colour = 1 + side as u16;
        // A line's cells at a time, which the compiler unrolls: no loop
        // counter or table read per cell, and in wasm no stack check (about
        // 6% of the search's time natively, 3% to 5% in wasm).
        let lines = KEY_REACH.chunks_exact(LINE_REACH);
        for (reach, saved) in lines.zip(undo.makes.chunks_exact(LINE_REACH)) {
            for (&(step, line, shift), makes) in reach.iter().zip(saved) {
                let neighbour = &mut self.cells[(cell as isize + step) as usize];
                // Copied before the key is written: the other way round, the
                // compiler cannot tell the key from the saved makes, and in
                // wasm copies them through the stack (4% of its time).
                neighbour.makes = *makes;
                neighbour.keys[line] ^= colour << shift;
            }
        }
        for &step in &NEAR_REACH {
            self.cells[(cell as isize + step) as usize].near -= 1;
        }
        let rows = cell / SIDE - UNDO_ROWS..=cell / SIDE + UNDO_ROWS;
        for (side_rows, saved) in self.threat_rows.iter_mut().zip(&undo.rows) {
            copy_rows(&mut side_rows[rows.clone()], saved);
        }
        self.threats = undo.threats;
        self.totals = undo.totals;
        self.extent = undo.extent;
        self.hash ^= zobrist(cell, side);
    }

    /// Keeps what a stone on `cell` is about to change, for `unmake`.
    fn save(&mut self, cell: usize) {
        if self.made == self.undos.len() {
            self.undos.push(Undo::default());
        }
        let undo = &mut self.undos[self.made];
        self.made += 1;
        for (&(step, _, _), saved) in KEY_REACH.iter().zip(&mut undo.makes) {
            *saved = self.cells[(cell as isize + step) as usize].makes;
        }
        let rows = cell / SIDE - UNDO_ROWS..=cell / SIDE + UNDO_ROWS;
        for (side_rows, saved) in self.threat_rows.iter().zip(&mut undo.rows) {
            copy_rows(saved, &side_rows[rows.clone()]);
        }
        undo.threats = self.threats;
        undo.totals = self.totals;
        undo.extent = self.extent;
    }

    /// Adds the stone of `side` on `cell` to its neighbours' keys and
    /// re-reads the empty ones; counts it near the cells around it.
    fn touch(&mut self, cell: usize, side: Side) {
        let colour = 1 + side as u16;
        // One flat loop over a table rather than a loop per line: V8 checks
        // the stack at the head of every wasm loop, and this one runs for
        // every stone the search plays.
        for &(step, line, shift) in &KEY_REACH {
            let other = (cell as isize + step) as usize;
            let neighbour = &mut self.cells[other];
            neighbour.keys[line] ^= colour << shift;
            if neighbour.content == EMPTY {
                self.reread(other, line);
            }
        }
        for &step in &NEAR_REACH {
            self.cells[(cell as isize + step) as usize].near += 1;
        }
    }

    /// Re-reads one line of the empty `cell` from its key, and moves the
    /// cell's info in the totals and counts where it changed.
    #[inline]
    fn reread(&mut self, cell: usize, line: usize) {
        let entry = &mut self.cells[cell];
        let shapes = self.shapes[usize::from(entry.keys[line])];
        for (side, new) in shapes.into_iter().enumerate() {
            let old = entry.makes.shapes[side][line];
            if old == new {
                continue;
            }
            entry.makes.shapes[side][line] = new;
            let code = &mut entry.makes.codes[side];
            *code = *code + Code::from(new) * LINE_UNIT[line] - Code::from(old) * LINE_UNIT[line];
            let (before, after) = (entry.makes.infos[side], self.cell_infos[usize::from(*code)]);
            entry.makes.infos[side] = after;
            for (total, (after, before)) in self.totals[side]
                .iter_mut()
                .zip(after.worth.into_iter().zip(before.worth))
            {
                *total += i32::from(after) - i32::from(before);
            }
            if before.threat != after.threat {
                let threats = &mut self.threats[side];
                threats[usize::from(before.threat)] -= 1;
                threats[usize::from(after.threat)] += 1;
                let rows = &mut self.threat_rows[side];
                mark(rows, cell, before.threat, false);
                mark(rows, cell, after.threat, true);
            }
        }
    }

    /// Reads every line of the empty `cell` from its keys.
    fn refresh(&mut self, cell: usize) {
        let entry = &mut self.cells[cell];
        for side in 0..2 {
            let mut code = 0;
            for (line, unit) in LINE_UNIT.into_iter().enumerate() {
                let shape = self.shapes[usize::from(entry.keys[line])][side];
                entry.makes.shapes[side][line] = shape;
                code += Code::from(shape) * unit;
            }
            entry.makes.codes[side] = code;
            entry.makes.infos[side] = self.cell_infos[usize::from(code)];
        }
    }

    /// Adds (`sign` 1) or takes away (-1) the empty `cell`'s info from the
    /// totals and counts.
    fn count(&mut self, cell: usize, sign: i32) {
        for side in 0..2 {
            let info = self.cells[cell].makes.infos[side];
            for (total, worth) in self.totals[side].iter_mut().zip(info.worth) {
                *total += sign * i32::from(worth);
            }
            let count = &mut self.threats[side][usize::from(info.threat)];
            *count = count.wrapping_add_signed(sign);
            mark(&mut self.threat_rows[side], cell, info.threat, sign > 0);
        }
    }
}

/// Marks (`on`) or unmarks `cell` in a side's threat rows, if a stone of
/// that side's there would make `threat`, an open three or more.
#[inline]
fn mark(rows: &mut [u64; SIDE], cell: usize, threat: u8, on: bool) {
    if threat >= Threat::Three as u8 {
        let bit = 1 << (cell % SIDE);
        let row = &mut rows[cell / SIDE];
        *row = if on { *row | bit } else { *row & !bit };
    }
}

/// Copies a stone's threat rows in two: in wasm, a copy of more than 64
/// bytes becomes `memory.copy`, which V8 runs as a call out of the compiled
/// code (2% of the wasm search's time); up to 64 bytes, as plain moves.
fn copy_rows(to: &mut [u64], from: &[u64]) {
    let (head, tail) = to.split_at_mut(8);
    head.copy_from_slice(&from[..8]);
    tail.copy_from_slice(&from[8..]);
}

// A row's bits fill one `u64`.
const _: () = assert!(SIDE == 64);

/// The columns of the set bits of `row`, lowest first.
fn bits(mut row: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let column = row.trailing_zeros() as usize;
        row &= row.wrapping_sub(1);
        (column < SIDE).then_some(column)
    })
}

/// The renju check reads X as black, O and walls as blocking.
impl Lines for Grid {
    type Cell = usize;

    fn seen(&self, cell: usize) -> Seen {
        match self.cells[cell].content {
            EMPTY => Seen::Empty,
            1 => Seen::Black,
            _ => Seen::Blocked,
        }
    }

    fn step(&self, cell: usize, line: usize, k: i32) -> Option<usize> {
        let other = cell as isize + k as isize * STEPS[line];
        (0..CELLS as isize)
            .contains(&other)
            .then_some(other as usize)
    }
}

/// A table at the length it is built with.
fn fixed<T, const N: usize>(table: &'static [T]) -> &'static [T; N] {
    table
        .try_into()
        .expect("the pattern tables have their fixed lengths")
}

/// A vector of the grid's length as an array, on the heap.
fn fixed_box<T>(cells: Vec<T>) -> Box<[T; CELLS]> {
    match cells.into_boxed_slice().try_into() {
        Ok(cells) => cells,
        Err(_) => unreachable!("a vector of CELLS entries"),
    }
}

/// The cells inside the wall ring.
fn inner_cells() -> impl Iterator<Item = usize> {
    (RING..SIDE - RING).flat_map(|y| (RING..SIDE - RING).map(move |x| y * SIDE + x))
}

fn grown(extent: Option<[usize; 4]>, cell: usize) -> [usize; 4] {
    let (x, y) = (cell % SIDE, cell / SIDE);
    match extent {
        None => [x, x, y, y],
        Some([min_x, max_x, min_y, max_y]) => {
            [min_x.min(x), max_x.max(x), min_y.min(y), max_y.max(y)]
        }
    }
}

/// What a null move adds to the hash: a key no cell and side has.
const PASS_KEY: u64 = 0x6A09_E667_F3BC_C908;

/// A random-looking key per cell and side, computed rather than stored
/// (splitmix64): the same on every call, and no table to fill.
fn zobrist(cell: usize, side: Side) -> u64 {
    let mut z = (cell as u64 * 2 + side as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;

    /// The same stones played onto a fresh grid: what every incremental
    /// update must add up to.
    fn from_scratch(grid: &Grid) -> Grid {
        let mut fresh = Grid::new(|cell| grid.is_wall(cell));
        for cell in 0..CELLS {
            if let Some(side) = grid.stone(cell) {
                fresh.make(cell, side);
            }
        }
        fresh
    }

    fn assert_same(grid: &Grid, fresh: &Grid) {
        let around = |g: &Grid| -> Vec<_> { g.cells.iter().map(|c| (c.keys, c.near)).collect() };
        assert!(around(grid) == around(fresh), "keys or nearness differ");
        // Only empty cells' shapes are kept up to date.
        let empty = |g: &Grid| -> Vec<_> {
            inner_cells()
                .filter(|&cell| g.is_empty(cell))
                .map(|cell| (cell, g.cells[cell].makes.shapes, g.cells[cell].makes.codes))
                .collect()
        };
        assert!(empty(grid) == empty(fresh), "shapes differ");
        assert_eq!(
            (grid.totals, grid.threats, grid.hash),
            (fresh.totals, fresh.threats, fresh.hash)
        );
        assert!(grid.threat_rows == fresh.threat_rows, "threat rows differ");
        // The rows' bits find what a scan of the candidates finds.
        for side in 0..2 {
            for threat in [Threat::Three, Threat::Four, Threat::DoubleFour] {
                let scanned: Vec<usize> = grid
                    .candidates()
                    .filter(|&cell| grid.threat(cell, side) >= threat)
                    .collect();
                let read: Vec<usize> = grid.candidates_at_least(side, threat).collect();
                assert_eq!(read, scanned, "{threat:?} for side {side}");
            }
        }
    }

    #[test]
    fn open_space_is_worth_nothing_to_either_side_on_a_board_of_any_size() {
        let small = Grid::new(|cell| cell % SIDE > 24 || cell / SIDE > 22);
        let large = Grid::new(|_| false);
        for grid in [&small, &large] {
            assert_eq!(grid.totals, [[0; 2]; 2]);
        }
        // A stone far from the walls adds the same on both.
        let centre = 15 * SIDE + 15;
        let (mut small, mut large) = (small, large);
        small.make(centre, 0);
        large.make(centre, 0);
        assert_eq!(small.totals, large.totals);
        assert_ne!(small.totals, [[0; 2]; 2], "the stone counts");
    }

    #[test]
    fn incremental_updates_equal_a_recount_after_random_make_and_unmake() {
        let mut rng = Rng::new(7);
        // A bounded board in one corner, so that walls take part.
        let mut grid = Grid::new(|cell| cell % SIDE > 24 || cell / SIDE > 22);
        let empty = grid.clone();
        let mut played: Vec<(usize, Side)> = Vec::new();
        for step in 0..2_000 {
            if played.is_empty() || rng.below(3) > 0 {
                let cell = (RING + rng.below(22)) + (RING + rng.below(20)) * SIDE;
                if grid.is_empty(cell) {
                    let side = rng.below(2);
                    grid.make(cell, side);
                    played.push((cell, side));
                }
            } else {
                // Unmake takes back the last make only.
                let (cell, side) = played.pop().unwrap();
                grid.unmake(cell, side);
            }
            if step % 100 == 0 {
                assert_same(&grid, &from_scratch(&grid));
            }
        }
        while let Some((cell, side)) = played.pop() {
            grid.unmake(cell, side);
        }
        assert_same(&grid, &empty);
        assert_eq!(grid.hash(), 0);
    }

    #[test]
    fn a_threat_after_a_stone_reads_as_playing_the_stone_does() {
        let mut rng = Rng::new(11);
        let mut grid = Grid::new(|cell| cell % SIDE > 24 || cell / SIDE > 22);
        let mut checked = 0;
        for _ in 0..120 {
            let cell = (RING + rng.below(22)) + (RING + rng.below(20)) * SIDE;
            if !grid.is_empty(cell) {
                continue;
            }
            grid.make(cell, rng.below(2));
            let empty: Vec<usize> = grid.candidates().collect();
            for &stone in &empty {
                for stone_side in 0..2 {
                    let reached: Vec<usize> =
                        grid.threats_around(stone, 0, Threat::Quiet).collect();
                    let after: Vec<[Threat; 2]> = reached
                        .iter()
                        .map(|&at| {
                            [0, 1].map(|side| grid.threat_after(at, side, stone, stone_side))
                        })
                        .collect();
                    grid.make(stone, stone_side);
                    let played: Vec<[Threat; 2]> = reached
                        .iter()
                        .map(|&at| [0, 1].map(|side| grid.threat(at, side)))
                        .collect();
                    grid.unmake(stone, stone_side);
                    assert_eq!(after, played, "a stone of {stone_side} on {stone}");
                    checked += reached.len();
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn an_open_three_offers_an_open_four_and_a_four_its_five() {
        let mut grid = Grid::new(|_| false);
        let row = 30 * SIDE;
        for x in 30..33 {
            grid.make(row + x, 0);
        }
        // _XXX_ : both ends make an open four.
        for x in [29, 33] {
            assert_eq!(grid.threat(row + x, 0), Threat::DoubleFour, "{x}");
        }
        assert_eq!(grid.threat(row + 28, 0), Threat::Four);
        assert!(!grid.has_five(0));
        grid.make(row + 33, 0);
        assert!(grid.has_five(0) && !grid.has_five(1));
        let mut fives: Vec<usize> = grid.threats_around(row + 33, 0, Threat::Five).collect();
        fives.sort_unstable();
        assert_eq!(fives, [row + 29, row + 34]);
        assert_eq!(grid.count_at_least(0, Threat::Five), 2);
        grid.make(row + 29, 1);
        assert_eq!(grid.count_at_least(0, Threat::Five), 1);
    }
}
