//! Numbered jobs on a few threads, their results taken in order.
//!
//! Both parallel drivers (compiling MLIR in [`crate::parallel`], importing
//! LLVM IR in [`crate::import`]) cut their input into pieces, work on the
//! pieces on several threads and write the results in input order, so
//! that the output is the one-thread output. [`ordered`] is that loop.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

/// The stack of each worker: as deep as the one-thread compiler's.
pub(crate) const STACK_BYTES: usize = 1 << 30;

/// The number of threads `opts` asks for (0: one per core).
pub(crate) fn threads(opts: &crate::Options) -> usize {
    match opts.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// The results done and not yet taken.
struct Shared<T> {
    done: Vec<Option<T>>,
    /// How many results the calling thread has taken.
    taken: usize,
}

/// Runs `job(&mut state, k)` for every `k < n` on up to `workers` threads,
/// each with its own `state` from `init`, and hands the results to
/// `take(k, result)` on the calling thread in the order of `k`. A job
/// starts at most `ahead` places beyond the last result taken, which
/// bounds the memory held by results. When `take` returns `Ok(false)` or
/// an error, no further job starts and that is returned; `Ok(false)` also
/// when no thread could be started. `Ok(true)`: every result was taken.
pub(crate) fn ordered<S, T: Send, E>(
    n: usize,
    workers: usize,
    ahead: usize,
    init: impl Fn() -> S + Sync,
    job: impl Fn(&mut S, usize) -> T + Sync,
    mut take: impl FnMut(usize, T) -> Result<bool, E>,
) -> Result<bool, E> {
    let ahead = ahead.max(1);
    let shared = Mutex::new(Shared {
        done: (0..n).map(|_| None).collect(),
        taken: 0,
    });
    let ready = Condvar::new();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
    let work = || {
        let mut state = init();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= n {
                return;
            }
            {
                let mut s = lock();
                while k >= s.taken + ahead && !stop.load(Ordering::Relaxed) {
                    s = ready.wait(s).unwrap_or_else(|e| e.into_inner());
                }
            }
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let r = job(&mut state, k);
            lock().done[k] = Some(r);
            ready.notify_all();
        }
    };
    std::thread::scope(|s| {
        let mut started = 0;
        for _ in 0..workers.min(n) {
            let b = std::thread::Builder::new()
                .name("mlir2ll worker".into())
                .stack_size(STACK_BYTES);
            if b.spawn_scoped(s, work).is_ok() {
                started += 1;
            }
        }
        let mut r = Ok(started > 0 || n == 0);
        if started > 0 {
            for k in 0..n {
                let d = {
                    let mut s = lock();
                    loop {
                        if let Some(d) = s.done[k].take() {
                            s.taken = k + 1;
                            break d;
                        }
                        s = ready.wait(s).unwrap_or_else(|e| e.into_inner());
                    }
                };
                ready.notify_all();
                match take(k, d) {
                    Ok(true) => {}
                    other => {
                        r = other;
                        break;
                    }
                }
            }
        }
        stop.store(true, Ordering::Relaxed);
        ready.notify_all();
        r
    })
}

#[cfg(test)]
mod tests {
    use super::ordered;

    #[test]
    fn results_come_in_order() {
        let mut seen = Vec::new();
        let r = ordered(
            100,
            2,
            3,
            || 0usize,
            |count, k| {
                *count += 1;
                k * k
            },
            |k, v| {
                seen.push((k, v));
                Ok::<_, ()>(true)
            },
        );
        assert_eq!(r, Ok(true));
        assert_eq!(seen, (0..100).map(|k| (k, k * k)).collect::<Vec<_>>());
    }

    #[test]
    fn take_stops_the_run() {
        let mut last = 0;
        let r = ordered(
            1000,
            2,
            4,
            || (),
            |_, k| k,
            |k, _| {
                last = k;
                if k == 10 { Err("stop") } else { Ok(true) }
            },
        );
        assert_eq!(r, Err("stop"));
        assert_eq!(last, 10);
        let r = ordered(50, 2, 4, || (), |_, k| k, |k, _| Ok::<_, ()>(k < 7));
        assert_eq!(r, Ok(false));
    }

    #[test]
    fn no_jobs() {
        let r = ordered(0, 2, 4, || (), |_, k| k, |_, _| Ok::<_, ()>(true));
        assert_eq!(r, Ok(true));
    }
}
