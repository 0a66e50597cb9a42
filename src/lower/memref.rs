//! Memrefs: descriptors and the ops on them.
//!
//! A ranked memref is the descriptor `{T*, T*, iN, [r x iN], [r x iN]}`
//! (allocated pointer, aligned pointer, offset, sizes, strides; rank 0 has
//! only the first three), an unranked one `{iN, i8*}` (rank, pointer to a
//! ranked descriptor). Element addresses are linearized with the strides:
//! `aligned[offset + sum(i_k * stride_k)]`, where static offsets and strides
//! are constants folded into the arithmetic (a unit stride multiplies
//! nothing, a zero offset adds nothing) and dynamic ones are read from the
//! descriptor.

use std::rc::Rc;

use super::nontemporal::{load_kind, store_kind};
use super::{Cx, Fx};
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir::{self as s, Const, OpKind, ValueDef};
use crate::mlir::parse::strided_form;
use crate::types::{DYNAMIC, Type, TypeId};

/// What the lowering needs to know about a ranked memref type.
pub struct MemRefInfo {
    pub rank: usize,
    pub shape: Box<[i64]>,
    /// The element's LLVM type.
    pub elem: Ty,
    /// Pointer to the element, in the memref's address space.
    pub ptr: Ty,
    pub desc: Ty,
    pub idx: Ty,
    /// Static offset and strides (`None`: dynamic).
    pub offset: Option<i64>,
    pub strides: Vec<Option<i64>>,
}

/// A size, stride or offset known statically, or a value.
#[derive(Copy, Clone)]
pub(super) enum Dim {
    Static(i64),
    Value(l::Value),
}

impl Cx<'_> {
    pub fn idx_ty(&mut self) -> Ty {
        self.st.t.int(self.st.index_bits)
    }

    pub fn i8ptr(&mut self) -> Ty {
        let i8 = self.st.t.i8;
        self.st.t.ptr(i8)
    }

    /// The descriptor type of a ranked memref of `elem` in `space`.
    pub fn desc_type(&mut self, elem: Ty, rank: usize, space: u32) -> Ty {
        let ptr = self.st.t.intern(l::Type::Ptr(elem, space));
        let idx = self.idx_ty();
        let mut fields = vec![ptr, ptr, idx];
        if rank > 0 {
            let arr = self.st.t.intern(l::Type::Array(rank as u64, idx));
            fields.push(arr);
            fields.push(arr);
        }
        self.st.t.intern(l::Type::Struct(fields.into()))
    }

    /// Facts about ranked memref type `t`, worked out once per type.
    #[inline]
    pub fn memref(&mut self, t: TypeId, span: Span) -> Result<Rc<MemRefInfo>> {
        if let Some(Some(info)) = self.st.memref_cache.get(t.index()) {
            return Ok(info.clone());
        }
        self.memref_new(t, span)
    }

    /// [`Cx::memref`] of a type not seen yet.
    #[inline(never)]
    fn memref_new(&mut self, t: TypeId, span: Span) -> Result<Rc<MemRefInfo>> {
        let info = Rc::new(self.memref_uncached(t, span)?);
        if self.st.memref_cache.len() <= t.index() {
            self.st.memref_cache.resize(t.index() + 1, None);
        }
        self.st.memref_cache[t.index()] = Some(info.clone());
        Ok(info)
    }

    fn memref_uncached(&mut self, t: TypeId, span: Span) -> Result<MemRefInfo> {
        let Type::MemRef {
            shape,
            elem,
            layout,
            space,
        } = self.m.types.get(t).clone()
        else {
            unreachable!("memref() takes ranked memref types")
        };
        let Some((offset, strides)) = strided_form(&shape, &layout) else {
            return Err(Error::lower(
                span,
                format!(
                    "the layout of {} is not strided, so it has no descriptor",
                    self.m.types.display(t)
                ),
            )
            .help(
                "only identity and strided layouts (offset + sum of index * stride) can be lowered",
            ));
        };
        let e = self.ty(elem, span)?;
        let desc = self.desc_type(e, shape.len(), space);
        let ptr = self.st.t.intern(l::Type::Ptr(e, space));
        let idx = self.idx_ty();
        Ok(MemRefInfo {
            rank: shape.len(),
            shape,
            elem: e,
            ptr,
            desc,
            idx,
            offset,
            strides,
        })
    }

    /// Builds a descriptor from its fields.
    #[allow(clippy::too_many_arguments)]
    pub fn desc(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        allocated: l::Value,
        aligned: l::Value,
        offset: l::Value,
        sizes: &[l::Value],
        strides: &[l::Value],
    ) -> l::Value {
        let mut d = self.ins(fx).undef(info.desc);
        d = self.ins(fx).insert_value(d, allocated, &[0]);
        d = self.ins(fx).insert_value(d, aligned, &[1]);
        d = self.ins(fx).insert_value(d, offset, &[2]);
        for (k, v) in sizes.iter().enumerate() {
            d = self.ins(fx).insert_value(d, *v, &[3, k as u32]);
        }
        for (k, v) in strides.iter().enumerate() {
            d = self.ins(fx).insert_value(d, *v, &[4, k as u32]);
        }
        d
    }

    /// A descriptor for a statically shaped identity memref at `ptr`.
    pub fn desc_from_bare(&mut self, fx: &mut Fx, info: &MemRefInfo, ptr: l::Value) -> l::Value {
        let zero = self.ins(fx).idx(0);
        let sizes: Vec<l::Value> = info.shape.iter().map(|d| self.ins(fx).idx(*d)).collect();
        let strides: Vec<l::Value> = info
            .strides
            .iter()
            .map(|s| self.ins(fx).idx(s.unwrap_or(0)))
            .collect();
        self.desc(fx, info, ptr, ptr, zero, &sizes, &strides)
    }

    /// The address of element `indices` of the memref `desc`.
    pub(super) fn elem_ptr(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        desc: l::Value,
        indices: &[l::Value],
    ) -> l::Value {
        let aligned = self.ins(fx).extract_value(desc, &[1]);
        let mut index: Option<l::Value> = match info.offset {
            Some(0) => None,
            Some(o) => Some(self.ins(fx).idx(o)),
            None => Some(self.ins(fx).extract_value(desc, &[2])),
        };
        for (k, &i) in indices.iter().enumerate() {
            let term = match info.strides[k] {
                Some(0) => continue,
                Some(1) => i,
                Some(st) => {
                    let c = self.ins(fx).idx(st);
                    self.ins(fx).mul(i, c)
                }
                None => {
                    let st = self.ins(fx).extract_value(desc, &[4, k as u32]);
                    self.ins(fx).mul(i, st)
                }
            };
            index = Some(match index {
                None => term,
                Some(acc) => self.ins(fx).add(acc, term),
            });
        }
        match index {
            None => aligned,
            Some(i) => self.ins(fx).gep(info.elem, aligned, &[i], info.ptr),
        }
    }

    /// Calls an external function (libc, libm, an intrinsic), declaring it
    /// on first use.
    /// The size in bytes of `n` (an i64) elements of type `elem`: the
    /// address of element `n` from null, as an integer.
    pub(super) fn elem_bytes(&mut self, fx: &mut Fx, elem: Ty, n: l::Value) -> l::Value {
        let i64t = self.st.t.i64;
        let flat = self.st.t.intern(l::Type::Ptr(elem, 0));
        let mut b = self.ins(fx);
        let null = b.null(flat);
        let end = b.gep(elem, null, &[n], flat);
        self.ins(fx).cast_if(l::CastOp::PtrToInt, end, i64t)
    }

    pub fn call_extern(
        &mut self,
        fx: &mut Fx,
        name: &str,
        ret: Ty,
        params: &[Ty],
        args: &[l::Value],
    ) -> l::Value {
        let fn_ty = self.st.t.intern(l::Type::Func {
            ret,
            params: params.into(),
            vararg: false,
        });
        let f = self.declare_as(name, fn_ty);
        self.ins(fx).call(l::Callee::Direct(f), fn_ty, args)
    }

    pub(super) fn malloc(&mut self, fx: &mut Fx, bytes: l::Value) -> l::Value {
        let i8p = self.i8ptr();
        let i64t = self.st.t.i64;
        self.call_extern(fx, "malloc", i8p, &[i64t], &[bytes])
    }

    pub(super) fn free(&mut self, fx: &mut Fx, p: l::Value) {
        let i8p = self.i8ptr();
        let void = self.st.t.void;
        self.call_extern(fx, "free", void, &[i8p], &[p]);
    }

    pub(super) fn memcpy(&mut self, fx: &mut Fx, dst: l::Value, src: l::Value, bytes: l::Value) {
        let i8p = self.i8ptr();
        let i64t = self.st.t.i64;
        let i1 = self.st.t.i1;
        let void = self.st.t.void;
        let no = self.ins(fx).iconst(i1, 0);
        self.call_extern(
            fx,
            "llvm.memcpy.p0i8.p0i8.i64",
            void,
            &[i8p, i8p, i64t, i1],
            &[dst, src, bytes, no],
        );
    }

    /// A size as a value (a static one wrapped to the index width).
    pub(super) fn dim_value(&mut self, fx: &mut Fx, d: Dim) -> l::Value {
        match d {
            Dim::Static(c) => {
                let shift = 128 - self.st.index_bits;
                let v = ((c as i128) << shift) >> shift;
                let ty = self.idx_ty();
                self.ins(fx).iconst(ty, v)
            }
            Dim::Value(v) => v,
        }
    }

    pub(super) fn add_dims(&mut self, fx: &mut Fx, a: Dim, b: Dim) -> Dim {
        match (a, b) {
            (Dim::Static(x), Dim::Static(y)) => Dim::Static(x.wrapping_add(y)),
            (Dim::Static(0), d) | (d, Dim::Static(0)) => d,
            _ => {
                let (x, y) = (self.dim_value(fx, a), self.dim_value(fx, b));
                Dim::Value(self.ins(fx).add(x, y))
            }
        }
    }

    pub(super) fn mul_dims(&mut self, fx: &mut Fx, a: Dim, b: Dim) -> Dim {
        match (a, b) {
            (Dim::Static(x), Dim::Static(y)) => Dim::Static(x.wrapping_mul(y)),
            (Dim::Static(1), d) | (d, Dim::Static(1)) => d,
            _ => {
                let (x, y) = (self.dim_value(fx, a), self.dim_value(fx, b));
                Dim::Value(self.ins(fx).mul(x, y))
            }
        }
    }

    /// The sizes of a new identity-layout memref (static ones, then the
    /// dynamic operands in order), its row-major strides, and its number of
    /// elements.
    fn shape_of_new(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        dyn_sizes: &[l::Value],
    ) -> (Vec<Dim>, Vec<Dim>, Dim) {
        let mut next = dyn_sizes.iter();
        let sizes: Vec<Dim> = info
            .shape
            .iter()
            .map(|&d| {
                if d == DYNAMIC {
                    Dim::Value(*next.next().expect("the verifier counted the dynamic sizes"))
                } else {
                    Dim::Static(d)
                }
            })
            .collect();
        let mut strides = vec![Dim::Static(1); sizes.len()];
        let mut run = Dim::Static(1);
        for k in (0..sizes.len()).rev() {
            strides[k] = run;
            run = self.mul_dims(fx, run, sizes[k]);
        }
        (sizes, strides, run)
    }

    fn new_desc(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        allocated: l::Value,
        aligned: l::Value,
        sizes: &[Dim],
        strides: &[Dim],
    ) -> l::Value {
        let zero = self.ins(fx).idx(0);
        let sizes: Vec<l::Value> = sizes.iter().map(|d| self.dim_value(fx, *d)).collect();
        let strides: Vec<l::Value> = strides.iter().map(|d| self.dim_value(fx, *d)).collect();
        self.desc(fx, info, allocated, aligned, zero, &sizes, &strides)
    }

    /// Lowers a memref op.
    pub(super) fn lower_memref_op(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let span = op.span;
        match &op.kind {
            OpKind::Alloc { alignment } | OpKind::Alloca { alignment } => {
                let res = body.results(op)[0];
                let t = body.values[res.index()].ty;
                let info = self.memref(t, span)?;
                let dyn_sizes = fx.vals(uses);
                let (sizes, strides, count) = self.shape_of_new(fx, &info, &dyn_sizes);
                let count = self.dim_value(fx, count);
                let flat = self.st.t.intern(l::Type::Ptr(info.elem, 0));
                let (allocated, aligned) = if let OpKind::Alloca { .. } = op.kind {
                    let p = self
                        .ins(fx)
                        .alloca(info.elem, count, alignment.unwrap_or(0));
                    let p = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, p, info.ptr);
                    (p, p)
                } else {
                    // Bytes: the address of element `count` from null.
                    let i64t = self.st.t.i64;
                    let n = self.ins(fx).cast_if(l::CastOp::ZExt, count, i64t);
                    let bytes = self.elem_bytes(fx, info.elem, n);
                    let align = alignment
                        .map(|a| a as i64)
                        .or_else(|| self.default_alignment(info.elem));
                    let total = match align {
                        Some(a) => {
                            let c = self.ins(fx).i64(a);
                            self.ins(fx).add(bytes, c)
                        }
                        None => bytes,
                    };
                    let raw = self.malloc(fx, total);
                    let p = self.ins(fx).cast_if(l::CastOp::Bitcast, raw, flat);
                    let allocated = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, p, info.ptr);
                    let aligned = match align {
                        None => allocated,
                        Some(a) => {
                            // aligned = (p + a - 1) - (p + a - 1) % a
                            let pi = self.ins(fx).cast_if(l::CastOp::PtrToInt, p, i64t);
                            let am1 = self.ins(fx).i64(a - 1);
                            let bumped = self.ins(fx).add(pi, am1);
                            let ac = self.ins(fx).i64(a);
                            let rem = self.ins(fx).urem(bumped, ac);
                            let ai = self.ins(fx).sub(bumped, rem);
                            let ap = self.ins(fx).cast_if(l::CastOp::IntToPtr, ai, flat);
                            self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, ap, info.ptr)
                        }
                    };
                    (allocated, aligned)
                };
                let d = self.new_desc(fx, &info, allocated, aligned, &sizes, &strides);
                fx.vmap[res.index()] = d;
            }
            OpKind::AllocStatic(base) => {
                let res = body.results(op)[0];
                let t = body.values[res.index()].ty;
                let info = self.memref(t, span)?;
                let (sizes, strides, _) = self.shape_of_new(fx, &info, &[]);
                let addr = self.ins(fx).i64(*base as i64);
                let p = self.ins(fx).cast(l::CastOp::IntToPtr, addr, info.ptr);
                let d = self.new_desc(fx, &info, p, p, &sizes, &strides);
                fx.vmap[res.index()] = d;
            }
            OpKind::Dealloc => {
                let info = self.memref(uses[0].ty, span)?;
                let d = fx.val(&uses[0]);
                let p = self.ins(fx).extract_value(d, &[0]);
                let flat = self.st.t.intern(l::Type::Ptr(info.elem, 0));
                let p = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, p, flat);
                let i8p = self.i8ptr();
                let raw = self.ins(fx).cast_if(l::CastOp::Bitcast, p, i8p);
                self.free(fx, raw);
            }
            OpKind::Load(attrs) => {
                let info = self.memref(uses[0].ty, span)?;
                let d = fx.val(&uses[0]);
                let idx = fx.vals(&uses[1..]);
                let p = self.elem_ptr(fx, &info, d, &idx);
                let res = body.results(op)[0];
                let v = self.ins(fx).emit(load_kind(p, *attrs), info.elem);
                fx.vmap[res.index()] = v;
            }
            OpKind::AtomicRmw(rmw) => {
                let info = self.memref(uses[1].ty, span)?;
                let v = fx.val(&uses[0]);
                let d = fx.val(&uses[1]);
                let idx = fx.vals(&uses[2..]);
                let p = self.elem_ptr(fx, &info, d, &idx);
                let res = body.results(op)[0];
                let r = self
                    .ins(fx)
                    .emit(l::InstKind::AtomicRmw(*rmw, p, v), info.elem);
                fx.vmap[res.index()] = r;
            }
            OpKind::Store(attrs) => {
                let info = self.memref(uses[1].ty, span)?;
                let v = fx.val(&uses[0]);
                let d = fx.val(&uses[1]);
                let idx = fx.vals(&uses[2..]);
                let p = self.elem_ptr(fx, &info, d, &idx);
                self.ins(fx).emit_void(store_kind(v, p, *attrs));
            }
            OpKind::Rank => {
                let res = body.results(op)[0];
                let v = match self.m.types.get(uses[0].ty) {
                    Type::MemRef { shape, .. } => {
                        let n = shape.len() as i64;
                        self.ins(fx).idx(n)
                    }
                    _ => {
                        // The unranked descriptor's first field.
                        let u = fx.val(&uses[0]);
                        self.ins(fx).extract_value(u, &[0])
                    }
                };
                fx.vmap[res.index()] = v;
            }
            OpKind::Dim(which)
                if matches!(self.m.types.get(uses[0].ty), Type::UnrankedMemRef { .. }) =>
            {
                // The sizes of the ranked descriptor behind the pointer start
                // after two pointers and the offset.
                let u = fx.val(&uses[0]);
                let raw = self.ins(fx).extract_value(u, &[1]);
                let idx = self.idx_ty();
                let ip = self.st.t.ptr(idx);
                let base = self.ins(fx).cast_if(l::CastOp::Bitcast, raw, ip);
                let k = match which {
                    Some(k) => self.ins(fx).idx(*k as i64),
                    None => fx.val(&uses[1]),
                };
                let ib = (self.st.index_bits as i64 + 7) / 8;
                let skip = self.ins(fx).idx(16 / ib + 1);
                let i = self.ins(fx).add(k, skip);
                let p = self.ins(fx).gep(idx, base, &[i], ip);
                let v = self.ins(fx).load(p, idx);
                fx.vmap[body.results(op)[0].index()] = v;
            }
            OpKind::Dim(which) => {
                let info = self.memref(uses[0].ty, span)?;
                let d = fx.val(&uses[0]);
                let res = body.results(op)[0];
                let which =
                    which.or_else(|| uses.get(1).and_then(|u| constant_index(body, u.value)));
                let v = match which {
                    Some(k) if (k as usize) < info.rank => match info.shape[k as usize] {
                        DYNAMIC => self.ins(fx).extract_value(d, &[3, k as u32]),
                        n => self.ins(fx).idx(n),
                    },
                    Some(_) => {
                        // A constant dimension out of range: undefined
                        // behaviour in MLIR; poison here.
                        let idx = self.idx_ty();
                        self.ins(fx).undef(idx)
                    }
                    None => {
                        // A dynamic dimension: spill the descriptor and index
                        // its sizes array.
                        let k = fx.val(&uses[1]);
                        let slot = self.ins(fx).spill(d);
                        let z = self.ins(fx).i32(0);
                        let three = self.ins(fx).i32(3);
                        let ip = self.st.t.ptr(info.idx);
                        let p = self.ins(fx).gep(info.desc, slot, &[z, three, k], ip);
                        self.ins(fx).load(p, info.idx)
                    }
                };
                fx.vmap[res.index()] = v;
            }
            OpKind::MemRefCast => {
                let res = body.results(op)[0];
                let to = body.values[res.index()].ty;
                let from = uses[0].ty;
                let v = fx.val(&uses[0]);
                let out = match (self.m.types.get(from), self.m.types.get(to)) {
                    (Type::MemRef { .. }, Type::MemRef { .. }) => {
                        // Same descriptor type; check that both layouts lower.
                        self.memref(from, span)?;
                        self.memref(to, span)?;
                        v
                    }
                    (Type::MemRef { .. }, Type::UnrankedMemRef { .. }) => {
                        let info = self.memref(from, span)?;
                        let slot = self.ins(fx).spill(v);
                        let i8p = self.i8ptr();
                        let raw = self.ins(fx).cast_if(l::CastOp::Bitcast, slot, i8p);
                        let rank = self.ins(fx).idx(info.rank as i64);
                        let ut = self.ty(to, span)?;
                        self.ins(fx).pack(ut, &[rank, raw])
                    }
                    (Type::UnrankedMemRef { .. }, Type::MemRef { .. }) => {
                        let info = self.memref(to, span)?;
                        let raw = self.ins(fx).extract_value(v, &[1]);
                        let dp_ty = self.st.t.ptr(info.desc);
                        let p = self.ins(fx).cast_if(l::CastOp::Bitcast, raw, dp_ty);
                        self.ins(fx).load(p, info.desc)
                    }
                    _ => unreachable!("the verifier checked memref_cast's types"),
                };
                fx.vmap[res.index()] = out;
            }
            OpKind::DmaStart {
                src_rank,
                dst_rank,
                tag_rank,
                strided,
            } => {
                let (ns, nd, nt) = (*src_rank as usize, *dst_rank as usize, *tag_rank as usize);
                let vals = fx.vals(uses);
                let sinfo = self.memref(uses[0].ty, span)?;
                let src = self.elem_ptr(fx, &sinfo, vals[0], &vals[1..1 + ns]);
                let d0 = 1 + ns;
                let dinfo = self.memref(uses[d0].ty, span)?;
                let dst = self.elem_ptr(fx, &dinfo, vals[d0], &vals[d0 + 1..d0 + 1 + nd]);
                let num = vals[d0 + 1 + nd];
                let t0 = d0 + 2 + nd;
                let tinfo = self.memref(uses[t0].ty, span)?;
                let stride_per = strided.then(|| (vals[t0 + 1 + nt], vals[t0 + 2 + nt]));
                self.dma_copy(fx, &sinfo, dst, src, num, stride_per);
                // The copy is done: mark the tag.
                let tag = self.elem_ptr(fx, &tinfo, vals[t0], &vals[t0 + 1..t0 + 1 + nt]);
                let one = self.ins(fx).iconst(tinfo.elem, 1);
                self.ins(fx).store(one, tag);
            }
            // Every DMA completes within its `dma_start`.
            OpKind::DmaWait => {}
            _ => unreachable!("lower_memref_op takes memref ops"),
        }
        Ok(())
    }

    /// Copies `num` elements from `src` to `dst` (element pointers); with
    /// `(stride, per)`, the source is read in chunks of `per` elements that
    /// start `stride` elements apart, the destination written contiguously.
    fn dma_copy(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        dst: l::Value,
        src: l::Value,
        num: l::Value,
        stride_per: Option<(l::Value, l::Value)>,
    ) {
        let i64t = self.st.t.i64;
        let one = self.ins(fx).i64(1);
        let esize = self.elem_bytes(fx, info.elem, one);
        let n = self.ins(fx).cast_if(l::CastOp::ZExt, num, i64t);
        let Some((stride, per)) = stride_per else {
            let bytes = self.ins(fx).mul(n, esize);
            self.memmove(fx, info, dst, src, bytes);
            return;
        };
        let stride = self.ins(fx).cast_if(l::CastOp::ZExt, stride, i64t);
        let per = self.ins(fx).cast_if(l::CastOp::ZExt, per, i64t);
        // for (done = 0; done < n; done += chunk) {
        //   chunk = min(per, n - done);
        //   copy(dst + done, src + (done / per) * stride, chunk)
        // }
        let ult = crate::mlir::ir::IPred::Ult;
        let mut b = self.ins(fx);
        let (hdr, args) = b.block_with_args(&[i64t]);
        let done = args[0];
        let body = b.new_block();
        let exit = b.new_block();
        let zero = b.i64(0);
        b.br(hdr, &[zero]);
        b.switch_to(hdr);
        let more = b.icmp(ult, done, n);
        let (t, e) = (b.succ(body, &[]), b.succ(exit, &[]));
        b.cond_br(more, t, e);
        b.switch_to(body);
        let left = b.sub(n, done);
        let lt = b.icmp(ult, per, left);
        let chunk = b.select(lt, per, left);
        let k = b.udiv(done, per);
        let soff = b.mul(k, stride);
        let sp = b.gep(info.elem, src, &[soff], info.ptr);
        let dp = b.gep(info.elem, dst, &[done], info.ptr);
        let bytes = b.mul(chunk, esize);
        self.memmove(fx, info, dp, sp, bytes);
        let mut b = self.ins(fx);
        let next = b.add(done, chunk);
        b.br(hdr, &[next]);
        b.switch_to(exit);
    }

    fn memmove(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        dst: l::Value,
        src: l::Value,
        bytes: l::Value,
    ) {
        let flat = self.st.t.intern(l::Type::Ptr(info.elem, 0));
        let i8p = self.i8ptr();
        let d = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, dst, flat);
        let d = self.ins(fx).cast_if(l::CastOp::Bitcast, d, i8p);
        let s2 = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, src, flat);
        let s2 = self.ins(fx).cast_if(l::CastOp::Bitcast, s2, i8p);
        let i64t = self.st.t.i64;
        let i1 = self.st.t.i1;
        let void = self.st.t.void;
        let no = self.ins(fx).iconst(i1, 0);
        self.call_extern(
            fx,
            "llvm.memmove.p0i8.p0i8.i64",
            void,
            &[i8p, i8p, i64t, i1],
            &[d, s2, bytes, no],
        );
    }

    /// Alignment for heap allocations whose element type needs more than
    /// malloc's 16 bytes (wide vectors).
    fn default_alignment(&self, elem: Ty) -> Option<i64> {
        let bytes = match self.st.t.get(elem) {
            l::Type::Vector(n, e) => {
                let w = match self.st.t.get(*e) {
                    l::Type::Int(w) => (*w as u64).div_ceil(8),
                    l::Type::Half | l::Type::BFloat => 2,
                    l::Type::Float => 4,
                    l::Type::X86Fp80 | l::Type::Fp128 => 16,
                    _ => 8,
                };
                (n * w).next_power_of_two()
            }
            _ => return None,
        };
        (bytes > 16).then_some(bytes as i64)
    }

    /// The size in bytes of the ranked descriptor an unranked memref of
    /// rank `rank` points to: two pointers, then 1 + 2 * rank indices.
    fn ranked_desc_bytes(&mut self, fx: &mut Fx, rank: l::Value) -> l::Value {
        let i64t = self.st.t.i64;
        let ib = (self.st.index_bits as i64 + 7) / 8;
        let r = self.ins(fx).cast_if(l::CastOp::ZExt, rank, i64t);
        let per = self.ins(fx).i64(2 * ib);
        let m = self.ins(fx).mul(r, per);
        let fixed = self.ins(fx).i64(16 + ib);
        self.ins(fx).add(m, fixed)
    }

    /// Copies the ranked descriptor of an unranked memref to the heap
    /// (before returning it).
    pub fn unranked_to_heap(&mut self, fx: &mut Fx, u: l::Value) -> l::Value {
        let rank = self.ins(fx).extract_value(u, &[0]);
        let src = self.ins(fx).extract_value(u, &[1]);
        let bytes = self.ranked_desc_bytes(fx, rank);
        let mem = self.malloc(fx, bytes);
        self.memcpy(fx, mem, src, bytes);
        self.ins(fx).insert_value(u, mem, &[1])
    }

    /// Copies a returned unranked memref's descriptor from the heap to the
    /// caller's stack, and frees the heap copy.
    pub fn unranked_to_stack(&mut self, fx: &mut Fx, u: l::Value) -> l::Value {
        let rank = self.ins(fx).extract_value(u, &[0]);
        let src = self.ins(fx).extract_value(u, &[1]);
        let bytes = self.ranked_desc_bytes(fx, rank);
        let i8t = self.st.t.i8;
        let mem = self.ins(fx).alloca(i8t, bytes, 0);
        self.memcpy(fx, mem, src, bytes);
        self.free(fx, src);
        self.ins(fx).insert_value(u, mem, &[1])
    }
}

/// The value of `v` if a `constant` op defines it.
fn constant_index(body: &s::Body, v: s::ValueId) -> Option<u64> {
    match body.values[v.index()].def {
        ValueDef::Result { op, .. } => match body.ops[op.index()].kind {
            OpKind::Constant(Const::Int(c)) if c >= 0 => Some(c as u64),
            _ => None,
        },
        _ => None,
    }
}
