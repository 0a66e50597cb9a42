//! Instructions: one op each (a switch on a non-`i32` value: a chain).

use super::consts::C;
use super::{Doc, NONE, Printer, symbol, value_name};
use crate::llvm::ir::*;
use crate::mlir::ir::FPRED_NAMES;
use pretty::DocAllocator;
use std::borrow::Cow;
use std::fmt::Write;

impl<'a> Printer<'a> {
    /// `^bbN` or `^bbN(%a, %b : T, U)`.
    pub(super) fn succ(&self, label: String, s: &Succ) -> Doc<'a> {
        let body = self.body();
        let args = s.args.get(&body.operands);
        let d = self.text(label);
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

    pub(super) fn label(b: Block) -> String {
        format!("^bb{}", b.0)
    }

    /// Prints one instruction (some become several ops) into `ops`; a
    /// switch chain also starts new blocks, which go into `ops` as labels.
    pub(super) fn inst(
        &mut self,
        body: &'a Body,
        bi: usize,
        index: usize,
        inst: &InstData,
        ops: &mut Vec<Doc<'a>>,
    ) {
        let res = inst.result.map_or(NONE, |r| self.slot[r.index()]);
        let t = |v: Value| body.ty(v);
        let (head, trailer): (Doc<'a>, Option<Doc<'a>>) = match &inst.kind {
            InstKind::Bin(op, a, b) => (
                self.text(format!("llvm.{} ", op.name()))
                    .append(self.list(self.vals(&[*a, *b]))),
                Some(self.ty(t(*a))),
            ),
            InstKind::FNeg(a) => (
                self.text("llvm.fneg ").append(self.val(*a)),
                Some(self.ty(t(*a))),
            ),
            InstKind::ICmp(p, a, b) => (
                self.text(format!("llvm.icmp \"{}\" ", ICMP_NAMES[*p as usize]))
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
                    self.text(format!("llvm.fcmp \"{name}\" "))
                        .append(self.list(self.vals(&[*a, *b]))),
                    Some(self.ty(t(*a))),
                )
            }
            InstKind::Select(c, a, b) => (
                self.text("llvm.select ")
                    .append(self.list(self.vals(&[*c, *a, *b]))),
                Some(self.list(self.val_tys(&[*c, *a]))),
            ),
            InstKind::Cast(op, a) => (
                self.text(format!("llvm.{} ", op.name()))
                    .append(self.val(*a)),
                Some(self.cast_types(t(*a), body.ty(inst.result.expect("casts have results")))),
            ),
            InstKind::Call {
                callee,
                args,
                fn_ty,
            } => {
                let args = args.get(&body.operands);
                let arg_tys = self.val_tys(args);
                let ret_doc = match inst.result {
                    Some(r) => self.ty(body.ty(r)),
                    None => self.text("()"),
                };
                let callee_doc = match callee {
                    Callee::Direct(f) => self.text(symbol(&self.cx.funcs[f.index()].name)),
                    Callee::Indirect(v) if self.variadic(*fn_ty) => {
                        // MLIR 13 infers the callee's type from the
                        // arguments: call a non-variadic view of it.
                        let n = self.extra[&index];
                        let ret = inst
                            .result
                            .map_or(Cow::Borrowed("void"), |r| self.inner(body.ty(r)));
                        let ps: Vec<Cow<str>> =
                            args.iter().map(|a| self.inner(body.ty(*a))).collect();
                        let to = format!("!llvm.ptr<func<{ret} ({})>>", ps.join(", "));
                        let cast = self.op(
                            n,
                            self.text("llvm.bitcast ").append(self.val(*v)),
                            Some(
                                self.ty(t(*v))
                                    .append(self.a.line())
                                    .append("to ")
                                    .append(to)
                                    .group(),
                            ),
                        );
                        ops.push(self.piece(cast));
                        self.text(value_name(n))
                    }
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
            InstKind::Load(p) | InstKind::VolatileLoad(p) => {
                let volatile = matches!(inst.kind, InstKind::VolatileLoad(_));
                (
                    self.text(if volatile {
                        "llvm.load volatile "
                    } else {
                        "llvm.load "
                    })
                    .append(self.val(*p)),
                    Some(self.ty(t(*p))),
                )
            }
            InstKind::Store(v, p) | InstKind::VolatileStore(v, p) => {
                let volatile = matches!(inst.kind, InstKind::VolatileStore(..));
                (
                    self.text(if volatile {
                        "llvm.store volatile "
                    } else {
                        "llvm.store "
                    })
                    .append(self.list(self.vals(&[*v, *p]))),
                    Some(self.ty(t(*p))),
                )
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
                if cases.is_empty() {
                    // MLIR 13 cannot translate a switch without cases.
                    (
                        self.text("llvm.br ")
                            .append(self.succ(Self::label(default.block), default)),
                        None,
                    )
                } else if self.switch_chain(body, inst) {
                    self.switch_chain_ops(body, bi, index, *value, default, cases, ops);
                    return;
                } else {
                    let mut d = self
                        .text("llvm.switch ")
                        .append(self.val(*value))
                        .append(", ")
                        .append(self.succ(Self::label(default.block), default))
                        .append(" [");
                    for (k, (c, s)) in cases.iter().enumerate() {
                        let mut case = self
                            .text(format!("{c}: "))
                            .append(self.succ(Self::label(s.block), s));
                        if k + 1 < cases.len() {
                            case = case.append(",");
                        }
                        d = d.append(self.a.hardline().append(case).nest(2));
                    }
                    (d.append(self.a.hardline()).append("]"), None)
                }
            }
            InstKind::Br(s) => (
                self.text("llvm.br ")
                    .append(self.succ(Self::label(s.block), s)),
                None,
            ),
            InstKind::CondBr(c, s1, s2) => (
                self.text("llvm.cond_br ").append(self.list(vec![
                    self.val(*c),
                    self.succ(Self::label(s1.block), s1),
                    self.succ(Self::label(s2.block), s2),
                ])),
                None,
            ),
            InstKind::Ret(Some(v)) => (
                self.text("llvm.return ").append(self.val(*v)),
                Some(self.ty(t(*v))),
            ),
            InstKind::Ret(None) => (self.text("llvm.return"), None),
            InstKind::Unreachable => (self.text("llvm.unreachable"), None),
        };
        let op = self.op(res, head, trailer);
        ops.push(self.piece(op));
    }

    /// A switch on a non-`i32` value: one `llvm.icmp "eq"` and
    /// `llvm.cond_br` per case, each after the first in a new block
    /// `^bbN_K`; the last falls through to the default.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn switch_chain_ops(
        &mut self,
        body: &'a Body,
        bi: usize,
        index: usize,
        value: Value,
        default: &Succ,
        cases: &[(i128, Succ)],
        ops: &mut Vec<Doc<'a>>,
    ) {
        let vt = body.ty(value);
        let base = self.extra[&index];
        for (k, (c, s)) in cases.iter().enumerate() {
            if k > 0 {
                ops.push(self.a.hardline().append(format!("^bb{bi}_{k}:")));
            }
            let cn = self.mat(&C::Int(vt, *c));
            let n = base + k as u32;
            let cmp = self.op(
                n,
                self.text("llvm.icmp \"eq\" ")
                    .append(self.list(vec![self.val(value), self.text(value_name(cn))])),
                Some(self.ty(vt)),
            );
            ops.push(self.piece(cmp));
            let next = if k + 1 < cases.len() {
                self.text(format!("^bb{bi}_{}", k + 1))
            } else {
                self.succ(Self::label(default.block), default)
            };
            let br = self.op(
                NONE,
                self.text("llvm.cond_br ").append(self.list(vec![
                    self.text(value_name(n)),
                    self.succ(Self::label(s.block), s),
                    next,
                ])),
                None,
            );
            ops.push(self.piece(br));
        }
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
