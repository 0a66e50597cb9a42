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

/// Every kind MLIR 13 and MLIR 22 spell; the `kind` integers of MLIR 13's
/// generic form index the first eleven (`AtomicRMWKind` in MLIR 13).
const KINDS: [(&str, Kind); 16] = [
    ("addf", Kind::Rmw(RmwOp::FAdd, true)),
    ("addi", Kind::Rmw(RmwOp::Add, false)),
    ("assign", Kind::Rmw(RmwOp::Xchg, false)),
    ("maxf", Kind::NotYet(CMPXCHG)),
    ("maxs", Kind::Rmw(RmwOp::Max, false)),
    ("maxu", Kind::Rmw(RmwOp::UMax, false)),
    ("minf", Kind::NotYet(CMPXCHG)),
    ("mins", Kind::Rmw(RmwOp::Min, false)),
    ("minu", Kind::Rmw(RmwOp::UMin, false)),
    ("mulf", Kind::NotYet(CMPXCHG)),
    ("muli", Kind::NotYet(CMPXCHG)),
    ("ori", Kind::Rmw(RmwOp::Or, false)),
    ("andi", Kind::Rmw(RmwOp::And, false)),
    ("maximumf", Kind::NotYet(NEW_FLOAT_RMW)),
    ("minimumf", Kind::NotYet(NEW_FLOAT_RMW)),
    ("maxnumf", Kind::NotYet(NEW_FLOAT_RMW)),
];
const MORE_KINDS: [(&str, Kind); 1] = [("minnumf", Kind::NotYet(NEW_FLOAT_RMW))];

fn kind_named(s: &str) -> Option<Kind> {
    KINDS
        .iter()
        .chain(MORE_KINDS.iter())
        .find(|(n, _)| *n == s)
        .map(|(_, k)| *k)
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
            let names: Vec<&str> = KINDS
                .iter()
                .chain(MORE_KINDS.iter())
                .map(|(n, _)| *n)
                .collect();
            format!("the kinds are: {}", names.join(", "))
        };
        let (kind, kspan, kname) = match self.find_attr("kind") {
            Some((Attr::Str(s), span)) => (kind_named(&s), span, s),
            // MLIR 13's generic form: `{kind = 1 : i64}`.
            Some((Attr::Int { value, .. }, span)) => {
                let k = usize::try_from(value).ok().filter(|k| *k < 11);
                (
                    k.map(|k| KINDS[k].1),
                    span,
                    k.map_or_else(|| value.to_string(), |k| KINDS[k].0.to_string()),
                )
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
