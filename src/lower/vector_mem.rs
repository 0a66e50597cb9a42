//! Lowering of the `vector` memory and mask ops of
//! `mlir/parse/vector_mem.rs`, as MLIR's `-convert-vector-to-llvm` does:
//! `vector.load`/`store` are a `load`/`store` of the vector through the
//! element's address at the element's alignment, the masked forms call
//! `llvm.masked.load`/`llvm.masked.store`, and masks compare
//! `[0, 1, ..., n-1]` with the size (MLIR's `buildVectorComparison`).

use super::{Cx, Fx};
use crate::diag::Result;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::mlir::parse::vector::MemOp;

/// `slt` in [`l::ICMP_NAMES`].
const SLT: u8 = 2;

impl Cx<'_> {
    /// The alignment MLIR gives a vector access: the element's.
    pub(super) fn elem_align(&self, elem: Ty) -> u32 {
        match self.st.t.get(elem) {
            l::Type::Int(w) => (*w).div_ceil(8).next_power_of_two(),
            l::Type::Half | l::Type::BFloat => 2,
            l::Type::Float => 4,
            _ => 8,
        }
    }

    /// The address of the memref element at operands `m`, `m + 1..end`
    /// as a pointer to `vty`, and the access's alignment.
    fn vector_ptr(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        m: usize,
        end: usize,
        vty: Ty,
    ) -> Result<(l::Value, u32)> {
        let uses = fx.body.operands(op);
        let info = self.memref(uses[m].ty, op.span)?;
        let d = fx.val(&uses[m]);
        let idx: Vec<l::Value> = uses[m + 1..end].iter().map(|u| fx.val(u)).collect();
        let p = self.elem_ptr(fx, &info, d, &idx);
        let space = match *self.st.t.get(info.ptr) {
            l::Type::Ptr(_, space) => space,
            _ => 0,
        };
        let vp = self.st.t.intern(l::Type::Ptr(vty, space));
        let p = self.ins(fx).cast_if(l::CastOp::Bitcast, p, vp);
        Ok((p, self.elem_align(info.elem)))
    }

    /// `llvm.masked.load.v4f32.p0v4f32` and the like.
    fn masked_name(&self, what: &str, vty: Ty, space: u32) -> String {
        let v = self.suffix(vty);
        format!("llvm.masked.{what}.{v}.p{space}{v}")
    }

    /// Lowers memory or mask op `v` whose result (if any) has LLVM type
    /// `ty`.
    pub(super) fn lower_vector_mem(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        v: &MemOp,
        ty: Ty,
    ) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let n = uses.len();
        let r = match v {
            MemOp::Store => {
                let x = fx.val(&uses[0]);
                let vty = fx.out.ty(x);
                let (p, align) = self.vector_ptr(fx, op, 1, n, vty)?;
                self.ins(fx)
                    .emit_void(l::InstKind::StoreAlign(x, p, align, false));
                return Ok(());
            }
            MemOp::MaskedStore => {
                let x = fx.val(&uses[n - 1]);
                let mask = fx.val(&uses[n - 2]);
                let vty = fx.out.ty(x);
                let (p, align) = self.vector_ptr(fx, op, 0, n - 2, vty)?;
                self.masked_store(fx, x, p, align, mask);
                return Ok(());
            }
            MemOp::TransferWrite { in_bounds, masked } => {
                let x = fx.val(&uses[0]);
                let vty = fx.out.ty(x);
                let end = if *masked { n - 1 } else { n };
                let user = masked.then(|| fx.val(&uses[n - 1]));
                let mask = self.transfer_mask(fx, op, 1, end, vty, *in_bounds, user)?;
                let (p, align) = self.vector_ptr(fx, op, 1, end, vty)?;
                match mask {
                    None => {
                        self.ins(fx)
                            .emit_void(l::InstKind::StoreAlign(x, p, align, false));
                    }
                    Some(mask) => self.masked_store(fx, x, p, align, mask),
                }
                return Ok(());
            }
            MemOp::Scatter | MemOp::CompressStore => {
                let x = fx.val(&uses[n - 1]);
                let mask = fx.val(&uses[n - 2]);
                let vty = fx.out.ty(x);
                let compress = *v == MemOp::CompressStore;
                let end = if compress { n - 2 } else { n - 3 };
                let (p, align) = self.scalar_ptr(fx, op, end)?;
                let void = self.st.t.void;
                if compress {
                    let name = format!("llvm.masked.compressstore.{}", self.suffix(vty));
                    let args = [x, p, mask];
                    let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
                    self.call_extern(fx, &name, void, &params, &args);
                } else {
                    let idx = fx.val(&uses[n - 3]);
                    let ps = self.lane_ptrs(fx, p, idx);
                    self.masked_scatter(fx, x, ps, align, mask);
                }
                return Ok(());
            }
            MemOp::Gather | MemOp::ExpandLoad => {
                let pass = fx.val(&uses[n - 1]);
                let mask = fx.val(&uses[n - 2]);
                let expand = *v == MemOp::ExpandLoad;
                let end = if expand { n - 2 } else { n - 3 };
                let (p, align) = self.scalar_ptr(fx, op, end)?;
                if expand {
                    let name = format!("llvm.masked.expandload.{}", self.suffix(ty));
                    let args = [p, mask, pass];
                    let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
                    self.call_extern(fx, &name, ty, &params, &args)
                } else {
                    let idx = fx.val(&uses[n - 3]);
                    let ps = self.lane_ptrs(fx, p, idx);
                    self.masked_gather(fx, ps, align, mask, pass, ty)
                }
            }
            MemOp::TransferNd(t) => match self.lower_transfer_nd(fx, op, t, ty)? {
                Some(v) => v,
                None => return Ok(()),
            },
            MemOp::Transfer0d { write: true } => {
                // The one element, stored as a 1-element vector (as MLIR).
                let x = fx.val(&uses[0]);
                let vty = fx.out.ty(x);
                let (p, align) = self.vector_ptr(fx, op, 1, n, vty)?;
                self.ins(fx)
                    .emit_void(l::InstKind::StoreAlign(x, p, align, false));
                return Ok(());
            }
            MemOp::Transfer0d { write: false } => {
                let (p, align) = self.vector_ptr(fx, op, 0, n - 1, ty)?;
                self.ins(fx)
                    .emit(l::InstKind::LoadAlign(p, align, false), ty)
            }
            MemOp::Load => {
                let (p, align) = self.vector_ptr(fx, op, 0, n, ty)?;
                self.ins(fx)
                    .emit(l::InstKind::LoadAlign(p, align, false), ty)
            }
            MemOp::MaskedLoad => {
                let pass = fx.val(&uses[n - 1]);
                let mask = fx.val(&uses[n - 2]);
                let (p, align) = self.vector_ptr(fx, op, 0, n - 2, ty)?;
                self.masked_load(fx, p, align, mask, pass, ty)
            }
            MemOp::CreateMask => {
                let sizes = fx.vals(uses);
                self.create_mask(fx, ty, &sizes, None)
            }
            MemOp::ConstantMask(sizes) => self.constant_mask(fx, ty, sizes, true),
            MemOp::TransferRead { in_bounds, masked } => {
                let end = if *masked { n - 2 } else { n - 1 };
                let pad = fx.val(&uses[end]);
                let user = masked.then(|| fx.val(&uses[n - 1]));
                let mask = self.transfer_mask(fx, op, 0, end, ty, *in_bounds, user)?;
                let (p, align) = self.vector_ptr(fx, op, 0, end, ty)?;
                match mask {
                    None => self
                        .ins(fx)
                        .emit(l::InstKind::LoadAlign(p, align, false), ty),
                    Some(mask) => {
                        let pass = self.splat(fx, ty, pad);
                        self.masked_load(fx, p, align, mask, pass, ty)
                    }
                }
            }
        };
        let res = body.results(op)[0];
        fx.vmap[res.index()] = r;
        Ok(())
    }

    /// `llvm.masked.load` of `ty` through `p`.
    pub(super) fn masked_load(
        &mut self,
        fx: &mut Fx,
        p: l::Value,
        align: u32,
        mask: l::Value,
        pass: l::Value,
        ty: Ty,
    ) -> l::Value {
        let space = self.ptr_space(fx.out.ty(p));
        let name = self.masked_name("load", ty, space);
        let a = self.ins(fx).i32(align as i32);
        let args = [p, a, mask, pass];
        let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
        self.call_extern(fx, &name, ty, &params, &args)
    }

    /// `llvm.masked.store` of `x` through `p`.
    pub(super) fn masked_store(
        &mut self,
        fx: &mut Fx,
        x: l::Value,
        p: l::Value,
        align: u32,
        mask: l::Value,
    ) {
        let vty = fx.out.ty(x);
        let space = self.ptr_space(fx.out.ty(p));
        let name = self.masked_name("store", vty, space);
        let a = self.ins(fx).i32(align as i32);
        let args = [x, p, a, mask];
        let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
        let void = self.st.t.void;
        self.call_extern(fx, &name, void, &params, &args);
    }

    /// `llvm.masked.gather` of a `ty` through the lanes' pointers `ps`.
    pub(super) fn masked_gather(
        &mut self,
        fx: &mut Fx,
        ps: l::Value,
        align: u32,
        mask: l::Value,
        pass: l::Value,
        ty: Ty,
    ) -> l::Value {
        let name = format!(
            "llvm.masked.gather.{}.{}",
            self.suffix(ty),
            self.ptrs_suffix(fx.out.ty(ps))
        );
        let a = self.ins(fx).i32(align as i32);
        let args = [ps, a, mask, pass];
        let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
        self.call_extern(fx, &name, ty, &params, &args)
    }

    /// `llvm.masked.scatter` of `x` through the lanes' pointers `ps`.
    pub(super) fn masked_scatter(
        &mut self,
        fx: &mut Fx,
        x: l::Value,
        ps: l::Value,
        align: u32,
        mask: l::Value,
    ) {
        let name = format!(
            "llvm.masked.scatter.{}.{}",
            self.suffix(fx.out.ty(x)),
            self.ptrs_suffix(fx.out.ty(ps))
        );
        let a = self.ins(fx).i32(align as i32);
        let args = [x, ps, a, mask];
        let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
        let void = self.st.t.void;
        self.call_extern(fx, &name, void, &params, &args);
    }

    /// The address of the memref element at operand 0 and its indices
    /// `1..end` (a pointer to the element), and the element's alignment.
    fn scalar_ptr(&mut self, fx: &mut Fx, op: &s::Op, end: usize) -> Result<(l::Value, u32)> {
        let uses = fx.body.operands(op);
        let info = self.memref(uses[0].ty, op.span)?;
        let d = fx.val(&uses[0]);
        let idx: Vec<l::Value> = uses[1..end].iter().map(|u| fx.val(u)).collect();
        let p = self.elem_ptr(fx, &info, d, &idx);
        Ok((p, self.elem_align(info.elem)))
    }

    /// The vector of addresses `p + idx[i]` (MLIR: a `getelementptr` with a
    /// vector index; the offsets are sign-extended).
    pub(super) fn lane_ptrs(&mut self, fx: &mut Fx, p: l::Value, idx: l::Value) -> l::Value {
        let pt = fx.out.ty(p);
        let (elem, n) = match (self.st.t.get(pt), self.st.t.get(fx.out.ty(idx))) {
            (l::Type::Ptr(e, _), l::Type::Vector(n, _)) => (*e, *n),
            _ => unreachable!("the builder checked a memref and a 1-D index vector"),
        };
        let vt = self.st.t.intern(l::Type::Vector(n, pt));
        let indices = fx.out.list(&[idx]);
        self.ins(fx).emit(
            l::InstKind::Gep {
                elem,
                base: p,
                indices,
            },
            vt,
        )
    }

    /// `v4p0f32` for a vector of 4 pointers to f32 in address space 0.
    pub(super) fn ptrs_suffix(&self, t: Ty) -> String {
        match *self.st.t.get(t) {
            l::Type::Vector(n, p) => match *self.st.t.get(p) {
                l::Type::Ptr(e, space) => format!("v{n}p{space}{}", self.suffix(e)),
                _ => unreachable!("a vector of pointers"),
            },
            _ => unreachable!("a vector of pointers"),
        }
    }

    /// The mask of a transfer at the memref operand `m` with indices
    /// `m + 1..end` of vector type `vty`: the user's mask (if any), and
    /// unless `in_bounds` the lanes whose last index is inside the last
    /// dimension (MLIR: `[0, ..., n-1] + i < dim`); `None` if all lanes go.
    #[allow(clippy::too_many_arguments)]
    fn transfer_mask(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        m: usize,
        end: usize,
        vty: Ty,
        in_bounds: bool,
        user: Option<l::Value>,
    ) -> Result<Option<l::Value>> {
        if in_bounds {
            return Ok(user);
        }
        let uses = fx.body.operands(op);
        let d = fx.val(&uses[m]);
        let last = fx.val(&uses[end - 1]);
        let dim = self.ins(fx).extract_value(d, &[3, (end - m - 2) as u32]);
        let it = fx.out.ty(last);
        let l::Type::Vector(n, _) = *self.st.t.get(vty) else {
            unreachable!("the builder checked for a 1-D vector")
        };
        let vit = self.st.t.intern(l::Type::Vector(n, it));
        let elems: Vec<l::Value> = (0..n)
            .map(|i| fx.out.value(it, l::ValueKind::ConstInt(i as i128)))
            .collect();
        let list = fx.out.list(&elems);
        let steps = fx.out.value(vit, l::ValueKind::ConstAgg(list));
        let base = self.splat(fx, vit, last);
        let lanes = self.ins(fx).add(steps, base);
        let bound = self.splat(fx, vit, dim);
        let inside = self.ins(fx).icmp(SLT, lanes, bound);
        Ok(Some(match user {
            None => inside,
            Some(u) => self.ins(fx).and(inside, u),
        }))
    }

    fn ptr_space(&self, t: Ty) -> u32 {
        match *self.st.t.get(t) {
            l::Type::Ptr(_, space) => space,
            _ => 0,
        }
    }

    /// The mask of type `ty` whose leading `sizes` are set; `on` (an i1)
    /// says whether the outer positions so far are all inside their sizes.
    fn create_mask(
        &mut self,
        fx: &mut Fx,
        ty: Ty,
        sizes: &[l::Value],
        on: Option<l::Value>,
    ) -> l::Value {
        match *self.st.t.get(ty) {
            l::Type::Array(n, inner) => {
                let it = fx.out.ty(sizes[0]);
                let mut acc = fx.out.value(ty, l::ValueKind::Undef);
                for k in 0..n as u32 {
                    let kv = fx.out.value(it, l::ValueKind::ConstInt(k as i128));
                    let c = self.ins(fx).icmp(SLT, kv, sizes[0]);
                    let c = match on {
                        None => c,
                        Some(o) => self.ins(fx).and(o, c),
                    };
                    let row = self.create_mask(fx, inner, &sizes[1..], Some(c));
                    acc = self.ins(fx).insert_value(acc, row, &[k]);
                }
                acc
            }
            l::Type::Vector(n, _) => {
                let size = sizes[0];
                let it = fx.out.ty(size);
                let size = match on {
                    None => size,
                    Some(o) => {
                        let zero = fx.out.value(it, l::ValueKind::ConstInt(0));
                        self.ins(fx).select(o, size, zero)
                    }
                };
                let vit = self.st.t.intern(l::Type::Vector(n, it));
                let elems: Vec<l::Value> = (0..n)
                    .map(|i| fx.out.value(it, l::ValueKind::ConstInt(i as i128)))
                    .collect();
                let list = fx.out.list(&elems);
                let steps = fx.out.value(vit, l::ValueKind::ConstAgg(list));
                let bound = self.splat(fx, vit, size);
                self.ins(fx).icmp(SLT, steps, bound)
            }
            _ => unreachable!("the builder checked for a vector of i1"),
        }
    }

    /// The constant mask of type `ty` whose leading `sizes` are set (all
    /// clear unless `on`).
    fn constant_mask(&mut self, fx: &mut Fx, ty: Ty, sizes: &[u32], on: bool) -> l::Value {
        let i1 = self.st.t.i1;
        match *self.st.t.get(ty) {
            l::Type::Array(n, inner) => {
                let mut acc = fx.out.value(ty, l::ValueKind::Undef);
                for k in 0..n as u32 {
                    let row = self.constant_mask(fx, inner, &sizes[1..], on && k < sizes[0]);
                    acc = self.ins(fx).insert_value(acc, row, &[k]);
                }
                acc
            }
            l::Type::Vector(n, _) => {
                let elems: Vec<l::Value> = (0..n)
                    .map(|i| {
                        let b = on && (i as u32) < sizes[0];
                        fx.out.value(i1, l::ValueKind::ConstInt(b as i128))
                    })
                    .collect();
                let list = fx.out.list(&elems);
                fx.out.value(ty, l::ValueKind::ConstAgg(list))
            }
            _ => unreachable!("the builder checked for a vector of i1"),
        }
    }
}
