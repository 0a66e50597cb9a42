//! `llvm.mlir.global_ctors`/`global_dtors` as the appending global LLVM
//! reads: `@llvm.global_ctors = appending global [N x { i32, void ()*,
//! i8* }] [{ i32 prio, void ()* @f, i8* zeroinitializer }, ...]`.

use super::{Lowering, View};
use crate::diag::{Error, Result};
use crate::llvm::ir as l;
use crate::mlir::parse::llvm_ctors::Ctors;

impl Lowering {
    /// The global of `c`; `func(name)` finds a function of the module.
    pub fn ctors(
        &mut self,
        m: View,
        c: &Ctors,
        func: impl Fn(&str) -> Option<crate::mlir::ir::FuncId>,
    ) -> Result<l::GlobalRef> {
        let void = self.t.void;
        let void_fn = self.t.intern(l::Type::Func {
            ret: void,
            params: Box::new([]),
            vararg: false,
        });
        let mut entries = Vec::with_capacity(c.entries.len());
        for (name, span, prio) in &c.entries {
            let Some(id) = func(name) else {
                return Err(Error::lower(*span, format!("no function named `@{name}`"))
                    .label("not defined in this module"));
            };
            let r = self.header(m, id)?;
            if self.funcs[r.index()].ty != void_fn {
                return Err(Error::verify(
                    *span,
                    format!(
                        "`@{name}` runs {} `main`, so it must take no arguments and return nothing",
                        if c.dtors { "after" } else { "before" }
                    ),
                ));
            }
            entries.push(l::GConst::Agg(vec![
                l::GConst::Int(i128::from(*prio)),
                l::GConst::FuncAddr(r),
                // (`zeroinitializer`, as MLIR 22's `#llvm.zero` data reads
                // back.)
                l::GConst::Zero,
            ]));
        }
        let i32t = self.t.i32;
        let fn_ptr = self.t.ptr(void_fn);
        let i8p = self.t.ptr(self.t.i8);
        let entry = self
            .t
            .intern(l::Type::Struct(Box::new([i32t, fn_ptr, i8p])));
        let ty = self.t.intern(l::Type::Array(entries.len() as u64, entry));
        let g = l::GlobalRef::new(self.globals.len());
        self.globals.push(l::Global {
            name: c.global_name().to_string(),
            ty,
            linkage: l::Linkage::Appending,
            constant: false,
            init: Some(l::GConst::Agg(entries)),
            align: 0,
            addr_space: 0,
            attrs: Default::default(),
        });
        Ok(g)
    }
}
