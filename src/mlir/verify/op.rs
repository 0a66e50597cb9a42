//! Op-level checks: the type rules of every op, run by [`super::verify_func`]
//! over the built body. The parser only reads syntax and decodes
//! attributes into [`OpKind`]s; whatever can be checked on the built op
//! (operand and result counts, operand and result types, attributes
//! against types) is checked here, one file per family, dispatched by
//! [`verify_op`] with an exhaustive match (a new `OpKind` does not compile
//! until it is given its rules).

use super::{arith, llvm, memref, structured, vector};
use crate::diag::{Error, Result, Span};
use crate::mlir::ir::*;
use crate::mlir::ops::Spec;
use crate::types::{Type, TypeId, Types};
/// The rules of a global's initial value and initializer region, for the
/// parser to call where it builds the global.
pub(crate) use llvm::{global_init as llvm_global_init, global_value as llvm_global_value};

/// Checks one op by its family's rules.
pub(crate) fn verify_op(cx: &OpCx) -> Result<()> {
    arith::successors(cx)?;
    rules(cx)?;
    // After the op's own rules, as the parser checked the block's end after
    // building its ops.
    structured::placement(cx)
}

/// The rules of the op's kind.
fn rules(cx: &OpCx) -> Result<()> {
    match &cx.op.kind {
        OpKind::Constant(c) => arith::constant(cx, c),
        OpKind::Binary(b) => arith::binary(cx, *b),
        OpKind::Unary(u) => arith::unary(cx, *u),
        OpKind::CmpI(p) => arith::cmpi(cx, *p),
        OpKind::CmpF(p) => arith::cmpf(cx, *p),
        OpKind::Select => arith::select(cx),
        OpKind::Cast(c) => arith::cast(cx, *c),
        OpKind::Call(f, ty) => arith::call(cx, *f, *ty),
        OpKind::CallIndirect => arith::call_indirect(cx),
        OpKind::Br => arith::br(cx),
        OpKind::CondBr => arith::cond_br(cx),
        OpKind::Return => arith::ret(cx),
        OpKind::Assert { message, print } => arith::assert(cx, message, *print),
        OpKind::Scalar(s) => arith::scalar(cx, *s),
        OpKind::Complex(c, fm) => arith::complex(cx, *c, *fm),
        OpKind::Alloc { alignment } => memref::alloc(cx, *alignment, false),
        OpKind::Alloca { alignment } => memref::alloc(cx, *alignment, true),
        OpKind::AllocStatic(addr) => memref::alloc_static(cx, *addr),
        OpKind::Dealloc => memref::dealloc(cx),
        OpKind::Load(m) => memref::load(cx, *m),
        OpKind::Store(m) => memref::store(cx, *m),
        OpKind::Dim(d) => memref::dim(cx, *d),
        OpKind::Rank => memref::rank(cx),
        OpKind::MemRefCast => memref::memref_cast(cx),
        OpKind::MemRef(v) => memref::view(cx, v),
        OpKind::DmaStart {
            src_rank,
            dst_rank,
            tag_rank,
            strided,
        } => memref::dma_start(cx, [*src_rank, *dst_rank, *tag_rank], *strided),
        OpKind::DmaWait => memref::dma_wait(cx),
        OpKind::AtomicRmw(k) => memref::atomic_rmw(cx, *k),
        OpKind::AtomicRmwLoop(k) => memref::atomic_rmw_loop(cx, *k),
        OpKind::GenericAtomicRmw => memref::generic_atomic_rmw(cx),
        OpKind::AllocaScope => memref::alloca_scope(cx),
        OpKind::Splat => vector::splat(cx),
        OpKind::ExtractElement => vector::extract_element(cx),
        OpKind::InsertElement => vector::insert_element(cx),
        OpKind::VectorExtract(pos) => vector::extract(cx, pos),
        OpKind::VectorInsert(pos) => vector::insert(cx, pos),
        OpKind::Vector(v) => vector::vector(cx, v),
        OpKind::Yield => structured::yield_(cx),
        OpKind::Condition => structured::condition(cx),
        OpKind::ScfFor => structured::scf_for(cx),
        OpKind::If(set) => structured::if_(cx, *set),
        OpKind::While => structured::while_(cx),
        OpKind::ExecuteRegion => structured::execute_region(cx),
        OpKind::IndexSwitch(cases) => structured::index_switch(cx, cases),
        OpKind::AffineFor {
            lb,
            ub,
            lb_operands,
            step,
        } => structured::affine_for(cx, *lb, *ub, *lb_operands, *step),
        OpKind::Parallel { dims } => structured::parallel(cx, *dims),
        OpKind::Reduce => structured::reduce(cx),
        OpKind::ReduceReturn => structured::reduce_return(cx),
        OpKind::AffineParallel {
            lb,
            ub,
            lb_operands,
            steps,
            reductions,
        } => structured::affine_parallel(cx, *lb, *ub, *lb_operands, steps, reductions),
        OpKind::AffineApply(m, r) => structured::affine_apply(cx, *m, *r),
        OpKind::AffineLoad(m) => structured::affine_load(cx, *m),
        OpKind::AffineVectorLoad(m) => structured::affine_vector_load(cx, *m),
        OpKind::AffineVectorStore(m) => structured::affine_vector_store(cx, *m),
        OpKind::AffinePrefetch(m) => structured::affine_prefetch(cx, *m),
        OpKind::AffineStore(m) => structured::affine_store(cx, *m),
        OpKind::Llvm(l) => llvm::llvm(cx, l),
    }
}

/// One op and what its checks read.
pub(crate) struct OpCx<'a> {
    pub t: &'a Types,
    pub body: &'a Body,
    pub src: &'a str,
    pub op: &'a Op,
    /// The op's name span: where op-level diagnostics point.
    pub at: Span,
    pub uses: &'a [Use],
    pub results: &'a [ValueId],
}

impl<'a> OpCx<'a> {
    pub fn new(t: &'a Types, body: &'a Body, src: &'a str, op: &'a Op) -> OpCx<'a> {
        OpCx {
            t,
            body,
            src,
            op,
            at: op.span,
            uses: body.operands(op),
            results: body.results(op),
        }
    }

    /// The op's name as written (without quotes in the generic form);
    /// read only for diagnostics and the few spelling-dependent rules, so
    /// not computed for every op.
    pub fn name(&self) -> &'a str {
        let raw = super::name(self.src, self.op.span);
        raw.strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or(raw)
    }

    /// Whether the op's name starts with `prefix` (`index.`), without
    /// slicing the name out.
    pub fn spelled(&self, prefix: &str) -> bool {
        let at = self.op.span.start as usize;
        let b = self.src.as_bytes();
        let b = b.get(at..).unwrap_or_default();
        let b = b.strip_prefix(b"\"").unwrap_or(b);
        b.starts_with(prefix.as_bytes())
    }

    /// The op's table entry, looked up again by name: for the few rules that
    /// depend on the spelling (`index.add` against `arith.addi`).
    pub fn spec(&self) -> Option<Spec> {
        crate::mlir::ops::lookup(self.name())
    }

    /// The type of result `i`.
    pub fn result_ty(&self, i: usize) -> TypeId {
        self.body.values[self.results[i].index()].ty
    }

    /// The result types.
    pub fn result_tys(&self) -> impl ExactSizeIterator<Item = TypeId> + '_ {
        self.results.iter().map(|v| self.body.values[v.index()].ty)
    }

    /// The source text of `span` (a value's name, an attribute).
    pub fn text(&self, span: Span) -> &'a str {
        super::name(self.src, span)
    }

    pub fn tyname(&self, t: TypeId) -> String {
        self.t.display(t)
    }

    /// `want` operands.
    #[inline]
    pub fn arity(&self, want: usize) -> Result<()> {
        if self.uses.len() == want {
            return Ok(()); // (the name is read only for the message)
        }
        expect_operands(self.at, self.name(), want, self.uses.len())
    }

    /// Between `want.start()` and `want.end()` operands.
    #[inline]
    pub fn arity_in(&self, want: std::ops::RangeInclusive<usize>) -> Result<()> {
        if want.contains(&self.uses.len()) {
            return Ok(());
        }
        expect_operands_in(self.at, self.name(), want, self.uses.len())
    }

    /// `want` results.
    #[inline]
    pub fn results(&self, want: usize) -> Result<()> {
        if self.results.len() == want {
            return Ok(());
        }
        expect_results(self.at, self.name(), want, self.results.len())
    }

    /// All operands have the type of the first.
    #[inline]
    pub fn same_type(&self) -> Result<()> {
        let Some(first) = self.uses.first() else {
            return Ok(());
        };
        for u in &self.uses[1..] {
            if u.ty != first.ty {
                return Err(self.same_type_error(u, first));
            }
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn same_type_error(&self, u: &Use, first: &Use) -> Error {
        Error::verify(
            u.span,
            format!(
                "operands of `{}` must have the same type, but this one is {} and the first is {}",
                self.name(),
                self.tyname(u.ty),
                self.tyname(first.ty)
            ),
        )
    }

    /// An integer-like (`int`) or float-like operand of type `t` at `span`.
    #[inline]
    pub fn check_kind(&self, t: TypeId, span: Span, int: bool) -> Result<()> {
        let ok = if int {
            self.t.is_int_like(t)
        } else {
            self.t.is_float_like(t)
        };
        if !ok {
            return Err(self.kind_error(t, span, int));
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn kind_error(&self, t: TypeId, span: Span, int: bool) -> Error {
        let want = if int {
            "integer or index"
        } else {
            "floating-point"
        };
        Error::verify(
            span,
            format!(
                "`{}` needs {want} operands, but this one is {}",
                self.name(),
                self.tyname(t)
            ),
        )
        .label(format!("has type {}", self.tyname(t)))
    }

    /// Result 0 has type `want`.
    #[inline]
    pub fn check_result(&self, want: TypeId) -> Result<()> {
        if self.result_ty(0) == want {
            return Ok(());
        }
        self.check_result_is(&Ty::Id(want))
    }

    /// Result 0 has type `want`, which may not be interned (the verifier
    /// does not add types: see [`Types::find`]).
    #[inline(never)]
    pub fn check_result_is(&self, want: &Ty) -> Result<()> {
        let got = self.result_ty(0);
        let same = match want {
            Ty::Id(w) => *w == got,
            Ty::New(w) => self.t.get(got) == w,
        };
        if !same {
            return Err(Error::verify(
                self.at,
                format!(
                    "`{}` produces {}, but its result type is given as {}",
                    self.name(),
                    want.display(self.t),
                    self.tyname(got)
                ),
            ));
        }
        Ok(())
    }

    /// The type with the shape of `like` and element type `elem`, without
    /// interning it (see [`Types::with_elem`]).
    pub fn with_elem(&self, like: TypeId, elem: TypeId) -> Ty {
        match self.t.get(like) {
            Type::Vector { shape, .. } => Ty::new(
                self.t,
                Type::Vector {
                    shape: shape.clone(),
                    elem,
                },
            ),
            Type::Tensor { shape, .. } => Ty::new(
                self.t,
                Type::Tensor {
                    shape: shape.clone(),
                    elem,
                },
            ),
            _ => Ty::Id(elem),
        }
    }
}

/// A type the verifier computed: interned already, or not (then no value
/// can have it, and it is only displayed).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Ty {
    Id(TypeId),
    New(Type),
}

impl Ty {
    /// `ty`, by its id when it is interned.
    pub fn new(t: &Types, ty: Type) -> Ty {
        match t.find(&ty) {
            Some(id) => Ty::Id(id),
            None => Ty::New(ty),
        }
    }
    /// Whether a value of type `id` has this type.
    pub fn is(&self, t: &Types, id: TypeId) -> bool {
        match self {
            Ty::Id(w) => *w == id,
            Ty::New(w) => t.get(id) == w,
        }
    }
    pub fn display(&self, t: &Types) -> String {
        match self {
            Ty::Id(id) => t.display(*id),
            Ty::New(ty) => t.display_type(ty),
        }
    }
}

/// The one wording of an operand- or result-count error:
/// "`arith.addi` expects 2 operands, but found 1". `want` is `min..=max`
/// (`usize::MAX` for no upper bound).
#[cold]
#[inline(never)]
pub(crate) fn count_error(
    at: Span,
    name: &str,
    what: &str,
    want: std::ops::RangeInclusive<usize>,
    found: usize,
) -> Error {
    let (min, max) = (*want.start(), *want.end());
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let want = if min == max {
        format!("{min} {what}{}", plural(min))
    } else if max == usize::MAX {
        format!("at least {min} {what}{}", plural(min))
    } else if max == min + 1 {
        format!("{min} or {max} {what}s")
    } else {
        format!("{min} to {max} {what}s")
    };
    Error::verify(at, format!("`{name}` expects {want}, but found {found}"))
        .label(format!("{found} {what}{}", plural(found)))
}

/// Checks that op `name` (spanned `at`) has `want` operands.
#[inline]
pub(crate) fn expect_operands(at: Span, name: &str, want: usize, found: usize) -> Result<()> {
    expect_operands_in(at, name, want..=want, found)
}

/// Checks that op `name` has between `want.start()` and `want.end()`
/// operands.
#[inline]
pub(crate) fn expect_operands_in(
    at: Span,
    name: &str,
    want: std::ops::RangeInclusive<usize>,
    found: usize,
) -> Result<()> {
    if want.contains(&found) {
        Ok(())
    } else {
        Err(count_error(at, name, "operand", want, found))
    }
}

/// Checks that op `name` has `want` result types.
#[inline]
pub(crate) fn expect_results(at: Span, name: &str, want: usize, found: usize) -> Result<()> {
    if found == want {
        Ok(())
    } else {
        Err(count_error(at, name, "result", want..=want, found))
    }
}
