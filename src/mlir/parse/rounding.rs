//! The rounding mode of MLIR 22's `arith.truncf` (`arith.truncf %x upward
//! fastmath<nnan> : f64 to f32`, generic `<{roundingmode = 2 : i32}>`),
//! kept in `Body::rounding`; other casts take none.

use super::*;
use crate::mlir::ops::CastOp;

/// MLIR's rounding-mode keywords, in the order of their values (the
/// `roundingmode` attribute) and of `llvm::ir::ROUNDING_MODES`.
pub const ROUNDING_KEYWORDS: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

impl Parser<'_> {
    /// After a cast's operand: a rounding-mode keyword (kept as the
    /// `roundingmode` attribute, which [`Parser::rounding_of`] checks), then,
    /// for the arith casts, optional `fastmath<...>` flags.
    pub(super) fn opt_rounding_mode(&mut self, spec: Spec) -> Result<()> {
        let Spec::Cast(op) = spec else {
            return Ok(());
        };
        let save = self.pos;
        if let Some((word, span)) = self.bare_id() {
            if let Some(k) = ROUNDING_KEYWORDS.iter().position(|m| *m == word) {
                let value = Attr::Int {
                    value: k as i128,
                    hex: false,
                    ty: None,
                };
                self.attrs.push(("roundingmode", value, span));
            } else if word == "fastmath" || op != CastOp::TruncF {
                // Not a rounding mode: the flags, or what the type rule
                // says is wrong.
                self.pos = save;
            } else {
                let mut all = ROUNDING_KEYWORDS.to_vec();
                let list = format!("the rounding modes are: {}", all.join(", "));
                all.push("fastmath");
                let help = crate::diag::did_you_mean(word, &all).unwrap_or(list);
                return Err(
                    Error::parse(span, format!("unknown rounding mode `{word}`")).help(help),
                );
            }
        }
        self.opt_fastmath()
    }

    /// Checks the `roundingmode` attribute of cast `op` (named `name`, at
    /// `at`) and records it: only `arith.truncf` has one.
    pub(super) fn rounding_of(&mut self, op: CastOp, name: &str, at: Span) -> Result<()> {
        let Some((attr, span)) = self.find_attr("roundingmode") else {
            return Ok(());
        };
        if op != CastOp::TruncF {
            return Err(
                Error::parse(span, format!("`{name}` takes no rounding mode"))
                    .label("only `arith.truncf` rounds")
                    .help("drop the rounding mode"),
            );
        }
        let mode = match attr {
            Attr::Int { value, .. } if (0..ROUNDING_KEYWORDS.len() as i128).contains(&value) => {
                value as u8
            }
            _ => {
                return Err(Error::verify(
                    span,
                    "the rounding mode must be one of 0 to 4 (`to_nearest_even`, `downward`, `upward`, `toward_zero`, `to_nearest_away`)",
                ));
            }
        };
        self.body.rounding.push((at.start, mode));
        Ok(())
    }
}

impl Parser<'_> {
    /// `llvm.intr.experimental.constrained.fptrunc %x upward ignore : f64 to
    /// f32` (MLIR 22's LLVM dialect; `start`: the op's first use).
    pub(super) fn llvm_constrained_fptrunc(&mut self, start: usize) -> Result<LlvmOp> {
        use crate::llvm::ir::ROUNDING_MODES;
        self.use_one()?;
        let Some((word, span)) = self.bare_id() else {
            return Err(self.expected("a rounding mode like `tonearest`"));
        };
        let Some(mode) = ROUNDING_MODES.iter().position(|m| *m == word) else {
            if word == "dynamic" {
                return Err(
                    Error::lower(span, "the rounding mode `dynamic` is not supported yet")
                        .help(format!("name one: {}", ROUNDING_MODES.join(", "))),
                );
            }
            let list = format!("the rounding modes are: {}", ROUNDING_MODES.join(", "));
            let help = crate::diag::did_you_mean(word, &ROUNDING_MODES).unwrap_or(list);
            return Err(Error::parse(span, format!("unknown rounding mode `{word}`")).help(help));
        };
        match self.bare_id() {
            Some(("ignore", _)) => {}
            Some((w @ ("maytrap" | "strict"), span)) => {
                return Err(Error::lower(
                    span,
                    format!("the exception behaviour `{w}` is not supported yet"),
                )
                .help("mlir2ll writes `ignore`, as `arith.truncf` lowers to"));
            }
            Some((w, span)) => {
                let help = crate::diag::did_you_mean(w, &["ignore", "maytrap", "strict"])
                    .unwrap_or_else(|| "write `ignore`".into());
                return Err(
                    Error::parse(span, format!("unknown exception behaviour `{w}`")).help(help),
                );
            }
            None => return Err(self.expected("an exception behaviour like `ignore`")),
        }
        self.opt_attrs()?;
        let (from, to) = self.colon_type_kw("to")?;
        self.body.uses[start].ty = from;
        self.result_tys.push(to);
        Ok(LlvmOp::ConstrainedFPTrunc(mode as u8))
    }
}
