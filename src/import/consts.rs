//! Constants: initializers of globals, and constant operands of
//! instructions (which the body materializes, [`super::body`]). Both read
//! into [`GConst`], typed exactly as the slot they fill: a pointer of
//! another type (a global's address where `ptr` is expected) is bitcast.

use super::body::FnState;
use super::lex::Tok;
use super::{Importer, Sym};
use crate::diag::{Error, Result};
use crate::llvm::ir::*;
use crate::types::Type as StdType;

impl Importer<'_> {
    /// Materializes constant `c` of type `ty` as a value.
    pub(super) fn mat(&mut self, st: &mut FnState, b: &mut Body, c: &GConst, ty: Ty) -> Value {
        match c {
            GConst::Int(v) => b.value(ty, ValueKind::ConstInt(*v)),
            GConst::Float(f) => b.value(ty, ValueKind::ConstFloat(*f)),
            GConst::Undef => b.value(ty, ValueKind::Undef),
            GConst::Null => b.value(ty, ValueKind::Null),
            GConst::Zero => self.zero(b, ty),
            GConst::Bytes(bytes) => {
                let vals: Vec<Value> = bytes
                    .iter()
                    .map(|&x| b.value(self.t.i8, ValueKind::ConstInt(x as i8 as i128)))
                    .collect();
                let l = b.list(&vals);
                b.value(ty, ValueKind::ConstAgg(l))
            }
            GConst::FuncAddr(f) => b.value(ty, ValueKind::FuncAddr(*f)),
            GConst::GlobalAddr(g) => b.value(ty, ValueKind::GlobalAddr(*g)),
            GConst::Agg(elems) => {
                let body = self.resolve(ty);
                let tys: Vec<Ty> = (0..elems.len())
                    .map(|k| self.field_ty(body, k as i128).unwrap_or(ty))
                    .collect();
                let vals: Vec<Value> = elems
                    .iter()
                    .zip(&tys)
                    .map(|(e, &t)| self.mat(st, b, e, t))
                    .collect();
                let constant = vals.iter().all(|v| {
                    !matches!(b.values[v.index()].kind, ValueKind::Inst(_))
                        && !st.hoist.iter().any(|(_, h)| h == v)
                });
                if constant {
                    let l = b.list(&vals);
                    return b.value(ty, ValueKind::ConstAgg(l));
                }
                let vector = matches!(self.t.get(body), Type::Vector(..));
                let mut acc = b.value(ty, ValueKind::Undef);
                for (k, v) in vals.into_iter().enumerate() {
                    acc = if vector {
                        let i = b.value(self.t.i32, ValueKind::ConstInt(k as i128));
                        self.emit(st, b, InstKind::InsertElement(acc, v, i), ty)
                    } else {
                        let l = b.index_list(&[k as u32]);
                        self.emit(st, b, InstKind::InsertValue(acc, v, l), ty)
                    };
                }
                acc
            }
            GConst::Cast {
                op,
                from,
                value,
                to,
            } => {
                let v = self.mat(st, b, value, *from);
                self.emit(st, b, InstKind::Cast(*op, v), *to)
            }
            GConst::Gep {
                elem,
                base_ty,
                base,
                indices,
            } => {
                let bv = self.mat(st, b, base, *base_ty);
                let idx: Vec<Value> = indices
                    .iter()
                    .map(|&(t, v)| b.value(t, ValueKind::ConstInt(v)))
                    .collect();
                let mut cur = *elem;
                for &(_, v) in indices.iter().skip(1) {
                    cur = self.field_ty(cur, v).unwrap_or(cur);
                }
                let space = match self.t.get(*base_ty) {
                    Type::Ptr(_, s) => *s,
                    _ => 0,
                };
                let rt = self.ptr_in(cur, space);
                let l = b.list(&idx);
                let g = self.emit(
                    st,
                    b,
                    InstKind::Gep {
                        elem: *elem,
                        base: bv,
                        indices: l,
                    },
                    rt,
                );
                if rt == ty {
                    g
                } else {
                    self.emit(st, b, InstKind::Cast(CastOp::Bitcast, g), ty)
                }
            }
        }
    }

    /// The zero value of `ty`.
    fn zero(&mut self, b: &mut Body, ty: Ty) -> Value {
        let body = self.resolve(ty);
        match self.t.get(body).clone() {
            Type::Int(_) => b.value(ty, ValueKind::ConstInt(0)),
            Type::Ptr(..) => b.value(ty, ValueKind::Null),
            Type::Struct(f) | Type::PackedStruct(f) => {
                let vals: Vec<Value> = f.iter().map(|&t| self.zero(b, t)).collect();
                let l = b.list(&vals);
                b.value(ty, ValueKind::ConstAgg(l))
            }
            Type::Array(n, e) | Type::Vector(n, e) => {
                let vals: Vec<Value> = (0..n).map(|_| self.zero(b, e)).collect();
                let l = b.list(&vals);
                b.value(ty, ValueKind::ConstAgg(l))
            }
            _ => b.value(ty, ValueKind::ConstFloat(0)),
        }
    }

    /// A constant of type `ty` (the type token already read).
    pub(super) fn gconst(&mut self, ty: Ty) -> Result<GConst> {
        let span = self.lx.span();
        let (c, t) = self.gconst_any(ty)?;
        self.convert(c, t, ty).ok_or_else(|| {
            crate::diag::Error::parse(
                span.to(self.lx.span()),
                format!(
                    "this constant has type `{}`, expected `{}`",
                    crate::print::ll::type_name(&self.t, t),
                    crate::print::ll::type_name(&self.t, ty)
                ),
            )
        })
    }

    /// `c` (of type `from`) as a constant of type `to`: pointers are
    /// bitcast (opaque pointers are `i8*`), anything else must match.
    pub(super) fn convert(&mut self, c: GConst, from: Ty, to: Ty) -> Option<GConst> {
        if from == to {
            return Some(c);
        }
        match (self.t.get(from), self.t.get(to)) {
            (Type::Ptr(_, a), Type::Ptr(_, b)) if a == b => Some(GConst::Cast {
                op: CastOp::Bitcast,
                from,
                value: Box::new(c),
                to,
            }),
            _ => None,
        }
    }

    /// A type token then a constant: `i32 5`.
    pub(super) fn typed_gconst(&mut self) -> Result<(GConst, Ty)> {
        let t = self.ty()?;
        self.check_value_type(t)?;
        Ok((self.gconst(t)?, t))
    }

    /// Whether a constant of type `t` may fill a slot of type `want`: the
    /// same type, or one that differs only in which pointers it holds
    /// (`llvm.global_ctors` entries read as `ptr` stand in a slot typed
    /// with a function pointer, see `ctor_type`).
    fn fits(&self, t: Ty, want: Ty) -> bool {
        if t == want {
            return true;
        }
        let (t, want) = (self.resolve(t), self.resolve(want));
        match (self.t.get(t), self.t.get(want)) {
            (Type::Ptr(..), Type::Ptr(..)) => true,
            (Type::Struct(a), Type::Struct(b)) | (Type::PackedStruct(a), Type::PackedStruct(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| self.fits(*x, *y))
            }
            (Type::Array(n, a), Type::Array(m, b)) | (Type::Vector(n, a), Type::Vector(m, b)) => {
                n == m && self.fits(*a, *b)
            }
            _ => t == want,
        }
    }

    /// A constant whose natural type may differ from `ty` only for
    /// pointers; returns it with its natural type.
    fn gconst_any(&mut self, ty: Ty) -> Result<(GConst, Ty)> {
        let lx = &mut self.lx;
        let c = match lx.tok {
            Tok::Int => {
                let v = lx.int()?;
                if !matches!(self.t.get(ty), Type::Int(_)) {
                    return Err(self.lx.err("an integer constant needs an integer type"));
                }
                GConst::Int(sext(v, self.int_width(ty)))
            }
            Tok::Float => GConst::Float(self.float_bits(ty)?),
            Tok::CStr => {
                let bytes = lx.name().to_vec();
                if !matches!(*self.t.get(ty), Type::Array(n, e) if n == bytes.len() as u64 && e == self.t.i8)
                {
                    return Err(self.lx.err(format!(
                        "a string of {} bytes needs type `[{} x i8]`",
                        bytes.len(),
                        bytes.len()
                    )));
                }
                GConst::Bytes(bytes)
            }
            Tok::Global => return self.global_ref(),
            Tok::Punct(open @ (b'{' | b'[' | b'<')) => {
                lx.next()?;
                let packed = open == b'<' && lx.tok == Tok::Punct(b'{');
                if packed {
                    lx.next()?;
                }
                let close = if open == b'[' {
                    b']'
                } else if open == b'<' && !packed {
                    b'>'
                } else {
                    b'}'
                };
                // Sized for the type's elements (capped: the count is
                // checked only once they are read).
                let cap = match self.t.get(self.resolve(ty)) {
                    Type::Struct(f) | Type::PackedStruct(f) => f.len(),
                    Type::Array(n, _) | Type::Vector(n, _) => (*n).min(1 << 12) as usize,
                    _ => 0,
                };
                let mut elems = Vec::with_capacity(cap);
                // The first element whose type does not fit its slot (as
                // LLVM checks; reported after the count is checked).
                let mut misfit = None;
                // The integer elements of arrays and structs, the common
                // case (csmith's tables and struct initializers): `iN v`
                // where the slot is `iN`, read here as `typed_gconst` reads
                // it, without its calls (`iN` is the slot's type, interned
                // once). Anything else goes the long way.
                let body = self.resolve(ty);
                let int_elem = match *self.t.get(body) {
                    Type::Array(_, e) | Type::Vector(_, e) => match *self.t.get(e) {
                        Type::Int(w) => Some((e, w)),
                        _ => None,
                    },
                    _ => None,
                };
                while self.lx.tok != Tok::Punct(close) {
                    let at = self.lx.span();
                    let k = elems.len();
                    let slot = match self.t.get(body) {
                        Type::Struct(f) | Type::PackedStruct(f) => {
                            f.get(k).and_then(|&e| match *self.t.get(e) {
                                Type::Int(w) => Some((e, w)),
                                _ => None,
                            })
                        }
                        _ => int_elem,
                    };
                    let (c, t) = match slot {
                        Some((e, w))
                            if self.lx.tok == Tok::Word
                                && self.lx.name().split_first().is_some_and(|(&i, d)| {
                                    i == b'i' && super::body::number(d) == Some(w as usize)
                                }) =>
                        {
                            // The type is `e` (as `ty` reads it).
                            self.lx.next()?;
                            if self.lx.tok == Tok::Int {
                                let v = self.lx.int()?;
                                self.lx.next()?;
                                (GConst::Int(sext(v, w)), e)
                            } else {
                                let t = self.ty_rest(e)?;
                                self.check_value_type(t)?;
                                (self.gconst(t)?, t)
                            }
                        }
                        _ => self.typed_gconst()?,
                    };
                    // Each element has its slot's type; a pointer may stand
                    // for another pointer (`llvm.global_ctors` entries read
                    // as `ptr` have a function pointer's slot). Elements past
                    // the slots fail the count check, made first.
                    let want = match self.t.get(body) {
                        Type::Struct(f) | Type::PackedStruct(f) => f.get(k).copied(),
                        Type::Array(_, e) | Type::Vector(_, e) => Some(*e),
                        _ => None,
                    };
                    if misfit.is_none()
                        && let Some(want) = want
                        && !self.fits(t, want)
                    {
                        misfit = Some((k, t, at, want));
                    }
                    elems.push(c);
                    if !self.lx.eat_punct(b',')? {
                        break;
                    }
                }
                self.lx.punct(close)?;
                if packed {
                    self.lx.punct(b'>')?;
                }
                let body = self.resolve(ty);
                let n = match self.t.get(body) {
                    Type::Struct(f) if open == b'{' => f.len() as u64,
                    Type::PackedStruct(f) if packed => f.len() as u64,
                    Type::Array(n, _) if open == b'[' => *n,
                    Type::Vector(n, _) if open == b'<' && !packed => *n,
                    _ => {
                        return Err(self.lx.err(format!(
                            "this aggregate constant does not match type `{}`",
                            crate::print::ll::type_name(&self.t, ty)
                        )));
                    }
                };
                if n != elems.len() as u64 {
                    return Err(self
                        .lx
                        .err(format!("expected {n} elements, found {}", elems.len())));
                }
                if let Some((k, t, at, want)) = misfit {
                    return Err(Error::parse(
                        at,
                        format!(
                            "element {k} of this constant is `{}`, but its type `{}` needs `{}` there",
                            crate::print::ll::type_name(&self.t, t),
                            crate::print::ll::type_name(&self.t, ty),
                            crate::print::ll::type_name(&self.t, want)
                        ),
                    ));
                }
                return Ok((GConst::Agg(elems), ty));
            }
            Tok::Word => {
                let w = lx.text();
                match w {
                    "true" | "false" => {
                        if ty != self.t.i1 {
                            return Err(lx.err(format!("`{w}` needs type `i1`")));
                        }
                        GConst::Int(if w == "true" { -1 } else { 0 })
                    }
                    "null" => {
                        if !matches!(self.t.get(ty), Type::Ptr(..)) {
                            return Err(lx.err("`null` needs a pointer type"));
                        }
                        GConst::Null
                    }
                    "undef" | "poison" => GConst::Undef,
                    "zeroinitializer" => GConst::Zero,
                    "getelementptr" => return self.gep_const(),
                    "splat" => {
                        // `splat (T v)` (LLVM 19+): every lane `v`.
                        let Type::Vector(n, _) = *self.t.get(ty) else {
                            return Err(lx.err("`splat` needs a vector type"));
                        };
                        lx.next()?;
                        lx.punct(b'(')?;
                        let (c, _) = self.typed_gconst()?;
                        self.lx.punct(b')')?;
                        return Ok((GConst::Agg(vec![c; n as usize]), ty));
                    }
                    _ => {
                        if let Some(op) = cast_op(w) {
                            lx.next()?;
                            lx.punct(b'(')?;
                            let (v, from) = self.typed_gconst()?;
                            self.lx.word("to")?;
                            let to = self.ty()?;
                            self.lx.punct(b')')?;
                            return Ok((
                                GConst::Cast {
                                    op,
                                    from,
                                    value: Box::new(v),
                                    to,
                                },
                                to,
                            ));
                        }
                        return Err(lx.err(format!(
                            "constant `{w}` is not supported by the importer (expected a number, `null`, `undef`, `zeroinitializer`, an aggregate, a global, `getelementptr` or a cast)"
                        )));
                    }
                }
            }
            _ => return Err(lx.expected("a constant")),
        };
        self.lx.next()?;
        Ok((c, ty))
    }

    /// `@name`: the address of a global or function.
    fn global_ref(&mut self) -> Result<(GConst, Ty)> {
        let Some(&sym) = self.syms.get(self.lx.name()) else {
            return Err(self
                .lx
                .err(format!("`@{}` is not defined", self.lx.name_str())));
        };
        self.lx.next()?;
        Ok(match sym {
            Sym::Global(g) => {
                let gl = &self.globals[g.index()];
                let t = self.ptr_in(gl.ty, gl.addr_space);
                (GConst::GlobalAddr(g), t)
            }
            Sym::Func(f) => {
                let t = self.ptr0(self.funcs[f.index()].ty);
                (GConst::FuncAddr(f), t)
            }
            Sym::Alias(k) => match &self.aliases[k as usize].0 {
                Some(c) => c.clone(),
                None => {
                    return Err(crate::diag::Error::parse(
                        self.lx.span(),
                        "an alias used before its aliasee is read (an alias of a later alias)",
                    ));
                }
            },
        })
    }

    /// Skips the flags of `getelementptr`: `inbounds`, `nuw`, `nusw`,
    /// `inrange(...)` (dropping them only removes poison).
    pub(super) fn skip_gep_flags(&mut self) -> Result<()> {
        while self.lx.tok == Tok::Word
            && matches!(self.lx.name(), b"inbounds" | b"nuw" | b"nusw" | b"inrange")
        {
            self.lx.next()?;
            if self.lx.tok == Tok::Punct(b'(') && self.lx.prev_end == self.lx.start {
                self.lx.skip_group()?;
            }
        }
        Ok(())
    }

    /// `getelementptr [inbounds] (T, T* base, idx...)`.
    fn gep_const(&mut self) -> Result<(GConst, Ty)> {
        self.lx.next()?;
        self.skip_gep_flags()?;
        self.lx.punct(b'(')?;
        let elem = self.ty()?;
        self.lx.punct(b',')?;
        let base_span = self.lx.span();
        let bt = self.ty()?;
        let Type::Ptr(_, space) = *self.t.get(bt) else {
            return Err(crate::diag::Error::parse(
                base_span,
                "the base of `getelementptr` must be a pointer",
            ));
        };
        let want = self.ptr_in(elem, space);
        let (b, bnat) = self.gconst_any(bt)?;
        let base = self
            .convert(b, bnat, want)
            .ok_or_else(|| crate::diag::Error::parse(base_span, "bad base"))?;
        let mut indices = Vec::new();
        let mut cur = elem;
        let mut first = true;
        while self.lx.eat_punct(b',')? {
            while self.lx.is("inrange") {
                self.lx.next()?;
            }
            let it = self.ty()?;
            if !matches!(self.t.get(it), Type::Int(_)) {
                return Err(self
                    .lx
                    .err("constant `getelementptr` indices must be integers"));
            }
            let GConst::Int(v) = self.gconst(it)? else {
                return Err(self
                    .lx
                    .err("constant `getelementptr` indices must be numbers"));
            };
            if !first {
                cur = self
                    .field_ty(cur, v)
                    .ok_or_else(|| self.lx.err("this index does not apply to the type"))?;
            }
            first = false;
            indices.push((it, v));
        }
        self.lx.punct(b')')?;
        let rt = self.ptr_in(cur, space);
        Ok((
            GConst::Gep {
                elem,
                base_ty: want,
                base: Box::new(base),
                indices,
            },
            rt,
        ))
    }

    pub(super) fn int_width(&self, ty: Ty) -> u32 {
        match self.t.get(self.t.elem(ty)) {
            Type::Int(w) => *w,
            _ => 64,
        }
    }

    /// The bits of the current float token in the format of `ty`.
    pub(super) fn float_bits(&self, ty: Ty) -> Result<u64> {
        let text = self.lx.text();
        let st = match self.t.get(ty) {
            Type::Half => StdType::F16,
            Type::BFloat => StdType::BF16,
            Type::Float => StdType::F32,
            Type::Double => StdType::F64,
            Type::X86Fp80 => StdType::F80,
            Type::Fp128 => StdType::F128,
            _ => return Err(self.lx.err("a float constant needs a float type")),
        };
        let inexact = || {
            self.lx.err(
                "this constant is not exactly representable as a double (mlir2ll keeps wide floats as doubles)",
            )
        };
        if let Some(hex) = text.strip_prefix("0x") {
            let (kind, digits) = match hex.as_bytes().first() {
                Some(k @ (b'K' | b'L' | b'M' | b'H' | b'R')) => (*k, &hex[1..]),
                _ => (b'D', hex),
            };
            let v = u128::from_str_radix(digits, 16).map_err(|_| self.lx.err("bad hex float"))?;
            return match (kind, &st) {
                (b'H', StdType::F16) | (b'R', StdType::BF16) => Ok(v as u64 & 0xffff),
                (b'D', StdType::F64) => Ok(v as u64),
                (b'D', StdType::F32) => {
                    let d = f64::from_bits(v as u64);
                    let f = d as f32;
                    if (f as f64).to_bits() != d.to_bits() && !d.is_nan() {
                        return Err(self.lx.err("this double is not exactly a float"));
                    }
                    Ok(f.to_bits() as u64)
                }
                (b'D', StdType::F16 | StdType::BF16) => {
                    Ok(crate::float::bits_of(f64::from_bits(v as u64), &st))
                }
                (b'K', StdType::F80) => f80_to_f64((v >> 64) as u16, v as u64).ok_or_else(inexact),
                (b'L', StdType::F128) => {
                    // `0xL`: the low 64 bits, then the high 64 bits.
                    let q = ((v & u64::MAX as u128) << 64) | (v >> 64);
                    f128_to_f64(q).ok_or_else(inexact)
                }
                _ => Err(self.lx.err("this hex float form does not match the type")),
            };
        }
        let v: f64 = match short_decimal(text) {
            Some(v) => v,
            None => text.parse().map_err(|_| self.lx.err("bad float"))?,
        };
        Ok(match st {
            StdType::F80 | StdType::F128 => {
                if !crate::float::decimal_exact_in_f64(text) {
                    return Err(inexact());
                }
                v.to_bits()
            }
            _ => crate::float::bits_of(v, &st),
        })
    }
}

/// A decimal `[-]D.D` of at most 15 digits as a double, exactly as
/// `str::parse` reads it (both are exact, the quotient rounded once: the
/// fast path of Clinger's algorithm); `None` for any other spelling.
fn short_decimal(text: &str) -> Option<f64> {
    /// The powers of ten a double holds exactly.
    const POW10: [f64; 16] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ];
    let (neg, t) = match text.as_bytes() {
        [b'-', t @ ..] => (true, t),
        t => (false, t),
    };
    let dot = t.iter().position(|&c| c == b'.')?;
    let (int, frac) = (&t[..dot], &t[dot + 1..]);
    if int.is_empty() || frac.is_empty() || int.len() + frac.len() > 15 {
        return None;
    }
    let mut m = 0u64;
    for &c in int.iter().chain(frac) {
        if !c.is_ascii_digit() {
            return None;
        }
        m = m * 10 + u64::from(c - b'0');
    }
    let v = m as f64 / POW10[frac.len()];
    Some(if neg { -v } else { v })
}

/// The cast instruction named `w`.
pub(super) fn cast_op(w: &str) -> Option<CastOp> {
    use CastOp::*;
    Some(match w {
        "trunc" => Trunc,
        "zext" => ZExt,
        "sext" => SExt,
        "fptrunc" => FPTrunc,
        "fpext" => FPExt,
        "fptosi" => FPToSI,
        "fptoui" => FPToUI,
        "sitofp" => SIToFP,
        "uitofp" => UIToFP,
        "bitcast" => Bitcast,
        "ptrtoint" => PtrToInt,
        "inttoptr" => IntToPtr,
        "addrspacecast" => AddrSpaceCast,
        _ => return None,
    })
}

/// `v` sign-extended from `bits` (LLVM prints `i8 255` as well as `i8 -1`).
pub(super) fn sext(v: i128, bits: u32) -> i128 {
    if bits >= 128 {
        return v;
    }
    let s = 128 - bits;
    (v << s) >> s
}

/// An x86 80-bit float as a double's bits, if exact.
fn f80_to_f64(se: u16, m: u64) -> Option<u64> {
    let sign = (se >> 15) as u64;
    let e = (se & 0x7fff) as i64;
    if e == 0 && m == 0 {
        return Some(sign << 63);
    }
    if e == 0x7fff {
        let frac = m << 1;
        return Some(sign << 63 | 0x7ff << 52 | if frac == 0 { 0 } else { 1 << 51 | (frac >> 12) });
    }
    // value = m * 2^(e - 16383 - 63)
    let exp = e - 16383 - 63;
    compose(sign, m as u128, exp)
}

/// An IEEE quad as a double's bits, if exact.
fn f128_to_f64(q: u128) -> Option<u64> {
    let sign = (q >> 127) as u64;
    let e = ((q >> 112) & 0x7fff) as i64;
    let f = q & ((1u128 << 112) - 1);
    if e == 0 && f == 0 {
        return Some(sign << 63);
    }
    if e == 0x7fff {
        return Some(sign << 63 | 0x7ff << 52 | if f == 0 { 0 } else { 1 << 51 });
    }
    let (m, exp) = if e == 0 {
        (f, -16382 - 112)
    } else {
        (f | 1 << 112, e - 16383 - 112)
    };
    compose(sign, m, exp)
}

/// `(-1)^sign * m * 2^exp` as a double's bits, if exactly representable.
fn compose(sign: u64, m: u128, exp: i64) -> Option<u64> {
    if m == 0 {
        return Some(sign << 63);
    }
    let tz = m.trailing_zeros() as i64;
    let m = m >> tz;
    let exp = exp + tz;
    if m >= 1 << 53 {
        return None;
    }
    let v = (m as f64) * 2f64.powi(exp.clamp(-2000, 2000) as i32);
    // powi of large magnitudes can lose exactness in two steps; check back.
    if !v.is_finite() || v == 0.0 {
        return None;
    }
    let back = v / 2f64.powi(exp as i32);
    (back == m as f64).then_some(sign << 63 | v.to_bits())
}

#[cfg(test)]
mod tests {
    /// `short_decimal` reads what `str::parse` reads, to the bit.
    #[test]
    fn short_decimal_is_parse() {
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        for k in 0..20_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // An integer part of 1 to 8 digits, a fraction of 1 to 8.
            let int = (x >> 8) % 10u64.pow(1 + (k % 8) as u32);
            let frac = format!("{:0w$}", x % 100_000_000, w = 1 + (k / 8 % 8) as usize);
            let text = format!("{}{int}.{frac}", if k % 3 == 0 { "-" } else { "" });
            let want: f64 = text.parse().unwrap();
            match super::short_decimal(&text) {
                Some(v) => assert_eq!(v.to_bits(), want.to_bits(), "{text}"),
                None => assert!(text.len() > 16, "{text}"),
            }
        }
        for t in [
            "0.0",
            "-0.0",
            "2.0",
            "0.1",
            "123456789012.345",
            "1e5",
            "1.",
            ".5",
        ] {
            if let Some(v) = super::short_decimal(t) {
                assert_eq!(v.to_bits(), t.parse::<f64>().unwrap().to_bits(), "{t}");
            }
        }
    }
}
