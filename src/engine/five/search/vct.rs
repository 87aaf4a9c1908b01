//! Threat-space search: a win by continuous threats (VCT). The attacker
//! makes a four or an open three with every move; the defender answers a
//! four with its block and a three with any cell that stops it (see
//! `Search::defences`) or with a four of its own. A line wins when every defence
//! fails within the attacker's move budget.
//!
//! The root asks it twice: for its own win, and for the other side's, as if
//! that side moved now; a threatened root keeps only the moves that leave
//! the other side no such win.

use super::grid::Side;
use super::ordering::sort_best_first;
use super::pattern::{Threat, TO_MOVE};
use super::pvs::{Search, MAX_PLY};

/// How many attacking moves a node tries, best first.
const ATTACKS: usize = 10;

impl Search<'_> {
    /// The first move of a win by continuous threats for `side`, to move,
    /// within `depth` of its moves, or `None` (also when time runs out, or
    /// when `side`'s threats cannot be trusted: see `trusts_threats`). On a
    /// win, `pv()` holds one line of it: the defender's first reply at each
    /// turn, and the attacker's move that beats it.
    pub(super) fn vct(&mut self, side: Side, depth: u32) -> Option<usize> {
        self.line(0, None);
        if !self.trusts_threats(side) {
            return None;
        }
        let other = 1 - side;
        if let Some(&five) = self.fives(side, 1).first() {
            return self.line(0, Some(five));
        }
        if self.fives(other, 1).is_empty() && self.wins_by_double_four(side) {
            return self.double_four(side, 0);
        }
        self.attack_with_threats(side, depth, 0)
    }

    /// The cell of `side`'s open four or two fours, the line at `ply`.
    fn double_four(&mut self, side: Side, ply: usize) -> Option<usize> {
        let cell = self
            .grid
            .candidates_at_least(side, Threat::DoubleFour)
            .next();
        self.line(ply, cell)
    }

    fn attack_with_threats(&mut self, side: Side, depth: u32, ply: usize) -> Option<usize> {
        let other = 1 - side;
        self.line(ply, None);
        if self.stopped || ply >= MAX_PLY {
            return None;
        }
        if let Some(&five) = self.fives(side, 1).first() {
            return self.line(ply, Some(five));
        }
        let blocks = self.fives(other, 2);
        if blocks.len() > 1 {
            return None;
        }
        if let [block] = blocks[..] {
            if !self.allowed(block, side) {
                return None;
            }
            // Its threats must survive the block it owes.
            self.play(block, side);
            let wins = self.defences_fail(side, depth, ply + 1);
            self.take_back(block, side);
            if !wins {
                return None;
            }
            self.follow_pv(ply, block);
            return Some(block);
        }
        if self.wins_by_double_four(side) {
            return self.double_four(side, ply);
        }
        if depth == 0 {
            return None;
        }
        let mut attacks: Vec<(usize, i32)> = self
            .grid
            .candidates_at_least(side, Threat::Three)
            .filter(|&cell| self.allowed(cell, side))
            .map(|cell| {
                let threat = self.grid.threat(cell, side) as i32;
                (cell, threat * 10_000 + self.grid.value(cell, side, TO_MOVE))
            })
            .collect();
        sort_best_first(&mut attacks);
        attacks.truncate(ATTACKS);
        for (cell, _) in attacks {
            self.play(cell, side);
            let wins = self.defences_fail(side, depth - 1, ply + 1);
            self.take_back(cell, side);
            if wins && !self.stopped {
                self.follow_pv(ply, cell);
                return Some(cell);
            }
        }
        None
    }

    /// Whether `attacker`, having just moved, wins whatever the other side,
    /// to move, does: block its four, stop its three, or four back. The
    /// line at `ply` follows the first reply.
    fn defences_fail(&mut self, attacker: Side, depth: u32, ply: usize) -> bool {
        let defender = 1 - attacker;
        self.line(ply, None);
        if self.stopped || self.has_five(defender) {
            return false;
        }
        let fives = self.fives(attacker, 2);
        if fives.len() > 1 {
            return true;
        }
        let replies: Vec<usize> = match fives[..] {
            // A five on a point the defender may not play cannot be stopped.
            [block] if !self.allowed(block, defender) => return true,
            [block] => vec![block],
            _ if self.grid.count_at_least(attacker, Threat::FourThree) == 0 => return false,
            _ => {
                let mut moves = Vec::new();
                if !self.defences(&mut moves, defender) {
                    return false;
                }
                moves.into_iter().map(|(cell, _)| cell).collect()
            }
        };
        for (index, &reply) in replies.iter().enumerate() {
            self.play(reply, defender);
            let wins = self.attack_with_threats(attacker, depth, ply + 1).is_some();
            self.take_back(reply, defender);
            if !wins {
                return false;
            }
            if index == 0 {
                self.follow_pv(ply, reply);
            }
        }
        true
    }
}

impl Search<'_> {
    /// The root's moves for `side` that leave `other` no win by continuous
    /// threats, of the `tried` most promising and `side`'s fours: `None`
    /// when `other` has no such win now, none of them stops it, or time runs
    /// out before all are tried. The moves not yet tried may stop it too: a
    /// root kept to the first few that did played weaker.
    pub(super) fn stop_threats(
        &mut self,
        side: Side,
        depth: u32,
        tried: usize,
    ) -> Option<Vec<usize>> {
        let other = 1 - side;
        self.vct(other, depth)?;
        let mut moves = Vec::new();
        self.root_moves(&mut moves, side);
        let mut safe = Vec::new();
        for (index, &(cell, _)) in moves.iter().enumerate() {
            if index >= tried && !self.grid.threat(cell, side).is_four() {
                continue;
            }
            self.play(cell, side);
            let refuted = self.vct(other, depth).is_none();
            self.take_back(cell, side);
            if self.stopped {
                return None;
            }
            if refuted {
                safe.push(cell);
            }
        }
        (!safe.is_empty()).then_some(safe)
    }
}

#[cfg(test)]
mod tests {
    use super::super::mapping::Mapping;
    use super::super::position::Position;
    use super::super::table::Table;
    use super::super::time::Deadline;
    use super::super::{grid_of, side_of};
    use super::*;
    use crate::engine::five::{Area, Player, Point, Rule};

    /// O's open three on an open board, X to move with two quiet stones.
    fn threatened() -> Position {
        let mut position = Position::new(Area::Unbounded, Player::X);
        let stones = [
            ((5, 5), Player::O),
            ((6, 5), Player::O),
            ((7, 5), Player::O),
        ];
        let quiet = [((5, 8), Player::X), ((9, 9), Player::X)];
        for ((x, y), player) in stones.into_iter().chain(quiet) {
            position.place(Point::new(x, y).unwrap(), player).unwrap();
        }
        position
    }

    /// What `run` finds with a search of `threatened`, stopped after
    /// `nodes` positions, and the positions it made.
    fn within<T>(nodes: u64, run: impl FnOnce(&mut Search) -> T) -> (T, u64) {
        searching(&threatened(), nodes, |search, _| run(search))
    }

    /// What `run` finds with a search of `position` (its grid's mapping
    /// given too), stopped after `nodes` positions, and the positions it
    /// made.
    fn searching<T>(
        position: &Position,
        nodes: u64,
        run: impl FnOnce(&mut Search, &Mapping) -> T,
    ) -> (T, u64) {
        let (mapping, grid) = grid_of(position);
        let mut table = Table::new(1 << 16);
        let clock = || 0.0;
        let deadline = Deadline {
            ms: f64::INFINITY,
            nodes,
        };
        let mut search = Search::new(grid, &mut table, &clock, deadline, Rule::Freestyle);
        let found = run(&mut search, &mapping);
        (found, search.nodes)
    }

    /// `stop_threats` for X, as the root runs it.
    fn stop_threats(search: &mut Search) -> Option<Vec<usize>> {
        search.stop_threats(side_of(Player::X), 10, 40)
    }

    #[test]
    fn a_four_three_whose_block_makes_a_four_is_no_win() {
        // From a game against Rapfi, 20 × 20, O to move. O's
        // 10,5 makes a split three on the diagonal and a three on column
        // 10; X fours back with 12,7 and O blocks at 12,8. Then O has an
        // open four to make at 9,6 and a four-three at 10,6, and no one
        // X stone stops both, but 9,6 sets up a four of X's on 10,7, the
        // cell where X must block 10,6's four: X wins the tempo back.
        let moves = "10,10 9,9 9,13 11,9 12,9 10,9 12,10 9,10 12,11 12,12 9,8 10,8 \
                     11,8 8,9 7,9 8,10 7,11 11,7 12,6 7,8 6,7 8,7 8,8 11,12 10,11";
        let mut position = Position::new(Area::sized(20, 20).unwrap(), Player::O);
        for (index, at) in moves.split_whitespace().enumerate() {
            let (x, y) = at.split_once(',').unwrap();
            let point = Point::new(x.parse().unwrap(), y.parse().unwrap()).unwrap();
            let player = [Player::X, Player::O][index % 2];
            position.place(point, player).unwrap();
        }
        searching(&position, u64::MAX, |search, mapping| {
            let (o, x) = (side_of(Player::O), side_of(Player::X));
            let cell = |x, y| mapping.cell(Point::new(x, y).unwrap()).unwrap();
            assert_eq!(search.vct(o, 3), None, "no win by threats for O");
            // The line it took for one: 10,5, X's four back, O's block.
            for (at, side) in [((10, 5), o), ((12, 7), x), ((12, 8), o)] {
                search.play(cell(at.0, at.1), side);
            }
            let mut defences = Vec::new();
            assert!(search.defences(&mut defences, x), "X must answer");
            let defences: Vec<usize> = defences.into_iter().map(|(cell, _)| cell).collect();
            assert!(
                defences.contains(&cell(9, 6)),
                "the stone that sets up the four"
            );
            assert!(!search.defences_fail(o, 3, 1), "X holds");
        });
    }

    #[test]
    fn a_check_of_the_roots_moves_cut_short_keeps_them_all() {
        // O's threat search alone, as `stop_threats` runs it first.
        let (win, first) = within(u64::MAX, |search| search.vct(side_of(Player::O), 10));
        assert!(win.is_some(), "O's open three wins if X passes");
        let (safe, all) = within(u64::MAX, stop_threats);
        let safe = safe.expect("moves that stop the open three");
        assert!((2..=6).contains(&safe.len()), "{safe:?}");
        // Stopped anywhere after O's win is found, before every move is
        // tried, it restricts nothing.
        for nodes in (first + 1..all).step_by(((all - first) / 40).max(1) as usize) {
            assert_eq!(within(nodes, stop_threats).0, None, "{nodes} of {all}");
        }
    }
}
