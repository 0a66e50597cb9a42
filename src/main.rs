//! The `mlir2ll` command.

use miette::{IntoDiagnostic, Report};
use mlir2ll::{Emit, Options};
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str = "\
mlir2ll: compile MLIR (Standard dialect) to LLVM IR

usage: mlir2ll [options] [<input.mlir | ->]   (standard input when no file is given and it is not a terminal)
       mlir2ll run [options] [--opt-level <0-3>] <input.mlir> [-- <program args>]
       mlir2ll import [options] <input.ll | ->   (LLVM IR into the LLVM dialect;
                            also `--import-llvm`; `--emit=ll` writes LLVM IR again)

options:
  -o, --output <file>       write the output to <file> (default: standard output)
      --emit=<kind>         what to write: `ll` (LLVM IR text, the default),
                            `mlir` (the lowered module in the LLVM dialect) or
                            `c-header` (C declarations of the public functions)
      --index-bitwidth <n>  width of the `index` type in bits (default 64)
      --target-triple <t>   the output's target triple, which also sets its data
                            layout (default: the host's; x86-64 and AArch64,
                            Linux and macOS)
      --bare-ptr-memref-call-conv (or MLIR's --use-bare-ptr-memref-call-conv)
                            pass statically shaped memrefs as bare pointers
      --emit-c-interface    emit `_mlir_ciface_` wrappers for every function
                            (or MLIR's --emit-c-wrappers)
      --opaque-pointers     write `ptr` for every pointer in the `.ll` output
                            (LLVM 15 and later; the default output, with typed
                            pointers, is read by clang 14 and clang 22 alike)
      --mlir-version <n>    with --emit=mlir: the LLVM dialect's syntax, 13 (the
                            default: typed pointers) or 22 (opaque `!llvm.ptr`)
      --opt-level <n>       with `run`: clang's optimization level (default 0)
      --error-format <f>    how errors are written: `human` (the default: a
                            `file:line:col: error:` line, then the source with
                            the span marked), `short` (one line each, like
                            clang) or `json` (one object per line)
      --max-errors <n>      report up to n errors of the input (default 20)
      --threads <n>         threads compiling a large module (default: one per
                            core; the output does not depend on it)
  -h, --help                print this help
  -V, --version             print the version
";

/// Every flag, for "did you mean".
const FLAGS: &[&str] = &[
    "--output",
    "--emit",
    "--index-bitwidth",
    "--target-triple",
    "--bare-ptr-memref-call-conv",
    "--use-bare-ptr-memref-call-conv",
    "--emit-c-interface",
    "--emit-c-wrappers",
    "--opt-level",
    "--error-format",
    "--max-errors",
    "--threads",
    "--opaque-pointers",
    "--mlir-version",
    "--import-llvm",
    "--help",
    "--version",
];

struct Args {
    input: String,
    error_format: mlir2ll::diag::Format,
    output: Option<String>,
    opts: Options,
    /// `mlir2ll run`: build and run the program.
    run: Option<mlir2ll::run::RunOptions>,
}

fn usage_error(msg: &str) -> ExitCode {
    // A closed stderr must not make mlir2ll panic.
    // The message and the usage line, not the whole help.
    let usage = USAGE
        .lines()
        .find(|l| l.starts_with("usage:"))
        .unwrap_or("");
    let _ = writeln!(
        std::io::stderr(),
        "mlir2ll: {msg}\n{usage}\n(`mlir2ll --help` lists the options)"
    );
    ExitCode::from(2)
}

fn parse_args() -> Result<Option<Args>, String> {
    let mut input = None;
    let mut output = None;
    let mut opts = Options::default();
    let mut args = std::env::args().skip(1).peekable();
    let mut run = None;
    let mut error_format = mlir2ll::diag::Format::Human;
    let mut emit_given = false;
    if args.peek().is_some_and(|a| a == "import") {
        args.next();
        opts.import_llvm = true;
    } else if args.peek().is_some_and(|a| a == "run") {
        args.next();
        run = Some(mlir2ll::run::RunOptions {
            opt_level: 0,
            args: Vec::new(),
        });
    }
    while let Some(a) = args.next() {
        if a == "--" {
            match &mut run {
                Some(r) => {
                    r.args.extend(args.by_ref());
                    break;
                }
                None => return Err("`--` is only for `mlir2ll run`".into()),
            }
        }
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            match inline.clone() {
                Some(v) => Ok(v),
                None => args.next().ok_or(format!("{name} needs a value")),
            }
        };
        match flag.as_str() {
            "-h" | "--help" => {
                // (Not `print!`, which panics on a closed pipe.)
                let _ = std::io::stdout().write_all(USAGE.as_bytes());
                return Ok(None);
            }
            "-V" | "--version" => {
                let v = format!("mlir2ll {}\n", env!("CARGO_PKG_VERSION"));
                let _ = std::io::stdout().write_all(v.as_bytes());
                return Ok(None);
            }
            "-o" | "--output" => output = Some(value("-o")?),
            "--emit" => {
                emit_given = true;
                opts.emit = match value("--emit")?.as_str() {
                    "ll" => Emit::Ll,
                    "c-header" => Emit::CHeader,
                    "mlir" => Emit::Mlir,
                    other => {
                        return Err(format!(
                            "unknown --emit kind `{other}` (expected: ll, mlir, c-header)"
                        ));
                    }
                }
            }
            "--index-bitwidth" => {
                let v = value("--index-bitwidth")?;
                opts.index_bits = match v.parse::<u32>() {
                    Ok(n @ (8 | 16 | 32 | 64)) => n,
                    _ => {
                        return Err(format!(
                            "--index-bitwidth must be 8, 16, 32 or 64, not `{v}`"
                        ));
                    }
                };
            }
            "--target-triple" => {
                let t = value("--target-triple")?;
                if mlir2ll::llvm::target::datalayout(&t).is_none() {
                    return Err(format!(
                        "unknown target `{t}`: mlir2ll knows the data layouts of {}",
                        mlir2ll::llvm::target::KNOWN
                    ));
                }
                opts.triple = t;
            }
            "--opt-level" => {
                let v = value("--opt-level")?;
                let Some(r) = &mut run else {
                    return Err("--opt-level is only for `mlir2ll run`".into());
                };
                r.opt_level = match v.parse::<u8>() {
                    Ok(n) if n <= 3 => n,
                    _ => return Err(format!("--opt-level must be 0, 1, 2 or 3, not `{v}`")),
                };
            }
            "--error-format" => {
                error_format = match value("--error-format")?.as_str() {
                    "human" => mlir2ll::diag::Format::Human,
                    "short" => mlir2ll::diag::Format::Short,
                    "json" => mlir2ll::diag::Format::Json,
                    other => {
                        return Err(format!(
                            "unknown --error-format `{other}` (expected: human, short, json)"
                        ));
                    }
                }
            }
            "--max-errors" => {
                let v = value("--max-errors")?;
                opts.max_errors = match v.parse::<usize>() {
                    Ok(n) if n >= 1 => n,
                    _ => return Err(format!("--max-errors must be at least 1, not `{v}`")),
                };
            }
            "--threads" => {
                let v = value("--threads")?;
                opts.threads = match v.parse::<usize>() {
                    Ok(n @ 1..=1024) => n,
                    _ => return Err(format!("--threads must be from 1 to 1024, not `{v}`")),
                };
            }
            // (MLIR's own option names are accepted too.)
            "--bare-ptr-memref-call-conv" | "--use-bare-ptr-memref-call-conv" => {
                opts.bare_ptr = true
            }
            "--emit-c-interface" | "--emit-c-wrappers" => opts.emit_c_interface = true,
            "--opaque-pointers" => opts.opaque_pointers = true,
            "--import-llvm" => opts.import_llvm = true,
            "--mlir-version" => match value("--mlir-version")?.as_str() {
                "13" => opts.mlir_version = 13,
                "22" => opts.mlir_version = 22,
                other => {
                    return Err(format!("--mlir-version must be 13 or 22, not `{other}`"));
                }
            },
            "-" => input = Some(a),
            f if f.starts_with('-') => {
                return Err(match mlir2ll::diag::closest(f, FLAGS) {
                    Some(c) => format!("unknown option `{f}` (did you mean `{c}`?)"),
                    None => format!("unknown option `{f}`"),
                });
            }
            _ => {
                if input.is_some() {
                    return Err("only one input file can be given".into());
                }
                input = Some(a);
            }
        }
    }
    // No file: standard input, unless it is a terminal (then the user
    // most likely forgot the file).
    let input = match input {
        Some(i) => i,
        None if !std::io::IsTerminal::is_terminal(&std::io::stdin()) => "-".to_string(),
        None => return Err("no input file (use `-` for standard input)".into()),
    };
    if opts.import_llvm && !emit_given {
        opts.emit = Emit::Mlir;
    }
    if opts.import_llvm && run.is_some() {
        return Err("`mlir2ll run` takes MLIR; import LLVM IR with `mlir2ll import` first".into());
    }
    if run.is_some() && output.is_some() {
        return Err("`mlir2ll run` writes no output file".into());
    }
    if run.is_some() && opts.emit != Emit::Ll {
        return Err(
            "`mlir2ll run` builds LLVM IR: --emit=mlir and --emit=c-header are not for it".into(),
        );
    }
    Ok(Some(Args {
        input,
        error_format,
        output,
        opts,
        run,
    }))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(a)) => a,
        Ok(None) => return ExitCode::SUCCESS,
        Err(msg) => return usage_error(&msg),
    };
    // The compiler recurses once per nesting level of regions (a loop in
    // a loop ...): it runs on a thread whose stack is reserved large (the
    // pages are only used as deep inputs need them).
    let worker = std::thread::Builder::new()
        .name("mlir2ll".into())
        .stack_size(STACK_BYTES)
        .spawn(move || run(&args).map_err(|f| f.text(args.error_format)));
    let result = match worker {
        Ok(handle) => handle.join().unwrap_or_else(|_| {
            Err("mlir2ll: internal error: the compiler thread stopped\n".into())
        }),
        Err(e) => Err(format!("mlir2ll: cannot start the compiler thread: {e}\n")),
    };
    match result {
        Ok(code) => code,
        Err(text) => {
            // Rendered whole, then written with one call: stderr is
            // unbuffered, and the renderer writes piece by piece.
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
            ExitCode::from(1)
        }
    }
}

/// The compiler thread's stack: enough for the deepest region nesting the
/// parser accepts (`MAX_REGION_DEPTH`).
const STACK_BYTES: usize = 1 << 30;

/// Why `run` failed: a diagnostic about the input, already written in the
/// chosen `--error-format`, or another error (reading, writing, clang).
enum Failure {
    Text(String),
    Other(Report),
}

impl From<Report> for Failure {
    fn from(r: Report) -> Failure {
        Failure::Other(r)
    }
}

impl Failure {
    /// The text for stderr.
    fn text(self, format: mlir2ll::diag::Format) -> String {
        use mlir2ll::diag::Format;
        match self {
            Failure::Text(t) => t,
            Failure::Other(r) => match format {
                Format::Human => format!("{r:?}\n"),
                Format::Short => {
                    let chain: Vec<String> = r.chain().map(|e| e.to_string()).collect();
                    format!("mlir2ll: error: {}\n", chain.join(": "))
                }
                Format::Json => {
                    let chain: Vec<String> = r.chain().map(|e| e.to_string()).collect();
                    let msg = chain.join(": ").replace('\\', "\\\\").replace('"', "\\\"");
                    let msg: String = msg
                        .chars()
                        .map(|c| if c.is_control() { ' ' } else { c })
                        .collect();
                    format!(
                        "{{\"severity\":\"error\",\"code\":\"mlir2ll\",\"message\":\"{msg}\"}}\n"
                    )
                }
            },
        }
    }
}

fn run(args: &Args) -> Result<ExitCode, Failure> {
    if let Some(out) = args.output.as_deref()
        && args.input != "-"
        && out != "-"
        && let (Ok(a), Ok(b)) = (
            std::fs::canonicalize(&args.input),
            std::fs::canonicalize(out),
        )
        && a == b
    {
        return Err(miette::miette!(
            "the output file `{out}` is the input file: refusing to overwrite the source"
        )
        .into());
    }
    let (name, src) = if args.input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .into_diagnostic()
            .map_err(|e| e.wrap_err("cannot read standard input"))?;
        ("<stdin>".to_string(), s)
    } else {
        let bytes = std::fs::read(&args.input)
            .into_diagnostic()
            .map_err(|e| e.wrap_err(format!("cannot read `{}`", args.input)))?;
        let s = String::from_utf8(bytes)
            .map_err(|e| miette::miette!("`{}` is not UTF-8 text: {e}", args.input))?;
        (args.input.clone(), s)
    };
    if let Some(ropts) = &args.run {
        return match mlir2ll::run::run(&src, &mlir2ll::run::display_name(&name), &args.opts, ropts)
        {
            Ok(code) => Ok(ExitCode::from(code.clamp(0, 255) as u8)),
            Err(mlir2ll::run::RunError::Compile(e)) => Err(Failure::Text(
                mlir2ll::diag::render_as(args.error_format, &e, &name, &src),
            )),
            Err(mlir2ll::run::RunError::Other(m)) => Err(miette::miette!("{m}").into()),
        };
    }
    let module_name = mlir2ll::run::display_name(&name);
    let report = |e: mlir2ll::CompileError, what: &str| -> Failure {
        match e {
            mlir2ll::CompileError::Diag(d) => {
                Failure::Text(mlir2ll::diag::render_as(args.error_format, &d, &name, &src))
            }
            mlir2ll::CompileError::Io(e) => miette::miette!("cannot write {what}: {e}").into(),
        }
    };
    match args.output.as_deref() {
        None | Some("-") => {
            // Buffered whole, so that an error leaves no partial output.
            let mut buf = Vec::new();
            mlir2ll::compile_to_output(&src, &module_name, &args.opts, &mut buf)
                .map_err(|e| report(e, "the output"))?;
            let mut out = std::io::stdout().lock();
            match out.write_all(&buf).and_then(|_| out.flush()) {
                // The reader stopped reading (`mlir2ll x.mlir | head`):
                // not an error of ours.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
                r => r
                    .into_diagnostic()
                    .map_err(|e| e.wrap_err("cannot write to standard output"))?,
            }
        }
        Some(path) if is_symlink(Path::new(path)) || is_special(Path::new(path)) => {
            // A symlink (`/dev/stdout`, a link to a file elsewhere), a device
            // (`/dev/null`) or a pipe: written through, never replaced by
            // renaming. A pipe or a file gets the output once it is
            // complete; a device (nothing reads it back) is streamed to.
            let regular = std::fs::metadata(path).map_or(true, |m| m.is_file());
            let open = || {
                std::fs::OpenOptions::new()
                    .write(true)
                    .create(regular)
                    .truncate(regular)
                    .open(path)
                    .into_diagnostic()
                    .map_err(|e| e.wrap_err(format!("cannot write `{path}`")))
            };
            if is_dev_null(Path::new(path)) {
                // Nothing can read it back: written to as if rewound.
                let mut w = Discard;
                mlir2ll::compile_to_output(&src, &module_name, &args.opts, &mut w)
                    .map_err(|e| report(e, &format!("`{path}`")))?;
            } else if is_device(Path::new(path)) {
                let mut w = std::io::BufWriter::with_capacity(1 << 20, open()?);
                mlir2ll::compile_to(&src, &module_name, &args.opts, &mut w)
                    .map_err(|e| report(e, &format!("`{path}`")))?;
                w.flush()
                    .into_diagnostic()
                    .map_err(|e| e.wrap_err(format!("cannot write `{path}`")))?;
            } else {
                let mut buf = Vec::new();
                mlir2ll::compile_to_output(&src, &module_name, &args.opts, &mut buf)
                    .map_err(|e| report(e, "the output"))?;
                let mut f = open()?;
                f.write_all(&buf)
                    .and_then(|_| f.flush())
                    .into_diagnostic()
                    .map_err(|e| e.wrap_err(format!("cannot write `{path}`")))?;
            }
        }
        Some(path) => {
            // Streamed into a temporary file beside the output, renamed into
            // place on success: the output is complete or untouched.
            let path = Path::new(path);
            let dir = match path.parent() {
                Some(d) if !d.as_os_str().is_empty() => d,
                _ => Path::new("."),
            };
            let fail =
                |e: std::io::Error| miette::miette!("cannot write `{}`: {e}", path.display());
            // Created with the usual 0666 & !umask, like any output file.
            let mut b = tempfile::Builder::new();
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                b.permissions(std::fs::Permissions::from_mode(0o666));
            }
            let tmp = b.tempfile_in(dir).map_err(fail)?;
            // Removed by SIGINT, SIGTERM or SIGHUP until it is renamed.
            let guard = signals::remove_on_signal(tmp.path());
            let mut w = Rewindable(std::io::BufWriter::with_capacity(1 << 20, tmp));
            mlir2ll::compile_to_output(&src, &module_name, &args.opts, &mut w)
                .map_err(|e| report(e, &format!("`{}`", path.display())))?;
            let tmp = w.0.into_inner().map_err(|e| fail(e.into_error()))?;
            // Replacing a file keeps its permissions.
            if let Ok(m) = std::fs::metadata(path)
                && m.is_file()
            {
                tmp.as_file()
                    .set_permissions(m.permissions())
                    .map_err(fail)?;
            }
            tmp.persist(path).map_err(|e| fail(e.error))?;
            drop(guard);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The temporary output file: the parallel driver may start it over.
struct Rewindable(std::io::BufWriter<tempfile::NamedTempFile>);

impl Write for Rewindable {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.0.write_all(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

impl mlir2ll::Output for Rewindable {
    fn rewind(&mut self) -> std::io::Result<bool> {
        use std::io::Seek;
        self.0.flush()?;
        let f = self.0.get_mut().as_file_mut();
        f.set_len(0)?;
        f.rewind()?;
        Ok(true)
    }
}

/// `/dev/null`: what was written cannot be read back, so it rewinds.
struct Discard;

impl Write for Discard {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl mlir2ll::Output for Discard {
    fn rewind(&mut self) -> std::io::Result<bool> {
        Ok(true)
    }
}

/// Whether `path` is `/dev/null` (or a link to it).
fn is_dev_null(path: &Path) -> bool {
    std::fs::canonicalize(path).is_ok_and(|p| p == Path::new("/dev/null"))
}

/// Whether `path` exists and is not a regular file (a device, a FIFO...).
fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// Whether `path` is a symbolic link.
fn is_symlink(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Whether `path` is a character or block device.
fn is_device(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        std::fs::metadata(path).is_ok_and(|m| {
            let t = m.file_type();
            t.is_char_device() || t.is_block_device()
        })
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

/// Removing the temporary output file when the process is interrupted.
/// Rust has no signal API, hence the `libc` crate: a handler that unlinks
/// the file (`unlink` is async-signal-safe), then dies of the signal again.
mod signals {
    use std::path::Path;

    /// Until dropped, SIGINT, SIGTERM and SIGHUP remove `path`.
    pub struct Guard;

    impl Drop for Guard {
        fn drop(&mut self) {
            #[cfg(unix)]
            imp::PATH.store(std::ptr::null_mut(), std::sync::atomic::Ordering::SeqCst);
        }
    }

    pub fn remove_on_signal(path: &Path) -> Guard {
        #[cfg(unix)]
        imp::arm(path);
        #[cfg(not(unix))]
        let _ = path;
        Guard
    }

    #[cfg(unix)]
    mod imp {
        use std::os::unix::ffi::OsStrExt;
        use std::path::Path;
        use std::sync::atomic::{AtomicPtr, Ordering};

        /// The file to remove (a leaked C string), or null.
        pub static PATH: AtomicPtr<libc::c_char> = AtomicPtr::new(std::ptr::null_mut());

        extern "C" fn on_signal(sig: libc::c_int) {
            let p = PATH.swap(std::ptr::null_mut(), Ordering::SeqCst);
            // SAFETY: `p` is null or a leaked, NUL-terminated string; unlink,
            // signal and raise are async-signal-safe.
            unsafe {
                if !p.is_null() {
                    libc::unlink(p);
                }
                libc::signal(sig, libc::SIG_DFL);
                libc::raise(sig);
            }
        }

        pub fn arm(path: &Path) {
            let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
                return;
            };
            // Leaked: a handler may still be reading an older one.
            PATH.store(c.into_raw(), Ordering::SeqCst);
            for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                // SAFETY: installs a handler that only calls async-signal-safe
                // functions; a signal that was ignored stays ignored.
                unsafe {
                    let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
                    if libc::signal(sig, handler) == libc::SIG_IGN {
                        libc::signal(sig, libc::SIG_IGN);
                    }
                }
            }
        }
    }
}
