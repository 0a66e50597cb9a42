//! The spelling of `cmpxchg`'s flags ([`CmpXchgFlags`]: `weak`,
//! `volatile`, `syncscope`) in the LLVM dialect, which has them since
//! MLIR 14 (`llvm.cmpxchg weak volatile %p, %c, %n syncscope("s") acq_rel
//! monotonic`); MLIR 13's `llvm.cmpxchg` has none of them (it ignores
//! `weak` and `volatile_` attributes), so they are refused for it.

use super::ir::{CmpXchgFlags, Ordering};

/// Why `--mlir-version 13` refuses a `cmpxchg` with flags.
pub const MLIR13: &str = "MLIR 13's `llvm.cmpxchg` has no `weak`, `volatile` or `syncscope`; use --mlir-version 22 or write `.ll`";

/// `llvm.cmpxchg [weak] [volatile] ` (before the operands).
pub fn mlir_head(f: Option<&CmpXchgFlags>) -> String {
    let mut s = String::from("llvm.cmpxchg ");
    if f.is_some_and(|f| f.weak) {
        s.push_str("weak ");
    }
    if f.is_some_and(|f| f.volatile) {
        s.push_str("volatile ");
    }
    s
}

/// ` [syncscope("s")] success failure` (after the operands).
pub fn mlir_tail(f: Option<&CmpXchgFlags>, success: Ordering, failure: Ordering) -> String {
    let mut s = String::new();
    if let Some(scope) = f.and_then(|f| f.scope.as_deref()) {
        s.push_str(" syncscope(");
        crate::print::push_quoted(&mut s, scope.as_bytes());
        s.push(')');
    }
    s.push(' ');
    s.push_str(success.name());
    s.push(' ');
    s.push_str(failure.name());
    s
}
