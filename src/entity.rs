//! Typed indices into arenas (`Vec`s), in the style of Cranelift's entities.
//! Every IR object is named by a `u32` newtype; side data lives in vectors
//! indexed by it. No `Rc`, no back-pointers.

/// Declares a `u32` index newtype.
macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn new(i: usize) -> Self {
                $name(i as u32)
            }
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
pub(crate) use entity;

/// A contiguous run of entries in one of a function's pools (operands,
/// results, successors, ...). Keeps ops small and allocation-free.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct List {
    pub start: u32,
    pub len: u32,
}

impl List {
    pub const EMPTY: List = List { start: 0, len: 0 };

    /// The list of everything pushed to `pool` since it had length `start`.
    pub fn since<T>(pool: &[T], start: usize) -> List {
        List {
            start: start as u32,
            len: (pool.len() - start) as u32,
        }
    }

    #[inline]
    pub fn get<T>(self, pool: &[T]) -> &[T] {
        &pool[self.start as usize..(self.start + self.len) as usize]
    }

    #[inline]
    pub fn len(self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

/// A small, fast, deterministic hasher (FxHash) for interning tables. Tables
/// keyed by it are never iterated for output, so order never leaks.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
            ]));
        }
        // The last 0..=7 bytes in one word, read without a copy of variable
        // length (a `memcpy` call per hashed name): two overlapping 4-byte
        // reads, or the first, middle and last byte. With the length mixed
        // in, different tails give different words.
        let rest = chunks.remainder();
        let n = rest.len();
        let tail = if n >= 4 {
            let lo = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
            let hi = u32::from_le_bytes([rest[n - 4], rest[n - 3], rest[n - 2], rest[n - 1]]);
            u64::from(lo) | (u64::from(hi) << 32)
        } else if n > 0 {
            u64::from(rest[0]) | (u64::from(rest[n / 2]) << 8) | (u64::from(rest[n - 1]) << 16)
        } else {
            0
        };
        self.add(tail ^ ((bytes.len() as u64) << 56));
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    /// The state, mixed so that every bit of it reaches the low bits (which
    /// pick the bucket) and the top bits (the tag): the raw state of short
    /// sequential keys (`@f0`, `@f1`, ...) differs only in a few high bits,
    /// and piles such keys into the same buckets.
    #[inline]
    fn finish(&self) -> u64 {
        let x = self.0;
        let x = (x ^ (x >> 32)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        x ^ (x >> 29)
    }
}

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

pub type FxBuild = std::hash::BuildHasherDefault<FxHasher>;
pub type FxHashMap<K, V> = std::collections::HashMap<K, V, FxBuild>;
