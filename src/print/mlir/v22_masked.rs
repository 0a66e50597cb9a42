//! MLIR 22's spelling of the masked memory intrinsics: LLVM 22's
//! `llvm.masked.load`/`store`/`gather`/`scatter` have no alignment
//! operand any more (it is a parameter attribute, `mlir-translate-22`
//! rejects the old signature), so a call of one made with the alignment
//! as its operand is written as the op, alignment as an attribute, and
//! their declarations are left out:
//!
//! ```text
//! %2 = llvm.intr.masked.load %0, %1, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
//! llvm.intr.masked.store %v, %0, %1 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
//! ```

use super::{Doc, Printer};
use crate::llvm::ir::*;

/// The op of an intrinsic function named `name` (with its overload
/// suffixes), and the position of its alignment operand.
fn masked(name: &str) -> Option<(&'static str, usize)> {
    let rest = name.strip_prefix("llvm.masked.")?;
    [("load.", 1), ("store.", 2), ("gather.", 1), ("scatter.", 2)]
        .into_iter()
        .find(|(p, _)| rest.starts_with(p))
        .map(|(p, at)| (p.trim_end_matches('.'), at))
}

impl<'a> Printer<'a> {
    /// `inst` as `llvm.intr.masked.*` when it calls one of them with a
    /// constant alignment operand.
    pub(super) fn masked22(
        &self,
        body: &'a Body,
        inst: &InstData,
    ) -> Option<(Doc<'a>, Option<Doc<'a>>)> {
        let InstKind::Call {
            callee: Callee::Direct(f),
            args,
            ..
        } = &inst.kind
        else {
            return None;
        };
        let (op, at) = masked(&self.cx.funcs[f.index()].name)?;
        let args = args.get(&body.operands);
        if args.len() != 4 {
            return None;
        }
        let ValueKind::ConstInt(align) = body.values[args[at].index()].kind else {
            return None;
        };
        let ops: Vec<Value> = args
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != at)
            .map(|(_, v)| *v)
            .collect();
        let t = |v: Value| body.ty(self.unalias(v));
        let head = self
            .text(format!("llvm.intr.masked.{op} "))
            .append(self.list(self.vals(&ops)))
            .append(format!(" {{alignment = {align} : i32}}"));
        let trailer = match inst.result {
            // value, pointer(s), mask
            None => self
                .list(vec![self.ty(t(ops[0])), self.ty(t(ops[2]))])
                .append(" into ")
                .append(self.ty(t(ops[1]))),
            Some(r) => self
                .text("(")
                .append(self.list(ops.iter().map(|v| self.ty(t(*v))).collect::<Vec<_>>()))
                .append(") -> ")
                .append(self.ty(body.ty(r))),
        };
        Some((head, Some(trailer)))
    }
}
