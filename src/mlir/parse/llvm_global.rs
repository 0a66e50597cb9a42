//! The symbol attributes of `llvm.mlir.global` and `llvm.func`
//! ([`crate::llvm::symattr::SymAttrs`]), in MLIR 13's and MLIR 22's
//! spelling:
//!
//! ```text
//! llvm.mlir.global internal hidden thread_local unnamed_addr constant @g(0 : i32)
//!     comdat(@c::@g) {addr_space = 1 : i32, dso_local, section = ".x"} : i32
//! llvm.func weak protected local_unnamed_addr @f() comdat(@c::@f)
//!     attributes {dso_local, section = ".text.f"} { ... }
//! ```
//!
//! MLIR 13 has the `unnamed_addr` keywords and the `dso_local`, `section`
//! and `thread_local_` attributes; MLIR 22 adds the visibility keyword and
//! `comdat(...)` and prints `thread_local` as a keyword.

use super::*;
use crate::llvm::symattr::{SymAttrs, UnnamedAddr, Visibility};

/// The keywords that may stand between the linkage and the symbol, for
/// "did you mean" (with the linkages).
pub(super) const SYM_KEYWORDS: &[&str] = &[
    "hidden",
    "protected",
    "default",
    "thread_local",
    "unnamed_addr",
    "local_unnamed_addr",
];

impl<'a> Parser<'a> {
    /// The keywords after the linkage: visibility, `thread_local` (globals
    /// only), `unnamed_addr` / `local_unnamed_addr`, in MLIR 22's order.
    /// LLVM's rule: a symbol with local linkage (`internal`, `private`)
    /// has default visibility.
    pub(super) fn sym_keywords(
        &mut self,
        linkage: crate::llvm::ir::Linkage,
        global: bool,
    ) -> Result<SymAttrs> {
        let mut s = SymAttrs::default();
        for v in ["hidden", "protected", "default"] {
            let at = self.pos_ws();
            if self.eat_kw(v) {
                s.visibility = Visibility::from_name(v).unwrap_or_default();
                if s.visibility != Visibility::Default
                    && matches!(
                        linkage,
                        crate::llvm::ir::Linkage::Internal | crate::llvm::ir::Linkage::Private
                    )
                {
                    return Err(Error::verify(
                        Span::new(at, self.pos),
                        format!(
                            "a symbol with `{}` linkage must have default visibility",
                            linkage.name()
                        ),
                    )
                    .label("not allowed with local linkage"));
                }
                break;
            }
        }
        if global && self.eat_kw("thread_local") {
            s.thread_local = true;
        }
        for u in ["unnamed_addr", "local_unnamed_addr"] {
            if self.eat_kw(u) {
                s.unnamed_addr = UnnamedAddr::from_name(u).unwrap_or_default();
                break;
            }
        }
        Ok(s)
    }

    /// `comdat(@group::@selector)`, if it comes next.
    pub(super) fn opt_comdat(&mut self, s: &mut SymAttrs) -> Result<()> {
        if !self.eat_kw("comdat") {
            return Ok(());
        }
        self.expect("(")?;
        let (group, gspan) = self.symbol()?;
        if !self.eat("::") {
            return Err(self.expected("`::@selector` (a comdat is named `@group::@selector`)"));
        }
        let (sel, sspan) = self.symbol()?;
        self.expect(")")?;
        let span = Span::new(gspan.start as usize, sspan.end as usize);
        let Some(g) = self.comdats.iter().find(|g| g.name == group) else {
            return Err(Error::verify(
                span,
                format!("no comdat group named `@{group}`"),
            )
            .label("undefined comdat")
            .help("define it with `llvm.comdat @name { llvm.comdat_selector @sel any }` before its uses"));
        };
        if !g.sels.iter().any(|(n, _)| n == sel) {
            return Err(Error::verify(
                span,
                format!("comdat group `@{group}` has no selector `@{sel}`"),
            )
            .label("undefined comdat selector"));
        }
        s.comdat = Some(Box::new((group.to_string(), sel.to_string())));
        Ok(())
    }

    /// Takes `dso_local`, `section` and `thread_local_` from an attribute
    /// dictionary entry; false for any other attribute.
    pub(super) fn sym_dict_entry(
        &mut self,
        s: &mut SymAttrs,
        key: &str,
        a: &Attr,
        span: Span,
    ) -> Result<bool> {
        match (key, a) {
            ("dso_local", Attr::Unit) => s.dso_local = true,
            ("thread_local_", Attr::Unit) => s.thread_local = true,
            ("section", Attr::Str(t)) => {
                if t.contains('\0') {
                    return Err(Error::verify(span, "a section name cannot contain NUL"));
                }
                s.section = Some(t.as_str().into());
            }
            ("section", _) => {
                return Err(Error::parse(span, "`section` must be a string")
                    .help("write `section = \".mysection\"`"));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The symbol attributes of a generic `llvm.mlir.global`'s properties
    /// (`unnamed_addr` and `visibility_` as MLIR 22 numbers them).
    pub(super) fn generic_sym_attrs(
        &mut self,
        attrs: &[(&'a str, Attr, Span)],
    ) -> Result<SymAttrs> {
        let mut s = SymAttrs::default();
        for (k, a, span) in attrs {
            if self.sym_dict_entry(&mut s, k, a, *span)? {
                continue;
            }
            match (*k, a) {
                ("unnamed_addr", Attr::Int { value, .. }) => {
                    s.unnamed_addr = match value {
                        1 => UnnamedAddr::Local,
                        2 => UnnamedAddr::Global,
                        _ => UnnamedAddr::None,
                    }
                }
                ("visibility_", Attr::Int { value, .. }) => {
                    s.visibility = match value {
                        1 => Visibility::Hidden,
                        2 => Visibility::Protected,
                        _ => Visibility::Default,
                    }
                }
                ("comdat", _) => {
                    return Err(Error::lower(
                        *span,
                        "`comdat` in a generic `llvm.mlir.global` is not supported yet; write `comdat(@group::@sel)` in the custom form",
                    )
                    .label("not supported yet"));
                }
                _ => {}
            }
        }
        Ok(s)
    }

    /// `attributes {...}` of an `llvm.func`: its names (as
    /// [`Parser::func_attributes`] gives them), with `dso_local` and
    /// `section` taken into `s`.
    pub(super) fn llvm_func_attributes(&mut self, s: &mut SymAttrs) -> Result<Vec<NamedAttr>> {
        if !self.eat_kw("attributes") {
            return Ok(Vec::new());
        }
        let start = self.pos_ws();
        let d = self.dict_spanned()?;
        let span = Span::new(start, self.pos);
        let mut out = Vec::with_capacity(d.len());
        for (name, a, aspan) in d {
            self.sym_dict_entry(s, name, &a, aspan)?;
            out.push(NamedAttr {
                name: name.to_string(),
                span,
            });
        }
        Ok(out)
    }

    /// `llvm.comdat @name { llvm.comdat_selector @sel kind ... }` (after
    /// `llvm.comdat`).
    pub(super) fn llvm_comdat(&mut self) -> Result<usize> {
        use crate::llvm::symattr::{ComdatGroup, ComdatKind};
        let (name, span) = self.symbol()?;
        if self.comdats.iter().any(|g| g.name == name) {
            return Err(Error::parse(
                span,
                format!("comdat group `@{name}` is defined twice"),
            ));
        }
        self.expect("{")?;
        let mut g = ComdatGroup {
            name: name.to_string(),
            span,
            sels: Vec::new(),
        };
        loop {
            if self.eat("}") {
                break;
            }
            if !self.eat_kw("llvm.comdat_selector") {
                return Err(self.expected("`llvm.comdat_selector @name kind` or `}`"));
            }
            let (sel, sspan) = self.symbol()?;
            let Some((kind, kspan)) = self.bare_id() else {
                return Err(self.expected("a selection kind like `any`"));
            };
            let Some(k) = ComdatKind::from_name(kind) else {
                let mut e = Error::parse(kspan, format!("unknown comdat selection kind `{kind}`"))
                    .label("unknown selection kind");
                e = match crate::diag::did_you_mean(kind, &ComdatKind::NAMES) {
                    Some(h) => e.help(h),
                    None => e.help(format!("the kinds are: {}", ComdatKind::NAMES.join(", "))),
                };
                return Err(e);
            };
            if g.sels.iter().any(|(n, _)| n == sel) {
                return Err(Error::parse(
                    sspan,
                    format!("comdat selector `@{sel}` is defined twice"),
                ));
            }
            self.skip_loc()?;
            g.sels.push((sel.to_string(), k));
        }
        self.skip_loc()?;
        self.comdats.push(g);
        Ok(self.comdats.len() - 1)
    }
}
