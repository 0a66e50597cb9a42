//! The `.ll` writer: LLVM IR text from the LLVM-dialect IR.
//!
//! One output buffer, written one function at a time (the driver drains it
//! into the output file); type spellings computed once per interned type; values
//! numbered `%0, %1, ...` in print order by a pre-pass; constants printed
//! inline; block arguments spelled as phi nodes whose incoming edges come
//! from the branches that pass them. Typed-pointer syntax (`i32*`), which
//! LLVM 14 and LLVM 22 both read. Extension attributes (`zeroext`,
//! `signext`) come from the lowering's signatures ([`crate::lower::Sig`]).

use crate::entity::List;
use crate::llvm::ir::*;
use crate::lower::{Ext, SharedAbi, Sig};
use crate::types::Type as StdType;

mod edges;
mod num;
mod out;
use edges::incoming_edges;
pub(crate) use num::{push_float, push_i128, push_u64};
use num::{push_long_float, push_short_float, push_u32};
pub(crate) use out::Text;
use out::{Lit, Out, Spellings, lit};

/// The metadata node `!nontemporal` loads and stores refer to, written
/// once after everything else.
pub const NONTEMPORAL_NODE: &str = "\n!0 = !{i32 1}\n";

/// The mark of a value number too long to pack, in `Writer::spelled`.
const BIG: u64 = 1 << 63;

/// The `.ll` writer. Call [`Writer::header`], then [`Writer::func`] for
/// each function; take the text from `out` whenever convenient.
#[derive(Default)]
pub struct Writer {
    out: Out,
    /// The spelling of every interned type, by id, and the same in
    /// `ty_spell` (copied from there).
    ty_names: Vec<String>,
    ty_spell: Spellings,
    ty_at: Vec<(u32, u32)>,
    /// The values and blocks of the function being written: `spelled[v]`
    /// is the spelling of value `v` packed in a word ([`out::pack`]: `%N`,
    /// or a short constant once written; 0: not packed), or [`BIG`] and
    /// `N` for `%N` too long to pack; `labels[b]` numbers block `b` (its
    /// position in the layout), `label_words[b]` packs `%bbN`.
    spelled: Vec<u64>,
    labels: Vec<u32>,
    label_words: Vec<u64>,
    /// How many identified structs have been defined in the output.
    named_done: usize,
    /// The header, struct types and globals, while none of the output has
    /// been drained: they come first in the module. (`None` after the
    /// first drain: later ones go to `out`, still before any use.)
    head: Option<Vec<u8>>,
    /// The lowering's function signatures (extension attributes).
    abi: Option<SharedAbi>,
    /// The branches into each block of the function being written
    /// ([`incoming_edges`]).
    inc_start: Vec<u32>,
    inc: Vec<(Block, List)>,
    inc_tmp: Vec<(u32, Block, List)>,
    /// Spell every pointer `ptr` (`--opaque-pointers`, LLVM 15 and later),
    /// intrinsics with their opaque-pointer names ([`opaque_fn_name`]).
    pub opaque: bool,
    /// With `opaque`: the renamed intrinsics declared so far.
    opaque_decls: std::collections::HashSet<String, crate::entity::FxBuild>,
    /// `%N` packed, for the next value numbered.
    next_name: u64,
    /// With `opaque`: the operand of each pointer-to-pointer bitcast, by
    /// its result (`u32::MAX`: none); those casts are not printed, their
    /// results are spelled as their operands.
    alias: Vec<u32>,
    /// Whether a `!nontemporal` load or store has been written: the
    /// module then ends with its metadata node ([`NONTEMPORAL_NODE`]).
    pub nontemporal: bool,
    /// The fast-math flags of the instruction being written.
    fmf: u8,
    /// With `opaque`: opaque identified structs not defined yet (only an
    /// external global's type can name one when pointers are opaque).
    opaque_structs: Vec<Box<str>>,
    /// The spellings of float constants longer than a packed word, by
    /// bits and type, from function to function (`{:?}` of an `f32` such
    /// as `0.1` costs a thousand instructions); at most [`FLOAT_CACHE`].
    floats: crate::entity::FxHashMap<(u64, Ty), Box<str>>,
}

/// The short texts values and labels are framed with ([`Out::push_framed`]).
const NOTHING: Lit = lit("");
const NL: Lit = lit("\n");
const INDENT: Lit = lit("  ");
const COMMA: Lit = lit(", ");
const COMMA_LABEL: Lit = lit(", label ");
const PHI_FIRST: Lit = lit(" [ ");
const PHI_NEXT: Lit = lit(", [ ");
const PHI_END: Lit = lit(" ]");
const COLON_NL: Lit = lit(":\n");
const SPACE: Lit = lit(" ");

/// The most float spellings [`Writer`] keeps.
const FLOAT_CACHE: usize = 4096;

/// The `.ll` spelling of type `ty` (for diagnostics).
pub fn type_name(t: &Types, ty: Ty) -> String {
    let mut names = Vec::new();
    extend_type_names(&mut names, t, false);
    names.get(ty.index()).cloned().unwrap_or_default()
}

/// Names the types interned since the last call.
fn extend_type_names(names: &mut Vec<String>, t: &Types, opaque: bool) {
    // Types are interned children-first, so every child is named already.
    for ty in &t.all()[names.len()..] {
        let s = match ty {
            Type::Void => "void".to_string(),
            Type::Int(w) => format!("i{w}"),
            Type::Half => "half".into(),
            Type::BFloat => "bfloat".into(),
            Type::Float => "float".into(),
            Type::Double => "double".into(),
            Type::X86Fp80 => "x86_fp80".into(),
            Type::Fp128 => "fp128".into(),
            Type::Ptr(_, 0) if opaque => "ptr".into(),
            Type::Ptr(_, space) if opaque => format!("ptr addrspace({space})"),
            Type::Ptr(to, 0) => {
                let inner = &names[to.index()];
                if inner == "void" {
                    "i8*".into()
                } else {
                    format!("{inner}*")
                }
            }
            Type::Ptr(to, space) => format!("{} addrspace({space})*", names[to.index()]),
            Type::Func {
                ret,
                params,
                vararg,
            } => {
                let mut s = format!("{} (", names[ret.index()]);
                for (k, p) in params.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(&names[p.index()]);
                }
                if *vararg {
                    s.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                s.push(')');
                s
            }
            Type::Struct(fields) => {
                if fields.is_empty() {
                    "{}".into()
                } else {
                    let mut s = String::from("{ ");
                    for (k, f) in fields.iter().enumerate() {
                        if k > 0 {
                            s.push_str(", ");
                        }
                        s.push_str(&names[f.index()]);
                    }
                    s.push_str(" }");
                    s
                }
            }
            Type::PackedStruct(fields) => {
                let inner: Vec<&str> = fields.iter().map(|f| names[f.index()].as_str()).collect();
                format!("<{{ {} }}>", inner.join(", "))
            }
            Type::Named(n) => {
                let mut s = String::from("%");
                write_name(&mut s, n);
                s
            }
            Type::Array(n, e) => format!("[{n} x {}]", names[e.index()]),
            Type::Vector(n, e) => format!("<{n} x {}>", names[e.index()]),
        };
        names.push(s);
    }
}

/// Writes `@name`, quoted when it is not a plain LLVM identifier.
fn write_global<T: Text + ?Sized>(out: &mut T, name: &str) {
    out.push('@');
    write_name(out, name);
}

/// A global or type name, quoted when it is not a plain LLVM identifier.
fn write_name<T: Text + ?Sized>(out: &mut T, name: &str) {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'));
    if plain {
        out.push_str(name);
    } else {
        let mut s = String::new();
        super::push_quoted(&mut s, name.as_bytes());
        out.push_str(&s);
    }
}

/// What the writer reads besides a function body: the types and the
/// function headers (for names and signatures).
#[derive(Copy, Clone)]
pub struct Ctx<'a> {
    pub types: &'a Types,
    pub funcs: &'a [Func],
    pub globals: &'a [Global],
}

impl Writer {
    /// A writer printing the attributes of the signatures in `abi` (the
    /// lowering's [`crate::lower::Lowering::abi`]).
    pub fn with_abi(abi: SharedAbi) -> Writer {
        Writer {
            abi: Some(abi),
            ..Writer::default()
        }
    }

    pub fn header(&mut self, name: &str, datalayout: &str, triple: &str) {
        self.out.push_str("; ModuleID = '");
        self.out.push_str(name);
        self.out.push_str("'\nsource_filename = \"");
        self.out.push_str(name);
        self.out.push_str("\"\ntarget datalayout = \"");
        self.out.push_str(datalayout);
        self.out.push_str("\"\ntarget triple = \"");
        self.out.push_str(triple);
        self.out.push_str("\"\n");
        self.head = Some(self.out.take());
    }

    /// A writer continuing a module whose writer has defined `named_done`
    /// identified structs ([`super::Resume`]).
    pub fn resuming(opaque: bool, named_done: usize) -> Writer {
        Writer {
            opaque,
            named_done,
            ..Writer::default()
        }
    }

    /// The settings and progress another thread needs to continue.
    pub fn resume(&self) -> super::Resume {
        super::Resume::Ll {
            opaque: self.opaque,
            named_done: self.named_done,
        }
    }

    /// Writes out everything so far (the head first, on the first call).
    pub fn drain(&mut self, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
        if let Some(head) = self.head.take() {
            sink.write_all(&head)?;
        }
        sink.write_all(self.out.as_bytes())?;
        self.out.clear();
        Ok(())
    }

    /// The size of what `drain` would write.
    pub fn pending(&self) -> usize {
        self.out.len() + self.head.as_ref().map_or(0, Vec::len)
    }

    /// Moves what was written to `out` since `start` into the head, if the
    /// head is still being built.
    fn move_to_head(&mut self, start: usize) {
        if let Some(head) = &mut self.head {
            self.out.move_tail(start, head);
        }
    }

    /// Writes the definitions of the identified structs registered since
    /// the last call. Called before each function and global: a struct is
    /// registered while lowering the first one that uses it, so it is
    /// defined before any use (LLVM needs that to size it).
    pub fn named_types(&mut self, cx: Ctx) {
        let known = self.ty_names.len();
        extend_type_names(&mut self.ty_names, cx.types, self.opaque);
        for name in &self.ty_names[known..] {
            // With a space after it, which `ty_sp` copies too.
            let start = self.ty_spell.open();
            self.ty_spell.extend(name.as_bytes());
            self.ty_spell.extend(b" ");
            self.ty_at.push(self.ty_spell.close(start));
        }
        let new = &cx.types.named[self.named_done.min(cx.types.named.len())..];
        self.named_done = cx.types.named.len();
        let start = self.out.len();
        for (n, body) in new {
            if self.opaque && *body == cx.types.void {
                self.opaque_structs.push(n.clone());
                continue;
            }
            self.out.push('\n');
            self.out.push('%');
            write_name(&mut self.out, n);
            self.out.push_str(" = type ");
            if *body == cx.types.void {
                self.out.push_str("opaque");
            } else {
                self.ty(*body);
            }
            self.out.push('\n');
        }
        // Type definitions go with the globals (which may use them).
        self.move_to_head(start);
    }

    /// Writes global `g`.
    /// Writes global `g`: after the header and the earlier globals when
    /// that part of the output is still here (globals come first, as in the
    /// spec's translation), else at the end.
    pub fn global(&mut self, cx: Ctx, g: GlobalRef) {
        self.named_types(cx);
        let start = self.out.len();
        if let Type::Named(n) = cx.types.get(cx.globals[g.index()].ty)
            && let Some(k) = self.opaque_structs.iter().position(|x| x == n)
        {
            self.opaque_structs.swap_remove(k);
            self.out.push_str("\n%");
            write_name(&mut self.out, n);
            self.out.push_str(" = type opaque\n");
        }
        self.global_text(cx, g);
        self.move_to_head(start);
    }

    /// Writes the `$sel = comdat kind` lines of group `g`, with the globals.
    pub fn comdat(&mut self, g: &crate::llvm::symattr::ComdatGroup) {
        let start = self.out.len();
        self.out.push('\n');
        self.out
            .via(|s| crate::llvm::symattr::ll_comdat_lines(g, s));
        self.move_to_head(start);
    }

    fn global_text(&mut self, cx: Ctx, g: GlobalRef) {
        let gl = &cx.globals[g.index()];
        self.out.push('\n');
        write_global(&mut self.out, &gl.name);
        self.out.push_str(" = ");
        match &gl.init {
            None => self.out.push_str("external "),
            Some(_) => {
                let l = gl.linkage.name();
                if !l.is_empty() {
                    self.out.push_str(l);
                    self.out.push(' ');
                }
            }
        }
        self.out.via(|s| gl.attrs.ll_prefix(gl.linkage, true, s));
        if gl.addr_space != 0 {
            self.out.push_str("addrspace(");
            push_u32(&mut self.out, gl.addr_space);
            self.out.push_str(") ");
        }
        self.out
            .push_str(if gl.constant { "constant " } else { "global " });
        self.ty(gl.ty);
        if let Some(init) = &gl.init {
            self.out.push(' ');
            self.gconst(cx, gl.ty, init);
        }
        self.out.via(|s| gl.attrs.ll_suffix(&gl.name, true, s));
        if gl.align > 0 {
            self.out.push_str(", align ");
            push_u32(&mut self.out, gl.align);
        }
        self.out.push('\n');
    }

    /// A global's initializer (of type `ty`), without its type.
    fn gconst(&mut self, cx: Ctx, ty: Ty, c: &GConst) {
        match c {
            GConst::Int(v) => {
                if matches!(cx.types.get(ty), Type::Int(1)) {
                    self.out.push_str(if *v != 0 { "true" } else { "false" });
                } else {
                    push_i128(&mut self.out, *v);
                }
            }
            GConst::Float(bits) => {
                let st = match cx.types.get(ty) {
                    Type::Half => StdType::F16,
                    Type::BFloat => StdType::BF16,
                    Type::Float => StdType::F32,
                    Type::X86Fp80 => StdType::F80,
                    Type::Fp128 => StdType::F128,
                    _ => StdType::F64,
                };
                push_float(&mut self.out, *bits, &st);
            }
            GConst::Undef => self.out.push_str("undef"),
            GConst::Zero => self.out.push_str("zeroinitializer"),
            GConst::Null => self.out.push_str("null"),
            GConst::Bytes(b) => {
                self.out.push('c');
                self.out.via(|s| super::push_quoted(s, b));
            }
            GConst::Agg(elems) => {
                // An identified struct's constant is spelled by its body.
                let body = match cx.types.get(ty) {
                    Type::Named(n) => cx.types.named_body(n).unwrap_or(ty),
                    _ => ty,
                };
                let (open, close) = match cx.types.get(body) {
                    Type::Array(..) => ("[", "]"),
                    Type::Vector(..) => ("<", ">"),
                    Type::PackedStruct(_) => ("<{ ", " }>"),
                    _ => ("{ ", " }"),
                };
                // The type of field `k` (no per-aggregate list).
                let field = |k: usize| match cx.types.get(body) {
                    Type::Array(_, e) | Type::Vector(_, e) => Some(*e),
                    Type::Struct(f) | Type::PackedStruct(f) => f.get(k).copied(),
                    _ => Some(ty),
                };
                self.out.push_str(open);
                for (k, e) in elems.iter().enumerate() {
                    let Some(t) = field(k) else { break };
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(t);
                    self.out.push(' ');
                    self.gconst(cx, t, e);
                }
                self.out.push_str(close);
            }
            GConst::FuncAddr(f) => self.fn_name(cx, *f),
            GConst::GlobalAddr(g) => write_global(&mut self.out, &cx.globals[g.index()].name),
            GConst::Gep {
                elem,
                base_ty,
                base,
                indices,
            } => {
                self.out.push_str("getelementptr (");
                self.ty(*elem);
                self.out.push_str(", ");
                self.ty(*base_ty);
                self.out.push(' ');
                self.gconst(cx, *base_ty, base);
                for (t, v) in indices {
                    self.out.push_str(", ");
                    self.ty(*t);
                    self.out.push(' ');
                    push_i128(&mut self.out, *v);
                }
                self.out.push(')');
            }
            GConst::Cast {
                op: CastOp::Bitcast,
                from,
                value,
                to,
            } if self.opaque && cx.types.opaque_noop_cast(*from, *to) => {
                self.gconst(cx, *from, value);
            }
            GConst::Cast {
                op,
                from,
                value,
                to,
            } => {
                self.out.push_str(op.name());
                self.out.push_str(" (");
                self.ty(*from);
                self.out.push(' ');
                self.gconst(cx, *from, value);
                self.out.push_str(" to ");
                self.ty(*to);
                self.out.push(')');
            }
        }
    }

    /// Writes function `f` (a `declare` when `body` is `None`).
    pub fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        self.named_types(cx);
        let func = &cx.funcs[f.index()];
        // Typed-pointer overloads of an intrinsic with one opaque name (say
        // `llvm.memcpy.p0i8.p0i8.i64` and `...p0f32.p0f32.i64`) are
        // declared once.
        if self.opaque
            && body.is_none()
            && let std::borrow::Cow::Owned(n) = opaque_fn_name(&func.name)
            && !self.opaque_decls.insert(n)
        {
            return;
        }
        self.out.push('\n');
        // The table is only read while the writer runs.
        let abi = self.abi.clone();
        let table = abi.as_ref().map(|a| a.borrow());
        let sig = table.as_ref().and_then(|t| t.get(f));
        self.func_inner(cx, func, sig, body);
    }

    /// The name of function `f`, as an operand.
    fn fn_name(&mut self, cx: Ctx, f: FuncRef) {
        let n = self.opaque_name(&cx.funcs[f.index()].name);
        write_global(&mut self.out, &n);
    }

    /// `name`, or with `opaque` its opaque-pointer name.
    fn opaque_name<'n>(&self, name: &'n str) -> std::borrow::Cow<'n, str> {
        if self.opaque {
            opaque_fn_name(name)
        } else {
            std::borrow::Cow::Borrowed(name)
        }
    }

    #[inline]
    fn ty(&mut self, t: Ty) {
        let (s, e) = self.ty_at[t.index()];
        self.ty_spell.copy_to((s, e - 1), &mut self.out);
    }

    /// The spelling of `t` and a space, in one copy.
    #[inline]
    fn ty_sp(&mut self, t: Ty) {
        self.ty_spell.copy_to(self.ty_at[t.index()], &mut self.out);
    }

    fn func_inner(&mut self, cx: Ctx, f: &Func, sig: Option<&Sig>, body: Option<&Body>) {
        let Type::Func {
            ret,
            ref params,
            vararg,
        } = *cx.types.get(f.ty)
        else {
            unreachable!("functions have function types")
        };
        let Some(body) = body else {
            self.out.push_str("declare ");
            if !f.attrs.is_plain() {
                self.out.via(|s| f.attrs.ll_prefix(f.linkage, false, s));
            }
            self.ret_attrs(sig);
            self.ty(ret);
            self.out.push(' ');
            let n = self.opaque_name(&f.name);
            write_global(&mut self.out, &n);
            self.out.push('(');
            for (k, p) in params.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                self.ty(*p);
                self.param_attrs(sig, k);
            }
            if f.name.starts_with(CONSTRAINED_PREFIX) {
                self.out.push_str(", metadata, metadata");
            }
            if vararg {
                self.out
                    .push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            self.out.push(')');
            if !f.attrs.is_plain() {
                self.out.via(|s| f.attrs.ll_suffix(&f.name, false, s));
            }
            self.out.push('\n');
            return;
        };
        self.number(cx.types, body);
        self.out.push_str("define ");
        let l = f.linkage.name();
        if !l.is_empty() {
            self.out.push_str(l);
            self.out.push(' ');
        }
        if !f.attrs.is_plain() {
            self.out.via(|s| f.attrs.ll_prefix(f.linkage, false, s));
        }
        self.ret_attrs(sig);
        self.ty(ret);
        self.out.push(' ');
        let n = self.opaque_name(&f.name);
        write_global(&mut self.out, &n);
        self.out.push('(');
        for (k, p) in body.params.iter().enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            self.ty(body.ty(*p));
            self.param_attrs(sig, k);
            self.out.push(' ');
            self.val(cx, body, *p);
        }
        if vararg {
            self.out
                .push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        if !f.attrs.is_plain() {
            self.out.via(|s| f.attrs.ll_suffix(&f.name, false, s));
        }
        self.out.push_str(" {\n");
        incoming_edges(body, &mut self.inc_start, &mut self.inc, &mut self.inc_tmp);
        // (`fmf` stays 0 in a body without fast-math flags.)
        let any_fmf = !body.fastmath.is_empty();
        self.fmf = 0;
        for (k, &blk) in body.layout().iter().enumerate() {
            let bi = blk.index();
            let b = &body.blocks[bi];
            // (A blank line before every block but the first.)
            let pre = if k > 0 { NL } else { NOTHING };
            // `%bbN` without its `%`.
            match self.label_words[bi] >> 8 {
                0 => {
                    self.out.push_str(pre.s);
                    self.out.push_str("bb");
                    push_u32(&mut self.out, self.labels[bi]);
                    self.out.push_str(":\n");
                }
                w => self.out.push_framed(pre, w, COLON_NL),
            }
            for (k, a) in b.args.get(&body.operands).iter().enumerate() {
                self.val_in(cx, body, INDENT, *a, NOTHING);
                self.out.push_str(" = phi ");
                self.ty(body.ty(*a));
                let edges = self.inc_start[bi] as usize..self.inc_start[bi + 1] as usize;
                for e in edges.clone() {
                    let (pred, args) = self.inc[e];
                    let pre = if e > edges.start { PHI_NEXT } else { PHI_FIRST };
                    self.val_in(cx, body, pre, args.get(&body.operands)[k], NOTHING);
                    self.label_in(COMMA, pred, PHI_END);
                }
                self.out.push('\n');
            }
            for inst in body.block_insts(b) {
                if self.opaque
                    && inst
                        .result
                        .is_some_and(|r| self.alias.get(r.index()).is_some_and(|a| *a != u32::MAX))
                {
                    continue;
                }
                if any_fmf {
                    self.fmf = body.fastmath_of(inst);
                }
                self.inst(cx, body, inst);
            }
        }
        self.fmf = 0;
        self.out.push_str("}\n");
    }

    /// The result's extension attribute, as the signature says.
    fn ret_attrs(&mut self, sig: Option<&Sig>) {
        if let Some(e) = sig.map(|s| s.ret_ext)
            && e != Ext::None
        {
            self.out.push_str(e.keyword());
            self.out.push(' ');
        }
    }

    /// Parameter `k`'s extension attribute, as the signature says.
    fn param_attrs(&mut self, sig: Option<&Sig>, k: usize) {
        if let Some(e) = sig.and_then(|s| s.params.get(k)).map(|p| p.ext)
            && e != Ext::None
        {
            self.out.push(' ');
            self.out.push_str(e.keyword());
        }
    }

    /// Numbers parameters, phis and instruction results in print order.
    fn number(&mut self, types: &Types, body: &Body) {
        self.labels.clear();
        self.labels.resize(body.blocks.len(), 0);
        self.label_words.clear();
        self.label_words.resize(body.blocks.len(), 0);
        let mut w = out::word("%bb0");
        for (k, b) in body.layout().iter().enumerate() {
            self.labels[b.index()] = k as u32;
            self.label_words[b.index()] = w;
            w = out::pack_next(w, b"%bb", k as u64 + 1);
        }
        self.spelled.clear();
        self.spelled.resize(body.values.len(), 0);
        self.next_name = out::word("%0");
        self.alias.clear();
        if self.opaque {
            self.alias.resize(body.values.len(), u32::MAX);
            for inst in &body.insts {
                if let (InstKind::Cast(CastOp::Bitcast, x), Some(r)) = (&inst.kind, inst.result)
                    && types.opaque_noop_cast(body.ty(*x), body.ty(r))
                {
                    self.alias[r.index()] = x.index() as u32;
                }
            }
        }
        let mut n = 0u32;
        for p in &body.params {
            self.name_slot(*p, n);
            n += 1;
        }
        for blk in body.layout().iter() {
            let b = &body.blocks[blk.index()];
            for a in b.args.get(&body.operands) {
                self.name_slot(*a, n);
                n += 1;
            }
            for inst in body.block_insts(b) {
                if let Some(r) = inst.result
                    && (!self.opaque || self.alias.get(r.index()).is_none_or(|a| *a == u32::MAX))
                {
                    self.name_slot(r, n);
                    n += 1;
                }
            }
        }
    }

    /// Spells value `v` as `%n`.
    #[inline]
    fn name_slot(&mut self, v: Value, n: u32) {
        self.spelled[v.index()] = match self.next_name {
            0 => BIG | u64::from(n),
            w => w,
        };
        self.next_name = out::pack_next(self.next_name, b"%", u64::from(n) + 1);
    }

    /// Writes `%bbN`, the label of block `b`.
    #[inline]
    fn label_ref(&mut self, b: Block) {
        match self.label_words[b.index()] {
            0 => {
                self.out.push_str("%bb");
                push_u32(&mut self.out, self.labels[b.index()]);
            }
            w => self.out.push_word(w),
        }
    }

    /// Writes value `v`: its spelling from `names`, spelled there first
    /// if it is a constant not written yet.
    #[inline]
    fn val(&mut self, cx: Ctx, body: &Body, mut v: Value) {
        if self.opaque {
            while let Some(&a) = self.alias.get(v.index())
                && a != u32::MAX
            {
                v = Value::new(a as usize);
            }
        }
        // (Packed words are ASCII: positive as `i64`; 0 and `BIG | N` are
        // spelled by `spell`.)
        match self.spelled[v.index()] {
            w if (w as i64) > 0 => self.out.push_word(w),
            _ => self.spell(cx, body, v),
        }
    }

    /// Writes `pre`, value `v` and `post` ([`Out::push_framed`]: one piece
    /// when `v` is packed).
    #[inline(always)]
    fn val_in(&mut self, cx: Ctx, body: &Body, pre: Lit, mut v: Value, post: Lit) {
        if self.opaque {
            while let Some(&a) = self.alias.get(v.index())
                && a != u32::MAX
            {
                v = Value::new(a as usize);
            }
        }
        match self.spelled[v.index()] {
            w if (w as i64) > 0 => self.out.push_framed(pre, w, post),
            _ => {
                self.out.push_str(pre.s);
                self.spell(cx, body, v);
                self.out.push_str(post.s);
            }
        }
    }

    /// `ty value` and the end of the line.
    #[inline(always)]
    fn typed_nl(&mut self, cx: Ctx, body: &Body, v: Value) {
        self.ty_sp(body.ty(v));
        self.val_in(cx, body, NOTHING, v, NL);
    }

    /// Writes `pre`, the label of block `b` and `post`, in one piece when
    /// the label is packed.
    #[inline(always)]
    fn label_in(&mut self, pre: Lit, b: Block, post: Lit) {
        match self.label_words[b.index()] {
            0 => {
                self.out.push_str(pre.s);
                self.out.push_str("%bb");
                push_u32(&mut self.out, self.labels[b.index()]);
                self.out.push_str(post.s);
            }
            w => self.out.push_framed(pre, w, post),
        }
    }

    /// Writes a value not packed in `spelled`: a constant, kept packed for
    /// its next uses if it fits, or a value numbered past what packs.
    #[inline(never)]
    fn spell(&mut self, cx: Ctx, body: &Body, v: Value) {
        let w = self.spelled[v.index()];
        if w & BIG != 0 {
            self.out.push('%');
            push_u32(&mut self.out, w as u32);
            return;
        }
        // The common small integers (loop bounds and steps, descriptor
        // indices) packed directly.
        let data = &body.values[v.index()];
        if let ValueKind::ConstInt(c) = data.kind
            && (-9..=99).contains(&c)
            && !matches!(cx.types.get(data.ty), Type::Int(1))
        {
            let a = c.unsigned_abs() as u64;
            let w = if c < 0 {
                u64::from(b'-') | (u64::from(b'0') + a) << 8
            } else if a < 10 {
                u64::from(b'0') + a
            } else {
                (u64::from(b'0') + a / 10) | (u64::from(b'0') + a % 10) << 8
            };
            self.spelled[v.index()] = w;
            self.out.push_word(w);
            return;
        }
        self.spell_const(cx, body, v);
    }

    /// [`Writer::spell`] of the other constants. (Out of line: `spell`'s
    /// common cases above then need few registers saved and little stack.)
    #[inline(never)]
    fn spell_const(&mut self, cx: Ctx, body: &Body, v: Value) {
        let start = self.out.len();
        self.const_text(cx, body, v);
        // (A word with its top bit set, from a non-ASCII name, is not kept.)
        let w = out::pack_bytes(self.out.since(start));
        self.spelled[v.index()] = if w & BIG == 0 { w } else { 0 };
    }

    /// The text of constant `v` (a value without a number).
    fn const_text(&mut self, cx: Ctx, body: &Body, v: Value) {
        let data = &body.values[v.index()];
        match data.kind {
            // Numbered by `number` unless outside the layout (which the
            // verifier rejects): spelled as before numbering did.
            ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..) => {
                self.out.push('%');
                push_u32(&mut self.out, u32::MAX);
            }
            ValueKind::ConstInt(c) => {
                if matches!(cx.types.get(data.ty), Type::Int(1)) {
                    self.out.push_str(if c != 0 { "true" } else { "false" });
                } else {
                    push_i128(&mut self.out, c);
                }
            }
            ValueKind::ConstFloat(bits) => {
                let st = match cx.types.get(data.ty) {
                    Type::Half => StdType::F16,
                    Type::BFloat => StdType::BF16,
                    Type::Float => StdType::F32,
                    Type::X86Fp80 => StdType::F80,
                    Type::Fp128 => StdType::F128,
                    _ => StdType::F64,
                };
                if push_short_float(&mut self.out, bits, &st) {
                    return;
                }
                if let Some(s) = self.floats.get(&(bits, data.ty)) {
                    self.out.push_str(s);
                    return;
                }
                let start = self.out.len();
                push_long_float(&mut self.out, bits, &st);
                let text = self.out.since(start);
                if text.len() > 8
                    && self.floats.len() < FLOAT_CACHE
                    && let Ok(t) = std::str::from_utf8(text)
                {
                    self.floats.insert((bits, data.ty), t.into());
                }
            }
            ValueKind::Undef => self.out.push_str("undef"),
            ValueKind::Null => self.out.push_str("null"),
            ValueKind::FuncAddr(f) => self.fn_name(cx, f),
            ValueKind::GlobalAddr(g) => write_global(&mut self.out, &cx.globals[g.index()].name),
            ValueKind::ConstAgg(elems) => {
                let ty = match cx.types.get(data.ty) {
                    Type::Named(n) => cx.types.named_body(n).unwrap_or(data.ty),
                    _ => data.ty,
                };
                let (open, close) = match cx.types.get(ty) {
                    Type::Vector(..) => ("<", ">"),
                    Type::Array(..) => ("[", "]"),
                    Type::PackedStruct(_) => ("<{ ", " }>"),
                    _ => ("{ ", " }"),
                };
                self.out.push_str(open);
                for (k, e) in elems.get(&body.operands).iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(cx, body, *e);
                }
                self.out.push_str(close);
            }
        }
    }

    /// `ty value`
    #[inline(always)]
    fn typed(&mut self, cx: Ctx, body: &Body, v: Value) {
        self.ty_sp(body.ty(v));
        self.val(cx, body, v);
    }

    fn label(&mut self, b: Block) {
        self.out.push_str("label ");
        self.label_ref(b);
    }

    /// `, i, j` and the end of the line (`extractvalue`, `insertvalue`).
    fn indices_nl(&mut self, body: &Body, idx: List) {
        let Some((&last, idx)) = idx.get(&body.indices).split_last() else {
            self.out.push('\n');
            return;
        };
        for &i in idx {
            self.index(i, NOTHING);
        }
        self.index(last, NL);
    }

    /// `, i` and `post`: one piece for an index below 10.
    #[inline(always)]
    fn index(&mut self, i: u32, post: Lit) {
        if i < 10 {
            self.out
                .push_framed(COMMA, u64::from(b'0') + u64::from(i), post);
        } else {
            self.out.push_str(", ");
            push_u32(&mut self.out, i);
            self.out.push_str(post.s);
        }
    }

    /// ` fast` or ` nnan ninf ...`: the instruction's fast-math flags.
    fn fast_math(&mut self) {
        if self.fmf == 0 {
            return;
        }
        if self.fmf & 127 == 127 {
            self.out.push_str(" fast");
            return;
        }
        for (name, bit) in crate::mlir::parse::FASTMATH {
            if bit != 127 && self.fmf & bit != 0 {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    /// (Inlined into its one caller: a call per instruction costs a tenth
    /// of the instruction's text.)
    #[inline(always)]
    fn inst(&mut self, cx: Ctx, body: &Body, inst: &InstData) {
        // The common instructions write ` = ` with their opcode, in one
        // piece, and end with their last operand and the line's end.
        let def = match inst.result {
            Some(r) => {
                self.val_in(cx, body, INDENT, r, NOTHING);
                true
            }
            None => {
                self.out.push_str("  ");
                false
            }
        };
        if def
            && !matches!(
                inst.kind,
                InstKind::Bin(..)
                    | InstKind::ICmp(..)
                    | InstKind::Select(..)
                    | InstKind::InsertValue(..)
                    | InstKind::ExtractValue(..)
                    | InstKind::Gep { .. }
                    | InstKind::Load(_)
            )
        {
            self.out.push_str(" = ");
        }
        match &inst.kind {
            InstKind::Bin(op, a, b) => {
                let float = op.name().starts_with('f');
                if def && (self.fmf == 0 || !float) {
                    // ` = add ` (all fit in a word).
                    let w = out::bin_def_word(*op);
                    self.out.push_framed(NOTHING, w, SPACE);
                } else {
                    if def {
                        self.out.push_word(out::bin_def_word(*op));
                    } else {
                        self.out.push_str(op.name());
                    }
                    if float {
                        self.fast_math();
                    }
                    self.out.push(' ');
                }
                self.typed(cx, body, *a);
                self.val_in(cx, body, COMMA, *b, NL);
                return;
            }
            InstKind::FNeg(a) => {
                self.out.push_str("fneg");
                self.fast_math();
                self.out.push(' ');
                self.typed(cx, body, *a);
            }
            InstKind::Freeze(a) => {
                self.out.push_str("freeze ");
                self.typed(cx, body, *a);
            }
            InstKind::AtomicRmw(op, p, v) => {
                self.out.push_str("atomicrmw ");
                self.out.push_str(op.name());
                self.out.push(' ');
                self.typed(cx, body, *p);
                self.out.push_str(", ");
                self.typed(cx, body, *v);
                self.out.push_str(" acq_rel");
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                flags,
            } => {
                self.out.push_str("cmpxchg ");
                let f = flags.as_deref();
                if f.is_some_and(|f| f.weak) {
                    self.out.push_str("weak ");
                }
                if f.is_some_and(|f| f.volatile) {
                    self.out.push_str("volatile ");
                }
                self.typed(cx, body, *ptr);
                self.out.push_str(", ");
                self.typed(cx, body, *cmp);
                self.out.push_str(", ");
                self.typed(cx, body, *new);
                self.out.push(' ');
                if let Some(s) = f.and_then(|f| f.scope.as_deref()) {
                    self.out.push_str("syncscope(");
                    self.out.via(|o| super::push_quoted(o, s.as_bytes()));
                    self.out.push_str(") ");
                }
                self.out.push_str(success.name());
                self.out.push(' ');
                self.out.push_str(failure.name());
            }
            InstKind::AtomicRmwOrd {
                op,
                ptr,
                val,
                ordering,
                volatile,
                scope,
            } => {
                self.out.push_str("atomicrmw ");
                if *volatile {
                    self.out.push_str("volatile ");
                }
                self.out.push_str(op.name());
                self.out.push(' ');
                self.typed(cx, body, *ptr);
                self.out.push_str(", ");
                self.typed(cx, body, *val);
                if let Some(s) = scope {
                    self.out.push_str(" syncscope(");
                    self.out.via(|o| super::push_quoted(o, s.as_bytes()));
                    self.out.push(')');
                }
                self.out.push(' ');
                self.out.push_str(ordering.name());
            }
            InstKind::ICmp(p, a, b) => {
                if def {
                    self.out.push_str(" = icmp ");
                } else {
                    self.out.push_str("icmp ");
                }
                // The condition and a space, packed (the names' lengths
                // differ: a copy of a length known only at run time is a
                // call to `memcpy`).
                self.out.push_word(out::ICMP_WORDS[*p as usize]);
                self.typed(cx, body, *a);
                self.val_in(cx, body, COMMA, *b, NL);
                return;
            }
            InstKind::FCmp(p, a, b) => {
                self.out.push_str("fcmp");
                self.fast_math();
                self.out.push(' ');
                self.out.push_word(out::FPRED_WORDS[*p as usize]);
                self.typed(cx, body, *a);
                self.val_in(cx, body, COMMA, *b, NL);
                return;
            }
            InstKind::Select(c, a, b) => {
                if def {
                    self.out.push_str(" = select ");
                } else {
                    self.out.push_str("select ");
                }
                self.typed(cx, body, *c);
                self.out.push_str(", ");
                self.typed(cx, body, *a);
                self.out.push_str(", ");
                self.typed_nl(cx, body, *b);
                return;
            }
            InstKind::Cast(op, a) => {
                self.out.push_str(op.name());
                self.out.push(' ');
                self.typed(cx, body, *a);
                self.out.push_str(" to ");
                let r = inst.result.expect("casts have results");
                self.ty(body.ty(r));
            }
            InstKind::InlineAsm(a, args) => {
                self.out.push_str("call ");
                match inst.result {
                    Some(r) => self.ty(body.ty(r)),
                    None => self.out.push_str("void"),
                }
                self.out.push_str(" asm ");
                if a.side_effects {
                    self.out.push_str("sideeffect ");
                }
                if a.align_stack {
                    self.out.push_str("alignstack ");
                }
                if a.intel {
                    self.out.push_str("inteldialect ");
                }
                self.out.via(|o| super::push_quoted(o, a.asm.as_bytes()));
                self.out.push_str(", ");
                self.out
                    .via(|o| super::push_quoted(o, a.constraints.as_bytes()));
                self.out.push('(');
                for (k, x) in args.get(&body.operands).iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(cx, body, *x);
                }
                self.out.push(')');
            }
            InstKind::Call {
                callee,
                args,
                fn_ty,
            } => {
                let Type::Func { ret, vararg, .. } = *cx.types.get(*fn_ty) else {
                    unreachable!("callees have function types")
                };
                // (No fast-math flags on calls: `--emit=mlir` cannot give
                // them to MLIR 13, and they change no result here.)
                self.out.push_str("call");
                // Fast-math flags only on float add/mul reductions (their
                // `reassoc`, from `vector.reduction ... fastmath<reassoc>`).
                if let Callee::Direct(f) = callee
                    && let name = &cx.funcs[f.index()].name
                    && (name.starts_with("llvm.vector.reduce.fadd.")
                        || name.starts_with("llvm.vector.reduce.fmul."))
                {
                    self.fast_math();
                }
                self.out.push(' ');
                if vararg {
                    self.ty(*fn_ty);
                } else {
                    self.ty(ret);
                }
                self.out.push(' ');
                match callee {
                    Callee::Direct(f) => self.fn_name(cx, *f),
                    Callee::Indirect(v) => self.val(cx, body, *v),
                }
                self.out.push('(');
                for (k, a) in args.get(&body.operands).iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(cx, body, *a);
                }
                self.out.push(')');
            }
            InstKind::FPTruncRound { value, mode, decl } => {
                let r = inst.result.expect("fptrunc has a result");
                self.out.push_str("call ");
                self.ty(body.ty(r));
                self.out.push(' ');
                self.fn_name(cx, *decl);
                self.out.push('(');
                self.typed(cx, body, *value);
                self.out.push_str(", metadata !\"round.");
                self.out.push_str(ROUNDING_MODES[usize::from(*mode)]);
                self.out
                    .push_str("\", metadata !\"fpexcept.ignore\") strictfp");
            }
            InstKind::ExtractValue(agg, idx) => {
                if def {
                    self.out.push_str(" = extractvalue ");
                } else {
                    self.out.push_str("extractvalue ");
                }
                self.typed(cx, body, *agg);
                self.indices_nl(body, *idx);
                return;
            }
            InstKind::InsertValue(agg, v, idx) => {
                if def {
                    self.out.push_str(" = insertvalue ");
                } else {
                    self.out.push_str("insertvalue ");
                }
                self.typed(cx, body, *agg);
                self.out.push_str(", ");
                self.typed(cx, body, *v);
                self.indices_nl(body, *idx);
                return;
            }
            InstKind::Alloca { elem, count, align } => {
                self.out.push_str("alloca ");
                self.ty(*elem);
                let one = matches!(body.values[count.index()].kind, ValueKind::ConstInt(1));
                if !one {
                    self.out.push_str(", ");
                    self.typed(cx, body, *count);
                }
                if *align > 0 {
                    self.out.push_str(", align ");
                    push_u32(&mut self.out, *align);
                }
            }
            InstKind::Load(p)
            | InstKind::VolatileLoad(p)
            | InstKind::LoadAlign(p, ..)
            | InstKind::LoadNT(p, ..)
            | InstKind::AtomicLoad(p, _) => {
                let (volatile, align, atomic) = match &inst.kind {
                    InstKind::VolatileLoad(_) => (true, 0, None),
                    InstKind::LoadAlign(_, a, v) | InstKind::LoadNT(_, a, v) => (*v, *a, None),
                    InstKind::AtomicLoad(_, m) => (m.volatile, m.align, Some(&**m)),
                    _ => (false, 0, None),
                };
                match (def, &inst.kind) {
                    (true, InstKind::Load(_)) => self.out.push_str(" = load "),
                    _ => self.out.push_str("load "),
                }
                if atomic.is_some() {
                    self.out.push_str("atomic ");
                }
                if volatile {
                    self.out.push_str("volatile ");
                }
                let r = inst.result.expect("loads have results");
                self.ty(body.ty(r));
                self.out.push_str(", ");
                if atomic.is_none() && align == 0 && !matches!(inst.kind, InstKind::LoadNT(..)) {
                    self.typed_nl(cx, body, *p);
                    return;
                }
                self.typed(cx, body, *p);
                if let Some(m) = atomic {
                    atomic_tail(&mut self.out, m);
                }
                if align > 0 {
                    self.out.push_str(", align ");
                    push_u32(&mut self.out, align);
                }
                self.nontemporal_tail(&inst.kind);
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..)
            | InstKind::StoreNT(v, p, ..)
            | InstKind::AtomicStore(v, p, _) => {
                let (volatile, align, atomic) = match &inst.kind {
                    InstKind::VolatileStore(..) => (true, 0, None),
                    InstKind::StoreAlign(_, _, a, v) | InstKind::StoreNT(_, _, a, v) => {
                        (*v, *a, None)
                    }
                    InstKind::AtomicStore(_, _, m) => (m.volatile, m.align, Some(&**m)),
                    _ => (false, 0, None),
                };
                self.out.push_str("store ");
                if atomic.is_some() {
                    self.out.push_str("atomic ");
                }
                if volatile {
                    self.out.push_str("volatile ");
                }
                self.typed(cx, body, *v);
                self.out.push_str(", ");
                if atomic.is_none() && align == 0 && !matches!(inst.kind, InstKind::StoreNT(..)) {
                    self.typed_nl(cx, body, *p);
                    return;
                }
                self.typed(cx, body, *p);
                if let Some(m) = atomic {
                    atomic_tail(&mut self.out, m);
                }
                if align > 0 {
                    self.out.push_str(", align ");
                    push_u32(&mut self.out, align);
                }
                self.nontemporal_tail(&inst.kind);
            }
            InstKind::Gep {
                elem,
                base,
                indices,
            } => {
                if def {
                    self.out.push_str(" = getelementptr ");
                } else {
                    self.out.push_str("getelementptr ");
                }
                self.ty(*elem);
                self.out.push_str(", ");
                let ix = indices.get(&body.operands);
                let Some((last, ix)) = ix.split_last() else {
                    self.typed_nl(cx, body, *base);
                    return;
                };
                self.typed(cx, body, *base);
                for i in ix {
                    self.out.push_str(", ");
                    self.typed(cx, body, *i);
                }
                self.out.push_str(", ");
                self.typed_nl(cx, body, *last);
                return;
            }
            InstKind::ExtractElement(v, i) => {
                self.out.push_str("extractelement ");
                self.typed(cx, body, *v);
                self.out.push_str(", ");
                self.typed(cx, body, *i);
            }
            InstKind::InsertElement(v, e, i) => {
                self.out.push_str("insertelement ");
                self.typed(cx, body, *v);
                self.out.push_str(", ");
                self.typed(cx, body, *e);
                self.out.push_str(", ");
                self.typed(cx, body, *i);
            }
            InstKind::Shuffle(a, b, mask) => {
                self.out.push_str("shufflevector ");
                self.typed(cx, body, *a);
                self.out.push_str(", ");
                self.typed(cx, body, *b);
                let m = mask.get(&body.indices);
                self.out.push_str(", <");
                push_u32(&mut self.out, m.len() as u32);
                self.out.push_str(" x i32> ");
                if m.iter().all(|x| *x == 0) {
                    self.out.push_str("zeroinitializer");
                } else {
                    self.out.push('<');
                    for (k, x) in m.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        if *x == u32::MAX {
                            self.out.push_str("i32 undef");
                        } else {
                            self.out.push_str("i32 ");
                            push_u32(&mut self.out, *x);
                        }
                    }
                    self.out.push('>');
                }
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                self.out.push_str("switch ");
                self.typed(cx, body, *value);
                self.out.push_str(", ");
                self.label(default.block);
                self.out.push_str(" [");
                let vt = body.ty(*value);
                for (c, s) in cases.get(&body.cases) {
                    self.out.push_str("\n    ");
                    self.ty(vt);
                    self.out.push(' ');
                    push_i128(&mut self.out, *c);
                    self.out.push_str(", ");
                    self.label(s.block);
                }
                self.out.push_str("\n  ]");
            }
            InstKind::Br(s) => {
                self.out.push_str("br label ");
                self.label_in(NOTHING, s.block, NL);
                return;
            }
            InstKind::CondBr(c, t, e) => {
                self.out.push_str("br ");
                self.typed(cx, body, *c);
                self.label_in(COMMA_LABEL, t.block, NOTHING);
                self.label_in(COMMA_LABEL, e.block, NOTHING);
            }
            InstKind::Ret(v) => match v {
                Some(v) => {
                    self.out.push_str("ret ");
                    self.typed_nl(cx, body, *v);
                    return;
                }
                None => self.out.push_str("ret void"),
            },
            InstKind::Unreachable => self.out.push_str("unreachable"),
            InstKind::Fence { ordering, scope } => {
                self.out.push_str("fence ");
                if let Some(s) = scope {
                    self.out.push_str("syncscope(");
                    self.out.via(|o| super::push_quoted(o, s.as_bytes()));
                    self.out.push_str(") ");
                }
                self.out.push_str(ordering.name());
            }
        }
        self.out.push('\n');
    }
}

/// ` [syncscope("s")] ordering` of an atomic `load` or `store`.
impl Writer {
    /// `, !nontemporal !0` after a nontemporal load or store.
    fn nontemporal_tail(&mut self, kind: &InstKind) {
        if matches!(kind, InstKind::LoadNT(..) | InstKind::StoreNT(..)) {
            self.out.push_str(", !nontemporal !0");
            self.nontemporal = true;
        }
    }

    /// What follows the last declaration: the metadata nodes used.
    pub fn end(&mut self) {
        if self.nontemporal {
            self.out.push_str(NONTEMPORAL_NODE);
        }
    }
}

fn atomic_tail(out: &mut Out, m: &AtomicMem) {
    if let Some(s) = &m.scope {
        out.push_str(" syncscope(");
        out.via(|o| super::push_quoted(o, s.as_bytes()));
        out.push(')');
    }
    out.push(' ');
    out.push_str(m.ordering.name());
}

#[cfg(test)]
mod tests;
