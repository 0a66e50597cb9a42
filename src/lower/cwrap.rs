//! C-compatible wrappers (`_mlir_ciface_<name>`), as the spec's "C-compatible
//! wrapper emission" describes: memref arguments pass as pointers to their
//! descriptor structs, and a struct-typed result (several results, a memref,
//! a complex number) is returned through a pointer passed first.
//!
//! - For a defined function, `_mlir_ciface_f` is defined: it loads the
//!   descriptors, unpacks them by the calling convention and calls `f`.
//! - For a declared function, `f` gets a body that packs its arguments into
//!   stack descriptors and calls the declared `_mlir_ciface_f`.

use super::abi::{Ext, Param, Part, Ret, Sig};
use super::{Cx, Fx, Lowering, View};
use crate::diag::{Result, Span};
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::types::{Type, TypeId};

/// What the wrapper emission produced for one function.
pub struct CWrapper {
    /// The `_mlir_ciface_` function.
    pub ciface: l::FuncRef,
    /// Its body (defined functions), or `None` (it is declared).
    pub ciface_body: Option<l::Body>,
    /// The body the declared function gets (declared functions only).
    pub stub_body: Option<l::Body>,
}

/// The C interface signature of a Std function type.
struct CSig {
    ty: Ty,
    /// The result struct returned through the first parameter, if any.
    out: Option<Ty>,
    /// Its description (for the writers).
    sig: Sig,
}

impl Lowering {
    /// Emits the C wrapper of function `id`.
    pub fn c_wrapper(&mut self, m: View, id: s::FuncId, defined: bool) -> Result<CWrapper> {
        let f_ref = self.header(m, id)?;
        let mut cx = Cx { m, st: self };
        let f = &m.funcs[id.index()];
        let span = f.name_span;
        let name = format!("_mlir_ciface_{}", f.name);
        let sig = cx.c_sig(f.ty, span)?;
        if cx.st.decls.contains(&cx.st.funcs, &name) {
            return Err(crate::diag::Error::lower(
                span,
                format!("cannot add the C wrapper `@{name}`: a function of that name exists"),
            ));
        }
        let ciface = cx.declare_as(&name, sig.ty);
        // `declare` registered it as an extern helper: wrappers are printed
        // by the driver, not with the intrinsics.
        cx.st.externs.retain(|e| *e != ciface);
        cx.describe_sig(ciface, sig.sig.clone());
        let Type::Func { inputs, results } = m.types.get(f.ty).clone() else {
            unreachable!("functions have function types")
        };
        let empty = s::Body::default();
        let no_info = crate::mlir::verify::FuncInfo::default();
        let mut fx = Fx {
            body: &empty,
            out: Box::default(),
            vmap: Vec::new(),
            bmap: Vec::new(),
            dummies: Vec::new(),
            info: &no_info,
            yields: Vec::new(),
            parallels: Vec::new(),
        };
        let mut b = cx.ins(&mut fx);
        let entry = b.new_block();
        b.switch_to(entry);
        let f_ty = cx.st.funcs[f_ref.index()].ty;
        if defined {
            // _mlir_ciface_f(out?, descriptor pointers...) calls f.
            let l::Type::Func { params, .. } = cx.st.t.get(sig.ty).clone() else {
                unreachable!()
            };
            fx.out.params = params
                .iter()
                .enumerate()
                .map(|(k, t)| fx.out.value(*t, l::ValueKind::Param(k as u32)))
                .collect();
            let first = usize::from(sig.out.is_some());
            let mut args = Vec::new();
            for (k, t) in (first..).zip(inputs.iter()) {
                let p = fx.out.params[k];
                let v = if is_memref(m, *t) {
                    let desc = cx.ty(*t, span)?;
                    cx.ins(&mut fx).load(p, desc)
                } else {
                    p
                };
                cx.unpack_arg(&mut fx, *t, v, span, &mut args)?;
            }
            let r = cx.ins(&mut fx).call(l::Callee::Direct(f_ref), f_ty, &args);
            let ret = match sig.out {
                Some(_) => {
                    let r = cx.result_to_c(&mut fx, &results, r, span)?;
                    let out = fx.out.params[0];
                    cx.ins(&mut fx).store(r, out);
                    None
                }
                None if results.is_empty() => None,
                None => Some(r),
            };
            cx.ins(&mut fx).ret(ret);
            return Ok(CWrapper {
                ciface,
                ciface_body: Some(*fx.out),
                stub_body: None,
            });
        }
        // f(unbundled...) calls the external _mlir_ciface_f.
        let mut args = Vec::new();
        let out_slot = sig.out.map(|st| {
            let one = cx.ins(&mut fx).i32(1);
            cx.ins(&mut fx).alloca(st, one, 0)
        });
        args.extend(out_slot);
        let mut k = 0u32;
        for t in inputs.iter() {
            let tys = cx.param_types(*t, span)?;
            let params: Vec<l::Value> = tys
                .iter()
                .map(|pt| {
                    let v = fx.out.value(*pt, l::ValueKind::Param(k));
                    k += 1;
                    v
                })
                .collect();
            fx.out.params.extend_from_slice(&params);
            let v = cx.repack_arg(&mut fx, *t, &params, span)?;
            if is_memref(m, *t) {
                let slot = cx.ins(&mut fx).spill(v);
                args.push(slot);
            } else {
                args.push(v);
            }
        }
        let r = cx
            .ins(&mut fx)
            .call(l::Callee::Direct(ciface), sig.ty, &args);
        let ret = match (out_slot, sig.out) {
            (Some(slot), Some(st)) => {
                let v = cx.ins(&mut fx).load(slot, st);
                Some(cx.result_from_c(&mut fx, &results, v))
            }
            _ if results.is_empty() => None,
            _ => Some(r),
        };
        cx.ins(&mut fx).ret(ret);
        Ok(CWrapper {
            ciface,
            ciface_body: None,
            stub_body: Some(*fx.out),
        })
    }
}

fn is_memref(m: View, t: TypeId) -> bool {
    matches!(
        m.types.get(t),
        Type::MemRef { .. } | Type::UnrankedMemRef { .. }
    )
}

impl Cx<'_> {
    /// The `_mlir_ciface_` signature of Std function type `fty`: memref
    /// arguments by pointer to their descriptors, a struct result (several
    /// results, a memref, a complex number) through a pointer passed first.
    fn c_sig(&mut self, fty: TypeId, span: Span) -> Result<CSig> {
        let Type::Func { inputs, results } = self.m.types.get(fty).clone() else {
            unreachable!("functions have function types")
        };
        // Results as their plain (descriptor) types.
        let mut rtys = Vec::new();
        for t in results.iter() {
            rtys.push(self.ty(*t, span)?);
        }
        let ret = match rtys.len() {
            0 => Ret::Void,
            1 => Ret::Direct(rtys[0]),
            _ => Ret::Packed(self.st.t.intern(l::Type::Struct(rtys.into()))),
        };
        let void = self.st.t.void;
        let ret_ty = ret.ty(void);
        let out = matches!(self.st.t.get(ret_ty), l::Type::Struct(_)).then_some(ret_ty);
        let mut params = Vec::new();
        if let Some(st) = out {
            let ty = self.st.t.ptr(st);
            params.push(Param {
                ty,
                arg: 0,
                part: Part::ResultPtr,
                ext: Ext::None,
            });
        }
        for (k, t) in inputs.iter().enumerate() {
            let lt = self.ty(*t, span)?;
            let (ty, part) = if is_memref(self.m, *t) {
                (self.st.t.ptr(lt), Part::DescriptorPtr)
            } else {
                (lt, Part::Value)
            };
            let ext = self.ext(ty, false);
            params.push(Param {
                ty,
                arg: k as u32,
                part,
                ext,
            });
        }
        let ret = match out {
            Some(st) => Ret::OutPtr(st),
            None => ret,
        };
        let ty = self.func_type(&params, ret, false);
        let ret_ext = self.ext(ret.ty(void), true);
        let sig = Sig {
            params: params.into(),
            ret,
            ret_ext,
            vararg: false,
        };
        Ok(CSig { ty, out, sig })
    }

    /// `f`'s result (calling-convention form) as the C interface returns it.
    fn result_to_c(
        &mut self,
        fx: &mut Fx,
        results: &[TypeId],
        r: l::Value,
        span: Span,
    ) -> Result<l::Value> {
        if !self.st.bare_ptr {
            return Ok(r);
        }
        if results.len() == 1 {
            return match self.m.types.get(results[0]) {
                Type::MemRef { .. } => {
                    let info = self.memref(results[0], span)?;
                    Ok(self.desc_from_bare(fx, &info, r))
                }
                _ => Ok(r),
            };
        }
        // Several results: promote bare pointers field by field.
        let st = self.c_results_struct(results, span)?;
        let mut acc = fx.out.value(st, l::ValueKind::Undef);
        for (k, t) in results.iter().enumerate() {
            let mut v = self.ins(fx).extract_value(r, &[k as u32]);
            if let Type::MemRef { .. } = self.m.types.get(*t) {
                let info = self.memref(*t, span)?;
                v = self.desc_from_bare(fx, &info, v);
            }
            acc = self.ins(fx).insert_value(acc, v, &[k as u32]);
        }
        Ok(acc)
    }

    /// The C interface's result as `f`'s calling convention returns it.
    fn result_from_c(&mut self, fx: &mut Fx, results: &[TypeId], v: l::Value) -> l::Value {
        if !self.st.bare_ptr {
            return v;
        }
        if results.len() == 1 {
            return match self.m.types.get(results[0]) {
                Type::MemRef { .. } => self.ins(fx).extract_value(v, &[1]),
                _ => v,
            };
        }
        let mut parts = Vec::new();
        for (k, t) in results.iter().enumerate() {
            let mut x = self.ins(fx).extract_value(v, &[k as u32]);
            if let Type::MemRef { .. } = self.m.types.get(*t) {
                x = self.ins(fx).extract_value(x, &[1]);
            }
            parts.push(x);
        }
        let tys: Vec<Ty> = parts.iter().map(|p| fx.out.ty(*p)).collect();
        let st = self.st.t.intern(l::Type::Struct(tys.into()));
        self.ins(fx).pack(st, &parts)
    }

    fn c_results_struct(&mut self, results: &[TypeId], span: Span) -> Result<Ty> {
        let mut rtys = Vec::new();
        for t in results.iter() {
            rtys.push(self.ty(*t, span)?);
        }
        Ok(self.st.t.intern(l::Type::Struct(rtys.into())))
    }
}
