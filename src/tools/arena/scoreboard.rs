//! A match's result: the first player's wins, losses and draws, and the
//! summary line.

use std::fmt;

use super::elo::Elo;
use super::game::{GameRecord, Score};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scoreboard {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Scoreboard {
    pub fn of(records: &[GameRecord]) -> Scoreboard {
        let mut scoreboard = Scoreboard::default();
        for record in records {
            match record.score() {
                Score::Win => scoreboard.wins += 1,
                Score::Loss => scoreboard.losses += 1,
                Score::Draw => scoreboard.draws += 1,
            }
        }
        scoreboard
    }

    pub fn games(self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// `first vs second: 196 W 3 L 1 D of 200 (98.3%), Elo +690 ± 120 (95%)`.
    pub fn summary<'a>(self, first: &'a str, second: &'a str) -> impl fmt::Display + 'a {
        Summary {
            scoreboard: self,
            first,
            second,
        }
    }
}

struct Summary<'a> {
    scoreboard: Scoreboard,
    first: &'a str,
    second: &'a str,
}

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Scoreboard {
            wins,
            losses,
            draws,
        } = self.scoreboard;
        let games = self.scoreboard.games();
        write!(
            f,
            "{} vs {}: {wins} W {losses} L {draws} D of {games}",
            self.first, self.second
        )?;
        match Elo::from_results(wins, losses, draws) {
            Some(elo) => {
                let score = (f64::from(wins) + f64::from(draws) / 2.0) / f64::from(games);
                write!(f, " ({:.1}%), {elo}", 100.0 * score)
            }
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_names_the_players_and_the_score() {
        let scoreboard = Scoreboard {
            wins: 196,
            losses: 3,
            draws: 1,
        };
        let line = scoreboard.summary("hard", "normal").to_string();
        assert!(
            line.starts_with("hard vs normal: 196 W 3 L 1 D of 200 (98.2%), Elo +"),
            "{line}"
        );
        assert_eq!(
            Scoreboard::default().summary("a", "b").to_string(),
            "a vs b: 0 W 0 L 0 D of 0"
        );
    }
}
