//! Top-level items that upstream passes leave behind: a generic-form
//! `llvm.mlir.global` and empty nested modules.

use super::*;
use crate::llvm::ir::Linkage;

impl<'a> Parser<'a> {
    /// Whether the input continues with a generic-form `llvm.mlir.global`.
    pub(super) fn at_generic_llvm_global(&self) -> bool {
        self.rest().trim_start().starts_with("\"llvm.mlir.global\"")
    }

    /// `"llvm.mlir.global"() <{props}> ({ region }) {attrs} : () -> ()`, as
    /// MLIR 22 (properties) and MLIR 13 (`type`, integer `linkage`) print it.
    pub(super) fn generic_llvm_global(&mut self) -> Result<GlobalId> {
        let (span, mut attrs) = self.generic_global_head()?;
        let mut region = None;
        if self.eat("(") {
            let at = self.pos_ws();
            if self.peek() != Some(b'{') {
                return Err(self.expected("`{` (the initializer region)"));
            }
            let text = self.skip_balanced()?;
            // `({ })` (MLIR 22 also writes an empty one) is no initializer.
            if !text[1..text.len() - 1].trim().is_empty() {
                region = Some(at);
            }
            self.expect(")")?;
        }
        if self.peek() == Some(b'{') {
            attrs.extend(self.dict_spanned()?);
        }
        self.expect(":")?;
        self.ty()?;
        self.skip_loc()?;
        let end = self.pos;
        let find = |n: &str| attr_named(&attrs, n);
        let Some((Attr::Str(gname), nspan)) = find("sym_name") else {
            return Err(Error::parse(
                span,
                "a generic `llvm.mlir.global` needs a `sym_name` string attribute",
            ));
        };
        let Some((Attr::Type(ty), _)) = find("global_type").or_else(|| find("type")) else {
            return Err(Error::parse(
                span,
                "a generic `llvm.mlir.global` needs a `global_type` attribute",
            ));
        };
        let linkage = match find("linkage") {
            None => Linkage::External,
            Some((Attr::Int { value, .. }, lspan)) => linkage_of_int(value)
                .ok_or_else(|| Error::parse(lspan, format!("unknown linkage number {value}")))?,
            Some((Attr::Opaque(text), lspan)) => text
                .strip_prefix("#llvm.linkage<")
                .and_then(|t| t.strip_suffix('>'))
                .and_then(|t| Linkage::from_name(t.trim()))
                .ok_or_else(|| {
                    Error::parse(lspan, "expected a linkage like `#llvm.linkage<internal>`")
                })?,
            Some((_, lspan)) => {
                return Err(Error::parse(
                    lspan,
                    "expected a linkage like `#llvm.linkage<internal>`",
                ));
            }
        };
        let constant = find("constant").is_some();
        let int_of = |n: &str| match find(n) {
            Some((Attr::Int { value, .. }, _)) => value as u32,
            _ => 0,
        };
        let align = int_of("alignment");
        let addr_space = int_of("addr_space");
        let sym = self.generic_sym_attrs(&attrs)?;
        // The name's text in the source, between the quotes.
        let t = &self.src[nspan.start as usize..nspan.end as usize];
        let name: &'a str = t.trim_start_matches('"').trim_end_matches('"');
        if name != gname {
            return Err(Error::parse(
                nspan,
                "escaped characters in global names are not supported",
            ));
        }
        let init = match (region, find("value")) {
            (Some(at), _) => {
                self.pos = at;
                let fty = self.types.intern(Type::Func {
                    inputs: [].into(),
                    results: [ty].into(),
                });
                GlobalInit::Region(self.global_region(name, nspan, fty)?)
            }
            (None, Some((a, vspan))) => GlobalInit::Value(self.global_value(a, vspan, ty)?),
            (None, None) => GlobalInit::External,
        };
        self.pos = end;
        let id = self.define_global(name, nspan)?;
        let g = &mut self.globals[id.index()];
        g.sym = sym;
        g.ty = ty;
        g.linkage = linkage;
        g.constant = constant;
        g.init = init;
        g.align = align;
        g.addr_space = addr_space;
        Ok(id)
    }

    /// A module nested in the open one (`module {}`, `builtin.module @m
    /// attributes {..} {}` or the generic `"builtin.module"() ({ ^bb0: })
    /// : () -> ()`), after its keyword or name: upstream passes leave empty
    /// ones behind, so an empty one is skipped; one with content is refused.
    pub(super) fn nested_module(&mut self, span: Span, generic: bool) -> Result<()> {
        if generic {
            self.expect("(")?;
            self.expect(")")?;
            self.expect("(")?;
        } else {
            if self.peek() == Some(b'@') {
                self.symbol()?;
            }
            if self.eat_kw("attributes") {
                self.dict()?;
            }
        }
        let at = self.pos_ws();
        if self.peek() != Some(b'{') {
            return Err(self.expected("`{`"));
        }
        let text = self.skip_balanced()?;
        // An empty block may still be labelled (`^bb0:` in the generic form)
        // and hold comments.
        let empty = text[1..text.len() - 1].lines().all(|l| {
            let l = l.split("//").next().unwrap_or("").trim();
            l.is_empty() || l == "^bb0:"
        });
        if !empty {
            return Err(Error::parse(
                Span::new(at, self.pos),
                "a nested module with content is not supported",
            )
            .note(span, "the nested module starts here")
            .help("put every function in one module"));
        }
        if generic {
            self.expect(")")?;
            if self.peek() == Some(b'{') {
                self.dict()?;
            }
            self.expect(":")?;
            self.ty()?;
        }
        self.skip_loc()
    }
}

/// MLIR 13's integer `linkage` attribute (the `Linkage` enum's order).
fn linkage_of_int(v: i128) -> Option<Linkage> {
    Some(match v {
        0 => Linkage::Private,
        1 => Linkage::Internal,
        2 => Linkage::AvailableExternally,
        3 => Linkage::LinkOnce,
        4 => Linkage::Weak,
        5 => Linkage::Common,
        6 => Linkage::Appending,
        7 => Linkage::ExternWeak,
        8 => Linkage::LinkOnceODR,
        9 => Linkage::WeakODR,
        10 => Linkage::External,
        _ => return None,
    })
}
