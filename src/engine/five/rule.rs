//! What a game is played under: which rows win (`Rule`) and why a point is
//! forbidden to black (`Foul`); and a rule with its board (`Rules`, `Size`),
//! the one form the page, its links, the JS API and the Hard bot's worker
//! all read, with where each numbers a fixed board's cells (`Origin`).

use std::fmt;
use std::str::FromStr;

use super::{Area, Board, Player, Rect};
use crate::engine::named::named;

named! {
    /// Which rows win, and which moves black (X, the side that opens) may
    /// not play; named as the API and the page write it.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub enum Rule by name {
        /// Five or more in a row wins.
        #[default]
        Freestyle = "freestyle",
        /// Exactly five wins; six or more does not.
        Standard = "standard",
        /// Exactly five wins for black, who may not make a double three, a
        /// double four or an overline; five or more wins for white.
        Renju = "renju",
    }
}

impl Rule {
    /// Whether a row of `len` stones of `player` wins.
    pub const fn wins(self, player: Player, len: usize) -> bool {
        match self {
            Rule::Freestyle => len >= 5,
            Rule::Standard => len == 5,
            Rule::Renju => len == 5 || (len > 5 && !self.restricts(player)),
        }
    }

    /// Whether `player`'s overline wins.
    pub const fn overline_wins(self, player: Player) -> bool {
        self.wins(player, 6)
    }

    /// Whether `player` has forbidden points: black, under renju.
    pub const fn restricts(self, player: Player) -> bool {
        matches!((self, player), (Rule::Renju, Player::X))
    }
}

named! {
    /// The boards a game is played on: the open one, or a fixed square;
    /// named as links, saved settings and the worker's requests write it.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Size by name {
        /// The open board, which grows as play nears its edge.
        #[default]
        Open = "open",
        /// 15 × 15, a1 to o15: renju's board.
        Fifteen = "15",
        /// 19 × 19, a1 to s19: a go board.
        Nineteen = "19",
    }
}

/// Where a fixed board's cells are numbered from. Each surface keeps its
/// own, and the open board is the same on all (its first stone at 0,0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The centre at 0,0 and y growing downwards, so that a1 is at the
    /// bottom left, where the open board's first view has it and a stone
    /// has the same name on each: the page, its links, records and saved
    /// games, and the Hard bot's worker. On 15 × 15, a1 is -7,7 and h8 is
    /// 0,0.
    Centre,
    /// A corner at 0,0, the cells 0 to side - 1 each way: the JS API (see
    /// docs/api.md), as Gomocup's boards are numbered for the tools.
    Corner,
}

impl Size {
    /// A fixed board's side; `None` for the open board.
    pub const fn side(self) -> Option<i32> {
        match self {
            Size::Open => None,
            Size::Fifteen => Some(15),
            Size::Nineteen => Some(19),
        }
    }

    /// The board's cells, a fixed board's numbered from `origin`.
    pub const fn area(self, origin: Origin) -> Area {
        let Some(side) = self.side() else {
            return Area::Unbounded;
        };
        Area::Bounded(match origin {
            Origin::Centre => Rect {
                left: -7,
                top: 8 - side,
                right: side - 8,
                bottom: 7,
            },
            Origin::Corner => Rect::sized(side, side),
        })
    }

    /// The size of a board with cells `area`, from either origin: the open
    /// board unless it is one of the fixed ones.
    pub fn of(area: Area) -> Size {
        let fixed = |origin| Size::ALL.into_iter().find(|size| size.area(origin) == area);
        fixed(Origin::Centre)
            .or_else(|| fixed(Origin::Corner))
            .unwrap_or_default()
    }
}

/// A game's rule and board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    pub rule: Rule,
    pub size: Size,
}

impl Rules {
    /// A game with no move yet under these rules, a fixed board numbered
    /// from `origin`.
    pub fn board(self, origin: Origin) -> Board {
        Board::with(self.rule, self.size.area(origin))
    }

    /// The rules `board` is played under.
    pub fn of(board: &Board) -> Rules {
        Rules {
            rule: board.rule(),
            size: Size::of(board.area()),
        }
    }
}

/// `renju,15`, or `freestyle` on the open board: the rule's name, then the
/// board's side when it is fixed.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rule.name())?;
        match self.size {
            Size::Open => Ok(()),
            size => write!(f, ",{}", size.name()),
        }
    }
}

/// Reads what `Display` writes, and nothing else.
impl FromStr for Rules {
    type Err = ();

    fn from_str(text: &str) -> Result<Rules, ()> {
        // The open board goes without a size.
        let (rule, size) = match text.split_once(',') {
            Some((rule, size)) => match size.parse()? {
                Size::Open => return Err(()),
                fixed => (rule, fixed),
            },
            None => (text, Size::Open),
        };
        Ok(Rules {
            rule: rule.parse()?,
            size,
        })
    }
}

/// Why a point is forbidden to black under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Two threes or more at once, each able to become a straight four by
    /// an allowed move.
    DoubleThree,
    /// Two fours or more at once, two on one line included.
    DoubleFour,
    /// Six or more in a row.
    Overline,
}

impl Foul {
    pub const fn name(self) -> &'static str {
        match self {
            Foul::DoubleThree => "double three",
            Foul::DoubleFour => "double four",
            Foul::Overline => "overline",
        }
    }
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_win_by_rule() {
        let table = [
            (Rule::Freestyle, [false, true, true, true, true]),
            (Rule::Standard, [false, true, false, true, false]),
            (Rule::Renju, [false, true, false, true, true]),
        ];
        for (rule, expected) in table {
            let got = [
                rule.wins(Player::X, 4),
                rule.wins(Player::X, 5),
                rule.wins(Player::X, 6),
                rule.wins(Player::O, 5),
                rule.wins(Player::O, 6),
            ];
            assert_eq!(got, expected, "{rule}");
        }
        for rule in Rule::ALL {
            assert_eq!(rule.name().parse(), Ok(rule));
        }
        assert_eq!("gomoku".parse::<Rule>(), Err(()));
    }

    #[test]
    fn fixed_boards_are_numbered_from_their_centre_or_their_corner() {
        let rect = |size: Size, origin| match size.area(origin) {
            Area::Bounded(rect) => (rect.left, rect.top, rect.right, rect.bottom),
            Area::Unbounded => panic!("{size:?} is fixed"),
        };
        assert_eq!(rect(Size::Fifteen, Origin::Centre), (-7, -7, 7, 7));
        assert_eq!(rect(Size::Nineteen, Origin::Centre), (-7, -11, 11, 7));
        assert_eq!(rect(Size::Fifteen, Origin::Corner), (0, 0, 14, 14));
        assert_eq!(rect(Size::Nineteen, Origin::Corner), (0, 0, 18, 18));
        for origin in [Origin::Centre, Origin::Corner] {
            assert_eq!(Size::Open.area(origin), Area::Unbounded);
            for size in Size::ALL {
                assert_eq!(Size::of(size.area(origin)), size);
            }
        }
        assert_eq!(Size::of(Area::sized(20, 20).unwrap()), Size::Open);
    }

    #[test]
    fn rules_read_back_and_nothing_else_does() {
        for rule in Rule::ALL {
            for size in Size::ALL {
                let rules = Rules { rule, size };
                assert_eq!(rules.to_string().parse(), Ok(rules), "{rules}");
                for origin in [Origin::Centre, Origin::Corner] {
                    assert_eq!(Rules::of(&rules.board(origin)), rules);
                }
            }
        }
        let renju = Rules {
            rule: Rule::Renju,
            size: Size::Fifteen,
        };
        assert_eq!(renju.to_string(), "renju,15");
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
