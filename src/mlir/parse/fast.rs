//! The common op line `%r = name %a, %b : T` (an elementwise binary or
//! unary op, its operands in scope, a builtin type), read in one pass.
//!
//! `Parser::op` tries this first. It changes nothing until the whole line
//! has matched; on any other shape (a new or long name, `fastmath`,
//! attributes, `loc`, a second result name, a generic form, ...) it puts
//! the cursor back and the general path reads the op, so that every
//! diagnostic is the general path's. What it adds to the body is what the
//! general path adds for the same text.

use super::*;

/// What `simple_op` read.
pub(super) enum Simple<'a> {
    /// The whole op (added to the body).
    Done,
    /// `%r = name`, with one result name (in `defs`, as `op` reads it)
    /// and the op name looked up; the cursor after the name.
    Header(&'a str, Span, Spec),
    /// Nothing (the cursor back).
    No,
}

impl<'a> Parser<'a> {
    /// Reads a simple op at the cursor (trivia skipped, at `%`) if it is
    /// one, else its header if that is simple.
    pub(super) fn simple_op(&mut self) -> Result<Simple<'a>> {
        let save = self.pos;
        let mut header = None;
        let r = self.simple_op_at(save, &mut header);
        match (r, header) {
            (Ok(true), _) => Ok(Simple::Done),
            (Err(e), _) => Err(e),
            (Ok(false), Some((name, span, spec, def, after))) => {
                self.pos = after;
                self.defs.clear();
                self.defs.push(def);
                Ok(Simple::Header(name, span, spec))
            }
            (Ok(false), None) => {
                self.pos = save;
                Ok(Simple::No)
            }
        }
    }

    /// `header`: the header, once read.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn simple_op_at(
        &mut self,
        start: usize,
        header: &mut Option<(&'a str, Span, Spec, Def<'a>, usize)>,
    ) -> Result<bool> {
        let b = self.src.as_bytes();
        // `%r` (one result, no `:count`), then `=`.
        let mut k = start + 1;
        while let Some(&c) = b.get(k)
            && lex::CLASS[c as usize] & lex::SUFFIX != 0
        {
            k += 1;
        }
        let name = &self.src[start + 1..k];
        if k == start + 1 || b.get(k) == Some(&b':') {
            return Ok(false);
        }
        let def_span = Span::new(start, k);
        self.pos = k;
        if !self.eat("=") {
            return Ok(false);
        }
        let Some((op_name, name_span)) = self.bare_id() else {
            return Ok(false);
        };
        let Some(spec) = ops::lookup(op_name) else {
            return Ok(false);
        };
        let def = Def {
            name,
            count: 1,
            span: def_span,
        };
        *header = Some((op_name, name_span, spec, def, self.pos));
        let (kind, arity) = match spec {
            Spec::Bin(op) => (OpKind::Binary(op), 2),
            Spec::Un(op) => (OpKind::Unary(op), 1),
            _ => return Ok(false),
        };
        if !self.fresh_name(name) {
            return Ok(false);
        }
        // The operands, in scope already.
        let mut uses = [(ValueId(0), Span::at(0)); 2];
        for (n, u) in uses.iter_mut().take(arity).enumerate() {
            if n > 0 && !self.eat(",") {
                return Ok(false);
            }
            let at = self.pos_ws();
            let Some((v, end)) = self.known_value(at) else {
                return Ok(false);
            };
            self.pos = end;
            *u = (v, Span::new(at, end));
        }
        // `: T`, and no `fastmath`, attributes or `loc` around it.
        if !self.eat(":") {
            return Ok(false);
        }
        // (A malformed type: the general path reports it.)
        let Ok(ty) = self.ty() else {
            return Ok(false);
        };
        if self.peek() == Some(b'l') {
            return Ok(false);
        }
        self.op_depth += 1;
        let stale_cut = matches!(self.cuts.last(), Some(&(_, _, d)) if d == self.op_depth);
        self.op_depth -= 1;
        if stale_cut {
            return Ok(false);
        }
        // As `op` would leave it.
        self.defs.clear();
        self.defs.push(def);
        self.result_tys.clear();
        self.attrs.clear();
        self.result_tys.push(ty);
        let ops_start = self.body.uses.len();
        for &(value, span) in &uses[..arity] {
            self.body.uses.push(Use { value, ty, span });
        }
        let operands = List::since(&self.body.uses, ops_start);
        let succs = List {
            start: self.body.succs.len() as u32,
            len: 0,
        };
        let op = OpId::new(self.body.ops.len());
        let v = self.define(name, 0, def_span, ty, ValueDef::Result { op, index: 0 })?;
        let rstart = self.body.results.len();
        self.body.results.push(v);
        let results = List::since(&self.body.results, rstart);
        let regions_start = self.region_stack.len();
        self.push_op(op, kind, operands, results, succs, name_span, regions_start);
        Ok(true)
    }
}
