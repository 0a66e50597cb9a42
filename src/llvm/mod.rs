//! The LLVM-dialect IR ([`ir`]) and its verifier ([`verify`]), which checks
//! every LLVM-dialect function of the input and, with the `verify_ir`
//! option (debug builds, tests), every body the lowering builds.

pub mod builder;
pub mod cmpxchg;
pub mod ir;
pub mod symattr;
pub mod target;
pub mod verify;
