//! What a key press means in five in a row. Enter and Space need no entry:
//! the cells are buttons, which the browser clicks for them.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Move the keyboard focus by this many cells.
    Cursor(i32, i32),
    /// Move the view by this many cells.
    Pan(i32, i32),
    Restart,
    Undo,
    ToggleWeights,
    Centre,
}

/// The command for `key` (a `KeyboardEvent.key`); with Shift, arrows pan
/// the view instead of moving the cursor.
pub fn command(key: &str, shift: bool) -> Option<Command> {
    let (dx, dy) = match key {
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "r" | "R" => return Some(Command::Restart),
        "u" | "U" => return Some(Command::Undo),
        "w" | "W" => return Some(Command::ToggleWeights),
        "c" | "C" => return Some(Command::Centre),
        _ => return None,
    };
    Some(if shift {
        Command::Pan(dx, dy)
    } else {
        Command::Cursor(dx, dy)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_move_the_cursor_or_with_shift_the_view() {
        assert_eq!(command("ArrowUp", false), Some(Command::Cursor(0, -1)));
        assert_eq!(command("ArrowRight", false), Some(Command::Cursor(1, 0)));
        assert_eq!(command("ArrowDown", true), Some(Command::Pan(0, 1)));
        assert_eq!(command("ArrowLeft", true), Some(Command::Pan(-1, 0)));
    }

    #[test]
    fn letters_work_in_either_case() {
        for (key, expected) in [
            ("r", Command::Restart),
            ("U", Command::Undo),
            ("w", Command::ToggleWeights),
            ("C", Command::Centre),
        ] {
            assert_eq!(command(key, false), Some(expected));
            assert_eq!(command(&key.to_uppercase(), true), Some(expected));
        }
        assert_eq!(command("5", false), None);
        assert_eq!(command("Enter", false), None);
    }
}
