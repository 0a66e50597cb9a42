//! The `vector` dialect's contraction ops: `outerproduct`, `contract` and
//! `multi_reduction` (custom syntax, MLIR 13 and today's, and attribute
//! decoding; their type rules are `verify/vector_contract.rs`).
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
    /// The combining kind (`add` unless given; only `add` is lowered,
    /// the verifier refuses the others).
    pub kind: RedKind,
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

    /// Builds a contraction op: decodes its attributes (the spans the
    /// rules point at are kept); the type rules are in
    /// `verify/vector_contract.rs`.
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
                Ok(ContractOp::OuterProduct { kind })
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
                Ok(ContractOp::MultiReduction {
                    kind,
                    reduced: reduced.into(),
                })
            }
            CSpec::Contract => self.build_contract(name, at, uses, elem),
        }
    }

    /// `vector.contract`: decodes its iterator types, indexing maps (the
    /// projected permutations of the iteration dimensions) and kind; the
    /// size of each iteration dimension is read off the first operand
    /// whose map names it (the verifier checks the maps against the
    /// operands' ranks and the sizes against every operand).
    fn build_contract(
        &mut self,
        name: &str,
        at: Span,
        uses: &[Use],
        elem: Option<TypeId>,
    ) -> Result<ContractOp> {
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
            maps.push(dims);
        }
        self.keep_attr_span(at, mspan);
        let kind = self.vc_kind_of(name, at, elem)?;
        // Each iteration dimension's size, from the first operand (of the
        // right rank) that has it; -1 where none does.
        let mut sizes = vec![-1i64; nd];
        for (dims, u) in maps.iter().zip(uses) {
            let shape: &[i64] = match self.types.get(u.ty) {
                Type::Vector { shape, .. } => shape,
                _ => &[],
            };
            if shape.len() != dims.len() {
                continue;
            }
            for (&d, &n) in dims.iter().zip(shape) {
                if sizes[d as usize] < 0 {
                    sizes[d as usize] = n;
                }
            }
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
            kind,
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
