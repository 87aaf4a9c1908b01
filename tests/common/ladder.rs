//! The model players the levels are measured against, and the exact chances
//! of each result between a level and a model player. Nothing is sampled:
//! every line of play is followed, weighted by its probability, and each bot
//! plays each of its candidates as often as its weight says.

use std::collections::HashMap;

use inarow::engine::classic::{total_weight, Board, Cell, CellSet, Outcome, Player, LINES};
use inarow::play::classic::Opponent;

/// The four levels, easiest first.
pub const LEVELS: [Opponent; 4] = [
    Opponent::Easy,
    Opponent::Medium,
    Opponent::Hard,
    Opponent::Impossible,
];

/// A person as a model: how often they see their own open win, and the
/// bot's, on the board. When they see neither they play at random.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    pub name: &'static str,
    /// The chance of seeing each open win, their own first.
    pub sight: f64,
}

/// The player of the issue, who sees each open win 80% of the time; one who
/// always does; one who plays uniformly at random.
pub const MODELS: [Model; 3] = [
    Model {
        name: "sees 80%",
        sight: 0.8,
    },
    Model {
        name: "sees all",
        sight: 1.0,
    },
    Model {
        name: "random",
        sight: 0.0,
    },
];

/// Each cell a side may play, with its probability.
type Odds = Vec<(Cell, f64)>;

/// The empty cells where `player` would complete a line.
fn wins_for(board: Board, player: Player) -> CellSet {
    let marks = board.marks(player);
    let completes = |cell| {
        LINES
            .iter()
            .any(|line| marks.with(cell).is_superset(line.set()))
    };
    board
        .empty_cells()
        .iter()
        .filter(|&cell| completes(cell))
        .collect()
}

/// `chance` spread evenly over `cells`; none, when it is nought, so that
/// lines that cannot happen are not followed.
fn spread(odds: &mut Odds, cells: CellSet, chance: f64) {
    if chance == 0.0 {
        return;
    }
    let each = chance / cells.len() as f64;
    odds.extend(cells.iter().map(|cell| (cell, each)));
}

impl Model {
    /// It takes one of its wins if it sees them; if not, it blocks one of
    /// the bot's if it sees them; if not, it plays any empty cell.
    fn odds(self, board: Board) -> Odds {
        let me = board.to_move();
        let mut odds = Odds::new();
        let mut unseen = 1.0;
        for open in [wins_for(board, me), wins_for(board, me.opponent())] {
            if !open.is_empty() {
                spread(&mut odds, open, unseen * self.sight);
                unseen *= 1.0 - self.sight;
            }
        }
        spread(&mut odds, board.empty_cells(), unseen);
        odds
    }
}

fn bot_odds(level: Opponent, board: Board) -> Odds {
    let candidates = level.candidates(board).expect("the game is on");
    let total = f64::from(total_weight(&candidates));
    let odds = candidates.iter();
    odds.map(|c| (c.cell, f64::from(c.weight) / total))
        .collect()
}

/// The chances of the person's win, a draw and the bot's win.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Chances {
    pub person: f64,
    pub draw: f64,
    pub bot: f64,
}

impl Chances {
    fn plus(self, other: Chances, weight: f64) -> Chances {
        Chances {
            person: self.person + weight * other.person,
            draw: self.draw + weight * other.draw,
            bot: self.bot + weight * other.bot,
        }
    }

    /// The mean of the two, as when the sides alternate.
    pub fn pooled(self, other: Chances) -> Chances {
        Chances::default().plus(self, 0.5).plus(other, 0.5)
    }
}

/// The chances from the empty board when `bot` is the side the level plays.
pub fn chances(level: Opponent, model: Model, bot: Player) -> Chances {
    Game {
        level,
        model,
        bot,
        known: HashMap::new(),
    }
    .from(Board::EMPTY)
}

/// One pairing, with the chances found so far, by position.
struct Game {
    level: Opponent,
    model: Model,
    bot: Player,
    known: HashMap<Board, Chances>,
}

impl Game {
    fn from(&mut self, board: Board) -> Chances {
        if let Some(&known) = self.known.get(&board) {
            return known;
        }
        let end = |person, draw, bot| Chances { person, draw, bot };
        let chances = match board.outcome() {
            Outcome::Won { winner, .. } if winner == self.bot => end(0.0, 0.0, 1.0),
            Outcome::Won { .. } => end(1.0, 0.0, 0.0),
            Outcome::Draw => end(0.0, 1.0, 0.0),
            Outcome::InProgress => {
                let odds = if board.to_move() == self.bot {
                    bot_odds(self.level, board)
                } else {
                    self.model.odds(board)
                };
                odds.into_iter()
                    .fold(Chances::default(), |sum, (cell, chance)| {
                        sum.plus(self.from(board.play(cell).unwrap()), chance)
                    })
            }
        };
        self.known.insert(board, chances);
        chances
    }
}
