//! Calling conventions: how a Std function type becomes an LLVM function
//! type. Arguments convert one by one (function-typed ones become pointers
//! to functions); no result is `void`, one result is itself, several are
//! packed in a struct (the spec's "Function Result Packing").

use super::Cx;
use crate::diag::{Result, Span};
use crate::llvm::ir::{self as l, Ty};
use crate::types::{Type, TypeId};

impl Cx<'_> {
    /// The LLVM function type of the Std function type `fty`.
    pub fn fn_type(&mut self, fty: TypeId, span: Span) -> Result<Ty> {
        if let Some(Some(t)) = self.st.fn_cache.get(fty.index()) {
            return Ok(*t);
        }
        let Type::Func { inputs, results } = self.m.types.get(fty) else {
            unreachable!("fn_type takes function types")
        };
        let t = self.sig(inputs, results, span)?;
        if self.st.fn_cache.len() <= fty.index() {
            self.st.fn_cache.resize(fty.index() + 1, None);
        }
        self.st.fn_cache[fty.index()] = Some(t);
        Ok(t)
    }

    /// The LLVM function type of a signature.
    pub fn sig(&mut self, inputs: &[TypeId], results: &[TypeId], span: Span) -> Result<Ty> {
        let mut params = Vec::with_capacity(inputs.len());
        for t in inputs.iter() {
            params.push(self.ty(*t, span)?);
        }
        let ret = match results.len() {
            0 => self.st.t.void,
            1 => self.ty(results[0], span)?,
            _ => {
                let mut fields = Vec::with_capacity(results.len());
                for t in results.iter() {
                    fields.push(self.ty(*t, span)?);
                }
                self.st.t.intern(l::Type::Struct(fields.into()))
            }
        };
        Ok(self.st.t.intern(l::Type::Func {
            ret,
            params: params.into(),
            vararg: false,
        }))
    }
}
