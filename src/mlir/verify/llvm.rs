//! LLVM-dialect ops as read from MLIR: what is not left to `llvm::verify` on the lowered IR.

use super::op::OpCx;
use crate::diag::Result;
use crate::mlir::ir::*;

pub(super) fn llvm(_cx: &OpCx, _op: &LlvmOp) -> Result<()> {
    Ok(())
}
