//! Judges the moves of one or two players by a stronger brain's evaluation
//! of the positions after them, on positions from match records, and
//! prints each player's mean expected score and, for two, the second's
//! gain over the first. Run it with
//! `cargo run --release --features tools --bin five-judge -- hard --judge BRAIN --records DIR`.

use std::io::Write;

use inarow::tools::arena::Conditions;
use inarow::tools::args;
use inarow::tools::judge::options::{parse_args, Judging};
use inarow::tools::judge::samples::{samples, Sample};
use inarow::tools::judge::{load_scores, save_scores, Cache, Judgement};

fn main() -> std::process::ExitCode {
    let judging = parse_args(std::env::args_os().skip(1)).unwrap_or_else(|error| error.exit());
    args::finish("five-judge", run(&judging))
}

fn run(judging: &Judging) -> Result<(), String> {
    let judge = judging.judge.name();
    let mut samples = samples(&judging.records, &judge, judging.seed)
        .map_err(|error| format!("cannot read the records: {error}"))?;
    samples.truncate(judging.positions.unwrap_or(usize::MAX));
    if samples.is_empty() {
        return Err(format!(
            "the records hold no open position {judge} evaluated"
        ));
    }
    let baseline = match &judging.baseline {
        Some(path) => Some((path.display().to_string(), load_scores(path, &samples)?)),
        None => None,
    };
    let [players, judge_rules] = judging.conditions;
    let a_move = match &judging.counts[..] {
        [] => format!("{} ms a move", players.budget.ms()),
        [count] => format!("{count} positions a move"),
        counts => {
            let counts: Vec<String> = counts.iter().map(u64::to_string).collect();
            format!("{} positions a move, averaged", counts.join(", "))
        }
    };
    println!(
        "{} positions, {a_move}, judged by {judge} at {} ms",
        samples.len(),
        judge_rules.budget.ms()
    );
    let verdicts = judging
        .runs()
        .into_iter()
        .map(|conditions| reach(judging, &samples, conditions))
        .collect::<Result<Vec<_>, _>>()?;
    let mut judgement = Judgement::average(&verdicts);
    if let Some(path) = &judging.save {
        save_scores(path, &samples, &judgement.scores[0])
            .map_err(|error| format!("cannot write the scores: {error}"))?;
    }
    let mut names: Vec<String> = judging.players.iter().map(|p| p.path_name()).collect();
    if let Some((name, scores)) = baseline {
        judgement.scores.insert(0, scores);
        names.insert(0, name);
    }
    report(&judgement, &names);
    Ok(())
}

/// The judgement on `samples`, the players under `players`, the cache read
/// before and written after.
fn reach(judging: &Judging, samples: &[Sample], players: Conditions) -> Result<Judgement, String> {
    let mut cache = match &judging.cache {
        Some(path) => {
            Cache::load(path).map_err(|error| format!("cannot read the cache: {error}"))?
        }
        None => Cache::default(),
    };
    let known = cache.len();
    let judgement = Judgement::reach(
        &judging.players,
        &judging.judge,
        samples,
        [players, judging.conditions[1]],
        &mut cache,
        |done| {
            if done % 50 == 0 {
                print!("{done} ");
                let _ = std::io::stdout().flush();
            }
        },
    );
    println!();
    if let Some(path) = &judging.cache {
        // Kept even when a player failed: what the judge said still holds.
        cache
            .save(path)
            .map_err(|error| format!("cannot write the cache: {error}"))?;
    }
    let judgement =
        judgement.map_err(|fault| format!("{}: {}", fault.cause.name(), fault.detail))?;
    println!("the judge evaluated {} positions anew", cache.len() - known);
    Ok(judgement)
}

fn report(judgement: &Judgement, names: &[String]) {
    for (index, name) in names.iter().enumerate() {
        let (mean, error) = judgement.mean(index);
        println!("{name}: expected score {mean:.4} ± {error:.4}");
    }
    if let [first, second] = names {
        let (mean, error, [better, worse, same]) = judgement.difference();
        println!(
            "{second} − {first}: {mean:+.4} ± {error:.4}; \
             better in {better}, worse in {worse}, the same in {same}"
        );
    }
}
