//! `memref.atomic_rmw` (MLIR 13: `atomic_rmw`): its custom syntax, its
//! kinds and its type rules. It lowers to one `atomicrmw ... acq_rel`, as
//! MLIR lowers it.

use super::*;
use crate::llvm::ir::RmwOp;

/// What MLIR does with a kind: the `atomicrmw` it lowers to, or why
/// mlir2ll does not lower it.
#[derive(Copy, Clone)]
enum Kind {
    /// `atomicrmw op`; whether the memref holds floats.
    Rmw(RmwOp, bool),
    NotYet(&'static str),
}

const CMPXCHG: &str = "MLIR lowers it to a compare-and-swap loop (as `generic_atomic_rmw`), which mlir2ll does not support yet";
const NEW_FLOAT_RMW: &str = "MLIR 22 lowers it to an `atomicrmw` that LLVM 14 (clang 14) cannot read; mlir2ll does not support it yet";

/// Every kind by name (MLIR 13 and MLIR 22 spellings).
const KINDS: [(&str, Kind); 17] = [
    ("addf", Kind::Rmw(RmwOp::FAdd, true)),
    ("addi", Kind::Rmw(RmwOp::Add, false)),
    ("assign", Kind::Rmw(RmwOp::Xchg, false)),
    ("maxs", Kind::Rmw(RmwOp::Max, false)),
    ("maxu", Kind::Rmw(RmwOp::UMax, false)),
    ("mins", Kind::Rmw(RmwOp::Min, false)),
    ("minu", Kind::Rmw(RmwOp::UMin, false)),
    ("ori", Kind::Rmw(RmwOp::Or, false)),
    ("andi", Kind::Rmw(RmwOp::And, false)),
    ("mulf", Kind::NotYet(CMPXCHG)),
    ("muli", Kind::NotYet(CMPXCHG)),
    ("maxf", Kind::NotYet(CMPXCHG)),
    ("minf", Kind::NotYet(CMPXCHG)),
    ("maximumf", Kind::NotYet(NEW_FLOAT_RMW)),
    ("minimumf", Kind::NotYet(NEW_FLOAT_RMW)),
    ("maxnumf", Kind::NotYet(NEW_FLOAT_RMW)),
    ("minnumf", Kind::NotYet(NEW_FLOAT_RMW)),
];

/// The `kind` integers of the generic form: MLIR 13's `std.atomic_rmw`
/// numbers its `AtomicRMWKind` in declaration order, MLIR 22's
/// `memref.atomic_rmw` alphabetically.
const NUMBERED_13: [&str; 11] = [
    "addf", "addi", "assign", "maxf", "maxs", "maxu", "minf", "mins", "minu", "mulf", "muli",
];
const NUMBERED_22: [&str; 15] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori",
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

    /// The type rules of `atomic_rmw` (custom or generic form).
    pub(super) fn build_atomic(&mut self, at: Span, uses: &[Use]) -> Result<OpKind> {
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
                Error::verify(kspan, format!("unknown atomic kind `{kname}`")).help(list()),
            );
        };
        if uses.len() < 2 {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` expected a value and a memref operand, but found {} operand(s)",
                    uses.len()
                ),
            ));
        }
        let (rank, elem) = match self.types.get(uses[1].ty) {
            Type::MemRef { shape, elem, .. } => (shape.len(), *elem),
            _ => return Err(self.not_memref(name, uses[1])),
        };
        let n_idx = uses.len() - 2;
        if n_idx != rank {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` of a rank-{rank} memref needs {rank} indices, but {n_idx} are given"
                ),
            ));
        }
        for u in &uses[2..] {
            if u.ty != self.types.index {
                return Err(Error::verify(
                    u.span,
                    format!("memref indices must be index, not {}", self.tyname(u.ty)),
                ));
            }
        }
        if uses[0].ty != elem {
            return Err(Error::verify(
                uses[0].span,
                format!(
                    "`{name}` takes a value of the memref's element type {}, not {}",
                    self.tyname(elem),
                    self.tyname(uses[0].ty)
                ),
            ));
        }
        if self.result_tys.len() != 1 {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` produces 1 result, but {} result type(s) are given",
                    self.result_tys.len()
                ),
            ));
        }
        self.check_result(name, at, elem)?;
        let float = self.types.is_float(elem);
        if !float && !self.types.is_int(elem) {
            return Err(Error::verify(
                uses[1].span,
                format!(
                    "`{name}` needs a memref of integers or floats, not {}",
                    self.tyname(uses[1].ty)
                ),
            ));
        }
        match kind {
            Kind::Rmw(RmwOp::Xchg, _) => Ok(OpKind::AtomicRmw(RmwOp::Xchg)),
            Kind::Rmw(op, want_float) => {
                if want_float != float {
                    let what = if want_float { "floats" } else { "integers" };
                    return Err(Error::verify(
                        kspan,
                        format!(
                            "the atomic kind `{kname}` takes {what}, not {}",
                            self.tyname(elem)
                        ),
                    ));
                }
                Ok(OpKind::AtomicRmw(op))
            }
            Kind::NotYet(why) => Err(Error::lower(
                kspan,
                format!("`{name}` of kind `{kname}`: {why}"),
            )
            .label("not supported yet")),
        }
    }
}

/// The `atomicrmw` operations as the LLVM dialect spells them.
const LLVM_RMW: [(&str, RmwOp); 9] = [
    ("xchg", RmwOp::Xchg),
    ("add", RmwOp::Add),
    ("_and", RmwOp::And),
    ("_or", RmwOp::Or),
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
        let Some(rmw) = LLVM_RMW.iter().find(|(n, _)| *n == op).map(|(_, r)| *r) else {
            let names: Vec<&str> = LLVM_RMW.iter().map(|(n, _)| *n).collect();
            return Err(
                Error::lower(span, format!("`llvm.atomicrmw {op}` is not supported yet"))
                    .label("not supported yet")
                    .help(format!("mlir2ll supports: {}", names.join(", "))),
            );
        };
        self.use_one()?;
        self.expect(",")?;
        self.use_one()?;
        let scope = self.syncscope()?;
        let ordering = self.ordering(
            "llvm.atomicrmw",
            &["monotonic", "acquire", "release", "acq_rel", "seq_cst"],
        )?;
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
        // Today's syntax: `: !llvm.ptr, T`.
        let (p, t) = if self.eat(",") {
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
            (t, self.ty()?)
        } else {
            (self.types.intern(Type::LlvmPtr(t, 0)), t)
        };
        self.body.uses[start].ty = p;
        self.body.uses[start + 1].ty = t;
        self.result_tys.push(t);
        if ordering as usize == 5 && !volatile && scope.is_none() {
            return Ok(crate::mlir::ir::LlvmOp::AtomicRmw(rmw));
        }
        Ok(crate::mlir::ir::LlvmOp::AtomicRmwOrd {
            op: rmw,
            ordering,
            volatile,
            scope,
        })
    }
}
