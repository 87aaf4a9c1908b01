//! Work spread over threads, its results handed on in order: the matches,
//! the self-play games and the ladder's games all run this way.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// Runs `work` on each index below `count`, `jobs` at once, and hands each
/// result to `take` in index order (a result that comes early waits for
/// those before it). The first error `take` returns stops the run: each
/// thread ends with the work it has in hand.
pub fn in_order<T: Send, E>(
    count: usize,
    jobs: usize,
    work: impl Fn(usize) -> T + Sync,
    mut take: impl FnMut(usize, T) -> Result<(), E>,
) -> Result<(), E> {
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            let (send, next, work) = (send.clone(), &next, &work);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count || send.send((index, work(index))).is_err() {
                    break;
                }
            });
        }
        drop(send);
        let mut waiting = BTreeMap::new();
        let mut taken = 0;
        for (index, result) in receive {
            waiting.insert(index, result);
            while let Some(result) = waiting.remove(&taken) {
                take(taken, result)?;
                taken += 1;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_order_whatever_finishes_first() {
        let mut seen = Vec::new();
        let work = |index: usize| {
            // The early indices take longest, so that they finish last.
            thread::sleep(std::time::Duration::from_millis(20 - 2 * index as u64));
            index * index
        };
        let done: Result<(), ()> = in_order(10, 4, work, |index, square| {
            seen.push((index, square));
            Ok(())
        });
        assert_eq!(done, Ok(()));
        assert_eq!(seen, (0..10).map(|i| (i, i * i)).collect::<Vec<_>>());
    }

    #[test]
    fn an_error_stops_the_run() {
        let mut taken = 0;
        let done = in_order(
            1000,
            2,
            |index| index,
            |index, _| {
                taken += 1;
                if index == 3 {
                    Err("stop")
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!((done, taken), (Err("stop"), 4));
    }
}
