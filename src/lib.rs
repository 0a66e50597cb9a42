//! mlir2ll: MLIR (Standard dialect) to LLVM IR text, without LLVM.
//!
//! The pipeline, one module per stage:
//! 1. [`mlir::parse`]: text to the typed Std AST ([`mlir::ir`]);
//! 2. [`mlir::verify`]: types, successors, calls, dominance;
//! 3. [`lower`]: Std AST to the LLVM-dialect IR ([`llvm::ir`]);
//! 4. [`print::ll`]: LLVM IR text.

pub mod diag;
pub mod entity;
pub mod float;
pub mod llvm;
pub mod lower;
pub mod mlir;
pub mod print;
pub mod types;

pub use diag::{Error, render};

/// What to produce.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Emit {
    /// LLVM IR text (`.ll`).
    #[default]
    Ll,
}

/// Compiler options (the command line's flags).
#[derive(Clone, Debug)]
pub struct Options {
    /// Width of `index` in bits.
    pub index_bits: u32,
    /// `target triple` of the output.
    pub triple: String,
    pub emit: Emit,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            index_bits: 64,
            triple: llvm::ir::X86_64_TRIPLE.to_string(),
            emit: Emit::Ll,
        }
    }
}

/// Parses and verifies `src` without lowering it.
pub fn check(src: &str) -> Result<mlir::ir::Module, Error> {
    let m = mlir::parse::parse(src)?;
    mlir::verify::verify(&m, src)?;
    Ok(m)
}

/// Compiles MLIR text to the requested output. `name` is the module name
/// written into the output (usually the input file name).
pub fn compile(src: &str, name: &str, opts: &Options) -> Result<String, Error> {
    let m = mlir::parse::parse(src)?;
    let info = mlir::verify::verify(&m, src)?;
    let lopts = lower::Options {
        index_bits: opts.index_bits,
        triple: opts.triple.clone(),
        ..lower::Options::default()
    };
    let lm = lower::lower(&m, &info, &lopts, name)?;
    Ok(match opts.emit {
        Emit::Ll => print::ll::write_module(&lm),
    })
}
