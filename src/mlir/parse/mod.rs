//! The parser: MLIR text to the typed Std AST ([`super::ir`]).
//!
//! One recursive-descent function per rule of `grammar/mlir.ebnf`, over a
//! cursor that calls the nom leaves of [`super::lex`]. Values and blocks are
//! numbered on first mention (a use may come before its definition, as MLIR
//! allows across blocks) and checked for definition at the end of each
//! function. Custom and generic forms both end in `Parser::build`, the one
//! place where each op's types are checked.

use super::ir::*;
use super::lex;

mod affine;
mod atomic;
mod attrs;
mod build;
mod generic22;
use build::{expect_operands, expect_results};
pub mod chunk;
pub mod complex;
mod fast;
mod index;
mod inline_asm;
pub mod llvm22;
mod llvm22_masked;
pub mod llvm_ctors;
pub mod llvm_dialect;
mod llvm_global;
pub mod memref;
mod module;
mod names;
mod nontemporal;
mod op;
mod recover;
mod region;
mod rounding;
pub(crate) mod scalar;
pub use scalar::{FASTMATH, fastmath_names};
mod scf;
mod sync;
pub mod target;
mod toplevel;
mod types;
mod values;
pub mod vector;
mod vector0d;
mod vector_contract;
mod vector_mem;
mod vector_slice;
mod vector_transfer;
use super::ops::{self, Spec};
use crate::diag::{Error, Result, Span};
use crate::entity::{FxHashMap, List};
use crate::float;
use crate::types::{DYNAMIC, Layout, Type, TypeId, Types};

/// An attribute value.
#[derive(Clone, Debug)]
pub enum Attr {
    Int {
        value: i128,
        hex: bool,
        ty: Option<TypeId>,
    },
    Float {
        value: f64,
        ty: Option<TypeId>,
    },
    Bool(bool),
    Str(String),
    Sym(String),
    Array(Vec<Attr>),
    Dict(Vec<(String, Attr)>),
    Unit,
    Type(TypeId),
    /// `dense<...>`: the literal's elements in row-major order, the shape
    /// of its nesting, and its type.
    Dense {
        elems: Vec<Attr>,
        shape: Vec<usize>,
        ty: Option<TypeId>,
    },
    /// An attribute mlir2ll keeps only as text (affine maps, dialect attrs).
    Opaque(String),
    /// An affine map already parsed (index into `Body::maps`).
    AffineMap(u32),
    /// An integer set already parsed (index into `Body::sets`).
    IntegerSet(u32),
}

impl Attr {
    /// The literal without its `: type` (a constant's value, typed by the
    /// constant's own type).
    pub(crate) fn untyped(self) -> Attr {
        match self {
            Attr::Int { value, hex, .. } => Attr::Int {
                value,
                hex,
                ty: None,
            },
            Attr::Float { value, .. } => Attr::Float { value, ty: None },
            other => other,
        }
    }
}

/// A reference to a function from an op, with the function type the op
/// gives it; checked against the function once the whole input is read.
pub(crate) struct Claim {
    pub(crate) func: FuncId,
    pub(crate) ty: TypeId,
    pub(crate) span: Span,
    /// Whether the callee was declared when the reference was made.
    pub(crate) declared: bool,
    /// Check the type (not for `llvm.mlir.addressof`).
    pub(crate) typed: bool,
}

/// A result name being defined: `%name` or `%name:count`.
#[derive(Copy, Clone)]
struct Def<'a> {
    name: &'a str,
    count: u32,
    span: Span,
}

/// The per-op scratch buffers a region sets aside (see `region_with`).
type RegionScratch<'a> = (
    FxHashMap<&'a str, BlockId>,
    Vec<Def<'a>>,
    Vec<TypeId>,
    Vec<(&'a str, Attr, Span)>,
);

pub struct Parser<'a> {
    src: &'a str,
    pos: usize,
    types: Types,
    type_aliases: FxHashMap<&'a str, TypeId>,
    attr_aliases: FxHashMap<&'a str, Attr>,
    funcs: Vec<Func>,
    func_names: FxHashMap<&'a str, FuncId>,
    globals: Vec<Global>,
    global_names: FxHashMap<&'a str, GlobalId>,
    claims: Vec<Claim>,
    /// Open modules; `Some(end)` for a generic `"module"() ({...}) ...` whose
    /// text after the region ends at `end`.
    open: Vec<Option<usize>>,
    seen_module: bool,
    /// The target the module's attributes name (`target.rs`).
    pub target: target::ModuleTarget,
    /// The `llvm.comdat` groups so far (`llvm_global.rs`).
    comdats: Vec<crate::llvm::symattr::ComdatGroup>,
    ctors: Vec<llvm_ctors::Ctors>,
    /// The input may end inside the module (a piece of it: `chunk.rs`).
    open_end: bool,
    // Per function body.
    body: Body,
    /// A body given back by the driver, reused for the next function.
    spare: Option<Box<Body>>,
    /// `func` signatures seen (`module.rs`), by their input count, inputs
    /// and results: their interned type, found without building a `Type`.
    fn_types: FxHashMap<Vec<TypeId>, TypeId>,
    /// `func`'s signature being read, in that layout (reused).
    sig: Vec<TypeId>,
    values: values::Names<'a>,
    /// Values with numeric names (`%12`, the common case), by number: the
    /// function generation that set the slot, and the value.
    numbered: Vec<(u32, ValueId)>,
    generation: u32,
    blocks: FxHashMap<&'a str, BlockId>,
    /// Blocks named `^bbN` in a function's own region, by `N`: the
    /// function generation that set the slot, and the block.
    bb_numbered: Vec<(u32, BlockId)>,
    /// Nesting depth of types and attributes (bounded, so that no input
    /// can overflow the stack).
    depth: u32,
    /// Ops of the blocks being parsed, innermost last (nested regions
    /// finish first, so each block's ops are contiguous at its end).
    op_stack: Vec<OpId>,
    /// Blocks of the regions being parsed, innermost last.
    block_stack: Vec<BlockId>,
    /// Regions of the ops being parsed, innermost last.
    region_stack: Vec<RegionId>,
    /// The region being parsed.
    region: RegionId,
    /// The block being parsed.
    block: BlockId,
    /// Names defined in the regions being parsed, for removal at each
    /// region's end.
    scope_defs: Vec<names::ScopeDef<'a>>,
    /// Where the operand and successor pools stood when an op's regions
    /// began (its own uses end there), with the op's nesting depth.
    cuts: Vec<(u32, u32, u32)>,
    /// Nesting depth of ops being parsed.
    op_depth: u32,
    // Scratch buffers reused across ops.
    defs: Vec<Def<'a>>,
    result_tys: Vec<TypeId>,
    /// Emptied scratch buffers (block labels, `defs`, `result_tys`,
    /// `attrs`) for the ops of the next region (`region_with`).
    region_scratch: Vec<RegionScratch<'a>>,
    /// Affine maps parsed so far, by their text (`parse/affine.rs`).
    map_cache: affine::MapCache<'a>,
    /// Simple shaped types by their text (`parse/types.rs`).
    type_cache: FxHashMap<&'a str, TypeId>,
    attrs: Vec<(&'a str, Attr, Span)>,
    /// The first pointer type's style and place (typed and opaque
    /// pointers do not mix in one module).
    ptr_style: Option<(llvm22::PtrStyle, Span)>,
    /// Error recovery (`recover.rs`): the errors recorded so far, the
    /// limit (1: no recovery, the first error is returned), whether the
    /// limit was passed, the names the failed ops of the current body
    /// would have defined, and where the current top-level item began.
    errors: Vec<Error>,
    max_errors: usize,
    stopped: bool,
    poisoned: Vec<&'a str>,
    item_start: usize,
}

/// Parses a whole module.
pub fn parse(src: &str) -> Result<Module> {
    if src.len() >= u32::MAX as usize {
        return Err(Error::parse(
            Span::at(0),
            "input is too large (4 GiB or more)",
        ));
    }
    let mut p = Parser::new(src)?;
    while p.next_func()?.is_some() {}
    p.finish()
}

/// An op's name as written, without the quotes of the generic form (the
/// usual unquoted name is returned as it is, without a scan).
pub(super) fn unquote(name: &str) -> &str {
    match name.as_bytes() {
        [b'"', ..] | [.., b'"'] => name.trim_matches('"'),
        _ => name,
    }
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}

impl<'a> Parser<'a> {
    /// A parser over `src`; [`Parser::next_func`] reads one function at a
    /// time, so a driver can lower and print it, then drop its body.
    pub fn new(src: &'a str) -> Result<Parser<'a>> {
        if src.len() >= u32::MAX as usize {
            return Err(Error::parse(
                Span::at(0),
                "input is too large (4 GiB or more)",
            ));
        }
        Ok(Parser {
            src,
            pos: 0,
            types: Types::new(),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            funcs: Vec::new(),
            func_names: FxHashMap::default(),
            globals: Vec::new(),
            global_names: FxHashMap::default(),
            claims: Vec::new(),
            open: Vec::new(),
            seen_module: false,
            target: target::ModuleTarget::default(),
            comdats: Vec::new(),
            ctors: Vec::new(),
            open_end: false,
            body: Body::default(),
            spare: None,
            fn_types: FxHashMap::default(),
            sig: Vec::new(),
            values: Default::default(),
            numbered: Vec::new(),
            generation: 0,
            blocks: FxHashMap::default(),
            bb_numbered: Vec::new(),
            depth: 0,
            op_stack: Vec::new(),
            block_stack: Vec::new(),
            region_stack: Vec::new(),
            region: RegionId(0),
            block: BlockId(0),
            scope_defs: Vec::new(),
            cuts: Vec::new(),
            op_depth: 0,
            defs: Vec::new(),
            result_tys: Vec::new(),
            region_scratch: Vec::new(),
            map_cache: Default::default(),
            type_cache: Default::default(),
            attrs: Vec::new(),
            ptr_style: None,
            errors: Vec::new(),
            max_errors: 1,
            stopped: false,
            poisoned: Vec::new(),
            item_start: 0,
        })
    }

    /// The functions seen so far (signatures; bodies until taken).
    pub fn funcs(&self) -> &[Func] {
        &self.funcs
    }

    pub fn types(&self) -> &Types {
        &self.types
    }

    /// The globals seen so far.
    pub fn globals(&self) -> &[Global] {
        &self.globals
    }

    /// The `llvm.comdat` groups so far ([`Item::Comdat`] indexes them).
    pub fn comdats(&self) -> &[crate::llvm::symattr::ComdatGroup] {
        &self.comdats
    }

    /// The `llvm.mlir.global_ctors`/`global_dtors` ops so far
    /// ([`Item::Ctors`] indexes them).
    pub fn ctors(&self) -> &[llvm_ctors::Ctors] {
        &self.ctors
    }

    /// Gives a body back for reuse (its allocations, not its contents).
    pub fn recycle(&mut self, mut body: Box<Body>) {
        body.clear();
        self.spare = Some(body);
    }

    /// Moves the body of function `f` out, once the driver has parsed it.
    pub fn take_body(&mut self, f: FuncId) -> Option<Box<Body>> {
        self.funcs[f.index()].body.take()
    }

    // ----- cursor -------------------------------------------------------

    #[inline]
    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    #[inline(always)]
    fn ws(&mut self) {
        // Fast paths: most tokens are not preceded by trivia, most others
        // by one space.
        let b = self.src.as_bytes();
        match b.get(self.pos) {
            Some(b' ') => {
                if !matches!(
                    b.get(self.pos + 1),
                    Some(b' ' | b'\t' | b'\n' | b'\r' | b'/')
                ) {
                    self.pos += 1;
                    return;
                }
            }
            Some(b'\t' | b'\n' | b'\r' | b'/') => {}
            _ => return,
        }
        self.skip_trivia();
    }

    /// `ws` where the trivia is most likely a newline and indentation
    /// (after an op): those read as one word, no call.
    #[inline(always)]
    fn ws_line(&mut self) {
        const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
        let b = self.src.as_bytes();
        let k = self.pos;
        if b.get(k) == Some(&b'\n')
            && let Some(w) = b.get(k + 1..k + 9)
        {
            let x = u64::from_le_bytes(w.try_into().unwrap_or([0; 8])) ^ SPACES;
            if x != 0 {
                // (The first byte that is not a space: not more trivia.)
                let end = k + 1 + (x.trailing_zeros() / 8) as usize;
                if !matches!(b.get(end), Some(b'\t' | b'\n' | b'\r' | b'/')) {
                    self.pos = end;
                    return;
                }
            }
        }
        self.ws();
    }

    #[inline(never)]
    fn skip_trivia(&mut self) {
        self.pos += lex::trivia_len(&self.src.as_bytes()[self.pos..]);
    }

    #[inline(always)]
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.src.as_bytes().get(self.pos).copied()
    }

    /// Consumes `tok` (punctuation) if it comes next. (Inlined: with the
    /// token a constant, the comparison is a few instructions, not a
    /// `memcmp` call.)
    #[inline(always)]
    fn eat(&mut self, tok: &str) -> bool {
        self.ws();
        self.eat_here(tok)
    }

    /// Consumes `tok` if it starts exactly at the cursor (no trivia
    /// skipped). Most tokens are one byte: one compare, no `memcmp`.
    #[inline(always)]
    fn eat_here(&mut self, tok: &str) -> bool {
        let r = &self.src.as_bytes()[self.pos..];
        let t = tok.as_bytes();
        let hit = match t {
            [c] => r.first() == Some(c),
            _ => r.starts_with(t),
        };
        if hit {
            self.pos += t.len();
        }
        hit
    }

    /// Consumes the keyword `kw` if it comes next as a whole word.
    #[inline(always)]
    fn eat_kw(&mut self, kw: &str) -> bool {
        self.ws();
        let r = self.rest().as_bytes();
        if r.starts_with(kw.as_bytes()) && !r.get(kw.len()).is_some_and(|&b| is_ident_byte(b)) {
            self.pos += kw.len();
            true
        } else {
            false
        }
    }

    fn peek_kw(&mut self, kw: &str) -> bool {
        let save = self.pos;
        let r = self.eat_kw(kw);
        self.pos = save;
        r
    }

    #[inline(always)]
    fn expect(&mut self, tok: &str) -> Result<Span> {
        let start = self.pos_ws();
        if self.eat_here(tok) {
            Ok(Span::new(start, self.pos))
        } else {
            Err(self.expected_tok(tok))
        }
    }

    #[cold]
    #[inline(never)]
    fn expected_tok(&mut self, tok: &str) -> Error {
        self.expected(&format!("`{tok}`"))
    }

    #[inline(always)]
    fn pos_ws(&mut self) -> usize {
        self.ws();
        self.pos
    }

    /// The span of the token at the cursor, for "expected ..." errors.
    fn token_span(&mut self) -> Span {
        let start = self.pos_ws();
        let r = self.rest();
        if r.is_empty() {
            return Span::at(start);
        }
        let b = r.as_bytes();
        let len = if is_ident_byte(b[0]) {
            b.iter().take_while(|&&c| is_ident_byte(c)).count()
        } else if matches!(b[0], b'%' | b'^' | b'@' | b'!' | b'#') {
            1 + b[1..]
                .iter()
                .take_while(|&&c| is_ident_byte(c) || c == b'-')
                .count()
        } else {
            r.chars().next().map_or(1, char::len_utf8)
        };
        Span::new(start, start + len)
    }

    fn expected(&mut self, what: &str) -> Error {
        let span = self.token_span();
        if span.start == span.end {
            Error::parse(span, format!("expected {what}, but the input ends here"))
                .label("input ends here")
        } else {
            let found = &self.src[span.start as usize..span.end as usize];
            Error::parse(span, format!("expected {what}, found `{found}`"))
                .label(format!("expected {what}"))
        }
    }

    #[inline]
    fn bare_id(&mut self) -> Option<(&'a str, Span)> {
        let start = self.pos_ws();
        let b = self.src.as_bytes();
        // (`lex::bare_id_len`, as a plain loop.)
        match b.get(start) {
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
            _ => return None,
        }
        let k = start + 1 + lex::id_run(&b[start + 1..]);
        self.pos = k;
        Some((&self.src[start..k], Span::new(start, k)))
    }

    /// `@name` or `@"quoted name"`.
    fn symbol(&mut self) -> Result<(&'a str, Span)> {
        let start = self.pos_ws();
        if !self.rest().starts_with('@') {
            return Err(self.expected("a symbol name like `@f`"));
        }
        self.pos += 1;
        let r = self.rest();
        if r.starts_with('"') {
            let (after, _) = lex::string_lit(r).map_err(|_| {
                Error::parse(Span::new(start, self.pos + 1), "unterminated symbol name")
            })?;
            let name = &r[1..r.len() - after.len() - 1];
            self.pos = self.src.len() - after.len();
            if name.contains('\\') {
                return Err(Error::parse(
                    Span::new(start, self.pos),
                    "escapes in quoted symbol names are not supported",
                )
                .help("write the characters themselves between the quotes"));
            }
            return Ok((name, Span::new(start, self.pos)));
        }
        match lex::suffix_id(r) {
            Ok((after, name)) => {
                self.pos = self.src.len() - after.len();
                Ok((name, Span::new(start, self.pos)))
            }
            Err(_) => Err(Error::parse(
                Span::new(start, start + 1),
                "expected a symbol name after `@`",
            )),
        }
    }

    pub(super) fn string(&mut self) -> Result<String> {
        let start = self.pos_ws();
        match lex::string_lit(self.rest()) {
            Ok((r, s)) => {
                self.pos = self.src.len() - r.len();
                Ok(s)
            }
            Err(_) => {
                let line_end = self.rest().find('\n').unwrap_or(self.rest().len());
                Err(Error::parse(
                    Span::new(start, start + line_end.max(1)),
                    "unterminated or malformed string literal",
                )
                .label("this string has no closing `\"` on its line")
                .help("escape quotes as `\\\"` and backslashes as `\\\\`"))
            }
        }
    }

    /// Skips a balanced `( ... )`, `< ... >` or `[ ... ]` group whose opening
    /// bracket is next; returns its text. `->` does not close a `<`.
    fn skip_balanced(&mut self) -> Result<&'a str> {
        let start = self.pos_ws();
        let bytes = self.src.as_bytes();
        let mut depth = 0usize;
        let mut i = start;
        let mut in_str = false;
        while i < bytes.len() {
            let c = bytes[i];
            if in_str {
                if c == b'\\' {
                    i += 1;
                } else if c == b'"' {
                    in_str = false;
                }
            } else {
                match c {
                    b'"' => in_str = true,
                    // `>=`, `<=` (integer sets) and `->` are not brackets.
                    b'<' | b'>' if bytes.get(i + 1) == Some(&b'=') => i += 1,
                    b'(' | b'[' | b'{' | b'<' => depth += 1,
                    b'>' if i > 0 && bytes[i - 1] == b'-' => {}
                    b')' | b']' | b'}' | b'>' => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                        if depth == 0 {
                            self.pos = i + 1;
                            return Ok(&self.src[start..self.pos]);
                        }
                    }
                    _ => {}
                }
            }
            i += 1;
        }
        Err(
            Error::parse(Span::new(start, start + 1), "this bracket is never closed")
                .label("unclosed"),
        )
    }

    /// Skips a trailing `loc(...)`.
    #[inline(always)]
    fn skip_loc(&mut self) -> Result<()> {
        self.ws_line();
        if self.src.as_bytes().get(self.pos) == Some(&b'l') {
            return self.skip_loc_here();
        }
        Ok(())
    }

    #[inline(never)]
    fn skip_loc_here(&mut self) -> Result<()> {
        if self.peek_kw("loc") {
            self.eat_kw("loc");
            if self.peek() != Some(b'(') {
                return Err(self.expected("`(` after `loc`"));
            }
            self.skip_balanced()?;
        }
        Ok(())
    }

    // ----- numbers ------------------------------------------------------

    /// A numeric literal: (value as i128 for integers, f64 for floats).
    fn number(&mut self) -> Result<(NumLit, Span)> {
        let start = self.pos_ws();
        // Fast path: a decimal integer of at most 18 digits (as the general
        // path reads it: not followed by `.`, an exponent or `x`).
        let b = self.src.as_bytes();
        let neg = b.get(start) == Some(&b'-');
        let mut k = start + usize::from(neg);
        let first = k;
        let mut mag = 0u64;
        while let Some(&d) = b.get(k)
            && d.is_ascii_digit()
            && k - first < 18
        {
            mag = mag * 10 + u64::from(d - b'0');
            k += 1;
        }
        if k > first && !matches!(b.get(k), Some(b'0'..=b'9' | b'.' | b'e' | b'E' | b'x')) {
            self.pos = k;
            let value = if neg {
                -i128::from(mag)
            } else {
                i128::from(mag)
            };
            return Ok((
                NumLit::Int {
                    value,
                    hex: false,
                    neg,
                },
                Span::new(start, k),
            ));
        }
        let Ok((r, (text, is_float))) = lex::number(self.rest()) else {
            return Err(self.expected("a number"));
        };
        self.pos = self.src.len() - r.len();
        let span = Span::new(start, self.pos);
        if is_float {
            let v: f64 = text
                .parse()
                .map_err(|_| Error::parse(span, "malformed floating-point literal"))?;
            return Ok((NumLit::Float(v), span));
        }
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let (hex, mag) = match digits.strip_prefix("0x") {
            Some(h) => (true, u128::from_str_radix(h, 16)),
            None => (false, digits.parse::<u128>()),
        };
        let too_big =
            || Error::parse(span, "integer literal is too large").label("does not fit in 128 bits");
        let mag = mag.map_err(|_| too_big())?;
        let value = if neg {
            if mag > i128::MAX as u128 + 1 {
                return Err(too_big());
            }
            (mag as i128).wrapping_neg()
        } else {
            // Values up to u128::MAX keep their bit pattern.
            mag as i128
        };
        Ok((NumLit::Int { value, hex, neg }, span))
    }

    fn small_int(&mut self, what: &str) -> Result<(u64, Span)> {
        let (n, span) = self.number()?;
        match n {
            NumLit::Int {
                value, neg: false, ..
            } if (0..=u32::MAX as i128).contains(&value) => Ok((value as u64, span)),
            _ => Err(Error::parse(span, format!("expected {what}"))),
        }
    }

    // ----- the end ----------------------------------------------------------

    /// Checks a reference to a function against the function (the rules:
    /// `verify/symbols.rs`).
    fn check_claim(&self, c: &Claim) -> Result<()> {
        crate::mlir::verify::symbols::check_claim(&self.types, &self.funcs, c)
    }

    /// Checks every reference to a function against the function, and
    /// returns the module (with the bodies the driver did not take).
    pub fn finish(self) -> Result<Module> {
        for c in &self.claims {
            self.check_claim(c)?;
        }
        crate::mlir::verify::symbols::check_globals_defined(&self.globals, &self.funcs, |n| {
            self.func_names.get(n).copied()
        })?;
        Ok(Module {
            funcs: self.funcs,
            globals: self.globals,
            types: self.types,
        })
    }
}

#[derive(Copy, Clone, Debug)]
pub(super) enum NumLit {
    Int { value: i128, hex: bool, neg: bool },
    Float(f64),
}

/// The most elements a vector (or an unrolled constant) may have: beyond
/// this, expanding it would exhaust memory.
pub const MAX_ELEMENTS: u64 = 1 << 20;

/// Displays a type lazily (in messages only).
#[derive(Copy, Clone)]
struct TypeName<'t>(&'t Types, TypeId);

impl std::fmt::Display for TypeName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.write(f, self.1)
    }
}

/// Checks that `value` fits in an integer of `w` bits (as a signed or an
/// unsigned number, as MLIR accepts) and sign-extends it from `w` bits.
/// The attribute `name` of a dictionary, with its span (a copy).
fn attr_named(attrs: &[(&str, Attr, Span)], name: &str) -> Option<(Attr, Span)> {
    attrs
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, a, s)| (a.clone(), *s))
}

fn fit_int(value: i128, w: u32) -> Option<i128> {
    if w >= 128 {
        return Some(value);
    }
    let min = -(1i128 << (w - 1));
    let max = (1i128 << w) - 1;
    if !(min..=max).contains(&value) {
        return None;
    }
    let shift = 128 - w;
    Some((value << shift) >> shift)
}

/// The offset and strides of a memref type in strided form (`None` entries
/// are dynamic); `None` overall for layouts that are not strided.
pub fn strided_form(shape: &[i64], layout: &Layout) -> Option<(Option<i64>, Vec<Option<i64>>)> {
    match layout {
        Layout::Identity => {
            let mut strides = vec![Some(1i64); shape.len()];
            let mut run = Some(1i64);
            for i in (0..shape.len()).rev() {
                strides[i] = run;
                run = match (run, shape[i]) {
                    (Some(r), d) if d != DYNAMIC => r.checked_mul(d),
                    _ => None,
                };
            }
            Some((Some(0), strides))
        }
        Layout::Strided { offset, strides } if strides.len() == shape.len() => {
            Some((*offset, strides.to_vec()))
        }
        _ => None,
    }
}

#[cold]
fn unknown_op(name: &str, span: Span) -> Error {
    if name.starts_with("tensor.") || name.starts_with("bufferization.") {
        return tensor_error(name, span);
    }
    let e = Error::parse(span, format!("unknown operation `{name}`"))
        .label("mlir2ll does not know this operation");
    match ops::suggest(name) {
        Some(s) => e.help(format!("did you mean `{s}`?")),
        None => e.help(format!(
            "mlir2ll accepts the ops of these dialects: {}",
            ops::DIALECTS
        )),
    }
}

/// The builtin types' keywords, for "did you mean".
const TYPE_NAMES: &[&str] = &[
    "i1", "i8", "i16", "i32", "i64", "i128", "index", "f16", "bf16", "f32", "f64", "f80", "f128",
    "none", "vector", "memref", "tensor", "complex", "tuple",
];

#[cold]
fn unknown_type(name: &str, span: Span) -> Error {
    let list = "types are iN, f16, bf16, f32, f64, index, vector<..>, memref<..>, tensor<..>, complex<..> and function types";
    let help = crate::diag::did_you_mean(name, TYPE_NAMES).unwrap_or_else(|| list.to_string());
    Error::parse(span, format!("unknown type `{name}`"))
        .label("not a type")
        .help(help)
}

pub(crate) fn tensor_error(name: &str, span: Span) -> Error {
    Error::lower(
        span,
        format!("`{name}` works on tensors, which cannot be lowered to LLVM"),
    )
    .label("a tensor operation")
    .help("bufferize tensors to memrefs before lowering (e.g. `mlir-opt --tensor-bufferize`)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fits() {
        assert_eq!(fit_int(255, 8), Some(-1));
        assert_eq!(fit_int(-128, 8), Some(-128));
        assert_eq!(fit_int(256, 8), None);
        assert_eq!(fit_int(-129, 8), None);
        assert_eq!(fit_int(1, 1), Some(-1));
    }
}
