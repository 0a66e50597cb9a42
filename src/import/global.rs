//! Symbol attributes in LLVM IR: `$name = comdat kind` lines, and on
//! globals and functions the preemption and visibility words,
//! `unnamed_addr`, `section "s"` and `comdat[($name)]`
//! ([`crate::llvm::symattr::SymAttrs`]).
//!
//! With MLIR 22 (and LLVM IR) output all of it is kept, as
//! `mlir-translate-22 --import-llvm` keeps it: the comdats become one
//! `llvm.comdat @__llvm_global_comdat` group, and `dso_local` is set where
//! LLVM counts the symbol as local (also when implied by local linkage or
//! a non-default visibility). With MLIR 13 output what `mlir-translate-13
//! --import-llvm` drops is dropped: visibility, `dso_local`, comdats, and a
//! function's `unnamed_addr` and `section` (none changes what the program
//! does); a global's `unnamed_addr` and `section` are kept. A thread-local
//! global has no MLIR 13 spelling and is refused.

use super::lex::Tok;
use super::*;
use crate::llvm::symattr::{ComdatKind, SymAttrs, UnnamedAddr, Visibility};

impl<'s> Importer<'s> {
    /// `$name = comdat kind` (at the `$name` token).
    pub(super) fn comdat_def(&mut self) -> Result<()> {
        let name = self.lx.name_str().into_owned();
        let span = self.lx.span();
        self.lx.next()?;
        self.lx.punct(b'=')?;
        self.lx.word("comdat")?;
        if self.lx.tok != Tok::Word {
            return Err(self.lx.expected("a selection kind like `any`"));
        }
        let Some(kind) = ComdatKind::from_name(self.lx.text()) else {
            return Err(self.lx.err(format!(
                "unknown comdat selection kind `{}` (the kinds are: {})",
                self.lx.text(),
                ComdatKind::NAMES.join(", ")
            )));
        };
        self.lx.next()?;
        if self.comdats.sels.iter().any(|(n, _)| *n == name) {
            return Err(Error::parse(
                span,
                format!("comdat `${name}` is defined twice"),
            ));
        }
        self.comdats.sels.push((name, kind));
        Ok(())
    }

    /// A word before a global's or function's type that is a symbol
    /// attribute: taken into `s`; false for any other word.
    pub(super) fn sym_word(&mut self, s: &mut SymAttrs) -> Result<bool> {
        let w = self.lx.text();
        if let Some(v) = Visibility::from_name(w) {
            s.visibility = v;
        } else if let Some(u) = UnnamedAddr::from_name(w) {
            s.unnamed_addr = u;
        } else if w == "dso_local" {
            s.dso_local = true;
        } else {
            return Ok(false);
        }
        self.lx.next()?;
        Ok(true)
    }

    /// `section "name"` (at `section`).
    pub(super) fn section(&mut self, s: &mut SymAttrs) -> Result<()> {
        self.lx.next()?;
        if self.lx.tok != Tok::Str {
            return Err(self.lx.expected("the section's name as a string"));
        }
        s.section = Some(self.lx.name_str().into());
        self.lx.next()?;
        Ok(())
    }

    /// `comdat` or `comdat($name)` (at `comdat`) on symbol `own`.
    pub(super) fn comdat_use(&mut self, own: &str, s: &mut SymAttrs) -> Result<()> {
        self.lx.next()?;
        let (sel, span) = if self.lx.tok == Tok::Punct(b'(') {
            self.lx.next()?;
            if self.lx.tok != Tok::Dollar {
                return Err(self.lx.expected("a comdat name like `$name`"));
            }
            let r = (self.lx.name_str().into_owned(), self.lx.span());
            self.lx.next()?;
            self.lx.punct(b')')?;
            r
        } else {
            (own.to_string(), self.lx.span())
        };
        self.comdat_uses.push((sel.clone(), span));
        let group = crate::llvm::symattr::IMPORT_GROUP.to_string();
        s.comdat = Some(Box::new((group, sel)));
        Ok(())
    }

    /// At the end: every comdat used is defined.
    pub(super) fn check_comdat_uses(&self) -> Result<()> {
        let defined: std::collections::HashSet<&str, crate::entity::FxBuild> =
            self.comdats.sels.iter().map(|(n, _)| n.as_str()).collect();
        for (sel, span) in &self.comdat_uses {
            if !defined.contains(sel.as_str()) {
                return Err(Error::parse(
                    *span,
                    format!("use of undefined comdat `${sel}`"),
                ));
            }
        }
        Ok(())
    }

    /// What of `s` the output keeps (see the module's documentation).
    pub(super) fn kept_sym(&self, mut s: SymAttrs, linkage: Linkage, global: bool) -> SymAttrs {
        if self.mlir13 {
            s.visibility = Visibility::Default;
            s.dso_local = false;
            s.comdat = None;
            if !global {
                s.unnamed_addr = UnnamedAddr::None;
                s.section = None;
            }
        } else if s.implied_dso_local(linkage) {
            s.dso_local = true;
        }
        s
    }
}
