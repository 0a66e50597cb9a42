//! The `index` dialect ([`IndexOp`]): arith ops on `index` in their own
//! syntax (`%r = index.add %a, %b`, `%r = index.cmp slt(%a, %b)`,
//! `%c = index.constant 42`, `%r = index.casts %x : i32 to index`). They
//! build the arith ops' kinds, so they lower as those do, at the
//! `--index-bitwidth` width. `index.sizeof` is in `parse/scalar.rs`.

use super::*;
use crate::mlir::ops::{CastOp, IndexOp};

impl<'a> Parser<'a> {
    pub(super) fn index_custom(&mut self, op: IndexOp) -> Result<()> {
        let start = self.body.uses.len();
        let idx = self.types.index;
        match op {
            IndexOp::Cmp => {
                // `index.cmp slt(%a, %b)`
                let pstart = self.pos_ws();
                let Some((pred, _)) = self.bare_id() else {
                    return Err(self.expected("a comparison predicate like `slt`"));
                };
                let pspan = Span::new(pstart, self.pos);
                let attr = match IPred::from_name(pred) {
                    Some(p) => Attr::Int {
                        value: p as i128,
                        hex: false,
                        ty: None,
                    },
                    None => Attr::Str(pred.to_string()),
                };
                self.attrs.push(("pred", attr, pspan));
                self.expect("(")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.expect(")")?;
                self.opt_attrs()?;
                self.type_all(start, idx);
                self.result_tys.push(self.types.i1);
            }
            IndexOp::Constant | IndexOp::BoolConstant => {
                let astart = self.pos_ws();
                let attr = self.attr()?;
                let aspan = Span::new(astart, self.pos);
                self.attrs.push(("value", attr, aspan));
                self.opt_attrs()?;
                let t = if op == IndexOp::Constant {
                    idx
                } else {
                    self.types.i1
                };
                self.result_tys.push(t);
            }
            IndexOp::CastS | IndexOp::CastU => {
                self.use_one()?;
                let (from, to) = self.colon_type_kw("to")?;
                self.type_all(start, from);
                self.result_tys.push(to);
            }
            IndexOp::Add
            | IndexOp::Sub
            | IndexOp::Mul
            | IndexOp::DivS
            | IndexOp::DivU
            | IndexOp::CeilDivS
            | IndexOp::CeilDivU
            | IndexOp::FloorDivS
            | IndexOp::RemS
            | IndexOp::RemU
            | IndexOp::MaxS
            | IndexOp::MaxU
            | IndexOp::MinS
            | IndexOp::MinU
            | IndexOp::Shl
            | IndexOp::ShrS
            | IndexOp::ShrU
            | IndexOp::And
            | IndexOp::Or
            | IndexOp::Xor => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_attrs()?;
                self.type_all(start, idx);
                self.result_tys.push(idx);
            }
        }
        Ok(())
    }

    pub(super) fn build_index(&mut self, op: IndexOp, at: Span) -> Result<OpKind> {
        let src = self.src;
        let name = src[at.start as usize..at.end as usize].trim_matches('"');
        let idx = self.types.index;
        // The type rules (index operands, the result type, the casts'
        // types): `verify/arith.rs`. Here only what decoding needs.
        if let Some(b) = op.bin() {
            return Ok(OpKind::Binary(b));
        }
        Ok(match op {
            IndexOp::Cmp => {
                let p = match self.find_attr("pred") {
                    Some((Attr::Int { value, .. }, _)) => IPred::from_index(value),
                    Some((Attr::Str(s), _)) => IPred::from_name(&s),
                    _ => None,
                };
                let Some(p) = p else {
                    let span = self.find_attr("pred").map_or(at, |(_, s)| s);
                    return Err(Error::verify(span, "unknown `index.cmp` predicate")
                        .label("not a predicate")
                        .help(format!("the predicates are: {}", IPRED_NAMES.join(", "))));
                };
                OpKind::CmpI(p)
            }
            IndexOp::Constant | IndexOp::BoolConstant => {
                // The value is decoded against the op's type (the counts
                // and the result type: `verify/arith.rs`).
                let Some((attr, span)) = self.find_attr("value") else {
                    return Err(Error::verify(at, format!("`{name}` needs a value")));
                };
                let want = if op == IndexOp::Constant {
                    idx
                } else {
                    self.types.i1
                };
                let ok = match (&attr, op) {
                    (Attr::Int { ty: None, .. }, IndexOp::Constant) => true,
                    (Attr::Int { ty: Some(t), .. }, IndexOp::Constant) => *t == idx,
                    (Attr::Bool(_), IndexOp::BoolConstant) => true,
                    _ => false,
                };
                if !ok {
                    return Err(Error::verify(
                        span,
                        if op == IndexOp::Constant {
                            format!("`{name}` takes an integer")
                        } else {
                            format!("`{name}` takes `true` or `false`")
                        },
                    ));
                }
                OpKind::Constant(self.constant(attr, span, want)?)
            }
            IndexOp::CastS => OpKind::Cast(CastOp::IndexCast),
            IndexOp::CastU => OpKind::Cast(CastOp::IndexCastUI),
            _ => {
                return Err(Error::verify(
                    at,
                    format!("`{name}`: no rule for this index op"),
                ));
            }
        })
    }
}
