//! The rule players. Hard plays the list of Crowley and Siegler (1993):
//! eight rules tried in order, the first that finds a cell decides the move,
//! and it never loses. Easy and Medium play as beginners do: they take their
//! own wins, block some or all of the opponent's, and otherwise play
//! anywhere, which a careless opponent can beat from either side.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use super::candidate::{Candidate, Candidates};
use super::{Board, Cell, CellSet, Line, MoveError, Reason, LINES};
use crate::engine::excerpt;

/// One rule of the list, in the order they are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Complete a line of one's own.
    Win,
    /// Fill the last cell of the opponent's two in a line.
    Block,
    /// Make two in each of two lines at once.
    Fork,
    /// Stop the opponent from forking: by making two in a line, which the
    /// opponent must block, where that block leaves it fewer than two cells
    /// to win at; otherwise by taking a cell where the opponent would fork.
    BlockFork,
    Centre,
    /// The corner opposite one of the opponent's.
    OppositeCorner,
    EmptyCorner,
    EmptySide,
}

impl Rule {
    pub const ALL: [Rule; 8] = [
        Rule::Win,
        Rule::Block,
        Rule::Fork,
        Rule::BlockFork,
        Rule::Centre,
        Rule::OppositeCorner,
        Rule::EmptyCorner,
        Rule::EmptySide,
    ];
}

/// How strong the rule player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Takes its wins, blocks the opponent's one time in two (overlooking
    /// it otherwise, for any other cell), and plays anywhere else.
    Easy,
    /// Takes its wins, always blocks, and plays anywhere else.
    Medium,
    /// All eight rules: never loses.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name the JS API takes: "easy", "medium" or "hard".
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = UnknownLevel;

    /// Exactly one of the names `name` gives.
    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| UnknownLevel {
                found: excerpt(text),
            })
    }
}

/// A level name that is not "easy", "medium" or "hard".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel {
    /// What was given, cut to its first characters.
    pub found: String,
}

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Quoted by hand: Debug's escapes would bring Unicode tables into the wasm.
        write!(
            f,
            "unknown level \"{}\": expected \"easy\", \"medium\" or \"hard\"",
            self.found
        )
    }
}

impl Error for UnknownLevel {}

/// The cells the rule player at `level` may play for the side to move, in
/// increasing order, each with its reason and weight. Fails when the game is
/// over.
pub fn rule_moves(board: Board, level: Level) -> Result<Vec<Candidate>, MoveError> {
    Ok(rule_candidates(board, level)?.iter().collect())
}

/// The same, as the bot picks among them.
pub fn rule_candidates(board: Board, level: Level) -> Result<Candidates, MoveError> {
    if board.outcome().is_over() {
        return Err(MoveError::GameOver);
    }
    let sides = Sides::of(board);
    // Hard's rules in turn, until one finds any cell; Easy and Medium win,
    // else block, else play anywhere.
    let rules: &[Rule] = match level {
        Level::Hard => &Rule::ALL,
        _ => &[Rule::Win, Rule::Block],
    };
    let mut picks = rules
        .iter()
        .map(|&rule| sides.picks(rule))
        .find(|picks| !picks.is_empty())
        .unwrap_or_else(|| sides.anywhere());
    // Easy blocks one time in two: any other cell overlooks the first line
    // to block.
    if let (Level::Easy, Some((_, line))) = (level, sides.swapped().threats().next()) {
        if sides.threats().next().is_none() {
            for cell in sides.empty() {
                picks.offer(cell, Reason::Overlooks(line));
            }
        }
    }
    Ok(picks)
}

/// One of `rule_moves`, as likely as its weight says; `pick(n)` draws one
/// of `n` equally likely tickets, so that games vary. A ticket of `n` or more
/// wraps around.
pub fn rule_move(
    board: Board,
    level: Level,
    pick: impl FnOnce(usize) -> usize,
) -> Result<(Cell, Reason), MoveError> {
    let candidates = rule_candidates(board, level)?;
    Ok(candidates.pick(pick).expect("an empty cell is a candidate"))
}

/// Every empty cell, ranked by the first of all eight rules that picks it
/// (wins, blocks, forks, blocks of forks, the centre, the opposite corner,
/// corners, sides), and by index among cells of one rank: the moves a
/// search that prunes should try first.
pub fn preferred_order(board: Board) -> Vec<Cell> {
    let sides = Sides::of(board);
    let mut order: Vec<Cell> = Vec::with_capacity(Cell::COUNT);
    for rule in Rule::ALL {
        for picked in sides.picks(rule).iter() {
            if !order.contains(&picked.cell) {
                order.push(picked.cell);
            }
        }
    }
    order
}

const CENTRE: Cell = Cell::at(4);
const CORNERS: [Cell; 4] = [Cell::at(0), Cell::at(2), Cell::at(6), Cell::at(8)];
const SIDES: [Cell; 4] = [Cell::at(1), Cell::at(3), Cell::at(5), Cell::at(7)];

/// The corner across the centre from `corner`.
const fn opposite(corner: Cell) -> Cell {
    Cell::at((Cell::COUNT - 1 - corner.index()) as u8)
}

/// Offers each of `cells` that is in `empty` to `picks`, with `reason`.
fn offer_free(picks: &mut Candidates, cells: &[Cell], empty: CellSet, reason: Reason) {
    for &cell in cells {
        if empty.contains(cell) {
            picks.offer(cell, reason);
        }
    }
}

/// The board from one side's point of view: the rules ask the same questions
/// of the opponent, so the two sides swap instead of the code repeating.
#[derive(Clone, Copy)]
struct Sides {
    own: CellSet,
    theirs: CellSet,
}

impl Sides {
    fn of(board: Board) -> Sides {
        let player = board.to_move();
        Sides {
            own: board.marks(player),
            theirs: board.marks(player.opponent()),
        }
    }

    fn swapped(self) -> Sides {
        Sides {
            own: self.theirs,
            theirs: self.own,
        }
    }

    fn empty(self) -> CellSet {
        self.own.union(self.theirs).complement()
    }

    /// Our mark on `cell`.
    fn play(self, cell: Cell) -> Sides {
        Sides {
            own: self.own.with(cell),
            ..self
        }
    }

    /// The empty cell of `line` when we have its other two.
    fn threat(self, line: Line) -> Option<Cell> {
        let cells = line.cells();
        let ours = cells
            .iter()
            .filter(|&&cell| self.own.contains(cell))
            .count();
        let empty = self.empty();
        let mut free = cells.into_iter().filter(|&cell| empty.contains(cell));
        match (ours, free.next()) {
            (2, Some(cell)) => Some(cell),
            _ => None,
        }
    }

    fn threats(self) -> impl Iterator<Item = (Cell, Line)> {
        LINES
            .into_iter()
            .filter_map(move |line| self.threat(line).map(|cell| (cell, line)))
    }

    /// Once we play `cell`, the lines through it where we have two and the
    /// third cell is empty, with that cell.
    fn threats_through(self, cell: Cell) -> impl Iterator<Item = (Cell, Line)> {
        let after = self.play(cell);
        LINES
            .into_iter()
            .filter(move |line| line.cells().contains(&cell))
            .filter_map(move |line| after.threat(line).map(|open| (open, line)))
    }

    /// The two lines of the fork we make by playing `cell`, if it makes one.
    fn fork(self, cell: Cell) -> Option<(Line, Line)> {
        let mut lines = self.threats_through(cell).map(|(_, line)| line);
        Some((lines.next()?, lines.next()?))
    }

    /// The cells where we could fork, each with `reason` for its two lines.
    fn forks(self, reason: fn(Line, Line) -> Reason) -> Candidates {
        let mut picks = Candidates::default();
        for cell in self.empty() {
            if let Some((a, b)) = self.fork(cell) {
                picks.offer(cell, reason(a, b));
            }
        }
        picks
    }

    /// Every empty cell, each named for what it is.
    fn anywhere(self) -> Candidates {
        let mut picks = Candidates::default();
        for cell in self.empty() {
            let reason = match cell.index() {
                4 => Reason::Centre,
                index if index % 2 == 0 => Reason::EmptyCorner,
                _ => Reason::EmptySide,
            };
            picks.offer(cell, reason);
        }
        picks
    }

    /// The cells `rule` picks.
    fn picks(self, rule: Rule) -> Candidates {
        let empty = self.empty();
        let mut picks = Candidates::default();
        match rule {
            Rule::Win => {
                for (cell, line) in self.threats() {
                    picks.offer(cell, Reason::Win(line));
                }
            }
            Rule::Block => {
                for (cell, line) in self.swapped().threats() {
                    picks.offer(cell, Reason::Block(line));
                }
            }
            Rule::Fork => return self.forks(Reason::Fork),
            Rule::BlockFork => return self.block_fork(),
            Rule::Centre => offer_free(&mut picks, &[CENTRE], empty, Reason::Centre),
            Rule::OppositeCorner => {
                for corner in CORNERS {
                    if self.theirs.contains(corner) {
                        offer_free(
                            &mut picks,
                            &[opposite(corner)],
                            empty,
                            Reason::OppositeCorner,
                        );
                    }
                }
            }
            Rule::EmptyCorner => offer_free(&mut picks, &CORNERS, empty, Reason::EmptyCorner),
            Rule::EmptySide => offer_free(&mut picks, &SIDES, empty, Reason::EmptySide),
        }
        picks
    }

    /// The opponent could fork on its next move: make two in a line, so that
    /// the opponent must block, where the block leaves it fewer than two
    /// cells to win at; failing that, take a cell where it would fork.
    fn block_fork(self) -> Candidates {
        let forks = self.swapped().forks(Reason::BlocksFork);
        if forks.is_empty() {
            return forks;
        }
        let mut forcing = Candidates::default();
        for cell in self.empty() {
            for (block, line) in self.threats_through(cell) {
                let reply = self.play(cell).swapped().play(block);
                let wins: CellSet = reply.threats().map(|(open, _)| open).collect();
                if wins.len() < 2 {
                    forcing.offer(cell, Reason::ForcesBlock(line));
                }
            }
        }
        if forcing.is_empty() {
            forks
        } else {
            forcing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    /// The moves `level` may play on `text` are `expected`: cell indices with
    /// the English reasons of the API and their weights.
    fn assert_weighed(text: &str, level: Level, expected: &[(usize, &str, u32)]) {
        let moves: Vec<(usize, String, u32)> = rule_moves(board(text), level)
            .unwrap()
            .into_iter()
            .map(|c| (c.cell.index(), c.reason.to_string(), c.weight))
            .collect();
        let expected: Vec<(usize, String, u32)> = expected
            .iter()
            .map(|&(cell, reason, weight)| (cell, reason.to_string(), weight))
            .collect();
        assert_eq!(moves, expected, "{text} {level}");
    }

    /// The same, each move as likely as the others.
    fn assert_moves(text: &str, level: Level, expected: &[(usize, &str)]) {
        let weighed: Vec<_> = expected.iter().map(|&(c, r)| (c, r, 1)).collect();
        assert_weighed(text, level, &weighed);
    }

    const CENTRE: &[(usize, &str)] = &[(4, "Takes the centre")];
    const CORNER: &str = "Takes an empty corner";
    const SIDE: &str = "Takes an empty side";

    #[test]
    fn a_win_comes_before_a_block() {
        for level in Level::ALL {
            assert_moves("XX.OO....", level, &[(2, "Completes the row 0-1-2")]);
        }
    }

    #[test]
    fn a_block_names_the_opponents_line_in_increasing_order() {
        // O has 2 and 4 on the diagonal that LINES lists as 6-4-2.
        let diagonal = [(6, "Blocks your diagonal 2-4-6")];
        assert_moves("X.O.O...X", Level::Medium, &diagonal);
        assert_moves("XO..O...X", Level::Hard, &[(7, "Blocks your column 1-4-7")]);
    }

    #[test]
    fn hard_alone_makes_forks() {
        // X has 2 and 8 and O holds the column between them: 4 joins both
        // diagonals, 6 the bottom row and a diagonal.
        let forks = [
            (
                4,
                "Threatens both the diagonal 0-4-8 and the diagonal 2-4-6",
            ),
            (6, "Threatens both the row 6-7-8 and the diagonal 2-4-6"),
        ];
        assert_moves(".OX..O..X", Level::Hard, &forks);
        let anywhere = [
            (0, CORNER),
            (3, SIDE),
            (4, "Takes the centre"),
            (6, CORNER),
            (7, SIDE),
        ];
        assert_moves(".OX..O..X", Level::Medium, &anywhere);
        assert_moves(".OX..O..X", Level::Easy, &anywhere);
    }

    #[test]
    fn hard_takes_the_cell_of_a_diagonal_fork_when_it_cannot_force() {
        // O's marks lie on no line it could still fill, so it cannot force;
        // X would fork at 8 with the bottom row and the diagonal 0-4-8.
        let block = [(
            8,
            "Blocks your fork of the row 6-7-8 and the diagonal 0-4-8",
        )];
        assert_moves("X.OO.XX..", Level::Hard, &block);
    }

    const FORCE_ROW: &str = "Threatens the row 3-4-5, so you must block instead of forking";
    const FORCE_COLUMN: &str = "Threatens the column 1-4-7, so you must block instead of forking";

    #[test]
    fn hard_forces_with_a_side_where_a_corner_would_lose() {
        // X holds opposite corners around O's centre. O at a corner would make
        // X block at the other corner, which forks; a side forces a block that
        // makes no fork.
        let sides = [
            (1, FORCE_COLUMN),
            (3, FORCE_ROW),
            (5, FORCE_ROW),
            (7, FORCE_COLUMN),
        ];
        assert_moves("X...O...X", Level::Hard, &sides);
    }

    #[test]
    fn a_forcing_move_must_not_hand_over_a_fork() {
        // O at 4 forces X to 7, which leaves X one threat; O at 7 would force X
        // to 4, joining both diagonals.
        assert_moves(".OXX.O..X", Level::Hard, &[(4, FORCE_COLUMN)]);
    }

    #[test]
    fn centre_then_corners_then_sides() {
        assert_moves(".........", Level::Hard, CENTRE);
        assert_moves(
            "....X...O",
            Level::Hard,
            &[(0, "Takes the opposite corner")],
        );
        // Every corner is taken and nothing threatens.
        let sides = [(3, "Takes an empty side"), (5, "Takes an empty side")];
        assert_moves("OXO.X.XOX", Level::Hard, &sides);
    }

    #[test]
    fn rule_move_picks_among_equals_and_wraps_the_pick() {
        let board = board("X...O...X");
        let picked: CellSet = (0..10)
            .map(|n| rule_move(board, Level::Hard, |_| n).unwrap().0)
            .collect();
        assert_eq!(
            picked.iter().map(Cell::index).collect::<Vec<_>>(),
            [1, 3, 5, 7]
        );
        let mut offered = 0;
        rule_move(board, Level::Hard, |n| {
            offered = n;
            0
        })
        .unwrap();
        assert_eq!(offered, 4);
    }

    #[test]
    fn a_finished_game_has_no_rule_move() {
        for text in ["XXXOO....", "XOXXOOOXX"] {
            assert_eq!(
                rule_move(board(text), Level::Hard, |_| 0),
                Err(MoveError::GameOver)
            );
        }
    }

    #[test]
    fn the_preferred_order_ranks_every_empty_cell_by_its_first_rule() {
        let order = |text: &str| -> Vec<usize> {
            preferred_order(board(text))
                .into_iter()
                .map(Cell::index)
                .collect()
        };
        assert_eq!(order("........."), [4, 0, 2, 6, 8, 1, 3, 5, 7]);
        // The win, the block, the empty corners, the last side.
        assert_eq!(order("XX.OO...."), [2, 5, 6, 8, 7]);
    }

    #[test]
    fn levels_parse_from_their_exact_names() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        for wrong in ["Hard", "expert", "", " easy"] {
            assert_eq!(
                wrong.parse::<Level>(),
                Err(UnknownLevel {
                    found: wrong.to_string()
                })
            );
        }
        assert_eq!(
            "expert".parse::<Level>().unwrap_err().to_string(),
            r#"unknown level "expert": expected "easy", "medium" or "hard""#
        );
    }

    #[test]
    fn easy_blocks_one_time_in_two_and_medium_always() {
        // X has 0 and 1; O can block at 2, or overlook the row at any of the
        // 5 other cells: 5 tickets for the block, 1 for each other cell.
        let row = "Overlooks your row 0-1-2";
        let easy = [
            (2, "Blocks your row 0-1-2", 5),
            (3, row, 1),
            (5, row, 1),
            (6, row, 1),
            (7, row, 1),
            (8, row, 1),
        ];
        assert_weighed("XX..O....", Level::Easy, &easy);
        assert_moves("XX..O....", Level::Medium, &[(2, "Blocks your row 0-1-2")]);
    }

    #[test]
    fn easy_takes_a_win_before_looking_at_blocks() {
        assert_moves("XX.OO.X..", Level::Easy, &[(5, "Completes the row 3-4-5")]);
    }

    #[test]
    fn easy_and_medium_open_anywhere() {
        for level in [Level::Easy, Level::Medium] {
            let moves = rule_moves(Board::EMPTY, level).unwrap();
            assert_eq!(moves.len(), 9, "{level}");
            assert!(moves.iter().all(|c| c.weight == 1), "{level}");
        }
    }
}
