//! The module's own target: `module attributes {llvm.data_layout = "...",
//! llvm.target_triple = "..."}`, as MLIR 22's `--convert-to-llvm` output
//! and `mlir-translate-22` carry it. They set the output's `target
//! datalayout` and `target triple` lines (over `--target-triple`): a
//! triple alone gets its data layout from [`crate::llvm::target`] (known
//! triples only), a data layout is written as given; an empty one (MLIR
//! 13's lowering writes `llvm.data_layout = ""`) counts as none. `dlti.dl_spec` (the
//! DLTI dialect's description of the same layout) is accepted and ignored:
//! `llvm.data_layout`, or the triple's layout, is what the output says.

use crate::diag::{Error, Result, Span};
use crate::mlir::parse::Attr;

/// What the module's attributes say of its target.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleTarget {
    pub datalayout: Option<String>,
    pub triple: Option<String>,
}

impl ModuleTarget {
    /// Reads `llvm.data_layout` and `llvm.target_triple` from the module's
    /// attribute dictionary (other attributes are ignored).
    pub fn from_attrs(attrs: &[(&str, Attr, Span)]) -> Result<ModuleTarget> {
        let mut t = ModuleTarget::default();
        for (name, a, span) in attrs {
            let slot = match *name {
                "llvm.data_layout" => &mut t.datalayout,
                "llvm.target_triple" => &mut t.triple,
                _ => continue,
            };
            let Attr::Str(s) = a else {
                return Err(Error::parse(*span, format!("`{name}` must be a string"))
                    .help(format!("write `{name} = \"...\"`")));
            };
            if s.bytes()
                .any(|b| b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b))
            {
                return Err(Error::parse(
                    *span,
                    format!("`{name}` must be printable ASCII without quotes or backslashes"),
                ));
            }
            if name == &"llvm.target_triple"
                && !attrs.iter().any(|(n, a, _)| {
                    *n == "llvm.data_layout" && !matches!(a, Attr::Str(d) if d.is_empty())
                })
                && crate::llvm::target::datalayout(s).is_none()
            {
                return Err(Error::parse(
                    *span,
                    format!("mlir2ll does not know the data layout of target `{s}`"),
                )
                .help("give it as `llvm.data_layout = \"...\"` too, or use an x86_64 or aarch64 Linux or macOS triple"));
            }
            // MLIR 13's lowering writes `llvm.data_layout = ""`: LLVM's
            // default layout, i.e. none given.
            if !s.is_empty() {
                *slot = Some(s.clone());
            }
        }
        Ok(t)
    }

    /// The output's data layout and triple: the module's where it names
    /// them, else `triple` (from the command line) and its layout.
    pub fn resolve(&self, datalayout: &str, triple: &str) -> (String, String) {
        let triple = self.triple.as_deref().unwrap_or(triple);
        let layout = match (&self.datalayout, &self.triple) {
            (Some(d), _) => d.as_str(),
            (None, Some(t)) => crate::llvm::target::datalayout(t).unwrap_or(datalayout),
            (None, None) => datalayout,
        };
        (layout.to_string(), triple.to_string())
    }
}

/// Whether `src` may name its target in module attributes (then it is
/// compiled on one thread, which reads them before writing the header).
pub fn names_target(src: &str) -> bool {
    src.contains("llvm.target_triple") || src.contains("llvm.data_layout")
}

/// Why a module-level LLVM-dialect op at the start of `rest` is not
/// supported yet, if it is one mlir2ll knows of.
pub fn top_level_not_yet(rest: &str) -> Option<&'static str> {
    let word = rest
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
        .next()?;
    Some(match word {
        "llvm.mlir.alias" | "llvm.mlir.ifunc" => "global aliases and ifuncs are not supported yet",
        _ => return None,
    })
}
