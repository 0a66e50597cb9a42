//! The named (not numbered) values in scope, by name and result index.
//!
//! Names of up to 7 bytes with result index 0 (most: `%i`, `%acc0`) are
//! packed in a word with their length ([`pack`]) and kept in an open-
//! addressing table of words ([`Short`]): a lookup is a multiply, a shift
//! and a compare or two, with no string compare and no hasher. Longer names
//! and `%x#N` go to a hash map.

use super::*;

/// `name` packed in a word (its bytes, then its length in the top byte):
/// distinct for distinct names, never 0. `None` beyond 7 bytes.
#[inline]
pub(super) fn pack(name: &str) -> Option<u64> {
    let b = name.as_bytes();
    let n = b.len();
    // Fixed-size loads, no loop: two overlapping words of 4 bytes (or the
    // first, middle and last byte) cover the name; where they overlap
    // they hold the same bytes, so or-ing them is exact.
    let w = match n {
        1..=3 => {
            u64::from(b[0])
                | u64::from(b[n / 2]) << (8 * (n / 2))
                | u64::from(b[n - 1]) << (8 * (n - 1))
        }
        4..=7 => {
            let w4 = |k: usize| u64::from(u32::from_le_bytes([b[k], b[k + 1], b[k + 2], b[k + 3]]));
            w4(0) | w4(n - 4) << (8 * (n - 4))
        }
        _ => return None,
    };
    Some(w | (n as u64) << 56)
}

/// A name defined in a nested region, as `Parser::define` filed it, for
/// its removal at the region's end.
#[derive(Copy, Clone)]
pub(super) enum ScopeDef<'a> {
    Numbered(usize),
    Short(u64),
    Other(&'a str, u32),
}

#[derive(Default)]
pub(super) struct Names<'a> {
    short: Short,
    long: FxHashMap<(&'a str, u32), ValueId>,
}

impl<'a> Names<'a> {
    /// The value of the packed name `key` (result index 0).
    #[inline(always)]
    pub(super) fn get_packed(&self, key: u64) -> Option<ValueId> {
        self.short.get(key)
    }
    /// Adds `key` as `v` unless it is there already (then `false`, the
    /// table unchanged): one probe for a lookup and an insertion.
    #[inline]
    pub(super) fn try_insert_packed(&mut self, key: u64, v: ValueId) -> bool {
        self.short.try_insert(key, v)
    }
    #[inline]
    pub(super) fn get(&self, name: &'a str, index: u32) -> Option<ValueId> {
        match pack(name) {
            Some(w) if index == 0 => self.short.get(w),
            _ => self.long.get(&(name, index)).copied(),
        }
    }
    #[inline]
    pub(super) fn insert(&mut self, name: &'a str, index: u32, v: ValueId) {
        match pack(name) {
            Some(w) if index == 0 => self.short.insert(w, v),
            _ => {
                self.long.insert((name, index), v);
            }
        }
    }
    pub(super) fn remove_packed(&mut self, key: u64) {
        self.short.remove(key);
    }
    pub(super) fn remove(&mut self, name: &'a str, index: u32) {
        match pack(name) {
            Some(w) if index == 0 => self.short.remove(w),
            _ => {
                self.long.remove(&(name, index));
            }
        }
    }
    pub(super) fn clear(&mut self) {
        self.short.clear();
        self.long.clear();
    }
}

/// Open addressing with linear probing over packed names (0: empty);
/// removal shifts the entries after it back (no tombstones).
#[derive(Default)]
struct Short {
    keys: Vec<u64>,
    vals: Vec<ValueId>,
    len: usize,
}

impl Short {
    #[inline]
    fn slot(&self, key: u64) -> usize {
        // Fibonacci hashing: the top bits of the product mix every byte.
        let bits = self.keys.len().trailing_zeros();
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
    }

    #[inline(always)]
    fn get(&self, key: u64) -> Option<ValueId> {
        if self.len == 0 {
            return None;
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key {
                return Some(self.vals[i]);
            }
            if k == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// The slot holding `key` (`true`), or the free slot where it goes
    /// (`false`), after growing the table if it is half full.
    #[inline(always)]
    fn probe(&mut self, key: u64) -> (usize, bool) {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key || k == 0 {
                return (i, k == key);
            }
            i = (i + 1) & mask;
        }
    }

    fn insert(&mut self, key: u64, v: ValueId) {
        let (i, present) = self.probe(key);
        if !present {
            self.keys[i] = key;
            self.len += 1;
        }
        self.vals[i] = v;
    }

    #[inline]
    fn try_insert(&mut self, key: u64, v: ValueId) -> bool {
        let (i, present) = self.probe(key);
        if present {
            return false;
        }
        self.keys[i] = key;
        self.vals[i] = v;
        self.len += 1;
        true
    }

    #[cold]
    fn grow(&mut self) {
        let size = (self.keys.len() * 2).max(64);
        let keys = std::mem::replace(&mut self.keys, vec![0; size]);
        let vals = std::mem::replace(&mut self.vals, vec![ValueId(0); size]);
        self.len = 0;
        for (k, v) in keys.into_iter().zip(vals) {
            if k != 0 {
                self.insert(k, v);
            }
        }
    }

    fn remove(&mut self, key: u64) {
        if self.len == 0 {
            return;
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key {
                break;
            }
            if k == 0 {
                return;
            }
            i = (i + 1) & mask;
        }
        // Shift back each later entry of the run whose home slot is not
        // between the hole and it (cyclically).
        let mut j = i;
        loop {
            j = (j + 1) & mask;
            let k = self.keys[j];
            if k == 0 {
                break;
            }
            let h = self.slot(k);
            let stays = if i <= j {
                i < h && h <= j
            } else {
                i < h || h <= j
            };
            if !stays {
                self.keys[i] = k;
                self.vals[i] = self.vals[j];
                i = j;
            }
        }
        self.keys[i] = 0;
        self.len -= 1;
    }

    fn clear(&mut self) {
        if self.len > 0 {
            self.keys.fill(0);
            self.len = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing() {
        let slow = |s: &str| {
            let mut w = (s.len() as u64) << 56;
            for (k, &c) in s.as_bytes().iter().enumerate() {
                w |= u64::from(c) << (8 * k);
            }
            w
        };
        for s in [
            "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "i0", "acc12",
        ] {
            assert_eq!(pack(s), Some(slow(s)), "{s}");
        }
        assert_eq!(pack(""), None);
        assert_eq!(pack("abcdefgh"), None);
    }

    #[test]
    fn short_table() {
        let mut t = Short::default();
        let keys: Vec<u64> = (0..500)
            .map(|k| pack(&format!("v{k}")).unwrap_or(1))
            .collect();
        for (n, &k) in keys.iter().enumerate() {
            t.insert(k, ValueId(n as u32));
        }
        for (n, &k) in keys.iter().enumerate() {
            assert_eq!(t.get(k), Some(ValueId(n as u32)));
        }
        // Remove every third, the rest stay findable.
        for (n, &k) in keys.iter().enumerate() {
            if n % 3 == 0 {
                t.remove(k);
            }
        }
        for (n, &k) in keys.iter().enumerate() {
            let want = (n % 3 != 0).then_some(ValueId(n as u32));
            assert_eq!(t.get(k), want);
        }
        assert_eq!(t.len, keys.len() - keys.len().div_ceil(3));
        assert!(!t.try_insert(keys[1], ValueId(7)));
        assert_eq!(t.get(keys[1]), Some(ValueId(1)));
        assert!(t.try_insert(keys[0], ValueId(7)));
        assert_eq!(t.get(keys[0]), Some(ValueId(7)));
        t.clear();
        assert_eq!(t.get(keys[1]), None);
    }
}
