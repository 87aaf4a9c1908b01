//! The game's clock: none, a time per move, or a game clock with an
//! increment (Fischer), for the two seats at the board. It is pure: every
//! reading and change takes `now`, the caller's milliseconds from any fixed
//! start, and nothing here reads a clock, so it is tested with times passed
//! in. It runs for one seat at a time, the one whose decision it is, pauses
//! while the page is hidden, and says whose flag fell.

use crate::engine::five::opening::{OpeningRule, Seat};
use crate::engine::five::search::Budget;
use crate::play::settings::Choice;

/// The time control, as the menu offers and records, links and saved
/// settings write it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimeControl {
    #[default]
    None,
    /// Seconds for each move (or each decision of the opening), not
    /// carried over.
    PerMove(u32),
    /// Minutes for the game, and seconds added after each move.
    Fischer { minutes: u32, increment: u32 },
}

impl Choice for TimeControl {
    const ALL: &'static [TimeControl] = &[
        TimeControl::None,
        TimeControl::PerMove(10),
        TimeControl::PerMove(30),
        TimeControl::PerMove(60),
        TimeControl::Fischer {
            minutes: 3,
            increment: 2,
        },
        TimeControl::Fischer {
            minutes: 5,
            increment: 3,
        },
        TimeControl::Fischer {
            minutes: 10,
            increment: 5,
        },
        TimeControl::Fischer {
            minutes: 15,
            increment: 10,
        },
    ];
    const FIRST: TimeControl = TimeControl::None;

    /// `none`, `30s` a move, `5+3` for five minutes and three seconds more
    /// a move.
    fn key(self) -> String {
        match self {
            TimeControl::None => "none".into(),
            TimeControl::PerMove(seconds) => format!("{seconds}s"),
            TimeControl::Fischer { minutes, increment } => format!("{minutes}+{increment}"),
        }
    }
}

/// The menu of opening rules, by the engine's names.
impl Choice for OpeningRule {
    const ALL: &'static [OpeningRule] = &OpeningRule::ALL;
    const FIRST: OpeningRule = OpeningRule::None;

    fn key(self) -> String {
        self.name().into()
    }
}

impl TimeControl {
    /// What each seat has when the game begins, in milliseconds.
    const fn start_ms(self) -> u64 {
        match self {
            TimeControl::None => u64::MAX,
            TimeControl::PerMove(seconds) => seconds as u64 * 1000,
            TimeControl::Fischer { minutes, .. } => minutes as u64 * 60_000,
        }
    }
}

/// Whether the clock runs, and for whom.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Running {
    /// Before the first decision, and once the game is over.
    Stopped,
    /// `seat`'s time runs since `since`.
    On { seat: Seat, since: f64 },
    /// `seat`'s time would run, but the page is hidden.
    Paused { seat: Seat },
}

/// The clock of one game: see the module.
#[derive(Clone, Debug, PartialEq)]
pub struct GameClock {
    control: TimeControl,
    /// Each seat's milliseconds left, the first's first, as of the last
    /// change: while a seat's time runs, less the time since.
    left: [u64; 2],
    running: Running,
}

impl GameClock {
    /// The most of the time left Hard spends on a move under a game clock:
    /// a twentieth, and most of the increment.
    const SHARE: u64 = 20;
    /// What the bot leaves unspent of a move's time: the page's delays
    /// between its reply and its move.
    const SAFETY_MS: u64 = 300;

    pub fn new(control: TimeControl) -> GameClock {
        GameClock {
            control,
            left: [control.start_ms(); 2],
            running: Running::Stopped,
        }
    }

    /// A clock under `control` with `left` milliseconds, the first seat's
    /// first, stopped until the next decision: a game saved with it goes
    /// on. A seat with none left has lost on time.
    pub fn resumed(control: TimeControl, left: [u64; 2]) -> GameClock {
        GameClock {
            left,
            ..GameClock::new(control)
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The seat with no time left, whose flag fell.
    pub fn flagged(&self) -> Option<Seat> {
        let seats = [Seat::First, Seat::Second];
        seats.into_iter().find(|&seat| self.left[index(seat)] == 0)
    }

    /// The decision is `seat`'s from `now`: the seat whose time ran is
    /// charged and, if it is another, given its increment (or its time for
    /// the next move). `None` if its flag fell first: then the clock stops.
    /// Without a time control the clock never runs.
    pub fn turn(&mut self, seat: Seat, now: f64) -> Option<Seat> {
        if self.control == TimeControl::None {
            return None;
        }
        let flagged = self.flagged();
        if let Some(fallen) = self.charge(now).or(flagged) {
            return Some(fallen);
        }
        if let Running::On { seat: last, .. } | Running::Paused { seat: last } = self.running {
            if last != seat {
                let left = &mut self.left[index(last)];
                *left = match self.control {
                    TimeControl::PerMove(_) => self.control.start_ms(),
                    TimeControl::Fischer { increment, .. } => *left + u64::from(increment) * 1000,
                    TimeControl::None => *left,
                };
            }
        }
        self.running = Running::On { seat, since: now };
        None
    }

    /// The page is hidden: the running time stops, to go on at `resume`.
    /// `None`, or the seat whose flag fell before.
    pub fn pause(&mut self, now: f64) -> Option<Seat> {
        let fallen = self.charge(now);
        if let Running::On { seat, .. } = self.running {
            self.running = Running::Paused { seat };
        }
        fallen
    }

    /// The page is shown again: the paused time runs on from `now`.
    pub fn resume(&mut self, now: f64) {
        if let Running::Paused { seat } = self.running {
            self.running = Running::On { seat, since: now };
        }
    }

    /// The game is over: the clock stops, showing what is left.
    pub fn stop(&mut self, now: f64) {
        self.charge(now);
        self.running = Running::Stopped;
    }

    /// `seat`'s milliseconds left at `now`; `None` without a time control.
    pub fn left(&self, seat: Seat, now: f64) -> Option<u64> {
        if self.control == TimeControl::None {
            return None;
        }
        let left = self.left[index(seat)];
        Some(match self.running {
            Running::On { seat: on, since } if on == seat => left.saturating_sub(spent(since, now)),
            _ => left,
        })
    }

    /// Whose time runs now, if anyone's.
    pub fn running(&self) -> Option<Seat> {
        match self.running {
            Running::On { seat, .. } => Some(seat),
            _ => None,
        }
    }

    /// The seat whose flag has fallen by `now`, if one has.
    pub fn fallen(&self, now: f64) -> Option<Seat> {
        let seat = self.running()?;
        (self.left(seat, now) == Some(0)).then_some(seat)
    }

    /// How long a bot in `seat` may think at `now`: its time for the move,
    /// or a share of its game clock and most of the increment, less a
    /// margin; `None` without a time control.
    pub fn budget(&self, seat: Seat, now: f64) -> Option<Budget> {
        let left = self.left(seat, now)?;
        let ms = match self.control {
            TimeControl::Fischer { increment, .. } => {
                let increment = u64::from(increment) * 1000;
                (left / GameClock::SHARE + increment * 3 / 4).min(left / 2)
            }
            _ => left,
        };
        let ms = ms.saturating_sub(GameClock::SAFETY_MS).max(1);
        Budget::from_ms(ms.min(u64::from(Budget::MAX_MS)) as u32)
    }

    /// Charges the running seat the time since it began at `now`; if that
    /// was all it had, its flag falls: the clock stops and names it.
    fn charge(&mut self, now: f64) -> Option<Seat> {
        let Running::On { seat, since } = self.running else {
            return None;
        };
        let left = &mut self.left[index(seat)];
        *left = left.saturating_sub(spent(since, now));
        self.running = Running::On { seat, since: now };
        if *left == 0 {
            self.running = Running::Stopped;
            return Some(seat);
        }
        None
    }
}

/// The whole milliseconds from `since` to `now`; none if the caller's clock
/// went back.
fn spent(since: f64, now: f64) -> u64 {
    (now - since).max(0.0) as u64
}

const fn index(seat: Seat) -> usize {
    match seat {
        Seat::First => 0,
        Seat::Second => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIRST: Seat = Seat::First;
    const SECOND: Seat = Seat::Second;

    #[test]
    fn the_menus_keys_read_back() {
        let keys: Vec<String> = TimeControl::ALL.iter().map(|c| c.key()).collect();
        assert_eq!(
            keys,
            ["none", "10s", "30s", "60s", "3+2", "5+3", "10+5", "15+10"]
        );
        for &control in TimeControl::ALL {
            assert_eq!(TimeControl::from_key(&control.key()), Some(control));
        }
        assert_eq!(TimeControl::from_key("7s"), None);
        for &rule in <OpeningRule as Choice>::ALL {
            assert_eq!(OpeningRule::from_key(&rule.key()), Some(rule));
        }
    }

    #[test]
    fn without_a_time_control_nothing_runs_or_falls() {
        let mut clock = GameClock::new(TimeControl::None);
        assert_eq!(clock.turn(FIRST, 0.0), None);
        assert_eq!(clock.left(FIRST, 1e12), None);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.fallen(1e12), None);
        assert_eq!(clock.budget(FIRST, 1e12), None);
    }

    #[test]
    fn a_game_clock_runs_for_the_seat_to_decide_and_adds_the_increment() {
        let control = TimeControl::Fischer {
            minutes: 3,
            increment: 2,
        };
        let mut clock = GameClock::new(control);
        assert_eq!(clock.left(FIRST, 0.0), Some(180_000));
        // Before the first decision nothing runs.
        assert_eq!(clock.left(FIRST, 5_000.0), Some(180_000));
        assert_eq!(clock.turn(FIRST, 1_000.0), None);
        assert_eq!(clock.left(FIRST, 11_000.0), Some(170_000));
        assert_eq!(clock.left(SECOND, 11_000.0), Some(180_000));
        // Three stones by one seat: its time runs on, with no increment.
        assert_eq!(clock.turn(FIRST, 6_000.0), None);
        assert_eq!(clock.left(FIRST, 11_000.0), Some(170_000));
        // The turn passes: 10 s spent, 2 s added.
        assert_eq!(clock.turn(SECOND, 11_000.0), None);
        assert_eq!(clock.left(FIRST, 50_000.0), Some(172_000));
        assert_eq!(clock.left(SECOND, 16_000.5), Some(175_000));
        assert_eq!(clock.running(), Some(SECOND));
    }

    #[test]
    fn the_clock_pauses_while_the_page_is_hidden() {
        let mut clock = GameClock::new(TimeControl::PerMove(10));
        clock.turn(FIRST, 0.0);
        assert_eq!(clock.pause(4_000.0), None);
        assert_eq!(clock.running(), None);
        // An hour hidden costs nothing.
        assert_eq!(clock.left(FIRST, 3_604_000.0), Some(6_000));
        clock.resume(3_604_000.0);
        assert_eq!(clock.left(FIRST, 3_605_000.0), Some(5_000));
        // A time per move is whole again for the next move.
        clock.turn(SECOND, 3_605_000.0);
        clock.turn(FIRST, 3_606_000.0);
        assert_eq!(clock.left(FIRST, 3_606_000.0), Some(10_000));
        assert_eq!(clock.left(SECOND, 3_606_000.0), Some(10_000));
    }

    #[test]
    fn a_flag_falls_when_the_time_runs_out() {
        let mut clock = GameClock::new(TimeControl::PerMove(10));
        clock.turn(FIRST, 0.0);
        assert_eq!(clock.fallen(9_999.0), None);
        assert_eq!(clock.fallen(10_000.0), Some(FIRST));
        // A move made too late does not count: the flag fell first.
        assert_eq!(clock.turn(SECOND, 12_000.0), Some(FIRST));
        assert_eq!(clock.running(), None);
        assert_eq!(clock.left(FIRST, 20_000.0), Some(0));
        assert_eq!(clock.turn(FIRST, 21_000.0), Some(FIRST));
        assert_eq!(clock.running(), None);
        // Hidden past the flag: it fell while the page was hidden.
        let mut clock = GameClock::new(TimeControl::PerMove(10));
        clock.turn(SECOND, 0.0);
        assert_eq!(clock.pause(11_000.0), Some(SECOND));
    }

    #[test]
    fn a_stopped_clock_shows_what_was_left() {
        let mut clock = GameClock::new(TimeControl::PerMove(30));
        clock.turn(FIRST, 0.0);
        clock.stop(12_000.0);
        assert_eq!(clock.left(FIRST, 99_000.0), Some(18_000));
        assert_eq!(clock.fallen(99_000.0), None);
        // A caller's clock that goes back charges nothing.
        let mut clock = GameClock::new(TimeControl::PerMove(30));
        clock.turn(FIRST, 5_000.0);
        assert_eq!(clock.left(FIRST, 1_000.0), Some(30_000));
    }

    #[test]
    fn a_bot_thinks_for_a_share_of_its_clock() {
        let ms = |clock: &GameClock, now| clock.budget(SECOND, now).map(Budget::ms);
        let mut clock = GameClock::new(TimeControl::PerMove(10));
        clock.turn(SECOND, 0.0);
        assert_eq!(ms(&clock, 0.0), Some(9_700));
        assert_eq!(ms(&clock, 9_900.0), Some(1));
        let control = TimeControl::Fischer {
            minutes: 5,
            increment: 3,
        };
        let mut clock = GameClock::new(control);
        clock.turn(SECOND, 0.0);
        // 300 s / 20 + 2.25 s, less the margin.
        assert_eq!(ms(&clock, 0.0), Some(16_950));
        // With 4 s left, at most half of it.
        assert_eq!(ms(&clock, 296_000.0), Some(1_700));
        let long = GameClock::new(TimeControl::Fischer {
            minutes: 15,
            increment: 10,
        });
        assert!(long
            .budget(FIRST, 0.0)
            .is_some_and(|b| b.ms() <= Budget::MAX_MS));
    }
}
