//! The time control: the limits a move is searched within (a budget of
//! milliseconds on the caller's clock, a number of positions, a depth), the
//! clock itself, and the deadlines the limits make, from the start of a
//! move: how much of them each stage of the decision may take, and whether
//! another iteration may begin.

/// The milliseconds a move may take, from 1 to `Budget::MAX_MS`: the one
/// form of the time per move, from the page's menu (or a tool's command
/// line, or the JS API) to the search. Where the time comes in as text or
/// a JS number, `from_ms` checks it, once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Budget(u32);

impl Budget {
    /// What the page gives the bot unless it is told otherwise.
    pub const DEFAULT: Budget = Budget(250);
    /// A minute: longer than anyone waits for a move in a tab.
    pub const MAX_MS: u32 = 60_000;
    /// The longest budget.
    pub const MAX: Budget = Budget(Budget::MAX_MS);

    /// `None` outside 1 to `MAX_MS`.
    pub const fn from_ms(ms: u32) -> Option<Budget> {
        if ms >= 1 && ms <= Budget::MAX_MS {
            Some(Budget(ms))
        } else {
            None
        }
    }

    pub const fn ms(self) -> u32 {
        self.0
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// When a search stops: at a time budget on the caller's clock, after a
/// number of positions, or after a depth, whichever comes first. Positions
/// and depth stop it at the same place on any machine, as tests need; a
/// budget is what people and tournaments give.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub time: Option<Budget>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl Limits {
    /// At most `nodes` positions, whatever the clock says.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            time: None,
            nodes: Some(nodes),
            depth: None,
        }
    }

    /// Full-width iterations up to `depth` plies, and at most `nodes`
    /// positions.
    pub const fn depth(depth: u32, nodes: u64) -> Limits {
        Limits {
            time: None,
            nodes: Some(nodes),
            depth: Some(depth),
        }
    }
}

impl From<Budget> for Limits {
    fn from(budget: Budget) -> Limits {
        Limits {
            time: Some(budget),
            nodes: None,
            depth: None,
        }
    }
}

/// Where the bot reads the time: milliseconds from any fixed start. The
/// engine is pure, so the caller brings the clock (`Instant` natively,
/// `Date.now()` in a browser, a counter in tests).
pub trait Clock {
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// Where a search stops, in the clock's milliseconds and in positions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Deadline {
    pub ms: f64,
    pub nodes: u64,
}

/// The limits turned into deadlines from the start of a move.
pub(super) struct Stop {
    /// When the move began, on the caller's clock.
    pub(super) start: f64,
    pub(super) limits: Limits,
}

impl Stop {
    /// The deadline after `share` of the time and of the positions.
    pub(super) fn after(&self, share: f64) -> Deadline {
        Deadline {
            ms: match self.limits.time {
                Some(budget) => self.start + f64::from(budget.ms()) * share,
                None => f64::INFINITY,
            },
            nodes: match self.limits.nodes {
                Some(nodes) => (nodes as f64 * share) as u64,
                None => u64::MAX,
            },
        }
    }

    pub(super) fn all(&self) -> Deadline {
        self.after(1.0)
    }

    /// Whether to begin another iteration, `spent_ms` into the move, when
    /// the last took `last_ms` and the best move just changed or not. A
    /// deeper one takes a few times longer: begin it when 1.5 times the last
    /// still fits, or anyway before half the budget is spent (70% while the
    /// best move is unsettled), as what it finds before the deadline still counts: it
    /// searches the last best move first.
    pub(super) fn go_deeper(&self, spent_ms: f64, last_ms: f64, unsettled: bool) -> bool {
        let Some(budget) = self.limits.time else {
            return true;
        };
        let budget = f64::from(budget.ms());
        spent_ms + last_ms * 1.5 < budget || spent_ms < budget * if unsettled { 0.7 } else { 0.5 }
    }
}
