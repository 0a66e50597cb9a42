//! Modules built by hand, covering what the goldens do not (globals,
//! switches, variadic calls, odd constants), written with both writers.
//! Where MLIR 13 and clang are installed, the MLIR text must parse and
//! translate, and the program must print what the `.ll` writer's does.

use super::*;
use std::process::Command;

/// A module under construction.
struct M {
    t: Types,
    funcs: Vec<Func>,
    globals: Vec<Global>,
}

impl M {
    fn new() -> M {
        M {
            t: Types::new(),
            funcs: Vec::new(),
            globals: Vec::new(),
        }
    }
    fn fn_ty(&mut self, ret: Ty, params: &[Ty], vararg: bool) -> Ty {
        self.t.intern(Type::Func {
            ret,
            params: params.into(),
            vararg,
        })
    }
    fn declare(&mut self, name: &str, ty: Ty) -> FuncRef {
        self.funcs.push(Func {
            name: name.into(),
            ty,
            linkage: Linkage::External,
            body: None,
            attrs: Default::default(),
        });
        FuncRef::new(self.funcs.len() - 1)
    }
    fn global(&mut self, name: &str, ty: Ty, init: Option<GConst>) -> GlobalRef {
        self.globals.push(Global {
            name: name.into(),
            ty,
            linkage: Linkage::Internal,
            constant: false,
            init,
            align: 0,
            addr_space: 0,
            attrs: Default::default(),
        });
        GlobalRef::new(self.globals.len() - 1)
    }
    fn cx(&self) -> Ctx<'_> {
        Ctx {
            types: &self.t,
            funcs: &self.funcs,
            globals: &self.globals,
        }
    }
    /// The module legalized for MLIR 13, as `--emit=mlir` writes it.
    fn mlir(mut self) -> String {
        for f in &mut self.funcs {
            if let Some(b) = &mut f.body {
                crate::lower::mlir13::legalize(&mut self.t, b);
            }
        }
        let mut w = Writer::default();
        w.header();
        for g in 0..self.globals.len() {
            let region = crate::lower::mlir13::global_region(&mut self.t, &self.globals[g]);
            w.global(self.cx(), GlobalRef::new(g), region.as_ref());
        }
        for (k, f) in self.funcs.iter().enumerate() {
            w.func(self.cx(), FuncRef::new(k), f.body.as_deref());
        }
        w.footer();
        w.out
    }
}

/// A function body under construction.
struct B {
    b: Body,
    void: Ty,
}

impl B {
    fn new(m: &M, params: &[Ty]) -> B {
        let mut b = Body::default();
        for (k, p) in params.iter().enumerate() {
            let v = b.value(*p, ValueKind::Param(k as u32));
            b.params.push(v);
        }
        let entry = b.new_block();
        b.start_block(entry);
        B { b, void: m.t.void }
    }
    fn int(&mut self, ty: Ty, v: i128) -> Value {
        self.b.value(ty, ValueKind::ConstInt(v))
    }
    fn float(&mut self, ty: Ty, bits: u64) -> Value {
        self.b.value(ty, ValueKind::ConstFloat(bits))
    }
    fn agg(&mut self, ty: Ty, elems: &[Value]) -> Value {
        let l = self.b.list(elems);
        self.b.value(ty, ValueKind::ConstAgg(l))
    }
    fn op(&mut self, kind: InstKind, ty: Ty) -> Value {
        self.b.push(kind, ty, self.void).expect("op has a result")
    }
    fn op0(&mut self, kind: InstKind) {
        let void = self.void;
        self.b.push(kind, void, void);
    }
    fn block(&mut self, args: &[Ty]) -> (Block, Vec<Value>) {
        let blk = self.b.new_block();
        let vals: Vec<Value> = args
            .iter()
            .enumerate()
            .map(|(k, t)| self.b.value(*t, ValueKind::BlockArg(blk, k as u32)))
            .collect();
        let l = self.b.list(&vals);
        self.b.blocks[blk.index()].args = l;
        (blk, vals)
    }
    fn succ(&mut self, block: Block, args: &[Value]) -> Succ {
        let args = self.b.list(args);
        Succ { block, args }
    }
    fn call(&mut self, m: &M, f: FuncRef, args: &[Value]) -> Option<Value> {
        let fn_ty = m.funcs[f.index()].ty;
        let Type::Func { ret, .. } = *m.t.get(fn_ty) else {
            unreachable!()
        };
        let args = self.b.list(args);
        let kind = InstKind::Call {
            callee: Callee::Direct(f),
            args,
            fn_ty,
        };
        self.b.push(kind, ret, self.void)
    }
    fn define(self, m: &mut M, name: &str, ty: Ty) -> FuncRef {
        m.funcs.push(Func {
            name: name.into(),
            ty,
            linkage: Linkage::External,
            body: Some(Box::new(self.b)),
            attrs: Default::default(),
        });
        FuncRef::new(m.funcs.len() - 1)
    }
}

fn tool(name: &str) -> Option<std::path::PathBuf> {
    which::which(name).ok()
}

/// Checks that MLIR 13 parses and translates `text`; returns the `.ll`
/// it translates to (`None` when MLIR 13 is not installed).
fn translate(text: &str, dir: &std::path::Path) -> Option<std::path::PathBuf> {
    let opt = tool("mlir-opt-13")?;
    let tr = tool("mlir-translate-13")?;
    let src = dir.join("m.mlir");
    std::fs::write(&src, text).unwrap();
    let out = Command::new(opt)
        .arg(&src)
        .arg("-o")
        .arg("/dev/null")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "mlir-opt-13 rejects:\n{}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ll = dir.join("m.ll");
    let out = Command::new(tr)
        .arg("--mlir-to-llvmir")
        .arg(&src)
        .arg("-o")
        .arg(&ll)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "mlir-translate-13 rejects:\n{}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(ll)
}

/// Builds `ll` with clang and runs it; returns its stdout.
fn run(ll: &std::path::Path, dir: &std::path::Path, name: &str) -> Option<String> {
    let clang = tool("clang")?;
    let exe = dir.join(name);
    let out = Command::new(clang)
        .arg("-Wno-override-module")
        .arg(ll)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "clang rejects {}:\n{}",
        ll.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success(), "{name} failed");
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A program using globals, switches, vectors, aggregates and calls of
/// every kind; it prints its results with `printf`.
fn program() -> M {
    let mut m = M::new();
    let (i1, i8, i32, i64) = (m.t.i1, m.t.i8, m.t.i32, m.t.i64);
    let f32t = m.t.intern(Type::Float);
    let f64t = m.t.intern(Type::Double);
    let i3 = m.t.int(3);
    let i8p = m.t.ptr(i8);
    let i64p = m.t.ptr(i64);
    let f64p = m.t.ptr(f64t);
    let printf_ty = m.fn_ty(i32, &[i8p], true);
    let printf = m.declare("printf", printf_ty);
    let twice_ty = m.fn_ty(i32, &[i32], false);
    let twice_p = m.t.ptr(twice_ty);

    // Globals.
    let fmt_ty = m.t.intern(Type::Array(6, i8));
    let fmt_i = m.global("fmt.i", fmt_ty, Some(GConst::Bytes(b"%lld\n\0".to_vec())));
    m.globals[fmt_i.index()].constant = true;
    let fmtf_ty = m.t.intern(Type::Array(4, i8));
    let fmt_f = m.global("fmt f", fmtf_ty, Some(GConst::Bytes(b"%g\n\0".to_vec())));
    m.globals[fmt_f.index()].linkage = Linkage::Private;
    let counter = m.global("counter", i64, Some(GConst::Int(7)));
    m.globals[counter.index()].align = 8;
    let pair_ty = m.t.intern(Type::Struct(vec![i32, f64t].into()));
    let pair = m.global(
        "pair",
        pair_ty,
        Some(GConst::Agg(vec![
            GConst::Int(3),
            GConst::Float(2.5f64.to_bits()),
        ])),
    );
    let zeros_ty = m.t.intern(Type::Array(4, i32));
    let zeros = m.global("zeros", zeros_ty, Some(GConst::Zero));
    let table_ty = m.t.intern(Type::Array(3, i64));
    let table = m.global(
        "table",
        table_ty,
        Some(GConst::Agg(vec![
            GConst::Int(1),
            GConst::Int(-2),
            GConst::Int(3),
        ])),
    );
    let ptrs_ty = m.t.intern(Type::Struct(vec![i64p, twice_p, i8p].into()));
    let fz = m.global("fz", f64t, Some(GConst::Zero));
    let zst_ty = m.t.intern(Type::Struct(vec![i32, zeros_ty, i8p].into()));
    let zst = m.global("zst", zst_ty, Some(GConst::Zero));
    let flag = m.global("flag", i1, Some(GConst::Int(-1)));

    // i32 @twice(i32)
    let mut b = B::new(&m, &[i32]);
    let x = b.b.params[0];
    let r = b.op(InstKind::Bin(BinOp::Add, x, x), i32);
    b.op0(InstKind::Ret(Some(r)));
    let twice = b.define(&mut m, "twice", twice_ty);
    m.funcs[twice.index()].linkage = Linkage::Internal;
    let ptrs = m.global(
        "ptrs",
        ptrs_ty,
        Some(GConst::Agg(vec![
            GConst::GlobalAddr(counter),
            GConst::FuncAddr(twice),
            GConst::Null,
        ])),
    );

    // i64 @classify(i64): a switch on i64 (a compare chain in MLIR 13).
    let cl_ty = m.fn_ty(i64, &[i64], false);
    let mut b = B::new(&m, &[i64]);
    let v = b.b.params[0];
    let (one, one_args) = b.block(&[i64]);
    let (big, _) = b.block(&[]);
    let (def, def_args) = b.block(&[i64]);
    let c10 = b.int(i64, 10);
    let c20 = b.int(i64, 20);
    let default = b.succ(def, &[v]);
    let s1 = b.succ(one, &[c10]);
    let s2 = b.succ(one, &[c20]);
    let s3 = b.succ(big, &[]);
    let start = b.b.cases.len();
    b.b.cases.extend([(1, s1), (5_000_000_000, s2), (-3, s3)]);
    let cases = crate::entity::List::since(&b.b.cases, start);
    b.op0(InstKind::Switch {
        value: v,
        default,
        cases,
    });
    b.b.start_block(one);
    b.op0(InstKind::Ret(Some(one_args[0])));
    b.b.start_block(big);
    let c30 = b.int(i64, 30);
    b.op0(InstKind::Ret(Some(c30)));
    b.b.start_block(def);
    let c100 = b.int(i64, 100);
    let r = b.op(InstKind::Bin(BinOp::Mul, def_args[0], c100), i64);
    b.op0(InstKind::Ret(Some(r)));
    let classify = b.define(&mut m, "classify", cl_ty);

    // i32 @sw32(i32): an i32 switch; i32 @sw_empty(i32): no cases.
    let mut b = B::new(&m, &[i32]);
    let v = b.b.params[0];
    let (a, a_args) = b.block(&[i32]);
    let (bb, _) = b.block(&[]);
    let (d, _) = b.block(&[]);
    let k1 = b.int(i32, 1);
    let k2 = b.int(i32, 2);
    let default = b.succ(d, &[]);
    let s1 = b.succ(a, &[k1]);
    let s2 = b.succ(a, &[k2]);
    let s3 = b.succ(bb, &[]);
    let start = b.b.cases.len();
    b.b.cases.extend([(0, s1), (7, s2), (-1, s3)]);
    let cases = crate::entity::List::since(&b.b.cases, start);
    b.op0(InstKind::Switch {
        value: v,
        default,
        cases,
    });
    b.b.start_block(a);
    b.op0(InstKind::Ret(Some(a_args[0])));
    b.b.start_block(bb);
    let k3 = b.int(i32, 3);
    b.op0(InstKind::Ret(Some(k3)));
    b.b.start_block(d);
    let k4 = b.int(i32, 4);
    b.op0(InstKind::Ret(Some(k4)));
    let sw32 = b.define(&mut m, "sw32", twice_ty);

    let mut b = B::new(&m, &[i32]);
    let v = b.b.params[0];
    let (d, d_args) = b.block(&[i32]);
    let default = b.succ(d, &[v]);
    b.op0(InstKind::Switch {
        value: v,
        default,
        cases: crate::entity::List::EMPTY,
    });
    b.b.start_block(d);
    b.op0(InstKind::Ret(Some(d_args[0])));
    let sw_empty = b.define(&mut m, "sw_empty", twice_ty);

    // void @pi(i64), void @pf(double): print through printf.
    let void = m.t.void;
    let pi_ty = m.fn_ty(void, &[i64], false);
    let pf_ty = m.fn_ty(void, &[f64t], false);
    let fmt_p = m.t.ptr(fmt_ty);
    let fmtf_p = m.t.ptr(fmtf_ty);
    let pr = |m: &mut M, name: &str, fty: Ty, g: GlobalRef, gp: Ty, gt: Ty| {
        let arg = m.t.get(fty).clone();
        let Type::Func { params, .. } = arg else {
            unreachable!()
        };
        let mut b = B::new(m, &params);
        let x = b.b.params[0];
        let base = b.b.value(gp, ValueKind::GlobalAddr(g));
        let z = b.int(i64, 0);
        let indices = b.b.list(&[z, z]);
        let p = b.op(
            InstKind::Gep {
                elem: gt,
                base,
                indices,
            },
            i8p,
        );
        b.call(m, printf, &[p, x]);
        b.op0(InstKind::Ret(None));
        b.define(m, name, fty)
    };
    let pi = pr(&mut m, "pi", pi_ty, fmt_i, fmt_p, fmt_ty);
    let pf = pr(&mut m, "pf", pf_ty, fmt_f, fmtf_p, fmtf_ty);

    // i32 @main()
    let main_ty = m.fn_ty(i32, &[], false);
    let mut b = B::new(&m, &[]);
    let show = |b: &mut B, m: &M, v: Value| {
        let t = b.b.ty(v);
        let v = match m.t.get(t) {
            Type::Int(64) => v,
            Type::Int(_) => b.op(InstKind::Cast(CastOp::SExt, v), i64),
            Type::Float => {
                let d = b.op(InstKind::Cast(CastOp::FPExt, v), f64t);
                b.call(m, pf, &[d]);
                return;
            }
            _ => {
                b.call(m, pf, &[v]);
                return;
            }
        };
        b.call(m, pi, &[v]);
    };
    for c in [1i128, 5_000_000_000, -3, 4] {
        let k = b.int(i64, c);
        let r = b.call(&m, classify, &[k]).unwrap();
        show(&mut b, &m, r);
    }
    for c in [0i128, 7, -1, 5] {
        let k = b.int(i32, c);
        let r = b.call(&m, sw32, &[k]).unwrap();
        show(&mut b, &m, r);
    }
    let k = b.int(i32, 9);
    let r = b.call(&m, sw_empty, &[k]).unwrap();
    show(&mut b, &m, r);
    // Globals.
    let p = b.b.value(i64p, ValueKind::GlobalAddr(counter));
    let r = b.op(InstKind::Load(p), i64);
    show(&mut b, &m, r);
    let pair_p = m.t.ptr(pair_ty);
    let p = b.b.value(pair_p, ValueKind::GlobalAddr(pair));
    let z = b.int(i64, 0);
    let one32 = b.int(i32, 1);
    let indices = b.b.list(&[z, one32]);
    let q = b.op(
        InstKind::Gep {
            elem: pair_ty,
            base: p,
            indices,
        },
        f64p,
    );
    let r = b.op(InstKind::Load(q), f64t);
    show(&mut b, &m, r);
    for (g, gt, idx, et) in [(zeros, zeros_ty, 2, i32), (table, table_ty, 1, i64)] {
        let gp = m.t.ptr(gt);
        let ep = m.t.ptr(et);
        let p = b.b.value(gp, ValueKind::GlobalAddr(g));
        let z = b.int(i64, 0);
        let k = b.int(i64, idx);
        let indices = b.b.list(&[z, k]);
        let q = b.op(
            InstKind::Gep {
                elem: gt,
                base: p,
                indices,
            },
            ep,
        );
        let r = b.op(InstKind::Load(q), et);
        show(&mut b, &m, r);
    }
    let ptrs_p = m.t.ptr(ptrs_ty);
    let p = b.b.value(ptrs_p, ValueKind::GlobalAddr(ptrs));
    let s = b.op(InstKind::Load(p), ptrs_ty);
    let idx = b.b.index_list(&[1]);
    let fp = b.op(InstKind::ExtractValue(s, idx), twice_p);
    let k = b.int(i32, 21);
    let args = b.b.list(&[k]);
    let r = b.op(
        InstKind::Call {
            callee: Callee::Indirect(fp),
            args,
            fn_ty: twice_ty,
        },
        i32,
    );
    show(&mut b, &m, r);
    let idx = b.b.index_list(&[0]);
    let cp = b.op(InstKind::ExtractValue(s, idx), i64p);
    let r = b.op(InstKind::Load(cp), i64);
    show(&mut b, &m, r);
    let fzp = m.t.ptr(f64t);
    let p = b.b.value(fzp, ValueKind::GlobalAddr(fz));
    let r = b.op(InstKind::Load(p), f64t);
    show(&mut b, &m, r);
    let zst_p = m.t.ptr(zst_ty);
    let p = b.b.value(zst_p, ValueKind::GlobalAddr(zst));
    let s = b.op(InstKind::Load(p), zst_ty);
    let idx = b.b.index_list(&[1, 3]);
    let r = b.op(InstKind::ExtractValue(s, idx), i32);
    show(&mut b, &m, r);
    let i1p = m.t.ptr(i1);
    let p = b.b.value(i1p, ValueKind::GlobalAddr(flag));
    let r = b.op(InstKind::Load(p), i1);
    let r = b.op(InstKind::Cast(CastOp::ZExt, r), i64);
    show(&mut b, &m, r);
    // Floats: NaN, infinities, -0, inexact decimals.
    let nan = b.float(f64t, f64::NAN.to_bits());
    let one_f = b.float(f64t, 1.0f64.to_bits());
    for p in [0u8, 15, 4, 14] {
        let r = b.op(InstKind::FCmp(p, nan, one_f), i1);
        let r = b.op(InstKind::Cast(CastOp::ZExt, r), i64);
        show(&mut b, &m, r);
    }
    let inf = b.float(f32t, f32::INFINITY.to_bits() as u64);
    let mz = b.float(f32t, (-0.0f32).to_bits() as u64);
    let tenth = b.float(f32t, 0.1f32.to_bits() as u64);
    let r = b.op(InstKind::Bin(BinOp::FAdd, inf, tenth), f32t);
    show(&mut b, &m, r);
    let r = b.op(InstKind::FNeg(mz), f32t);
    show(&mut b, &m, r);
    show(&mut b, &m, mz);
    show(&mut b, &m, tenth);
    let third = b.float(f64t, (1.0f64 / 3.0).to_bits());
    let big = b.float(f64t, 1e300f64.to_bits());
    let tiny = b.float(f64t, 5e-324f64.to_bits());
    for v in [third, big, tiny] {
        let r = b.op(InstKind::Bin(BinOp::FMul, v, third), f64t);
        show(&mut b, &m, r);
    }
    // Integers: i1, odd widths, select, casts.
    let t = b.int(i1, -1);
    let f = b.int(i1, 0);
    let k13 = b.int(i64, 13);
    let r = b.op(InstKind::Cast(CastOp::Trunc, k13), i3);
    show(&mut b, &m, r);
    let m3 = b.int(i3, -3);
    let r = b.op(InstKind::Bin(BinOp::Add, m3, m3), i3);
    show(&mut b, &m, r);
    let a7 = b.int(i64, 7);
    let a8 = b.int(i64, 8);
    let r = b.op(InstKind::Select(t, a7, a8), i64);
    show(&mut b, &m, r);
    let r = b.op(InstKind::Select(f, a7, a8), i64);
    show(&mut b, &m, r);
    let r = b.op(InstKind::Cast(CastOp::SIToFP, m3), f64t);
    show(&mut b, &m, r);
    // Vectors: dense constants, a constant with undef lanes,
    // insertelement, shufflevector (with an undef lane), n-D constants.
    let v4 = m.t.intern(Type::Vector(4, f32t));
    let lanes: Vec<Value> = [1.5f32, 2.0, -3.25, 4.0]
        .iter()
        .map(|x| b.float(f32t, x.to_bits() as u64))
        .collect();
    let vc = b.agg(v4, &lanes);
    let u = b.b.value(f32t, ValueKind::Undef);
    let l5 = b.float(f32t, 5.0f32.to_bits() as u64);
    let vu = b.agg(v4, &[l5, u, l5, u]);
    let k2 = b.int(i32, 2);
    let l9 = b.float(f32t, 9.0f32.to_bits() as u64);
    let vi = b.op(InstKind::InsertElement(vc, l9, k2), v4);
    let mask = b.b.index_list(&[3, 6, u32::MAX, 0]);
    let sh = b.op(InstKind::Shuffle(vi, vu, mask), v4);
    for lane in [0i128, 1, 3] {
        let k = b.int(i32, lane);
        let r = b.op(InstKind::ExtractElement(sh, k), f32t);
        show(&mut b, &m, r);
    }
    let v2 = m.t.intern(Type::Vector(2, i32));
    let a2 = m.t.intern(Type::Array(2, v2));
    let e: Vec<Value> = [1i128, 2, 3, 4].iter().map(|x| b.int(i32, *x)).collect();
    let r0 = b.agg(v2, &e[..2]);
    let r1 = b.agg(v2, &e[2..]);
    let nd = b.agg(a2, &[r0, r1]);
    let idx = b.b.index_list(&[1]);
    let row = b.op(InstKind::ExtractValue(nd, idx), v2);
    let k0 = b.int(i64, 0);
    let r = b.op(InstKind::ExtractElement(row, k0), i32);
    show(&mut b, &m, r);
    let bv = m.t.intern(Type::Vector(4, i1));
    let bl: Vec<Value> = [1i128, 0, 0, 1].iter().map(|x| b.int(i1, *x)).collect();
    let bvc = b.agg(bv, &bl);
    let k3 = b.int(i32, 3);
    let r = b.op(InstKind::ExtractElement(bvc, k3), i1);
    let r = b.op(InstKind::Cast(CastOp::ZExt, r), i64);
    show(&mut b, &m, r);
    // A struct constant (complex number) and insertvalue.
    let cplx = m.t.intern(Type::Struct(vec![f64t, f64t].into()));
    let re = b.float(f64t, 0.5f64.to_bits());
    let im = b.float(f64t, (-1.25f64).to_bits());
    let c = b.agg(cplx, &[re, im]);
    let idx = b.b.index_list(&[1]);
    let r = b.op(InstKind::ExtractValue(c, idx), f64t);
    show(&mut b, &m, r);
    let idx = b.b.index_list(&[0]);
    let c2 = b.op(InstKind::InsertValue(c, im, idx), cplx);
    let idx = b.b.index_list(&[0]);
    let r = b.op(InstKind::ExtractValue(c2, idx), f64t);
    show(&mut b, &m, r);
    // alloca, store, gep, load.
    let two = b.int(i64, 2);
    let buf = b.op(
        InstKind::Alloca {
            elem: i64,
            count: two,
            align: 16,
        },
        i64p,
    );
    let k1 = b.int(i64, 1);
    let indices = b.b.list(&[k1]);
    let q = b.op(
        InstKind::Gep {
            elem: i64,
            base: buf,
            indices,
        },
        i64p,
    );
    let k = b.int(i64, -77);
    b.op0(InstKind::Store(k, q));
    let r = b.op(InstKind::Load(q), i64);
    show(&mut b, &m, r);
    // printf called through a pointer (integer arguments only).
    let printf_p = m.t.ptr(printf_ty);
    let fp = b.b.value(printf_p, ValueKind::FuncAddr(printf));
    let fmt_p = m.t.ptr(fmt_ty);
    let g = b.b.value(fmt_p, ValueKind::GlobalAddr(fmt_i));
    let fmt = b.op(InstKind::Cast(CastOp::Bitcast, g), i8p);
    let k = b.int(i64, 42);
    let args = b.b.list(&[fmt, k]);
    b.op(
        InstKind::Call {
            callee: Callee::Indirect(fp),
            args,
            fn_ty: printf_ty,
        },
        i32,
    );
    // cond_br to one block with different arguments; a dead block.
    let (join, join_args) = b.block(&[i64]);
    let (dead, _) = b.block(&[]);
    let (exit, _) = b.block(&[]);
    let k5 = b.int(i64, 5);
    let k6 = b.int(i64, 6);
    let s1 = b.succ(join, &[k5]);
    let s2 = b.succ(join, &[k6]);
    b.op0(InstKind::CondBr(f, s1, s2));
    b.b.start_block(join);
    show(&mut b, &m, join_args[0]);
    let s1 = b.succ(dead, &[]);
    let s2 = b.succ(exit, &[]);
    b.op0(InstKind::CondBr(f, s1, s2));
    b.b.start_block(dead);
    b.op0(InstKind::Unreachable);
    b.b.start_block(exit);
    let z32 = b.int(i32, 0);
    b.op0(InstKind::Ret(Some(z32)));
    b.define(&mut m, "main", main_ty);
    m
}

#[test]
fn program_text() {
    let text = program().mlir();
    for want in [
        "llvm.mlir.global internal constant @fmt.i(\"%lld\\0A\\00\") : !llvm.array<6 x i8>",
        "llvm.mlir.global private @\"fmt f\"(\"%g\\0A\\00\") : !llvm.array<4 x i8>",
        "llvm.mlir.global internal @counter(7 : i64) {alignment = 8 : i64} : i64",
        "llvm.mlir.global internal @zeros(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>",
        "llvm.mlir.global internal @table(dense<[1, -2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>",
        "llvm.mlir.global internal @fz(0.0 : f64) : f64",
        "    %1 = llvm.mlir.constant(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>",
        "llvm.mlir.global internal @flag(true) : i1",
        "llvm.func internal @twice(%arg0: i32) -> i32 {",
        "llvm.func @printf(!llvm.ptr<i8>, ...) -> i32",
        "llvm.switch %arg0, ^bb3 [",
        "llvm.icmp \"eq\" %arg0, %",
        "^bb0_1:",
        "llvm.fcmp \"_false\"",
        "llvm.fcmp \"_true\"",
        "llvm.mlir.constant(0x7FF8000000000000 : f64) : f64",
        "llvm.mlir.constant(0x7F800000 : f32) : f32",
        "llvm.mlir.constant(-0.0 : f32) : f32",
        "llvm.mlir.constant(0.10000000149011612 : f32) : f32",
        "llvm.mlir.constant(5.0e-324 : f64) : f64",
        "llvm.mlir.constant(-3 : i3) : i3",
        "llvm.mlir.constant(true) : i1",
        "llvm.mlir.constant(dense<[1.5, 2.0, -3.25, 4.0]> : vector<4xf32>) : vector<4xf32>",
        "llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>",
        "llvm.mlir.constant(dense<[true, false, false, true]> : vector<4xi1>) : vector<4xi1>",
        "llvm.shufflevector %",
        "[3 : i32, 6 : i32, -1 : i32, 0 : i32] : vector<4xf32>, vector<4xf32>",
        "llvm.alloca %",
        "x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr<i64>",
        "llvm.bitcast %",
        ": !llvm.ptr<func<i32 (ptr<i8>, ...)>> to !llvm.ptr<func<i32 (ptr<i8>, i64)>>\n",
        "      7: ^bb1(%1 : i32),\n",
        "llvm.unreachable",
    ] {
        assert!(text.contains(want), "missing `{want}` in:\n{text}");
    }
    assert!(!text.contains("llvm.switch %arg0, ^bb3 [\n    ]"));
    for line in text.lines() {
        assert!(!line.ends_with(' '), "trailing space in `{line}`");
    }
    // Deterministic.
    assert_eq!(text, program().mlir());
}

/// What `program` prints (checked by hand; the `.ll` writer gives the
/// same except where one branch passes different arguments to one block
/// twice: its phis take the first edge's values).
const PROGRAM_OUT: &str = "10\n20\n30\n400\n1\n2\n3\n4\n9\n7\n2.5\n0\n-2\n42\n7\n0\n0\n1\n\
    0\n1\n0\n1\ninf\n0\n-0\n0.1\n0.111111\n3.33333e+299\n0\n-3\n2\n7\n8\n-3\n4\n5\n1.5\n\
    3\n1\n-1.25\n-1.25\n-77\n42\n6\n";

#[test]
fn program_runs() {
    let m = program();
    let dir = tempfile::tempdir().unwrap();
    let Some(ll) = translate(&m.mlir(), dir.path()) else {
        eprintln!("note: MLIR 13 not installed; skipping");
        return;
    };
    let Some(got) = run(&ll, dir.path(), "got") else {
        eprintln!("note: clang not installed; skipping");
        return;
    };
    assert_eq!(got, PROGRAM_OUT);
}

/// What only parses and translates: half and bfloat constants, address
/// spaces, external and weak symbols, quoted names, vectors of
/// pointers, packed structs, long types and constants.
fn features() -> M {
    let mut m = M::new();
    let (i1, i8, i32, i64) = (m.t.i1, m.t.i8, m.t.i32, m.t.i64);
    let half = m.t.intern(Type::Half);
    let bf = m.t.intern(Type::BFloat);
    let f32t = m.t.intern(Type::Float);
    let f64t = m.t.intern(Type::Double);
    let i8p = m.t.ptr(i8);
    let i32p = m.t.ptr(i32);
    let i32p1 = m.t.intern(Type::Ptr(i32, 1));
    let void = m.t.void;
    let g1 = m.global("in_as1", i32, Some(GConst::Int(5)));
    m.globals[g1.index()].addr_space = 1;
    m.globals[g1.index()].align = 4;
    let ext = m.global("ext", i64, None);
    m.globals[ext.index()].linkage = Linkage::External;
    m.globals[ext.index()].constant = true;
    let ew = m.global("ext-weak", i64, None);
    m.globals[ew.index()].linkage = Linkage::ExternWeak;
    let wk = m.global("1st", f32t, Some(GConst::Float(0.5f32.to_bits() as u64)));
    m.globals[wk.index()].linkage = Linkage::Weak;
    let cm = m.global("q\"uote", i64, Some(GConst::Zero));
    m.globals[cm.index()].linkage = Linkage::Common;
    m.global("u", f64t, Some(GConst::Undef));
    m.global("n", i8p, Some(GConst::Null));
    m.global("b", i1, Some(GConst::Zero));
    m.global("h", half, Some(GConst::Float(0x3E00)));
    let s3 = m.t.intern(Type::Array(3, i8));
    let mixed = m.t.intern(Type::Struct(vec![s3, i32, half].into()));
    let mixed_g = m.global(
        "mixed",
        mixed,
        Some(GConst::Agg(vec![
            GConst::Bytes(b"ab\0".to_vec()),
            GConst::Int(-1),
            GConst::Float(0x7C00),
        ])),
    );
    let packed = m.t.intern(Type::PackedStruct(vec![i8, i32].into()));
    m.global(
        "packed",
        packed,
        Some(GConst::Agg(vec![GConst::Int(1), GConst::Int(-5)])),
    );
    let vp = m.t.intern(Type::Vector(2, i32p));
    let arr0 = m.t.intern(Type::Array(0, i32));
    let empty = m.t.intern(Type::Struct(Box::new([])));
    let v2 = m.t.intern(Type::Vector(2, f32t));
    let a3v = m.t.intern(Type::Array(3, v2));
    m.global("zv", a3v, Some(GConst::Zero));
    m.global("zp", vp, Some(GConst::Zero));
    m.global("e0", arr0, Some(GConst::Zero));
    m.global("es", empty, Some(GConst::Zero));
    // Identified structs (one recursive, one opaque), constant GEPs and
    // casts.
    let node = m.t.intern(Type::Named("node".into()));
    let node_p = m.t.ptr(node);
    let node_body = m.t.intern(Type::Struct(vec![i32, node_p].into()));
    m.t.named.push(("node".into(), node_body));
    let opaque = m.t.intern(Type::Named("o".into()));
    m.t.named.push(("o".into(), void));
    let opaque_p = m.t.ptr(opaque);
    let head = m.global("head", node, Some(GConst::Zero));
    let mixed_p = m.t.ptr(mixed);
    m.global(
        "second",
        i32p,
        Some(GConst::Gep {
            elem: mixed,
            base_ty: mixed_p,
            base: Box::new(GConst::GlobalAddr(mixed_g)),
            indices: vec![(i64, 0), (i32, 1)],
        }),
    );
    m.global(
        "addr",
        i64,
        Some(GConst::Cast {
            op: CastOp::PtrToInt,
            from: i32p1,
            value: Box::new(GConst::GlobalAddr(g1)),
            to: i64,
        }),
    );
    let memcpy_ty = m.fn_ty(void, &[i8p, i8p, i64, i1], false);
    let memcpy = m.declare("llvm.memcpy.p0i8.p0i8.i64", memcpy_ty);
    // A long signature and a long type.
    let desc = m.t.intern(Type::Struct(
        vec![i32p, i32p, i64, a3v, a3v, vp, packed].into(),
    ));
    let big = m.t.intern(Type::Struct(vec![desc, desc, i64].into()));
    let params = [i8p, i8p, i64, desc, big, i32p1, half, bf, node_p, opaque_p];
    let fty = m.fn_ty(big, &params, false);
    let mut b = B::new(&m, &params);
    let ps = b.b.params.clone();
    let f = b.int(i1, 0);
    b.call(&m, memcpy, &[ps[0], ps[1], ps[2], f]);
    // Half and bfloat arithmetic on constants.
    let h1 = b.float(half, 0x3E00);
    let hinf = b.float(half, 0x7C00);
    let r = b.op(InstKind::Bin(BinOp::FAdd, ps[6], h1), half);
    b.op(InstKind::Bin(BinOp::FMul, r, hinf), half);
    let b1 = b.float(bf, 0x3FC0);
    let bnan = b.float(bf, 0xFFC1);
    let r = b.op(InstKind::Bin(BinOp::FSub, ps[7], b1), bf);
    b.op(InstKind::Bin(BinOp::FDiv, r, bnan), bf);
    // Address spaces.
    let p1 = b.b.value(i32p1, ValueKind::GlobalAddr(g1));
    let x = b.op(InstKind::Load(p1), i32);
    b.op0(InstKind::Store(x, ps[5]));
    b.op(InstKind::Cast(CastOp::AddrSpaceCast, p1), i32p);
    let z = b.int(i32, 0);
    let indices = b.b.list(&[z, z]);
    let q = b.op(
        InstKind::Gep {
            elem: node,
            base: ps[8],
            indices,
        },
        i32p,
    );
    let x = b.op(InstKind::VolatileLoad(q), i32);
    b.op0(InstKind::VolatileStore(x, q));
    let hp = b.b.value(node_p, ValueKind::GlobalAddr(head));
    let one = b.int(i32, 1);
    let indices = b.b.list(&[z, one]);
    let node_pp = m.t.ptr(node_p);
    let next = b.op(
        InstKind::Gep {
            elem: node,
            base: ps[8],
            indices,
        },
        node_pp,
    );
    b.op0(InstKind::Store(hp, next));
    // A vector of pointers built from constants.
    let null = b.b.value(i32p, ValueKind::Null);
    let u = b.b.value(i32p, ValueKind::Undef);
    let pv = b.agg(vp, &[null, u]);
    let k = b.int(i32, 1);
    b.op(InstKind::ExtractElement(pv, k), i32p);
    // Empty aggregates, a long dense vector, a struct constant with a
    // vector member.
    let e0 = b.agg(arr0, &[]);
    let idx = b.b.index_list(&[]);
    let _ = idx;
    let es = b.agg(empty, &[]);
    let pair = m.t.intern(Type::Struct(vec![arr0, empty].into()));
    let pu = b.b.value(pair, ValueKind::Undef);
    let idx = b.b.index_list(&[0]);
    let pu = b.op(InstKind::InsertValue(pu, e0, idx), pair);
    let idx = b.b.index_list(&[1]);
    b.op(InstKind::InsertValue(pu, es, idx), pair);
    let v32 = m.t.intern(Type::Vector(32, f32t));
    let lanes: Vec<Value> = (0..32)
        .map(|k| b.float(f32t, (k as f32 * 1.25).to_bits() as u64))
        .collect();
    let lv = b.agg(v32, &lanes);
    let r = b.op(InstKind::Bin(BinOp::FAdd, lv, lv), v32);
    let _ = r;
    let sv = m.t.intern(Type::Struct(vec![v2, i64].into()));
    let l1 = b.float(f32t, 1.0f32.to_bits() as u64);
    let vv = b.agg(v2, &[l1, l1]);
    let k9 = b.int(i64, 9);
    let sc = b.agg(sv, &[vv, k9]);
    let idx = b.b.index_list(&[0]);
    b.op(InstKind::ExtractValue(sc, idx), v2);
    let bu = b.b.value(big, ValueKind::Undef);
    let idx = b.b.index_list(&[0]);
    let r = b.op(InstKind::InsertValue(bu, ps[3], idx), big);
    b.op0(InstKind::Ret(Some(r)));
    b.define(&mut m, "a-b", fty);
    let n = m.funcs.len() - 1;
    m.funcs[n].linkage = Linkage::LinkOnceODR;
    m
}

#[test]
fn features_text() {
    let text = features().mlir();
    for want in [
        "llvm.mlir.global internal @in_as1(5 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32",
        "llvm.mlir.global external constant @ext() : i64",
        "llvm.mlir.global extern_weak @\"ext-weak\"() : i64",
        "llvm.mlir.global weak @\"1st\"(0.5 : f32) : f32",
        "llvm.mlir.global common @\"q\\22uote\"(0 : i64) : i64",
        "llvm.mlir.global internal @b(false) : i1",
        "llvm.mlir.global internal @h(1.5 : f16) : f16",
        "llvm.mlir.global internal @zv(dense<0.0> : vector<3x2xf32>) : !llvm.array<3 x vector<2xf32>>",
        "llvm.mlir.constant(dense<[97, 98, 0]> : tensor<3xi8>) : !llvm.array<3 x i8>",
        "llvm.mlir.constant(0x7C00 : f16) : f16",
        "llvm.mlir.constant(1.5 : bf16) : bf16",
        "llvm.mlir.constant(0xFFC1 : bf16) : bf16",
        "llvm.mlir.undef : !llvm.struct<packed (i8, i32)>",
        "llvm.insertelement %",
        ": !llvm.vec<2 x ptr<i32>>",
        "llvm.func linkonce_odr @\"a-b\"(",
        "llvm.func @llvm.memcpy.p0i8.p0i8.i64(!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1)",
        "llvm.addrspacecast %",
        "!llvm.ptr<i32, 1> to !llvm.ptr<i32>",
        "llvm.mlir.global internal @head() : !llvm.struct<\"node\", (i32, ptr<struct<\"node\">>)> {",
        "llvm.mlir.null : !llvm.ptr<struct<\"node\", (i32, ptr<struct<\"node\">>)>>",
        "%arg9: !llvm.ptr<struct<\"o\", opaque>>",
        "llvm.load volatile %",
        "llvm.store volatile %",
        "llvm.ptrtoint %0 : !llvm.ptr<i32, 1> to i64",
    ] {
        assert!(text.contains(want), "missing `{want}` in:\n{text}");
    }
    for line in text.lines() {
        assert!(!line.ends_with(' '), "trailing space in `{line}`");
    }
}

#[test]
fn features_translate() {
    let dir = tempfile::tempdir().unwrap();
    let Some(ll) = translate(&features().mlir(), dir.path()) else {
        eprintln!("note: MLIR 13 not installed; skipping");
        return;
    };
    let text = std::fs::read_to_string(ll).unwrap();
    for want in [
        "@in_as1 = internal addrspace(1) global i32 5, align 4",
        "@mixed = internal global { [3 x i8], i32, half } { [3 x i8] c\"ab\\00\", i32 -1, half 0xH7C00 }",
        "@packed = internal global <{ i8, i32 }> <{ i8 1, i32 -5 }>",
        "@zp = internal global <2 x i32*> zeroinitializer",
        "define linkonce_odr {",
        "%node = type { i32, %node* }",
        "%o = type opaque",
        "@head = internal global %node zeroinitializer",
        "@second = internal global i32* getelementptr",
        "@addr = internal global i64 ptrtoint (i32 addrspace(1)* @in_as1 to i64)",
        "load volatile i32",
    ] {
        assert!(text.contains(want), "missing `{want}` in:\n{text}");
    }
}
