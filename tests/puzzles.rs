//! Puzzles: the built-in set as shipped (its form, its counts, each rule
//! and kind, graded, no position twice, and a seeded sample checked again
//! by the deeper search), and a puzzle made from a review's missed win,
//! solved move by move as the page solves it, the bot checking each move
//! at a fixed number of positions (the same on any machine).

use std::collections::HashSet;

use inarow::engine::five::search::{Limits, Position, Searcher, Win};
use inarow::engine::five::{Area, Board, Rule};
use inarow::engine::rng::Rng;
use inarow::play::five::puzzle::{read_set, Attempt, Puzzle, Source, State};
use inarow::play::five::review::Review;
use inarow::tools::puzzles::{class, verify, LENGTHS, RULES, VERIFY};

const SET: &str = include_str!("../www/puzzles.txt");

/// The positions a search of the review and of a check makes.
const NODES: u64 = 20_000;

fn frozen() -> f64 {
    0.0
}

#[test]
fn the_shipped_set_is_graded_covers_every_rule_and_kind_and_repeats_no_position() {
    let set = read_set(SET).unwrap();
    assert!(set.len() >= 200, "{} puzzles", set.len());
    let mut classes = HashSet::new();
    for (index, puzzle) in set.iter().enumerate() {
        assert_eq!(puzzle.source, Source::Set(index as u32 + 1));
        assert!(LENGTHS.contains(&puzzle.length), "{puzzle}");
        assert_ne!(puzzle.win, Win::Search, "{puzzle}");
        assert!(classes.insert(class(puzzle)), "twice: {puzzle}");
    }
    assert!(set.windows(2).all(|two| two[0].length <= two[1].length));
    for rules in RULES {
        for win in [Win::Fours, Win::Threats] {
            let count = set
                .iter()
                .filter(|p| p.win == win && inarow::engine::five::Rules::of(&p.board) == rules)
                .count();
            assert!(count >= 5, "{rules} {win:?}: {count}");
        }
    }
}

#[test]
fn a_seeded_sample_of_the_set_holds_against_the_deeper_search() {
    let set = read_set(SET).unwrap();
    let mut rng = Rng::new(36);
    for _ in 0..3 {
        let puzzle = &set[rng.below(set.len())];
        let checked = verify(puzzle, VERIFY).unwrap_or_else(|why| panic!("{puzzle}: {why}"));
        assert!(LENGTHS.contains(&checked.length), "{puzzle}");
    }
}

#[test]
fn a_missed_win_becomes_a_puzzle_that_is_solved_against_the_bot_s_defence() {
    // X's open three across row 0; its 7th move, 9,9, lets the win go.
    let game = Board::read(
        "0,0 5,5 1,0 5,8 2,0 8,5 9,9 3,0",
        Rule::Freestyle,
        Area::Unbounded,
    )
    .unwrap();
    let mut review = Review::new(&game);
    let mut searcher = Searcher::new(1 << 20);
    review.run(true);
    while let Some(position) = review.due() {
        let position = Position::from_board(&position);
        let thought = searcher.play(&position, Limits::nodes(NODES), &frozen);
        review.found(thought.map_err(|error| error.to_string()));
    }
    let puzzles = Puzzle::from_review(&review);
    assert_eq!(puzzles.len(), 1);
    let puzzle = puzzles[0].clone();
    assert_eq!(puzzle.board.moves().len(), 6);
    assert_eq!(puzzle.to_string().parse::<Puzzle>(), Ok(puzzle.clone()));

    // Solved with the hints: each move checked by the bot, which defends.
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
    failed
        .play(inarow::engine::five::Point::new(-5, 7).unwrap())
        .unwrap();
    let position = failed.due().unwrap();
    let defence = searcher.think(&position, Limits::nodes(NODES), &frozen);
    failed.checked(defence.map_err(|error| error.to_string()));
    assert_eq!(failed.state(), State::Failed);
}
