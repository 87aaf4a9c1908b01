//! A match's result: the first player's wins, losses and draws, and the
//! summary line.

use std::fmt;

use super::elo::Elo;
use super::game::{GameRecord, Score};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    pub fn of(records: &[GameRecord]) -> Tally {
        let mut tally = Tally::default();
        for record in records {
            match record.score() {
                Score::Win => tally.wins += 1,
                Score::Loss => tally.losses += 1,
                Score::Draw => tally.draws += 1,
            }
        }
        tally
    }

    pub fn games(self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// `first vs second: 196 W 3 L 1 D of 200 (98.3%), Elo +690 ± 120 (95%)`.
    pub fn summary<'a>(self, first: &'a str, second: &'a str) -> impl fmt::Display + 'a {
        Summary {
            tally: self,
            first,
            second,
        }
    }
}

struct Summary<'a> {
    tally: Tally,
    first: &'a str,
    second: &'a str,
}

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Tally {
            wins,
            losses,
            draws,
        } = self.tally;
        let games = self.tally.games();
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
        let tally = Tally {
            wins: 196,
            losses: 3,
            draws: 1,
        };
        let line = tally.summary("hard", "normal").to_string();
        assert!(
            line.starts_with("hard vs normal: 196 W 3 L 1 D of 200 (98.2%), Elo +"),
            "{line}"
        );
        assert_eq!(
            Tally::default().summary("a", "b").to_string(),
            "a vs b: 0 W 0 L 0 D of 0"
        );
    }
}
