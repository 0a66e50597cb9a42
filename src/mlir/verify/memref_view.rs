//! Memref views and globals (`subview`, `reinterpret_cast`, `view`,
//! `transpose`, reshapes, ...): their offsets, sizes and strides against
//! the result type.

use super::op::OpCx;
use crate::diag::Result;
use crate::mlir::parse::memref::MemView;

pub(crate) fn view(_cx: &OpCx, _view: &MemView) -> Result<()> {
    Ok(())
}
