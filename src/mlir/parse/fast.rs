//! The common op line `%r = name %a, %b : T` (an elementwise binary or
//! unary op, its operands in scope, a builtin type), read in one pass.
//!
//! `Parser::op` tries this first. It changes nothing until the whole line
//! has matched; on any other shape (a new or long name, `fastmath`,
//! attributes, `loc`, a second result name, a generic form, ...) it puts
//! the cursor back and the general path reads the op, so that every
//! diagnostic is the general path's. What it adds to the body is what the
//! general path adds for the same text.

use super::llvm_dialect::LSpec;
use super::*;
use crate::llvm::ir::ICMP_NAMES;
use crate::mlir::ir::FPRED_NAMES;

/// What `simple_op` read.
pub(super) enum Simple<'a> {
    /// The whole op (added to the body).
    Done,
    /// `%r = name`, with one result name (in `defs`, as `op` reads it)
    /// and the op name looked up; the cursor after the name.
    Header(&'a str, Span, Spec),
    /// Nothing (the cursor back).
    No,
}

impl<'a> Parser<'a> {
    /// Reads a simple op at the cursor (trivia skipped, at `%`) if it is
    /// one, else its header if that is simple.
    pub(super) fn simple_op(&mut self) -> Result<Simple<'a>> {
        let save = self.pos;
        let mut header = None;
        let r = self.simple_op_at(save, &mut header);
        match (r, header) {
            (Ok(true), _) => Ok(Simple::Done),
            (Err(e), _) => Err(e),
            (Ok(false), Some((name, span, spec, def, after))) => {
                self.pos = after;
                self.defs.clear();
                self.defs.push(def);
                Ok(Simple::Header(name, span, spec))
            }
            (Ok(false), None) => {
                self.pos = save;
                Ok(Simple::No)
            }
        }
    }

    /// `header`: the header, once read.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn simple_op_at(
        &mut self,
        start: usize,
        header: &mut Option<(&'a str, Span, Spec, Def<'a>, usize)>,
    ) -> Result<bool> {
        let b = self.src.as_bytes();
        // `%r` (one result, no `:count`), then `=`.
        // (Its `numeric` slot read as it is scanned: the check here and
        // the definition below share it.)
        let mut k = start + 1;
        let mut number = 0usize;
        let mut digits = true;
        while let Some(&c) = b.get(k)
            && lex::CLASS[c as usize] & lex::SUFFIX != 0
        {
            let d = c.wrapping_sub(b'0');
            digits &= d <= 9;
            number = number.wrapping_mul(10).wrapping_add(usize::from(d));
            k += 1;
        }
        let len = k - start - 1;
        // (As `numeric(name, 0)`: `%01` is another name than `%1`.)
        let slot = (digits && (1..=6).contains(&len) && (len == 1 || b[start + 1] != b'0'))
            .then_some(number);
        let name = &self.src[start + 1..k];
        if k == start + 1 || b.get(k) == Some(&b':') {
            return Ok(false);
        }
        let def_span = Span::new(start, k);
        self.pos = k;
        if !self.eat("=") {
            return Ok(false);
        }
        // The op name (`bare_id`, inline: no call per op).
        let nstart = self.pos_ws();
        match b.get(nstart) {
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
            _ => return Ok(false),
        }
        let nend = nstart + 1 + lex::id_run(&b[nstart + 1..]);
        self.pos = nend;
        let op_name = &self.src[nstart..nend];
        let name_span = Span::new(nstart, nend);
        let Some(spec) = ops::lookup(op_name) else {
            return Ok(false);
        };
        let def = Def {
            name,
            count: 1,
            span: def_span,
        };
        *header = Some((op_name, name_span, spec, def, self.pos));
        if !self.fresh_slot(slot, name) {
            return Ok(false);
        }
        // The operands (in scope already), the operand type, the result
        // type, the kind and the span of a constant's value (kept as the
        // general path keeps it).
        let mut uses = [(ValueId(0), Span::at(0)); 3];
        let mut attr = None;
        // (`llvm.select`: its condition's type.)
        let mut first_ty = None;
        let (kind, arity, ty, rty) = match spec {
            Spec::Bin(op) => {
                if !self.operands(&mut uses, 2) {
                    return Ok(false);
                }
                let Some(t) = self.colon_ty() else {
                    return Ok(false);
                };
                (OpKind::Binary(op), 2, t, t)
            }
            Spec::Un(op) => {
                if !self.operands(&mut uses, 1) {
                    return Ok(false);
                }
                let Some(t) = self.colon_ty() else {
                    return Ok(false);
                };
                (OpKind::Unary(op), 1, t, t)
            }
            Spec::Select => {
                // `select %c, %a, %b : T` (the condition i1; not the
                // `: i1, T` form).
                if !self.operands(&mut uses, 3) {
                    return Ok(false);
                }
                let Some(t) = self.colon_ty() else {
                    return Ok(false);
                };
                if self.peek() == Some(b',') {
                    return Ok(false);
                }
                first_ty = Some(self.types.i1);
                (OpKind::Select, 3, t, t)
            }
            Spec::CmpI | Spec::CmpF => {
                // `cmpi slt, %a, %b : T`
                let Some((pred, _)) = self.bare_id() else {
                    return Ok(false);
                };
                let kind = if matches!(spec, Spec::CmpI) {
                    let Some(p) = IPred::from_name(pred) else {
                        return Ok(false);
                    };
                    let Some(p) = IPred::from_index(p as i128) else {
                        return Ok(false);
                    };
                    OpKind::CmpI(p)
                } else {
                    let Some(p) = FPred::from_name(pred) else {
                        return Ok(false);
                    };
                    let Some(p) = FPred::from_index(p.0 as i128) else {
                        return Ok(false);
                    };
                    OpKind::CmpF(p)
                };
                if !self.eat(",") || !self.operands(&mut uses, 2) {
                    return Ok(false);
                }
                let Some(t) = self.colon_ty() else {
                    return Ok(false);
                };
                (kind, 2, t, TypeId(u32::MAX))
            }
            Spec::Cast(op) => {
                // `fptosi %x : f32 to i64`
                if !self.operands(&mut uses, 1) {
                    return Ok(false);
                }
                let Some(from) = self.colon_ty() else {
                    return Ok(false);
                };
                if !self.eat_kw("to") {
                    return Ok(false);
                }
                let Ok(to) = self.ty() else {
                    return Ok(false);
                };
                (OpKind::Cast(op), 1, from, to)
            }
            Spec::Constant => {
                // `constant 42 : i32` (an integer type or `index`),
                // `constant 2.0 : f32` (f32 or f64) or `constant true`.
                let astart = self.pos_ws();
                let (c, t, aend) = match self.peek() {
                    Some(b'-' | b'0'..=b'9') => {
                        let Ok((n, _)) = self.number() else {
                            return Ok(false);
                        };
                        let Some(t) = self.colon_ty() else {
                            return Ok(false);
                        };
                        let c = match (n, self.types.get(t)) {
                            (NumLit::Int { value, .. }, Type::Int(w)) => {
                                Const::Int(fit_int(value, *w).unwrap_or(value))
                            }
                            (NumLit::Int { value, .. }, Type::Index) => Const::Int(
                                if (i64::MIN as i128..=u64::MAX as i128).contains(&value) {
                                    value as i64 as i128
                                } else {
                                    value
                                },
                            ),
                            // (As `constant` decodes it.)
                            (NumLit::Float(value), ft @ (Type::F32 | Type::F64)) => {
                                Const::Float(float::bits_of(value, ft))
                            }
                            _ => return Ok(false),
                        };
                        (c, t, self.pos)
                    }
                    Some(b't' | b'f') => {
                        let Some(r) = self.simple_bool() else {
                            return Ok(false);
                        };
                        r
                    }
                    _ => return Ok(false),
                };
                attr = Some(Span::new(astart, aend));
                (OpKind::Constant(c), 0, t, t)
            }
            Spec::Llvm(ls) => {
                let Some(r) = self.simple_llvm(ls, &mut uses, &mut first_ty) else {
                    return Ok(false);
                };
                r
            }
            _ => return Ok(false),
        };
        // (A `loc(...)`: the general path skips it. Not the `llvm.` op on
        // the next line.)
        self.ws_line();
        if self.src.as_bytes().get(self.pos) == Some(&b'l') && self.peek_kw("loc") {
            return Ok(false);
        }
        self.op_depth += 1;
        let stale_cut = matches!(self.cuts.last(), Some(&(_, _, d)) if d == self.op_depth);
        self.op_depth -= 1;
        if stale_cut {
            return Ok(false);
        }
        let rty = if rty == TypeId(u32::MAX) {
            // (`cmpi`/`cmpf`: i1 in the operands' shape; `with_elem`
            // clones the type, only shaped types need it.)
            let i1 = self.types.i1;
            match self.types.get(ty) {
                Type::Vector { .. } | Type::Tensor { .. } => self.types.with_elem(ty, i1),
                _ => i1,
            }
        } else {
            rty
        };
        // As `op` would leave it for `recover_op` (its attributes and
        // result types are read by no one after it).
        self.defs.clear();
        self.defs.push(def);
        if let Some(span) = attr {
            self.keep_attr_span(name_span, span);
        }
        let ops_start = self.body.uses.len();
        for &(value, span) in &uses[..arity] {
            self.body.uses.push(Use { value, ty, span });
        }
        if let Some(ct) = first_ty {
            self.body.uses[ops_start].ty = ct;
        }
        let operands = List::since(&self.body.uses, ops_start);
        let succs = List {
            start: self.body.succs.len() as u32,
            len: 0,
        };
        let op = OpId::new(self.body.ops.len());
        let def = ValueDef::Result { op, index: 0 };
        let v = match slot {
            // Fresh (checked above; reading the rest defined nothing): as
            // `define` adds it.
            Some(n) if n < self.numbered.len() => {
                if self.region.0 != 0 {
                    self.scope_defs.push(values::ScopeDef::Numbered(n));
                }
                let v = ValueId::new(self.body.values.len());
                self.body.values.push(ValueData {
                    ty: rty,
                    def,
                    span: def_span,
                });
                self.numbered[n] = (self.generation, v);
                v
            }
            _ => self.define(name, 0, def_span, rty, def)?,
        };
        let rstart = self.body.results.len();
        self.body.results.push(v);
        let results = List::since(&self.body.results, rstart);
        let regions_start = self.region_stack.len();
        self.push_op(op, kind, operands, results, succs, name_span, regions_start);
        Ok(true)
    }

    /// `n` operands in scope, comma-separated, into `uses`; `false` if
    /// they are not. (The cursor in a local, stored once.)
    #[inline(always)]
    fn operands(&mut self, uses: &mut [(ValueId, Span); 3], n: usize) -> bool {
        let b = self.src.as_bytes();
        let mut k = self.pos;
        for (i, u) in uses.iter_mut().take(n).enumerate() {
            if i > 0 {
                k = ws_at(b, k);
                if b.get(k) != Some(&b',') {
                    return false;
                }
                k += 1;
            }
            let at = ws_at(b, k);
            let Some((v, end)) = self.known_value(at) else {
                return false;
            };
            *u = (v, Span::new(at, end));
            k = end;
        }
        self.pos = k;
        true
    }

    /// The rest of an LLVM-dialect op in its plainest form, as `llvm_op`
    /// reads it: `llvm.add %a, %b : T` (no flags or attributes),
    /// `llvm.icmp "slt" %a, %b : T`, `llvm.select %c, %a, %b : i1, T`,
    /// `llvm.sext %x : T to U`; the kind, the operand count, the operands'
    /// type and the result type (`u32::MAX`: i1 in the operands' shape).
    /// (Out of line: the Std shapes' path stays small enough to inline.)
    #[inline(never)]
    fn simple_llvm(
        &mut self,
        ls: LSpec,
        uses: &mut [(ValueId, Span); 3],
        first_ty: &mut Option<TypeId>,
    ) -> Option<(OpKind, usize, TypeId, TypeId)> {
        Some(match ls {
            LSpec::Bin(op) => {
                if !self.operands(uses, 2) {
                    return None;
                }
                let t = self.colon_ty()?;
                (OpKind::Llvm(LlvmOp::Bin(op)), 2, t, t)
            }
            LSpec::ICmp | LSpec::FCmp => {
                // A plain `"pred"` (no escapes).
                self.ws();
                let b = self.src.as_bytes();
                if b.get(self.pos) != Some(&b'"') {
                    return None;
                }
                // (Packed as it is read: every name is at most 7 bytes.)
                let s = self.pos + 1;
                let mut e = s;
                let mut w = 0u64;
                while let Some(&c) = b.get(e)
                    && (c.is_ascii_alphabetic() || c == b'_')
                    && e - s < 7
                {
                    w |= u64::from(c) << (8 * (e - s));
                    e += 1;
                }
                if b.get(e) != Some(&b'"') {
                    return None;
                }
                let w = w | ((e - s) as u64) << 56;
                self.pos = e + 1;
                let kind = if matches!(ls, LSpec::ICmp) {
                    LlvmOp::ICmp(ICMP_WORDS.iter().position(|n| *n == w)? as u8)
                } else {
                    // (As `fcmp_pred`: `_false`, `_true` are `false`, `true`.)
                    let w = match w {
                        FALSE_ => FPRED_WORDS[0],
                        TRUE_ => FPRED_WORDS[15],
                        w => w,
                    };
                    LlvmOp::FCmp(FPRED_WORDS.iter().position(|n| *n == w)? as u8)
                };
                if !self.operands(uses, 2) {
                    return None;
                }
                let t = self.colon_ty()?;
                (OpKind::Llvm(kind), 2, t, TypeId(u32::MAX))
            }
            LSpec::Select => {
                if !self.operands(uses, 3) {
                    return None;
                }
                let ct = self.colon_ty()?;
                if !self.eat(",") {
                    return None;
                }
                let t = self.ty().ok()?;
                *first_ty = Some(ct);
                (OpKind::Llvm(LlvmOp::Select), 3, t, t)
            }
            LSpec::Cast(c) => {
                if !self.operands(uses, 1) {
                    return None;
                }
                let from = self.colon_ty()?;
                if !self.eat_kw("to") {
                    return None;
                }
                let to = self.ty().ok()?;
                (OpKind::Llvm(LlvmOp::Cast(c)), 1, from, to)
            }
            LSpec::Constant => {
                // `llvm.mlir.constant(16 : i64) : i64`, `(2.0 : f32) : f32`,
                // `(true) : i1`: a scalar literal typed as the result (read
                // directly, decoded as `attr`, `wrap_int_attr` and
                // `constant` decode it; anything else, an error included,
                // is the general path's).
                if !self.eat("(") {
                    return None;
                }
                let (c, t) = match self.peek()? {
                    b'-' | b'0'..=b'9' => {
                        let (n, _) = self.number().ok()?;
                        if !self.typed_colon() {
                            return None;
                        }
                        let inner = self.ty().ok()?;
                        if !self.eat(")") {
                            return None;
                        }
                        let t = self.colon_ty()?;
                        if inner != t {
                            return None;
                        }
                        let c = match (n, self.types.get(t)) {
                            (NumLit::Int { value, .. }, Type::Int(w)) => {
                                Const::Int(fit_int(value, *w)?)
                            }
                            (NumLit::Int { value, .. }, Type::Index) => {
                                if !(i64::MIN as i128..=u64::MAX as i128).contains(&value) {
                                    return None;
                                }
                                Const::Int(value as i64 as i128)
                            }
                            (NumLit::Float(value), ft @ (Type::F32 | Type::F64)) => {
                                Const::Float(float::bits_of(value, ft))
                            }
                            _ => return None,
                        };
                        (c, t)
                    }
                    b't' | b'f' => {
                        let v = if self.eat_kw("true") {
                            -1
                        } else if self.eat_kw("false") {
                            0
                        } else {
                            return None;
                        };
                        if !self.eat(")") {
                            return None;
                        }
                        let t = self.colon_ty()?;
                        if !matches!(self.types.get(t), Type::Int(1)) {
                            return None;
                        }
                        (Const::Int(v), t)
                    }
                    _ => return None,
                };
                (OpKind::Constant(c), 0, t, t)
            }
            _ => return None,
        })
    }

    /// The rest of `constant true` or `constant false` (with `: i1` or
    /// without a type), as the general path reads it: the value, the type
    /// and where the attribute ends.
    #[inline(never)]
    fn simple_bool(&mut self) -> Option<(Const, TypeId, usize)> {
        let v = if self.eat_kw("true") {
            -1
        } else if self.eat_kw("false") {
            0
        } else {
            return None;
        };
        let aend = self.pos;
        let t = if self.peek() == Some(b':') {
            self.colon_ty()?
        } else {
            self.types.i1
        };
        // (As `constant` decodes it: a boolean for i1 only.)
        matches!(self.types.get(t), Type::Int(1)).then_some((Const::Int(v), t, aend))
    }

    /// `: T` next (no `fastmath` or attributes before it), `T` well formed.
    #[inline(always)]
    fn colon_ty(&mut self) -> Option<TypeId> {
        if !self.eat(":") {
            return None;
        }
        // (A malformed type: the general path reports it.)
        self.ty().ok()
    }
}

/// A name of at most 7 bytes as one word: its bytes (little-endian) and
/// its length in the top byte.
const fn word(s: &str) -> u64 {
    let b = s.as_bytes();
    let mut w = (b.len() as u64) << 56;
    let mut i = 0;
    while i < b.len() {
        w |= (b[i] as u64) << (8 * i);
        i += 1;
    }
    w
}

/// `names` as words.
const fn words<const N: usize>(names: &[&str; N]) -> [u64; N] {
    let mut t = [0; N];
    let mut i = 0;
    while i < N {
        t[i] = word(names[i]);
        i += 1;
    }
    t
}

/// [`ICMP_NAMES`] and [`FPRED_NAMES`] as words.
const ICMP_WORDS: [u64; 10] = words(&ICMP_NAMES);
const FPRED_WORDS: [u64; 16] = words(&FPRED_NAMES);
const FALSE_: u64 = word("_false");
const TRUE_: u64 = word("_true");
const _: () = assert!(FPRED_WORDS[0] == word("false") && FPRED_WORDS[15] == word("true"));

/// Where `Parser::ws` would leave the cursor from `k`.
#[inline(always)]
fn ws_at(b: &[u8], k: usize) -> usize {
    match b.get(k) {
        Some(b' ') => {
            if !matches!(b.get(k + 1), Some(b' ' | b'\t' | b'\n' | b'\r' | b'/')) {
                return k + 1;
            }
        }
        Some(b'\t' | b'\n' | b'\r' | b'/') => {}
        _ => return k,
    }
    trivia_at(b, k)
}

/// `k` past the trivia there.
#[inline(never)]
fn trivia_at(b: &[u8], k: usize) -> usize {
    k + lex::trivia_len(b.get(k..).unwrap_or_default())
}
