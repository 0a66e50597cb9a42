//! `llvm.inline_asm`, as MLIR 13 through 22 spell it: `llvm.inline_asm
//! [has_side_effects] [is_align_stack] [asm_dialect = att|intel] "asm",
//! "constraints" %args : (T...) -> R`. mlir2ll passes it through to LLVM
//! IR's `call R asm ...`.

use super::Parser;
use crate::diag::{Error, Result, Span};
use crate::entity::List;
use crate::mlir::ir::{InlineAsmSpec, LlvmOp};

impl Parser<'_> {
    pub(super) fn llvm_inline_asm(&mut self, at: Span) -> Result<LlvmOp> {
        let start = self.body.uses.len();
        let side_effects = self.eat_kw("has_side_effects");
        let align_stack = self.eat_kw("is_align_stack");
        if self.eat_kw("tail_call_kind") {
            // `= #llvm.tailcallkind<none>`: MLIR 22's default only.
            self.expect("=")?;
            let s = self.pos_ws();
            if !self.eat("#llvm.tailcallkind<none>") {
                return Err(Error::lower(
                    Span::new(s, s + 1),
                    "`llvm.inline_asm` with a tail call kind is not supported yet",
                )
                .label("not supported yet"));
            }
        }
        let mut intel = false;
        if self.eat_kw("asm_dialect") {
            self.expect("=")?;
            let s = self.pos_ws();
            // MLIR 13 also reads the quoted form.
            let w = if self.rest().starts_with('"') {
                self.string()?
            } else {
                self.bare_id()
                    .map(|(w, _)| w.to_string())
                    .unwrap_or_default()
            };
            intel = match w.as_str() {
                "att" => false,
                "intel" => true,
                _ => {
                    return Err(Error::parse(
                        Span::new(s, self.pos.max(s + 1)),
                        "expected the assembly dialect `att` or `intel`",
                    ));
                }
            };
        }
        if self.eat_kw("operand_attrs") {
            let s = self.pos_ws();
            return Err(Error::lower(
                Span::new(s, s + 1),
                "`llvm.inline_asm` with `operand_attrs` (elementtype) is not supported yet",
            )
            .label("not supported yet"));
        }
        self.opt_attrs()?;
        self.pos_ws();
        if !self.rest().starts_with('"') {
            return Err(self.expected("the assembly string `\"...\"`"));
        }
        let asm = self.string()?;
        self.expect(",")?;
        self.pos_ws();
        if !self.rest().starts_with('"') {
            return Err(self.expected("the constraint string `\"...\"`"));
        }
        let constraints = self.string()?;
        self.pos_ws();
        if self.peek() == Some(b'%') {
            self.use_list()?;
        }
        let (ins, outs) = self.fn_type_parts(at)?;
        let list = List::since(&self.body.uses, start);
        self.type_uses(list, &ins, at)?;
        // (The verifier checks that there is at most one result.)
        self.result_tys.extend(outs);
        Ok(LlvmOp::InlineAsm(Box::new(InlineAsmSpec {
            asm: asm.into(),
            constraints: constraints.into(),
            side_effects,
            align_stack,
            intel,
        })))
    }
}
