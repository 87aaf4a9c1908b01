//! Judges the moves of one or two players by a stronger brain's evaluation
//! of the positions after them, on positions from match records, and
//! prints each player's mean expected score and, for two, the second's
//! gain over the first. Run it with
//! `cargo run --release --features tools --bin five-judge -- hard --judge BRAIN --records DIR`.

fn main() -> std::process::ExitCode {
    use std::io::Write;
    use tictactoe::tools::judge::options::{parse_args, USAGE};
    use tictactoe::tools::judge::{samples::samples, Cache, Verdict};

    let fail = |error: String| {
        eprintln!("five-judge: {error}");
        std::process::ExitCode::FAILURE
    };
    let judging = match parse_args(std::env::args().skip(1)) {
        Ok(judging) => judging,
        Err(error) => {
            eprintln!("five-judge: {error}\n{USAGE}");
            return std::process::ExitCode::from(2);
        }
    };
    let judge = judging.judge.name();
    let mut samples = match samples(&judging.records, &judge, judging.seed) {
        Ok(samples) => samples,
        Err(error) => return fail(format!("cannot read the records: {error}")),
    };
    samples.truncate(judging.positions.unwrap_or(usize::MAX));
    if samples.is_empty() {
        return fail(format!(
            "the records hold no open position {judge} evaluated"
        ));
    }
    let cache_file = judging.cache.as_deref();
    let mut cache = match cache_file.map(Cache::load) {
        Some(Ok(cache)) => cache,
        Some(Err(error)) => return fail(format!("cannot read the cache: {error}")),
        None => Cache::default(),
    };
    let known = cache.len();
    let names: Vec<String> = judging.players.iter().map(|p| p.path_name()).collect();
    let [players_ms, judge_ms] = judging.rules.map(|rules| rules.budget.ms());
    println!(
        "{} positions, {players_ms} ms a move, judged by {judge} at {judge_ms} ms",
        samples.len()
    );
    let verdict = Verdict::reach(
        &judging.players,
        &judging.judge,
        &samples,
        judging.rules,
        &mut cache,
        |done| {
            if done % 50 == 0 {
                print!("{done} ");
                let _ = std::io::stdout().flush();
            }
        },
    );
    println!();
    if let Some(path) = cache_file {
        if let Err(error) = cache.save(path) {
            eprintln!("five-judge: cannot write the cache: {error}");
        }
    }
    let verdict = match verdict {
        Ok(verdict) => verdict,
        Err(fault) => return fail(format!("{}: {}", fault.cause.name(), fault.detail)),
    };
    println!("the judge evaluated {} positions anew", cache.len() - known);
    for (index, name) in names.iter().enumerate() {
        let (mean, error) = verdict.mean(index);
        println!("{name}: expected score {mean:.4} ± {error:.4}");
    }
    if names.len() == 2 {
        let (mean, error, [better, worse, same]) = verdict.difference();
        println!(
            "{} − {}: {mean:+.4} ± {error:.4}; better in {better}, worse in {worse}, the same in {same}",
            names[1], names[0]
        );
    }
    std::process::ExitCode::SUCCESS
}
