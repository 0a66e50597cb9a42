//! Importing the function bodies of a large module on several threads.
//!
//! The first pass ([`Importer::headers`]) has read every signature, global
//! and named type, so each body can be read on its own: with a copy of the
//! importer (its type table grows with the types the body meets) and a
//! writer continuing the module ([`crate::print::Resume`]). The bodies are
//! cut into pieces of about the same size, in output order; the pieces'
//! text is written in that order, so the output is the one-thread output.
//! A piece stops at its first error; the first piece with an error gives
//! the error one thread would have given, since every piece before it
//! imported without one.

use super::*;
use crate::pool;
use crate::print::EndFlags;

/// The bodies `items` (definitions, in output order) cut into pieces of
/// about `piece` bytes of input each, when there are at least two.
fn cuts(items: &[(FuncRef, (usize, usize))], src_len: usize, piece: usize) -> Option<Vec<usize>> {
    // A body's size: up to the next body in the input (the items are in
    // output order, where variadic functions come first).
    let mut starts: Vec<usize> = items.iter().map(|&(_, (p, _))| p).collect();
    starts.sort_unstable();
    let size = |p: usize| {
        let i = starts.partition_point(|&s| s <= p);
        starts.get(i).copied().unwrap_or(src_len) - p
    };
    let mut cuts = vec![0];
    let mut acc = 0;
    for (i, &(_, (p, _))) in items.iter().enumerate() {
        if acc >= piece {
            cuts.push(i);
            acc = 0;
        }
        acc += size(p);
    }
    (cuts.len() >= 2).then_some(cuts)
}

/// Imports and writes the bodies `items` on several threads, after what
/// `w` has written; `Ok(false)` when the module is too small to cut
/// (nothing written).
pub(super) fn bodies(
    im: &Importer,
    items: &[(FuncRef, (usize, usize))],
    w: &mut dyn ModuleWriter,
    output: Output,
    v22: bool,
    opts: &crate::Options,
    sink: &mut dyn std::io::Write,
) -> std::result::Result<bool, crate::CompileError> {
    let threads = pool::threads(opts);
    if threads < 2 {
        return Ok(false);
    }
    let src_len = im.lx.src.len();
    let piece = match opts.piece_bytes {
        0 => (src_len / (threads * 4)).clamp(256 << 10, 8 << 20),
        n => n,
    };
    let Some(cuts) = cuts(items, src_len, piece) else {
        return Ok(false);
    };
    w.drain(sink)?;
    let resume = w.resume();
    let n = cuts.len();
    let piece_items = |k: usize| &items[cuts[k]..cuts.get(k + 1).copied().unwrap_or(items.len())];
    let mut failed = None;
    let done = pool::ordered(
        n,
        threads,
        2 * threads,
        || (im.clone(), body::FnState::default()),
        |(im, scratch), k| -> Result<(Vec<u8>, EndFlags)> {
            let mut w = resume.writer();
            for &(f, pos) in piece_items(k) {
                im.write_body(&mut *w, f, pos, output, v22, scratch)?;
            }
            let mut text = Vec::with_capacity(w.pending());
            w.drain(&mut text)
                .map_err(|e| Error::parse(Span::default(), e.to_string()))?;
            Ok((text, w.end_flags()))
        },
        |_, r| match r {
            Ok((text, flags)) => {
                w.absorb(flags);
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
        None if done => Ok(true),
        // No thread could be started: nothing was written.
        None => Ok(false),
    }
}

#[cfg(test)]
mod tests {
    /// A module of `n` functions calling each other and a variadic one.
    fn module(n: usize) -> String {
        let mut s = String::from(
            "%S = type { i32, double }\n@g = global i32 7\n\
             declare i32 @printf(i8*, ...)\n\
             define i32 @va(i32 %n, ...) {\n  ret i32 %n\n}\n",
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
        }
        // A nontemporal load in the last function only: the metadata node
        // at the end comes from a piece, not from the writer that ends.
        s += "define i32 @nt(i32* %p) {\n  %x = load i32, i32* %p, align 4, !nontemporal !0\n  \
              ret i32 %x\n}\n!0 = !{i32 1}\n";
        s
    }

    fn import(src: &str, threads: usize, emit: crate::Emit, v: u32) -> Result<String, String> {
        let opts = crate::Options {
            threads,
            piece_bytes: 400,
            emit,
            mlir_version: v,
            ..crate::Options::default()
        };
        let mut out = Vec::new();
        match super::import_to(src, "m.ll", &opts, &mut out) {
            Ok(()) => Ok(String::from_utf8(out).expect("UTF-8")),
            Err(crate::CompileError::Diag(e)) => Err(format!("{e:?}")),
            Err(e) => Err(format!("{e:?}")),
        }
    }

    #[test]
    fn pieces_give_the_one_thread_output() {
        let src = module(60);
        for (emit, v) in [
            (crate::Emit::Mlir, 13),
            (crate::Emit::Mlir, 22),
            (crate::Emit::Ll, 13),
        ] {
            let one = import(&src, 1, emit, v).expect("imports");
            let two = import(&src, 2, emit, v).expect("imports");
            assert!(one == two, "{emit:?} {v}: same text on two threads");
            assert!(one.contains("@f59"));
            assert!(one.contains("nontemporal"), "{emit:?} {v}");
        }
    }

    #[test]
    fn the_first_error_is_the_one_threads_error() {
        let mut src = module(60);
        // Two bad bodies: the first one in the input is reported.
        src = src.replacen(
            "ret i32 %r\n}\ndefine i32 @f20",
            "ret i32 %nope\n}\ndefine i32 @f20",
            1,
        );
        src = src.replacen(
            "ret i32 %r\n}\ndefine i32 @f50",
            "ret i64 %r\n}\ndefine i32 @f50",
            1,
        );
        let one = import(&src, 1, crate::Emit::Mlir, 13).expect_err("fails");
        let two = import(&src, 2, crate::Emit::Mlir, 13).expect_err("fails");
        assert_eq!(one, two);
        assert!(one.contains("undefined value"), "{one}");
    }
}
