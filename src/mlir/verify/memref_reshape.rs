//! `memref.expand_shape`/`collapse_shape`: their type rules, as MLIR 22's
//! verifier states them (`computeExpandedLayoutMap`,
//! `computeCollapsedLayoutMap`): the reassociation (decoded by the parser
//! into `Body::reassoc`) against the types, static and dynamic sizes,
//! strides and offsets, MLIR 22's `output_shape` and MLIR 13's form
//! without it.

use super::memref_view::{ranked, strided_ty};
use super::op::{OpCx, expect_operands_in};
use super::vector::attr_span_nth;
use crate::diag::{Error, Result};
use crate::mlir::parse::memref::{DYN, Reassoc};
use crate::mlir::parse::strided_form;
use crate::types::{DYNAMIC, Layout, Type};

/// `a * b` with MLIR's saturating rule: dynamic if either is.
fn sat_mul(a: Option<i64>, b: i64) -> Option<i64> {
    if b == DYNAMIC {
        return None;
    }
    a.and_then(|a| a.checked_mul(b))
}

/// The reassociation the parser decoded for `cx`'s op.
fn reassoc<'b>(cx: &OpCx<'b>) -> Option<&'b Reassoc> {
    let all = &cx.body.reassoc;
    let k = all.binary_search_by_key(&cx.at.start, |(s, _)| *s).ok()?;
    Some(&all[k].1)
}

pub(super) fn reshape(cx: &OpCx) -> Result<()> {
    let name = cx.name();
    expect_operands_in(cx.at, name, 1..=usize::MAX, cx.uses.len())?;
    cx.results(1)?;
    let Some(ra) = reassoc(cx) else {
        return Ok(());
    };
    let expand = ra.expand;
    let uses = cx.uses;
    let src = ranked(cx, uses[0].ty, uses[0].span)?;
    let res_t = cx.result_ty(0);
    let res = ranked(cx, res_t, cx.at)?;
    let (big, small) = if expand { (&res, &src) } else { (&src, &res) };
    let bad = |why: String| Error::verify(attr_span_nth(cx, 0), why);
    let ngroups = ra.groups as usize;
    if ngroups != small.shape.len() {
        return Err(bad(format!(
            "the reassociation has {} group(s), but the {} type has rank {}",
            ngroups,
            if expand { "source" } else { "result" },
            small.shape.len()
        )));
    }
    let group_of = &ra.group_of[..];
    if !big.shape.is_empty() {
        // The groups are listed in order: an empty one is one no dimension
        // names.
        let mut seen = 0usize;
        for &n in group_of {
            if n as usize > seen {
                return Err(bad(format!("reassociation group {seen} is empty")));
            }
            seen = n as usize + 1;
        }
        if seen < ngroups {
            return Err(bad(format!("reassociation group {seen} is empty")));
        }
    }
    if group_of.len() != big.shape.len() {
        return Err(bad(format!(
            "the reassociation covers {} dimension(s), but the {} type has rank {}",
            group_of.len(),
            if expand { "result" } else { "source" },
            big.shape.len()
        )));
    }
    if src.elem != res.elem || src.space != res.space {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}`: {} and {} differ in element type or memory space",
                cx.tyname(uses[0].ty),
                cx.tyname(res_t)
            ),
        ));
    }
    let output: &[i64] = ra.output.as_deref().unwrap_or_default();
    if ra.output.is_some() {
        let fits = output.len() == res.shape.len()
            && output
                .iter()
                .zip(res.shape.iter())
                .all(|(&o, &r)| if r == DYNAMIC { o == DYN } else { o == r });
        if !fits {
            return Err(Error::verify(
                attr_span_nth(cx, 1),
                format!(
                    "`output_shape` must give the sizes of {}: a value for each `?`, the size itself otherwise",
                    cx.tyname(res_t)
                ),
            ));
        }
    }
    let ndyn = output.iter().filter(|&&x| x == DYN).count();
    if uses.len() != 1 + ndyn {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` takes {} operand(s) (the source and one per dynamic `output_shape` entry), but {} are given",
                1 + ndyn,
                uses.len()
            ),
        ));
    }
    let idx = cx.t.index;
    if let Some(u) = uses[1..].iter().find(|u| u.ty != idx) {
        return Err(Error::verify(
            u.span,
            format!(
                "`{name}`: the `output_shape` values are indices, not {}",
                cx.tyname(u.ty)
            ),
        ));
    }
    // Sizes, group by group.
    let small_t = if expand { uses[0].ty } else { res_t };
    let big_t = if expand { res_t } else { uses[0].ty };
    for g in 0..small.shape.len() {
        let dims = || (0..big.shape.len()).filter(move |&d| group_of[d] == g as u32);
        let ndyn_g = dims().filter(|&d| big.shape[d] == DYNAMIC).count();
        let dynamic = small.shape[g] == DYNAMIC;
        if dynamic != (ndyn_g > 0) {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{name}`: dimension {g} of {} must be dynamic if and only if group {g} of {} has a dynamic size",
                    cx.tyname(small_t),
                    cx.tyname(big_t)
                ),
            ));
        }
        if !dynamic {
            let prod = dims().try_fold(1i64, |a, d| a.checked_mul(big.shape[d]));
            if prod != Some(small.shape[g]) {
                return Err(Error::verify(
                    cx.at,
                    format!(
                        "`{name}`: group {g} of {} has {} element(s), but dimension {g} of {} has size {}",
                        cx.tyname(big_t),
                        prod.map_or("too many".to_string(), |p| p.to_string()),
                        cx.tyname(small_t),
                        small.shape[g]
                    ),
                ));
            }
        }
        if expand && ndyn_g > 1 && output.is_empty() {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{name}`: group {g} of {} has more than one dynamic size: give them with `output_shape [...]`",
                    cx.tyname(res_t)
                ),
            ));
        }
    }
    // The layout MLIR infers: the identity from the identity, else the
    // source's offset and strides carried over.
    let src_identity = matches!(
        cx.t.get(uses[0].ty),
        Type::MemRef {
            layout: Layout::Identity,
            ..
        }
    );
    let (want_off, want_strides) = if src_identity {
        match strided_form(res.shape, &Layout::Identity) {
            Some(x) => x,
            None => return Ok(()),
        }
    } else if expand {
        let mut st = vec![None; res.shape.len()];
        for g in 0..src.shape.len() {
            let mut run = src.strides[g];
            for d in (0..res.shape.len())
                .rev()
                .filter(|&d| group_of[d] == g as u32)
            {
                st[d] = run;
                run = sat_mul(run, res.shape[d]);
            }
        }
        (src.offset, st)
    } else {
        let mut st = Vec::with_capacity(res.shape.len());
        for g in 0..res.shape.len() {
            let dims: Vec<usize> = (0..src.shape.len())
                .filter(|&d| group_of[d] == g as u32)
                .collect();
            let mut n = dims.len();
            while n > 1 && src.shape[dims[n - 1]] == 1 {
                n -= 1;
            }
            let Some(&last) = dims[..n].last() else {
                st.push(Some(1));
                continue;
            };
            st.push(if src.shape[last] != DYNAMIC || n == 1 {
                src.strides[last]
            } else {
                None
            });
        }
        // Each group must be contiguous where the strides say so.
        for (g, &first) in st.iter().enumerate() {
            let dims: Vec<usize> = (0..src.shape.len())
                .filter(|&d| group_of[d] == g as u32)
                .collect();
            let mut stride = first;
            for w in dims.windows(2).rev() {
                stride = sat_mul(stride, src.shape[w[1]]);
                if src.shape[w[0]] == 1 {
                    continue;
                }
                if let (Some(a), Some(b)) = (stride, src.strides[w[0]])
                    && a != b
                {
                    return Err(Error::verify(
                        cx.at,
                        format!(
                            "`{name}`: the dimensions of group {g} of {} are not contiguous",
                            cx.tyname(uses[0].ty)
                        ),
                    ));
                }
            }
        }
        (src.offset, st)
    };
    if res.offset != want_off || res.strides != want_strides {
        let want = strided_ty(
            cx.t,
            res.shape,
            res.elem,
            res.space,
            want_off,
            &want_strides,
        );
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}`: expected the result type {}, found {}",
                want.display(cx.t),
                cx.tyname(res_t)
            ),
        ));
    }
    Ok(())
}
