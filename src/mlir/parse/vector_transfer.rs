//! Type rules of `vector.transfer_read`/`transfer_write` of n-D vectors
//! and with permutation maps (including broadcast dimensions); the custom
//! syntax is `parse/vector_mem.rs`'s, the lowering `lower/vector_transfer.rs`.

use super::vector_mem::{MemOp, minor_identity};
use super::*;
use crate::mlir::affine as aff;

/// An n-D or permuted transfer.
#[derive(Clone, PartialEq, Debug)]
pub struct Transfer {
    pub write: bool,
    /// Per vector dimension, the memref dimension it walks (`None`: a
    /// broadcast dimension, the constant 0 of the map).
    pub map: Box<[Option<u32>]>,
    /// Per vector dimension, whether it is known to stay inside the memref.
    pub in_bounds: Box<[bool]>,
    /// Whether the last operand is a mask (of the vector's shape).
    pub masked: bool,
}

impl<'a> Parser<'a> {
    /// Whether the transfer at `uses` (of a rank-`rank` memref) is n-D or
    /// has a map other than the minor identity.
    pub(super) fn transfer_is_nd(&self, uses: &[Use], write: bool, rank: usize) -> bool {
        let vt = if write {
            uses[0].ty
        } else {
            self.result_tys[0]
        };
        let nd = matches!(self.types.get(vt), Type::Vector { shape, .. } if shape.len() > 1);
        let permuted = match self.find_attr("permutation_map") {
            Some((Attr::Opaque(t), _)) => !minor_identity(&t, rank),
            Some(_) => true,
            None => false,
        };
        nd || permuted
    }

    pub(super) fn build_transfer_nd(
        &mut self,
        name: &str,
        at: Span,
        uses: &[Use],
        write: bool,
        rank: usize,
        masked: bool,
    ) -> Result<MemOp> {
        let m = usize::from(write);
        let end = m + 1 + rank;
        let (vt, vspan) = if write {
            (uses[0].ty, uses[0].span)
        } else {
            (self.result_tys[0], at)
        };
        let Type::Vector { shape, elem } = self.types.get(vt).clone() else {
            return Err(Error::verify(
                vspan,
                format!("`{name}` works on a vector, not {}", self.tyname(vt)),
            ));
        };
        let mt = uses[m].ty;
        let Type::MemRef {
            shape: ms,
            elem: me,
            ..
        } = self.types.get(mt).clone()
        else {
            return Err(self.not_memref(name, uses[m]));
        };
        if matches!(self.types.get(me), Type::Vector { .. }) {
            return Err(Error::verify(
                uses[m].span,
                format!(
                    "`{name}` of {} on a memref of vectors ({}) is not supported: only the held vector type can be transferred (MLIR does not lower the other forms to LLVM either)",
                    self.tyname(vt),
                    self.tyname(mt)
                ),
            ));
        }
        if me != elem {
            return Err(Error::verify(
                uses[m].span,
                format!(
                    "`{name}`: the vector's elements must be the memref's, {}",
                    self.tyname(me)
                ),
            ));
        }
        if let Some(u) = uses[m + 1..end].iter().find(|u| u.ty != self.types.index) {
            return Err(Error::verify(u.span, "memref indices must be index values"));
        }
        if !write && uses[end].ty != elem {
            return Err(Error::verify(
                uses[end].span,
                format!("`{name}`: the padding must be {}", self.tyname(elem)),
            ));
        }
        let k = shape.len();
        // The map: default the minor identity.
        let map: Vec<Option<u32>> = match self.find_attr("permutation_map") {
            None => {
                if k > rank {
                    return Err(Error::verify(
                        vspan,
                        format!(
                            "`{name}` of the rank-{k} {} from a rank-{rank} memref needs a permutation map with broadcast dimensions",
                            self.tyname(vt)
                        ),
                    ));
                }
                (rank - k..rank).map(|d| Some(d as u32)).collect()
            }
            Some((a, span)) => {
                let parsed = match &a {
                    Attr::Opaque(t) => transfer_map(t, rank),
                    _ => None,
                };
                match parsed {
                    Some(map) if map.len() == k => map,
                    _ => {
                        return Err(Error::verify(
                            span,
                            format!(
                                "`{name}`: the permutation map must send the {rank} memref dimension(s) to the {k} vector dimension(s), each result a distinct dimension or the constant 0 (a broadcast), like `affine_map<(d0, d1) -> (d1, 0)>`"
                            ),
                        )
                        .label("not a permutation or broadcast"));
                    }
                }
            }
        };
        // `in_bounds = [...]` per vector dimension (or MLIR 13's `masked`).
        let flags = |key: &str| -> Option<Vec<bool>> {
            match self.find_attr(key) {
                Some((Attr::Array(a), _)) => a
                    .iter()
                    .map(|x| match x {
                        Attr::Bool(b) => Some(*b),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            }
        };
        let in_bounds = match (flags("in_bounds"), flags("masked")) {
            (Some(f), _) => f,
            (None, Some(f)) => f.iter().map(|m| !m).collect(),
            (None, None) => vec![false; k],
        };
        if in_bounds.len() != k {
            let span = self
                .find_attr("in_bounds")
                .or_else(|| self.find_attr("masked"))
                .map_or(at, |(_, s)| s);
            return Err(Error::verify(
                span,
                format!(
                    "`{name}` of {} needs one in-bounds flag per vector dimension ({k})",
                    self.tyname(vt)
                ),
            ));
        }
        if masked {
            let identity = map
                .iter()
                .enumerate()
                .all(|(t, d)| *d == Some((rank - k + t) as u32));
            let kspan = uses[uses.len() - 1].span;
            if !identity {
                return Err(Error::verify(
                    kspan,
                    format!(
                        "`{name}` with a mask and a permutation map other than the minor identity is not supported by this version of mlir2ll yet"
                    ),
                ));
            }
            let want = self.types.intern(Type::Vector {
                shape: shape.clone(),
                elem: self.types.i1,
            });
            if uses[uses.len() - 1].ty != want {
                return Err(Error::verify(
                    kspan,
                    format!(
                        "`{name}` of {} needs a mask of type {}, not {}",
                        self.tyname(vt),
                        self.tyname(want),
                        self.tyname(uses[uses.len() - 1].ty)
                    ),
                ));
            }
        }
        let _ = ms;
        Ok(MemOp::TransferNd(Box::new(Transfer {
            write,
            map: map.into(),
            in_bounds: in_bounds.into(),
            masked,
        })))
    }
}

/// The results of permutation map text `t` over `rank` dimensions: a
/// distinct dimension each, or the constant 0 (`None`).
fn transfer_map(t: &str, rank: usize) -> Option<Vec<Option<u32>>> {
    let inner = t.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let m = aff::parse_map(inner).ok()?;
    if m.dims as usize != rank || m.syms != 0 {
        return None;
    }
    let mut seen = vec![false; rank];
    let mut out = Vec::with_capacity(m.results.len());
    for e in &m.results {
        match e {
            AExpr::Dim(d) if !std::mem::replace(&mut seen[*d as usize], true) => out.push(Some(*d)),
            AExpr::Const(0) => out.push(None),
            _ => return None,
        }
    }
    Some(out)
}
