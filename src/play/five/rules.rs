//! The rule and the board as the page offers and saves them: the menus'
//! values, by the names that links, saved settings and the JS API use.
//! The type is the engine's `Rules`; the page numbers a fixed board's
//! cells from its centre (`Origin::Centre`), a1 at the bottom left.

use crate::engine::five::{Rule, Size};
use crate::play::settings::Choice;

/// Saved, and the menu's values: `open`, `15`, `19`.
impl Choice for Size {
    const ALL: &'static [Size] = &Size::ALL;
    const FIRST: Size = Size::Open;

    fn key(self) -> String {
        self.name().into()
    }
}

/// Saved, and the menu's values, by the names the JS API uses.
impl Choice for Rule {
    const ALL: &'static [Rule] = &Rule::ALL;
    const FIRST: Rule = Rule::Freestyle;

    fn key(self) -> String {
        self.name().into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::{Area, Origin, Point};
    use crate::play::five::record::coordinate;

    #[test]
    fn fixed_boards_run_from_a1_at_the_bottom_left() {
        let corners = |size: Size| match size.area(Origin::Centre) {
            Area::Bounded(rect) => {
                let corner = |x, y| coordinate(Point::new(x, y).unwrap());
                let centre = coordinate(rect.centre());
                [
                    corner(rect.left, rect.bottom),
                    corner(rect.right, rect.top),
                    centre,
                ]
            }
            Area::Unbounded => panic!("{size:?} is fixed"),
        };
        assert_eq!(corners(Size::Fifteen), ["a1", "o15", "h8"]);
        assert_eq!(corners(Size::Nineteen), ["a1", "s19", "j10"]);
    }

    #[test]
    fn the_menus_keys_are_the_engines_names() {
        for &size in <Size as Choice>::ALL {
            assert_eq!(Size::from_key(&size.key()), Some(size));
            assert_eq!(size.key().parse(), Ok(size));
        }
        for &rule in <Rule as Choice>::ALL {
            assert_eq!(Rule::from_key(&rule.key()), Some(rule));
        }
    }
}
