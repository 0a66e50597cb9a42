//! Regions and blocks: a function body is region 0; ops own further regions.
//!
//! Scoping follows MLIR: block labels are local to their region; values
//! defined in a region are visible in it and in the regions nested in it,
//! and are forgotten at its end (a later definition may reuse the name). A
//! use before any definition stays pending across a region's end, so a
//! definition later in an enclosing region resolves it (the verifier then
//! checks dominance). Ops, blocks and regions are collected on stacks: a
//! nested region finishes before its enclosing block does, so each list ends
//! up contiguous in its pool.

use super::*;

/// How deeply regions may nest: each level costs a few KiB of stack in the
/// parser and the lowering, which the binary's compiler thread has (1 GiB
/// reserved); library users calling from a small stack should expect to
/// need about 8 KiB per level.
pub const MAX_REGION_DEPTH: u32 = 20_000;

/// An entry-block argument given by the op's syntax (`scf.for %i = ...`).
pub type EntryArg<'a> = (&'a str, Span, TypeId);

/// A loop's entry arguments (induction variable and iteration values): a
/// few, kept on the stack.
pub type EntryArgs<'a> = smallvec::SmallVec<[EntryArg<'a>; 4]>;

/// The scratch buffers of an op set aside while its region is read (see
/// `set_scratch_aside`).
enum SavedScratch<'a> {
    /// Swapped for emptied ones.
    Swapped(super::RegionScratch<'a>),
    /// Copied (result names and types: room for what the structured ops
    /// have) or taken (attributes, labels: most often empty).
    Copied {
        labels: FxHashMap<&'a str, BlockId>,
        defs: smallvec::SmallVec<[Def<'a>; 2]>,
        tys: smallvec::SmallVec<[TypeId; 4]>,
        attrs: Vec<(&'a str, Attr, Span)>,
    },
}

impl<'a> Parser<'a> {
    /// A function body (or an initializer region): region 0 of a new body.
    pub(super) fn body(
        &mut self,
        fn_ty: TypeId,
        named_args: Option<&[(&'a str, Span)]>,
        fn_span: Span,
    ) -> Result<Box<Body>> {
        self.body.clear();
        self.values.clear();
        self.generation += 1;
        self.blocks.clear();
        self.op_stack.clear();
        self.block_stack.clear();
        self.region_stack.clear();
        self.scope_defs.clear();
        self.cuts.clear();
        self.op_depth = 0;
        self.clear_poisoned();
        let errors_before = self.error_count();
        let inputs = match self.types.get(fn_ty) {
            Type::Func { inputs, .. } => smallvec::SmallVec::<[TypeId; 8]>::from_slice(inputs),
            _ => unreachable!("function types are built by `func`"),
        };
        let open = self.expect("{")?;
        self.region = RegionId(0);
        self.body.regions.push(Region {
            blocks: List::EMPTY,
            parent: None,
            span: open,
        });
        if self.peek() == Some(b'}') {
            return Err(
                Error::parse(open, "a function body needs at least one block")
                    .help("write a declaration without `{}` for an external function"),
            );
        }
        // The entry block: unlabeled, or labeled (spec style, with the
        // arguments on the label when the signature does not name them).
        if self.peek() == Some(b'^') {
            let b = self.block_label()?;
            let blk = &self.body.blocks[b.index()];
            let n_args = blk.args.len();
            match named_args {
                Some(names) if !names.is_empty() && n_args > 0 => {
                    return Err(Error::parse(
                        blk.span,
                        "the entry block's arguments are already named in the signature",
                    ));
                }
                Some(names) if !names.is_empty() => {
                    let args: EntryArgs<'a> = names
                        .iter()
                        .zip(inputs.iter())
                        .map(|((n, s), t)| (*n, *s, *t))
                        .collect();
                    self.define_args(b, &args)?;
                }
                _ => {
                    let args = self.body.args(b);
                    let ok = args.len() == inputs.len()
                        && args
                            .iter()
                            .zip(inputs.iter())
                            .all(|(v, t)| self.body.values[v.index()].ty == *t);
                    if !ok {
                        let got: Vec<String> = args
                            .iter()
                            .map(|v| self.types.display(self.body.values[v.index()].ty))
                            .collect();
                        let want: Vec<String> =
                            inputs.iter().map(|t| self.types.display(*t)).collect();
                        return Err(Error::parse(
                            blk.span,
                            format!(
                                "the entry block's arguments ({}) do not match the function's inputs ({})",
                                got.join(", "),
                                want.join(", ")
                            ),
                        ));
                    }
                }
            }
            self.block_ops(b, false)?;
        } else {
            let Some(names) = named_args else {
                return Err(Error::parse(
                    fn_span,
                    "the arguments of a function with a body need names",
                )
                .help(
                    "write `func @f(%arg0: i32)`, or label the entry block `^bb0(%arg0: i32):`",
                ));
            };
            let b = self.new_block(fn_span, true);
            self.block_stack.push(b);
            let args: EntryArgs<'a> = names
                .iter()
                .zip(inputs.iter())
                .map(|((n, s), t)| (*n, *s, *t))
                .collect();
            self.define_args(b, &args)?;
            self.block_ops(b, false)?;
        }
        while self.peek() == Some(b'^') {
            let b = self.block_label()?;
            self.block_ops(b, false)?;
        }
        self.expect("}")?;
        let start = self.body.region_blocks.len();
        self.body.region_blocks.append(&mut self.block_stack);
        self.body.regions[0].blocks = List::since(&self.body.region_blocks, start);
        let blocks = self.body.regions[0].blocks;
        self.body
            .layout
            .extend_from_slice(blocks.get(&self.body.region_blocks));
        self.check_body_names(errors_before)?;
        // Handed out boxed, so that the driver moves a pointer, not the
        // body's many vectors (tiny functions: 9M of 164M instructions
        // went to copying them); the working body gets the spare one's
        // vectors (emptied), whose allocations it reuses.
        let mut b = self.spare.take().unwrap_or_default();
        std::mem::swap(&mut *b, &mut self.body);
        Ok(b)
    }

    /// Marks where the current op's own operands and successors end: call
    /// it before parsing the op's regions (whose ops share the pools).
    pub(super) fn begin_regions(&mut self) {
        let cut = (
            self.body.uses.len() as u32,
            self.body.succs.len() as u32,
            self.op_depth,
        );
        self.cuts.push(cut);
    }

    /// A region `{ ... }` of the op being parsed, whose entry block gets
    /// `entry_args` (defined by the op's own syntax). An empty region `{}`
    /// has no blocks.
    pub(super) fn region(&mut self, entry_args: &[EntryArg<'a>]) -> Result<RegionId> {
        self.region_with(entry_args, false)
    }

    /// A region whose blocks get an `scf.yield` with no operands when their
    /// text ends without a terminator (`implicit`), as the custom forms of
    /// `scf.for`, `scf.if` and `affine.for` allow.
    pub(super) fn region_with(
        &mut self,
        entry_args: &[EntryArg<'a>],
        implicit: bool,
    ) -> Result<RegionId> {
        let open = self.expect("{")?;
        if self.op_depth > MAX_REGION_DEPTH {
            return Err(Error::parse(
                open,
                format!("regions are nested more than {MAX_REGION_DEPTH} deep"),
            ));
        }
        let r = RegionId::new(self.body.regions.len());
        self.body.regions.push(Region {
            blocks: List::EMPTY,
            parent: None,
            span: open,
        });
        let saved_region = std::mem::replace(&mut self.region, r);
        let saved_block = self.block;
        let saved = self.set_scratch_aside();
        let scope = self.scope_defs.len();
        let bmark = self.block_stack.len();
        let r_inner = self
            .region_inner(open, entry_args, implicit)
            .and_then(|()| self.expect("}"));
        for d in self.scope_defs.drain(scope..) {
            match d {
                values::ScopeDef::Numbered(n) => self.numbered[n].0 = 0,
                values::ScopeDef::Short(key) => self.values.remove_packed(key),
                values::ScopeDef::Other(name, index) => self.values.remove(name, index),
            }
        }
        if r_inner.is_ok() {
            let start = self.body.region_blocks.len();
            self.body
                .region_blocks
                .extend(self.block_stack.drain(bmark..));
            self.body.regions[r.index()].blocks = List::since(&self.body.region_blocks, start);
        } else {
            // Recovery goes on after the enclosing op: the state is left
            // as the region found it.
            self.block_stack.truncate(bmark);
        }
        self.region = saved_region;
        self.block = saved_block;
        self.restore_scratch(saved);
        r_inner?;
        self.region_stack.push(r);
        Ok(r)
    }

    /// Sets the scratch buffers of the op being parsed (its result names
    /// and types, its attributes and the enclosing region's block labels)
    /// aside for its region's ops, which get emptied ones left by an
    /// earlier region (no allocation). A region deeper than any before has
    /// none: the result names and types (a few) are copied to the stack
    /// and their buffers emptied instead (a nest 10,000 deep allocated and
    /// freed 20,000 buffers, one of each per level).
    #[inline]
    fn set_scratch_aside(&mut self) -> SavedScratch<'a> {
        match self.region_scratch.pop() {
            Some(mut spare) => {
                std::mem::swap(&mut self.blocks, &mut spare.0);
                std::mem::swap(&mut self.defs, &mut spare.1);
                std::mem::swap(&mut self.result_tys, &mut spare.2);
                std::mem::swap(&mut self.attrs, &mut spare.3);
                SavedScratch::Swapped(spare)
            }
            None => {
                let defs = smallvec::SmallVec::from_slice(&self.defs);
                let tys = smallvec::SmallVec::from_slice(&self.result_tys);
                self.defs.clear();
                self.result_tys.clear();
                SavedScratch::Copied {
                    labels: std::mem::take(&mut self.blocks),
                    defs,
                    tys,
                    attrs: std::mem::take(&mut self.attrs),
                }
            }
        }
    }

    /// Gives back what [`Self::set_scratch_aside`] set aside.
    #[inline]
    fn restore_scratch(&mut self, saved: SavedScratch<'a>) {
        match saved {
            SavedScratch::Swapped(mut spare) => {
                std::mem::swap(&mut self.blocks, &mut spare.0);
                std::mem::swap(&mut self.defs, &mut spare.1);
                std::mem::swap(&mut self.result_tys, &mut spare.2);
                std::mem::swap(&mut self.attrs, &mut spare.3);
                spare.0.clear();
                spare.1.clear();
                spare.2.clear();
                spare.3.clear();
                self.region_scratch.push(spare);
            }
            SavedScratch::Copied {
                labels,
                defs,
                tys,
                attrs,
            } => {
                self.defs.clear();
                self.defs.extend_from_slice(&defs);
                self.result_tys.clear();
                self.result_tys.extend_from_slice(&tys);
                let mut inner_attrs = std::mem::replace(&mut self.attrs, attrs);
                let mut inner_labels = std::mem::replace(&mut self.blocks, labels);
                inner_attrs.clear();
                inner_labels.clear();
                // A spare for the next region this deep: the emptied
                // attributes and labels of this one, and buffers that the
                // ops of that region fill (and then keep).
                self.region_scratch
                    .push((inner_labels, Vec::new(), Vec::new(), inner_attrs));
            }
        }
    }

    /// The blocks of region `open` (up to its `}`).
    fn region_inner(
        &mut self,
        open: Span,
        entry_args: &[EntryArg<'a>],
        implicit: bool,
    ) -> Result<()> {
        if self.peek() == Some(b'}') {
            if !entry_args.is_empty() {
                return Err(Error::parse(
                    open,
                    "this region needs a block: the operation gives it arguments",
                ));
            }
        } else {
            let b = if self.peek() == Some(b'^') {
                let b = self.block_label()?;
                if !entry_args.is_empty() {
                    let blk = &self.body.blocks[b.index()];
                    if !blk.args.is_empty() {
                        return Err(Error::parse(
                            blk.span,
                            "the arguments of this region's entry block are already named by the operation",
                        ));
                    }
                    self.define_args(b, entry_args)?;
                }
                b
            } else {
                let b = self.new_block(open, true);
                self.block_stack.push(b);
                self.define_args(b, entry_args)?;
                b
            };
            self.block_ops(b, implicit)?;
            while self.peek() == Some(b'^') {
                let b = self.block_label()?;
                self.block_ops(b, implicit)?;
            }
        }
        Ok(())
    }

    /// Defines the arguments of block `b`.
    fn define_args(&mut self, b: BlockId, args: &[EntryArg<'a>]) -> Result<()> {
        let start = self.body.block_args.len();
        for (i, (name, span, ty)) in args.iter().enumerate() {
            let def = ValueDef::Arg {
                block: b,
                index: i as u32,
            };
            let v = self.define(name, 0, *span, *ty, def)?;
            self.body.block_args.push(v);
        }
        self.body.blocks[b.index()].args = List::since(&self.body.block_args, start);
        Ok(())
    }

    /// A new block of the current region.
    fn new_block(&mut self, span: Span, defined: bool) -> BlockId {
        let b = BlockId::new(self.body.blocks.len());
        self.body.blocks.push(Block {
            args: List::EMPTY,
            ops: List::EMPTY,
            span,
            defined,
            region: self.region,
        });
        b
    }

    /// Every value and block mentioned must have been defined. When
    /// recovering, every undefined value is recorded (but those a failed op
    /// would have defined), and undefined blocks only if the body had no
    /// error since `errors_before` (a failed op may have held the label).
    pub(super) fn check_body_names(&mut self, errors_before: usize) -> Result<()> {
        let recovering = self.recovering();
        for k in 0..self.body.values.len() {
            let v = &self.body.values[k];
            if v.def == ValueDef::Pending {
                let name = &self.src[v.span.start as usize..v.span.end as usize];
                if recovering && self.is_poisoned(value_base(name)) {
                    continue;
                }
                let mut e = Error::verify(v.span, format!("use of undefined value `{name}`"))
                    .label("not defined in this function");
                if let Some(d) = self.similar_value(name) {
                    e = e.help(d);
                }
                if !recovering {
                    return Err(e);
                }
                if !self.record(e.clone()) {
                    return Err(e);
                }
            }
        }
        if recovering && self.error_count() > errors_before {
            return Ok(());
        }
        for b in &self.body.blocks {
            if !b.defined {
                let name = &self.src[b.span.start as usize..b.span.end as usize];
                return Err(Error::verify(
                    b.span,
                    format!("reference to undefined block `{name}`"),
                )
                .label("no block has this label"));
            }
        }
        Ok(())
    }

    pub(super) fn block_ref(&mut self, name: &'a str, span: Span) -> BlockId {
        // `^bbN` in a function's own region (most labels): by number, no
        // hashing. (Nested regions have labels of their own: the map,
        // set aside while they are read.)
        if self.region.0 == 0
            && let Some(n) = bb_number(name)
        {
            if let Some(&(g, b)) = self.bb_numbered.get(n)
                && g == self.generation
            {
                return b;
            }
            let b = self.new_block(span, false);
            if self.bb_numbered.len() <= n {
                self.grow_bb_numbered(n);
            }
            if let Some(slot) = self.bb_numbered.get_mut(n) {
                *slot = (self.generation, b);
            }
            return b;
        }
        if let Some(&b) = self.blocks.get(name) {
            return b;
        }
        let b = self.new_block(span, false);
        self.blocks.insert(name, b);
        b
    }

    /// Makes room for `^bb{n}` in `bb_numbered`.
    #[cold]
    #[inline(never)]
    fn grow_bb_numbered(&mut self, n: usize) {
        let more = n + 1 - self.bb_numbered.len();
        self.bb_numbered
            .extend(std::iter::repeat_n((0, BlockId(0)), more));
    }

    pub(super) fn label(&mut self) -> Result<(&'a str, Span)> {
        self.sigil_name(
            b'^',
            "a block label like `^bb1`",
            "expected a block name after `^`",
        )
    }

    /// `^name(%a: T, ...):`, defining the block.
    pub(super) fn block_label(&mut self) -> Result<BlockId> {
        let (name, span) = self.label()?;
        let b = self.block_ref(name, span);
        if self.body.blocks[b.index()].defined {
            let prev = self.body.blocks[b.index()].span;
            return Err(
                Error::parse(span, format!("block `^{name}` is defined twice"))
                    .note(prev, "first defined here"),
            );
        }
        {
            let blk = &mut self.body.blocks[b.index()];
            blk.defined = true;
            blk.span = span;
        }
        let start = self.body.block_args.len();
        if self.eat("(") && !self.eat(")") {
            let mut index = 0u32;
            loop {
                let (n, s) = self.value_name()?;
                self.expect(":")?;
                let ty = self.ty()?;
                self.skip_loc()?;
                let v = self.define(n, 0, s, ty, ValueDef::Arg { block: b, index })?;
                self.body.block_args.push(v);
                index += 1;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.body.blocks[b.index()].args = List::since(&self.body.block_args, start);
        self.expect(":")?;
        self.block_stack.push(b);
        Ok(b)
    }

    /// The ops of block `b`, up to the next label or the closing brace.
    pub(super) fn block_ops(&mut self, b: BlockId, implicit: bool) -> Result<()> {
        let start = self.op_stack.len();
        let errors = self.error_count();
        self.block = b;
        loop {
            match self.peek() {
                Some(b'^') | Some(b'}') | None => break,
                _ if self.recovering() => {
                    let m = self.mark(self.pos);
                    if let Err(e) = self.op() {
                        self.recover_op(e, m)?;
                    }
                }
                _ => self.op()?,
            }
        }
        let last = self.op_stack[start..]
            .last()
            .map(|o| &self.body.ops[o.index()].kind);
        let ends = last.is_some_and(OpKind::is_terminator);
        // MLIR 22's `scf.reduce` ends `scf.parallel`'s body (its generic
        // form has no `scf.yield` after it): the yield is implicit.
        let implicit = implicit || matches!(last, Some(OpKind::Reduce));
        if implicit && !ends {
            let op = OpId::new(self.body.ops.len());
            let list = |n: usize| List {
                start: n as u32,
                len: 0,
            };
            self.body.ops.push(Op {
                kind: OpKind::Yield,
                operands: list(self.body.uses.len()),
                results: list(self.body.results.len()),
                succs: list(self.body.succs.len()),
                regions: list(self.body.op_regions.len()),
                block: b,
                span: Span::at(self.pos),
            });
            self.op_stack.push(op);
        }
        let ostart = self.body.op_order.len();
        self.body.op_order.extend(self.op_stack.drain(start..));
        let ops = List::since(&self.body.op_order, ostart);
        self.body.blocks[b.index()].ops = ops;
        // Terminators end their blocks, and only they: the verifier
        // (`verify/structured.rs::placement`). An empty block has no op to
        // report it on.
        if ops.is_empty() && self.error_count() == errors {
            let span = self.body.blocks[b.index()].span;
            return Err(Error::verify(span, "block is empty: it needs a terminator")
                .help("end every block with `return`, `br` or `cond_br`"));
        }
        Ok(())
    }
}

/// The name of a value use without its `%` and result number (`%x#1`: `x`).
fn value_base(text: &str) -> &str {
    let t = text.trim_start_matches('%');
    t.split('#').next().unwrap_or(t)
}

/// The number of a block name `bbN` (`N` in decimal as MLIR prints it: no
/// leading zero, at most 6 digits), if it is one.
#[inline]
fn bb_number(name: &str) -> Option<usize> {
    let d = name.as_bytes().strip_prefix(b"bb")?;
    if d.is_empty() || d.len() > 6 || (d.len() > 1 && d[0] == b'0') {
        return None;
    }
    let mut n = 0usize;
    for &c in d {
        let v = c.wrapping_sub(b'0');
        if v > 9 {
            return None;
        }
        n = n * 10 + usize::from(v);
    }
    Some(n)
}

#[cfg(test)]
mod tests {
    use super::bb_number;

    #[test]
    fn bb_numbers() {
        assert_eq!(bb_number("bb0"), Some(0));
        assert_eq!(bb_number("bb12"), Some(12));
        assert_eq!(bb_number("bb999999"), Some(999_999));
        for name in ["bb", "bb01", "bb1x", "bb1234567", "b1", "loop", "bb-1"] {
            assert_eq!(bb_number(name), None, "{name}");
        }
    }
}
