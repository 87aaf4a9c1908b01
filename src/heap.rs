//! The wasm modules' allocator, in place of the standard library's dlmalloc,
//! which weighs 8 KB of code in a page whose first load counts every byte.
//!
//! Blocks come in powers of two from 16 bytes up, each aligned to its own
//! size (or to a page, for larger ones), so that a block of a size suits any
//! request of that size. Each size keeps a list of its freed blocks, linked
//! through the blocks themselves; new blocks are carved from memory that the
//! module grows. A block is reused for its own size only, and wastes at most
//! half of itself: the page's allocations are small and alike (strings and
//! lists for the DOM), and the Hard bot's table is made once.

use std::alloc::Layout;

/// A page of wasm memory: the step by which memory grows.
pub const PAGE: usize = 64 << 10;
/// The smallest block: room for the free list's link, and then some.
const SMALLEST: u32 = 4;
/// Sizes up to half the address space.
const SIZES: usize = usize::BITS as usize - 1 - SMALLEST as usize;

/// Where fresh memory comes from.
pub trait Memory {
    /// Adds `pages` pages of memory and returns the address of the first,
    /// or `None` when there is no more.
    fn grow(&mut self, pages: usize) -> Option<usize>;
}

pub struct Pool<M> {
    /// The first freed block of each size, `0` for none; each free block
    /// holds the address of the next.
    free: [usize; SIZES],
    /// The first byte not yet carved, and the end of the memory grown.
    next: usize,
    end: usize,
    memory: M,
}

impl<M: Memory> Pool<M> {
    pub const fn new(memory: M) -> Pool<M> {
        Pool {
            free: [0; SIZES],
            next: 0,
            end: 0,
            memory,
        }
    }

    /// A block for `layout`, or null when memory runs out.
    ///
    /// # Safety
    /// The memory that `M` grows must be this pool's alone, readable and
    /// writable.
    pub unsafe fn alloc(&mut self, layout: Layout) -> *mut u8 {
        let Some(size) = size_of(layout) else {
            return std::ptr::null_mut();
        };
        let head = self.free[size];
        if head != 0 {
            // SAFETY: a free block holds the address of the next one.
            self.free[size] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        self.carve(block(size))
            .map_or(std::ptr::null_mut(), |at| at as *mut u8)
    }

    /// Takes back the block at `at`, given for `layout`.
    ///
    /// # Safety
    /// `at` came from `alloc` or `realloc` of this pool with this `layout`,
    /// and is not in use.
    pub unsafe fn dealloc(&mut self, at: *mut u8, layout: Layout) {
        if let Some(size) = size_of(layout) {
            // SAFETY: a block of any size has room for the link.
            unsafe { *(at as *mut usize) = self.free[size] };
            self.free[size] = at as usize;
        }
    }

    /// The block at `at`, given for `layout`, grown or shrunk to `new_size`:
    /// the same block when its size does not change.
    ///
    /// # Safety
    /// As for `dealloc`; `new_size`, rounded up to `layout`'s alignment,
    /// does not overflow.
    pub unsafe fn realloc(&mut self, at: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let Ok(new) = Layout::from_size_align(new_size, layout.align()) else {
            return std::ptr::null_mut();
        };
        if size_of(new) == size_of(layout) {
            return at;
        }
        // SAFETY: as the caller promised.
        unsafe {
            let moved = self.alloc(new);
            if !moved.is_null() {
                std::ptr::copy_nonoverlapping(at, moved, layout.size().min(new_size));
                self.dealloc(at, layout);
            }
            moved
        }
    }

    /// A fresh block of `bytes`, aligned to its size or to a page.
    fn carve(&mut self, bytes: usize) -> Option<usize> {
        let align = bytes.min(PAGE);
        let start = self.next.checked_next_multiple_of(align)?;
        if start.checked_add(bytes)? > self.end {
            let pages = bytes.div_ceil(PAGE) + 1;
            let grown = self.memory.grow(pages)?;
            if grown != self.end {
                // Someone else grew memory meanwhile: start afresh there.
                self.next = grown;
            }
            self.end = grown + pages * PAGE;
            return self.carve(bytes);
        }
        self.next = start + bytes;
        Some(start)
    }
}

/// The size index of the blocks that suit `layout`: `n` for blocks of
/// `2^(n + SMALLEST)` bytes. `None` for alignments past a page or sizes
/// past the largest block.
fn size_of(layout: Layout) -> Option<usize> {
    if layout.align() > PAGE {
        return None;
    }
    let bytes = layout
        .size()
        .max(layout.align())
        .checked_next_power_of_two()?;
    let size = bytes.trailing_zeros().saturating_sub(SMALLEST) as usize;
    (size < SIZES).then_some(size)
}

/// The bytes of a block of size index `size`.
const fn block(size: usize) -> usize {
    1 << (size + SMALLEST as usize)
}

/// The allocator of every wasm module: one pool over the module's memory.
#[cfg(target_arch = "wasm32")]
mod global {
    use std::alloc::{GlobalAlloc, Layout};
    use std::cell::UnsafeCell;

    use super::{Memory, Pool, PAGE};

    struct WasmMemory;

    impl Memory for WasmMemory {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            let before = core::arch::wasm32::memory_grow(0, pages);
            (before != usize::MAX).then(|| before * PAGE)
        }
    }

    struct Allocator(UnsafeCell<Pool<WasmMemory>>);

    // SAFETY: these wasm modules run on one thread: nothing shares the pool.
    unsafe impl Sync for Allocator {}

    // SAFETY: the pool hands out each block once until it is freed, aligned
    // as asked, from memory that only it grows. Never inlined: at
    // `opt-level = 3` a copy at every allocation weighed the engine module
    // 14 KB, for no speed (docs/performance.md, the allocator).
    unsafe impl GlobalAlloc for Allocator {
        #[inline(never)]
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            unsafe { (*self.0.get()).alloc(layout) }
        }

        #[inline(never)]
        unsafe fn dealloc(&self, at: *mut u8, layout: Layout) {
            unsafe { (*self.0.get()).dealloc(at, layout) }
        }

        #[inline(never)]
        unsafe fn realloc(&self, at: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            unsafe { (*self.0.get()).realloc(at, layout, new_size) }
        }
    }

    #[global_allocator]
    static ALLOCATOR: Allocator = Allocator(UnsafeCell::new(Pool::new(WasmMemory)));
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::rng::Rng;

    /// Memory from a buffer, a page at a time, as wasm grows it.
    struct Buffer {
        bytes: Vec<u8>,
        used: usize,
    }

    impl Buffer {
        fn of(pages: usize) -> Buffer {
            Buffer {
                bytes: vec![0; (pages + 1) * PAGE],
                used: 0,
            }
        }
    }

    impl Memory for Buffer {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            // Pages start at a page boundary, as wasm's do.
            let base = (self.bytes.as_ptr() as usize).next_multiple_of(PAGE);
            let end = self.bytes.as_ptr() as usize + self.bytes.len();
            let start = base + self.used;
            (start + pages * PAGE <= end).then(|| {
                self.used += pages * PAGE;
                start
            })
        }
    }

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn blocks_are_powers_of_two_aligned_to_their_size() {
        assert_eq!(size_of(layout(1, 1)), Some(0));
        assert_eq!(size_of(layout(16, 8)), Some(0));
        assert_eq!(size_of(layout(17, 1)), Some(1));
        assert_eq!(size_of(layout(3, 64)), Some(2), "an alignment is a size");
        assert_eq!(size_of(layout(4 << 20, 8)), Some(18));
        assert_eq!(size_of(layout(8, 2 * PAGE)), None);
        let mut pool = Pool::new(Buffer::of(4));
        for (size, align) in [(1, 1), (24, 8), (100, 4), (64, 64), (3000, 16), (16, 16)] {
            let at = unsafe { pool.alloc(layout(size, align)) } as usize;
            assert_ne!(at, 0);
            let bytes = size.max(align).next_power_of_two().max(16);
            assert_eq!(at % bytes, 0, "{size} bytes at {at:#x}");
        }
    }

    #[test]
    fn freed_blocks_serve_their_size_again() {
        let mut pool = Pool::new(Buffer::of(4));
        let small = layout(40, 8);
        let a = unsafe { pool.alloc(small) };
        let b = unsafe { pool.alloc(small) };
        assert_ne!(a, b);
        unsafe { pool.dealloc(a, small) };
        unsafe { pool.dealloc(b, small) };
        assert_eq!(
            unsafe { pool.alloc(layout(33, 1)) },
            b,
            "the last freed first"
        );
        assert_eq!(unsafe { pool.alloc(small) }, a);
        let grown = unsafe { pool.realloc(a, small, 60) };
        assert_eq!(grown, a, "60 bytes still fit the 64-byte block");
    }

    #[test]
    fn memory_runs_out_with_a_null_and_grows_in_pages() {
        let mut pool = Pool::new(Buffer::of(3));
        let big = layout(PAGE, 8);
        assert!(!unsafe { pool.alloc(big) }.is_null());
        assert!(unsafe { pool.alloc(layout(4 * PAGE, 8)) }.is_null());
        assert!(
            !unsafe { pool.alloc(layout(10, 1)) }.is_null(),
            "small ones still fit"
        );
    }

    /// Random allocations, reallocations and frees: every live block keeps
    /// its bytes, and no two live blocks overlap.
    #[test]
    fn live_blocks_keep_their_bytes_and_never_overlap() {
        let mut pool = Pool::new(Buffer::of(256));
        let mut rng = Rng::new(11);
        // Address -> (layout, the byte its contents repeat).
        let mut live: BTreeMap<usize, (Layout, u8)> = BTreeMap::new();
        for step in 0..5_000u32 {
            let fill = step as u8;
            match rng.below(3) {
                0 | 1 if live.len() < 500 => {
                    let largest = if rng.below(10) == 0 { 70_000 } else { 300 };
                    let size = 1 + rng.below(largest);
                    let shape = layout(size, 1 << rng.below(5));
                    let at = unsafe { pool.alloc(shape) };
                    assert!(!at.is_null());
                    unsafe { std::ptr::write_bytes(at, fill, size) };
                    live.insert(at as usize, (shape, fill));
                }
                0 => {
                    let &at = live.keys().nth(rng.below(live.len())).unwrap();
                    let (shape, old) = live.remove(&at).unwrap();
                    let size = 1 + rng.below(600);
                    let moved = unsafe { pool.realloc(at as *mut u8, shape, size) };
                    let kept = shape.size().min(size);
                    let bytes = unsafe { std::slice::from_raw_parts(moved, kept) };
                    assert!(bytes.iter().all(|&b| b == old), "realloc kept the bytes");
                    unsafe { std::ptr::write_bytes(moved, fill, size) };
                    live.insert(moved as usize, (layout(size, shape.align()), fill));
                }
                _ if !live.is_empty() => {
                    let &at = live.keys().nth(rng.below(live.len())).unwrap();
                    let (shape, old) = live.remove(&at).unwrap();
                    let bytes =
                        unsafe { std::slice::from_raw_parts(at as *const u8, shape.size()) };
                    assert!(bytes.iter().all(|&b| b == old), "a block kept its bytes");
                    unsafe { pool.dealloc(at as *mut u8, shape) };
                }
                _ => {}
            }
            let mut end = 0;
            for (&at, (shape, _)) in &live {
                assert!(at >= end, "blocks overlap at {at:#x}");
                assert_eq!(at % shape.align(), 0);
                end = at + shape.size();
            }
        }
    }
}
