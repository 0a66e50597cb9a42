//! `arith`, `math`, `func`, `cf`, `index` and `complex` ops: their type rules.
//!
//! The `index` dialect builds the arith ops' kinds (`index.add` is an
//! `OpKind::Binary`): its stricter rules (index operands only) and their
//! wording are chosen by the op's name.

use super::op::{OpCx, Ty};
use crate::diag::{Error, Result};
use crate::mlir::ir::*;
use crate::mlir::ops::{CShape, CastOp, CastRule, ComplexOp, IndexOp, Operands, ScalarOp, Spec};
use crate::types::{Type, TypeId};

/// How many successors an op of kind `k` takes.
enum Succs {
    Exactly(usize),
    /// `scf`/`affine` ops (and the memref ops with regions): none, worded so.
    NoneRegionOp,
    /// Checked where the op is built (`llvm.switch`, `cf.switch`).
    Checked,
}

fn succ_rule(k: &OpKind) -> Succs {
    match k {
        OpKind::Br => Succs::Exactly(1),
        OpKind::CondBr => Succs::Exactly(2),
        OpKind::Llvm(LlvmOp::Switch(_)) => Succs::Checked,
        OpKind::Yield
        | OpKind::Condition
        | OpKind::ScfFor
        | OpKind::If(_)
        | OpKind::While
        | OpKind::ExecuteRegion
        | OpKind::IndexSwitch(_)
        | OpKind::AffineFor { .. }
        | OpKind::Parallel { .. }
        | OpKind::Reduce
        | OpKind::ReduceReturn
        | OpKind::AffineParallel { .. }
        | OpKind::AffineApply(..)
        | OpKind::AffineLoad(_)
        | OpKind::AffineVectorLoad(_)
        | OpKind::AffineVectorStore(_)
        | OpKind::AffinePrefetch(_)
        | OpKind::AffineStore(_)
        | OpKind::GenericAtomicRmw
        | OpKind::AllocaScope => Succs::NoneRegionOp,
        OpKind::Constant(_)
        | OpKind::Binary(_)
        | OpKind::Unary(_)
        | OpKind::CmpI(_)
        | OpKind::CmpF(_)
        | OpKind::Select
        | OpKind::Cast(_)
        | OpKind::Call(..)
        | OpKind::CallIndirect
        | OpKind::Return
        | OpKind::Assert { .. }
        | OpKind::Scalar(_)
        | OpKind::Complex(..)
        | OpKind::Alloc { .. }
        | OpKind::Alloca { .. }
        | OpKind::AllocStatic(_)
        | OpKind::Dealloc
        | OpKind::Load(_)
        | OpKind::Store(_)
        | OpKind::Dim(_)
        | OpKind::Rank
        | OpKind::MemRefCast
        | OpKind::MemRef(_)
        | OpKind::DmaStart { .. }
        | OpKind::DmaWait
        | OpKind::AtomicRmw(_)
        | OpKind::AtomicRmwLoop(_)
        | OpKind::Splat
        | OpKind::ExtractElement
        | OpKind::InsertElement
        | OpKind::VectorExtract(_)
        | OpKind::VectorInsert(_)
        | OpKind::Vector(_)
        | OpKind::Llvm(_) => Succs::Exactly(0),
    }
}

/// The number of successors (every op: the first op-level rule).
#[inline]
pub(super) fn successors(cx: &OpCx) -> Result<()> {
    if cx.op.succs.len == 0 && !matches!(cx.op.kind, OpKind::Br | OpKind::CondBr) {
        return Ok(()); // (most ops)
    }
    successors_of(cx)
}

fn successors_of(cx: &OpCx) -> Result<()> {
    let n = cx.op.succs.len();
    match succ_rule(&cx.op.kind) {
        Succs::Exactly(want) if n != want => Err(Error::verify(
            cx.at,
            format!(
                "`{}` takes {want} successor(s), but {n} are given",
                cx.name()
            ),
        )),
        Succs::NoneRegionOp if n != 0 => Err(Error::verify(
            cx.at,
            format!("`{}` takes no successors", cx.name()),
        )),
        _ => Ok(()),
    }
}

/// Whether the op is spelled in the `index` dialect.
fn is_index(cx: &OpCx) -> bool {
    cx.spelled("index.")
}

/// The rules of `index.add` and the other binary index ops (`index.cmp`
/// too): two index operands.
fn index_operands(cx: &OpCx) -> Result<()> {
    cx.arity(2)?;
    cx.results(1)?;
    for u in cx.uses {
        if u.ty != cx.t.index {
            return Err(Error::verify(
                u.span,
                format!(
                    "`{}` takes index operands, but this one is {}",
                    cx.name(),
                    cx.tyname(u.ty)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn constant(cx: &OpCx, c: &Const) -> Result<()> {
    cx.arity(0)?;
    cx.results(1)?;
    if cx.spelled("complex.") {
        let ct = cx.result_ty(0);
        if !matches!(cx.t.get(ct), Type::Complex(e) if cx.t.is_float(*e)) {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{}` works on complex numbers of floats, not {}",
                    cx.name(),
                    cx.tyname(ct)
                ),
            ));
        }
        return Ok(());
    }
    // `index.constant` and `index.bool.constant` make an index and an i1.
    if cx.spelled("index.")
        && let Some(Spec::Index(op @ (IndexOp::Constant | IndexOp::BoolConstant))) = cx.spec()
    {
        let want = if op == IndexOp::Constant {
            cx.t.index
        } else {
            cx.t.i1
        };
        return cx.check_result(want);
    }
    // The value against the result type: `parse/build.rs` keeps an integer
    // that does not fit, and a float given for an integer type, as written
    // (the rest was checked while the value was decoded).
    let ty = cx.result_ty(0);
    match (c, cx.t.get(ty)) {
        (Const::Int(v), Type::Int(w)) if !fits_int(*v, *w) => Err(constant_error(
            cx,
            ty,
            "integer constant does not fit in",
            Some("out of range"),
        )),
        (Const::Int(v), Type::Index) if i64::try_from(*v).is_err() => Err(Error::verify(
            super::vector::attr_span(cx),
            "index constant does not fit in 64 bits",
        )),
        (Const::Float(_), Type::Int(_) | Type::Index) => Err(constant_error(
            cx,
            ty,
            "a floating-point value cannot be a constant of type",
            None,
        )),
        _ => Ok(()),
    }
}

/// Whether `v` is an integer of width `w` (signed or unsigned).
fn fits_int(v: i128, w: u32) -> bool {
    if w >= 128 {
        return true;
    }
    let w = w.max(1);
    (-(1i128 << (w - 1))..=(1i128 << w) - 1).contains(&v)
}

#[cold]
#[inline(never)]
fn constant_error(cx: &OpCx, ty: TypeId, what: &str, label: Option<&str>) -> Error {
    let e = Error::verify(
        super::vector::attr_span(cx),
        format!("{what} {}", cx.tyname(ty)),
    );
    match label {
        Some(l) => e.label(l),
        None => e,
    }
}

pub(super) fn binary(cx: &OpCx, op: BinOp) -> Result<()> {
    if is_index(cx) {
        index_operands(cx)?;
        return cx.check_result(cx.t.index);
    }
    cx.arity(2)?;
    cx.results(1)?;
    let u = &cx.uses[0];
    cx.same_type()?;
    cx.check_kind(u.ty, u.span, op.operands() == Operands::Int)?;
    cx.check_result(u.ty)
}

pub(super) fn unary(cx: &OpCx, op: UnOp) -> Result<()> {
    cx.arity(1)?;
    cx.results(1)?;
    let u = &cx.uses[0];
    cx.check_kind(u.ty, u.span, op.operands() == Operands::Int)?;
    cx.check_result(u.ty)
}

/// `cmpi` and `cmpf`: two operands of one type to i1 (or a vector of i1).
fn compare(cx: &OpCx, int: bool) -> Result<()> {
    if is_index(cx) {
        index_operands(cx)?;
        return cx.check_result(cx.t.i1);
    }
    cx.arity(2)?;
    cx.results(1)?;
    cx.same_type()?;
    let u = &cx.uses[0];
    cx.check_kind(u.ty, u.span, int)?;
    cx.check_result_is(&cx.with_elem(u.ty, cx.t.i1))
}

pub(super) fn cmpi(cx: &OpCx, _pred: IPred) -> Result<()> {
    compare(cx, true)
}

pub(super) fn cmpf(cx: &OpCx, _pred: FPred) -> Result<()> {
    compare(cx, false)
}

pub(super) fn select(cx: &OpCx) -> Result<()> {
    cx.arity(3)?;
    cx.results(1)?;
    let (c, t) = (cx.uses[0].ty, cx.uses[1].ty);
    if cx.uses[2].ty != t {
        return Err(same_type_error(cx, &cx.uses[2], t));
    }
    let i1 = cx.t.i1;
    if c != i1 {
        let vec_cond = cx.with_elem(t, i1);
        if !vec_cond.is(cx.t, c) {
            return Err(select_cond_error(cx, c, &vec_cond));
        }
    }
    cx.check_result(t)
}

#[cold]
fn same_type_error(cx: &OpCx, u: &Use, first: TypeId) -> Error {
    Error::verify(
        u.span,
        format!(
            "operands of `{}` must have the same type, but this one is {} and the first is {}",
            cx.name(),
            cx.tyname(u.ty),
            cx.tyname(first)
        ),
    )
}

#[cold]
fn select_cond_error(cx: &OpCx, c: TypeId, vec_cond: &Ty) -> Error {
    Error::verify(
        cx.uses[0].span,
        format!(
            "the condition of `{}` must be i1{}, not {}",
            cx.name(),
            if *vec_cond != Ty::Id(cx.t.i1) {
                format!(" or {}", vec_cond.display(cx.t))
            } else {
                String::new()
            },
            cx.tyname(c)
        ),
    )
}

pub(super) fn cast(cx: &OpCx, op: CastOp) -> Result<()> {
    cx.arity(1)?;
    cx.results(1)?;
    let (from, to) = (cx.uses[0].ty, cx.result_ty(0));
    if is_index(cx) {
        return index_cast(cx, from, to);
    }
    let t = cx.t;
    let (fs, ts) = (t.scalar_of(from), t.scalar_of(to));
    if t.shape_of(from) != t.shape_of(to)
        || matches!(t.get(from), Type::Vector { .. }) != matches!(t.get(to), Type::Vector { .. })
    {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` cannot change the shape: {} to {}",
                cx.name(),
                t.display(from),
                t.display(to)
            ),
        ));
    }
    let fw = t.bit_width(fs, 64);
    let tw = t.bit_width(ts, 64);
    let is_int = |x| matches!(t.get(x), Type::Int(_));
    let is_idx = |x| matches!(t.get(x), Type::Index);
    let ok = match op.rule() {
        CastRule::Index => (is_idx(fs) && is_int(ts)) || (is_int(fs) && is_idx(ts)),
        CastRule::IntWiden => is_int(fs) && is_int(ts) && tw > fw,
        CastRule::IntNarrow => is_int(fs) && is_int(ts) && tw < fw,
        CastRule::IntToFloat => is_int(fs) && t.is_float(ts),
        CastRule::FloatToInt => t.is_float(fs) && is_int(ts),
        CastRule::FloatWiden => t.is_float(fs) && t.is_float(ts) && tw > fw,
        CastRule::FloatNarrow => t.is_float(fs) && t.is_float(ts) && tw < fw,
        CastRule::Bitcast => fw.is_some() && fw == tw && !is_idx(fs) && !is_idx(ts),
    };
    if !ok {
        return Err(cast_error(cx, op, from, to));
    }
    Ok(())
}

#[cold]
fn cast_error(cx: &OpCx, op: CastOp, from: TypeId, to: TypeId) -> Error {
    let rule = match op.rule() {
        CastRule::Index => "casts between index and an integer type",
        CastRule::IntWiden => "extends an integer to a wider integer type",
        CastRule::IntNarrow => "truncates an integer to a narrower integer type",
        CastRule::IntToFloat => "converts an integer to a float",
        CastRule::FloatToInt => "converts a float to an integer",
        CastRule::FloatWiden => "extends a float to a wider float type",
        CastRule::FloatNarrow => "truncates a float to a narrower float type",
        CastRule::Bitcast => "reinterprets bits between types of the same width",
    };
    let name = cx.name();
    Error::verify(
        cx.at,
        format!(
            "invalid `{name}` from {} to {}",
            cx.tyname(from),
            cx.tyname(to)
        ),
    )
    .label(format!("`{name}` {rule}"))
}

/// `index.casts` and `index.castu`: between index and a signless integer.
fn index_cast(cx: &OpCx, from: TypeId, to: TypeId) -> Result<()> {
    let t = cx.t;
    let int = |x: TypeId| matches!(t.get(x), Type::Int(_));
    let is_idx = |x: TypeId| matches!(t.get(x), Type::Index);
    if !((is_idx(from) && int(to)) || (int(from) && is_idx(to))) {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` casts between index and an integer type, not {} to {}",
                cx.name(),
                cx.tyname(from),
                cx.tyname(to)
            ),
        ));
    }
    Ok(())
}

pub(super) fn call(_cx: &OpCx, _callee: FuncId, _ty: TypeId) -> Result<()> {
    // The call's type is built from its operands and results, and checked
    // against the callee once the whole input is read (`parse/module.rs`).
    Ok(())
}

pub(super) fn call_indirect(cx: &OpCx) -> Result<()> {
    cx.arity_in(1..=usize::MAX)?;
    let fty = cx.uses[0].ty;
    let Type::Func { inputs, results } = cx.t.get(fty) else {
        return Err(Error::verify(
            cx.uses[0].span,
            format!(
                "the callee of `{}` must have a function type, not {}",
                cx.name(),
                cx.tyname(fty)
            ),
        ));
    };
    if !cx.uses[1..].iter().map(|u| u.ty).eq(inputs.iter().copied())
        || !cx.result_tys().eq(results.iter().copied())
    {
        return Err(Error::verify(
            cx.at,
            "the argument or result types of `call_indirect` do not match its callee's type",
        ));
    }
    Ok(())
}

pub(super) fn br(cx: &OpCx) -> Result<()> {
    if !cx.uses.is_empty() && matches!(cx.spec(), Some(crate::mlir::ops::Spec::Scalar(_))) {
        // `cf.switch` with only a default is built as a branch; its flag
        // was checked when it was built.
        return Ok(());
    }
    cx.arity(0)?;
    cx.results(0)
}

/// `cond_br` and `cf.assert`: an i1 condition.
fn check_i1_cond(cx: &OpCx) -> Result<()> {
    let u = &cx.uses[0];
    if u.ty != cx.t.i1 {
        return Err(Error::verify(
            u.span,
            format!(
                "the condition of `{}` must be i1, not {}",
                cx.name(),
                cx.tyname(u.ty)
            ),
        ));
    }
    Ok(())
}

pub(super) fn cond_br(cx: &OpCx) -> Result<()> {
    cx.arity(1)?;
    cx.results(0)?;
    check_i1_cond(cx)
}

pub(super) fn ret(cx: &OpCx) -> Result<()> {
    // The operands against the function's results: `verify_func`.
    cx.results(0)
}

pub(super) fn assert(cx: &OpCx, _message: &str, _print: bool) -> Result<()> {
    cx.arity(1)?;
    cx.results(0)?;
    check_i1_cond(cx)
}

pub(super) fn scalar(cx: &OpCx, op: ScalarOp) -> Result<()> {
    let counts = |nops: usize, nres: usize| -> Result<()> {
        cx.arity(nops)?;
        cx.results(nres)
    };
    let name = cx.name();
    match op {
        ScalarOp::Fma | ScalarOp::IPowI => {
            counts(if op == ScalarOp::Fma { 3 } else { 2 }, 1)?;
            cx.same_type()?;
            let u = &cx.uses[0];
            cx.check_kind(u.ty, u.span, op == ScalarOp::IPowI)?;
            cx.check_result(u.ty)
        }
        ScalarOp::FPowI => {
            counts(2, 1)?;
            cx.check_kind(cx.uses[0].ty, cx.uses[0].span, false)?;
            let (a, b) = (cx.uses[0].ty, cx.uses[1].ty);
            let t = cx.t;
            if !matches!(t.get(t.scalar_of(b)), Type::Int(_)) || t.shape_of(a) != t.shape_of(b) {
                return Err(Error::verify(
                    cx.uses[1].span,
                    format!(
                        "the exponent of `{name}` must be a signless integer of the base's shape, not {}",
                        cx.tyname(b)
                    ),
                ));
            }
            cx.check_result(a)
        }
        ScalarOp::IsNan | ScalarOp::IsInf | ScalarOp::IsFinite => {
            counts(1, 1)?;
            let u = &cx.uses[0];
            cx.check_kind(u.ty, u.span, false)?;
            cx.check_result_is(&cx.with_elem(u.ty, cx.t.i1))
        }
        ScalarOp::AddUIExtended | ScalarOp::MulSIExtended | ScalarOp::MulUIExtended => {
            counts(2, 2)?;
            cx.same_type()?;
            let t = cx.uses[0].ty;
            if !matches!(cx.t.get(cx.t.scalar_of(t)), Type::Int(_)) {
                return Err(Error::verify(
                    cx.uses[0].span,
                    format!(
                        "`{name}` needs signless integer operands, but this one is {}",
                        cx.tyname(t)
                    ),
                ));
            }
            cx.check_result(t)?;
            let second = if op == ScalarOp::AddUIExtended {
                cx.with_elem(t, cx.t.i1)
            } else {
                Ty::Id(t)
            };
            let got = cx.result_ty(1);
            if !second.is(cx.t, got) {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "the second result of `{name}` is {}, but it is given as {}",
                        second.display(cx.t),
                        cx.tyname(got)
                    ),
                ));
            }
            Ok(())
        }
        // Built as a branch or an `llvm.switch`: its rules are checked
        // while its cases are decoded (`parse/scalar.rs`).
        ScalarOp::Switch => Ok(()),
        // Built as `OpKind::Assert`.
        ScalarOp::Assert => Ok(()),
        ScalarOp::Poison => {
            counts(0, 1)?;
            let t = cx.result_ty(0);
            let ok = match cx.t.get(cx.t.scalar_of(t)) {
                Type::Int(_) | Type::Index => true,
                s => matches!(s, Type::F16 | Type::BF16 | Type::F32 | Type::F64),
            };
            if !ok {
                return Err(Error::lower(
                    cx.at,
                    format!(
                        "`{name}` of {} is not supported yet (integers, floats and vectors of them are)",
                        cx.tyname(t)
                    ),
                ));
            }
            Ok(())
        }
        ScalarOp::UnrealizedCast => {
            const HELP: &str = "mlir2ll lowers only casts of one value to the same type, or between index and i64 with a 64-bit index";
            let nres = cx.results.len();
            if cx.uses.len() != 1 || nres != 1 {
                return Err(Error::lower(
                    cx.at,
                    format!(
                        "`{name}` with {} operand(s) and {nres} result(s) has no meaning without the conversion that made it",
                        cx.uses.len()
                    ),
                )
                .help(HELP));
            }
            let (a, b) = (cx.uses[0].ty, cx.result_ty(0));
            let t = cx.t;
            let idx64 = |x: TypeId, y: TypeId| {
                matches!(t.get(x), Type::Index) && matches!(t.get(y), Type::Int(64))
            };
            if a != b && !idx64(a, b) && !idx64(b, a) {
                return Err(Error::lower(
                    cx.at,
                    format!(
                        "`{name}` from {} to {} is not a no-op: it has no meaning without the conversion that made it",
                        cx.tyname(a),
                        cx.tyname(b)
                    ),
                )
                .help(HELP));
            }
            Ok(())
        }
        ScalarOp::SizeOf => {
            counts(0, 1)?;
            cx.check_result(cx.t.index)
        }
    }
}

pub(super) fn complex(cx: &OpCx, cop: ComplexOp, _fastmath: u8) -> Result<()> {
    let shape = cop.shape();
    let want = match shape {
        CShape::Constant => 0,
        CShape::Part | CShape::Unary | CShape::Bitcast => 1,
        CShape::Create | CShape::Binary | CShape::Compare | CShape::PowI => 2,
    };
    cx.arity(want)?;
    cx.results(1)?;
    let res = cx.result_ty(0);
    let uses = cx.uses;
    let name = cx.name();
    // The complex type the op works on.
    let ct = match shape {
        CShape::Create | CShape::Constant => res,
        CShape::Bitcast => return complex_bitcast(cx, uses[0].ty, res),
        _ => uses[0].ty,
    };
    let elem = match cx.t.get(ct) {
        Type::Complex(e) if cx.t.is_float(*e) => *e,
        _ => {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{name}` works on complex numbers of floats, not {}",
                    cx.tyname(ct)
                ),
            ));
        }
    };
    let ok = match shape {
        CShape::Create => uses.iter().all(|u| u.ty == elem),
        CShape::Part => res == elem,
        CShape::Unary => res == ct,
        CShape::Binary => uses[1].ty == ct && res == ct,
        CShape::Compare => uses[1].ty == ct && res == cx.t.i1,
        CShape::PowI => res == ct && matches!(cx.t.get(uses[1].ty), Type::Int(_)),
        CShape::Constant | CShape::Bitcast => true,
    };
    if !ok {
        let want = match shape {
            CShape::Create => format!(
                "two {} operands and a {} result",
                cx.tyname(elem),
                cx.tyname(ct)
            ),
            CShape::Part => format!("a result of type {}", cx.tyname(elem)),
            CShape::Compare => format!("two {} operands and an i1 result", cx.tyname(ct)),
            CShape::PowI => format!(
                "a {} and a signless integer, and a result of type {}",
                cx.tyname(ct),
                cx.tyname(ct)
            ),
            _ => format!("operands and result of type {}", cx.tyname(ct)),
        };
        return Err(Error::verify(
            cx.at,
            format!("invalid operand or result types for `{name}`: expected {want}"),
        ));
    }
    Ok(())
}

/// `complex.bitcast`: between a complex number and an integer or float of
/// the same width (or the same complex type).
fn complex_bitcast(cx: &OpCx, from: TypeId, to: TypeId) -> Result<()> {
    let width = |t: TypeId| -> Option<(bool, u32)> {
        match cx.t.get(t) {
            Type::Complex(e) => match cx.t.get(*e) {
                Type::F32 => Some((true, 64)),
                Type::F64 => Some((true, 128)),
                _ => None,
            },
            Type::Int(w) => Some((false, *w)),
            Type::F32 => Some((false, 32)),
            Type::F64 => Some((false, 64)),
            _ => None,
        }
    };
    let name = cx.name();
    let (Some((fc, fw)), Some((tc, tw))) = (width(from), width(to)) else {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` casts between complex<f32> or complex<f64> and an integer or float of the same width, not {} to {}",
                cx.tyname(from),
                cx.tyname(to)
            ),
        ));
    };
    if !fc && !tc {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` needs a complex operand or result"),
        ));
    }
    if fw != tw || (fc && tc && from != to) {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}`: the bit widths of {} and {} differ",
                cx.tyname(from),
                cx.tyname(to)
            ),
        ));
    }
    Ok(())
}
