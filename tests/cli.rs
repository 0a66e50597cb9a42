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
        vec!["--index-bitwidth", "0", "x.mlir"],
        vec!["--emit=pdf", "x.mlir"],
        vec!["a.mlir", "b.mlir"],
    ] {
        let o = mlir2ll().args(&args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        // clap's message and usage line (`Usage: mlir2ll ...`).
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("Usage: mlir2ll"), "{args:?}: {err}");
        assert!(err.lines().count() <= 8, "not the whole help: {err}");
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

/// The files left in `dir` besides `keep`.
fn others(dir: &std::path::Path, keep: &[&str]) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !keep.contains(&n.as_str()))
        .collect()
}

#[test]
fn deeply_nested_llvm_ir_type_is_a_diagnostic() {
    // 50,000 pointer levels in the `!llvm<"...">` string syntax once
    // overflowed the stack in the lowering (and left a temporary file).
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    let src = format!(
        "llvm.func @f(%a: !llvm<\"i32{}\">) {{\n  llvm.return\n}}\n",
        "*".repeat(50_000)
    );
    std::fs::write(&input, src).unwrap();
    let o = mlir2ll()
        .arg(&input)
        .arg("-o")
        .arg(dir.path().join("out.ll"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("nested too deeply"), "{err}");
    assert!(err.contains("in.mlir:1:24"), "{err}");
    assert!(err.len() < 4000, "the long line is clipped: {err}");
    assert!(others(dir.path(), &["in.mlir"]).is_empty());
}

/// Runs mlir2ll on `src` (as a file), expecting a diagnostic.
fn diagnose(src: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, src).unwrap();
    let o = mlir2ll().arg(&input).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The label must sit under `token`: the display column of `token` in the
/// shown source line equals that of the underline below it.
fn assert_label_under(err: &str, token: &str) {
    let lines: Vec<&str> = err.lines().collect();
    let i = lines
        .iter()
        .position(|l| l.contains(token) && l.contains('│'))
        .unwrap_or_else(|| panic!("no source line with {token}: {err}"));
    let col = |l: &str, pat: &str| l[..l.find(pat).unwrap()].chars().count();
    assert_eq!(
        col(lines[i], token),
        col(lines[i + 1], "─"),
        "label not under {token}:\n{err}"
    );
}

#[test]
fn errors_far_along_a_line_are_clipped_not_a_panic() {
    // Past column 65,535 miette's renderer panicked; a whole 10 MB line was
    // written to stderr byte by byte.
    let tabs = format!("{}func @f() {{ return %x : i32 }}\n", "\t".repeat(20_000));
    let err = diagnose(&tabs);
    assert!(err.contains("in.mlir:1:20020]"), "{err}");
    assert!(err.len() < 2000, "{err}");
    assert_label_under(&err, "%x");

    let mut minified = String::from("func @f() -> i32 {");
    for i in 0..300_000 {
        minified.push_str(&format!(" %c{i} = constant {i} : i32"));
    }
    let col = minified.len() + " return ".len() + 1;
    minified.push_str(" return %nope : i32 }\n");
    let t = std::time::Instant::now();
    let err = diagnose(&minified);
    assert!(err.contains(&format!("in.mlir:1:{col}]")), "{err}");
    assert!(err.len() < 2000, "{err}");
    assert_label_under(&err, "%nope");
    assert!(t.elapsed().as_secs() < 30, "slow: {:?}", t.elapsed());
}

#[test]
fn output_through_a_symlink_to_stdout() {
    // `-o /dev/stdout > file` once renamed the output over /dev/stdout.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let redirect = dir.path().join("redirect.ll");
    let st = mlir2ll()
        .arg(&input)
        .args(["-o", "/dev/stdout"])
        .stdout(std::fs::File::create(&redirect).unwrap())
        .status()
        .unwrap();
    assert!(st.success());
    let ll = std::fs::read_to_string(&redirect).unwrap();
    assert!(ll.contains("define i32 @f"), "{ll:?}");
    assert!(
        std::fs::symlink_metadata("/dev/stdout")
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[cfg(unix)]
#[test]
fn output_through_a_symlink_keeps_it_and_replacing_keeps_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let real = dir.path().join("real.ll");
    std::fs::write(&real, "old").unwrap();
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
    let link = dir.path().join("link.ll");
    std::os::unix::fs::symlink("real.ll", &link).unwrap();
    assert!(
        mlir2ll()
            .arg(&input)
            .arg("-o")
            .arg(&link)
            .status()
            .unwrap()
            .success()
    );
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(&real)
            .unwrap()
            .contains("define i32 @f")
    );
    // Replaced by renaming: the mode stays.
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o751)).unwrap();
    assert!(
        mlir2ll()
            .arg(&input)
            .arg("-o")
            .arg(&real)
            .status()
            .unwrap()
            .success()
    );
    let mode = std::fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o751);
    let mut left = others(dir.path(), &[]);
    left.sort();
    assert_eq!(left, ["in.mlir", "link.ll", "real.ll"]);
}

#[cfg(unix)]
#[test]
fn a_signal_during_output_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("big.mlir");
    let mut src = String::new();
    for i in 0..400_000 {
        src.push_str(&format!(
            "func @f{i}(%a: i32) -> i32 {{\n  %b = addi %a, %a : i32\n  return %b : i32\n}}\n"
        ));
    }
    std::fs::write(&input, src).unwrap();
    for sig in ["-TERM", "-INT"] {
        let mut child = mlir2ll()
            .arg(&input)
            .arg("-o")
            .arg(dir.path().join("out.ll"))
            .spawn()
            .unwrap();
        // Wait for the temporary file, then interrupt.
        let t = std::time::Instant::now();
        while others(dir.path(), &["big.mlir"]).is_empty() {
            assert!(t.elapsed().as_secs() < 60, "no temporary file appeared");
            assert!(child.try_wait().unwrap().is_none(), "finished too soon");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let st = Command::new("kill")
            .arg(sig)
            .arg(child.id().to_string())
            .status()
            .unwrap();
        assert!(st.success());
        let st = child.wait().unwrap();
        // SIGINT may be ignored (a background job without job control):
        // then the run completes, and only its output is there.
        assert!(sig == "-INT" || !st.success());
        let _ = std::fs::remove_file(dir.path().join("out.ll"));
        assert_eq!(
            others(dir.path(), &["big.mlir"]),
            Vec::<String>::new(),
            "{sig}"
        );
    }
}

#[test]
fn emit_mlir_wraps_constants_to_the_index_width() {
    // `dense<[4294967296, 1]> : vector<2xi32>` could not be read back.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(
        &input,
        "func @f() -> vector<2xindex> {\n  %c = constant dense<[4294967296, 4294967295]> : vector<2xindex>\n  return %c : vector<2xindex>\n}\n",
    )
    .unwrap();
    let emitted = dir.path().join("out.mlir");
    let o = mlir2ll()
        .arg(&input)
        .args(["--index-bitwidth", "32", "--emit=mlir", "-o"])
        .arg(&emitted)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&emitted).unwrap();
    assert!(text.contains("dense<[0, -1]> : vector<2xi32>"), "{text}");
    let o = mlir2ll().arg(&emitted).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("<i32 0, i32 -1>"));
}

/// `n` scf.for loops nested in each other, carrying a sum through all.
fn nested_loops(n: usize) -> String {
    let mut s = String::from(
        "func @main() -> i64 {\n  %c0 = constant 0 : index\n  %c1 = constant 1 : index\n  %z = constant 0 : i64\n  %one = constant 1 : i64\n  %a0 = addi %z, %z : i64\n",
    );
    for i in 1..=n {
        s += &format!(
            "  %r{i} = scf.for %i{i} = %c0 to %c1 step %c1 iter_args(%a{i} = %a{}) -> (i64) {{\n",
            i - 1
        );
    }
    s += &format!("  %s = addi %a{n}, %one : i64\n  scf.yield %s : i64\n");
    for i in (1..=n).rev() {
        if i > 1 {
            s += &format!("  }}\n  scf.yield %r{i} : i64\n");
        } else {
            s += "  }\n";
        }
    }
    s += "  return %r1 : i64\n}\n";
    s
}

#[test]
fn ten_thousand_nested_loops_compile_and_deeper_is_a_diagnostic() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("deep.mlir");
    std::fs::write(&input, nested_loops(10_000)).unwrap();
    let out = mlir2ll()
        .arg(&input)
        .arg("-o")
        .arg(dir.path().join("deep.ll"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::write(&input, nested_loops(20_001)).unwrap();
    let out = mlir2ll()
        .arg(&input)
        .arg("-o")
        .arg(dir.path().join("deeper.ll"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("regions are nested more than 20000 deep"),
        "{err}"
    );
    assert!(!dir.path().join("deeper.ll").exists());
}

/// A module of about `mb` megabytes: functions that allocate memory and
/// call each other, so that it is compiled in pieces on two threads.
fn big_module(mb: usize) -> String {
    let mut s = String::new();
    let mut i = 0;
    while s.len() < mb << 20 {
        let callee = (i * 7919 + 1) % (i + 1);
        s += &format!(
            "func @f{i}(%a: i64) -> i64 {{\n  %m = memref.alloc() : memref<4xi64>\n  \
             %c0 = constant 0 : index\n  memref.store %a, %m[%c0] : memref<4xi64>\n  \
             %v = memref.load %m[%c0] : memref<4xi64>\n  memref.dealloc %m : memref<4xi64>\n  \
             %b = call @f{callee}(%v) : (i64) -> i64\n  return %b : i64\n}}\n"
        );
        i += 1;
    }
    s
}

fn compile_file(dir: &std::path::Path, src: &str, threads: &str) -> (Option<Vec<u8>>, String) {
    let input = dir.join("in.mlir");
    std::fs::write(&input, src).unwrap();
    let out = dir.join(format!("out{threads}.ll"));
    let _ = std::fs::remove_file(&out);
    let o = mlir2ll()
        .arg(&input)
        .args(["--threads", threads, "-o"])
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.success(), err.is_empty(), "{err}");
    (std::fs::read(&out).ok(), err)
}

#[test]
fn two_threads_write_the_same_bytes_and_the_same_errors() {
    let dir = tempfile::tempdir().unwrap();
    let good = big_module(3);
    let (one, _) = compile_file(dir.path(), &good, "1");
    let (two, _) = compile_file(dir.path(), &good, "2");
    assert!(one.is_some() && one == two, "same output");
    // An error in the last piece, after earlier pieces were written: no
    // output file, the one-thread diagnostic.
    let bad = format!("{good}func @g() {{\n  call @nowhere() : () -> ()\n  return\n}}\n");
    let (one, e1) = compile_file(dir.path(), &bad, "1");
    let (two, e2) = compile_file(dir.path(), &bad, "2");
    assert!(one.is_none() && two.is_none(), "no output on error");
    assert!(e1.contains("no function named `@nowhere`"), "{e1}");
    assert_eq!(e1, e2);
    // A name defined in two pieces.
    let twice = format!("{good}func @f1(%a: i64) -> i64 {{\n  return %a : i64\n}}\n");
    let (_, e1) = compile_file(dir.path(), &twice, "1");
    let (_, e2) = compile_file(dir.path(), &twice, "2");
    assert!(e1.contains("defined twice"), "{e1}");
    assert_eq!(e1, e2);
    // A module the pieces cannot settle alone (the program declares
    // `free` late, after other pieces used it): compiled again on one
    // thread, same bytes.
    let late = format!("{good}func private @free(!llvm.ptr<i8>)\n");
    let (one, e1) = compile_file(dir.path(), &late, "1");
    let (two, _) = compile_file(dir.path(), &late, "2");
    assert!(one.is_some(), "{e1}");
    assert!(one == two);
    let o = mlir2ll()
        .args(["--threads", "0", "x.mlir"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_target_triple_sets_the_data_layout() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let o = mlir2ll()
        .arg(&input)
        .args(["--target-triple", "aarch64-unknown-linux-gnu"])
        .output()
        .unwrap();
    let ll = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success());
    assert!(
        ll.contains("target datalayout = \"e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128\""),
        "{ll}"
    );
    assert!(
        ll.contains("target triple = \"aarch64-unknown-linux-gnu\""),
        "{ll}"
    );
    let o = mlir2ll()
        .arg(&input)
        .args(["--target-triple", "riscv64-unknown-linux-gnu"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("unknown target `riscv64-unknown-linux-gnu`")
    );
}

#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, big_module(1)).unwrap();
    let mut child = mlir2ll()
        .arg(&input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe is closed here, long before the output's end.
    let o = child.wait_with_output().unwrap();
    assert_eq!(&first, b"; ModuleID = 'in");
    assert!(o.status.success(), "{:?}", o.status);
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn error_formats() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, BAD).unwrap();
    let name = input.display().to_string();
    let stderr = |fmt: &str| {
        let o = mlir2ll()
            .arg(&input)
            .args(["--error-format", fmt])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1));
        assert!(o.stdout.is_empty());
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let human = stderr("human");
    let first = format!("{name}:2:17: error: use of undefined value `%c`\n");
    assert!(human.starts_with(&first), "{human}");
    assert!(human.contains("╭─["), "the source is shown: {human}");
    assert_eq!(stderr("short"), first);
    let json = stderr("json");
    assert!(
        json.starts_with("{\"severity\":\"error\",\"code\":\"mlir2ll::"),
        "{json}"
    );
    assert!(json.contains("\"line\":2,\"column\":17,"), "{json}");
    assert_eq!(json.lines().count(), 1);
    let o = mlir2ll()
        .args(["--error-format", "xml", "x.mlir"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn no_input_file_reads_standard_input_when_it_is_not_a_terminal() {
    let mut child = mlir2ll()
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
    let ll = String::from_utf8_lossy(&o.stdout);
    assert!(ll.contains("define i32 @f(i32 %0)"), "{ll}");
}

#[test]
fn mlir_option_names_are_aliases() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, "func @f(%m: memref<4xf32>) {\n  return\n}\n").unwrap();
    let ll = |args: &[&str]| {
        let o = mlir2ll().arg(&input).args(args).output().unwrap();
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert_eq!(
        ll(&[
            "--use-bare-ptr-memref-call-conv",
            "--emit-c-wrappers",
            "--index-bitwidth=32"
        ]),
        ll(&[
            "--bare-ptr-memref-call-conv",
            "--emit-c-interface",
            "--index-bitwidth",
            "32"
        ])
    );
    assert!(ll(&["--use-bare-ptr-memref-call-conv"]).contains("define void @f(float* %0)"));
}

#[test]
fn a_misspelt_flag_gets_a_suggestion_and_not_the_whole_help() {
    let o = mlir2ll()
        .args(["--emit-c-interfce", "x.mlir"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    // clap's suggestion, then the usage line, not the whole help.
    assert!(
        err.contains("tip: a similar argument exists: '--emit-c-interface'"),
        "{err}"
    );
    assert!(err.contains("Usage: mlir2ll"), "{err}");
    assert!(err.lines().count() <= 8, "{err}");
}

#[test]
fn option_values_attached_or_separate() {
    // `-oFILE`, `-o FILE`, `--output=FILE`; `--index-bitwidth=32` and
    // `--index-bitwidth 32`; `--max-errors N`.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let mut outputs = Vec::new();
    for (i, args) in [
        vec!["-o{}".to_string()],
        vec!["-o".to_string(), "{}".to_string()],
        vec!["--output={}".to_string()],
        vec!["--output".to_string(), "{}".to_string()],
    ]
    .into_iter()
    .enumerate()
    {
        let out = dir.path().join(format!("out{i}.ll"));
        let args: Vec<String> = args
            .iter()
            .map(|a| a.replace("{}", &out.display().to_string()))
            .collect();
        let o = mlir2ll()
            .arg(&input)
            .args(&args)
            .args(["--max-errors", "5"])
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        outputs.push(std::fs::read_to_string(&out).unwrap());
    }
    assert!(
        outputs
            .iter()
            .all(|o| *o == outputs[0] && o.contains("define i32 @f"))
    );
    let ll = |args: &[&str]| {
        let o = mlir2ll().arg(&input).args(args).output().unwrap();
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let idx = "func @f(%a: index) -> index {\n  return %a : index\n}\n";
    std::fs::write(&input, idx).unwrap();
    let a = ll(&["--index-bitwidth=32"]);
    assert_eq!(a, ll(&["--index-bitwidth", "32"]));
    assert!(a.contains("define i32 @f(i32 %0)"), "{a}");
    for bad in [["--max-errors", "0"], ["--max-errors", "x"]] {
        let o = mlir2ll().arg(&input).args(bad).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn help_and_version_go_to_stdout() {
    let o = mlir2ll().arg("--help").output().unwrap();
    assert!(o.status.success());
    let help = String::from_utf8_lossy(&o.stdout);
    for flag in ["--emit", "--index-bitwidth", "--max-errors", "completions"] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    let o = mlir2ll().arg("-V").output().unwrap();
    assert!(o.status.success());
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        format!("mlir2ll {}\n", env!("CARGO_PKG_VERSION"))
    );
    let o = mlir2ll().args(["run", "--help"]).output().unwrap();
    assert!(String::from_utf8_lossy(&o.stdout).contains("--opt-level"));
}

#[test]
fn shell_completions_from_the_flag_definitions() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let o = mlir2ll().args(["completions", shell]).output().unwrap();
        assert!(o.status.success(), "{shell}");
        let script = String::from_utf8_lossy(&o.stdout);
        for word in ["mlir2ll", "index-bitwidth", "max-errors", "opt-level"] {
            assert!(script.contains(word), "{shell}: no {word}");
        }
    }
    // The bash script is valid bash.
    let o = mlir2ll().args(["completions", "bash"]).output().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mlir2ll.bash");
    std::fs::write(&path, &o.stdout).unwrap();
    if let Ok(st) = Command::new("bash").arg("-n").arg(&path).status() {
        assert!(st.success(), "bash -n rejects the completion script");
    }
    let o = mlir2ll().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn man_page_from_the_flag_definitions() {
    let o = mlir2ll().arg("man").output().unwrap();
    assert!(o.status.success());
    let page = String::from_utf8_lossy(&o.stdout);
    assert!(page.contains(".TH mlir2ll 1"), "{page}");
    for word in [
        "index\\-bitwidth",
        "max\\-errors",
        "emit\\-c\\-wrappers",
        "import",
    ] {
        assert!(page.contains(word), "no {word}: {page}");
    }
    // A roff formatter, where there is one, reads it without warnings.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mlir2ll.1");
    std::fs::write(&path, &o.stdout).unwrap();
    if let Ok(out) = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww"])
        .arg(&path)
        .output()
    {
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("mlir2ll"), "{text}");
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn readme_install_commands_run() {
    // The README's "Installing" block: each `mlir2ll ...` command (before
    // its redirection) runs and writes something.
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let block = readme
        .split("## Installing")
        .nth(1)
        .and_then(|r| r.split("```sh\n").nth(1))
        .and_then(|r| r.split("```").next())
        .expect("an Installing section with a sh block");
    let mut commands = 0;
    for line in block.lines().filter(|l| l.starts_with("mlir2ll ")) {
        let cmd = line.split(['>', '#']).next().unwrap();
        let args: Vec<&str> = cmd.split_whitespace().skip(1).collect();
        let o = mlir2ll().args(&args).output().unwrap();
        assert!(o.status.success(), "{line}");
        assert!(!o.stdout.is_empty(), "{line}");
        commands += 1;
    }
    assert!(commands >= 3, "{block}");
}

/// Errors spread over a big module: every one is reported, in every
/// format, the same on two threads as on one; `--max-errors` stops early.
#[test]
fn every_error_is_reported_up_to_max_errors() {
    let dir = tempfile::tempdir().unwrap();
    let good = big_module(3);
    let bad = format!(
        "func @e1(%x: i32) -> i32 {{\n  %y = addi %x : i32\n  return %y : i32\n}}\n{good}\
         func @e2(%x: i32) -> i32 {{\n  %y = addi %x, %q : i32\n  return %y : i32\n}}\n\
         func @e3(%x: i32) -> i64 {{\n  return %x : i32\n}}\n"
    );
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, &bad).unwrap();
    let run = |args: &[&str]| {
        let out = dir.path().join("out.ll");
        let o = mlir2ll()
            .arg(&input)
            .args(args)
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1));
        assert!(!out.exists(), "no output on error");
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    for fmt in ["human", "short", "json"] {
        let one = run(&["--threads", "1", "--error-format", fmt]);
        let two = run(&["--threads", "2", "--error-format", fmt]);
        assert_eq!(one, two, "{fmt}: two threads report the same errors");
        let n = if fmt == "json" {
            one.matches("\"severity\":\"error\"").count()
        } else {
            one.matches(": error: ").count()
        };
        for what in [
            "expected a value like",
            "use of undefined value `%q`",
            "`@e3` returns i64",
        ] {
            assert!(one.contains(what), "{fmt}: {one}");
        }
        assert_eq!(n, 3, "{fmt}: {one}");
        if fmt == "human" {
            assert!(one.ends_with("error: aborting due to 3 errors\n"), "{one}");
        }
        if fmt == "short" {
            assert_eq!(one.lines().count(), 4, "{one}");
        }
    }
    let short = run(&["--max-errors", "2", "--error-format", "short"]);
    let lines: Vec<&str> = short.lines().collect();
    assert_eq!(lines.len(), 3, "{short}");
    assert!(
        lines[0].contains(":2:16: error: expected a value like"),
        "{short}"
    );
    assert!(
        lines[1].contains("error: use of undefined value `%q`"),
        "{short}"
    );
    assert!(
        lines[2].ends_with(
            "note: too many errors (2), stopping; use --max-errors N to raise the limit"
        ),
        "{short}"
    );
    let json = run(&["--max-errors", "2", "--error-format", "json"]);
    assert_eq!(json.lines().count(), 3, "{json}");
    assert!(
        json.lines()
            .last()
            .unwrap()
            .starts_with("{\"severity\":\"note\""),
        "{json}"
    );
    // One error: the output of one error, unchanged.
    let one = run(&["--max-errors", "1", "--error-format", "short"]);
    assert_eq!(one.lines().count(), 1, "{one}");
    let o = mlir2ll()
        .args(["--max-errors", "0", "x.mlir"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}
