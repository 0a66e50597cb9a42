//! The tail of a `load` or `store`: `, align N` and metadata attachments,
//! of which `!nontemporal !N` is kept (as [`InstKind::LoadNT`] /
//! [`InstKind::StoreNT`]); other metadata is skipped.

use super::Importer;
use super::lex::Tok;
use crate::diag::Result;
#[cfg(doc)]
use crate::llvm::ir::InstKind;

impl Importer<'_> {
    /// `, align N` and metadata after a load or store: the alignment (0 if
    /// absent) and whether `!nontemporal` is attached.
    pub(super) fn mem_tail(&mut self) -> Result<(u32, bool)> {
        let mut align = 0;
        let mut nontemporal = false;
        while self.lx.tok == Tok::Punct(b',') && !self.lx.at_line_start() {
            // `, align N`, the common tail, read from the bytes in one step
            // (the lexer lands where the tokens would have taken it).
            if let Some((a, end)) = self.lx.align_clause() {
                align = a;
                self.seek(end)?;
                continue;
            }
            self.lx.next()?;
            if self.lx.eat("align")? {
                align = self.lx.int_u32()?;
            } else if self.lx.tok == Tok::Meta {
                nontemporal |= self.lx.name() == b"nontemporal";
                self.skip_meta_attachment()?;
            } else {
                return Err(self.lx.expected("`align` or metadata"));
            }
        }
        Ok((align, nontemporal))
    }
}
