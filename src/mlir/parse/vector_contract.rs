//! The `vector` dialect's contraction ops: `outerproduct`, `contract` and
//! `multi_reduction` (custom syntax, MLIR 13 and today's, and type rules).
//! Their lowering is `lower/vector_contract.rs`.

use super::vector::RedKind;
use super::*;
use crate::mlir::affine as aff;

/// The syntax classes of the contraction ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CSpec {
    OuterProduct,
    Contract,
    MultiReduction,
}

/// A contraction op, built.
#[derive(Clone, PartialEq, Debug)]
pub enum ContractOp {
    /// `vector.outerproduct`: operand 0 the 1-D `lhs`, 1 the 1-D `rhs` (or
    /// a scalar: the AXPY form), 2 (optional) the accumulator; `kind`
    /// combines the products with it.
    OuterProduct { kind: RedKind },
    /// `vector.contract` (kind `add`): operands lhs, rhs, acc; each map
    /// lists, per dimension of its operand, the iteration dimension;
    /// `reduction[d]` says whether iteration dimension `d` is reduced.
    Contract(Box<Contraction>),
    /// `vector.multi_reduction`: operand 0 the source, 1 (optional) the
    /// accumulator; `reduced[d]` says whether source dimension `d` goes.
    MultiReduction { kind: RedKind, reduced: Box<[bool]> },
}

/// The shape of a `vector.contract`.
#[derive(Clone, PartialEq, Debug)]
pub struct Contraction {
    pub lhs: Box<[u32]>,
    pub rhs: Box<[u32]>,
    pub acc: Box<[u32]>,
    /// The size of each iteration dimension.
    pub sizes: Box<[i64]>,
    pub reduction: Box<[bool]>,
}

impl<'a> Parser<'a> {
    /// `#vector.kind<add>`, `<add>` or `"add"`, kept as attribute `kind`.
    fn vc_kind(&mut self) -> Result<()> {
        let at = self.pos_ws();
        let kind = if self.peek() == Some(b'"') {
            self.string()?
        } else {
            if self.rest().starts_with("#vector.kind") {
                self.pos += "#vector.kind".len();
            }
            self.expect("<")?;
            let Some((k, _)) = self.bare_id() else {
                return Err(self.expected("a combining kind"));
            };
            self.expect(">")?;
            k.to_string()
        };
        self.attrs
            .push(("kind", Attr::Str(kind), Span::new(at, self.pos)));
        Ok(())
    }

    /// The custom form of the contraction ops.
    pub(super) fn vector_contract_custom(&mut self, v: CSpec) -> Result<()> {
        let start = self.body.uses.len();
        match v {
            CSpec::OuterProduct => {
                // `vector.outerproduct %a, %b[, %acc] {kind = ...} : vector<2xf32>,
                //  vector<3xf32>` (or `f32`: the AXPY form)
                self.use_list()?;
                self.opt_attrs()?;
                let at = self.pos_ws();
                let a = self.colon_type()?;
                self.expect(",")?;
                let b = self.ty()?;
                let Type::Vector { shape, elem } = self.types.get(a).clone() else {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!(
                            "`vector.outerproduct` takes a 1-D vector first, not {}",
                            self.tyname(a)
                        ),
                    ));
                };
                let mut rshape = shape.to_vec();
                if let Type::Vector { shape: bs, .. } = self.types.get(b) {
                    rshape.extend(bs.iter().copied());
                }
                let r = self.types.intern(Type::Vector {
                    shape: rshape.into(),
                    elem,
                });
                let n = self.body.uses.len() - start;
                let tys = [a, b, r];
                for (k, t) in tys.iter().enumerate().take(n) {
                    self.body.uses[start + k].ty = *t;
                }
                self.result_tys.push(r);
            }
            CSpec::Contract => {
                // `vector.contract {indexing_maps = [...], iterator_types = [...]}
                //  %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>`
                if self.peek() == Some(b'{') {
                    self.opt_attrs()?;
                }
                self.use_list()?;
                self.opt_attrs()?;
                let a = self.colon_type()?;
                self.expect(",")?;
                let b = self.ty()?;
                if !self.eat_kw("into") {
                    return Err(self.expected("`into` and the result type"));
                }
                let r = self.ty()?;
                let n = self.body.uses.len() - start;
                let tys = [a, b, r];
                for (k, t) in tys.iter().enumerate().take(n) {
                    self.body.uses[start + k].ty = *t;
                }
                self.result_tys.push(r);
            }
            CSpec::MultiReduction => {
                // MLIR 13: `vector.multi_reduction #vector.kind<add>, %v [1] :
                //  vector<2x3xf32> to vector<2xf32>`; today:
                // `vector.multi_reduction <add>, %v, %acc [1] : ... to ...`.
                self.vc_kind()?;
                self.expect(",")?;
                self.use_list()?;
                self.positions_attr("reduction_dims")?;
                self.opt_attrs()?;
                let (t, r) = self.colon_type_kw("to")?;
                self.body.uses[start].ty = t;
                if self.body.uses.len() > start + 1 {
                    self.type_all(start + 1, r);
                }
                self.result_tys.push(r);
            }
        }
        Ok(())
    }

    /// The kind attribute (`add` if absent) decoded for elements of type
    /// `elem` (MLIR 13's `min`/`max` depend on it); its span is recorded
    /// for the verifier, which checks that it fits the elements.
    fn vc_kind_of(&mut self, name: &str, at: Span, elem: Option<TypeId>) -> Result<RedKind> {
        let float = elem.is_some_and(|e| self.types.is_float(e));
        let (kind, kspan) = match self.find_attr("kind") {
            None => return Ok(RedKind::Add),
            Some((Attr::Str(s), span)) => (s, span),
            Some((Attr::Opaque(s), span)) => (
                s.strip_prefix("#vector.kind<")
                    .and_then(|s| s.strip_suffix('>'))
                    .unwrap_or("")
                    .trim()
                    .to_string(),
                span,
            ),
            Some((_, span)) => {
                return Err(Error::verify(
                    span,
                    format!("`{name}`: the `kind` must be a combining kind"),
                ));
            }
        };
        let Some(k) = RedKind::from_name(&kind, float, elem == Some(self.types.index)) else {
            return Err(RedKind::unknown(kspan, "combining", &kind));
        };
        self.keep_attr_span(at, kspan);
        Ok(k)
    }

    /// Builds a contraction op: decodes its attributes. The type rules of
    /// `outerproduct` and `multi_reduction` are in
    /// `verify/vector_contract.rs`; `contract`'s stay here (its maps are
    /// decoded against the operands' ranks).
    pub(super) fn build_vector_contract(
        &mut self,
        v: CSpec,
        at: Span,
        uses: &[Use],
    ) -> Result<ContractOp> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let elem = uses.first().map(|u| self.types.scalar_of(u.ty));
        match v {
            CSpec::OuterProduct => {
                let kind = self.vc_kind_of(name, at, elem)?;
                return Ok(ContractOp::OuterProduct { kind });
            }
            CSpec::MultiReduction => {
                let Some((Attr::Array(ds), dspan)) = self.find_attr("reduction_dims") else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` needs the reduced dimensions"),
                    ));
                };
                self.keep_attr_span(at, dspan);
                // Per source dimension whether it goes; empty if a
                // dimension is out of range or repeated (the verifier
                // reports it: the source has rank 1 or more).
                let rank = match uses.first().map(|u| self.types.get(u.ty)) {
                    Some(Type::Vector { shape, .. }) => shape.len(),
                    _ => 0,
                };
                let mut reduced = vec![false; rank];
                for d in &ds {
                    match d {
                        Attr::Int { value, .. }
                            if (0..rank as i128).contains(value) && !reduced[*value as usize] =>
                        {
                            reduced[*value as usize] = true
                        }
                        _ => {
                            reduced.clear();
                            break;
                        }
                    }
                }
                let kind = self.vc_kind_of(name, at, elem)?;
                return Ok(ContractOp::MultiReduction {
                    kind,
                    reduced: reduced.into(),
                });
            }
            CSpec::Contract => {}
        }
        expect_results(at, name, 1, self.result_tys.len())?;
        self.no_0d(name, at, uses)?;
        self.build_contract(name, at, uses)
    }

    /// The shape of `t` (empty for a scalar) and its element type.
    fn vc_shape(&self, t: TypeId) -> (Box<[i64]>, TypeId) {
        match self.types.get(t) {
            Type::Vector { shape, elem } => (shape.clone(), *elem),
            _ => (Box::new([]), t),
        }
    }

    fn build_contract(&mut self, name: &str, at: Span, uses: &[Use]) -> Result<ContractOp> {
        if uses.len() == 5 {
            return Err(Error::verify(
                at,
                format!("`{name}` with masks is not supported by this version of mlir2ll yet"),
            ));
        }
        expect_operands(at, name, 3, uses.len())
            .map_err(|e| e.help("the operands are lhs, rhs and an accumulator"))?;
        let r = self.result_tys[0];
        let shapes: Vec<(Box<[i64]>, TypeId)> = uses.iter().map(|u| self.vc_shape(u.ty)).collect();
        let elem = shapes[0].1;
        if uses[0].ty == elem || uses[1].ty == self.vc_shape(uses[1].ty).1 {
            let bad = if uses[0].ty == elem { uses[0] } else { uses[1] };
            return Err(Error::verify(
                bad.span,
                format!("`{name}` contracts vectors, not {}", self.tyname(bad.ty)),
            ));
        }
        if let Some(u) = uses.iter().find(|u| self.vc_shape(u.ty).1 != elem) {
            return Err(Error::verify(
                u.span,
                format!(
                    "`{name}` with operands of different element types ({} and {}) is not supported by this version of mlir2ll yet",
                    self.tyname(elem),
                    self.tyname(self.vc_shape(u.ty).1)
                ),
            ));
        }
        if r != uses[2].ty {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` produces the accumulator's type {}, not {}",
                    self.tyname(uses[2].ty),
                    self.tyname(r)
                ),
            ));
        }
        if !self.types.is_float(elem) && !self.types.is_int(elem) && elem != self.types.index {
            return Err(Error::verify(
                uses[0].span,
                format!(
                    "`{name}` multiplies integers or floats, not {}",
                    self.tyname(elem)
                ),
            ));
        }
        // The iterator types: "parallel"/"reduction" or #vector.iterator_type<..>.
        let Some((Attr::Array(its), ispan)) = self.find_attr("iterator_types") else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs `iterator_types`"),
            ));
        };
        let mut reduction = Vec::with_capacity(its.len());
        for it in &its {
            let s = match it {
                Attr::Str(s) => s.as_str(),
                Attr::Opaque(s) => s
                    .strip_prefix("#vector.iterator_type<")
                    .and_then(|s| s.strip_suffix('>'))
                    .unwrap_or("")
                    .trim(),
                _ => "",
            };
            match s {
                "parallel" => reduction.push(false),
                "reduction" => reduction.push(true),
                _ => {
                    return Err(Error::verify(
                        ispan,
                        format!("`{name}`: each iterator type is \"parallel\" or \"reduction\""),
                    ));
                }
            }
        }
        let nd = reduction.len();
        let Some((Attr::Array(ms), mspan)) = self.find_attr("indexing_maps") else {
            return Err(Error::verify(at, format!("`{name}` needs `indexing_maps`")));
        };
        if ms.len() != 3 {
            return Err(Error::verify(
                mspan,
                format!("`{name}` needs three indexing maps (lhs, rhs, accumulator)"),
            ));
        }
        let mut maps: Vec<Box<[u32]>> = Vec::with_capacity(3);
        for (k, m) in ms.iter().enumerate() {
            let dims = match m {
                Attr::Opaque(t) => projection(t, nd),
                _ => None,
            };
            let Some(dims) = dims else {
                return Err(Error::verify(
                    mspan,
                    format!(
                        "`{name}`: indexing map {k} must be a projected permutation of the {nd} iteration dimension(s), like `affine_map<(d0, d1, d2) -> (d0, d2)>`"
                    ),
                )
                .label("not a projected permutation"));
            };
            if dims.len() != shapes[k].0.len() {
                return Err(Error::verify(
                    mspan,
                    format!(
                        "`{name}`: indexing map {k} has {} result(s), but {} has rank {}",
                        dims.len(),
                        self.tyname(uses[k].ty),
                        shapes[k].0.len()
                    ),
                ));
            }
            maps.push(dims);
        }
        // Every iteration dimension gets one size; the accumulator has the
        // parallel ones, lhs or rhs each reduction one.
        let mut sizes = vec![-1i64; nd];
        for (k, dims) in maps.iter().enumerate() {
            for (p, &d) in dims.iter().enumerate() {
                let n = shapes[k].0[p];
                if sizes[d as usize] >= 0 && sizes[d as usize] != n {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}`: iteration dimension d{d} has size {} in one operand and {n} in another",
                            sizes[d as usize]
                        ),
                    ));
                }
                sizes[d as usize] = n;
            }
        }
        for (d, &red) in reduction.iter().enumerate() {
            let in_acc = maps[2].contains(&(d as u32));
            let in_lr = maps[0].contains(&(d as u32)) || maps[1].contains(&(d as u32));
            if red == in_acc || !in_lr {
                return Err(Error::verify(
                    mspan,
                    format!(
                        "`{name}`: iteration dimension d{d} is {} but {} the accumulator's map",
                        if red { "a reduction" } else { "parallel" },
                        if in_acc { "in" } else { "not in" }
                    ),
                )
                .help("the accumulator is indexed by exactly the parallel dimensions, and lhs or rhs by each dimension"));
            }
        }
        if let Some((_, kspan)) = self.find_attr("kind") {
            let k = self.vc_kind_of(name, at, Some(elem))?;
            let float = self.types.is_float(elem);
            if k.float().is_some_and(|f| f != float) {
                return Err(Error::verify(
                    kspan,
                    format!(
                        "combining kind `{}` does not fit the element type {}",
                        super::vector::kind_text(
                            &self.src[kspan.start as usize..kspan.end as usize]
                        ),
                        self.tyname(elem)
                    ),
                ));
            }
        }
        if let Some((_, kspan)) = self.find_attr("kind")
            && self.vc_kind_of(name, at, Some(elem))? != RedKind::Add
        {
            return Err(Error::verify(
                kspan,
                format!(
                    "`{name}` with a combining kind other than `add` is not supported by this version of mlir2ll yet"
                ),
            ));
        }
        let mut it = maps.into_iter();
        let (lhs, rhs, acc) = (
            it.next().expect("three maps"),
            it.next().expect("three maps"),
            it.next().expect("three maps"),
        );
        Ok(ContractOp::Contract(Box::new(Contraction {
            lhs,
            rhs,
            acc,
            sizes: sizes.into(),
            reduction: reduction.into(),
        })))
    }
}

/// The dimensions of affine map text `t` (`affine_map<(d0, d1) -> (d1)>`)
/// if it has `nd` dimensions, no symbols, and its results are distinct
/// dimensions.
fn projection(t: &str, nd: usize) -> Option<Box<[u32]>> {
    let inner = t.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let m = aff::parse_map(inner).ok()?;
    if m.dims as usize != nd || m.syms != 0 {
        return None;
    }
    let mut seen = vec![false; nd];
    let mut out = Vec::with_capacity(m.results.len());
    for e in &m.results {
        let AExpr::Dim(d) = e else { return None };
        if std::mem::replace(&mut seen[*d as usize], true) {
            return None;
        }
        out.push(*d);
    }
    Some(out.into())
}
