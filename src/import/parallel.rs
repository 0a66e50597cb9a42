//! Importing the globals and function bodies of a large module on several
//! threads.
//!
//! The first pass ([`Importer::headers`]) has read every signature, the
//! type of every global and every named type, so each initializer and body
//! can be read on its own: with a copy of the importer (its type table
//! grows with the types the initializer or body meets) and a writer
//! continuing the module ([`crate::print::Resume`]). Nothing else reads an
//! initializer: a global's and a body's text depend only on the headers.
//! The globals and bodies are cut into pieces of about the same size, in
//! output order (the globals and the bodies never share a piece); the
//! pieces' text is written in that order, with the declarations between
//! the globals and the bodies in LLVM IR, so the output is the one-thread
//! output. The comdats that the globals' `comdat` attributes name come
//! back from the pieces, in order, to be checked at the end as one thread
//! does. A piece stops at its first error; the first piece with an error
//! gives the error one thread would have given, since every piece before it
//! imported without one.

use super::*;
use crate::pool;
use crate::print::EndFlags;

/// What [`write`] writes.
pub(super) struct Pieces<'a> {
    /// The globals, then the definitions, in output order.
    pub items: &'a [Item],
    /// LLVM IR: the declarations, written before `items[k]` (`k`: the
    /// number of globals); MLIR has written them already.
    pub decls: Option<(usize, &'a [FuncRef])>,
    pub output: Output,
    pub v22: bool,
}

/// Where item `i` starts in the input.
fn start(i: &Item) -> usize {
    match *i {
        Item::Global(_, p) | Item::Func(_, Some((p, _))) => p,
        Item::Func(_, None) => 0,
    }
}

/// `items` cut into pieces of about `piece` bytes of input each, with a
/// cut before `items[globals]` (the first body), when there are at least
/// two pieces by size.
fn cuts(items: &[Item], globals: usize, src_len: usize, piece: usize) -> Option<Vec<usize>> {
    // An item's size: up to the next item in the input (the items are in
    // output order, where variadic functions come first).
    let mut starts: Vec<usize> = items.iter().map(start).collect();
    starts.sort_unstable();
    let size = |p: usize| {
        let i = starts.partition_point(|&s| s <= p);
        starts.get(i).copied().unwrap_or(src_len) - p
    };
    let mut cuts = vec![0];
    let mut by_size = false;
    let mut acc = 0;
    for (i, item) in items.iter().enumerate() {
        if acc >= piece {
            by_size = true;
        }
        if i > 0 && (acc >= piece || i == globals) {
            cuts.push(i);
            acc = 0;
        }
        acc += size(start(item));
    }
    by_size.then_some(cuts)
}

/// The text of a piece, what its writer must have written at the end, and
/// the comdats its globals use.
type PieceOut = (Vec<u8>, EndFlags, Vec<(String, Span)>);

/// Imports and writes `p.items` on several threads, after what `w` has
/// written: the comdats their globals use, in order; `None` when the
/// module is too small to cut (nothing written).
pub(super) fn write(
    im: &Importer,
    p: &Pieces,
    w: &mut dyn ModuleWriter,
    opts: &crate::Options,
    sink: &mut dyn std::io::Write,
) -> std::result::Result<Option<Vec<(String, Span)>>, crate::CompileError> {
    let threads = pool::threads(opts);
    if threads < 2 {
        return Ok(None);
    }
    let items = p.items;
    let globals = items.partition_point(|i| matches!(i, Item::Global(..)));
    let src_len = im.lx.src.len();
    let piece = match opts.piece_bytes {
        0 => (src_len / (threads * 4)).clamp(256 << 10, 8 << 20),
        n => n,
    };
    let Some(cuts) = cuts(items, globals, src_len, piece) else {
        return Ok(None);
    };
    w.drain(sink)?;
    let resume = w.resume();
    let n = cuts.len();
    let bounds = |k: usize| (cuts[k], cuts.get(k + 1).copied().unwrap_or(items.len()));
    // The comdat uses of the headers, which every copy starts with.
    let header_uses = im.comdat_uses.len();
    let mut uses = Vec::new();
    let mut decls = p.decls;
    let mut failed = None;
    let done = pool::ordered(
        n,
        threads,
        2 * threads,
        // A thread's writer goes on from piece to piece (drained after
        // each), as one writer does, keeping what it has spelled.
        || (im.clone(), body::FnState::default(), resume.writer()),
        |(im, scratch, w), k| -> Result<PieceOut> {
            let (a, b) = bounds(k);
            let r = items[a..b].iter().try_for_each(|&item| {
                im.write_piece_item(&mut **w, item, p.output, p.v22, scratch)
            });
            let piece_uses = im.comdat_uses.split_off(header_uses);
            r?;
            let mut text = Vec::with_capacity(w.pending());
            w.drain(&mut text)
                .map_err(|e| Error::parse(Span::default(), e.to_string()))?;
            Ok((text, w.end_flags(), piece_uses))
        },
        |k, r| match r {
            Ok((text, flags, piece_uses)) => {
                if let Some((at, list)) = decls
                    && at <= bounds(k).0
                {
                    im.write_decls(w, list, sink)?;
                    w.drain(sink)?;
                    decls = None;
                }
                w.absorb(flags);
                uses.extend(piece_uses);
                sink.write_all(&text).map(|()| true)
            }
            Err(e) => {
                failed = Some(e);
                Ok(false)
            }
        },
    )?;
    match failed {
        Some(e) => Err(e.into()),
        None if done => {
            if let Some((_, list)) = decls {
                // Only globals: the declarations end the module.
                im.write_decls(w, list, sink)?;
            }
            Ok(Some(uses))
        }
        // No thread could be started: nothing was written.
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    /// A module of `n` functions calling each other and a variadic one,
    /// with a global after each (some in comdats), and the global ctors
    /// list in the middle.
    fn module(n: usize) -> String {
        let mut s = String::from(
            "%S = type { i32, double }\n@g = global i32 7\n\
             declare i32 @printf(i8*, ...)\n\
             define i32 @va(i32 %n, ...) {\n  ret i32 %n\n}\n\
             define internal void @init() {\n  ret void\n}\n",
        );
        for i in 0..n {
            let callee = (i * 7 + 3) % n;
            s += &format!(
                "define i32 @f{i}(i32 %a) {{\nentry:\n  %p = alloca %S\n  \
                 %q = getelementptr %S, %S* %p, i32 0, i32 0\n  store i32 %a, i32* %q\n  \
                 %b = call i32 @f{callee}(i32 %a)\n  %c = call i32 (i32, ...) @va(i32 %b, double 1.0)\n  \
                 %v = insertvalue {{ i32, <2 x float> }} undef, i32 %c, 0\n  \
                 %r = extractvalue {{ i32, <2 x float> }} %v, 0\n  ret i32 %r\n}}\n"
            );
            let comdat = if i % 10 == 5 {
                s += &format!("$t{i} = comdat any\n");
                ", comdat"
            } else {
                ""
            };
            s += &format!(
                "@t{i} = global {{ i32, i32 (i32)*, [2 x i8] }} {{ i32 {i}, i32 (i32)* @f{callee}, \
                 [2 x i8] c\"a\\00\" }}{comdat}, align 8\n"
            );
            if i == n / 2 {
                s += "@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] \
                      [{ i32, void ()*, i8* } { i32 65535, void ()* @init, i8* null }]\n";
            }
        }
        // A nontemporal load in the last function only: the metadata node
        // at the end comes from a piece, not from the writer that ends.
        s += "define i32 @nt(i32* %p) {\n  %x = load i32, i32* %p, align 4, !nontemporal !0\n  \
              ret i32 %x\n}\n!0 = !{i32 1}\n";
        s
    }

    /// The four outputs: MLIR 13, MLIR 22, LLVM IR with typed and with
    /// opaque pointers.
    const OUTPUTS: [(crate::Emit, u32, bool); 4] = [
        (crate::Emit::Mlir, 13, false),
        (crate::Emit::Mlir, 22, false),
        (crate::Emit::Ll, 13, false),
        (crate::Emit::Ll, 13, true),
    ];

    fn import(
        src: &str,
        threads: usize,
        (emit, v, opaque): (crate::Emit, u32, bool),
    ) -> Result<String, String> {
        let opts = crate::Options {
            threads,
            piece_bytes: 400,
            emit,
            mlir_version: v,
            opaque_pointers: opaque,
            ..crate::Options::default()
        };
        let mut out = Vec::new();
        match super::import_to(src, "m.ll", &opts, &mut out) {
            Ok(()) => Ok(String::from_utf8(out).expect("UTF-8")),
            Err(crate::CompileError::Diag(e)) => Err(format!("{e:?}")),
            Err(e) => Err(format!("{e:?}")),
        }
    }

    /// The diagnostic of a failed import (not the whole text of one that
    /// succeeded).
    fn fails(r: Result<String, String>) -> String {
        match r {
            Ok(_) => panic!("imports, but should fail"),
            Err(e) => e,
        }
    }

    #[test]
    fn pieces_give_the_one_thread_output() {
        let src = module(60);
        for out in OUTPUTS {
            let one = import(&src, 1, out).expect("imports");
            let two = import(&src, 2, out).expect("imports");
            assert!(one == two, "{out:?}: not the same text on two threads");
            assert!(one.contains("@f59") && one.contains("@t59"), "{out:?}");
            assert!(one.contains("nontemporal"), "{out:?}");
            // MLIR 22 writes the ctors list as its op, from a piece.
            let ctors_op = out.1 == 22 && out.0 == crate::Emit::Mlir;
            assert_eq!(one.contains("llvm.mlir.global_ctors"), ctors_op, "{out:?}");
            if out.0 == crate::Emit::Ll {
                // The globals, then the declarations, then the bodies.
                let at = |w: &str| one.find(w).expect(w);
                assert!(at("@t59 =") < at("declare") && at("declare") < at("define"));
            }
        }
    }

    #[test]
    fn only_globals_in_pieces() {
        let src: String = (0..40)
            .map(|i| format!("@t{i} = global [2 x i32] [i32 {i}, i32 1]\n"))
            .chain(["declare i32 @puts(i8*)\n".to_string()])
            .collect();
        for out in OUTPUTS {
            let one = import(&src, 1, out).expect("imports");
            assert!(one == import(&src, 2, out).expect("imports"), "{out:?}");
            assert!(one.contains("@puts"), "{out:?}");
        }
    }

    #[test]
    fn an_external_global_of_an_opaque_struct() {
        // With opaque pointers the `.ll` defines the struct just before
        // that global, which the writer that defined the types writes.
        let src = module(60).replacen("@t30 =", "@ext = external global %O\n@t30 =", 1);
        let src = format!("%O = type opaque\n{src}");
        for out in OUTPUTS {
            let one = import(&src, 1, out).expect("imports");
            assert!(one == import(&src, 2, out).expect("imports"), "{out:?}");
            if out.2 {
                assert_eq!(one.matches("%O = type opaque").count(), 1, "{out:?}");
            }
        }
    }

    #[test]
    fn the_first_error_is_the_one_threads_error() {
        let mut src = module(60);
        // Two bad bodies: the first one in the input is reported.
        src = src.replacen("ret i32 %r\n}\n@t19 =", "ret i32 %nope\n}\n@t19 =", 1);
        src = src.replacen("ret i32 %r\n}\n@t49 =", "ret i64 %r\n}\n@t49 =", 1);
        let one = fails(import(&src, 1, OUTPUTS[0]));
        let two = fails(import(&src, 2, OUTPUTS[0]));
        assert_eq!(one, two);
        assert!(one.contains("undefined value"), "{one}");
        // Bad initializers in later globals come first (the globals are
        // written before the bodies): the first of them is reported.
        let bad = src
            .replacen("{ i32 40, i32 (i32)* @f", "{ i32 40, i32 (i32)* @nope", 1)
            .replacen("{ i32 55, ", "{ i32 55.0, ", 1);
        for out in OUTPUTS {
            let one = fails(import(&bad, 1, out));
            let two = fails(import(&bad, 2, out));
            assert_eq!(one, two, "{out:?}");
            assert!(one.contains("@nope"), "{one}");
        }
    }

    #[test]
    fn an_undefined_comdat_in_a_later_piece() {
        // Checked at the end, after every body: the first use reported.
        let src = module(60).replacen("$t45 = comdat any\n", "", 1).replacen(
            "$t55 = comdat any\n",
            "",
            1,
        );
        for out in OUTPUTS {
            let one = import(&src, 1, out);
            assert!(one == import(&src, 2, out), "{out:?}");
            // (MLIR 13 drops comdats, and still checks them.)
            let e = fails(one);
            assert!(e.contains("$t45"), "{e}");
        }
    }
}
