//! `mlir2ll import`: LLVM IR text (what clang 14 to 22 writes, typed or
//! opaque pointers) into the LLVM-dialect IR ([`crate::llvm::ir`]), which
//! the existing writers print: LLVM-dialect MLIR (`--emit=mlir`, the
//! default of `import`) or `.ll` again.
//!
//! Two passes over the text: the first reads every top-level header (named
//! types, the types of globals, function signatures) and remembers where
//! initializers and bodies start; the second reads those, so that any
//! entity may refer to any other, as LLVM allows. Opaque pointers (`ptr`)
//! become `i8*` with bitcasts where an instruction needs a typed pointer,
//! as the lowering of today's LLVM dialect does ([`crate::lower`]).
//! Metadata and debug information are skipped; what the LLVM dialect
//! cannot say is an error naming the construct.

mod asm;
mod atomic;
mod body;
mod call;
mod cexpr;
mod consts;
mod global;
mod lex;
mod nontemporal;
mod parallel;
mod types;

use crate::diag::{Error, Result, Span};
use crate::entity::FxHashMap;
use crate::llvm::ir::*;
use crate::llvm::symattr::SymAttrs;
use crate::print::{self, ModuleWriter};
use lex::{Lexer, Tok};

/// What the importer writes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Output {
    /// LLVM-dialect MLIR (MLIR 13 syntax, as `--emit=mlir`).
    Mlir,
    /// LLVM IR again, as mlir2ll writes it.
    Ll,
}

/// The `byval` parameters of a function: index and type.
type ByvalParams = Box<[(u32, Ty)]>;

/// A module-level symbol.
#[derive(Copy, Clone, Debug)]
enum Sym {
    Func(FuncRef),
    Global(GlobalRef),
    /// An alias: uses read its aliasee, `Importer::aliases[k]`.
    Alias(u32),
}

/// A top-level entity, in input order, with where its rest starts.
#[derive(Copy, Clone)]
enum Item {
    /// A global; the lexer position of its initializer (after the type).
    Global(GlobalRef, usize),
    /// A function; the positions of its parameters' `(` and its body's `{`
    /// (none: a declaration).
    Func(FuncRef, Option<(usize, usize)>),
}

#[derive(Clone)]
pub(crate) struct Importer<'s> {
    lx: Lexer<'s>,
    t: Types,
    funcs: Vec<Func>,
    globals: Vec<Global>,
    syms: FxHashMap<Box<[u8]>, Sym>,
    /// Where each function was defined.
    func_spans: Vec<Span>,
    /// The aliasee of each alias (a constant of the alias's pointer type),
    /// read at the start of the second pass, and where it starts.
    aliases: Vec<(Option<(GConst, Ty)>, usize)>,
    items: Vec<Item>,
    /// Whether `ptr` (opaque pointers) appeared.
    opaque: bool,
    /// `i8*`, which `ptr` stands for.
    i8p: Ty,
    /// The type caches of [`types`]: `T*` by `T`'s index (`u32::MAX`:
    /// not interned yet), identified structs by their unquoted name, so
    /// that the common types are not hashed as `Type`s at every use.
    ptrs: Vec<u32>,
    named: FxHashMap<&'s [u8], Ty>,
    /// The float types and `i16` by their order in `types::float_ty`.
    floats: [u32; 7],
    /// Aggregate types by their text ([`types`]).
    agg_tys: FxHashMap<&'s [u8], Ty>,
    /// Functions whose calls are dropped (`llvm.dbg.*`, lifetime markers).
    dropped: Vec<bool>,
    /// The `byval` parameters (index, type) of defined functions, in
    /// function order: the body copies them ([`body`]).
    byval: Vec<(FuncRef, ByvalParams)>,
    pub datalayout: Option<String>,
    pub triple: Option<String>,
    /// MLIR 13 output: symbol attributes it has no place for are dropped
    /// (`global.rs`).
    mlir13: bool,
    /// The `$name = comdat kind` lines, as one group.
    comdats: crate::llvm::symattr::ComdatGroup,
    /// The comdats used, with where (checked once all are defined).
    comdat_uses: Vec<(String, Span)>,
}

/// Imports `src` (LLVM IR text named `name`) and writes it to `sink`:
/// LLVM-dialect MLIR in the syntax of `opts.mlir_version` with
/// [`crate::Emit::Mlir`], LLVM IR with [`crate::Emit::Ll`] (opaque pointers
/// with `opts.opaque_pointers`).
pub fn import_to(
    src: &str,
    name: &str,
    opts: &crate::Options,
    sink: &mut dyn std::io::Write,
) -> std::result::Result<(), crate::CompileError> {
    let output = match opts.emit {
        crate::Emit::Mlir => Output::Mlir,
        crate::Emit::Ll => Output::Ll,
        crate::Emit::CHeader => {
            return Err(crate::CompileError::Diag(Error::parse(
                Span::default(),
                "`--emit=c-header` is not available for LLVM IR input",
            )));
        }
    };
    let v22 = output == Output::Mlir && opts.mlir_version == 22;
    let mut im = Importer::new(src)?;
    im.mlir13 = output == Output::Mlir && !v22;
    im.headers()?;
    im.resolve_aliases()?;
    let mut w: Box<dyn ModuleWriter> = match output {
        Output::Mlir if v22 => {
            let mut w = print::mlir::Writer::default();
            w.set_v22();
            w.ctor_ops = true;
            w.header_with(
                im.datalayout.as_deref().unwrap_or(X86_64_DATALAYOUT),
                im.triple.as_deref().unwrap_or(X86_64_TRIPLE),
            );
            Box::new(w)
        }
        Output::Mlir => {
            let mut w = print::mlir::Writer::default();
            // The data layout and triple, as MLIR keeps them.
            let mut attrs = Vec::new();
            for (key, v) in [
                ("llvm.data_layout", &im.datalayout),
                ("llvm.target_triple", &im.triple),
            ] {
                if let Some(v) = v {
                    let mut a = format!("{key} = ");
                    print::push_quoted(&mut a, v.as_bytes());
                    attrs.push(a);
                }
            }
            if attrs.is_empty() {
                w.header();
            } else {
                w.out.push_str("module attributes {");
                w.out.push_str(&attrs.join(", "));
                w.out.push_str("} {\n");
            }
            Box::new(w)
        }
        Output::Ll => {
            let mut w = print::ll::Writer::default();
            w.opaque = opts.opaque_pointers;
            w.header(
                name,
                im.datalayout.as_deref().unwrap_or(X86_64_DATALAYOUT),
                im.triple.as_deref().unwrap_or(X86_64_TRIPLE),
            );
            if !im.comdats.sels.is_empty() {
                w.comdat(&im.comdats);
            }
            // The identified structs, which the first global or function
            // would define: writers on other threads continue after them.
            w.named_types(im.cx());
            Box::new(w)
        }
    };
    if output == Output::Mlir && !im.mlir13 && !im.comdats.sels.is_empty() {
        w.comdat(&im.comdats);
    }
    // MLIR: declarations, then globals, then variadic definitions, then the
    // other definitions (each in input order): mlir2ll reads MLIR in one
    // pass and needs a variadic callee before its calls. LLVM IR: the
    // globals first (as the spec's translation writes them), then the same.
    let items = std::mem::take(&mut im.items);
    let variadic = |im: &Importer, f: FuncRef| {
        matches!(
            im.t.get(im.funcs[f.index()].ty),
            Type::Func { vararg: true, .. }
        )
    };
    let decls: Vec<FuncRef> = items
        .iter()
        .filter_map(|i| match *i {
            Item::Func(f, None) if !im.dropped[f.index()] => Some(f),
            _ => None,
        })
        .collect();
    let mut rest: Vec<Item> = items
        .into_iter()
        .filter(|i| !matches!(i, Item::Func(_, None)))
        .collect();
    rest.sort_by_key(|i| match i {
        Item::Global(..) => 0,
        Item::Func(f, _) if variadic(&im, *f) => 1,
        Item::Func(..) => 2,
    });
    let globals = rest.partition_point(|i| matches!(i, Item::Global(..)));
    if output == Output::Mlir {
        im.write_decls(&mut *w, &decls, sink)?;
    }
    // The globals and bodies, on several threads when there are many
    // ([`parallel`]). With opaque pointers in LLVM IR, an opaque struct is
    // defined before the first global of its type, which only the writer
    // that has defined the types knows: such globals are written here.
    let mut from = 0;
    if output == Output::Ll
        && opts.opaque_pointers
        && im.t.named.iter().any(|&(_, body)| body == im.t.void)
    {
        let mut scratch = body::FnState::default();
        for &item in &rest[..globals] {
            im.write_item(&mut *w, item, output, v22, &mut scratch, sink)?;
        }
        from = globals;
    }
    // LLVM IR: the declarations go between the globals and the bodies.
    let mut decls_at = (output == Output::Ll).then_some(globals);
    if decls_at == Some(from) {
        im.write_decls(&mut *w, &decls, sink)?;
        decls_at = None;
    }
    let pieces = parallel::Pieces {
        items: &rest[from..],
        decls: decls_at.map(|at| (at - from, &decls[..])),
        output,
        v22,
    };
    match parallel::write(&im, &pieces, &mut *w, opts, sink)? {
        Some(uses) => im.comdat_uses.extend(uses),
        None => {
            let mut scratch = body::FnState::default();
            for (k, &item) in rest.iter().enumerate().skip(from) {
                if decls_at == Some(k) {
                    im.write_decls(&mut *w, &decls, sink)?;
                }
                im.write_item(&mut *w, item, output, v22, &mut scratch, sink)?;
            }
            if decls_at == Some(rest.len()) {
                im.write_decls(&mut *w, &decls, sink)?;
            }
        }
    }
    im.check_comdat_uses()?;
    w.end(im.cx());
    w.drain(sink)?;
    Ok(())
}

/// Imports `src` to a string (for tests and the library).
pub fn import(src: &str, name: &str, opts: &crate::Options) -> Result<String> {
    let mut out = Vec::new();
    match import_to(src, name, opts, &mut out) {
        Ok(()) => Ok(String::from_utf8_lossy(&out).into_owned()),
        Err(crate::CompileError::Diag(e)) => Err(e),
        Err(crate::CompileError::Io(e)) => Err(Error::parse(Span::default(), e.to_string())),
    }
}

impl<'s> Importer<'s> {
    fn new(src: &'s str) -> Result<Importer<'s>> {
        let mut t = Types::new();
        let i8p = t.ptr(t.i8);
        Ok(Importer {
            lx: Lexer::new(src)?,
            t,
            i8p,
            ptrs: Vec::new(),
            named: FxHashMap::default(),
            floats: [u32::MAX; 7],
            agg_tys: FxHashMap::default(),
            funcs: Vec::new(),
            globals: Vec::new(),
            syms: FxHashMap::default(),
            func_spans: Vec::new(),
            aliases: Vec::new(),
            items: Vec::new(),
            opaque: false,
            dropped: Vec::new(),
            byval: Vec::new(),
            datalayout: None,
            triple: None,
            mlir13: false,
            comdats: crate::llvm::symattr::ComdatGroup {
                name: crate::llvm::symattr::IMPORT_GROUP.to_string(),
                ..Default::default()
            },
            comdat_uses: Vec::new(),
        })
    }

    fn cx(&self) -> print::ll::Ctx<'_> {
        print::ll::Ctx {
            types: &self.t,
            funcs: &self.funcs,
            globals: &self.globals,
        }
    }

    /// Imports the body of `f` (its parameters' and body's positions
    /// `pos`), checks it, legalizes it for `output` and writes it to `w`.
    fn write_body(
        &mut self,
        w: &mut dyn ModuleWriter,
        f: FuncRef,
        pos: (usize, usize),
        output: Output,
        v22: bool,
        scratch: &mut body::FnState,
    ) -> Result<()> {
        let mut b = self.body(f, pos, scratch)?;
        let m = crate::llvm::verify::Module {
            types: &self.t,
            funcs: &self.funcs,
            globals: &self.globals,
        };
        let span = self.func_spans[f.index()];
        crate::llvm::verify::check(m, self.funcs[f.index()].ty, &b, true, span)?;
        if v22 {
            crate::lower::mlir13::legalize_consts_in(&mut self.t, &mut b, &mut scratch.consts);
        } else if output == Output::Mlir {
            atomic::check_mlir13(&b)?;
            crate::lower::mlir13::legalize_in(&mut self.t, &mut b, &mut scratch.consts);
        }
        w.func(self.cx(), f, Some(&b));
        scratch.recycle(b);
        Ok(())
    }

    /// Reads and writes global or definition `item` to `w`; drains `w` to
    /// `sink` when it holds much.
    fn write_item(
        &mut self,
        w: &mut dyn ModuleWriter,
        item: Item,
        output: Output,
        v22: bool,
        scratch: &mut body::FnState,
        sink: &mut dyn std::io::Write,
    ) -> std::result::Result<(), crate::CompileError> {
        self.write_piece_item(w, item, output, v22, scratch)?;
        if w.pending() > 1 << 16 {
            w.drain(sink)?;
        }
        Ok(())
    }

    /// Reads and writes global or definition `item` to `w`. A global's
    /// initializer is dropped once written (nothing else reads it).
    fn write_piece_item(
        &mut self,
        w: &mut dyn ModuleWriter,
        item: Item,
        output: Output,
        v22: bool,
        scratch: &mut body::FnState,
    ) -> Result<()> {
        match item {
            Item::Global(g, pos) => {
                self.global_rest(g, pos)?;
                let region = match output {
                    Output::Mlir => crate::lower::mlir13::global_region_in(
                        &mut self.t,
                        &self.globals[g.index()],
                        &mut scratch.consts,
                    ),
                    Output::Ll => None,
                };
                w.global(self.cx(), g, region.as_ref());
                self.globals[g.index()].init = None;
                Ok(())
            }
            Item::Func(f, Some(pos)) => self.write_body(w, f, pos, output, v22, scratch),
            Item::Func(_, None) => unreachable!("declarations are written by write_decls"),
        }
    }

    /// Writes the declarations `decls` to `w`, then drains it to `sink`
    /// when it holds much.
    fn write_decls(
        &self,
        w: &mut dyn ModuleWriter,
        decls: &[FuncRef],
        sink: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        for &f in decls {
            w.func(self.cx(), f, None);
            if w.pending() > 1 << 16 {
                w.drain(sink)?;
            }
        }
        Ok(())
    }

    /// Moves the lexer to byte `pos` and reads the token there.
    fn seek(&mut self, pos: usize) -> Result<()> {
        self.lx.pos = pos;
        self.lx.end = pos;
        self.lx.next()
    }

    /// The first pass: every top-level entity's header.
    fn headers(&mut self) -> Result<()> {
        loop {
            let lx = &mut self.lx;
            match lx.tok {
                Tok::Eof => break,
                Tok::Word => {
                    if lx.is("source_filename") {
                        lx.skip_line()?;
                    } else if lx.is("target") {
                        lx.next()?;
                        let which = lx.name().to_vec();
                        lx.next()?;
                        lx.punct(b'=')?;
                        if lx.tok != Tok::Str {
                            return Err(lx.expected("a string"));
                        }
                        let v = lx.name_str().into_owned();
                        match &which[..] {
                            b"datalayout" => self.datalayout = Some(v),
                            b"triple" => self.triple = Some(v),
                            _ => {}
                        }
                        self.lx.next()?;
                    } else if lx.is("define") || lx.is("declare") {
                        self.func_header()?;
                    } else if lx.is("attributes") {
                        lx.next()?;
                        if lx.tok != Tok::Hash {
                            return Err(lx.expected("an attribute group `#N`"));
                        }
                        lx.next()?;
                        lx.punct(b'=')?;
                        if lx.tok != Tok::Punct(b'{') {
                            return Err(lx.expected("`{`"));
                        }
                        lx.skip_group()?;
                    } else if lx.is("uselistorder") || lx.is("uselistorder_bb") {
                        lx.skip_line()?;
                    } else if lx.is("module") {
                        return Err(lx.err(
                            "module-level inline assembly (`module asm`) cannot be expressed in the LLVM dialect",
                        ));
                    } else {
                        return Err(lx.expected(
                            "`define`, `declare`, a global `@name = ...`, a type `%name = type ...` or metadata",
                        ));
                    }
                }
                Tok::Meta => lx.skip_line()?,
                Tok::Dollar => self.comdat_def()?,
                Tok::Local => self.type_def()?,
                Tok::Global => self.global_header()?,
                _ => {
                    return Err(lx.expected(
                        "`define`, `declare`, a global `@name = ...`, a type `%name = type ...` or metadata",
                    ));
                }
            }
        }
        Ok(())
    }

    /// `%name = type { ... }` / `type opaque`.
    fn type_def(&mut self) -> Result<()> {
        let name: Box<str> = self.lx.name_str().into();
        let span = self.lx.span();
        self.lx.next()?;
        self.lx.punct(b'=')?;
        self.lx.word("type")?;
        let body = if self.lx.eat("opaque")? {
            self.t.void
        } else {
            let t = self.ty()?;
            if !matches!(self.t.get(t), Type::Struct(_) | Type::PackedStruct(_)) {
                // LLVM allows naming any type; the LLVM dialect only names
                // structs. Use the type itself wherever the name appears.
                return Err(Error::parse(
                    span,
                    "a named type that is not a struct cannot be expressed in the LLVM dialect",
                ));
            }
            t
        };
        if self.t.named.iter().any(|(n, _)| *n == name) {
            return Err(Error::parse(
                span,
                format!("type `%{name}` is defined twice"),
            ));
        }
        self.t.named.push((name, body));
        Ok(())
    }

    fn define_sym(&mut self, name: &[u8], sym: Sym, span: Span) -> Result<()> {
        if self.syms.insert(name.into(), sym).is_some() {
            return Err(Error::parse(
                span,
                format!("`@{}` is defined twice", String::from_utf8_lossy(name)),
            ));
        }
        Ok(())
    }

    /// Skips the words LLVM allows before a global's or function's type
    /// that the LLVM dialect has no place for (preemption, visibility, DLL
    /// storage, calling conventions, `unnamed_addr`...), and returns the
    /// linkage among them.
    fn linkage_and_flags(&mut self) -> Result<(Linkage, u32, bool, SymAttrs)> {
        let mut linkage = Linkage::External;
        let mut addr_space = 0;
        let mut thread_local = false;
        let mut sym = SymAttrs::default();
        loop {
            if self.lx.tok == Tok::Word && self.sym_word(&mut sym)? {
                continue;
            }
            let lx = &mut self.lx;
            if lx.tok != Tok::Word {
                break;
            }
            let w = lx.text();
            if let Some(l) = Linkage::from_name(w) {
                linkage = l;
                lx.next()?;
                continue;
            }
            match w {
                "dso_preemptable"
                | "dllimport"
                | "dllexport"
                | "externally_initialized"
                | "ccc"
                | "fastcc"
                | "coldcc" => lx.next()?,
                "thread_local" => {
                    thread_local = true;
                    lx.next()?;
                    if lx.tok == Tok::Punct(b'(') {
                        lx.skip_group()?;
                    }
                }
                "addrspace" => {
                    lx.next()?;
                    lx.punct(b'(')?;
                    addr_space = lx.int_u32()?;
                    lx.punct(b')')?;
                }
                "cc" => {
                    lx.next()?;
                    lx.int_u32()?;
                }
                _ => break,
            }
        }
        sym.thread_local = thread_local;
        Ok((linkage, addr_space, thread_local, sym))
    }

    /// `@name = [linkage...] global|constant T ...`: the header, up to the
    /// initializer; the rest is read by [`Importer::global_rest`].
    fn global_header(&mut self) -> Result<()> {
        let name = self.lx.name().to_vec();
        let span = self.lx.span();
        self.lx.next()?;
        self.lx.punct(b'=')?;
        let (linkage, addr_space, thread_local, sym) = self.linkage_and_flags()?;
        if name == b"llvm.used" || name == b"llvm.compiler.used" {
            // Only keeps symbols from being discarded: the program's meaning
            // does not depend on it (and its `section "llvm.metadata"` has
            // no place in the LLVM dialect).
            return self.skip_entity();
        }
        if self.lx.is("ifunc") {
            return Err(self
                .lx
                .err("`ifunc` cannot be expressed in MLIR 13's LLVM dialect"));
        }
        if self.lx.eat("alias")? {
            // `alias T, T2* @aliasee`: uses of the alias read the aliasee
            // (MLIR 13's LLVM dialect has no aliases; the alias's own
            // symbol is not kept).
            self.ty()?;
            self.lx.punct(b',')?;
            let k = self.aliases.len() as u32;
            self.aliases.push((None, self.lx.start));
            self.define_sym(&name, Sym::Alias(k), span)?;
            return self.skip_entity();
        }
        if thread_local && self.mlir13 {
            return Err(Error::parse(
                span,
                "thread-local globals cannot be expressed in MLIR 13's LLVM dialect",
            ));
        }
        let constant = if self.lx.eat("constant")? {
            true
        } else if self.lx.eat("global")? {
            false
        } else {
            return Err(self.lx.expected("`global` or `constant`"));
        };
        let mut ty = self.ty()?;
        if name == b"llvm.global_ctors" || name == b"llvm.global_dtors" {
            ty = self.ctor_type(ty);
        }
        let g = GlobalRef::new(self.globals.len());
        self.globals.push(Global {
            name: String::from_utf8_lossy(&name).into_owned(),
            ty,
            linkage,
            constant,
            init: None,
            align: 0,
            addr_space,
            attrs: sym,
        });
        self.define_sym(&name, Sym::Global(g), span)?;
        // From the end of the type, so that the second pass sees whether
        // the initializer is on the same line.
        let pos = self.lx.prev_end;
        self.items.push(Item::Global(g, pos));
        self.skip_entity()
    }

    /// The type of `llvm.global_ctors`: LLVM wants `{ i32, void ()*, i8* }`
    /// entries, which opaque pointers spell `{ i32, ptr, ptr }`.
    fn ctor_type(&mut self, ty: Ty) -> Ty {
        let Type::Array(n, e) = *self.t.get(ty) else {
            return ty;
        };
        let Type::Struct(f) = self.t.get(e) else {
            return ty;
        };
        if f.len() != 3 || f[1] != self.i8p {
            return ty;
        }
        let (prio, data) = (f[0], f[2]);
        let void_fn = self.t.intern(Type::Func {
            ret: self.t.void,
            params: Box::new([]),
            vararg: false,
        });
        let fp = self.t.ptr(void_fn);
        let e = self.t.intern(Type::Struct(Box::new([prio, fp, data])));
        self.t.intern(Type::Array(n, e))
    }

    /// Skips the rest of a top-level entity: to the next line that starts
    /// one, outside any brackets.
    fn skip_entity(&mut self) -> Result<()> {
        self.lx.skip_entity()
    }

    /// Reads every alias's aliasee (at the start of the second pass).
    fn resolve_aliases(&mut self) -> Result<()> {
        for k in 0..self.aliases.len() {
            self.seek(self.aliases[k].1)?;
            let c = self.typed_gconst()?;
            self.aliases[k].0 = Some(c);
        }
        Ok(())
    }

    /// Reads a global's initializer and trailing attributes (second pass).
    fn global_rest(&mut self, g: GlobalRef, pos: usize) -> Result<()> {
        self.seek(pos)?;
        let ty = self.globals[g.index()].ty;
        let external = matches!(
            self.globals[g.index()].linkage,
            Linkage::External | Linkage::ExternWeak
        );
        let init = if self.lx.tok == Tok::Punct(b',') || self.lx.at_line_start() {
            if !external {
                return Err(self
                    .lx
                    .err("a global that is not external needs an initializer"));
            }
            None
        } else {
            Some(self.gconst(ty)?)
        };
        let mut init = init;
        if let Some(GConst::Agg(entries)) = &mut init
            && matches!(
                self.globals[g.index()].name.as_str(),
                "llvm.global_ctors" | "llvm.global_dtors"
            )
        {
            // The functions, read as `ptr`, keep their own type (see
            // `ctor_type`).
            for e in entries {
                if let GConst::Agg(f) = e
                    && let Some(GConst::Cast { value, .. }) = f.get(1)
                    && matches!(**value, GConst::FuncAddr(_))
                {
                    f[1] = (**value).clone();
                }
            }
        }
        self.globals[g.index()].init = init;
        while self.lx.tok == Tok::Punct(b',') && !self.lx.at_line_start() {
            self.lx.next()?;
            if self.lx.eat("align")? {
                let a = self.lx.int_u32()?;
                self.globals[g.index()].align = a;
            } else if self.lx.is("section") {
                let mut a = std::mem::take(&mut self.globals[g.index()].attrs);
                self.section(&mut a)?;
                self.globals[g.index()].attrs = a;
            } else if self.lx.is("partition") {
                return Err(self
                    .lx
                    .err("`partition` on a global cannot be expressed in the LLVM dialect"));
            } else if self.lx.is("comdat") {
                let mut a = std::mem::take(&mut self.globals[g.index()].attrs);
                let own = self.globals[g.index()].name.clone();
                self.comdat_use(&own, &mut a)?;
                self.globals[g.index()].attrs = a;
            } else if self.lx.tok == Tok::Meta {
                self.skip_meta_attachment()?;
            } else {
                return Err(self.lx.expected("`align`, `comdat` or metadata"));
            }
        }
        if !self.lx.at_line_start() {
            return Err(self.lx.expected("the end of the line"));
        }
        let gl = &self.globals[g.index()];
        let a = self.kept_sym(gl.attrs.clone(), gl.linkage, true);
        self.globals[g.index()].attrs = a;
        Ok(())
    }

    /// `!name !N` or `!name !{...}` after an instruction or global.
    fn skip_meta_attachment(&mut self) -> Result<()> {
        self.lx.next()?;
        if self.lx.tok == Tok::Meta {
            if self.lx.name().is_empty() {
                self.lx.next()?;
                if self.lx.tok == Tok::Punct(b'{') {
                    self.lx.skip_group()?;
                }
            } else {
                self.lx.next()?;
            }
        }
        Ok(())
    }

    /// `define`/`declare` up to the body: the signature.
    fn func_header(&mut self) -> Result<()> {
        let define = self.lx.is("define");
        self.lx.next()?;
        let (linkage, _, _, mut sym) = self.linkage_and_flags()?;
        self.skip_attrs()?;
        let ret = self.ty()?;
        if self.lx.tok != Tok::Global {
            return Err(self.lx.expected("the function's name `@name`"));
        }
        let name = self.lx.name().to_vec();
        let span = self.lx.span();
        self.lx.next()?;
        let params_pos = self.lx.start;
        if name.starts_with(CONSTRAINED_PREFIX.as_bytes()) {
            return Err(Error::lower(
                span,
                "the importer does not read constrained floating-point intrinsics yet",
            )
            .label("takes `metadata` arguments")
            .help("mlir2ll reads `arith.truncf %x <rounding mode>` and MLIR 22's `llvm.intr.experimental.constrained.fptrunc` instead"));
        }
        if name.starts_with(b"llvm.")
            && matches!(
                call::intrinsic(&String::from_utf8_lossy(&name)),
                call::Intrinsic::Drop
            )
        {
            // Calls to it are dropped: its parameters (`metadata` for the
            // debug intrinsics) are not read.
            if self.lx.tok != Tok::Punct(b'(') {
                return Err(self.lx.expected("`(`"));
            }
            self.lx.skip_group()?;
            let f = FuncRef::new(self.funcs.len());
            let ty = self.t.intern(Type::Func {
                ret,
                params: Box::new([]),
                vararg: false,
            });
            self.funcs.push(Func {
                name: String::from_utf8_lossy(&name).into_owned(),
                ty,
                linkage: Linkage::External,
                body: None,
                attrs: Default::default(),
            });
            self.dropped.push(true);
            self.define_sym(&name, Sym::Func(f), span)?;
            self.func_spans.push(span);
            self.items.push(Item::Func(f, None));
            while !self.lx.at_line_start() {
                self.lx.next()?;
            }
            return Ok(());
        }
        self.lx.punct(b'(')?;
        let mut params = Vec::new();
        let mut byval = Vec::new();
        let mut vararg = false;
        while self.lx.tok != Tok::Punct(b')') {
            if self.lx.tok == Tok::Dots {
                vararg = true;
                self.lx.next()?;
                break;
            }
            let t = self.ty()?;
            if let Some(bt) = self.param_attrs()? {
                let bt = if bt == self.t.void {
                    self.t.pointee(t)
                } else {
                    bt
                };
                byval.push((params.len() as u32, bt));
            }
            if self.lx.tok == Tok::Local {
                self.lx.next()?;
            }
            params.push(t);
            if !self.lx.eat_punct(b',')? {
                break;
            }
        }
        self.lx.punct(b')')?;
        let ty = self.t.intern(Type::Func {
            ret,
            params: params.into(),
            vararg,
        });
        let f = FuncRef::new(self.funcs.len());
        let mut fname = String::from_utf8_lossy(&name).into_owned();
        let mut dropped = false;
        if fname.starts_with("llvm.") {
            match call::intrinsic(&fname) {
                call::Intrinsic::Drop => dropped = true,
                call::Intrinsic::Keep => {
                    if self.opaque {
                        fname = call::typed_mangling(&fname);
                    }
                }
                call::Intrinsic::Reject(why) => {
                    return Err(Error::parse(span, why));
                }
            }
        }
        self.funcs.push(Func {
            name: fname,
            ty,
            linkage: if define { linkage } else { Linkage::External },
            body: None,
            attrs: Default::default(),
        });
        self.dropped.push(dropped);
        if !byval.is_empty() {
            if !define {
                return Err(Error::parse(
                    span,
                    "a declared function with a `byval` parameter cannot be called the same way from the LLVM dialect",
                ));
            }
            self.byval.push((f, byval.into()));
        }
        self.define_sym(&name, Sym::Func(f), span)?;
        self.func_spans.push(span);
        // Function attributes, section, comdat, gc, personality, metadata.
        loop {
            match self.lx.tok {
                Tok::Punct(b'{') if define => break,
                Tok::Hash => self.lx.next()?,
                Tok::Meta => self.skip_meta_attachment()?,
                Tok::Word if self.lx.is("personality") || self.lx.is("prefix") => {
                    return Err(self.lx.err(format!(
                        "`{}` functions cannot be expressed in MLIR 13's LLVM dialect",
                        self.lx.text()
                    )));
                }
                Tok::Word if self.lx.is("section") => self.section(&mut sym)?,
                Tok::Word if self.lx.is("comdat") => {
                    let own = self.funcs[f.index()].name.clone();
                    self.comdat_use(&own, &mut sym)?;
                }
                Tok::Word if self.lx.is("unnamed_addr") || self.lx.is("local_unnamed_addr") => {
                    self.sym_word(&mut sym)?;
                }
                Tok::Word if self.lx.is("gc") => {
                    return Err(self.lx.err(format!(
                        "`{}` on a function cannot be expressed in MLIR 13's LLVM dialect",
                        self.lx.text()
                    )));
                }
                Tok::Word if !self.lx.at_line_start() || define => {
                    self.skip_attr()?;
                }
                _ => break,
            }
        }
        let l = self.funcs[f.index()].linkage;
        self.funcs[f.index()].attrs = self.kept_sym(sym, l, false);
        if define {
            if self.lx.tok != Tok::Punct(b'{') {
                return Err(self.lx.expected("`{`"));
            }
            let open = self.lx.start;
            self.items.push(Item::Func(f, Some((params_pos, open))));
            // Skip the body: it ends at the first line that is `}`. A
            // search for `}` (rare inside bodies), not for every line break.
            let bytes = self.lx.src.as_bytes();
            let mut i = open + 1;
            loop {
                match memchr::memchr(b'}', &bytes[i..]) {
                    None => {
                        return Err(Error::parse(
                            Span::at(open),
                            "this function body is not closed: expected `}` at the start of a line",
                        ));
                    }
                    Some(k) => {
                        i += k;
                        if bytes[i - 1] == b'\n' {
                            break;
                        }
                        i += 1;
                    }
                }
            }
            self.seek(i + 1)?;
        } else {
            self.items.push(Item::Func(f, None));
        }
        Ok(())
    }

    /// Skips the attribute word at the lexer, with its argument: `(...)`,
    /// or the number after `align`.
    fn skip_attr(&mut self) -> Result<()> {
        let align = self.lx.is("align");
        self.lx.next()?;
        if self.lx.tok == Tok::Punct(b'(') {
            self.lx.skip_group()?;
        } else if align && self.lx.tok == Tok::Int {
            self.lx.next()?;
        }
        Ok(())
    }

    /// Skips return or parameter attributes (words, with `(...)` or a
    /// number after some) up to the type.
    fn skip_attrs(&mut self) -> Result<()> {
        while self.lx.tok == Tok::Word && !self.at_type() {
            self.skip_attr()?;
        }
        Ok(())
    }

    /// Parameter attributes after a parameter's type: the type of a
    /// `byval(T)` one; rejects those whose meaning would be lost.
    fn param_attrs(&mut self) -> Result<Option<Ty>> {
        let mut byval = None;
        while self.lx.tok == Tok::Word {
            let w = self.lx.text();
            if is_const_word(w) {
                break;
            }
            if matches!(w, "inalloca" | "preallocated") {
                return Err(self.lx.err(format!(
                    "parameter attribute `{w}` cannot be expressed in MLIR 13's LLVM dialect"
                )));
            }
            if w == "byval" {
                self.lx.next()?;
                if self.lx.eat_punct(b'(')? {
                    byval = Some(self.ty()?);
                    self.lx.punct(b')')?;
                } else {
                    // LLVM 14 allows a bare `byval`: the pointee type.
                    byval = Some(self.t.void);
                }
                continue;
            }
            self.skip_attr()?;
        }
        Ok(byval)
    }
}

/// Whether word `w` starts a constant (so is no attribute).
fn is_const_word(w: &str) -> bool {
    matches!(
        w,
        "true"
            | "false"
            | "null"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "none"
            | "getelementptr"
            | "splat"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "add"
            | "sub"
            | "mul"
            | "xor"
            | "icmp"
            | "select"
    ) || consts::cast_op(w).is_some()
}
