//! What a key press means in the classic game. Enter and Space need no
//! entry: the cells are buttons, which the browser clicks for them.

use crate::engine::classic::Cell;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Move the keyboard focus to this cell.
    Focus(Cell),
    Play(Cell),
    Restart,
    Undo,
}

/// The command for `key` (a `KeyboardEvent.key`) with the focus on `cursor`.
pub fn command(key: &str, cursor: Cell) -> Option<Command> {
    let (row, column) = (cursor.row(), cursor.column());
    let focus = |row: usize, column: usize| Cell::new(row * 3 + column).ok().map(Command::Focus);
    match key {
        "ArrowUp" => focus(row.checked_sub(1)?, column),
        "ArrowDown" => focus(row + 1, column),
        "ArrowLeft" => focus(row, column.checked_sub(1)?),
        "ArrowRight" => focus(row, column + 1).filter(|_| column < 2),
        "r" | "R" => Some(Command::Restart),
        "u" | "U" => Some(Command::Undo),
        digit => keypad_cell(digit).map(Command::Play),
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
            .map(|digit| match command(&digit.to_string(), cell(4)) {
                Some(Command::Play(cell)) => cell.index(),
                other => panic!("{digit}: {other:?}"),
            })
            .collect();
        assert_eq!(cells, (0..9).collect::<Vec<_>>());
        assert_eq!(command("0", cell(4)), None);
        assert_eq!(command("12", cell(4)), None);
    }

    #[test]
    fn arrows_move_the_focus_and_stop_at_the_edges() {
        let focus = |key, from| command(key, cell(from));
        assert_eq!(focus("ArrowUp", 4), Some(Command::Focus(cell(1))));
        assert_eq!(focus("ArrowDown", 4), Some(Command::Focus(cell(7))));
        assert_eq!(focus("ArrowLeft", 4), Some(Command::Focus(cell(3))));
        assert_eq!(focus("ArrowRight", 4), Some(Command::Focus(cell(5))));
        assert_eq!(focus("ArrowUp", 2), None);
        assert_eq!(focus("ArrowDown", 6), None);
        assert_eq!(focus("ArrowLeft", 3), None);
        assert_eq!(focus("ArrowRight", 5), None);
    }

    #[test]
    fn letters_restart_and_undo() {
        for (key, expected) in [
            ("r", Command::Restart),
            ("R", Command::Restart),
            ("u", Command::Undo),
            ("U", Command::Undo),
        ] {
            assert_eq!(command(key, cell(0)), Some(expected));
        }
        assert_eq!(command("x", cell(0)), None);
        assert_eq!(command("Enter", cell(0)), None);
    }
}
