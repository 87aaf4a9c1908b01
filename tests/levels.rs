//! The levels' strength and their reasons, checked over every line of play
//! and every position, and the ladder they make against the model players.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
#[path = "common/ladder.rs"]
mod ladder;
use common::{never_loses, positions_in_play};
use inarow::engine::classic::rules::{rule_moves, Level, Rule};
use inarow::engine::classic::{
    perfect, total_weight, Board, Cell, CellSet, Line, Player, Reason, Verdict, LINES,
};
use inarow::play::classic::Opponent;
use ladder::{chances, Chances, LEVELS, MODELS};

/// The cells the bot of `level` may play.
fn bot_cells(level: Opponent) -> impl Fn(Board) -> CellSet {
    move |board| {
        let candidates = level.candidates(board).unwrap();
        candidates.into_iter().map(|c| c.cell).collect()
    }
}

#[test]
fn hard_and_impossible_never_lose_moving_first_or_second() {
    for level in [Opponent::Hard, Opponent::Impossible] {
        for bot in [Player::X, Player::O] {
            assert!(never_loses(Board::EMPTY, bot, &bot_cells(level)) > 0);
        }
    }
}

#[test]
fn impossible_never_loses_a_position_that_is_not_lost_already() {
    for board in positions_in_play() {
        if perfect::score(board).minimax() >= 0 {
            never_loses(board, board.to_move(), &bot_cells(Opponent::Impossible));
        }
    }
}

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

/// The chances of `level` against `model`, both sides pooled.
fn pooled(level: Opponent, model: ladder::Model) -> Chances {
    chances(level, model, Player::O).pooled(chances(level, model, Player::X))
}

#[test]
fn easy_and_medium_meet_their_targets_against_the_80_percent_player() {
    let sees_80 = MODELS[0];
    assert_eq!(sees_80.sight, 0.8);
    let easy = pooled(Opponent::Easy, sees_80);
    let easy_opening = chances(Opponent::Easy, sees_80, Player::X);
    assert!(easy.person >= 0.40, "{easy:?}");
    assert!(easy_opening.person >= 0.25, "{easy_opening:?}");
    let medium = pooled(Opponent::Medium, sees_80);
    assert!((0.12..=0.30).contains(&medium.person), "{medium:?}");
    for level in [Opponent::Hard, Opponent::Impossible] {
        assert_eq!(pooled(level, sees_80).person, 0.0, "{level:?}");
    }
}

/// Harder: the bot wins more often, and the person less often unless
/// neither level ever lets the person win.
fn harder(chances: Chances, than: Chances) -> bool {
    let person_fewer = chances.person < than.person || chances.person + than.person == 0.0;
    person_fewer && chances.bot > than.bot
}

#[test]
fn each_level_is_harder_than_the_one_before_against_every_model_player() {
    for model in MODELS {
        let ladder: Vec<Chances> = LEVELS.iter().map(|&level| pooled(level, model)).collect();
        for chances in &ladder {
            let total = chances.person + chances.draw + chances.bot;
            assert!((total - 1.0).abs() < 1e-12, "{chances:?}");
        }
        for (step, pair) in ladder.windows(2).enumerate() {
            let (easier, harder_level) = (LEVELS[step], LEVELS[step + 1]);
            assert!(
                harder(pair[1], pair[0]),
                "{harder_level:?} against {easier:?}, {}: {pair:?}",
                model.name
            );
        }
    }
}

#[test]
fn impossible_prefers_the_best_moves_that_leave_the_most_losing_replies() {
    for board in positions_in_play() {
        let best = perfect::best_moves(board).unwrap();
        let losing = |cell| {
            let after = board.play(cell).unwrap();
            let replies = after.legal_moves().iter();
            replies
                .filter(|&reply| perfect::score(after.play(reply).unwrap()).minimax() > 0)
                .count()
        };
        let most = best.iter().map(losing).max().unwrap();
        let expected: CellSet = best.iter().filter(|&c| losing(c) == most).collect();
        assert_eq!(perfect::trap_moves(board).unwrap(), expected, "{board}");
    }
    // Every opening draws; a corner leaves 7 of the 8 replies losing.
    let corners: CellSet = [0, 2, 6, 8].into_iter().map(cell).collect();
    assert_eq!(perfect::trap_moves(Board::EMPTY).unwrap(), corners);
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

/// The rule of Hard's list, read independently of the engine, that applies
/// first, and the cells it allows.
fn expected(board: Board) -> (Rule, CellSet) {
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
        .find(|(_, cells)| !cells.is_empty())
        .unwrap();
    let forcing = safe_forcing(mine, yours, empty);
    if rule == Rule::BlockFork && !forcing.is_empty() {
        return (rule, forcing);
    }
    (rule, cells)
}

#[test]
fn hard_plays_the_first_rule_that_applies() {
    let mut seen = Vec::new();
    for board in positions_in_play() {
        let moves = rule_moves(board, Level::Hard).unwrap();
        let cells: CellSet = moves.iter().map(|c| c.cell).collect();
        assert_eq!(cells.len(), moves.len(), "{board}: a cell twice");
        let (rule, expected_cells) = expected(board);
        assert_eq!(cells, expected_cells, "{board}");
        for c in moves {
            assert_eq!(c.weight, 1, "{board}: {c:?}");
            assert_eq!(c.reason.rule(), Some(rule), "{board} {c:?}");
            assert!(reason_holds(board, c.cell, c.reason), "{board}: {c:?}");
            if !seen.contains(&rule) {
                seen.push(rule);
            }
        }
    }
    assert_eq!(seen.len(), Rule::ALL.len(), "every rule applies somewhere");
}

#[test]
fn easy_and_medium_win_then_block_as_often_as_they_should_then_play_anywhere() {
    for board in positions_in_play() {
        let me = board.to_move();
        let empty = board.empty_cells();
        let wins = completing(board.marks(me), empty);
        let blocks = completing(board.marks(me.opponent()), empty);
        for level in [Level::Easy, Level::Medium] {
            let moves = rule_moves(board, level).unwrap();
            let cells: CellSet = moves.iter().map(|c| c.cell).collect();
            assert_eq!(cells.len(), moves.len(), "{board}: a cell twice");
            for c in &moves {
                assert!(
                    reason_holds(board, c.cell, c.reason),
                    "{board} {level}: {c:?}"
                );
            }
            // Easy overlooks a block one time in two, for any other cell.
            let overlooks = level == Level::Easy && wins.is_empty() && !blocks.is_empty();
            let expected = match () {
                _ if !wins.is_empty() => wins,
                _ if !blocks.is_empty() && !overlooks => blocks,
                _ => empty,
            };
            assert_eq!(cells, expected, "{board} {level}");
            let block_weight: u32 = moves
                .iter()
                .filter(|c| matches!(c.reason, Reason::Block(_)))
                .map(|c| c.weight)
                .sum();
            if overlooks && blocks != empty {
                assert_eq!(2 * block_weight, total_weight(&moves), "{board}");
            } else {
                assert!(moves.iter().all(|c| c.weight == 1), "{board} {level}");
            }
        }
    }
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
        Reason::Overlooks(line) => {
            let open: Vec<Cell> = line
                .cells()
                .into_iter()
                .filter(|&c| !yours.contains(c))
                .collect();
            open.len() == 1 && empty.contains(open[0]) && open[0] != cell
        }
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
    perfect::best_moves(board)
        .unwrap()
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
