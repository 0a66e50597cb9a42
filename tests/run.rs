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
        // The input's `// mlir2ll-flags:` line, if any, is passed on.
        let src = std::fs::read_to_string(&input).expect("read the input");
        let flags: Vec<&str> = src
            .lines()
            .filter_map(|l| l.trim().strip_prefix("// mlir2ll-flags:"))
            .flat_map(str::split_whitespace)
            .collect();
        let out = Command::new(env!("CARGO_BIN_EXE_mlir2ll"))
            .arg("run")
            .args(&flags)
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

fn mlir2ll_run() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_mlir2ll"));
    c.arg("run");
    c
}

#[test]
fn run_rejects_what_it_cannot_do() {
    // `run --emit=mlir` and `--emit=c-header` fed MLIR or C to clang.
    for emit in ["--emit=mlir", "--emit=c-header"] {
        let out = mlir2ll_run()
            .arg(emit)
            .arg(root().join("golden/run/exit_status.mlir"))
            .output()
            .expect("run mlir2ll");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{emit}: {err}");
        assert!(err.contains("`mlir2ll run` builds LLVM IR"), "{err}");
    }
}

#[test]
fn run_index_bitwidth_32_with_memrefs() {
    // The runtime once read every descriptor as 64-bit: a 32-bit index
    // program printing a memref segfaulted. Every run golden prints the same
    // at every index width (sizes and values are small).
    if mlir2ll::run::find_clang().is_none() {
        return;
    }
    for name in [
        "memref_2d",
        "memref_nd",
        "memref_rank01",
        "ciface",
        "new_names",
    ] {
        let input = root().join(format!("golden/run/{name}.mlir"));
        let want = std::fs::read_to_string(input.with_extension("stdout")).unwrap();
        for bits in ["32", "16"] {
            let out = mlir2ll_run()
                .args(["--index-bitwidth", bits])
                .arg(&input)
                .output()
                .expect("run mlir2ll");
            let got = mask_addresses(&String::from_utf8_lossy(&out.stdout));
            assert_eq!(got, want, "{name} --index-bitwidth {bits}");
            assert_eq!(out.status.code(), Some(0), "{name}");
        }
    }
}

#[test]
fn run_index_bitwidth_32_without_memrefs() {
    if mlir2ll::run::find_clang().is_none() {
        return;
    }
    let out = mlir2ll_run()
        .args(["--index-bitwidth", "32"])
        .arg(root().join("golden/control/recursion.mlir"))
        .output()
        .expect("run mlir2ll");
    let want = std::fs::read_to_string(root().join("golden/control/recursion.out")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn readme_example_runs() {
    // The README's first steps: its example program (which calls
    // `print_i64`, a helper of golden/runtime.c) and the set-up's input run
    // with the bundled runtime.
    if mlir2ll::run::find_clang().is_none() {
        return;
    }
    // Every `mlir` example runs and prints what its `// prints:` line says.
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut rest = readme.as_str();
    let mut examples = 0;
    while let Some(start) = rest.find("```mlir\n") {
        let body = &rest[start + 8..];
        let len = body.find("```").expect("a closed mlir example");
        let text = &body[..len];
        rest = &body[len..];
        let want = text
            .lines()
            .find_map(|l| l.strip_prefix("// prints: "))
            .expect("each README example says what it prints");
        let prog = dir.path().join(format!("example{examples}.mlir"));
        std::fs::write(&prog, text).unwrap();
        let out = mlir2ll_run().arg(&prog).output().expect("run mlir2ll");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim_end(),
            want,
            "example {examples}, stderr: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(0));
        examples += 1;
    }
    assert!(examples >= 2, "the README's mlir examples");

    let out = mlir2ll_run()
        .arg(root().join("golden/control/recursion.mlir"))
        .output()
        .expect("run mlir2ll");
    let want = std::fs::read_to_string(root().join("golden/control/recursion.out")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
}
