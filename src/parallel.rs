//! Compiling a large module on several threads.
//!
//! The module is cut into pieces at function boundaries
//! ([`chunk::cuts`]). Each worker compiles one piece at a time with its own
//! parser, lowering and writer: it first reads the module's prelude (the
//! aliases, globals and declarations before the first function with a
//! body, which only the first piece writes), then its piece's functions.
//! The main thread writes the pieces' text in input order as they finish,
//! then the declarations the lowering added (`malloc`, intrinsics), in the
//! order one thread would have met them, each once.
//!
//! What a piece cannot decide alone is checked when all are done: calls of
//! functions of other pieces (the function exists, with the type the call
//! gives it), names defined twice, names the lowering needs that the
//! program defines elsewhere. Anything unusual (an error in any piece, a
//! global after the first function, named struct types, variadic callees
//! in other pieces) returns `false`: the driver rewinds the output and
//! compiles on one thread, which gives the diagnostic or the output. So the
//! output is always the one-thread output.

use crate::entity::FxHashMap;
use crate::mlir::ir::{FuncState, Item};
use crate::mlir::parse::chunk::{self, Foreign};
use crate::mlir::parse::llvm22::PtrStyle;
use crate::pool::{self, threads};
use crate::{CompileError, Emit, Options, Output, Pipeline};

/// The piece boundaries for `src`, when it is worth compiling in parallel.
pub(crate) fn plan(src: &str, opts: &Options) -> Option<Vec<usize>> {
    if !matches!(opts.emit, Emit::Ll | Emit::Mlir) {
        return None;
    }
    let threads = threads(opts);
    if threads < 2 {
        return None;
    }
    let size = match opts.piece_bytes {
        0 => (src.len() / (threads * 4)).clamp(1 << 20, 8 << 20),
        n => n,
    };
    // The module's own target (its attributes) is read before the header
    // is written, and comdats are defined before their uses: one thread.
    // (Checked last: they scan the whole input.)
    if src.len() < 2 * size || module_wide(src) {
        return None;
    }
    let cuts = chunk::cuts(src, size);
    (cuts.len() >= 2).then_some(cuts)
}

/// Whether `src` names the module's target (`llvm.target_triple`,
/// `llvm.data_layout`: as `target::names_target`) or has comdats
/// (`llvm.comdat`). SIMD scans (`memmem`): for `llvm.` (4x faster than
/// `str::contains` on Std input without it), then for the words after it
/// (`llvm.` itself is everywhere in LLVM-dialect input).
fn module_wide(src: &str) -> bool {
    let b = src.as_bytes();
    if memchr::memmem::find(b, b"llvm.").is_none() {
        return false; // (most Std input: one scan)
    }
    [&b"comdat"[..], b"target_triple", b"data_layout"]
        .iter()
        .any(|word| memchr::memmem::find_iter(b, word).any(|k| b[..k].ends_with(b"llvm.")))
}

/// What a piece hands back.
struct Done {
    text: Vec<u8>,
    /// The lowering's own declarations, by name, in the order of first use.
    externs: Vec<(String, Vec<u8>)>,
    /// Every function name the lowering calls by itself.
    required: Vec<String>,
    /// Functions the piece defines or declares: name, index in `tys`,
    /// variadic.
    owned: Vec<(String, u32, bool)>,
    /// The MLIR spelling of the owned functions' types.
    tys: Vec<String>,
    foreign: Vec<Foreign>,
    ptr_style: Option<PtrStyle>,
    /// What the writer writes after the last declaration, for this piece
    /// alone (the `.ll` writer's metadata nodes, the MLIR footer).
    tail: Vec<u8>,
}

/// Compiles piece `k` into `text` (a buffer of an earlier piece, emptied);
/// `None` when the module must be compiled on one thread (an error, or
/// something a piece cannot do alone).
fn piece(
    src: &str,
    name: &str,
    opts: &Options,
    cuts: &[usize],
    k: usize,
    mut text: Vec<u8>,
) -> Option<Done> {
    text.clear();
    let end = cuts.get(k + 1).copied().unwrap_or(src.len());
    let mut pl = Pipeline::new(src, &src[..end], name, opts, k == 0).ok()?;
    if k + 1 < cuts.len() {
        pl.p.allow_open_end();
    }
    let mut prelude = Vec::new();
    if k > 0 {
        loop {
            if pl.p.at() >= cuts[k] {
                break;
            }
            let item = pl.p.next_item().ok()??;
            let with_body = matches!(item, Item::Func(f) if pl.p.funcs()[f.index()].body.is_some());
            if pl.p.position() > cuts[k] {
                return None;
            }
            pl.item(item, false).ok()?;
            if with_body {
                break;
            }
        }
        prelude =
            pl.p.funcs()
                .iter()
                .map(|f| f.state != FuncState::Referenced)
                .collect();
        pl.p.jump(cuts[k]);
    }
    while let Some(item) = pl.p.next_item().ok()? {
        if k > 0 && matches!(item, Item::Global(_) | Item::Ctors(_)) {
            return None;
        }
        pl.item(item, true).ok()?;
        pl.flush(&mut text).ok()?;
    }
    if k > 0 && !pl.lw.t.named.is_empty() {
        return None;
    }
    // The runner utilities `vector.print` calls are defined (with their
    // format strings) once at the module's end: one thread writes them.
    let (vglobals, vdefs) = pl.lw.vector_runtime(true);
    if !vglobals.is_empty() || !vdefs.is_empty() {
        return None;
    }
    pl.w.drain(&mut text).ok()?;
    let mut externs = Vec::new();
    for d in pl.lw.new_decls() {
        let cx = crate::print::ll::Ctx {
            types: &pl.lw.t,
            funcs: &pl.lw.funcs,
            globals: &pl.lw.globals,
        };
        pl.w.func(cx, d, None);
        let mut b = Vec::new();
        pl.w.drain(&mut b).ok()?;
        externs.push((pl.lw.funcs[d.index()].name.clone(), b));
    }
    pl.w.end(crate::print::ll::Ctx {
        types: &pl.lw.t,
        funcs: &pl.lw.funcs,
        globals: &pl.lw.globals,
    });
    let mut tail = Vec::new();
    pl.w.drain(&mut tail).ok()?;
    // (A name the piece knows was checked against the lowering's use here.)
    let required = pl
        .lw
        .required_names()
        .filter(|n| !pl.p.knows_func(n))
        .map(str::to_string)
        .collect();
    let piece = pl.p.finish_piece().ok()?;
    if piece.foreign_global {
        return None;
    }
    let mut module = piece.module;
    let mut tys = Vec::new();
    let mut ty_index: FxHashMap<u32, u32> = FxHashMap::default();
    let mut owned = Vec::new();
    for (i, f) in module.funcs.iter_mut().enumerate() {
        if f.state == FuncState::Referenced || prelude.get(i).copied().unwrap_or(false) {
            continue;
        }
        let ty = *ty_index.entry(f.ty.index() as u32).or_insert_with(|| {
            tys.push(module.types.display(f.ty).to_string());
            tys.len() as u32 - 1
        });
        owned.push((std::mem::take(&mut f.name), ty, f.vararg));
    }
    Some(Done {
        text,
        externs,
        required,
        owned,
        tys,
        foreign: piece.foreign,
        ptr_style: piece.ptr_style,
        tail,
    })
}

/// Compiles `src` cut at `cuts` on several threads into `out`. `Ok(false)`:
/// the module needs the one-thread driver (`out` holds partial output).
pub(crate) fn compile(
    src: &str,
    name: &str,
    opts: &Options,
    cuts: &[usize],
    out: &mut dyn Output,
) -> Result<bool, CompileError> {
    let n = cuts.len();
    let workers = threads(opts).min(n);
    let mut m = Merged {
        names: FxHashMap::default(),
        tys: Vec::with_capacity(n),
        foreign: Vec::with_capacity(n),
        externs: Vec::new(),
        required: Vec::with_capacity(n),
        ptr_style: None,
        tails: Vec::with_capacity(n),
    };
    // The pieces' text buffers, written out, for the next pieces: a
    // buffer keeps its size, so a piece's text neither grows by copies nor
    // touches fresh pages (on loop nests, whose `.ll` is 2.7 times their
    // input, a new buffer per piece doubled the page faults of two threads
    // against one). There are at most as many as pieces in flight.
    let spare: std::sync::Mutex<Vec<Vec<u8>>> = std::sync::Mutex::default();
    let lock = || spare.lock().unwrap_or_else(|e| e.into_inner());
    // Pieces may run this far ahead of the writing (bounds the memory).
    let merged = pool::ordered(
        n,
        workers,
        2 * workers,
        || (),
        |(), k| {
            let text = lock().pop().unwrap_or_default();
            piece(src, name, opts, cuts, k, text)
        },
        |k, d| match d {
            Some(mut d) => {
                let text = std::mem::take(&mut d.text);
                let r = m.take(k, d, &text, out);
                lock().push(text);
                r
            }
            None => Ok(false),
        },
    )?
    .then_some(m);
    let Some(m) = merged else {
        return Ok(false);
    };
    // Calls across pieces: the callee exists with the type of the call.
    for foreign in &m.foreign {
        for f in foreign {
            let Some(&(j, ty, vararg)) = m.names.get(f.name.as_str()) else {
                return Ok(false);
            };
            if vararg {
                return Ok(false);
            }
            if let Some(t) = &f.ty
                && m.tys[j as usize][ty as usize] != *t
            {
                return Ok(false);
            }
        }
    }
    // A function the lowering calls by itself, defined by the program in
    // another piece: one thread checks the types against each other.
    for (k, required) in m.required.iter().enumerate() {
        for name in required {
            if m.names
                .get(name.as_str())
                .is_some_and(|&(j, ..)| j as usize != k)
            {
                return Ok(false);
            }
        }
    }
    // The lowering's declarations, once each, unless the program has a
    // function of that name (one thread would have used it instead).
    // (MLIR 22 spells some of them alike: `llvm.memcpy.p0i8.p0i8.i64` and
    // `llvm.memcpy.p0f32.p0f32.i64` are both `llvm.memcpy.p0.p0.i64`,
    // declared once, so identical text is written once too.)
    let mut seen: FxHashMap<&str, ()> = FxHashMap::default();
    let mut seen_text: FxHashMap<&[u8], ()> = FxHashMap::default();
    // (The masked memory intrinsics last, as `Lowering::new_decls` orders
    // them.)
    for last in [false, true] {
        for (name, text) in &m.externs {
            if crate::lower::llvm22_vec::masked_intrinsic(name) != last {
                continue;
            }
            if m.names.contains_key(name.as_str()) {
                return Ok(false);
            }
            if seen.insert(name.as_str(), ()).is_none() && seen_text.insert(text, ()).is_none() {
                out.write_all(text)?;
            }
        }
    }
    // The end is the same text for every piece that has one (the MLIR
    // footer; the `.ll` metadata nodes of the pieces that use them), or the
    // pieces need one thread.
    let mut tail: Option<&[u8]> = None;
    for t in m.tails.iter().filter(|t| !t.is_empty()) {
        match tail {
            Some(have) if have != t.as_slice() => return Ok(false),
            _ => tail = Some(t),
        }
    }
    if let Some(t) = tail {
        out.write_all(t)?;
    }
    Ok(true)
}

/// What the main thread keeps of the pieces.
struct Merged {
    names: FxHashMap<String, (u32, u32, bool)>,
    tys: Vec<Vec<String>>,
    foreign: Vec<Vec<Foreign>>,
    externs: Vec<(String, Vec<u8>)>,
    required: Vec<Vec<String>>,
    ptr_style: Option<PtrStyle>,
    tails: Vec<Vec<u8>>,
}

impl Merged {
    /// Takes piece `k` (in order), writing its text (taken out of `d`);
    /// `false` when the module needs one thread.
    fn take(
        &mut self,
        k: usize,
        d: Done,
        text: &[u8],
        out: &mut dyn Output,
    ) -> Result<bool, CompileError> {
        out.write_all(text)?;
        for (name, ty, vararg) in d.owned {
            if self.names.insert(name, (k as u32, ty, vararg)).is_some() {
                return Ok(false);
            }
        }
        // Typed and opaque pointers in different pieces: one thread says
        // where they mix.
        match (self.ptr_style, d.ptr_style) {
            (Some(a), Some(b)) if a != b => return Ok(false),
            (None, s) => self.ptr_style = s,
            _ => {}
        }
        self.tys.push(d.tys);
        self.foreign.push(d.foreign);
        self.externs.extend(d.externs);
        self.required.push(d.required);
        self.tails.push(d.tail);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_wide_finds_what_names_target_finds() {
        for (src, want) in [
            ("module attributes {llvm.target_triple = \"x\"} {}", true),
            ("module attributes {llvm.data_layout = \"e\"} {}", true),
            ("llvm.comdat @c {}", true),
            ("llvm.func @f() llvm.return", false),
            ("func @comdat() target_triple data_layout", false),
            ("", false),
            ("comdat", false),
        ] {
            assert_eq!(module_wide(src), want, "{src}");
            let contains = src.contains("llvm.comdat");
            assert_eq!(
                crate::mlir::parse::target::names_target(src) || contains,
                want
            );
        }
    }

    /// A module of `n` functions that call each other (forward and
    /// backward) and allocate memory (so the lowering declares `malloc`).
    fn module(n: usize) -> String {
        let mut s =
            String::from("#map = affine_map<(d0) -> (d0)>\nfunc private @ext(i64) -> i64\n");
        for i in 0..n {
            let callee = (i * 7 + 3) % n;
            s += &format!(
                "func @f{i}(%a: i64) -> i64 {{\n  %m = memref.alloc() : memref<4xi64>\n  \
                 memref.dealloc %m : memref<4xi64>\n  %b = call @f{callee}(%a) : (i64) -> i64\n  \
                 %c = call @ext(%b) : (i64) -> i64\n  return %c : i64\n}}\n"
            );
        }
        s
    }

    fn compile(src: &str, threads: usize) -> (Vec<u8>, bool) {
        let opts = Options {
            threads,
            piece_bytes: 300,
            ..Options::default()
        };
        let mut out = Vec::new();
        let cuts = plan(src, &opts);
        let parallel = match &cuts {
            Some(c) => super::compile(src, "m", &opts, c, &mut out).expect("no I/O error"),
            None => false,
        };
        if !parallel {
            out.clear();
            crate::compile_sequential(src, "m", &opts, &mut out).expect("compiles");
        }
        (out, parallel)
    }

    #[test]
    fn pieces_give_the_one_thread_output() {
        let src = module(40);
        let (one, p1) = compile(&src, 1);
        assert!(!p1, "one thread does not cut");
        let (two, p2) = compile(&src, 2);
        assert!(p2, "the module is compiled in pieces");
        assert!(one == two, "same bytes");
        let text = String::from_utf8(two).expect("UTF-8");
        assert_eq!(text.matches("declare i8* @malloc").count(), 1);
    }

    #[test]
    fn nontemporal_metadata_is_written_once_at_the_end() {
        // Only some functions (so only some pieces) use `!nontemporal`.
        let mut src = module(30);
        for i in 0..30 {
            let nt = if i % 7 == 0 {
                " {nontemporal = true}"
            } else {
                ""
            };
            src += &format!(
                "func @g{i}(%m: memref<4xf32>, %i: index) -> f32 {{\n  \
                 %v = memref.load %m[%i]{nt} : memref<4xf32>\n  return %v : f32\n}}\n"
            );
        }
        let (one, _) = compile(&src, 1);
        let (two, parallel) = compile(&src, 2);
        assert!(parallel);
        assert!(one == two, "same bytes");
        let text = String::from_utf8(two).expect("UTF-8");
        assert_eq!(text.matches("!0 = !{i32 1}").count(), 1);
        assert!(text.ends_with("\n!0 = !{i32 1}\n"));
        assert_eq!(text.matches("!nontemporal !0").count(), 5);
    }

    #[test]
    fn a_runtime_function_declared_in_the_prelude_stays_parallel() {
        let src = format!("func private @free(!llvm.ptr<i8>)\n{}", module(40));
        let (one, _) = compile(&src, 1);
        let (two, parallel) = compile(&src, 2);
        assert!(parallel, "every piece knows the declaration");
        assert!(one == two);
    }

    #[test]
    fn a_name_defined_twice_across_pieces_is_left_to_one_thread() {
        let mut src = module(20);
        src += "func @f3(%a: i64) -> i64 {\n  return %a : i64\n}\n";
        let (_, parallel) = compile_or_fail(&src);
        assert!(!parallel);
        assert!(crate::compile(&src, "m", &Options::default()).is_err());
    }

    fn compile_or_fail(src: &str) -> (Vec<u8>, bool) {
        let opts = Options {
            threads: 2,
            piece_bytes: 300,
            ..Options::default()
        };
        let mut out = Vec::new();
        let cuts = plan(src, &opts).expect("cut");
        let ok = super::compile(src, "m", &opts, &cuts, &mut out).expect("no I/O error");
        (out, ok)
    }
}
