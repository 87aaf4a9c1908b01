//! A swap2 opening between two players, as Gomocup's SWAP2BOARD plays it:
//! the proposer places three stones (black, white, black); the other takes
//! black (SWAP), stays white and plays the fourth, or adds two stones
//! (white, black) and hands the choice back, which the proposer then makes
//! (SWAP for black, or the sixth stone as white). Each decision is kept for
//! the record, so that a match measures the players' choices.

use super::game::{Cause, Contestant, Fault, Seat};
use crate::engine::five::opening::judge::Judge;
use crate::engine::five::opening::{Action, Choice, Opening, OpeningRule};
use crate::engine::five::{Board, Player, Point};
use crate::engine::rng::Rng;
use crate::tools::gomocup::Answer;

/// Where a swap2 opening left the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    /// Its stones, in play order: three, and the fourth to the sixth as
    /// the decisions placed them.
    pub board: Board,
    /// The first seat's colour.
    pub first_plays: Player,
    /// Each decision, for people: "first places 0,0 -2,-1 2,-3".
    pub decisions: Vec<String>,
}

/// Plays a swap2 opening on `empty` between `players`, indexed by seat,
/// `proposer` placing the first stones; our bots draw from `rng`. A player
/// that answers out of turn or off the rules forfeits: its seat and why.
pub fn open(
    players: &mut [Box<dyn Contestant>; 2],
    proposer: Seat,
    empty: Board,
    rng: &mut Rng,
) -> Result<Opened, (Seat, Fault)> {
    let chooser = other(proposer);
    let mut opened = Opened {
        board: empty,
        first_plays: Player::X,
        decisions: Vec::new(),
    };
    let mut ask = |seat: Seat, board: &Board| {
        players[seat.index()]
            .swap2(board, rng)
            .map_err(|fault| (seat, fault))
    };
    match ask(proposer, &opened.board)? {
        Answer::Opening(stones) if stones.len() == 3 => opened.place(proposer, &stones)?,
        answer => return Err(out_of_turn(proposer, &answer)),
    }
    let mut decider = chooser;
    let mut answer = ask(chooser, &opened.board)?;
    if let Answer::Opening(stones) = &answer {
        if stones.len() != 2 {
            return Err(out_of_turn(chooser, &answer));
        }
        opened.place(chooser, stones)?;
        decider = proposer;
        answer = ask(proposer, &opened.board)?;
    }
    // SWAP takes black; a move, white.
    let takes = match answer {
        Answer::Swap => Player::X,
        Answer::Move(point) => {
            opened.place(decider, &[point])?;
            Player::O
        }
        answer => return Err(out_of_turn(decider, &answer)),
    };
    opened.first_plays = match decider {
        Seat::First => takes,
        Seat::Second => takes.opponent(),
    };
    opened
        .decisions
        .push(format!("{} takes {takes}", name(decider)));
    Ok(opened)
}

impl Opened {
    /// `seat` places `stones` in turn, each noted.
    fn place(&mut self, seat: Seat, stones: &[Point]) -> Result<(), (Seat, Fault)> {
        for &point in stones {
            self.board.play(point).map_err(|error| {
                let detail = format!("placed {point}: {error}");
                (seat, Fault::new(Cause::IllegalMove, detail))
            })?;
        }
        let stones: Vec<String> = stones.iter().map(Point::to_string).collect();
        let said = format!("{} places {}", name(seat), stones.join(" "));
        self.decisions.push(said);
        Ok(())
    }
}

/// A swap2 answer that is not the one due.
fn out_of_turn(seat: Seat, answer: &Answer) -> (Seat, Fault) {
    let detail = format!("answered {answer} where its swap2 decision was due");
    (seat, Fault::new(Cause::IllegalMove, detail))
}

fn name(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "first",
        Seat::Second => "second",
    }
}

const fn other(seat: Seat) -> Seat {
    match seat {
        Seat::First => Seat::Second,
        Seat::Second => Seat::First,
    }
}

/// One of our bots' answers to SWAP2BOARD on `board` (no stone, three or
/// five), by `judge`: three stones as even as it reads them, SWAP for
/// black, or the colour to move, white, with its move by `play`. It never
/// adds two stones (see `opening::judge`).
pub fn judged(
    judge: Judge,
    board: &Board,
    rng: &mut Rng,
    play: impl FnOnce(&Board) -> Result<Point, Fault>,
) -> Result<Answer, Fault> {
    let failed = |error: String| Fault::new(Cause::Crash, format!("failed: {error}"));
    let mut opening = Opening::new(OpeningRule::Swap2);
    let mut replayed = Board::with(board.rule(), board.area());
    for (index, &point) in board.moves().iter().enumerate() {
        if index == 3 {
            let add = Action::Choose(Choice::AddTwo);
            opening
                .act(&mut replayed, add)
                .map_err(|e| failed(e.to_string()))?;
        }
        opening
            .act(&mut replayed, Action::Place(point))
            .map_err(|e| failed(e.to_string()))?;
    }
    let actions = judge.actions(&opening, &replayed, rng);
    let stones: Vec<Point> = actions
        .iter()
        .filter_map(|action| match action {
            Action::Place(point) => Some(*point),
            _ => None,
        })
        .collect();
    match actions.first() {
        Some(Action::Place(_)) => Ok(Answer::Opening(stones)),
        Some(Action::Choose(Choice::Black)) => Ok(Answer::Swap),
        Some(Action::Choose(Choice::White)) => play(board).map(Answer::Move),
        other => Err(failed(format!("no swap2 decision: {other:?}"))),
    }
}
