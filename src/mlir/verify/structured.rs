//! `scf` and `affine` ops: operands against their regions' arguments and terminators, bounds, maps.
//!
//! The parser decodes the maps, integer sets, steps, reduction kinds and
//! case values into the `OpKind`; everything checked against types, counts
//! and the regions is here.

use super::memref::not_memref;
use super::op::OpCx;
use crate::diag::{Error, Result, Span};
use crate::mlir::ir::*;
use crate::types::{Type, TypeId};

/// What a region's blocks must end with.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Ends {
    /// `scf.yield`/`affine.yield` with values of these types.
    Yield,
    /// `scf.condition` (the `before` region of `scf.while`).
    Condition,
    /// `scf.reduce.return` (the regions of `scf.reduce`).
    ReduceReturn,
    /// `memref.atomic_yield` (the region of `memref.generic_atomic_rmw`).
    #[allow(dead_code)] // (until `memref.generic_atomic_rmw`'s rules move here)
    AtomicYield,
}

/// Up to this many types are gathered on the stack.
const BUF: usize = 8;

/// Calls `f` with the types of `it` as a slice (on the stack for the usual
/// few).
pub(super) fn with_tys<R>(
    it: impl ExactSizeIterator<Item = TypeId>,
    f: impl FnOnce(&[TypeId]) -> R,
) -> R {
    let n = it.len();
    if n <= BUF {
        let mut buf = [TypeId(0); BUF];
        for (k, t) in it.enumerate() {
            buf[k] = t;
        }
        f(&buf[..n])
    } else {
        let v: Vec<TypeId> = it.collect();
        f(&v)
    }
}

fn type_names(cx: &OpCx, tys: &[TypeId]) -> String {
    let v: Vec<String> = tys.iter().map(|t| cx.tyname(*t)).collect();
    v.join(", ")
}

/// The op's regions.
fn regions<'a>(cx: &OpCx<'a>) -> &'a [RegionId] {
    cx.body.regions(cx.op)
}

/// Checks the regions of a region op: their number, that each has one
/// block (when `single`) whose arguments have types `args[k]`, and that the
/// blocks end in `ends` with operands of types `yields[k]`.
pub(super) fn check_regions(
    cx: &OpCx,
    n: usize,
    single: bool,
    args: &[&[TypeId]],
    ends: &[Ends],
    yields: &[&[TypeId]],
) -> Result<()> {
    check_regions_of(cx, regions(cx), n, single, args, ends, yields)
}

/// [`check_regions`] of the regions `rs` (a part of the op's).
fn check_regions_of(
    cx: &OpCx,
    rs: &[RegionId],
    n: usize,
    single: bool,
    args: &[&[TypeId]],
    ends: &[Ends],
    yields: &[&[TypeId]],
) -> Result<()> {
    let (name, at, body) = (cx.name(), cx.at, cx.body);
    if rs.len() != n {
        return Err(Error::verify(
            at,
            format!("`{name}` takes {n} region(s), but {} are given", rs.len()),
        ));
    }
    for (k, &r) in rs.iter().enumerate() {
        let blocks = body.region_blocks(r);
        let Some(&entry) = blocks.first() else {
            continue; // an empty region: allowed where the caller says
        };
        let region = &body.regions[r.index()];
        if single && blocks.len() != 1 {
            return Err(Error::verify(
                region.span,
                format!("the regions of `{name}` must have exactly one block"),
            ));
        }
        let want = args[k.min(args.len() - 1)];
        let arg_tys = || body.args(entry).iter().map(|v| body.values[v.index()].ty);
        if !arg_tys().eq(want.iter().copied()) {
            let got: Vec<TypeId> = arg_tys().collect();
            return Err(Error::verify(
                body.blocks[entry.index()].span,
                format!(
                    "the entry block of this region of `{name}` must take ({}), not ({})",
                    type_names(cx, want),
                    type_names(cx, &got)
                ),
            ));
        }
        let end = ends[k.min(ends.len() - 1)];
        let want = yields[k.min(yields.len() - 1)];
        for &b in blocks {
            let Some(&last) = body.block_ops(b).last() else {
                continue;
            };
            let op = body.op(last);
            let opname = || cx.text(op.span).trim_matches('"');
            let atomic_yield =
                matches!(op.kind, OpKind::Yield) && opname().ends_with("atomic_yield");
            let (is_end, skip) = match (end, &op.kind) {
                (Ends::Yield, OpKind::Yield) => (!atomic_yield, 0),
                (Ends::AtomicYield, OpKind::Yield) => (atomic_yield, 0),
                (Ends::Condition, OpKind::Condition) => (true, 1),
                (Ends::ReduceReturn, OpKind::ReduceReturn) => (true, 0),
                (_, OpKind::Yield | OpKind::Condition | OpKind::ReduceReturn | OpKind::Return) => {
                    (false, 0)
                }
                // Branches between the blocks of a multi-block region.
                _ if !single => continue,
                _ => (false, 0),
            };
            if !is_end {
                let want = match end {
                    Ends::Yield => "`scf.yield` (or `affine.yield`)",
                    Ends::Condition => "`scf.condition`",
                    Ends::ReduceReturn => "`scf.reduce.return`",
                    Ends::AtomicYield => "`memref.atomic_yield`",
                };
                return Err(Error::verify(
                    op.span,
                    format!(
                        "this region of `{name}` must end with {want}, not `{}`",
                        opname()
                    ),
                )
                .note(at, "the region's operation"));
            }
            let operands = body.operands(op);
            let given = operands.get(skip..).unwrap_or_default();
            if !given.iter().map(|u| u.ty).eq(want.iter().copied()) {
                let given: Vec<TypeId> = given.iter().map(|u| u.ty).collect();
                return Err(Error::verify(
                    op.span,
                    format!(
                        "`{}` gives ({}), but `{name}` expects ({}) here",
                        opname(),
                        type_names(cx, &given),
                        type_names(cx, want)
                    ),
                )
                .note(at, "the region's operation"));
            }
            if skip == 1
                && let Some(c) = operands.first()
                && c.ty != cx.t.i1
            {
                return Err(Error::verify(
                    c.span,
                    format!("the condition must be i1, not {}", cx.tyname(c.ty)),
                ));
            }
        }
    }
    Ok(())
}

/// The one-block body of a loop: arguments the induction variable (of type
/// `iv`) and the iteration values, ending in a yield of them.
fn check_loop_body(cx: &OpCx, iv: TypeId, res: &[TypeId]) -> Result<()> {
    if loop_body_ok(cx, iv, res) {
        return Ok(());
    }
    // The entry block's types: on the stack for the usual few.
    let mut buf = [iv; BUF];
    let heap: Vec<TypeId>;
    let args: &[TypeId] = if res.len() < BUF {
        buf[1..=res.len()].copy_from_slice(res);
        &buf[..=res.len()]
    } else {
        heap = std::iter::once(iv).chain(res.iter().copied()).collect();
        &heap
    };
    check_regions(cx, 1, true, &[args], &[Ends::Yield], &[res])?;
    if cx.body.region_blocks(regions(cx)[0]).is_empty() {
        return Err(Error::verify(
            cx.at,
            format!("the body of `{}` is empty", cx.name()),
        ));
    }
    Ok(())
}

/// The usual loop body, checked directly: one region of one block taking
/// (`iv`, `res`..), ending in `scf.yield`/`affine.yield` of `res`. Anything
/// else (and every error) goes the general way of [`check_regions`].
fn loop_body_ok(cx: &OpCx, iv: TypeId, res: &[TypeId]) -> bool {
    let &[r] = regions(cx) else {
        return false;
    };
    yield_region_ok(cx, r, Some(iv), res)
}

/// Region `r` is one block taking (`iv`, if given, then) `res`.. when `iv`
/// is given (else nothing), ending in `scf.yield`/`affine.yield` of `res`.
fn yield_region_ok(cx: &OpCx, r: RegionId, iv: Option<TypeId>, res: &[TypeId]) -> bool {
    let body = cx.body;
    let &[b] = body.region_blocks(r) else {
        return false;
    };
    let args = body.args(b);
    let ok_args = match iv {
        None => args.is_empty(),
        Some(iv) => {
            args.len() == res.len() + 1
                && body.values[args[0].index()].ty == iv
                && args[1..]
                    .iter()
                    .zip(res)
                    .all(|(a, t)| body.values[a.index()].ty == *t)
        }
    };
    if !ok_args {
        return false;
    }
    let Some(&last) = body.block_ops(b).last() else {
        return false;
    };
    let op = body.op(last);
    // (`memref.atomic_yield` is a `Yield` too, with a longer name.)
    matches!(op.kind, OpKind::Yield)
        && op.span.end.saturating_sub(op.span.start) <= "\"affine.yield\"".len() as u32
        && body
            .operands(op)
            .iter()
            .map(|u| u.ty)
            .eq(res.iter().copied())
}

/// With results, `then` and `else` must have a block; without, an empty
/// region (`{}`) holds an implicit yield.
fn check_if_regions(cx: &OpCx, res: &[TypeId]) -> Result<()> {
    let rs = regions(cx);
    if !res.is_empty() && cx.body.region_blocks(rs[0]).is_empty() {
        return Err(Error::verify(
            cx.at,
            format!(
                "the `then` region of `{}` is empty, but it has results",
                cx.name()
            ),
        ));
    }
    if !res.is_empty() && cx.body.region_blocks(rs[1]).is_empty() {
        return Err(Error::verify(
            cx.at,
            format!("`{}` has results, so it needs an `else` region", cx.name()),
        ));
    }
    Ok(())
}

/// Terminators end their blocks, and only they (every op: a rule of the
/// op's place in its block). An empty block is the parser's to report.
#[inline]
pub(super) fn placement(cx: &OpCx) -> Result<()> {
    let ops = cx.body.blocks[cx.op.block.index()].ops;
    if ops.len == 0 {
        return Ok(());
    }
    let Some(&last) = cx.body.op_order.get((ops.start + ops.len - 1) as usize) else {
        return Ok(());
    };
    let is_last = std::ptr::eq(&cx.body.ops[last.index()], cx.op);
    if is_last != cx.op.kind.is_terminator() {
        return Err(placement_error(cx, is_last));
    }
    Ok(())
}

#[cold]
#[inline(never)]
fn placement_error(cx: &OpCx, is_last: bool) -> Error {
    if is_last {
        Error::verify(cx.at, "block does not end with a terminator")
            .label("the block's last operation")
            .help("end every block with `return`, `br` or `cond_br`")
    } else {
        Error::verify(
            cx.at,
            format!(
                "`{}` must be the last operation of its block",
                cx.text(cx.at)
            ),
        )
        .label("a terminator, followed by more operations")
    }
}

pub(super) fn yield_(_cx: &OpCx) -> Result<()> {
    // Its operands against the region's op: that op's rules.
    Ok(())
}

pub(super) fn condition(cx: &OpCx) -> Result<()> {
    if cx.uses.is_empty() {
        return Err(Error::verify(
            cx.at,
            "`scf.condition` needs a condition operand",
        ));
    }
    Ok(())
}

pub(super) fn scf_for(cx: &OpCx) -> Result<()> {
    let (name, uses) = (cx.name(), cx.uses);
    if uses.len() < 3 {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` takes a lower bound, an upper bound and a step"),
        ));
    }
    let t = uses[0].ty;
    for u in &uses[1..3] {
        if u.ty != t {
            return Err(Error::verify(
                u.span,
                format!(
                    "operands of `{name}` must have the same type, but this one is {} and the first is {}",
                    cx.tyname(u.ty),
                    cx.tyname(t)
                ),
            ));
        }
    }
    if !matches!(cx.t.get(t), Type::Index | Type::Int(_)) {
        return Err(Error::verify(
            uses[0].span,
            format!(
                "the bounds of `{name}` must be index or integers, not {}",
                cx.tyname(t)
            ),
        ));
    }
    with_tys(cx.result_tys(), |res| {
        if !uses[3..].iter().map(|u| u.ty).eq(res.iter().copied()) {
            let tys: Vec<TypeId> = uses[3..].iter().map(|u| u.ty).collect();
            return Err(Error::verify(
                cx.at,
                format!(
                    "the initial values ({}) of `{name}` do not match its results ({})",
                    type_names(cx, &tys),
                    type_names(cx, res)
                ),
            ));
        }
        check_loop_body(cx, t, res)
    })
}

pub(super) fn if_(cx: &OpCx, set: Option<u32>) -> Result<()> {
    let name = cx.name();
    let index = cx.t.index;
    match set {
        None => {
            if cx.uses.len() != 1 || cx.uses[0].ty != cx.t.i1 {
                return Err(Error::verify(
                    cx.at,
                    format!("`{name}` takes one i1 condition"),
                ));
            }
        }
        Some(set) => {
            let s = &cx.body.sets[set as usize];
            let want = (s.dims + s.syms) as usize;
            if cx.uses.len() != want || cx.uses.iter().any(|u| u.ty != index) {
                return Err(Error::verify(
                    cx.at,
                    format!("the integer set of `{name}` takes {want} index operand(s)"),
                ));
            }
        }
    }
    with_tys(cx.result_tys(), |res| {
        // The usual `then` and `else` directly; anything else (and every
        // error) the general way.
        let region_ok = |r: RegionId| {
            (res.is_empty() && cx.body.region_blocks(r).is_empty())
                || yield_region_ok(cx, r, None, res)
        };
        if let &[t, e] = regions(cx)
            && region_ok(t)
            && region_ok(e)
        {
            return Ok(());
        }
        check_regions(cx, 2, true, &[&[]], &[Ends::Yield], &[res])?;
        check_if_regions(cx, res)
    })
}

pub(super) fn while_(cx: &OpCx) -> Result<()> {
    with_tys(cx.uses.iter().map(|u| u.ty), |tys| {
        with_tys(cx.result_tys(), |res| {
            check_regions(
                cx,
                2,
                true,
                &[tys, res],
                &[Ends::Condition, Ends::Yield],
                &[res, tys],
            )
        })
    })?;
    for &r in regions(cx) {
        if cx.body.region_blocks(r).is_empty() {
            let s = cx.body.regions[r.index()].span;
            return Err(Error::verify(
                s,
                format!("the regions of `{}` cannot be empty", cx.name()),
            ));
        }
    }
    Ok(())
}

pub(super) fn execute_region(cx: &OpCx) -> Result<()> {
    cx.arity(0)?;
    with_tys(cx.result_tys(), |res| {
        check_regions(cx, 1, false, &[&[]], &[Ends::Yield], &[res])
    })?;
    if cx.body.region_blocks(regions(cx)[0]).is_empty() {
        return Err(Error::verify(
            cx.at,
            format!("the region of `{}` is empty", cx.name()),
        ));
    }
    Ok(())
}

pub(super) fn index_switch(cx: &OpCx, cases: &[i64]) -> Result<()> {
    let name = cx.name();
    if cx.uses.len() != 1 || cx.uses[0].ty != cx.t.index {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` takes one index operand"),
        ));
    }
    let nres = cx.results.len();
    with_tys(cx.result_tys(), |res| {
        check_regions(cx, cases.len() + 1, true, &[&[]], &[Ends::Yield], &[res])
    })?;
    // Repeats found in one pass (a switch may have 100k cases).
    let mut seen: std::collections::HashSet<i64, crate::entity::FxBuild> =
        std::collections::HashSet::with_capacity_and_hasher(cases.len(), Default::default());
    for c in cases {
        if !seen.insert(*c) {
            return Err(Error::verify(cx.at, format!("case value {c} is repeated")));
        }
    }
    for &r in regions(cx) {
        // `{}` holds an implicit `scf.yield` without values.
        if cx.body.region_blocks(r).is_empty() && nres != 0 {
            let s = cx.body.regions[r.index()].span;
            return Err(Error::verify(
                s,
                "a case region of a switch with results cannot be empty",
            ));
        }
    }
    Ok(())
}

/// The number of operands a map or set takes.
fn map_arity(cx: &OpCx, m: u32) -> usize {
    let map = &cx.body.maps[m as usize];
    (map.dims + map.syms) as usize
}

/// Checks that the map's operands are `dims + syms` index values.
fn check_map_operands(cx: &OpCx, m: u32, uses: &[Use]) -> Result<()> {
    let map = &cx.body.maps[m as usize];
    let want = (map.dims + map.syms) as usize;
    if uses.len() != want {
        return Err(Error::verify(
            cx.at,
            format!(
                "the map of `{}` takes {} dimension(s) and {} symbol(s), but {} operand(s) are given",
                cx.name(),
                map.dims,
                map.syms,
                uses.len()
            ),
        ));
    }
    for u in uses {
        if u.ty != cx.t.index {
            return Err(Error::verify(
                u.span,
                format!(
                    "the operands of `{}`'s map must be index, not {}",
                    cx.name(),
                    cx.tyname(u.ty)
                ),
            ));
        }
    }
    Ok(())
}

/// The operand count of a loop with bound maps (the help names both maps).
fn bound_operands(cx: &OpCx, nlb: usize, nub: usize, exact: bool) -> Result<()> {
    let r = if exact {
        cx.arity(nlb + nub)
    } else {
        cx.arity_in(nlb + nub..=usize::MAX)
    };
    r.map_err(|e| {
        e.help(format!(
            "the lower bound map takes {nlb} operands and the upper bound map {nub}"
        ))
    })
}

pub(super) fn affine_for(cx: &OpCx, lb: u32, ub: u32, lb_operands: u32, _step: i64) -> Result<()> {
    let name = cx.name();
    let (nlb, nub) = (lb_operands as usize, map_arity(cx, ub));
    for (k, m) in [(lb, "lower"), (ub, "upper")] {
        if cx.body.maps[k as usize].results.is_empty() {
            return Err(Error::verify(
                cx.at,
                format!("the {m} bound map of `{name}` has no results"),
            ));
        }
    }
    bound_operands(cx, nlb, nub, false)?;
    let uses = cx.uses;
    check_map_operands(cx, lb, &uses[..nlb])?;
    check_map_operands(cx, ub, &uses[nlb..nlb + nub])?;
    with_tys(cx.result_tys(), |res| {
        if !uses[nlb + nub..]
            .iter()
            .map(|u| u.ty)
            .eq(res.iter().copied())
        {
            return Err(Error::verify(
                cx.at,
                format!("the initial values of `{name}` do not match its results"),
            ));
        }
        check_loop_body(cx, cx.t.index, res)
    })
}

pub(super) fn parallel(cx: &OpCx, dims: u32) -> Result<()> {
    let name = cx.name();
    let Some(&r) = regions(cx).first() else {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` needs a body region"),
        ));
    };
    let dims = dims as usize;
    let uses = cx.uses;
    let nres = cx.results.len();
    if dims == 0 || uses.len() != 3 * dims + nres {
        return Err(Error::verify(
            cx.at,
            format!(
                "`{name}` takes a lower bound, an upper bound and a step per induction variable ({dims}), then one initial value per result ({nres})"
            ),
        ));
    }
    if !uses[3 * dims..].iter().map(|u| u.ty).eq(cx.result_tys()) {
        return Err(Error::verify(
            cx.at,
            format!("the initial values of `{name}` do not match its results"),
        ));
    }
    let index = cx.t.index;
    with_tys(std::iter::repeat_n(index, dims), |ivs| {
        check_regions(cx, 1, true, &[ivs], &[Ends::Yield], &[&[]])
    })?;
    for u in &uses[..3 * dims] {
        if u.ty != index {
            return Err(Error::verify(u.span, "the bounds and steps must be index"));
        }
    }
    // One `scf.reduce` operand per result, in order and type.
    let b = cx.body.region_blocks(r)[0];
    let reduced = || {
        cx.body
            .block_ops(b)
            .iter()
            .map(|&o| cx.body.op(o))
            .filter(|op| matches!(op.kind, OpKind::Reduce))
            .flat_map(|op| cx.body.operands(op).iter().map(|u| u.ty))
    };
    if !reduced().eq(cx.result_tys()) {
        let got: Vec<TypeId> = reduced().collect();
        let res: Vec<TypeId> = cx.result_tys().collect();
        return Err(Error::verify(
            cx.at,
            format!(
                "the body of `{name}` reduces ({}), but its results are ({})",
                type_names(cx, &got),
                type_names(cx, &res)
            ),
        ));
    }
    Ok(())
}

pub(super) fn reduce(cx: &OpCx) -> Result<()> {
    let rs = regions(cx);
    let name = cx.name();
    if rs.len() != cx.uses.len() {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` takes one region per operand ({})", cx.uses.len()),
        ));
    }
    for (u, &r) in cx.uses.iter().zip(rs) {
        let pair = [u.ty, u.ty];
        let one = [u.ty];
        check_regions_of(cx, &[r], 1, true, &[&pair], &[Ends::ReduceReturn], &[&one])?;
        if cx.body.region_blocks(r).is_empty() {
            return Err(Error::verify(
                cx.at,
                format!("the region of `{name}` is empty"),
            ));
        }
    }
    Ok(())
}

pub(super) fn reduce_return(_cx: &OpCx) -> Result<()> {
    // Its operand against `scf.reduce`: that op's rules.
    Ok(())
}

pub(super) fn affine_parallel(
    cx: &OpCx,
    lb: u32,
    ub: u32,
    lb_operands: u32,
    steps: &[i64],
    reductions: &[ReduceKind],
) -> Result<()> {
    let name = cx.name();
    let (lbm, ubm) = (&cx.body.maps[lb as usize], &cx.body.maps[ub as usize]);
    let (nlb, nub) = (lb_operands as usize, map_arity(cx, ub));
    let n = lbm.results.len();
    if n == 0 || ubm.results.len() != n {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` needs one lower and one upper bound per induction variable"),
        ));
    }
    bound_operands(cx, nlb, nub, true)?;
    check_map_operands(cx, lb, &cx.uses[..nlb])?;
    check_map_operands(cx, ub, &cx.uses[nlb..])?;
    if steps.len() != n || steps.iter().any(|s| *s <= 0) {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` needs one positive step per induction variable"),
        ));
    }
    if reductions.len() != cx.results.len() {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` needs one reduction per result"),
        ));
    }
    for (k, t) in reductions.iter().zip(cx.result_tys()) {
        let ok = if k.is_float() {
            matches!(cx.t.get(t), Type::F32 | Type::F64)
        } else {
            matches!(cx.t.get(t), Type::Int(_) | Type::Index)
        };
        if !ok {
            return Err(Error::verify(
                cx.at,
                format!("the reduction {k:?} cannot produce {}", cx.tyname(t)),
            ));
        }
    }
    let index = cx.t.index;
    with_tys(std::iter::repeat_n(index, n), |ivs| {
        with_tys(cx.result_tys(), |res| {
            check_regions(cx, 1, true, &[ivs], &[Ends::Yield], &[res])
        })
    })?;
    if cx.body.region_blocks(regions(cx)[0]).is_empty() {
        return Err(Error::verify(
            cx.at,
            format!("the body of `{name}` is empty"),
        ));
    }
    Ok(())
}

pub(super) fn affine_apply(cx: &OpCx, map: u32, reduce: AffineReduce) -> Result<()> {
    let name = cx.name();
    check_map_operands(cx, map, cx.uses)?;
    let n = cx.body.maps[map as usize].results.len();
    if n == 0 || (reduce == AffineReduce::Apply && n != 1) {
        return Err(Error::verify(
            cx.at,
            format!(
                "the map of `{name}` must have {} result(s), not {n}",
                if reduce == AffineReduce::Apply {
                    "one"
                } else {
                    "one or more"
                }
            ),
        ));
    }
    if cx.results.len() != 1 || cx.result_ty(0) != cx.t.index {
        return Err(Error::verify(cx.at, format!("`{name}` produces one index")));
    }
    Ok(())
}

/// The memref operand `u` of an affine memory op, if it is one: its rank
/// and element type.
fn memref_of(cx: &OpCx, u: &Use) -> Result<(usize, TypeId)> {
    match cx.t.get(u.ty) {
        Type::MemRef { shape, elem, .. } => Ok((shape.len(), *elem)),
        _ => Err(not_memref(cx, u)),
    }
}

/// The map's result count against the memref's rank.
fn check_rank(cx: &OpCx, map: u32, rank: usize, at: Span) -> Result<()> {
    if cx.body.maps[map as usize].results.len() != rank {
        return Err(Error::verify(
            at,
            format!(
                "`{}` of a rank-{rank} memref needs {rank} indices",
                cx.name()
            ),
        ));
    }
    Ok(())
}

/// `affine.vector_load` and `affine.vector_store`.
fn affine_vector(cx: &OpCx, map: u32, store: bool) -> Result<()> {
    let first = store as usize;
    cx.arity_in(first + 1..=usize::MAX)?;
    let (rank, elem) = memref_of(cx, &cx.uses[first])?;
    let vt = if store {
        cx.uses[0].ty
    } else if cx.results.is_empty() {
        cx.t.index
    } else {
        cx.result_ty(0)
    };
    match cx.t.get(vt) {
        Type::Vector {
            shape, elem: ve, ..
        } if shape.len() == 1 && *ve == elem => {}
        _ => {
            return Err(Error::verify(
                cx.at,
                format!(
                    "`{}` moves a 1-D vector of the memref's elements ({}), not {}",
                    cx.name(),
                    cx.tyname(elem),
                    cx.tyname(vt)
                ),
            ));
        }
    }
    check_map_operands(cx, map, &cx.uses[first + 1..])?;
    check_rank(cx, map, rank, cx.at)
}

pub(super) fn affine_vector_load(cx: &OpCx, map: u32) -> Result<()> {
    affine_vector(cx, map, false)
}

pub(super) fn affine_vector_store(cx: &OpCx, map: u32) -> Result<()> {
    affine_vector(cx, map, true)
}

pub(super) fn affine_prefetch(cx: &OpCx, map: u32) -> Result<()> {
    cx.arity_in(1..=usize::MAX)?;
    let (rank, _) = memref_of(cx, &cx.uses[0])?;
    check_map_operands(cx, map, &cx.uses[1..])?;
    check_rank(cx, map, rank, cx.at)
}

/// `affine.load` and `affine.store`.
fn affine_mem(cx: &OpCx, map: u32, store: bool) -> Result<()> {
    let name = cx.name();
    let first = store as usize;
    cx.arity_in(first + 1..=usize::MAX)?;
    let mu = &cx.uses[first];
    let elem = match cx.t.get(mu.ty) {
        Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => *elem,
        _ => return Err(not_memref(cx, mu)),
    };
    let (rank, _) = memref_of(cx, mu)?;
    check_map_operands(cx, map, &cx.uses[first + 1..])?;
    let n = cx.body.maps[map as usize].results.len();
    if n != rank {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` of a rank-{rank} memref needs {rank} indices, but the map gives {n}"),
        ));
    }
    if store {
        let v = &cx.uses[0];
        if v.ty != elem {
            return Err(Error::verify(
                v.span,
                format!(
                    "the value stored must be {}, not {}",
                    cx.tyname(elem),
                    cx.tyname(v.ty)
                ),
            ));
        }
        if !cx.results.is_empty() {
            return Err(Error::verify(cx.at, format!("`{name}` has no results")));
        }
    } else if cx.results.len() != 1 || cx.result_ty(0) != elem {
        return Err(Error::verify(
            cx.at,
            format!("`{name}` produces {}", cx.tyname(elem)),
        ));
    }
    Ok(())
}

pub(super) fn affine_load(cx: &OpCx, map: u32) -> Result<()> {
    affine_mem(cx, map, false)
}

pub(super) fn affine_store(cx: &OpCx, map: u32) -> Result<()> {
    affine_mem(cx, map, true)
}
