//! Lowering of `vector.transfer_read`/`transfer_write` of n-D vectors and
//! with permutation maps (`mlir/parse/vector_transfer.rs`). MLIR unrolls
//! them to 1-D transfers (`-convert-vector-to-scf`) whose out-of-bounds
//! rows read the padding or write nothing, then masks each row's lanes;
//! here each 1-D row is one `llvm.masked.gather`/`scatter` over the lanes'
//! addresses (a stride of the memref dimension the row walks, 0 for a
//! broadcast), masked by the rows' and lanes' bounds and the user's mask.
//! Bounds compare `index + position < size` as signed numbers, as MLIR does.

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::mlir::parse::vector::Transfer;

/// `slt` in [`l::ICMP_NAMES`].
const SLT: u8 = 2;

impl Cx<'_> {
    /// Lowers transfer `t`; a read gives its value (of type `ty`).
    pub(super) fn lower_transfer_nd(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        t: &Transfer,
        ty: Ty,
    ) -> Result<Option<l::Value>> {
        let uses = fx.body.operands(op);
        let m = usize::from(t.write);
        let info = self.memref(uses[m].ty, op.span)?;
        let desc = fx.val(&uses[m]);
        let base: Vec<l::Value> = uses[m + 1..m + 1 + info.rank]
            .iter()
            .map(|u| fx.val(u))
            .collect();
        let vty = if t.write {
            let x = fx.val(&uses[0]);
            fx.out.ty(x)
        } else {
            ty
        };
        let value = t.write.then(|| fx.val(&uses[0]));
        let pad = (!t.write).then(|| fx.val(&uses[m + 1 + info.rank]));
        let mask = t.masked.then(|| fx.val(&uses[uses.len() - 1]));
        // The vector's shape, outer dimensions first.
        let mut shape = Vec::new();
        let mut cur = vty;
        let row_ty = loop {
            match *self.st.t.get(cur) {
                l::Type::Array(n, inner) => {
                    shape.push(n);
                    cur = inner;
                }
                l::Type::Vector(n, _) => {
                    shape.push(n);
                    break cur;
                }
                _ => unreachable!("the builder checked for a vector"),
            }
        };
        let k = shape.len();
        let idx = info.idx;
        let i1 = self.st.t.i1;
        // Sizes and strides of the memref dimensions the vector walks.
        let mut sizes = vec![None; info.rank];
        let mut strides = vec![None; info.rank];
        for (v, d) in t.map.iter().enumerate() {
            let Some(d) = *d else { continue };
            let d = d as usize;
            if !t.in_bounds[v] {
                sizes[d] = Some(self.ins(fx).extract_value(desc, &[3, d as u32]));
            }
            if v == k - 1 {
                strides[d] = Some(match info.strides[d] {
                    Some(s) => self.ins(fx).idx(s),
                    None => self.ins(fx).extract_value(desc, &[4, d as u32]),
                });
            }
        }
        let n = shape[k - 1];
        let lanes_ty = self.st.t.intern(l::Type::Vector(n, idx));
        let mask_ty = self.st.t.intern(l::Type::Vector(n, i1));
        let steps = {
            let elems: Vec<l::Value> = (0..n)
                .map(|i| fx.out.value(idx, l::ValueKind::ConstInt(i as i128)))
                .collect();
            let list = fx.out.list(&elems);
            fx.out.value(lanes_ty, l::ValueKind::ConstAgg(list))
        };
        let align = self.elem_align(info.elem);
        let pass = pad.map(|p| self.splat(fx, row_ty, p));
        let mut out = if t.write {
            None
        } else {
            Some(fx.out.value(ty, l::ValueKind::Undef))
        };
        // Every row: its outer position, row-major.
        let rows: u64 = shape[..k - 1].iter().product();
        let mut pos = vec![0u32; k - 1];
        for _ in 0..rows {
            // The row's memref indices and whether its outer positions fit.
            let mut at = base.clone();
            let mut fits: Option<l::Value> = None;
            for (v, &p) in pos.iter().enumerate() {
                let Some(d) = t.map[v] else { continue };
                let d = d as usize;
                let c = self.ins(fx).idx(p as i64);
                at[d] = self.ins(fx).add(at[d], c);
                if let Some(size) = sizes[d] {
                    let ok = self.ins(fx).icmp(SLT, at[d], size);
                    fits = Some(match fits {
                        None => ok,
                        Some(f) => self.ins(fx).and(f, ok),
                    });
                }
            }
            let p0 = self.elem_ptr(fx, &info, desc, &at);
            // The lanes: offsets along the last vector dimension.
            let (offsets, lane_ok) = match t.map[k - 1] {
                None => {
                    let zero = fx.out.value(idx, l::ValueKind::ConstInt(0));
                    let elems = vec![zero; n as usize];
                    let list = fx.out.list(&elems);
                    let z = fx.out.value(lanes_ty, l::ValueKind::ConstAgg(list));
                    (z, None)
                }
                Some(d) => {
                    let d = d as usize;
                    let st = strides[d].expect("the last dimension's stride");
                    let stv = self.splat(fx, lanes_ty, st);
                    let off = self.ins(fx).mul(steps, stv);
                    let ok = sizes[d].map(|size| {
                        let b = self.splat(fx, lanes_ty, at[d]);
                        let lanes = self.ins(fx).add(steps, b);
                        let bound = self.splat(fx, lanes_ty, size);
                        self.ins(fx).icmp(SLT, lanes, bound)
                    });
                    (off, ok)
                }
            };
            let ptrs = self.lane_ptrs(fx, p0, offsets);
            let mut lane_mask = lane_ok;
            if let Some(f) = fits {
                let fv = self.splat(fx, mask_ty, f);
                lane_mask = Some(match lane_mask {
                    None => fv,
                    Some(l) => self.ins(fx).and(l, fv),
                });
            }
            if let Some(user) = mask {
                let row = if k > 1 {
                    self.ins(fx).extract_value(user, &pos)
                } else {
                    user
                };
                lane_mask = Some(match lane_mask {
                    None => row,
                    Some(l) => self.ins(fx).and(l, row),
                });
            }
            let lane_mask = match lane_mask {
                Some(l) => l,
                None => {
                    let t1 = fx.out.value(i1, l::ValueKind::ConstInt(1));
                    self.splat(fx, mask_ty, t1)
                }
            };
            if let Some(x) = value {
                let row = if k > 1 {
                    self.ins(fx).extract_value(x, &pos)
                } else {
                    x
                };
                self.masked_scatter(fx, row, ptrs, align, lane_mask);
            } else {
                let pass = pass.expect("a read has a padding");
                let row = self.masked_gather(fx, ptrs, align, lane_mask, pass, row_ty);
                out = Some(match out {
                    Some(o) if k > 1 => self.ins(fx).insert_value(o, row, &pos),
                    _ => row,
                });
            }
            // The next row.
            for v in (0..k - 1).rev() {
                pos[v] += 1;
                if (pos[v] as u64) < shape[v] {
                    break;
                }
                pos[v] = 0;
            }
        }
        Ok(out)
    }
}
