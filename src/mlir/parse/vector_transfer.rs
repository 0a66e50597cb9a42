//! `vector.transfer_read`/`transfer_write` of n-D vectors and with
//! permutation maps (including broadcast dimensions): their decoding; the
//! custom syntax is `parse/vector_mem.rs`'s, the type rules
//! `verify/vector_mem/transfer.rs`, the lowering `lower/vector_transfer.rs`.

use super::vector_mem::{MemOp, minor_identity};
use super::*;
use crate::mlir::affine as aff;

/// An n-D or permuted transfer.
#[derive(Clone, PartialEq, Debug)]
pub struct Transfer {
    pub write: bool,
    /// Per vector dimension, the memref dimension it walks (`None`: a
    /// broadcast dimension, the constant 0 of the map). Empty when the
    /// map given is not a permutation with broadcasts, or when there is
    /// none and the vector has a higher rank than the memref (the
    /// verifier reports both).
    pub map: Box<[Option<u32>]>,
    /// The number of dimensions of the permutation map as written
    /// (`u32::MAX` if it did not decode), `None` without one (the minor
    /// identity).
    pub map_dims: Option<u32>,
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

    /// Decodes an n-D or permuted transfer (a rank-`rank` memref, `masked`
    /// if it has a mask operand): its map, in-bounds flags and mask; the
    /// spans of the map and the flags are kept for the verifier
    /// (`verify/vector_mem/transfer.rs`), which checks them against the types.
    pub(super) fn build_transfer_nd(
        &mut self,
        at: Span,
        uses: &[Use],
        write: bool,
        rank: usize,
        masked: bool,
    ) -> MemOp {
        let vt = if write {
            uses[0].ty
        } else {
            self.result_tys[0]
        };
        // (0 for what is not a vector: the verifier reports it first)
        let k = match self.types.get(vt) {
            Type::Vector { shape, .. } => shape.len(),
            _ => 0,
        };
        // The map: by default the minor identity (none if the vector has
        // the higher rank).
        let (map, map_dims, mspan): (Vec<Option<u32>>, _, _) =
            match self.find_attr("permutation_map") {
                None if k > rank => (Vec::new(), None, at),
                None => ((rank - k..rank).map(|d| Some(d as u32)).collect(), None, at),
                Some((a, span)) => {
                    let parsed = match &a {
                        Attr::Opaque(t) => transfer_map(t),
                        _ => None,
                    };
                    let (dims, map) = parsed.unwrap_or((u32::MAX, Vec::new()));
                    (map, Some(dims), span)
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
        let ispan = self
            .find_attr("in_bounds")
            .or_else(|| self.find_attr("masked"))
            .map_or(at, |(_, s)| s);
        self.keep_attr_span(at, mspan);
        self.keep_attr_span(at, ispan);
        MemOp::TransferNd(Box::new(Transfer {
            write,
            map: map.into(),
            map_dims,
            in_bounds: in_bounds.into(),
            masked,
        }))
    }
}

/// The number of dimensions of permutation map text `t` and its results:
/// a distinct dimension each, or the constant 0 (`None`).
fn transfer_map(t: &str) -> Option<(u32, Vec<Option<u32>>)> {
    let inner = t.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let m = aff::parse_map(inner).ok()?;
    if m.syms != 0 {
        return None;
    }
    let mut seen = vec![false; m.dims as usize];
    let mut out = Vec::with_capacity(m.results.len());
    for e in &m.results {
        match e {
            AExpr::Dim(d) if !std::mem::replace(&mut seen[*d as usize], true) => out.push(Some(*d)),
            AExpr::Const(0) => out.push(None),
            _ => return None,
        }
    }
    Some((m.dims, out))
}
