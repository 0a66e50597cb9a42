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

use super::{Cx, Fx};
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::types::{Layout, Type, TypeId};

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
        let mut params = Vec::with_capacity(inputs.len());
        for t in inputs.iter() {
            self.arg_types(*t, span, &mut params)?;
        }
        let ret = match results.len() {
            0 => self.st.t.void,
            1 => self.result_type(results[0], span)?,
            _ => {
                let mut fields = Vec::with_capacity(results.len());
                for t in results.iter() {
                    fields.push(self.result_type(*t, span)?);
                }
                self.st.t.intern(l::Type::Struct(fields.into()))
            }
        };
        Ok(self.st.t.intern(l::Type::Func {
            ret,
            params: params.into(),
            vararg: false,
        }))
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

    /// Pushes the LLVM parameter types of one Std argument.
    fn arg_types(&mut self, t: TypeId, span: Span, out: &mut Vec<Ty>) -> Result<()> {
        match self.m.types.get(t) {
            Type::MemRef { .. } => {
                let info = self.memref(t, span)?;
                if self.st.bare_ptr {
                    self.bare_ok(t, span)?;
                    out.push(info.ptr);
                } else {
                    out.push(info.ptr);
                    out.push(info.ptr);
                    out.extend(std::iter::repeat_n(info.idx, 1 + 2 * info.rank));
                }
            }
            Type::UnrankedMemRef { .. } => {
                if self.st.bare_ptr {
                    self.bare_ok(t, span)?;
                }
                let i8p = self.i8ptr();
                out.push(self.idx_ty());
                out.push(i8p);
            }
            _ => out.push(self.ty(t, span)?),
        }
        Ok(())
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
                Ok(self.pack(fx, ty, params))
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
                    vals.push(self.extract(fx, v, &[1], info.ptr));
                } else {
                    vals.push(self.extract(fx, v, &[0], info.ptr));
                    vals.push(self.extract(fx, v, &[1], info.ptr));
                    vals.push(self.extract(fx, v, &[2], info.idx));
                    for k in 0..info.rank as u32 {
                        vals.push(self.extract(fx, v, &[3, k], info.idx));
                    }
                    for k in 0..info.rank as u32 {
                        vals.push(self.extract(fx, v, &[4, k], info.idx));
                    }
                }
            }
            Type::UnrankedMemRef { .. } => {
                let idx = self.idx_ty();
                let i8p = self.i8ptr();
                vals.push(self.extract(fx, v, &[0], idx));
                vals.push(self.extract(fx, v, &[1], i8p));
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
    pub(super) fn return_value(
        &mut self,
        fx: &mut Fx,
        t: TypeId,
        v: l::Value,
        span: Span,
    ) -> Result<l::Value> {
        match self.m.types.get(t) {
            Type::MemRef { .. } if self.st.bare_ptr => {
                let info = self.memref(t, span)?;
                Ok(self.extract(fx, v, &[1], info.ptr))
            }
            Type::UnrankedMemRef { .. } => Ok(self.unranked_to_heap(fx, v)),
            _ => Ok(v),
        }
    }

    /// Lowers a `return`.
    pub(super) fn lower_return(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let uses = fx.body.operands(op);
        let mut vals = Vec::with_capacity(uses.len());
        for u in uses {
            let v = fx.val(u);
            vals.push(self.return_value(fx, u.ty, v, op.span)?);
        }
        let ret = match vals.len() {
            0 => None,
            1 => Some(vals[0]),
            _ => {
                let tys: Vec<Ty> = vals.iter().map(|v| fx.out.ty(*v)).collect();
                let st = self.st.t.intern(l::Type::Struct(tys.into()));
                Some(self.pack(fx, st, &vals))
            }
        };
        self.emit_void(fx, l::InstKind::Ret(ret));
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
        let r = self.emit(
            fx,
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
                let l::Type::Struct(fields) = self.st.t.get(ret).clone() else {
                    unreachable!("several results come packed in a struct")
                };
                for (i, res) in results.iter().enumerate() {
                    let v = self.extract(fx, r, &[i as u32], fields[i]);
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
        let mut param_tys = Vec::new();
        let mut counts = Vec::new();
        for &a in body.args(entry) {
            let t = body.values[a.index()].ty;
            let before = param_tys.len();
            self.arg_types(t, span, &mut param_tys)?;
            counts.push(param_tys.len() - before);
        }
        let params: Vec<l::Value> = param_tys
            .iter()
            .enumerate()
            .map(|(k, t)| fx.out.value(*t, l::ValueKind::Param(k as u32)))
            .collect();
        fx.out.params = params.clone();
        let mut at = 0;
        for (i, &a) in body.args(entry).iter().enumerate() {
            let t = body.values[a.index()].ty;
            let v = self.repack_arg(fx, t, &params[at..at + counts[i]], span)?;
            fx.vmap[a.index()] = v;
            at += counts[i];
        }
        Ok(())
    }
}
