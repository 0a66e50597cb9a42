//! The op table of the lowering: each Std op with one result becomes one
//! LLVM instruction, an intrinsic call, or a libm call.

use super::{Cx, Fx};
use crate::diag::{Error, Result};
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir::{self as s, BinOp, CastOp, Const, UnOp};

fn bin(op: BinOp) -> Option<l::BinOp> {
    Some(match op {
        BinOp::AddI => l::BinOp::Add,
        BinOp::SubI => l::BinOp::Sub,
        BinOp::MulI => l::BinOp::Mul,
        BinOp::DivSI => l::BinOp::SDiv,
        BinOp::DivUI => l::BinOp::UDiv,
        BinOp::RemSI => l::BinOp::SRem,
        BinOp::RemUI => l::BinOp::URem,
        BinOp::And => l::BinOp::And,
        BinOp::Or => l::BinOp::Or,
        BinOp::Xor => l::BinOp::Xor,
        BinOp::Shl => l::BinOp::Shl,
        BinOp::ShrS => l::BinOp::AShr,
        BinOp::ShrU => l::BinOp::LShr,
        BinOp::AddF => l::BinOp::FAdd,
        BinOp::SubF => l::BinOp::FSub,
        BinOp::MulF => l::BinOp::FMul,
        BinOp::DivF => l::BinOp::FDiv,
        BinOp::RemF => l::BinOp::FRem,
        BinOp::CopySign => return None,
    })
}

/// The LLVM intrinsic of a unary float op (`None`: not an intrinsic).
fn intrinsic(op: UnOp) -> Option<&'static str> {
    Some(match op {
        UnOp::AbsF => "llvm.fabs",
        UnOp::CeilF => "llvm.ceil",
        UnOp::FloorF => "llvm.floor",
        UnOp::Sqrt => "llvm.sqrt",
        UnOp::Exp => "llvm.exp",
        UnOp::Exp2 => "llvm.exp2",
        UnOp::Log => "llvm.log",
        UnOp::Log2 => "llvm.log2",
        UnOp::Log10 => "llvm.log10",
        UnOp::Sin => "llvm.sin",
        UnOp::Cos => "llvm.cos",
        UnOp::NegF | UnOp::Rsqrt | UnOp::Tanh => return None,
    })
}

impl Cx<'_> {
    /// The intrinsic type suffix of a float type (`f32`, `v4f32`, ...).
    fn suffix(&self, t: Ty) -> String {
        match self.st.t.get(t) {
            l::Type::Half => "f16".into(),
            l::Type::BFloat => "bf16".into(),
            l::Type::Float => "f32".into(),
            l::Type::Double => "f64".into(),
            l::Type::Int(w) => format!("i{w}"),
            l::Type::Vector(n, e) => format!("v{n}{}", self.suffix(*e)),
            _ => "unknown".into(),
        }
    }

    /// Calls `name.<suffix>` on `args`, all of type `ty`.
    fn call_intrinsic(&mut self, fx: &mut Fx, name: &str, ty: Ty, args: &[l::Value]) -> l::Value {
        let full = format!("{name}.{}", self.suffix(ty));
        let params = vec![ty; args.len()];
        self.call_named(fx, &full, ty, &params, args)
    }

    fn call_named(
        &mut self,
        fx: &mut Fx,
        name: &str,
        ret: Ty,
        params: &[Ty],
        args: &[l::Value],
    ) -> l::Value {
        let f = self.declare(name, ret, params);
        let fn_ty = self.st.funcs[f.index()].ty;
        let args = fx.out.list(args);
        self.emit(
            fx,
            l::InstKind::Call {
                callee: l::Callee::Direct(f),
                args,
                fn_ty,
            },
            ret,
        )
    }
}

/// Lowers an op with exactly one result and no successors.
pub(super) fn lower_simple(cx: &mut Cx, fx: &mut Fx, op: &s::Op) -> Result<()> {
    let body = fx.body;
    let res = body.results(op)[0];
    let rdata = &body.values[res.index()];
    let ty = cx.ty(rdata.ty, op.span)?;
    let a = |i: usize| fx.val(&body.operands(op)[i]);
    let v = match &op.kind {
        s::OpKind::Constant(c) => match *c {
            Const::Int(v) => {
                let w = match cx.st.t.get(ty) {
                    l::Type::Int(w) => *w,
                    _ => 128,
                };
                let v = if w < 128 {
                    let sh = 128 - w;
                    (v << sh) >> sh
                } else {
                    v
                };
                fx.out.value(ty, l::ValueKind::ConstInt(v))
            }
            Const::Float(bits) => fx.out.value(ty, l::ValueKind::ConstFloat(bits)),
            Const::Func(f) => {
                cx.sync();
                let r = cx.st.fmap[f.index()];
                fx.out.value(ty, l::ValueKind::FuncAddr(r))
            }
        },
        s::OpKind::Binary(b) => {
            let (x, y) = (a(0), a(1));
            match bin(*b) {
                Some(lb) => cx.emit(fx, l::InstKind::Bin(lb, x, y), ty),
                None => cx.call_intrinsic(fx, "llvm.copysign", ty, &[x, y]),
            }
        }
        s::OpKind::Unary(u) => {
            let x = a(0);
            match u {
                UnOp::NegF => cx.emit(fx, l::InstKind::FNeg(x), ty),
                UnOp::Rsqrt => {
                    let sq = cx.call_intrinsic(fx, "llvm.sqrt", ty, &[x]);
                    let one = one_of(cx, fx, ty);
                    cx.emit(fx, l::InstKind::Bin(l::BinOp::FDiv, one, sq), ty)
                }
                UnOp::Tanh => tanh(cx, fx, ty, x),
                _ => {
                    let name = intrinsic(*u).expect("every other unary op is an intrinsic");
                    cx.call_intrinsic(fx, name, ty, &[x])
                }
            }
        }
        s::OpKind::CmpI(p) => cx.emit(fx, l::InstKind::ICmp(*p as u8, a(0), a(1)), ty),
        s::OpKind::CmpF(p) => cx.emit(fx, l::InstKind::FCmp(p.0, a(0), a(1)), ty),
        s::OpKind::Select => cx.emit(fx, l::InstKind::Select(a(0), a(1), a(2)), ty),
        s::OpKind::Cast(c) => {
            let x = a(0);
            let from = fx.out.ty(x);
            let (fw, tw) = (int_width(cx, from), int_width(cx, ty));
            let lc = match c {
                CastOp::IndexCast => {
                    if fw == tw {
                        fx.vmap[res.index()] = x;
                        return Ok(());
                    } else if tw < fw {
                        l::CastOp::Trunc
                    } else {
                        l::CastOp::SExt
                    }
                }
                CastOp::ExtSI => l::CastOp::SExt,
                CastOp::ExtUI => l::CastOp::ZExt,
                CastOp::TruncI => l::CastOp::Trunc,
                CastOp::SIToFP => l::CastOp::SIToFP,
                CastOp::UIToFP => l::CastOp::UIToFP,
                CastOp::FPToSI => l::CastOp::FPToSI,
                CastOp::FPToUI => l::CastOp::FPToUI,
                CastOp::ExtF => l::CastOp::FPExt,
                CastOp::TruncF => l::CastOp::FPTrunc,
                CastOp::Bitcast => l::CastOp::Bitcast,
            };
            cx.emit(fx, l::InstKind::Cast(lc, x), ty)
        }
        _ => {
            return Err(Error::lower(
                op.span,
                "internal error: unexpected op in lowering",
            ));
        }
    };
    fx.vmap[res.index()] = v;
    Ok(())
}

fn int_width(cx: &Cx, t: Ty) -> u32 {
    match cx.st.t.get(cx.st.t.elem(t)) {
        l::Type::Int(w) => *w,
        _ => 0,
    }
}

/// The constant 1.0 of a float type.
fn one_of(cx: &mut Cx, fx: &mut Fx, ty: Ty) -> l::Value {
    let bits = match cx.st.t.get(ty) {
        l::Type::Half => 0x3C00,
        l::Type::BFloat => 0x3F80,
        l::Type::Float => 1.0f32.to_bits() as u64,
        _ => 1.0f64.to_bits(),
    };
    fx.out.value(ty, l::ValueKind::ConstFloat(bits))
}

/// `tanh` has no LLVM intrinsic: call libm's `tanhf`/`tanh`, through f32 for
/// the 16-bit float types.
fn tanh(cx: &mut Cx, fx: &mut Fx, ty: Ty, x: l::Value) -> l::Value {
    match cx.st.t.get(ty).clone() {
        l::Type::Double => cx.call_named(fx, "tanh", ty, &[ty], &[x]),
        l::Type::Float => cx.call_named(fx, "tanhf", ty, &[ty], &[x]),
        _ => {
            let f32t = cx.st.t.intern(l::Type::Float);
            let w = cx.emit(fx, l::InstKind::Cast(l::CastOp::FPExt, x), f32t);
            let r = cx.call_named(fx, "tanhf", f32t, &[f32t], &[w]);
            cx.emit(fx, l::InstKind::Cast(l::CastOp::FPTrunc, r), ty)
        }
    }
}
