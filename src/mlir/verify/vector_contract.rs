//! The type rules of `vector.outerproduct`, `vector.contract` (its maps
//! against the operands' ranks and shapes) and `vector.multi_reduction`.

use super::op::OpCx;
use super::vector::{attr_span_nth, is_vec, vec_ty};
use super::vector_slice::no_0d;
use crate::diag::{Error, Result, Span};
use crate::mlir::parse::vector::{ContractOp, Contraction, RedKind, kind_text};
use crate::types::{Type, TypeId};

pub(super) fn contract(cx: &OpCx, op: &ContractOp) -> Result<()> {
    match op {
        ContractOp::OuterProduct { kind } => outer_product(cx, *kind),
        ContractOp::MultiReduction { kind, reduced } => multi_reduction(cx, *kind, reduced),
        ContractOp::Contract(c) => contract_(cx, c),
    }
}

/// Checks that `kind` (its attribute's span is `kspan`, if given) fits
/// elements of type `elem`.
fn kind_fits(cx: &OpCx, kind: RedKind, kspan: Span, elem: TypeId) -> Result<()> {
    let float = cx.t.is_float(elem);
    if kind.float().is_some_and(|f| f != float) {
        return Err(Error::verify(
            kspan,
            format!(
                "combining kind `{}` does not fit the element type {}",
                kind_text(cx.text(kspan)),
                cx.tyname(elem)
            ),
        ));
    }
    Ok(())
}

fn outer_product(cx: &OpCx, kind: RedKind) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    cx.results(1)?;
    let r = cx.result_ty(0);
    no_0d(cx, uses)?;
    cx.arity_in(2..=3).map_err(|e| {
        e.help(
            "the operands are two vectors (or a vector and a scalar) and an optional accumulator",
        )
    })?;
    let (a, b) = (&uses[0], &uses[1]);
    let (m, elem) = match cx.t.get(a.ty) {
        Type::Vector { shape, elem } if shape.len() == 1 => (shape[0], *elem),
        _ => {
            return Err(Error::verify(
                a.span,
                format!("`{name}` takes a 1-D vector first, not {}", cx.tyname(a.ty)),
            ));
        }
    };
    let both = [m, 0];
    let shape: &[i64] = match cx.t.get(b.ty) {
        Type::Vector { shape, elem: e } if shape.len() == 1 && *e == elem => &[m, shape[0]],
        _ if b.ty == elem => &both[..1],
        _ => {
            return Err(Error::verify(
                b.span,
                format!(
                    "`{name}` of {} takes a 1-D vector of {} or a scalar {} second, not {}",
                    cx.tyname(a.ty),
                    cx.tyname(elem),
                    cx.tyname(elem),
                    cx.tyname(b.ty)
                ),
            ));
        }
    };
    if !is_vec(cx.t, r, shape, elem, false) {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` makes {}, not {}",
                vec_ty(cx.t, shape, elem, false).display(cx.t),
                cx.tyname(r)
            ),
        ));
    }
    if let Some(acc) = uses.get(2)
        && acc.ty != r
    {
        return Err(Error::verify(
            acc.span,
            format!(
                "`{name}`: the accumulator must be {}, not {}",
                cx.tyname(r),
                cx.tyname(acc.ty)
            ),
        ));
    }
    kind_fits(cx, kind, attr_span_nth(cx, 0), elem)?;
    if !cx.t.is_float(elem) && !cx.t.is_int(elem) && elem != cx.t.index {
        return Err(Error::verify(
            a.span,
            format!(
                "`{name}` multiplies integers or floats, not {}",
                cx.tyname(elem)
            ),
        ));
    }
    Ok(())
}

fn multi_reduction(cx: &OpCx, kind: RedKind, reduced: &[bool]) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    cx.results(1)?;
    let r = cx.result_ty(0);
    no_0d(cx, uses)?;
    if uses.is_empty() || uses.len() > 2 {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` takes a vector and an optional accumulator"),
        ));
    }
    let t = uses[0].ty;
    let Type::Vector { shape, elem } = cx.t.get(t) else {
        return Err(Error::verify(
            uses[0].span,
            format!("`{name}` reduces a vector, not {}", cx.tyname(t)),
        ));
    };
    let elem = *elem;
    // (the parser leaves `reduced` empty for dimensions out of range or
    // repeated)
    if reduced.len() != shape.len() {
        return Err(Error::verify(
            attr_span_nth(cx, 0),
            format!(
                "`{name}` of {}: the reduced dimensions must be distinct and in 0..{}",
                cx.tyname(t),
                shape.len()
            ),
        )
        .label("not a dimension"));
    }
    let mut kept = shape
        .iter()
        .zip(reduced)
        .filter(|(_, r)| !**r)
        .map(|(d, _)| *d);
    let fits = match cx.t.get(r) {
        _ if kept.clone().next().is_none() => r == elem,
        Type::Vector {
            shape: rs,
            elem: re,
        } => *re == elem && rs.iter().copied().eq(kept.by_ref()),
        _ => false,
    };
    let want = || {
        let kept: Vec<i64> = shape
            .iter()
            .zip(reduced)
            .filter(|(_, r)| !**r)
            .map(|(d, _)| *d)
            .collect();
        vec_ty(cx.t, &kept, elem, true).display(cx.t)
    };
    if !fits {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of {} over these dimensions makes {}, not {}",
                cx.tyname(t),
                want(),
                cx.tyname(r)
            ),
        ));
    }
    if let Some(acc) = uses.get(1)
        && acc.ty != r
    {
        return Err(Error::verify(
            acc.span,
            format!("`{name}`: the accumulator must be {}", want()),
        ));
    }
    kind_fits(cx, kind, attr_span_nth(cx, 1), elem)
}

/// The shape of `t` (empty for a scalar) and its element type.
fn shape_of<'t>(cx: &OpCx<'t>, t: TypeId) -> (&'t [i64], TypeId) {
    match cx.t.get(t) {
        Type::Vector { shape, elem } => (shape, *elem),
        _ => (&[], t),
    }
}

/// `vector.contract`: the operands' types, the maps against their ranks,
/// one size per iteration dimension, the accumulator indexed by exactly
/// the parallel dimensions, the kind against the elements.
fn contract_(cx: &OpCx, c: &Contraction) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    cx.results(1)?;
    no_0d(cx, uses)?;
    if uses.len() == 5 {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` with masks is not supported by this version of mlir2ll yet"),
        ));
    }
    cx.arity(3)
        .map_err(|e| e.help("the operands are lhs, rhs and an accumulator"))?;
    let r = cx.result_ty(0);
    let elem = shape_of(cx, uses[0].ty).1;
    if uses[0].ty == elem || uses[1].ty == shape_of(cx, uses[1].ty).1 {
        let bad = if uses[0].ty == elem {
            &uses[0]
        } else {
            &uses[1]
        };
        return Err(Error::verify(
            bad.span,
            format!("`{name}` contracts vectors, not {}", cx.tyname(bad.ty)),
        ));
    }
    if let Some(u) = uses.iter().find(|u| shape_of(cx, u.ty).1 != elem) {
        return Err(Error::verify(
            u.span,
            format!(
                "`{name}` with operands of different element types ({} and {}) is not supported by this version of mlir2ll yet",
                cx.tyname(elem),
                cx.tyname(shape_of(cx, u.ty).1)
            ),
        ));
    }
    if r != uses[2].ty {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` produces the accumulator's type {}, not {}",
                cx.tyname(uses[2].ty),
                cx.tyname(r)
            ),
        ));
    }
    if !cx.t.is_float(elem) && !cx.t.is_int(elem) && elem != cx.t.index {
        return Err(Error::verify(
            uses[0].span,
            format!(
                "`{name}` multiplies integers or floats, not {}",
                cx.tyname(elem)
            ),
        ));
    }
    let mspan = attr_span_nth(cx, 0);
    let maps: [&[u32]; 3] = [&c.lhs, &c.rhs, &c.acc];
    for (k, (dims, u)) in maps.iter().zip(uses).enumerate() {
        let rank = shape_of(cx, u.ty).0.len();
        if dims.len() != rank {
            return Err(Error::verify(
                mspan,
                format!(
                    "`{name}`: indexing map {k} has {} result(s), but {} has rank {rank}",
                    dims.len(),
                    cx.tyname(u.ty),
                ),
            ));
        }
    }
    // (the parser took each dimension's size from the first operand that
    // has it)
    for (dims, u) in maps.iter().zip(uses) {
        for (&d, &n) in dims.iter().zip(shape_of(cx, u.ty).0) {
            let size = c.sizes[d as usize];
            if size != n {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{name}`: iteration dimension d{d} has size {size} in one operand and {n} in another"
                    ),
                ));
            }
        }
    }
    for (d, &red) in c.reduction.iter().enumerate() {
        let d32 = d as u32;
        let in_acc = c.acc.contains(&d32);
        let in_lr = c.lhs.contains(&d32) || c.rhs.contains(&d32);
        if red == in_acc || !in_lr {
            return Err(Error::verify(
                mspan,
                format!(
                    "`{name}`: iteration dimension d{d} is {} but {} the accumulator's map",
                    if red { "a reduction" } else { "parallel" },
                    if in_acc { "in" } else { "not in" }
                ),
            )
            .help("the accumulator is indexed by exactly the parallel dimensions, and lhs or rhs by each dimension"));
        }
    }
    let kspan = attr_span_nth(cx, 1);
    kind_fits(cx, c.kind, kspan, elem)?;
    if c.kind != RedKind::Add {
        return Err(Error::verify(
            kspan,
            format!(
                "`{name}` with a combining kind other than `add` is not supported by this version of mlir2ll yet"
            ),
        ));
    }
    Ok(())
}
