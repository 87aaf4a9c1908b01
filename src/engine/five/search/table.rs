//! The transposition table: what earlier searches found about a position,
//! by its Zobrist hash, so that the search neither repeats work nor forgets
//! the best move of the last iteration.

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    /// The search failed high: the score is at least this.
    Lower,
    /// It failed low: at most this.
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub hash: u64,
    pub cell: u16,
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    /// Which `think` stored it: the grid moves between calls, so older
    /// entries describe other cells.
    generation: u8,
}

const EMPTY: Entry = Entry {
    hash: 0,
    cell: 0,
    score: 0,
    depth: 0,
    bound: Bound::Upper,
    generation: 0,
};

pub(super) struct Table {
    entries: Vec<Entry>,
    generation: u8,
}

impl Table {
    /// A table of about `bytes`, rounded down to a power of two entries (at
    /// least one).
    pub(super) fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1);
        let len = 1 << wanted.ilog2();
        Table {
            entries: vec![EMPTY; len],
            generation: 1,
        }
    }

    /// Forgets every entry, in constant time.
    pub(super) fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == EMPTY.generation {
            self.entries.fill(EMPTY);
            self.generation = 1;
        }
    }

    fn slot(&self, hash: u64) -> usize {
        (hash as usize) & (self.entries.len() - 1)
    }

    pub(super) fn get(&self, hash: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(hash)];
        (entry.generation == self.generation && entry.hash == hash).then_some(entry)
    }

    /// Stores an entry, over whatever the slot held unless that was a deeper
    /// search of the same position.
    pub(super) fn put(&mut self, hash: u64, cell: usize, score: i32, depth: u32, bound: Bound) {
        let slot = self.slot(hash);
        let old = self.entries[slot];
        if old.generation == self.generation && old.hash == hash && u32::from(old.depth) > depth {
            return;
        }
        self.entries[slot] = Entry {
            hash,
            cell: cell as u16,
            score,
            depth: depth.min(u32::from(u8::MAX)) as u8,
            bound,
            generation: self.generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_deeper_search_of_a_position_and_forgets_on_clear() {
        let mut table = Table::new(1 << 10);
        assert!(table.get(42).is_none());
        table.put(42, 7, 120, 5, Bound::Exact);
        table.put(42, 9, -3, 2, Bound::Lower);
        let entry = table.get(42).unwrap();
        assert_eq!(
            (entry.cell, entry.score, entry.depth, entry.bound),
            (7, 120, 5, Bound::Exact)
        );
        // Another position in the same slot replaces it; its own hash only
        // finds it.
        let rival = 42 + (1 << 20);
        table.put(rival, 1, 0, 1, Bound::Upper);
        assert!(table.get(42).is_none());
        assert_eq!(table.get(rival).unwrap().cell, 1);
        table.clear();
        assert!(table.get(rival).is_none());
    }

    #[test]
    fn a_full_turn_of_generations_still_forgets() {
        let mut table = Table::new(1 << 10);
        table.put(5, 1, 0, 1, Bound::Exact);
        for _ in 0..=u8::MAX {
            table.clear();
        }
        assert!(table.get(5).is_none());
    }
}
