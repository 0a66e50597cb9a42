//! Lowering of the structured ops (`scf`, `affine`) to branches, inside the
//! function being lowered, with the meaning of MLIR's `-convert-scf-to-cf`
//! (`-convert-scf-to-std` in MLIR 13) and `-lower-affine`.
//!
//! An op with regions ends the LLVM block being filled; its regions become
//! blocks of their own (block arguments become phis, as everywhere), and the
//! ops after it continue in a new block. Each region's `yield` (or
//! `scf.condition`) branches where the enclosing op says ([`YieldTo`]):
//!
//! - `for`: `br ^header(lb, inits)`; the header `^header(iv, iters)` tests
//!   `iv < ub` (signed) and enters the body or leaves; the body's yield
//!   steps `iv` and goes back. The results are the header's arguments.
//! - `if`: `cond_br` to the `then`/`else` entries (an absent `else` goes to
//!   the continuation); yields pass the results to the continuation.
//! - `while`: `before` runs first; `scf.condition` goes on to `after` or
//!   leaves with its values; `after`'s yield goes back to `before`.
//! - `execute_region`, `index_switch`: a branch or `switch` in, yields out.
//!
//! Affine maps lower with MLIR's sign-correct sequences: `floordiv` rounds
//! toward negative infinity, `ceildiv` toward positive infinity, and `mod`
//! is never negative (for a positive divisor).

use super::{Cx, Fx};
use crate::diag::{Error, Result};
use crate::entity::List;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir::{self as s, AExpr, AffineReduce, FPred, IPred, ReduceKind, RegionId};
use smallvec::SmallVec;

/// A few values or types, on the stack (an op's operands, a loop's
/// iteration values): no allocation per op.
pub(crate) use crate::llvm::builder::Vals;
type Tys = SmallVec<[Ty; 8]>;

/// Where the `yield` of the region being lowered goes.
#[derive(Copy, Clone, Debug)]
pub(crate) enum YieldTo {
    /// A loop body: step the induction variable, back to the header.
    Loop {
        header: l::Block,
        iv: l::Value,
        step: l::Value,
    },
    /// To the op's continuation, the values becoming its arguments.
    Cont(l::Block),
    /// `scf.while`'s `after` region: back to the `before` region.
    Before(l::Block),
    /// `scf.while`'s `before` region, which ends in `scf.condition`.
    Cond { after: l::Block, cont: l::Block },
    /// The body of `scf.parallel` (index into `Fx::parallels`): the yield
    /// closes its loops, innermost first.
    Parallel(usize),
    /// The region of `memref.generic_atomic_rmw` (`lower/atomic.rs`): the
    /// yield tries a `cmpxchg` of the value `cur` at `ptr`, going back to
    /// `retry` with the value found on failure, else to `cont`.
    Atomic {
        ptr: l::Value,
        cur: l::Value,
        retry: l::Block,
        cont: l::Block,
    },
}

/// The arguments of a branch after its first (`Cx::br_with`).
enum Rest<'a> {
    /// The values of these uses.
    Uses(&'a [s::Use]),
    Vals(&'a [l::Value]),
}

/// The loops of an `scf.parallel` being lowered, outermost first.
pub(crate) struct ParallelLoops {
    /// Each loop's header and its arguments (induction variable, then the
    /// reductions so far).
    headers: Vec<(l::Block, Vec<l::Value>)>,
    conts: Vec<l::Block>,
    steps: Vec<l::Value>,
    /// The reductions so far, updated by each `scf.reduce`.
    pub accs: Vec<l::Value>,
    /// How many reductions the body's `scf.reduce` ops have combined.
    next: usize,
    /// `affine.parallel`: how the yielded values join the reductions.
    kinds: Option<Box<[ReduceKind]>>,
}

impl Cx<'_> {
    /// Gives block `b` of the source its LLVM block `lb`, its arguments
    /// becoming `lb`'s.
    pub(super) fn block_args(&mut self, fx: &mut Fx, b: s::BlockId, lb: l::Block) -> Result<()> {
        let body = fx.body;
        let start = fx.out.operands.len();
        for (k, &a) in body.args(b).iter().enumerate() {
            let v = &body.values[a.index()];
            let ty = self.ty(v.ty, v.span)?;
            let lv = fx.out.value(ty, l::ValueKind::BlockArg(lb, k as u32));
            fx.vmap[a.index()] = lv;
            fx.out.operands.push(lv);
        }
        fx.out.blocks[lb.index()].args = List::since(&fx.out.operands, start);
        Ok(())
    }

    /// Makes the LLVM blocks of region `r`; the entry block's arguments are
    /// `entry` when given (values that dominate the region), else the entry
    /// block's own arguments. Returns the entry block.
    pub(super) fn open_region(
        &mut self,
        fx: &mut Fx,
        r: RegionId,
        entry: Option<&[l::Value]>,
    ) -> Result<l::Block> {
        let info = fx.info;
        let blocks = info.region(r);
        for (k, &b) in blocks.iter().enumerate() {
            let lb = self.ins(fx).new_block();
            fx.bmap[b.index()] = lb;
            match entry {
                Some(vals) if k == 0 => {
                    for (a, v) in fx.body.args(b).iter().zip(vals) {
                        fx.vmap[a.index()] = *v;
                    }
                }
                _ => self.block_args(fx, b, lb)?,
            }
        }
        Ok(fx.bmap[blocks[0].index()])
    }

    /// Lowers the ops of region `r` (its blocks made by `open_region`).
    pub(super) fn lower_region(&mut self, fx: &mut Fx, r: RegionId, to: YieldTo) -> Result<()> {
        let info = fx.info;
        fx.yields.push(to);
        for &b in info.region(r) {
            fx.out.start_block(fx.bmap[b.index()]);
            for &o in fx.body.block_ops(b) {
                self.lower_op(fx, fx.body.op(o))?;
            }
        }
        fx.yields.pop();
        Ok(())
    }

    fn result_types(&mut self, fx: &Fx, op: &s::Op) -> Result<Tys> {
        let mut tys = Tys::new();
        self.push_result_types(fx, op, &mut tys)?;
        Ok(tys)
    }

    /// Appends the op's result types to `tys`.
    fn push_result_types(&mut self, fx: &Fx, op: &s::Op, tys: &mut Tys) -> Result<()> {
        let body = fx.body;
        for &r in body.results(op) {
            let v = &body.values[r.index()];
            tys.push(self.ty(v.ty, v.span)?);
        }
        Ok(())
    }

    /// A branch to `block` with arguments `first` then the values of
    /// `uses` (or the values `rest`), its list built in place.
    fn br_with(fx: &mut Fx, block: l::Block, first: l::Value, rest: Rest) -> l::Succ {
        let start = fx.out.operands.len();
        fx.out.operands.push(first);
        match rest {
            Rest::Uses(uses) => {
                for u in uses {
                    let v = fx.vmap[u.value.index()];
                    fx.out.operands.push(v);
                }
            }
            Rest::Vals(vals) => fx.out.operands.extend_from_slice(vals),
        }
        l::Succ {
            block,
            args: List::since(&fx.out.operands, start),
        }
    }

    pub(super) fn set_results(fx: &mut Fx, op: &s::Op, vals: &[l::Value]) {
        for (r, v) in fx.body.results(op).iter().zip(vals) {
            fx.vmap[r.index()] = *v;
        }
    }

    /// `scf.yield` / `affine.yield`.
    pub(super) fn lower_yield(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        if let Some(YieldTo::Loop { header, iv, step }) = fx.yields.last().copied() {
            // The usual case: no list of the values first.
            let next = self.ins(fx).add(iv, step);
            let s = Self::br_with(fx, header, next, Rest::Uses(fx.body.operands(op)));
            self.ins(fx).emit_void(l::InstKind::Br(s));
            return Ok(());
        }
        let vals = fx.vals(fx.body.operands(op));
        match fx.yields.last().copied() {
            Some(YieldTo::Loop { .. }) => unreachable!("lowered above"),
            Some(YieldTo::Cont(b) | YieldTo::Before(b)) => self.ins(fx).br(b, &vals),
            Some(YieldTo::Atomic {
                ptr,
                cur,
                retry,
                cont,
            }) => self.atomic_yield(fx, ptr, cur, vals[0], retry, cont),
            Some(YieldTo::Parallel(k)) => {
                // Close the loops, innermost first: each steps its induction
                // variable and carries the reductions back to its header.
                if let Some(kinds) = fx.parallels[k].kinds.clone() {
                    for (j, kind) in kinds.iter().enumerate() {
                        let acc = fx.parallels[k].accs[j];
                        let v = self.combine(fx, *kind, acc, vals[j]);
                        fx.parallels[k].accs[j] = v;
                    }
                }
                let pl = &fx.parallels[k];
                let mut accs = pl.accs.clone();
                let loops: Vec<(l::Block, Vec<l::Value>, l::Block, l::Value)> = pl
                    .headers
                    .iter()
                    .zip(&pl.conts)
                    .zip(&pl.steps)
                    .map(|(((h, a), c), st)| (*h, a.clone(), *c, *st))
                    .collect();
                for (header, hargs, cont, step) in loops.into_iter().rev() {
                    let iv = hargs[0];
                    let next = self.ins(fx).add(iv, step);
                    let mut args = vec![next];
                    args.extend_from_slice(&accs);
                    self.ins(fx).br(header, &args);
                    self.ins(fx).switch_to(cont);
                    accs = hargs[1..].to_vec();
                }
                fx.parallels[k].accs = accs;
            }
            Some(YieldTo::Cond { .. }) | None => {
                return Err(Error::lower(
                    op.span,
                    "this yield has no enclosing loop or branch",
                ));
            }
        }
        Ok(())
    }

    /// `scf.condition(%c) %args`.
    pub(super) fn lower_condition(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let vals = fx.vals(fx.body.operands(op));
        let Some(YieldTo::Cond { after, cont }) = fx.yields.last().copied() else {
            return Err(Error::lower(
                op.span,
                "`scf.condition` outside the `before` region of `scf.while`",
            ));
        };
        let t = self.ins(fx).succ(after, &vals[1..]);
        let e = self.ins(fx).succ(cont, &vals[1..]);
        self.ins(fx).cond_br(vals[0], t, e);
        Ok(())
    }

    /// A loop from `lb` to `ub` by `step` with initial values `inits`
    /// (`scf.for`, `affine.for`).
    fn lower_loop(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        [lb, ub, step]: [l::Value; 3],
        inits: Rest,
    ) -> Result<()> {
        let mut tys = Tys::new();
        tys.push(fx.out.ty(lb));
        self.push_result_types(fx, op, &mut tys)?;
        let (header, hargs) = self.ins(fx).block_with_args(&tys);
        let s = Self::br_with(fx, header, lb, inits);
        self.ins(fx).emit_void(l::InstKind::Br(s));
        let cont = self.ins(fx).new_block();
        let region = fx.body.regions(op)[0];
        let entry = self.open_region(fx, region, Some(&hargs))?;
        self.ins(fx).switch_to(header);
        let c = self.ins(fx).icmp(IPred::Slt, hargs[0], ub);
        let (t, e) = (self.ins(fx).succ(entry, &[]), self.ins(fx).succ(cont, &[]));
        self.ins(fx).cond_br(c, t, e);
        let iv = hargs[0];
        self.lower_region(fx, region, YieldTo::Loop { header, iv, step })?;
        self.ins(fx).switch_to(cont);
        Self::set_results(fx, op, &hargs[1..]);
        Ok(())
    }

    /// `scf.parallel`: one loop per induction variable, nested, carrying
    /// the reductions (as MLIR's lowering to `scf.for` does).
    fn lower_parallel(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        [lbs, ubs, steps]: [&[l::Value]; 3],
        inits: &[l::Value],
        kinds: Option<Box<[ReduceKind]>>,
    ) -> Result<()> {
        let n = lbs.len();
        let mut accs: Vec<l::Value> = inits.to_vec();
        let mut headers = Vec::with_capacity(n);
        let mut conts = Vec::with_capacity(n);
        let mut ivs = Vec::with_capacity(n);
        for k in 0..n {
            let mut tys = vec![fx.out.ty(lbs[k])];
            tys.extend(accs.iter().map(|a| fx.out.ty(*a)));
            let (header, hargs) = self.ins(fx).block_with_args(&tys);
            let hargs = hargs.to_vec();
            let mut first = vec![lbs[k]];
            first.extend_from_slice(&accs);
            self.ins(fx).br(header, &first);
            let cont = self.ins(fx).new_block();
            let inner = self.ins(fx).new_block();
            self.ins(fx).switch_to(header);
            let c = self.ins(fx).icmp(IPred::Slt, hargs[0], ubs[k]);
            let (t, e) = (self.ins(fx).succ(inner, &[]), self.ins(fx).succ(cont, &[]));
            self.ins(fx).cond_br(c, t, e);
            self.ins(fx).switch_to(inner);
            ivs.push(hargs[0]);
            accs = hargs[1..].to_vec();
            headers.push((header, hargs));
            conts.push(cont);
        }
        let region = fx.body.regions(op)[0];
        let entry = self.open_region(fx, region, Some(&ivs))?;
        self.ins(fx).br(entry, &[]);
        let k = fx.parallels.len();
        fx.parallels.push(ParallelLoops {
            headers,
            conts,
            steps: steps.to_vec(),
            accs,
            next: 0,
            kinds,
        });
        self.lower_region(fx, region, YieldTo::Parallel(k))?;
        let pl = fx.parallels.pop();
        let results = pl.map(|p| p.accs).unwrap_or_default();
        Self::set_results(fx, op, &results);
        Ok(())
    }

    /// `then`/`else` on condition `c` (`scf.if`, `affine.if`).
    fn lower_branches(&mut self, fx: &mut Fx, op: &s::Op, c: l::Value) -> Result<()> {
        let tys = self.result_types(fx, op)?;
        let (cont, cargs) = self.ins(fx).block_with_args(&tys);
        let rs = fx.body.regions(op);
        let (then_r, else_r) = (rs[0], rs[1]);
        // `{}` (no block) holds an implicit `yield` without values.
        let has_then = !fx.info.region(then_r).is_empty();
        let then_b = if has_then {
            self.open_region(fx, then_r, None)?
        } else {
            cont
        };
        let has_else = !fx.info.region(else_r).is_empty();
        let else_b = if has_else {
            self.open_region(fx, else_r, None)?
        } else {
            cont
        };
        let (t, e) = (
            self.ins(fx).succ(then_b, &[]),
            self.ins(fx).succ(else_b, &[]),
        );
        self.ins(fx).cond_br(c, t, e);
        if has_then {
            self.lower_region(fx, then_r, YieldTo::Cont(cont))?;
        }
        if has_else {
            self.lower_region(fx, else_r, YieldTo::Cont(cont))?;
        }
        self.ins(fx).switch_to(cont);
        Self::set_results(fx, op, &cargs);
        Ok(())
    }

    /// Every op with regions, and the affine ops.
    pub(super) fn lower_structured(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        // The usual ops first, without a list of their operands' values.
        match &op.kind {
            s::OpKind::ScfFor => {
                let (lb, ub, step) = (fx.val(&uses[0]), fx.val(&uses[1]), fx.val(&uses[2]));
                return self.lower_loop(fx, op, [lb, ub, step], Rest::Uses(&uses[3..]));
            }
            s::OpKind::If(None) => return self.lower_branches(fx, op, fx.val(&uses[0])),
            _ => {}
        }
        let vals = fx.vals(uses);
        match &op.kind {
            s::OpKind::AffineFor {
                lb,
                ub,
                lb_operands,
                step,
            } => {
                let n = *lb_operands as usize;
                let lbm = &body.maps[*lb as usize];
                let nub = (body.maps[*ub as usize].dims + body.maps[*ub as usize].syms) as usize;
                let lo = self.map_reduce(fx, lbm, &vals[..n], IPred::Sgt);
                let ubm = &body.maps[*ub as usize];
                let hi = self.map_reduce(fx, ubm, &vals[n..n + nub], IPred::Slt);
                let st = self.ins(fx).idx(*step);
                self.lower_loop(fx, op, [lo, hi, st], Rest::Vals(&vals[n + nub..]))
            }
            s::OpKind::Parallel { dims } => {
                let n = *dims as usize;
                let (lbs, ubs, steps) = (&vals[..n], &vals[n..2 * n], &vals[2 * n..3 * n]);
                self.lower_parallel(fx, op, [lbs, ubs, steps], &vals[3 * n..], None)
            }
            s::OpKind::AffineParallel {
                lb,
                ub,
                lb_operands,
                steps,
                reductions,
            } => {
                let n = *lb_operands as usize;
                let lbs = self.map_values(fx, &body.maps[*lb as usize], &vals[..n]);
                let ubs = self.map_values(fx, &body.maps[*ub as usize], &vals[n..]);
                let steps: Vec<l::Value> = steps.iter().map(|k| self.ins(fx).idx(*k)).collect();
                let mut inits = Vec::with_capacity(reductions.len());
                for (kind, &r) in reductions.iter().zip(body.results(op)) {
                    let v = &body.values[r.index()];
                    let ty = self.ty(v.ty, v.span)?;
                    inits.push(self.identity(fx, *kind, ty));
                }
                let kinds = Some(reductions.clone());
                self.lower_parallel(fx, op, [&lbs, &ubs, &steps], &inits, kinds)
            }

            s::OpKind::Reduce => {
                // Each operand joins its reduction through its region.
                let Some(k) = fx.parallels.len().checked_sub(1) else {
                    return Err(Error::lower(op.span, "`scf.reduce` outside `scf.parallel`"));
                };
                for (j, &r) in body.regions(op).iter().enumerate() {
                    let slot = fx.parallels[k].next + j;
                    let Some(&acc) = fx.parallels[k].accs.get(slot) else {
                        return Err(Error::lower(op.span, "more reductions than results"));
                    };
                    let ty = fx.out.ty(acc);
                    let (cont, cargs) = self.ins(fx).block_with_args(&[ty]);
                    let entry = self.open_region(fx, r, Some(&[acc, vals[j]]))?;
                    self.ins(fx).br(entry, &[]);
                    self.lower_region(fx, r, YieldTo::Cont(cont))?;
                    self.ins(fx).switch_to(cont);
                    fx.parallels[k].accs[slot] = cargs[0];
                }
                fx.parallels[k].next += vals.len();
                Ok(())
            }
            s::OpKind::If(Some(set)) => {
                let set = &body.sets[*set as usize];
                let (dims, syms) = vals.split_at(set.dims as usize);
                let mut c: Option<l::Value> = None;
                for (e, eq) in &set.constraints {
                    let v = self.affine_expr(fx, e, dims, syms);
                    let zero = self.ins(fx).idx(0);
                    let p = if *eq { IPred::Eq } else { IPred::Sge };
                    let t = self.ins(fx).icmp(p, v, zero);
                    c = Some(match c {
                        None => t,
                        Some(a) => self.ins(fx).and(a, t),
                    });
                }
                let i1 = self.st.t.i1;
                let c = c.unwrap_or_else(|| fx.out.value(i1, l::ValueKind::ConstInt(-1)));
                self.lower_branches(fx, op, c)
            }
            s::OpKind::While => {
                let tys = self.result_types(fx, op)?;
                let (cont, cargs) = self.ins(fx).block_with_args(&tys);
                let rs = body.regions(op);
                let (before_r, after_r) = (rs[0], rs[1]);
                let before = self.open_region(fx, before_r, None)?;
                self.ins(fx).br(before, &vals);
                let after = self.open_region(fx, after_r, None)?;
                self.lower_region(fx, before_r, YieldTo::Cond { after, cont })?;
                self.lower_region(fx, after_r, YieldTo::Before(before))?;
                self.ins(fx).switch_to(cont);
                Self::set_results(fx, op, &cargs);
                Ok(())
            }
            s::OpKind::ExecuteRegion => {
                let tys = self.result_types(fx, op)?;
                let (cont, cargs) = self.ins(fx).block_with_args(&tys);
                let r = body.regions(op)[0];
                let entry = self.open_region(fx, r, None)?;
                self.ins(fx).br(entry, &[]);
                self.lower_region(fx, r, YieldTo::Cont(cont))?;
                self.ins(fx).switch_to(cont);
                Self::set_results(fx, op, &cargs);
                Ok(())
            }
            s::OpKind::AllocaScope => {
                // The region's allocas end with it.
                let tys = self.result_types(fx, op)?;
                let (cont, cargs) = self.ins(fx).block_with_args(&tys);
                let saved = self.stack_save(fx);
                let r = body.regions(op)[0];
                let entry = self.open_region(fx, r, None)?;
                self.ins(fx).br(entry, &[]);
                self.lower_region(fx, r, YieldTo::Cont(cont))?;
                self.ins(fx).switch_to(cont);
                self.stack_restore(fx, saved);
                Self::set_results(fx, op, &cargs);
                Ok(())
            }
            s::OpKind::GenericAtomicRmw => self.generic_atomic_rmw(fx, op, &vals),
            s::OpKind::IndexSwitch(cases) => {
                let tys = self.result_types(fx, op)?;
                let (cont, cargs) = self.ins(fx).block_with_args(&tys);
                let rs = body.regions(op);
                let mut entries = Vec::with_capacity(rs.len());
                for &r in rs {
                    // `case 1 {}` of a switch without results: an implicit
                    // yield, straight to the continuation.
                    entries.push(if fx.info.region(r).is_empty() {
                        cont
                    } else {
                        self.open_region(fx, r, None)?
                    });
                }
                let default = self.ins(fx).succ(entries[cases.len()], &[]);
                let start = fx.out.cases.len();
                for (k, c) in cases.iter().enumerate() {
                    let t = self.ins(fx).succ(entries[k], &[]);
                    fx.out.cases.push((*c as i128, t));
                }
                let list = List::since(&fx.out.cases, start);
                self.ins(fx).emit_void(l::InstKind::Switch {
                    value: vals[0],
                    default,
                    cases: list,
                });
                for &r in rs {
                    self.lower_region(fx, r, YieldTo::Cont(cont))?;
                }
                self.ins(fx).switch_to(cont);
                Self::set_results(fx, op, &cargs);
                Ok(())
            }
            s::OpKind::AffineApply(m, reduce) => {
                let map = &body.maps[*m as usize];
                let p = match reduce {
                    AffineReduce::Apply | AffineReduce::Min => IPred::Slt,
                    AffineReduce::Max => IPred::Sgt,
                };
                let v = self.map_reduce(fx, map, &vals, p);
                Self::set_results(fx, op, &[v]);
                Ok(())
            }
            s::OpKind::AffineLoad(m) => {
                let uses = body.operands(op);
                let idx = self.map_values(fx, &body.maps[*m as usize], &vals[1..]);
                let info = self.memref(uses[0].ty, op.span)?;
                let p = self.elem_ptr(fx, &info, vals[0], &idx);
                let v = self.ins(fx).load(p, info.elem);
                Self::set_results(fx, op, &[v]);
                Ok(())
            }
            s::OpKind::AffineVectorLoad(m) | s::OpKind::AffineVectorStore(m) => {
                // The elements one by one, each at its own alignment (the
                // memref need not be aligned for the vector type).
                let store = matches!(op.kind, s::OpKind::AffineVectorStore(_));
                let first = store as usize;
                let uses = body.operands(op);
                let idx = self.map_values(fx, &body.maps[*m as usize], &vals[first + 1..]);
                let info = self.memref(uses[first].ty, op.span)?;
                let base = self.elem_ptr(fx, &info, vals[first], &idx);
                let vty = if store {
                    fx.out.ty(vals[0])
                } else {
                    let r = body.results(op)[0];
                    let v = &body.values[r.index()];
                    self.ty(v.ty, v.span)?
                };
                let l::Type::Vector(n, _) = *self.st.t.get(vty) else {
                    return Err(Error::lower(op.span, "expected a 1-D vector"));
                };
                let pty = fx.out.ty(base);
                let mut acc = self.ins(fx).undef(vty);
                for k in 0..n as i64 {
                    let p = if k == 0 {
                        base
                    } else {
                        let mut b = self.ins(fx);
                        let off = b.i64(k);
                        b.gep(info.elem, base, &[off], pty)
                    };
                    let kk = self.ins(fx).i64(k);
                    if store {
                        let e = self.ins(fx).extract_element(vals[0], kk);
                        self.ins(fx).store(e, p);
                    } else {
                        let e = self.ins(fx).load(p, info.elem);
                        acc = self.ins(fx).insert_element(acc, e, kk);
                    }
                }
                if !store {
                    Self::set_results(fx, op, &[acc]);
                }
                Ok(())
            }
            s::OpKind::AffineStore(m) => {
                let uses = body.operands(op);
                let idx = self.map_values(fx, &body.maps[*m as usize], &vals[2..]);
                let info = self.memref(uses[1].ty, op.span)?;
                let p = self.elem_ptr(fx, &info, vals[1], &idx);
                self.ins(fx).store(vals[0], p);
                Ok(())
            }
            _ => Err(Error::lower(op.span, "not a structured operation")),
        }
    }

    /// The start value of a reduction: its identity (MLIR's
    /// `getIdentityValue`).
    fn identity(&mut self, fx: &mut Fx, kind: ReduceKind, ty: Ty) -> l::Value {
        use ReduceKind::*;
        let double = matches!(self.st.t.get(ty), l::Type::Double);
        let float = |x: f64| {
            if double {
                x.to_bits()
            } else {
                (x as f32).to_bits() as u64
            }
        };
        let value = match kind {
            AddF => l::ValueKind::ConstFloat(float(0.0)),
            MulF => l::ValueKind::ConstFloat(float(1.0)),
            MaxF => l::ValueKind::ConstFloat(float(f64::NEG_INFINITY)),
            MinF => l::ValueKind::ConstFloat(float(f64::INFINITY)),
            AddI | MaxU | OrI => l::ValueKind::ConstInt(0),
            MulI => l::ValueKind::ConstInt(1),
            MinU | AndI => l::ValueKind::ConstInt(-1),
            MaxS | MinS => {
                let w = match self.st.t.get(ty) {
                    l::Type::Int(w) => *w,
                    _ => 64,
                };
                let min = -(1i128 << (w - 1));
                l::ValueKind::ConstInt(if kind == MaxS { min } else { -min - 1 })
            }
        };
        fx.out.value(ty, value)
    }

    /// `acc` combined with `v` (MLIR's `getReductionOp`: a comparison and a
    /// select for the min/max kinds).
    fn combine(&mut self, fx: &mut Fx, kind: ReduceKind, acc: l::Value, v: l::Value) -> l::Value {
        use ReduceKind::*;
        let mut b = self.ins(fx);
        let c = match kind {
            AddF => return b.fadd(acc, v),
            MulF => return b.fmul(acc, v),
            AddI => return b.add(acc, v),
            MulI => return b.mul(acc, v),
            AndI => return b.and(acc, v),
            OrI => return b.or(acc, v),
            MaxF | MinF => {
                let p = FPred::from_name(if kind == MaxF { "ogt" } else { "olt" });
                b.fcmp(p.map_or(0, |p| p.0), acc, v)
            }
            MaxS => b.icmp(IPred::Sgt, acc, v),
            MinS => b.icmp(IPred::Slt, acc, v),
            MaxU => b.icmp(IPred::Ugt, acc, v),
            MinU => b.icmp(IPred::Ult, acc, v),
        };
        b.select(c, acc, v)
    }

    /// The results of `map` applied to `operands` (dims, then symbols).
    fn map_values(&mut self, fx: &mut Fx, map: &s::AffineMap, operands: &[l::Value]) -> Vals {
        let (dims, syms) = operands.split_at(map.dims as usize);
        // (Pushed one by one: `collect` into a `SmallVec` costs more than
        // the few results.)
        let mut vals = Vals::new();
        for e in map.results.iter() {
            let v = self.affine_expr(fx, e, dims, syms);
            vals.push(v);
        }
        vals
    }

    /// The single result of `map`, or the min (`Slt`) or max (`Sgt`) of its
    /// results.
    fn map_reduce(
        &mut self,
        fx: &mut Fx,
        map: &s::AffineMap,
        operands: &[l::Value],
        p: IPred,
    ) -> l::Value {
        if let [e] = &map.results[..] {
            let (dims, syms) = operands.split_at(map.dims as usize);
            return self.affine_expr(fx, e, dims, syms);
        }
        let vals = self.map_values(fx, map, operands);
        let mut acc = vals[0];
        for &v in &vals[1..] {
            let c = self.ins(fx).icmp(p, acc, v);
            acc = self.ins(fx).select(c, acc, v);
        }
        acc
    }

    /// An affine expression, in `index` arithmetic.
    fn affine_expr(
        &mut self,
        fx: &mut Fx,
        e: &AExpr,
        dims: &[l::Value],
        syms: &[l::Value],
    ) -> l::Value {
        match e {
            AExpr::Dim(k) => dims[*k as usize],
            AExpr::Sym(k) => syms[*k as usize],
            AExpr::Const(c) => self.ins(fx).idx(*c),
            AExpr::Add(a, b) => {
                let (a, b) = (
                    self.affine_expr(fx, a, dims, syms),
                    self.affine_expr(fx, b, dims, syms),
                );
                self.ins(fx).add(a, b)
            }
            AExpr::Mul(a, b) => {
                let (a, b) = (
                    self.affine_expr(fx, a, dims, syms),
                    self.affine_expr(fx, b, dims, syms),
                );
                self.ins(fx).mul(a, b)
            }
            AExpr::Mod(a, b) => {
                // rem = a % b; rem < 0 ? rem + b : rem
                let (a, b) = (
                    self.affine_expr(fx, a, dims, syms),
                    self.affine_expr(fx, b, dims, syms),
                );
                let rem = self.ins(fx).srem(a, b);
                let zero = self.ins(fx).idx(0);
                let neg = self.ins(fx).icmp(IPred::Slt, rem, zero);
                let adj = self.ins(fx).add(rem, b);
                self.ins(fx).select(neg, adj, rem)
            }
            AExpr::FloorDiv(a, b) => {
                // a < 0 ? -1 - ((-1 - a) / b) : a / b
                let (a, b) = (
                    self.affine_expr(fx, a, dims, syms),
                    self.affine_expr(fx, b, dims, syms),
                );
                let zero = self.ins(fx).idx(0);
                let m1 = self.ins(fx).idx(-1);
                let neg = self.ins(fx).icmp(IPred::Slt, a, zero);
                let na = self.ins(fx).sub(m1, a);
                let dividend = self.ins(fx).select(neg, na, a);
                let q = self.ins(fx).sdiv(dividend, b);
                let nq = self.ins(fx).sub(m1, q);
                self.ins(fx).select(neg, nq, q)
            }
            AExpr::CeilDiv(a, b) => {
                // a <= 0 ? -((-a) / b) : ((a - 1) / b) + 1
                let (a, b) = (
                    self.affine_expr(fx, a, dims, syms),
                    self.affine_expr(fx, b, dims, syms),
                );
                let zero = self.ins(fx).idx(0);
                let one = self.ins(fx).idx(1);
                let nonpos = self.ins(fx).icmp(IPred::Sle, a, zero);
                let na = self.ins(fx).sub(zero, a);
                let am1 = self.ins(fx).sub(a, one);
                let dividend = self.ins(fx).select(nonpos, na, am1);
                let q = self.ins(fx).sdiv(dividend, b);
                let nq = self.ins(fx).sub(zero, q);
                let q1 = self.ins(fx).add(q, one);
                self.ins(fx).select(nonpos, nq, q1)
            }
        }
    }
}
