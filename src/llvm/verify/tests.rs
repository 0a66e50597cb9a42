//! Tests of the LLVM IR verifier: each malformed body gets its diagnostic.

use super::*;

/// Every golden input gives the same result with every lowered body
/// verified as without: the lowering builds no IR the verifier rejects.
#[test]
fn goldens_pass_the_verifier() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("golden");
    let mut stack = vec![root];
    let mut files = Vec::new();
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("read golden dir").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() > 100, "too few goldens: {}", files.len());
    let mut bad = Vec::new();
    for p in &files {
        let src = std::fs::read_to_string(p).expect("read golden");
        let mut opts = crate::Options::default();
        for line in src.lines() {
            let Some(flags) = line.trim().strip_prefix("// mlir2ll-flags:") else {
                continue;
            };
            let w: Vec<&str> = flags.split_whitespace().collect();
            for (k, f) in w.iter().enumerate() {
                match *f {
                    "--index-bitwidth" => opts.index_bits = w[k + 1].parse().unwrap(),
                    "--bare-ptr-memref-call-conv" => opts.bare_ptr = true,
                    "--emit-c-interface" => opts.emit_c_interface = true,
                    _ => {}
                }
            }
        }
        for emit in [crate::Emit::Ll, crate::Emit::Mlir] {
            opts.emit = emit;
            opts.verify_ir = false;
            let plain = crate::compile(&src, "t.mlir", &opts).map_err(|e| e.message.clone());
            opts.verify_ir = true;
            let checked = crate::compile(&src, "t.mlir", &opts).map_err(|e| e.message.clone());
            if plain != checked {
                bad.push(format!("{}: {:?}", p.display(), checked.err()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "the verifier rejects lowered IR:\n{}",
        bad.join("\n")
    );
    // Prefixes of every input (a sample), every body verified: no panic.
    let opts = crate::Options {
        verify_ir: true,
        ..crate::Options::default()
    };
    for p in &files {
        let src = std::fs::read_to_string(p).expect("read golden");
        let cuts: Vec<usize> = (0..=src.len())
            .filter(|&i| src.is_char_boundary(i))
            .collect();
        let step = cuts.len() / 200 + 1;
        for &cut in cuts.iter().step_by(step) {
            let r = std::panic::catch_unwind(|| crate::compile(&src[..cut], "t.mlir", &opts));
            assert!(
                r.is_ok(),
                "{}: panic on the prefix of {cut} bytes",
                p.display()
            );
        }
    }
}

/// A body `fn() -> i32` whose entry block holds `insts`.
fn body(t: &mut Types, build: impl FnOnce(&mut Types, &mut Body)) -> (Ty, Body) {
    let fn_ty = t.intern(Type::Func {
        ret: t.i32,
        params: [].into(),
        vararg: false,
    });
    let mut b = Body::default();
    let e = b.new_block();
    b.start_block(e);
    build(t, &mut b);
    (fn_ty, b)
}

fn run(t: &Types, fn_ty: Ty, b: &Body) -> Result<(), String> {
    let m = Module {
        types: t,
        funcs: &[],
        globals: &[],
    };
    verify(m, fn_ty, b).map_err(|f| f.message)
}

#[test]
fn valid_body() {
    let mut t = Types::new();
    let (f, b) = body(&mut t, |t, b| {
        let one = b.value(t.i32, ValueKind::ConstInt(1));
        let s = b.push(InstKind::Bin(BinOp::Add, one, one), t.i32, t.void);
        b.push(InstKind::Ret(s), t.void, t.void);
    });
    assert_eq!(run(&t, f, &b), Ok(()));
}

#[test]
fn terminators() {
    let mut t = Types::new();
    let (f, b) = body(&mut t, |t, b| {
        let one = b.value(t.i32, ValueKind::ConstInt(1));
        b.push(InstKind::Bin(BinOp::Add, one, one), t.i32, t.void);
    });
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("does not end with a terminator"), "{e}");
    let (f, b) = body(&mut t, |t, b| {
        let one = b.value(t.i32, ValueKind::ConstInt(1));
        b.push(InstKind::Ret(Some(one)), t.void, t.void);
        b.push(InstKind::Ret(Some(one)), t.void, t.void);
    });
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("in the middle of block"), "{e}");
    let (f, b) = body(&mut t, |t, b| {
        b.push(InstKind::Ret(None), t.void, t.void);
    });
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("without a value"), "{e}");
}

#[test]
fn phis_against_branches() {
    let mut t = Types::new();
    let (f, mut b) = body(&mut t, |_, _| {});
    let i64t = t.i64;
    let next = b.new_block();
    let a = b.value(t.i32, ValueKind::BlockArg(next, 0));
    b.blocks[next.index()].args = b.list(&[a]);
    // Branch with a value of the wrong type.
    let x = b.value(i64t, ValueKind::ConstInt(3));
    let args = b.list(&[x]);
    b.start_block(Block(0));
    b.push(InstKind::Br(Succ { block: next, args }), t.void, t.void);
    b.start_block(next);
    b.push(InstKind::Ret(Some(a)), t.void, t.void);
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("argument #0"), "{e}");
    // No value at all.
    b.insts[0].kind = InstKind::Br(Succ {
        block: next,
        args: List::EMPTY,
    });
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("passes 0 values to a block with 1"), "{e}");
}

#[test]
fn definitions_before_uses() {
    let mut t = Types::new();
    // %1 = add %2, %2 ; %2 = add 1, 1
    let (f, mut b) = body(&mut t, |t, b| {
        let one = b.value(t.i32, ValueKind::ConstInt(1));
        b.push(InstKind::Bin(BinOp::Add, one, one), t.i32, t.void);
        let s = b.push(InstKind::Bin(BinOp::Add, one, one), t.i32, t.void);
        b.push(InstKind::Ret(s), t.void, t.void);
    });
    let later = b.insts[1].result.unwrap();
    b.insts[0].kind = InstKind::Bin(BinOp::Add, later, later);
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("used before its definition"), "{e}");
    // A result of an instruction in no block.
    let (f, mut b) = body(&mut t, |t, b| {
        let one = b.value(t.i32, ValueKind::ConstInt(1));
        b.push(InstKind::Ret(Some(one)), t.void, t.void);
    });
    let one = b.value(t.i32, ValueKind::ConstInt(1));
    let orphan = Inst::new(b.insts.len());
    let v = b.value(t.i32, ValueKind::Inst(orphan));
    b.insts.push(InstData {
        kind: InstKind::Bin(BinOp::Add, one, one),
        result: Some(v),
    });
    b.origins.push(Origin::default());
    b.insts[0].kind = InstKind::Ret(Some(v));
    let e = run(&t, f, &b).unwrap_err();
    assert!(e.contains("in no block"), "{e}");
}

#[test]
fn casts() {
    let mut t = Types::new();
    let f32t = t.intern(Type::Float);
    let f64t = t.intern(Type::Double);
    let i32p = t.ptr(t.i32);
    let i16t = t.int(16);
    let v2i32 = t.intern(Type::Vector(2, t.i32));
    let v2i16 = t.intern(Type::Vector(2, i16t));
    let v4i16 = t.intern(Type::Vector(4, i16t));
    let cases = [
        (CastOp::Trunc, t.i32, t.i64, false),
        (CastOp::Trunc, t.i64, t.i32, true),
        (CastOp::SExt, t.i64, t.i32, false),
        (CastOp::ZExt, t.i8, t.i32, true),
        (CastOp::FPTrunc, f32t, f64t, false),
        (CastOp::FPExt, f32t, f64t, true),
        (CastOp::Bitcast, t.i32, f32t, true),
        (CastOp::Bitcast, t.i64, f32t, false),
        (CastOp::Bitcast, t.i64, i32p, false),
        (CastOp::PtrToInt, i32p, t.i64, true),
        (CastOp::SIToFP, f32t, f64t, false),
        (CastOp::Bitcast, v2i32, v4i16, true),
        (CastOp::Bitcast, v2i32, t.i64, true),
        (CastOp::Bitcast, v2i32, v2i16, false),
        (CastOp::Trunc, v2i32, v2i16, true),
        (CastOp::Trunc, v2i32, i16t, false),
    ];
    for (op, from, to, ok) in cases {
        let (f, b) = body(&mut t, |t, b| {
            let x = b.value(from, ValueKind::Undef);
            b.push(InstKind::Cast(op, x), to, t.void);
            let one = b.value(t.i32, ValueKind::ConstInt(1));
            b.push(InstKind::Ret(Some(one)), t.void, t.void);
        });
        assert_eq!(run(&t, f, &b).is_ok(), ok, "{op:?} {from:?} -> {to:?}");
    }
}
