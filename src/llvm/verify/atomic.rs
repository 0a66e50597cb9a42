//! The verifier's rules for the atomic instructions.

use super::{Failure, Verifier};
use crate::llvm::ir::{InstData, RmwOp, Type, Value};

impl Verifier<'_> {
    /// `atomicrmw op ptr, value`: the pointer points to the value's type,
    /// an integer for the integer ops, a float for `fadd`, either for `xchg`.
    pub(super) fn atomic_rmw(
        &mut self,
        d: &InstData,
        op: RmwOp,
        p: Value,
        v: Value,
    ) -> Result<(), Failure> {
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
