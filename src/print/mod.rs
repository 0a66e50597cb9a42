//! Writers: one per output format.

pub mod c_header;
pub mod ll;
pub mod mlir;

use crate::llvm::ir::{Body, FuncRef, GlobalRef};
use ll::Ctx;

/// A writer of a lowered module, fed one global or function at a time.
pub trait ModuleWriter {
    /// Writes the module's header: `name` (the source's), its data layout
    /// and triple.
    fn header(&mut self, name: &str, datalayout: &str, triple: &str);
    /// Writes function `f` (a declaration when `body` is `None`).
    fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>);
    /// Writes global `g`; `region`: its initializer region, for MLIR
    /// ([`crate::lower::mlir13::global_region`]).
    fn global(&mut self, cx: Ctx, g: GlobalRef, region: Option<&Body>);
    /// Writes COMDAT group `g` (`llvm.comdat`; `$sel = comdat kind`).
    fn comdat(&mut self, g: &crate::llvm::symattr::ComdatGroup);
    /// Writes what follows the last function.
    fn end(&mut self, cx: Ctx);
    /// Writes out the text so far.
    fn drain(&mut self, sink: &mut dyn std::io::Write) -> std::io::Result<()>;
    /// The size of the text not yet drained.
    fn pending(&self) -> usize;
}

impl ModuleWriter for ll::Writer {
    fn header(&mut self, name: &str, datalayout: &str, triple: &str) {
        ll::Writer::header(self, name, datalayout, triple)
    }
    fn drain(&mut self, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
        ll::Writer::drain(self, sink)
    }
    fn pending(&self) -> usize {
        ll::Writer::pending(self)
    }
    fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        ll::Writer::func(self, cx, f, body)
    }
    fn global(&mut self, cx: Ctx, g: GlobalRef, region: Option<&Body>) {
        debug_assert!(region.is_none(), "LLVM IR initializers are constants");
        ll::Writer::global(self, cx, g)
    }
    fn comdat(&mut self, g: &crate::llvm::symattr::ComdatGroup) {
        ll::Writer::comdat(self, g)
    }
    fn end(&mut self, cx: Ctx) {
        let _ = cx;
    }
}

impl ModuleWriter for mlir::Writer {
    fn header(&mut self, name: &str, datalayout: &str, triple: &str) {
        let _ = name;
        mlir::Writer::header_with(self, datalayout, triple)
    }
    fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        mlir::Writer::func(self, cx, f, body)
    }
    fn global(&mut self, cx: Ctx, g: GlobalRef, region: Option<&Body>) {
        mlir::Writer::global(self, cx, g, region)
    }
    fn comdat(&mut self, g: &crate::llvm::symattr::ComdatGroup) {
        mlir::Writer::comdat(self, g)
    }
    fn end(&mut self, cx: Ctx) {
        let _ = cx;
        self.footer()
    }
    fn drain(&mut self, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
        sink.write_all(self.out.as_bytes())?;
        self.out.clear();
        Ok(())
    }
    fn pending(&self) -> usize {
        self.out.len()
    }
}

/// A quoted string as both LLVM IR and MLIR write it: printable ASCII as
/// is; `"`, `\` and other bytes as `\XX`.
pub(crate) fn push_quoted(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('"');
    for &c in bytes {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            out.push('\\');
            out.push(HEX[usize::from(c >> 4)] as char);
            out.push(HEX[usize::from(c & 15)] as char);
        } else {
            out.push(c as char);
        }
    }
    out.push('"');
}
