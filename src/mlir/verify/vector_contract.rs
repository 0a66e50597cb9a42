//! The type rules of `vector.outerproduct` and `vector.multi_reduction`
//! (`vector.contract` is checked by the parser, which decodes its maps
//! against the operands' ranks).

use super::op::OpCx;
use super::vector::{attr_span_nth, is_vec, vec_ty};
use super::vector_slice::no_0d;
use crate::diag::{Error, Result, Span};
use crate::mlir::parse::vector::{ContractOp, RedKind, kind_text};
use crate::types::{Type, TypeId};

pub(super) fn contract(cx: &OpCx, op: &ContractOp) -> Result<()> {
    match op {
        ContractOp::OuterProduct { kind } => outer_product(cx, *kind),
        ContractOp::MultiReduction { kind, reduced } => multi_reduction(cx, *kind, reduced),
        // (checked by the parser)
        ContractOp::Contract(_) => Ok(()),
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
    let (name, uses) = (cx.name, cx.uses);
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
    let (name, uses) = (cx.name, cx.uses);
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
