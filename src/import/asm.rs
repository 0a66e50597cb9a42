//! `call T asm [sideeffect] [alignstack] [inteldialect] "asm",
//! "constraints"(args)`: inline assembly, into the IR's
//! [`InstKind::InlineAsm`] (`llvm.inline_asm`, which MLIR 13 and MLIR 22
//! spell alike). Indirect memory operands (`*` in the constraints) need an
//! `elementtype` the IR does not keep, `unwind` needs `invoke`: both are
//! refused clearly.

use super::Importer;
use super::body::FnState;
use super::lex::Tok;
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::*;

impl Importer<'_> {
    /// At `asm`, after the call's type `t`; `name` is the result's name.
    pub(super) fn inline_asm_call(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        t: Ty,
        name: Option<&(std::borrow::Cow<'_, [u8]>, Span)>,
    ) -> Result<Option<Value>> {
        let void = self.t.void;
        let start = self.lx.span();
        self.lx.word("asm")?;
        let mut a = InlineAsm {
            asm: "".into(),
            constraints: "".into(),
            side_effects: false,
            align_stack: false,
            intel: false,
        };
        loop {
            if self.lx.eat("sideeffect")? {
                a.side_effects = true;
            } else if self.lx.eat("alignstack")? {
                a.align_stack = true;
            } else if self.lx.eat("inteldialect")? {
                a.intel = true;
            } else if self.lx.is("unwind") {
                return Err(self
                    .lx
                    .err("inline assembly that may unwind cannot be expressed in the LLVM dialect's `llvm.inline_asm`"));
            } else {
                break;
            }
        }
        for k in 0..2 {
            if self.lx.tok != Tok::Str {
                return Err(self.lx.expected(if k == 0 {
                    "the assembly string"
                } else {
                    "the constraint string"
                }));
            }
            let s: Box<str> = self.lx.name_str().into();
            if k == 0 {
                a.asm = s;
                self.lx.next()?;
                self.lx.punct(b',')?;
            } else {
                if s.contains('*') {
                    return Err(self.lx.err(
                        "inline assembly with indirect (`*`) operands is not supported by the importer yet",
                    ));
                }
                a.constraints = s;
                self.lx.next()?;
            }
        }
        let (args, _) = self.call_args(st, b)?;
        let ret = match self.t.get(t) {
            Type::Func { ret, .. } => *ret,
            _ => t,
        };
        if a.constraints.is_empty() && ret != void {
            return Err(Error::parse(
                start,
                "inline assembly without constraints returns nothing",
            ));
        }
        let l = b.list(&args);
        let kind = InstKind::InlineAsm(Box::new(a), l);
        self.call_result(st, b, name, kind, ret)
    }
}
