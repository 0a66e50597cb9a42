//! The `mlir2ll` command.
//!
//! The command line is defined once, with `clap`'s derive API ([`Cli`]):
//! parsing, `--help`, "did you mean" for misspelt flags, the shell
//! completions (`mlir2ll completions SHELL`) and the man page
//! (`mlir2ll man`) all come from it.

use clap::builder::{PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::{Args as ClapArgs, CommandFactory, Parser, Subcommand, ValueEnum};
use miette::{IntoDiagnostic, Report};
use mlir2ll::{Emit, Options};
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

/// Compile MLIR (Standard, arith, math, memref, scf, affine, vector, complex,
/// index, cf and LLVM dialects) to LLVM IR text.
///
/// Reads INPUT (standard input for `-`, or when no file is given and standard
/// input is not a terminal) and writes LLVM IR to standard output or to the
/// file given with `-o`.
#[derive(Parser, Debug)]
#[command(
    name = "mlir2ll",
    version,
    args_conflicts_with_subcommands = true,
    propagate_version = true,
    subcommand_value_name = "COMMAND",
    after_help = "`mlir2ll run --help` and `mlir2ll import --help` describe the commands."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    compile: CompileArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Compile a program, build it with clang and run it.
    ///
    /// The program is linked with the bundled runtime (`printI64`,
    /// `printMemrefF32`, ...); its output and exit status are passed through.
    Run(RunArgs),
    /// Read LLVM IR text into the LLVM dialect.
    ///
    /// `--emit=ll` writes LLVM IR again. The same as `--import-llvm`.
    Import(CompileArgs),
    /// Print a shell completion script to standard output.
    ///
    /// For example:
    /// `mlir2ll completions bash > ~/.local/share/bash-completion/completions/mlir2ll`.
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff) to standard output.
    ///
    /// For example: `mlir2ll man > mlir2ll.1; man ./mlir2ll.1`;
    /// `mlir2ll man run` prints the page of `mlir2ll run` (mlir2ll-run(1)).
    Man {
        /// The command whose page to print (default: mlir2ll's own).
        #[arg(value_name = "COMMAND", value_parser = ["run", "import", "completions", "man"])]
        command: Option<String>,
    },
}

/// `mlir2ll run`'s own flags, besides the compiler's.
#[derive(ClapArgs, Debug)]
struct RunArgs {
    #[command(flatten)]
    compile: CompileArgs,
    /// clang's optimization level.
    #[arg(
        long,
        value_name = "N",
        default_value = "0",
        value_parser = PossibleValuesParser::new(["0", "1", "2", "3"]).map(|s| s.parse::<u8>().unwrap_or(0))
    )]
    opt_level: u8,
    /// Arguments for the program (after `--`).
    #[arg(last = true, value_name = "PROGRAM_ARGS")]
    program_args: Vec<String>,
}

/// The compiler's flags: the same for compiling, `run` and `import`.
/// (A new flag is one more field here and one line in [`CompileArgs::options`].)
#[derive(ClapArgs, Debug)]
struct CompileArgs {
    /// The input file (`-`: standard input).
    #[arg(value_name = "INPUT")]
    input: Option<String>,
    /// More files, for the message "only one input file" (else a second
    /// file would be taken for an unknown command).
    #[arg(hide = true, num_args = 0..)]
    more_inputs: Vec<String>,
    /// Write the output to FILE (default: standard output).
    #[arg(short, long, value_name = "FILE")]
    output: Option<String>,
    /// What to write (default: `ll`; `mlir` with `import`).
    #[arg(long, value_enum, value_name = "KIND")]
    emit: Option<EmitArg>,
    /// Width of the `index` type in bits.
    #[arg(
        long,
        value_name = "BITS",
        default_value = "64",
        value_parser = PossibleValuesParser::new(["8", "16", "32", "64"]).map(|s| s.parse::<u32>().unwrap_or(64))
    )]
    index_bitwidth: u32,
    /// The output's target triple, which also sets its data layout (default:
    /// the host's; x86-64 and AArch64, Linux and macOS).
    #[arg(long, value_name = "TRIPLE", value_parser = known_triple)]
    target_triple: Option<String>,
    /// Pass statically shaped memrefs as bare pointers (MLIR's name for it,
    /// --use-bare-ptr-memref-call-conv, is an alias).
    #[arg(long, visible_alias = "use-bare-ptr-memref-call-conv")]
    bare_ptr_memref_call_conv: bool,
    /// Emit `_mlir_ciface_` wrappers for every function (MLIR's name for it,
    /// --emit-c-wrappers, is an alias).
    #[arg(long, visible_alias = "emit-c-wrappers")]
    emit_c_interface: bool,
    /// Write `ptr` for every pointer in the `.ll` output (LLVM 15 and later;
    /// the default output, with typed pointers, is read by clang 14 and
    /// clang 22 alike).
    #[arg(long)]
    opaque_pointers: bool,
    /// With `--emit=mlir`: the LLVM dialect's syntax, 13 (typed pointers) or
    /// 22 (opaque `!llvm.ptr`).
    #[arg(
        long,
        value_name = "N",
        default_value = "13",
        value_parser = PossibleValuesParser::new(["13", "22"]).map(|s| s.parse::<u32>().unwrap_or(13))
    )]
    mlir_version: u32,
    /// The input is LLVM IR (the same as `mlir2ll import`).
    #[arg(long)]
    import_llvm: bool,
    /// How errors are written.
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = ErrorFormat::Human)]
    error_format: ErrorFormat,
    /// Report at most N errors.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 20,
        value_parser = RangedU64ValueParser::<usize>::new().range(1..)
    )]
    max_errors: usize,
    /// Threads compiling a large module (default: one per core; the output
    /// does not depend on it).
    #[arg(
        long,
        value_name = "N",
        value_parser = RangedU64ValueParser::<usize>::new().range(1..=1024)
    )]
    threads: Option<usize>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum EmitArg {
    /// LLVM IR text.
    Ll,
    /// The lowered module in the LLVM dialect, as MLIR text.
    Mlir,
    /// C declarations of the public functions and their wrappers.
    CHeader,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum ErrorFormat {
    /// A `file:line:col: error:` line, then the source with the span marked.
    Human,
    /// One line each, like clang's.
    Short,
    /// One JSON object per line.
    Json,
}

/// `--target-triple`: one whose data layout mlir2ll knows.
fn known_triple(t: &str) -> Result<String, String> {
    match mlir2ll::llvm::target::datalayout(t) {
        Some(_) => Ok(t.to_string()),
        None => Err(format!(
            "unknown target `{t}`: mlir2ll knows the data layouts of {}",
            mlir2ll::llvm::target::KNOWN
        )),
    }
}

impl CompileArgs {
    /// The library's options these flags ask for.
    fn options(&self) -> Options {
        let mut opts = Options {
            index_bits: self.index_bitwidth,
            bare_ptr: self.bare_ptr_memref_call_conv,
            emit_c_interface: self.emit_c_interface,
            opaque_pointers: self.opaque_pointers,
            import_llvm: self.import_llvm,
            mlir_version: self.mlir_version,
            max_errors: self.max_errors,
            threads: self.threads.unwrap_or(0),
            ..Options::default()
        };
        if let Some(t) = &self.target_triple {
            opts.triple = t.clone();
        }
        opts.emit = match self.emit {
            Some(EmitArg::Ll) => Emit::Ll,
            Some(EmitArg::Mlir) => Emit::Mlir,
            Some(EmitArg::CHeader) => Emit::CHeader,
            // LLVM IR input is written as the LLVM dialect by default.
            None if self.import_llvm => Emit::Mlir,
            None => Emit::Ll,
        };
        opts
    }

    fn error_format(&self) -> mlir2ll::diag::Format {
        match self.error_format {
            ErrorFormat::Human => mlir2ll::diag::Format::Human,
            ErrorFormat::Short => mlir2ll::diag::Format::Short,
            ErrorFormat::Json => mlir2ll::diag::Format::Json,
        }
    }
}

/// What to do, from the command line.
struct Args {
    input: String,
    error_format: mlir2ll::diag::Format,
    output: Option<String>,
    opts: Options,
    /// `mlir2ll run`: build and run the program.
    run: Option<mlir2ll::run::RunOptions>,
}

/// Parses the command line; `None` when there is nothing to compile (the
/// completions or the man page were written). Usage errors exit here, with
/// clap's message and the usage line (status 2).
fn parse_args() -> Option<Args> {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => exit_with(e),
    };
    let (mut compile, run, sub) = match cli.command {
        None => (cli.compile, None, None),
        Some(Command::Run(r)) => (
            r.compile,
            Some(mlir2ll::run::RunOptions {
                opt_level: r.opt_level,
                args: r.program_args,
            }),
            Some("run"),
        ),
        Some(Command::Import(mut c)) => {
            c.import_llvm = true;
            (c, None, Some("import"))
        }
        Some(Command::Completions { shell }) => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "mlir2ll", &mut out);
            write_stdout(&out);
            return None;
        }
        Some(Command::Man { command }) => {
            let mut cmd = Cli::command();
            cmd.build();
            // A command's page is named after it: mlir2ll-run(1).
            let page = match command.and_then(|c| cmd.find_subcommand(&c).cloned()) {
                Some(sub) => sub,
                None => cmd,
            };
            let mut out = Vec::new();
            let man = clap_mangen::Man::new(page)
                .source(format!("mlir2ll {}", env!("CARGO_PKG_VERSION")));
            if let Err(e) = man.render(&mut out) {
                usage_error(None, &format!("cannot write the man page: {e}"));
            }
            write_stdout(&out);
            return None;
        }
    };
    if run.is_some() {
        if compile.import_llvm {
            usage_error(
                sub,
                "`mlir2ll run` takes MLIR; import LLVM IR with `mlir2ll import` first",
            );
        }
        if compile.output.is_some() {
            usage_error(sub, "`mlir2ll run` writes no output file");
        }
        if compile.emit.is_some_and(|e| e != EmitArg::Ll) {
            usage_error(
                sub,
                "`mlir2ll run` builds LLVM IR: --emit=mlir and --emit=c-header are not for it",
            );
        }
    }
    if !compile.more_inputs.is_empty() {
        usage_error(sub, "only one input file can be given");
    }
    // No file: standard input, unless it is a terminal (then the user
    // most likely forgot the file).
    let input = match compile.input.take() {
        Some(i) => i,
        None if !std::io::IsTerminal::is_terminal(&std::io::stdin()) => "-".to_string(),
        None => usage_error(sub, "no input file (use `-` for standard input)"),
    };
    Some(Args {
        input,
        error_format: compile.error_format(),
        output: compile.output.clone(),
        opts: compile.options(),
        run,
    })
}

/// Exits with a usage error about `sub` (a subcommand, or the command):
/// the message and the usage line, status 2, as clap's own errors.
fn usage_error(sub: Option<&str>, msg: &str) -> ! {
    let mut cmd = Cli::command();
    cmd.build();
    let cmd = match sub.and_then(|s| cmd.find_subcommand_mut(s)) {
        Some(c) => c,
        None => &mut cmd,
    };
    cmd.error(clap::error::ErrorKind::ValueValidation, msg)
        .exit()
}

/// Exits as clap would, but every usage error shows the usage line (clap
/// leaves it out of some, such as an invalid value).
fn exit_with(mut e: clap::Error) -> ! {
    use clap::error::{ContextKind, ContextValue};
    if e.use_stderr() && e.get(ContextKind::Usage).is_none() {
        let mut cmd = Cli::command();
        cmd.build();
        // The usage of the subcommand given, if any.
        let sub = std::env::args().nth(1);
        let usage = match sub.and_then(|s| cmd.find_subcommand_mut(&s)) {
            Some(c) => c.render_usage(),
            None => cmd.render_usage(),
        };
        e.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    }
    e.exit()
}

/// Writes to standard output; a reader that stopped early is no error.
fn write_stdout(bytes: &[u8]) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(bytes).and_then(|_| out.flush());
}

fn main() -> ExitCode {
    let Some(args) = parse_args() else {
        return ExitCode::SUCCESS;
    };
    if compiles_in_parallel(&args) {
        keep_freed_memory();
    }
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

/// The input's bytes: read, or mapped when the file is large.
enum Input {
    Read(Vec<u8>),
    Mapped(memmap2::Mmap),
}

impl Input {
    /// From this size on, a regular file is mapped rather than read.
    /// Reading copies every page into fresh memory, and each fresh page
    /// costs a page fault: 9 ms for 10 MB on the benchmark machine,
    /// against 1.5 ms to map the file and check it is UTF-8 (which reads
    /// the page cache in place).
    const MAP_FROM: u64 = 1 << 20;

    fn open(path: &str) -> std::io::Result<Input> {
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        if meta.is_file() && meta.len() >= Self::MAP_FROM {
            // SAFETY: the mapping is private and read-only, and mlir2ll
            // never writes to its input (an output path that names the
            // input is refused, and outputs are written to a new file
            // renamed into place). What is left is another process
            // changing the file while it is compiled, the risk every
            // reader of mapped files (`ripgrep`, `git`) takes.
            if let Ok(map) = unsafe { memmap2::MmapOptions::new().populate().map(&file) } {
                return Ok(Input::Mapped(map));
            }
        }
        let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0) + 1);
        let mut file = file;
        file.read_to_end(&mut bytes)?;
        Ok(Input::Read(bytes))
    }

    /// The input as text, or why it is not UTF-8.
    fn text(&self, path: &str) -> Result<&str, Report> {
        let bytes = match self {
            Input::Read(b) => b.as_slice(),
            Input::Mapped(m) => &m[..],
        };
        std::str::from_utf8(bytes).map_err(|e| {
            let what = if path == "-" {
                "standard input".to_string()
            } else {
                format!("`{path}`")
            };
            miette::miette!("{what} is not UTF-8 text: {e}")
        })
    }
}

/// Whether the input is large enough, and threads many enough, that the
/// module is likely compiled in pieces on several threads (as
/// `parallel::plan` decides: two pieces of 1 MB at least).
fn compiles_in_parallel(args: &Args) -> bool {
    let threads = match args.opts.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    threads >= 2
        && args.input != "-"
        && std::fs::metadata(&args.input).is_ok_and(|m| m.len() >= 2 << 20)
}

/// Tells the C allocator to keep memory it gets back, for the next
/// allocation. With its defaults, glibc's `malloc` gives a block of
/// 128 KB or more its own mapping and unmaps it when freed, and returns
/// the free top of a thread's heap to the system. The parallel driver
/// frees each piece's arenas (a few MB) when the piece is done, so the
/// next piece touched fresh pages again, a page fault each: 4,900 faults
/// for the 10 MB benchmark on two threads, 2,800 with these settings
/// (4 ms of system time less). Blocks of 16 MB and more still get their
/// own mapping. Not on one thread: there the faults are as few, and a
/// large vector that grows in the heap is copied where a mapped one is
/// remapped (4 % more instructions on 12,000 tiny functions).
fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets the allocator's parameters; it is
    // called before any thread but this one exists.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 16 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
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
    let input;
    let (name, src) = if args.input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .into_diagnostic()
            .map_err(|e| e.wrap_err("cannot read standard input"))?;
        input = Input::Read(s.into_bytes());
        ("<stdin>".to_string(), input.text(&args.input)?)
    } else {
        input = Input::open(&args.input)
            .into_diagnostic()
            .map_err(|e| e.wrap_err(format!("cannot read `{}`", args.input)))?;
        (args.input.clone(), input.text(&args.input)?)
    };
    if let Some(ropts) = &args.run {
        return match mlir2ll::run::run(src, &mlir2ll::run::display_name(&name), &args.opts, ropts) {
            Ok(code) => Ok(ExitCode::from(code.clamp(0, 255) as u8)),
            Err(mlir2ll::run::RunError::Compile(e)) => Err(Failure::Text(
                mlir2ll::diag::render_as(args.error_format, &e, &name, src),
            )),
            Err(mlir2ll::run::RunError::Other(m)) => Err(miette::miette!("{m}").into()),
        };
    }
    let module_name = mlir2ll::run::display_name(&name);
    let report = |e: mlir2ll::CompileError, what: &str| -> Failure {
        match e {
            mlir2ll::CompileError::Diag(d) => {
                Failure::Text(mlir2ll::diag::render_as(args.error_format, &d, &name, src))
            }
            mlir2ll::CompileError::Io(e) => miette::miette!("cannot write {what}: {e}").into(),
        }
    };
    match args.output.as_deref() {
        None | Some("-") => {
            // Buffered whole, so that an error leaves no partial output.
            let mut buf = Vec::new();
            mlir2ll::compile_to_output(src, &module_name, &args.opts, &mut buf)
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
                mlir2ll::compile_to_output(src, &module_name, &args.opts, &mut w)
                    .map_err(|e| report(e, &format!("`{path}`")))?;
            } else if is_device(Path::new(path)) {
                let mut w = std::io::BufWriter::with_capacity(1 << 20, open()?);
                mlir2ll::compile_to(src, &module_name, &args.opts, &mut w)
                    .map_err(|e| report(e, &format!("`{path}`")))?;
                w.flush()
                    .into_diagnostic()
                    .map_err(|e| e.wrap_err(format!("cannot write `{path}`")))?;
            } else {
                let mut buf = Vec::new();
                mlir2ll::compile_to_output(src, &module_name, &args.opts, &mut buf)
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
            // Removed by SIGINT, SIGTERM or SIGHUP until it is renamed: the
            // handler is armed with the name before the file is created, so
            // that a signal right after the creation finds it too.
            let mut guard = None;
            let tmp = tempfile::Builder::new()
                .make_in(dir, |p| {
                    guard = None;
                    guard = Some(signals::remove_on_signal(p));
                    let mut o = std::fs::OpenOptions::new();
                    o.read(true).write(true).create_new(true);
                    // The usual 0666 & !umask, like any output file.
                    #[cfg(unix)]
                    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o666);
                    o.open(p)
                })
                .map_err(fail)?;
            let mut w = Rewindable(std::io::BufWriter::with_capacity(1 << 20, tmp));
            mlir2ll::compile_to_output(src, &module_name, &args.opts, &mut w)
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
struct Rewindable(std::io::BufWriter<tempfile::NamedTempFile<std::fs::File>>);

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
