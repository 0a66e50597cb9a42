//! The `vector` dialect ops beyond `splat`/`extract`/`insert`: custom
//! syntax (MLIR 13 and today's spellings) and type rules. Their lowering is
//! `lower/vector.rs`.

pub use super::vector_contract::{CSpec, ContractOp, Contraction};
pub use super::vector_mem::{MemOp, MemSpec};
pub use super::vector_slice::{SSpec, SliceOp};
pub use super::vector_transfer::Transfer;
use super::*;

/// The syntax classes of the vector ops of this file.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VSpec {
    Print,
    Broadcast,
    Shuffle,
    Fma,
    Reduction,
    FromElements,
    Step,
    Transpose,
    ShapeCast,
    /// The memory and mask ops of `parse/vector_mem.rs`.
    Mem(MemSpec),
    /// The contraction ops of `parse/vector_contract.rs`.
    Contract(CSpec),
    /// The slicing ops of `parse/vector_slice.rs`.
    Slice(SSpec),
}

impl VSpec {
    pub const ALL: &'static [(VSpec, &'static [&'static str])] = &[
        (VSpec::Print, &["vector.print"]),
        (VSpec::Broadcast, &["vector.broadcast"]),
        (VSpec::Shuffle, &["vector.shuffle"]),
        (VSpec::Fma, &["vector.fma"]),
        (VSpec::Reduction, &["vector.reduction"]),
        (VSpec::FromElements, &["vector.from_elements"]),
        (VSpec::Step, &["vector.step"]),
        (VSpec::Transpose, &["vector.transpose"]),
        (VSpec::ShapeCast, &["vector.shape_cast"]),
        (VSpec::Mem(MemSpec::Load), &["vector.load"]),
        (VSpec::Mem(MemSpec::Store), &["vector.store"]),
        (VSpec::Mem(MemSpec::MaskedLoad), &["vector.maskedload"]),
        (VSpec::Mem(MemSpec::MaskedStore), &["vector.maskedstore"]),
        (VSpec::Mem(MemSpec::CreateMask), &["vector.create_mask"]),
        (VSpec::Mem(MemSpec::ConstantMask), &["vector.constant_mask"]),
        (VSpec::Mem(MemSpec::TransferRead), &["vector.transfer_read"]),
        (
            VSpec::Mem(MemSpec::TransferWrite),
            &["vector.transfer_write"],
        ),
        (VSpec::Mem(MemSpec::Gather), &["vector.gather"]),
        (VSpec::Mem(MemSpec::Scatter), &["vector.scatter"]),
        (VSpec::Mem(MemSpec::ExpandLoad), &["vector.expandload"]),
        (
            VSpec::Mem(MemSpec::CompressStore),
            &["vector.compressstore"],
        ),
        (
            VSpec::Contract(CSpec::OuterProduct),
            &["vector.outerproduct"],
        ),
        (VSpec::Contract(CSpec::Contract), &["vector.contract"]),
        (
            VSpec::Slice(SSpec::ExtractStridedSlice),
            &["vector.extract_strided_slice"],
        ),
        (
            VSpec::Slice(SSpec::InsertStridedSlice),
            &["vector.insert_strided_slice"],
        ),
        (VSpec::Slice(SSpec::Bitcast), &["vector.bitcast"]),
        (VSpec::Slice(SSpec::TypeCast), &["vector.type_cast"]),
        (
            VSpec::Contract(CSpec::MultiReduction),
            &["vector.multi_reduction"],
        ),
    ];
}

/// What `vector.print` prints after its value (or alone).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Punct {
    NewLine,
    NoPunctuation,
    Comma,
    Open,
    Close,
}

impl Punct {
    const NAMES: [(&'static str, Punct); 5] = [
        ("newline", Punct::NewLine),
        ("no_punctuation", Punct::NoPunctuation),
        ("comma", Punct::Comma),
        ("open", Punct::Open),
        ("close", Punct::Close),
    ];
    fn from_name(s: &str) -> Option<Punct> {
        Self::NAMES.iter().find(|(n, _)| *n == s).map(|(_, p)| *p)
    }
}

/// The combining operation of `vector.reduction`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RedKind {
    Add,
    Mul,
    MinSI,
    MinUI,
    MaxSI,
    MaxUI,
    And,
    Or,
    Xor,
    /// NaN-ignoring (`llvm.minnum`): MLIR 13's float `min`, `minf`.
    MinNumF,
    MaxNumF,
    /// NaN-propagating, `-0 < +0` (`llvm.minimum`).
    MinimumF,
    MaximumF,
}

impl RedKind {
    /// The kind named `s`; MLIR 13's `min`/`max` depend on the element type
    /// (NaN-ignoring on floats, unsigned on index, signed on integers).
    pub(super) fn from_name(s: &str, float: bool, index: bool) -> Option<RedKind> {
        use RedKind::*;
        Some(match s {
            "add" => Add,
            "mul" => Mul,
            "min" if float => MinNumF,
            "max" if float => MaxNumF,
            "min" if index => MinUI,
            "max" if index => MaxUI,
            "min" | "minsi" => MinSI,
            "max" | "maxsi" => MaxSI,
            "minui" => MinUI,
            "maxui" => MaxUI,
            "and" => And,
            "or" => Or,
            "xor" => Xor,
            "minf" | "minnumf" => MinNumF,
            "maxf" | "maxnumf" => MaxNumF,
            "minimumf" => MinimumF,
            "maximumf" => MaximumF,
            _ => return None,
        })
    }
    /// The error for an unknown kind name: `what` is "reduction" or
    /// "combining"; the help is the closest name, else the list.
    pub(super) fn unknown(span: Span, what: &str, kind: &str) -> Error {
        const NAMES: &[&str] = &[
            "add", "mul", "minsi", "minui", "maxsi", "maxui", "and", "or", "xor", "minnumf",
            "maxnumf", "minimumf", "maximumf", "min", "max", "minf", "maxf",
        ];
        Error::verify(span, format!("unknown {what} kind `{kind}`")).help(
            crate::diag::did_you_mean(kind, NAMES).unwrap_or_else(|| {
                "the kinds are: add, mul, minsi, minui, maxsi, maxui, and, or, xor, minnumf, \
                 maxnumf, minimumf, maximumf (MLIR 13: add, mul, min, max, and, or, xor)"
                    .to_string()
            }),
        )
    }
    /// Whether the kind takes float (`Some(true)`), integer (`Some(false)`)
    /// or both (`None`) elements.
    pub(crate) fn float(self) -> Option<bool> {
        use RedKind::*;
        match self {
            Add | Mul => None,
            MinSI | MinUI | MaxSI | MaxUI | And | Or | Xor => Some(false),
            MinNumF | MaxNumF | MinimumF | MaximumF => Some(true),
        }
    }
}

/// A vector op of this file, built.
#[derive(Clone, PartialEq, Debug)]
pub enum VectorOp {
    /// `vector.print`: operand 0 (if any) is printed, then the punctuation.
    Print(Punct),
    /// `vector.print str "..."`.
    PrintStr(Box<str>),
    /// Operand 0 (a scalar or vector) stretched to the result shape.
    Broadcast,
    /// Rows (or elements, for 1-D) of operand 0 then operand 1, picked by
    /// the mask (`u32::MAX`: poison).
    Shuffle(Box<[u32]>),
    /// `a * b + c`, fused.
    Fma,
    /// Operand 0: the 1-D vector; operand 1 (optional): the accumulator.
    Reduction { kind: RedKind, reassoc: bool },
    /// The operands, in row-major order.
    FromElements,
    /// `[0, 1, ..., n-1]`.
    Step,
    /// Result dimension `k` is source dimension `perm[k]`.
    Transpose(Box<[u32]>),
    /// The same elements in row-major order, another shape.
    ShapeCast,
    /// `vector.extract` with positions computed at run time: operand 0 is
    /// the vector, then one index per `None` position, in order.
    ExtractDyn(Box<[Option<u32>]>),
    /// `vector.insert` with positions computed at run time: operand 0 is
    /// the part, 1 the vector, then one index per `None` position.
    InsertDyn(Box<[Option<u32>]>),
    /// A memory or mask op of `parse/vector_mem.rs`.
    Mem(MemOp),
    /// A contraction op of `parse/vector_contract.rs`.
    Contract(ContractOp),
    /// A slicing op of `parse/vector_slice.rs`.
    Slice(SliceOp),
}

/// A position: a non-negative integer below `u32::MAX`.
pub(super) fn position(a: &Attr) -> Option<u32> {
    match a {
        Attr::Int { value, .. } if (0..u32::MAX as i128).contains(value) => Some(*value as u32),
        _ => None,
    }
}

/// The kind name as written in `text` (`<add>`, `"add"`,
/// `#vector.kind<add>`).
pub(crate) fn kind_text(text: &str) -> &str {
    text.trim()
        .trim_start_matches("#vector.kind")
        .trim_matches(|c: char| c == '<' || c == '>' || c == '"' || c.is_whitespace())
}

impl<'a> Parser<'a> {
    /// `vector.extract` (`insert` false) and `vector.insert`: MLIR 13's
    /// `vector.extract %v[1, 2] : vector<2x3xf32>` and
    /// `vector.insert %x, %v[1] : vector<3xf32> into vector<2x3xf32>`, and
    /// today's `vector.extract %v[%i, 2] : f32 from vector<2x3xf32>` with
    /// positions that are values. The positions go into the `position`
    /// attribute (`unit` for a value), the values after the vector.
    pub(super) fn vector_extract_custom(&mut self, insert: bool) -> Result<()> {
        let start = self.body.uses.len();
        self.use_one()?;
        if insert {
            self.expect(",")?;
            self.use_one()?;
        }
        let pstart = self.pos_ws();
        self.expect("[")?;
        let mut elems = Vec::new();
        if !self.eat("]") {
            loop {
                if self.peek() == Some(b'%') {
                    self.use_one()?;
                    elems.push(Attr::Unit);
                } else {
                    let (n, span) = self.number()?;
                    let NumLit::Int { value, .. } = n else {
                        return Err(Error::parse(span, "expected a position"));
                    };
                    elems.push(Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    });
                }
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.attrs
            .push(("position", Attr::Array(elems), Span::new(pstart, self.pos)));
        self.opt_attrs()?;
        let at = self.pos_ws();
        let t = self.colon_type()?;
        let idx = self.types.index;
        let vec_at = start + insert as usize;
        self.type_all(vec_at + 1, idx);
        if insert {
            if !self.eat_kw("into") {
                return Err(self.expected("`into` and the vector type"));
            }
            let vt = self.ty()?;
            self.body.uses[start].ty = t;
            self.body.uses[vec_at].ty = vt;
            self.result_tys.push(vt);
            return Ok(());
        }
        let (vt, r) = if self.eat_kw("from") {
            (self.ty()?, Some(t))
        } else {
            (t, None)
        };
        self.body.uses[start].ty = vt;
        let npos = match self.find_attr("position") {
            Some((Attr::Array(v), _)) => v.len(),
            _ => 0,
        };
        let r = match (r, self.types.get(vt)) {
            (Some(r), _) => r,
            (None, Type::Vector { shape, elem }) if npos < shape.len() => {
                let (shape, elem) = (shape[npos..].to_vec(), *elem);
                self.types.intern(Type::Vector {
                    shape: shape.into(),
                    elem,
                })
            }
            (None, Type::Vector { .. }) => self.types.scalar_of(vt),
            (None, _) => {
                return Err(Error::parse(
                    Span::new(at, self.pos),
                    format!(
                        "`vector.extract` works on a vector, not {}",
                        self.tyname(vt)
                    ),
                ));
            }
        };
        self.result_tys.push(r);
        Ok(())
    }

    /// Whether the `position` attribute has positions that are values.
    pub(super) fn dynamic_position(&self) -> bool {
        matches!(self.find_attr("position"), Some((Attr::Array(v), _)) if v.iter().any(|a| matches!(a, Attr::Unit)))
    }

    /// Records `span`, the span of the attribute the verifier's rules of
    /// the op named at `at` point at (`Body::attr_spans`).
    pub(super) fn keep_attr_span(&mut self, at: Span, span: Span) {
        self.body.attr_spans.push((at.start, span));
    }

    /// The static `position` array of `vector.extract`/`vector.insert`
    /// (`u32::MAX` for an element that is not a position: the verifier
    /// reports it with the shape).
    pub(super) fn static_positions(&mut self, name: &str, at: Span) -> Result<Box<[u32]>> {
        let Some((Attr::Array(ps), pspan)) = self.find_attr("position") else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs a `position` array of integers"),
            ));
        };
        self.keep_attr_span(at, pspan);
        Ok(ps.iter().map(|p| position(p).unwrap_or(u32::MAX)).collect())
    }

    /// `vector.extract`/`vector.insert` with positions that are values
    /// (`None`; `Some(u32::MAX)` for what is not a position).
    pub(super) fn build_extract_dyn(&mut self, insert: bool, at: Span) -> Result<OpKind> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let Some((Attr::Array(ps), pspan)) = self.find_attr("position") else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs a `position` array"),
            ));
        };
        self.keep_attr_span(at, pspan);
        let pos = ps
            .iter()
            .map(|p| match p {
                Attr::Unit => None,
                _ => Some(position(p).unwrap_or(u32::MAX)),
            })
            .collect();
        Ok(OpKind::Vector(if insert {
            VectorOp::InsertDyn(pos)
        } else {
            VectorOp::ExtractDyn(pos)
        }))
    }

    /// The custom form of vector op `v`.
    pub(super) fn vector_custom(&mut self, v: VSpec) -> Result<()> {
        let start = self.body.uses.len();
        match v {
            VSpec::Mem(m) => return self.vector_mem_custom(m),
            VSpec::Contract(c) => return self.vector_contract_custom(c),
            VSpec::Slice(c) => return self.vector_slice_custom(c),
            VSpec::Print => {
                // `vector.print %v : T`, then `punctuation <p>` or `str "s"`.
                if self.peek() == Some(b'%') {
                    self.use_one()?;
                    let t = self.colon_type()?;
                    self.body.uses[start].ty = t;
                }
                let at = self.pos_ws();
                if self.eat_kw("punctuation") {
                    self.expect("<")?;
                    let Some((name, span)) = self.bare_id() else {
                        return Err(self.expected(
                            "a punctuation: newline, no_punctuation, comma, open or close",
                        ));
                    };
                    self.expect(">")?;
                    self.attrs.push((
                        "punctuation",
                        Attr::Opaque(format!("#vector.punctuation<{name}>")),
                        Span::new(at, span.end as usize),
                    ));
                } else if self.eat_kw("str") {
                    let s = self.string()?;
                    self.attrs
                        .push(("stringLiteral", Attr::Str(s), Span::new(at, self.pos)));
                }
                self.opt_attrs()?;
            }
            VSpec::Broadcast => {
                // `vector.broadcast %x : f32 to vector<4xf32>`
                self.use_one()?;
                self.opt_attrs()?;
                let (t, r) = self.colon_type_kw("to")?;
                self.body.uses[start].ty = t;
                self.result_tys.push(r);
            }
            VSpec::Shuffle => {
                // `vector.shuffle %a, %b [0, 3] : vector<2xf32>, vector<2xf32>`
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                let pstart = self.pos_ws();
                let mask = self.positions()?;
                let pspan = Span::new(pstart, self.pos);
                let elems = mask
                    .iter()
                    .map(|&p| Attr::Int {
                        value: if p == u32::MAX { -1 } else { p as i128 },
                        hex: false,
                        ty: None,
                    })
                    .collect();
                self.attrs.push(("mask", Attr::Array(elems), pspan));
                self.opt_attrs()?;
                let at = self.pos_ws();
                let a = self.colon_type()?;
                self.expect(",")?;
                let b = self.ty()?;
                self.body.uses[start].ty = a;
                self.body.uses[start + 1].ty = b;
                // The result: the mask's length times the rows' shape.
                let Type::Vector { shape, elem } = self.types.get(a).clone() else {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!("`vector.shuffle` takes vectors, not {}", self.tyname(a)),
                    ));
                };
                // (a 0-D vector shuffles as a 1-element 1-D one)
                let mut rshape = shape.to_vec();
                if rshape.is_empty() {
                    rshape.push(1);
                }
                rshape[0] = mask.len() as i64;
                if mask.is_empty() {
                    return Err(Error::verify(
                        pspan,
                        "`vector.shuffle` needs a non-empty mask",
                    ));
                }
                let r = self.types.intern(Type::Vector {
                    shape: rshape.into(),
                    elem,
                });
                self.result_tys.push(r);
            }
            VSpec::Fma => {
                self.use_list()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
            }
            VSpec::Reduction => {
                // MLIR 13: `vector.reduction "add", %v : vector<4xf32> into f32`;
                // today: `vector.reduction <add>, %v, %acc fastmath<...> : ...`.
                let at = self.pos_ws();
                let kind = if self.peek() == Some(b'"') {
                    self.string()?
                } else {
                    self.expect("<")?;
                    let Some((k, _)) = self.bare_id() else {
                        return Err(self.expected("a reduction kind"));
                    };
                    self.expect(">")?;
                    k.to_string()
                };
                self.attrs
                    .push(("kind", Attr::Str(kind), Span::new(at, self.pos)));
                self.expect(",")?;
                self.use_list()?;
                // `fastmath<reassoc>`: the flags go on the reduction
                // intrinsic, as MLIR 22 puts them.
                self.opt_fastmath()?;
                self.opt_attrs()?;
                let (t, r) = self.colon_type_kw("into")?;
                self.body.uses[start].ty = t;
                if self.body.uses.len() > start + 1 {
                    self.type_all(start + 1, r);
                }
                self.result_tys.push(r);
            }
            VSpec::FromElements => {
                self.use_list()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let e = self.types.scalar_of(t);
                self.type_all(start, e);
                self.result_tys.push(t);
            }
            VSpec::Step => {
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
            }
            VSpec::Transpose | VSpec::ShapeCast => {
                // `vector.transpose %v, [1, 0] : T to R`,
                // `vector.shape_cast %v : T to R`
                self.use_one()?;
                if v == VSpec::Transpose {
                    self.expect(",")?;
                    self.positions_attr("permutation")?;
                }
                self.opt_attrs()?;
                let (t, r) = self.colon_type_kw("to")?;
                self.body.uses[start].ty = t;
                self.result_tys.push(r);
            }
        }
        Ok(())
    }

    /// Builds vector op `v` (custom and generic forms): decodes its
    /// attributes; its type rules are in `verify/vector.rs`.
    pub(super) fn build_vector(&mut self, v: VSpec, at: Span, uses: &[Use]) -> Result<OpKind> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        Ok(OpKind::Vector(match v {
            VSpec::Mem(m) => VectorOp::Mem(self.build_vector_mem(m, at, uses)?),
            VSpec::Contract(c) => VectorOp::Contract(self.build_vector_contract(c, at, uses)?),
            VSpec::Slice(c) => VectorOp::Slice(self.build_vector_slice(c, at)?),
            VSpec::Print => {
                if let Some((Attr::Str(s), span)) = self.find_attr("stringLiteral") {
                    self.keep_attr_span(at, span);
                    VectorOp::PrintStr(s.into())
                } else {
                    let punct = match self.find_attr("punctuation") {
                        None => Punct::NewLine,
                        Some((Attr::Opaque(s), span)) => s
                            .strip_prefix("#vector.punctuation<")
                            .and_then(|s| s.strip_suffix('>'))
                            .and_then(|s| Punct::from_name(s.trim()))
                            .ok_or_else(|| {
                                Error::verify(span, "unknown punctuation")
                                    .label("not a punctuation")
                                    .help("the punctuations are: newline, no_punctuation, comma, open, close")
                            })?,
                        Some((_, span)) => {
                            return Err(Error::verify(span, "unknown punctuation")
                                .help("the punctuations are: newline, no_punctuation, comma, open, close"));
                        }
                    };
                    VectorOp::Print(punct)
                }
            }
            VSpec::Broadcast => VectorOp::Broadcast,
            VSpec::Shuffle => {
                let Some((Attr::Array(ms), mspan)) = self.find_attr("mask") else {
                    return Err(Error::verify(at, format!("`{name}` needs a `mask` array")));
                };
                self.keep_attr_span(at, mspan);
                // -1 is poison (`u32::MAX`); what is not a position is
                // `u32::MAX - 1`, which the verifier reports.
                let mask = ms
                    .iter()
                    .map(|m| match m {
                        Attr::Int { value: -1, .. } => u32::MAX,
                        _ => position(m).unwrap_or(u32::MAX - 1).min(u32::MAX - 1),
                    })
                    .collect();
                VectorOp::Shuffle(mask)
            }
            VSpec::Fma => VectorOp::Fma,
            VSpec::Reduction => {
                // MLIR 13's `min`/`max` depend on the element type.
                let elem = uses.first().map(|u| self.types.scalar_of(u.ty));
                let float = elem.is_some_and(|e| self.types.is_float(e));
                let index = elem == Some(self.types.index);
                let (kind, kspan) = match self.find_attr("kind") {
                    Some((Attr::Str(s), span)) => (s, span),
                    Some((Attr::Opaque(s), span)) => (
                        s.strip_prefix("#vector.kind<")
                            .and_then(|s| s.strip_suffix('>'))
                            .unwrap_or("")
                            .trim()
                            .to_string(),
                        span,
                    ),
                    _ => return Err(Error::verify(at, format!("`{name}` needs a `kind`"))),
                };
                let Some(k) = RedKind::from_name(&kind, float, index) else {
                    return Err(RedKind::unknown(kspan, "reduction", &kind));
                };
                self.keep_attr_span(at, kspan);
                let reassoc = self.fastmath_bits().is_some_and(|b| b & 1 != 0);
                VectorOp::Reduction { kind: k, reassoc }
            }
            VSpec::FromElements => VectorOp::FromElements,
            VSpec::Step => VectorOp::Step,
            VSpec::ShapeCast => VectorOp::ShapeCast,
            VSpec::Transpose => {
                let attr = self
                    .find_attr("permutation")
                    .or_else(|| self.find_attr("transp"));
                let Some((Attr::Array(ps), pspan)) = attr else {
                    return Err(Error::verify(at, format!("`{name}` needs a permutation")));
                };
                self.keep_attr_span(at, pspan);
                // (`u32::MAX`: not a position; the verifier reports it)
                let perm = ps.iter().map(|p| position(p).unwrap_or(u32::MAX)).collect();
                VectorOp::Transpose(perm)
            }
        }))
    }
}
