//! The verifier: what the parser cannot check op by op. Operand types
//! against definitions, branch arguments against block arguments, returns
//! against the signature, and dominance. (Calls are checked against their
//! callees by the parser once the whole input is read.) It returns the
//! facts the lowering reads ([`FuncInfo`]), so later stages index freely.

use super::ir::*;
use crate::diag::{Error, Result, Span};
use crate::types::{Type, TypeId, Types};

/// Per-function facts for the lowering.
#[derive(Default, Debug)]
pub struct FuncInfo {
    /// Reachable blocks in reverse post-order (the entry block first).
    pub rpo: Vec<BlockId>,
}

fn name(src: &str, span: Span) -> &str {
    src.get(span.start as usize..span.end as usize)
        .unwrap_or("?")
}

/// Verifies the body of `f`.
pub fn verify_func(t: &Types, f: &Func, body: &Body, src: &str) -> Result<FuncInfo> {
    let Type::Func { results, .. } = t.get(f.ty) else {
        unreachable!("function types are function types");
    };
    let entry = body.entry();
    let check_use = |u: &Use| -> Result<()> {
        let v = &body.values[u.value.index()];
        if v.ty != u.ty {
            return Err(Error::verify(
                u.span,
                format!(
                    "`{}` has type {}, but is used here as {}",
                    name(src, u.span),
                    t.display(v.ty),
                    t.display(u.ty)
                ),
            )
            .label(format!("expected {}", t.display(u.ty)))
            .note(v.span, format!("defined here as {}", t.display(v.ty))));
        }
        Ok(())
    };
    for op in &body.ops {
        for u in body.operands(op) {
            check_use(u)?;
        }
        for s in body.succs(op) {
            if s.block == entry {
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
        if let OpKind::Return = op.kind {
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
    let rpo = dominance(body, src)?;
    Ok(FuncInfo { rpo })
}

/// Computes the reverse post-order and dominator tree, and checks that every
/// definition dominates its uses (in reachable blocks).
fn dominance(body: &Body, src: &str) -> Result<Vec<BlockId>> {
    let n = body.blocks.len();
    let succs_of = |b: BlockId| -> &[Succ] {
        let ops = body.block_ops(b);
        match ops.end.checked_sub(1) {
            Some(last) if last >= ops.start => body.succs(&body.ops[last]),
            _ => &[],
        }
    };
    // Iterative DFS for the post-order.
    let entry = body.entry();
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen[entry.index()] = true;
    while let Some((b, i)) = stack.last_mut() {
        let ss = succs_of(*b);
        if *i < ss.len() {
            let s = ss[*i].block;
            *i += 1;
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    let rpo: Vec<BlockId> = post.iter().rev().copied().collect();
    let mut order = vec![u32::MAX; n];
    for (i, b) in rpo.iter().enumerate() {
        order[b.index()] = i as u32;
    }
    // Predecessors of reachable blocks.
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &b in &rpo {
        for s in succs_of(b) {
            preds[s.block.index()].push(order[b.index()]);
        }
    }
    // Cooper, Harvey, Kennedy: idoms over RPO numbers.
    let r = rpo.len();
    let mut idom = vec![u32::MAX; r];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..r {
            let mut new = u32::MAX;
            for &p in &preds[rpo[i].index()] {
                if idom[p as usize] == u32::MAX {
                    continue;
                }
                new = if new == u32::MAX {
                    p
                } else {
                    let (mut a, mut b) = (p, new);
                    while a != b {
                        while a > b {
                            a = idom[a as usize];
                        }
                        while b > a {
                            b = idom[b as usize];
                        }
                    }
                    a
                };
            }
            if new != idom[i] {
                idom[i] = new;
                changed = true;
            }
        }
    }
    // Pre/post numbers of the dominator tree for O(1) queries.
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); r];
    for i in 1..r {
        children[idom[i] as usize].push(i as u32);
    }
    let mut pre = vec![0u32; r];
    let mut postn = vec![0u32; r];
    let mut clock = 0u32;
    let mut st: Vec<(u32, usize)> = vec![(0, 0)];
    pre[0] = 0;
    while let Some((v, i)) = st.last_mut() {
        if *i == 0 {
            pre[*v as usize] = clock;
            clock += 1;
        }
        if *i < children[*v as usize].len() {
            let c = children[*v as usize][*i];
            *i += 1;
            st.push((c, 0));
        } else {
            postn[*v as usize] = clock;
            clock += 1;
            st.pop();
        }
    }
    let dominates = |a: u32, b: u32| {
        pre[a as usize] <= pre[b as usize] && postn[b as usize] <= postn[a as usize]
    };
    // Block of each op.
    let mut op_block = vec![BlockId(0); body.ops.len()];
    for &b in &body.layout {
        for i in body.block_ops(b) {
            op_block[i] = b;
        }
    }
    for &b in &rpo {
        let ub = order[b.index()];
        for i in body.block_ops(b) {
            let op = &body.ops[i];
            let uses = body
                .operands(op)
                .iter()
                .chain(body.succs(op).iter().flat_map(|s| s.args.get(&body.uses)));
            for u in uses {
                let v = &body.values[u.value.index()];
                let (db, ok_same) = match v.def {
                    ValueDef::Arg { block, .. } => (block, true),
                    ValueDef::Result { op: d, .. } => (op_block[d.index()], d.index() < i),
                    ValueDef::Pending => continue,
                };
                let dn = order[db.index()];
                let ok = if db == b {
                    ok_same
                } else {
                    dn != u32::MAX && dominates(dn, ub)
                };
                if !ok {
                    return Err(Error::verify(
                        u.span,
                        format!(
                            "`{}` is used where its definition does not dominate the use",
                            name(src, u.span)
                        ),
                    )
                    .label("not defined on every path to here")
                    .note(v.span, "defined here"));
                }
            }
        }
    }
    Ok(rpo)
}
