//! The LLVM-dialect IR: what the lowering produces and the writers print.
//!
//! Like the LLVM dialect of MLIR it keeps block arguments (the `.ll` writer
//! spells them as phi nodes) and treats constants as values (the writer
//! prints them inline). Types are interned ([`Ty`]); functions own arenas of
//! values, instructions and blocks, and pools that instructions index.

use crate::diag::Span;
use crate::entity::{FxHashMap, List, entity};

entity!(
    /// An interned LLVM type.
    Ty
);
entity!(
    /// A value of one function.
    Value
);
entity!(
    /// An instruction of one function.
    Inst
);
entity!(
    /// A block of one function.
    Block
);
entity!(
    /// A function (defined, declared, or an intrinsic) of the module.
    FuncRef
);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Void,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    /// A typed pointer (`T*`), in an address space.
    Ptr(Ty, u32),
    Func {
        ret: Ty,
        params: Box<[Ty]>,
        vararg: bool,
    },
    Struct(Box<[Ty]>),
    /// A packed struct (`<{ ... }>`).
    PackedStruct(Box<[Ty]>),
    /// An identified struct (`%name`), body in `Types::named`.
    Named(Box<str>),
    Array(u64, Ty),
    Vector(u64, Ty),
}

#[derive(Clone)]
pub struct Types {
    list: Vec<Type>,
    map: FxHashMap<Type, Ty>,
    /// Bodies of identified structs (a `Struct` or `PackedStruct` type),
    /// in the order they were defined.
    pub named: Vec<(Box<str>, Ty)>,
    pub void: Ty,
    pub i1: Ty,
    pub i8: Ty,
    pub i32: Ty,
    pub i64: Ty,
}

impl Type {
    /// Integer and float types: builtin MLIR types, also as vector
    /// elements.
    pub fn is_int_or_float(&self) -> bool {
        matches!(
            self,
            Type::Int(_)
                | Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::X86Fp80
                | Type::Fp128
        )
    }
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
            named: Vec::new(),
            void: Ty(0),
            i1: Ty(0),
            i8: Ty(0),
            i32: Ty(0),
            i64: Ty(0),
        };
        t.void = t.intern(Type::Void);
        t.i1 = t.intern(Type::Int(1));
        t.i8 = t.intern(Type::Int(8));
        t.i32 = t.intern(Type::Int(32));
        t.i64 = t.intern(Type::Int(64));
        t
    }
    pub fn intern(&mut self, ty: Type) -> Ty {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = Ty::new(self.list.len());
        self.list.push(ty.clone());
        self.map.insert(ty, id);
        id
    }
    #[inline]
    pub fn get(&self, t: Ty) -> &Type {
        &self.list[t.index()]
    }
    /// How many elements of which type under the arrays and vectors of
    /// `t` (`[2 x <4 x i32>]`: 8 of `i32`; a count too large saturates).
    pub fn leaf_count(&self, t: Ty) -> (u64, Ty) {
        let (mut t, mut count) = (t, 1u64);
        while let Type::Array(n, e) | Type::Vector(n, e) = *self.get(t) {
            count = count.saturating_mul(n);
            t = e;
        }
        (count, t)
    }
    /// All interned types, children before parents.
    pub fn all(&self) -> &[Type] {
        &self.list
    }
    pub fn int(&mut self, w: u32) -> Ty {
        // The common widths are interned already (no hashing per call).
        match w {
            1 => self.i1,
            8 => self.i8,
            32 => self.i32,
            64 => self.i64,
            _ => self.intern(Type::Int(w)),
        }
    }
    pub fn ptr(&mut self, to: Ty) -> Ty {
        self.intern(Type::Ptr(to, 0))
    }
    /// The element type of an array or vector, or the type itself.
    /// The body of identified struct `name`.
    pub fn named_body(&self, name: &str) -> Option<Ty> {
        self.named
            .iter()
            .find(|(n, _)| &**n == name)
            .map(|(_, t)| *t)
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self, t: Ty) -> Ty {
        match self.get(t) {
            Type::Ptr(e, _) => *e,
            _ => t,
        }
    }
    pub fn elem(&self, t: Ty) -> Ty {
        match self.get(t) {
            Type::Array(_, e) | Type::Vector(_, e) => *e,
            _ => t,
        }
    }
    /// Whether a bitcast from `from` to `to` does nothing under opaque
    /// pointers: both are pointers in one address space (or vectors of
    /// them of one length).
    pub fn opaque_noop_cast(&self, from: Ty, to: Ty) -> bool {
        match (self.get(from), self.get(to)) {
            (Type::Ptr(_, a), Type::Ptr(_, b)) => a == b,
            (Type::Vector(n, a), Type::Vector(m, b)) => n == m && self.opaque_noop_cast(*a, *b),
            _ => false,
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    AShr,
    LShr,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

impl BinOp {
    pub fn name(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "add",
            Sub => "sub",
            Mul => "mul",
            SDiv => "sdiv",
            UDiv => "udiv",
            SRem => "srem",
            URem => "urem",
            And => "and",
            Or => "or",
            Xor => "xor",
            Shl => "shl",
            AShr => "ashr",
            LShr => "lshr",
            FAdd => "fadd",
            FSub => "fsub",
            FMul => "fmul",
            FDiv => "fdiv",
            FRem => "frem",
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToSI,
    FPToUI,
    SIToFP,
    UIToFP,
    Bitcast,
    PtrToInt,
    IntToPtr,
    AddrSpaceCast,
}

impl CastOp {
    pub fn name(self) -> &'static str {
        use CastOp::*;
        match self {
            Trunc => "trunc",
            ZExt => "zext",
            SExt => "sext",
            FPTrunc => "fptrunc",
            FPExt => "fpext",
            FPToSI => "fptosi",
            FPToUI => "fptoui",
            SIToFP => "sitofp",
            UIToFP => "uitofp",
            Bitcast => "bitcast",
            PtrToInt => "ptrtoint",
            IntToPtr => "inttoptr",
            AddrSpaceCast => "addrspacecast",
        }
    }
}

/// `icmp` condition codes, as LLVM spells them.
pub const ICMP_NAMES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

#[derive(Copy, Clone, PartialEq, Debug)]
pub enum ValueKind {
    Param(u32),
    Inst(Inst),
    /// A block argument (a phi in `.ll`).
    BlockArg(Block, u32),
    /// An integer constant, sign-extended from its width.
    ConstInt(i128),
    /// A float constant: bits in its own type's format.
    ConstFloat(u64),
    Undef,
    Null,
    /// The address of a function.
    FuncAddr(FuncRef),
    /// The address of a global (`Ptr` to its type).
    GlobalAddr(GlobalRef),
    /// A constant vector, array or struct: its element constants, in
    /// `Body::operands`.
    ConstAgg(List),
}

#[derive(Copy, Clone, Debug)]
pub struct ValueData {
    pub ty: Ty,
    pub kind: ValueKind,
}

#[derive(Copy, Clone, Debug)]
pub enum Callee {
    Direct(FuncRef),
    Indirect(Value),
}

/// A branch target: the block and the values for its arguments.
#[derive(Copy, Clone, Debug)]
pub struct Succ {
    pub block: Block,
    /// Into `Func::operands`.
    pub args: List,
}

/// The operation of an `atomicrmw` (LLVM's spelling by `name`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    And,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
}

impl RmwOp {
    pub fn name(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::And => "and",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
        }
    }
    /// The LLVM dialect's spelling (`_and`, `_or`, `_xor`: MLIR 13 and
    /// MLIR 22).
    pub fn mlir_name(self) -> &'static str {
        match self {
            RmwOp::And => "_and",
            RmwOp::Or => "_or",
            RmwOp::Xor => "_xor",
            _ => self.name(),
        }
    }
    /// Whether the op takes floats (`xchg` takes both).
    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::FAdd)
    }
}

/// The memory ordering of an atomic instruction (LLVM's spelling by
/// `name`; the LLVM dialect spells them the same).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ordering {
    /// No ordering: a plain `load`/`store` (the LLVM dialect's default).
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    /// Every ordering an atomic operation may take (not `not_atomic`;
    /// `unordered` only on `load` and `store`).
    pub const ALL: [Ordering; 5] = [
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Ordering::NotAtomic => "not_atomic",
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    /// One of [`Ordering::ALL`] by name.
    pub fn from_name(s: &str) -> Option<Ordering> {
        Ordering::ALL.into_iter().find(|o| o.name() == s)
    }
    /// Any ordering by name, `not_atomic` and `unordered` included.
    pub fn from_any_name(s: &str) -> Option<Ordering> {
        match s {
            "not_atomic" => Some(Ordering::NotAtomic),
            "unordered" => Some(Ordering::Unordered),
            _ => Ordering::from_name(s),
        }
    }
    /// How strong the ordering is, for LLVM's rule that a `cmpxchg`'s
    /// failure ordering is no stronger than its success ordering
    /// (`release` and `acquire` are unordered; both are below `acq_rel`).
    pub fn rank(self) -> u8 {
        match self {
            Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => 0,
            Ordering::Acquire | Ordering::Release => 1,
            Ordering::AcqRel => 2,
            Ordering::SeqCst => 3,
        }
    }
}

/// An inline assembly callee: `asm [sideeffect] [alignstack]
/// [inteldialect] "asm", "constraints"`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InlineAsm {
    pub asm: Box<str>,
    pub constraints: Box<str>,
    pub side_effects: bool,
    pub align_stack: bool,
    pub intel: bool,
}

/// What an atomic `load` or `store` says besides its operands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AtomicMem {
    pub ordering: Ordering,
    /// Required by LLVM on an atomic access (never 0).
    pub align: u32,
    pub volatile: bool,
    pub scope: Option<Box<str>>,
}

/// What a `cmpxchg` says besides its operands and orderings: `weak`,
/// `volatile`, `syncscope("s")` (`None` on the instruction when it says
/// none of them).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CmpXchgFlags {
    pub weak: bool,
    pub volatile: bool,
    pub scope: Option<Box<str>>,
}

#[derive(Clone, Debug)]
pub enum InstKind {
    Bin(BinOp, Value, Value),
    FNeg(Value),
    /// Condition code index into [`ICMP_NAMES`].
    ICmp(u8, Value, Value),
    /// Condition code index into `FPRED_NAMES` (same spelling as LLVM's).
    FCmp(u8, Value, Value),
    Select(Value, Value, Value),
    Cast(CastOp, Value),
    /// `args` into `Func::operands`; `fn_ty` is the callee's function type.
    Call {
        callee: Callee,
        args: List,
        fn_ty: Ty,
    },
    /// Indices into `Func::indices`.
    ExtractValue(Value, List),
    InsertValue(Value, Value, List),
    /// `alloca elem, count` (`align` 0: the default).
    Alloca {
        elem: Ty,
        count: Value,
        align: u32,
    },
    /// Loads a value of the result type.
    Load(Value),
    /// `store value, ptr`.
    Store(Value, Value),
    /// `load volatile`.
    VolatileLoad(Value),
    /// `store volatile value, ptr`.
    VolatileStore(Value, Value),
    /// `load` with an explicit `align` (and volatile flag).
    LoadAlign(Value, u32, bool),
    /// `store value, ptr` with an explicit `align` (and volatile flag).
    StoreAlign(Value, Value, u32, bool),
    /// `load [volatile] T, ptr[, align A], !nontemporal !N` (align 0:
    /// none; the flag: volatile).
    LoadNT(Value, u32, bool),
    /// `store [volatile] value, ptr[, align A], !nontemporal !N`.
    StoreNT(Value, Value, u32, bool),
    /// `call T @llvm.experimental.constrained.fptrunc.T.U(U %x, metadata
    /// !"round.<mode>", metadata !"fpexcept.ignore") strictfp` (the
    /// declaration `decl`, whose type leaves out the two metadata
    /// parameters); `mode` indexes [`ROUNDING_MODES`].
    FPTruncRound {
        value: Value,
        mode: u8,
        decl: FuncRef,
    },
    Freeze(Value),
    /// `call T asm ... (args)`: the result type is the instruction's (void:
    /// none); `args` into `Body::operands`.
    InlineAsm(Box<InlineAsm>, List),
    /// `load atomic [volatile] T, ptr [syncscope("s")] ordering, align A`.
    AtomicLoad(Value, Box<AtomicMem>),
    /// `store atomic [volatile] T value, ptr [syncscope("s")] ordering,
    /// align A` (operands: the value, the pointer).
    AtomicStore(Value, Value, Box<AtomicMem>),
    /// `atomicrmw op ptr, value acq_rel` (operands: the pointer, the value).
    AtomicRmw(RmwOp, Value, Value),
    /// `cmpxchg ptr, cmp, new success failure`: yields `{T, i1}` (the old
    /// value and whether it equalled `cmp`).
    CmpXchg {
        ptr: Value,
        cmp: Value,
        new: Value,
        success: Ordering,
        failure: Ordering,
        flags: Option<Box<CmpXchgFlags>>,
    },
    /// `getelementptr elem, base, indices...` (indices into `Body::operands`).
    Gep {
        elem: Ty,
        base: Value,
        indices: List,
    },
    ExtractElement(Value, Value),
    InsertElement(Value, Value, Value),
    /// `shufflevector a, b, mask`; the mask is in `Body::indices`
    /// (`u32::MAX`: undef).
    Shuffle(Value, Value, List),
    /// `switch value, default [case constants -> succs]`: the cases'
    /// values in `Body::cases`, their targets in `Body::switch_succs`.
    Switch {
        value: Value,
        default: Succ,
        cases: List,
    },
    Br(Succ),
    CondBr(Value, Succ, Succ),
    Ret(Option<Value>),
    Unreachable,
    /// `fence [syncscope("scope")] ordering`.
    Fence {
        ordering: Ordering,
        scope: Option<Box<str>>,
    },
    /// `atomicrmw [volatile] op ptr, value [syncscope("s")] ordering`
    /// with an ordering other than `acq_rel`, a scope or volatile (else
    /// [`InstKind::AtomicRmw`]).
    AtomicRmwOrd {
        op: RmwOp,
        ptr: Value,
        val: Value,
        ordering: Ordering,
        volatile: bool,
        scope: Option<Box<str>>,
    },
}

impl InstKind {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Br(_)
                | InstKind::CondBr(..)
                | InstKind::Switch { .. }
                | InstKind::Ret(_)
                | InstKind::Unreachable
        )
    }
}

/// The rounding modes of `llvm.experimental.constrained.*`, in the order
/// of MLIR's `arith` rounding modes (`to_nearest_even`, `downward`,
/// `upward`, `toward_zero`, `to_nearest_away`): the LLVM IR metadata
/// string after `round.`, which the LLVM dialect also spells.
pub const ROUNDING_MODES: [&str; 5] = [
    "tonearest",
    "downward",
    "upward",
    "towardzero",
    "tonearestaway",
];

/// The prefix of the constrained floating-point intrinsics' names, whose
/// declarations leave out their metadata parameters.
pub const CONSTRAINED_PREFIX: &str = "llvm.experimental.constrained.";

#[derive(Clone, Debug)]
pub struct InstData {
    pub kind: InstKind,
    /// The result, if the instruction has one.
    pub result: Option<Value>,
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Block arguments (values of kind `BlockArg`), into `Body::operands`.
    pub args: List,
    /// The block's instructions: a contiguous range of `Body::insts`
    /// (blocks are filled one after the other).
    pub insts: List,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Linkage {
    External,
    Internal,
    Private,
    Weak,
    LinkOnce,
    Common,
    ExternWeak,
    Appending,
    AvailableExternally,
    LinkOnceODR,
    WeakODR,
}

impl Linkage {
    /// The keyword of LLVM IR and of the LLVM dialect (`""` for external).
    pub fn name(self) -> &'static str {
        match self {
            Linkage::External => "",
            Linkage::Internal => "internal",
            Linkage::Private => "private",
            Linkage::Weak => "weak",
            Linkage::LinkOnce => "linkonce",
            Linkage::Common => "common",
            Linkage::ExternWeak => "extern_weak",
            Linkage::Appending => "appending",
            Linkage::AvailableExternally => "available_externally",
            Linkage::LinkOnceODR => "linkonce_odr",
            Linkage::WeakODR => "weak_odr",
        }
    }
    pub fn from_name(s: &str) -> Option<Linkage> {
        Some(match s {
            "external" => Linkage::External,
            "internal" => Linkage::Internal,
            "private" => Linkage::Private,
            "weak" => Linkage::Weak,
            "linkonce" => Linkage::LinkOnce,
            "common" => Linkage::Common,
            "extern_weak" => Linkage::ExternWeak,
            "appending" => Linkage::Appending,
            "available_externally" => Linkage::AvailableExternally,
            "linkonce_odr" => Linkage::LinkOnceODR,
            "weak_odr" => Linkage::WeakODR,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    /// A `Type::Func`.
    pub ty: Ty,
    pub linkage: Linkage,
    /// `None` for declarations.
    pub body: Option<Box<Body>>,
    /// Visibility, `dso_local`, `unnamed_addr`, section, comdat.
    pub attrs: crate::llvm::symattr::SymAttrs,
}

/// A constant initializer of a global.
#[derive(Clone, Debug, PartialEq)]
pub enum GConst {
    /// An integer, sign-extended from its width.
    Int(i128),
    /// A float's bits in its own type's format.
    Float(u64),
    Undef,
    Zero,
    Null,
    /// A byte string (an array of i8).
    Bytes(Vec<u8>),
    /// The elements of an array, vector or struct.
    Agg(Vec<GConst>),
    /// The address of a function.
    FuncAddr(FuncRef),
    /// The address of a global.
    GlobalAddr(GlobalRef),
    /// `getelementptr (elem, base_ty base, indices...)`.
    Gep {
        elem: Ty,
        base_ty: Ty,
        base: Box<GConst>,
        indices: Vec<(Ty, i128)>,
    },
    /// `<cast> (from value to to)`.
    Cast {
        op: CastOp,
        from: Ty,
        value: Box<GConst>,
        to: Ty,
    },
}

entity!(
    /// A global variable of the module.
    GlobalRef
);

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    /// The type of the value (the global itself is a pointer to it).
    pub ty: Ty,
    pub linkage: Linkage,
    pub constant: bool,
    /// `None`: external (declared, defined elsewhere).
    pub init: Option<GConst>,
    pub align: u32,
    pub addr_space: u32,
    /// Visibility, `dso_local`, `unnamed_addr`, `thread_local`, section,
    /// comdat.
    pub attrs: crate::llvm::symattr::SymAttrs,
}

/// Where an instruction comes from: the span of the source op, and whether
/// that op is an LLVM-dialect op (whose types the input chose, so that a
/// verifier failure there is the input's fault, not the lowering's).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Origin {
    pub span: Span,
    pub input: bool,
}

#[derive(Clone, Debug, Default)]
pub struct Body {
    pub params: Vec<Value>,
    pub values: Vec<ValueData>,
    pub insts: Vec<InstData>,
    /// Blocks in layout order; the first is the entry block.
    pub blocks: Vec<BlockData>,
    pub operands: Vec<Value>,
    pub indices: Vec<u32>,
    /// Switch cases: (value, target), indexed by `InstKind::Switch::cases`.
    pub cases: Vec<(i128, Succ)>,
    /// The order blocks are printed in (all of them, the entry first); empty
    /// means index order.
    pub layout: Vec<Block>,
    /// Blocks split off another by the MLIR 13 legalization
    /// ([`crate::lower::mlir13`]): `(block, from, k)` is spelled `^bb{from}_{k}`.
    pub split: Vec<(Block, Block, u32)>,
    /// What the MLIR 13 legalization defines ahead of the entry block's
    /// instructions, in order: constants (one op each) and the results of
    /// instructions in no block (building constant aggregates).
    pub prelude: Vec<Value>,
    /// The block being filled.
    pub cur: Block,
    /// A side table of instruction origins, by `Inst` (naga-style: spans
    /// are not in the instructions).
    pub origins: Vec<Origin>,
    /// The origin given to the instructions pushed from now on.
    pub origin: Origin,
    /// Fast-math flags (bits as in `mlir/parse/scalar.rs::FASTMATH`) of
    /// the instructions that have some, by result value (stable under the
    /// MLIR 13 legalization), in value order; the writers print them on
    /// floating-point operations only.
    pub fastmath: Vec<(Value, u8)>,
    /// The flags given to the instructions pushed from now on.
    pub fmf: u8,
}

impl Body {
    pub fn value(&mut self, ty: Ty, kind: ValueKind) -> Value {
        let v = Value::new(self.values.len());
        self.values.push(ValueData { ty, kind });
        v
    }
    pub fn ty(&self, v: Value) -> Ty {
        self.values[v.index()].ty
    }
    pub fn new_block(&mut self) -> Block {
        let b = Block::new(self.blocks.len());
        self.blocks.push(BlockData::default());
        b
    }
    /// Starts filling block `b`: instructions pushed from now on are its.
    pub fn start_block(&mut self, b: Block) {
        self.blocks[b.index()].insts = List {
            start: self.insts.len() as u32,
            len: 0,
        };
        self.cur = b;
    }
    /// Appends an instruction to the block being filled; `ty` is its result
    /// type (void: none).
    #[inline(always)]
    pub fn push(&mut self, kind: InstKind, ty: Ty, void: Ty) -> Option<Value> {
        let inst = Inst::new(self.insts.len());
        let result = (ty != void).then(|| self.value(ty, ValueKind::Inst(inst)));
        self.insts.push(InstData { kind, result });
        self.origins.push(self.origin);
        if self.fmf != 0
            && let Some(r) = result
        {
            self.fastmath.push((r, self.fmf));
        }
        self.blocks[self.cur.index()].insts.len += 1;
        result
    }
    /// The blocks in print order.
    pub fn layout(&self) -> std::borrow::Cow<'_, [Block]> {
        if self.layout.is_empty() {
            (0..self.blocks.len()).map(Block::new).collect()
        } else {
            std::borrow::Cow::Borrowed(&self.layout)
        }
    }
    /// The instructions of block `b`.
    pub fn block_insts(&self, b: &BlockData) -> &[InstData] {
        b.insts.get(&self.insts)
    }
    /// Empties the body, keeping its allocations for the next function.
    pub fn clear(&mut self) {
        self.params.clear();
        self.values.clear();
        self.insts.clear();
        self.blocks.clear();
        self.operands.clear();
        self.indices.clear();
        self.cases.clear();
        self.layout.clear();
        self.split.clear();
        self.prelude.clear();
        self.cur = Block(0);
        self.origins.clear();
        self.origin = Origin::default();
        self.fastmath.clear();
        self.fmf = 0;
    }

    /// The fast-math flags of instruction `inst` (0: none).
    pub fn fastmath_of(&self, inst: &InstData) -> u8 {
        let Some(r) = inst.result else {
            return 0;
        };
        if self.fastmath.is_empty() {
            return 0;
        }
        match self
            .fastmath
            .binary_search_by_key(&r.index(), |&(k, _)| k.index())
        {
            Ok(k) => self.fastmath[k].1,
            Err(_) => 0,
        }
    }
    /// (Short lists are pushed one by one: `extend_from_slice` of a
    /// length known only at run time calls `memcpy`.)
    pub fn list(&mut self, vals: &[Value]) -> List {
        let start = self.operands.len();
        if vals.len() <= 4 {
            for &v in vals {
                self.operands.push(v);
            }
        } else {
            self.operands.extend_from_slice(vals);
        }
        List::since(&self.operands, start)
    }
    pub fn index_list(&mut self, idx: &[u32]) -> List {
        let start = self.indices.len();
        if idx.len() <= 4 {
            for &i in idx {
                self.indices.push(i);
            }
        } else {
            self.indices.extend_from_slice(idx);
        }
        List::since(&self.indices, start)
    }
}

/// The name of function `name` with opaque pointers: an intrinsic's
/// typed-pointer overload suffixes lose their pointee (`llvm.memcpy.p0i8.
/// p0i8.i64` is `llvm.memcpy.p0.p0.i64`, `llvm.masked.load.v4f32.p0v4f32`
/// is `llvm.masked.load.v4f32.p0`), as LLVM 15 and later mangle them;
/// `llvm.stacksave` is `llvm.stacksave.p0` (LLVM 18 and later).
pub fn opaque_fn_name(name: &str) -> std::borrow::Cow<'_, str> {
    // A typed pointer segment: `p0i8`, or a vector of them `v4p0f32`; the
    // length of its opaque spelling (`p0`, `v4p0`).
    let typed = |seg: &str| -> Option<usize> {
        let b = seg.as_bytes();
        let mut i = 0;
        if b.first() == Some(&b'v') {
            i = 1 + seg[1..].bytes().take_while(|c| c.is_ascii_digit()).count();
            if i == 1 {
                return None;
            }
        }
        if b.get(i) != Some(&b'p') {
            return None;
        }
        let digits = seg[i + 1..]
            .bytes()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let end = i + 1 + digits;
        (digits > 0 && seg.len() > end).then_some(end)
    };
    // Overloaded on the address space since LLVM 18 (the stack ones) and 19
    // (the varargs ones).
    if let "llvm.stacksave" | "llvm.stackrestore" | "llvm.va_start" | "llvm.va_end"
    | "llvm.va_copy" = name
    {
        return std::borrow::Cow::Owned(format!("{name}.p0"));
    }
    if !name.starts_with("llvm.") || !name.split('.').skip(2).any(|s| typed(s).is_some()) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len());
    for (k, seg) in name.split('.').enumerate() {
        if k > 0 {
            out.push('.');
        }
        match typed(seg) {
            Some(end) if k >= 2 => out.push_str(&seg[..end]),
            _ => out.push_str(seg),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The data layout of x86-64 Linux, as clang 14 writes it (clang 22
/// upgrades it).
pub const X86_64_DATALAYOUT: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";
pub const X86_64_TRIPLE: &str = "x86_64-pc-linux-gnu";
