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
    /// Under swap2, the first player's results by who proposed (the
    /// seat's index) and what the choice of colour was (`decided`).
    pub by_decision: BTreeMap<(usize, String), Standing>,
}

/// Who proposed a swap2 opening, and how the colours were chosen, from
/// its decisions as the record keeps them ("second takes X"): "chooser
/// took black", "chooser took white" (with a move), or "chooser added two,
/// proposer took black" (or white); `None` for no swap2 opening.
pub fn decided(decisions: &[String]) -> Option<(Seat, String)> {
    let words =
        |line: &String| -> Vec<String> { line.split_whitespace().map(str::to_string).collect() };
    let lines: Vec<Vec<String>> = decisions.iter().map(words).collect();
    let proposer = match lines.first()?.first()?.as_str() {
        "first" => Seat::First,
        "second" => Seat::Second,
        _ => return None,
    };
    let colour = match lines.last()?.last()?.as_str() {
        "X" => "black",
        _ => "white",
    };
    let added_two = lines
        .get(1)
        .is_some_and(|line| line.len() == 4 && line[1] == "places");
    let choice = match added_two {
        true => format!("chooser added two, proposer took {colour}"),
        false => format!("chooser took {colour}"),
    };
    Some((proposer, choice))
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
            if let Some((proposer, choice)) = decided(&record.decisions) {
                let standing = board.by_decision.entry((proposer.index(), choice));
                standing.or_default().count(score);
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
            let choices: Vec<String> = board
                .by_decision
                .iter()
                .filter(|((proposer, _), _)| *proposer == seat.index())
                .map(|((_, choice), standing)| format!("{choice}: {standing}"))
                .collect();
            if !choices.is_empty() {
                let proposer = &self.names[seat.index()];
                let choices = choices.join("; ");
                write!(f, "\n  {first} when {proposer} proposed: {choices}")?;
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn decisions(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|line| line.to_string()).collect()
    }

    #[test]
    fn a_swap2_opening_is_told_by_its_proposer_and_choice() {
        let of = |lines: &[&str]| decided(&decisions(lines));
        let said = |seat, choice: &str| Some((seat, choice.to_string()));
        let three = "first places 7,7 7,6 5,5";
        assert_eq!(
            of(&[three, "second takes X"]),
            said(Seat::First, "chooser took black")
        );
        assert_eq!(
            of(&[
                "second places 3,7 1,8 0,4",
                "first places 5,6",
                "first takes O"
            ]),
            said(Seat::Second, "chooser took white")
        );
        let two = "second places 8,8 8,6";
        assert_eq!(
            of(&[three, two, "first takes X"]),
            said(Seat::First, "chooser added two, proposer took black")
        );
        assert_eq!(
            of(&[three, two, "first places 9,9", "first takes O"]),
            said(Seat::First, "chooser added two, proposer took white")
        );
        assert_eq!(of(&[]), None);
    }
}
