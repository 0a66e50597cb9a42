//! LLVM IR types: `iN`, the float types, `ptr` (as `i8*`), typed pointers,
//! structs (literal, packed, named), arrays, vectors, function types.

use super::Importer;
use super::lex::Tok;
use crate::diag::Result;
use crate::llvm::ir::*;

impl<'s> Importer<'s> {
    /// Whether the current token starts a type.
    pub(super) fn at_type(&self) -> bool {
        match self.lx.tok {
            Tok::Local => true,
            Tok::Punct(b'{' | b'<' | b'[') => true,
            Tok::Word => {
                let w = self.lx.name();
                matches!(
                    w,
                    b"void"
                        | b"half"
                        | b"bfloat"
                        | b"float"
                        | b"double"
                        | b"x86_fp80"
                        | b"fp128"
                        | b"ppc_fp128"
                        | b"ptr"
                        | b"label"
                        | b"metadata"
                        | b"token"
                        | b"x86_mmx"
                        | b"x86_amx"
                ) || (w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit))
            }
            _ => false,
        }
    }

    /// A type, with its pointer (`*`, `addrspace(N)*`) and function-type
    /// suffixes.
    pub(super) fn ty(&mut self) -> Result<Ty> {
        let t = self.base_ty()?;
        self.ty_rest(t)
    }

    /// The suffixes of a type whose base `t` was read (inlined: `ty` is
    /// the hot path).
    #[inline(always)]
    pub(super) fn ty_rest(&mut self, mut t: Ty) -> Result<Ty> {
        loop {
            match self.lx.tok {
                Tok::Punct(b'*') => {
                    self.check_pointee(t)?;
                    t = self.ptr0(t);
                    self.lx.next()?;
                }
                Tok::Word if self.lx.is("addrspace") => {
                    self.lx.next()?;
                    self.lx.punct(b'(')?;
                    let a = self.lx.int_u32()?;
                    self.lx.punct(b')')?;
                    if self.lx.tok != Tok::Punct(b'*') {
                        return Err(self.lx.expected("`*`"));
                    }
                    self.lx.next()?;
                    self.check_pointee(t)?;
                    t = self.t.intern(Type::Ptr(t, a));
                }
                Tok::Punct(b'(') => {
                    self.lx.next()?;
                    let mut params = Vec::new();
                    let mut vararg = false;
                    while self.lx.tok != Tok::Punct(b')') {
                        if self.lx.tok == Tok::Dots {
                            self.lx.next()?;
                            vararg = true;
                            break;
                        }
                        let p = self.ty()?;
                        self.check_value_type(p)?;
                        params.push(p);
                        if !self.lx.eat_punct(b',')? {
                            break;
                        }
                    }
                    self.lx.punct(b')')?;
                    t = self.t.intern(Type::Func {
                        ret: t,
                        params: params.into(),
                        vararg,
                    });
                }
                _ => return Ok(t),
            }
        }
    }

    /// `t*` (address space 0), cached by `t`.
    pub(super) fn ptr0(&mut self, t: Ty) -> Ty {
        if let Some(&p) = self.ptrs.get(t.index())
            && p != u32::MAX
        {
            return Ty::new(p as usize);
        }
        let p = self.t.intern(Type::Ptr(t, 0));
        if self.ptrs.len() <= t.index() {
            self.ptrs.resize(t.index() + 1, u32::MAX);
        }
        self.ptrs[t.index()] = p.index() as u32;
        p
    }

    /// `t*` in address space `space` (cached in space 0).
    pub(super) fn ptr_in(&mut self, t: Ty, space: u32) -> Ty {
        if space == 0 {
            self.ptr0(t)
        } else {
            self.t.intern(Type::Ptr(t, space))
        }
    }

    fn check_pointee(&self, t: Ty) -> Result<()> {
        if t == self.t.void {
            return Err(self.lx.err("`void*` is not a type: use `i8*`"));
        }
        Ok(())
    }

    /// Rejects `void` and function types where a value's type is needed.
    pub(super) fn check_value_type(&self, t: Ty) -> Result<()> {
        match self.t.get(t) {
            Type::Void => Err(self.lx.err("`void` is not a value type")),
            Type::Func { .. } => Err(self.lx.err("a function type is not a value type")),
            _ => Ok(()),
        }
    }

    fn base_ty(&mut self) -> Result<Ty> {
        if matches!(self.lx.tok, Tok::Punct(b'{' | b'<' | b'[')) {
            return self.aggregate_ty();
        }
        let t = match self.lx.tok {
            Tok::Local => match self.lx.name_cow() {
                std::borrow::Cow::Borrowed(n) => match self.named.get(n) {
                    Some(&t) => t,
                    None => {
                        let t = self
                            .t
                            .intern(Type::Named(String::from_utf8_lossy(n).into()));
                        self.named.insert(n, t);
                        t
                    }
                },
                std::borrow::Cow::Owned(_) => {
                    let n: Box<str> = self.lx.name_str().into();
                    self.t.intern(Type::Named(n))
                }
            },
            Tok::Word => {
                let w = self.lx.name();
                match w {
                    b"i32" => self.t.i32,
                    b"i64" => self.t.i64,
                    b"i8" => self.t.i8,
                    b"i1" => self.t.i1,
                    b"i16" => self.float_ty(6, Type::Int(16)),
                    b"void" => self.t.void,
                    b"half" => self.float_ty(0, Type::Half),
                    b"bfloat" => self.float_ty(1, Type::BFloat),
                    b"float" => self.float_ty(2, Type::Float),
                    b"double" => self.float_ty(3, Type::Double),
                    b"x86_fp80" => self.float_ty(4, Type::X86Fp80),
                    b"fp128" => self.float_ty(5, Type::Fp128),
                    b"ptr" => {
                        self.opaque = true;
                        self.lx.next()?;
                        let mut space = 0;
                        if self.lx.is("addrspace") {
                            self.lx.next()?;
                            self.lx.punct(b'(')?;
                            space = self.lx.int_u32()?;
                            self.lx.punct(b')')?;
                        }
                        if space == 0 {
                            return Ok(self.i8p);
                        }
                        return Ok(self.t.intern(Type::Ptr(self.t.i8, space)));
                    }
                    _ if w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit) => {
                        let bits: u32 = self.lx.text()[1..]
                            .parse()
                            .ok()
                            .filter(|b| (1..=(1 << 23)).contains(b))
                            .ok_or_else(|| self.lx.err("integer width out of range"))?;
                        self.t.int(bits)
                    }
                    b"label" | b"metadata" | b"token" | b"ppc_fp128" | b"x86_mmx" | b"x86_amx" => {
                        return Err(self
                            .lx
                            .err(format!("type `{}` is not supported here", self.lx.text())));
                    }
                    _ => return Err(self.lx.expected("a type")),
                }
            }
            _ => return Err(self.lx.expected("a type")),
        };
        self.lx.next()?;
        Ok(t)
    }

    /// Float type `t` (or `i16`), interned once (cached as `floats[k]`,
    /// `u32::MAX` until then: interned where it first appears, as without
    /// the cache).
    fn float_ty(&mut self, k: usize, t: Type) -> Ty {
        match self.floats[k] {
            u32::MAX => {
                let ty = self.t.intern(t);
                self.floats[k] = ty.index() as u32;
                ty
            }
            i => Ty::new(i as usize),
        }
    }

    /// A struct, array or vector type, cached by its text: csmith's
    /// initializers and constant `getelementptr`s repeat the same nested
    /// array types thousands of times. Only a group read in full is cached,
    /// so a hit reads exactly what a miss would (the same interned type,
    /// nothing else changed: a `ptr` inside was already seen).
    fn aggregate_ty(&mut self) -> Result<Ty> {
        let Some(end) = self.lx.group_end() else {
            return self.aggregate_ty_uncached();
        };
        let key = &self.lx.src.as_bytes()[self.lx.start..end];
        if let Some(&t) = self.agg_tys.get(key) {
            self.seek(end)?;
            return Ok(t);
        }
        let t = self.aggregate_ty_uncached()?;
        if self.lx.prev_end == end {
            self.agg_tys.insert(key, t);
        }
        Ok(t)
    }

    fn aggregate_ty_uncached(&mut self) -> Result<Ty> {
        match self.lx.tok {
            Tok::Punct(b'{') => {
                self.lx.next()?;
                let f = self.fields(b'}')?;
                Ok(self.t.intern(Type::Struct(f.into())))
            }
            Tok::Punct(b'<') => {
                self.lx.next()?;
                if self.lx.tok == Tok::Punct(b'{') {
                    self.lx.next()?;
                    let f = self.fields(b'}')?;
                    self.lx.punct(b'>')?;
                    return Ok(self.t.intern(Type::PackedStruct(f.into())));
                }
                if self.lx.is("vscale") {
                    return Err(self
                        .lx
                        .err("scalable vectors cannot be expressed in MLIR 13's LLVM dialect"));
                }
                let n = self.count()?;
                let e = self.ty()?;
                self.lx.punct(b'>')?;
                let elem = self.t.get(e);
                if !(elem.is_int_or_float() || matches!(elem, Type::Ptr(..))) {
                    return Err(self
                        .lx
                        .err("vector elements must be integers, floats or pointers"));
                }
                Ok(self.t.intern(Type::Vector(n, e)))
            }
            _ => {
                self.lx.next()?;
                let n = self.count()?;
                let e = self.ty()?;
                self.check_value_type(e)?;
                self.lx.punct(b']')?;
                Ok(self.t.intern(Type::Array(n, e)))
            }
        }
    }

    fn count(&mut self) -> Result<u64> {
        if self.lx.tok != Tok::Int {
            return Err(self.lx.expected("an element count"));
        }
        let n = u64::try_from(self.lx.int()?).map_err(|_| self.lx.err("bad element count"))?;
        self.lx.next()?;
        self.lx.word("x")?;
        Ok(n)
    }

    fn fields(&mut self, close: u8) -> Result<Vec<Ty>> {
        let mut f = Vec::new();
        while self.lx.tok != Tok::Punct(close) {
            let t = self.ty()?;
            self.check_value_type(t)?;
            f.push(t);
            if !self.lx.eat_punct(b',')? {
                break;
            }
        }
        self.lx.punct(close)?;
        Ok(f)
    }

    /// The type `indices` (after the first) select inside `t` (for
    /// `getelementptr`, `extractvalue`, `insertvalue`): `None` if one does
    /// not apply.
    pub(super) fn field_ty(&self, t: Ty, index: i128) -> Option<Ty> {
        let t = self.resolve(t);
        match self.t.get(t) {
            Type::Struct(f) | Type::PackedStruct(f) => {
                usize::try_from(index).ok().and_then(|i| f.get(i)).copied()
            }
            Type::Array(_, e) | Type::Vector(_, e) => Some(*e),
            _ => None,
        }
    }

    /// A named struct's body (the type itself otherwise).
    pub(super) fn resolve(&self, t: Ty) -> Ty {
        match self.t.get(t) {
            Type::Named(n) => self.t.named_body(n).unwrap_or(t),
            _ => t,
        }
    }
}
