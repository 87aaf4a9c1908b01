//! Wins, draws and losses against each opponent, as saved between visits.
//! Either game keeps one, over its own opponents.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use super::fields;
use super::seats::Ending;
use super::settings::Choice;
use super::template::join;
use crate::engine::Player;

/// One opponent's results, from the person's side; with two players, wins
/// are X's and losses O's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Results {
    fn count(&mut self, ending: Ending) -> &mut u32 {
        match ending {
            Ending::HumanWon | Ending::Won(Player::X) => &mut self.wins,
            Ending::Draw => &mut self.draws,
            Ending::BotWon | Ending::Won(Player::O) => &mut self.losses,
        }
    }
}

/// The results against each `O`, in the order of `O::ALL`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally<O> {
    results: Vec<Results>,
    opponents: PhantomData<O>,
}

impl<O: Choice> Default for Tally<O> {
    fn default() -> Tally<O> {
        Tally {
            results: vec![Results::default(); O::ALL.len()],
            opponents: PhantomData,
        }
    }
}

impl<O: Choice> Tally<O> {
    pub fn results(&self, opponent: O) -> Results {
        self.results[index(opponent)]
    }

    pub fn record(&mut self, opponent: O, ending: Ending) {
        let count = self.results[index(opponent)].count(ending);
        *count = count.saturating_add(1);
    }

    /// Takes a result back, when undo reopens a finished game.
    pub fn take_back(&mut self, opponent: O, ending: Ending) {
        let count = self.results[index(opponent)].count(ending);
        *count = count.saturating_sub(1);
    }

    pub fn reset(&mut self, opponent: O) {
        self.results[index(opponent)] = Results::default();
    }
}

/// Where `opponent` is in `O::ALL`.
fn index<O: Choice>(opponent: O) -> usize {
    O::ALL
        .iter()
        .position(|&choice| choice == opponent)
        .unwrap_or_default()
}

/// `easy=3/1/0;medium=...`: wins, draws and losses per opponent.
impl<O: Choice> fmt::Display for Tally<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pairs = O::ALL.iter().map(|&opponent| {
            let Results {
                wins,
                draws,
                losses,
            } = self.results(opponent);
            let counts = [wins, draws, losses].map(|count| u64::from(count).to_string());
            (opponent.key(), join(counts.iter().map(String::as_str), "/"))
        });
        f.write_str(&fields::format(pairs))
    }
}

/// A count as `Display` writes it: digits alone, within a `u32`. (The
/// standard parser accepts a `+` too, and weighs more in the page.)
fn count(text: &str) -> Option<u32> {
    if text.is_empty() {
        return None;
    }
    text.bytes().try_fold(0u32, |count, digit| {
        let digit = digit.checked_sub(b'0').filter(|&d| d <= 9)?;
        count.checked_mul(10)?.checked_add(u32::from(digit))
    })
}

/// Reads what `Display` writes; anything else, even in part, is refused,
/// but for an opponent it does not know (one a later version may add,
/// or one it has dropped): that one is passed over and the rest kept.
impl<O: Choice> FromStr for Tally<O> {
    type Err = ();

    fn from_str(text: &str) -> Result<Tally<O>, ()> {
        let mut tally = Tally::default();
        for (key, value) in fields::parse(text).ok_or(())? {
            let counts: Option<Vec<u32>> = value.split('/').map(count).collect();
            let Some([wins, draws, losses]) = counts.as_deref() else {
                return Err(());
            };
            let Some(opponent) = O::from_key(key) else {
                continue;
            };
            let (wins, draws, losses) = (*wins, *draws, *losses);
            tally.results[index(opponent)] = Results {
                wins,
                draws,
                losses,
            };
        }
        Ok(tally)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::classic::Opponent;

    type Tally = super::Tally<Opponent>;

    #[test]
    fn results_are_counted_per_opponent_and_read_back() {
        let mut tally = Tally::default();
        tally.record(Opponent::Easy, Ending::HumanWon);
        tally.record(Opponent::Easy, Ending::HumanWon);
        tally.record(Opponent::Easy, Ending::Draw);
        tally.record(Opponent::Hard, Ending::BotWon);
        tally.record(Opponent::TwoPlayers, Ending::Won(Player::O));
        let text = tally.to_string();
        assert_eq!(
            text,
            "easy=2/1/0;medium=0/0/0;hard=0/0/1;impossible=0/0/0;two-players=0/0/1"
        );
        assert_eq!(text.parse::<Tally>(), Ok(tally));
    }

    #[test]
    fn take_back_and_reset_touch_one_opponent() {
        let mut tally = Tally::default();
        tally.record(Opponent::Medium, Ending::BotWon);
        tally.record(Opponent::Hard, Ending::Draw);
        tally.take_back(Opponent::Medium, Ending::BotWon);
        tally.take_back(Opponent::Medium, Ending::BotWon);
        assert_eq!(tally.results(Opponent::Medium), Results::default());
        tally.reset(Opponent::Hard);
        assert_eq!(tally, Tally::default());
    }

    #[test]
    fn foreign_or_corrupt_text_is_refused() {
        for text in [
            "",
            "null",
            "{\"wins\":3}",
            "easy=1/2",
            "easy=1/2/3/4",
            "easy=1/-2/3",
            "easy=a/b/c",
            "expert=1/2",
            "easy=1/2/3;",
            "easy=99999999999/0/0",
            "easy=+1/0/0",
            "easy=1//0",
        ] {
            assert_eq!(text.parse::<Tally>(), Err(()), "{text:?}");
        }
        assert_eq!(
            "hard=0/4/0"
                .parse::<Tally>()
                .map(|t| t.results(Opponent::Hard).draws),
            Ok(4)
        );
    }

    #[test]
    fn an_unknown_opponent_is_passed_over_and_the_known_ones_kept() {
        let tally = "easy=2/0/1;expert=9/9/9;hard=0/4/0".parse::<Tally>();
        let tally = tally.expect("the known opponents read");
        assert_eq!(tally.results(Opponent::Easy).wins, 2);
        assert_eq!(tally.results(Opponent::Hard).draws, 4);
        assert_eq!(
            tally.to_string(),
            "easy=2/0/1;medium=0/0/0;hard=0/4/0;impossible=0/0/0;two-players=0/0/0"
        );
    }
}
