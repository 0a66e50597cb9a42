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

use crate::entity::{FxHashMap, FxHasher};
use crate::mlir::ir::{FuncState, Item};
use crate::mlir::parse::chunk;
use crate::mlir::parse::llvm22::PtrStyle;
use crate::pool::{self, threads};
use crate::{CompileError, Emit, Options, Output, Pipeline};
use std::collections::hash_map::Entry;
use std::hash::Hasher;

/// The piece boundaries for `src`, when it is worth compiling in parallel.
pub(crate) fn plan(src: &str, opts: &Options) -> Option<Vec<usize>> {
    if !matches!(opts.emit, Emit::Ll | Emit::Mlir) {
        return None;
    }
    let threads = threads(opts);
    if threads < 2 {
        return None;
    }
    // Pieces of 1-2 MB: each piece's text waits for the pieces before it
    // to be written, and at most `2 * threads` are done or under way, so
    // the memory the threads add is a few times the piece size (8 MB
    // pieces: 48 MB on a 100 MB module; 2 MB pieces: 20 MB), and a piece's
    // parser, lowering and writer reuse memory that is still cached.
    let size = match opts.piece_bytes {
        0 => (src.len() / (threads * 4)).clamp(1 << 20, 2 << 20),
        n => n,
    };
    // The module's own target (its attributes) is read before the header
    // is written, and comdats are defined before their uses: one thread.
    // (Checked last: they scan the whole input.)
    if src.len() < 2 * size || module_wide(src) {
        return None;
    }
    // Every piece reads the prelude (the globals and declarations before
    // the first function body) again: pieces at least eight times its size
    // keep that under an eighth of the work. (4 MB of globals before 10 MB
    // of functions took two threads 3.3 times the CPU time of one.)
    let size = size.max(chunk::prelude_len(src).saturating_mul(8));
    if src.len() < 2 * size {
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
    /// The MLIR spelling of the types of the owned functions and of the
    /// references to other pieces' functions, each once.
    tys: Vec<String>,
    /// References to functions the piece does not define or declare: name,
    /// index in `tys` of the type the reference gives ([`UNTYPED`]: none).
    foreign: Vec<(String, u32)>,
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
    // (The references' types are spelled already: found by their text.)
    let mut by_text: FxHashMap<String, u32> = tys
        .iter()
        .enumerate()
        .map(|(i, t)| (t.clone(), i as u32))
        .collect();
    let foreign = piece
        .foreign
        .into_iter()
        .map(|f| {
            let ty = f.ty.map_or(UNTYPED, |t| {
                *by_text.entry(t).or_insert_with_key(|t| {
                    tys.push(t.clone());
                    tys.len() as u32 - 1
                })
            });
            (f.name, ty)
        })
        .collect();
    Some(Done {
        text,
        externs,
        required,
        owned,
        tys,
        foreign,
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
        names: Names::default(),
        tys: Vec::with_capacity(n),
        pending: Vec::new(),
        pending_text: Vec::new(),
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
    // References to functions of later pieces.
    for r in &m.pending {
        let name = &m.pending_text[r.start..r.start + r.len as usize];
        if !m
            .names
            .get(name)
            .is_some_and(|f| m.callable(f, r.piece, r.ty))
        {
            return Ok(false);
        }
    }
    // A function the lowering calls by itself, defined by the program in
    // another piece: one thread checks the types against each other.
    for (k, required) in m.required.iter().enumerate() {
        for name in required {
            if m.names
                .get(name.as_bytes())
                .is_some_and(|f| f.piece as usize != k)
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
            if m.names.get(name.as_bytes()).is_some() {
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

/// A reference without a type (`llvm.mlir.addressof`), in [`Done::foreign`].
const UNTYPED: u32 = u32::MAX;

/// The functions the pieces define or declare. On a 1 GB module these are
/// about 350,000, kept until the end: their names' bytes share one buffer,
/// and the table holds a 64-bit hash of each name, not the name (a `String`
/// per name and the references' names and types as `String`s were most of
/// the memory the threads added: 99 MB on 1 GB). A lookup compares the
/// bytes. Two names of the same hash (never two names shorter than eight
/// bytes: see [`name_hash`]) make the module one thread's.
#[derive(Default)]
struct Names {
    text: Vec<u8>,
    by_hash: FxHashMap<u64, u32>,
    funcs: Vec<Owned>,
}

/// A function a piece defines or declares.
#[derive(Clone, Copy)]
struct Owned {
    /// Its name: `Names::text[start..start + len]`.
    start: usize,
    len: u32,
    piece: u32,
    /// Index in the piece's `Done::tys`.
    ty: u32,
    vararg: bool,
}

/// A reference to a function not (yet) seen defined: `Merged::pending_text
/// [start..start + len]`, from `piece`, with type `ty` (in the piece's
/// `Done::tys`, or [`UNTYPED`]).
struct Pending {
    start: usize,
    len: u32,
    piece: u32,
    ty: u32,
}

/// The key of `name` in [`Names`]. (`FxHasher::write` alone gives names
/// of different lengths the same word (`f1113` and `f11110`); with the
/// length added after it, names of up to seven bytes all differ.)
fn name_hash(name: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(name);
    h.write_usize(name.len());
    h.finish()
}

impl Names {
    fn get(&self, name: &[u8]) -> Option<Owned> {
        let &i = self.by_hash.get(&name_hash(name))?;
        let f = self.funcs[i as usize];
        (&self.text[f.start..f.start + f.len as usize] == name).then_some(f)
    }

    /// Adds `name`; `false` if it (or its hash) is taken.
    fn insert(&mut self, name: &str, piece: u32, ty: u32, vararg: bool) -> bool {
        let Ok(len) = u32::try_from(name.len()) else {
            return false;
        };
        let i = self.funcs.len() as u32;
        match self.by_hash.entry(name_hash(name.as_bytes())) {
            Entry::Occupied(_) => return false,
            Entry::Vacant(v) => v.insert(i),
        };
        self.funcs.push(Owned {
            start: self.text.len(),
            len,
            piece,
            ty,
            vararg,
        });
        self.text.extend_from_slice(name.as_bytes());
        true
    }
}

/// What the main thread keeps of the pieces.
struct Merged {
    names: Names,
    /// Each piece's `Done::tys`.
    tys: Vec<Vec<String>>,
    /// References to functions of later pieces (or of none).
    pending: Vec<Pending>,
    pending_text: Vec<u8>,
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
        let piece = k as u32;
        for (name, ty, vararg) in &d.owned {
            if !self.names.insert(name, piece, *ty, *vararg) {
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
        // Calls across pieces: the callee exists with the type of the call
        // (checked now if it is in this piece or an earlier one).
        for (name, ty) in &d.foreign {
            match self.names.get(name.as_bytes()) {
                Some(f) if !self.callable(f, piece, *ty) => return Ok(false),
                Some(_) => {}
                None => {
                    let Ok(len) = u32::try_from(name.len()) else {
                        return Ok(false);
                    };
                    self.pending.push(Pending {
                        start: self.pending_text.len(),
                        len,
                        piece,
                        ty: *ty,
                    });
                    self.pending_text.extend_from_slice(name.as_bytes());
                }
            }
        }
        self.externs.extend(d.externs);
        self.required.push(d.required);
        self.tails.push(d.tail);
        Ok(true)
    }

    /// Whether a reference of type `ty` (in piece `piece`'s types) may call
    /// `f` from another piece.
    fn callable(&self, f: Owned, piece: u32, ty: u32) -> bool {
        !f.vararg
            && (ty == UNTYPED
                || self.tys[f.piece as usize][f.ty as usize]
                    == self.tys[piece as usize][ty as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names_have_different_keys() {
        // (`f1113` and `f11110` had the same key before the length was
        // hashed after the bytes, and sent a 100 MB module to one thread.)
        let mut seen: FxHashMap<u64, String> = FxHashMap::default();
        let names = (0..200_000).map(|i| format!("f{i}"));
        let more = (0..5000).flat_map(|i| [format!("g{i:06}"), format!("{i}"), format!("_{i:x}")]);
        for name in names
            .chain(more)
            .chain(["".to_string(), "a".into(), "ab".into()])
        {
            if let Some(other) = seen.insert(name_hash(name.as_bytes()), name.clone()) {
                panic!("{name} and {other} share a key");
            }
        }
    }

    #[test]
    fn names_are_found_by_their_bytes() {
        let mut names = Names::default();
        assert!(names.insert("f1113", 0, 1, false));
        assert!(names.insert("f11110", 2, 3, true));
        assert!(!names.insert("f1113", 4, 0, false), "taken");
        let f = names.get(b"f11110").expect("found");
        assert_eq!((f.piece, f.ty, f.vararg), (2, 3, true));
        assert_eq!(names.get(b"f1113").map(|f| f.piece), Some(0));
        assert!(names.get(b"f111").is_none());
    }

    #[test]
    fn a_large_prelude_makes_larger_pieces() {
        let globals: String = (0..5000)
            .map(|i| format!("llvm.mlir.global internal constant @g{i}(0 : i32) : i32\n"))
            .collect();
        let src = format!("{globals}{}", module(30_000));
        let prelude = chunk::prelude_len(&src);
        assert!(
            prelude > globals.len() && prelude < globals.len() + 200,
            "{prelude}"
        );
        let opts = Options {
            threads: 2,
            ..Options::default()
        };
        let cuts = plan(&src, &opts).expect("cut");
        let shortest = cuts.windows(2).map(|w| w[1] - w[0]).min().unwrap_or(0);
        assert!(shortest >= 8 * prelude, "{shortest} against {prelude}");
        assert_eq!(chunk::prelude_len("func private @f(i32)\n"), 21);
    }

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
