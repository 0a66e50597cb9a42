//! Globals: `llvm.mlir.global`, with an initializer region when no
//! attribute can hold the value.

use super::consts::{float_text, push_int};
use super::types::is_scalar;
use super::{NONE, Printer, symbol};
use crate::llvm::ir::*;
use std::fmt::Write;

impl<'a> Printer<'a> {
    /// Global `g`; its initializer is the region `self.body` if it has one.
    pub(super) fn global(&mut self, g: GlobalRef, out: &mut String) {
        let gl = &self.cx.globals[g.index()];
        let types = self.cx.types;
        // The op is written flat into `out` (its document's flat text);
        // with an initializer region, the head is cut back out and laid
        // out as a document.
        let start = out.len();
        out.push_str("  llvm.mlir.global ");
        let head = &mut *out;
        head.push_str(match (&gl.init, gl.linkage) {
            (None, Linkage::ExternWeak) => "extern_weak",
            (None, _) => "external",
            (Some(_), Linkage::External) => "external",
            (Some(_), l) => l.name(),
        });
        head.push(' ');
        gl.attrs.mlir_keywords(head);
        if gl.constant {
            head.push_str("constant ");
        }
        super::flat::push_symbol(head, &gl.name);
        head.push('(');
        let scalar = is_scalar(types.get(gl.ty));
        let region = self.body;
        match &gl.init {
            _ if region.is_some() => {}
            None => {}
            Some(GConst::Int(v)) if matches!(types.get(gl.ty), Type::Int(_)) => {
                push_int(head, *v, types.get(gl.ty));
                if !matches!(types.get(gl.ty), Type::Int(1)) {
                    head.push_str(" : ");
                    head.push_str(&self.top(gl.ty));
                }
            }
            Some(GConst::Float(b)) if scalar => {
                head.push_str(&float_text(*b, types.get(gl.ty)));
                head.push_str(" : ");
                head.push_str(&self.top(gl.ty));
            }
            Some(GConst::Zero) if scalar => match types.get(gl.ty) {
                Type::Int(1) => head.push_str("false"),
                Type::Int(_) => {
                    head.push_str("0 : ");
                    head.push_str(&self.top(gl.ty));
                }
                t => {
                    head.push_str(&float_text(0, t));
                    head.push_str(" : ");
                    head.push_str(&self.top(gl.ty));
                }
            },
            Some(GConst::Bytes(b))
                if matches!(*types.get(gl.ty), Type::Array(n, e)
                    if n == b.len() as u64 && matches!(types.get(e), Type::Int(8))) =>
            {
                crate::print::push_quoted(head, b);
            }
            Some(c) => {
                let zero = matches!(c, GConst::Zero).then_some(());
                let d = self.dense_attr(gl.ty, zero, |out| self.gconst_leaves(gl.ty, c, out));
                let d = d.expect("legalized: a global without a region has an attribute");
                self.push_dense(&d, head);
            }
        }
        head.push(')');
        gl.attrs.mlir_comdat(head);
        let mut attrs = Vec::new();
        if gl.addr_space != 0 {
            attrs.push(format!("addr_space = {} : i32", gl.addr_space));
        }
        if gl.align != 0 {
            attrs.push(format!("alignment = {} : i64", gl.align));
        }
        gl.attrs.mlir_attrs(&mut attrs);
        if !attrs.is_empty() {
            let _ = write!(head, " {{{}}}", attrs.join(", "));
        }
        let Some(body) = region else {
            out.push_str(" : ");
            out.push_str(&self.top(gl.ty));
            return;
        };
        let head = out[start + 2..].to_string();
        out.truncate(start);
        let decl = self.op(NONE, self.text(head), Some(self.ty(gl.ty)));
        self.render_top(decl.append(" {"), out);
        self.number(body);
        for v in &body.prelude {
            self.def(body, *v, out);
        }
        for inst in body.block_insts(&body.blocks[0]) {
            if !self.elided(inst) {
                self.write_inst(body, inst, out);
            }
        }
        out.push_str("\n  }");
    }
}

/// Writes `@llvm.global_ctors` / `@llvm.global_dtors` (global `g`) as
/// MLIR 22's op, when it is such a list of `{ i32, ptr @f, ptr null }`
/// entries (which mlir2ll reads back); `false` (nothing written) for any
/// other global, which is written as a global:
///
/// ```mlir
/// llvm.mlir.global_ctors ctors = [@init1, @init0], priorities = [65535 : i32, 101 : i32], data = [#llvm.zero, #llvm.zero]
/// ```
pub(super) fn ctors_op(cx: crate::print::ll::Ctx, g: GlobalRef, out: &mut String) -> bool {
    let gl = &cx.globals[g.index()];
    let list = match gl.name.as_str() {
        "llvm.global_ctors" => "ctors",
        "llvm.global_dtors" => "dtors",
        _ => return false,
    };
    if gl.linkage != Linkage::Appending {
        return false;
    }
    let types = cx.types;
    let Type::Array(n, entry) = *types.get(gl.ty) else {
        return false;
    };
    match types.get(entry) {
        Type::Struct(f)
            if f.len() == 3
                && matches!(types.get(f[0]), Type::Int(32))
                && matches!(types.get(f[1]), Type::Ptr(..))
                && matches!(types.get(f[2]), Type::Ptr(..)) => {}
        _ => return false,
    }
    let mut entries = Vec::new();
    match &gl.init {
        Some(GConst::Zero) if n == 0 => {}
        Some(GConst::Agg(es)) if es.len() as u64 == n => {
            for e in es {
                let GConst::Agg(fields) = e else {
                    return false;
                };
                let [
                    GConst::Int(prio),
                    GConst::FuncAddr(f),
                    GConst::Null | GConst::Zero,
                ] = fields.as_slice()
                else {
                    return false;
                };
                let Ok(prio) = i32::try_from(*prio) else {
                    return false;
                };
                entries.push((prio, *f));
            }
        }
        _ => return false,
    }
    let mut s = format!("  llvm.mlir.global_{list} {list} = [");
    for (k, (_, f)) in entries.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        s.push_str(&symbol(&cx.funcs[f.index()].name));
    }
    s.push_str("], priorities = [");
    for (k, (p, _)) in entries.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{p} : i32");
    }
    s.push_str("], data = [");
    for k in 0..entries.len() {
        if k > 0 {
            s.push_str(", ");
        }
        s.push_str("#llvm.zero");
    }
    s.push_str("]\n");
    out.push_str(&s);
    true
}
