//! Functions: the signature, the blocks, and the numbering of values.

use super::consts::C;
use super::{ARG, Doc, Printer, symbol};
use crate::llvm::ir::*;
use pretty::DocAllocator;

impl<'a> Printer<'a> {
    pub(super) fn func(&mut self, f: &'a Func) -> Doc<'a> {
        let Type::Func {
            ret,
            ref params,
            vararg,
        } = *self.cx.types.get(f.ty)
        else {
            unreachable!("functions have function types")
        };
        let mut head = String::from("llvm.func ");
        let l = f.linkage.name();
        if !l.is_empty() {
            head.push_str(l);
            head.push(' ');
        }
        head.push_str(&symbol(&f.name));
        head.push('(');
        let mut items: Vec<Doc<'a>> = match self.body {
            None => params.iter().map(|p| self.ty(*p)).collect(),
            Some(body) => body
                .params
                .iter()
                .enumerate()
                .map(|(k, p)| self.text(format!("%arg{k}: ")).append(self.ty(body.ty(*p))))
                .collect(),
        };
        if vararg {
            items.push(self.text("..."));
        }
        let mut sig = self.text(head).append(self.list(items)).append(")").group();
        if !matches!(self.cx.types.get(ret), Type::Void) {
            let arrow = self.a.line().append("-> ").append(self.ty(ret));
            sig = sig.append(arrow.nest(4).group());
        }
        let sig = sig.group();
        let Some(body) = self.body else {
            return sig;
        };
        self.number(body);
        let mut d = sig.append(" {");
        // The entry block starts with the constants.
        let consts = std::mem::take(&mut self.consts);
        let mut ops: Vec<Doc<'a>> = consts.into_iter().map(|c| self.piece(c)).collect();
        for (k, blk) in body.layout().iter().enumerate() {
            let bi = blk.index();
            let b = &body.blocks[bi];
            if k > 0 {
                let args = b.args.get(&body.operands);
                let mut label = self.text(format!("^bb{bi}"));
                if !args.is_empty() {
                    let items = args
                        .iter()
                        .map(|a| self.val(*a).append(": ").append(self.ty(body.ty(*a))))
                        .collect();
                    label = label.append("(").append(self.list(items)).append(")");
                }
                d = d
                    .append(self.a.hardline())
                    .append(label.append(":").group());
            }
            let start = b.insts.start as usize;
            for (k, inst) in body.block_insts(b).iter().enumerate() {
                self.inst(body, bi, start + k, inst, &mut ops);
            }
            for op in ops.drain(..) {
                d = d.append(op);
            }
        }
        d.append(self.a.hardline()).append("}")
    }

    /// Numbers the parameters, the constants (materialized in first-use
    /// order), then block arguments and results in print order.
    pub(super) fn number(&mut self, body: &'a Body) {
        for (k, p) in body.params.iter().enumerate() {
            self.slot[p.index()] = ARG | k as u32;
        }
        let layout = body.layout();
        for blk in layout.iter() {
            for inst in body.block_insts(&body.blocks[blk.index()]) {
                self.use_operands(body, inst);
            }
        }
        for blk in layout.iter() {
            let b = &body.blocks[blk.index()];
            for a in b.args.get(&body.operands) {
                self.slot[a.index()] = self.fresh();
            }
            let start = b.insts.start as usize;
            for (k, inst) in body.block_insts(b).iter().enumerate() {
                match &inst.kind {
                    InstKind::Switch { cases, .. } if self.switch_chain(body, inst) => {
                        self.extra.insert(start + k, self.next);
                        self.next += cases.len;
                    }
                    InstKind::Call {
                        callee: Callee::Indirect(_),
                        fn_ty,
                        ..
                    } if self.variadic(*fn_ty) => {
                        let n = self.fresh();
                        self.extra.insert(start + k, n);
                    }
                    _ => {}
                }
                if let Some(r) = inst.result {
                    self.slot[r.index()] = self.fresh();
                }
            }
        }
    }

    pub(super) fn variadic(&self, fn_ty: Ty) -> bool {
        matches!(self.cx.types.get(fn_ty), Type::Func { vararg: true, .. })
    }

    /// Whether a switch must be spelled as a compare chain: MLIR 13's
    /// `llvm.switch` takes only an `i32`.
    pub(super) fn switch_chain(&self, body: &Body, inst: &InstData) -> bool {
        match &inst.kind {
            InstKind::Switch { value, cases, .. } => {
                !cases.is_empty() && !matches!(self.cx.types.get(body.ty(*value)), Type::Int(32))
            }
            _ => false,
        }
    }

    /// Materializes the constant operands of `inst`, in print order (with
    /// the case values of a switch chain).
    pub(super) fn use_operands(&mut self, body: &'a Body, inst: &InstData) {
        let ops = &body.operands;
        match &inst.kind {
            InstKind::Bin(_, a, b) | InstKind::ICmp(_, a, b) | InstKind::FCmp(_, a, b) => {
                self.use_value(*a);
                self.use_value(*b);
            }
            InstKind::FNeg(a)
            | InstKind::Cast(_, a)
            | InstKind::Load(a)
            | InstKind::VolatileLoad(a)
            | InstKind::ExtractValue(a, _)
            | InstKind::Alloca { count: a, .. } => self.use_value(*a),
            InstKind::Select(c, a, b) => {
                self.use_value(*c);
                self.use_value(*a);
                self.use_value(*b);
            }
            InstKind::Call { callee, args, .. } => {
                if let Callee::Indirect(v) = callee {
                    self.use_value(*v);
                }
                for a in args.get(ops) {
                    self.use_value(*a);
                }
            }
            InstKind::InsertValue(agg, v, _) => {
                self.use_value(*v);
                self.use_value(*agg);
            }
            InstKind::Store(v, p) | InstKind::VolatileStore(v, p) => {
                self.use_value(*v);
                self.use_value(*p);
            }
            InstKind::Gep { base, indices, .. } => {
                self.use_value(*base);
                for i in indices.get(ops) {
                    self.use_value(*i);
                }
            }
            InstKind::ExtractElement(v, i) => {
                self.use_value(*v);
                self.use_value(*i);
            }
            InstKind::InsertElement(v, e, i) => {
                self.use_value(*e);
                self.use_value(*v);
                self.use_value(*i);
            }
            InstKind::Shuffle(a, b, _) => {
                self.use_value(*a);
                self.use_value(*b);
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                self.use_value(*value);
                let chain = self.switch_chain(body, inst);
                if !chain {
                    for a in default.args.get(ops) {
                        self.use_value(*a);
                    }
                }
                let vt = body.ty(*value);
                for (c, s) in cases.get(&body.cases) {
                    if chain {
                        self.mat(&C::Int(vt, *c));
                    }
                    for a in s.args.get(ops) {
                        self.use_value(*a);
                    }
                }
                if chain {
                    for a in default.args.get(ops) {
                        self.use_value(*a);
                    }
                }
            }
            InstKind::Br(s) => {
                for a in s.args.get(ops) {
                    self.use_value(*a);
                }
            }
            InstKind::CondBr(c, t, e) => {
                self.use_value(*c);
                for a in t.args.get(ops).iter().chain(e.args.get(ops)) {
                    self.use_value(*a);
                }
            }
            InstKind::Ret(v) => {
                if let Some(v) = v {
                    self.use_value(*v);
                }
            }
            InstKind::Unreachable => {}
        }
    }
}
