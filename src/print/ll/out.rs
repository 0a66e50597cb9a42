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
#[derive(Default)]
pub struct Out(Vec<u8>);

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
        let n = self.0.len();
        self.0.extend_from_slice(digits);
        self.0.truncate(n + len);
    }
}

impl Out {
    #[inline]
    pub fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.0.push(c as u8);
        } else {
            self.0
                .extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }

    #[inline]
    pub fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }

    /// Appends `buf[s..e]`: one 16-byte move when the piece is at most 16
    /// bytes long and `buf` has 16 bytes from `s` on; a longer piece (a
    /// descriptor's struct type) in 16-byte moves when `buf` has 16 bytes
    /// after `e` (no call to `memcpy`, which costs more than the piece).
    #[inline]
    pub fn push_span(&mut self, buf: &[u8], s: usize, e: usize) {
        if e - s <= 16
            && let Some(w) = buf.get(s..s + 16)
            && let Ok(w) = <&[u8; 16]>::try_from(w)
        {
            let n = self.0.len();
            self.0.extend_from_slice(w);
            self.0.truncate(n + (e - s));
        } else {
            self.push_long(buf, s, e);
        }
    }

    /// [`Out::push_span`] of a piece longer than 16 bytes: one move of 32
    /// or 64 bytes when `buf` has them from `s` on.
    #[inline(never)]
    fn push_long(&mut self, buf: &[u8], s: usize, e: usize) {
        let n = self.0.len();
        if e - s <= 32
            && let Some(w) = buf.get(s..s + 32)
            && let Ok(w) = <&[u8; 32]>::try_from(w)
        {
            self.0.extend_from_slice(w);
        } else if e - s <= 64
            && let Some(w) = buf.get(s..s + 64)
            && let Ok(w) = <&[u8; 64]>::try_from(w)
        {
            self.0.extend_from_slice(w);
        } else {
            self.0.extend_from_slice(&buf[s..e]);
            return;
        }
        self.0.truncate(n + (e - s));
    }

    /// Appends the bytes packed in `w` ([`pack`]; not 0).
    #[inline(always)]
    pub fn push_word(&mut self, w: u64) {
        let n = self.0.len();
        self.0.extend_from_slice(&w.to_le_bytes());
        self.0.truncate(n + ((71 - w.leading_zeros()) / 8) as usize);
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
        let n = self.0.len();
        if len <= 8 {
            // (The common case, short names: shifts of one word.)
            let x = pre.w | w << (8 * pre.n) | post.w.wrapping_shl(8 * (pre.n + wl));
            self.0.extend_from_slice(&x.to_le_bytes());
        } else {
            let x = u128::from(pre.w)
                | u128::from(w) << (8 * pre.n)
                | u128::from(post.w).wrapping_shl(8 * (pre.n + wl));
            self.0.extend_from_slice(&x.to_le_bytes());
        }
        self.0.truncate(n + len as usize);
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
        self.0.len()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Takes everything written so far.
    pub fn take(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.0)
    }

    /// Moves what was written since `start` to the end of `to`.
    pub fn move_tail(&mut self, start: usize, to: &mut Vec<u8>) {
        to.extend_from_slice(&self.0[start..]);
        self.0.truncate(start);
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
/// 8 bytes). Built in a register, digit by digit (no copies).
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
}
