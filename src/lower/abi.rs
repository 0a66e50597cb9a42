//! Calling conventions: how Std values cross function boundaries.
//!
//! - Scalars pass as themselves; function-typed values as pointers to
//!   functions (converted by these same rules).
//! - Default convention: a ranked memref argument is unbundled into its
//!   descriptor's fields (allocated and aligned pointer, offset, sizes,
//!   strides: 2N+3 values for rank N), an unranked one into (rank, i8*). The
//!   callee repacks them; the caller unpacks its descriptors.
//! - Bare-pointer convention (`--bare-ptr-memref-call-conv`): statically
//!   shaped identity-layout memrefs pass (and return) as their aligned
//!   pointer; the callee rebuilds a descriptor from the static shape.
//! - Results: none is `void`, one is itself, several are packed in a struct.
//!   Memref results are descriptors. An unranked result's ranked descriptor
//!   is copied to the heap by the callee, and to the caller's stack (then
//!   freed) by the caller, as the spec says.
//!
//! The conventions are described once, as a [`Sig`] per LLVM function: the
//! LLVM function type is built from it, the `.ll` writer prints its
//! attributes from it, and the C header declares the functions from it.

use super::{Cx, Fx, Lowering, View};
use crate::diag::{Error, Result, Span};
use crate::llvm::builder::Vals;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::types::{Layout, Type, TypeId};
use std::cell::RefCell;
use std::rc::Rc;

/// An extension attribute of an integer parameter or result: how the bits
/// above its width are set when it crosses the call.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Ext {
    #[default]
    None,
    /// `zeroext`
    Zero,
    /// `signext`
    Sign,
}

impl Ext {
    /// The attribute's `.ll` keyword (empty for none).
    pub fn keyword(self) -> &'static str {
        match self {
            Ext::None => "",
            Ext::Zero => "zeroext",
            Ext::Sign => "signext",
        }
    }
}

/// What one LLVM parameter carries of the source argument it comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// The argument itself (a scalar, vector, function pointer...).
    Value,
    /// Unbundled ranked descriptor fields (default convention).
    Allocated,
    Aligned,
    Offset,
    Size(u32),
    Stride(u32),
    /// A statically shaped memref's aligned pointer (bare-pointer
    /// convention).
    BarePtr,
    /// Unbundled unranked descriptor fields: the rank, and a pointer to the
    /// ranked descriptor.
    Rank,
    Descriptor,
    /// A pointer to the argument's descriptor (`_mlir_ciface_` wrappers).
    DescriptorPtr,
    /// A pointer to where the results are stored (`_mlir_ciface_`
    /// wrappers): not an argument of the source function.
    ResultPtr,
}

/// One LLVM parameter.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Param {
    pub ty: Ty,
    /// The source function's argument it comes from (unused for
    /// [`Part::ResultPtr`]).
    pub arg: u32,
    pub part: Part,
    pub ext: Ext,
}

/// How the results are returned.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ret {
    /// No result.
    Void,
    /// One result, as itself (a memref: its descriptor).
    Direct(Ty),
    /// One statically shaped memref, as its aligned pointer (bare-pointer
    /// convention).
    BarePtr(Ty),
    /// Several results, packed in a struct of this type.
    Packed(Ty),
    /// Through a pointer to this struct type, passed first
    /// ([`Part::ResultPtr`]); the function returns `void`.
    OutPtr(Ty),
}

/// The signature of one LLVM function: where each parameter comes from,
/// how results come back, and the extension attributes (its symbol, also
/// the name C calls it by, is the LLVM function's name).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sig {
    /// Shared by the functions of one type.
    pub params: Rc<[Param]>,
    pub ret: Ret,
    pub ret_ext: Ext,
    pub vararg: bool,
}

impl Ret {
    /// The LLVM type of the returned value (`void` is the void type).
    pub fn ty(self, void: Ty) -> Ty {
        match self {
            Ret::Void | Ret::OutPtr(_) => void,
            Ret::Direct(t) | Ret::BarePtr(t) | Ret::Packed(t) => t,
        }
    }
}

/// The signatures of the module's functions, by LLVM function: what the
/// lowering decided, for the writers. Functions the lowering declares for
/// itself (intrinsics, libm, `malloc`) have none: they are printed plainly.
#[derive(Default, Debug)]
pub struct AbiTable {
    sigs: Vec<Option<Sig>>,
}

impl AbiTable {
    pub fn get(&self, f: l::FuncRef) -> Option<&Sig> {
        self.sigs.get(f.index()).and_then(Option::as_ref)
    }

    fn set(&mut self, f: l::FuncRef, sig: Sig) {
        // (Functions come in order: mostly one push.)
        if self.sigs.len() == f.index() {
            self.sigs.push(Some(sig));
            return;
        }
        if self.sigs.len() < f.index() {
            self.sigs.resize_with(f.index() + 1, || None);
        }
        self.sigs[f.index()] = Some(sig);
    }
}

/// The table as the lowering fills it and the `.ll` writer reads it, one
/// function at a time.
pub type SharedAbi = Rc<RefCell<AbiTable>>;

/// One Std function's C-facing description: its own signature and, if it
/// has one, its `_mlir_ciface_` wrapper's.
#[derive(Clone, Debug)]
pub struct FuncAbi {
    pub func: s::FuncId,
    /// The LLVM function's name, and its signature.
    pub name: String,
    pub direct: Sig,
    /// The wrapper's name and signature.
    pub ciface: Option<(String, Sig)>,
}

impl Lowering {
    /// The table of signatures the `.ll` writer prints attributes from.
    pub fn abi(&self) -> SharedAbi {
        self.abi.clone()
    }

    /// The description of Std function `id` (after [`Lowering::header`],
    /// and [`Lowering::c_wrapper`] if `ciface` is its result).
    pub fn func_abi(&self, id: s::FuncId, ciface: Option<l::FuncRef>) -> FuncAbi {
        let t = self.abi.borrow();
        let f = self.fmap[id.index()];
        FuncAbi {
            func: id,
            name: self.funcs[f.index()].name.clone(),
            direct: t.get(f).expect("header() describes the function").clone(),
            ciface: ciface.map(|c| {
                let sig = t.get(c).expect("c_wrapper() describes it").clone();
                (self.funcs[c.index()].name.clone(), sig)
            }),
        }
    }

    /// Whether Std function `id` gets a `_mlir_ciface_` wrapper: when it
    /// asks for one (`llvm.emit_c_interface`), or every function does
    /// (`--emit-c-interface`). LLVM-dialect functions are already lowered:
    /// they get none.
    pub fn wants_c_wrapper(&self, m: View, id: s::FuncId, emit_c_interface: bool) -> bool {
        let f = &m.funcs[id.index()];
        !f.llvm && (emit_c_interface || f.attrs.iter().any(|a| a.name == "llvm.emit_c_interface"))
    }
}

impl Cx<'_> {
    /// The LLVM function type of the Std function type `fty`.
    pub fn fn_type(&mut self, fty: TypeId, span: Span) -> Result<Ty> {
        if let Some(Some(t)) = self.st.fn_cache.get(fty.index()) {
            return Ok(*t);
        }
        let Type::Func { inputs, results } = self.m.types.get(fty) else {
            unreachable!("fn_type takes function types")
        };
        let t = self.sig(inputs, results, span)?;
        if self.st.fn_cache.len() <= fty.index() {
            self.st.fn_cache.resize(fty.index() + 1, None);
        }
        self.st.fn_cache[fty.index()] = Some(t);
        Ok(t)
    }

    /// The LLVM function type of a signature.
    pub fn sig(&mut self, inputs: &[TypeId], results: &[TypeId], span: Span) -> Result<Ty> {
        let (params, ret) = self.sig_parts(inputs, results, span)?;
        Ok(self.func_type(&params, ret, false))
    }

    /// The LLVM function type of a described signature.
    pub(super) fn func_type(&mut self, params: &[Param], ret: Ret, vararg: bool) -> Ty {
        let params: Box<[Ty]> = params.iter().map(|p| p.ty).collect();
        let ret = ret.ty(self.st.t.void);
        self.st.t.intern(l::Type::Func {
            ret,
            params,
            vararg,
        })
    }

    /// The parameters and results of a signature by the convention.
    fn sig_parts(
        &mut self,
        inputs: &[TypeId],
        results: &[TypeId],
        span: Span,
    ) -> Result<(Vec<Param>, Ret)> {
        let n = inputs.iter().map(|t| self.param_count(*t)).sum();
        let mut params = Vec::with_capacity(n);
        for (k, t) in inputs.iter().enumerate() {
            self.arg_params(*t, k as u32, span, &mut params)?;
        }
        let ret = match results.len() {
            0 => Ret::Void,
            1 => self.result_ret(results[0], span)?,
            _ => {
                let mut fields = Vec::with_capacity(results.len());
                for t in results.iter() {
                    fields.push(self.result_type(*t, span)?);
                }
                Ret::Packed(self.st.t.intern(l::Type::Struct(fields.into())))
            }
        };
        Ok((params, ret))
    }

    /// The extension attribute of a parameter or result of LLVM type `ty`
    /// in a function of the C ABI. A result narrower than 32 bits is
    /// extended by the callee, as C callers expect (clang at `-O0` uses the
    /// whole register): `bool` with zeros, `int8_t` and `int16_t` (the C
    /// header's types for i8, i16 and a narrow `index`) with its sign.
    /// Parameters are passed as they are: an attribute there would also
    /// be needed on every call, indirect ones included.
    pub(super) fn ext(&self, ty: Ty, result: bool) -> Ext {
        match self.st.t.get(ty) {
            l::Type::Int(1) if result => Ext::Zero,
            l::Type::Int(8 | 16) if result => Ext::Sign,
            _ => Ext::None,
        }
    }

    /// Describes the signature of Std function `f`, LLVM function `r`, in
    /// the table.
    pub(super) fn describe(&mut self, r: l::FuncRef, f: &s::Func) -> Result<()> {
        // LLVM intrinsics have no C calling convention to follow.
        let intrinsic = self.st.funcs[r.index()].name.starts_with("llvm.");
        // The functions of one type have one signature.
        let k = f.ty.index();
        if let Some(Some(sig)) = self.st.sig_cache.get(k).map(|c| &c[usize::from(intrinsic)]) {
            let mut sig = sig.clone();
            sig.vararg = f.vararg;
            self.st.abi.borrow_mut().set(r, sig);
            return Ok(());
        }
        let Type::Func { inputs, results } = self.m.types.get(f.ty) else {
            unreachable!("functions have function types")
        };
        let (mut params, ret) = self.sig_parts(inputs, results, f.name_span)?;
        let void = self.st.t.void;
        let mut ret_ext = Ext::None;
        if !intrinsic {
            for p in params.iter_mut() {
                p.ext = self.ext(p.ty, false);
            }
            ret_ext = self.ext(ret.ty(void), true);
        }
        let sig = Sig {
            params: params.into(),
            ret,
            ret_ext,
            vararg: f.vararg,
        };
        if self.st.sig_cache.len() <= k {
            self.st.sig_cache.resize(k + 1, [None, None]);
        }
        self.st.sig_cache[k][usize::from(intrinsic)] = Some(sig.clone());
        self.st.abi.borrow_mut().set(r, sig);
        Ok(())
    }

    /// Records the signature of a function the lowering made (a C wrapper).
    pub(super) fn describe_sig(&mut self, r: l::FuncRef, sig: Sig) {
        self.st.abi.borrow_mut().set(r, sig);
    }

    /// Checks that a memref type can use the bare-pointer convention.
    fn bare_ok(&self, t: TypeId, span: Span) -> Result<()> {
        match self.m.types.get(t) {
            Type::MemRef {
                shape,
                layout: Layout::Identity,
                ..
            } if !shape.contains(&crate::types::DYNAMIC) => Ok(()),
            _ => Err(Error::lower(
                span,
                format!(
                    "the bare-pointer calling convention cannot pass {}",
                    self.m.types.display(t)
                ),
            )
            .label("in this signature")
            .help(
                "only statically shaped memrefs with the identity layout can pass as bare pointers",
            )),
        }
    }

    /// How many LLVM parameters an argument of type `t` becomes (to size
    /// the lists `arg_params` fills).
    fn param_count(&self, t: TypeId) -> usize {
        match self.m.types.get(t) {
            Type::MemRef { .. } if self.st.bare_ptr => 1,
            Type::MemRef { shape, .. } => 3 + 2 * shape.len(),
            Type::UnrankedMemRef { .. } => 2,
            _ => 1,
        }
    }

    /// Pushes the LLVM parameters of Std argument `arg`, of type `t`.
    fn arg_params(&mut self, t: TypeId, arg: u32, span: Span, out: &mut Vec<Param>) -> Result<()> {
        self.arg_parts(t, span, &mut |ty, part| {
            out.push(Param {
                ty,
                arg,
                part,
                ext: Ext::None,
            })
        })
    }

    /// Gives `push` the LLVM parameters of an argument of type `t`.
    fn arg_parts(&mut self, t: TypeId, span: Span, push: &mut dyn FnMut(Ty, Part)) -> Result<()> {
        match self.m.types.get(t) {
            Type::MemRef { .. } => {
                let info = self.memref(t, span)?;
                if self.st.bare_ptr {
                    self.bare_ok(t, span)?;
                    push(info.ptr, Part::BarePtr);
                } else {
                    push(info.ptr, Part::Allocated);
                    push(info.ptr, Part::Aligned);
                    push(info.idx, Part::Offset);
                    for d in 0..info.rank as u32 {
                        push(info.idx, Part::Size(d));
                    }
                    for d in 0..info.rank as u32 {
                        push(info.idx, Part::Stride(d));
                    }
                }
            }
            Type::UnrankedMemRef { .. } => {
                if self.st.bare_ptr {
                    self.bare_ok(t, span)?;
                }
                let i8p = self.i8ptr();
                let idx = self.idx_ty();
                push(idx, Part::Rank);
                push(i8p, Part::Descriptor);
            }
            _ => {
                let ty = self.ty(t, span)?;
                push(ty, Part::Value);
            }
        }
        Ok(())
    }

    /// Pushes the LLVM parameter types of one Std argument.
    fn arg_types(&mut self, t: TypeId, span: Span, out: &mut Vec<Ty>) -> Result<()> {
        out.reserve(self.param_count(t));
        self.arg_parts(t, span, &mut |ty, _| out.push(ty))
    }

    /// How one Std result is returned on its own.
    fn result_ret(&mut self, t: TypeId, span: Span) -> Result<Ret> {
        let ty = self.result_type(t, span)?;
        Ok(
            if self.st.bare_ptr && matches!(self.m.types.get(t), Type::MemRef { .. }) {
                Ret::BarePtr(ty)
            } else {
                Ret::Direct(ty)
            },
        )
    }

    /// The LLVM type of one Std result.
    fn result_type(&mut self, t: TypeId, span: Span) -> Result<Ty> {
        if self.st.bare_ptr && matches!(self.m.types.get(t), Type::MemRef { .. }) {
            self.bare_ok(t, span)?;
            return Ok(self.memref(t, span)?.ptr);
        }
        if self.st.bare_ptr && matches!(self.m.types.get(t), Type::UnrankedMemRef { .. }) {
            self.bare_ok(t, span)?;
        }
        self.ty(t, span)
    }

    /// The value of the Std argument of type `t` from its parameters
    /// `params` (as many as `arg_types` gave), emitted in the current block.
    pub(super) fn repack_arg(
        &mut self,
        fx: &mut Fx,
        t: TypeId,
        params: &[l::Value],
        span: Span,
    ) -> Result<l::Value> {
        match self.m.types.get(t) {
            Type::MemRef { .. } => {
                let info = self.memref(t, span)?;
                if self.st.bare_ptr {
                    Ok(self.desc_from_bare(fx, &info, params[0]))
                } else {
                    let r = info.rank;
                    Ok(self.desc(
                        fx,
                        &info,
                        params[0],
                        params[1],
                        params[2],
                        &params[3..3 + r],
                        &params[3 + r..],
                    ))
                }
            }
            Type::UnrankedMemRef { .. } => {
                let ty = self.ty(t, span)?;
                Ok(self.ins(fx).pack(ty, params))
            }
            _ => Ok(params[0]),
        }
    }

    /// The lowered arguments of a call, unpacked by the convention.
    pub(super) fn call_args(
        &mut self,
        fx: &mut Fx,
        uses: &[s::Use],
        span: Span,
    ) -> Result<crate::entity::List> {
        let mut vals = Vec::with_capacity(uses.len());
        for u in uses {
            let v = fx.val(u);
            self.unpack_arg(fx, u.ty, v, span, &mut vals)?;
        }
        Ok(fx.out.list(&vals))
    }

    /// Pushes the calling-convention parts of `v` (of Std type `t`).
    pub(super) fn unpack_arg(
        &mut self,
        fx: &mut Fx,
        t: TypeId,
        v: l::Value,
        span: Span,
        vals: &mut Vec<l::Value>,
    ) -> Result<()> {
        match self.m.types.get(t) {
            Type::MemRef { .. } => {
                let info = self.memref(t, span)?;
                if self.st.bare_ptr {
                    vals.push(self.ins(fx).extract_value(v, &[1]));
                } else {
                    vals.push(self.ins(fx).extract_value(v, &[0]));
                    vals.push(self.ins(fx).extract_value(v, &[1]));
                    vals.push(self.ins(fx).extract_value(v, &[2]));
                    for k in 0..info.rank as u32 {
                        vals.push(self.ins(fx).extract_value(v, &[3, k]));
                    }
                    for k in 0..info.rank as u32 {
                        vals.push(self.ins(fx).extract_value(v, &[4, k]));
                    }
                }
            }
            Type::UnrankedMemRef { .. } => {
                vals.push(self.ins(fx).extract_value(v, &[0]));
                vals.push(self.ins(fx).extract_value(v, &[1]));
            }
            _ => vals.push(v),
        }
        Ok(())
    }

    /// The LLVM parameter types of one Std argument (as the convention
    /// unbundles it).
    pub(super) fn param_types(&mut self, t: TypeId, span: Span) -> Result<Vec<Ty>> {
        let mut v = Vec::new();
        self.arg_types(t, span, &mut v)?;
        Ok(v)
    }

    /// Converts a call's result from its calling-convention form.
    pub(super) fn call_result(
        &mut self,
        fx: &mut Fx,
        t: TypeId,
        v: l::Value,
        span: Span,
    ) -> Result<l::Value> {
        match self.m.types.get(t) {
            Type::MemRef { .. } if self.st.bare_ptr => {
                let info = self.memref(t, span)?;
                Ok(self.desc_from_bare(fx, &info, v))
            }
            Type::UnrankedMemRef { .. } => Ok(self.unranked_to_stack(fx, v)),
            _ => Ok(v),
        }
    }

    /// Converts a returned value to its calling-convention form.
    pub(super) fn return_value(&mut self, fx: &mut Fx, t: TypeId, v: l::Value) -> l::Value {
        match self.m.types.get(t) {
            Type::MemRef { .. } if self.st.bare_ptr => self.ins(fx).extract_value(v, &[1]),
            Type::UnrankedMemRef { .. } => self.unranked_to_heap(fx, v),
            _ => v,
        }
    }

    /// Lowers a `return`.
    pub(super) fn lower_return(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let uses = fx.body.operands(op);
        let mut vals = Vals::new();
        for u in uses {
            let v = fx.val(u);
            vals.push(self.return_value(fx, u.ty, v));
        }
        let ret = match vals.len() {
            0 => None,
            1 => Some(vals[0]),
            _ => {
                let tys: Vec<Ty> = vals.iter().map(|v| fx.out.ty(*v)).collect();
                let st = self.st.t.intern(l::Type::Struct(tys.into()));
                Some(self.ins(fx).pack(st, &vals))
            }
        };
        self.ins(fx).ret(ret);
        Ok(())
    }

    /// A call: arguments from operand `first` on; results unpacked from a
    /// struct when there are several.
    pub(super) fn call(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        callee: l::Callee,
        fn_ty: Ty,
        first: usize,
    ) -> Result<()> {
        let body = fx.body;
        let args = self.call_args(fx, &body.operands(op)[first..], op.span)?;
        let l::Type::Func { ret, .. } = *self.st.t.get(fn_ty) else {
            unreachable!("callees have function types")
        };
        let r = self.ins(fx).emit(
            l::InstKind::Call {
                callee,
                args,
                fn_ty,
            },
            ret,
        );
        let results = body.results(op);
        match results.len() {
            0 => {}
            1 => {
                let t = body.values[results[0].index()].ty;
                fx.vmap[results[0].index()] = self.call_result(fx, t, r, op.span)?;
            }
            _ => {
                for (i, res) in results.iter().enumerate() {
                    let v = self.ins(fx).extract_value(r, &[i as u32]);
                    let t = body.values[res.index()].ty;
                    fx.vmap[res.index()] = self.call_result(fx, t, v, op.span)?;
                }
            }
        }
        Ok(())
    }

    /// The entry block's arguments from the function's parameters.
    pub(super) fn entry_args(&mut self, fx: &mut Fx, entry: s::BlockId, span: Span) -> Result<()> {
        let body = fx.body;
        // Scratch lists kept from function to function (no allocation).
        let (mut param_tys, mut counts) = std::mem::take(&mut self.st.spare_entry);
        param_tys.clear();
        counts.clear();
        for &a in body.args(entry) {
            let t = body.values[a.index()].ty;
            let before = param_tys.len();
            self.arg_types(t, span, &mut param_tys)?;
            counts.push(param_tys.len() - before);
        }
        let mut params = std::mem::take(&mut fx.out.params);
        params.clear();
        for (k, t) in param_tys.iter().enumerate() {
            params.push(fx.out.value(*t, l::ValueKind::Param(k as u32)));
        }
        fx.out.params = params;
        let mut at = 0;
        for (i, &a) in body.args(entry).iter().enumerate() {
            let t = body.values[a.index()].ty;
            let ps = Vals::from_slice(&fx.out.params[at..at + counts[i]]);
            let v = self.repack_arg(fx, t, &ps, span)?;
            fx.vmap[a.index()] = v;
            at += counts[i];
        }
        self.st.spare_entry = (param_tys, counts);
        Ok(())
    }
}
