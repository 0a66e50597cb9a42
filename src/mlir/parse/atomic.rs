//! `memref.atomic_rmw` (MLIR 13: `atomic_rmw`): its custom syntax and its
//! kinds (the type rules are in `verify/memref.rs`). It lowers to one `atomicrmw ... acq_rel`, as
//! MLIR lowers it.

use super::*;
use crate::llvm::ir::RmwOp;

/// What MLIR does with a kind: the `atomicrmw` it lowers to, or why
/// mlir2ll does not lower it.
#[derive(Copy, Clone)]
enum Kind {
    /// `atomicrmw op`.
    Rmw(RmwOp),
    /// A `cmpxchg` loop on the float's bits.
    Loop(FloatRmw),
    /// MLIR does not lower it to LLVM either: why.
    NoLowering(&'static str),
}

const NO_MUL: &str = "neither MLIR 13 nor MLIR 22 lowers it to LLVM (it stays a `memref.atomic_rmw`); write it as a `generic_atomic_rmw` whose body multiplies";
const FLOAT_LOOP: &str = "MLIR 13 expands it to a `generic_atomic_rmw` on floats, whose `llvm.cmpxchg` of floats it then rejects, so MLIR cannot lower it to LLVM either";

/// Every kind by name (MLIR 13 and MLIR 22 spellings).
const KINDS: [(&str, Kind); 18] = [
    ("addf", Kind::Rmw(RmwOp::FAdd)),
    ("addi", Kind::Rmw(RmwOp::Add)),
    ("assign", Kind::Rmw(RmwOp::Xchg)),
    ("maxs", Kind::Rmw(RmwOp::Max)),
    ("maxu", Kind::Rmw(RmwOp::UMax)),
    ("mins", Kind::Rmw(RmwOp::Min)),
    ("minu", Kind::Rmw(RmwOp::UMin)),
    ("ori", Kind::Rmw(RmwOp::Or)),
    ("andi", Kind::Rmw(RmwOp::And)),
    ("xori", Kind::Rmw(RmwOp::Xor)),
    ("mulf", Kind::NoLowering(NO_MUL)),
    ("muli", Kind::NoLowering(NO_MUL)),
    ("maxf", Kind::NoLowering(FLOAT_LOOP)),
    ("minf", Kind::NoLowering(FLOAT_LOOP)),
    ("maximumf", Kind::Loop(FloatRmw::MaximumF)),
    ("minimumf", Kind::Loop(FloatRmw::MinimumF)),
    ("maxnumf", Kind::Loop(FloatRmw::MaxNumF)),
    ("minnumf", Kind::Loop(FloatRmw::MinNumF)),
];

/// The `kind` integers of the generic form: MLIR 13's `std.atomic_rmw`
/// numbers its `AtomicRMWKind` in declaration order, MLIR 22's
/// `memref.atomic_rmw` alphabetically.
const NUMBERED_13: [&str; 11] = [
    "addf", "addi", "assign", "maxf", "maxs", "maxu", "minf", "mins", "minu", "mulf", "muli",
];
const NUMBERED_22: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

fn kind_named(s: &str) -> Option<Kind> {
    KINDS.iter().find(|(n, _)| *n == s).map(|(_, k)| *k)
}

impl<'a> Parser<'a> {
    /// `atomic_rmw KIND %v, %m[%i, ...] attrs : (T, memref<...xT>) -> T`.
    pub(super) fn atomic_custom(&mut self) -> Result<()> {
        let start = self.body.uses.len();
        let Some((kind, span)) = self.bare_id() else {
            return Err(self.expected("an atomic kind like `addf`"));
        };
        self.attrs.push(("kind", Attr::Str(kind.to_string()), span));
        self.use_one()?;
        self.expect(",")?;
        self.use_one()?;
        self.use_group("[", "]")?;
        self.opt_attrs()?;
        let at = self.pos_ws();
        self.expect(":")?;
        let fty = self.ty()?;
        let span = Span::new(at, self.pos);
        let Type::Func { inputs, results } = self.types.get(fty).clone() else {
            return Err(Error::parse(
                span,
                "expected a function type like `(f32, memref<4xf32>) -> f32`",
            ));
        };
        if inputs.len() != 2 || results.len() != 1 {
            return Err(Error::parse(
                span,
                "expected the type of the value and the memref, and the result type: `(f32, memref<4xf32>) -> f32`",
            ));
        }
        let index = self.types.index;
        self.type_all(start, index);
        self.body.uses[start].ty = inputs[0];
        self.body.uses[start + 1].ty = inputs[1];
        self.result_tys.push(results[0]);
        Ok(())
    }

    /// Decodes `atomic_rmw`'s kind (custom or generic form).
    pub(super) fn build_atomic(&mut self, at: Span) -> Result<OpKind> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let list = || {
            let names: Vec<&str> = KINDS.iter().map(|(n, _)| *n).collect();
            format!("the kinds are: {}", names.join(", "))
        };
        let (kind, kspan, kname) = match self.find_attr("kind") {
            Some((Attr::Str(s), span)) => (kind_named(&s), span, s),
            // The generic form: `{kind = 1 : i64}` (MLIR 13), `<{kind = 1 :
            // i64}>` (MLIR 22), numbered differently.
            Some((Attr::Int { value, .. }, span)) => {
                let table: &[&str] = if name.starts_with("memref.") {
                    &NUMBERED_22
                } else {
                    &NUMBERED_13
                };
                match usize::try_from(value).ok().and_then(|k| table.get(k)) {
                    Some(n) => (kind_named(n), span, n.to_string()),
                    None => (None, span, value.to_string()),
                }
            }
            // MLIR 22's generic form: `kind = #arith.atomic_rmw_kind<addf>`.
            Some((Attr::Opaque(t), span)) => {
                let s = t
                    .strip_suffix('>')
                    .and_then(|t| t.rsplit('<').next())
                    .unwrap_or("")
                    .to_string();
                (kind_named(&s), span, t)
            }
            Some((_, span)) => (None, span, String::new()),
            None => {
                return Err(Error::verify(at, format!("`{name}` needs a `kind`")).help(list()));
            }
        };
        let Some(kind) = kind else {
            return Err(
                Error::verify(kspan, format!("unknown atomic kind `{kname}`")).help(
                    crate::diag::did_you_mean(
                        &kname,
                        &KINDS.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
                    )
                    .unwrap_or_else(list),
                ),
            );
        };
        // The kind against the element type and the operand rules are in
        // `verify/memref.rs` (which points at the kind's span).
        match kind {
            Kind::Rmw(op) => {
                self.keep_attr_span(at, kspan);
                Ok(OpKind::AtomicRmw(op))
            }
            Kind::Loop(f) => {
                self.keep_attr_span(at, kspan);
                Ok(OpKind::AtomicRmwLoop(f))
            }
            Kind::NoLowering(why) => Err(Error::lower(
                kspan,
                format!("`{name}` of kind `{kname}` cannot be lowered to LLVM: {why}"),
            )
            .label("MLIR cannot lower this either")),
        }
    }
}

/// The `atomicrmw` operations as the LLVM dialect spells them.
const LLVM_RMW: [(&str, RmwOp); 10] = [
    ("xchg", RmwOp::Xchg),
    ("add", RmwOp::Add),
    ("_and", RmwOp::And),
    ("_or", RmwOp::Or),
    ("_xor", RmwOp::Xor),
    ("max", RmwOp::Max),
    ("min", RmwOp::Min),
    ("umax", RmwOp::UMax),
    ("umin", RmwOp::UMin),
    ("fadd", RmwOp::FAdd),
];

impl<'a> Parser<'a> {
    /// `llvm.atomicrmw OP %p, %v acq_rel : T` (MLIR 13, typed pointers) or
    /// `: !llvm.ptr, T` (MLIR 22); the ordering `acq_rel` only.
    pub(super) fn llvm_atomicrmw(&mut self) -> Result<crate::mlir::ir::LlvmOp> {
        let start = self.body.uses.len();
        let volatile = self.eat_kw("volatile");
        let Some((op, span)) = self.bare_id() else {
            return Err(self.expected("an atomicrmw operation like `add`"));
        };
        // LLVM 15's float max/min: a compare-and-swap loop (LLVM 14 has no
        // such `atomicrmw`).
        let float_loop = match op {
            "fmaximum" => Some(FloatRmw::MaximumF),
            "fminimum" => Some(FloatRmw::MinimumF),
            "fmax" => Some(FloatRmw::MaxNumF),
            "fmin" => Some(FloatRmw::MinNumF),
            _ => None,
        };
        let rmw = LLVM_RMW.iter().find(|(n, _)| *n == op).map(|(_, r)| *r);
        if rmw.is_none() && float_loop.is_none() {
            let names: Vec<&str> = LLVM_RMW.iter().map(|(n, _)| *n).collect();
            return Err(
                Error::lower(span, format!("`llvm.atomicrmw {op}` is not supported yet"))
                    .label("not supported yet")
                    .help(format!(
                        "mlir2ll supports: {}, fmax, fmin, fmaximum, fminimum",
                        names.join(", ")
                    )),
            );
        }
        self.use_one()?;
        self.expect(",")?;
        self.use_one()?;
        let scope = self.syncscope()?;
        let ospan = Span::new(self.pos_ws(), self.pos_ws());
        let ordering = self.ordering(
            "llvm.atomicrmw",
            &["monotonic", "acquire", "release", "acq_rel", "seq_cst"],
        )?;
        let plain = ordering == crate::llvm::ir::Ordering::AcqRel && !volatile && scope.is_none();
        if float_loop.is_some() && !plain {
            return Err(Error::lower(
                ospan,
                format!("`llvm.atomicrmw {op}` is supported with `acq_rel` only (not volatile, no syncscope)"),
            )
            .label("not supported yet"));
        }
        self.opt_attrs()?;
        let tstart = self.pos_ws();
        let t = self.colon_type()?;
        let tend = self.pos;
        if self.peek() != Some(b',')
            && matches!(self.ptr_style, Some((super::llvm22::PtrStyle::Opaque, _)))
        {
            return Err(Error::parse(
                Span::new(tstart, tend),
                "with opaque pointers, `llvm.atomicrmw` names the pointer type and the value type",
            )
            .help(format!(
                "write `: !llvm.ptr, {}` (MLIR 15 and later)",
                self.types.display(t)
            )));
        }
        let (p, t) = self.atomic_types(t)?;
        self.body.uses[start].ty = p;
        self.body.uses[start + 1].ty = t;
        self.result_tys.push(t);
        match (rmw, float_loop) {
            (Some(r), _) if plain => Ok(crate::mlir::ir::LlvmOp::AtomicRmw(r)),
            (Some(r), _) => Ok(crate::mlir::ir::LlvmOp::AtomicRmwOrd {
                op: r,
                ordering,
                volatile,
                scope,
            }),
            (None, Some(k)) => {
                if !self.types.is_float(t) {
                    return Err(Error::verify(
                        span,
                        format!(
                            "`llvm.atomicrmw {op}` takes floats, not {}",
                            self.types.display(t)
                        ),
                    ));
                }
                if !matches!(
                    self.types.get(t),
                    Type::F16 | Type::BF16 | Type::F32 | Type::F64
                ) {
                    return Err(Error::lower(
                        span,
                        format!(
                            "`llvm.atomicrmw {op}` on {} is not supported yet (mlir2ll lowers it to a compare-and-swap loop on 16, 32 or 64 bits)",
                            self.types.display(t)
                        ),
                    )
                    .label("not supported yet"));
                }
                Ok(crate::mlir::ir::LlvmOp::AtomicRmwLoop(k))
            }
            (None, None) => unreachable!("checked above"),
        }
    }
}

impl<'a> Parser<'a> {
    /// The pointer and value types of an atomic op whose first type `t`
    /// was just read: MLIR 13's `: T` (the pointer is `!llvm.ptr<T>`) or
    /// today's `: !llvm.ptr, T`.
    fn atomic_types(&mut self, t: TypeId) -> Result<(TypeId, TypeId)> {
        if !self.eat(",") {
            return Ok((self.types.intern(Type::LlvmPtr(t, 0)), t));
        }
        let at = self.pos_ws();
        if !matches!(self.types.get(t), Type::LlvmPtr(..)) {
            return Err(Error::parse(
                Span::new(at, self.pos),
                format!(
                    "expected the pointer type first, found {}",
                    self.types.display(t)
                ),
            ));
        }
        Ok((t, self.ty()?))
    }

    /// `llvm.cmpxchg %p, %cmp, %new SUCCESS FAILURE : T` (MLIR 13, typed
    /// pointers) or `: !llvm.ptr, T` (MLIR 22); the result is
    /// `!llvm.struct<(T, i1)>`. MLIR 22's `weak`, `volatile` and
    /// `syncscope("s")` are kept; attributes (`alignment`) are not
    /// supported.
    pub(super) fn llvm_cmpxchg(&mut self) -> Result<crate::mlir::ir::LlvmOp> {
        use crate::llvm::ir::{CmpXchgFlags, Ordering};
        let mut flags = CmpXchgFlags {
            weak: self.eat_kw("weak"),
            volatile: self.eat_kw("volatile"),
            scope: None,
        };
        let start = self.body.uses.len();
        self.use_one()?;
        self.expect(",")?;
        self.use_one()?;
        self.expect(",")?;
        self.use_one()?;
        flags.scope = self.syncscope()?;
        let mut ords = [Ordering::Monotonic; 2];
        for (k, what) in ["a success ordering", "a failure ordering"]
            .iter()
            .enumerate()
        {
            let Some((o, span)) = self.bare_id() else {
                return Err(self.expected(&format!("{what} like `acq_rel`")));
            };
            let Some(o) = Ordering::from_name(o) else {
                let names: Vec<&str> = Ordering::ALL.iter().map(|o| o.name()).collect();
                return Err(Error::parse(span, format!("unknown ordering `{o}`"))
                    .help(format!("the orderings are: {}", names.join(", "))));
            };
            ords[k] = o;
        }
        self.opt_attrs()?;
        if let Some((k, _, span)) = self.attrs.first() {
            return Err(Error::lower(
                *span,
                format!("`llvm.cmpxchg` with the attribute `{k}` is not supported yet"),
            )
            .label("not supported yet"));
        }
        let t = self.colon_type()?;
        let (p, t) = self.atomic_types(t)?;
        self.body.uses[start].ty = p;
        self.body.uses[start + 1].ty = t;
        self.body.uses[start + 2].ty = t;
        let i1 = self.types.i1;
        let r = self.types.intern(Type::LlvmStruct {
            fields: Box::new([t, i1]),
            packed: false,
        });
        self.result_tys.push(r);
        Ok(crate::mlir::ir::LlvmOp::CmpXchg {
            success: ords[0],
            failure: ords[1],
            flags: (flags != CmpXchgFlags::default()).then(|| Box::new(flags)),
        })
    }
}

impl<'a> Parser<'a> {
    /// `generic_atomic_rmw %m[%i, ...] : memref<...xT> { ^bb0(%cur: T): ...
    /// atomic_yield %new : T }` (attributes after the region).
    pub(super) fn generic_atomic_custom(&mut self) -> Result<()> {
        let start = self.body.uses.len();
        self.use_one()?;
        self.use_group("[", "]")?;
        let t = self.colon_type()?;
        let index = self.types.index;
        self.type_all(start, index);
        self.body.uses[start].ty = t;
        let r = match self.types.get(t) {
            Type::MemRef { elem, .. } => *elem,
            _ => t, // the type rule reports it
        };
        self.result_tys.push(r);
        self.begin_regions();
        self.region(&[])?;
        Ok(())
    }
}
