//! Function bodies: instructions into a [`Body`]. Phis become block
//! arguments (each branch passes the values its target's phis name for it);
//! forward references get a placeholder value that the definition takes
//! over; constant expressions become instructions before their use (those
//! feeding a phi go to a block ahead of the entry, which dominates every
//! predecessor).

use super::consts::{cast_op, sext};
use super::lex::Tok;
use super::{Importer, Sym};
use crate::diag::{Error, Result, Span};
use crate::entity::FxHashMap;
use crate::llvm::ir::*;
use std::borrow::Cow;

/// A phi's incoming value: block `target`'s argument `k` is `value` when
/// coming from `pred`.
#[derive(Copy, Clone)]
struct PhiIn {
    target: Block,
    pred: Block,
    k: u32,
    value: Value,
    span: Span,
}

/// A terminator whose successors' arguments are known only at the end.
struct Fixup {
    inst: Inst,
    /// The block the terminator ends.
    pred: Block,
    kind: Term,
}

enum Term {
    Br(Block),
    CondBr(Value, Block, Block),
    Switch(Value, Block, Vec<(i128, Block)>),
}

/// The per-function state, kept between functions for its allocations.
#[derive(Default)]
pub(super) struct FnState {
    /// Values named by number (`%12`), the common case.
    pub(super) numbered: Vec<Option<Value>>,
    pub(super) named: FxHashMap<Box<[u8]>, Value>,
    /// Forward references not yet defined, with their first use.
    pending: FxHashMap<Value, Span>,
    numbered_blocks: Vec<Option<Block>>,
    /// Blocks named `bbN` (as mlir2ll writes them), by `N`: no name to
    /// hash and keep.
    bb_blocks: Vec<Option<Block>>,
    named_blocks: FxHashMap<Box<[u8]>, Block>,
    /// For each block: the span of its label (or first reference), and
    /// whether its label was seen.
    block_info: Vec<(Span, bool)>,
    order: Vec<Block>,
    phis: Vec<PhiIn>,
    fixups: Vec<Fixup>,
    /// Instructions for the block ahead of the entry.
    pub(super) hoist: Vec<(InstKind, Value)>,
    hoisting: bool,
    /// The phis of the current block (its arguments).
    cur_args: Vec<Value>,
    /// Fast-math flags of results defined through a placeholder.
    late_fmf: Vec<(Value, u8)>,
    /// `byval` parameters to copy at the entry: name, parameter, type.
    byval: Vec<(Box<[u8]>, Value, Ty)>,
    /// The sizes of the last body read (values, instructions, operands,
    /// blocks): room reserved in the next (capped), which saves growing
    /// its vectors step by step.
    sizes: [usize; 4],
    /// The last body written, emptied: the next is read into its vectors
    /// ([`FnState::recycle`]), which saves allocating and growing them.
    spare: Option<Body>,
    /// The tables of the MLIR 13 legalization, kept likewise.
    pub(super) consts: crate::lower::mlir13::Scratch,
}

impl FnState {
    fn clear(&mut self) {
        self.numbered.clear();
        self.named.clear();
        self.pending.clear();
        self.numbered_blocks.clear();
        self.bb_blocks.clear();
        self.named_blocks.clear();
        self.block_info.clear();
        self.order.clear();
        self.phis.clear();
        self.fixups.clear();
        self.hoist.clear();
        self.hoisting = false;
        self.cur_args.clear();
        self.late_fmf.clear();
        self.byval.clear();
    }

    /// Keeps the vectors of `b` (written, no longer needed) for the next
    /// body, unless they are large (a huge body is no guess for the next).
    pub(super) fn recycle(&mut self, b: Body) {
        if b.values.capacity() > 1 << 16 || b.insts.capacity() > 1 << 16 {
            return;
        }
        // Every vector is taken over emptied; any other field (and one added
        // later) starts as in a new body.
        let Body {
            mut params,
            mut values,
            mut insts,
            mut blocks,
            mut operands,
            mut indices,
            mut cases,
            mut layout,
            mut split,
            mut prelude,
            mut origins,
            mut fastmath,
            ..
        } = b;
        params.clear();
        values.clear();
        insts.clear();
        blocks.clear();
        operands.clear();
        indices.clear();
        cases.clear();
        layout.clear();
        split.clear();
        prelude.clear();
        origins.clear();
        fastmath.clear();
        self.spare = Some(Body {
            params,
            values,
            insts,
            blocks,
            operands,
            indices,
            cases,
            layout,
            split,
            prelude,
            origins,
            fastmath,
            ..Body::default()
        });
    }
}

/// The `N` of a name `bbN` (`N` without leading zeros: `bb05` is another
/// name than `bb5`; below 65536: the table stays small, larger ones are
/// names as any other).
#[inline]
fn bb_number(name: &[u8]) -> Option<usize> {
    match name {
        [b'b', b'b', d @ ..] if d.len() == 1 || d.first() != Some(&b'0') => {
            number(d).filter(|&k| k < 1 << 16)
        }
        _ => None,
    }
}

/// The number of a name made of digits only.
#[inline]
pub(super) fn number(name: &[u8]) -> Option<usize> {
    if name.is_empty() || name.len() > 9 {
        return None;
    }
    let mut n = 0usize;
    for &c in name {
        if !c.is_ascii_digit() {
            return None;
        }
        n = n * 10 + (c - b'0') as usize;
    }
    Some(n)
}

impl Importer<'_> {
    /// Reads the body of `f` whose `(` of parameters is at `params` and
    /// `{` at `open`.
    pub(super) fn body(
        &mut self,
        f: FuncRef,
        pos: (usize, usize),
        st: &mut FnState,
    ) -> Result<Body> {
        st.clear();
        let mut b = st.spare.take().unwrap_or_default();
        // (At most a few pages each: a huge body is no guess for the next.)
        let [values, insts, operands, blocks] = st.sizes.map(|n| n.min(4096));
        b.values.reserve(values);
        b.insts.reserve(insts);
        b.operands.reserve(operands);
        b.blocks.reserve(blocks);
        let Type::Func { ref params, .. } = *self.t.get(self.funcs[f.index()].ty) else {
            unreachable!("functions have function types")
        };
        let params: Vec<Ty> = params.to_vec();
        // Parameter names.
        self.seek(pos.0)?;
        self.lx.punct(b'(')?;
        let mut unnamed = 0usize;
        let byval: &[(u32, Ty)] = match self.byval.binary_search_by_key(&f.0, |(g, _)| g.0) {
            Ok(k) => &self.byval[k].1,
            Err(_) => &[],
        };
        let byval = byval.to_vec();
        for (k, &pt) in params.iter().enumerate() {
            self.ty()?;
            while self.lx.tok == Tok::Word {
                self.skip_attr()?;
            }
            let v = b.value(pt, ValueKind::Param(k as u32));
            b.params.push(v);
            let name: Box<[u8]> = if self.lx.tok == Tok::Local {
                let n = self.lx.name().into();
                if number(self.lx.name()) == Some(unnamed) {
                    unnamed += 1;
                }
                self.lx.next()?;
                n
            } else {
                unnamed += 1;
                (unnamed - 1).to_string().into_bytes().into()
            };
            if let Some(&(_, t)) = byval.iter().find(|(i, _)| *i as usize == k) {
                st.byval.push((name, v, t));
            } else {
                let span = self.lx.span();
                self.bind_name(st, &name, v, span)?;
            }
            self.lx.eat_punct(b',')?;
        }
        self.seek(pos.1)?;
        self.lx.punct(b'{')?;
        let mut cur: Option<Block> = None;
        let mut terminated = true;
        loop {
            match self.lx.tok {
                Tok::Punct(b'}') => break,
                Tok::Label => {
                    if cur.is_some() && !terminated {
                        return Err(self
                            .lx
                            .err("the block before this label does not end with a terminator"));
                    }
                    let span = self.lx.span();
                    let blk = self.block_ref(st, &mut b, span);
                    if st.block_info[blk.index()].1 {
                        return Err(self
                            .lx
                            .err(format!("block `%{}` is defined twice", self.lx.name_str())));
                    }
                    if cur.is_none() && !st.order.is_empty() {
                        unreachable!("the entry block is the first");
                    }
                    st.block_info[blk.index()] = (span, true);
                    if let Some(k) = number(self.lx.name())
                        && k >= unnamed
                    {
                        unnamed = k + 1;
                    }
                    self.lx.next()?;
                    self.start(st, &mut b, blk);
                    cur = Some(blk);
                    terminated = false;
                }
                Tok::Eof => {
                    return Err(self
                        .lx
                        .err("this function body is not closed: expected `}`"));
                }
                _ => {
                    if terminated {
                        if cur.is_some() {
                            return Err(self.lx.expected(
                                "a block label after the terminator (instructions after a terminator are unreachable)",
                            ));
                        }
                        // The unnamed entry block takes the next number.
                        let blk = b.new_block();
                        st.block_info.push((self.lx.span(), true));
                        Self::bind_block_number(st, unnamed, blk);
                        unnamed += 1;
                        self.start(st, &mut b, blk);
                        cur = Some(blk);
                    }
                    let blk = cur.unwrap_or(Block(0));
                    terminated = self.inst(st, &mut b, blk, &mut unnamed)?;
                }
            }
        }
        if cur.is_none() {
            return Err(self.lx.err("a function body needs at least one block"));
        }
        if !terminated {
            return Err(self.lx.err("the last block does not end with a terminator"));
        }
        if let Some((_, span)) = st.pending.iter().min_by_key(|(_, s)| s.start) {
            return Err(Error::parse(*span, "use of an undefined value"));
        }
        for (span, seen) in &st.block_info {
            if !seen {
                return Err(Error::parse(*span, "branch to an undefined block"));
            }
        }
        self.finish(st, &mut b)?;
        st.sizes = [
            b.values.len(),
            b.insts.len(),
            b.operands.len(),
            b.blocks.len(),
        ];
        Ok(b)
    }

    fn bind_number(st: &mut FnState, k: usize, v: Value) {
        if st.numbered.len() <= k {
            st.numbered.resize(k + 1, None);
        }
        st.numbered[k] = Some(v);
    }

    fn bind_block_number(st: &mut FnState, k: usize, blk: Block) {
        if st.numbered_blocks.len() <= k {
            st.numbered_blocks.resize(k + 1, None);
        }
        st.numbered_blocks[k] = Some(blk);
    }

    /// Binds `%name` to `v` (a parameter).
    fn bind_name(&mut self, st: &mut FnState, name: &[u8], v: Value, span: Span) -> Result<()> {
        let old = match number(name) {
            Some(k) => {
                if st.numbered.len() <= k {
                    st.numbered.resize(k + 1, None);
                }
                st.numbered[k].replace(v)
            }
            None => st.named.insert(name.into(), v),
        };
        if old.is_some() {
            return Err(Error::parse(
                span,
                format!("`%{}` is defined twice", String::from_utf8_lossy(name)),
            ));
        }
        Ok(())
    }

    /// The value named by the current `%name` token, expected of type
    /// `ty` (a placeholder if it is defined later).
    pub(super) fn local(&mut self, st: &mut FnState, b: &mut Body, ty: Ty) -> Result<Value> {
        // The common case first: `%12`, defined already, of type `ty`.
        if let Some(k) = number(self.lx.name())
            && let Some(&Some(v)) = st.numbered.get(k)
            && b.ty(v) == ty
        {
            self.lx.next()?;
            return Ok(v);
        }
        let name = self.lx.name_cow();
        let v = self.local_named(st, b, &name, self.lx.span(), ty)?;
        self.lx.next()?;
        Ok(v)
    }

    /// Local `name` (used at `span`) of type `ty`.
    pub(super) fn local_named(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        name: &[u8],
        span: Span,
        ty: Ty,
    ) -> Result<Value> {
        let found = match number(name) {
            Some(k) => st.numbered.get(k).copied().flatten(),
            None => st.named.get(name).copied(),
        };
        if let Some(v) = found {
            let vt = b.ty(v);
            if vt != ty {
                return Err(Error::parse(
                    span,
                    format!(
                        "`%{}` has type `{}`, expected `{}`",
                        String::from_utf8_lossy(name),
                        self.tname(vt),
                        self.tname(ty)
                    ),
                ));
            }
            return Ok(v);
        }
        let v = b.value(ty, ValueKind::Undef);
        st.pending.insert(v, span);
        match number(name) {
            Some(k) => Self::bind_number(st, k, v),
            None => {
                st.named.insert(name.into(), v);
            }
        }
        Ok(v)
    }

    pub(super) fn tname(&self, t: Ty) -> String {
        crate::print::ll::type_name(&self.t, t)
    }

    /// The block named by the current label or `%name` token.
    fn block_ref(&mut self, st: &mut FnState, b: &mut Body, span: Span) -> Block {
        let name = self.lx.name();
        let found = match (number(name), bb_number(name)) {
            (Some(k), _) => st.numbered_blocks.get(k).copied().flatten(),
            (None, Some(k)) => st.bb_blocks.get(k).copied().flatten(),
            (None, None) => st.named_blocks.get(name).copied(),
        };
        if let Some(blk) = found {
            return blk;
        }
        let blk = b.new_block();
        st.block_info.push((span, false));
        let name = self.lx.name();
        match (number(name), bb_number(name)) {
            (Some(k), _) => Self::bind_block_number(st, k, blk),
            (None, Some(k)) => {
                if st.bb_blocks.len() <= k {
                    st.bb_blocks.resize(k + 1, None);
                }
                st.bb_blocks[k] = Some(blk);
            }
            (None, None) => {
                st.named_blocks.insert(name.into(), blk);
            }
        }
        blk
    }

    /// `label %name`.
    fn label(&mut self, st: &mut FnState, b: &mut Body) -> Result<Block> {
        self.lx.word("label")?;
        if self.lx.tok != Tok::Local {
            return Err(self.lx.expected("a block `%name`"));
        }
        let blk = self.block_ref(st, b, self.lx.span());
        self.lx.next()?;
        Ok(blk)
    }

    fn start(&mut self, st: &mut FnState, b: &mut Body, blk: Block) {
        let entry = st.order.is_empty();
        st.order.push(blk);
        st.cur_args.clear();
        b.start_block(blk);
        if entry {
            self.copy_byval(st, b);
        }
    }

    /// `byval` parameters: the callee works on its own copy, made here at
    /// the entry (callers in the module pass their object's address; the
    /// LLVM dialect of MLIR 13 keeps no `byval`), and the parameter's name
    /// is bound to the copy.
    fn copy_byval(&mut self, st: &mut FnState, b: &mut Body) {
        for (name, p, t) in std::mem::take(&mut st.byval) {
            let pt = b.ty(p);
            let space = match self.t.get(pt) {
                Type::Ptr(_, s) => *s,
                _ => 0,
            };
            let tp = self.ptr_in(t, space);
            let one = b.value(self.t.i32, ValueKind::ConstInt(1));
            let copy = self.emit(
                st,
                b,
                InstKind::Alloca {
                    elem: t,
                    count: one,
                    align: 0,
                },
                tp,
            );
            let src = self.ptr_to(st, b, p, tp);
            let v = self.emit(st, b, InstKind::Load(src), t);
            self.emit(st, b, InstKind::Store(v, copy), self.t.void);
            let c = self.ptr_to(st, b, copy, pt);
            match number(&name) {
                Some(k) => Self::bind_number(st, k, c),
                None => {
                    st.named.insert(name, c);
                }
            }
        }
    }

    /// Makes the phis read so far the current block's arguments.
    fn close_args(&mut self, st: &mut FnState, b: &mut Body, blk: Block) {
        if !st.cur_args.is_empty() && b.blocks[blk.index()].args.is_empty() {
            let args = std::mem::take(&mut st.cur_args);
            b.blocks[blk.index()].args = b.list(&args);
            st.cur_args = args;
            st.cur_args.clear();
        }
    }

    /// Pushes an instruction (or queues it for the block ahead of the entry)
    /// and returns its result (none for void).
    pub(super) fn emit(&mut self, st: &mut FnState, b: &mut Body, kind: InstKind, ty: Ty) -> Value {
        if st.hoisting {
            let v = b.value(ty, ValueKind::Undef);
            st.hoist.push((kind, v));
            return v;
        }
        b.push(kind, ty, self.t.void).unwrap_or(Value(u32::MAX))
    }

    /// Pushes an instruction whose result is `%name` (the current token was
    /// the name; `name_span` its span): takes over a forward reference.
    pub(super) fn define(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        name: &(Cow<'_, [u8]>, Span),
        kind: InstKind,
        ty: Ty,
    ) -> Result<Value> {
        let num = number(&name.0);
        let prev = match num {
            Some(k) => st.numbered.get(k).copied().flatten(),
            None => st.named.get(name.0.as_ref()).copied(),
        };
        match prev {
            Some(v) if st.pending.remove(&v).is_some() => {
                if b.ty(v) != ty {
                    return Err(Error::parse(
                        name.1,
                        format!(
                            "`%{}` is defined with type `{}` but used as `{}`",
                            String::from_utf8_lossy(&name.0),
                            self.tname(ty),
                            self.tname(b.ty(v))
                        ),
                    ));
                }
                let fmf = b.fmf;
                b.fmf = 0;
                b.push(kind, self.t.void, self.t.void);
                b.fmf = fmf;
                let i = Inst::new(b.insts.len() - 1);
                b.insts[i.index()].result = Some(v);
                b.values[v.index()].kind = ValueKind::Inst(i);
                if fmf != 0 {
                    st.late_fmf.push((v, fmf));
                }
                Ok(v)
            }
            Some(_) => Err(Error::parse(
                name.1,
                format!("`%{}` is defined twice", String::from_utf8_lossy(&name.0)),
            )),
            None => {
                let v = b.push(kind, ty, self.t.void).unwrap_or(Value(u32::MAX));
                match num {
                    Some(k) => Self::bind_number(st, k, v),
                    None => {
                        st.named.insert(name.0.as_ref().into(), v);
                    }
                }
                Ok(v)
            }
        }
    }

    /// An operand of type `ty` (the type already read): a local, or a
    /// constant materialized before the instruction.
    pub(super) fn operand(&mut self, st: &mut FnState, b: &mut Body, ty: Ty) -> Result<Value> {
        if self.lx.tok == Tok::Local {
            return self.local(st, b, ty);
        }
        self.const_operand(st, b, ty)
    }

    /// A type then an operand of it.
    pub(super) fn typed_operand(&mut self, st: &mut FnState, b: &mut Body) -> Result<(Value, Ty)> {
        if let Some((t, v, end)) = self.int_operand() {
            self.seek(end)?;
            return Ok((b.value(t, ValueKind::ConstInt(v)), t));
        }
        // `iN %k`, `%k` defined already with that type: as `local` reads
        // it, from the bytes in one step.
        if let Some((t, k, end)) = self.numbered_operand()
            && let Some(&Some(v)) = st.numbered.get(k)
            && b.ty(v) == t
        {
            self.seek(end)?;
            return Ok((v, t));
        }
        let t = self.ty()?;
        self.check_value_type(t)?;
        Ok((self.operand(st, b, t)?, t))
    }

    /// At `i1`, `i8`, `i32` or `i64`, one space and a plain integer (`i64 0`,
    /// csmith's indices and stored constants): the type, the constant as
    /// `typed_operand` reads it (sign-extended to the width) and the end
    /// of its digits, read from the bytes in one step. `None` otherwise.
    /// Inlined up to the byte after the space: the test that fails
    /// for most operands (`i32 %5`) is a few instructions.
    #[inline(always)]
    pub(super) fn int_operand(&self) -> Option<(Ty, i128, usize)> {
        let b = self.lx.src.as_bytes();
        let e = self.lx.end;
        if self.lx.tok != Tok::Word
            || b.get(e) != Some(&b' ')
            || !b
                .get(e + 1)
                .is_some_and(|&c| c.is_ascii_digit() || c == b'-')
        {
            return None;
        }
        self.int_operand_rest()
    }

    /// At `i1`, `i8`, `i32` or `i64`, one space and `%k` (up to nine
    /// digits, the whole name): the type, `k` and the end of the name.
    #[inline(always)]
    fn numbered_operand(&self) -> Option<(Ty, usize, usize)> {
        let b = self.lx.src.as_bytes();
        let e = self.lx.end;
        if self.lx.tok != Tok::Word
            || b.get(e) != Some(&b' ')
            || b.get(e + 1) != Some(&b'%')
            || !b.get(e + 2).is_some_and(u8::is_ascii_digit)
        {
            return None;
        }
        self.numbered_operand_rest(2)
    }

    /// The rest of [`Importer::numbered_operand`] (`skip` 2: ` %`) and
    /// [`Importer::numbered_ptr_operand`] (`skip` 3: `* %`).
    #[inline(never)]
    fn numbered_operand_rest(&self, skip: usize) -> Option<(Ty, usize, usize)> {
        let t = self.int_word()?;
        let b = self.lx.src.as_bytes();
        let d = self.lx.end + skip;
        let mut e = d;
        while b.get(e).is_some_and(u8::is_ascii_digit) {
            e += 1;
        }
        // The whole name (`%12a` is not `%12`), as `number` takes it.
        if b.get(e).is_some_and(|&c| super::lex::is_name_byte(c)) {
            return None;
        }
        let k = number(&b[d..e])?;
        Some((t, k, e))
    }

    /// The type of word `i1`, `i8`, `i32`, `i64`, or `i16`, `float`,
    /// `double` once interned (`base_ty` interns those where they first
    /// appear).
    #[inline]
    fn int_word(&self) -> Option<Ty> {
        let cached = |k: usize| match self.floats[k] {
            u32::MAX => None,
            i => Some(Ty::new(i as usize)),
        };
        match self.lx.name() {
            b"i32" => Some(self.t.i32),
            b"i64" => Some(self.t.i64),
            b"i8" => Some(self.t.i8),
            b"i1" => Some(self.t.i1),
            b"i16" => cached(6),
            b"float" => cached(2),
            b"double" => cached(3),
            _ => None,
        }
    }

    /// At a word type (as [`Importer::int_word`]), `*`, one space and
    /// `%k` (up to nine digits, the whole name): the word's type, `k` and
    /// the end of the name.
    #[inline(always)]
    fn numbered_ptr_operand(&self) -> Option<(Ty, usize, usize)> {
        let b = self.lx.src.as_bytes();
        let e = self.lx.end;
        if self.lx.tok != Tok::Word
            || b.get(e..e + 3) != Some(b"* %")
            || !b.get(e + 3).is_some_and(u8::is_ascii_digit)
        {
            return None;
        }
        self.numbered_operand_rest(3)
    }

    #[inline(never)]
    fn int_operand_rest(&self) -> Option<(Ty, i128, usize)> {
        let (t, w) = match self.lx.name() {
            b"i32" => (self.t.i32, 32),
            b"i64" => (self.t.i64, 64),
            b"i8" => (self.t.i8, 8),
            b"i1" => (self.t.i1, 1),
            _ => return None,
        };
        let (v, end) = self.lx.int_at(self.lx.end + 1)?;
        Some((t, super::consts::sext(v, w), end))
    }

    /// A pointer operand (declared type `pt`) through which a value of type
    /// `elem` is accessed: a pointer to `elem`, cast if needed.
    pub(super) fn ptr_operand(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        elem: Ty,
    ) -> Result<Value> {
        // `T* %k`, `%k` defined already with type `T*`: read from the
        // bytes in one step. The pointer types are interned as the tokens
        // would (`T*`, then the one to `elem`), cached for the long way.
        if let Some((base, k, end)) = self.numbered_ptr_operand() {
            let pt = self.ptr0(base);
            let want = self.ptr0(elem);
            if let Some(&Some(v)) = st.numbered.get(k)
                && b.ty(v) == pt
            {
                self.seek(end)?;
                return Ok(self.ptr_to(st, b, v, want));
            }
        }
        let span = self.lx.span();
        let pt = self.ty()?;
        let Type::Ptr(_, space) = *self.t.get(pt) else {
            return Err(Error::parse(span, "expected a pointer type"));
        };
        let want = self.ptr_in(elem, space);
        if self.lx.tok == Tok::Global
            && let Some(&Sym::Global(g)) = self.syms.get(self.lx.name())
        {
            let gl = &self.globals[g.index()];
            if gl.ty == elem && gl.addr_space == space {
                self.lx.next()?;
                return Ok(b.value(want, ValueKind::GlobalAddr(g)));
            }
        }
        let v = self.operand(st, b, pt)?;
        Ok(self.ptr_to(st, b, v, want))
    }

    /// `v` (a pointer) as a value of pointer type `want`.
    pub(super) fn ptr_to(&mut self, st: &mut FnState, b: &mut Body, v: Value, want: Ty) -> Value {
        if b.ty(v) == want {
            return v;
        }
        // Undo a cast made for the opaque view of a typed pointer.
        if let ValueKind::Inst(i) = b.values[v.index()].kind
            && let InstKind::Cast(CastOp::Bitcast, src) = b.insts[i.index()].kind
            && b.ty(src) == want
        {
            return src;
        }
        self.emit(st, b, InstKind::Cast(CastOp::Bitcast, v), want)
    }

    /// After the last block: successor arguments from the phis, the block
    /// ahead of the entry, the layout.
    fn finish(&mut self, st: &mut FnState, b: &mut Body) -> Result<()> {
        st.phis.sort_by_key(|p| (p.target.0, p.pred.0, p.k));
        let fixups = std::mem::take(&mut st.fixups);
        for fx in &fixups {
            let (inst, pred) = (fx.inst, fx.pred);
            let kind = match &fx.kind {
                Term::Br(t) => InstKind::Br(self.succ(st, b, pred, *t)?),
                Term::CondBr(c, t, e) => {
                    let ts = self.succ(st, b, pred, *t)?;
                    let es = self.succ(st, b, pred, *e)?;
                    InstKind::CondBr(*c, ts, es)
                }
                Term::Switch(v, d, cases) => {
                    let default = self.succ(st, b, pred, *d)?;
                    let start = b.cases.len();
                    for &(c, t) in cases {
                        let s = self.succ(st, b, pred, t)?;
                        b.cases.push((c, s));
                    }
                    InstKind::Switch {
                        value: *v,
                        default,
                        cases: crate::entity::List::since(&b.cases, start),
                    }
                }
            };
            b.insts[inst.index()].kind = kind;
        }
        st.fixups = fixups;
        // Every phi's incoming block must be a predecessor: count them.
        for p in &st.phis {
            if !b.blocks[p.pred.index()].insts.is_empty() {
                let term = b.blocks[p.pred.index()].insts;
                let last = &b.insts[(term.start + term.len - 1) as usize].kind;
                let goes = match last {
                    InstKind::Br(s) => s.block == p.target,
                    InstKind::CondBr(_, t, e) => t.block == p.target || e.block == p.target,
                    InstKind::Switch { default, cases, .. } => {
                        default.block == p.target
                            || cases.get(&b.cases).iter().any(|(_, s)| s.block == p.target)
                    }
                    _ => false,
                };
                if !goes {
                    return Err(Error::parse(
                        p.span,
                        "this phi names a block that does not branch to the phi's block",
                    ));
                }
            }
        }
        let entry = st.order[0];
        if !b.blocks[entry.index()].args.is_empty() {
            return Err(Error::parse(
                st.block_info[entry.index()].0,
                "the entry block cannot have phis",
            ));
        }
        if !st.hoist.is_empty() {
            let h = b.new_block();
            b.start_block(h);
            for (kind, v) in std::mem::take(&mut st.hoist) {
                b.push(kind, self.t.void, self.t.void);
                let i = Inst::new(b.insts.len() - 1);
                b.insts[i.index()].result = Some(v);
                b.values[v.index()].kind = ValueKind::Inst(i);
            }
            b.push(
                InstKind::Br(Succ {
                    block: entry,
                    args: crate::entity::List::default(),
                }),
                self.t.void,
                self.t.void,
            );
            b.layout.push(h);
        }
        if !b.layout.is_empty() || st.order.iter().enumerate().any(|(k, o)| o.index() != k) {
            b.layout.extend_from_slice(&st.order);
        }
        if !st.late_fmf.is_empty() {
            b.fastmath.append(&mut st.late_fmf);
            b.fastmath.sort_by_key(|(v, _)| v.0);
        }
        Ok(())
    }

    /// The edge `pred -> target` with the values of `target`'s phis.
    fn succ(&mut self, st: &FnState, b: &mut Body, pred: Block, target: Block) -> Result<Succ> {
        let n = b.blocks[target.index()].args.len as usize;
        if n == 0 {
            return Ok(Succ {
                block: target,
                args: crate::entity::List::default(),
            });
        }
        let lo = st
            .phis
            .partition_point(|p| (p.target.0, p.pred.0) < (target.0, pred.0));
        let mut vals: smallvec::SmallVec<[Value; 8]> = smallvec::SmallVec::with_capacity(n);
        for k in 0..n as u32 {
            match st.phis.get(lo + k as usize) {
                Some(p) if p.target == target && p.pred == pred && p.k == k => vals.push(p.value),
                _ => {
                    let span = st.block_info[target.index()].0;
                    return Err(Error::parse(
                        span,
                        format!(
                            "a phi of this block has no value for one of its predecessors (phi {k})"
                        ),
                    ));
                }
            }
        }
        Ok(Succ {
            block: target,
            args: b.list(&vals),
        })
    }

    /// One instruction; returns whether it was a terminator.
    fn inst(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        blk: Block,
        unnamed: &mut usize,
    ) -> Result<bool> {
        let start = self.lx.start;
        let mut name = None;
        if self.lx.tok == Tok::Local {
            let n = self.lx.name_cow();
            if let Some(k) = number(&n)
                && k >= *unnamed
            {
                *unnamed = k + 1;
            }
            name = Some((n, self.lx.span()));
            // ` =` after the name: the `=` token read from the bytes (the
            // lexer lands at the opcode as the tokens would take it).
            let end = self.lx.end;
            if self.lx.src.as_bytes().get(end..end + 2) == Some(b" =") {
                self.seek(end + 2)?;
            } else {
                self.lx.next()?;
                self.lx.punct(b'=')?;
            }
        }
        if self.lx.tok != Tok::Word {
            return Err(self.lx.expected("an instruction"));
        }
        b.origin = Origin {
            span: Span::new(start, self.lx.end),
            input: true,
        };
        let op = self.lx.text();
        if op != "phi" {
            self.close_args(st, b, blk);
        }
        let term = matches!(op, "br" | "switch" | "ret" | "unreachable");
        let r = self.inst_body(st, b, blk, name.as_ref(), op)?;
        // Trailing `, align N` is read by the instruction; metadata here.
        while self.lx.tok == Tok::Punct(b',') && !self.lx.at_line_start() {
            self.lx.next()?;
            if self.lx.tok == Tok::Meta {
                self.skip_meta_attachment()?;
            } else if matches!(op, "atomicrmw" | "cmpxchg") && self.lx.eat("align")? {
                self.lx.int_u32()?;
            } else {
                return Err(self.lx.expected("metadata `!name !N`"));
            }
        }
        if !self.lx.at_line_start() {
            return Err(self.lx.expected("the end of the instruction (a new line)"));
        }
        match (&name, r) {
            (Some(n), None) => {
                return Err(Error::parse(n.1, "this instruction has no result to name"));
            }
            (None, Some(_)) => {}
            _ => {}
        }
        b.fmf = 0;
        Ok(term)
    }

    /// Skips instruction flags (`nsw`, `nuw`, `exact`, `disjoint`,
    /// `inbounds`, `nneg`, `samesign`...) and reads fast-math flags into
    /// `b.fmf`.
    pub(super) fn flags(&mut self, b: &mut Body) -> Result<()> {
        while self.lx.tok == Tok::Word {
            let w = self.lx.text();
            if w.len() > 1 && w.as_bytes()[0] == b'i' && w.as_bytes()[1].is_ascii_digit() {
                // The type after the flags (`i32`), the common case: no
                // flag is spelled so.
                break;
            }
            // The integer flags first (the common ones; no fast-math flag
            // is spelled so).
            let int_flag = matches!(
                w,
                "nsw" | "nuw" | "exact" | "disjoint" | "inbounds" | "nneg" | "samesign" | "nusw"
            );
            if !int_flag {
                match crate::mlir::parse::scalar::FASTMATH
                    .iter()
                    .find(|(n, _)| *n == w)
                {
                    Some(&(_, bits)) => b.fmf |= bits,
                    None => break,
                }
            }
            self.lx.next()?;
        }
        Ok(())
    }

    fn inst_body(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        blk: Block,
        name: Option<&(Cow<'_, [u8]>, Span)>,
        op: &str,
    ) -> Result<Option<Value>> {
        let void = self.t.void;
        let opspan = self.lx.span();
        self.lx.next()?;
        // The result: defined through `define` when named.
        macro_rules! result {
            ($kind:expr, $ty:expr) => {{
                let kind = $kind;
                let ty = $ty;
                match name {
                    Some(n) if ty != void => Some(self.define(st, b, n, kind, ty)?),
                    _ => {
                        let v = self.emit(st, b, kind, ty);
                        (ty != void).then_some(v)
                    }
                }
            }};
        }
        if let Some(bin) = bin_op(op) {
            self.flags(b)?;
            let (x, t) = self.typed_operand(st, b)?;
            self.lx.punct(b',')?;
            let y = self.operand(st, b, t)?;
            return Ok(result!(InstKind::Bin(bin, x, y), t));
        }
        if let Some(c) = cast_op(op) {
            self.flags(b)?;
            let (x, _) = self.typed_operand(st, b)?;
            self.lx.word("to")?;
            let to = self.ty()?;
            return Ok(result!(InstKind::Cast(c, x), to));
        }
        match op {
            "fneg" => {
                self.flags(b)?;
                let (x, t) = self.typed_operand(st, b)?;
                Ok(result!(InstKind::FNeg(x), t))
            }
            "icmp" | "fcmp" => {
                self.flags(b)?;
                let code = self.predicate(op == "icmp")?;
                let (x, t) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let y = self.operand(st, b, t)?;
                let rt = self.cmp_type(t);
                let kind = if op == "icmp" {
                    InstKind::ICmp(code, x, y)
                } else {
                    InstKind::FCmp(code, x, y)
                };
                Ok(result!(kind, rt))
            }
            "select" => {
                self.flags(b)?;
                let (c, _) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let (x, t) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let (y, _) = self.typed_operand(st, b)?;
                Ok(result!(InstKind::Select(c, x, y), t))
            }
            "freeze" => {
                let (x, t) = self.typed_operand(st, b)?;
                Ok(result!(InstKind::Freeze(x), t))
            }
            "alloca" => {
                if self.lx.is("inalloca") {
                    return Err(self
                        .lx
                        .err("`alloca inalloca` cannot be expressed in the LLVM dialect"));
                }
                let elem = self.ty()?;
                self.check_value_type(elem)?;
                let mut count = None;
                let mut align = 0;
                let mut space = 0;
                while self.lx.tok == Tok::Punct(b',') && !self.lx.at_line_start() {
                    self.lx.next()?;
                    if self.lx.eat("align")? {
                        align = self.lx.int_u32()?;
                    } else if self.lx.eat("addrspace")? {
                        self.lx.punct(b'(')?;
                        space = self.lx.int_u32()?;
                        self.lx.punct(b')')?;
                    } else if self.lx.tok == Tok::Meta {
                        self.skip_meta_attachment()?;
                    } else {
                        count = Some(self.typed_operand(st, b)?.0);
                    }
                }
                let count = count.unwrap_or_else(|| b.value(self.t.i32, ValueKind::ConstInt(1)));
                let rt = self.ptr_in(elem, space);
                let kind = InstKind::Alloca { elem, count, align };
                if self.opaque {
                    let a = self.emit(st, b, kind, rt);
                    let pt = self.ptr_in(self.t.i8, space);
                    return Ok(result!(InstKind::Cast(CastOp::Bitcast, a), pt));
                }
                Ok(result!(kind, rt))
            }
            "load" => {
                if self.lx.is("atomic") {
                    let (k, t) = self.atomic_load(st, b)?;
                    return Ok(result!(k, t));
                }
                let volatile = self.lx.eat("volatile")?;
                let t = self.ty()?;
                self.check_value_type(t)?;
                self.lx.punct(b',')?;
                let p = self.ptr_operand(st, b, t)?;
                let (align, nt) = self.mem_tail()?;
                let kind = crate::lower::nontemporal::load(p, align, volatile, nt);
                Ok(result!(kind, t))
            }
            "store" => {
                if self.lx.is("atomic") {
                    let k = self.atomic_store(st, b)?;
                    self.emit(st, b, k, void);
                    return Ok(None);
                }
                let volatile = self.lx.eat("volatile")?;
                let (v, t) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let p = self.ptr_operand(st, b, t)?;
                let (align, nt) = self.mem_tail()?;
                let kind = crate::lower::nontemporal::store(v, p, align, volatile, nt);
                self.emit(st, b, kind, void);
                Ok(None)
            }
            "getelementptr" => {
                let (kind, rt, space) = self.gep(st, b)?;
                let i8p = self.ptr_in(self.t.i8, space);
                if rt != i8p && self.opaque {
                    let g = self.emit(st, b, kind, rt);
                    return Ok(result!(InstKind::Cast(CastOp::Bitcast, g), i8p));
                }
                Ok(result!(kind, rt))
            }
            "extractvalue" | "insertvalue" => {
                let (agg, t) = self.typed_operand(st, b)?;
                let mut val = None;
                if op == "insertvalue" {
                    self.lx.punct(b',')?;
                    val = Some(self.typed_operand(st, b)?.0);
                }
                let mut idx = Vec::new();
                let mut cur = t;
                while self.lx.tok == Tok::Punct(b',') && !self.lx.at_line_start() {
                    self.lx.next()?;
                    if self.lx.tok != Tok::Int {
                        if self.lx.tok == Tok::Meta {
                            self.skip_meta_attachment()?;
                            break;
                        }
                        return Err(self.lx.expected("an index"));
                    }
                    let k = self.lx.int()?;
                    cur = self
                        .field_ty(cur, k)
                        .ok_or_else(|| self.lx.err("this index does not apply to the type"))?;
                    idx.push(k as u32);
                    self.lx.next()?;
                }
                if idx.is_empty() {
                    return Err(self.lx.expected("an index"));
                }
                let l = b.index_list(&idx);
                match val {
                    None => Ok(result!(InstKind::ExtractValue(agg, l), cur)),
                    Some(v) => Ok(result!(InstKind::InsertValue(agg, v, l), t)),
                }
            }
            "extractelement" => {
                let (v, t) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let (i, _) = self.typed_operand(st, b)?;
                let e = self.t.elem(t);
                Ok(result!(InstKind::ExtractElement(v, i), e))
            }
            "insertelement" => {
                let (v, t) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let (e, _) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let (i, _) = self.typed_operand(st, b)?;
                Ok(result!(InstKind::InsertElement(v, e, i), t))
            }
            "shufflevector" => {
                let (x, t) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let (y, _) = self.typed_operand(st, b)?;
                self.lx.punct(b',')?;
                let mt = self.ty()?;
                let Type::Vector(n, _) = *self.t.get(mt) else {
                    return Err(self.lx.expected("a mask vector type"));
                };
                let mask = self.gconst(mt)?;
                let idx: Vec<u32> = match mask {
                    GConst::Zero => vec![0; n as usize],
                    GConst::Undef => vec![u32::MAX; n as usize],
                    GConst::Agg(e) => e
                        .iter()
                        .map(|c| match c {
                            GConst::Int(k) => *k as u32,
                            _ => u32::MAX,
                        })
                        .collect(),
                    _ => return Err(self.lx.err("a shuffle mask must be a constant vector")),
                };
                let e = self.t.elem(t);
                let rt = self.t.intern(Type::Vector(n, e));
                let l = b.index_list(&idx);
                Ok(result!(InstKind::Shuffle(x, y, l), rt))
            }
            "phi" => {
                self.flags(b)?;
                let t = self.ty()?;
                self.check_value_type(t)?;
                if !b.blocks[blk.index()].insts.is_empty() || !b.blocks[blk.index()].args.is_empty()
                {
                    return Err(Error::parse(opspan, "phis must come first in their block"));
                }
                let k = st.cur_args.len() as u32;
                let v = match name {
                    Some(n) => {
                        let prev = match number(&n.0) {
                            Some(k) => st.numbered.get(k).copied().flatten(),
                            None => st.named.get(n.0.as_ref()).copied(),
                        };
                        match prev {
                            Some(v) if st.pending.remove(&v).is_some() => {
                                if b.ty(v) != t {
                                    return Err(Error::parse(
                                        n.1,
                                        "this phi is used with another type",
                                    ));
                                }
                                b.values[v.index()].kind = ValueKind::BlockArg(blk, k);
                                v
                            }
                            Some(_) => return Err(Error::parse(n.1, "defined twice")),
                            None => {
                                let v = b.value(t, ValueKind::BlockArg(blk, k));
                                match number(&n.0) {
                                    Some(x) => Self::bind_number(st, x, v),
                                    None => {
                                        st.named.insert(n.0.as_ref().into(), v);
                                    }
                                }
                                v
                            }
                        }
                    }
                    None => b.value(t, ValueKind::BlockArg(blk, k)),
                };
                st.cur_args.push(v);
                loop {
                    let span = self.lx.span();
                    self.lx.punct(b'[')?;
                    st.hoisting = true;
                    let val = self.operand(st, b, t);
                    st.hoisting = false;
                    let val = val?;
                    self.lx.punct(b',')?;
                    if self.lx.tok != Tok::Local {
                        return Err(self.lx.expected("a block `%name`"));
                    }
                    let pred = self.block_ref(st, b, self.lx.span());
                    self.lx.next()?;
                    self.lx.punct(b']')?;
                    st.phis.push(PhiIn {
                        target: blk,
                        pred,
                        k,
                        value: val,
                        span: span.to(self.lx.span()),
                    });
                    if self.lx.tok != Tok::Punct(b',') || self.lx.at_line_start() {
                        break;
                    }
                    self.lx.next()?;
                    if self.lx.tok != Tok::Punct(b'[') {
                        // Metadata after the incoming pairs.
                        if self.lx.tok == Tok::Meta {
                            self.skip_meta_attachment()?;
                        }
                        break;
                    }
                }
                // Close the arguments if the block has only phis so far.
                Ok(Some(v))
            }
            "call" | "tail" | "musttail" | "notail" => self.call(st, b, name, op),
            "ret" => {
                if self.lx.eat("void")? {
                    self.emit(st, b, InstKind::Ret(None), void);
                } else {
                    let (v, _) = self.typed_operand(st, b)?;
                    self.emit(st, b, InstKind::Ret(Some(v)), void);
                }
                Ok(None)
            }
            "unreachable" => {
                self.emit(st, b, InstKind::Unreachable, void);
                Ok(None)
            }
            "br" => {
                if self.lx.is("label") {
                    let t = self.label(st, b)?;
                    let i = self.placeholder_term(b);
                    st.fixups.push(Fixup {
                        inst: i,
                        pred: blk,
                        kind: Term::Br(t),
                    });
                } else {
                    let (c, ct) = self.typed_operand(st, b)?;
                    if ct != self.t.i1 {
                        return Err(Error::parse(opspan, "the condition of `br` must be `i1`"));
                    }
                    self.lx.punct(b',')?;
                    let t = self.label(st, b)?;
                    self.lx.punct(b',')?;
                    let e = self.label(st, b)?;
                    let i = self.placeholder_term(b);
                    st.fixups.push(Fixup {
                        inst: i,
                        pred: blk,
                        kind: Term::CondBr(c, t, e),
                    });
                }
                Ok(None)
            }
            "switch" => {
                let (v, t) = self.typed_operand(st, b)?;
                if !matches!(self.t.get(t), Type::Int(_)) {
                    return Err(Error::parse(opspan, "`switch` needs an integer value"));
                }
                self.lx.punct(b',')?;
                let d = self.label(st, b)?;
                self.lx.punct(b'[')?;
                let mut cases = Vec::new();
                while self.lx.tok != Tok::Punct(b']') {
                    let ct = self.ty()?;
                    if ct != t {
                        return Err(self.lx.err("a case's type must be the switch value's"));
                    }
                    let GConst::Int(c) = self.gconst(ct)? else {
                        return Err(self.lx.err("a case must be an integer constant"));
                    };
                    self.lx.punct(b',')?;
                    let blk = self.label(st, b)?;
                    cases.push((sext(c, self.int_width(t)), blk));
                }
                self.lx.punct(b']')?;
                let i = self.placeholder_term(b);
                st.fixups.push(Fixup {
                    inst: i,
                    pred: blk,
                    kind: Term::Switch(v, d, cases),
                });
                Ok(None)
            }
            "va_arg" => Err(Error::parse(
                opspan,
                "the `va_arg` instruction is not supported by the importer (clang expands `va_arg` inline on x86-64)",
            )),
            "atomicrmw" => {
                let (kind, t) = self.atomicrmw(st, b)?;
                Ok(result!(kind, t))
            }
            "cmpxchg" => {
                let (kind, t) = self.cmpxchg(st, b)?;
                Ok(result!(kind, t))
            }
            "fence" => {
                let kind = self.fence()?;
                self.emit(st, b, kind, void);
                Ok(None)
            }
            "invoke" | "landingpad" | "resume" | "callbr" | "catchswitch" | "catchpad"
            | "cleanuppad" | "catchret" | "cleanupret" | "indirectbr" => Err(Error::parse(
                opspan,
                format!("`{op}` cannot be expressed in MLIR 13's LLVM dialect"),
            )),
            _ => Err(Error::parse(opspan, format!("unknown instruction `{op}`"))),
        }
    }

    /// A terminator to be filled in by [`Importer::finish`].
    fn placeholder_term(&mut self, b: &mut Body) -> Inst {
        b.push(InstKind::Unreachable, self.t.void, self.t.void);
        Inst::new(b.insts.len() - 1)
    }

    /// `, align N` after a load or store (0 if absent).
    pub(super) fn align_attr(&mut self) -> Result<u32> {
        Ok(self.mem_tail()?.0)
    }
}

pub(super) fn bin_op(op: &str) -> Option<BinOp> {
    use BinOp::*;
    Some(match op {
        "add" => Add,
        "sub" => Sub,
        "mul" => Mul,
        "sdiv" => SDiv,
        "udiv" => UDiv,
        "srem" => SRem,
        "urem" => URem,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "shl" => Shl,
        "ashr" => AShr,
        "lshr" => LShr,
        "fadd" => FAdd,
        "fsub" => FSub,
        "fmul" => FMul,
        "fdiv" => FDiv,
        "frem" => FRem,
        _ => return None,
    })
}
