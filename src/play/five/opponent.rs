//! Who the person plays five in a row against (the ladder's levels, or
//! two players), what each bot plays, and the menu of how long the Hard
//! bot thinks (the engine's `Budget`, saved as its milliseconds).

use crate::engine::five::ladder::Level;
use crate::engine::five::search::Budget;
use crate::engine::five::{Board, Five, MoveError, Origin, Outcome, Point, Rule, Rules};
use crate::engine::rng::Rng;
use crate::play::game;
use crate::play::settings::Choice;

/// A bot, one of the ladder's levels, or a second person on the same
/// device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    Bot(Level),
    TwoPlayers,
}

impl Opponent {
    /// The bot's level; `None` for two players.
    pub const fn level(self) -> Option<Level> {
        match self {
            Opponent::Bot(level) => Some(level),
            Opponent::TwoPlayers => None,
        }
    }
}

/// The levels easiest first, then two players: the menu's order.
impl Choice for Opponent {
    const ALL: &'static [Opponent] = &{
        let mut all = [Opponent::TwoPlayers; Level::ALL.len() + 1];
        let mut index = 0;
        while index < Level::ALL.len() {
            all[index] = Opponent::Bot(Level::ALL[index]);
            index += 1;
        }
        all
    };
    const FIRST: Opponent = Opponent::Bot(Level::Normal);

    fn key(self) -> String {
        self.level().map_or("two-players", Level::key).into()
    }
}

/// Whom a tally counts against: an opponent, under a rule, and whether
/// the games had hints (see `hint`), which count apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versus {
    pub opponent: Opponent,
    pub rule: Rule,
    pub hints: bool,
}

impl Versus {
    const fn of(opponent: Opponent, rule: Rule) -> Versus {
        Versus {
            opponent,
            rule,
            hints: false,
        }
    }
}

/// Every opponent under every rule, without hints and then with.
const VERSUS: usize = 2 * Opponent::ALL.len() * Rule::ALL.len();

/// Saved as the opponent's key under freestyle, as tallies were before
/// the rules came, and as `normal-renju` under another rule; games with
/// hints as `normal-hints`, `normal-renju-hints`.
impl Choice for Versus {
    const ALL: &'static [Versus] = &{
        let mut all = [Versus::of(Opponent::FIRST, Rule::Freestyle); VERSUS];
        let mut index = 0;
        let opponents = Opponent::ALL.len();
        while index < all.len() {
            let opponent = Opponent::ALL[index % opponents];
            let rule = Rule::ALL[index / opponents % Rule::ALL.len()];
            all[index] = Versus {
                hints: index >= VERSUS / 2,
                ..Versus::of(opponent, rule)
            };
            index += 1;
        }
        all
    };
    const FIRST: Versus = Versus::of(Opponent::FIRST, Rule::Freestyle);

    fn key(self) -> String {
        let key = match self.rule {
            Rule::Freestyle => self.opponent.key(),
            rule => format!("{}-{rule}", self.opponent.key()),
        };
        match self.hints {
            true => format!("{key}-hints"),
            false => key,
        }
    }
}

impl game::Opponent for Opponent {
    type Board = Board;
    type Reply = ();
    const TWO_PLAYERS: Opponent = Opponent::TwoPlayers;

    /// Every level below Hard answers at once, on the page's thread.
    fn reply(self, board: &Board, rng: &mut Rng) -> Option<(Point, ())> {
        let point = self.level()?.play(board, rng)?;
        point.ok().map(|point| (point, ()))
    }
}

impl game::Board for Board {
    type Move = Point;
    type Line = Five;
    type Error = MoveError;
    type Rules = Rules;

    fn empty(rules: Rules) -> Board {
        rules.board(Origin::Centre)
    }

    fn rules(&self) -> Rules {
        Rules::of(self)
    }

    fn moves(&self) -> &[Point] {
        Board::moves(self)
    }

    fn play(&mut self, point: Point) -> Result<(), MoveError> {
        Board::play(self, point)
    }

    fn undo(&mut self) {
        Board::undo(self);
    }

    fn outcome(&self) -> Outcome<Five> {
        Board::outcome(self)
    }
}

/// A time on the menu, checked as the crate compiles.
const fn menu_time(ms: u32) -> Budget {
    Budget::from_ms(ms).expect("a time on the menu is a budget")
}

/// How long the Hard bot thinks over a move: the menu's times, saved and
/// offered as their milliseconds.
impl Choice for Budget {
    const ALL: &'static [Budget] = &[
        menu_time(100),
        menu_time(250),
        menu_time(1000),
        menu_time(3000),
    ];
    const FIRST: Budget = Budget::DEFAULT;

    fn key(self) -> String {
        self.ms().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_time_on_the_menu_is_saved_as_its_milliseconds_and_reads_back() {
        let keys: Vec<String> = Budget::ALL.iter().map(|time| time.key()).collect();
        assert_eq!(keys, ["100", "250", "1000", "3000"]);
        for &time in Budget::ALL {
            assert_eq!(Budget::from_key(&time.key()), Some(time));
        }
        assert_eq!(Budget::FIRST, Budget::DEFAULT);
        assert!(Budget::ALL.contains(&Budget::DEFAULT));
        for text in ["", "0", "300", "250ms", "fast"] {
            assert_eq!(Budget::from_key(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_tally_counts_each_opponent_under_each_rule() {
        let keys: Vec<String> = Versus::ALL.iter().map(|v| v.key()).collect();
        // The ladder's keys, then two players' (the menu's order is its own test).
        let opponents: Vec<String> = Opponent::ALL.iter().map(|o| o.key()).collect();
        assert_eq!(opponents.last().map(String::as_str), Some("two-players"));
        let mut expected = opponents.clone();
        for rule in ["standard", "renju"] {
            expected.extend(opponents.iter().map(|key| format!("{key}-{rule}")));
        }
        let hinted: Vec<String> = expected.iter().map(|key| format!("{key}-hints")).collect();
        expected.extend(hinted);
        assert_eq!(keys, expected);
        let hinted = Versus {
            hints: true,
            ..Versus::of(Opponent::Bot(Level::Novice), Rule::Renju)
        };
        assert_eq!(Versus::from_key("novice-renju-hints"), Some(hinted));
        let renju = Versus::of(Opponent::Bot(Level::Hard), Rule::Renju);
        assert_eq!(Versus::from_key("hard-renju"), Some(renju));
        let club = Versus::of(Opponent::Bot(Level::Club), Rule::Standard);
        assert_eq!(Versus::from_key("club-standard"), Some(club));
    }

    #[test]
    fn the_menu_lists_the_ladder_easiest_first_then_two_players() {
        let levels: Vec<Option<Level>> = Opponent::ALL.iter().map(|o| o.level()).collect();
        let ladder: Vec<Option<Level>> = Level::ALL.into_iter().map(Some).collect();
        assert_eq!(levels[..Level::ALL.len()], ladder);
        assert_eq!(levels[Level::ALL.len()..], [None]);
        for &opponent in Opponent::ALL {
            assert_eq!(Opponent::from_key(&opponent.key()), Some(opponent));
        }
        assert_eq!(Opponent::FIRST, Opponent::Bot(Level::Normal));
    }

    #[test]
    fn a_tally_saved_before_the_ladder_still_reads() {
        use crate::play::tally::{Results, Tally};
        let saved = "normal=3/1/2;hard=0/0/5;two-players=1/0/1;normal-standard=2/0/0;\
                     hard-standard=0/1/0;two-players-standard=0/0/0;normal-renju=1/1/1;\
                     hard-renju=0/0/2;two-players-renju=4/0/3";
        let tally: Tally<Versus> = saved.parse().expect("today's tally reads");
        let results = |opponent, rule| tally.results(Versus::of(opponent, rule));
        let counts = |wins, draws, losses| Results {
            wins,
            draws,
            losses,
        };
        let bot = Opponent::Bot;
        for (opponent, rule, expected) in [
            (bot(Level::Normal), Rule::Freestyle, counts(3, 1, 2)),
            (bot(Level::Hard), Rule::Freestyle, counts(0, 0, 5)),
            (bot(Level::Normal), Rule::Standard, counts(2, 0, 0)),
            (bot(Level::Hard), Rule::Renju, counts(0, 0, 2)),
            (Opponent::TwoPlayers, Rule::Renju, counts(4, 0, 3)),
            (bot(Level::Club), Rule::Freestyle, counts(0, 0, 0)),
        ] {
            assert_eq!(results(opponent, rule), expected, "{opponent:?} {rule:?}");
        }
        // Written back with every level, and read again.
        let written = tally.to_string();
        assert!(written.starts_with("beginner=0/0/0;novice=0/0/0;normal=3/1/2;"));
        assert!(written.contains(";hard-renju=0/0/2;two-players-renju=4/0/3"));
        assert_eq!(written.parse::<Tally<Versus>>(), Ok(tally));
    }

    #[test]
    fn opponents_saved_before_hard_existed_still_read() {
        assert_eq!(
            Opponent::from_key("normal"),
            Some(Opponent::Bot(Level::Normal))
        );
        assert_eq!(
            Opponent::from_key("two-players"),
            Some(Opponent::TwoPlayers)
        );
        assert_eq!(Opponent::from_key("hard"), Some(Opponent::Bot(Level::Hard)));
        // Settings saved with today's opponents.
        use crate::play::settings::Settings;
        let saved: Settings<Opponent> = "opponent=hard;side=O;overlay=on".parse().unwrap();
        assert_eq!(saved.opponent, Opponent::Bot(Level::Hard));
        let saved: Settings<Opponent> = "opponent=normal;side=X;overlay=off".parse().unwrap();
        assert_eq!(saved.opponent, Opponent::Bot(Level::Normal));
        let saved: Settings<Opponent> = "opponent=two-players;side=X;overlay=off".parse().unwrap();
        assert_eq!(saved.opponent, Opponent::TwoPlayers);
    }
}
