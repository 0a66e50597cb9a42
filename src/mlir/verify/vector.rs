//! `vector` ops: their type rules. The parser decodes the ops' attributes
//! (positions, masks, permutations, kinds) into their `OpKind`s and
//! records the span of the one a rule points at (`Body::attr_spans`);
//! operand and result counts, types, and attributes against shapes are
//! checked here.

use super::op::{OpCx, Ty};
use crate::diag::{Error, Result, Span};
use crate::mlir::ir::Use;
use crate::mlir::parse::tensor_error;
use crate::mlir::parse::vector::VectorOp;
use crate::types::{Type, TypeId, Types};

/// The span of the attribute the parser recorded for this op (its
/// positions, mask, ...), else the op's name.
pub(super) fn attr_span(cx: &OpCx) -> Span {
    cx.body.attr_span_at(cx.at.start).unwrap_or(cx.at)
}

/// Whether `id` is `vector<shape x elem>` (`elem` itself for an empty
/// `shape` when `scalar`), without interning the type.
pub(super) fn is_vec(t: &Types, id: TypeId, shape: &[i64], elem: TypeId, scalar: bool) -> bool {
    if scalar && shape.is_empty() {
        return id == elem;
    }
    matches!(t.get(id), Type::Vector { shape: s, elem: e } if **s == *shape && *e == elem)
}

/// `vector<shape x elem>`, or `elem` for an empty `shape` when `scalar`
/// (for messages and comparisons: not interned).
pub(super) fn vec_ty(t: &Types, shape: &[i64], elem: TypeId, scalar: bool) -> Ty {
    if scalar && shape.is_empty() {
        return Ty::Id(elem);
    }
    Ty::new(
        t,
        Type::Vector {
            shape: shape.into(),
            elem,
        },
    )
}

/// Whether `id` is an integer or index scalar.
fn is_int_or_index(t: &Types, id: TypeId) -> bool {
    matches!(t.get(id), Type::Index | Type::Int(_))
}

pub(super) fn splat(cx: &OpCx) -> Result<()> {
    cx.results(1)?;
    let t = cx.result_ty(0);
    match cx.t.get(t) {
        Type::Vector { elem, .. } => {
            if cx.uses.len() != 1 || cx.uses[0].ty != *elem {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{}` takes one operand of the vector's element type {}",
                        cx.name,
                        cx.tyname(*elem)
                    ),
                ));
            }
            Ok(())
        }
        Type::Tensor { .. } => Err(tensor_error(cx.name, cx.at)),
        _ => Err(Error::verify(
            cx.at,
            format!("`{}` makes a vector, not {}", cx.name, cx.tyname(t)),
        )),
    }
}

pub(super) fn extract_element(cx: &OpCx) -> Result<()> {
    let (name, uses) = (cx.name, cx.uses);
    cx.results(1)?;
    cx.arity_in(1..=usize::MAX)?;
    let t = uses[0].ty;
    let rank = match cx.t.get(t) {
        Type::Vector { shape, .. } => shape.len(),
        Type::Tensor { .. } => return Err(tensor_error(name, cx.at)),
        _ => {
            return Err(Error::verify(
                uses[0].span,
                format!("`{name}` reads a vector, not {}", cx.tyname(t)),
            ));
        }
    };
    if uses.len() - 1 != rank {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of a rank-{rank} vector needs {rank} indices, but {} are given",
                uses.len() - 1
            ),
        ));
    }
    for u in &uses[1..] {
        if !is_int_or_index(cx.t, u.ty) {
            return Err(Error::verify(
                u.span,
                "vector positions must be integers or index",
            ));
        }
    }
    cx.check_result(cx.t.scalar_of(t))
}

pub(super) fn insert_element(cx: &OpCx) -> Result<()> {
    let (name, uses) = (cx.name, cx.uses);
    cx.results(1)?;
    // `%v[]`: no position into a 0-D vector.
    let zero_d = uses.len() == 2
        && matches!(cx.t.get(uses[1].ty), Type::Vector { shape, .. } if shape.is_empty());
    if !zero_d {
        cx.arity(3)?;
    }
    let t = uses[1].ty;
    match cx.t.get(t) {
        Type::Vector { shape, .. } if shape.len() == 1 || zero_d => {}
        Type::Vector { .. } => {
            return Err(Error::verify(
                uses[1].span,
                format!("`{name}` writes a 1-D vector, not {}", cx.tyname(t)),
            ));
        }
        _ => {
            return Err(Error::verify(
                uses[1].span,
                format!("`{name}` writes a vector, not {}", cx.tyname(t)),
            ));
        }
    }
    let elem = cx.t.scalar_of(t);
    if uses[0].ty != elem {
        return Err(Error::verify(
            uses[0].span,
            format!(
                "`{name}` into {} takes {}, but this is {}",
                cx.tyname(t),
                cx.tyname(elem),
                cx.tyname(uses[0].ty)
            ),
        ));
    }
    if !zero_d && !is_int_or_index(cx.t, uses[2].ty) {
        return Err(Error::verify(
            uses[2].span,
            "vector positions must be integers or index",
        ));
    }
    cx.check_result(t)
}

/// The shape and element type of the vector `u`, or "works on a vector".
fn vector_of<'t>(cx: &OpCx<'t>, u: &Use) -> Result<(&'t [i64], TypeId)> {
    match cx.t.get(u.ty) {
        Type::Vector { shape, elem } => Ok((shape, *elem)),
        _ => Err(Error::verify(
            u.span,
            format!("`{}` works on a vector, not {}", cx.name, cx.tyname(u.ty)),
        )),
    }
}

/// Static `positions` (`u32::MAX`: not a position) of `vector.extract`
/// or `vector.insert` against the shape of `v`.
fn check_positions(cx: &OpCx, v: &Use, shape: &[i64], pos: &[u32]) -> Result<()> {
    if pos.len() > shape.len() {
        return Err(Error::verify(
            attr_span(cx),
            format!(
                "`{}` of {} takes at most one position per dimension ({}), but {} are given",
                cx.name,
                cx.tyname(v.ty),
                shape.len(),
                pos.len()
            ),
        ));
    }
    if pos.iter().zip(shape).any(|(&p, &n)| p as i64 >= n) {
        return Err(Error::verify(
            attr_span(cx),
            format!(
                "`{}` positions must be integers inside {}",
                cx.name,
                cx.tyname(v.ty)
            ),
        )
        .label("out of range"));
    }
    Ok(())
}

pub(super) fn extract(cx: &OpCx, pos: &[u32]) -> Result<()> {
    cx.results(1)?;
    cx.arity(1)?;
    let v = &cx.uses[0];
    let (shape, elem) = vector_of(cx, v)?;
    check_positions(cx, v, shape, pos)?;
    let part = &shape[pos.len()..];
    if !is_vec(cx.t, cx.result_ty(0), part, elem, true) {
        return cx.check_result_is(&vec_ty(cx.t, part, elem, true));
    }
    Ok(())
}

pub(super) fn insert(cx: &OpCx, pos: &[u32]) -> Result<()> {
    cx.results(1)?;
    cx.arity(2)?;
    let v = &cx.uses[1];
    let (shape, elem) = vector_of(cx, v)?;
    check_positions(cx, v, shape, pos)?;
    let part = &shape[pos.len()..];
    let x = &cx.uses[0];
    if !is_vec(cx.t, x.ty, part, elem, true) {
        return Err(Error::verify(
            x.span,
            format!(
                "`{}` at these positions of {} takes {}, but this is {}",
                cx.name,
                cx.tyname(v.ty),
                vec_ty(cx.t, part, elem, true).display(cx.t),
                cx.tyname(x.ty)
            ),
        ));
    }
    cx.check_result(v.ty)
}

/// `vector.extract`/`vector.insert` with positions that are values
/// (`None`).
fn extract_dyn(cx: &OpCx, insert: bool, pos: &[Option<u32>]) -> Result<()> {
    let (name, uses) = (cx.name, cx.uses);
    let vec_at = insert as usize;
    let ndyn = pos.iter().filter(|p| p.is_none()).count();
    cx.arity(vec_at + 1 + ndyn)?;
    cx.results(1)?;
    let v = &uses[vec_at];
    let t = v.ty;
    let (shape, elem) = vector_of(cx, v)?;
    if pos.is_empty() || pos.len() > shape.len() {
        return Err(Error::verify(
            attr_span(cx),
            format!(
                "`{name}` of {} takes one position per dimension, at least one and at most {}, but {} are given",
                cx.tyname(t),
                shape.len(),
                pos.len()
            ),
        ));
    }
    if pos
        .iter()
        .zip(shape)
        .any(|(p, &n)| p.is_some_and(|p| p as i64 >= n))
    {
        return Err(Error::verify(
            attr_span(cx),
            format!("`{name}` positions must be inside {}", cx.tyname(t)),
        )
        .label("out of range"));
    }
    for u in &uses[vec_at + 1..] {
        if u.ty != cx.t.index {
            return Err(Error::verify(
                u.span,
                "vector positions must be index values",
            ));
        }
    }
    let part = &shape[pos.len()..];
    if insert && !is_vec(cx.t, uses[0].ty, part, elem, true) {
        return Err(Error::verify(
            uses[0].span,
            format!(
                "`{name}` at these positions of {} takes {}, but this is {}",
                cx.tyname(t),
                vec_ty(cx.t, part, elem, true).display(cx.t),
                cx.tyname(uses[0].ty)
            ),
        ));
    }
    let r = cx.result_ty(0);
    let ok = if insert {
        r == t
    } else {
        is_vec(cx.t, r, part, elem, true)
    };
    if !ok {
        let (want, what) = if insert {
            (Ty::Id(t), "produces")
        } else {
            (vec_ty(cx.t, part, elem, true), "gives")
        };
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` {what} {}, not {}",
                want.display(cx.t),
                cx.tyname(r)
            ),
        ));
    }
    Ok(())
}

pub(super) fn vector(cx: &OpCx, op: &VectorOp) -> Result<()> {
    match op {
        VectorOp::ExtractDyn(pos) => extract_dyn(cx, false, pos),
        VectorOp::InsertDyn(pos) => extract_dyn(cx, true, pos),
        _ => Ok(()),
    }
}
