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

use super::scf::YieldTo;
use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ordering};
use crate::mlir::ir as s;

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
        let init = self.emit(fx, l::InstKind::Load(p), info.elem);
        let r = body.regions(op)[0];
        let entry = self.open_region(fx, r, None)?;
        let cur = fx.out.blocks[entry.index()].args.get(&fx.out.operands)[0];
        let (cont, res) = self.block_with_args(fx, &[info.elem]);
        self.br(fx, entry, &[init]);
        let to = YieldTo::Atomic {
            ptr: p,
            cur,
            retry: entry,
            cont,
        };
        self.lower_region(fx, r, to)?;
        fx.out.start_block(cont);
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
        let pair = self.emit(
            fx,
            l::InstKind::CmpXchg {
                ptr,
                cmp: cur,
                new,
                success: Ordering::AcqRel,
                failure: Ordering::Monotonic,
            },
            pair_ty,
        );
        let i0 = fx.out.index_list(&[0]);
        let old = self.emit(fx, l::InstKind::ExtractValue(pair, i0), t);
        let i1l = fx.out.index_list(&[1]);
        let ok = self.emit(fx, l::InstKind::ExtractValue(pair, i1l), i1);
        let yes = Self::edge(fx, cont, &[old]);
        let no = Self::edge(fx, retry, &[old]);
        self.emit_void(fx, l::InstKind::CondBr(ok, yes, no));
    }
}
