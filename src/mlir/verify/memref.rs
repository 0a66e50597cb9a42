//! `memref` ops (allocation, access, views, globals, DMA, atomics): their type rules.

use super::op::{OpCx, expect_operands_in, expect_results};
use crate::diag::{Error, Result};
use crate::llvm::ir::RmwOp;
use crate::mlir::ir::*;
use crate::mlir::parse::strided_form;
use crate::types::{DYNAMIC, Layout, Type, TypeId, Types};

pub(super) use super::memref_view::view;
use super::structured::{Ends, check_regions};
pub(super) use crate::mlir::parse::tensor_error;

/// The error for operand `u` of `cx`'s op, which is not a memref.
#[cold]
#[inline(never)]
pub(super) fn not_memref(cx: &OpCx, u: &Use) -> Error {
    if matches!(cx.t.get(u.ty), Type::Tensor { .. }) {
        return tensor_error(cx.name(), u.span);
    }
    Error::verify(
        u.span,
        format!(
            "`{}` needs a memref, but this is {}",
            cx.name(),
            cx.tyname(u.ty)
        ),
    )
}

/// The rank and element type of ranked memref operand `u`.
fn rank_elem(cx: &OpCx, u: &Use) -> Result<(usize, TypeId)> {
    match cx.t.get(u.ty) {
        Type::MemRef { shape, elem, .. } => Ok((shape.len(), *elem)),
        _ => Err(not_memref(cx, u)),
    }
}

/// `idx` index operands for a rank-`rank` memref, all of type index.
fn indices(cx: &OpCx, rank: usize, idx: &[Use]) -> Result<()> {
    if idx.len() != rank {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` of a rank-{rank} memref needs {rank} indices, but {} are given",
                cx.name(),
                idx.len()
            ),
        ));
    }
    for u in idx {
        if u.ty != cx.t.index {
            return Err(Error::verify(
                u.span,
                format!("memref indices must be index, not {}", cx.tyname(u.ty)),
            ));
        }
    }
    Ok(())
}

pub(super) fn alloc(cx: &OpCx, _alignment: Option<u32>, _stack: bool) -> Result<()> {
    cx.results(1)?;
    let t = cx.result_ty(0);
    let Type::MemRef { shape, layout, .. } = cx.t.get(t) else {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` produces a ranked memref, not {}",
                cx.name(),
                cx.tyname(t)
            ),
        ));
    };
    if *layout != Layout::Identity {
        return Err(Error::lower(
            cx.at,
            format!(
                "`{}` of a memref with a layout map is not supported",
                cx.name()
            ),
        )
        .help("allocate the identity-layout memref, then `memref.cast` it"));
    }
    let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
    if cx.uses.len() != ndyn {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` of {} needs {ndyn} dynamic size(s), but {} are given",
                cx.name(),
                cx.tyname(t),
                cx.uses.len()
            ),
        ));
    }
    Ok(())
}

pub(super) fn alloc_static(cx: &OpCx, _addr: u64) -> Result<()> {
    cx.results(1)?;
    cx.arity(0)?;
    let ok = matches!(cx.t.get(cx.result_ty(0)), Type::MemRef { shape, layout: Layout::Identity, .. } if !shape.contains(&DYNAMIC));
    if !ok {
        return Err(Error::verify(
            cx.at,
            "`alloc_static` needs a statically shaped memref with the identity layout",
        ));
    }
    Ok(())
}

pub(super) fn dealloc(cx: &OpCx) -> Result<()> {
    cx.arity(1)?;
    cx.results(0)?;
    match cx.t.get(cx.uses[0].ty) {
        Type::MemRef { .. } => Ok(()),
        Type::UnrankedMemRef { .. } => Err(Error::lower(
            cx.uses[0].span,
            "`dealloc` of an unranked memref is not supported",
        )
        .help("cast it to a ranked memref first")),
        _ => Err(not_memref(cx, &cx.uses[0])),
    }
}

/// `memref.load` (`m` = 0) and `memref.store` (`m` = 1): the memref is
/// operand `m`, the indices follow it.
fn access(cx: &OpCx, m: usize) -> Result<TypeId> {
    expect_operands_in(cx.at, cx.name(), m + 1..=usize::MAX, cx.uses.len())?;
    let (rank, elem) = rank_elem(cx, &cx.uses[m])?;
    indices(cx, rank, &cx.uses[m + 1..])?;
    Ok(elem)
}

pub(super) fn load(cx: &OpCx, _attrs: MemAttrs) -> Result<()> {
    let elem = access(cx, 0)?;
    cx.results(1)?;
    cx.check_result(elem)
}

pub(super) fn store(cx: &OpCx, _attrs: MemAttrs) -> Result<()> {
    let elem = access(cx, 1)?;
    cx.results(0)?;
    let v = &cx.uses[0];
    if v.ty != elem {
        return Err(Error::verify(
            v.span,
            format!(
                "`{}` stores {} into a memref of {}",
                cx.name(),
                cx.tyname(v.ty),
                cx.tyname(elem)
            ),
        ));
    }
    Ok(())
}

pub(super) fn dim(cx: &OpCx, dim: Option<u64>) -> Result<()> {
    cx.results(1)?;
    expect_operands_in(cx.at, cx.name(), 1..=usize::MAX, cx.uses.len())?;
    let rank = match cx.t.get(cx.uses[0].ty) {
        Type::MemRef { shape, .. } => Some(shape.len()),
        Type::Tensor { .. } => return Err(tensor_error(cx.name(), cx.at)),
        Type::UnrankedMemRef { .. } => None,
        _ => return Err(not_memref(cx, &cx.uses[0])),
    };
    cx.check_result(cx.t.index)?;
    if let Some(d) = dim {
        // (A negative dimension wrapped around when decoded.)
        let bad = match rank {
            Some(r) => d >= r as u64,
            None => (d as i64) < 0,
        };
        if bad {
            let of = match rank {
                Some(r) => format!("a rank-{r} memref"),
                None => "an unranked memref".to_string(),
            };
            return Err(Error::verify(
                super::vector::attr_span(cx),
                format!("dimension {} is out of range for {of}", d as i64),
            ));
        }
    } else {
        if cx.uses.len() != 2 {
            return Err(Error::verify(
                cx.at,
                "`dim` takes the memref and a dimension (an integer or an index value)",
            ));
        }
        let d = &cx.uses[1];
        if d.ty != cx.t.index {
            return Err(Error::verify(
                d.span,
                format!(
                    "the dimension of `{}` must be index, not {}",
                    cx.name(),
                    cx.tyname(d.ty)
                ),
            ));
        }
        if rank == Some(0) {
            return Err(Error::verify(
                cx.at,
                "`dim` of a rank-0 memref: it has no dimension to query",
            )
            .label("the memref has rank 0"));
        }
    }
    Ok(())
}

pub(super) fn rank(cx: &OpCx) -> Result<()> {
    cx.results(1)?;
    cx.arity(1)?;
    match cx.t.get(cx.uses[0].ty) {
        Type::MemRef { .. } | Type::UnrankedMemRef { .. } => {}
        Type::Tensor { .. } => return Err(tensor_error(cx.name(), cx.at)),
        _ => return Err(not_memref(cx, &cx.uses[0])),
    }
    cx.check_result(cx.t.index)
}

pub(super) fn memref_cast(cx: &OpCx) -> Result<()> {
    cx.arity(1)?;
    cx.results(1)?;
    let (from, to) = (cx.uses[0].ty, cx.result_ty(0));
    if let Some(why) = cast_incompatible(cx.t, from, to) {
        return Err(Error::verify(
            cx.at,
            format!(
                "invalid `{}` from {} to {}: {why}",
                cx.name(),
                cx.tyname(from),
                cx.tyname(to)
            ),
        ));
    }
    Ok(())
}

/// Why `memref_cast` from `a` to `b` is invalid, if it is.
fn cast_incompatible(t: &Types, a: TypeId, b: TypeId) -> Option<&'static str> {
    match (t.get(a), t.get(b)) {
        (
            Type::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                space: m1,
            },
            Type::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                space: m2,
            },
        ) => {
            if e1 != e2 {
                return Some("the element types differ");
            }
            if m1 != m2 {
                return Some("the memory spaces differ");
            }
            if s1.len() != s2.len() {
                return Some("the ranks differ");
            }
            if s1
                .iter()
                .zip(s2.iter())
                .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
            {
                return Some("a static dimension differs");
            }
            let (o1, st1) = strided_form(s1, l1)?;
            let (o2, st2) = strided_form(s2, l2)?;
            let clash =
                |x: Option<i64>, y: Option<i64>| matches!((x, y), (Some(x), Some(y)) if x != y);
            if clash(o1, o2) || st1.iter().zip(st2.iter()).any(|(x, y)| clash(*x, *y)) {
                return Some("the static offsets or strides differ");
            }
            None
        }
        (
            Type::MemRef {
                elem: e1,
                space: m1,
                ..
            },
            Type::UnrankedMemRef {
                elem: e2,
                space: m2,
            },
        )
        | (
            Type::UnrankedMemRef {
                elem: e1,
                space: m1,
            },
            Type::MemRef {
                elem: e2,
                space: m2,
                ..
            },
        ) => {
            if e1 != e2 {
                Some("the element types differ")
            } else if m1 != m2 {
                Some("the memory spaces differ")
            } else {
                None
            }
        }
        (Type::UnrankedMemRef { .. }, Type::UnrankedMemRef { .. }) => {
            Some("both memrefs are unranked")
        }
        _ => Some("both types must be memrefs"),
    }
}

/// `dma_start` (`ranks`: the index counts of the source, destination and
/// tag) and `dma_wait` (the parser checked the operand count against its
/// attributes).
fn dma(cx: &OpCx, start: bool, ranks: [usize; 3]) -> Result<()> {
    cx.results(0)?;
    let [ns, nd, nt] = ranks;
    if start {
        let fixed = 1 + ns + 1 + nd + 1 + 1 + nt;
        if cx.uses.len() != fixed && cx.uses.len() != fixed + 2 {
            return Err(Error::verify(
                cx.at,
                format!("wrong number of operands for `{}`", cx.name()),
            ));
        }
    }
    // The memref operands: source, destination and tag.
    let at = |k: usize, n: usize| (k, n);
    let mrefs = if start {
        [at(0, ns), at(1 + ns, nd), at(3 + ns + nd, nt)]
    } else {
        [at(0, nt), at(0, nt), at(0, nt)]
    };
    let mut elems = [cx.t.index; 3];
    for (i, (k, n)) in mrefs.into_iter().enumerate() {
        let Some(u) = cx.uses.get(k) else {
            return Err(Error::verify(
                cx.at,
                format!("wrong number of operands for `{}`", cx.name()),
            ));
        };
        match cx.t.get(u.ty) {
            Type::MemRef { shape, elem, .. } => {
                if shape.len() != n {
                    return Err(Error::verify(
                        u.span,
                        format!(
                            "a rank-{} memref needs {} indices, but {n} are given",
                            shape.len(),
                            shape.len()
                        ),
                    ));
                }
                elems[i] = *elem;
            }
            _ => return Err(not_memref(cx, u)),
        }
        if !start {
            break;
        }
    }
    if start && elems[0] != elems[1] {
        return Err(Error::verify(
            cx.at,
            "the source and destination of `dma_start` must have the same element type",
        ));
    }
    let tag_elem = if start { elems[2] } else { elems[0] };
    if !cx.t.is_int(tag_elem) {
        return Err(Error::verify(cx.at, "the tag memref must hold integers"));
    }
    Ok(())
}

pub(super) fn dma_start(cx: &OpCx, ranks: [u8; 3], _strided: bool) -> Result<()> {
    dma(cx, true, ranks.map(usize::from))
}

pub(super) fn dma_wait(cx: &OpCx) -> Result<()> {
    // `dma_wait %tag[%i...], %n`: the indices are the operands between.
    let nt = cx.uses.len().saturating_sub(2);
    dma(cx, false, [0, 0, nt])
}

/// The operand rules of `atomic_rmw`.
fn atomic(cx: &OpCx) -> Result<()> {
    expect_operands_in(cx.at, cx.name(), 2..=usize::MAX, cx.uses.len())?;
    let (rank, elem) = rank_elem(cx, &cx.uses[1])?;
    indices(cx, rank, &cx.uses[2..])?;
    let v = &cx.uses[0];
    if v.ty != elem {
        return Err(Error::verify(
            v.span,
            format!(
                "`{}` takes a value of the memref's element type {}, not {}",
                cx.name(),
                cx.tyname(elem),
                cx.tyname(v.ty)
            ),
        ));
    }
    cx.results(1)?;
    cx.check_result(elem)?;
    if !cx.t.is_float(elem) && !cx.t.is_int(elem) {
        return Err(Error::verify(
            cx.uses[1].span,
            format!(
                "`{}` needs a memref of integers or floats, not {}",
                cx.name(),
                cx.tyname(cx.uses[1].ty)
            ),
        ));
    }
    Ok(())
}

pub(super) fn atomic_rmw(cx: &OpCx, op: RmwOp) -> Result<()> {
    if op != RmwOp::Xchg {
        kind_fits(cx, op == RmwOp::FAdd)?;
    }
    atomic(cx)
}

pub(super) fn atomic_rmw_loop(cx: &OpCx, op: FloatRmw) -> Result<()> {
    if let Some((elem, mref)) = kind_fits(cx, true)?
        && !matches!(
            cx.t.get(elem),
            Type::F16 | Type::BF16 | Type::F32 | Type::F64
        )
    {
        return Err(Error::lower(
            mref,
            format!(
                "`{}` of kind `{}` on {} is not supported yet (mlir2ll lowers it to a compare-and-swap loop on 16, 32 or 64 bits)",
                cx.name(),
                kind_text(cx, kind_name(op)),
                cx.tyname(elem)
            ),
        )
        .label("not supported yet"));
    }
    atomic(cx)
}

/// The name of a float kind lowered to a compare-and-swap loop.
fn kind_name(op: FloatRmw) -> &'static str {
    match op {
        FloatRmw::MaximumF => "maximumf",
        FloatRmw::MinimumF => "minimumf",
        FloatRmw::MaxNumF => "maxnumf",
        FloatRmw::MinNumF => "minnumf",
    }
}

/// The atomic kind as the error names it: as written (`addf`, MLIR 22's
/// `#arith.atomic_rmw_kind<addf>`), or its name `canon` when written as a
/// number or a string.
fn kind_text<'s>(cx: &OpCx<'s>, canon: &'s str) -> &'s str {
    let text = cx.text(super::vector::attr_span(cx));
    if text.starts_with('#') || text == canon {
        text
    } else {
        canon
    }
}

/// `atomic_rmw`'s kind (taking floats if `float`) against the element type
/// of its memref, when that is a memref of integers or floats (the operand
/// rules report anything else): that element type and the memref's span.
fn kind_fits(cx: &OpCx, float: bool) -> Result<Option<(TypeId, crate::diag::Span)>> {
    let Some(u) = cx.uses.get(1) else {
        return Ok(None);
    };
    let Type::MemRef { elem, .. } = cx.t.get(u.ty) else {
        return Ok(None);
    };
    let elem = *elem;
    let is_float = cx.t.is_float(elem);
    if !is_float && !cx.t.is_int(elem) {
        return Ok(None);
    }
    if is_float != float {
        return Err(kind_error(cx, float, elem));
    }
    Ok(Some((elem, u.span)))
}

#[cold]
#[inline(never)]
fn kind_error(cx: &OpCx, float: bool, elem: TypeId) -> Error {
    let canon = match &cx.op.kind {
        OpKind::AtomicRmw(op) => match op {
            RmwOp::FAdd => "addf",
            RmwOp::Add => "addi",
            RmwOp::Max => "maxs",
            RmwOp::UMax => "maxu",
            RmwOp::Min => "mins",
            RmwOp::UMin => "minu",
            RmwOp::Or => "ori",
            RmwOp::And => "andi",
            RmwOp::Xor => "xori",
            RmwOp::Xchg => "assign",
        },
        OpKind::AtomicRmwLoop(op) => kind_name(*op),
        _ => "",
    };
    let what = if float { "floats" } else { "integers" };
    Error::verify(
        super::vector::attr_span(cx),
        format!(
            "the atomic kind `{}` takes {what}, not {}",
            kind_text(cx, canon),
            cx.tyname(elem)
        ),
    )
}

/// The operand and result rules of `generic_atomic_rmw` (its region is
/// checked by the parser).
pub(super) fn generic_atomic_rmw(cx: &OpCx) -> Result<()> {
    expect_operands_in(cx.at, cx.name(), 1..=usize::MAX, cx.uses.len())?;
    let m = &cx.uses[0];
    let (rank, elem) = rank_elem(cx, m)?;
    generic_atomic_region(cx, elem)?;
    indices(cx, rank, &cx.uses[1..])?;
    expect_results(cx.at, cx.name(), 1, cx.results.len())?;
    cx.check_result(elem)?;
    // MLIR lowers the op to a loop around `llvm.cmpxchg`, which takes
    // integers only.
    if !cx.t.is_float(elem) && !matches!(cx.t.get(elem), Type::Int(_)) {
        return Err(Error::verify(
            m.span,
            format!(
                "`{}` needs a memref of signless integers or floats, not {}",
                cx.name(),
                cx.tyname(m.ty)
            ),
        ));
    }
    let ok = match cx.t.get(elem) {
        Type::Int(w) => *w >= 8 && w.is_power_of_two(),
        _ => false,
    };
    if !ok {
        let e = Error::lower(
            m.span,
            format!(
                "`{}` on a memref of {} cannot be lowered to LLVM: MLIR lowers it to a loop around `llvm.cmpxchg`, which takes integers of 8, 16, 32 or 64 bits only",
                cx.name(),
                cx.tyname(elem)
            ),
        )
        .label("MLIR cannot lower this either");
        return Err(if cx.t.is_float(elem) {
            e.help("MLIR 13 and MLIR 22 reject the `llvm.cmpxchg` of floats they produce; use a memref of integers of the same width and bitcast (`arith.bitcast`) in the region")
        } else {
            e
        });
    }
    Ok(())
}

/// `memref.alloca_scope`: no operands, one region ending in
/// `memref.alloca_scope.return` with the results' types.
pub(super) fn alloca_scope(cx: &OpCx) -> Result<()> {
    cx.arity(0)?;
    super::structured::with_tys(cx.result_tys(), |res| {
        check_regions(cx, 1, false, &[&[]], &[Ends::Yield], &[res])
    })?;
    if cx.body.region_blocks(cx.body.regions(cx.op)[0]).is_empty() {
        return Err(Error::verify(
            cx.at,
            format!("the region of `{}` is empty", cx.name()),
        ));
    }
    Ok(())
}

/// The region of `generic_atomic_rmw`: one block taking the current value
/// and yielding the new one with `atomic_yield`, without side effects, in
/// the one form MLIR's lowering takes.
fn generic_atomic_region(cx: &OpCx, elem: TypeId) -> Result<()> {
    let name = cx.name();
    let body = cx.body;
    check_regions(cx, 1, true, &[&[elem]], &[Ends::AtomicYield], &[&[elem]])?;
    let r = body.regions(cx.op)[0];
    let Some(&b) = body.region_blocks(r).first() else {
        return Err(Error::verify(
            body.regions[r.index()].span,
            format!(
                "the region of `{name}` needs a block taking the current value and ending in `atomic_yield`"
            ),
        ));
    };
    for &o in body.block_ops(b) {
        let op = body.op(o);
        let effect = super::effects::has_effect(&op.kind);
        if !body.regions(op).is_empty() {
            return Err(Error::lower(
                op.span,
                format!(
                    "`{name}` with a region operation in its body cannot be lowered to LLVM: MLIR lowers the body's ops after their own regions became blocks, and then needs a body of one block"
                ),
            )
            .label("MLIR cannot lower this either")
            .help("compute the new value with `arith.select` instead"));
        }
        if effect {
            return Err(Error::verify(
                op.span,
                format!("the body of `{name}` may contain only operations without side effects"),
            )
            .note(cx.at, "the atomic operation"));
        }
    }
    // MLIR's lowering copies the body's ops and looks the yielded value up
    // among their results (or the block argument).
    if let Some(&last) = body.block_ops(b).last()
        && let Some(y) = body.operands(body.op(last)).first()
    {
        let inside = match body.values[y.value.index()].def {
            ValueDef::Arg { block, .. } => block == b,
            ValueDef::Result { op, .. } => body.op(op).block == b,
            ValueDef::Pending => false,
        };
        if !inside {
            return Err(Error::lower(
                y.span,
                format!(
                    "`{name}` yielding a value defined outside its body cannot be lowered to LLVM: MLIR's lowering fails with \"result not defined in region\""
                ),
            )
            .label("MLIR cannot lower this either")
            .note(cx.at, "the atomic operation")
            .help("compute the value inside the body (MLIR 13 crashes on it, MLIR 22 refuses it)"));
        }
    }
    Ok(())
}
