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
    /// What a writer on another thread needs to write more functions of
    /// this module ([`Resume::writer`]).
    fn resume(&self) -> Resume;
    /// What this writer must write at the module's end because of the
    /// functions it wrote (handed from the writers of parallel pieces to
    /// the one that ends the module, [`ModuleWriter::absorb`]).
    fn end_flags(&self) -> EndFlags {
        EndFlags::default()
    }
    /// Takes on another writer's [`EndFlags`].
    fn absorb(&mut self, flags: EndFlags) {
        let _ = flags;
    }
}

/// See [`ModuleWriter::end_flags`].
#[derive(Copy, Clone, Default, Debug)]
pub struct EndFlags {
    /// A `!nontemporal` load or store was written: the `.ll` ends with
    /// its metadata node.
    pub nontemporal: bool,
}

/// The settings of a writer, and the named types it has defined: plain
/// data, sent to the threads that write pieces of one module in parallel
/// ([`crate::import`]). Their text goes after this writer's.
#[derive(Copy, Clone, Debug)]
pub enum Resume {
    Ll {
        opaque: bool,
        named_done: usize,
    },
    /// `ctor_ops`: see [`mlir::Writer::ctor_ops`].
    Mlir {
        opaque: bool,
        ctor_ops: bool,
    },
}

impl Resume {
    /// A writer that continues the module (no header, no type defined
    /// twice).
    pub fn writer(self) -> Box<dyn ModuleWriter> {
        match self {
            Resume::Ll { opaque, named_done } => Box::new(ll::Writer::resuming(opaque, named_done)),
            Resume::Mlir { opaque, ctor_ops } => {
                let mut w = mlir::Writer::default();
                if opaque {
                    w.set_v22();
                }
                w.ctor_ops = ctor_ops;
                Box::new(w)
            }
        }
    }
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
        ll::Writer::end(self)
    }
    fn resume(&self) -> Resume {
        ll::Writer::resume(self)
    }
    fn end_flags(&self) -> EndFlags {
        EndFlags {
            nontemporal: self.nontemporal,
        }
    }
    fn absorb(&mut self, flags: EndFlags) {
        self.nontemporal |= flags.nontemporal;
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
    fn resume(&self) -> Resume {
        Resume::Mlir {
            opaque: self.is_v22(),
            ctor_ops: self.ctor_ops,
        }
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
