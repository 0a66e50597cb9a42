//! The LLVM IR verifier: checks a function body of [`crate::llvm::ir`] the
//! way LLVM's own verifier (and `.ll` parser) would, before it is printed.
//!
//! It checks the operand and result types of every instruction (binary ops,
//! comparisons, `select`, casts and their width direction, loads and stores
//! through typed pointers, `getelementptr`, aggregate positions, calls
//! against the callee's signature, returns), that every block ends with
//! exactly one terminator, and that branches pass their targets' block
//! arguments (the phis) in number and type, that values fit their kinds
//! (constants, addresses of functions and globals) and that, within a block,
//! results are defined before they are used. One pass over the values and
//! one over the instructions: linear in the size of the body (plus, once per
//! body that indexes into an identified struct, a map of the structs).
//!
//! Not checked: dominance across blocks (the Std verifier checks it on the
//! input, and the lowering keeps it), and intrinsics' signatures.
//!
//! [`check`] turns a failure into a diagnostic: at the source op's span
//! (from the body's side table of [`Origin`]s) when the instruction comes
//! from LLVM-dialect input, else an internal error of the lowering.

use super::ir::*;
use crate::diag::{Error, Span};
use crate::entity::{FxHashMap, List};

/// A verifier failure: what is wrong, and the instruction it is about.
#[derive(Clone, Debug)]
pub struct Failure {
    pub inst: Option<Inst>,
    pub message: String,
    pub help: Option<String>,
}

/// The module around a body: types and the function and global headers.
#[derive(Copy, Clone)]
pub struct Module<'a> {
    pub types: &'a Types,
    pub funcs: &'a [Func],
    pub globals: &'a [Global],
}

/// Verifies `body`, a function of type `fn_ty`, and reports a failure as a
/// diagnostic. `input`: the whole function is LLVM-dialect input (every
/// failure is the input's fault); otherwise only instructions whose
/// [`Origin`] says so are, and other failures are internal errors.
/// `fallback` is the span of failures without a source op.
pub fn check(m: Module, fn_ty: Ty, body: &Body, input: bool, fallback: Span) -> Result<(), Error> {
    let Err(f) = verify(m, fn_ty, body) else {
        return Ok(());
    };
    let origin = f
        .inst
        .and_then(|i| body.origins.get(i.index()).copied())
        .unwrap_or_default();
    let span = if origin.span == Span::default() {
        fallback
    } else {
        origin.span
    };
    let err = if input || origin.input {
        let e = Error::verify(span, f.message);
        match f.help {
            Some(h) => e.help(h),
            None => e,
        }
    } else {
        Error::lower(
            span,
            format!(
                "internal error: the lowering built invalid LLVM IR: {}",
                f.message
            ),
        )
        .help("this is a bug in mlir2ll")
    };
    Err(err)
}

/// The spelling of LLVM type `t` in the LLVM dialect of MLIR (for
/// diagnostics about the input).
pub fn type_text(types: &Types, t: Ty) -> String {
    let mut s = String::new();
    write_ty(types, &mut s, t, true, 0);
    s
}

/// Verifies `body`, a function of type `fn_ty`.
pub fn verify(m: Module, fn_ty: Ty, body: &Body) -> Result<(), Failure> {
    let mut v = Verifier {
        m,
        t: m.types,
        body,
        named: None,
        inst: None,
    };
    v.func(fn_ty).map_err(|f| *f)
}

struct Verifier<'a> {
    m: Module<'a>,
    t: &'a Types,
    body: &'a Body,
    /// Identified structs' bodies by name (built on first need).
    named: Option<FxHashMap<&'a str, Ty>>,
    /// The instruction being checked.
    inst: Option<Inst>,
}

/// A failure, boxed: the results of the checks, mostly `Ok`, stay one
/// word (returned in a register, not through memory).
type Fail = Box<Failure>;

type R = Result<(), Fail>;

/// The float operation of the same name as integer operation `op`, and the
/// reverse (for help texts).
fn counterpart(op: BinOp) -> &'static str {
    use BinOp::*;
    match op {
        Add => "fadd",
        Sub => "fsub",
        Mul => "fmul",
        SDiv | UDiv => "fdiv",
        SRem | URem => "frem",
        FAdd => "add",
        FSub => "sub",
        FMul => "mul",
        FDiv => "sdiv` or `llvm.udiv",
        FRem => "srem` or `llvm.urem",
        And | Or | Xor | Shl | AShr | LShr => "",
    }
}

fn is_float_op(op: BinOp) -> bool {
    use BinOp::*;
    matches!(op, FAdd | FSub | FMul | FDiv | FRem)
}

fn write_ty(types: &Types, s: &mut String, t: Ty, top: bool, depth: u32) {
    use std::fmt::Write;
    let pre = if top { "!llvm." } else { "" };
    if depth > 16 {
        s.push_str("...");
        return;
    }
    let Some(ty) = types.all().get(t.index()) else {
        s.push('?');
        return;
    };
    match ty {
        Type::Void => {
            s.push_str(pre);
            s.push_str("void");
        }
        Type::Int(w) => {
            let _ = write!(s, "i{w}");
        }
        Type::Half => s.push_str("f16"),
        Type::BFloat => s.push_str("bf16"),
        Type::Float => s.push_str("f32"),
        Type::Double => s.push_str("f64"),
        Type::X86Fp80 => s.push_str("f80"),
        Type::Fp128 => s.push_str("f128"),
        Type::Ptr(e, space) => {
            s.push_str(pre);
            s.push_str("ptr<");
            if matches!(types.all().get(e.index()), Some(Type::Void)) {
                s.push_str("i8");
            } else {
                write_ty(types, s, *e, false, depth + 1);
            }
            if *space != 0 {
                let _ = write!(s, ", {space}");
            }
            s.push('>');
        }
        Type::Func {
            ret,
            params,
            vararg,
        } => {
            s.push_str(pre);
            s.push_str("func<");
            write_ty(types, s, *ret, false, depth + 1);
            s.push_str(" (");
            for (k, p) in params.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                write_ty(types, s, *p, false, depth + 1);
            }
            if *vararg {
                s.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            s.push_str(")>");
        }
        Type::Struct(f) | Type::PackedStruct(f) => {
            s.push_str(pre);
            s.push_str("struct<");
            if matches!(ty, Type::PackedStruct(_)) {
                s.push_str("packed ");
            }
            s.push('(');
            for (k, p) in f.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                write_ty(types, s, *p, false, depth + 1);
            }
            s.push_str(")>");
        }
        Type::Named(n) => {
            s.push_str(pre);
            let _ = write!(s, "struct<{n:?}>");
        }
        Type::Array(n, e) => {
            s.push_str(pre);
            let _ = write!(s, "array<{n} x ");
            write_ty(types, s, *e, false, depth + 1);
            s.push('>');
        }
        Type::Vector(n, e) => {
            if types
                .all()
                .get(e.index())
                .is_some_and(Type::is_int_or_float)
            {
                let _ = write!(s, "vector<{n}x");
                write_ty(types, s, *e, false, depth + 1);
            } else {
                s.push_str(pre);
                let _ = write!(s, "vec<{n} x ");
                write_ty(types, s, *e, false, depth + 1);
            }
            s.push('>');
        }
    }
}

/// A sub-slice of a pool, or `None` when the list is out of its bounds.
fn slice<T>(l: List, pool: &[T]) -> Option<&[T]> {
    let start = l.start as usize;
    pool.get(start..start.checked_add(l.len())?)
}

impl<'a> Verifier<'a> {
    #[cold]
    fn fail<T>(&self, message: impl Into<String>) -> Result<T, Fail> {
        Err(Box::new(Failure {
            inst: self.inst,
            message: message.into(),
            help: None,
        }))
    }

    #[cold]
    fn fail_help<T>(&self, message: impl Into<String>, help: impl Into<String>) -> Result<T, Fail> {
        Err(Box::new(Failure {
            inst: self.inst,
            message: message.into(),
            help: Some(help.into()),
        }))
    }

    // ----- types ----------------------------------------------------------

    fn get(&self, t: Ty) -> Option<&'a Type> {
        self.t.all().get(t.index())
    }

    /// The body of identified struct `t`, or `t` itself.
    fn resolve(&mut self, t: Ty) -> Ty {
        let Some(Type::Named(n)) = self.get(t) else {
            return t;
        };
        let types = self.t;
        let map = self.named.get_or_insert_with(|| {
            let mut m = FxHashMap::default();
            for (n, b) in &types.named {
                m.insert(&**n, *b);
            }
            m
        });
        match map.get(&**n) {
            Some(b) if *b != types.void => *b,
            _ => t,
        }
    }

    /// The spelling of `t` in the LLVM dialect of MLIR (what the input
    /// writes), for messages.
    fn text(&self, t: Ty) -> String {
        type_text(self.t, t)
    }

    /// The spelling of a pointer to `t` in address space `space`.
    fn ptr_text(&self, t: Ty, space: u32) -> String {
        let mut s = String::from("!llvm.ptr<");
        write_ty(self.t, &mut s, t, false, 0);
        if space != 0 {
            s.push_str(&format!(", {space}"));
        }
        s.push('>');
        s
    }

    /// The element type of a vector, and its length; `(None, t)` for other
    /// types.
    fn scalar(&self, t: Ty) -> (Option<u64>, Ty) {
        match self.get(t) {
            Some(Type::Vector(n, e)) => (Some(*n), *e),
            _ => (None, t),
        }
    }

    fn int_width(&self, t: Ty) -> Option<u32> {
        match self.get(t) {
            Some(Type::Int(w)) => Some(*w),
            _ => None,
        }
    }

    fn float_bits(&self, t: Ty) -> Option<u32> {
        match self.get(t) {
            Some(Type::Half | Type::BFloat) => Some(16),
            Some(Type::Float) => Some(32),
            Some(Type::Double) => Some(64),
            Some(Type::X86Fp80) => Some(80),
            Some(Type::Fp128) => Some(128),
            _ => None,
        }
    }

    fn is_ptr(&self, t: Ty) -> bool {
        matches!(self.get(t), Some(Type::Ptr(..)))
    }

    fn is_int_or_vec(&self, t: Ty) -> bool {
        self.int_width(self.scalar(t).1).is_some()
    }

    fn is_float_or_vec(&self, t: Ty) -> bool {
        self.float_bits(self.scalar(t).1).is_some()
    }

    /// Whether values of type `t` can be loaded, stored and allocated.
    fn sized(&mut self, t: Ty) -> bool {
        let r = self.resolve(t);
        !matches!(
            self.get(r),
            None | Some(Type::Void | Type::Func { .. } | Type::Named(_))
        )
    }

    /// The size in bits of a bitcastable (non-aggregate, non-pointer) type.
    fn prim_bits(&self, t: Ty) -> Option<u64> {
        let (n, e) = self.scalar(t);
        let b = match self.get(e)? {
            Type::Int(w) => u64::from(*w),
            _ => u64::from(self.float_bits(e)?),
        };
        b.checked_mul(n.unwrap_or(1))
    }

    /// The type `i1`, or `<n x i1>` when `t` is a vector of `n`.
    fn bool_shape_ok(&self, operand: Ty, result: Ty) -> bool {
        match (self.scalar(operand).0, self.get(result)) {
            (None, Some(Type::Int(1))) => true,
            (Some(n), Some(Type::Vector(m, e))) => *m == n && self.int_width(*e) == Some(1),
            _ => false,
        }
    }

    // ----- values ---------------------------------------------------------

    // (The checks below, made for most instructions, are inlined; their
    // failures, which format messages, are not.)

    #[inline(always)]
    fn ty(&self, v: Value) -> Result<Ty, Fail> {
        match self.body.values.get(v.index()) {
            Some(d) => Ok(d.ty),
            None => self.no_value(v),
        }
    }

    #[cold]
    #[inline(never)]
    fn no_value(&self, v: Value) -> Result<Ty, Fail> {
        self.fail(format!("an operand refers to no value (%{})", v.0))
    }

    #[inline(always)]
    fn result(&self, d: &InstData, name: &str) -> Result<Ty, Fail> {
        match d.result {
            Some(r) => self.ty(r),
            None => self.no_result(name),
        }
    }

    #[cold]
    #[inline(never)]
    fn no_result(&self, name: &str) -> Result<Ty, Fail> {
        self.fail(format!("`{name}` has no result"))
    }

    #[inline(always)]
    fn same(&self, name: &str, a: Ty, b: Ty) -> R {
        if a != b {
            return self.not_same(name, a, b);
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn not_same(&self, name: &str, a: Ty, b: Ty) -> R {
        self.fail(format!(
            "`{name}` needs operands of one type, found {} and {}",
            self.text(a),
            self.text(b)
        ))
    }

    #[inline(always)]
    fn result_is(&self, name: &str, have: Ty, want: Ty) -> R {
        if have != want {
            return self.result_not(name, have, want);
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn result_not(&self, name: &str, have: Ty, want: Ty) -> R {
        self.fail(format!(
            "the result of `{name}` has type {}, but it produces {}",
            self.text(have),
            self.text(want)
        ))
    }

    /// Checks every value's type against its kind.
    fn values(&mut self) -> R {
        let b = self.body;
        for (k, d) in b.values.iter().enumerate() {
            let v = Value::new(k);
            let ok = match d.kind {
                ValueKind::Param(i) => b.params.get(i as usize) == Some(&v),
                ValueKind::Inst(i) => b.insts.get(i.index()).is_some_and(|x| x.result == Some(v)),
                ValueKind::BlockArg(blk, i) => {
                    b.blocks
                        .get(blk.index())
                        .and_then(|bd| slice(bd.args, &b.operands))
                        .and_then(|a| a.get(i as usize))
                        == Some(&v)
                }
                ValueKind::ConstInt(_) => self.int_width(d.ty).is_some(),
                ValueKind::ConstFloat(_) => self.float_bits(d.ty).is_some(),
                ValueKind::Undef => {
                    !matches!(self.get(d.ty), None | Some(Type::Void | Type::Func { .. }))
                }
                ValueKind::Null => self.is_ptr(d.ty),
                ValueKind::FuncAddr(f) => match self.m.funcs.get(f.index()) {
                    None => false,
                    Some(func) if func.ty == self.t.void => self.is_ptr(d.ty),
                    Some(func) => {
                        matches!(self.get(d.ty), Some(Type::Ptr(e, 0)) if *e == func.ty)
                    }
                },
                ValueKind::GlobalAddr(g) => match self.m.globals.get(g.index()) {
                    None => false,
                    Some(gl) if gl.ty == self.t.void => self.is_ptr(d.ty),
                    Some(gl) => matches!(
                        self.get(d.ty),
                        Some(Type::Ptr(e, s)) if *e == gl.ty && *s == gl.addr_space
                    ),
                },
                ValueKind::ConstAgg(l) => self.agg_ok(d.ty, l),
            };
            if !ok {
                let what = match d.kind {
                    ValueKind::Param(i) => format!("parameter #{i}"),
                    ValueKind::Inst(_) => "an instruction's result".to_string(),
                    ValueKind::BlockArg(..) => "a block argument".to_string(),
                    ValueKind::ConstInt(c) => format!("the integer constant {c}"),
                    ValueKind::ConstFloat(_) => "a float constant".to_string(),
                    ValueKind::Undef => "`undef`".to_string(),
                    ValueKind::Null => "`null`".to_string(),
                    ValueKind::FuncAddr(f) => match self.m.funcs.get(f.index()) {
                        Some(f) => format!("the address of `@{}`", f.name),
                        None => "the address of a function that does not exist".to_string(),
                    },
                    ValueKind::GlobalAddr(g) => match self.m.globals.get(g.index()) {
                        Some(g) => format!("the address of `@{}`", g.name),
                        None => "the address of a global that does not exist".to_string(),
                    },
                    ValueKind::ConstAgg(_) => "a constant aggregate".to_string(),
                };
                // At its first use, if it has one (values have no spans).
                self.inst = self.first_use(v);
                return self.fail(format!("{what} cannot have type {}", self.text(d.ty)));
            }
        }
        Ok(())
    }

    /// The first instruction (in index order) that uses `v` as an operand
    /// (a linear scan, made only for a failure).
    fn first_use(&self, v: Value) -> Option<Inst> {
        let b = self.body;
        for (k, d) in b.insts.iter().enumerate() {
            let mut found = false;
            operands(b, d, &mut |x| found |= x == v);
            if found {
                return Some(Inst::new(k));
            }
        }
        None
    }

    /// Whether constant elements `l` make an aggregate of type `t`.
    fn agg_ok(&mut self, t: Ty, l: List) -> bool {
        let Some(elems) = slice(l, &self.body.operands) else {
            return false;
        };
        let r = self.resolve(t);
        let tys = |v: &Value| self.body.values.get(v.index()).map(|d| d.ty);
        match self.get(r) {
            Some(Type::Array(n, e) | Type::Vector(n, e)) => {
                elems.len() as u64 == *n && elems.iter().all(|x| tys(x) == Some(*e))
            }
            Some(Type::Struct(f) | Type::PackedStruct(f)) => {
                elems.len() == f.len()
                    && elems.iter().zip(f.iter()).all(|(x, t)| tys(x) == Some(*t))
            }
            _ => false,
        }
    }

    // ----- the function ---------------------------------------------------

    fn func(&mut self, fn_ty: Ty) -> R {
        let Some(Type::Func { ret, params, .. }) = self.get(fn_ty) else {
            return self.fail("the function's type is not a function type");
        };
        let ret = *ret;
        let b = self.body;
        if b.params.len() != params.len() {
            return self.fail(format!(
                "the function has {} parameters, but its type has {}",
                b.params.len(),
                params.len()
            ));
        }
        for (p, t) in b.params.iter().zip(params.iter()) {
            if matches!(self.get(*t), None | Some(Type::Void | Type::Func { .. })) {
                return self.fail(format!(
                    "a function parameter cannot have type {}",
                    self.text(*t)
                ));
            }
            if self.ty(*p)? != *t {
                return self.fail("a parameter's type differs from the function type's");
            }
        }
        if matches!(self.get(ret), None | Some(Type::Func { .. })) {
            return self.fail(format!("a function cannot return {}", self.text(ret)));
        }
        self.values()?;
        if b.blocks.is_empty() {
            return self.fail("a defined function needs an entry block");
        }
        if b.origins.len() != b.insts.len() {
            return self.fail("the instruction origin table is out of step");
        }
        // The layout lists every block once, the entry first.
        let entry = if b.layout.is_empty() {
            Block(0)
        } else {
            if b.layout.len() != b.blocks.len() {
                return self.fail("the block layout does not list every block once");
            }
            let mut seen = vec![false; b.blocks.len()];
            for blk in &b.layout {
                match seen.get_mut(blk.index()) {
                    Some(s) if !*s => *s = true,
                    _ => return self.fail("the block layout does not list every block once"),
                }
            }
            b.layout[0]
        };
        if b.blocks
            .get(entry.index())
            .is_some_and(|e| !e.args.is_empty())
        {
            return self.fail("the entry block has arguments (phis without predecessors)");
        }
        // The block of every instruction (`u32::MAX`: in none), for the
        // order of definitions and uses.
        let mut home = vec![u32::MAX; b.insts.len()];
        for (bi, bd) in b.blocks.iter().enumerate() {
            let Some(h) =
                home.get_mut(bd.insts.start as usize..(bd.insts.start + bd.insts.len) as usize)
            else {
                return self.fail("a block's instruction range is out of bounds");
            };
            for x in h {
                if *x != u32::MAX {
                    return self.fail("two blocks share an instruction");
                }
                *x = bi as u32;
            }
        }
        for (bi, bd) in b.blocks.iter().enumerate() {
            self.inst = None;
            let Some(args) = slice(bd.args, &b.operands) else {
                return self.fail("a block's argument list is out of bounds");
            };
            for (k, a) in args.iter().enumerate() {
                let d = b.values.get(a.index());
                if !d.is_some_and(|d| d.kind == ValueKind::BlockArg(Block::new(bi), k as u32)) {
                    return self.fail("a block argument is not a value of that block");
                }
            }
            let Some(insts) = slice(bd.insts, &b.insts) else {
                return self.fail("a block's instruction range is out of bounds");
            };
            let Some(last) = insts.len().checked_sub(1) else {
                return self.fail(format!("block {bi} is empty: it needs a terminator"));
            };
            for (k, d) in insts.iter().enumerate() {
                self.inst = Some(Inst::new(bd.insts.start as usize + k));
                let term = d.kind.is_terminator();
                if term && k != last {
                    return self.fail(format!(
                        "a terminator in the middle of block {bi} (its instructions after it are dead)"
                    ));
                }
                if !term && k == last {
                    return self.fail(format!("block {bi} does not end with a terminator"));
                }
                self.inst(d, ret, entry)?;
                // Results used after their definition in the same block, and
                // defined in some block (dominance across blocks is not
                // checked here).
                let here = bd.insts.start as usize + k;
                let mut bad = None;
                operands(b, d, &mut |v| {
                    if bad.is_none()
                        && let Some(ValueData {
                            kind: ValueKind::Inst(j),
                            ..
                        }) = b.values.get(v.index())
                    {
                        match home.get(j.index()) {
                            Some(&h) if h == bi as u32 && j.index() >= here => {
                                bad = Some("a value is used before its definition");
                            }
                            Some(&h) if h != u32::MAX => {}
                            _ => {
                                bad = Some(
                                    "a value is defined by an instruction that is in no block",
                                );
                            }
                        }
                    }
                });
                if let Some(m) = bad {
                    return self.fail(m);
                }
            }
        }
        Ok(())
    }

    /// Checks a branch target: not the entry block, and its arguments
    /// (its phis' incoming values) in number and type.
    fn succ(&self, s: &Succ, entry: Block) -> R {
        let b = self.body;
        let Some(target) = b.blocks.get(s.block.index()) else {
            return self.fail("a branch to a block that does not exist");
        };
        if s.block == entry {
            return self.fail("a branch to the entry block");
        }
        let (Some(params), Some(args)) =
            (slice(target.args, &b.operands), slice(s.args, &b.operands))
        else {
            return self.fail("a branch's argument list is out of bounds");
        };
        if params.len() != args.len() {
            return self.fail(format!(
                "a branch passes {} values to a block with {} arguments",
                args.len(),
                params.len()
            ));
        }
        for (k, (p, a)) in params.iter().zip(args).enumerate() {
            let (pt, at) = (self.ty(*p)?, self.ty(*a)?);
            if pt != at {
                return self.fail(format!(
                    "a branch passes {} as argument #{k} of a block that takes {}",
                    self.text(at),
                    self.text(pt)
                ));
            }
        }
        Ok(())
    }

    fn inst(&mut self, d: &InstData, ret: Ty, entry: Block) -> R {
        let b = self.body;
        let no_result = |s: &Self, name: &str| -> R {
            if d.result.is_some() {
                return s.fail(format!("`{name}` has a result"));
            }
            Ok(())
        };
        match &d.kind {
            InstKind::Bin(op, x, y) => {
                let name = op.name();
                let (a, c) = (self.ty(*x)?, self.ty(*y)?);
                let float = is_float_op(*op);
                let ok = if float {
                    self.is_float_or_vec(a)
                } else {
                    self.is_int_or_vec(a)
                };
                if !ok {
                    let kind = if float { "floats" } else { "integers" };
                    let msg = format!(
                        "`{name}` takes {kind} (or vectors of {kind}), not {}",
                        self.text(a)
                    );
                    let other = counterpart(*op);
                    if other.is_empty() {
                        return self.fail(msg);
                    }
                    let what = if float { "integers" } else { "floats" };
                    return self.fail_help(msg, format!("for {what}, use `llvm.{other}`"));
                }
                self.same(name, a, c)?;
                let r = self.result(d, name)?;
                self.result_is(name, r, a)
            }
            InstKind::AtomicRmw(op, p, v) => self.atomic_rmw(d, *op, *p, *v),
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                flags: _,
            } => self.cmpxchg(d, [*ptr, *cmp, *new], *success, *failure),
            InstKind::AtomicRmwOrd { op, ptr, val, .. } => self.atomic_rmw(d, *op, *ptr, *val),
            InstKind::Freeze(x) => {
                let a = self.ty(*x)?;
                let r = self.result(d, "freeze")?;
                self.result_is("freeze", r, a)
            }
            InstKind::FNeg(x) => {
                let a = self.ty(*x)?;
                if !self.is_float_or_vec(a) {
                    return self.fail(format!(
                        "`fneg` takes a float (or a vector of floats), not {}",
                        self.text(a)
                    ));
                }
                let r = self.result(d, "fneg")?;
                self.result_is("fneg", r, a)
            }
            InstKind::ICmp(p, x, y) => {
                let (a, c) = (self.ty(*x)?, self.ty(*y)?);
                if (*p as usize) >= ICMP_NAMES.len() {
                    return self.fail("`icmp` with an unknown predicate");
                }
                let e = self.scalar(a).1;
                if self.int_width(e).is_none() && !self.is_ptr(e) {
                    return self.fail_help(
                        format!(
                            "`icmp` compares integers or pointers (or vectors of them), not {}",
                            self.text(a)
                        ),
                        "compare floats with `fcmp`",
                    );
                }
                self.same("icmp", a, c)?;
                let r = self.result(d, "icmp")?;
                if !self.bool_shape_ok(a, r) {
                    return self.fail(format!(
                        "`icmp` of {} gives i1 (a vector of i1 for vectors), not {}",
                        self.text(a),
                        self.text(r)
                    ));
                }
                Ok(())
            }
            InstKind::FCmp(p, x, y) => {
                let (a, c) = (self.ty(*x)?, self.ty(*y)?);
                if (*p as usize) >= crate::mlir::ir::FPRED_NAMES.len() {
                    return self.fail("`fcmp` with an unknown predicate");
                }
                if !self.is_float_or_vec(a) {
                    return self.fail_help(
                        format!(
                            "`fcmp` compares floats (or vectors of floats), not {}",
                            self.text(a)
                        ),
                        "compare integers with `icmp`",
                    );
                }
                self.same("fcmp", a, c)?;
                let r = self.result(d, "fcmp")?;
                if !self.bool_shape_ok(a, r) {
                    return self.fail(format!(
                        "`fcmp` of {} gives i1 (a vector of i1 for vectors), not {}",
                        self.text(a),
                        self.text(r)
                    ));
                }
                Ok(())
            }
            InstKind::Select(c, x, y) => {
                let (ct, a, bt) = (self.ty(*c)?, self.ty(*x)?, self.ty(*y)?);
                let cond_ok = match self.scalar(ct) {
                    (None, e) => self.int_width(e) == Some(1),
                    (Some(n), e) => self.int_width(e) == Some(1) && self.scalar(a).0 == Some(n),
                };
                if !cond_ok {
                    return self.fail(format!(
                        "the condition of `select` must be i1 (or a vector of i1 as long as the operands), not {}",
                        self.text(ct)
                    ));
                }
                self.same("select", a, bt)?;
                let r = self.result(d, "select")?;
                self.result_is("select", r, a)
            }
            InstKind::Cast(op, x) => {
                let from = self.ty(*x)?;
                let to = self.result(d, op.name())?;
                self.cast(*op, from, to)
            }
            InstKind::FPTruncRound { value, .. } => {
                let from = self.ty(*value)?;
                let to = self.result(d, "fptrunc")?;
                self.cast(CastOp::FPTrunc, from, to)
            }
            InstKind::Call {
                callee,
                args,
                fn_ty,
            } => self.call(d, *callee, *args, *fn_ty),
            InstKind::ExtractValue(agg, idx) => {
                let at = self.ty(*agg)?;
                let t = self.member(at, *idx, "extractvalue")?;
                let r = self.result(d, "extractvalue")?;
                self.result_is("extractvalue", r, t)
            }
            InstKind::InsertValue(agg, v, idx) => {
                let at = self.ty(*agg)?;
                let t = self.member(at, *idx, "insertvalue")?;
                let vt = self.ty(*v)?;
                if vt != t {
                    return self.fail(format!(
                        "`insertvalue` puts {} where {} has {}",
                        self.text(vt),
                        self.text(at),
                        self.text(t)
                    ));
                }
                let r = self.result(d, "insertvalue")?;
                self.result_is("insertvalue", r, at)
            }
            InstKind::Alloca { elem, count, .. } => {
                let ct = self.ty(*count)?;
                if self.int_width(ct).is_none() {
                    return self.fail(format!(
                        "the count of `alloca` must be an integer, not {}",
                        self.text(ct)
                    ));
                }
                if !self.sized(*elem) {
                    return self.fail(format!(
                        "`alloca` of {}, which has no size",
                        self.text(*elem)
                    ));
                }
                let r = self.result(d, "alloca")?;
                match self.get(r) {
                    Some(Type::Ptr(e, 0)) if e == elem => Ok(()),
                    _ => self.fail(format!(
                        "`alloca` of {} makes {}, not {}",
                        self.text(*elem),
                        self.ptr_text(*elem, 0),
                        self.text(r)
                    )),
                }
            }
            InstKind::Load(p)
            | InstKind::VolatileLoad(p)
            | InstKind::LoadAlign(p, ..)
            | InstKind::LoadNT(p, ..)
            | InstKind::AtomicLoad(p, _) => {
                let pt = self.ty(*p)?;
                let r = self.result(d, "load")?;
                let Some(Type::Ptr(e, _)) = self.get(pt) else {
                    return self.fail(format!(
                        "`load` through {}, which is not a pointer",
                        self.text(pt)
                    ));
                };
                if *e != r {
                    return self.fail_help(
                        format!(
                            "`load` of {} through {}: a load reads the pointer's element type",
                            self.text(r),
                            self.text(pt)
                        ),
                        "mlir2ll writes typed pointers: load through a pointer to the loaded type (`llvm.bitcast` the pointer first)",
                    );
                }
                if !self.sized(r) {
                    return self.fail(format!("`load` of {}, which has no size", self.text(r)));
                }
                match &d.kind {
                    InstKind::AtomicLoad(_, m) => self.atomic_mem(m, r, true),
                    _ => Ok(()),
                }
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..)
            | InstKind::StoreNT(v, p, ..)
            | InstKind::AtomicStore(v, p, _) => {
                no_result(self, "store")?;
                let (vt, pt) = (self.ty(*v)?, self.ty(*p)?);
                let Some(Type::Ptr(e, _)) = self.get(pt) else {
                    return self.fail(format!(
                        "`store` through {}, which is not a pointer",
                        self.text(pt)
                    ));
                };
                if *e != vt {
                    return self.fail_help(
                        format!(
                            "`store` of {} through {}: a store writes the pointer's element type",
                            self.text(vt),
                            self.text(pt)
                        ),
                        "mlir2ll writes typed pointers: store through a pointer to the stored type (`llvm.bitcast` the pointer first)",
                    );
                }
                if !self.sized(vt) {
                    return self.fail(format!("`store` of {}, which has no size", self.text(vt)));
                }
                match &d.kind {
                    InstKind::AtomicStore(_, _, m) => self.atomic_mem(m, vt, false),
                    _ => Ok(()),
                }
            }
            InstKind::Gep {
                elem,
                base,
                indices,
            } => self.gep(d, *elem, *base, *indices),
            InstKind::ExtractElement(v, i) => {
                let (vt, it) = (self.ty(*v)?, self.ty(*i)?);
                let (Some(_), e) = self.scalar(vt) else {
                    return self.fail(format!(
                        "`extractelement` takes a vector, not {}",
                        self.text(vt)
                    ));
                };
                if self.int_width(it).is_none() {
                    return self.fail("the position of `extractelement` must be an integer");
                }
                let r = self.result(d, "extractelement")?;
                self.result_is("extractelement", r, e)
            }
            InstKind::InsertElement(v, x, i) => {
                let (vt, xt, it) = (self.ty(*v)?, self.ty(*x)?, self.ty(*i)?);
                let (Some(_), e) = self.scalar(vt) else {
                    return self.fail(format!(
                        "`insertelement` takes a vector, not {}",
                        self.text(vt)
                    ));
                };
                if xt != e {
                    return self.fail(format!(
                        "`insertelement` puts {} into {}",
                        self.text(xt),
                        self.text(vt)
                    ));
                }
                if self.int_width(it).is_none() {
                    return self.fail("the position of `insertelement` must be an integer");
                }
                let r = self.result(d, "insertelement")?;
                self.result_is("insertelement", r, vt)
            }
            InstKind::Shuffle(x, y, mask) => {
                let (a, c) = (self.ty(*x)?, self.ty(*y)?);
                let (Some(n), e) = self.scalar(a) else {
                    return self.fail(format!(
                        "`shufflevector` takes vectors, not {}",
                        self.text(a)
                    ));
                };
                self.same("shufflevector", a, c)?;
                let Some(m) = slice(*mask, &b.indices) else {
                    return self.fail("the mask of `shufflevector` is out of bounds");
                };
                if m.iter().any(|&k| k != u32::MAX && u64::from(k) >= 2 * n) {
                    return self.fail(format!(
                        "`shufflevector` mask values go up to {}",
                        2 * n - 1
                    ));
                }
                let r = self.result(d, "shufflevector")?;
                match self.get(r) {
                    Some(Type::Vector(len, re)) if *len == m.len() as u64 && *re == e => Ok(()),
                    _ => self.fail(format!(
                        "`shufflevector` with a mask of {} makes a vector of {} {}, not {}",
                        m.len(),
                        m.len(),
                        self.text(e),
                        self.text(r)
                    )),
                }
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                no_result(self, "switch")?;
                let vt = self.ty(*value)?;
                let Some(w) = self.int_width(vt) else {
                    return self.fail(format!("`switch` takes an integer, not {}", self.text(vt)));
                };
                self.succ(default, entry)?;
                let Some(cs) = slice(*cases, &b.cases) else {
                    return self.fail("the cases of `switch` are out of bounds");
                };
                let mut seen: FxHashMap<i128, ()> = FxHashMap::default();
                for (c, s) in cs {
                    self.succ(s, entry)?;
                    // The value as the printed constant means it, in `w` bits.
                    let v = if w < 128 {
                        let sh = 128 - w;
                        (c << sh) >> sh
                    } else {
                        *c
                    };
                    if seen.insert(v, ()).is_some() {
                        return self.fail(format!("`switch` has two cases for {v}"));
                    }
                }
                Ok(())
            }
            InstKind::Br(s) => {
                no_result(self, "br")?;
                self.succ(s, entry)
            }
            InstKind::CondBr(c, t, e) => {
                no_result(self, "br")?;
                let ct = self.ty(*c)?;
                if self.int_width(ct) != Some(1) {
                    return self.fail(format!(
                        "the condition of `br` must be i1, not {}",
                        self.text(ct)
                    ));
                }
                self.succ(t, entry)?;
                self.succ(e, entry)
            }
            InstKind::Ret(v) => {
                no_result(self, "ret")?;
                match v {
                    None if ret == self.t.void => Ok(()),
                    None => self.fail(format!(
                        "`ret` without a value in a function returning {}",
                        self.text(ret)
                    )),
                    Some(v) => {
                        let vt = self.ty(*v)?;
                        if vt != ret {
                            return self.fail(format!(
                                "`ret` of {} in a function returning {}",
                                self.text(vt),
                                self.text(ret)
                            ));
                        }
                        Ok(())
                    }
                }
            }
            InstKind::Unreachable => no_result(self, "unreachable"),
            InstKind::Fence { .. } => no_result(self, "fence"),
            // LLVM checks the constraints against the operands when it
            // builds the assembly; the result is any first-class type.
            InstKind::InlineAsm(..) => Ok(()),
        }
    }

    fn cast(&self, op: CastOp, from: Ty, to: Ty) -> R {
        use CastOp::*;
        let name = op.name();
        let (fl, fe) = self.scalar(from);
        let (tl, te) = self.scalar(to);
        let bad = |why: &str| -> R {
            self.fail(format!(
                "invalid `{name}` from {} to {}: {why}",
                self.text(from),
                self.text(to)
            ))
        };
        // A bitcast may change the shape (sizes are checked below).
        if fl != tl && op != Bitcast {
            return bad("a vector cast keeps the number of elements");
        }
        let (fi, ti) = (self.int_width(fe), self.int_width(te));
        let (ff, tf) = (self.float_bits(fe), self.float_bits(te));
        match op {
            Trunc | ZExt | SExt => {
                let (Some(a), Some(b)) = (fi, ti) else {
                    return bad(&format!("`{name}` converts integers to integers"));
                };
                match op {
                    Trunc if a <= b => bad("`trunc` makes an integer narrower"),
                    ZExt | SExt if a >= b => bad(&format!("`{name}` makes an integer wider")),
                    _ => Ok(()),
                }
            }
            FPTrunc | FPExt => {
                let (Some(a), Some(b)) = (ff, tf) else {
                    return bad(&format!("`{name}` converts floats to floats"));
                };
                match op {
                    FPTrunc if a <= b => bad("`fptrunc` makes a float narrower"),
                    FPExt if a >= b => bad("`fpext` makes a float wider"),
                    _ => Ok(()),
                }
            }
            FPToSI | FPToUI => {
                if ff.is_none() || ti.is_none() {
                    return bad(&format!("`{name}` converts a float to an integer"));
                }
                Ok(())
            }
            SIToFP | UIToFP => {
                if fi.is_none() || tf.is_none() {
                    return bad(&format!("`{name}` converts an integer to a float"));
                }
                Ok(())
            }
            PtrToInt => {
                if !self.is_ptr(fe) || ti.is_none() {
                    return bad("`ptrtoint` converts a pointer to an integer");
                }
                Ok(())
            }
            IntToPtr => {
                if fi.is_none() || !self.is_ptr(te) {
                    return bad("`inttoptr` converts an integer to a pointer");
                }
                Ok(())
            }
            AddrSpaceCast => match (self.get(fe), self.get(te)) {
                (Some(Type::Ptr(_, sa)), Some(Type::Ptr(_, sb))) => {
                    if sa == sb {
                        bad("`addrspacecast` changes the address space (use `bitcast`)")
                    } else {
                        Ok(())
                    }
                }
                _ => bad("`addrspacecast` converts a pointer to a pointer"),
            },
            Bitcast => {
                match (self.get(fe), self.get(te)) {
                    (Some(Type::Ptr(_, sa)), Some(Type::Ptr(_, sb))) => {
                        if fl != tl {
                            return bad("a vector cast keeps the number of elements");
                        }
                        if sa != sb {
                            return bad("`bitcast` keeps the address space (use `addrspacecast`)");
                        }
                        return Ok(());
                    }
                    (Some(Type::Ptr(..)), _) | (_, Some(Type::Ptr(..))) => {
                        return bad(
                            "`bitcast` converts pointers to pointers only (use `ptrtoint` or `inttoptr`)",
                        );
                    }
                    _ => {}
                }
                match (self.prim_bits(from), self.prim_bits(to)) {
                    (Some(a), Some(b)) if a == b => Ok(()),
                    (Some(_), Some(_)) => bad("`bitcast` keeps the size in bits"),
                    _ => bad("`bitcast` converts non-aggregate values of one size"),
                }
            }
        }
    }

    /// The member of aggregate type `t` at positions `idx`.
    fn member(&mut self, t: Ty, idx: List, name: &str) -> Result<Ty, Fail> {
        let Some(pos) = slice(idx, &self.body.indices) else {
            return self.fail(format!("the positions of `{name}` are out of bounds"));
        };
        if pos.is_empty() {
            return self.fail(format!("`{name}` needs at least one position"));
        }
        let mut cur = t;
        for &k in pos {
            let r = self.resolve(cur);
            cur = match self.get(r) {
                Some(Type::Struct(f) | Type::PackedStruct(f)) => match f.get(k as usize) {
                    Some(f) => *f,
                    None => {
                        return self.fail(format!(
                            "`{name}` position {k} is out of range for {}",
                            self.text(cur)
                        ));
                    }
                },
                Some(Type::Array(n, e)) => {
                    if u64::from(k) >= *n {
                        return self.fail(format!(
                            "`{name}` position {k} is out of range for {}",
                            self.text(cur)
                        ));
                    }
                    *e
                }
                _ => {
                    return self.fail(format!(
                        "`{name}` position {k} indexes into {}, which is not a struct or an array",
                        self.text(cur)
                    ));
                }
            };
        }
        Ok(cur)
    }

    fn gep(&mut self, d: &InstData, elem: Ty, base: Value, indices: List) -> R {
        let bt = self.ty(base)?;
        let Some(Type::Ptr(e, space)) = self.get(bt) else {
            return self.fail(format!(
                "the base of `getelementptr` must be a pointer, not {}",
                self.text(bt)
            ));
        };
        let space = *space;
        if *e != elem {
            return self.fail(format!(
                "`getelementptr` over {} from a pointer to {}",
                self.text(elem),
                self.text(*e)
            ));
        }
        if !self.sized(elem) {
            return self.fail(format!(
                "`getelementptr` over {}, which has no size",
                self.text(elem)
            ));
        }
        let Some(idx) = slice(indices, &self.body.operands) else {
            return self.fail("the indices of `getelementptr` are out of bounds");
        };
        let mut cur = elem;
        // A vector index makes a vector of pointers (one per lane).
        let mut lanes = None;
        for (k, &i) in idx.iter().enumerate() {
            let mut it = self.ty(i)?;
            if let Some(Type::Vector(n, e)) = self.get(it) {
                lanes = Some(*n);
                it = *e;
            }
            if self.int_width(it).is_none() {
                return self.fail(format!(
                    "the indices of `getelementptr` must be integers, not {}",
                    self.text(it)
                ));
            }
            if k == 0 {
                continue;
            }
            let r = self.resolve(cur);
            cur = match self.get(r) {
                Some(Type::Struct(f) | Type::PackedStruct(f)) => {
                    let c = match self.body.values.get(i.index()).map(|v| v.kind) {
                        Some(ValueKind::ConstInt(c)) if it == self.t.i32 => c,
                        _ => {
                            return self.fail(
                                "`getelementptr` selects struct fields by constant i32 indices",
                            );
                        }
                    };
                    match usize::try_from(c).ok().and_then(|c| f.get(c)) {
                        Some(f) => *f,
                        None => {
                            return self.fail(format!(
                                "`getelementptr` field {c} is out of range for {}",
                                self.text(cur)
                            ));
                        }
                    }
                }
                Some(Type::Array(_, e) | Type::Vector(_, e)) => *e,
                _ => {
                    return self.fail(format!(
                        "`getelementptr` indexes into {}, which is not an aggregate",
                        self.text(cur)
                    ));
                }
            };
        }
        let mut r = self.result(d, "getelementptr")?;
        if let (Some(n), Some(Type::Vector(m, e))) = (lanes, self.get(r))
            && *m == n
        {
            r = *e;
        }
        match self.get(r) {
            Some(Type::Ptr(x, s)) if *x == cur && *s == space => Ok(()),
            _ => self.fail(format!(
                "`getelementptr` makes {}, not {}",
                self.ptr_text(cur, space),
                self.text(r)
            )),
        }
    }

    fn call(&mut self, d: &InstData, callee: Callee, args: List, fn_ty: Ty) -> R {
        let Some(Type::Func {
            ret,
            params,
            vararg,
        }) = self.get(fn_ty)
        else {
            return self.fail(format!(
                "`call` through {}, which is not a function type",
                self.text(fn_ty)
            ));
        };
        match callee {
            Callee::Direct(f) => {
                let Some(func) = self.m.funcs.get(f.index()) else {
                    return self.fail("a call to a function that does not exist");
                };
                // Not yet declared (void): the parser checks the call when it is.
                if func.ty != self.t.void && func.ty != fn_ty {
                    return self.fail(format!(
                        "`@{}` has type {}, but it is called as {}",
                        func.name,
                        self.text(func.ty),
                        self.text(fn_ty)
                    ));
                }
            }
            Callee::Indirect(v) => {
                let vt = self.ty(v)?;
                match self.get(vt) {
                    Some(Type::Ptr(e, _)) if *e == fn_ty => {}
                    _ => {
                        return self.fail(format!(
                            "the callee has type {}, but it is called as {}",
                            self.text(vt),
                            self.text(fn_ty)
                        ));
                    }
                }
            }
        }
        let Some(a) = slice(args, &self.body.operands) else {
            return self.fail("the arguments of `call` are out of bounds");
        };
        if a.len() < params.len() || (!vararg && a.len() != params.len()) {
            return self.fail(format!(
                "`call` passes {} arguments to a function of type {}",
                a.len(),
                self.text(fn_ty)
            ));
        }
        for (k, x) in a.iter().enumerate() {
            let xt = self.ty(*x)?;
            match params.get(k) {
                Some(p) if *p != xt => {
                    return self.fail(format!(
                        "`call` passes {} as argument #{k}, which has type {}",
                        self.text(xt),
                        self.text(*p)
                    ));
                }
                None if !self.sized(xt) => {
                    return self.fail(format!(
                        "`call` passes {} as a variadic argument",
                        self.text(xt)
                    ));
                }
                _ => {}
            }
        }
        if let Some(r) = d.result {
            let rt = self.ty(r)?;
            if *ret == self.t.void || rt != *ret {
                return self.fail(format!(
                    "the result of `call` has type {}, but the function returns {}",
                    self.text(rt),
                    self.text(*ret)
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;

mod atomic;
mod operands;
use operands::operands;
