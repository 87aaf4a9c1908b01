//! The review's marks against a judge's: a planted missed defence in a
//! short game, reviewed by Hard at a set number of positions, and a
//! fixture judge whose evaluations follow a known rule (ten times one more
//! than the column of the last stone), so that its marks are known.

use std::path::{Path, PathBuf};

use inarow::play::five::review::Mark;
use inarow::tools::args;
use inarow::tools::judge::marks::{mark_all, Agreement, Marked, Options};

/// X's four down the left edge left open by O's eighth move, far away: X
/// makes five. O's sixth is far away too, a quiet move.
const RECORD: &str = "\
# game 1: hard (X) vs judge.sh (O): hard wins with five after 9 moves
# opening: 3 stones
moves 0,3 0,2 0,4 1,10 0,5 19,15 0,6 19,11 0,7
8 O judge.sh 19,11 1.0 ms
9 X hard 0,7 1.0 ms
";

fn judge() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/brains/judge.sh")
}

/// A folder holding the record, `test` naming it apart from other tests'.
fn records(test: &str) -> PathBuf {
    let name = format!("five-marks-{test}-{}", std::process::id());
    let folder = std::env::temp_dir().join(name);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("game-0001.txt"), RECORD).unwrap();
    folder
}

/// The tool's options: the fake judge over `folder`'s records, Hard at
/// `nodes` positions a position.
fn options(folder: &std::path::Path, nodes: &str) -> Options {
    let judge = judge();
    let line = [
        "--judge",
        judge.to_str().unwrap(),
        "--records",
        folder.to_str().unwrap(),
        "--nodes",
        nodes,
    ];
    args::parse(line).unwrap()
}

#[test]
fn each_move_after_the_opening_gets_the_reviews_mark_and_the_judges() {
    let folder = records("marks");
    let options = options(&folder, "20000");
    let mut told = Vec::new();
    let marked = mark_all(&options, |name, game| {
        told.push((name.to_string(), game.len()))
    });
    std::fs::remove_dir_all(&folder).unwrap();
    let marked = marked.unwrap();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].0.ends_with("game-0001.txt") && told[0].1 == 6,
        "{told:?}"
    );

    // The judge's: before move n it evaluates 10·(column of move n−1, +1)
    // for the mover, after it 10·(column of move n, +1) for the other, on
    // a scale of 250: the moves to column 0 or 1 give away 3%, each move
    // to column 19 and the one after it 19.997% (σ(0.8) − σ(−0.04)), a
    // mistake, as its scores read exactly at the review's scale of 475
    // (1.9 times the judge's); the five is best.
    use Mark::*;
    let judges: Vec<(usize, Mark)> = marked.iter().map(|m| (m.number, m.judge)).collect();
    assert_eq!(
        judges,
        [
            (4, Good),
            (5, Good),
            (6, Mistake),
            (7, Mistake),
            (8, Mistake),
            (9, Best)
        ]
    );
    // The review's: the four left open is a blunder (a missed defence),
    // the five best.
    let ours = |number: usize| marked[number - 4].ours;
    // Who played each move, where the record says.
    let movers: Vec<&str> = marked.iter().map(|m| m.mover.as_str()).collect();
    assert_eq!(movers, ["?", "?", "?", "?", "judge.sh", "hard"]);
    assert_eq!([ours(8), ours(9)], [Blunder, Best]);

    // The judge flags three moves; the moves both flag are counted alike
    // each way, the missed defence among them.
    let agreement = Agreement::of(&marked);
    assert_eq!(agreement.moves(), 6);
    let (both, judges_flags) = agreement.confirmed(false);
    assert_eq!(judges_flags, 3);
    assert_eq!(agreement.confirmed(true).0, both);
    assert!(both >= 1);
}

#[test]
fn a_brain_in_the_reviews_place_marks_as_the_judge_reads_it() {
    // The judge as its own reviewer: its evaluations follow the stones, not
    // its positions, so its marks are the judge's, move for move.
    let folder = records("reviewer");
    let judge = judge();
    let brain = judge.to_str().unwrap();
    let line = [
        "--judge",
        brain,
        "--reviewer",
        brain,
        "--records",
        folder.to_str().unwrap(),
    ];
    let options: Options = args::parse(line).unwrap();
    let marked = mark_all(&options, |_, _| {});
    std::fs::remove_dir_all(&folder).unwrap();
    let pairs: Vec<(Mark, Mark)> = marked.unwrap().iter().map(|m| (m.ours, m.judge)).collect();
    use Mark::*;
    let judges = [Good, Good, Mistake, Mistake, Mistake, Best];
    assert_eq!(pairs, judges.map(|mark| (mark, mark)));
}

#[test]
fn a_record_without_moves_gives_none_a_game_again_is_skipped_and_a_bad_one_is_named() {
    let folder = records("bad");
    std::fs::write(folder.join("game-0002.txt"), "# unplayed\n").unwrap();
    // The first game again: counted once.
    std::fs::write(folder.join("game-0003.txt"), RECORD).unwrap();
    std::fs::write(folder.join("game-0004.txt"), "moves 0,0 0,0\n").unwrap();
    let options = options(&folder, "2000");
    let mut told: Vec<usize> = Vec::new();
    let error = mark_all(&options, |_, game: &[Marked]| told.push(game.len())).unwrap_err();
    std::fs::remove_dir_all(&folder).unwrap();
    assert_eq!(told, [6, 0]);
    assert!(
        error.contains("game-0004.txt: its moves do not read"),
        "{error}"
    );
}
