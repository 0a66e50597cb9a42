//! `arith`, `math`, `func`, `cf`, `index` and `complex` ops: their type rules.

use super::op::OpCx;
use crate::diag::Result;
use crate::mlir::ir::*;
use crate::mlir::ops::{BinOp, CastOp, ComplexOp, ScalarOp, UnOp};
use crate::types::TypeId;

pub(super) fn constant(_cx: &OpCx, _c: &Const) -> Result<()> {
    Ok(())
}

pub(super) fn binary(_cx: &OpCx, _op: BinOp) -> Result<()> {
    Ok(())
}

pub(super) fn unary(_cx: &OpCx, _op: UnOp) -> Result<()> {
    Ok(())
}

pub(super) fn cmpi(_cx: &OpCx, _pred: IPred) -> Result<()> {
    Ok(())
}

pub(super) fn cmpf(_cx: &OpCx, _pred: FPred) -> Result<()> {
    Ok(())
}

pub(super) fn select(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn cast(_cx: &OpCx, _op: CastOp) -> Result<()> {
    Ok(())
}

pub(super) fn call(_cx: &OpCx, _callee: FuncId, _ty: TypeId) -> Result<()> {
    Ok(())
}

pub(super) fn call_indirect(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn br(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn cond_br(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn ret(_cx: &OpCx) -> Result<()> {
    Ok(())
}

pub(super) fn assert(_cx: &OpCx, _message: &str, _print: bool) -> Result<()> {
    Ok(())
}

pub(super) fn scalar(_cx: &OpCx, _op: ScalarOp) -> Result<()> {
    Ok(())
}

pub(super) fn complex(_cx: &OpCx, _op: ComplexOp, _fastmath: u8) -> Result<()> {
    Ok(())
}
