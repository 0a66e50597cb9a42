//! `vector` ops: their type rules. The parser decodes the ops' attributes
//! (positions, masks, permutations, kinds) into their `OpKind`s and
//! records the span of the one a rule points at (`Body::attr_spans`);
//! operand and result counts, types, and attributes against shapes are
//! checked here.

use super::op::{OpCx, Ty};
use crate::diag::{Error, Result, Span};
use crate::mlir::ir::Use;
use crate::mlir::parse::tensor_error;
use crate::mlir::parse::vector::{RedKind, VectorOp, kind_text};
use crate::types::{Type, TypeId, Types};

/// The span of the attribute the parser recorded for this op (its
/// positions, mask, ...), else the op's name.
pub(super) fn attr_span(cx: &OpCx) -> Span {
    attr_span_nth(cx, 0)
}

/// The span of the `k`-th attribute the parser recorded for this op.
pub(super) fn attr_span_nth(cx: &OpCx, k: usize) -> Span {
    cx.body.attr_span_at(cx.at.start, k).unwrap_or(cx.at)
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
                        cx.name(),
                        cx.tyname(*elem)
                    ),
                ));
            }
            Ok(())
        }
        Type::Tensor { .. } => Err(tensor_error(cx.name(), cx.at)),
        _ => Err(Error::verify(
            cx.at,
            format!("`{}` makes a vector, not {}", cx.name(), cx.tyname(t)),
        )),
    }
}

pub(super) fn extract_element(cx: &OpCx) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
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
    let (name, uses) = (cx.name(), cx.uses);
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
            format!("`{}` works on a vector, not {}", cx.name(), cx.tyname(u.ty)),
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
                cx.name(),
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
                cx.name(),
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
                cx.name(),
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
    let (name, uses) = (cx.name(), cx.uses);
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
        VectorOp::Print(_) => print(cx),
        VectorOp::PrintStr(_) => {
            cx.results(0)?;
            if !cx.uses.is_empty() {
                return Err(Error::verify(
                    attr_span(cx),
                    format!("`{}` prints a value or a string, not both", cx.name()),
                ));
            }
            Ok(())
        }
        VectorOp::Broadcast => broadcast(cx),
        VectorOp::Shuffle(mask) => shuffle(cx, mask),
        VectorOp::Fma => fma(cx),
        VectorOp::Reduction { kind, .. } => reduction(cx, *kind),
        VectorOp::FromElements => from_elements(cx),
        VectorOp::Step => step(cx),
        VectorOp::Transpose(perm) => transpose(cx, Some(perm)),
        VectorOp::ShapeCast => transpose(cx, None),
        VectorOp::Mem(m) => super::vector_mem::mem(cx, m),
        VectorOp::Slice(c) => super::vector_slice::slice(cx, c),
        VectorOp::Contract(c) => super::vector_contract::contract(cx, c),
    }
}

/// `n` operands and `res` results.
fn want(cx: &OpCx, n: usize, res: usize) -> Result<()> {
    cx.arity(n)?;
    cx.results(res)
}

fn print(cx: &OpCx) -> Result<()> {
    cx.results(0)?;
    if cx.uses.len() > 1 {
        return Err(Error::verify(
            cx.at,
            format!("`{}` prints at most one value", cx.name()),
        ));
    }
    if let Some(u) = cx.uses.first() {
        let e = cx.t.scalar_of(u.ty);
        let ok = match cx.t.get(e) {
            Type::Int(w) => *w <= 64,
            Type::Index | Type::F16 | Type::BF16 | Type::F32 | Type::F64 => true,
            _ => false,
        };
        if !ok {
            return Err(Error::verify(
                u.span,
                format!(
                    "`{}` prints integers of at most 64 bits, index, floats and vectors of them, not {}",
                    cx.name(),
                    cx.tyname(u.ty)
                ),
            ));
        }
    }
    Ok(())
}

fn broadcast(cx: &OpCx) -> Result<()> {
    want(cx, 1, 1)?;
    let name = cx.name();
    let (src, r) = (cx.uses[0].ty, cx.result_ty(0));
    let Type::Vector { shape: rs, elem } = cx.t.get(r) else {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` makes a vector, not {}", cx.tyname(r)),
        ));
    };
    let ss: &[i64] = match cx.t.get(src) {
        Type::Vector { shape, .. } => shape,
        _ => &[],
    };
    let fits = cx.t.scalar_of(src) == *elem
        && ss.len() <= rs.len()
        && ss
            .iter()
            .zip(&rs[rs.len() - ss.len()..])
            .all(|(s, d)| *s == 1 || s == d);
    if !fits {
        return Err(Error::verify(
            cx.uses[0].span,
            format!(
                "`{name}` cannot stretch {} to {}",
                cx.tyname(src),
                cx.tyname(r)
            ),
        )
        .help("the source is a scalar of the element type or a vector whose trailing dimensions equal the result's or are 1"));
    }
    Ok(())
}

fn shuffle(cx: &OpCx, mask: &[u32]) -> Result<()> {
    want(cx, 2, 1)?;
    let name = cx.name();
    let (a, b) = (cx.uses[0].ty, cx.uses[1].ty);
    let (
        Type::Vector {
            shape: sa,
            elem: ea,
        },
        Type::Vector {
            shape: sb,
            elem: eb,
        },
    ) = (cx.t.get(a), cx.t.get(b))
    else {
        return Err(Error::verify(cx.at, format!("`{name}` takes two vectors")));
    };
    // A 0-D vector shuffles as a 1-element 1-D one.
    let mixed = sa.is_empty() != sb.is_empty();
    let one: &[i64] = &[1];
    let sa: &[i64] = if sa.is_empty() { one } else { sa };
    let sb: &[i64] = if sb.is_empty() { one } else { sb };
    if mixed || ea != eb || sa.len() != sb.len() || sa[1..] != sb[1..] {
        return Err(Error::verify(
            cx.uses[1].span,
            format!(
                "`{name}` of {} and {}: the element types and all dimensions but the first must agree",
                cx.tyname(a),
                cx.tyname(b)
            ),
        ));
    }
    let total = (sa[0] + sb[0]) as u64;
    if mask.iter().any(|&m| m != u32::MAX && m as u64 >= total) {
        return Err(Error::verify(
            attr_span(cx),
            format!("`{name}` mask positions must be in 0..{total} (or -1 for poison)"),
        )
        .label("out of range"));
    }
    let r = cx.result_ty(0);
    let ok = !mask.is_empty()
        && matches!(cx.t.get(r), Type::Vector { shape, elem }
            if elem == ea && shape.len() == sa.len() && shape[0] == mask.len() as i64
                && shape[1..] == sa[1..]);
    if !ok {
        let mut rshape = sa.to_vec();
        rshape[0] = mask.len() as i64;
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` makes {}",
                vec_ty(cx.t, &rshape, *ea, false).display(cx.t)
            ),
        ));
    }
    Ok(())
}

fn fma(cx: &OpCx) -> Result<()> {
    want(cx, 3, 1)?;
    let name = cx.name();
    let t = cx.uses[0].ty;
    if !matches!(cx.t.get(t), Type::Vector { .. }) || !cx.t.is_float_like(t) {
        return Err(Error::verify(
            cx.uses[0].span,
            format!("`{name}` takes vectors of floats, not {}", cx.tyname(t)),
        ));
    }
    if cx.uses.iter().any(|u| u.ty != t) || cx.result_ty(0) != t {
        return Err(Error::verify(
            cx.at,
            format!("`{name}`: operands and result must all be {}", cx.tyname(t)),
        ));
    }
    Ok(())
}

fn reduction(cx: &OpCx, kind: RedKind) -> Result<()> {
    let name = cx.name();
    cx.arity_in(1..=2)?;
    cx.results(1)?;
    let t = cx.uses[0].ty;
    let elem = match cx.t.get(t) {
        // (0-D or 1-D)
        Type::Vector { shape, elem } if shape.len() <= 1 => *elem,
        _ => {
            return Err(Error::verify(
                cx.uses[0].span,
                format!("`{name}` reduces a 1-D vector, not {}", cx.tyname(t)),
            ));
        }
    };
    if cx.result_ty(0) != elem || cx.uses.get(1).is_some_and(|u| u.ty != elem) {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of {} gives (and accumulates) {}",
                cx.tyname(t),
                cx.tyname(elem)
            ),
        ));
    }
    let float = cx.t.is_float(elem);
    if kind.float().is_some_and(|f| f != float) {
        let kspan = attr_span(cx);
        return Err(Error::verify(
            kspan,
            format!(
                "reduction kind `{}` does not fit the element type {}",
                kind_text(cx.text(kspan)),
                cx.tyname(elem)
            ),
        )
        .label(if float {
            "an integer kind"
        } else {
            "a float kind"
        }));
    }
    Ok(())
}

fn from_elements(cx: &OpCx) -> Result<()> {
    let name = cx.name();
    cx.results(1)?;
    let r = cx.result_ty(0);
    let Type::Vector { shape, elem } = cx.t.get(r) else {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` makes a vector, not {}", cx.tyname(r)),
        ));
    };
    let n: i64 = shape.iter().product();
    if cx.uses.len() as i64 != n {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of {} takes {n} elements, but {} are given",
                cx.tyname(r),
                cx.uses.len()
            ),
        ));
    }
    if let Some(u) = cx.uses.iter().find(|u| u.ty != *elem) {
        return Err(Error::verify(
            u.span,
            format!("`{name}`: the elements must be {}", cx.tyname(*elem)),
        ));
    }
    Ok(())
}

fn step(cx: &OpCx) -> Result<()> {
    want(cx, 0, 1)?;
    let r = cx.result_ty(0);
    let ok = matches!(cx.t.get(r), Type::Vector { shape, elem }
        if shape.len() == 1 && *elem == cx.t.index);
    if !ok {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` makes a 1-D vector of index, not {}",
                cx.name(),
                cx.tyname(r)
            ),
        ));
    }
    Ok(())
}

/// `vector.transpose` by `perm` (`u32::MAX`: not a position), or
/// `vector.shape_cast` (`None`).
fn transpose(cx: &OpCx, perm: Option<&[u32]>) -> Result<()> {
    want(cx, 1, 1)?;
    let name = cx.name();
    let (t, r) = (cx.uses[0].ty, cx.result_ty(0));
    let (
        Type::Vector {
            shape: ss,
            elem: se,
        },
        Type::Vector {
            shape: rs,
            elem: re,
        },
    ) = (cx.t.get(t), cx.t.get(r))
    else {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` takes and makes vectors"),
        ));
    };
    if se != re {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` keeps the element type: {} to {}",
                cx.tyname(t),
                cx.tyname(r)
            ),
        ));
    }
    let Some(perm) = perm else {
        if ss.iter().product::<i64>() != rs.iter().product::<i64>() {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{name}` keeps the number of elements: {} to {}",
                    cx.tyname(t),
                    cx.tyname(r)
                ),
            ));
        }
        return Ok(());
    };
    let n = ss.len();
    let is_perm = perm.len() == n && is_permutation(perm);
    if !is_perm {
        return Err(Error::verify(
            attr_span(cx),
            format!(
                "`{name}` of {} needs a permutation of 0..{}",
                cx.tyname(t),
                n
            ),
        )
        .label("not a permutation"));
    }
    if rs.len() != n
        || perm
            .iter()
            .zip(rs.iter())
            .any(|(&p, &d)| ss[p as usize] != d)
    {
        let want: Vec<i64> = perm.iter().map(|&p| ss[p as usize]).collect();
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` of {} by this permutation makes {}",
                cx.tyname(t),
                vec_ty(cx.t, &want, *se, false).display(cx.t)
            ),
        ));
    }
    Ok(())
}

/// Whether `perm` is a permutation of `0..perm.len()` (a bit set up to 64
/// dimensions, without allocating).
pub(super) fn is_permutation(perm: &[u32]) -> bool {
    let n = perm.len();
    if perm.iter().any(|&p| p as usize >= n) {
        return false;
    }
    if n <= 64 {
        let mut seen = 0u64;
        perm.iter().all(|&p| {
            let bit = 1u64 << p;
            let fresh = seen & bit == 0;
            seen |= bit;
            fresh
        })
    } else {
        let mut seen = vec![false; n];
        perm.iter()
            .all(|&p| !std::mem::replace(&mut seen[p as usize], true))
    }
}
