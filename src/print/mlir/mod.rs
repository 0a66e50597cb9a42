//! The LLVM-dialect MLIR writer (`--emit=mlir`): the lowered module as MLIR
//! text in the spelling `mlir-opt-13` prints for the LLVM dialect with typed
//! pointers, which `mlir-opt-13` parses and `mlir-translate-13
//! --mlir-to-llvmir` translates.
//!
//! One op per line however long (MLIR's printer does not break lines
//! either), blocks indented under their function. The common ops are
//! written as flat text straight into the output (`flat`); the others are
//! documents of the `pretty` crate (one arena per global and function)
//! rendered without a width limit (`Printer::put`), which gives the same
//! flat text.
//!
//! It prints IR legalized by [`crate::lower::mlir13`], which has made it
//! say only what MLIR 13's LLVM dialect can (switches on `i32` with cases,
//! no call through a variadic function pointer) and has turned constant
//! operands into definitions: the body's prelude, printed at the start of
//! the entry block (or of a global's initializer region), and blocks split
//! off others, printed `^bbN_K`.
//!
//! Values are numbered as MLIR prints them: `%arg0...` for the parameters,
//! `%0, %1, ...` for everything else in print order, the prelude first.
//!
//! Where each construct is printed: types in `types`, constants and `dense`
//! attributes in `consts`, globals in `globals`, function signatures,
//! blocks and numbering in `funcs`, instructions in `insts`.

mod consts;
mod flat;
mod funcs;
mod globals;
mod insts;
#[cfg(test)]
mod tests;
mod types;
mod v22;
mod v22_masked;

use crate::entity::FxHashMap;
use crate::llvm::ir::*;
use crate::print::ll::Ctx;
use pretty::{Arena, DocAllocator, DocBuilder};
use std::borrow::Cow;
use types::TyNames;

/// What closes the module.
pub const FOOTER: &str = "}\n";
/// The line width the layout aims at: none. MLIR's printer writes each op
/// on one line however long, and so does this writer (every group of the
/// layout stays flat).
const WIDTH: usize = usize::MAX;
/// Marks a value number as a function parameter (`%argN`).
const ARG: u32 = 1 << 31;

/// The padding after the last spelling of [`Numbers::text`].
const SPACES16: &str = "                ";
/// No number (yet).
const NONE: u32 = u32::MAX;

type Doc<'a> = DocBuilder<'a, Arena<'a>>;

/// The MLIR writer. Call [`Writer::header`], then [`Writer::global`] /
/// [`Writer::func`] for each global and function (bodies and initializer
/// regions legalized by [`crate::lower::mlir13`]), then [`Writer::footer`];
/// take the text from `out` whenever convenient.
#[derive(Default)]
pub struct Writer {
    pub out: String,
    names: TyNames,
    nums: Numbers,
    /// MLIR 22: the renamed intrinsics declared so far ([`v22::duplicate`]).
    intrinsics: v22::FxHashSet<String>,
    /// MLIR 22: `@llvm.global_ctors`/`_dtors` written as the
    /// `llvm.mlir.global_ctors`/`global_dtors` op where it can be
    /// (`globals::ctors_op`), as `mlir-translate-22 --import-llvm` does.
    pub ctor_ops: bool,
}

impl Writer {
    /// Writes MLIR 22's LLVM dialect instead (the `v22` module).
    pub fn set_v22(&mut self) {
        self.names.opaque = true;
    }

    /// Whether this writes MLIR 22's LLVM dialect.
    pub fn is_v22(&self) -> bool {
        self.names.opaque
    }

    pub fn header(&mut self) {
        self.out.push_str("module {\n");
    }

    /// The header naming the target: MLIR 22's module attributes (which
    /// `mlir-translate-22` writes as the `.ll`'s `target datalayout` and
    /// `target triple`); MLIR 13's header names none.
    pub fn header_with(&mut self, datalayout: &str, triple: &str) {
        if !self.names.opaque {
            return self.header();
        }
        self.out.push_str("module attributes {llvm.data_layout = ");
        crate::print::push_quoted(&mut self.out, datalayout.as_bytes());
        self.out.push_str(", llvm.target_triple = ");
        crate::print::push_quoted(&mut self.out, triple.as_bytes());
        self.out.push_str("} {\n");
    }

    /// Writes global `g`, with its initializer region if it has one
    /// ([`crate::lower::mlir13::global_region`]).
    pub fn global(&mut self, cx: Ctx, g: GlobalRef, region: Option<&Body>) {
        if self.ctor_ops && self.names.opaque && globals::ctors_op(cx, g, &mut self.out) {
            return;
        }
        self.names.extend(cx.types);
        self.nums.cover(region.map_or(0, |b| b.values.len()));
        let arena = Arena::new();
        let mut p = Printer::new(&arena, cx, &self.names, &self.nums, region);
        p.global(g, &mut self.out);
        self.out.push('\n');
    }

    /// Writes function `f` (a declaration when `body` is `None`).
    pub fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        if self.names.opaque
            && body.is_none()
            && (crate::lower::llvm22_vec::masked_intrinsic(&cx.funcs[f.index()].name)
                || v22::duplicate(&mut self.intrinsics, &cx.funcs[f.index()].name))
        {
            return;
        }
        // The constrained intrinsics are ops of their own
        // (`llvm.intr.experimental.constrained.fptrunc`), not calls.
        if body.is_none() && cx.funcs[f.index()].name.starts_with(CONSTRAINED_PREFIX) {
            return;
        }
        self.names.extend(cx.types);
        self.nums.cover(body.map_or(0, |b| b.values.len()));
        let arena = Arena::new();
        let mut p = Printer::new(&arena, cx, &self.names, &self.nums, body);
        p.func(&cx.funcs[f.index()], &mut self.out);
        self.out.push('\n');
    }

    /// Writes `llvm.comdat @name { llvm.comdat_selector @sel kind ... }`
    /// (MLIR 22; refused for MLIR 13 before printing).
    pub fn comdat(&mut self, g: &crate::llvm::symattr::ComdatGroup) {
        self.out.push_str("  llvm.comdat ");
        self.out.push_str(&symbol(&g.name));
        self.out.push_str(" {\n");
        for (sel, kind) in &g.sels {
            self.out.push_str("    llvm.comdat_selector ");
            self.out.push_str(&symbol(sel));
            self.out.push(' ');
            self.out.push_str(kind.name());
            self.out.push('\n');
        }
        self.out.push_str("  }\n");
    }

    pub fn footer(&mut self) {
        self.out.push_str(FOOTER);
    }
}

/// The concatenation of `parts` in one allocation (for the hot spellings:
/// `format!` costs several times as much).
fn cat(parts: &[&str]) -> String {
    let mut s = String::with_capacity(parts.iter().map(|p| p.len()).sum());
    for p in parts {
        s.push_str(p);
    }
    s
}

/// `@name`, quoted when it is not a bare MLIR identifier.
pub(crate) fn symbol(name: &str) -> String {
    let b = name.as_bytes();
    let plain = !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
    let mut s = String::from("@");
    if plain {
        s.push_str(name);
    } else {
        crate::print::push_quoted(&mut s, b);
    }
    s
}

/// The spellings `%0`, `%1`, ... and `%arg0`, `%arg1`, ... in one buffer,
/// grown to the largest body printed so far, so that naming a value costs
/// no allocation.
#[derive(Default)]
struct Numbers {
    text: String,
    /// The start and length of each spelling in `text`: `%N` at `2 * N`,
    /// `%argN` at `2 * N + 1` (one lookup per name).
    spans: Vec<(u32, u32)>,
}

impl Numbers {
    /// Makes sure `%0..%n` and `%arg0..%argn` are spelled (`text` ends
    /// with 16 bytes of padding, for `push`'s fixed-size copies).
    fn cover(&mut self, n: usize) {
        let mut k = self.spans.len() / 2;
        if k > n {
            return;
        }
        let mut end = self.spans.last().map_or(0, |&(s, l)| (s + l) as usize);
        self.text.truncate(end);
        // Spelled as bytes, made a `str` once (`push_u64` writes a
        // `String` a digit at a time): `%arg` and the digits of `k`,
        // counted up in place.
        let mut buf = *b"%arg00000000000000000000";
        let mut first = buf.len();
        let mut m = k;
        while m > 0 || first == buf.len() {
            first -= 1;
            buf[first] = b'0' + (m % 10) as u8;
            m /= 10;
        }
        let mut add: Vec<u8> = Vec::with_capacity(16 * (n + 1 - k));
        while k <= n {
            let digits = &buf[first..];
            add.push(b'%');
            add.extend_from_slice(digits);
            self.spans.push((end as u32, 1 + digits.len() as u32));
            end += 1 + digits.len();
            add.extend_from_slice(b"%arg");
            add.extend_from_slice(digits);
            self.spans.push((end as u32, 4 + digits.len() as u32));
            end += 4 + digits.len();
            k += 1;
            // The next number: carry through the trailing nines.
            let mut j = buf.len() - 1;
            while buf[j] == b'9' && j > 4 {
                buf[j] = b'0';
                j -= 1;
            }
            buf[j] += 1;
            first = first.min(j);
        }
        self.text
            .push_str(std::str::from_utf8(&add).expect("ASCII digits"));
        self.text.push_str(SPACES16);
    }

    /// The index of slot number `n`'s spelling in `spans`.
    #[inline(always)]
    fn index(n: u32) -> usize {
        2 * (n & !ARG) as usize + usize::from(n & ARG != 0)
    }

    /// Writes `%argN` or `%N` for slot number `n`: a 16-byte copy out of
    /// `text` cut back to the name's length (a copy of a length known
    /// only at run time is a `memcpy` call, dearer than the name). Always
    /// inlined: a call cost as much as the copy.
    #[inline(always)]
    fn push(&self, n: u32, s: &mut String) {
        if let Some(&(start, len)) = self.spans.get(Self::index(n))
            && let Some(piece) = self.text.get(start as usize..start as usize + 16)
        {
            let at = s.len();
            s.push_str(piece);
            s.truncate(at + len as usize);
            return;
        }
        s.push_str(&self.name(n));
    }

    /// `%argN` or `%N` for slot number `n`.
    fn name(&self, n: u32) -> Cow<'_, str> {
        debug_assert!(n != NONE, "every printed value is numbered");
        match self.spans.get(Self::index(n)) {
            Some(&(start, len)) => {
                Cow::Borrowed(&self.text[start as usize..(start + len) as usize])
            }
            None if n & ARG != 0 => Cow::Owned(format!("%arg{}", n & !ARG)),
            None => Cow::Owned(format!("%{n}")),
        }
    }
}

/// Prints one global or one function.
struct Printer<'a> {
    a: &'a Arena<'a>,
    cx: Ctx<'a>,
    names: &'a TyNames,
    nums: &'a Numbers,
    body: Option<&'a Body>,
    /// The number of each value of `body` (`NONE`: not yet numbered).
    slot: Vec<u32>,
    next: u32,
    /// The blocks split off others: the block and `K` of `^bbN_K`.
    split: FxHashMap<Block, (Block, u32)>,
    /// MLIR 22: the values that are another pointer under opaque pointers
    /// (results of pointer-to-pointer bitcasts, not printed), by value.
    alias: FxHashMap<Value, Value>,
}

impl<'a> Printer<'a> {
    fn new(
        a: &'a Arena<'a>,
        cx: Ctx<'a>,
        names: &'a TyNames,
        nums: &'a Numbers,
        body: Option<&'a Body>,
    ) -> Printer<'a> {
        Printer {
            a,
            cx,
            names,
            nums,
            body,
            slot: vec![NONE; body.map_or(0, |b| b.values.len())],
            next: 0,
            split: FxHashMap::default(),
            alias: FxHashMap::default(),
        }
    }

    fn body(&self) -> &'a Body {
        self.body
            .expect("only bodies (of functions, of global initializers) have values")
    }

    fn text(&self, s: impl Into<Cow<'a, str>>) -> Doc<'a> {
        self.a.text(s)
    }

    /// Items separated by `,` and a break: each break on its own (`fill`)
    /// or all together.
    fn seq(&self, items: impl IntoIterator<Item = Doc<'a>>, fill: bool) -> Doc<'a> {
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
    fn list(&self, items: impl IntoIterator<Item = Doc<'a>>) -> Doc<'a> {
        self.seq(items, true).nest(4)
    }

    /// One op: `%r = head : trailer`, breaking before the trailer first.
    fn op(&self, res: u32, head: Doc<'a>, trailer: Option<Doc<'a>>) -> Doc<'a> {
        let mut d = if res == NONE {
            head
        } else {
            self.text(self.nums.name(res)).append(" = ").append(head)
        };
        if let Some(t) = trailer {
            d = d.append(self.a.line().append(": ").append(t).nest(4).group());
        }
        d.group()
    }

    /// Renders the start of a top-level op of the module, indented by 2
    /// (without a line break after).
    fn render_top(&self, doc: Doc<'a>, out: &mut String) {
        let doc = self.a.text("  ").append(doc).nest(2);
        let _ = doc.into_doc().render_fmt(WIDTH, out);
    }

    fn fresh(&mut self) -> u32 {
        let n = self.next;
        self.next += 1;
        n
    }

    fn val(&self, v: Value) -> Doc<'a> {
        self.text(self.nums.name(self.slot[self.unalias(v).index()]))
    }

    fn vals(&self, vs: &[Value]) -> impl Iterator<Item = Doc<'a>> {
        vs.iter().map(|v| self.val(*v))
    }

    fn val_tys(&self, vs: &[Value]) -> impl Iterator<Item = Doc<'a>> {
        let body = self.body();
        vs.iter().map(move |v| self.ty(body.ty(*v)))
    }
}
