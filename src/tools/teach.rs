//! A teacher's labels for the learned evaluation (`five-teach`): each
//! position the search would evaluate (see `census`) of a file of self-play games (`five-selfplay`) given to a
//! stronger brain, whose *static* evaluation (no search: what its
//! evaluation alone says) replaces the score of the move searched there.
//! `five-fit --games` then learns from the teacher where it learned from
//! Hard's own search.
//!
//! The brain is asked by Rapfi's protocol extensions: `YXBOARD` sets the
//! stones without a search, and `TRACESEARCH` prints `Static Eval[Black]:
//! V (WDL P, SF S)`, P the chance for black in percent, by its own scale.
//! `TRACEBOARD` prints, among other boards, each empty cell's move score
//! for either side, by which its move order ranks the cells: what
//! `five-order --teacher` fits the order's values to.

use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

use crate::engine::five::search::census::census;
use crate::engine::five::search::Position;
use crate::engine::five::{Area, Board, Player, Rule};
use crate::tools::fit::SCALE;
use crate::tools::selfplay::Game;
use crate::tools::{args, parallel};

#[derive(clap::Parser, Clone, Debug, PartialEq, Eq)]
#[command(name = "five-teach")]
pub struct Options {
    /// The games, written by five-selfplay
    #[arg(long, value_name = "FILE")]
    pub games: PathBuf,
    /// The teacher: a brain that knows YXBOARD and TRACESEARCH (Rapfi)
    #[arg(long, value_name = "BRAIN")]
    pub teacher: PathBuf,
    /// Where the games are written, with the teacher's scores
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Teachers at once: each waits on its pipes more than it works, so
    /// more than the CPUs pay
    #[arg(long, value_name = "J", default_value_t = 8, value_parser = args::at_least_one)]
    pub jobs: usize,
}

/// The line of a teacher's static evaluation.
const STATIC: &str = "MESSAGE Static Eval[Black]:";

/// A running teacher.
pub struct Teacher {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// The board side it was last started on.
    side: Option<i32>,
}

impl Teacher {
    pub fn launch(path: &Path) -> io::Result<Teacher> {
        let mut child = Command::new(path)
            .current_dir(path.parent().unwrap_or(Path::new(".")))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child
            .stdin
            .take()
            .ok_or_else(|| io::Error::other("no stdin"))?;
        let output = BufReader::new(
            child
                .stdout
                .take()
                .ok_or_else(|| io::Error::other("no stdout"))?,
        );
        Ok(Teacher {
            child,
            input,
            output,
            side: None,
        })
    }

    /// The teacher's chance for the side to move in each of `boards`, all
    /// on a board of `side` cells a side, asked at once.
    fn chances(&mut self, side: i32, boards: &[Board]) -> io::Result<Vec<f64>> {
        self.ask(side, boards, "TRACESEARCH", |output, board| {
            let line = expect(output, |line| line.starts_with(STATIC))?;
            let black = read_chance(&line)
                .ok_or_else(|| io::Error::other(format!("the teacher said {line}")))?;
            Ok(match board.to_move() {
                Player::X => black,
                Player::O => 1.0 - black,
            })
        })
    }

    /// The teacher's move score of each empty cell for the side to move in
    /// each of `boards` (`TRACEBOARD`'s score boards), by `y * side + x`:
    /// how highly its move order ranks a stone there, on its own scale.
    pub fn move_scores(
        &mut self,
        side: i32,
        boards: &[Board],
    ) -> io::Result<Vec<Vec<Option<i32>>>> {
        self.ask(side, boards, "TRACEBOARD", |output, board| {
            let mut grids = Vec::with_capacity(2);
            for header in [SCORES_X, SCORES_O] {
                expect(output, |line| line.contains(header))?;
                let mut grid = Vec::with_capacity((side * side) as usize);
                for _ in 0..side {
                    let line = expect(output, |_| true)?;
                    grid.extend(
                        read_scores(&line, side)
                            .ok_or_else(|| io::Error::other(format!("the teacher said {line}")))?,
                    );
                }
                grids.push(grid);
            }
            Ok(grids.swap_remove(usize::from(board.to_move() == Player::O)))
        })
    }

    /// Sets each of `boards` (all `side` cells a side) without a search,
    /// sends `command` after each, and reads each answer by `read`.
    fn ask<T>(
        &mut self,
        side: i32,
        boards: &[Board],
        command: &str,
        mut read: impl FnMut(&mut BufReader<ChildStdout>, &Board) -> io::Result<T>,
    ) -> io::Result<Vec<T>> {
        let mut commands = String::new();
        if self.side != Some(side) {
            commands += &format!("START {side}\n");
        }
        for board in boards {
            commands += "YXBOARD\n";
            // The side to move's stones are the brain's own (1).
            let own = board.to_move();
            for (index, point) in board.moves().iter().enumerate() {
                let field = if (index % 2 == 0) == (own == Player::X) {
                    1
                } else {
                    2
                };
                commands += &format!("{},{},{field}\n", point.x(), point.y());
            }
            commands += &format!("DONE\n{command}\n");
        }
        let starting = self.side != Some(side);
        self.side = Some(side);
        // Written while the answers are read: both could fill their pipes.
        let (input, output) = (&mut self.input, &mut self.output);
        std::thread::scope(|scope| {
            let writer = scope.spawn(move || {
                input.write_all(commands.as_bytes())?;
                input.flush()
            });
            if starting {
                expect(output, |line| line == "OK")?;
            }
            let answers = boards
                .iter()
                .map(|board| read(output, board))
                .collect::<io::Result<Vec<T>>>()?;
            writer
                .join()
                .map_err(|_| io::Error::other("the writer failed"))??;
            Ok(answers)
        })
    }
}

/// The headers of `TRACEBOARD`'s score boards, black's (X) then white's.
const SCORES_X: &str = "Score-------Black";
const SCORES_O: &str = "Score-------White";

/// A row of a score board: `side` cells, each a score or a stone (`[X]`),
/// then the row's number.
fn read_scores(line: &str, side: i32) -> Option<Vec<Option<i32>>> {
    let words: Vec<&str> = line.strip_prefix("MESSAGE")?.split_whitespace().collect();
    if words.len() != side as usize + 1 {
        return None;
    }
    words[..side as usize]
        .iter()
        .map(|word| match word.starts_with('[') {
            true => Some(None),
            false => word.parse().ok().map(Some),
        })
        .collect()
}

/// The next line `output` gives that `wanted` takes.
fn expect(output: &mut impl BufRead, wanted: impl Fn(&str) -> bool) -> io::Result<String> {
    let mut line = String::new();
    loop {
        line.clear();
        if output.read_line(&mut line)? == 0 {
            return Err(io::Error::other("the teacher stopped"));
        }
        if wanted(line.trim_end()) {
            return Ok(line.trim_end().to_string());
        }
    }
}

impl Drop for Teacher {
    fn drop(&mut self) {
        let _ = self.input.write_all(b"END\n");
        let _ = self.child.wait();
    }
}

/// Black's chance in a static evaluation's line, from its WDL percent.
fn read_chance(line: &str) -> Option<f64> {
    let (_, rest) = line.split_once("(WDL ")?;
    let percent: f64 = rest.split([',', ')']).next()?.trim().parse().ok()?;
    (0.0..=100.0).contains(&percent).then_some(percent / 100.0)
}

/// A chance as a score on the evaluation's scale, the inverse of the fit's
/// logistic, kept within reach of certainty.
fn score_of(chance: f64) -> i32 {
    let p = chance.clamp(1e-4, 1.0 - 1e-4);
    (SCALE * (p / (1.0 - p)).ln()).round() as i32
}

/// `game` with the teacher's score at each searched position the search
/// would evaluate (the search's score kept at the others, which the fit
/// leaves out).
pub fn teach(teacher: &mut Teacher, game: &Game) -> io::Result<Game> {
    let area = Area::sized(game.side, game.side).ok_or_else(|| io::Error::other("a bad board"))?;
    let mut board = Board::with(Rule::Freestyle, area);
    let mut asked: Vec<(usize, Board)> = Vec::new();
    for (index, (&point, score)) in game.moves.iter().zip(&game.scores).enumerate() {
        let forced = census(&Position::from_board(&board)).is_none_or(|c| c.forced);
        if score.is_some() && !forced {
            asked.push((index, board.clone()));
        }
        board
            .play(point)
            .map_err(|e| io::Error::other(e.to_string()))?;
    }
    let boards: Vec<Board> = asked.iter().map(|(_, board)| board.clone()).collect();
    let mut taught = game.clone();
    for ((index, _), chance) in asked.iter().zip(teacher.chances(game.side, &boards)?) {
        taught.scores[*index] = Some(score_of(chance));
    }
    Ok(taught)
}

/// Every game of `options.games` taught, `options.jobs` at once, written
/// to `options.out` in order; `progress` hears of each.
pub fn run(options: &Options, mut progress: impl FnMut(usize)) -> Result<(), String> {
    let text = std::fs::read_to_string(&options.games)
        .map_err(|e| format!("{}: {e}", options.games.display()))?;
    let where_ = |index: usize| format!("{} line {}", options.games.display(), index + 1);
    let games = text
        .lines()
        .enumerate()
        .map(|(index, line)| Game::parse(line).map_err(|e| format!("{}: {e}", where_(index))))
        .collect::<Result<Vec<_>, _>>()?;
    let teachers = (0..options.jobs)
        .map(|_| Teacher::launch(&options.teacher))
        .collect::<io::Result<Vec<_>>>()
        .map_err(|e| format!("{}: {e}", options.teacher.display()))?;
    // A teacher for each job: a game takes one and gives it back.
    let teachers = Mutex::new(teachers);
    let file = std::fs::File::create(&options.out)
        .map_err(|e| format!("{}: {e}", options.out.display()))?;
    let mut out = io::BufWriter::new(file);
    let work = |index: usize| {
        let taken = teachers.lock().map(|mut free| free.pop());
        let Ok(Some(mut teacher)) = taken else {
            return Err(io::Error::other("no teacher free"));
        };
        let taught = teach(&mut teacher, &games[index]);
        if let Ok(mut free) = teachers.lock() {
            free.push(teacher);
        }
        taught
    };
    parallel::in_order(games.len(), options.jobs, work, |index, taught| {
        let taught = taught.map_err(|e| format!("{}: {e}", where_(index)))?;
        writeln!(out, "{}", taught.line()).map_err(|e| e.to_string())?;
        progress(index + 1);
        Ok::<_, String>(())
    })?;
    out.flush().map_err(|e| e.to_string())
}

#[cfg(test)]
/// A folder named for `test`, and in it a teacher that gives black 60%
/// everywhere, scores every empty cell 5 for black and -3 for white
/// (the top left cell a stone), and records what it was sent in
/// `sent.txt`.
pub(crate) fn fixture_teacher(test: &str) -> (PathBuf, PathBuf) {
    let name = format!("five-teach-{test}-{}", std::process::id());
    let folder = std::env::temp_dir().join(name);
    std::fs::create_dir_all(&folder).unwrap();
    let brain = folder.join("teacher.sh");
    std::fs::write(
        &brain,
        "#!/bin/sh\nwhile read -r line; do echo \"$line\" >> sent.txt; case \"$line\" in\n\
         START*) side=${line#START }; echo OK;;\n\
         TRACESEARCH) echo 'MESSAGE Static Eval[Black]: 9 (WDL 60.00, SF 250.00)';\n\
         echo 'MESSAGE No TTEntry found.';;\n\
         TRACEBOARD) echo MESSAGE Board; for who in Black:5 White:-3; do\n\
         echo \"MESSAGE ----Score-------${who%:*}----\"; y=1; while [ $y -le $side ]; do\n\
         row=; x=1; while [ $x -le $side ]; do\n\
         if [ $x$y = 11 ]; then row=\"$row [X]\"; else row=\"$row ${who#*:}\"; fi; x=$((x+1));\n\
         done; echo \"MESSAGE$row $y\"; y=$((y+1)); done; done;;\n\
         END) exit 0;;\nesac; done\n",
    )
    .unwrap();
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&brain)
        .status()
        .unwrap();
    (folder, brain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_static_evaluation_reads_as_black_s_chance() {
        let line = "MESSAGE Static Eval[Black]: -45 (WDL 45.51, SF 250.00)";
        assert_eq!(read_chance(line), Some(0.4551));
        assert_eq!(
            read_chance("MESSAGE Static Eval[Black]: 1 (WDL x, SF 2)"),
            None
        );
        assert_eq!(
            read_chance("MESSAGE Static Eval[Black]: 1 (WDL 101, SF 2)"),
            None
        );
        // Even is 0; a chance and its score agree with the fit's scale.
        assert_eq!(score_of(0.5), 0);
        let p: f64 = 0.8;
        assert_eq!(score_of(p), (SCALE * (p / (1.0 - p)).ln()).round() as i32);
        assert_eq!(score_of(1.0), -score_of(0.0));
    }

    #[test]
    fn a_score_row_reads_cells_and_stones() {
        let row = read_scores("MESSAGE -55  13 [X] 1", 3);
        assert_eq!(row, Some(vec![Some(-55), Some(13), None]));
        assert_eq!(read_scores("MESSAGE -55 13 1", 3), None);
        assert_eq!(read_scores("MESSAGE -55 x [O] 2", 3), None);
        assert_eq!(read_scores("-55 13 [X] 1", 3), None);
    }

    #[test]
    fn move_scores_are_the_side_to_move_s_board() {
        let (folder, brain) = fixture_teacher("scores");
        let mut board = Board::with(Rule::Freestyle, Area::sized(15, 15).unwrap());
        let x_to_move = board.clone();
        board
            .play(crate::engine::five::Point::new(7, 7).unwrap())
            .unwrap();
        let scores = {
            let mut teacher = Teacher::launch(&brain).unwrap();
            teacher.move_scores(15, &[x_to_move, board]).unwrap()
        };
        std::fs::remove_dir_all(&folder).unwrap();
        assert_eq!(scores.len(), 2);
        for (scores, want) in scores.iter().zip([5, -3]) {
            assert_eq!(scores.len(), 15 * 15);
            assert_eq!(scores[0], None);
            assert!(scores[1..].iter().all(|&score| score == Some(want)));
        }
    }

    #[test]
    fn games_are_taught_by_several_teachers_and_written_in_order() {
        let (folder, brain) = fixture_teacher("run");
        let games: Vec<Game> = (0..6)
            .map(|index| crate::tools::selfplay::play(5, index, 300))
            .collect();
        let lines: Vec<String> = games.iter().map(Game::line).collect();
        let file = folder.join("games.txt");
        std::fs::write(&file, lines.join("\n")).unwrap();
        let options = Options {
            games: file.clone(),
            teacher: brain.clone(),
            out: folder.join("taught.txt"),
            jobs: 3,
        };
        let mut heard = Vec::new();
        run(&options, |taught| heard.push(taught)).unwrap();
        let written = std::fs::read_to_string(&options.out).unwrap();
        let mut teacher = Teacher::launch(&brain).unwrap();
        let one_by_one: Vec<String> = games
            .iter()
            .map(|game| teach(&mut teacher, game).unwrap().line())
            .collect();
        // A line that is no game is named by its number.
        std::fs::write(&file, lines.join("\n") + "\nno game\n").unwrap();
        let error = run(&options, |_| {}).unwrap_err();
        std::fs::remove_dir_all(&folder).unwrap();
        assert_eq!(written.lines().collect::<Vec<_>>(), one_by_one);
        assert_eq!(heard, [1, 2, 3, 4, 5, 6]);
        assert!(error.contains("games.txt line 7: "), "{error}");
    }

    #[test]
    fn evaluated_positions_take_the_teacher_s_score() {
        // A teacher that gives black 60% everywhere, and records what it
        // was sent.
        let (folder, brain) = fixture_teacher("one");
        let game = crate::tools::selfplay::play(5, 0, 300);
        let taught = {
            let mut teacher = Teacher::launch(&brain).unwrap();
            teach(&mut teacher, &game).unwrap()
        };
        let sent = std::fs::read_to_string(folder.join("sent.txt")).unwrap();
        std::fs::remove_dir_all(&folder).unwrap();
        assert_eq!(taught.moves, game.moves);
        let changed: Vec<usize> = (0..game.moves.len())
            .filter(|&i| taught.scores[i] != game.scores[i])
            .collect();
        assert!(!changed.is_empty());
        for &index in &changed {
            // Black's 60%, for the side to move then.
            let black = score_of(0.6);
            let want = if index % 2 == 0 { black } else { -black };
            assert_eq!(taught.scores[index], Some(want), "move {index}");
        }
        assert!(sent.starts_with(&format!("START {}\nYXBOARD\n", game.side)));
        assert_eq!(sent.matches("TRACESEARCH").count(), changed.len());
        // The first position asked has the opening's stones, each the
        // side to move's own (1) or the other's (2).
        let first = &game.moves[..changed[0]];
        let field = |i: usize| if (i % 2) == (changed[0] % 2) { 1 } else { 2 };
        let stones: String = first
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{},{},{}\n", p.x(), p.y(), field(i)))
            .collect();
        assert!(sent.contains(&format!("YXBOARD\n{stones}DONE\n")), "{sent}");
    }
}
