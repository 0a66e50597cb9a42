//! `cf.assert` whose condition fails: the program prints the message (with
//! `puts`, as MLIR 22 lowers it) and aborts; MLIR 13's `assert` only
//! aborts. Golden programs cannot show this (the harness treats a signal
//! as a crash), so it is checked here, with both clangs.

mod common;

use common::*;
use std::os::unix::process::ExitStatusExt;
use std::process::Command;

fn run_failing(src: &str, name: &str) -> Vec<(String, Option<i32>)> {
    let opts = mlir2ll::Options {
        verify_ir: true,
        ..mlir2ll::Options::default()
    };
    let ll = mlir2ll::compile(src, name, &opts).expect("compiles");
    let dir = tempfile::tempdir().expect("temp dir");
    let ll_file = dir.path().join(format!("{name}.ll"));
    std::fs::write(&ll_file, &ll).expect("write .ll");
    let runtime = root().join("golden/runtime.c");
    let mut got = Vec::new();
    for clang in clangs() {
        let exe = clang_build(&clang, &ll_file, &[&runtime], true, dir.path());
        // Line-buffered stdout (the output would be lost at the abort).
        let out = Command::new("stdbuf")
            .arg("-oL")
            .arg(&exe)
            .output()
            .expect("runs under stdbuf");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        got.push((text, out.status.signal()));
    }
    got
}

const PROGRAM: &str = r#"
func.func private @print_i32(i32)
func.func @check(%x: i32) {
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %x, %c0 : i32
  ASSERT %ok, "x must be positive"
  func.call @print_i32(%x) : (i32) -> ()
  return
}
func.func @main() {
  %a = arith.constant 5 : i32
  %b = arith.constant -1 : i32
  func.call @check(%a) : (i32) -> ()
  func.call @check(%b) : (i32) -> ()
  func.call @check(%a) : (i32) -> ()
  return
}
"#;

#[test]
fn cf_assert_prints_and_aborts() {
    for (out, sig) in run_failing(&PROGRAM.replace("ASSERT", "cf.assert"), "cf_assert") {
        assert_eq!(out, "5\nx must be positive\n");
        assert_eq!(sig, Some(6), "SIGABRT expected, output: {out:?}");
    }
}

#[test]
fn std_assert_aborts_without_message() {
    let src = PROGRAM.replace("ASSERT", "assert");
    let ll = mlir2ll::compile(&src, "a.mlir", &mlir2ll::Options::default()).expect("compiles");
    assert!(!ll.contains("puts"), "MLIR 13's assert does not print");
    for (out, sig) in run_failing(&src, "std_assert") {
        assert_eq!(out, "5\n");
        assert_eq!(sig, Some(6));
    }
}

#[test]
fn cf_assert_message_is_in_the_output() {
    let src = PROGRAM.replace("ASSERT", "cf.assert");
    let ll = mlir2ll::compile(&src, "a.mlir", &mlir2ll::Options::default()).expect("compiles");
    assert!(ll.contains("@puts"), "cf.assert prints its message");
    assert!(ll.contains("c\"x must be positive\\00\"") || ll.contains("i8 120, i8 32, i8 109"));
}
