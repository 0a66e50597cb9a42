//! The `complex` dialect: custom syntax and type rules of every op (and of
//! the spec's `addcf`/`re`/... spellings), with `fastmath<...>` flags.
//!
//! ```text
//! %z = complex.create %re, %im : complex<f64>
//! %r = complex.re %z : complex<f64>            (im, abs, angle alike)
//! %s = complex.sqrt %z fastmath<nnan> : complex<f64>
//! %p = complex.pow %a, %b : complex<f32>       (add sub mul div alike)
//! %q = complex.powi %a, %n : complex<f32>, i32
//! %e = complex.eq %a, %b : complex<f64>        (neq; the result is i1)
//! %c = complex.constant [1.0, -2.0] : complex<f64>
//! %i = complex.bitcast %z : complex<f32> to i64
//! ```

use super::*;
use crate::mlir::ops::{CShape, ComplexOp};

/// The `fastmath<...>` flag names, in the bit order of `OpKind::Complex`.
pub const FASTMATH_NAMES: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
/// The bits of `nnan` and `ninf`: with both, MLIR's lowering drops its
/// NaN and infinity fix-ups for `sqrt`, `rsqrt`, `tan` and `tanh`.
pub const NNAN_NINF: u8 = 0b110;

impl<'a> Parser<'a> {
    /// The custom syntax of a complex op (the operands typed, the result
    /// type pushed); its types are checked by [`Parser::build_complex`].
    pub(super) fn complex_syntax(&mut self, cop: ComplexOp, start: usize) -> Result<()> {
        match cop.shape() {
            CShape::Constant => {
                let astart = self.pos_ws();
                let attr = self.attr()?;
                let aspan = Span::new(astart, self.pos);
                self.attrs.push(("value", attr, aspan));
                let t = self.colon_type()?;
                self.result_tys.push(t);
                return Ok(());
            }
            CShape::Bitcast => {
                self.use_one()?;
                let (from, to) = self.colon_type_kw("to")?;
                self.type_all(start, from);
                self.result_tys.push(to);
                return Ok(());
            }
            CShape::Create | CShape::Binary | CShape::Compare | CShape::PowI => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
            }
            CShape::Part | CShape::Unary => self.use_one()?,
        }
        self.fastmath()?;
        let at = self.pos_ws();
        let t = self.colon_type()?;
        let Type::Complex(elem) = *self.types.get(t) else {
            return Err(Error::parse(
                Span::new(at, self.pos),
                format!("expected a complex type, found {}", self.tyname(t)),
            ));
        };
        match cop.shape() {
            CShape::Create => {
                self.type_all(start, elem);
                self.result_tys.push(t);
            }
            CShape::Part => {
                self.type_all(start, t);
                self.result_tys.push(elem);
            }
            CShape::Compare => {
                self.type_all(start, t);
                let i1 = self.types.i1;
                self.result_tys.push(i1);
            }
            CShape::PowI => {
                // `: complex<T>, iN`
                self.expect(",")?;
                let n = self.ty()?;
                self.body.uses[start].ty = t;
                self.body.uses[start + 1].ty = n;
                self.result_tys.push(t);
            }
            _ => {
                self.type_all(start, t);
                self.result_tys.push(t);
            }
        }
        Ok(())
    }

    /// `fastmath<nnan,ninf>` (or `fastmath<fast>`, `fastmath<none>`), kept
    /// as the `fastmath` attribute of the generic form.
    fn fastmath(&mut self) -> Result<()> {
        let start = self.pos_ws();
        if !self.eat_kw("fastmath") {
            return Ok(());
        }
        self.expect("<")?;
        let list_start = self.pos_ws();
        loop {
            let Some((flag, span)) = self.bare_id() else {
                return Err(self.expected("a fast-math flag like `nnan`"));
            };
            if !matches!(flag, "none" | "fast") && !FASTMATH_NAMES.contains(&flag) {
                return Err(
                    Error::parse(span, format!("unknown fast-math flag `{flag}`")).label(
                        "flags are none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
                    ),
                );
            }
            if !self.eat(",") {
                break;
            }
        }
        let list_end = self.pos;
        self.expect(">")?;
        let span = Span::new(start, self.pos);
        // Kept in the generic form's spelling (read back by `build_complex`).
        let list = &self.src[list_start..list_end];
        let attr = Attr::Opaque(format!("#arith.fastmath<{list}>"));
        self.attrs.push(("fastmath", attr, span));
        Ok(())
    }

    /// Decodes a complex op (custom or generic form).
    pub(super) fn build_complex(&mut self, cop: ComplexOp, at: Span) -> Result<OpKind> {
        let shape = cop.shape();
        let fmf = match self.find_attr("fastmath") {
            // `#arith.fastmath<nnan,ninf>` (the custom form's flags too).
            Some((Attr::Opaque(text), span)) => {
                let list = text
                    .strip_prefix("#arith.fastmath<")
                    .and_then(|t| t.strip_suffix('>'));
                let bits = list.and_then(|l| {
                    l.split(',').try_fold(0u8, |acc, f| {
                        let f = f.trim();
                        match f {
                            "none" => Some(acc),
                            "fast" => Some(acc | 0x7f),
                            _ => Some(acc | 1 << FASTMATH_NAMES.iter().position(|n| *n == f)?),
                        }
                    })
                });
                bits.ok_or_else(|| {
                    Error::verify(
                        span,
                        "expected fast-math flags like `#arith.fastmath<nnan,ninf>`",
                    )
                })?
            }
            Some((_, span)) => {
                return Err(Error::verify(
                    span,
                    "expected fast-math flags like `#arith.fastmath<nnan,ninf>`",
                ));
            }
            None => 0,
        };
        if shape != CShape::Constant {
            // The type rules: `verify/arith.rs`.
            return Ok(OpKind::Complex(cop, fmf));
        }
        // `complex.constant`: its value is decoded against its type (the
        // counts and the type are checked by `verify/arith.rs`).
        let (attr, span) = self
            .find_attr("value")
            .ok_or_else(|| Error::verify(at, "`complex.constant` needs a `value` attribute"))?;
        let Attr::Array(parts) = &attr else {
            return Err(Error::verify(
                span,
                "a complex constant is written `[re, im]`",
            ));
        };
        if parts.len() != 2 {
            return Err(Error::verify(
                span,
                "a complex constant is written `[re, im]`",
            ));
        }
        match self.result_tys.first().copied() {
            Some(ct) if matches!(self.types.get(ct), Type::Complex(e) if self.types.is_float(*e)) => {
                Ok(OpKind::Constant(self.constant(attr, span, ct)?))
            }
            // Not a complex number of floats: the verifier reports it.
            _ => Ok(OpKind::Constant(Const::Int(0))),
        }
    }
}
