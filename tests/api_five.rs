//! The five-in-a-row JavaScript API in a real browser: values, shapes and
//! thrown errors.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::*;

mod renju_cases;
use inarow::api::five;
use inarow::engine::five::ladder::Level;
use renju_cases::CASES;

wasm_bindgen_test_configure!(run_in_browser);

/// The levels' keys as the errors list them, easiest first.
const LEVELS: &str = r#""beginner", "novice", "normal", "club", "advanced", "expert", "master", "grandmaster" or "hard""#;

// The API as JavaScript calls it: with any value, here strings, and no
// budget.
fn five_move(moves: &str, level: &str) -> Result<Object, JsError> {
    // Seeded before each move, so that every answer a test sees repeats.
    inarow::api::set_seed(&2024.into()).unwrap();
    five::five_move(
        &moves.into(),
        &level.into(),
        &JsValue::UNDEFINED,
        &JsValue::UNDEFINED,
    )
}

/// Hard's move within `ms` milliseconds.
fn hard_move(moves: &str, ms: u32) -> (f64, f64) {
    point(
        &five::five_move(
            &moves.into(),
            &"hard".into(),
            &ms.into(),
            &JsValue::UNDEFINED,
        )
        .unwrap(),
    )
}

fn five_outcome(moves: &str) -> Result<Object, JsError> {
    five::five_outcome(&moves.into(), &JsValue::UNDEFINED)
}

fn five_weights(moves: &str) -> Result<Array, JsError> {
    five::five_weights(&moves.into(), &JsValue::UNDEFINED)
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &key.into()).unwrap()
}

fn number(value: JsValue) -> f64 {
    value.as_f64().expect("a number")
}

fn point(object: &JsValue) -> (f64, f64) {
    (number(get(object, "x")), number(get(object, "y")))
}

/// The message of the JS `Error` an API call threw.
fn message(error: JsError) -> String {
    let error: js_sys::Error = JsValue::from(error).dyn_into().expect("a JS Error");
    error.message().into()
}

#[wasm_bindgen_test]
fn five_move_plays_the_origin_first_then_wins_or_blocks() {
    assert_eq!(point(&five_move("", "normal").unwrap()), (0.0, 0.0));
    // X to move with four in a row: X completes it.
    let x_four = "0,0 0,5 1,0 1,5 2,0 2,5 3,0 3,5";
    let won = point(&five_move(x_four, "normal").unwrap());
    assert!(won == (-1.0, 0.0) || won == (4.0, 0.0), "{won:?}");
    // O to move, facing X's torn four: O blocks the gap.
    let torn = point(&five_move("0,0 9,9 1,0 9,7 3,0 7,9 4,0", "normal").unwrap());
    assert_eq!(torn, (2.0, 0.0));
    // Negative coordinates come back as they are.
    let reply = point(&five_move("-100,-200", "normal").unwrap());
    assert!((reply.0 + 100.0).abs() <= 1.0 && (reply.1 + 200.0).abs() <= 1.0);
}

#[wasm_bindgen_test]
fn every_level_plays_by_its_key_and_repeats_from_the_seed() {
    // The keys, easiest first, as the page's menu lists them (tests/ui_five.rs).
    let keys = Level::ALL.map(Level::key);
    let moves = "0,0 1,1 -1,0 5,5";
    let taken = [(0.0, 0.0), (1.0, 1.0), (-1.0, 0.0), (5.0, 5.0)];
    for level in keys {
        assert_eq!(point(&five_move("", level).unwrap()), (0.0, 0.0), "{level}");
        let (x, y) = point(&five_move(moves, level).unwrap());
        assert!(!taken.contains(&(x, y)), "{level}: {x},{y} is taken");
        assert!(x.abs() <= 7.0 && y.abs() <= 7.0, "{level}: {x},{y}");
        // `five_move` seeds the generator before each move.
        if level != "hard" {
            assert_eq!(point(&five_move(moves, level).unwrap()), (x, y), "{level}");
        }
    }
    // From Novice up, a five to block is never missed: O blocks X's torn
    // four in its gap.
    for level in &keys[1..] {
        let torn = point(&five_move("0,0 9,9 1,0 9,7 3,0 7,9 4,0", level).unwrap());
        assert_eq!(torn, (2.0, 0.0), "{level}");
    }
}

#[wasm_bindgen_test]
fn five_outcome_names_the_winner_and_every_stone_of_the_row() {
    let open = five_outcome("0,0 1,1").unwrap();
    assert!(get(&open, "winner").is_null() && get(&open, "line").is_null());
    let empty = five_outcome("").unwrap();
    assert!(get(&empty, "winner").is_null());

    // O's six in a column, the last stone joining two and three.
    let six = "9,9 0,-3 9,7 0,-2 9,5 0,0 9,3 0,1 20,20 0,2 20,18 0,-1";
    let won = five_outcome(six).unwrap();
    assert_eq!(get(&won, "winner").as_string().as_deref(), Some("O"));
    let line: Vec<(f64, f64)> = Array::from(&get(&won, "line"))
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            (number(pair.get(0)), number(pair.get(1)))
        })
        .collect();
    let column: Vec<(f64, f64)> = (-3..=2).map(|y| (0.0, f64::from(y))).collect();
    assert_eq!(line, column);
}

#[wasm_bindgen_test]
fn five_weights_lists_every_candidate_with_its_weight() {
    let empty = five_weights("").unwrap();
    assert_eq!(empty.length(), 1);
    assert_eq!(point(&empty.get(0)), (0.0, 0.0));
    assert_eq!(number(get(&empty.get(0), "weight")), 2.0);

    // Around a lone stone: 24 cells; its 8 neighbours weigh 6.6 each.
    let weights = five_weights("0,0").unwrap();
    assert_eq!(weights.length(), 24);
    let heaviest: Vec<(f64, f64)> = weights
        .iter()
        .filter(|cell| number(get(cell, "weight")) == 6.6)
        .map(|cell| point(&cell))
        .collect();
    assert_eq!(heaviest.len(), 8);
    assert!(heaviest
        .iter()
        .all(|(x, y)| x.abs() <= 1.0 && y.abs() <= 1.0));

    // Nothing to weigh once the game is won.
    let won = "0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0";
    assert_eq!(five_weights(won).unwrap().length(), 0);
}

#[wasm_bindgen_test]
fn bad_input_throws_a_precise_error_and_the_module_keeps_working() {
    let cases = [
        (
            "0,0 1;1",
            r#"move 2 is "1;1": a move is x,y, two integers from -10000 to 10000 such as 3,-2"#,
        ),
        (
            "0,0 10001,0",
            "move 2: 10001,0 is off the board: coordinates run from -10000 to 10000",
        ),
        ("0,0 1,1 0,0", "move 3: 0,0 is already taken by X (move 1)"),
        (
            "0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0 5,5",
            "move 10 comes after the end: X has five in a row",
        ),
    ];
    for (moves, expected) in cases {
        assert_eq!(message(five_move(moves, "normal").unwrap_err()), expected);
        assert_eq!(message(five_outcome(moves).unwrap_err()), expected);
        assert_eq!(message(five_weights(moves).unwrap_err()), expected);
    }
    let won = "0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0";
    assert_eq!(
        message(five_move(won, "normal").unwrap_err()),
        "the game is over: there is no move to play"
    );
    assert_eq!(
        message(five_move("0,0", "champion").unwrap_err()),
        format!(r#"unknown level "champion": expected {LEVELS}"#)
    );
    // A megabyte of a level, or of a budget, is quoted by its first 24 characters.
    let long = "1".repeat(1 << 20);
    let quoted = format!("{}...", "1".repeat(24));
    assert_eq!(
        message(five_move("0,0", &long).unwrap_err()),
        format!(r#"unknown level "{quoted}": expected {LEVELS}"#)
    );
    assert_eq!(
        message(
            five::five_move(
                &"0,0".into(),
                &"hard".into(),
                &long.into(),
                &JsValue::UNDEFINED
            )
            .unwrap_err()
        ),
        format!(
            r#"budgetMs must be a whole number of milliseconds from 1 to 60000, got "{quoted}""#
        )
    );
    let not_strings = [
        (JsValue::from(42), "number"),
        (JsValue::NULL, "null"),
        (JsValue::UNDEFINED, "undefined"),
        (Array::of1(&"0,0".into()).into(), "object"),
    ];
    for (value, kind) in not_strings {
        let expected =
            format!(r#"a game is a string of moves "x,y x,y ...", but {kind} was given"#);
        assert_eq!(
            message(
                five::five_move(
                    &value,
                    &"normal".into(),
                    &JsValue::UNDEFINED,
                    &JsValue::UNDEFINED
                )
                .unwrap_err()
            ),
            expected
        );
        assert_eq!(
            message(five::five_outcome(&value, &JsValue::UNDEFINED).unwrap_err()),
            expected
        );
        assert_eq!(
            message(five::five_weights(&value, &JsValue::UNDEFINED).unwrap_err()),
            expected
        );
        assert_eq!(
            message(
                five::five_move(
                    &"0,0".into(),
                    &value,
                    &JsValue::UNDEFINED,
                    &JsValue::UNDEFINED
                )
                .unwrap_err()
            ),
            format!(r#"a level is {LEVELS}, but {kind} was given"#)
        );
    }
    // Still answering after all those errors.
    assert_eq!(point(&five_move("", "normal").unwrap()), (0.0, 0.0));
}

#[wasm_bindgen_test]
fn hard_answers_a_free_cell_near_the_stones() {
    assert_eq!(hard_move("", 50), (0.0, 0.0));
    let moves = "0,0 1,1 -1,0 5,5";
    let (x, y) = hard_move(moves, 50);
    let taken = [(0.0, 0.0), (1.0, 1.0), (-1.0, 0.0), (5.0, 5.0)];
    assert!(!taken.contains(&(x, y)), "{x},{y} is taken");
    assert!(
        x.abs() <= 7.0 && y.abs() <= 7.0,
        "{x},{y} is far from the stones"
    );
}

#[wasm_bindgen_test]
fn hard_completes_its_own_four() {
    // X to move with an open four on row 0; O's stones are scattered.
    let won = hard_move("0,0 0,5 1,0 1,5 2,0 2,5 3,0 9,9", 50);
    assert!(won == (-1.0, 0.0) || won == (4.0, 0.0), "{won:?}");
    // O to move with a four in a column that X closed at 0,-1: one cell wins.
    let o_four = "0,-1 0,0 5,5 0,1 5,7 0,2 7,5 0,3 -6,-6";
    assert_eq!(hard_move(o_four, 50), (0.0, 4.0));
}

#[wasm_bindgen_test]
fn hard_blocks_the_opponents_four() {
    // O to move: X has four on row 0, closed at -1 by O.
    assert_eq!(hard_move("0,0 -1,0 1,0 5,5 2,0 5,7 3,0", 50), (4.0, 0.0));
    // O to move, facing X's torn four: only the gap blocks it.
    assert_eq!(hard_move("0,0 9,9 1,0 9,7 3,0 7,9 4,0", 50), (2.0, 0.0));
}

#[wasm_bindgen_test]
fn bad_budgets_throw_and_normal_takes_any_good_one() {
    let bad: [(JsValue, &str); 9] = [
        ("abc".into(), r#""abc""#),
        ("250".into(), r#""250""#),
        (0.into(), "0"),
        ((-5).into(), "-5"),
        (1.5.into(), "1.5"),
        (60_001.into(), "60001"),
        (f64::NAN.into(), "NaN"),
        (JsValue::NULL, "null"),
        (Object::new().into(), "object"),
    ];
    for level in ["normal", "hard"] {
        for (ms, shown) in &bad {
            let error =
                five::five_move(&"0,0".into(), &level.into(), ms, &JsValue::UNDEFINED).unwrap_err();
            assert_eq!(
                message(error),
                format!(
                    "budgetMs must be a whole number of milliseconds from 1 to 60000, got {shown}"
                )
            );
        }
    }
    // The bounds themselves are budgets; Normal ignores them.
    for ms in [1, 60_000] {
        let reply = five::five_move(
            &"".into(),
            &"normal".into(),
            &ms.into(),
            &JsValue::UNDEFINED,
        )
        .unwrap();
        assert_eq!(point(&reply), (0.0, 0.0));
    }
    assert_eq!(hard_move("", 1), (0.0, 0.0));
}

#[wasm_bindgen_test]
fn five_think_tells_the_score_depth_and_positions_of_hard() {
    // A second is far more than the first ply needs on any machine.
    let think = |moves: &str| five::five_think(&moves.into(), &1000.into(), &JsValue::UNDEFINED);
    // X completes its open four: a forced win, found before any search.
    let won = think("0,0 0,5 1,0 1,5 2,0 2,5 3,0 9,9").unwrap();
    assert!(number(get(&won, "score")) > 900_000.0);
    assert_eq!(number(get(&won, "depth")), 0.0);
    assert_eq!(get(&won, "win").as_string().as_deref(), Some("vcf"));
    let pv: Array = get(&won, "pv").dyn_into().unwrap();
    assert_eq!(
        point(&pv.get(0)),
        point(&won),
        "the line starts with the move"
    );
    // An open middle game: a real search, a ply deep at least.
    let open = think("0,0 1,1 -1,0 1,0 0,1 2,2").unwrap();
    assert!(number(get(&open, "depth")) >= 1.0, "{open:?}");
    assert!(number(get(&open, "nodes")) > 10.0, "{open:?}");
    let (x, y) = point(&open);
    assert!(x.abs() <= 5.0 && y.abs() <= 5.0);
    assert!(get(&open, "win").is_null());
    let candidates: Array = get(&open, "candidates").dyn_into().unwrap();
    assert!((1..=5).contains(&candidates.length()), "{open:?}");
    let scores: Vec<f64> = candidates
        .iter()
        .map(|c| number(get(&c, "score")))
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    assert!(
        candidates.iter().any(|c| point(&c) == (x, y)),
        "the move among them"
    );
    assert!(get(&candidates.get(0), "exact").as_bool().is_some());
    let error = five::five_think(&"0,0".into(), &"soon".into(), &JsValue::UNDEFINED).unwrap_err();
    assert!(message(error).starts_with("budgetMs must be a whole number"));
}

#[wasm_bindgen_test]
fn five_analyse_gives_the_best_lines_with_their_chances_and_forced_wins() {
    let analyse = |moves: &str, lines: JsValue| {
        five::five_analyse(&moves.into(), &100.into(), &lines, &JsValue::UNDEFINED)
    };
    // X's open three: it wins by fours, its five two moves away.
    let lines = analyse("0,0 5,5 1,0 5,8 2,0 8,5", JsValue::UNDEFINED).unwrap();
    assert!((1..=3).contains(&lines.length()), "{lines:?}");
    let best = lines.get(0);
    assert_eq!(get(&best, "win").as_string().as_deref(), Some("vcf"));
    assert_eq!(number(get(&best, "movesToFive")), 2.0);
    assert_eq!(number(get(&best, "chance")), 1.0);
    let points: Vec<(f64, f64)> = lines.iter().map(|line| point(&line)).collect();
    assert!(
        points
            .iter()
            .enumerate()
            .all(|(i, p)| !points[..i].contains(p)),
        "{points:?}"
    );
    // An open middle game: no forced result, a chance between.
    let open = analyse("0,0 1,1 -1,0 1,0 0,1 2,2", 2.into()).unwrap();
    assert_eq!(open.length(), 2);
    let chance = number(get(&open.get(0), "chance"));
    assert!(chance > 0.0 && chance < 1.0, "{chance}");
    assert!(get(&open.get(0), "movesToFive").is_null());
    for bad in [JsValue::from(0), 6.into(), 2.5.into(), "3".into()] {
        let error = analyse("0,0", bad).unwrap_err();
        assert!(message(error).starts_with("lines must be a whole number from 1 to 5"));
    }
}

#[wasm_bindgen_test]
fn five_review_judges_every_move_and_flags_a_missed_win() {
    let review = |moves: &str, nodes: JsValue, rules: JsValue| {
        five::five_review(&moves.into(), &nodes, &rules)
    };
    // X's open three across row 0; its 7th move, 9,9, lets the win go, and
    // O blocks at 3,0 (as tests/review.rs plays it natively).
    let game = "0,0 5,5 1,0 5,8 2,0 8,5 9,9 3,0";
    let verdicts = review(game, 5_000.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(verdicts.length(), 8, "a verdict a move, the last included");
    let missed = verdicts.get(6);
    assert_eq!(number(get(&missed, "number")), 7.0);
    assert_eq!(get(&missed, "player").as_string().as_deref(), Some("X"));
    assert_eq!(point(&get(&missed, "played")), (9.0, 9.0));
    assert_eq!(number(get(&missed, "chanceBefore")), 1.0);
    assert!(number(get(&missed, "scoreBefore")) > 900_000.0);
    assert!(number(get(&missed, "scoreAfter")) <= 900_000.0);
    let mark = get(&missed, "mark").as_string().unwrap();
    assert!(mark == "mistake" || mark == "blunder", "{mark}");
    let win = get(&missed, "missedWin");
    assert!(["vcf", "vct"].contains(&get(&win, "win").as_string().unwrap().as_str()));
    assert!(number(get(&win, "movesToFive")) >= 2.0);
    let line: Array = get(&win, "line").dyn_into().unwrap();
    assert_eq!(
        point(&line.get(0)),
        point(&win),
        "the line starts with the win"
    );
    assert!(get(&missed, "missedDefence").is_null());
}

/// Each call of the review blocks the page's thread for seconds in a
/// debug build: one test a game or two, so that none holds it long.
#[wasm_bindgen_test]
fn five_review_flags_a_missed_defence_and_judges_a_game_the_same_each_time() {
    let review = |moves: &str, nodes: JsValue, rules: JsValue| {
        five::five_review(&moves.into(), &nodes, &rules)
    };
    // O walks into X's four, a1 for -7,-7 on a 15 x 15 board from the
    // corner: a missed defence, where O had to block the four's end.
    let four = "7,7 6,7 8,7 8,8 9,7 9,8 10,7 0,0";
    let verdicts = review(four, 2_000.into(), rules("freestyle", Some(15))).unwrap();
    // The same call, the same answer: positions, not time, bound it.
    let again = review(four, 2_000.into(), rules("freestyle", Some(15))).unwrap();
    let text = |verdicts: &Array| String::from(js_sys::JSON::stringify(verdicts).unwrap());
    assert_eq!(text(&again), text(&verdicts));
    let lost = verdicts.get(7);
    assert_eq!(point(&get(&lost, "missedDefence")), (11.0, 7.0));
    // Its mark is the chance O had before, all of it given away: a
    // mistake (10% to 20%) or a blunder (more), by how badly O stood.
    assert_eq!(number(get(&lost, "chanceAfter")), 0.0);
    let before = number(get(&lost, "chanceBefore"));
    let mark = if before > 0.2 { "blunder" } else { "mistake" };
    assert!(before > 0.1, "{before}");
    assert_eq!(get(&lost, "mark").as_string().as_deref(), Some(mark));
    // The empty game has no move to judge; a game won by its last move
    // judges that five best.
    assert_eq!(
        review("", JsValue::UNDEFINED, JsValue::UNDEFINED)
            .unwrap()
            .length(),
        0
    );
    let won = review(
        "0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0",
        1_000.into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(
        get(&won.get(8), "mark").as_string().as_deref(),
        Some("best")
    );
    // Bad input throws an Error that says what was wrong.
    for bad in [
        JsValue::from(0),
        99.into(),
        2.5.into(),
        1e8.into(),
        "5000".into(),
        JsValue::NULL,
    ] {
        let error = review("0,0", bad, JsValue::UNDEFINED).unwrap_err();
        let text = message(error);
        assert!(
            text.starts_with("nodesPerMove must be a whole number from 100 to 10000000, got"),
            "{text}"
        );
    }
    let errors = [
        review("0,0 0,0", JsValue::UNDEFINED, JsValue::UNDEFINED),
        review("0,0", JsValue::UNDEFINED, "gomoku".into()),
        five::five_review(&42.into(), &JsValue::UNDEFINED, &JsValue::UNDEFINED),
    ];
    let messages: Vec<String> = errors
        .into_iter()
        .map(|e| message(e.unwrap_err()))
        .collect();
    assert!(
        messages[0].starts_with("move 2: 0,0 is already taken"),
        "{messages:?}"
    );
    assert!(
        messages[1].starts_with("unknown rule \"gomoku\""),
        "{messages:?}"
    );
    assert!(
        messages[2].starts_with("a game is a string of moves"),
        "{messages:?}"
    );
}

fn rules(rule: &str, size: Option<i32>) -> JsValue {
    match size {
        None => rule.into(),
        Some(side) => {
            let rules = Object::new();
            Reflect::set(&rules, &"rule".into(), &rule.into()).unwrap();
            Reflect::set(&rules, &"size".into(), &side.into()).unwrap();
            rules.into()
        }
    }
}

#[wasm_bindgen_test]
fn the_renju_positions_read_the_same_through_the_api() {
    for case in CASES {
        let (moves, asked) = case.game();
        let rules = rules(case.rule.name(), case.size);
        let forbidden: Vec<(f64, f64)> = five::five_forbidden(&moves.as_str().into(), &rules)
            .unwrap()
            .iter()
            .map(|point| self::point(&point))
            .collect();
        let at = (f64::from(asked.x()), f64::from(asked.y()));
        assert_eq!(
            forbidden.contains(&at),
            case.foul.is_some(),
            "{}",
            case.name
        );
        let played = format!("{moves} {asked}");
        let outcome = five::five_outcome(&played.as_str().into(), &rules);
        match case.foul {
            Some(foul) => {
                let number = played.split_whitespace().count();
                assert_eq!(
                    message(outcome.unwrap_err()),
                    format!("move {number}: {asked} is forbidden to X under renju: a {foul}"),
                    "{}",
                    case.name
                );
            }
            None => {
                let winner = get(&outcome.unwrap(), "winner").as_string();
                let expected = case.wins.then(|| case.mover.to_string());
                assert_eq!(winner, expected, "{}", case.name);
            }
        }
    }
}

#[wasm_bindgen_test]
fn rules_are_optional_and_bad_ones_are_named() {
    let moves = JsValue::from("0,0 1,1");
    let outcome = |rules: JsValue| {
        five::five_outcome(&moves, &rules)
            .map(|_| ())
            .map_err(message)
    };
    assert_eq!(outcome(JsValue::UNDEFINED), Ok(()));
    assert_eq!(outcome("standard".into()), Ok(()));
    assert_eq!(outcome(Object::new().into()), Ok(()));
    assert_eq!(
        outcome("gomoku".into()),
        Err(r#"unknown rule "gomoku": expected "freestyle", "standard" or "renju""#.into())
    );
    assert_eq!(
        outcome(4.into()),
        Err(r#"a rule is "freestyle", "standard" or "renju", or {rule, size}, but number was given"#.into())
    );
    assert_eq!(
        outcome(rules("renju", Some(20))),
        Err("size is 15 or 19, or left out for the unbounded board, got 20".into())
    );
    assert_eq!(
        five::five_outcome(&"7,7 15,0".into(), &rules("standard", Some(15)))
            .map(|_| ())
            .map_err(message),
        Err("move 2: 15,0 is off the 15x15 board: x runs from 0 to 14 and y from 0 to 14".into())
    );
    // The rules reach every function: Normal and Hard start at a fixed board's centre.
    let fixed = rules("renju", Some(15));
    let first = five::five_move(&"".into(), &"normal".into(), &JsValue::UNDEFINED, &fixed).unwrap();
    assert_eq!(point(&first), (7.0, 7.0));
    let thought = five::five_think(&"".into(), &1.into(), &rules("freestyle", Some(19))).unwrap();
    assert_eq!(point(&thought), (9.0, 9.0));
    // Hard's opening book answers at once, and says so; off it, Hard searches.
    let field = |thought: &Object, key: &str| Reflect::get(thought, &key.into()).unwrap();
    let opening = five::five_think(&"0,0 1,1 2,0".into(), &1.into(), &JsValue::UNDEFINED).unwrap();
    assert_eq!(field(&opening, "book"), JsValue::TRUE);
    assert_eq!(field(&opening, "nodes"), JsValue::from(0));
    let far = five::five_think(&"0,0 1,1 9,0".into(), &1.into(), &JsValue::UNDEFINED).unwrap();
    assert_eq!(field(&far, "book"), JsValue::FALSE);
    assert_eq!(
        five::five_weights(&"7,7".into(), &fixed).unwrap().length(),
        24
    );
    assert_eq!(
        five::five_forbidden(&"".into(), &fixed).unwrap().length(),
        0
    );
}
