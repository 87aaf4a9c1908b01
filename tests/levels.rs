//! The bots' strength and their reasons, checked over every line of play and
//! every position.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::{never_loses, positions_in_play};
use tictactoe::engine::classic::rules::{rule_moves, Level, Rule};
use tictactoe::engine::classic::{
    perfect, Board, Cell, CellSet, Line, Outcome, Player, Reason, Verdict, LINES,
};

/// The cells the rule player at `level` may play.
fn rule_cells(level: Level) -> impl Fn(Board) -> CellSet {
    move |board| {
        rule_moves(board, level)
            .unwrap()
            .into_iter()
            .map(|(cell, _)| cell)
            .collect()
    }
}

fn best_cells(board: Board) -> CellSet {
    perfect::best_moves(board).unwrap()
}

#[test]
fn hard_and_impossible_never_lose_moving_first_or_second() {
    for bot in [Player::X, Player::O] {
        assert!(never_loses(Board::EMPTY, bot, &rule_cells(Level::Hard)) > 0);
        assert!(never_loses(Board::EMPTY, bot, &best_cells) > 0);
    }
}

/// Whether the bot's opponent can force a win from `board`, whichever of its
/// allowed cells the bot picks each time.
fn can_be_beaten(board: Board, bot: Player, moves: &impl Fn(Board) -> CellSet) -> bool {
    match board.outcome() {
        Outcome::Won { winner, .. } => winner != bot,
        Outcome::Draw => false,
        Outcome::InProgress if board.to_move() == bot => moves(board)
            .iter()
            .all(|cell| can_be_beaten(board.play(cell).unwrap(), bot, moves)),
        Outcome::InProgress => board
            .legal_moves()
            .iter()
            .any(|cell| can_be_beaten(board.play(cell).unwrap(), bot, moves)),
    }
}

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

#[test]
fn medium_and_easy_can_be_beaten_moving_second_but_not_first() {
    for level in [Level::Easy, Level::Medium] {
        let moves = rule_cells(level);
        assert!(can_be_beaten(Board::EMPTY, Player::O, &moves), "{level}");
        assert!(never_loses(Board::EMPTY, Player::X, &moves) > 0, "{level}");
    }
    for bot in [Player::X, Player::O] {
        assert!(!can_be_beaten(Board::EMPTY, bot, &rule_cells(Level::Hard)));
        assert!(!can_be_beaten(Board::EMPTY, bot, &best_cells));
    }
}

#[test]
fn medium_and_easy_lose_to_opposite_corners() {
    // X takes a corner and the bot the centre; X takes the opposite corner.
    // Without "block a fork" the bot takes a corner, which X must block, and
    // that block joins two of X's lines.
    for level in [Level::Easy, Level::Medium] {
        let centre = rule_moves(board("X........"), level).unwrap();
        assert_eq!(centre, [(cell(4), Reason::Centre)], "{level}");
        let corners = rule_moves(board("X...O...X"), level).unwrap();
        assert_eq!(
            corners,
            [
                (cell(2), Reason::EmptyCorner),
                (cell(6), Reason::EmptyCorner)
            ],
            "{level}"
        );
        for (corner, block) in [(2, 6), (6, 2)] {
            let blocked = board("X...O...X")
                .play(cell(corner))
                .and_then(|board| board.play(cell(block)))
                .unwrap();
            // X now threatens two lines; the bot blocks one, X completes the other.
            let blocks = rule_moves(blocked, level).unwrap();
            assert_eq!(blocks.len(), 2, "{level}");
            for (bot, reason) in blocks {
                assert!(matches!(reason, Reason::Block(_)), "{level}");
                let after = blocked.play(bot).unwrap();
                let wins = after.legal_moves().iter().filter(|&x| {
                    let end = after.play(x).unwrap().outcome();
                    matches!(
                        end,
                        Outcome::Won {
                            winner: Player::X,
                            ..
                        }
                    )
                });
                assert_eq!(wins.count(), 1, "{level}");
            }
        }
    }
    assert!(can_be_beaten(
        board("X...O...X"),
        Player::O,
        &rule_cells(Level::Medium)
    ));
    assert!(!can_be_beaten(
        board("X...O...X"),
        Player::O,
        &rule_cells(Level::Hard)
    ));
}

/// Whether levels `a` and `b`, playing `bot`, choose among the same cells in
/// every position they can reach from `board`.
fn same_choices(board: Board, bot: Player, a: Level, b: Level) -> bool {
    if board.outcome().is_over() {
        return true;
    }
    let choices = if board.to_move() == bot {
        let (of_a, of_b) = (rule_cells(a)(board), rule_cells(b)(board));
        if of_a != of_b {
            return false;
        }
        of_a
    } else {
        board.legal_moves()
    };
    choices
        .iter()
        .all(|cell| same_choices(board.play(cell).unwrap(), bot, a, b))
}

#[test]
fn medium_plays_like_hard_moving_first_and_like_easy_moving_second() {
    // Found by trying every line: blocking forks never changes a move of the
    // first player, and making them never changes one of the second player.
    let cases = [
        (Player::X, Level::Hard, Level::Easy),
        (Player::O, Level::Easy, Level::Hard),
    ];
    for (bot, like, unlike) in cases {
        assert!(same_choices(Board::EMPTY, bot, Level::Medium, like));
        assert!(!same_choices(Board::EMPTY, bot, Level::Medium, unlike));
    }
}

fn cell(index: usize) -> Cell {
    Cell::new(index).unwrap()
}

/// The cells where the side with `marks` would complete a line, found by
/// trying each empty cell in turn.
fn completing(marks: CellSet, empty: CellSet) -> CellSet {
    empty
        .iter()
        .filter(|&cell| {
            let after = marks.with(cell);
            LINES.iter().any(|line| after.is_superset(line.set()))
        })
        .collect()
}

fn without(set: CellSet, cell: Cell) -> CellSet {
    set.iter().filter(|&other| other != cell).collect()
}

/// The cells where the side with `marks` would then have two cells to
/// complete a line at.
fn forking(marks: CellSet, empty: CellSet) -> CellSet {
    empty
        .iter()
        .filter(|&cell| completing(marks.with(cell), without(empty, cell)).len() >= 2)
        .collect()
}

/// `line` runs through `cell`, and holding it with `marks` leaves the line
/// two marks and one empty cell, which is returned.
fn threat_through(line: Line, cell: Cell, marks: CellSet, empty: CellSet) -> Option<Cell> {
    let cells = line.cells();
    let after = marks.with(cell);
    let open: Vec<Cell> = cells
        .into_iter()
        .filter(|&c| c != cell && empty.contains(c))
        .collect();
    let held = cells.iter().filter(|&&c| after.contains(c)).count();
    (cells.contains(&cell) && held == 2 && open.len() == 1).then(|| open[0])
}

fn corner(cell: Cell) -> bool {
    [0, 2, 6, 8].contains(&cell.index())
}

fn opposite(cell: Cell) -> Cell {
    Cell::new(8 - cell.index()).unwrap()
}

/// The forcing moves the rule "block a fork" allows: two in a line, where
/// the opponent's block leaves it fewer than two cells to win at.
fn safe_forcing(mine: CellSet, yours: CellSet, empty: CellSet) -> CellSet {
    empty
        .iter()
        .filter(|&cell| {
            LINES.iter().any(|&line| {
                threat_through(line, cell, mine, empty).is_some_and(|reply| {
                    let left = without(without(empty, cell), reply);
                    completing(yours.with(reply), left).len() < 2
                })
            })
        })
        .collect()
}

/// The rule that the list, read independently of the engine, applies first,
/// and the cells it allows.
fn expected(board: Board, level: Level) -> (Rule, CellSet) {
    let me = board.to_move();
    let (mine, yours) = (board.marks(me), board.marks(me.opponent()));
    let empty = board.empty_cells();
    let corners: CellSet = empty.iter().filter(|&c| corner(c)).collect();
    let opposites: CellSet = corners
        .iter()
        .filter(|&c| yours.contains(opposite(c)))
        .collect();
    let centre = Cell::new(4).unwrap();
    let candidates = [
        (Rule::Win, completing(mine, empty)),
        (Rule::Block, completing(yours, empty)),
        (Rule::Fork, forking(mine, empty)),
        (Rule::BlockFork, forking(yours, empty)),
        (
            Rule::Centre,
            empty.iter().filter(|&c| c == centre).collect(),
        ),
        (Rule::OppositeCorner, opposites),
        (Rule::EmptyCorner, corners),
        (Rule::EmptySide, empty),
    ];
    let (rule, cells) = candidates
        .into_iter()
        .find(|(rule, cells)| level.uses(*rule) && !cells.is_empty())
        .unwrap();
    let forcing = safe_forcing(mine, yours, empty);
    if rule == Rule::BlockFork && !forcing.is_empty() {
        return (rule, forcing);
    }
    (rule, cells)
}

#[test]
fn rule_moves_are_the_first_rule_that_applies() {
    let mut seen = Vec::new();
    for board in positions_in_play() {
        for level in Level::ALL {
            let moves = rule_moves(board, level).unwrap();
            let cells: CellSet = moves.iter().map(|&(cell, _)| cell).collect();
            assert_eq!(cells.len(), moves.len(), "{board}: a cell twice");
            let (rule, expected_cells) = expected(board, level);
            assert_eq!(cells, expected_cells, "{board} {level}");
            for (cell, reason) in moves {
                assert_eq!(reason.rule(), Some(rule), "{board} {level} {cell}");
                assert!(
                    reason_holds(board, cell, reason),
                    "{board} {level}: {cell} {reason:?}"
                );
                if !seen.contains(&reason.rule()) {
                    seen.push(reason.rule());
                }
            }
        }
    }
    assert_eq!(seen.len(), Rule::ALL.len(), "every rule applies somewhere");
}

/// What `reason` claims about playing `cell` on `board` is true there.
fn reason_holds(board: Board, cell: Cell, reason: Reason) -> bool {
    let me = board.to_move();
    let (mine, yours) = (board.marks(me), board.marks(me.opponent()));
    let empty = board.empty_cells();
    let two_of = |line: Line, marks: CellSet| threat_through(line, cell, marks, empty);
    match reason {
        Reason::Win(line) => mine.with(cell).is_superset(line.set()),
        Reason::Block(line) => yours.with(cell).is_superset(line.set()),
        Reason::Fork(a, b) => {
            // Two different lines through the cell, each then one mark short.
            a != b && two_of(a, mine).is_some() && two_of(b, mine).is_some()
        }
        Reason::ForcesBlock(line) => two_of(line, mine).is_some_and(|reply| {
            let left = without(without(empty, cell), reply);
            completing(yours.with(reply), left).len() < 2
        }),
        Reason::BlocksFork(a, b) => {
            a != b && two_of(a, yours).is_some() && two_of(b, yours).is_some()
        }
        Reason::Centre => cell.index() == 4,
        Reason::OppositeCorner => corner(cell) && yours.contains(opposite(cell)),
        Reason::EmptyCorner => corner(cell),
        Reason::EmptySide => cell.index() % 2 == 1,
        Reason::Minimax(_) => false,
    }
}

/// Plays the perfect player against itself from `board`, over every choice
/// among best moves, and returns the lengths in plies the games can have.
fn perfect_game_lengths(board: Board) -> BTreeSet<usize> {
    if board.outcome().is_over() {
        return BTreeSet::from([0]);
    }
    best_cells(board)
        .iter()
        .flat_map(|cell| perfect_game_lengths(board.play(cell).unwrap()))
        .map(|length| length + 1)
        .collect()
}

#[test]
fn the_perfect_players_reason_matches_the_values_of_the_moves() {
    let mut seen = Vec::new();
    for board in positions_in_play() {
        let scores: Vec<i8> = perfect::move_scores(board)
            .unwrap()
            .iter()
            .flatten()
            .map(|score| score.minimax())
            .collect();
        let count = |value| scores.iter().filter(|&&s| s == value).count();
        let (wins, draws, losses) = (count(10), count(0), count(-10));
        let Reason::Minimax(verdict) = perfect::explain(board).unwrap() else {
            panic!("{board}: not a minimax reason");
        };
        match verdict {
            Verdict::Wins { moves } => {
                assert!(wins > 0, "{board}");
                // Both sides perfect, the winner's last move ends the game.
                let lengths = perfect_game_lengths(board);
                assert_eq!(lengths, BTreeSet::from([2 * moves - 1]), "{board}");
            }
            Verdict::OnlyDraw => assert_eq!((wins, draws), (0, 1), "{board}"),
            Verdict::AllDraw => assert_eq!((wins, losses), (0, 0), "{board}"),
            Verdict::Draws { losing } => {
                assert_eq!(wins, 0, "{board}");
                assert!(draws > 1 && losing == losses && losing > 0, "{board}");
            }
            Verdict::DelaysLoss => assert_eq!((wins, draws), (0, 0), "{board}"),
        }
        let kind = std::mem::discriminant(&verdict);
        if !seen.contains(&kind) {
            seen.push(kind);
        }
    }
    assert_eq!(seen.len(), 5, "every verdict occurs");
    assert!(perfect::explain(board("XXXOO....")).is_err());
}

#[test]
fn the_perfect_players_reasons_read_as_the_page_shows_them() {
    let cases = [
        ("XOOX.....", "Minimax: wins now"),
        ("OOXX.....", "Minimax: wins in 2 moves"),
        ("XO.......", "Minimax: wins in 3 moves"),
        ("X........", "Minimax: every other move loses"),
        (".........", "Minimax: every move draws"),
        (".X..O....", "Minimax: draws, while 1 other move loses"),
        ("..XXO....", "Minimax: draws, while 2 other moves lose"),
        (
            "XO.X.....",
            "Minimax: every move loses; this one holds out longest",
        ),
    ];
    for (text, reason) in cases {
        assert_eq!(perfect::explain(board(text)).unwrap().to_string(), reason);
    }
}
