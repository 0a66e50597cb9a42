//! Types: builtin scalars, vectors, tensors, memrefs and their layouts.

use super::*;

impl<'a> Parser<'a> {
    // ----- types ------------------------------------------------------------

    #[inline]
    pub fn ty(&mut self) -> Result<TypeId> {
        // Fast path for the common scalar types.
        self.ws();
        // (A match on the leading bytes: no `memcmp` per candidate.)
        let b = &self.src.as_bytes()[self.pos..];
        let t = &self.types;
        // `i32`, `i64`, `f32`, `f64`: the first 4 bytes as one word.
        if let Some(w) = b.first_chunk::<4>() {
            const fn word(s: &[u8; 3]) -> u32 {
                u32::from_le_bytes([s[0], s[1], s[2], 0])
            }
            const I32: u32 = word(b"i32");
            const I64: u32 = word(b"i64");
            const F32: u32 = word(b"f32");
            const F64: u32 = word(b"f64");
            if lex::CLASS[w[3] as usize] & lex::ID == 0 {
                let hit = match u32::from_le_bytes(*w) & 0x00ff_ffff {
                    I32 => Some(t.i32),
                    I64 => Some(t.i64),
                    F32 => Some(t.f32),
                    F64 => Some(t.f64),
                    _ => None,
                };
                if let Some(t) = hit {
                    self.pos += 3;
                    return Ok(t);
                }
            }
        }
        let ends = |n: usize| !b.get(n).is_some_and(|&c| is_ident_byte(c));
        let hit = match b {
            [b'i', b'3', b'2', ..] if ends(3) => Some((3, t.i32)),
            [b'i', b'6', b'4', ..] if ends(3) => Some((3, t.i64)),
            [b'i', b'1', ..] if ends(2) => Some((2, t.i1)),
            [b'i', b'n', b'd', b'e', b'x', ..] if ends(5) => Some((5, t.index)),
            [b'f', b'3', b'2', ..] if ends(3) => Some((3, t.f32)),
            [b'f', b'6', b'4', ..] if ends(3) => Some((3, t.f64)),
            _ => None,
        };
        if let Some((n, t)) = hit {
            self.pos += n;
            return Ok(t);
        }
        self.ty_other()
    }

    /// `ty` past its scalar cases (trivia skipped). (Out of line: `ty`
    /// itself stays small, without the saves and restores of this one.)
    #[inline(never)]
    fn ty_other(&mut self) -> Result<TypeId> {
        let b = &self.src.as_bytes()[self.pos..];
        // Simple shaped types (`memref<16x?xf64>`, `vector<4xf32>`: only
        // letters, digits and `?` inside) repeat: parsed once per text.
        if b.starts_with(b"memref<") || b.starts_with(b"vector<") {
            let n = 7 + b[7..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'?')
                .count();
            if b.get(n) == Some(&b'>') {
                let start = self.pos;
                let text = &self.src[start..start + n + 1];
                if let Some(&t) = self.type_cache.get(text) {
                    self.pos += n + 1;
                    return Ok(t);
                }
                let t = self.nested(|p| p.ty_inner())?;
                if self.pos == start + n + 1 {
                    if self.type_cache.len() >= 4096 {
                        self.type_cache.clear();
                    }
                    self.type_cache.insert(text, t);
                }
                return Ok(t);
            }
        }
        // So do simple function types (`(f32, i64) -> f32`, `() -> (i32,
        // i1)`: builtin type names only), as `llvm.call` writes them, and
        // LLVM structs of integers and floats (`!llvm.struct<(i32, f64)>`,
        // alone or as a function's result; not while a type alias could
        // stand for `!llvm.struct`).
        let bang = self.type_aliases.is_empty();
        if let Some(n) = simple_fn_type_len(b, bang) {
            return self.ty_cached(n);
        }
        if bang && let Some(n) = llvm_struct_len(b) {
            return self.ty_cached(n);
        }
        self.nested(|p| p.ty_inner())
    }

    /// The type whose text is the next `n` bytes, from `type_cache` once
    /// it has been read (a read that ends there, or past only trivia).
    fn ty_cached(&mut self, n: usize) -> Result<TypeId> {
        let start = self.pos;
        let end = start + n;
        let text = &self.src[start..end];
        // Results in parentheses: reading them looks past the `)` for a
        // `->` (`result_types`), skipping the trivia there; a hit does the
        // same, and leaves a `->` to the full parse.
        let parens = text.ends_with(')');
        if let Some(&t) = self.type_cache.get(text) {
            self.pos = end;
            if !parens {
                return Ok(t);
            }
            self.ws();
            if !self.rest().starts_with("->") {
                return Ok(t);
            }
            self.pos = start;
            return self.nested(|p| p.ty_inner());
        }
        let t = self.nested(|p| p.ty_inner())?;
        let read = self.pos;
        let trivia_only = parens && {
            self.pos = end;
            self.ws();
            let same = self.pos == read;
            self.pos = read;
            same
        };
        if read == end || trivia_only {
            if self.type_cache.len() >= 4096 {
                self.type_cache.clear();
            }
            self.type_cache.insert(text, t);
        }
        Ok(t)
    }

    /// Runs `f` one nesting level deeper; too deep is an error.
    pub(super) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        const MAX_DEPTH: u32 = 200;
        if self.depth >= MAX_DEPTH {
            let span = self.token_span();
            return Err(
                Error::parse(span, "types or attributes are nested too deeply")
                    .label(format!("more than {MAX_DEPTH} levels")),
            );
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    pub(super) fn ty_inner(&mut self) -> Result<TypeId> {
        let start = self.pos_ws();
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let mut inputs = Vec::new();
                if !self.eat(")") {
                    loop {
                        inputs.push(self.ty()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                if !self.eat("->") {
                    return Err(self.expected("`->` in a function type"));
                }
                let results = self.result_types()?;
                Ok(self.types.intern(Type::Func {
                    inputs: inputs.into(),
                    results: results.into(),
                }))
            }
            Some(b'!') => {
                let (name, span) = self.alias_name()?;
                if let Some(&t) = self.type_aliases.get(name) {
                    return Ok(t);
                }
                if name.starts_with("llvm") {
                    return self.llvm_bang_type(name, span);
                }
                Err(self.undefined_alias(name, span))
            }
            _ => {
                let Some((id, span)) = self.bare_id() else {
                    return Err(self.expected("a type"));
                };
                // Fast path for the common scalar types.
                match id {
                    "i1" => return Ok(self.types.i1),
                    "i32" => return Ok(self.types.i32),
                    "i64" => return Ok(self.types.i64),
                    "index" => return Ok(self.types.index),
                    "f32" => return Ok(self.types.f32),
                    "f64" => return Ok(self.types.f64),
                    _ => {}
                }
                let ty = match id {
                    "index" => Type::Index,
                    "f16" => Type::F16,
                    "bf16" => Type::BF16,
                    "f32" => Type::F32,
                    "f64" => Type::F64,
                    "f80" => Type::F80,
                    "f128" => Type::F128,
                    "none" => Type::None,
                    "vector" => return self.vector_type(),
                    "memref" => return self.memref_type(),
                    "tensor" => return self.tensor_type(),
                    "complex" => {
                        self.expect("<")?;
                        let e = self.ty()?;
                        self.expect(">")?;
                        if !self.types.is_float(e) && !self.types.is_int(e) {
                            return Err(Error::parse(
                                span,
                                "complex element type must be a float or an integer",
                            ));
                        }
                        Type::Complex(e)
                    }
                    "tuple" => {
                        self.expect("<")?;
                        let mut v = Vec::new();
                        if !self.eat(">") {
                            loop {
                                v.push(self.ty()?);
                                if self.eat(">") {
                                    break;
                                }
                                self.expect(",")?;
                            }
                        }
                        Type::Tuple(v.into())
                    }
                    _ => {
                        let b = id.as_bytes();
                        let (signed, digits) = if let Some(d) = id.strip_prefix('i') {
                            (None, d)
                        } else if let Some(d) = id.strip_prefix("si") {
                            (Some("signed"), d)
                        } else if let Some(d) = id.strip_prefix("ui") {
                            (Some("unsigned"), d)
                        } else {
                            return Err(unknown_type(id, span));
                        };
                        if digits.is_empty()
                            || !digits.bytes().all(|c| c.is_ascii_digit())
                            || b.len() > 12
                        {
                            return Err(unknown_type(id, span));
                        }
                        let w: u64 = digits.parse().unwrap_or(u64::MAX);
                        if w == 0 || w > 1 << 23 {
                            return Err(Error::parse(
                                span,
                                format!("integer width {digits} is out of range"),
                            )
                            .label("widths go from 1 to 8388608 (LLVM's limit)"));
                        }
                        if let Some(s) = signed {
                            return Err(Error::parse(
                                span,
                                format!("{s} integer types are not supported: Std ops take signless integers"),
                            )
                            .help(format!("use `i{digits}`")));
                        }
                        Type::Int(w as u32)
                    }
                };
                let _ = start;
                Ok(self.types.intern(ty))
            }
        }
    }

    /// `4x?x` dimension list: stops before the element type.
    pub(super) fn shape(&mut self, allow_dynamic: bool) -> Result<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            let start = self.pos_ws();
            let b = self.rest().as_bytes();
            let dim = match b.first() {
                Some(b'?') => {
                    if !allow_dynamic {
                        return Err(Error::parse(
                            Span::new(start, start + 1),
                            "vector dimensions must be static",
                        ));
                    }
                    self.pos += 1;
                    DYNAMIC
                }
                Some(c) if c.is_ascii_digit() => {
                    let (r, d) =
                        lex::digits(self.rest()).map_err(|_| self.expected("a dimension"))?;
                    self.pos = self.src.len() - r.len();
                    d.parse::<i64>()
                        .ok()
                        .filter(|&v| v < 1 << 40)
                        .ok_or_else(|| {
                            Error::parse(Span::new(start, self.pos), "dimension is too large")
                        })?
                }
                _ => return Ok(dims),
            };
            self.ws();
            if !self.rest().starts_with('x') {
                return Err(self.expected("`x` after a dimension"));
            }
            self.pos += 1;
            dims.push(dim);
        }
    }

    pub(super) fn vector_type(&mut self) -> Result<TypeId> {
        let open = self.expect("<")?;
        if let Some(k) = self
            .rest()
            .find(['[', '>'])
            .filter(|&k| self.rest().as_bytes()[k] == b'[')
        {
            let at = self.pos + k;
            return Err(Error::parse(
                Span::new(at, at + 1),
                "scalable vectors (`[N]` dimensions) are not supported: mlir2ll targets fixed-width vectors",
            )
            .label("a scalable dimension"));
        }
        // An empty shape is a 0-D vector (`vector<f32>`): one element.
        let shape = self.shape(false)?;
        let _ = open;
        let total = shape.iter().try_fold(1u64, |n, d| n.checked_mul(*d as u64));
        if total.is_none_or(|n| n > MAX_ELEMENTS) || shape.contains(&0) {
            return Err(Error::parse(
                open,
                format!("vectors must have between 1 and {MAX_ELEMENTS} elements"),
            ));
        }
        if shape.len() > 32 {
            return Err(Error::parse(
                open,
                "vectors of more than 32 dimensions are not supported",
            ));
        }
        let es = self.pos_ws();
        let elem = self.ty()?;
        // `vector<4x!llvm.ptr>`: today's spelling of `!llvm.vec<4 x ptr>`.
        let ptrs = shape.len() == 1 && matches!(self.types.get(elem), Type::LlvmPtr(..));
        if !(self.types.is_int(elem)
            || self.types.is_float(elem)
            || elem == self.types.index
            || ptrs)
        {
            return Err(Error::parse(
                Span::new(es, self.pos),
                "vector elements must be integers, floats, index or (in 1-D vectors) LLVM pointers",
            ));
        }
        self.expect(">")?;
        Ok(self.types.intern(Type::Vector {
            shape: shape.into(),
            elem,
        }))
    }

    pub(super) fn tensor_type(&mut self) -> Result<TypeId> {
        self.expect("<")?;
        let shape = if self.eat("*") {
            self.ws();
            if !self.rest().starts_with('x') {
                return Err(self.expected("`x` after `*`"));
            }
            self.pos += 1;
            None
        } else {
            Some(self.shape(true)?.into())
        };
        let elem = self.ty()?;
        if self.eat(",") {
            self.attr()?; // encoding
        }
        self.expect(">")?;
        Ok(self.types.intern(Type::Tensor { shape, elem }))
    }

    pub(super) fn memref_type(&mut self) -> Result<TypeId> {
        self.expect("<")?;
        if self.eat("*") {
            self.ws();
            if !self.rest().starts_with('x') {
                return Err(self.expected("`x` after `*`"));
            }
            self.pos += 1;
            let elem = self.ty()?;
            let space = if self.eat(",") {
                self.memory_space()?
            } else {
                0
            };
            self.expect(">")?;
            return Ok(self.types.intern(Type::UnrankedMemRef { elem, space }));
        }
        let sstart = self.pos_ws();
        let shape = self.shape(true)?;
        let statics = shape.iter().filter(|d| **d != DYNAMIC);
        if statics
            .clone()
            .try_fold(1i64, |n, d| n.checked_mul(*d))
            .is_none()
        {
            return Err(Error::parse(
                Span::new(sstart, self.pos),
                "the memref has more elements than a 64-bit size can count",
            ));
        }
        let elem = self.ty()?;
        let mut layout = Layout::Identity;
        let mut space = 0;
        while self.eat(",") {
            if self.peek_kw("offset") {
                self.eat_kw("offset");
                self.expect(":")?;
                let offset = self.dyn_int()?;
                self.expect(",")?;
                if !self.eat_kw("strides") {
                    return Err(self.expected("`strides`"));
                }
                self.expect(":")?;
                let strides = self.dyn_int_list()?;
                layout = Layout::Strided {
                    offset,
                    strides: strides.into(),
                };
            } else if self.peek_kw("strided") {
                self.eat_kw("strided");
                self.expect("<")?;
                let strides = self.dyn_int_list()?;
                let mut offset = Some(0);
                if self.eat(",") {
                    if !self.eat_kw("offset") {
                        return Err(self.expected("`offset`"));
                    }
                    self.expect(":")?;
                    offset = self.dyn_int()?;
                }
                self.expect(">")?;
                layout = Layout::Strided {
                    offset,
                    strides: strides.into(),
                };
            } else if self.peek_kw("affine_map") || self.peek() == Some(b'#') {
                match self.attr()? {
                    Attr::Opaque(text) => {
                        layout = crate::mlir::affine::layout_of(&text, shape.len())
                            .unwrap_or(Layout::Affine(text.into()));
                    }
                    _ => return Err(self.expected("a layout map")),
                }
            } else {
                space = self.memory_space()?;
            }
        }
        self.expect(">")?;
        Ok(self.types.intern(Type::MemRef {
            shape: shape.into(),
            elem,
            layout,
            space,
        }))
    }

    pub(super) fn memory_space(&mut self) -> Result<u32> {
        if self.peek_kw("memspace0") {
            self.eat_kw("memspace0");
            return Ok(0);
        }
        let (v, _) = self.small_int("a memory space number")?;
        Ok(v as u32)
    }

    pub(super) fn dyn_int(&mut self) -> Result<Option<i64>> {
        if self.eat("?") {
            return Ok(None);
        }
        let (n, span) = self.number()?;
        match n {
            NumLit::Int { value, .. } if (i64::MIN as i128..=i64::MAX as i128).contains(&value) => {
                Ok(Some(value as i64))
            }
            _ => Err(Error::parse(span, "expected an integer or `?`")),
        }
    }

    pub(super) fn dyn_int_list(&mut self) -> Result<Vec<Option<i64>>> {
        self.expect("[")?;
        let mut v = Vec::new();
        if self.eat("]") {
            return Ok(v);
        }
        loop {
            v.push(self.dyn_int()?);
            if self.eat("]") {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }
}

/// The length of a function type at the start of `b` whose inputs and
/// results are builtin type names (letters and digits): `(T, U) -> V` or
/// `(T) -> (U, V)`, or with an [`llvm_struct_len`] result if `bang`;
/// `None` for any other text.
fn simple_fn_type_len(b: &[u8], bang: bool) -> Option<usize> {
    let list = |at: usize| -> Option<usize> {
        // `(` names, `, ` ... `)`: the index after the `)`.
        if b.get(at) != Some(&b'(') {
            return None;
        }
        let mut k = at + 1;
        while let Some(&c) = b.get(k) {
            match c {
                b')' => return Some(k + 1),
                b'a'..=b'z' | b'0'..=b'9' | b',' | b' ' => k += 1,
                _ => return None,
            }
        }
        None
    };
    let k = list(0)?;
    if !b[k..].starts_with(b" -> ") {
        return None;
    }
    let r = k + 4;
    if b.get(r) == Some(&b'(') {
        return list(r);
    }
    if bang && b.get(r) == Some(&b'!') {
        return Some(r + llvm_struct_len(&b[r..])?);
    }
    let n = b[r..]
        .iter()
        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        .count();
    // A name, not followed by more of a type (`<`, `.`, `x`...).
    if n == 0
        || b.get(r + n)
            .is_some_and(|&c| is_ident_byte(c) || c == b'<' || c == b'.')
    {
        return None;
    }
    Some(r + n)
}

/// The length of an LLVM struct of integers and floats at the start of
/// `b`: `!llvm.struct<(i32, f64)>` (fields `i<N>` or `f<N>`, `, `
/// between them); `None` for any other text.
fn llvm_struct_len(b: &[u8]) -> Option<usize> {
    const OPEN: &[u8] = b"!llvm.struct<(";
    if !b.starts_with(OPEN) {
        return None;
    }
    let mut k = OPEN.len();
    loop {
        if !matches!(b.get(k), Some(b'i' | b'f')) {
            return None;
        }
        let d = b[k + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if d == 0 {
            return None;
        }
        k += 1 + d;
        match b.get(k) {
            Some(b')') => break,
            Some(b',') if b.get(k + 1) == Some(&b' ') => k += 2,
            _ => return None,
        }
    }
    (b.get(k + 1) == Some(&b'>')).then_some(k + 2)
}
