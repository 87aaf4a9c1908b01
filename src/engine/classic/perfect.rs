//! The player the page uses: perfect, quick to win, slow to lose, and instant;
//! among equally good moves, it sets the person the most traps.
//!
//! There are only 5,478 reachable positions, so the whole game is solved once,
//! on first use, into a table indexed by the board read as a base-3 number.
//! Every later question is a handful of table look-ups.

use std::sync::OnceLock;

use super::{reference, Board, Cell, CellSet, MoveError, Outcome, Player, Reason, Verdict};

/// The value of a position for the side to move under perfect play by both.
///
/// Positive when the side to move wins, negative when it loses, zero for a
/// draw; the further from zero, the sooner the game ends. Comparing scores
/// therefore prefers a quicker win and a slower loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Score(i8);

impl Score {
    /// The side to move has just lost: the opponent completed a line.
    const LOST: Score = Score(-(Cell::COUNT as i8 + 1));
    const DRAW: Score = Score(0);

    /// The score of the parent position, where the opponent is to move and
    /// the game is one ply longer.
    const fn for_parent(self) -> Score {
        Score(-self.0 + self.0.signum())
    }

    /// The classic +10 / 0 / -10 value, as the reference minimax scores it.
    pub const fn minimax(self) -> i8 {
        self.0.signum() * reference::WIN
    }

    /// The classic value less one for each ply the result takes to come:
    /// +(10 - n) when the side to move wins and the game ends n plies from
    /// here, -(10 - n) when it loses, 0 for a draw.
    pub const fn depth_adjusted(self) -> i8 {
        self.0
    }

    /// For a won score, how many moves the winner makes from here, this one
    /// included: the game ends |LOST| - |score| plies from here.
    const fn winner_moves(self) -> usize {
        let plies = (Score::LOST.0.unsigned_abs() - self.0.unsigned_abs()) as usize;
        plies.div_ceil(2)
    }
}

const UNSOLVED: i8 = i8::MIN;

fn table() -> &'static [i8; Board::KEYS] {
    static TABLE: OnceLock<Box<[i8; Board::KEYS]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([UNSOLVED; Board::KEYS]);
        solve(Board::EMPTY, &mut table);
        table
    })
}

fn solve(board: Board, table: &mut [i8; Board::KEYS]) -> Score {
    let key = board.key();
    if table[key] != UNSOLVED {
        return Score(table[key]);
    }
    let score = match board.outcome() {
        Outcome::Won { .. } => Score::LOST,
        Outcome::Draw => Score::DRAW,
        Outcome::InProgress => board
            .empty_cells()
            .iter()
            .map(|cell| solve(board.with_mark(cell), table).for_parent())
            .max()
            .unwrap_or(Score::DRAW),
    };
    table[key] = score.0;
    score
}

/// The value of `board` for the side to move.
pub fn score(board: Board) -> Score {
    Score(table()[board.key()])
}

/// For each cell, the value for the side to move of playing there, or `None`
/// for a taken cell. Fails when the game is over.
pub fn move_scores(board: Board) -> Result<[Option<Score>; Cell::COUNT], MoveError> {
    if board.outcome().is_over() {
        return Err(MoveError::GameOver);
    }
    Ok(Cell::ALL.map(|cell| {
        board
            .get(cell)
            .is_none()
            .then(|| score(board.with_mark(cell)).for_parent())
    }))
}

/// Every cell with the best score: the minimax value, then the quickest win
/// or the slowest loss.
pub fn best_moves(board: Board) -> Result<CellSet, MoveError> {
    let scores = move_scores(board)?;
    let best = scores.iter().flatten().max().copied();
    Ok(Cell::ALL
        .into_iter()
        .filter(|cell| scores[cell.index()].is_some() && scores[cell.index()] == best)
        .collect())
}

/// How many of the opponent's replies lose, by minimax, once the side to
/// move plays `cell`.
fn losing_replies(board: Board, cell: Cell) -> usize {
    let after = board.with_mark(cell);
    after
        .legal_moves()
        .iter()
        .filter(|&reply| score(after.with_mark(reply)) > Score::DRAW)
        .count()
}

/// The best moves that leave the opponent the most replies that lose.
/// Against perfect play every best move is as good; against a person, who
/// may slip, these give the most chances to win.
pub fn trap_moves(board: Board) -> Result<CellSet, MoveError> {
    let best = best_moves(board)?;
    let most = best.iter().map(|cell| losing_replies(board, cell)).max();
    Ok(best
        .iter()
        .filter(|&cell| Some(losing_replies(board, cell)) == most)
        .collect())
}

/// One of the trap moves, Impossible's; `pick(n)` chooses which of the `n`
/// equals, so that games vary. An index of `n` or more wraps around.
pub fn best_move(board: Board, pick: impl FnOnce(usize) -> usize) -> Result<Cell, MoveError> {
    let moves = trap_moves(board)?;
    let chosen = pick(moves.len()) % moves.len();
    Ok(moves.iter().nth(chosen).expect("chosen is below the count"))
}

/// The result with perfect play from `board`: the winner and how many moves
/// the winner still makes, counting the winning one, or `None` for a draw.
pub fn prediction(board: Board) -> Option<(Player, usize)> {
    let score = score(board);
    let winner = match score.0.signum() {
        1 => board.to_move(),
        -1 => board.to_move().opponent(),
        _ => return None,
    };
    Some((winner, score.winner_moves()))
}

/// Why the perfect player's moves on `board` are best, from the values of all
/// the moves. The best moves share one value, so they share the reason.
/// Fails when the game is over.
pub fn explain(board: Board) -> Result<Reason, MoveError> {
    let scores = move_scores(board)?;
    let scores = scores.iter().flatten();
    let best = scores.clone().max().copied().unwrap_or(Score::DRAW);
    let count = |minimax| scores.clone().filter(|s| s.minimax() == minimax).count();
    let verdict = match best.minimax() {
        reference::WIN => Verdict::Wins {
            moves: best.winner_moves(),
        },
        reference::LOSS => Verdict::DelaysLoss,
        _ => match (count(reference::DRAW), count(reference::LOSS)) {
            (_, 0) => Verdict::AllDraw,
            (1, _) => Verdict::OnlyDraw,
            (_, losing) => Verdict::Draws { losing },
        },
    };
    Ok(Reason::Minimax(verdict))
}
