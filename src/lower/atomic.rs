//! `memref.generic_atomic_rmw` (MLIR 13: `generic_atomic_rmw`), lowered as
//! MLIR's `-convert-memref-to-llvm` (MLIR 13: `-convert-std-to-llvm`) does:
//!
//! ```text
//!   %p = <the element's address>
//!   %init = load %p
//!   br ^loop(%init)
//! ^loop(%cur):                         // the region, inlined
//!   ...
//!   %pair = cmpxchg %p, %cur, %new acq_rel monotonic
//!   %old = extractvalue %pair[0]
//!   %ok = extractvalue %pair[1]
//!   cond_br %ok, ^end(%old), ^loop(%old)
//! ^end(%result):
//! ```
//!
//! (MLIR uses `%old` in `^end` directly; a block argument says the same.)
//!
//! `memref.atomic_rmw` of `maximumf`/`minimumf`/`maxnumf`/`minnumf`, which
//! MLIR 22 lowers to `atomicrmw fmaximum`/`fminimum`/`fmax`/`fmin` (LLVM 15
//! and later), becomes the same loop on the float's bits, as LLVM itself
//! expands those `atomicrmw`s: the value at the element is bitcast to the
//! float, combined (`arith.maximumf`'s expansion, `llvm.maxnum`,
//! `llvm.minnum`), bitcast back and exchanged; the result is the old value.

use super::scf::YieldTo;
use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ordering};
use crate::mlir::ir::{self as s, FloatRmw};
use crate::mlir::ops::Expand;

impl Cx<'_> {
    /// `generic_atomic_rmw`: operand 0 the memref, then the indices.
    pub(super) fn generic_atomic_rmw(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        vals: &[l::Value],
    ) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let info = self.memref(uses[0].ty, op.span)?;
        let p = self.elem_ptr(fx, &info, vals[0], &vals[1..]);
        let init = self.ins(fx).load(p, info.elem);
        let r = body.regions(op)[0];
        let entry = self.open_region(fx, r, None)?;
        let cur = fx.out.blocks[entry.index()].args.get(&fx.out.operands)[0];
        let (cont, res) = self.ins(fx).block_with_args(&[info.elem]);
        self.ins(fx).br(entry, &[init]);
        let to = YieldTo::Atomic {
            ptr: p,
            cur,
            retry: entry,
            cont,
        };
        self.lower_region(fx, r, to)?;
        self.ins(fx).switch_to(cont);
        Self::set_results(fx, op, &res);
        Ok(())
    }

    /// The region's `atomic_yield %new`: try the exchange, retry with the
    /// value found.
    pub(super) fn atomic_yield(
        &mut self,
        fx: &mut Fx,
        ptr: l::Value,
        cur: l::Value,
        new: l::Value,
        retry: l::Block,
        cont: l::Block,
    ) {
        let t = fx.out.ty(cur);
        let i1 = self.st.t.i1;
        let pair_ty = self.st.t.intern(l::Type::Struct(Box::new([t, i1])));
        let mut b = self.ins(fx);
        let pair = b.emit(
            l::InstKind::CmpXchg {
                ptr,
                cmp: cur,
                new,
                success: Ordering::AcqRel,
                failure: Ordering::Monotonic,
                flags: None,
            },
            pair_ty,
        );
        let old = b.extract_value(pair, &[0]);
        let ok = b.extract_value(pair, &[1]);
        let yes = b.succ(cont, &[old]);
        let no = b.succ(retry, &[old]);
        b.cond_br(ok, yes, no);
    }

    /// `atomic_rmw` of a float kind as a `cmpxchg` loop on its bits.
    pub(super) fn atomic_rmw_loop(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        kind: FloatRmw,
    ) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let info = self.memref(uses[1].ty, op.span)?;
        let v = fx.val(&uses[0]);
        let d = fx.val(&uses[1]);
        let idx: Vec<l::Value> = uses[2..].iter().map(|u| fx.val(u)).collect();
        let p = self.elem_ptr(fx, &info, d, &idx);
        let r = self.float_rmw_loop(fx, p, v, kind);
        Self::set_results(fx, op, &[r]);
        Ok(())
    }

    /// The loop of a float `atomicrmw` through `p` (a typed pointer to the
    /// float type of `v`); returns the old value.
    pub(super) fn float_rmw_loop(
        &mut self,
        fx: &mut Fx,
        p: l::Value,
        v: l::Value,
        kind: FloatRmw,
    ) -> l::Value {
        let ft = fx.out.ty(v);
        let bits = match self.st.t.get(ft) {
            l::Type::Half | l::Type::BFloat => 16,
            l::Type::Float => 32,
            _ => 64,
        };
        let it = self.st.t.int(bits);
        let space = match self.st.t.get(fx.out.ty(p)) {
            l::Type::Ptr(_, s) => *s,
            _ => 0,
        };
        let pit = self.st.t.intern(l::Type::Ptr(it, space));
        let pi = self.ins(fx).cast(l::CastOp::Bitcast, p, pit);
        let init = self.ins(fx).load(pi, it);
        let (lp, cur) = self.ins(fx).block_with_args(&[it]);
        let (cont, res) = self.ins(fx).block_with_args(&[it]);
        self.ins(fx).br(lp, &[init]);
        self.ins(fx).switch_to(lp);
        let cf = self.ins(fx).cast(l::CastOp::Bitcast, cur[0], ft);
        let nf = match kind {
            FloatRmw::MaximumF => super::arith::expand(self, fx, Expand::MaximumF, &[cf, v], ft),
            FloatRmw::MinimumF => super::arith::expand(self, fx, Expand::MinimumF, &[cf, v], ft),
            FloatRmw::MaxNumF | FloatRmw::MinNumF => {
                let name = if kind == FloatRmw::MaxNumF {
                    "llvm.maxnum"
                } else {
                    "llvm.minnum"
                };
                let full = format!("{name}.{}", self.suffix(ft));
                self.call_extern(fx, &full, ft, &[ft, ft], &[cf, v])
            }
        };
        let ni = self.ins(fx).cast(l::CastOp::Bitcast, nf, it);
        self.atomic_yield(fx, pi, cur[0], ni, lp, cont);
        self.ins(fx).switch_to(cont);
        self.ins(fx).cast(l::CastOp::Bitcast, res[0], ft)
    }
}
