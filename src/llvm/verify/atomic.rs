//! The verifier's rules for the atomic instructions.

use super::{Fail, Verifier};
use crate::llvm::ir::{AtomicMem, InstData, Ordering, RmwOp, Ty, Type, Value};

impl Verifier<'_> {
    /// `atomicrmw op ptr, value`: the pointer points to the value's type,
    /// an integer for the integer ops, a float for `fadd`, either for `xchg`.
    pub(super) fn atomic_rmw(
        &mut self,
        d: &InstData,
        op: RmwOp,
        p: Value,
        v: Value,
    ) -> Result<(), Fail> {
        let name = op.name();
        let (pt, vt) = (self.ty(p)?, self.ty(v)?);
        let Some(Type::Ptr(e, _)) = self.get(pt) else {
            return self.fail(format!(
                "`atomicrmw {name}` through {}, which is not a pointer",
                self.text(pt)
            ));
        };
        if *e != vt {
            return self.fail(format!(
                "`atomicrmw {name}` of {} through {}: the value must have the pointer's element type",
                self.text(vt),
                self.text(pt)
            ));
        }
        let ok = match op {
            RmwOp::Xchg => self.int_width(vt).is_some() || self.float_bits(vt).is_some(),
            _ if op.is_float() => self.float_bits(vt).is_some(),
            _ => self.int_width(vt).is_some(),
        };
        if !ok {
            return self.fail(format!(
                "`atomicrmw {name}` does not take {}",
                self.text(vt)
            ));
        }
        let r = self.result(d, "atomicrmw")?;
        self.result_is("atomicrmw", r, vt)
    }
}

impl Verifier<'_> {
    /// `cmpxchg ptr, cmp, new success failure`: the pointer points to the
    /// type of `cmp` and `new`, an integer (or a pointer) of at least 8
    /// bits and a power of two; the failure ordering is neither `release`
    /// nor `acq_rel` nor stronger than the success ordering (LLVM's rules);
    /// the result is `{T, i1}`.
    pub(super) fn cmpxchg(
        &mut self,
        d: &InstData,
        [p, c, n]: [Value; 3],
        success: Ordering,
        failure: Ordering,
    ) -> Result<(), Fail> {
        let (pt, ct, nt) = (self.ty(p)?, self.ty(c)?, self.ty(n)?);
        let Some(Type::Ptr(e, _)) = self.get(pt) else {
            return self.fail(format!(
                "`cmpxchg` through {}, which is not a pointer",
                self.text(pt)
            ));
        };
        let e = *e;
        if ct != nt || e != ct {
            return self.fail(format!(
                "`cmpxchg` of {} and {} through {}: both values must have the pointer's element type",
                self.text(ct),
                self.text(nt),
                self.text(pt)
            ));
        }
        let ok = match self.int_width(ct) {
            Some(w) => w >= 8 && w.is_power_of_two(),
            None => matches!(self.get(ct), Some(Type::Ptr(..))),
        };
        if !ok {
            return self.fail_help(
                format!("`cmpxchg` does not take {}", self.text(ct)),
                "LLVM's `cmpxchg` takes integers of 8, 16, 32, ... bits and pointers; bitcast floats to integers",
            );
        }
        if matches!(failure, Ordering::Release | Ordering::AcqRel)
            || failure.rank() > success.rank()
        {
            return self.fail(format!(
                "`cmpxchg` with the failure ordering `{}` after the success ordering `{}`: the failure ordering must not be `release`, `acq_rel` or stronger than the success ordering",
                failure.name(),
                success.name()
            ));
        }
        let r = self.result(d, "cmpxchg")?;
        match self.get(r) {
            Some(Type::Struct(f)) if **f == [ct, self.t.i1] => Ok(()),
            _ => self.fail(format!(
                "the result of `cmpxchg` has type {}, but it produces !llvm.struct<({}, i1)>",
                self.text(r),
                self.text(ct)
            )),
        }
    }
}

impl Verifier<'_> {
    /// An atomic `load` (`load` true) or `store` of type `t`: an explicit
    /// alignment, an ordering a load (not `release`, `acq_rel`) or a store
    /// (not `acquire`, `acq_rel`) may take, and an integer of 8, 16, 32, ...
    /// bits, a pointer or a 16 to 64-bit float (MLIR 22's and LLVM's rules).
    pub(super) fn atomic_mem(&mut self, m: &AtomicMem, t: Ty, load: bool) -> Result<(), Fail> {
        let what = if load { "load" } else { "store" };
        if m.align == 0 {
            return self.fail_help(
                format!("an atomic `{what}` needs an explicit alignment"),
                "add `{alignment = N : i64}` (`, align N` in LLVM IR)",
            );
        }
        let bad = match m.ordering {
            Ordering::NotAtomic | Ordering::AcqRel => true,
            Ordering::Release => load,
            Ordering::Acquire => !load,
            _ => false,
        };
        if bad {
            return self.fail(format!(
                "an atomic `{what}` cannot have the ordering `{}`",
                m.ordering.name()
            ));
        }
        let ok = match self.int_width(t) {
            Some(w) => w >= 8 && w.is_power_of_two(),
            None => self.is_ptr(t) || self.float_bits(t).is_some_and(|b| (16..=64).contains(&b)),
        };
        if !ok {
            return self.fail_help(
                format!("an atomic `{what}` of {}", self.text(t)),
                "atomic loads and stores take integers of 8, 16, 32, ... bits, pointers and 16, 32 or 64-bit floats",
            );
        }
        Ok(())
    }
}
