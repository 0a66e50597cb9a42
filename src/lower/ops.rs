//! Lowering of the ops with one result and no successors: each becomes one
//! LLVM instruction, an intrinsic call, or a libm call, as the op table's
//! lowering column (`mlir/ops.rs`) says.

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir::{self as s, Const, FPred, IPred};
use crate::mlir::ops::{BinLowering, BinOp, CastLowering, CastOp, UnLowering, UnOp};

impl Cx<'_> {
    /// The intrinsic type suffix of a float type (`f32`, `v4f32`, ...).
    pub(super) fn suffix(&self, t: Ty) -> String {
        match self.st.t.get(t) {
            l::Type::Half => "f16".into(),
            l::Type::BFloat => "bf16".into(),
            l::Type::Float => "f32".into(),
            l::Type::Double => "f64".into(),
            l::Type::X86Fp80 => "f80".into(),
            l::Type::Fp128 => "f128".into(),
            l::Type::Int(w) => format!("i{w}"),
            l::Type::Vector(n, e) => format!("v{n}{}", self.suffix(*e)),
            _ => "unknown".into(),
        }
    }

    /// Calls `name.<suffix>` on `args`, all of type `ty`.
    /// The full name and function type come from a cache (no name
    /// formatting or type interning per call).
    fn call_intrinsic(
        &mut self,
        fx: &mut Fx,
        name: &'static str,
        ty: Ty,
        args: &[l::Value],
    ) -> l::Value {
        let key = (name, ty, args.len());
        let (full, fn_ty) = match self.st.intrinsics.get(&key) {
            Some((full, fn_ty)) => (full.clone(), *fn_ty),
            None => {
                let full: std::rc::Rc<str> = format!("{name}.{}", self.suffix(ty)).into();
                let fn_ty = self.st.t.intern(l::Type::Func {
                    ret: ty,
                    params: vec![ty; args.len()].into(),
                    vararg: false,
                });
                self.st.intrinsics.insert(key, (full.clone(), fn_ty));
                (full, fn_ty)
            }
        };
        // Declared every time, as `call_extern` does (the names the
        // lowering requires, clashes with the program's functions).
        let f = self.declare_as(&full, fn_ty);
        self.ins(fx).call(l::Callee::Direct(f), fn_ty, args)
    }
}

/// Lowers an op with exactly one result and no successors. Elementwise
/// ops on n-D vectors are unrolled over their 1-D parts.
pub(super) fn lower_simple(cx: &mut Cx, fx: &mut Fx, op: &s::Op, kind: Simple) -> Result<()> {
    let body = fx.body;
    let res = body.results(op)[0];
    let rdata = &body.values[res.index()];
    let ty = cx.ty(rdata.ty, op.span)?;
    let uses = body.operands(op);
    let v = match kind {
        Simple::Constant(c) => constant(cx, fx, c, ty, rdata.ty, op.span)?,
        Simple::Splat => {
            let x = fx.val(&uses[0]);
            cx.splat(fx, ty, x)
        }
        Simple::ExtractElement => extract_element(cx, fx, uses, ty),
        Simple::VectorExtract(pos) => {
            let v = fx.val(&uses[0]);
            let rank = match cx.m.types.get(uses[0].ty) {
                crate::types::Type::Vector { shape, .. } => shape.len(),
                _ => unreachable!("the verifier checked for a vector"),
            };
            if pos.is_empty() {
                // The whole vector, or the element of a 0-D vector.
                cx.extract_0d(fx, v, rank)
            } else if pos.len() < rank {
                // A sub-vector: an element of the array of 1-D vectors.
                cx.ins(fx).extract_value(v, pos)
            } else {
                let (outer, last) = pos.split_at(rank - 1);
                let vec = if outer.is_empty() {
                    v
                } else {
                    let mut inner = fx.out.ty(v);
                    for _ in outer {
                        inner = cx.st.t.elem(inner);
                    }
                    cx.ins(fx).extract_value(v, outer)
                };
                let k = cx.ins(fx).i64(last[0] as i64);
                cx.ins(fx).extract_element(vec, k)
            }
        }
        Simple::VectorInsert(pos) => {
            let x = fx.val(&uses[0]);
            let v = fx.val(&uses[1]);
            let rank = match cx.m.types.get(uses[1].ty) {
                crate::types::Type::Vector { shape, .. } => shape.len(),
                _ => unreachable!("the verifier checked for a vector"),
            };
            if pos.is_empty() {
                // The whole vector, or the element of a 0-D vector.
                cx.insert_0d(fx, v, x, rank)
            } else if pos.len() < rank {
                // A sub-vector: an element of the array of 1-D vectors.
                cx.ins(fx).insert_value(v, x, pos)
            } else {
                let (outer, last) = pos.split_at(rank - 1);
                let k = cx.ins(fx).i64(last[0] as i64);
                if outer.is_empty() {
                    cx.ins(fx).insert_element(v, x, k)
                } else {
                    let mut inner = ty;
                    for _ in outer {
                        inner = cx.st.t.elem(inner);
                    }
                    let row = cx.ins(fx).extract_value(v, outer);
                    let row = cx.ins(fx).insert_element(row, x, k);
                    cx.ins(fx).insert_value(v, row, outer)
                }
            }
        }
        Simple::InsertElement if uses.len() == 2 => {
            // `vector.insertelement %x, %v[] : vector<f32>`: a 0-D vector.
            let x = fx.val(&uses[0]);
            let v = fx.val(&uses[1]);
            cx.insert_0d(fx, v, x, 0)
        }
        Simple::InsertElement => {
            let x = fx.val(&uses[0]);
            let v = fx.val(&uses[1]);
            let i = fx.val(&uses[2]);
            cx.ins(fx).insert_element(v, x, i)
        }
        Simple::Elementwise(kind)
            if uses.len() <= 3 && !matches!(cx.st.t.get(ty), l::Type::Array(..)) =>
        {
            // Scalars and 1-D vectors (the common case): no allocation.
            let mut vals = [l::Value(0); 3];
            for (k, u) in uses.iter().enumerate() {
                vals[k] = fx.val(u);
            }
            one(cx, fx, kind, &vals[..uses.len()], ty)
        }
        Simple::Elementwise(kind) => {
            let vals = fx.vals(uses);
            cx.unroll(fx, ty, &vals, &mut |cx, fx, parts, pty| {
                one(cx, fx, kind, parts, pty)
            })
        }
    };
    fx.vmap[res.index()] = v;
    Ok(())
}

/// The ops [`lower_simple`] handles, as `lower_op` hands them over.
#[derive(Copy, Clone)]
pub(super) enum Simple<'a> {
    Constant(Const),
    Splat,
    ExtractElement,
    InsertElement,
    VectorExtract(&'a [u32]),
    VectorInsert(&'a [u32]),
    Elementwise(Elementwise),
}

/// The elementwise ops: one LLVM operation per scalar or 1-D vector.
#[derive(Copy, Clone)]
pub(super) enum Elementwise {
    Bin(BinOp),
    Un(UnOp),
    CmpI(IPred),
    CmpF(FPred),
    Select,
    Cast(CastOp),
}

/// One elementwise op on scalars or 1-D vectors.
fn one(cx: &mut Cx, fx: &mut Fx, kind: Elementwise, a: &[l::Value], ty: Ty) -> l::Value {
    match kind {
        Elementwise::Bin(b) => match b.lowering() {
            BinLowering::Inst(lb) => cx.ins(fx).bin(lb, a[0], a[1]),
            BinLowering::Intrinsic(name) => cx.call_intrinsic(fx, name, ty, &[a[0], a[1]]),
            BinLowering::Expand(e) => super::arith::expand(cx, fx, e, a, ty),
        },
        Elementwise::Un(u) => match u.lowering() {
            UnLowering::FNeg => cx.ins(fx).fneg(a[0]),
            UnLowering::Rsqrt => {
                let sq = cx.call_intrinsic(fx, "llvm.sqrt", ty, &[a[0]]);
                let one = one_of(cx, fx, ty);
                cx.ins(fx).fdiv(one, sq)
            }
            UnLowering::Libm(name) => libm(cx, fx, name, ty, a[0]),
            UnLowering::Intrinsic(name) => cx.call_intrinsic(fx, name, ty, &[a[0]]),
            UnLowering::Expand(e) => super::arith::expand(cx, fx, e, a, ty),
        },
        Elementwise::CmpI(p) => cx.ins(fx).icmp(p, a[0], a[1]),
        Elementwise::CmpF(p) => cx.ins(fx).fcmp(p.0, a[0], a[1]),
        Elementwise::Select => cx.ins(fx).select(a[0], a[1], a[2]),
        Elementwise::Cast(c) => {
            let x = a[0];
            let lc = match c.lowering() {
                CastLowering::Inst(lc) => lc,
                CastLowering::IndexCast | CastLowering::IndexCastUI => {
                    let from = fx.out.ty(x);
                    let (fw, tw) = (int_width(cx, from), int_width(cx, ty));
                    if fw == tw {
                        return x;
                    } else if tw < fw {
                        l::CastOp::Trunc
                    } else if c.lowering() == CastLowering::IndexCast {
                        l::CastOp::SExt
                    } else {
                        l::CastOp::ZExt
                    }
                }
            };
            cx.ins(fx).cast(lc, x, ty)
        }
    }
}

/// An operation on the 1-D parts of n-D vectors: (operands, result type).
type PartFn<'a> = dyn FnMut(&mut Cx, &mut Fx, &[l::Value], Ty) -> l::Value + 'a;

impl Cx<'_> {
    /// Applies `f` to each 1-D part of the n-D vector operands (scalars, such
    /// as a scalar `select` condition, pass whole), building the result of
    /// type `ty`.
    pub fn unroll(&mut self, fx: &mut Fx, ty: Ty, ops: &[l::Value], f: &mut PartFn) -> l::Value {
        let l::Type::Array(n, inner) = *self.st.t.get(ty) else {
            return f(self, fx, ops, ty);
        };
        let mut acc = fx.out.value(ty, l::ValueKind::Undef);
        for i in 0..n as u32 {
            let parts: Vec<l::Value> = ops
                .iter()
                .map(|&v| {
                    let vt = fx.out.ty(v);
                    match *self.st.t.get(vt) {
                        l::Type::Array(..) => self.ins(fx).extract_value(v, &[i]),
                        _ => v,
                    }
                })
                .collect();
            let r = self.unroll(fx, inner, &parts, f);
            acc = self.ins(fx).insert_value(acc, r, &[i]);
        }
        acc
    }

    /// Broadcasts scalar `x` to the vector type `ty` (1-D or n-D).
    pub fn splat(&mut self, fx: &mut Fx, ty: Ty, x: l::Value) -> l::Value {
        self.unroll(fx, ty, &[], &mut |cx, fx, _, vty| {
            let l::Type::Vector(n, _) = *cx.st.t.get(vty) else {
                unreachable!("splat makes vectors")
            };
            let mut b = cx.ins(fx);
            let undef = b.undef(vty);
            let zero = b.i32(0);
            let v = b.insert_element(undef, x, zero);
            let undef2 = b.undef(vty);
            b.shuffle(v, undef2, &vec![0; n as usize], vty)
        })
    }
}

/// The value of a constant of LLVM type `ty` (Std type `sty`).
fn constant(
    cx: &mut Cx,
    fx: &mut Fx,
    c: Const,
    ty: Ty,
    sty: crate::types::TypeId,
    span: crate::diag::Span,
) -> Result<l::Value> {
    Ok(match c {
        Const::Int(v) => {
            let w = match cx.st.t.get(ty) {
                l::Type::Int(w) => *w,
                _ => 128,
            };
            let v = if w < 128 {
                let sh = 128 - w;
                (v << sh) >> sh
            } else {
                v
            };
            fx.out.value(ty, l::ValueKind::ConstInt(v))
        }
        Const::Float(bits) => fx.out.value(ty, l::ValueKind::ConstFloat(bits)),
        Const::Func(f) => {
            cx.sync();
            let r = cx.st.fmap[f.index()];
            fx.out.value(ty, l::ValueKind::FuncAddr(r))
        }
        Const::Dense(id) => {
            let elems = fx.body.dense[id as usize].clone();
            let elem = match cx.m.types.get(sty) {
                crate::types::Type::Vector { elem, .. } => *elem,
                crate::types::Type::Complex(elem) => {
                    // `{re, im}`
                    let et = cx.ty(*elem, span)?;
                    let parts: Vec<l::Value> = elems
                        .iter()
                        .map(|c| match *c {
                            Const::Float(b) => fx.out.value(et, l::ValueKind::ConstFloat(b)),
                            Const::Int(v) => fx.out.value(et, l::ValueKind::ConstInt(v)),
                            _ => unreachable!("complex parts are numbers"),
                        })
                        .collect();
                    // Built with insertvalue (as `--emit=mlir` spells it).
                    return Ok(cx.ins(fx).pack(ty, &parts));
                }
                crate::types::Type::LlvmArray(..) => {
                    let mut leaf = sty;
                    while let crate::types::Type::LlvmArray(_, e)
                    | crate::types::Type::Vector { elem: e, .. } = cx.m.types.get(leaf)
                    {
                        leaf = *e;
                    }
                    leaf
                }
                _ => unreachable!("dense constants are vectors, arrays or complex numbers"),
            };
            let et = cx.ty(elem, span)?;
            let mut next = 0usize;
            dense(cx, fx, ty, et, &elems, &mut next)
        }
    })
}

/// Builds the aggregate constant of type `ty` from `elems` (row-major, or a
/// single splat element).
fn dense(cx: &mut Cx, fx: &mut Fx, ty: Ty, et: Ty, elems: &[Const], next: &mut usize) -> l::Value {
    let (n, inner) = match *cx.st.t.get(ty) {
        l::Type::Array(n, e) | l::Type::Vector(n, e) => (n, e),
        _ => unreachable!("dense constants are vectors"),
    };
    let mut parts = Vec::with_capacity(n as usize);
    for _ in 0..n {
        if inner == et {
            let c = if elems.len() == 1 {
                elems[0]
            } else {
                elems.get(*next).copied().unwrap_or(Const::Int(0))
            };
            *next += 1;
            parts.push(match c {
                Const::Int(v) => fx.out.value(et, l::ValueKind::ConstInt(v)),
                Const::Float(b) => fx.out.value(et, l::ValueKind::ConstFloat(b)),
                _ => unreachable!("dense elements are numbers"),
            });
        } else {
            parts.push(dense(cx, fx, inner, et, elems, next));
        }
    }
    let list = fx.out.list(&parts);
    fx.out.value(ty, l::ValueKind::ConstAgg(list))
}

/// `extract_element %v[%i, ...]`: constant outer positions index the array
/// of 1-D vectors directly; dynamic ones go through a stack copy.
fn extract_element(cx: &mut Cx, fx: &mut Fx, uses: &[s::Use], ty: Ty) -> l::Value {
    let v = fx.val(&uses[0]);
    if uses.len() == 1 {
        // `vector.extractelement %v[] : vector<f32>`: a 0-D vector.
        return cx.extract_0d(fx, v, 0);
    }
    let idx: Vec<l::Value> = uses[1..].iter().map(|u| fx.val(u)).collect();
    let outer = &idx[..idx.len() - 1];
    let last = idx[idx.len() - 1];
    let consts: Option<Vec<u32>> = outer
        .iter()
        .map(|i| match fx.out.values[i.index()].kind {
            l::ValueKind::ConstInt(c) => Some(u32::try_from(c).unwrap_or(u32::MAX)),
            _ => None,
        })
        .collect();
    let vty = fx.out.ty(v);
    let mut inner = vty;
    for _ in outer {
        inner = cx.st.t.elem(inner);
    }
    // Constant positions out of range: undefined in MLIR; undef here.
    let mut bound = vty;
    let in_range = consts.as_ref().is_none_or(|path| {
        path.iter().all(|&k| match *cx.st.t.get(bound) {
            l::Type::Array(n, e) => {
                bound = e;
                (k as u64) < n
            }
            _ => false,
        })
    });
    if !in_range {
        return fx.out.value(ty, l::ValueKind::Undef);
    }
    let vec = match consts {
        Some(path) if path.is_empty() => v,
        Some(path) => cx.ins(fx).extract_value(v, &path),
        None => {
            let slot = cx.ins(fx).spill(v);
            let zero = cx.ins(fx).i64(0);
            let mut gi = vec![zero];
            gi.extend_from_slice(outer);
            let ip = cx.st.t.ptr(inner);
            let p = cx.ins(fx).gep(vty, slot, &gi, ip);
            cx.ins(fx).load(p, inner)
        }
    };
    cx.ins(fx).extract_element(vec, last)
}

fn int_width(cx: &Cx, t: Ty) -> u32 {
    match cx.st.t.get(cx.st.t.elem(t)) {
        l::Type::Int(w) => *w,
        _ => 0,
    }
}

/// The libm name of `name` for `x86_fp80` (`sinl`) and `fp128` (`sinf128`).
pub(super) fn wide_libm_name(cx: &Cx, name: &str, ty: Ty) -> String {
    match cx.st.t.get(ty) {
        l::Type::X86Fp80 => format!("{name}l"),
        _ => format!("{name}f128"),
    }
}

/// The constant 1.0 of a float type.
fn one_of(cx: &mut Cx, fx: &mut Fx, ty: Ty) -> l::Value {
    if let l::Type::Vector(n, e) = *cx.st.t.get(ty) {
        // A vector of ones.
        let one = one_of(cx, fx, e);
        let parts = vec![one; n as usize];
        let list = fx.out.list(&parts);
        return fx.out.value(ty, l::ValueKind::ConstAgg(list));
    }
    let bits = match cx.st.t.get(ty) {
        l::Type::Half => 0x3C00,
        l::Type::BFloat => 0x3F80,
        l::Type::Float => 1.0f32.to_bits() as u64,
        _ => 1.0f64.to_bits(),
    };
    fx.out.value(ty, l::ValueKind::ConstFloat(bits))
}

/// A libm function (`name` for f64, `namef` for f32): through f32 for the
/// 16-bit float types, element by element for vectors.
fn libm(cx: &mut Cx, fx: &mut Fx, name: &str, ty: Ty, x: l::Value) -> l::Value {
    match cx.st.t.get(ty).clone() {
        l::Type::Double => cx.call_extern(fx, name, ty, &[ty], &[x]),
        // C's `long double` and glibc's `_Float128` functions.
        l::Type::X86Fp80 | l::Type::Fp128 => {
            let f = wide_libm_name(cx, name, ty);
            cx.call_extern(fx, &f, ty, &[ty], &[x])
        }
        l::Type::Float => {
            let f = format!("{name}f");
            cx.call_extern(fx, &f, ty, &[ty], &[x])
        }
        l::Type::Vector(n, e) => {
            let mut acc = fx.out.value(ty, l::ValueKind::Undef);
            for i in 0..n as i32 {
                let k = cx.ins(fx).i32(i);
                let xi = cx.ins(fx).extract_element(x, k);
                let r = libm(cx, fx, name, e, xi);
                acc = cx.ins(fx).insert_element(acc, r, k);
            }
            acc
        }
        _ => {
            let f32t = cx.st.t.intern(l::Type::Float);
            let w = cx.ins(fx).cast(l::CastOp::FPExt, x, f32t);
            let f = format!("{name}f");
            let r = cx.call_extern(fx, &f, f32t, &[f32t], &[w]);
            cx.ins(fx).cast(l::CastOp::FPTrunc, r, ty)
        }
    }
}
