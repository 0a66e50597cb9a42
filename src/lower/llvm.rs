//! Lowering of LLVM-dialect input: its ops map one to one to instructions;
//! globals' initializers (inline values or constant regions) fold to
//! constants.

use super::{Cx, Fx, Lowering, View};
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::{self as l, GConst, Ty};
use crate::llvm::verify;
use crate::mlir::ir::{self as s, Const, GlobalInit, GlobalValue, LlvmOp, OpKind, Symbol};
use crate::types::TypeId;

impl Lowering {
    /// Lowers global `id` to its LLVM global.
    pub fn global(&mut self, m: View, id: s::GlobalId) -> Result<l::GlobalRef> {
        let globals = m.globals;
        let mut cx = Cx { m, st: self };
        let r = cx.global_ref(globals, id);
        let g = &globals[id.index()];
        let ty = cx.ty(g.ty, g.span)?;
        let init = match &g.init {
            GlobalInit::External => None,
            GlobalInit::Undef => Some(GConst::Undef),
            GlobalInit::Value(v) => Some(match v {
                GlobalValue::Int(i) => GConst::Int(*i),
                GlobalValue::Float(b) => GConst::Float(*b),
                GlobalValue::Bytes(b) => GConst::Bytes(b.clone()),
                GlobalValue::Dense(elems)
                    if matches!(&elems[..], [Const::Int(0)] | [Const::Float(0)]) =>
                {
                    GConst::Zero
                }
                GlobalValue::Dense(elems) => {
                    let flat: Vec<GConst> = elems.iter().map(|c| cx.gconst(c, None)).collect();
                    let mut next = 0;
                    cx.nest(ty, &flat, &mut next)
                }
            }),
            GlobalInit::Region(body) => Some(cx.eval_init(globals, body, g.span)?),
        };
        // Forward `llvm.mlir.addressof`s of this global: their types.
        if let Some(uses) = cx.st.pending_addr.remove(&g.name) {
            for (rt, span) in uses {
                cx.check_global_addr(g, rt, span)?;
            }
        }
        let gl = &mut cx.st.globals[r.index()];
        gl.ty = ty;
        gl.linkage = g.linkage;
        gl.constant = g.constant;
        gl.init = init;
        gl.align = g.align;
        gl.addr_space = g.addr_space;
        gl.attrs = g.sym.clone();
        Ok(r)
    }
}

impl Lowering {
    /// Verifies the lowered body of function `id`: always when it comes from
    /// LLVM-dialect input (or has LLVM-dialect ops), and every body with the
    /// `verify_ir` option (debug builds, tests).
    pub(super) fn verify_body(&self, m: View, id: s::FuncId, body: &l::Body) -> Result<()> {
        let f = &m.funcs[id.index()];
        // A clash with a function the lowering needs is reported by the
        // driver (`take_conflict`).
        if self.conflict.is_some() || !(self.verify_ir || f.llvm || self.input_insts) {
            return Ok(());
        }
        let fn_ty = self.funcs[self.fmap[id.index()].index()].ty;
        verify::check(self.module(), fn_ty, body, f.llvm, f.name_span)
    }

    /// Verifies the bodies of a C wrapper (with the `verify_ir` option: the
    /// lowering builds them).
    pub fn verify_wrapper(&self, f: l::FuncRef, w: &super::CWrapper, span: Span) -> Result<()> {
        if !self.verify_ir || self.conflict.is_some() {
            return Ok(());
        }
        for (r, b) in [(w.ciface, &w.ciface_body), (f, &w.stub_body)] {
            if let Some(b) = b {
                verify::check(self.module(), self.funcs[r.index()].ty, b, false, span)?;
            }
        }
        Ok(())
    }

    fn module(&self) -> verify::Module<'_> {
        verify::Module {
            types: &self.t,
            funcs: &self.funcs,
            globals: &self.globals,
        }
    }
}

impl Cx<'_> {
    /// Checks the result type `rt` of `llvm.mlir.addressof` of `sym`: a
    /// pointer to the symbol's type. A symbol not defined yet is checked
    /// when it is.
    fn check_addressof(&mut self, sym: &Symbol, rt: TypeId, span: Span) -> Result<()> {
        let m = self.m;
        match *sym {
            Symbol::Func(f) => {
                let func = &m.funcs[f.index()];
                if func.state == s::FuncState::Referenced {
                    self.pending(&func.name, rt, span);
                    return Ok(());
                }
                self.sync();
                let fn_ty = self.st.funcs[self.st.fmap[f.index()].index()].ty;
                self.check_func_addr(func, fn_ty, rt, span)
            }
            Symbol::Global(g) => {
                let gl = &m.globals[g.index()];
                if gl.state == s::FuncState::Referenced {
                    // A global or a function defined later.
                    self.pending(&gl.name, rt, span);
                    return Ok(());
                }
                self.check_global_addr(gl, rt, span)
            }
        }
    }

    /// Checks that `llvm.mlir.addressof` of global `g` with result type `rt`
    /// points to the global's type.
    fn check_global_addr(&self, g: &s::Global, rt: TypeId, span: Span) -> Result<()> {
        let ok = matches!(self.m.types.get(rt), crate::types::Type::LlvmPtr(p, sp) if *p == g.ty && *sp == g.addr_space);
        if !ok {
            return Err(Error::verify(
                span,
                format!(
                    "`@{}` has type {}: its address is a pointer to that, not {}",
                    g.name,
                    self.m.types.display(g.ty),
                    self.m.types.display(rt)
                ),
            ));
        }
        Ok(())
    }

    /// Checks that `llvm.mlir.addressof` of function `f` (of LLVM type
    /// `fn_ty`) with result type `rt` is a pointer to the function's type.
    fn check_func_addr(&mut self, f: &s::Func, fn_ty: Ty, rt: TypeId, span: Span) -> Result<()> {
        let have = self.ty(rt, span)?;
        let want = self.st.t.ptr(fn_ty);
        if have != want {
            return Err(Error::verify(
                span,
                format!(
                    "`@{}` has type {}: its address is {}, not {}",
                    f.name,
                    self.m.types.display(f.ty),
                    verify::type_text(&self.st.t, want),
                    self.m.types.display(rt)
                ),
            ));
        }
        Ok(())
    }

    /// Checks the forward `llvm.mlir.addressof`s of function `f`, now that
    /// its LLVM type `fn_ty` is known.
    pub(super) fn check_pending_addr(&mut self, f: &s::Func, fn_ty: Ty) -> Result<()> {
        if self.st.pending_addr.is_empty() {
            return Ok(());
        }
        if let Some(uses) = self.st.pending_addr.remove(&f.name) {
            for (rt, span) in uses {
                self.check_func_addr(f, fn_ty, rt, span)?;
            }
        }
        Ok(())
    }

    /// The LLVM global of Std global `id` (created on first mention).
    pub(super) fn global_ref(&mut self, globals: &[s::Global], id: s::GlobalId) -> l::GlobalRef {
        while self.st.gmap.len() <= id.index() {
            let k = self.st.gmap.len();
            let r = l::GlobalRef::new(self.st.globals.len());
            let void = self.st.t.void;
            self.st.globals.push(l::Global {
                name: globals.get(k).map(|g| g.name.clone()).unwrap_or_default(),
                ty: void,
                linkage: l::Linkage::External,
                constant: false,
                init: None,
                align: 0,
                addr_space: 0,
                attrs: Default::default(),
            });
            self.st.gmap.push(r);
        }
        self.st.gmap[id.index()]
    }

    fn gconst(&mut self, c: &Const, body: Option<&s::Body>) -> GConst {
        match *c {
            Const::Int(v) => GConst::Int(v),
            Const::Float(b) => GConst::Float(b),
            Const::Func(f) => {
                self.sync();
                GConst::FuncAddr(self.st.fmap[f.index()])
            }
            Const::Dense(id) => match body {
                Some(b) => GConst::Agg(
                    b.dense[id as usize]
                        .clone()
                        .iter()
                        .map(|e| self.gconst(e, None))
                        .collect(),
                ),
                None => GConst::Undef,
            },
        }
    }

    /// Shapes row-major (or splat) elements `flat` as a constant of type `t`
    /// (nested arrays and vectors).
    fn nest(&self, t: Ty, flat: &[GConst], next: &mut usize) -> GConst {
        match self.st.t.get(t) {
            l::Type::Array(n, e) | l::Type::Vector(n, e) => {
                GConst::Agg((0..*n).map(|_| self.nest(*e, flat, next)).collect())
            }
            _ => {
                let c = if flat.len() == 1 {
                    flat[0].clone()
                } else {
                    flat.get(*next).cloned().unwrap_or(GConst::Undef)
                };
                *next += 1;
                c
            }
        }
    }

    /// Undef elements for every member of aggregate type `t`.
    fn undef_members(&self, t: Ty) -> Vec<GConst> {
        let t = match self.st.t.get(t) {
            l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(t),
            _ => t,
        };
        match self.st.t.get(t) {
            l::Type::Struct(f) | l::Type::PackedStruct(f) => vec![GConst::Undef; f.len()],
            l::Type::Array(n, _) | l::Type::Vector(n, _) => vec![GConst::Undef; *n as usize],
            _ => Vec::new(),
        }
    }

    fn member(&self, t: Ty, k: u32) -> Ty {
        let t = match self.st.t.get(t) {
            l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(t),
            _ => t,
        };
        match self.st.t.get(t) {
            l::Type::Struct(f) | l::Type::PackedStruct(f) => f[k as usize],
            l::Type::Array(_, e) | l::Type::Vector(_, e) => *e,
            _ => t,
        }
    }

    /// Folds an initializer region (constants, undef, null, addressof,
    /// insertvalue, and its `llvm.return`) to a constant.
    fn eval_init(&mut self, globals: &[s::Global], body: &s::Body, span: Span) -> Result<GConst> {
        let mut vals: Vec<Option<GConst>> = vec![None; body.values.len()];
        let get = |vals: &Vec<Option<GConst>>, u: &s::Use| vals[u.value.index()].clone();
        for &b in &body.layout {
            for i in body.block_ops(b) {
                let op = body.op(*i);
                let uses = body.operands(op);
                let v = match &op.kind {
                    OpKind::Constant(Const::Dense(id)) => {
                        // Shaped by the result type (nested arrays, splats).
                        let r = body.results(op)[0];
                        let t = self.ty(body.values[r.index()].ty, op.span)?;
                        let flat: Vec<GConst> = body.dense[*id as usize]
                            .clone()
                            .iter()
                            .map(|e| self.gconst(e, None))
                            .collect();
                        let mut next = 0;
                        self.nest(t, &flat, &mut next)
                    }
                    OpKind::Constant(c) => self.gconst(c, Some(body)),
                    OpKind::Llvm(LlvmOp::Undef) => GConst::Undef,
                    OpKind::Llvm(LlvmOp::Null) => GConst::Null,
                    OpKind::Llvm(LlvmOp::Zero) => GConst::Zero,
                    OpKind::Llvm(LlvmOp::AddressOf(sym))
                        if body
                            .results(op)
                            .first()
                            .is_some_and(|r| self.is_opaque(body.values[r.index()].ty)) =>
                    {
                        let rt = body.values[body.results(op)[0].index()].ty;
                        self.opaque_addr_const(*sym, globals, rt, op.span)?
                            .unwrap_or(GConst::Undef)
                    }
                    OpKind::Llvm(LlvmOp::AddressOf(sym)) => {
                        if let Some(r) = body.results(op).first() {
                            self.check_addressof(sym, body.values[r.index()].ty, op.span)?;
                        }
                        match sym {
                            Symbol::Func(f) => {
                                self.sync();
                                GConst::FuncAddr(self.st.fmap[f.index()])
                            }
                            Symbol::Global(g) => GConst::GlobalAddr(self.global_ref(globals, *g)),
                        }
                    }
                    OpKind::Llvm(LlvmOp::InsertValue(pos)) => {
                        let t = self.ty(uses[1].ty, op.span)?;
                        let mut agg = get(&vals, &uses[1]).unwrap_or(GConst::Undef);
                        let x = get(&vals, &uses[0]).unwrap_or(GConst::Undef);
                        let mut slot = &mut agg;
                        let mut st = t;
                        for &k in pos.iter() {
                            if !matches!(slot, GConst::Agg(_)) {
                                let n = match self.st.t.get(st) {
                                    l::Type::Array(n, _) | l::Type::Vector(n, _) => *n,
                                    _ => 0,
                                };
                                if n > crate::mlir::parse::MAX_ELEMENTS {
                                    return Err(Error::lower(
                                        op.span,
                                        "the aggregate is too large to build in an initializer",
                                    ));
                                }
                                // Into `llvm.mlir.zero`: the other members stay zero.
                                let mut members = self.undef_members(st);
                                if matches!(slot, GConst::Zero) {
                                    for (k, m) in members.iter_mut().enumerate() {
                                        *m = match self.st.t.get(self.member(st, k as u32)) {
                                            l::Type::Int(_) => GConst::Int(0),
                                            l::Type::Ptr(..) => GConst::Null,
                                            l::Type::Struct(_)
                                            | l::Type::PackedStruct(_)
                                            | l::Type::Named(_)
                                            | l::Type::Array(..)
                                            | l::Type::Vector(..) => GConst::Zero,
                                            _ => GConst::Float(0),
                                        };
                                    }
                                }
                                *slot = GConst::Agg(members);
                            }
                            let GConst::Agg(v) = slot else { unreachable!() };
                            st = self.member(st, k);
                            let Some(next) = v.get_mut(k as usize) else {
                                return Err(Error::lower(
                                    op.span,
                                    format!("position {k} is out of range"),
                                ));
                            };
                            slot = next;
                        }
                        *slot = x;
                        agg
                    }
                    OpKind::Llvm(LlvmOp::Gep) => {
                        let base_ty = self.ty(uses[0].ty, op.span)?;
                        let elem = self.st.t.pointee(base_ty);
                        let base = get(&vals, &uses[0]).unwrap_or(GConst::Undef);
                        let mut indices = Vec::new();
                        for u in &uses[1..] {
                            let t = self.ty(u.ty, op.span)?;
                            match get(&vals, u) {
                                Some(GConst::Int(v)) => indices.push((t, v)),
                                _ => {
                                    return Err(Error::lower(
                                        u.span,
                                        "indices of a getelementptr in a global initializer must be constants",
                                    ));
                                }
                            }
                        }
                        GConst::Gep {
                            elem,
                            base_ty,
                            base: Box::new(base),
                            indices,
                        }
                    }
                    OpKind::Llvm(LlvmOp::GepTyped { elem, idx }) => {
                        let rt = body.values[body.results(op)[0].index()].ty;
                        let consts = |u: &s::Use| get(&vals, u);
                        self.gep_typed_const((*elem, idx), uses, &consts, rt, op.span)?
                    }
                    OpKind::Llvm(LlvmOp::Cast(c)) => {
                        let from = self.ty(uses[0].ty, op.span)?;
                        let to = self.ty(body.values[body.results(op)[0].index()].ty, op.span)?;
                        GConst::Cast {
                            op: *c,
                            from,
                            value: Box::new(get(&vals, &uses[0]).unwrap_or(GConst::Undef)),
                            to,
                        }
                    }
                    OpKind::Return => {
                        return Ok(uses
                            .first()
                            .and_then(|u| get(&vals, u))
                            .unwrap_or(GConst::Undef));
                    }
                    _ => {
                        return Err(Error::lower(
                            op.span,
                            "a global's initializer region may only use constant operations (constants, undef, null, addressof, insertvalue, getelementptr, casts)",
                        ));
                    }
                };
                for r in body.results(op) {
                    vals[r.index()] = Some(v.clone());
                }
            }
        }
        Err(Error::lower(
            span,
            "the initializer region does not return a value",
        ))
    }

    /// The mangling suffix of an overloaded intrinsic type (`f32`, `v4f32`,
    /// `i64`, `p0i8`).
    fn mangle(&self, t: Ty) -> String {
        match self.st.t.get(t) {
            l::Type::Int(w) => format!("i{w}"),
            l::Type::Half => "f16".into(),
            l::Type::BFloat => "bf16".into(),
            l::Type::Float => "f32".into(),
            l::Type::Double => "f64".into(),
            l::Type::X86Fp80 => "f80".into(),
            l::Type::Fp128 => "f128".into(),
            l::Type::Vector(n, e) => format!("v{n}{}", self.mangle(*e)),
            l::Type::Ptr(e, space) => format!("p{space}{}", self.mangle(*e)),
            _ => String::new(),
        }
    }

    /// Lowers an LLVM-dialect op.
    pub(super) fn lower_llvm_op(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        lop: &LlvmOp,
        globals: &[s::Global],
    ) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        let v = fx.vals(uses);
        let res = body.results(op).first().copied();
        let rty = match res {
            Some(r) => self.ty(body.values[r.index()].ty, op.span)?,
            None => self.st.t.void,
        };
        let out = match lop {
            LlvmOp::Bin(b) => Some(self.ins(fx).bin(*b, v[0], v[1])),
            LlvmOp::FNeg => Some(self.ins(fx).fneg(v[0])),
            LlvmOp::ICmp(c) => Some(self.ins(fx).icmp(*c, v[0], v[1])),
            LlvmOp::FCmp(c) => Some(self.ins(fx).fcmp(*c, v[0], v[1])),
            LlvmOp::Select => Some(self.ins(fx).select(v[0], v[1], v[2])),
            LlvmOp::Cast(c) => Some(self.ins(fx).cast(*c, v[0], rty)),
            LlvmOp::Undef => Some(fx.out.value(rty, l::ValueKind::Undef)),
            LlvmOp::Zero => Some(self.zero_value(fx, rty, op.span)?),
            LlvmOp::Freeze => Some(self.ins(fx).freeze(v[0])),
            LlvmOp::Fence { ordering, scope } => {
                self.ins(fx).emit_void(l::InstKind::Fence {
                    ordering: *ordering,
                    scope: scope.clone(),
                });
                None
            }
            LlvmOp::AtomicRmw(r) => {
                let p = if self.is_opaque(uses[0].ty) {
                    self.ptr_to(fx, v[0], rty)
                } else {
                    v[0]
                };
                Some(self.ins(fx).emit(l::InstKind::AtomicRmw(*r, p, v[1]), rty))
            }
            LlvmOp::AtomicRmwLoop(k) => {
                let p = if self.is_opaque(uses[0].ty) {
                    self.ptr_to(fx, v[0], rty)
                } else {
                    v[0]
                };
                Some(self.float_rmw_loop(fx, p, v[1], *k))
            }
            LlvmOp::CmpXchg {
                success,
                failure,
                flags,
            } => {
                let t = fx.out.ty(v[1]);
                let p = if self.is_opaque(uses[0].ty) {
                    self.ptr_to(fx, v[0], t)
                } else {
                    v[0]
                };
                let kind = l::InstKind::CmpXchg {
                    ptr: p,
                    cmp: v[1],
                    new: v[2],
                    success: *success,
                    failure: *failure,
                    flags: flags.clone(),
                };
                Some(self.ins(fx).emit(kind, rty))
            }
            LlvmOp::AtomicRmwOrd {
                op: r,
                ordering,
                volatile,
                scope,
            } => {
                let p = if self.is_opaque(uses[0].ty) {
                    self.ptr_to(fx, v[0], rty)
                } else {
                    v[0]
                };
                let k = l::InstKind::AtomicRmwOrd {
                    op: *r,
                    ptr: p,
                    val: v[1],
                    ordering: *ordering,
                    volatile: *volatile,
                    scope: scope.clone(),
                };
                Some(self.ins(fx).emit(k, rty))
            }
            LlvmOp::AddressOf(sym)
                if res.is_some_and(|r| self.is_opaque(body.values[r.index()].ty)) =>
            {
                Some(self.opaque_addressof(fx, *sym, globals, rty, op.span)?)
            }
            LlvmOp::Null => Some(fx.out.value(rty, l::ValueKind::Null)),
            LlvmOp::AddressOf(Symbol::Func(f)) => {
                if let Some(res) = res {
                    let sym = Symbol::Func(*f);
                    self.check_addressof(&sym, body.values[res.index()].ty, op.span)?;
                }
                self.sync();
                let r = self.st.fmap[f.index()];
                Some(fx.out.value(rty, l::ValueKind::FuncAddr(r)))
            }
            LlvmOp::AddressOf(Symbol::Global(g)) => {
                if let Some(res) = res {
                    let sym = Symbol::Global(*g);
                    self.check_addressof(&sym, body.values[res.index()].ty, op.span)?;
                }
                let r = self.global_ref(globals, *g);
                Some(fx.out.value(rty, l::ValueKind::GlobalAddr(r)))
            }
            LlvmOp::Alloca {
                align,
                elem: Some(elem),
            } => Some(self.lower_alloca(fx, *elem, v[0], *align, rty, op.span)?),
            LlvmOp::Alloca { align, elem: None } => {
                let elem = self.st.t.pointee(rty);
                Some(self.ins(fx).emit(
                    l::InstKind::Alloca {
                        elem,
                        count: v[0],
                        align: *align,
                    },
                    rty,
                ))
            }
            LlvmOp::Load {
                volatile,
                align,
                atomic,
                nontemporal,
            } => {
                let opaque = self.is_opaque(uses[0].ty);
                let mem = (*volatile, *align, atomic.as_deref(), *nontemporal);
                Some(self.lower_load(fx, v[0], rty, mem, opaque))
            }
            LlvmOp::Store {
                volatile,
                align,
                atomic,
                nontemporal,
            } => {
                let opaque = self.is_opaque(uses[1].ty);
                let mem = (*volatile, *align, atomic.as_deref(), *nontemporal);
                self.lower_store(fx, v[0], v[1], mem, opaque);
                None
            }
            LlvmOp::GepTyped { elem, idx } => {
                Some(self.lower_gep_typed(fx, *elem, idx, &v, rty, op.span)?)
            }
            LlvmOp::Gep => {
                let pt = fx.out.ty(v[0]);
                let elem = self.st.t.pointee(pt);
                self.check_gep(fx, elem, &v[1..], op.span)?;
                let indices = fx.out.list(&v[1..]);
                Some(self.ins(fx).emit(
                    l::InstKind::Gep {
                        elem,
                        base: v[0],
                        indices,
                    },
                    rty,
                ))
            }
            LlvmOp::ExtractValue(pos) => {
                let idx = fx.out.index_list(pos);
                Some(self.ins(fx).emit(l::InstKind::ExtractValue(v[0], idx), rty))
            }
            LlvmOp::InsertValue(pos) => {
                let idx = fx.out.index_list(pos);
                Some(
                    self.ins(fx)
                        .emit(l::InstKind::InsertValue(v[1], v[0], idx), rty),
                )
            }
            LlvmOp::ExtractElement => Some(self.ins(fx).extract_element(v[0], v[1])),
            LlvmOp::InsertElement => Some(self.ins(fx).insert_element(v[1], v[0], v[2])),
            LlvmOp::Shuffle(mask) => {
                let m: Vec<u32> = mask
                    .iter()
                    .map(|&x| if x < 0 { u32::MAX } else { x as u32 })
                    .collect();
                let idx = fx.out.index_list(&m);
                Some(
                    self.ins(fx)
                        .emit(l::InstKind::Shuffle(v[0], v[1], idx), rty),
                )
            }
            LlvmOp::Call { callee, fixed } => {
                let (callee, args, fn_ty) = match callee {
                    Some(f) => {
                        self.sync();
                        let r = self.st.fmap[f.index()];
                        let fn_ty = match fixed {
                            Some(_) => self.st.funcs[r.index()].ty,
                            None => self.call_sig(
                                uses,
                                res.map(|r| body.values[r.index()].ty),
                                op.span,
                            )?,
                        };
                        (l::Callee::Direct(r), &v[..], fn_ty)
                    }
                    None if self.is_opaque(uses[0].ty) => {
                        // Through `!llvm.ptr`: cast to the call's function type.
                        let ft = self.call_sig(
                            &uses[1..],
                            res.map(|r| body.values[r.index()].ty),
                            op.span,
                        )?;
                        let callee = self.ptr_to(fx, v[0], ft);
                        (l::Callee::Indirect(callee), &v[1..], ft)
                    }
                    None => {
                        let ft = self.st.t.pointee(fx.out.ty(v[0]));
                        (l::Callee::Indirect(v[0]), &v[1..], ft)
                    }
                };
                let args = fx.out.list(args);
                let r = self.ins(fx).emit(
                    l::InstKind::Call {
                        callee,
                        args,
                        fn_ty,
                    },
                    rty,
                );
                res.map(|_| r)
            }
            LlvmOp::InlineAsm(a) => {
                let args = fx.out.list(&v);
                let r = self
                    .ins(fx)
                    .emit(l::InstKind::InlineAsm(a.clone(), args), rty);
                res.map(|_| r)
            }
            LlvmOp::Intrinsic(name) => {
                let r = self.lower_intrinsic(fx, name, &v, rty, res.is_some());
                res.map(|_| r)
            }
            LlvmOp::ConstrainedFPTrunc(mode) => {
                Some(self.constrained_fptrunc(fx, v[0], rty, *mode))
            }
            LlvmOp::IntrinsicProps { name, imms } => {
                let mut v = v.clone();
                for &(w, x) in imms.iter() {
                    let t = self.st.t.int(w);
                    v.push(fx.out.value(t, l::ValueKind::ConstInt(x)));
                }
                let r = self.lower_intrinsic(fx, name, &v, rty, res.is_some());
                res.map(|_| r)
            }
            LlvmOp::Switch(cases) => {
                let succs = body.succs(op);
                let mut targets = Vec::with_capacity(succs.len());
                // Blocks already targeted (a mark per block: linear in the
                // number of cases).
                let mut seen = vec![false; fx.out.blocks.len()];
                for s in succs {
                    let mut t = self.succ(fx, s);
                    // Repeated successor removal: a block with arguments
                    // reached twice gets a dummy block for the repeats.
                    if !t.args.is_empty() && seen.get(t.block.index()).copied().unwrap_or(false) {
                        let dummy = fx.out.new_block();
                        fx.dummies.push((dummy, t));
                        t = l::Succ {
                            block: dummy,
                            args: crate::entity::List::EMPTY,
                        };
                    }
                    if let Some(m) = seen.get_mut(t.block.index()) {
                        *m = true;
                    }
                    targets.push(t);
                }
                let start = fx.out.cases.len();
                for (k, c) in cases.iter().enumerate() {
                    fx.out.cases.push((*c, targets[k + 1]));
                }
                let list = crate::entity::List::since(&fx.out.cases, start);
                self.ins(fx).emit_void(l::InstKind::Switch {
                    value: v[0],
                    default: targets[0],
                    cases: list,
                });
                None
            }
            LlvmOp::Unreachable => {
                self.ins(fx).unreachable();
                None
            }
            LlvmOp::Masked { op: k, align } => {
                self.lower_masked(fx, *k, *align, (&v[..], uses), rty, op.span)?
            }
        };
        if let (Some(r), Some(x)) = (res, out) {
            fx.vmap[r.index()] = x;
        }
        Ok(())
    }

    /// A call of intrinsic `llvm.<name>` with its overload suffix.
    fn lower_intrinsic(
        &mut self,
        fx: &mut Fx,
        name: &str,
        v: &[l::Value],
        rty: Ty,
        has_res: bool,
    ) -> l::Value {
        if let Some(r) = self.libm_intrinsic(fx, name, v, rty) {
            return r;
        }
        let overloaded_ptrs = matches!(name, "memcpy" | "memmove" | "memset");
        let mut full = format!("llvm.{name}");
        if overloaded_ptrs {
            // llvm.memcpy.p0i8.p0i8.i64: the pointer and length types.
            let n = if name == "memset" { 1 } else { 2 };
            for x in v.iter().take(n) {
                full.push('.');
                full.push_str(&self.mangle(fx.out.ty(*x)));
            }
            if let Some(len) = v.get(n + usize::from(name == "memset")) {
                full.push('.');
                full.push_str(&self.mangle(fx.out.ty(*len)));
            }
        } else {
            // Overloaded on the result type, except the reductions
            // (on their vector, the last operand) and the
            // `*.with.overflow` ops (on their operands).
            let t = if name.starts_with("vector.reduce.") {
                v.last().map(|x| fx.out.ty(*x))
            } else if name.ends_with(".with.overflow") || !has_res {
                v.first().map(|x| fx.out.ty(*x))
            } else {
                Some(rty)
            };
            if let Some(t) = t {
                let m = self.mangle(t);
                if !m.is_empty()
                    && !matches!(name, "trap" | "debugtrap" | "stacksave" | "stackrestore")
                {
                    full.push('.');
                    full.push_str(&m);
                }
            }
        }
        let params: Vec<Ty> = v.iter().map(|x| fx.out.ty(*x)).collect();
        self.call_extern(fx, &full, rty, &params, v)
    }

    /// Records an `llvm.mlir.addressof` of `name`, not defined yet.
    fn pending(&mut self, name: &str, rt: TypeId, span: Span) {
        match self.st.pending_addr.get_mut(name) {
            Some(v) => v.push((rt, span)),
            None => {
                self.st
                    .pending_addr
                    .insert(name.to_string(), vec![(rt, span)]);
            }
        }
    }

    /// Checks the indices of a getelementptr from element type `elem`: the
    /// base must be sized, struct fields constant i32 in range, and only
    /// aggregates indexed into.
    pub(super) fn check_gep(&self, fx: &Fx, elem: Ty, idx: &[l::Value], span: Span) -> Result<()> {
        let err = |m: &str| Err(Error::verify(span, format!("invalid getelementptr: {m}")));
        if matches!(self.st.t.get(elem), l::Type::Func { .. } | l::Type::Void) {
            return err("the base must point to a sized type");
        }
        let mut cur = elem;
        for &i in idx.iter().skip(1) {
            let t = match self.st.t.get(cur) {
                l::Type::Named(n) => self.st.t.named_body(n).unwrap_or(cur),
                _ => cur,
            };
            cur = match self.st.t.get(t) {
                l::Type::Struct(f) | l::Type::PackedStruct(f) => {
                    let k = match fx.out.values[i.index()].kind {
                        l::ValueKind::ConstInt(k) if fx.out.ty(i) == self.st.t.i32 => k,
                        _ => return err("struct fields are selected by constant i32 indices"),
                    };
                    match usize::try_from(k).ok().and_then(|k| f.get(k)) {
                        Some(f) => *f,
                        None => return err("struct field index out of range"),
                    }
                }
                l::Type::Array(_, e) | l::Type::Vector(_, e) => *e,
                _ => return err("it indexes into a value that is not an aggregate"),
            };
        }
        Ok(())
    }

    /// The LLVM function type of a call site's own operand and result types.
    /// Computed once per combination of types (`Lowering::call_sigs`).
    fn call_sig(&mut self, uses: &[s::Use], result: Option<TypeId>, span: Span) -> Result<Ty> {
        // The key: the result type (`u32::MAX`: none), then the operands'.
        let mut key: smallvec::SmallVec<[u32; 8]> =
            smallvec::smallvec![result.map_or(u32::MAX, |t| t.0)];
        key.extend(uses.iter().map(|u| u.ty.0));
        if let Some(&t) = self.st.call_sigs.get(&key[..]) {
            return Ok(t);
        }
        let inputs: Vec<TypeId> = uses.iter().map(|u| u.ty).collect();
        let results: Vec<TypeId> = result.into_iter().collect();
        let t = self.sig(&inputs, &results, span)?;
        self.st.call_sigs.insert(key.to_vec(), t);
        Ok(t)
    }
}
