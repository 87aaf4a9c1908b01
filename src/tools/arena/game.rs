//! One game of a match, from its opening to a five, a forfeit or a draw,
//! and what is kept of it: every move with its time and what its player
//! said meanwhile.

use std::time::Instant;

use super::swap2;
use crate::engine::five::ladder::Level;
use crate::engine::five::opening::judge::Judge;
use crate::engine::five::search::{Area, Budget};
use crate::engine::five::{Board, Player, Point};
use crate::engine::rng::Rng;
use crate::tools::gomocup::Answer;

/// The match's first or second player, whatever colour they have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    pub const fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }
}

/// What every game of a match shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conditions {
    pub area: Area,
    pub budget: Budget,
    /// A game with this many stones, opening included, is a draw.
    pub max_moves: usize,
    /// Hard searches this many positions a move instead of timing itself,
    /// so that its games repeat on any machine; brains are told so with
    /// `INFO max_node` and keep the budget.
    pub nodes: Option<u64>,
    /// Bytes a brain may use, sent as `INFO max_memory`; `None` sends
    /// nothing and leaves the brain its own default.
    pub memory: Option<u64>,
}

/// Why a player lost without a five, as a tournament would forfeit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// A stone off the board or on a taken cell, or an answer that is no
    /// move.
    IllegalMove,
    /// No answer long after the turn's time.
    Timeout,
    /// It would not start, exited or closed its pipes.
    Crash,
}

impl Cause {
    pub const ALL: [Cause; 3] = [Cause::IllegalMove, Cause::Timeout, Cause::Crash];

    pub const fn name(self) -> &'static str {
        match self {
            Cause::IllegalMove => "illegal move",
            Cause::Timeout => "timeout",
            Cause::Crash => "crash",
        }
    }
}

/// A forfeit's cause and what exactly happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub cause: Cause,
    /// Reads after "it": "exited (exit status: 3)".
    pub detail: String,
}

impl Fault {
    pub fn new(cause: Cause, detail: impl Into<String>) -> Fault {
        Fault {
            cause,
            detail: detail.into(),
        }
    }
}

/// A player in one game: it answers the move for the side to move.
pub trait Contestant {
    /// A fault is why it loses the game.
    fn play(&mut self, board: &Board) -> Result<Point, Fault>;

    /// What it said since it was last asked: a brain's MESSAGE, DEBUG,
    /// ERROR and UNKNOWN lines, or the Hard bot's search report.
    fn chatter(&mut self) -> Vec<String> {
        Vec::new()
    }

    /// Its answer to SWAP2BOARD on `board` (no stone, three or five): see
    /// `swap2`. Our bots judge by Hard's search as far as Normal's level
    /// reads, unless they read further; their draws come from `rng`.
    fn swap2(&mut self, board: &Board, rng: &mut Rng) -> Result<Answer, Fault> {
        swap2::judged(Judge::of(Level::Normal), board, rng, |board| {
            self.play(board)
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    Five {
        winner: Seat,
    },
    Forfeit {
        loser: Seat,
        fault: Fault,
    },
    /// The move limit, or a full board.
    Draw {
        reason: &'static str,
    },
}

/// A move of a player's, as the record keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    pub point: Point,
    /// From asking for the move to its answer.
    pub ms: f64,
    /// What the player said while it thought.
    pub chatter: Vec<String>,
}

/// A finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// From 1.
    pub number: usize,
    /// The first player's colour; X plays the opening's first stone.
    pub first_plays: Player,
    /// The opening's stones, in play order.
    pub opening: Vec<Point>,
    /// The players' moves after it.
    pub turns: Vec<Turn>,
    /// The decisions of a swap2 opening, when the players made it.
    pub decisions: Vec<String>,
    pub finish: Finish,
    /// What a player that forfeited said on the turn it lost.
    pub last_words: Vec<String>,
}

/// What the first player scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameScore {
    Win,
    Loss,
    Draw,
}

impl GameRecord {
    /// A game that ended before its first move: a player did not start.
    pub fn unplayed(
        number: usize,
        first_plays: Player,
        opening: &Board,
        loser: Seat,
        fault: Fault,
    ) -> GameRecord {
        GameRecord {
            number,
            first_plays,
            opening: opening.moves().to_vec(),
            turns: Vec::new(),
            decisions: Vec::new(),
            finish: Finish::Forfeit { loser, fault },
            last_words: Vec::new(),
        }
    }

    pub fn score(&self) -> GameScore {
        match self.finish {
            Finish::Five {
                winner: Seat::First,
            }
            | Finish::Forfeit {
                loser: Seat::Second,
                ..
            } => GameScore::Win,
            Finish::Five { .. } | Finish::Forfeit { .. } => GameScore::Loss,
            Finish::Draw { .. } => GameScore::Draw,
        }
    }

    /// Every stone in play order, the opening's first.
    pub fn moves(&self) -> impl Iterator<Item = Point> + '_ {
        self.opening
            .iter()
            .copied()
            .chain(self.turns.iter().map(|turn| turn.point))
    }

    /// The colour of the player in `seat`.
    pub fn colour(&self, seat: Seat) -> Player {
        match seat {
            Seat::First => self.first_plays,
            Seat::Second => self.first_plays.opponent(),
        }
    }

    /// Who played the turn at `index` of `turns`.
    pub fn seat_of_turn(&self, index: usize) -> Seat {
        let stones_before = self.opening.len() + index;
        let colour = if stones_before.is_multiple_of(2) {
            Player::X
        } else {
            Player::O
        };
        seat_of(colour, self.first_plays)
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
    opening: Board,
    first_plays: Player,
    players: &mut [Box<dyn Contestant>; 2],
    conditions: Conditions,
) -> GameRecord {
    let mut board = opening.clone();
    let mut turns = Vec::new();
    let mut last_words = Vec::new();
    let finish = loop {
        if let Some(winner) = board.winner() {
            break Finish::Five {
                winner: seat_of(winner, first_plays),
            };
        }
        if board.moves().len() >= conditions.max_moves {
            break Finish::Draw {
                reason: "the move limit",
            };
        }
        if board.moves().len() >= capacity(conditions.area) {
            break Finish::Draw {
                reason: "the board is full",
            };
        }
        let seat = seat_of(board.to_move(), first_plays);
        let player = &mut players[seat.index()];
        let asked = Instant::now();
        let answer = player.play(&board);
        let ms = asked.elapsed().as_secs_f64() * 1e3;
        let chatter = player.chatter();
        let fault = match answer {
            Err(fault) => fault,
            Ok(point) if !conditions.area.contains(point) => Fault::new(
                Cause::IllegalMove,
                format!("played {point}, outside the board"),
            ),
            Ok(point) => match board.play(point) {
                Ok(()) => {
                    turns.push(Turn { point, ms, chatter });
                    continue;
                }
                Err(error) => Fault::new(Cause::IllegalMove, format!("played {point}: {error}")),
            },
        };
        last_words = chatter;
        break Finish::Forfeit { loser: seat, fault };
    };
    GameRecord {
        number,
        first_plays,
        opening: opening.moves().to_vec(),
        turns,
        decisions: Vec::new(),
        finish,
        last_words,
    }
}

fn seat_of(player: Player, first_plays: Player) -> Seat {
    if player == first_plays {
        Seat::First
    } else {
        Seat::Second
    }
}
