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
    /// The best move found, if the search found one: a node that failed
    /// low has none (see `pvs`).
    pub cell: Option<u16>,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
}

/// An entry as stored: the hash's high half (the slot gives the low bits);
/// the cell plus one (0 for none) and the score; the depth, the bound and the search that stored
/// it, 0 for none. All zeros is an empty slot, so a new table is zeroed
/// memory, which the system hands over without the table writing it all.
type Slot = [u32; 3];

/// The smallest memory page in use: a word written in each maps them all.
const PAGE_BYTES: usize = 4096;

pub(super) struct Table {
    slots: Vec<Slot>,
    /// The search under way, from 1: older entries give way first.
    age: u8,
}

impl Table {
    /// A table of about `bytes`, rounded down to a power of two entries (at
    /// least one).
    pub(super) fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Slot>()).max(1);
        let mut slots = vec![[0; 3]; 1 << wanted.ilog2()];
        // The system maps zeroed pages as they are first written: write one
        // word a page now, before any clock runs, rather than in a search.
        let page = PAGE_BYTES / std::mem::size_of::<Slot>();
        for slot in slots.iter_mut().step_by(page) {
            slot[0] = std::hint::black_box(0);
        }
        Table { slots, age: 1 }
    }

    /// Forgets every entry (the grid moved, so they describe other cells,
    /// or a search is to repeat one on a new table), as new.
    pub(super) fn clear(&mut self) {
        self.slots.fill([0; 3]);
        self.age = 1;
    }

    /// A new search begins: the last one's entries stay, but give way to
    /// the new ones.
    pub(super) fn next_search(&mut self) {
        self.age = self.age.checked_add(1).unwrap_or(1);
    }

    fn slot(&self, hash: u64) -> usize {
        (hash as usize) & (self.slots.len() - 1)
    }

    /// Asks the processor to bring `hash`'s slot into its cache: the search
    /// reads it a node later, and a table of many megabytes misses the
    /// cache on nearly every read. A hint alone: without it (in wasm), the
    /// read is the same, only slower.
    pub(super) fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot = self.slots[self.slot(hash)].as_ptr().cast();
            // SAFETY: every x86-64 processor has SSE, and a prefetch only
            // hints: it reads nothing into the program and cannot fault.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    pub(super) fn get(&self, hash: u64) -> Option<Entry> {
        let [check, move_score, rest] = self.slots[self.slot(hash)];
        let age = rest >> 16;
        (age != 0 && check == (hash >> 32) as u32).then_some(Entry {
            cell: (move_score as u16).checked_sub(1),
            score: (move_score >> 16) as i16,
            depth: rest as u8 as i8,
            bound: match (rest >> 8) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    /// Stores an entry over whatever the slot held, unless that was a
    /// deeper search of this search's.
    pub(super) fn put(
        &mut self,
        hash: u64,
        cell: Option<usize>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let slot = self.slot(hash);
        let check = (hash >> 32) as u32;
        let [old_check, _, old_rest] = self.slots[slot];
        let (old_age, old_depth) = ((old_rest >> 16) as u8, i32::from(old_rest as u8 as i8));
        let same = old_age != 0 && old_check == check;
        if old_age == self.age && old_depth > depth + 2 && !same {
            return;
        }
        if same && bound != Bound::Exact && old_depth > depth {
            return;
        }
        let score = score.clamp(i16::MIN.into(), i16::MAX.into()) as i16;
        let depth = depth.clamp(0, i8::MAX.into()) as u8;
        let bound = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        self.slots[slot] = [
            check,
            u32::from(cell.map_or(0, |cell| cell as u16 + 1)) | (u32::from(score as u16) << 16),
            u32::from(depth) | (bound << 8) | (u32::from(self.age) << 16),
        ];
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
        table.put(hash, Some(7), 120, 5, Bound::Exact);
        table.put(hash, Some(9), -3, 2, Bound::Lower);
        let entry = table.get(hash).unwrap();
        assert_eq!(
            (entry.cell, entry.score, entry.depth, entry.bound),
            (Some(7), 120, 5, Bound::Exact)
        );
        // A shallow rival of the same search does not push it out; the next
        // search's does.
        let rival = 42 | (8 << 32);
        table.put(rival, Some(1), 0, 1, Bound::Upper);
        assert_eq!(table.get(hash).unwrap().cell, Some(7));
        table.next_search();
        table.put(rival, Some(1), 0, 1, Bound::Upper);
        assert!(table.get(hash).is_none());
        assert_eq!(table.get(rival).unwrap().cell, Some(1));
        // A node with no best move stores none; cell 0 is a cell.
        table.put(rival, None, 0, 1, Bound::Upper);
        assert_eq!(table.get(rival).unwrap().cell, None);
        table.put(rival, Some(0), 0, 1, Bound::Upper);
        assert_eq!(table.get(rival).unwrap().cell, Some(0));
        table.clear();
        assert!(table.get(rival).is_none());
    }
}
