//! `mlir2ll run`: every `golden/run/x.mlir` is run through the binary
//! (compiled, linked with the bundled runtime by clang, executed); its
//! stdout must equal `x.stdout` (memref base addresses masked as
//! `base@ = <addr>`) and its exit status `x.status` (0 when absent). The
//! expected outputs come from MLIR 13's own `mlir-cpu-runner`.

mod common;

use common::*;
use std::process::Command;

fn mask_addresses(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find("base@ = 0x") {
        out.push_str(&rest[..i]);
        out.push_str("base@ = <addr>");
        let after = &rest[i + "base@ = 0x".len()..];
        let n = after.bytes().take_while(|b| b.is_ascii_hexdigit()).count();
        rest = &after[n..];
    }
    out.push_str(rest);
    out
}

#[test]
fn run_goldens() {
    clangs(); // under CI, fail (not skip) without clang
    if mlir2ll::run::find_clang().is_none() {
        eprintln!("note: no clang; `mlir2ll run` not tested");
        return;
    }
    let dir = root().join("golden/run");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("golden/run")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 5, "too few run goldens");
    for input in inputs {
        let want = std::fs::read_to_string(input.with_extension("stdout"))
            .unwrap_or_else(|_| panic!("{} has no .stdout", input.display()));
        let status: i32 = std::fs::read_to_string(input.with_extension("status"))
            .map(|s| s.trim().parse().expect("a number in .status"))
            .unwrap_or(0);
        let out = Command::new(env!("CARGO_BIN_EXE_mlir2ll"))
            .arg("run")
            .arg(&input)
            .output()
            .expect("run mlir2ll");
        let got = mask_addresses(&String::from_utf8_lossy(&out.stdout));
        assert_eq!(got, want, "{}: stdout", input.display());
        assert_eq!(
            out.status.code(),
            Some(status),
            "{}: exit status; stderr:\n{}",
            input.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn run_explains_a_missing_clang() {
    let empty = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_mlir2ll"))
        .arg("run")
        .arg(root().join("golden/run/exit_status.mlir"))
        .env("PATH", empty.path())
        .output()
        .expect("run mlir2ll");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains("no clang found"), "stderr: {err}");
}

#[test]
fn run_passes_arguments_and_opt_level() {
    if mlir2ll::run::find_clang().is_none() {
        return;
    }
    let out = Command::new(env!("CARGO_BIN_EXE_mlir2ll"))
        .args(["run", "--opt-level", "2"])
        .arg(root().join("golden/run/exit_status.mlir"))
        .args(["--", "a", "b"])
        .output()
        .expect("run mlir2ll");
    assert_eq!(out.status.code(), Some(3));
}
