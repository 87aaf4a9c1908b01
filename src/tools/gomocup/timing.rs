//! How long the brain thinks: from the manager's INFO on time limits.

use crate::engine::five::search::Budget;

/// The time limits as the manager last sent them, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// 0: as fast as possible.
    pub turn_ms: u64,
    /// 0: no limit for the match, so `left_ms` means nothing.
    pub match_ms: Option<u64>,
    pub left_ms: Option<i64>,
}

impl Default for TimeControl {
    /// Gomocup's usual turn, for a manager that sends no INFO.
    fn default() -> TimeControl {
        TimeControl {
            turn_ms: 5_000,
            match_ms: None,
            left_ms: None,
        }
    }
}

/// Of the match time left, one move may use this share: a game rarely lasts
/// more than this many moves of the brain's with time still to decide.
const MOVES_LEFT: i64 = 10;
/// Kept back for the pipes and the process: 15 ms, after a twentieth of the
/// time for the clock's jitter.
const MARGIN_MS: u64 = 15;

impl TimeControl {
    /// What the next move may take: the turn's limit, or a tenth of the
    /// match time left if less, minus the margin; at least 1 ms.
    pub fn budget(&self) -> Budget {
        let match_share = match (self.match_ms, self.left_ms) {
            (Some(0), _) | (_, None) => u64::MAX,
            (_, Some(left)) => u64::try_from(left / MOVES_LEFT).unwrap_or(0),
        };
        let available = self.turn_ms.min(match_share);
        let usable = available - available / 20;
        let ms = usable
            .saturating_sub(MARGIN_MS)
            .clamp(1, u64::from(Budget::MAX_MS));
        // Clamped into Budget's range just above, so it always converts.
        Budget::from_ms(ms as u32).unwrap_or(Budget::DEFAULT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(turn_ms: u64, match_ms: Option<u64>, left_ms: Option<i64>) -> u32 {
        TimeControl {
            turn_ms,
            match_ms,
            left_ms,
        }
        .budget()
        .ms()
    }

    #[test]
    fn the_budget_keeps_a_margin_and_a_share_of_the_match() {
        assert_eq!(TimeControl::default().budget().ms(), 4_735);
        assert_eq!(budget(1_000, None, None), 935);
        // 0 asks for speed; limits below the margin still leave 1 ms.
        assert_eq!(budget(0, None, None), 1);
        assert_eq!(budget(5, None, None), 1);
        // A tenth of the match time left, when less than the turn.
        assert_eq!(budget(5_000, Some(180_000), Some(10_000)), 935);
        assert_eq!(budget(5_000, Some(180_000), Some(-50)), 1);
        // A match without a limit: time_left means nothing.
        assert_eq!(budget(1_000, Some(0), Some(100)), 935);
        // Capped at what the bot accepts.
        assert_eq!(budget(u64::MAX, None, None), Budget::MAX_MS);
    }
}
