//! Plays a match between two five-in-a-row players and prints each game,
//! then the first player's score, Elo difference, results by colour, and
//! each player's forfeits, move times and chatter. Run it with
//! `cargo run --release --features tools --bin five-match -- hard normal --games 200`.

fn main() -> std::process::ExitCode {
    use inarow::tools::arena::options::parse_args;
    use inarow::tools::arena::{play_match, Area, Scoreboard, Seat};

    let matched = parse_args(std::env::args_os().skip(1)).unwrap_or_else(|error| error.exit());
    let mut names = matched.players.clone().map(|player| player.name());
    if names[0] == names[1] {
        // Two builds of one brain: their paths tell them apart.
        names = matched.players.clone().map(|player| player.path_name());
    }
    let conditions = matched.conditions;
    let board = match conditions.area {
        Area::Bounded(rect) => format!("a {}x{} board", rect.width(), rect.height()),
        Area::Unbounded => "an unbounded board".into(),
    };
    let turn_ms = Seat::BOTH.map(|seat| matched.conditions_of(seat).budget.ms());
    let time = match turn_ms {
        [first, second] if first != second => format!("{first} ms ({}) and {second} ms", names[0]),
        [ms, _] => format!("{ms} ms"),
    };
    let limit = match conditions.nodes {
        Some(nodes) => format!("{nodes} positions (Hard) and {time}"),
        None => time,
    };
    println!(
        "{} vs {}: {} games, {limit} a move, {board}, at most {} moves",
        names[0], names[1], matched.games, conditions.max_moves
    );
    if let Some(folder) = &matched.records {
        if let Err(error) = std::fs::create_dir_all(folder) {
            eprintln!(
                "five-match: cannot write into {}: {error}",
                folder.display()
            );
            return std::process::ExitCode::FAILURE;
        }
    }
    let records = play_match(&matched, |record| {
        println!("{}", record.describe(&names));
        if let Some(folder) = &matched.records {
            if let Err(error) = record.save(folder, &names) {
                eprintln!("five-match: game {}: {error}", record.number);
            }
        }
    });
    let turn_ms = turn_ms.map(f64::from);
    println!("{}", Scoreboard::of(&records, turn_ms).summary(&names));
    std::process::ExitCode::SUCCESS
}
