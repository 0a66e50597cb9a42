//! Atomic instructions: `load atomic`, `store atomic`, `atomicrmw`,
//! `cmpxchg` and `fence`, into the LLVM-dialect IR's atomic instructions
//! with their orderings, `volatile` and `syncscope`. MLIR 13's LLVM dialect
//! has no atomic load or store and no `volatile` or `syncscope` on the
//! others, nor `weak` on `cmpxchg`: [`mlir13_refusal`] says so for
//! `--mlir-version 13` output. A trailing `, align N` of `atomicrmw` and
//! `cmpxchg` is read with the metadata ([`super::body`]): the LLVM dialect
//! assumes the natural alignment.

use super::Importer;
use super::body::FnState;
use super::lex::Tok;
use crate::diag::Result;
use crate::llvm::ir::*;

impl Importer<'_> {
    /// `syncscope("name")` before an ordering, if there.
    fn syncscope(&mut self) -> Result<Option<Box<str>>> {
        if !self.lx.eat("syncscope")? {
            return Ok(None);
        }
        self.lx.punct(b'(')?;
        if self.lx.tok != Tok::Str {
            return Err(self.lx.expected("a scope name like `\"singlethread\"`"));
        }
        let s = self.lx.name_str();
        if s.is_empty()
            || s.bytes()
                .any(|c| c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c))
        {
            return Err(self
                .lx
                .err("a sync scope is a printable name without quotes or backslashes"));
        }
        let s: Box<str> = s.into();
        self.lx.next()?;
        self.lx.punct(b')')?;
        Ok(Some(s))
    }

    /// `load atomic [volatile] T, ptr %p [syncscope(..)] ordering, align A`
    /// (after `load`, at `atomic`); returns the instruction and its type.
    pub(super) fn atomic_load(&mut self, st: &mut FnState, b: &mut Body) -> Result<(InstKind, Ty)> {
        self.lx.word("atomic")?;
        let volatile = self.lx.eat("volatile")?;
        let t = self.ty()?;
        self.check_value_type(t)?;
        self.lx.punct(b',')?;
        let p = self.ptr_operand(st, b, t)?;
        let mem = self.atomic_mem(volatile, &["unordered", "monotonic", "acquire", "seq_cst"])?;
        Ok((InstKind::AtomicLoad(p, mem), t))
    }

    /// `store atomic [volatile] T %v, ptr %p [syncscope(..)] ordering,
    /// align A` (after `store`, at `atomic`).
    pub(super) fn atomic_store(&mut self, st: &mut FnState, b: &mut Body) -> Result<InstKind> {
        self.lx.word("atomic")?;
        let volatile = self.lx.eat("volatile")?;
        let (v, t) = self.typed_operand(st, b)?;
        self.lx.punct(b',')?;
        let p = self.ptr_operand(st, b, t)?;
        let mem = self.atomic_mem(volatile, &["unordered", "monotonic", "release", "seq_cst"])?;
        Ok(InstKind::AtomicStore(v, p, mem))
    }

    /// `[syncscope(..)] ordering, align A` of an atomic load or store.
    fn atomic_mem(&mut self, volatile: bool, allowed: &[&str]) -> Result<Box<AtomicMem>> {
        let scope = self.syncscope()?;
        let w = self.lx.text();
        let Some(ordering) = Ordering::from_any_name(w).filter(|_| allowed.contains(&w)) else {
            return Err(self
                .lx
                .expected(&format!("an ordering ({})", allowed.join(", "))));
        };
        let span = self.lx.span();
        self.lx.next()?;
        let align = self.align_attr()?;
        if align == 0 {
            return Err(crate::diag::Error::parse(
                span,
                "an atomic load or store needs `, align N`",
            ));
        }
        Ok(Box::new(AtomicMem {
            ordering,
            align,
            volatile,
            scope,
        }))
    }

    /// An ordering word of `atomicrmw` and `fence`.
    fn ordering_index(&mut self) -> Result<Ordering> {
        let Some(k) = Ordering::from_name(self.lx.text()) else {
            return Err(self.lx.expected(
                "an ordering (`monotonic`, `acquire`, `release`, `acq_rel`, `seq_cst`)",
            ));
        };
        self.lx.next()?;
        Ok(k)
    }

    /// `atomicrmw [volatile] op ptr %p, T %v [syncscope(..)] ordering`
    /// (after the keyword); returns the instruction and its type.
    pub(super) fn atomicrmw(&mut self, st: &mut FnState, b: &mut Body) -> Result<(InstKind, Ty)> {
        let volatile = self.lx.eat("volatile")?;
        let w = self.lx.text();
        let op = match w {
            "xchg" => RmwOp::Xchg,
            "add" => RmwOp::Add,
            "and" => RmwOp::And,
            "or" => RmwOp::Or,
            "xor" => RmwOp::Xor,
            "max" => RmwOp::Max,
            "min" => RmwOp::Min,
            "umax" => RmwOp::UMax,
            "umin" => RmwOp::UMin,
            "fadd" => RmwOp::FAdd,
            _ => {
                return Err(self.lx.err(format!(
                    "`atomicrmw {w}` is not supported by the importer yet (xchg, add, and, or, xor, max, min, umax, umin and fadd are)"
                )));
            }
        };
        self.lx.next()?;
        // The pointer comes before the value: read it as it is, then type it.
        let pt = self.ty()?;
        let p = self.operand(st, b, pt)?;
        self.lx.punct(b',')?;
        let (v, t) = self.typed_operand(st, b)?;
        let space = match self.t.get(pt) {
            Type::Ptr(_, s) => *s,
            _ => return Err(self.lx.err("`atomicrmw` needs a pointer")),
        };
        let want = self.ptr_in(t, space);
        let p = self.ptr_to(st, b, p, want);
        let scope = self.syncscope()?;
        let ordering = self.ordering_index()?;
        Ok((
            InstKind::AtomicRmwOrd {
                op,
                ptr: p,
                val: v,
                ordering,
                volatile,
                scope,
            },
            t,
        ))
    }

    /// `cmpxchg ptr %p, T %cmp, T %new [syncscope(..)] success failure`.
    pub(super) fn cmpxchg(&mut self, st: &mut FnState, b: &mut Body) -> Result<(InstKind, Ty)> {
        let mut flags = CmpXchgFlags {
            weak: self.lx.eat("weak")?,
            volatile: self.lx.eat("volatile")?,
            scope: None,
        };
        let pt = self.ty()?;
        let p = self.operand(st, b, pt)?;
        self.lx.punct(b',')?;
        let (c, t) = self.typed_operand(st, b)?;
        self.lx.punct(b',')?;
        let n = {
            let nt = self.ty()?;
            if nt != t {
                return Err(self
                    .lx
                    .err("the new value's type must be the compared value's"));
            }
            self.operand(st, b, t)?
        };
        let space = match self.t.get(pt) {
            Type::Ptr(_, s) => *s,
            _ => return Err(self.lx.err("`cmpxchg` needs a pointer")),
        };
        let want = self.ptr_in(t, space);
        let p = self.ptr_to(st, b, p, want);
        flags.scope = self.syncscope()?;
        let mut ords = [Ordering::Monotonic; 2];
        for o in &mut ords {
            let Some(k) = Ordering::from_name(self.lx.text()) else {
                return Err(self.lx.expected("an ordering like `acq_rel`"));
            };
            *o = k;
            self.lx.next()?;
        }
        let rt = self.t.intern(Type::Struct(Box::new([t, self.t.i1])));
        Ok((
            InstKind::CmpXchg {
                ptr: p,
                cmp: c,
                new: n,
                success: ords[0],
                failure: ords[1],
                flags: (flags != CmpXchgFlags::default()).then(|| Box::new(flags)),
            },
            rt,
        ))
    }

    /// `fence [syncscope(..)] ordering`.
    pub(super) fn fence(&mut self) -> Result<InstKind> {
        let scope = self.syncscope()?;
        let ordering = self.ordering_index()?;
        if ordering == Ordering::Monotonic {
            return Err(self.lx.err("`fence` cannot be `monotonic`"));
        }
        Ok(InstKind::Fence { ordering, scope })
    }
}

/// Why MLIR 13's LLVM dialect cannot say instruction `i` of an imported
/// function, if it cannot: an atomic load or store, a volatile
/// `atomicrmw`, a sync scope.
pub(super) fn mlir13_refusal(i: &InstKind) -> Option<&'static str> {
    match i {
        InstKind::AtomicLoad(..) | InstKind::AtomicStore(..) => {
            Some("MLIR 13's LLVM dialect has no atomic `llvm.load` or `llvm.store`")
        }
        InstKind::AtomicRmwOrd { volatile: true, .. } => {
            Some("MLIR 13's LLVM dialect has no volatile `llvm.atomicrmw`")
        }
        InstKind::CmpXchg { flags: Some(_), .. } => Some(crate::llvm::cmpxchg::MLIR13),
        InstKind::AtomicRmwOrd { scope: Some(_), .. } | InstKind::Fence { scope: Some(_), .. } => {
            Some("MLIR 13's LLVM dialect has no `syncscope`")
        }
        _ => None,
    }
}

/// Refuses, for `--mlir-version 13` output, the first instruction of `b`
/// that MLIR 13's LLVM dialect cannot say (at its `.ll` span).
pub(super) fn check_mlir13(b: &Body) -> Result<()> {
    for (k, i) in b.insts.iter().enumerate() {
        if let Some(why) = mlir13_refusal(&i.kind) {
            let span = b.origins.get(k).map(|o| o.span).unwrap_or_default();
            return Err(crate::diag::Error::lower(span, why)
                .label("not expressible with --mlir-version 13")
                .help("import with `--mlir-version 22`, or write `.ll` (`--emit=ll`)"));
        }
    }
    Ok(())
}
