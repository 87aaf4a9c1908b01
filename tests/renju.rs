//! Each rule's wins and renju's forbidden points on hand-checked positions
//! (`renju_cases`); the same positions go through the JS API in `api_five`.

mod renju_cases;
use inarow::engine::five::search::{Limits, Position, Searcher, Thought};
use inarow::engine::five::{normal, Area, Board, MoveError, Outcome, Player, Point, Rule};
use inarow::engine::rng::Rng;
use renju_cases::{Case, CASES};

#[test]
fn hand_checked_positions_read_as_renju_rules_say() {
    for case in CASES {
        let (moves, asked) = case.game();
        let mut board = Board::read(&moves, case.rule, case.area())
            .unwrap_or_else(|error| panic!("{}: {error}", case.name));
        assert_eq!(board.to_move(), case.mover, "{}", case.name);
        assert_eq!(board.foul(asked), case.foul, "{}", case.name);
        let listed = board.fouls().iter().any(|&(point, _)| point == asked);
        assert_eq!(listed, case.foul.is_some(), "{}", case.name);
        match (board.play(asked), case.foul) {
            (Err(MoveError::Forbidden { point, foul }), Some(expected)) => {
                assert_eq!((point, foul), (asked, expected), "{}", case.name);
            }
            (Ok(()), None) => {
                let won =
                    matches!(board.outcome(), Outcome::Won { winner, .. } if winner == case.mover);
                assert_eq!(won, case.wins, "{}", case.name);
            }
            (result, _) => panic!("{}: {result:?}", case.name),
        }
    }
}

#[test]
fn only_black_under_renju_has_forbidden_points() {
    let case = CASES.iter().find(|case| case.foul.is_some()).unwrap();
    let (moves, asked) = case.game();
    for rule in [Rule::Freestyle, Rule::Standard] {
        let board = Board::read(&moves, rule, case.area()).unwrap();
        assert_eq!((board.foul(asked), board.fouls()), (None, Vec::new()));
    }
    let mut board = Board::read(&moves, Rule::Renju, case.area()).unwrap();
    board
        .play(
            board.fouls()[0]
                .0
                .step(inarow::engine::five::Direction::Vertical, 30)
                .unwrap(),
        )
        .unwrap();
    assert_eq!(board.foul(asked), None, "white to move");
    assert!(board.fouls().is_empty());
}

/// A clock that never moves: searches limited by positions alone.
fn still() -> f64 {
    0.0
}

/// Messy renju games, a quarter Normal's moves and the rest any cell near a stone,
/// and at each turn of black's with forbidden points on the board, Normal's
/// and Hard's moves: never one of them.
#[test]
fn black_bots_never_choose_a_forbidden_point() {
    let mut rng = Rng::new(13);
    let mut searcher = Searcher::new(1 << 20);
    let mut tested = 0;
    for _ in 0..30 {
        let mut board = Board::with(Rule::Renju, Area::Unbounded);
        while board.moves().len() < 60 && !board.outcome().is_over() {
            if board.to_move() == Player::X && !board.fouls().is_empty() {
                tested += 1;
                let normal = normal::best_move(&board, |n| rng.below(n)).unwrap();
                let position = Position::from_board(&board);
                let hard = searcher
                    .think(&position, Limits::nodes(2_000), &still)
                    .unwrap();
                for point in [normal, hard.point] {
                    assert_eq!(board.foul(point), None, "{board:?}: {point}");
                }
            }
            let point = if board.moves().is_empty() || rng.below(4) == 0 {
                normal::best_move(&board, |n| rng.below(n)).unwrap()
            } else {
                let stone = board.moves()[rng.below(board.moves().len())];
                let near = stone.offset(rng.below(5) as i32 - 2, rng.below(5) as i32 - 2);
                match near {
                    Some(point) if board.get(point).is_none() => point,
                    _ => continue,
                }
            };
            if board.foul(point).is_none() {
                board.play(point).unwrap();
            }
        }
    }
    assert!(tested >= 40, "only {tested} positions had forbidden points");
}

fn game(rule: Rule, mover: Player, diagram: &'static [&'static str]) -> (Board, Point) {
    let case = Case {
        name: "",
        rule,
        size: None,
        mover,
        diagram,
        foul: None,
        wins: false,
    };
    let (moves, asked) = case.game();
    (Board::read(&moves, rule, Area::Unbounded).unwrap(), asked)
}

fn hard(board: &Board) -> Thought {
    let mut searcher = Searcher::new(1 << 20);
    let position = Position::from_board(board);
    searcher
        .think(&position, Limits::depth(4, 50_000), &still)
        .unwrap()
}

/// White's four whose one five is on black's forbidden point (`?` in the
/// first, where black is to move; `?` is white's four in the second).
const BLOCK_FORBIDDEN: &[&str] = &[
    "...........",
    ".......o...",
    "......o....",
    "...xx?.....",
    "....ox.....",
    "...o.x.....",
    "...........",
];
const FOUR_ONTO_FORBIDDEN: &[&str] = &[
    "........x..",
    ".......o...",
    "......o....",
    "...xx......",
    "....ox.....",
    "...?.x.....",
    "...........",
];

#[test]
fn white_wins_on_a_five_black_may_not_block() {
    let (board, forbidden) = game(Rule::Renju, Player::X, BLOCK_FORBIDDEN);
    assert!(board.foul(forbidden).is_some());
    let lost = hard(&board);
    assert!(lost.score < -Thought::WIN_THRESHOLD, "{lost:?}");
    assert_ne!(lost.point, forbidden);
    assert_ne!(normal::best_move(&board, |_| 0).unwrap(), forbidden);
    // Under freestyle the block is black's to play, and it does.
    let (board, block) = game(Rule::Freestyle, Player::X, BLOCK_FORBIDDEN);
    assert_eq!(hard(&board).point, block);
    assert_eq!(normal::best_move(&board, |_| 0).unwrap(), block);

    let (board, four) = game(Rule::Renju, Player::O, FOUR_ONTO_FORBIDDEN);
    let won = hard(&board);
    assert!(won.score > Thought::WIN_THRESHOLD, "{won:?}");
    assert_eq!(won.point, four);
}

#[test]
fn under_standard_no_bot_counts_on_six() {
    // X to move could make six; O to move faces it.
    for (mover, diagram) in [(Player::X, &["xxx?xx....."]), (Player::O, &["xxx?xx....o"])] {
        let (board, six) = game(Rule::Standard, mover, diagram);
        let thought = hard(&board);
        assert!(
            thought.score.abs() < Thought::WIN_THRESHOLD,
            "{mover}: {thought:?}"
        );
        let weight = normal::weights(&board)
            .into_iter()
            .find(|&(cell, _)| cell == six)
            .map_or(0.0, |(_, weight)| weight);
        assert!(weight < 1_000.0, "{mover}: {weight}");
        // Under freestyle six wins: X takes it, O blocks it.
        let (board, six) = game(Rule::Freestyle, mover, diagram);
        assert_eq!(hard(&board).point, six);
        assert_eq!(normal::best_move(&board, |_| 0).unwrap(), six);
    }
}
