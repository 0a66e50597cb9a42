//! Numbers as the `.ll` writer spells them, without `fmt` (slow) on the
//! common paths.

use super::Text;
use crate::float;
use crate::types::Type as StdType;

/// Writes a signed integer in decimal (without `fmt`, which is slow).
pub(crate) fn push_i128<T: Text + ?Sized>(out: &mut T, v: i128) {
    if v < 0 {
        out.push('-');
    }
    push_u128(out, v.unsigned_abs());
}

pub(super) fn push_u32<T: Text + ?Sized>(out: &mut T, n: u32) {
    push_u64(out, u64::from(n));
}

/// Decimal digits without `fmt` and, below 2^64, without 128-bit division.
fn push_u128<T: Text + ?Sized>(out: &mut T, n: u128) {
    match u64::try_from(n) {
        Ok(n) => push_u64(out, n),
        Err(_) => out.push_str(&n.to_string()),
    }
}

/// The `len` lowest decimal digits of `n`, most significant first.
#[inline]
fn digits(mut n: u64, len: usize) -> [u8; 16] {
    let mut d = [b'0'; 16];
    for k in (0..len.min(16)).rev() {
        d[k] = b'0' + (n % 10) as u8;
        n /= 10;
    }
    d
}

/// Writes `n` in decimal, without `fmt`: two digits per division (from a
/// table), then one copy of the (at most 16) digits.
pub(crate) fn push_u64<T: Text + ?Sized>(out: &mut T, mut n: u64) {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    if n < 10 {
        out.push(char::from(b'0' + n as u8));
        return;
    }
    // The digits end at 20, with 16 bytes after them for the copy.
    let mut buf = [b'0'; 36];
    let mut i = 20;
    while n >= 100 {
        let r = 2 * (n % 100) as usize;
        n /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[r..r + 2]);
    }
    if n >= 10 {
        let r = 2 * n as usize;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[r..r + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + n as u8;
    }
    let len = 20 - i;
    if len > 16 {
        // (20 digits: 16 after the first 4.)
        out.push_digits(&buf[i..i + 16].try_into().unwrap_or([b'0'; 16]), 4);
        i += 4;
    }
    let w: [u8; 16] = buf[i..i + 16].try_into().unwrap_or([b'0'; 16]);
    out.push_digits(&w, 20 - i);
}

/// A floating-point constant as `float::write_llvm` spells it (`{:?}`),
/// with a fast path without `fmt` for the common `f32`/`f64` values of
/// few decimals (`2.0`, `-0.0`, `3.25`).
pub(crate) fn push_float<T: Text + ?Sized>(out: &mut T, bits: u64, ty: &StdType) {
    if !push_short_float(out, bits, ty) {
        push_long_float(out, bits, ty);
    }
}

/// [`push_float`] of a value with few decimals (or none), else `false`
/// (nothing written).
pub(super) fn push_short_float<T: Text + ?Sized>(out: &mut T, bits: u64, ty: &StdType) -> bool {
    if matches!(ty, StdType::F32 | StdType::F64) {
        let v = float::value_of(bits, ty);
        let a = v.abs();
        // `{:?}` is the shortest decimal that reads back as `v`: with at
        // most 3 decimals, the first `m / 10^k` (k = 0, 1, ..) equal to
        // `a` (the division rounds as reading the decimal does). Below
        // 1e9, `a * 10^k` is exact enough that `m` is the nearest integer.
        if a < 1e9 {
            let mut scale = 1u64;
            for k in 0..4 {
                let m = (a * scale as f64).round();
                if m / scale as f64 == a {
                    if v.is_sign_negative() {
                        out.push('-');
                    }
                    let m = m as u64;
                    push_u64(out, m / scale);
                    out.push('.');
                    if k == 0 {
                        out.push('0');
                    } else {
                        // The decimals, with their leading zeros.
                        let frac = m % scale;
                        out.push_digits(&digits(frac, k), k);
                    }
                    return true;
                }
                scale *= 10;
            }
        } else if a.trunc() == a && a < 1e16 {
            // Integers up to where `{:?}` switches to the exponent form.
            if v.is_sign_negative() {
                out.push('-');
            }
            push_u64(out, a as u64);
            out.push_str(".0");
            return true;
        }
    }
    false
}

/// [`push_float`] through `float::write_llvm` (`fmt`).
pub(super) fn push_long_float<T: Text + ?Sized>(out: &mut T, bits: u64, ty: &StdType) {
    let mut s = String::new();
    float::write_llvm(&mut s, bits, ty);
    out.push_str(&s);
}
