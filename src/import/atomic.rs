//! Atomic instructions: `atomicrmw`, `cmpxchg` and `fence`, into the
//! LLVM-dialect IR's atomic instructions with their orderings. `volatile`
//! and `syncscope` have no MLIR 13 spelling and are refused, and atomic
//! `load`/`store` have no form in the IR yet (the body refuses them). A
//! trailing `, align N` is read with the metadata ([`super::body`]): the
//! LLVM dialect assumes the natural alignment.

use super::Importer;
use super::body::FnState;
use crate::diag::Result;
use crate::llvm::ir::*;

impl Importer<'_> {
    /// Refuses a `syncscope("name")` before an ordering: mlir-translate-13
    /// has none (MLIR 22 has).
    fn no_syncscope(&mut self) -> Result<()> {
        if self.lx.is("syncscope") {
            return Err(self
                .lx
                .err("`syncscope` cannot be expressed in MLIR 13's LLVM dialect"));
        }
        Ok(())
    }

    /// An ordering word of `atomicrmw` and `fence`.
    fn ordering_index(&mut self) -> Result<Ordering> {
        let Some(k) = Ordering::from_name(self.lx.text()) else {
            return Err(self.lx.expected(
                "an ordering (`monotonic`, `acquire`, `release`, `acq_rel`, `seq_cst`)",
            ));
        };
        self.lx.next()?;
        Ok(k)
    }

    /// `atomicrmw [volatile] op ptr %p, T %v [syncscope(..)] ordering`
    /// (after the keyword); returns the instruction and its type.
    pub(super) fn atomicrmw(&mut self, st: &mut FnState, b: &mut Body) -> Result<(InstKind, Ty)> {
        if self.lx.is("volatile") {
            return Err(self
                .lx
                .err("a volatile `atomicrmw` cannot be expressed in MLIR 13's LLVM dialect"));
        }
        let w = self.lx.text();
        let op = match w {
            "xchg" => RmwOp::Xchg,
            "add" => RmwOp::Add,
            "and" => RmwOp::And,
            "or" => RmwOp::Or,
            "xor" => RmwOp::Xor,
            "max" => RmwOp::Max,
            "min" => RmwOp::Min,
            "umax" => RmwOp::UMax,
            "umin" => RmwOp::UMin,
            "fadd" => RmwOp::FAdd,
            _ => {
                return Err(self.lx.err(format!(
                    "`atomicrmw {w}` is not supported by the importer yet (xchg, add, and, or, xor, max, min, umax, umin and fadd are)"
                )));
            }
        };
        self.lx.next()?;
        // The pointer comes before the value: read it as it is, then type it.
        let pt = self.ty()?;
        let p = self.operand(st, b, pt)?;
        self.lx.punct(b',')?;
        let (v, t) = self.typed_operand(st, b)?;
        let space = match self.t.get(pt) {
            Type::Ptr(_, s) => *s,
            _ => return Err(self.lx.err("`atomicrmw` needs a pointer")),
        };
        let want = self.t.intern(Type::Ptr(t, space));
        let p = self.ptr_to(st, b, p, want);
        self.no_syncscope()?;
        let ordering = self.ordering_index()?;
        Ok((
            InstKind::AtomicRmwOrd {
                op,
                ptr: p,
                val: v,
                ordering,
                volatile: false,
                scope: None,
            },
            t,
        ))
    }

    /// `cmpxchg ptr %p, T %cmp, T %new [syncscope(..)] success failure`.
    pub(super) fn cmpxchg(&mut self, st: &mut FnState, b: &mut Body) -> Result<(InstKind, Ty)> {
        for w in ["weak", "volatile"] {
            if self.lx.is(w) {
                return Err(self.lx.err(format!(
                    "`cmpxchg {w}` is not supported by the importer yet"
                )));
            }
        }
        let pt = self.ty()?;
        let p = self.operand(st, b, pt)?;
        self.lx.punct(b',')?;
        let (c, t) = self.typed_operand(st, b)?;
        self.lx.punct(b',')?;
        let n = {
            let nt = self.ty()?;
            if nt != t {
                return Err(self
                    .lx
                    .err("the new value's type must be the compared value's"));
            }
            self.operand(st, b, t)?
        };
        let space = match self.t.get(pt) {
            Type::Ptr(_, s) => *s,
            _ => return Err(self.lx.err("`cmpxchg` needs a pointer")),
        };
        let want = self.t.intern(Type::Ptr(t, space));
        let p = self.ptr_to(st, b, p, want);
        self.no_syncscope()?;
        let mut ords = [Ordering::Monotonic; 2];
        for o in &mut ords {
            let Some(k) = Ordering::from_name(self.lx.text()) else {
                return Err(self.lx.expected("an ordering like `acq_rel`"));
            };
            *o = k;
            self.lx.next()?;
        }
        let rt = self.t.intern(Type::Struct(Box::new([t, self.t.i1])));
        Ok((
            InstKind::CmpXchg {
                ptr: p,
                cmp: c,
                new: n,
                success: ords[0],
                failure: ords[1],
            },
            rt,
        ))
    }

    /// `fence [syncscope(..)] ordering`.
    pub(super) fn fence(&mut self) -> Result<InstKind> {
        self.no_syncscope()?;
        let ordering = self.ordering_index()?;
        Ok(InstKind::Fence {
            ordering,
            scope: None,
        })
    }
}
