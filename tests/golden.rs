//! Golden tests: every `golden/**/x.mlir` is compiled and its output
//! compared with `x.ll` (or its diagnostic with `x.err`). Every `.ll` is
//! then built by clang 14 and clang 22; where `x.out` exists, the program
//! (linked with `golden/runtime.c`) runs and its stdout must equal `x.out`.
//!
//! A line `// mlir2ll-flags: --index-bitwidth 32` in the input sets options.
//! `MLIR2LL_BLESS=1 cargo test --test golden` rewrites `.ll`/`.err` files.

mod common;

use common::*;
use mlir2ll::Options;

include!(concat!(env!("OUT_DIR"), "/golden_tests.rs"));

fn run_golden(rel: &str) {
    let path = root().join(rel);
    let src = std::fs::read_to_string(&path).expect("cannot read golden input");
    let opts = options_for(&src);
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let ll_path = path.with_extension("ll");
    let err_path = path.with_extension("err");
    let result = mlir2ll::compile(&src, &name, &opts);
    same_in_pieces(rel, &src, &name, &opts, &result);
    match result {
        Err(e) => {
            let text = mlir2ll::render(&e, &name, &src);
            if !err_path.exists() && !blessing() {
                panic!("{rel} failed to compile, and has no .err file:\n{text}");
            }
            check_file(&err_path, &text);
            if blessing() && ll_path.exists() {
                let _ = std::fs::remove_file(&ll_path);
            }
        }
        Ok(ll) => {
            if err_path.exists() && !blessing() {
                panic!(
                    "{rel} compiled, but {} expects an error",
                    err_path.display()
                );
            }
            if blessing() && err_path.exists() {
                let _ = std::fs::remove_file(&err_path);
            }
            check_file(&ll_path, &ll);
            validate(&path, &ll, opts.opaque_pointers);
        }
    }
}

/// The module cut into pieces at every function, compiled on two threads,
/// gives the same output (or the same diagnostic) as on one thread.
fn same_in_pieces(
    rel: &str,
    src: &str,
    name: &str,
    opts: &Options,
    one: &Result<String, mlir2ll::Error>,
) {
    let mut o = opts.clone();
    o.threads = 2;
    o.piece_bytes = 1;
    let many = mlir2ll::compile(src, name, &o);
    match (one, &many) {
        (Ok(a), Ok(b)) => assert!(a == b, "{rel}: the output on two threads differs"),
        (Err(a), Err(b)) => assert_eq!(
            mlir2ll::render(a, name, src),
            mlir2ll::render(b, name, src),
            "{rel}: the diagnostic on two threads differs"
        ),
        _ => panic!("{rel}: one thread and two threads disagree on success"),
    }
}

/// Builds the `.ll` with every clang, and runs it where `.out` exists.
fn validate(path: &std::path::Path, ll: &str, opaque: bool) {
    let dir = tempfile::tempdir().expect("cannot make a temp dir");
    let ll_file = dir.path().join("prog.ll");
    std::fs::write(&ll_file, ll).expect("cannot write temp .ll");
    let out_path = path.with_extension("out");
    let runtime = root().join("golden/runtime.c");
    for clang in clangs() {
        // LLVM 14's x86 backend cannot select any operation on `bfloat`
        // (not even a store): bf16 programs are checked with clang 22 only.
        // Opaque pointers (`--opaque-pointers`) need LLVM 15 or later.
        if (ll.contains("bfloat") || opaque) && clang.file_name().is_some_and(|n| n == "clang") {
            continue;
        }
        if out_path.exists() {
            let exe = clang_build(&clang, &ll_file, &[&runtime], true, dir.path());
            let got = run(&exe);
            let want = std::fs::read_to_string(&out_path).expect("cannot read .out");
            assert!(
                got == want,
                "{} built with {}: stdout differs from {}\n--- got:\n{got}\n--- want:\n{want}",
                path.display(),
                clang.display(),
                out_path.display()
            );
        } else {
            clang_build(&clang, &ll_file, &[], false, dir.path());
        }
    }
}

/// The parser and every later stage must never panic, whatever the input:
/// feed every prefix of every golden input (and a few corruptions).
#[test]
fn truncated_inputs_never_panic() {
    let opts = Options::default();
    let mut checked = 0usize;
    for rel in GOLDEN_FILES {
        let src = std::fs::read_to_string(root().join(rel)).expect("cannot read golden");
        let mut cuts: Vec<usize> = (0..=src.len())
            .filter(|&i| src.is_char_boundary(i))
            .collect();
        // Keep the test fast in debug builds: every prefix of small files,
        // an even sample of large ones.
        if cuts.len() > 1500 {
            let step = cuts.len() / 1500 + 1;
            cuts = cuts.into_iter().step_by(step).collect();
        }
        for &cut in &cuts {
            let prefix = &src[..cut];
            let r = std::panic::catch_unwind(|| mlir2ll::compile(prefix, "t.mlir", &opts));
            assert!(r.is_ok(), "{rel}: panic on the prefix of {cut} bytes");
            checked += 1;
        }
    }
    assert!(checked > 1000, "too few inputs checked: {checked}");
}

/// Random corruptions of every golden input (bytes replaced, deleted,
/// duplicated; a fixed-seed generator) never make any stage panic.
#[test]
fn corrupted_inputs_never_panic() {
    const PIECES: &[&str] = &[
        "%",
        "^",
        "@",
        ":",
        ",",
        "(",
        ")",
        "{",
        "}",
        "<",
        ">",
        "[",
        "]",
        "\"",
        "x",
        "?",
        "0",
        "-1",
        "i1",
        "index",
        "f32",
        "memref<?xf32>",
        "vector<4xf32>",
        "!llvm.ptr<i8>",
        "->",
        "#",
        "!",
        "\n",
    ];
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // MLIR2LL_FUZZ_ROUNDS=N tries N corruptions of each input (default 40).
    let rounds: usize = std::env::var("MLIR2LL_FUZZ_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    if let Some(s) = std::env::var("MLIR2LL_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        for _ in 0..s % 1000 {
            next();
        }
    }
    let opts = Options::default();
    let mut tried = 0;
    for rel in GOLDEN_FILES {
        let src = std::fs::read_to_string(root().join(rel)).expect("cannot read golden");
        for _ in 0..rounds {
            let mut s = src.clone();
            for _ in 0..1 + next() % 3 {
                let mut at = (next() % (s.len() as u64 + 1)) as usize;
                while !s.is_char_boundary(at) {
                    at -= 1;
                }
                match next() % 3 {
                    0 => s.insert_str(at, PIECES[(next() % PIECES.len() as u64) as usize]),
                    1 => {
                        let mut end = (at + 1 + (next() % 8) as usize).min(s.len());
                        while !s.is_char_boundary(end) {
                            end += 1;
                        }
                        s.replace_range(at..end, "");
                    }
                    _ => {
                        let mut end = (at + (next() % 40) as usize).min(s.len());
                        while !s.is_char_boundary(end) {
                            end += 1;
                        }
                        let piece = s[at..end].to_string();
                        s.insert_str(at, &piece);
                    }
                }
            }
            let r = std::panic::catch_unwind(|| mlir2ll::compile(&s, "t.mlir", &opts));
            if r.is_err() {
                let dir = std::env::temp_dir().join("mlir2ll-panic.mlir");
                let _ = std::fs::write(&dir, &s);
                panic!(
                    "{rel}: a corrupted copy makes mlir2ll panic (saved to {})",
                    dir.display()
                );
            }
            tried += 1;
        }
    }
    assert!(tried > 1000);
}
