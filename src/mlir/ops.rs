//! The op table: every op name mlir2ll knows, in every accepted spelling
//! (the spec's, MLIR 13's, the modern `arith.`/`math.`/`func.`/`cf.` ones and
//! the generic `"std.x"`), mapped to one [`Spec`] that says how its custom
//! form is spelled and how it is built.

use super::ir::{BinOp, CastOp, ComplexOp, UnOp};

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
    DmaStart,
    DmaWait,
    /// An LLVM-dialect op.
    Llvm(super::parse::llvm_dialect::LSpec),
    /// A known op whose lowering is not implemented in this version.
    NotYet(&'static str),
    /// An op on tensors: must be bufferized before lowering.
    Tensor,
}

const MEMREF: &str = "this memref operation is not supported by this version of mlir2ll yet";
const VECTOR: &str = "this vector operation is not supported by this version of mlir2ll yet";

/// Looks an op name up. `std.` prefixes are accepted on every Std op.
pub fn lookup(name: &str) -> Option<Spec> {
    // The most frequent names first, without the full table.
    match name {
        "constant" | "arith.constant" => return Some(Spec::Constant),
        "addi" | "arith.addi" => return Some(Spec::Bin(BinOp::AddI)),
        "muli" | "arith.muli" => return Some(Spec::Bin(BinOp::MulI)),
        "addf" | "arith.addf" => return Some(Spec::Bin(BinOp::AddF)),
        "mulf" | "arith.mulf" => return Some(Spec::Bin(BinOp::MulF)),
        "cmpi" | "arith.cmpi" => return Some(Spec::CmpI),
        "br" | "cf.br" => return Some(Spec::Br),
        "cond_br" | "cf.cond_br" => return Some(Spec::CondBr),
        "call" | "func.call" => return Some(Spec::Call),
        "return" | "func.return" => return Some(Spec::Return),
        _ => {}
    }
    lookup_all(name)
}

fn lookup_all(name: &str) -> Option<Spec> {
    use Spec::*;
    let n = name.strip_prefix("std.").unwrap_or(name);
    Some(match n {
        "addi" | "arith.addi" => Bin(BinOp::AddI),
        "subi" | "arith.subi" => Bin(BinOp::SubI),
        "muli" | "arith.muli" => Bin(BinOp::MulI),
        "divis" | "divi_signed" | "arith.divsi" => Bin(BinOp::DivSI),
        "diviu" | "divi_unsigned" | "arith.divui" => Bin(BinOp::DivUI),
        "remis" | "remi_signed" | "arith.remsi" => Bin(BinOp::RemSI),
        "remiu" | "remi_unsigned" | "arith.remui" => Bin(BinOp::RemUI),
        "and" | "arith.andi" => Bin(BinOp::And),
        "or" | "arith.ori" => Bin(BinOp::Or),
        "xor" | "arith.xori" => Bin(BinOp::Xor),
        "shift_left" | "shli" | "arith.shli" => Bin(BinOp::Shl),
        "shift_right_signed" | "shrsi" | "arith.shrsi" => Bin(BinOp::ShrS),
        "shift_right_unsigned" | "shrui" | "arith.shrui" => Bin(BinOp::ShrU),
        "addf" | "arith.addf" => Bin(BinOp::AddF),
        "subf" | "arith.subf" => Bin(BinOp::SubF),
        "mulf" | "arith.mulf" => Bin(BinOp::MulF),
        "divf" | "arith.divf" => Bin(BinOp::DivF),
        "remf" | "arith.remf" => Bin(BinOp::RemF),
        "copysign" | "math.copysign" => Bin(BinOp::CopySign),
        "negf" | "arith.negf" => Un(UnOp::NegF),
        "absf" | "math.abs" | "math.absf" => Un(UnOp::AbsF),
        "ceilf" | "math.ceil" => Un(UnOp::CeilF),
        "floorf" | "math.floor" => Un(UnOp::FloorF),
        "sqrt" | "math.sqrt" => Un(UnOp::Sqrt),
        "rsqrt" | "math.rsqrt" => Un(UnOp::Rsqrt),
        "exp" | "math.exp" => Un(UnOp::Exp),
        "exp2" | "math.exp2" => Un(UnOp::Exp2),
        "log" | "math.log" => Un(UnOp::Log),
        "log2" | "math.log2" => Un(UnOp::Log2),
        "log10" | "math.log10" => Un(UnOp::Log10),
        "sin" | "math.sin" => Un(UnOp::Sin),
        "cos" | "math.cos" => Un(UnOp::Cos),
        "tanh" | "math.tanh" => Un(UnOp::Tanh),
        "cmpi" | "arith.cmpi" => CmpI,
        "cmpf" | "arith.cmpf" => CmpF,
        "select" | "arith.select" => Select,
        "index_cast" | "arith.index_cast" => Cast(CastOp::IndexCast),
        "sexti" | "arith.extsi" => Cast(CastOp::ExtSI),
        "zexti" | "arith.extui" => Cast(CastOp::ExtUI),
        "trunci" | "arith.trunci" => Cast(CastOp::TruncI),
        "sitofp" | "arith.sitofp" => Cast(CastOp::SIToFP),
        "uitofp" | "arith.uitofp" => Cast(CastOp::UIToFP),
        "fptosi" | "arith.fptosi" => Cast(CastOp::FPToSI),
        "fptoui" | "arith.fptoui" => Cast(CastOp::FPToUI),
        "fpext" | "arith.extf" => Cast(CastOp::ExtF),
        "fptrunc" | "arith.truncf" => Cast(CastOp::TruncF),
        "bitcast" | "arith.bitcast" => Cast(CastOp::Bitcast),
        "constant" | "arith.constant" | "func.constant" => Constant,
        "call" | "func.call" => Call,
        "call_indirect" | "func.call_indirect" => CallIndirect,
        "br" | "cf.br" | "llvm.br" => Br,
        "cond_br" | "cf.cond_br" | "llvm.cond_br" => CondBr,
        "return" | "func.return" | "llvm.return" => Return,
        "alloc" | "memref.alloc" => Alloc,
        "alloca" | "memref.alloca" => Alloca,
        "alloc_static" => AllocStatic,
        "dealloc" | "memref.dealloc" => Dealloc,
        "load" | "memref.load" => Load,
        "store" | "memref.store" => Store,
        "dim" | "memref.dim" => Dim,
        "memref_cast" | "memref.cast" => MemRefCast,
        "rank" | "memref.rank" => Rank,
        "view"
        | "subview"
        | "memref.view"
        | "memref.subview"
        | "memref.reinterpret_cast"
        | "memref.reshape" => NotYet(MEMREF),
        "dma_start" | "memref.dma_start" => DmaStart,
        "dma_wait" | "memref.dma_wait" => DmaWait,
        "splat" | "vector.splat" => Splat,
        "extract_element" | "vector.extractelement" => ExtractElement,
        "vector.insertelement" => InsertElement,
        "vector.extract" => VectorExtract,
        "vector.insert" => VectorInsert,
        "create_complex" | "complex.create" => Complex(ComplexOp::Create),
        "re" | "complex.re" => Complex(ComplexOp::Re),
        "im" | "complex.im" => Complex(ComplexOp::Im),
        "addcf" | "complex.add" => Complex(ComplexOp::Add),
        "subcf" | "complex.sub" => Complex(ComplexOp::Sub),
        "mulcf" | "complex.mul" => Complex(ComplexOp::Mul),
        "complex.abs" => Complex(ComplexOp::Abs),
        "vector.broadcast"
        | "vector.shuffle"
        | "vector.transfer_read"
        | "vector.transfer_write"
        | "vector.reduction"
        | "vector.fma"
        | "vector.contract" => NotYet(VECTOR),
        "tensor_load"
        | "tensor_store"
        | "tensor_cast"
        | "tensor.cast"
        | "tensor.extract"
        | "memref.tensor_load"
        | "memref.tensor_store"
        | "bufferization.to_tensor" => Tensor,
        _ if n.starts_with("llvm.") => Llvm(super::parse::llvm_dialect::lookup(n)?),
        _ => return None,
    })
}

/// The dialects whose ops mlir2ll accepts, for the unknown-op diagnostic.
pub const DIALECTS: &str = "std (with or without the `std.` prefix), arith, math, memref, complex, func, cf, llvm, and `vector.splat`/`vector.extract`/`vector.insert`/`vector.extractelement`/`vector.insertelement`";
