//! Unit tests of the `.ll` writer's number and name printing.

use super::*;
use crate::float;

#[test]
fn numbers_as_fmt_spells_them() {
    let mut out = String::new();
    let mut edges = vec![u64::MAX, 1 << 53, 99_999_999, 100_000_000];
    for k in 1..20 {
        let p = 10u64.pow(k);
        edges.extend([p - 1, p, p + 1, 7 * p + 3]);
    }
    for n in (0..200_000u64).chain(edges) {
        out.clear();
        push_u64(&mut out, n);
        assert_eq!(out, n.to_string());
        let mut o = Out::default();
        push_u64(&mut o, n);
        assert_eq!(o.as_bytes(), n.to_string().as_bytes());
    }
}

#[test]
fn floats_as_write_llvm_spells_them() {
    let mut vals = vec![
        0.0,
        -0.0,
        1.5,
        -2.0,
        1e15,
        9_999_999_999_999_998.0,
        1e16,
        -1e16,
    ];
    vals.extend([
        1e17,
        0.1,
        123456789.0,
        f64::MAX,
        f64::MIN_POSITIVE,
        4503599627370497.0,
    ]);
    vals.extend([f64::INFINITY, f64::NEG_INFINITY, f64::NAN, -3.0e-300]);
    vals.extend((-3000..3000).map(|k| f64::from(k) * 0.5));
    vals.extend((0..64).map(|k| 2f64.powi(k) + 1.0));
    vals.extend((0..64).map(|k| 2f64.powi(-k) * 3.0));
    vals.extend([
        999_999_999.5,
        1e9,
        1e9 + 0.5,
        0.001,
        0.0005,
        1e-4,
        123.456,
        0.1 + 0.2,
    ]);
    for scale in [1.0, 10.0, 100.0, 1000.0, 10000.0] {
        vals.extend((-20_000..20_000).map(|m| f64::from(m) / scale));
        vals.extend((0..2000).map(|m| f64::from(m * 7919 + 999_000_000) / scale));
    }
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        vals.push(f64::from_bits(x));
        vals.push(f64::from((x % 4_000_000) as u32) / 1000.0);
    }
    for v in vals {
        for (ty, bits) in [
            (StdType::F64, v.to_bits()),
            (StdType::F32, u64::from((v as f32).to_bits())),
        ] {
            let (mut fast, mut slow) = (String::new(), String::new());
            push_float(&mut fast, bits, &ty);
            float::write_llvm(&mut slow, bits, &ty);
            assert_eq!(fast, slow, "{v} as {ty:?}");
        }
    }
}
