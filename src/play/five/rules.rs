//! What a game of five in a row is played under on the page: a rule and a
//! board, the open one that grows or a fixed square whose bottom left is
//! a1, as on a renju board. Written `renju,15` in links, in the saved game
//! and in the Hard bot's requests: the rule's name, then the board's side
//! when it is fixed.

use std::fmt;
use std::str::FromStr;

use crate::engine::five::{Area, Board, Rect, Rule};
use crate::play::settings::Choice;

/// The board a game is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Size {
    /// The open board, which grows as play nears its edge.
    #[default]
    Open,
    /// 15 × 15, a1 to o15: renju's board.
    Fifteen,
    /// 19 × 19, a1 to s19: a go board.
    Nineteen,
}

impl Size {
    /// The cells of the board: a fixed one has a1 at the bottom left,
    /// where the open board's first view has it, so that a stone has the
    /// same name on each.
    pub const fn area(self) -> Area {
        let side = match self {
            Size::Open => return Area::Unbounded,
            Size::Fifteen => 15,
            Size::Nineteen => 19,
        };
        Area::Bounded(Rect {
            left: -7,
            top: 8 - side,
            right: side - 8,
            bottom: 7,
        })
    }

    /// The size of a board with cells `area`: the open board unless it is
    /// one of the fixed ones.
    fn of(area: Area) -> Size {
        let mut sizes = Size::ALL.iter().copied();
        sizes.find(|size| size.area() == area).unwrap_or_default()
    }
}

/// Saved, and the menu's values: `open`, `15`, `19`.
impl Choice for Size {
    const ALL: &'static [Size] = &[Size::Open, Size::Fifteen, Size::Nineteen];
    const FIRST: Size = Size::Open;

    fn key(self) -> String {
        match self {
            Size::Open => "open",
            Size::Fifteen => "15",
            Size::Nineteen => "19",
        }
        .into()
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

/// A game's rule and board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    pub rule: Rule,
    pub size: Size,
}

impl Rules {
    /// A game with no move yet under these rules.
    pub fn board(self) -> Board {
        Board::with(self.rule, self.size.area())
    }

    /// The rules `board` is played under.
    pub fn of(board: &Board) -> Rules {
        Rules {
            rule: board.rule(),
            size: Size::of(board.area()),
        }
    }
}

/// `renju,15`, or `freestyle` on the open board.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rule.name())?;
        match self.size {
            Size::Open => Ok(()),
            size => write!(f, ",{}", size.key()),
        }
    }
}

/// Reads what `Display` writes, and nothing else.
impl FromStr for Rules {
    type Err = ();

    fn from_str(text: &str) -> Result<Rules, ()> {
        let (rule, size) = match text.split_once(',') {
            Some((rule, size)) if size != Size::Open.key() => {
                (rule, Size::from_key(size).ok_or(())?)
            }
            Some(_) => return Err(()),
            None => (text, Size::Open),
        };
        Ok(Rules {
            rule: rule.parse()?,
            size,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::Point;
    use crate::play::five::record::coordinate;

    #[test]
    fn fixed_boards_run_from_a1_at_the_bottom_left() {
        let corners = |size: Size| match size.area() {
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
        assert_eq!(Size::Open.area(), Area::Unbounded);
        for &size in Size::ALL {
            assert_eq!(Size::of(size.area()), size);
        }
    }

    #[test]
    fn rules_read_back_and_nothing_else_does() {
        for &rule in Rule::ALL.iter() {
            for &size in Size::ALL {
                let rules = Rules { rule, size };
                assert_eq!(rules.to_string().parse(), Ok(rules), "{rules}");
                assert_eq!(Rules::of(&rules.board()), rules);
            }
        }
        assert_eq!(
            Rules {
                rule: Rule::Renju,
                size: Size::Fifteen
            }
            .to_string(),
            "renju,15"
        );
        assert_eq!(Rules::default().to_string(), "freestyle");
        for text in [
            "",
            "renju,",
            "renju,open",
            "gomoku",
            "renju,16",
            "renju,15,15",
            "Renju",
        ] {
            assert_eq!(text.parse::<Rules>(), Err(()), "{text:?}");
        }
    }
}
