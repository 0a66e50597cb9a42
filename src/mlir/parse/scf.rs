//! The `scf` dialect: custom syntax of `scf.for`, `scf.if`, `scf.while`,
//! `scf.condition`, `scf.yield`, `scf.execute_region`, `scf.index_switch`,
//! and the type rules of every op with regions (shared with `affine`).

use super::region::{EntryArg, EntryArgs};
use super::*;
use crate::mlir::ops::{Dialect, Structured};

impl<'a> Parser<'a> {
    /// `-> T` or `-> (T, U)`, if present, as the op's result types.
    fn opt_arrow_results(&mut self) -> Result<()> {
        if self.eat("->") {
            self.op_result_types()?;
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
        let rstart = self.result_tys.len();
        let n = self.op_result_types()?;
        if n != args.len() - 1 {
            self.result_tys.truncate(rstart);
            let s = self.token_span();
            return Err(Error::parse(
                s,
                format!(
                    "{} iteration argument(s) but {} result type(s)",
                    args.len() - 1,
                    n
                ),
            ));
        }
        for k in 0..n {
            let t = self.result_tys[rstart + k];
            args[k + 1].2 = t;
            self.body.uses[istart + k].ty = t;
        }
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

    /// Builds the `scf` and `affine` ops (their type rules:
    /// `verify/structured.rs`).
    pub(super) fn build_region_op(
        &mut self,
        spec: Structured,
        at: Span,
        regions: &[RegionId],
    ) -> Result<OpKind> {
        if spec.dialect() == Dialect::Affine {
            return self.build_affine(spec, at);
        }
        self.build_scf(spec, regions)
    }

    /// The type rules of `scf` ops.
    fn build_scf(&mut self, spec: Structured, regions: &[RegionId]) -> Result<OpKind> {
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
            // Their rules are in `verify/memref.rs`.
            Structured::AllocaScope => OpKind::AllocaScope,
            Structured::GenericAtomicRmw => OpKind::GenericAtomicRmw,
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
