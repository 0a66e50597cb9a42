//! Synchronization ops of the LLVM dialect: `llvm.fence [syncscope("s")]
//! ordering`, as MLIR 13 through 22 spell it.

use super::*;
use crate::llvm::ir::Ordering;

impl<'a> Parser<'a> {
    /// `syncscope("name")`, if there.
    pub(super) fn syncscope(&mut self) -> Result<Option<Box<str>>> {
        if !self.eat_kw("syncscope") {
            return Ok(None);
        }
        self.expect("(")?;
        let start = self.pos_ws();
        if !self.rest().starts_with('"') {
            return Err(self.expected("a scope name like `\"singlethread\"`"));
        }
        let s = self.string()?;
        if s.is_empty()
            || s.bytes()
                .any(|b| b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b))
        {
            return Err(Error::parse(
                Span::new(start, self.pos),
                "a sync scope is a printable name without quotes or backslashes",
            ));
        }
        self.expect(")")?;
        Ok(Some(s.into()))
    }

    /// An atomic ordering keyword (`monotonic`, `acquire`, ...); `allowed`
    /// says which a use takes.
    pub(super) fn ordering(&mut self, what: &str, allowed: &[&str]) -> Result<Ordering> {
        let Some((w, span)) = self.bare_id() else {
            return Err(self.expected(&format!(
                "the ordering of `{what}` ({})",
                allowed.join(", ")
            )));
        };
        match Ordering::from_any_name(w) {
            Some(o) if allowed.contains(&w) => Ok(o),
            _ => Err(Error::parse(
                span,
                format!(
                    "`{what}` takes the ordering {}, not `{w}`",
                    allowed.join(", ")
                ),
            )),
        }
    }

    /// `llvm.fence [syncscope("s")] ordering {attrs}`.
    pub(super) fn llvm_fence(&mut self) -> Result<LlvmOp> {
        let scope = self.syncscope()?;
        let ordering =
            self.ordering("llvm.fence", &["acquire", "release", "acq_rel", "seq_cst"])?;
        if self.peek() == Some(b'{') {
            self.dict()?;
        }
        Ok(LlvmOp::Fence { ordering, scope })
    }

    /// `atomic [syncscope("s")] ordering` after the pointer of an
    /// `llvm.load` or `llvm.store`, if there (`atomic not_atomic` is a
    /// plain access, as MLIR reads it).
    pub(super) fn atomic_spec(
        &mut self,
        what: &str,
        allowed: &[&str],
    ) -> Result<Option<Box<crate::mlir::ir::AtomicSpec>>> {
        if !self.eat_kw("atomic") {
            return Ok(None);
        }
        let scope = self.syncscope()?;
        let mut all = vec!["not_atomic"];
        all.extend_from_slice(allowed);
        let ordering = self.ordering(what, &all)?;
        if ordering == Ordering::NotAtomic {
            return Ok(None);
        }
        Ok(Some(Box::new(crate::mlir::ir::AtomicSpec {
            ordering,
            scope,
        })))
    }
}
