//! Matches: between our bots, against the real brain binary, against
//! brains that break the conditions and brains that chatter. Hard searches a
//! fixed number of positions a move, so every game here repeats on any
//! machine.

use inarow::engine::five::{Board, Player, Point};
use inarow::tools::arena::{
    options::parse_args, play_match, Cause, Fault, Finish, GameRecord, Match, Scoreboard, Seat,
    Turn,
};

fn parse(line: &str) -> Match {
    parse_args(line.split_whitespace()).unwrap()
}

/// The match `line` asks for, every game told once, in order.
fn play(line: &str) -> Vec<GameRecord> {
    let matched = parse(line);
    let mut told = Vec::new();
    let records = play_match(&matched, |record| told.push(record.number));
    assert_eq!(told, (1..=matched.games).collect::<Vec<_>>());
    records
}

/// What repeats of a game: its moves and how it finished (times do not).
fn games(records: &[GameRecord]) -> Vec<(String, Finish)> {
    records
        .iter()
        .map(|record| (record.notation(), record.finish.clone()))
        .collect()
}

/// Every game counted once, colours alternating, pairs from one opening of
/// three stones.
fn assert_well_formed(records: &[GameRecord], games: usize) {
    let scoreboard = Scoreboard::of(records, [1.0; 2]);
    assert_eq!(scoreboard.standing.games() as usize, games);
    let [as_x, as_o] = scoreboard.by_colour;
    assert_eq!(as_x.games() as usize, games.div_ceil(2));
    assert_eq!(as_o.games() as usize, games / 2);
    for (index, record) in records.iter().enumerate() {
        assert_eq!(record.number, index + 1);
        let expected = if index.is_multiple_of(2) {
            Player::X
        } else {
            Player::O
        };
        assert_eq!(record.first_plays, expected);
        assert_eq!(record.opening.len(), 3, "{record:?}");
        assert!(record.notation().parse::<Board>().is_ok());
    }
    for pair in records.chunks(2) {
        if let [a, b] = pair {
            assert_eq!(a.opening, b.opening);
        }
    }
}

#[test]
fn a_short_match_between_normal_bots_repeats_from_its_seed() {
    let records = play("normal normal --games 4 --seed 11 --max-moves 60 --jobs 1");
    assert_well_formed(&records, 4);
    // Normal bots never forfeit, and stop at the move limit at the latest.
    assert!(records.iter().all(|r| {
        let moves = r.moves().count();
        match r.finish {
            Finish::Five { .. } => moves <= 60,
            Finish::Draw { reason } => reason == "the move limit" && moves == 60,
            Finish::Forfeit { .. } => false,
        }
    }));
    // The same seed plays the same games, one at a time or two; another
    // seed others.
    let again = "normal normal --games 4 --seed 11 --max-moves 60 --jobs 2";
    assert_eq!(games(&play(again)), games(&records));
    let other = play("normal normal --games 4 --seed 12 --max-moves 60");
    assert_ne!(games(&other), games(&records));
}

#[test]
fn a_match_starts_from_the_openings_of_a_file_in_turn() {
    // As five-openings prints a set drawn afresh: X, O and X from the centre.
    let path = std::env::temp_dir().join(format!("match-openings-{}.txt", std::process::id()));
    let listed = "[(0, 0), (1, 1), (2, 0)], // +3\n[(-1, 0), (0, 2), (1, -1)], // -7\n";
    std::fs::write(&path, listed).unwrap();
    let line = "normal normal --games 6 --size 15 --max-moves 20 --jobs 1 --openings";
    let records = play(&format!("{line} {}", path.display()));
    std::fs::remove_file(&path).unwrap();
    assert_well_formed(&records, 6);
    let stones = |offsets: [(i32, i32); 3]| -> Vec<Point> {
        offsets
            .iter()
            .map(|&(x, y)| Point::new(7 + x, 7 + y).unwrap())
            .collect()
    };
    let first = stones([(0, 0), (1, 1), (2, 0)]);
    let second = stones([(-1, 0), (0, 2), (1, -1)]);
    let openings: Vec<Vec<Point>> = records.iter().map(|r| r.opening.clone()).collect();
    let pairs = [&first, &first, &second, &second, &first, &first];
    assert_eq!(openings, pairs.map(Vec::clone));
}

#[test]
fn games_played_at_once_are_the_games_played_one_by_one() {
    // Hard searches a set number of positions a move, so its games do not
    // depend on which others run beside them; whichever ends first, they
    // are told and returned in order (`play` checks it).
    let line = "hard normal --games 5 --nodes 2000 --size 15 --max-moves 50";
    let alone = play(&format!("{line} --jobs 1"));
    assert_well_formed(&alone, 5);
    assert_eq!(games(&play(&format!("{line} --jobs 2"))), games(&alone));
    assert_eq!(games(&play(&format!("{line} --jobs 3"))), games(&alone));
}

/// Neither side broke a rule, and every stone is on the `size` by `size`
/// board.
fn assert_fair_on_board(records: &[GameRecord], size: i32) {
    for record in records {
        assert!(
            !matches!(record.finish, Finish::Forfeit { .. }),
            "{record:?}"
        );
        assert!(record
            .moves()
            .all(|p| (0..size).contains(&p.x()) && (0..size).contains(&p.y())));
    }
}

#[test]
fn the_pages_levels_play_matches_that_repeat_from_the_seed() {
    // The review's material at the levels people play (docs/analysis.md).
    let line = "club advanced --games 4 --size 15 --max-moves 100";
    let records = play(&format!("{line} --jobs 1"));
    assert_well_formed(&records, 4);
    assert_fair_on_board(&records, 15);
    assert_eq!(games(&play(&format!("{line} --jobs 2"))), games(&records));
    let beginners = play("beginner novice --games 2 --size 15 --max-moves 100 --seed 3");
    assert_fair_on_board(&beginners, 15);
    assert_ne!(
        games(&beginners),
        games(&play(
            "beginner novice --games 2 --size 15 --max-moves 100 --seed 4"
        ))
    );
}

#[test]
fn our_bots_keep_to_a_bounded_board() {
    let records = play("normal hard --games 4 --nodes 1000 --size 7 --max-moves 49");
    assert_well_formed(&records, 4);
    assert_fair_on_board(&records, 7);
    // Hard reports each search.
    let hard_turn = records[0].turns.iter().find(|turn| {
        turn.chatter
            .first()
            .is_some_and(|line| line.starts_with("depth "))
    });
    assert!(hard_turn.is_some(), "{:?}", records[0]);
}

#[test]
fn hard_plays_the_brain_binary_over_the_protocol() {
    let brain = env!("CARGO_BIN_EXE_pbrain-inarow");
    // Both search 1,000 positions a move: the games repeat on any machine,
    // and the brain's minute a move only bounds a hang.
    let line = format!("hard {brain} --games 4 --time 60000 --nodes 1000 --max-moves 40");
    let records = play(&line);
    assert_eq!(games(&play(&line)), games(&records));
    assert_well_formed(&records, 4);
    assert_fair_on_board(&records, 20);
    assert!(records.iter().all(|r| !r.turns.is_empty()));
    // The brain's MESSAGE before each move is kept, and counted.
    let scoreboard = Scoreboard::of(&records, [60_000.0; 2]);
    let brain_moves = scoreboard.conduct[1].moves;
    assert!(brain_moves > 0);
    assert_eq!(
        scoreboard.conduct[1].chatter.get("MESSAGE"),
        Some(&brain_moves)
    );
}

/// A swap2 match: each game opened by the players' decisions, kept in its
/// record, three to six stones, the proposer alternating.
fn assert_swap2(records: &[GameRecord]) {
    for (index, record) in records.iter().enumerate() {
        assert!((3..=6).contains(&record.opening.len()), "{record:?}");
        let proposer = ["first", "second"][index % 2];
        let first = &record.decisions[0];
        assert!(
            first.starts_with(&format!("{proposer} places ")),
            "{record:?}"
        );
        let last = record.decisions.last().unwrap();
        assert!(
            last.ends_with(" takes X") || last.ends_with(" takes O"),
            "{last}"
        );
        assert!(record.notation().parse::<Board>().is_ok());
    }
}

#[test]
fn our_bots_open_by_swap2_and_repeat_from_the_seed() {
    let line = "normal hard --games 4 --nodes 1000 --size 15 --max-moves 40 --swap2";
    let records = play(line);
    assert_swap2(&records);
    assert_fair_on_board(&records, 15);
    assert_eq!(games(&play(line)), games(&records));
    let names = ["normal".to_string(), "hard".to_string()];
    assert!(records[0].text(&names).contains("\n# swap2: first places "));
    // The summary counts each game under its proposer and choice.
    let scoreboard = Scoreboard::of(&records, [1.0; 2]);
    let by_decision = &scoreboard.by_decision;
    let games: u32 = by_decision.values().map(|standing| standing.games()).sum();
    assert_eq!(games, 4);
    assert!(by_decision.keys().any(|(proposer, _)| *proposer == 0));
    assert!(by_decision.keys().any(|(proposer, _)| *proposer == 1));
    let summary = scoreboard.summary(&names).to_string();
    assert!(
        summary.contains("\n  normal when normal proposed: chooser took "),
        "{summary}"
    );
    assert!(
        summary.contains("\n  normal when hard proposed: chooser took "),
        "{summary}"
    );
}

#[test]
fn hard_opens_by_swap2_against_the_brain_binary() {
    let brain = env!("CARGO_BIN_EXE_pbrain-inarow");
    let line = format!("hard {brain} --games 2 --time 60000 --nodes 1000 --max-moves 30 --swap2");
    let records = play(&line);
    assert_swap2(&records);
    assert_fair_on_board(&records, 20);
}

/// The brain fixture `name` as the second player: it loses every game by
/// forfeit for `cause`, with a detail that starts with `detail`.
fn assert_brain_forfeits(name: &str, options: &str, cause: Cause, detail: &str) {
    let path = format!("{}/tests/brains/{name}", env!("CARGO_MANIFEST_DIR"));
    let records = play(&format!("hard {path} --nodes 200 {options}"));
    for record in &records {
        match &record.finish {
            Finish::Forfeit {
                loser: Seat::Second,
                fault,
            } => {
                assert_eq!(fault.cause, cause, "{fault:?}");
                assert!(fault.detail.starts_with(detail), "{fault:?}");
            }
            other => panic!("{other:?}"),
        }
    }
    let scoreboard = Scoreboard::of(&records, [5.0; 2]);
    assert_eq!(scoreboard.standing.wins as usize, records.len());
    assert_eq!(
        scoreboard.conduct[1].forfeits(cause) as usize,
        records.len()
    );
    assert_eq!(scoreboard.conduct[0].forfeits, [0; 3]);
}

#[test]
fn a_brain_that_breaks_the_rules_forfeits_for_that_cause() {
    assert_brain_forfeits(
        "quitter.sh",
        "--games 2",
        Cause::Crash,
        "exited (exit status: 3)",
    );
    // Its first move is legal, its second on its own stone.
    assert_brain_forfeits(
        "stubborn.sh",
        "--games 2 --time 5",
        Cause::IllegalMove,
        "played 0,0: 0,0 is already taken",
    );
    assert_brain_forfeits(
        "asleep.sh",
        "--games 1 --time 5",
        Cause::Timeout,
        "gave no answer within 1010 ms",
    );
}

#[test]
fn time_odds_time_the_first_player_by_its_own_turn() {
    // The brain never answers: it forfeits once twice its own turn and the
    // grace second are over, 1,040 ms, not the 1,010 ms of the other's.
    let path = format!("{}/tests/brains/asleep.sh", env!("CARGO_MANIFEST_DIR"));
    let records = play(&format!("{path} hard --games 1 --time 5 --first-time 20"));
    let Finish::Forfeit { loser, fault } = &records[0].finish else {
        panic!("{:?}", records[0]);
    };
    assert_eq!((*loser, fault.cause), (Seat::First, Cause::Timeout));
    assert_eq!(fault.detail, "gave no answer within 1040 ms");
}

#[test]
fn chatter_is_logged_and_counted_and_never_taken_for_a_move() {
    // Before each move the brain says MESSAGE, DEBUG, ERROR and UNKNOWN
    // lines, as real brains do (Rapfi answers ERROR to a command that
    // comes too soon); its moves walk along the top row.
    let path = format!("{}/tests/brains/chatty.sh", env!("CARGO_MANIFEST_DIR"));
    let records = play(&format!("hard {path} --games 2 --nodes 200 --max-moves 12"));
    assert_well_formed(&records, 2);
    assert_fair_on_board(&records, 20);
    let scoreboard = Scoreboard::of(&records, [250.0; 2]);
    let brain = &scoreboard.conduct[1];
    assert!(brain.moves > 0);
    for word in ["MESSAGE", "DEBUG", "ERROR", "UNKNOWN"] {
        assert_eq!(brain.chatter.get(word), Some(&brain.moves), "{word}");
    }
    let turn = &records[0].turns[0];
    assert_eq!(turn.chatter.len(), 4, "{turn:?}");
}

#[test]
fn a_record_holds_the_moves_their_times_and_what_was_said() {
    let point = |x, y| Point::new(x, y).unwrap();
    let names = ["hard".to_string(), "brain".to_string()];
    let record = GameRecord {
        number: 3,
        first_plays: Player::O,
        opening: vec![point(10, 10), point(9, 9), point(11, 10)],
        turns: vec![Turn {
            point: point(12, 10),
            ms: 181.25,
            chatter: vec!["depth 9 score -35 nodes 9000".into()],
        }],
        decisions: Vec::new(),
        finish: Finish::Forfeit {
            loser: Seat::Second,
            fault: Fault::new(Cause::Crash, "exited (exit status: 3)"),
        },
        last_words: vec!["ERROR out of memory".into()],
    };
    let line = "game 3: hard (O) vs brain (X): brain forfeits after 4 moves (crash): \
                it exited (exit status: 3)";
    assert_eq!(record.describe(&names).to_string(), line);
    assert_eq!(
        record.text(&names),
        format!(
            "# {line}\n# opening: 3 stones\nmoves 10,10 9,9 11,10 12,10\n\
             4 O hard 12,10 181.2 ms | depth 9 score -35 nodes 9000\n\
             # last words: ERROR out of memory\n"
        )
    );
    let folder = std::env::temp_dir().join(format!("five-record-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = record.save(&folder, &names).unwrap();
    assert_eq!(path.file_name().unwrap(), "game-0003.txt");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), record.text(&names));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn the_commands_refuse_a_bad_line_with_its_usage_and_explain_themselves() {
    let run = |program: &str, args: &[&str]| {
        std::process::Command::new(program)
            .args(args)
            .output()
            .unwrap()
    };
    let matched = run(env!("CARGO_BIN_EXE_five-match"), &["hard"]);
    let said = String::from_utf8(matched.stderr).unwrap();
    assert_eq!(matched.status.code(), Some(2), "{said}");
    assert!(said.contains("<SECOND>"), "{said}");
    assert!(said.contains("Usage: five-match"), "{said}");
    let judged = run(env!("CARGO_BIN_EXE_five-judge"), &["hard", "--time", "0"]);
    let said = String::from_utf8(judged.stderr).unwrap();
    assert_eq!(judged.status.code(), Some(2), "{said}");
    assert!(
        said.contains("'--time <MS>': runs from 1 to 60000 ms"),
        "{said}"
    );
    for program in [
        env!("CARGO_BIN_EXE_five-match"),
        env!("CARGO_BIN_EXE_five-judge"),
        env!("CARGO_BIN_EXE_five-book"),
        env!("CARGO_BIN_EXE_five-fit"),
        env!("CARGO_BIN_EXE_five-openings"),
    ] {
        let help = run(program, &["--help"]);
        let said = String::from_utf8(help.stdout).unwrap();
        assert!(help.status.success(), "{program}: {said}");
        assert!(said.contains("Usage: five-"), "{program}: {said}");
    }
}

#[test]
fn drawn_openings_are_kept_by_the_judges_evaluation_in_a_seeded_order() {
    // The fixture judge rates a position (1 + the last stone's column) * 10:
    // the openings whose second X is on the centre's column (10) or left of
    // it are within 110.
    let judge = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/brains/judge.sh");
    let run = |args: &[&str]| {
        let mut line = vec!["--judge", judge, "--nodes", "1"];
        line.extend(args);
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_five-openings"))
            .args(line)
            .output()
            .unwrap();
        let rows = String::from_utf8(output.stdout).unwrap();
        (
            output.status.success(),
            rows,
            String::from_utf8(output.stderr).unwrap(),
        )
    };
    let (ok, rows, said) = run(&["--count", "6", "--margin", "110"]);
    assert!(ok, "{said}");
    let rows: Vec<&str> = rows.lines().collect();
    assert_eq!(rows.len(), 6, "{rows:?}");
    for row in &rows {
        // `    [(x, y), (x, y), (x, y)], // +E`
        let (stones, eval) = row.split_once("], // ").unwrap();
        let numbers: Vec<i32> = stones
            .split(|c: char| c != '-' && !c.is_ascii_digit())
            .filter_map(|word| word.parse().ok())
            .collect();
        assert_eq!(numbers.len(), 6, "{row}");
        assert!(numbers.iter().all(|n| n.abs() <= 2), "{row}");
        assert_eq!(
            eval.parse::<i32>().unwrap(),
            (10 + numbers[4] + 1) * 10,
            "{row}"
        );
        assert!(numbers[4] <= 0, "{row}");
    }
    assert_eq!(
        run(&["--count", "6", "--margin", "110"]).1,
        rows.join("\n") + "\n"
    );
    assert_ne!(
        run(&["--count", "6", "--margin", "110", "--seed", "2"]).1,
        rows.join("\n") + "\n"
    );
    // More than there are: said, and a failure.
    let (ok, _, said) = run(&["--count", "239", "--margin", "110"]);
    assert!(!ok);
    assert!(said.contains("are within the margin"), "{said}");
}
