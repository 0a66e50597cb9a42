//! Today's LLVM dialect as input, sampled: a few runnable goldens go
//! through MLIR 22's own lowering to the LLVM dialect (`mlir-opt-22 ...
//! --convert-to-llvm`; goldens in MLIR 13 spelling are modernized first),
//! then through mlir2ll with typed (default, clang 14 and 22) and opaque
//! (`--opaque-pointers`, clang 22) output, and through the
//! `mlir-translate-22` route: both programs must print the same. The work
//! is `scripts/llvm22_roundtrip.py`, which runs on every golden when called
//! without a filter. Skipped when `mlir-opt-22` is missing, except under CI.

mod common;

use common::*;
use std::process::Command;

/// Goldens covering memrefs (alloc, descriptors, GEPs with element types),
/// scf/affine loops, calls with several results, complex numbers, math
/// intrinsics (tanh, minimum), prefetch (a generic op with properties),
/// `llvm.atomicrmw fmaximum`/`fmax`/... (`generic_atomic_rmw_mlir22`,
/// whose `llvm.cmpxchg` the convert pass list makes, is not lowered by the
/// finalize pass list; `golden/llvm22/cmpxchg` covers that op).
const SAMPLE: &[&str] = &[
    "golden/memref/matmul_dynamic.mlir",
    "golden/scf/nested_iter_args.mlir",
    "golden/affine/parallel_mlir22.mlir",
    "golden/control/recursion.mlir",
    "golden/complex/complex_memref.mlir",
    "golden/syntax/modern_names.mlir",
    "golden/affine/prefetch.mlir",
    "golden/float/math_inexact.mlir",
    "golden/llvm22/ops.mlir",
    "golden/memref/atomic_rmw_float_mlir22.mlir",
];

fn round_trip(passes: &str) {
    for tool in ["mlir-opt-22", "mlir-translate-22", "clang-22", "python3"] {
        if which::which(tool).is_err() {
            assert!(!in_ci(), "`{tool}` is required under CI");
            eprintln!("note: `{tool}` not found; skipping");
            return;
        }
    }
    let out = Command::new("python3")
        .arg(root().join("scripts/llvm22_roundtrip.py"))
        .args([
            "--passes",
            passes,
            "--mlir2ll",
            env!("CARGO_BIN_EXE_mlir2ll"),
        ])
        .args(SAMPLE)
        .output()
        .expect("cannot run scripts/llvm22_roundtrip.py");
    let text = String::from_utf8_lossy(&out.stdout);
    let want = format!("{} pass, 0 fail, 0 skip", SAMPLE.len());
    assert!(
        out.status.success() && text.contains(&want),
        "round trip through MLIR 22's LLVM dialect ({passes}):\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn convert_to_llvm_output_runs_the_same() {
    round_trip("convert");
}

#[test]
fn finalize_memref_pass_list_output_runs_the_same() {
    round_trip("finalize");
}
