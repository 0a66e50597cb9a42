//! Lowering of today's LLVM dialect (opaque pointers). An opaque
//! `!llvm.ptr` is `i8*` in the typed-pointer IR mlir2ll builds; where an op
//! names the type it accesses (`llvm.load ... -> T`, `llvm.getelementptr
//! ..., T`, `llvm.alloca %n x T`, an indirect `llvm.call`, the address of
//! a global) the pointer is bitcast to (or from) a pointer to that type.
//! With `--opaque-pointers` every pointer prints as `ptr` and the casts
//! become `bitcast ptr %p to ptr`, which LLVM folds away.

use super::{Cx, Fx};
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::{self as l, BinOp, CastOp, Ty};
use crate::mlir::ir::{self as s, FPRED_NAMES, GEP_DYNAMIC, Symbol};
use crate::types::{Type, TypeId};

impl Cx<'_> {
    /// Whether `t` is an opaque pointer (`!llvm.ptr`, `!llvm.ptr<N>`).
    pub(super) fn is_opaque(&self, t: TypeId) -> bool {
        matches!(self.m.types.get(t), Type::LlvmPtr(e, _) if matches!(self.m.types.get(*e), Type::LlvmVoid))
    }

    /// `v` as a pointer to `elem` (a bitcast unless it is one already).
    pub(super) fn ptr_to(&mut self, fx: &mut Fx, v: l::Value, elem: Ty) -> l::Value {
        let t = fx.out.ty(v);
        // Undo a cast to the opaque pointer made just for this value.
        if let l::ValueKind::Inst(i) = fx.out.values[v.index()].kind
            && let l::InstKind::Cast(CastOp::Bitcast, x) = fx.out.insts[i.index()].kind
            && matches!(*self.st.t.get(fx.out.ty(x)), l::Type::Ptr(e, _) if e == elem)
        {
            return x;
        }
        match *self.st.t.get(t) {
            l::Type::Ptr(e, space) if e != elem => {
                let pt = self.st.t.intern(l::Type::Ptr(elem, space));
                self.ins(fx).cast(CastOp::Bitcast, v, pt)
            }
            _ => v,
        }
    }

    /// `v` (a pointer) as type `to` (a bitcast unless it has that type).
    pub(super) fn cast_to(&mut self, fx: &mut Fx, v: l::Value, to: Ty) -> l::Value {
        if fx.out.ty(v) == to {
            v
        } else {
            self.ins(fx).cast(CastOp::Bitcast, v, to)
        }
    }

    /// `llvm.load`: through a pointer to the loaded type (cast from an
    /// `opaque` one).
    pub(super) fn lower_load(
        &mut self,
        fx: &mut Fx,
        p: l::Value,
        rty: Ty,
        (volatile, align, atomic, nt): (bool, u32, Option<&s::AtomicSpec>, bool),
        opaque: bool,
    ) -> l::Value {
        let p = if opaque { self.ptr_to(fx, p, rty) } else { p };
        let k = match atomic {
            Some(a) => l::InstKind::AtomicLoad(p, atomic_mem(a, volatile, align)),
            None => super::nontemporal::load(p, align, volatile, nt),
        };
        self.ins(fx).emit(k, rty)
    }

    /// `llvm.store`: through a pointer to the stored type (cast from an
    /// `opaque` one).
    pub(super) fn lower_store(
        &mut self,
        fx: &mut Fx,
        v: l::Value,
        p: l::Value,
        (volatile, align, atomic, nt): (bool, u32, Option<&s::AtomicSpec>, bool),
        opaque: bool,
    ) {
        let vt = fx.out.ty(v);
        let p = if opaque { self.ptr_to(fx, p, vt) } else { p };
        let k = match atomic {
            Some(a) => l::InstKind::AtomicStore(v, p, atomic_mem(a, volatile, align)),
            None => super::nontemporal::store(v, p, align, volatile, nt),
        };
        self.ins(fx).emit_void(k);
    }

    /// `llvm.alloca %n x T` with a result of another pointer type.
    pub(super) fn lower_alloca(
        &mut self,
        fx: &mut Fx,
        elem: TypeId,
        count: l::Value,
        align: u32,
        rty: Ty,
        span: Span,
    ) -> Result<l::Value> {
        let e = self.ty(elem, span)?;
        let space = match self.st.t.get(rty) {
            l::Type::Ptr(_, s) => *s,
            _ => 0,
        };
        let pt = self.st.t.intern(l::Type::Ptr(e, space));
        let a = self.ins(fx).emit(
            l::InstKind::Alloca {
                elem: e,
                count,
                align,
            },
            pt,
        );
        Ok(self.cast_to(fx, a, rty))
    }

    /// `llvm.getelementptr %base[...] : ..., T`: constant indices become
    /// `i32` constants; the base is cast to `T*` and the result back to
    /// the op's pointer type.
    pub(super) fn lower_gep_typed(
        &mut self,
        fx: &mut Fx,
        elem: TypeId,
        idx: &[i32],
        v: &[l::Value],
        rty: Ty,
        span: Span,
    ) -> Result<l::Value> {
        let e = self.ty(elem, span)?;
        let base = self.ptr_to(fx, v[0], e);
        let base = self.lanes_ptr_to(fx, base, e);
        let mut dynamic = v[1..].iter();
        let mut ops = Vec::with_capacity(idx.len());
        for &k in idx {
            if k == GEP_DYNAMIC {
                match dynamic.next() {
                    Some(x) => ops.push(*x),
                    None => {
                        return Err(Error::verify(
                            span,
                            "the getelementptr has fewer index operands than `%` indices",
                        ));
                    }
                }
            } else {
                let i32t = self.st.t.i32;
                ops.push(fx.out.value(i32t, l::ValueKind::ConstInt(k as i128)));
            }
        }
        if dynamic.next().is_some() {
            return Err(Error::verify(
                span,
                "the getelementptr has more index operands than `%` indices",
            ));
        }
        self.check_gep(fx, e, &ops, span)?;
        // The type the last index selects.
        let mut cur = e;
        for &i in ops.iter().skip(1) {
            let t = match self.st.t.get(cur) {
                l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(cur),
                _ => cur,
            };
            cur = match self.st.t.get(t) {
                l::Type::Struct(f) | l::Type::PackedStruct(f) => {
                    match fx.out.values[i.index()].kind {
                        l::ValueKind::ConstInt(k) => f[k as usize],
                        _ => cur,
                    }
                }
                l::Type::Array(_, x) | l::Type::Vector(_, x) => *x,
                _ => cur,
            };
        }
        let pt = self.gep_result(fx.out.ty(base), cur, rty);
        let indices = fx.out.list(&ops);
        let g = self.ins(fx).emit(
            l::InstKind::Gep {
                elem: e,
                base,
                indices,
            },
            pt,
        );
        Ok(self.cast_to(fx, g, rty))
    }

    /// How many scalars an aggregate of type `t` holds (saturating).
    fn leaves(&self, t: Ty) -> u64 {
        let t = match self.st.t.get(t) {
            l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(t),
            _ => t,
        };
        match self.st.t.get(t) {
            l::Type::Struct(f) | l::Type::PackedStruct(f) => f
                .iter()
                .fold(0u64, |acc, e| acc.saturating_add(self.leaves(*e))),
            l::Type::Array(n, e) | l::Type::Vector(n, e) => n.saturating_mul(self.leaves(*e)),
            _ => 1,
        }
    }

    /// `llvm.mlir.zero` of type `t`: null, zero, or an aggregate of zeros.
    pub(super) fn zero_value(&mut self, fx: &mut Fx, t: Ty, span: Span) -> Result<l::Value> {
        let body = match self.st.t.get(t) {
            l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(t),
            _ => t,
        };
        match self.st.t.get(body).clone() {
            l::Type::Ptr(..) => Ok(fx.out.value(t, l::ValueKind::Null)),
            l::Type::Int(_) => Ok(fx.out.value(t, l::ValueKind::ConstInt(0))),
            l::Type::Half
            | l::Type::BFloat
            | l::Type::Float
            | l::Type::Double
            | l::Type::X86Fp80
            | l::Type::Fp128 => Ok(fx.out.value(t, l::ValueKind::ConstFloat(0))),
            l::Type::Struct(f) | l::Type::PackedStruct(f) => {
                let mut elems = Vec::with_capacity(f.len());
                for e in f.iter() {
                    elems.push(self.zero_value(fx, *e, span)?);
                }
                let list = fx.out.list(&elems);
                Ok(fx.out.value(t, l::ValueKind::ConstAgg(list)))
            }
            l::Type::Array(n, e) | l::Type::Vector(n, e) => {
                if self.leaves(t) > crate::mlir::parse::MAX_ELEMENTS {
                    return Err(Error::lower(
                        span,
                        "`llvm.mlir.zero` of an aggregate this large is not supported yet",
                    )
                    .label("not supported yet"));
                }
                let z = self.zero_value(fx, e, span)?;
                let elems = vec![z; n as usize];
                let list = fx.out.list(&elems);
                Ok(fx.out.value(t, l::ValueKind::ConstAgg(list)))
            }
            l::Type::Void | l::Type::Func { .. } | l::Type::Named(_) => {
                Ok(fx.out.value(t, l::ValueKind::Undef))
            }
        }
    }

    /// `llvm.mlir.addressof @sym : !llvm.ptr`: the symbol's address, cast
    /// to the opaque pointer.
    pub(super) fn opaque_addressof(
        &mut self,
        fx: &mut Fx,
        sym: Symbol,
        globals: &[s::Global],
        rty: Ty,
        span: Span,
    ) -> Result<l::Value> {
        let m = self.m;
        let (state, name) = match sym {
            Symbol::Func(f) => (m.funcs[f.index()].state, &m.funcs[f.index()].name),
            Symbol::Global(g) => (m.globals[g.index()].state, &m.globals[g.index()].name),
        };
        if state == s::FuncState::Referenced {
            // A function defined after the address was taken.
            let Some(r) = self.func_by_name(name) else {
                return Err(self.forward_opaque(name, span));
            };
            let pt = self.st.t.ptr(self.st.funcs[r.index()].ty);
            let v = fx.out.value(pt, l::ValueKind::FuncAddr(r));
            return Ok(self.cast_to(fx, v, rty));
        }
        let v = match sym {
            Symbol::Func(f) => {
                self.sync();
                let r = self.st.fmap[f.index()];
                let ft = self.st.funcs[r.index()].ty;
                let pt = self.st.t.ptr(ft);
                fx.out.value(pt, l::ValueKind::FuncAddr(r))
            }
            Symbol::Global(g) => {
                let gl = &m.globals[g.index()];
                let space = match self.st.t.get(rty) {
                    l::Type::Ptr(_, s) => *s,
                    _ => 0,
                };
                if gl.addr_space != space {
                    return Err(Error::verify(
                        span,
                        format!(
                            "`@{}` is in address space {}: its address is `!llvm.ptr<{}>`",
                            gl.name, gl.addr_space, gl.addr_space
                        ),
                    ));
                }
                let gt = self.ty(gl.ty, span)?;
                let pt = self.st.t.intern(l::Type::Ptr(gt, space));
                let r = self.global_ref(globals, g);
                fx.out.value(pt, l::ValueKind::GlobalAddr(r))
            }
        };
        Ok(self.cast_to(fx, v, rty))
    }
}

impl Cx<'_> {
    /// In a global's initializer: `llvm.mlir.addressof @sym` with an opaque
    /// result type `rt` is a constant bitcast of the symbol's address.
    pub(super) fn opaque_addr_const(
        &mut self,
        sym: Symbol,
        globals: &[s::Global],
        rt: TypeId,
        span: Span,
    ) -> Result<Option<l::GConst>> {
        if !self.is_opaque(rt) {
            return Ok(None);
        }
        let m = self.m;
        let to = self.ty(rt, span)?;
        let (from, value) = match sym {
            Symbol::Global(g)
                if m.globals[g.index()].state == s::FuncState::Referenced
                    && let Some(r) = self.func_by_name(&m.globals[g.index()].name) =>
            {
                // A function defined after the address was taken.
                let ft = self.st.funcs[r.index()].ty;
                (self.st.t.ptr(ft), l::GConst::FuncAddr(r))
            }
            Symbol::Func(f) => {
                if m.funcs[f.index()].state == s::FuncState::Referenced {
                    return Err(self.forward_opaque(&m.funcs[f.index()].name, span));
                }
                self.sync();
                let r = self.st.fmap[f.index()];
                let ft = self.st.funcs[r.index()].ty;
                (self.st.t.ptr(ft), l::GConst::FuncAddr(r))
            }
            Symbol::Global(g) => {
                let gl = &m.globals[g.index()];
                if gl.state == s::FuncState::Referenced {
                    return Err(self.forward_opaque(&gl.name, span));
                }
                let gt = self.ty(gl.ty, span)?;
                let pt = self.st.t.intern(l::Type::Ptr(gt, gl.addr_space));
                (pt, l::GConst::GlobalAddr(self.global_ref(globals, g)))
            }
        };
        if from == to {
            return Ok(Some(value));
        }
        Ok(Some(l::GConst::Cast {
            op: CastOp::Bitcast,
            from,
            value: Box::new(value),
            to,
        }))
    }

    /// The address of `@name` that no global or function defines (the
    /// driver holds an address of a symbol defined later back until it is).
    fn forward_opaque(&self, name: &str, span: Span) -> Error {
        Error::verify(span, format!("no global or function named `@{name}`"))
            .label("undefined symbol")
    }

    /// Function `name`, once its signature is known to the lowering.
    fn func_by_name(&mut self, name: &str) -> Option<l::FuncRef> {
        self.sync();
        let r = self.st.decls.get(&self.st.funcs, name)?;
        (self.st.funcs[r.index()].ty != self.st.t.void).then_some(r)
    }
}

impl Cx<'_> {
    /// Intrinsics LLVM 14 does not have (`llvm.tanh` and the other
    /// trigonometric ones came in LLVM 19), on a scalar f32 or f64: the
    /// libm call they stand for, which every LLVM links.
    pub(super) fn libm_intrinsic(
        &mut self,
        fx: &mut Fx,
        name: &str,
        v: &[l::Value],
        rty: Ty,
    ) -> Option<l::Value> {
        if matches!(name, "minimum" | "maximum") && v.len() == 2 {
            return self.min_max_expanded(fx, name == "minimum", v[0], v[1], rty);
        }
        if !matches!(
            name,
            "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh"
        ) {
            return None;
        }
        let f = match self.st.t.get(rty) {
            l::Type::Float => format!("{name}f"),
            l::Type::Double => name.to_string(),
            _ => return None,
        };
        let params: Vec<Ty> = v.iter().map(|x| fx.out.ty(*x)).collect();
        Some(self.call_extern(fx, &f, rty, &params, v))
    }
}

impl Cx<'_> {
    /// `llvm.minimum`/`llvm.maximum` (NaN if either operand is NaN, -0 below
    /// +0), which LLVM 14's x86 backend cannot select, from compares and
    /// selects: `uno ? a + b : (a == b ? bits(a) | bits(b) : (a < b ? a : b))`
    /// (`&` and `>` for the maximum).
    fn min_max_expanded(
        &mut self,
        fx: &mut Fx,
        min: bool,
        a: l::Value,
        b: l::Value,
        rty: Ty,
    ) -> Option<l::Value> {
        let (n, e) = match *self.st.t.get(rty) {
            l::Type::Vector(n, e) => (Some(n), e),
            _ => (None, rty),
        };
        let w = match self.st.t.get(e) {
            l::Type::Half => 16,
            l::Type::Float => 32,
            l::Type::Double => 64,
            _ => return None,
        };
        let pred = |s: &str| FPRED_NAMES.iter().position(|p| *p == s).unwrap_or(0) as u8;
        let it = self.st.t.int(w);
        let it = match n {
            Some(n) => self.st.t.intern(l::Type::Vector(n, it)),
            None => it,
        };
        let uno = self.ins(fx).fcmp(pred("uno"), a, b);
        let nan = self.ins(fx).fadd(a, b);
        let lt = self
            .ins(fx)
            .fcmp(pred(if min { "olt" } else { "ogt" }), a, b);
        let pick = self.ins(fx).select(lt, a, b);
        let eq = self.ins(fx).fcmp(pred("oeq"), a, b);
        let ai = self.ins(fx).cast(CastOp::Bitcast, a, it);
        let bi = self.ins(fx).cast(CastOp::Bitcast, b, it);
        let op = if min { BinOp::Or } else { BinOp::And };
        let zi = self.ins(fx).bin(op, ai, bi);
        let z = self.ins(fx).cast(CastOp::Bitcast, zi, rty);
        let ordered = self.ins(fx).select(eq, z, pick);
        Some(self.ins(fx).select(uno, nan, ordered))
    }
}

/// The IR's form of an atomic access's `atomic ...` clause.
fn atomic_mem(a: &s::AtomicSpec, volatile: bool, align: u32) -> Box<l::AtomicMem> {
    Box::new(l::AtomicMem {
        ordering: a.ordering,
        align,
        volatile,
        scope: a.scope.clone(),
    })
}

/// Why function body `b` cannot be written in MLIR 13's LLVM dialect
/// (`--emit=mlir`), if it cannot: `mlir-translate-13` turns `llvm.freeze`
/// into a `ret void`.
pub fn mlir13_unsupported(b: &l::Body) -> Option<&'static str> {
    b.insts
        .iter()
        .any(|i| matches!(i.kind, l::InstKind::Freeze(_)))
        .then_some("this function uses `llvm.freeze`, which MLIR 13's LLVM dialect cannot translate (mlir-translate-13 makes it a `ret void`); write `.ll` instead")
        .or_else(|| {
            b.insts
                .iter()
                .any(|i| matches!(i.kind, l::InstKind::AtomicRmwOrd { volatile, ref scope, .. } if volatile || scope.is_some()))
                .then_some("this function uses a volatile `llvm.atomicrmw` or one with a sync scope, which MLIR 13's LLVM dialect cannot say; use --mlir-version 22 or write `.ll`")
        })
        .or_else(|| {
            b.insts
                .iter()
                .any(|i| matches!(i.kind, l::InstKind::CmpXchg { flags: Some(_), .. }))
                .then_some(crate::llvm::cmpxchg::MLIR13)
        })
        .or_else(|| {
            b.insts
                .iter()
                .any(|i| matches!(i.kind, l::InstKind::AtomicLoad(..) | l::InstKind::AtomicStore(..)))
                .then_some("this function uses an atomic `llvm.load` or `llvm.store`, which MLIR 13's LLVM dialect cannot say; use --mlir-version 22 or write `.ll`")
        })
        .or_else(|| {
            b.insts
                .iter()
                .any(|i| matches!(i.kind, l::InstKind::FPTruncRound { .. }))
                .then_some("this function uses `arith.truncf` with a rounding mode (a constrained `fptrunc`), which MLIR 13's LLVM dialect cannot say; use --mlir-version 22 or write `.ll`")
        })
}
