//! The type rules of the `vector` dialect's memory and mask ops (`load`,
//! `store`, `maskedload`, `maskedstore`, `create_mask`, `constant_mask`,
//! `gather`, `scatter`, `expandload`, `compressstore`, 1-D
//! `transfer_read`/`transfer_write`; the n-D ones in `vector_mem/transfer.rs`).
//! Which transfer is built (0-D, 1-D, n-D) depends on the types, so the
//! parser decides it (and checks the 0-D form's map, `parse/vector0d.rs`),
//! building the 1-D form when the types decide nothing.

mod transfer;

use super::memref::not_memref;
use super::op::OpCx;
use super::vector::{attr_span, is_vec, vec_ty};
use crate::diag::{Error, Result, Span};
use crate::mlir::ir::Use;
use crate::mlir::parse::vector::MemOp;
use crate::mlir::verify::op::count_error;
use crate::types::{Type, TypeId};

pub(super) fn mem(cx: &OpCx, op: &MemOp) -> Result<()> {
    match op {
        MemOp::Load => {
            cx.results(1)?;
            cx.arity_in(1..=usize::MAX)?;
            let r = cx.result_ty(0);
            let elem = match vec_0d(cx, r) {
                Some(e) => e,
                None => need_vec(cx, cx.at, r)?.1,
            };
            check_base(cx, 0, cx.uses.len(), elem)
        }
        MemOp::Store => {
            cx.results(0)?;
            cx.arity_in(2..=usize::MAX)?;
            let v = &cx.uses[0];
            let elem = match vec_0d(cx, v.ty) {
                Some(e) => e,
                None => need_vec(cx, v.span, v.ty)?.1,
            };
            check_base(cx, 1, cx.uses.len(), elem)
        }
        MemOp::MaskedLoad | MemOp::MaskedStore => {
            let load = *op == MemOp::MaskedLoad;
            cx.results(load as usize)?;
            let uses = cx.uses;
            if uses.len() < 3 {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{}` needs a memref, its indices, a mask and a vector",
                        cx.name()
                    ),
                ));
            }
            let end = uses.len() - 2;
            let (mk, val) = (&uses[end], &uses[end + 1]);
            let (n, elem) = need_vec(cx, val.span, val.ty)?;
            check_base(cx, 0, end, elem)?;
            check_mask(cx, val.ty, &[n], mk)?;
            if load {
                check_passthru(cx, val)?;
            }
            Ok(())
        }
        MemOp::CreateMask => {
            let shape = mask_shape(cx)?;
            if cx.uses.len() != shape.len() {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{}` of {} takes one size per dimension ({}), but {} are given",
                        cx.name(),
                        cx.tyname(cx.result_ty(0)),
                        shape.len(),
                        cx.uses.len()
                    ),
                ));
            }
            if let Some(u) = cx.uses.iter().find(|u| u.ty != cx.t.index) {
                return Err(Error::verify(u.span, "mask sizes must be index values"));
            }
            Ok(())
        }
        MemOp::ConstantMask(sizes) => {
            let shape = mask_shape(cx)?;
            cx.arity(0)?;
            let r = cx.tyname(cx.result_ty(0));
            if sizes.iter().zip(shape).any(|(&s, &d)| s as i64 > d) {
                return Err(Error::verify(
                    attr_span(cx),
                    format!("`{}` sizes must be in 0..=the dimension of {r}", cx.name()),
                )
                .label("out of range"));
            }
            if sizes.len() != shape.len() {
                return Err(Error::verify(
                    attr_span(cx),
                    format!(
                        "`{}` of {r} takes one size per dimension ({}), but {} are given",
                        cx.name(),
                        shape.len(),
                        sizes.len()
                    ),
                ));
            }
            Ok(())
        }
        MemOp::TransferRead { masked, .. } => transfer_1d(cx, false, *masked),
        MemOp::TransferWrite { masked, .. } => transfer_1d(cx, true, *masked),
        MemOp::Gather => gather(cx, true, true),
        MemOp::Scatter => gather(cx, true, false),
        MemOp::ExpandLoad => gather(cx, false, true),
        MemOp::CompressStore => gather(cx, false, false),
        MemOp::Transfer0d { write } => transfer_0d(cx, *write),
        MemOp::TransferNd(t) => transfer::transfer_nd(cx, t),
    }
}

/// The element type of `t` if it is a 0-D vector.
fn vec_0d(cx: &OpCx, t: TypeId) -> Option<TypeId> {
    match cx.t.get(t) {
        Type::Vector { shape, elem } if shape.is_empty() => Some(*elem),
        _ => None,
    }
}

/// The 1-D vector type `t` as a length and element type, or an error
/// (at `span`) naming what it must be.
fn need_vec(cx: &OpCx, span: Span, t: TypeId) -> Result<(i64, TypeId)> {
    let name = cx.name();
    match cx.t.get(t) {
        Type::Vector { shape, elem } if shape.len() == 1 => Ok((shape[0], *elem)),
        Type::Vector { shape, .. } if shape.is_empty() => Err(Error::verify(
            span,
            format!("`{name}` takes a 1-D vector, not the 0-D {}", cx.tyname(t)),
        )),
        Type::Vector { .. } => Err(Error::verify(
            span,
            format!(
                "`{name}` of the n-D vector {} is not supported by this version of mlir2ll yet (1-D only)",
                cx.tyname(t)
            ),
        )),
        _ => Err(Error::verify(
            span,
            format!("`{name}` works on a vector, not {}", cx.tyname(t)),
        )),
    }
}

/// Checks the memref operand at `m` and its indices (all operands from
/// `m + 1` to `end`): a ranked memref of scalars of type `elem`.
fn check_base(cx: &OpCx, m: usize, end: usize, elem: TypeId) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    let mt = uses[m].ty;
    let (rank, melem) = match cx.t.get(mt) {
        Type::MemRef { shape, elem, .. } => (shape.len(), *elem),
        _ => return Err(not_memref(cx, &uses[m])),
    };
    if matches!(cx.t.get(melem), Type::Vector { .. }) {
        return Err(Error::verify(
            uses[m].span,
            format!(
                "`{name}` on a memref of vectors ({}) is not supported by this version of mlir2ll yet",
                cx.tyname(mt)
            ),
        ));
    }
    if melem != elem {
        return Err(Error::verify(
            uses[m].span,
            format!(
                "`{name}`: the vector's elements must be the memref's, {}",
                cx.tyname(melem)
            ),
        ));
    }
    if end - m - 1 != rank {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of {} takes {rank} index(es), but {} are given",
                cx.tyname(mt),
                end - m - 1
            ),
        ));
    }
    if let Some(u) = uses[m + 1..end].iter().find(|u| u.ty != cx.t.index) {
        return Err(Error::verify(u.span, "memref indices must be index values"));
    }
    Ok(())
}

/// Checks that mask `mk` on vectors of type `vt` is a vector of i1 of
/// shape `shape`.
pub(super) fn check_mask(cx: &OpCx, vt: TypeId, shape: &[i64], mk: &Use) -> Result<()> {
    let i1 = cx.t.i1;
    if !is_vec(cx.t, mk.ty, shape, i1, false) {
        return Err(Error::verify(
            mk.span,
            format!(
                "`{}` of {} needs a mask of type {}, not {}",
                cx.name(),
                cx.tyname(vt),
                vec_ty(cx.t, shape, i1, false).display(cx.t),
                cx.tyname(mk.ty)
            ),
        ));
    }
    Ok(())
}

/// Checks that a masked load's result has its pass-through's type.
fn check_passthru(cx: &OpCx, val: &Use) -> Result<()> {
    let r = cx.result_ty(0);
    if r != val.ty {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` produces the pass-through's type {}, not {}",
                cx.name(),
                cx.tyname(val.ty),
                cx.tyname(r)
            ),
        ));
    }
    Ok(())
}

/// The shape a mask-making op's result gives its sizes (a 0-D mask takes
/// one size, as a 1-element one), or "makes a vector of i1".
fn mask_shape<'t>(cx: &OpCx<'t>) -> Result<&'t [i64]> {
    cx.results(1)?;
    let r = cx.result_ty(0);
    match cx.t.get(r) {
        Type::Vector { shape, elem } if *elem == cx.t.i1 && shape.is_empty() => Ok(&[1]),
        Type::Vector { shape, elem } if *elem == cx.t.i1 => Ok(shape),
        _ => Err(Error::verify(
            cx.at,
            format!("`{}` makes a vector of i1, not {}", cx.name(), cx.tyname(r)),
        )),
    }
}

/// A 1-D `transfer_read`/`transfer_write` with the minor identity map, or
/// a transfer whose operands and results did not let the parser choose
/// its form (reported by `transfer::head` and `transfer::count`).
fn transfer_1d(cx: &OpCx, write: bool, masked: bool) -> Result<()> {
    let uses = cx.uses;
    let m = usize::from(write);
    let rank = transfer::head(cx, write)?;
    transfer::count(cx, write, rank)?;
    let end = m + 1 + rank;
    let extra = usize::from(!write);
    let vt = if write { uses[0].ty } else { cx.result_ty(0) };
    let vspan = if write { uses[0].span } else { cx.at };
    let (n, elem) = need_vec(cx, vspan, vt)?;
    check_base(cx, m, end, elem)?;
    if !write && uses[end].ty != elem {
        return Err(Error::verify(
            uses[end].span,
            format!("`{}`: the padding must be {}", cx.name(), cx.tyname(elem)),
        ));
    }
    if masked {
        check_mask(cx, vt, &[n], &uses[end + extra])?;
    }
    Ok(())
}

/// `vector.gather`/`scatter` (`indexed`) and `expandload`/`compressstore`.
fn gather(cx: &OpCx, indexed: bool, load: bool) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    cx.results(usize::from(load))?;
    let what = if indexed {
        "a memref, its indices, an index vector, a mask and a vector"
    } else {
        "a memref, its indices, a mask and a vector"
    };
    let Some(first) = uses.first() else {
        return Err(count_error(cx.at, name, "operand", 3..=usize::MAX, 0)
            .help(format!("the operands are {what}")));
    };
    let rank = match cx.t.get(first.ty) {
        Type::MemRef { shape, .. } => shape.len(),
        _ => return Err(not_memref(cx, first)),
    };
    let end = 1 + rank;
    cx.arity(end + 2 + usize::from(indexed)).map_err(|e| {
        e.help(format!(
            "the operands are {what} (for {})",
            cx.tyname(first.ty)
        ))
    })?;
    let (mk, val) = (&uses[uses.len() - 2], &uses[uses.len() - 1]);
    let (n, elem) = need_vec(cx, val.span, val.ty)?;
    check_base(cx, 0, end, elem)?;
    if indexed {
        let iv = &uses[end];
        let ok = matches!(cx.t.get(iv.ty), Type::Vector { shape, elem }
            if **shape == [n] && (cx.t.is_int(*elem) || *elem == cx.t.index));
        if !ok {
            return Err(Error::verify(
                iv.span,
                format!(
                    "`{name}` of {} needs a vector of {n} integer or index offsets, not {}",
                    cx.tyname(val.ty),
                    cx.tyname(iv.ty)
                ),
            ));
        }
    }
    check_mask(cx, val.ty, &[n], mk)?;
    if load {
        check_passthru(cx, val)?;
    }
    Ok(())
}

/// A 0-D `transfer_read`/`transfer_write`: of a 0-D vector, or of the
/// vector a memref of vectors holds (the parser chose this form by the
/// types and checked the operand count and the map).
fn transfer_0d(cx: &OpCx, write: bool) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    let m = usize::from(write);
    let vt = if write { uses[0].ty } else { cx.result_ty(0) };
    let mt = uses[m].ty;
    let (rank, melem) = match cx.t.get(mt) {
        Type::MemRef { shape, elem, .. } => (shape.len(), *elem),
        _ => return Err(not_memref(cx, &uses[m])),
    };
    let held = matches!(cx.t.get(vt), Type::Vector { .. }) && melem == vt;
    let elem = match vec_0d(cx, vt) {
        Some(e) if !held => e,
        _ => vt,
    };
    let end = m + 1 + rank;
    let extra = usize::from(!write);
    if uses.len() == end + extra + 1 {
        // MLIR 22 leaves a masked 0-D transfer unconverted (it does not
        // reach the LLVM dialect).
        return Err(Error::verify(
            uses[end + extra].span,
            format!(
                "`{name}` of a 0-D vector with a mask is not supported: MLIR does not lower it to LLVM either"
            ),
        ));
    }
    if melem != elem {
        return Err(Error::verify(
            uses[m].span,
            format!(
                "`{name}` of {}: the memref's elements must be {}, not {}",
                cx.tyname(vt),
                cx.tyname(elem),
                cx.tyname(melem)
            ),
        ));
    }
    indices_and_padding(cx, uses, m, end, write, elem, name)?;
    Ok(())
}

/// A transfer's memref indices (`uses[m + 1..end]`) are `index` values, and
/// a read's padding (`uses[end]`) is of the vector's element type `elem`.
pub(super) fn indices_and_padding(
    cx: &OpCx,
    uses: &[Use],
    m: usize,
    end: usize,
    write: bool,
    elem: TypeId,
    name: &str,
) -> Result<()> {
    if let Some(u) = uses[m + 1..end].iter().find(|u| u.ty != cx.t.index) {
        return Err(Error::verify(u.span, "memref indices must be index values"));
    }
    if !write && uses[end].ty != elem {
        return Err(Error::verify(
            uses[end].span,
            format!("`{name}`: the padding must be {}", cx.tyname(elem)),
        ));
    }
    Ok(())
}
