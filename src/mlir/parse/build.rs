//! Building ops from their parsed parts: the per-op type rules.

use super::*;

pub(super) use crate::mlir::verify::op::{expect_operands, expect_results};

impl<'a> Parser<'a> {
    // ----- building and checking ops ----------------------------------------

    pub(super) fn tyname(&self, t: TypeId) -> String {
        self.types.display(t)
    }

    /// Checks an op's operand and result types and builds its kind.
    pub(super) fn build(
        &mut self,
        spec: Spec,
        at: Span,
        operands: List,
        succs: List,
        regions: &[RegionId],
    ) -> Result<OpKind> {
        // The ops with nothing to decode (as `build_with` builds them).
        match spec {
            Spec::Structured(s) => return self.build_region_op(s, at, regions),
            Spec::Bin(op) => return Ok(OpKind::Binary(op)),
            Spec::Un(op) => return Ok(OpKind::Unary(op)),
            Spec::Select => return Ok(OpKind::Select),
            Spec::Br => return Ok(OpKind::Br),
            Spec::CondBr => return Ok(OpKind::CondBr),
            Spec::Return => return Ok(OpKind::Return),
            _ => {}
        }
        // The pool is moved out while the op's uses are read (no copy).
        let pool = std::mem::take(&mut self.body.uses);
        let r = self.build_with(spec, at, operands.get(&pool), succs);
        self.body.uses = pool;
        r
    }

    pub(super) fn build_with(
        &mut self,
        spec: Spec,
        at: Span,
        uses: &[Use],
        succs: List,
    ) -> Result<OpKind> {
        let name = unquote(&self.src[at.start as usize..at.end as usize]);
        let nres = self.result_tys.len();
        let arity = |n: usize| expect_operands(at, name, n, uses.len());
        let results = |n: usize| expect_results(at, name, n, nres);
        // Successor counts, operand and result counts and types: the
        // verifier (`verify/arith.rs`). Here only what decoding needs.
        Ok(match spec {
            Spec::Bin(op) => OpKind::Binary(op),
            Spec::Un(op) => OpKind::Unary(op),
            Spec::CmpI | Spec::CmpF => {
                let int = matches!(spec, Spec::CmpI);
                let (attr, span) = self.find_attr("predicate").ok_or_else(|| {
                    Error::verify(at, format!("`{name}` needs a `predicate` attribute"))
                })?;
                let bad = |what: &str| {
                    let names: &[&str] = if int { &IPRED_NAMES } else { &FPRED_NAMES };
                    let list = names.join(", ");
                    let help = match &attr {
                        Attr::Str(s) => crate::diag::did_you_mean(s, names)
                            .map(|d| format!("{d} (the predicates are: {list})")),
                        _ => None,
                    };
                    Error::verify(span, format!("unknown {what} predicate"))
                        .label("not a predicate")
                        .help(help.unwrap_or_else(|| format!("the predicates are: {list}")))
                };
                if int {
                    let p = match &attr {
                        Attr::Str(s) => IPred::from_name(s),
                        Attr::Int { value, .. } => IPred::from_index(*value),
                        _ => None,
                    };
                    OpKind::CmpI(p.ok_or_else(|| bad("`cmpi`"))?)
                } else {
                    let p = match &attr {
                        Attr::Str(s) => FPred::from_name(s),
                        Attr::Int { value, .. } => FPred::from_index(*value),
                        _ => None,
                    };
                    OpKind::CmpF(p.ok_or_else(|| bad("`cmpf`"))?)
                }
            }
            Spec::Select => OpKind::Select,
            Spec::Cast(op) => {
                self.rounding_of(op, name, at)?;
                OpKind::Cast(op)
            }
            Spec::Constant => {
                // The value is decoded against the result type.
                if nres != 1 {
                    arity(0)?;
                    results(1)?;
                }
                let (attr, span) = self
                    .find_attr("value")
                    .ok_or_else(|| Error::verify(at, "`constant` needs a `value` attribute"))?;
                let ty = self.result_tys[0];
                // An integer that does not fit its type and a float for an
                // integer type are kept as written: the verifier reports
                // them (`verify/arith.rs`, at this span).
                let c = match (&attr, self.types.get(ty)) {
                    (Attr::Int { value, .. }, Type::Int(w)) => {
                        Const::Int(fit_int(*value, *w).unwrap_or(*value))
                    }
                    (Attr::Int { value, .. }, Type::Index) => {
                        Const::Int(if (i64::MIN as i128..=u64::MAX as i128).contains(value) {
                            *value as i64 as i128
                        } else {
                            *value
                        })
                    }
                    (Attr::Float { value, .. }, Type::Int(_) | Type::Index) => {
                        Const::Float(value.to_bits())
                    }
                    _ => self.constant(attr, span, ty)?,
                };
                self.keep_attr_span(at, span);
                OpKind::Constant(c)
            }
            Spec::Call => {
                let (attr, span) = self
                    .find_attr("callee")
                    .ok_or_else(|| Error::verify(at, "`call` needs a `callee` attribute"))?;
                let Attr::Sym(_) = attr else {
                    return Err(Error::verify(span, "the callee must be a symbol like `@f`"));
                };
                let inputs: Box<[TypeId]> = uses.iter().map(|u| u.ty).collect();
                let results: Box<[TypeId]> = self.result_tys.as_slice().into();
                let fty = self.types.intern(Type::Func { inputs, results });
                OpKind::Call(self.func_ref(span, fty)?, fty)
            }
            Spec::CallIndirect => OpKind::CallIndirect,
            Spec::Br => OpKind::Br,
            Spec::CondBr => OpKind::CondBr,
            Spec::Return => OpKind::Return,
            Spec::Alloc | Spec::Alloca => {
                // The type rules are in `verify/memref.rs`.
                let alignment = match self.find_attr("alignment") {
                    None => None,
                    Some((Attr::Int { value, .. }, span)) => {
                        if value <= 0 || value > 1 << 30 || value & (value - 1) != 0 {
                            return Err(Error::verify(
                                span,
                                "the alignment must be a power of two",
                            ));
                        }
                        Some(value as u32)
                    }
                    Some((_, span)) => {
                        return Err(Error::verify(span, "the alignment must be an integer"));
                    }
                };
                if matches!(spec, Spec::Alloc) {
                    OpKind::Alloc { alignment }
                } else {
                    OpKind::Alloca { alignment }
                }
            }
            Spec::AllocStatic => {
                let base = match self.find_attr("base") {
                    Some((Attr::Int { value, .. }, _))
                        if (0..=u64::MAX as i128).contains(&value) =>
                    {
                        value as u64
                    }
                    _ => return Err(Error::verify(at, "`alloc_static` needs an address")),
                };
                OpKind::AllocStatic(base)
            }
            Spec::Dealloc => OpKind::Dealloc,
            Spec::Load => OpKind::Load(self.mem_attrs()?),
            Spec::Store => OpKind::Store(self.mem_attrs()?),
            Spec::Rank => OpKind::Rank,
            Spec::Dim => match (uses.len(), self.find_attr("index")) {
                (1, Some((Attr::Int { value, .. }, span))) => {
                    // (Checked against the rank in `verify/memref.rs`, at
                    // the attribute's span; a negative one wraps.)
                    let Ok(d) = i64::try_from(value) else {
                        return Err(Error::verify(
                            span,
                            format!("dimension {value} is out of range"),
                        ));
                    };
                    self.keep_attr_span(at, span);
                    OpKind::Dim(Some(d as u64))
                }
                (2, None) => OpKind::Dim(None),
                // The verifier reports the missing memref.
                (0, _) => OpKind::Dim(None),
                _ => {
                    return Err(Error::verify(
                        at,
                        "`dim` takes the memref and a dimension (an integer or an index value)",
                    ));
                }
            },
            Spec::MemRefCast => OpKind::MemRefCast,
            // Their type rules are in `verify/vector.rs`.
            Spec::Splat => OpKind::Splat,
            Spec::ExtractElement => OpKind::ExtractElement,
            Spec::InsertElement => OpKind::InsertElement,
            Spec::VectorInsert | Spec::VectorExtract if self.dynamic_position() => {
                return self.build_extract_dyn(matches!(spec, Spec::VectorInsert), at);
            }
            Spec::VectorInsert => OpKind::VectorInsert(self.static_positions(name, at)?),
            Spec::VectorExtract => OpKind::VectorExtract(self.static_positions(name, at)?),
            Spec::Complex(cop) => self.build_complex(cop, at)?,
            Spec::DmaStart | Spec::DmaWait => {
                // The operand count follows from the attributes; the type
                // rules are in `verify/memref.rs`.
                let count = |p: &Self, k: &str| -> usize {
                    match p.find_attr(k) {
                        Some((Attr::Int { value, .. }, _)) => value as usize,
                        _ => 0,
                    }
                };
                let start = matches!(spec, Spec::DmaStart);
                let (ns, nd, nt) = if start {
                    (count(self, "src"), count(self, "dst"), count(self, "tag"))
                } else {
                    (0, 0, count(self, "tag"))
                };
                let fixed = if start {
                    1usize
                        .saturating_add(ns)
                        .saturating_add(1)
                        .saturating_add(nd)
                        .saturating_add(2)
                        .saturating_add(nt)
                } else {
                    nt.saturating_add(2)
                };
                let strided = start && uses.len() == fixed + 2;
                if uses.len() != fixed && !strided {
                    return Err(Error::verify(
                        at,
                        format!("wrong number of operands for `{name}`"),
                    ));
                }
                if start {
                    // (The counts are at most the number of operands.)
                    let rank = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
                    OpKind::DmaStart {
                        src_rank: rank(ns),
                        dst_rank: rank(nd),
                        tag_rank: rank(nt),
                        strided,
                    }
                } else {
                    OpKind::DmaWait
                }
            }
            Spec::Llvm(llvm_dialect::LSpec::Intrinsic) => {
                let iname = name.strip_prefix("llvm.intr.").unwrap_or(name);
                self.reduce_reassoc(iname);
                OpKind::Llvm(self.intrinsic_op(iname, uses.len(), at)?)
            }
            Spec::Llvm(_) => {
                return Err(Error::parse(
                    at,
                    format!(
                        "write `{name}` in its custom form (the generic form of LLVM-dialect ops is accepted for `llvm.intr.*` only)"
                    ),
                ));
            }
            Spec::NotYet(why) => {
                return Err(Error::lower(at, format!("`{name}`: {why}")).label("not supported yet"));
            }
            Spec::Tensor => return Err(tensor_error(name, at)),
            Spec::MemRef(m) => return self.build_memref(m, at, uses),
            Spec::Scalar(op) => return self.build_scalar(op, at, uses, succs),
            Spec::AtomicRmw => return self.build_atomic(at),
            Spec::Index(op) => return self.build_index(op, at),
            // `build` sends these to `build_region_op`; without regions
            // given, their region checks report the missing regions.
            Spec::Structured(s) => return self.build_region_op(s, at, &[]),
            Spec::Vector(v) => return self.build_vector(v, at, uses),
        })
    }

    pub(super) fn constant(&mut self, attr: Attr, span: Span, ty: TypeId) -> Result<Const> {
        // The type's name, only for messages.
        let tname = TypeName(&self.types, ty);
        match (attr, self.types.get(ty).clone()) {
            (Attr::Int { value, .. }, Type::Int(w)) => {
                Ok(Const::Int(fit_int(value, w).ok_or_else(|| {
                    Error::verify(span, format!("integer constant does not fit in {tname}"))
                        .label("out of range")
                })?))
            }
            (Attr::Int { value, .. }, Type::Index) => {
                if value < i64::MIN as i128 || value > u64::MAX as i128 {
                    return Err(Error::verify(
                        span,
                        "index constant does not fit in 64 bits",
                    ));
                }
                Ok(Const::Int(value as i64 as i128))
            }
            (Attr::Bool(b), Type::Int(1)) => Ok(Const::Int(if b { -1 } else { 0 })),
            (
                Attr::Int {
                    value, hex: true, ..
                },
                _,
            ) if self.types.is_float(ty) => {
                let w = self.types.bit_width(ty, 64).unwrap_or(64);
                if value < 0 || (w < 128 && value >= 1i128 << w) {
                    return Err(Error::verify(
                        span,
                        format!("hexadecimal bit pattern is wider than {tname}"),
                    ));
                }
                Ok(Const::Float(value as u64))
            }
            // f80/f128 constants are kept as f64 values: only those f64 holds
            // exactly.
            (Attr::Int { hex: true, .. }, Type::F80 | Type::F128) => Err(Error::lower(
                span,
                format!("a hexadecimal constant of type {tname} is not supported yet"),
            )),
            (Attr::Int { value, .. }, Type::F80 | Type::F128) if value as f64 as i128 != value => {
                Err(Error::lower(
                    span,
                    format!(
                        "a constant of type {tname} that f64 cannot hold exactly is not supported yet"
                    ),
                ))
            }
            (Attr::Float { .. }, Type::F80 | Type::F128)
                if !float::decimal_exact_in_f64(
                    &self.src[span.start as usize..span.end as usize],
                ) =>
            {
                Err(Error::lower(
                    span,
                    format!(
                        "a constant of type {tname} that f64 cannot hold exactly is not supported yet"
                    ),
                ))
            }
            (Attr::Int { value, .. }, _) if self.types.is_float(ty) => Ok(Const::Float(
                float::bits_of(value as f64, self.types.get(ty)),
            )),
            (Attr::Float { value, .. }, _) if self.types.is_float(ty) => {
                Ok(Const::Float(float::bits_of(value, self.types.get(ty))))
            }
            (Attr::Sym(_), Type::Func { .. }) => Ok(Const::Func(self.func_ref(span, ty)?)),
            (
                Attr::Dense {
                    elems, shape: lit, ..
                },
                Type::Vector { shape, elem },
            ) => {
                let n: i64 = shape.iter().product();
                let lit_ok = elems.len() == 1
                    || (elems.len() as i64 == n
                        && lit.len() == shape.len()
                        && lit.iter().zip(shape.iter()).all(|(a, b)| *a as i64 == *b));
                if !lit_ok {
                    return Err(Error::verify(
                        span,
                        format!("the dense literal does not have the shape of {tname}"),
                    ));
                }
                self.dense_const(elems, span, elem)
            }
            (Attr::Array(parts), Type::Complex(elem)) if parts.len() == 2 => {
                // `[re, im]`: each part typed like the element, or untyped.
                self.dense_const(parts, span, elem)
            }
            (Attr::Dense { elems, .. }, Type::LlvmArray(..)) => {
                // Row-major elements of (nested) arrays of scalars/vectors.
                let (leaf, count) = self.types.leaf_and_count(ty);
                if count > MAX_ELEMENTS {
                    return Err(Error::lower(
                        span,
                        format!(
                            "{tname} is too large for a constant (more than {MAX_ELEMENTS} elements)"
                        ),
                    ));
                }
                if elems.len() != 1 && elems.len() as u64 != count {
                    return Err(Error::verify(
                        span,
                        format!(
                            "{tname} has {count} elements, but the literal gives {}",
                            elems.len()
                        ),
                    ));
                }
                self.dense_const(elems, span, leaf)
            }
            (Attr::Dense { .. }, _) => Err(Error::verify(
                span,
                format!("a dense literal cannot be a constant of type {tname}"),
            )),
            (_, Type::Tensor { .. }) => Err(tensor_error("constant", span)),
            (Attr::Float { .. }, Type::Int(_) | Type::Index) => Err(Error::verify(
                span,
                format!("a floating-point value cannot be a constant of type {tname}"),
            )),
            _ => Err(Error::verify(
                span,
                format!("this value cannot be a constant of type {tname}"),
            )),
        }
    }
}
