//! `--emit=mlir` round trip: for every golden input that compiles, its
//! LLVM-dialect output, compiled again by mlir2ll, gives byte-identical
//! LLVM IR. When MLIR 13 is installed, `mlir-opt-13` must also accept every
//! `--emit=mlir` output (and `mlir-translate-13` translate it).

mod common;

use common::*;
use mlir2ll::{Emit, Options};

/// The (name, LLVM-dialect text, direct `.ll`) of every golden that compiles.
fn emitted() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for path in mlir_goldens() {
        let src = std::fs::read_to_string(&path).expect("read golden");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let opts = options_for(&src);
        let Ok(ll) = mlir2ll::compile(&src, &name, &opts) else {
            continue;
        };
        let mlir = match mlir2ll::compile(
            &src,
            &name,
            &Options {
                emit: Emit::Mlir,
                ..opts.clone()
            },
        ) {
            Ok(m) => m,
            // `llvm.freeze` (today's LLVM dialect), which MLIR 13 cannot
            // translate, is refused by --emit=mlir on purpose.
            Err(e) if e.message.contains("`llvm.freeze`") => continue,
            // f80/f128 inside pointers and aggregates, which MLIR 13 cannot
            // spell, are refused on purpose too.
            Err(e) if e.message.contains("f80 or f128 inside") => continue,
            // So are a volatile `llvm.atomicrmw` and one with a sync scope.
            Err(e) if e.message.contains("volatile `llvm.atomicrmw`") => continue,
            // And atomic loads and stores.
            Err(e) if e.message.contains("atomic `llvm.load`") => continue,
            // And constrained `fptrunc`s (`arith.truncf` with a rounding
            // mode), which MLIR 13 has no op for.
            Err(e) if e.message.contains("constrained `fptrunc`") => continue,
            // And what MLIR 13's LLVM dialect has no spelling for: symbol
            // visibility, thread-locals, comdats, `cmpxchg` flags.
            Err(e) if e.message.starts_with("MLIR 13's") => continue,
            Err(e) => panic!("{}: --emit=mlir failed: {}", path.display(), e.message),
        };
        out.push((path.display().to_string(), mlir, ll));
    }
    out
}

#[test]
fn emit_mlir_reads_back_to_the_same_ll() {
    let all = emitted();
    assert!(all.len() > 100, "too few goldens compiled: {}", all.len());
    let mut failures = Vec::new();
    for (path, mlir, ll) in &all {
        let name = std::path::Path::new(path)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        // The LLVM-dialect text carries no target: give the same one. (A
        // target named by the golden's module attributes is lost in MLIR
        // 13's output: those goldens are left out.)
        let src = std::fs::read_to_string(path).expect("the golden reads");
        if src.contains("llvm.target_triple") {
            continue;
        }
        let opts = Options {
            triple: options_for(&src).triple,
            ..Options::default()
        };
        match mlir2ll::compile(mlir, &name, &opts) {
            Ok(again) if again == *ll => {}
            Ok(again) => {
                let line = ll
                    .lines()
                    .zip(again.lines())
                    .position(|(a, b)| a != b)
                    .map_or(0, |i| i + 1);
                failures.push(format!("{path}: the .ll differs from line {line}"));
            }
            Err(e) => failures.push(format!(
                "{path}: the --emit=mlir output does not compile:\n{}",
                mlir2ll::render(&e, &name, mlir)
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} round trips failed:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}

#[test]
fn mlir13_reads_emit_mlir_output() {
    let (Ok(opt), Ok(translate)) = (
        which::which("mlir-opt-13"),
        which::which("mlir-translate-13"),
    ) else {
        assert!(
            !in_ci(),
            "CI=true requires mlir-opt-13 and mlir-translate-13"
        );
        eprintln!("note: MLIR 13 not installed; skipped");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let mut failures = Vec::new();
    for (k, (path, mlir, _)) in emitted().iter().enumerate() {
        let file = dir.path().join(format!("m{k}.mlir"));
        std::fs::write(&file, mlir).expect("write");
        for (tool, args) in [
            (&opt, vec!["-o", "/dev/null"]),
            (&translate, vec!["--mlir-to-llvmir", "-o", "/dev/null"]),
        ] {
            let out = std::process::Command::new(tool)
                .arg(&file)
                .args(&args)
                .output()
                .expect("run MLIR 13");
            if !out.status.success() {
                let err = String::from_utf8_lossy(&out.stderr);
                failures.push(format!(
                    "{path}: {} rejects it: {}",
                    tool.display(),
                    err.lines().next().unwrap_or("")
                ));
                break;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
