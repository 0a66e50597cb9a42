//! Building ops from their parsed parts: the per-op type rules.

use super::*;
use crate::mlir::ops::{CastRule, Operands};

pub(super) use crate::mlir::verify::op::{expect_operands, expect_operands_in, expect_results};

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
        if let Spec::Structured(s) = spec {
            // Their checks read the nested ops' operands: copy the op's own
            // (into a buffer kept for the next op).
            let mut uses = std::mem::take(&mut self.region_op_uses);
            uses.clear();
            uses.extend_from_slice(operands.get(&self.body.uses));
            let r = self.build_region_op(s, at, &uses, succs, regions);
            self.region_op_uses = uses;
            return r;
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
        let nsucc = succs.len();
        let want_succs = match spec {
            Spec::Br => 1,
            Spec::CondBr => 2,
            // A default and any number of cases (`parse/scalar.rs`).
            Spec::Scalar(crate::mlir::ops::ScalarOp::Switch) => nsucc.max(1),
            _ => 0,
        };
        if nsucc != want_succs {
            return Err(Error::verify(
                at,
                format!("`{name}` takes {want_succs} successor(s), but {nsucc} are given"),
            ));
        }
        Ok(match spec {
            Spec::Bin(op) => {
                arity(2)?;
                results(1)?;
                let t = uses[0].ty;
                self.same_type(name, uses)?;
                self.check_kind(name, t, uses[0].span, op.operands() == Operands::Int)?;
                self.check_result(name, at, t)?;
                OpKind::Binary(op)
            }
            Spec::Un(op) => {
                arity(1)?;
                results(1)?;
                let int = op.operands() == Operands::Int;
                self.check_kind(name, uses[0].ty, uses[0].span, int)?;
                self.check_result(name, at, uses[0].ty)?;
                OpKind::Unary(op)
            }
            Spec::CmpI | Spec::CmpF => {
                arity(2)?;
                results(1)?;
                self.same_type(name, uses)?;
                let int = matches!(spec, Spec::CmpI);
                self.check_kind(name, uses[0].ty, uses[0].span, int)?;
                let i1 = self.types.i1;
                let want = self.types.with_elem(uses[0].ty, i1);
                self.check_result(name, at, want)?;
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
            Spec::Select => {
                arity(3)?;
                results(1)?;
                self.same_type(name, &uses[1..])?;
                let t = uses[1].ty;
                let c = uses[0].ty;
                let i1 = self.types.i1;
                let vec_cond = self.types.with_elem(t, i1);
                if c != i1 && c != vec_cond {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the condition of `{name}` must be i1{}, not {}",
                            if vec_cond != i1 {
                                format!(" or {}", self.tyname(vec_cond))
                            } else {
                                String::new()
                            },
                            self.tyname(c)
                        ),
                    ));
                }
                self.check_result(name, at, t)?;
                OpKind::Select
            }
            Spec::Cast(op) => {
                arity(1)?;
                results(1)?;
                let from = uses[0].ty;
                let to = self.result_tys[0];
                self.check_cast(name, at, op, from, to)?;
                self.rounding_of(op, name, at)?;
                OpKind::Cast(op)
            }
            Spec::Constant => {
                arity(0)?;
                results(1)?;
                let (attr, span) = self
                    .find_attr("value")
                    .ok_or_else(|| Error::verify(at, "`constant` needs a `value` attribute"))?;
                let ty = self.result_tys[0];
                OpKind::Constant(self.constant(attr, span, ty)?)
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
            Spec::CallIndirect => {
                expect_operands_in(at, name, 1..=usize::MAX, uses.len())?;
                let fty = uses[0].ty;
                let Type::Func { inputs, results } = self.types.get(fty).clone() else {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the callee of `{name}` must have a function type, not {}",
                            self.tyname(fty)
                        ),
                    ));
                };
                let args: Vec<TypeId> = uses[1..].iter().map(|u| u.ty).collect();
                if args[..] != inputs[..] || self.result_tys[..] != results[..] {
                    return Err(Error::verify(
                        at,
                        "the argument or result types of `call_indirect` do not match its callee's type",
                    ));
                }
                OpKind::CallIndirect
            }
            Spec::Br => {
                arity(0)?;
                results(0)?;
                OpKind::Br
            }
            Spec::CondBr => {
                arity(1)?;
                results(0)?;
                if uses[0].ty != self.types.i1 {
                    return Err(Error::verify(
                        uses[0].span,
                        format!(
                            "the condition of `{name}` must be i1, not {}",
                            self.tyname(uses[0].ty)
                        ),
                    ));
                }
                OpKind::CondBr
            }
            Spec::Return => {
                results(0)?;
                OpKind::Return
            }
            Spec::Alloc | Spec::Alloca => {
                results(1)?;
                let t = self.result_tys[0];
                let Type::MemRef { shape, layout, .. } = self.types.get(t) else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` produces a ranked memref, not {}", self.tyname(t)),
                    ));
                };
                if *layout != Layout::Identity {
                    return Err(Error::lower(
                        at,
                        format!("`{name}` of a memref with a layout map is not supported"),
                    )
                    .help("allocate the identity-layout memref, then `memref.cast` it"));
                }
                let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
                if uses.len() != ndyn {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of {} needs {ndyn} dynamic size(s), but {} are given",
                            self.tyname(t),
                            uses.len()
                        ),
                    ));
                }
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
                results(1)?;
                arity(0)?;
                let t = self.result_tys[0];
                let ok = matches!(self.types.get(t), Type::MemRef { shape, layout: Layout::Identity, .. } if !shape.contains(&DYNAMIC));
                if !ok {
                    return Err(Error::verify(
                        at,
                        "`alloc_static` needs a statically shaped memref with the identity layout",
                    ));
                }
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
            Spec::Dealloc => {
                arity(1)?;
                results(0)?;
                match self.types.get(uses[0].ty) {
                    Type::MemRef { .. } => {}
                    Type::UnrankedMemRef { .. } => {
                        return Err(Error::lower(
                            uses[0].span,
                            "`dealloc` of an unranked memref is not supported",
                        )
                        .help("cast it to a ranked memref first"));
                    }
                    _ => return Err(self.not_memref(name, uses[0])),
                }
                OpKind::Dealloc
            }
            Spec::Load | Spec::Store => {
                let store = matches!(spec, Spec::Store);
                let m = usize::from(store);
                expect_operands_in(at, name, m + 1..=usize::MAX, uses.len())?;
                let mt = uses[m].ty;
                let (rank, elem) = match self.types.get(mt) {
                    Type::MemRef { shape, elem, .. } => (shape.len(), *elem),
                    _ => return Err(self.not_memref(name, uses[m])),
                };
                let n_idx = uses.len() - m - 1;
                if n_idx != rank {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of a rank-{rank} memref needs {rank} indices, but {n_idx} are given"
                        ),
                    ));
                }
                for u in &uses[m + 1..] {
                    if u.ty != self.types.index {
                        return Err(Error::verify(
                            u.span,
                            format!("memref indices must be index, not {}", self.tyname(u.ty)),
                        ));
                    }
                }
                if store {
                    results(0)?;
                    if uses[0].ty != elem {
                        return Err(Error::verify(
                            uses[0].span,
                            format!(
                                "`{name}` stores {} into a memref of {}",
                                self.tyname(uses[0].ty),
                                self.tyname(elem)
                            ),
                        ));
                    }
                    OpKind::Store(self.mem_attrs()?)
                } else {
                    results(1)?;
                    self.check_result(name, at, elem)?;
                    OpKind::Load(self.mem_attrs()?)
                }
            }
            Spec::Rank => {
                results(1)?;
                arity(1)?;
                match self.types.get(uses[0].ty) {
                    Type::MemRef { .. } | Type::UnrankedMemRef { .. } => {}
                    Type::Tensor { .. } => return Err(tensor_error(name, at)),
                    _ => return Err(self.not_memref(name, uses[0])),
                }
                self.check_result(name, at, self.types.index)?;
                OpKind::Rank
            }
            Spec::Dim => {
                results(1)?;
                expect_operands_in(at, name, 1..=usize::MAX, uses.len())?;
                let rank = match self.types.get(uses[0].ty) {
                    Type::MemRef { shape, .. } => shape.len(),
                    Type::Tensor { .. } => return Err(tensor_error(name, at)),
                    Type::UnrankedMemRef { .. } => usize::MAX,
                    _ => return Err(self.not_memref(name, uses[0])),
                };
                self.check_result(name, at, self.types.index)?;
                match (uses.len(), self.find_attr("index")) {
                    (1, Some((Attr::Int { value, .. }, span))) => {
                        if value < 0 || (rank != usize::MAX && value >= rank as i128) {
                            return Err(Error::verify(
                                span,
                                format!(
                                    "dimension {value} is out of range for a rank-{rank} memref"
                                ),
                            ));
                        }
                        OpKind::Dim(Some(value as u64))
                    }
                    (2, None) if rank == 0 => {
                        return Err(Error::verify(
                            at,
                            "`dim` of a rank-0 memref: it has no dimension to query",
                        )
                        .label("the memref has rank 0"));
                    }
                    (2, None) => OpKind::Dim(None),
                    _ => {
                        return Err(Error::verify(
                            at,
                            "`dim` takes the memref and a dimension (an integer or an index value)",
                        ));
                    }
                }
            }
            Spec::MemRefCast => {
                arity(1)?;
                results(1)?;
                let (from, to) = (uses[0].ty, self.result_tys[0]);
                if let Some(why) = self.cast_incompatible(from, to) {
                    return Err(Error::verify(
                        at,
                        format!(
                            "invalid `{name}` from {} to {}: {why}",
                            self.tyname(from),
                            self.tyname(to)
                        ),
                    ));
                }
                OpKind::MemRefCast
            }
            // Their type rules are in `verify/vector.rs`.
            Spec::Splat => OpKind::Splat,
            Spec::ExtractElement => OpKind::ExtractElement,
            Spec::InsertElement => OpKind::InsertElement,
            Spec::VectorInsert | Spec::VectorExtract if self.dynamic_position() => {
                return self.build_extract_dyn(matches!(spec, Spec::VectorInsert), at);
            }
            Spec::VectorInsert => OpKind::VectorInsert(self.static_positions(name, at)?),
            Spec::VectorExtract => OpKind::VectorExtract(self.static_positions(name, at)?),
            Spec::Complex(cop) => self.build_complex(cop, name, at, uses)?,
            Spec::DmaStart | Spec::DmaWait => {
                results(0)?;
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
                    1 + ns + 1 + nd + 1 + 1 + nt
                } else {
                    1 + nt + 1
                };
                let strided = start && uses.len() == fixed + 2;
                if uses.len() != fixed && !strided {
                    return Err(Error::verify(
                        at,
                        format!("wrong number of operands for `{name}`"),
                    ));
                }
                // The memref operands: source, destination and tag.
                let mrefs: Vec<(usize, usize)> = if start {
                    vec![(0, ns), (1 + ns, nd), (3 + ns + nd, nt)]
                } else {
                    vec![(0, nt)]
                };
                let mut elems = Vec::new();
                for (k, n) in &mrefs {
                    let u = uses[*k];
                    match self.types.get(u.ty) {
                        Type::MemRef { shape, elem, .. } => {
                            if shape.len() != *n {
                                return Err(Error::verify(
                                    u.span,
                                    format!(
                                        "a rank-{} memref needs {} indices, but {n} are given",
                                        shape.len(),
                                        shape.len()
                                    ),
                                ));
                            }
                            elems.push(*elem);
                        }
                        _ => return Err(self.not_memref(name, u)),
                    }
                }
                if start && elems[0] != elems[1] {
                    return Err(Error::verify(
                        at,
                        "the source and destination of `dma_start` must have the same element type",
                    ));
                }
                let tag_elem = *elems.last().expect("a tag memref");
                if !self.types.is_int(tag_elem) {
                    return Err(Error::verify(at, "the tag memref must hold integers"));
                }
                if start {
                    OpKind::DmaStart {
                        src_rank: ns as u8,
                        dst_rank: nd as u8,
                        tag_rank: nt as u8,
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
            Spec::AtomicRmw => return self.build_atomic(at, uses),
            Spec::Index(op) => return self.build_index(op, at, uses, succs),
            // `build` sends these to `build_region_op`; without regions
            // given, their region checks report the missing regions.
            Spec::Structured(s) => return self.build_region_op(s, at, uses, succs, &[]),
            Spec::Vector(v) => return self.build_vector(v, at, uses),
        })
    }

    pub(super) fn not_memref(&self, name: &str, u: Use) -> Error {
        if matches!(self.types.get(u.ty), Type::Tensor { .. }) {
            return tensor_error(name, u.span);
        }
        Error::verify(
            u.span,
            format!("`{name}` needs a memref, but this is {}", self.tyname(u.ty)),
        )
    }

    /// Why `memref_cast` from `a` to `b` is invalid, if it is.
    pub(super) fn cast_incompatible(&self, a: TypeId, b: TypeId) -> Option<&'static str> {
        let t = &self.types;
        match (t.get(a), t.get(b)) {
            (
                Type::MemRef {
                    shape: s1,
                    elem: e1,
                    layout: l1,
                    space: m1,
                },
                Type::MemRef {
                    shape: s2,
                    elem: e2,
                    layout: l2,
                    space: m2,
                },
            ) => {
                if e1 != e2 {
                    return Some("the element types differ");
                }
                if m1 != m2 {
                    return Some("the memory spaces differ");
                }
                if s1.len() != s2.len() {
                    return Some("the ranks differ");
                }
                if s1
                    .iter()
                    .zip(s2.iter())
                    .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
                {
                    return Some("a static dimension differs");
                }
                let (o1, st1) = strided_form(s1, l1)?;
                let (o2, st2) = strided_form(s2, l2)?;
                let clash =
                    |x: Option<i64>, y: Option<i64>| matches!((x, y), (Some(x), Some(y)) if x != y);
                if clash(o1, o2) || st1.iter().zip(st2.iter()).any(|(x, y)| clash(*x, *y)) {
                    return Some("the static offsets or strides differ");
                }
                None
            }
            (
                Type::MemRef {
                    elem: e1,
                    space: m1,
                    ..
                },
                Type::UnrankedMemRef {
                    elem: e2,
                    space: m2,
                },
            )
            | (
                Type::UnrankedMemRef {
                    elem: e1,
                    space: m1,
                },
                Type::MemRef {
                    elem: e2,
                    space: m2,
                    ..
                },
            ) => {
                if e1 != e2 {
                    Some("the element types differ")
                } else if m1 != m2 {
                    Some("the memory spaces differ")
                } else {
                    None
                }
            }
            (Type::UnrankedMemRef { .. }, Type::UnrankedMemRef { .. }) => {
                Some("both memrefs are unranked")
            }
            _ => Some("both types must be memrefs"),
        }
    }

    pub(super) fn same_type(&self, name: &str, uses: &[Use]) -> Result<()> {
        for u in &uses[1..] {
            if u.ty != uses[0].ty {
                return Err(Error::verify(
                    u.span,
                    format!(
                        "operands of `{name}` must have the same type, but this one is {} and the first is {}",
                        self.tyname(u.ty),
                        self.tyname(uses[0].ty)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Integer-like (`int`) or float-like operand check.
    pub(super) fn check_kind(&self, name: &str, t: TypeId, span: Span, int: bool) -> Result<()> {
        let ok = if int {
            self.types.is_int_like(t)
        } else {
            self.types.is_float_like(t)
        };
        if !ok {
            let want = if int {
                "integer or index"
            } else {
                "floating-point"
            };
            return Err(Error::verify(
                span,
                format!(
                    "`{name}` needs {want} operands, but this one is {}",
                    self.tyname(t)
                ),
            )
            .label(format!("has type {}", self.tyname(t))));
        }
        Ok(())
    }

    pub(super) fn check_result(&self, name: &str, at: Span, want: TypeId) -> Result<()> {
        let got = self.result_tys[0];
        if got != want {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` produces {}, but its result type is given as {}",
                    self.tyname(want),
                    self.tyname(got)
                ),
            ));
        }
        Ok(())
    }

    pub(super) fn check_cast(
        &mut self,
        name: &str,
        at: Span,
        op: CastOp,
        from: TypeId,
        to: TypeId,
    ) -> Result<()> {
        let t = &self.types;
        let (fs, ts) = (t.scalar_of(from), t.scalar_of(to));
        if t.shape_of(from) != t.shape_of(to)
            || matches!(t.get(from), Type::Vector { .. })
                != matches!(t.get(to), Type::Vector { .. })
        {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` cannot change the shape: {} to {}",
                    t.display(from),
                    t.display(to)
                ),
            ));
        }
        let fw = t.bit_width(fs, 64);
        let tw = t.bit_width(ts, 64);
        let is_int = |x| matches!(t.get(x), Type::Int(_));
        let is_idx = |x| matches!(t.get(x), Type::Index);
        let ok = match op.rule() {
            CastRule::Index => {
                (is_idx(fs) && (is_int(ts) || is_idx(ts))) || (is_int(fs) && is_idx(ts))
            }
            CastRule::IntWiden => is_int(fs) && is_int(ts) && tw > fw,
            CastRule::IntNarrow => is_int(fs) && is_int(ts) && tw < fw,
            CastRule::IntToFloat => is_int(fs) && t.is_float(ts),
            CastRule::FloatToInt => t.is_float(fs) && is_int(ts),
            CastRule::FloatWiden => t.is_float(fs) && t.is_float(ts) && tw > fw,
            CastRule::FloatNarrow => t.is_float(fs) && t.is_float(ts) && tw < fw,
            CastRule::Bitcast => fw.is_some() && fw == tw && !is_idx(fs) && !is_idx(ts),
        };
        if !ok {
            let rule = match op.rule() {
                CastRule::Index => "casts between index and an integer type",
                CastRule::IntWiden => "extends an integer to a wider integer type",
                CastRule::IntNarrow => "truncates an integer to a narrower integer type",
                CastRule::IntToFloat => "converts an integer to a float",
                CastRule::FloatToInt => "converts a float to an integer",
                CastRule::FloatWiden => "extends a float to a wider float type",
                CastRule::FloatNarrow => "truncates a float to a narrower float type",
                CastRule::Bitcast => "reinterprets bits between types of the same width",
            };
            return Err(Error::verify(
                at,
                format!(
                    "invalid `{name}` from {} to {}",
                    t.display(from),
                    t.display(to)
                ),
            )
            .label(format!("`{name}` {rule}")));
        }
        Ok(())
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
