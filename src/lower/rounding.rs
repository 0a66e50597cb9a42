//! `arith.truncf` with a rounding mode (MLIR 22: `arith.truncf %x upward :
//! f64 to f32`), lowered as MLIR 22's `--convert-arith-to-llvm` does: to
//! `llvm.intr.experimental.constrained.fptrunc %x upward ignore`, in `.ll`
//! `call float @llvm.experimental.constrained.fptrunc.f32.f64(double %x,
//! metadata !"round.upward", metadata !"fpexcept.ignore") strictfp`; n-D
//! vectors one 1-D part at a time.

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, CONSTRAINED_PREFIX, Ty};
use crate::mlir::ir as s;

impl Cx<'_> {
    /// `arith.truncf` op `op` with rounding mode `mode` (an index into
    /// [`l::ROUNDING_MODES`]).
    pub(super) fn truncf_rounded(&mut self, fx: &mut Fx, op: &s::Op, mode: u8) -> Result<()> {
        let body = fx.body;
        let res = body.results(op)[0];
        let ty = self.ty(body.values[res.index()].ty, op.span)?;
        let x = fx.val(&body.operands(op)[0]);
        let v = self.unroll(fx, ty, &[x], &mut |cx, fx, parts, pty| {
            cx.constrained_fptrunc(fx, parts[0], pty, mode)
        });
        fx.vmap[res.index()] = v;
        Ok(())
    }

    /// One constrained `fptrunc` of a scalar or 1-D vector `x` to `ty`.
    pub(super) fn constrained_fptrunc(
        &mut self,
        fx: &mut Fx,
        x: l::Value,
        ty: Ty,
        mode: u8,
    ) -> l::Value {
        let from = fx.out.ty(x);
        let name = format!(
            "{CONSTRAINED_PREFIX}fptrunc.{}.{}",
            self.suffix(ty),
            self.suffix(from)
        );
        // The declaration's type leaves out the two metadata parameters,
        // which the `.ll` writer adds.
        let fn_ty = self.st.t.intern(l::Type::Func {
            ret: ty,
            params: Box::new([from]),
            vararg: false,
        });
        let decl = self.declare_as(&name, fn_ty);
        self.ins(fx).emit(
            l::InstKind::FPTruncRound {
                value: x,
                mode,
                decl,
            },
            ty,
        )
    }
}
