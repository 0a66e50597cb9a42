//! The verifier: what the parser cannot check op by op. Operand types
//! against definitions, branch arguments against block arguments, returns
//! against the signature, and dominance. (Calls are checked against their
//! callees by the parser once the whole input is read.) It returns the
//! facts the lowering reads ([`FuncInfo`]), so later stages index freely.

mod arith;
mod dom;
mod effects;
mod llvm;
mod memref;
mod memref_reshape;
mod memref_view;
pub(crate) mod op;
pub(crate) use memref_view::{
    memref_global_elem, memref_global_init, memref_global_type, ranked_parts, subview_dropped,
};
mod structured;
pub(crate) mod symbols;
mod vector;
mod vector_contract;
mod vector_mem;
mod vector_slice;

use super::ir::*;
use crate::diag::{Error, Result, Span};
use crate::types::{Type, TypeId, Types};

/// A function's blocks in reverse post-order ([`FuncInfo::rpo`]).
pub type Rpo = smallvec::SmallVec<[BlockId; 1]>;

/// Per-function facts for the lowering.
#[derive(Default, Debug)]
pub struct FuncInfo {
    /// Reachable blocks in reverse post-order (the entry block first);
    /// inline for a function of one block (no allocation per function).
    pub rpo: Rpo,
    /// The same for every nested region: `region_rpo[region_at[r]]`.
    pub region_rpo: Vec<BlockId>,
    pub region_at: Vec<crate::entity::List>,
}

impl FuncInfo {
    /// The reachable blocks of nested region `r` in reverse post-order.
    pub fn region(&self, r: RegionId) -> &[BlockId] {
        self.region_at[r.index()].get(&self.region_rpo)
    }
}

fn name(src: &str, span: Span) -> &str {
    src.get(span.start as usize..span.end as usize)
        .unwrap_or("?")
}

/// Verifies the body of `f`: every op's own rules, then the operand
/// types against their definitions, successors, returns and dominance.
pub fn verify_func(t: &Types, f: &Func, body: &Body, src: &str) -> Result<FuncInfo> {
    // The ops' own rules first, in the order the parser built them (as
    // MLIR's `verifyInvariants` runs before the region-wide checks).
    for op in &body.ops {
        op::verify_op(&op::OpCx::new(t, body, src, op))?;
    }
    verify_func_rest(t, f, body, src)
}

/// Every op's own rules, collecting each failure into `out` in source
/// order: for error recovery, where a body with syntax errors still gets
/// its complete ops checked, and every failing op is reported. With
/// `broken` (the body has syntax errors), ops with regions and the
/// terminators that answer to them are skipped: a region may have lost
/// its terminator, or a terminator its op, to the error.
pub fn check_ops(t: &Types, body: &Body, src: &str, broken: bool, out: &mut Vec<Error>) {
    let start = out.len();
    for op in &body.ops {
        if broken
            && (!op.regions.is_empty()
                || matches!(
                    op.kind,
                    OpKind::Yield | OpKind::Condition | OpKind::Reduce | OpKind::ReduceReturn
                ))
        {
            continue;
        }
        if let Err(e) = op::verify_op(&op::OpCx::new(t, body, src, op)) {
            out.push(e);
        }
    }
    // (An op's nested ops are built before it: back to text order.)
    out[start..].sort_by_key(|e| e.span.start);
}

/// [`verify_func`] after [`check_ops`] found nothing: the checks that read
/// more than one op.
pub fn verify_func_rest(t: &Types, f: &Func, body: &Body, src: &str) -> Result<FuncInfo> {
    let Type::Func { results, .. } = t.get(f.ty) else {
        unreachable!("function types are function types");
    };
    // One walk makes all the checks (see `dom::dominance`); only on a
    // failure, or with ops it did not visit, are they made again below,
    // one after the other, for the first error in their order.
    if let Ok(((rpo, region_rpo, region_at), true)) = dom::dominance(body, src, results) {
        return Ok(FuncInfo {
            rpo,
            region_rpo,
            region_at,
        });
    }
    let entry = body.entry();
    let check_use = |u: &Use| -> Result<()> {
        let v = &body.values[u.value.index()];
        if v.ty != u.ty {
            return Err(use_type_error(t, src, u, v));
        }
        Ok(())
    };
    for op in &body.ops {
        for u in body.operands(op) {
            check_use(u)?;
        }
        for s in body.succs(op) {
            if s.block == entry || region_entry(body, s.block) == s.block {
                return Err(
                    Error::verify(s.span, "a branch cannot target the entry block")
                        .label("the function's entry block")
                        .help("move the code into a new block and branch to that"),
                );
            }
            let args = body.args(s.block);
            let given = s.args.get(&body.uses);
            if args.len() != given.len() {
                return Err(Error::verify(
                    s.span,
                    format!(
                        "`{}` takes {} argument(s), but the branch passes {}",
                        name(src, s.span),
                        args.len(),
                        given.len()
                    ),
                )
                .note(
                    body.blocks[s.block.index()].span,
                    "the block is defined here",
                ));
            }
            for (a, u) in args.iter().zip(given) {
                check_use(u)?;
                let at = body.values[a.index()].ty;
                if at != u.ty {
                    return Err(Error::verify(
                        u.span,
                        format!(
                            "block argument type mismatch: `{}` is {} but the argument of `{}` is {}",
                            name(src, u.span),
                            t.display(u.ty),
                            name(src, s.span),
                            t.display(at)
                        ),
                    )
                    .note(body.values[a.index()].span, "the block argument"));
                }
            }
        }
        if matches!(
            op.kind,
            OpKind::Yield | OpKind::Condition | OpKind::Reduce | OpKind::ReduceReturn
        ) && body.blocks[op.block.index()].region == RegionId(0)
        {
            return Err(Error::verify(
                op.span,
                format!(
                    "`{}` must end a region of an `scf` or `affine` operation",
                    name(src, op.span).trim_matches('"')
                ),
            )
            .label("in the function's body"));
        }
        if let OpKind::Return = op.kind {
            if body.blocks[op.block.index()].region != RegionId(0) {
                return Err(Error::verify(
                    op.span,
                    "`return` must be in the function's body, not in a nested region",
                )
                .label("inside an operation's region"));
            }
            let given = body.operands(op);
            if !given.iter().map(|u| u.ty).eq(results.iter().copied()) {
                let show = |v: &mut dyn Iterator<Item = TypeId>| {
                    let v: Vec<String> = v.map(|x| t.display(x)).collect();
                    if v.is_empty() {
                        "nothing".to_string()
                    } else {
                        v.join(", ")
                    }
                };
                return Err(Error::verify(
                    op.span,
                    format!(
                        "`return` gives {}, but `@{}` returns {}",
                        show(&mut given.iter().map(|u| u.ty)),
                        f.name,
                        show(&mut results.iter().copied())
                    ),
                )
                .note(f.name_span, "the function's signature"));
            }
        }
    }
    let ((rpo, region_rpo, region_at), _) = dom::dominance(body, src, results)?;
    Ok(FuncInfo {
        rpo,
        region_rpo,
        region_at,
    })
}

/// `u` uses `v` as another type than its definition's.
#[cold]
#[inline(never)]
fn use_type_error(t: &Types, src: &str, u: &Use, v: &ValueData) -> Error {
    Error::verify(
        u.span,
        format!(
            "`{}` has type {}, but is used here as {}",
            name(src, u.span),
            t.display(v.ty),
            t.display(u.ty)
        ),
    )
    .label(format!("expected {}", t.display(u.ty)))
    .note(v.span, format!("defined here as {}", t.display(v.ty)))
}

/// The entry block of the region of `b`.
fn region_entry(body: &Body, b: BlockId) -> BlockId {
    body.region_blocks(body.blocks[b.index()].region)[0]
}
