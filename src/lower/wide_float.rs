//! f80 and f128 with `--emit=mlir`: MLIR 13's LLVM dialect has the scalar
//! types but cannot spell them inside a pointer, array, vector or struct
//! (`!llvm.ptr<f128>` is "unknown LLVM type").

use crate::llvm::ir::{self as l, Ty, Types};

/// Why `b` cannot be written in MLIR 13's LLVM dialect, if it uses an f80 or
/// f128 inside another type.
pub fn mlir13_wide_float(t: &Types, b: &l::Body) -> Option<&'static str> {
    let mut memo: Vec<Option<bool>> = vec![None; t.all().len()];
    b.values
        .iter()
        .any(|v| nested(t, v.ty, false, &mut memo, 0))
        .then_some("this function uses f80 or f128 inside a pointer, array, vector or struct, which MLIR 13's LLVM dialect cannot spell; write `.ll` instead")
}

/// Whether `ty` holds an f80/f128 below its top level (`inside`: it is
/// itself below the top level).
fn nested(t: &Types, ty: Ty, inside: bool, memo: &mut Vec<Option<bool>>, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    if inside && let Some(Some(r)) = memo.get(ty.index()) {
        return *r;
    }
    let r = match t.get(ty) {
        l::Type::X86Fp80 | l::Type::Fp128 => inside,
        l::Type::Ptr(e, _) | l::Type::Array(_, e) | l::Type::Vector(_, e) => {
            nested(t, *e, true, memo, depth + 1)
        }
        l::Type::Struct(f) | l::Type::PackedStruct(f) => {
            f.iter().any(|e| nested(t, *e, true, memo, depth + 1))
        }
        l::Type::Func { ret, params, .. } => {
            nested(t, *ret, true, memo, depth + 1)
                || params.iter().any(|e| nested(t, *e, true, memo, depth + 1))
        }
        l::Type::Named(n) => match t.named_body(n) {
            Some(b) => nested(t, b, true, memo, depth + 1),
            None => false,
        },
        l::Type::Void
        | l::Type::Int(_)
        | l::Type::Half
        | l::Type::BFloat
        | l::Type::Float
        | l::Type::Double => false,
    };
    if inside && let Some(m) = memo.get_mut(ty.index()) {
        *m = Some(r);
    }
    r
}
