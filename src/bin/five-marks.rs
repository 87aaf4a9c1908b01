//! Measures how often the review's mistakes and blunders are a stronger
//! judge's, and the reverse, on the moves of match records: prints each
//! game's count as it is done, then both marks of every move in a table
//! and each way's share with its 95% interval, for all moves and for each
//! player's, and the scale at which the review's scores read as the
//! judge's chances best. With `--reviewer BRAIN` a brain marks the moves
//! in the review's place, to see how far one of its strength agrees. Run
//! it with `make marks`, or `cargo run --release --features tools --bin
//! five-marks -- --judge BRAIN --records DIR`.

fn main() -> std::process::ExitCode {
    use inarow::tools::args;
    use inarow::tools::judge::marks::{mark_all, Agreement, Calibration, Options};

    let options: Options =
        args::parse(std::env::args_os().skip(1)).unwrap_or_else(|error| error.exit());
    let judge = options.judge.name();
    let reviewer = match &options.reviewer {
        None => format!("the review at {} positions a position", options.nodes),
        Some(brain) => format!(
            "{} at {} positions in the review's place",
            brain.name(),
            options.reviewer_nodes
        ),
    };
    println!(
        "{reviewer}, judged by {judge} at {} positions",
        options.judge_nodes
    );
    let start = std::time::Instant::now();
    let marked = mark_all(&options, |name, game| {
        let agreement = Agreement::of(game);
        let (ours_both, ours) = agreement.confirmed(true);
        let (theirs_both, theirs) = agreement.confirmed(false);
        println!(
            "{name}: {} moves; the review flags {ours} ({ours_both} with {judge}), {judge} {theirs} ({theirs_both}) [{:.0} s]",
            game.len(),
            start.elapsed().as_secs_f64()
        );
    });
    match marked {
        Ok(marked) => {
            println!("\n{} moves", marked.len());
            print!("{}", Agreement::of(&marked).report(&judge));
            if let Some(calibration) = Calibration::of(&marked) {
                print!("{}", calibration.report(&judge));
            }
            // Each player's moves apart: a judge may favour moves like
            // its own.
            let mut movers: Vec<&str> = marked.iter().map(|m| m.mover.as_str()).collect();
            movers.sort_unstable();
            movers.dedup();
            for mover in movers {
                let moves: Vec<_> = marked
                    .iter()
                    .filter(|m| m.mover == mover)
                    .cloned()
                    .collect();
                println!("\n{mover}'s {} moves", moves.len());
                print!("{}", Agreement::of(&moves).report(&judge));
            }
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("five-marks: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
