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
/// `pick` draws among.
pub fn total_weight(candidates: &[Candidate]) -> u32 {
    candidates.iter().map(|candidate| candidate.weight).sum()
}

/// The candidate that ticket `pick(total)` falls on, each holding as many
/// tickets as its weight; a ticket of the total or more wraps around.
/// `candidates` must not be empty.
pub fn pick_weighted(candidates: &[Candidate], pick: impl FnOnce(usize) -> usize) -> Candidate {
    let total = total_weight(candidates) as usize;
    let mut ticket = pick(total) % total;
    *candidates
        .iter()
        .find(|candidate| {
            let weight = candidate.weight as usize;
            let holds = ticket < weight;
            ticket = ticket.saturating_sub(weight);
            holds
        })
        .expect("the ticket is below the total")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(index: u8, weight: u32) -> Candidate {
        Candidate {
            cell: Cell::at(index),
            reason: Reason::Centre,
            weight,
        }
    }

    #[test]
    fn each_candidate_holds_as_many_tickets_as_its_weight() {
        let candidates = [candidate(0, 1), candidate(1, 3), candidate(2, 2)];
        let cells: Vec<usize> = (0..7)
            .map(|ticket| pick_weighted(&candidates, |_| ticket).cell.index())
            .collect();
        assert_eq!(cells, [0, 1, 1, 1, 2, 2, 0]);
        let mut offered = 0;
        pick_weighted(&candidates, |n| {
            offered = n;
            0
        });
        assert_eq!(offered, 6);
    }
}
