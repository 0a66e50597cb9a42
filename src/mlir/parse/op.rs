//! Operations: the op header (results, name), the generic form and each
//! custom syntax class.

use super::*;
use crate::mlir::ops::Dialect;

impl<'a> Parser<'a> {
    // ----- operations -------------------------------------------------------

    pub(super) fn op(&mut self) -> Result<()> {
        // The common shapes first (`fast.rs`): a whole simple op, or its
        // result name and op name read (the rest as below).
        let mut header = None;
        if self.peek() == Some(b'%') {
            match self.simple_op()? {
                super::fast::Simple::Done => return Ok(()),
                super::fast::Simple::Header(name, span, spec) => header = Some((name, span, spec)),
                super::fast::Simple::No => {}
            }
        }
        if header.is_none() {
            self.defs.clear();
        }
        if header.is_none() && self.peek() == Some(b'%') {
            loop {
                let (name, span) = self.value_name()?;
                let mut count = 1;
                if self.rest().starts_with(':') && !self.rest().starts_with("::") {
                    let save = self.pos;
                    self.pos += 1;
                    match lex::digits(self.rest()) {
                        Ok((r, d)) => {
                            self.pos = self.src.len() - r.len();
                            count = d.parse().unwrap_or(u32::MAX);
                            if count == 0 || count > 1 << 16 {
                                return Err(Error::parse(
                                    Span::new(span.start as usize, self.pos),
                                    "invalid result count",
                                ));
                            }
                        }
                        Err(_) => self.pos = save,
                    }
                }
                self.defs.push(Def { name, count, span });
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=")?;
        }
        let ops_start = self.body.uses.len();
        let succs_start = self.body.succs.len();
        let regions_start = self.region_stack.len();
        self.op_depth += 1;
        self.result_tys.clear();
        self.attrs.clear();
        let mut llvm_kind = None;
        let (spec, name_span) = if let Some((name, span, spec)) = header {
            if let Spec::Llvm(ls) = spec {
                llvm_kind = Some(self.llvm_op(ls, name, span)?);
            } else {
                self.custom_op(spec, span)?;
            }
            (spec, span)
        } else if self.peek() == Some(b'"') {
            let (spec, span) = self.generic_op()?;
            if matches!(
                spec,
                Spec::Structured(crate::mlir::ops::Structured::IndexSwitch)
            ) && self.region_stack.len() > regions_start
            {
                // The generic form has the default region first; the
                // custom form (and the op) last.
                self.region_stack[regions_start..].rotate_left(1);
            }
            (spec, span)
        } else {
            let Some((name, span)) = self.bare_id() else {
                return Err(self.expected("an operation"));
            };
            let Some(spec) = ops::lookup(name) else {
                if is_top_level_keyword(name)
                    && let Some(r) = self.body.regions.first()
                {
                    // The body's `}` is missing: say so at its `{`.
                    return Err(Error::parse(
                        r.span,
                        "this `{` is never closed: expected `}` before the next top-level item",
                    )
                    .label("unclosed `{`")
                    .note(span, format!("`{name}` starts here, inside the function")));
                }
                return Err(unknown_op(name, span));
            };
            if let Spec::Llvm(ls) = spec {
                llvm_kind = Some(self.llvm_op(ls, name, span)?);
            } else {
                self.custom_op(spec, span)?;
            }
            (spec, span)
        };
        // With regions, the op's own operands and successors end where its
        // regions began (the nested ops' follow in the same pools).
        let (uses_end, succs_end) = match self.cuts.last() {
            Some(&(u, s, d)) if d == self.op_depth => {
                self.cuts.pop();
                (u as usize, s as usize)
            }
            _ => (self.body.uses.len(), self.body.succs.len()),
        };
        self.op_depth -= 1;
        let operands = List {
            start: ops_start as u32,
            len: (uses_end - ops_start) as u32,
        };
        let succs = List {
            start: succs_start as u32,
            len: (succs_end - succs_start) as u32,
        };
        if self.region_stack.len() > regions_start && !spec.has_regions() {
            let name = &self.src[name_span.start as usize..name_span.end as usize];
            return Err(Error::verify(
                name_span,
                format!("`{}` takes no regions", name.trim_matches('"')),
            )
            .label("given one or more regions"));
        }
        // Successor operands live in the same pool: the op's own operands
        // are the ones before the first successor's.
        let operands = match succs.get(&self.body.succs).first() {
            Some(s) => List {
                start: operands.start,
                len: s.args.start - operands.start,
            },
            None => operands,
        };
        let kind = match llvm_kind {
            Some(k) => k,
            None if self.region_stack.len() == regions_start => {
                self.build(spec, name_span, operands, succs, &[])?
            }
            None => {
                // The stack is moved out while the checks read it (no copy).
                let stack = std::mem::take(&mut self.region_stack);
                let r = self.build(spec, name_span, operands, succs, &stack[regions_start..]);
                self.region_stack = stack;
                r?
            }
        };
        self.skip_loc()?;
        if let Some(bits) = self.fastmath_bits() {
            self.body.fastmath.push((name_span.start, bits));
        }
        // Define the results.
        let op = OpId::new(self.body.ops.len());
        let named: u32 = self.defs.iter().map(|d| d.count).sum();
        if named == 0 && !self.result_tys.is_empty() {
            // Results left unnamed (`memref.alloca(%n) : memref<?xf32>` as
            // a statement, as MLIR allows): values nothing can refer to.
            let rstart = self.body.results.len();
            for k in 0..self.result_tys.len() {
                let v = ValueId::new(self.body.values.len());
                self.body.values.push(ValueData {
                    ty: self.result_tys[k],
                    def: ValueDef::Result {
                        op,
                        index: k as u32,
                    },
                    span: name_span,
                });
                self.body.results.push(v);
            }
            self.push_op(
                op,
                kind,
                operands,
                List::since(&self.body.results, rstart),
                succs,
                name_span,
                regions_start,
            );
            return Ok(());
        }
        if named as usize != self.result_tys.len() {
            let name = &self.src[name_span.start as usize..name_span.end as usize];
            return Err(Error::verify(
                name_span,
                format!(
                    "`{name}` produces {} result(s), but {} name(s) are given",
                    self.result_tys.len(),
                    named
                ),
            ));
        }
        let rstart = self.body.results.len();
        let mut k = 0u32;
        for d in 0..self.defs.len() {
            let def = self.defs[d];
            for i in 0..def.count {
                let ty = self.result_tys[k as usize];
                let v =
                    self.define(def.name, i, def.span, ty, ValueDef::Result { op, index: k })?;
                self.body.results.push(v);
                k += 1;
            }
        }
        let results = List::since(&self.body.results, rstart);
        self.push_op(op, kind, operands, results, succs, name_span, regions_start);
        Ok(())
    }

    /// Adds op `op` with its regions (those the parser opened since
    /// `regions_start`) to the current block.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(super) fn push_op(
        &mut self,
        op: OpId,
        kind: OpKind,
        operands: List,
        results: List,
        succs: List,
        name_span: Span,
        regions_start: usize,
    ) {
        let rs = self.body.op_regions.len();
        if self.region_stack.len() > regions_start {
            for &r in &self.region_stack[regions_start..] {
                self.body.regions[r.index()].parent = Some(op);
            }
            self.body
                .op_regions
                .extend(self.region_stack.drain(regions_start..));
        }
        let regions = List::since(&self.body.op_regions, rs);
        self.body.ops.push(Op {
            kind,
            operands,
            results,
            succs,
            regions,
            block: self.block,
            span: name_span,
        });
        self.op_stack.push(op);
    }

    /// The generic form: `"name"(%a, %b)[^succ...] {attrs} : (T, U) -> R`.
    pub(super) fn generic_op(&mut self) -> Result<(Spec, Span)> {
        let start = self.pos_ws();
        let name = self.string()?;
        let span = Span::new(start, self.pos);
        let Some(spec) = ops::lookup(&name) else {
            return Err(unknown_op(&name, span));
        };
        let ops_start = self.body.uses.len();
        self.use_group("(", ")")?;
        let operands = List::since(&self.body.uses, ops_start);
        let mut inline_succ_args = false;
        let succs_start = self.body.succs.len();
        if self.eat("[") {
            loop {
                self.successor()?;
                let s = self.body.succs.last().map(|s| s.args.len()).unwrap_or(0);
                inline_succ_args |= s > 0;
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        // (The ops of its regions add successors of their own.)
        let succs_end = self.body.succs.len();
        // Properties (MLIR 17 and later): `<{...}>`, kept as attributes.
        let props = match self.opt_properties()? {
            Some(d) => {
                self.attrs.extend(d);
                true
            }
            None => false,
        };
        if self.peek() == Some(b'(') {
            if self.body.succs.len() > succs_start {
                let s = self.token_span();
                return Err(Error::parse(
                    s,
                    "an operation with successors cannot have regions",
                ));
            }
            self.begin_regions();
            self.expect("(")?;
            loop {
                self.region(&[])?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.peek() == Some(b'{') {
            let d = self.dict_spanned()?;
            self.attrs.extend(d);
        }
        self.modern_generic_attrs(spec, span, props);
        let colon = self.pos_ws();
        self.expect(":")?;
        let fty = self.ty()?;
        let Type::Func { inputs, results } = self.types.get(fty).clone() else {
            return Err(Error::parse(
                Span::new(colon, self.pos),
                "the generic form needs a function type `(operand types) -> result types`",
            ));
        };
        self.type_uses(operands, &inputs, Span::new(colon, self.pos))?;
        self.result_tys.extend_from_slice(&results);
        // Successor operands given in the operand list move to the
        // successors (segment sizes for `cond_br`).
        let my_succs: Vec<usize> = (succs_start..succs_end).collect();
        if !my_succs.is_empty() && !inline_succ_args {
            let fixed = match spec {
                Spec::CondBr | Spec::Scalar(ScalarOp::Switch) => 1,
                _ => 0,
            };
            let mut sizes: Vec<u32> = Vec::new();
            let seg = |name: &str| {
                let (_, a, _) = self.attrs.iter().find(|(n, _, _)| *n == name)?;
                segment_ints(&self.types, a)
            };
            let segments = seg("operand_segment_sizes").or_else(|| seg("operandSegmentSizes"));
            // `switch`'s case operands: sizes (MLIR 22) or offsets (MLIR 13).
            let case_sizes = seg("case_operand_segments").or_else(|| {
                let offsets = seg("case_operand_offsets")?;
                let total = *segments.as_ref()?.get(2)?;
                let mut v = Vec::with_capacity(offsets.len());
                for (k, &o) in offsets.iter().enumerate() {
                    let next = offsets.get(k + 1).copied().unwrap_or(total);
                    v.push(next.checked_sub(o)?);
                }
                Some(v)
            });
            if let (Some(cases), Some(seg)) = (&case_sizes, &segments) {
                // `switch`: (flag, default operands, case operands), the
                // case operands cut by the case segments.
                if let [1, default, _] = seg[..] {
                    sizes.push(default);
                    sizes.extend_from_slice(cases);
                }
            } else if my_succs.len() == 1 {
                sizes.push(operands.len.saturating_sub(fixed));
            } else if let Some(v) = &segments {
                sizes.extend(v.iter().skip(fixed as usize));
            } else if operands.len == fixed {
                sizes = vec![0; my_succs.len()];
            }
            if sizes.len() != my_succs.len() || sizes.iter().sum::<u32>() + fixed != operands.len {
                return Err(Error::parse(
                    span,
                    "cannot tell which operands go to which successor",
                )
                .help("give `operand_segment_sizes`, or write the arguments on the successors: `[^bb1(%x : i32)]`"));
            }
            // Rebuild the uses so the op's own operands come first, then each
            // successor's arguments.
            let all: Vec<Use> = operands.get(&self.body.uses).to_vec();
            self.body.uses.truncate(ops_start);
            self.body.uses.extend_from_slice(&all[..fixed as usize]);
            let mut at = fixed as usize;
            for (k, &si) in my_succs.iter().enumerate() {
                let n = sizes[k] as usize;
                let start = self.body.uses.len();
                self.body.uses.extend_from_slice(&all[at..at + n]);
                at += n;
                self.body.succs[si].args = List::since(&self.body.uses, start);
            }
        }
        Ok((spec, span))
    }

    pub(super) fn custom_op(&mut self, spec: Spec, name_span: Span) -> Result<()> {
        let start = self.body.uses.len();
        match spec {
            Spec::Bin(_) => {
                self.use_one()?;
                self.eat(",");
                self.use_one()?;
                self.opt_fastmath()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
            }
            Spec::Un(_) => {
                self.use_one()?;
                self.opt_fastmath()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
            }
            Spec::CmpI | Spec::CmpF => {
                let pstart = self.pos_ws();
                let pred: std::borrow::Cow<'a, str> = if self.peek() == Some(b'"') {
                    self.string()?.into()
                } else {
                    match self.bare_id() {
                        Some((p, _)) => p.into(),
                        None => return Err(self.expected("a comparison predicate like `slt`")),
                    }
                };
                let pspan = Span::new(pstart, self.pos);
                // Known names become their enum index (no allocation kept).
                let idx = if matches!(spec, Spec::CmpI) {
                    IPred::from_name(&pred).map(|p| p as i128)
                } else {
                    FPred::from_name(&pred).map(|p| p.0 as i128)
                };
                let attr = match idx {
                    Some(value) => Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    },
                    None => Attr::Str(pred.into_owned()),
                };
                self.attrs.push(("predicate", attr, pspan));
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_fastmath()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                let i1 = self.types.i1;
                let r = self.types.with_elem(t, i1);
                self.result_tys.push(r);
            }
            Spec::Select => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let (ct, t) = if self.eat(",") {
                    (t, self.ty()?)
                } else {
                    (self.types.i1, t)
                };
                self.type_all(start, t);
                self.body.uses[start].ty = ct;
                self.result_tys.push(t);
            }
            Spec::Cast(_) | Spec::MemRefCast => {
                // `%y = sitofp %x : i32 to f32`, `memref_cast %m : A to B`
                self.use_one()?;
                self.opt_rounding_mode(spec)?;
                self.opt_attrs()?;
                let (from, to) = self.colon_type_kw("to")?;
                self.type_all(start, from);
                self.result_tys.push(to);
            }
            Spec::Constant => {
                self.opt_attrs()?;
                let astart = self.pos_ws();
                let attr = self.attr()?;
                let aspan = Span::new(astart, self.pos);
                let ty = match &attr {
                    Attr::Int { ty: Some(t), .. }
                    | Attr::Float { ty: Some(t), .. }
                    | Attr::Dense { ty: Some(t), .. } => *t,
                    Attr::Bool(_) => {
                        if self.eat(":") {
                            self.ty()?
                        } else {
                            self.types.i1
                        }
                    }
                    Attr::Sym(_) => self.colon_type()?,
                    Attr::Int { .. } | Attr::Float { .. } => {
                        return Err(Error::parse(aspan, "a constant needs a type")
                            .label("write the type after the value, like `42 : i32`"));
                    }
                    _ => {
                        if self.peek() == Some(b':') {
                            self.colon_type()?
                        } else {
                            return Err(Error::parse(aspan, "a constant needs a type"));
                        }
                    }
                };
                self.attrs.push(("value", attr, aspan));
                self.result_tys.push(ty);
            }
            Spec::Call => {
                let (name, span) = self.symbol()?;
                self.attrs
                    .push(("callee", Attr::Sym(name.to_string()), span));
                self.call_rest(start)?;
            }
            Spec::CallIndirect => {
                self.use_one()?;
                self.call_rest(start + 1)?;
                let fty = self.body.uses.last().map(|_| ()).and(Some(()));
                let _ = fty;
            }
            Spec::Br => self.successor()?,
            Spec::CondBr => {
                self.use_one()?;
                self.body.uses[start].ty = self.types.i1;
                if self.eat_kw("weights") {
                    // Branch weights (LLVM dialect): a hint, ignored.
                    if self.peek() != Some(b'(') {
                        return Err(self.expected("`(`"));
                    }
                    self.skip_balanced()?;
                }
                self.expect(",")?;
                self.successor()?;
                self.expect(",")?;
                self.successor()?;
            }
            Spec::Return => {
                self.opt_attrs()?;
                if self.peek() == Some(b'%') {
                    self.use_list()?;
                    let list = List::since(&self.body.uses, start);
                    let at = self.pos_ws();
                    self.expect(":")?;
                    self.type_uses_no_parens(list, at)?;
                }
            }
            Spec::Alloc | Spec::Alloca => {
                self.use_group("(", ")")?;
                self.opt_use_group("[", "]")?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                self.result_tys.push(t);
            }
            Spec::AllocStatic => {
                self.expect("(")?;
                let (n, span) = self.number()?;
                let NumLit::Int { value, .. } = n else {
                    return Err(Error::parse(span, "expected an integer address"));
                };
                self.attrs.push((
                    "base",
                    Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    },
                    span,
                ));
                self.expect(")")?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
            }
            Spec::Dealloc => {
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
            }
            Spec::Load | Spec::Store => {
                if matches!(spec, Spec::Store) {
                    self.use_one()?;
                    self.expect(",")?;
                }
                let m = self.body.uses.len();
                self.use_one()?;
                self.use_group("[", "]")?;
                self.opt_attrs()?;
                let at = self.pos_ws();
                let t = self.colon_type()?;
                let Some(elem) = self.memref_elem(t) else {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!("expected a memref type, found {}", self.tyname(t)),
                    ));
                };
                let idx = self.types.index;
                self.type_all(m, idx);
                self.body.uses[m].ty = t;
                if matches!(spec, Spec::Store) {
                    self.body.uses[start].ty = elem;
                } else {
                    self.result_tys.push(elem);
                }
            }
            Spec::Dim => {
                self.use_one()?;
                self.expect(",")?;
                if self.peek() == Some(b'%') {
                    self.use_one()?;
                } else {
                    let (n, span) = self.number()?;
                    let NumLit::Int { value, .. } = n else {
                        return Err(Error::parse(span, "expected a dimension number"));
                    };
                    self.attrs.push((
                        "index",
                        Attr::Int {
                            value,
                            hex: false,
                            ty: None,
                        },
                        span,
                    ));
                }
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                self.body.uses[start].ty = t;
                self.result_tys.push(idx);
            }
            Spec::Rank => {
                // `%r = rank %m : memref<*xf32>`
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(self.types.index);
            }
            Spec::Splat => {
                self.use_one()?;
                self.opt_use_group("[", "]")?;
                let at = self.pos_ws();
                let t = self.colon_type()?;
                let elem = self.types.scalar_of(t);
                if elem == t {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!("`splat` makes a vector, not {}", self.tyname(t)),
                    ));
                }
                self.type_all(start, elem);
                self.result_tys.push(t);
            }
            Spec::ExtractElement => {
                self.use_one()?;
                self.expect("[")?;
                let istart = self.body.uses.len();
                let mut ity = self.types.index;
                if !self.eat("]") {
                    self.use_list()?;
                    if self.eat(":") {
                        ity = self.ty()?;
                    }
                    self.expect("]")?;
                }
                let t = self.colon_type()?;
                self.type_all(istart, ity);
                self.body.uses[start].ty = t;
                let elem = self.types.scalar_of(t);
                self.result_tys.push(elem);
            }
            Spec::VectorExtract => return self.vector_extract_custom(false),
            Spec::VectorInsert => return self.vector_extract_custom(true),
            Spec::InsertElement => {
                // `%r = vector.insertelement %x, %v[%i : i32] : vector<4xf32>`
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                // (`%v[]` for a 0-D vector)
                self.expect("[")?;
                let mut ity = self.types.index;
                let indexed = !self.eat("]");
                if indexed {
                    self.use_one()?;
                    if self.eat(":") {
                        ity = self.ty()?;
                    }
                    self.expect("]")?;
                }
                let t = self.colon_type()?;
                let elem = self.types.scalar_of(t);
                self.body.uses[start].ty = elem;
                self.body.uses[start + 1].ty = t;
                if indexed {
                    self.body.uses[start + 2].ty = ity;
                }
                self.result_tys.push(t);
            }
            Spec::Complex(cop) => self.complex_syntax(cop, start)?,
            Spec::DmaStart | Spec::DmaWait => {
                // Memref operands with their index lists; the counts go in
                // attributes so `build` can split the operands.
                let groups: &[&str] = if matches!(spec, Spec::DmaStart) {
                    &["src", "dst", "num", "tag"]
                } else {
                    &["tag", "num"]
                };
                let mut memref_uses = Vec::new();
                for (g, what) in groups.iter().enumerate() {
                    if g > 0 {
                        self.expect(",")?;
                    }
                    let gstart = self.body.uses.len();
                    self.use_one()?;
                    if *what != "num" {
                        memref_uses.push(gstart);
                        self.use_group("[", "]")?;
                        let n = self.body.uses.len() - gstart - 1;
                        let sp = self.body.uses[gstart].span;
                        self.attrs.push((
                            what,
                            Attr::Int {
                                value: n as i128,
                                hex: false,
                                ty: None,
                            },
                            sp,
                        ));
                    }
                }
                if matches!(spec, Spec::DmaStart) && self.eat(",") {
                    self.use_one()?;
                    self.expect(",")?;
                    self.use_one()?;
                }
                self.expect(":")?;
                let tys = self.type_list_no_parens()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                if tys.len() != memref_uses.len() {
                    let s2 = self.token_span();
                    return Err(Error::parse(
                        s2,
                        format!("expected {} memref types", memref_uses.len()),
                    ));
                }
                for (k, u) in memref_uses.iter().enumerate() {
                    self.body.uses[*u].ty = tys[k];
                }
            }
            Spec::Scalar(op) => return self.scalar_custom(op),
            Spec::AtomicRmw => return self.atomic_custom(),
            Spec::Index(op) => return self.index_custom(op),
            Spec::Vector(v) => return self.vector_custom(v),
            Spec::Structured(s) => {
                return match s.dialect() {
                    Dialect::Scf => self.scf_custom(s),
                    Dialect::Affine => self.affine_custom(s),
                };
            }
            Spec::MemRef(m) => return self.memref_custom(m),
            Spec::Llvm(_) => unreachable!("LLVM-dialect ops are parsed by llvm_op"),
            Spec::NotYet(why) => {
                let name = &self.src[name_span.start as usize..name_span.end as usize];
                return Err(
                    Error::lower(name_span, format!("`{name}`: {why}")).label("not supported yet")
                );
            }
            Spec::Tensor => {
                return Err(tensor_error(
                    &self.src[name_span.start as usize..name_span.end as usize],
                    name_span,
                ));
            }
        }
        Ok(())
    }

    /// `(%args) : (T...) -> R` of `call`/`call_indirect`; for the latter the
    /// callee use (before `first_arg`) gets the function type.
    pub(super) fn call_rest(&mut self, first_arg: usize) -> Result<()> {
        self.use_group("(", ")")?;
        self.opt_attrs()?;
        let at = self.pos_ws();
        self.expect(":")?;
        let fty = self.ty()?;
        let span = Span::new(at, self.pos);
        // (The type borrowed, not cloned: `type_uses` inline.)
        let Type::Func { inputs, results } = self.types.get(fty) else {
            return Err(Error::parse(
                span,
                "expected a function type like `(i32) -> i64`",
            ));
        };
        let args = List::since(&self.body.uses, first_arg);
        super::values::set_use_types(&mut self.body.uses, args, inputs, span)?;
        if first_arg > 0 && first_arg - 1 < self.body.uses.len() {
            // call_indirect: the callee.
            let callee = first_arg - 1;
            if self.body.uses.len() > callee && self.body.uses[callee].ty == TypeId(u32::MAX) {
                self.body.uses[callee].ty = fty;
            }
        }
        self.result_tys.extend_from_slice(results);
        Ok(())
    }

    /// An optional attribute dictionary in a custom form.
    #[inline(always)]
    pub(super) fn opt_attrs(&mut self) -> Result<()> {
        if self.peek() == Some(b'{') {
            self.attrs_here()?;
        }
        Ok(())
    }

    #[inline(never)]
    fn attrs_here(&mut self) -> Result<()> {
        let d = self.dict_spanned()?;
        self.attrs.extend(d);
        Ok(())
    }

    /// The element type of a (ranked or unranked) memref type.
    pub(super) fn memref_elem(&self, t: TypeId) -> Option<TypeId> {
        match self.types.get(t) {
            Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    #[inline(always)]
    pub(super) fn use_one(&mut self) -> Result<()> {
        let (value, span) = self.value_use()?;
        self.body.uses.push(Use {
            value,
            ty: TypeId(u32::MAX),
            span,
        });
        Ok(())
    }

    #[inline]
    pub(super) fn colon_type(&mut self) -> Result<TypeId> {
        self.expect(":")?;
        self.ty()
    }

    /// `: T kw R` (say `: f64 to f32`, `: vector<4xf32> into f32`): T and R.
    pub(super) fn colon_type_kw(&mut self, kw: &str) -> Result<(TypeId, TypeId)> {
        let from = self.colon_type()?;
        if !self.eat_kw(kw) {
            return Err(self.expected(&format!("`{kw}` and the result type")));
        }
        Ok((from, self.ty()?))
    }

    pub(super) fn type_all(&mut self, start: usize, t: TypeId) {
        for u in &mut self.body.uses[start..] {
            u.ty = t;
        }
    }

    pub(super) fn find_attr(&self, name: &str) -> Option<(Attr, Span)> {
        attr_named(&self.attrs, name)
    }
}

/// Names that start a top-level item, never an op inside a function.
pub(super) fn is_top_level_keyword(name: &str) -> bool {
    matches!(
        name,
        "func"
            | "func.func"
            | "builtin.func"
            | "llvm.func"
            | "llvm.mlir.global"
            | "memref.global"
            | "global_memref"
            | "module"
            | "builtin.module"
    )
}

/// The integers of a segment-size attribute: `array<i32: 1, 0, 2>`,
/// `dense<[1, 0, 2]> : vector<3xi32>`, or the splat `dense<1> :
/// vector<3xi32>` (MLIR 13 prints equal sizes so).
fn segment_ints(types: &crate::types::Types, a: &Attr) -> Option<Vec<u32>> {
    let one = |a: &Attr| match a {
        Attr::Int { value, .. } => u32::try_from(*value).ok(),
        _ => None,
    };
    match a {
        Attr::Array(v) => v.iter().map(one).collect(),
        Attr::Dense {
            elems, ty: Some(t), ..
        } if elems.len() == 1 => {
            let n = match types.get(*t) {
                Type::Vector { shape, .. }
                | Type::Tensor {
                    shape: Some(shape), ..
                } => shape.iter().map(|d| (*d).max(0) as usize).product(),
                _ => 1,
            };
            Some(vec![one(&elems[0])?; n.min(1 << 16)])
        }
        Attr::Dense { elems, .. } => elems.iter().map(one).collect(),
        _ => None,
    }
}
