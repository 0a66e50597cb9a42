//! `memref.expand_shape`/`collapse_shape`: their type rules, as MLIR 22's
//! verifier states them (`computeExpandedLayoutMap`,
//! `computeCollapsedLayoutMap`): static and dynamic sizes, strides and
//! offsets, MLIR 22's `output_shape` and MLIR 13's form without it.

use super::*;
use crate::types::DYNAMIC;

/// `a * b` with MLIR's saturating rule: dynamic if either is.
fn sat_mul(a: Option<i64>, b: i64) -> Option<i64> {
    if b == DYNAMIC {
        return None;
    }
    a.and_then(|a| a.checked_mul(b))
}

impl Parser<'_> {
    /// Checks an `expand_shape` (`expand`) or `collapse_shape` and builds
    /// its lowering's form.
    pub(super) fn build_reshape(
        &mut self,
        name: &str,
        expand: bool,
        at: Span,
        uses: &[Use],
    ) -> Result<MemView> {
        let src = self.ranked(name, uses[0].ty, uses[0].span)?;
        let res_t = self.result_tys[0];
        let res = self.ranked(name, res_t, at)?;
        let (big, small) = if expand { (&res, &src) } else { (&src, &res) };
        let Some((Attr::Array(groups), rspan)) = self.find_attr("reassociation") else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs a reassociation like `[[0, 1], [2]]`"),
            ));
        };
        let bad = |why: String| Error::verify(rspan, why);
        if groups.len() != small.shape.len() {
            return Err(bad(format!(
                "the reassociation has {} group(s), but the {} type has rank {}",
                groups.len(),
                if expand { "source" } else { "result" },
                small.shape.len()
            )));
        }
        // For each dimension of the bigger type, its group.
        let mut next = 0i128;
        let mut group_of: Vec<u32> = Vec::with_capacity(big.shape.len());
        for (g, grp) in groups.iter().enumerate() {
            let Attr::Array(ds) = grp else {
                return Err(bad(
                    "each reassociation group is a list of dimensions".into()
                ));
            };
            if ds.is_empty() && !big.shape.is_empty() {
                return Err(bad(format!("reassociation group {g} is empty")));
            }
            for d in ds {
                match d {
                    Attr::Int { value, .. } if *value == next => {
                        group_of.push(g as u32);
                        next += 1;
                    }
                    _ => {
                        return Err(bad(
                            "the reassociation must list the dimensions in order, each once".into(),
                        ));
                    }
                }
            }
        }
        if group_of.len() != big.shape.len() {
            return Err(bad(format!(
                "the reassociation covers {} dimension(s), but the {} type has rank {}",
                group_of.len(),
                if expand { "result" } else { "source" },
                big.shape.len()
            )));
        }
        if src.elem != res.elem || src.space != res.space {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}`: {} and {} differ in element type or memory space",
                    self.tyname(uses[0].ty),
                    self.tyname(res_t)
                ),
            ));
        }
        // MLIR 22's `output_shape` (the static entries and one operand per
        // dynamic one); MLIR 13's form has none.
        let mut output: Vec<i64> = Vec::new();
        if let Some((_, ospan)) = self.find_attr("static_output_shape") {
            if !expand {
                return Err(Error::verify(
                    ospan,
                    format!("`{name}` has no `output_shape`"),
                ));
            }
            let (v, ospan) = self.ints_attr("static_output_shape", at)?;
            let fits = v.len() == res.shape.len()
                && v.iter()
                    .zip(res.shape.iter())
                    .all(|(&o, &r)| if r == DYNAMIC { o == DYN } else { o == r });
            if !fits {
                return Err(Error::verify(
                    ospan,
                    format!(
                        "`output_shape` must give the sizes of {}: a value for each `?`, the size itself otherwise",
                        self.tyname(res_t)
                    ),
                ));
            }
            output = v;
        }
        let ndyn = Self::count_dyn(&output);
        if uses.len() != 1 + ndyn {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` takes {} operand(s) (the source and one per dynamic `output_shape` entry), but {} are given",
                    1 + ndyn,
                    uses.len()
                ),
            ));
        }
        let idx = self.types.index;
        if let Some(u) = uses[1..].iter().find(|u| u.ty != idx) {
            return Err(Error::verify(
                u.span,
                format!(
                    "`{name}`: the `output_shape` values are indices, not {}",
                    self.tyname(u.ty)
                ),
            ));
        }
        // Sizes, group by group.
        let small_t = if expand { uses[0].ty } else { res_t };
        let big_t = if expand { res_t } else { uses[0].ty };
        for g in 0..small.shape.len() {
            let gof = &group_of;
            let dims = || (0..big.shape.len()).filter(move |&d| gof[d] == g as u32);
            let ndyn_g = dims().filter(|&d| big.shape[d] == DYNAMIC).count();
            let dynamic = small.shape[g] == DYNAMIC;
            if dynamic != (ndyn_g > 0) {
                return Err(Error::verify(
                    at,
                    format!(
                        "`{name}`: dimension {g} of {} must be dynamic if and only if group {g} of {} has a dynamic size",
                        self.tyname(small_t),
                        self.tyname(big_t)
                    ),
                ));
            }
            if !dynamic {
                let prod = dims().try_fold(1i64, |a, d| a.checked_mul(big.shape[d]));
                if prod != Some(small.shape[g]) {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}`: group {g} of {} has {} element(s), but dimension {g} of {} has size {}",
                            self.tyname(big_t),
                            prod.map_or("too many".to_string(), |p| p.to_string()),
                            self.tyname(small_t),
                            small.shape[g]
                        ),
                    ));
                }
            }
            if expand && ndyn_g > 1 && output.is_empty() {
                return Err(Error::verify(
                    at,
                    format!(
                        "`{name}`: group {g} of {} has more than one dynamic size: give them with `output_shape [...]`",
                        self.tyname(res_t)
                    ),
                ));
            }
        }
        // The layout MLIR infers: the identity from the identity, else the
        // source's offset and strides carried over.
        let src_identity = matches!(
            self.types.get(uses[0].ty),
            Type::MemRef {
                layout: Layout::Identity,
                ..
            }
        );
        let (want_off, want_strides) = if src_identity {
            strided_form(&res.shape, &Layout::Identity).expect("the identity is strided")
        } else if expand {
            let mut st = vec![None; res.shape.len()];
            for g in 0..src.shape.len() {
                let mut run = src.strides[g];
                for d in (0..res.shape.len())
                    .rev()
                    .filter(|&d| group_of[d] == g as u32)
                {
                    st[d] = run;
                    run = sat_mul(run, res.shape[d]);
                }
            }
            (src.offset, st)
        } else {
            let mut st = Vec::with_capacity(res.shape.len());
            for g in 0..res.shape.len() {
                let dims: Vec<usize> = (0..src.shape.len())
                    .filter(|&d| group_of[d] == g as u32)
                    .collect();
                let mut n = dims.len();
                while n > 1 && src.shape[dims[n - 1]] == 1 {
                    n -= 1;
                }
                let Some(&last) = dims[..n].last() else {
                    st.push(Some(1));
                    continue;
                };
                st.push(if src.shape[last] != DYNAMIC || n == 1 {
                    src.strides[last]
                } else {
                    None
                });
            }
            // Each group must be contiguous where the strides say so.
            for (g, &first) in st.iter().enumerate() {
                let dims: Vec<usize> = (0..src.shape.len())
                    .filter(|&d| group_of[d] == g as u32)
                    .collect();
                let mut stride = first;
                for w in dims.windows(2).rev() {
                    stride = sat_mul(stride, src.shape[w[1]]);
                    if src.shape[w[0]] == 1 {
                        continue;
                    }
                    if let (Some(a), Some(b)) = (stride, src.strides[w[0]])
                        && a != b
                    {
                        return Err(Error::verify(
                            at,
                            format!(
                                "`{name}`: the dimensions of group {g} of {} are not contiguous",
                                self.tyname(uses[0].ty)
                            ),
                        ));
                    }
                }
            }
            (src.offset, st)
        };
        if res.offset != want_off || res.strides != want_strides {
            let want = self.strided_type(&res.shape, res.elem, res.space, want_off, &want_strides);
            return Err(Error::verify(
                at,
                format!(
                    "`{name}`: expected the result type {}, found {}",
                    self.tyname(want),
                    self.tyname(res_t)
                ),
            ));
        }
        let fully_static = !src.shape.contains(&DYNAMIC)
            && !res.shape.contains(&DYNAMIC)
            && !src.strides.contains(&None)
            && src.offset.is_some();
        Ok(if fully_static {
            MemView::Reshape
        } else {
            MemView::ReshapeDyn {
                expand,
                group_of: group_of.into(),
                output: output.into(),
            }
        })
    }
}
