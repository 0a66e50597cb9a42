//! MLIR 22's spelling (`--emit=mlir --mlir-version 22`) of the
//! instructions whose custom syntax changed since MLIR 13, with opaque
//! pointers: `llvm.load %p : !llvm.ptr -> T`, `llvm.store %v, %p : T,
//! !llvm.ptr`, `llvm.getelementptr %p[%i, 1] : (!llvm.ptr, i64) ->
//! !llvm.ptr, T` (struct field positions inline, other indices as values),
//! `llvm.call ... vararg(!llvm.func<...>)`, `llvm.call %f(...) : !llvm.ptr,
//! (...) -> T`, `llvm.switch %v : T, ^bb [...]`, `llvm.shufflevector %a,
//! %b [0, 1] : T`, `llvm.atomicrmw ... : !llvm.ptr, T`. The other
//! instructions are spelled as MLIR 13 spells them ([`super::insts`]);
//! types by [`super::types`] with `opaque` set, constants by
//! [`super::consts`] (`llvm.mlir.zero` for null).
//!
//! A bitcast between two pointers of one address space is no operation
//! with opaque pointers: it is not printed, and its result is spelled as
//! its operand.

use super::{Doc, Printer};
use crate::llvm::ir::*;
use pretty::DocAllocator;
use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt::Write;

pub(super) type FxHashSet<T> = HashSet<T, crate::entity::FxBuild>;

/// Whether declaration `name` is an intrinsic with an opaque-pointer
/// name declared already (as another typed-pointer overload): then it is
/// left out.
pub(super) fn duplicate(seen: &mut FxHashSet<String>, name: &str) -> bool {
    match opaque_fn_name(name) {
        Cow::Owned(n) => !seen.insert(n),
        Cow::Borrowed(_) => false,
    }
}

impl<'a> Printer<'a> {
    /// `@name` of function `f` (with MLIR 22, intrinsics with their
    /// opaque-pointer names).
    pub(super) fn fn_symbol(&self, f: FuncRef) -> String {
        self.symbol_of(&self.cx.funcs[f.index()].name)
    }

    /// `@name` of function `name`.
    pub(super) fn symbol_of(&self, name: &str) -> String {
        if self.names.opaque {
            super::symbol(&opaque_fn_name(name))
        } else {
            super::symbol(name)
        }
    }

    /// Whether `inst` is a pointer bitcast left out of MLIR 22 output.
    pub(super) fn elided(&self, inst: &InstData) -> bool {
        inst.result.is_some_and(|r| self.alias.contains_key(&r))
    }

    /// The value `v` is spelled as: itself, or the operand of the pointer
    /// bitcast(s) defining it.
    pub(super) fn unalias(&self, mut v: Value) -> Value {
        if self.alias.is_empty() {
            return v;
        }
        while let Some(x) = self.alias.get(&v) {
            v = *x;
        }
        v
    }

    /// Records the pointer bitcasts of `body` (MLIR 22 only).
    pub(super) fn find_aliases(&mut self, body: &Body) {
        if !self.names.opaque {
            return;
        }
        let types = self.cx.types;
        for inst in &body.insts {
            if let (InstKind::Cast(CastOp::Bitcast, x), Some(r)) = (&inst.kind, inst.result)
                && types.opaque_noop_cast(body.ty(*x), body.ty(r))
            {
                self.alias.insert(r, *x);
            }
        }
    }

    /// The head and trailer of `inst` where MLIR 22 spells it otherwise
    /// than MLIR 13.
    pub(super) fn inst22(
        &self,
        body: &'a Body,
        inst: &InstData,
    ) -> Option<(Doc<'a>, Option<Doc<'a>>)> {
        if let Some(d) = self.masked22(body, inst) {
            return Some(d);
        }
        let t = |v: Value| body.ty(self.unalias(v));
        let align = |a: u32| {
            if a > 0 {
                format!(" {{alignment = {a} : i64}}")
            } else {
                String::new()
            }
        };
        Some(match &inst.kind {
            InstKind::Load(p)
            | InstKind::VolatileLoad(p)
            | InstKind::LoadAlign(p, ..)
            | InstKind::LoadNT(p, ..) => {
                let (volatile, a) = match inst.kind {
                    InstKind::VolatileLoad(_) => (true, 0),
                    InstKind::LoadAlign(_, a, v) | InstKind::LoadNT(_, a, v) => (v, a),
                    _ => (false, 0),
                };
                let nt = matches!(inst.kind, InstKind::LoadNT(..));
                let r = inst.result.expect("loads have results");
                (
                    self.text(if volatile {
                        "llvm.load volatile "
                    } else {
                        "llvm.load "
                    })
                    .append(self.val(*p))
                    .append(if nt {
                        super::insts::nontemporal_attrs(a)
                    } else {
                        align(a)
                    }),
                    Some(self.ty(t(*p)).append(" -> ").append(self.ty(body.ty(r)))),
                )
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..)
            | InstKind::StoreNT(v, p, ..) => {
                let (volatile, a) = match inst.kind {
                    InstKind::VolatileStore(..) => (true, 0),
                    InstKind::StoreAlign(_, _, a, vol) | InstKind::StoreNT(_, _, a, vol) => {
                        (vol, a)
                    }
                    _ => (false, 0),
                };
                let nt = matches!(inst.kind, InstKind::StoreNT(..));
                (
                    self.text(if volatile {
                        "llvm.store volatile "
                    } else {
                        "llvm.store "
                    })
                    .append(self.list(self.vals(&[*v, *p])))
                    .append(if nt {
                        super::insts::nontemporal_attrs(a)
                    } else {
                        align(a)
                    }),
                    Some(self.list(vec![self.ty(t(*v)), self.ty(t(*p))])),
                )
            }
            InstKind::AtomicLoad(p, m) => {
                let r = inst.result.expect("loads have results");
                (
                    self.atomic_load_head(*p, m),
                    Some(self.ty(t(*p)).append(" -> ").append(self.ty(body.ty(r)))),
                )
            }
            InstKind::AtomicStore(v, p, m) => (
                self.atomic_store_head(*v, *p, m),
                Some(self.list(vec![self.ty(t(*v)), self.ty(t(*p))])),
            ),
            InstKind::AtomicRmw(op, p, v) => (
                self.text(format!("llvm.atomicrmw {} ", op.mlir_name()))
                    .append(self.list(self.vals(&[*p, *v])))
                    .append(" acq_rel"),
                Some(self.list(vec![self.ty(t(*p)), self.ty(t(*v))])),
            ),
            InstKind::Gep {
                elem,
                base,
                indices,
            } => {
                let idx = indices.get(&body.operands);
                let mut items = Vec::with_capacity(idx.len());
                let mut tys = vec![self.ty(t(*base))];
                // The type the next index steps into (none for the first,
                // which steps over the pointer).
                let mut cur: Option<Ty> = None;
                for i in idx {
                    let field = cur.and_then(|c| super::types::struct_fields(self.cx.types, c));
                    match (field, body.values[i.index()].kind) {
                        (Some((fields, _)), ValueKind::ConstInt(k)) => {
                            items.push(self.text(k.to_string()));
                            cur = usize::try_from(k).ok().and_then(|k| fields.get(k)).copied();
                        }
                        _ => {
                            items.push(self.val(*i));
                            tys.push(self.ty(t(*i)));
                            cur = Some(match cur {
                                None => *elem,
                                Some(c) => self.cx.types.elem(c),
                            });
                        }
                    }
                }
                let r = inst.result.expect("geps have results");
                (
                    self.text("llvm.getelementptr ")
                        .append(self.val(*base))
                        .append("[")
                        .append(self.list(items))
                        .append("]"),
                    Some(
                        self.text("(")
                            .append(self.list(tys))
                            .append(") -> ")
                            .append(self.ty(body.ty(r)))
                            .append(", ")
                            .append(self.ty(*elem)),
                    ),
                )
            }
            InstKind::Call {
                callee,
                args,
                fn_ty,
            } => {
                let args = args.get(&body.operands);
                let arg_tys: Vec<_> = args.iter().map(|a| self.ty(t(*a))).collect();
                let ret_doc = match inst.result {
                    Some(r) => self.ty(body.ty(r)),
                    None => self.text("()"),
                };
                let mut head = self.text("llvm.call ");
                let mut trailer = self.a.nil();
                match callee {
                    Callee::Direct(f) => {
                        head = head.append(self.fn_symbol(*f));
                    }
                    Callee::Indirect(v) => {
                        head = head.append(self.val(*v));
                        trailer = self.ty(t(*v)).append(", ");
                    }
                }
                head = head
                    .append("(")
                    .append(self.list(self.vals(args)))
                    .append(")");
                if matches!(self.cx.types.get(*fn_ty), Type::Func { vararg: true, .. }) {
                    head = head.append(" vararg(").append(self.ty(*fn_ty)).append(")");
                }
                (
                    head,
                    Some(
                        trailer
                            .append("(")
                            .append(self.list(arg_tys))
                            .append(") -> ")
                            .append(ret_doc),
                    ),
                )
            }
            InstKind::Shuffle(a, b, mask) => {
                let mut m = String::from(" [");
                for (k, x) in mask.get(&body.indices).iter().enumerate() {
                    if k > 0 {
                        m.push_str(", ");
                    }
                    if *x == u32::MAX {
                        m.push_str("-1");
                    } else {
                        let _ = write!(m, "{x}");
                    }
                }
                m.push(']');
                (
                    self.text("llvm.shufflevector ")
                        .append(self.list(self.vals(&[*a, *b])))
                        .append(m),
                    Some(self.ty(t(*a))),
                )
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                let cases = cases.get(&body.cases);
                let mut d = self
                    .text("llvm.switch ")
                    .append(self.val(*value))
                    .append(" : ")
                    .append(self.ty(t(*value)))
                    .append(", ")
                    .append(self.succ(default))
                    .append(" [");
                if cases.is_empty() {
                    return Some((d.append("]"), None));
                }
                for (k, (c, s)) in cases.iter().enumerate() {
                    let mut case = self.text(format!("{c}: ")).append(self.succ(s));
                    if k + 1 < cases.len() {
                        case = case.append(",");
                    }
                    d = d.append(self.a.hardline().append(case).nest(2));
                }
                (d.append(self.a.hardline()).append("]"), None)
            }
            _ => return None,
        })
    }

    /// `llvm.load [volatile] %p atomic ...`, the same in MLIR 15+ and 22.
    pub(super) fn atomic_load_head(&self, p: Value, m: &AtomicMem) -> Doc<'a> {
        self.text(if m.volatile {
            "llvm.load volatile "
        } else {
            "llvm.load "
        })
        .append(self.val(p))
        .append(atomic_mem(m))
    }

    /// `llvm.store [volatile] %v, %p atomic ...`.
    pub(super) fn atomic_store_head(&self, v: Value, p: Value, m: &AtomicMem) -> Doc<'a> {
        self.text(if m.volatile {
            "llvm.store volatile "
        } else {
            "llvm.store "
        })
        .append(self.list(self.vals(&[v, p])))
        .append(atomic_mem(m))
    }
}

/// ` atomic [syncscope("s")] ordering {alignment = A : i64}` of an atomic
/// `llvm.load` or `llvm.store` (MLIR 16 and later).
pub(super) fn atomic_mem(m: &AtomicMem) -> String {
    let mut s = String::from(" atomic ");
    if let Some(sc) = &m.scope {
        s.push_str("syncscope(");
        crate::print::push_quoted(&mut s, sc.as_bytes());
        s.push_str(") ");
    }
    s.push_str(m.ordering.name());
    let _ = write!(s, " {{alignment = {} : i64}}", m.align);
    s
}
