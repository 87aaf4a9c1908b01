//! Plays a match between two five-in-a-row players and prints each game,
//! then the first player's score and Elo difference. Run it with
//! `cargo run --release --features tools --bin five-match -- hard normal --games 200`.

fn main() -> std::process::ExitCode {
    use tictactoe::tools::arena::options::{parse_args, USAGE};
    use tictactoe::tools::arena::{play_match, Area, Scoreboard};

    let matched = match parse_args(std::env::args().skip(1)) {
        Ok(matched) => matched,
        Err(error) => {
            eprintln!("five-match: {error}\n{USAGE}");
            return std::process::ExitCode::from(2);
        }
    };
    let names = matched.players.clone().map(|player| player.name());
    let rules = matched.rules;
    let board = match rules.area {
        Area::Bounded(rect) => format!("a {}x{} board", rect.width(), rect.height()),
        Area::Unbounded => "an unbounded board".into(),
    };
    println!(
        "{} vs {}: {} games, {} ms a move, {board}, at most {} moves, seed {}",
        names[0],
        names[1],
        matched.games,
        rules.budget.ms(),
        rules.max_moves,
        matched.seed
    );
    let records = play_match(&matched, |record| println!("{}", record.describe(&names)));
    println!("{}", Scoreboard::of(&records).summary(&names[0], &names[1]));
    std::process::ExitCode::SUCCESS
}
