//! The MLIR front end: lexing, parsing into the typed Std AST, verifying.

pub mod affine;
pub mod ir;
pub mod lex;
pub mod ops;
pub mod parse;
pub mod verify;
