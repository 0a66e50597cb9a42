//! `vector` ops: their type rules.

use super::op::OpCx;
use crate::diag::Result;
use crate::mlir::parse::vector::VectorOp;

pub(super) fn splat(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn extract_element(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn insert_element(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn extract(_cx: &OpCx, _pos: &[u32]) -> Result<()> {
    Ok(())
}

pub(super) fn insert(_cx: &OpCx, _pos: &[u32]) -> Result<()> {
    Ok(())
}

pub(super) fn vector(_cx: &OpCx, _op: &VectorOp) -> Result<()> {
    Ok(())
}
