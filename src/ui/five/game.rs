//! Five in a row as the page runs it: the person against a bot, or two
//! people. Pure Rust, tested natively. The Normal bot replies at once; the
//! Hard bot thinks elsewhere, and its move comes back through `bot_plays`.

use crate::engine::five::{normal, Board, MoveError, Point};
use crate::engine::Player;
use crate::ui::seats::{Ending, Seats};

use super::Opponent;

#[derive(Clone)]
pub struct Game {
    opponent: Opponent,
    seats: Seats,
    board: Board,
    /// Chooses among the bot's equally heavy cells: random on the page,
    /// fixed in tests.
    pick: fn(usize) -> usize,
}

impl Game {
    /// A new game; when the person plays O, the Normal bot opens at once,
    /// and the Hard bot is awaited.
    pub fn new(opponent: Opponent, human: Player, pick: fn(usize) -> usize) -> Game {
        let seats = match opponent {
            Opponent::TwoPlayers => Seats::two_players(),
            Opponent::Normal | Opponent::Hard => Seats::against_bot(human),
        };
        let mut game = Game {
            opponent,
            seats,
            board: Board::new(),
            pick,
        };
        game.bot_replies();
        game
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// Whether `player`'s moves are the bot's.
    pub fn is_bot(&self, player: Player) -> bool {
        self.seats.is_bot(player)
    }

    /// The side to move places a stone on `point`, and the Normal bot, if
    /// it plays, replies at once. A click that cannot count (a taken cell, the bot's
    /// turn, a finished game) changes nothing and returns false.
    pub fn play(&mut self, point: Point) -> bool {
        if self.is_bot(self.board.to_move()) || self.board.play(point).is_err() {
            return false;
        }
        self.bot_replies();
        true
    }

    /// Whether the game waits for the bot's move: the Hard bot's turn.
    pub fn awaits_bot(&self) -> bool {
        self.ending().is_none() && self.is_bot(self.board.to_move())
    }

    /// The bot that thinks elsewhere places its stone on `point`. On the
    /// person's turn nothing changes: the move was not asked for.
    pub fn bot_plays(&mut self, point: Point) -> Result<(), MoveError> {
        if !self.is_bot(self.board.to_move()) {
            return Ok(());
        }
        self.board.play(point)
    }

    pub fn can_undo(&self) -> bool {
        self.seats.undo_count(self.board.moves().len()).is_some()
    }

    /// Takes back the person's last move and the bot's reply, or the last
    /// move when two people play.
    pub fn undo(&mut self) -> bool {
        let Some(count) = self.seats.undo_count(self.board.moves().len()) else {
            return false;
        };
        for _ in 0..count {
            self.board.undo();
        }
        true
    }

    pub fn restart(&mut self) {
        *self = Game::new(self.opponent, self.seats.human(), self.pick);
    }

    pub fn ending(&self) -> Option<Ending> {
        self.seats.ending(&self.board.outcome())
    }

    fn bot_replies(&mut self) {
        if self.opponent != Opponent::Normal || !self.is_bot(self.board.to_move()) {
            return;
        }
        if let Ok(point) = normal::best_move(&self.board, self.pick) {
            self.board
                .play(point)
                .expect("the bot plays free cells of a game in progress");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    #[test]
    fn the_bot_opens_at_the_origin_when_the_person_plays_o() {
        let game = Game::new(Opponent::Normal, Player::O, |_| 0);
        assert_eq!(game.board().moves(), [Point::ORIGIN]);
        assert!(!game.can_undo());
    }

    #[test]
    fn the_bot_replies_and_undo_takes_both_moves_back() {
        let mut game = Game::new(Opponent::Normal, Player::X, |_| 0);
        assert!(game.play(point(3, -2)));
        assert_eq!(game.board().moves().len(), 2);
        assert!(!game.play(point(3, -2)), "a taken cell");
        assert!(game.undo());
        assert!(game.board().moves().is_empty());
        assert!(!game.undo());
    }

    #[test]
    fn the_hard_bot_is_awaited_and_the_person_waits_for_it() {
        let mut game = Game::new(Opponent::Hard, Player::O, |_| 0);
        assert!(game.awaits_bot(), "Hard opens");
        assert!(game.board().moves().is_empty());
        assert!(!game.play(Point::ORIGIN), "not the person's turn");
        assert_eq!(game.bot_plays(Point::ORIGIN), Ok(()));
        assert!(!game.awaits_bot());

        assert!(game.play(point(1, 0)));
        assert!(game.awaits_bot());
        assert!(game.bot_plays(point(1, 0)).is_err(), "a taken cell");
        // Undo while Hard thinks takes back the person's move alone.
        assert!(game.undo());
        assert_eq!(game.board().moves(), [Point::ORIGIN]);
        assert!(!game.awaits_bot());
        assert_eq!(game.bot_plays(point(2, 2)), Ok(()), "ignored");
        assert_eq!(game.board().moves(), [Point::ORIGIN]);
    }

    #[test]
    fn two_players_win_and_the_game_stops() {
        let mut game = Game::new(Opponent::TwoPlayers, Player::O, |_| 0);
        for x in 0..4 {
            assert!(game.play(point(x, 0)));
            assert!(game.play(point(x, 1)));
        }
        assert!(game.play(point(-1, 0)));
        assert_eq!(game.ending(), Some(Ending::Won(Player::X)));
        assert!(!game.play(point(9, 9)));
        assert!(game.undo());
        assert_eq!(game.ending(), None);
        assert_eq!(game.board().to_move(), Player::X);
    }
}
