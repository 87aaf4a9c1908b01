//! One game of a match, from its opening to a five, a forfeit or a draw.

use std::fmt;

use crate::engine::five::search::{Area, Budget};
use crate::engine::five::{Board, Player, Point};

/// The match's first or second player, whatever colour they have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub const fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }
}

/// What every game of a match shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub area: Area,
    pub budget: Budget,
    /// A game with this many stones, opening included, is a draw.
    pub max_moves: usize,
    /// Hard searches this many positions a move instead of timing itself,
    /// so that its games repeat on any machine; brains are told so with
    /// `INFO max_node` and keep the budget.
    pub nodes: Option<u64>,
}

/// A player in one game: it answers the move for the side to move.
pub trait Contestant {
    /// Why it cannot is the reason it loses the game.
    fn play(&mut self, board: &Board) -> Result<Point, String>;
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    Five {
        winner: Seat,
    },
    /// `loser` could not start, or erred, crashed, timed out or played an
    /// illegal move: `reason` says which.
    Forfeit {
        loser: Seat,
        reason: String,
    },
    /// The move limit, or a full board.
    Draw {
        reason: &'static str,
    },
}

/// A finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// From 1.
    pub number: usize,
    /// The first player's colour; X plays the opening's first stone.
    pub first_plays: Player,
    /// The opening's stones, then the players' moves.
    pub moves: Vec<Point>,
    /// How many of `moves` the opening placed.
    pub opening: usize,
    pub finish: Finish,
}

/// What the first player scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Loss,
    Draw,
}

impl GameRecord {
    pub fn score(&self) -> Score {
        match self.finish {
            Finish::Five {
                winner: Seat::First,
            }
            | Finish::Forfeit {
                loser: Seat::Second,
                ..
            } => Score::Win,
            Finish::Five { .. } | Finish::Forfeit { .. } => Score::Loss,
            Finish::Draw { .. } => Score::Draw,
        }
    }

    /// One line for a person: `names` are the first and second player's.
    pub fn describe<'a>(&'a self, names: &'a [String; 2]) -> impl fmt::Display + 'a {
        Described {
            record: self,
            names,
        }
    }
}

struct Described<'a> {
    record: &'a GameRecord,
    names: &'a [String; 2],
}

impl fmt::Display for Described<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let record = self.record;
        let [first, second] = self.names;
        let first_side = record.first_plays;
        write!(
            f,
            "game {}: {first} ({first_side}) vs {second} ({}): ",
            record.number,
            first_side.opponent()
        )?;
        let moves = record.moves.len();
        match &record.finish {
            Finish::Five { winner } => write!(
                f,
                "{} wins with five after {moves} moves",
                self.names[winner.index()]
            ),
            Finish::Forfeit { loser, reason } => write!(
                f,
                "{} loses after {moves} moves: it {reason}",
                self.names[loser.index()]
            ),
            Finish::Draw { reason } => write!(f, "draw after {moves} moves: {reason}"),
        }
    }
}

/// How many stones fit on the board.
fn capacity(area: Area) -> usize {
    match area {
        Area::Unbounded => Point::COUNT,
        Area::Bounded(rect) => (rect.width() as usize).saturating_mul(rect.height() as usize),
    }
}

/// Plays `opening` out between `players`, indexed by seat, the first one
/// playing `first_plays`.
pub fn play_game(
    number: usize,
    mut board: Board,
    first_plays: Player,
    players: &mut [Box<dyn Contestant>; 2],
    rules: Rules,
) -> GameRecord {
    let opening = board.moves().len();
    let finish = loop {
        if let Some(winner) = board.winner() {
            break Finish::Five {
                winner: seat_of(winner, first_plays),
            };
        }
        if board.moves().len() >= rules.max_moves {
            break Finish::Draw {
                reason: "the move limit",
            };
        }
        if board.moves().len() >= capacity(rules.area) {
            break Finish::Draw {
                reason: "the board is full",
            };
        }
        let seat = seat_of(board.to_move(), first_plays);
        let reason = match players[seat.index()].play(&board) {
            Err(reason) => reason,
            Ok(point) if !rules.area.contains(point) => {
                format!("played {point}, outside the board")
            }
            Ok(point) => match board.play(point) {
                Ok(()) => continue,
                Err(error) => format!("played {point}: {error}"),
            },
        };
        break Finish::Forfeit {
            loser: seat,
            reason,
        };
    };
    GameRecord {
        number,
        first_plays,
        moves: board.moves().to_vec(),
        opening,
        finish,
    }
}

fn seat_of(player: Player, first_plays: Player) -> Seat {
    if player == first_plays {
        Seat::First
    } else {
        Seat::Second
    }
}
