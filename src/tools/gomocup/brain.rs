//! The brain's state between commands: the game, the settings and a
//! `BOARD` being read. Each line in gives the answers to print; nothing
//! that comes in can make it panic.

use std::ops::RangeInclusive;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::answer::Answer;
use super::command::{quote, Command, Field, Info, LineError};
use super::timing::TimeControl;
use crate::engine::five::search::{
    Area, Clock, Limits, Position, PositionError, Searcher, Thought,
};
use crate::engine::five::{MoveError, Player, Point, Rule};

/// The brain's stones are X and the manager's O, whoever began (under
/// renju, where X is black, a brain playing white searches its position
/// with the colours swapped).
const OWN: Player = Player::X;
const OPPONENT: Player = OWN.opponent();

/// The stones a swap2 opening starts from, black, white, black, as offsets
/// from the centre: the opening of the match tool's set that Rapfi rated
/// closest to even.
const SWAP2_OPENING: [(i32, i32); 3] = [(0, 0), (-2, -1), (2, -3)];
/// In a swap2 opening the brain swaps when the side to move scores below
/// minus this: a clear edge for the other side.
const SWAP_BELOW: i32 = 60;

/// The board sides the brain accepts: five must fit, and Gomocup's boards
/// are at most 100 cells a side.
pub const SIDES: RangeInclusive<i32> = 5..=100;

/// Without `INFO max_memory`: a native process can afford more than the
/// browser's table.
const DEFAULT_TABLE_BYTES: usize = 64 << 20;
/// However much memory the manager allows.
const MAX_TABLE_BYTES: usize = 256 << 20;

pub struct Brain {
    clock: Box<dyn Clock>,
    /// `None` until START.
    game: Option<Position>,
    /// Between BOARD and DONE.
    reading: Option<Reading>,
    time: TimeControl,
    table_bytes: usize,
    /// Made at START and again when `INFO max_memory` resizes its table,
    /// before any move's clock starts.
    searcher: Option<Searcher>,
    /// From `INFO max_node`: each move searches at most this many
    /// positions, so that the brain plays the same on any machine.
    node_limit: Option<u64>,
    /// From `INFO rule`: every game's, from the next stone on.
    rule: Rule,
    /// Set from outside when END arrives during a search, which then stops.
    end_requested: Arc<AtomicBool>,
    ended: bool,
}

/// A BOARD's lines so far.
#[derive(Default)]
struct Reading {
    lines: usize,
    stones: Vec<(usize, Point, Field)>,
    /// A SWAP2BOARD's stones, in play order, black first.
    placed: Vec<Point>,
    /// Whether SWAP2BOARD began it rather than BOARD.
    swap2: bool,
    /// The first bad line, which fails the whole BOARD at DONE.
    error: Option<String>,
}

fn error(message: String) -> Vec<Answer> {
    vec![Answer::Error(message)]
}

fn no_game() -> Vec<Answer> {
    error("no game: START or RECTSTART comes first".into())
}

impl Brain {
    /// A brain that reads the time from `clock`.
    pub fn new(clock: Box<dyn Clock>) -> Brain {
        Brain {
            clock,
            game: None,
            reading: None,
            time: TimeControl::default(),
            table_bytes: DEFAULT_TABLE_BYTES,
            searcher: None,
            node_limit: None,
            rule: Rule::Freestyle,
            end_requested: Arc::default(),
            ended: false,
        }
    }

    /// The flag that stops a search at once when set: whoever reads the
    /// manager's lines sets it on END, which may come while the brain
    /// thinks.
    pub fn end_requested(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.end_requested)
    }

    /// Whether END has come: the brain answers nothing more.
    pub fn has_ended(&self) -> bool {
        self.ended
    }

    /// The answers to one line from the manager, in order; none for INFO,
    /// END and the lines inside a BOARD.
    pub fn handle(&mut self, line: &str) -> Vec<Answer> {
        if self.ended {
            return Vec::new();
        }
        let parsed = line.parse::<Command>();
        if let Some(reading) = &mut self.reading {
            reading.lines += 1;
            match parsed {
                Ok(Command::Stone { point, field }) if !reading.swap2 => {
                    reading.stones.push((reading.lines, point, field));
                    return Vec::new();
                }
                // SWAP2BOARD's stones alternate from black, so a field, as
                // Rapfi wants them sent, says nothing more.
                Ok(Command::Placed(point) | Command::Stone { point, .. }) => {
                    reading.placed.push(point);
                    return Vec::new();
                }
                Ok(Command::Done) => {
                    let reading = self.reading.take().unwrap_or_default();
                    return match reading.swap2 {
                        true => self.finish_swap2(reading),
                        false => self.finish_board(reading),
                    };
                }
                Err(line_error) => {
                    let line = reading.lines;
                    reading
                        .error
                        .get_or_insert_with(|| format!("BOARD line {line}: {line_error}"));
                    return Vec::new();
                }
                // Any other command ends a BOARD that never got its DONE.
                Ok(command) => {
                    self.reading = None;
                    let mut answers = error(format!(
                        "BOARD was not closed by DONE before {}: its stones are dropped",
                        quote(&command.to_string())
                    ));
                    answers.extend(self.run(command));
                    return answers;
                }
            }
        }
        match parsed {
            Ok(command) => self.run(command),
            Err(LineError::Unknown(message)) => vec![Answer::Unknown(message)],
            Err(LineError::Malformed(message)) => error(message),
        }
    }

    fn run(&mut self, command: Command) -> Vec<Answer> {
        match command {
            Command::Start(size) => self.start(size, size),
            Command::RectStart { width, height } => self.start(width, height),
            Command::Restart => match &mut self.game {
                Some(game) => {
                    *game = Position::new(game.area(), OWN).under(self.rule);
                    vec![Answer::Ok]
                }
                None => no_game(),
            },
            Command::Begin => self.play_own(),
            Command::Turn(point) => self.turn(point),
            Command::Board => {
                self.reading = Some(Reading::default());
                Vec::new()
            }
            Command::Swap2Board => {
                self.reading = Some(Reading {
                    swap2: true,
                    ..Reading::default()
                });
                Vec::new()
            }
            stone @ (Command::Stone { .. } | Command::Placed(_)) => error(format!(
                "{stone}: stone lines only come between BOARD and DONE"
            )),
            Command::Done => error("DONE without BOARD".into()),
            Command::Takeback(point) => self.take_back(point),
            Command::Info(info) => self.set(info),
            Command::End => {
                self.ended = true;
                Vec::new()
            }
            Command::About => vec![Answer::About(format!(
                "name=\"pbrain-inarow\", version=\"{}\", author=\"the In a Row project\", country=\"unknown\"",
                env!("CARGO_PKG_VERSION")
            ))],
        }
    }

    fn start(&mut self, width: i32, height: i32) -> Vec<Answer> {
        let area = (SIDES.contains(&width) && SIDES.contains(&height))
            .then(|| Area::sized(width, height))
            .flatten();
        self.game = area.map(|area| Position::new(area, OWN).under(self.rule));
        self.prepare();
        match area {
            Some(_) => vec![Answer::Ok],
            None => error(format!(
                "unsupported board {width}x{height}: this brain plays {} to {} cells a side",
                SIDES.start(),
                SIDES.end()
            )),
        }
    }

    fn turn(&mut self, point: Point) -> Vec<Answer> {
        let Some(game) = &mut self.game else {
            return no_game();
        };
        match game.place(point, OPPONENT) {
            Ok(()) => self.play_own(),
            Err(refusal) => error(format!("TURN {point}: {}", describe(refusal, game.area()))),
        }
    }

    fn take_back(&mut self, point: Point) -> Vec<Answer> {
        let Some(game) = &mut self.game else {
            return no_game();
        };
        match game.remove(point) {
            Some(_) => vec![Answer::Ok],
            None => error(format!("TAKEBACK {point}: there is no stone there")),
        }
    }

    /// The stones of a BOARD replace the game's, all or none.
    fn finish_board(&mut self, reading: Reading) -> Vec<Answer> {
        if let Some(message) = reading.error {
            return error(format!("{message}; the board is left as it was"));
        }
        let Some(game) = &mut self.game else {
            return no_game();
        };
        let mut position = Position::new(game.area(), OWN).under(self.rule);
        for (line, point, field) in reading.stones {
            let player = match field {
                Field::Own => OWN,
                Field::Opponent => OPPONENT,
                Field::Marker => continue,
            };
            if let Err(refusal) = position.place(point, player) {
                return error(format!(
                    "BOARD line {line}: {}; the board is left as it was",
                    describe(refusal, game.area())
                ));
            }
        }
        *game = position;
        self.play_own()
    }

    /// A swap2 opening: with no stones, the three to open with (a balanced
    /// one); with some, the brain searches the position for the side to
    /// move and takes the other colour (`SWAP`) when that side stands
    /// worse, else plays its move. It never adds two stones.
    fn finish_swap2(&mut self, reading: Reading) -> Vec<Answer> {
        if let Some(message) = reading.error {
            return error(format!("{message}; the board is left as it was"));
        }
        let Some(area) = self.game.as_ref().map(Position::area) else {
            return no_game();
        };
        if reading.placed.is_empty() {
            let centre = area.centre();
            let opening = SWAP2_OPENING.iter().map(|&(dx, dy)| centre.offset(dx, dy));
            return match opening.collect::<Option<Vec<Point>>>() {
                Some(stones) if stones.iter().all(|&p| area.contains(p)) => {
                    vec![Answer::Opening(stones)]
                }
                _ => error("the board is too small for an opening".into()),
            };
        }
        // The side to move is the brain's for the search; the other side's
        // stones are the opponent's.
        let to_move = reading.placed.len() % 2;
        let mut position = Position::new(area, OWN).under(self.rule);
        for (index, &point) in reading.placed.iter().enumerate() {
            let player = if index % 2 == to_move { OWN } else { OPPONENT };
            if let Err(refusal) = position.place(point, player) {
                let line = index + 1;
                return error(format!(
                    "SWAP2BOARD line {line}: {}; the board is left as it was",
                    describe(refusal, area)
                ));
            }
        }
        let (report, thought) = match self.think(&position) {
            Ok(found) => found,
            Err(refusal) => return error(format!("no move: {refusal}")),
        };
        let Some(game) = &mut self.game else {
            return no_game();
        };
        if thought.score < -SWAP_BELOW {
            // The brain takes the other colour: its stones are those of the
            // side not to move, and the opponent moves next.
            let mut swapped = Position::new(area, OWN).under(self.rule);
            for (point, player) in position.stones() {
                let _ = swapped.place(point, player.opponent());
            }
            *game = swapped;
            return vec![report, Answer::Swap];
        }
        let _ = position.place(thought.point, OWN);
        *game = position;
        vec![report, Answer::Move(thought.point)]
    }

    fn set(&mut self, info: Info) -> Vec<Answer> {
        match info {
            Info::TimeoutTurn(ms) => self.time.turn_ms = ms,
            Info::TimeoutMatch(ms) => self.time.match_ms = Some(ms),
            Info::TimeLeft(ms) => self.time.left_ms = Some(ms),
            Info::MaxMemory(bytes) => {
                let table_bytes = match usize::try_from(bytes / 2) {
                    _ if bytes == 0 => DEFAULT_TABLE_BYTES,
                    Ok(half) => half.min(MAX_TABLE_BYTES),
                    Err(_) => MAX_TABLE_BYTES,
                };
                if table_bytes != self.table_bytes {
                    self.table_bytes = table_bytes;
                    self.searcher = None;
                    self.prepare();
                }
            }
            Info::Rule(bits) => match rule_of(bits) {
                Ok(rule) => {
                    self.rule = rule;
                    if let Some(game) = self.game.take() {
                        self.game = Some(game.under(rule));
                    }
                }
                Err(message) => return error(message),
            },
            Info::MaxNode(nodes) => self.node_limit = (nodes > 0).then_some(nodes),
            Info::Other { .. } => {}
        }
        Vec::new()
    }

    /// Makes the bot, its table and its pattern tables now, between moves,
    /// so that no move's time goes to them.
    fn prepare(&mut self) {
        let table_bytes = self.table_bytes;
        self.searcher
            .get_or_insert_with(|| Searcher::new(table_bytes));
    }

    /// Thinks for the brain's side and plays its stone, after a MESSAGE
    /// with what the search found.
    fn play_own(&mut self) -> Vec<Answer> {
        let Some(game) = self.game.take() else {
            return no_game();
        };
        let (answers, game) = match self.think(&game) {
            Err(refusal) => (error(format!("no move: {refusal}")), game),
            Ok((report, thought)) => {
                let mut game = game;
                let point = thought.point;
                match game.place(point, OWN) {
                    Ok(()) => (vec![report, Answer::Move(point)], game),
                    // Only a bot bug gets here; say so rather than play it.
                    Err(refusal) => {
                        let why = describe(refusal, game.area());
                        (error(format!("the bot chose {point}, but {why}")), game)
                    }
                }
            }
        };
        self.game = Some(game);
        answers
    }

    /// The bot's thought on `position`, for its side to move, and the
    /// MESSAGE that reports it: the opening book's move, or a search that
    /// stops at once when END comes.
    fn think(&mut self, position: &Position) -> Result<(Answer, Thought), MoveError> {
        let table_bytes = self.table_bytes;
        let searcher = self
            .searcher
            .get_or_insert_with(|| Searcher::new(table_bytes));
        let limits = Limits {
            nodes: self.node_limit,
            ..self.time.budget().into()
        };
        // Past any deadline once END has come.
        let (clock, end) = (&self.clock, &self.end_requested);
        let stoppable = || match end.load(Ordering::Relaxed) {
            true => f64::INFINITY,
            false => clock.now_ms(),
        };
        let start = clock.now_ms();
        let thought = match brain_is_white(position) {
            true => searcher.play(&position.swapped(), limits, &stoppable)?,
            false => searcher.play(position, limits, &stoppable)?,
        };
        let report = Answer::Message(report(&thought, clock.now_ms() - start));
        Ok((report, thought))
    }
}

/// What a move's search found, for the people watching: `depth 9 score +35
/// nodes 152033 speed 612K/s time 248ms`, or for the book's move the search
/// that made the book: `book depth 14 score +55`.
fn report(thought: &Thought, ms: f64) -> String {
    if thought.book {
        return format!("book depth {} score {:+}", thought.depth, thought.score);
    }
    let speed = thought.nodes as f64 / ms.max(0.001);
    format!(
        "depth {} score {:+} nodes {} speed {:.0}K/s time {:.0}ms",
        thought.depth, thought.score, thought.nodes, speed, ms
    )
}

/// A refused stone in the manager's terms: its stones and the brain's
/// rather than O and X.
fn describe(refusal: PositionError, area: Area) -> String {
    let whose = |player: Player| if player == OWN { "my" } else { "your" };
    match (refusal, area) {
        (PositionError::Outside { point }, Area::Bounded(rect)) => {
            format!(
                "{point} is outside the {}x{} board",
                rect.width(),
                rect.height()
            )
        }
        (PositionError::Outside { point }, Area::Unbounded) => format!("{point} is off the board"),
        (PositionError::Taken { point, by }, _) => {
            format!("{point} already holds {} stone", whose(by))
        }
        (PositionError::GameOver { winner }, _) => {
            format!("the game is over: {} five is on the board", whose(winner))
        }
    }
}

/// Whether the brain, to move, plays white under renju: black moved first,
/// so with as many stones as the other side the brain is black, and with
/// one fewer white. Only renju tells the colours apart.
fn brain_is_white(position: &Position) -> bool {
    let count = |player| position.stones().filter(|&(_, p)| p == player).count();
    position.rule() == Rule::Renju && count(OWN) < count(OPPONENT)
}

/// The rule of `INFO rule`'s bits: 1 exactly five, 4 renju (black's five
/// is exact too); 2, a continuous game, changes nothing in a move. Caro (8)
/// and unknown bits are refused, and the rule stays as it was.
fn rule_of(bits: u32) -> Result<Rule, String> {
    const KNOWN: u32 = 0b111;
    if bits & !KNOWN != 0 {
        let what = match bits & 8 {
            0 => "rules this brain does not know",
            _ => "caro, which this brain does not play",
        };
        return Err(format!(
            "INFO rule {bits} asks for {what}: it plays freestyle (0), exactly five (1) and renju (4)"
        ));
    }
    Ok(match (bits & 4 != 0, bits & 1 != 0) {
        (true, _) => Rule::Renju,
        (false, true) => Rule::Standard,
        (false, false) => Rule::Freestyle,
    })
}
