//! `mlir2ll run`: compiles a program, builds it with the system's clang and
//! a bundled runtime (MLIR's runner utilities: `printI64`, `printMemrefF32`,
//! ...), runs it, and passes its output and exit status through.
//!
//! Only with the `cli` feature (a default one): it needs clang on `PATH`,
//! `which` to find it and `tempfile` for the build directory.

use crate::{Error, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The runtime linked into every program `run` builds.
pub const RUNTIME_C: &str = include_str!("runtime/runtime.c");

/// The LLVM name `@main` gets; the generated C `main` calls it.
const ENTRY: &str = "__mlir2ll_main";

/// Why a run could not happen.
#[derive(Debug)]
pub enum RunError {
    /// The program does not compile.
    Compile(Error),
    /// Anything else (no clang, clang failed, no entry point...).
    Other(String),
}

/// What `run` needs besides the compiler options.
pub struct RunOptions {
    /// Passed to clang as `-O<n>`.
    pub opt_level: u8,
    /// Arguments for the program.
    pub args: Vec<String>,
}

/// Finds a clang: `clang`, then versioned names, newest first.
pub fn find_clang() -> Option<PathBuf> {
    let mut names = vec!["clang".to_string()];
    names.extend((14..=30).rev().map(|v| format!("clang-{v}")));
    names.into_iter().find_map(|n| which::which(n).ok())
}

/// Compiles and runs `src`; returns the program's exit status.
pub fn run(src: &str, name: &str, opts: &Options, ropts: &RunOptions) -> Result<i32, RunError> {
    let other = |m: String| RunError::Other(m);
    // The entry point: @main, with no arguments, returning i32 or nothing.
    let m = crate::mlir::parse::parse(src).map_err(RunError::Compile)?;
    let main = m
        .funcs
        .iter()
        .find(|f| f.name == "main")
        .ok_or_else(|| other("the program has no `@main` function to run".into()))?;
    let returns_i32 = match m.types.get(main.ty) {
        crate::types::Type::Func { inputs, results } if inputs.is_empty() => match &results[..] {
            [] => false,
            [r] if *r == m.types.i32 => true,
            _ => {
                return Err(other("`@main` must return i32 or nothing to be run".into()));
            }
        },
        _ => return Err(other("`@main` must take no arguments to be run".into())),
    };
    let mut copts = opts.clone();
    copts.main_name = Some(ENTRY.to_string());
    let ll = crate::compile(src, name, &copts).map_err(RunError::Compile)?;
    let clang = find_clang().ok_or_else(|| {
        other("no clang found on PATH: install clang (e.g. `apt-get install clang`) to use `mlir2ll run`".into())
    })?;
    let dir = tempfile::tempdir()
        .map_err(|e| other(format!("cannot make a temporary directory: {e}")))?;
    let write = |file: &str, text: &str| -> Result<PathBuf, RunError> {
        let p = dir.path().join(file);
        std::fs::write(&p, text)
            .map_err(|e| other(format!("cannot write {}: {e}", p.display())))?;
        Ok(p)
    };
    let ll_path = write("program.ll", &ll)?;
    let rt_path = write("runtime.c", RUNTIME_C)?;
    let driver = if returns_i32 {
        format!(
            "#include <stdint.h>\nint32_t {ENTRY}(void);\nint main(void) {{ return (int){ENTRY}(); }}\n"
        )
    } else {
        format!("void {ENTRY}(void);\nint main(void) {{ {ENTRY}(); return 0; }}\n")
    };
    let drv_path = write("driver.c", &driver)?;
    let exe = dir.path().join("program");
    let build = |extra: &[&str]| {
        Command::new(&clang)
            .arg(format!("-O{}", ropts.opt_level))
            .args(["-w", "-Wno-override-module"])
            // The runtime's descriptors have the program's index width.
            .arg(format!("-DMLIR2LL_INDEX_BITS={}", opts.index_bits))
            .args([&ll_path, &rt_path, &drv_path])
            .args(extra)
            .args(["-lm", "-o"])
            .arg(&exe)
            .output()
    };
    let mut out = build(&[]).map_err(|e| other(format!("cannot run {}: {e}", clang.display())))?;
    if !out.status.success()
        && String::from_utf8_lossy(&out.stderr).contains("undefined reference to `__")
    {
        // 16-bit float conversions call compiler-rt builtins libgcc lacks.
        out = build(&["--rtlib=compiler-rt"])
            .map_err(|e| other(format!("cannot run {}: {e}", clang.display())))?;
    }
    if !out.status.success() {
        return Err(other(format!(
            "{} could not build the program:\n{}",
            clang.display(),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    let status = Command::new(&exe)
        .args(&ropts.args)
        .status()
        .map_err(|e| other(format!("cannot start the program: {e}")))?;
    Ok(exit_code(status))
}

#[cfg(unix)]
fn exit_code(status: std::process::ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(c), _) => c,
        (None, Some(sig)) => 128 + sig,
        _ => 1,
    }
}

#[cfg(not(unix))]
fn exit_code(status: std::process::ExitStatus) -> i32 {
    status.code().unwrap_or(1)
}

/// The file name `run` reports for its input.
pub fn display_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string())
}
