//! Scalar ops of their own shapes ([`ScalarOp`]): `math.fma`, `math.fpowi`,
//! `math.ipowi`, `math.isnan`/`isinf`/`isfinite`, the `arith.*_extended`
//! ops, `cf.switch`, `cf.assert`, `ub.poison`,
//! `builtin.unrealized_conversion_cast` and `index.sizeof`; and the
//! `fastmath<...>` flags of the arith and math ops.

use super::*;
use crate::mlir::ops::ScalarOp;

/// The fast-math flags, as bits of the `fastmath` attribute (LLVM's order).
pub const FASTMATH: [(&str, u8); 8] = [
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
    ("fast", 127),
];

/// The flags of `bits` as MLIR and LLVM spell them: `fast`, or the set
/// flags in LLVM's order separated by `sep`.
pub fn fastmath_names(bits: u8, sep: &str) -> String {
    if bits & 127 == 127 {
        return "fast".into();
    }
    let names: Vec<&str> = FASTMATH
        .iter()
        .filter(|(_, b)| *b != 127 && bits & b != 0)
        .map(|(n, _)| *n)
        .collect();
    names.join(sep)
}

/// The bits of the flags in the text of `#llvm.fastmath<nnan, ninf>` (or
/// `#arith.fastmath<...>`); `None` if a flag is unknown.
pub fn fastmath_bits_of(text: &str) -> Option<u8> {
    let inner = text.split_once('<')?.1.strip_suffix('>')?;
    let mut bits = 0u8;
    for f in inner.split(',').map(str::trim) {
        match FASTMATH.iter().find(|(n, _)| *n == f) {
            Some((_, b)) => bits |= b,
            None if f == "none" => {}
            None => return None,
        }
    }
    Some(bits)
}

impl<'a> Parser<'a> {
    /// The LLVM dialect's `{fastmathFlags = #llvm.fastmath<...>}` on
    /// `llvm.fadd` etc. (what `--emit=mlir` writes), kept as the
    /// `fastmath` attribute; other attributes are kept as given.
    pub(super) fn opt_llvm_fastmath(&mut self) -> Result<()> {
        if self.peek() != Some(b'{') {
            return Ok(());
        }
        for (name, attr, span) in self.dict_spanned()? {
            match (name, &attr) {
                ("fastmathFlags", Attr::Opaque(text)) => {
                    let Some(bits) = fastmath_bits_of(text) else {
                        return Err(Error::parse(span, "unknown fast-math flags"));
                    };
                    let value = Attr::Int {
                        value: bits as i128,
                        hex: false,
                        ty: None,
                    };
                    self.attrs.push(("fastmath", value, span));
                }
                _ => self.attrs.push((name, attr, span)),
            }
        }
        Ok(())
    }

    /// An optional `fastmath<flag, ...>` (MLIR 22's arith and math ops),
    /// kept as the `fastmath` attribute: the flags' bits.
    #[inline(always)]
    pub(super) fn opt_fastmath(&mut self) -> Result<()> {
        // (One byte decides for most ops: no `fastmath` here.)
        if self.peek() != Some(b'f') {
            return Ok(());
        }
        self.opt_fastmath_here()
    }

    #[inline(never)]
    fn opt_fastmath_here(&mut self) -> Result<()> {
        let start = self.pos_ws();
        if !self.eat_kw("fastmath") {
            return Ok(());
        }
        self.expect("<")?;
        let mut bits = 0u8;
        loop {
            let Some((flag, span)) = self.bare_id() else {
                return Err(self.expected("a fast-math flag like `fast` or `nnan`"));
            };
            match FASTMATH.iter().find(|(n, _)| *n == flag) {
                Some((_, b)) => bits |= b,
                None if flag == "none" => {}
                None => {
                    let mut all: Vec<&str> = FASTMATH.iter().map(|(n, _)| *n).collect();
                    let list = format!("the flags are: none, {}", all.join(", "));
                    all.push("none");
                    let help = crate::diag::did_you_mean(flag, &all).unwrap_or(list);
                    return Err(
                        Error::parse(span, format!("unknown fast-math flag `{flag}`")).help(help),
                    );
                }
            }
            if self.eat(">") {
                break;
            }
            self.expect(",")?;
        }
        let attr = Attr::Int {
            value: bits as i128,
            hex: false,
            ty: None,
        };
        self.attrs
            .push(("fastmath", attr, Span::new(start, self.pos)));
        Ok(())
    }

    /// The flags `opt_fastmath` found on the op being parsed (none: `None`).
    pub(super) fn fastmath_bits(&self) -> Option<u8> {
        self.attrs.iter().find_map(|(n, a, _)| match a {
            Attr::Int { value, .. } if *n == "fastmath" && *value != 0 => Some(*value as u8),
            _ => None,
        })
    }

    /// Operands `%a, %b, ...` (at least one; `build_scalar` checks the
    /// count), the optional fast-math flags and `: T`; every operand gets
    /// `T`.
    fn same_typed(&mut self) -> Result<TypeId> {
        let start = self.body.uses.len();
        self.use_list()?;
        self.opt_fastmath()?;
        self.opt_attrs()?;
        let t = self.colon_type()?;
        self.type_all(start, t);
        Ok(t)
    }

    pub(super) fn scalar_custom(&mut self, op: ScalarOp) -> Result<()> {
        let start = self.body.uses.len();
        match op {
            ScalarOp::Fma => {
                let t = self.same_typed()?;
                self.result_tys.push(t);
            }
            ScalarOp::IPowI => {
                let t = self.same_typed()?;
                self.result_tys.push(t);
            }
            ScalarOp::MulSIExtended | ScalarOp::MulUIExtended => {
                let t = self.same_typed()?;
                self.result_tys.push(t);
                self.result_tys.push(t);
            }
            ScalarOp::FPowI | ScalarOp::AddUIExtended => {
                // `math.fpowi %x, %n : f32, i32`;
                // `arith.addui_extended %a, %b : i32, i1`
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_fastmath()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.expect(",")?;
                let u = self.ty()?;
                if op == ScalarOp::FPowI {
                    self.body.uses[start].ty = t;
                    self.body.uses[start + 1].ty = u;
                    self.result_tys.push(t);
                } else {
                    self.type_all(start, t);
                    self.result_tys.push(t);
                    self.result_tys.push(u);
                }
            }
            ScalarOp::IsNan | ScalarOp::IsInf | ScalarOp::IsFinite => {
                let t = self.same_typed()?;
                let i1 = self.types.i1;
                let r = self.types.with_elem(t, i1);
                self.result_tys.push(r);
            }
            ScalarOp::Switch => {
                // `cf.switch %flag : i32, [default: ^bb1(%a : i32), 42: ^bb2]`
                self.use_one()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                self.expect(",")?;
                let lstart = self.pos_ws();
                self.expect("[")?;
                if !self.eat_kw("default") {
                    return Err(self.expected("`default:` and the default successor"));
                }
                self.expect(":")?;
                self.successor()?;
                let mut cases = Vec::new();
                while self.eat(",") {
                    let (n, span) = self.number()?;
                    let NumLit::Int { value, .. } = n else {
                        return Err(Error::parse(span, "expected an integer case value"));
                    };
                    cases.push(Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    });
                    self.expect(":")?;
                    self.successor()?;
                }
                self.expect("]")?;
                let span = Span::new(lstart, self.pos);
                self.attrs.push(("case_values", Attr::Array(cases), span));
            }
            ScalarOp::Assert => {
                // `cf.assert %cond, "message"`
                self.use_one()?;
                self.body.uses[start].ty = self.types.i1;
                self.expect(",")?;
                let mstart = self.pos_ws();
                let msg = self.string()?;
                let span = Span::new(mstart, self.pos);
                self.attrs.push(("msg", Attr::Str(msg), span));
                self.opt_attrs()?;
            }
            ScalarOp::Poison => {
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
            }
            ScalarOp::UnrealizedCast => {
                // `%r = builtin.unrealized_conversion_cast %a : T to U`
                if self.peek() == Some(b'%') {
                    self.use_list()?;
                }
                self.opt_attrs()?;
                let list = List::since(&self.body.uses, start);
                if !list.is_empty() {
                    let at = self.pos_ws();
                    self.expect(":")?;
                    self.type_uses_no_parens(list, at)?;
                }
                if !self.eat_kw("to") {
                    return Err(self.expected("`to` and the result types"));
                }
                let tys = self.type_list_no_parens()?;
                self.result_tys.extend_from_slice(&tys);
            }
            ScalarOp::SizeOf => {
                self.opt_attrs()?;
                self.result_tys.push(self.types.index);
            }
        }
        Ok(())
    }

    pub(super) fn build_scalar(
        &mut self,
        op: ScalarOp,
        at: Span,
        uses: &[Use],
        succs: List,
    ) -> Result<OpKind> {
        let src = self.src;
        let name = src[at.start as usize..at.end as usize].trim_matches('"');
        let nres = self.result_tys.len();
        let counts = |nops: usize, nres_want: usize| -> Result<()> {
            expect_operands(at, name, nops, uses.len())?;
            expect_results(at, name, nres_want, nres)
        };
        // The type rules: `verify/arith.rs`. Here only what decoding needs.
        match op {
            ScalarOp::Fma
            | ScalarOp::IPowI
            | ScalarOp::FPowI
            | ScalarOp::IsNan
            | ScalarOp::IsInf
            | ScalarOp::IsFinite
            | ScalarOp::AddUIExtended
            | ScalarOp::MulSIExtended
            | ScalarOp::MulUIExtended
            | ScalarOp::Poison
            | ScalarOp::UnrealizedCast
            | ScalarOp::SizeOf => {}
            ScalarOp::Switch => {
                // The cases are decoded at the flag's width.
                if succs.is_empty() {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` takes 1 successor(s), but 0 are given"),
                    ));
                }
                counts(1, 0)?;
                let t = uses[0].ty;
                let Type::Int(w) = *self.types.get(t) else {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the flag of `{name}` must be a signless integer, not {}",
                            self.tyname(t)
                        ),
                    ));
                };
                let Some((Attr::Array(vals) | Attr::Dense { elems: vals, .. }, vspan)) =
                    self.find_attr("case_values")
                else {
                    return Err(Error::verify(at, format!("`{name}` needs its case values")));
                };
                if vals.len() + 1 != succs.len() {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` has {} case value(s) but {} case successor(s)",
                            vals.len(),
                            succs.len().saturating_sub(1)
                        ),
                    ));
                }
                let mut cases = Vec::with_capacity(vals.len());
                // Repeats found in one pass (a switch may have 100k cases).
                let mut seen: std::collections::HashSet<i128, crate::entity::FxBuild> =
                    std::collections::HashSet::with_capacity_and_hasher(
                        vals.len(),
                        Default::default(),
                    );
                for v in &vals {
                    let Attr::Int { value, .. } = v else {
                        return Err(Error::verify(vspan, "case values must be integers"));
                    };
                    let Some(c) = fit_int(*value, w) else {
                        return Err(Error::verify(
                            vspan,
                            format!("case value {value} does not fit in {}", self.tyname(t)),
                        ));
                    };
                    if !seen.insert(c) {
                        return Err(Error::verify(
                            vspan,
                            format!("`{name}` has case value {value} twice"),
                        ));
                    }
                    cases.push(c);
                }
                if cases.is_empty() {
                    // Only a default: a branch (as MLIR folds it).
                    return Ok(OpKind::Br);
                }
                return Ok(OpKind::Llvm(LlvmOp::Switch(cases.into())));
            }
            ScalarOp::Assert => {
                // The condition: `verify/arith.rs`.
                let message = match self.find_attr("msg") {
                    Some((Attr::Str(s), _)) => s.into_boxed_str(),
                    _ => {
                        return Err(Error::verify(
                            at,
                            format!("`{name}` needs a message string"),
                        ));
                    }
                };
                // MLIR 13's `assert` only aborts; today's `cf.assert`
                // prints the message first.
                let print = name.starts_with("cf.");
                return Ok(OpKind::Assert { message, print });
            }
        }
        Ok(OpKind::Scalar(op))
    }
}
