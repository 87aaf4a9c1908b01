//! The classic game's moves in play order: the one record of a game, from
//! which its position is worked out (nine moves at most, so at once).

use crate::engine::classic::{Board, Cell, Line, MoveError, Outcome};
use crate::play::game;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moves(Vec<Cell>);

impl Moves {
    /// The position the moves make.
    pub fn position(&self) -> Board {
        replay(&self.0)
    }

    /// The position before the last move.
    pub fn before_last(&self) -> Board {
        replay(self.0.split_last().map_or(&[], |(_, before)| before))
    }

    /// Some order of moves, X and O in turn, that reaches `board`, a
    /// reachable position such as `"XXXOO...."`: a side's mark that all its
    /// rows share comes last, so no row is complete before the last move.
    #[cfg(test)]
    pub fn reaching(board: &str) -> Moves {
        use crate::engine::Player;
        let board: Board = board.parse().expect("a reachable board");
        let marks = |player| {
            let lines: Vec<_> = board.winning_lines(player).collect();
            let mut cells: Vec<Cell> = board.marks(player).iter().collect();
            cells.sort_by_key(|&cell| {
                !lines.is_empty() && lines.iter().all(|line| line.set().contains(cell))
            });
            cells.into_iter()
        };
        let (mut xs, mut os) = (marks(Player::X), marks(Player::O));
        let moves = std::iter::from_fn(|| {
            let next = xs.next()?;
            Some([Some(next), os.next()])
        })
        .flatten()
        .flatten()
        .collect();
        Moves(moves)
    }
}

/// Every move was legal when it was played, so each plays again.
fn replay(moves: &[Cell]) -> Board {
    moves.iter().fold(Board::EMPTY, |board, &cell| {
        board.play(cell).unwrap_or(board)
    })
}

impl game::Board for Moves {
    type Move = Cell;
    type Line = Line;
    type Error = MoveError;
    /// One rule, one board.
    type Rules = ();

    fn empty((): ()) -> Moves {
        Moves::default()
    }

    fn rules(&self) {}

    fn moves(&self) -> &[Cell] {
        &self.0
    }

    fn play(&mut self, cell: Cell) -> Result<(), MoveError> {
        self.position().play(cell)?;
        self.0.push(cell);
        Ok(())
    }

    fn undo(&mut self) {
        self.0.pop();
    }

    fn outcome(&self) -> Outcome<Line> {
        self.position().outcome()
    }
}
