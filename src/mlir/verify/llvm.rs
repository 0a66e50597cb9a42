//! LLVM-dialect ops as read from MLIR: what is not left to `llvm::verify` on the lowered IR.
//!
//! The custom forms of LLVM-dialect ops give their operand and result types
//! in one type annotation, from which the parser infers the rest (a
//! member's type, a typed pointer's element); those inferences, and what
//! points at an attribute or a type in the annotation, stay in the parser.
//! The rules on the built op are here.

use super::op::OpCx;
use crate::diag::{Error, Result};
use crate::mlir::ir::*;
use crate::types::{Type, TypeId, Types};

/// A pointer, or (`vector`) a 1-D vector of pointers.
fn is_ptr(t: &Types, ty: TypeId, vector: bool) -> bool {
    match t.get(ty) {
        Type::LlvmPtr(..) => true,
        Type::Vector { shape, elem } if vector => {
            shape.len() == 1 && matches!(t.get(*elem), Type::LlvmPtr(..))
        }
        _ => false,
    }
}

pub(super) fn llvm(cx: &OpCx, op: &LlvmOp) -> Result<()> {
    match op {
        LlvmOp::Null => {
            if cx.results.len() == 1 && !is_ptr(cx.t, cx.result_ty(0), false) {
                return Err(Error::verify(cx.at, "`llvm.mlir.null` makes a pointer"));
            }
            Ok(())
        }
        LlvmOp::Alloca { elem, .. } => alloca(cx, *elem),
        LlvmOp::Gep | LlvmOp::GepTyped { .. } => {
            // One pointer, or (with a vector index) a vector of pointers.
            if cx.results.len() != 1 || !is_ptr(cx.t, cx.result_ty(0), true) {
                return Err(Error::verify(
                    cx.at,
                    "`llvm.getelementptr` produces one pointer",
                ));
            }
            Ok(())
        }
        LlvmOp::InlineAsm(_) => {
            if cx.results.len() > 1 {
                return Err(Error::verify(
                    cx.at,
                    "`llvm.inline_asm` has at most one result (a struct for several outputs)",
                ));
            }
            Ok(())
        }
        LlvmOp::Bin(_)
        | LlvmOp::FNeg
        | LlvmOp::ICmp(_)
        | LlvmOp::FCmp(_)
        | LlvmOp::Select
        | LlvmOp::Cast(_)
        | LlvmOp::Undef
        | LlvmOp::AddressOf(_)
        | LlvmOp::Load { .. }
        | LlvmOp::Store { .. }
        | LlvmOp::Zero
        | LlvmOp::Freeze
        | LlvmOp::Fence { .. }
        | LlvmOp::AtomicRmwOrd { .. }
        | LlvmOp::AtomicRmw(_)
        | LlvmOp::AtomicRmwLoop(_)
        | LlvmOp::CmpXchg { .. }
        | LlvmOp::ExtractValue(_)
        | LlvmOp::InsertValue(_)
        | LlvmOp::ExtractElement
        | LlvmOp::InsertElement
        | LlvmOp::Shuffle(_)
        | LlvmOp::Call { .. }
        | LlvmOp::Intrinsic(_)
        | LlvmOp::IntrinsicProps { .. }
        | LlvmOp::ConstrainedFPTrunc(_)
        | LlvmOp::Switch(_)
        | LlvmOp::Unreachable
        | LlvmOp::Masked { .. } => Ok(()),
    }
}

/// `llvm.alloca`: `elem` is the allocated type when the result pointer
/// does not name it (opaque), or when it names another one (an error).
fn alloca(cx: &OpCx, elem: Option<TypeId>) -> Result<()> {
    let Some(&r) = cx.results.first() else {
        return Ok(());
    };
    let r = cx.body.values[r.index()].ty;
    match (cx.t.get(r), elem) {
        (Type::LlvmPtr(e, _), _) if matches!(cx.t.get(*e), Type::LlvmVoid) => Ok(()),
        (Type::LlvmPtr(_, _), None) => Ok(()),
        (Type::LlvmPtr(e, _), Some(x)) if *e == x => Ok(()),
        (Type::LlvmPtr(..), Some(x)) => Err(Error::verify(
            cx.at,
            format!(
                "`llvm.alloca` of {} gives a pointer to it, not {}",
                cx.tyname(x),
                cx.tyname(r)
            ),
        )),
        (_, x) => Err(Error::verify(
            cx.at,
            format!(
                "`llvm.alloca` of {} makes a pointer, not {}",
                x.map_or_else(|| "?".to_string(), |x| cx.tyname(x)),
                cx.tyname(r)
            ),
        )),
    }
}
