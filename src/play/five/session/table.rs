//! The opening rule and the clock of the game in play: who decides each
//! step of the opening (the person, a bot, or either of two people), the
//! bots' decisions, undo within the opening, and the clock, run for the
//! seat that decides and read with the caller's `now`. The game's moves
//! stay the game's; the opening holds them (`Game::hold`) until it hands
//! the colours over (`Game::take_sides`).

use super::{Change, Session};
use crate::engine::five::opening::judge::Judge;
use crate::engine::five::opening::{self, Opening, OpeningRule, Seat, Step};
use crate::engine::five::search::Budget;
use crate::engine::five::think::Decision;
use crate::engine::five::{Origin, Point, Rules};
use crate::engine::rng::Rng;
use crate::engine::Player;
use crate::play::five::record::Record;
use crate::play::five::{GameClock, TimeControl};
use crate::play::game;
use crate::play::news::News;
use crate::play::seats::{Ending, Seats};

/// See the module.
pub(super) struct Table {
    /// The opening rule and time control picked, for each new game.
    pub(super) rule: OpeningRule,
    pub(super) control: TimeControl,
    /// The opening of the game in play.
    opening: Opening,
    /// The person's seat against a bot: the first when they chose to
    /// play X, who opens.
    person: Seat,
    clock: GameClock,
    /// The seat whose flag fell, which ended the game.
    fallen: Option<Seat>,
    /// The bots' draws in the opening.
    rng: Rng,
    /// The bot's decision asked of the worker, while its judge reads too
    /// far for the page's thread.
    asked: Option<Decision>,
}

impl Table {
    pub(super) fn new(rule: OpeningRule, control: TimeControl, rng: Rng) -> Table {
        Table {
            rule,
            control,
            opening: Opening::new(OpeningRule::None),
            person: Seat::First,
            clock: GameClock::new(control),
            fallen: None,
            rng,
            asked: None,
        }
    }
}

impl Session {
    /// The opening of the game in play.
    pub fn opening(&self) -> &Opening {
        &self.table.opening
    }

    /// Whether the opening is under way: its decisions come before moves.
    pub fn in_opening(&self) -> bool {
        self.table.opening.step() != Step::Play
    }

    /// The opening rule and the time control picked, for the next game.
    pub fn opening_rule(&self) -> OpeningRule {
        self.table.rule
    }

    pub fn time_control(&self) -> TimeControl {
        self.table.control
    }

    pub fn clock(&self) -> &GameClock {
        &self.table.clock
    }

    /// The seat whose flag fell, ending the game.
    pub fn fallen(&self) -> Option<Seat> {
        self.table.fallen
    }

    /// The person's seat against a bot; `None` when two people play.
    pub fn person(&self) -> Option<Seat> {
        self.game.opponent().level().map(|_| self.table.person)
    }

    /// Whether `seat` is the bot's.
    fn is_bot_seat(&self, seat: Seat) -> bool {
        self.person().is_some_and(|person| person != seat)
    }

    /// Whose decision it is: the opening's, or the side to move's; `None`
    /// once the game is over.
    pub fn decides(&self) -> Option<Seat> {
        if self.table.fallen.is_some() || self.game.ending().is_some() {
            return None;
        }
        let opening = &self.table.opening;
        opening
            .step()
            .seat()
            .or(Some(opening.seat_of(self.board().to_move())))
    }

    /// Whether the person may take the opening's step: place, offer or pick
    /// on the board, or choose and declare by the buttons.
    pub fn person_decides(&self) -> bool {
        self.decides()
            .is_some_and(|seat| self.in_opening() && !self.is_bot_seat(seat))
    }

    /// Whether the person may place, offer or pick a stone on the board now.
    pub(super) fn person_places(&self) -> bool {
        let on_board = matches!(
            self.table.opening.step(),
            Step::Place { .. } | Step::Fifth { .. } | Step::Offer { .. } | Step::Pick { .. }
        );
        on_board && self.person_decides()
    }

    /// A new opening rule or time control: a new game at once when none is
    /// under way (no stone yet, or the game over), else from the next.
    pub(super) fn restart_if_idle(&mut self) -> Change {
        let idle = self.board().moves().is_empty()
            || self.game.ending().is_some()
            || self.fallen().is_some();
        match idle {
            true => self.game.act(game::Action::Restart),
            false => Change {
                news: News::NextGame,
                ..self.game.unchanged()
            },
        }
    }

    /// A new game under the opening rule and time control picked, the rule
    /// of no opening where it does not fit the game's rule.
    pub(super) fn begin_opening(&mut self) {
        let rules = Rules::of(self.board());
        let rule = match self.table.rule.fits(rules.rule) {
            true => self.table.rule,
            false => OpeningRule::None,
        };
        if rule != OpeningRule::None {
            self.game.hold(rules.board(Origin::Centre));
        }
        self.adopt(Opening::new(rule), GameClock::new(self.table.control));
    }

    /// Plays on the game in play, just put on the board, with `opening`
    /// taken on it and `clock`: a new game's, or one from a reload, a link
    /// or a record. The person begins an opening when they play X, and
    /// plays the side the game gives them without one; a clock with no
    /// time left is a flag that fell (and counted) before.
    pub(super) fn adopt(&mut self, opening: Opening, clock: GameClock) {
        let x = match opening.rule() {
            OpeningRule::None => !self.game.is_bot(Player::X),
            _ => self.game.settings().human == Player::X,
        };
        let table = &mut self.table;
        table.person = match x {
            true => Seat::First,
            false => Seat::Second,
        };
        table.fallen = clock.flagged();
        table.opening = opening;
        table.clock = clock;
        self.settle();
    }

    /// The game in play as records and links write it.
    pub fn record(&self) -> Record {
        Record {
            board: self.board().clone(),
            opening: self.table.opening.clone(),
            clock: self.table.clock.clone(),
            notes: Vec::new(),
        }
    }

    /// The person taps `point` during the opening: a stone, a fifth move
    /// offered or the one picked, as the step asks.
    pub(super) fn opening_tap(&mut self, point: Point) -> Change {
        let action = match self.table.opening.step() {
            Step::Place { .. } | Step::Fifth { .. } => opening::Action::Place(point),
            Step::Offer { .. } => opening::Action::Offer(point),
            Step::Pick { .. } => opening::Action::Pick(point),
            _ => return self.game.unchanged(),
        };
        self.decide(action)
    }

    /// The person's decision in the opening, then the bot's that follow.
    /// One out of turn, or that the rule refuses, changes nothing.
    pub(super) fn decide(&mut self, action: opening::Action) -> Change {
        let played = self.board().moves().len();
        if !self.person_decides() || self.take(action).is_err() {
            return self.game.unchanged();
        }
        self.settle();
        Change {
            news: News::Moves(played),
            moved: true,
            ended: self.game.ending(),
            reopened: None,
        }
    }

    /// The opening's next step is taken by `action` on the game's board.
    fn take(&mut self, action: opening::Action) -> Result<(), opening::OpeningError> {
        let mut board = self.board().clone();
        self.table.opening.act(&mut board, action)?;
        self.game.hold(board);
        Ok(())
    }

    /// The bots' decisions while the opening waits for them, then, once it
    /// is over, the colours handed to the game. A judge that reads far is
    /// asked in the worker (see `deciding`), and the opening waits for it.
    fn settle(&mut self) {
        self.table.asked = None;
        while let Some(seat) = self.table.opening.step().seat() {
            let Some(level) = self
                .game
                .opponent()
                .level()
                .filter(|_| self.is_bot_seat(seat))
            else {
                return;
            };
            let judge = Judge::of(level);
            let table = &mut self.table;
            if !judge.quick() {
                table.asked = Some(Decision {
                    id: 0,
                    judge,
                    // Its low half: enough to tell decisions apart and repeat one.
                    seed: table.rng.next_u64() as u32,
                    rules: Rules::of(self.game.board()),
                    opening: table.opening.clone(),
                });
                return;
            }
            let actions = judge.actions(&table.opening, self.game.board(), &mut table.rng);
            // A judge with nothing to do leaves the game to the person.
            if self.apply(&actions).is_err() {
                return;
            }
        }
        match self.table.opening.rule() {
            OpeningRule::None => self.game.bot_replies(),
            _ => self.game.take_sides(self.colour(self.table.person)),
        }
    }

    /// Takes the bot's `actions`, all of them at its own steps, or none
    /// and why.
    fn apply(&mut self, actions: &[opening::Action]) -> Result<(), String> {
        let (mut opening, mut board) = (self.table.opening.clone(), self.board().clone());
        for &action in actions {
            if !opening
                .step()
                .seat()
                .is_some_and(|seat| self.is_bot_seat(seat))
            {
                return Err("the bot acted out of turn".to_string());
            }
            opening
                .act(&mut board, action)
                .map_err(|error| error.to_string())?;
        }
        if actions.is_empty() {
            return Err("the bot did not decide".to_string());
        }
        self.table.opening = opening;
        self.game.hold(board);
        Ok(())
    }

    /// The bot's decision awaited from the worker: the opening it was
    /// asked at is still the game's.
    pub fn deciding(&self) -> Option<&Decision> {
        let table = &self.table;
        let decides = self.decides();
        table.asked.as_ref().filter(|asked| {
            asked.opening == table.opening && decides.is_some_and(|seat| self.is_bot_seat(seat))
        })
    }

    /// The worker's answer to the decision asked: the seed it was asked
    /// with and the bot's actions, which the opening checks before it takes
    /// them, then the bots' next decisions; or why it could not decide,
    /// shown as the bot's failure. An answer to another decision (the
    /// opening undone, restarted or set anew since) changes nothing.
    pub fn bot_decided(
        &mut self,
        answer: Result<(u32, Vec<opening::Action>), String>,
    ) -> Result<Change, String> {
        let played = self.board().moves().len();
        let Some(asked) = self.deciding().map(|asked| asked.seed) else {
            return Ok(self.game.unchanged());
        };
        let taken = answer.and_then(|(seed, actions)| match seed == asked {
            true => self.apply(&actions).map(|()| true),
            false => Ok(false),
        });
        match taken {
            Ok(false) => Ok(self.game.unchanged()),
            Ok(true) => {
                self.settle();
                Ok(Change {
                    news: News::Moves(played),
                    moved: true,
                    ended: self.game.ending(),
                    reopened: None,
                })
            }
            Err(why) => {
                self.failure = Some(why.clone());
                Err(why)
            }
        }
    }

    /// The colour `seat` plays, as the opening left it.
    fn colour(&self, seat: Seat) -> Player {
        match self.table.opening.seat_of(Player::X) == seat {
            true => Player::X,
            false => Player::O,
        }
    }

    /// Undo within the opening takes back the person's last decision and
    /// the bots' after it (the last decision when two people play); after
    /// it, undo never takes back the opening's stones.
    pub(super) fn undo_opening(&mut self) -> Option<Change> {
        if self.table.opening.rule() == OpeningRule::None {
            return None;
        }
        if !self.in_opening() {
            let seats = Seats::new(self.colour(self.table.person), self.person().is_some());
            let plies = self.board().moves().len();
            let stones = self.table.opening.stones();
            let cuts = seats
                .undo_count(plies)
                .is_some_and(|count| plies - count < stones);
            return cuts.then(|| self.game.unchanged());
        }
        let opening = &self.table.opening;
        let mut kept = opening.by().len();
        while kept > 0 && self.is_bot_seat(opening.by()[kept - 1]) {
            kept -= 1;
        }
        // The person's last decision goes with the bots' after it.
        let Some(kept) = kept.checked_sub(1) else {
            return Some(self.game.unchanged());
        };
        let empty = Rules::of(self.board()).board(Origin::Centre);
        let Ok((opening, board)) =
            Opening::replay(opening.rule(), empty, &opening.actions()[..kept])
        else {
            return Some(self.game.unchanged());
        };
        self.table.opening = opening;
        self.game.hold(board);
        Some(Change {
            news: News::TakenBack,
            moved: true,
            ended: None,
            reopened: None,
        })
    }

    /// The clock at `now`, after any change: it runs for the seat that
    /// decides, or stops when the game is over; a flag that fell meanwhile
    /// ends the game.
    pub fn clock_at(&mut self, now: f64) {
        match self.decides() {
            Some(seat) => {
                if let Some(fallen) = self.table.clock.turn(seat, now) {
                    self.flag_fell(fallen, now);
                }
            }
            None => self.table.clock.stop(now),
        }
    }

    /// Whether a flag has fallen by `now`: then the game is over.
    pub fn tick(&mut self, now: f64) -> bool {
        match self.table.clock.fallen(now) {
            Some(seat) if self.table.fallen.is_none() => {
                self.flag_fell(seat, now);
                true
            }
            _ => false,
        }
    }

    /// The page is hidden or shown again at `now`: the clock pauses or
    /// goes on.
    pub fn hidden(&mut self, hidden: bool, now: f64) {
        match hidden {
            true => {
                if let Some(seat) = self.table.clock.pause(now) {
                    self.flag_fell(seat, now);
                }
            }
            false => self.table.clock.resume(now),
        }
    }

    /// How long the Hard bot thinks at `now`: by its clock, or the menu's
    /// time per move without one.
    pub fn budget(&self, now: f64) -> Budget {
        let bot = self.person().map(Seat::other);
        bot.and_then(|seat| self.table.clock.budget(seat, now))
            .unwrap_or(self.time)
    }

    /// `seat`'s time ran out by `now`: the game is over, and the tally
    /// counts it.
    fn flag_fell(&mut self, seat: Seat, now: f64) {
        self.table.fallen = Some(seat);
        self.table.clock.stop(now);
        let ending = match self.person() {
            Some(person) if person == seat => Ending::BotWon,
            Some(_) => Ending::HumanWon,
            None => Ending::Won(self.colour(seat.other())),
        };
        if !self.opened && !self.counted {
            self.tally.record(self.versus(), ending);
            self.counted = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::ladder::Level;
    use crate::engine::five::opening::{Action as Step1, Choice};
    use crate::play::five::record;
    use crate::play::five::{Action, Opponent, Saved, SavedGame};
    use crate::play::settings::{Choice as _, Settings};
    use crate::play::tally::Tally;

    fn at(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    fn session(opponent: Opponent, human: Player, rules: &str, rule: OpeningRule) -> Session {
        let saved = Saved {
            settings: Settings {
                opponent,
                human,
                overlay: false,
            },
            rules: rules.parse().unwrap(),
            opening: rule,
            ..Saved::default()
        };
        Session::new(saved, Tally::default(), Rng::new(5), false)
    }

    fn tap(session: &mut Session, x: i32, y: i32) -> bool {
        session.act(Action::Tap(at(x, y))).moved
    }

    fn decide(session: &mut Session, action: Step1) -> bool {
        session.act(Action::Decide(action)).moved
    }

    fn moves(session: &Session) -> usize {
        session.board().moves().len()
    }

    #[test]
    fn two_people_play_swap2_through_its_every_step() {
        let mut session = session(
            Opponent::TwoPlayers,
            Player::X,
            "freestyle",
            OpeningRule::Swap2,
        );
        assert!(session.in_opening() && session.person_decides());
        assert!(tap(&mut session, 0, 0) && tap(&mut session, 1, -1) && tap(&mut session, 2, 0));
        let choose = Step::Choose {
            seat: Seat::Second,
            add: true,
        };
        assert_eq!(session.opening().step(), choose);
        assert!(!tap(&mut session, 3, 3), "a stone is no choice");
        assert!(decide(&mut session, Step1::Choose(Choice::AddTwo)));
        assert!(tap(&mut session, -1, 1) && tap(&mut session, 0, 2));
        assert_eq!(session.decides(), Some(Seat::First));
        assert!(decide(&mut session, Step1::Choose(Choice::White)));
        assert!(!session.in_opening());
        assert_eq!(moves(&session), 5);
        // White, now the first seat, plays the sixth.
        assert_eq!(session.decides(), Some(Seat::First));
        assert!(tap(&mut session, 5, 5));
        assert_eq!(session.decides(), Some(Seat::Second));
    }

    #[test]
    fn a_bot_chooses_its_colour_and_plays_on() {
        let mut session = session(
            Opponent::Bot(Level::Normal),
            Player::X,
            "freestyle",
            OpeningRule::Swap1,
        );
        assert_eq!(session.person(), Some(Seat::First));
        tap(&mut session, 0, 0);
        tap(&mut session, 1, -1);
        tap(&mut session, 2, 0);
        assert!(!session.in_opening());
        // Whichever colour the bot took, it is the person's move now.
        assert_eq!(session.decides(), Some(Seat::First));
        let position = session.position();
        assert!(session.open(&position));
        assert!((3..=4).contains(&moves(&session)));
        // Undo never takes back the opening's stones.
        let before = moves(&session);
        if before == 3 {
            assert!(!session.act(Action::Game(game::Action::Undo)).moved);
        }
        assert_eq!(session.saved().settings.human, Player::X);
    }

    #[test]
    fn renju_rif_against_a_bot_that_opens() {
        let mut session = session(
            Opponent::Bot(Level::Normal),
            Player::O,
            "renju,15",
            OpeningRule::Rif,
        );
        // The bot, first, placed one of the 26 openings.
        assert_eq!(moves(&session), 3);
        assert_eq!(session.board().moves()[0], Point::ORIGIN);
        assert_eq!(
            session.opening().step(),
            Step::Choose {
                seat: Seat::Second,
                add: false
            }
        );
        assert!(decide(&mut session, Step1::Choose(Choice::White)));
        // The person, white, plays the fourth; the bot offers two fifths.
        assert!(tap(&mut session, 5, 5));
        assert_eq!(session.opening().step(), Step::Pick { seat: Seat::Second });
        let offers = session.opening().offers().to_vec();
        assert_eq!(offers.len(), 2);
        // Undo takes back the bot's offers and the person's fourth.
        assert!(session.act(Action::Game(game::Action::Undo)).moved);
        assert_eq!(moves(&session), 3);
        assert!(tap(&mut session, 5, 5));
        let offer = session.opening().offers()[1];
        assert!(tap(&mut session, offer.x(), offer.y()));
        assert!(!session.in_opening());
        assert_eq!(moves(&session), 5);
        assert!(
            session.open(&session.position()),
            "white's sixth is the person's"
        );
        assert_eq!(
            record::coordinate(session.board().moves()[4]),
            record::coordinate(offer)
        );
    }

    #[test]
    fn taraguchi10_against_a_bot_the_persons_taps_place_its_fifth_or_offer_it() {
        let mut session = session(
            Opponent::Bot(Level::Normal),
            Player::X,
            "renju,15",
            OpeningRule::Taraguchi10,
        );
        assert!(!tap(&mut session, 1, 0), "stone 1 goes on the centre");
        assert!(tap(&mut session, 0, 0));
        // The bot decides until the person's next step: a choice of colour
        // or a stone; the person keeps black (or takes it back) and places
        // the next stones within their central squares.
        let cells = [(1, -1), (-1, -1), (2, 0), (-2, 1), (0, 2), (3, -3), (-3, 2)];
        while let Step::Choose { .. } | Step::Place { .. } = session.opening().step() {
            match session.opening().step() {
                Step::Choose { .. } => {
                    assert!(decide(&mut session, Step1::Choose(Choice::Black)));
                }
                _ => {
                    let free = cells.iter().find(|&&(x, y)| {
                        let reach = moves(&session) as i32;
                        session.board().get(at(x, y)).is_none() && x.abs().max(y.abs()) <= reach
                    });
                    let &(x, y) = free.unwrap();
                    assert!(tap(&mut session, x, y));
                }
            }
        }
        // The person, black after the fourth, is at the fifth: the button
        // offers, and a tap places.
        let fifth = Step::Fifth {
            seat: Seat::First,
            count: 10,
        };
        assert_eq!(session.opening().step(), fifth);
        assert_eq!(moves(&session), 4);
        assert!(!tap(&mut session, 7, 7), "outside the central 9 × 9");
        assert!(decide(&mut session, Step1::Choose(Choice::Offer)));
        assert!(tap(&mut session, 7, 7), "an offer goes anywhere");
        assert_eq!(session.opening().offers(), [at(7, 7)]);
        // Undo takes back the offer, then the choice to offer.
        for _ in 0..2 {
            assert!(session.act(Action::Game(game::Action::Undo)).moved);
        }
        assert_eq!(session.opening().step(), fifth);
        assert!(tap(&mut session, 4, -4));
        // The bot, white, swapped or played the sixth: the game is in play,
        // the person to move.
        assert!(!session.in_opening());
        assert!((5..=6).contains(&moves(&session)));
        assert_eq!(session.decides(), Some(Seat::First));
    }

    /// The worker's answer to the decision the session asks for, read
    /// back from the text it posts.
    fn answered(session: &Session) -> Result<(u32, Vec<Step1>), String> {
        let text = session.deciding().unwrap().answer().to_string();
        text.parse::<crate::engine::five::think::Decided>()
            .unwrap()
            .answer
    }

    #[test]
    fn hards_opening_decisions_are_asked_then_applied_and_stale_answers_ignored() {
        let mut session = session(
            Opponent::Bot(Level::Hard),
            Player::O,
            "renju,15",
            OpeningRule::Rif,
        );
        // The bot opens: its decision is asked for, not made on the page.
        assert_eq!(moves(&session), 0);
        let asked = session.deciding().unwrap().clone();
        assert_eq!(asked.judge, Judge::of(Level::Hard));
        assert!(!session.person_decides() && !session.thinking());
        let first = answered(&session);
        let change = session.bot_decided(first.clone()).unwrap();
        assert!(change.moved);
        assert_eq!(moves(&session), 3, "one of the 26 openings");
        assert!(session.deciding().is_none() && session.person_decides());
        // The same answer again is stale.
        assert!(!session.bot_decided(first.clone()).unwrap().moved);
        // The person stays white and plays the fourth: the bot's two
        // offers are asked for.
        assert!(decide(&mut session, Step1::Choose(Choice::White)));
        assert!(tap(&mut session, 5, 5));
        let offers = answered(&session);
        // Undo while the bot decides: its answer is stale.
        assert!(session.act(Action::Game(game::Action::Undo)).moved);
        assert!(session.deciding().is_none());
        assert!(!session.bot_decided(offers.clone()).unwrap().moved);
        assert_eq!(moves(&session), 3);
        assert!(tap(&mut session, 5, 5));
        // Asked again with a fresh seed: the answer before is stale too.
        assert!(!session.bot_decided(offers).unwrap().moved);
        // An answer the opening refuses is the bot's failure, taken not.
        let seed = session.deciding().unwrap().seed;
        let off = Step1::Pick(at(9, 9));
        assert!(session.bot_decided(Ok((seed, vec![off]))).is_err());
        assert!(session.failure().is_some());
        assert_eq!(session.opening().offers(), []);
        let change = session.bot_decided(answered(&session)).unwrap();
        assert!(change.moved);
        assert_eq!(session.opening().offers().len(), 2);
        assert_eq!(session.opening().step(), Step::Pick { seat: Seat::Second });
        // A restart asks again, with a new seed; the first answer is stale.
        session.act(Action::Game(game::Action::Restart));
        assert_ne!(session.deciding().unwrap().seed, asked.seed);
        assert!(!session.bot_decided(first).unwrap().moved);
        assert_eq!(moves(&session), 0);
    }

    #[test]
    fn an_opening_rule_that_does_not_fit_the_rule_is_none() {
        let session = session(
            Opponent::TwoPlayers,
            Player::X,
            "renju,15",
            OpeningRule::Swap2,
        );
        assert!(!session.in_opening());
        assert_eq!(session.opening().rule(), OpeningRule::None);
        // Still picked, for a game it fits.
        assert_eq!(session.opening_rule(), OpeningRule::Swap2);
    }

    #[test]
    fn a_flag_fall_ends_the_game_and_counts() {
        let mut session = session(
            Opponent::Bot(Level::Normal),
            Player::X,
            "freestyle",
            OpeningRule::None,
        );
        session.act(Action::Clock(TimeControl::PerMove(10)));
        session.clock_at(0.0);
        assert_eq!(session.clock().running(), Some(Seat::First));
        assert!(!session.tick(9_999.0));
        assert!(session.tick(10_000.0));
        assert_eq!(session.fallen(), Some(Seat::First));
        assert!(!session.open(&session.position()));
        assert!(!tap(&mut session, 0, 0));
        assert_eq!(session.decides(), None);
        let versus = session.versus();
        assert_eq!(session.tally().results(versus).losses, 1);
        // A new game starts the clock afresh.
        session.act(Action::Game(game::Action::Restart));
        assert_eq!(session.fallen(), None);
        assert_eq!(session.clock().left(Seat::First, 0.0), Some(10_000));
    }

    #[test]
    fn hard_thinks_by_its_clock_and_not_while_hidden() {
        let mut session = session(
            Opponent::Bot(Level::Hard),
            Player::O,
            "freestyle",
            OpeningRule::None,
        );
        session.act(Action::Clock(TimeControl::PerMove(10)));
        assert!(session.thinking());
        session.clock_at(0.0);
        assert_eq!(session.budget(0.0).ms(), 9_700);
        session.hidden(true, 1_000.0);
        assert_eq!(session.clock().left(Seat::First, 50_000.0), Some(9_000));
        session.hidden(false, 50_000.0);
        assert_eq!(session.clock().left(Seat::First, 51_000.0), Some(8_000));
        // Without a clock, the menu's time.
        session.act(Action::Clock(TimeControl::None));
        assert_eq!(session.budget(0.0), session.time());
    }

    #[test]
    fn the_opening_rule_and_clock_are_saved_when_picked() {
        let mut saved = Saved::default();
        assert!(!saved.to_string().contains("opening"));
        saved.opening = OpeningRule::Soosorv8;
        saved.clock = TimeControl::Fischer {
            minutes: 5,
            increment: 3,
        };
        let text = saved.to_string();
        assert!(text.ends_with(";opening=soosorv8;clock=5+3"), "{text}");
        assert_eq!(text.parse(), Ok(saved));
        for bad in ["opening=swap3", "clock=7+1", "clock="] {
            assert_eq!(bad.parse::<Saved>(), Err(()), "{bad}");
        }
        assert_eq!(OpeningRule::from_key("rif"), Some(OpeningRule::Rif));
    }

    fn fischer() -> TimeControl {
        TimeControl::Fischer {
            minutes: 5,
            increment: 3,
        }
    }

    #[test]
    fn a_game_mid_opening_goes_on_after_a_reload_at_its_step_and_clock() {
        let mut session = session(
            Opponent::TwoPlayers,
            Player::X,
            "freestyle",
            OpeningRule::Swap2,
        );
        session.act(Action::Clock(fischer()));
        session.clock_at(0.0);
        assert!(tap(&mut session, 0, 0) && tap(&mut session, 1, -1) && tap(&mut session, 2, 0));
        session.clock_at(20_000.0);
        assert!(decide(&mut session, Step1::Choose(Choice::AddTwo)));
        session.clock_at(26_000.0);
        assert!(tap(&mut session, -1, -1));
        session.clock_at(30_000.0);
        let saved = session.saved_game(31_000.0);
        let text = saved.to_string();
        assert_eq!(
            text,
            "freestyle,swap2,5+3:h8,i9,j8,add,g9;left=283000,289000"
        );
        // A fresh page, whose picked rule and clock are none.
        let mut reloaded = self::session(
            Opponent::TwoPlayers,
            Player::X,
            "standard",
            OpeningRule::None,
        );
        reloaded.restore(text.parse().unwrap());
        assert_eq!(reloaded.opening(), session.opening());
        assert_eq!(reloaded.board(), session.board());
        let step = Step::Place {
            seat: Seat::Second,
            until: 5,
        };
        assert_eq!(reloaded.opening().step(), step);
        assert_eq!(reloaded.opening_rule(), OpeningRule::None, "still picked");
        reloaded.clock_at(90_000.0);
        assert_eq!(reloaded.clock().running(), Some(Seat::Second));
        assert_eq!(reloaded.clock().left(Seat::Second, 91_000.0), Some(288_000));
        assert_eq!(reloaded.clock().left(Seat::First, 91_000.0), Some(283_000));
        // The opening goes on, and undo takes back the stone before the reload.
        assert!(tap(&mut reloaded, 0, -2));
        assert_eq!(reloaded.decides(), Some(Seat::First));
        assert!(reloaded.act(Action::Game(game::Action::Undo)).moved);
        assert_eq!(reloaded.opening().step(), step);
        assert_eq!(moves(&reloaded), 4);
    }

    #[test]
    fn a_link_opens_at_its_step_and_the_bot_decides_on() {
        let mut session = session(
            Opponent::Bot(Level::Normal),
            Player::X,
            "freestyle",
            OpeningRule::None,
        );
        // The bot, second, chooses at once, and plays white's fourth if it
        // stays white.
        session.load(record::read_link("freestyle,swap1,10s:h8,i9,j8").unwrap());
        assert!(!session.in_opening());
        assert_eq!(session.opening().rule(), OpeningRule::Swap1);
        assert_eq!(session.clock().control(), TimeControl::PerMove(10));
        assert_eq!(session.time_control(), TimeControl::None, "still picked");
        assert!(session.opened());
        assert_eq!(session.decides(), Some(Seat::First), "the person's move");
        // Between two people the link's step waits for them.
        let mut two = self::session(
            Opponent::TwoPlayers,
            Player::X,
            "renju,15",
            OpeningRule::None,
        );
        two.load(record::read_link("renju,15,soosorv8:h8,i9,j8,white,k11").unwrap());
        let declare = Step::Declare {
            seat: Seat::Second,
            most: 8,
        };
        assert_eq!(two.opening().step(), declare);
        assert!(decide(&mut two, Step1::Declare(1)));
        assert!(decide(&mut two, Step1::Choose(Choice::Black)));
        assert!(tap(&mut two, -2, 2));
        assert_eq!(two.opening().step(), Step::Pick { seat: Seat::Second });
        // After the opening, undo never takes back its stones.
        two.load(record::read_link("freestyle,swap1:h8,i9,j8,black,k8").unwrap());
        assert!(two.act(Action::Game(game::Action::Undo)).moved);
        assert_eq!(moves(&two), 3);
        assert!(!two.act(Action::Game(game::Action::Undo)).moved);
    }

    #[test]
    fn a_flag_that_fell_before_a_reload_stays_fallen_and_counts_once() {
        let mut session = session(
            Opponent::Bot(Level::Normal),
            Player::X,
            "freestyle",
            OpeningRule::None,
        );
        let versus = session.versus();
        session.restore("freestyle,10s:h8,i9;left=0,10000".parse().unwrap());
        assert_eq!(session.fallen(), Some(Seat::First));
        assert_eq!(session.decides(), None);
        assert!(!tap(&mut session, 5, 5));
        assert_eq!(session.tally().results(versus).losses, 0, "counted before");
        session.clock_at(1_000.0);
        assert_eq!(session.clock().left(Seat::First, 2_000.0), Some(0));
    }

    #[test]
    fn saved_games_read_as_before_and_anything_else_is_refused() {
        for old in ["h8,i9", "opened h8,i9", "renju,15:h8,i9"] {
            let saved: SavedGame = old.parse().unwrap();
            assert_eq!(saved.to_string(), old, "written back as it was");
            assert_eq!(saved.record.opening.rule(), OpeningRule::None);
            assert_eq!(saved.record.clock.control(), TimeControl::None);
        }
        for bad in [
            "h8,i9;left=1,2",
            "freestyle,10s:h8;left=1",
            "freestyle,10s:h8;left=x,1",
            "freestyle,10s:h8;left=-1,1",
            "freestyle,10s:h8;right=1,1",
            "freestyle,10s:h8;left=1,1;left=1,1",
            "freestyle,swap2:h8,i9,j8,white,white",
            "",
        ] {
            assert_eq!(bad.parse::<SavedGame>(), Err(()), "{bad}");
        }
    }
}
