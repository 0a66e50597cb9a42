//! `--emit=mlir --mlir-version 22`: MLIR 22's LLVM dialect (opaque
//! pointers) as output.
//!
//! - Every golden that compiles is written in MLIR 22's syntax and read
//!   back by mlir2ll: the `--opaque-pointers` `.ll` must be byte-identical
//!   to the one compiled straight from the golden (with typed pointers it
//!   cannot be: the pointee types the casts named are gone).
//! - `mlir-translate-22 --mlir-to-llvmir` must translate every one of
//!   those outputs (one process, `--split-input-file`), and the programs of
//!   goldens with a `.out`, built by clang-22 with `golden/runtime.c`, must
//!   print it: a sample of them (every one with `MLIR2LL_FULL=1`).
//!
//! The goldens that fail on purpose are listed below with the reason, and
//! must keep failing (so that the lists stay true).

mod common;

use common::*;
use mlir2ll::{Emit, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Goldens whose MLIR 22 output mlir2ll does not read back to the same
/// `.ll`, and why.
const NOT_IDENTICAL: &[(&str, &str)] = &[];

/// Goldens whose MLIR 22 output `mlir-translate-22` rejects, and why.
const NOT_TRANSLATED: &[(&str, &str)] = &[];

struct Emitted {
    rel: String,
    path: PathBuf,
    mlir: String,
    opts: Options,
}

/// The MLIR 22 output of every golden that compiles.
fn emitted() -> Vec<Emitted> {
    let mut out = Vec::new();
    for path in mlir_goldens() {
        let src = std::fs::read_to_string(&path).expect("read golden");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let opts = options_for(&src);
        if mlir2ll::compile(&src, &name, &opts).is_err() {
            continue;
        }
        let o = Options {
            emit: Emit::Mlir,
            mlir_version: 22,
            ..opts.clone()
        };
        let rel = path
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let mlir = mlir2ll::compile(&src, &name, &o).unwrap_or_else(|e| {
            panic!(
                "{rel}: --emit=mlir --mlir-version 22 failed:\n{}",
                mlir2ll::render(&e, &name, &src)
            )
        });
        out.push(Emitted {
            rel,
            path,
            mlir,
            opts,
        });
    }
    assert!(out.len() > 150, "too few goldens compiled: {}", out.len());
    out
}

fn listed(list: &[(&str, &str)], rel: &str) -> bool {
    list.iter().any(|(p, _)| *p == rel)
}

#[test]
fn emit_mlir22_reads_back_to_the_same_opaque_ll() {
    let mut failures = Vec::new();
    let mut same = 0;
    for e in emitted() {
        let name = e.path.file_name().unwrap().to_string_lossy().into_owned();
        let opaque = Options {
            opaque_pointers: true,
            ..e.opts.clone()
        };
        let src = std::fs::read_to_string(&e.path).unwrap();
        let want = mlir2ll::compile(&src, &name, &opaque).expect("compiles");
        // The target comes from the module's attributes.
        let again = Options {
            opaque_pointers: true,
            ..Options::default()
        };
        let why = match mlir2ll::compile(&e.mlir, &name, &again) {
            Ok(got) if got == want => None,
            Ok(got) => {
                let line = want
                    .lines()
                    .zip(got.lines())
                    .position(|(a, b)| a != b)
                    .map_or(0, |i| i + 1);
                Some(format!("the .ll differs from line {line}"))
            }
            Err(err) => Some(format!(
                "does not read back: {}",
                mlir2ll::render(&err, &name, &e.mlir)
                    .lines()
                    .next()
                    .unwrap_or("")
            )),
        };
        match (why, listed(NOT_IDENTICAL, &e.rel)) {
            (None, false) => same += 1,
            (Some(_), true) => {}
            (None, true) => failures.push(format!(
                "{}: reads back identically now: take it off NOT_IDENTICAL",
                e.rel
            )),
            (Some(w), false) => failures.push(format!("{}: {w}", e.rel)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures ({same} identical):\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("{same} goldens read back to the same --opaque-pointers .ll");
}

/// Translates the modules `all` with `mlir-translate-22 --split-input-file`,
/// halving the list where it fails (LLVM's verifier errors name no
/// module); the `.ll` of each, or `Err` with its first error lines.
fn translate_all(translate: &Path, all: &[&str], dir: &Path) -> Vec<Result<String, String>> {
    let file = dir.join(format!("all{}.mlir", all.len()));
    std::fs::write(&file, all.join("// -----\n")).expect("write");
    let out = Command::new(translate)
        .arg("--mlir-to-llvmir")
        .arg("--split-input-file")
        .arg(&file)
        .output()
        .expect("run mlir-translate-22");
    let text = String::from_utf8_lossy(&out.stdout);
    let parts: Vec<&str> = text
        .split("; ModuleID = 'LLVMDialectModule'")
        .skip(1)
        .collect();
    if out.status.success() && parts.len() == all.len() {
        return parts
            .iter()
            .map(|p| Ok(format!("; ModuleID = 'LLVMDialectModule'{p}")))
            .collect();
    }
    if all.len() == 1 {
        let err = String::from_utf8_lossy(&out.stderr);
        return vec![Err(err.lines().take(2).collect::<Vec<_>>().join(" "))];
    }
    let (a, b) = all.split_at(all.len() / 2);
    let mut res = translate_all(translate, a, dir);
    res.extend(translate_all(translate, b, dir));
    res
}

#[test]
fn mlir_translate_22_reads_emit_mlir22_and_programs_run_the_same() {
    let (Ok(translate), Ok(clang)) = (which::which("mlir-translate-22"), which::which("clang-22"))
    else {
        assert!(!in_ci(), "CI=true requires mlir-translate-22 and clang-22");
        eprintln!("note: mlir-translate-22 or clang-22 not installed; skipped");
        return;
    };
    let all = emitted();
    let dir = tempfile::tempdir().expect("temp dir");
    let texts: Vec<&str> = all.iter().map(|e| e.mlir.as_str()).collect();
    let lls = translate_all(&translate, &texts, dir.path());
    let mut failures = Vec::new();
    let mut runnable = Vec::new();
    for (e, ll) in all.iter().zip(&lls) {
        match (ll, listed(NOT_TRANSLATED, &e.rel)) {
            (Ok(ll), false) => {
                if e.path.with_extension("out").exists() {
                    runnable.push((e, ll));
                }
            }
            (Err(_), true) => {}
            (Ok(_), true) => failures.push(format!(
                "{}: translates now: take it off NOT_TRANSLATED",
                e.rel
            )),
            (Err(err), false) => failures.push(format!("{}: mlir-translate-22: {err}", e.rel)),
        }
    }
    // Every program with MLIR2LL_FULL=1, else an even sample of about 40
    // (2 threads), to keep the test under a minute on a busy machine.
    let full = std::env::var("MLIR2LL_FULL").is_ok_and(|v| v == "1");
    let step = if full {
        1
    } else {
        (runnable.len() / 40).max(1)
    };
    let sample: Vec<_> = runnable.iter().step_by(step).collect();
    let runtime = root().join("golden/runtime.c");
    let results: Vec<Option<String>> = std::thread::scope(|s| {
        let chunks: Vec<_> = sample.chunks(sample.len().div_ceil(2).max(1)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .enumerate()
            .map(|(t, chunk)| {
                let (clang, runtime, dir) = (&clang, &runtime, dir.path());
                s.spawn(move || {
                    chunk
                        .iter()
                        .enumerate()
                        .map(|(k, (e, ll))| {
                            let sub = dir.join(format!("t{t}_{k}"));
                            std::fs::create_dir_all(&sub).expect("mkdir");
                            let f = sub.join("prog.ll");
                            std::fs::write(&f, ll).expect("write");
                            let exe = clang_build(clang, &f, &[runtime], true, &sub);
                            let got = run(&exe);
                            let want = std::fs::read_to_string(e.path.with_extension("out"))
                                .expect("read .out");
                            (got != want).then(|| {
                                format!(
                                    "{}: the mlir-translate-22 program prints otherwise\n--- got:\n{got}--- want:\n{want}",
                                    e.rel
                                )
                            })
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect()
    });
    failures.extend(results.into_iter().flatten());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        sample.len() >= 20.min(runnable.len()),
        "too few programs run"
    );
    eprintln!(
        "{} of {} outputs translated; {} of {} programs run and print their .out",
        lls.iter().filter(|l| l.is_ok()).count(),
        all.len(),
        sample.len(),
        runnable.len()
    );
}
