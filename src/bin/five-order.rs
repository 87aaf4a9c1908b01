//! Fits Hard's move order to the moves its searches chose in its games
//! against itself, or to a teacher's move scores at their positions, and
//! writes the fitted values (`move_values.rs`). Run it with `make order`
//! (`make order TEACHER=path/to/pbrain-rapfi`), or `cargo run --release
//! --features tools --bin five-order -- --games FILE [--teacher BRAIN]`.

use clap::Parser;
use inarow::tools::args;
use inarow::tools::order::{
    best_scale, examples, fit, fit_to_teacher, in_use, quality, source, taught, teacher_quality,
    teacher_scale, Options, TeacherQuality,
};
use inarow::tools::selfplay::{gather, write_fitted};
use inarow::tools::teach::Teacher;
use std::path::{Path, PathBuf};

fn main() -> std::process::ExitCode {
    args::finish("five-order", run(&Options::parse()))
}

fn run(options: &Options) -> Result<(), String> {
    let start = std::time::Instant::now();
    let before = in_use();
    let after = match &options.teacher {
        Some(brain) => {
            let mut teacher =
                Teacher::launch(brain).map_err(|e| format!("{}: {e}", brain.display()))?;
            let [fitted, held] = to_fit(&options.games, |file| taught(file, &mut teacher))?;
            let scale = teacher_scale(&fitted, &before);
            let after = fit_to_teacher(&fitted, &before, scale);
            println!(
                "the teacher's scores read as the values in use times {:.3}, plus {:.1}",
                scale.0, scale.1
            );
            for (name, set) in [("fitted", &fitted), ("held out", &held)] {
                let qualities = [&before, &after].map(|values| teacher_quality(set, values, scale));
                let percent = |quality: fn(&TeacherQuality) -> f64| {
                    let [before, after] = qualities.map(|q| 100.0 * quality(&q));
                    format!("{before:.1} % then {after:.1} %")
                };
                println!(
                    "{name}, {} positions: the scores' variance explained {}; the teacher's first \
                     choice among the order's first three {} (by the values alone, no tiers, {})",
                    set.len(),
                    percent(|q| q.explained),
                    percent(|q| q.first_three),
                    percent(|q| q.first_three_by_values),
                );
            }
            after
        }
        None => {
            let [fitted, held] = to_fit(&options.games, examples)?;
            let scale = best_scale(&fitted, &before);
            let after = fit(&fitted, &before, scale);
            println!("the values in use read at a scale of {scale:.1}");
            for (name, set) in [("fitted", &fitted), ("held out", &held)] {
                let (loss_before, first_before) = quality(set, &before, scale);
                let (loss_after, first_after) = quality(set, &after, scale);
                println!(
                    "{name}: log-loss {loss_before:.4} then {loss_after:.4}, chosen move first {:.1} % then {:.1} % of {}",
                    100.0 * first_before,
                    100.0 * first_after,
                    set.len()
                );
            }
            after
        }
    };
    write_fitted(&options.out, &source(&after), start)
}

/// What `read` takes of each file of `games`, to fit then held out (see
/// `gather`); an error where none is left to fit.
fn to_fit<E>(
    games: &[PathBuf],
    read: impl FnMut(&Path) -> Result<[Vec<E>; 2], String>,
) -> Result<[Vec<E>; 2], String> {
    let sets = gather(games, read)?;
    match sets[0].is_empty() {
        true => Err("no position to fit".into()),
        false => Ok(sets),
    }
}
