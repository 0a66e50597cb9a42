//! The `vector` dialect's slicing and reinterpreting ops:
//! `extract_strided_slice`, `insert_strided_slice`, `bitcast` and
//! `type_cast` (custom syntax and attribute decoding; their type rules are
//! `verify/vector_slice.rs`). Their lowering is
//! `lower/vector_slice.rs`.

use super::*;

/// The syntax classes of the slicing ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SSpec {
    ExtractStridedSlice,
    InsertStridedSlice,
    Bitcast,
    TypeCast,
}

/// A slicing op, built.
#[derive(Clone, PartialEq, Debug)]
pub enum SliceOp {
    /// Operand 0 the source; per leading dimension an offset, a size and
    /// a stride (the sizes are also the result's leading dimensions).
    ExtractStrided {
        offsets: Box<[i64]>,
        sizes: Box<[i64]>,
        strides: Box<[i64]>,
    },
    /// Operand 0 the part, 1 the destination; an offset per destination
    /// dimension, a stride per part dimension.
    InsertStrided {
        offsets: Box<[i64]>,
        strides: Box<[i64]>,
    },
    /// The bits of each 1-D row as another element type.
    Bitcast,
    /// `memref<4x8xf32>` as `memref<vector<4x8xf32>>`.
    TypeCast,
}

impl<'a> Parser<'a> {
    /// The custom form of the slicing ops.
    pub(super) fn vector_slice_custom(&mut self, v: SSpec) -> Result<()> {
        let start = self.body.uses.len();
        self.use_one()?;
        if v == SSpec::InsertStridedSlice {
            self.expect(",")?;
            self.use_one()?;
        }
        self.opt_attrs()?;
        let t = self.colon_type()?;
        let kw = if v == SSpec::InsertStridedSlice {
            "into"
        } else {
            "to"
        };
        if !self.eat_kw(kw) {
            return Err(self.expected(if kw == "to" {
                "`to` and the result type"
            } else {
                "`into` and the destination type"
            }));
        }
        let r = self.ty()?;
        self.body.uses[start].ty = t;
        if v == SSpec::InsertStridedSlice {
            self.body.uses[start + 1].ty = r;
        }
        self.result_tys.push(r);
        Ok(())
    }

    /// Integer array attribute `key`, or an error naming it.
    fn vs_ints(&self, name: &str, at: Span, key: &str) -> Result<(Vec<i64>, Span)> {
        let Some((Attr::Array(a), span)) = self.find_attr(key) else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs an integer array `{key}`"),
            ));
        };
        let mut out = Vec::with_capacity(a.len());
        for x in &a {
            match x {
                Attr::Int { value, .. } if i64::try_from(*value).is_ok() => out.push(*value as i64),
                _ => {
                    return Err(Error::verify(
                        span,
                        format!("`{name}`: `{key}` must be an array of integers"),
                    ));
                }
            }
        }
        Ok((out, span))
    }

    /// Builds a slicing op: decodes its attributes (their spans are kept
    /// for the verifier); the type rules are in `verify/vector_slice.rs`.
    pub(super) fn build_vector_slice(&mut self, v: SSpec, at: Span) -> Result<SliceOp> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        Ok(match v {
            SSpec::InsertStridedSlice => {
                let (offsets, ospan) = self.vs_ints(name, at, "offsets")?;
                let (strides, tspan) = self.vs_ints(name, at, "strides")?;
                self.keep_attr_span(at, ospan);
                self.keep_attr_span(at, tspan);
                SliceOp::InsertStrided {
                    offsets: offsets.into(),
                    strides: strides.into(),
                }
            }
            SSpec::ExtractStridedSlice => {
                let (offsets, ospan) = self.vs_ints(name, at, "offsets")?;
                let (sizes, zspan) = self.vs_ints(name, at, "sizes")?;
                let (strides, tspan) = self.vs_ints(name, at, "strides")?;
                self.keep_attr_span(at, ospan);
                self.keep_attr_span(at, zspan);
                self.keep_attr_span(at, tspan);
                SliceOp::ExtractStrided {
                    offsets: offsets.into(),
                    sizes: sizes.into(),
                    strides: strides.into(),
                }
            }
            SSpec::Bitcast => SliceOp::Bitcast,
            SSpec::TypeCast => SliceOp::TypeCast,
        })
    }
}
