//! Values, blocks and successors: definition, lookup, scopes.

use super::*;

pub(super) use super::names::{Names, ScopeDef, pack};

impl<'a> Parser<'a> {
    // ----- values -------------------------------------------------------

    #[inline]
    pub(super) fn define(
        &mut self,
        name: &'a str,
        index: u32,
        span: Span,
        ty: TypeId,
        def: ValueDef,
    ) -> Result<ValueId> {
        // Fast paths: a name not mentioned before, numeric (`%12`) with
        // its slot allocated, or short (`%acc0`).
        match Self::numeric(name, index) {
            Some(n) => {
                if self
                    .numbered
                    .get(n)
                    .is_some_and(|&(g, _)| g != self.generation)
                {
                    if self.region.0 != 0 {
                        self.scope_defs.push(ScopeDef::Numbered(n));
                    }
                    let v = ValueId::new(self.body.values.len());
                    self.body.values.push(ValueData { ty, def, span });
                    self.numbered[n] = (self.generation, v);
                    return Ok(v);
                }
            }
            None => {
                let v = ValueId::new(self.body.values.len());
                if index == 0
                    && let Some(key) = pack(name)
                    && self.values.try_insert_packed(key, v)
                {
                    if self.region.0 != 0 {
                        self.scope_defs.push(ScopeDef::Short(key));
                    }
                    self.body.values.push(ValueData { ty, def, span });
                    return Ok(v);
                }
            }
        }
        self.define_slow(name, index, span, ty, def)
    }

    #[inline(never)]
    fn define_slow(
        &mut self,
        name: &'a str,
        index: u32,
        span: Span,
        ty: TypeId,
        def: ValueDef,
    ) -> Result<ValueId> {
        if self.region.0 != 0 {
            let d = match (Self::numeric(name, index), pack(name)) {
                (Some(n), _) => ScopeDef::Numbered(n),
                (None, Some(k)) if index == 0 => ScopeDef::Short(k),
                _ => ScopeDef::Other(name, index),
            };
            self.scope_defs.push(d);
        }
        let slot = Self::numeric(name, index);
        match self.find_slot(slot, name, index) {
            Some(v) => {
                let data = &mut self.body.values[v.index()];
                if data.def != ValueDef::Pending {
                    let prev = data.span;
                    let shown = if index == 0 {
                        format!("%{name}")
                    } else {
                        format!("%{name}#{index}")
                    };
                    return Err(
                        Error::verify(span, format!("value `{shown}` is defined twice"))
                            .note(prev, "first defined here"),
                    );
                }
                data.def = def;
                data.ty = ty;
                data.span = span;
                Ok(v)
            }
            None => {
                let v = ValueId::new(self.body.values.len());
                self.body.values.push(ValueData { ty, def, span });
                self.insert_slot(slot, name, index, v);
                Ok(v)
            }
        }
    }

    /// The slot of a numeric value name (`%12`), if it is one.
    #[inline]
    pub(super) fn numeric(name: &str, index: u32) -> Option<usize> {
        let b = name.as_bytes();
        if index != 0 || b.is_empty() || b.len() > 6 || (b.len() > 1 && b[0] == b'0') {
            return None; // (`%01` is another name than `%1`)
        }
        let mut n = 0usize;
        for &d in b {
            let v = d.wrapping_sub(b'0');
            if v > 9 {
                return None;
            }
            n = n * 10 + v as usize;
        }
        Some(n)
    }

    /// The value named `name#index` in scope; `slot`: the name's
    /// `numeric` slot. (The numbered case inline, the hashed one not: the
    /// callers stay small.)
    #[inline(always)]
    fn find_slot(&self, slot: Option<usize>, name: &'a str, index: u32) -> Option<ValueId> {
        match slot {
            Some(n) => self.find_numbered(n),
            None => self.find_named(name, index),
        }
    }

    #[inline(always)]
    fn find_numbered(&self, n: usize) -> Option<ValueId> {
        match self.numbered.get(n) {
            Some(&(g, v)) if g == self.generation => Some(v),
            _ => None,
        }
    }

    #[inline(never)]
    fn find_named(&self, name: &'a str, index: u32) -> Option<ValueId> {
        self.values.get(name, index)
    }

    /// Puts `v` in scope as `name#index`; `slot` as for `find_slot`.
    #[inline]
    fn insert_slot(&mut self, slot: Option<usize>, name: &'a str, index: u32, v: ValueId) {
        match slot {
            Some(n) => {
                if self.numbered.len() <= n {
                    self.numbered.resize(n + 1, (0, ValueId(0)));
                }
                self.numbered[n] = (self.generation, v);
            }
            None => {
                self.values.insert(name, index, v);
            }
        }
    }

    /// `%name` or `%name#N`: a use, numbered on first mention.
    #[inline(always)]
    pub(super) fn value_use(&mut self) -> Result<(ValueId, Span)> {
        let start = self.pos_ws();
        if let Some((v, end)) = self.known_value(start) {
            self.pos = end;
            return Ok((v, Span::new(start, end)));
        }
        self.value_use_at(start)
    }

    /// The fast path of `value_use` at `start`, without side effects: a
    /// name already in scope, numeric (`%12`) or short (`%acc0`), then a
    /// byte that continues neither the name nor a `#N`; the value and
    /// where its name ends.
    #[inline(always)]
    pub(super) fn known_value(&self, start: usize) -> Option<(ValueId, usize)> {
        let b = self.src.as_bytes();
        let ends = |k: usize| {
            let next = b.get(k).copied().unwrap_or(b' ');
            lex::CLASS[next as usize] & lex::SUFFIX == 0 && next != b'#'
        };
        if b.get(start) != Some(&b'%') {
            return None;
        }
        let mut k = start + 1;
        if b.get(k).is_some_and(u8::is_ascii_digit) {
            let mut number = 0usize;
            while let Some(&d) = b.get(k)
                && d.is_ascii_digit()
                && k - start <= 6
            {
                number = number * 10 + usize::from(d - b'0');
                k += 1;
            }
            let digits = k - start - 1;
            if (digits == 1 || b[start + 1] != b'0') && ends(k) {
                return self.find_numbered(number).map(|v| (v, k));
            }
        } else {
            // A short name (`names::pack`, read as it is scanned).
            let mut w = 0u64;
            while let Some(&c) = b.get(k)
                && lex::CLASS[c as usize] & lex::SUFFIX != 0
                && k - start <= 7
            {
                w |= u64::from(c) << (8 * (k - start - 1));
                k += 1;
            }
            let n = k - start - 1;
            if n > 0 && ends(k) {
                return self.values.get_packed(w | (n as u64) << 56).map(|v| (v, k));
            }
        }
        None
    }

    /// Whether `name` (result 0; `slot`: its `numeric` slot) is a name
    /// `define` would add without a lookup failing: numeric with its slot
    /// free in this function, or short and not in scope.
    #[inline(always)]
    pub(super) fn fresh_slot(&self, slot: Option<usize>, name: &str) -> bool {
        match slot {
            Some(n) => self
                .numbered
                .get(n)
                .is_some_and(|&(g, _)| g != self.generation),
            None => pack(name).is_some_and(|k| self.values.get_packed(k).is_none()),
        }
    }

    /// `value_use` from `start` (trivia skipped): every case.
    #[inline(never)]
    fn value_use_at(&mut self, start: usize) -> Result<(ValueId, Span)> {
        if !self.rest().starts_with('%') {
            return Err(self.expected("a value like `%x`"));
        }
        self.pos += 1;
        // Numeric names (`%12`, most of them) are read and converted in
        // one pass: their slot in `numbered` (as `numeric` gives it).
        let b = &self.src.as_bytes()[self.pos..];
        let mut digits = 0;
        let mut number = 0usize;
        while let Some(&d) = b.get(digits)
            && d.is_ascii_digit()
        {
            number = number.wrapping_mul(10).wrapping_add(usize::from(d - b'0'));
            digits += 1;
        }
        let n = digits + lex::suffix_len(&b[digits..]);
        if n == 0 {
            return Err(Error::parse(
                Span::new(start, start + 1),
                "expected a value name after `%`",
            ));
        }
        let mut slot =
            (n == digits && digits <= 6 && (digits == 1 || b[0] != b'0')).then_some(number);
        let name = &self.src[self.pos..self.pos + n];
        self.pos += n;
        let mut index = 0u32;
        if self.rest().starts_with('#') {
            self.pos += 1;
            let Ok((r, d)) = lex::digits(self.rest()) else {
                return Err(Error::parse(
                    Span::new(self.pos - 1, self.pos),
                    "expected a result number after `#`",
                ));
            };
            self.pos = self.src.len() - r.len();
            index = d.parse().map_err(|_| {
                Error::parse(Span::new(start, self.pos), "result number is too large")
            })?;
            if index != 0 {
                slot = None;
            }
        }
        debug_assert_eq!(slot, Self::numeric(name, index));
        let span = Span::new(start, self.pos);
        if let Some(v) = self.find_slot(slot, name, index) {
            return Ok((v, span));
        }
        let v = ValueId::new(self.body.values.len());
        self.body.values.push(ValueData {
            ty: TypeId(u32::MAX),
            def: ValueDef::Pending,
            span,
        });
        self.insert_slot(slot, name, index, v);
        Ok((v, span))
    }

    /// `open` uses, possibly none, `close`: `(%a, %b)` or `[%i]`.
    pub(super) fn use_group(&mut self, open: &str, close: &str) -> Result<()> {
        self.expect(open)?;
        if !self.eat(close) {
            self.use_list()?;
            self.expect(close)?;
        }
        Ok(())
    }

    /// Like `use_group`, but the whole group may be absent.
    pub(super) fn opt_use_group(&mut self, open: &str, close: &str) -> Result<()> {
        if self.eat(open) && !self.eat(close) {
            self.use_list()?;
            self.expect(close)?;
        }
        Ok(())
    }

    /// A comma-separated list of uses, pushed with a placeholder type.
    pub(super) fn use_list(&mut self) -> Result<()> {
        loop {
            let (value, span) = self.value_use()?;
            self.body.uses.push(Use {
                value,
                ty: TypeId(u32::MAX),
                span,
            });
            if !self.eat(",") {
                return Ok(());
            }
        }
    }

    /// Gives the uses of `list` the types `tys` (error if counts differ).
    pub(super) fn type_uses(&mut self, list: List, tys: &[TypeId], at: Span) -> Result<()> {
        set_use_types(&mut self.body.uses, list, tys, at)
    }

    /// `T, U, ..`: the types of the uses in `list`, in order, set as they
    /// are read (no list is built); `at` is where the types start.
    pub(super) fn type_uses_no_parens(&mut self, list: List, at: usize) -> Result<()> {
        let mut k = 0usize;
        loop {
            let t = self.ty()?;
            if k < list.len() {
                self.body.uses[list.start as usize + k].ty = t;
            }
            k += 1;
            if !self.eat(",") {
                break;
            }
        }
        if k != list.len() {
            return Err(Error::parse(
                Span::new(at, self.pos),
                format!("{} operand(s) but {} type(s) given", list.len(), k),
            ));
        }
        Ok(())
    }

    pub(super) fn type_list_no_parens(&mut self) -> Result<Vec<TypeId>> {
        let mut v = vec![self.ty()?];
        while self.eat(",") {
            v.push(self.ty()?);
        }
        Ok(v)
    }

    /// `^bb` or `^bb(%a, %b : T, U)`.
    pub(super) fn successor(&mut self) -> Result<()> {
        let (name, span) = self.label()?;
        let block = self.block_ref(name, span);
        let start = self.body.uses.len();
        if self.eat("(") && !self.eat(")") {
            self.use_list()?;
            let list = List::since(&self.body.uses, start);
            let at = self.pos_ws();
            self.expect(":")?;
            self.type_uses_no_parens(list, at)?;
            self.expect(")")?;
        }
        let args = List::since(&self.body.uses, start);
        self.body.succs.push(Succ { block, args, span });
        Ok(())
    }
}

/// [`Parser::type_uses`] on the uses alone, for callers whose `tys` are
/// borrowed from the parser's type table (a call's function type).
pub(super) fn set_use_types(
    uses: &mut [crate::mlir::ir::Use],
    list: List,
    tys: &[TypeId],
    at: Span,
) -> Result<()> {
    if list.len() != tys.len() {
        return Err(Error::parse(
            at,
            format!("{} operand(s) but {} type(s) given", list.len(), tys.len()),
        ));
    }
    for (u, t) in uses[list.start as usize..].iter_mut().zip(tys) {
        u.ty = *t;
    }
    Ok(())
}
