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

    /// The 1-D vector type `t`: its length and element type.
    fn vmem_vec(&self, t: TypeId) -> Option<(i64, TypeId)> {
        match self.types.get(t) {
            Type::Vector { shape, elem } if shape.len() == 1 => Some((shape[0], *elem)),
            _ => None,
        }
    }

    /// Checks the memref operand at `m` and its indices (all uses from
    /// `m + 1` to `end`): a ranked memref of scalars of type `elem`.
    fn vmem_check_base(
        &self,
        name: &str,
        at: Span,
        uses: &[Use],
        m: usize,
        end: usize,
        elem: TypeId,
    ) -> Result<()> {
        let mt = uses[m].ty;
        let (rank, melem) = match self.types.get(mt) {
            Type::MemRef { shape, elem, .. } => (shape.len(), *elem),
            _ => return Err(self.not_memref(name, uses[m])),
        };
        if matches!(self.types.get(melem), Type::Vector { .. }) {
            return Err(Error::verify(
                uses[m].span,
                format!(
                    "`{name}` on a memref of vectors ({}) is not supported by this version of mlir2ll yet",
                    self.tyname(mt)
                ),
            ));
        }
        if melem != elem {
            return Err(Error::verify(
                uses[m].span,
                format!(
                    "`{name}`: the vector's elements must be the memref's, {}",
                    self.tyname(melem)
                ),
            ));
        }
        if end - m - 1 != rank {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` of {} takes {rank} index(es), but {} are given",
                    self.tyname(mt),
                    end - m - 1
                ),
            ));
        }
        if let Some(u) = uses[m + 1..end].iter().find(|u| u.ty != self.types.index) {
            return Err(Error::verify(u.span, "memref indices must be index values"));
        }
        Ok(())
    }

    /// The 1-D vector at `u` (or a result type) as a length and element
    /// type, or an error naming what it must be.
    /// Checks that mask `mk` of `name` on vectors of type `vt` is a
    /// `vector<Nxi1>` of the same length `n`.
    pub(super) fn vmem_check_mask(
        &mut self,
        name: &str,
        vt: TypeId,
        n: i64,
        mk: Use,
    ) -> Result<()> {
        let want = self.types.intern(Type::Vector {
            shape: Box::new([n]),
            elem: self.types.i1,
        });
        if mk.ty != want {
            return Err(Error::verify(
                mk.span,
                format!(
                    "`{name}` of {} needs a mask of type {}, not {}",
                    self.tyname(vt),
                    self.tyname(want),
                    self.tyname(mk.ty)
                ),
            ));
        }
        Ok(())
    }

    /// Checks that a masked load's result has its pass-through's type.
    fn vmem_check_passthru(&self, name: &str, at: Span, val: Use) -> Result<()> {
        if self.result_tys[0] != val.ty {
            return Err(Error::verify(
                at,
                format!(
                    "`{name}` produces the pass-through's type {}, not {}",
                    self.tyname(val.ty),
                    self.tyname(self.result_tys[0])
                ),
            ));
        }
        Ok(())
    }

    fn vmem_need_vec(&self, name: &str, span: Span, t: TypeId) -> Result<(i64, TypeId)> {
        self.vmem_vec(t).ok_or_else(|| {
            if self.vec_0d(t).is_some() {
                Error::verify(
                    span,
                    format!("`{name}` takes a 1-D vector, not the 0-D {}", self.tyname(t)),
                )
            } else if matches!(self.types.get(t), Type::Vector { .. }) {
                Error::verify(
                    span,
                    format!(
                        "`{name}` of the n-D vector {} is not supported by this version of mlir2ll yet (1-D only)",
                        self.tyname(t)
                    ),
                )
            } else {
                Error::verify(
                    span,
                    format!("`{name}` works on a vector, not {}", self.tyname(t)),
                )
            }
        })
    }

    /// The type rules of the memory and mask ops.
    pub(super) fn build_vector_mem(&mut self, v: MemSpec, at: Span, uses: &[Use]) -> Result<MemOp> {
        let name = self.src[at.start as usize..at.end as usize].trim_matches('"');
        let nres = self.result_tys.len();
        let results = |n: usize| expect_results(at, name, n, nres);
        Ok(match v {
            MemSpec::Load => {
                results(1)?;
                expect_operands_in(at, name, 1..=usize::MAX, uses.len())?;
                let r = self.result_tys[0];
                let elem = match self.vec_0d(r) {
                    Some(e) => e,
                    None => self.vmem_need_vec(name, at, r)?.1,
                };
                self.vmem_check_base(name, at, uses, 0, uses.len(), elem)?;
                MemOp::Load
            }
            MemSpec::Store => {
                results(0)?;
                expect_operands_in(at, name, 2..=usize::MAX, uses.len())?;
                let elem = match self.vec_0d(uses[0].ty) {
                    Some(e) => e,
                    None => self.vmem_need_vec(name, uses[0].span, uses[0].ty)?.1,
                };
                self.vmem_check_base(name, at, uses, 1, uses.len(), elem)?;
                MemOp::Store
            }
            MemSpec::MaskedLoad | MemSpec::MaskedStore => {
                let load = v == MemSpec::MaskedLoad;
                results(load as usize)?;
                if uses.len() < 3 {
                    return Err(Error::verify(
                        at,
                        format!("`{name}` needs a memref, its indices, a mask and a vector"),
                    ));
                }
                let end = uses.len() - 2;
                let (mk, val) = (uses[end], uses[end + 1]);
                let (n, elem) = self.vmem_need_vec(name, val.span, val.ty)?;
                self.vmem_check_base(name, at, uses, 0, end, elem)?;
                self.vmem_check_mask(name, val.ty, n, mk)?;
                if load {
                    self.vmem_check_passthru(name, at, val)?;
                }
                if load {
                    MemOp::MaskedLoad
                } else {
                    MemOp::MaskedStore
                }
            }
            MemSpec::CreateMask | MemSpec::ConstantMask => {
                results(1)?;
                let r = self.result_tys[0];
                let shape = match self.types.get(r) {
                    // A 0-D mask takes one size, as a 1-element one.
                    Type::Vector { shape, elem } if *elem == self.types.i1 && shape.is_empty() => {
                        Box::new([1])
                    }
                    Type::Vector { shape, elem } if *elem == self.types.i1 => shape.clone(),
                    _ => {
                        return Err(Error::verify(
                            at,
                            format!("`{name}` makes a vector of i1, not {}", self.tyname(r)),
                        ));
                    }
                };
                if v == MemSpec::CreateMask {
                    if uses.len() != shape.len() {
                        return Err(Error::verify(
                            at,
                            format!(
                                "`{name}` of {} takes one size per dimension ({}), but {} are given",
                                self.tyname(r),
                                shape.len(),
                                uses.len()
                            ),
                        ));
                    }
                    if let Some(u) = uses.iter().find(|u| u.ty != self.types.index) {
                        return Err(Error::verify(u.span, "mask sizes must be index values"));
                    }
                    MemOp::CreateMask
                } else {
                    expect_operands(at, name, 0, uses.len())?;
                    let Some((Attr::Array(ps), pspan)) = self.find_attr("mask_dim_sizes") else {
                        return Err(Error::verify(
                            at,
                            format!("`{name}` needs a `mask_dim_sizes` array"),
                        ));
                    };
                    let mut sizes = Vec::with_capacity(ps.len());
                    for (p, &d) in ps.iter().zip(shape.iter()) {
                        match p {
                            Attr::Int { value, .. } if (0..=d as i128).contains(value) => {
                                sizes.push(*value as u32)
                            }
                            _ => {
                                return Err(Error::verify(
                                    pspan,
                                    format!(
                                        "`{name}` sizes must be in 0..=the dimension of {}",
                                        self.tyname(r)
                                    ),
                                )
                                .label("out of range"));
                            }
                        }
                    }
                    if ps.len() != shape.len() {
                        return Err(Error::verify(
                            pspan,
                            format!(
                                "`{name}` of {} takes one size per dimension ({}), but {} are given",
                                self.tyname(r),
                                shape.len(),
                                ps.len()
                            ),
                        ));
                    }
                    MemOp::ConstantMask(sizes.into())
                }
            }
            MemSpec::TransferRead | MemSpec::TransferWrite => {
                let write = v == MemSpec::TransferWrite;
                results(usize::from(!write))?;
                let m = usize::from(write);
                expect_operands_in(at, name, m + 1..=usize::MAX, uses.len())?;
                let rank = match self.types.get(uses[m].ty) {
                    Type::MemRef { shape, .. } => shape.len(),
                    _ => return Err(self.not_memref(name, uses[m])),
                };
                let extra = usize::from(!write);
                if (m + 1 + rank + extra..=m + 2 + rank + extra).contains(&uses.len())
                    && let Some(op) = self.build_transfer_0d(name, uses, write, rank)?
                {
                    return Ok(op);
                }
                if rank == 0 {
                    return Err(Error::verify(
                        uses[m].span,
                        format!(
                            "`{name}` of a rank-0 memref is not supported by this version of mlir2ll yet"
                        ),
                    ));
                }
                let end = m + 1 + rank;
                let extra = usize::from(!write);
                if uses.len() < end + extra || uses.len() > end + extra + 1 {
                    return Err(Error::verify(
                        at,
                        format!(
                            "`{name}` of a rank-{rank} memref takes {rank} index(es){}, and an optional mask",
                            if write { "" } else { ", the padding" }
                        ),
                    ));
                }
                let masked = uses.len() == end + extra + 1;
                if self.transfer_is_nd(uses, write, rank) {
                    return self.build_transfer_nd(name, at, uses, write, rank, masked);
                }
                let vt = if write {
                    uses[0].ty
                } else {
                    self.result_tys[0]
                };
                let vspan = if write { uses[0].span } else { at };
                let (n, elem) = self.vmem_need_vec(name, vspan, vt)?;
                self.vmem_check_base(name, at, uses, m, end, elem)?;
                if !write && uses[end].ty != elem {
                    return Err(Error::verify(
                        uses[end].span,
                        format!("`{name}`: the padding must be {}", self.tyname(elem)),
                    ));
                }
                if masked {
                    let k = uses[end + extra];
                    self.vmem_check_mask(name, vt, n, k)?;
                }
                if let Some((a, span)) = self.find_attr("permutation_map") {
                    let ok = matches!(&a, Attr::Opaque(t) if minor_identity(t, rank));
                    if !ok {
                        return Err(Error::verify(
                            span,
                            format!(
                                "`{name}` with a permutation map other than the minor identity is not supported by this version of mlir2ll yet"
                            ),
                        ));
                    }
                }
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
            MemSpec::Gather | MemSpec::Scatter | MemSpec::ExpandLoad | MemSpec::CompressStore => {
                self.build_gather(v, name, at, uses)?
            }
        })
    }

    /// The type rules of `vector.gather`, `scatter`, `expandload` and
    /// `compressstore`.
    fn build_gather(&mut self, v: MemSpec, name: &str, at: Span, uses: &[Use]) -> Result<MemOp> {
        let indexed = matches!(v, MemSpec::Gather | MemSpec::Scatter);
        let load = matches!(v, MemSpec::Gather | MemSpec::ExpandLoad);
        let nres = self.result_tys.len();
        expect_results(at, name, usize::from(load), nres)?;
        let what = if indexed {
            "a memref, its indices, an index vector, a mask and a vector"
        } else {
            "a memref, its indices, a mask and a vector"
        };
        let Some(first) = uses.first() else {
            return Err(count_error(at, name, "operand", 3..=usize::MAX, 0)
                .help(format!("the operands are {what}")));
        };
        let rank = match self.types.get(first.ty) {
            Type::MemRef { shape, .. } => shape.len(),
            _ => return Err(self.not_memref(name, *first)),
        };
        let end = 1 + rank;
        expect_operands(at, name, end + 2 + usize::from(indexed), uses.len()).map_err(|e| {
            e.help(format!(
                "the operands are {what} (for {})",
                self.tyname(first.ty)
            ))
        })?;
        let (mk, val) = (uses[uses.len() - 2], uses[uses.len() - 1]);
        let (n, elem) = self.vmem_need_vec(name, val.span, val.ty)?;
        self.vmem_check_base(name, at, uses, 0, end, elem)?;
        if indexed {
            let iv = uses[end];
            let ok = matches!(self.types.get(iv.ty), Type::Vector { shape, elem }
                if **shape == [n] && (self.types.is_int(*elem) || *elem == self.types.index));
            if !ok {
                return Err(Error::verify(
                    iv.span,
                    format!(
                        "`{name}` of {} needs a vector of {n} integer or index offsets, not {}",
                        self.tyname(val.ty),
                        self.tyname(iv.ty)
                    ),
                ));
            }
        }
        self.vmem_check_mask(name, val.ty, n, mk)?;
        if load {
            self.vmem_check_passthru(name, at, val)?;
        }
        Ok(if v == MemSpec::Gather {
            MemOp::Gather
        } else if v == MemSpec::Scatter {
            MemOp::Scatter
        } else if load {
            MemOp::ExpandLoad
        } else {
            MemOp::CompressStore
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
