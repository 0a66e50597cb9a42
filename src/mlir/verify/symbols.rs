//! Symbols: every reference to a function against the function, and every
//! referenced global defined. The parser records the references as it
//! builds (`Claim`s: a function may be defined after its use) and calls
//! these rules: a reference to a function already declared at once (the
//! call is lowered before the input ends), the others once the whole input
//! is read. Two definitions of one name are the parser's to refuse (the
//! symbol table cannot hold both).

use crate::diag::{Error, Result};
use crate::mlir::ir::{Func, FuncId, FuncState, Global};
use crate::mlir::parse::Claim;
use crate::types::{Type, Types};

/// Checks a reference to a function (a call, `constant @f`,
/// `llvm.mlir.addressof`) against the function: it exists, a variadic one
/// was declared first, and the types agree.
pub(crate) fn check_claim(types: &Types, funcs: &[Func], c: &Claim) -> Result<()> {
    let f = &funcs[c.func.index()];
    if f.state == FuncState::Referenced {
        return Err(
            Error::verify(c.span, format!("no function named `@{}`", f.name))
                .label("undefined function"),
        );
    }
    if !c.typed {
        return Ok(());
    }
    if f.vararg {
        if !c.declared {
            return Err(Error::verify(
                c.span,
                format!("`@{}` is variadic: declare it before calling it", f.name),
            )
            .note(f.name_span, "declared here"));
        }
        if let (
            Type::Func {
                inputs: ci,
                results: cr,
            },
            Type::Func {
                inputs: fi,
                results: fr,
            },
        ) = (types.get(c.ty), types.get(f.ty))
            && ci.len() >= fi.len()
            && ci[..fi.len()] == fi[..]
            && cr == fr
        {
            return Ok(());
        }
    }
    if f.ty != c.ty {
        return Err(Error::verify(
            c.span,
            format!(
                "`@{}` is used with type {}, but the function has type {}",
                f.name,
                types.display(c.ty),
                types.display(f.ty)
            ),
        )
        .note(f.name_span, "the function is declared here"));
    }
    Ok(())
}

/// Every global referenced (`llvm.mlir.addressof`, `memref.get_global`)
/// is defined, or is a function (`llvm.mlir.addressof` of a function
/// defined later names it by name, which is all the output needs).
pub(crate) fn check_globals_defined(
    globals: &[Global],
    funcs: &[Func],
    func_named: impl Fn(&str) -> Option<FuncId>,
) -> Result<()> {
    for g in globals {
        let is_func = func_named(g.name.as_str())
            .is_some_and(|f| funcs[f.index()].state != FuncState::Referenced);
        if g.state == FuncState::Referenced && !is_func {
            return Err(
                Error::verify(g.span, format!("no global named `@{}`", g.name))
                    .label("undefined symbol"),
            );
        }
    }
    Ok(())
}
