//! Builtin (Std-level) types, interned: a type is a [`TypeId`], equal types
//! have equal ids, so type checks are integer compares.

use crate::entity::{FxHashMap, entity};
use std::fmt::{self, Write};

entity!(
    /// An interned builtin type.
    TypeId
);

/// A dimension of a shaped type: a static size or `?`.
pub const DYNAMIC: i64 = -1;

/// The layout of a memref.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Layout {
    Identity,
    /// `offset: o, strides: [...]`; `None` marks a dynamic (`?`) entry.
    Strided {
        offset: Option<i64>,
        strides: Box<[Option<i64>]>,
    },
    /// An affine map that is not (yet) understood as strided; keeps its text.
    Affine(Box<str>),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Int(u32),
    Index,
    F16,
    BF16,
    F32,
    F64,
    /// x87 extended precision (LLVM `x86_fp80`).
    F80,
    /// IEEE quadruple precision (LLVM `fp128`).
    F128,
    None,
    Func {
        inputs: Box<[TypeId]>,
        results: Box<[TypeId]>,
    },
    Vector {
        shape: Box<[i64]>,
        elem: TypeId,
    },
    MemRef {
        shape: Box<[i64]>,
        elem: TypeId,
        layout: Layout,
        space: u32,
    },
    UnrankedMemRef {
        elem: TypeId,
        space: u32,
    },
    /// `shape` is `None` for `tensor<*xT>`.
    Tensor {
        shape: Option<Box<[i64]>>,
        elem: TypeId,
    },
    Complex(TypeId),
    Tuple(Box<[TypeId]>),
    /// LLVM-dialect types (`!llvm.ptr<T>` etc.); builtin integer, float and
    /// vector types serve the LLVM dialect as they are.
    LlvmPtr(TypeId, u32),
    LlvmStruct {
        fields: Box<[TypeId]>,
        packed: bool,
    },
    LlvmArray(u64, TypeId),
    LlvmVoid,
    LlvmFunc {
        ret: TypeId,
        params: Box<[TypeId]>,
        vararg: bool,
    },
    /// An identified (named, possibly recursive) struct; its body is in
    /// `Types::struct_body`.
    LlvmNamed(Box<str>),
}

/// The type table of a module.
pub struct Types {
    list: Vec<Type>,
    map: FxHashMap<Type, TypeId>,
    /// Bodies of identified structs: (fields, packed), by name.
    named: FxHashMap<Box<str>, (Box<[TypeId]>, bool)>,
    pub i1: TypeId,
    pub i32: TypeId,
    pub i64: TypeId,
    pub index: TypeId,
    pub f32: TypeId,
    pub f64: TypeId,
}

impl Default for Types {
    fn default() -> Self {
        Self::new()
    }
}

impl Types {
    pub fn new() -> Types {
        let mut t = Types {
            list: Vec::new(),
            map: FxHashMap::default(),
            named: FxHashMap::default(),
            i1: TypeId(0),
            i32: TypeId(0),
            i64: TypeId(0),
            index: TypeId(0),
            f32: TypeId(0),
            f64: TypeId(0),
        };
        t.i1 = t.intern(Type::Int(1));
        t.i32 = t.intern(Type::Int(32));
        t.i64 = t.intern(Type::Int(64));
        t.index = t.intern(Type::Index);
        t.f32 = t.intern(Type::F32);
        t.f64 = t.intern(Type::F64);
        t
    }

    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = TypeId::new(self.list.len());
        self.list.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    /// Sets the body of identified struct `name`; false if it already has
    /// a different one.
    pub fn set_struct_body(&mut self, name: &str, fields: Box<[TypeId]>, packed: bool) -> bool {
        match self.named.get(name) {
            Some(b) => b.0 == fields && b.1 == packed,
            None => {
                self.named.insert(name.into(), (fields, packed));
                true
            }
        }
    }

    /// The body of identified struct `name`, if it has one.
    pub fn struct_body(&self, name: &str) -> Option<&(Box<[TypeId]>, bool)> {
        self.named.get(name)
    }

    #[inline]
    pub fn get(&self, id: TypeId) -> &Type {
        &self.list[id.index()]
    }

    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(
            self.get(id),
            Type::F16 | Type::BF16 | Type::F32 | Type::F64 | Type::F80 | Type::F128
        )
    }
    /// The scalar element of a vector or tensor, or the type itself.
    pub fn scalar_of(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Vector { elem, .. } => *elem,
            Type::Tensor { elem, .. } => *elem,
            _ => id,
        }
    }
    /// The scalar at the bottom of (nested) LLVM arrays and vectors, and how
    /// many of it there are in row-major order (saturating).
    pub fn leaf_and_count(&self, id: TypeId) -> (TypeId, u64) {
        let mut leaf = id;
        let mut count: u64 = 1;
        loop {
            let (n, e) = match self.get(leaf) {
                Type::LlvmArray(n, e) => (*n, *e),
                Type::Vector { shape, elem } => (shape.iter().product::<i64>() as u64, *elem),
                _ => return (leaf, count),
            };
            count = count.saturating_mul(n);
            leaf = e;
        }
    }
    /// Integer-like: an integer or index, or a vector of them.
    pub fn is_int_like(&self, id: TypeId) -> bool {
        let s = self.scalar_of(id);
        matches!(self.get(s), Type::Int(_) | Type::Index)
    }
    pub fn is_float_like(&self, id: TypeId) -> bool {
        self.is_float(self.scalar_of(id))
    }
    /// Bit width of an integer or float scalar (index: `index_bits`).
    pub fn bit_width(&self, id: TypeId, index_bits: u32) -> Option<u32> {
        Some(match self.get(id) {
            Type::Int(w) => *w,
            Type::Index => index_bits,
            Type::F16 | Type::BF16 => 16,
            Type::F32 => 32,
            Type::F64 => 64,
            Type::F80 => 80,
            Type::F128 => 128,
            _ => return None,
        })
    }
    /// The same shape as `like` (vector or tensor) with element type `elem`;
    /// `elem` itself when `like` is a scalar.
    pub fn with_elem(&mut self, like: TypeId, elem: TypeId) -> TypeId {
        match self.get(like).clone() {
            Type::Vector { shape, .. } => self.intern(Type::Vector { shape, elem }),
            Type::Tensor { shape, .. } => self.intern(Type::Tensor { shape, elem }),
            _ => elem,
        }
    }
    /// The shape of a vector/tensor operand, for checking that two operands
    /// agree elementwise (`None` for scalars).
    pub fn shape_of(&self, id: TypeId) -> Option<&[i64]> {
        match self.get(id) {
            Type::Vector { shape, .. } => Some(shape),
            Type::Tensor {
                shape: Some(shape), ..
            } => Some(shape),
            _ => None,
        }
    }

    /// The id of `ty` if it is interned (the verifier checks types
    /// without adding any).
    pub fn find(&self, ty: &Type) -> Option<TypeId> {
        self.map.get(ty).copied()
    }

    /// Displays `ty`, which need not be interned.
    pub fn display_type(&self, ty: &Type) -> String {
        let mut s = String::new();
        let _ = self.write_type(&mut s, ty);
        s
    }

    pub fn display(&self, id: TypeId) -> String {
        let mut s = String::new();
        let _ = self.write(&mut s, id);
        s
    }

    /// Displays the function type `(inputs) -> (results)` without interning.
    pub fn display_fn(&self, inputs: &[TypeId], results: &[TypeId]) -> String {
        let mut s = String::from("(");
        let _ = self.write_list(&mut s, inputs);
        s.push_str(") -> ");
        if results.len() == 1 {
            let _ = self.write(&mut s, results[0]);
        } else {
            s.push('(');
            let _ = self.write_list(&mut s, results);
            s.push(')');
        }
        s
    }

    pub fn write(&self, out: &mut impl Write, id: TypeId) -> fmt::Result {
        self.write_type(out, self.get(id))
    }

    /// Writes `ty`, which need not be interned.
    pub fn write_type(&self, out: &mut impl Write, ty: &Type) -> fmt::Result {
        match ty {
            Type::Int(w) => write!(out, "i{w}"),
            Type::Index => out.write_str("index"),
            Type::F16 => out.write_str("f16"),
            Type::BF16 => out.write_str("bf16"),
            Type::F32 => out.write_str("f32"),
            Type::F64 => out.write_str("f64"),
            Type::F80 => out.write_str("f80"),
            Type::F128 => out.write_str("f128"),
            Type::None => out.write_str("none"),
            Type::Func { inputs, results } => {
                out.write_char('(')?;
                self.write_list(out, inputs)?;
                out.write_str(") -> ")?;
                if results.len() == 1 && !matches!(self.get(results[0]), Type::Func { .. }) {
                    self.write(out, results[0])
                } else {
                    out.write_char('(')?;
                    self.write_list(out, results)?;
                    out.write_char(')')
                }
            }
            Type::Vector { shape, elem } => {
                out.write_str("vector<")?;
                write_shape(out, shape)?;
                self.write(out, *elem)?;
                out.write_char('>')
            }
            Type::MemRef {
                shape,
                elem,
                layout,
                space,
            } => {
                out.write_str("memref<")?;
                write_shape(out, shape)?;
                self.write(out, *elem)?;
                match layout {
                    Layout::Identity => {}
                    Layout::Strided { offset, strides } => {
                        out.write_str(", offset: ")?;
                        write_opt(out, *offset)?;
                        out.write_str(", strides: [")?;
                        for (i, s) in strides.iter().enumerate() {
                            if i > 0 {
                                out.write_str(", ")?;
                            }
                            write_opt(out, *s)?;
                        }
                        out.write_char(']')?;
                    }
                    Layout::Affine(text) => write!(out, ", {text}")?,
                }
                if *space != 0 {
                    write!(out, ", {space}")?;
                }
                out.write_char('>')
            }
            Type::UnrankedMemRef { elem, space } => {
                out.write_str("memref<*x")?;
                self.write(out, *elem)?;
                if *space != 0 {
                    write!(out, ", {space}")?;
                }
                out.write_char('>')
            }
            Type::Tensor { shape, elem } => {
                out.write_str("tensor<")?;
                match shape {
                    Some(s) => write_shape(out, s)?,
                    None => out.write_str("*x")?,
                }
                self.write(out, *elem)?;
                out.write_char('>')
            }
            Type::Complex(e) => {
                out.write_str("complex<")?;
                self.write(out, *e)?;
                out.write_char('>')
            }
            Type::Tuple(elems) => {
                out.write_str("tuple<")?;
                self.write_list(out, elems)?;
                out.write_char('>')
            }
            Type::LlvmPtr(..)
            | Type::LlvmStruct { .. }
            | Type::LlvmArray(..)
            | Type::LlvmVoid
            | Type::LlvmNamed(_)
            | Type::LlvmFunc { .. } => {
                out.write_str("!llvm.")?;
                self.write_llvm_inner_type(out, ty)
            }
        }
    }

    /// An LLVM-dialect type inside another (`ptr<f32>`, no `!llvm.`).
    fn write_llvm_inner(&self, out: &mut impl Write, id: TypeId) -> fmt::Result {
        self.write_llvm_inner_type(out, self.get(id))
    }

    fn write_llvm_inner_type(&self, out: &mut impl Write, ty: &Type) -> fmt::Result {
        match ty {
            // Opaque: `ptr`, `ptr<1>`.
            Type::LlvmPtr(t, 0) if matches!(self.get(*t), Type::LlvmVoid) => out.write_str("ptr"),
            Type::LlvmPtr(t, space) if matches!(self.get(*t), Type::LlvmVoid) => {
                write!(out, "ptr<{space}>")
            }
            Type::LlvmPtr(t, space) => {
                out.write_str("ptr<")?;
                self.write_llvm_inner(out, *t)?;
                if *space != 0 {
                    write!(out, ", {space}")?;
                }
                out.write_char('>')
            }
            Type::LlvmStruct { fields, packed } => {
                out.write_str(if *packed {
                    "struct<packed ("
                } else {
                    "struct<("
                })?;
                for (i, f) in fields.iter().enumerate() {
                    if i > 0 {
                        out.write_str(", ")?;
                    }
                    self.write_llvm_inner(out, *f)?;
                }
                out.write_str(")>")
            }
            Type::LlvmArray(n, t) => {
                write!(out, "array<{n} x ")?;
                self.write_llvm_inner(out, *t)?;
                out.write_char('>')
            }
            Type::LlvmVoid => out.write_str("void"),
            Type::LlvmNamed(n) => write!(out, "struct<\"{n}\">"),
            Type::LlvmFunc {
                ret,
                params,
                vararg,
            } => {
                out.write_str("func<")?;
                self.write_llvm_inner(out, *ret)?;
                out.write_str(" (")?;
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.write_str(", ")?;
                    }
                    self.write_llvm_inner(out, *p)?;
                }
                if *vararg {
                    out.write_str(if params.is_empty() { "..." } else { ", ..." })?;
                }
                out.write_str(")>")
            }
            _ => self.write_type(out, ty),
        }
    }

    fn write_list(&self, out: &mut impl Write, ids: &[TypeId]) -> fmt::Result {
        for (i, t) in ids.iter().enumerate() {
            if i > 0 {
                out.write_str(", ")?;
            }
            self.write(out, *t)?;
        }
        Ok(())
    }
}

fn write_shape(out: &mut impl Write, shape: &[i64]) -> fmt::Result {
    for d in shape {
        if *d == DYNAMIC {
            out.write_str("?x")?;
        } else {
            write!(out, "{d}x")?;
        }
    }
    Ok(())
}

fn write_opt(out: &mut impl Write, v: Option<i64>) -> fmt::Result {
    match v {
        Some(v) => write!(out, "{v}"),
        None => out.write_char('?'),
    }
}
