//! A game's review, driven by the Hard bot natively at a fixed number of
//! positions a search (the same on any machine): the missed win it flags
//! is a real forced win, which its line converts against the strongest
//! defence the bot finds with ten times the positions; the move that won
//! is never called a mistake; and a missed win becomes a puzzle, solved
//! move by move as the page solves it, the bot checking each move.

use inarow::engine::five::review::verdicts;
use inarow::engine::five::search::{Limits, Position, Searcher, Thought};
use inarow::engine::five::{Area, Board, Point, Rule};
use inarow::play::five::puzzle::{Attempt, Puzzle, State};
use inarow::play::five::review::{Look, Mark, Missed, Review};

/// The positions a review's search makes.
const NODES: u64 = 20_000;

/// A clock that never moves: searches limited by positions alone.
fn frozen() -> f64 {
    0.0
}

/// A freestyle game on the open board.
fn game(moves: &str) -> Board {
    Board::read(moves, Rule::Freestyle, Area::Unbounded).unwrap()
}

/// `game` reviewed through, each position searched to `NODES` at the
/// first look and as many times more at the second as the look says.
fn reviewed(game: &Board) -> Review {
    looked(game).0
}

/// `game` reviewed through, and each search it asked for: the number of
/// moves of its position, the look, and the thought.
fn looked(game: &Board) -> (Review, Vec<(usize, Look, Thought)>) {
    let mut review = Review::new(game);
    let mut searcher = Searcher::new(1 << 20);
    let mut asked = Vec::new();
    review.run(true);
    while let Some(due) = review.due() {
        if due.fresh {
            searcher.clear();
        }
        let (look, moves) = (due.look, due.position.moves().len());
        let position = Position::from_board(&due.position);
        let limits = Limits::nodes(NODES * u64::from(look.times()));
        let thought = searcher.play(&position, limits, &frozen).unwrap();
        asked.push((moves, look, thought.clone()));
        review.found(Ok(thought));
    }
    assert!(review.done(), "{:?}", review.failure());
    (review, asked)
}

#[test]
fn a_missed_win_is_flagged_and_its_line_wins_against_a_deeper_defence() {
    // X's open three across row 8 (h8, i8, j8), O's stones apart; X's
    // 7th move, 9,9, lets the win go, and O blocks.
    let game = game("0,0 5,5 1,0 5,8 2,0 8,5 9,9 3,0");
    let review = reviewed(&game);
    let verdicts = review.verdicts();
    let missed: Vec<_> = verdicts
        .iter()
        .filter(|v| v.missed == Some(Missed::Win))
        .collect();
    assert_eq!(missed.len(), 1, "{verdicts:#?}");
    let missed = missed[0];
    assert_eq!(missed.number, 7);
    assert!(missed.mark >= Mark::Mistake, "{missed:?}");
    let moves = missed.best.moves_to_five().unwrap();
    assert!(missed.best.score > Thought::WIN_THRESHOLD);

    // The flagged win, played out: the winner's first move the review's,
    // then the bot's at the review's positions; the defender the bot at ten
    // times as many. It wins in as many moves as the review said, or fewer.
    let mut board = game.clone();
    while board.moves().len() > missed.number - 1 {
        board.undo();
    }
    let winner = board.to_move();
    let (mut attacker, mut defender) = (Searcher::new(1 << 20), Searcher::new(1 << 20));
    board.play(missed.best.point).unwrap();
    for _ in 1..=moves {
        if board.winner().is_some() {
            break;
        }
        let position = Position::from_board(&board);
        let defence = defender
            .think(&position, Limits::nodes(10 * NODES), &frozen)
            .unwrap();
        board.play(defence.point).unwrap();
        let position = Position::from_board(&board);
        let attack = attacker
            .think(&position, Limits::nodes(NODES), &frozen)
            .unwrap();
        board.play(attack.point).unwrap();
    }
    assert_eq!(board.winner(), Some(winner), "{board:?}");
}

#[test]
fn a_doubtful_move_is_judged_again_from_deeper_searches_of_its_positions() {
    // O's stones apart while X builds a row: O's moves lose chance.
    let game = game("0,0 5,5 1,0 5,8 2,0 8,5 9,9 3,0");
    let (review, asked) = looked(&game);
    let first: Vec<Thought> = asked
        .iter()
        .filter(|(_, look, _)| *look == Look::First)
        .map(|(_, _, thought)| thought.clone())
        .collect();
    assert_eq!(first.len(), 9, "every position, in order, first");
    let doubtful: Vec<usize> = verdicts(&game, &first)
        .iter()
        .filter(|v| v.mark >= Mark::Inaccuracy && v.missed.is_none())
        .map(|v| v.number)
        .collect();
    assert!(!doubtful.is_empty(), "{:#?}", verdicts(&game, &first));
    // The second look: the positions before and after each doubtful move,
    // once each, in order, after the first look's.
    let second: Vec<(usize, &Thought)> = asked[first.len()..]
        .iter()
        .map(|(moves, look, thought)| {
            assert_eq!(*look, Look::Second);
            (*moves, thought)
        })
        .collect();
    let mut expected: Vec<usize> = doubtful.iter().flat_map(|&n| [n - 1, n]).collect();
    expected.dedup();
    let positions: Vec<usize> = second.iter().map(|&(moves, _)| moves).collect();
    assert_eq!(positions, expected);
    // A doubtful move's verdict is the second look's; the others the
    // first's, the missed win among them.
    let deeper = |moves: usize| second.iter().find(|s| s.0 == moves).unwrap().1;
    for verdict in review.verdicts() {
        let n = verdict.number;
        match doubtful.contains(&n) {
            true => {
                assert_eq!(&verdict.best, deeper(n - 1));
                assert_eq!(verdict.after, -deeper(n).score);
            }
            false => assert_eq!(verdict.best, first[n - 1]),
        }
    }
    assert_eq!(review.verdicts()[6].missed, Some(Missed::Win));
}

#[test]
fn the_move_that_wins_is_never_a_mistake() {
    // X makes its open four and then five: every X move keeps the win.
    let game = game("0,0 5,5 1,0 5,8 2,0 8,5 3,0 9,9 4,0");
    let review = reviewed(&game);
    for verdict in review.verdicts() {
        let keeps_win = verdict.best.score > Thought::WIN_THRESHOLD;
        if keeps_win && verdict.after > Thought::WIN_THRESHOLD {
            assert_eq!(verdict.mark, Mark::Best, "{verdict:?}");
            assert_eq!(verdict.missed, None, "{verdict:?}");
        }
    }
    let last = review.verdicts().pop().unwrap();
    assert_eq!((last.number, last.mark), (9, Mark::Best), "the five");
}

#[test]
fn a_missed_win_becomes_a_puzzle_that_is_solved_against_the_bot_s_defence() {
    // X's open three across row 0; its 7th move, 9,9, lets the win go.
    let game = game("0,0 5,5 1,0 5,8 2,0 8,5 9,9 3,0");
    let review = reviewed(&game);
    let puzzles = Puzzle::from_review(&review);
    assert_eq!(puzzles.len(), 1);
    let puzzle = puzzles[0].clone();
    assert_eq!(puzzle.board.moves().len(), 6);
    assert_eq!(puzzle.to_string().parse::<Puzzle>(), Ok(puzzle.clone()));

    // Solved with the hints: each move checked by the bot, which defends.
    let mut searcher = Searcher::new(1 << 20);
    let mut attempt = Attempt::new(puzzle.clone());
    for _ in 0..puzzle.length + 2 {
        if attempt.state() == State::Solved {
            break;
        }
        let next = attempt.ask_hint().expect("a winning move to play");
        attempt.play(next).unwrap();
        if let Some(position) = attempt.due() {
            let defence = searcher.think(&position, Limits::nodes(NODES), &frozen);
            attempt.checked(defence.map_err(|error| error.to_string()));
            assert_eq!(attempt.state(), State::Yours, "{next} still wins");
        }
    }
    assert_eq!(attempt.state(), State::Solved);
    assert_eq!(attempt.result(), Some(false), "solved with hints");

    // A quiet move lets the win go: the attempt fails.
    let mut failed = Attempt::new(puzzle);
    failed.play(Point::new(-5, 7).unwrap()).unwrap();
    let position = failed.due().unwrap();
    let defence = searcher.think(&position, Limits::nodes(NODES), &frozen);
    failed.checked(defence.map_err(|error| error.to_string()));
    assert_eq!(failed.state(), State::Failed);
}
