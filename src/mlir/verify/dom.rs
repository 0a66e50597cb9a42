//! Dominance: the dominator tree of every region (Lengauer-Tarjan, linear
//! in the body's size) and the check that every definition dominates its
//! uses, across nested regions.

use super::name;
use crate::diag::{Error, Result};
use crate::mlir::ir::*;
use crate::types::TypeId;

/// Dominator trees of every region (numbered so that `dominates` is O(1)),
/// shared by all the regions of a function: each array is indexed by block
/// and filled region by region, so the whole is linear in the body's size.
#[derive(Default)]
struct DomTrees {
    /// DFS pre-order number of each block within its region (`NIL` when
    /// unreachable from the region's entry).
    order: Vec<u32>,
    /// Pre and post numbers in the dominator tree of the block's region.
    pre: Vec<u32>,
    post: Vec<u32>,
}

const NIL: u32 = u32::MAX;

impl DomTrees {
    /// Whether `a` dominates `b`, for `b` reachable (numbered): an
    /// unreachable `a` (`pre` `NIL`) dominates none.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (a, b) = (a.index(), b.index());
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }
}

/// The successors of the block's terminator.
fn succs_of(body: &Body, b: BlockId) -> &[Succ] {
    match body.block_ops(b).last() {
        Some(&o) => body.succs(body.op(o)),
        None => &[],
    }
}

/// Working arrays of [`region_domtree`], reused across regions and
/// functions of a thread (one allocation set per thread, not ~15 per
/// region).
#[derive(Default)]
struct Scratch {
    post: Vec<BlockId>,
    vertex: Vec<BlockId>,
    stack: Vec<(BlockId, usize)>,
    st: Vec<(u32, u32)>,
    path: Vec<u32>,
    /// Twelve `u32` arrays of the region's size, see `region_domtree`.
    ints: Vec<u32>,
    preds: Vec<u32>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// Computes the dominator tree of the region whose blocks are `blocks`
/// (entry first) into `dt`, and appends the region's reverse post-order to
/// `rpo_out`. `clock` numbers the tree nodes across regions.
#[inline]
fn region_domtree(
    body: &Body,
    blocks: &[BlockId],
    dt: &mut DomTrees,
    clock: &mut u32,
    rpo_out: &mut Vec<BlockId>,
    sc: &mut Scratch,
) {
    match blocks {
        [] => {}
        &[entry] => {
            // The common case (a loop body, an `scf.if` branch): the entry
            // is the whole tree; nothing to allocate.
            dt.order[entry.index()] = 0;
            dt.pre[entry.index()] = *clock;
            dt.post[entry.index()] = *clock + 1;
            *clock += 2;
            rpo_out.push(entry);
        }
        &[entry, ..] => region_domtree_cfg(body, blocks, entry, dt, clock, rpo_out, sc),
    }
}

/// [`region_domtree`] of a region of several blocks.
#[inline(never)]
fn region_domtree_cfg(
    body: &Body,
    blocks: &[BlockId],
    entry: BlockId,
    dt: &mut DomTrees,
    clock: &mut u32,
    rpo_out: &mut Vec<BlockId>,
    sc: &mut Scratch,
) {
    let order = &mut dt.order;
    // Iterative DFS: post-order (for the RPO the lowering uses), and
    // pre-order numbers with DFS-tree parents (for Lengauer-Tarjan).
    let Scratch {
        post,
        vertex, // number -> block
        stack,
        st,
        path,
        ints,
        preds,
    } = sc;
    post.clear();
    vertex.clear();
    stack.clear();
    ints.clear();
    ints.resize(12 * blocks.len() + 2, 0);
    let (parent, ints) = ints.split_at_mut(blocks.len());
    stack.push((entry, 0));
    order[entry.index()] = 0;
    vertex.push(entry);
    parent[0] = 0;
    while let Some((b, i)) = stack.last_mut() {
        let ss = succs_of(body, *b);
        if *i < ss.len() {
            let s = ss[*i].block;
            *i += 1;
            if order[s.index()] == NIL {
                parent[vertex.len()] = order[b.index()];
                order[s.index()] = vertex.len() as u32;
                vertex.push(s);
                stack.push((s, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    rpo_out.extend(post.iter().rev().copied());
    let r = vertex.len();
    let (npred, ints) = ints.split_at_mut(r + 1);
    let (fill, ints) = ints.split_at_mut(r + 1);
    let (semi, ints) = ints.split_at_mut(r);
    let (label, ints) = ints.split_at_mut(r);
    let (ancestor, ints) = ints.split_at_mut(r);
    let (idom, ints) = ints.split_at_mut(r);
    let (bucket_head, ints) = ints.split_at_mut(r);
    let (bucket_next, ints) = ints.split_at_mut(r);
    let (first_child, ints) = ints.split_at_mut(r);
    let (next_sibling, _) = ints.split_at_mut(r);
    // Predecessors (pre-order numbers) of reachable blocks, in CSR form.
    for &b in vertex.iter() {
        for s in succs_of(body, b) {
            npred[order[s.block.index()] as usize + 1] += 1;
        }
    }
    for k in 0..r {
        npred[k + 1] += npred[k];
    }
    fill.copy_from_slice(npred);
    preds.clear();
    preds.resize(npred[r] as usize, 0);
    for &b in vertex.iter() {
        for s in succs_of(body, b) {
            let t = order[s.block.index()] as usize;
            preds[fill[t] as usize] = order[b.index()];
            fill[t] += 1;
        }
    }
    // Lengauer-Tarjan with path compression: O(m log n), no quadratic case.
    for k in 0..r {
        semi[k] = k as u32;
        label[k] = k as u32;
    }
    ancestor.fill(NIL);
    bucket_head.fill(NIL);
    bucket_next.fill(NIL);
    let eval = |v: u32,
                ancestor: &mut [u32],
                label: &mut [u32],
                semi: &[u32],
                path: &mut Vec<u32>|
     -> u32 {
        if ancestor[v as usize] == NIL {
            return v;
        }
        // Compress the ancestor path of `v`, top down.
        path.clear();
        let mut x = v;
        while ancestor[ancestor[x as usize] as usize] != NIL {
            path.push(x);
            x = ancestor[x as usize];
        }
        for &x in path.iter().rev() {
            let a = ancestor[x as usize] as usize;
            if semi[label[a] as usize] < semi[label[x as usize] as usize] {
                label[x as usize] = label[a];
            }
            ancestor[x as usize] = ancestor[a];
        }
        label[v as usize]
    };
    for w in (1..r).rev() {
        for &v in &preds[npred[w] as usize..npred[w + 1] as usize] {
            let u = eval(v, ancestor, label, semi, path);
            if semi[u as usize] < semi[w] {
                semi[w] = semi[u as usize];
            }
        }
        let sw = semi[w] as usize;
        bucket_next[w] = bucket_head[sw];
        bucket_head[sw] = w as u32;
        let p = parent[w];
        ancestor[w] = p;
        let mut v = bucket_head[p as usize];
        bucket_head[p as usize] = NIL;
        while v != NIL {
            let u = eval(v, ancestor, label, semi, path);
            idom[v as usize] = if semi[u as usize] < semi[v as usize] {
                u
            } else {
                p
            };
            v = bucket_next[v as usize];
        }
    }
    for w in 1..r {
        if idom[w] != semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    // Pre/post numbers of the dominator tree for O(1) queries.
    first_child.fill(NIL);
    next_sibling.fill(NIL);
    for w in (1..r).rev() {
        let d = idom[w] as usize;
        next_sibling[w] = first_child[d];
        first_child[d] = w as u32;
    }
    dt.pre[entry.index()] = *clock;
    *clock += 1;
    st.clear();
    st.push((0, first_child[0]));
    while let Some((v, c)) = st.last_mut() {
        if *c != NIL {
            let child = *c;
            *c = next_sibling[child as usize];
            dt.pre[vertex[child as usize].index()] = *clock;
            *clock += 1;
            st.push((child, first_child[child as usize]));
        } else {
            dt.post[vertex[*v as usize].index()] = *clock;
            *clock += 1;
            st.pop();
        }
    }
}

/// Computes the reverse post-order of the function's blocks and the
/// dominator tree of every region, and checks that every definition
/// dominates its uses (in reachable blocks). A use in a nested region is
/// checked at its ancestor op in the defining region: the definition must
/// come before that op (the op's own results do not dominate its regions),
/// and a value defined inside a region is not visible outside it.
///
/// The same walk also makes the checks of [`super::verify_func_rest`]'s
/// loop for each op it visits (operand types, successors, returns and
/// region terminators), only as a test: any failure is an error without
/// a message ([`retry`]), on which the caller runs the checks again one
/// after the other for the exact first error. With the returned `bool`
/// false, some ops (in unreachable blocks) were not visited.
pub(super) type Orders = (super::Rpo, Vec<BlockId>, Vec<crate::entity::List>);

pub(super) fn dominance(body: &Body, src: &str, results: &[TypeId]) -> Result<(Orders, bool)> {
    if body.regions.len() == 1
        && body.blocks.len() == 1
        && let Some(r) = single_block(body, results)
    {
        return Ok(r);
    }
    // The arrays live from function to function of a thread: a module of
    // many small functions does not allocate them for each.
    let mut fs = FUNC.take();
    let r = dominance_in(body, src, results, &mut fs);
    FUNC.set(fs);
    r
}

/// [`dominance`] of a body of one block without nested regions whose ops
/// are numbered in their order (a small function): no tree to build, a
/// definition dominates a use when its op comes first. `None` when the
/// body is not such a one or a check fails: [`dominance_in`] then says
/// what.
fn single_block(body: &Body, results: &[TypeId]) -> Option<(Orders, bool)> {
    let entry = body.entry();
    let ops = body.block_ops(entry);
    let mut prev = None;
    for &o in ops {
        if prev.is_some_and(|p: OpId| p >= o) {
            return None;
        }
        prev = Some(o);
        let op = body.ops.get(o.index())?;
        if op.succs.len != 0 || op.regions.len != 0 {
            return None;
        }
        for u in op.operands.get(&body.uses) {
            let v = &body.values[u.value.index()];
            if v.ty != u.ty {
                return None;
            }
            match v.def {
                ValueDef::Arg { block, .. } if block == entry => {}
                ValueDef::Result { op: d, .. } if d < o => {}
                ValueDef::Pending => {}
                _ => return None,
            }
        }
        match op.kind {
            OpKind::Yield | OpKind::Condition | OpKind::Reduce | OpKind::ReduceReturn => {
                return None;
            }
            OpKind::Return
                if !body
                    .operands(op)
                    .iter()
                    .map(|u| u.ty)
                    .eq(results.iter().copied()) =>
            {
                return None;
            }
            _ => {}
        }
    }
    let all = ops.len() == body.ops.len();
    Some(((smallvec::smallvec![entry], Vec::new(), Vec::new()), all))
}

/// A failure of a check made as a test (see [`dominance`]).
#[cold]
#[inline(never)]
fn retry() -> Error {
    Error::verify(crate::diag::Span::default(), "(checked again)")
}

/// [`dominance`]'s per-function arrays, kept per thread.
#[derive(Default)]
struct FuncScratch {
    dt: DomTrees,
    pos: Vec<u32>,
    depth: Vec<u32>,
    ancestors: Vec<OpId>,
}

thread_local! {
    static FUNC: std::cell::RefCell<FuncScratch> = std::cell::RefCell::default();
}

fn dominance_in(
    body: &Body,
    src: &str,
    results: &[TypeId],
    fs: &mut FuncScratch,
) -> Result<(Orders, bool)> {
    let n = body.blocks.len();
    let FuncScratch {
        dt,
        pos,
        depth,
        ancestors,
    } = fs;
    for a in [&mut dt.order, &mut dt.pre, &mut dt.post] {
        a.clear();
        a.resize(n, NIL);
    }
    let mut clock = 0u32;
    let mut rpo = Vec::with_capacity(n);
    let mut region_rpo = Vec::new();
    // (Empty, without allocating, for a function without nested regions.)
    let nested = if body.regions.len() > 1 {
        body.regions.len()
    } else {
        0
    };
    let mut region_at = vec![crate::entity::List::EMPTY; nested];
    // (One borrow of the thread's scratch for all the regions.)
    SCRATCH.with_borrow_mut(|sc| {
        region_domtree(body, &body.layout, dt, &mut clock, &mut rpo, sc);
        for (r, at) in region_at.iter_mut().enumerate().skip(1) {
            let blocks = body.region_blocks(RegionId::new(r));
            let start = region_rpo.len();
            region_domtree(body, blocks, dt, &mut clock, &mut region_rpo, sc);
            *at = crate::entity::List::since(&region_rpo, start);
        }
    });
    // Position of each op within its block's list.
    // (`NIL` for an op in no block: never earlier in the same block, see
    // `Check::one`.)
    pos.clear();
    pos.resize(body.ops.len(), NIL);
    for (k, o) in body.op_order.iter().enumerate() {
        pos[o.index()] = k as u32;
    }
    let region_of = |b: BlockId| body.blocks[b.index()].region;
    // Nesting depth of each region (a region is created after the region of
    // its op, so one pass in id order suffices).
    depth.clear();
    depth.resize(nested, 0);
    for r in 1..body.regions.len() {
        if let Some(p) = body.regions[r].parent {
            depth[r] = depth[region_of(body.op(p).block).index()] + 1;
        }
    }
    let cx = Check {
        body,
        src,
        pos,
        depth,
        dt,
        results,
        entry: body.entry(),
    };
    let mut visited = 0usize;
    // Depth-first over the region tree, reachable blocks only, with an
    // explicit stack (no recursion, whatever the nesting).
    struct Frame<'b> {
        op: Option<OpId>,
        regions: &'b [RegionId],
        ri: usize,
        blocks: &'b [BlockId],
        bi: usize,
        oi: usize,
    }
    let region_order = |r: RegionId| region_at[r.index()].get(&region_rpo);
    ancestors.clear();
    let mut stack: smallvec::SmallVec<[Frame; 8]> = smallvec::smallvec![Frame {
        op: None,
        regions: &[],
        ri: 0,
        blocks: &rpo,
        bi: 0,
        oi: 0,
    }];
    while let Some(f) = stack.last_mut() {
        if f.bi == f.blocks.len() {
            f.ri += 1;
            if f.ri < f.regions.len() {
                f.blocks = region_order(f.regions[f.ri]);
                f.bi = 0;
                f.oi = 0;
            } else {
                if f.op.is_some() {
                    ancestors.pop();
                }
                stack.pop();
            }
            continue;
        }
        // The block's ops in one loop ([`Check::block`]), left only for
        // an op with regions (then its regions first, this block after).
        let b = f.blocks[f.bi];
        let from = f.oi;
        let next = cx.block(b, from, ancestors)?;
        let ops = body.block_ops(b);
        let nested = match next {
            Some(k) => {
                visited += k - from;
                f.oi = k;
                let o = ops[k - 1];
                let regions = body.regions(body.op(o));
                regions.first().map(|&first| (o, regions, first))
            }
            None => {
                visited += ops.len().saturating_sub(from);
                None
            }
        };
        match nested {
            Some((o, regions, first)) => {
                ancestors.push(o);
                stack.push(Frame {
                    op: Some(o),
                    regions,
                    ri: 0,
                    blocks: region_order(first),
                    bi: 0,
                    oi: 0,
                });
            }
            None => {
                f.bi += 1;
                f.oi = 0;
            }
        }
    }
    drop(stack);
    Ok((
        (super::Rpo::from_vec(rpo), region_rpo, region_at),
        visited == body.ops.len(),
    ))
}

/// What the dominance check of one use reads.
struct Check<'b> {
    body: &'b Body,
    src: &'b str,
    /// Position of each op within its block's list.
    pos: &'b [u32],
    /// Nesting depth of each nested region.
    depth: &'b [u32],
    dt: &'b DomTrees,
    /// The function's result types.
    results: &'b [TypeId],
    entry: BlockId,
}

impl Check<'_> {
    /// Checks the ops of block `b` from its `from`th (their uses: operands
    /// and successor arguments; successors; returns and region
    /// terminators) and stops after the first op with regions: `Some` of
    /// the index after it, `None` at the end of the block. `ancestors[j]`:
    /// the op enclosing the block at depth j. (One loop with the block's
    /// facts at hand: its first op's position, whether it is the
    /// function's; in line, out of line it cost ~80 instructions a call on
    /// loop nests.)
    #[inline(always)]
    fn block(&self, b: BlockId, from: usize, ancestors: &[OpId]) -> Result<Option<usize>> {
        let body = self.body;
        let blk = &body.blocks[b.index()];
        let start = blk.ops.start;
        let ops = blk.ops.get(&body.op_order);
        let top = blk.region == RegionId(0);
        let Some(rest) = ops.get(from..) else {
            return Ok(None);
        };
        for (k, &o) in rest.iter().enumerate() {
            let k = from + k;
            // (The op's position in `Body::op_order`, as `pos` has it.)
            let at = start + k as u32;
            let op = &body.ops[o.index()];
            debug_assert_eq!(op.block, b);
            for u in op.operands.get(&body.uses) {
                self.one(u, o, b, start, at, ancestors)?;
            }
            if op.succs.len != 0 {
                for s in op.succs.get(&body.succs) {
                    self.succ_ok(s)?;
                    for u in s.args.get(&body.uses) {
                        self.one(u, o, b, start, at, ancestors)?;
                    }
                }
            }
            match op.kind {
                OpKind::Yield | OpKind::Condition | OpKind::Reduce | OpKind::ReduceReturn
                    if top =>
                {
                    return Err(retry());
                }
                OpKind::Return
                    if !top
                        || !body
                            .operands(op)
                            .iter()
                            .map(|u| u.ty)
                            .eq(self.results.iter().copied()) =>
                {
                    return Err(retry());
                }
                _ => {}
            }
            if op.regions.len != 0 {
                return Ok(Some(k + 1));
            }
        }
        Ok(None)
    }

    /// The rules of successor `s` (not the entry block of a region, the
    /// arguments against the block's), as `verify_func_rest` checks them.
    fn succ_ok(&self, s: &Succ) -> Result<()> {
        let body = self.body;
        let region = body.blocks[s.block.index()].region;
        if s.block == self.entry || body.region_blocks(region)[0] == s.block {
            return Err(retry());
        }
        let args = body.args(s.block);
        let given = s.args.get(&body.uses);
        if args.len() != given.len()
            || args
                .iter()
                .zip(given)
                .any(|(a, u)| body.values[a.index()].ty != u.ty)
        {
            return Err(retry());
        }
        Ok(())
    }

    /// The dominance of one use by op `o` at position `at` of block `ob`
    /// (whose ops start at position `start`). Most: a definition earlier in
    /// the same block (or one of its arguments) dominates, whatever the
    /// nesting; found without reading the defining op.
    #[inline(always)]
    fn one(
        &self,
        u: &Use,
        o: OpId,
        ob: BlockId,
        start: u32,
        at: u32,
        ancestors: &[OpId],
    ) -> Result<()> {
        let v = &self.body.values[u.value.index()];
        if v.ty != u.ty {
            // (`verify_func_rest`'s operand type check.)
            return Err(retry());
        }
        match v.def {
            ValueDef::Arg { block, .. } if block == ob => Ok(()),
            ValueDef::Result { op: d, .. }
                if self
                    .pos
                    .get(d.index())
                    .is_some_and(|&p| start <= p && p < at) =>
            {
                Ok(())
            }
            ValueDef::Pending => Ok(()),
            def => self.across(u, def, o, ob, at, ancestors),
        }
    }

    /// [`Check::one`] of a definition not earlier in the use's block.
    /// (In line, the errors out of line: the uses of an enclosing region's
    /// values, common in loop nests, cost a call each before.)
    #[inline(always)]
    fn across(
        &self,
        u: &Use,
        def: ValueDef,
        o: OpId,
        ob: BlockId,
        at: u32,
        ancestors: &[OpId],
    ) -> Result<()> {
        let body = self.body;
        let (db, dpos) = match def {
            ValueDef::Arg { block, .. } => (block, None),
            ValueDef::Result { op: d, .. } => {
                let db = body.ops[d.index()].block;
                // (An op in no block: position 0, as before `NIL`.)
                let dp = match self.pos[d.index()] {
                    NIL => 0,
                    p => p,
                };
                if db == ob && dp < at {
                    return Ok(());
                }
                (db, Some(dp))
            }
            ValueDef::Pending => return Ok(()),
        };
        // Next most: a dominating block of the same region. (`ob` is
        // reachable, numbered, as the walk visits only those.)
        let blocks = &body.blocks;
        let dr = blocks[db.index()].region;
        if db != ob && dr == blocks[ob.index()].region && self.dt.dominates(db, ob) {
            return Ok(());
        }
        // A definition in an enclosing region (a loop's bound, an outer
        // loop's variable): checked at the use's ancestor op in the
        // defining region, which the definition must come before (the
        // op's own results do not dominate its regions); a value defined
        // inside a region is not visible outside it.
        let j = self.depth.get(dr.index()).map_or(0, |d| *d as usize);
        let a = match j.cmp(&ancestors.len()) {
            std::cmp::Ordering::Equal => Some(o),
            std::cmp::Ordering::Less => Some(ancestors[j]),
            std::cmp::Ordering::Greater => None,
        }
        .filter(|a| blocks[body.op(*a).block.index()].region == dr);
        let Some(a) = a else {
            return Err(self.outside(u));
        };
        let ab = body.op(a).block;
        let ok = if ab == db {
            dpos.is_none_or(|dp| dp < self.pos[a.index()])
        } else {
            // (`ab` is reachable: its op was visited.)
            self.dt.dominates(db, ab)
        };
        if !ok {
            return Err(self.not_dominating(u));
        }
        Ok(())
    }

    /// The error of a use outside the region of its definition.
    #[cold]
    #[inline(never)]
    fn outside(&self, u: &Use) -> Error {
        let v = &self.body.values[u.value.index()];
        Error::verify(
            u.span,
            format!(
                "`{}` is used outside the region that defines it",
                name(self.src, u.span)
            ),
        )
        .label("not visible here")
        .note(v.span, "defined here, inside a region")
    }

    /// The error of a use its definition does not dominate.
    #[cold]
    #[inline(never)]
    fn not_dominating(&self, u: &Use) -> Error {
        let v = &self.body.values[u.value.index()];
        Error::verify(
            u.span,
            format!(
                "`{}` is used where its definition does not dominate the use",
                name(self.src, u.span)
            ),
        )
        .label("not defined on every path to here")
        .note(v.span, "defined here")
    }
}
