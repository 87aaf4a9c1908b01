//! What a stone on an empty cell would make, read off lookup tables.
//!
//! Along one line, a cell's neighbourhood is the four cells on either side
//! of it: every five through the cell lies within them. Those eight cells,
//! two bits each (empty, X, O, wall), make the line's *key*. What a stone of
//! a side on the cell would make along that line is its *shape*: a five, an
//! open four (two cells then complete five), a four (one cell), an open
//! three (a stone away from an open four), a three (from a four), and so on
//! down to a lone stone, or nothing when no five fits. A table maps every
//! key to the shape for each side.
//!
//! A cell's four shapes make its *code*, and a second table maps a code to
//! the cell's *threat* (the strongest thing the stone makes: a five, an open
//! four or two fours, a four with an open three, ...), its *value*, what the
//! move ordering weighs, and its *worth*, what the evaluation counts.

use std::sync::OnceLock;

use super::evaluation::cell_worth;
use super::ordering::move_value;

/// What a stone makes along one line, weakest first.
pub(super) type Shape = u8;
pub(super) const NONE: Shape = 0;
pub(super) const OPEN_THREE: Shape = 6;
pub(super) const FOUR: Shape = 7;
pub(super) const OPEN_FOUR: Shape = 8;
pub(super) const FIVE: Shape = 9;
/// How many shapes there are: `NONE`, a two-sided pair for one to four
/// stones (closed, then open), and `FIVE`.
pub(super) const SHAPES: usize = 10;

/// What a cell's stone threatens, weakest first: the move generator and the
/// threat searches ask for these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub(super) enum Threat {
    /// Nothing that forces a reply.
    Quiet,
    /// An open three: the other side must answer or lose to an open four.
    Three,
    /// Two open threes at once.
    DoubleThree,
    /// A four: the other side must block its fifth cell.
    Four,
    /// A four and an open three: once the four is blocked, the three opens.
    FourThree,
    /// An open four or two fours: two cells to complete five.
    DoubleFour,
    Five,
}

impl Threat {
    pub(super) const COUNT: usize = 7;

    /// A four or better: a move the other side must answer at once.
    pub(super) fn is_four(self) -> bool {
        self >= Threat::Four
    }
}

/// A cell's four shapes for one side as one number, `shape(line) *
/// SHAPES^line` summed: the index of `Tables::cells`.
pub(super) type Code = u16;
pub(super) const CODES: usize = SHAPES.pow(4);
/// What adding 1 to line `line`'s shape adds to a code.
pub(super) const LINE_UNIT: [Code; 4] = [1, 10, 100, 1000];

/// What a cell's code says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct CellInfo {
    pub threat: u8,
    /// What the move order weighs: by `Role`.
    pub value: [i16; 2],
    /// What the evaluation counts for the cell's side: by `Role`.
    pub worth: [i16; 2],
}

/// Whose turn it is, as the evaluation's weights tell the sides apart.
pub(super) type Role = usize;
pub(super) const TO_MOVE: Role = 0;
pub(super) const WAITING: Role = 1;

/// The two tables, built once.
pub(super) struct Tables {
    /// By key: the shape for X and for O.
    pub shapes: Vec<[Shape; 2]>,
    /// By code.
    pub cells: Vec<CellInfo>,
}

/// A cell in a key: two bits.
const EMPTY: u8 = 0;
const X: u8 = 1;
const O: u8 = 2;
#[cfg(test)]
const WALL: u8 = 3;

/// Where the cell `offset` steps away along the line (-4..=4, not 0) sits
/// in its neighbour's key: the bit position of its two bits.
pub(super) const fn slot_shift(offset: i32) -> u32 {
    let slot = if offset < 0 { offset + 4 } else { offset + 3 };
    2 * slot as u32
}

/// The tables, built on first use: about 65,000 keys and 10,000 codes, a
/// few milliseconds.
pub(super) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        shapes: shapes(),
        cells: (0..CODES).map(|code| cell_info(code as Code)).collect(),
    })
}

/// The nine cells of a line, the middle one the side's new stone, as a key
/// spells them for X.
fn line_of(key: u32) -> [u8; 9] {
    let mut line = [X; 9];
    for (index, cell) in line.iter_mut().enumerate() {
        let offset = index as i32 - 4;
        if offset != 0 {
            *cell = ((key >> slot_shift(offset)) & 3) as u8;
        }
    }
    line
}

/// Whether five of X's in a row run through the middle cell.
fn has_five(line: &[u8; 9]) -> bool {
    (0..5).any(|start| line[start..start + 5].iter().all(|&cell| cell == X))
}

/// The shape X makes on `line`, from the shapes of the lines with one more
/// X stone (`more`, indexed by key), which have more X and so come first.
fn shape_of(line: &[u8; 9], key: u32, more: &dyn Fn(u32) -> Shape) -> Shape {
    if has_five(line) {
        return FIVE;
    }
    let mut fives = 0;
    let mut best = NONE;
    for index in (0..9).filter(|&i| i != 4 && line[i] == EMPTY) {
        let mut next = *line;
        next[index] = X;
        if has_five(&next) {
            fives += 1;
        } else {
            let added = key | (u32::from(X) << slot_shift(index as i32 - 4));
            best = best.max(more(added));
        }
    }
    match fives {
        // One stone more makes at best `best`: this is a step below it,
        // open for an open shape.
        0 => best.saturating_sub(2),
        1 => FOUR,
        _ => OPEN_FOUR,
    }
}

/// The shape table: every key, for X, filled from the keys with the most X
/// stones down; O's shape is X's on the key with colours swapped.
fn shapes() -> Vec<[Shape; 2]> {
    const KEYS: usize = 1 << 16;
    let mut for_x = vec![NONE; KEYS];
    let own = |key: u32| {
        (0..8)
            .filter(|k| (key >> (2 * k)) & 3 == u32::from(X))
            .count()
    };
    // By falling count of X stones, in passes rather than a sort, which
    // would weigh kilobytes in the wasm.
    let keys = (0..=8)
        .rev()
        .flat_map(|stones| (0..KEYS as u32).filter(move |&key| own(key) == stones));
    for key in keys {
        let line = line_of(key);
        let shape = {
            let known = &for_x;
            shape_of(&line, key, &|more| known[more as usize])
        };
        for_x[key as usize] = shape;
    }
    (0..KEYS as u32)
        .map(|key| [for_x[key as usize], for_x[swap_colours(key) as usize]])
        .collect()
}

fn swap_colours(key: u32) -> u32 {
    (0..8).fold(0, |swapped, k| {
        let cell = ((key >> (2 * k)) & 3) as u8;
        let cell = match cell {
            X => O,
            O => X,
            other => other,
        };
        swapped | (u32::from(cell) << (2 * k))
    })
}

/// The four shapes of a code.
pub(super) fn shapes_of(code: Code) -> [Shape; 4] {
    let mut shapes = [NONE; 4];
    let mut rest = code as usize;
    for shape in &mut shapes {
        *shape = (rest % SHAPES) as Shape;
        rest /= SHAPES;
    }
    shapes
}

/// What a stone makes over its four lines together.
fn threat_of(shapes: [Shape; 4]) -> Threat {
    let count = |shape| shapes.iter().filter(|&&s| s == shape).count();
    let (fours, open_threes) = (count(FOUR), count(OPEN_THREE));
    if count(FIVE) > 0 {
        Threat::Five
    } else if count(OPEN_FOUR) > 0 || fours >= 2 {
        Threat::DoubleFour
    } else if fours == 1 && open_threes > 0 {
        Threat::FourThree
    } else if fours == 1 {
        Threat::Four
    } else if open_threes >= 2 {
        Threat::DoubleThree
    } else if open_threes == 1 {
        Threat::Three
    } else {
        Threat::Quiet
    }
}

fn cell_info(code: Code) -> CellInfo {
    let shapes = shapes_of(code);
    CellInfo {
        threat: threat_of(shapes) as u8,
        value: move_value(shapes),
        worth: cell_worth(shapes),
    }
}

impl From<u8> for Threat {
    fn from(byte: u8) -> Threat {
        match byte {
            0 => Threat::Quiet,
            1 => Threat::Three,
            2 => Threat::DoubleThree,
            3 => Threat::Four,
            4 => Threat::FourThree,
            5 => Threat::DoubleFour,
            _ => Threat::Five,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key of a line written as nine characters, the middle one the
    /// cell: `x`, `o`, `.` and `#` for a wall.
    fn key(line: &str) -> u32 {
        line.chars()
            .enumerate()
            .filter(|&(index, _)| index != 4)
            .map(|(index, c)| {
                let cell = match c {
                    'x' => X,
                    'o' => O,
                    '#' => WALL,
                    _ => EMPTY,
                };
                u32::from(cell) << slot_shift(index as i32 - 4)
            })
            .sum()
    }

    fn shape(line: &str) -> [Shape; 2] {
        tables().shapes[key(line) as usize]
    }

    #[test]
    fn lines_read_as_gomoku_players_name_them() {
        // X on the middle cell of each line: what it makes, then what an O
        // there would make.
        assert_eq!(shape("..xx.xx.."), [FIVE, NONE]);
        assert_eq!(shape("..xx.x..."), [OPEN_FOUR, NONE]);
        assert_eq!(shape("...x.x.x."), [FOUR, NONE]);
        assert_eq!(shape("oxxx....."), [FOUR, 1]);
        assert_eq!(shape(".x.x.x..."), [FOUR, NONE]);
        assert_eq!(shape("...x.x..."), [OPEN_THREE, NONE]);
        assert_eq!(shape("..xx....."), [OPEN_THREE, 1]);
        assert_eq!(shape("..x...x.."), [FOUR - 2, NONE]);
        assert_eq!(shape("#xx.....o"), [FOUR - 2, 3]);
        // Two in a row, open; one alone.
        assert_eq!(shape("...x....."), [OPEN_THREE - 2, 1]);
        assert_eq!(shape("........."), [OPEN_THREE - 4, OPEN_THREE - 4]);
        // Hemmed in, X fits no five; O has three.
        assert_eq!(shape("..o...o.."), [NONE, FOUR - 2]);
        // A stone of O's on the middle: the same read with colours swapped.
        assert_eq!(shape("..oo.oo.."), [NONE, FIVE]);
    }

    #[test]
    fn codes_combine_lines_into_threats() {
        let code = |shapes: [Shape; 4]| -> Code {
            shapes
                .iter()
                .zip(LINE_UNIT)
                .map(|(&s, unit)| Code::from(s) * unit)
                .sum()
        };
        let threat = |shapes| Threat::from(tables().cells[code(shapes) as usize].threat);
        assert_eq!(threat([FOUR, FOUR, NONE, NONE]), Threat::DoubleFour);
        assert_eq!(threat([FOUR, OPEN_THREE, NONE, NONE]), Threat::FourThree);
        assert_eq!(
            threat([OPEN_THREE, NONE, OPEN_THREE, 1]),
            Threat::DoubleThree
        );
        assert_eq!(threat([NONE, NONE, FOUR - 2, FOUR]), Threat::Four);
        assert_eq!(threat([NONE, FIVE, NONE, NONE]), Threat::Five);
        assert_eq!(threat([4, 4, 3, 2]), Threat::Quiet);
        assert_eq!(shapes_of(code([1, 2, 3, 9])), [1, 2, 3, 9]);
    }
}
