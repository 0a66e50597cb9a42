//! `mlir2ll import` (issue 14): LLVM IR text into the LLVM dialect.
//!
//! Goldens: every `golden/import/x.ll` is imported and the result compared
//! with `x.mlir` (or its diagnostic with `x.err`). Every `.mlir` golden is
//! then read back by mlir2ll and the `.ll` it gives is compiled by clang 14
//! and clang 22; the importer's own `--emit=ll` output is compiled too,
//! and `mlir-translate-13 --mlir-to-llvmir` reads every import.
//! Inputs with an `.err` must make the command line exit 1 and write no
//! output file. `MLIR2LL_BLESS=1 cargo test --test import` rewrites the
//! `.mlir`/`.err` files. An input named `x_v22.ll` is imported with
//! `--mlir-version 22` (what MLIR 13 cannot say: atomic loads and stores,
//! `syncscope`...); its `.mlir` is MLIR 22's syntax, not given to
//! `mlir-translate-13`.
//!
//! The C round trip on real programs lives in `scripts/import_roundtrip.py`.

mod common;

use common::*;
use mlir2ll::Emit;

/// `mlir2ll::import::import` writing `emit` (`Emit::Mlir` or `Emit::Ll`).
fn import(src: &str, name: &str, emit: Emit) -> Result<String, mlir2ll::Error> {
    let opts = mlir2ll::Options {
        emit,
        mlir_version: if name.ends_with("_v22.ll") || name.ends_with("_v22") {
            22
        } else {
            13
        },
        ..Default::default()
    };
    mlir2ll::import::import(src, name, &opts)
}
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Goldens whose output mlir2ll or clang cannot build yet, with the reason
/// (a bug listed in the lead's notes). The test checks they still fail, so
/// that a fix shows up here: remove the entry then.
const KNOWN_BUILD_FAILURES: &[(&str, &str)] = &[(
    "freeze_typed",
    "mlir-translate-13 translates `llvm.freeze` to a `ret void` (an MLIR 13 bug)",
)];

fn mlir2ll_cmd() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mlir2ll"))
}

fn import_inputs() -> Vec<PathBuf> {
    let dir = root().join("golden/import");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("golden/import is missing")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    assert!(v.len() >= 20, "too few import goldens: {}", v.len());
    v
}

/// Compiles `ll` with `clang -c`; the error text on failure.
fn clang_compiles(clang: &Path, ll: &str, dir: &Path, tag: &str) -> Result<(), String> {
    let file = dir.join(format!("{tag}.ll"));
    std::fs::write(&file, ll).expect("cannot write temp .ll");
    let out = Command::new(clang)
        .arg("-Wno-override-module")
        .arg("-c")
        .arg(&file)
        .arg("-o")
        .arg(dir.join(format!("{tag}.o")))
        .output()
        .expect("cannot run clang");
    if out.status.success() {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(format!(
            "{} rejects {tag}: {}",
            clang.display(),
            err.lines().next().unwrap_or("")
        ))
    }
}

/// The `.mlir` read back by mlir2ll, and both `.ll` outputs built by every
/// clang. The first problem found.
fn builds(stem: &str, mlir: &str, input: &str, dir: &Path) -> Result<(), String> {
    let opts = mlir2ll::Options {
        verify_ir: true,
        ..mlir2ll::Options::default()
    };
    let name = format!("{stem}.mlir");
    let back = mlir2ll::compile(mlir, &name, &opts).map_err(|e| {
        format!(
            "mlir2ll rejects {name}:\n{}",
            mlir2ll::render(&e, &name, mlir)
        )
    })?;
    let direct = import(input, stem, Emit::Ll)
        .map_err(|e| format!("--emit=ll fails: {}", mlir2ll::render(&e, stem, input)))?;
    // The import is in MLIR 13's syntax (typed pointers, also for an
    // opaque-pointer input): MLIR 13 reads it.
    if !stem.ends_with("_v22") {
        if let Ok(translate) = which::which("mlir-translate-13") {
            let file = dir.join(format!("{stem}.mlir"));
            std::fs::write(&file, mlir).expect("cannot write temp .mlir");
            let out = Command::new(translate)
                .arg("--mlir-to-llvmir")
                .arg(&file)
                .output()
                .expect("cannot run mlir-translate-13");
            if !out.status.success() {
                let err = String::from_utf8_lossy(&out.stderr);
                return Err(format!("mlir-translate-13 rejects {stem}.mlir:\n{err}"));
            }
        } else if in_ci() {
            return Err("mlir-translate-13 is not installed, and CI=true requires it".into());
        }
    }
    for clang in clangs() {
        // clang 14 reads neither `ptr` nor the importer's copy of an
        // opaque-pointer module.
        let is14 = clang.file_name().is_some_and(|n| n == "clang");
        clang_compiles(&clang, &back, dir, &format!("{stem}-back"))?;
        if !(is14 && direct.contains(" ptr")) {
            clang_compiles(&clang, &direct, dir, &format!("{stem}-direct"))?;
        }
    }
    Ok(())
}

#[test]
fn import_goldens() {
    let dir = tempfile::tempdir().expect("cannot make a temp dir");
    let mut problems = Vec::new();
    let mut ok = 0usize;
    for path in import_inputs() {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = std::fs::read_to_string(&path).expect("cannot read golden input");
        let mlir_path = path.with_extension("mlir");
        let err_path = path.with_extension("err");
        let r = std::panic::catch_unwind(|| import(&src, &name, Emit::Mlir));
        let Ok(result) = r else {
            problems.push(format!("{name}: the importer panics"));
            continue;
        };
        match result {
            Err(e) => {
                let text = mlir2ll::render(&e, &name, &src);
                if !err_path.exists() && !blessing() {
                    problems.push(format!(
                        "{name}: import fails, and there is no .err:\n{text}"
                    ));
                    continue;
                }
                if blessing() && mlir_path.exists() {
                    let _ = std::fs::remove_file(&mlir_path);
                }
                check_file(&err_path, &text);
                ok += 1;
            }
            Ok(mlir) => {
                if err_path.exists() && !blessing() {
                    problems.push(format!("{name}: imports, but {stem}.err expects an error"));
                    continue;
                }
                if blessing() && err_path.exists() {
                    let _ = std::fs::remove_file(&err_path);
                }
                check_file(&mlir_path, &mlir);
                let known = KNOWN_BUILD_FAILURES.iter().find(|(k, _)| *k == stem);
                match (builds(&stem, &mlir, &src, dir.path()), known) {
                    (Ok(()), None) => ok += 1,
                    (Err(e), None) => problems.push(format!("{name}: {e}")),
                    (Err(_), Some(_)) => ok += 1,
                    (Ok(()), Some((_, why))) => problems.push(format!(
                        "{name} builds now (listed in KNOWN_BUILD_FAILURES: {why}): remove it from the list"
                    )),
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(ok >= 20, "too few goldens checked: {ok}");
}

/// Every golden input imported on two threads with a piece per global and
/// per body gives the one-thread output (or diagnostic), for MLIR 13, MLIR
/// 22, and LLVM IR with typed and with opaque pointers.
#[test]
fn import_goldens_same_in_pieces() {
    let mut problems = Vec::new();
    let mut pieces = 0;
    for path in import_inputs() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = std::fs::read_to_string(&path).expect("cannot read golden input");
        for (emit, mlir_version, opaque_pointers) in [
            (Emit::Mlir, 13, false),
            (Emit::Mlir, 22, false),
            (Emit::Ll, 13, false),
            (Emit::Ll, 13, true),
        ] {
            let run = |threads, piece_bytes| {
                let opts = mlir2ll::Options {
                    emit,
                    mlir_version,
                    opaque_pointers,
                    threads,
                    piece_bytes,
                    ..Default::default()
                };
                mlir2ll::import::import(&src, &name, &opts)
                    .map_err(|e| mlir2ll::render(&e, &name, &src))
            };
            let one = run(1, 0);
            if one != run(2, 1) {
                problems.push(format!(
                    "{name} ({emit:?} {mlir_version}, opaque {opaque_pointers}): the output on two threads differs"
                ));
            }
            pieces +=
                usize::from(src.matches("\ndefine ").count() + src.matches("\n@").count() > 1);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(pieces >= 40, "too few inputs with several pieces: {pieces}");
}

/// Every input with an `.err` golden, through the command line: exit 1,
/// the diagnostic on stderr, no output file.
#[test]
fn import_errors_exit_1_without_output() {
    let dir = tempfile::tempdir().unwrap();
    let mut n = 0;
    for path in import_inputs() {
        let err_path = path.with_extension("err");
        if !err_path.exists() {
            continue;
        }
        let out = dir.path().join("out.mlir");
        let o = mlir2ll_cmd()
            .arg("import")
            .arg(&path)
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{}: {stderr}", path.display());
        assert!(stderr.contains("error:"), "{}: {stderr}", path.display());
        assert!(!out.exists(), "{}: wrote an output file", path.display());
        assert!(o.stdout.is_empty(), "{}: wrote to stdout", path.display());
        n += 1;
    }
    assert!(n >= 12, "too few error goldens: {n}");
}

/// Every prefix of every import golden (and a few corruptions) gives a
/// result or a diagnostic, never a panic.
#[test]
fn import_truncated_inputs_never_panic() {
    let mut checked = 0usize;
    for path in import_inputs() {
        let src = std::fs::read_to_string(&path).unwrap();
        let mut inputs: Vec<String> = (0..=src.len())
            .filter(|&i| src.is_char_boundary(i))
            .map(|i| src[..i].to_string())
            .collect();
        for (i, c) in src.char_indices().step_by(7) {
            for piece in ["%", "@", "}", "{", "(", "[", " ", "ptr", "i32*", "0x", "\n"] {
                let mut s = src.clone();
                s.replace_range(i..i + c.len_utf8(), piece);
                inputs.push(s);
            }
        }
        for s in &inputs {
            for output in [Emit::Mlir, Emit::Ll] {
                let r = std::panic::catch_unwind(|| import(s, "t.ll", output));
                assert!(r.is_ok(), "{}: panic on input:\n{s}", path.display());
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "too few inputs checked: {checked}");
}

const SMALL: &str = "define i32 @twice(i32 %x) {\n  %y = add nsw i32 %x, %x\n  ret i32 %y\n}\n";

fn run_with_stdin(mut cmd: Command, input: &str) -> std::process::Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn cli_import_from_stdin_and_files() {
    let dir = tempfile::tempdir().unwrap();
    // `mlir2ll import -` reads standard input and writes MLIR to stdout.
    let mut c = mlir2ll_cmd();
    c.args(["import", "-"]);
    let o = run_with_stdin(c, SMALL);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mlir = String::from_utf8(o.stdout).unwrap();
    assert!(
        mlir.contains("llvm.func @twice(") && mlir.contains("llvm.add"),
        "{mlir}"
    );

    // `--import-llvm` is the same as `import`.
    let input = dir.path().join("in.ll");
    std::fs::write(&input, SMALL).unwrap();
    let o = mlir2ll_cmd()
        .arg("--import-llvm")
        .arg(&input)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8(o.stdout).unwrap(), mlir);

    // `-o` writes the file (and nothing to stdout); mlir2ll reads it back.
    let out = dir.path().join("out.mlir");
    let o = mlir2ll_cmd()
        .args(["import"])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success() && o.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&out).unwrap(), mlir);
    let o = mlir2ll_cmd().arg(&out).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let back = String::from_utf8(o.stdout).unwrap();
    assert!(back.contains("define i32 @twice(i32"), "{back}");

    // `--emit=ll` writes LLVM IR again, from stdin too.
    let mut c = mlir2ll_cmd();
    c.args(["import", "--emit=ll", "-"]);
    let o = run_with_stdin(c, SMALL);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let ll = String::from_utf8(o.stdout).unwrap();
    // Only the module ID and source file name (the input's name) differ.
    let ll_body = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        ll.contains("define i32 @twice(i32") && ll.contains("add "),
        "{ll}"
    );
    let ll_out = dir.path().join("again.ll");
    let o = mlir2ll_cmd()
        .args(["import", "--emit=ll", "-o"])
        .arg(&ll_out)
        .arg(&input)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        ll_body(&std::fs::read_to_string(&ll_out).unwrap()),
        ll_body(&ll)
    );
    for clang in clangs() {
        clang_compiles(&clang, &ll, dir.path(), "again").unwrap();
    }
}

#[test]
fn cli_import_errors() {
    let dir = tempfile::tempdir().unwrap();
    let bad = "define i32 @f(i32 %x) {\n  %y = add i32 %x, %nope\n  ret i32 %y\n}\n";
    // From stdin: exit 1, a diagnostic naming `<stdin>` or the line, nothing on stdout.
    let mut c = mlir2ll_cmd();
    c.args(["import", "-"]);
    let o = run_with_stdin(c, bad);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(":2:") && err.contains("error:"), "{err}");
    assert!(o.stdout.is_empty());
    // With -o: no file, and an existing file is left alone.
    let input = dir.path().join("bad.ll");
    std::fs::write(&input, bad).unwrap();
    let out = dir.path().join("keep.mlir");
    std::fs::write(&out, "old").unwrap();
    let o = mlir2ll_cmd()
        .args(["import", "--emit=ll"])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "old");
    // `--emit=c-header` has no meaning for LLVM IR input.
    let o = mlir2ll_cmd()
        .args(["import", "--emit=c-header"])
        .arg(dir.path().join("bad.ll"))
        .output()
        .unwrap();
    assert_ne!(o.status.code(), Some(0));
    // A missing input file.
    let o = mlir2ll_cmd()
        .args(["import"])
        .arg(dir.path().join("missing.ll"))
        .output()
        .unwrap();
    assert_ne!(o.status.code(), Some(0));
}

/// `mlir2ll import --mlir-version 22`: every golden input that imports is
/// written in MLIR 22's LLVM dialect, which `mlir-translate-22` reads and
/// clang-22 compiles.
#[test]
fn import_mlir22_is_read_by_mlir_translate_22() {
    let (Ok(translate), Ok(clang)) = (which::which("mlir-translate-22"), which::which("clang-22"))
    else {
        assert!(!in_ci(), "CI installs mlir-translate-22 and clang-22");
        eprintln!("mlir-translate-22 or clang-22 not installed: skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    let mut ok = 0;
    for input in import_inputs() {
        if !input.with_extension("mlir").exists() {
            continue; // an error golden
        }
        let name = input.file_stem().unwrap().to_string_lossy().to_string();
        let out = mlir2ll_cmd()
            .args(["import", "--mlir-version", "22"])
            .arg(&input)
            .output()
            .expect("cannot run mlir2ll");
        if !out.status.success() {
            problems.push(format!(
                "{name}: import failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let mlir = dir.path().join(format!("{name}.mlir"));
        std::fs::write(&mlir, &out.stdout).unwrap();
        let t = Command::new(&translate)
            .arg("--mlir-to-llvmir")
            .arg(&mlir)
            .output()
            .expect("cannot run mlir-translate-22");
        if !t.status.success() {
            problems.push(format!(
                "{name}: mlir-translate-22: {}",
                String::from_utf8_lossy(&t.stderr)
            ));
            continue;
        }
        match clang_compiles(
            &clang,
            &String::from_utf8_lossy(&t.stdout),
            dir.path(),
            &name,
        ) {
            Ok(()) => ok += 1,
            Err(e) => problems.push(format!("{name}: clang-22: {e}")),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(ok >= 10, "too few goldens checked: {ok}");
}

/// Builds `ll` with `clang` and runs it: its standard output.
fn build_and_run(clang: &Path, ll: &Path, exe: &Path) -> Result<String, String> {
    let b = Command::new(clang)
        .arg("-Wno-override-module")
        .arg(ll)
        .arg("-o")
        .arg(exe)
        .output()
        .expect("cannot run clang");
    if !b.status.success() {
        return Err(format!(
            "{} rejects {}: {}",
            clang.display(),
            ll.display(),
            String::from_utf8_lossy(&b.stderr)
        ));
    }
    let r = Command::new(exe).output().expect("cannot run the program");
    Ok(String::from_utf8_lossy(&r.stdout).into_owned())
}

/// Constructors and destructors imported for MLIR 22 (the
/// `llvm.mlir.global_ctors`/`global_dtors` ops) run as the input does:
/// in priority order before `main`, destructors after. Reference: the
/// input built by clang itself; checked: mlir2ll's `.ll` of the import,
/// and `mlir-translate-22`'s.
#[test]
fn import_ctors_v22_run() {
    let (Ok(translate), Ok(clang22), Ok(clang14)) = (
        which::which("mlir-translate-22"),
        which::which("clang-22"),
        which::which("clang"),
    ) else {
        assert!(
            !in_ci(),
            "CI installs mlir-translate-22, clang and clang-22"
        );
        eprintln!("mlir-translate-22, clang or clang-22 not installed: skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (stem, ref_clang) in [("ctors_v22", &clang22), ("ctors_typed_v22", &clang14)] {
        let input = root().join(format!("golden/import/{stem}.ll"));
        let want = build_and_run(ref_clang, &input, &d.join(format!("{stem}-ref"))).unwrap();
        assert_eq!(want, "init0\ninit1\nmain\nfini\n", "{stem}: the reference");
        // Runs `cmd` with `-o out`, which must succeed.
        let run = |mut cmd: Command, out: &std::path::Path| {
            let o = cmd.arg("-o").arg(out).output().unwrap();
            assert!(
                o.status.success(),
                "{stem}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        };
        let mlir = d.join(format!("{stem}.mlir"));
        let mut cmd = mlir2ll_cmd();
        cmd.args(["import", "--mlir-version", "22"]).arg(&input);
        run(cmd, &mlir);
        let text = std::fs::read_to_string(&mlir).unwrap();
        assert!(
            text.contains("llvm.mlir.global_ctors ctors = [@init1, @init0]"),
            "{text}"
        );
        assert!(
            text.contains("llvm.mlir.global_dtors dtors = [@fini]"),
            "{text}"
        );
        let back = d.join(format!("{stem}-back.ll"));
        let mut cmd = mlir2ll_cmd();
        cmd.arg(&mlir);
        run(cmd, &back);
        let got = build_and_run(&clang22, &back, &d.join(format!("{stem}-back"))).unwrap();
        assert_eq!(got, want, "{stem}: mlir2ll's .ll of the import");
        let mt = d.join(format!("{stem}-mt.ll"));
        let mut cmd = Command::new(&translate);
        cmd.arg("--mlir-to-llvmir").arg(&mlir);
        run(cmd, &mt);
        let got = build_and_run(&clang22, &mt, &d.join(format!("{stem}-mt"))).unwrap();
        assert_eq!(got, want, "{stem}: mlir-translate-22's .ll of the import");
    }
}

/// An identified struct whose member types are interned after it (the
/// importer reads `%struct.entry = type { i8*, i32 }` before `i8*` is
/// used elsewhere): `--emit=mlir` of the import spells every member (it
/// once wrote `!llvm.struct<"struct.entry", (, i32)>`), and reads back.
#[test]
fn reemit_spells_struct_members_interned_later() {
    for stem in ["globals_typed", "memory_typed"] {
        let src = std::fs::read_to_string(root().join(format!("golden/import/{stem}.ll"))).unwrap();
        let mlir = import(&src, stem, Emit::Mlir).unwrap();
        for v in [13, 22] {
            let opts = mlir2ll::Options {
                emit: Emit::Mlir,
                mlir_version: v,
                ..Default::default()
            };
            let again = mlir2ll::compile(&mlir, stem, &opts)
                .unwrap_or_else(|e| panic!("{}", mlir2ll::render(&e, stem, &mlir)));
            assert!(
                !again.contains("(, ") && !again.contains(", )"),
                "{stem} v{v}:\n{again}"
            );
            assert!(again.contains("struct<\"struct."), "{stem} v{v}: {again}");
        }
    }
}
