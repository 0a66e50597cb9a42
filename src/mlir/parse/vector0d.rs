//! 0-D vectors (`vector<f32>`) in the vector memory ops: the choice of
//! the 0-D form of `vector.transfer_read`/`transfer_write` (the
//! permutation map has no results: the single element at the indices,
//! always in bounds), whose map is checked here as the form needs it; the
//! type rules are `verify/vector_mem.rs`'s. The lowering is
//! `lower/vector_mem.rs`'s (`MemOp::Transfer0d`) and `lower/vector0d.rs`.

use super::vector_mem::MemOp;
use super::*;

impl<'a> Parser<'a> {
    /// The element type of `t` if it is a 0-D vector.
    pub(super) fn vec_0d(&self, t: TypeId) -> Option<TypeId> {
        match self.types.get(t) {
            Type::Vector { shape, elem } if shape.is_empty() => Some(*elem),
            _ => None,
        }
    }

    /// `vector.transfer_read`/`transfer_write` of a 0-D vector (operand `m`
    /// the memref), or `None` when the vector is not 0-D.
    pub(super) fn build_transfer_0d(
        &mut self,
        name: &str,
        uses: &[Use],
        write: bool,
    ) -> Result<Option<MemOp>> {
        let vt = if write {
            uses[0].ty
        } else {
            self.result_tys[0]
        };
        let m = usize::from(write);
        // A 0-D vector of the memref's scalars, or the vector a memref of
        // vectors holds (`vector<4xf32>` of `memref<?xvector<4xf32>>`:
        // zero transfer dimensions, the map `(d0) -> ()`, as MLIR 22
        // lowers it: one load or store of the element).
        let held = matches!(self.types.get(vt), Type::Vector { .. })
            && matches!(self.types.get(uses[m].ty), Type::MemRef { elem, .. } if *elem == vt);
        if !held && self.vec_0d(vt).is_none() {
            return Ok(None);
        }
        // (its type rules are in `verify/vector_mem.rs`)
        if let Some((a, span)) = self.find_attr("permutation_map") {
            let ok = match &a {
                Attr::Opaque(t) => {
                    let t: String = t.chars().filter(|c| !c.is_whitespace()).collect();
                    t.starts_with("affine_map<") && t.ends_with("->()>")
                }
                _ => false,
            };
            if !ok {
                return Err(Error::verify(
                    span,
                    format!(
                        "`{name}` of a 0-D vector takes a permutation map with no results, like `affine_map<(d0) -> ()>`"
                    ),
                ));
            }
        }
        Ok(Some(MemOp::Transfer0d { write }))
    }

    /// A float add/mul reduction intrinsic in the generic form with MLIR
    /// 13's `{reassoc = true}` or MLIR 22's `fastmathFlags` holding
    /// `reassoc` (what `--emit=mlir` writes for `vector.reduction ...
    /// fastmath<reassoc>`): keeps the flag as the op's fast-math bits.
    pub(super) fn reduce_reassoc(&mut self, iname: &str) {
        if !matches!(iname, "vector.reduce.fadd" | "vector.reduce.fmul") {
            return;
        }
        let reassoc = self.attrs.iter().any(|(n, a, _)| match (*n, a) {
            ("reassoc", Attr::Bool(b)) => *b,
            ("fastmathFlags", Attr::Opaque(t)) => {
                crate::mlir::parse::scalar::fastmath_bits_of(t).is_some_and(|b| b & 1 != 0)
            }
            _ => false,
        });
        if reassoc && self.fastmath_bits().is_none() {
            let one = Attr::Int {
                value: 1,
                hex: false,
                ty: None,
            };
            self.attrs.push(("fastmath", one, Span::new(0, 0)));
        }
    }
}
