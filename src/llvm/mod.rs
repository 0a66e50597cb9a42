//! The LLVM-dialect IR.

pub mod ir;
pub mod verify;
