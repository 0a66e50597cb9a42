//! Symbol attributes (visibility, `thread_local`, `unnamed_addr`, `section`,
//! COMDATs) with `--emit=mlir --mlir-version 13`: what MLIR 13's LLVM
//! dialect cannot say gets a diagnostic naming it; what it can say is
//! written and `mlir-translate-13` translates it (when installed).

use mlir2ll::{Emit, Options};

fn v13() -> Options {
    Options {
        emit: Emit::Mlir,
        ..Options::default()
    }
}

fn err13(src: &str) -> String {
    match mlir2ll::compile(src, "t.mlir", &v13()) {
        Ok(out) => panic!("expected an error, got:\n{out}"),
        Err(e) => mlir2ll::render(&e, "t.mlir", src),
    }
}

#[test]
fn mlir13_refuses_what_it_cannot_say() {
    let cases = [
        (
            "llvm.mlir.global external hidden @g(1 : i32) : i32",
            "no symbol visibility",
        ),
        (
            "llvm.mlir.global external thread_local @g(1 : i32) : i32",
            "no thread-local globals",
        ),
        (
            "llvm.mlir.global external @g(1 : i32) {thread_local_} : i32",
            "no thread-local globals",
        ),
        (
            "llvm.comdat @c {\n llvm.comdat_selector @g any\n}",
            "no COMDATs",
        ),
        (
            "llvm.func unnamed_addr @f() {\n llvm.return\n}",
            "no `unnamed_addr` on functions",
        ),
        (
            "llvm.func @f() attributes {section = \".t\"} {\n llvm.return\n}",
            "no `section` on functions",
        ),
        ("llvm.func protected @f()", "no symbol visibility"),
    ];
    for (item, want) in cases {
        let src = format!("module {{\n{item}\n}}\n");
        let text = err13(&src);
        assert!(text.contains(want), "{item}: expected `{want}` in:\n{text}");
        assert!(
            text.contains("not supported with --mlir-version 13"),
            "{text}"
        );
    }
}

#[test]
fn mlir13_writes_what_it_can_say() {
    let src = "module {\n  llvm.mlir.global internal unnamed_addr constant @k(40 : i64) {section = \".rodata.k\"} : i64\n  llvm.mlir.global external local_unnamed_addr @n(2 : i64) {dso_local} : i64\n  llvm.func @f() attributes {dso_local} {\n    llvm.return\n  }\n}\n";
    let out = mlir2ll::compile(src, "t.mlir", &v13()).expect("compiles");
    for want in [
        "llvm.mlir.global internal unnamed_addr constant @k(40 : i64) {section = \".rodata.k\"} : i64",
        "llvm.mlir.global external local_unnamed_addr @n(2 : i64) {dso_local} : i64",
        "llvm.func @f() attributes {dso_local} {",
    ] {
        assert!(out.contains(want), "expected `{want}` in:\n{out}");
    }
    let Ok(tool) = which::which("mlir-translate-13") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("mlir2ll-symattr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("v13.mlir");
    std::fs::write(&path, &out).unwrap();
    let r = std::process::Command::new(tool)
        .arg("--mlir-to-llvmir")
        .arg(&path)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let ll = String::from_utf8_lossy(&r.stdout);
    assert!(
        ll.contains("@k = internal unnamed_addr constant i64 40, section \".rodata.k\""),
        "{ll}"
    );
    assert!(
        ll.contains("@n = dso_local local_unnamed_addr global i64 2"),
        "{ll}"
    );
    assert!(ll.contains("define dso_local void @f()"), "{ll}");
}
