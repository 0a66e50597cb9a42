//! C interoperability: every `golden/**/c_driver*/` or `c_header*/` folder
//! holds MLIR files without an entry point, a C driver calling their
//! functions, and `expected.out`. Each `.mlir` is compiled by mlir2ll (with
//! the flags of its `// mlir2ll-flags:` line), linked with the `.c` files by
//! clang 14 and clang 22, run, and its stdout compared. In `c_header*`
//! folders mlir2ll also writes `<name>.h` (`--emit=c-header`), which the C
//! files include, compiled with `-Wall -Wextra -Werror`.

mod common;

use common::*;
use std::path::{Path, PathBuf};

fn driver_dirs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            let n = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if n.starts_with("c_driver") || n.starts_with("c_header") {
                out.push(p.clone());
            }
            driver_dirs(&p, out);
        }
    }
}

fn files_with(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("cannot read driver dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

#[test]
fn c_drivers_call_compiled_functions() {
    let mut dirs = Vec::new();
    driver_dirs(&root().join("golden"), &mut dirs);
    assert!(!dirs.is_empty(), "no c_driver folders found");
    for dir in dirs {
        let tmp = tempfile::tempdir().expect("temp dir");
        let mut lls = Vec::new();
        let with_header = dir
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("c_header"));
        for m in files_with(&dir, "mlir") {
            let src = std::fs::read_to_string(&m).expect("read .mlir");
            let name = m.file_name().unwrap().to_string_lossy().into_owned();
            let mut opts = options_for(&src);
            let fail = |e: mlir2ll::Error| -> ! {
                panic!("{}:\n{}", m.display(), mlir2ll::render(&e, &name, &src))
            };
            if with_header {
                opts.emit = mlir2ll::Emit::CHeader;
                let h = mlir2ll::compile(&src, &name, &opts).unwrap_or_else(|e| fail(e));
                let stem = m.file_stem().unwrap().to_string_lossy().into_owned();
                std::fs::write(tmp.path().join(format!("{stem}.h")), h).expect("write .h");
                opts.emit = mlir2ll::Emit::Ll;
            }
            let ll = mlir2ll::compile(&src, &name, &opts).unwrap_or_else(|e| fail(e));
            let path = tmp.path().join(format!("{name}.ll"));
            std::fs::write(&path, ll).expect("write .ll");
            lls.push(path);
        }
        let cs = files_with(&dir, "c");
        let want = std::fs::read_to_string(dir.join("expected.out")).expect("expected.out");
        for clang in clangs() {
            let exe = tmp.path().join(format!(
                "prog-{}",
                clang.file_name().unwrap().to_string_lossy()
            ));
            let mut cmd = std::process::Command::new(&clang);
            if with_header {
                cmd.args(["-Wall", "-Wextra", "-Werror"])
                    .arg("-I")
                    .arg(tmp.path());
            }
            let out = cmd
                .arg("-Wno-override-module")
                .args(&lls)
                .args(&cs)
                .arg("-lm")
                .arg("-o")
                .arg(&exe)
                .output()
                .expect("run clang");
            assert!(
                out.status.success(),
                "{} failed on {}:\n{}",
                clang.display(),
                dir.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let got = run(&exe);
            assert_eq!(
                got,
                want,
                "{} built with {}",
                dir.display(),
                clang.display()
            );
        }
    }
}
