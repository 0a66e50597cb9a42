//! The command line: exit statuses, diagnostics on stderr, atomic output
//! (no file created or touched on error), standard input and output.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

fn mlir2ll() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mlir2ll"))
}

const GOOD: &str = "func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
const BAD: &str = "func @f(%a: i32) -> i32 {\n  %b = addi %a, %c : i32\n  return %b : i32\n}\n";

#[test]
fn good_input_writes_the_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let out = dir.path().join("out.ll");
    let st = mlir2ll().arg(&input).arg("-o").arg(&out).status().unwrap();
    assert!(st.success());
    let ll = std::fs::read_to_string(&out).unwrap();
    assert!(ll.contains("define i32 @f(i32 %0)"), "{ll}");
    // Only the output file: no temporary left behind.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn bad_input_fails_without_touching_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, BAD).unwrap();
    let fresh = dir.path().join("fresh.ll");
    let o = mlir2ll()
        .arg(&input)
        .arg("-o")
        .arg(&fresh)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("use of undefined value `%c`"), "{err}");
    assert!(err.contains("in.mlir:2:"), "the span is shown: {err}");
    assert!(!fresh.exists(), "no output file on error");
    let old = dir.path().join("old.ll");
    std::fs::write(&old, "previous contents").unwrap();
    let o = mlir2ll().arg(&input).arg("-o").arg(&old).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&old).unwrap(), "previous contents");
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        2,
        "no temporary left behind"
    );
}

#[test]
fn stdin_to_stdout() {
    let mut child = mlir2ll()
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(GOOD.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("define i32 @f"));
}

#[test]
fn bad_input_on_stdin_prints_nothing_on_stdout() {
    let mut child = mlir2ll()
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(BAD.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(String::from_utf8_lossy(&o.stderr).contains("<stdin>"));
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        vec!["--no-such-flag", "x.mlir"],
        vec![],
        vec!["--index-bitwidth", "0", "x.mlir"],
        vec!["--emit=pdf", "x.mlir"],
        vec!["a.mlir", "b.mlir"],
    ] {
        let o = mlir2ll().args(&args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("usage"),
            "{args:?}"
        );
    }
}

#[test]
fn missing_input_file_is_an_error() {
    let o = mlir2ll().arg("/nonexistent/x.mlir").output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read"));
}

#[test]
fn output_is_deterministic() {
    let src =
        std::fs::read_to_string(common::root().join("golden/memref/matmul_dynamic.mlir")).unwrap();
    let a = mlir2ll::compile(&src, "m.mlir", &mlir2ll::Options::default()).unwrap();
    let b = mlir2ll::compile(&src, "m.mlir", &mlir2ll::Options::default()).unwrap();
    assert_eq!(a, b);
}

#[test]
fn writing_to_a_device_does_not_replace_it() {
    // `-o /dev/null` must write to the device, not rename a file over it.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let st = mlir2ll()
        .arg(&input)
        .args(["-o", "/dev/null"])
        .status()
        .unwrap();
    assert!(st.success());
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(!meta.is_file(), "/dev/null was replaced by a regular file");
}
