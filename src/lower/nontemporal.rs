//! The kind of a load or store from its attributes: `nontemporal` (MLIR 22's
//! `memref.load %m[%i] {nontemporal = true}` and the LLVM dialect's
//! `llvm.load %p {nontemporal}`), written `!nontemporal !0` in `.ll`.

use crate::llvm::ir::{InstKind, Value};
use crate::mlir::ir::MemAttrs;

/// A `memref.load` through element pointer `p`.
pub(super) fn load_kind(p: Value, a: MemAttrs) -> InstKind {
    load(p, a.align, false, a.nontemporal)
}

/// A `memref.store` of `v` through element pointer `p`.
pub(super) fn store_kind(v: Value, p: Value, a: MemAttrs) -> InstKind {
    store(v, p, a.align, false, a.nontemporal)
}

/// A non-atomic load (`align` 0: none).
pub(crate) fn load(p: Value, align: u32, volatile: bool, nontemporal: bool) -> InstKind {
    match (volatile, align) {
        _ if nontemporal => InstKind::LoadNT(p, align, volatile),
        (false, 0) => InstKind::Load(p),
        (true, 0) => InstKind::VolatileLoad(p),
        (v, a) => InstKind::LoadAlign(p, a, v),
    }
}

/// A non-atomic store (`align` 0: none).
pub(crate) fn store(v: Value, p: Value, align: u32, volatile: bool, nontemporal: bool) -> InstKind {
    match (volatile, align) {
        _ if nontemporal => InstKind::StoreNT(v, p, align, volatile),
        (false, 0) => InstKind::Store(v, p),
        (true, 0) => InstKind::VolatileStore(v, p),
        (vol, a) => InstKind::StoreAlign(v, p, a, vol),
    }
}
