//! How strong each level is: the chances of a win, a draw and a loss for
//! Easy, Medium, Hard and Impossible, moving first and second, against an
//! opponent that plays uniformly at random and against Impossible. Run with
//! `cargo bench --bench levels` (or `make levels`); it prints the Markdown
//! table of the README.
//!
//! Nothing is sampled: every line of play is followed, each weighted by its
//! probability. The random opponent picks each empty cell with equal chance,
//! and a bot picks each of its equally good cells with equal chance.

use tictactoe::engine::classic::rules::{rule_moves, Level};
use tictactoe::engine::classic::{perfect, Board, CellSet, Outcome, Player};

/// The cells a player chooses among, each as likely as the others.
type Choices = fn(Board) -> CellSet;

fn rules(board: Board, level: Level) -> CellSet {
    let moves = rule_moves(board, level).expect("the game is on");
    moves.into_iter().map(|(cell, _)| cell).collect()
}

fn easy(board: Board) -> CellSet {
    rules(board, Level::Easy)
}

fn medium(board: Board) -> CellSet {
    rules(board, Level::Medium)
}

fn hard(board: Board) -> CellSet {
    rules(board, Level::Hard)
}

fn impossible(board: Board) -> CellSet {
    perfect::best_moves(board).expect("the game is on")
}

fn random(board: Board) -> CellSet {
    board.legal_moves()
}

/// The chances of each ending for the bot, and how many distinct games
/// (sequences of moves) can happen.
#[derive(Clone, Copy, Default)]
struct Chances {
    win: f64,
    draw: f64,
    loss: f64,
    games: u64,
}

fn chances(board: Board, bot: Player, bot_choices: Choices, opponent: Choices) -> Chances {
    let end = |win, draw, loss| Chances {
        win,
        draw,
        loss,
        games: 1,
    };
    match board.outcome() {
        Outcome::Won { winner, .. } if winner == bot => return end(1.0, 0.0, 0.0),
        Outcome::Won { .. } => return end(0.0, 0.0, 1.0),
        Outcome::Draw => return end(0.0, 1.0, 0.0),
        Outcome::InProgress => {}
    }
    let cells = if board.to_move() == bot {
        bot_choices(board)
    } else {
        opponent(board)
    };
    let each = 1.0 / cells.len() as f64;
    cells
        .iter()
        .map(|cell| {
            chances(
                board.play(cell).expect("a legal move"),
                bot,
                bot_choices,
                opponent,
            )
        })
        .fold(Chances::default(), |sum, next| Chances {
            win: sum.win + each * next.win,
            draw: sum.draw + each * next.draw,
            loss: sum.loss + each * next.loss,
            games: sum.games + next.games,
        })
}

/// "win% / draw% / loss% | games" as two table cells, the count written
/// with thousands separators as in the README.
fn cells(chances: Chances) -> String {
    let percent = |p: f64| format!("{:.1}%", 100.0 * p);
    let digits = chances.games.to_string();
    let mut games = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            games.push(',');
        }
        games.push(digit);
    }
    format!(
        "{} / {} / {} | {games}",
        percent(chances.win),
        percent(chances.draw),
        percent(chances.loss),
    )
}

fn main() {
    let levels: [(&str, Choices); 4] = [
        ("Easy", easy),
        ("Medium", medium),
        ("Hard", hard),
        ("Impossible", impossible),
    ];
    println!("| level | moves | vs random: win / draw / loss | games | vs Impossible: win / draw / loss | games |");
    println!("| --- | --- | --- | ---: | --- | ---: |");
    for (name, bot) in levels {
        for (side, moves) in [(Player::X, "first"), (Player::O, "second")] {
            let against_random = chances(Board::EMPTY, side, bot, random);
            let against_impossible = chances(Board::EMPTY, side, bot, impossible);
            println!(
                "| {name} | {moves} | {} | {} |",
                cells(against_random),
                cells(against_impossible)
            );
        }
    }
}
