//! The Gomocup brain: scripted conversations through the library, the real
//! binary over pipes, and fuzzed input.

use std::cell::{Cell, OnceCell};
use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdin, Command, Stdio};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use inarow::engine::five::search::{book, Area, Position};
use inarow::engine::five::{Player, Point};
use inarow::engine::rng::Rng;
use inarow::tools::gomocup::{serve, Brain};

/// A brain that searches a fixed number of positions a move on a clock that
/// never moves: its moves are the same on any machine.
fn brain() -> Brain {
    let mut brain = Brain::new(Box::new(|| 0.0));
    assert!(brain.handle("INFO max_node 2000").is_empty());
    brain
}

/// The brain's answers to `line`, as it prints them.
fn say(brain: &mut Brain, line: &str) -> Vec<String> {
    brain.handle(line).iter().map(|a| a.to_string()).collect()
}

/// The cell of a move answer `x,y`, if `answer` is one.
fn move_of(answer: &str) -> Option<(i32, i32)> {
    let (x, y) = answer.split_once(',')?;
    Some((x.parse().ok()?, y.parse().ok()?))
}

/// A game as the test sees it, to check each answer against.
struct Referee {
    width: i32,
    height: i32,
    taken: HashSet<(i32, i32)>,
}

impl Referee {
    fn new(width: i32, height: i32) -> Referee {
        Referee {
            width,
            height,
            taken: HashSet::new(),
        }
    }

    /// Checks that `answers` are the search's (or the opening book's)
    /// report and one move inside the board on a free cell, and takes that
    /// cell.
    fn accept_move(&mut self, answers: &[String]) -> (i32, i32) {
        let [report, answer] = answers else {
            panic!("expected a report and a move, got {answers:?}");
        };
        let reported = ["MESSAGE depth ", "MESSAGE book depth "];
        assert!(
            reported.iter().any(|start| report.starts_with(start)),
            "{report}"
        );
        let cell = move_of(answer).unwrap_or_else(|| panic!("not a move: {answer:?}"));
        assert!((0..self.width).contains(&cell.0) && (0..self.height).contains(&cell.1));
        assert!(self.taken.insert(cell), "{cell:?} was taken");
        cell
    }

    /// A free cell for the opponent, scanning from `from`.
    fn free_cell(&self, from: i32) -> (i32, i32) {
        (from..self.width * self.height)
            .map(|n| (n % self.width, n / self.width))
            .find(|cell| !self.taken.contains(cell))
            .unwrap()
    }
}

fn assert_error(answers: Vec<String>, expected: &str) {
    assert_eq!(answers, [format!("ERROR {expected}")]);
}

#[test]
fn a_scripted_game_answers_each_command() {
    let mut brain = brain();
    let about = say(&mut brain, "ABOUT");
    assert_eq!(about.len(), 1);
    assert!(about[0].starts_with("name=\"pbrain-inarow\", version=\""));
    assert!(about[0].contains("author=\"") && about[0].contains("country=\""));

    assert_eq!(say(&mut brain, "START 15"), ["OK"]);
    for info in [
        "INFO timeout_turn 5",
        "INFO timeout_match 100000",
        "INFO time_left 100000",
        "INFO max_memory 83886080",
        "INFO rule 0",
        "INFO max_node 0",
        "INFO max_node 2000",
        "INFO game_type 1",
        "INFO folder /tmp",
        "INFO evaluate 3,4",
    ] {
        assert_eq!(say(&mut brain, info), Vec::<String>::new(), "{info}");
    }
    let mut referee = Referee::new(15, 15);
    referee.accept_move(&say(&mut brain, "BEGIN"));
    // Far apart, so that the opponent's stones make no five; few, so that
    // the brain's make none either.
    let mut last = (0, 0);
    for (k, from) in [224, 14, 210].into_iter().enumerate() {
        let (x, y) = referee.free_cell(from);
        referee.taken.insert((x, y));
        last = (x, y);
        referee.accept_move(&say(&mut brain, &format!("TURN {x},{y}")));
        assert_eq!(referee.taken.len(), 2 * k + 3);
    }
    let (x, y) = last;
    assert!(
        say(&mut brain, &format!("TURN {x},{y}"))[0].starts_with(&format!(
            "ERROR TURN {x},{y}: {x},{y} already holds your stone"
        ))
    );
    // Taken back, a cell is free for the opponent again.
    assert_eq!(say(&mut brain, &format!("TAKEBACK {x},{y}")), ["OK"]);
    assert_error(
        say(&mut brain, &format!("TAKEBACK {x},{y}")),
        &format!("TAKEBACK {x},{y}: there is no stone there"),
    );
    let answer = say(&mut brain, &format!("TURN {x},{y}"));
    referee.accept_move(&answer);

    // A new game on the same board: the old stones are gone.
    assert_eq!(say(&mut brain, "RESTART"), ["OK"]);
    let mut referee = Referee::new(15, 15);
    // Stones in no order, and more of the opponent's: the brain moves.
    assert_eq!(say(&mut brain, "BOARD"), Vec::<String>::new());
    for (line, cell) in [("7,8,2", (7, 8)), ("7,7,1", (7, 7)), ("6,6,2", (6, 6))] {
        assert_eq!(say(&mut brain, line), Vec::<String>::new());
        referee.taken.insert(cell);
    }
    // A marker of a continuous game is no stone.
    assert_eq!(say(&mut brain, "0,0,3"), Vec::<String>::new());
    let reply = referee.accept_move(&say(&mut brain, "DONE"));
    assert_eq!(
        say(&mut brain, &format!("TAKEBACK {},{}", reply.0, reply.1)),
        ["OK"]
    );

    assert_eq!(say(&mut brain, "END"), Vec::<String>::new());
    assert!(brain.has_ended());
    assert_eq!(say(&mut brain, "ABOUT"), Vec::<String>::new());
}

#[test]
fn out_of_order_and_malformed_lines_are_errors() {
    let mut brain = brain();
    let no_game = "no game: START or RECTSTART comes first";
    assert_error(say(&mut brain, "TURN 1,1"), no_game);
    assert_error(say(&mut brain, "BEGIN"), no_game);
    assert_error(say(&mut brain, "RESTART"), no_game);
    assert_error(say(&mut brain, "TAKEBACK 1,1"), no_game);
    assert_error(say(&mut brain, "DONE"), "DONE without BOARD");
    assert_error(
        say(&mut brain, "1,1,1"),
        "1,1,1: stone lines only come between BOARD and DONE",
    );
    assert_error(
        say(&mut brain, "START 4"),
        "unsupported board 4x4: this brain plays 5 to 100 cells a side",
    );
    assert_error(
        say(&mut brain, "RECTSTART 101,20"),
        "unsupported board 101x20: this brain plays 5 to 100 cells a side",
    );
    assert_error(
        say(&mut brain, "START 99999999999999999999"),
        "START's board size must be a whole number in range, got \"99999999999999999999\"",
    );
    assert_error(
        say(&mut brain, "START"),
        "START's board size must be a whole number in range, got nothing",
    );
    assert_error(say(&mut brain, ""), "empty line: expected a command");
    assert_eq!(
        say(&mut brain, "PLAY 1,1"),
        ["UNKNOWN \"PLAY\" is not a command this brain knows"]
    );
    // Command names in any case.
    assert_eq!(say(&mut brain, "rectstart 20,10"), ["OK"]);
    assert_eq!(say(&mut brain, "info timeout_turn 5"), Vec::<String>::new());
    let mut referee = Referee::new(20, 10);
    referee.taken.insert((3, 4));
    referee.accept_move(&say(&mut brain, "turn 3,4"));
    assert_error(
        say(&mut brain, "TURN 3,10"),
        "TURN 3,10: 3,10 is outside the 20x10 board",
    );
    assert_error(
        say(&mut brain, "TURN 3;4"),
        "TURN needs x,y such as 7,10, got \"3;4\"",
    );
    assert_error(
        say(&mut brain, "INFO timeout_turn -5"),
        "INFO timeout_turn must be a whole number in range, got \"-5\"",
    );
}

#[test]
fn a_bad_board_leaves_the_game_as_it_was() {
    let mut brain = brain();
    assert_eq!(say(&mut brain, "START 20"), ["OK"]);
    assert_eq!(say(&mut brain, "INFO timeout_turn 5"), Vec::<String>::new());
    let mut referee = Referee::new(20, 20);
    referee.taken.insert((10, 10));
    referee.accept_move(&say(&mut brain, "TURN 10,10"));

    for (lines, expected) in [
        (
            &["BOARD", "5,5,1", "5,5,2", "DONE"][..],
            "BOARD line 2: 5,5 already holds my stone; the board is left as it was",
        ),
        (
            &["BOARD", "5,5,1", "20,5,2", "DONE"][..],
            "BOARD line 2: 20,5 is outside the 20x20 board; the board is left as it was",
        ),
        (
            &["BOARD", "5,5,1", "5,x,2", "5,6,7", "DONE"][..],
            "BOARD line 2: a BOARD line's y must be a whole number in range, got \"x\"; \
             the board is left as it was",
        ),
    ] {
        for line in &lines[..lines.len() - 1] {
            assert_eq!(say(&mut brain, line), Vec::<String>::new(), "{line}");
        }
        assert_error(say(&mut brain, "DONE"), expected);
    }
    // The stones from before the bad boards are still there.
    assert!(say(&mut brain, "TURN 10,10")[0].starts_with("ERROR TURN 10,10: 10,10 already holds"));

    // A BOARD without its DONE is dropped when the next command comes.
    let (x, y) = referee.free_cell(0);
    say(&mut brain, "BOARD");
    say(&mut brain, &format!("{x},{y},1"));
    let answers = say(&mut brain, &format!("TURN {x},{y}"));
    assert_eq!(
        answers[0],
        format!(
            "ERROR BOARD was not closed by DONE before \"TURN {x},{y}\": its stones are dropped"
        )
    );
    referee.taken.insert((x, y));
    referee.accept_move(&answers[1..]);

    // A finished game has no move to play.
    say(&mut brain, "BOARD");
    for x in 3..8 {
        say(&mut brain, &format!("{x},3,2"));
    }
    assert_error(
        say(&mut brain, "DONE"),
        "no move: the game is over: there is no move to play",
    );
    assert_error(
        say(&mut brain, "TURN 9,9"),
        "TURN 9,9: the game is over: your five is on the board",
    );
}

#[test]
fn swap2_opens_balanced_swaps_from_a_lost_side_and_plays_an_even_one() {
    let mut brain = brain();
    assert_eq!(say(&mut brain, "START 20"), ["OK"]);
    // No stones: the three to open with, black, white, black.
    assert_eq!(say(&mut brain, "SWAP2BOARD"), Vec::<String>::new());
    assert_eq!(say(&mut brain, "DONE"), ["10,10 8,9 12,7"]);

    // Black's open three, white to move: the brain takes black. The lines
    // may carry fields, as the match tool sends them (1 for the side to
    // move, as in BOARD).
    say(&mut brain, "SWAP2BOARD");
    for line in ["10,10,2", "0,0,1", "11,10,2", "19,19,1", "12,10,2"] {
        assert_eq!(say(&mut brain, line), Vec::<String>::new(), "{line}");
    }
    let answers = say(&mut brain, "DONE");
    assert_eq!(
        answers.last().map(String::as_str),
        Some("SWAP"),
        "{answers:?}"
    );
    // White plays far away; the brain, black now, opens its three into an
    // open four.
    let answers = say(&mut brain, "TURN 5,5");
    let (x, y) = move_of(answers.last().unwrap()).unwrap();
    assert!(y == 10 && (x == 9 || x == 13), "{answers:?}");

    // An even opening, the one it proposes: the brain plays white's move.
    assert_eq!(say(&mut brain, "RESTART"), ["OK"]);
    say(&mut brain, "SWAP2BOARD");
    for line in ["10,10", "8,9", "12,7"] {
        say(&mut brain, line);
    }
    let mut referee = Referee::new(20, 20);
    referee.taken.extend([(10, 10), (8, 9), (12, 7)]);
    referee.accept_move(&say(&mut brain, "DONE"));
}

#[test]
fn the_opening_book_answers_its_openings_and_the_search_the_rest() {
    let mut brain = brain();
    assert_eq!(say(&mut brain, "START 20"), ["OK"]);
    let opening = [
        ((10, 10), Player::X),
        ((8, 9), Player::O),
        ((12, 7), Player::X),
    ];
    let mut position = Position::new(Area::sized(20, 20).unwrap(), Player::O);
    for ((x, y), player) in opening {
        position.place(Point::new(x, y).unwrap(), player).unwrap();
    }
    let book = book::reply(&position).unwrap();
    say(&mut brain, "BOARD");
    for line in ["10,10,2", "8,9,1", "12,7,2"] {
        say(&mut brain, line);
    }
    let answers = say(&mut brain, "DONE");
    let expected = [
        format!("MESSAGE book depth {} score {:+}", book.depth, book.score),
        format!("{},{}", book.point.x(), book.point.y()),
    ];
    assert_eq!(answers, expected);

    // The same opening in a corner: the edges matter, so the brain searches.
    assert_eq!(say(&mut brain, "RESTART"), ["OK"]);
    say(&mut brain, "BOARD");
    for line in ["2,3,2", "0,2,1", "4,0,2"] {
        say(&mut brain, line);
    }
    let answers = say(&mut brain, "DONE");
    assert!(answers[0].starts_with("MESSAGE depth "), "{answers:?}");
}

#[test]
fn info_rule_sets_freestyle_standard_or_renju_and_refuses_others() {
    let mut brain = brain();
    for bits in [0, 1, 2, 4, 5] {
        assert_eq!(
            say(&mut brain, &format!("INFO rule {bits}")),
            Vec::<String>::new()
        );
    }
    assert_eq!(
        say(&mut brain, "INFO rule 8"),
        [
            "ERROR INFO rule 8 asks for caro, which this brain does not play: \
          it plays freestyle (0), exactly five (1) and renju (4)"
        ]
    );
    assert_eq!(
        say(&mut brain, "INFO rule 20"),
        [
            "ERROR INFO rule 20 asks for rules this brain does not know: \
          it plays freestyle (0), exactly five (1) and renju (4)"
        ]
    );
}

/// The brain's answer to a BOARD of `own` and `other` stones under
/// `rule` (its INFO bits) on a 20 by 20 board.
fn board_answer(rule: u32, own: &[(i32, i32)], other: &[(i32, i32)]) -> Vec<String> {
    let mut brain = brain();
    say(&mut brain, &format!("INFO rule {rule}"));
    assert_eq!(say(&mut brain, "START 20"), ["OK"]);
    say(&mut brain, "BOARD");
    for &(x, y) in own {
        say(&mut brain, &format!("{x},{y},1"));
    }
    for &(x, y) in other {
        say(&mut brain, &format!("{x},{y},2"));
    }
    say(&mut brain, "DONE")
}

#[test]
fn under_renju_white_plays_a_four_black_may_only_block_on_a_forbidden_point() {
    // Black (the manager, one stone more) has two threes meeting on 10,8,
    // which is forbidden to it; white's four on 8,10 leaves it only that
    // cell to block.
    let black = [(8, 8), (9, 8), (10, 9), (10, 10), (13, 5)];
    let white = [(12, 6), (11, 7), (9, 9)];
    let answers = board_answer(4, &white, &black);
    assert_eq!(answers[1], "8,10", "{answers:?}");
    let score: i64 = answers[0].split(' ').nth(4).unwrap().parse().unwrap();
    assert!(score > 900_000, "{answers:?}");
}

#[test]
fn under_standard_six_is_no_win() {
    let own = [(5, 5), (6, 5), (7, 5), (9, 5), (10, 5)];
    let other = [(5, 9), (9, 12), (14, 14), (2, 16), (16, 2)];
    let freestyle = board_answer(0, &own, &other);
    assert_eq!(freestyle[1], "8,5");
    let standard = board_answer(1, &own, &other);
    let score: i64 = standard[0].split(' ').nth(4).unwrap().parse().unwrap();
    assert!(score.abs() < 900_000, "{standard:?}");
}

/// Renju games on fixed boards: the brain opens as black, the test answers
/// with any free cell near the last move; every move of the brain's is on
/// the board and never forbidden, by the engine's own judge.
#[test]
fn on_fixed_boards_the_renju_brain_stays_on_the_board_and_off_forbidden_points() {
    use inarow::engine::five::{Area, Board, Point, Rule};
    let mut rng = Rng::new(5);
    for side in [15, 19] {
        let mut brain = brain();
        say(&mut brain, "INFO rule 4");
        assert_eq!(say(&mut brain, &format!("START {side}")), ["OK"]);
        let mut referee = Referee::new(side, side);
        let mut judge = Board::with(Rule::Renju, Area::sized(side, side).unwrap());
        let mut answers = say(&mut brain, "BEGIN");
        for _ in 0..25 {
            let (x, y) = referee.accept_move(&answers);
            judge.play(Point::new(x, y).unwrap()).unwrap();
            if judge.outcome().is_over() {
                break;
            }
            let reply = loop {
                let cell = (x + rng.below(7) as i32 - 3, y + rng.below(7) as i32 - 3);
                let point = Point::new(cell.0, cell.1).unwrap();
                if Area::sized(side, side).unwrap().contains(point) && judge.get(point).is_none() {
                    break cell;
                }
            };
            referee.taken.insert(reply);
            judge.play(Point::new(reply.0, reply.1).unwrap()).unwrap();
            if judge.outcome().is_over() {
                break;
            }
            answers = say(&mut brain, &format!("TURN {},{}", reply.0, reply.1));
        }
    }
}

#[test]
fn the_binary_plays_over_pipes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-inarow"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let output = BufReader::new(child.stdout.take().unwrap());
    // Lines arrive through a thread, so that a silent brain fails the test
    // instead of hanging it.
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in output.lines() {
            if send.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let tell = |input: &mut ChildStdin, line: &str| {
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    };
    // A guard against a hung brain rather than a measure of its speed: an
    // answer takes a fraction of a second, and a minute leaves any slow
    // machine room.
    let next = || lines.recv_timeout(Duration::from_secs(60)).unwrap();
    let ask = |input: &mut ChildStdin, line: &str| {
        tell(input, line);
        next()
    };
    assert_eq!(ask(&mut input, "START 20"), "OK");
    tell(&mut input, "INFO timeout_turn 5");
    tell(&mut input, "INFO max_node 2000");
    let mut referee = Referee::new(20, 20);
    referee.accept_move(&[ask(&mut input, "BEGIN"), next()]);
    referee.taken.insert((10, 11));
    referee.accept_move(&[ask(&mut input, "TURN 10,11"), next()]);
    assert!(ask(&mut input, "TURN 30,30").starts_with("ERROR TURN 30,30"));
    assert!(ask(&mut input, "ABOUT").starts_with("name="));
    tell(&mut input, "END");
    assert!(child.wait().unwrap().success());
}

#[test]
fn end_stops_a_search_under_way() {
    // The clock holds the search's start until END has been read: the
    // search then runs with END already sent, as when it comes mid-move.
    let flag: Rc<OnceCell<Arc<AtomicBool>>> = Rc::default();
    let end = Rc::clone(&flag);
    let mut brain = Brain::new(Box::new(move || {
        let ended = || end.get().is_some_and(|end| end.load(Ordering::Relaxed));
        // A guard against a hang, not a measure: a minute at most.
        for _ in 0..60_000 {
            if ended() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        0.0
    }));
    let _ = flag.set(brain.end_requested());
    // A stone near the edge, where the opening book does not hold.
    let input = "START 20\nINFO max_node 1000000\nBOARD\n2,2,2\nDONE\nEND\nABOUT\n";
    let mut output = Vec::new();
    serve(&mut brain, std::io::Cursor::new(input), &mut output).unwrap();
    let output = String::from_utf8(output).unwrap();
    let lines: Vec<&str> = output.lines().collect();
    let [ok, report, answer] = lines[..] else {
        panic!("{lines:?}");
    };
    assert_eq!(ok, "OK");
    assert!(move_of(answer).is_some(), "{answer}");
    // A million positions allowed, a few dozen made: END stopped it.
    let nodes: u64 = report
        .split_whitespace()
        .skip_while(|&word| word != "nodes")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{report}"));
    assert!(nodes < 1_000, "{report}");
    assert!(brain.has_ended());
}

/// A protocol line: the first word in capitals or a move, never a second
/// line or a control character inside.
fn is_protocol_answer(line: &str) -> bool {
    let form = line == "OK"
        || line == "SWAP"
        || line.split(' ').all(|stone| move_of(stone).is_some())
        || ["ERROR ", "UNKNOWN ", "MESSAGE ", "name=\""]
            .iter()
            .any(|start| line.starts_with(start));
    form && !line.chars().any(char::is_control)
}

/// A line a manager might send, or something near it, or garbage.
fn fuzzed_line(rng: &mut Rng) -> String {
    const NUMBERS: [&str; 10] = [
        "0",
        "5",
        "19",
        "20",
        "-1",
        "100",
        "4294967296",
        "99999999999999999999999",
        "",
        "x",
    ];
    let coordinate = |rng: &mut Rng| match rng.below(4) {
        0 => NUMBERS[rng.below(NUMBERS.len())].to_string(),
        _ => rng.below(22).to_string(),
    };
    let valid = match rng.below(16) {
        0 => format!("START {}", [5, 15, 20, 4, 101][rng.below(5)]),
        1 => format!("RECTSTART {},{}", coordinate(rng), coordinate(rng)),
        2 => "RESTART".to_string(),
        3 => "BEGIN".to_string(),
        4..=6 => format!("TURN {},{}", coordinate(rng), coordinate(rng)),
        7 => "BOARD".to_string(),
        8 | 9 => format!(
            "{},{},{}",
            coordinate(rng),
            coordinate(rng),
            1 + rng.below(4)
        ),
        10 => "DONE".to_string(),
        11 => format!("TAKEBACK {},{}", coordinate(rng), coordinate(rng)),
        12 => {
            let keys = [
                "timeout_turn",
                "timeout_match",
                "time_left",
                "max_memory",
                "rule",
                "game_type",
                "folder",
                "evaluate",
            ];
            format!(
                "INFO {} {}",
                keys[rng.below(keys.len())],
                NUMBERS[rng.below(NUMBERS.len())]
            )
        }
        13 => "ABOUT".to_string(),
        14 if rng.below(20) == 0 => "END".to_string(),
        _ => "SWAP2BOARD".to_string(),
    };
    match rng.below(10) {
        // Random bytes, read as the binary reads them.
        0 => {
            let bytes: Vec<u8> = (0..rng.below(40)).map(|_| rng.next_u64() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 | 2 => mutate(rng, valid),
        3 => valid.to_ascii_lowercase(),
        _ => valid,
    }
}

/// `line` with a character dropped, doubled or replaced, or a huge number
/// or a stray comma inserted.
fn mutate(rng: &mut Rng, line: String) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    let at = rng.below(chars.len() + 1);
    match rng.below(5) {
        0 if at < chars.len() => {
            chars.remove(at);
        }
        1 if at < chars.len() => chars.insert(at, chars[at]),
        2 => chars.insert(at, char::from(rng.below(128) as u8)),
        3 => chars
            .splice(at..at, "18446744073709551616".chars())
            .for_each(drop),
        _ => chars.insert(at, ','),
    }
    chars.into_iter().collect()
}

#[test]
fn fuzzed_lines_never_panic_and_answer_in_protocol_forms() {
    // A clock that races ahead a second each time it is read: whatever
    // time a fuzzed INFO allows, a search stops at once.
    let racing = || {
        let now = Cell::new(0.0);
        Box::new(move || {
            now.set(now.get() + 1000.0);
            now.get()
        })
    };
    let mut rng = Rng::new(2024);
    let mut brain = Brain::new(racing());
    let (mut moves, mut errors, mut brains) = (0, 0, 1);
    for _ in 0..20_000 {
        if brain.has_ended() {
            brain = Brain::new(racing());
            brains += 1;
        }
        let line = fuzzed_line(&mut rng);
        for answer in brain.handle(&line) {
            let answer = answer.to_string();
            assert!(is_protocol_answer(&answer), "{line:?} -> {answer:?}");
            moves += usize::from(move_of(&answer).is_some());
            errors += usize::from(answer.starts_with("ERROR"));
        }
    }
    // The fuzz reached play, errors and new brains after END.
    assert!(
        moves > 500 && errors > 2000 && brains > 5,
        "{moves} {errors} {brains}"
    );
}
