//! `memref` ops (allocation, access, views, globals, DMA, atomics): their type rules.

use super::op::OpCx;
use crate::diag::Result;
use crate::llvm::ir::RmwOp;
use crate::mlir::ir::*;
use crate::mlir::parse::memref::MemView;

pub(super) fn alloc(_cx: &OpCx, _alignment: Option<u32>, _stack: bool) -> Result<()> {
    Ok(())
}

pub(super) fn alloc_static(_cx: &OpCx, _addr: u64) -> Result<()> {
    Ok(())
}

pub(super) fn dealloc(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn load(_cx: &OpCx, _attrs: MemAttrs) -> Result<()> {
    Ok(())
}

pub(super) fn store(_cx: &OpCx, _attrs: MemAttrs) -> Result<()> {
    Ok(())
}

pub(super) fn dim(_cx: &OpCx, _dim: Option<u64>) -> Result<()> {
    Ok(())
}

pub(super) fn rank(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn memref_cast(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn view(_cx: &OpCx, _view: &MemView) -> Result<()> {
    Ok(())
}

pub(super) fn dma_start(_cx: &OpCx, _ranks: [u8; 3], _strided: bool) -> Result<()> {
    Ok(())
}

pub(super) fn dma_wait(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn atomic_rmw(_cx: &OpCx, _op: RmwOp) -> Result<()> {
    Ok(())
}

pub(super) fn atomic_rmw_loop(_cx: &OpCx, _op: FloatRmw) -> Result<()> {
    Ok(())
}

pub(super) fn generic_atomic_rmw(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn alloca_scope(_cx: &OpCx) -> Result<()> {
    Ok(())
}
