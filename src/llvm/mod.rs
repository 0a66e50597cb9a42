//! The LLVM-dialect IR.

pub mod ir;
