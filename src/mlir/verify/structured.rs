//! `scf` and `affine` ops: operands against their regions' arguments and terminators, bounds, maps.

use super::op::OpCx;
use crate::diag::Result;
use crate::mlir::ir::*;

pub(super) fn yield_(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn condition(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn scf_for(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn if_(_cx: &OpCx, _set: Option<u32>) -> Result<()> {
    Ok(())
}

pub(super) fn while_(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn execute_region(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn index_switch(_cx: &OpCx, _cases: &[i64]) -> Result<()> {
    Ok(())
}

pub(super) fn affine_for(
    _cx: &OpCx,
    _lb: u32,
    _ub: u32,
    _lb_operands: u32,
    _step: i64,
) -> Result<()> {
    Ok(())
}

pub(super) fn parallel(_cx: &OpCx, _dims: u32) -> Result<()> {
    Ok(())
}

pub(super) fn reduce(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn reduce_return(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn affine_parallel(
    _cx: &OpCx,
    _lb: u32,
    _ub: u32,
    _lb_operands: u32,
    _steps: &[i64],
    _reductions: &[ReduceKind],
) -> Result<()> {
    Ok(())
}

pub(super) fn affine_apply(_cx: &OpCx, _map: u32, _reduce: AffineReduce) -> Result<()> {
    Ok(())
}

pub(super) fn affine_load(_cx: &OpCx, _map: u32) -> Result<()> {
    Ok(())
}

pub(super) fn affine_vector_load(_cx: &OpCx, _map: u32) -> Result<()> {
    Ok(())
}

pub(super) fn affine_vector_store(_cx: &OpCx, _map: u32) -> Result<()> {
    Ok(())
}

pub(super) fn affine_prefetch(_cx: &OpCx, _map: u32) -> Result<()> {
    Ok(())
}

pub(super) fn affine_store(_cx: &OpCx, _map: u32) -> Result<()> {
    Ok(())
}
