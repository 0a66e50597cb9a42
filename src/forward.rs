//! `llvm.mlir.addressof @g : !llvm.ptr` before `@g` is defined. Symbols
//! are module-scoped in MLIR (order does not matter), but with opaque
//! pointers the op does not say what `@g` is, and the typed-pointer
//! output needs its type (`bitcast ([5 x i32]* @g to i8*)`). So an item
//! (function or global initializer) with such an address of a symbol not
//! defined yet is held back, with every item after it (the output keeps
//! the input's order), until the symbol's definition has been parsed;
//! then they go through the stages in order. At the end of the input the
//! items still held go through anyway: the lowering reports the symbols
//! that are defined nowhere. Input in order is streamed as before.

use crate::mlir::ir::{Body, FuncState, GlobalInit, Item, LlvmOp, OpKind, Symbol};
use crate::{CompileError, Pipeline, lower};
use std::collections::VecDeque;

/// The items held back and what the first of them waits for.
#[derive(Default)]
pub(crate) struct Held {
    items: VecDeque<Item>,
    /// The symbols the first item waits for (those still undefined when
    /// it was checked last).
    wait: Vec<Symbol>,
    /// Whether `wait` is for the first item.
    checked: bool,
}

/// The symbols of opaque `llvm.mlir.addressof`s in `body`.
fn opaque_addresses(p: &crate::mlir::parse::Parser<'_>, body: &Body, out: &mut Vec<Symbol>) {
    use crate::types::Type;
    let types = p.types();
    for op in &body.ops {
        if let OpKind::Llvm(LlvmOp::AddressOf(sym)) = op.kind
            && let Some(r) = body.results(op).first()
            && matches!(types.get(body.values[r.index()].ty),
                Type::LlvmPtr(e, _) if matches!(types.get(*e), Type::LlvmVoid))
        {
            out.push(sym);
        }
    }
}

/// The body of `item` (a function's or a global's initializer region).
fn body_of<'p>(p: &'p crate::mlir::parse::Parser<'_>, item: Item) -> Option<&'p Body> {
    match item {
        Item::Func(f) => p.funcs()[f.index()].body.as_deref(),
        Item::Global(g) => match &p.globals()[g.index()].init {
            GlobalInit::Region(b) => Some(b),
            _ => None,
        },
        Item::Comdat(_) | Item::Ctors(_) => None,
    }
}

/// The function `sym` names, once it is declared or defined (a symbol
/// met first by `llvm.mlir.addressof` is a global by default).
fn func_of(p: &crate::mlir::parse::Parser<'_>, sym: Symbol) -> Option<crate::mlir::ir::FuncId> {
    match sym {
        Symbol::Func(f) => (p.funcs()[f.index()].state != FuncState::Referenced).then_some(f),
        Symbol::Global(g) => p.func_named(&p.globals()[g.index()].name),
    }
}

/// Whether `sym` is defined (or declared) in what `p` has read.
fn defined(p: &crate::mlir::parse::Parser<'_>, sym: Symbol) -> bool {
    match sym {
        Symbol::Func(_) => func_of(p, sym).is_some(),
        Symbol::Global(g) => {
            p.globals()[g.index()].state != FuncState::Referenced || func_of(p, sym).is_some()
        }
    }
}

impl Pipeline<'_> {
    /// Takes `item` through every stage and writes it, unless it (or an
    /// item before it) waits for a symbol defined later.
    pub(crate) fn feed(
        &mut self,
        item: Item,
        sink: &mut dyn std::io::Write,
    ) -> Result<(), CompileError> {
        if self.held.items.is_empty() && !self.waits(item) {
            self.head_symbols(item)?;
            self.item(item, true)?;
            return Ok(self.flush(sink)?);
        }
        self.held.items.push_back(item);
        self.release(sink, false)
    }

    /// Takes the held items through, in order, while the first one waits
    /// for nothing (every one of them when `all`: the input has ended).
    pub(crate) fn release(
        &mut self,
        sink: &mut dyn std::io::Write,
        all: bool,
    ) -> Result<(), CompileError> {
        while let Some(&first) = self.held.items.front() {
            if !all && self.waits_first(first) {
                return Ok(());
            }
            self.held.items.pop_front();
            self.held.checked = false;
            self.head_symbols(first)?;
            self.item(first, true)?;
            self.flush(sink)?;
        }
        Ok(())
    }

    /// Whether `item` has an opaque address of a symbol not defined yet
    /// (or is a constructor list naming a function not defined yet).
    fn waits(&mut self, item: Item) -> bool {
        if let Item::Ctors(c) = item {
            let p = &self.p;
            return p.ctors()[c]
                .entries
                .iter()
                .any(|(n, ..)| p.func_named(n).is_none());
        }
        let Some(body) = body_of(&self.p, item) else {
            return false;
        };
        let mut syms = std::mem::take(&mut self.held.wait);
        syms.clear();
        opaque_addresses(&self.p, body, &mut syms);
        syms.retain(|s| !defined(&self.p, *s));
        let waits = !syms.is_empty();
        self.held.wait = syms;
        waits
    }

    /// [`Self::waits`] for the first held item, checking only the symbols
    /// it waited for last time.
    fn waits_first(&mut self, first: Item) -> bool {
        if !self.held.checked || matches!(first, Item::Ctors(_)) {
            self.held.checked = true;
            return self.waits(first);
        }
        let p = &self.p;
        self.held.wait.retain(|s| !defined(p, *s));
        !self.held.wait.is_empty()
    }

    /// Gives the lowering the signatures of the functions whose opaque
    /// addresses `item` takes (they may come later in the input).
    fn head_symbols(&mut self, item: Item) -> Result<(), CompileError> {
        if let Item::Ctors(c) = item {
            for k in 0..self.p.ctors()[c].entries.len() {
                if let Some(f) = self.p.func_named(&self.p.ctors()[c].entries[k].0) {
                    let view = lower::View {
                        types: self.p.types(),
                        funcs: self.p.funcs(),
                        globals: self.p.globals(),
                    };
                    self.lw.header(view, f)?;
                }
            }
            return Ok(());
        }
        let Some(body) = body_of(&self.p, item) else {
            return Ok(());
        };
        let mut syms = Vec::new();
        opaque_addresses(&self.p, body, &mut syms);
        for s in syms {
            if let Some(f) = func_of(&self.p, s) {
                let view = lower::View {
                    types: self.p.types(),
                    funcs: self.p.funcs(),
                    globals: self.p.globals(),
                };
                self.lw.header(view, f)?;
            }
        }
        Ok(())
    }
}
