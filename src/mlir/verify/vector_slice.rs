//! The type rules of `vector.extract_strided_slice`,
//! `insert_strided_slice`, `bitcast` and `type_cast`.

use super::op::OpCx;
use super::vector::{attr_span_nth, vec_ty};
use crate::diag::{Error, Result, Span};
use crate::mlir::ir::Use;
use crate::mlir::parse::vector::SliceOp;
use crate::types::{DYNAMIC, Layout, Type, TypeId};

pub(super) fn slice(cx: &OpCx, op: &SliceOp) -> Result<()> {
    let name = cx.name();
    let want_ops = if matches!(op, SliceOp::InsertStrided { .. }) {
        2
    } else {
        1
    };
    cx.arity(want_ops)?;
    cx.results(1)?;
    let r = cx.result_ty(0);
    let uses = cx.uses;
    if !matches!(op, SliceOp::Bitcast) {
        no_0d(cx, uses)?;
    }
    match op {
        SliceOp::ExtractStrided {
            offsets,
            sizes,
            strides,
        } => extract_strided(cx, offsets, sizes, strides),
        SliceOp::InsertStrided { offsets, strides } => {
            let (ss, se) = vec(cx, uses[0].ty, uses[0].span)?;
            let (ds, de) = vec(cx, uses[1].ty, uses[1].span)?;
            if r != uses[1].ty || se != de || ss.len() > ds.len() {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{name}` puts a vector of the same element type and at most the same rank into {}, and produces that type",
                        cx.tyname(uses[1].ty)
                    ),
                ));
            }
            let (ospan, tspan) = (attr_span_nth(cx, 0), attr_span_nth(cx, 1));
            if offsets.len() != ds.len() || strides.len() != ss.len() {
                return Err(Error::verify(
                    ospan,
                    format!(
                        "`{name}` of {} into {} takes {} offsets and {} strides, but {} and {} are given",
                        cx.tyname(uses[0].ty),
                        cx.tyname(uses[1].ty),
                        ds.len(),
                        ss.len(),
                        offsets.len(),
                        strides.len()
                    ),
                ));
            }
            if strides.iter().any(|&s| s != 1) {
                return Err(Error::verify(
                    tspan,
                    format!("`{name}`: every stride must be 1"),
                ));
            }
            let lead = ds.len() - ss.len();
            for d in 0..ds.len() {
                let n = if d < lead { 1 } else { ss[d - lead] };
                if offsets[d] < 0 || offsets[d] + n > ds[d] {
                    return Err(Error::verify(
                        ospan,
                        format!(
                            "`{name}`: {} at these offsets does not fit in {} (dimension {d})",
                            cx.tyname(uses[0].ty),
                            cx.tyname(uses[1].ty)
                        ),
                    )
                    .label("out of range"));
                }
            }
            Ok(())
        }
        SliceOp::Bitcast => {
            let (ss, se) = vec(cx, uses[0].ty, uses[0].span)?;
            let (rs, re) = vec(cx, r, cx.at)?;
            let (sw, rw) = (
                cx.t.bit_width(se, 0).filter(|&w| w > 0),
                cx.t.bit_width(re, 0).filter(|&w| w > 0),
            );
            // (0-D vectors: a 1-element vector each)
            let one: &[i64] = &[1];
            let zero_d = (ss.is_empty(), rs.is_empty());
            let ss = if zero_d.0 { one } else { ss };
            let rs = if zero_d.1 { one } else { rs };
            let fits = zero_d.0 == zero_d.1
                && ss.len() == rs.len()
                && ss[..ss.len() - 1] == rs[..rs.len() - 1]
                && sw.zip(rw).is_some_and(|(a, b)| {
                    a as i64 * ss[ss.len() - 1] == b as i64 * rs[rs.len() - 1]
                });
            if !fits {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{name}` of {} to {}: the leading dimensions and the bits of the last one must agree",
                        cx.tyname(uses[0].ty),
                        cx.tyname(r)
                    ),
                ));
            }
            Ok(())
        }
        SliceOp::TypeCast => {
            let t = uses[0].ty;
            let ok = match (cx.t.get(t), cx.t.get(r)) {
                (
                    Type::MemRef {
                        shape,
                        elem,
                        layout: Layout::Identity,
                        space,
                    },
                    Type::MemRef {
                        shape: rs,
                        elem: re,
                        layout: Layout::Identity,
                        space: rspace,
                    },
                ) => {
                    rs.is_empty()
                        && space == rspace
                        && shape.iter().all(|&d| d != DYNAMIC)
                        && matches!(cx.t.get(*re), Type::Vector { shape: vs, elem: ve }
                            if vs == shape && ve == elem)
                }
                _ => false,
            };
            if !ok {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{name}` casts a statically shaped memref with the identity layout to a rank-0 memref of the vector of that shape (like memref<4x8xf32> to memref<vector<4x8xf32>>), not {} to {}",
                        cx.tyname(t),
                        cx.tyname(r)
                    ),
                ));
            }
            Ok(())
        }
    }
}

/// `vector.extract_strided_slice` (one operand and one result, checked).
fn extract_strided(cx: &OpCx, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Result<()> {
    let (name, src) = (cx.name(), &cx.uses[0]);
    let r = cx.result_ty(0);
    let (ss, se) = vec(cx, src.ty, src.span)?;
    let (rs, re) = vec(cx, r, cx.at)?;
    let k = offsets.len();
    let (ospan, zspan, tspan) = (
        attr_span_nth(cx, 0),
        attr_span_nth(cx, 1),
        attr_span_nth(cx, 2),
    );
    if k > ss.len() || sizes.len() != k || strides.len() != k {
        return Err(Error::verify(
            ospan,
            format!(
                "`{name}` of {} takes as many offsets, sizes and strides (at most {}), but {}, {} and {} are given",
                cx.tyname(src.ty),
                ss.len(),
                k,
                sizes.len(),
                strides.len()
            ),
        ));
    }
    for d in 0..k {
        if strides[d] != 1 {
            return Err(Error::verify(
                tspan,
                format!("`{name}`: every stride must be 1"),
            ));
        }
        if offsets[d] < 0 || sizes[d] < 1 || offsets[d].saturating_add(sizes[d]) > ss[d] {
            return Err(Error::verify(
                zspan,
                format!(
                    "`{name}`: the slice (offset {}, size {}) of dimension {d} does not fit in {}",
                    offsets[d],
                    sizes[d],
                    cx.tyname(src.ty)
                ),
            )
            .label("out of range"));
        }
    }
    if rs[..rs.len().min(k)] != *sizes || rs[k.min(rs.len())..] != ss[k..] || re != se {
        let mut want = sizes.to_vec();
        want.extend_from_slice(&ss[k..]);
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` makes {}, not {}",
                vec_ty(cx.t, &want, se, false).display(cx.t),
                cx.tyname(r)
            ),
        ));
    }
    Ok(())
}

/// The shape and element type of vector type `t`, or "works on vectors".
fn vec<'t>(cx: &OpCx<'t>, t: TypeId, span: Span) -> Result<(&'t [i64], TypeId)> {
    match cx.t.get(t) {
        Type::Vector { shape, elem } => Ok((shape, *elem)),
        _ => Err(Error::verify(
            span,
            format!("`{}` works on vectors, not {}", cx.name(), cx.tyname(t)),
        )),
    }
}

/// An error if an operand (of the first three) or the result is a 0-D
/// vector (these ops take rank 1 or more).
pub(super) fn no_0d(cx: &OpCx, uses: &[Use]) -> Result<()> {
    let is_0d = |t: TypeId| matches!(cx.t.get(t), Type::Vector { shape, .. } if shape.is_empty());
    if let Some(u) = uses.iter().take(3).find(|u| is_0d(u.ty)) {
        return Err(Error::verify(
            u.span,
            format!(
                "`{}` takes vectors of rank 1 or more, not the 0-D {}",
                cx.name(),
                cx.tyname(u.ty)
            ),
        ));
    }
    if let Some(r) = cx.result_tys().find(|&t| is_0d(t)) {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` makes a vector of rank 1 or more, not the 0-D {}",
                cx.name(),
                cx.tyname(r)
            ),
        ));
    }
    Ok(())
}
