//! Memref views and globals (`subview`, `reinterpret_cast`, `view`,
//! `transpose`, `extract_strided_metadata`, `reshape`, `realloc`, `copy`,
//! ...): their operands and results, and their offsets, sizes and strides
//! against the result type, and their attributes against the types (a
//! `static_offsets` list against the source's rank, a permutation, at the
//! attribute's span kept in `Body::attr_spans`). `expand_shape` and
//! `collapse_shape` are in `memref_reshape.rs`.

use super::memref::{not_memref, tensor_error};
use super::op::{OpCx, Ty, expect_operands, expect_operands_in};
use super::vector::attr_span_nth;
use crate::diag::{Error, Result, Span};
use crate::mlir::parse::memref::{DYN, MemView};
use crate::mlir::parse::strided_form;
use crate::types::{DYNAMIC, Layout, Type, TypeId, Types};

/// A memref type's parts, for the type rules.
pub(crate) struct Ranked<'t> {
    pub shape: &'t [i64],
    pub elem: TypeId,
    pub space: u32,
    pub offset: Option<i64>,
    pub strides: Vec<Option<i64>>,
}

fn dyn_of(x: i64) -> Option<i64> {
    (x != DYN).then_some(x)
}

fn count_dyn(v: &[i64]) -> usize {
    v.iter().filter(|&&x| x == DYN).count()
}

/// The parts of ranked memref `t` with a strided layout; an error at `span`
/// otherwise.
pub(super) fn ranked<'t>(cx: &OpCx<'t>, t: TypeId, span: Span) -> Result<Ranked<'t>> {
    ranked_parts(cx.t, cx.name(), t, span)
}

/// [`ranked`] for op `name` (the parser's checks at attribute spans too).
pub(crate) fn ranked_parts<'t>(
    types: &'t Types,
    name: &str,
    t: TypeId,
    span: Span,
) -> Result<Ranked<'t>> {
    match types.get(t) {
        Type::MemRef {
            shape,
            elem,
            layout,
            space,
        } => {
            let Some((offset, strides)) = strided_form(shape, layout) else {
                return Err(Error::lower(
                    span,
                    format!(
                        "`{name}`: the layout of {} is not strided, so it has no descriptor",
                        types.display(t)
                    ),
                ));
            };
            Ok(Ranked {
                shape,
                elem: *elem,
                space: *space,
                offset,
                strides,
            })
        }
        Type::Tensor { .. } => Err(tensor_error(name, span)),
        _ => Err(Error::verify(
            span,
            format!(
                "`{name}` needs a ranked memref, but this is {}",
                types.display(t)
            ),
        )),
    }
}

/// The memref type with these parts (identity layout when the strides and
/// offset are those of the identity), not interned.
pub(super) fn strided_ty(
    t: &Types,
    shape: &[i64],
    elem: TypeId,
    space: u32,
    offset: Option<i64>,
    strides: &[Option<i64>],
) -> Ty {
    let layout = match strided_form(shape, &Layout::Identity) {
        Some((o, s)) if o == offset && s == strides => Layout::Identity,
        _ => Layout::Strided {
            offset,
            strides: strides.into(),
        },
    };
    Ty::new(
        t,
        Type::MemRef {
            shape: shape.into(),
            elem,
            layout,
            space,
        },
    )
}

/// Which unit dimensions (of sizes `sizes`) a `subview` to a result of
/// shape `res` drops, if that result can be a rank reduction at all.
pub(crate) fn subview_dropped(sizes: &[i64], res: &[i64]) -> Option<Vec<bool>> {
    let (rank, r) = (sizes.len(), res.len());
    if r > rank {
        return None;
    }
    let mut dropped = vec![false; rank];
    let mut j = 0;
    for k in 0..rank {
        let unit = sizes[k] == 1;
        if unit && rank - k > r - j && (j >= r || res[j] != 1) {
            dropped[k] = true;
        } else if j < r {
            j += 1;
        } else {
            return None;
        }
    }
    Some(dropped)
}

pub(crate) fn view(cx: &OpCx, view: &MemView) -> Result<()> {
    let results = |n: usize| cx.results(n);
    match view {
        MemView::GetGlobal(_) => {
            // (The global and the result type are checked against each
            // other by the parser, which resolves the symbol.)
            cx.arity(0)?;
            results(1)
        }
        MemView::SubView {
            offsets,
            sizes,
            strides,
            ..
        } => subview(cx, offsets, sizes, strides),
        MemView::ReinterpretCast {
            offset,
            sizes,
            strides,
        } => reinterpret_cast(cx, *offset, sizes, strides),
        MemView::View => view_op(cx),
        MemView::Transpose(perm) => transpose(cx, perm),
        MemView::Reshape | MemView::ReshapeDyn { .. } => super::memref_reshape::reshape(cx),
        MemView::StridedMetadata => strided_metadata(cx),
        MemView::AlignedPointer => {
            cx.arity(1)?;
            results(1)?;
            ranked(cx, cx.uses[0].ty, cx.uses[0].span)?;
            if cx.result_ty(0) != cx.t.index {
                return Err(Error::verify(
                    cx.at,
                    format!("`{}` produces an index", cx.name()),
                ));
            }
            Ok(())
        }
        MemView::AssumeAlignment(_) => {
            cx.arity(1)?;
            ranked(cx, cx.uses[0].ty, cx.uses[0].span)?;
            let n = cx.results.len();
            if n > 1 || (n == 1 && cx.result_ty(0) != cx.uses[0].ty) {
                return Err(Error::verify(
                    cx.at,
                    format!("`{}` produces the memref it is given", cx.name()),
                ));
            }
            Ok(())
        }
        MemView::ShapeReshape => shape_reshape(cx),
        MemView::Realloc(_) => realloc(cx),
        MemView::Copy => {
            cx.arity(2)?;
            results(0)?;
            let a = ranked(cx, cx.uses[0].ty, cx.uses[0].span)?;
            let b = ranked(cx, cx.uses[1].ty, cx.uses[1].span)?;
            if a.elem != b.elem || a.shape != b.shape {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{}` copies between memrefs of the same shape and element type, not from {} to {}",
                        cx.name(),
                        cx.tyname(cx.uses[0].ty),
                        cx.tyname(cx.uses[1].ty)
                    ),
                ));
            }
            Ok(())
        }
    }
}

fn subview(cx: &OpCx, offs: &[i64], sizes: &[i64], strides: &[i64]) -> Result<()> {
    let name = cx.name();
    cx.results(1)?;
    // (Only the generic form can leave the source out.)
    expect_operands_in(cx.at, name, 1..=usize::MAX, cx.uses.len())?;
    let src = ranked(cx, cx.uses[0].ty, cx.uses[0].span)?;
    let rank = src.shape.len();
    for (k, (v, what)) in [(offs, "offset"), (sizes, "size"), (strides, "stride")]
        .into_iter()
        .enumerate()
    {
        if v.len() != rank {
            return Err(Error::verify(
                attr_span_nth(cx, k),
                format!(
                    "`{name}` of {} expects {rank} {what} values, but {} are given",
                    cx.tyname(cx.uses[0].ty),
                    v.len()
                ),
            ));
        }
    }
    let ndyn = count_dyn(offs) + count_dyn(sizes) + count_dyn(strides);
    expect_operands(cx.at, name, 1 + ndyn, cx.uses.len())
        .map_err(|e| e.help("the operands are the source and one per dynamic entry"))?;
    // The inferred layout.
    let mut offset = src.offset;
    for (k, &o) in offs.iter().enumerate() {
        offset = match (offset, dyn_of(o), src.strides[k]) {
            (Some(o), Some(x), Some(s)) => x.checked_mul(s).and_then(|p| o.checked_add(p)),
            _ => None,
        };
    }
    let rstrides: Vec<Option<i64>> = (0..rank)
        .map(|k| match (src.strides[k], dyn_of(strides[k])) {
            (Some(a), Some(b)) => a.checked_mul(b),
            _ => None,
        })
        .collect();
    let rsizes: Vec<i64> = sizes
        .iter()
        .map(|&s| if s == DYN { DYNAMIC } else { s })
        .collect();
    let res_t = cx.result_ty(0);
    let mismatch = || {
        let full = strided_ty(cx.t, &rsizes, src.elem, src.space, offset, &rstrides);
        Error::verify(
            cx.at,
            format!(
                "`{name}`: expected the result type {} or a rank-reduced version of it, found {}",
                full.display(cx.t),
                cx.tyname(res_t)
            ),
        )
    };
    let Ok(res) = ranked(cx, res_t, cx.at) else {
        return Err(mismatch());
    };
    if res.elem != src.elem || res.space != src.space || res.shape.len() > rank {
        return Err(mismatch());
    }
    let Some(dropped) = subview_dropped(&rsizes, res.shape) else {
        return Err(mismatch());
    };
    let r = res.shape.len();
    if dropped.iter().filter(|d| !**d).count() != r || res.offset != offset {
        return Err(mismatch());
    }
    let kept = (0..rank).filter(|k| !dropped[*k]);
    for (j, k) in kept.enumerate() {
        if res.shape[j] != rsizes[k] || res.strides[j] != rstrides[k] {
            return Err(mismatch());
        }
    }
    Ok(())
}

fn reinterpret_cast(cx: &OpCx, offset: i64, sizes: &[i64], strides: &[i64]) -> Result<()> {
    let name = cx.name();
    cx.results(1)?;
    // (Only the generic form can leave the source out.)
    expect_operands_in(cx.at, name, 1..=usize::MAX, cx.uses.len())?;
    let (selem, sspace) = match cx.t.get(cx.uses[0].ty) {
        Type::MemRef { elem, space, .. } | Type::UnrankedMemRef { elem, space } => (*elem, *space),
        _ => return Err(not_memref(cx, &cx.uses[0])),
    };
    let res_t = cx.result_ty(0);
    let res = ranked(cx, res_t, cx.at)?;
    let rank = res.shape.len();
    for (k, (v, what)) in [(sizes, "size"), (strides, "stride")]
        .into_iter()
        .enumerate()
    {
        if v.len() != rank {
            return Err(Error::verify(
                attr_span_nth(cx, k),
                format!(
                    "`{name}` to {} expects {rank} {what} values, but {} are given",
                    cx.tyname(res_t),
                    v.len()
                ),
            ));
        }
    }
    let ndyn = usize::from(offset == DYN) + count_dyn(sizes) + count_dyn(strides);
    expect_operands(cx.at, name, 1 + ndyn, cx.uses.len())
        .map_err(|e| e.help("the operands are the source and one per dynamic entry"))?;
    if res.elem != selem || res.space != sspace {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}`: the source {} and the result {} differ in element type or memory space",
                cx.tyname(cx.uses[0].ty),
                cx.tyname(res_t)
            ),
        ));
    }
    let same_sizes = res.shape.len() == sizes.len()
        && res
            .shape
            .iter()
            .zip(sizes)
            .all(|(&r, &s)| r == if s == DYN { DYNAMIC } else { s });
    let same_strides = res.strides.len() == strides.len()
        && res
            .strides
            .iter()
            .zip(strides)
            .all(|(&r, &s)| r == dyn_of(s));
    if !same_sizes || res.offset != dyn_of(offset) || !same_strides {
        let rsizes: Vec<i64> = sizes
            .iter()
            .map(|&s| if s == DYN { DYNAMIC } else { s })
            .collect();
        let rstrides: Vec<Option<i64>> = strides.iter().map(|&s| dyn_of(s)).collect();
        let want = strided_ty(cx.t, &rsizes, selem, sspace, dyn_of(offset), &rstrides);
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}`: the offset, sizes and strides give {}, but the result type is {}",
                want.display(cx.t),
                cx.tyname(res_t)
            ),
        ));
    }
    Ok(())
}

fn view_op(cx: &OpCx) -> Result<()> {
    let name = cx.name();
    cx.results(1)?;
    // (Only the generic form can leave the source out.)
    expect_operands_in(cx.at, name, 1..=usize::MAX, cx.uses.len())?;
    let u = &cx.uses[0];
    let src = ranked(cx, u.ty, u.span)?;
    if src.shape.len() != 1
        || !matches!(cx.t.get(src.elem), Type::Int(8))
        || src.offset != Some(0)
        || src.strides != [Some(1)]
    {
        return Err(Error::verify(
            u.span,
            format!(
                "`{name}` takes a contiguous 1-D memref of i8, not {}",
                cx.tyname(u.ty)
            ),
        ));
    }
    let res_t = cx.result_ty(0);
    let shape = match cx.t.get(res_t) {
        Type::MemRef {
            shape,
            layout: Layout::Identity,
            space,
            ..
        } if *space == src.space => shape,
        _ => {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{name}` makes a memref with the identity layout in the source's memory space, not {}",
                    cx.tyname(res_t)
                ),
            ));
        }
    };
    let ndyn = shape.iter().filter(|&&d| d == DYNAMIC).count();
    expect_operands(cx.at, name, 2 + ndyn, cx.uses.len()).map_err(|e| {
        e.help(format!(
            "the operands are the buffer, the byte shift and one size per dynamic dimension of {}",
            cx.tyname(res_t)
        ))
    })
}

fn transpose(cx: &OpCx, perm: &[u32]) -> Result<()> {
    cx.arity(1)?;
    cx.results(1)?;
    let src = ranked(cx, cx.uses[0].ty, cx.uses[0].span)?;
    let rank = src.shape.len();
    if !is_permutation(perm, rank) {
        return Err(Error::verify(
            attr_span_nth(cx, 0),
            format!("expected a permutation of the {rank} dimensions"),
        ));
    }
    let dim = |p: u32| src.shape.get(p as usize).copied().unwrap_or(DYNAMIC);
    let stride = |p: u32| src.strides.get(p as usize).copied().flatten();
    let res_t = cx.result_ty(0);
    let same = ranked(cx, res_t, cx.at).is_ok_and(|r| {
        r.shape.len() == perm.len()
            && perm.iter().zip(r.shape).all(|(&p, &d)| d == dim(p))
            && perm.iter().zip(&r.strides).all(|(&p, &s)| s == stride(p))
            && r.offset == src.offset
            && r.elem == src.elem
            && r.space == src.space
    });
    if !same {
        let shape: Vec<i64> = perm.iter().map(|&p| dim(p)).collect();
        let strides: Vec<Option<i64>> = perm.iter().map(|&p| stride(p)).collect();
        let want = strided_ty(cx.t, &shape, src.elem, src.space, src.offset, &strides);
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}`: expected the result type {}, found {}",
                cx.name(),
                want.display(cx.t),
                cx.tyname(res_t)
            ),
        ));
    }
    Ok(())
}

/// Whether `perm` lists each of `0..rank` once.
fn is_permutation(perm: &[u32], rank: usize) -> bool {
    if perm.len() != rank {
        return false;
    }
    let mut seen = vec![false; rank];
    perm.iter()
        .all(|&p| (p as usize) < rank && !std::mem::replace(&mut seen[p as usize], true))
}

fn strided_metadata(cx: &OpCx) -> Result<()> {
    cx.arity(1)?;
    let src = ranked(cx, cx.uses[0].ty, cx.uses[0].span)?;
    let rank = src.shape.len();
    let base = Ty::new(
        cx.t,
        Type::MemRef {
            shape: [].into(),
            elem: src.elem,
            layout: Layout::Identity,
            space: src.space,
        },
    );
    let idx = cx.t.index;
    let ok = cx.results.len() == 2 + 2 * rank && {
        let mut tys = cx.result_tys();
        tys.next().is_some_and(|t| base.is(cx.t, t)) && tys.all(|t| t == idx)
    };
    if !ok {
        let mut list = vec![base.display(cx.t)];
        list.extend(std::iter::repeat_n(cx.tyname(idx), 1 + 2 * rank));
        return Err(Error::verify(
            cx.at,
            format!(
                "`{}` of {} produces {}",
                cx.name(),
                cx.tyname(cx.uses[0].ty),
                list.join(", ")
            ),
        ));
    }
    Ok(())
}

fn shape_reshape(cx: &OpCx) -> Result<()> {
    let name = cx.name();
    cx.arity(2)?;
    cx.results(1)?;
    let (u0, u1) = (&cx.uses[0], &cx.uses[1]);
    let src = ranked(cx, u0.ty, u0.span)?;
    let ident = |ty| {
        matches!(
            cx.t.get(ty),
            Type::MemRef {
                layout: Layout::Identity,
                ..
            }
        )
    };
    if !ident(u0.ty) {
        return Err(Error::verify(
            u0.span,
            format!(
                "`{name}` needs a source with the identity layout, not {}",
                cx.tyname(u0.ty)
            ),
        ));
    }
    let shape_ok = matches!(cx.t.get(u1.ty), Type::MemRef { shape, elem, .. }
        if shape.len() == 1 && shape[0] != DYNAMIC
            && matches!(cx.t.get(*elem), Type::Int(_) | Type::Index));
    let res_t = cx.result_ty(0);
    let res = match cx.t.get(res_t) {
        Type::MemRef { .. } if ident(res_t) => ranked(cx, res_t, cx.at)?,
        Type::UnrankedMemRef { .. } => {
            return Err(Error::lower(
                cx.at,
                format!(
                    "`{name}` to an unranked memref is not supported by this version of mlir2ll yet"
                ),
            )
            .label("not supported yet"));
        }
        _ => {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{name}` makes a memref with the identity layout, not {}",
                    cx.tyname(res_t)
                ),
            ));
        }
    };
    let Type::MemRef { shape: sshape, .. } = cx.t.get(u1.ty) else {
        return Err(not_memref(cx, u1));
    };
    if !shape_ok || sshape[0] != res.shape.len() as i64 {
        return Err(Error::verify(
            u1.span,
            format!(
                "`{name}` to {} takes the shape as a memref<{}xindex> (or of integers), not {}",
                cx.tyname(res_t),
                res.shape.len(),
                cx.tyname(u1.ty)
            ),
        ));
    }
    if res.elem != src.elem || res.space != src.space {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}`: {} and {} differ in element type or memory space",
                cx.tyname(u0.ty),
                cx.tyname(res_t)
            ),
        ));
    }
    Ok(())
}

fn realloc(cx: &OpCx) -> Result<()> {
    let name = cx.name();
    cx.results(1)?;
    // (Only the generic form can leave the source out.)
    expect_operands_in(cx.at, name, 1..=usize::MAX, cx.uses.len())?;
    let res_t = cx.result_ty(0);
    let one_d = |ty| match cx.t.get(ty) {
        Type::MemRef {
            shape,
            elem,
            layout: Layout::Identity,
            space: 0,
        } if shape.len() == 1 => Some((shape[0], *elem)),
        _ => None,
    };
    // (A source is there: the custom form has one, and the generic form's
    // count is checked below only once the types are known.)
    let src_t = cx.uses.first().map(|u| u.ty);
    let (Some((_, se)), Some((rn, re))) = (src_t.and_then(one_d), one_d(res_t)) else {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` takes and makes 1-D memrefs with the identity layout in memory space 0, not {} to {}",
                src_t.map_or_else(|| "nothing".to_string(), |t| cx.tyname(t)),
                cx.tyname(res_t)
            ),
        ));
    };
    if se != re {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` keeps the element type: {} to {}",
                cx.tyname(cx.uses[0].ty),
                cx.tyname(res_t)
            ),
        ));
    }
    cx.arity(if rn == DYNAMIC { 2 } else { 1 })
}

// ----- memref.global: a top-level item, checked where it is built --------
// (`parse/memref.rs::memref_global` calls these: a global is not an op of
// a function body, so `verify_op` never sees it.)

/// The type of a `memref.global` (at `span`): a statically shaped memref
/// with the identity layout.
pub(crate) fn memref_global_type(t: &Types, ty: TypeId, span: Span) -> Result<()> {
    match t.get(ty) {
        Type::MemRef {
            shape,
            layout: Layout::Identity,
            space: 0,
            ..
        } if !shape.contains(&DYNAMIC) => Ok(()),
        _ => Err(Error::verify(
            span,
            format!(
                "the type of a `memref.global` must be a statically shaped memref with the identity layout, not {}",
                t.display(ty)
            ),
        )),
    }
}

/// The element type `elem` of a `memref.global` of type `ty` with an
/// initial value (at `span`): one mlir2ll can write.
pub(crate) fn memref_global_elem(t: &Types, ty: TypeId, elem: TypeId, span: Span) -> Result<()> {
    if !matches!(t.get(elem), Type::Int(_) | Type::Index) && !t.is_float(elem) {
        return Err(Error::lower(
            span,
            format!(
                "initial values of {} are not supported (only integer, index and float elements)",
                t.display(ty)
            ),
        ));
    }
    Ok(())
}

/// The initial value of a `memref.global` of type `ty` (`count` elements,
/// written with rank `rank`) against the type.
pub(crate) fn memref_global_init(
    t: &Types,
    ty: TypeId,
    count: usize,
    rank: usize,
    span: Span,
) -> Result<()> {
    let Type::MemRef { shape: want, .. } = t.get(ty) else {
        return Ok(());
    };
    if count > 1 && rank != want.len() {
        return Err(Error::verify(
            span,
            format!(
                "the initial value has rank {rank}, but the global's type {} has rank {}",
                t.display(ty),
                want.len()
            ),
        ));
    }
    if want.is_empty() && count != 1 {
        return Err(Error::verify(
            span,
            format!("a rank-0 global takes one element, not {count}"),
        ));
    }
    Ok(())
}
