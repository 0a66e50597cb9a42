//! The LLVM-dialect MLIR writer (`--emit=mlir`).

use crate::llvm::ir::*;
use crate::print::ll::Ctx;

/// The MLIR writer. Call [`Writer::header`], then [`Writer::global`] /
/// [`Writer::func`] for each global and function, then [`Writer::footer`];
/// take the text from `out` whenever convenient.
#[derive(Default)]
pub struct Writer {
    pub out: String,
}

impl Writer {
    pub fn header(&mut self) {
        self.out.push_str("module {\n");
    }

    pub fn global(&mut self, cx: Ctx, g: GlobalRef) {
        let _ = (cx, g);
    }

    pub fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        let _ = (cx, f, body);
    }

    pub fn footer(&mut self) {
        self.out.push_str("}\n");
    }
}
