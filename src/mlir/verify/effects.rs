//! Which ops have memory effects (read, write, allocate, free, print,
//! call): as MLIR's `isMemoryEffectFree`, for the rule that the body of
//! `memref.generic_atomic_rmw` has none. Every match is exhaustive, so a
//! new op does not compile until it is placed on one side.

use crate::mlir::ir::{LlvmOp, OpKind};
use crate::mlir::ops::ScalarOp;
use crate::mlir::parse::memref::MemView;
use crate::mlir::parse::vector::{MemOp, VectorOp};

/// Whether an op of kind `k` may touch memory or the outside world (MLIR's
/// ops without an effect interface, such as calls, count as having one).
/// Ops with regions are not asked: their bodies decide.
pub(super) fn has_effect(k: &OpKind) -> bool {
    match k {
        OpKind::Call(..)
        | OpKind::CallIndirect
        | OpKind::Alloc { .. }
        | OpKind::Alloca { .. }
        | OpKind::AllocStatic(_)
        | OpKind::Dealloc
        | OpKind::Load(_)
        | OpKind::Store(_)
        | OpKind::AtomicRmw(_)
        | OpKind::AtomicRmwLoop(_)
        | OpKind::GenericAtomicRmw
        | OpKind::AllocaScope
        | OpKind::DmaStart { .. }
        | OpKind::DmaWait
        | OpKind::Assert { .. }
        | OpKind::AffineLoad(_)
        | OpKind::AffineStore(_)
        | OpKind::AffineVectorLoad(_)
        | OpKind::AffineVectorStore(_)
        | OpKind::AffinePrefetch(_) => true,
        OpKind::Scalar(s) => scalar(*s),
        OpKind::Vector(v) => vector(v),
        OpKind::Llvm(l) => llvm(l),
        OpKind::MemRef(v) => memref(v),
        OpKind::Constant(_)
        | OpKind::Binary(_)
        | OpKind::Unary(_)
        | OpKind::CmpI(_)
        | OpKind::CmpF(_)
        | OpKind::Select
        | OpKind::Cast(_)
        | OpKind::Br
        | OpKind::CondBr
        | OpKind::Return
        | OpKind::Dim(_)
        | OpKind::Rank
        | OpKind::MemRefCast
        | OpKind::Splat
        | OpKind::ExtractElement
        | OpKind::InsertElement
        | OpKind::VectorExtract(_)
        | OpKind::VectorInsert(_)
        | OpKind::Complex(..)
        | OpKind::Yield
        | OpKind::Condition
        | OpKind::ScfFor
        | OpKind::If(_)
        | OpKind::While
        | OpKind::ExecuteRegion
        | OpKind::IndexSwitch(_)
        | OpKind::AffineFor { .. }
        | OpKind::Parallel { .. }
        | OpKind::Reduce
        | OpKind::ReduceReturn
        | OpKind::AffineParallel { .. }
        | OpKind::AffineApply(..) => false,
    }
}

fn scalar(s: ScalarOp) -> bool {
    match s {
        ScalarOp::Assert => true,
        ScalarOp::Fma
        | ScalarOp::FPowI
        | ScalarOp::IPowI
        | ScalarOp::IsNan
        | ScalarOp::IsInf
        | ScalarOp::IsFinite
        | ScalarOp::AddUIExtended
        | ScalarOp::MulSIExtended
        | ScalarOp::MulUIExtended
        | ScalarOp::Switch
        | ScalarOp::Poison
        | ScalarOp::UnrealizedCast
        | ScalarOp::SizeOf => false,
    }
}

fn vector(v: &VectorOp) -> bool {
    match v {
        VectorOp::Print(_) | VectorOp::PrintStr(_) => true,
        VectorOp::Mem(m) => match m {
            MemOp::CreateMask | MemOp::ConstantMask(_) => false,
            MemOp::Load
            | MemOp::Store
            | MemOp::MaskedLoad
            | MemOp::MaskedStore
            | MemOp::TransferRead { .. }
            | MemOp::TransferWrite { .. }
            | MemOp::Gather
            | MemOp::Scatter
            | MemOp::ExpandLoad
            | MemOp::CompressStore
            | MemOp::TransferNd(_)
            | MemOp::Transfer0d { .. } => true,
        },
        VectorOp::Broadcast
        | VectorOp::Shuffle(_)
        | VectorOp::Fma
        | VectorOp::Reduction { .. }
        | VectorOp::FromElements
        | VectorOp::Step
        | VectorOp::Transpose(_)
        | VectorOp::ShapeCast
        | VectorOp::ExtractDyn(_)
        | VectorOp::InsertDyn(_)
        | VectorOp::Contract(_)
        | VectorOp::Slice(_) => false,
    }
}

fn llvm(l: &LlvmOp) -> bool {
    match l {
        LlvmOp::Alloca { .. }
        | LlvmOp::Load { .. }
        | LlvmOp::Store { .. }
        | LlvmOp::Fence { .. }
        | LlvmOp::AtomicRmwOrd { .. }
        | LlvmOp::AtomicRmw(_)
        | LlvmOp::AtomicRmwLoop(_)
        | LlvmOp::CmpXchg { .. }
        | LlvmOp::Call { .. }
        | LlvmOp::Intrinsic(_)
        | LlvmOp::InlineAsm(_)
        | LlvmOp::IntrinsicProps { .. }
        | LlvmOp::ConstrainedFPTrunc(_)
        | LlvmOp::Masked { .. } => true,
        LlvmOp::Bin(_)
        | LlvmOp::FNeg
        | LlvmOp::ICmp(_)
        | LlvmOp::FCmp(_)
        | LlvmOp::Select
        | LlvmOp::Cast(_)
        | LlvmOp::Undef
        | LlvmOp::Null
        | LlvmOp::AddressOf(_)
        | LlvmOp::Gep
        | LlvmOp::GepTyped { .. }
        | LlvmOp::Zero
        | LlvmOp::Freeze
        | LlvmOp::ExtractValue(_)
        | LlvmOp::InsertValue(_)
        | LlvmOp::ExtractElement
        | LlvmOp::InsertElement
        | LlvmOp::Shuffle(_)
        | LlvmOp::Switch(_)
        | LlvmOp::Unreachable => false,
    }
}

fn memref(v: &MemView) -> bool {
    match v {
        MemView::Copy | MemView::Realloc(_) => true,
        MemView::GetGlobal(_)
        | MemView::SubView { .. }
        | MemView::ReinterpretCast { .. }
        | MemView::View
        | MemView::Transpose(_)
        | MemView::Reshape
        | MemView::ReshapeDyn { .. }
        | MemView::StridedMetadata
        | MemView::AlignedPointer
        | MemView::AssumeAlignment(_)
        | MemView::ShapeReshape => false,
    }
}
