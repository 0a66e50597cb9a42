//! LLVM-dialect ops as read from MLIR: what is not left to `llvm::verify` on the lowered IR.
//!
//! The custom forms of LLVM-dialect ops give their operand and result types
//! in one type annotation, from which the parser infers the rest (a
//! member's type, a typed pointer's element); those inferences, and what
//! points at an attribute or a type in the annotation, stay in the parser.
//! The rules on the built op are here, and those of globals (not ops of a
//! body: the parser calls [`global_value`] and [`global_init`] where it
//! builds one).

use super::op::OpCx;
use crate::diag::{Error, Result, Span};
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
        LlvmOp::AddressOf(_) => {
            if cx.results.len() == 1 && !is_ptr(cx.t, cx.result_ty(0), false) {
                return Err(addressof_not_pointer(cx));
            }
            Ok(())
        }
        LlvmOp::Shuffle(mask) => shuffle(cx, mask),
        LlvmOp::Gep | LlvmOp::GepTyped { .. } => {
            if matches!(op, LlvmOp::Gep) {
                gep_base(cx)?;
            }
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

#[cold]
#[inline(never)]
fn addressof_not_pointer(cx: &OpCx) -> Error {
    Error::verify(
        cx.at,
        format!(
            "`llvm.mlir.addressof` makes a pointer, not {}",
            cx.tyname(cx.result_ty(0))
        ),
    )
}

/// The base of a getelementptr without an element type: a typed pointer
/// (an opaque one does not name the type to index). A base that is not a
/// pointer is left to `llvm::verify`, but with constant indices (the
/// parser kept the first one's span: the typed form indexes the pointee).
fn gep_base(cx: &OpCx) -> Result<()> {
    let Some(u) = cx.uses.first() else {
        return Ok(());
    };
    match cx.t.get(u.ty) {
        Type::LlvmPtr(e, _) if matches!(cx.t.get(*e), Type::LlvmVoid) => Err(gep_opaque_base(cx)),
        Type::LlvmPtr(..) => Ok(()),
        _ => match cx.body.attr_span_at(cx.at.start, 0) {
            Some(c) => Err(Error::verify(c, "the base of a getelementptr is a pointer")),
            None => Ok(()),
        },
    }
}

#[cold]
#[inline(never)]
fn gep_opaque_base(cx: &OpCx) -> Error {
    Error::verify(
        cx.at,
        "a getelementptr on an opaque pointer names its element type",
    )
    .help("write the element type after the result type: `: (!llvm.ptr, i64) -> !llvm.ptr, f32`")
}

/// `llvm.shufflevector`: each mask value picks an element of the two
/// operands (or is -1, undef).
fn shuffle(cx: &OpCx, mask: &[i32]) -> Result<()> {
    let Some(u) = cx.uses.first() else {
        return Ok(());
    };
    if let Type::Vector { shape, .. } = cx.t.get(u.ty) {
        let n = shape.iter().product::<i64>();
        if mask.iter().any(|&m| m < -1 || m as i64 >= 2 * n) {
            return Err(Error::verify(
                super::vector::attr_span(cx),
                format!(
                    "shufflevector mask values go from -1 (undef) to {}",
                    2 * n - 1
                ),
            ));
        }
    }
    Ok(())
}

/// The initial value `v` (written at `span`) of a global of type `ty`:
/// a string fills an array of as many bytes, a dense literal an array or
/// vector of as many elements (or splats one). Called where the global is
/// built (globals are not ops of a body).
pub(crate) fn global_value(t: &Types, ty: TypeId, v: &GlobalValue, span: Span) -> Result<()> {
    match v {
        GlobalValue::Bytes(bytes) => {
            if let Type::LlvmArray(n, _) = t.get(ty)
                && *n != bytes.len() as u64
            {
                return Err(Error::verify(
                    span,
                    format!(
                        "the string has {} bytes, but the global's type has {n}",
                        bytes.len()
                    ),
                ));
            }
            Ok(())
        }
        GlobalValue::Dense(elems) => {
            let (elem, count) = t.leaf_and_count(ty);
            if elems.len() != 1 && elems.len() as u64 != count {
                return Err(Error::verify(
                    span,
                    format!(
                        "the type has {count} elements, but the literal gives {}",
                        elems.len()
                    ),
                ));
            }
            if elem == ty {
                return Err(Error::verify(
                    span,
                    "a dense initializer needs an array or vector type",
                ));
            }
            Ok(())
        }
        GlobalValue::Int(_) | GlobalValue::Float(_) => Ok(()),
    }
}

/// The initializer region `body` of global `@name` (spanned `span`) of
/// function type `fty` (`() -> the global's type`): checked as a function
/// body is (every op's rules, uses, the returned type, dominance). Called
/// where the global is built.
pub(crate) fn global_init(
    t: &Types,
    name: &str,
    span: Span,
    fty: TypeId,
    body: &Body,
    src: &str,
) -> Result<()> {
    let f = Func {
        name: name.to_string(),
        state: FuncState::Defined,
        linkage: crate::llvm::ir::Linkage::Internal,
        vararg: false,
        llvm: true,
        name_span: span,
        ty: fty,
        private: true,
        attrs: Vec::new(),
        body: None,
        sym: Default::default(),
    };
    super::verify_func(t, &f, body, src).map(|_| ())
}
