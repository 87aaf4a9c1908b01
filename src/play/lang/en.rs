use super::{line_index, ClassicWords, FiveWords, GameWords, Numbers, ShellWords};
use crate::engine::classic::{Line, Reason, Verdict};
use crate::engine::Player;

pub const SHELL: ShellWords = ShellWords {
    name: "English",
    language: "Language",
    title: "Tic-tac-toe",
    tagline: "Play a bot of your level, or a friend on this device.",
    modes: ["Classic 3×3", "Five in a row"],
    loading_five: "Loading five in a row…",
    five_failed: |error| format!("Five in a row could not load: {error}"),
};

pub const GAME: GameWords = GameWords {
    opponent: "Opponent",
    you_play: "You play",
    undo: "Undo",
    restart: "Restart",
    your_move: "Your move",
    to_move: |player| format!("{player} to move"),
    new_game: "New game",
    taken_back: "Move taken back",
    you_win: "You win!",
    you_lose: "You lose.",
    draw: "Draw!",
    player_wins: |player| format!("{player} wins!"),
    numbers: NUMBERS,
};

const NUMBERS: Numbers = Numbers {
    thousands: ",",
    decimal: ".",
};

pub const CLASSIC: ClassicWords = ClassicWords {
    opponents: ["Easy", "Medium", "Hard", "Impossible", "Two players"],
    show_minimax: "Show minimax",
    board: "Board",
    cell,
    cell_value: |value| format!("minimax {value}"),
    move_made: |player, row, column| format!("{player}: row {row}, column {column}"),
    reason,
    prediction,
    search,
    score: "Score",
    wins: "Wins",
    draws: "Draws",
    losses: "Losses",
    reset_score: "Reset score",
    keys_help: "Keys: arrows move, Enter or Space plays, 1–9 play a cell as on a \
                numeric keypad, R restarts, U undoes.",
};

pub const FIVE: FiveWords = FiveWords {
    opponents: ["Normal", "Hard", "Two players"],
    thinking: "Thinking…",
    move_time: "Time per move",
    seconds: |seconds| format!("{seconds} s"),
    bot_failed: |error| format!("The bot could not move: {error}"),
    show_weights: "Show weights",
    centre: "Centre",
    board: "Five in a row: the board grows as you play",
    point,
    point_played: |player, x, y| format!("{player}: x {x}, y {y}"),
    keys_title: "Keys",
    keys: &[
        ("Arrows", "move the cursor"),
        ("Enter, Space", "place a stone"),
        ("Shift + arrows, wheel, drag", "move the view"),
        ("C", "centre the view on the stones"),
        ("W", "show or hide the bot's weights"),
        ("U", "undo"),
        ("R", "restart"),
    ],
};

fn point(x: i32, y: i32, stone: Option<Player>) -> String {
    let content = stone.map_or("empty".to_string(), |player| player.to_string());
    format!("x {x}, y {y}: {content}")
}

fn cell(row: usize, column: usize, mark: Option<Player>) -> String {
    let content = mark.map_or("empty".to_string(), |player| player.to_string());
    format!("Row {row}, column {column}: {content}")
}

fn prediction(result: Option<(Player, usize)>) -> String {
    match result {
        Some((winner, 1)) => format!("Perfect play: {winner} wins with the next move"),
        Some((winner, moves)) => format!("Perfect play: {winner} wins in {moves}"),
        None => "Perfect play: draw".to_string(),
    }
}

/// The lines in `LINES` order.
const LINES: [&str; 8] = [
    "top row",
    "middle row",
    "bottom row",
    "left column",
    "middle column",
    "right column",
    "diagonal from the top left",
    "diagonal from the bottom left",
];

fn line(line: Line) -> &'static str {
    LINES[line_index(line)]
}

fn reason(reason: Reason) -> String {
    match reason {
        Reason::Win(l) => format!("Completes the {} and wins", line(l)),
        Reason::Block(l) => format!("Blocks your {}", line(l)),
        Reason::Fork(a, b) => format!("Forks: threatens the {} and the {}", line(a), line(b)),
        Reason::ForcesBlock(l) => format!(
            "Threatens the {}, so you must block instead of forking",
            line(l)
        ),
        Reason::BlocksFork(a, b) => {
            format!("Blocks your fork of the {} and the {}", line(a), line(b))
        }
        Reason::Centre => "Takes the centre".to_string(),
        Reason::OppositeCorner => "Takes the corner opposite yours".to_string(),
        Reason::EmptyCorner => "Takes an empty corner".to_string(),
        Reason::EmptySide => "Takes an empty side".to_string(),
        Reason::Minimax(verdict) => format!(
            "Minimax: {}",
            match verdict {
                Verdict::Wins { moves: 1 } => "wins now".to_string(),
                Verdict::Wins { moves } => format!("wins in {moves} moves"),
                Verdict::OnlyDraw => "every other move loses".to_string(),
                Verdict::AllDraw => "every move draws".to_string(),
                Verdict::Draws { losing: 1 } => "draws, while 1 other move loses".to_string(),
                Verdict::Draws { losing } => format!("draws, while {losing} other moves lose"),
                Verdict::DelaysLoss => "every move loses; this one holds out longest".to_string(),
            }
        ),
    }
}

fn search(positions: u64, micros: f64) -> String {
    let (positions, micros) = (NUMBERS.count(positions), NUMBERS.decimal(micros));
    format!("full minimax: {positions} positions · this bot: {micros} µs")
}
