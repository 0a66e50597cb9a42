//! Writers: one per output format.

pub mod c_header;
pub mod ll;
pub mod mlir;

use crate::llvm::ir::{Body, FuncRef, GlobalRef};
use ll::Ctx;

/// A writer of a lowered module, fed one global or function at a time.
pub trait ModuleWriter {
    /// Writes function `f` (a declaration when `body` is `None`).
    fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>);
    /// Writes global `g`.
    fn global(&mut self, cx: Ctx, g: GlobalRef);
    /// Writes what follows the last function.
    fn end(&mut self, cx: Ctx);
    /// The text written so far (the driver drains it).
    fn text(&mut self) -> &mut String;
    /// Tells the writer the driver drained the text.
    fn flushed(&mut self) {}
}

impl ModuleWriter for ll::Writer {
    fn flushed(&mut self) {
        ll::Writer::flushed(self)
    }
    fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        ll::Writer::func(self, cx, f, body)
    }
    fn global(&mut self, cx: Ctx, g: GlobalRef) {
        ll::Writer::global(self, cx, g)
    }
    fn end(&mut self, cx: Ctx) {
        let _ = cx;
    }
    fn text(&mut self) -> &mut String {
        &mut self.out
    }
}

impl ModuleWriter for mlir::Writer {
    fn func(&mut self, cx: Ctx, f: FuncRef, body: Option<&Body>) {
        mlir::Writer::func(self, cx, f, body)
    }
    fn global(&mut self, cx: Ctx, g: GlobalRef) {
        mlir::Writer::global(self, cx, g)
    }
    fn end(&mut self, cx: Ctx) {
        let _ = cx;
        self.footer()
    }
    fn text(&mut self) -> &mut String {
        &mut self.out
    }
}
