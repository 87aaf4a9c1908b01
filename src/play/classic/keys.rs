//! What a key press means in the classic game. Enter and Space need no
//! entry: the cells are buttons, which the browser clicks for them.

use crate::engine::classic::Cell;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Move the keyboard focus to this cell.
    Focus(Cell),
    Play(Cell),
    Restart,
    Undo,
}

/// The shortcut for `key` (a `KeyboardEvent.key`) with the focus on `cursor`.
pub fn shortcut(key: &str, cursor: Cell) -> Option<Shortcut> {
    let (row, column) = (cursor.row(), cursor.column());
    let focus = |row: usize, column: usize| Cell::new(row * 3 + column).ok().map(Shortcut::Focus);
    match key {
        "ArrowUp" => focus(row.checked_sub(1)?, column),
        "ArrowDown" => focus(row + 1, column),
        "ArrowLeft" => focus(row, column.checked_sub(1)?),
        "ArrowRight" => focus(row, column + 1).filter(|_| column < 2),
        "r" | "R" => Some(Shortcut::Restart),
        "u" | "U" => Some(Shortcut::Undo),
        digit => keypad_cell(digit).map(Shortcut::Play),
    }
}

/// Digits in a numeric keypad's layout: 7 8 9 is the top row, 1 2 3 the
/// bottom one, so the keys sit where the cells do.
fn keypad_cell(key: &str) -> Option<Cell> {
    let digit: usize = match key.as_bytes() {
        [digit @ b'1'..=b'9'] => usize::from(digit - b'0'),
        _ => return None,
    };
    let row = 2 - (digit - 1) / 3;
    Cell::new(row * 3 + (digit - 1) % 3).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(index: usize) -> Cell {
        Cell::new(index).unwrap()
    }

    #[test]
    fn digits_follow_the_keypad() {
        let cells: Vec<usize> = "789456123"
            .chars()
            .map(|digit| match shortcut(&digit.to_string(), cell(4)) {
                Some(Shortcut::Play(cell)) => cell.index(),
                other => panic!("{digit}: {other:?}"),
            })
            .collect();
        assert_eq!(cells, (0..9).collect::<Vec<_>>());
        assert_eq!(shortcut("0", cell(4)), None);
        assert_eq!(shortcut("12", cell(4)), None);
    }

    #[test]
    fn arrows_move_the_focus_and_stop_at_the_edges() {
        let focus = |key, from| shortcut(key, cell(from));
        assert_eq!(focus("ArrowUp", 4), Some(Shortcut::Focus(cell(1))));
        assert_eq!(focus("ArrowDown", 4), Some(Shortcut::Focus(cell(7))));
        assert_eq!(focus("ArrowLeft", 4), Some(Shortcut::Focus(cell(3))));
        assert_eq!(focus("ArrowRight", 4), Some(Shortcut::Focus(cell(5))));
        assert_eq!(focus("ArrowUp", 2), None);
        assert_eq!(focus("ArrowDown", 6), None);
        assert_eq!(focus("ArrowLeft", 3), None);
        assert_eq!(focus("ArrowRight", 5), None);
    }

    #[test]
    fn letters_restart_and_undo() {
        for (key, expected) in [
            ("r", Shortcut::Restart),
            ("R", Shortcut::Restart),
            ("u", Shortcut::Undo),
            ("U", Shortcut::Undo),
        ] {
            assert_eq!(shortcut(key, cell(0)), Some(expected));
        }
        assert_eq!(shortcut("x", cell(0)), None);
        assert_eq!(shortcut("Enter", cell(0)), None);
    }
}
