//! A hint: on the person's turn, the Hard bot's move for them after a
//! short think, shown on the board until the moves change. A game where
//! one was asked for is marked: its end counts apart in the tally ("with
//! hints", see `Versus`), and the saved game keeps the mark.

use crate::engine::five::search::Budget;
use crate::engine::five::Point;

/// How long the Hard bot thinks over a hint: short enough to wait for,
/// long enough for its search to see the tactics of the position.
pub const HINT_TIME: Budget = Budget::from_ms(500).expect("half a second is a budget");

/// The hint asked for on the position in play, and whether the game has
/// had one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hint {
    /// `Some(None)` while the bot thinks it over, then its move; `None`
    /// when no hint is asked for, or the moves changed since.
    asked: Option<Option<Point>>,
    /// A hint was asked for in the game in play.
    used: bool,
}

impl Hint {
    /// A game saved with the mark `used`, or a fresh one.
    pub fn of_game(used: bool) -> Hint {
        Hint { asked: None, used }
    }

    /// Asks for a hint: the game is marked from here on. Whether it is a
    /// new request, which the bot must think over.
    pub fn ask(&mut self) -> bool {
        self.used = true;
        let new = self.asked.is_none();
        self.asked.get_or_insert(None);
        new
    }

    /// Marks the game as one with hints, without asking for one: the
    /// person looked at the analysis board.
    pub fn mark(&mut self) {
        self.used = true;
    }

    /// Whether the bot is thinking over a hint.
    pub fn pending(&self) -> bool {
        self.asked == Some(None)
    }

    /// The bot's move for the hint being thought over; a move nobody waits
    /// for any more is dropped. Whether it was awaited.
    pub fn found(&mut self, point: Point) -> bool {
        let awaited = self.pending();
        if awaited {
            self.asked = Some(Some(point));
        }
        awaited
    }

    /// The hint's move, once found, while the moves are as they were.
    pub fn point(&self) -> Option<Point> {
        self.asked.flatten()
    }

    /// Whether a hint was asked for in the game in play.
    pub fn used(&self) -> bool {
        self.used
    }

    /// The moves changed: a hint shown or awaited is out of date.
    pub fn moved(&mut self) {
        self.asked = None;
    }

    /// A hint that could not be found is no longer awaited.
    pub fn failed(&mut self) {
        self.asked = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_is_awaited_then_shown_until_the_moves_change_and_marks_the_game() {
        let mut hint = Hint::default();
        assert!(!hint.used() && !hint.pending());
        let at = Point::new(1, 2).unwrap();
        assert!(!hint.found(at), "nobody asked");
        assert!(hint.ask());
        assert!(!hint.ask(), "asked again while it thinks");
        assert!(hint.pending() && hint.used());
        assert!(hint.found(at));
        assert_eq!(hint.point(), Some(at));
        assert!(!hint.ask(), "shown already");
        hint.moved();
        assert_eq!(hint.point(), None);
        assert!(hint.used(), "the game keeps its mark");
        assert!(hint.ask());
        hint.failed();
        assert!(!hint.pending());
        assert_eq!(Hint::of_game(false), Hint::default());
        let mut looked = Hint::default();
        looked.mark();
        assert!(looked.used() && !looked.pending());
    }
}
