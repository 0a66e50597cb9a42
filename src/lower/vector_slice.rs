//! Lowering of the slicing ops of `mlir/parse/vector_slice.rs` as MLIR's
//! `-convert-vector-to-llvm` does: strided slices pick and replace
//! elements (MLIR: shuffles and extracts/inserts of rows), `vector.bitcast`
//! is an LLVM `bitcast` of each 1-D row, and `vector.type_cast` makes a
//! rank-0 descriptor over the same (bitcast) pointers.

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::mlir::parse::vector::SliceOp;
use crate::types::Type;

impl Cx<'_> {
    /// Lowers slicing op `c` whose result has LLVM type `ty`.
    pub(super) fn lower_vector_slice(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        c: &SliceOp,
        ty: Ty,
    ) -> Result<l::Value> {
        let uses = fx.body.operands(op);
        let shape_of = |cx: &Self, t| match cx.m.types.get(t) {
            Type::Vector { shape, .. } => shape.to_vec(),
            _ => Vec::new(),
        };
        Ok(match c {
            SliceOp::ExtractStrided {
                offsets, strides, ..
            } => {
                let ss = shape_of(self, uses[0].ty);
                let res = fx.body.results(op)[0];
                let rs = shape_of(self, fx.body.values[res.index()].ty);
                let x = fx.val(&uses[0]);
                let mut flat = Vec::new();
                self.flatten(fx, x, &mut flat);
                let sst = row_major(&ss);
                let total: i64 = rs.iter().product();
                let mut idx = vec![0i64; rs.len()];
                let mut out = Vec::with_capacity(total as usize);
                for _ in 0..total {
                    let mut p = 0i64;
                    for d in 0..rs.len() {
                        let i = match offsets.get(d) {
                            Some(&o) => o + idx[d] * strides[d],
                            None => idx[d],
                        };
                        p += i * sst[d];
                    }
                    out.push(flat[p as usize]);
                    next(&mut idx, &rs);
                }
                let mut k = 0;
                self.build_from(fx, &out, &mut k, ty)
            }
            SliceOp::InsertStrided { offsets, strides } => {
                let ps = shape_of(self, uses[0].ty);
                let ds = shape_of(self, uses[1].ty);
                let (part, dst) = (fx.val(&uses[0]), fx.val(&uses[1]));
                let mut pf = Vec::new();
                let mut df = Vec::new();
                self.flatten(fx, part, &mut pf);
                self.flatten(fx, dst, &mut df);
                let dst_st = row_major(&ds);
                let lead = ds.len() - ps.len();
                let base: i64 = (0..lead).map(|d| offsets[d] * dst_st[d]).sum();
                let mut idx = vec![0i64; ps.len()];
                for &x in &pf {
                    let mut p = base;
                    for d in 0..ps.len() {
                        p += (offsets[lead + d] + idx[d] * strides[d]) * dst_st[lead + d];
                    }
                    df[p as usize] = x;
                    next(&mut idx, &ps);
                }
                let mut k = 0;
                self.build_from(fx, &df, &mut k, ty)
            }
            SliceOp::Bitcast => {
                let x = fx.val(&uses[0]);
                self.bitcast_rows(fx, x, ty)
            }
            SliceOp::TypeCast => {
                let d = fx.val(&uses[0]);
                let rinfo = {
                    let res = fx.body.results(op)[0];
                    self.memref(fx.body.values[res.index()].ty, op.span)?
                };
                let alloc = self.ins(fx).extract_value(d, &[0]);
                let aligned = self.ins(fx).extract_value(d, &[1]);
                let alloc = self.ins(fx).cast_if(l::CastOp::Bitcast, alloc, rinfo.ptr);
                let aligned = self.ins(fx).cast_if(l::CastOp::Bitcast, aligned, rinfo.ptr);
                let mut r = fx.out.value(ty, l::ValueKind::Undef);
                r = self.ins(fx).insert_value(r, alloc, &[0]);
                r = self.ins(fx).insert_value(r, aligned, &[1]);
                let zero = fx.out.value(rinfo.idx, l::ValueKind::ConstInt(0));
                self.ins(fx).insert_value(r, zero, &[2])
            }
        })
    }

    /// `x` with each 1-D row bitcast to the rows of `ty`.
    fn bitcast_rows(&mut self, fx: &mut Fx, x: l::Value, ty: Ty) -> l::Value {
        match *self.st.t.get(ty) {
            l::Type::Array(n, inner) => {
                let mut acc = fx.out.value(ty, l::ValueKind::Undef);
                for i in 0..n as u32 {
                    let row = self.ins(fx).extract_value(x, &[i]);
                    let row = self.bitcast_rows(fx, row, inner);
                    acc = self.ins(fx).insert_value(acc, row, &[i]);
                }
                acc
            }
            _ => self.ins(fx).cast_if(l::CastOp::Bitcast, x, ty),
        }
    }
}

/// Row-major strides of `shape`.
fn row_major(shape: &[i64]) -> Vec<i64> {
    let mut st = vec![1i64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        st[d] = st[d + 1] * shape[d + 1];
    }
    st
}

/// Steps `idx` to the next row-major position in `shape`.
fn next(idx: &mut [i64], shape: &[i64]) {
    for d in (0..shape.len()).rev() {
        idx[d] += 1;
        if idx[d] < shape[d] {
            return;
        }
        idx[d] = 0;
    }
}
