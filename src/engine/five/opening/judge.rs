//! The bots' decisions in an opening, by Hard's search: stones placed to
//! leave a position as even as it can read, the colour it reads as better,
//! fifth moves offered and picked by their scores, and under Taraguchi
//! ten fifth moves offered only when black still stands better after
//! white's pick. A bot reads each
//! position for as many positions as its level searches a move, so a lower
//! level misjudges more, as a weaker player would; Swap2's third way, to add
//! two stones, it never takes: two stones chosen to even the game are never
//! better for it than the colour it prefers.

use super::{Action, Choice, Opening, OpeningRule, Step};
use crate::engine::five::ladder::Level;
use crate::engine::five::search::{Limits, Position, Searcher, Thought};
use crate::engine::five::{normal, Board, Player, Point};
use crate::engine::rng::Rng;

/// How far a bot reads each position of an opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    nodes: u64,
}

impl Judge {
    /// The fewest positions a reading takes: the levels that do not search
    /// read this far, and judge worst.
    const LEAST: u64 = 200;
    /// The most a level's reading takes: a decision weighs up to about
    /// twenty positions (white each of ten fifth moves, and Taraguchi's
    /// black its ten before it offers: about a second natively), so Hard
    /// reads there about as far as a Grandmaster's move.
    const MOST: u64 = 40_000;
    /// The most a reading takes for the page to decide on its own thread:
    /// a Taraguchi fifth at Advanced's 859 takes about 11 ms natively (see
    /// docs/openings.md), a frame or two on a phone; a judge that reads
    /// further decides in the worker.
    const QUICK: u64 = 1_000;
    /// How many of the 26 openings' shapes a bot weighs for its first
    /// three stones, drawn at random.
    const SAMPLE: usize = 6;
    /// Openings read within this of the most even are as even.
    const MARGIN: i32 = 30;
    /// Under Soosorv, a black edge of this much or more (as read after the
    /// fourth stone) makes white ask for one fifth move; as much for white,
    /// for the most.
    const DECLARE_SPAN: i32 = 200;
    /// The table of each reading: as a level below Hard's.
    const TABLE_BYTES: usize = 1 << 20;

    /// A judge reading `nodes` positions a position.
    pub const fn new(nodes: u64) -> Judge {
        Judge { nodes }
    }

    /// The judge of `level`: its positions a move, at most `MOST`.
    pub fn of(level: Level) -> Judge {
        Judge::new(level.nodes().clamp(Judge::LEAST, Judge::MOST))
    }

    /// The judge reading `nodes` positions a position, if a level's judge
    /// may: from `LEAST` to `MOST`.
    pub fn within(nodes: u64) -> Option<Judge> {
        (Judge::LEAST..=Judge::MOST)
            .contains(&nodes)
            .then_some(Judge { nodes })
    }

    /// The positions it reads a position.
    pub const fn nodes(self) -> u64 {
        self.nodes
    }

    /// Whether it decides fast enough for the page's own thread.
    pub const fn quick(self) -> bool {
        self.nodes <= Judge::QUICK
    }

    /// What the bot does at `opening`'s step on `board`, its game's: every
    /// stone of a step that places stones, every fifth move offered, or its
    /// one choice, declaration or pick; nothing once the game is in play.
    /// Its random draws come from `rng`.
    pub fn actions(&self, opening: &Opening, board: &Board, rng: &mut Rng) -> Vec<Action> {
        let taraguchi = opening.rule() == OpeningRule::Taraguchi10;
        match opening.step() {
            // The other may swap after each: as even as it reads.
            Step::Place { .. } if taraguchi => self.even_stone(board, rng),
            Step::Place { until: 3, .. } => self.balanced(board, rng),
            Step::Place { until, .. } => self.best_stones(board, until),
            Step::Choose { .. } => {
                let to_move = board.to_move();
                let better = match self.score(board) >= 0 {
                    true => to_move,
                    false => to_move.opponent(),
                };
                vec![Action::Choose(match better {
                    Player::X => Choice::Black,
                    Player::O => Choice::White,
                })]
            }
            Step::Declare { most, .. } => vec![Action::Declare(declared(self.score(board), most))],
            Step::Offer { .. } => {
                let offers = self.offers(opening, board);
                offers.into_iter().map(Action::Offer).collect()
            }
            Step::Pick { .. } => self
                .white_best(board, opening.offers())
                .map(|(pick, _)| Action::Pick(pick))
                .into_iter()
                .collect(),
            Step::Fifth { .. } => self.fifth(opening, board, rng),
            Step::Play => Vec::new(),
        }
    }

    /// The search's reading of `board` for the side to move, for `nodes`
    /// positions on a fresh table; `None` when the game is over.
    fn read(&self, board: &Board, nodes: u64) -> Option<Thought> {
        let mut searcher = Searcher::new(Judge::TABLE_BYTES);
        // Positions alone stop it: the clock is never read as a limit.
        let limits = Limits::nodes(nodes);
        searcher
            .think(&Position::from_board(board), limits, &|| 0.0)
            .ok()
    }

    /// The side to move's score on `board`.
    fn score(&self, board: &Board) -> i32 {
        self.read(board, self.nodes)
            .map_or(0, |thought| thought.score)
    }

    /// Of `boards`, `board` with stones added, a few drawn at random, then
    /// the stones added to one of those read as even as the most even;
    /// `None` when there are none.
    fn evenest(&self, board: &Board, mut boards: Vec<Board>, rng: &mut Rng) -> Option<Vec<Action>> {
        let mut read = Vec::new();
        let nodes = (self.nodes / Judge::SAMPLE as u64).max(Judge::LEAST);
        while read.len() < Judge::SAMPLE && !boards.is_empty() {
            let after = boards.swap_remove(rng.below(boards.len()));
            let score = self.read(&after, nodes).map_or(i32::MAX, |t| t.score.abs());
            read.push((after, score));
        }
        let evenest = read.iter().map(|&(_, score)| score).min().unwrap_or(0);
        read.retain(|&(_, score)| score <= evenest.saturating_add(Judge::MARGIN));
        let after = match read.len() {
            0 => return None,
            n => read.swap_remove(rng.below(n)).0,
        };
        let added = &after.moves()[board.moves().len()..];
        Some(added.iter().map(|&p| Action::Place(p)).collect())
    }

    /// The rest of the first three stones: one of the 26 openings' shapes
    /// that begin with the stones already placed, as even as it reads.
    fn balanced(&self, board: &Board, rng: &mut Rng) -> Vec<Action> {
        self.evenest(board, openings(board), rng)
            .unwrap_or_else(|| self.best_stones(board, 3))
    }

    /// Taraguchi's next stone within its central square, as even as it
    /// reads (the square always holds a free cell).
    fn even_stone(&self, board: &Board, rng: &mut Rng) -> Vec<Action> {
        self.evenest(board, central(board), rng).unwrap_or_default()
    }

    /// Of the fifth moves `offers`, white's pick (the best for white, to
    /// move after it) and its score for white.
    fn white_best(&self, board: &Board, offers: &[Point]) -> Option<(Point, i32)> {
        let after = |offer: Point| {
            let mut after = board.clone();
            after.play(offer).map_or(i32::MIN, |()| self.score(&after))
        };
        offers
            .iter()
            .map(|&offer| (offer, after(offer)))
            .max_by_key(|&(_, score)| score)
    }

    /// Taraguchi's fifth: ten fifth moves offered when black still stands
    /// better after white's pick of them, else one stone as even as it
    /// reads, since white may swap after it.
    fn fifth(&self, opening: &Opening, board: &Board, rng: &mut Rng) -> Vec<Action> {
        let offer = Action::Choose(Choice::Offer);
        let mut offering = opening.clone();
        if offering.act(&mut board.clone(), offer).is_ok() {
            let offers = self.offers(&offering, board);
            let all = offers.len() == usize::from(Opening::TARAGUCHI_OFFERS);
            let white = self
                .white_best(board, &offers)
                .map_or(0, |(_, score)| score);
            if all && white < 0 {
                let mut actions = vec![offer];
                actions.extend(offers.into_iter().map(Action::Offer));
                return actions;
            }
        }
        self.even_stone(board, rng)
    }

    /// The search's best stones, one after the other, until the board holds
    /// `until`.
    fn best_stones(&self, board: &Board, until: usize) -> Vec<Action> {
        let mut after = board.clone();
        let mut stones = Vec::new();
        while after.moves().len() < until {
            let Some(thought) = self.read(&after, self.nodes) else {
                break;
            };
            if after.play(thought.point).is_err() {
                break;
            }
            stones.push(Action::Place(thought.point));
        }
        stones
    }

    /// Black's fifth moves still to offer: its best by the search, then by
    /// Normal's weights, each one the opening accepts. White picks the one
    /// best for it, so black offers those best for black.
    fn offers(&self, opening: &Opening, board: &Board) -> Vec<Point> {
        let Step::Offer { count, .. } = opening.step() else {
            return Vec::new();
        };
        let searched = self.read(board, self.nodes).map(|t| t.candidates);
        // The heaviest first, taken out one at a time: a sort would weigh
        // kilobytes of the page's module.
        let mut weighed = normal::weights(board);
        let heaviest = std::iter::from_fn(|| {
            let (index, _) = weighed
                .iter()
                .enumerate()
                .max_by(|a, b| a.1 .1.total_cmp(&b.1 .1))?;
            Some(weighed.swap_remove(index).0)
        });
        let cells = searched
            .into_iter()
            .flatten()
            .map(|candidate| candidate.point)
            .chain(heaviest);
        let (mut opening, mut after) = (opening.clone(), board.clone());
        let mut offers = Vec::new();
        for cell in cells {
            if opening.offers().len() >= usize::from(count) {
                break;
            }
            if opening.act(&mut after, Action::Offer(cell)).is_ok() {
                offers.push(cell);
            }
        }
        offers
    }
}

/// How many fifth moves white asks for, 1 to `most`, when black's score
/// after the fourth is `black`: the fewer, the more black stands well.
fn declared(black: i32, most: u8) -> u8 {
    let span = Judge::DECLARE_SPAN;
    let share = (span - black.clamp(-span, span)) as i64;
    let count = 1 + (i64::from(most) - 1) * share / (2 * i64::from(span));
    count as u8
}

/// The boards of the next stone within its central square, the
/// (2n - 1)-square for stone n.
fn central(board: &Board) -> Vec<Board> {
    let centre = board.area().centre();
    let reach = board.moves().len() as i32;
    let mut boards = Vec::new();
    for dy in -reach..=reach {
        for dx in -reach..=reach {
            let mut after = board.clone();
            if centre.offset(dx, dy).is_some_and(|p| after.play(p).is_ok()) {
                boards.push(after);
            }
        }
    }
    boards
}

/// The boards of the 26 openings' shapes (the second stone beside the
/// first or diagonally, the third within the central 5 × 5), mirror
/// images included, that begin with `board`'s stones.
fn openings(board: &Board) -> Vec<Board> {
    let centre = board.area().centre();
    let at = |dx, dy| centre.offset(dx, dy);
    let mut shapes = Vec::new();
    for second in [(0, -1), (1, -1)] {
        for dy in -2..=2 {
            for dx in -2..=2 {
                let stones = [at(0, 0), at(second.0, second.1), at(dx, dy)];
                let [Some(a), Some(b), Some(c)] = stones else {
                    continue;
                };
                let shape = [a, b, c];
                if !shape.starts_with(board.moves()) {
                    continue;
                }
                let mut after = board.clone();
                let placed = shape[board.moves().len()..]
                    .iter()
                    .all(|&p| after.play(p).is_ok());
                if placed {
                    shapes.push(after);
                }
            }
        }
    }
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_asks_for_fewer_fifth_moves_the_better_black_stands() {
        assert_eq!(declared(1_000, 8), 1);
        assert_eq!(declared(200, 8), 1);
        assert_eq!(declared(0, 8), 4);
        assert_eq!(declared(-200, 8), 8);
        assert_eq!(declared(-999_999, 8), 8);
        let counts: Vec<u8> = (-300..300).step_by(10).map(|s| declared(s, 8)).collect();
        assert!(counts.windows(2).all(|pair| pair[0] >= pair[1]));
    }

    #[test]
    fn the_openings_shapes_begin_with_the_stones_placed() {
        let empty = Board::new();
        // 23 free cells of the 5 × 5 for each second stone.
        assert_eq!(openings(&empty).len(), 46);
        let mut board = Board::new();
        board.play(Point::ORIGIN).unwrap();
        board.play(Point::new(1, -1).unwrap()).unwrap();
        let shapes = openings(&board);
        assert_eq!(shapes.len(), 23);
        assert!(shapes.iter().all(|after| after.moves().len() == 3));
    }
}
