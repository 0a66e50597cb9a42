//! The generic form, as MLIR itself prints it: every golden that compiles
//! and that MLIR 13 or MLIR 22 parses is printed by that MLIR's
//! `mlir-opt --mlir-print-op-generic` and compiled again; the `.ll` must
//! be the golden's own (byte for byte, after the module's name).
//!
//! What mlir2ll does not read in the generic form is listed below with the
//! reason, and each listed golden must still fail (or still differ), so
//! that the lists stay true; a listed different `.ll` must still print the
//! golden's `.out`. A generic form refused with a diagnostic that
//! names the LLVM dialect's generic form is a stated gap (`REFUSED_LLVM`).

mod common;

use common::*;
use std::path::Path;
use std::process::Command;

/// The diagnostics of the one gap not listed by name: the LLVM dialect's
/// own ops in the generic form (`"llvm.func"() <{..}>`, `"llvm.add"`).
const REFUSED_LLVM: &[&str] = &[
    "the generic form of LLVM-dialect ops is accepted for `llvm.intr.*` only",
    "at the top level, found `llvm.",
];

/// Goldens whose generic form mlir2ll refuses, per MLIR version, and why.
const REFUSED: &[(u32, &str, &str)] = &[];

/// Goldens whose generic form compiles to a different `.ll` (the same
/// program: blocks or values in another order), per MLIR version.
const DIFFERENT: &[(u32, &str, &str)] = &[
    (
        22,
        "golden/scf/index_switch.mlir",
        "the default region comes first: blocks in another order",
    ),
    (13, "golden/affine/bounds_sets_memref.mlir", MAPS),
    (13, "golden/affine/div_mod_negative.mlir", MAPS),
    (13, "golden/affine/index32.mlir", MAPS),
    (13, "golden/affine/maps_bounds_sets.mlir", MAPS),
    (
        13,
        "golden/scf/empty_regions.mlir",
        "empty regions written out with their yields: more blocks",
    ),
];

/// Why the affine goldens differ: MLIR 13 prints its affine maps
/// simplified (`d0 + 1` for `1 + d0`), so `add` takes its operands in the
/// other order. (Each program's output is the same: checked by hand.)
const MAPS: &str = "affine maps printed simplified: operands of `add` swapped";

fn listed(list: &[(u32, &str, &str)], version: u32, rel: &str) -> bool {
    list.iter().any(|(v, p, _)| *v == version && *p == rel)
}

/// The golden in `version`'s generic form, or `None` when that MLIR does
/// not parse it (another spelling).
fn generic(tool: &Path, path: &Path) -> Option<String> {
    let out = Command::new(tool)
        .arg("--mlir-print-op-generic")
        .arg(path)
        .output()
        .expect("run mlir-opt");
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The `.ll` without its first two lines (the module's name).
fn body(ll: &str) -> &str {
    ll.splitn(3, '\n').nth(2).unwrap_or("")
}

#[test]
fn generic_form_compiles_as_the_custom_form() {
    let mut tools = Vec::new();
    for (version, name) in [(13, "mlir-opt-13"), (22, "mlir-opt-22")] {
        match which::which(name) {
            Ok(p) => tools.push((version, p)),
            Err(_) if in_ci() => panic!("`{name}` is not installed, and CI=true requires it"),
            Err(_) => eprintln!("note: `{name}` not found; skipping its checks"),
        }
    }
    let goldens: Vec<_> = mlir_goldens()
        .into_iter()
        .filter(|p| p.with_extension("ll").exists())
        .collect();
    let mut problems = Vec::new();
    let mut identical = 0;
    for (version, tool) in &tools {
        // Two threads: most of the time is mlir-opt's start-up.
        let results: Vec<_> = std::thread::scope(|s| {
            let half = goldens.len() / 2;
            let parts = [&goldens[..half], &goldens[half..]];
            let hs: Vec<_> = parts
                .map(|part| {
                    s.spawn(move || {
                        part.iter()
                            .map(|p| (p.clone(), generic(tool, p)))
                            .collect::<Vec<_>>()
                    })
                })
                .into_iter()
                .collect();
            hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
        });
        for (path, text) in results {
            let rel = path
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let refused = listed(REFUSED, *version, &rel);
            let different = listed(DIFFERENT, *version, &rel);
            let Some(text) = text else {
                if refused || different {
                    problems.push(format!(
                        "{rel}: listed, but MLIR {version} does not parse it"
                    ));
                }
                continue;
            };
            let src = std::fs::read_to_string(&path).expect("read golden");
            let opts = options_for(&src);
            let Ok(want) = mlir2ll::compile(&src, "g.mlir", &opts) else {
                continue;
            };
            match mlir2ll::compile(&text, "g.mlir", &opts) {
                Err(e) => {
                    if !refused && !REFUSED_LLVM.iter().any(|m| e.message.contains(m)) {
                        problems.push(format!(
                            "{rel}: MLIR {version}'s generic form is refused:\n{}",
                            mlir2ll::render(&e, "g.mlir", &text)
                        ));
                    }
                }
                Ok(got) if body(&got) == body(&want) => {
                    identical += 1;
                    if refused || different {
                        problems.push(format!(
                            "{rel}: listed for MLIR {version}, but now compiles identically"
                        ));
                    }
                }
                Ok(got) if different => {
                    // The same program: it prints the golden's output.
                    let out = path.with_extension("out");
                    if let (Some(clang), true) = (clangs().first(), out.exists()) {
                        let dir = tempfile::tempdir().expect("temp dir");
                        let ll = dir.path().join("g.ll");
                        std::fs::write(&ll, &got).expect("write .ll");
                        let runtime = root().join("golden/runtime.c");
                        let exe = clang_build(clang, &ll, &[&runtime], true, dir.path());
                        let want = std::fs::read_to_string(&out).expect("read .out");
                        if run(&exe) != want {
                            problems.push(format!(
                                "{rel}: MLIR {version}'s generic form prints another output"
                            ));
                        }
                    }
                }
                Ok(_) => problems.push(format!(
                    "{rel}: MLIR {version}'s generic form compiles to another .ll"
                )),
            }
        }
    }
    if !tools.is_empty() {
        assert!(identical > 150, "too few goldens compared: {identical}");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
