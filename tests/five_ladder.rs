//! The ladder of five in a row's levels: legal moves under every rule and
//! board, play that varies with the seed and repeats with it, Beginner's
//! lapses, and the fives no level above it misses (Hard's are tested with
//! its search).
#![cfg(not(target_arch = "wasm32"))]

use inarow::engine::five::ladder::Level;
use inarow::engine::five::{normal, Area, Board, Direction, Player, Point, Rule};
use inarow::engine::rng::Rng;

/// How many moves a test may ask of `level`, of `most`: the deeper
/// searches are slow in a debug build. Hard is left out, as its 200,000
/// positions a move would take seconds: `tests/search.rs` and
/// `tests/renju.rs` test its moves.
fn moves_of(level: Level, most: usize) -> usize {
    match level.nodes() {
        0 => most,
        nodes if nodes <= 5_000 => most.min(16),
        nodes if nodes <= 50_000 => most.min(4),
        _ => 0,
    }
}

/// The move of `level`, one below Hard.
fn play(level: Level, board: &Board, rng: &mut Rng) -> Point {
    let moved = level.play(board, rng).expect("a level below Hard");
    moved.unwrap_or_else(|error| panic!("{level:?} on {board:?}: {error}"))
}

/// The empty cells where a stone of `player` would give it a winning row.
fn fives(board: &Board, player: Player) -> Vec<Point> {
    let own = |cell: Point, stone: Point| cell == stone || board.get(cell) == Some(player);
    near_cells(board)
        .into_iter()
        .filter(|&stone| {
            Direction::ALL.iter().any(|&direction| {
                let run = |sign| stone.run(direction, sign, |cell| own(cell, stone));
                board.rule().wins(player, run(-1) + 1 + run(1))
            })
        })
        .collect()
}

/// The empty cells within two of a stone, inside the board's reach.
fn near_cells(board: &Board) -> Vec<Point> {
    let mut cells: Vec<Point> = board
        .moves()
        .iter()
        .flat_map(|stone| {
            (-2..=2).flat_map(move |dy| (-2..=2).filter_map(move |dx| stone.offset(dx, dy)))
        })
        .filter(|&cell| board.get(cell).is_none() && board.reach().contains(cell))
        .collect();
    cells.sort_by_key(|cell| (cell.y(), cell.x()));
    cells.dedup();
    cells
}

/// The empty cells where a stone of `player` would make an open four:
/// four in a row, both ends empty. Where there is one, `player` has an
/// open three (or a broken one).
fn open_fours(board: &Board, player: Player) -> Vec<Point> {
    let owns = |cell: Point, stone: Point| cell == stone || board.get(cell) == Some(player);
    near_cells(board)
        .into_iter()
        .filter(|&stone| {
            Direction::ALL.iter().any(|&direction| {
                let run = |sign| stone.run(direction, sign, |cell| owns(cell, stone));
                let (back, ahead) = (run(-1), run(1));
                let open = |sign: i32, run: usize| {
                    stone
                        .step(direction, sign * (run as i32 + 1))
                        .is_some_and(|end| board.get(end).is_none())
                };
                back + ahead + 1 == 4 && open(-1, back) && open(1, ahead)
            })
        })
        .collect()
}

/// Positions from games where the moves are Normal's or any cell near the
/// stones, one as likely as the other, under `rule`: threats of every
/// kind, left open more often than bots leave them.
fn positions(seed: u64, games: usize, rule: Rule) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut board = Board::with(rule, Area::Unbounded);
        while !board.outcome().is_over() && board.moves().len() < 60 {
            let next = match rng.below(2) {
                0 => play(Level::Normal, &board, &mut rng),
                _ => {
                    let cells = normal::weights(&board);
                    cells[rng.below(cells.len())].0
                }
            };
            board.play(next).unwrap();
            if !board.outcome().is_over() {
                positions.push(board.clone());
            }
        }
    }
    positions
}

/// Checks that `point` is a move the side to move may play on `board`.
fn assert_legal(board: &Board, point: Point, level: Level) {
    assert_eq!(board.get(point), None, "{level:?} on {board:?}: {point}");
    assert!(
        board.reach().contains(point),
        "{level:?} on {board:?}: {point} is out of reach"
    );
    assert_eq!(board.foul(point), None, "{level:?} on {board:?}: {point}");
}

#[test]
fn every_level_plays_legal_moves_under_every_rule_and_board() {
    let boards = [
        (Rule::Freestyle, Area::Unbounded),
        (Rule::Standard, Area::sized(15, 15).unwrap()),
        (Rule::Renju, Area::Unbounded),
        (Rule::Renju, Area::sized(15, 15).unwrap()),
    ];
    for level in Level::ALL {
        let moves = moves_of(level, 200);
        let mut rng = Rng::new(level as u64);
        for (rule, area) in boards {
            // The bot plays X, black under renju; the other side any cell
            // near the stones, from a corner of a fixed board.
            let mut board = Board::with(rule, area);
            if let Area::Bounded(rect) = area {
                board
                    .play(Point::new(rect.left, rect.top).unwrap())
                    .unwrap();
            }
            while !board.outcome().is_over() && board.moves().len() < moves {
                let point = if board.to_move() == Player::X {
                    let point = play(level, &board, &mut rng);
                    assert_legal(&board, point, level);
                    point
                } else {
                    let cells = near_cells(&board);
                    cells[rng.below(cells.len())]
                };
                board.play(point).unwrap();
            }
        }
    }
}

/// Two balanced openings: one where the search levels soon meet forced
/// moves, where a strong level may play one game whatever its seed, and a
/// quieter one.
const OPENINGS: [&str; 2] = ["0,0 -2,-1 2,-3", "0,0 1,1 2,0"];

/// A game of `level` as O against Normal breaking its ties the same way
/// each time, from `opening`, `moves` stones long at most.
fn game(level: Level, opening: &str, seed: u64, moves: usize) -> Vec<Point> {
    let mut board: Board = opening.parse().unwrap();
    let mut rng = Rng::new(seed);
    while !board.outcome().is_over() && board.moves().len() < moves {
        let point = match board.to_move() {
            Player::O => play(level, &board, &mut rng),
            Player::X => normal::best_move(&board, |_| 0).unwrap(),
        };
        board.play(point).unwrap();
    }
    board.moves().to_vec()
}

#[test]
fn each_level_below_hard_varies_with_the_seed_and_repeats_with_it() {
    for level in Level::ALL.into_iter().filter(|&level| level != Level::Hard) {
        let (seeds, moves) = match level.nodes() {
            0 => (8, 25),
            nodes if nodes <= 5_000 => (5, 19),
            _ => (3, 11),
        };
        let mut games = Vec::new();
        for opening in OPENINGS {
            for seed in 0..seeds {
                games.push(game(level, opening, seed, moves));
            }
        }
        let again = game(level, OPENINGS[0], 1, moves);
        assert_eq!(again, games[1], "{level:?} repeats");
        let mut distinct = games.clone();
        distinct.sort_by_key(|game| format!("{game:?}"));
        distinct.dedup();
        assert!(
            distinct.len() > OPENINGS.len(),
            "{level:?} played one game from each opening for {seeds} seeds: {:?}",
            games[0]
        );
    }
}

/// How often a level, facing a threat, answered it or let it be.
#[derive(Debug, Default)]
struct Lapses {
    fours: usize,
    missed_fours: usize,
    threes: usize,
    missed_threes: usize,
}

/// What `level` does with the fours and open threes of the other side in
/// `positions`: a four is answered by its block, an open three by a move
/// after which it opens no four, or by a four of the level's own.
fn lapses(level: Level, positions: &[Board], seed: u64) -> Lapses {
    let mut rng = Rng::new(seed);
    let mut lapses = Lapses::default();
    for board in positions {
        let (mover, other) = (board.to_move(), board.to_move().opponent());
        if !fives(board, mover).is_empty() {
            continue;
        }
        let blocks = fives(board, other);
        let threes = open_fours(board, other);
        if blocks.is_empty() && threes.is_empty() {
            continue;
        }
        let point = play(level, board, &mut rng);
        if !blocks.is_empty() {
            lapses.fours += 1;
            lapses.missed_fours += usize::from(!blocks.contains(&point));
            continue;
        }
        let mut after = board.clone();
        after.play(point).unwrap();
        let answered = !fives(&after, mover).is_empty() || open_fours(&after, other).is_empty();
        lapses.threes += 1;
        lapses.missed_threes += usize::from(!answered);
    }
    lapses
}

#[test]
fn beginner_sometimes_misses_a_four_and_an_open_three_and_novice_misses_fewer() {
    let positions = positions(11, 25, Rule::Freestyle);
    let beginner = lapses(Level::Beginner, &positions, 1);
    assert!(beginner.fours > 50 && beginner.threes > 50, "{beginner:?}");
    let rate = |missed: usize, of: usize| missed as f64 / of as f64;
    let four_rate = rate(beginner.missed_fours, beginner.fours);
    let three_rate = rate(beginner.missed_threes, beginner.threes);
    // Sometimes, not always: it is no random player.
    assert!((0.1..0.7).contains(&four_rate), "{beginner:?}");
    assert!((0.1..0.8).contains(&three_rate), "{beginner:?}");
    let novice = lapses(Level::Novice, &positions, 1);
    assert_eq!(novice.missed_fours, 0, "{novice:?}");
    assert!(novice.missed_threes > 0, "{novice:?}");
    assert!(
        rate(novice.missed_threes, novice.threes) < three_rate,
        "{novice:?}"
    );
}

#[test]
fn no_level_above_beginner_misses_a_five_to_make_or_to_block() {
    // Hard's blocks and wins are `tests/search.rs`'s.
    // Renju's forbidden points are slow to find in a debug build: fewer
    // games.
    for (rule, games) in [(Rule::Freestyle, 20), (Rule::Renju, 8)] {
        let positions = positions(rule as u64 + 5, games, rule);
        for level in &Level::ALL[1..] {
            let mut rng = Rng::new(3);
            let (mut wins, mut blocks) = (0, 0);
            let most = match moves_of(*level, usize::MAX) {
                0 => continue,
                most => most,
            };
            for board in &positions {
                if wins.min(blocks) >= most {
                    break;
                }
                let mover = board.to_move();
                let own = fives(board, mover);
                // Black's forbidden points are no block, under renju.
                let theirs: Vec<Point> = fives(board, mover.opponent())
                    .into_iter()
                    .filter(|&cell| board.foul(cell).is_none())
                    .collect();
                // Enough of one kind: only the other is asked for.
                let asked = match own.is_empty() {
                    false => wins < most,
                    true => !theirs.is_empty() && blocks < most,
                };
                if !asked {
                    continue;
                }
                let point = play(*level, board, &mut rng);
                if !own.is_empty() {
                    assert!(own.contains(&point), "{level:?} {board:?}: {point}");
                    wins += 1;
                } else {
                    assert!(theirs.contains(&point), "{level:?} {board:?}: {point}");
                    blocks += 1;
                }
            }
            assert!(
                wins >= most.min(10) && blocks >= most.min(10),
                "{level:?} {rule:?}: {wins} {blocks}"
            );
        }
    }
}
