//! The typed Std AST: what the parser builds and the lowering reads.
//!
//! A module is a list of functions; a function body is a set of arenas
//! (values, blocks, ops) plus pools that ops index with [`List`]s:
//! operands ([`Use`]s), results, successors and block arguments. Every
//! operand use carries the type the text gave it, so type checking is a
//! comparison of interned ids (see `verify`).

use crate::diag::Span;
use crate::entity::{List, entity};
use crate::types::TypeId;

pub use super::ops::{BinOp, CastOp, ComplexOp, ScalarOp, UnOp};

entity!(
    /// An SSA value of one function.
    ValueId
);
entity!(
    /// A block of one function.
    BlockId
);
entity!(
    /// An operation of one function.
    OpId
);
entity!(
    /// A region of one function: region 0 is the function body; every other
    /// region belongs to an op.
    RegionId
);
entity!(
    /// A function of the module (index into `Module::funcs`).
    FuncId
);
entity!(
    /// A global of the module (index into `Module::globals`).
    GlobalId
);

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Used before (or without) being defined; resolved when defined.
    Pending,
    Arg {
        block: BlockId,
        index: u32,
    },
    Result {
        op: OpId,
        index: u32,
    },
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: TypeId,
    pub def: ValueDef,
    /// The name at its definition, or at its first use while pending.
    pub span: Span,
}

/// One operand: the value and the type the source text says it has.
#[derive(Copy, Clone, Debug)]
pub struct Use {
    pub value: ValueId,
    pub ty: TypeId,
    pub span: Span,
}

/// A branch target with the operands passed to its block arguments.
#[derive(Copy, Clone, Debug)]
pub struct Succ {
    pub block: BlockId,
    /// Into `Body::uses`.
    pub args: List,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Block {
    /// Into `Body::block_args`.
    pub args: List,
    /// Ops of the block, in order: into `Body::op_order`.
    pub ops: List,
    /// The label (or the function name for an unlabeled entry block).
    pub span: Span,
    pub defined: bool,
    /// The region the block belongs to.
    pub region: RegionId,
}

/// A region: a list of blocks (the first is its entry), owned by an op (or,
/// for region 0, by the function). Names defined inside are visible only
/// inside; names of enclosing regions are visible in it.
#[derive(Clone, Debug)]
pub struct Region {
    /// Into `Body::region_blocks` (for region 0 also `Body::layout`).
    pub blocks: List,
    /// The op that owns the region (`None` for the function body).
    pub parent: Option<OpId>,
    /// The opening brace.
    pub span: Span,
}

/// `cmpi` predicates, in the order of their integer encoding.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IPred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

pub const IPRED_NAMES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const IPREDS: [IPred; 10] = [
    IPred::Eq,
    IPred::Ne,
    IPred::Slt,
    IPred::Sle,
    IPred::Sgt,
    IPred::Sge,
    IPred::Ult,
    IPred::Ule,
    IPred::Ugt,
    IPred::Uge,
];

impl IPred {
    pub fn from_index(i: i128) -> Option<IPred> {
        usize::try_from(i).ok().and_then(|i| IPREDS.get(i).copied())
    }
    pub fn from_name(s: &str) -> Option<IPred> {
        IPRED_NAMES.iter().position(|n| *n == s).map(|i| IPREDS[i])
    }
    pub fn name(self) -> &'static str {
        IPRED_NAMES[self as usize]
    }
}

/// `cmpf` predicates, in the order of their integer encoding; the names are
/// also LLVM's `fcmp` condition codes.
pub const FPRED_NAMES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FPred(pub u8);

impl FPred {
    pub fn from_index(i: i128) -> Option<FPred> {
        (0..16).contains(&i).then_some(FPred(i as u8))
    }
    pub fn from_name(s: &str) -> Option<FPred> {
        FPRED_NAMES
            .iter()
            .position(|n| *n == s)
            .map(|i| FPred(i as u8))
    }
    pub fn name(self) -> &'static str {
        FPRED_NAMES[self.0 as usize]
    }
}

/// A constant's value, already checked against its type.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Const {
    /// An integer (or index, or i1), sign-extended from its width.
    Int(i128),
    /// A float, as the bit pattern of its own type (f16/bf16/f32/f64).
    Float(u64),
    /// The address of a function, by index into `Module::funcs`.
    Func(FuncId),
    /// A vector constant: index into `Body::dense` (its elements, in
    /// row-major order; one element for a splat).
    Dense(u32),
}

/// MLIR 22's attributes of `memref.load` / `memref.store`:
/// `{nontemporal = true, alignment = 16 : i64}` (align 0: none).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct MemAttrs {
    pub nontemporal: bool,
    pub align: u32,
}

#[derive(Clone, Debug)]
pub enum OpKind {
    /// `memref.atomic_rmw`: operand 0 is the value, 1 the memref, then the
    /// indices; lowered to this `atomicrmw`.
    AtomicRmw(crate::llvm::ir::RmwOp),
    /// `memref.atomic_rmw` of a float kind LLVM 14 has no `atomicrmw`
    /// for (MLIR 22 writes `atomicrmw fmaximum` etc.): a `cmpxchg` loop on
    /// the float's bits (`lower/atomic.rs`).
    AtomicRmwLoop(FloatRmw),
    Constant(Const),
    Binary(BinOp),
    Unary(UnOp),
    CmpI(IPred),
    CmpF(FPred),
    Select,
    Cast(CastOp),
    /// Direct call, with the function type the call gives the callee
    /// (checked against the callee's at the end of the input).
    Call(FuncId, TypeId),
    /// Indirect call: operand 0 is the callee.
    CallIndirect,
    Br,
    /// Operand 0 is the condition; successor 0 is taken when it is true.
    CondBr,
    Return,
    /// Operands: the dynamic sizes, then the layout symbols.
    Alloc {
        alignment: Option<u32>,
    },
    Alloca {
        alignment: Option<u32>,
    },
    /// A static memref at a fixed address.
    AllocStatic(u64),
    /// Operand 0: the memref.
    Dealloc,
    /// Operand 0: the memref; then the indices.
    Load(MemAttrs),
    /// Operand 0: the value, 1: the memref; then the indices.
    Store(MemAttrs),
    /// Operand 0: the memref; the dimension is a constant (`Some`) or
    /// operand 1.
    Dim(Option<u64>),
    /// Operand 0: the memref (ranked or unranked); the result is its rank.
    Rank,
    /// Operand 0: the memref; the result has the target type.
    MemRefCast,
    /// Broadcasts the scalar operand to the result vector.
    Splat,
    /// Operand 0: the vector; then the indices.
    ExtractElement,
    /// Operand 0: the scalar, 1: the 1-D vector, 2: the position.
    InsertElement,
    /// `vector.extract`: operand 0 is the vector; the constant positions
    /// select a scalar (all dimensions) or a sub-vector.
    VectorExtract(Box<[u32]>),
    /// `vector.insert`: operand 0 (a scalar or sub-vector) replaces the
    /// part of operand 1 at the constant positions.
    VectorInsert(Box<[u32]>),
    /// A complex op with its `fastmath` flags (bits of
    /// `parse::complex::FASTMATH_NAMES`).
    Complex(ComplexOp, u8),
    /// An op of `parse/scalar.rs` (lowered in `lower/arith.rs`); `cf.switch`
    /// becomes `Llvm(Switch)`, `cf.assert` [`OpKind::Assert`].
    Scalar(ScalarOp),
    /// `cf.assert`: operand 0 is the condition; when it is false, `puts`
    /// the message (today's `cf.assert`, not MLIR 13's `assert`), then
    /// `abort`.
    Assert {
        message: Box<str>,
        print: bool,
    },
    /// A `vector` op of `parse/vector.rs` (lowered by `lower/vector.rs`).
    Vector(super::parse::vector::VectorOp),
    /// Operands: source memref and indices, destination memref and indices,
    /// element count, tag memref and indices, and optionally the stride and
    /// elements per stride. `idx` gives where each group starts.
    DmaStart {
        src_rank: u8,
        dst_rank: u8,
        tag_rank: u8,
        strided: bool,
    },
    /// Operand 0: the tag memref, then its indices, then the count.
    DmaWait,
    /// An LLVM-dialect operation.
    Llvm(LlvmOp),
    /// A memref view or global op (`parse/memref.rs`).
    MemRef(Box<super::parse::memref::MemView>),
    /// `scf.yield` / `affine.yield`: ends a region, giving its values to the
    /// parent op.
    Yield,
    /// `scf.condition`: operand 0 is the condition, the rest go on to the
    /// `after` region (true) or become the `scf.while` results (false).
    Condition,
    /// `scf.for`: operands lb, ub, step, then the initial iteration values;
    /// region 0 is the body (arguments: the induction variable, then the
    /// iteration values); the results are the final iteration values.
    ScfFor,
    /// `scf.if` / `affine.if`: operand 0 (`scf.if`) is the condition, or the
    /// operands are the integer set's dims and symbols (`affine.if`, with
    /// the set's index into `Body::sets`); regions: then, else (may be
    /// empty).
    If(Option<u32>),
    /// `scf.while`: operands are the initial values; regions: before (ends
    /// in `scf.condition`), after (ends in `scf.yield`).
    While,
    /// `scf.execute_region`: runs its region once.
    ExecuteRegion,
    /// `memref.alloca_scope`: runs its region once; its `alloca`s are freed
    /// at its end (`llvm.stacksave`/`llvm.stackrestore`).
    AllocaScope,
    /// `memref.generic_atomic_rmw`: operand 0 is the memref, then the
    /// indices; region 0 computes the new value from the current one (its
    /// block argument) and ends in `memref.atomic_yield` (an `OpKind::Yield`).
    GenericAtomicRmw,
    /// `scf.index_switch`: operand 0 is the index; one region per case
    /// value, then the default region.
    IndexSwitch(Box<[i64]>),
    /// `affine.for`: operands are the lower bound map's dims and symbols
    /// (`lb_operands` of them), the upper bound map's, then the initial
    /// iteration values. The bounds are the max of the lower map's results
    /// and the min of the upper map's (maps index `Body::maps`).
    AffineFor {
        lb: u32,
        ub: u32,
        lb_operands: u32,
        step: i64,
    },
    /// `scf.parallel`: operands are the lower bounds, upper bounds and
    /// steps (`dims` of each), then the initial values of the reductions;
    /// region 0 is the body (arguments: the induction variables), which
    /// holds one `scf.reduce` operand per reduction, in order.
    Parallel {
        dims: u32,
    },
    /// `scf.reduce`: combines each operand into its reduction with the
    /// region of the same position (arguments: the value so far, the
    /// operand; ends in `scf.reduce.return`).
    Reduce,
    /// `scf.reduce.return`: the combined value.
    ReduceReturn,
    /// `affine.parallel`: operands are the lower bound map's dims and
    /// symbols (`lb_operands` of them), then the upper bound map's; each map
    /// has one result per induction variable. The body's `affine.yield`
    /// gives one value per reduction, combined with `reductions`; the
    /// results start from each reduction's identity.
    AffineParallel {
        lb: u32,
        ub: u32,
        lb_operands: u32,
        steps: Box<[i64]>,
        reductions: Box<[ReduceKind]>,
    },
    /// `affine.apply` (one result), `affine.min`, `affine.max` over the
    /// map's results; operands are the map's dims, then its symbols.
    AffineApply(u32, AffineReduce),
    /// `affine.load`: operand 0 is the memref, then the map's operands; the
    /// map's results are the indices.
    AffineLoad(u32),
    /// `affine.vector_load` of a 1-D vector: operand 0 is the memref, then
    /// the map's operands; the elements from the indexed one on.
    AffineVectorLoad(u32),
    /// `affine.vector_store`: operand 0 is the vector, 1 the memref, then
    /// the map's operands.
    AffineVectorStore(u32),
    /// `affine.prefetch`: operand 0 is the memref, then the map's operands.
    /// A hint without observable effect: it lowers to nothing.
    AffinePrefetch(u32),
    /// `affine.store`: operand 0 is the value, 1 the memref, then the map's
    /// operands.
    AffineStore(u32),
}

/// The float kinds of `memref.atomic_rmw` lowered as a `cmpxchg` loop.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FloatRmw {
    /// `maximumf` (`atomicrmw fmaximum`: NaN wins, +0 above -0).
    MaximumF,
    MinimumF,
    /// `maxnumf` (`atomicrmw fmax`: `llvm.maxnum`).
    MaxNumF,
    MinNumF,
}

/// A reduction of `affine.parallel` (MLIR's `AtomicRMWKind` names).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ReduceKind {
    AddF,
    MulF,
    MaxF,
    MinF,
    AddI,
    MulI,
    MaxS,
    MinS,
    MaxU,
    MinU,
    AndI,
    OrI,
}

impl ReduceKind {
    pub const NAMES: [(&'static str, ReduceKind); 18] = [
        ("addf", ReduceKind::AddF),
        ("mulf", ReduceKind::MulF),
        ("maxf", ReduceKind::MaxF),
        ("maximumf", ReduceKind::MaxF),
        ("minf", ReduceKind::MinF),
        ("minimumf", ReduceKind::MinF),
        ("addi", ReduceKind::AddI),
        ("muli", ReduceKind::MulI),
        ("maxs", ReduceKind::MaxS),
        ("mins", ReduceKind::MinS),
        ("maxu", ReduceKind::MaxU),
        ("minu", ReduceKind::MinU),
        ("maxsi", ReduceKind::MaxS),
        ("minsi", ReduceKind::MinS),
        ("maxui", ReduceKind::MaxU),
        ("minui", ReduceKind::MinU),
        ("andi", ReduceKind::AndI),
        ("ori", ReduceKind::OrI),
    ];
    pub fn from_name(s: &str) -> Option<ReduceKind> {
        Self::NAMES.iter().find(|(n, _)| *n == s).map(|(_, k)| *k)
    }
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ReduceKind::AddF | ReduceKind::MulF | ReduceKind::MaxF | ReduceKind::MinF
        )
    }
}

/// How `affine.apply`/`min`/`max` combine the results of their map.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AffineReduce {
    /// The single result.
    Apply,
    Min,
    Max,
}

/// An affine expression over dimensions `d0..` and symbols `s0..`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AExpr {
    Dim(u32),
    Sym(u32),
    Const(i64),
    Add(Box<AExpr>, Box<AExpr>),
    Mul(Box<AExpr>, Box<AExpr>),
    /// Rounds toward negative infinity.
    FloorDiv(Box<AExpr>, Box<AExpr>),
    /// Rounds toward positive infinity.
    CeilDiv(Box<AExpr>, Box<AExpr>),
    /// Non-negative for a positive divisor.
    Mod(Box<AExpr>, Box<AExpr>),
}

/// An affine map: `(d0, ..)[s0, ..] -> (results)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineMap {
    pub dims: u32,
    pub syms: u32,
    pub results: Vec<AExpr>,
}

/// An integer set: `(d0, ..)[s0, ..] : (e >= 0, e == 0, ..)`; the flag says
/// equality.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IntegerSet {
    pub dims: u32,
    pub syms: u32,
    pub constraints: Vec<(AExpr, bool)>,
}

/// What `llvm.mlir.addressof` names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Symbol {
    Func(FuncId),
    Global(GlobalId),
}

/// A `GepTyped` index given as an operand (MLIR's `kDynamicIndex`).
pub const GEP_DYNAMIC: i32 = i32::MIN;

/// LLVM-dialect operations (which map one to one to LLVM instructions).
/// `llvm.inline_asm` (its operands are the op's).
pub type InlineAsmSpec = crate::llvm::ir::InlineAsm;

/// `atomic [syncscope("s")] ordering` of an `llvm.load` or `llvm.store`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AtomicSpec {
    pub ordering: crate::llvm::ir::Ordering,
    pub scope: Option<Box<str>>,
}

#[derive(Clone, PartialEq, Debug)]
pub enum LlvmOp {
    Bin(crate::llvm::ir::BinOp),
    FNeg,
    /// Condition code index into `llvm::ir::ICMP_NAMES`.
    ICmp(u8),
    /// Condition code index into `FPRED_NAMES`.
    FCmp(u8),
    Select,
    Cast(crate::llvm::ir::CastOp),
    Undef,
    Null,
    AddressOf(Symbol),
    /// Operand 0: the element count; `elem`: the element type when given
    /// (today's `llvm.alloca %n x T : (i64) -> !llvm.ptr`).
    Alloca {
        align: u32,
        elem: Option<TypeId>,
    },
    /// `align` 0: the type's ABI alignment.
    Load {
        volatile: bool,
        align: u32,
        /// `atomic [syncscope("s")] ordering` (MLIR 16 and later).
        atomic: Option<Box<AtomicSpec>>,
        /// The `nontemporal` unit attribute.
        nontemporal: bool,
    },
    /// Operand 0: the value, 1: the pointer.
    Store {
        volatile: bool,
        align: u32,
        atomic: Option<Box<AtomicSpec>>,
        nontemporal: bool,
    },
    /// Operand 0: the base; then the indices.
    Gep,
    /// Today's `llvm.getelementptr %p[0, %i] : (...) -> !llvm.ptr, T`: the
    /// element type and every index, `GEP_DYNAMIC` for one given as an
    /// operand (after the base, in order).
    GepTyped {
        elem: TypeId,
        idx: Box<[i32]>,
    },
    /// `llvm.mlir.zero`: the null pointer or zero of any type.
    Zero,
    Freeze,
    /// `llvm.fence [syncscope("s")] ordering`.
    Fence {
        ordering: crate::llvm::ir::Ordering,
        scope: Option<Box<str>>,
    },
    /// `llvm.atomicrmw` with another ordering than `acq_rel`, a sync scope
    /// or `volatile`: operand 0 is the pointer, 1 the value.
    AtomicRmwOrd {
        op: crate::llvm::ir::RmwOp,
        ordering: crate::llvm::ir::Ordering,
        volatile: bool,
        scope: Option<Box<str>>,
    },
    /// `llvm.atomicrmw` (acq_rel): operand 0 is the pointer, 1 the value.
    AtomicRmw(crate::llvm::ir::RmwOp),
    /// `llvm.atomicrmw fmaximum`/`fminimum`/`fmax`/`fmin` (acq_rel; LLVM 15
    /// and later): a `cmpxchg` loop (`lower/atomic.rs`).
    AtomicRmwLoop(FloatRmw),
    /// `llvm.cmpxchg`: operand 0 is the pointer, 1 the expected value, 2
    /// the new value; the result is `{T, i1}`.
    CmpXchg {
        success: crate::llvm::ir::Ordering,
        failure: crate::llvm::ir::Ordering,
        /// `weak`, `volatile`, `syncscope` (MLIR 22).
        flags: Option<Box<crate::llvm::ir::CmpXchgFlags>>,
    },
    ExtractValue(Box<[u32]>),
    /// Operand 0: the value, 1: the aggregate.
    InsertValue(Box<[u32]>),
    /// Operand 0: the vector, 1: the position.
    ExtractElement,
    /// Operand 0: the value, 1: the vector, 2: the position.
    InsertElement,
    Shuffle(Box<[i32]>),
    /// A direct call (`Some`) or through operand 0; `vararg`: the callee is
    /// variadic, with this many fixed parameters.
    Call {
        callee: Option<FuncId>,
        fixed: Option<u32>,
    },
    /// `llvm.intr.<name>`: a call of the intrinsic `llvm.<name>.<types>`.
    Intrinsic(Box<str>),
    /// `llvm.inline_asm [has_side_effects] [is_align_stack] [asm_dialect =
    /// att|intel] "asm", "constraints" %args : (T...) -> R`.
    InlineAsm(Box<InlineAsmSpec>),
    /// A generic `llvm.intr.*` of today whose immediate arguments are
    /// properties (`memcpy`'s `<{isVolatile = false}>`, `prefetch`'s
    /// `<{rw, hint, cache}>`): they follow the operands, as (bit width,
    /// value).
    IntrinsicProps {
        name: Box<str>,
        imms: Box<[(u32, i128)]>,
    },
    /// `llvm.intr.experimental.constrained.fptrunc %x <mode> ignore`: the
    /// mode indexes `llvm::ir::ROUNDING_MODES`.
    ConstrainedFPTrunc(u8),
    /// Operand 0: the value; successor 0 is the default, then one per case.
    Switch(Box<[i128]>),
    Unreachable,
    /// `llvm.intr.masked.load`/`store`/`gather`/`scatter` with their
    /// `alignment` attribute (an operand of the LLVM intrinsics before
    /// LLVM 22).
    Masked {
        op: MaskedOp,
        align: u32,
    },
}

/// The masked memory intrinsics whose alignment LLVM 22 moved from an
/// operand to an attribute.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MaskedOp {
    Load,
    Store,
    Gather,
    Scatter,
}

impl MaskedOp {
    /// The op named `llvm.intr.<name>` (`name` without the prefix).
    pub fn from_name(name: &str) -> Option<MaskedOp> {
        Some(match name {
            "masked.load" => MaskedOp::Load,
            "masked.store" => MaskedOp::Store,
            "masked.gather" => MaskedOp::Gather,
            "masked.scatter" => MaskedOp::Scatter,
            _ => return None,
        })
    }

    /// Whether it writes memory (and has no result).
    pub fn is_store(self) -> bool {
        matches!(self, MaskedOp::Store | MaskedOp::Scatter)
    }
}

impl OpKind {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            OpKind::Br
                | OpKind::CondBr
                | OpKind::Return
                | OpKind::Llvm(LlvmOp::Switch(_))
                | OpKind::Llvm(LlvmOp::Unreachable)
                | OpKind::Yield
                | OpKind::Condition
                | OpKind::ReduceReturn
        )
    }
}

#[derive(Clone, Debug)]
pub struct Op {
    pub kind: OpKind,
    /// Into `Body::uses`.
    pub operands: List,
    /// Into `Body::results`.
    pub results: List,
    /// Into `Body::succs`.
    pub succs: List,
    /// Into `Body::op_regions`.
    pub regions: List,
    /// The block the op is in.
    pub block: BlockId,
    /// The op name, for diagnostics.
    pub span: Span,
}

/// A function body: arenas and pools.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub values: Vec<ValueData>,
    pub blocks: Vec<Block>,
    /// Blocks in textual order; the first is the entry block.
    pub layout: Vec<BlockId>,
    pub ops: Vec<Op>,
    pub uses: Vec<Use>,
    pub results: Vec<ValueId>,
    pub succs: Vec<Succ>,
    pub block_args: Vec<ValueId>,
    /// Elements of vector constants (`Const::Dense`).
    pub dense: Vec<Vec<Const>>,
    /// Region 0 is the function body.
    pub regions: Vec<Region>,
    /// The blocks of each region, in textual order.
    pub region_blocks: Vec<BlockId>,
    /// The ops of each block, in textual order (an op's nested ops are
    /// created before it, so `Body::ops` itself is not in block order).
    pub op_order: Vec<OpId>,
    /// The regions of each op.
    pub op_regions: Vec<RegionId>,
    /// Affine maps of affine ops.
    pub maps: Vec<std::sync::Arc<AffineMap>>,
    /// Integer sets of `affine.if`.
    pub sets: Vec<IntegerSet>,
    /// The fast-math flags of the ops that have some (LLVM's bits, see
    /// `parse/scalar.rs`), by the start of the op's name: in source order.
    pub fastmath: Vec<(u32, u8)>,
    /// The rounding modes of the `arith.truncf` ops that have one (an
    /// index into `llvm::ir::ROUNDING_MODES`), by the start of the op's
    /// name: in source order.
    pub rounding: Vec<(u32, u8)>,
    /// The spans of the attributes a vector op's type rules point at (its
    /// positions, mask, permutation, kind, offsets, ...), by the start of
    /// the op's name, in the order the op's builder records them: read by
    /// the verifier on errors only.
    pub attr_spans: Vec<(u32, Span)>,
    /// The reassociations of `expand_shape`/`collapse_shape`, by the start
    /// of the op's name: in source order.
    pub reassoc: Vec<(u32, crate::mlir::parse::memref::Reassoc)>,
}

impl Body {
    /// The fast-math flags of the op whose name starts at `at` (0: none).
    pub fn fastmath_at(&self, at: u32) -> u8 {
        if self.fastmath.is_empty() {
            return 0;
        }
        match self.fastmath.binary_search_by_key(&at, |&(s, _)| s) {
            Ok(k) => self.fastmath[k].1,
            Err(_) => 0,
        }
    }

    /// The rounding mode of the `arith.truncf` whose name starts at `at`.
    pub fn rounding_at(&self, at: u32) -> Option<u8> {
        let k = self.rounding.binary_search_by_key(&at, |&(s, _)| s).ok()?;
        Some(self.rounding[k].1)
    }

    /// The span of the `k`-th attribute recorded for the op whose name
    /// starts at `at` (see `attr_spans`).
    pub fn attr_span_at(&self, at: u32, k: usize) -> Option<Span> {
        self.attr_spans
            .iter()
            .filter(|&&(s, _)| s == at)
            .nth(k)
            .map(|&(_, span)| span)
    }

    /// Empties the body, keeping its allocations for the next function.
    pub fn clear(&mut self) {
        self.rounding.clear();
        self.attr_spans.clear();
        self.reassoc.clear();
        self.values.clear();
        self.blocks.clear();
        self.layout.clear();
        self.ops.clear();
        self.uses.clear();
        self.results.clear();
        self.succs.clear();
        self.block_args.clear();
        self.dense.clear();
        self.regions.clear();
        self.region_blocks.clear();
        self.fastmath.clear();
        self.op_order.clear();
        self.op_regions.clear();
        self.maps.clear();
        self.sets.clear();
    }

    pub fn entry(&self) -> BlockId {
        self.layout[0]
    }
    pub fn operands(&self, op: &Op) -> &[Use] {
        op.operands.get(&self.uses)
    }
    pub fn results(&self, op: &Op) -> &[ValueId] {
        op.results.get(&self.results)
    }
    pub fn succs(&self, op: &Op) -> &[Succ] {
        op.succs.get(&self.succs)
    }
    /// The ops of block `b`, in order.
    pub fn block_ops(&self, b: BlockId) -> &[OpId] {
        self.blocks[b.index()].ops.get(&self.op_order)
    }
    /// The regions of `op`.
    pub fn regions(&self, op: &Op) -> &[RegionId] {
        op.regions.get(&self.op_regions)
    }
    /// The blocks of region `r`, the entry first.
    pub fn region_blocks(&self, r: RegionId) -> &[BlockId] {
        self.regions[r.index()].blocks.get(&self.region_blocks)
    }
    pub fn op(&self, id: OpId) -> &Op {
        &self.ops[id.index()]
    }
    pub fn args(&self, b: BlockId) -> &[ValueId] {
        self.blocks[b.index()].args.get(&self.block_args)
    }
}

/// An attribute kept on a function (`attributes {...}`), by name.
#[derive(Clone, Debug)]
pub struct NamedAttr {
    pub name: String,
    pub span: Span,
}

/// How much of a function the input has shown so far.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FuncState {
    /// Only referenced (by a call or a `constant @f`) so far.
    Referenced,
    /// Declared without a body.
    Declared,
    /// Defined with a body.
    Defined,
}

/// The initializer of a global.
#[derive(Clone, Debug)]
pub enum GlobalInit {
    /// None: the global is defined elsewhere.
    External,
    /// A constant given inline (`@g(42 : i32)`, `@s("text")`).
    Value(GlobalValue),
    /// An initializer region: its `llvm.return` gives the value.
    Region(Box<Body>),
    /// `uninitialized` (`memref.global`): an `undef` initializer.
    Undef,
}

/// An inline global initializer.
#[derive(Clone, Debug)]
pub enum GlobalValue {
    Int(i128),
    Float(u64),
    Bytes(Vec<u8>),
    /// Elements of a dense vector or array constant.
    Dense(Vec<Const>),
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub span: Span,
    pub state: FuncState,
    /// The value's type (the global is a pointer to it).
    pub ty: TypeId,
    pub linkage: crate::llvm::ir::Linkage,
    pub constant: bool,
    pub init: GlobalInit,
    pub align: u32,
    pub addr_space: u32,
    /// The memref type of a `memref.global` (its `ty` is the LLVM array).
    pub memref: Option<TypeId>,
    /// `llvm.mlir.global`'s visibility, `dso_local`, `unnamed_addr`,
    /// `thread_local_`, `section`, `comdat(...)`.
    pub sym: crate::llvm::symattr::SymAttrs,
}

/// One top-level item, as the parser hands them out.
#[derive(Copy, Clone, Debug)]
pub enum Item {
    Func(FuncId),
    Global(GlobalId),
    /// An `llvm.comdat` group (index into the parser's `comdats()`).
    Comdat(usize),
    /// `llvm.mlir.global_ctors`/`global_dtors` (index into the parser's
    /// `ctors()`).
    Ctors(usize),
}

#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    pub state: FuncState,
    /// `llvm.func` linkage (Std functions are external).
    pub linkage: crate::llvm::ir::Linkage,
    /// Variadic (`llvm.func @f(i32, ...)`).
    pub vararg: bool,
    /// An `llvm.func` (already lowered: no C wrapper is added to it).
    pub llvm: bool,
    pub name_span: Span,
    /// A `Type::Func`.
    pub ty: TypeId,
    pub private: bool,
    pub attrs: Vec<NamedAttr>,
    pub body: Option<Box<Body>>,
    /// `llvm.func`'s visibility, `dso_local`, `unnamed_addr`, `section`,
    /// `comdat(...)`.
    pub sym: crate::llvm::symattr::SymAttrs,
}

#[derive(Default)]
pub struct Module {
    pub funcs: Vec<Func>,
    pub globals: Vec<Global>,
    pub types: crate::types::Types,
}
