//! Lowering of the contraction ops of `mlir/parse/vector_contract.rs` as
//! MLIR's `-convert-vector-to-llvm` does (its vector-to-vector lowerings
//! first):
//! - `vector.outerproduct`: one row per `lhs` element, `splat(lhs[i]) * rhs`
//!   fused with the accumulator (`llvm.fma`) for float `add`, multiplied
//!   then combined otherwise;
//! - `vector.contract`: MLIR unrolls the parallel dimensions, then all
//!   reduction dimensions but the last (in iteration order), feeding the
//!   accumulator through; each 1-D reduction (like its "dot" lowering of
//!   matmul and matvec shapes) multiplies, reduces the products in order
//!   from 0 and adds the accumulator after;
//! - `vector.multi_reduction`: each kept position combines its reduced
//!   elements in row-major order, after the accumulator if there is one.

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::mlir::parse::vector::{ContractOp, Contraction, RedKind};
use crate::types::Type;

impl Cx<'_> {
    /// Lowers contraction op `c` whose result has LLVM type `ty`.
    pub(super) fn lower_vector_contract(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        c: &ContractOp,
        ty: Ty,
    ) -> Result<l::Value> {
        let uses = fx.body.operands(op);
        let elem = self.m.types.scalar_of(uses[0].ty);
        let float = self.m.types.is_float(elem);
        Ok(match c {
            ContractOp::OuterProduct { kind } => {
                let a = fx.val(&uses[0]);
                let b = fx.val(&uses[1]);
                let acc = uses.get(2).map(|u| fx.val(u));
                self.outerproduct(fx, *kind, float, a, b, acc, ty)
            }
            ContractOp::Contract(k) => {
                let mut lhs = Vec::new();
                let mut rhs = Vec::new();
                let mut acc = Vec::new();
                let (a, b, c) = (fx.val(&uses[0]), fx.val(&uses[1]), fx.val(&uses[2]));
                self.flatten(fx, a, &mut lhs);
                self.flatten(fx, b, &mut rhs);
                self.flatten(fx, c, &mut acc);
                let st = self.scalar_ty(ty);
                let out = self.contract(fx, k, float, &lhs, &rhs, &acc, st);
                self.rebuild(fx, &out, ty)
            }
            ContractOp::MultiReduction { kind, reduced } => {
                let shape = match self.m.types.get(uses[0].ty) {
                    Type::Vector { shape, .. } => shape.to_vec(),
                    _ => unreachable!("the builder checked for a vector"),
                };
                let mut src = Vec::new();
                let x = fx.val(&uses[0]);
                self.flatten(fx, x, &mut src);
                let mut acc = Vec::new();
                if let Some(u) = uses.get(1) {
                    let a = fx.val(u);
                    self.flatten(fx, a, &mut acc);
                }
                let st = self.scalar_ty(ty);
                let out = self.multi_reduction(fx, *kind, float, &shape, reduced, &src, &acc, st);
                self.rebuild(fx, &out, ty)
            }
        })
    }

    /// The element type of `ty` (itself for a scalar).
    fn scalar_ty(&self, mut ty: Ty) -> Ty {
        while let l::Type::Array(_, e) | l::Type::Vector(_, e) = *self.st.t.get(ty) {
            ty = e;
        }
        ty
    }

    /// The value of type `ty` with row-major scalars `vals`.
    fn rebuild(&mut self, fx: &mut Fx, vals: &[l::Value], ty: Ty) -> l::Value {
        match self.st.t.get(ty) {
            l::Type::Array(..) | l::Type::Vector(..) => {
                let mut next = 0;
                self.build_from(fx, vals, &mut next, ty)
            }
            _ => vals[0],
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn outerproduct(
        &mut self,
        fx: &mut Fx,
        kind: RedKind,
        float: bool,
        a: l::Value,
        b: l::Value,
        acc: Option<l::Value>,
        ty: Ty,
    ) -> l::Value {
        let mul = if float { l::BinOp::FMul } else { l::BinOp::Mul };
        let (rows, row_ty) = match *self.st.t.get(ty) {
            l::Type::Array(n, inner) => (Some(n), inner),
            _ => (None, ty),
        };
        let Some(rows) = rows else {
            // The AXPY form: `lhs * splat(rhs)`.
            let s = self.splat(fx, ty, b);
            return self.op_row(fx, kind, float, mul, a, s, acc, ty);
        };
        let mut out = fx.out.value(ty, l::ValueKind::Undef);
        for i in 0..rows as u32 {
            let k = self.ins(fx).i64(i as i64);
            let x = self.ins(fx).extract_element(a, k);
            let s = self.splat(fx, row_ty, x);
            let acc_i = acc.map(|c| self.ins(fx).extract_value(c, &[i]));
            let row = self.op_row(fx, kind, float, mul, s, b, acc_i, row_ty);
            out = self.ins(fx).insert_value(out, row, &[i]);
        }
        out
    }

    /// `x * y` combined with `acc` (1-D vectors of type `ty`).
    #[allow(clippy::too_many_arguments)]
    fn op_row(
        &mut self,
        fx: &mut Fx,
        kind: RedKind,
        float: bool,
        mul: l::BinOp,
        x: l::Value,
        y: l::Value,
        acc: Option<l::Value>,
        ty: Ty,
    ) -> l::Value {
        match acc {
            Some(c) if float && kind == RedKind::Add => {
                let name = format!("llvm.fma.{}", self.suffix(ty));
                self.call_extern(fx, &name, ty, &[ty, ty, ty], &[x, y, c])
            }
            None => self.ins(fx).bin(mul, x, y),
            Some(c) => {
                let m = self.ins(fx).bin(mul, x, y);
                if let RedKind::MinimumF | RedKind::MaximumF = kind {
                    // Expanded on scalars.
                    let (mut ms, mut cs) = (Vec::new(), Vec::new());
                    self.flatten(fx, m, &mut ms);
                    self.flatten(fx, c, &mut cs);
                    let st = self.scalar_ty(ty);
                    let out: Vec<l::Value> = ms
                        .iter()
                        .zip(&cs)
                        .map(|(&m, &c)| self.vcombine(fx, kind, float, m, c, st))
                        .collect();
                    self.rebuild(fx, &out, ty)
                } else {
                    self.vcombine(fx, kind, float, m, c, ty)
                }
            }
        }
    }

    /// The row-major result scalars of contraction `k` of the row-major
    /// scalars `lhs`, `rhs`, `acc` (scalar type `st`).
    #[allow(clippy::too_many_arguments)]
    fn contract(
        &mut self,
        fx: &mut Fx,
        k: &Contraction,
        float: bool,
        lhs: &[l::Value],
        rhs: &[l::Value],
        acc: &[l::Value],
        st: Ty,
    ) -> Vec<l::Value> {
        let (mul, add) = if float {
            (l::BinOp::FMul, l::BinOp::FAdd)
        } else {
            (l::BinOp::Mul, l::BinOp::Add)
        };
        let nd = k.sizes.len();
        let lstride = strides(&k.lhs, &k.sizes, nd);
        let rstride = strides(&k.rhs, &k.sizes, nd);
        let red: Vec<usize> = (0..nd).filter(|&d| k.reduction[d]).collect();
        let (&last, outer) = red.split_last().expect("the builder checked the maps");
        let mut it = vec![0i64; nd];
        let mut out = Vec::with_capacity(acc.len());
        for (p, &a) in acc.iter().enumerate() {
            // The parallel coordinates of accumulator element `p`.
            let mut rest = p as i64;
            for &d in k.acc.iter().rev() {
                let n = k.sizes[d as usize];
                it[d as usize] = rest % n;
                rest /= n;
            }
            for &d in &red {
                it[d] = 0;
            }
            let mut a = a;
            loop {
                // One reduction along the last reduction dimension, from 0.
                let mut sum = None;
                for x in 0..k.sizes[last] {
                    it[last] = x;
                    let li: i64 = (0..nd).map(|d| it[d] * lstride[d]).sum();
                    let ri: i64 = (0..nd).map(|d| it[d] * rstride[d]).sum();
                    let m = self.ins(fx).bin(mul, lhs[li as usize], rhs[ri as usize]);
                    sum = Some(match sum {
                        None if float => {
                            // MLIR's ordered float reduction starts from +0.0.
                            let z = fx.out.value(st, l::ValueKind::ConstFloat(0));
                            self.ins(fx).bin(add, z, m)
                        }
                        None => m,
                        Some(s) => self.ins(fx).bin(add, s, m),
                    });
                }
                let s = sum.expect("dimensions are not empty");
                a = self.ins(fx).bin(add, s, a);
                // The next coordinates of the other reduction dimensions.
                let mut done = true;
                for &d in outer.iter().rev() {
                    it[d] += 1;
                    if it[d] < k.sizes[d] {
                        done = false;
                        break;
                    }
                    it[d] = 0;
                }
                if done {
                    break;
                }
            }
            out.push(a);
        }
        out
    }

    /// The row-major result scalars of a `multi_reduction` of the row-major
    /// scalars `src` of shape `shape`.
    #[allow(clippy::too_many_arguments)]
    fn multi_reduction(
        &mut self,
        fx: &mut Fx,
        kind: RedKind,
        float: bool,
        shape: &[i64],
        reduced: &[bool],
        src: &[l::Value],
        acc: &[l::Value],
        st: Ty,
    ) -> Vec<l::Value> {
        let kept: i64 = shape
            .iter()
            .zip(reduced)
            .filter(|(_, r)| !**r)
            .map(|(d, _)| *d)
            .product();
        let mut out: Vec<Option<l::Value>> =
            (0..kept as usize).map(|p| acc.get(p).copied()).collect();
        // Visit the source in row-major order: each element goes to its
        // kept position, in the order of the reduced coordinates.
        let mut idx = vec![0i64; shape.len()];
        for &x in src {
            let mut p = 0i64;
            for (d, &n) in shape.iter().enumerate() {
                if !reduced[d] {
                    p = p * n + idx[d];
                }
            }
            let slot = &mut out[p as usize];
            *slot = Some(match *slot {
                None => x,
                Some(a) => self.vcombine(fx, kind, float, a, x, st),
            });
            for d in (0..shape.len()).rev() {
                idx[d] += 1;
                if idx[d] < shape[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        out.into_iter()
            .map(|v| v.expect("vectors have elements"))
            .collect()
    }
}

/// Per iteration dimension, the row-major stride in the operand whose map
/// is `map` (0 for a dimension the operand lacks).
fn strides(map: &[u32], sizes: &[i64], nd: usize) -> Vec<i64> {
    let mut st = vec![0i64; nd];
    let mut s = 1i64;
    for &d in map.iter().rev() {
        st[d as usize] = s;
        s *= sizes[d as usize];
    }
    st
}
