//! Lowering of the `vector` ops of `mlir/parse/vector.rs`, as MLIR's
//! `-convert-vector-to-llvm` does: n-D vectors (arrays of 1-D vectors) are
//! unrolled to their 1-D parts; `vector.print` calls the runner utilities
//! (`printF32`, `printI64`, `printOpen`, ...), whose definitions the `.ll`
//! carries (`linkonce_odr`, over `printf`) so that `clang out.ll` links alone
//! and linking MLIR's `libmlir_c_runner_utils` as well still works.

use super::{Cx, Fx, Lowering};
use crate::diag::Result;
use crate::llvm::ir::{self as l, GConst, Ty};
use crate::mlir::ir as s;
use crate::mlir::parse::vector::{Punct, RedKind, VectorOp};
use crate::types::{Type, TypeId};

/// How one element is handed to the printer.
#[derive(Copy, Clone)]
enum Elem {
    F32,
    F64,
    /// Passed as its 16 bits (`printF16`, `printBF16`).
    F16,
    BF16,
    /// Signed integers narrower than 64 bits: sign-extended.
    SExt,
    /// i1 and index narrower than 64 bits: zero-extended.
    ZExt,
    /// 64-bit integers as they are.
    I64,
    /// index, printed unsigned (`printU64`).
    Index,
}

/// The runner utilities the lowering may call, with their parameter (if
/// any), and how their `.ll` definitions print it.
const HELPERS: &[(&str, Helper)] = &[
    ("printI64", Helper::Fmt("%ld", Arg::I64)),
    ("printU64", Helper::Fmt("%lu", Arg::I64)),
    ("printF32", Helper::Fmt("%g", Arg::F32)),
    ("printF64", Helper::Fmt("%g", Arg::F64)),
    ("printF16", Helper::Fmt("%g", Arg::F16)),
    ("printBF16", Helper::Fmt("%g", Arg::BF16)),
    ("printString", Helper::Fmt("%s", Arg::Ptr)),
    ("printOpen", Helper::Text("( ")),
    ("printClose", Helper::Text(" )")),
    ("printComma", Helper::Text(", ")),
    ("printNewline", Helper::Text("\n")),
];

#[derive(Copy, Clone)]
enum Helper {
    /// `printf(fmt, arg)`.
    Fmt(&'static str, Arg),
    /// `printf("%s", text)`.
    Text(&'static str),
}

#[derive(Copy, Clone)]
enum Arg {
    I64,
    F32,
    F64,
    F16,
    BF16,
    Ptr,
}

/// What the vector lowering keeps across functions: the string globals of
/// `vector.print str` not yet written.
#[derive(Default)]
pub struct State {
    strings: Vec<(Box<[u8]>, l::GlobalRef)>,
    unwritten: Vec<l::GlobalRef>,
}

impl Cx<'_> {
    pub(super) fn lower_vector(&mut self, fx: &mut Fx, op: &s::Op, v: &VectorOp) -> Result<()> {
        let body = fx.body;
        let uses = body.operands(op);
        // The result and its LLVM type (void for the ops without one).
        let res = body.results(op).first().copied();
        let (rty, ty) = match res {
            Some(res) => {
                let rty = body.values[res.index()].ty;
                (rty, self.ty(rty, op.span)?)
            }
            None => (self.m.types.i1, self.st.t.void),
        };
        let r = match v {
            VectorOp::Mem(m) => return self.lower_vector_mem(fx, op, m, ty),
            VectorOp::Contract(c) => self.lower_vector_contract(fx, op, c, ty)?,
            VectorOp::Slice(c) => self.lower_vector_slice(fx, op, c, ty)?,
            VectorOp::Print(p) => {
                if let Some(u) = uses.first() {
                    let x = fx.val(u);
                    let elem = self.print_elem(u.ty);
                    let lt = fx.out.ty(x);
                    self.print_rec(fx, x, lt, elem);
                }
                match p {
                    Punct::NewLine => self.call_helper(fx, "printNewline", None),
                    Punct::NoPunctuation => {}
                    Punct::Comma => self.call_helper(fx, "printComma", None),
                    Punct::Open => self.call_helper(fx, "printOpen", None),
                    Punct::Close => self.call_helper(fx, "printClose", None),
                }
                return Ok(());
            }
            VectorOp::PrintStr(text) => {
                let g = self.st.runtime_string(text.as_bytes());
                let p = self.global_ptr(fx, g, text.len() as u64 + 1);
                self.call_helper(fx, "printString", Some(p));
                return Ok(());
            }
            VectorOp::Broadcast => {
                let x = fx.val(&uses[0]);
                let x = self.scalar_if_0d(fx, x, uses[0].ty);
                let shape = match self.m.types.get(uses[0].ty) {
                    Type::Vector { shape, .. } => shape.to_vec(),
                    _ => Vec::new(),
                };
                self.broadcast(fx, x, &shape, ty)
            }
            VectorOp::Shuffle(mask) => {
                let a = fx.val(&uses[0]);
                let b = fx.val(&uses[1]);
                self.shuffle(fx, a, b, mask, ty)
            }
            VectorOp::Fma => {
                let vals = [fx.val(&uses[0]), fx.val(&uses[1]), fx.val(&uses[2])];
                self.unroll(fx, ty, &vals, &mut |cx, fx, parts, pty| {
                    cx.vintrinsic(fx, "llvm.fma", pty, pty, parts)
                })
            }
            VectorOp::Reduction { kind, reassoc } => {
                let x = fx.val(&uses[0]);
                let acc = uses.get(1).map(|u| fx.val(u));
                let float = self.m.types.is_float(rty);
                // Of the op's fast-math flags, `reassoc` on a float add or
                // mul reduction (the flag MLIR 13 and 22 both give it).
                let ordered = float && matches!(kind, RedKind::Add | RedKind::Mul);
                fx.out.fmf = u8::from(ordered && *reassoc);
                self.reduction(fx, *kind, float, x, acc, ty)
            }
            VectorOp::FromElements => {
                let vals = fx.vals(uses);
                let mut next = 0;
                self.build_from(fx, &vals, &mut next, ty)
            }
            VectorOp::ShapeCast | VectorOp::Transpose(_) => {
                let x = fx.val(&uses[0]);
                let mut flat = Vec::new();
                self.flatten(fx, x, &mut flat);
                if let VectorOp::Transpose(perm) = v {
                    let ss = match self.m.types.get(uses[0].ty) {
                        Type::Vector { shape, .. } => shape.to_vec(),
                        _ => unreachable!("the builder checked for vectors"),
                    };
                    flat = transpose(&flat, &ss, perm);
                }
                let mut next = 0;
                self.build_from(fx, &flat, &mut next, ty)
            }
            VectorOp::ExtractDyn(pos) => {
                let x = fx.val(&uses[0]);
                let dyns: Vec<l::Value> = uses[1..].iter().map(|u| fx.val(u)).collect();
                let pos = self.positions(pos, &dyns);
                self.extract_dyn(fx, x, &pos)
            }
            VectorOp::InsertDyn(pos) => {
                let part = fx.val(&uses[0]);
                let x = fx.val(&uses[1]);
                let dyns: Vec<l::Value> = uses[2..].iter().map(|u| fx.val(u)).collect();
                let pos = self.positions(pos, &dyns);
                self.insert_dyn(fx, x, part, &pos)
            }
            VectorOp::Step => {
                let (n, e) = match *self.st.t.get(ty) {
                    l::Type::Vector(n, e) => (n, e),
                    _ => unreachable!("the builder checked for a 1-D vector"),
                };
                let elems: Vec<l::Value> = (0..n)
                    .map(|i| fx.out.value(e, l::ValueKind::ConstInt(i as i128)))
                    .collect();
                let list = fx.out.list(&elems);
                fx.out.value(ty, l::ValueKind::ConstAgg(list))
            }
        };
        if let Some(res) = res {
            fx.vmap[res.index()] = r;
        }
        Ok(())
    }

    /// The scalars of `x` in row-major order, appended to `out`.
    pub(super) fn flatten(&mut self, fx: &mut Fx, x: l::Value, out: &mut Vec<l::Value>) {
        let xt = fx.out.ty(x);
        match *self.st.t.get(xt) {
            l::Type::Array(n, _) => {
                for i in 0..n as u32 {
                    let row = self.ins(fx).extract_value(x, &[i]);
                    self.flatten(fx, row, out);
                }
            }
            l::Type::Vector(n, _) => {
                for i in 0..n {
                    let k = self.ins(fx).i64(i as i64);
                    out.push(self.ins(fx).extract_element(x, k));
                }
            }
            _ => out.push(x),
        }
    }

    // ----- extract/insert at run-time positions -----------------------------

    /// Each position as a constant or the lowered index value.
    fn positions(&mut self, pos: &[Option<u32>], dyns: &[l::Value]) -> Vec<Pos> {
        let mut d = dyns.iter();
        pos.iter()
            .map(|p| match p {
                Some(k) => Pos::At(*k),
                None => Pos::Dyn(*d.next().expect("the builder counted the operands")),
            })
            .collect()
    }

    /// The part of `x` at `pos`: `extractvalue` along constant positions,
    /// `extractelement` for the last dimension, and a `select` over the
    /// rows for a run-time position of an outer dimension (an out-of-range
    /// position gives the last row: MLIR makes it poison).
    fn extract_dyn(&mut self, fx: &mut Fx, x: l::Value, pos: &[Pos]) -> l::Value {
        let Some((&first, rest)) = pos.split_first() else {
            return x;
        };
        let xt = fx.out.ty(x);
        match *self.st.t.get(xt) {
            l::Type::Vector(..) => {
                let k = match first {
                    Pos::At(k) => self.ins(fx).i64(k as i64),
                    Pos::Dyn(v) => v,
                };
                self.ins(fx).extract_element(x, k)
            }
            l::Type::Array(n, _) => match first {
                Pos::At(k) => {
                    let row = self.ins(fx).extract_value(x, &[k]);
                    self.extract_dyn(fx, row, rest)
                }
                Pos::Dyn(i) => {
                    let it = fx.out.ty(i);
                    let mut acc = None;
                    for k in 0..n as u32 {
                        let row = self.ins(fx).extract_value(x, &[k]);
                        let part = self.extract_dyn(fx, row, rest);
                        acc = Some(match acc {
                            None => part,
                            Some(a) => {
                                let kv = fx.out.value(it, l::ValueKind::ConstInt(k as i128));
                                let c = self.ins(fx).icmp(0, i, kv);
                                self.ins(fx).select(c, part, a)
                            }
                        });
                    }
                    acc.expect("vectors have rows")
                }
            },
            _ => unreachable!("extracts read vectors"),
        }
    }

    /// `x` with the part at `pos` replaced by `part`.
    fn insert_dyn(&mut self, fx: &mut Fx, x: l::Value, part: l::Value, pos: &[Pos]) -> l::Value {
        let Some((&first, rest)) = pos.split_first() else {
            return part;
        };
        let xt = fx.out.ty(x);
        match *self.st.t.get(xt) {
            l::Type::Vector(..) => {
                let k = match first {
                    Pos::At(k) => self.ins(fx).i64(k as i64),
                    Pos::Dyn(v) => v,
                };
                self.ins(fx).insert_element(x, part, k)
            }
            l::Type::Array(n, _) => match first {
                Pos::At(k) => {
                    let row = self.ins(fx).extract_value(x, &[k]);
                    let row = self.insert_dyn(fx, row, part, rest);
                    self.ins(fx).insert_value(x, row, &[k])
                }
                Pos::Dyn(i) => {
                    let it = fx.out.ty(i);
                    let mut acc = x;
                    for k in 0..n as u32 {
                        let row = self.ins(fx).extract_value(x, &[k]);
                        let new = self.insert_dyn(fx, row, part, rest);
                        let kv = fx.out.value(it, l::ValueKind::ConstInt(k as i128));
                        let c = self.ins(fx).icmp(0, i, kv);
                        let row = self.ins(fx).select(c, new, row);
                        acc = self.ins(fx).insert_value(acc, row, &[k]);
                    }
                    acc
                }
            },
            _ => unreachable!("inserts write vectors"),
        }
    }

    // ----- vector.print -----------------------------------------------------

    fn print_elem(&self, t: TypeId) -> Elem {
        let e = self.m.types.scalar_of(t);
        match self.m.types.get(e) {
            Type::F32 => Elem::F32,
            Type::F64 => Elem::F64,
            Type::F16 => Elem::F16,
            Type::BF16 => Elem::BF16,
            Type::Int(1) => Elem::ZExt,
            Type::Int(64) => Elem::I64,
            Type::Int(_) => Elem::SExt,
            Type::Index => Elem::Index,
            _ => unreachable!("the builder checked the printed type"),
        }
    }

    /// Prints `x` of LLVM type `ty`: `( a, b )` per vector dimension.
    fn print_rec(&mut self, fx: &mut Fx, x: l::Value, ty: Ty, elem: Elem) {
        match *self.st.t.get(ty) {
            l::Type::Array(n, inner) => {
                self.call_helper(fx, "printOpen", None);
                for i in 0..n as u32 {
                    if i > 0 {
                        self.call_helper(fx, "printComma", None);
                    }
                    let part = self.ins(fx).extract_value(x, &[i]);
                    self.print_rec(fx, part, inner, elem);
                }
                self.call_helper(fx, "printClose", None);
            }
            l::Type::Vector(n, _) => {
                self.call_helper(fx, "printOpen", None);
                for i in 0..n {
                    if i > 0 {
                        self.call_helper(fx, "printComma", None);
                    }
                    let k = self.ins(fx).i64(i as i64);
                    let v = self.ins(fx).extract_element(x, k);
                    self.print_scalar(fx, v, elem);
                }
                self.call_helper(fx, "printClose", None);
            }
            _ => self.print_scalar(fx, x, elem),
        }
    }

    fn print_scalar(&mut self, fx: &mut Fx, x: l::Value, elem: Elem) {
        let i64t = self.st.t.i64;
        let i16t = self.st.t.int(16);
        let (name, v) = match elem {
            Elem::F32 => ("printF32", x),
            Elem::F64 => ("printF64", x),
            Elem::F16 => ("printF16", self.ins(fx).cast(l::CastOp::Bitcast, x, i16t)),
            Elem::BF16 => ("printBF16", self.ins(fx).cast(l::CastOp::Bitcast, x, i16t)),
            Elem::I64 => ("printI64", x),
            Elem::SExt => ("printI64", self.ins(fx).cast(l::CastOp::SExt, x, i64t)),
            Elem::ZExt => ("printI64", self.ins(fx).cast(l::CastOp::ZExt, x, i64t)),
            Elem::Index if fx.out.ty(x) == i64t => ("printU64", x),
            Elem::Index => ("printU64", self.ins(fx).cast(l::CastOp::ZExt, x, i64t)),
        };
        self.call_helper(fx, name, Some(v));
    }

    /// Calls runner utility `name` (with its one argument, if any).
    fn call_helper(&mut self, fx: &mut Fx, name: &str, arg: Option<l::Value>) {
        let void = self.st.t.void;
        if !self.st.decls.contains(&self.st.funcs, "printf") {
            // Declared before the utilities whose definitions call it (the
            // LLVM dialect wants a variadic callee declared first).
            let t = self.st.printf_type();
            self.declare_as("printf", t);
        }
        match arg {
            Some(a) => {
                let t = fx.out.ty(a);
                self.call_extern(fx, name, void, &[t], &[a]);
            }
            None => {
                self.call_extern(fx, name, void, &[], &[]);
            }
        }
    }

    /// An `i8*` to the first byte of global `g` (an array of `len` bytes).
    fn global_ptr(&mut self, fx: &mut Fx, g: l::GlobalRef, len: u64) -> l::Value {
        let i8 = self.st.t.i8;
        let arr = self.st.t.intern(l::Type::Array(len, i8));
        let arrp = self.st.t.ptr(arr);
        let base = fx.out.value(arrp, l::ValueKind::GlobalAddr(g));
        let zero = self.ins(fx).i64(0);
        let indices = fx.out.list(&[zero, zero]);
        let i8p = self.i8ptr();
        self.ins(fx).emit(
            l::InstKind::Gep {
                elem: arr,
                base,
                indices,
            },
            i8p,
        )
    }

    // ----- the other ops ----------------------------------------------------

    /// Calls intrinsic `name.<suffix of sty>` returning `ret` (unlike
    /// `lower/arith.rs`'s `intrinsic`, the result type is its own).
    fn vintrinsic(
        &mut self,
        fx: &mut Fx,
        name: &str,
        sty: Ty,
        ret: Ty,
        args: &[l::Value],
    ) -> l::Value {
        let full = format!("{name}.{}", self.suffix(sty));
        let params: Vec<Ty> = args.iter().map(|a| fx.out.ty(*a)).collect();
        self.call_extern(fx, &full, ret, &params, args)
    }

    /// `x` (of vector shape `shape`, empty for a scalar) stretched to `ty`.
    fn broadcast(&mut self, fx: &mut Fx, x: l::Value, shape: &[i64], ty: Ty) -> l::Value {
        match *self.st.t.get(ty) {
            l::Type::Vector(n, _) => match shape {
                [] => self.splat(fx, ty, x),
                [m] if *m as u64 == n => x,
                _ => {
                    let k = self.ins(fx).i64(0);
                    let s = self.ins(fx).extract_element(x, k);
                    self.splat(fx, ty, s)
                }
            },
            l::Type::Array(n, inner) => {
                let rank = self.rank(ty);
                let mut acc = fx.out.value(ty, l::ValueKind::Undef);
                if shape.len() < rank || (shape[0] == 1 && n != 1) {
                    let sub = if shape.len() < rank {
                        self.broadcast(fx, x, shape, inner)
                    } else {
                        let p = self.ins(fx).extract_value(x, &[0]);
                        self.broadcast(fx, p, &shape[1..], inner)
                    };
                    for i in 0..n as u32 {
                        acc = self.ins(fx).insert_value(acc, sub, &[i]);
                    }
                } else {
                    for i in 0..n as u32 {
                        let p = self.ins(fx).extract_value(x, &[i]);
                        let sub = self.broadcast(fx, p, &shape[1..], inner);
                        acc = self.ins(fx).insert_value(acc, sub, &[i]);
                    }
                }
                acc
            }
            _ => unreachable!("broadcasts make vectors"),
        }
    }

    fn rank(&self, mut ty: Ty) -> usize {
        let mut r = 0;
        loop {
            match *self.st.t.get(ty) {
                l::Type::Array(_, e) => {
                    r += 1;
                    ty = e;
                }
                l::Type::Vector(..) => return r + 1,
                _ => return r,
            }
        }
    }

    fn shuffle(&mut self, fx: &mut Fx, a: l::Value, b: l::Value, mask: &[u32], ty: Ty) -> l::Value {
        let (at, bt) = (fx.out.ty(a), fx.out.ty(b));
        let na = match *self.st.t.get(at) {
            l::Type::Array(n, _) | l::Type::Vector(n, _) => n as u32,
            _ => unreachable!("shuffles take vectors"),
        };
        match *self.st.t.get(ty) {
            l::Type::Vector(_, e) if at == bt => {
                let _ = e;
                let m = fx.out.index_list(mask);
                self.ins(fx).emit(l::InstKind::Shuffle(a, b, m), ty)
            }
            l::Type::Vector(..) => {
                let mut acc = fx.out.value(ty, l::ValueKind::Undef);
                for (i, &m) in mask.iter().enumerate() {
                    if m == u32::MAX {
                        continue;
                    }
                    let (src, k) = if m < na { (a, m) } else { (b, m - na) };
                    let k = self.ins(fx).i64(k as i64);
                    let x = self.ins(fx).extract_element(src, k);
                    let i = self.ins(fx).i64(i as i64);
                    acc = self.ins(fx).insert_element(acc, x, i);
                }
                acc
            }
            l::Type::Array(..) => {
                let mut acc = fx.out.value(ty, l::ValueKind::Undef);
                for (i, &m) in mask.iter().enumerate() {
                    if m == u32::MAX {
                        continue;
                    }
                    let (src, k) = if m < na { (a, m) } else { (b, m - na) };
                    let row = self.ins(fx).extract_value(src, &[k]);
                    acc = self.ins(fx).insert_value(acc, row, &[i as u32]);
                }
                acc
            }
            _ => unreachable!("shuffles make vectors"),
        }
    }

    pub(super) fn build_from(
        &mut self,
        fx: &mut Fx,
        vals: &[l::Value],
        next: &mut usize,
        ty: Ty,
    ) -> l::Value {
        let mut acc = fx.out.value(ty, l::ValueKind::Undef);
        match *self.st.t.get(ty) {
            l::Type::Vector(n, _) => {
                for i in 0..n {
                    let k = self.ins(fx).i64(i as i64);
                    acc = self.ins(fx).insert_element(acc, vals[*next], k);
                    *next += 1;
                }
            }
            l::Type::Array(n, inner) => {
                for i in 0..n as u32 {
                    let row = self.build_from(fx, vals, next, inner);
                    acc = self.ins(fx).insert_value(acc, row, &[i]);
                }
            }
            _ => unreachable!("from_elements makes vectors"),
        }
        acc
    }

    /// `vector.reduction` of 1-D vector `x` to scalar type `ty`, combined
    /// with `acc` as MLIR does: float `add`/`mul` start from the
    /// accumulator (or 0.0 / 1.0) in order; the other kinds reduce the
    /// vector and combine the result with the accumulator.
    fn reduction(
        &mut self,
        fx: &mut Fx,
        kind: RedKind,
        float: bool,
        x: l::Value,
        acc: Option<l::Value>,
        ty: Ty,
    ) -> l::Value {
        use RedKind::*;
        let vt = fx.out.ty(x);
        if float && matches!(kind, Add | Mul) {
            let (name, neutral) = if kind == Add {
                ("llvm.vector.reduce.fadd", 0.0)
            } else {
                ("llvm.vector.reduce.fmul", 1.0)
            };
            let start = match acc {
                Some(a) => a,
                None => {
                    let bits = crate::float::bits_of(neutral, &self.float_type(ty));
                    fx.out.value(ty, l::ValueKind::ConstFloat(bits))
                }
            };
            return self.vintrinsic(fx, name, vt, ty, &[start, x]);
        }
        let (red, comb): (&str, Comb) = match kind {
            Add => ("add", Comb::Bin(l::BinOp::Add)),
            Mul => ("mul", Comb::Bin(l::BinOp::Mul)),
            And => ("and", Comb::Bin(l::BinOp::And)),
            Or => ("or", Comb::Bin(l::BinOp::Or)),
            Xor => ("xor", Comb::Bin(l::BinOp::Xor)),
            MinSI => ("smin", Comb::Intr("llvm.smin")),
            MaxSI => ("smax", Comb::Intr("llvm.smax")),
            MinUI => ("umin", Comb::Intr("llvm.umin")),
            MaxUI => ("umax", Comb::Intr("llvm.umax")),
            MinNumF => ("fmin", Comb::Intr("llvm.minnum")),
            MaxNumF => ("fmax", Comb::Intr("llvm.maxnum")),
            MinimumF => ("", Comb::Minimum(false)),
            MaximumF => ("", Comb::Minimum(true)),
        };
        let r = if let Comb::Minimum(_) = comb {
            // `llvm.vector.reduce.fmaximum` is newer than LLVM 14: in order.
            let l::Type::Vector(n, _) = *self.st.t.get(vt) else {
                unreachable!("reductions take 1-D vectors")
            };
            let k = self.ins(fx).i64(0);
            let mut r = self.ins(fx).extract_element(x, k);
            for i in 1..n {
                let k = self.ins(fx).i64(i as i64);
                let e = self.ins(fx).extract_element(x, k);
                r = self.red_combine(fx, comb, r, e, ty);
            }
            r
        } else {
            let name = format!("llvm.vector.reduce.{red}");
            self.vintrinsic(fx, &name, vt, ty, &[x])
        };
        match acc {
            Some(a) => self.red_combine(fx, comb, r, a, ty),
            None => r,
        }
    }

    /// `a` and `b` (scalars or 1-D vectors of type `ty`) combined by
    /// `kind` as MLIR's `makeArithReduction` does.
    pub(super) fn vcombine(
        &mut self,
        fx: &mut Fx,
        kind: RedKind,
        float: bool,
        a: l::Value,
        b: l::Value,
        ty: Ty,
    ) -> l::Value {
        use RedKind::*;
        let c = match kind {
            Add if float => Comb::Bin(l::BinOp::FAdd),
            Mul if float => Comb::Bin(l::BinOp::FMul),
            Add => Comb::Bin(l::BinOp::Add),
            Mul => Comb::Bin(l::BinOp::Mul),
            And => Comb::Bin(l::BinOp::And),
            Or => Comb::Bin(l::BinOp::Or),
            Xor => Comb::Bin(l::BinOp::Xor),
            MinSI => Comb::Intr("llvm.smin"),
            MaxSI => Comb::Intr("llvm.smax"),
            MinUI => Comb::Intr("llvm.umin"),
            MaxUI => Comb::Intr("llvm.umax"),
            MinNumF => Comb::Intr("llvm.minnum"),
            MaxNumF => Comb::Intr("llvm.maxnum"),
            MinimumF => Comb::Minimum(false),
            MaximumF => Comb::Minimum(true),
        };
        self.red_combine(fx, c, a, b, ty)
    }

    fn red_combine(&mut self, fx: &mut Fx, c: Comb, a: l::Value, b: l::Value, ty: Ty) -> l::Value {
        match c {
            Comb::Bin(op) => self.ins(fx).bin(op, a, b),
            Comb::Intr(name) => self.vintrinsic(fx, name, ty, ty, &[a, b]),
            Comb::Minimum(max) => {
                // llvm.maximum / llvm.minimum: a NaN operand gives NaN; -0 < +0.
                let (pick, zero_op) = if max {
                    (2u8, l::BinOp::And) // ogt
                } else {
                    (4u8, l::BinOp::Or) // olt
                };
                let c = self.ins(fx).fcmp(pick, a, b);
                let m = self.ins(fx).select(c, a, b);
                // Equal values: merge the sign bits (+0 wins for max).
                let it = self.st.t.int(self.float_width(ty));
                let ai = self.ins(fx).cast(l::CastOp::Bitcast, a, it);
                let bi = self.ins(fx).cast(l::CastOp::Bitcast, b, it);
                let zi = self.ins(fx).bin(zero_op, ai, bi);
                let z = self.ins(fx).cast(l::CastOp::Bitcast, zi, ty);
                let eq = self.ins(fx).fcmp(1, a, b); // oeq
                let m = self.ins(fx).select(eq, z, m);
                let uno = self.ins(fx).fcmp(14, a, b); // uno
                let nan = self.ins(fx).fadd(a, b);
                self.ins(fx).select(uno, nan, m)
            }
        }
    }

    fn float_width(&self, ty: Ty) -> u32 {
        match self.st.t.get(ty) {
            l::Type::Half | l::Type::BFloat => 16,
            l::Type::Float => 32,
            _ => 64,
        }
    }

    /// The Std float type of LLVM float type `ty`.
    fn float_type(&self, ty: Ty) -> Type {
        match self.st.t.get(ty) {
            l::Type::Half => Type::F16,
            l::Type::BFloat => Type::BF16,
            l::Type::Float => Type::F32,
            _ => Type::F64,
        }
    }
}

/// The row-major elements of the transpose (result dimension `k` is source
/// dimension `perm[k]`) of `flat`, of shape `shape`.
fn transpose(flat: &[l::Value], shape: &[i64], perm: &[u32]) -> Vec<l::Value> {
    let rank = shape.len();
    // Row-major strides of the source.
    let mut stride = vec![1usize; rank];
    for k in (0..rank.saturating_sub(1)).rev() {
        stride[k] = stride[k + 1] * shape[k + 1] as usize;
    }
    let rshape: Vec<usize> = perm.iter().map(|&p| shape[p as usize] as usize).collect();
    let mut idx = vec![0usize; rank];
    let mut out = Vec::with_capacity(flat.len());
    for _ in 0..flat.len() {
        let src: usize = (0..rank).map(|k| idx[k] * stride[perm[k] as usize]).sum();
        out.push(flat[src]);
        for k in (0..rank).rev() {
            idx[k] += 1;
            if idx[k] < rshape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    out
}

/// A position of `vector.extract`/`vector.insert`.
#[derive(Copy, Clone)]
enum Pos {
    At(u32),
    Dyn(l::Value),
}

/// How a reduction combines two scalars.
#[derive(Copy, Clone)]
enum Comb {
    Bin(l::BinOp),
    Intr(&'static str),
    /// `llvm.maximum` (true) / `llvm.minimum` (false), expanded.
    Minimum(bool),
}

impl Lowering {
    /// A private constant global of `bytes`, named `name`.
    fn add_private_bytes(&mut self, name: &str, bytes: Vec<u8>) -> l::GlobalRef {
        let i8 = self.t.i8;
        let ty = self.t.intern(l::Type::Array(bytes.len() as u64, i8));
        let g = l::GlobalRef::new(self.globals.len());
        self.globals.push(l::Global {
            name: name.to_string(),
            ty,
            linkage: l::Linkage::Private,
            constant: true,
            init: Some(GConst::Bytes(bytes)),
            align: 1,
            addr_space: 0,
            attrs: Default::default(),
        });
        g
    }

    /// At the end of the module: the globals the vector lowering made that
    /// are not written yet, and (with `define`) the `linkonce_odr`
    /// definitions of the runner utilities it called.
    pub fn vector_runtime(
        &mut self,
        define: bool,
    ) -> (Vec<l::GlobalRef>, Vec<(l::FuncRef, l::Body)>) {
        let mut defs = Vec::new();
        if define {
            for (name, helper) in HELPERS {
                let Some(f) = self.decls.get(&self.funcs, name) else {
                    continue;
                };
                // Only the lowering's own declarations (a program's function
                // of that name is the program's).
                if !self.externs.contains(&f) || self.funcs[f.index()].body.is_some() {
                    continue;
                }
                let body = self.helper_body(*helper);
                self.funcs[f.index()].linkage = l::Linkage::LinkOnceODR;
                defs.push((f, body));
            }
        }
        (std::mem::take(&mut self.vector.unwritten), defs)
    }

    /// `i32 (i8*, ...)`.
    fn printf_type(&mut self) -> Ty {
        let i8 = self.t.i8;
        let i8p = self.t.ptr(i8);
        let i32t = self.t.i32;
        self.t.intern(l::Type::Func {
            ret: i32t,
            params: Box::new([i8p]),
            vararg: true,
        })
    }

    /// The body of a runner utility: one `printf` call.
    fn helper_body(&mut self, h: Helper) -> l::Body {
        let void = self.t.void;
        let i8 = self.t.i8;
        let i8p = self.t.ptr(i8);
        let i32t = self.t.i32;
        let printf_ty = self.printf_type();
        let types = crate::types::Types::default();
        let printf = Cx {
            m: super::View {
                types: &types,
                funcs: &[],
                globals: &[],
            },
            st: self,
        }
        .declare_as("printf", printf_ty);
        let mut b = l::Body::default();
        let entry = b.new_block();
        b.start_block(entry);
        let (fmt, arg) = match h {
            Helper::Fmt(f, a) => (f, Some(a)),
            Helper::Text(t) => (t, None),
        };
        let fmt_bytes: Vec<u8> = match arg {
            Some(_) => fmt.as_bytes().to_vec(),
            None => b"%s".to_vec(),
        };
        let fmt_g = self.runtime_string(&fmt_bytes);
        let fmt_p = self.body_global_ptr(&mut b, fmt_g, fmt_bytes.len() as u64 + 1);
        let mut args = vec![fmt_p];
        match arg {
            None => {
                let g = self.runtime_string(fmt.as_bytes());
                let p = self.body_global_ptr(&mut b, g, fmt.len() as u64 + 1);
                args.push(p);
            }
            Some(a) => {
                let double = self.t.intern(l::Type::Double);
                let i64t = self.t.i64;
                let (pty, v) = match a {
                    Arg::I64 => (i64t, None),
                    Arg::F64 => (double, None),
                    Arg::Ptr => (i8p, None),
                    Arg::F32 => (self.t.intern(l::Type::Float), Some(l::CastOp::FPExt)),
                    Arg::F16 | Arg::BF16 => (self.t.int(16), None),
                };
                let p = b.value(pty, l::ValueKind::Param(0));
                b.params.push(p);
                let x = match (a, v) {
                    (_, Some(c)) => b
                        .push(l::InstKind::Cast(c, p), double, void)
                        .expect("a value"),
                    (Arg::F16, _) => self.half_to_double(&mut b, p),
                    (Arg::BF16, _) => {
                        // The bits of a bf16 are the top half of an f32's.
                        let i32t = self.t.i32;
                        let float = self.t.intern(l::Type::Float);
                        let w = b
                            .push(l::InstKind::Cast(l::CastOp::ZExt, p), i32t, void)
                            .expect("a value");
                        let sh = b.value(i32t, l::ValueKind::ConstInt(16));
                        let w = b
                            .push(l::InstKind::Bin(l::BinOp::Shl, w, sh), i32t, void)
                            .expect("a value");
                        let f = b
                            .push(l::InstKind::Cast(l::CastOp::Bitcast, w), float, void)
                            .expect("a value");
                        b.push(l::InstKind::Cast(l::CastOp::FPExt, f), double, void)
                            .expect("a value")
                    }
                    _ => p,
                };
                args.push(x);
            }
        }
        let args = b.list(&args);
        b.push(
            l::InstKind::Call {
                callee: l::Callee::Direct(printf),
                args,
                fn_ty: printf_ty,
            },
            i32t,
            void,
        );
        b.push(l::InstKind::Ret(None), void, void);
        b
    }

    /// The f16 whose bits are `p` (an i16), as a double, in integer and
    /// f32 arithmetic: `fpext half` would call a compiler-rt routine that
    /// libgcc lacks. The exponent and mantissa shifted into an f32 and
    /// scaled by 2^112 is exact for normal and subnormal values; infinities
    /// and NaNs keep their mantissa under an all-ones exponent.
    fn half_to_double(&mut self, b: &mut l::Body, p: l::Value) -> l::Value {
        use l::{BinOp, CastOp, InstKind as I};
        let void = self.t.void;
        let i32t = self.t.i32;
        let float = self.t.intern(l::Type::Float);
        let double = self.t.intern(l::Type::Double);
        let i1 = self.t.i1;
        let c = |b: &mut l::Body, v: i128| b.value(i32t, l::ValueKind::ConstInt(v));
        let (m7fff, m8000, k13, k16, kinf, k7c00) = (
            c(b, 0x7fff),
            c(b, 0x8000),
            c(b, 13),
            c(b, 16),
            c(b, 0x7f80_0000),
            c(b, 0x7c00),
        );
        let scale = b.value(float, l::ValueKind::ConstFloat(0x7780_0000));
        let push = |b: &mut l::Body, k: I, t: Ty| b.push(k, t, void).expect("a value");
        let w = push(b, I::Cast(CastOp::ZExt, p), i32t);
        let em = push(b, I::Bin(BinOp::And, w, m7fff), i32t);
        let sgn = push(b, I::Bin(BinOp::And, w, m8000), i32t);
        let sgn = push(b, I::Bin(BinOp::Shl, sgn, k16), i32t);
        let sh = push(b, I::Bin(BinOp::Shl, em, k13), i32t);
        let f = push(b, I::Cast(CastOp::Bitcast, sh), float);
        let sc = push(b, I::Bin(BinOp::FMul, f, scale), float);
        let scb = push(b, I::Cast(CastOp::Bitcast, sc), i32t);
        let infb = push(b, I::Bin(BinOp::Or, sh, kinf), i32t);
        let big = push(b, I::ICmp(9, em, k7c00), i1); // uge
        let r = push(b, I::Select(big, infb, scb), i32t);
        let r = push(b, I::Bin(BinOp::Or, r, sgn), i32t);
        let fl = push(b, I::Cast(CastOp::Bitcast, r), float);
        push(b, I::Cast(CastOp::FPExt, fl), double)
    }

    /// A private global holding `text` and a NUL (one per text).
    fn runtime_string(&mut self, text: &[u8]) -> l::GlobalRef {
        if let Some((_, g)) = self.vector.strings.iter().find(|(t, _)| &**t == text) {
            return *g;
        }
        let n = self.vector.strings.len();
        let mut bytes = text.to_vec();
        bytes.push(0);
        let g = self.add_private_bytes(&format!("__mlir2ll_vector_print_str_{n}"), bytes);
        self.vector.strings.push((text.into(), g));
        self.vector.unwritten.push(g);
        g
    }

    fn body_global_ptr(&mut self, b: &mut l::Body, g: l::GlobalRef, len: u64) -> l::Value {
        let void = self.t.void;
        let i8 = self.t.i8;
        let arr = self.t.intern(l::Type::Array(len, i8));
        let arrp = self.t.ptr(arr);
        let i8p = self.t.ptr(i8);
        let base = b.value(arrp, l::ValueKind::GlobalAddr(g));
        let zero = b.value(self.t.i64, l::ValueKind::ConstInt(0));
        let indices = b.list(&[zero, zero]);
        b.push(
            l::InstKind::Gep {
                elem: arr,
                base,
                indices,
            },
            i8p,
            void,
        )
        .expect("a value")
    }
}
