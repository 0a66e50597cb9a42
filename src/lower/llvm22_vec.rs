//! Today's LLVM dialect, continued: vectors of opaque pointers
//! (`vector<4x!llvm.ptr>`, the result of a getelementptr with vector
//! indices) and the masked memory intrinsics in their custom syntax
//! (`llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32}`),
//! which carry their alignment as an attribute since LLVM 22.

use super::{Cx, Fx};
use crate::diag::{Error, Result, Span};
use crate::llvm::ir::{self as l, CastOp, Ty};
use crate::llvm::verify;
use crate::mlir::ir::{self as s, MaskedOp};

/// Whether `name` is a masked load, store, gather or scatter intrinsic
/// (`llvm.masked.load.v4f32.p0v4f32`...): MLIR 22 writes their calls as
/// `llvm.intr.masked.*` ops and has no declaration for them.
pub fn masked_intrinsic(name: &str) -> bool {
    name.strip_prefix("llvm.masked.").is_some_and(|r| {
        ["load.", "store.", "gather.", "scatter."]
            .iter()
            .any(|p| r.starts_with(p))
    })
}

impl Cx<'_> {
    /// `v`, a vector of pointers, as a vector of pointers to `elem` (a
    /// bitcast unless it is one already); any other `v` unchanged.
    pub(super) fn lanes_ptr_to(&mut self, fx: &mut Fx, v: l::Value, elem: Ty) -> l::Value {
        let l::Type::Vector(n, p) = *self.st.t.get(fx.out.ty(v)) else {
            return v;
        };
        match *self.st.t.get(p) {
            l::Type::Ptr(x, space) if x != elem => {
                let pt = self.st.t.intern(l::Type::Ptr(elem, space));
                let vt = self.st.t.intern(l::Type::Vector(n, pt));
                self.ins(fx).cast(CastOp::Bitcast, v, vt)
            }
            _ => v,
        }
    }

    /// The type of a getelementptr from `base` (of type `base_ty`) selecting
    /// `cur`: a pointer to it, or a vector of them when the base or the
    /// op's result type `rty` is a vector.
    pub(super) fn gep_result(&mut self, base_ty: Ty, cur: Ty, rty: Ty) -> Ty {
        let (space, lanes) = match *self.st.t.get(base_ty) {
            l::Type::Ptr(_, s) => (s, None),
            l::Type::Vector(n, p) => match *self.st.t.get(p) {
                l::Type::Ptr(_, s) => (s, Some(n)),
                _ => (0, Some(n)),
            },
            _ => (0, None),
        };
        let lanes = lanes.or(match *self.st.t.get(rty) {
            l::Type::Vector(n, _) => Some(n),
            _ => None,
        });
        let pt = self.st.t.intern(l::Type::Ptr(cur, space));
        match lanes {
            Some(n) => self.st.t.intern(l::Type::Vector(n, pt)),
            None => pt,
        }
    }
}

impl Cx<'_> {
    /// `llvm.intr.masked.load`/`store`/`gather`/`scatter` with operands `v`:
    /// the call mlir2ll's own vector lowering makes (`llvm.masked.load.v4f32.p0v4f32(p, i32
    /// align, mask, pass)`), which LLVM 22's `.ll` reader upgrades.
    pub(super) fn lower_masked(
        &mut self,
        fx: &mut Fx,
        op: MaskedOp,
        align: u32,
        (v, uses): (&[l::Value], &[s::Use]),
        rty: Ty,
        span: Span,
    ) -> Result<Option<l::Value>> {
        let name = match op {
            MaskedOp::Load => "masked.load",
            MaskedOp::Store => "masked.store",
            MaskedOp::Gather => "masked.gather",
            MaskedOp::Scatter => "masked.scatter",
        };
        let err = |m: String| Err(Error::verify(span, format!("`llvm.intr.{name}`: {m}")));
        let ops = v;
        if !align.is_power_of_two() {
            return err(format!("the alignment {align} is not a power of two"));
        }
        // The operands without the alignment: (value or) pointer, mask,
        // (pass-through).
        let (x, p, mask, pass) = match (op.is_store(), ops) {
            (true, &[x, p, m]) => (Some(x), p, m, None),
            (false, &[p, m, pass]) => (None, p, m, Some(pass)),
            (false, &[p, m]) => (None, p, m, None),
            (true, _) => {
                return err(format!(
                    "expected 3 operands (value, pointer, mask), found {}",
                    ops.len()
                ));
            }
            (false, _) => {
                return err(format!(
                    "expected 2 or 3 operands (pointer, mask, pass-through), found {}",
                    ops.len()
                ));
            }
        };
        let vt = x.map_or(rty, |x| fx.out.ty(x));
        let t = &self.st.t;
        let l::Type::Vector(n, elem) = *t.get(vt) else {
            return err(format!(
                "the data must be a vector, not {}",
                verify::type_text(t, vt)
            ));
        };
        let mt = fx.out.ty(mask);
        if !matches!(*t.get(mt), l::Type::Vector(m, b) if m == n && b == t.i1) {
            return err(format!(
                "the mask must be a vector of {n} i1, not {}",
                verify::type_text(t, mt)
            ));
        }
        if let Some(pv) = pass
            && fx.out.ty(pv) != vt
        {
            return err(format!(
                "the pass-through must have the result type {}",
                verify::type_text(t, vt)
            ));
        }
        let pt = fx.out.ty(p);
        let lanes = matches!(op, MaskedOp::Gather | MaskedOp::Scatter);
        let ok = match *t.get(pt) {
            l::Type::Ptr(..) => !lanes,
            l::Type::Vector(m, q) => lanes && m == n && matches!(t.get(q), l::Type::Ptr(..)),
            _ => false,
        };
        if !ok {
            let want = if lanes {
                format!("a vector of {n} pointers")
            } else {
                "a pointer".to_string()
            };
            // (As written: `!llvm.ptr` is `i8*` here.)
            let written = uses.get(usize::from(op.is_store())).map(|u| u.ty);
            return err(format!(
                "the address must be {want}, not {}",
                written.map_or_else(
                    || verify::type_text(t, pt),
                    |w| self.m.types.display(w).to_string()
                )
            ));
        }
        let pass = match pass {
            Some(pv) => pv,
            None => fx.out.value(vt, l::ValueKind::Undef),
        };
        Ok(match op {
            MaskedOp::Load => {
                let p = self.ptr_to(fx, p, vt);
                Some(self.masked_load(fx, p, align, mask, pass, vt))
            }
            MaskedOp::Store => {
                let p = self.ptr_to(fx, p, vt);
                self.masked_store(fx, x.unwrap_or(pass), p, align, mask);
                None
            }
            MaskedOp::Gather | MaskedOp::Scatter => {
                let ps = self.lanes_ptr_to(fx, p, elem);
                match x {
                    Some(x) => {
                        self.masked_scatter(fx, x, ps, align, mask);
                        None
                    }
                    None => Some(self.masked_gather(fx, ps, align, mask, pass, vt)),
                }
            }
        })
    }
}
