//! What a game's review says of each move, from the Hard bot's thought on
//! the position before each move: the chance to win the move gave away
//! against the best move found, and the mark that earns (see `Mark`); a
//! forced win let go is a missed win, a forced loss walked into where the
//! position held a missed defence, and the move that gave away the most is
//! where the game turned. The page's review (`play::five::review`) and the
//! JS API's `fiveReview` both judge by it. docs/analysis.md gives the
//! thresholds.

use super::board::player_of;
use super::search::Thought;
use super::{Board, Outcome, Player, Point};

/// A move's mark, by the chance to win it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 5] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];
    /// The most chance to win (from 0 to 1) a move may give away and
    /// still be marked so; past the last, a blunder.
    pub const LIMITS: [(Mark, f64); 4] = [
        (Mark::Best, 0.02),
        (Mark::Good, 0.05),
        (Mark::Inaccuracy, 0.10),
        (Mark::Mistake, 0.20),
    ];

    /// Its name in the page's hooks: `best`, `good`, `inaccuracy`,
    /// `mistake`, `blunder`.
    pub fn key(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The mark of a move that gave away `lost` of the chance to win.
    pub fn of(lost: f64) -> Mark {
        Mark::LIMITS
            .iter()
            .find(|&&(_, most)| lost <= most)
            .map_or(Mark::Blunder, |&(mark, _)| mark)
    }
}

/// What a move let go: a forced win, or the defence that held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missed {
    Win,
    Defence,
}

/// What the review says of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The move's number, from 1, and who played it.
    pub number: usize,
    pub player: Player,
    pub played: Point,
    /// The bot's thought on the position before the move: its best move,
    /// its score for the mover and its line.
    pub best: Thought,
    /// The mover's score after the move.
    pub after: i32,
    /// The chance to win the move gave away, from 0 to 1.
    pub lost: f64,
    pub mark: Mark,
    pub missed: Option<Missed>,
}

/// The verdict on the move at `index`, `played`, from the thought on the
/// position before it and the mover's score after it: the one marking of
/// a move, the review's and `five-marks`' judge's.
pub fn verdict(index: usize, played: Point, best: &Thought, after: i32) -> Verdict {
    let lost = (Thought::chance(best.score) - Thought::chance(after)).max(0.0);
    let win = Thought::WIN_THRESHOLD;
    // The best move, or one as good, is best whatever the scores say.
    let as_good = played == best.point || after >= best.score;
    let missed = match () {
        _ if as_good => None,
        _ if best.score > win && after <= win => Some(Missed::Win),
        _ if best.score >= -win && after < -win => Some(Missed::Defence),
        _ => None,
    };
    let mark = match as_good {
        true => Mark::Best,
        false => Mark::of(lost),
    };
    Verdict {
        number: index + 1,
        player: player_of(index),
        played,
        best: best.clone(),
        after,
        lost,
        mark,
        missed,
    }
}

/// The verdict on each of `game`'s moves whose positions before and after
/// are among `found`, the thoughts on the position after each number of
/// moves from none, in order. The position after a five needs none.
pub fn verdicts(game: &Board, found: &[Thought]) -> Vec<Verdict> {
    (0..game.moves().len())
        .filter_map(|index| judged(game, index, found.get(index), found.get(index + 1)))
        .collect()
}

/// The verdict on `game`'s move at `index` from the thoughts on its
/// positions before and after, if both are known (the position after a
/// five needs none).
fn judged(
    game: &Board,
    index: usize,
    before: Option<&Thought>,
    after: Option<&Thought>,
) -> Option<Verdict> {
    let moves = game.moves();
    let won = matches!(game.outcome(), Outcome::Won { .. });
    let after = match after {
        Some(next) => -next.score,
        // The last move made five.
        None if won && index + 1 == moves.len() => Thought::WIN_THRESHOLD + 1,
        None => return None,
    };
    Some(verdict(index, moves[index], before?, after))
}

/// How many times the first look's budget a second look at a position
/// gets.
pub const SECOND_LOOK: u32 = 4;

/// Whether the first look's verdict on a move wants a second, deeper one:
/// an inaccuracy or worse, unless it let a forced win or defence go (a
/// proof the search found, which searching deeper does not overturn).
fn doubtful(verdict: &Verdict) -> bool {
    verdict.mark >= Mark::Inaccuracy && verdict.missed.is_none()
}

/// The positions a second look searches, by their number of moves, in
/// order: before and after each doubtful move, where a shallow search errs
/// most (docs/analysis.md measures it). `found` is the first look at every
/// position.
pub fn second_looks(game: &Board, found: &[Thought]) -> Vec<usize> {
    looks_of(&verdicts(game, found), found.len())
}

/// `second_looks` from the first look's verdicts, over `searched`
/// positions.
fn looks_of(first: &[Verdict], searched: usize) -> Vec<usize> {
    let mut positions: Vec<usize> = first
        .iter()
        .filter(|verdict| doubtful(verdict))
        .flat_map(|verdict| [verdict.number - 1, verdict.number])
        .filter(|&moves| moves < searched)
        .collect();
    positions.dedup();
    positions
}

/// The second look's thought on each position, where it has one so far:
/// `second` holds those on `second_looks`' positions, in order.
fn deeper<'a>(
    first: &[Verdict],
    found: &[Thought],
    second: &'a [Thought],
) -> Vec<Option<&'a Thought>> {
    let mut deeper = vec![None; found.len()];
    for (&moves, thought) in looks_of(first, found.len()).iter().zip(second) {
        deeper[moves] = Some(thought);
    }
    deeper
}

/// Each position's best thought: the second look where there is one,
/// else the first.
pub fn deepest(game: &Board, found: &[Thought], second: &[Thought]) -> Vec<Thought> {
    let deeper = deeper(&verdicts(game, found), found, second);
    let pairs = found.iter().zip(deeper);
    pairs
        .map(|(first, second)| second.unwrap_or(first).clone())
        .collect()
}

/// The verdict on each move from both looks: a doubtful move's from the
/// second look at its positions before and after once both are in,
/// every other move's from the first look, as `verdicts` gives them.
pub fn reviewed(game: &Board, found: &[Thought], second: &[Thought]) -> Vec<Verdict> {
    let first = verdicts(game, found);
    let deeper = deeper(&first, found, second);
    let looked = |moves: usize| deeper.get(moves).copied().flatten();
    first
        .into_iter()
        .map(|first| {
            let index = first.number - 1;
            let second = match doubtful(&first) && looked(index).is_some() {
                true => judged(game, index, looked(index), looked(index + 1)),
                false => None,
            };
            second.unwrap_or(first)
        })
        .collect()
}

/// The move that gave away the most, if one gave away anything much:
/// where the game turned.
pub fn turning(verdicts: &[Verdict]) -> Option<&Verdict> {
    verdicts
        .iter()
        .filter(|verdict| verdict.mark >= Mark::Mistake)
        .max_by(|a, b| a.lost.total_cmp(&b.lost))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    /// A thought on `x,y` with `score`, as a search 6 plies deep finds it.
    pub(crate) fn thought(x: i32, y: i32, score: i32) -> Thought {
        Thought::unsearched(point(x, y), score, 6)
    }

    #[test]
    fn marks_follow_the_chance_given_away() {
        let marks: Vec<Mark> = [0.0, 0.02, 0.03, 0.07, 0.15, 0.2, 0.5]
            .into_iter()
            .map(Mark::of)
            .collect();
        use Mark::*;
        assert_eq!(
            marks,
            [Best, Best, Good, Inaccuracy, Mistake, Mistake, Blunder]
        );
    }

    #[test]
    fn a_forced_win_let_go_is_missed_and_one_kept_another_way_is_best() {
        // A missed win: the best was a forced win, the move played not.
        let missed = verdict(0, point(9, 9), &thought(0, 0, 999_993), -50);
        assert_eq!(
            (missed.missed, missed.mark),
            (Some(Missed::Win), Mark::Blunder)
        );
        // A win by fours another way than the bot's is no mistake.
        let other = verdict(0, point(9, 9), &thought(0, 0, 999_993), 999_991);
        assert_eq!((other.missed, other.mark), (None, Mark::Best));
        // Walking into a forced loss from a position that held.
        let lost = verdict(1, point(9, 9), &thought(0, 0, -40), -999_990);
        assert_eq!(
            (lost.missed, lost.mark, lost.player),
            (Some(Missed::Defence), Mark::Blunder, Player::O)
        );
    }
}
