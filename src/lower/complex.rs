//! The `complex` dialect, lowered as MLIR 22 lowers it:
//! `-convert-complex-to-standard` (the formulas below, op for op, in
//! MLIR's order) followed by `-convert-to-llvm` (`math.log1p` as
//! `log(1 + x)`, `math.expm1` as `exp(x) - 1`, `math.rsqrt` as
//! `1 / sqrt(x)`). Complex numbers are `{re, im}` structs.
//!
//! Two deviations in spelling only: `arith.maximumf`/`minimumf` (the
//! `llvm.maximum`/`llvm.minimum` intrinsics, which LLVM 14's x86 back end
//! cannot select) are expanded to compares and selects with the same
//! results, and `math.atan2` is a call of libm's `atan2`/`atan2f` (what
//! LLVM 22 makes of `llvm.atan2`, which LLVM 14 lacks). Fast-math flags
//! choose MLIR's formula (with `nnan` and `ninf` MLIR drops the NaN and
//! infinity fix-ups of `sqrt`, `rsqrt`, `tan` and `tanh`) but are not put
//! on the LLVM instructions: the strict IEEE results are one of the
//! results the flags allow.

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::builder::Builder;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::mlir::ops::ComplexOp;
use crate::mlir::parse::complex::NNAN_NINF;

/// `fcmp` predicates (indices into `FPRED_NAMES`).
const OEQ: u8 = 1;
const OGT: u8 = 2;
const OGE: u8 = 3;
const OLT: u8 = 4;
const OLE: u8 = 5;
const ONE: u8 = 6;
const ORD: u8 = 7;
const UNE: u8 = 13;
const UNO: u8 = 14;

/// The builder of one op's lowering: the element type and its functions.
struct B<'x, 'a, 'b> {
    cx: &'x mut Cx<'a>,
    fx: &'x mut Fx<'b>,
    /// The element type (`float`, `double`, `half` or `bfloat`: MLIR 22
    /// computes in the 16-bit types themselves).
    e: Ty,
    double: bool,
    /// `Some((precision, exponent bits))` for `half` and `bfloat`.
    narrow: Option<(u32, u32)>,
}

type V = l::Value;

impl B<'_, '_, '_> {
    fn ins(&mut self) -> Builder<'_> {
        self.cx.ins(self.fx)
    }
    fn add(&mut self, a: V, b: V) -> V {
        self.ins().fadd(a, b)
    }
    fn sub(&mut self, a: V, b: V) -> V {
        self.ins().fsub(a, b)
    }
    fn mul(&mut self, a: V, b: V) -> V {
        self.ins().fmul(a, b)
    }
    fn div(&mut self, a: V, b: V) -> V {
        self.ins().fdiv(a, b)
    }
    fn neg(&mut self, a: V) -> V {
        self.ins().fneg(a)
    }
    fn cmp(&mut self, pred: u8, a: V, b: V) -> V {
        self.ins().fcmp(pred, a, b)
    }
    fn and(&mut self, a: V, b: V) -> V {
        self.ins().and(a, b)
    }
    fn or(&mut self, a: V, b: V) -> V {
        self.ins().or(a, b)
    }
    fn not(&mut self, a: V) -> V {
        let mut b = self.ins();
        let i1 = b.t.i1;
        let t = b.iconst(i1, 1);
        b.xor(a, t)
    }
    fn select(&mut self, c: V, a: V, b: V) -> V {
        self.ins().select(c, a, b)
    }
    /// A float constant of the element type (rounded to it, as MLIR's
    /// `getFloatAttr` does).
    fn c(&mut self, x: f64) -> V {
        let bits = if let Some((p, ebits)) = self.narrow {
            narrow_bits(x, p, ebits)
        } else if self.double {
            x.to_bits()
        } else {
            (x as f32).to_bits() as u64
        };
        let e = self.e;
        self.fx.out.value(e, l::ValueKind::ConstFloat(bits))
    }
    /// A call of `f32_name` or `f64_name` by the element type.
    fn call(&mut self, names: (&str, &str), args: &[V]) -> V {
        let e = self.e;
        if let Some((p, _)) = self.narrow {
            // `llvm.exp.f16`, `llvm.exp.bf16`: the intrinsic in the type.
            let base = names.0.strip_suffix(".f32").unwrap_or(names.0);
            let name = format!("{base}.{}", if p == 11 { "f16" } else { "bf16" });
            let params = [e, e, e];
            return self
                .cx
                .call_extern(self.fx, &name, e, &params[..args.len()], args);
        }
        let name = if self.double { names.1 } else { names.0 };
        let params = [e, e, e];
        self.cx
            .call_extern(self.fx, name, e, &params[..args.len()], args)
    }
    fn fabs(&mut self, a: V) -> V {
        self.call(("llvm.fabs.f32", "llvm.fabs.f64"), &[a])
    }
    fn copysign(&mut self, a: V, b: V) -> V {
        self.call(("llvm.copysign.f32", "llvm.copysign.f64"), &[a, b])
    }
    fn sqrt(&mut self, a: V) -> V {
        self.call(("llvm.sqrt.f32", "llvm.sqrt.f64"), &[a])
    }
    fn exp(&mut self, a: V) -> V {
        self.call(("llvm.exp.f32", "llvm.exp.f64"), &[a])
    }
    fn log(&mut self, a: V) -> V {
        self.call(("llvm.log.f32", "llvm.log.f64"), &[a])
    }
    fn sin(&mut self, a: V) -> V {
        self.call(("llvm.sin.f32", "llvm.sin.f64"), &[a])
    }
    fn cos(&mut self, a: V) -> V {
        self.call(("llvm.cos.f32", "llvm.cos.f64"), &[a])
    }
    fn pow(&mut self, a: V, b: V) -> V {
        self.call(("llvm.pow.f32", "llvm.pow.f64"), &[a, b])
    }
    fn fma(&mut self, a: V, b: V, c: V) -> V {
        self.call(("llvm.fma.f32", "llvm.fma.f64"), &[a, b, c])
    }
    fn atan2(&mut self, y: V, x: V) -> V {
        if self.narrow.is_some() {
            // MLIR 22's `llvm.atan2.f16` (LLVM 19+), as LLVM lowers it:
            // `atan2f` of the operands extended to float, rounded back.
            let f = self.cx.st.t.intern(l::Type::Float);
            let e = self.e;
            let yf = self.ins().cast(l::CastOp::FPExt, y, f);
            let xf = self.ins().cast(l::CastOp::FPExt, x, f);
            let r = self
                .cx
                .call_extern(self.fx, "atan2f", f, &[f, f], &[yf, xf]);
            return self.ins().cast(l::CastOp::FPTrunc, r, e);
        }
        self.call(("atan2f", "atan2"), &[y, x])
    }
    /// `math.expm1` as MLIR 22 lowers it: `exp(x) - 1`.
    fn expm1(&mut self, a: V) -> V {
        let e = self.exp(a);
        let one = self.c(1.0);
        self.sub(e, one)
    }
    /// `math.log1p` as MLIR 22 lowers it: `log(1 + x)`.
    fn log1p(&mut self, a: V) -> V {
        let one = self.c(1.0);
        let s = self.add(one, a);
        self.log(s)
    }
    /// `math.rsqrt` as MLIR 22 lowers it: `1 / sqrt(x)`.
    fn rsqrt(&mut self, a: V) -> V {
        let s = self.sqrt(a);
        let one = self.c(1.0);
        self.div(one, s)
    }
    /// `arith.maximumf` (`max` true) or `arith.minimumf`: NaN if either
    /// operand is, and -0 below +0. Equal zeros and NaNs take the sum
    /// (negated operands for the minimum), which has the right sign.
    fn max_min(&mut self, max: bool, a: V, b: V) -> V {
        let uno = self.cmp(UNO, a, b);
        let eq = self.cmp(OEQ, a, b);
        let zero = self.c(0.0);
        let az = self.cmp(OEQ, a, zero);
        let eqz = self.and(eq, az);
        let special = self.or(uno, eqz);
        let sum = if max {
            self.add(a, b)
        } else {
            let na = self.neg(a);
            let nb = self.neg(b);
            let s = self.add(na, nb);
            self.neg(s)
        };
        let pick_a = self.cmp(if max { OGT } else { OLT }, a, b);
        let ordinary = self.select(pick_a, a, b);
        self.select(special, sum, ordinary)
    }
    fn parts(&mut self, z: V) -> (V, V) {
        let mut b = self.ins();
        let re = b.extract_value(z, &[0]);
        let im = b.extract_value(z, &[1]);
        (re, im)
    }

    /// MLIR's `computeAbs`: `|z|` (`Abs`), its square root or its
    /// reciprocal square root, scaled by the larger part.
    fn abs_fn(&mut self, re: V, im: V, f: AbsFn) -> V {
        let one = self.c(1.0);
        let ar = self.fabs(re);
        let ai = self.fabs(im);
        let mut max = self.max_min(true, ar, ai);
        let mut min = self.max_min(false, ar, ai);
        let ratio = self.div(min, max);
        let ratio_sq = self.mul(ratio, ratio);
        let mut rsq1 = self.add(ratio_sq, one);
        if f == AbsFn::Rsqrt {
            rsq1 = self.rsqrt(rsq1);
            min = self.rsqrt(min);
            max = self.rsqrt(max);
        }
        let result = if f == AbsFn::Sqrt {
            let quarter = self.c(0.25);
            let s = self.sqrt(max);
            let p = self.pow(rsq1, quarter);
            self.mul(s, p)
        } else {
            let s = self.sqrt(rsq1);
            self.mul(max, s)
        };
        let nan = self.cmp(UNO, result, result);
        self.select(nan, min, result)
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum AbsFn {
    Abs,
    Sqrt,
    Rsqrt,
}

impl Cx<'_> {
    /// Lowers a complex op (`fmf`: its `fastmath` flags).
    pub(super) fn lower_complex(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        cop: ComplexOp,
        fmf: u8,
    ) -> Result<()> {
        let body = fx.body;
        let res = body.results(op)[0];
        let ty = self.ty(body.values[res.index()].ty, op.span)?;
        let uses = body.operands(op);
        let a = fx.val(&uses[0]);
        let b2 = uses.get(1).map(|u| fx.val(u));
        // The element type: of the operand, or of the result for `create`.
        let aty = fx.out.ty(a);
        let cty = match self.st.t.get(aty) {
            l::Type::Struct(_) => aty,
            _ => ty,
        };
        let e = match self.st.t.get(cty) {
            l::Type::Struct(f) if f.len() == 2 => f[0],
            _ => aty,
        };
        let double = matches!(self.st.t.get(e), l::Type::Double);
        let narrow = match self.st.t.get(e) {
            l::Type::Half => Some((11, 5)),
            l::Type::BFloat => Some((8, 8)),
            _ => None,
        };
        let strict = fmf & NNAN_NINF != NNAN_NINF;
        let mut b = B {
            cx: self,
            fx,
            e,
            double,
            narrow,
        };
        let v = match cop {
            ComplexOp::Create => {
                let im = b2.unwrap_or(a);
                b.ins().pack(ty, &[a, im])
            }
            ComplexOp::Re => b.parts(a).0,
            ComplexOp::Im => b.parts(a).1,
            ComplexOp::Abs => {
                let (re, im) = b.parts(a);
                b.abs_fn(re, im, AbsFn::Abs)
            }
            ComplexOp::Angle => {
                let (re, im) = b.parts(a);
                b.atan2(im, re)
            }
            ComplexOp::Eq | ComplexOp::Neq => {
                let (ar, ai) = b.parts(a);
                let (br, bi) = b.parts(b2.unwrap_or(a));
                if cop == ComplexOp::Eq {
                    let r = b.cmp(OEQ, ar, br);
                    let i = b.cmp(OEQ, ai, bi);
                    b.and(r, i)
                } else {
                    let r = b.cmp(UNE, ar, br);
                    let i = b.cmp(UNE, ai, bi);
                    b.or(r, i)
                }
            }
            ComplexOp::Bitcast => bitcast(&mut b, a, ty),
            // MLIR 22's `--convert-complex-to-standard`: `pow(z, n + 0i)`.
            ComplexOp::PowI => {
                let (ar, ai) = b.parts(a);
                let e = b.e;
                let n = b2.unwrap_or(a);
                let nf = b.ins().cast_if(l::CastOp::SIToFP, n, e);
                let zero = b.c(0.0);
                let (re, im) = pow(&mut b, ar, ai, nf, zero);
                b.ins().pack(ty, &[re, im])
            }
            ComplexOp::Constant => unreachable!("complex.constant is built as a constant"),
            _ => {
                let (re, im) = match b2 {
                    Some(bv) => binary(&mut b, cop, a, bv),
                    None => unary(&mut b, cop, a, strict),
                };
                b.ins().pack(ty, &[re, im])
            }
        };
        fx.vmap[res.index()] = v;
        Ok(())
    }
}

/// `add sub mul div pow`.
fn binary(b: &mut B, cop: ComplexOp, x: V, y: V) -> (V, V) {
    let (ar, ai) = b.parts(x);
    let (br, bi) = b.parts(y);
    match cop {
        ComplexOp::Add => {
            let r = b.add(ar, br);
            (r, b.add(ai, bi))
        }
        ComplexOp::Sub => {
            let r = b.sub(ar, br);
            (r, b.sub(ai, bi))
        }
        ComplexOp::Mul => {
            let rr = b.mul(ar, br);
            let ii = b.mul(ai, bi);
            let re = b.sub(rr, ii);
            let ir = b.mul(ai, br);
            let ri = b.mul(ar, bi);
            (re, b.add(ir, ri))
        }
        ComplexOp::Div => div(b, ar, ai, br, bi),
        _ => pow(b, ar, ai, br, bi),
    }
}

/// MLIR's division with range reduction (Smith's algorithm) and the C99
/// Annex G recovery of infinities and zeros.
fn div(b: &mut B, a: V, bb: V, c: V, d: V) -> (V, V) {
    // |c| < |d|: divide through by d.
    let r1 = b.div(c, d);
    let t = b.mul(r1, c);
    let den1 = b.add(d, t);
    let t = b.mul(a, r1);
    let t = b.add(t, bb);
    let re1 = b.div(t, den1);
    let t = b.mul(bb, r1);
    let t = b.sub(t, a);
    let im1 = b.div(t, den1);
    // Otherwise divide through by c.
    let r2 = b.div(d, c);
    let t = b.mul(r2, d);
    let den2 = b.add(c, t);
    let t = b.mul(bb, r2);
    let t = b.add(a, t);
    let re2 = b.div(t, den2);
    let t = b.mul(a, r2);
    let t = b.sub(bb, t);
    let im2 = b.div(t, den2);
    // Division by zero of a number that is not NaN: infinities.
    let zero = b.c(0.0);
    let abs_c = b.fabs(c);
    let c_zero = b.cmp(OEQ, abs_c, zero);
    let abs_d = b.fabs(d);
    let d_zero = b.cmp(OEQ, abs_d, zero);
    let a_ord = b.cmp(ORD, a, zero);
    let b_ord = b.cmp(ORD, bb, zero);
    let lhs_not_nan = b.or(a_ord, b_ord);
    let rhs_zero = b.and(c_zero, d_zero);
    let by_zero = b.and(lhs_not_nan, rhs_zero);
    let inf = b.c(f64::INFINITY);
    let inf_c = b.copysign(inf, c);
    let zre = b.mul(inf_c, a);
    let zim = b.mul(inf_c, bb);
    // Infinite over finite.
    let c_fin = b.cmp(ONE, abs_c, inf);
    let d_fin = b.cmp(ONE, abs_d, inf);
    let rhs_fin = b.and(c_fin, d_fin);
    let abs_a = b.fabs(a);
    let a_inf = b.cmp(OEQ, abs_a, inf);
    let abs_b = b.fabs(bb);
    let b_inf = b.cmp(OEQ, abs_b, inf);
    let lhs_inf = b.or(a_inf, b_inf);
    let inf_fin = b.and(lhs_inf, rhs_fin);
    let one = b.c(1.0);
    let t = b.select(a_inf, one, zero);
    let a1 = b.copysign(t, a);
    let t = b.select(b_inf, one, zero);
    let b1 = b.copysign(t, bb);
    let t1 = b.mul(a1, c);
    let t2 = b.mul(b1, d);
    let t = b.add(t1, t2);
    let ifre = b.mul(inf, t);
    let t1 = b.mul(a1, d);
    let t2 = b.mul(b1, c);
    let t = b.sub(t2, t1);
    let ifim = b.mul(inf, t);
    // Finite over infinite.
    let a_fin = b.cmp(ONE, abs_a, inf);
    let b_fin = b.cmp(ONE, abs_b, inf);
    let lhs_fin = b.and(a_fin, b_fin);
    let c_inf = b.cmp(OEQ, abs_c, inf);
    let d_inf = b.cmp(OEQ, abs_d, inf);
    let rhs_inf = b.or(c_inf, d_inf);
    let fin_inf = b.and(lhs_fin, rhs_inf);
    let t = b.select(c_inf, one, zero);
    let c1 = b.copysign(t, c);
    let t = b.select(d_inf, one, zero);
    let d1 = b.copysign(t, d);
    let t1 = b.mul(a, c1);
    let t2 = b.mul(bb, d1);
    let t = b.add(t1, t2);
    let fire = b.mul(zero, t);
    let t1 = b.mul(bb, c1);
    let t2 = b.mul(a, d1);
    let t = b.sub(t1, t2);
    let fiim = b.mul(zero, t);
    // Pick.
    let c_lt_d = b.cmp(OLT, abs_c, abs_d);
    let re = b.select(c_lt_d, re1, re2);
    let im = b.select(c_lt_d, im1, im2);
    let re_s = b.select(fin_inf, fire, re);
    let im_s = b.select(fin_inf, fiim, im);
    let re_s = b.select(inf_fin, ifre, re_s);
    let im_s = b.select(inf_fin, ifim, im_s);
    let re_s = b.select(by_zero, zre, re_s);
    let im_s = b.select(by_zero, zim, im_s);
    let re_nan = b.cmp(UNO, re, zero);
    let im_nan = b.cmp(UNO, im, zero);
    let both_nan = b.and(re_nan, im_nan);
    let re = b.select(both_nan, re_s, re);
    let im = b.select(both_nan, im_s, im);
    (re, im)
}

/// `x^y` for `x = a + bi`, `y = c + di`: `|x|^c * exp(-d arg x) *
/// (cos q + i sin q)` with `q = c arg x + d ln|x|`, and Kahan's special
/// cases for zero, one and infinity.
fn pow(b: &mut B, a: V, bb: V, c: V, d: V) -> (V, V) {
    let abs = b.abs_fn(a, bb, AbsFn::Abs);
    let abs_to_c = b.pow(abs, c);
    let neg_d = b.neg(d);
    let arg = b.atan2(bb, a);
    let t = b.mul(neg_d, arg);
    let e = b.exp(t);
    let coeff = b.mul(abs_to_c, e);
    let ln_abs = b.log(abs);
    let c_arg = b.mul(c, arg);
    let d_ln = b.mul(d, ln_abs);
    let q = b.add(c_arg, d_ln);
    let cos_q = b.cos(q);
    let sin_q = b.sin(q);
    let inf = b.c(f64::INFINITY);
    let zero = b.c(0.0);
    let one = b.c(1.0);
    let abs_zero = b.cmp(OEQ, abs, zero);
    let d_zero = b.cmp(OEQ, d, zero);
    let c_zero = b.cmp(OEQ, c, zero);
    let b_zero = b.cmp(OEQ, bb, zero);
    let zero_le_c = b.cmp(OLE, zero, c);
    let re = b.mul(coeff, cos_q);
    let im = b.mul(coeff, sin_q);
    // 0^c: 1 for c = 0, 0 for c > 0.
    let one_or_zero = b.select(c_zero, one, zero);
    let t = b.and(abs_zero, d_zero);
    let cut = b.and(t, zero_le_c);
    let re = b.select(cut, one_or_zero, re);
    let im = b.select(cut, zero, im);
    // x^0 = 1.
    let rhs_zero = b.and(c_zero, d_zero);
    let re = b.select(rhs_zero, one, re);
    let im = b.select(rhs_zero, zero, im);
    // 1^y = 1.
    let a_one = b.cmp(OEQ, a, one);
    let lhs_one = b.and(a_one, b_zero);
    let re = b.select(lhs_one, one, re);
    let im = b.select(lhs_one, zero, im);
    // inf^c = inf for real c > 0, 0 for real c < 0.
    let a_inf = b.cmp(OEQ, a, inf);
    let lhs_inf = b.and(a_inf, b_zero);
    let c_pos = b.cmp(OGT, c, zero);
    let rhs_pos = b.and(d_zero, c_pos);
    let cut = b.and(lhs_inf, rhs_pos);
    let re = b.select(cut, inf, re);
    let im = b.select(cut, zero, im);
    let c_neg = b.cmp(OLT, c, zero);
    let rhs_neg = b.and(d_zero, c_neg);
    let cut = b.and(lhs_inf, rhs_neg);
    let re = b.select(cut, zero, re);
    let im = b.select(cut, zero, im);
    (re, im)
}

/// The one-operand ops with a complex result.
fn unary(b: &mut B, cop: ComplexOp, z: V, strict: bool) -> (V, V) {
    let (re, im) = b.parts(z);
    match cop {
        ComplexOp::Neg => {
            let r = b.neg(re);
            (r, b.neg(im))
        }
        ComplexOp::Conj => (re, b.neg(im)),
        ComplexOp::Exp => {
            // Where exp(re) overflows, exp(re/2) twice (the product may
            // still be finite); a real argument has a real result.
            let zero = b.c(0.0);
            let half = b.c(0.5);
            let inf = b.c(f64::INFINITY);
            let e = b.exp(re);
            let h = b.mul(re, half);
            let eh = b.exp(h);
            let c = b.cos(im);
            let s = b.sin(im);
            let big = b.cmp(OEQ, e, inf);
            let im_zero = b.cmp(OEQ, im, zero);
            let r1 = b.mul(e, c);
            let t = b.mul(eh, c);
            let r2 = b.mul(t, eh);
            let r = b.select(big, r2, r1);
            let i1 = b.mul(e, s);
            let t = b.mul(eh, s);
            let i2 = b.mul(t, eh);
            let i = b.select(big, i2, i1);
            (r, b.select(im_zero, zero, i))
        }
        ComplexOp::Log => {
            let abs = b.abs_fn(re, im, AbsFn::Abs);
            let r = b.log(abs);
            (r, b.atan2(im, re))
        }
        ComplexOp::Log1p => log1p(b, re, im),
        ComplexOp::Expm1 => expm1(b, re, im),
        ComplexOp::Sin | ComplexOp::Cos => {
            let half = b.c(0.5);
            let e = b.exp(im);
            let scaled = b.mul(half, e);
            let recip = b.div(half, e);
            let s = b.sin(re);
            let c = b.cos(re);
            if cop == ComplexOp::Cos {
                let sum = b.add(recip, scaled);
                let r = b.mul(sum, c);
                let diff = b.sub(recip, scaled);
                (r, b.mul(diff, s))
            } else {
                let sum = b.add(scaled, recip);
                let r = b.mul(sum, s);
                let diff = b.sub(scaled, recip);
                (r, b.mul(diff, c))
            }
        }
        ComplexOp::Tan | ComplexOp::Tanh => tan_tanh(b, cop == ComplexOp::Tan, re, im, strict),
        ComplexOp::Sqrt => sqrt(b, re, im, strict),
        ComplexOp::Rsqrt => rsqrt(b, re, im, strict),
        ComplexOp::Sign => {
            let zero = b.c(0.0);
            let rz = b.cmp(OEQ, re, zero);
            let iz = b.cmp(OEQ, im, zero);
            let is_zero = b.and(rz, iz);
            let abs = b.abs_fn(re, im, AbsFn::Abs);
            let rs = b.div(re, abs);
            let is = b.div(im, abs);
            let r = b.select(is_zero, re, rs);
            (r, b.select(is_zero, im, is))
        }
        _ => unreachable!("the other complex ops are not unary"),
    }
}

fn log1p(b: &mut B, re: V, im: V) -> (V, V) {
    let half = b.c(0.5);
    let one = b.c(1.0);
    let re1 = b.add(re, one);
    let abs_re1 = b.fabs(re1);
    let abs_im = b.fabs(im);
    let max = b.max_min(true, abs_re1, abs_im);
    let min = b.max_min(false, abs_re1, abs_im);
    let use_real = b.cmp(OGT, re1, abs_im);
    let max_m1 = b.sub(max, one);
    let big = b.select(use_real, re, max_m1);
    let ratio = b.div(min, max);
    let log_big = b.log1p(big);
    let sq = b.mul(ratio, ratio);
    let log_sqrt = b.log1p(sq);
    let t = b.mul(half, log_sqrt);
    let r = b.add(t, log_big);
    let nan = b.cmp(UNO, r, r);
    let r = b.select(nan, min, r);
    (r, b.atan2(im, re1))
}

fn expm1(b: &mut B, re: V, im: V) -> (V, V) {
    let zero = b.c(0.0);
    let one = b.c(1.0);
    let em1 = b.expm1(re);
    let e = b.add(em1, one);
    let s = b.sin(im);
    let cm1 = cosm1(b, im);
    let c = b.add(cm1, one);
    let t = b.mul(em1, c);
    let r = b.add(t, cm1);
    let im_zero = b.cmp(OEQ, im, zero);
    let t = b.mul(e, s);
    (r, b.select(im_zero, zero, t))
}

/// `cos(x) - 1`, by a polynomial (Cephes' `cosm1`) for small `x`.
fn cosm1(b: &mut B, x: V) -> V {
    let neg_half = b.c(-0.5);
    let neg_one = b.c(-1.0);
    const K: [f64; 7] = [
        4.737750796424621e-14,
        -1.147028484342536e-11,
        2.087675428708152e-9,
        -2.755731921499979e-7,
        2.480158730157055e-5,
        -0.0013888888888888872,
        0.041666666666666664,
    ];
    let cos = b.cos(x);
    let large = b.add(cos, neg_one);
    let x2 = b.mul(x, x);
    let x4 = b.mul(x2, x2);
    let mut poly = b.c(K[0]);
    for k in &K[1..] {
        let ck = b.c(*k);
        poly = b.fma(poly, x2, ck);
    }
    let t = b.mul(x4, poly);
    let u = b.mul(neg_half, x2);
    let small = b.add(t, u);
    let pi4_sq = b.c(0.61685);
    let big = b.cmp(OGE, x2, pi4_sq);
    b.select(big, large, small)
}

/// `tanh(x + iy)`, and `tan(z) = -i tanh(iz)`.
fn tan_tanh(b: &mut B, tan: bool, re: V, im: V, strict: bool) -> (V, V) {
    let neg_one = b.c(-1.0);
    let (real, imag) = if tan {
        (b.mul(im, neg_one), re)
    } else {
        (re, im)
    };
    let inf = b.c(f64::INFINITY);
    let four = b.c(4.0);
    let two_real = b.add(real, real);
    let neg_two_real = b.mul(neg_one, two_real);
    let e1 = b.expm1(two_real);
    let e2 = b.expm1(neg_two_real);
    let real_num = b.sub(e1, e2);
    let cos_i = b.cos(imag);
    let cos_sq = b.mul(cos_i, cos_i);
    let two_cos = b.mul(cos_sq, four);
    let sin_i = b.sin(imag);
    let cs = b.mul(cos_i, sin_i);
    let imag_num = b.mul(four, cs);
    let sum = b.add(e1, e2);
    let denom = b.add(sum, two_cos);
    let is_inf = b.cmp(OEQ, sum, inf);
    let limit = b.copysign(neg_one, real);
    let q = b.div(real_num, denom);
    let mut rr = b.select(is_inf, limit, q);
    let mut ri = b.div(imag_num, denom);
    if strict {
        let abs_real = b.fabs(real);
        let zero = b.c(0.0);
        let nan = b.c(f64::NAN);
        let real_inf = b.cmp(OEQ, abs_real, inf);
        let imag_zero = b.cmp(OEQ, imag, zero);
        let real_not_inf = b.not(real_inf);
        let num_nan = b.cmp(UNO, imag_num, imag_num);
        let re_nan = b.and(num_nan, real_not_inf);
        let t = b.and(real_inf, num_nan);
        let im_zero = b.or(imag_zero, t);
        rr = b.select(re_nan, nan, rr);
        ri = b.select(im_zero, zero, ri);
    }
    if tan {
        let t = b.mul(rr, neg_one);
        (ri, t)
    } else {
        (rr, ri)
    }
}

/// The principal square root (Friedland's algorithm, as MLIR writes it).
fn sqrt(b: &mut B, re: V, im: V, strict: bool) -> (V, V) {
    let zero = b.c(0.0);
    let half = b.c(0.5);
    let abs_sqrt = b.abs_fn(re, im, AbsFn::Sqrt);
    let arg = b.atan2(im, re);
    let half_arg = b.mul(arg, half);
    let cos = b.cos(half_arg);
    let sin = b.sin(half_arg);
    let sin_zero = b.cmp(OEQ, sin, zero);
    let mut rr = b.mul(abs_sqrt, cos);
    let t = b.mul(abs_sqrt, sin);
    let mut ri = b.select(sin_zero, zero, t);
    if strict {
        let inf = b.c(f64::INFINITY);
        let neg_inf = b.c(f64::NEG_INFINITY);
        let nan = b.c(f64::NAN);
        let abs_im = b.fabs(im);
        let im_inf = b.cmp(OEQ, abs_im, inf);
        let im_not_inf = b.cmp(ONE, abs_im, inf);
        let re_inf = b.cmp(OEQ, re, inf);
        let re_neg_inf = b.cmp(OEQ, re, neg_inf);
        let t = b.and(re_neg_inf, im_not_inf);
        rr = b.select(t, zero, rr);
        let t = b.or(im_inf, re_inf);
        rr = b.select(t, inf, rr);
        let im_sign_inf = b.copysign(inf, im);
        let t = b.cmp(UNO, abs_sqrt, abs_sqrt);
        ri = b.select(t, nan, ri);
        let t = b.or(im_inf, re_neg_inf);
        ri = b.select(t, im_sign_inf, ri);
    }
    let res_zero = b.cmp(OEQ, abs_sqrt, zero);
    let rr = b.select(res_zero, zero, rr);
    let ri = b.select(res_zero, zero, ri);
    (rr, ri)
}

fn rsqrt(b: &mut B, re: V, im: V, strict: bool) -> (V, V) {
    let zero = b.c(0.0);
    let inf = b.c(f64::INFINITY);
    let neg_half = b.c(-0.5);
    let nan = b.c(f64::NAN);
    let abs_rsqrt = b.abs_fn(re, im, AbsFn::Rsqrt);
    let arg = b.atan2(im, re);
    let a = b.mul(arg, neg_half);
    let cos = b.cos(a);
    let sin = b.sin(a);
    let mut rr = b.mul(abs_rsqrt, cos);
    let mut ri = b.mul(abs_rsqrt, sin);
    if strict {
        let neg_one = b.c(-1.0);
        let re_sz = b.copysign(zero, re);
        let im_sz = b.copysign(zero, im);
        let neg_im_sz = b.mul(neg_one, im_sz);
        let abs_re = b.fabs(re);
        let abs_im = b.fabs(im);
        let im_inf = b.cmp(OEQ, abs_im, inf);
        let re_nan = b.cmp(UNO, re, re);
        let re_inf = b.cmp(OEQ, abs_re, inf);
        let nan_inf = b.and(im_inf, re_nan);
        let is_zero = b.or(nan_inf, re_inf);
        rr = b.select(is_zero, re_sz, rr);
        ri = b.select(is_zero, neg_im_sz, ri);
    }
    let rz = b.cmp(OEQ, re, zero);
    let iz = b.cmp(OEQ, im, zero);
    let z = b.and(rz, iz);
    let rr = b.select(z, inf, rr);
    let ri = b.select(z, nan, ri);
    (rr, ri)
}

/// `complex.bitcast`: the memory image reinterpreted (the real part in the
/// low half of the integer, as a little-endian store would put it).
fn bitcast(b: &mut B, x: V, to: Ty) -> V {
    let from = b.fx.out.ty(x);
    if from == to {
        return x;
    }
    let t = &b.cx.st.t;
    let from_complex = matches!(t.get(from), l::Type::Struct(_));
    let half_bits: u32 = if b.double { 64 } else { 32 };
    let half_int = b.cx.st.t.intern(l::Type::Int(half_bits));
    let whole_int = b.cx.st.t.intern(l::Type::Int(2 * half_bits));
    let cast = |b: &mut B, op: l::CastOp, v: V, ty: Ty| b.ins().cast(op, v, ty);
    if from_complex {
        let (re, im) = b.parts(x);
        let r = cast(b, l::CastOp::Bitcast, re, half_int);
        let i = cast(b, l::CastOp::Bitcast, im, half_int);
        let r = cast(b, l::CastOp::ZExt, r, whole_int);
        let i = cast(b, l::CastOp::ZExt, i, whole_int);
        let k =
            b.fx.out
                .value(whole_int, l::ValueKind::ConstInt(half_bits as i128));
        let i = b.ins().shl(i, k);
        let w = b.ins().or(r, i);
        if to == whole_int {
            w
        } else {
            cast(b, l::CastOp::Bitcast, w, to)
        }
    } else {
        let w = if from == whole_int {
            x
        } else {
            cast(b, l::CastOp::Bitcast, x, whole_int)
        };
        let k =
            b.fx.out
                .value(whole_int, l::ValueKind::ConstInt(half_bits as i128));
        let hi = b.ins().lshr(w, k);
        let r = cast(b, l::CastOp::Trunc, w, half_int);
        let i = cast(b, l::CastOp::Trunc, hi, half_int);
        let e = b.e;
        let r = cast(b, l::CastOp::Bitcast, r, e);
        let i = cast(b, l::CastOp::Bitcast, i, e);
        b.ins().pack(to, &[r, i])
    }
}

/// The bits of `x` rounded to nearest even in a binary format of `p` bits
/// of precision and `ebits` exponent bits (`half`: 11, 5; `bfloat`: 8, 8),
/// as MLIR's `getFloatAttr` rounds a constant to the type.
fn narrow_bits(x: f64, p: u32, ebits: u32) -> u64 {
    let bias = (1i32 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    let sign = if x.is_sign_negative() {
        1u64 << (p - 1 + ebits)
    } else {
        0
    };
    let expmask = ((1u64 << ebits) - 1) << (p - 1);
    let a = x.abs();
    if a.is_nan() {
        return sign | expmask | 1u64 << (p - 2);
    }
    if a.is_infinite() {
        return sign | expmask;
    }
    if a == 0.0 {
        return sign;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let mut q = e.max(emin) - (p as i32 - 1);
    // Scaling by a power of two is exact here (q is within f64's range).
    let mut m = (a * 2f64.powi(-q)).round_ties_even() as u64;
    if m >= 1u64 << p {
        m >>= 1;
        q += 1;
    }
    if m < 1u64 << (p - 1) {
        return sign | m; // subnormal (or zero)
    }
    let big_e = q + p as i32 - 1;
    if big_e > bias {
        return sign | expmask;
    }
    sign | ((big_e + bias) as u64) << (p - 1) | (m - (1u64 << (p - 1)))
}
