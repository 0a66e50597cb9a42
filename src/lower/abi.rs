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
        let Type::Func { inputs, results } = self.m.types.get(fty).clone() else {
            unreachable!("fn_type takes function types")
        };
        let mut params = Vec::with_capacity(inputs.len());
        for t in inputs.iter() {
            params.push(self.ty(*t, span)?);
        }
        let ret = match results.len() {
            0 => self.t.void,
            1 => self.ty(results[0], span)?,
            _ => {
                let mut fields = Vec::with_capacity(results.len());
                for t in results.iter() {
                    fields.push(self.ty(*t, span)?);
                }
                self.t.intern(l::Type::Struct(fields.into()))
            }
        };
        Ok(self.t.intern(l::Type::Func {
            ret,
            params: params.into(),
            vararg: false,
        }))
    }
}
