use super::Strings;
use crate::engine::Player;

pub const STRINGS: Strings = Strings {
    name: "English",
    language: "Language",
    title: "Tic-tac-toe",
    tagline: "Play a bot of your level, or a friend on this device.",
    opponent: "Opponent",
    opponents: ["Easy", "Medium", "Hard", "Impossible", "Two players"],
    you_play: "You play",
    show_minimax: "Show minimax",
    undo: "Undo",
    restart: "Restart",
    board: "Board",
    cell,
    cell_value: |value| format!("minimax {value}"),
    your_move: "Your move",
    to_move: |player| format!("{player} to move"),
    move_made: |player, row, column| format!("{player}: row {row}, column {column}"),
    you_win: "You win!",
    you_lose: "You lose.",
    draw: "Draw!",
    player_wins: |player| format!("{player} wins!"),
    prediction,
    search: |positions, micros| {
        format!("full minimax: {positions} positions · this bot: {micros} µs")
    },
    thousands: ",",
    decimal: ".",
    score: "Score",
    wins: "Wins",
    draws: "Draws",
    losses: "Losses",
    reset_score: "Reset score",
    keys_help: "Keys: arrows move, Enter or Space plays, 1–9 play a cell as on a \
                numeric keypad, R restarts, U undoes.",
};

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
