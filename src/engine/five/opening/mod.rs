//! Opening rules: how tournaments place a game's first stones and settle
//! who plays black, since black, who opens, would otherwise have the edge
//! (see docs/openings.md for each rule and its sources).
//!
//! An `Opening` is a pure state machine beside the game's `Board`: it says
//! whose decision it is and what it may be (`Step`), takes one `Action` at
//! a time, and refuses an illegal one with an `OpeningError`, the opening
//! and the board left as they were. Stones placed in the opening are the
//! board's moves in play order (black, white, black…), so the board needs
//! nothing of it; the fifth moves offered under renju's rules wait here
//! until white picks one. The two people are `Seat`s: the first is the one
//! who begins the opening, tentatively black.

pub mod judge;

use std::fmt;

use super::{Board, MoveError, Player, Point, Rule};
use crate::engine::named::named;

named! {
    /// The rules an opening is played under, named as records, links and
    /// settings write them.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum OpeningRule by name {
        /// Black opens on an empty board and the players alternate.
        #[default]
        None = "none",
        /// The first places three stones (black, white, black); the second
        /// chooses a colour; white plays the fourth.
        Swap1 = "swap1",
        /// As Swap1, but the second may instead add two stones (white,
        /// black) and leave the choice of colour to the first.
        Swap2 = "swap2",
        /// Renju's RIF rule: three stones in the central squares, a swap,
        /// the fourth by white, two fifth moves offered by black, one
        /// picked by white.
        Rif = "rif",
        /// Renju's Soosorv-8: as RIF, but white declares with the fourth
        /// how many fifth moves black offers (1 to 8), and black may swap
        /// then.
        Soosorv8 = "soosorv8",
        /// Renju's Taraguchi-10: the first four stones one at a time, each
        /// within its central square and followed by a swap; black then
        /// places the fifth within the central 9 × 9, and white may swap,
        /// or offers ten fifth moves, one of which white picks.
        Taraguchi10 = "taraguchi10",
    }
}

impl OpeningRule {
    /// Whether it is played under `rule`: the swaps in gomoku (freestyle
    /// and standard), RIF, Soosorv and Taraguchi in renju, whose 26
    /// openings and offered fifth moves are made for black's forbidden
    /// points.
    pub const fn fits(self, rule: Rule) -> bool {
        match self {
            OpeningRule::None => true,
            OpeningRule::Swap1 | OpeningRule::Swap2 => !matches!(rule, Rule::Renju),
            _ => matches!(rule, Rule::Renju),
        }
    }

    /// How many of the first stones lie within central squares, stone n
    /// within the central (2n - 1)-square: renju's 26 openings are the
    /// first three.
    const fn central(self) -> usize {
        match self {
            OpeningRule::Rif | OpeningRule::Soosorv8 => 3,
            OpeningRule::Taraguchi10 => 5,
            _ => 0,
        }
    }
}

/// One of the two people at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Who begins the opening, tentatively black.
    First,
    Second,
}

impl Seat {
    pub const fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }
}

named! {
    /// What a choice of colour may be, named as the page's buttons and
    /// records write it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Choice by name {
        /// Play black.
        Black = "black",
        /// Play white.
        White = "white",
        /// Swap2's third way: add a white stone and a black one, and leave
        /// the choice to the other.
        AddTwo = "add",
        /// Taraguchi's other fifth: black offers ten fifth moves instead of
        /// placing one.
        Offer = "offer",
    }
}

/// Whose decision it is, and what it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `seat` places the next stones, in play order, until the board holds
    /// `until`.
    Place { seat: Seat, until: usize },
    /// `seat` chooses a colour, or, where `add`, to add two stones.
    Choose { seat: Seat, add: bool },
    /// `seat`, white, declares how many fifth moves black offers, 1 to
    /// `most`.
    Declare { seat: Seat, most: u8 },
    /// `seat`, black, offers fifth moves, `count` in all, no two alike by a
    /// symmetry of the stones.
    Offer { seat: Seat, count: u8 },
    /// `seat`, white, picks one of the fifth moves offered.
    Pick { seat: Seat },
    /// Taraguchi: `seat`, black, places the fifth stone within the central
    /// 9 × 9, or chooses to offer `count` fifth moves instead.
    Fifth { seat: Seat, count: u8 },
    /// The opening is over: the players alternate.
    Play,
}

impl Step {
    /// Whose decision it is; `None` once the players alternate.
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Step::Place { seat, .. }
            | Step::Choose { seat, .. }
            | Step::Declare { seat, .. }
            | Step::Offer { seat, .. }
            | Step::Pick { seat }
            | Step::Fifth { seat, .. } => Some(seat),
            Step::Play => None,
        }
    }
}

/// One decision of the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A stone on the board, the next in play order.
    Place(Point),
    Choose(Choice),
    Declare(u8),
    Offer(Point),
    Pick(Point),
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningError {
    /// The action is not the one the step asks for.
    NotNow { step: Step },
    /// Two stones may be added only at Swap2's first choice.
    NoAddTwo,
    /// The stone cannot go there on the board.
    Move(MoveError),
    /// Stone `number` of a renju opening lies outside the central square
    /// `side` cells wide.
    OffCentre {
        point: Point,
        number: usize,
        side: i32,
    },
    /// Not 1 to `most` fifth moves.
    Declared { count: u8, most: u8 },
    /// The fifth move offered is the same as one offered before, or its
    /// mirror image or turn on these stones.
    AlikeOffer { point: Point, like: Point },
    /// White picks a fifth move that was not offered.
    NotOffered { point: Point },
}

impl OpeningError {
    /// Why, in words, each point named by `name`: the engine's `x,y`, or a
    /// record's coordinates.
    pub fn describe(&self, name: fn(Point) -> String) -> String {
        match *self {
            OpeningError::NotNow { step } => format!("not now: the opening waits for {}", {
                match step {
                    Step::Place { .. } => "a stone",
                    Step::Choose { .. } => "a choice of colour",
                    Step::Declare { .. } => "the number of fifth moves",
                    Step::Offer { .. } => "a fifth move offered",
                    Step::Pick { .. } => "one of the fifth moves offered",
                    Step::Fifth { .. } => "the fifth stone, or a choice to offer fifth moves",
                    Step::Play => "no decision: the game is in play",
                }
            }),
            OpeningError::NoAddTwo => {
                "only swap2's first choice may add two stones: choose a colour".into()
            }
            OpeningError::Move(error) => error.to_string(),
            OpeningError::OffCentre {
                point,
                number,
                side,
            } => format!(
                "{} is outside the central {side}x{side} square, where stone {number} of a renju opening goes",
                name(point)
            ),
            // As `u32`s: `u8`'s formatting would be one more copy in five's
            // module.
            OpeningError::Declared { count, most } => format!(
                "{} fifth moves: black offers from 1 to {}",
                u32::from(count),
                u32::from(most)
            ),
            OpeningError::AlikeOffer { point, like } => format!(
                "{} is the same fifth move as {}, by a symmetry of the stones",
                name(point),
                name(like)
            ),
            OpeningError::NotOffered { point } => {
                format!("{} is not one of the fifth moves offered", name(point))
            }
        }
    }
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(|point| point.to_string()))
    }
}

impl std::error::Error for OpeningError {}

/// Where the opening stands: the steps in order, the seats decided by the
/// colour they hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The first places the first three stones.
    Three,
    /// The second chooses a colour (or to add two, under Swap2).
    Swap,
    /// Swap2: the second adds two stones.
    Add,
    /// Swap2: the first chooses a colour after the two stones added.
    Colour,
    /// White plays the fourth stone.
    Fourth,
    /// Soosorv: white declares how many fifth moves black offers.
    Declare,
    /// Taraguchi: the next of the first four stones, by the seat of its
    /// colour.
    Stone,
    /// Taraguchi: the seat that did not place the last stone may swap.
    Turn,
    /// Taraguchi: black places the fifth, or chooses to offer.
    Fifth,
    /// Soosorv: black may swap.
    SwapAgain,
    /// Black offers fifth moves.
    Offer,
    /// White picks one.
    Pick,
    Play,
}

/// An opening under way, beside its game's board: see the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    rule: OpeningRule,
    phase: Phase,
    /// Who holds black now.
    black: Seat,
    /// How many fifth moves black offers.
    count: u8,
    offers: Vec<Point>,
    /// Every action taken, in order: enough to replay it.
    actions: Vec<Action>,
    /// The seat that took each action.
    by: Vec<Seat>,
}

impl Opening {
    /// The most fifth moves Soosorv-8 lets white ask for.
    pub const SOOSORV_MOST: u8 = 8;
    /// RIF's fifth moves offered.
    const RIF_OFFERS: u8 = 2;
    /// Taraguchi-10's fifth moves offered.
    pub const TARAGUCHI_OFFERS: u8 = 10;

    /// An opening under `rule`, for a board with no stone yet.
    pub fn new(rule: OpeningRule) -> Opening {
        Opening {
            rule,
            phase: match rule {
                OpeningRule::None => Phase::Play,
                OpeningRule::Taraguchi10 => Phase::Stone,
                _ => Phase::Three,
            },
            black: Seat::First,
            count: Opening::RIF_OFFERS,
            offers: Vec::new(),
            actions: Vec::new(),
            by: Vec::new(),
        }
    }

    /// The opening under `rule` with `actions` taken on a board with no
    /// stone yet, and the board; the first refused action's index and why.
    pub fn replay(
        rule: OpeningRule,
        mut board: Board,
        actions: &[Action],
    ) -> Result<(Opening, Board), (usize, OpeningError)> {
        let mut opening = Opening::new(rule);
        for (index, &action) in actions.iter().enumerate() {
            opening
                .act(&mut board, action)
                .map_err(|error| (index, error))?;
        }
        Ok((opening, board))
    }

    pub fn rule(&self) -> OpeningRule {
        self.rule
    }

    /// Who holds black now (tentatively, until the last choice).
    pub fn black(&self) -> Seat {
        self.black
    }

    /// The seat that plays `player`'s stones.
    pub fn seat_of(&self, player: Player) -> Seat {
        match player {
            Player::X => self.black,
            Player::O => self.black.other(),
        }
    }

    /// The fifth moves offered so far.
    pub fn offers(&self) -> &[Point] {
        &self.offers
    }

    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The seat that took each action, in order.
    pub fn by(&self) -> &[Seat] {
        &self.by
    }

    /// How many of the board's stones the opening placed: its stones and
    /// the fifth move picked. The moves after them are the game's.
    pub fn stones(&self) -> usize {
        let placed = |action: &&Action| matches!(action, Action::Place(_) | Action::Pick(_));
        self.actions.iter().filter(placed).count()
    }

    /// What the opening waits for on `board`, its game's.
    pub fn step(&self) -> Step {
        let (black, white) = (self.black, self.black.other());
        let stones = self.stones();
        // Under Taraguchi, the seat of the next stone's colour.
        let next = match stones % 2 {
            0 => black,
            _ => white,
        };
        match self.phase {
            Phase::Three => Step::Place {
                seat: Seat::First,
                until: 3,
            },
            Phase::Swap => Step::Choose {
                seat: Seat::Second,
                add: self.rule == OpeningRule::Swap2,
            },
            Phase::Add => Step::Place {
                seat: Seat::Second,
                until: 5,
            },
            Phase::Colour => Step::Choose {
                seat: Seat::First,
                add: false,
            },
            Phase::Fourth => Step::Place {
                seat: white,
                until: 4,
            },
            Phase::Declare => Step::Declare {
                seat: white,
                most: Opening::SOOSORV_MOST,
            },
            Phase::SwapAgain => Step::Choose {
                seat: black,
                add: false,
            },
            Phase::Offer => Step::Offer {
                seat: black,
                count: self.count,
            },
            Phase::Pick => Step::Pick { seat: white },
            Phase::Stone => Step::Place {
                seat: next,
                until: stones + 1,
            },
            // The seat that did not place the last stone holds the next's
            // colour.
            Phase::Turn => Step::Choose {
                seat: next,
                add: false,
            },
            Phase::Fifth => Step::Fifth {
                seat: black,
                count: Opening::TARAGUCHI_OFFERS,
            },
            Phase::Play => Step::Play,
        }
    }

    /// Takes `action` on `board`, its game's, or refuses it and leaves both
    /// as they were.
    pub fn act(&mut self, board: &mut Board, action: Action) -> Result<(), OpeningError> {
        let step = self.step();
        let not_now = OpeningError::NotNow { step };
        // Every step but play is a seat's: play takes no action.
        let seat = step.seat().unwrap_or(Seat::First);
        match (step, action) {
            // Taraguchi's fifth, placed, is its own step's one stone.
            (Step::Place { .. } | Step::Fifth { .. }, Action::Place(point)) => {
                self.check_central(board, point)?;
                board.play(point).map_err(OpeningError::Move)?;
                let more = matches!(step, Step::Place { until, .. } if board.moves().len() < until);
                if !more {
                    self.phase = self.after_placing();
                }
            }
            (Step::Fifth { count, .. }, Action::Choose(Choice::Offer)) => {
                self.count = count;
                self.phase = Phase::Offer;
            }
            (Step::Choose { add, .. }, Action::Choose(choice)) => {
                self.phase = match choice {
                    Choice::AddTwo if add => Phase::Add,
                    Choice::AddTwo => return Err(OpeningError::NoAddTwo),
                    Choice::Offer => return Err(not_now),
                    Choice::Black | Choice::White => {
                        self.black = match choice {
                            Choice::Black => seat,
                            _ => seat.other(),
                        };
                        self.after_choosing()
                    }
                };
            }
            (Step::Declare { most, .. }, Action::Declare(count)) => {
                if !(1..=most).contains(&count) {
                    return Err(OpeningError::Declared { count, most });
                }
                self.count = count;
                self.phase = Phase::SwapAgain;
            }
            (Step::Offer { count, .. }, Action::Offer(point)) => {
                board.clone().play(point).map_err(OpeningError::Move)?;
                if let Some(&like) = self.offers.iter().find(|&&o| alike(board, o, point)) {
                    return Err(OpeningError::AlikeOffer { point, like });
                }
                self.offers.push(point);
                if self.offers.len() == usize::from(count) {
                    self.phase = Phase::Pick;
                }
            }
            (Step::Pick { .. }, Action::Pick(point)) => {
                if !self.offers.contains(&point) {
                    return Err(OpeningError::NotOffered { point });
                }
                board.play(point).map_err(OpeningError::Move)?;
                self.offers.clear();
                self.phase = Phase::Play;
            }
            _ => return Err(not_now),
        }
        self.actions.push(action);
        self.by.push(seat);
        Ok(())
    }

    /// Under the renju rules, stone n of the first three (five, under
    /// Taraguchi) lies within the central (2n - 1)-square.
    fn check_central(&self, board: &Board, point: Point) -> Result<(), OpeningError> {
        let number = board.moves().len() + 1;
        if number > self.rule.central() {
            return Ok(());
        }
        let centre = board.area().centre();
        let reach = number as i32 - 1;
        let near =
            (point.x() - centre.x()).abs() <= reach && (point.y() - centre.y()).abs() <= reach;
        match near {
            true => Ok(()),
            false => Err(OpeningError::OffCentre {
                point,
                number,
                side: 2 * reach + 1,
            }),
        }
    }

    fn after_placing(&self) -> Phase {
        match self.phase {
            Phase::Stone | Phase::Fifth => Phase::Turn,
            Phase::Three => Phase::Swap,
            Phase::Add => Phase::Colour,
            _ => match self.rule {
                OpeningRule::Soosorv8 => Phase::Declare,
                _ => Phase::Offer,
            },
        }
    }

    fn after_choosing(&self) -> Phase {
        match (self.phase, self.rule) {
            (Phase::Turn, _) => match self.stones() {
                0..=3 => Phase::Stone,
                4 => Phase::Fifth,
                _ => Phase::Play,
            },
            (Phase::Swap, OpeningRule::Rif | OpeningRule::Soosorv8) => Phase::Fourth,
            (Phase::SwapAgain, _) => Phase::Offer,
            _ => Phase::Play,
        }
    }
}

/// Whether fifth moves `a` and `b` are alike: the same, or one the image
/// of the other by one of the eight turns and mirrors about the first
/// stone that leave every stone where one of its colour was.
fn alike(board: &Board, a: Point, b: Point) -> bool {
    let Some(&centre) = board.moves().first() else {
        return a == b;
    };
    (0..8).any(|turn| {
        let image = |point: Point| {
            let (mut dx, mut dy) = (point.x() - centre.x(), point.y() - centre.y());
            if turn & 4 != 0 {
                (dx, dy) = (dy, dx);
            }
            if turn & 1 != 0 {
                dx = -dx;
            }
            if turn & 2 != 0 {
                dy = -dy;
            }
            centre.offset(dx, dy)
        };
        let keeps = board
            .moves()
            .iter()
            .all(|&stone| image(stone).is_some_and(|p| board.get(p) == board.get(stone)));
        keeps && image(a) == Some(b)
    })
}
