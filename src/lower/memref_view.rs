//! Lowering of memref views and globals (`parse/memref.rs`): each view
//! builds a new descriptor from its source's fields, with static offsets,
//! sizes and strides as constants (as MLIR's `-convert-memref-to-llvm`
//! does); `get_global` describes an LLVM global of array type; `copy` is a
//! `memcpy` between contiguous memrefs and an element loop otherwise.

use super::memref::{Dim, MemRefInfo};
use super::{Cx, Fx};
use crate::diag::Result;
use crate::entity::List;
use crate::llvm::ir as l;
use crate::mlir::ir::{self as s};
use crate::mlir::parse::memref::{DYN, MemView};
use crate::types::{DYNAMIC, Layout, Type};

/// MLIR's marker for the allocated pointer of a global, which must never be
/// freed.
const DEADBEEF: i64 = 0xdead_beef;

mod reshape;

impl Cx<'_> {
    /// Field `path` of descriptor `d` (an index), or the static value.
    fn field(&mut self, fx: &mut Fx, d: l::Value, stat: Option<i64>, path: &[u32]) -> Dim {
        match stat {
            Some(c) => Dim::Static(c),
            None => Dim::Value(self.ins(fx).extract_value(d, path)),
        }
    }

    fn src_offset(&mut self, fx: &mut Fx, info: &MemRefInfo, d: l::Value) -> Dim {
        self.field(fx, d, info.offset, &[2])
    }

    fn src_size(&mut self, fx: &mut Fx, info: &MemRefInfo, d: l::Value, k: usize) -> Dim {
        let stat = (info.shape[k] != DYNAMIC).then_some(info.shape[k]);
        self.field(fx, d, stat, &[3, k as u32])
    }

    fn src_stride(&mut self, fx: &mut Fx, info: &MemRefInfo, d: l::Value, k: usize) -> Dim {
        self.field(fx, d, info.strides[k], &[4, k as u32])
    }

    /// A static entry, or the next dynamic operand.
    fn entry(next: &mut std::slice::Iter<'_, l::Value>, x: i64) -> Dim {
        if x == DYN {
            Dim::Value(
                *next
                    .next()
                    .expect("the builder counted the dynamic operands"),
            )
        } else {
            Dim::Static(x)
        }
    }

    fn build_desc(
        &mut self,
        fx: &mut Fx,
        info: &MemRefInfo,
        ptrs: (l::Value, l::Value),
        offset: Dim,
        sizes: &[Dim],
        strides: &[Dim],
    ) -> l::Value {
        let off = self.dim_value(fx, offset);
        let sz: Vec<l::Value> = sizes.iter().map(|d| self.dim_value(fx, *d)).collect();
        let st: Vec<l::Value> = strides.iter().map(|d| self.dim_value(fx, *d)).collect();
        self.desc(fx, info, ptrs.0, ptrs.1, off, &sz, &st)
    }

    /// The result's static value where its type has one, else `computed`.
    fn prefer(stat: Option<i64>, computed: Dim) -> Dim {
        stat.map_or(computed, Dim::Static)
    }

    pub(super) fn lower_memref_view(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        view: &MemView,
    ) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let span = op.span;
        let vals = fx.vals(uses);
        let res = body.results(op).first().copied();
        let res_ty = res.map(|r| body.values[r.index()].ty);
        let out = match view {
            MemView::GetGlobal(id) => {
                let Some(t) = res_ty else {
                    unreachable!("get_global has a result")
                };
                let info = self.memref(t, span)?;
                let mut arr = info.elem;
                for &d in info.shape.iter().rev() {
                    arr = self.st.t.intern(l::Type::Array(d as u64, arr));
                }
                let gref = self.global_ref(self.m.globals, *id);
                let gp = self.st.t.intern(l::Type::Ptr(arr, 0));
                let addr = fx.out.value(gp, l::ValueKind::GlobalAddr(gref));
                let zero = self.ins(fx).idx(0);
                let zeros = vec![zero; info.rank + 1];
                let indices = fx.out.list(&zeros);
                let aligned = self.ins(fx).emit(
                    l::InstKind::Gep {
                        elem: arr,
                        base: addr,
                        indices,
                    },
                    info.ptr,
                );
                let dead = self.dim_value(fx, Dim::Static(DEADBEEF));
                let allocated = self.ins(fx).cast_if(l::CastOp::IntToPtr, dead, info.ptr);
                let sizes: Vec<Dim> = info.shape.iter().map(|&d| Dim::Static(d)).collect();
                let strides: Vec<Dim> = info
                    .strides
                    .iter()
                    .map(|s| Dim::Static(s.unwrap_or(0)))
                    .collect();
                Some(self.build_desc(
                    fx,
                    &info,
                    (allocated, aligned),
                    Dim::Static(0),
                    &sizes,
                    &strides,
                ))
            }
            MemView::SubView {
                offsets,
                sizes,
                strides,
                dropped,
            } => {
                let sinfo = self.memref(uses[0].ty, span)?;
                let Some(t) = res_ty else {
                    unreachable!("subview has a result")
                };
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let alloc = self.ins(fx).extract_value(d, &[0]);
                let aligned = self.ins(fx).extract_value(d, &[1]);
                let mut next = vals[1..].iter();
                let offs: Vec<Dim> = offsets.iter().map(|&x| Self::entry(&mut next, x)).collect();
                let szs: Vec<Dim> = sizes.iter().map(|&x| Self::entry(&mut next, x)).collect();
                let sts: Vec<Dim> = strides.iter().map(|&x| Self::entry(&mut next, x)).collect();
                let offset = match rinfo.offset {
                    Some(c) => Dim::Static(c),
                    None => {
                        let mut acc = self.src_offset(fx, &sinfo, d);
                        for (k, &o) in offs.iter().enumerate() {
                            let st = self.src_stride(fx, &sinfo, d, k);
                            let p = self.mul_dims(fx, o, st);
                            acc = self.add_dims(fx, acc, p);
                        }
                        acc
                    }
                };
                let mut rs = Vec::with_capacity(rinfo.rank);
                let mut rt = Vec::with_capacity(rinfo.rank);
                for k in (0..sinfo.rank).filter(|k| !dropped[*k]) {
                    let j = rs.len();
                    let stat = (rinfo.shape[j] != DYNAMIC).then_some(rinfo.shape[j]);
                    rs.push(Self::prefer(stat, szs[k]));
                    let st = match rinfo.strides[j] {
                        Some(c) => Dim::Static(c),
                        None => {
                            let s0 = self.src_stride(fx, &sinfo, d, k);
                            self.mul_dims(fx, s0, sts[k])
                        }
                    };
                    rt.push(st);
                }
                Some(self.build_desc(fx, &rinfo, (alloc, aligned), offset, &rs, &rt))
            }
            MemView::ReinterpretCast {
                offset,
                sizes,
                strides,
            } => {
                let Some(t) = res_ty else {
                    unreachable!("reinterpret_cast has a result")
                };
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let ptrs = match self.m.types.get(uses[0].ty) {
                    Type::MemRef { .. } => (
                        self.ins(fx).extract_value(d, &[0]),
                        self.ins(fx).extract_value(d, &[1]),
                    ),
                    _ => {
                        // The ranked descriptor behind the unranked one
                        // starts with the two pointers.
                        let raw = self.ins(fx).extract_value(d, &[1]);
                        let pp = self.st.t.ptr(rinfo.ptr);
                        let p0 = self.ins(fx).cast_if(l::CastOp::Bitcast, raw, pp);
                        let a = self.ins(fx).load(p0, rinfo.ptr);
                        let one = self.ins(fx).idx(1);
                        let idx = fx.out.list(&[one]);
                        let p1 = self.ins(fx).emit(
                            l::InstKind::Gep {
                                elem: rinfo.ptr,
                                base: p0,
                                indices: idx,
                            },
                            pp,
                        );
                        let b = self.ins(fx).load(p1, rinfo.ptr);
                        (a, b)
                    }
                };
                let mut next = vals[1..].iter();
                let off = Self::entry(&mut next, *offset);
                let szs: Vec<Dim> = sizes.iter().map(|&x| Self::entry(&mut next, x)).collect();
                let sts: Vec<Dim> = strides.iter().map(|&x| Self::entry(&mut next, x)).collect();
                Some(self.build_desc(fx, &rinfo, ptrs, off, &szs, &sts))
            }
            MemView::View => {
                let Some(t) = res_ty else {
                    unreachable!("view has a result")
                };
                let sinfo = self.memref(uses[0].ty, span)?;
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let alloc = self.ins(fx).extract_value(d, &[0]);
                let alloc = self.ins(fx).cast_if(l::CastOp::Bitcast, alloc, rinfo.ptr);
                let base = self.ins(fx).extract_value(d, &[1]);
                let idx = fx.out.list(&[vals[1]]);
                let shifted = self.ins(fx).emit(
                    l::InstKind::Gep {
                        elem: sinfo.elem,
                        base,
                        indices: idx,
                    },
                    sinfo.ptr,
                );
                let aligned = self.ins(fx).cast_if(l::CastOp::Bitcast, shifted, rinfo.ptr);
                let mut next = vals[2..].iter();
                let sizes: Vec<Dim> = rinfo
                    .shape
                    .iter()
                    .map(|&x| Self::entry(&mut next, if x == DYNAMIC { DYN } else { x }))
                    .collect();
                let mut strides = vec![Dim::Static(1); rinfo.rank];
                let mut run = Dim::Static(1);
                for k in (0..rinfo.rank).rev() {
                    strides[k] = run;
                    run = self.mul_dims(fx, run, sizes[k]);
                }
                Some(self.build_desc(
                    fx,
                    &rinfo,
                    (alloc, aligned),
                    Dim::Static(0),
                    &sizes,
                    &strides,
                ))
            }
            MemView::Transpose(perm) => {
                let sinfo = self.memref(uses[0].ty, span)?;
                let Some(t) = res_ty else {
                    unreachable!("transpose has a result")
                };
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let mut out = d;
                if rinfo.desc != sinfo.desc {
                    unreachable!("a transpose keeps the descriptor type");
                }
                for (k, &p) in perm.iter().enumerate() {
                    let size = self.src_size(fx, &sinfo, d, p as usize);
                    let stride = self.src_stride(fx, &sinfo, d, p as usize);
                    let (sv, tv) = (self.dim_value(fx, size), self.dim_value(fx, stride));
                    out = self.ins(fx).insert_value(out, sv, &[3, k as u32]);
                    out = self.ins(fx).insert_value(out, tv, &[4, k as u32]);
                }
                Some(out)
            }
            MemView::Reshape => {
                let sinfo = self.memref(uses[0].ty, span)?;
                let Some(t) = res_ty else {
                    unreachable!("reshapes have a result")
                };
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let alloc = self.ins(fx).extract_value(d, &[0]);
                let aligned = self.ins(fx).extract_value(d, &[1]);
                let off = self.src_offset(fx, &sinfo, d);
                let sizes: Vec<Dim> = rinfo.shape.iter().map(|&x| Dim::Static(x)).collect();
                let strides: Vec<Dim> = rinfo
                    .strides
                    .iter()
                    .map(|x| Dim::Static(x.unwrap_or(0)))
                    .collect();
                Some(self.build_desc(fx, &rinfo, (alloc, aligned), off, &sizes, &strides))
            }
            MemView::ReshapeDyn {
                expand,
                group_of,
                output,
            } => {
                let sinfo = self.memref(uses[0].ty, span)?;
                let Some(t) = res_ty else {
                    unreachable!("reshapes have a result")
                };
                let rinfo = self.memref(t, span)?;
                Some(self.lower_reshape_dyn(
                    fx,
                    &sinfo,
                    &rinfo,
                    vals[0],
                    *expand,
                    group_of,
                    output,
                    &vals[1..],
                ))
            }
            MemView::StridedMetadata => {
                let sinfo = self.memref(uses[0].ty, span)?;
                let rs = body.results(op);
                let binfo = self.memref(body.values[rs[0].index()].ty, span)?;
                let d = vals[0];
                let alloc = self.ins(fx).extract_value(d, &[0]);
                let aligned = self.ins(fx).extract_value(d, &[1]);
                let base = self.build_desc(fx, &binfo, (alloc, aligned), Dim::Static(0), &[], &[]);
                fx.vmap[rs[0].index()] = base;
                let off = self.src_offset(fx, &sinfo, d);
                fx.vmap[rs[1].index()] = self.dim_value(fx, off);
                for k in 0..sinfo.rank {
                    let sz = self.src_size(fx, &sinfo, d, k);
                    fx.vmap[rs[2 + k].index()] = self.dim_value(fx, sz);
                    let st = self.src_stride(fx, &sinfo, d, k);
                    fx.vmap[rs[2 + sinfo.rank + k].index()] = self.dim_value(fx, st);
                }
                None
            }
            MemView::AlignedPointer => {
                let aligned = self.ins(fx).extract_value(vals[0], &[1]);
                let idx = self.idx_ty();
                Some(self.ins(fx).cast_if(l::CastOp::PtrToInt, aligned, idx))
            }
            MemView::AssumeAlignment(a) => {
                // llvm.assume((aligned & (a - 1)) == 0), as MLIR emits.
                let aligned = self.ins(fx).extract_value(vals[0], &[1]);
                let idx = self.idx_ty();
                let p = self.ins(fx).cast_if(l::CastOp::PtrToInt, aligned, idx);
                let mask = self.dim_value(fx, Dim::Static(*a as i64 - 1));
                let low = self.ins(fx).and(p, mask);
                let zero = self.dim_value(fx, Dim::Static(0));
                let i1 = self.st.t.i1;
                let ok = self.ins(fx).icmp(0, low, zero);
                let void = self.st.t.void;
                self.call_extern(fx, "llvm.assume", void, &[i1], &[ok]);
                res.map(|_| vals[0])
            }
            MemView::Copy => {
                self.lower_copy(fx, op, &vals)?;
                None
            }
            MemView::Realloc(align) => {
                let Some(t) = res_ty else {
                    unreachable!("realloc has a result")
                };
                let sinfo = self.memref(uses[0].ty, span)?;
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let old_n = self.src_size(fx, &sinfo, d, 0);
                let new_n = if rinfo.shape[0] == DYNAMIC {
                    Dim::Value(vals[1])
                } else {
                    Dim::Static(rinfo.shape[0])
                };
                let i64t = self.st.t.i64;
                let (on, nn) = (self.dim_value(fx, old_n), self.dim_value(fx, new_n));
                let on64 = self.ins(fx).cast_if(l::CastOp::ZExt, on, i64t);
                let nn64 = self.ins(fx).cast_if(l::CastOp::ZExt, nn, i64t);
                let bytes = self.elem_bytes(fx, rinfo.elem, nn64);
                let total = match align {
                    Some(a) => {
                        let c = self.ins(fx).i64(*a as i64);
                        self.ins(fx).add(bytes, c)
                    }
                    None => bytes,
                };
                let raw = self.malloc(fx, total);
                let allocated = self.ins(fx).cast_if(l::CastOp::Bitcast, raw, rinfo.ptr);
                let aligned = match align {
                    None => allocated,
                    Some(a) => {
                        // (p + a - 1) - (p + a - 1) % a
                        let pi = self.ins(fx).cast_if(l::CastOp::PtrToInt, raw, i64t);
                        let am1 = self.ins(fx).i64(*a as i64 - 1);
                        let bumped = self.ins(fx).add(pi, am1);
                        let ac = self.ins(fx).i64(*a as i64);
                        let rem = self.ins(fx).urem(bumped, ac);
                        let ai = self.ins(fx).sub(bumped, rem);
                        self.ins(fx).cast_if(l::CastOp::IntToPtr, ai, rinfo.ptr)
                    }
                };
                // Copy the elements both sizes have, then free the old buffer.
                let less = self.ins(fx).icmp(6, on64, nn64);
                let keep = self.ins(fx).select(less, on64, nn64);
                let kbytes = self.elem_bytes(fx, rinfo.elem, keep);
                let zero = self.ins(fx).idx(0);
                let sp = self.elem_ptr(fx, &sinfo, d, &[zero]);
                let i8p = self.i8ptr();
                let sp = self.ins(fx).cast_if(l::CastOp::Bitcast, sp, i8p);
                let dp = self.ins(fx).cast_if(l::CastOp::Bitcast, aligned, i8p);
                self.memcpy(fx, dp, sp, kbytes);
                let old = self.ins(fx).extract_value(d, &[0]);
                let old = self.ins(fx).cast_if(l::CastOp::Bitcast, old, i8p);
                self.free(fx, old);
                Some(self.build_desc(
                    fx,
                    &rinfo,
                    (allocated, aligned),
                    Dim::Static(0),
                    &[new_n],
                    &[Dim::Static(1)],
                ))
            }
            MemView::ShapeReshape => {
                let sinfo = self.memref(uses[0].ty, span)?;
                let shinfo = self.memref(uses[1].ty, span)?;
                let Some(t) = res_ty else {
                    unreachable!("reshape has a result")
                };
                let rinfo = self.memref(t, span)?;
                let d = vals[0];
                let alloc = self.ins(fx).extract_value(d, &[0]);
                let aligned = self.ins(fx).extract_value(d, &[1]);
                let off = self.src_offset(fx, &sinfo, d);
                let idx = self.idx_ty();
                let mut sizes = Vec::with_capacity(rinfo.rank);
                for (k, &n) in rinfo.shape.iter().enumerate() {
                    if n != DYNAMIC {
                        sizes.push(Dim::Static(n));
                        continue;
                    }
                    // Element k of the shape memref, as an index.
                    let kv = self.ins(fx).idx(k as i64);
                    let p = self.elem_ptr(fx, &shinfo, vals[1], &[kv]);
                    let v = self.ins(fx).load(p, shinfo.elem);
                    let v = match (self.st.t.get(shinfo.elem), self.st.t.get(idx)) {
                        (l::Type::Int(a), l::Type::Int(b)) if a > b => {
                            self.ins(fx).cast_if(l::CastOp::Trunc, v, idx)
                        }
                        _ => self.ins(fx).cast_if(l::CastOp::SExt, v, idx),
                    };
                    sizes.push(Dim::Value(v));
                }
                let mut strides = vec![Dim::Static(1); rinfo.rank];
                let mut run = Dim::Static(1);
                for k in (0..rinfo.rank).rev() {
                    strides[k] = run;
                    run = self.mul_dims(fx, run, sizes[k]);
                }
                Some(self.build_desc(fx, &rinfo, (alloc, aligned), off, &sizes, &strides))
            }
        };
        if let (Some(r), Some(v)) = (res, out) {
            fx.vmap[r.index()] = v;
        }
        Ok(())
    }

    /// `memref.copy`: `llvm.memcpy` of the whole buffer when both memrefs
    /// have the identity layout; an element loop otherwise.
    fn lower_copy(&mut self, fx: &mut Fx, op: &s::Op, vals: &[l::Value]) -> Result<()> {
        let uses = fx.body.operands(op);
        let span = op.span;
        let a = self.memref(uses[0].ty, span)?;
        let b = self.memref(uses[1].ty, span)?;
        let (src, dst) = (vals[0], vals[1]);
        // The element count.
        let mut n = Dim::Static(1);
        for k in 0..a.rank {
            let s = self.src_size(fx, &a, src, k);
            n = self.mul_dims(fx, n, s);
        }
        let ident = |t| {
            matches!(
                self.m.types.get(t),
                Type::MemRef {
                    layout: Layout::Identity,
                    ..
                }
            )
        };
        if ident(uses[0].ty) && ident(uses[1].ty) {
            let nv = self.dim_value(fx, n);
            let i64t = self.st.t.i64;
            let n64 = self.ins(fx).cast_if(l::CastOp::ZExt, nv, i64t);
            let bytes = self.elem_bytes(fx, a.elem, n64);
            let zeros: Vec<l::Value> = (0..b.rank).map(|_| self.ins(fx).idx(0)).collect();
            let sp = self.elem_ptr(fx, &a, src, &zeros);
            let dp = self.elem_ptr(fx, &b, dst, &zeros);
            let i8p = self.i8ptr();
            let flat = self.st.t.intern(l::Type::Ptr(a.elem, 0));
            let sp = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, sp, flat);
            let sp = self.ins(fx).cast_if(l::CastOp::Bitcast, sp, i8p);
            let flat_b = self.st.t.intern(l::Type::Ptr(b.elem, 0));
            let dp = self.ins(fx).cast_if(l::CastOp::AddrSpaceCast, dp, flat_b);
            let dp = self.ins(fx).cast_if(l::CastOp::Bitcast, dp, i8p);
            self.memcpy(fx, dp, sp, bytes);
            return Ok(());
        }
        // for (i = 0; i < n; i++) dst[idx(i)] = src[idx(i)], the indices
        // of linear position i in row-major order.
        let idx = self.idx_ty();
        let nv = self.dim_value(fx, n);
        let hdr = fx.out.new_block();
        let bodyb = fx.out.new_block();
        let exit = fx.out.new_block();
        let i = fx.out.value(idx, l::ValueKind::BlockArg(hdr, 0));
        fx.out.blocks[hdr.index()].args = fx.out.list(&[i]);
        let zero = self.ins(fx).idx(0);
        let a0 = fx.out.list(&[zero]);
        self.ins(fx).emit_void(l::InstKind::Br(l::Succ {
            block: hdr,
            args: a0,
        }));
        fx.out.start_block(hdr);
        let more = self.ins(fx).icmp(6, i, nv);
        self.ins(fx).cond_br(
            more,
            l::Succ {
                block: bodyb,
                args: List::EMPTY,
            },
            l::Succ {
                block: exit,
                args: List::EMPTY,
            },
        );
        fx.out.start_block(bodyb);
        let mut indices = vec![zero; a.rank];
        let mut rest = i;
        for k in (0..a.rank).rev() {
            let sz = self.src_size(fx, &a, src, k);
            let szv = self.dim_value(fx, sz);
            if k == 0 {
                indices[k] = rest;
            } else {
                indices[k] = self.ins(fx).urem(rest, szv);
                rest = self.ins(fx).udiv(rest, szv);
            }
        }
        let sp = self.elem_ptr(fx, &a, src, &indices);
        let v = self.ins(fx).load(sp, a.elem);
        let dp = self.elem_ptr(fx, &b, dst, &indices);
        self.ins(fx).store(v, dp);
        let one = self.ins(fx).idx(1);
        let i2 = self.ins(fx).add(i, one);
        let a1 = fx.out.list(&[i2]);
        self.ins(fx).emit_void(l::InstKind::Br(l::Succ {
            block: hdr,
            args: a1,
        }));
        fx.out.start_block(exit);
        Ok(())
    }
}

impl Cx<'_> {
    /// `llvm.stacksave()`: the stack pointer, for `memref.alloca_scope`.
    pub(super) fn stack_save(&mut self, fx: &mut Fx) -> l::Value {
        let i8p = self.i8ptr();
        self.call_extern(fx, "llvm.stacksave", i8p, &[], &[])
    }

    /// `llvm.stackrestore(p)`: frees the allocas made since `p` was saved.
    pub(super) fn stack_restore(&mut self, fx: &mut Fx, p: l::Value) {
        let i8p = self.i8ptr();
        let void = self.st.t.void;
        self.call_extern(fx, "llvm.stackrestore", void, &[i8p], &[p]);
    }
}
