//! The Elo difference a match's score suggests, with its 95% interval.

use std::fmt;

/// How far the first player is above the second, in Elo points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Elo {
    /// `elo`, and from `low` to `high` 95% of the time.
    Estimate { elo: f64, low: f64, high: f64 },
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

/// The 95% interval of a share, `hits` of `total` (Wilson's score
/// interval, which stays within 0 to 1 and holds at 0 or all hits);
/// `None` without a trial.
pub fn share_interval(hits: usize, total: usize) -> Option<(f64, f64)> {
    if total == 0 {
        return None;
    }
    let (n, share) = (total as f64, hits as f64 / total as f64);
    let z2 = Z_95 * Z_95;
    let centre = (share + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z_95 / (1.0 + z2 / n) * (share * (1.0 - share) / n + z2 / (4.0 * n * n)).sqrt();
    Some(((centre - half).max(0.0), (centre + half).min(1.0)))
}

/// The Elo difference at which the stronger side scores `score` (0 to 1).
fn elo_of_score(score: f64) -> f64 {
    400.0 * (score / (1.0 - score)).log10()
}

impl Elo {
    /// From the first player's wins, losses and draws; `None` without games.
    ///
    /// The interval comes from the spread of the per-game scores (1, ½, 0),
    /// mapped through the Elo curve, so it is lopsided away from an even
    /// score. When every game went one way the score
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
        // An interval reaching 100% or 0% is unbounded on that side.
        let bound = |score: f64| match score {
            s if s >= 1.0 => f64::INFINITY,
            s if s <= 0.0 => f64::NEG_INFINITY,
            s => elo_of_score(s),
        };
        Some(Elo::Estimate {
            elo: elo_of_score(score),
            low: bound(score - spread),
            high: bound(score + spread),
        })
    }
}

impl fmt::Display for Elo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Elo::Estimate { elo, low, high } => {
                write!(f, "Elo {elo:+.0}, 95% interval [{low:+.0}, {high:+.0}]")
            }
            Elo::AtLeast(bound) => write!(f, "Elo > {bound:+.0} (95%, none lost)"),
            Elo::AtMost(bound) => write!(f, "Elo < {bound:+.0} (95%, none won)"),
            Elo::Unbounded => f.write_str("Elo unbounded: too few games to tell"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The estimate and half its interval's width.
    fn estimate(wins: u32, losses: u32, draws: u32) -> (f64, f64) {
        match Elo::from_results(wins, losses, draws) {
            Some(Elo::Estimate { elo, low, high }) => (elo, (high - low) / 2.0),
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
        // An interval reaching 100% is open on that side.
        let Some(Elo::Estimate { elo, low, high }) = Elo::from_results(9, 1, 0) else {
            panic!();
        };
        assert!(low.is_finite() && low < elo && high == f64::INFINITY);
    }

    #[test]
    fn a_share_has_wilsons_interval() {
        // 8 of 10: Wilson's 95% interval is [49.0%, 94.3%].
        let (low, high) = share_interval(8, 10).unwrap();
        assert!((low - 0.490).abs() < 1e-3 && (high - 0.943).abs() < 1e-3);
        // None of 20: from 0 to 16.1%; all of them, the mirror.
        let (low, high) = share_interval(0, 20).unwrap();
        assert!(low == 0.0 && (high - 0.161).abs() < 1e-3, "{high}");
        let (low, high) = share_interval(20, 20).unwrap();
        assert!((low - 0.839).abs() < 1e-3 && high == 1.0, "{low}");
        assert_eq!(share_interval(0, 0), None);
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
            "Elo +0, 95% interval [-69, +69]"
        );
        // 10% ± 18.6% reaches below 0%.
        assert_eq!(
            Elo::from_results(1, 9, 0).unwrap().to_string(),
            "Elo -382, 95% interval [-inf, -159]"
        );
        // 20 of 100: the interval is wider below than above.
        assert_eq!(
            Elo::from_results(20, 80, 0).unwrap().to_string(),
            "Elo -241, 95% interval [-344, -165]"
        );
    }
}
