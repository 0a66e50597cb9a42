//! The type rules of `vector.transfer_read`/`transfer_write` of n-D
//! vectors or with permutation maps (decoded by `parse/vector_transfer.rs`):
//! the vector against the memref, the indices, the padding, the map
//! against both ranks, one in-bounds flag per vector dimension, the mask.

use super::super::memref::not_memref;
use super::super::op::OpCx;
use super::super::vector::attr_span_nth;
use super::check_mask;
use crate::diag::{Error, Result};
use crate::mlir::parse::vector::Transfer;
use crate::types::Type;

/// What every transfer form has: its result count, at least the vector
/// and the memref operands, a ranked memref (its rank). `write` is
/// `transfer_write`.
pub(super) fn head(cx: &OpCx, write: bool) -> Result<usize> {
    let m = usize::from(write);
    cx.results(usize::from(!write))?;
    cx.arity_in(m + 1..=usize::MAX)?;
    match cx.t.get(cx.uses[m].ty) {
        Type::MemRef { shape, .. } => Ok(shape.len()),
        _ => Err(not_memref(cx, &cx.uses[m])),
    }
}

/// The operand count of a 1-D or n-D transfer from a rank-`rank` memref:
/// the indices, the padding (of a read), an optional mask.
pub(super) fn count(cx: &OpCx, write: bool, rank: usize) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    let m = usize::from(write);
    if rank == 0 {
        return Err(Error::verify(
            uses[m].span,
            format!("`{name}` of a rank-0 memref is not supported by this version of mlir2ll yet"),
        ));
    }
    let end = m + 1 + rank;
    let extra = usize::from(!write);
    if uses.len() < end + extra || uses.len() > end + extra + 1 {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of a rank-{rank} memref takes {rank} index(es){}, and an optional mask",
                if write { "" } else { ", the padding" }
            ),
        ));
    }
    Ok(())
}

/// An n-D or permuted transfer.
pub(super) fn transfer_nd(cx: &OpCx, t: &Transfer) -> Result<()> {
    let (name, uses, write) = (cx.name(), cx.uses, t.write);
    let rank = head(cx, write)?;
    count(cx, write, rank)?;
    let m = usize::from(write);
    let end = m + 1 + rank;
    let (vt, vspan) = if write {
        (uses[0].ty, uses[0].span)
    } else {
        (cx.result_ty(0), cx.at)
    };
    let Type::Vector { shape, elem } = cx.t.get(vt) else {
        return Err(Error::verify(
            vspan,
            format!("`{name}` works on a vector, not {}", cx.tyname(vt)),
        ));
    };
    let (elem, mt) = (*elem, uses[m].ty);
    let Type::MemRef { elem: me, .. } = cx.t.get(mt) else {
        return Err(not_memref(cx, &uses[m]));
    };
    if matches!(cx.t.get(*me), Type::Vector { .. }) {
        return Err(Error::verify(
            uses[m].span,
            format!(
                "`{name}` of {} on a memref of vectors ({}) is not supported: only the held vector type can be transferred (MLIR does not lower the other forms to LLVM either)",
                cx.tyname(vt),
                cx.tyname(mt)
            ),
        ));
    }
    if *me != elem {
        return Err(Error::verify(
            uses[m].span,
            format!(
                "`{name}`: the vector's elements must be the memref's, {}",
                cx.tyname(*me)
            ),
        ));
    }
    super::indices_and_padding(cx, uses, m, end, write, elem, name)?;
    let k = shape.len();
    match t.map_dims {
        None if k > rank => {
            return Err(Error::verify(
                vspan,
                format!(
                    "`{name}` of the rank-{k} {} from a rank-{rank} memref needs a permutation map with broadcast dimensions",
                    cx.tyname(vt)
                ),
            ));
        }
        Some(dims) if dims as usize != rank || t.map.len() != k => {
            return Err(Error::verify(
                attr_span_nth(cx, 0),
                format!(
                    "`{name}`: the permutation map must send the {rank} memref dimension(s) to the {k} vector dimension(s), each result a distinct dimension or the constant 0 (a broadcast), like `affine_map<(d0, d1) -> (d1, 0)>`"
                ),
            )
            .label("not a permutation or broadcast"));
        }
        _ => {}
    }
    if t.in_bounds.len() != k {
        return Err(Error::verify(
            attr_span_nth(cx, 1),
            format!(
                "`{name}` of {} needs one in-bounds flag per vector dimension ({k})",
                cx.tyname(vt)
            ),
        ));
    }
    if t.masked {
        let identity = t
            .map
            .iter()
            .enumerate()
            .all(|(v, d)| *d == Some((rank - k + v) as u32));
        let mk = &uses[uses.len() - 1];
        if !identity {
            return Err(Error::verify(
                mk.span,
                format!(
                    "`{name}` with a mask and a permutation map other than the minor identity is not supported by this version of mlir2ll yet"
                ),
            ));
        }
        check_mask(cx, vt, shape, mk)?;
    }
    Ok(())
}
