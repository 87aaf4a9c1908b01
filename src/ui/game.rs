//! The game as the page runs it: a person against the bot. Pure Rust, so the
//! rules of the page (which clicks count, when the bot replies) are tested
//! natively.

use crate::engine::classic::{perfect, Board, Cell, Outcome, Player};

/// How a finished game ended, from the person's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    HumanWon,
    BotWon,
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    human: Player,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// The person is X and moves first.
    pub const fn new() -> Game {
        Game {
            board: Board::EMPTY,
            human: Player::X,
        }
    }

    pub const fn board(&self) -> Board {
        self.board
    }

    pub const fn human(&self) -> Player {
        self.human
    }

    /// The person marks `cell` and the bot replies at once; `pick` chooses
    /// among the bot's equally good moves. A click that cannot count (a taken
    /// cell, the bot's turn, a finished game) changes nothing and returns
    /// false.
    pub fn human_plays(&mut self, cell: Cell, pick: impl FnOnce(usize) -> usize) -> bool {
        if self.board.to_move() != self.human {
            return false;
        }
        let Ok(board) = self.board.play(cell) else {
            return false;
        };
        self.board = board;
        if let Ok(reply) = perfect::best_move(board, pick) {
            self.board = board.with_mark(reply);
        }
        true
    }

    /// A game already under way, for tests of what the page shows.
    #[cfg(test)]
    pub(crate) fn at(board: &str, human: Player) -> Game {
        Game {
            board: board.parse().expect("a reachable board"),
            human,
        }
    }

    pub fn restart(&mut self) {
        *self = Game::new();
    }

    /// How the game ended, once it is over.
    pub fn ending(&self) -> Option<Ending> {
        match self.board.outcome() {
            Outcome::InProgress => None,
            Outcome::Draw => Some(Ending::Draw),
            Outcome::Won { winner, .. } if winner == self.human => Some(Ending::HumanWon),
            Outcome::Won { .. } => Some(Ending::BotWon),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(index: usize) -> Cell {
        Cell::new(index).unwrap()
    }

    #[test]
    fn the_bot_replies_to_each_move_at_once() {
        let mut game = Game::new();
        assert!(game.human_plays(cell(4), |_| 0));
        let board = game.board();
        assert_eq!(board.get(cell(4)), Some(Player::X));
        assert_eq!(board.marks(Player::O).len(), 1);
        assert_eq!(board.to_move(), Player::X);
    }

    #[test]
    fn clicks_that_cannot_count_change_nothing() {
        let mut game = Game::new();
        game.human_plays(cell(0), |_| 0);
        let before = game;
        let bot_cell = game.board().marks(Player::O).iter().next().unwrap();
        assert!(!game.human_plays(bot_cell, |_| 0));
        assert!(!game.human_plays(cell(0), |_| 0));
        assert_eq!(game, before);

        let mut finished = Game::at("XXXOO....", Player::X);
        let before = finished;
        assert!(!finished.human_plays(cell(8), |_| 0));
        assert_eq!(finished, before);
        assert_eq!(finished.ending(), Some(Ending::HumanWon));
    }

    #[test]
    fn a_click_during_the_bots_turn_is_ignored() {
        let mut game = Game::at("X........", Player::X);
        assert!(!game.human_plays(cell(4), |_| 0));
        assert_eq!(game.board().to_string(), "X........");
    }

    #[test]
    fn the_bot_wins_when_the_person_lets_it() {
        let mut game = Game::new();
        // X plays 1, 2, 3...: the bot takes the win the moment it has one.
        for index in 0..9 {
            if game.ending().is_some() {
                break;
            }
            game.human_plays(cell(index), |_| 0);
        }
        assert_eq!(game.ending(), Some(Ending::BotWon));
    }

    #[test]
    fn restart_clears_the_board() {
        let mut game = Game::new();
        game.human_plays(cell(0), |_| 0);
        game.restart();
        assert_eq!(game, Game::new());
    }
}
