//! Legalizes the lowered IR for MLIR 13's LLVM dialect (`--emit=mlir`), so
//! that the MLIR writer ([`crate::print::mlir`]) only spells what it is
//! given. What the dialect cannot say is rewritten into equivalent IR:
//!
//! - `llvm.switch` takes only an `i32` and at least one case: a switch
//!   without cases becomes a `br`; one on another width becomes a chain of
//!   `icmp eq` / `cond_br`, each after the first in a new block placed right
//!   after the switch's block `N` and named `^bbN_K` ([`Body::split`]);
//! - `llvm.call` cannot call through a pointer to a variadic function type:
//!   such a callee is first bitcast to the non-variadic type of the actual
//!   arguments;
//! - constants are ops, not values: every constant operand is replaced by a
//!   definition of [`Body::prelude`] (which the writer puts at the start of
//!   the entry block), made in first-use order, one per distinct constant:
//!   a leaf (a number, `undef`, `null`, an address, or a `dense` aggregate
//!   of numbers), or, for other aggregates, `insertvalue` / `insertelement`
//!   instructions into an `undef` (undef members left out);
//! - a global's initializer that no attribute can hold (a number, a byte
//!   string, a `dense` aggregate of numbers) becomes a region: a body whose
//!   prelude builds the value and whose one block returns it.

use crate::entity::{FxHashMap, List};
use crate::llvm::ir::*;

/// Legalizes function body `body` in place.
pub fn legalize(t: &mut Types, body: &mut Body) {
    legalize_in(t, body, &mut Scratch::default());
}

/// [`legalize`] with the tables of `scratch` (kept by a caller that
/// legalizes many bodies, for their allocations).
pub fn legalize_in(t: &mut Types, body: &mut Body, scratch: &mut Scratch) {
    rewrite_blocks(t, body);
    let mut cx = Consts::new(t, body, scratch);
    cx.run();
    cx.give_back(scratch);
}

/// Legalizes function body `body` for MLIR 22's LLVM dialect, which has
/// switches of any width and calls through variadic function pointers:
/// only constants become definitions of [`Body::prelude`].
pub fn legalize_consts(t: &mut Types, body: &mut Body) {
    legalize_consts_in(t, body, &mut Scratch::default());
}

/// [`legalize_consts`] with the tables of `scratch`.
pub fn legalize_consts_in(t: &mut Types, body: &mut Body, scratch: &mut Scratch) {
    let mut cx = Consts::new(t, body, scratch);
    cx.zero_aggs = true;
    cx.run();
    cx.give_back(scratch);
}

/// The tables of the legalization of one body, kept between bodies for
/// their allocations (emptied as each starts).
#[derive(Default)]
pub struct Scratch {
    canon: Vec<Option<Value>>,
    keys: FxHashMap<Key, Value>,
    ints: FxHashMap<(Ty, i128), Value>,
    floats: FxHashMap<(Ty, u64), Value>,
}

/// The initializer region of global `g`, when no attribute can hold its
/// value (a number, a byte string, or a `dense` aggregate of numbers): a
/// body whose prelude builds the value and whose one block returns it.
pub fn global_region(t: &mut Types, g: &Global) -> Option<Body> {
    global_region_in(t, g, &mut Scratch::default())
}

/// [`global_region`] with the tables of `scratch`.
pub fn global_region_in(t: &mut Types, g: &Global, scratch: &mut Scratch) -> Option<Body> {
    let init = g.init.as_ref()?;
    let scalar = is_scalar(t.get(g.ty));
    match init {
        GConst::Int(_) if matches!(t.get(g.ty), Type::Int(_)) => return None,
        GConst::Float(_) | GConst::Zero if scalar => return None,
        GConst::Bytes(b)
            if matches!(*t.get(g.ty), Type::Array(n, e)
                if n == b.len() as u64 && matches!(t.get(e), Type::Int(8))) =>
        {
            return None;
        }
        _ => {}
    }
    // A `dense` attribute holds it: decided on the initializer itself, as
    // `Consts::dense_leaves` decides on its constant tree (the big arrays
    // are these: no tree is built for them).
    if let Some((total, _)) = dense_shape(t, g.ty)
        && (matches!(init, GConst::Zero) || dense_count(t, g.ty, init) == Some(total))
    {
        return None;
    }
    let c = gconst(t, g.ty, init);
    let mut body = Body::default();
    let mut cx = Consts::new(t, &mut body, scratch);
    let v = cx.mat(&c);
    cx.give_back(scratch);
    let entry = body.new_block();
    body.start_block(entry);
    append(&mut body, entry, InstKind::Ret(Some(v)), None);
    Some(body)
}

/// The number of leaves of initializer `c` of type `ty`, as
/// [`Consts::leaves`] counts them in the tree [`gconst`] makes of it, if
/// all are numbers.
fn dense_count(types: &Types, ty: Ty, c: &GConst) -> Option<u64> {
    Some(match c {
        GConst::Int(_) | GConst::Float(_) => 1,
        GConst::Bytes(b) => b.len() as u64,
        GConst::Zero => {
            let (count, t) = types.leaf_count(ty);
            if !is_scalar(types.get(t)) {
                return None;
            }
            count
        }
        GConst::Agg(elems) => {
            let mut n = 0u64;
            match struct_fields(types, ty) {
                Some(f) => {
                    for (e, t) in elems.iter().zip(f) {
                        n = n.saturating_add(dense_count(types, *t, e)?);
                    }
                }
                None => {
                    let et = types.elem(ty);
                    for e in elems {
                        n = n.saturating_add(dense_count(types, et, e)?);
                    }
                }
            }
            n
        }
        GConst::Undef
        | GConst::Null
        | GConst::FuncAddr(_)
        | GConst::GlobalAddr(_)
        | GConst::Gep { .. }
        | GConst::Cast { .. } => return None,
    })
}

/// The shape of a `dense` attribute for type `ty`: its number of leaves
/// and their type.
fn dense_shape(types: &Types, ty: Ty) -> Option<(u64, Ty)> {
    match *types.get(ty) {
        Type::Vector(n, e) if is_scalar(types.get(e)) && n > 0 => Some((n, e)),
        Type::Array(n, e) if n > 0 => {
            if is_scalar(types.get(e)) {
                Some((n, e))
            } else {
                let (m, e) = dense_shape(types, e)?;
                Some((n.checked_mul(m)?, e))
            }
        }
        _ => None,
    }
}

/// The constant tree of a global's initializer of type `ty`.
fn gconst(types: &Types, ty: Ty, c: &GConst) -> C {
    match c {
        GConst::Int(v) => C::Int(ty, *v),
        GConst::Float(b) => C::Float(ty, *b),
        GConst::Undef => C::Undef(ty),
        GConst::Zero => C::Zero(ty),
        GConst::Null => C::Null(ty),
        GConst::Bytes(bytes) => {
            let e = types.elem(ty);
            C::Agg(
                ty,
                bytes.iter().map(|b| C::Int(e, *b as i8 as i128)).collect(),
            )
        }
        GConst::Agg(elems) => C::Agg(
            ty,
            // The fields' types borrowed, not copied.
            match struct_fields(types, ty) {
                Some(f) => elems
                    .iter()
                    .zip(f)
                    .map(|(e, t)| gconst(types, *t, e))
                    .collect(),
                None => {
                    let t = types.elem(ty);
                    elems.iter().map(|e| gconst(types, t, e)).collect()
                }
            },
        ),
        GConst::FuncAddr(f) => C::Func(ty, *f),
        GConst::GlobalAddr(g) => C::Global(ty, *g),
        GConst::Gep {
            elem,
            base_ty,
            base,
            indices,
        } => C::Gep {
            ty,
            elem: *elem,
            base: Box::new(gconst(types, *base_ty, base)),
            indices: indices.clone(),
        },
        GConst::Cast {
            op,
            from,
            value,
            to,
        } => C::Cast {
            op: *op,
            value: Box::new(gconst(types, *from, value)),
            to: *to,
        },
    }
}

/// Whether an instruction of kind `kind` is one MLIR 13 cannot say.
fn illegal(t: &Types, body: &Body, kind: &InstKind) -> bool {
    match kind {
        InstKind::Switch { value, cases, .. } => {
            cases.is_empty() || !matches!(t.get(body.ty(*value)), Type::Int(32))
        }
        InstKind::Call {
            callee: Callee::Indirect(_),
            fn_ty,
            ..
        } => matches!(t.get(*fn_ty), Type::Func { vararg: true, .. }),
        _ => false,
    }
}

/// Appends an instruction to block `cur` (being filled at the end of
/// `Body::insts`), keeping `result` if given.
fn append(body: &mut Body, cur: Block, kind: InstKind, result: Option<Value>) {
    let inst = Inst::new(body.insts.len());
    if let Some(r) = result {
        body.values[r.index()].kind = ValueKind::Inst(inst);
    }
    body.insts.push(InstData { kind, result });
    body.blocks[cur.index()].insts.len += 1;
}

/// Rewrites the switches and variadic indirect calls MLIR 13 cannot say.
/// A block with one is refilled at the end of `Body::insts`.
fn rewrite_blocks(t: &mut Types, body: &mut Body) {
    let n = body.blocks.len();
    for bi in 0..n {
        let b = Block::new(bi);
        let range = body.blocks[bi].insts;
        if !range
            .get(&body.insts)
            .iter()
            .any(|i| illegal(t, body, &i.kind))
        {
            continue;
        }
        body.start_block(b);
        for k in range.start..range.start + range.len {
            let inst = body.insts[k as usize].clone();
            if !illegal(t, body, &inst.kind) {
                append(body, b, inst.kind, inst.result);
                continue;
            }
            match inst.kind {
                InstKind::Switch {
                    value,
                    default,
                    cases,
                } => {
                    if cases.is_empty() {
                        append(body, b, InstKind::Br(default), None);
                    } else {
                        switch_chain(t, body, b, value, default, cases);
                    }
                }
                InstKind::Call {
                    callee: Callee::Indirect(v),
                    args,
                    ..
                } => {
                    // MLIR 13 infers the callee's type from the arguments:
                    // call a non-variadic view of it.
                    let ret = inst.result.map_or(t.void, |r| body.ty(r));
                    let params: Box<[Ty]> = args
                        .get(&body.operands)
                        .iter()
                        .map(|a| body.ty(*a))
                        .collect();
                    let fn_ty = t.intern(Type::Func {
                        ret,
                        params,
                        vararg: false,
                    });
                    let fp = t.ptr(fn_ty);
                    let cast = body.value(fp, ValueKind::Undef);
                    append(body, b, InstKind::Cast(CastOp::Bitcast, v), Some(cast));
                    let call = InstKind::Call {
                        callee: Callee::Indirect(cast),
                        args,
                        fn_ty,
                    };
                    append(body, b, call, inst.result);
                }
                _ => unreachable!("only switches and calls are illegal"),
            }
        }
    }
}

/// A switch on a non-`i32` value, ending block `b`: one `icmp eq` and
/// `cond_br` per case, each after the first in a new block; the last falls
/// through to the default.
fn switch_chain(
    t: &mut Types,
    body: &mut Body,
    b: Block,
    value: Value,
    default: Succ,
    cases: List,
) {
    let vt = body.ty(value);
    let i1 = t.i1;
    if body.layout.is_empty() {
        body.layout = (0..body.blocks.len()).map(Block::new).collect();
    }
    let mut at = body.layout.iter().position(|x| *x == b).expect("laid out") + 1;
    let mut cur = b;
    for k in 0..cases.len {
        let (c, s) = body.cases[(cases.start + k) as usize];
        let cv = body.value(vt, ValueKind::ConstInt(c));
        let cmp = body.value(i1, ValueKind::Undef);
        append(body, cur, InstKind::ICmp(0, value, cv), Some(cmp));
        let next = if k + 1 < cases.len {
            let nb = body.new_block();
            body.split.push((nb, b, k + 1));
            body.layout.insert(at, nb);
            at += 1;
            Some(nb)
        } else {
            None
        };
        let els = next.map_or(default, |block| Succ {
            block,
            args: List::EMPTY,
        });
        append(body, cur, InstKind::CondBr(cmp, s, els), None);
        if let Some(nb) = next {
            body.start_block(nb);
            cur = nb;
        }
    }
}

/// A constant to materialize: from a value of the function or from a
/// global's initializer.
enum C {
    Int(Ty, i128),
    Float(Ty, u64),
    Undef(Ty),
    Null(Ty),
    Zero(Ty),
    Func(Ty, FuncRef),
    Global(Ty, GlobalRef),
    Agg(Ty, Vec<C>),
    /// `getelementptr` of a constant pointer, with constant indices; of
    /// type `ty`.
    Gep {
        ty: Ty,
        elem: Ty,
        base: Box<C>,
        indices: Vec<(Ty, i128)>,
    },
    /// A cast of a constant.
    Cast {
        op: CastOp,
        value: Box<C>,
        to: Ty,
    },
}

/// A leaf of a `dense` attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Leaf {
    Int(i128),
    Float(u64),
}

/// What makes two materialized constants the same op.
#[derive(PartialEq, Eq, Hash)]
enum Key {
    Undef(Ty),
    Null(Ty),
    Func(Ty, FuncRef),
    Global(Ty, GlobalRef),
    /// The leaves (one for a splat).
    Dense(Ty, Vec<Leaf>),
    /// The members set into an undef, by position.
    Chain(Ty, Vec<(usize, Value)>),
    Gep(Ty, Value, Vec<Value>),
    Cast(u8, Value, Ty),
}

/// The members of struct type `t` (an identified struct's body's).
fn struct_fields(types: &Types, t: Ty) -> Option<&[Ty]> {
    match types.get(t) {
        Type::Struct(f) | Type::PackedStruct(f) => Some(f),
        Type::Named(n) => struct_fields(types, types.named_body(n)?),
        _ => None,
    }
}

/// Integer and float types.
fn is_scalar(t: &Type) -> bool {
    t.is_int_or_float()
}

/// Whether constant `c` is all zeros (`+0.0`, null pointers).
fn all_zero(c: &C) -> bool {
    match c {
        C::Int(_, v) => *v == 0,
        C::Float(_, b) => *b == 0,
        C::Null(_) | C::Zero(_) => true,
        C::Agg(_, elems) => elems.iter().all(all_zero),
        C::Undef(_) | C::Func(..) | C::Global(..) | C::Gep { .. } | C::Cast { .. } => false,
    }
}

/// Materializes the constants of one body into its prelude.
struct Consts<'a> {
    t: &'a mut Types,
    body: &'a mut Body,
    /// The definition replacing each constant value of the body as it was.
    canon: Vec<Option<Value>>,
    keys: FxHashMap<Key, Value>,
    /// The numbers' definitions, by type and value (an `i1` by its low
    /// bit).
    ints: FxHashMap<(Ty, i128), Value>,
    floats: FxHashMap<(Ty, u64), Value>,
    /// MLIR 22: an aggregate of zeros that no `dense` attribute holds (a
    /// struct) is `llvm.mlir.zero` (a `Null` of its type), which reads
    /// back as the constant it was.
    zero_aggs: bool,
}

impl<'a> Consts<'a> {
    fn new(t: &'a mut Types, body: &'a mut Body, scratch: &mut Scratch) -> Self {
        let mut canon = std::mem::take(&mut scratch.canon);
        canon.clear();
        canon.resize(body.values.len(), None);
        let mut keys = std::mem::take(&mut scratch.keys);
        keys.clear();
        let mut ints = std::mem::take(&mut scratch.ints);
        ints.clear();
        let mut floats = std::mem::take(&mut scratch.floats);
        floats.clear();
        Consts {
            t,
            body,
            canon,
            keys,
            ints,
            floats,
            zero_aggs: false,
        }
    }

    /// Hands the tables back to `scratch` for the next body.
    fn give_back(self, scratch: &mut Scratch) {
        scratch.canon = self.canon;
        scratch.keys = self.keys;
        scratch.ints = self.ints;
        scratch.floats = self.floats;
    }

    /// Replaces the constant operands of every instruction, in print order.
    fn run(&mut self) {
        let layout = std::mem::take(&mut self.body.layout);
        if layout.is_empty() {
            for b in 0..self.body.blocks.len() {
                self.block(b);
            }
        } else {
            for b in &layout {
                self.block(b.index());
            }
        }
        self.body.layout = layout;
    }

    /// Replaces the constant operands of the instructions of block `b`.
    fn block(&mut self, b: usize) {
        let r = self.body.blocks[b].insts;
        for k in r.start..r.start + r.len {
            self.operands(k as usize);
        }
    }

    /// The definition of operand `v` (itself if not a constant).
    fn use_value(&mut self, v: Value) -> Value {
        if matches!(
            self.body.values[v.index()].kind,
            ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..)
        ) {
            return v;
        }
        if let Some(Some(d)) = self.canon.get(v.index()) {
            return *d;
        }
        let data = self.body.values[v.index()];
        let d = match data.kind {
            ValueKind::ConstInt(c) => self.int_leaf(data.ty, c),
            ValueKind::ConstFloat(b) => self.float_leaf(data.ty, b),
            _ => {
                let c = self.const_of(v);
                self.mat(&c)
            }
        };
        if let Some(slot) = self.canon.get_mut(v.index()) {
            *slot = Some(d);
        }
        d
    }

    fn use_list(&mut self, l: List) {
        for k in l.start..l.start + l.len {
            let v = self.body.operands[k as usize];
            self.body.operands[k as usize] = self.use_value(v);
        }
    }

    /// Replaces the constant operands of instruction `k`, in the order the
    /// writer prints them.
    fn operands(&mut self, k: usize) {
        // Taken out while its operands are replaced (nothing below reads
        // the instructions in blocks), not cloned.
        let mut kind = std::mem::replace(&mut self.body.insts[k].kind, InstKind::Unreachable);
        match &mut kind {
            InstKind::Bin(_, a, b)
            | InstKind::ICmp(_, a, b)
            | InstKind::FCmp(_, a, b)
            | InstKind::AtomicRmw(_, a, b)
            | InstKind::AtomicRmwOrd { ptr: a, val: b, .. } => {
                *a = self.use_value(*a);
                *b = self.use_value(*b);
            }
            InstKind::FNeg(a)
            | InstKind::Cast(_, a)
            | InstKind::Load(a)
            | InstKind::LoadAlign(a, ..)
            | InstKind::LoadNT(a, ..)
            | InstKind::FPTruncRound { value: a, .. }
            | InstKind::AtomicLoad(a, _)
            | InstKind::Freeze(a)
            | InstKind::VolatileLoad(a)
            | InstKind::ExtractValue(a, _)
            | InstKind::Alloca { count: a, .. } => *a = self.use_value(*a),
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                *ptr = self.use_value(*ptr);
                *cmp = self.use_value(*cmp);
                *new = self.use_value(*new);
            }
            InstKind::Select(c, a, b) => {
                *c = self.use_value(*c);
                *a = self.use_value(*a);
                *b = self.use_value(*b);
            }
            InstKind::Call { callee, args, .. } => {
                if let Callee::Indirect(v) = callee {
                    *v = self.use_value(*v);
                }
                self.use_list(*args);
            }
            InstKind::InlineAsm(_, args) => self.use_list(*args),
            InstKind::InsertValue(agg, v, _) => {
                *v = self.use_value(*v);
                *agg = self.use_value(*agg);
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..)
            | InstKind::StoreNT(v, p, ..)
            | InstKind::AtomicStore(v, p, _) => {
                *v = self.use_value(*v);
                *p = self.use_value(*p);
            }
            InstKind::Gep { base, indices, .. } => {
                *base = self.use_value(*base);
                self.use_list(*indices);
            }
            InstKind::ExtractElement(v, i) => {
                *v = self.use_value(*v);
                *i = self.use_value(*i);
            }
            InstKind::InsertElement(v, e, i) => {
                *e = self.use_value(*e);
                *v = self.use_value(*v);
                *i = self.use_value(*i);
            }
            InstKind::Shuffle(a, b, _) => {
                *a = self.use_value(*a);
                *b = self.use_value(*b);
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                *value = self.use_value(*value);
                self.use_list(default.args);
                for c in cases.start..cases.start + cases.len {
                    let args = self.body.cases[c as usize].1.args;
                    self.use_list(args);
                }
            }
            InstKind::Br(s) => self.use_list(s.args),
            InstKind::CondBr(c, t, e) => {
                *c = self.use_value(*c);
                self.use_list(t.args);
                self.use_list(e.args);
            }
            InstKind::Ret(v) => {
                if let Some(v) = v {
                    *v = self.use_value(*v);
                }
            }
            InstKind::Unreachable | InstKind::Fence { .. } => {}
        }
        self.body.insts[k].kind = kind;
    }

    /// The constant tree of value `v`.
    fn const_of(&self, v: Value) -> C {
        let body = &*self.body;
        let d = body.values[v.index()];
        match d.kind {
            ValueKind::ConstInt(c) => C::Int(d.ty, c),
            ValueKind::ConstFloat(b) => C::Float(d.ty, b),
            ValueKind::Undef => C::Undef(d.ty),
            ValueKind::Null => C::Null(d.ty),
            ValueKind::FuncAddr(f) => C::Func(d.ty, f),
            ValueKind::GlobalAddr(g) => C::Global(d.ty, g),
            ValueKind::ConstAgg(l) => C::Agg(
                d.ty,
                l.get(&body.operands)
                    .iter()
                    .map(|e| self.const_of(*e))
                    .collect(),
            ),
            ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..) => {
                unreachable!("only constants are materialized")
            }
        }
    }

    /// The definition of integer `v` of type `ty` (an `i1` is the same
    /// whatever its other bits), shared by all uses.
    fn int_leaf(&mut self, ty: Ty, v: i128) -> Value {
        let norm = if matches!(self.t.get(ty), Type::Int(1)) {
            (v != 0) as i128
        } else {
            v
        };
        // Numbers have a table of their own: a plain key, hashed and
        // compared more cheaply than a `Key`.
        let body = &mut *self.body;
        *self.ints.entry((ty, norm)).or_insert_with(|| {
            let d = body.value(ty, ValueKind::ConstInt(v));
            body.prelude.push(d);
            d
        })
    }

    /// The definition of float `bits` of type `ty`, shared by all uses.
    fn float_leaf(&mut self, ty: Ty, bits: u64) -> Value {
        let body = &mut *self.body;
        *self.floats.entry((ty, bits)).or_insert_with(|| {
            let d = body.value(ty, ValueKind::ConstFloat(bits));
            body.prelude.push(d);
            d
        })
    }

    /// A leaf definition, shared by all constants with key `key`.
    fn leaf(&mut self, key: Key, ty: Ty, kind: ValueKind) -> Value {
        // One hash of the key, found or not.
        let body = &mut *self.body;
        *self.keys.entry(key).or_insert_with(|| {
            let v = body.value(ty, kind);
            body.prelude.push(v);
            v
        })
    }

    /// An instruction in no block, defined in the prelude.
    fn free_inst(&mut self, kind: InstKind, ty: Ty) -> Value {
        let inst = Inst::new(self.body.insts.len());
        let v = self.body.value(ty, ValueKind::Inst(inst));
        self.body.insts.push(InstData {
            kind,
            result: Some(v),
        });
        self.body.prelude.push(v);
        v
    }

    /// The type as it is spelled: LLVM has no `void*`, it is `i8*`.
    fn key_ty(&mut self, ty: Ty) -> Ty {
        match *self.t.get(ty) {
            Type::Ptr(e, space) if matches!(self.t.get(e), Type::Void) => {
                let i8 = self.t.i8;
                self.t.intern(Type::Ptr(i8, space))
            }
            _ => ty,
        }
    }

    /// Materializes constant `c`; returns its definition.
    fn mat(&mut self, c: &C) -> Value {
        match c {
            C::Int(ty, v) => self.int_leaf(*ty, *v),
            C::Float(ty, b) => self.float_leaf(*ty, *b),
            C::Undef(ty) => {
                let k = Key::Undef(self.key_ty(*ty));
                self.leaf(k, *ty, ValueKind::Undef)
            }
            C::Null(ty) => {
                let k = Key::Null(self.key_ty(*ty));
                self.leaf(k, *ty, ValueKind::Null)
            }
            C::Func(ty, f) => {
                let k = Key::Func(self.key_ty(*ty), *f);
                self.leaf(k, *ty, ValueKind::FuncAddr(*f))
            }
            C::Global(ty, g) => {
                let k = Key::Global(self.key_ty(*ty), *g);
                self.leaf(k, *ty, ValueKind::GlobalAddr(*g))
            }
            C::Zero(ty) => match self.t.get(*ty) {
                Type::Int(_) => self.mat(&C::Int(*ty, 0)),
                Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::X86Fp80
                | Type::Fp128 => self.mat(&C::Float(*ty, 0)),
                Type::Ptr(..) => self.mat(&C::Null(*ty)),
                _ => {
                    if let Some(v) = self.dense(c, *ty) {
                        return v;
                    }
                    if self.zero_aggs {
                        return self.leaf(Key::Null(*ty), *ty, ValueKind::Null);
                    }
                    let types = &*self.t;
                    let elems: Vec<C> = match (struct_fields(types, *ty), types.get(*ty)) {
                        (Some(f), _) => f.iter().map(|t| C::Zero(*t)).collect(),
                        (None, Type::Array(n, e) | Type::Vector(n, e)) => {
                            (0..*n).map(|_| C::Zero(*e)).collect()
                        }
                        _ => Vec::new(),
                    };
                    self.chain(*ty, &elems)
                }
            },
            C::Agg(ty, elems) => match self.dense(c, *ty) {
                Some(v) => v,
                None if self.zero_aggs && all_zero(c) => {
                    self.leaf(Key::Null(*ty), *ty, ValueKind::Null)
                }
                None => self.chain(*ty, elems),
            },
            C::Gep {
                ty,
                elem,
                base,
                indices,
            } => {
                let b = self.mat(base);
                let idx: Vec<Value> = indices
                    .iter()
                    .map(|(t, v)| self.mat(&C::Int(*t, *v)))
                    .collect();
                let key = Key::Gep(*ty, b, idx.clone());
                if let Some(&v) = self.keys.get(&key) {
                    return v;
                }
                let indices = self.body.list(&idx);
                let kind = InstKind::Gep {
                    elem: *elem,
                    base: b,
                    indices,
                };
                let v = self.free_inst(kind, *ty);
                self.keys.insert(key, v);
                v
            }
            C::Cast { op, value, to } => {
                let v = self.mat(value);
                let key = Key::Cast(*op as u8, v, *to);
                if let Some(&n) = self.keys.get(&key) {
                    return n;
                }
                let n = self.free_inst(InstKind::Cast(*op, v), *to);
                self.keys.insert(key, n);
                n
            }
        }
    }

    /// Builds aggregate `ty` from `elems` by insertions into an undef
    /// (undef members are left out).
    fn chain(&mut self, ty: Ty, elems: &[C]) -> Value {
        let parts: Vec<(usize, Value)> = elems
            .iter()
            .enumerate()
            .filter(|(_, e)| !matches!(e, C::Undef(_)))
            .map(|(k, e)| (k, self.mat(e)))
            .collect();
        let key = Key::Chain(self.key_ty(ty), parts);
        if let Some(&v) = self.keys.get(&key) {
            return v;
        }
        // The parts read back from the key, not cloned into it.
        let Key::Chain(_, parts) = &key else {
            unreachable!("the key is a chain")
        };
        let vector = matches!(self.t.get(ty), Type::Vector(..));
        let idx: Vec<Value> = if vector {
            let i32t = self.t.i32;
            parts
                .iter()
                .map(|(k, _)| self.mat(&C::Int(i32t, *k as i128)))
                .collect()
        } else {
            Vec::new()
        };
        let mut acc = self.mat(&C::Undef(ty));
        for (j, (k, p)) in parts.iter().enumerate() {
            let kind = if vector {
                InstKind::InsertElement(acc, *p, idx[j])
            } else {
                let pos = self.body.index_list(&[*k as u32]);
                InstKind::InsertValue(acc, *p, pos)
            };
            acc = self.free_inst(kind, ty);
        }
        self.keys.insert(key, acc);
        acc
    }

    /// The shape of a `dense` attribute for type `ty` ([`dense_shape`]).
    fn dense_shape(&self, ty: Ty) -> Option<(u64, Ty)> {
        dense_shape(self.t, ty)
    }

    /// The leaves of `c` in row-major order, if all are numbers.
    fn leaves(&self, c: &C, out: &mut Vec<Leaf>) -> bool {
        let types = &*self.t;
        match c {
            C::Int(_, v) => out.push(Leaf::Int(*v)),
            C::Float(_, b) => out.push(Leaf::Float(*b)),
            C::Zero(ty) => {
                let (count, t) = types.leaf_count(*ty);
                let leaf = match types.get(t) {
                    Type::Int(_) => Leaf::Int(0),
                    Type::Half
                    | Type::BFloat
                    | Type::Float
                    | Type::Double
                    | Type::X86Fp80
                    | Type::Fp128 => Leaf::Float(0),
                    _ => return false,
                };
                out.extend((0..count).map(|_| leaf));
            }
            C::Agg(_, elems) => {
                for e in elems {
                    if !self.leaves(e, out) {
                        return false;
                    }
                }
            }
            C::Undef(_)
            | C::Null(_)
            | C::Func(..)
            | C::Global(..)
            | C::Gep { .. }
            | C::Cast { .. } => return false,
        }
        true
    }

    /// The leaves of the `dense` attribute of aggregate `c` of type `ty`,
    /// if it has one (numbers only, in arrays ending in vectors or
    /// scalars): one for a splat.
    fn dense_leaves(&self, c: &C, ty: Ty) -> Option<Vec<Leaf>> {
        let (total, et) = self.dense_shape(ty)?;
        let int = matches!(self.t.get(et), Type::Int(_));
        if let C::Zero(_) = c {
            return Some(vec![if int { Leaf::Int(0) } else { Leaf::Float(0) }]);
        }
        let mut leaves = Vec::new();
        if !self.leaves(c, &mut leaves) || leaves.len() as u64 != total {
            return None;
        }
        if matches!(self.t.get(et), Type::Int(1)) {
            for l in &mut leaves {
                if let Leaf::Int(v) = l {
                    *v = (*v != 0) as i128;
                }
            }
        }
        if leaves.iter().all(|l| *l == leaves[0]) {
            leaves.truncate(1);
        }
        Some(leaves)
    }

    /// Materializes aggregate `c` of type `ty` as one `dense` constant, if
    /// it can be.
    fn dense(&mut self, c: &C, ty: Ty) -> Option<Value> {
        let leaves = self.dense_leaves(c, ty)?;
        let key = Key::Dense(ty, leaves);
        if let Some(&v) = self.keys.get(&key) {
            return Some(v);
        }
        let v = self.agg_value(c, ty);
        self.body.prelude.push(v);
        self.keys.insert(key, v);
        Some(v)
    }

    /// A constant value of the body for the numbers of `c`.
    fn agg_value(&mut self, c: &C, ty: Ty) -> Value {
        match c {
            C::Int(_, v) => self.body.value(ty, ValueKind::ConstInt(*v)),
            C::Float(_, b) => self.body.value(ty, ValueKind::ConstFloat(*b)),
            C::Agg(_, elems) => {
                let types = &*self.t;
                let et = types.elem(ty);
                let vals: Vec<Value> = elems.iter().map(|e| self.agg_value(e, et)).collect();
                let l = self.body.list(&vals);
                self.body.value(ty, ValueKind::ConstAgg(l))
            }
            C::Zero(_) => match *self.t.get(ty) {
                Type::Int(_) => self.body.value(ty, ValueKind::ConstInt(0)),
                Type::Array(n, e) | Type::Vector(n, e) => {
                    // One zero element, `n` times.
                    let z = self.agg_value(&C::Zero(e), e);
                    let vals = vec![z; n as usize];
                    let l = self.body.list(&vals);
                    self.body.value(ty, ValueKind::ConstAgg(l))
                }
                _ => self.body.value(ty, ValueKind::ConstFloat(0)),
            },
            _ => unreachable!("dense aggregates hold numbers"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `v` is defined: not a constant, or one of the prelude.
    fn defined(b: &Body, v: Value) -> bool {
        b.prelude.contains(&v)
            || matches!(
                b.values[v.index()].kind,
                ValueKind::Param(_) | ValueKind::Inst(_) | ValueKind::BlockArg(..)
            )
    }

    fn kinds(b: &Body, blk: Block) -> Vec<InstKind> {
        let data = &b.blocks[blk.index()];
        b.block_insts(data).iter().map(|i| i.kind.clone()).collect()
    }

    /// `switch i64 %p, ^def [1: ^one, 7: ^one(5)]`, then `ret`s.
    #[test]
    fn switch_on_i64_becomes_a_chain_of_blocks() {
        let mut t = Types::new();
        let (i64, void) = (t.i64, t.void);
        let mut b = Body::default();
        let p = b.value(i64, ValueKind::Param(0));
        b.params.push(p);
        let (entry, one, def) = (b.new_block(), b.new_block(), b.new_block());
        let arg = b.value(i64, ValueKind::BlockArg(one, 0));
        b.blocks[one.index()].args = b.list(&[arg]);
        let k3 = b.value(i64, ValueKind::ConstInt(3));
        let k5 = b.value(i64, ValueKind::ConstInt(5));
        let s1 = Succ {
            block: one,
            args: b.list(&[k3]),
        };
        let s7 = Succ {
            block: one,
            args: b.list(&[k5]),
        };
        b.cases.extend([(1, s1), (7, s7)]);
        let cases = List::since(&b.cases, 0);
        let default = Succ {
            block: def,
            args: List::EMPTY,
        };
        b.start_block(entry);
        b.push(
            InstKind::Switch {
                value: p,
                default,
                cases,
            },
            void,
            void,
        );
        b.start_block(one);
        b.push(InstKind::Ret(Some(arg)), void, void);
        b.start_block(def);
        let k3b = b.value(i64, ValueKind::ConstInt(3));
        b.push(InstKind::Ret(Some(k3b)), void, void);

        legalize(&mut t, &mut b);
        let split = Block::new(3);
        assert_eq!(b.split, vec![(split, entry, 1)]);
        assert_eq!(b.layout, vec![entry, split, one, def]);
        // Constants in first-use order, `3` once.
        let prelude: Vec<ValueKind> = b.prelude.iter().map(|v| b.values[v.index()].kind).collect();
        assert_eq!(
            prelude,
            [1, 3, 7, 5].map(ValueKind::ConstInt).to_vec(),
            "constants in first-use order, `3` once"
        );
        let [c1, c3, c7, c5] = [0, 1, 2, 3].map(|k| b.prelude[k]);
        let entry_kinds = kinds(&b, entry);
        assert!(matches!(entry_kinds[0], InstKind::ICmp(0, v, c) if v == p && c == c1));
        let InstKind::CondBr(_, yes, no) = entry_kinds[1] else {
            panic!("{entry_kinds:?}")
        };
        assert_eq!(yes.block, one);
        assert_eq!(yes.args.get(&b.operands), [c3]);
        assert_eq!(no.block, split);
        let split_kinds = kinds(&b, split);
        assert!(matches!(split_kinds[0], InstKind::ICmp(0, v, c) if v == p && c == c7));
        let InstKind::CondBr(_, yes, no) = split_kinds[1] else {
            panic!("{split_kinds:?}")
        };
        assert_eq!(yes.args.get(&b.operands), [c5]);
        assert_eq!(no.block, def);
        assert!(matches!(kinds(&b, def)[0], InstKind::Ret(Some(v)) if v == c3));
    }

    /// `call %f(%p, 1.5)` through `i32 (i8*, ...)*`; `switch i32` without
    /// cases; a struct constant with an undef member.
    #[test]
    fn variadic_callee_cast_empty_switch_and_struct_constant() {
        let mut t = Types::new();
        let (i8, i32, void) = (t.i8, t.i32, t.void);
        let f64t = t.intern(Type::Double);
        let i8p = t.ptr(i8);
        let printf = t.intern(Type::Func {
            ret: i32,
            params: Box::new([i8p]),
            vararg: true,
        });
        let printf_p = t.ptr(printf);
        let pair = t.intern(Type::Struct(Box::new([i32, f64t, i32])));
        let mut b = Body::default();
        let f = b.value(printf_p, ValueKind::Param(0));
        let p = b.value(i8p, ValueKind::Param(1));
        b.params.extend([f, p]);
        let (entry, next) = (b.new_block(), b.new_block());
        b.start_block(entry);
        let x = b.value(f64t, ValueKind::ConstFloat(1.5f64.to_bits()));
        let args = b.list(&[p, x]);
        let r = b
            .push(
                InstKind::Call {
                    callee: Callee::Indirect(f),
                    args,
                    fn_ty: printf,
                },
                i32,
                void,
            )
            .unwrap();
        let k = b.value(i32, ValueKind::ConstInt(4));
        let u = b.value(i32, ValueKind::Undef);
        let agg = b.list(&[k, x, u]);
        let s = b.value(pair, ValueKind::ConstAgg(agg));
        let idx = b.index_list(&[0]);
        let s = b
            .push(InstKind::InsertValue(s, r, idx), pair, void)
            .unwrap();
        let _ = s;
        let default = Succ {
            block: next,
            args: List::EMPTY,
        };
        b.push(
            InstKind::Switch {
                value: r,
                default,
                cases: List::EMPTY,
            },
            void,
            void,
        );
        b.start_block(next);
        b.push(InstKind::Ret(None), void, void);

        legalize(&mut t, &mut b);
        assert!(b.split.is_empty());
        let ks = kinds(&b, entry);
        let InstKind::Cast(CastOp::Bitcast, from) = ks[0] else {
            panic!("{ks:?}")
        };
        assert_eq!(from, f);
        let InstKind::Call {
            callee: Callee::Indirect(c),
            fn_ty,
            ..
        } = ks[1]
        else {
            panic!("{ks:?}")
        };
        assert_eq!(*t.get(b.ty(c)), Type::Ptr(fn_ty, 0));
        let want = Type::Func {
            ret: i32,
            params: Box::new([i8p, f64t]),
            vararg: false,
        };
        assert_eq!(*t.get(fn_ty), want);
        assert!(matches!(ks[3], InstKind::Br(s) if s.block == next));
        // 1.5, then the struct: 4 (1.5 shared), undef, two insertions (the
        // undef member left out).
        let prelude: Vec<ValueKind> = b.prelude.iter().map(|v| b.values[v.index()].kind).collect();
        assert!(matches!(
            prelude[..],
            [
                ValueKind::ConstFloat(_),
                ValueKind::ConstInt(4),
                ValueKind::Undef,
                ValueKind::Inst(_),
                ValueKind::Inst(_)
            ]
        ));
        let InstKind::InsertValue(agg, _, _) = ks[2] else {
            panic!("{ks:?}")
        };
        assert_eq!(agg, b.prelude[4]);
        for blk in [entry, next] {
            for i in b.block_insts(&b.blocks[blk.index()]) {
                if let InstKind::Call { args, .. } = i.kind {
                    assert!(args.get(&b.operands).iter().all(|a| defined(&b, *a)));
                }
            }
        }
    }
}
