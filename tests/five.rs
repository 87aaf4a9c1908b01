//! Five in a row: the rules against a brute-force scan, parsing, and the
//! Normal bot's weights and tactics.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{HashMap, HashSet};

#[path = "common/five.rs"]
mod shared;
use inarow::engine::five::{
    normal, Board, Direction, GameError, MoveError, Outcome, Player, Point, Rect,
};
use shared::{bot_game, Rng};

fn point(x: i32, y: i32) -> Point {
    Point::new(x, y).unwrap()
}

fn board(moves: &str) -> Board {
    moves.parse().unwrap()
}

const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Every maximal row of five or more stones of one side, found by looking at
/// every cell of the bounding box in every direction, with no limit on length.
fn brute_force_fives(board: &Board) -> Vec<(Player, Vec<Point>)> {
    let stones: HashMap<Point, Player> = board
        .moves()
        .iter()
        .map(|&p| (p, board.get(p).unwrap()))
        .collect();
    let Some(bounds) = board.bounds() else {
        return Vec::new();
    };
    let mut fives = Vec::new();
    for y in bounds.top..=bounds.bottom {
        for x in bounds.left..=bounds.right {
            let Some(&player) = stones.get(&point(x, y)) else {
                continue;
            };
            for (dx, dy) in DIRECTIONS {
                let at = |k: i32| Point::new(x + k * dx, y + k * dy).ok();
                let same = |k: i32| at(k).and_then(|p| stones.get(&p)) == Some(&player);
                if same(-1) {
                    continue; // Not the start of the row.
                }
                let len = (0..).take_while(|&k| same(k)).count() as i32;
                if len >= 5 {
                    fives.push((player, (0..len).map(|k| at(k).unwrap()).collect()));
                }
            }
        }
    }
    fives
}

/// Checks the board's outcome against the brute-force scan.
fn assert_outcome_matches_brute_force(board: &Board) {
    let fives = brute_force_fives(board);
    match board.outcome() {
        Outcome::InProgress => assert!(fives.is_empty(), "{board:?}: missed {fives:?}"),
        Outcome::Won { winner, line } => {
            assert_eq!(board.winner(), Some(winner));
            let last = *board.moves().last().unwrap();
            assert!(line.stones().contains(&last), "{board:?}");
            assert!(fives.iter().all(|(player, _)| *player == winner));
            let found = (winner, line.stones().to_vec());
            assert!(
                fives.contains(&found),
                "{board:?}: {line:?} not in {fives:?}"
            );
            let (dx, dy) = line.direction().delta();
            assert!(line.stones().windows(2).all(|pair| {
                (pair[1].x() - pair[0].x(), pair[1].y() - pair[0].y()) == (dx, dy)
            }));
        }
        Outcome::Draw => panic!("no draw short of 400,040,001 stones"),
    }
}

/// A random game in the 9 by 9 cells around `center`: cells past the
/// coordinate limit are skipped, and the game stops at a win or a full box.
fn random_game(rng: &mut Rng, center: (i32, i32), mut visit: impl FnMut(&Board)) -> Board {
    let mut cells: Vec<Point> = (-4..=4)
        .flat_map(|dy| (-4..=4).map(move |dx| (dx, dy)))
        .filter_map(|(dx, dy)| Point::new(center.0 + dx, center.1 + dy).ok())
        .collect();
    let mut board = Board::new();
    while !cells.is_empty() && !board.outcome().is_over() {
        let cell = cells.swap_remove(rng.below(cells.len()));
        board.play(cell).unwrap();
        visit(&board);
    }
    board
}

#[test]
fn wins_match_a_brute_force_scan_on_random_games() {
    let mut rng = Rng::new(1);
    let limit = Point::LIMIT;
    let centers = [(0, 0), (-7, -3), (limit - 1, -limit), (-limit, limit - 3)];
    let (mut won, mut positions) = (0, 0);
    for game in 0..1_000 {
        let center = centers[game % centers.len()];
        let end = random_game(&mut rng, center, |board| {
            positions += 1;
            assert_outcome_matches_brute_force(board);
        });
        won += usize::from(end.winner().is_some());
    }
    assert!(won > 750, "only {won} games were won");
    assert!(positions > 25_000, "only {positions} positions");
    // Bot games make longer and tighter rows than random ones.
    for seed in 0..10 {
        let mut rng = Rng::new(seed);
        let mut board = Board::new();
        while !board.outcome().is_over() {
            let next = normal::best_move(&board, |n| rng.below(n)).unwrap();
            board.play(next).unwrap();
            assert_outcome_matches_brute_force(&board);
        }
    }
}

#[test]
fn undo_takes_back_moves_one_by_one() {
    let mut rng = Rng::new(2);
    let mut board = random_game(&mut rng, (-3, 5), |_| {});
    let moves = board.moves().to_vec();
    assert!(board.winner().is_some());
    for played in (0..moves.len()).rev() {
        assert_eq!(board.undo(), Some(moves[played]));
        let prefix: Vec<String> = moves[..played].iter().map(Point::to_string).collect();
        assert_eq!(board, prefix.join(" ").parse().unwrap());
        assert_eq!(board.outcome(), Outcome::InProgress);
    }
    assert_eq!(board.undo(), None);
    assert_eq!(board, Board::new());
}

/// X plays `x_moves`, O answers each with a move well away from them (but
/// within the open board's square); returns the board after X's last move.
fn x_plays(x_moves: &[(i32, i32)]) -> Board {
    let mut board = Board::new();
    let (first_x, first_y) = x_moves[0];
    let away = if first_y > 0 { -20 } else { 20 };
    for (index, &(x, y)) in x_moves.iter().enumerate() {
        if index > 0 {
            board
                .play(point(first_x - 3 * index as i32, first_y + away))
                .unwrap();
        }
        board.play(point(x, y)).unwrap();
    }
    board
}

fn won_line(board: &Board) -> (Player, Direction, Vec<(i32, i32)>) {
    let Outcome::Won { winner, line } = board.outcome() else {
        panic!("{board:?} is not won");
    };
    let stones = line.stones().iter().map(|p| (p.x(), p.y())).collect();
    (winner, line.direction(), stones)
}

#[test]
fn five_wins_in_all_four_directions_and_across_negative_coordinates() {
    let row = x_plays(&[(-2, 0), (-1, 0), (1, 0), (2, 0), (0, 0)]);
    let expected = vec![(-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0)];
    assert_eq!(won_line(&row), (Player::X, Direction::Horizontal, expected));
    let column = x_plays(&[(5, -7), (5, -3), (5, -5), (5, -4), (5, -6)]);
    let expected = vec![(5, -7), (5, -6), (5, -5), (5, -4), (5, -3)];
    assert_eq!(
        won_line(&column),
        (Player::X, Direction::Vertical, expected)
    );
    let diagonal = x_plays(&[(-1, -1), (-2, -2), (-3, -3), (-4, -4), (-5, -5)]);
    let expected = vec![(-5, -5), (-4, -4), (-3, -3), (-2, -2), (-1, -1)];
    assert_eq!(
        won_line(&diagonal),
        (Player::X, Direction::Diagonal, expected)
    );
    let anti = x_plays(&[(0, 0), (1, -1), (2, -2), (4, -4), (3, -3)]);
    let expected = vec![(0, 0), (1, -1), (2, -2), (3, -3), (4, -4)];
    assert_eq!(
        won_line(&anti),
        (Player::X, Direction::AntiDiagonal, expected)
    );
    // Four is not enough.
    let four = x_plays(&[(0, 0), (1, 0), (2, 0), (3, 0)]);
    assert_eq!(four.outcome(), Outcome::InProgress);
    // O wins too.
    let o = board("9,9 0,0 9,7 0,1 9,5 0,2 9,3 0,3 20,20 0,4");
    assert_eq!(
        won_line(&o),
        (
            Player::O,
            Direction::Vertical,
            vec![(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]
        )
    );
}

#[test]
fn overlines_win_and_the_line_holds_every_stone_of_the_row() {
    // Six: a stone joining five to one.
    let six = x_plays(&[(0, 0), (1, 0), (2, 0), (3, 0), (5, 0), (4, 0)]);
    let (_, _, stones) = won_line(&six);
    assert_eq!(stones, (0..6).map(|x| (x, 0)).collect::<Vec<_>>());
    // Nine, the longest one move can make: four on each side.
    let nine = x_plays(&[
        (-4, 4),
        (-3, 3),
        (-2, 2),
        (-1, 1),
        (1, -1),
        (2, -2),
        (3, -3),
        (4, -4),
        (0, 0),
    ]);
    let (winner, direction, stones) = won_line(&nine);
    assert_eq!((winner, direction), (Player::X, Direction::AntiDiagonal));
    assert_eq!(stones, (-4..=4).map(|k| (k, -k)).collect::<Vec<_>>());
    // A stone completing two rows at once names the first direction.
    let double = x_plays(&[
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (0, 0),
    ]);
    assert_eq!(won_line(&double).1, Direction::Horizontal);
    assert_eq!(brute_force_fives(&double).len(), 2);
}

#[test]
fn wins_reach_the_coordinate_limit() {
    let edge = Point::LIMIT;
    let corner = x_plays(&[
        (edge, edge),
        (edge - 1, edge - 1),
        (edge - 2, edge - 2),
        (edge - 3, edge - 3),
        (edge - 4, edge - 4),
    ]);
    assert_eq!(won_line(&corner).1, Direction::Diagonal);
}

#[test]
fn points_and_moves_are_refused_with_precise_errors() {
    assert_eq!(
        Point::new(10_001, 0),
        Err(MoveError::OutOfRange { x: 10_001, y: 0 })
    );
    assert_eq!(
        Point::new(0, i32::MIN),
        Err(MoveError::OutOfRange { x: 0, y: i32::MIN })
    );
    assert!(Point::new(-10_000, 10_000).is_ok());
    assert_eq!(point(10_000, 0).offset(1, 0), None);
    assert_eq!(point(0, 0).offset(i32::MAX, 0), None);
    assert_eq!(
        point(3, 4).step(Direction::AntiDiagonal, -2),
        Some(point(1, 6))
    );

    let mut game = board("0,0 1,1");
    assert_eq!(
        game.play(point(1, 1)),
        Err(MoveError::Taken {
            point: point(1, 1),
            by: Player::O,
            number: 2
        })
    );
    let mut won = x_plays(&[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]);
    assert_eq!(won.play(point(7, 7)), Err(MoveError::GameOver));
    assert_eq!(
        won.play(point(0, 0)).unwrap_err().to_string(),
        "0,0 is already taken by X (move 1)"
    );
    assert_eq!(
        MoveError::GameOver.to_string(),
        "the game is over: there is no move to play"
    );
    assert_eq!(
        Point::new(-10_001, 5).unwrap_err().to_string(),
        "-10001,5 is off the board: coordinates run from -10000 to 10000"
    );
}

#[test]
fn parsing_reads_moves_in_order_and_explains_what_is_wrong() {
    let game = board("  0,0\t-1,2\n 3,-4 ");
    assert_eq!(game.moves(), [point(0, 0), point(-1, 2), point(3, -4)]);
    assert_eq!(game.get(point(-1, 2)), Some(Player::O));
    assert_eq!(game.to_move(), Player::O);
    assert_eq!(game.to_string(), "0,0 -1,2 3,-4");
    assert_eq!(board(""), Board::new());
    assert_eq!(board("   ").to_move(), Player::X);

    let malformed = |number: usize, token: &str| GameError::Malformed {
        number,
        token: token.into(),
    };
    let cases = [
        ("0,0 1;1", malformed(2, "1;1")),
        ("0,0 1,1 2", malformed(3, "2")),
        ("1,2,3", malformed(1, "1,2,3")),
        ("0, 0", malformed(1, "0,")),
        ("x,1", malformed(1, "x,1")),
        ("1.5,0", malformed(1, "1.5,0")),
        ("5000000000,0", malformed(1, "5000000000,0")),
        ("0,0 +1,0", malformed(2, "+1,0")),
        ("0,0 1,+0", malformed(2, "1,+0")),
        (
            "0,0 0,10001",
            GameError::Illegal {
                number: 2,
                error: MoveError::OutOfRange { x: 0, y: 10_001 },
            },
        ),
        (
            "0,0 1,1 2,2 1,1",
            GameError::Illegal {
                number: 4,
                error: MoveError::Taken {
                    point: point(1, 1),
                    by: Player::O,
                    number: 2,
                },
            },
        ),
        (
            "0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0 9,5",
            GameError::AfterWin {
                number: 10,
                winner: Player::X,
            },
        ),
        // A move after the win is refused even on a taken cell.
        (
            "0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0 0,0",
            GameError::AfterWin {
                number: 10,
                winner: Player::X,
            },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(text.parse::<Board>(), Err(error), "{text:?}");
    }
    let message = |text: &str| text.parse::<Board>().unwrap_err().to_string();
    assert_eq!(
        message("0,0 1;1"),
        r#"move 2 is "1;1": a move is x,y, two integers from -10000 to 10000 such as 3,-2"#
    );
    assert_eq!(
        message("0,0 -10001,0"),
        "move 2: -10001,0 is off the board: coordinates run from -10000 to 10000"
    );
    assert_eq!(
        message("0,0 1,1 0,0"),
        "move 3: 0,0 is already taken by X (move 1)"
    );
    assert_eq!(
        message("0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0 9,5"),
        "move 10 comes after the end: X has five in a row"
    );
}

#[test]
fn bounds_enclose_every_stone() {
    assert_eq!(Board::new().bounds(), None);
    assert_eq!(
        board("0,0 -3,2 5,-1").bounds(),
        Some(Rect {
            left: -3,
            top: -1,
            right: 5,
            bottom: 2
        })
    );
}

/// The weight of `cell` in `board`, from `normal::weights`.
fn weight(board: &Board, x: i32, y: i32) -> f64 {
    let weights = normal::weights(board);
    let found = weights.iter().find(|(cell, _)| *cell == point(x, y));
    found
        .unwrap_or_else(|| panic!("{x},{y} is no candidate in {board:?}"))
        .1
}

// In the positions below, X's stones are the ones that matter and O's lie far
// away unless said otherwise. A line without stones weighs 0.25 (a lone stone
// open at both ends) for each side that tries it.

#[test]
fn the_first_move_is_the_origin_and_the_first_reply_touches_it() {
    let empty = Board::new();
    // Four open lone stones for X, four for O.
    assert_eq!(normal::weights(&empty), [(Point::ORIGIN, 2.0)]);
    assert_eq!(normal::best_move(&empty, |_| 0), Ok(Point::ORIGIN));

    let one = board("0,0");
    // O at 1,0: X's stone there would make an open two on the row (5) and
    // three lone stones (0.75); O's would be a lone stone closed on one side
    // on the row (0.1) and three open ones (0.75).
    assert_eq!(weight(&one, 1, 0), 6.6);
    assert_eq!(weight(&one, 1, 1), 6.6);
    // Two cells away: X's stone joins a torn one, divided by 2 (0.25 / 2).
    assert_eq!(weight(&one, 2, 0), 0.25 + 0.125 + 0.75 + 1.0);
    // Off every line through the stone: eight open lone stones.
    assert_eq!(weight(&one, 2, 1), 2.0);
    assert_eq!(normal::weights(&one).len(), 24);
    // The eight neighbours tie exactly, and each is picked by some index.
    let replies: HashSet<Point> = (0..8)
        .map(|k| {
            normal::best_move(&one, |n| {
                assert_eq!(n, 8);
                k
            })
            .unwrap()
        })
        .collect();
    assert_eq!(replies.len(), 8);
    assert!(replies.iter().all(|p| p.x().abs() <= 1 && p.y().abs() <= 1));
}

#[test]
fn pinned_weights_of_attacks() {
    // X X X c, X to move: an open four on the row (100) and three lone stones
    // (0.75); O's stone there would be closed on one side (0.1) + 0.75.
    let three = board("0,0 20,20 1,0 20,22 2,0 22,20");
    assert_eq!(weight(&three, 3, 0), 101.6);
    assert_eq!(weight(&three, -1, 0), 101.6);

    // X X _ c: a lone stone open both ways (0.25) and a torn open two halved
    // (5 / 2), + 0.75: a torn three, one break point, no bonus. O's stone
    // there: a lone stone with room (0.25) + 0.75.
    let torn = board("0,0 20,20 1,0 20,22");
    assert_eq!(weight(&torn, 3, 0), 4.5);
    // X _ X _ c: torn lone stones one and two empty cells away, divided by 2
    // and by 3: 0.25 + 0.125 + 0.25 / 3 + 0.75, and 1 for O.
    let far = board("0,0 20,20 2,0 20,22");
    assert_eq!(weight(&far, 4, 0), 53.0 / 24.0);

    // O to move, c _ X X X X: X's torn run reaches the fourth cell and is
    // open, as its own stone follows on the fifth (7 / 2, where seed 001's
    // code said 4 / 2), + 0.25 + 0.75 for X; O's stone 0.25 + 0.75.
    let beyond = board("2,0 20,20 3,0 20,22 4,0 22,20 5,0");
    assert_eq!(weight(&beyond, 0, 0), 5.5);

    // Two open threes at once: 7 + 7 + 0.5, and 100 for two break points;
    // O's stone there would be closed on both lines: 0.1 + 0.1 + 0.5.
    let fork = board("1,0 20,20 2,0 20,22 0,1 22,20 0,2 22,22");
    assert_eq!(weight(&fork, 0, 0), 115.2);

    // O at -3,0 and 1,0, X to move: on the row X's stone at 0,0 has three
    // free cells, no room for five, and counts nothing; 0.75 elsewhere. O's
    // stone would make an open two (5) and a lone stone two cells off
    // (0.25 / 3), + 0.75.
    let cramped = board("9,9 -3,0 9,7 1,0");
    assert_eq!(weight(&cramped, 0, 0), 79.0 / 12.0);
}

#[test]
fn the_coordinate_limit_is_a_wall() {
    let limit = Point::LIMIT;
    let corner = board(&format!("{limit},{limit}"));
    // Only the cells within the limit are candidates.
    assert_eq!(normal::weights(&corner).len(), 8);
    // Next to the stone along the edge, X's stone would make a two closed by
    // the wall (2) and two lone stones with room on one side (0.1 each); the
    // line towards the wall has no room. O's: three lone stones closed on
    // one side, 0.1 each.
    assert_eq!(weight(&corner, limit - 1, limit), 2.5);
}

#[test]
fn pinned_weights_of_fives() {
    // X X X X c, closed by O on the left, X to move: the five weighs 200, and
    // completing it 10,000, + 0.75; O's stone: 0.1 + 0.75.
    let win = board("0,0 -1,0 1,0 20,20 2,0 20,22 3,0 22,20");
    assert_eq!(weight(&win, 4, 0), 10_201.6);
    // The same with O to move: blocking X's five adds 1,000, not 10,000.
    let block = board("0,0 -1,0 1,0 20,20 2,0 20,22 3,0");
    assert_eq!(weight(&block, 4, 0), 1_201.6);
    assert_eq!(normal::best_move(&block, |_| 0), Ok(point(4, 0)));
}

/// Whether a stone of `player` on `cell` would be part of five or more in a
/// row, looking along each line as far as the row goes.
fn completes_five(stones: &HashMap<Point, Player>, cell: Point, player: Player) -> bool {
    DIRECTIONS.iter().any(|&(dx, dy)| {
        let reach = |sign: i32| {
            (1..)
                .map(|k| Point::new(cell.x() + sign * k * dx, cell.y() + sign * k * dy).ok())
                .take_while(|p| p.and_then(|p| stones.get(&p)) == Some(&player))
                .count()
        };
        1 + reach(-1) + reach(1) >= 5
    })
}

/// The empty cells where a stone of `player` completes five.
fn completions(board: &Board, player: Player) -> HashSet<Point> {
    let stones: HashMap<Point, Player> = board
        .moves()
        .iter()
        .map(|&p| (p, board.get(p).unwrap()))
        .collect();
    stones
        .keys()
        .flat_map(|p| (-1..=1).flat_map(move |dy| (-1..=1).filter_map(move |dx| p.offset(dx, dy))))
        .filter(|cell| !stones.contains_key(cell) && completes_five(&stones, *cell, player))
        .collect()
}

#[derive(Debug, Default)]
struct Tactics {
    positions: usize,
    wins: usize,
    blocks: usize,
    lost: usize,
}

/// The bot wins when it can and otherwise blocks, and the weights say so: a
/// win weighs at least 10,200, a block from 1,200 to 10,200, the rest less.
/// Returns the bot's move and the candidate cells.
fn assert_wins_or_blocks(board: &Board, tactics: &mut Tactics) -> (Point, Vec<Point>) {
    let mover = board.to_move();
    let wins = completions(board, mover);
    let blocks = completions(board, mover.opponent());
    let weights = normal::weights(board);
    let cells: Vec<Point> = weights.iter().map(|&(cell, _)| cell).collect();
    let all = |set: &HashSet<Point>| set.iter().all(|cell| cells.contains(cell));
    assert!(all(&wins) && all(&blocks), "{board:?}");
    for &(cell, weight) in &weights {
        let tier = if wins.contains(&cell) {
            weight >= 10_200.0
        } else if blocks.contains(&cell) {
            (1_200.0..10_200.0).contains(&weight)
        } else {
            weight < 1_200.0
        };
        assert!(tier, "{board:?}: {cell} weighs {weight}");
    }
    let chosen = normal::best_move(board, |n| n - 1).unwrap();
    tactics.positions += 1;
    if !wins.is_empty() {
        assert!(wins.contains(&chosen), "{board:?}: {chosen} does not win");
        tactics.wins += 1;
    } else if !blocks.is_empty() {
        assert!(
            blocks.contains(&chosen),
            "{board:?}: {chosen} does not block"
        );
        tactics.blocks += 1;
        tactics.lost += usize::from(blocks.len() > 1);
    }
    (chosen, cells)
}

#[test]
fn the_bot_completes_a_five_and_otherwise_blocks_one_on_random_positions() {
    let mut tactics = Tactics::default();
    let mut rng = Rng::new(3);
    for _ in 0..50 {
        random_game(&mut rng, (0, 0), |board| {
            if !board.outcome().is_over() {
                assert_wins_or_blocks(board, &mut tactics);
            }
        });
    }
    // Games where a bot plays some moves make threats a random player would
    // rarely leave, and long open rows.
    for _ in 0..50 {
        let mut board = Board::new();
        while !board.outcome().is_over() && board.moves().len() < 80 {
            let (bot, cells) = assert_wins_or_blocks(&board, &mut tactics);
            let next = if rng.below(2) == 0 {
                bot
            } else {
                cells[rng.below(cells.len())]
            };
            board.play(next).unwrap();
        }
    }
    assert!(tactics.positions > 3_000, "{tactics:?}");
    assert!(
        tactics.wins > 500 && tactics.blocks > 300 && tactics.lost > 100,
        "{tactics:?}"
    );
}

#[test]
fn the_bot_blocks_every_kind_of_four() {
    // O to move in each; X's four is in the row y = 0.
    let cases = [
        ("0,0 9,9 1,0 9,7 3,0 7,9 4,0", vec![point(2, 0)]),
        ("0,0 -1,0 1,0 9,7 2,0 7,9 3,0", vec![point(4, 0)]),
        (
            "0,0 9,9 1,0 9,7 2,0 7,9 3,0",
            vec![point(-1, 0), point(4, 0)],
        ),
        ("0,0 9,9 2,0 9,7 3,0 7,9 4,0", vec![point(1, 0)]),
    ];
    for (moves, blocks) in cases {
        let game = board(moves);
        for k in 0..4 {
            let chosen = normal::best_move(&game, |n| k % n).unwrap();
            assert!(blocks.contains(&chosen), "{moves}: {chosen}");
        }
    }
}

#[test]
fn a_finished_game_has_no_move() {
    let won = board("0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0");
    assert_eq!(normal::weights(&won), []);
    assert_eq!(normal::best_move(&won, |_| 0), Err(MoveError::GameOver));
}

#[test]
fn bot_games_end_in_a_win() {
    for seed in 0..10 {
        let game = bot_game(&mut Rng::new(seed), usize::MAX);
        assert!(game.winner().is_some(), "{game:?}");
    }
}

#[test]
fn the_bot_picks_among_the_heaviest_cells() {
    // X's open three on the row has two heaviest ends, -1,0 and 3,0.
    let three = board("0,0 20,20 1,0 20,22 2,0 22,20");
    let picked: Vec<Point> = (0..4)
        .map(|k| normal::best_move(&three, |n| k % n).unwrap())
        .collect();
    assert_eq!(
        picked,
        [point(-1, 0), point(3, 0), point(-1, 0), point(3, 0)]
    );
    let won = board("0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0");
    assert_eq!(normal::best_move(&won, |_| 0), Err(MoveError::GameOver));
}
