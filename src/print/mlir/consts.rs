//! Constants: values of the IR (and global initializers) materialized as
//! ops, each distinct one once.

use super::types::{is_scalar, struct_fields};
use super::{Doc, NONE, Printer, symbol, value_name};
use crate::float;
use crate::llvm::ir::*;
use crate::types::Type as StdType;
use std::fmt::Write;

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

/// An integer attribute value (`true`/`false` for `i1`).
pub(super) fn int_text(v: i128, ty: &Type) -> String {
    match ty {
        Type::Int(1) => (if v != 0 { "true" } else { "false" }).to_string(),
        _ => v.to_string(),
    }
}

/// A constant to materialize: from a value of the function or from a
/// global's initializer.
pub(super) enum C {
    Int(Ty, i128),
    Float(Ty, u64),
    Undef(Ty),
    Null(Ty),
    Zero(Ty),
    Func(Ty, FuncRef),
    Global(Ty, GlobalRef),
    Agg(Ty, Vec<C>),
    /// `llvm.getelementptr` of a constant pointer (of type `base_ty`), with
    /// constant indices; of type `ty`.
    Gep {
        ty: Ty,
        base_ty: Ty,
        base: Box<C>,
        indices: Vec<(Ty, i128)>,
    },
    /// A cast of a constant.
    Cast {
        op: CastOp,
        from: Ty,
        value: Box<C>,
        to: Ty,
    },
}

/// A `dense` attribute.
pub(super) struct Dense {
    /// `dense<[1, 2]> : tensor<2xi32>`
    text: String,
    /// `[1, 2]`
    lit: String,
    /// The elements, row-major (empty for a splat).
    spelled: Vec<String>,
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
    /// The constant tree of value `v`.
    pub(super) fn const_of(&self, v: Value) -> C {
        let body = self.body();
        let d = body.values[v.index()];
        match d.kind {
            ValueKind::ConstInt(c) => C::Int(d.ty, c),
            ValueKind::ConstFloat(b) => C::Float(d.ty, b),
            ValueKind::Undef => C::Undef(d.ty),
            ValueKind::Null => C::Null(d.ty),
            ValueKind::FuncAddr(f) => C::Func(d.ty, f),
            ValueKind::GlobalAddr(g) => C::Global(d.ty, g),
            ValueKind::ConstAgg(l) => C::Agg(
                d.ty,
                l.get(&body.operands)
                    .iter()
                    .map(|e| self.const_of(*e))
                    .collect(),
            ),
            ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..) => {
                unreachable!("only constants are materialized")
            }
        }
    }

    /// The constant tree of a global's initializer of type `ty`.
    pub(super) fn gconst(&self, ty: Ty, c: &GConst) -> C {
        let types = self.cx.types;
        match c {
            GConst::Int(v) => C::Int(ty, *v),
            GConst::Float(b) => C::Float(ty, *b),
            GConst::Undef => C::Undef(ty),
            GConst::Zero => C::Zero(ty),
            GConst::Null => C::Null(ty),
            GConst::Bytes(bytes) => {
                let e = types.elem(ty);
                C::Agg(
                    ty,
                    bytes.iter().map(|b| C::Int(e, *b as i8 as i128)).collect(),
                )
            }
            GConst::Agg(elems) => {
                let fields: Vec<Ty> = match struct_fields(types, ty) {
                    Some((f, _)) => f.to_vec(),
                    None => vec![types.elem(ty); elems.len()],
                };
                C::Agg(
                    ty,
                    elems
                        .iter()
                        .zip(fields)
                        .map(|(e, t)| self.gconst(t, e))
                        .collect(),
                )
            }
            GConst::FuncAddr(f) => C::Func(ty, *f),
            GConst::GlobalAddr(g) => C::Global(ty, *g),
            GConst::Gep {
                base_ty,
                base,
                indices,
                ..
            } => C::Gep {
                ty,
                base_ty: *base_ty,
                base: Box::new(self.gconst(*base_ty, base)),
                indices: indices.clone(),
            },
            GConst::Cast {
                op,
                from,
                value,
                to,
            } => C::Cast {
                op: *op,
                from: *from,
                value: Box::new(self.gconst(*from, value)),
                to: *to,
            },
        }
    }

    /// Materializes value `v` if it is a constant not materialized yet.
    pub(super) fn use_value(&mut self, v: Value) {
        let body = self.body();
        if self.slot[v.index()] != NONE
            || matches!(
                body.values[v.index()].kind,
                ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..)
            )
        {
            return;
        }
        let c = self.const_of(v);
        let n = self.mat(&c);
        self.slot[v.index()] = n;
    }

    /// An op without operands, shared by all constants with its text.
    pub(super) fn leaf(&mut self, head: String, ty: Ty) -> u32 {
        let top = self.top(ty);
        let key = format!("{head} : {top}");
        if let Some(&n) = self.keys.get(&key) {
            return n;
        }
        let n = self.fresh();
        let doc = self.op(n, self.text(head), Some(self.ty(ty)));
        self.consts.push(doc);
        self.keys.insert(key, n);
        n
    }

    /// Materializes constant `c`; returns its value number.
    pub(super) fn mat(&mut self, c: &C) -> u32 {
        let types = self.cx.types;
        match c {
            C::Int(ty, v) => {
                let t = types.get(*ty);
                let head = match t {
                    Type::Int(1) => format!("llvm.mlir.constant({})", int_text(*v, t)),
                    _ => format!("llvm.mlir.constant({v} : {})", self.top(*ty)),
                };
                self.leaf(head, *ty)
            }
            C::Float(ty, b) => {
                let head = format!(
                    "llvm.mlir.constant({} : {})",
                    float_text(*b, types.get(*ty)),
                    self.top(*ty)
                );
                self.leaf(head, *ty)
            }
            C::Undef(ty) => self.leaf("llvm.mlir.undef".into(), *ty),
            C::Null(ty) => self.leaf("llvm.mlir.null".into(), *ty),
            // The type of the value, not of the symbol: a function or
            // global mentioned before its definition has no type yet.
            C::Func(ty, f) => {
                let name = &self.cx.funcs[f.index()].name;
                self.leaf(format!("llvm.mlir.addressof {}", symbol(name)), *ty)
            }
            C::Global(ty, g) => {
                let name = &self.cx.globals[g.index()].name;
                self.leaf(format!("llvm.mlir.addressof {}", symbol(name)), *ty)
            }
            C::Zero(ty) => match types.get(*ty) {
                Type::Int(_) => self.mat(&C::Int(*ty, 0)),
                Type::Half | Type::BFloat | Type::Float | Type::Double => {
                    self.mat(&C::Float(*ty, 0))
                }
                Type::Ptr(..) => self.mat(&C::Null(*ty)),
                _ => {
                    if let Some(n) = self.dense(c, *ty) {
                        return n;
                    }
                    let elems: Vec<C> = match (struct_fields(types, *ty), types.get(*ty)) {
                        (Some((f, _)), _) => f.iter().map(|t| C::Zero(*t)).collect(),
                        (None, Type::Array(n, e) | Type::Vector(n, e)) => {
                            (0..*n).map(|_| C::Zero(*e)).collect()
                        }
                        _ => Vec::new(),
                    };
                    self.chain(*ty, &elems)
                }
            },
            C::Agg(ty, elems) => match self.dense(c, *ty) {
                Some(n) => n,
                None => self.chain(*ty, elems),
            },
            C::Gep {
                ty,
                base_ty,
                base,
                indices,
            } => {
                let b = self.mat(base);
                let idx: Vec<u32> = indices
                    .iter()
                    .map(|(t, v)| self.mat(&C::Int(*t, *v)))
                    .collect();
                let names: Vec<String> = idx.iter().map(|n| value_name(*n)).collect();
                let mut tys = vec![self.top(*base_ty).into_owned()];
                tys.extend(indices.iter().map(|(t, _)| self.top(*t).into_owned()));
                let key = format!(
                    "gep {}[{}] : ({}) -> {}",
                    value_name(b),
                    names.join(", "),
                    tys.join(", "),
                    self.top(*ty)
                );
                if let Some(&n) = self.keys.get(&key) {
                    return n;
                }
                let n = self.fresh();
                let head = self
                    .text(format!("llvm.getelementptr {}[", value_name(b)))
                    .append(self.list(names.into_iter().map(|s| self.text(s)).collect()))
                    .append("]");
                let mut ty_docs = vec![self.ty(*base_ty)];
                ty_docs.extend(indices.iter().map(|(t, _)| self.ty(*t)));
                let trailer = self
                    .text("(")
                    .append(self.list(ty_docs))
                    .append(") -> ")
                    .append(self.ty(*ty));
                let doc = self.op(n, head, Some(trailer));
                self.consts.push(doc);
                self.keys.insert(key, n);
                n
            }
            C::Cast {
                op,
                from,
                value,
                to,
            } => {
                let v = self.mat(value);
                let key = format!(
                    "llvm.{} {} : {} to {}",
                    op.name(),
                    value_name(v),
                    self.top(*from),
                    self.top(*to)
                );
                if let Some(&n) = self.keys.get(&key) {
                    return n;
                }
                let n = self.fresh();
                let head = self.text(format!("llvm.{} {}", op.name(), value_name(v)));
                let doc = self.op(n, head, Some(self.cast_types(*from, *to)));
                self.consts.push(doc);
                self.keys.insert(key, n);
                n
            }
        }
    }

    /// Builds aggregate `ty` from `elems` by insertions into an undef
    /// (undef members are left out).
    pub(super) fn chain(&mut self, ty: Ty, elems: &[C]) -> u32 {
        let parts: Vec<(usize, u32)> = elems
            .iter()
            .enumerate()
            .filter(|(_, e)| !matches!(e, C::Undef(_)))
            .map(|(k, e)| (k, self.mat(e)))
            .collect();
        let mut key = format!("chain {}", self.top(ty));
        for (k, p) in &parts {
            let _ = write!(key, " {k}:{p}");
        }
        if let Some(&n) = self.keys.get(&key) {
            return n;
        }
        let vector = matches!(self.cx.types.get(ty), Type::Vector(..));
        let idx: Vec<u32> = if vector {
            let i32t = self.cx.types.i32;
            parts
                .iter()
                .map(|(k, _)| self.mat(&C::Int(i32t, *k as i128)))
                .collect()
        } else {
            Vec::new()
        };
        let mut acc = self.mat(&C::Undef(ty));
        for (j, (k, p)) in parts.iter().enumerate() {
            let n = self.fresh();
            let head = if vector {
                format!(
                    "llvm.insertelement {}, {}[{} : i32]",
                    value_name(*p),
                    value_name(acc),
                    value_name(idx[j])
                )
            } else {
                format!(
                    "llvm.insertvalue {}, {}[{k}]",
                    value_name(*p),
                    value_name(acc)
                )
            };
            let doc = self.op(n, self.text(head), Some(self.ty(ty)));
            self.consts.push(doc);
            acc = n;
        }
        self.keys.insert(key, acc);
        acc
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

    /// The leaves of `c` in row-major order, if all are numbers.
    pub(super) fn leaves(&self, c: &C, out: &mut Vec<Leaf>) -> bool {
        let types = self.cx.types;
        match c {
            C::Int(_, v) => out.push(Leaf::Int(*v)),
            C::Float(_, b) => out.push(Leaf::Float(*b)),
            C::Zero(ty) => {
                let mut t = *ty;
                let mut count = 1u64;
                while let Type::Array(n, e) | Type::Vector(n, e) = *types.get(t) {
                    count = count.saturating_mul(n);
                    t = e;
                }
                let leaf = match types.get(t) {
                    Type::Int(_) => Leaf::Int(0),
                    Type::Half | Type::BFloat | Type::Float | Type::Double => Leaf::Float(0),
                    _ => return false,
                };
                out.extend((0..count).map(|_| leaf));
            }
            C::Agg(_, elems) => {
                for e in elems {
                    if !self.leaves(e, out) {
                        return false;
                    }
                }
            }
            C::Undef(_)
            | C::Null(_)
            | C::Func(..)
            | C::Global(..)
            | C::Gep { .. }
            | C::Cast { .. } => return false,
        }
        true
    }

    /// The `dense<...> : shape` attribute of aggregate `c` of type `ty`, if
    /// it has one (numbers only, in arrays ending in vectors or scalars).
    pub(super) fn dense_attr(&self, c: &C, ty: Ty) -> Option<Dense> {
        let mut dims = Vec::new();
        let (et, vector) = self.dense_shape(ty, &mut dims)?;
        let total = dims.iter().try_fold(1u64, |a, d| a.checked_mul(*d))?;
        let mut leaves = Vec::new();
        let splat = if let C::Zero(_) = c {
            Some(if matches!(self.cx.types.get(et), Type::Int(_)) {
                Leaf::Int(0)
            } else {
                Leaf::Float(0)
            })
        } else {
            if !self.leaves(c, &mut leaves) || leaves.len() as u64 != total {
                return None;
            }
            leaves.iter().all(|l| *l == leaves[0]).then(|| leaves[0])
        };
        let et_ty = self.cx.types.get(et);
        let spell = |l: &Leaf| match *l {
            Leaf::Int(v) => int_text(v, et_ty),
            Leaf::Float(b) => float_text(b, et_ty),
        };
        let mut shape = String::from(if vector { "vector<" } else { "tensor<" });
        for d in &dims {
            let _ = write!(shape, "{d}x");
        }
        shape.push_str(&self.top(et));
        shape.push('>');
        let (spelled, lit) = match splat {
            Some(l) => (Vec::new(), spell(&l)),
            None => {
                let spelled: Vec<String> = leaves.iter().map(spell).collect();
                let mut s = String::new();
                nested_text(&spelled, &dims, &mut s);
                (spelled, s)
            }
        };
        Some(Dense {
            text: format!("dense<{lit}> : {shape}"),
            lit,
            spelled,
            dims,
            shape,
        })
    }

    /// The document of a dense attribute: breakable between elements.
    pub(super) fn dense_doc(&self, d: &Dense) -> Doc<'a> {
        let lit = if d.spelled.is_empty() {
            self.text(d.lit.clone())
        } else {
            self.nested_doc(&d.spelled, &d.dims)
        };
        self.text("dense<")
            .append(lit)
            .append(format!("> : {}", d.shape))
    }

    /// Materializes aggregate `c` of type `ty` as one `dense` constant, if
    /// it can be.
    pub(super) fn dense(&mut self, c: &C, ty: Ty) -> Option<u32> {
        let d = self.dense_attr(c, ty)?;
        let key = format!("llvm.mlir.constant({}) : {}", d.text, self.top(ty));
        if let Some(&n) = self.keys.get(&key) {
            return Some(n);
        }
        let n = self.fresh();
        let head = self
            .text("llvm.mlir.constant(")
            .append(self.dense_doc(&d))
            .append(")");
        let doc = self.op(n, head, Some(self.ty(ty)));
        self.consts.push(doc);
        self.keys.insert(key, n);
        Some(n)
    }

    /// `[[a, b], [c, d]]` as a document that can break between elements.
    pub(super) fn nested_doc(&self, leaves: &[String], dims: &[u64]) -> Doc<'a> {
        let items: Vec<Doc<'a>> = if dims.len() == 1 {
            leaves.iter().map(|l| self.text(l.clone())).collect()
        } else {
            let step = leaves.len() / dims[0] as usize;
            leaves
                .chunks(step)
                .map(|ch| self.nested_doc(ch, &dims[1..]))
                .collect()
        };
        // Rows break all together, elements fill lines.
        self.text("[")
            .append(self.seq(items, dims.len() == 1).nest(4))
            .append("]")
            .group()
    }
}

/// `[[a, b], [c, d]]` (for the key of a dense constant).
pub(super) fn nested_text(leaves: &[String], dims: &[u64], s: &mut String) {
    s.push('[');
    if dims.len() == 1 {
        s.push_str(&leaves.join(", "));
    } else {
        let step = leaves.len() / dims[0] as usize;
        for (k, ch) in leaves.chunks(step).enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            nested_text(ch, &dims[1..], s);
        }
    }
    s.push(']');
}
