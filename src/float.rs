//! Float constants: conversion of literal values to the bit patterns of each
//! float type (round to nearest, ties to even), and their LLVM spelling.

use crate::types::Type;
use std::fmt::Write;

/// The bits of `v` rounded to the format of `ty` (a float type).
pub fn bits_of(v: f64, ty: &Type) -> u64 {
    match ty {
        Type::F64 => v.to_bits(),
        Type::F32 => (v as f32).to_bits() as u64,
        Type::F16 => round_to(v, 5, 10),
        Type::BF16 => round_to(v, 8, 7),
        _ => v.to_bits(),
    }
}

/// The value of the bit pattern `bits` of float type `ty`, as an f64 (exact
/// for every format narrower than f64).
pub fn value_of(bits: u64, ty: &Type) -> f64 {
    match ty {
        Type::F64 => f64::from_bits(bits),
        Type::F32 => f32::from_bits(bits as u32) as f64,
        Type::F16 => widen(bits, 5, 10),
        Type::BF16 => f32::from_bits((bits as u32) << 16) as f64,
        _ => f64::from_bits(bits),
    }
}

/// Rounds `v` to a binary format with `ebits` exponent and `mbits` fraction
/// bits, ties to even.
fn round_to(v: f64, ebits: u32, mbits: u32) -> u64 {
    let bits = v.to_bits();
    let sign = (bits >> 63) << (ebits + mbits);
    let emax_field = (1u64 << ebits) - 1;
    if v.is_nan() {
        return sign | emax_field << mbits | 1 << (mbits - 1);
    }
    if v.is_infinite() {
        return sign | emax_field << mbits;
    }
    if v == 0.0 {
        return sign;
    }
    let bias = (1i64 << (ebits - 1)) - 1;
    let e64 = ((bits >> 52) & 0x7ff) as i64;
    let f = bits & ((1 << 52) - 1);
    let (m, e) = if e64 == 0 {
        (f, -1074)
    } else {
        (f | 1 << 52, e64 - 1075)
    };
    // v = m * 2^e; the leading bit of v is at 2^p.
    let p = 63 - m.leading_zeros() as i64 + e;
    let emin = 1 - bias;
    let mut q = p.max(emin) - mbits as i64;
    let shift = q - e;
    let mut k = if shift <= 0 {
        m << (-shift)
    } else if shift > 60 {
        0
    } else {
        let kk = m >> shift;
        let rem = m & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        if rem > half || (rem == half && kk & 1 == 1) {
            kk + 1
        } else {
            kk
        }
    };
    if k == 1 << (mbits + 1) {
        k >>= 1;
        q += 1;
    }
    if k < 1 << mbits {
        return sign | k;
    }
    let exp_field = (q + mbits as i64 + bias) as u64;
    if exp_field >= emax_field {
        return sign | emax_field << mbits;
    }
    sign | exp_field << mbits | (k - (1 << mbits))
}

fn widen(bits: u64, ebits: u32, mbits: u32) -> f64 {
    let sign = if bits >> (ebits + mbits) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let e = (bits >> mbits) & ((1 << ebits) - 1);
    let f = bits & ((1 << mbits) - 1);
    let bias = (1i32 << (ebits - 1)) - 1;
    if e == (1 << ebits) - 1 {
        return if f == 0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    let (m, exp) = if e == 0 {
        (f as f64, 1 - bias - mbits as i32)
    } else {
        ((f | 1 << mbits) as f64, e as i32 - bias - mbits as i32)
    };
    sign * m * 2f64.powi(exp)
}

/// Writes a float constant of type `ty` (bits in that type's format) as LLVM
/// IR spells it: decimal when that is exact, else the hex forms `0x...`
/// (double bits, for float and double), `0xH...` (half), `0xR...` (bfloat).
pub fn write_llvm(out: &mut String, bits: u64, ty: &Type) {
    match ty {
        Type::F16 => {
            let _ = write!(out, "0xH{:04X}", bits & 0xffff);
        }
        Type::BF16 => {
            let _ = write!(out, "0xR{:04X}", bits & 0xffff);
        }
        // Kept as f64 values; LLVM reads these only in their own hex forms:
        // `0xK` sign and exponent then the 64-bit significand, `0xL` the low
        // then the high 64 bits.
        Type::F80 => {
            let (se, m) = f64_to_f80(bits);
            let _ = write!(out, "0xK{se:04X}{m:016X}");
        }
        Type::F128 => {
            let q = f64_to_f128(bits);
            let _ = write!(out, "0xL{:016X}{:016X}", q as u64, (q >> 64) as u64);
        }
        _ => {
            let v = value_of(bits, ty);
            if v.is_finite() {
                let start = out.len();
                let _ = write!(out, "{v:?}");
                // `{:?}` is the shortest text that reads back as `v`; LLVM
                // wants a `.` in the mantissa.
                if let Some(e) = out[start..].find('e')
                    && !out[start..start + e].contains('.')
                {
                    out.insert_str(start + e, ".0");
                }
            } else {
                let _ = write!(out, "0x{:016X}", v.to_bits());
            }
        }
    }
}

/// The sign, the unbiased exponent and the significand (with its leading
/// one at bit 52) of a finite nonzero f64.
fn f64_parts(bits: u64) -> (u64, i32, u64) {
    let sign = bits >> 63;
    let e = ((bits >> 52) & 0x7ff) as i32;
    let f = bits & ((1 << 52) - 1);
    if e == 0 {
        // Subnormal: normalize.
        let shift = f.leading_zeros() as i32 - 11;
        (sign, -1022 - shift, f << shift)
    } else {
        (sign, e - 1023, f | 1 << 52)
    }
}

/// The x87 extended form of an f64: (sign and exponent, significand).
fn f64_to_f80(bits: u64) -> (u16, u64) {
    let sign = ((bits >> 63) as u16) << 15;
    let e = (bits >> 52) & 0x7ff;
    let f = bits & ((1 << 52) - 1);
    if e == 0x7ff {
        let quiet = if f != 0 { 1 << 62 } else { 0 };
        return (sign | 0x7fff, 1 << 63 | quiet | f << 11);
    }
    if e == 0 && f == 0 {
        return (sign, 0);
    }
    let (_, exp, m) = f64_parts(bits);
    (sign | (exp + 16383) as u16, m << 11)
}

/// The IEEE quadruple form of an f64.
fn f64_to_f128(bits: u64) -> u128 {
    let sign = ((bits >> 63) as u128) << 127;
    let e = (bits >> 52) & 0x7ff;
    let f = (bits & ((1 << 52) - 1)) as u128;
    if e == 0x7ff {
        return sign | 0x7fff << 112 | f << 60;
    }
    if e == 0 && f == 0 {
        return sign;
    }
    let (_, exp, m) = f64_parts(bits);
    sign | ((exp + 16383) as u128) << 112 | ((m as u128) & ((1 << 52) - 1)) << 60
}

/// Whether the decimal literal at the start of `text` (`-1.25e3`, the rest
/// of `text` ignored) is exactly an f64 value (conservative: `false` when
/// unsure). f80 and f128 constants are kept as f64 values, so only these are
/// taken.
pub fn decimal_exact_in_f64(text: &str) -> bool {
    let t = text.trim_start();
    let t = t.strip_prefix(['-', '+']).unwrap_or(t);
    let end = t
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+')))
        .unwrap_or(t.len());
    let t = &t[..end];
    let (mant, exp) = match t.find(['e', 'E']) {
        Some(i) => match t[i + 1..].parse::<i32>() {
            Ok(e) => (&t[..i], e),
            Err(_) => return false,
        },
        None => (t, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let mut d: u128 = 0;
    for c in int.bytes().chain(frac.bytes()) {
        if !c.is_ascii_digit() {
            return false;
        }
        let Some(n) = d
            .checked_mul(10)
            .and_then(|n| n.checked_add((c - b'0') as u128))
        else {
            return false;
        };
        d = n;
    }
    let mut k = exp - frac.len() as i32;
    if d == 0 {
        return true;
    }
    while d.is_multiple_of(10) {
        d /= 10;
        k += 1;
    }
    // d * 10^k = (d * 5^k) * 2^k: the odd part must fit 53 bits.
    let odd = if k >= 0 {
        match 5u128.checked_pow(k as u32).and_then(|p| d.checked_mul(p)) {
            Some(v) => v,
            None => return false,
        }
    } else {
        match 5u128.checked_pow((-k) as u32) {
            Some(p) if d.is_multiple_of(p) => d / p,
            _ => return false,
        }
    };
    let odd = odd >> odd.trailing_zeros();
    // The binary exponent stays far inside f64's range (|k| < 60).
    odd < 1u128 << 53
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_and_bfloat() {
        assert_eq!(bits_of(1.0, &Type::F16), 0x3C00);
        assert_eq!(bits_of(-2.5, &Type::F16), 0xC100);
        assert_eq!(bits_of(65504.0, &Type::F16), 0x7BFF);
        assert_eq!(bits_of(1e6, &Type::F16), 0x7C00);
        assert_eq!(bits_of(5.960464477539063e-8, &Type::F16), 0x0001);
        assert_eq!(bits_of(1.0, &Type::BF16), 0x3F80);
        assert_eq!(bits_of(3.140625, &Type::BF16), 0x4049);
        assert_eq!(value_of(0x3C00, &Type::F16), 1.0);
        assert_eq!(value_of(0x0001, &Type::F16), 5.960464477539063e-8);
        // Ties to even: 1 + 2^-11 is halfway between 1 and 1 + 2^-10.
        assert_eq!(bits_of(1.0 + 2f64.powi(-11), &Type::F16), 0x3C00);
        assert_eq!(bits_of(1.0 + 3.0 * 2f64.powi(-11), &Type::F16), 0x3C02);
    }

    #[test]
    fn wide_formats() {
        assert!(decimal_exact_in_f64("1.25 : f128"));
        assert!(decimal_exact_in_f64("-3.0e15"));
        assert!(decimal_exact_in_f64("0.375"));
        assert!(!decimal_exact_in_f64("0.1"));
        assert!(!decimal_exact_in_f64("1.0e300"));
        assert_eq!(f64_to_f128(1.0f64.to_bits()), 0x3FFF << 112);
        assert_eq!(f64_to_f80((-2.0f64).to_bits()), (0xC000, 1 << 63));
        // The smallest subnormal f64 is a normal number in both.
        assert_eq!(f64_to_f128(1), ((16383 - 1074) as u128) << 112);
        assert_eq!(f64_to_f80(1), (16383 - 1074, 1 << 63));
        let mut s = String::new();
        write_llvm(&mut s, 1.5f64.to_bits(), &Type::F128);
        assert_eq!(s, "0xL00000000000000003FFF800000000000");
    }

    #[test]
    fn llvm_spelling() {
        let mut s = String::new();
        write_llvm(&mut s, 1.5f64.to_bits(), &Type::F64);
        s.push(' ');
        write_llvm(&mut s, 1e300f64.to_bits(), &Type::F64);
        s.push(' ');
        write_llvm(&mut s, f64::INFINITY.to_bits(), &Type::F64);
        s.push(' ');
        write_llvm(&mut s, 0x3C00, &Type::F16);
        assert_eq!(s, "1.5 1.0e300 0x7FF0000000000000 0xH3C00");
    }
}
