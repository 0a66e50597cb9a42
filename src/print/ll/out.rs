//! The `.ll` writer's output buffer and the short copies it is made of.
//!
//! A `.ll` line is a dozen short pieces (`%12`, `i64`, `, `): with a
//! `String`, each piece of a length known only at run time is a call to
//! `memcpy`, which costs more than the piece. [`Out`] is a byte buffer
//! whose [`Out::push_span`] copies a piece of at most 16 bytes as one
//! 16-byte move (then cuts the buffer back to the piece's end), from
//! buffers that keep 64 bytes of padding after their last piece
//! ([`Spellings`]).

use crate::llvm::ir::{BinOp, ICMP_NAMES};
use crate::mlir::ir::FPRED_NAMES;

/// Text output: [`String`] (the MLIR writers, diagnostics) or [`Out`].
pub(crate) trait Text {
    fn push(&mut self, c: char);
    fn push_str(&mut self, s: &str);
    /// Appends the first `len` bytes of `digits` (ASCII, `len <= 16`).
    fn push_digits(&mut self, digits: &[u8; 16], len: usize);
}

impl Text for String {
    #[inline]
    fn push(&mut self, c: char) {
        String::push(self, c);
    }
    #[inline]
    fn push_str(&mut self, s: &str) {
        String::push_str(self, s);
    }
    #[inline]
    fn push_digits(&mut self, digits: &[u8; 16], len: usize) {
        for &d in &digits[..len] {
            String::push(self, char::from(d));
        }
    }
}

/// The output buffer: UTF-8 bytes (only `&str`s, `char`s and spans of
/// [`Spellings`], themselves written from `&str`s, are appended).
///
/// The last bytes written are in `line`, a fixed array in front of `text`
/// (moved there when `line` is nearly full, [`Out::flush`]): a piece is
/// one test of `at`, one fixed-size store at a place the compiler knows is
/// in bounds, and `at` moved on. Appending to a `Vec` costs a capacity
/// check, a length kept in memory and a cut back to the piece's length,
/// more than the piece itself.
pub struct Out {
    line: [u8; LINE],
    /// The bytes of `line` written (at most [`LINE`]).
    at: usize,
    /// Everything before `line`.
    text: Vec<u8>,
}

/// The size of [`Out`]'s `line` (4 KB: one move to `text` per 4 KB of text,
/// about 60 lines), and the longest piece it takes in one
/// store ([`PIECE`]): a piece goes to `line[at..]` when `at <= LINE -
/// PIECE`, after moving `line` to `text` if needed.
const LINE: usize = 4096 + 64;
const PIECE: usize = 64;

impl Default for Out {
    fn default() -> Self {
        Out {
            line: [0; LINE],
            at: 0,
            text: Vec::new(),
        }
    }
}

impl Text for Out {
    #[inline]
    fn push(&mut self, c: char) {
        Out::push(self, c);
    }
    #[inline]
    fn push_str(&mut self, s: &str) {
        Out::push_str(self, s);
    }
    #[inline]
    fn push_digits(&mut self, digits: &[u8; 16], len: usize) {
        self.put(digits, len);
    }
}

impl Out {
    /// Where the next piece of at most [`PIECE`] bytes goes in `line`
    /// (`line` moved to `text` first when it has less room).
    #[inline(always)]
    fn room(&mut self) -> usize {
        if self.at > LINE - PIECE {
            self.flush();
            0
        } else {
            self.at
        }
    }

    /// Stores the `N` bytes `w` (`N <= PIECE`) and keeps the first `n`
    /// (`n <= N`).
    #[inline(always)]
    fn put<const N: usize>(&mut self, w: &[u8; N], n: usize) {
        let a = self.room();
        if let Some(d) = self.line.get_mut(a..a + N) {
            d.copy_from_slice(w);
        }
        self.at = a + n.min(N);
    }

    /// Moves the bytes of `line` to `text`.
    #[inline(never)]
    pub fn flush(&mut self) {
        let at = self.at.min(LINE);
        self.text.extend_from_slice(&self.line[..at]);
        self.at = 0;
    }

    #[inline]
    pub fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.put(&[c as u8], 1);
        } else {
            self.push_bytes(c.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }

    #[inline]
    pub fn push_str(&mut self, s: &str) {
        self.push_bytes(s.as_bytes());
    }

    #[inline]
    fn push_bytes(&mut self, b: &[u8]) {
        if b.len() <= PIECE {
            let a = self.room();
            if let Some(d) = self.line.get_mut(a..a + b.len()) {
                d.copy_from_slice(b);
            }
            self.at = a + b.len();
        } else {
            self.flush();
            self.text.extend_from_slice(b);
        }
    }

    /// Appends `buf[s..e]`: one 16-byte move when the piece is at most 16
    /// bytes long and `buf` has 16 bytes from `s` on; a longer piece (a
    /// descriptor's struct type) in one 64-byte move when `buf` has 64
    /// bytes from `s` on (no call to `memcpy`, which costs more than the
    /// piece).
    #[inline]
    pub fn push_span(&mut self, buf: &[u8], s: usize, e: usize) {
        if e - s <= 16
            && let Some(w) = buf.get(s..s + 16)
            && let Ok(w) = <&[u8; 16]>::try_from(w)
        {
            self.put(w, e - s);
        } else {
            self.push_long(buf, s, e);
        }
    }

    /// [`Out::push_span`] of a piece longer than 16 bytes.
    #[inline(never)]
    fn push_long(&mut self, buf: &[u8], s: usize, e: usize) {
        if e - s <= PIECE
            && let Some(w) = buf.get(s..s + PIECE)
            && let Ok(w) = <&[u8; PIECE]>::try_from(w)
        {
            self.put(w, e - s);
        } else {
            self.push_bytes(&buf[s..e]);
        }
    }

    /// Appends the bytes packed in `w` ([`pack`]; not 0).
    #[inline(always)]
    pub fn push_word(&mut self, w: u64) {
        self.put(&w.to_le_bytes(), ((71 - w.leading_zeros()) / 8) as usize);
    }

    /// Appends `pre`, the bytes packed in `w` ([`pack`]; not 0) and
    /// `post` in one 16-byte move (`pre` and `post` of at most 8 bytes
    /// together): a value's spelling with the separator before it and
    /// what ends it, one piece instead of three. (With 16 bytes before
    /// `post`, `post` is empty: the wrapping shift keeps it 0.)
    #[inline(always)]
    pub fn push_framed(&mut self, pre: Lit, w: u64, post: Lit) {
        let wl = (71 - w.leading_zeros()) / 8;
        let len = pre.n + wl + post.n;
        if len <= 8 {
            // (The common case, short names: shifts of one word.)
            let x = pre.w | w << (8 * pre.n) | post.w.wrapping_shl(8 * (pre.n + wl));
            self.put(&x.to_le_bytes(), len as usize);
        } else {
            let x = u128::from(pre.w)
                | u128::from(w) << (8 * pre.n)
                | u128::from(post.w).wrapping_shl(8 * (pre.n + wl));
            self.put(&x.to_le_bytes(), len as usize);
        }
    }

    /// Runs `f` on a `String` and appends what it wrote (for the helpers
    /// shared with the other writers, which write `String`s; none is on a
    /// hot path).
    pub fn via(&mut self, f: impl FnOnce(&mut String)) {
        let mut s = String::new();
        f(&mut s);
        self.push_str(&s);
    }

    pub fn len(&self) -> usize {
        self.text.len() + self.at
    }

    pub fn clear(&mut self) {
        self.text.clear();
        self.at = 0;
    }

    pub fn as_bytes(&mut self) -> &[u8] {
        self.flush();
        &self.text
    }

    /// What was written since `start` (a [`Out::len`]).
    pub fn since(&mut self, start: usize) -> &[u8] {
        match start.checked_sub(self.text.len()) {
            Some(k) => self.line.get(k..self.at).unwrap_or_default(),
            None => &self.as_bytes()[start..],
        }
    }

    /// Takes everything written so far.
    pub fn take(&mut self) -> Vec<u8> {
        self.flush();
        std::mem::take(&mut self.text)
    }

    /// Moves what was written since `start` to the end of `to`.
    pub fn move_tail(&mut self, start: usize, to: &mut Vec<u8>) {
        // (From the line alone when it holds all of it: nothing, for the
        // types of most functions.)
        if let Some(k) = start.checked_sub(self.text.len()) {
            to.extend_from_slice(self.line.get(k..self.at).unwrap_or_default());
            self.at = k.min(self.at);
            return;
        }
        self.flush();
        to.extend_from_slice(&self.text[start..]);
        self.text.truncate(start);
    }
}

/// Short texts written once and copied often (the names of a function's
/// values and blocks, the spellings of types): `text(k)` is what
/// [`Spellings::add`] returned `k` for. Keeps 64 bytes of padding after
/// the last text, so that every text is copied by one move
/// ([`Out::push_span`]).
#[derive(Default)]
pub struct Spellings {
    buf: Vec<u8>,
}

const PAD: usize = 64;

impl Spellings {
    /// Opens a new text; write it with [`Spellings::out`] and close it
    /// with [`Spellings::close`].
    #[inline]
    pub fn open(&mut self) -> u32 {
        let n = self.buf.len().saturating_sub(PAD);
        self.buf.truncate(n);
        n as u32
    }

    /// Ends the text opened at `start`: its span.
    #[inline]
    pub fn close(&mut self, start: u32) -> (u32, u32) {
        let end = self.buf.len() as u32;
        self.buf.extend_from_slice(&[0; PAD]);
        (start, end)
    }

    /// Appends `bytes` to the open text.
    #[inline]
    pub fn extend(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// Appends text `span` to `out`.
    #[inline]
    pub fn copy_to(&self, span: (u32, u32), out: &mut Out) {
        out.push_span(&self.buf, span.0 as usize, span.1 as usize);
    }
}

/// A short constant text packed for [`Out::push_framed`]: the bytes
/// ([`word`]), how many, and the text (for values spelled otherwise).
#[derive(Copy, Clone)]
pub struct Lit {
    pub w: u64,
    pub n: u32,
    pub s: &'static str,
}

/// `text` (at most 8 bytes, none 0) as a [`Lit`], at compile time.
pub const fn lit(text: &'static str) -> Lit {
    Lit {
        w: word(text),
        n: text.len() as u32,
        s: text,
    }
}

/// [`pack_bytes`] at compile time (`text` of at most 8 bytes, none 0).
pub const fn word(text: &str) -> u64 {
    let b = text.as_bytes();
    let mut w = 0u64;
    let mut k = 0;
    while k < b.len() && k < 8 {
        w |= (b[k] as u64) << (8 * k);
        k += 1;
    }
    w
}

/// Up to 8 bytes of text, none 0, packed in a word: the first in the low
/// byte, zeros above the last ([`Out::push_word`] writes them). 0 when
/// `text` is empty, longer, or has a 0 byte.
pub fn pack_bytes(text: &[u8]) -> u64 {
    if text.is_empty() || text.len() > 8 || text.contains(&0) {
        return 0;
    }
    let mut w = [0; 8];
    w[..text.len()].copy_from_slice(text);
    u64::from_le_bytes(w)
}

/// `prefix` then `n` in decimal, packed ([`pack_bytes`]; 0 if longer than
/// 8 bytes). Built in a register, digit by digit (no copies). (Out of
/// line: inlined into [`pack_next`]'s rare path, the compiler computed its
/// divisions ahead on every call.)
#[inline(never)]
pub fn pack(prefix: &[u8], n: u64) -> u64 {
    if prefix.contains(&0) {
        return 0;
    }
    // The digits, the last in the low byte.
    let mut digits = 0u64;
    let mut count = 0;
    let mut m = n;
    loop {
        if count + prefix.len() >= 8 {
            return 0;
        }
        digits |= u64::from(b'0' + (m % 10) as u8) << (8 * count);
        count += 1;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    // Reversed into text order after the prefix.
    let mut w = 0u64;
    for (k, &b) in prefix.iter().enumerate() {
        w |= u64::from(b) << (8 * k);
    }
    for k in 0..count {
        let d = (digits >> (8 * (count - 1 - k))) & 0xff;
        w |= d << (8 * (prefix.len() + k));
    }
    w
}

/// [`pack`]`(prefix, n)` from `w` = `pack(prefix, n - 1)`: one addition
/// unless the last digit carries.
#[inline]
pub fn pack_next(w: u64, prefix: &[u8], n: u64) -> u64 {
    if w != 0 {
        let top = 8 * ((63 - w.leading_zeros()) / 8);
        if (w >> top) as u8 != b'9' {
            return w + (1 << top);
        }
    }
    pack(prefix, n)
}

/// ` = ` and the opcode of `op`, packed (all fit in 8 bytes).
#[inline(always)]
pub fn bin_def_word(op: BinOp) -> u64 {
    use BinOp::*;
    match op {
        Add => word(" = add"),
        Sub => word(" = sub"),
        Mul => word(" = mul"),
        SDiv => word(" = sdiv"),
        UDiv => word(" = udiv"),
        SRem => word(" = srem"),
        URem => word(" = urem"),
        And => word(" = and"),
        Or => word(" = or"),
        Xor => word(" = xor"),
        Shl => word(" = shl"),
        AShr => word(" = ashr"),
        LShr => word(" = lshr"),
        FAdd => word(" = fadd"),
        FSub => word(" = fsub"),
        FMul => word(" = fmul"),
        FDiv => word(" = fdiv"),
        FRem => word(" = frem"),
    }
}

/// `names` with a space after each, packed ([`word`]).
const fn words_sp<const N: usize>(names: [&str; N]) -> [u64; N] {
    let mut w = [0u64; N];
    let mut k = 0;
    while k < N {
        w[k] = word(names[k]) | (b' ' as u64) << (8 * names[k].len());
        k += 1;
    }
    w
}

/// The `icmp` and `fcmp` conditions and a space, packed.
pub const ICMP_WORDS: [u64; 10] = words_sp(ICMP_NAMES);
pub const FPRED_WORDS: [u64; 16] = words_sp(FPRED_NAMES);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_names_count_as_decimals() {
        for prefix in [&b"%"[..], b"%bb"] {
            let mut w = pack(prefix, 0);
            for n in 0..20_000_000u64 {
                let want = format!("{}{n}", std::str::from_utf8(prefix).unwrap());
                if want.len() > 8 {
                    assert_eq!(w, 0, "{want}");
                    break;
                }
                let mut out = Out::default();
                out.push_word(w);
                assert_eq!(out.as_bytes(), want.as_bytes());
                w = pack_next(w, prefix, n + 1);
            }
        }
        assert_eq!(pack_bytes(b""), 0);
        assert_eq!(pack_bytes(b"123456789"), 0);
        let mut out = Out::default();
        out.push_word(pack_bytes(b"-1"));
        out.push_word(pack_bytes(b"12345678"));
        assert_eq!(out.as_bytes(), b"-112345678");
    }

    #[test]
    fn line_buffer_keeps_every_piece() {
        // Pieces of every size, across many refills of the line, checked
        // against the same text built as a `String`.
        let mut spell = Spellings::default();
        let long = "x".repeat(150);
        let mut spans = Vec::new();
        for n in [1, 15, 16, 17, 40, 64, 65, 150] {
            let k = spell.open();
            spell.extend(&long.as_bytes()[..n]);
            spans.push(spell.close(k));
        }
        let mut out = Out::default();
        let mut want = String::new();
        for k in 0..3000usize {
            match k % 5 {
                0 => {
                    let s = &long[..k % 140];
                    out.push_str(s);
                    want.push_str(s);
                }
                1 => {
                    out.push_word(pack(b"%", k as u64));
                    want.push_str(&format!("%{k}"));
                }
                2 => {
                    out.push_framed(lit(", "), pack(b"%bb", k as u64 % 1000), lit("\n"));
                    want.push_str(&format!(", %bb{}\n", k % 1000));
                }
                3 => {
                    let sp = spans[k % spans.len()];
                    spell.copy_to(sp, &mut out);
                    want.push_str(&long[..(sp.1 - sp.0) as usize]);
                }
                _ => {
                    let start = out.len();
                    out.push('\u{e9}');
                    assert_eq!(out.since(start), "\u{e9}".as_bytes());
                    want.push('\u{e9}');
                }
            }
            assert_eq!(out.len(), want.len());
        }
        assert_eq!(out.as_bytes(), want.as_bytes());
        let mut head = Vec::new();
        out.push_str("tail");
        out.move_tail(want.len(), &mut head);
        assert_eq!(head, b"tail");
        assert_eq!(out.take(), want.into_bytes());
    }
}
