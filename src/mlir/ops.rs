//! The op-definition table: every op mlir2ll knows, declared once.
//!
//! In the spirit of MLIR's ODS and Cranelift's instruction definitions, each
//! line of the tables below names one op: its spellings (the spec's, MLIR
//! 13's `std.`/`memref.`/`math.` ones and the modern `arith.`/`func.`/`cf.`
//! ones; the generic `"std.x"` form is accepted for every Std op), its
//! syntax class (a [`Spec`]), and for the elementwise families its operand
//! type rule and its lowering. The macros expand to the op enums, the name
//! lookup and the `kind`/`lowering` functions that the parser, the verifier
//! and the lowering match on exhaustively: an op without a lowering does not
//! compile.
//!
//! Adding an op of an existing shape is one line here (plus goldens); a new
//! shape adds a [`Spec`] variant, its syntax in `parse/op.rs`, its type rule
//! in `parse/build.rs` and its lowering in `lower/`. See `src/README.md`.

use crate::llvm::ir::{BinOp as LBin, CastOp as LCast};
use std::sync::OnceLock;

/// What the operands of an elementwise op may be (scalars, or vectors of
/// them).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Operands {
    /// Signless integers or `index`.
    Int,
    /// Floats.
    Float,
}

/// How an elementwise binary op lowers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BinLowering {
    /// One LLVM instruction.
    Inst(LBin),
    /// A call of the overloaded intrinsic `name.<type suffix>`.
    Intrinsic(&'static str),
    /// A short sequence of instructions (`lower/arith.rs`).
    Expand(Expand),
}

/// Ops that lower to a short sequence of LLVM instructions, as MLIR 22's
/// `--convert-arith-to-llvm`/`--convert-math-to-llvm` expand them
/// (`lower/arith.rs`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Expand {
    /// NaN if either is NaN, else the larger (+0 above -0).
    MaximumF,
    MinimumF,
    CeilDivSI,
    CeilDivUI,
    FloorDivSI,
    /// libm `atan2`/`atan2f`.
    Atan2,
    /// `exp(x) - 1`.
    Expm1,
    /// `log(1 + x)`.
    Log1p,
    /// `llvm.ctlz(x, false)`.
    Ctlz,
    /// `llvm.cttz(x, false)`.
    Cttz,
    /// `llvm.abs(x, false)`.
    AbsI,
}

/// How an elementwise unary op lowers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum UnLowering {
    /// `fneg`.
    FNeg,
    /// A call of the overloaded intrinsic `name.<type suffix>`.
    Intrinsic(&'static str),
    /// `1 / sqrt(x)`.
    Rsqrt,
    /// A call of the libm function (`tanhf` for f32, `tanh` for f64).
    Libm(&'static str),
    /// A short sequence of instructions (`lower/arith.rs`).
    Expand(Expand),
}

/// How a cast lowers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastLowering {
    /// One LLVM cast instruction.
    Inst(LCast),
    /// Between integers and `index`: `trunc`, `sext` or nothing, by width.
    IndexCast,
    /// Between integers and `index`: `trunc`, `zext` or nothing, by width.
    IndexCastUI,
}

/// What a cast accepts (the type rule checked by the parser's builder).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastRule {
    /// Integer or index to integer or index, one side being index.
    Index,
    /// Integer to a wider integer.
    IntWiden,
    /// Integer to a narrower integer.
    IntNarrow,
    /// Integer to float.
    IntToFloat,
    /// Float to integer.
    FloatToInt,
    /// Float to a wider float.
    FloatWiden,
    /// Float to a narrower float.
    FloatNarrow,
    /// Same bit width, int and float.
    Bitcast,
}

/// Declares an op family: the enum, its table of spellings, and one
/// exhaustive function per further column.
macro_rules! family {
    (
        $(#[$meta:meta])*
        $Enum:ident {
            $( $V:ident : ($($col:expr),*) [$($name:literal),+] ),* $(,)?
        }
        columns: ($($f:ident -> $T:ty),*)
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub enum $Enum { $($V),* }

        impl $Enum {
            /// Every op of the family with its spellings.
            pub const ALL: &'static [($Enum, &'static [&'static str])] =
                &[$(($Enum::$V, &[$($name),+])),*];
            family!(@cols $Enum [$($f -> $T),*] [$($V ($($col),*))*]);
        }
    };
    (@cols $Enum:ident [] [$($rest:tt)*]) => {};
    (@cols $Enum:ident [$f:ident -> $T:ty $(, $fs:ident -> $Ts:ty)*]
           [$($V:ident ($c:expr $(, $cs:expr)*))*]) => {
        #[allow(unused_imports)]
        pub fn $f(self) -> $T {
            use BinLowering as B; use UnLowering as U; use CastLowering as C;
            use CastRule as R; use Operands::*; use Dialect::*; use Expand as X;
            match self { $($Enum::$V => $c),* }
        }
        family!(@cols $Enum [$($fs -> $Ts),*] [$($V ($($cs),*))*]);
    };
}

family! {
    /// Elementwise binary ops: `%r = op %a, %b : T`.
    BinOp {
        AddI:     (Int,   B::Inst(LBin::Add))   ["addi", "arith.addi"],
        SubI:     (Int,   B::Inst(LBin::Sub))   ["subi", "arith.subi"],
        MulI:     (Int,   B::Inst(LBin::Mul))   ["muli", "arith.muli"],
        DivSI:    (Int,   B::Inst(LBin::SDiv))  ["divis", "divi_signed", "arith.divsi"],
        DivUI:    (Int,   B::Inst(LBin::UDiv))  ["diviu", "divi_unsigned", "arith.divui"],
        RemSI:    (Int,   B::Inst(LBin::SRem))  ["remis", "remi_signed", "arith.remsi"],
        RemUI:    (Int,   B::Inst(LBin::URem))  ["remiu", "remi_unsigned", "arith.remui"],
        And:      (Int,   B::Inst(LBin::And))   ["and", "arith.andi"],
        Or:       (Int,   B::Inst(LBin::Or))    ["or", "arith.ori"],
        Xor:      (Int,   B::Inst(LBin::Xor))   ["xor", "arith.xori"],
        Shl:      (Int,   B::Inst(LBin::Shl))   ["shift_left", "shli", "arith.shli"],
        ShrS:     (Int,   B::Inst(LBin::AShr))  ["shift_right_signed", "shrsi", "arith.shrsi"],
        ShrU:     (Int,   B::Inst(LBin::LShr))  ["shift_right_unsigned", "shrui", "arith.shrui"],
        AddF:     (Float, B::Inst(LBin::FAdd))  ["addf", "arith.addf"],
        SubF:     (Float, B::Inst(LBin::FSub))  ["subf", "arith.subf"],
        MulF:     (Float, B::Inst(LBin::FMul))  ["mulf", "arith.mulf"],
        DivF:     (Float, B::Inst(LBin::FDiv))  ["divf", "arith.divf"],
        RemF:     (Float, B::Inst(LBin::FRem))  ["remf", "arith.remf"],
        CopySign: (Float, B::Intrinsic("llvm.copysign")) ["copysign", "math.copysign"],
        MaxSI:    (Int,   B::Intrinsic("llvm.smax")) ["arith.maxsi"],
        MaxUI:    (Int,   B::Intrinsic("llvm.umax")) ["arith.maxui"],
        MinSI:    (Int,   B::Intrinsic("llvm.smin")) ["arith.minsi"],
        MinUI:    (Int,   B::Intrinsic("llvm.umin")) ["arith.minui"],
        MaxNumF:  (Float, B::Intrinsic("llvm.maxnum")) ["arith.maxnumf"],
        MinNumF:  (Float, B::Intrinsic("llvm.minnum")) ["arith.minnumf"],
        PowF:     (Float, B::Intrinsic("llvm.pow")) ["math.powf"],
        MaximumF: (Float, B::Expand(X::MaximumF)) ["arith.maximumf", "arith.maxf"],
        MinimumF: (Float, B::Expand(X::MinimumF)) ["arith.minimumf", "arith.minf"],
        CeilDivSI: (Int,  B::Expand(X::CeilDivSI)) ["ceildivi_signed", "arith.ceildivsi"],
        CeilDivUI: (Int,  B::Expand(X::CeilDivUI)) ["arith.ceildivui"],
        FloorDivSI: (Int, B::Expand(X::FloorDivSI)) ["floordivi_signed", "arith.floordivsi"],
        Atan2:    (Float, B::Expand(X::Atan2)) ["math.atan2"],
    }
    columns: (operands -> Operands, lowering -> BinLowering)
}

family! {
    /// Elementwise unary ops: `%r = op %a : T`.
    UnOp {
        NegF:   (Float, U::FNeg)                   ["negf", "arith.negf"],
        AbsF:   (Float, U::Intrinsic("llvm.fabs")) ["absf", "math.abs", "math.absf"],
        CeilF:  (Float, U::Intrinsic("llvm.ceil")) ["ceilf", "math.ceil"],
        FloorF: (Float, U::Intrinsic("llvm.floor")) ["floorf", "math.floor"],
        Sqrt:   (Float, U::Intrinsic("llvm.sqrt")) ["sqrt", "math.sqrt"],
        Rsqrt:  (Float, U::Rsqrt)                  ["rsqrt", "math.rsqrt"],
        Exp:    (Float, U::Intrinsic("llvm.exp"))  ["exp", "math.exp"],
        Exp2:   (Float, U::Intrinsic("llvm.exp2")) ["exp2", "math.exp2"],
        Log:    (Float, U::Intrinsic("llvm.log"))  ["log", "math.log"],
        Log2:   (Float, U::Intrinsic("llvm.log2")) ["log2", "math.log2"],
        Log10:  (Float, U::Intrinsic("llvm.log10")) ["log10", "math.log10"],
        Sin:    (Float, U::Intrinsic("llvm.sin"))  ["sin", "math.sin"],
        Cos:    (Float, U::Intrinsic("llvm.cos"))  ["cos", "math.cos"],
        Tanh:   (Float, U::Libm("tanh"))           ["tanh", "math.tanh"],
        Round:  (Float, U::Intrinsic("llvm.round")) ["math.round"],
        RoundEven: (Float, U::Intrinsic("llvm.roundeven")) ["math.roundeven"],
        Trunc:  (Float, U::Intrinsic("llvm.trunc")) ["math.trunc"],
        Atan:   (Float, U::Libm("atan"))           ["math.atan"],
        Tan:    (Float, U::Libm("tan"))            ["math.tan"],
        Sinh:   (Float, U::Libm("sinh"))           ["math.sinh"],
        Cosh:   (Float, U::Libm("cosh"))           ["math.cosh"],
        Asin:   (Float, U::Libm("asin"))           ["math.asin"],
        Acos:   (Float, U::Libm("acos"))           ["math.acos"],
        Erf:    (Float, U::Libm("erf"))            ["math.erf"],
        Cbrt:   (Float, U::Libm("cbrt"))           ["math.cbrt"],
        CtPop:  (Int,   U::Intrinsic("llvm.ctpop")) ["math.ctpop"],
        Expm1:  (Float, U::Expand(X::Expm1))       ["math.expm1"],
        Log1p:  (Float, U::Expand(X::Log1p))       ["math.log1p"],
        Ctlz:   (Int,   U::Expand(X::Ctlz))        ["math.ctlz"],
        Cttz:   (Int,   U::Expand(X::Cttz))        ["math.cttz"],
        AbsI:   (Int,   U::Expand(X::AbsI))        ["math.absi"],
    }
    columns: (operands -> Operands, lowering -> UnLowering)
}

family! {
    /// Casts: `%r = op %a : T to U`.
    CastOp {
        IndexCast: (R::Index,       C::IndexCast)          ["index_cast", "arith.index_cast"],
        IndexCastUI: (R::Index,     C::IndexCastUI)        ["arith.index_castui"],
        ExtSI:     (R::IntWiden,    C::Inst(LCast::SExt))   ["sexti", "arith.extsi"],
        ExtUI:     (R::IntWiden,    C::Inst(LCast::ZExt))   ["zexti", "arith.extui"],
        TruncI:    (R::IntNarrow,   C::Inst(LCast::Trunc))  ["trunci", "arith.trunci"],
        SIToFP:    (R::IntToFloat,  C::Inst(LCast::SIToFP)) ["sitofp", "arith.sitofp"],
        UIToFP:    (R::IntToFloat,  C::Inst(LCast::UIToFP)) ["uitofp", "arith.uitofp"],
        FPToSI:    (R::FloatToInt,  C::Inst(LCast::FPToSI)) ["fptosi", "arith.fptosi"],
        FPToUI:    (R::FloatToInt,  C::Inst(LCast::FPToUI)) ["fptoui", "arith.fptoui"],
        ExtF:      (R::FloatWiden,  C::Inst(LCast::FPExt))  ["fpext", "arith.extf"],
        TruncF:    (R::FloatNarrow, C::Inst(LCast::FPTrunc)) ["fptrunc", "arith.truncf"],
        Bitcast:   (R::Bitcast,     C::Inst(LCast::Bitcast)) ["bitcast", "arith.bitcast"],
    }
    columns: (rule -> CastRule, lowering -> CastLowering)
}

/// The syntax and type shape of a complex op (`parse/complex.rs`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CShape {
    /// Two floats to a complex number.
    Create,
    /// A complex number to a float (`re`, `im`, `abs`, `angle`).
    Part,
    /// A complex number to one of the same type.
    Unary,
    /// Two complex numbers to one of the same type.
    Binary,
    /// Two complex numbers to an `i1`.
    Compare,
    /// `[re, im] : complex<T>`.
    Constant,
    /// `%z, %n : complex<T>, iN`: a complex number and an integer to a
    /// complex number.
    PowI,
    /// `%x : T to U`, one of them complex, of the same bit width.
    Bitcast,
}

family! {
    /// Complex-number ops (the spec's and the `complex` dialect's), lowered
    /// in `lower/complex.rs` with MLIR 22's `-convert-complex-to-standard`
    /// formulas.
    ComplexOp {
        Create:   (CShape::Create)   ["create_complex", "complex.create"],
        Re:       (CShape::Part)     ["re", "complex.re"],
        Im:       (CShape::Part)     ["im", "complex.im"],
        Abs:      (CShape::Part)     ["complex.abs"],
        Angle:    (CShape::Part)     ["complex.angle"],
        Add:      (CShape::Binary)   ["addcf", "complex.add"],
        Sub:      (CShape::Binary)   ["subcf", "complex.sub"],
        Mul:      (CShape::Binary)   ["mulcf", "complex.mul"],
        Div:      (CShape::Binary)   ["complex.div"],
        Pow:      (CShape::Binary)   ["complex.pow"],
        PowI:     (CShape::PowI)     ["complex.powi"],
        Neg:      (CShape::Unary)    ["complex.neg"],
        Conj:     (CShape::Unary)    ["complex.conj"],
        Exp:      (CShape::Unary)    ["complex.exp"],
        Log:      (CShape::Unary)    ["complex.log"],
        Log1p:    (CShape::Unary)    ["complex.log1p"],
        Expm1:    (CShape::Unary)    ["complex.expm1"],
        Sin:      (CShape::Unary)    ["complex.sin"],
        Cos:      (CShape::Unary)    ["complex.cos"],
        Tan:      (CShape::Unary)    ["complex.tan"],
        Tanh:     (CShape::Unary)    ["complex.tanh"],
        Sqrt:     (CShape::Unary)    ["complex.sqrt"],
        Rsqrt:    (CShape::Unary)    ["complex.rsqrt"],
        Sign:     (CShape::Unary)    ["complex.sign"],
        Eq:       (CShape::Compare)  ["complex.eq"],
        Neq:      (CShape::Compare)  ["complex.neq"],
        Constant: (CShape::Constant) ["complex.constant"],
        Bitcast:  (CShape::Bitcast)  ["complex.bitcast"],
    }
    columns: (shape -> CShape)
}

family! {
    /// Memref globals and views: syntax and type rules in `parse/memref.rs`,
    /// lowering in `lower/memref_view.rs`.
    MemRefOp {
        GetGlobal:       () ["memref.get_global", "get_global_memref"],
        SubView:         () ["subview", "memref.subview"],
        ReinterpretCast: () ["memref.reinterpret_cast"],
        View:            () ["view", "memref.view"],
        Transpose:       () ["memref.transpose"],
        ExpandShape:     () ["memref.expand_shape"],
        CollapseShape:   () ["memref.collapse_shape"],
        StridedMetadata: () ["memref.extract_strided_metadata"],
        AlignedPointer:  () ["memref.extract_aligned_pointer_as_index"],
        AssumeAlignment: () ["assume_alignment", "memref.assume_alignment"],
        Copy:            () ["memref.copy"],
        ShapeReshape:    () ["memref.reshape"],
        Realloc:         () ["memref.realloc"],
    }
    columns: ()
}

family! {
    /// Scalar ops of their own shapes: syntax and type rules in
    /// `parse/scalar.rs`, lowering in `lower/arith.rs`.
    ScalarOp {
        Fma:           () ["fmaf", "math.fma"],
        FPowI:         () ["math.fpowi"],
        IPowI:         () ["math.ipowi"],
        IsNan:         () ["math.isnan"],
        IsInf:         () ["math.isinf"],
        IsFinite:      () ["math.isfinite"],
        AddUIExtended: () ["arith.addui_extended"],
        MulSIExtended: () ["arith.mulsi_extended"],
        MulUIExtended: () ["arith.mului_extended"],
        Switch:        () ["switch", "cf.switch"],
        Assert:        () ["assert", "cf.assert"],
        Poison:        () ["ub.poison"],
        UnrealizedCast: () ["builtin.unrealized_conversion_cast", "unrealized_conversion_cast"],
        SizeOf:        () ["index.sizeof"],
    }
    columns: ()
}

family! {
    /// The `index` dialect ops that are arith ops on `index` in another
    /// syntax (`parse/index.rs`); the binary ones name their [`BinOp`].
    IndexOp {
        Add:       (Some(BinOp::AddI))       ["index.add"],
        Sub:       (Some(BinOp::SubI))       ["index.sub"],
        Mul:       (Some(BinOp::MulI))       ["index.mul"],
        DivS:      (Some(BinOp::DivSI))      ["index.divs"],
        DivU:      (Some(BinOp::DivUI))      ["index.divu"],
        CeilDivS:  (Some(BinOp::CeilDivSI))  ["index.ceildivs"],
        CeilDivU:  (Some(BinOp::CeilDivUI))  ["index.ceildivu"],
        FloorDivS: (Some(BinOp::FloorDivSI)) ["index.floordivs"],
        RemS:      (Some(BinOp::RemSI))      ["index.rems"],
        RemU:      (Some(BinOp::RemUI))      ["index.remu"],
        MaxS:      (Some(BinOp::MaxSI))      ["index.maxs"],
        MaxU:      (Some(BinOp::MaxUI))      ["index.maxu"],
        MinS:      (Some(BinOp::MinSI))      ["index.mins"],
        MinU:      (Some(BinOp::MinUI))      ["index.minu"],
        Shl:       (Some(BinOp::Shl))        ["index.shl"],
        ShrS:      (Some(BinOp::ShrS))       ["index.shrs"],
        ShrU:      (Some(BinOp::ShrU))       ["index.shru"],
        And:       (Some(BinOp::And))        ["index.and"],
        Or:        (Some(BinOp::Or))         ["index.or"],
        Xor:       (Some(BinOp::Xor))        ["index.xor"],
        Cmp:          (None) ["index.cmp"],
        Constant:     (None) ["index.constant"],
        BoolConstant: (None) ["index.bool.constant"],
        CastS:        (None) ["index.casts"],
        CastU:        (None) ["index.castu"],
    }
    columns: (bin -> Option<BinOp>)
}

/// Which dialect's file parses and checks a structured op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Dialect {
    Scf,
    Affine,
}

family! {
    /// The structured ops: syntax and type rules in `parse/scf.rs` and
    /// `parse/affine.rs`, lowering to branches in `lower/scf.rs`.
    Structured {
        Yield:            (false, Scf)    ["scf.yield", "affine.yield", "memref.alloca_scope.return", "memref.atomic_yield", "atomic_yield"],
        Condition:        (false, Scf)    ["scf.condition"],
        ScfFor:           (true,  Scf)    ["scf.for"],
        ScfParallel:      (true,  Scf)    ["scf.parallel"],
        Reduce:           (true,  Scf)    ["scf.reduce"],
        ReduceReturn:     (false, Scf)    ["scf.reduce.return"],
        ScfIf:            (true,  Scf)    ["scf.if"],
        ScfWhile:         (true,  Scf)    ["scf.while"],
        ExecuteRegion:    (true,  Scf)    ["scf.execute_region"],
        AllocaScope:      (true,  Scf)    ["memref.alloca_scope"],
        GenericAtomicRmw: (true,  Scf)    ["memref.generic_atomic_rmw", "generic_atomic_rmw"],
        IndexSwitch:      (true,  Scf)    ["scf.index_switch"],
        AffineFor:        (true,  Affine) ["affine.for"],
        AffineParallel:   (true,  Affine) ["affine.parallel"],
        AffineIf:         (true,  Affine) ["affine.if"],
        AffineApply:      (false, Affine) ["affine.apply"],
        AffineMin:        (false, Affine) ["affine.min"],
        AffineMax:        (false, Affine) ["affine.max"],
        AffineLoad:       (false, Affine) ["affine.load"],
        AffineStore:      (false, Affine) ["affine.store"],
        AffinePrefetch:   (false, Affine) ["affine.prefetch"],
        AffineVectorLoad: (false, Affine) ["affine.vector_load"],
        AffineVectorStore:(false, Affine) ["affine.vector_store"],
    }
    columns: (has_regions -> bool, dialect -> Dialect)
}

/// The syntax class of an op: how its custom form is spelled and which
/// builder checks it (`parse/op.rs`, `parse/build.rs`).
#[derive(Copy, Clone, Debug)]
pub enum Spec {
    Bin(BinOp),
    Un(UnOp),
    CmpI,
    CmpF,
    Select,
    Cast(CastOp),
    Constant,
    Call,
    CallIndirect,
    Br,
    CondBr,
    Return,
    Alloc,
    Alloca,
    AllocStatic,
    Dealloc,
    Load,
    Store,
    Dim,
    Rank,
    MemRefCast,
    Splat,
    ExtractElement,
    InsertElement,
    VectorExtract,
    VectorInsert,
    Complex(ComplexOp),
    /// Scalar ops of their own shapes (`parse/scalar.rs`).
    Scalar(ScalarOp),
    /// The `index` dialect's arith-like ops (`parse/index.rs`).
    Index(IndexOp),
    /// A `vector` op of `parse/vector.rs`.
    Vector(super::parse::vector::VSpec),
    DmaStart,
    DmaWait,
    /// A memref view or global op (its own table, [`MemRefOp`]).
    MemRef(MemRefOp),
    /// An `scf` or `affine` op (its own table, [`Structured`]).
    Structured(Structured),
    /// An LLVM-dialect op (its own table: `parse/llvm_dialect.rs`).
    Llvm(super::parse::llvm_dialect::LSpec),
    /// `memref.atomic_rmw` / MLIR 13's `atomic_rmw` (`parse/atomic.rs`).
    AtomicRmw,
    /// A known op whose lowering is not implemented in this version.
    NotYet(&'static str),
    /// An op on tensors: must be bufferized before lowering.
    Tensor,
}

impl Spec {
    /// Whether the op owns regions.
    pub fn has_regions(self) -> bool {
        matches!(self, Spec::Structured(s) if s.has_regions())
    }
}

const AFFINE_DMA: &str = "affine DMA ops are not supported: MLIR lowers them to `memref.dma_start`/`memref.dma_wait`, which it cannot lower to LLVM either; write the copy as a loop (or use mlir2ll's `memref.dma_start`, which copies synchronously)";
const VECTOR: &str = "this vector operation is not supported by this version of mlir2ll yet";

/// The ops of one syntax class each, with their spellings.
const SINGLES: &[(Spec, &[&str])] = &[
    (Spec::CmpI, &["cmpi", "arith.cmpi"]),
    (Spec::CmpF, &["cmpf", "arith.cmpf"]),
    (Spec::Select, &["select", "arith.select"]),
    (
        Spec::Constant,
        &["constant", "arith.constant", "func.constant"],
    ),
    (Spec::Call, &["call", "func.call"]),
    (Spec::CallIndirect, &["call_indirect", "func.call_indirect"]),
    (Spec::Br, &["br", "cf.br", "llvm.br"]),
    (Spec::CondBr, &["cond_br", "cf.cond_br", "llvm.cond_br"]),
    (Spec::Return, &["return", "func.return", "llvm.return"]),
    (Spec::Alloc, &["alloc", "memref.alloc"]),
    (Spec::Alloca, &["alloca", "memref.alloca"]),
    (Spec::AllocStatic, &["alloc_static"]),
    (Spec::Dealloc, &["dealloc", "memref.dealloc"]),
    (Spec::Load, &["load", "memref.load"]),
    (Spec::Store, &["store", "memref.store"]),
    (Spec::Dim, &["dim", "memref.dim"]),
    (Spec::MemRefCast, &["memref_cast", "memref.cast"]),
    (Spec::Rank, &["rank", "memref.rank"]),
    (Spec::DmaStart, &["dma_start", "memref.dma_start"]),
    (Spec::DmaWait, &["dma_wait", "memref.dma_wait"]),
    (Spec::Splat, &["splat", "vector.splat"]),
    (
        Spec::ExtractElement,
        &["extract_element", "vector.extractelement"],
    ),
    (Spec::InsertElement, &["vector.insertelement"]),
    (Spec::VectorExtract, &["vector.extract"]),
    (Spec::VectorInsert, &["vector.insert"]),
    (Spec::AtomicRmw, &["memref.atomic_rmw", "atomic_rmw"]),
    (
        Spec::NotYet(AFFINE_DMA),
        &["affine.dma_start", "affine.dma_wait"],
    ),
    (
        Spec::NotYet(VECTOR),
        &[
            "vector.scan",
            "vector.mask",
            "vector.matrix_multiply",
            "vector.flat_transpose",
            "vector.interleave",
            "vector.deinterleave",
        ],
    ),
    (
        Spec::Tensor,
        &[
            "tensor_load",
            "tensor_store",
            "tensor_cast",
            "tensor.cast",
            "tensor.extract",
            "memref.tensor_load",
            "memref.tensor_store",
            "bufferization.to_tensor",
        ],
    ),
];

/// Every spelling of every op in the tables above, built once: open
/// addressing over a power-of-two array, hashed from the name's first and
/// last 8 bytes and its length (no loop over the bytes; names that share a
/// dialect prefix differ at the end). Those two words and the length are
/// the whole name when it has at most 16 bytes, so a probe compares three
/// integers (no `memcmp` call) for every name but the longer ones.
struct OpTable {
    slots: Vec<Option<Slot>>,
    mask: usize,
}

#[derive(Copy, Clone)]
struct Slot {
    key: (u64, u64, usize),
    name: &'static str,
    spec: Spec,
}

impl OpTable {
    /// The first and last 8 bytes (4 for shorter names, all of them for
    /// names under 4 bytes) and the length.
    #[inline]
    fn key(name: &[u8]) -> (u64, u64, usize) {
        // Fixed-size loads only (a variable-length copy is a `memcpy` call
        // per lookup).
        let n = name.len();
        let w8 = |b: &[u8]| u64::from_le_bytes(b.try_into().unwrap_or([0; 8]));
        let w4 = |b: &[u8]| u64::from(u32::from_le_bytes(b.try_into().unwrap_or([0; 4])));
        if n >= 8 {
            (w8(&name[..8]), w8(&name[n - 8..]), n)
        } else if n >= 4 {
            (w4(&name[..4]), w4(&name[n - 4..]), n)
        } else {
            (name.iter().fold(0u64, |w, &c| w << 8 | u64::from(c)), 0, n)
        }
    }

    #[inline]
    fn hash((first, last, n): (u64, u64, usize)) -> usize {
        let h = (first ^ last.rotate_left(29) ^ n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> 40) as usize
    }

    #[inline]
    fn get(&self, name: &str) -> Option<Spec> {
        let key = Self::key(name.as_bytes());
        let mut i = Self::hash(key) & self.mask;
        loop {
            match &self.slots[i] {
                Some(s) if s.key == key && (key.2 <= 16 || s.name == name) => return Some(s.spec),
                Some(_) => i = (i + 1) & self.mask,
                None => return None,
            }
        }
    }

    fn insert(&mut self, name: &'static str, spec: Spec) {
        let key = Self::key(name.as_bytes());
        let mut i = Self::hash(key) & self.mask;
        while let Some(s) = self.slots[i] {
            debug_assert!(s.name != name, "`{name}` is in the op table twice");
            i = (i + 1) & self.mask;
        }
        self.slots[i] = Some(Slot { key, name, spec });
    }
}

fn table() -> &'static OpTable {
    static TABLE: OnceLock<OpTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut names: Vec<(&'static str, Spec)> = Vec::new();
        let mut add = |list: &[&'static str], spec: Spec| {
            names.extend(list.iter().map(|n| (*n, spec)));
        };
        for (op, list) in BinOp::ALL {
            add(list, Spec::Bin(*op));
        }
        for (op, list) in UnOp::ALL {
            add(list, Spec::Un(*op));
        }
        for (op, list) in CastOp::ALL {
            add(list, Spec::Cast(*op));
        }
        for (op, list) in ComplexOp::ALL {
            add(list, Spec::Complex(*op));
        }
        for (op, list) in super::parse::vector::VSpec::ALL {
            add(list, Spec::Vector(*op));
        }
        for (op, list) in Structured::ALL {
            add(list, Spec::Structured(*op));
        }
        for (op, list) in MemRefOp::ALL {
            add(list, Spec::MemRef(*op));
        }
        for (op, list) in ScalarOp::ALL {
            add(list, Spec::Scalar(*op));
        }
        for (op, list) in IndexOp::ALL {
            add(list, Spec::Index(*op));
        }
        for (spec, list) in SINGLES {
            add(list, *spec);
        }
        // At most a quarter full: probes stay short.
        let size =
            ((names.len() + super::parse::llvm_dialect::NAMES.len()) * 4).next_power_of_two();
        let mut t = OpTable {
            slots: vec![None; size],
            mask: size - 1,
        };
        for (n, spec) in names {
            t.insert(n, spec);
        }
        // The LLVM dialect's ops, as `lookup_prefixed` would find them
        // (a name the table has already keeps its entry).
        for &n in super::parse::llvm_dialect::NAMES {
            if t.get(n).is_none()
                && let Some(ls) = super::parse::llvm_dialect::lookup(n)
            {
                t.insert(n, Spec::Llvm(ls));
            }
        }
        t
    })
}

/// Looks an op name up. `std.` prefixes are accepted on every Std op.
#[inline]
pub fn lookup(name: &str) -> Option<Spec> {
    match table().get(name) {
        Some(s) => Some(s),
        None => lookup_prefixed(name),
    }
}

/// `lookup` of a name not in the table as it is written.
#[inline(never)]
fn lookup_prefixed(name: &str) -> Option<Spec> {
    let t = table();
    let n = name.strip_prefix("std.").unwrap_or(name);
    if let Some(s) = t.get(n) {
        return Some(s);
    }
    if n.starts_with("llvm.") {
        return Some(Spec::Llvm(super::parse::llvm_dialect::lookup(n)?));
    }
    None
}

/// The known op closest to the unknown `name`, for a "did you mean": the
/// spelling at the smallest edit distance (at most a third of the name's
/// length, within the same dialect), unless another dialect has an op of
/// exactly this name after the dot (`arith.sqrt` -> `math.sqrt`) and the
/// closest spelling is more than one edit away.
pub fn suggest(name: &str) -> Option<&'static str> {
    let (dialect, rest) = name.split_once('.').unwrap_or(("", name));
    let limit = (name.len() / 3).max(1);
    let mut best: Option<(usize, &'static str)> = None;
    let mut same_rest = None;
    for Slot { name: cand, .. } in table().slots.iter().flatten() {
        let (cd, cr) = cand.split_once('.').unwrap_or(("", cand));
        if cr == rest && cd != dialect && !cd.is_empty() && same_rest.is_none() {
            same_rest = Some(*cand);
        }
        if cd != dialect && cr != rest {
            continue;
        }
        let d = crate::diag::edit_distance(name.as_bytes(), cand.as_bytes(), limit);
        if d <= limit && best.is_none_or(|(bd, bc)| (d, *cand) < (bd, bc)) {
            best = Some((d, cand));
        }
    }
    match best {
        Some((d, c)) if d <= 1 || same_rest.is_none() => Some(c),
        _ => same_rest,
    }
}

/// The dialects whose ops mlir2ll accepts, for the unknown-op diagnostic.
pub const DIALECTS: &str = "std (with or without the `std.` prefix), arith, math, memref, complex, func, cf, scf, affine, llvm, and vector (`splat`, `extract`, `insert`, `extractelement`, `insertelement`, `print`, `broadcast`, `shuffle`, `fma`, `reduction`, `from_elements`, `step`, `transpose`, `shape_cast`, `load`, `store`, `maskedload`, `maskedstore`, `gather`, `scatter`, `expandload`, `compressstore`, `create_mask`, `constant_mask`, `transfer_read`, `transfer_write`, `outerproduct`, `contract`, `multi_reduction`, `extract_strided_slice`, `insert_strided_slice`, `bitcast`, `type_cast`)";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_is_found() {
        let total = BinOp::ALL.len() + UnOp::ALL.len() + CastOp::ALL.len();
        assert_eq!(total, 32 + 31 + 12);
        for (op, names) in BinOp::ALL {
            for n in *names {
                assert!(matches!(lookup(n), Some(Spec::Bin(o)) if o == *op), "{n}");
                let std = format!("std.{n}");
                assert!(matches!(lookup(&std), Some(Spec::Bin(o)) if o == *op));
            }
        }
        assert!(matches!(
            lookup("math.copysign"),
            Some(Spec::Bin(BinOp::CopySign))
        ));
        for (op, names) in Structured::ALL {
            for n in *names {
                assert!(
                    matches!(lookup(n), Some(Spec::Structured(o)) if o == *op),
                    "{n}"
                );
            }
        }
        for (op, names) in MemRefOp::ALL {
            for n in *names {
                assert!(
                    matches!(lookup(n), Some(Spec::MemRef(o)) if o == *op),
                    "{n}"
                );
            }
        }
        for (op, names) in ComplexOp::ALL {
            for n in *names {
                assert!(
                    matches!(lookup(n), Some(Spec::Complex(o)) if o == *op),
                    "{n}"
                );
            }
        }
        assert!(matches!(
            lookup("std.subview"),
            Some(Spec::MemRef(MemRefOp::SubView))
        ));
        assert_eq!(ComplexOp::ALL.len(), 28);
        assert!(lookup("arith.nonsense").is_none());
        assert_eq!(suggest("arith.addii"), Some("arith.addi"));
        assert_eq!(suggest("arith.sqrt"), Some("math.sqrt"));
        assert_eq!(suggest("scf.fro"), Some("scf.for"));
        assert_eq!(suggest("memref.laod"), Some("memref.load"));
        assert_eq!(suggest("foo.bar"), None);
        assert!(matches!(lookup("llvm.add"), Some(Spec::Llvm(_))));
    }
}
