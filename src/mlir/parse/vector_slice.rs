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

    /// The type rules of the slicing ops.
    pub(super) fn build_vector_slice(
        &mut self,
        v: SSpec,
        at: Span,
        uses: &[Use],
    ) -> Result<SliceOp> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let want_ops = if v == SSpec::InsertStridedSlice { 2 } else { 1 };
        expect_operands(at, name, want_ops, uses.len())?;
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
        if v != SSpec::Bitcast {
            self.no_0d(name, at, uses)?;
        }
        match v {
            SSpec::ExtractStridedSlice => {
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
            SSpec::InsertStridedSlice => {
                let (ss, se) = vec(self, uses[0].ty, uses[0].span)?;
                let (ds, de) = vec(self, uses[1].ty, uses[1].span)?;
                if r != uses[1].ty || se != de || ss.len() > ds.len() {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` puts a vector of the same element type and at most the same rank into {}, and produces that type",
                            self.tyname(uses[1].ty)
                        ),
                    ));
                }
                let (offsets, ospan) = self.vs_ints(name, at, "offsets")?;
                let (strides, tspan) = self.vs_ints(name, at, "strides")?;
                if offsets.len() != ds.len() || strides.len() != ss.len() {
                    return Err(Error::verify(
                        ospan,
                        format!(
                            "`{name}` of {} into {} takes {} offsets and {} strides, but {} and {} are given",
                            self.tyname(uses[0].ty),
                            self.tyname(uses[1].ty),
                            ds.len(),
                            ss.len(),
                            offsets.len(),
                            strides.len()
                        ),
                    ));
                }
                if strides.iter().any(|&s| s != 1) {
                    return Err(Error::verify(
                        tspan,
                        format!("`{name}`: every stride must be 1"),
                    ));
                }
                let lead = ds.len() - ss.len();
                for d in 0..ds.len() {
                    let n = if d < lead { 1 } else { ss[d - lead] };
                    if offsets[d] < 0 || offsets[d] + n > ds[d] {
                        return Err(Error::verify(
                            ospan,
                            format!(
                                "`{name}`: {} at these offsets does not fit in {} (dimension {d})",
                                self.tyname(uses[0].ty),
                                self.tyname(uses[1].ty)
                            ),
                        )
                        .label("out of range"));
                    }
                }
                Ok(SliceOp::InsertStrided {
                    offsets: offsets.into(),
                    strides: strides.into(),
                })
            }
            SSpec::Bitcast => {
                let (ss, se) = vec(self, uses[0].ty, uses[0].span)?;
                let (rs, re) = vec(self, r, at)?;
                let (sw, rw) = (
                    self.types.bit_width(se, 0).filter(|&w| w > 0),
                    self.types.bit_width(re, 0).filter(|&w| w > 0),
                );
                // (0-D vectors: a 1-element vector each)
                let one: Box<[i64]> = Box::new([1]);
                let zero_d = (ss.is_empty(), rs.is_empty());
                let ss = if zero_d.0 { one.clone() } else { ss };
                let rs = if zero_d.1 { one } else { rs };
                let fits = zero_d.0 == zero_d.1
                    && ss.len() == rs.len()
                    && ss[..ss.len() - 1] == rs[..rs.len() - 1]
                    && sw.zip(rw).is_some_and(|(a, b)| {
                        a as i64 * ss[ss.len() - 1] == b as i64 * rs[rs.len() - 1]
                    });
                if !fits {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of {} to {}: the leading dimensions and the bits of the last one must agree",
                            self.tyname(uses[0].ty),
                            self.tyname(r)
                        ),
                    ));
                }
                Ok(SliceOp::Bitcast)
            }
            SSpec::TypeCast => {
                let t = uses[0].ty;
                let ok = match (self.types.get(t), self.types.get(r)) {
                    (
                        Type::MemRef {
                            shape,
                            elem,
                            layout: Layout::Identity,
                            space,
                        },
                        Type::MemRef {
                            shape: rs,
                            elem: re,
                            layout: Layout::Identity,
                            space: rspace,
                        },
                    ) => {
                        rs.is_empty()
                            && space == rspace
                            && shape.iter().all(|&d| d != DYNAMIC)
                            && matches!(self.types.get(*re), Type::Vector { shape: vs, elem: ve }
                                if vs == shape && ve == elem)
                    }
                    _ => false,
                };
                if !ok {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` casts a statically shaped memref with the identity layout to a rank-0 memref of the vector of that shape (like memref<4x8xf32> to memref<vector<4x8xf32>>), not {} to {}",
                            self.tyname(t),
                            self.tyname(r)
                        ),
                    ));
                }
                Ok(SliceOp::TypeCast)
            }
        }
    }
}
