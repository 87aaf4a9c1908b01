//! What a key press means in five in a row. Enter and Space need no entry:
//! the cells are buttons, which the browser clicks for them.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Move the keyboard focus by this many cells.
    Cursor(i32, i32),
    /// Move the view by this many cells.
    Pan(i32, i32),
    Restart,
    Undo,
    ToggleWeights,
    Centre,
}

/// The shortcut for `key` (a `KeyboardEvent.key`); with Shift, arrows pan
/// the view instead of moving the cursor.
pub fn shortcut(key: &str, shift: bool) -> Option<Shortcut> {
    let (dx, dy) = match key {
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "r" | "R" => return Some(Shortcut::Restart),
        "u" | "U" => return Some(Shortcut::Undo),
        "w" | "W" => return Some(Shortcut::ToggleWeights),
        "c" | "C" => return Some(Shortcut::Centre),
        _ => return None,
    };
    Some(if shift {
        Shortcut::Pan(dx, dy)
    } else {
        Shortcut::Cursor(dx, dy)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_move_the_cursor_or_with_shift_the_view() {
        assert_eq!(shortcut("ArrowUp", false), Some(Shortcut::Cursor(0, -1)));
        assert_eq!(shortcut("ArrowRight", false), Some(Shortcut::Cursor(1, 0)));
        assert_eq!(shortcut("ArrowDown", true), Some(Shortcut::Pan(0, 1)));
        assert_eq!(shortcut("ArrowLeft", true), Some(Shortcut::Pan(-1, 0)));
    }

    #[test]
    fn letters_work_in_either_case() {
        for (key, expected) in [
            ("r", Shortcut::Restart),
            ("U", Shortcut::Undo),
            ("w", Shortcut::ToggleWeights),
            ("C", Shortcut::Centre),
        ] {
            assert_eq!(shortcut(key, false), Some(expected));
            assert_eq!(shortcut(&key.to_uppercase(), true), Some(expected));
        }
        assert_eq!(shortcut("5", false), None);
        assert_eq!(shortcut("Enter", false), None);
    }
}
