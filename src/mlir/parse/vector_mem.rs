//! The `vector` dialect's memory and mask ops: `load`, `store`,
//! `maskedload`, `maskedstore`, `create_mask`, `constant_mask` (custom
//! syntax, MLIR 13 and today's, and type rules). Their lowering is
//! `lower/vector_mem.rs`.

use super::*;

/// The syntax classes of the memory and mask ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MemSpec {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    CreateMask,
    ConstantMask,
    TransferRead,
    TransferWrite,
    Gather,
    Scatter,
    ExpandLoad,
    CompressStore,
}

/// A memory or mask op, built.
#[derive(Clone, PartialEq, Debug)]
pub enum MemOp {
    /// `vector.load`: operand 0 the memref, then its indices.
    Load,
    /// `vector.store`: operand 0 the vector, 1 the memref, then indices.
    Store,
    /// Operand 0 the memref, then indices, the mask, the pass-through.
    MaskedLoad,
    /// Operand 0 the memref, then indices, the mask, the stored vector.
    MaskedStore,
    /// One index operand per dimension: the leading sizes that are set.
    CreateMask,
    /// The leading sizes that are set, per dimension.
    ConstantMask(Box<[u32]>),
    /// `vector.transfer_read` of a 1-D vector, minor identity map:
    /// operand 0 the memref, then indices, the padding, the mask (if
    /// `masked`).
    TransferRead { in_bounds: bool, masked: bool },
    /// Operand 0 the vector, 1 the memref, then indices, the mask (if
    /// `masked`).
    TransferWrite { in_bounds: bool, masked: bool },
    /// `vector.gather`: operand 0 the memref, then its indices, the index
    /// vector, the mask, the pass-through.
    Gather,
    /// `vector.scatter`: operand 0 the memref, then its indices, the index
    /// vector, the mask, the stored vector.
    Scatter,
    /// `vector.expandload`: operand 0 the memref, then its indices, the
    /// mask, the pass-through.
    ExpandLoad,
    /// `vector.compressstore`: operand 0 the memref, then its indices, the
    /// mask, the stored vector.
    CompressStore,
    /// `vector.transfer_read`/`transfer_write` of an n-D vector or with a
    /// permutation map (`parse/vector_transfer.rs`).
    TransferNd(Box<super::vector_transfer::Transfer>),
    /// `vector.transfer_read`/`transfer_write` of a 0-D vector
    /// (`parse/vector0d.rs`): the element at the indices, unmasked.
    Transfer0d { write: bool },
}

impl<'a> Parser<'a> {
    /// `%base[%i, ...]` then, after the colon, the memref type: the memref
    /// use at `m`, its indices after it.
    fn vmem_base(&mut self) -> Result<usize> {
        let m = self.body.uses.len();
        self.use_one()?;
        self.use_group("[", "]")?;
        Ok(m)
    }

    /// Types the memref use at `m` as `t` and its indices as `index`,
    /// up to (not including) use `end`.
    fn vmem_type_base(&mut self, m: usize, end: usize, t: TypeId) {
        self.body.uses[m].ty = t;
        let idx = self.types.index;
        for u in &mut self.body.uses[m + 1..end] {
            u.ty = idx;
        }
    }

    /// The custom form of the memory and mask ops.
    pub(super) fn vector_mem_custom(&mut self, v: MemSpec) -> Result<()> {
        let start = self.body.uses.len();
        match v {
            MemSpec::Load | MemSpec::Store => {
                // `vector.load %m[%i] : memref<8xf32>, vector<4xf32>`,
                // `vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>`
                if v == MemSpec::Store {
                    self.use_one()?;
                    self.expect(",")?;
                }
                let m = self.vmem_base()?;
                let end = self.body.uses.len();
                self.opt_attrs()?;
                let mt = self.colon_type()?;
                self.expect(",")?;
                let vt = self.ty()?;
                self.vmem_type_base(m, end, mt);
                if v == MemSpec::Store {
                    self.body.uses[start].ty = vt;
                } else {
                    self.result_tys.push(vt);
                }
            }
            MemSpec::MaskedLoad | MemSpec::MaskedStore => {
                // `vector.maskedload %m[%i], %mask, %pass : memref<?xf32>,
                //  vector<4xi1>, vector<4xf32> into vector<4xf32>`;
                // `vector.maskedstore %m[%i], %mask, %v : memref<?xf32>,
                //  vector<4xi1>, vector<4xf32>`
                let m = self.vmem_base()?;
                let end = self.body.uses.len();
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_attrs()?;
                let mt = self.colon_type()?;
                self.expect(",")?;
                let kt = self.ty()?;
                self.expect(",")?;
                let vt = self.ty()?;
                self.vmem_type_base(m, end, mt);
                self.body.uses[end].ty = kt;
                self.body.uses[end + 1].ty = vt;
                if v == MemSpec::MaskedLoad {
                    if !self.eat_kw("into") {
                        return Err(self.expected("`into` and the result type"));
                    }
                    let r = self.ty()?;
                    self.result_tys.push(r);
                }
            }
            MemSpec::CreateMask => {
                // `vector.create_mask %a, %b : vector<4x3xi1>`
                if self.peek() == Some(b'%') {
                    self.use_list()?;
                }
                self.opt_attrs()?;
                let t = self.colon_type()?;
                let idx = self.types.index;
                self.type_all(start, idx);
                self.result_tys.push(t);
            }
            MemSpec::ConstantMask => {
                // `vector.constant_mask [3, 2] : vector<4x3xi1>`
                self.positions_attr("mask_dim_sizes")?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
            }
            MemSpec::TransferRead | MemSpec::TransferWrite => {
                // `vector.transfer_read %m[%i], %pad[, %mask] {in_bounds = [true]}
                //  : memref<?xf32>, vector<4xf32>`;
                // `vector.transfer_write %v, %m[%i][, %mask] : vector<4xf32>, memref<?xf32>`
                let write = v == MemSpec::TransferWrite;
                if write {
                    self.use_one()?;
                    self.expect(",")?;
                }
                let m = self.vmem_base()?;
                let end = self.body.uses.len();
                if !write {
                    self.expect(",")?;
                    self.use_one()?;
                }
                if self.eat(",") {
                    self.use_one()?;
                }
                self.opt_attrs()?;
                let t1 = self.colon_type()?;
                self.expect(",")?;
                let t2 = self.ty()?;
                let (mt, vt) = if write { (t2, t1) } else { (t1, t2) };
                self.vmem_type_base(m, end, mt);
                let elem = self.memref_elem(mt).unwrap_or(mt);
                let n = self.body.uses.len();
                if write {
                    self.body.uses[start].ty = vt;
                } else {
                    self.body.uses[end].ty = elem;
                    self.result_tys.push(vt);
                }
                // The mask: i1 in the vector's shape.
                let first_mask = if write { end } else { end + 1 };
                if n > first_mask {
                    let shape = match self.types.get(vt) {
                        Type::Vector { shape, .. } => shape.clone(),
                        _ => Box::new([]),
                    };
                    let kt = self.types.intern(Type::Vector {
                        shape,
                        elem: self.types.i1,
                    });
                    self.body.uses[first_mask].ty = kt;
                }
            }
            MemSpec::Gather | MemSpec::Scatter | MemSpec::ExpandLoad | MemSpec::CompressStore => {
                // `vector.gather %m[%i][%idx], %mask, %pass : memref<?xf32>,
                //  vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>`;
                // `vector.scatter %m[%i][%idx], %mask, %v : (the same types)`;
                // `vector.expandload %m[%i], %mask, %pass : memref<?xf32>,
                //  vector<4xi1>, vector<4xf32> into vector<4xf32>`;
                // `vector.compressstore %m[%i], %mask, %v : (the same types)`
                let indexed = matches!(v, MemSpec::Gather | MemSpec::Scatter);
                let load = matches!(v, MemSpec::Gather | MemSpec::ExpandLoad);
                let m = self.vmem_base()?;
                let end = self.body.uses.len();
                if indexed {
                    self.expect("[")?;
                    self.use_one()?;
                    self.expect("]")?;
                }
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_attrs()?;
                let mt = self.colon_type()?;
                self.vmem_type_base(m, end, mt);
                let mut at = end;
                if indexed {
                    self.expect(",")?;
                    self.body.uses[at].ty = self.ty()?;
                    at += 1;
                }
                for k in 0..2 {
                    self.expect(",")?;
                    self.body.uses[at + k].ty = self.ty()?;
                }
                if load {
                    if !self.eat_kw("into") {
                        return Err(self.expected("`into` and the result type"));
                    }
                    let r = self.ty()?;
                    self.result_tys.push(r);
                }
            }
        }
        Ok(())
    }

    /// Builds a memory or mask op: decodes its attributes and, for the
    /// transfers, decides between the 0-D, 1-D and n-D forms by the types
    /// (the 0-D form's map is checked here). The type rules are in
    /// `verify/vector_mem.rs` and `verify/vector_mem/transfer.rs`.
    pub(super) fn build_vector_mem(&mut self, v: MemSpec, at: Span, uses: &[Use]) -> Result<MemOp> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let nres = self.result_tys.len();
        Ok(match v {
            MemSpec::Load => MemOp::Load,
            MemSpec::Store => MemOp::Store,
            MemSpec::MaskedLoad => MemOp::MaskedLoad,
            MemSpec::MaskedStore => MemOp::MaskedStore,
            MemSpec::CreateMask => MemOp::CreateMask,
            MemSpec::ConstantMask => {
                let Some((Attr::Array(ps), pspan)) = self.find_attr("mask_dim_sizes") else {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` needs a `mask_dim_sizes` array"),
                    ));
                };
                self.keep_attr_span(at, pspan);
                // (`u32::MAX`: not a size; the verifier reports it)
                let sizes = ps
                    .iter()
                    .map(|p| super::vector::position(p).unwrap_or(u32::MAX))
                    .collect();
                MemOp::ConstantMask(sizes)
            }
            MemSpec::TransferRead | MemSpec::TransferWrite => {
                let write = v == MemSpec::TransferWrite;
                let m = usize::from(write);
                let extra = usize::from(!write);
                // The form (0-D, 1-D, n-D) depends on the types: with too
                // few operands or results, or no ranked memref, or the
                // wrong count for its rank, the 1-D form is built and the
                // verifier reports it (`verify/vector_mem.rs`).
                let rank = match uses.get(m).map(|u| self.types.get(u.ty)) {
                    Some(Type::MemRef { shape, .. }) if nres == extra => Some(shape.len()),
                    _ => None,
                };
                let unchecked = if write {
                    MemOp::TransferWrite {
                        in_bounds: false,
                        masked: false,
                    }
                } else {
                    MemOp::TransferRead {
                        in_bounds: false,
                        masked: false,
                    }
                };
                let Some(rank) = rank else {
                    return Ok(unchecked);
                };
                if (m + 1 + rank + extra..=m + 2 + rank + extra).contains(&uses.len())
                    && let Some(op) = self.build_transfer_0d(name, uses, write)?
                {
                    return Ok(op);
                }
                let end = m + 1 + rank;
                if rank == 0 || uses.len() < end + extra || uses.len() > end + extra + 1 {
                    return Ok(unchecked);
                }
                let masked = uses.len() == end + extra + 1;
                if self.transfer_is_nd(uses, write, rank) {
                    return Ok(self.build_transfer_nd(at, uses, write, rank, masked));
                }
                // 1-D, with the minor identity map (else it is n-D).
                let flag = |key: &str| -> Option<bool> {
                    match self.find_attr(key) {
                        Some((Attr::Array(a), _)) => match a.first() {
                            Some(Attr::Bool(b)) => Some(*b),
                            _ => None,
                        },
                        _ => None,
                    }
                };
                // `in_bounds = [true]`, or MLIR 13's older `masked = [false]`.
                let in_bounds = flag("in_bounds")
                    .or(flag("masked").map(|m| !m))
                    .unwrap_or(false);
                if write {
                    MemOp::TransferWrite { in_bounds, masked }
                } else {
                    MemOp::TransferRead { in_bounds, masked }
                }
            }
            MemSpec::Gather => MemOp::Gather,
            MemSpec::Scatter => MemOp::Scatter,
            MemSpec::ExpandLoad => MemOp::ExpandLoad,
            MemSpec::CompressStore => MemOp::CompressStore,
        })
    }
}

/// Whether the affine map text `t` is `(d0, ..., dk) -> (dk)` with `rank`
/// dimensions (no symbols).
pub(super) fn minor_identity(t: &str, rank: usize) -> bool {
    let t: String = t.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(body) = t
        .strip_prefix("affine_map<")
        .and_then(|s| s.strip_suffix('>'))
    else {
        return false;
    };
    let Some((dims, res)) = body.split_once("->") else {
        return false;
    };
    let Some(dims) = dims.strip_prefix('(').and_then(|s| s.strip_suffix(')')) else {
        return false;
    };
    let names: Vec<&str> = dims.split(',').collect();
    rank > 0 && names.len() == rank && res == format!("({})", names[rank - 1])
}
