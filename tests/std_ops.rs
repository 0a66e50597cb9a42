//! Every operation of the Std dialect document (`std-dialect.txt`) either
//! compiles to LLVM IR that clang accepts, or is rejected with its
//! documented diagnostic. The table below has one small program per op;
//! when the spec is beside the repository (`../shared/spec/`), the test also
//! checks that the table names every op the document describes.

mod common;

use common::*;

enum Expect {
    Compiles,
    /// The diagnostic's message contains this text.
    Error(&'static str),
}
use Expect::*;

const TENSOR: &str = "works on tensors, which cannot be lowered to LLVM";

/// (mnemonic, function body ops using `%f: f32, %i: i32, %x: index,
/// %m: memref<4x4xf32>, %t: tensor<4xf32>, %v: vector<4xf32>`), expectation.
const OPS: &[(&str, &str, Expect)] = &[
    ("br", "br ^bb1\n^bb1:", Compiles),
    (
        "cond_br",
        "%c = constant true\n cond_br %c, ^bb1(%i : i32), ^bb1(%i : i32)\n^bb1(%a: i32):",
        Compiles,
    ),
    ("return", "", Compiles),
    ("call", "%r = call @g(%i) : (i32) -> i32", Compiles),
    (
        "call_indirect",
        "%g = constant @g : (i32) -> i32\n %r = call_indirect %g(%i) : (i32) -> i32",
        Compiles,
    ),
    ("dim", "%d = dim %m, 1 : memref<4x4xf32>", Compiles),
    (
        "alloc",
        "%a = alloc(%x) : memref<?x4xf32>\n dealloc %a : memref<?x4xf32>",
        Compiles,
    ),
    (
        "alloc_static",
        "%a = alloc_static(0x1232a00) : memref<1024x64xf32>",
        Compiles,
    ),
    ("dealloc", "dealloc %m : memref<4x4xf32>", Compiles),
    (
        "dma_start",
        "%tag = alloc() : memref<1xi32>\n %c0 = constant 0 : index\n %c4 = constant 4 : index\n %d = alloc() : memref<4x4xf32>\n dma_start %m[%c0, %c0], %d[%c0, %c0], %c4, %tag[%c0] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>",
        Compiles,
    ),
    (
        "dma_wait",
        "%tag = alloc() : memref<1xi32>\n %c0 = constant 0 : index\n %c4 = constant 4 : index\n dma_wait %tag[%c0], %c4 : memref<1xi32>",
        Compiles,
    ),
    (
        "extract_element",
        "%e = extract_element %v[%x] : vector<4xf32>",
        Compiles,
    ),
    ("load", "%l = load %m[%x, %x] : memref<4x4xf32>", Compiles),
    ("splat", "%s = splat %f : vector<4xf32>", Compiles),
    ("store", "store %f, %m[%x, %x] : memref<4x4xf32>", Compiles),
    (
        "tensor_load",
        "%t2 = tensor_load %m : memref<4x4xf32>",
        Error(TENSOR),
    ),
    (
        "tensor_store",
        "tensor_store %t, %m : memref<4x4xf32>",
        Error(TENSOR),
    ),
    ("absf", "%r = absf %f : f32", Compiles),
    ("ceilf", "%r = ceilf %f : f32", Compiles),
    ("cos", "%r = cos %f : f32", Compiles),
    ("exp", "%r = exp %f : f32", Compiles),
    ("negf", "%r = negf %f : f32", Compiles),
    ("sqrt", "%r = sqrt %f : f32", Compiles),
    ("tanh", "%r = tanh %f : f32", Compiles),
    ("addi", "%r = addi %i, %i : i32", Compiles),
    ("addf", "%r = addf %f, %f : f32", Compiles),
    ("and", "%r = and %i, %i : i32", Compiles),
    ("cmpi", "%r = cmpi \"slt\", %i, %i : i32", Compiles),
    ("constant", "%r = constant 42 : i32", Compiles),
    ("copysign", "%r = copysign %f %f : f32", Compiles),
    ("divis", "%r = divis %i, %i : i32", Compiles),
    ("diviu", "%r = diviu %i, %i : i32", Compiles),
    (
        "memref_cast",
        "%r = memref_cast %m : memref<4x4xf32> to memref<?x?xf32>",
        Compiles,
    ),
    ("mulf", "%r = mulf %f, %f : f32", Compiles),
    ("or", "%r = or %i, %i : i32", Compiles),
    ("remis", "%r = remis %i, %i : i32", Compiles),
    ("remiu", "%r = remiu %i, %i : i32", Compiles),
    (
        "select",
        "%c = constant false\n %r = select %c, %i, %i : i32",
        Compiles,
    ),
    (
        "tensor_cast",
        "%r = tensor_cast %t : tensor<4xf32> to tensor<?xf32>",
        Error(TENSOR),
    ),
    ("xor", "%r = xor %i, %i : i32", Compiles),
];

fn program(ops: &str) -> String {
    // Only the tensor ops get a tensor argument (tensors have no lowering).
    let t = if ops.contains("%t,") || ops.contains("%t ") {
        ", %t: tensor<4xf32>"
    } else {
        ""
    };
    format!(
        "func @g(%a: i32) -> i32 {{\n  return %a : i32\n}}\n\
         func @f(%f: f32, %i: i32, %x: index, %m: memref<4x4xf32>, %v: vector<4xf32>{t}) {{\n  {ops}\n  return\n}}\n"
    )
}

#[test]
fn every_std_op_compiles_or_is_explained() {
    let dir = tempfile::tempdir().expect("temp dir");
    let compilers = clangs();
    for (name, ops, expect) in OPS {
        let src = program(ops);
        let r = mlir2ll::compile(&src, "t.mlir", &mlir2ll::Options::default());
        match (expect, r) {
            (Compiles, Ok(ll)) => {
                let path = dir.path().join(format!("{name}.ll"));
                std::fs::write(&path, ll).expect("write .ll");
                for clang in &compilers {
                    clang_build(clang, &path, &[], false, dir.path());
                }
            }
            (Compiles, Err(e)) => panic!(
                "`{name}` should compile:\n{}",
                mlir2ll::render(&e, "t.mlir", &src)
            ),
            (Error(text), Err(e)) => assert!(
                e.message.contains(text),
                "`{name}`: expected a diagnostic containing {text:?}, got:\n{}",
                mlir2ll::render(&e, "t.mlir", &src)
            ),
            (Error(text), Ok(_)) => panic!("`{name}` should fail with {text:?}"),
        }
    }
}

#[test]
fn the_table_covers_the_spec() {
    let spec = root().join("../shared/spec/std-dialect.txt");
    let Ok(text) = std::fs::read_to_string(&spec) else {
        eprintln!("note: {} not found; coverage not checked", spec.display());
        return;
    };
    let mut missing = Vec::new();
    for line in text.lines() {
        // Headings look like: ‘addi’ operation / ‘br’ terminator operation
        let Some(rest) = line.strip_prefix('‘') else {
            continue;
        };
        let Some((name, tail)) = rest.split_once('’') else {
            continue;
        };
        if tail.trim_end().ends_with("operation") && !OPS.iter().any(|(n, _, _)| *n == name) {
            missing.push(name.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "ops of the spec missing from the table: {missing:?}"
    );
}
