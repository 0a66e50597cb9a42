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
    pub(super) fn float(self) -> Option<bool> {
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

    /// The type rules of vector op `v` (custom and generic forms).
    pub(super) fn build_vector(&mut self, v: VSpec, at: Span, uses: &[Use]) -> Result<OpKind> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let nres = self.result_tys.len();
        let want = |n: usize, res: usize| -> Result<()> {
            expect_operands(at, name, n, uses.len())?;
            expect_results(at, name, res, nres)
        };
        Ok(OpKind::Vector(match v {
            VSpec::Mem(m) => VectorOp::Mem(self.build_vector_mem(m, at, uses)?),
            VSpec::Contract(c) => VectorOp::Contract(self.build_vector_contract(c, at, uses)?),
            VSpec::Slice(c) => VectorOp::Slice(self.build_vector_slice(c, at, uses)?),
            VSpec::Print => {
                expect_results(at, name, 0, nres)?;
                if let Some((Attr::Str(s), span)) = self.find_attr("stringLiteral") {
                    if !uses.is_empty() {
                        return Err(Error::verify(
                            span,
                            format!("`{name}` prints a value or a string, not both"),
                        ));
                    }
                    VectorOp::PrintStr(s.into())
                } else {
                    if uses.len() > 1 {
                        return Err(Error::verify(
                            at,
                            format!("`{name}` prints at most one value"),
                        ));
                    }
                    if let Some(u) = uses.first() {
                        let e = self.types.scalar_of(u.ty);
                        let ok = match self.types.get(e) {
                            Type::Int(w) => *w <= 64,
                            Type::Index | Type::F16 | Type::BF16 | Type::F32 | Type::F64 => true,
                            _ => false,
                        };
                        if !ok {
                            return Err(Error::verify(
                                u.span,
                                format!(
                                    "`{name}` prints integers of at most 64 bits, index, floats and vectors of them, not {}",
                                    self.tyname(u.ty)
                                ),
                            ));
                        }
                    }
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
            VSpec::Broadcast => {
                want(1, 1)?;
                let (src, r) = (uses[0].ty, self.result_tys[0]);
                let Type::Vector { shape: rs, elem } = self.types.get(r).clone() else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` makes a vector, not {}", self.tyname(r)),
                    ));
                };
                let ss: Box<[i64]> = match self.types.get(src) {
                    Type::Vector { shape, .. } => shape.clone(),
                    _ => Box::new([]),
                };
                let fits = self.types.scalar_of(src) == elem
                    && ss.len() <= rs.len()
                    && ss
                        .iter()
                        .zip(&rs[rs.len() - ss.len()..])
                        .all(|(s, d)| *s == 1 || s == d);
                if !fits {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "`{name}` cannot stretch {} to {}",
                            self.tyname(src),
                            self.tyname(r)
                        ),
                    )
                    .help("the source is a scalar of the element type or a vector whose trailing dimensions equal the result's or are 1"));
                }
                VectorOp::Broadcast
            }
            VSpec::Shuffle => {
                want(2, 1)?;
                let (a, b) = (uses[0].ty, uses[1].ty);
                let (
                    Type::Vector {
                        shape: sa,
                        elem: ea,
                    },
                    Type::Vector {
                        shape: sb,
                        elem: eb,
                    },
                ) = (self.types.get(a).clone(), self.types.get(b).clone())
                else {
                    return Err(Error::verify(at, format!("`{name}` takes two vectors")));
                };
                // A 0-D vector shuffles as a 1-element 1-D one.
                let mixed = sa.is_empty() != sb.is_empty();
                let one: Box<[i64]> = Box::new([1]);
                let sa = if sa.is_empty() { one.clone() } else { sa };
                let sb = if sb.is_empty() { one } else { sb };
                if mixed || ea != eb || sa.len() != sb.len() || sa[1..] != sb[1..] {
                    return Err(Error::verify(
                        uses[1].span,
                        format!(
                            "`{name}` of {} and {}: the element types and all dimensions but the first must agree",
                            self.tyname(a),
                            self.tyname(b)
                        ),
                    ));
                }
                let total = (sa[0] + sb[0]) as u64;
                let Some((Attr::Array(ms), mspan)) = self.find_attr("mask") else {
                    return Err(Error::verify(at, format!("`{name}` needs a `mask` array")));
                };
                let mut mask = Vec::with_capacity(ms.len());
                for m in &ms {
                    match m {
                        Attr::Int { value: -1, .. } => mask.push(u32::MAX),
                        Attr::Int { value, .. } if (0..total as i128).contains(value) => {
                            mask.push(*value as u32)
                        }
                        _ => {
                            return Err(Error::verify(
                                mspan,
                                format!(
                                    "`{name}` mask positions must be in 0..{total} (or -1 for poison)"
                                ),
                            )
                            .label("out of range"));
                        }
                    }
                }
                let mut rshape = sa.to_vec();
                rshape[0] = mask.len() as i64;
                let r = self.types.intern(Type::Vector {
                    shape: rshape.into(),
                    elem: ea,
                });
                if mask.is_empty() || self.result_tys[0] != r {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` makes {}", self.tyname(r)),
                    ));
                }
                VectorOp::Shuffle(mask.into())
            }
            VSpec::Fma => {
                want(3, 1)?;
                let t = uses[0].ty;
                if !matches!(self.types.get(t), Type::Vector { .. }) || !self.types.is_float_like(t)
                {
                    return Err(Error::verify(
                        uses[0].span,
                        format!("`{name}` takes vectors of floats, not {}", self.tyname(t)),
                    ));
                }
                if uses.iter().any(|u| u.ty != t) || self.result_tys[0] != t {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}`: operands and result must all be {}",
                            self.tyname(t)
                        ),
                    ));
                }
                VectorOp::Fma
            }
            VSpec::Reduction => {
                expect_operands_in(at, name, 1..=2, uses.len())?;
                expect_results(at, name, 1, nres)?;
                let t = uses[0].ty;
                let elem = match self.types.get(t) {
                    // (0-D or 1-D)
                    Type::Vector { shape, elem } if shape.len() <= 1 => *elem,
                    _ => {
                        return Err(Error::verify(
                            uses[0].span,
                            format!("`{name}` reduces a 1-D vector, not {}", self.tyname(t)),
                        ));
                    }
                };
                if self.result_tys[0] != elem || uses.get(1).is_some_and(|u| u.ty != elem) {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of {} gives (and accumulates) {}",
                            self.tyname(t),
                            self.tyname(elem)
                        ),
                    ));
                }
                let float = self.types.is_float(elem);
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
                let Some(k) = RedKind::from_name(&kind, float, elem == self.types.index) else {
                    return Err(RedKind::unknown(kspan, "reduction", &kind));
                };
                if k.float().is_some_and(|f| f != float) {
                    return Err(Error::verify(
                        kspan,
                        format!(
                            "reduction kind `{kind}` does not fit the element type {}",
                            self.tyname(elem)
                        ),
                    )
                    .label(if float {
                        "an integer kind"
                    } else {
                        "a float kind"
                    }));
                }
                let reassoc = self.fastmath_bits().is_some_and(|b| b & 1 != 0);
                VectorOp::Reduction { kind: k, reassoc }
            }
            VSpec::FromElements => {
                expect_results(at, name, 1, nres)?;
                let r = self.result_tys[0];
                let Type::Vector { shape, elem } = self.types.get(r).clone() else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` makes a vector, not {}", self.tyname(r)),
                    ));
                };
                let n: i64 = shape.iter().product();
                if uses.len() as i64 != n {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of {} takes {n} elements, but {} are given",
                            self.tyname(r),
                            uses.len()
                        ),
                    ));
                }
                if let Some(u) = uses.iter().find(|u| u.ty != elem) {
                    return Err(Error::verify(
                        u.span,
                        format!("`{name}`: the elements must be {}", self.tyname(elem)),
                    ));
                }
                VectorOp::FromElements
            }
            VSpec::Step => {
                want(0, 1)?;
                let r = self.result_tys[0];
                let ok = matches!(self.types.get(r), Type::Vector { shape, elem }
                    if shape.len() == 1 && *elem == self.types.index);
                if !ok {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` makes a 1-D vector of index, not {}",
                            self.tyname(r)
                        ),
                    ));
                }
                VectorOp::Step
            }
            VSpec::Transpose | VSpec::ShapeCast => {
                want(1, 1)?;
                let (t, r) = (uses[0].ty, self.result_tys[0]);
                let (
                    Type::Vector {
                        shape: ss,
                        elem: se,
                    },
                    Type::Vector {
                        shape: rs,
                        elem: re,
                    },
                ) = (self.types.get(t).clone(), self.types.get(r).clone())
                else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` takes and makes vectors"),
                    ));
                };
                if se != re {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` keeps the element type: {} to {}",
                            self.tyname(t),
                            self.tyname(r)
                        ),
                    ));
                }
                if v == VSpec::ShapeCast {
                    if ss.iter().product::<i64>() != rs.iter().product::<i64>() {
                        return Err(Error::verify(
                            at,
                            format!(
                                "`{name}` keeps the number of elements: {} to {}",
                                self.tyname(t),
                                self.tyname(r)
                            ),
                        ));
                    }
                    VectorOp::ShapeCast
                } else {
                    let attr = self
                        .find_attr("permutation")
                        .or_else(|| self.find_attr("transp"));
                    let Some((Attr::Array(ps), pspan)) = attr else {
                        return Err(Error::verify(at, format!("`{name}` needs a permutation")));
                    };
                    let mut perm = Vec::with_capacity(ps.len());
                    let mut seen = vec![false; ss.len()];
                    for p in &ps {
                        match p {
                            Attr::Int { value, .. }
                                if (0..ss.len() as i128).contains(value)
                                    && !seen[*value as usize] =>
                            {
                                seen[*value as usize] = true;
                                perm.push(*value as u32);
                            }
                            _ => {
                                return Err(Error::verify(
                                    pspan,
                                    format!(
                                        "`{name}` of {} needs a permutation of 0..{}",
                                        self.tyname(t),
                                        ss.len()
                                    ),
                                )
                                .label("not a permutation"));
                            }
                        }
                    }
                    if perm.len() != ss.len() {
                        return Err(Error::verify(
                            pspan,
                            format!(
                                "`{name}` of {} needs a permutation of 0..{}",
                                self.tyname(t),
                                ss.len()
                            ),
                        )
                        .label("not a permutation"));
                    }
                    let want: Vec<i64> = perm.iter().map(|&p| ss[p as usize]).collect();
                    if *rs != *want {
                        let w = self.types.intern(Type::Vector {
                            shape: want.into(),
                            elem: se,
                        });
                        return Err(Error::verify(
                            at,
                            format!(
                                "`{name}` of {} by this permutation makes {}",
                                self.tyname(t),
                                self.tyname(w)
                            ),
                        ));
                    }
                    VectorOp::Transpose(perm.into())
                }
            }
        }))
    }
}
