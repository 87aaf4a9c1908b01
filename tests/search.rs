//! The Hard bot of five in a row: tactical puzzles it must solve within its
//! budget, its time limit, bounded boards and far-flung stones.
//!
//! Puzzles are checked against a forced-win search written here, over the
//! engine's `Position` alone, so that the bot is not judged by its own code.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/five.rs"]
mod five_common;

use std::cell::Cell;
use std::time::Instant;

use tictactoe::engine::five::search::{Area, Budget, Clock, Position, Searcher, Thought};
use tictactoe::engine::five::{Board, MoveError, Player, Point};

fn point(x: i32, y: i32) -> Point {
    Point::new(x, y).unwrap()
}

/// A position from a picture: `X`, `O` and `.` in rows, the top-left
/// character at `origin`, x growing to the right and y downwards.
fn picture(rows: &str, origin: (i32, i32), to_move: Player) -> Position {
    let mut position = Position::new(Area::Unbounded, to_move);
    for (y, row) in rows
        .lines()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .enumerate()
    {
        for (x, mark) in row.chars().filter(|c| !c.is_whitespace()).enumerate() {
            let at = point(origin.0 + x as i32, origin.1 + y as i32);
            match mark {
                'X' => position.place(at, Player::X).unwrap(),
                'O' => position.place(at, Player::O).unwrap(),
                _ => {}
            }
        }
    }
    position
}

/// Milliseconds since the clock was made.
fn wall_clock() -> impl Fn() -> f64 {
    let start = Instant::now();
    move || start.elapsed().as_secs_f64() * 1e3
}

fn think(position: &Position) -> Thought {
    let clock = wall_clock();
    Searcher::new(Searcher::DEFAULT_TABLE_BYTES)
        .think(position, Budget::DEFAULT, &clock)
        .unwrap()
}

/// The empty cells within two of a stone.
fn near(position: &Position) -> Vec<Point> {
    let mut cells: Vec<Point> = position
        .stones()
        .flat_map(|(stone, _)| {
            (-2..=2).flat_map(move |dy| (-2..=2).filter_map(move |dx| stone.offset(dx, dy)))
        })
        .filter(|&cell| position.get(cell).is_none() && position.area().contains(cell))
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

/// The cells where a stone of `player` makes five.
fn fives(position: &mut Position, player: Player) -> Vec<Point> {
    near(position)
        .into_iter()
        .filter(|&cell| {
            position.place(cell, player).unwrap();
            let five = position.winner() == Some(player);
            position.remove(cell);
            five
        })
        .collect()
}

/// Whether `attacker`, to move, wins by making a four with every move
/// (each answered by the only block) within `depth` of its moves.
fn wins_by_fours(position: &mut Position, attacker: Player, depth: u32) -> bool {
    let defender = attacker.opponent();
    if !fives(position, attacker).is_empty() {
        return true;
    }
    let threats = fives(position, defender);
    let tries = match threats[..] {
        [] if depth > 0 => near(position),
        [block] => vec![block],
        _ => return false,
    };
    tries.into_iter().any(|cell| {
        position.place(cell, attacker).unwrap();
        let wins = match fives(position, attacker)[..] {
            [] => false,
            [block] => {
                position.place(block, defender).unwrap();
                let wins = position.winner().is_none()
                    && wins_by_fours(position, attacker, depth.saturating_sub(1));
                position.remove(block);
                wins
            }
            _ => true,
        };
        position.remove(cell);
        wins
    })
}

/// Plays `cell` for the side to move and passes the move.
fn after(position: &Position, cell: Point) -> Position {
    let mut next = position.clone();
    next.place(cell, position.to_move()).unwrap();
    next.set_to_move(position.to_move().opponent());
    next
}

#[test]
fn completes_its_own_five_before_blocking_one() {
    let position = picture(
        "
        . X X X X . .
        . O O O O . .
        ",
        (0, 0),
        Player::X,
    );
    let thought = think(&position);
    assert!(
        [point(0, 0), point(5, 0)].contains(&thought.point),
        "{thought:?}"
    );
    assert!(thought.score > Thought::WIN_THRESHOLD);
}

#[test]
fn blocks_a_four() {
    let position = picture(
        "
        O X X X X .
        . . O . . .
        . . . O . .
        ",
        (0, 0),
        Player::O,
    );
    assert_eq!(think(&position).point, point(5, 0));
}

#[test]
fn stops_an_open_three_becoming_an_open_four() {
    let position = picture(
        "
        . . . . . . .
        . . X X X . .
        . . . . . . .
        . . . O . . .
        ",
        (0, 0),
        Player::O,
    );
    let mut before = position.clone();
    before.set_to_move(Player::X);
    assert!(
        wins_by_fours(&mut before, Player::X, 1),
        "the puzzle: X threatens an open four"
    );
    let reply = think(&position).point;
    assert!([point(1, 1), point(5, 1)].contains(&reply), "{reply}");
    assert!(!wins_by_fours(&mut after(&position, reply), Player::X, 3));
}

/// Three fours win for X, and nothing shorter does: (0,2) and (0,3) make
/// fours along their rows and leave three on the column x = 0, which (0,0)
/// turns into an open four beside a fourth four. The picture starts at
/// (-5,-1); the O stones on top close lines that would win sooner.
const THREE_FOURS: &str = "
    . . . . . . . O . . .
    . . . . O . X X X . O
    . . . . . X . . . . .
    O X X X . . . . . . .
    . . . . . . X X X O .
    . . . . . . . . . . .
";

#[test]
fn finds_a_win_by_three_fours() {
    let position = picture(THREE_FOURS, (-5, -1), Player::X);
    assert!(wins_by_fours(&mut position.clone(), Player::X, 3));
    assert!(
        !wins_by_fours(&mut position.clone(), Player::X, 2),
        "a longer puzzle"
    );

    // The bot wins against the best defence: itself.
    let mut game = position;
    let clock = wall_clock();
    let mut searcher = Searcher::new(Searcher::DEFAULT_TABLE_BYTES);
    for _ in 0..4 {
        let thought = searcher.think(&game, Budget::DEFAULT, &clock).unwrap();
        assert!(thought.score > Thought::WIN_THRESHOLD, "{thought:?}");
        game = after(&game, thought.point);
        if game.winner().is_some() {
            break;
        }
        let block = searcher.think(&game, Budget::DEFAULT, &clock).unwrap();
        game = after(&game, block.point);
    }
    assert_eq!(game.winner(), Some(Player::X));
}

#[test]
fn stops_the_opponents_win_by_fours() {
    // The same threat, with O to move and X's three fours still to come.
    let position = picture(THREE_FOURS, (-5, -1), Player::O);
    let mut threat = position.clone();
    threat.set_to_move(Player::X);
    assert!(
        wins_by_fours(&mut threat, Player::X, 3),
        "the puzzle: X threatens"
    );
    let reply = think(&position).point;
    assert!(
        !wins_by_fours(&mut after(&position, reply), Player::X, 4),
        "{reply} leaves X a win by fours"
    );
}

#[test]
fn blocks_a_four_far_from_the_other_stones() {
    // Thousands of cells apart: the grid squeezes the empty space between.
    let mut position = picture("X X X X", (5_000, -7_000), Player::O);
    for (x, y) in [(0, 0), (1, 1), (-3_000, 9_000)] {
        position.place(point(x, y), Player::O).unwrap();
    }
    position.place(point(4_999, -7_000), Player::O).unwrap();
    assert_eq!(think(&position).point, point(5_004, -7_000));
}

#[test]
fn stays_on_a_bounded_board_and_opens_in_its_centre() {
    let clock = wall_clock();
    let mut searcher = Searcher::new(1 << 20);
    let empty = Position::new(Area::sized(15, 15).unwrap(), Player::X);
    assert_eq!(
        searcher
            .think(&empty, Budget::DEFAULT, &clock)
            .unwrap()
            .point,
        point(7, 7)
    );

    // Both sides are Hard in a corner of a 7 by 6 board until it fills or
    // someone wins; every move lands on a free cell inside.
    let area = Area::sized(7, 6).unwrap();
    let mut game = Position::new(area, Player::X);
    game.place(point(0, 0), Player::X).unwrap();
    game.set_to_move(Player::O);
    let budget = Budget::from_ms(20).unwrap();
    while game.winner().is_none() && game.len() < 42 {
        let cell = searcher.think(&game, budget, &clock).unwrap().point;
        assert!(area.contains(cell) && game.get(cell).is_none(), "{cell}");
        game = after(&game, cell);
    }
    if game.len() == 42 {
        let full = searcher.think(&game, budget, &clock);
        assert_eq!(full, Err(MoveError::GameOver));
    }
}

#[test]
fn refuses_a_game_that_is_over() {
    let board: Board = "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0".parse().unwrap();
    let clock = wall_clock();
    let result =
        Searcher::new(1 << 16).think(&Position::from_board(&board), Budget::DEFAULT, &clock);
    assert_eq!(result, Err(MoveError::GameOver));
}

/// A clock that moves on a tenth of a millisecond each time it is read, and
/// remembers the last reading.
struct Counter(Cell<f64>);

impl Clock for Counter {
    fn now_ms(&self) -> f64 {
        self.0.set(self.0.get() + 0.1);
        self.0.get()
    }
}

#[test]
fn stops_at_the_first_reading_past_its_budget() {
    let mut rng = five_common::Rng::new(3);
    let board = five_common::bot_game(&mut rng, 30);
    let position = Position::from_board(&board);
    for ms in [1, 5, 40] {
        let clock = Counter(Cell::new(0.0));
        let thought = Searcher::new(1 << 20)
            .think(&position, Budget::from_ms(ms).unwrap(), &clock)
            .unwrap();
        // Readings come every few dozen positions: the bot may pass the
        // deadline by one reading, never by two.
        let spent = clock.0.get();
        assert!(
            spent <= f64::from(ms) + 0.25,
            "{ms} ms budget: {spent} ms read"
        );
        assert!(position.get(thought.point).is_none());
    }
}

#[test]
fn the_centre_is_the_middle_of_a_bounded_board() {
    assert_eq!(Area::Unbounded.centre(), Point::ORIGIN);
    let area = Area::sized(15, 20).unwrap();
    assert_eq!(area.centre(), Point::new(7, 10).unwrap());
}

#[test]
fn the_rules_of_a_position() {
    let mut position = Position::new(Area::sized(10, 10).unwrap(), Player::X);
    assert!(position.place(point(10, 0), Player::X).is_err());
    position.place(point(0, 0), Player::O).unwrap();
    assert!(position.place(point(0, 0), Player::X).is_err());
    for x in 1..5 {
        position.place(point(x, 0), Player::O).unwrap();
    }
    assert_eq!(position.winner(), Some(Player::O));
    assert!(position.place(point(9, 9), Player::X).is_err());
    position.remove(point(2, 0));
    assert_eq!(position.winner(), None);
    assert_eq!(Area::sized(0, 5), None);
}
