//! A match's result: the first player's wins, losses and draws, over all
//! games and by colour; each player's forfeits by cause, move times and
//! chatter; and the summary that says it all.

use std::collections::BTreeMap;
use std::fmt;

use super::elo::Elo;
use super::game::{Cause, Finish, GameRecord, GameScore, Seat};
use crate::engine::five::Player;

/// Games won, lost and drawn, from one player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Standing {
    fn count(&mut self, score: GameScore) {
        match score {
            GameScore::Win => self.wins += 1,
            GameScore::Loss => self.losses += 1,
            GameScore::Draw => self.draws += 1,
        }
    }

    pub fn games(self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Wins and half the draws, as a share of the games.
    pub fn score(self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games())
    }
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} W {} L {} D", self.wins, self.losses, self.draws)
    }
}

/// How a player behaved over the match, apart from winning.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Conduct {
    /// Games lost by forfeit, indexed as `Cause::ALL`.
    pub forfeits: [u32; 3],
    pub moves: u32,
    pub total_ms: f64,
    pub longest_ms: f64,
    /// Moves that took longer than the turn allows.
    pub over_time: u32,
    /// Lines said, by their first word: MESSAGE, DEBUG, ERROR, UNKNOWN.
    pub chatter: BTreeMap<String, u32>,
}

impl Conduct {
    pub fn forfeits(&self, cause: Cause) -> u32 {
        self.forfeits[cause as usize]
    }

    fn hear(&mut self, lines: &[String]) {
        for line in lines {
            let word = line.split_whitespace().next().unwrap_or("(empty)");
            *self.chatter.entry(word.to_string()).or_default() += 1;
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scoreboard {
    /// The first player's results.
    pub standing: Standing,
    /// The same, by the first player's colour: as X, then as O.
    pub by_colour: [Standing; 2],
    /// Each seat's conduct.
    pub conduct: [Conduct; 2],
    /// Each seat's turn in milliseconds, against which its moves are
    /// measured.
    pub turn_ms: [f64; 2],
}

impl Scoreboard {
    pub fn of(records: &[GameRecord], turn_ms: [f64; 2]) -> Scoreboard {
        let mut board = Scoreboard {
            turn_ms,
            ..Scoreboard::default()
        };
        for record in records {
            let score = record.score();
            board.standing.count(score);
            let colour = usize::from(record.first_plays == Player::O);
            board.by_colour[colour].count(score);
            for (index, turn) in record.turns.iter().enumerate() {
                let seat = record.seat_of_turn(index).index();
                let conduct = &mut board.conduct[seat];
                conduct.moves += 1;
                conduct.total_ms += turn.ms;
                conduct.longest_ms = conduct.longest_ms.max(turn.ms);
                conduct.over_time += u32::from(turn.ms > turn_ms[seat]);
                conduct.hear(&turn.chatter);
            }
            if let Finish::Forfeit { loser, fault } = &record.finish {
                let conduct = &mut board.conduct[loser.index()];
                conduct.forfeits[fault.cause as usize] += 1;
                conduct.hear(&record.last_words);
            }
        }
        board
    }

    /// The summary for people, the players named `names`: the score and
    /// Elo, by colour, then each player's forfeits, times and chatter.
    pub fn summary<'a>(&'a self, names: &'a [String; 2]) -> impl fmt::Display + 'a {
        Summary { board: self, names }
    }
}

struct Summary<'a> {
    board: &'a Scoreboard,
    names: &'a [String; 2],
}

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = self.board;
        let [first, second] = self.names;
        let standing = board.standing;
        write!(
            f,
            "{first} vs {second}: {standing} of {} games",
            standing.games()
        )?;
        let Standing {
            wins,
            losses,
            draws,
        } = standing;
        if let Some(elo) = Elo::from_results(wins, losses, draws) {
            write!(f, " ({:.1}%), {elo}", 100.0 * standing.score())?;
        }
        let [as_x, as_o] = board.by_colour;
        write!(f, "\n  {first} as X: {as_x}; as O: {as_o}")?;
        for seat in Seat::BOTH {
            let conduct = &board.conduct[seat.index()];
            write!(f, "\n  {}: ", self.names[seat.index()])?;
            let forfeits: Vec<String> = Cause::ALL
                .iter()
                .map(|&cause| format!("{} {}", conduct.forfeits(cause), cause.name()))
                .collect();
            write!(f, "forfeits: {}", forfeits.join(", "))?;
            if conduct.moves > 0 {
                write!(
                    f,
                    "; {} moves, {:.0} ms on average, longest {:.0} ms, {} over the {:.0} ms turn",
                    conduct.moves,
                    conduct.total_ms / f64::from(conduct.moves),
                    conduct.longest_ms,
                    conduct.over_time,
                    board.turn_ms[seat.index()]
                )?;
            }
            if !conduct.chatter.is_empty() {
                let said: Vec<String> = conduct
                    .chatter
                    .iter()
                    .map(|(word, count)| format!("{word} {count}"))
                    .collect();
                write!(f, "; said {}", said.join(", "))?;
            }
        }
        Ok(())
    }
}
