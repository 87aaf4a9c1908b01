//! Hand-checked positions for renju's forbidden points and each rule's
//! wins, as small diagrams: `x` black (X, who opens), `o` white, `?` the
//! cell asked about. The diagram's top-left cell is 0,0; stones far from
//! it even the count so that the side named moves next.
#![allow(dead_code)]

use inarow::engine::five::{Area, Foul, Player, Point, Rule};

pub struct Case {
    pub name: &'static str,
    pub rule: Rule,
    /// The side of a fixed square board, or `None` for the unbounded one.
    pub size: Option<i32>,
    pub mover: Player,
    pub diagram: &'static [&'static str],
    /// Why black may not play on `?` (black moving under renju), if so.
    pub foul: Option<Foul>,
    /// Whether the mover wins by playing on `?` (when it may).
    pub wins: bool,
}

/// Black to move under renju: `?` is forbidden for `foul`.
const fn forbidden(name: &'static str, diagram: &'static [&'static str], foul: Foul) -> Case {
    Case {
        name,
        rule: Rule::Renju,
        size: None,
        mover: Player::X,
        diagram,
        foul: Some(foul),
        wins: false,
    }
}

/// Black to move under renju: `?` is allowed.
const fn allowed(name: &'static str, diagram: &'static [&'static str]) -> Case {
    Case {
        foul: None,
        ..forbidden(name, diagram, Foul::Overline)
    }
}

const fn row(
    name: &'static str,
    rule: Rule,
    mover: Player,
    diagram: &'static [&'static str],
    wins: bool,
) -> Case {
    Case {
        name,
        rule,
        size: None,
        mover,
        diagram,
        foul: None,
        wins,
    }
}

/// A three whose only straight four (on the cell right of `?`) is an
/// overline: it is no three.
const FAKE_THREE: &[&str] = &[
    "...........",
    "...........",
    "......x....",
    "......x....",
    ".o.x?x..o..",
    "....x.x....",
    "....x.x....",
    "......x....",
    "...........",
];

/// Two stones against the left edge, a third on `?`.
const AT_THE_EDGE: &[&str] = &[
    "....o.o.o.o",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
    "...........",
    "xx?........",
    "..x........",
    "..x........",
    "...........",
];

pub const CASES: &[Case] = &[
    forbidden(
        "two open threes",
        &[
            "...........",
            "...xx?.....",
            ".....x.....",
            ".....x.....",
            "...........",
        ],
        Foul::DoubleThree,
    ),
    forbidden(
        "a split three and a three",
        &[
            "...........",
            "..x.x?.....",
            ".....x.....",
            ".....x.....",
            "...........",
        ],
        Foul::DoubleThree,
    ),
    allowed(
        "a three hemmed in so that it cannot become a straight four is no three",
        &[
            "...........",
            "..o.xx?.o..",
            "......x....",
            "......x....",
            "...........",
        ],
    ),
    forbidden(
        "the same three with room for a straight four",
        &[
            "...........",
            "..o.xx?....",
            "......x....",
            "......x....",
            "...........",
        ],
        Foul::DoubleThree,
    ),
    allowed(
        "a three whose only straight four is a forbidden point is no three",
        FAKE_THREE,
    ),
    forbidden(
        "that straight four's point is an overline",
        &[
            "...........",
            "...........",
            "......x....",
            "......x....",
            ".o.xxx?.o..",
            "....x.x....",
            "....x.x....",
            "......x....",
            "...........",
        ],
        Foul::Overline,
    ),
    forbidden(
        "without the overline, the three is real",
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            ".o.x?x..o..",
            "....x......",
            "....x......",
            "...........",
            "...........",
        ],
        Foul::DoubleThree,
    ),
    allowed(
        "a four and a three",
        &[
            "...........",
            ".oxxx?.....",
            ".....x.....",
            ".....x.....",
            "...........",
        ],
    ),
    forbidden(
        "two fours on one line, one gap apart",
        &["...........", "..x.x?x.x..", "..........."],
        Foul::DoubleFour,
    ),
    forbidden(
        "two fours on one line, three apart",
        &["...........", ".xxx.?.xxx.", "..........."],
        Foul::DoubleFour,
    ),
    forbidden(
        "two fours on two lines",
        &[
            ".....o.....",
            ".oxxx?.....",
            ".....x.....",
            ".....x.....",
            ".....x.....",
            "...........",
        ],
        Foul::DoubleFour,
    ),
    forbidden(
        "an open four and a four",
        &[
            "...........",
            "..xxx?.....",
            ".....x.....",
            ".....x.....",
            ".....x.....",
            ".....o.....",
        ],
        Foul::DoubleFour,
    ),
    allowed(
        "a straight four alone",
        &["...........", "..xxx?.....", "..........."],
    ),
    forbidden(
        "six in a row for black",
        &["...........", "..xxx?xx...", "..........."],
        Foul::Overline,
    ),
    Case {
        name: "black's five wins though it also makes a double three",
        wins: true,
        ..allowed(
            "",
            &[
                "...........",
                ".xxxx?.....",
                "....xx.....",
                "...x.x.....",
                "...........",
                "...........",
            ],
        )
    },
    Case {
        name: "a three against the board's edge is no three",
        size: Some(15),
        ..allowed("", AT_THE_EDGE)
    },
    forbidden(
        "the same stones on the unbounded board make a double three",
        AT_THE_EDGE,
        Foul::DoubleThree,
    ),
    row(
        "white's six wins under renju",
        Rule::Renju,
        Player::O,
        &["..ooo?oo..."],
        true,
    ),
    row(
        "white's five wins under renju",
        Rule::Renju,
        Player::O,
        &["..oooo?...."],
        true,
    ),
    row(
        "five wins under standard",
        Rule::Standard,
        Player::X,
        &["..xxxx?...."],
        true,
    ),
    row(
        "six does not win under standard",
        Rule::Standard,
        Player::X,
        &["..xxx?xx..."],
        false,
    ),
    row(
        "white's six does not win under standard",
        Rule::Standard,
        Player::O,
        &["..ooo?oo..."],
        false,
    ),
    row(
        "six wins under freestyle",
        Rule::Freestyle,
        Player::X,
        &["..xxx?xx..."],
        true,
    ),
    row(
        "two fours on one line are no foul under freestyle",
        Rule::Freestyle,
        Player::X,
        &["..x.x?x.x.."],
        false,
    ),
    row(
        "two open threes are no foul under standard",
        Rule::Standard,
        Player::X,
        &["...xx?.....", ".....x.....", ".....x....."],
        false,
    ),
];

impl Case {
    pub fn area(&self) -> Area {
        self.size
            .map_or(Area::Unbounded, |side| Area::sized(side, side).unwrap())
    }

    /// The diagram's stones as a game, the side named to move, and the
    /// cell `?`.
    pub fn game(&self) -> (String, Point) {
        let mut stones = [Vec::new(), Vec::new()];
        let mut asked = None;
        for (y, line) in self.diagram.iter().enumerate() {
            for (x, c) in line.chars().enumerate() {
                let point = Point::new(x as i32, y as i32).unwrap();
                match c {
                    'x' => stones[0].push(point),
                    'o' => stones[1].push(point),
                    '?' => asked = Some(point),
                    _ => {}
                }
            }
        }
        // X has as many stones as O when X moves, one more when O does.
        let extra_x = usize::from(self.mover == Player::O);
        let pad = |side: usize, k: usize| Point::new(2 * k as i32, 30 + 4 * side as i32).unwrap();
        while stones[0].len() < stones[1].len() + extra_x {
            let k = stones[0].len();
            stones[0].push(pad(0, k));
        }
        while stones[1].len() + extra_x < stones[0].len() {
            let k = stones[1].len();
            stones[1].push(pad(1, k));
        }
        let mut moves = Vec::new();
        for index in 0..stones[0].len() {
            moves.push(stones[0][index].to_string());
            if let Some(o) = stones[1].get(index) {
                moves.push(o.to_string());
            }
        }
        (moves.join(" "), asked.expect("a ? in the diagram"))
    }
}
