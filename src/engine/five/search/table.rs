//! The transposition table: what earlier searches found about a position,
//! by its Zobrist hash, so that the search neither repeats work nor forgets
//! the best move of the last iteration. It is kept from move to move while
//! the grid stays where it was on the plane.

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    /// The search failed high: the score is at least this.
    Lower,
    /// It failed low: at most this.
    Upper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// The hash's high half: the slot gives the low bits.
    check: u32,
    pub cell: u16,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    /// Which search stored it: older entries give way first.
    age: u8,
}

const EMPTY: Entry = Entry {
    check: 0,
    cell: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    age: 0,
};

pub(super) struct Table {
    entries: Vec<Entry>,
    age: u8,
}

impl Table {
    /// A table of about `bytes`, rounded down to a power of two entries (at
    /// least one).
    pub(super) fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1);
        Table {
            entries: vec![EMPTY; 1 << wanted.ilog2()],
            age: 1,
        }
    }

    /// Forgets every entry: the grid moved, so they describe other cells.
    pub(super) fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// A new search begins: the last one's entries stay, but give way to
    /// the new ones.
    pub(super) fn next_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn slot(&self, hash: u64) -> usize {
        (hash as usize) & (self.entries.len() - 1)
    }

    pub(super) fn get(&self, hash: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(hash)];
        (entry.depth >= 0 && entry.check == (hash >> 32) as u32).then_some(entry)
    }

    /// Stores an entry over whatever the slot held, unless that was a deeper
    /// search of this search's.
    pub(super) fn put(&mut self, hash: u64, cell: usize, score: i32, depth: i32, bound: Bound) {
        let slot = self.slot(hash);
        let check = (hash >> 32) as u32;
        let old = self.entries[slot];
        let same = old.check == check;
        if old.age == self.age && i32::from(old.depth) > depth + 2 && !same {
            return;
        }
        if same && bound != Bound::Exact && i32::from(old.depth) > depth {
            return;
        }
        self.entries[slot] = Entry {
            check,
            cell: cell as u16,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth: depth.clamp(0, i8::MAX.into()) as i8,
            bound,
            age: self.age,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_deeper_search_of_a_position_and_forgets_on_clear() {
        let mut table = Table::new(1 << 10);
        let hash = 42 | (7 << 32);
        assert!(table.get(hash).is_none());
        table.put(hash, 7, 120, 5, Bound::Exact);
        table.put(hash, 9, -3, 2, Bound::Lower);
        let entry = table.get(hash).unwrap();
        assert_eq!(
            (entry.cell, entry.score, entry.depth, entry.bound),
            (7, 120, 5, Bound::Exact)
        );
        // A shallow rival of the same search does not push it out; the next
        // search's does.
        let rival = 42 | (8 << 32);
        table.put(rival, 1, 0, 1, Bound::Upper);
        assert_eq!(table.get(hash).unwrap().cell, 7);
        table.next_search();
        table.put(rival, 1, 0, 1, Bound::Upper);
        assert!(table.get(hash).is_none());
        assert_eq!(table.get(rival).unwrap().cell, 1);
        table.clear();
        assert!(table.get(rival).is_none());
    }
}
