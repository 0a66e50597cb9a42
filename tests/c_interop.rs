//! C interoperability: every `golden/**/c_driver*/` or `c_header*/` folder
//! holds MLIR files without an entry point, a C driver calling their
//! functions, and `expected.out`. Each `.mlir` is compiled by mlir2ll (with
//! the flags of its `// mlir2ll-flags:` line), linked with the `.c` files by
//! clang 14 and clang 22, run, and its stdout compared. In `c_header*`
//! folders mlir2ll also writes `<name>.h` (`--emit=c-header`), which the C
//! files include, compiled with `-Wall -Wextra -Werror`; it must equal
//! `<name>.expected.h` (`MLIR2LL_BLESS=1` rewrites that file).
//!
//! Then the header's declarations must agree with the `.ll`'s signatures
//! (parameter and result types, extension attributes) under every
//! combination of `--bare-ptr-memref-call-conv`, `--index-bitwidth` and
//! `--emit-c-interface`.

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
                check_file(&dir.join(format!("{stem}.expected.h")), &h);
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

/// A function signature: its name, result type and parameter types, as C
/// or LLVM spells them, and the `.ll`'s result extension attribute.
#[derive(Debug)]
struct Decl {
    name: String,
    ret: String,
    params: Vec<String>,
    ext: String,
}

/// Splits at top-level commas (not inside brackets).
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '{' | '[' | '(' | '<' => depth += 1,
            '}' | ']' | ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The function declarations of a generated header.
fn header_decls(h: &str) -> Vec<Decl> {
    let mut stmts = Vec::new();
    let mut cur = String::new();
    for line in h.lines() {
        let skip = line.is_empty()
            || line.starts_with(['/', '#', ' ', '}'])
            || line.starts_with("typedef")
            || line.starts_with("extern");
        if cur.is_empty() && skip {
            continue;
        }
        cur.push_str(line.trim());
        cur.push(' ');
        if line.trim_end().ends_with(");") {
            stmts.push(std::mem::take(&mut cur));
        }
    }
    stmts
        .iter()
        .map(|st| {
            let (head, rest) = st.split_once('(').expect("a declaration");
            let head = head.trim();
            let at = head.rfind([' ', '*']).expect("a result type") + 1;
            let inner = rest.trim().trim_end_matches(");").trim();
            let params = if inner == "void" {
                Vec::new()
            } else {
                let mut ps: Vec<String> = Vec::new();
                for p in split_top(inner) {
                    let at = p.rfind([' ', '*']).expect("a parameter name") + 1;
                    // `float x_re, float x_im`: one `complex<f32>`, which
                    // LLVM passes as the struct `{ float, float }`.
                    if p == format!("float {}_im", p[at..].trim_end_matches("_im"))
                        && ps.last().is_some_and(|q| q == "float_re")
                    {
                        *ps.last_mut().unwrap() = "{ float, float }".to_string();
                        continue;
                    }
                    if p.ends_with("_re") && p.starts_with("float ") {
                        ps.push("float_re".to_string());
                        continue;
                    }
                    ps.push(p[..at].trim().to_string());
                }
                ps
            };
            Decl {
                name: head[at..].to_string(),
                ret: head[..at].trim().to_string(),
                params,
                ext: String::new(),
            }
        })
        .collect()
}

/// The signatures of the functions an `.ll` defines or declares.
fn ll_decls(ll: &str) -> Vec<Decl> {
    const WORDS: &[&str] = &[
        "internal",
        "private",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "common",
        "available_externally",
        "extern_weak",
        "external",
    ];
    let mut out = Vec::new();
    for line in ll.lines() {
        let Some(rest) = line
            .strip_prefix("define ")
            .or_else(|| line.strip_prefix("declare "))
        else {
            continue;
        };
        let (head, rest) = rest.split_once(" @").expect("a function name");
        let Some((name, rest)) = rest.split_once('(') else {
            continue;
        };
        let mut ext = String::new();
        let ret: Vec<&str> = head
            .split(' ')
            .filter(|w| {
                if *w == "zeroext" || *w == "signext" {
                    ext = w.to_string();
                    return false;
                }
                !WORDS.contains(w)
            })
            .collect();
        let inner = &rest[..rest.rfind(')').expect("a parameter list")];
        let params = split_top(inner)
            .iter()
            .map(|p| {
                let p = match p.rfind(" %") {
                    Some(k) => &p[..k],
                    None => p,
                };
                p.trim_end_matches(" zeroext")
                    .trim_end_matches(" signext")
                    .to_string()
            })
            .collect();
        out.push(Decl {
            name: name.to_string(),
            ret: ret.join(" "),
            params,
            ext,
        });
    }
    out
}

/// Whether C type `c` is passed as LLVM type `ll` (and with extension
/// attribute `ext`, for a result).
fn c_is_ll(c: &str, ll: &str) -> bool {
    if c.ends_with('*') {
        return ll.ends_with('*');
    }
    let want = match c {
        "..." => "...",
        "void" => "void",
        "bool" => "i1",
        "int8_t" => "i8",
        "int16_t" => "i16",
        "int32_t" => "i32",
        "int64_t" | "intptr_t" => "i64",
        "float" => "float",
        "double" => "double",
        "double _Complex" => "{ double, double }",
        "{ float, float }" => "{ float, float }",
        _ => return false,
    };
    want == ll
}

/// The extension attribute a C result type needs.
fn c_ext(c: &str) -> &'static str {
    match c {
        "bool" => "zeroext",
        "int8_t" | "int16_t" => "signext",
        _ => "",
    }
}

#[test]
fn headers_agree_with_ll_under_every_option() {
    let mut dirs = Vec::new();
    driver_dirs(&root().join("golden"), &mut dirs);
    let mut inputs: Vec<PathBuf> = dirs
        .iter()
        .filter(|d| {
            d.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("c_header"))
        })
        .flat_map(|d| files_with(d, "mlir"))
        .collect();
    // Signatures of every kind: bare-pointer-able memrefs, narrow and bool
    // results, complex values, 16-bit floats, unranked and returned
    // memrefs, vectors, LLVM-dialect functions.
    for f in [
        "memref/bare_ptr",
        "lowering/memref_bare_ptr",
        "llvm/ciface_already_lowered",
        "llvm/calls",
        "int/ext_trunc",
        "int/index_cast",
        "vector/vec_extract_dynamic",
        "complex/complex_memref",
        "complex/complex_f32",
        "float/f16",
        "memref/index_types",
        "memref/unranked_more",
        "memref/return_memref",
        "memref/vector_elem",
    ] {
        inputs.push(root().join(format!("golden/{f}.mlir")));
    }
    let clang = clangs().into_iter().next();
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut checked = 0;
    for m in &inputs {
        let src = std::fs::read_to_string(m).expect("read .mlir");
        let name = m.file_name().unwrap().to_string_lossy().into_owned();
        for bare in [false, true] {
            for bits in [8, 16, 32, 64] {
                for ciface in [false, true] {
                    let mut opts = mlir2ll::Options {
                        index_bits: bits,
                        bare_ptr: bare,
                        emit_c_interface: ciface,
                        ..Default::default()
                    };
                    let what = format!(
                        "{} with bare-ptr {bare}, index {bits}, c-interface {ciface}",
                        m.display()
                    );
                    let ll = mlir2ll::compile(&src, &name, &opts);
                    opts.emit = mlir2ll::Emit::CHeader;
                    let h = mlir2ll::compile(&src, &name, &opts);
                    let (ll, h) = match (ll, h) {
                        (Ok(ll), Ok(h)) => (ll, h),
                        (Err(_), Err(_)) => continue,
                        (ll, h) => panic!(
                            "{what}: the .ll {} but the header {}",
                            if ll.is_ok() { "compiles" } else { "fails" },
                            if h.is_ok() { "compiles" } else { "fails" }
                        ),
                    };
                    let lls = ll_decls(&ll);
                    for d in header_decls(&h) {
                        let Some(l) = lls.iter().find(|l| l.name == d.name) else {
                            panic!(
                                "{what}: the header declares {}, the .ll has no such function",
                                d.name
                            )
                        };
                        let ok = d.params.len() == l.params.len()
                            && d.params.iter().zip(&l.params).all(|(c, t)| c_is_ll(c, t))
                            && c_is_ll(&d.ret, &l.ret)
                            && c_ext(&d.ret) == l.ext;
                        assert!(
                            ok,
                            "{what}: the header's\n  {d:?}\ndisagrees with the .ll's\n  {l:?}"
                        );
                        checked += 1;
                    }
                    if let Some(clang) = &clang {
                        let hp = tmp.path().join("h.h");
                        std::fs::write(&hp, &h).expect("write .h");
                        let out = std::process::Command::new(clang)
                            .args(["-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-x", "c"])
                            .arg(&hp)
                            .output()
                            .expect("run clang");
                        assert!(
                            out.status.success(),
                            "{what}: the header does not build:\n{}\n{h}",
                            String::from_utf8_lossy(&out.stderr)
                        );
                    }
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} declarations checked");
}
