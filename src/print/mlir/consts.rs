//! Constants: the ops defining them (`llvm.mlir.constant`, `undef`,
//! `null`, `addressof`) and `dense` attributes.

use super::types::is_scalar;
use super::{Doc, Printer, cat, symbol};
use crate::float;
use crate::llvm::ir::*;
use crate::print::ll::push_u64;
use crate::types::Type as StdType;

/// A float constant as MLIR 13 reads it exactly: the shortest decimal of
/// its value (exact as an f64, so exact once rounded to the type), or the
/// bit pattern in hex for infinities and NaNs.
pub(super) fn float_text(bits: u64, ty: &Type) -> String {
    let (st, digits) = match ty {
        Type::Half => (StdType::F16, 4),
        Type::BFloat => (StdType::BF16, 4),
        Type::Float => (StdType::F32, 8),
        _ => (StdType::F64, 16),
    };
    let v = float::value_of(bits, &st);
    if !v.is_finite() {
        let mask = if digits == 16 {
            u64::MAX
        } else {
            (1u64 << (digits * 4)) - 1
        };
        return format!("0x{:0w$X}", bits & mask, w = digits);
    }
    let mut s = format!("{v:?}");
    // MLIR's float literals need a `.` before the exponent.
    if let Some(e) = s.find('e')
        && !s[..e].contains('.')
    {
        s.insert_str(e, ".0");
    }
    s
}

/// An integer attribute value (`true`/`false` for `i1`), truncated to the
/// width of `ty` and read as signed: a constant wider than its type (an
/// `index` element with `--index-bitwidth 32`) is what LLVM keeps of it.
pub(super) fn int_text(v: i128, ty: &Type) -> String {
    let mut s = String::with_capacity(8);
    push_int(&mut s, v, ty);
    s
}

/// Writes [`int_text`] into `s`.
pub(super) fn push_int(s: &mut String, v: i128, ty: &Type) {
    let v = match ty {
        Type::Int(1) => return s.push_str(if v & 1 != 0 { "true" } else { "false" }),
        Type::Int(w) if *w < 128 => {
            let sh = 128 - w;
            (v << sh) >> sh
        }
        _ => v,
    };
    // (Without `fmt`, which is slow, and 128-bit division below 2^64.)
    crate::print::ll::push_i128(s, v);
}

/// A `dense` attribute.
pub(super) struct Dense {
    /// The one element of a splat.
    splat: Option<Leaf>,
    /// The elements, row-major (empty for a splat), spelled as elements
    /// of type `et` when written (no string per element).
    leaves: Vec<Leaf>,
    et: Ty,
    dims: Vec<u64>,
    /// `tensor<2xi32>`
    shape: String,
}

/// A leaf of a `dense` attribute.
#[derive(Copy, Clone, PartialEq)]
pub(super) enum Leaf {
    Int(i128),
    Float(u64),
}

impl<'a> Printer<'a> {
    /// The op defining constant `v`, a leaf of the prelude.
    pub(super) fn constant(&self, v: Value) -> Doc<'a> {
        let body = self.body();
        let d = body.values[v.index()];
        let t = self.cx.types.get(d.ty);
        let head = match d.kind {
            ValueKind::ConstInt(c) => match t {
                Type::Int(1) => self.text(cat(&["llvm.mlir.constant(", &int_text(c, t), ")"])),
                _ => self.text(cat(&[
                    "llvm.mlir.constant(",
                    &int_text(c, t),
                    " : ",
                    &self.top(d.ty),
                    ")",
                ])),
            },
            ValueKind::ConstFloat(b) => self.text(cat(&[
                "llvm.mlir.constant(",
                &float_text(b, t),
                " : ",
                &self.top(d.ty),
                ")",
            ])),
            ValueKind::Undef => self.text("llvm.mlir.undef"),
            ValueKind::Null if self.names.opaque => self.text("llvm.mlir.zero"),
            ValueKind::Null => self.text("llvm.mlir.null"),
            // The type of the value, not of the symbol: a function or
            // global mentioned before its definition has no type yet.
            ValueKind::FuncAddr(f) => {
                self.text(format!("llvm.mlir.addressof {}", self.fn_symbol(f)))
            }
            ValueKind::GlobalAddr(g) => self.text(format!(
                "llvm.mlir.addressof {}",
                symbol(&self.cx.globals[g.index()].name)
            )),
            ValueKind::ConstAgg(_) => {
                let dense = self
                    .dense_attr(d.ty, None, |out| self.value_leaves(v, out))
                    .expect("legalized: aggregate constants are dense");
                self.text("llvm.mlir.constant(")
                    .append(self.dense_doc(&dense))
                    .append(")")
            }
            ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..) => {
                unreachable!("only constants are in the prelude")
            }
        };
        self.op(self.slot[v.index()], head, Some(self.ty(d.ty)))
    }

    /// The shape of a `dense` attribute for type `ty`: dimensions, element
    /// type, and whether it is a vector (else a tensor) shape.
    pub(super) fn dense_shape(&self, ty: Ty, dims: &mut Vec<u64>) -> Option<(Ty, bool)> {
        let types = self.cx.types;
        match *types.get(ty) {
            Type::Vector(n, e) if is_scalar(types.get(e)) && n > 0 => {
                dims.push(n);
                Some((e, true))
            }
            Type::Array(n, e) if n > 0 => {
                dims.push(n);
                if is_scalar(types.get(e)) {
                    Some((e, false))
                } else {
                    self.dense_shape(e, dims)
                }
            }
            _ => None,
        }
    }

    /// The leaves of constant `v` in row-major order, if all are numbers.
    fn value_leaves(&self, v: Value, out: &mut Vec<Leaf>) -> bool {
        let body = self.body();
        match body.values[v.index()].kind {
            ValueKind::ConstInt(c) => out.push(Leaf::Int(c)),
            ValueKind::ConstFloat(b) => out.push(Leaf::Float(b)),
            ValueKind::ConstAgg(l) => {
                for e in l.get(&body.operands) {
                    if !self.value_leaves(*e, out) {
                        return false;
                    }
                }
            }
            _ => return false,
        }
        true
    }

    /// The leaves of initializer `c` of type `ty` in row-major order, if
    /// all are numbers.
    pub(super) fn gconst_leaves(&self, ty: Ty, c: &GConst, out: &mut Vec<Leaf>) -> bool {
        let types = self.cx.types;
        match c {
            GConst::Int(v) => out.push(Leaf::Int(*v)),
            GConst::Float(b) => out.push(Leaf::Float(*b)),
            GConst::Zero => {
                let (count, t) = types.leaf_count(ty);
                let leaf = match types.get(t) {
                    Type::Int(_) => Leaf::Int(0),
                    Type::Half
                    | Type::BFloat
                    | Type::Float
                    | Type::Double
                    | Type::X86Fp80
                    | Type::Fp128 => Leaf::Float(0),
                    _ => return false,
                };
                out.extend((0..count).map(|_| leaf));
            }
            GConst::Bytes(bytes) => out.extend(bytes.iter().map(|b| Leaf::Int(*b as i8 as i128))),
            GConst::Agg(elems) => {
                let e = types.elem(ty);
                for c in elems {
                    // (The numbers without a call each: a long array.)
                    match c {
                        GConst::Int(v) => out.push(Leaf::Int(*v)),
                        GConst::Float(b) => out.push(Leaf::Float(*b)),
                        c => {
                            if !self.gconst_leaves(e, c, out) {
                                return false;
                            }
                        }
                    }
                }
            }
            _ => return false,
        }
        true
    }

    /// The `dense<...> : shape` attribute of an aggregate of type `ty`, if
    /// it has one (numbers only, in arrays ending in vectors or scalars):
    /// `zero` for a zero value, else from the leaves `leaves` gives.
    pub(super) fn dense_attr(
        &self,
        ty: Ty,
        zero: Option<()>,
        leaves: impl FnOnce(&mut Vec<Leaf>) -> bool,
    ) -> Option<Dense> {
        let mut dims = Vec::new();
        let (et, vector) = self.dense_shape(ty, &mut dims)?;
        let total = dims.iter().try_fold(1u64, |a, d| a.checked_mul(*d))?;
        let mut all = Vec::with_capacity(if zero.is_some() {
            0
        } else {
            total.min(1 << 16) as usize
        });
        let splat = if zero.is_some() {
            Some(if matches!(self.cx.types.get(et), Type::Int(_)) {
                Leaf::Int(0)
            } else {
                Leaf::Float(0)
            })
        } else {
            if !leaves(&mut all) || all.len() as u64 != total {
                return None;
            }
            all.iter().all(|l| *l == all[0]).then(|| all[0])
        };
        let mut shape = String::with_capacity(32);
        shape.push_str(if vector { "vector<" } else { "tensor<" });
        for d in &dims {
            push_u64(&mut shape, *d);
            shape.push('x');
        }
        shape.push_str(&self.top(et));
        shape.push('>');
        if splat.is_some() {
            all.clear();
        }
        Some(Dense {
            splat,
            leaves: all,
            et,
            dims,
            shape,
        })
    }

    /// The document of a dense attribute (one text: lines do not break).
    pub(super) fn dense_doc(&self, d: &Dense) -> Doc<'a> {
        let mut s = String::new();
        self.push_dense(d, &mut s);
        self.text(s)
    }

    /// Writes dense attribute `d`: `dense<...> : tensor<...>`.
    pub(super) fn push_dense(&self, d: &Dense, s: &mut String) {
        let et = self.cx.types.get(d.et);
        s.push_str("dense<");
        match &d.splat {
            Some(l) => push_leaf(s, l, et),
            None => push_nested(s, &d.leaves, &d.dims, et),
        }
        s.push_str("> : ");
        s.push_str(&d.shape);
    }
}

/// Writes leaf `l` as an element of type `et`.
fn push_leaf(s: &mut String, l: &Leaf, et: &Type) {
    match *l {
        Leaf::Int(v) => push_int(s, v, et),
        Leaf::Float(b) => s.push_str(&float_text(b, et)),
    }
}

/// `[[a, b], [c, d]]`: the leaves in rows of `dims`.
fn push_nested(s: &mut String, leaves: &[Leaf], dims: &[u64], et: &Type) {
    s.push('[');
    if dims.len() == 1 {
        for (k, l) in leaves.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            push_leaf(s, l, et);
        }
    } else if dims[0] > 0 {
        let step = leaves.len() / dims[0] as usize;
        for (k, ch) in leaves.chunks(step.max(1)).enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            push_nested(s, ch, &dims[1..], et);
        }
    }
    s.push(']');
}
