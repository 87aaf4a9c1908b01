//! A move a bot may play, why, and how often. Most bots pick among equal
//! moves, but Easy blocks one time in two whatever the number of cells on
//! either side of that coin, so each candidate carries a weight.

use super::{Cell, Reason};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub cell: Cell,
    pub reason: Reason,
    /// Played with probability `weight` / the sum of all the weights.
    pub weight: u32,
}

/// The sum of the candidates' weights: how many equally likely tickets
/// `Candidates::pick` draws among.
pub fn total_weight(candidates: &[Candidate]) -> u32 {
    candidates.iter().map(|candidate| candidate.weight).sum()
}

/// The cells a bot may play, each with the first reason found for it, so
/// that a cell that two lines lead to counts once among equals. The weights
/// follow from the reasons: with both blocks and overlooked blocks among
/// them, as Easy has, each block weighs as many as there are overlooks and
/// each overlook as many as there are blocks, so that both sides of the coin
/// weigh the same; every other candidate weighs 1.
#[derive(Clone, Copy, Default)]
pub struct Candidates([Option<Reason>; Cell::COUNT]);

impl Candidates {
    /// `cell` with `reason`, unless it has a reason already.
    pub fn offer(&mut self, cell: Cell, reason: Reason) {
        self.0[cell.index()].get_or_insert(reason);
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }

    /// Each cell's weight: 0 for a cell that is not a candidate.
    fn weights(&self) -> [u32; Cell::COUNT] {
        let (mut blocks, mut overlooks) = (0, 0);
        for reason in self.0.iter().flatten() {
            match reason {
                Reason::Block(_) => blocks += 1,
                Reason::Overlooks(_) => overlooks += 1,
                _ => {}
            }
        }
        self.0.map(|reason| match reason {
            None => 0,
            Some(Reason::Block(_)) => u32::max(overlooks, 1),
            Some(Reason::Overlooks(_)) => blocks,
            Some(_) => 1,
        })
    }

    /// The candidates in increasing order of cell, each with its weight.
    pub fn iter(&self) -> impl Iterator<Item = Candidate> {
        let cells = Cell::ALL.into_iter().zip(self.0).zip(self.weights());
        cells.filter_map(|((cell, reason), weight)| {
            Some(Candidate {
                cell,
                reason: reason?,
                weight,
            })
        })
    }

    /// The candidate that ticket `pick(total)` falls on, each holding as
    /// many of the `total` tickets as its weight, in increasing order of
    /// cell; a ticket of the total or more wraps around. `None` when there
    /// is no candidate.
    pub fn pick(&self, pick: impl FnOnce(usize) -> usize) -> Option<(Cell, Reason)> {
        let weights = self.weights().map(|weight| weight as usize);
        let mut ticket = pick(weights.iter().sum()).checked_rem(weights.iter().sum())?;
        let mut index = 0;
        while ticket >= weights[index] {
            ticket -= weights[index];
            index += 1;
        }
        Some((Cell::at(index as u8), self.0[index]?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::classic::LINES;

    #[test]
    fn each_candidate_holds_as_many_tickets_as_its_weight() {
        // Two blocks, three overlooks: each block holds 3 tickets, each
        // overlook 2.
        let mut candidates = Candidates::default();
        for index in [1, 5] {
            candidates.offer(Cell::at(index), Reason::Block(LINES[0]));
        }
        for index in [0, 4, 8] {
            candidates.offer(Cell::at(index), Reason::Overlooks(LINES[0]));
        }
        let weights: Vec<_> = candidates.iter().map(|c| c.weight).collect();
        assert_eq!(weights, [2, 3, 2, 3, 2]);
        let cells: Vec<usize> = (0..13)
            .map(|ticket| candidates.pick(|_| ticket).unwrap().0.index())
            .collect();
        assert_eq!(cells, [0, 0, 1, 1, 1, 4, 4, 5, 5, 5, 8, 8, 0]);
        let mut offered = 0;
        candidates.pick(|n| {
            offered = n;
            0
        });
        assert_eq!(offered, 12);
        assert_eq!(Candidates::default().pick(|_| 0), None);
    }
}
