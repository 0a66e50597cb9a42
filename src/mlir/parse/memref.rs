//! Memref globals and views: `memref.global` (a top-level item, MLIR 13's
//! `global_memref` too), `memref.get_global`, `subview`, `reinterpret_cast`,
//! `view`, `transpose`, `expand_shape`/`collapse_shape`,
//! `extract_strided_metadata`, `extract_aligned_pointer_as_index`,
//! `assume_alignment` and `copy`: their custom syntax and decoding (the type
//! rules are in `verify/memref_view.rs` and `verify/memref_reshape.rs`). The
//! custom forms record their static parts as the attributes of the generic
//! form (`static_offsets`, `permutation`, ...), which the builder reads.

use super::*;
use crate::llvm::ir::Linkage;
use crate::mlir::ops::MemRefOp;

mod reshape;
pub use reshape::Reassoc;

/// A dynamic entry of `static_offsets`/`static_sizes`/`static_strides`: its
/// value is the next operand of its group.
pub const DYN: i64 = i64::MIN;

/// A memref view or global op, with what its lowering needs.
#[derive(Clone, Debug)]
pub enum MemView {
    /// The result describes global `.0`.
    GetGlobal(GlobalId),
    /// Operands: the source, then the dynamic offsets, sizes and strides.
    /// `dropped[k]`: source dimension `k` (of size 1) is not in the result.
    SubView {
        offsets: Box<[i64]>,
        sizes: Box<[i64]>,
        strides: Box<[i64]>,
        dropped: Box<[bool]>,
    },
    /// Operands: the source (ranked or unranked), then the dynamic offset,
    /// sizes and strides.
    ReinterpretCast {
        offset: i64,
        sizes: Box<[i64]>,
        strides: Box<[i64]>,
    },
    /// Operands: the `i8` buffer, the byte shift, the dynamic sizes.
    View,
    /// Result dimension `k` is source dimension `perm[k]`.
    Transpose(Box<[u32]>),
    /// `expand_shape`/`collapse_shape` of static shapes: the result's sizes
    /// and strides are those of its type.
    Reshape,
    /// `expand_shape` (`expand`) or `collapse_shape` with a dynamic size,
    /// stride or offset: `group_of[d]` is the group of dimension `d` of the
    /// bigger type; `output` is MLIR 22's `output_shape` (empty in MLIR
    /// 13's form), its `DYN` entries the operands after the source.
    ReshapeDyn {
        expand: bool,
        group_of: Box<[u32]>,
        output: Box<[i64]>,
    },
    /// Results: the base buffer, the offset, the sizes, the strides.
    StridedMetadata,
    /// The aligned pointer as an index.
    AlignedPointer,
    /// Operand 0: the memref; a result (MLIR 22) or none (MLIR 13).
    AssumeAlignment(u32),
    /// Operand 0: the source, 1: the target.
    Copy,
    /// `memref.reshape`: operand 0 is the source, 1 the 1-D shape memref
    /// (read where the result's sizes are dynamic).
    ShapeReshape,
    /// `memref.realloc` of a 1-D memref: operand 0 is the source, then the
    /// new size if the result's is dynamic; the optional alignment.
    Realloc(Option<u32>),
}

/// A `memref.global` as read, before its rules run.
pub(super) struct MemRefGlobal<'a> {
    pub(super) private: bool,
    pub(super) constant: bool,
    pub(super) name: &'a str,
    /// The name's span (where most of its errors point).
    pub(super) span: Span,
    pub(super) t: TypeId,
    pub(super) tspan: Span,
    /// The initial value (`Attr::Unit` for `uninitialized`), if any.
    pub(super) init: Option<(Attr, Span)>,
    pub(super) align: Option<(Attr, Span)>,
}

impl<'a> Parser<'a> {
    /// `memref.global ("private")? (constant)? @name : memref<..> (= init)?
    /// {attrs}?` after its keyword: an LLVM global of (nested) array type.
    pub(super) fn memref_global(&mut self) -> Result<GlobalId> {
        let kw_start = self.pos;
        let mut private = false;
        if self.peek() == Some(b'"') {
            let vstart = self.pos_ws();
            match self.string()?.as_str() {
                "private" => private = true,
                "public" | "nested" => {}
                _ => {
                    return Err(Error::parse(
                        Span::new(vstart, self.pos),
                        "expected the visibility `\"private\"`, `\"public\"` or `\"nested\"`",
                    ));
                }
            }
        }
        let constant = self.eat_kw("constant");
        let (name, span) = self.symbol()?;
        self.expect(":")?;
        let tstart = self.pos_ws();
        let t = self.ty()?;
        let tspan = Span::new(tstart, self.pos);
        let init = if self.eat("=") {
            let vstart = self.pos_ws();
            let a = if self.eat_kw("uninitialized") {
                Attr::Unit
            } else {
                self.attr()?
            };
            Some((a, Span::new(vstart, self.pos)))
        } else {
            None
        };
        let mut align = None;
        if self.peek() == Some(b'{') {
            align = self
                .dict_spanned()?
                .into_iter()
                .find(|(k, _, _)| *k == "alignment")
                .map(|(_, a, s)| (a, s));
        }
        self.skip_loc()?;
        let _ = kw_start;
        self.define_memref_global(MemRefGlobal {
            private,
            constant,
            name,
            span,
            t,
            tspan,
            init,
            align,
        })
    }

    /// Defines the `memref.global` `d` (read in its custom or generic
    /// form): an LLVM global of (nested) array type.
    pub(super) fn define_memref_global(&mut self, d: MemRefGlobal<'a>) -> Result<GlobalId> {
        let (private, name, span, t, tspan) = (d.private, d.name, d.span, d.t, d.tspan);
        crate::mlir::verify::memref_global_type(&self.types, t, tspan)?;
        let (shape, elem) = match self.types.get(t) {
            Type::MemRef { shape, elem, .. } => (shape.clone(), *elem),
            _ => (Box::default(), t),
        };
        let mut ty = elem;
        for &d in shape.iter().rev() {
            ty = self.types.intern(Type::LlvmArray(d as u64, ty));
        }
        let init = match d.init {
            Some((Attr::Unit, _)) => GlobalInit::Undef,
            Some((a, vspan)) => GlobalInit::Value(self.memref_init(a, vspan, t, elem, ty)?),
            None => {
                if private {
                    return Err(Error::verify(
                        span,
                        "a private `memref.global` needs an initial value (`= dense<..>` or `= uninitialized`)",
                    ));
                }
                GlobalInit::External
            }
        };
        let align = match d.align {
            None => 0,
            Some((Attr::Int { value, .. }, _))
                if value > 0 && value <= 1 << 29 && value.count_ones() == 1 =>
            {
                value as u32
            }
            Some((_, aspan)) => {
                return Err(Error::verify(aspan, "`alignment` must be a power of two"));
            }
        };
        // A `get_global` before the definition recorded the type it expects.
        if let Some(&id) = self.global_names.get(name) {
            let g = &self.globals[id.index()];
            if g.state == FuncState::Referenced
                && let Some(want) = g.memref
                && want != t
            {
                return Err(Error::verify(
                    g.span,
                    format!(
                        "`memref.get_global` of `@{name}` gives the type {}, but the global has type {}",
                        self.tyname(want),
                        self.tyname(t)
                    ),
                )
                .note(tspan, "the global's type"));
            }
        }
        let id = self.define_global(name, span)?;
        let g = &mut self.globals[id.index()];
        g.ty = ty;
        g.linkage = if private {
            Linkage::Private
        } else {
            Linkage::External
        };
        g.constant = d.constant;
        g.init = init;
        g.align = align;
        g.memref = Some(t);
        Ok(id)
    }

    /// The initial value of a `memref.global` of type `t`.
    fn memref_init(
        &mut self,
        a: Attr,
        span: Span,
        t: TypeId,
        elem: TypeId,
        ty: TypeId,
    ) -> Result<GlobalValue> {
        crate::mlir::verify::memref_global_elem(&self.types, t, elem, span)?;
        let Attr::Dense { elems, shape, .. } = a else {
            return Err(Error::verify(
                span,
                "the initial value of a `memref.global` is `dense<..>` or `uninitialized`",
            ));
        };
        if elems.is_empty() {
            return Err(Error::verify(span, "the initial value has no elements"));
        }
        crate::mlir::verify::memref_global_init(&self.types, t, elems.len(), shape.len(), span)?;
        if ty == elem {
            // Rank 0: the scalar itself.
            let e = elems.into_iter().next().unwrap_or(Attr::Unit);
            return match self.constant(e, span, elem)? {
                Const::Int(v) => Ok(GlobalValue::Int(v)),
                Const::Float(b) => Ok(GlobalValue::Float(b)),
                _ => Err(Error::verify(span, "unsupported initial value")),
            };
        }
        self.global_value(
            Attr::Dense {
                elems,
                shape,
                ty: None,
            },
            span,
            ty,
        )
    }

    // ----- ops inside functions -------------------------------------------

    /// A mixed list `[%a, 4, %b]`: constants as they are, values as [`DYN`]
    /// (their uses are pushed, typed `index`).
    fn mixed_list(&mut self) -> Result<Vec<i64>> {
        self.expect("[")?;
        let mut v = Vec::new();
        if self.eat("]") {
            return Ok(v);
        }
        loop {
            if self.peek() == Some(b'%') {
                self.use_one()?;
                let k = self.body.uses.len() - 1;
                self.body.uses[k].ty = self.types.index;
                v.push(DYN);
            } else {
                let (n, span) = self.number()?;
                match n {
                    NumLit::Int { value, .. }
                        if (i64::MIN as i128 + 1..=i64::MAX as i128).contains(&value) =>
                    {
                        v.push(value as i64)
                    }
                    _ => return Err(Error::parse(span, "expected an integer or a value")),
                }
            }
            if self.eat("]") {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }

    fn push_ints(&mut self, name: &'static str, v: &[i64], span: Span) {
        let elems = v
            .iter()
            .map(|&x| Attr::Int {
                value: x as i128,
                hex: false,
                ty: None,
            })
            .collect();
        self.attrs.push((name, Attr::Array(elems), span));
    }

    /// `: T to U` (or `into`): types the source use and gives the result.
    fn src_to_result(&mut self, src: usize, sep: &str) -> Result<()> {
        let t = self.colon_type()?;
        self.body.uses[src].ty = t;
        if !self.eat_kw(sep) {
            return Err(self.expected(&format!("`{sep}` and the result type")));
        }
        let r = self.ty()?;
        self.result_tys.push(r);
        Ok(())
    }

    /// The custom form of a memref view op, after its name.
    pub(super) fn memref_custom(&mut self, op: MemRefOp) -> Result<()> {
        let start = self.body.uses.len();
        let at = self.pos_ws();
        match op {
            MemRefOp::GetGlobal => {
                let (name, span) = self.symbol()?;
                self.attrs.push(("name", Attr::Sym(name.to_string()), span));
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
            }
            MemRefOp::SubView => {
                self.use_one()?;
                for name in ["static_offsets", "static_sizes", "static_strides"] {
                    let s = self.pos_ws();
                    let v = self.mixed_list()?;
                    let span = Span::new(s, self.pos);
                    self.push_ints(name, &v, span);
                }
                self.opt_attrs()?;
                self.src_to_result(start, "to")?;
            }
            MemRefOp::ReinterpretCast => {
                self.use_one()?;
                if !self.eat_kw("to") {
                    return Err(self.expected("`to`"));
                }
                for (kw, name) in [
                    ("offset", "static_offsets"),
                    ("sizes", "static_sizes"),
                    ("strides", "static_strides"),
                ] {
                    if kw != "offset" {
                        self.expect(",")?;
                    }
                    if !self.eat_kw(kw) {
                        return Err(self.expected(&format!("`{kw}:`")));
                    }
                    self.expect(":")?;
                    let s = self.pos_ws();
                    let v = self.mixed_list()?;
                    let span = Span::new(s, self.pos);
                    self.push_ints(name, &v, span);
                }
                self.opt_attrs()?;
                self.src_to_result(start, "to")?;
            }
            MemRefOp::View => {
                self.use_one()?;
                self.use_group("[", "]")?;
                self.use_group("[", "]")?;
                let idx = self.types.index;
                self.type_all(start + 1, idx);
                self.opt_attrs()?;
                self.src_to_result(start, "to")?;
            }
            MemRefOp::Transpose => {
                self.use_one()?;
                let s = self.pos_ws();
                let perm = self.permutation_map()?;
                let span = Span::new(s, self.pos);
                let v: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
                self.push_ints("permutation", &v, span);
                self.opt_attrs()?;
                self.src_to_result(start, "to")?;
            }
            MemRefOp::ExpandShape | MemRefOp::CollapseShape => {
                self.use_one()?;
                let s = self.pos_ws();
                let a = self.attr()?;
                let span = Span::new(s, self.pos);
                self.attrs.push(("reassociation", a, span));
                if self.eat_kw("output_shape") {
                    let s = self.pos_ws();
                    let v = self.mixed_list()?;
                    let span = Span::new(s, self.pos);
                    self.push_ints("static_output_shape", &v, span);
                }
                self.opt_attrs()?;
                self.src_to_result(start, "into")?;
            }
            MemRefOp::StridedMetadata => {
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                self.expect("->")?;
                let tys = self.type_list_no_parens()?;
                self.result_tys.extend_from_slice(&tys);
            }
            MemRefOp::AlignedPointer => {
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                self.expect("->")?;
                let r = self.ty()?;
                self.result_tys.push(r);
            }
            MemRefOp::AssumeAlignment => {
                self.use_one()?;
                self.expect(",")?;
                let (n, span) = self.number()?;
                let value = match n {
                    NumLit::Int { value, .. } => value,
                    NumLit::Float(_) => -1,
                };
                self.attrs.push((
                    "alignment",
                    Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    },
                    span,
                ));
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                // MLIR 22's form has a result (the same memref); MLIR 13's none.
                if !self.defs.is_empty() {
                    self.result_tys.push(t);
                }
            }
            MemRefOp::ShapeReshape => {
                // %src(%shape) : (T, S) -> R
                self.use_one()?;
                self.use_group("(", ")")?;
                self.opt_attrs()?;
                let list = List::since(&self.body.uses, start);
                let at = self.pos_ws();
                self.expect(":")?;
                let fty = self.ty()?;
                let span = Span::new(at, self.pos);
                let Type::Func { inputs, results } = self.types.get(fty).clone() else {
                    return Err(Error::parse(
                        span,
                        "expected `(source type, shape type) -> result type`",
                    ));
                };
                self.type_uses(list, &inputs, span)?;
                self.result_tys.extend_from_slice(&results);
            }
            MemRefOp::Realloc => {
                // %src ( (%size) )? {attrs}? : T to U
                self.use_one()?;
                if self.peek() == Some(b'(') {
                    self.use_group("(", ")")?;
                    let idx = self.types.index;
                    self.type_all(start + 1, idx);
                }
                self.opt_attrs()?;
                self.src_to_result(start, "to")?;
            }
            MemRefOp::Copy => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                if !self.eat_kw("to") {
                    return Err(self.expected("`to` and the target type"));
                }
                let u = self.ty()?;
                self.body.uses[start + 1].ty = u;
            }
        }
        let _ = at;
        Ok(())
    }

    /// `(d0, d1) -> (d1, d0)`: a permutation of the dimension names.
    fn permutation_map(&mut self) -> Result<Vec<u32>> {
        let names = |p: &mut Self| -> Result<Vec<(&'a str, Span)>> {
            p.expect("(")?;
            let mut v = Vec::new();
            if p.eat(")") {
                return Ok(v);
            }
            loop {
                match p.bare_id() {
                    Some(n) => v.push(n),
                    None => return Err(p.expected("a dimension name")),
                }
                if p.eat(")") {
                    return Ok(v);
                }
                p.expect(",")?;
            }
        };
        let dims = names(self)?;
        self.expect("->")?;
        let res = names(self)?;
        let mut perm = Vec::with_capacity(res.len());
        for (n, span) in &res {
            match dims.iter().position(|(d, _)| d == n) {
                Some(k) if !perm.contains(&(k as u32)) => perm.push(k as u32),
                _ => {
                    return Err(Error::verify(
                        *span,
                        "expected a permutation of the dimensions",
                    ));
                }
            }
        }
        if perm.len() != dims.len() {
            return Err(Error::verify(
                Span::new(dims[0].1.start as usize, self.pos),
                "expected a permutation of the dimensions",
            ));
        }
        Ok(perm)
    }
}

impl<'a> Parser<'a> {
    /// The integers of array attribute `name` (from the custom form or the
    /// generic one).
    fn ints_attr(&self, name: &str, at: Span) -> Result<(Vec<i64>, Span)> {
        let Some((Attr::Array(v) | Attr::Dense { elems: v, .. }, span)) = self.find_attr(name)
        else {
            return Err(Error::verify(
                at,
                format!("expected the `{name}` array attribute"),
            ));
        };
        let mut out = Vec::with_capacity(v.len());
        for a in v {
            match a {
                // MLIR 13 marks dynamic sizes with -1 in the generic form.
                Attr::Int { value, .. } if value == i64::MIN as i128 => out.push(DYN),
                Attr::Int { value, .. }
                    if (i64::MIN as i128..=i64::MAX as i128).contains(&value) =>
                {
                    out.push(value as i64)
                }
                _ => return Err(Error::verify(span, format!("`{name}` must hold integers"))),
            }
        }
        Ok((out, span))
    }

    /// Builds a memref view op's kind: decodes its attributes and checks
    /// them where they point (the type rules are in `verify/memref_view.rs`).
    pub(super) fn build_memref(&mut self, op: MemRefOp, at: Span, uses: &[Use]) -> Result<OpKind> {
        let name = unquote(&self.src[at.start as usize..at.end as usize]);
        let nres = self.result_tys.len();
        let results = |n: usize| expect_results(at, name, n, nres);
        let view = match op {
            MemRefOp::GetGlobal => {
                results(1)?;
                let t = self.result_tys[0];
                let Some((Attr::Sym(g), gspan)) = self.find_attr("name") else {
                    return Err(Error::verify(at, format!("`{name}` needs a global's name")));
                };
                let id = self.memref_global_ref(&g, gspan, t)?;
                MemView::GetGlobal(id)
            }
            MemRefOp::SubView => {
                let (offs, ospan) = self.ints_attr("static_offsets", at)?;
                let (sizes, sspan) = self.ints_attr("static_sizes", at)?;
                let (strides, tspan) = self.ints_attr("static_strides", at)?;
                // (Their lengths are checked against the source's rank by
                // the verifier, at these spans.)
                for span in [ospan, sspan, tspan] {
                    self.keep_attr_span(at, span);
                }
                for (k, &s) in sizes.iter().enumerate() {
                    if s != DYN && s < 0 {
                        return Err(Error::verify(sspan, format!("size {k} is negative")));
                    }
                }
                // Which unit dimensions the result drops (the verifier
                // checks the result type).
                let rsizes: Vec<i64> = sizes
                    .iter()
                    .map(|&s| if s == DYN { DYNAMIC } else { s })
                    .collect();
                let dropped = match self.result_tys.first().map(|t| self.types.get(*t)) {
                    Some(Type::MemRef { shape, .. }) => {
                        crate::mlir::verify::subview_dropped(&rsizes, shape)
                    }
                    _ => None,
                }
                .unwrap_or_else(|| vec![false; sizes.len()]);
                MemView::SubView {
                    offsets: offs.into(),
                    sizes: sizes.into(),
                    strides: strides.into(),
                    dropped: dropped.into(),
                }
            }
            MemRefOp::ReinterpretCast => {
                let (offs, ospan) = self.ints_attr("static_offsets", at)?;
                let (sizes, sspan) = self.ints_attr("static_sizes", at)?;
                let (strides, tspan) = self.ints_attr("static_strides", at)?;
                if offs.len() != 1 {
                    return Err(Error::verify(
                        ospan,
                        format!("`{name}` takes one offset, but {} are given", offs.len()),
                    ));
                }
                // (Their lengths are checked against the result's rank by
                // the verifier, at these spans.)
                self.keep_attr_span(at, sspan);
                self.keep_attr_span(at, tspan);
                MemView::ReinterpretCast {
                    offset: offs[0],
                    sizes: sizes.into(),
                    strides: strides.into(),
                }
            }
            MemRefOp::View => MemView::View,
            MemRefOp::Transpose => {
                let (perm, pspan) = self.ints_attr("permutation", at)?;
                // (Checked against the source's rank by the verifier, at
                // this span.)
                // An entry out of `u32` is out of range for any rank.
                self.keep_attr_span(at, pspan);
                MemView::Transpose(
                    perm.iter()
                        .map(|&p| u32::try_from(p).unwrap_or(u32::MAX))
                        .collect(),
                )
            }
            MemRefOp::ExpandShape | MemRefOp::CollapseShape => {
                self.build_reshape(name, op == MemRefOp::ExpandShape, at, uses)?
            }
            MemRefOp::StridedMetadata => MemView::StridedMetadata,
            MemRefOp::AlignedPointer => MemView::AlignedPointer,
            MemRefOp::AssumeAlignment => {
                let Some((Attr::Int { value, .. }, aspan)) = self.find_attr("alignment") else {
                    return Err(Error::verify(at, format!("`{name}` needs an alignment")));
                };
                if value <= 0 || value > 1 << 29 || value.count_ones() != 1 {
                    return Err(Error::verify(aspan, "the alignment must be a power of two"));
                }
                MemView::AssumeAlignment(value as u32)
            }
            MemRefOp::ShapeReshape => MemView::ShapeReshape,
            MemRefOp::Realloc => {
                let align = match self.find_attr("alignment") {
                    None => None,
                    Some((Attr::Int { value, .. }, _))
                        if value > 0 && value <= 1 << 29 && value.count_ones() == 1 =>
                    {
                        Some(value as u32)
                    }
                    Some((_, aspan)) => {
                        return Err(Error::verify(aspan, "`alignment` must be a power of two"));
                    }
                };
                MemView::Realloc(align)
            }
            MemRefOp::Copy => MemView::Copy,
        };
        Ok(OpKind::MemRef(Box::new(view)))
    }

    /// Global `name` as `memref.get_global` of type `t` names it (it may be
    /// defined later: the type is checked then).
    fn memref_global_ref(&mut self, name: &str, span: Span, t: TypeId) -> Result<GlobalId> {
        let ok = matches!(self.types.get(t), Type::MemRef { shape, layout: Layout::Identity, space: 0, .. } if !shape.contains(&DYNAMIC));
        if !ok {
            return Err(Error::verify(
                span,
                format!(
                    "a global is a statically shaped memref with the identity layout, not {}",
                    self.tyname(t)
                ),
            ));
        }
        let Some(&id) = self.global_names.get(name) else {
            let src: &'a str = self.src;
            let text = &src[span.start as usize..span.end as usize];
            let owned = text.trim_start_matches('@').trim_matches('"');
            if owned != name {
                return Err(Error::parse(
                    span,
                    "escaped characters in symbol names are not supported",
                ));
            }
            let id = self.new_global(owned, span, FuncState::Referenced);
            self.globals[id.index()].memref = Some(t);
            return Ok(id);
        };
        let g = &self.globals[id.index()];
        match g.memref {
            Some(m) if m == t => Ok(id),
            Some(m) => Err(Error::verify(
                span,
                format!(
                    "`@{name}` is a global of type {}, not {}",
                    self.tyname(m),
                    self.tyname(t)
                ),
            )
            .note(
                g.span,
                if g.state == FuncState::Referenced {
                    "first used here"
                } else {
                    "defined here"
                },
            )),
            None if g.state == FuncState::Referenced => {
                self.globals[id.index()].memref = Some(t);
                Ok(id)
            }
            None => Err(
                Error::verify(span, format!("`@{name}` is not a `memref.global`"))
                    .note(g.span, "defined here"),
            ),
        }
    }
}
