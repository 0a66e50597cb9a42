//! Lowering of the arith and math ops that expand to a few instructions
//! ([`Expand`], as MLIR 22's `--convert-arith-to-llvm` and
//! `--convert-math-to-llvm` expand them), and of [`ScalarOp`]s: `math.fma`,
//! `math.fpowi`/`ipowi` (the square-and-multiply loop of MLIR 22's
//! `--convert-math-to-funcs`, inline), `math.isnan`, the `*_extended`
//! ops, `cf.assert`, `ub.poison`, `builtin.unrealized_conversion_cast`
//! and `index.sizeof`.

use super::{Cx, Fx};
use crate::diag::{Error, Result};
use crate::llvm::ir::{self as l, BinOp as LB, Ty};
use crate::mlir::ir::{self as s, IPred};
use crate::mlir::ops::{Expand, ScalarOp};

/// `fcmp` predicates by name (indices into `FPRED_NAMES`).
const OGT: u8 = 2;
const OLT: u8 = 4;
const ORD: u8 = 7;
const UNO: u8 = 14;

impl Cx<'_> {
    /// `ty` with its scalar replaced by `e`.
    fn with_scalar(&mut self, ty: Ty, e: Ty) -> Ty {
        match *self.st.t.get(ty) {
            l::Type::Vector(n, _) => self.st.t.intern(l::Type::Vector(n, e)),
            _ => e,
        }
    }

    /// The float constant 1.0 of a scalar or 1-D vector type.
    fn float_one(&mut self, fx: &mut Fx, ty: Ty) -> l::Value {
        if let l::Type::Vector(n, e) = *self.st.t.get(ty) {
            let one = self.float_one(fx, e);
            let list = fx.out.list(&vec![one; n as usize]);
            return fx.out.value(ty, l::ValueKind::ConstAgg(list));
        }
        let bits = match self.st.t.get(ty) {
            l::Type::Half => 0x3C00,
            l::Type::BFloat => 0x3F80,
            l::Type::Float => 1.0f32.to_bits() as u64,
            _ => 1.0f64.to_bits(),
        };
        fx.out.value(ty, l::ValueKind::ConstFloat(bits))
    }

    /// Calls the intrinsic `name.<suffix of ty>` on `args` (of their own
    /// types), returning `ty`.
    fn intrinsic(&mut self, fx: &mut Fx, name: &str, ty: Ty, args: &[l::Value]) -> l::Value {
        let full = format!("{name}.{}", self.suffix(ty));
        let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
        self.call_extern(fx, &full, ty, &params, args)
    }
}

/// One expanded op on scalars or 1-D vectors of type `ty`.
pub(super) fn expand(cx: &mut Cx, fx: &mut Fx, e: Expand, a: &[l::Value], ty: Ty) -> l::Value {
    match e {
        Expand::MaximumF | Expand::MinimumF => {
            // NaN if unordered; the larger (smaller) if ordered and
            // different; for equal values (+0 and -0 among them) the and
            // (or) of their bits, so +0 is the maximum and -0 the minimum.
            // (`llvm.maximum` has no x86 lowering in LLVM 14.)
            let (x, y) = (a[0], a[1]);
            let w = match *cx.st.t.get(cx.st.t.elem(ty)) {
                l::Type::Half | l::Type::BFloat => 16,
                l::Type::Float => 32,
                l::Type::X86Fp80 => 80,
                l::Type::Fp128 => 128,
                _ => 64,
            };
            let it = cx.st.t.int(w);
            let ity = cx.with_scalar(ty, it);
            let xi = cx.ins(fx).cast(l::CastOp::Bitcast, x, ity);
            let yi = cx.ins(fx).cast(l::CastOp::Bitcast, y, ity);
            let (merge, far, near) = if e == Expand::MaximumF {
                (LB::And, OGT, OLT)
            } else {
                (LB::Or, OLT, OGT)
            };
            let m = cx.ins(fx).bin(merge, xi, yi);
            let mf = cx.ins(fx).cast(l::CastOp::Bitcast, m, ty);
            let c_near = cx.ins(fx).fcmp(near, x, y);
            let r1 = cx.ins(fx).select(c_near, y, mf);
            let c_far = cx.ins(fx).fcmp(far, x, y);
            let r2 = cx.ins(fx).select(c_far, x, r1);
            let uno = cx.ins(fx).fcmp(UNO, x, y);
            let nan = cx.ins(fx).fadd(x, y);
            cx.ins(fx).select(uno, nan, r2)
        }
        Expand::CeilDivSI | Expand::FloorDivSI => {
            // MLIR 22's exact expansion: q = a / b (toward zero), adjusted
            // by one when the remainder is not zero and the signs agree
            // (ceil) or differ (floor).
            let (x, y) = (a[0], a[1]);
            let q = cx.ins(fx).sdiv(x, y);
            let m = cx.ins(fx).mul(q, y);
            let inexact = cx.ins(fx).icmp(IPred::Ne, x, m);
            let zero = cx.ins(fx).iconst_splat(ty, 0);
            let xneg = cx.ins(fx).icmp(IPred::Slt, x, zero);
            let yneg = cx.ins(fx).icmp(IPred::Slt, y, zero);
            let (p, step) = if e == Expand::CeilDivSI {
                (IPred::Eq, 1)
            } else {
                (IPred::Ne, -1)
            };
            let signs = cx.ins(fx).icmp(p, xneg, yneg);
            let adjust = cx.ins(fx).and(inexact, signs);
            let k = cx.ins(fx).iconst_splat(ty, step);
            let q1 = cx.ins(fx).add(q, k);
            cx.ins(fx).select(adjust, q1, q)
        }
        Expand::CeilDivUI => {
            // a == 0 ? 0 : (a - 1) / b + 1
            let (x, y) = (a[0], a[1]);
            let zero = cx.ins(fx).iconst_splat(ty, 0);
            let is0 = cx.ins(fx).icmp(IPred::Eq, x, zero);
            let one = cx.ins(fx).iconst_splat(ty, 1);
            let xm1 = cx.ins(fx).sub(x, one);
            let d = cx.ins(fx).udiv(xm1, y);
            let r = cx.ins(fx).add(d, one);
            cx.ins(fx).select(is0, zero, r)
        }
        Expand::Atan2 => libm2(cx, fx, "atan2", ty, a[0], a[1]),
        Expand::Expm1 => {
            let ex = cx.intrinsic(fx, "llvm.exp", ty, &[a[0]]);
            let one = cx.float_one(fx, ty);
            cx.ins(fx).fsub(ex, one)
        }
        Expand::Log1p => {
            let one = cx.float_one(fx, ty);
            let s = cx.ins(fx).fadd(one, a[0]);
            cx.intrinsic(fx, "llvm.log", ty, &[s])
        }
        Expand::Ctlz | Expand::Cttz | Expand::AbsI => {
            let name = match e {
                Expand::Ctlz => "llvm.ctlz",
                Expand::Cttz => "llvm.cttz",
                _ => "llvm.abs",
            };
            let f = fx.out.value(cx.st.t.i1, l::ValueKind::ConstInt(0));
            cx.intrinsic(fx, name, ty, &[a[0], f])
        }
    }
}

/// A two-argument libm function (`name` for f64, `namef` for f32): through
/// f32 for the 16-bit float types, element by element for vectors.
fn libm2(cx: &mut Cx, fx: &mut Fx, name: &str, ty: Ty, x: l::Value, y: l::Value) -> l::Value {
    match cx.st.t.get(ty).clone() {
        l::Type::Double => cx.call_extern(fx, name, ty, &[ty, ty], &[x, y]),
        l::Type::X86Fp80 | l::Type::Fp128 => {
            let f = super::ops::wide_libm_name(cx, name, ty);
            cx.call_extern(fx, &f, ty, &[ty, ty], &[x, y])
        }
        l::Type::Float => {
            let f = format!("{name}f");
            cx.call_extern(fx, &f, ty, &[ty, ty], &[x, y])
        }
        l::Type::Vector(n, e) => {
            let mut acc = fx.out.value(ty, l::ValueKind::Undef);
            for i in 0..n as i32 {
                let k = cx.ins(fx).i32(i);
                let xi = cx.ins(fx).extract_element(x, k);
                let yi = cx.ins(fx).extract_element(y, k);
                let r = libm2(cx, fx, name, e, xi, yi);
                acc = cx.ins(fx).insert_element(acc, r, k);
            }
            acc
        }
        _ => {
            let f32t = cx.st.t.intern(l::Type::Float);
            let xw = cx.ins(fx).cast(l::CastOp::FPExt, x, f32t);
            let yw = cx.ins(fx).cast(l::CastOp::FPExt, y, f32t);
            let f = format!("{name}f");
            let r = cx.call_extern(fx, &f, f32t, &[f32t, f32t], &[xw, yw]);
            cx.ins(fx).cast(l::CastOp::FPTrunc, r, ty)
        }
    }
}

/// An operation on scalars: (operands, result type).
type ScalarFn<'a> = dyn FnMut(&mut Cx, &mut Fx, &[l::Value], Ty) -> l::Value + 'a;

/// Applies `f` to each scalar of the scalar or 1-D vector operands,
/// building a result of type `ty` (for ops that branch).
fn per_scalar(cx: &mut Cx, fx: &mut Fx, ty: Ty, ops: &[l::Value], f: &mut ScalarFn) -> l::Value {
    let l::Type::Vector(n, e) = *cx.st.t.get(ty) else {
        return f(cx, fx, ops, ty);
    };
    let mut acc = fx.out.value(ty, l::ValueKind::Undef);
    let mut parts = Vec::with_capacity(ops.len());
    for i in 0..n as i32 {
        let k = cx.ins(fx).i32(i);
        parts.clear();
        for &v in ops {
            parts.push(cx.ins(fx).extract_element(v, k));
        }
        let r = f(cx, fx, &parts, e);
        acc = cx.ins(fx).insert_element(acc, r, k);
    }
    acc
}

/// The square-and-multiply loop of `math.ipowi`/`math.fpowi` on scalars:
/// `base` to the power `p` (a non-negative count, read unsigned) from
/// `one`; continues in a new block and returns the product.
fn pow_loop(
    cx: &mut Cx,
    fx: &mut Fx,
    base: l::Value,
    p: l::Value,
    one: l::Value,
    mul: LB,
) -> l::Value {
    let ty = fx.out.ty(base);
    let it = fx.out.ty(p);
    let (head, args) = cx.ins(fx).block_with_args(&[ty, ty, it]);
    let (exit, res) = cx.ins(fx).block_with_args(&[ty]);
    cx.ins(fx).br(head, &[one, base, p]);
    fx.out.start_block(head);
    let (acc, b, n) = (args[0], args[1], args[2]);
    let i1 = cx.ins(fx).iconst_splat(it, 1);
    let z = cx.ins(fx).iconst_splat(it, 0);
    let bit = cx.ins(fx).and(n, i1);
    let odd = cx.ins(fx).icmp(IPred::Ne, bit, z);
    let prod = cx.ins(fx).bin(mul, acc, b);
    let acc2 = cx.ins(fx).select(odd, prod, acc);
    let n2 = cx.ins(fx).lshr(n, i1);
    let done = cx.ins(fx).icmp(IPred::Eq, n2, z);
    let b2 = cx.ins(fx).bin(mul, b, b);
    let t = cx.ins(fx).succ(exit, &[acc2]);
    let e = cx.ins(fx).succ(head, &[acc2, b2, n2]);
    cx.ins(fx).cond_br(done, t, e);
    fx.out.start_block(exit);
    res[0]
}

/// `math.ipowi` on scalars, as MLIR 22's `__mlir_math_ipowi_*`: 1 for a
/// zero exponent; for a negative one 1 / x (a division by zero for 0);
/// otherwise the loop.
fn ipowi(cx: &mut Cx, fx: &mut Fx, x: l::Value, n: l::Value, ty: Ty) -> l::Value {
    let zero = cx.ins(fx).iconst_splat(ty, 0);
    let one = cx.ins(fx).iconst_splat(ty, 1);
    let m1 = cx.ins(fx).iconst_splat(ty, -1);
    let (done, res) = cx.ins(fx).block_with_args(&[ty]);
    let nonzero = fx.out.new_block();
    let is0 = cx.ins(fx).icmp(IPred::Eq, n, zero);
    let t = cx.ins(fx).succ(done, &[one]);
    let e = cx.ins(fx).succ(nonzero, &[]);
    cx.ins(fx).cond_br(is0, t, e);
    fx.out.start_block(nonzero);
    let neg = cx.ins(fx).icmp(IPred::Sle, n, zero);
    let negb = fx.out.new_block();
    let posb = fx.out.new_block();
    let t = cx.ins(fx).succ(negb, &[]);
    let e = cx.ins(fx).succ(posb, &[]);
    cx.ins(fx).cond_br(neg, t, e);
    // A negative exponent: 1 / x, exact only for x = 1 and x = -1.
    fx.out.start_block(negb);
    let x0 = cx.ins(fx).icmp(IPred::Eq, x, zero);
    let divb = fx.out.new_block();
    let restb = fx.out.new_block();
    let t = cx.ins(fx).succ(divb, &[]);
    let e = cx.ins(fx).succ(restb, &[]);
    cx.ins(fx).cond_br(x0, t, e);
    fx.out.start_block(divb);
    let d = cx.ins(fx).sdiv(one, zero);
    cx.ins(fx).br(done, &[d]);
    fx.out.start_block(restb);
    let x1 = cx.ins(fx).icmp(IPred::Eq, x, one);
    let xm1 = cx.ins(fx).icmp(IPred::Eq, x, m1);
    let bit = cx.ins(fx).and(n, one);
    let odd = cx.ins(fx).icmp(IPred::Ne, bit, zero);
    let sign = cx.ins(fx).select(odd, m1, one);
    let r = cx.ins(fx).select(xm1, sign, zero);
    let r = cx.ins(fx).select(x1, one, r);
    cx.ins(fx).br(done, &[r]);
    fx.out.start_block(posb);
    let p = pow_loop(cx, fx, x, n, one, LB::Mul);
    cx.ins(fx).br(done, &[p]);
    fx.out.start_block(done);
    res[0]
}

/// `math.fpowi` on scalars, as MLIR 22's `__mlir_math_fpowi_*`: the loop
/// over |n| (INT_MIN as INT_MAX, then one more factor x), then 1 / r for a
/// negative exponent.
fn fpowi(cx: &mut Cx, fx: &mut Fx, x: l::Value, n: l::Value, ty: Ty) -> l::Value {
    let it = fx.out.ty(n);
    let w = match cx.st.t.get(it) {
        l::Type::Int(w) => *w,
        _ => 64,
    };
    let fone = cx.float_one(fx, ty);
    let zero = cx.ins(fx).iconst_splat(it, 0);
    let min = cx.ins(fx).iconst_splat(it, -(1i128 << (w - 1)));
    let max = cx.ins(fx).iconst_splat(it, (1i128 << (w - 1)) - 1);
    let (done, res) = cx.ins(fx).block_with_args(&[ty]);
    let nonzero = fx.out.new_block();
    let is0 = cx.ins(fx).icmp(IPred::Eq, n, zero);
    let t = cx.ins(fx).succ(done, &[fone]);
    let e = cx.ins(fx).succ(nonzero, &[]);
    cx.ins(fx).cond_br(is0, t, e);
    fx.out.start_block(nonzero);
    let neg = cx.ins(fx).icmp(IPred::Sle, n, zero);
    let is_min = cx.ins(fx).icmp(IPred::Eq, n, min);
    let negn = cx.ins(fx).sub(zero, n);
    let absn = cx.ins(fx).select(neg, negn, n);
    let absn = cx.ins(fx).select(is_min, max, absn);
    let r = pow_loop(cx, fx, x, absn, fone, LB::FMul);
    let rx = cx.ins(fx).fmul(r, x);
    let r = cx.ins(fx).select(is_min, rx, r);
    let inv = cx.ins(fx).fdiv(fone, r);
    let r = cx.ins(fx).select(neg, inv, r);
    cx.ins(fx).br(done, &[r]);
    fx.out.start_block(done);
    res[0]
}

impl Cx<'_> {
    /// Lowers a [`ScalarOp`] (`cf.switch` is lowered as `llvm.switch`).
    pub(super) fn lower_scalar(&mut self, fx: &mut Fx, op: &s::Op, sop: ScalarOp) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let results = body.results(op);
        let vals = fx.vals(uses);
        let mut tys = Vec::with_capacity(results.len());
        for r in results {
            tys.push(self.ty(body.values[r.index()].ty, op.span)?);
        }
        let out: Vec<l::Value> = match sop {
            ScalarOp::Fma => {
                let v = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, t| {
                    cx.intrinsic(fx, "llvm.fma", t, a)
                });
                vec![v]
            }
            ScalarOp::IsNan => {
                let v = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, _| {
                    cx.ins(fx).fcmp(UNO, a[0], a[0])
                });
                vec![v]
            }
            // MLIR 22 lowers `isfinite` to `llvm.is.fpclass(x, 504)` (the
            // finite classes), which LLVM 14 lacks: `x - x` is ordered
            // exactly for finite `x`, the same answer on every type.
            ScalarOp::IsFinite => {
                let v = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, _| {
                    let d = cx.ins(fx).fsub(a[0], a[0]);
                    cx.ins(fx).fcmp(ORD, d, d)
                });
                vec![v]
            }
            // MLIR 22 leaves `isinf` unlowered (its --convert-math-to-llvm
            // has no pattern). Its meaning, `|x| == inf`, without a
            // constant of each float type: `x - x` is unordered exactly
            // for infinities and NaNs, and `x` itself only for NaNs.
            ScalarOp::IsInf => {
                let v = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, _| {
                    let mut b = cx.ins(fx);
                    let d = b.fsub(a[0], a[0]);
                    let inf_or_nan = b.fcmp(UNO, d, d);
                    let not_nan = b.fcmp(ORD, a[0], a[0]);
                    b.and(inf_or_nan, not_nan)
                });
                vec![v]
            }
            ScalarOp::IPowI | ScalarOp::FPowI => {
                let v = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, t| {
                    per_scalar(cx, fx, t, a, &mut |cx, fx, s, st| {
                        if sop == ScalarOp::IPowI {
                            ipowi(cx, fx, s[0], s[1], st)
                        } else {
                            fpowi(cx, fx, s[0], s[1], st)
                        }
                    })
                });
                vec![v]
            }
            ScalarOp::AddUIExtended => {
                let sum = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, _| {
                    cx.ins(fx).add(a[0], a[1])
                });
                let over = self.unroll(fx, tys[1], &[sum, vals[0]], &mut |cx, fx, a, _| {
                    cx.ins(fx).icmp(IPred::Ult, a[0], a[1])
                });
                vec![sum, over]
            }
            ScalarOp::MulSIExtended | ScalarOp::MulUIExtended => {
                let ext = if sop == ScalarOp::MulSIExtended {
                    l::CastOp::SExt
                } else {
                    l::CastOp::ZExt
                };
                let mut halves = [l::Value(0); 2];
                for (k, h) in halves.iter_mut().enumerate() {
                    *h = self.unroll(fx, tys[0], &vals, &mut |cx, fx, a, t| {
                        let w = match *cx.st.t.get(cx.st.t.elem(t)) {
                            l::Type::Int(w) => w,
                            _ => 64,
                        };
                        let wide = cx.st.t.int(2 * w);
                        let wt = cx.with_scalar(t, wide);
                        let x = cx.ins(fx).cast(ext, a[0], wt);
                        let y = cx.ins(fx).cast(ext, a[1], wt);
                        let p = cx.ins(fx).mul(x, y);
                        let p = if k == 1 {
                            let sh = cx.ins(fx).iconst_splat(wt, w as i128);
                            cx.ins(fx).lshr(p, sh)
                        } else {
                            p
                        };
                        cx.ins(fx).cast(l::CastOp::Trunc, p, t)
                    });
                }
                halves.to_vec()
            }
            ScalarOp::Poison => vec![fx.out.value(tys[0], l::ValueKind::Undef)],
            ScalarOp::UnrealizedCast => {
                let t = self.m.types;
                let idx = |x| matches!(t.get(x), crate::types::Type::Index);
                let (a, b) = (uses[0].ty, body.values[results[0].index()].ty);
                if a != b && (idx(a) || idx(b)) && self.st.index_bits != 64 {
                    return Err(Error::lower(
                        op.span,
                        format!(
                            "this cast between index and i64 is not a no-op with a {}-bit index",
                            self.st.index_bits
                        ),
                    ));
                }
                vec![vals[0]]
            }
            ScalarOp::SizeOf => {
                // The width in bits.
                let v = self.st.index_bits as i128;
                vec![fx.out.value(tys[0], l::ValueKind::ConstInt(v))]
            }
            ScalarOp::Switch | ScalarOp::Assert => {
                return Err(Error::lower(
                    op.span,
                    "internal: this op is built as another kind",
                ));
            }
        };
        for (r, v) in results.iter().zip(out) {
            fx.vmap[r.index()] = v;
        }
        Ok(())
    }

    /// `cf.assert`: continues when the condition holds; otherwise prints
    /// the message with `puts` (today's `cf.assert`) and calls `abort`.
    pub(super) fn lower_assert(&mut self, fx: &mut Fx, op: &s::Op, message: &str, print: bool) {
        let c = fx.val(&fx.body.operands(op)[0]);
        let mut b = self.ins(fx);
        let cont = b.new_block();
        let fail = b.new_block();
        let (t, e) = (b.succ(cont, &[]), b.succ(fail, &[]));
        b.cond_br(c, t, e);
        b.switch_to(fail);
        if print {
            // The message as a C string on the stack.
            let bytes = message.as_bytes();
            let i8t = self.st.t.i8;
            let at = self
                .st
                .t
                .intern(l::Type::Array(bytes.len() as u64 + 1, i8t));
            let elems: Vec<l::Value> = bytes
                .iter()
                .chain(std::iter::once(&0u8))
                .map(|&b| fx.out.value(i8t, l::ValueKind::ConstInt(b as i8 as i128)))
                .collect();
            let text = self.ins(fx).const_agg(at, &elems);
            let slot = self.ins(fx).spill(text);
            let zero = self.ins(fx).i64(0);
            let p8 = self.st.t.ptr(i8t);
            let p = self.ins(fx).gep(at, slot, &[zero, zero], p8);
            let i32t = self.st.t.i32;
            self.call_extern(fx, "puts", i32t, &[p8], &[p]);
        }
        let void = self.st.t.void;
        self.call_extern(fx, "abort", void, &[], &[]);
        self.ins(fx).unreachable();
        fx.out.start_block(cont);
    }
}
