//! The operands of an instruction, for the verifier's checks of the
//! order of definitions and uses.

use super::slice;
use crate::entity::List;
use crate::llvm::ir::{Body, Callee, InstData, InstKind, Value};

/// Calls `out` on each operand of instruction `d` (branch arguments
/// included; lists out of bounds are skipped).
#[inline]
pub(super) fn operands(b: &Body, d: &InstData, out: &mut impl FnMut(Value)) {
    fn each(pool: &[Value], l: List, out: &mut impl FnMut(Value)) {
        for v in slice(l, pool).unwrap_or(&[]) {
            out(*v);
        }
    }
    let ops = &b.operands[..];
    match &d.kind {
        InstKind::Bin(_, x, y)
        | InstKind::AtomicRmw(_, x, y)
        | InstKind::AtomicRmwOrd { ptr: x, val: y, .. }
        | InstKind::ICmp(_, x, y)
        | InstKind::FCmp(_, x, y)
        | InstKind::Store(x, y)
        | InstKind::VolatileStore(x, y)
        | InstKind::StoreAlign(x, y, ..)
        | InstKind::StoreNT(x, y, ..)
        | InstKind::AtomicStore(x, y, _)
        | InstKind::ExtractElement(x, y)
        | InstKind::Shuffle(x, y, _) => {
            out(*x);
            out(*y);
        }
        InstKind::FNeg(x)
        | InstKind::Cast(_, x)
        | InstKind::Load(x)
        | InstKind::VolatileLoad(x)
        | InstKind::LoadAlign(x, ..)
        | InstKind::LoadNT(x, ..)
        | InstKind::FPTruncRound { value: x, .. }
        | InstKind::AtomicLoad(x, _)
        | InstKind::Freeze(x)
        | InstKind::ExtractValue(x, _)
        | InstKind::Alloca { count: x, .. } => out(*x),
        InstKind::Select(x, y, z) | InstKind::InsertElement(x, y, z) => {
            out(*x);
            out(*y);
            out(*z);
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            out(*ptr);
            out(*cmp);
            out(*new);
        }
        InstKind::InsertValue(x, y, _) => {
            out(*x);
            out(*y);
        }
        InstKind::Call { callee, args, .. } => {
            if let Callee::Indirect(v) = callee {
                out(*v);
            }
            each(ops, *args, out);
        }
        InstKind::Gep { base, indices, .. } => {
            out(*base);
            each(ops, *indices, out);
        }
        InstKind::Switch {
            value,
            default,
            cases,
        } => {
            out(*value);
            each(ops, default.args, out);
            for (_, s) in slice(*cases, &b.cases).unwrap_or(&[]) {
                each(ops, s.args, out);
            }
        }
        InstKind::Br(s) => each(ops, s.args, out),
        InstKind::InlineAsm(_, args) => each(ops, *args, out),
        InstKind::CondBr(c, t, e) => {
            out(*c);
            each(ops, t.args, out);
            each(ops, e.args, out);
        }
        InstKind::Ret(v) => {
            if let Some(v) = v {
                out(*v);
            }
        }
        InstKind::Unreachable | InstKind::Fence { .. } => {}
    }
}
