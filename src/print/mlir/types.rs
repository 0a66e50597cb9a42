//! Types: their spellings (interned once per type) and their layout.

use super::{Doc, Printer};
use crate::llvm::ir::*;
use pretty::DocAllocator;
use std::borrow::Cow;

/// The spellings of the interned types.
#[derive(Default)]
pub(super) struct TyNames {
    /// Inside another LLVM type: `ptr<f32>`, `struct<(i32, f64)>`, `i32`.
    inner: Vec<String>,
    /// Anywhere else: `!llvm.ptr<f32>`, `i32`, `vector<4xf32>`.
    top: Vec<String>,
    /// Whether the type mentions an identified struct: then its spelling
    /// depends on the structs' bodies (`inner` and `top` hold it for the
    /// bodies in `bodies`, respelled when they change) and, inside a
    /// struct's own body, on where it is nested ([`spell`]).
    named: Vec<bool>,
    /// The identified structs' bodies the spellings were made with.
    bodies: Vec<Ty>,
    /// MLIR 22: every pointer is `ptr` (`ptr<N>` in address space N), a
    /// vector of them `vector<4x!llvm.ptr>`.
    pub(super) opaque: bool,
}

/// Integer and float types: builtin MLIR types, also as vector elements.
pub(super) fn is_scalar(t: &Type) -> bool {
    t.is_int_or_float()
}

/// Whether type `t` is spelled without the `!llvm.` prefix at top level.
pub(super) fn is_builtin(types: &Types, t: &Type) -> bool {
    match t {
        Type::Vector(_, e) => is_scalar(types.get(*e)),
        t => is_scalar(t),
    }
}

/// The members of struct type `t` (an identified struct's body's), with
/// whether it is packed.
pub(super) fn struct_fields(types: &Types, t: Ty) -> Option<(&[Ty], bool)> {
    match types.get(t) {
        Type::Struct(f) => Some((f, false)),
        Type::PackedStruct(f) => Some((f, true)),
        Type::Named(n) => struct_fields(types, types.named_body(n)?),
        _ => None,
    }
}

impl TyNames {
    /// Names the types interned since the last call (children come first),
    /// and respells those mentioning identified structs if a struct's body
    /// changed since.
    pub(super) fn extend(&mut self, types: &Types) {
        let done = self.inner.len();
        for ty in &types.all()[done..] {
            let named = match ty {
                Type::Named(_) => true,
                Type::Ptr(to, _) | Type::Array(_, to) | Type::Vector(_, to) => {
                    self.named[to.index()]
                }
                Type::Func { ret, params, .. } => {
                    self.named[ret.index()] || params.iter().any(|p| self.named[p.index()])
                }
                Type::Struct(f) | Type::PackedStruct(f) => f.iter().any(|p| self.named[p.index()]),
                _ => false,
            };
            self.named.push(named);
            self.inner.push(String::new());
            self.top.push(String::new());
        }
        let changed = self.bodies.len() != types.named.len()
            || self
                .bodies
                .iter()
                .zip(&types.named)
                .any(|(a, (_, b))| a != b);
        if changed {
            self.bodies.clear();
            self.bodies.extend(types.named.iter().map(|(_, b)| *b));
        }
        // The others first: an identified struct's body may use types
        // interned after it, which must be spelled by then.
        for k in done..self.inner.len() {
            if !self.named[k] {
                self.name(types, k);
            }
        }
        // Only the new types unless a body changed: every global and
        // function calls this, so going over all types each time would be
        // quadratic.
        let from = if changed { 0 } else { done };
        for k in from..self.inner.len() {
            if self.named[k] {
                self.name(types, k);
            }
        }
    }

    /// Spells the type with index `k`.
    fn name(&mut self, types: &Types, k: usize) {
        let ty = &types.all()[k];
        let s = self.spell_with(types, ty, &mut Vec::new());
        let ptr_vector = self.opaque
            && matches!(ty, Type::Vector(_, e) if matches!(types.get(*e), Type::Ptr(..)));
        self.top[k] = if !self.named[k] && (is_builtin(types, ty) || ptr_vector) {
            s.clone()
        } else {
            let mut t = String::with_capacity(6 + s.len());
            t.push_str("!llvm.");
            t.push_str(&s);
            t
        };
        self.inner[k] = s;
    }

    /// The spelling of `t` inside another LLVM type; `open`: the
    /// identified structs being spelled, which a reference from inside
    /// their own body names without the body.
    pub(super) fn spell(&self, types: &Types, t: Ty, open: &mut Vec<Box<str>>) -> String {
        if self.named[t.index()] {
            self.spell_with(types, types.get(t), open)
        } else {
            self.inner[t.index()].clone()
        }
    }

    pub(super) fn spell_with(&self, types: &Types, ty: &Type, open: &mut Vec<Box<str>>) -> String {
        let mut sp = |t: &Ty| self.spell(types, *t, open);
        match ty {
            Type::Void => "void".to_string(),
            Type::Int(w) => {
                let mut s = String::with_capacity(4);
                s.push('i');
                crate::print::ll::push_u64(&mut s, u64::from(*w));
                s
            }
            Type::Half => "f16".into(),
            Type::BFloat => "bf16".into(),
            Type::Float => "f32".into(),
            Type::Double => "f64".into(),
            Type::X86Fp80 => "f80".into(),
            Type::Fp128 => "f128".into(),
            Type::Ptr(_, 0) if self.opaque => "ptr".into(),
            Type::Ptr(_, space) if self.opaque => format!("ptr<{space}>"),
            Type::Ptr(to, space) => {
                // LLVM has no `void*`; the `.ll` writer spells it `i8*`.
                let to = if matches!(types.get(*to), Type::Void) {
                    "i8".to_string()
                } else {
                    sp(to)
                };
                // Pushed, not `format!` (csmith's pointers to pointers:
                // every function and global spells new ones).
                let mut s = String::with_capacity(to.len() + 8);
                s.push_str("ptr<");
                s.push_str(&to);
                if *space != 0 {
                    s.push_str(", ");
                    crate::print::ll::push_u64(&mut s, u64::from(*space));
                }
                s.push('>');
                s
            }
            Type::Func {
                ret,
                params,
                vararg,
            } => {
                let mut s = format!("func<{} (", sp(ret));
                for (k, p) in params.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(&sp(p));
                }
                if *vararg {
                    s.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                s.push_str(")>");
                s
            }
            Type::Struct(fields) | Type::PackedStruct(fields) => {
                let packed = matches!(ty, Type::PackedStruct(_));
                let mut s = String::from(if packed {
                    "struct<packed ("
                } else {
                    "struct<("
                });
                for (k, f) in fields.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(&sp(f));
                }
                s.push_str(")>");
                s
            }
            Type::Named(n) => {
                let mut s = String::from("struct<");
                crate::print::push_quoted(&mut s, n.as_bytes());
                if open.contains(n) {
                    s.push('>');
                    return s;
                }
                let body = types.named_body(n).and_then(|b| struct_fields(types, b));
                match body {
                    None => s.push_str(", opaque>"),
                    Some((fields, packed)) => {
                        open.push(n.clone());
                        s.push_str(if packed { ", packed (" } else { ", (" });
                        for (k, f) in fields.iter().enumerate() {
                            if k > 0 {
                                s.push_str(", ");
                            }
                            s.push_str(&self.spell(types, *f, open));
                        }
                        s.push_str(")>");
                        open.pop();
                    }
                }
                s
            }
            Type::Array(len, e) => {
                let e = sp(e);
                let mut s = String::with_capacity(e.len() + 16);
                s.push_str("array<");
                crate::print::ll::push_u64(&mut s, *len);
                s.push_str(" x ");
                s.push_str(&e);
                s.push('>');
                s
            }
            Type::Vector(len, e) => {
                if self.opaque && matches!(types.get(*e), Type::Ptr(..)) {
                    format!("vector<{len}x!llvm.{}>", sp(e))
                } else if is_scalar(types.get(*e)) {
                    format!("vector<{len}x{}>", sp(e))
                } else {
                    format!("vec<{len} x {}>", sp(e))
                }
            }
        }
    }
}

impl<'a> Printer<'a> {
    /// The spelling of type `t` outside LLVM types.
    pub(super) fn top(&self, t: Ty) -> Cow<'a, str> {
        Cow::Borrowed(&self.names.top[t.index()])
    }

    /// A type (MLIR's printer does not break lines, nor types).
    pub(super) fn ty(&self, t: Ty) -> Doc<'a> {
        self.text(self.top(t))
    }

    /// `T to U`
    pub(super) fn cast_types(&self, from: Ty, to: Ty) -> Doc<'a> {
        self.ty(from)
            .append(self.a.line())
            .append("to ")
            .append(self.ty(to))
            .group()
    }
}
