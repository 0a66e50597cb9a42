//! Constant expressions inside function bodies, and `getelementptr`, which
//! they share with the instruction. In a body a constant expression becomes
//! the instructions it names (before its use; see [`super::body`] for those
//! feeding phis), so every kind LLVM folds into constants is read here:
//! casts, `getelementptr`, integer and float arithmetic, `icmp`, `fcmp`,
//! `select`. Global initializers take casts and `getelementptr` only
//! ([`super::consts`]).

use super::Importer;
use super::body::{FnState, bin_op};
use super::consts::cast_op;
use super::lex::Tok;
use crate::diag::{Error, Result};
use crate::llvm::ir::*;

impl Importer<'_> {
    /// A constant operand of type `ty` in a body (the type already read).
    pub(super) fn const_operand(
        &mut self,
        st: &mut FnState,
        b: &mut Body,
        ty: Ty,
    ) -> Result<Value> {
        // An integer, the common case: as `gconst` then `mat` read it,
        // without building the constant tree.
        if self.lx.tok == Tok::Int
            && let Type::Int(w) = *self.t.get(ty)
        {
            let v = super::consts::sext(self.lx.int()?, w);
            self.lx.next()?;
            return Ok(b.value(ty, ValueKind::ConstInt(v)));
        }
        let span = self.lx.span();
        let natural = if self.lx.tok == Tok::Word {
            let w = self.lx.text();
            if let Some(op) = cast_op(w) {
                self.lx.next()?;
                self.lx.punct(b'(')?;
                let (v, _) = self.typed_const_operand(st, b)?;
                self.lx.word("to")?;
                let to = self.ty()?;
                self.lx.punct(b')')?;
                Some((self.emit(st, b, InstKind::Cast(op, v), to), to))
            } else if let Some(op) = bin_op(w) {
                self.lx.next()?;
                self.flags(b)?;
                self.lx.punct(b'(')?;
                let (x, t) = self.typed_const_operand(st, b)?;
                self.lx.punct(b',')?;
                let (y, _) = self.typed_const_operand(st, b)?;
                self.lx.punct(b')')?;
                Some((self.emit(st, b, InstKind::Bin(op, x, y), t), t))
            } else if w == "icmp" || w == "fcmp" {
                let int = w == "icmp";
                self.lx.next()?;
                let code = self.predicate(int)?;
                self.lx.punct(b'(')?;
                let (x, t) = self.typed_const_operand(st, b)?;
                self.lx.punct(b',')?;
                let (y, _) = self.typed_const_operand(st, b)?;
                self.lx.punct(b')')?;
                let rt = self.cmp_type(t);
                let kind = if int {
                    InstKind::ICmp(code, x, y)
                } else {
                    InstKind::FCmp(code, x, y)
                };
                Some((self.emit(st, b, kind, rt), rt))
            } else if w == "select" {
                self.lx.next()?;
                self.lx.punct(b'(')?;
                let (c, _) = self.typed_const_operand(st, b)?;
                self.lx.punct(b',')?;
                let (x, t) = self.typed_const_operand(st, b)?;
                self.lx.punct(b',')?;
                let (y, _) = self.typed_const_operand(st, b)?;
                self.lx.punct(b')')?;
                Some((self.emit(st, b, InstKind::Select(c, x, y), t), t))
            } else if w == "getelementptr" {
                self.lx.next()?;
                let (kind, rt, _) = self.gep(st, b)?;
                Some((self.emit(st, b, kind, rt), rt))
            } else {
                None
            }
        } else {
            None
        };
        let Some((v, t)) = natural else {
            let c = self.gconst(ty)?;
            return Ok(self.mat(st, b, &c, ty));
        };
        if t == ty {
            return Ok(v);
        }
        match (self.t.get(t), self.t.get(ty)) {
            (Type::Ptr(_, a), Type::Ptr(_, c)) if a == c => Ok(self.ptr_to(st, b, v, ty)),
            _ => Err(Error::parse(
                span.to(self.lx.span()),
                format!(
                    "this constant expression has type `{}`, expected `{}`",
                    self.tname(t),
                    self.tname(ty)
                ),
            )),
        }
    }

    /// A type then a constant operand of it.
    fn typed_const_operand(&mut self, st: &mut FnState, b: &mut Body) -> Result<(Value, Ty)> {
        if let Some((t, v, end)) = self.int_operand() {
            self.seek(end)?;
            return Ok((b.value(t, ValueKind::ConstInt(v)), t));
        }
        let t = self.ty()?;
        self.check_value_type(t)?;
        Ok((self.const_operand(st, b, t)?, t))
    }

    /// The predicate word of `icmp` (`int`) or `fcmp`.
    pub(super) fn predicate(&mut self, int: bool) -> Result<u8> {
        let p = self.lx.text();
        let code = if int {
            ICMP_NAMES.iter().position(|n| *n == p)
        } else {
            crate::mlir::ir::FPRED_NAMES.iter().position(|n| *n == p)
        };
        let Some(code) = code else {
            let op = if int { "icmp" } else { "fcmp" };
            return Err(self.lx.expected(&format!("a predicate of `{op}`")));
        };
        self.lx.next()?;
        Ok(code as u8)
    }

    /// The result type of a comparison of `t`s.
    pub(super) fn cmp_type(&mut self, t: Ty) -> Ty {
        match *self.t.get(t) {
            Type::Vector(n, _) => self.t.intern(Type::Vector(n, self.t.i1)),
            _ => self.t.i1,
        }
    }

    /// `getelementptr [flags] T, ptr base, indices...` (the instruction) or
    /// `getelementptr [flags] (T, ptr base, indices...)` (the constant
    /// expression), after the keyword: the instruction, its result
    /// type (a typed pointer) and address space.
    pub(super) fn gep(&mut self, st: &mut FnState, b: &mut Body) -> Result<(InstKind, Ty, u32)> {
        self.skip_gep_flags()?;
        let paren = self.lx.eat_punct(b'(')?;
        let elem = self.ty()?;
        self.check_value_type(elem)?;
        self.lx.punct(b',')?;
        let span = self.lx.span();
        let pt = self.ty()?;
        let Type::Ptr(_, space) = *self.t.get(pt) else {
            return Err(Error::parse(
                span,
                "the base of `getelementptr` must be a pointer (vectors of pointers are not supported)",
            ));
        };
        let base = if paren {
            self.const_operand(st, b, pt)?
        } else {
            self.operand(st, b, pt)?
        };
        let want = self.ptr_in(elem, space);
        let base = self.ptr_to(st, b, base, want);
        // Indices: a few (no allocation for up to eight).
        let mut idx: smallvec::SmallVec<[Value; 8]> = smallvec::SmallVec::new();
        let mut cur = elem;
        let mut first = true;
        while self.lx.tok == Tok::Punct(b',') && !self.lx.at_line_start() {
            self.lx.next()?;
            if self.lx.tok == Tok::Meta {
                self.skip_meta_attachment()?;
                break;
            }
            self.lx.eat("inrange")?;
            let ispan = self.lx.span();
            let (v, it) = if paren {
                self.typed_const_operand(st, b)?
            } else {
                self.typed_operand(st, b)?
            };
            if !matches!(self.t.get(it), Type::Int(_)) {
                return Err(Error::parse(
                    ispan,
                    "`getelementptr` indices must be integers",
                ));
            }
            if !first {
                let body = self.resolve(cur);
                let k = match b.values[v.index()].kind {
                    ValueKind::ConstInt(k) => Some(k),
                    _ => None,
                };
                cur = match (self.t.get(body), k) {
                    (Type::Struct(_) | Type::PackedStruct(_), None) => {
                        return Err(Error::parse(
                            ispan,
                            "struct field indices must be constants",
                        ));
                    }
                    (_, k) => self.field_ty(body, k.unwrap_or(0)).ok_or_else(|| {
                        Error::parse(ispan, "this index does not apply to the type")
                    })?,
                };
            }
            first = false;
            idx.push(v);
        }
        if paren {
            self.lx.punct(b')')?;
        }
        let rt = self.ptr_in(cur, space);
        let l = b.list(&idx);
        Ok((
            InstKind::Gep {
                elem,
                base,
                indices: l,
            },
            rt,
            space,
        ))
    }
}
