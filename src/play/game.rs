//! A game as the page runs it, for either game: the person against a bot of
//! some level, or two people on one device, taking turns, undoing and
//! starting again; with the overlay that explains the bot, and the seeded
//! generator that breaks the bot's ties. A `Board` says what the moves are,
//! an `Opponent` which bot replies and how.

use std::fmt::{Debug, Display};

use super::news::News;
use super::seats::{Ending, Seats};
use super::settings::{Choice, Settings};
use crate::engine::rng::Rng;
use crate::engine::{Outcome, Player};

/// A game's moves so far, and the rules they are played by.
pub trait Board: Default {
    type Move: Copy + Eq + Debug;
    /// What a game is played under besides its moves, fixed when it
    /// starts: five in a row's rule and board; nothing for the classic game.
    type Rules: Copy + Eq + Debug;
    /// What a finished game's outcome names: its winning row.
    type Line;
    type Error: Display;

    /// A game with no move yet, under `rules`.
    fn empty(rules: Self::Rules) -> Self;
    fn rules(&self) -> Self::Rules;
    /// The moves in play order; X made the even ones.
    fn moves(&self) -> &[Self::Move];
    /// The side to move plays `at`, or the error says why it cannot.
    fn play(&mut self, at: Self::Move) -> Result<(), Self::Error>;
    /// Takes back the last move; nothing on an empty board.
    fn undo(&mut self);
    fn outcome(&self) -> Outcome<Self::Line>;
}

/// Who the person plays: bots, or a second person on the same device.
pub trait Opponent: Choice {
    type Board: Board;
    /// What a bot's move comes with: why it was made, or nothing.
    type Reply: Clone;
    const TWO_PLAYERS: Self;

    /// The bot's move, made at once; `None` for a bot that thinks
    /// elsewhere, whose move comes back through `Game::bot_plays`.
    fn reply(
        self,
        board: &Self::Board,
        rng: &mut Rng,
    ) -> Option<(<Self::Board as Board>::Move, Self::Reply)>;
}

/// A move of either game.
pub type Move<O> = <<O as Opponent>::Board as Board>::Move;
/// What a game of either is played under.
pub type Rules<O> = <<O as Opponent>::Board as Board>::Rules;
/// The opponent, the person's side and the rules of a game.
pub type Choices<O> = (O, Player, Rules<O>);

/// What a person can ask of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action<O: Opponent> {
    Play(Move<O>),
    Undo,
    Restart,
    Opponent(O),
    Side(Player),
    /// Shows or hides the overlay that explains the bot.
    Overlay(bool),
}

/// What an action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    /// What the live region tells.
    pub news: News,
    /// Whether the moves changed: a move the bot thinks over elsewhere is
    /// then out of date.
    pub moved: bool,
    /// How the game ended, when this action ended it.
    pub ended: Option<Ending>,
    /// How the game had ended, when undo reopened it.
    pub reopened: Option<Ending>,
}

pub struct Game<O: Opponent> {
    opponent: O,
    seats: Seats,
    board: O::Board,
    /// What came with the bot's move, while it is the latest move made.
    reply: Option<O::Reply>,
    /// The opponent, side and rules chosen while a game was under way:
    /// they wait for the next game, so that no choice throws away the one
    /// in play.
    next: Option<Choices<O>>,
    overlay: bool,
    rng: Rng,
}

impl<O: Opponent> Game<O> {
    /// A new game as `settings` say, under `rules`, whose bot breaks ties
    /// with `rng`; when the person plays O, a bot that moves at once opens.
    pub fn new(settings: Settings<O>, rules: Rules<O>, rng: Rng) -> Game<O> {
        let mut game = Game {
            opponent: settings.opponent,
            seats: seats(settings.opponent, settings.human),
            board: O::Board::default(),
            reply: None,
            next: None,
            overlay: settings.overlay,
            rng,
        };
        game.restart(rules);
        game
    }

    /// A game already under way, for tests of what the page shows: the bot
    /// does not reply.
    #[cfg(test)]
    pub(crate) fn resumed(settings: Settings<O>, board: O::Board, rng: Rng) -> Game<O> {
        Game {
            opponent: settings.opponent,
            seats: seats(settings.opponent, settings.human),
            board,
            reply: None,
            next: None,
            overlay: settings.overlay,
            rng,
        }
    }

    /// The choices that outlive a visit, as they stand: those waiting for
    /// the next game, if any.
    pub fn settings(&self) -> Settings<O> {
        let (opponent, human, _) = self.chosen();
        Settings {
            opponent,
            human,
            overlay: self.overlay,
        }
    }

    /// The rules as they stand: those waiting for the next game, if any.
    pub fn rules(&self) -> Rules<O> {
        self.chosen().2
    }

    /// The opponent, side and rules as they stand.
    fn chosen(&self) -> Choices<O> {
        self.next.unwrap_or_else(|| self.in_play())
    }

    /// The opponent, side and rules of the game in play.
    pub fn in_play(&self) -> Choices<O> {
        (self.opponent, self.seats.human(), self.board.rules())
    }

    /// Whether an opponent, side or rules wait for the next game.
    pub fn has_next(&self) -> bool {
        self.next.is_some()
    }

    pub fn opponent(&self) -> O {
        self.opponent
    }

    pub fn board(&self) -> &O::Board {
        &self.board
    }

    /// What came with the bot's move, while it is the latest move made.
    pub fn reply(&self) -> Option<&O::Reply> {
        self.reply.as_ref()
    }

    pub fn overlay(&self) -> bool {
        self.overlay
    }

    pub fn to_move(&self) -> Player {
        Seats::mover(self.board.moves().len())
    }

    /// Whether `player`'s moves are the bot's.
    pub fn is_bot(&self, player: Player) -> bool {
        self.seats.is_bot(player)
    }

    /// How the game ended, once it is over.
    pub fn ending(&self) -> Option<Ending> {
        self.seats.ending(&self.board.outcome())
    }

    /// Whether the game waits for a bot that thinks elsewhere.
    pub fn awaits_bot(&self) -> bool {
        self.ending().is_none() && self.is_bot(self.to_move())
    }

    pub fn can_undo(&self) -> bool {
        self.seats.undo_count(self.board.moves().len()).is_some()
    }

    /// What an action that leaves the game as it is did.
    pub fn unchanged(&self) -> Change {
        Change {
            news: News::Moves(self.board.moves().len()),
            moved: false,
            ended: None,
            reopened: None,
        }
    }

    /// Applies `action`; what cannot count (a taken cell, the bot's turn,
    /// undo with nothing to undo) changes nothing.
    pub fn act(&mut self, action: Action<O>) -> Change {
        let before = self.ending();
        let mut change = Change {
            moved: true,
            ..self.unchanged()
        };
        match action {
            Action::Play(at) => change.moved = self.play(at),
            Action::Undo => {
                change.moved = self.undo();
                if change.moved {
                    change.news = News::TakenBack;
                    change.reopened = before;
                }
            }
            Action::Restart => change.news = self.start_over(self.chosen()),
            Action::Opponent(opponent) => {
                let (_, human, rules) = self.chosen();
                change.news = self.choose((opponent, human, rules));
                change.moved = change.news == News::NewGame;
            }
            Action::Side(human) => {
                let (opponent, _, rules) = self.chosen();
                change.news = self.choose((opponent, human, rules));
                change.moved = change.news == News::NewGame;
            }
            Action::Overlay(on) => {
                self.overlay = on;
                change.moved = false;
            }
        }
        if before.is_none() {
            change.ended = self.ending();
        }
        change
    }

    /// Plays under `rules`: at once, unless the person has a game under
    /// way, which it then waits for, as a choice of opponent does.
    pub fn choose_rules(&mut self, rules: Rules<O>) -> Change {
        let (opponent, human, _) = self.chosen();
        let news = self.choose((opponent, human, rules));
        Change {
            news,
            moved: news == News::NewGame,
            ..self.unchanged()
        }
    }

    /// Puts `board` in play in place of the game's moves, as a reload or a
    /// step through the moves brings them; a bot that moves at once replies
    /// on its turn. The board keeps its own rules: the rules chosen, if they
    /// differ, wait for the next game.
    pub fn resume(&mut self, board: O::Board) {
        self.put(board, false);
        self.bot_replies();
    }

    /// Puts `board` in play as `resume` does, or, when `opened`, as the
    /// game of a link or a record: its rules become the rules chosen, as a
    /// person who opens a renju game expects the next one to be, while an
    /// opponent or side chosen meanwhile still waits for the next game. No
    /// bot replies yet: an opening rule may decide who moves (see five in a
    /// row's session).
    pub fn put(&mut self, board: O::Board, opened: bool) {
        let (opponent, human, mut rules) = self.chosen();
        if opened {
            rules = board.rules();
        }
        self.board = board;
        let chosen = (opponent, human, rules);
        self.next = (chosen != self.in_play()).then_some(chosen);
        self.reply = None;
    }

    /// Puts `board` in play with no bot replying: an opening rule decides
    /// who places its stones (see five in a row's session).
    pub fn hold(&mut self, board: O::Board) {
        self.board = board;
        self.reply = None;
    }

    /// The person plays `human` in the game in play, as an opening rule
    /// decided, and a bot that moves at once replies; the side chosen
    /// still holds for the next game.
    pub fn take_sides(&mut self, human: Player) {
        let chosen = self.chosen();
        self.seats = seats(self.opponent, human);
        self.next = (chosen != self.in_play()).then_some(chosen);
        self.bot_replies();
    }

    /// The bot that thinks elsewhere plays `at`. On the person's turn
    /// nothing changes: the move was not asked for.
    pub fn bot_plays(&mut self, at: Move<O>) -> Result<(), String> {
        if !self.awaits_bot() {
            return Ok(());
        }
        self.board.play(at).map_err(|error| error.to_string())
    }

    /// The side to move plays `at` and a bot that moves at once replies.
    fn play(&mut self, at: Move<O>) -> bool {
        if self.is_bot(self.to_move()) || self.board.play(at).is_err() {
            return false;
        }
        self.reply = None;
        self.bot_replies();
        true
    }

    /// Takes back the person's last move and the bot's reply to it, or the
    /// last move when two people play.
    fn undo(&mut self) -> bool {
        let Some(count) = self.seats.undo_count(self.board.moves().len()) else {
            return false;
        };
        for _ in 0..count {
            self.board.undo();
        }
        self.reply = None;
        true
    }

    /// Plays `choices`: at once, unless the person has a game under way,
    /// which they then wait for.
    fn choose(&mut self, choices: Choices<O>) -> News {
        if !self.under_way() {
            return self.start_over(choices);
        }
        self.next = (choices != self.in_play()).then_some(choices);
        News::NextGame
    }

    /// Whether the game would lose something to a new one: it goes on, and
    /// the person has moved.
    fn under_way(&self) -> bool {
        let bots_opening = usize::from(self.is_bot(Player::X));
        self.ending().is_none() && self.board.moves().len() > bots_opening
    }

    fn start_over(&mut self, (opponent, human, rules): Choices<O>) -> News {
        self.next = None;
        self.opponent = opponent;
        self.seats = seats(opponent, human);
        self.restart(rules);
        News::NewGame
    }

    fn restart(&mut self, rules: Rules<O>) {
        self.board = O::Board::empty(rules);
        self.reply = None;
        self.bot_replies();
    }

    /// A bot that moves at once plays on its turn.
    pub fn bot_replies(&mut self) {
        if !self.awaits_bot() {
            return;
        }
        if let Some((at, reply)) = self.opponent.reply(&self.board, &mut self.rng) {
            if self.board.play(at).is_ok() {
                self.reply = Some(reply);
            }
        }
    }
}

/// Who sits at the board: the person on `human`'s side, against `opponent`.
fn seats<O: Opponent>(opponent: O, human: Player) -> Seats {
    Seats::new(human, opponent != O::TWO_PLAYERS)
}
