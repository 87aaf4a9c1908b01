//! The classic game as the page runs it: a person against a bot of some
//! level, or two people on one device. Pure Rust, so the rules of the page
//! (which clicks count, when the bot replies, what undo takes back) are
//! tested natively.

use crate::engine::classic::{Board, Cell, Player};
use crate::ui::seats::{Ending, Seats};

use super::bot::{self, BotMove};
use super::Opponent;

#[derive(Clone, Debug)]
pub struct Game {
    opponent: Opponent,
    seats: Seats,
    moves: Vec<Cell>,
    board: Board,
    /// The bot's latest move, while it is the latest move made.
    last_bot: Option<BotMove>,
    /// Chooses among equally good bot moves: random on the page, fixed in
    /// tests.
    pick: fn(usize) -> usize,
}

impl Game {
    /// A new game; when the person plays O, the bot opens at once.
    pub fn new(opponent: Opponent, human: Player, pick: fn(usize) -> usize) -> Game {
        let seats = match opponent {
            Opponent::TwoPlayers => Seats::two_players(),
            _ => Seats::against_bot(human),
        };
        let mut game = Game {
            opponent,
            seats,
            moves: Vec::new(),
            board: Board::EMPTY,
            last_bot: None,
            pick,
        };
        game.bot_replies();
        game
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The moves so far, in order; X made the even ones.
    pub fn moves(&self) -> &[Cell] {
        &self.moves
    }

    pub fn last_bot(&self) -> Option<&BotMove> {
        self.last_bot.as_ref()
    }

    /// The side to move marks `cell`, and the bot, if any, replies at once.
    /// A click that cannot count (a taken cell, the bot's turn, a finished
    /// game) changes nothing and returns false.
    pub fn play(&mut self, cell: Cell) -> bool {
        if self.is_bot(self.board.to_move()) {
            return false;
        }
        let Ok(board) = self.board.play(cell) else {
            return false;
        };
        self.record(board, cell);
        self.last_bot = None;
        self.bot_replies();
        true
    }

    /// Whether `undo` would take anything back.
    pub fn can_undo(&self) -> bool {
        self.seats.undo_count(self.moves.len()).is_some()
    }

    /// Takes back the last move of the person and the bot's reply to it, or
    /// the last move when two people play. Returns false when there is
    /// nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(count) = self.seats.undo_count(self.moves.len()) else {
            return false;
        };
        self.moves.truncate(self.moves.len() - count);
        self.board = self
            .moves
            .iter()
            .try_fold(Board::EMPTY, |board, &cell| board.play(cell))
            .expect("the moves were legal when made");
        self.last_bot = None;
        true
    }

    /// The same opponent and sides, from the empty board.
    pub fn restart(&mut self) {
        *self = Game::new(self.opponent, self.seats.human(), self.pick);
    }

    /// How the game ended, once it is over.
    pub fn ending(&self) -> Option<Ending> {
        self.seats.ending(&self.board.outcome())
    }

    /// Whether `player`'s moves are the bot's.
    pub fn is_bot(&self, player: Player) -> bool {
        self.seats.is_bot(player)
    }

    fn record(&mut self, board: Board, cell: Cell) {
        self.moves.push(cell);
        self.board = board;
    }

    fn bot_replies(&mut self) {
        if !self.is_bot(self.board.to_move()) {
            return;
        }
        if let Some(reply) = bot::choose(self.board, self.opponent, self.pick) {
            let board = self
                .board
                .play(reply.cell)
                .expect("the bot plays legal moves");
            self.record(board, reply.cell);
            self.last_bot = Some(reply);
        }
    }

    /// A game already under way, for tests of what the page shows.
    #[cfg(test)]
    pub(crate) fn at(board: &str, opponent: Opponent, human: Player) -> Game {
        let board: Board = board.parse().expect("a reachable board");
        let mut game = Game::new(opponent, human, |_| 0);
        // Some order of the moves, X and O in turn: enough to undo.
        let mut xs = board.marks(Player::X).iter();
        let mut os = board.marks(Player::O).iter();
        let count = board.marks(Player::X).len() + board.marks(Player::O).len();
        game.moves = (0..count)
            .map_while(|ply| match Seats::mover(ply) {
                Player::X => xs.next(),
                Player::O => os.next(),
            })
            .collect();
        game.board = board;
        game.last_bot = None;
        game
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;

    fn cell(index: usize) -> Cell {
        Cell::new(index).unwrap()
    }

    fn new(opponent: Opponent, human: Player) -> Game {
        Game::new(opponent, human, |_| 0)
    }

    #[test]
    fn the_bot_replies_to_each_move_at_once() {
        let mut game = new(Opponent::Impossible, Player::X);
        assert!(game.play(cell(4)));
        let board = game.board();
        assert_eq!(board.get(cell(4)), Some(Player::X));
        assert_eq!(board.marks(Player::O).len(), 1);
        assert_eq!(board.to_move(), Player::X);
        assert_eq!(
            game.last_bot()
                .map(|reply| reply.before.to_string())
                .as_deref(),
            Some("....X....")
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
            let game = new(opponent, Player::O);
            assert_eq!(game.moves().len(), 1, "{opponent:?}");
            assert_eq!(game.board().to_move(), Player::O);
            assert!(
                !game.can_undo(),
                "the bot's opening is not the person's to undo"
            );
        }
        let game = new(Opponent::TwoPlayers, Player::O);
        assert_eq!(game.board(), Board::EMPTY);
    }

    #[test]
    fn clicks_that_cannot_count_change_nothing() {
        let mut game = new(Opponent::Impossible, Player::X);
        game.play(cell(0));
        let before = game.board();
        let bot_cell = before.marks(Player::O).iter().next().unwrap();
        assert!(!game.play(bot_cell));
        assert!(!game.play(cell(0)));
        assert_eq!(game.board(), before);

        let mut finished = Game::at("XXXOO....", Opponent::Impossible, Player::X);
        assert!(!finished.play(cell(8)));
        assert_eq!(finished.board().to_string(), "XXXOO....");
        assert_eq!(finished.ending(), Some(Ending::HumanWon));
    }

    #[test]
    fn a_click_during_the_bots_turn_is_ignored() {
        let mut game = Game::at("X........", Opponent::Hard, Player::X);
        assert!(!game.play(cell(4)));
        assert_eq!(game.board().to_string(), "X........");
    }

    #[test]
    fn the_bot_wins_when_the_person_lets_it() {
        let mut game = new(Opponent::Impossible, Player::X);
        // X plays the lowest free cell each time: the bot takes the win the
        // moment it has one.
        while game.ending().is_none() {
            let lowest = game.board().legal_moves().iter().next().unwrap();
            game.play(lowest);
        }
        assert_eq!(game.ending(), Some(Ending::BotWon));
    }

    #[test]
    fn undo_takes_back_the_persons_move_and_the_reply() {
        let mut game = new(Opponent::Impossible, Player::O);
        let opening = game.board();
        game.play(opening.legal_moves().iter().next().unwrap());
        assert_eq!(game.moves().len(), 3);
        assert!(game.can_undo());
        assert!(game.undo());
        assert_eq!(game.board(), opening);
        assert!(game.last_bot().is_none());
        assert!(!game.undo());
        assert_eq!(game.board(), opening);
    }

    #[test]
    fn undo_after_a_win_reopens_the_game() {
        let mut game = Game::at("XXXOO....", Opponent::Easy, Player::X);
        assert!(game.undo());
        assert_eq!(game.ending(), None);
        assert_eq!(game.board().marks(Player::X).len(), 2);
        assert_eq!(game.board().to_move(), Player::X);
    }

    #[test]
    fn two_players_take_turns_and_undo_one_move_at_a_time() {
        let mut game = new(Opponent::TwoPlayers, Player::X);
        for index in [0, 3, 1, 4] {
            assert!(game.play(cell(index)));
        }
        assert!(game.last_bot().is_none());
        assert!(game.undo());
        assert_eq!(game.board().to_string(), "XX.O.....");
        assert!(game.play(cell(8)));
        assert!(game.play(cell(2)));
        assert_eq!(game.ending(), Some(Ending::Won(Player::X)));
        assert!(!game.play(cell(5)));
    }

    #[test]
    fn restart_keeps_the_opponent_and_sides() {
        let mut game = new(Opponent::Medium, Player::O);
        game.play(game.board().legal_moves().iter().next().unwrap());
        game.restart();
        assert_eq!(game.opponent(), Opponent::Medium);
        assert_eq!(game.moves().len(), 1, "the bot opened again");
    }
}
