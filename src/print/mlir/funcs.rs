//! Functions: the signature, the blocks, and the numbering of values.

use super::flat::push_symbol;
use super::{ARG, Doc, Printer};
use crate::llvm::ir::*;

impl<'a> Printer<'a> {
    pub(super) fn func(&mut self, f: &'a Func, out: &mut String) {
        let Type::Func {
            ret,
            ref params,
            vararg,
        } = *self.cx.types.get(f.ty)
        else {
            unreachable!("functions have function types")
        };
        // One line, as MLIR prints it, straight into `out`.
        out.push_str("  llvm.func ");
        let l = f.linkage.name();
        if !l.is_empty() {
            out.push_str(l);
            out.push(' ');
        }
        f.attrs.mlir_keywords(out);
        if self.names.opaque {
            push_symbol(out, &opaque_fn_name(&f.name));
        } else {
            push_symbol(out, &f.name);
        }
        out.push('(');
        let is_void = matches!(self.cx.types.get(ret), Type::Void);
        match self.body {
            None => {
                for (k, p) in params.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&self.top(*p));
                }
            }
            Some(body) => {
                for (k, p) in body.params.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.nums.push(ARG | k as u32, out);
                    out.push_str(": ");
                    out.push_str(&self.top(body.ty(*p)));
                }
            }
        }
        if vararg {
            out.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        out.push(')');
        if !is_void {
            out.push_str(" -> ");
            out.push_str(&self.top(ret));
        }
        f.attrs.mlir_comdat(out);
        let mut attrs = Vec::new();
        f.attrs.mlir_attrs(&mut attrs);
        if !attrs.is_empty() {
            out.push_str(" attributes {");
            out.push_str(&attrs.join(", "));
            out.push('}');
        }
        if self.body.is_some() {
            out.push_str(" {");
        }
        let Some(body) = self.body else {
            return;
        };
        self.number(body);
        if !body.split.is_empty() {
            self.split = body
                .split
                .iter()
                .map(|(b, from, k)| (*b, (*from, *k)))
                .collect();
        }
        for (k, blk) in body.layout().iter().enumerate() {
            let b = &body.blocks[blk.index()];
            if k == 0 {
                // The entry block starts with the constants.
                for v in &body.prelude {
                    self.def(body, *v, out);
                }
            } else {
                let args = b.args.get(&body.operands);
                self.put(
                    out,
                    2,
                    |p, s| p.f_block_label(*blk, args, s),
                    |p| p.label_doc(body, *blk, args),
                );
            }
            for inst in body.block_insts(b) {
                if !self.elided(inst) {
                    self.write_inst(body, inst, out);
                }
            }
        }
        out.push_str("\n  }");
    }

    /// A block's label: `^bbN(%a: T):`.
    fn label_doc(&self, body: &'a Body, blk: Block, args: &[Value]) -> Doc<'a> {
        let mut label = self.text(self.label(blk));
        if !args.is_empty() {
            let items: Vec<_> = args
                .iter()
                .map(|a| self.val(*a).append(": ").append(self.ty(body.ty(*a))))
                .collect();
            label = label.append("(").append(self.list(items)).append(")");
        }
        label.append(":").group()
    }

    /// Writes instruction `inst` on a line of its own.
    pub(super) fn write_inst(&self, body: &'a Body, inst: &InstData, out: &mut String) {
        self.put(
            out,
            4,
            |p, s| p.f_inst(body, inst, s),
            |p| p.inst_op(body, inst),
        );
    }

    /// Writes a definition of the prelude: a constant, or an instruction in
    /// no block.
    pub(super) fn def(&self, body: &'a Body, v: Value, out: &mut String) {
        match body.values[v.index()].kind {
            ValueKind::Inst(i) if self.elided(&body.insts[i.index()]) => {}
            ValueKind::Inst(i) => self.write_inst(body, &body.insts[i.index()], out),
            _ => self.put(out, 4, |p, s| p.f_constant(v, s), |p| p.constant(v)),
        }
    }

    /// Numbers the parameters, the prelude, then block arguments and
    /// results in print order.
    pub(super) fn number(&mut self, body: &'a Body) {
        for (k, p) in body.params.iter().enumerate() {
            self.slot[p.index()] = ARG | k as u32;
        }
        self.find_aliases(body);
        for v in &body.prelude {
            if !self.alias.contains_key(v) {
                self.slot[v.index()] = self.fresh();
            }
        }
        for blk in body.layout().iter() {
            let b = &body.blocks[blk.index()];
            for a in b.args.get(&body.operands) {
                self.slot[a.index()] = self.fresh();
            }
            for inst in body.block_insts(b) {
                if let Some(r) = inst.result
                    && !self.alias.contains_key(&r)
                {
                    self.slot[r.index()] = self.fresh();
                }
            }
        }
    }
}
