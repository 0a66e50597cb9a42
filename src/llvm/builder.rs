//! A cursor over a function body being built, in the spirit of
//! Cranelift's `FuncCursor`: it appends instructions to the current block
//! of an [`l::Body`] and returns their results, inferring result types
//! from the operands where the IR allows (a binary op's from its operands,
//! a comparison's `i1` or vector of `i1`, `extractvalue`'s from the
//! aggregate, a call's from the function type).
//!
//! ```ignore
//! let mut b = Builder::new(&mut body, &mut types, 64);
//! let s = b.add(x, y);
//! let c = b.icmp(IPred::Slt, s, n);
//! let (t, e) = (b.succ(body_block, &[s]), b.succ(exit, &[]));
//! b.cond_br(c, t, e);
//! ```
//!
//! The lowering makes one with `Cx::ins(fx)`. The builder holds two
//! borrows and the index width, so making one per instruction costs
//! nothing.

use crate::entity::List;
use crate::llvm::ir::{self as l, BinOp, Block, CastOp, InstKind, Ty, Type, Value, ValueKind};

/// A short list of values.
pub type Vals = smallvec::SmallVec<[Value; 8]>;

/// A value with no result: what [`Builder::emit`] returns for a void type.
pub const NO_VALUE: Value = Value(u32::MAX);

/// The cursor: the body being built (instructions go to its current
/// block, `Body::cur`), the module's type table, and the width of `index`.
pub struct Builder<'a> {
    pub body: &'a mut l::Body,
    pub t: &'a mut l::Types,
    index_bits: u32,
}

macro_rules! binops {
    ($($name:ident: $op:ident),* $(,)?) => {
        $(
            #[doc = concat!("`", stringify!($name), "` of two values of one type.")]
            #[inline]
            pub fn $name(&mut self, a: Value, b: Value) -> Value {
                self.bin(BinOp::$op, a, b)
            }
        )*
    };
}

impl<'a> Builder<'a> {
    #[inline]
    pub fn new(body: &'a mut l::Body, t: &'a mut l::Types, index_bits: u32) -> Builder<'a> {
        Builder {
            body,
            t,
            index_bits,
        }
    }

    /// The type of value `v`.
    #[inline]
    pub fn ty(&self, v: Value) -> Ty {
        self.body.ty(v)
    }

    /// The type of `index`.
    #[inline]
    pub fn idx_ty(&mut self) -> Ty {
        self.t.int(self.index_bits)
    }

    /// Appends `kind` with result type `ty` (void: no result, and
    /// [`NO_VALUE`] is returned).
    #[inline]
    pub fn emit(&mut self, kind: InstKind, ty: Ty) -> Value {
        let void = self.t.void;
        self.body.push(kind, ty, void).unwrap_or(NO_VALUE)
    }

    /// Appends `kind`, which has no result.
    #[inline]
    pub fn emit_void(&mut self, kind: InstKind) {
        let void = self.t.void;
        self.body.push(kind, void, void);
    }

    // ---- constants ---------------------------------------------------

    /// The integer constant `v` of type `ty`.
    #[inline]
    pub fn iconst(&mut self, ty: Ty, v: i128) -> Value {
        self.body.value(ty, ValueKind::ConstInt(v))
    }

    /// The `index` constant `v`.
    #[inline]
    pub fn idx(&mut self, v: i64) -> Value {
        let ty = self.idx_ty();
        self.iconst(ty, v as i128)
    }

    /// The `i64` constant `v`.
    #[inline]
    pub fn i64(&mut self, v: i64) -> Value {
        let ty = self.t.i64;
        self.iconst(ty, v as i128)
    }

    /// The `i32` constant `v`.
    #[inline]
    pub fn i32(&mut self, v: i32) -> Value {
        let ty = self.t.i32;
        self.iconst(ty, v as i128)
    }

    /// The float constant with bits `bits` (in `ty`'s format).
    #[inline]
    pub fn fconst(&mut self, ty: Ty, bits: u64) -> Value {
        self.body.value(ty, ValueKind::ConstFloat(bits))
    }

    #[inline]
    pub fn undef(&mut self, ty: Ty) -> Value {
        self.body.value(ty, ValueKind::Undef)
    }

    #[inline]
    pub fn null(&mut self, ty: Ty) -> Value {
        self.body.value(ty, ValueKind::Null)
    }

    /// The constant aggregate of type `ty` with elements `elems`.
    pub fn const_agg(&mut self, ty: Ty, elems: &[Value]) -> Value {
        let list = self.body.list(elems);
        self.body.value(ty, ValueKind::ConstAgg(list))
    }

    /// The integer constant `v` of a scalar or 1-D vector type (a splat).
    pub fn iconst_splat(&mut self, ty: Ty, v: i128) -> Value {
        if let Type::Vector(n, e) = *self.t.get(ty) {
            let one = self.iconst(e, v);
            let start = self.body.operands.len();
            self.body
                .operands
                .extend(std::iter::repeat_n(one, n as usize));
            let list = List::since(&self.body.operands, start);
            return self.body.value(ty, ValueKind::ConstAgg(list));
        }
        self.iconst(ty, v)
    }

    // ---- arithmetic --------------------------------------------------

    /// Binary op `op`; the result has the operands' type.
    #[inline]
    pub fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.emit(InstKind::Bin(op, a, b), ty)
    }

    binops! {
        add: Add, sub: Sub, mul: Mul, sdiv: SDiv, udiv: UDiv, srem: SRem, urem: URem,
        and: And, or: Or, xor: Xor, shl: Shl, ashr: AShr, lshr: LShr,
        fadd: FAdd, fsub: FSub, fmul: FMul, fdiv: FDiv, frem: FRem,
    }

    #[inline]
    pub fn fneg(&mut self, a: Value) -> Value {
        let ty = self.ty(a);
        self.emit(InstKind::FNeg(a), ty)
    }

    /// `ty` with its scalar replaced by `i1` (vectors stay vectors).
    pub fn bool_of(&mut self, ty: Ty) -> Ty {
        match *self.t.get(ty) {
            Type::Vector(n, _) => {
                let i1 = self.t.i1;
                self.t.intern(Type::Vector(n, i1))
            }
            _ => self.t.i1,
        }
    }

    /// `icmp pred a, b`: `i1`, or a vector of `i1` for vectors.
    #[inline]
    pub fn icmp(&mut self, pred: impl Into<u8>, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        let bt = self.bool_of(ty);
        self.emit(InstKind::ICmp(pred.into(), a, b), bt)
    }

    /// `fcmp pred a, b` (`pred` indexes `FPRED_NAMES`).
    #[inline]
    pub fn fcmp(&mut self, pred: u8, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        let bt = self.bool_of(ty);
        self.emit(InstKind::FCmp(pred, a, b), bt)
    }

    /// `select c, a, b`; the result has `a`'s type.
    #[inline]
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.emit(InstKind::Select(c, a, b), ty)
    }

    /// Cast `op` of `v` to `to`.
    #[inline]
    pub fn cast(&mut self, op: CastOp, v: Value, to: Ty) -> Value {
        self.emit(InstKind::Cast(op, v), to)
    }

    /// Cast `op` of `v` to `to`, or `v` itself when it has type `to`.
    #[inline]
    pub fn cast_if(&mut self, op: CastOp, v: Value, to: Ty) -> Value {
        if self.ty(v) == to {
            return v;
        }
        self.cast(op, v, to)
    }

    #[inline]
    pub fn freeze(&mut self, v: Value) -> Value {
        let ty = self.ty(v);
        self.emit(InstKind::Freeze(v), ty)
    }

    // ---- aggregates and vectors --------------------------------------

    /// The type reached from `ty` by the `extractvalue` indices `path`.
    pub fn path_ty(&self, mut ty: Ty, path: &[u32]) -> Ty {
        for &i in path {
            ty = match self.t.get(ty) {
                Type::Struct(f) | Type::PackedStruct(f) => f[i as usize],
                Type::Array(_, e) | Type::Vector(_, e) => *e,
                Type::Named(n) => match self.t.named_body(n).map(|b| self.t.get(b)) {
                    Some(Type::Struct(f) | Type::PackedStruct(f)) => f[i as usize],
                    _ => ty,
                },
                _ => ty,
            };
        }
        ty
    }

    /// `extractvalue agg, path...`; the result type follows the path.
    #[inline]
    pub fn extract_value(&mut self, agg: Value, path: &[u32]) -> Value {
        let ty = self.path_ty(self.ty(agg), path);
        let idx = self.body.index_list(path);
        self.emit(InstKind::ExtractValue(agg, idx), ty)
    }

    /// `insertvalue agg, v, path...`.
    #[inline]
    pub fn insert_value(&mut self, agg: Value, v: Value, path: &[u32]) -> Value {
        let ty = self.ty(agg);
        let idx = self.body.index_list(path);
        self.emit(InstKind::InsertValue(agg, v, idx), ty)
    }

    /// A struct of type `st` from `vals` (`undef` and an `insertvalue`
    /// chain).
    pub fn pack(&mut self, st: Ty, vals: &[Value]) -> Value {
        let mut agg = self.undef(st);
        for (i, v) in vals.iter().enumerate() {
            agg = self.insert_value(agg, *v, &[i as u32]);
        }
        agg
    }

    /// `extractelement vec, idx`: the vector's element type.
    #[inline]
    pub fn extract_element(&mut self, vec: Value, idx: Value) -> Value {
        let ty = self.t.elem(self.ty(vec));
        self.emit(InstKind::ExtractElement(vec, idx), ty)
    }

    /// `insertelement vec, v, idx`.
    #[inline]
    pub fn insert_element(&mut self, vec: Value, v: Value, idx: Value) -> Value {
        let ty = self.ty(vec);
        self.emit(InstKind::InsertElement(vec, v, idx), ty)
    }

    /// `shufflevector a, b, mask` of result type `ty` (`u32::MAX` in the
    /// mask: undef).
    pub fn shuffle(&mut self, a: Value, b: Value, mask: &[u32], ty: Ty) -> Value {
        let m = self.body.index_list(mask);
        self.emit(InstKind::Shuffle(a, b, m), ty)
    }

    // ---- memory ------------------------------------------------------

    /// `alloca elem, count` (`align` 0: the default): a pointer to `elem`.
    pub fn alloca(&mut self, elem: Ty, count: Value, align: u32) -> Value {
        let pty = self.t.ptr(elem);
        self.emit(InstKind::Alloca { elem, count, align }, pty)
    }

    /// `load ty, ptr`.
    #[inline]
    pub fn load(&mut self, ptr: Value, ty: Ty) -> Value {
        self.emit(InstKind::Load(ptr), ty)
    }

    /// `store v, ptr`.
    #[inline]
    pub fn store(&mut self, v: Value, ptr: Value) {
        self.emit_void(InstKind::Store(v, ptr))
    }

    /// `getelementptr elem, base, indices...` of result type `ty`.
    pub fn gep(&mut self, elem: Ty, base: Value, indices: &[Value], ty: Ty) -> Value {
        let indices = self.body.list(indices);
        self.emit(
            InstKind::Gep {
                elem,
                base,
                indices,
            },
            ty,
        )
    }

    /// Stores `v` in a new stack slot and returns the slot's address.
    pub fn spill(&mut self, v: Value) -> Value {
        let ty = self.ty(v);
        let one = self.i32(1);
        let slot = self.alloca(ty, one, 0);
        self.store(v, slot);
        slot
    }

    // ---- calls -------------------------------------------------------

    /// A call of `callee` of function type `fn_ty` on `args`; the result
    /// ([`NO_VALUE`] for void) has the function's return type.
    pub fn call(&mut self, callee: l::Callee, fn_ty: Ty, args: &[Value]) -> Value {
        let Type::Func { ret, .. } = *self.t.get(fn_ty) else {
            unreachable!("calls take function types")
        };
        let args = self.body.list(args);
        self.emit(
            InstKind::Call {
                callee,
                args,
                fn_ty,
            },
            ret,
        )
    }

    // ---- blocks and branches -----------------------------------------

    /// A new block with no arguments (not the current one).
    #[inline]
    pub fn new_block(&mut self) -> Block {
        self.body.new_block()
    }

    /// A new block with arguments of types `tys`, and the arguments.
    pub fn block_with_args(&mut self, tys: &[Ty]) -> (Block, Vals) {
        let b = self.body.new_block();
        let start = self.body.operands.len();
        let mut vals = Vals::with_capacity(tys.len());
        for (k, &t) in tys.iter().enumerate() {
            let v = self.body.value(t, ValueKind::BlockArg(b, k as u32));
            self.body.operands.push(v);
            vals.push(v);
        }
        self.body.blocks[b.index()].args = List::since(&self.body.operands, start);
        (b, vals)
    }

    /// Makes `b` the current block: instructions go there from now on.
    #[inline]
    pub fn switch_to(&mut self, b: Block) {
        self.body.start_block(b);
    }

    /// The current block.
    #[inline]
    pub fn current(&self) -> Block {
        self.body.cur
    }

    /// A branch target: `block` with arguments `args`.
    #[inline]
    pub fn succ(&mut self, block: Block, args: &[Value]) -> l::Succ {
        l::Succ {
            block,
            args: self.body.list(args),
        }
    }

    /// `br block(args)`.
    #[inline]
    pub fn br(&mut self, block: Block, args: &[Value]) {
        let s = self.succ(block, args);
        self.emit_void(InstKind::Br(s));
    }

    /// `cond_br c, t, e`.
    #[inline]
    pub fn cond_br(&mut self, c: Value, t: l::Succ, e: l::Succ) {
        self.emit_void(InstKind::CondBr(c, t, e));
    }

    /// `ret` (of `v`, if given).
    #[inline]
    pub fn ret(&mut self, v: Option<Value>) {
        self.emit_void(InstKind::Ret(v));
    }

    #[inline]
    pub fn unreachable(&mut self) {
        self.emit_void(InstKind::Unreachable);
    }
}
