//! The search for a win by continuous fours (VCF): the attacker makes a
//! four with every move, so the defender's reply is forced, until it makes
//! two fours at once or a four the defender cannot block. Forced lines are
//! narrow, so this reads far deeper than the full-width search.

use super::field::Side;
use super::pvs::{only, rank, Search};

impl Search<'_> {
    /// The first move of a win by fours for `side`, to move, within `depth`
    /// of its moves, or `None`. `last` is the defender's last stone, which
    /// is where a four of its own must have come from.
    pub(super) fn vcf(&mut self, side: Side, depth: u32, last: Option<usize>) -> Option<usize> {
        if self.tick() {
            return None;
        }
        let other = 1 - side;
        if self.field.has_four(side) {
            return self.five_cells(side).first().copied();
        }
        let attacks: Vec<usize> = if self.field.has_four(other) {
            // The attacker must block, and its block must be a four.
            let blocks: Vec<usize> = match last {
                Some(cell) => self.field.fives_through(cell, other).collect(),
                None => self.five_cells(other),
            };
            match only(&blocks) {
                Some(block) if self.field.offer(block).fours[side] > 0 => vec![block],
                _ => return None,
            }
        } else if depth == 0 || !self.field.can_make_four(side) {
            return None;
        } else {
            let mut fours = Vec::new();
            for cell in self.near_cells() {
                let offer = self.field.offer(cell);
                if offer.fours[side] > 0 {
                    let score = i32::from(offer.fours[side]) * 1000 + i32::from(offer.gain[side]);
                    rank(&mut fours, (cell, score), usize::MAX);
                }
            }
            fours.into_iter().map(|(cell, _)| cell).collect()
        };
        for attack in attacks {
            self.play(attack, side);
            let wins: Vec<usize> = self.field.fives_through(attack, side).collect();
            let won = match (wins.is_empty(), only(&wins)) {
                (true, _) => false,
                (false, Some(block)) => {
                    self.play(block, other);
                    let won = self
                        .vcf(side, depth.saturating_sub(1), Some(block))
                        .is_some();
                    self.take_back(block, other);
                    won
                }
                // Two cells to complete five: one block leaves the other.
                (false, None) => true,
            };
            self.take_back(attack, side);
            if won && !self.stopped {
                return Some(attack);
            }
        }
        None
    }
}
