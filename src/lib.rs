//! mlir2ll: MLIR to LLVM IR text, without LLVM.
//!
//! The library's interface is [`compile`] (and [`compile_to`],
//! [`compile_to_output`], [`check`]) with [`Options`], the diagnostics of
//! [`diag`] ([`render`] writes them as the command line does), [`import`]
//! (LLVM IR into the LLVM dialect) and, with the `cli` feature, `run`.
//!
//! The pipeline, one module per stage (`src/README.md` draws it and says
//! where each op's name, syntax, checks and lowering live; these modules
//! are public for the command line and the tests, hidden from the docs,
//! and not a stable interface):
//! 1. `mlir::parse`: text to the typed AST (`mlir::ir`), with regions;
//! 2. `mlir::verify`: types, successors, calls, dominance per region;
//! 3. `lower`: AST to the LLVM-dialect IR (`llvm::ir`), `scf`/`affine`
//!    to branches, calling conventions described once (`lower`'s `Sig`);
//! 4. `print::ll`, `print::mlir` (after `lower::mlir13`), and
//!    `print::c_header`: writers that only spell.

pub mod diag;
#[doc(hidden)]
pub mod entity;
#[doc(hidden)]
pub mod float;
mod forward;
pub mod import;
#[doc(hidden)]
pub mod llvm;
#[doc(hidden)]
pub mod lower;
#[doc(hidden)]
pub mod mlir;
mod parallel;
mod pool;
#[doc(hidden)]
pub mod print;
#[cfg(feature = "cli")]
pub mod run;
#[doc(hidden)]
pub mod types;

pub use diag::{Error, render};

/// What to produce.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Emit {
    /// LLVM IR text (`.ll`).
    #[default]
    Ll,
    /// A C header declaring the public functions and their wrappers.
    CHeader,
    /// The lowered module in the LLVM dialect, as MLIR text.
    Mlir,
}

/// Compiler options (the command line's flags).
#[derive(Clone, Debug)]
pub struct Options {
    /// Width of `index` in bits.
    pub index_bits: u32,
    /// `target triple` of the output (the host's by default); its data
    /// layout comes from [`llvm::target::datalayout`] (x86-64's for a
    /// triple it does not know: the command line rejects those).
    pub triple: String,
    /// Pass statically shaped memrefs as bare pointers in signatures.
    pub bare_ptr: bool,
    /// Emit `_mlir_ciface_` wrappers for every function (not only those
    /// with the `llvm.emit_c_interface` attribute).
    pub emit_c_interface: bool,
    /// Give `@main` this LLVM name (the runner calls it from its own `main`).
    pub main_name: Option<String>,
    pub emit: Emit,
    /// Verify all the LLVM IR the lowering builds (LLVM-dialect input is
    /// always verified); on in debug builds.
    pub verify_ir: bool,
    /// Threads compiling functions (0: one per core). Modules of at least
    /// [`Options::piece_bytes`] twice over are cut into pieces at function
    /// boundaries, compiled in parallel and written in input order; the
    /// output is the same bytes as with one thread.
    pub threads: usize,
    /// The size of those pieces (0: chosen from the input's size).
    pub piece_bytes: usize,
    /// `.ll` output with opaque pointers (`ptr`), for LLVM 15 and later.
    pub opaque_pointers: bool,
    /// The input is LLVM IR text (`mlir2ll import`), written as the LLVM
    /// dialect (`Emit::Mlir`) or as LLVM IR again (`Emit::Ll`).
    pub import_llvm: bool,
    /// With [`Emit::Mlir`]: the LLVM dialect's syntax, 13 (typed pointers,
    /// the default) or 22 (opaque pointers, today's custom syntax).
    pub mlir_version: u32,
    /// Report up to this many errors of an input (the compiler recovers at
    /// the next op or function); 1: stop at the first. After the first
    /// error nothing is lowered or written.
    pub max_errors: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            index_bits: 64,
            triple: llvm::target::host_triple().to_string(),
            bare_ptr: false,
            emit_c_interface: false,
            main_name: None,
            emit: Emit::Ll,
            verify_ir: cfg!(debug_assertions),
            threads: 0,
            piece_bytes: 0,
            opaque_pointers: false,
            import_llvm: false,
            mlir_version: 13,
            max_errors: 20,
        }
    }
}

/// A failure of [`compile_to`]: a diagnostic about the input, or an error
/// writing the output.
#[derive(Debug)]
pub enum CompileError {
    Diag(Error),
    Io(std::io::Error),
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileError::Diag(e) => e.fmt(f),
            CompileError::Io(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl std::error::Error for CompileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CompileError::Diag(e) => Some(e),
            CompileError::Io(e) => Some(e),
        }
    }
}

impl From<Error> for CompileError {
    fn from(e: Error) -> Self {
        CompileError::Diag(e)
    }
}

impl From<std::io::Error> for CompileError {
    fn from(e: std::io::Error) -> Self {
        CompileError::Io(e)
    }
}

/// Parses and verifies `src` without lowering it.
pub fn check(src: &str) -> Result<(), Error> {
    let mut p = mlir::parse::Parser::new(src)?;
    while let Some(id) = p.next_func()? {
        if let Some(body) = p.take_body(id) {
            mlir::verify::verify_func(p.types(), &p.funcs()[id.index()], &body, src)?;
        }
    }
    p.finish()?;
    Ok(())
}

/// Compiles MLIR text to the requested output, as a string. `name` is the
/// module name written into the output (usually the input file name).
///
/// ```
/// let src = "func.func @twice(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}\n";
/// let ll = mlir2ll::compile(src, "twice.mlir", &mlir2ll::Options::default()).unwrap();
/// assert!(ll.contains("define i32 @twice(i32 %0)"));
///
/// // A bad input is an error with a span, rendered like the command line does.
/// let err = mlir2ll::compile("func.func @f() {\n  %a = arith.nope\n}\n", "bad.mlir",
///                            &mlir2ll::Options::default()).unwrap_err();
/// let text = mlir2ll::render(&err, "bad.mlir", "func.func @f() {\n  %a = arith.nope\n}\n");
/// assert!(text.contains("unknown operation `arith.nope`"));
/// ```
pub fn compile(src: &str, name: &str, opts: &Options) -> Result<String, Error> {
    let mut out = Vec::new();
    match compile_to(src, name, opts, &mut out) {
        Ok(()) => Ok(String::from_utf8(out).expect("the writers write UTF-8")),
        Err(CompileError::Diag(e)) => Err(e),
        Err(CompileError::Io(_)) => unreachable!("writing to a Vec cannot fail"),
    }
}

/// Compiles MLIR text, streaming the output to `sink` one function at a
/// time: each function is parsed, verified, lowered and written, then its
/// IR is dropped. On error, what was written is incomplete: write to a
/// temporary file and keep it only on success.
///
/// Large modules are compiled in pieces on several threads
/// ([`Options::threads`]); the output is the same bytes. Since `sink`
/// cannot be rewound, the pieces' output is then gathered in memory first:
/// [`compile_to_output`] streams it instead.
pub fn compile_to(
    src: &str,
    name: &str,
    opts: &Options,
    sink: &mut dyn std::io::Write,
) -> Result<(), CompileError> {
    if opts.import_llvm {
        return import_llvm(src, name, opts, sink);
    }
    if parallel::plan(src, opts).is_some() {
        let mut buf = Vec::new();
        compile_to_output(src, name, opts, &mut buf)?;
        sink.write_all(&buf)?;
        return Ok(());
    }
    compile_sequential(src, name, opts, sink)
}

/// An output that can be started over (a file, a buffer): the parallel
/// driver streams into it and, when the module turns out to need one
/// thread after all, rewinds it and compiles again.
pub trait Output: std::io::Write {
    /// Discards everything written so far; `false` if it cannot.
    fn rewind(&mut self) -> std::io::Result<bool>;
}

impl Output for Vec<u8> {
    fn rewind(&mut self) -> std::io::Result<bool> {
        self.clear();
        Ok(true)
    }
}

/// [`compile_to`] into an output that can be rewound: large modules stream
/// from several threads.
pub fn compile_to_output(
    src: &str,
    name: &str,
    opts: &Options,
    out: &mut dyn Output,
) -> Result<(), CompileError> {
    if opts.import_llvm {
        return import_llvm(src, name, opts, out);
    }
    if let Some(cuts) = parallel::plan(src, opts) {
        if parallel::compile(src, name, opts, &cuts, out)? {
            return Ok(());
        }
        if !out.rewind()? {
            return Err(CompileError::Io(std::io::Error::other(
                "the output cannot be rewound for a second pass",
            )));
        }
    }
    compile_sequential(src, name, opts, out)
}

/// `mlir2ll import`: LLVM IR text `src` into the LLVM dialect (or LLVM IR
/// again with `Emit::Ll`).
fn import_llvm(
    src: &str,
    name: &str,
    opts: &Options,
    out: &mut dyn std::io::Write,
) -> Result<(), CompileError> {
    import::import_to(src, name, opts, out)
}

/// The lowering's options from the command line's.
fn lower_options(opts: &Options) -> lower::Options {
    lower::Options {
        index_bits: opts.index_bits,
        triple: opts.triple.clone(),
        bare_ptr: opts.bare_ptr,
        main_name: opts.main_name.clone(),
        verify_ir: opts.verify_ir,
        datalayout: llvm::target::datalayout(&opts.triple)
            .unwrap_or(llvm::ir::X86_64_DATALAYOUT)
            .to_string(),
    }
}

/// Legalizes body `b` for the LLVM dialect of `--mlir-version`: MLIR 13's
/// restrictions ([`lower::mlir13::legalize`]), or for MLIR 22 only
/// constants as ops ([`lower::mlir13::legalize_consts`]).
fn legalize_mlir(opts: &Options, t: &mut llvm::ir::Types, b: &mut llvm::ir::Body) {
    if opts.mlir_version == 22 {
        lower::mlir13::legalize_consts(t, b);
    } else {
        lower::mlir13::legalize(t, b);
    }
}

/// Output is drained to the sink whenever this much is pending.
const FLUSH_AT: usize = 1 << 20;

/// The stages, fed one top-level item at a time.
struct Pipeline<'s> {
    /// The whole input (diagnostics); the parser may see a prefix of it.
    src: &'s str,
    opts: &'s Options,
    p: mlir::parse::Parser<'s>,
    lw: lower::Lowering,
    w: Box<dyn print::ModuleWriter>,
    /// Items waiting for a symbol defined later (`forward.rs`).
    held: forward::Held,
    /// The ops' own rules were checked when each body was read
    /// ([`Pipeline::check_rules`], error recovery): not again.
    ops_checked: bool,
}

/// [`mlir::verify::verify_func`], or its rest when the ops' own rules were
/// checked already (`checked`: error recovery checks them as each body is
/// read).
fn verify_body(
    checked: bool,
    t: &types::Types,
    func: &mlir::ir::Func,
    body: &mlir::ir::Body,
    src: &str,
) -> Result<mlir::verify::FuncInfo, Error> {
    if checked {
        mlir::verify::verify_func_rest(t, func, body, src)
    } else {
        mlir::verify::verify_func(t, func, body, src)
    }
}

/// Writes lowered global `g` (with its initializer region for MLIR).
fn write_global(
    opts: &Options,
    lw: &mut lower::Lowering,
    w: &mut dyn print::ModuleWriter,
    g: llvm::ir::GlobalRef,
) {
    let region = if opts.emit == Emit::Mlir {
        lower::mlir13::global_region(&mut lw.t, &lw.globals[g.index()])
    } else {
        None
    };
    let cx = print::ll::Ctx {
        types: &lw.t,
        funcs: &lw.funcs,
        globals: &lw.globals,
    };
    w.global(cx, g, region.as_ref());
}

impl<'s> Pipeline<'s> {
    /// A pipeline parsing `text` (`src` or a prefix of it); `header`:
    /// write the module header.
    fn new(
        src: &'s str,
        text: &'s str,
        name: &str,
        opts: &'s Options,
        header: bool,
    ) -> Result<Pipeline<'s>, Error> {
        let lopts = lower_options(opts);
        let p = mlir::parse::Parser::new(text)?;
        let lw = lower::Lowering::new(&lopts);
        let w: Box<dyn print::ModuleWriter> = match opts.emit {
            Emit::Mlir => {
                let mut w = print::mlir::Writer::default();
                if opts.mlir_version == 22 {
                    w.set_v22();
                }
                Box::new(w)
            }
            _ => {
                let mut w = print::ll::Writer::with_abi(lw.abi());
                w.opaque = opts.opaque_pointers;
                Box::new(w)
            }
        };
        let mut w = w;
        if header {
            w.header(name, &lopts.datalayout, &lopts.triple);
        }
        Ok(Pipeline {
            src,
            opts,
            p,
            lw,
            w,
            held: forward::Held::default(),
            ops_checked: false,
        })
    }

    /// Takes one item through every stage. With `write` false, the item is
    /// only made known to the lowering (a piece's prelude, written by the
    /// first piece): no body is lowered and nothing is written.
    fn item(&mut self, item: mlir::ir::Item, write: bool) -> Result<(), CompileError> {
        use lower::View;
        let opts = self.opts;
        let p = &mut self.p;
        let lw = &mut self.lw;
        let id = match item {
            mlir::ir::Item::Func(id) => id,
            mlir::ir::Item::Comdat(c) => {
                let g = &p.comdats()[c];
                if write && opts.emit == Emit::Mlir && opts.mlir_version != 22 {
                    return Err(diag::Error::lower(
                        g.span,
                        "MLIR 13's LLVM dialect has no COMDATs",
                    )
                    .label("not supported with --mlir-version 13")
                    .into());
                }
                if write {
                    self.w.comdat(g);
                }
                return Ok(());
            }
            mlir::ir::Item::Ctors(c) => {
                if !write {
                    return Ok(());
                }
                let ctors = &p.ctors()[c];
                if opts.emit == Emit::Mlir && opts.mlir_version != 22 {
                    return Err(diag::Error::lower(
                        ctors.span,
                        "MLIR 13's LLVM dialect has no `llvm.mlir.global_ctors`/`global_dtors`",
                    )
                    .label("not supported with --mlir-version 13")
                    .into());
                }
                let view = View {
                    types: p.types(),
                    funcs: p.funcs(),
                    globals: p.globals(),
                };
                let gref = lw.ctors(view, ctors, |n| p.func_named(n))?;
                write_global(opts, lw, &mut *self.w, gref);
                return Ok(());
            }
            mlir::ir::Item::Global(g) => {
                let view = View {
                    types: p.types(),
                    funcs: p.funcs(),
                    globals: p.globals(),
                };
                let gref = lw.global(view, g)?;
                if !write {
                    return Ok(());
                }
                if opts.emit == Emit::Mlir
                    && opts.mlir_version != 22
                    && let Some(why) = lw.globals[gref.index()].attrs.mlir13_unsupported(true)
                {
                    return Err(diag::Error::lower(p.globals()[g.index()].span, why)
                        .label("not supported with --mlir-version 13")
                        .into());
                }
                write_global(opts, lw, &mut *self.w, gref);
                return Ok(());
            }
        };
        let body = p.take_body(id);
        let view = View {
            types: p.types(),
            funcs: p.funcs(),
            globals: p.globals(),
        };
        let fref = lw.header(view, id)?;
        let func = &p.funcs()[id.index()];
        if !write {
            if let Some(e) = lw.take_conflict(func.name_span) {
                return Err(e.into());
            }
            if let Some(b) = body {
                p.recycle(b);
            }
            return Ok(());
        }
        let wants_c = lw.wants_c_wrapper(view, id, opts.emit_c_interface);
        let mut lowered = match &body {
            None => None,
            Some(body) => {
                let info = verify_body(self.ops_checked, p.types(), func, body, self.src)?;
                Some(lw.lower_func(view, id, body, &info)?)
            }
        };
        let mut wrapper = if wants_c {
            Some(lw.c_wrapper(view, id, lowered.is_some())?)
        } else {
            None
        };
        // Verified as built: the MLIR-13 legalization below is not LLVM IR.
        if let Some(wr) = &wrapper {
            lw.verify_wrapper(fref, wr, func.name_span)?;
        }
        if opts.emit == Emit::Mlir {
            let wr = wrapper.as_mut();
            let (stub, ciface) = wr.map_or((None, None), |w| {
                (w.stub_body.as_mut(), w.ciface_body.as_mut())
            });
            let v13 = opts.mlir_version != 22;
            if let Some(why) = lw.funcs[fref.index()]
                .attrs
                .mlir13_unsupported(false)
                .filter(|_| v13)
            {
                return Err(diag::Error::lower(func.name_span, why)
                    .label("not supported with --mlir-version 13")
                    .into());
            }
            if let Some(why) = lowered
                .as_deref()
                .filter(|_| v13)
                .and_then(lower::mlir13_unsupported)
            {
                return Err(diag::Error::lower(func.name_span, why)
                    .label("not supported yet with --emit=mlir")
                    .into());
            }
            if let Some(why) = lowered
                .as_ref()
                .filter(|_| v13)
                .and_then(|b| lower::wide_float::mlir13_wide_float(&lw.t, b))
            {
                return Err(diag::Error::lower(func.name_span, why)
                    .label("not supported yet with --emit=mlir")
                    .into());
            }
            for b in [lowered.as_deref_mut(), stub, ciface].into_iter().flatten() {
                legalize_mlir(opts, &mut lw.t, b);
            }
        }
        if let Some(e) = lw.take_conflict(func.name_span) {
            return Err(e.into());
        }
        let cx = print::ll::Ctx {
            types: &lw.t,
            funcs: &lw.funcs,
            globals: &lw.globals,
        };
        let w = &mut self.w;
        match &wrapper {
            // A declared function with a C interface gets a body that calls
            // the declared `_mlir_ciface_` function.
            Some(wr) if lowered.is_none() => {
                w.func(cx, fref, wr.stub_body.as_ref());
                w.func(cx, wr.ciface, None);
            }
            Some(wr) => {
                w.func(cx, fref, lowered.as_deref());
                w.func(cx, wr.ciface, wr.ciface_body.as_ref());
            }
            None => w.func(cx, fref, lowered.as_deref()),
        }
        if let Some(b) = lowered {
            lw.recycle(b);
        }
        if let Some(b) = body {
            p.recycle(b);
        }
        Ok(())
    }

    /// Every failure of the ops' own rules in the body of `item`, in
    /// source order (error recovery reports them all, among the body's
    /// syntax errors).
    /// With `broken` (the body has syntax errors), ops with regions are
    /// skipped: a region may have lost its terminator to the error.
    fn check_rules(&mut self, item: mlir::ir::Item, broken: bool) -> Vec<Error> {
        let mut out = Vec::new();
        if let mlir::ir::Item::Func(id) = item
            && let Some(body) = &self.p.funcs()[id.index()].body
        {
            mlir::verify::check_ops(self.p.types(), body, self.src, broken, &mut out);
        }
        out
    }

    /// After an error: only checks `item` (a function body is verified),
    /// and drops it.
    fn check_only(&mut self, item: mlir::ir::Item, verify: bool) -> Result<(), Error> {
        let mlir::ir::Item::Func(id) = item else {
            return Ok(());
        };
        let p = &mut self.p;
        let Some(body) = p.take_body(id) else {
            return Ok(());
        };
        let r = if verify {
            verify_body(
                self.ops_checked,
                p.types(),
                &p.funcs()[id.index()],
                &body,
                self.src,
            )
            .map(|_| ())
        } else {
            Ok(())
        };
        p.recycle(body);
        r
    }

    /// Writes the module's header, with the target its attributes name
    /// (else the command line's).
    fn header(&mut self, name: &str) {
        let lopts = lower_options(self.opts);
        let (layout, triple) = self.p.target.resolve(&lopts.datalayout, &lopts.triple);
        self.w.header(name, &layout, &triple);
    }

    /// Drains the writer into `sink` once enough output is pending.
    fn flush(&mut self, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
        if self.w.pending() >= FLUSH_AT {
            self.w.drain(sink)?;
        }
        Ok(())
    }
}

/// [`compile_to`] on one thread.
fn compile_sequential(
    src: &str,
    name: &str,
    opts: &Options,
    sink: &mut dyn std::io::Write,
) -> Result<(), CompileError> {
    if opts.emit == Emit::CHeader {
        return c_header(src, name, opts, sink);
    }
    // The header is written once the module's attributes, which may name
    // its target, have been read: with the first item.
    let mut pl = Pipeline::new(src, src, name, opts, false)?;
    if opts.max_errors > 1 {
        return compile_recovering(pl, name, opts, sink);
    }
    let mut header = true;
    while let Some(item) = pl.p.next_item()? {
        if std::mem::take(&mut header) {
            pl.header(name);
        }
        pl.feed(item, sink)?;
    }
    if header {
        pl.header(name);
    }
    pl.release(sink, true)?;
    finish_sequential(pl, opts, sink)
}

/// [`compile_sequential`] going on after errors, up to
/// [`Options::max_errors`]: after the first, items are only parsed and
/// verified (nothing is lowered or written), and at the end every error
/// comes back in one (see [`diag::Error::rest`]).
fn compile_recovering(
    mut pl: Pipeline<'_>,
    name: &str,
    opts: &Options,
    sink: &mut dyn std::io::Write,
) -> Result<(), CompileError> {
    pl.p.set_max_errors(opts.max_errors);
    pl.ops_checked = true;
    let mut header = true;
    let mut failed = false;
    loop {
        let before = pl.p.error_count();
        let item = match pl.p.next_item() {
            Ok(Some(item)) => item,
            Ok(None) => break,
            Err(e) => {
                failed = true;
                if pl.p.stopped() || !pl.p.record(e) {
                    break;
                }
                pl.p.resync();
                continue;
            }
        };
        // The ops' own rules, every failure reported among the body's
        // syntax errors, by position.
        let rules = pl.check_rules(item, pl.p.error_count() > before);
        if !pl.p.record_among(before, rules) {
            failed = true;
            break;
        }
        let own = pl.p.error_count() > before;
        failed |= own;
        if failed {
            // A body with errors of its own is incomplete: not verified.
            if let Err(e) = pl.check_only(item, !own)
                && !pl.p.record(e)
            {
                break;
            }
            continue;
        }
        if std::mem::take(&mut header) {
            pl.header(name);
        }
        match pl.feed(item, sink) {
            Ok(()) => {}
            Err(CompileError::Diag(e)) => {
                failed = true;
                if !pl.p.record(e) {
                    break;
                }
            }
            Err(e) => return Err(e),
        }
    }
    if !failed {
        if header {
            pl.header(name);
        }
        match pl.release(sink, true) {
            Ok(()) => return finish_sequential(pl, opts, sink),
            // An address of a symbol defined nowhere (the last check
            // would say it again).
            Err(CompileError::Diag(e)) => {
                pl.p.record(e);
                return Err(gathered(pl.p.take_errors(), None));
            }
            Err(e) => return Err(e),
        }
    }
    let Pipeline { mut p, .. } = pl;
    let stopped = p.stopped();
    let mut errors = p.take_errors();
    if !stopped && let Err(e) = p.finish() {
        if errors.len() < opts.max_errors {
            errors.push(e);
        } else {
            return Err(gathered(errors, Some(opts.max_errors)));
        }
    }
    Err(gathered(errors, stopped.then_some(opts.max_errors)))
}

/// The recorded errors as one.
fn gathered(errors: Vec<Error>, stopped_at: Option<usize>) -> CompileError {
    CompileError::Diag(Error::gather(errors, stopped_at).expect("at least one error"))
}

/// The end of [`compile_sequential`]: the module's last checks, the runner
/// utilities and the declarations.
fn finish_sequential(
    pl: Pipeline<'_>,
    opts: &Options,
    sink: &mut dyn std::io::Write,
) -> Result<(), CompileError> {
    let Pipeline {
        p, mut lw, mut w, ..
    } = pl;
    p.finish()?;
    // The runner utilities `vector.print` calls, defined in the output.
    let (vglobals, mut vdefs) = lw.vector_runtime(true);
    if opts.emit == Emit::Mlir {
        for (_, b) in &mut vdefs {
            legalize_mlir(opts, &mut lw.t, b);
        }
    }
    for g in vglobals {
        write_global(opts, &mut lw, &mut *w, g);
    }
    for d in lw.new_decls() {
        let cx = print::ll::Ctx {
            types: &lw.t,
            funcs: &lw.funcs,
            globals: &lw.globals,
        };
        let def = vdefs.iter().find(|(f, _)| *f == d).map(|(_, b)| b);
        w.func(cx, d, def);
    }
    w.end(print::ll::Ctx {
        types: &lw.t,
        funcs: &lw.funcs,
        globals: &lw.globals,
    });
    w.drain(sink)?;
    Ok(())
}

/// `--emit=c-header`: lowers the whole input as [`compile_to`] does (so the
/// header exists exactly when the `.ll` does), then writes the header of
/// its public functions from the lowering's signatures.
fn c_header(
    src: &str,
    name: &str,
    opts: &Options,
    sink: &mut dyn std::io::Write,
) -> Result<(), CompileError> {
    use lower::{Lowering, View};
    let lopts = lower_options(opts);
    let mut p = mlir::parse::Parser::new(src)?;
    let mut lw = Lowering::new(&lopts);
    let mut abis = Vec::new();
    while let Some(item) = p.next_item()? {
        let id = match item {
            mlir::ir::Item::Func(id) => id,
            mlir::ir::Item::Comdat(_) | mlir::ir::Item::Ctors(_) => continue,
            mlir::ir::Item::Global(g) => {
                let view = View {
                    types: p.types(),
                    funcs: p.funcs(),
                    globals: p.globals(),
                };
                lw.global(view, g)?;
                continue;
            }
        };
        let body = p.take_body(id);
        let view = View {
            types: p.types(),
            funcs: p.funcs(),
            globals: p.globals(),
        };
        lw.header(view, id)?;
        let func = &p.funcs()[id.index()];
        let lowered = match &body {
            None => None,
            Some(body) => {
                let info = mlir::verify::verify_func(p.types(), func, body, src)?;
                Some(lw.lower_func(view, id, body, &info)?)
            }
        };
        let ciface = if lw.wants_c_wrapper(view, id, opts.emit_c_interface) {
            Some(lw.c_wrapper(view, id, lowered.is_some())?.ciface)
        } else {
            None
        };
        if let Some(e) = lw.take_conflict(func.name_span) {
            return Err(e.into());
        }
        abis.push(lw.func_abi(id, ciface));
        if let Some(b) = lowered {
            lw.recycle(b);
        }
        if let Some(b) = body {
            p.recycle(b);
        }
    }
    let m = p.finish()?;
    // Functions in the order the module names them first.
    abis.sort_by_key(|a| a.func.index());
    let module = print::c_header::Module {
        types: &m.types,
        funcs: &m.funcs,
        llvm: &lw.t,
        abis: &abis,
        index_bits: lw.index_bits,
    };
    let text = print::c_header::write(&module, name);
    sink.write_all(text.as_bytes())?;
    Ok(())
}

/// A table of the bytes in `bytes`, for scans that test one byte with one
/// load.
pub(crate) const fn byte_set(bytes: &[u8]) -> [bool; 256] {
    let mut t = [false; 256];
    let mut k = 0;
    while k < bytes.len() {
        t[bytes[k] as usize] = true;
        k += 1;
    }
    t
}
