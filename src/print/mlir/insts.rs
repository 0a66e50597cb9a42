//! Instructions: one op each.

use super::{Doc, NONE, Printer, cat, symbol};
use crate::llvm::ir::*;
use crate::mlir::ir::FPRED_NAMES;
use crate::print::ll::push_u64;
use pretty::DocAllocator;
use std::fmt::Write;

impl<'a> Printer<'a> {
    /// `^bbN` or `^bbN(%a, %b : T, U)`.
    pub(super) fn succ(&self, s: &Succ) -> Doc<'a> {
        let body = self.body();
        let args = s.args.get(&body.operands);
        let d = self.text(self.label(s.block));
        if args.is_empty() {
            return d;
        }
        d.append("(")
            .append(self.list(self.vals(args)))
            .append(" : ")
            .append(self.list(self.val_tys(args)))
            .append(")")
            .group()
    }

    /// `^bbN`, or `^bbN_K` for a block split off block `N`.
    pub(super) fn label(&self, b: Block) -> String {
        let mut s = String::with_capacity(12);
        s.push_str("^bb");
        match self.split.get(&b) {
            Some((from, k)) => {
                push_u64(&mut s, u64::from(from.0));
                s.push('_');
                push_u64(&mut s, u64::from(*k));
            }
            None => push_u64(&mut s, u64::from(b.0)),
        }
        s
    }

    /// One instruction, as an op (laid out on its own line by the caller).
    pub(super) fn inst_op(&self, body: &'a Body, inst: &InstData) -> Doc<'a> {
        let res = inst.result.map_or(NONE, |r| self.slot[r.index()]);
        let t = |v: Value| body.ty(v);
        if let InstKind::Call { callee, args, .. } = &inst.kind
            && let Some((head, ty)) = self.reduce_intr(body, inst, callee, args.get(&body.operands))
        {
            return self.op(res, head, Some(ty));
        }
        if self.names.opaque
            && let Some((head, trailer)) = self.inst22(body, inst)
        {
            return self.op(res, head, trailer);
        }
        let (head, trailer): (Doc<'a>, Option<Doc<'a>>) = match &inst.kind {
            InstKind::Bin(op, a, b) => (
                self.text(cat(&["llvm.", op.name(), " "]))
                    .append(self.list(self.vals(&[*a, *b])))
                    .append(if op.name().starts_with('f') {
                        fastmath_attr(body.fastmath_of(inst))
                    } else {
                        String::new()
                    }),
                Some(self.ty(t(*a))),
            ),
            InstKind::FNeg(a) => (
                self.text("llvm.fneg ")
                    .append(self.val(*a))
                    .append(fastmath_attr(body.fastmath_of(inst))),
                Some(self.ty(t(*a))),
            ),
            InstKind::AtomicRmw(op, p, v) => (
                self.text(format!("llvm.atomicrmw {} ", op.mlir_name()))
                    .append(self.list(self.vals(&[*p, *v])))
                    .append(" acq_rel"),
                Some(self.ty(t(*v))),
            ),
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                flags,
            } => (
                self.text(crate::llvm::cmpxchg::mlir_head(flags.as_deref()))
                    .append(self.list(self.vals(&[*ptr, *cmp, *new])))
                    .append(crate::llvm::cmpxchg::mlir_tail(
                        flags.as_deref(),
                        *success,
                        *failure,
                    )),
                Some(if self.names.opaque {
                    self.list(vec![self.ty(t(*ptr)), self.ty(t(*cmp))])
                } else {
                    self.ty(t(*cmp))
                }),
            ),
            InstKind::AtomicRmwOrd {
                op,
                ptr,
                val,
                ordering,
                volatile,
                scope,
            } => (
                self.text(format!(
                    "llvm.atomicrmw {}{} ",
                    if *volatile { "volatile " } else { "" },
                    op.mlir_name()
                ))
                .append(self.list(self.vals(&[*ptr, *val])))
                .append(rmw_tail(*ordering, scope.as_deref())),
                Some(if self.names.opaque {
                    self.list(vec![self.ty(t(*ptr)), self.ty(t(*val))])
                } else {
                    self.ty(t(*val))
                }),
            ),
            InstKind::Freeze(a) => (
                self.text("llvm.freeze ").append(self.val(*a)),
                Some(self.ty(t(*a))),
            ),
            InstKind::ICmp(p, a, b) => (
                self.text(cat(&["llvm.icmp \"", ICMP_NAMES[*p as usize], "\" "]))
                    .append(self.list(self.vals(&[*a, *b]))),
                Some(self.ty(t(*a))),
            ),
            InstKind::FCmp(p, a, b) => {
                let name = match FPRED_NAMES[*p as usize] {
                    "false" => "_false",
                    "true" => "_true",
                    n => n,
                };
                (
                    self.text(cat(&["llvm.fcmp \"", name, "\" "]))
                        .append(self.list(self.vals(&[*a, *b])))
                        .append(fastmath_attr(body.fastmath_of(inst))),
                    Some(self.ty(t(*a))),
                )
            }
            InstKind::Select(c, a, b) => (
                self.text("llvm.select ")
                    .append(self.list(self.vals(&[*c, *a, *b]))),
                Some(self.list(self.val_tys(&[*c, *a]))),
            ),
            InstKind::Cast(op, a) => (
                self.text(cat(&["llvm.", op.name(), " "]))
                    .append(self.val(*a)),
                Some(self.cast_types(t(*a), body.ty(inst.result.expect("casts have results")))),
            ),
            InstKind::InlineAsm(a, args) => {
                let args = args.get(&body.operands);
                let mut s = String::from("llvm.inline_asm ");
                if a.side_effects {
                    s.push_str("has_side_effects ");
                }
                if a.align_stack {
                    s.push_str("is_align_stack ");
                }
                if a.intel {
                    s.push_str("asm_dialect = intel ");
                }
                crate::print::push_quoted(&mut s, a.asm.as_bytes());
                s.push_str(", ");
                crate::print::push_quoted(&mut s, a.constraints.as_bytes());
                if !args.is_empty() {
                    s.push(' ');
                }
                let ret_doc = match inst.result {
                    Some(r) => self.ty(body.ty(r)),
                    None => self.text("()"),
                };
                (
                    self.text(s).append(self.list(self.vals(args))),
                    Some(
                        self.text("(")
                            .append(self.list(self.val_tys(args)))
                            .append(") -> ")
                            .append(ret_doc),
                    ),
                )
            }
            InstKind::Call { callee, args, .. } => {
                let args = args.get(&body.operands);
                let arg_tys = self.val_tys(args);
                let ret_doc = match inst.result {
                    Some(r) => self.ty(body.ty(r)),
                    None => self.text("()"),
                };
                let callee_doc = match callee {
                    Callee::Direct(f) => self.text(symbol(&self.cx.funcs[f.index()].name)),
                    Callee::Indirect(v) => self.val(*v),
                };
                (
                    self.text("llvm.call ")
                        .append(callee_doc)
                        .append("(")
                        .append(self.list(self.vals(args)))
                        .append(")"),
                    Some(
                        self.text("(")
                            .append(self.list(arg_tys))
                            .append(") -> ")
                            .append(ret_doc),
                    ),
                )
            }
            InstKind::ExtractValue(agg, idx) => (
                self.text("llvm.extractvalue ")
                    .append(self.val(*agg))
                    .append(positions(idx.get(&body.indices))),
                Some(self.ty(t(*agg))),
            ),
            InstKind::InsertValue(agg, v, idx) => (
                self.text("llvm.insertvalue ")
                    .append(self.list(self.vals(&[*v, *agg])))
                    .append(positions(idx.get(&body.indices))),
                Some(self.ty(t(*agg))),
            ),
            InstKind::Alloca { elem, count, align } => {
                let mut h = self
                    .text("llvm.alloca ")
                    .append(self.val(*count))
                    .append(" x ")
                    .append(self.ty(*elem));
                if *align > 0 {
                    h = h.append(format!(" {{alignment = {align} : i64}}"));
                }
                let r = inst.result.expect("allocas have results");
                (
                    h,
                    Some(
                        self.text("(")
                            .append(self.ty(t(*count)))
                            .append(") -> ")
                            .append(self.ty(body.ty(r))),
                    ),
                )
            }
            InstKind::Load(p)
            | InstKind::VolatileLoad(p)
            | InstKind::LoadAlign(p, ..)
            | InstKind::LoadNT(p, ..) => {
                let volatile = matches!(
                    inst.kind,
                    InstKind::VolatileLoad(_)
                        | InstKind::LoadAlign(_, _, true)
                        | InstKind::LoadNT(_, _, true)
                );
                (
                    self.text(if volatile {
                        "llvm.load volatile "
                    } else {
                        "llvm.load "
                    })
                    .append(self.val(*p))
                    .append(match inst.kind {
                        InstKind::LoadAlign(_, a, _) => format!(" {{alignment = {a} : i64}}"),
                        InstKind::LoadNT(_, a, _) => nontemporal_attrs(a),
                        _ => String::new(),
                    }),
                    Some(self.ty(t(*p))),
                )
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..)
            | InstKind::StoreNT(v, p, ..) => {
                let volatile = matches!(
                    inst.kind,
                    InstKind::VolatileStore(..)
                        | InstKind::StoreAlign(_, _, _, true)
                        | InstKind::StoreNT(_, _, _, true)
                );
                (
                    self.text(if volatile {
                        "llvm.store volatile "
                    } else {
                        "llvm.store "
                    })
                    .append(self.list(self.vals(&[*v, *p])))
                    .append(match inst.kind {
                        InstKind::StoreAlign(_, _, a, _) => format!(" {{alignment = {a} : i64}}"),
                        InstKind::StoreNT(_, _, a, _) => nontemporal_attrs(a),
                        _ => String::new(),
                    }),
                    Some(self.ty(t(*p))),
                )
            }
            // Not MLIR 13's (refused before printing): the typed-pointer
            // form of MLIR 15, which mlir2ll reads back.
            InstKind::AtomicLoad(p, m) => (self.atomic_load_head(*p, m), Some(self.ty(t(*p)))),
            // Not MLIR 13's (refused before printing): MLIR 22's op.
            InstKind::FPTruncRound { value, mode, .. } => {
                let r = inst.result.expect("fptrunc has a result");
                (
                    self.text("llvm.intr.experimental.constrained.fptrunc ")
                        .append(self.val(*value))
                        .append(format!(" {} ignore", ROUNDING_MODES[usize::from(*mode)])),
                    Some(
                        self.ty(t(*value))
                            .append(" to ")
                            .append(self.ty(body.ty(r))),
                    ),
                )
            }
            InstKind::AtomicStore(v, p, m) => {
                (self.atomic_store_head(*v, *p, m), Some(self.ty(t(*p))))
            }
            InstKind::Gep { base, indices, .. } => {
                let idx = indices.get(&body.operands);
                let mut tys = vec![self.ty(t(*base))];
                tys.extend(self.val_tys(idx));
                let r = inst.result.expect("geps have results");
                (
                    self.text("llvm.getelementptr ")
                        .append(self.val(*base))
                        .append("[")
                        .append(self.list(self.vals(idx)))
                        .append("]"),
                    Some(
                        self.text("(")
                            .append(self.list(tys))
                            .append(") -> ")
                            .append(self.ty(body.ty(r))),
                    ),
                )
            }
            InstKind::ExtractElement(v, i) => (
                self.text("llvm.extractelement ")
                    .append(self.val(*v))
                    .append("[")
                    .append(self.val(*i))
                    .append(" : ")
                    .append(self.ty(t(*i)))
                    .append("]"),
                Some(self.ty(t(*v))),
            ),
            InstKind::InsertElement(v, e, i) => (
                self.text("llvm.insertelement ")
                    .append(self.list(self.vals(&[*e, *v])))
                    .append("[")
                    .append(self.val(*i))
                    .append(" : ")
                    .append(self.ty(t(*i)))
                    .append("]"),
                Some(self.ty(t(*v))),
            ),
            InstKind::Shuffle(a, b, mask) => {
                let m: Vec<Doc<'a>> = mask
                    .get(&body.indices)
                    .iter()
                    .map(|x| {
                        self.text(if *x == u32::MAX {
                            "-1 : i32".to_string()
                        } else {
                            format!("{x} : i32")
                        })
                    })
                    .collect();
                (
                    self.text("llvm.shufflevector ")
                        .append(self.list(self.vals(&[*a, *b])))
                        .append(" [")
                        .append(self.list(m))
                        .append("]"),
                    Some(self.list(self.val_tys(&[*a, *b]))),
                )
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                let cases = cases.get(&body.cases);
                debug_assert!(!cases.is_empty(), "legalized: a switch has cases");
                let mut d = self
                    .text("llvm.switch ")
                    .append(self.val(*value))
                    .append(", ")
                    .append(self.succ(default))
                    .append(" [");
                for (k, (c, s)) in cases.iter().enumerate() {
                    let mut case = self.text(format!("{c}: ")).append(self.succ(s));
                    if k + 1 < cases.len() {
                        case = case.append(",");
                    }
                    d = d.append(self.a.hardline().append(case).nest(2));
                }
                (d.append(self.a.hardline()).append("]"), None)
            }
            InstKind::Br(s) => (self.text("llvm.br ").append(self.succ(s)), None),
            InstKind::CondBr(c, s1, s2) => (
                self.text("llvm.cond_br ").append(self.list(vec![
                    self.val(*c),
                    self.succ(s1),
                    self.succ(s2),
                ])),
                None,
            ),
            InstKind::Ret(Some(v)) => (
                self.text("llvm.return ").append(self.val(*v)),
                Some(self.ty(t(*v))),
            ),
            InstKind::Ret(None) => (self.text("llvm.return"), None),
            InstKind::Unreachable => (self.text("llvm.unreachable"), None),
            InstKind::Fence { ordering, scope } => {
                let mut s = String::from("llvm.fence ");
                if let Some(sc) = scope {
                    s.push_str("syncscope(");
                    crate::print::push_quoted(&mut s, sc.as_bytes());
                    s.push_str(") ");
                }
                s.push_str(ordering.name());
                (self.text(s), None)
            }
        };
        self.op(res, head, trailer)
    }
}

/// `[0, 1]`: the positions of `llvm.extractvalue` / `llvm.insertvalue`.
pub(super) fn positions(idx: &[u32]) -> String {
    let mut s = String::from("[");
    for (k, i) in idx.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{i}");
    }
    s.push(']');
    s
}

impl<'a> Printer<'a> {
    /// A float add/mul reduction with fast-math flags (`vector.reduction
    /// ... fastmath<reassoc>`): MLIR 13's `"llvm.intr.vector.reduce.fadd"(...)
    /// {reassoc = true}` (its only flag there), MLIR 22's `<{fastmathFlags
    /// = ...}>`; `None` for other calls. Head and trailing type.
    fn reduce_intr(
        &self,
        body: &'a Body,
        inst: &InstData,
        callee: &Callee,
        args: &[Value],
    ) -> Option<(Doc<'a>, Doc<'a>)> {
        let Callee::Direct(f) = callee else {
            return None;
        };
        let name = &self.cx.funcs[f.index()].name;
        let op = ["fadd", "fmul"]
            .into_iter()
            .find(|op| name.starts_with(&format!("llvm.vector.reduce.{op}.")))?;
        let bits = body.fastmath_of(inst);
        let flags = if self.names.opaque {
            if bits == 0 {
                return None;
            }
            format!(
                " <{{fastmathFlags = #llvm.fastmath<{}>}}>",
                crate::mlir::parse::fastmath_names(bits, ", ")
            )
        } else if bits & 1 != 0 {
            " {reassoc = true}".to_string()
        } else {
            return None;
        };
        let r = inst.result?;
        let head = self
            .text(format!("\"llvm.intr.vector.reduce.{op}\"("))
            .append(self.list(self.vals(args)))
            .append(")")
            .append(flags);
        let ty = self
            .text("(")
            .append(self.list(self.val_tys(args)))
            .append(") -> ")
            .append(self.ty(body.ty(r)));
        Some((head, ty))
    }
}

/// ` {fastmathFlags = #llvm.fastmath<...>}` for an instruction with
/// fast-math flags (MLIR 13 reads it); nothing without.
fn fastmath_attr(bits: u8) -> String {
    if bits == 0 {
        return String::new();
    }
    format!(
        " {{fastmathFlags = #llvm.fastmath<{}>}}",
        crate::mlir::parse::fastmath_names(bits, ", ")
    )
}

/// ` [syncscope("s")] ordering` of an `llvm.atomicrmw`.
fn rmw_tail(ordering: Ordering, scope: Option<&str>) -> String {
    let mut s = String::new();
    if let Some(sc) = scope {
        s.push_str(" syncscope(");
        crate::print::push_quoted(&mut s, sc.as_bytes());
        s.push(')');
    }
    s.push(' ');
    s.push_str(ordering.name());
    s
}

/// The attributes of a nontemporal `llvm.load` or `llvm.store` (sorted, as
/// MLIR prints them): `{alignment = 4 : i64, nontemporal}`.
pub(super) fn nontemporal_attrs(align: u32) -> String {
    if align > 0 {
        format!(" {{alignment = {align} : i64, nontemporal}}")
    } else {
        " {nontemporal}".to_string()
    }
}
