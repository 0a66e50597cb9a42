//! `llvm.intr.masked.load`/`store`/`gather`/`scatter` in MLIR's custom
//! syntax (the same in MLIR 13 and 22) and their generic forms (the
//! alignment a property in MLIR 22, an attribute in MLIR 13).
//!
//! ```text
//! %v = llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
//! llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
//! %g = llvm.intr.masked.gather %ps, %mask, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
//! llvm.intr.masked.scatter %v, %ps, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
//! ```
//! The operand types are checked by the lowering (`lower/llvm22_vec.rs`).

use super::{Attr, Parser};
use crate::diag::{Error, Result, Span};
use crate::entity::List;
use crate::mlir::ir::{LlvmOp, MaskedOp};

impl<'a> Parser<'a> {
    /// The custom form of `llvm.intr.<name>` (`name` is `masked.load`...),
    /// whose operands start at use `start`.
    pub(super) fn llvm_masked(
        &mut self,
        op: MaskedOp,
        name: &str,
        at: Span,
        start: usize,
    ) -> Result<LlvmOp> {
        self.use_list()?;
        self.opt_attrs()?;
        let align = self.masked_align(name, at)?;
        let list = List::since(&self.body.uses, start);
        if op.is_store() {
            // `: value type, mask type into pointer type`
            self.expect(":")?;
            let vt = self.ty()?;
            self.expect(",")?;
            let mt = self.ty()?;
            if !self.eat_kw("into") {
                return Err(self.expected("`into` and the address type"));
            }
            let pt = self.ty()?;
            self.type_uses(list, &[vt, pt, mt], at)?;
        } else {
            let (ins, outs) = self.fn_type_parts(at)?;
            self.type_uses(list, &ins, at)?;
            let [r] = outs[..] else {
                return Err(Error::parse(
                    at,
                    format!("`llvm.intr.{name}` has one result type"),
                ));
            };
            self.result_tys.push(r);
        }
        Ok(LlvmOp::Masked { op, align })
    }

    /// A generic `"llvm.intr.masked.*"` (MLIR 22: the alignment is the
    /// property `alignment`; MLIR 13: the attribute).
    pub(super) fn masked_generic(&self, op: MaskedOp, name: &str, at: Span) -> Result<LlvmOp> {
        let align = self.masked_align(name, at)?;
        Ok(LlvmOp::Masked { op, align })
    }

    /// The `alignment` attribute of the op being parsed.
    fn masked_align(&self, name: &str, at: Span) -> Result<u32> {
        match self.attrs.iter().find(|(k, _, _)| *k == "alignment") {
            Some((_, Attr::Int { value, .. }, span)) => {
                if (1..=1 << 31).contains(value) && (*value as u64).is_power_of_two() {
                    Ok(*value as u32)
                } else {
                    Err(Error::verify(*span, "the alignment must be a power of two"))
                }
            }
            Some((_, _, span)) => Err(Error::verify(
                *span,
                "the alignment is an integer: `alignment = 4 : i32`",
            )),
            None => Err(
                Error::verify(at, format!("`llvm.intr.{name}` needs its alignment"))
                    .help("write it as an attribute after the operands: `{alignment = 4 : i32}`"),
            ),
        }
    }
}
