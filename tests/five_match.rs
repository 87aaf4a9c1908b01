//! Matches: between our bots, against the real brain binary, and against
//! brains that break the rules.

use tictactoe::engine::five::{Player, Point};
use tictactoe::tools::arena::{
    options::parse_args, play_match, Finish, GameRecord, Match, Scoreboard, Seat,
};

fn parse(line: &str) -> Match {
    parse_args(line.split_whitespace().map(String::from)).unwrap()
}

fn play(line: &str) -> Vec<GameRecord> {
    let matched = parse(line);
    let mut told = 0;
    let records = play_match(&matched, |_| told += 1);
    assert_eq!(told, matched.games);
    records
}

/// Every game counted once, colours alternating, pairs from one opening.
fn assert_well_formed(records: &[GameRecord], games: usize) {
    let scoreboard = Scoreboard::of(records);
    assert_eq!(scoreboard.games() as usize, games);
    for (index, record) in records.iter().enumerate() {
        assert_eq!(record.number, index + 1);
        let expected = if index.is_multiple_of(2) {
            Player::X
        } else {
            Player::O
        };
        assert_eq!(record.first_plays, expected);
        assert!((2..=4).contains(&record.opening), "{record:?}");
    }
    for pair in records.chunks(2) {
        if let [a, b] = pair {
            assert_eq!(a.opening, b.opening);
            assert_eq!(a.moves[..a.opening], b.moves[..b.opening]);
        }
    }
}

#[test]
fn a_short_match_between_normal_bots_repeats_from_its_seed() {
    let records = play("normal normal --games 4 --seed 11 --max-moves 60");
    assert_well_formed(&records, 4);
    // Normal bots never forfeit, and stop at the move limit at the latest.
    assert!(records.iter().all(|r| match r.finish {
        Finish::Five { .. } => r.moves.len() <= 60,
        Finish::Draw { reason } => reason == "the move limit" && r.moves.len() == 60,
        Finish::Forfeit { .. } => false,
    }));
    // The same seed plays the same games, on one thread or two; another
    // seed others.
    let again = "normal normal --games 4 --seed 11 --max-moves 60 --threads 2";
    assert_eq!(play(again), records);
    assert_ne!(
        play("normal normal --games 4 --seed 12 --max-moves 60"),
        records
    );
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
            .moves
            .iter()
            .all(|p| (0..size).contains(&p.x()) && (0..size).contains(&p.y())));
    }
}

#[test]
fn our_bots_keep_to_a_bounded_board() {
    let records = play("normal hard --games 4 --nodes 1000 --size 7 --max-moves 49");
    assert_well_formed(&records, 4);
    assert_fair_on_board(&records, 7);
}

#[test]
fn hard_plays_the_brain_binary_over_the_protocol() {
    let brain = env!("CARGO_BIN_EXE_pbrain-tictactoe");
    // Both search 1,000 positions a move: the games repeat on any machine,
    // and the brain's minute a move only bounds a hang.
    let line = format!("hard {brain} --games 4 --time 60000 --nodes 1000 --max-moves 40");
    let records = play(&line);
    assert_eq!(play(&line), records);
    assert_well_formed(&records, 4);
    assert_fair_on_board(&records, 20);
    assert!(records.iter().all(|r| r.moves.len() > r.opening));
}

/// The brain fixture `name` as the second player: it loses every game, for
/// the reason `reason` starts with.
fn assert_brain_forfeits(name: &str, options: &str, reason: &str) {
    let path = format!("{}/tests/brains/{name}", env!("CARGO_MANIFEST_DIR"));
    let records = play(&format!("hard {path} {options}"));
    for record in &records {
        match &record.finish {
            Finish::Forfeit {
                loser: Seat::Second,
                reason: why,
            } => assert!(why.starts_with(reason), "{why}"),
            other => panic!("{other:?}"),
        }
    }
    let scoreboard = Scoreboard::of(&records);
    assert_eq!(scoreboard.wins as usize, records.len());
}

#[test]
fn a_brain_that_breaks_the_rules_loses() {
    assert_brain_forfeits("quitter.sh", "--games 2", "exited (exit status: 3)");
    // Its first move is legal, its second on its own stone.
    assert_brain_forfeits(
        "stubborn.sh",
        "--games 2 --time 5",
        "played 0,0: 0,0 is already taken",
    );
    assert_brain_forfeits(
        "asleep.sh",
        "--games 1 --time 5",
        "gave no answer within 1010 ms",
    );
}

#[test]
fn game_lines_say_who_won_and_how() {
    let names = ["hard".to_string(), "brain".to_string()];
    let record = GameRecord {
        number: 3,
        first_plays: Player::O,
        moves: vec![Point::ORIGIN; 9],
        opening: 3,
        finish: Finish::Forfeit {
            loser: Seat::Second,
            reason: "exited (exit status: 3)".into(),
        },
    };
    assert_eq!(
        record.describe(&names).to_string(),
        "game 3: hard (O) vs brain (X): brain loses after 9 moves: it exited (exit status: 3)"
    );
}
