//! The LLVM-dialect MLIR writer (`--emit=mlir`): the lowered module as MLIR
//! text in the spelling `mlir-opt-13` prints for the LLVM dialect with typed
//! pointers, which `mlir-opt-13` parses and `mlir-translate-13
//! --mlir-to-llvmir` translates.
//!
//! Each global and function is laid out by the `pretty` crate (one arena
//! each): one op per line, blocks indented under their function; an op too
//! long for the line breaks before its `: type` trailer, then inside its
//! operand and type lists; very long types break between their members.
//!
//! Values are numbered as MLIR prints them: `%arg0...` for the parameters,
//! `%0, %1, ...` for everything else in print order. Constants, which are
//! values in the IR, become ops at the start of the entry block (or of a
//! global's initializer region), in first-use order, one op per distinct
//! constant: `llvm.mlir.constant`, `llvm.mlir.undef`, `llvm.mlir.null`,
//! `llvm.mlir.addressof`; struct constants (and other aggregates that a
//! `dense` attribute cannot hold) are built with `llvm.insertvalue` /
//! `llvm.insertelement` from an `llvm.mlir.undef`.
//!
//! What MLIR 13's LLVM dialect cannot say is rewritten into equivalent ops:
//! `llvm.switch` takes only an `i32` and at least one case, so other
//! switches become `llvm.icmp "eq"` / `llvm.cond_br` chains (extra blocks
//! `^bbN_K`) or an `llvm.br`; `llvm.call` cannot call through a pointer to a
//! variadic function type, so such a callee is bitcast to the non-variadic
//! type of the actual arguments first.

use crate::entity::FxHashMap;
use crate::float;
use crate::llvm::ir::*;
use crate::mlir::ir::FPRED_NAMES;
use crate::print::ll::Ctx;
use crate::types::Type as StdType;
use pretty::{Arena, DocAllocator, DocBuilder};
use std::borrow::Cow;
use std::fmt::Write;

/// The line width the layout aims at.
const WIDTH: usize = 100;
/// Types spelled longer than this are laid out so that they can break.
const LONG_TYPE: usize = 60;
/// Marks a value number as a function parameter (`%argN`).
const ARG: u32 = 1 << 31;
/// No number (yet).
const NONE: u32 = u32::MAX;

type Doc<'a> = DocBuilder<'a, Arena<'a>>;

/// The MLIR writer. Call [`Writer::header`], then [`Writer::global`] /
/// [`Writer::func`] for each global and function, then [`Writer::footer`];
/// take the text from `out` whenever convenient.
#[derive(Default)]
pub struct Writer {
    pub out: String,
    names: TyNames,
}

impl Writer {
    pub fn header(&mut self) {
        self.out.push_str("module {\n");
    }

    /// Writes global `g`.
    pub fn global(&mut self, cx: Ctx, g: GlobalRef) {
        self.names.extend(cx.types);
        let arena = Arena::new();
        let mut p = Printer::new(&arena, cx, &self.names, None);
        let doc = p.global(g);
        render(&arena, doc, &mut self.out);
    }

    /// Writes function `f` (a declaration when `body` is `None`).
    pub fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        self.names.extend(cx.types);
        let arena = Arena::new();
        let mut p = Printer::new(&arena, cx, &self.names, body);
        let doc = p.func(&cx.funcs[f.index()]);
        render(&arena, doc, &mut self.out);
    }

    pub fn footer(&mut self) {
        self.out.push_str("}\n");
    }
}

/// Renders a top-level op of the module, indented by 2.
fn render<'a>(a: &'a Arena<'a>, doc: Doc<'a>, out: &mut String) {
    let doc = a.text("  ").append(doc).nest(2);
    let _ = doc.into_doc().render_fmt(WIDTH, out);
    out.push('\n');
}

/// The spellings of the interned types.
#[derive(Default)]
struct TyNames {
    /// Inside another LLVM type: `ptr<f32>`, `struct<(i32, f64)>`, `i32`.
    inner: Vec<String>,
    /// Anywhere else: `!llvm.ptr<f32>`, `i32`, `vector<4xf32>`.
    top: Vec<String>,
    /// Whether the type mentions an identified struct: then its spelling
    /// depends on the struct's body and on where it is nested, and is
    /// made on demand ([`spell`]).
    named: Vec<bool>,
}

/// Integer and float types: builtin MLIR types, also as vector elements.
fn is_scalar(t: &Type) -> bool {
    matches!(
        t,
        Type::Int(_) | Type::Half | Type::BFloat | Type::Float | Type::Double
    )
}

/// Whether type `t` is spelled without the `!llvm.` prefix at top level.
fn is_builtin(types: &Types, t: &Type) -> bool {
    match t {
        Type::Vector(_, e) => is_scalar(types.get(*e)),
        t => is_scalar(t),
    }
}

/// The members of struct type `t` (an identified struct's body's), with
/// whether it is packed.
fn struct_fields(types: &Types, t: Ty) -> Option<(&[Ty], bool)> {
    match types.get(t) {
        Type::Struct(f) => Some((f, false)),
        Type::PackedStruct(f) => Some((f, true)),
        Type::Named(n) => struct_fields(types, types.named_body(n)?),
        _ => None,
    }
}

impl TyNames {
    /// Names the types interned since the last call (children come first).
    fn extend(&mut self, types: &Types) {
        for ty in &types.all()[self.inner.len()..] {
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
            let s = if named {
                String::new()
            } else {
                self.spell_with(types, ty, &mut Vec::new())
            };
            self.top.push(if is_builtin(types, ty) || named {
                s.clone()
            } else {
                format!("!llvm.{s}")
            });
            self.inner.push(s);
            self.named.push(named);
        }
    }

    /// The spelling of `t` inside another LLVM type; `open`: the
    /// identified structs being spelled, which a reference from inside
    /// their own body names without the body.
    fn spell(&self, types: &Types, t: Ty, open: &mut Vec<Box<str>>) -> String {
        if self.named[t.index()] {
            self.spell_with(types, types.get(t), open)
        } else {
            self.inner[t.index()].clone()
        }
    }

    fn spell_with(&self, types: &Types, ty: &Type, open: &mut Vec<Box<str>>) -> String {
        let mut sp = |t: &Ty| self.spell(types, *t, open);
        match ty {
            Type::Void => "void".to_string(),
            Type::Int(w) => format!("i{w}"),
            Type::Half => "f16".into(),
            Type::BFloat => "bf16".into(),
            Type::Float => "f32".into(),
            Type::Double => "f64".into(),
            Type::Ptr(to, space) => {
                // LLVM has no `void*`; the `.ll` writer spells it `i8*`.
                let to = if matches!(types.get(*to), Type::Void) {
                    "i8".to_string()
                } else {
                    sp(to)
                };
                if *space == 0 {
                    format!("ptr<{to}>")
                } else {
                    format!("ptr<{to}, {space}>")
                }
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
                super::push_quoted(&mut s, n.as_bytes());
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
            Type::Array(len, e) => format!("array<{len} x {}>", sp(e)),
            Type::Vector(len, e) => {
                if is_scalar(types.get(*e)) {
                    format!("vector<{len}x{}>", sp(e))
                } else {
                    format!("vec<{len} x {}>", sp(e))
                }
            }
        }
    }
}

/// `@name`, quoted when it is not a bare MLIR identifier.
fn symbol(name: &str) -> String {
    let b = name.as_bytes();
    let plain = !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
    let mut s = String::from("@");
    if plain {
        s.push_str(name);
    } else {
        super::push_quoted(&mut s, b);
    }
    s
}

/// `%argN` or `%N`.
fn value_name(n: u32) -> String {
    debug_assert!(n != NONE, "every printed value is numbered");
    if n & ARG != 0 {
        format!("%arg{}", n & !ARG)
    } else {
        format!("%{n}")
    }
}

/// A float constant as MLIR 13 reads it exactly: the shortest decimal of
/// its value (exact as an f64, so exact once rounded to the type), or the
/// bit pattern in hex for infinities and NaNs.
fn float_text(bits: u64, ty: &Type) -> String {
    let (st, digits) = match ty {
        Type::Half => (StdType::F16, 4),
        Type::BFloat => (StdType::BF16, 4),
        Type::Float => (StdType::F32, 8),
        _ => (StdType::F64, 16),
    };
    let v = float::value_of(bits, &st);
    if !v.is_finite() {
        let mask = if digits == 16 {
            u64::MAX
        } else {
            (1u64 << (digits * 4)) - 1
        };
        return format!("0x{:0w$X}", bits & mask, w = digits);
    }
    let mut s = format!("{v:?}");
    // MLIR's float literals need a `.` before the exponent.
    if let Some(e) = s.find('e')
        && !s[..e].contains('.')
    {
        s.insert_str(e, ".0");
    }
    s
}

/// An integer attribute value (`true`/`false` for `i1`).
fn int_text(v: i128, ty: &Type) -> String {
    match ty {
        Type::Int(1) => (if v != 0 { "true" } else { "false" }).to_string(),
        _ => v.to_string(),
    }
}

/// A constant to materialize: from a value of the function or from a
/// global's initializer.
enum C {
    Int(Ty, i128),
    Float(Ty, u64),
    Undef(Ty),
    Null(Ty),
    Zero(Ty),
    Func(Ty, FuncRef),
    Global(Ty, GlobalRef),
    Agg(Ty, Vec<C>),
    /// `llvm.getelementptr` of a constant pointer (of type `base_ty`), with
    /// constant indices; of type `ty`.
    Gep {
        ty: Ty,
        base_ty: Ty,
        base: Box<C>,
        indices: Vec<(Ty, i128)>,
    },
    /// A cast of a constant.
    Cast {
        op: CastOp,
        from: Ty,
        value: Box<C>,
        to: Ty,
    },
}

/// A `dense` attribute.
struct Dense {
    /// `dense<[1, 2]> : tensor<2xi32>`
    text: String,
    /// `[1, 2]`
    lit: String,
    /// The elements, row-major (empty for a splat).
    spelled: Vec<String>,
    dims: Vec<u64>,
    /// `tensor<2xi32>`
    shape: String,
}

/// A leaf of a `dense` attribute.
#[derive(Copy, Clone, PartialEq)]
enum Leaf {
    Int(i128),
    Float(u64),
}

/// Prints one global or one function.
struct Printer<'a> {
    a: &'a Arena<'a>,
    cx: Ctx<'a>,
    names: &'a TyNames,
    body: Option<&'a Body>,
    /// The number of each value of `body` (`NONE`: not yet numbered).
    slot: Vec<u32>,
    next: u32,
    /// Materialized constants, by the text of their ops.
    keys: FxHashMap<String, u32>,
    /// The ops materializing constants, in order.
    consts: Vec<Doc<'a>>,
    /// Numbers reserved for the helper ops of an instruction (switch chains,
    /// variadic callee casts), by instruction index.
    extra: FxHashMap<usize, u32>,
}

impl<'a> Printer<'a> {
    fn new(
        a: &'a Arena<'a>,
        cx: Ctx<'a>,
        names: &'a TyNames,
        body: Option<&'a Body>,
    ) -> Printer<'a> {
        Printer {
            a,
            cx,
            names,
            body,
            slot: vec![NONE; body.map_or(0, |b| b.values.len())],
            next: 0,
            keys: FxHashMap::default(),
            consts: Vec::new(),
            extra: FxHashMap::default(),
        }
    }

    fn body(&self) -> &'a Body {
        self.body.expect("only function bodies have values")
    }

    fn text(&self, s: impl Into<Cow<'a, str>>) -> Doc<'a> {
        self.a.text(s)
    }

    /// The spelling of type `t` outside LLVM types.
    fn top(&self, t: Ty) -> Cow<'a, str> {
        let names = self.names;
        if names.named[t.index()] {
            let s = names.spell(self.cx.types, t, &mut Vec::new());
            Cow::Owned(format!("!llvm.{s}"))
        } else {
            Cow::Borrowed(&names.top[t.index()])
        }
    }

    /// The spelling of type `t` inside LLVM types.
    fn inner(&self, t: Ty) -> Cow<'a, str> {
        let names = self.names;
        if names.named[t.index()] {
            Cow::Owned(names.spell(self.cx.types, t, &mut Vec::new()))
        } else {
            Cow::Borrowed(&names.inner[t.index()])
        }
    }

    /// A type, breakable when long.
    fn ty(&self, t: Ty) -> Doc<'a> {
        self.ty_doc(t, true, &mut Vec::new())
    }

    /// Type `t` (at top level or inside an LLVM type), laid out so that a
    /// long one breaks between its members; `open` as for [`TyNames::spell`].
    fn ty_doc(&self, t: Ty, top: bool, open: &mut Vec<Box<str>>) -> Doc<'a> {
        let types = self.cx.types;
        let s: Cow<'a, str> = match (top, open.is_empty()) {
            (true, true) => self.top(t),
            (false, true) => self.inner(t),
            (_, false) => {
                let s = self.names.spell(types, t, open);
                Cow::Owned(if top { format!("!llvm.{s}") } else { s })
            }
        };
        if s.len() <= LONG_TYPE {
            return self.text(s);
        }
        let prefix = if top { "!llvm." } else { "" };
        let members = |this: &Self, open: &mut Vec<Box<str>>, fields: &[Ty]| {
            let items = fields
                .iter()
                .map(|f| this.ty_doc(*f, false, open))
                .collect();
            this.a
                .line_()
                .append(this.seq(items, false))
                .nest(4)
                .append(this.a.line_())
        };
        match types.get(t) {
            Type::Struct(fields) | Type::PackedStruct(fields) => {
                let packed = if matches!(types.get(t), Type::Struct(_)) {
                    ""
                } else {
                    "packed "
                };
                self.text(format!("{prefix}struct<{packed}("))
                    .append(members(self, open, fields))
                    .append(")>")
                    .group()
            }
            Type::Named(n) if !open.contains(n) => {
                let Some((fields, packed)) =
                    types.named_body(n).and_then(|b| struct_fields(types, b))
                else {
                    return self.text(s);
                };
                let mut head = format!("{prefix}struct<");
                super::push_quoted(&mut head, n.as_bytes());
                head.push_str(if packed { ", packed (" } else { ", (" });
                open.push(n.clone());
                let d = self
                    .text(head)
                    .append(members(self, open, fields))
                    .append(")>")
                    .group();
                open.pop();
                d
            }
            Type::Ptr(to, space) if !matches!(types.get(*to), Type::Void) => {
                let d = self
                    .text(format!("{prefix}ptr<"))
                    .append(self.ty_doc(*to, false, open));
                if *space == 0 {
                    d.append(">")
                } else {
                    d.append(format!(", {space}>"))
                }
            }
            Type::Array(n, e) => self
                .text(format!("{prefix}array<{n} x "))
                .append(self.ty_doc(*e, false, open))
                .append(">"),
            Type::Func {
                ret,
                params,
                vararg,
            } => {
                let mut items: Vec<Doc<'a>> = params
                    .iter()
                    .map(|p| self.ty_doc(*p, false, open))
                    .collect();
                if *vararg {
                    items.push(self.text("..."));
                }
                self.text(format!("{prefix}func<"))
                    .append(self.ty_doc(*ret, false, open))
                    .append(" (")
                    .append(self.seq(items, true))
                    .append(")>")
            }
            _ => self.text(s),
        }
    }

    /// Items separated by `,` and a break: each break on its own (`fill`)
    /// or all together.
    fn seq(&self, items: Vec<Doc<'a>>, fill: bool) -> Doc<'a> {
        let mut d = self.a.nil();
        for (k, it) in items.into_iter().enumerate() {
            if k > 0 {
                d = d.append(",").append(if fill {
                    self.a.softline()
                } else {
                    self.a.line()
                });
            }
            d = d.append(it);
        }
        d
    }

    /// A comma-separated list that fills lines, continuation lines indented.
    fn list(&self, items: Vec<Doc<'a>>) -> Doc<'a> {
        self.seq(items, true).nest(4)
    }

    /// One op: `%r = head : trailer`, breaking before the trailer first.
    fn op(&self, res: u32, head: Doc<'a>, trailer: Option<Doc<'a>>) -> Doc<'a> {
        let mut d = if res == NONE {
            head
        } else {
            self.text(format!("{} = ", value_name(res))).append(head)
        };
        if let Some(t) = trailer {
            d = d.append(self.a.line().append(": ").append(t).nest(4).group());
        }
        d.group()
    }

    /// An op on its own line, indented under its block's label.
    fn piece(&self, op: Doc<'a>) -> Doc<'a> {
        self.a.hardline().append(op).nest(2)
    }

    /// `T to U`
    fn cast_types(&self, from: Ty, to: Ty) -> Doc<'a> {
        self.ty(from)
            .append(self.a.line())
            .append("to ")
            .append(self.ty(to))
            .group()
    }

    fn fresh(&mut self) -> u32 {
        let n = self.next;
        self.next += 1;
        n
    }

    fn val(&self, v: Value) -> Doc<'a> {
        self.text(value_name(self.slot[v.index()]))
    }

    fn vals(&self, vs: &[Value]) -> Vec<Doc<'a>> {
        vs.iter().map(|v| self.val(*v)).collect()
    }

    fn val_tys(&self, vs: &[Value]) -> Vec<Doc<'a>> {
        let body = self.body();
        vs.iter().map(|v| self.ty(body.ty(*v))).collect()
    }

    // ----- constants -----

    /// The constant tree of value `v`.
    fn const_of(&self, v: Value) -> C {
        let body = self.body();
        let d = body.values[v.index()];
        match d.kind {
            ValueKind::ConstInt(c) => C::Int(d.ty, c),
            ValueKind::ConstFloat(b) => C::Float(d.ty, b),
            ValueKind::Undef => C::Undef(d.ty),
            ValueKind::Null => C::Null(d.ty),
            ValueKind::FuncAddr(f) => C::Func(d.ty, f),
            ValueKind::GlobalAddr(g) => C::Global(d.ty, g),
            ValueKind::ConstAgg(l) => C::Agg(
                d.ty,
                l.get(&body.operands)
                    .iter()
                    .map(|e| self.const_of(*e))
                    .collect(),
            ),
            ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..) => {
                unreachable!("only constants are materialized")
            }
        }
    }

    /// The constant tree of a global's initializer of type `ty`.
    fn gconst(&self, ty: Ty, c: &GConst) -> C {
        let types = self.cx.types;
        match c {
            GConst::Int(v) => C::Int(ty, *v),
            GConst::Float(b) => C::Float(ty, *b),
            GConst::Undef => C::Undef(ty),
            GConst::Zero => C::Zero(ty),
            GConst::Null => C::Null(ty),
            GConst::Bytes(bytes) => {
                let e = types.elem(ty);
                C::Agg(
                    ty,
                    bytes.iter().map(|b| C::Int(e, *b as i8 as i128)).collect(),
                )
            }
            GConst::Agg(elems) => {
                let fields: Vec<Ty> = match struct_fields(types, ty) {
                    Some((f, _)) => f.to_vec(),
                    None => vec![types.elem(ty); elems.len()],
                };
                C::Agg(
                    ty,
                    elems
                        .iter()
                        .zip(fields)
                        .map(|(e, t)| self.gconst(t, e))
                        .collect(),
                )
            }
            GConst::FuncAddr(f) => C::Func(ty, *f),
            GConst::GlobalAddr(g) => C::Global(ty, *g),
            GConst::Gep {
                base_ty,
                base,
                indices,
                ..
            } => C::Gep {
                ty,
                base_ty: *base_ty,
                base: Box::new(self.gconst(*base_ty, base)),
                indices: indices.clone(),
            },
            GConst::Cast {
                op,
                from,
                value,
                to,
            } => C::Cast {
                op: *op,
                from: *from,
                value: Box::new(self.gconst(*from, value)),
                to: *to,
            },
        }
    }

    /// Materializes value `v` if it is a constant not materialized yet.
    fn use_value(&mut self, v: Value) {
        let body = self.body();
        if self.slot[v.index()] != NONE
            || matches!(
                body.values[v.index()].kind,
                ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..)
            )
        {
            return;
        }
        let c = self.const_of(v);
        let n = self.mat(&c);
        self.slot[v.index()] = n;
    }

    /// An op without operands, shared by all constants with its text.
    fn leaf(&mut self, head: String, ty: Ty) -> u32 {
        let top = self.top(ty);
        let key = format!("{head} : {top}");
        if let Some(&n) = self.keys.get(&key) {
            return n;
        }
        let n = self.fresh();
        let doc = self.op(n, self.text(head), Some(self.ty(ty)));
        self.consts.push(doc);
        self.keys.insert(key, n);
        n
    }

    /// Materializes constant `c`; returns its value number.
    fn mat(&mut self, c: &C) -> u32 {
        let types = self.cx.types;
        match c {
            C::Int(ty, v) => {
                let t = types.get(*ty);
                let head = match t {
                    Type::Int(1) => format!("llvm.mlir.constant({})", int_text(*v, t)),
                    _ => format!("llvm.mlir.constant({v} : {})", self.top(*ty)),
                };
                self.leaf(head, *ty)
            }
            C::Float(ty, b) => {
                let head = format!(
                    "llvm.mlir.constant({} : {})",
                    float_text(*b, types.get(*ty)),
                    self.top(*ty)
                );
                self.leaf(head, *ty)
            }
            C::Undef(ty) => self.leaf("llvm.mlir.undef".into(), *ty),
            C::Null(ty) => self.leaf("llvm.mlir.null".into(), *ty),
            // The type of the value, not of the symbol: a function or
            // global mentioned before its definition has no type yet.
            C::Func(ty, f) => {
                let name = &self.cx.funcs[f.index()].name;
                self.leaf(format!("llvm.mlir.addressof {}", symbol(name)), *ty)
            }
            C::Global(ty, g) => {
                let name = &self.cx.globals[g.index()].name;
                self.leaf(format!("llvm.mlir.addressof {}", symbol(name)), *ty)
            }
            C::Zero(ty) => match types.get(*ty) {
                Type::Int(_) => self.mat(&C::Int(*ty, 0)),
                Type::Half | Type::BFloat | Type::Float | Type::Double => {
                    self.mat(&C::Float(*ty, 0))
                }
                Type::Ptr(..) => self.mat(&C::Null(*ty)),
                _ => {
                    if let Some(n) = self.dense(c, *ty) {
                        return n;
                    }
                    let elems: Vec<C> = match (struct_fields(types, *ty), types.get(*ty)) {
                        (Some((f, _)), _) => f.iter().map(|t| C::Zero(*t)).collect(),
                        (None, Type::Array(n, e) | Type::Vector(n, e)) => {
                            (0..*n).map(|_| C::Zero(*e)).collect()
                        }
                        _ => Vec::new(),
                    };
                    self.chain(*ty, &elems)
                }
            },
            C::Agg(ty, elems) => match self.dense(c, *ty) {
                Some(n) => n,
                None => self.chain(*ty, elems),
            },
            C::Gep {
                ty,
                base_ty,
                base,
                indices,
            } => {
                let b = self.mat(base);
                let idx: Vec<u32> = indices
                    .iter()
                    .map(|(t, v)| self.mat(&C::Int(*t, *v)))
                    .collect();
                let names: Vec<String> = idx.iter().map(|n| value_name(*n)).collect();
                let mut tys = vec![self.top(*base_ty).into_owned()];
                tys.extend(indices.iter().map(|(t, _)| self.top(*t).into_owned()));
                let key = format!(
                    "gep {}[{}] : ({}) -> {}",
                    value_name(b),
                    names.join(", "),
                    tys.join(", "),
                    self.top(*ty)
                );
                if let Some(&n) = self.keys.get(&key) {
                    return n;
                }
                let n = self.fresh();
                let head = self
                    .text(format!("llvm.getelementptr {}[", value_name(b)))
                    .append(self.list(names.into_iter().map(|s| self.text(s)).collect()))
                    .append("]");
                let mut ty_docs = vec![self.ty(*base_ty)];
                ty_docs.extend(indices.iter().map(|(t, _)| self.ty(*t)));
                let trailer = self
                    .text("(")
                    .append(self.list(ty_docs))
                    .append(") -> ")
                    .append(self.ty(*ty));
                let doc = self.op(n, head, Some(trailer));
                self.consts.push(doc);
                self.keys.insert(key, n);
                n
            }
            C::Cast {
                op,
                from,
                value,
                to,
            } => {
                let v = self.mat(value);
                let key = format!(
                    "llvm.{} {} : {} to {}",
                    op.name(),
                    value_name(v),
                    self.top(*from),
                    self.top(*to)
                );
                if let Some(&n) = self.keys.get(&key) {
                    return n;
                }
                let n = self.fresh();
                let head = self.text(format!("llvm.{} {}", op.name(), value_name(v)));
                let doc = self.op(n, head, Some(self.cast_types(*from, *to)));
                self.consts.push(doc);
                self.keys.insert(key, n);
                n
            }
        }
    }

    /// Builds aggregate `ty` from `elems` by insertions into an undef
    /// (undef members are left out).
    fn chain(&mut self, ty: Ty, elems: &[C]) -> u32 {
        let parts: Vec<(usize, u32)> = elems
            .iter()
            .enumerate()
            .filter(|(_, e)| !matches!(e, C::Undef(_)))
            .map(|(k, e)| (k, self.mat(e)))
            .collect();
        let mut key = format!("chain {}", self.top(ty));
        for (k, p) in &parts {
            let _ = write!(key, " {k}:{p}");
        }
        if let Some(&n) = self.keys.get(&key) {
            return n;
        }
        let vector = matches!(self.cx.types.get(ty), Type::Vector(..));
        let idx: Vec<u32> = if vector {
            let i32t = self.cx.types.i32;
            parts
                .iter()
                .map(|(k, _)| self.mat(&C::Int(i32t, *k as i128)))
                .collect()
        } else {
            Vec::new()
        };
        let mut acc = self.mat(&C::Undef(ty));
        for (j, (k, p)) in parts.iter().enumerate() {
            let n = self.fresh();
            let head = if vector {
                format!(
                    "llvm.insertelement {}, {}[{} : i32]",
                    value_name(*p),
                    value_name(acc),
                    value_name(idx[j])
                )
            } else {
                format!(
                    "llvm.insertvalue {}, {}[{k}]",
                    value_name(*p),
                    value_name(acc)
                )
            };
            let doc = self.op(n, self.text(head), Some(self.ty(ty)));
            self.consts.push(doc);
            acc = n;
        }
        self.keys.insert(key, acc);
        acc
    }

    /// The shape of a `dense` attribute for type `ty`: dimensions, element
    /// type, and whether it is a vector (else a tensor) shape.
    fn dense_shape(&self, ty: Ty, dims: &mut Vec<u64>) -> Option<(Ty, bool)> {
        let types = self.cx.types;
        match *types.get(ty) {
            Type::Vector(n, e) if is_scalar(types.get(e)) && n > 0 => {
                dims.push(n);
                Some((e, true))
            }
            Type::Array(n, e) if n > 0 => {
                dims.push(n);
                if is_scalar(types.get(e)) {
                    Some((e, false))
                } else {
                    self.dense_shape(e, dims)
                }
            }
            _ => None,
        }
    }

    /// The leaves of `c` in row-major order, if all are numbers.
    fn leaves(&self, c: &C, out: &mut Vec<Leaf>) -> bool {
        let types = self.cx.types;
        match c {
            C::Int(_, v) => out.push(Leaf::Int(*v)),
            C::Float(_, b) => out.push(Leaf::Float(*b)),
            C::Zero(ty) => {
                let mut t = *ty;
                let mut count = 1u64;
                while let Type::Array(n, e) | Type::Vector(n, e) = *types.get(t) {
                    count = count.saturating_mul(n);
                    t = e;
                }
                let leaf = match types.get(t) {
                    Type::Int(_) => Leaf::Int(0),
                    Type::Half | Type::BFloat | Type::Float | Type::Double => Leaf::Float(0),
                    _ => return false,
                };
                out.extend((0..count).map(|_| leaf));
            }
            C::Agg(_, elems) => {
                for e in elems {
                    if !self.leaves(e, out) {
                        return false;
                    }
                }
            }
            C::Undef(_)
            | C::Null(_)
            | C::Func(..)
            | C::Global(..)
            | C::Gep { .. }
            | C::Cast { .. } => return false,
        }
        true
    }

    /// The `dense<...> : shape` attribute of aggregate `c` of type `ty`, if
    /// it has one (numbers only, in arrays ending in vectors or scalars).
    fn dense_attr(&self, c: &C, ty: Ty) -> Option<Dense> {
        let mut dims = Vec::new();
        let (et, vector) = self.dense_shape(ty, &mut dims)?;
        let total = dims.iter().try_fold(1u64, |a, d| a.checked_mul(*d))?;
        let mut leaves = Vec::new();
        let splat = if let C::Zero(_) = c {
            Some(if matches!(self.cx.types.get(et), Type::Int(_)) {
                Leaf::Int(0)
            } else {
                Leaf::Float(0)
            })
        } else {
            if !self.leaves(c, &mut leaves) || leaves.len() as u64 != total {
                return None;
            }
            leaves.iter().all(|l| *l == leaves[0]).then(|| leaves[0])
        };
        let et_ty = self.cx.types.get(et);
        let spell = |l: &Leaf| match *l {
            Leaf::Int(v) => int_text(v, et_ty),
            Leaf::Float(b) => float_text(b, et_ty),
        };
        let mut shape = String::from(if vector { "vector<" } else { "tensor<" });
        for d in &dims {
            let _ = write!(shape, "{d}x");
        }
        shape.push_str(&self.top(et));
        shape.push('>');
        let (spelled, lit) = match splat {
            Some(l) => (Vec::new(), spell(&l)),
            None => {
                let spelled: Vec<String> = leaves.iter().map(spell).collect();
                let mut s = String::new();
                nested_text(&spelled, &dims, &mut s);
                (spelled, s)
            }
        };
        Some(Dense {
            text: format!("dense<{lit}> : {shape}"),
            lit,
            spelled,
            dims,
            shape,
        })
    }

    /// The document of a dense attribute: breakable between elements.
    fn dense_doc(&self, d: &Dense) -> Doc<'a> {
        let lit = if d.spelled.is_empty() {
            self.text(d.lit.clone())
        } else {
            self.nested_doc(&d.spelled, &d.dims)
        };
        self.text("dense<")
            .append(lit)
            .append(format!("> : {}", d.shape))
    }

    /// Materializes aggregate `c` of type `ty` as one `dense` constant, if
    /// it can be.
    fn dense(&mut self, c: &C, ty: Ty) -> Option<u32> {
        let d = self.dense_attr(c, ty)?;
        let key = format!("llvm.mlir.constant({}) : {}", d.text, self.top(ty));
        if let Some(&n) = self.keys.get(&key) {
            return Some(n);
        }
        let n = self.fresh();
        let head = self
            .text("llvm.mlir.constant(")
            .append(self.dense_doc(&d))
            .append(")");
        let doc = self.op(n, head, Some(self.ty(ty)));
        self.consts.push(doc);
        self.keys.insert(key, n);
        Some(n)
    }

    /// `[[a, b], [c, d]]` as a document that can break between elements.
    fn nested_doc(&self, leaves: &[String], dims: &[u64]) -> Doc<'a> {
        let items: Vec<Doc<'a>> = if dims.len() == 1 {
            leaves.iter().map(|l| self.text(l.clone())).collect()
        } else {
            let step = leaves.len() / dims[0] as usize;
            leaves
                .chunks(step)
                .map(|ch| self.nested_doc(ch, &dims[1..]))
                .collect()
        };
        // Rows break all together, elements fill lines.
        self.text("[")
            .append(self.seq(items, dims.len() == 1).nest(4))
            .append("]")
            .group()
    }

    // ----- globals -----

    fn global(&mut self, g: GlobalRef) -> Doc<'a> {
        let gl = &self.cx.globals[g.index()];
        let types = self.cx.types;
        let mut head = String::from("llvm.mlir.global ");
        head.push_str(match (&gl.init, gl.linkage) {
            (None, Linkage::ExternWeak) => "extern_weak",
            (None, _) => "external",
            (Some(_), Linkage::External) => "external",
            (Some(_), l) => l.name(),
        });
        head.push(' ');
        if gl.constant {
            head.push_str("constant ");
        }
        head.push_str(&symbol(&gl.name));
        head.push('(');
        let scalar = is_scalar(types.get(gl.ty));
        let mut region = None;
        let mut dense = None;
        match &gl.init {
            None => {}
            Some(GConst::Int(v)) if matches!(types.get(gl.ty), Type::Int(_)) => {
                head.push_str(&int_text(*v, types.get(gl.ty)));
                if !matches!(types.get(gl.ty), Type::Int(1)) {
                    let _ = write!(head, " : {}", self.top(gl.ty));
                }
            }
            Some(GConst::Float(b)) if scalar => {
                let _ = write!(
                    head,
                    "{} : {}",
                    float_text(*b, types.get(gl.ty)),
                    self.top(gl.ty)
                );
            }
            Some(GConst::Zero) if scalar => match types.get(gl.ty) {
                Type::Int(1) => head.push_str("false"),
                Type::Int(_) => {
                    let _ = write!(head, "0 : {}", self.top(gl.ty));
                }
                t => {
                    let _ = write!(head, "{} : {}", float_text(0, t), self.top(gl.ty));
                }
            },
            Some(GConst::Bytes(b))
                if matches!(*types.get(gl.ty), Type::Array(n, e)
                    if n == b.len() as u64 && matches!(types.get(e), Type::Int(8))) =>
            {
                super::push_quoted(&mut head, b);
            }
            Some(c) => {
                let c = self.gconst(gl.ty, c);
                match self.dense_attr(&c, gl.ty) {
                    Some(d) => dense = Some(d),
                    None => region = Some(c),
                }
            }
        }
        let mut head = self.text(head);
        if let Some(d) = &dense {
            head = head.append(self.dense_doc(d));
        }
        let mut tail = String::from(")");
        let mut attrs = Vec::new();
        if gl.addr_space != 0 {
            attrs.push(format!("addr_space = {} : i32", gl.addr_space));
        }
        if gl.align != 0 {
            attrs.push(format!("alignment = {} : i64", gl.align));
        }
        if !attrs.is_empty() {
            let _ = write!(tail, " {{{}}}", attrs.join(", "));
        }
        let decl = self.op(NONE, head.append(tail), Some(self.ty(gl.ty)));
        let Some(c) = region else {
            return decl;
        };
        let n = self.mat(&c);
        let mut d = decl.append(" {");
        for op in std::mem::take(&mut self.consts) {
            d = d.append(self.piece(op));
        }
        let ret = self.op(
            NONE,
            self.text(format!("llvm.return {}", value_name(n))),
            Some(self.ty(gl.ty)),
        );
        d.append(self.piece(ret))
            .append(self.a.hardline())
            .append("}")
    }

    // ----- functions -----

    fn func(&mut self, f: &'a Func) -> Doc<'a> {
        let Type::Func {
            ret,
            ref params,
            vararg,
        } = *self.cx.types.get(f.ty)
        else {
            unreachable!("functions have function types")
        };
        let mut head = String::from("llvm.func ");
        let l = f.linkage.name();
        if !l.is_empty() {
            head.push_str(l);
            head.push(' ');
        }
        head.push_str(&symbol(&f.name));
        head.push('(');
        let mut items: Vec<Doc<'a>> = match self.body {
            None => params.iter().map(|p| self.ty(*p)).collect(),
            Some(body) => body
                .params
                .iter()
                .enumerate()
                .map(|(k, p)| self.text(format!("%arg{k}: ")).append(self.ty(body.ty(*p))))
                .collect(),
        };
        if vararg {
            items.push(self.text("..."));
        }
        let mut sig = self.text(head).append(self.list(items)).append(")").group();
        if !matches!(self.cx.types.get(ret), Type::Void) {
            let arrow = self.a.line().append("-> ").append(self.ty(ret));
            sig = sig.append(arrow.nest(4).group());
        }
        let sig = sig.group();
        let Some(body) = self.body else {
            return sig;
        };
        self.number(body);
        let mut d = sig.append(" {");
        // The entry block starts with the constants.
        let consts = std::mem::take(&mut self.consts);
        let mut ops: Vec<Doc<'a>> = consts.into_iter().map(|c| self.piece(c)).collect();
        for (k, blk) in body.layout().iter().enumerate() {
            let bi = blk.index();
            let b = &body.blocks[bi];
            if k > 0 {
                let args = b.args.get(&body.operands);
                let mut label = self.text(format!("^bb{bi}"));
                if !args.is_empty() {
                    let items = args
                        .iter()
                        .map(|a| self.val(*a).append(": ").append(self.ty(body.ty(*a))))
                        .collect();
                    label = label.append("(").append(self.list(items)).append(")");
                }
                d = d
                    .append(self.a.hardline())
                    .append(label.append(":").group());
            }
            let start = b.insts.start as usize;
            for (k, inst) in body.block_insts(b).iter().enumerate() {
                self.inst(body, bi, start + k, inst, &mut ops);
            }
            for op in ops.drain(..) {
                d = d.append(op);
            }
        }
        d.append(self.a.hardline()).append("}")
    }

    /// Numbers the parameters, the constants (materialized in first-use
    /// order), then block arguments and results in print order.
    fn number(&mut self, body: &'a Body) {
        for (k, p) in body.params.iter().enumerate() {
            self.slot[p.index()] = ARG | k as u32;
        }
        let layout = body.layout();
        for blk in layout.iter() {
            for inst in body.block_insts(&body.blocks[blk.index()]) {
                self.use_operands(body, inst);
            }
        }
        for blk in layout.iter() {
            let b = &body.blocks[blk.index()];
            for a in b.args.get(&body.operands) {
                self.slot[a.index()] = self.fresh();
            }
            let start = b.insts.start as usize;
            for (k, inst) in body.block_insts(b).iter().enumerate() {
                match &inst.kind {
                    InstKind::Switch { cases, .. } if self.switch_chain(body, inst) => {
                        self.extra.insert(start + k, self.next);
                        self.next += cases.len;
                    }
                    InstKind::Call {
                        callee: Callee::Indirect(_),
                        fn_ty,
                        ..
                    } if self.variadic(*fn_ty) => {
                        let n = self.fresh();
                        self.extra.insert(start + k, n);
                    }
                    _ => {}
                }
                if let Some(r) = inst.result {
                    self.slot[r.index()] = self.fresh();
                }
            }
        }
    }

    fn variadic(&self, fn_ty: Ty) -> bool {
        matches!(self.cx.types.get(fn_ty), Type::Func { vararg: true, .. })
    }

    /// Whether a switch must be spelled as a compare chain: MLIR 13's
    /// `llvm.switch` takes only an `i32`.
    fn switch_chain(&self, body: &Body, inst: &InstData) -> bool {
        match &inst.kind {
            InstKind::Switch { value, cases, .. } => {
                !cases.is_empty() && !matches!(self.cx.types.get(body.ty(*value)), Type::Int(32))
            }
            _ => false,
        }
    }

    /// Materializes the constant operands of `inst`, in print order (with
    /// the case values of a switch chain).
    fn use_operands(&mut self, body: &'a Body, inst: &InstData) {
        let ops = &body.operands;
        match &inst.kind {
            InstKind::Bin(_, a, b) | InstKind::ICmp(_, a, b) | InstKind::FCmp(_, a, b) => {
                self.use_value(*a);
                self.use_value(*b);
            }
            InstKind::FNeg(a)
            | InstKind::Cast(_, a)
            | InstKind::Load(a)
            | InstKind::VolatileLoad(a)
            | InstKind::ExtractValue(a, _)
            | InstKind::Alloca { count: a, .. } => self.use_value(*a),
            InstKind::Select(c, a, b) => {
                self.use_value(*c);
                self.use_value(*a);
                self.use_value(*b);
            }
            InstKind::Call { callee, args, .. } => {
                if let Callee::Indirect(v) = callee {
                    self.use_value(*v);
                }
                for a in args.get(ops) {
                    self.use_value(*a);
                }
            }
            InstKind::InsertValue(agg, v, _) => {
                self.use_value(*v);
                self.use_value(*agg);
            }
            InstKind::Store(v, p) | InstKind::VolatileStore(v, p) => {
                self.use_value(*v);
                self.use_value(*p);
            }
            InstKind::Gep { base, indices, .. } => {
                self.use_value(*base);
                for i in indices.get(ops) {
                    self.use_value(*i);
                }
            }
            InstKind::ExtractElement(v, i) => {
                self.use_value(*v);
                self.use_value(*i);
            }
            InstKind::InsertElement(v, e, i) => {
                self.use_value(*e);
                self.use_value(*v);
                self.use_value(*i);
            }
            InstKind::Shuffle(a, b, _) => {
                self.use_value(*a);
                self.use_value(*b);
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                self.use_value(*value);
                let chain = self.switch_chain(body, inst);
                if !chain {
                    for a in default.args.get(ops) {
                        self.use_value(*a);
                    }
                }
                let vt = body.ty(*value);
                for (c, s) in cases.get(&body.cases) {
                    if chain {
                        self.mat(&C::Int(vt, *c));
                    }
                    for a in s.args.get(ops) {
                        self.use_value(*a);
                    }
                }
                if chain {
                    for a in default.args.get(ops) {
                        self.use_value(*a);
                    }
                }
            }
            InstKind::Br(s) => {
                for a in s.args.get(ops) {
                    self.use_value(*a);
                }
            }
            InstKind::CondBr(c, t, e) => {
                self.use_value(*c);
                for a in t.args.get(ops).iter().chain(e.args.get(ops)) {
                    self.use_value(*a);
                }
            }
            InstKind::Ret(v) => {
                if let Some(v) = v {
                    self.use_value(*v);
                }
            }
            InstKind::Unreachable => {}
        }
    }

    /// `^bbN` or `^bbN(%a, %b : T, U)`.
    fn succ(&self, label: String, s: &Succ) -> Doc<'a> {
        let body = self.body();
        let args = s.args.get(&body.operands);
        let d = self.text(label);
        if args.is_empty() {
            return d;
        }
        d.append("(")
            .append(self.list(self.vals(args)))
            .append(" : ")
            .append(self.list(self.val_tys(args)))
            .append(")")
            .group()
    }

    fn label(b: Block) -> String {
        format!("^bb{}", b.0)
    }

    /// Prints one instruction (some become several ops) into `ops`; a
    /// switch chain also starts new blocks, which go into `ops` as labels.
    fn inst(
        &mut self,
        body: &'a Body,
        bi: usize,
        index: usize,
        inst: &InstData,
        ops: &mut Vec<Doc<'a>>,
    ) {
        let res = inst.result.map_or(NONE, |r| self.slot[r.index()]);
        let t = |v: Value| body.ty(v);
        let (head, trailer): (Doc<'a>, Option<Doc<'a>>) = match &inst.kind {
            InstKind::Bin(op, a, b) => (
                self.text(format!("llvm.{} ", op.name()))
                    .append(self.list(self.vals(&[*a, *b]))),
                Some(self.ty(t(*a))),
            ),
            InstKind::FNeg(a) => (
                self.text("llvm.fneg ").append(self.val(*a)),
                Some(self.ty(t(*a))),
            ),
            InstKind::ICmp(p, a, b) => (
                self.text(format!("llvm.icmp \"{}\" ", ICMP_NAMES[*p as usize]))
                    .append(self.list(self.vals(&[*a, *b]))),
                Some(self.ty(t(*a))),
            ),
            InstKind::FCmp(p, a, b) => {
                let name = match FPRED_NAMES[*p as usize] {
                    "false" => "_false",
                    "true" => "_true",
                    n => n,
                };
                (
                    self.text(format!("llvm.fcmp \"{name}\" "))
                        .append(self.list(self.vals(&[*a, *b]))),
                    Some(self.ty(t(*a))),
                )
            }
            InstKind::Select(c, a, b) => (
                self.text("llvm.select ")
                    .append(self.list(self.vals(&[*c, *a, *b]))),
                Some(self.list(self.val_tys(&[*c, *a]))),
            ),
            InstKind::Cast(op, a) => (
                self.text(format!("llvm.{} ", op.name()))
                    .append(self.val(*a)),
                Some(self.cast_types(t(*a), body.ty(inst.result.expect("casts have results")))),
            ),
            InstKind::Call {
                callee,
                args,
                fn_ty,
            } => {
                let args = args.get(&body.operands);
                let arg_tys = self.val_tys(args);
                let ret_doc = match inst.result {
                    Some(r) => self.ty(body.ty(r)),
                    None => self.text("()"),
                };
                let callee_doc = match callee {
                    Callee::Direct(f) => self.text(symbol(&self.cx.funcs[f.index()].name)),
                    Callee::Indirect(v) if self.variadic(*fn_ty) => {
                        // MLIR 13 infers the callee's type from the
                        // arguments: call a non-variadic view of it.
                        let n = self.extra[&index];
                        let ret = inst
                            .result
                            .map_or(Cow::Borrowed("void"), |r| self.inner(body.ty(r)));
                        let ps: Vec<Cow<str>> =
                            args.iter().map(|a| self.inner(body.ty(*a))).collect();
                        let to = format!("!llvm.ptr<func<{ret} ({})>>", ps.join(", "));
                        let cast = self.op(
                            n,
                            self.text("llvm.bitcast ").append(self.val(*v)),
                            Some(
                                self.ty(t(*v))
                                    .append(self.a.line())
                                    .append("to ")
                                    .append(to)
                                    .group(),
                            ),
                        );
                        ops.push(self.piece(cast));
                        self.text(value_name(n))
                    }
                    Callee::Indirect(v) => self.val(*v),
                };
                (
                    self.text("llvm.call ")
                        .append(callee_doc)
                        .append("(")
                        .append(self.list(self.vals(args)))
                        .append(")"),
                    Some(
                        self.text("(")
                            .append(self.list(arg_tys))
                            .append(") -> ")
                            .append(ret_doc),
                    ),
                )
            }
            InstKind::ExtractValue(agg, idx) => (
                self.text("llvm.extractvalue ")
                    .append(self.val(*agg))
                    .append(positions(idx.get(&body.indices))),
                Some(self.ty(t(*agg))),
            ),
            InstKind::InsertValue(agg, v, idx) => (
                self.text("llvm.insertvalue ")
                    .append(self.list(self.vals(&[*v, *agg])))
                    .append(positions(idx.get(&body.indices))),
                Some(self.ty(t(*agg))),
            ),
            InstKind::Alloca { elem, count, align } => {
                let mut h = self
                    .text("llvm.alloca ")
                    .append(self.val(*count))
                    .append(" x ")
                    .append(self.ty(*elem));
                if *align > 0 {
                    h = h.append(format!(" {{alignment = {align} : i64}}"));
                }
                let r = inst.result.expect("allocas have results");
                (
                    h,
                    Some(
                        self.text("(")
                            .append(self.ty(t(*count)))
                            .append(") -> ")
                            .append(self.ty(body.ty(r))),
                    ),
                )
            }
            InstKind::Load(p) | InstKind::VolatileLoad(p) => {
                let volatile = matches!(inst.kind, InstKind::VolatileLoad(_));
                (
                    self.text(if volatile {
                        "llvm.load volatile "
                    } else {
                        "llvm.load "
                    })
                    .append(self.val(*p)),
                    Some(self.ty(t(*p))),
                )
            }
            InstKind::Store(v, p) | InstKind::VolatileStore(v, p) => {
                let volatile = matches!(inst.kind, InstKind::VolatileStore(..));
                (
                    self.text(if volatile {
                        "llvm.store volatile "
                    } else {
                        "llvm.store "
                    })
                    .append(self.list(self.vals(&[*v, *p]))),
                    Some(self.ty(t(*p))),
                )
            }
            InstKind::Gep { base, indices, .. } => {
                let idx = indices.get(&body.operands);
                let mut tys = vec![self.ty(t(*base))];
                tys.extend(self.val_tys(idx));
                let r = inst.result.expect("geps have results");
                (
                    self.text("llvm.getelementptr ")
                        .append(self.val(*base))
                        .append("[")
                        .append(self.list(self.vals(idx)))
                        .append("]"),
                    Some(
                        self.text("(")
                            .append(self.list(tys))
                            .append(") -> ")
                            .append(self.ty(body.ty(r))),
                    ),
                )
            }
            InstKind::ExtractElement(v, i) => (
                self.text("llvm.extractelement ")
                    .append(self.val(*v))
                    .append("[")
                    .append(self.val(*i))
                    .append(" : ")
                    .append(self.ty(t(*i)))
                    .append("]"),
                Some(self.ty(t(*v))),
            ),
            InstKind::InsertElement(v, e, i) => (
                self.text("llvm.insertelement ")
                    .append(self.list(self.vals(&[*e, *v])))
                    .append("[")
                    .append(self.val(*i))
                    .append(" : ")
                    .append(self.ty(t(*i)))
                    .append("]"),
                Some(self.ty(t(*v))),
            ),
            InstKind::Shuffle(a, b, mask) => {
                let m: Vec<Doc<'a>> = mask
                    .get(&body.indices)
                    .iter()
                    .map(|x| {
                        self.text(if *x == u32::MAX {
                            "-1 : i32".to_string()
                        } else {
                            format!("{x} : i32")
                        })
                    })
                    .collect();
                (
                    self.text("llvm.shufflevector ")
                        .append(self.list(self.vals(&[*a, *b])))
                        .append(" [")
                        .append(self.list(m))
                        .append("]"),
                    Some(self.list(self.val_tys(&[*a, *b]))),
                )
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                let cases = cases.get(&body.cases);
                if cases.is_empty() {
                    // MLIR 13 cannot translate a switch without cases.
                    (
                        self.text("llvm.br ")
                            .append(self.succ(Self::label(default.block), default)),
                        None,
                    )
                } else if self.switch_chain(body, inst) {
                    self.switch_chain_ops(body, bi, index, *value, default, cases, ops);
                    return;
                } else {
                    let mut d = self
                        .text("llvm.switch ")
                        .append(self.val(*value))
                        .append(", ")
                        .append(self.succ(Self::label(default.block), default))
                        .append(" [");
                    for (k, (c, s)) in cases.iter().enumerate() {
                        let mut case = self
                            .text(format!("{c}: "))
                            .append(self.succ(Self::label(s.block), s));
                        if k + 1 < cases.len() {
                            case = case.append(",");
                        }
                        d = d.append(self.a.hardline().append(case).nest(2));
                    }
                    (d.append(self.a.hardline()).append("]"), None)
                }
            }
            InstKind::Br(s) => (
                self.text("llvm.br ")
                    .append(self.succ(Self::label(s.block), s)),
                None,
            ),
            InstKind::CondBr(c, s1, s2) => (
                self.text("llvm.cond_br ").append(self.list(vec![
                    self.val(*c),
                    self.succ(Self::label(s1.block), s1),
                    self.succ(Self::label(s2.block), s2),
                ])),
                None,
            ),
            InstKind::Ret(Some(v)) => (
                self.text("llvm.return ").append(self.val(*v)),
                Some(self.ty(t(*v))),
            ),
            InstKind::Ret(None) => (self.text("llvm.return"), None),
            InstKind::Unreachable => (self.text("llvm.unreachable"), None),
        };
        let op = self.op(res, head, trailer);
        ops.push(self.piece(op));
    }

    /// A switch on a non-`i32` value: one `llvm.icmp "eq"` and
    /// `llvm.cond_br` per case, each after the first in a new block
    /// `^bbN_K`; the last falls through to the default.
    #[allow(clippy::too_many_arguments)]
    fn switch_chain_ops(
        &mut self,
        body: &'a Body,
        bi: usize,
        index: usize,
        value: Value,
        default: &Succ,
        cases: &[(i128, Succ)],
        ops: &mut Vec<Doc<'a>>,
    ) {
        let vt = body.ty(value);
        let base = self.extra[&index];
        for (k, (c, s)) in cases.iter().enumerate() {
            if k > 0 {
                ops.push(self.a.hardline().append(format!("^bb{bi}_{k}:")));
            }
            let cn = self.mat(&C::Int(vt, *c));
            let n = base + k as u32;
            let cmp = self.op(
                n,
                self.text("llvm.icmp \"eq\" ")
                    .append(self.list(vec![self.val(value), self.text(value_name(cn))])),
                Some(self.ty(vt)),
            );
            ops.push(self.piece(cmp));
            let next = if k + 1 < cases.len() {
                self.text(format!("^bb{bi}_{}", k + 1))
            } else {
                self.succ(Self::label(default.block), default)
            };
            let br = self.op(
                NONE,
                self.text("llvm.cond_br ").append(self.list(vec![
                    self.text(value_name(n)),
                    self.succ(Self::label(s.block), s),
                    next,
                ])),
                None,
            );
            ops.push(self.piece(br));
        }
    }
}

/// `[0, 1]`: the positions of `llvm.extractvalue` / `llvm.insertvalue`.
fn positions(idx: &[u32]) -> String {
    let mut s = String::from("[");
    for (k, i) in idx.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{i}");
    }
    s.push(']');
    s
}

/// `[[a, b], [c, d]]` (for the key of a dense constant).
fn nested_text(leaves: &[String], dims: &[u64], s: &mut String) {
    s.push('[');
    if dims.len() == 1 {
        s.push_str(&leaves.join(", "));
    } else {
        let step = leaves.len() / dims[0] as usize;
        for (k, ch) in leaves.chunks(step).enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            nested_text(ch, &dims[1..], s);
        }
    }
    s.push(']');
}

#[cfg(test)]
mod tests {
    //! Modules built by hand, covering what the goldens do not (globals,
    //! switches, variadic calls, odd constants), written with both writers.
    //! Where MLIR 13 and clang are installed, the MLIR text must parse and
    //! translate, and the program must print what the `.ll` writer's does.

    use super::*;
    use std::process::Command;

    /// A module under construction.
    struct M {
        t: Types,
        funcs: Vec<Func>,
        globals: Vec<Global>,
    }

    impl M {
        fn new() -> M {
            M {
                t: Types::new(),
                funcs: Vec::new(),
                globals: Vec::new(),
            }
        }
        fn fn_ty(&mut self, ret: Ty, params: &[Ty], vararg: bool) -> Ty {
            self.t.intern(Type::Func {
                ret,
                params: params.into(),
                vararg,
            })
        }
        fn declare(&mut self, name: &str, ty: Ty) -> FuncRef {
            self.funcs.push(Func {
                name: name.into(),
                ty,
                linkage: Linkage::External,
                body: None,
            });
            FuncRef::new(self.funcs.len() - 1)
        }
        fn global(&mut self, name: &str, ty: Ty, init: Option<GConst>) -> GlobalRef {
            self.globals.push(Global {
                name: name.into(),
                ty,
                linkage: Linkage::Internal,
                constant: false,
                init,
                align: 0,
                addr_space: 0,
            });
            GlobalRef::new(self.globals.len() - 1)
        }
        fn cx(&self) -> Ctx<'_> {
            Ctx {
                types: &self.t,
                funcs: &self.funcs,
                globals: &self.globals,
            }
        }
        fn mlir(&self) -> String {
            let mut w = Writer::default();
            w.header();
            for g in 0..self.globals.len() {
                w.global(self.cx(), GlobalRef::new(g));
            }
            for (k, f) in self.funcs.iter().enumerate() {
                w.func(self.cx(), FuncRef::new(k), f.body.as_ref());
            }
            w.footer();
            w.out
        }
    }

    /// A function body under construction.
    struct B {
        b: Body,
        void: Ty,
    }

    impl B {
        fn new(m: &M, params: &[Ty]) -> B {
            let mut b = Body::default();
            for (k, p) in params.iter().enumerate() {
                let v = b.value(*p, ValueKind::Param(k as u32));
                b.params.push(v);
            }
            let entry = b.new_block();
            b.start_block(entry);
            B { b, void: m.t.void }
        }
        fn int(&mut self, ty: Ty, v: i128) -> Value {
            self.b.value(ty, ValueKind::ConstInt(v))
        }
        fn float(&mut self, ty: Ty, bits: u64) -> Value {
            self.b.value(ty, ValueKind::ConstFloat(bits))
        }
        fn agg(&mut self, ty: Ty, elems: &[Value]) -> Value {
            let l = self.b.list(elems);
            self.b.value(ty, ValueKind::ConstAgg(l))
        }
        fn op(&mut self, kind: InstKind, ty: Ty) -> Value {
            self.b.push(kind, ty, self.void).expect("op has a result")
        }
        fn op0(&mut self, kind: InstKind) {
            let void = self.void;
            self.b.push(kind, void, void);
        }
        fn block(&mut self, args: &[Ty]) -> (Block, Vec<Value>) {
            let blk = self.b.new_block();
            let vals: Vec<Value> = args
                .iter()
                .enumerate()
                .map(|(k, t)| self.b.value(*t, ValueKind::BlockArg(blk, k as u32)))
                .collect();
            let l = self.b.list(&vals);
            self.b.blocks[blk.index()].args = l;
            (blk, vals)
        }
        fn succ(&mut self, block: Block, args: &[Value]) -> Succ {
            let args = self.b.list(args);
            Succ { block, args }
        }
        fn call(&mut self, m: &M, f: FuncRef, args: &[Value]) -> Option<Value> {
            let fn_ty = m.funcs[f.index()].ty;
            let Type::Func { ret, .. } = *m.t.get(fn_ty) else {
                unreachable!()
            };
            let args = self.b.list(args);
            let kind = InstKind::Call {
                callee: Callee::Direct(f),
                args,
                fn_ty,
            };
            self.b.push(kind, ret, self.void)
        }
        fn define(self, m: &mut M, name: &str, ty: Ty) -> FuncRef {
            m.funcs.push(Func {
                name: name.into(),
                ty,
                linkage: Linkage::External,
                body: Some(self.b),
            });
            FuncRef::new(m.funcs.len() - 1)
        }
    }

    fn tool(name: &str) -> Option<std::path::PathBuf> {
        which::which(name).ok()
    }

    /// Checks that MLIR 13 parses and translates `text`; returns the `.ll`
    /// it translates to (`None` when MLIR 13 is not installed).
    fn translate(text: &str, dir: &std::path::Path) -> Option<std::path::PathBuf> {
        let opt = tool("mlir-opt-13")?;
        let tr = tool("mlir-translate-13")?;
        let src = dir.join("m.mlir");
        std::fs::write(&src, text).unwrap();
        let out = Command::new(opt)
            .arg(&src)
            .arg("-o")
            .arg("/dev/null")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "mlir-opt-13 rejects:\n{}\n{text}",
            String::from_utf8_lossy(&out.stderr)
        );
        let ll = dir.join("m.ll");
        let out = Command::new(tr)
            .arg("--mlir-to-llvmir")
            .arg(&src)
            .arg("-o")
            .arg(&ll)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "mlir-translate-13 rejects:\n{}\n{text}",
            String::from_utf8_lossy(&out.stderr)
        );
        Some(ll)
    }

    /// Builds `ll` with clang and runs it; returns its stdout.
    fn run(ll: &std::path::Path, dir: &std::path::Path, name: &str) -> Option<String> {
        let clang = tool("clang")?;
        let exe = dir.join(name);
        let out = Command::new(clang)
            .arg("-Wno-override-module")
            .arg(ll)
            .arg("-o")
            .arg(&exe)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "clang rejects {}:\n{}",
            ll.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let out = Command::new(&exe).output().unwrap();
        assert!(out.status.success(), "{name} failed");
        Some(String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// A program using globals, switches, vectors, aggregates and calls of
    /// every kind; it prints its results with `printf`.
    fn program() -> M {
        let mut m = M::new();
        let (i1, i8, i32, i64) = (m.t.i1, m.t.i8, m.t.i32, m.t.i64);
        let f32t = m.t.intern(Type::Float);
        let f64t = m.t.intern(Type::Double);
        let i3 = m.t.int(3);
        let i8p = m.t.ptr(i8);
        let i64p = m.t.ptr(i64);
        let f64p = m.t.ptr(f64t);
        let printf_ty = m.fn_ty(i32, &[i8p], true);
        let printf = m.declare("printf", printf_ty);
        let twice_ty = m.fn_ty(i32, &[i32], false);
        let twice_p = m.t.ptr(twice_ty);

        // Globals.
        let fmt_ty = m.t.intern(Type::Array(6, i8));
        let fmt_i = m.global("fmt.i", fmt_ty, Some(GConst::Bytes(b"%lld\n\0".to_vec())));
        m.globals[fmt_i.index()].constant = true;
        let fmtf_ty = m.t.intern(Type::Array(4, i8));
        let fmt_f = m.global("fmt f", fmtf_ty, Some(GConst::Bytes(b"%g\n\0".to_vec())));
        m.globals[fmt_f.index()].linkage = Linkage::Private;
        let counter = m.global("counter", i64, Some(GConst::Int(7)));
        m.globals[counter.index()].align = 8;
        let pair_ty = m.t.intern(Type::Struct(vec![i32, f64t].into()));
        let pair = m.global(
            "pair",
            pair_ty,
            Some(GConst::Agg(vec![
                GConst::Int(3),
                GConst::Float(2.5f64.to_bits()),
            ])),
        );
        let zeros_ty = m.t.intern(Type::Array(4, i32));
        let zeros = m.global("zeros", zeros_ty, Some(GConst::Zero));
        let table_ty = m.t.intern(Type::Array(3, i64));
        let table = m.global(
            "table",
            table_ty,
            Some(GConst::Agg(vec![
                GConst::Int(1),
                GConst::Int(-2),
                GConst::Int(3),
            ])),
        );
        let ptrs_ty = m.t.intern(Type::Struct(vec![i64p, twice_p, i8p].into()));
        let fz = m.global("fz", f64t, Some(GConst::Zero));
        let zst_ty = m.t.intern(Type::Struct(vec![i32, zeros_ty, i8p].into()));
        let zst = m.global("zst", zst_ty, Some(GConst::Zero));
        let flag = m.global("flag", i1, Some(GConst::Int(-1)));

        // i32 @twice(i32)
        let mut b = B::new(&m, &[i32]);
        let x = b.b.params[0];
        let r = b.op(InstKind::Bin(BinOp::Add, x, x), i32);
        b.op0(InstKind::Ret(Some(r)));
        let twice = b.define(&mut m, "twice", twice_ty);
        m.funcs[twice.index()].linkage = Linkage::Internal;
        let ptrs = m.global(
            "ptrs",
            ptrs_ty,
            Some(GConst::Agg(vec![
                GConst::GlobalAddr(counter),
                GConst::FuncAddr(twice),
                GConst::Null,
            ])),
        );

        // i64 @classify(i64): a switch on i64 (a compare chain in MLIR 13).
        let cl_ty = m.fn_ty(i64, &[i64], false);
        let mut b = B::new(&m, &[i64]);
        let v = b.b.params[0];
        let (one, one_args) = b.block(&[i64]);
        let (big, _) = b.block(&[]);
        let (def, def_args) = b.block(&[i64]);
        let c10 = b.int(i64, 10);
        let c20 = b.int(i64, 20);
        let default = b.succ(def, &[v]);
        let s1 = b.succ(one, &[c10]);
        let s2 = b.succ(one, &[c20]);
        let s3 = b.succ(big, &[]);
        let start = b.b.cases.len();
        b.b.cases.extend([(1, s1), (5_000_000_000, s2), (-3, s3)]);
        let cases = crate::entity::List::since(&b.b.cases, start);
        b.op0(InstKind::Switch {
            value: v,
            default,
            cases,
        });
        b.b.start_block(one);
        b.op0(InstKind::Ret(Some(one_args[0])));
        b.b.start_block(big);
        let c30 = b.int(i64, 30);
        b.op0(InstKind::Ret(Some(c30)));
        b.b.start_block(def);
        let c100 = b.int(i64, 100);
        let r = b.op(InstKind::Bin(BinOp::Mul, def_args[0], c100), i64);
        b.op0(InstKind::Ret(Some(r)));
        let classify = b.define(&mut m, "classify", cl_ty);

        // i32 @sw32(i32): an i32 switch; i32 @sw_empty(i32): no cases.
        let mut b = B::new(&m, &[i32]);
        let v = b.b.params[0];
        let (a, a_args) = b.block(&[i32]);
        let (bb, _) = b.block(&[]);
        let (d, _) = b.block(&[]);
        let k1 = b.int(i32, 1);
        let k2 = b.int(i32, 2);
        let default = b.succ(d, &[]);
        let s1 = b.succ(a, &[k1]);
        let s2 = b.succ(a, &[k2]);
        let s3 = b.succ(bb, &[]);
        let start = b.b.cases.len();
        b.b.cases.extend([(0, s1), (7, s2), (-1, s3)]);
        let cases = crate::entity::List::since(&b.b.cases, start);
        b.op0(InstKind::Switch {
            value: v,
            default,
            cases,
        });
        b.b.start_block(a);
        b.op0(InstKind::Ret(Some(a_args[0])));
        b.b.start_block(bb);
        let k3 = b.int(i32, 3);
        b.op0(InstKind::Ret(Some(k3)));
        b.b.start_block(d);
        let k4 = b.int(i32, 4);
        b.op0(InstKind::Ret(Some(k4)));
        let sw32 = b.define(&mut m, "sw32", twice_ty);

        let mut b = B::new(&m, &[i32]);
        let v = b.b.params[0];
        let (d, d_args) = b.block(&[i32]);
        let default = b.succ(d, &[v]);
        b.op0(InstKind::Switch {
            value: v,
            default,
            cases: crate::entity::List::EMPTY,
        });
        b.b.start_block(d);
        b.op0(InstKind::Ret(Some(d_args[0])));
        let sw_empty = b.define(&mut m, "sw_empty", twice_ty);

        // void @pi(i64), void @pf(double): print through printf.
        let void = m.t.void;
        let pi_ty = m.fn_ty(void, &[i64], false);
        let pf_ty = m.fn_ty(void, &[f64t], false);
        let fmt_p = m.t.ptr(fmt_ty);
        let fmtf_p = m.t.ptr(fmtf_ty);
        let pr = |m: &mut M, name: &str, fty: Ty, g: GlobalRef, gp: Ty, gt: Ty| {
            let arg = m.t.get(fty).clone();
            let Type::Func { params, .. } = arg else {
                unreachable!()
            };
            let mut b = B::new(m, &params);
            let x = b.b.params[0];
            let base = b.b.value(gp, ValueKind::GlobalAddr(g));
            let z = b.int(i64, 0);
            let indices = b.b.list(&[z, z]);
            let p = b.op(
                InstKind::Gep {
                    elem: gt,
                    base,
                    indices,
                },
                i8p,
            );
            b.call(m, printf, &[p, x]);
            b.op0(InstKind::Ret(None));
            b.define(m, name, fty)
        };
        let pi = pr(&mut m, "pi", pi_ty, fmt_i, fmt_p, fmt_ty);
        let pf = pr(&mut m, "pf", pf_ty, fmt_f, fmtf_p, fmtf_ty);

        // i32 @main()
        let main_ty = m.fn_ty(i32, &[], false);
        let mut b = B::new(&m, &[]);
        let show = |b: &mut B, m: &M, v: Value| {
            let t = b.b.ty(v);
            let v = match m.t.get(t) {
                Type::Int(64) => v,
                Type::Int(_) => b.op(InstKind::Cast(CastOp::SExt, v), i64),
                Type::Float => {
                    let d = b.op(InstKind::Cast(CastOp::FPExt, v), f64t);
                    b.call(m, pf, &[d]);
                    return;
                }
                _ => {
                    b.call(m, pf, &[v]);
                    return;
                }
            };
            b.call(m, pi, &[v]);
        };
        for c in [1i128, 5_000_000_000, -3, 4] {
            let k = b.int(i64, c);
            let r = b.call(&m, classify, &[k]).unwrap();
            show(&mut b, &m, r);
        }
        for c in [0i128, 7, -1, 5] {
            let k = b.int(i32, c);
            let r = b.call(&m, sw32, &[k]).unwrap();
            show(&mut b, &m, r);
        }
        let k = b.int(i32, 9);
        let r = b.call(&m, sw_empty, &[k]).unwrap();
        show(&mut b, &m, r);
        // Globals.
        let p = b.b.value(i64p, ValueKind::GlobalAddr(counter));
        let r = b.op(InstKind::Load(p), i64);
        show(&mut b, &m, r);
        let pair_p = m.t.ptr(pair_ty);
        let p = b.b.value(pair_p, ValueKind::GlobalAddr(pair));
        let z = b.int(i64, 0);
        let one32 = b.int(i32, 1);
        let indices = b.b.list(&[z, one32]);
        let q = b.op(
            InstKind::Gep {
                elem: pair_ty,
                base: p,
                indices,
            },
            f64p,
        );
        let r = b.op(InstKind::Load(q), f64t);
        show(&mut b, &m, r);
        for (g, gt, idx, et) in [(zeros, zeros_ty, 2, i32), (table, table_ty, 1, i64)] {
            let gp = m.t.ptr(gt);
            let ep = m.t.ptr(et);
            let p = b.b.value(gp, ValueKind::GlobalAddr(g));
            let z = b.int(i64, 0);
            let k = b.int(i64, idx);
            let indices = b.b.list(&[z, k]);
            let q = b.op(
                InstKind::Gep {
                    elem: gt,
                    base: p,
                    indices,
                },
                ep,
            );
            let r = b.op(InstKind::Load(q), et);
            show(&mut b, &m, r);
        }
        let ptrs_p = m.t.ptr(ptrs_ty);
        let p = b.b.value(ptrs_p, ValueKind::GlobalAddr(ptrs));
        let s = b.op(InstKind::Load(p), ptrs_ty);
        let idx = b.b.index_list(&[1]);
        let fp = b.op(InstKind::ExtractValue(s, idx), twice_p);
        let k = b.int(i32, 21);
        let args = b.b.list(&[k]);
        let r = b.op(
            InstKind::Call {
                callee: Callee::Indirect(fp),
                args,
                fn_ty: twice_ty,
            },
            i32,
        );
        show(&mut b, &m, r);
        let idx = b.b.index_list(&[0]);
        let cp = b.op(InstKind::ExtractValue(s, idx), i64p);
        let r = b.op(InstKind::Load(cp), i64);
        show(&mut b, &m, r);
        let fzp = m.t.ptr(f64t);
        let p = b.b.value(fzp, ValueKind::GlobalAddr(fz));
        let r = b.op(InstKind::Load(p), f64t);
        show(&mut b, &m, r);
        let zst_p = m.t.ptr(zst_ty);
        let p = b.b.value(zst_p, ValueKind::GlobalAddr(zst));
        let s = b.op(InstKind::Load(p), zst_ty);
        let idx = b.b.index_list(&[1, 3]);
        let r = b.op(InstKind::ExtractValue(s, idx), i32);
        show(&mut b, &m, r);
        let i1p = m.t.ptr(i1);
        let p = b.b.value(i1p, ValueKind::GlobalAddr(flag));
        let r = b.op(InstKind::Load(p), i1);
        let r = b.op(InstKind::Cast(CastOp::ZExt, r), i64);
        show(&mut b, &m, r);
        // Floats: NaN, infinities, -0, inexact decimals.
        let nan = b.float(f64t, f64::NAN.to_bits());
        let one_f = b.float(f64t, 1.0f64.to_bits());
        for p in [0u8, 15, 4, 14] {
            let r = b.op(InstKind::FCmp(p, nan, one_f), i1);
            let r = b.op(InstKind::Cast(CastOp::ZExt, r), i64);
            show(&mut b, &m, r);
        }
        let inf = b.float(f32t, f32::INFINITY.to_bits() as u64);
        let mz = b.float(f32t, (-0.0f32).to_bits() as u64);
        let tenth = b.float(f32t, 0.1f32.to_bits() as u64);
        let r = b.op(InstKind::Bin(BinOp::FAdd, inf, tenth), f32t);
        show(&mut b, &m, r);
        let r = b.op(InstKind::FNeg(mz), f32t);
        show(&mut b, &m, r);
        show(&mut b, &m, mz);
        show(&mut b, &m, tenth);
        let third = b.float(f64t, (1.0f64 / 3.0).to_bits());
        let big = b.float(f64t, 1e300f64.to_bits());
        let tiny = b.float(f64t, 5e-324f64.to_bits());
        for v in [third, big, tiny] {
            let r = b.op(InstKind::Bin(BinOp::FMul, v, third), f64t);
            show(&mut b, &m, r);
        }
        // Integers: i1, odd widths, select, casts.
        let t = b.int(i1, -1);
        let f = b.int(i1, 0);
        let k13 = b.int(i64, 13);
        let r = b.op(InstKind::Cast(CastOp::Trunc, k13), i3);
        show(&mut b, &m, r);
        let m3 = b.int(i3, -3);
        let r = b.op(InstKind::Bin(BinOp::Add, m3, m3), i3);
        show(&mut b, &m, r);
        let a7 = b.int(i64, 7);
        let a8 = b.int(i64, 8);
        let r = b.op(InstKind::Select(t, a7, a8), i64);
        show(&mut b, &m, r);
        let r = b.op(InstKind::Select(f, a7, a8), i64);
        show(&mut b, &m, r);
        let r = b.op(InstKind::Cast(CastOp::SIToFP, m3), f64t);
        show(&mut b, &m, r);
        // Vectors: dense constants, a constant with undef lanes,
        // insertelement, shufflevector (with an undef lane), n-D constants.
        let v4 = m.t.intern(Type::Vector(4, f32t));
        let lanes: Vec<Value> = [1.5f32, 2.0, -3.25, 4.0]
            .iter()
            .map(|x| b.float(f32t, x.to_bits() as u64))
            .collect();
        let vc = b.agg(v4, &lanes);
        let u = b.b.value(f32t, ValueKind::Undef);
        let l5 = b.float(f32t, 5.0f32.to_bits() as u64);
        let vu = b.agg(v4, &[l5, u, l5, u]);
        let k2 = b.int(i32, 2);
        let l9 = b.float(f32t, 9.0f32.to_bits() as u64);
        let vi = b.op(InstKind::InsertElement(vc, l9, k2), v4);
        let mask = b.b.index_list(&[3, 6, u32::MAX, 0]);
        let sh = b.op(InstKind::Shuffle(vi, vu, mask), v4);
        for lane in [0i128, 1, 3] {
            let k = b.int(i32, lane);
            let r = b.op(InstKind::ExtractElement(sh, k), f32t);
            show(&mut b, &m, r);
        }
        let v2 = m.t.intern(Type::Vector(2, i32));
        let a2 = m.t.intern(Type::Array(2, v2));
        let e: Vec<Value> = [1i128, 2, 3, 4].iter().map(|x| b.int(i32, *x)).collect();
        let r0 = b.agg(v2, &e[..2]);
        let r1 = b.agg(v2, &e[2..]);
        let nd = b.agg(a2, &[r0, r1]);
        let idx = b.b.index_list(&[1]);
        let row = b.op(InstKind::ExtractValue(nd, idx), v2);
        let k0 = b.int(i64, 0);
        let r = b.op(InstKind::ExtractElement(row, k0), i32);
        show(&mut b, &m, r);
        let bv = m.t.intern(Type::Vector(4, i1));
        let bl: Vec<Value> = [1i128, 0, 0, 1].iter().map(|x| b.int(i1, *x)).collect();
        let bvc = b.agg(bv, &bl);
        let k3 = b.int(i32, 3);
        let r = b.op(InstKind::ExtractElement(bvc, k3), i1);
        let r = b.op(InstKind::Cast(CastOp::ZExt, r), i64);
        show(&mut b, &m, r);
        // A struct constant (complex number) and insertvalue.
        let cplx = m.t.intern(Type::Struct(vec![f64t, f64t].into()));
        let re = b.float(f64t, 0.5f64.to_bits());
        let im = b.float(f64t, (-1.25f64).to_bits());
        let c = b.agg(cplx, &[re, im]);
        let idx = b.b.index_list(&[1]);
        let r = b.op(InstKind::ExtractValue(c, idx), f64t);
        show(&mut b, &m, r);
        let idx = b.b.index_list(&[0]);
        let c2 = b.op(InstKind::InsertValue(c, im, idx), cplx);
        let idx = b.b.index_list(&[0]);
        let r = b.op(InstKind::ExtractValue(c2, idx), f64t);
        show(&mut b, &m, r);
        // alloca, store, gep, load.
        let two = b.int(i64, 2);
        let buf = b.op(
            InstKind::Alloca {
                elem: i64,
                count: two,
                align: 16,
            },
            i64p,
        );
        let k1 = b.int(i64, 1);
        let indices = b.b.list(&[k1]);
        let q = b.op(
            InstKind::Gep {
                elem: i64,
                base: buf,
                indices,
            },
            i64p,
        );
        let k = b.int(i64, -77);
        b.op0(InstKind::Store(k, q));
        let r = b.op(InstKind::Load(q), i64);
        show(&mut b, &m, r);
        // printf called through a pointer (integer arguments only).
        let printf_p = m.t.ptr(printf_ty);
        let fp = b.b.value(printf_p, ValueKind::FuncAddr(printf));
        let fmt_p = m.t.ptr(fmt_ty);
        let g = b.b.value(fmt_p, ValueKind::GlobalAddr(fmt_i));
        let fmt = b.op(InstKind::Cast(CastOp::Bitcast, g), i8p);
        let k = b.int(i64, 42);
        let args = b.b.list(&[fmt, k]);
        b.op(
            InstKind::Call {
                callee: Callee::Indirect(fp),
                args,
                fn_ty: printf_ty,
            },
            i32,
        );
        // cond_br to one block with different arguments; a dead block.
        let (join, join_args) = b.block(&[i64]);
        let (dead, _) = b.block(&[]);
        let (exit, _) = b.block(&[]);
        let k5 = b.int(i64, 5);
        let k6 = b.int(i64, 6);
        let s1 = b.succ(join, &[k5]);
        let s2 = b.succ(join, &[k6]);
        b.op0(InstKind::CondBr(f, s1, s2));
        b.b.start_block(join);
        show(&mut b, &m, join_args[0]);
        let s1 = b.succ(dead, &[]);
        let s2 = b.succ(exit, &[]);
        b.op0(InstKind::CondBr(f, s1, s2));
        b.b.start_block(dead);
        b.op0(InstKind::Unreachable);
        b.b.start_block(exit);
        let z32 = b.int(i32, 0);
        b.op0(InstKind::Ret(Some(z32)));
        b.define(&mut m, "main", main_ty);
        m
    }

    #[test]
    fn program_text() {
        let text = program().mlir();
        for want in [
            "llvm.mlir.global internal constant @fmt.i(\"%lld\\0A\\00\") : !llvm.array<6 x i8>",
            "llvm.mlir.global private @\"fmt f\"(\"%g\\0A\\00\") : !llvm.array<4 x i8>",
            "llvm.mlir.global internal @counter(7 : i64) {alignment = 8 : i64} : i64",
            "llvm.mlir.global internal @zeros(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>",
            "llvm.mlir.global internal @table(dense<[1, -2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>",
            "llvm.mlir.global internal @fz(0.0 : f64) : f64",
            "    %1 = llvm.mlir.constant(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>",
            "llvm.mlir.global internal @flag(true) : i1",
            "llvm.func internal @twice(%arg0: i32) -> i32 {",
            "llvm.func @printf(!llvm.ptr<i8>, ...) -> i32",
            "llvm.switch %arg0, ^bb3 [",
            "llvm.icmp \"eq\" %arg0, %",
            "^bb0_1:",
            "llvm.fcmp \"_false\"",
            "llvm.fcmp \"_true\"",
            "llvm.mlir.constant(0x7FF8000000000000 : f64) : f64",
            "llvm.mlir.constant(0x7F800000 : f32) : f32",
            "llvm.mlir.constant(-0.0 : f32) : f32",
            "llvm.mlir.constant(0.10000000149011612 : f32) : f32",
            "llvm.mlir.constant(5.0e-324 : f64) : f64",
            "llvm.mlir.constant(-3 : i3) : i3",
            "llvm.mlir.constant(true) : i1",
            "llvm.mlir.constant(dense<[1.5, 2.0, -3.25, 4.0]> : vector<4xf32>) : vector<4xf32>",
            "llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : vector<2x2xi32>)\n        : !llvm.array<2 x vector<2xi32>>",
            "llvm.mlir.constant(dense<[true, false, false, true]> : vector<4xi1>) : vector<4xi1>",
            "llvm.shufflevector %",
            "[3 : i32, 6 : i32, -1 : i32, 0 : i32]\n        : vector<4xf32>, vector<4xf32>",
            "llvm.alloca %",
            "x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr<i64>",
            "llvm.bitcast %",
            ": !llvm.ptr<func<i32 (ptr<i8>, ...)>> to !llvm.ptr<func<i32 (ptr<i8>, i64)>>\n",
            "      7: ^bb1(%1 : i32),\n",
            "llvm.unreachable",
        ] {
            assert!(text.contains(want), "missing `{want}` in:\n{text}");
        }
        assert!(!text.contains("llvm.switch %arg0, ^bb3 [\n    ]"));
        for line in text.lines() {
            assert!(!line.ends_with(' '), "trailing space in `{line}`");
        }
        // Deterministic.
        assert_eq!(text, program().mlir());
    }

    /// What `program` prints (checked by hand; the `.ll` writer gives the
    /// same except where one branch passes different arguments to one block
    /// twice: its phis take the first edge's values).
    const PROGRAM_OUT: &str = "10\n20\n30\n400\n1\n2\n3\n4\n9\n7\n2.5\n0\n-2\n42\n7\n0\n0\n1\n\
        0\n1\n0\n1\ninf\n0\n-0\n0.1\n0.111111\n3.33333e+299\n0\n-3\n2\n7\n8\n-3\n4\n5\n1.5\n\
        3\n1\n-1.25\n-1.25\n-77\n42\n6\n";

    #[test]
    fn program_runs() {
        let m = program();
        let dir = tempfile::tempdir().unwrap();
        let Some(ll) = translate(&m.mlir(), dir.path()) else {
            eprintln!("note: MLIR 13 not installed; skipping");
            return;
        };
        let Some(got) = run(&ll, dir.path(), "got") else {
            eprintln!("note: clang not installed; skipping");
            return;
        };
        assert_eq!(got, PROGRAM_OUT);
    }

    /// What only parses and translates: half and bfloat constants, address
    /// spaces, external and weak symbols, quoted names, vectors of
    /// pointers, packed structs, long types and constants.
    fn features() -> M {
        let mut m = M::new();
        let (i1, i8, i32, i64) = (m.t.i1, m.t.i8, m.t.i32, m.t.i64);
        let half = m.t.intern(Type::Half);
        let bf = m.t.intern(Type::BFloat);
        let f32t = m.t.intern(Type::Float);
        let f64t = m.t.intern(Type::Double);
        let i8p = m.t.ptr(i8);
        let i32p = m.t.ptr(i32);
        let i32p1 = m.t.intern(Type::Ptr(i32, 1));
        let void = m.t.void;
        let g1 = m.global("in_as1", i32, Some(GConst::Int(5)));
        m.globals[g1.index()].addr_space = 1;
        m.globals[g1.index()].align = 4;
        let ext = m.global("ext", i64, None);
        m.globals[ext.index()].linkage = Linkage::External;
        m.globals[ext.index()].constant = true;
        let ew = m.global("ext-weak", i64, None);
        m.globals[ew.index()].linkage = Linkage::ExternWeak;
        let wk = m.global("1st", f32t, Some(GConst::Float(0.5f32.to_bits() as u64)));
        m.globals[wk.index()].linkage = Linkage::Weak;
        let cm = m.global("q\"uote", i64, Some(GConst::Zero));
        m.globals[cm.index()].linkage = Linkage::Common;
        m.global("u", f64t, Some(GConst::Undef));
        m.global("n", i8p, Some(GConst::Null));
        m.global("b", i1, Some(GConst::Zero));
        m.global("h", half, Some(GConst::Float(0x3E00)));
        let s3 = m.t.intern(Type::Array(3, i8));
        let mixed = m.t.intern(Type::Struct(vec![s3, i32, half].into()));
        let mixed_g = m.global(
            "mixed",
            mixed,
            Some(GConst::Agg(vec![
                GConst::Bytes(b"ab\0".to_vec()),
                GConst::Int(-1),
                GConst::Float(0x7C00),
            ])),
        );
        let packed = m.t.intern(Type::PackedStruct(vec![i8, i32].into()));
        m.global(
            "packed",
            packed,
            Some(GConst::Agg(vec![GConst::Int(1), GConst::Int(-5)])),
        );
        let vp = m.t.intern(Type::Vector(2, i32p));
        let arr0 = m.t.intern(Type::Array(0, i32));
        let empty = m.t.intern(Type::Struct(Box::new([])));
        let v2 = m.t.intern(Type::Vector(2, f32t));
        let a3v = m.t.intern(Type::Array(3, v2));
        m.global("zv", a3v, Some(GConst::Zero));
        m.global("zp", vp, Some(GConst::Zero));
        m.global("e0", arr0, Some(GConst::Zero));
        m.global("es", empty, Some(GConst::Zero));
        // Identified structs (one recursive, one opaque), constant GEPs and
        // casts.
        let node = m.t.intern(Type::Named("node".into()));
        let node_p = m.t.ptr(node);
        let node_body = m.t.intern(Type::Struct(vec![i32, node_p].into()));
        m.t.named.push(("node".into(), node_body));
        let opaque = m.t.intern(Type::Named("o".into()));
        m.t.named.push(("o".into(), void));
        let opaque_p = m.t.ptr(opaque);
        let head = m.global("head", node, Some(GConst::Zero));
        let mixed_p = m.t.ptr(mixed);
        m.global(
            "second",
            i32p,
            Some(GConst::Gep {
                elem: mixed,
                base_ty: mixed_p,
                base: Box::new(GConst::GlobalAddr(mixed_g)),
                indices: vec![(i64, 0), (i32, 1)],
            }),
        );
        m.global(
            "addr",
            i64,
            Some(GConst::Cast {
                op: CastOp::PtrToInt,
                from: i32p1,
                value: Box::new(GConst::GlobalAddr(g1)),
                to: i64,
            }),
        );
        let memcpy_ty = m.fn_ty(void, &[i8p, i8p, i64, i1], false);
        let memcpy = m.declare("llvm.memcpy.p0i8.p0i8.i64", memcpy_ty);
        // A long signature and a long type.
        let desc = m.t.intern(Type::Struct(
            vec![i32p, i32p, i64, a3v, a3v, vp, packed].into(),
        ));
        let big = m.t.intern(Type::Struct(vec![desc, desc, i64].into()));
        let params = [i8p, i8p, i64, desc, big, i32p1, half, bf, node_p, opaque_p];
        let fty = m.fn_ty(big, &params, false);
        let mut b = B::new(&m, &params);
        let ps = b.b.params.clone();
        let f = b.int(i1, 0);
        b.call(&m, memcpy, &[ps[0], ps[1], ps[2], f]);
        // Half and bfloat arithmetic on constants.
        let h1 = b.float(half, 0x3E00);
        let hinf = b.float(half, 0x7C00);
        let r = b.op(InstKind::Bin(BinOp::FAdd, ps[6], h1), half);
        b.op(InstKind::Bin(BinOp::FMul, r, hinf), half);
        let b1 = b.float(bf, 0x3FC0);
        let bnan = b.float(bf, 0xFFC1);
        let r = b.op(InstKind::Bin(BinOp::FSub, ps[7], b1), bf);
        b.op(InstKind::Bin(BinOp::FDiv, r, bnan), bf);
        // Address spaces.
        let p1 = b.b.value(i32p1, ValueKind::GlobalAddr(g1));
        let x = b.op(InstKind::Load(p1), i32);
        b.op0(InstKind::Store(x, ps[5]));
        b.op(InstKind::Cast(CastOp::AddrSpaceCast, p1), i32p);
        let z = b.int(i32, 0);
        let indices = b.b.list(&[z, z]);
        let q = b.op(
            InstKind::Gep {
                elem: node,
                base: ps[8],
                indices,
            },
            i32p,
        );
        let x = b.op(InstKind::VolatileLoad(q), i32);
        b.op0(InstKind::VolatileStore(x, q));
        let hp = b.b.value(node_p, ValueKind::GlobalAddr(head));
        let one = b.int(i32, 1);
        let indices = b.b.list(&[z, one]);
        let node_pp = m.t.ptr(node_p);
        let next = b.op(
            InstKind::Gep {
                elem: node,
                base: ps[8],
                indices,
            },
            node_pp,
        );
        b.op0(InstKind::Store(hp, next));
        // A vector of pointers built from constants.
        let null = b.b.value(i32p, ValueKind::Null);
        let u = b.b.value(i32p, ValueKind::Undef);
        let pv = b.agg(vp, &[null, u]);
        let k = b.int(i32, 1);
        b.op(InstKind::ExtractElement(pv, k), i32p);
        // Empty aggregates, a long dense vector, a struct constant with a
        // vector member.
        let e0 = b.agg(arr0, &[]);
        let idx = b.b.index_list(&[]);
        let _ = idx;
        let es = b.agg(empty, &[]);
        let pair = m.t.intern(Type::Struct(vec![arr0, empty].into()));
        let pu = b.b.value(pair, ValueKind::Undef);
        let idx = b.b.index_list(&[0]);
        let pu = b.op(InstKind::InsertValue(pu, e0, idx), pair);
        let idx = b.b.index_list(&[1]);
        b.op(InstKind::InsertValue(pu, es, idx), pair);
        let v32 = m.t.intern(Type::Vector(32, f32t));
        let lanes: Vec<Value> = (0..32)
            .map(|k| b.float(f32t, (k as f32 * 1.25).to_bits() as u64))
            .collect();
        let lv = b.agg(v32, &lanes);
        let r = b.op(InstKind::Bin(BinOp::FAdd, lv, lv), v32);
        let _ = r;
        let sv = m.t.intern(Type::Struct(vec![v2, i64].into()));
        let l1 = b.float(f32t, 1.0f32.to_bits() as u64);
        let vv = b.agg(v2, &[l1, l1]);
        let k9 = b.int(i64, 9);
        let sc = b.agg(sv, &[vv, k9]);
        let idx = b.b.index_list(&[0]);
        b.op(InstKind::ExtractValue(sc, idx), v2);
        let bu = b.b.value(big, ValueKind::Undef);
        let idx = b.b.index_list(&[0]);
        let r = b.op(InstKind::InsertValue(bu, ps[3], idx), big);
        b.op0(InstKind::Ret(Some(r)));
        b.define(&mut m, "a-b", fty);
        let n = m.funcs.len() - 1;
        m.funcs[n].linkage = Linkage::LinkOnceODR;
        m
    }

    #[test]
    fn features_text() {
        let text = features().mlir();
        for want in [
            "llvm.mlir.global internal @in_as1(5 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32",
            "llvm.mlir.global external constant @ext() : i64",
            "llvm.mlir.global extern_weak @\"ext-weak\"() : i64",
            "llvm.mlir.global weak @\"1st\"(0.5 : f32) : f32",
            "llvm.mlir.global common @\"q\\22uote\"(0 : i64) : i64",
            "llvm.mlir.global internal @b(false) : i1",
            "llvm.mlir.global internal @h(1.5 : f16) : f16",
            "llvm.mlir.global internal @zv(dense<0.0> : vector<3x2xf32>) : !llvm.array<3 x vector<2xf32>>",
            "llvm.mlir.constant(dense<[97, 98, 0]> : tensor<3xi8>) : !llvm.array<3 x i8>",
            "llvm.mlir.constant(0x7C00 : f16) : f16",
            "llvm.mlir.constant(1.5 : bf16) : bf16",
            "llvm.mlir.constant(0xFFC1 : bf16) : bf16",
            "llvm.mlir.undef : !llvm.struct<packed (i8, i32)>",
            "llvm.insertelement %",
            ": !llvm.vec<2 x ptr<i32>>",
            "llvm.func linkonce_odr @\"a-b\"(",
            "llvm.func @llvm.memcpy.p0i8.p0i8.i64(!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1)",
            "llvm.addrspacecast %",
            "!llvm.ptr<i32, 1> to !llvm.ptr<i32>",
            "llvm.mlir.global internal @head() : !llvm.struct<\"node\", (i32, ptr<struct<\"node\">>)> {",
            "llvm.mlir.null : !llvm.ptr<struct<\"node\", (i32, ptr<struct<\"node\">>)>>",
            "%arg9: !llvm.ptr<struct<\"o\", opaque>>",
            "llvm.load volatile %",
            "llvm.store volatile %",
            "llvm.ptrtoint %0 : !llvm.ptr<i32, 1> to i64",
        ] {
            assert!(text.contains(want), "missing `{want}` in:\n{text}");
        }
        for line in text.lines() {
            assert!(!line.ends_with(' '), "trailing space in `{line}`");
            assert!(line.len() <= WIDTH, "line longer than {WIDTH}: `{line}`");
        }
    }

    #[test]
    fn features_translate() {
        let dir = tempfile::tempdir().unwrap();
        let Some(ll) = translate(&features().mlir(), dir.path()) else {
            eprintln!("note: MLIR 13 not installed; skipping");
            return;
        };
        let text = std::fs::read_to_string(ll).unwrap();
        for want in [
            "@in_as1 = internal addrspace(1) global i32 5, align 4",
            "@mixed = internal global { [3 x i8], i32, half } { [3 x i8] c\"ab\\00\", i32 -1, half 0xH7C00 }",
            "@packed = internal global <{ i8, i32 }> <{ i8 1, i32 -5 }>",
            "@zp = internal global <2 x i32*> zeroinitializer",
            "define linkonce_odr {",
            "%node = type { i32, %node* }",
            "%o = type opaque",
            "@head = internal global %node zeroinitializer",
            "@second = internal global i32* getelementptr",
            "@addr = internal global i64 ptrtoint (i32 addrspace(1)* @in_as1 to i64)",
            "load volatile i32",
        ] {
            assert!(text.contains(want), "missing `{want}` in:\n{text}");
        }
    }
}
