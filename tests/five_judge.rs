//! Judging moves by a brain's evaluation: positions read from records, a
//! fixture judge whose evaluations are known, and Hard searching a fixed
//! number of positions, so that every judgement repeats on any machine.

use std::path::{Path, PathBuf};

use inarow::engine::five::search::Budget;
use inarow::tools::arena::{Area, Conditions, PlayerSpec};
use inarow::tools::judge::samples::{samples, Sample};
use inarow::tools::judge::{expected_score, load_scores, Cache, Judgement};

fn brain(name: &str) -> PlayerSpec {
    PlayerSpec::Brain(brain_path(name))
}

fn brain_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/brains")
        .join(name)
}

/// A game of 20 stones, three cells apart along rows two apart (so no
/// five), where the judge moves on odd moves and evaluates each at 0.
fn record() -> String {
    let moves: Vec<String> = (0..20)
        .map(|i| format!("{},{}", 2 + i % 5 * 3, 3 + i / 5 * 2))
        .collect();
    let mut text = format!(
        "# a test game\n# opening: 3 stones\nmoves {}\n",
        moves.join(" ")
    );
    for number in 4..=20 {
        let mover = if number % 2 == 1 { "judge.sh" } else { "hard" };
        let point = &moves[number - 1];
        text += &format!("{number} X {mover} {point} 1.0 ms | MESSAGE Eval 0\n");
    }
    text
}

/// A folder of that record, `test` naming it apart from other tests'.
fn records(test: &str) -> PathBuf {
    let name = format!("five-judge-{test}-{}", std::process::id());
    let folder = std::env::temp_dir().join(name);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("game-0001.txt"), record()).unwrap();
    folder
}

fn conditions(nodes: Option<u64>) -> Conditions {
    Conditions {
        area: Area::sized(20, 20).unwrap(),
        budget: Budget::from_ms(60_000).unwrap(),
        max_moves: 1_000,
        nodes,
        memory: None,
    }
}

fn judge(
    players: &[PlayerSpec],
    judge: &PlayerSpec,
    samples: &[Sample],
    cache: &mut Cache,
) -> Judgement {
    Judgement::reach(
        players,
        judge,
        samples,
        [conditions(Some(1_000)), conditions(None)],
        cache,
        |_| {},
    )
    .unwrap()
}

#[test]
fn the_judges_evaluations_score_the_players_moves_and_are_kept() {
    let folder = records("scores");
    let samples = samples(&[&folder], "judge.sh", 1).unwrap();
    // The player moves 6, 8, ..., 20, each after an evaluation of 0.
    assert_eq!(samples.len(), 8);
    assert!(samples.iter().all(|s| s.board.moves().len() % 2 == 1));

    let players = [brain("judge.sh"), PlayerSpec::Hard];
    let mut cache = Cache::default();
    let judgement = judge(&players, &brain("judge.sh"), &samples, &mut cache);
    // As a player the fixture plays 0,0; as the judge it then evaluates
    // the position at 10 from its own side: 10 against the player.
    assert!(judgement.scores[0]
        .iter()
        .all(|&s| s == expected_score(-10)));
    // Hard plays further right, at 0 or beyond: never better.
    assert!(judgement.scores[1]
        .iter()
        .all(|&s| s > 0.0 && s <= expected_score(-10)));
    let (_, _, [better, worse, same]) = judgement.difference();
    assert_eq!((better, worse + same), (0, 8));
    // Sixteen positions after a move, all different.
    assert_eq!(cache.len(), 16);

    // Everything is in the cache now: the judge need not even exist.
    let absent = PlayerSpec::Brain(folder.join("no-such-judge"));
    assert_eq!(judge(&players, &absent, &samples, &mut cache), judgement);
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_judge_that_prints_no_evaluation_is_refused() {
    let folder = records("refused");
    let samples = samples(&[&folder], "judge.sh", 1).unwrap();
    let mut cache = Cache::default();
    let fault = Judgement::reach(
        &[PlayerSpec::Hard],
        &brain("chatty.sh"),
        &samples,
        [conditions(Some(1_000)), conditions(None)],
        &mut cache,
        |_| {},
    )
    .unwrap_err();
    assert_eq!(
        fault.detail,
        "chatty.sh printed no evaluation (MESSAGE ... Eval N)"
    );
    std::fs::remove_dir_all(&folder).unwrap();
}

/// `five-judge` run on `folder`'s records with Hard at `counts`, its
/// scores saved: what it printed and the scores, position by position.
fn judged_at(folder: &Path, counts: &str) -> (String, Vec<f64>) {
    let saved = folder.join(format!("scores-{counts}"));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_five-judge"))
        .arg("hard")
        .arg("--judge")
        .arg(brain_path("judge.sh"))
        .arg("--records")
        .arg(folder)
        .args(["--time", "60000", "--nodes", counts, "--save"])
        .arg(&saved)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let samples = samples(&[folder], "judge.sh", 1).unwrap();
    let scores = load_scores(&saved, &samples).unwrap();
    (String::from_utf8(output.stdout).unwrap(), scores)
}

#[test]
fn several_counts_average_each_positions_scores() {
    let folder = records("counts");
    let (said, both) = judged_at(&folder, "300,3000");
    assert!(
        said.starts_with("8 positions, 300, 3000 positions a move, averaged, judged by judge.sh"),
        "{said}"
    );
    let (_, few) = judged_at(&folder, "300");
    let (_, many) = judged_at(&folder, "3000");
    for ((both, few), many) in both.iter().zip(&few).zip(&many) {
        assert!((both - (few + many) / 2.0).abs() < 1e-12);
    }
    // The two counts play differently somewhere, or the test shows nothing.
    assert_ne!(few, many);
    std::fs::remove_dir_all(&folder).unwrap();
}
