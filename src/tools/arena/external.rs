//! A Gomocup brain in a child process, driven over its pipes as a
//! tournament manager drives it.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command as Process, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use super::game::{Cause, Conditions, Contestant, Fault};
use crate::engine::five::search::Area;
use crate::engine::five::{Board, Point};
use crate::engine::rng::Rng;
use crate::tools::gomocup::command::quote;
use crate::tools::gomocup::{Answer, Command, Field, Info};

/// A brain may load tables before it says OK.
const START_WAIT: Duration = Duration::from_secs(10);
/// How long a brain may take past its turn's limit before it loses: twice
/// the limit and a second, as "timing out badly" rather than by a hair.
const GRACE: Duration = Duration::from_secs(1);
/// For a brain to exit, after END or a closed pipe, before it is killed.
const EXIT_WAIT: Duration = Duration::from_millis(500);

pub struct External {
    child: Child,
    input: ChildStdin,
    /// Its output, line by line, read by a thread so that waiting can time
    /// out.
    lines: Receiver<String>,
    turn: Duration,
    /// The match time the brain has left, in ms, as INFO time_left says.
    left_ms: i64,
    /// The game as the brain knows it: after its move, the moves until
    /// then and that move.
    known: Vec<Point>,
    /// Its MESSAGE, DEBUG, ERROR and UNKNOWN lines since last asked.
    chatter: Vec<String>,
}

impl External {
    /// Starts the brain and a game on the conditions' board.
    pub fn launch(path: &Path, conditions: Conditions) -> Result<External, Fault> {
        let mut child = Process::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| crash(format!("could not start {}: {e}", path.display())))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(crash("has no pipes"));
        };
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let turn_ms = u64::from(conditions.budget.ms());
        // Time for every move of the longest game: the turn is the limit.
        let match_ms = turn_ms.saturating_mul(conditions.max_moves as u64);
        let mut brain = External {
            child,
            input,
            lines,
            turn: Duration::from_millis(turn_ms),
            left_ms: i64::try_from(match_ms).unwrap_or(i64::MAX),
            known: Vec::new(),
            chatter: Vec::new(),
        };
        let start = match conditions.area {
            Area::Bounded(rect) if rect.width() == rect.height() => Command::Start(rect.width()),
            Area::Bounded(rect) => Command::RectStart {
                width: rect.width(),
                height: rect.height(),
            },
            Area::Unbounded => return Err(crash("needs a bounded board")),
        };
        brain.send(&[start])?;
        match brain.answer(START_WAIT)? {
            Answer::Ok => {}
            other => {
                let answer = quote(&other.to_string());
                return Err(crash(format!("answered START with {answer}")));
            }
        }
        let mut settings = vec![
            Command::Info(Info::TimeoutTurn(turn_ms)),
            Command::Info(Info::TimeoutMatch(match_ms)),
            Command::Info(Info::TimeLeft(brain.left_ms)),
            Command::Info(Info::Rule(0)),
        ];
        settings.extend(
            conditions
                .nodes
                .map(|nodes| Command::Info(Info::MaxNode(nodes))),
        );
        settings.extend(
            conditions
                .memory
                .map(|bytes| Command::Info(Info::MaxMemory(bytes))),
        );
        brain.send(&settings)?;
        Ok(brain)
    }

    fn send(&mut self, commands: &[Command]) -> Result<(), Fault> {
        let text: String = commands.iter().map(|c| format!("{c}\n")).collect();
        self.input
            .write_all(text.as_bytes())
            .and_then(|()| self.input.flush())
            .map_err(|_| self.gone())
    }

    /// The next answer that is not chatter, within `wait`; the chatter is
    /// kept for the record.
    fn answer(&mut self, wait: Duration) -> Result<Answer, Fault> {
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    let detail = format!("gave no answer within {} ms", wait.as_millis());
                    return Err(Fault::new(Cause::Timeout, detail));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.gone()),
            };
            match line.parse::<Answer>() {
                Ok(
                    Answer::Message(_) | Answer::Debug(_) | Answer::Error(_) | Answer::Unknown(_),
                ) => self.chatter.push(line),
                Ok(answer) => return Ok(answer),
                Err(line) => {
                    let detail = format!("answered {}, which is no answer", quote(&line));
                    return Err(Fault::new(Cause::IllegalMove, detail));
                }
            }
        }
    }

    /// Why the brain stopped talking.
    fn gone(&mut self) -> Fault {
        crash(match self.exit_status() {
            Some(status) => format!("exited ({status})"),
            None => "closed its pipes".into(),
        })
    }

    /// The brain's exit status, if it exits within `EXIT_WAIT`.
    fn exit_status(&mut self) -> Option<ExitStatus> {
        let deadline = Instant::now() + EXIT_WAIT;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// What tells the brain the game so far: TURN with the opponent's last
    /// stone when it knows the rest, else the whole BOARD (a new game, or
    /// a position from elsewhere).
    fn update(&self, board: &Board) -> Vec<Command> {
        let moves = board.moves();
        match moves {
            [] => vec![Command::Begin],
            [before @ .., last] if !self.known.is_empty() && before == self.known => {
                vec![Command::Turn(*last)]
            }
            _ => std::iter::once(Command::Board)
                .chain(stones(board))
                .chain(std::iter::once(Command::Done))
                .collect(),
        }
    }
}

/// The stones of `board` in play order, each with its field: own for the
/// side to move's, as BOARD and Rapfi's SWAP2BOARD read them.
fn stones(board: &Board) -> impl Iterator<Item = Command> + '_ {
    let own = board.to_move();
    board.moves().iter().map(move |&point| {
        let field = match board.get(point) {
            Some(player) if player == own => Field::Own,
            _ => Field::Opponent,
        };
        Command::Stone { point, field }
    })
}

impl Contestant for External {
    fn play(&mut self, board: &Board) -> Result<Point, Fault> {
        let mut commands = vec![Command::Info(Info::TimeLeft(self.left_ms))];
        commands.extend(self.update(board));
        let asked = Instant::now();
        self.send(&commands)?;
        let answer = self.answer(2 * self.turn + GRACE)?;
        let spent = i64::try_from(asked.elapsed().as_millis()).unwrap_or(i64::MAX);
        self.left_ms = self.left_ms.saturating_sub(spent);
        match answer {
            Answer::Move(point) => {
                self.known.clear();
                self.known.extend(board.moves());
                self.known.push(point);
                Ok(point)
            }
            other => Err(Fault::new(
                Cause::IllegalMove,
                format!("answered {} instead of a move", quote(&other.to_string())),
            )),
        }
    }

    fn chatter(&mut self) -> Vec<String> {
        std::mem::take(&mut self.chatter)
    }

    /// SWAP2BOARD with the stones so far, answered within the turn. Each
    /// stone goes with its field, `x,y,field`: Gomocup's page shows `x,y`
    /// alone, but Rapfi drops a line without a field.
    fn swap2(&mut self, board: &Board, _: &mut Rng) -> Result<Answer, Fault> {
        let commands: Vec<Command> = std::iter::once(Command::Swap2Board)
            .chain(stones(board))
            .chain(std::iter::once(Command::Done))
            .collect();
        self.send(&commands)?;
        let answer = self.answer(2 * self.turn + GRACE)?;
        // What the brain holds now: after SWAP the stones, after its move
        // them and the move; after stones offered, nothing known for sure.
        self.known.clear();
        match &answer {
            Answer::Swap => self.known.extend(board.moves()),
            Answer::Move(point) => {
                self.known.extend(board.moves());
                self.known.push(*point);
            }
            _ => {}
        }
        Ok(answer)
    }
}

fn crash(detail: impl Into<String>) -> Fault {
    Fault::new(Cause::Crash, detail)
}

impl Drop for External {
    /// END, and a kill if the brain does not exit by itself.
    fn drop(&mut self) {
        let _ = self.send(&[Command::End]);
        if self.exit_status().is_some() {
            return;
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
