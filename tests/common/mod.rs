//! Shared helpers of the integration tests: finding clang, compiling and
//! running `.ll` files, and golden-file comparison with blessing.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// True when running under CI, where missing tools are failures, not skips.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Every `.mlir` golden under `golden/`, sorted, except `golden/import`'s
/// (importer outputs, checked by tests/import.rs).
pub fn mlir_goldens() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut v: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        v.sort();
        for p in v {
            if p.is_dir() {
                if !p.ends_with("golden/import") {
                    walk(&p, out);
                }
            } else if p.extension().is_some_and(|e| e == "mlir") {
                out.push(p);
            }
        }
    }
    let mut v = Vec::new();
    walk(&root().join("golden"), &mut v);
    v
}

pub fn blessing() -> bool {
    std::env::var("MLIR2LL_BLESS").is_ok_and(|v| v == "1")
}

/// The clang compilers to validate output with: clang (14) and clang-22
/// when installed. Under CI both must be present.
pub fn clangs() -> Vec<PathBuf> {
    let mut found = Vec::new();
    for name in ["clang", "clang-22"] {
        match which::which(name) {
            Ok(p) => found.push(p),
            Err(_) if in_ci() => panic!("`{name}` is not installed, and CI=true requires it"),
            Err(_) => eprintln!("note: `{name}` not found; skipping its checks"),
        }
    }
    found
}

/// Compares `actual` with the file `expected`, or rewrites it when
/// MLIR2LL_BLESS=1.
pub fn check_file(expected: &Path, actual: &str) {
    if blessing() {
        std::fs::write(expected, actual).expect("cannot write golden file");
        return;
    }
    let want = std::fs::read_to_string(expected).unwrap_or_else(|_| {
        panic!(
            "missing golden file {} (run with MLIR2LL_BLESS=1 to create it, then review it)",
            expected.display()
        )
    });
    if want != actual {
        let mut diff = String::new();
        for (i, (a, b)) in want.lines().zip(actual.lines()).enumerate() {
            if a != b {
                diff = format!(
                    "first difference at line {}:\n  expected: {a}\n  actual:   {b}",
                    i + 1
                );
                break;
            }
        }
        if diff.is_empty() {
            diff = format!(
                "expected {} lines, got {}",
                want.lines().count(),
                actual.lines().count()
            );
        }
        panic!(
            "{} differs from the output ({diff})\nrerun with MLIR2LL_BLESS=1 to accept the new output",
            expected.display()
        );
    }
}

/// Builds `ll` (plus C sources) with `clang` into an executable, or just
/// compiles it (`-c`) when `link` is false. Returns the output path.
pub fn clang_build(clang: &Path, ll: &Path, extra: &[&Path], link: bool, dir: &Path) -> PathBuf {
    let exe = dir.join(format!(
        "{}-{}",
        ll.file_stem().unwrap_or_default().to_string_lossy(),
        clang.file_name().unwrap_or_default().to_string_lossy()
    ));
    let mut cmd = Command::new(clang);
    cmd.arg("-Wno-override-module").arg(ll);
    if link {
        cmd.args(extra).arg("-lm");
        // LLVM 14 lowers half-precision conversions to compiler-rt calls.
        // Half-precision conversions (LLVM 14) and bfloat truncation call
        // compiler-rt builtins that libgcc lacks.
        let text = std::fs::read_to_string(ll).unwrap_or_default();
        if text.contains("half") || text.contains("bfloat") {
            cmd.arg("--rtlib=compiler-rt");
        }
    } else {
        cmd.arg("-c");
    }
    cmd.arg("-o").arg(&exe);
    let out = cmd.output().expect("cannot run clang");
    if !out.status.success() {
        panic!(
            "{} rejected {}:\n{}",
            clang.display(),
            ll.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    exe
}

/// Runs an executable and returns its stdout (panics on a crash).
pub fn run(exe: &Path) -> String {
    let out = Command::new(exe).output().expect("cannot run the program");
    if out.status.code().is_none() {
        panic!(
            "{} crashed ({:?}); stdout so far:\n{}",
            exe.display(),
            out.status,
            String::from_utf8_lossy(&out.stdout)
        );
    }
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The options a `// mlir2ll-flags:` line of an input asks for.
pub fn options_for(src: &str) -> mlir2ll::Options {
    let mut opts = mlir2ll::Options {
        // Every lowered function is checked by the LLVM IR verifier.
        verify_ir: true,
        ..mlir2ll::Options::default()
    };
    for line in src.lines() {
        let Some(flags) = line.trim().strip_prefix("// mlir2ll-flags:") else {
            continue;
        };
        let words: Vec<&str> = flags.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            match words[i] {
                "--index-bitwidth" => {
                    opts.index_bits = words[i + 1].parse().expect("bad --index-bitwidth");
                    i += 1;
                }
                "--target-triple" => {
                    opts.triple = words[i + 1].to_string();
                    i += 1;
                }
                "--max-errors" => {
                    opts.max_errors = words[i + 1].parse().expect("bad --max-errors");
                    i += 1;
                }
                "--bare-ptr-memref-call-conv" => opts.bare_ptr = true,
                "--emit-c-interface" => opts.emit_c_interface = true,
                "--opaque-pointers" => opts.opaque_pointers = true,
                other => panic!("unknown flag in mlir2ll-flags: {other}"),
            }
            i += 1;
        }
    }
    opts
}
