//! Values, blocks and successors: definition, lookup, scopes.

use super::*;

/// The named (not numbered) values in scope, by name and result index.
/// Names of up to 7 bytes (most: `%i`, `%acc0`) are packed in a word, so
/// that they hash and compare as integers (no string compare per lookup).
#[derive(Default)]
pub(super) struct Names<'a> {
    short: FxHashMap<(u64, u32), ValueId>,
    long: FxHashMap<(&'a str, u32), ValueId>,
}

impl<'a> Names<'a> {
    #[inline]
    fn pack(name: &str) -> Option<u64> {
        let b = name.as_bytes();
        if b.len() > 7 {
            return None;
        }
        let mut w = (b.len() as u64) << 56;
        for (k, &c) in b.iter().enumerate() {
            w |= u64::from(c) << (8 * k);
        }
        Some(w)
    }
    #[inline]
    pub(super) fn get(&self, name: &'a str, index: u32) -> Option<ValueId> {
        match Self::pack(name) {
            Some(w) => self.short.get(&(w, index)).copied(),
            None => self.long.get(&(name, index)).copied(),
        }
    }
    #[inline]
    pub(super) fn insert(&mut self, name: &'a str, index: u32, v: ValueId) {
        match Self::pack(name) {
            Some(w) => self.short.insert((w, index), v),
            None => self.long.insert((name, index), v),
        };
    }
    pub(super) fn remove(&mut self, name: &'a str, index: u32) {
        match Self::pack(name) {
            Some(w) => self.short.remove(&(w, index)),
            None => self.long.remove(&(name, index)),
        };
    }
    pub(super) fn clear(&mut self) {
        self.short.clear();
        self.long.clear();
    }
}

impl<'a> Parser<'a> {
    // ----- values -------------------------------------------------------

    pub(super) fn define(
        &mut self,
        name: &'a str,
        index: u32,
        span: Span,
        ty: TypeId,
        def: ValueDef,
    ) -> Result<ValueId> {
        if self.region.0 != 0 {
            self.scope_defs.push((name, index));
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
    /// `numeric` slot.
    #[inline]
    fn find_slot(&self, slot: Option<usize>, name: &'a str, index: u32) -> Option<ValueId> {
        match slot {
            Some(n) => match self.numbered.get(n) {
                Some(&(g, v)) if g == self.generation => Some(v),
                _ => None,
            },
            None => self.values.get(name, index),
        }
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
    pub(super) fn value_use(&mut self) -> Result<(ValueId, Span)> {
        let start = self.pos_ws();
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
        if list.len() != tys.len() {
            return Err(Error::parse(
                at,
                format!("{} operand(s) but {} type(s) given", list.len(), tys.len()),
            ));
        }
        for (i, t) in tys.iter().enumerate() {
            self.body.uses[list.start as usize + i].ty = *t;
        }
        Ok(())
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
