//! `expand_shape`/`collapse_shape` with dynamic sizes, strides or offset,
//! as MLIR 22's `--expand-strided-metadata` rewrites them before
//! `--finalize-memref-to-llvm`: the source's pointers and offset, sizes as
//! products (collapse) or the source's size divided by the group's static
//! sizes (expand), strides from the source's.

use super::super::memref::{Dim, MemRefInfo};
use super::super::{Cx, Fx};
use crate::llvm::ir as l;
use crate::mlir::parse::memref::DYN;
use crate::types::DYNAMIC;

impl Cx<'_> {
    /// The descriptor of the reshaped memref `rinfo` from `d` (of type
    /// `sinfo`); `dyn_out`: the dynamic `output_shape` operands.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn lower_reshape_dyn(
        &mut self,
        fx: &mut Fx,
        sinfo: &MemRefInfo,
        rinfo: &MemRefInfo,
        d: l::Value,
        expand: bool,
        group_of: &[u32],
        output: &[i64],
        dyn_out: &[l::Value],
    ) -> l::Value {
        let alloc = self.ins(fx).extract_value(d, &[0]);
        let aligned = self.ins(fx).extract_value(d, &[1]);
        let off = match rinfo.offset {
            Some(c) => Dim::Static(c),
            None => self.src_offset(fx, sinfo, d),
        };
        let stat = |x: i64| (x != DYNAMIC).then_some(x);
        let mut sizes = Vec::with_capacity(rinfo.rank);
        let mut strides = Vec::with_capacity(rinfo.rank);
        if expand {
            // The dynamic output_shape operands, by result dimension.
            let mut next = dyn_out.iter();
            let out_dims: Vec<Option<l::Value>> = output
                .iter()
                .map(|&x| (x == DYN).then(|| *next.next().expect("counted by the builder")))
                .collect();
            sizes.resize(rinfo.rank, Dim::Static(0));
            strides.resize(rinfo.rank, Dim::Static(0));
            for g in 0..sinfo.rank {
                let dims: Vec<usize> = (0..rinfo.rank)
                    .filter(|&k| group_of[k] == g as u32)
                    .collect();
                let ndyn = dims.iter().filter(|&&k| rinfo.shape[k] == DYNAMIC).count();
                let known: i64 = dims
                    .iter()
                    .filter(|&&k| rinfo.shape[k] != DYNAMIC)
                    .fold(1i64, |a, &k| a.wrapping_mul(rinfo.shape[k]));
                for &k in &dims {
                    sizes[k] = match stat(rinfo.shape[k]) {
                        Some(c) => Dim::Static(c),
                        // The one dynamic size of its group: the source's
                        // size over the others (MLIR's `s0 floordiv n`).
                        None if ndyn == 1 => {
                            let s = self.src_size(fx, sinfo, d, g);
                            self.div_dim(fx, s, known)
                        }
                        None => match out_dims.get(k).copied().flatten() {
                            Some(v) => Dim::Value(v),
                            None => unreachable!("the builder asks for output_shape"),
                        },
                    };
                }
                let mut run = self.src_stride(fx, sinfo, d, g);
                for (j, &k) in dims.iter().enumerate().rev() {
                    strides[k] = Self::prefer(rinfo.strides[k], run);
                    if j > 0 {
                        run = self.mul_dims(fx, run, sizes[k]);
                    }
                }
            }
        } else {
            for g in 0..rinfo.rank {
                let dims: Vec<usize> = (0..sinfo.rank)
                    .filter(|&k| group_of[k] == g as u32)
                    .collect();
                let size = match stat(rinfo.shape[g]) {
                    Some(c) => Dim::Static(c),
                    None => {
                        let mut acc = Dim::Static(1);
                        for &k in &dims {
                            let s = self.src_size(fx, sinfo, d, k);
                            acc = self.mul_dims(fx, acc, s);
                        }
                        acc
                    }
                };
                sizes.push(size);
                // The stride of the group's last dimension not of size 1
                // (MLIR's `getCollapsedStride`); for 1x..x1, the result
                // type's or the first dynamic one.
                let stride = match rinfo.strides[g] {
                    Some(c) => Dim::Static(c),
                    None => {
                        let pick = dims
                            .iter()
                            .rev()
                            .find(|&&k| sinfo.shape[k] != 1)
                            .or_else(|| dims.iter().find(|&&k| sinfo.strides[k].is_none()))
                            .copied();
                        match pick {
                            Some(k) => self.src_stride(fx, sinfo, d, k),
                            None => Dim::Static(1),
                        }
                    }
                };
                strides.push(stride);
            }
        }
        self.build_desc(fx, rinfo, (alloc, aligned), off, &sizes, &strides)
    }

    /// `a / n` for a positive constant `n` (`a` a size: not negative).
    fn div_dim(&mut self, fx: &mut Fx, a: Dim, n: i64) -> Dim {
        match a {
            _ if n == 1 => a,
            Dim::Static(x) => Dim::Static(x.wrapping_div(n.max(1))),
            Dim::Value(v) => {
                let c = self.dim_value(fx, Dim::Static(n));
                Dim::Value(self.ins(fx).sdiv(v, c))
            }
        }
    }
}
