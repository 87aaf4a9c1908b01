//! The built-in puzzles as shipped: their form, their counts, each rule
//! and kind, graded, no position twice, and a seeded sample checked again
//! by the deeper search, at a fixed number of positions (the same on any
//! machine). A review's missed win made a puzzle and solved is in
//! tests/review.rs.

use std::collections::HashSet;

use inarow::engine::five::search::Win;
use inarow::engine::rng::Rng;
use inarow::play::five::puzzle::{read_set, Source};
use inarow::tools::puzzles::{class, verify, LENGTHS, RULES, VERIFY};

const SET: &str = include_str!("../www/puzzles.txt");

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
