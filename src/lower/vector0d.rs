//! 0-D vectors (`vector<f32>`), lowered as MLIR lowers them: to one-element
//! LLVM vectors (`<1 x float>`). Most ops need nothing of their own (the
//! LLVM type is an ordinary 1-D vector); these helpers cover the ops whose
//! meaning changes with rank 0: the element of a 0-D vector is its only
//! lane, and a 0-D source of `vector.broadcast` is a scalar.

use super::{Cx, Fx};
use crate::llvm::ir as l;
use crate::types::{Type, TypeId};

impl Cx<'_> {
    /// Whether `t` is a 0-D vector.
    pub(super) fn is_0d(&self, t: TypeId) -> bool {
        matches!(self.m.types.get(t), Type::Vector { shape, .. } if shape.is_empty())
    }

    /// `vector.extract %v[]`: the element of a 0-D vector (`rank` 0), or
    /// the vector itself.
    pub(super) fn extract_0d(&mut self, fx: &mut Fx, v: l::Value, rank: usize) -> l::Value {
        if rank > 0 {
            return v;
        }
        let k = self.ins(fx).i64(0);
        self.ins(fx).extract_element(v, k)
    }

    /// `vector.insert %x, %v[]`: `x` as the element of a 0-D vector (`rank`
    /// 0), or `x` itself (the whole vector).
    pub(super) fn insert_0d(
        &mut self,
        fx: &mut Fx,
        v: l::Value,
        x: l::Value,
        rank: usize,
    ) -> l::Value {
        if rank > 0 {
            return x;
        }
        let k = self.ins(fx).i64(0);
        self.ins(fx).insert_element(v, x, k)
    }

    /// The scalar inside `x` when its type `t` is a 0-D vector, else `x`.
    pub(super) fn scalar_if_0d(&mut self, fx: &mut Fx, x: l::Value, t: TypeId) -> l::Value {
        if !self.is_0d(t) {
            return x;
        }
        self.extract_0d(fx, x, 0)
    }
}
