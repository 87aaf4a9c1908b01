//! Matches between five-in-a-row players: our bots or Gomocup brains, over
//! pairs of games from the same balanced opening with colours swapped.
//! Native only, like the brain.
//!
//! - `options`: the command line.
//! - `contestant`: the players; `external` drives a brain's process.
//! - `opening`: the balanced openings; `swap2`: a swap2 opening played
//!   between the players instead.
//! - `game`: one game, its conditions and what is kept of it; `record`: that
//!   record for people, as a line and as a file.
//! - `scoreboard`, `elo`: the score and what it says about strength.

pub mod contestant;
pub mod elo;
mod external;
pub mod game;
pub mod opening;
pub mod options;
mod record;
pub mod scoreboard;
pub mod swap2;

use std::convert::Infallible;
use std::path::PathBuf;

pub use crate::engine::five::search::Area;
pub use contestant::PlayerSpec;
pub use game::{Cause, Conditions, Fault, Finish, GameRecord, Seat, Turn};
pub use opening::Openings;
pub use scoreboard::Scoreboard;

use crate::engine::five::search::Budget;
use crate::engine::five::{Board, Player, Rule};
use crate::engine::rng::Rng;
use crate::tools::parallel;

/// A match as the command line sets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The first player, whose score the summary gives, then the second.
    pub players: [PlayerSpec; 2],
    pub games: usize,
    pub conditions: Conditions,
    /// The first player's time a move, where it differs from the conditions'
    /// (time odds): how much time one player needs to equal the other.
    pub first_budget: Option<Budget>,
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Where each game's record is written, if anywhere.
    pub records: Option<PathBuf>,
    /// The openings the games start from, unless by swap2.
    pub openings: Openings,
    /// Whether the players open each game by swap2 instead of from an
    /// opening of the set.
    pub swap2: bool,
}

impl Match {
    /// The conditions `seat` plays by: its own time a move under time odds.
    pub fn conditions_of(&self, seat: Seat) -> Conditions {
        match (seat, self.first_budget) {
            (Seat::First, Some(budget)) => Conditions {
                budget,
                ..self.conditions
            },
            _ => self.conditions,
        }
    }
}

/// A generator for stream `n` of `seed`: each game's draws are its own,
/// whichever thread plays it and whenever.
fn stream(seed: u64, n: u64) -> Rng {
    let mut mixer = Rng::new(seed ^ n.wrapping_mul(0xD1B5_4A32_D192_ED03));
    Rng::new(mixer.next_u64())
}

/// Plays every game of `matched`, `matched.jobs` at once, telling
/// `finished` about each in game order (a game that ends early waits for
/// those before it), and returns the records in that order.
pub fn play_match(matched: &Match, mut finished: impl FnMut(&GameRecord)) -> Vec<GameRecord> {
    let mut records = Vec::with_capacity(matched.games);
    let work = |index| play_one(matched, index);
    let done: Result<(), Infallible> =
        parallel::in_order(matched.games, matched.jobs, work, |_, record| {
            finished(&record);
            records.push(record);
            Ok(())
        });
    let Ok(()) = done;
    records
}

/// Game `index` (from 0): pairs share an opening, and in the pair's first
/// game the first player has X; under swap2, the first player proposes in
/// the pair's first game, the second in the other.
fn play_one(matched: &Match, index: usize) -> GameRecord {
    let conditions = matched.conditions;
    let mut opening = matched.openings.board(index / 2, conditions.area.centre());
    let mut first_plays = if index.is_multiple_of(2) {
        Player::X
    } else {
        Player::O
    };
    let number = index + 1;
    // Each seat's own stream, for a level's choices, and the opening's.
    let seeds = [0, 1].map(|seat| stream(matched.seed, 2 * index as u64 + seat).next_u64());
    let [first, second] = Seat::BOTH.map(|seat| {
        matched.players[seat.index()].join(matched.conditions_of(seat), seeds[seat.index()])
    });
    let (loser, fault) = match (first, second) {
        (Ok(first), Ok(second)) => {
            let mut players = [first, second];
            let mut decisions = Vec::new();
            if matched.swap2 {
                let proposer = Seat::BOTH[index % 2];
                let empty = Board::with(Rule::Freestyle, conditions.area);
                let mut rng = stream(matched.seed, 2 * index as u64 + 2);
                match swap2::open(&mut players, proposer, empty, &mut rng) {
                    Ok(opened) => {
                        (opening, first_plays) = (opened.board, opened.first_plays);
                        decisions = opened.decisions;
                    }
                    Err((loser, fault)) => {
                        let empty = Board::with(Rule::Freestyle, conditions.area);
                        return GameRecord::unplayed(number, first_plays, &empty, loser, fault);
                    }
                }
            }
            let record = game::play_game(number, opening, first_plays, &mut players, conditions);
            return GameRecord {
                decisions,
                ..record
            };
        }
        (Err(fault), _) => (Seat::First, fault),
        (_, Err(fault)) => (Seat::Second, fault),
    };
    GameRecord::unplayed(number, first_plays, &opening, loser, fault)
}
