//! Today's LLVM dialect in a global's initializer region: a
//! `llvm.getelementptr` with its element type, constant indices inline
//! and the others as values (`%0[%1, 3] : (!llvm.ptr, i64) -> !llvm.ptr,
//! !llvm.array<5 x i32>`), folds to a constant getelementptr of the base
//! as a pointer to the element type.

use super::Cx;
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::{self as l, CastOp, GConst, Ty};
use crate::mlir::ir::{self as s, GEP_DYNAMIC};
use crate::types::TypeId;

impl Cx<'_> {
    /// The constant of `llvm.getelementptr` with element type `elem` and
    /// indices `idx` (`GEP_DYNAMIC` for the operands after the base) in an
    /// initializer region; `consts` gives the constant of each operand,
    /// `rt` is the result type.
    pub(super) fn gep_typed_const(
        &mut self,
        (elem, idx): (TypeId, &[i32]),
        uses: &[s::Use],
        consts: &dyn Fn(&s::Use) -> Option<GConst>,
        rt: TypeId,
        span: Span,
    ) -> Result<GConst> {
        let e = self.ty(elem, span)?;
        let from = self.ty(uses[0].ty, span)?;
        let space = match *self.st.t.get(from) {
            l::Type::Ptr(_, s) => s,
            _ => {
                return Err(Error::lower(
                    span,
                    "a getelementptr with vector indices in a global initializer is not supported yet",
                ));
            }
        };
        let base_ty = self.st.t.intern(l::Type::Ptr(e, space));
        let base = match consts(&uses[0]).unwrap_or(GConst::Undef) {
            // Undo the cast of an address to the opaque pointer.
            GConst::Cast {
                op: CastOp::Bitcast,
                from: f,
                value,
                ..
            } if f == base_ty => *value,
            // (Or cast the address itself.)
            GConst::Cast {
                op: CastOp::Bitcast,
                from: f,
                value,
                ..
            } if matches!(*self.st.t.get(f), l::Type::Ptr(_, s) if s == space) => GConst::Cast {
                op: CastOp::Bitcast,
                from: f,
                value,
                to: base_ty,
            },
            b if from == base_ty => b,
            b => GConst::Cast {
                op: CastOp::Bitcast,
                from,
                value: Box::new(b),
                to: base_ty,
            },
        };
        let mut dynamic = uses[1..].iter();
        let mut indices = Vec::with_capacity(idx.len());
        for &k in idx {
            if k != GEP_DYNAMIC {
                indices.push((self.st.t.i32, i128::from(k)));
                continue;
            }
            let Some(u) = dynamic.next() else {
                return Err(Error::verify(
                    span,
                    "the getelementptr has fewer index operands than `%` indices",
                ));
            };
            let t = self.ty(u.ty, span)?;
            match consts(u) {
                Some(GConst::Int(v)) => indices.push((t, v)),
                _ => {
                    return Err(Error::lower(
                        u.span,
                        "indices of a getelementptr in a global initializer must be constants",
                    ));
                }
            }
        }
        if dynamic.next().is_some() {
            return Err(Error::verify(
                span,
                "the getelementptr has more index operands than `%` indices",
            ));
        }
        let cur = self.indexed_type(e, &indices, span)?;
        let pt = self.st.t.intern(l::Type::Ptr(cur, space));
        let gep = GConst::Gep {
            elem: e,
            base_ty,
            base: Box::new(base),
            indices,
        };
        let to = self.ty(rt, span)?;
        Ok(if to == pt {
            gep
        } else {
            GConst::Cast {
                op: CastOp::Bitcast,
                from: pt,
                value: Box::new(gep),
                to,
            }
        })
    }

    /// The type constant indices `indices` (the first steps over the
    /// pointer) select inside `elem`.
    fn indexed_type(&self, elem: Ty, indices: &[(Ty, i128)], span: Span) -> Result<Ty> {
        let mut cur = elem;
        for &(_, k) in indices.iter().skip(1) {
            let t = match self.st.t.get(cur) {
                l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(cur),
                _ => cur,
            };
            cur = match self.st.t.get(t) {
                l::Type::Struct(f) | l::Type::PackedStruct(f) => {
                    match usize::try_from(k).ok().and_then(|k| f.get(k)) {
                        Some(f) => *f,
                        None => {
                            return Err(Error::verify(
                                span,
                                "invalid getelementptr: struct field index out of range",
                            ));
                        }
                    }
                }
                l::Type::Array(_, x) | l::Type::Vector(_, x) => *x,
                _ => {
                    return Err(Error::verify(
                        span,
                        "invalid getelementptr: indexing into a type that is not an aggregate",
                    ));
                }
            };
        }
        Ok(cur)
    }
}
