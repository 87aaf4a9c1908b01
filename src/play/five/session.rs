//! Five in a row as the page runs it: the game, how long the Hard bot
//! thinks, whether it failed, the part of the plane on screen and where the
//! keyboard focus enters the board. The Normal bot replies at once; the Hard
//! bot thinks elsewhere and its move comes back through `bot_replied`.

use std::fmt;
use std::str::FromStr;

use super::keys::{self, Command};
use super::window;
use super::{MoveTime, Opponent};
use crate::engine::five::{Board, Point, Rect};
use crate::engine::rng::Rng;
use crate::play::fields;
use crate::play::game::{self, Change, Game};
use crate::play::lang::{FiveText, ModuleWords};
use crate::play::news::News;
use crate::play::seats::Seats;
use crate::play::settings::{Choice, Settings};

/// What a person can ask of five in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Game(game::Action<Opponent>),
    /// How long the Hard bot thinks over its next moves.
    Time(MoveTime),
    /// Moves the view by this many cells.
    Pan(i32, i32),
    Centre,
}

/// What five in a row saves: the settings and the time per move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    pub settings: Settings<Opponent>,
    pub time: MoveTime,
}

pub struct Session {
    game: Game<Opponent>,
    time: MoveTime,
    /// Why the bot could not move, until the game changes.
    failure: Option<String>,
    /// The part of the plane on screen.
    window: Rect,
    /// The cell that keyboard focus enters the board on.
    cursor: Point,
}

impl Session {
    /// A game as `saved` says; the Normal bot breaks ties with `rng`.
    pub fn new(saved: Saved, rng: Rng) -> Session {
        let mut session = Session {
            game: Game::new(saved.settings, rng),
            time: saved.time,
            failure: None,
            window: window::START,
            cursor: Point::ORIGIN,
        };
        session.fit_window();
        session
    }

    pub fn game(&self) -> &Game<Opponent> {
        &self.game
    }

    pub fn board(&self) -> &Board {
        self.game.board()
    }

    pub fn saved(&self) -> Saved {
        Saved {
            settings: self.game.settings(),
            time: self.time,
        }
    }

    pub fn time(&self) -> MoveTime {
        self.time
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    pub fn window(&self) -> Rect {
        self.window
    }

    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// Whether the Hard bot is thinking over its move.
    pub fn thinking(&self) -> bool {
        self.game.awaits_bot() && self.failure.is_none()
    }

    /// Applies `action`. When the moves changed, a move the Hard bot was
    /// thinking over is out of date, and so is its failure.
    pub fn act(&mut self, action: Action) -> Change {
        let change = match action {
            Action::Game(action) => {
                if let game::Action::Play(point) = action {
                    self.cursor = point;
                }
                self.game.act(action)
            }
            Action::Time(time) => {
                self.time = time;
                self.game.unchanged()
            }
            Action::Pan(dx, dy) => {
                self.window = window::pan(self.window, dx, dy, self.board().bounds());
                self.game.unchanged()
            }
            Action::Centre => {
                self.window = window::centred(self.board().bounds());
                self.game.unchanged()
            }
        };
        if change.moved {
            self.failure = None;
        }
        if change.news == News::NewGame {
            self.window = window::START;
        }
        self.fit_window();
        change
    }

    /// The Hard bot's reply: its move, or why it could not move, which
    /// stays shown until the game changes. A move on the person's turn was
    /// not asked for and changes nothing.
    pub fn bot_replied(&mut self, reply: Result<Point, String>) -> Result<News, String> {
        let played = self.board().moves().len();
        match reply.and_then(|point| self.game.bot_plays(point)) {
            Ok(()) => {
                self.fit_window();
                Ok(News::Moves(played))
            }
            Err(error) => {
                self.failure = Some(error.clone());
                Err(error)
            }
        }
    }

    /// The view dragged `dx, dy` cells from where it was at `start`;
    /// whether it moved.
    pub fn drag(&mut self, start: Rect, dx: i32, dy: i32) -> bool {
        let window = window::pan(start, dx, dy, self.board().bounds());
        std::mem::replace(&mut self.window, window) != window
    }

    /// What `key` (a `KeyboardEvent.key`, with `shift`) asks, with the focus
    /// on `focused` if it is on the board: arrows count only there, so that
    /// they still scroll the page elsewhere. Moving the cursor past the
    /// edge of the view pans it.
    pub fn key(&mut self, key: &str, shift: bool, focused: Option<Point>) -> Option<Command> {
        let command = keys::command(key, shift)?;
        match command {
            Command::Cursor(..) | Command::Pan(..) if focused.is_none() => return None,
            Command::Cursor(dx, dy) => {
                let cursor = focused.unwrap_or(self.cursor);
                self.cursor = cursor.offset(dx, dy).unwrap_or(cursor);
                if !self.window.contains(self.cursor) {
                    self.act(Action::Pan(dx, dy));
                }
            }
            _ => {}
        }
        Some(command)
    }

    /// The action a command asks for, if it asks for one.
    pub fn action(&self, command: Command) -> Option<Action> {
        Some(match command {
            Command::Cursor(..) => return None,
            Command::Pan(dx, dy) => Action::Pan(dx, dy),
            Command::Restart => Action::Game(game::Action::Restart),
            Command::Undo => Action::Game(game::Action::Undo),
            Command::ToggleWeights => Action::Game(game::Action::Overlay(!self.game.overlay())),
            Command::Centre => Action::Centre,
        })
    }

    /// What the live region says after a change.
    pub fn announcement(&self, news: News, words: &ModuleWords<FiveText>) -> Option<String> {
        let moves = self.board().moves().iter().enumerate();
        let played = |(ply, point): (usize, &Point)| {
            words
                .own
                .point_played(Seats::mover(ply), point.x(), point.y())
        };
        news.told(&words.page, moves.map(played))
    }

    fn fit_window(&mut self) {
        self.window = window::fit(self.window, self.board().bounds());
    }
}

/// `opponent=hard;side=X;overlay=off;time=250`.
impl fmt::Display for Saved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let time = ("time", self.time.key());
        f.write_str(&fields::format(
            self.settings.fields().into_iter().chain([time]),
        ))
    }
}

/// Reads what `Display` writes, the time left out as an earlier visit saved
/// it; anything else, even in part, is refused.
impl FromStr for Saved {
    type Err = ();

    fn from_str(text: &str) -> Result<Saved, ()> {
        let mut saved = Saved::default();
        for (key, value) in fields::parse(text).ok_or(())? {
            match key {
                "time" => saved.time = MoveTime::from_key(value).ok_or(())?,
                key => saved.settings.read(key, value).ok_or(())?,
            }
        }
        Ok(saved)
    }
}

impl Default for MoveTime {
    fn default() -> MoveTime {
        MoveTime::FIRST
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;
    use crate::play::seats::Ending;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    fn new(opponent: Opponent, human: Player) -> Session {
        let settings = Settings {
            opponent,
            human,
            overlay: false,
        };
        let time = MoveTime::FIRST;
        Session::new(Saved { settings, time }, Rng::new(3))
    }

    fn play(session: &mut Session, x: i32, y: i32) -> bool {
        let action = Action::Game(game::Action::Play(point(x, y)));
        session.act(action).moved
    }

    fn undo(session: &mut Session) -> bool {
        session.act(Action::Game(game::Action::Undo)).moved
    }

    #[test]
    fn the_bot_opens_at_the_origin_when_the_person_plays_o() {
        let session = new(Opponent::Normal, Player::O);
        assert_eq!(session.board().moves(), [Point::ORIGIN]);
        assert!(!session.game().can_undo());
    }

    #[test]
    fn the_bot_replies_and_undo_takes_both_moves_back() {
        let mut session = new(Opponent::Normal, Player::X);
        assert!(play(&mut session, 3, -2));
        assert_eq!(session.board().moves().len(), 2);
        assert!(!play(&mut session, 3, -2), "a taken cell");
        assert!(undo(&mut session));
        assert!(session.board().moves().is_empty());
        assert!(!undo(&mut session));
    }

    #[test]
    fn the_hard_bot_is_awaited_and_the_person_waits_for_it() {
        let mut session = new(Opponent::Hard, Player::O);
        assert!(session.thinking(), "Hard opens");
        assert!(session.board().moves().is_empty());
        assert!(!play(&mut session, 0, 0), "not the person's turn");
        assert_eq!(session.bot_replied(Ok(Point::ORIGIN)), Ok(News::Moves(0)));
        assert!(!session.thinking());

        assert!(play(&mut session, 1, 0));
        assert!(session.thinking());
        assert!(
            session.bot_replied(Ok(point(1, 0))).is_err(),
            "a taken cell"
        );
        assert!(
            !session.thinking(),
            "the failure shows until the game changes"
        );
        // Undo while Hard thinks takes back the person's move alone.
        assert!(undo(&mut session));
        assert_eq!(session.board().moves(), [Point::ORIGIN]);
        assert!(!session.thinking());
        assert_eq!(session.failure(), None);
        assert!(session.bot_replied(Ok(point(2, 2))).is_ok(), "ignored");
        assert_eq!(session.board().moves(), [Point::ORIGIN]);
    }

    #[test]
    fn two_players_win_and_the_game_stops() {
        let mut session = new(Opponent::TwoPlayers, Player::O);
        for x in 0..4 {
            assert!(play(&mut session, x, 0));
            assert!(play(&mut session, x, 1));
        }
        assert!(play(&mut session, -1, 0));
        assert_eq!(session.game().ending(), Some(Ending::Won(Player::X)));
        assert!(!play(&mut session, 9, 9));
        assert!(undo(&mut session));
        assert_eq!(session.game().ending(), None);
        assert_eq!(session.game().to_move(), Player::X);
    }

    #[test]
    fn the_view_grows_with_play_and_starts_over_with_a_new_game() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        assert_eq!(session.window(), window::START);
        play(&mut session, 6, 0);
        assert_eq!(
            session.window().right,
            9,
            "three empty cells right of x = 6"
        );
        session.act(Action::Pan(5, 0));
        assert_eq!(session.window().right, 14);
        session.act(Action::Game(game::Action::Restart));
        assert_eq!(session.window(), window::START);
    }

    #[test]
    fn the_cursor_pans_the_view_past_its_edge_and_needs_the_focus() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        assert_eq!(session.key("ArrowRight", false, None), None);
        let edge = point(window::START.right, 0);
        let command = session.key("ArrowRight", false, Some(edge));
        assert_eq!(command, Some(Command::Cursor(1, 0)));
        assert_eq!(session.cursor(), point(8, 0));
        assert!(session.window().contains(session.cursor()));
        assert_eq!(session.key("w", false, None), Some(Command::ToggleWeights));
        let toggle = session.action(Command::ToggleWeights);
        assert_eq!(toggle, Some(Action::Game(game::Action::Overlay(true))));
    }

    #[test]
    fn saved_settings_read_back_with_or_without_a_time() {
        let mut saved = Saved::default();
        saved.settings.opponent = Opponent::Hard;
        saved.time = MoveTime::ALL[2];
        let text = saved.to_string();
        assert_eq!(text, "opponent=hard;side=X;overlay=off;time=1000");
        assert_eq!(text.parse(), Ok(saved));
        let earlier: Saved = "opponent=hard;side=O;overlay=on".parse().unwrap();
        assert_eq!(earlier.time, MoveTime::FIRST);
        for text in ["time=7", "opponent=hard;time=", "colour=red"] {
            assert_eq!(text.parse::<Saved>(), Err(()), "{text:?}");
        }
    }
}
