//! The players of a match: our bots, or any Gomocup brain.

use std::path::PathBuf;

use super::external::External;
use super::game::{Cause, Conditions, Contestant, Fault};
use super::swap2;
use crate::engine::five::ladder::Level;
use crate::engine::five::opening::judge::Judge;
use crate::engine::five::search::{Area, Limits, Position, Searcher};
use crate::engine::five::{Board, MoveError, Point};
use crate::engine::rng::Rng;
use crate::tools::gomocup::Answer;
use crate::tools::wall_clock::wall_clock;

/// Who plays, as the command line names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Hard,
    /// Another level of the ladder (Beginner to Grandmaster): the page's
    /// opponent of that name.
    Level(Level),
    /// A Gomocup brain's executable.
    Brain(PathBuf),
}

impl PlayerSpec {
    /// `hard` or another level's name (`normal`) in any case, or else a
    /// path.
    pub fn parse(text: &str) -> PlayerSpec {
        match text.to_ascii_lowercase().as_str() {
            "hard" => PlayerSpec::Hard,
            name => match name.parse::<Level>() {
                Ok(level) => PlayerSpec::Level(level),
                Err(_) => PlayerSpec::Brain(PathBuf::from(text)),
            },
        }
    }

    /// How the summary names it: a brain by its file name.
    pub fn name(&self) -> String {
        match self {
            PlayerSpec::Hard => "hard".into(),
            PlayerSpec::Level(level) => level.key().into(),
            PlayerSpec::Brain(path) => path
                .file_name()
                .unwrap_or(path.as_os_str())
                .to_string_lossy()
                .into_owned(),
        }
    }

    /// A brain by its whole path, our bots by name: for two builds of one
    /// brain.
    pub fn path_name(&self) -> String {
        match self {
            PlayerSpec::Brain(path) => path.display().to_string(),
            _ => self.name(),
        }
    }

    pub fn is_brain(&self) -> bool {
        matches!(self, PlayerSpec::Brain(_))
    }

    /// The player, ready for a game; `seed` draws a level's choices. A
    /// brain that does not start is why it loses.
    pub fn join(&self, conditions: Conditions, seed: u64) -> Result<Box<dyn Contestant>, Fault> {
        Ok(match self {
            // The table the page gives it: the match measures the page's bot.
            PlayerSpec::Hard => Box::new(SearchBot {
                searcher: Searcher::new(Searcher::DEFAULT_TABLE_BYTES),
                conditions,
                report: None,
            }),
            PlayerSpec::Level(level) => Box::new(Climber::new(*level, conditions.area, seed)),
            PlayerSpec::Brain(path) => Box::new(External::launch(path, conditions)?),
        })
    }
}

/// A level as a match's player, its choices drawn from its own generator;
/// Hard as the page's worker keeps it, one searcher for the whole game, at
/// `Level::HARD_NODES` positions a move.
pub struct Climber {
    level: Level,
    /// The match's board: the arena hands the game over on the open one.
    area: Area,
    rng: Rng,
    hard: Option<Searcher>,
}

impl Climber {
    pub fn new(level: Level, area: Area, seed: u64) -> Climber {
        let hard = (level == Level::Hard).then(|| Searcher::new(Searcher::DEFAULT_TABLE_BYTES));
        Climber {
            level,
            area,
            rng: Rng::new(seed),
            hard,
        }
    }
}

impl Contestant for Climber {
    fn play(&mut self, board: &Board) -> Result<Point, Fault> {
        // The game on the match's board, so that the level plays within it.
        let mut bounded = Board::with(board.rule(), self.area);
        for &point in board.moves() {
            bounded
                .play(point)
                .map_err(|error| Fault::new(Cause::Crash, format!("failed: {error}")))?;
        }
        let board = &bounded;
        let moved = match (self.level.play(board, &mut self.rng), &mut self.hard) {
            (Some(moved), _) => moved,
            (None, Some(searcher)) => {
                let limits = Limits::nodes(Level::HARD_NODES);
                let clock = || 0.0;
                let thought = searcher.play(&Position::from_board(board), limits, &clock);
                thought.map(|thought| thought.point)
            }
            (None, None) => Err(MoveError::GameOver),
        };
        moved.map_err(|error| Fault::new(Cause::Crash, format!("failed: {error}")))
    }
}

struct SearchBot {
    searcher: Searcher,
    conditions: Conditions,
    /// What the last search found, for the record.
    report: Option<String>,
}

impl Contestant for SearchBot {
    fn play(&mut self, board: &Board) -> Result<Point, Fault> {
        let failed = |error: String| Fault::new(Cause::Crash, format!("failed: {error}"));
        let position = Position::from_board(board)
            .within(self.conditions.area)
            .map_err(|e| failed(e.to_string()))?;
        let clock = wall_clock();
        let limits = match self.conditions.nodes {
            Some(nodes) => Limits::nodes(nodes),
            None => self.conditions.budget.into(),
        };
        let thought = self
            .searcher
            .think(&position, limits, &clock)
            .map_err(|e| failed(e.to_string()))?;
        self.report = Some(format!(
            "depth {} score {:+} nodes {}",
            thought.depth, thought.score, thought.nodes
        ));
        Ok(thought.point)
    }

    fn chatter(&mut self) -> Vec<String> {
        self.report.take().into_iter().collect()
    }

    /// Hard reads each position of the opening as far as a move.
    fn swap2(&mut self, board: &Board, rng: &mut Rng) -> Result<Answer, Fault> {
        let judge = Judge::new(self.conditions.nodes.unwrap_or(Level::HARD_NODES));
        swap2::judged(judge, board, rng, |board| self.play(board))
    }
}
