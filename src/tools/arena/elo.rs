//! The Elo difference a match's score suggests, with its 95% error bar.

use std::fmt;

/// How far the first player is above the second, in Elo points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Elo {
    /// `elo ± margin`, 95% of the time.
    Estimate { elo: f64, margin: f64 },
    /// Every game won: the difference is unbounded, but with 95%
    /// confidence above this.
    AtLeast(f64),
    /// Every game lost: below this.
    AtMost(f64),
    /// Too few games, all won or all lost, to bound anything.
    Unbounded,
}

/// The normal distribution's two-sided 95% quantile.
const Z_95: f64 = 1.959_964;

/// The Elo difference at which the stronger side scores `score` (0 to 1).
fn elo_of_score(score: f64) -> f64 {
    400.0 * (score / (1.0 - score)).log10()
}

impl Elo {
    /// From the first player's wins, losses and draws; `None` without games.
    ///
    /// The margin comes from the spread of the per-game scores (1, ½, 0),
    /// mapped through the Elo curve. When every game went one way the score
    /// is 100% or 0% and the Elo infinite; the rule of three then bounds the
    /// rate of the result never seen below 3 / games, 95% of the time.
    pub fn from_results(wins: u32, losses: u32, draws: u32) -> Option<Elo> {
        let games = f64::from(wins + losses + draws);
        if games == 0.0 {
            return None;
        }
        let (w, l, d) = (f64::from(wins), f64::from(losses), f64::from(draws));
        let score = (w + d / 2.0) / games;
        if score == 1.0 || score == 0.0 {
            let unseen = 3.0 / games;
            return Some(match score == 1.0 {
                _ if unseen >= 1.0 => Elo::Unbounded,
                true => Elo::AtLeast(elo_of_score(1.0 - unseen)),
                false => Elo::AtMost(elo_of_score(unseen)),
            });
        }
        let variance =
            (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / games;
        let spread = Z_95 * (variance / games).sqrt();
        let elo = elo_of_score(score);
        let (high, low) = (score + spread, score - spread);
        // Where the interval reaches 100% or 0%, its other side gives the
        // margin.
        let margin = match (high < 1.0, low > 0.0) {
            (true, true) => (elo_of_score(high) - elo_of_score(low)) / 2.0,
            (false, _) => elo - elo_of_score(low),
            (true, false) => elo_of_score(high) - elo,
        };
        Some(Elo::Estimate { elo, margin })
    }
}

impl fmt::Display for Elo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Elo::Estimate { elo, margin } => write!(f, "Elo {elo:+.0} ± {margin:.0} (95%)"),
            Elo::AtLeast(bound) => write!(f, "Elo > {bound:+.0} (95%, none lost)"),
            Elo::AtMost(bound) => write!(f, "Elo < {bound:+.0} (95%, none won)"),
            Elo::Unbounded => f.write_str("Elo unbounded: too few games to tell"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn estimate(wins: u32, losses: u32, draws: u32) -> (f64, f64) {
        match Elo::from_results(wins, losses, draws) {
            Some(Elo::Estimate { elo, margin }) => (elo, margin),
            other => panic!("{other:?}"),
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 0.5
    }

    #[test]
    fn known_scores_give_known_differences() {
        assert_eq!(estimate(5, 5, 0).0, 0.0);
        assert_eq!(estimate(0, 0, 8).0, 0.0);
        // 75%: the stronger side is 400·log10(3) ≈ 191 points up.
        assert!(close(estimate(3, 1, 0).0, 190.8));
        assert!(close(estimate(2, 0, 2).0, 190.8));
        // 1 of 10: 400·log10(9) ≈ 382 points down.
        assert!(close(estimate(1, 9, 0).0, -381.7));
    }

    #[test]
    fn the_margin_shrinks_with_games_and_draws() {
        // 100 games at 50% without draws: ±1.96·5% of score, ±69 points.
        let (elo, margin) = estimate(50, 50, 0);
        assert_eq!(elo, 0.0);
        assert!(close(margin, 68.6), "{margin}");
        assert!(close(estimate(200, 200, 0).1, 34.1));
        // Draws spread the scores less.
        assert!(estimate(25, 25, 50).1 < margin);
        assert_eq!(estimate(0, 0, 8).1, 0.0);
        // An interval reaching 100% takes its margin from the other side.
        let (elo, margin) = estimate(9, 1, 0);
        assert!(margin.is_finite() && margin > 0.0 && elo > 0.0);
    }

    #[test]
    fn a_clean_sweep_gives_a_bound() {
        // No loss in 10: the loss rate is below 30%, so the score above 70%.
        let Some(Elo::AtLeast(bound)) = Elo::from_results(10, 0, 0) else {
            panic!();
        };
        assert!(close(bound, 147.2), "{bound}");
        let Some(Elo::AtMost(upper)) = Elo::from_results(0, 10, 0) else {
            panic!();
        };
        assert!(close(upper, -bound));
        assert_eq!(
            Elo::from_results(200, 0, 0).unwrap().to_string(),
            "Elo > +727 (95%, none lost)"
        );
        assert_eq!(Elo::from_results(3, 0, 0), Some(Elo::Unbounded));
        assert_eq!(Elo::from_results(0, 0, 0), None);
    }

    #[test]
    fn the_estimate_prints_signed_and_rounded() {
        assert_eq!(
            Elo::from_results(50, 50, 0).unwrap().to_string(),
            "Elo +0 ± 69 (95%)"
        );
        // 10% ± 18.6% reaches below 0%, so the margin is from 10% to 28.6%.
        assert_eq!(
            Elo::from_results(1, 9, 0).unwrap().to_string(),
            "Elo -382 ± 223 (95%)"
        );
    }
}
