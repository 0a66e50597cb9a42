//! Calls: direct, through a pointer, variadic; which intrinsics are kept,
//! dropped (debug info, lifetime markers) or refused, and their names for
//! typed pointers.

use super::Importer;
use super::Sym;
use super::body::FnState;
use super::body::number;
use super::lex::Tok;
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::*;

/// A call's arguments or their types: a few (no allocation for up to eight).
pub(super) type CallArgs<T> = smallvec::SmallVec<[T; 8]>;

/// What the importer does with calls to an intrinsic.
pub(super) enum Intrinsic {
    Keep,
    /// Calls are dropped: debug info, lifetime and scope markers, hints.
    Drop,
    Reject(String),
}

pub(super) fn intrinsic(name: &str) -> Intrinsic {
    const DROP: [&str; 8] = [
        "llvm.dbg.",
        "llvm.lifetime.",
        "llvm.experimental.noalias.scope.decl",
        "llvm.assume",
        "llvm.donothing",
        "llvm.sideeffect",
        "llvm.var.annotation",
        "llvm.pseudoprobe",
    ];
    if DROP.iter().any(|p| name.starts_with(p)) {
        return Intrinsic::Drop;
    }
    for p in ["llvm.coro.", "llvm.eh.", "llvm.localescape", "llvm.seh."] {
        if name.starts_with(p) {
            return Intrinsic::Reject(format!(
                "intrinsic `{name}` (exception handling or coroutines) cannot be expressed in MLIR 13's LLVM dialect"
            ));
        }
    }
    Intrinsic::Keep
}

/// An intrinsic's name as LLVM 14 spells it for `i8*` arguments, from its
/// opaque-pointer spelling: `p0` becomes `p0i8`; the stack and varargs
/// intrinsics had no pointer suffix.
pub(super) fn typed_mangling(name: &str) -> String {
    let bare = [
        "llvm.stacksave",
        "llvm.stackrestore",
        "llvm.va_start",
        "llvm.va_end",
        "llvm.va_copy",
    ];
    if let Some(b) = bare.iter().find(|b| {
        name.strip_prefix(**b)
            .is_some_and(|r| r.is_empty() || r.starts_with('.'))
    }) {
        return b.to_string();
    }
    let mut out = String::with_capacity(name.len() + 8);
    for (k, part) in name.split('.').enumerate() {
        if k > 0 {
            out.push('.');
        }
        out.push_str(part);
        let digits = part.strip_prefix('p').or_else(|| {
            part.strip_prefix('v')
                .and_then(|r| r.find('p').map(|i| &r[i + 1..]))
        });
        if k > 1 && digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit())) {
            out.push_str("i8");
        }
    }
    out
}

impl Importer<'_> {
    /// `[tail] call [flags] [cc] [attrs] T callee(args) [attrs]`.
    pub(super) fn call(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        name: Option<&(std::borrow::Cow<'_, [u8]>, Span)>,
        op: &str,
    ) -> Result<Option<Value>> {
        if op != "call" {
            self.lx.word("call")?;
        }
        self.flags(b)?;
        // Calling convention and return attributes.
        while self.lx.tok == Tok::Word && !self.at_type() {
            if self.lx.is("asm") {
                return Err(self
                    .lx
                    .err("inline assembly is not supported by the importer"));
            }
            self.skip_attr()?;
        }
        let tspan = self.lx.span();
        let t = self.ty()?;
        if self.lx.is("asm") {
            return self.inline_asm_call(st, b, t, name);
        }
        // The callee.
        let cspan = self.lx.span();
        let direct = if self.lx.tok == Tok::Global {
            match self.syms.get(self.lx.name()) {
                Some(&Sym::Func(f)) => {
                    if self.dropped[f.index()] {
                        self.lx.skip_line()?;
                        return Ok(None);
                    }
                    Some(f)
                }
                _ => None,
            }
        } else {
            None
        };
        // The callee is resolved after the arguments: an indirect callee's
        // type depends on them.
        let callee_tok = self.lx.tok;
        if callee_tok != Tok::Local && callee_tok != Tok::Global {
            return Err(self.lx.expected("the called function"));
        }
        let callee_name = self.lx.name_cow();
        self.lx.next()?;
        let (args, arg_tys) = self.call_args(st, b)?;
        let fn_ty = match self.t.get(t) {
            Type::Func { .. } => t,
            // The direct callee's own type, the common case (what interning
            // would find, without building the type).
            _ if direct.is_some_and(|f| {
                matches!(self.t.get(self.funcs[f.index()].ty),
                    Type::Func { ret, params, vararg: false } if *ret == t && **params == *arg_tys)
            }) =>
            {
                direct.map_or(t, |f| self.funcs[f.index()].ty)
            }
            _ => self.t.intern(Type::Func {
                ret: t,
                params: arg_tys.to_vec().into(),
                vararg: false,
            }),
        };
        let Type::Func {
            ret,
            ref params,
            vararg,
        } = *self.t.get(fn_ty)
        else {
            unreachable!("just built as a function type")
        };
        if params.len() > arg_tys.len()
            || (!vararg && params.len() != arg_tys.len())
            || params.iter().zip(&arg_tys).any(|(p, a)| p != a)
        {
            return Err(Error::parse(
                tspan.to(self.lx.span()),
                "the arguments do not match the call's function type",
            ));
        }
        let fpt = self.ptr0(fn_ty);
        let callee = match direct {
            Some(f) if self.funcs[f.index()].ty == fn_ty => Callee::Direct(f),
            Some(f) => {
                // A function called with another type: through a pointer.
                let nat = self.ptr0(self.funcs[f.index()].ty);
                let v = b.value(nat, ValueKind::FuncAddr(f));
                Callee::Indirect(self.ptr_to(st, b, v, fpt))
            }
            None if callee_tok == Tok::Local => {
                let pt = self.local_type(st, b, &callee_name);
                let v = self.local_named(st, b, &callee_name, cspan, pt)?;
                if !matches!(self.t.get(pt), Type::Ptr(..)) {
                    return Err(Error::parse(cspan, "the callee must be a pointer"));
                }
                Callee::Indirect(self.ptr_to(st, b, v, fpt))
            }
            None => match self.syms.get(&callee_name[..]) {
                Some(&Sym::Global(g)) => {
                    let gl = &self.globals[g.index()];
                    let nat = self.ptr_in(gl.ty, gl.addr_space);
                    let v = b.value(nat, ValueKind::GlobalAddr(g));
                    Callee::Indirect(self.ptr_to(st, b, v, fpt))
                }
                Some(&Sym::Alias(k)) if self.aliases[k as usize].0.is_some() => {
                    let Some((c, t)) = self.aliases[k as usize].0.clone() else {
                        unreachable!("checked by the guard")
                    };
                    let v = self.mat(st, b, &c, t);
                    Callee::Indirect(self.ptr_to(st, b, v, fpt))
                }
                _ => {
                    return Err(Error::parse(
                        cspan,
                        format!(
                            "`@{}` is not defined",
                            String::from_utf8_lossy(&callee_name)
                        ),
                    ));
                }
            },
        };
        let l = b.list(&args);
        let kind = InstKind::Call {
            callee,
            args: l,
            fn_ty,
        };
        self.call_result(st, b, name, kind, ret)
    }

    /// The type of local `name` (a pointer to `i8`, the opaque pointer, if
    /// it is not defined yet).
    pub(super) fn local_type(&mut self, st: &FnState, b: &Body, name: &[u8]) -> Ty {
        let found = match number(name) {
            Some(k) => st.numbered.get(k).copied().flatten(),
            None => st.named.get(name).copied(),
        };
        match found {
            Some(v) => b.ty(v),
            None => self.t.ptr(self.t.i8),
        }
    }

    /// A call's `(T %a, ...)` (parameter attributes skipped; `byval`
    /// arguments are copied by the callee, see `body`), then its function
    /// attributes (`#0`, `nounwind`...), skipped; operand bundles refused.
    pub(super) fn call_args(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
    ) -> Result<(CallArgs<Value>, CallArgs<Ty>)> {
        self.lx.punct(b'(')?;
        let mut args = CallArgs::new();
        let mut arg_tys = CallArgs::new();
        while self.lx.tok != Tok::Punct(b')') {
            let at = self.ty()?;
            self.check_value_type(at)?;
            self.param_attrs()?;
            args.push(self.operand(st, b, at)?);
            arg_tys.push(at);
            if !self.lx.eat_punct(b',')? {
                break;
            }
        }
        self.lx.punct(b')')?;
        loop {
            match self.lx.tok {
                Tok::Hash => self.lx.next()?,
                Tok::Word if !self.lx.at_line_start() => {
                    self.lx.next()?;
                    if self.lx.tok == Tok::Punct(b'(') {
                        self.lx.skip_group()?;
                    }
                }
                Tok::Punct(b'[') if !self.lx.at_line_start() => {
                    return Err(self
                        .lx
                        .err("operand bundles are not supported by the importer"));
                }
                _ => break,
            }
        }
        Ok((args, arg_tys))
    }

    /// Pushes call `kind` returning `ret`, as `%name` when the call names
    /// its result; `None` for a `void` call.
    pub(super) fn call_result(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        name: Option<&(std::borrow::Cow<'_, [u8]>, Span)>,
        kind: InstKind,
        ret: Ty,
    ) -> Result<Option<Value>> {
        let void = self.t.void;
        match name {
            Some(n) if ret != void => Ok(Some(self.define(st, b, n, kind, ret)?)),
            Some(n) => Err(Error::parse(
                n.1,
                "a call returning `void` has no result to name",
            )),
            None => {
                let v = self.emit(st, b, kind, ret);
                Ok((ret != void).then_some(v))
            }
        }
    }
}
