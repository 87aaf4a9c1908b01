//! The classic game as the page runs it: the game, its score and where the
//! keyboard focus enters the grid.

use super::keys::{self, Shortcut};
use super::Opponent;
use crate::engine::classic::{Board, Cell};
use crate::engine::rng::Rng;
use crate::play::game::{self, Change, Game};
use crate::play::lang::Words;
use crate::play::news::News;
use crate::play::seats::Seats;
use crate::play::settings::Settings;
use crate::play::tally::Tally;

/// What a person can ask of the classic game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Game(game::Action<Opponent>),
    ResetScore,
}

pub struct Session {
    game: Game<Opponent>,
    tally: Tally<Opponent>,
    /// The cell that keyboard focus enters the grid on.
    cursor: Cell,
    /// Reset score was pressed once: the next press resets, any other
    /// action keeps the score.
    confirming_reset: bool,
}

impl Session {
    /// A game as `settings` say, with the score so far; its bot breaks ties
    /// with `rng`.
    pub fn new(settings: Settings<Opponent>, tally: Tally<Opponent>, rng: Rng) -> Session {
        Session {
            game: Game::new(settings, (), rng),
            tally,
            cursor: Cell::ALL[4],
            confirming_reset: false,
        }
    }

    pub fn game(&self) -> &Game<Opponent> {
        &self.game
    }

    pub fn position(&self) -> Board {
        self.game.board().position()
    }

    pub fn tally(&self) -> &Tally<Opponent> {
        &self.tally
    }

    /// Takes in the tally as another tab of the page saved it last, if it
    /// reads: that tab's results count here too. Whether it did.
    pub fn set_tally(&mut self, saved: Option<Tally<Opponent>>) -> bool {
        saved.map(|tally| self.tally = tally).is_some()
    }

    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// Whether the next press of Reset score resets it.
    pub fn confirming_reset(&self) -> bool {
        self.confirming_reset
    }

    /// Applies `action` and keeps the score: a game that ends counts, one
    /// that undo reopens counts no more. Reset score asks first: it resets
    /// on the second press in a row, so that one slip loses nothing.
    pub fn act(&mut self, action: Action) -> Change {
        let opponent = self.game.opponent();
        let confirmed = std::mem::take(&mut self.confirming_reset);
        let action = match action {
            Action::Game(action) => action,
            Action::ResetScore => {
                match confirmed {
                    true => self.tally.reset(opponent),
                    false => self.confirming_reset = true,
                }
                return self.game.unchanged();
            }
        };
        if let game::Action::Play(cell) = action {
            self.cursor = cell;
        }
        let change = self.game.act(action);
        if let Some(ending) = change.reopened {
            self.tally.take_back(opponent, ending);
        }
        if let Some(ending) = change.ended {
            self.tally.record(self.game.opponent(), ending);
        }
        change
    }

    /// What `key` (a `KeyboardEvent.key`) asks, with the focus on `focused`
    /// if it is on a cell; arrows count only there, so that they still
    /// scroll the page elsewhere. Moving the focus moves the cursor.
    pub fn key(&mut self, key: &str, focused: Option<Cell>) -> Option<Shortcut> {
        let shortcut = keys::shortcut(key, focused.unwrap_or(self.cursor))?;
        match shortcut {
            Shortcut::Focus(_) if focused.is_none() => return None,
            Shortcut::Focus(cell) => self.cursor = cell,
            Shortcut::Play(_) | Shortcut::Restart | Shortcut::Undo => {}
        }
        Some(shortcut)
    }

    /// What the live region says after a change.
    pub fn announcement(&self, news: News, words: &Words) -> Option<String> {
        let moves = game::Board::moves(self.game.board()).iter().enumerate();
        news.told(
            words,
            moves.map(|(ply, cell)| {
                words.move_made(Seats::mover(ply), cell.row() + 1, cell.column() + 1)
            }),
        )
    }

    /// A game already under way at `board`, for tests of what the page
    /// shows: the bot does not reply.
    #[cfg(test)]
    pub(crate) fn at(board: &str, opponent: Opponent, human: crate::engine::Player) -> Session {
        let settings = Settings {
            opponent,
            human,
            overlay: false,
        };
        Session {
            game: Game::resumed(settings, super::Moves::reaching(board), Rng::new(0)),
            tally: Tally::default(),
            cursor: Cell::ALL[4],
            confirming_reset: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;
    use crate::play::seats::Ending;

    fn cell(index: usize) -> Cell {
        Cell::new(index).unwrap()
    }

    fn new(opponent: Opponent, human: Player) -> Session {
        let settings = Settings {
            opponent,
            human,
            overlay: false,
        };
        Session::new(settings, Tally::default(), Rng::new(1))
    }

    fn play(session: &mut Session, index: usize) -> bool {
        session
            .act(Action::Game(game::Action::Play(cell(index))))
            .moved
    }

    fn undo(session: &mut Session) -> bool {
        session.act(Action::Game(game::Action::Undo)).moved
    }

    fn lowest_free(session: &Session) -> usize {
        session
            .position()
            .legal_moves()
            .iter()
            .next()
            .unwrap()
            .index()
    }

    #[test]
    fn the_bot_replies_to_each_move_at_once() {
        let mut session = new(Opponent::Impossible, Player::X);
        assert!(play(&mut session, 4));
        let board = session.position();
        assert_eq!(board.get(cell(4)), Some(Player::X));
        assert_eq!(board.marks(Player::O).len(), 1);
        assert_eq!(board.to_move(), Player::X);
        assert!(session.game().reply().is_some());
        assert_eq!(
            session.game().board().before_last().to_string(),
            "....X...."
        );
    }

    #[test]
    fn the_bot_opens_when_the_person_plays_o() {
        for opponent in [
            Opponent::Easy,
            Opponent::Medium,
            Opponent::Hard,
            Opponent::Impossible,
        ] {
            let session = new(opponent, Player::O);
            let moves = game::Board::moves(session.game().board());
            assert_eq!(moves.len(), 1, "{opponent:?}");
            assert_eq!(session.position().to_move(), Player::O);
            assert!(
                !session.game().can_undo(),
                "the bot's opening is not the person's to undo"
            );
        }
        let session = new(Opponent::TwoPlayers, Player::O);
        assert_eq!(session.position(), Board::EMPTY);
    }

    #[test]
    fn clicks_that_cannot_count_change_nothing() {
        let mut session = new(Opponent::Impossible, Player::X);
        play(&mut session, 0);
        let before = session.position();
        let bot_cell = before.marks(Player::O).iter().next().unwrap();
        assert!(!play(&mut session, bot_cell.index()));
        assert!(!play(&mut session, 0));
        assert_eq!(session.position(), before);

        let mut finished = Session::at("XXXOO....", Opponent::Impossible, Player::X);
        assert!(!play(&mut finished, 8));
        assert_eq!(finished.position().to_string(), "XXXOO....");
        assert_eq!(finished.game().ending(), Some(Ending::HumanWon));
    }

    #[test]
    fn a_click_during_the_bots_turn_is_ignored() {
        let mut session = Session::at("X........", Opponent::Hard, Player::X);
        assert!(!play(&mut session, 4));
        assert_eq!(session.position().to_string(), "X........");
    }

    #[test]
    fn the_bot_wins_when_the_person_lets_it() {
        let mut session = new(Opponent::Impossible, Player::X);
        // X plays the lowest free cell each time: the bot takes the win the
        // moment it has one.
        while session.game().ending().is_none() {
            let lowest = lowest_free(&session);
            play(&mut session, lowest);
        }
        assert_eq!(session.game().ending(), Some(Ending::BotWon));
        assert_eq!(session.tally().results(Opponent::Impossible).losses, 1);
    }

    #[test]
    fn undo_takes_back_the_persons_move_and_the_reply() {
        let mut session = new(Opponent::Impossible, Player::O);
        let opening = session.position();
        let lowest = lowest_free(&session);
        play(&mut session, lowest);
        assert_eq!(game::Board::moves(session.game().board()).len(), 3);
        assert!(session.game().can_undo());
        assert!(undo(&mut session));
        assert_eq!(session.position(), opening);
        assert!(session.game().reply().is_none());
        assert!(!undo(&mut session));
        assert_eq!(session.position(), opening);
    }

    #[test]
    fn undo_after_a_win_reopens_the_game_and_takes_the_result_back() {
        let mut session = new(Opponent::Impossible, Player::X);
        while session.game().ending().is_none() {
            let lowest = lowest_free(&session);
            play(&mut session, lowest);
        }
        assert_eq!(session.tally().results(Opponent::Impossible).losses, 1);
        assert!(undo(&mut session));
        assert_eq!(session.game().ending(), None);
        assert_eq!(session.position().to_move(), Player::X);
        assert_eq!(session.tally().results(Opponent::Impossible).losses, 0);
    }

    #[test]
    fn two_players_take_turns_and_undo_one_move_at_a_time() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        for index in [0, 3, 1, 4] {
            assert!(play(&mut session, index));
        }
        assert!(session.game().reply().is_none());
        assert!(undo(&mut session));
        assert_eq!(session.position().to_string(), "XX.O.....");
        assert!(play(&mut session, 8));
        assert!(play(&mut session, 2));
        assert_eq!(session.game().ending(), Some(Ending::Won(Player::X)));
        assert!(!play(&mut session, 5));
    }

    #[test]
    fn restart_keeps_the_opponent_and_sides() {
        let mut session = new(Opponent::Medium, Player::O);
        let lowest = lowest_free(&session);
        play(&mut session, lowest);
        let change = session.act(Action::Game(game::Action::Restart));
        assert_eq!(change.news, News::NewGame);
        assert_eq!(session.game().opponent(), Opponent::Medium);
        let moves = game::Board::moves(session.game().board());
        assert_eq!(moves.len(), 1, "the bot opened again");
    }

    #[test]
    fn a_new_opponent_or_side_starts_a_new_game_before_the_persons_first_move() {
        let mut session = new(Opponent::Easy, Player::X);
        let change = session.act(Action::Game(game::Action::Side(Player::O)));
        assert_eq!((change.news, change.moved), (News::NewGame, true));
        assert_eq!(game::Board::moves(session.game().board()).len(), 1);
        // The bot's opening is no game of the person's to lose.
        session.act(Action::Game(game::Action::Opponent(Opponent::TwoPlayers)));
        let settings = session.game().settings();
        assert_eq!(
            (settings.opponent, settings.human),
            (Opponent::TwoPlayers, Player::O),
            "two players keep the person's side for later"
        );
        assert_eq!(session.position(), Board::EMPTY);
        assert!(!session.game().has_next());
    }

    #[test]
    fn a_new_opponent_or_side_during_a_game_waits_for_the_next_one() {
        let mut session = new(Opponent::Easy, Player::X);
        play(&mut session, 4);
        let position = session.position();
        let change = session.act(Action::Game(game::Action::Opponent(Opponent::Hard)));
        assert_eq!((change.news, change.moved), (News::NextGame, false));
        session.act(Action::Game(game::Action::Side(Player::O)));
        assert_eq!(session.position(), position, "the game in play is kept");
        assert_eq!(session.game().opponent(), Opponent::Easy);
        let settings = session.game().settings();
        assert_eq!(
            (settings.opponent, settings.human),
            (Opponent::Hard, Player::O)
        );
        assert!(session.game().has_next());

        // Choosing the game in play's own again leaves nothing waiting.
        session.act(Action::Game(game::Action::Opponent(Opponent::Easy)));
        session.act(Action::Game(game::Action::Side(Player::X)));
        assert!(!session.game().has_next());

        session.act(Action::Game(game::Action::Opponent(Opponent::Hard)));
        let change = session.act(Action::Game(game::Action::Restart));
        assert_eq!(change.news, News::NewGame);
        assert_eq!(session.game().opponent(), Opponent::Hard);
        assert!(!session.game().has_next());
    }

    #[test]
    fn a_new_opponent_after_the_end_starts_a_new_game() {
        let mut finished = Session::at("XXXOO....", Opponent::Easy, Player::X);
        let change = finished.act(Action::Game(game::Action::Opponent(Opponent::Hard)));
        assert_eq!(change.news, News::NewGame);
        assert_eq!(finished.position(), Board::EMPTY);
    }

    #[test]
    fn reset_score_clears_the_opponent_shown() {
        let mut session = new(Opponent::Impossible, Player::X);
        while session.game().ending().is_none() {
            let lowest = lowest_free(&session);
            play(&mut session, lowest);
        }
        let recorded = session.tally().clone();
        assert_ne!(recorded, Tally::default());
        // The first press asks; another action in between keeps the score.
        assert!(!session.act(Action::ResetScore).moved);
        assert!(session.confirming_reset());
        assert_eq!(session.tally(), &recorded);
        session.act(Action::Game(game::Action::Overlay(true)));
        assert!(!session.confirming_reset());
        session.act(Action::ResetScore);
        assert_eq!(session.tally(), &recorded);
        // Two presses in a row reset it.
        let change = session.act(Action::ResetScore);
        assert!(!change.moved);
        assert!(!session.confirming_reset());
        assert_eq!(session.tally(), &Tally::default());
    }

    #[test]
    fn arrows_move_the_cursor_only_from_a_focused_cell() {
        let mut session = new(Opponent::Easy, Player::X);
        assert_eq!(session.key("ArrowUp", None), None);
        assert_eq!(session.cursor(), cell(4));
        assert_eq!(
            session.key("ArrowUp", Some(cell(4))),
            Some(Shortcut::Focus(cell(1)))
        );
        assert_eq!(session.cursor(), cell(1));
        assert_eq!(session.key("7", None), Some(Shortcut::Play(cell(0))));
    }

    #[test]
    fn moves_are_announced_in_play_order() {
        let mut session = new(Opponent::TwoPlayers, Player::X);
        let change = session.act(Action::Game(game::Action::Play(cell(2))));
        assert_eq!(
            session
                .announcement(change.news, &Words::english().unwrap())
                .as_deref(),
            Some("X: row 1, column 3")
        );
    }
}
