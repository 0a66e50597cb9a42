//! The `scf` dialect: custom syntax of `scf.for`, `scf.if`, `scf.while`,
//! `scf.condition`, `scf.yield`, `scf.execute_region`, `scf.index_switch`,
//! and the type rules of every op with regions (shared with `affine`).

use super::region::{EntryArg, EntryArgs};
use super::*;
use crate::mlir::ops::{Dialect, Structured};

/// What a region's blocks must end with.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Ends {
    /// `scf.yield`/`affine.yield` with values of these types.
    Yield,
    /// `memref.atomic_yield` (the region of `memref.generic_atomic_rmw`).
    AtomicYield,
}

impl<'a> Parser<'a> {
    /// `-> T` or `-> (T, U)`, if present, as the op's result types.
    fn opt_arrow_results(&mut self) -> Result<()> {
        if self.eat("->") {
            let tys = self.result_types()?;
            self.result_tys.extend_from_slice(&tys);
        }
        Ok(())
    }

    /// `(%a = %x, %b = %y)`: entry arguments named, initial values used.
    fn init_list(&mut self, args: &mut EntryArgs<'a>) -> Result<()> {
        self.expect("(")?;
        if self.eat(")") {
            return Ok(());
        }
        loop {
            let (n, s) = self.value_name()?;
            self.expect("=")?;
            self.use_one()?;
            args.push((n, s, TypeId(u32::MAX)));
            if self.eat(")") {
                return Ok(());
            }
            self.expect(",")?;
        }
    }

    /// `iter_args(%a = %x, ..) -> (T, ..)` after the keyword: the values
    /// become entry arguments `args[1..]` (after the induction variable)
    /// and their initial uses and the op's results get the types.
    pub(super) fn iter_args(&mut self, args: &mut EntryArgs<'a>) -> Result<()> {
        let istart = self.body.uses.len();
        self.init_list(args)?;
        self.expect("->")?;
        let tys = self.result_types()?;
        if tys.len() != args.len() - 1 {
            let s = self.token_span();
            return Err(Error::parse(
                s,
                format!(
                    "{} iteration argument(s) but {} result type(s)",
                    args.len() - 1,
                    tys.len()
                ),
            ));
        }
        for (k, t) in tys.iter().enumerate() {
            args[k + 1].2 = *t;
            self.body.uses[istart + k].ty = *t;
        }
        self.result_tys.extend_from_slice(&tys);
        Ok(())
    }

    /// `(%i, %j)`: induction variables of a parallel loop, all `index`.
    pub(super) fn iv_list(&mut self) -> Result<Vec<EntryArg<'a>>> {
        let mut args = Vec::new();
        self.expect("(")?;
        loop {
            let (n, sp) = self.value_name()?;
            args.push((n, sp, self.types.index));
            if self.eat(")") {
                return Ok(args);
            }
            self.expect(",")?;
        }
    }

    /// A region with an implicit `yield` where the text leaves it out.
    pub(super) fn yield_region(&mut self, args: &[EntryArg<'a>]) -> Result<RegionId> {
        self.region_with(args, true)
    }

    /// Custom syntax of the `scf` ops.
    pub(super) fn scf_custom(&mut self, spec: Structured) -> Result<()> {
        let start = self.body.uses.len();
        match spec {
            Structured::ScfFor => {
                // scf.for %i = %lb to %ub step %s [iter_args(..) -> (..)] [: T] {..}
                let (iv, ivspan) = self.value_name()?;
                self.expect("=")?;
                self.use_one()?;
                if !self.eat_kw("to") {
                    return Err(self.expected("`to`"));
                }
                self.use_one()?;
                if !self.eat_kw("step") {
                    return Err(self.expected("`step`"));
                }
                self.use_one()?;
                let mut args: EntryArgs<'a> = smallvec::smallvec![(iv, ivspan, TypeId(u32::MAX))];
                if self.eat_kw("iter_args") {
                    self.iter_args(&mut args)?;
                }
                let ivty = if self.eat(":") {
                    self.ty()?
                } else {
                    self.types.index
                };
                args[0].2 = ivty;
                for u in &mut self.body.uses[start..start + 3] {
                    u.ty = ivty;
                }
                self.begin_regions();
                self.yield_region(&args)?;
            }
            Structured::ScfParallel => {
                // scf.parallel (%i..) = (%lb..) to (%ub..) step (%s..)
                //     [init (%x..)] [-> T | -> (T..)] { body }
                let args = self.iv_list()?;
                self.expect("=")?;
                for (k, kw) in ["", "to", "step"].iter().enumerate() {
                    if k > 0 && !self.eat_kw(kw) {
                        return Err(self.expected(&format!("`{kw}`")));
                    }
                    let at = self.pos_ws();
                    let gs = self.body.uses.len();
                    self.use_group("(", ")")?;
                    if self.body.uses.len() - gs != args.len() {
                        return Err(Error::parse(
                            Span::new(at, self.pos),
                            format!(
                                "expected {} value(s), one per induction variable",
                                args.len()
                            ),
                        ));
                    }
                }
                let idx = self.types.index;
                self.type_all(start, idx);
                let istart = self.body.uses.len();
                if self.eat_kw("init") {
                    self.use_group("(", ")")?;
                }
                self.opt_arrow_results()?;
                let inits = List::since(&self.body.uses, istart);
                let tys = self.result_tys.clone();
                self.type_uses(inits, &tys, Span::at(self.pos))?;
                self.begin_regions();
                self.yield_region(&args)?;
            }
            Structured::Reduce => {
                // MLIR 13: scf.reduce(%x) : T { .. }
                // MLIR 22: scf.reduce(%x, %y : T, U) { .. }, { .. }
                if self.eat("(") && !self.eat(")") {
                    self.use_list()?;
                    let list = List::since(&self.body.uses, start);
                    let at = self.pos_ws();
                    let tys = if self.eat(":") {
                        let t = self.type_list_no_parens()?;
                        self.expect(")")?;
                        t
                    } else {
                        self.expect(")")?;
                        self.expect(":")?;
                        self.type_list_no_parens()?
                    };
                    self.type_uses(list, &tys, Span::new(at, self.pos))?;
                }
                self.begin_regions();
                let n = self.body.uses.len() - start;
                for k in 0..n {
                    if k > 0 {
                        self.expect(",")?;
                    }
                    self.region(&[])?;
                }
            }
            Structured::ReduceReturn => {
                self.use_one()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
            }
            Structured::ScfIf => {
                self.use_one()?;
                let i1 = self.types.i1;
                self.type_all(start, i1);
                self.opt_arrow_results()?;
                self.begin_regions();
                self.yield_region(&[])?;
                if self.eat_kw("else") {
                    self.yield_region(&[])?;
                } else {
                    self.empty_region();
                }
            }
            Structured::ScfWhile => {
                // scf.while (%a = %x) : (T) -> (R) { before } do { after }
                let mut args = EntryArgs::new();
                if self.peek() == Some(b'(') {
                    self.init_list(&mut args)?;
                }
                let at = self.pos_ws();
                self.expect(":")?;
                let fty = self.ty()?;
                let Type::Func { inputs, results } = self.types.get(fty).clone() else {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        "expected the loop's type `(operand types) -> result types`",
                    ));
                };
                if inputs.len() != args.len() {
                    return Err(Error::parse(
                        Span::new(at, self.pos),
                        format!(
                            "{} initial value(s) but {} operand type(s)",
                            args.len(),
                            inputs.len()
                        ),
                    ));
                }
                for (k, t) in inputs.iter().enumerate() {
                    args[k].2 = *t;
                    self.body.uses[start + k].ty = *t;
                }
                self.result_tys.extend_from_slice(&results);
                self.begin_regions();
                self.region(&args)?;
                if !self.eat_kw("do") {
                    return Err(self.expected("`do` and the loop's `after` region"));
                }
                self.yield_region(&[])?;
            }
            Structured::Condition => {
                self.use_group("(", ")")?;
                let i1 = self.types.i1;
                self.type_all(start, i1);
                if self.peek() == Some(b'%') {
                    let astart = self.body.uses.len();
                    self.use_list()?;
                    let list = List::since(&self.body.uses, astart);
                    let at = self.pos_ws();
                    self.expect(":")?;
                    self.type_uses_no_parens(list, at)?;
                }
            }
            Structured::Yield => {
                if self.peek() == Some(b'%') {
                    self.use_list()?;
                    let list = List::since(&self.body.uses, start);
                    let at = self.pos_ws();
                    self.expect(":")?;
                    self.type_uses_no_parens(list, at)?;
                }
            }
            Structured::ExecuteRegion => {
                self.opt_arrow_results()?;
                self.begin_regions();
                self.region(&[])?;
            }
            Structured::AllocaScope => {
                // Without results, the custom form leaves the
                // `memref.alloca_scope.return` out.
                self.opt_arrow_results()?;
                self.begin_regions();
                self.yield_region(&[])?;
            }
            Structured::GenericAtomicRmw => self.generic_atomic_custom()?,
            Structured::IndexSwitch => {
                self.use_one()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                // MLIR prints the result types without parentheses
                // (`-> i32, f64`); a parenthesized list is accepted too.
                if self.eat("->") {
                    let tys = if self.peek() == Some(b'(') {
                        self.result_types()?
                    } else {
                        self.type_list_no_parens()?
                    };
                    self.result_tys.extend_from_slice(&tys);
                }
                self.begin_regions();
                let mut cases = Vec::new();
                while self.eat_kw("case") {
                    let (n, s) = self.number()?;
                    let NumLit::Int { value, .. } = n else {
                        return Err(Error::parse(s, "expected an integer case value"));
                    };
                    cases.push(Attr::Int {
                        value,
                        hex: false,
                        ty: None,
                    });
                    self.yield_region(&[])?;
                }
                if !self.eat_kw("default") {
                    return Err(self.expected("`case` or `default`"));
                }
                self.yield_region(&[])?;
                let span = self.token_span();
                self.attrs.push(("cases", Attr::Array(cases), span));
            }
            _ => unreachable!("scf_custom is called for scf ops only"),
        }
        self.opt_attrs()?;
        Ok(())
    }

    /// An empty region (an `scf.if` without `else`).
    pub(super) fn empty_region(&mut self) {
        let r = RegionId::new(self.body.regions.len());
        let span = Span::at(self.pos);
        self.body.regions.push(Region {
            blocks: List::EMPTY,
            parent: None,
            span,
        });
        self.region_stack.push(r);
    }

    /// Checks the regions of a region op: their number, that each has one
    /// block (when `single`) whose arguments have types `args[k]`, and that
    /// the blocks end in `ends` with operands of types `yields[k]`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_regions(
        &self,
        name: &str,
        at: Span,
        regions: &[RegionId],
        n: usize,
        single: bool,
        args: &[&[TypeId]],
        ends: &[Ends],
        yields: &[&[TypeId]],
    ) -> Result<()> {
        if regions.len() != n {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` takes {n} region(s), but {} are given",
                    regions.len()
                ),
            ));
        }
        let body = &self.body;
        for (k, &r) in regions.iter().enumerate() {
            let blocks = body.region_blocks(r);
            let Some(&entry) = blocks.first() else {
                continue; // an empty region: allowed where the caller says
            };
            let region = &body.regions[r.index()];
            if single && blocks.len() != 1 {
                return Err(Error::verify(
                    region.span,
                    format!("the regions of `{name}` must have exactly one block"),
                ));
            }
            let want = args[k.min(args.len() - 1)];
            let arg_tys = || body.args(entry).iter().map(|v| body.values[v.index()].ty);
            if !arg_tys().eq(want.iter().copied()) {
                let got: Vec<TypeId> = arg_tys().collect();
                return Err(Error::verify(
                    body.blocks[entry.index()].span,
                    format!(
                        "the entry block of this region of `{name}` must take ({}), not ({})",
                        self.type_names(want),
                        self.type_names(&got)
                    ),
                ));
            }
            let end = ends[k.min(ends.len() - 1)];
            let want = yields[k.min(yields.len() - 1)];
            for &b in blocks {
                let Some(&last) = body.block_ops(b).last() else {
                    continue;
                };
                let op = body.op(last);
                let opname = unquote(&self.src[op.span.start as usize..op.span.end as usize]);
                let atomic_yield = opname.ends_with("atomic_yield");
                let (is_end, skip) = match (end, &op.kind) {
                    (Ends::Yield, OpKind::Yield) => (!atomic_yield, 0),
                    (Ends::AtomicYield, OpKind::Yield) => (atomic_yield, 0),
                    (_, OpKind::Condition | OpKind::ReduceReturn | OpKind::Return) => (false, 0),
                    // Branches between the blocks of a multi-block region.
                    _ if !single => continue,
                    _ => (false, 0),
                };
                if !is_end {
                    let want = match end {
                        Ends::Yield => "`scf.yield` (or `affine.yield`)",
                        Ends::AtomicYield => "`memref.atomic_yield`",
                    };
                    return Err(Error::verify(
                        op.span,
                        format!("this region of `{name}` must end with {want}, not `{opname}`"),
                    )
                    .note(at, "the region's operation"));
                }
                let given = &body.operands(op)[skip..];
                if !given.iter().map(|u| u.ty).eq(want.iter().copied()) {
                    let given: Vec<TypeId> = given.iter().map(|u| u.ty).collect();
                    return Err(Error::verify(
                        op.span,
                        format!(
                            "`{opname}` gives ({}), but `{name}` expects ({}) here",
                            self.type_names(&given),
                            self.type_names(want)
                        ),
                    )
                    .note(at, "the region's operation"));
                }
                if skip == 1 {
                    let c = body.operands(op)[0];
                    if c.ty != self.types.i1 {
                        return Err(Error::verify(
                            c.span,
                            format!("the condition must be i1, not {}", self.tyname(c.ty)),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    fn type_names(&self, tys: &[TypeId]) -> String {
        let v: Vec<String> = tys.iter().map(|t| self.tyname(*t)).collect();
        v.join(", ")
    }

    /// Builds the `scf` and `affine` ops (their type rules:
    /// `verify/structured.rs`).
    pub(super) fn build_region_op(
        &mut self,
        spec: Structured,
        at: Span,
        uses: &[Use],
        regions: &[RegionId],
    ) -> Result<OpKind> {
        let name = unquote(&self.src[at.start as usize..at.end as usize]);
        if spec.dialect() == Dialect::Affine {
            return self.build_affine(spec, name, at);
        }
        // The result types are moved out while the checks read them.
        let res = std::mem::take(&mut self.result_tys);
        let r = self.build_scf(spec, name, at, uses, regions, &res);
        self.result_tys = res;
        r
    }

    /// The type rules of `scf` ops.
    fn build_scf(
        &mut self,
        spec: Structured,
        name: &str,
        at: Span,
        uses: &[Use],
        regions: &[RegionId],
        res: &[TypeId],
    ) -> Result<OpKind> {
        // The type rules: `verify/structured.rs`. Here only what decoding
        // needs.
        Ok(match spec {
            Structured::Yield => OpKind::Yield,
            Structured::Condition => OpKind::Condition,
            Structured::ScfFor => OpKind::ScfFor,
            Structured::ScfParallel => {
                // As many induction variables as the body's arguments.
                let dims = regions
                    .first()
                    .and_then(|&r| self.body.region_blocks(r).first())
                    .map_or(0, |&b| self.body.args(b).len());
                OpKind::Parallel { dims: dims as u32 }
            }
            Structured::Reduce => OpKind::Reduce,
            Structured::ReduceReturn => OpKind::ReduceReturn,
            Structured::ScfIf => OpKind::If(None),
            Structured::ScfWhile => OpKind::While,
            Structured::ExecuteRegion => OpKind::ExecuteRegion,
            Structured::AllocaScope => {
                expect_operands(at, name, 0, uses.len())?;
                self.check_regions(name, at, regions, 1, false, &[&[]], &[Ends::Yield], &[res])?;
                if self.body.region_blocks(regions[0]).is_empty() {
                    return Err(Error::verify(
                        at,
                        format!("the region of `{name}` is empty"),
                    ));
                }
                OpKind::AllocaScope
            }
            Structured::GenericAtomicRmw => {
                self.build_generic_atomic(name, at, uses, regions, res)?
            }
            Structured::IndexSwitch => {
                let cases: Vec<i64> = match self.find_attr("cases") {
                    Some((Attr::Array(v) | Attr::Dense { elems: v, .. }, _)) => v
                        .iter()
                        .filter_map(|a| match a {
                            Attr::Int { value, .. } => i64::try_from(*value).ok(),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                OpKind::IndexSwitch(cases.into())
            }
            _ => unreachable!("build_scf is called for scf ops only"),
        })
    }
}
