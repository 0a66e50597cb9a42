//! `llvm.mlir.global_ctors` and `llvm.mlir.global_dtors` (MLIR 16 and
//! later; MLIR 13 has neither): the functions run before and after
//! `main`, with their priorities.
//!
//! ```mlir
//! llvm.mlir.global_ctors ctors = [@init, @early], priorities = [65535 : i32, 101 : i32]
//! llvm.mlir.global_dtors dtors = [@fini], priorities = [65535 : i32], data = [#llvm.zero]
//! ```
//!
//! They become the appending global `@llvm.global_ctors` (or `_dtors`) of
//! `{ i32, void ()*, i8* }` entries, which is what LLVM reads (and what
//! `mlir-translate` writes).

use super::*;

/// One `llvm.mlir.global_ctors` or `global_dtors` op.
#[derive(Clone, Debug)]
pub struct Ctors {
    /// `global_dtors`.
    pub dtors: bool,
    /// The functions, their spans and priorities, in order.
    pub entries: Vec<(String, Span, i32)>,
    pub span: Span,
}

impl Ctors {
    /// The name of the LLVM global.
    pub fn global_name(&self) -> &'static str {
        if self.dtors {
            "llvm.global_dtors"
        } else {
            "llvm.global_ctors"
        }
    }
}

impl<'a> Parser<'a> {
    /// The rest of `llvm.mlir.global_ctors` (`dtors`: `_dtors`) after its
    /// name; the index of the op in [`Parser::ctors`].
    pub(super) fn llvm_ctors(&mut self, dtors: bool, start: usize) -> Result<usize> {
        let (list, kind) = if dtors {
            ("dtors", "global_dtors")
        } else {
            ("ctors", "global_ctors")
        };
        let mut funcs = Vec::new();
        let mut prios = Vec::new();
        let mut data = 0;
        let mut first = true;
        let mut end = self.pos;
        loop {
            if !first && !self.eat(",") {
                break;
            }
            first = false;
            let Some((key, kspan)) = self.bare_id() else {
                return Err(self.expected(&format!("`{list} = [...]`")));
            };
            self.expect("=")?;
            self.expect("[")?;
            if !self.eat("]") {
                loop {
                    match key {
                        k if k == list => funcs.push(self.symbol()?),
                        "priorities" => {
                            let (v, span) = self.int_lit()?;
                            let v = v.and_then(|v| i32::try_from(v).ok()).ok_or_else(|| {
                                Error::parse(span, "a priority is an `i32` integer")
                            })?;
                            if self.eat(":") && !self.eat_kw("i32") {
                                return Err(self.expected("`i32`"));
                            }
                            prios.push((v, span));
                        }
                        "data" => {
                            if !self.eat_kw("#llvm.zero") {
                                let span = self.token_span();
                                return Err(Error::lower(
                                    span,
                                    "only `#llvm.zero` data is supported in constructor lists yet",
                                )
                                .label("not supported yet"));
                            }
                            data += 1;
                        }
                        _ => {
                            return Err(Error::parse(
                                kspan,
                                format!(
                                    "`llvm.mlir.{kind}` takes `{list}`, `priorities` and `data`, not `{key}`"
                                ),
                            ));
                        }
                    }
                    if self.eat("]") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            end = self.pos;
        }
        let span = Span::new(start, end);
        self.skip_loc()?;
        if prios.len() != funcs.len() || (data != 0 && data != funcs.len()) {
            return Err(Error::verify(
                span,
                format!(
                    "`llvm.mlir.{kind}` lists {} functions but {} priorities and {data} data \
                     entries (no data, or one entry per function)",
                    funcs.len(),
                    prios.len()
                ),
            ));
        }
        let entries = funcs
            .into_iter()
            .zip(prios)
            .map(|((name, span), (prio, _))| (name.to_string(), span, prio))
            .collect();
        if self.ctors.iter().any(|c| c.dtors == dtors) {
            return Err(Error::verify(
                span,
                format!("a second `llvm.mlir.{kind}`: a module has one list"),
            ));
        }
        self.ctors.push(Ctors {
            dtors,
            entries,
            span,
        });
        Ok(self.ctors.len() - 1)
    }
}
