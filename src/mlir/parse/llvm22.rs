//! Today's LLVM dialect (MLIR 15 to 22): opaque pointers (`!llvm.ptr`,
//! `!llvm.ptr<1>`), `llvm.getelementptr` with its element type and constant
//! indices, `llvm.alloca %n x T`, `llvm.load ... -> T` and `llvm.store`
//! with `alignment`, `llvm.call ... vararg(...)`, `llvm.mlir.zero`,
//! `llvm.mlir.poison`, `llvm.freeze`, and the flags of arithmetic ops
//! (`overflow<nsw, nuw>`, `exact`, `disjoint`, `nneg`, `samesign`,
//! `{fastmathFlags = #llvm.fastmath<...>}`).
//!
//! An opaque `!llvm.ptr` is `!llvm.ptr<void>` inside mlir2ll, lowered to
//! `i8*`; the lowering casts it where an op names the type it accesses, so
//! the default output stays typed-pointer IR that clang 14 reads.

use super::{Attr, Parser};
use crate::diag::{Error, Result, Span};
use crate::entity::List;
use crate::mlir::ir::{GEP_DYNAMIC, LlvmOp, MaskedOp, Use};
use crate::types::{Type, TypeId};

/// Which pointer spelling a module uses (they must not mix).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PtrStyle {
    /// `!llvm.ptr<f32>`, `!llvm.ptr<i8, 1>` (MLIR up to 16).
    Typed,
    /// `!llvm.ptr`, `!llvm.ptr<1>` (MLIR 15 and later).
    Opaque,
}

impl<'a> Parser<'a> {
    /// Records that a pointer type of `style` was written at `span`; an
    /// error if the module already used the other style.
    pub(super) fn note_ptr_style(&mut self, style: PtrStyle, span: Span) -> Result<()> {
        match self.ptr_style {
            None => {
                self.ptr_style = Some((style, span));
                Ok(())
            }
            Some((s, _)) if s == style => Ok(()),
            Some((_, first)) => {
                let (this, other) = match style {
                    PtrStyle::Typed => ("a typed pointer", "opaque pointers (`!llvm.ptr`)"),
                    PtrStyle::Opaque => ("an opaque pointer", "typed pointers (`!llvm.ptr<T>`)"),
                };
                let line = 1 + self.src[..first.start as usize].matches('\n').count();
                Err(Error::verify(
                    span,
                    format!("{this}, but this module uses {other} (first at line {line})"),
                )
                .label("typed and opaque pointers do not mix")
                .help("write every pointer as `!llvm.ptr` (MLIR 15 and later) or every one as `!llvm.ptr<T>` (MLIR 13), not both in one module"))
            }
        }
    }

    /// The rest of `ptr` after `<` when an address space follows:
    /// `!llvm.ptr<1>` (opaque, in address space 1).
    pub(super) fn opaque_ptr_space(&mut self, span: Span) -> Result<Option<TypeId>> {
        self.ws();
        if !self.peek().is_some_and(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        let (n, nspan) = self.small_int("an address space")?;
        let space = u32::try_from(n)
            .ok()
            .filter(|&s| s < 1 << 24)
            .ok_or_else(|| Error::parse(nspan, "address space out of range"))?;
        self.expect(">")?;
        self.note_ptr_style(PtrStyle::Opaque, span)?;
        let void = self.types.intern(Type::LlvmVoid);
        Ok(Some(self.types.intern(Type::LlvmPtr(void, space))))
    }

    /// Skips the flags today's LLVM dialect writes after (or before) the
    /// operands of arithmetic and cast ops: `overflow<nsw, nuw>`, `exact`,
    /// `disjoint`, `nneg`, `samesign`. They only add poison cases, so
    /// dropping them keeps the program's meaning.
    pub(super) fn llvm_flags(&mut self) -> Result<()> {
        loop {
            if self.eat_kw("overflow") {
                self.expect("<")?;
                loop {
                    let start = self.pos_ws();
                    match self.bare_id() {
                        Some(("nsw" | "nuw" | "none", _)) => {}
                        _ => {
                            return Err(Error::parse(
                                Span::new(start, start + 1),
                                "expected an overflow flag: `nsw` or `nuw`",
                            )
                            .help(
                                "write `overflow<nsw>`, `overflow<nuw>` or `overflow<nsw, nuw>`",
                            ));
                        }
                    }
                    if self.eat(">") {
                        break;
                    }
                    self.expect(",")?;
                }
            } else if !(self.eat_kw("exact")
                || self.eat_kw("disjoint")
                || self.eat_kw("nneg")
                || self.eat_kw("samesign"))
            {
                return Ok(());
            }
        }
    }

    /// The `alignment` attribute of the op's attribute dictionary (0 if
    /// absent).
    pub(super) fn attr_alignment(&self) -> Result<u32> {
        for (k, a, span) in &self.attrs {
            if *k == "alignment" {
                return match a {
                    Attr::Int { value, .. } if *value >= 0 && *value <= 1 << 32 => {
                        let v = *value as u64;
                        if v != 0 && !v.is_power_of_two() {
                            return Err(Error::verify(*span, "`alignment` must be a power of two"));
                        }
                        Ok(v as u32)
                    }
                    _ => Err(Error::verify(
                        *span,
                        "`alignment` must be an integer like `4 : i64`",
                    )),
                };
            }
            if matches!(*k, "ordering" | "syncscope") && !matches!(a, Attr::Int { value: 0, .. }) {
                return Err(Error::parse(
                    *span,
                    "an atomic load or store says its ordering after the pointer, not as an attribute",
                )
                .help("write `llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32`"));
            }
        }
        Ok(0)
    }

    /// `llvm.load [volatile] %p {attrs} : !llvm.ptr -> T` (and the typed
    /// `: !llvm.ptr<T>` form).
    pub(super) fn llvm_load(&mut self, at: Span) -> Result<LlvmOp> {
        let start = self.body.uses.len();
        let volatile = self.eat_kw("volatile");
        self.use_one()?;
        let atomic = self.atomic_spec(
            "llvm.load",
            &["unordered", "monotonic", "acquire", "seq_cst"],
        )?;
        self.opt_attrs()?;
        let align = self.attr_alignment()?;
        let nontemporal = self.attr_nontemporal(atomic.is_some())?;
        let t = self.colon_type()?;
        let r = if self.eat("->") {
            self.ty()?
        } else {
            self.typed_pointee(t, at, "llvm.load %p : !llvm.ptr -> T")?
        };
        self.body.uses[start].ty = t;
        self.result_tys.push(r);
        Ok(LlvmOp::Load {
            volatile,
            align,
            atomic,
            nontemporal,
        })
    }

    /// `llvm.store [volatile] %v, %p {attrs} : T, !llvm.ptr` (and the typed
    /// `: !llvm.ptr<T>` form).
    pub(super) fn llvm_store(&mut self, at: Span) -> Result<LlvmOp> {
        let start = self.body.uses.len();
        let volatile = self.eat_kw("volatile");
        self.use_one()?;
        self.expect(",")?;
        self.use_one()?;
        let atomic = self.atomic_spec(
            "llvm.store",
            &["unordered", "monotonic", "release", "seq_cst"],
        )?;
        self.opt_attrs()?;
        let align = self.attr_alignment()?;
        let nontemporal = self.attr_nontemporal(atomic.is_some())?;
        let t = self.colon_type()?;
        let v = if self.eat(",") {
            let p = self.ty()?;
            self.body.uses[start + 1].ty = p;
            t
        } else {
            self.body.uses[start + 1].ty = t;
            self.typed_pointee(t, at, "llvm.store %v, %p : T, !llvm.ptr")?
        };
        self.body.uses[start].ty = v;
        Ok(LlvmOp::Store {
            volatile,
            align,
            atomic,
            nontemporal,
        })
    }

    /// The element type of typed pointer `t`; an opaque pointer gets an
    /// error naming today's form `form`.
    fn typed_pointee(&self, t: TypeId, at: Span, form: &str) -> Result<TypeId> {
        match self.types.get(t) {
            Type::LlvmPtr(e, _) if matches!(self.types.get(*e), Type::LlvmVoid) => {
                Err(Error::verify(
                    at,
                    "an opaque pointer does not say what it points to: name the type",
                )
                .help(format!("write `{form}`")))
            }
            Type::LlvmPtr(e, _) => Ok(*e),
            _ => Err(Error::verify(
                at,
                format!("expected a pointer type, found {}", self.types.display(t)),
            )),
        }
    }

    /// `llvm.alloca %n x T {alignment = A} : (i64) -> !llvm.ptr`.
    pub(super) fn llvm_alloca(&mut self, at: Span) -> Result<LlvmOp> {
        let start = self.body.uses.len();
        self.use_one()?;
        if !self.eat_kw("x") {
            return Err(self.expected("`x` and the element type: `llvm.alloca %n x T`"));
        }
        let elem = self.ty()?;
        self.opt_attrs()?;
        let align = self.attr_alignment()?;
        self.expect(":")?;
        let fty = self.ty()?;
        let Type::Func { inputs, results } = self.types.get(fty).clone() else {
            return Err(Error::verify(
                at,
                "`llvm.alloca` has the type `(count type) -> pointer type`",
            )
            .help("write `llvm.alloca %n x T : (i64) -> !llvm.ptr`"));
        };
        if inputs.len() != 1 || results.len() != 1 {
            return Err(Error::verify(
                at,
                "`llvm.alloca` has the type `(count type) -> pointer type`",
            ));
        }
        // A typed pointer to `elem` names it; the verifier checks the
        // result against `elem` otherwise.
        let elem = match self.types.get(results[0]) {
            Type::LlvmPtr(e, _) if *e == elem => None,
            _ => Some(elem),
        };
        self.body.uses[start].ty = inputs[0];
        self.result_tys.push(results[0]);
        Ok(LlvmOp::Alloca { align, elem })
    }

    /// `llvm.getelementptr [inbounds|nuw|nusw] %base[%i, 0, ...] {attrs} :
    /// (!llvm.ptr, i64) -> !llvm.ptr, T`, or the typed form
    /// `%base[%i, %j] : (!llvm.ptr<T>, i64, i32) -> !llvm.ptr<U>`.
    pub(super) fn llvm_gep(&mut self, at: Span) -> Result<LlvmOp> {
        let start = self.body.uses.len();
        // Flags: `inbounds`, `nusw`, `nuw`, joined by `|`.
        loop {
            if !(self.eat_kw("inbounds") || self.eat_kw("nusw") || self.eat_kw("nuw")) {
                break;
            }
            if !self.eat("|") {
                break;
            }
        }
        self.use_one()?;
        self.expect("[")?;
        let mut idx = Vec::new();
        let mut constants = Vec::new();
        if !self.eat("]") {
            loop {
                self.ws();
                if self.peek() == Some(b'%') {
                    let (value, span) = self.value_use()?;
                    self.body.uses.push(Use {
                        value,
                        ty: TypeId(u32::MAX),
                        span,
                    });
                    idx.push(GEP_DYNAMIC);
                } else {
                    let (n, nspan) = self.int_lit()?;
                    let k = n
                        .and_then(|n| i32::try_from(n).ok())
                        .filter(|&k| k != GEP_DYNAMIC)
                        .ok_or_else(|| {
                            Error::parse(nspan, "a constant getelementptr index is an i32")
                        })?;
                    idx.push(k);
                    constants.push(nspan);
                }
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.opt_attrs()?;
        let colon = self.pos_ws();
        self.expect(":")?;
        let fty = self.ty()?;
        let fspan = Span::new(colon, self.pos);
        let Type::Func { inputs, results } = self.types.get(fty).clone() else {
            return Err(Error::parse(
                fspan,
                "expected a function type `(base and index types) -> pointer type`",
            )
            .help(
                "today's form: `llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32`",
            ));
        };
        let list = List::since(&self.body.uses, start);
        self.type_uses(list, &inputs, fspan)?;
        // (The verifier checks that the result is one pointer.)
        self.result_tys.extend_from_slice(&results);
        if self.eat(",") {
            let elem = self.ty()?;
            return Ok(LlvmOp::GepTyped {
                elem,
                idx: idx.into(),
            });
        }
        let base = self.body.uses[start].ty;
        if let Type::LlvmPtr(e, _) = self.types.get(base)
            && matches!(self.types.get(*e), Type::LlvmVoid)
        {
            // No element type to index: the verifier reports it.
            return Ok(LlvmOp::Gep);
        }
        if let Some(&c) = constants.first() {
            // The typed form with constant indices: MLIR 13 wrote them as
            // values; keep them typed (the indexed type is known).
            let elem = match self.types.get(base) {
                Type::LlvmPtr(e, _) => *e,
                _ => {
                    // Nothing to index: the verifier reports the base, at
                    // the first constant.
                    self.keep_attr_span(at, c);
                    return Ok(LlvmOp::Gep);
                }
            };
            return Ok(LlvmOp::GepTyped {
                elem,
                idx: idx.into(),
            });
        }
        Ok(LlvmOp::Gep)
    }

    /// `vararg(!llvm.func<...>)` after a call's operands: checks that the
    /// callee type is variadic.
    pub(super) fn llvm_call_vararg(&mut self) -> Result<()> {
        if !self.eat_kw("vararg") {
            return Ok(());
        }
        self.expect("(")?;
        let start = self.pos_ws();
        let t = self.ty()?;
        let span = Span::new(start, self.pos);
        self.expect(")")?;
        match self.types.get(t) {
            Type::LlvmFunc { vararg: true, .. } => Ok(()),
            _ => Err(Error::verify(
                span,
                format!(
                    "`vararg` names the variadic callee type, not {}",
                    self.types.display(t)
                ),
            )
            .help("write `vararg(!llvm.func<i32 (ptr, ...)>)`")),
        }
    }

    /// `llvm.freeze %x : T`.
    pub(super) fn llvm_freeze(&mut self) -> Result<LlvmOp> {
        let start = self.body.uses.len();
        self.use_one()?;
        let t = self.colon_type()?;
        self.type_all(start, t);
        self.result_tys.push(t);
        Ok(LlvmOp::Freeze)
    }
}

impl<'a> Parser<'a> {
    /// The op of a generic `"llvm.intr.<name>"`: today's memory intrinsics
    /// carry their volatile flag as the property `isVolatile`, `prefetch`
    /// its `rw`, `hint` and `cache`.
    pub(super) fn intrinsic_op(&self, name: &str, operands: usize, at: Span) -> Result<LlvmOp> {
        if let Some(k) = MaskedOp::from_name(name) {
            return self.masked_generic(k, name, at);
        }
        let props: &[(&str, u32)] = match (name, operands) {
            ("memcpy" | "memmove" | "memset" | "memcpy.inline", 3) => &[("isVolatile", 1)],
            ("prefetch", 1) => &[("rw", 32), ("hint", 32), ("cache", 32)],
            _ => return Ok(LlvmOp::Intrinsic(name.into())),
        };
        let mut imms = Vec::with_capacity(props.len());
        for &(p, w) in props {
            let a = self.attrs.iter().find(|(k, _, _)| *k == p);
            let v = match a {
                Some((_, Attr::Bool(b), _)) => i128::from(*b),
                Some((_, Attr::Int { value, .. }, _)) => *value,
                Some((_, _, span)) => {
                    return Err(Error::verify(
                        *span,
                        format!("`{p}` is an integer or a boolean"),
                    ));
                }
                None => {
                    let list: Vec<String> =
                        props.iter().map(|(p, _)| format!("{p} = ...")).collect();
                    return Err(Error::verify(
                        at,
                        format!(
                            "`llvm.intr.{name}` with {operands} operand(s) needs the property `{p}`"
                        ),
                    )
                    .help(format!(
                        "write the properties after the operands: `<{{{}}}>`",
                        list.join(", ")
                    )));
                }
            };
            imms.push((w, v));
        }
        Ok(LlvmOp::IntrinsicProps {
            name: name.into(),
            imms: imms.into(),
        })
    }
}
