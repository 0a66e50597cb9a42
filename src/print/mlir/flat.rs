//! The fast path of the writer: the common ops written as flat text
//! straight into the output, without building a `pretty` document.
//!
//! No line breaks inside an op (as MLIR's printer: [`WIDTH`] is
//! unlimited), so the layout of every document is its flat text, and each
//! op is followed by a hard line break. So an op spelled here is written
//! flat; the others are laid out with `pretty` ([`Printer::put`]). Each
//! spelling here is the flat rendering of the document the same op gets in
//! `insts`/`v22`/`consts`: change both together (the goldens and
//! `tests.rs` compare them).

use super::consts::float_text;
use super::{Doc, NONE, Printer, WIDTH};
use crate::llvm::ir::*;
use crate::mlir::ir::FPRED_NAMES;
use crate::print::ll::{push_i128, push_u64};
use pretty::DocAllocator;

/// Indentation (at most 4 + 4 columns are used).
const SPACES: &str = "            ";

/// Writes `@name`, quoted when it is not a bare MLIR identifier (as
/// [`super::symbol`]).
pub(super) fn push_symbol(s: &mut String, name: &str) {
    let b = name.as_bytes();
    let plain = !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
    s.push('@');
    if plain {
        s.push_str(name);
    } else {
        crate::print::push_quoted(s, b);
    }
}

impl<'a> Printer<'a> {
    /// Writes a line break, `indent` spaces and a line: flat by `flat` when
    /// it spells it (returns `true`), else rendered from the document `doc`
    /// makes (with the same bytes: no group breaks, see [`WIDTH`]).
    pub(super) fn put(
        &self,
        out: &mut String,
        indent: usize,
        flat: impl FnOnce(&Self, &mut String) -> bool,
        doc: impl FnOnce(&Self) -> Doc<'a>,
    ) {
        let start = out.len();
        // Constant pieces: a copy of a length known at compile time is a
        // move, not a call.
        match indent {
            2 => out.push_str("\n  "),
            4 => out.push_str("\n    "),
            _ => {
                out.push('\n');
                out.push_str(&SPACES[..indent]);
            }
        }
        let line = out.len();
        if flat(self, out) {
            return;
        }
        out.truncate(line);
        let d = self
            .a
            .text(&SPACES[..indent])
            .append(doc(self))
            .nest(indent as isize);
        out.truncate(start + 1);
        let _ = d.into_doc().render_fmt(WIDTH, out);
    }

    #[inline(always)]
    fn f_val(&self, v: Value, s: &mut String) {
        self.nums.push(self.slot[self.unalias(v).index()], s);
    }

    #[inline(always)]
    fn f_vals(&self, vs: &[Value], s: &mut String) {
        for (k, v) in vs.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            self.f_val(*v, s);
        }
    }

    #[inline(always)]
    fn f_ty(&self, t: Ty, s: &mut String) {
        s.push_str(&self.top(t));
    }

    /// The types of `vs` (as `val_tys`: not through aliases).
    fn f_val_tys(&self, vs: &[Value], s: &mut String) {
        let body = self.body();
        for (k, v) in vs.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            self.f_ty(body.ty(*v), s);
        }
    }

    /// `^bbN` or `^bbN_K`.
    pub(super) fn f_label(&self, b: Block, s: &mut String) {
        s.push_str("^bb");
        match self.split.get(&b) {
            Some((from, k)) => {
                push_u64(s, u64::from(from.0));
                s.push('_');
                push_u64(s, u64::from(*k));
            }
            None => push_u64(s, u64::from(b.0)),
        }
    }

    fn f_succ(&self, sc: &Succ, s: &mut String) {
        self.f_label(sc.block, s);
        let args = sc.args.get(&self.body().operands);
        if args.is_empty() {
            return;
        }
        s.push('(');
        self.f_vals(args, s);
        s.push_str(" : ");
        self.f_val_tys(args, s);
        s.push(')');
    }

    /// A block's label line: `^bbN(%a: T, %b: U):`.
    pub(super) fn f_block_label(&self, blk: Block, args: &[Value], s: &mut String) -> bool {
        self.f_label(blk, s);
        if !args.is_empty() {
            let body = self.body();
            s.push('(');
            for (k, a) in args.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                self.f_val(*a, s);
                s.push_str(": ");
                self.f_ty(body.ty(*a), s);
            }
            s.push(')');
        }
        s.push(':');
        true
    }

    /// The op defining constant `v` (as [`Printer::constant`]); `false`
    /// for aggregates.
    pub(super) fn f_constant(&self, v: Value, s: &mut String) -> bool {
        let body = self.body();
        let d = body.values[v.index()];
        let t = self.cx.types.get(d.ty);
        let start = s.len();
        self.f_result(self.slot[v.index()], s);
        match d.kind {
            ValueKind::ConstInt(c) => {
                s.push_str("llvm.mlir.constant(");
                match t {
                    Type::Int(1) => s.push_str(if c & 1 != 0 { "true" } else { "false" }),
                    Type::Int(w) if *w < 128 => {
                        let sh = 128 - w;
                        push_i128(s, (c << sh) >> sh);
                    }
                    _ => push_i128(s, c),
                }
                if !matches!(t, Type::Int(1)) {
                    s.push_str(" : ");
                    self.f_ty(d.ty, s);
                }
                s.push(')');
            }
            ValueKind::ConstFloat(b) => {
                s.push_str("llvm.mlir.constant(");
                s.push_str(&float_text(b, t));
                s.push_str(" : ");
                self.f_ty(d.ty, s);
                s.push(')');
            }
            ValueKind::Undef => s.push_str("llvm.mlir.undef"),
            ValueKind::Null if self.names.opaque => s.push_str("llvm.mlir.zero"),
            ValueKind::Null => s.push_str("llvm.mlir.null"),
            ValueKind::FuncAddr(f) => {
                s.push_str("llvm.mlir.addressof ");
                self.f_fn_symbol(f, s);
            }
            ValueKind::GlobalAddr(g) => {
                s.push_str("llvm.mlir.addressof ");
                push_symbol(s, &self.cx.globals[g.index()].name);
            }
            ValueKind::ConstAgg(_)
            | ValueKind::Param(_)
            | ValueKind::Inst(_)
            | ValueKind::BlockArg(..) => {
                s.truncate(start);
                return false;
            }
        }
        self.f_colon(s);
        self.f_ty(d.ty, s);
        true
    }

    #[inline(always)]
    fn f_result(&self, res: u32, s: &mut String) {
        if res != NONE {
            self.nums.push(res, s);
            s.push_str(" = ");
        }
    }

    /// `@name` of function `f` as [`Printer::fn_symbol`] spells it.
    fn f_fn_symbol(&self, f: FuncRef, s: &mut String) {
        let name = &self.cx.funcs[f.index()].name;
        if self.names.opaque {
            push_symbol(s, &opaque_fn_name(name));
        } else {
            push_symbol(s, name);
        }
    }

    /// ` : ` before an op's trailer.
    fn f_colon(&self, s: &mut String) {
        s.push_str(" : ");
    }

    /// ` : T`
    #[inline(always)]
    fn f_trailer(&self, t: Ty, s: &mut String) {
        self.f_colon(s);
        self.f_ty(t, s);
    }

    /// `llvm.switch %v[ : T], ^default [` and a line per case (as the
    /// documents of `inst_op` and `inst22` lay them out: each case on a
    /// line indented by 6, the `]` by 4). `ty`: MLIR 22's operand type.
    fn f_switch(
        &self,
        value: Value,
        ty: Option<Ty>,
        default: &Succ,
        cases: &[(i128, Succ)],
        s: &mut String,
    ) {
        s.push_str("llvm.switch ");
        self.f_val(value, s);
        if let Some(t) = ty {
            self.f_trailer(t, s);
        }
        s.push_str(", ");
        self.f_succ(default, s);
        s.push_str(" [");
        if cases.is_empty() && ty.is_some() {
            s.push(']');
            return;
        }
        for (k, (c, sc)) in cases.iter().enumerate() {
            s.push_str(if k == 0 { "\n      " } else { ",\n      " });
            push_i128(s, *c);
            s.push_str(": ");
            self.f_succ(sc, s);
        }
        s.push_str("\n    ]");
    }

    /// One instruction as [`Printer::inst`] spells it, when it is one of
    /// the common ones; `false` (and nothing written) for the others.
    pub(super) fn f_inst(&self, body: &'a Body, inst: &InstData, s: &mut String) -> bool {
        let start = s.len();
        self.f_result(inst.result.map_or(NONE, |r| self.slot[r.index()]), s);
        let done = if self.names.opaque {
            match self.f_inst22(body, inst, s) {
                Some(done) => done,
                None => self.f_inst13(body, inst, s),
            }
        } else {
            self.f_inst13(body, inst, s)
        };
        if !done {
            s.truncate(start);
        }
        done
    }

    /// The spellings of MLIR 22 (`inst22`): `Some(false)` for the ones
    /// left to the layout, `None` for those spelled as MLIR 13 spells them.
    fn f_inst22(&self, body: &'a Body, inst: &InstData, s: &mut String) -> Option<bool> {
        let t = |v: Value| body.ty(self.unalias(v));
        match &inst.kind {
            InstKind::Load(p) | InstKind::VolatileLoad(p) | InstKind::LoadAlign(p, ..) => {
                mem_head(&inst.kind, &[*p], s, |v, s| self.f_vals(v, s));
                self.f_trailer(t(*p), s);
                s.push_str(" -> ");
                self.f_ty(body.ty(inst.result?), s);
                Some(true)
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..) => {
                mem_head(&inst.kind, &[*v, *p], s, |v, s| self.f_vals(v, s));
                self.f_trailer(t(*v), s);
                s.push_str(", ");
                self.f_ty(t(*p), s);
                Some(true)
            }
            InstKind::Gep {
                elem,
                base,
                indices,
            } => {
                let idx = indices.get(&body.operands);
                s.push_str("llvm.getelementptr ");
                self.f_val(*base, s);
                s.push('[');
                // Two passes as `inst22` (indices, then their types).
                let mut cur: Option<Ty> = None;
                for (k, i) in idx.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    let field = cur.and_then(|c| super::types::struct_fields(self.cx.types, c));
                    match (field, body.values[i.index()].kind) {
                        (Some((fields, _)), ValueKind::ConstInt(k)) => {
                            push_i128(s, k);
                            cur = usize::try_from(k).ok().and_then(|k| fields.get(k)).copied();
                        }
                        _ => {
                            self.f_val(*i, s);
                            cur = Some(match cur {
                                None => *elem,
                                Some(c) => self.cx.types.elem(c),
                            });
                        }
                    }
                }
                s.push(']');
                self.f_colon(s);
                s.push('(');
                self.f_ty(t(*base), s);
                let mut cur: Option<Ty> = None;
                for i in idx {
                    let field = cur.and_then(|c| super::types::struct_fields(self.cx.types, c));
                    match (field, body.values[i.index()].kind) {
                        (Some((fields, _)), ValueKind::ConstInt(k)) => {
                            cur = usize::try_from(k).ok().and_then(|k| fields.get(k)).copied();
                        }
                        _ => {
                            s.push_str(", ");
                            self.f_ty(t(*i), s);
                            cur = Some(match cur {
                                None => *elem,
                                Some(c) => self.cx.types.elem(c),
                            });
                        }
                    }
                }
                s.push_str(") -> ");
                self.f_ty(body.ty(inst.result?), s);
                s.push_str(", ");
                self.f_ty(*elem, s);
                Some(true)
            }
            InstKind::Call {
                callee,
                args,
                fn_ty,
            } => {
                if let Callee::Direct(f) = callee {
                    let name = &self.cx.funcs[f.index()].name;
                    // `masked22` and `reduce_intr` spell these.
                    if name.starts_with("llvm.masked.") || name.starts_with("llvm.vector.reduce.f")
                    {
                        return Some(false);
                    }
                }
                let args = args.get(&body.operands);
                s.push_str("llvm.call ");
                match callee {
                    Callee::Direct(f) => self.f_fn_symbol(*f, s),
                    Callee::Indirect(v) => self.f_val(*v, s),
                }
                s.push('(');
                self.f_vals(args, s);
                s.push(')');
                if matches!(self.cx.types.get(*fn_ty), Type::Func { vararg: true, .. }) {
                    s.push_str(" vararg(");
                    self.f_ty(*fn_ty, s);
                    s.push(')');
                }
                self.f_colon(s);
                if let Callee::Indirect(v) = callee {
                    self.f_ty(t(*v), s);
                    s.push_str(", ");
                }
                s.push('(');
                for (k, a) in args.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    self.f_ty(t(*a), s);
                }
                s.push_str(") -> ");
                match inst.result {
                    Some(r) => self.f_ty(body.ty(r), s),
                    None => s.push_str("()"),
                }
                Some(true)
            }
            InstKind::LoadNT(..)
            | InstKind::StoreNT(..)
            | InstKind::AtomicLoad(..)
            | InstKind::AtomicStore(..)
            | InstKind::AtomicRmw(..)
            | InstKind::Shuffle(..) => Some(false),
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                self.f_switch(*value, Some(t(*value)), default, cases.get(&body.cases), s);
                Some(true)
            }
            _ => None,
        }
    }

    /// The spellings of `insts` (MLIR 13, and MLIR 22 where unchanged).
    fn f_inst13(&self, body: &'a Body, inst: &InstData, s: &mut String) -> bool {
        let t = |v: Value| body.ty(v);
        match &inst.kind {
            InstKind::Bin(op, a, b) => {
                s.push_str("llvm.");
                s.push_str(op.name());
                s.push(' ');
                self.f_vals(&[*a, *b], s);
                if op.name().starts_with('f') {
                    push_fastmath(body.fastmath_of(inst), s);
                }
                self.f_trailer(t(*a), s);
            }
            InstKind::FNeg(a) => {
                s.push_str("llvm.fneg ");
                self.f_val(*a, s);
                push_fastmath(body.fastmath_of(inst), s);
                self.f_trailer(t(*a), s);
            }
            InstKind::Freeze(a) => {
                s.push_str("llvm.freeze ");
                self.f_val(*a, s);
                self.f_trailer(t(*a), s);
            }
            InstKind::ICmp(p, a, b) => {
                s.push_str("llvm.icmp \"");
                s.push_str(ICMP_NAMES[*p as usize]);
                s.push_str("\" ");
                self.f_vals(&[*a, *b], s);
                self.f_trailer(t(*a), s);
            }
            InstKind::FCmp(p, a, b) => {
                s.push_str("llvm.fcmp \"");
                s.push_str(match FPRED_NAMES[*p as usize] {
                    "false" => "_false",
                    "true" => "_true",
                    n => n,
                });
                s.push_str("\" ");
                self.f_vals(&[*a, *b], s);
                push_fastmath(body.fastmath_of(inst), s);
                self.f_trailer(t(*a), s);
            }
            InstKind::Select(c, a, b) => {
                s.push_str("llvm.select ");
                self.f_vals(&[*c, *a, *b], s);
                self.f_colon(s);
                self.f_val_tys(&[*c, *a], s);
            }
            InstKind::Cast(op, a) => {
                let Some(r) = inst.result else { return false };
                s.push_str("llvm.");
                s.push_str(op.name());
                s.push(' ');
                self.f_val(*a, s);
                self.f_trailer(t(*a), s);
                s.push_str(" to ");
                self.f_ty(body.ty(r), s);
            }
            InstKind::Call { callee, args, .. } => {
                if let Callee::Direct(f) = callee
                    && self.cx.funcs[f.index()]
                        .name
                        .starts_with("llvm.vector.reduce.f")
                {
                    // `reduce_intr` spells these.
                    return false;
                }
                let args = args.get(&body.operands);
                s.push_str("llvm.call ");
                match callee {
                    Callee::Direct(f) => push_symbol(s, &self.cx.funcs[f.index()].name),
                    Callee::Indirect(v) => self.f_val(*v, s),
                }
                s.push('(');
                self.f_vals(args, s);
                s.push(')');
                self.f_colon(s);
                s.push('(');
                self.f_val_tys(args, s);
                s.push_str(") -> ");
                match inst.result {
                    Some(r) => self.f_ty(body.ty(r), s),
                    None => s.push_str("()"),
                }
            }
            InstKind::ExtractValue(agg, idx) => {
                s.push_str("llvm.extractvalue ");
                self.f_val(*agg, s);
                push_positions(idx.get(&body.indices), s);
                self.f_trailer(t(*agg), s);
            }
            InstKind::InsertValue(agg, v, idx) => {
                s.push_str("llvm.insertvalue ");
                self.f_vals(&[*v, *agg], s);
                push_positions(idx.get(&body.indices), s);
                self.f_trailer(t(*agg), s);
            }
            InstKind::Alloca { elem, count, align } => {
                let Some(r) = inst.result else { return false };
                s.push_str("llvm.alloca ");
                self.f_val(*count, s);
                s.push_str(" x ");
                self.f_ty(*elem, s);
                push_align(*align, s);
                s.push_str(" : (");
                self.f_ty(t(*count), s);
                s.push_str(") -> ");
                self.f_ty(body.ty(r), s);
            }
            InstKind::Load(p) | InstKind::VolatileLoad(p) | InstKind::LoadAlign(p, ..) => {
                mem_head(&inst.kind, &[*p], s, |v, s| self.f_vals(v, s));
                self.f_trailer(t(*p), s);
            }
            InstKind::Store(v, p)
            | InstKind::VolatileStore(v, p)
            | InstKind::StoreAlign(v, p, ..) => {
                mem_head(&inst.kind, &[*v, *p], s, |v, s| self.f_vals(v, s));
                self.f_trailer(t(*p), s);
            }
            InstKind::Gep { base, indices, .. } => {
                let Some(r) = inst.result else { return false };
                let idx = indices.get(&body.operands);
                s.push_str("llvm.getelementptr ");
                self.f_val(*base, s);
                s.push('[');
                self.f_vals(idx, s);
                s.push(']');
                self.f_colon(s);
                s.push('(');
                self.f_ty(t(*base), s);
                if !idx.is_empty() {
                    s.push_str(", ");
                    self.f_val_tys(idx, s);
                }
                s.push_str(") -> ");
                self.f_ty(body.ty(r), s);
            }
            InstKind::ExtractElement(v, i) => {
                s.push_str("llvm.extractelement ");
                self.f_val(*v, s);
                s.push('[');
                self.f_val(*i, s);
                s.push_str(" : ");
                self.f_ty(t(*i), s);
                s.push(']');
                self.f_trailer(t(*v), s);
            }
            InstKind::InsertElement(v, e, i) => {
                s.push_str("llvm.insertelement ");
                self.f_vals(&[*e, *v], s);
                s.push('[');
                self.f_val(*i, s);
                s.push_str(" : ");
                self.f_ty(t(*i), s);
                s.push(']');
                self.f_trailer(t(*v), s);
            }
            InstKind::Br(sc) => {
                s.push_str("llvm.br ");
                self.f_succ(sc, s);
            }
            InstKind::CondBr(c, s1, s2) => {
                s.push_str("llvm.cond_br ");
                self.f_val(*c, s);
                s.push_str(", ");
                self.f_succ(s1, s);
                s.push_str(", ");
                self.f_succ(s2, s);
            }
            InstKind::Ret(Some(v)) => {
                s.push_str("llvm.return ");
                self.f_val(*v, s);
                self.f_trailer(t(*v), s);
            }
            InstKind::Ret(None) => s.push_str("llvm.return"),
            InstKind::Unreachable => s.push_str("llvm.unreachable"),
            InstKind::AtomicRmw(..)
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmwOrd { .. }
            | InstKind::InlineAsm(..)
            | InstKind::LoadNT(..)
            | InstKind::StoreNT(..)
            | InstKind::AtomicLoad(..)
            | InstKind::AtomicStore(..)
            | InstKind::FPTruncRound { .. }
            | InstKind::Shuffle(..)
            | InstKind::Fence { .. } => return false,
            InstKind::Switch {
                value,
                default,
                cases,
            } => self.f_switch(*value, None, default, cases.get(&body.cases), s),
        }
        true
    }
}

/// `llvm.load [volatile] %p {alignment = A : i64}` or `llvm.store`'s,
/// without the trailer (which differs between MLIR 13 and 22).
#[inline(always)]
fn mem_head(
    kind: &InstKind,
    vals: &[Value],
    s: &mut String,
    f_vals: impl Fn(&[Value], &mut String),
) {
    let (store, volatile, a) = match *kind {
        InstKind::VolatileLoad(_) => (false, true, 0),
        InstKind::LoadAlign(_, a, v) => (false, v, a),
        InstKind::VolatileStore(..) => (true, true, 0),
        InstKind::StoreAlign(_, _, a, v) => (true, v, a),
        InstKind::Store(..) => (true, false, 0),
        _ => (false, false, 0),
    };
    match (store, volatile) {
        (false, false) => s.push_str("llvm.load "),
        (false, true) => s.push_str("llvm.load volatile "),
        (true, false) => s.push_str("llvm.store "),
        (true, true) => s.push_str("llvm.store volatile "),
    }
    f_vals(vals, s);
    push_align(a, s);
}

/// ` {alignment = A : i64}` for a non-zero alignment.
#[inline(always)]
fn push_align(a: u32, s: &mut String) {
    // The common ones in one constant piece each.
    match a {
        0 => {}
        1 => s.push_str(" {alignment = 1 : i64}"),
        2 => s.push_str(" {alignment = 2 : i64}"),
        4 => s.push_str(" {alignment = 4 : i64}"),
        8 => s.push_str(" {alignment = 8 : i64}"),
        16 => s.push_str(" {alignment = 16 : i64}"),
        _ => {
            s.push_str(" {alignment = ");
            push_u64(s, u64::from(a));
            s.push_str(" : i64}");
        }
    }
}

/// ` {fastmathFlags = #llvm.fastmath<...>}` (as `fastmath_attr`).
fn push_fastmath(bits: u8, s: &mut String) {
    if bits != 0 {
        s.push_str(" {fastmathFlags = #llvm.fastmath<");
        s.push_str(&crate::mlir::parse::fastmath_names(bits, ", "));
        s.push_str(">}");
    }
}

/// `[0, 1]` (as `positions`).
fn push_positions(idx: &[u32], s: &mut String) {
    s.push('[');
    for (k, i) in idx.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        push_u64(s, u64::from(*i));
    }
    s.push(']');
}
