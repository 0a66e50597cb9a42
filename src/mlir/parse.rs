//! The parser: MLIR text to the typed Std AST ([`super::ir`]).
//!
//! One recursive-descent function per rule of `grammar/mlir.ebnf`, over a
//! cursor that calls the nom leaves of [`super::lex`]. Values and blocks are
//! numbered on first mention (a use may come before its definition, as MLIR
//! allows across blocks) and checked for definition at the end of each
//! function. Custom and generic forms both end in [`Parser::build`], the one
//! place where each op's types are checked.

use super::ir::*;
use super::lex;

#[path = "llvm_dialect.rs"]
pub mod llvm_dialect;
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
}

/// A reference to a function from an op, with the function type the op
/// gives it; checked against the function once the whole input is read.
pub(super) struct Claim {
    func: FuncId,
    ty: TypeId,
    span: Span,
    /// Whether the callee was declared when the reference was made.
    declared: bool,
    /// Check the type (not for `llvm.mlir.addressof`).
    typed: bool,
}

/// A result name being defined: `%name` or `%name:count`.
#[derive(Copy, Clone)]
struct Def<'a> {
    name: &'a str,
    count: u32,
    span: Span,
}

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
    // Per function body.
    body: Body,
    /// A body given back by the driver, reused for the next function.
    spare: Option<Body>,
    values: FxHashMap<(&'a str, u32), ValueId>,
    /// Values with numeric names (`%12`, the common case), by number: the
    /// function generation that set the slot, and the value.
    numbered: Vec<(u32, ValueId)>,
    generation: u32,
    blocks: FxHashMap<&'a str, BlockId>,
    /// Nesting depth of types and attributes (bounded, so that no input
    /// can overflow the stack).
    depth: u32,
    // Scratch buffers reused across ops.
    defs: Vec<Def<'a>>,
    result_tys: Vec<TypeId>,
    attrs: Vec<(&'a str, Attr, Span)>,
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
            body: Body::default(),
            spare: None,
            values: FxHashMap::default(),
            numbered: Vec::new(),
            generation: 0,
            blocks: FxHashMap::default(),
            depth: 0,
            defs: Vec::new(),
            result_tys: Vec::new(),
            attrs: Vec::new(),
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

    /// Gives a body back for reuse (its allocations, not its contents).
    pub fn recycle(&mut self, mut body: Body) {
        body.clear();
        self.spare = Some(body);
    }

    /// Moves the body of function `f` out, once the driver has parsed it.
    pub fn take_body(&mut self, f: FuncId) -> Option<Body> {
        self.funcs[f.index()].body.take()
    }

    // ----- cursor -------------------------------------------------------

    #[inline]
    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    #[inline]
    fn ws(&mut self) {
        // Fast path: most tokens are not preceded by trivia.
        match self.src.as_bytes().get(self.pos) {
            Some(b' ' | b'\t' | b'\n' | b'\r' | b'/') => {}
            _ => return,
        }
        let r = lex::trivia(self.rest());
        self.pos = self.src.len() - r.len();
    }

    #[inline]
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.src.as_bytes().get(self.pos).copied()
    }

    /// Consumes `tok` (punctuation) if it comes next.
    fn eat(&mut self, tok: &str) -> bool {
        self.ws();
        if self.rest().starts_with(tok) {
            self.pos += tok.len();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it comes next as a whole word.
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

    fn expect(&mut self, tok: &str) -> Result<Span> {
        let start = self.pos_ws();
        if self.eat(tok) {
            Ok(Span::new(start, self.pos))
        } else {
            Err(self.expected(&format!("`{tok}`")))
        }
    }

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

    fn bare_id(&mut self) -> Option<(&'a str, Span)> {
        let start = self.pos_ws();
        let (r, id) = lex::bare_id(self.rest()).ok()?;
        self.pos = self.src.len() - r.len();
        Some((id, Span::new(start, self.pos)))
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

    fn string(&mut self) -> Result<String> {
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
                    b'(' | b'[' | b'{' | b'<' => depth += 1,
                    b'>' if i > 0 && bytes[i - 1] == b'-' => {}
                    b')' | b']' | b'}' | b'>' => {
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
    fn skip_loc(&mut self) -> Result<()> {
        if self.peek() == Some(b'l') && self.peek_kw("loc") {
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

    // ----- module structure -----------------------------------------------

    /// Reads up to the next function; `None` at the end of the input.
    /// (Globals are skipped: use [`Parser::next_item`] to get them too.)
    pub fn next_func(&mut self) -> Result<Option<FuncId>> {
        loop {
            match self.next_item()? {
                None => return Ok(None),
                Some(Item::Func(f)) => return Ok(Some(f)),
                Some(Item::Global(_)) => {}
            }
        }
    }

    /// Reads up to the next function or global and returns it; `None` at
    /// the end of the input.
    pub fn next_item(&mut self) -> Result<Option<Item>> {
        loop {
            match self.peek() {
                None => {
                    if !self.open.is_empty() {
                        return Err(self.expected("`}` to close the module"));
                    }
                    return Ok(None);
                }
                Some(b'}') if !self.open.is_empty() => {
                    self.pos += 1;
                    match self.open.pop() {
                        Some(Some(end)) => {
                            self.expect(")")?;
                            self.pos = end;
                        }
                        _ => self.skip_loc()?,
                    }
                }
                Some(b'!') => self.type_alias()?,
                Some(b'#') => self.attr_alias()?,
                Some(b'"') => {
                    if let Some(f) = self.generic_item()? {
                        return Ok(Some(Item::Func(f)));
                    }
                }
                _ => {
                    if self.eat_kw("func")
                        || self.eat_kw("func.func")
                        || self.eat_kw("builtin.func")
                    {
                        return self.func().map(|f| Some(Item::Func(f)));
                    } else if self.eat_kw("llvm.func") {
                        return self.llvm_func().map(|f| Some(Item::Func(f)));
                    } else if self.eat_kw("llvm.mlir.global") {
                        return self.llvm_global().map(|g| Some(Item::Global(g)));
                    } else if self.rest().starts_with("llvm.") {
                        let span = self.token_span();
                        return Err(Error::parse(
                            span,
                            "expected `llvm.func` or `llvm.mlir.global` at the top level",
                        ));
                    } else if self.peek_kw("module") || self.peek_kw("builtin.module") {
                        let span = self.token_span();
                        self.enter_module(span)?;
                        self.bare_id();
                        if self.peek() == Some(b'@') {
                            self.symbol()?;
                        }
                        if self.eat_kw("attributes") {
                            self.dict()?;
                        }
                        self.expect("{")?;
                        self.open.push(None);
                    } else {
                        return Err(self.expected(
                            "`func`, a type alias `!name = ...` or an attribute alias `#name = ...`",
                        ));
                    }
                }
            }
        }
    }

    fn enter_module(&mut self, span: Span) -> Result<()> {
        if !self.open.is_empty() || self.seen_module || !self.funcs.is_empty() {
            return Err(Error::parse(
                span,
                "only one module is supported, with every function inside it",
            )
            .help("put every function in one module"));
        }
        self.seen_module = true;
        Ok(())
    }

    /// Defines function `name` (it may have been referenced already).
    fn define_func(
        &mut self,
        name: &'a str,
        name_span: Span,
        ty: TypeId,
        private: bool,
    ) -> Result<FuncId> {
        if let Some(&id) = self.func_names.get(name) {
            let f = &mut self.funcs[id.index()];
            if f.state != FuncState::Referenced {
                return Err(Error::parse(
                    name_span,
                    format!("function `@{name}` is defined twice"),
                )
                .note(f.name_span, "first defined here"));
            }
            f.state = FuncState::Declared;
            f.name_span = name_span;
            f.ty = ty;
            f.private = private;
            return Ok(id);
        }
        let id = FuncId::new(self.funcs.len());
        self.func_names.insert(name, id);
        self.funcs.push(Func {
            name: name.to_string(),
            name_span,
            ty,
            private,
            attrs: Vec::new(),
            body: None,
            state: FuncState::Declared,
            linkage: crate::llvm::ir::Linkage::External,
            vararg: false,
            llvm: false,
        });
        Ok(id)
    }

    /// A reference to function `@name` with the type `ty` the op gives it.
    fn func_ref(&mut self, span: Span, ty: TypeId) -> Result<FuncId> {
        let text = &self.src[span.start as usize..span.end as usize];
        let name = text.trim_start_matches('@');
        let name = name
            .strip_prefix('"')
            .and_then(|n| n.strip_suffix('"'))
            .unwrap_or(name);
        let id = match self.func_names.get(name) {
            Some(&id) => id,
            None => {
                let id = FuncId::new(self.funcs.len());
                self.func_names.insert(name, id);
                self.funcs.push(Func {
                    name: name.to_string(),
                    name_span: span,
                    ty,
                    private: false,
                    attrs: Vec::new(),
                    body: None,
                    state: FuncState::Referenced,
                    linkage: crate::llvm::ir::Linkage::External,
                    vararg: false,
                    llvm: false,
                });
                id
            }
        };
        let declared = self.funcs[id.index()].state != FuncState::Referenced;
        let claim = Claim {
            func: id,
            ty,
            span,
            declared,
            typed: true,
        };
        // A declared callee is checked now: the call is lowered before the
        // end of the input (a variadic callee's own type is used).
        if declared {
            self.check_claim(&claim)?;
        }
        self.claims.push(claim);
        Ok(id)
    }

    /// A module or function in the generic form:
    /// `"module"() ({ items }) : () -> ()` or
    /// `"func"() ({ body }) {sym_name = "f", type = (i32) -> i32} : () -> ()`.
    fn generic_item(&mut self) -> Result<Option<FuncId>> {
        let start = self.pos_ws();
        let name = self.string()?;
        let span = Span::new(start, self.pos);
        let is_module = matches!(name.as_str(), "module" | "builtin.module");
        let is_func = matches!(name.as_str(), "func" | "builtin.func" | "func.func");
        if !is_module && !is_func {
            return Err(Error::parse(
                span,
                format!("expected a function or a module at the top level, found `{name}`"),
            ));
        }
        self.expect("(")?;
        self.expect(")")?;
        self.expect("(")?;
        let region = self.pos_ws();
        if self.peek() != Some(b'{') {
            return Err(self.expected("`{` (the region)"));
        }
        // The attributes (name, type) come after the region: read them first.
        self.skip_balanced()?;
        self.expect(")")?;
        let mut attrs = Vec::new();
        if self.peek() == Some(b'{') {
            attrs = self.dict_spanned()?;
        }
        self.expect(":")?;
        self.ty()?;
        self.skip_loc()?;
        let end = self.pos;
        self.pos = region;
        if is_module {
            self.enter_module(span)?;
            self.expect("{")?;
            self.open.push(Some(end));
            return Ok(None);
        }
        let find = |n: &str| attr_named(&attrs, n);
        let Some((Attr::Str(fname), nspan)) = find("sym_name") else {
            return Err(Error::parse(
                span,
                "a generic `func` needs a `sym_name` string attribute",
            ));
        };
        let Some((Attr::Type(ty), tspan)) = find("type").or_else(|| find("function_type")) else {
            return Err(Error::parse(
                span,
                "a generic `func` needs a `type` attribute",
            ));
        };
        let Type::Func { inputs, .. } = self.types.get(ty) else {
            return Err(Error::parse(
                tspan,
                "the `type` of a function must be a function type",
            ));
        };
        let n_inputs = inputs.len();
        let private = matches!(find("sym_visibility"), Some((Attr::Str(v), _)) if v == "private");
        // An empty region is a declaration.
        self.expect("{")?;
        let empty = self.peek() == Some(b'}');
        self.pos = region;
        let fname: &'a str = {
            // The name's text in the source, between the quotes.
            let t = &self.src[nspan.start as usize..nspan.end as usize];
            let t = t.trim_start_matches('"').trim_end_matches('"');
            if t == fname {
                t
            } else {
                return Err(Error::parse(
                    nspan,
                    "escaped characters in function names are not supported",
                ));
            }
        };
        let id = self.define_func(fname, nspan, ty, private)?;
        let body = if empty {
            None
        } else {
            let named = (n_inputs == 0).then(Vec::new);
            Some(self.body(ty, named, nspan)?)
        };
        self.pos = end;
        self.set_body(id, body);
        Ok(Some(id))
    }

    fn set_body(&mut self, id: FuncId, body: Option<Body>) {
        let f = &mut self.funcs[id.index()];
        if body.is_some() {
            f.state = FuncState::Defined;
        }
        f.body = body;
    }

    fn alias_name(&mut self) -> Result<(&'a str, Span)> {
        let start = self.pos_ws();
        self.pos += 1; // `!` or `#`
        match lex::suffix_id(self.rest()) {
            Ok((r, name)) => {
                self.pos = self.src.len() - r.len();
                Ok((name, Span::new(start, self.pos)))
            }
            Err(_) => Err(Error::parse(
                Span::new(start, start + 1),
                "expected an alias name",
            )),
        }
    }

    fn type_alias(&mut self) -> Result<()> {
        let (name, span) = self.alias_name()?;
        self.expect("=")?;
        self.eat_kw("type");
        let ty = self.ty()?;
        if self.type_aliases.insert(name, ty).is_some() {
            return Err(Error::parse(
                span,
                format!("type alias `!{name}` is defined twice"),
            ));
        }
        Ok(())
    }

    fn attr_alias(&mut self) -> Result<()> {
        let (name, span) = self.alias_name()?;
        self.expect("=")?;
        let attr = self.attr()?;
        if self.attr_aliases.insert(name, attr).is_some() {
            return Err(Error::parse(
                span,
                format!("attribute alias `#{name}` is defined twice"),
            ));
        }
        Ok(())
    }

    // ----- functions --------------------------------------------------------

    fn func(&mut self) -> Result<FuncId> {
        let mut private = false;
        if self.eat_kw("private") {
            private = true;
        } else if !self.eat_kw("public") {
            self.eat_kw("nested");
        }
        let (name, name_span) = self.symbol()?;
        self.expect("(")?;
        let mut inputs = Vec::new();
        let mut arg_names: Vec<(&'a str, Span)> = Vec::new();
        if !self.eat(")") {
            loop {
                if self.peek() == Some(b'%') {
                    let (n, s) = self.value_name()?;
                    if arg_names.len() != inputs.len() {
                        return Err(Error::parse(s, "either name every argument or none"));
                    }
                    arg_names.push((n, s));
                    self.expect(":")?;
                } else if !arg_names.is_empty() {
                    return Err(self.expected("a named argument `%name: type`"));
                }
                inputs.push(self.ty()?);
                if self.peek() == Some(b'{') {
                    self.dict()?;
                }
                self.skip_loc()?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let results = if self.eat("->") {
            self.result_types()?
        } else {
            Vec::new()
        };
        let attrs = self.func_attributes()?;
        let n_inputs = inputs.len();
        let ty = self.types.intern(Type::Func {
            inputs: inputs.into(),
            results: results.into(),
        });
        let id = self.define_func(name, name_span, ty, private)?;
        self.funcs[id.index()].attrs = attrs;
        let body = if self.peek() == Some(b'{') {
            let named = (!arg_names.is_empty() || n_inputs == 0).then_some(arg_names);
            Some(self.body(ty, named, name_span)?)
        } else {
            None
        };
        self.skip_loc()?;
        self.set_body(id, body);
        Ok(id)
    }

    /// `type` or `( type {attrs}?, ... )` after `->`.
    fn result_types(&mut self) -> Result<Vec<TypeId>> {
        let mut out = Vec::new();
        if self.peek() == Some(b'(') {
            // A parenthesized list, unless it is a function type `(..) -> ..`.
            let save = self.pos;
            self.pos += 1;
            if self.eat(")") {
                if self.peek_arrow() {
                    self.pos = save;
                    out.push(self.ty()?);
                }
                return Ok(out);
            }
            loop {
                out.push(self.ty()?);
                if self.peek() == Some(b'{') {
                    self.dict()?;
                }
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
            if self.peek_arrow() {
                // It was a function type after all.
                self.pos = save;
                out.clear();
                out.push(self.ty()?);
            }
        } else {
            out.push(self.ty()?);
        }
        Ok(out)
    }

    fn peek_arrow(&mut self) -> bool {
        self.ws();
        self.rest().starts_with("->")
    }

    /// `<sigil>name` (`%x`, `^bb1`): the name and the span with the sigil.
    fn sigil_name(&mut self, sigil: u8, what: &str, after: &str) -> Result<(&'a str, Span)> {
        let start = self.pos_ws();
        if self.src.as_bytes().get(start) != Some(&sigil) {
            return Err(self.expected(what));
        }
        self.pos += 1;
        let n = lex::suffix_len(&self.src.as_bytes()[self.pos..]);
        if n == 0 {
            return Err(Error::parse(Span::new(start, start + 1), after));
        }
        let name = &self.src[self.pos..self.pos + n];
        self.pos += n;
        Ok((name, Span::new(start, self.pos)))
    }

    /// `%name` of a definition (argument or result), without `#`.
    fn value_name(&mut self) -> Result<(&'a str, Span)> {
        self.sigil_name(
            b'%',
            "a value name like `%x`",
            "expected a value name after `%`",
        )
    }

    fn body(
        &mut self,
        fn_ty: TypeId,
        named_args: Option<Vec<(&'a str, Span)>>,
        fn_span: Span,
    ) -> Result<Body> {
        self.body = self.spare.take().unwrap_or_default();
        self.values.clear();
        self.generation += 1;
        self.blocks.clear();
        let inputs = match self.types.get(fn_ty) {
            Type::Func { inputs, .. } => inputs.clone(),
            _ => unreachable!("function types are built by `func`"),
        };
        let open = self.expect("{")?;
        if self.peek() == Some(b'}') {
            return Err(
                Error::parse(open, "a function body needs at least one block")
                    .help("write a declaration without `{}` for an external function"),
            );
        }
        // The entry block: unlabeled, or labeled (spec style, with the
        // arguments on the label when the signature does not name them).
        if self.peek() == Some(b'^') {
            let b = self.block_label(true)?;
            let blk = &self.body.blocks[b.index()];
            let n_args = blk.args.len();
            match named_args {
                Some(ref names) if !names.is_empty() && n_args > 0 => {
                    return Err(Error::parse(
                        blk.span,
                        "the entry block's arguments are already named in the signature",
                    ));
                }
                Some(ref names) if !names.is_empty() => {
                    let start = self.body.block_args.len();
                    for (i, (name, span)) in names.iter().enumerate() {
                        let v = self.define(
                            name,
                            0,
                            *span,
                            inputs[i],
                            ValueDef::Arg {
                                block: b,
                                index: i as u32,
                            },
                        )?;
                        self.body.block_args.push(v);
                    }
                    self.body.blocks[b.index()].args = List::since(&self.body.block_args, start);
                }
                _ => {
                    let args = self.body.args(b);
                    let ok = args.len() == inputs.len()
                        && args
                            .iter()
                            .zip(inputs.iter())
                            .all(|(v, t)| self.body.values[v.index()].ty == *t);
                    if !ok {
                        let got: Vec<String> = args
                            .iter()
                            .map(|v| self.types.display(self.body.values[v.index()].ty))
                            .collect();
                        let want: Vec<String> =
                            inputs.iter().map(|t| self.types.display(*t)).collect();
                        return Err(Error::parse(
                            blk.span,
                            format!(
                                "the entry block's arguments ({}) do not match the function's inputs ({})",
                                got.join(", "),
                                want.join(", ")
                            ),
                        ));
                    }
                }
            }
            self.block_ops(b)?;
        } else {
            let Some(names) = named_args else {
                return Err(Error::parse(
                    fn_span,
                    "the arguments of a function with a body need names",
                )
                .help(
                    "write `func @f(%arg0: i32)`, or label the entry block `^bb0(%arg0: i32):`",
                ));
            };
            let b = BlockId::new(self.body.blocks.len());
            let start = self.body.block_args.len();
            for (i, (name, span)) in names.iter().enumerate() {
                let v = self.define(
                    name,
                    0,
                    *span,
                    inputs[i],
                    ValueDef::Arg {
                        block: b,
                        index: i as u32,
                    },
                )?;
                self.body.block_args.push(v);
            }
            self.body.blocks.push(Block {
                args: List::since(&self.body.block_args, start),
                ops: List::EMPTY,
                span: fn_span,
                defined: true,
            });
            self.body.layout.push(b);
            self.block_ops(b)?;
        }
        while self.peek() == Some(b'^') {
            let b = self.block_label(false)?;
            self.block_ops(b)?;
        }
        self.expect("}")?;
        self.check_body_names()?;
        Ok(std::mem::take(&mut self.body))
    }

    /// Every value and block mentioned must have been defined.
    fn check_body_names(&mut self) -> Result<()> {
        for v in &self.body.values {
            if v.def == ValueDef::Pending {
                let name = &self.src[v.span.start as usize..v.span.end as usize];
                return Err(
                    Error::verify(v.span, format!("use of undefined value `{name}`"))
                        .label("not defined in this function"),
                );
            }
        }
        for b in &self.body.blocks {
            if !b.defined {
                let name = &self.src[b.span.start as usize..b.span.end as usize];
                return Err(Error::verify(
                    b.span,
                    format!("reference to undefined block `{name}`"),
                )
                .label("no block has this label"));
            }
        }
        Ok(())
    }

    fn block_ref(&mut self, name: &'a str, span: Span) -> BlockId {
        if let Some(&b) = self.blocks.get(name) {
            return b;
        }
        let b = BlockId::new(self.body.blocks.len());
        self.body.blocks.push(Block {
            args: List::EMPTY,
            ops: List::EMPTY,
            span,
            defined: false,
        });
        self.blocks.insert(name, b);
        b
    }

    fn label(&mut self) -> Result<(&'a str, Span)> {
        self.sigil_name(
            b'^',
            "a block label like `^bb1`",
            "expected a block name after `^`",
        )
    }

    /// `^name(%a: T, ...):`, defining the block.
    fn block_label(&mut self, entry: bool) -> Result<BlockId> {
        let (name, span) = self.label()?;
        let b = self.block_ref(name, span);
        if self.body.blocks[b.index()].defined {
            let prev = self.body.blocks[b.index()].span;
            return Err(
                Error::parse(span, format!("block `^{name}` is defined twice"))
                    .note(prev, "first defined here"),
            );
        }
        {
            let blk = &mut self.body.blocks[b.index()];
            blk.defined = true;
            blk.span = span;
        }
        let _ = entry;
        let start = self.body.block_args.len();
        if self.eat("(") && !self.eat(")") {
            let mut index = 0u32;
            loop {
                let (n, s) = self.value_name()?;
                self.expect(":")?;
                let ty = self.ty()?;
                self.skip_loc()?;
                let v = self.define(n, 0, s, ty, ValueDef::Arg { block: b, index })?;
                self.body.block_args.push(v);
                index += 1;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.body.blocks[b.index()].args = List::since(&self.body.block_args, start);
        self.expect(":")?;
        self.body.layout.push(b);
        Ok(b)
    }

    /// The ops of block `b`, up to the next label or the closing brace.
    fn block_ops(&mut self, b: BlockId) -> Result<()> {
        let start = self.body.ops.len();
        loop {
            match self.peek() {
                Some(b'^') | Some(b'}') | None => break,
                _ => self.op()?,
            }
        }
        let ops = List::since(&self.body.ops, start);
        self.body.blocks[b.index()].ops = ops;
        let list = &self.body.ops[start..];
        for op in &list[..list.len().saturating_sub(1)] {
            if op.kind.is_terminator() {
                let name = &self.src[op.span.start as usize..op.span.end as usize];
                return Err(Error::verify(
                    op.span,
                    format!("`{name}` must be the last operation of its block"),
                )
                .label("a terminator, followed by more operations"));
            }
        }
        match list.last() {
            Some(op) if op.kind.is_terminator() => Ok(()),
            Some(op) => Err(
                Error::verify(op.span, "block does not end with a terminator")
                    .label("the block's last operation")
                    .help("end every block with `return`, `br` or `cond_br`"),
            ),
            None => {
                let span = self.body.blocks[b.index()].span;
                Err(Error::verify(span, "block is empty: it needs a terminator")
                    .help("end every block with `return`, `br` or `cond_br`"))
            }
        }
    }

    // ----- values -------------------------------------------------------

    fn define(
        &mut self,
        name: &'a str,
        index: u32,
        span: Span,
        ty: TypeId,
        def: ValueDef,
    ) -> Result<ValueId> {
        match self.find_value(name, index) {
            Some(v) => {
                let data = &mut self.body.values[v.index()];
                if data.def != ValueDef::Pending {
                    let prev = data.span;
                    let shown = if index == 0 {
                        format!("%{name}")
                    } else {
                        format!("%{name}#{index}")
                    };
                    return Err(
                        Error::verify(span, format!("value `{shown}` is defined twice"))
                            .note(prev, "first defined here"),
                    );
                }
                data.def = def;
                data.ty = ty;
                data.span = span;
                Ok(v)
            }
            None => {
                let v = ValueId::new(self.body.values.len());
                self.body.values.push(ValueData { ty, def, span });
                self.insert_value(name, index, v);
                Ok(v)
            }
        }
    }

    /// The slot of a numeric value name (`%12`), if it is one.
    #[inline]
    fn numeric(name: &str, index: u32) -> Option<usize> {
        let b = name.as_bytes();
        if index != 0 || b.is_empty() || b.len() > 6 || (b.len() > 1 && b[0] == b'0') {
            return None; // (`%01` is another name than `%1`)
        }
        let mut n = 0usize;
        for &d in b {
            let v = d.wrapping_sub(b'0');
            if v > 9 {
                return None;
            }
            n = n * 10 + v as usize;
        }
        Some(n)
    }

    #[inline]
    fn find_value(&self, name: &'a str, index: u32) -> Option<ValueId> {
        match Self::numeric(name, index) {
            Some(n) => match self.numbered.get(n) {
                Some(&(g, v)) if g == self.generation => Some(v),
                _ => None,
            },
            None => self.values.get(&(name, index)).copied(),
        }
    }

    #[inline]
    fn insert_value(&mut self, name: &'a str, index: u32, v: ValueId) {
        match Self::numeric(name, index) {
            Some(n) => {
                if self.numbered.len() <= n {
                    self.numbered.resize(n + 1, (0, ValueId(0)));
                }
                self.numbered[n] = (self.generation, v);
            }
            None => {
                self.values.insert((name, index), v);
            }
        }
    }

    /// `%name` or `%name#N`: a use, numbered on first mention.
    fn value_use(&mut self) -> Result<(ValueId, Span)> {
        let start = self.pos_ws();
        if !self.rest().starts_with('%') {
            return Err(self.expected("a value like `%x`"));
        }
        self.pos += 1;
        let n = lex::suffix_len(&self.src.as_bytes()[self.pos..]);
        if n == 0 {
            return Err(Error::parse(
                Span::new(start, start + 1),
                "expected a value name after `%`",
            ));
        }
        let name = &self.src[self.pos..self.pos + n];
        self.pos += n;
        let mut index = 0u32;
        if self.rest().starts_with('#') {
            self.pos += 1;
            let Ok((r, d)) = lex::digits(self.rest()) else {
                return Err(Error::parse(
                    Span::new(self.pos - 1, self.pos),
                    "expected a result number after `#`",
                ));
            };
            self.pos = self.src.len() - r.len();
            index = d.parse().map_err(|_| {
                Error::parse(Span::new(start, self.pos), "result number is too large")
            })?;
        }
        let span = Span::new(start, self.pos);
        if let Some(v) = self.find_value(name, index) {
            return Ok((v, span));
        }
        let v = ValueId::new(self.body.values.len());
        self.body.values.push(ValueData {
            ty: TypeId(u32::MAX),
            def: ValueDef::Pending,
            span,
        });
        self.insert_value(name, index, v);
        Ok((v, span))
    }

    /// `open` uses, possibly none, `close`: `(%a, %b)` or `[%i]`.
    fn use_group(&mut self, open: &str, close: &str) -> Result<()> {
        self.expect(open)?;
        if !self.eat(close) {
            self.use_list()?;
            self.expect(close)?;
        }
        Ok(())
    }

    /// Like `use_group`, but the whole group may be absent.
    fn opt_use_group(&mut self, open: &str, close: &str) -> Result<()> {
        if self.eat(open) && !self.eat(close) {
            self.use_list()?;
            self.expect(close)?;
        }
        Ok(())
    }

    /// A comma-separated list of uses, pushed with a placeholder type.
    fn use_list(&mut self) -> Result<()> {
        loop {
            let (value, span) = self.value_use()?;
            self.body.uses.push(Use {
                value,
                ty: TypeId(u32::MAX),
                span,
            });
            if !self.eat(",") {
                return Ok(());
            }
        }
    }

    /// Gives the uses of `list` the types `tys` (error if counts differ).
    fn type_uses(&mut self, list: List, tys: &[TypeId], at: Span) -> Result<()> {
        if list.len() != tys.len() {
            return Err(Error::parse(
                at,
                format!("{} operand(s) but {} type(s) given", list.len(), tys.len()),
            ));
        }
        for (i, t) in tys.iter().enumerate() {
            self.body.uses[list.start as usize + i].ty = *t;
        }
        Ok(())
    }

    fn type_list_no_parens(&mut self) -> Result<Vec<TypeId>> {
        let mut v = vec![self.ty()?];
        while self.eat(",") {
            v.push(self.ty()?);
        }
        Ok(v)
    }

    /// `^bb` or `^bb(%a, %b : T, U)`.
    fn successor(&mut self) -> Result<()> {
        let (name, span) = self.label()?;
        let block = self.block_ref(name, span);
        let start = self.body.uses.len();
        if self.eat("(") && !self.eat(")") {
            self.use_list()?;
            let list = List::since(&self.body.uses, start);
            let at = self.pos_ws();
            self.expect(":")?;
            let tys = self.type_list_no_parens()?;
            self.type_uses(list, &tys, Span::new(at, self.pos))?;
            self.expect(")")?;
        }
        let args = List::since(&self.body.uses, start);
        self.body.succs.push(Succ { block, args, span });
        Ok(())
    }

    // ----- operations -------------------------------------------------------

    fn op(&mut self) -> Result<()> {
        self.defs.clear();
        if self.peek() == Some(b'%') {
            loop {
                let (name, span) = self.value_name()?;
                let mut count = 1;
                if self.rest().starts_with(':') && !self.rest().starts_with("::") {
                    let save = self.pos;
                    self.pos += 1;
                    match lex::digits(self.rest()) {
                        Ok((r, d)) => {
                            self.pos = self.src.len() - r.len();
                            count = d.parse().unwrap_or(u32::MAX);
                            if count == 0 || count > 1 << 16 {
                                return Err(Error::parse(
                                    Span::new(span.start as usize, self.pos),
                                    "invalid result count",
                                ));
                            }
                        }
                        Err(_) => self.pos = save,
                    }
                }
                self.defs.push(Def { name, count, span });
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=")?;
        }
        let ops_start = self.body.uses.len();
        let succs_start = self.body.succs.len();
        self.result_tys.clear();
        self.attrs.clear();
        let mut llvm_kind = None;
        let (spec, name_span) = if self.peek() == Some(b'"') {
            self.generic_op()?
        } else {
            let Some((name, span)) = self.bare_id() else {
                return Err(self.expected("an operation"));
            };
            let Some(spec) = ops::lookup(name) else {
                return Err(unknown_op(name, span));
            };
            if let Spec::Llvm(ls) = spec {
                llvm_kind = Some(self.llvm_op(ls, name, span)?);
            } else {
                self.custom_op(spec, span)?;
            }
            (spec, span)
        };
        let operands = List::since(&self.body.uses, ops_start);
        let succs = List::since(&self.body.succs, succs_start);
        // Successor operands live in the same pool: the op's own operands
        // are the ones before the first successor's.
        let operands = match self.body.succs[succs.start as usize..].first() {
            Some(s) => List {
                start: operands.start,
                len: s.args.start - operands.start,
            },
            None => operands,
        };
        let kind = match llvm_kind {
            Some(k) => k,
            None => self.build(spec, name_span, operands, succs)?,
        };
        self.skip_loc()?;
        // Define the results.
        let op = OpId::new(self.body.ops.len());
        let named: u32 = self.defs.iter().map(|d| d.count).sum();
        if named as usize != self.result_tys.len() {
            let name = &self.src[name_span.start as usize..name_span.end as usize];
            return Err(Error::verify(
                name_span,
                format!(
                    "`{name}` produces {} result(s), but {} name(s) are given",
                    self.result_tys.len(),
                    named
                ),
            ));
        }
        let rstart = self.body.results.len();
        let mut k = 0u32;
        for d in 0..self.defs.len() {
            let def = self.defs[d];
            for i in 0..def.count {
                let ty = self.result_tys[k as usize];
                let v =
                    self.define(def.name, i, def.span, ty, ValueDef::Result { op, index: k })?;
                self.body.results.push(v);
                k += 1;
            }
        }
        let results = List::since(&self.body.results, rstart);
        self.body.ops.push(Op {
            kind,
            operands,
            results,
            succs,
            span: name_span,
        });
        Ok(())
    }

    /// The generic form: `"name"(%a, %b)[^succ...] {attrs} : (T, U) -> R`.
    fn generic_op(&mut self) -> Result<(Spec, Span)> {
        let start = self.pos_ws();
        let name = self.string()?;
        let span = Span::new(start, self.pos);
        let Some(spec) = ops::lookup(&name) else {
            return Err(unknown_op(&name, span));
        };
        let ops_start = self.body.uses.len();
        self.use_group("(", ")")?;
        let operands = List::since(&self.body.uses, ops_start);
        let mut inline_succ_args = false;
        let succs_start = self.body.succs.len();
        if self.eat("[") {
            loop {
                self.successor()?;
                let s = self.body.succs.last().map(|s| s.args.len()).unwrap_or(0);
                inline_succ_args |= s > 0;
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.peek() == Some(b'(') {
            let s = self.token_span();
            return Err(Error::parse(s, "operations with regions are not supported"));
        }
        if self.peek() == Some(b'{') {
            let d = self.dict_spanned()?;
            self.attrs.extend(d);
        }
        let colon = self.pos_ws();
        self.expect(":")?;
        let fty = self.ty()?;
        let Type::Func { inputs, results } = self.types.get(fty).clone() else {
            return Err(Error::parse(
                Span::new(colon, self.pos),
                "the generic form needs a function type `(operand types) -> result types`",
            ));
        };
        self.type_uses(operands, &inputs, Span::new(colon, self.pos))?;
        self.result_tys.extend_from_slice(&results);
        // Successor operands given in the operand list move to the
        // successors (segment sizes for `cond_br`).
        let my_succs: Vec<usize> = (succs_start..self.body.succs.len()).collect();
        if !my_succs.is_empty() && !inline_succ_args {
            let fixed = match spec {
                Spec::CondBr => 1,
                _ => 0,
            };
            let mut sizes: Vec<u32> = Vec::new();
            if my_succs.len() == 1 {
                sizes.push(operands.len.saturating_sub(fixed));
            } else if let Some((_, Attr::Array(v) | Attr::Dense { elems: v, .. }, _)) = self
                .attrs
                .iter()
                .find(|(n, _, _)| *n == "operand_segment_sizes" || *n == "operandSegmentSizes")
            {
                for a in v.iter().skip(fixed as usize) {
                    if let Attr::Int { value, .. } = a {
                        sizes.push(*value as u32);
                    }
                }
            } else if operands.len == fixed {
                sizes = vec![0; my_succs.len()];
            }
            if sizes.len() != my_succs.len() || sizes.iter().sum::<u32>() + fixed != operands.len {
                return Err(Error::parse(
                    span,
                    "cannot tell which operands go to which successor",
                )
                .help("give `operand_segment_sizes`, or write the arguments on the successors: `[^bb1(%x : i32)]`"));
            }
            // Rebuild the uses so the op's own operands come first, then each
            // successor's arguments.
            let all: Vec<Use> = operands.get(&self.body.uses).to_vec();
            self.body.uses.truncate(ops_start);
            self.body.uses.extend_from_slice(&all[..fixed as usize]);
            let mut at = fixed as usize;
            for (k, &si) in my_succs.iter().enumerate() {
                let n = sizes[k] as usize;
                let start = self.body.uses.len();
                self.body.uses.extend_from_slice(&all[at..at + n]);
                at += n;
                self.body.succs[si].args = List::since(&self.body.uses, start);
            }
        }
        Ok((spec, span))
    }

    fn custom_op(&mut self, spec: Spec, name_span: Span) -> Result<()> {
        let start = self.body.uses.len();
        match spec {
            Spec::Bin(_) => {
                self.use_one()?;
                self.eat(",");
                self.use_one()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
            }
            Spec::Un(_) => {
                self.use_one()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
            }
            Spec::CmpI | Spec::CmpF => {
                let pstart = self.pos_ws();
                let pred: std::borrow::Cow<'a, str> = if self.peek() == Some(b'"') {
                    self.string()?.into()
                } else {
                    match self.bare_id() {
                        Some((p, _)) => p.into(),
                        None => return Err(self.expected("a comparison predicate like `slt`")),
                    }
                };
                let pspan = Span::new(pstart, self.pos);
                // Known names become their enum index (no allocation kept).
                let idx = if matches!(spec, Spec::CmpI) {
                    IPred::from_name(&pred).map(|p| p as i128)
                } else {
                    FPred::from_name(&pred).map(|p| p.0 as i128)
                };
                let attr = match idx {
                    Some(value) => Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    },
                    None => Attr::Str(pred.into_owned()),
                };
                self.attrs.push(("predicate", attr, pspan));
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                let i1 = self.types.i1;
                let r = self.types.with_elem(t, i1);
                self.result_tys.push(r);
            }
            Spec::Select => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                let t = self.colon_type()?;
                let (ct, t) = if self.eat(",") {
                    (t, self.ty()?)
                } else {
                    (self.types.i1, t)
                };
                self.type_all(start, t);
                self.body.uses[start].ty = ct;
                self.result_tys.push(t);
            }
            Spec::Cast(_) | Spec::MemRefCast => {
                // `%y = sitofp %x : i32 to f32`, `memref_cast %m : A to B`
                self.use_one()?;
                let from = self.colon_type()?;
                if !self.eat_kw("to") {
                    return Err(self.expected("`to` and the result type"));
                }
                let to = self.ty()?;
                self.type_all(start, from);
                self.result_tys.push(to);
            }
            Spec::Constant => {
                let astart = self.pos_ws();
                let attr = self.attr()?;
                let aspan = Span::new(astart, self.pos);
                let ty = match &attr {
                    Attr::Int { ty: Some(t), .. }
                    | Attr::Float { ty: Some(t), .. }
                    | Attr::Dense { ty: Some(t), .. } => *t,
                    Attr::Bool(_) => {
                        if self.eat(":") {
                            self.ty()?
                        } else {
                            self.types.i1
                        }
                    }
                    Attr::Sym(_) => self.colon_type()?,
                    Attr::Int { .. } | Attr::Float { .. } => {
                        return Err(Error::parse(aspan, "a constant needs a type")
                            .label("write the type after the value, like `42 : i32`"));
                    }
                    _ => {
                        if self.peek() == Some(b':') {
                            self.colon_type()?
                        } else {
                            return Err(Error::parse(aspan, "a constant needs a type"));
                        }
                    }
                };
                self.attrs.push(("value", attr, aspan));
                self.result_tys.push(ty);
            }
            Spec::Call => {
                let (name, span) = self.symbol()?;
                self.attrs
                    .push(("callee", Attr::Sym(name.to_string()), span));
                self.call_rest(start)?;
            }
            Spec::CallIndirect => {
                self.use_one()?;
                self.call_rest(start + 1)?;
                let fty = self.body.uses.last().map(|_| ()).and(Some(()));
                let _ = fty;
            }
            Spec::Br => self.successor()?,
            Spec::CondBr => {
                self.use_one()?;
                self.body.uses[start].ty = self.types.i1;
                if self.eat_kw("weights") {
                    // Branch weights (LLVM dialect): a hint, ignored.
                    if self.peek() != Some(b'(') {
                        return Err(self.expected("`(`"));
                    }
                    self.skip_balanced()?;
                }
                self.expect(",")?;
                self.successor()?;
                self.expect(",")?;
                self.successor()?;
            }
            Spec::Return => {
                if self.peek() == Some(b'%') {
                    self.use_list()?;
                    let list = List::since(&self.body.uses, start);
                    let at = self.pos_ws();
                    self.expect(":")?;
                    let tys = self.type_list_no_parens()?;
                    self.type_uses(list, &tys, Span::new(at, self.pos))?;
                }
            }
            Spec::Alloc | Spec::Alloca => {
                self.use_group("(", ")")?;
                self.opt_use_group("[", "]")?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                self.result_tys.push(t);
            }
            Spec::AllocStatic => {
                self.expect("(")?;
                let (n, span) = self.number()?;
                let NumLit::Int { value, .. } = n else {
                    return Err(Error::parse(span, "expected an integer address"));
                };
                self.attrs.push((
                    "base",
                    Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    },
                    span,
                ));
                self.expect(")")?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
            }
            Spec::Dealloc => {
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
            }
            Spec::Load | Spec::Store => {
                if matches!(spec, Spec::Store) {
                    self.use_one()?;
                    self.expect(",")?;
                }
                let m = self.body.uses.len();
                self.use_one()?;
                self.use_group("[", "]")?;
                self.opt_attrs()?;
                let at = self.pos_ws();
                let t = self.colon_type()?;
                let Some(elem) = self.memref_elem(t) else {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!("expected a memref type, found {}", self.tyname(t)),
                    ));
                };
                let idx = self.types.index;
                self.type_all(m, idx);
                self.body.uses[m].ty = t;
                if matches!(spec, Spec::Store) {
                    self.body.uses[start].ty = elem;
                } else {
                    self.result_tys.push(elem);
                }
            }
            Spec::Dim => {
                self.use_one()?;
                self.expect(",")?;
                if self.peek() == Some(b'%') {
                    self.use_one()?;
                } else {
                    let (n, span) = self.number()?;
                    let NumLit::Int { value, .. } = n else {
                        return Err(Error::parse(span, "expected a dimension number"));
                    };
                    self.attrs.push((
                        "index",
                        Attr::Int {
                            value,
                            hex: false,
                            ty: None,
                        },
                        span,
                    ));
                }
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                self.body.uses[start].ty = t;
                self.result_tys.push(idx);
            }
            Spec::Rank => {
                // `%r = rank %m : memref<*xf32>`
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(self.types.index);
            }
            Spec::Splat => {
                self.use_one()?;
                self.opt_use_group("[", "]")?;
                let at = self.pos_ws();
                let t = self.colon_type()?;
                let elem = self.types.scalar_of(t);
                if elem == t {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!("`splat` makes a vector, not {}", self.tyname(t)),
                    ));
                }
                self.type_all(start, elem);
                self.result_tys.push(t);
            }
            Spec::ExtractElement => {
                self.use_one()?;
                self.expect("[")?;
                let istart = self.body.uses.len();
                let mut ity = self.types.index;
                if !self.eat("]") {
                    self.use_list()?;
                    if self.eat(":") {
                        ity = self.ty()?;
                    }
                    self.expect("]")?;
                }
                let t = self.colon_type()?;
                self.type_all(istart, ity);
                self.body.uses[start].ty = t;
                let elem = self.types.scalar_of(t);
                self.result_tys.push(elem);
            }
            Spec::VectorExtract => {
                // `%r = vector.extract %v[1, 2] : vector<2x3xf32>`; the
                // result type follows from the positions.
                self.use_one()?;
                let pos = self.position_attr()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                let r = match self.types.get(t) {
                    Type::Vector { shape, elem } if pos.len() < shape.len() => {
                        let (shape, elem) = (shape[pos.len()..].to_vec(), *elem);
                        self.types.intern(Type::Vector {
                            shape: shape.into(),
                            elem,
                        })
                    }
                    _ => self.types.scalar_of(t),
                };
                self.result_tys.push(r);
            }
            Spec::VectorInsert => {
                // `%r = vector.insert %x, %m[1, 2] : f32 into vector<2x3xf32>`
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.position_attr()?;
                self.opt_attrs()?;
                let xt = self.colon_type()?;
                if !self.eat_kw("into") {
                    return Err(self.expected("`into` and the vector type"));
                }
                let t = self.ty()?;
                self.body.uses[start].ty = xt;
                self.body.uses[start + 1].ty = t;
                self.result_tys.push(t);
            }
            Spec::InsertElement => {
                // `%r = vector.insertelement %x, %v[%i : i32] : vector<4xf32>`
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.expect("[")?;
                self.use_one()?;
                let mut ity = self.types.index;
                if self.eat(":") {
                    ity = self.ty()?;
                }
                self.expect("]")?;
                let t = self.colon_type()?;
                let elem = self.types.scalar_of(t);
                self.body.uses[start].ty = elem;
                self.body.uses[start + 1].ty = t;
                self.body.uses[start + 2].ty = ity;
                self.result_tys.push(t);
            }
            Spec::Complex(cop) => {
                self.use_one()?;
                let two = !matches!(cop, ComplexOp::Re | ComplexOp::Im | ComplexOp::Abs);
                if two {
                    self.expect(",")?;
                    self.use_one()?;
                }
                let at = self.pos_ws();
                let t = self.colon_type()?;
                let Type::Complex(elem) = *self.types.get(t) else {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!("expected a complex type, found {}", self.tyname(t)),
                    ));
                };
                match cop {
                    ComplexOp::Create => {
                        self.type_all(start, elem);
                        self.result_tys.push(t);
                    }
                    ComplexOp::Re | ComplexOp::Im | ComplexOp::Abs => {
                        self.type_all(start, t);
                        self.result_tys.push(elem);
                    }
                    _ => {
                        self.type_all(start, t);
                        self.result_tys.push(t);
                    }
                }
            }
            Spec::DmaStart | Spec::DmaWait => {
                // Memref operands with their index lists; the counts go in
                // attributes so `build` can split the operands.
                let groups: &[&str] = if matches!(spec, Spec::DmaStart) {
                    &["src", "dst", "num", "tag"]
                } else {
                    &["tag", "num"]
                };
                let mut memref_uses = Vec::new();
                for (g, what) in groups.iter().enumerate() {
                    if g > 0 {
                        self.expect(",")?;
                    }
                    let gstart = self.body.uses.len();
                    self.use_one()?;
                    if *what != "num" {
                        memref_uses.push(gstart);
                        self.use_group("[", "]")?;
                        let n = self.body.uses.len() - gstart - 1;
                        let sp = self.body.uses[gstart].span;
                        self.attrs.push((
                            what,
                            Attr::Int {
                                value: n as i128,
                                hex: false,
                                ty: None,
                            },
                            sp,
                        ));
                    }
                }
                if matches!(spec, Spec::DmaStart) && self.eat(",") {
                    self.use_one()?;
                    self.expect(",")?;
                    self.use_one()?;
                }
                self.expect(":")?;
                let tys = self.type_list_no_parens()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                if tys.len() != memref_uses.len() {
                    let s2 = self.token_span();
                    return Err(Error::parse(
                        s2,
                        format!("expected {} memref types", memref_uses.len()),
                    ));
                }
                for (k, u) in memref_uses.iter().enumerate() {
                    self.body.uses[*u].ty = tys[k];
                }
            }
            Spec::Llvm(_) => unreachable!("LLVM-dialect ops are parsed by llvm_op"),
            Spec::NotYet(why) => {
                let name = &self.src[name_span.start as usize..name_span.end as usize];
                return Err(
                    Error::lower(name_span, format!("`{name}`: {why}")).label("not supported yet")
                );
            }
            Spec::Tensor => {
                return Err(tensor_error(
                    &self.src[name_span.start as usize..name_span.end as usize],
                    name_span,
                ));
            }
        }
        Ok(())
    }

    /// `(%args) : (T...) -> R` of `call`/`call_indirect`; for the latter the
    /// callee use (before `first_arg`) gets the function type.
    fn call_rest(&mut self, first_arg: usize) -> Result<()> {
        self.use_group("(", ")")?;
        let at = self.pos_ws();
        self.expect(":")?;
        let fty = self.ty()?;
        let span = Span::new(at, self.pos);
        let Type::Func { inputs, results } = self.types.get(fty).clone() else {
            return Err(Error::parse(
                span,
                "expected a function type like `(i32) -> i64`",
            ));
        };
        let args = List::since(&self.body.uses, first_arg);
        self.type_uses(args, &inputs, span)?;
        if first_arg > 0 && first_arg - 1 < self.body.uses.len() {
            // call_indirect: the callee.
            let callee = first_arg - 1;
            if self.body.uses.len() > callee && self.body.uses[callee].ty == TypeId(u32::MAX) {
                self.body.uses[callee].ty = fty;
            }
        }
        self.result_tys.extend_from_slice(&results);
        Ok(())
    }

    /// An optional attribute dictionary in a custom form.
    fn opt_attrs(&mut self) -> Result<()> {
        if self.peek() == Some(b'{') {
            let d = self.dict_spanned()?;
            self.attrs.extend(d);
        }
        Ok(())
    }

    /// The element type of a (ranked or unranked) memref type.
    fn memref_elem(&self, t: TypeId) -> Option<TypeId> {
        match self.types.get(t) {
            Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    fn use_one(&mut self) -> Result<()> {
        let (value, span) = self.value_use()?;
        self.body.uses.push(Use {
            value,
            ty: TypeId(u32::MAX),
            span,
        });
        Ok(())
    }

    fn colon_type(&mut self) -> Result<TypeId> {
        self.expect(":")?;
        self.ty()
    }

    fn type_all(&mut self, start: usize, t: TypeId) {
        for u in &mut self.body.uses[start..] {
            u.ty = t;
        }
    }

    /// `[1, 2]` of `vector.extract`/`vector.insert`, kept as the
    /// `position` attribute the generic form spells out.
    fn position_attr(&mut self) -> Result<Vec<u32>> {
        let pstart = self.pos_ws();
        let pos = self.positions()?;
        let pspan = Span::new(pstart, self.pos);
        let elems = pos
            .iter()
            .map(|&p| Attr::Int {
                value: if p == u32::MAX { -1 } else { p as i128 },
                hex: false,
                ty: None,
            })
            .collect();
        self.attrs.push(("position", Attr::Array(elems), pspan));
        Ok(pos)
    }

    /// The constant positions of `vector.extract`/`vector.insert` into the
    /// vector operand `u`, checked, and the type of the part they select.
    fn vector_positions(&mut self, name: &str, at: Span, u: Use) -> Result<(Vec<u32>, TypeId)> {
        let t = u.ty;
        let Type::Vector { shape, elem } = self.types.get(t).clone() else {
            return Err(Error::verify(
                u.span,
                format!("`{name}` works on a vector, not {}", self.tyname(t)),
            ));
        };
        let Some((Attr::Array(ps), pspan)) = self.find_attr("position") else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs a `position` array of integers"),
            ));
        };
        if ps.is_empty() || ps.len() > shape.len() {
            return Err(Error::verify(
                pspan,
                format!(
                    "`{name}` of {} takes one position per dimension, at least one and at most {}, but {} are given",
                    self.tyname(t),
                    shape.len(),
                    ps.len()
                ),
            ));
        }
        let mut pos = Vec::with_capacity(ps.len());
        for (p, &n) in ps.iter().zip(shape.iter()) {
            match p {
                Attr::Int { value, .. } if (0..n as i128).contains(value) => {
                    pos.push(*value as u32)
                }
                _ => {
                    return Err(Error::verify(
                        pspan,
                        format!(
                            "`{name}` positions must be integers inside {}",
                            self.tyname(t)
                        ),
                    )
                    .label("out of range"));
                }
            }
        }
        let r = if pos.len() == shape.len() {
            elem
        } else {
            self.types.intern(Type::Vector {
                shape: shape[pos.len()..].into(),
                elem,
            })
        };
        Ok((pos, r))
    }

    fn find_attr(&self, name: &str) -> Option<(Attr, Span)> {
        attr_named(&self.attrs, name)
    }

    // ----- building and checking ops ----------------------------------------

    fn tyname(&self, t: TypeId) -> String {
        self.types.display(t)
    }

    /// Checks an op's operand and result types and builds its kind.
    fn build(&mut self, spec: Spec, at: Span, operands: List, succs: List) -> Result<OpKind> {
        // The pool is moved out while the op's uses are read (no copy).
        let pool = std::mem::take(&mut self.body.uses);
        let r = self.build_with(spec, at, operands.get(&pool), succs);
        self.body.uses = pool;
        r
    }

    fn build_with(&mut self, spec: Spec, at: Span, uses: &[Use], succs: List) -> Result<OpKind> {
        let name = &self.src[at.start as usize..at.end as usize];
        let name = name.trim_matches('"');
        let nres = self.result_tys.len();
        let arity = |n: usize, what: &str| -> Result<()> {
            if uses.len() != n {
                return Err(Error::verify(
                    at,
                    format!("`{name}` takes {n} {what}, but {} are given", uses.len()),
                ));
            }
            Ok(())
        };
        let results = |n: usize| -> Result<()> {
            if nres != n {
                return Err(Error::verify(
                    at,
                    format!("`{name}` produces {n} result(s), but {nres} result type(s) are given"),
                ));
            }
            Ok(())
        };
        let nsucc = succs.len();
        let want_succs = match spec {
            Spec::Br => 1,
            Spec::CondBr => 2,
            _ => 0,
        };
        if nsucc != want_succs {
            return Err(Error::verify(
                at,
                format!("`{name}` takes {want_succs} successor(s), but {nsucc} are given"),
            ));
        }
        Ok(match spec {
            Spec::Bin(op) => {
                arity(2, "operands")?;
                results(1)?;
                let t = uses[0].ty;
                self.same_type(name, uses)?;
                self.check_kind(name, t, uses[0].span, !op.is_float())?;
                self.check_result(name, at, t)?;
                OpKind::Binary(op)
            }
            Spec::Un(op) => {
                arity(1, "operand")?;
                results(1)?;
                self.check_kind(name, uses[0].ty, uses[0].span, false)?;
                self.check_result(name, at, uses[0].ty)?;
                OpKind::Unary(op)
            }
            Spec::CmpI | Spec::CmpF => {
                arity(2, "operands")?;
                results(1)?;
                self.same_type(name, uses)?;
                let int = matches!(spec, Spec::CmpI);
                self.check_kind(name, uses[0].ty, uses[0].span, int)?;
                let i1 = self.types.i1;
                let want = self.types.with_elem(uses[0].ty, i1);
                self.check_result(name, at, want)?;
                let (attr, span) = self.find_attr("predicate").ok_or_else(|| {
                    Error::verify(at, format!("`{name}` needs a `predicate` attribute"))
                })?;
                let bad = |what: &str| {
                    let list = if int {
                        IPRED_NAMES.join(", ")
                    } else {
                        FPRED_NAMES.join(", ")
                    };
                    Error::verify(span, format!("unknown {what} predicate"))
                        .label("not a predicate")
                        .help(format!("the predicates are: {list}"))
                };
                if int {
                    let p = match &attr {
                        Attr::Str(s) => IPred::from_name(s),
                        Attr::Int { value, .. } => IPred::from_index(*value),
                        _ => None,
                    };
                    OpKind::CmpI(p.ok_or_else(|| bad("`cmpi`"))?)
                } else {
                    let p = match &attr {
                        Attr::Str(s) => FPred::from_name(s),
                        Attr::Int { value, .. } => FPred::from_index(*value),
                        _ => None,
                    };
                    OpKind::CmpF(p.ok_or_else(|| bad("`cmpf`"))?)
                }
            }
            Spec::Select => {
                arity(3, "operands")?;
                results(1)?;
                self.same_type(name, &uses[1..])?;
                let t = uses[1].ty;
                let c = uses[0].ty;
                let i1 = self.types.i1;
                let vec_cond = self.types.with_elem(t, i1);
                if c != i1 && c != vec_cond {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the condition of `{name}` must be i1{}, not {}",
                            if vec_cond != i1 {
                                format!(" or {}", self.tyname(vec_cond))
                            } else {
                                String::new()
                            },
                            self.tyname(c)
                        ),
                    ));
                }
                self.check_result(name, at, t)?;
                OpKind::Select
            }
            Spec::Cast(op) => {
                arity(1, "operand")?;
                results(1)?;
                let from = uses[0].ty;
                let to = self.result_tys[0];
                self.check_cast(name, at, op, from, to)?;
                OpKind::Cast(op)
            }
            Spec::Constant => {
                arity(0, "operands")?;
                results(1)?;
                let (attr, span) = self
                    .find_attr("value")
                    .ok_or_else(|| Error::verify(at, "`constant` needs a `value` attribute"))?;
                let ty = self.result_tys[0];
                OpKind::Constant(self.constant(attr, span, ty)?)
            }
            Spec::Call => {
                let (attr, span) = self
                    .find_attr("callee")
                    .ok_or_else(|| Error::verify(at, "`call` needs a `callee` attribute"))?;
                let Attr::Sym(_) = attr else {
                    return Err(Error::verify(span, "the callee must be a symbol like `@f`"));
                };
                let inputs: Box<[TypeId]> = uses.iter().map(|u| u.ty).collect();
                let results: Box<[TypeId]> = self.result_tys.as_slice().into();
                let fty = self.types.intern(Type::Func { inputs, results });
                OpKind::Call(self.func_ref(span, fty)?, fty)
            }
            Spec::CallIndirect => {
                if uses.is_empty() {
                    return Err(Error::verify(at, "`call_indirect` needs a callee operand"));
                }
                let fty = uses[0].ty;
                let Type::Func { inputs, results } = self.types.get(fty).clone() else {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the callee of `{name}` must have a function type, not {}",
                            self.tyname(fty)
                        ),
                    ));
                };
                let args: Vec<TypeId> = uses[1..].iter().map(|u| u.ty).collect();
                if args[..] != inputs[..] || self.result_tys[..] != results[..] {
                    return Err(Error::verify(
                        at,
                        "the argument or result types of `call_indirect` do not match its callee's type",
                    ));
                }
                OpKind::CallIndirect
            }
            Spec::Br => {
                arity(0, "operands")?;
                results(0)?;
                OpKind::Br
            }
            Spec::CondBr => {
                arity(1, "operand (the condition)")?;
                results(0)?;
                if uses[0].ty != self.types.i1 {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the condition of `{name}` must be i1, not {}",
                            self.tyname(uses[0].ty)
                        ),
                    ));
                }
                OpKind::CondBr
            }
            Spec::Return => {
                results(0)?;
                OpKind::Return
            }
            Spec::Alloc | Spec::Alloca => {
                results(1)?;
                let t = self.result_tys[0];
                let Type::MemRef { shape, layout, .. } = self.types.get(t) else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` produces a ranked memref, not {}", self.tyname(t)),
                    ));
                };
                if *layout != Layout::Identity {
                    return Err(Error::lower(
                        at,
                        format!("`{name}` of a memref with a layout map is not supported"),
                    )
                    .help("allocate the identity-layout memref, then `memref.cast` it"));
                }
                let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
                if uses.len() != ndyn {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of {} needs {ndyn} dynamic size(s), but {} are given",
                            self.tyname(t),
                            uses.len()
                        ),
                    ));
                }
                let alignment = match self.find_attr("alignment") {
                    None => None,
                    Some((Attr::Int { value, .. }, span)) => {
                        if value <= 0 || value > 1 << 30 || value & (value - 1) != 0 {
                            return Err(Error::verify(
                                span,
                                "the alignment must be a power of two",
                            ));
                        }
                        Some(value as u32)
                    }
                    Some((_, span)) => {
                        return Err(Error::verify(span, "the alignment must be an integer"));
                    }
                };
                if matches!(spec, Spec::Alloc) {
                    OpKind::Alloc { alignment }
                } else {
                    OpKind::Alloca { alignment }
                }
            }
            Spec::AllocStatic => {
                results(1)?;
                arity(0, "operands")?;
                let t = self.result_tys[0];
                let ok = matches!(self.types.get(t), Type::MemRef { shape, layout: Layout::Identity, .. } if !shape.contains(&DYNAMIC));
                if !ok {
                    return Err(Error::verify(
                        at,
                        "`alloc_static` needs a statically shaped memref with the identity layout",
                    ));
                }
                let base = match self.find_attr("base") {
                    Some((Attr::Int { value, .. }, _))
                        if (0..=u64::MAX as i128).contains(&value) =>
                    {
                        value as u64
                    }
                    _ => return Err(Error::verify(at, "`alloc_static` needs an address")),
                };
                OpKind::AllocStatic(base)
            }
            Spec::Dealloc => {
                arity(1, "operand")?;
                results(0)?;
                match self.types.get(uses[0].ty) {
                    Type::MemRef { .. } => {}
                    Type::UnrankedMemRef { .. } => {
                        return Err(Error::lower(
                            uses[0].span,
                            "`dealloc` of an unranked memref is not supported",
                        )
                        .help("cast it to a ranked memref first"));
                    }
                    _ => return Err(self.not_memref(name, uses[0])),
                }
                OpKind::Dealloc
            }
            Spec::Load | Spec::Store => {
                let store = matches!(spec, Spec::Store);
                let m = usize::from(store);
                if uses.len() <= m {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` needs a memref operand"),
                    ));
                }
                let mt = uses[m].ty;
                let (rank, elem) = match self.types.get(mt) {
                    Type::MemRef { shape, elem, .. } => (shape.len(), *elem),
                    _ => return Err(self.not_memref(name, uses[m])),
                };
                let n_idx = uses.len() - m - 1;
                if n_idx != rank {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of a rank-{rank} memref needs {rank} indices, but {n_idx} are given"
                        ),
                    ));
                }
                for u in &uses[m + 1..] {
                    if u.ty != self.types.index {
                        return Err(Error::verify(
                            u.span,
                            format!("memref indices must be index, not {}", self.tyname(u.ty)),
                        ));
                    }
                }
                if store {
                    results(0)?;
                    if uses[0].ty != elem {
                        return Err(Error::verify(
                            uses[0].span,
                            format!(
                                "`{name}` stores {} into a memref of {}",
                                self.tyname(uses[0].ty),
                                self.tyname(elem)
                            ),
                        ));
                    }
                    OpKind::Store
                } else {
                    results(1)?;
                    self.check_result(name, at, elem)?;
                    OpKind::Load
                }
            }
            Spec::Rank => {
                results(1)?;
                if uses.len() != 1 {
                    return Err(Error::verify(at, "`rank` takes one memref operand"));
                }
                match self.types.get(uses[0].ty) {
                    Type::MemRef { .. } | Type::UnrankedMemRef { .. } => {}
                    Type::Tensor { .. } => return Err(tensor_error(name, at)),
                    _ => return Err(self.not_memref(name, uses[0])),
                }
                self.check_result(name, at, self.types.index)?;
                OpKind::Rank
            }
            Spec::Dim => {
                results(1)?;
                if uses.is_empty() {
                    return Err(Error::verify(at, "`dim` needs a memref operand"));
                }
                let rank = match self.types.get(uses[0].ty) {
                    Type::MemRef { shape, .. } => shape.len(),
                    Type::Tensor { .. } => return Err(tensor_error(name, at)),
                    Type::UnrankedMemRef { .. } => usize::MAX,
                    _ => return Err(self.not_memref(name, uses[0])),
                };
                self.check_result(name, at, self.types.index)?;
                match (uses.len(), self.find_attr("index")) {
                    (1, Some((Attr::Int { value, .. }, span))) => {
                        if value < 0 || (rank != usize::MAX && value >= rank as i128) {
                            return Err(Error::verify(
                                span,
                                format!(
                                    "dimension {value} is out of range for a rank-{rank} memref"
                                ),
                            ));
                        }
                        OpKind::Dim(Some(value as u64))
                    }
                    (2, None) => OpKind::Dim(None),
                    _ => {
                        return Err(Error::verify(
                            at,
                            "`dim` takes the memref and a dimension (an integer or an index value)",
                        ));
                    }
                }
            }
            Spec::MemRefCast => {
                arity(1, "operand")?;
                results(1)?;
                let (from, to) = (uses[0].ty, self.result_tys[0]);
                if let Some(why) = self.cast_incompatible(from, to) {
                    return Err(Error::verify(
                        at,
                        format!(
                            "invalid `{name}` from {} to {}: {why}",
                            self.tyname(from),
                            self.tyname(to)
                        ),
                    ));
                }
                OpKind::MemRefCast
            }
            Spec::Splat => {
                results(1)?;
                let t = self.result_tys[0];
                match self.types.get(t) {
                    Type::Vector { elem, .. } => {
                        if uses.len() != 1 || uses[0].ty != *elem {
                            return Err(Error::verify(
                                at,
                                format!(
                                    "`{name}` takes one operand of the vector's element type {}",
                                    self.tyname(*elem)
                                ),
                            ));
                        }
                    }
                    Type::Tensor { .. } => return Err(tensor_error(name, at)),
                    _ => {
                        return Err(Error::verify(
                            at,
                            format!("`{name}` makes a vector, not {}", self.tyname(t)),
                        ));
                    }
                }
                OpKind::Splat
            }
            Spec::ExtractElement => {
                results(1)?;
                if uses.is_empty() {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` needs a vector operand"),
                    ));
                }
                let t = uses[0].ty;
                let rank = match self.types.get(t) {
                    Type::Vector { shape, .. } => shape.len(),
                    Type::Tensor { .. } => return Err(tensor_error(name, at)),
                    _ => {
                        return Err(Error::verify(
                            uses[0].span,
                            format!("`{name}` reads a vector, not {}", self.tyname(t)),
                        ));
                    }
                };
                if uses.len() - 1 != rank {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of a rank-{rank} vector needs {rank} indices, but {} are given",
                            uses.len() - 1
                        ),
                    ));
                }
                for u in &uses[1..] {
                    if !matches!(self.types.get(u.ty), Type::Index | Type::Int(_)) {
                        return Err(Error::verify(
                            u.span,
                            "vector positions must be integers or index",
                        ));
                    }
                }
                let elem = self.types.scalar_of(t);
                self.check_result(name, at, elem)?;
                OpKind::ExtractElement
            }
            Spec::VectorInsert => {
                results(1)?;
                arity(2, "operands")?;
                let t = uses[1].ty;
                let (pos, part) = self.vector_positions(name, at, uses[1])?;
                if uses[0].ty != part {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "`{name}` at these positions of {} takes {}, but this is {}",
                            self.tyname(t),
                            self.tyname(part),
                            self.tyname(uses[0].ty)
                        ),
                    ));
                }
                self.check_result(name, at, t)?;
                OpKind::VectorInsert(pos.into())
            }
            Spec::VectorExtract => {
                results(1)?;
                arity(1, "operand")?;
                let (pos, r) = self.vector_positions(name, at, uses[0])?;
                self.check_result(name, at, r)?;
                OpKind::VectorExtract(pos.into())
            }
            Spec::InsertElement => {
                results(1)?;
                arity(3, "operands")?;
                let t = uses[1].ty;
                match self.types.get(t) {
                    Type::Vector { shape, .. } if shape.len() == 1 => {}
                    Type::Vector { .. } => {
                        return Err(Error::verify(
                            uses[1].span,
                            format!("`{name}` writes a 1-D vector, not {}", self.tyname(t)),
                        ));
                    }
                    _ => {
                        return Err(Error::verify(
                            uses[1].span,
                            format!("`{name}` writes a vector, not {}", self.tyname(t)),
                        ));
                    }
                }
                let elem = self.types.scalar_of(t);
                if uses[0].ty != elem {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "`{name}` into {} takes {}, but this is {}",
                            self.tyname(t),
                            self.tyname(elem),
                            self.tyname(uses[0].ty)
                        ),
                    ));
                }
                if !matches!(self.types.get(uses[2].ty), Type::Index | Type::Int(_)) {
                    return Err(Error::verify(
                        uses[2].span,
                        "vector positions must be integers or index",
                    ));
                }
                self.check_result(name, at, t)?;
                OpKind::InsertElement
            }
            Spec::Complex(cop) => {
                results(1)?;
                let two = !matches!(cop, ComplexOp::Re | ComplexOp::Im | ComplexOp::Abs);
                arity(
                    if two { 2 } else { 1 },
                    if two { "operands" } else { "operand" },
                )?;
                let (ct, et) = match cop {
                    ComplexOp::Create => (self.result_tys[0], uses[0].ty),
                    ComplexOp::Re | ComplexOp::Im | ComplexOp::Abs => {
                        (uses[0].ty, self.result_tys[0])
                    }
                    _ => (uses[0].ty, uses[0].ty),
                };
                let ok = match self.types.get(ct) {
                    Type::Complex(e) => {
                        let e = *e;
                        let elem_ok = self.types.is_float(e);
                        match cop {
                            ComplexOp::Create => elem_ok && uses.iter().all(|u| u.ty == e),
                            ComplexOp::Re | ComplexOp::Im | ComplexOp::Abs => elem_ok && et == e,
                            _ => {
                                elem_ok
                                    && uses.iter().all(|u| u.ty == ct)
                                    && self.result_tys[0] == ct
                            }
                        }
                    }
                    _ => false,
                };
                if !ok {
                    return Err(Error::verify(
                        at,
                        format!(
                            "invalid operand or result types for `{name}` (complex numbers of f16, f32 or f64)"
                        ),
                    ));
                }
                OpKind::Complex(cop)
            }
            Spec::DmaStart | Spec::DmaWait => {
                results(0)?;
                let count = |p: &Self, k: &str| -> usize {
                    match p.find_attr(k) {
                        Some((Attr::Int { value, .. }, _)) => value as usize,
                        _ => 0,
                    }
                };
                let start = matches!(spec, Spec::DmaStart);
                let (ns, nd, nt) = if start {
                    (count(self, "src"), count(self, "dst"), count(self, "tag"))
                } else {
                    (0, 0, count(self, "tag"))
                };
                let fixed = if start {
                    1 + ns + 1 + nd + 1 + 1 + nt
                } else {
                    1 + nt + 1
                };
                let strided = start && uses.len() == fixed + 2;
                if uses.len() != fixed && !strided {
                    return Err(Error::verify(
                        at,
                        format!("wrong number of operands for `{name}`"),
                    ));
                }
                // The memref operands: source, destination and tag.
                let mrefs: Vec<(usize, usize)> = if start {
                    vec![(0, ns), (1 + ns, nd), (3 + ns + nd, nt)]
                } else {
                    vec![(0, nt)]
                };
                let mut elems = Vec::new();
                for (k, n) in &mrefs {
                    let u = uses[*k];
                    match self.types.get(u.ty) {
                        Type::MemRef { shape, elem, .. } => {
                            if shape.len() != *n {
                                return Err(Error::verify(
                                    u.span,
                                    format!(
                                        "a rank-{} memref needs {} indices, but {n} are given",
                                        shape.len(),
                                        shape.len()
                                    ),
                                ));
                            }
                            elems.push(*elem);
                        }
                        _ => return Err(self.not_memref(name, u)),
                    }
                }
                if start && elems[0] != elems[1] {
                    return Err(Error::verify(
                        at,
                        "the source and destination of `dma_start` must have the same element type",
                    ));
                }
                let tag_elem = *elems.last().expect("a tag memref");
                if !self.types.is_int(tag_elem) {
                    return Err(Error::verify(at, "the tag memref must hold integers"));
                }
                if start {
                    OpKind::DmaStart {
                        src_rank: ns as u8,
                        dst_rank: nd as u8,
                        tag_rank: nt as u8,
                        strided,
                    }
                } else {
                    OpKind::DmaWait
                }
            }
            Spec::Llvm(llvm_dialect::LSpec::Intrinsic) => {
                let iname = name.strip_prefix("llvm.intr.").unwrap_or(name);
                OpKind::Llvm(LlvmOp::Intrinsic(iname.into()))
            }
            Spec::Llvm(_) => {
                return Err(Error::parse(
                    at,
                    format!(
                        "write `{name}` in its custom form (the generic form of LLVM-dialect ops is accepted for `llvm.intr.*` only)"
                    ),
                ));
            }
            Spec::NotYet(why) => {
                return Err(Error::lower(at, format!("`{name}`: {why}")).label("not supported yet"));
            }
            Spec::Tensor => return Err(tensor_error(name, at)),
        })
    }

    fn not_memref(&self, name: &str, u: Use) -> Error {
        if matches!(self.types.get(u.ty), Type::Tensor { .. }) {
            return tensor_error(name, u.span);
        }
        Error::verify(
            u.span,
            format!("`{name}` needs a memref, but this is {}", self.tyname(u.ty)),
        )
    }

    /// Why `memref_cast` from `a` to `b` is invalid, if it is.
    fn cast_incompatible(&self, a: TypeId, b: TypeId) -> Option<&'static str> {
        let t = &self.types;
        match (t.get(a), t.get(b)) {
            (
                Type::MemRef {
                    shape: s1,
                    elem: e1,
                    layout: l1,
                    space: m1,
                },
                Type::MemRef {
                    shape: s2,
                    elem: e2,
                    layout: l2,
                    space: m2,
                },
            ) => {
                if e1 != e2 {
                    return Some("the element types differ");
                }
                if m1 != m2 {
                    return Some("the memory spaces differ");
                }
                if s1.len() != s2.len() {
                    return Some("the ranks differ");
                }
                if s1
                    .iter()
                    .zip(s2.iter())
                    .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
                {
                    return Some("a static dimension differs");
                }
                let (o1, st1) = strided_form(s1, l1)?;
                let (o2, st2) = strided_form(s2, l2)?;
                let clash =
                    |x: Option<i64>, y: Option<i64>| matches!((x, y), (Some(x), Some(y)) if x != y);
                if clash(o1, o2) || st1.iter().zip(st2.iter()).any(|(x, y)| clash(*x, *y)) {
                    return Some("the static offsets or strides differ");
                }
                None
            }
            (
                Type::MemRef {
                    elem: e1,
                    space: m1,
                    ..
                },
                Type::UnrankedMemRef {
                    elem: e2,
                    space: m2,
                },
            )
            | (
                Type::UnrankedMemRef {
                    elem: e1,
                    space: m1,
                },
                Type::MemRef {
                    elem: e2,
                    space: m2,
                    ..
                },
            ) => {
                if e1 != e2 {
                    Some("the element types differ")
                } else if m1 != m2 {
                    Some("the memory spaces differ")
                } else {
                    None
                }
            }
            (Type::UnrankedMemRef { .. }, Type::UnrankedMemRef { .. }) => {
                Some("both memrefs are unranked")
            }
            _ => Some("both types must be memrefs"),
        }
    }

    fn same_type(&self, name: &str, uses: &[Use]) -> Result<()> {
        for u in &uses[1..] {
            if u.ty != uses[0].ty {
                return Err(Error::verify(
                    u.span,
                    format!(
                        "operands of `{name}` must have the same type, but this one is {} and the first is {}",
                        self.tyname(u.ty),
                        self.tyname(uses[0].ty)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Integer-like (`int`) or float-like operand check.
    fn check_kind(&self, name: &str, t: TypeId, span: Span, int: bool) -> Result<()> {
        let ok = if int {
            self.types.is_int_like(t)
        } else {
            self.types.is_float_like(t)
        };
        if !ok {
            let want = if int {
                "integer or index"
            } else {
                "floating-point"
            };
            return Err(Error::verify(
                span,
                format!(
                    "`{name}` needs {want} operands, but this one is {}",
                    self.tyname(t)
                ),
            )
            .label(format!("has type {}", self.tyname(t))));
        }
        Ok(())
    }

    fn check_result(&self, name: &str, at: Span, want: TypeId) -> Result<()> {
        let got = self.result_tys[0];
        if got != want {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` produces {}, but its result type is given as {}",
                    self.tyname(want),
                    self.tyname(got)
                ),
            ));
        }
        Ok(())
    }

    fn check_cast(
        &mut self,
        name: &str,
        at: Span,
        op: CastOp,
        from: TypeId,
        to: TypeId,
    ) -> Result<()> {
        let t = &self.types;
        let (fs, ts) = (t.scalar_of(from), t.scalar_of(to));
        if t.shape_of(from) != t.shape_of(to)
            || matches!(t.get(from), Type::Vector { .. })
                != matches!(t.get(to), Type::Vector { .. })
        {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` cannot change the shape: {} to {}",
                    t.display(from),
                    t.display(to)
                ),
            ));
        }
        let fw = t.bit_width(fs, 64);
        let tw = t.bit_width(ts, 64);
        let is_int = |x| matches!(t.get(x), Type::Int(_));
        let is_idx = |x| matches!(t.get(x), Type::Index);
        let ok = match op {
            CastOp::IndexCast => {
                (is_idx(fs) && (is_int(ts) || is_idx(ts))) || (is_int(fs) && is_idx(ts))
            }
            CastOp::ExtSI | CastOp::ExtUI => is_int(fs) && is_int(ts) && tw > fw,
            CastOp::TruncI => is_int(fs) && is_int(ts) && tw < fw,
            CastOp::SIToFP | CastOp::UIToFP => is_int(fs) && t.is_float(ts),
            CastOp::FPToSI | CastOp::FPToUI => t.is_float(fs) && is_int(ts),
            CastOp::ExtF => t.is_float(fs) && t.is_float(ts) && tw > fw,
            CastOp::TruncF => t.is_float(fs) && t.is_float(ts) && tw < fw,
            CastOp::Bitcast => fw.is_some() && fw == tw && !is_idx(fs) && !is_idx(ts),
        };
        if !ok {
            let rule = match op {
                CastOp::IndexCast => "casts between index and an integer type",
                CastOp::ExtSI | CastOp::ExtUI => "extends an integer to a wider integer type",
                CastOp::TruncI => "truncates an integer to a narrower integer type",
                CastOp::SIToFP | CastOp::UIToFP => "converts an integer to a float",
                CastOp::FPToSI | CastOp::FPToUI => "converts a float to an integer",
                CastOp::ExtF => "extends a float to a wider float type",
                CastOp::TruncF => "truncates a float to a narrower float type",
                CastOp::Bitcast => "reinterprets bits between types of the same width",
            };
            return Err(Error::verify(
                at,
                format!(
                    "invalid `{name}` from {} to {}",
                    t.display(from),
                    t.display(to)
                ),
            )
            .label(format!("`{name}` {rule}")));
        }
        Ok(())
    }

    fn constant(&mut self, attr: Attr, span: Span, ty: TypeId) -> Result<Const> {
        // The type's name, only for messages.
        let tname = TypeName(&self.types, ty);
        match (attr, self.types.get(ty).clone()) {
            (Attr::Int { value, .. }, Type::Int(w)) => {
                Ok(Const::Int(fit_int(value, w).ok_or_else(|| {
                    Error::verify(span, format!("integer constant does not fit in {tname}"))
                        .label("out of range")
                })?))
            }
            (Attr::Int { value, .. }, Type::Index) => {
                if value < i64::MIN as i128 || value > u64::MAX as i128 {
                    return Err(Error::verify(
                        span,
                        "index constant does not fit in 64 bits",
                    ));
                }
                Ok(Const::Int(value as i64 as i128))
            }
            (Attr::Bool(b), Type::Int(1)) => Ok(Const::Int(if b { -1 } else { 0 })),
            (
                Attr::Int {
                    value, hex: true, ..
                },
                _,
            ) if self.types.is_float(ty) => {
                let w = self.types.bit_width(ty, 64).unwrap_or(64);
                if value < 0 || (w < 128 && value >= 1i128 << w) {
                    return Err(Error::verify(
                        span,
                        format!("hexadecimal bit pattern is wider than {tname}"),
                    ));
                }
                Ok(Const::Float(value as u64))
            }
            (Attr::Int { value, .. }, _) if self.types.is_float(ty) => Ok(Const::Float(
                float::bits_of(value as f64, self.types.get(ty)),
            )),
            (Attr::Float { value, .. }, _) if self.types.is_float(ty) => {
                Ok(Const::Float(float::bits_of(value, self.types.get(ty))))
            }
            (Attr::Sym(_), Type::Func { .. }) => Ok(Const::Func(self.func_ref(span, ty)?)),
            (
                Attr::Dense {
                    elems, shape: lit, ..
                },
                Type::Vector { shape, elem },
            ) => {
                let n: i64 = shape.iter().product();
                let lit_ok = elems.len() == 1
                    || (elems.len() as i64 == n
                        && lit.len() == shape.len()
                        && lit.iter().zip(shape.iter()).all(|(a, b)| *a as i64 == *b));
                if !lit_ok {
                    return Err(Error::verify(
                        span,
                        format!("the dense literal does not have the shape of {tname}"),
                    ));
                }
                self.dense_const(elems, span, elem)
            }
            (Attr::Array(parts), Type::Complex(elem)) if parts.len() == 2 => {
                // `[re, im]`: each part typed like the element, or untyped.
                self.dense_const(parts, span, elem)
            }
            (Attr::Dense { elems, .. }, Type::LlvmArray(..)) => {
                // Row-major elements of (nested) arrays of scalars/vectors.
                let (leaf, count) = self.types.leaf_and_count(ty);
                if count > MAX_ELEMENTS {
                    return Err(Error::lower(
                        span,
                        format!(
                            "{tname} is too large for a constant (more than {MAX_ELEMENTS} elements)"
                        ),
                    ));
                }
                if elems.len() != 1 && elems.len() as u64 != count {
                    return Err(Error::verify(
                        span,
                        format!(
                            "{tname} has {count} elements, but the literal gives {}",
                            elems.len()
                        ),
                    ));
                }
                self.dense_const(elems, span, leaf)
            }
            (Attr::Dense { .. }, _) => Err(Error::verify(
                span,
                format!("a dense literal cannot be a constant of type {tname}"),
            )),
            (_, Type::Tensor { .. }) => Err(tensor_error("constant", span)),
            (Attr::Float { .. }, Type::Int(_) | Type::Index) => Err(Error::verify(
                span,
                format!("a floating-point value cannot be a constant of type {tname}"),
            )),
            _ => Err(Error::verify(
                span,
                format!("this value cannot be a constant of type {tname}"),
            )),
        }
    }

    // ----- attributes -------------------------------------------------------

    fn dict(&mut self) -> Result<Vec<(String, Attr)>> {
        Ok(self
            .dict_spanned()?
            .into_iter()
            .map(|(n, a, _)| (n.to_string(), a))
            .collect())
    }

    fn dict_spanned(&mut self) -> Result<Vec<(&'a str, Attr, Span)>> {
        self.expect("{")?;
        let mut out = Vec::new();
        if self.eat("}") {
            return Ok(out);
        }
        loop {
            let start = self.pos_ws();
            let name: &'a str = if self.peek() == Some(b'"') {
                let r = self.rest();
                let (after, _) = lex::string_lit(r)
                    .map_err(|_| Error::parse(Span::at(start), "unterminated attribute name"))?;
                self.pos = self.src.len() - after.len();
                &r[1..r.len() - after.len() - 1]
            } else {
                match self.bare_id() {
                    Some((n, _)) => n,
                    None => return Err(self.expected("an attribute name")),
                }
            };
            let mut vstart = start;
            let attr = if self.eat("=") {
                vstart = self.pos_ws();
                self.attr()?
            } else {
                Attr::Unit
            };
            let span = Span::new(vstart, self.pos);
            out.push((name, attr, span));
            if self.eat("}") {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    fn attr(&mut self) -> Result<Attr> {
        self.nested(|p| p.attr_inner())
    }

    fn attr_inner(&mut self) -> Result<Attr> {
        let start = self.pos_ws();
        let Some(c) = self.peek() else {
            return Err(self.expected("an attribute value"));
        };
        let attr = match c {
            b'"' => Attr::Str(self.string()?),
            b'@' => {
                let (name, _) = self.symbol()?;
                let mut s = name.to_string();
                while self.rest().starts_with("::@") {
                    self.pos += 2;
                    let (n, _) = self.symbol()?;
                    s.push_str("::@");
                    s.push_str(n);
                }
                Attr::Sym(s)
            }
            b'[' => {
                self.pos += 1;
                let mut v = Vec::new();
                if !self.eat("]") {
                    loop {
                        v.push(self.attr()?);
                        if self.eat("]") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                Attr::Array(v)
            }
            b'{' => Attr::Dict(self.dict()?),
            b'#' => {
                let (name, span) = self.alias_name()?;
                if self.rest().starts_with('<') {
                    let t = self.skip_balanced()?;
                    Attr::Opaque(format!("#{name}{t}"))
                } else {
                    match self.attr_aliases.get(name) {
                        Some(a) => a.clone(),
                        None => {
                            return Err(Error::parse(
                                span,
                                format!("undefined attribute alias `#{name}`"),
                            ));
                        }
                    }
                }
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let (n, _) = self.number()?;
                let ty = if self.typed_colon() {
                    Some(self.ty()?)
                } else {
                    None
                };
                match n {
                    NumLit::Int { value, hex, .. } => Attr::Int { value, hex, ty },
                    NumLit::Float(value) => Attr::Float { value, ty },
                }
            }
            _ => {
                if self.eat_kw("true") {
                    Attr::Bool(true)
                } else if self.eat_kw("false") {
                    Attr::Bool(false)
                } else if self.eat_kw("unit") {
                    Attr::Unit
                } else if self.eat_kw("dense") {
                    self.expect("<")?;
                    let mut elems = Vec::new();
                    let mut shape = Vec::new();
                    if !self.eat(">") {
                        self.dense_elems(&mut elems, &mut shape, 0)?;
                        self.expect(">")?;
                    }
                    let ty = if self.typed_colon() {
                        Some(self.ty()?)
                    } else {
                        None
                    };
                    Attr::Dense { elems, shape, ty }
                } else if self.peek_kw("sparse") || self.peek_kw("opaque") {
                    let s = self.token_span();
                    return Err(Error::parse(
                        s,
                        "sparse and opaque element attributes are not supported",
                    ));
                } else if self.peek_kw("affine_map") || self.peek_kw("affine_set") {
                    self.bare_id();
                    let t = self.skip_balanced()?;
                    Attr::Opaque(format!("affine_map{t}"))
                } else if self.peek_kw("loc") {
                    self.skip_loc()?;
                    Attr::Unit
                } else {
                    let save = self.pos;
                    match self.ty() {
                        Ok(t) => Attr::Type(t),
                        Err(_) => {
                            self.pos = save;
                            return Err(Error::parse(
                                self.token_span(),
                                "expected an attribute value",
                            )
                            .label("not an attribute"));
                        }
                    }
                }
            }
        };
        let _ = start;
        Ok(attr)
    }

    /// A `Const::Dense` of `elems` (untyped numbers) as constants of `elem`.
    fn dense_const(&mut self, elems: Vec<Attr>, span: Span, elem: TypeId) -> Result<Const> {
        let mut out = Vec::with_capacity(elems.len());
        for e in elems {
            let e = match e {
                Attr::Int { value, hex, .. } => Attr::Int {
                    value,
                    hex,
                    ty: None,
                },
                Attr::Float { value, .. } => Attr::Float { value, ty: None },
                other => other,
            };
            out.push(self.constant(e, span, elem)?);
        }
        let id = self.body.dense.len() as u32;
        self.body.dense.push(out);
        Ok(Const::Dense(id))
    }

    /// `attributes {...}` of a function (optional): the attribute names.
    fn func_attributes(&mut self) -> Result<Vec<NamedAttr>> {
        if !self.eat_kw("attributes") {
            return Ok(Vec::new());
        }
        let start = self.pos_ws();
        let d = self.dict()?;
        let span = Span::new(start, self.pos);
        Ok(d.into_iter()
            .map(|(name, _)| NamedAttr { name, span })
            .collect())
    }

    /// The literal of `dense<...>`: nested lists of numbers or booleans.
    fn dense_elems(
        &mut self,
        out: &mut Vec<Attr>,
        shape: &mut Vec<usize>,
        depth: usize,
    ) -> Result<()> {
        if depth > 64 {
            let span = self.token_span();
            return Err(Error::parse(span, "dense literal nested too deeply"));
        }
        if self.eat("[") {
            let mut n = 0;
            if !self.eat("]") {
                loop {
                    self.dense_elems(out, shape, depth + 1)?;
                    n += 1;
                    if self.eat("]") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            if shape.len() <= depth {
                shape.resize(depth + 1, usize::MAX);
            }
            if shape[depth] == usize::MAX {
                shape[depth] = n;
            } else if shape[depth] != n {
                let s = self.token_span();
                return Err(Error::parse(
                    s,
                    "the nested lists of a dense literal must all have the same length",
                ));
            }
            return Ok(());
        }
        let start = self.pos_ws();
        let a = if self.eat_kw("true") {
            Attr::Bool(true)
        } else if self.eat_kw("false") {
            Attr::Bool(false)
        } else if self.peek() == Some(b'"') {
            Attr::Str(self.string()?)
        } else {
            match self.number() {
                Ok((NumLit::Int { value, hex, .. }, _)) => Attr::Int {
                    value,
                    hex,
                    ty: None,
                },
                Ok((NumLit::Float(value), _)) => Attr::Float { value, ty: None },
                Err(_) => {
                    self.pos = start;
                    return Err(
                        self.expected("a number, `true`, `false` or `[` in a dense literal")
                    );
                }
            }
        };
        out.push(a);
        Ok(())
    }

    /// A `:` that starts a type (not `::`).
    fn typed_colon(&mut self) -> bool {
        self.ws();
        let r = self.rest();
        if r.starts_with(':') && !r.starts_with("::") {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    // ----- types ------------------------------------------------------------

    pub fn ty(&mut self) -> Result<TypeId> {
        // Fast path for the common scalar types.
        self.ws();
        let b = &self.src.as_bytes()[self.pos..];
        let fast = |word: &[u8]| {
            b.starts_with(word) && !b.get(word.len()).is_some_and(|&c| is_ident_byte(c))
        };
        for (word, t) in [
            (&b"i32"[..], self.types.i32),
            (b"i64", self.types.i64),
            (b"index", self.types.index),
            (b"i1", self.types.i1),
            (b"f32", self.types.f32),
            (b"f64", self.types.f64),
        ] {
            if fast(word) {
                self.pos += word.len();
                return Ok(t);
            }
        }
        self.nested(|p| p.ty_inner())
    }

    /// Runs `f` one nesting level deeper; too deep is an error.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        const MAX_DEPTH: u32 = 200;
        if self.depth >= MAX_DEPTH {
            let span = self.token_span();
            return Err(
                Error::parse(span, "types or attributes are nested too deeply")
                    .label(format!("more than {MAX_DEPTH} levels")),
            );
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn ty_inner(&mut self) -> Result<TypeId> {
        let start = self.pos_ws();
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let mut inputs = Vec::new();
                if !self.eat(")") {
                    loop {
                        inputs.push(self.ty()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                if !self.eat("->") {
                    return Err(self.expected("`->` in a function type"));
                }
                let results = self.result_types()?;
                Ok(self.types.intern(Type::Func {
                    inputs: inputs.into(),
                    results: results.into(),
                }))
            }
            Some(b'!') => {
                let (name, span) = self.alias_name()?;
                if let Some(&t) = self.type_aliases.get(name) {
                    return Ok(t);
                }
                if name.starts_with("llvm") {
                    return self.llvm_bang_type(name, span);
                }
                Err(
                    Error::parse(span, format!("undefined type alias `!{name}`"))
                        .help("define it first: `!name = type i32`"),
                )
            }
            _ => {
                let Some((id, span)) = self.bare_id() else {
                    return Err(self.expected("a type"));
                };
                // Fast path for the common scalar types.
                match id {
                    "i1" => return Ok(self.types.i1),
                    "i32" => return Ok(self.types.i32),
                    "i64" => return Ok(self.types.i64),
                    "index" => return Ok(self.types.index),
                    "f32" => return Ok(self.types.f32),
                    "f64" => return Ok(self.types.f64),
                    _ => {}
                }
                let ty = match id {
                    "index" => Type::Index,
                    "f16" => Type::F16,
                    "bf16" => Type::BF16,
                    "f32" => Type::F32,
                    "f64" => Type::F64,
                    "none" => Type::None,
                    "vector" => return self.vector_type(),
                    "memref" => return self.memref_type(),
                    "tensor" => return self.tensor_type(),
                    "complex" => {
                        self.expect("<")?;
                        let e = self.ty()?;
                        self.expect(">")?;
                        if !self.types.is_float(e) && !self.types.is_int(e) {
                            return Err(Error::parse(
                                span,
                                "complex element type must be a float or an integer",
                            ));
                        }
                        Type::Complex(e)
                    }
                    "tuple" => {
                        self.expect("<")?;
                        let mut v = Vec::new();
                        if !self.eat(">") {
                            loop {
                                v.push(self.ty()?);
                                if self.eat(">") {
                                    break;
                                }
                                self.expect(",")?;
                            }
                        }
                        Type::Tuple(v.into())
                    }
                    _ => {
                        let b = id.as_bytes();
                        let (signed, digits) = if let Some(d) = id.strip_prefix('i') {
                            (None, d)
                        } else if let Some(d) = id.strip_prefix("si") {
                            (Some("signed"), d)
                        } else if let Some(d) = id.strip_prefix("ui") {
                            (Some("unsigned"), d)
                        } else {
                            return Err(unknown_type(id, span));
                        };
                        if digits.is_empty()
                            || !digits.bytes().all(|c| c.is_ascii_digit())
                            || b.len() > 12
                        {
                            return Err(unknown_type(id, span));
                        }
                        let w: u64 = digits.parse().unwrap_or(u64::MAX);
                        if w == 0 || w > 1 << 23 {
                            return Err(Error::parse(
                                span,
                                format!("integer width {digits} is out of range"),
                            )
                            .label("widths go from 1 to 8388608 (LLVM's limit)"));
                        }
                        if let Some(s) = signed {
                            return Err(Error::parse(
                                span,
                                format!("{s} integer types are not supported: Std ops take signless integers"),
                            )
                            .help(format!("use `i{digits}`")));
                        }
                        Type::Int(w as u32)
                    }
                };
                let _ = start;
                Ok(self.types.intern(ty))
            }
        }
    }

    /// `4x?x` dimension list: stops before the element type.
    fn shape(&mut self, allow_dynamic: bool) -> Result<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            let start = self.pos_ws();
            let b = self.rest().as_bytes();
            let dim = match b.first() {
                Some(b'?') => {
                    if !allow_dynamic {
                        return Err(Error::parse(
                            Span::new(start, start + 1),
                            "vector dimensions must be static",
                        ));
                    }
                    self.pos += 1;
                    DYNAMIC
                }
                Some(c) if c.is_ascii_digit() => {
                    let (r, d) =
                        lex::digits(self.rest()).map_err(|_| self.expected("a dimension"))?;
                    self.pos = self.src.len() - r.len();
                    d.parse::<i64>()
                        .ok()
                        .filter(|&v| v < 1 << 40)
                        .ok_or_else(|| {
                            Error::parse(Span::new(start, self.pos), "dimension is too large")
                        })?
                }
                _ => return Ok(dims),
            };
            self.ws();
            if !self.rest().starts_with('x') {
                return Err(self.expected("`x` after a dimension"));
            }
            self.pos += 1;
            dims.push(dim);
        }
    }

    fn vector_type(&mut self) -> Result<TypeId> {
        let open = self.expect("<")?;
        let shape = self.shape(false)?;
        if shape.is_empty() {
            return Err(Error::parse(open, "a vector needs at least one dimension"));
        }
        let total = shape.iter().try_fold(1u64, |n, d| n.checked_mul(*d as u64));
        if total.is_none_or(|n| n > MAX_ELEMENTS) || shape.contains(&0) {
            return Err(Error::parse(
                open,
                format!("vectors must have between 1 and {MAX_ELEMENTS} elements"),
            ));
        }
        if shape.len() > 32 {
            return Err(Error::parse(
                open,
                "vectors of more than 32 dimensions are not supported",
            ));
        }
        let es = self.pos_ws();
        let elem = self.ty()?;
        if !(self.types.is_int(elem) || self.types.is_float(elem) || elem == self.types.index) {
            return Err(Error::parse(
                Span::new(es, self.pos),
                "vector elements must be integers, floats or index",
            ));
        }
        self.expect(">")?;
        Ok(self.types.intern(Type::Vector {
            shape: shape.into(),
            elem,
        }))
    }

    fn tensor_type(&mut self) -> Result<TypeId> {
        self.expect("<")?;
        let shape = if self.eat("*") {
            self.ws();
            if !self.rest().starts_with('x') {
                return Err(self.expected("`x` after `*`"));
            }
            self.pos += 1;
            None
        } else {
            Some(self.shape(true)?.into())
        };
        let elem = self.ty()?;
        if self.eat(",") {
            self.attr()?; // encoding
        }
        self.expect(">")?;
        Ok(self.types.intern(Type::Tensor { shape, elem }))
    }

    fn memref_type(&mut self) -> Result<TypeId> {
        self.expect("<")?;
        if self.eat("*") {
            self.ws();
            if !self.rest().starts_with('x') {
                return Err(self.expected("`x` after `*`"));
            }
            self.pos += 1;
            let elem = self.ty()?;
            let space = if self.eat(",") {
                self.memory_space()?
            } else {
                0
            };
            self.expect(">")?;
            return Ok(self.types.intern(Type::UnrankedMemRef { elem, space }));
        }
        let sstart = self.pos_ws();
        let shape = self.shape(true)?;
        let statics = shape.iter().filter(|d| **d != DYNAMIC);
        if statics
            .clone()
            .try_fold(1i64, |n, d| n.checked_mul(*d))
            .is_none()
        {
            return Err(Error::parse(
                Span::new(sstart, self.pos),
                "the memref has more elements than a 64-bit size can count",
            ));
        }
        let elem = self.ty()?;
        let mut layout = Layout::Identity;
        let mut space = 0;
        while self.eat(",") {
            if self.peek_kw("offset") {
                self.eat_kw("offset");
                self.expect(":")?;
                let offset = self.dyn_int()?;
                self.expect(",")?;
                if !self.eat_kw("strides") {
                    return Err(self.expected("`strides`"));
                }
                self.expect(":")?;
                let strides = self.dyn_int_list()?;
                layout = Layout::Strided {
                    offset,
                    strides: strides.into(),
                };
            } else if self.peek_kw("strided") {
                self.eat_kw("strided");
                self.expect("<")?;
                let strides = self.dyn_int_list()?;
                let mut offset = Some(0);
                if self.eat(",") {
                    if !self.eat_kw("offset") {
                        return Err(self.expected("`offset`"));
                    }
                    self.expect(":")?;
                    offset = self.dyn_int()?;
                }
                self.expect(">")?;
                layout = Layout::Strided {
                    offset,
                    strides: strides.into(),
                };
            } else if self.peek_kw("affine_map") || self.peek() == Some(b'#') {
                match self.attr()? {
                    Attr::Opaque(text) => {
                        layout = super::affine::layout_of(&text, shape.len())
                            .unwrap_or(Layout::Affine(text.into()));
                    }
                    _ => return Err(self.expected("a layout map")),
                }
            } else {
                space = self.memory_space()?;
            }
        }
        self.expect(">")?;
        Ok(self.types.intern(Type::MemRef {
            shape: shape.into(),
            elem,
            layout,
            space,
        }))
    }

    fn memory_space(&mut self) -> Result<u32> {
        if self.peek_kw("memspace0") {
            self.eat_kw("memspace0");
            return Ok(0);
        }
        let (v, _) = self.small_int("a memory space number")?;
        Ok(v as u32)
    }

    fn dyn_int(&mut self) -> Result<Option<i64>> {
        if self.eat("?") {
            return Ok(None);
        }
        let (n, span) = self.number()?;
        match n {
            NumLit::Int { value, .. } if (i64::MIN as i128..=i64::MAX as i128).contains(&value) => {
                Ok(Some(value as i64))
            }
            _ => Err(Error::parse(span, "expected an integer or `?`")),
        }
    }

    fn dyn_int_list(&mut self) -> Result<Vec<Option<i64>>> {
        self.expect("[")?;
        let mut v = Vec::new();
        if self.eat("]") {
            return Ok(v);
        }
        loop {
            v.push(self.dyn_int()?);
            if self.eat("]") {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }

    // ----- the end ----------------------------------------------------------

    /// Checks a reference to a function against the function.
    fn check_claim(&self, c: &Claim) -> Result<()> {
        let f = &self.funcs[c.func.index()];
        if f.state == FuncState::Referenced {
            return Err(
                Error::verify(c.span, format!("no function named `@{}`", f.name))
                    .label("undefined function"),
            );
        }
        if !c.typed {
            return Ok(());
        }
        if f.vararg {
            if !c.declared {
                return Err(Error::verify(
                    c.span,
                    format!("`@{}` is variadic: declare it before calling it", f.name),
                )
                .note(f.name_span, "declared here"));
            }
            if let (
                Type::Func {
                    inputs: ci,
                    results: cr,
                },
                Type::Func {
                    inputs: fi,
                    results: fr,
                },
            ) = (self.types.get(c.ty), self.types.get(f.ty))
                && ci.len() >= fi.len()
                && ci[..fi.len()] == fi[..]
                && cr == fr
            {
                return Ok(());
            }
        }
        if f.ty != c.ty {
            return Err(Error::verify(
                c.span,
                format!(
                    "`@{}` is used with type {}, but the function has type {}",
                    f.name,
                    self.types.display(c.ty),
                    self.types.display(f.ty)
                ),
            )
            .note(f.name_span, "the function is declared here"));
        }
        Ok(())
    }

    /// Checks every reference to a function against the function, and
    /// returns the module (with the bodies the driver did not take).
    pub fn finish(self) -> Result<Module> {
        for c in &self.claims {
            self.check_claim(c)?;
        }
        for g in &self.globals {
            // `llvm.mlir.addressof` of a function defined later names it by
            // name, which is all the output needs.
            let is_func = self
                .func_names
                .get(g.name.as_str())
                .is_some_and(|f| self.funcs[f.index()].state != FuncState::Referenced);
            if g.state == FuncState::Referenced && !is_func {
                return Err(
                    Error::verify(g.span, format!("no global named `@{}`", g.name))
                        .label("undefined symbol"),
                );
            }
        }
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

fn unknown_op(name: &str, span: Span) -> Error {
    Error::parse(span, format!("unknown operation `{name}`"))
        .label("mlir2ll does not know this operation")
        .help(format!(
            "mlir2ll accepts the ops of these dialects: {}",
            ops::DIALECTS
        ))
}

fn unknown_type(name: &str, span: Span) -> Error {
    Error::parse(span, format!("unknown type `{name}`"))
        .label("not a type")
        .help("types are iN, f16, bf16, f32, f64, index, vector<..>, memref<..>, tensor<..>, complex<..> and function types")
}

fn tensor_error(name: &str, span: Span) -> Error {
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
