//! What a global or function says besides its linkage, type and value:
//! visibility, `dso_local`, `unnamed_addr`, `thread_local`, `section` and
//! the COMDAT it belongs to; and the COMDAT groups of the module
//! (`llvm.comdat` in the LLVM dialect, `$name = comdat any` in LLVM IR).
//!
//! Every reader (the LLVM dialect of MLIR 13 and 22, LLVM IR) fills a
//! [`SymAttrs`]; every writer spells it here: [`SymAttrs::ll_prefix`] and
//! [`SymAttrs::ll_suffix`] in LLVM IR's order (LangRef: linkage, preemption,
//! visibility, thread-local, unnamed_addr, address space; then section,
//! comdat, align), [`SymAttrs::mlir_keywords`] and [`SymAttrs::mlir_attrs`]
//! in the LLVM dialect's. What MLIR 13's LLVM dialect cannot say is named by
//! [`SymAttrs::mlir13_unsupported`].

use super::ir::Linkage;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

impl Visibility {
    pub fn name(self) -> &'static str {
        match self {
            Visibility::Default => "default",
            Visibility::Hidden => "hidden",
            Visibility::Protected => "protected",
        }
    }
    pub fn from_name(s: &str) -> Option<Visibility> {
        Some(match s {
            "default" => Visibility::Default,
            "hidden" => Visibility::Hidden,
            "protected" => Visibility::Protected,
            _ => return None,
        })
    }
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum UnnamedAddr {
    #[default]
    None,
    Local,
    Global,
}

impl UnnamedAddr {
    /// The keyword (`""` for none).
    pub fn name(self) -> &'static str {
        match self {
            UnnamedAddr::None => "",
            UnnamedAddr::Local => "local_unnamed_addr",
            UnnamedAddr::Global => "unnamed_addr",
        }
    }
    pub fn from_name(s: &str) -> Option<UnnamedAddr> {
        Some(match s {
            "local_unnamed_addr" => UnnamedAddr::Local,
            "unnamed_addr" => UnnamedAddr::Global,
            _ => return None,
        })
    }
}

/// A COMDAT's selection kind.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ComdatKind {
    #[default]
    Any,
    ExactMatch,
    Largest,
    NoDeduplicate,
    SameSize,
}

impl ComdatKind {
    pub const NAMES: [&'static str; 5] =
        ["any", "exactmatch", "largest", "nodeduplicate", "samesize"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    pub fn from_name(s: &str) -> Option<ComdatKind> {
        Some(match s {
            "any" => ComdatKind::Any,
            "exactmatch" => ComdatKind::ExactMatch,
            "largest" => ComdatKind::Largest,
            "nodeduplicate" => ComdatKind::NoDeduplicate,
            "samesize" => ComdatKind::SameSize,
            _ => return None,
        })
    }
}

/// `llvm.comdat @name { llvm.comdat_selector @sel kind ... }`: in LLVM IR
/// one `$sel = comdat kind` line per selector (the group's name is the
/// LLVM dialect's only; the LLVM IR importer calls it
/// `__llvm_global_comdat`, as `mlir-translate-22 --import-llvm` does).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ComdatGroup {
    pub name: String,
    /// Where it is defined (diagnostics).
    pub span: crate::diag::Span,
    pub sels: Vec<(String, ComdatKind)>,
}

/// The group name the importer gives the module's comdats.
pub const IMPORT_GROUP: &str = "__llvm_global_comdat";

/// A global's or function's attributes besides linkage, type and value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymAttrs {
    pub visibility: Visibility,
    pub unnamed_addr: UnnamedAddr,
    pub dso_local: bool,
    /// Globals only (the TLS model, which the LLVM dialect does not keep,
    /// is the default one).
    pub thread_local: bool,
    pub section: Option<Box<str>>,
    /// `comdat(@group::@sel)`: the group and the selector (in LLVM IR,
    /// `comdat($sel)`, or `comdat` when `sel` is the symbol's own name).
    pub comdat: Option<Box<(String, String)>>,
}

impl SymAttrs {
    /// Whether LLVM counts the symbol as `dso_local` without the keyword
    /// (local linkage, or a visibility other than default); its printer
    /// leaves the keyword out then.
    pub fn implied_dso_local(&self, linkage: Linkage) -> bool {
        matches!(linkage, Linkage::Internal | Linkage::Private)
            || self.visibility != Visibility::Default
    }

    /// Whether none is set (most symbols): nothing to write.
    pub fn is_plain(&self) -> bool {
        !self.dso_local
            && self.visibility == Visibility::Default
            && !self.thread_local
            && self.unnamed_addr == UnnamedAddr::None
            && self.section.is_none()
            && self.comdat.is_none()
    }

    /// LLVM IR: what comes between the linkage and `global`/`constant` (or
    /// a function's return type): `dso_local`, the visibility,
    /// `thread_local`, and for globals `unnamed_addr`; each followed by a
    /// space.
    pub fn ll_prefix(&self, linkage: Linkage, global: bool, out: &mut String) {
        if self.dso_local && !self.implied_dso_local(linkage) {
            out.push_str("dso_local ");
        }
        if self.visibility != Visibility::Default {
            out.push_str(self.visibility.name());
            out.push(' ');
        }
        if self.thread_local {
            out.push_str("thread_local ");
        }
        if global && self.unnamed_addr != UnnamedAddr::None {
            out.push_str(self.unnamed_addr.name());
            out.push(' ');
        }
    }

    /// LLVM IR, after a function's parameter list: ` unnamed_addr`,
    /// ` section "s"`, ` comdat($c)`. For a global (`global`), after the
    /// initializer: `, section "s"`, `, comdat($c)`.
    pub fn ll_suffix(&self, name: &str, global: bool, out: &mut String) {
        let sep = if global { ", " } else { " " };
        if !global && self.unnamed_addr != UnnamedAddr::None {
            out.push(' ');
            out.push_str(self.unnamed_addr.name());
        }
        if let Some(s) = &self.section {
            out.push_str(sep);
            out.push_str("section ");
            crate::print::push_quoted(out, s.as_bytes());
        }
        if let Some(c) = &self.comdat {
            out.push_str(sep);
            out.push_str("comdat");
            if c.1 != name {
                out.push_str("($");
                push_comdat_name(out, &c.1);
                out.push(')');
            }
        }
    }

    /// The LLVM dialect (MLIR 22's order): the keywords between the
    /// linkage and `constant`/`@name`: visibility, `thread_local`,
    /// `unnamed_addr`; each followed by a space. MLIR 13 has only
    /// `unnamed_addr` (the rest is refused before printing).
    pub fn mlir_keywords(&self, out: &mut String) {
        if self.visibility != Visibility::Default {
            out.push_str(self.visibility.name());
            out.push(' ');
        }
        if self.thread_local {
            out.push_str("thread_local ");
        }
        if self.unnamed_addr != UnnamedAddr::None {
            out.push_str(self.unnamed_addr.name());
            out.push(' ');
        }
    }

    /// The LLVM dialect: ` comdat(@group::@sel)` after the symbol's
    /// signature or value.
    pub fn mlir_comdat(&self, out: &mut String) {
        if let Some(c) = &self.comdat {
            out.push_str(" comdat(");
            out.push_str(&crate::print::mlir::symbol(&c.0));
            out.push_str("::");
            out.push_str(&crate::print::mlir::symbol(&c.1));
            out.push(')');
        }
    }

    /// The LLVM dialect: the entries of the attribute dictionary
    /// (`dso_local`, `section = "s"`).
    pub fn mlir_attrs(&self, out: &mut Vec<String>) {
        if self.dso_local {
            out.push("dso_local".to_string());
        }
        if let Some(s) = &self.section {
            let mut t = String::from("section = ");
            crate::print::push_quoted(&mut t, s.as_bytes());
            out.push(t);
        }
    }

    /// What MLIR 13's LLVM dialect cannot say of this global (`global`) or
    /// function: it has `unnamed_addr`, `dso_local` and `section` on globals
    /// and `dso_local` on functions, no visibility, thread-locals or
    /// COMDATs (`thread_local_` and a function's `section` it drops
    /// silently).
    pub fn mlir13_unsupported(&self, global: bool) -> Option<&'static str> {
        Some(if self.visibility != Visibility::Default {
            "MLIR 13's LLVM dialect has no symbol visibility (`hidden`, `protected`)"
        } else if self.thread_local {
            "MLIR 13's LLVM dialect has no thread-local globals (it ignores `thread_local_`)"
        } else if self.comdat.is_some() {
            "MLIR 13's LLVM dialect has no COMDATs"
        } else if !global && self.unnamed_addr != UnnamedAddr::None {
            "MLIR 13's LLVM dialect has no `unnamed_addr` on functions"
        } else if !global && self.section.is_some() {
            "MLIR 13's LLVM dialect has no `section` on functions (it ignores the attribute)"
        } else {
            return None;
        })
    }
}

/// A comdat's name after `$`: bare when LLVM IR allows it, else quoted.
pub fn push_comdat_name(out: &mut String, name: &str) {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
    if plain {
        out.push_str(name);
    } else {
        crate::print::push_quoted(out, name.as_bytes());
    }
}

/// LLVM IR: the `$sel = comdat kind` lines of group `g`.
pub fn ll_comdat_lines(g: &ComdatGroup, out: &mut String) {
    for (sel, kind) in &g.sels {
        out.push('$');
        push_comdat_name(out, sel);
        out.push_str(" = comdat ");
        out.push_str(kind.name());
        out.push('\n');
    }
}
