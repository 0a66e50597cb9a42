//! The `vector` dialect's slicing and reinterpreting ops:
//! `extract_strided_slice`, `insert_strided_slice`, `bitcast` and
//! `type_cast` (custom syntax and type rules). Their lowering is
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
    /// Operand 0 the source; per leading dimension an offset and a stride
    /// (the sizes are the result's).
    ExtractStrided {
        offsets: Box<[i64]>,
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

    /// Builds a slicing op: decodes its attributes. The type rules of
    /// `insert_strided_slice`, `bitcast` and `type_cast` are in
    /// `verify/vector_slice.rs`; those of `extract_strided_slice` stay here,
    /// since its `sizes` are not kept in the op.
    pub(super) fn build_vector_slice(
        &mut self,
        v: SSpec,
        at: Span,
        uses: &[Use],
    ) -> Result<SliceOp> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        match v {
            SSpec::InsertStridedSlice => {
                let (offsets, ospan) = self.vs_ints(name, at, "offsets")?;
                let (strides, tspan) = self.vs_ints(name, at, "strides")?;
                self.keep_attr_span(at, ospan);
                self.keep_attr_span(at, tspan);
                return Ok(SliceOp::InsertStrided {
                    offsets: offsets.into(),
                    strides: strides.into(),
                });
            }
            SSpec::Bitcast => return Ok(SliceOp::Bitcast),
            SSpec::TypeCast => return Ok(SliceOp::TypeCast),
            SSpec::ExtractStridedSlice => {}
        }
        expect_operands(at, name, 1, uses.len())?;
        expect_results(at, name, 1, self.result_tys.len())?;
        let r = self.result_tys[0];
        let vec = |p: &Self, t: TypeId, span: Span| -> Result<(Box<[i64]>, TypeId)> {
            match p.types.get(t) {
                Type::Vector { shape, elem } => Ok((shape.clone(), *elem)),
                _ => Err(Error::verify(
                    span,
                    format!("`{name}` works on vectors, not {}", p.tyname(t)),
                )),
            }
        };
        self.no_0d(name, at, uses)?;
        {
            {
                let (ss, se) = vec(self, uses[0].ty, uses[0].span)?;
                let (rs, re) = vec(self, r, at)?;
                let (offsets, ospan) = self.vs_ints(name, at, "offsets")?;
                let (sizes, zspan) = self.vs_ints(name, at, "sizes")?;
                let (strides, tspan) = self.vs_ints(name, at, "strides")?;
                let k = offsets.len();
                if k > ss.len() || sizes.len() != k || strides.len() != k {
                    return Err(Error::verify(
                        ospan,
                        format!(
                            "`{name}` of {} takes as many offsets, sizes and strides (at most {}), but {}, {} and {} are given",
                            self.tyname(uses[0].ty),
                            ss.len(),
                            k,
                            sizes.len(),
                            strides.len()
                        ),
                    ));
                }
                for d in 0..k {
                    if strides[d] != 1 {
                        return Err(Error::verify(
                            tspan,
                            format!("`{name}`: every stride must be 1"),
                        ));
                    }
                    if offsets[d] < 0 || sizes[d] < 1 || offsets[d] + sizes[d] > ss[d] {
                        return Err(Error::verify(
                            zspan,
                            format!(
                                "`{name}`: the slice (offset {}, size {}) of dimension {d} does not fit in {}",
                                offsets[d],
                                sizes[d],
                                self.tyname(uses[0].ty)
                            ),
                        )
                        .label("out of range"));
                    }
                }
                let mut want: Vec<i64> = sizes.clone();
                want.extend_from_slice(&ss[k..]);
                if *rs != *want || re != se {
                    let w = self.types.intern(Type::Vector {
                        shape: want.into(),
                        elem: se,
                    });
                    return Err(Error::verify(
                        at,
                        format!("`{name}` makes {}, not {}", self.tyname(w), self.tyname(r)),
                    ));
                }
                Ok(SliceOp::ExtractStrided {
                    offsets: offsets.into(),
                    strides: strides.into(),
                })
            }
        }
    }
}
