//! `memref.expand_shape`/`collapse_shape`: decoding their reassociation and
//! MLIR 22's `output_shape` (kept in `Body::reassoc` for the verifier,
//! `verify/memref_reshape.rs`, which checks them against the types).

use super::*;
use crate::types::DYNAMIC;

/// The decoded attributes of an `expand_shape`/`collapse_shape`, for the
/// verifier.
#[derive(Clone, Debug)]
pub struct Reassoc {
    /// `expand_shape` (else `collapse_shape`).
    pub expand: bool,
    /// The number of groups.
    pub groups: u32,
    /// The group of each dimension of the bigger type, as listed.
    pub group_of: Box<[u32]>,
    /// MLIR 22's `output_shape` (`DYN` for a value), if given.
    pub output: Option<Box<[i64]>>,
}

impl Parser<'_> {
    /// Decodes an `expand_shape` (`expand`) or `collapse_shape` and builds
    /// its lowering's form (whether the types are fully static decides
    /// which; the verifier checks them).
    pub(super) fn build_reshape(
        &mut self,
        name: &str,
        expand: bool,
        at: Span,
        uses: &[Use],
    ) -> Result<MemView> {
        let Some((Attr::Array(groups), rspan)) = self.find_attr("reassociation") else {
            return Err(Error::verify(
                at,
                format!("`{name}` needs a reassociation like `[[0, 1], [2]]`"),
            ));
        };
        let bad = |why: &str| Error::verify(rspan, why.to_string());
        // For each dimension of the bigger type, its group.
        let mut next = 0i128;
        let mut group_of: Vec<u32> = Vec::new();
        for (g, grp) in groups.iter().enumerate() {
            let Attr::Array(ds) = grp else {
                return Err(bad("each reassociation group is a list of dimensions"));
            };
            for d in ds {
                match d {
                    Attr::Int { value, .. } if *value == next => {
                        group_of.push(g as u32);
                        next += 1;
                    }
                    _ => {
                        return Err(bad(
                            "the reassociation must list the dimensions in order, each once",
                        ));
                    }
                }
            }
        }
        self.keep_attr_span(at, rspan);
        // MLIR 22's `output_shape` (the static entries and one operand per
        // dynamic one); MLIR 13's form has none.
        let mut output = None;
        if let Some((_, ospan)) = self.find_attr("static_output_shape") {
            if !expand {
                return Err(Error::verify(
                    ospan,
                    format!("`{name}` has no `output_shape`"),
                ));
            }
            let (v, ospan) = self.ints_attr("static_output_shape", at)?;
            self.keep_attr_span(at, ospan);
            output = Some(v.into_boxed_slice());
        }
        // Static sizes, and a static source layout (the result's follows
        // from it; the verifier checks it).
        let parts = |t: Option<TypeId>| {
            t.and_then(|t| crate::mlir::verify::ranked_parts(&self.types, name, t, at).ok())
        };
        let src_static = parts(uses.first().map(|u| u.ty)).is_some_and(|r| {
            !r.shape.contains(&DYNAMIC) && !r.strides.contains(&None) && r.offset.is_some()
        });
        let res_static =
            parts(self.result_tys.first().copied()).is_some_and(|r| !r.shape.contains(&DYNAMIC));
        let view = if src_static && res_static {
            MemView::Reshape
        } else {
            MemView::ReshapeDyn {
                expand,
                group_of: group_of.as_slice().into(),
                output: output.clone().unwrap_or_default(),
            }
        };
        let start = at.start;
        self.body.reassoc.push((
            start,
            Reassoc {
                expand,
                groups: groups.len() as u32,
                group_of: group_of.into(),
                output,
            },
        ));
        Ok(view)
    }
}
