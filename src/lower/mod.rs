//! Lowering: the typed Std AST to the LLVM-dialect IR.
//!
//! Types convert as the spec's "Conversion of Built-in Types" says; function
//! signatures follow the calling conventions (`abi.rs`); ops map through one
//! table each (`ops.rs`). Blocks are lowered in reverse post-order, so every
//! definition is lowered before its uses; unreachable blocks are dropped.
//! A `cond_br` whose two successors are the same block with arguments gets a
//! dummy block (the spec's "repeated successor removal").

mod abi;
mod arith;
mod atomic;
mod complex;
mod ctors;
mod cwrap;
mod llvm;
mod llvm22;
mod llvm22_init;
pub mod llvm22_vec;
pub use llvm22::mlir13_unsupported;
mod memref;
mod memref_view;
pub mod mlir13;
mod names;
pub(crate) mod nontemporal;
mod ops;
mod rounding;
mod scf;
mod vector;
mod vector0d;
mod vector_contract;
mod vector_mem;
mod vector_slice;
mod vector_transfer;
pub mod wide_float;

pub use abi::{AbiTable, Ext, FuncAbi, Param, Part, Ret, SharedAbi, Sig};
pub use cwrap::CWrapper;

use crate::diag::{Error, Result, Span};
use crate::entity::FxHashMap;
use crate::llvm::builder::{Builder, Vals};
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir as s;
use crate::mlir::verify::FuncInfo;
use crate::types::{Type, TypeId};

/// What the lowering needs to know from the command line.
#[derive(Clone, Debug)]
pub struct Options {
    /// The width of `index` (64 by default).
    pub index_bits: u32,
    pub triple: String,
    pub datalayout: String,
    /// Pass statically shaped memrefs as bare pointers in signatures.
    pub bare_ptr: bool,
    /// The LLVM name of `@main`, when it must not be the C entry point.
    pub main_name: Option<String>,
    /// Verify every lowered body, not only LLVM-dialect input.
    pub verify_ir: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            index_bits: 64,
            triple: l::X86_64_TRIPLE.to_string(),
            datalayout: l::X86_64_DATALAYOUT.to_string(),
            bare_ptr: false,
            main_name: None,
            verify_ir: cfg!(debug_assertions),
        }
    }
}

/// The lowering state that lives across functions: LLVM types and the
/// headers (name, type) of every function the output refers to.
pub struct Lowering {
    pub t: l::Types,
    /// Function headers: the module's own (through `fmap`) and declared
    /// intrinsics and libm functions.
    pub funcs: Vec<l::Func>,
    /// Global variables (from `llvm.mlir.global`).
    pub globals: Vec<l::Global>,
    /// Std function -> LLVM function.
    fmap: Vec<l::FuncRef>,
    /// Std global -> LLVM global.
    gmap: Vec<l::GlobalRef>,
    pub index_bits: u32,
    pub bare_ptr: bool,
    main_name: Option<String>,
    /// Converted types, by Std type id.
    pub(crate) ty_cache: Vec<Option<Ty>>,
    /// `memref()` per Std memref type, by type index.
    pub(crate) memref_cache: Vec<Option<std::rc::Rc<memref::MemRefInfo>>>,
    /// Converted function signatures, by Std function type id.
    fn_cache: Vec<Option<Ty>>,
    /// [`abi::Sig`] by Std function type id, of a function and of an
    /// intrinsic (which has no extension attributes).
    sig_cache: Vec<[Option<abi::Sig>; 2]>,
    /// Functions by name.
    decls: names::Decls,
    /// Functions the lowering declared itself (intrinsics, libm), and how
    /// many of them `new_decls` has handed out.
    externs: Vec<l::FuncRef>,
    reported: usize,
    verify_ir: bool,
    /// `llvm.mlir.addressof` of symbols not defined yet, by name: the
    /// result type and span, checked when the symbol is defined.
    pending_addr: FxHashMap<String, Vec<(TypeId, Span)>>,
    /// A body given back by the driver, reused for the next function.
    spare: Option<Box<l::Body>>,
    /// The types the lowering needs its external functions to have.
    required: FxHashMap<String, Ty>,
    /// A program function whose type clashes with what the lowering needs
    /// of the same name: (name, its type, the needed type).
    conflict: Option<(String, Ty, Ty)>,
    /// The signatures of the functions, for the writers.
    abi: SharedAbi,
    /// The vector lowering's string globals.
    vector: vector::State,
    /// The function `header` was last called for, and how many functions
    /// the module had then: `lower_func` right after it skips the repeat.
    last_header: Option<(s::FuncId, usize)>,
    /// `vmap` and `bmap` of the last function, for reuse (allocations).
    spare_maps: (Vec<l::Value>, Vec<l::Block>),
    /// The last function's `Fx::yields` and [`rpo`]'s work lists, empty,
    /// kept for their allocations.
    spare_yields: Vec<scf::YieldTo>,
    spare_rpo: RpoScratch,
    /// `entry_args`' parameter types and counts per argument, empty, kept
    /// for their allocations.
    spare_entry: (Vec<Ty>, Vec<usize>),
    /// Whether an LLVM-dialect op of the body being lowered has emitted an
    /// instruction (then the body is verified as LLVM IR).
    input_insts: bool,
    /// `call_intrinsic`'s names and function types, by (name, operand
    /// type, operand count).
    intrinsics: FxHashMap<(&'static str, Ty, usize), (std::rc::Rc<str>, Ty)>,
    /// The function types of `llvm.call`s, by their result type
    /// (`u32::MAX`: none) and operand types.
    call_sigs: FxHashMap<Vec<u32>, Ty>,
}

/// The Std module as far as it is known: types and function signatures.
#[derive(Copy, Clone)]
pub struct View<'m> {
    pub types: &'m crate::types::Types,
    pub funcs: &'m [s::Func],
    pub globals: &'m [s::Global],
}

impl Lowering {
    pub fn new(opts: &Options) -> Lowering {
        Lowering {
            t: l::Types::new(),
            funcs: Vec::new(),
            globals: Vec::new(),
            fmap: Vec::new(),
            gmap: Vec::new(),
            index_bits: opts.index_bits,
            bare_ptr: opts.bare_ptr,
            main_name: opts.main_name.clone(),
            ty_cache: Vec::new(),
            memref_cache: Vec::new(),
            fn_cache: Vec::new(),
            sig_cache: Vec::new(),
            decls: names::Decls::default(),
            externs: Vec::new(),
            reported: 0,
            verify_ir: opts.verify_ir,
            pending_addr: FxHashMap::default(),
            spare: None,
            required: FxHashMap::default(),
            conflict: None,
            abi: SharedAbi::default(),
            vector: vector::State::default(),
            last_header: None,
            spare_maps: Default::default(),
            spare_yields: Vec::new(),
            spare_rpo: RpoScratch::default(),
            spare_entry: Default::default(),
            input_insts: false,
            intrinsics: FxHashMap::default(),
            call_sigs: FxHashMap::default(),
        }
    }

    /// The LLVM header of Std function `id`, with its type (re)computed from
    /// the function's final signature.
    pub fn header(&mut self, m: View, id: s::FuncId) -> Result<l::FuncRef> {
        let mut cx = Cx { m, st: self };
        cx.sync();
        let f = &m.funcs[id.index()];
        let mut ty = cx.fn_type(f.ty, f.name_span)?;
        if f.vararg {
            let l::Type::Func { ret, params, .. } = cx.st.t.get(ty).clone() else {
                unreachable!("function types")
            };
            ty = cx.st.t.intern(l::Type::Func {
                ret,
                params,
                vararg: true,
            });
        }
        if let Some(&need) = cx.st.required.get(&f.name)
            && need != ty
        {
            let (have, need) = (type_text(&cx.st.t, ty), type_text(&cx.st.t, need));
            return Err(Error::lower(
                f.name_span,
                format!("`@{}` has type `{have}`, but the lowering calls it as `{need}`", f.name),
            )
            .help("mlir2ll uses this name itself (memory allocation, libm, intrinsics): rename the function"));
        }
        cx.check_pending_addr(f, ty)?;
        let r = cx.st.fmap[id.index()];
        cx.st.funcs[r.index()].ty = ty;
        cx.st.funcs[r.index()].linkage = f.linkage;
        cx.st.funcs[r.index()].attrs = f.sym.clone();
        cx.describe(r, f)?;
        self.last_header = Some((id, m.funcs.len()));
        Ok(r)
    }

    /// Lowers the body of function `id`.
    pub fn lower_func(
        &mut self,
        m: View,
        id: s::FuncId,
        body: &s::Body,
        info: &FuncInfo,
    ) -> Result<Box<l::Body>> {
        // The driver makes the header first (nothing changes in between):
        // the same again is not needed.
        if self.last_header != Some((id, m.funcs.len())) {
            self.header(m, id)?;
        }
        self.last_header = None;
        let mut cx = Cx { m, st: self };
        let out = cx.lower_body(body, info)?;
        self.verify_body(m, id, &out)?;
        Ok(out)
    }

    /// A clash between a program function and a function the lowering
    /// needs under the same name, if one happened, as a diagnostic at `span`.
    pub fn take_conflict(&mut self, span: Span) -> Option<Error> {
        let (name, have, need) = self.conflict.take()?;
        Some(
            Error::lower(
                span,
                format!(
                    "`@{name}` has type `{}`, but the lowering calls it as `{}`",
                    type_text(&self.t, have),
                    type_text(&self.t, need)
                ),
            )
            .help("mlir2ll uses this name itself (memory allocation, libm, intrinsics): rename the function"),
        )
    }

    /// Gives a lowered body back for reuse (its allocations).
    pub fn recycle(&mut self, mut body: Box<l::Body>) {
        body.clear();
        self.spare = Some(body);
    }

    /// Functions declared by the lowering itself (intrinsics, libm) since
    /// the last call: the writer prints them as `declare`s at the end.
    /// The names of the functions the lowering itself calls (`malloc`,
    /// `free`, libm, intrinsics), declared or not.
    pub fn required_names(&self) -> impl Iterator<Item = &str> {
        self.required.keys().map(String::as_str)
    }

    pub fn new_decls(&mut self) -> Vec<l::FuncRef> {
        let mut r = self.externs[self.reported..].to_vec();
        self.reported = self.externs.len();
        // The masked memory intrinsics last: MLIR 22 writes them as ops,
        // without a declaration, so they come last when read back.
        r.sort_by_key(|f| llvm22_vec::masked_intrinsic(&self.funcs[f.index()].name));
        r
    }
}

/// The lowering context: the Std view and the persistent state.
pub(crate) struct Cx<'a> {
    pub m: View<'a>,
    pub st: &'a mut Lowering,
}

/// The lowering state of one function body.
pub(crate) struct Fx<'b> {
    pub body: &'b s::Body,
    /// Boxed: the driver moves a pointer, not the body's vectors.
    pub out: Box<l::Body>,
    /// Std value -> LLVM value.
    pub vmap: Vec<l::Value>,
    /// Std block -> LLVM block (reachable blocks only).
    pub bmap: Vec<l::Block>,
    /// Dummy blocks of repeated successor removal, filled at the end.
    pub dummies: Vec<(l::Block, l::Succ)>,
    /// The verifier's facts (block orders of every region).
    pub info: &'b FuncInfo,
    /// Where the `yield` of each region being lowered goes, innermost last.
    pub yields: Vec<scf::YieldTo>,
    /// The `scf.parallel` ops being lowered, innermost last.
    pub parallels: Vec<scf::ParallelLoops>,
}

const NONE: u32 = u32::MAX;

impl Fx<'_> {
    pub fn val(&self, u: &s::Use) -> l::Value {
        self.vmap[u.value.index()]
    }

    /// The lowered values of `uses`, as a list in the operand pool.
    /// The lowered values of `uses`, on the stack when they are few.
    #[inline]
    pub fn vals(&self, uses: &[s::Use]) -> Vals {
        if uses.len() <= 8 {
            let mut buf = [l::Value(NONE); 8];
            for (k, u) in uses.iter().enumerate() {
                buf[k] = self.vmap[u.value.index()];
            }
            Vals::from_buf_and_len(buf, uses.len())
        } else {
            uses.iter().map(|u| self.val(u)).collect()
        }
    }

    pub fn uses_list(&mut self, uses: &[s::Use]) -> crate::entity::List {
        let start = self.out.operands.len();
        for u in uses {
            let v = self.vmap[u.value.index()];
            self.out.operands.push(v);
        }
        crate::entity::List::since(&self.out.operands, start)
    }
}

impl Cx<'_> {
    /// Gives every Std function seen so far an LLVM header.
    fn sync(&mut self) {
        for id in self.st.fmap.len()..self.m.funcs.len() {
            let f = &self.m.funcs[id];
            let r = l::FuncRef::new(self.st.funcs.len());
            // The type is filled in when the function is declared or defined;
            // calls carry their own function type.
            let void = self.st.t.void;
            // A new name, its function's own (the common case): one hash.
            if (self.st.main_name.is_none() || f.name != "main")
                && let Some(h) = self.st.decls.free_hash(&f.name)
            {
                self.st.funcs.push(l::Func {
                    name: f.name.clone(),
                    ty: void,
                    linkage: l::Linkage::External,
                    body: None,
                    attrs: Default::default(),
                });
                self.st.decls.add_own(h, r);
                self.st.fmap.push(r);
                continue;
            }
            // A function the lowering already declared (`malloc`, `free`,
            // an intrinsic) that the program declares later: the same one.
            if let Some(existing) = self.st.decls.get(&self.st.funcs, &f.name)
                && let Some(k) = self.st.externs.iter().position(|e| *e == existing)
            {
                self.st.externs.remove(k);
                self.st.reported = self.st.reported.min(self.st.externs.len());
                self.st.fmap.push(existing);
                continue;
            }
            let name = match &self.st.main_name {
                Some(n) if f.name == "main" => n.clone(),
                _ => f.name.clone(),
            };
            self.st.funcs.push(l::Func {
                name,
                ty: void,
                linkage: l::Linkage::External,
                body: None,
                attrs: Default::default(),
            });
            self.st.decls.insert(&self.st.funcs, &f.name, r);
            self.st.fmap.push(r);
        }
    }

    /// Converts a Std type to its LLVM type.
    #[inline]
    pub fn ty(&mut self, id: TypeId, span: Span) -> Result<Ty> {
        if let Some(Some(t)) = self.st.ty_cache.get(id.index()) {
            return Ok(*t);
        }
        self.ty_uncached(id, span)
    }

    /// [`Cx::ty`] of a type not converted yet.
    #[inline(never)]
    fn ty_uncached(&mut self, id: TypeId, span: Span) -> Result<Ty> {
        let t = match self.m.types.get(id) {
            Type::Int(w) => self.st.t.int(*w),
            Type::Index => self.st.t.int(self.st.index_bits),
            Type::F16 => self.st.t.intern(l::Type::Half),
            Type::BF16 => self.st.t.intern(l::Type::BFloat),
            Type::F32 => self.st.t.intern(l::Type::Float),
            Type::F64 => self.st.t.intern(l::Type::Double),
            Type::F80 => self.st.t.intern(l::Type::X86Fp80),
            Type::F128 => self.st.t.intern(l::Type::Fp128),
            Type::Func { .. } => {
                let f = self.fn_type(id, span)?;
                self.st.t.ptr(f)
            }
            Type::None => {
                return Err(Error::lower(span, "the type `none` has no LLVM equivalent"));
            }
            Type::Tensor { .. } => {
                return Err(Error::lower(
                    span,
                    "tensors cannot be lowered to LLVM: they must be bufferized to memrefs first",
                )
                .help("bufferize tensors to memrefs before lowering (e.g. `mlir-opt --tensor-bufferize`)"));
            }
            Type::MemRef { .. } => self.memref(id, span)?.desc,
            Type::UnrankedMemRef { .. } => {
                let idx = self.idx_ty();
                let i8p = self.i8ptr();
                self.st.t.intern(l::Type::Struct([idx, i8p].into()))
            }
            Type::Vector { shape, elem } => {
                // n-D vectors: arrays of 1-D vectors.
                let (shape, elem) = (shape.clone(), *elem);
                let e = self.ty(elem, span)?;
                // 0-D vectors: one-element vectors, as MLIR lowers them.
                let last = shape.len().saturating_sub(1);
                let n = shape.get(last).map_or(1, |&d| d as u64);
                let mut t = self.st.t.intern(l::Type::Vector(n, e));
                for d in shape[..last].iter().rev() {
                    t = self.st.t.intern(l::Type::Array(*d as u64, t));
                }
                t
            }
            Type::Complex(elem) => {
                let e = self.ty(*elem, span)?;
                self.st.t.intern(l::Type::Struct([e, e].into()))
            }
            Type::LlvmPtr(t, space) => {
                let (t, space) = (*t, *space);
                let inner = match self.m.types.get(t) {
                    // `!llvm.ptr` (opaque) and `ptr<void>` point to bytes.
                    Type::LlvmVoid => self.st.t.i8,
                    _ => self.ty(t, span)?,
                };
                self.st.t.intern(l::Type::Ptr(inner, space))
            }
            Type::LlvmStruct { fields, packed } => {
                let (fields, packed) = (fields.clone(), *packed);
                let mut v = Vec::with_capacity(fields.len());
                for f in fields.iter() {
                    v.push(self.ty(*f, span)?);
                }
                if packed {
                    self.st.t.intern(l::Type::PackedStruct(v.into()))
                } else {
                    self.st.t.intern(l::Type::Struct(v.into()))
                }
            }
            Type::LlvmArray(n, e) => {
                let n = *n;
                let e = self.ty(*e, span)?;
                self.st.t.intern(l::Type::Array(n, e))
            }
            Type::LlvmVoid => self.st.t.void,
            Type::LlvmFunc {
                ret,
                params,
                vararg,
            } => {
                let (ret, params, vararg) = (*ret, params.clone(), *vararg);
                let r = self.ty(ret, span)?;
                let mut ps = Vec::with_capacity(params.len());
                for p in params.iter() {
                    ps.push(self.ty(*p, span)?);
                }
                self.st.t.intern(l::Type::Func {
                    ret: r,
                    params: ps.into(),
                    vararg,
                })
            }
            Type::LlvmNamed(n) => {
                let n = n.clone();
                let t = self.st.t.intern(l::Type::Named(n.clone()));
                // Cache first: the body may refer to the struct itself.
                if self.st.ty_cache.len() <= id.index() {
                    self.st.ty_cache.resize(id.index() + 1, None);
                }
                self.st.ty_cache[id.index()] = Some(t);
                if self.st.t.named_body(&n).is_none() {
                    let Some((fields, packed)) = self.m.types.struct_body(&n).cloned() else {
                        // Opaque: no body (`%name = type opaque`).
                        let void = self.st.t.void;
                        self.st.t.named.push((n.clone(), void));
                        return Ok(t);
                    };
                    let slot = self.st.t.named.len();
                    let void = self.st.t.void;
                    self.st.t.named.push((n.clone(), void));
                    let mut v = Vec::with_capacity(fields.len());
                    for f in fields.iter() {
                        v.push(self.ty(*f, span)?);
                    }
                    let body = if packed {
                        self.st.t.intern(l::Type::PackedStruct(v.into()))
                    } else {
                        self.st.t.intern(l::Type::Struct(v.into()))
                    };
                    self.st.t.named[slot].1 = body;
                }
                t
            }
            Type::Tuple(_) => {
                return Err(Error::lower(
                    span,
                    format!(
                        "tuple types have no LLVM lowering: `{}`",
                        self.m.types.display(id)
                    ),
                )
                .label("uses a tuple type"));
            }
        };
        if self.st.ty_cache.len() <= id.index() {
            self.st.ty_cache.resize(id.index() + 1, None);
        }
        self.st.ty_cache[id.index()] = Some(t);
        Ok(t)
    }

    /// Finds or declares function `name` with LLVM function type `ty`. A
    /// function of the program with that name and another type is a
    /// conflict, reported by the driver (`Lowering::take_conflict`).
    pub fn declare_as(&mut self, name: &str, ty: Ty) -> l::FuncRef {
        if let Some(f) = self.st.decls.get(&self.st.funcs, name) {
            let have = self.st.funcs[f.index()].ty;
            if have != self.st.t.void && have != ty && self.st.conflict.is_none() {
                self.st.conflict = Some((name.to_string(), have, ty));
            }
            // Already declared: no new key, so no allocation.
            match self.st.required.get_mut(name) {
                Some(r) => *r = ty,
                None => {
                    self.st.required.insert(name.to_string(), ty);
                }
            }
            return f;
        }
        self.st.required.insert(name.to_string(), ty);
        let f = l::FuncRef::new(self.st.funcs.len());
        self.st.funcs.push(l::Func {
            name: name.to_string(),
            ty,
            linkage: l::Linkage::External,
            body: None,
            attrs: Default::default(),
        });
        self.st.decls.insert(&self.st.funcs, name, f);
        self.st.externs.push(f);
        f
    }

    fn lower_body(&mut self, body: &s::Body, info: &FuncInfo) -> Result<Box<l::Body>> {
        let (mut vmap, mut bmap) = std::mem::take(&mut self.st.spare_maps);
        vmap.clear();
        vmap.resize(body.values.len(), l::Value(NONE));
        bmap.clear();
        bmap.resize(body.blocks.len(), l::Block(NONE));
        let mut fx = Fx {
            body,
            out: self.st.spare.take().unwrap_or_default(),
            vmap,
            bmap,
            dummies: Vec::new(),
            info,
            yields: std::mem::take(&mut self.st.spare_yields),
            parallels: Vec::new(),
        };
        fx.yields.clear();
        self.st.input_insts = false;
        for &b in &info.rpo {
            fx.bmap[b.index()] = fx.out.new_block();
        }
        // Block arguments other than the entry block's become phis.
        for &b in &info.rpo[1..] {
            let lb = fx.bmap[b.index()];
            self.block_args(&mut fx, b, lb)?;
        }
        for (i, &b) in info.rpo.iter().enumerate() {
            fx.out.start_block(fx.bmap[b.index()]);
            if i == 0 {
                // The entry block's arguments come from the parameters.
                let span = body.blocks[b.index()].span;
                self.entry_args(&mut fx, b, span)?;
            }
            for i in body.block_ops(b) {
                self.lower_op(&mut fx, body.op(*i))?;
            }
        }
        fx.out.origin = l::Origin::default();
        for (dummy, succ) in std::mem::take(&mut fx.dummies) {
            let mut b = self.ins(&mut fx);
            b.switch_to(dummy);
            b.emit_void(l::InstKind::Br(succ));
        }
        // Print in topological order (reverse post-order of the final CFG,
        // the blocks the lowering added included), as the spec's translation
        // does. `--emit=mlir` lists blocks in this order, so reading it back
        // computes the same order: the round trip keeps the layout.
        let mut layout = std::mem::take(&mut fx.out.layout);
        rpo(&fx.out, &mut layout, &mut self.st.spare_rpo);
        fx.out.layout = layout;
        self.st.spare_maps = (fx.vmap, fx.bmap);
        self.st.spare_yields = fx.yields;
        Ok(fx.out)
    }

    /// A cursor appending to `fx`'s current block (`llvm/builder.rs`).
    #[inline]
    pub fn ins<'f>(&'f mut self, fx: &'f mut Fx) -> Builder<'f> {
        Builder::new(&mut fx.out, &mut self.st.t, self.st.index_bits)
    }

    /// A branch target with its arguments, lowered.
    fn succ(&mut self, fx: &mut Fx, s: &s::Succ) -> l::Succ {
        l::Succ {
            block: fx.bmap[s.block.index()],
            args: fx.uses_list(s.args.get(&fx.body.uses)),
        }
    }

    fn lower_op(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let body = fx.body;
        // The origin of the instructions of this op (and back to the
        // enclosing op's after it, for ops in regions).
        let outer = fx.out.origin;
        let input = matches!(op.kind, s::OpKind::Llvm(_));
        fx.out.origin = l::Origin {
            span: op.span,
            input,
        };
        fx.out.fmf = body.fastmath_at(op.span.start);
        let before = fx.out.insts.len();
        self.lower_op_kind(fx, op)?;
        if input && fx.out.insts.len() > before {
            self.st.input_insts = true;
        }
        fx.out.fmf = 0;
        fx.out.origin = outer;
        Ok(())
    }

    fn lower_op_kind(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        use ops::{Elementwise, Simple};
        let body = fx.body;
        match &op.kind {
            s::OpKind::Br => {
                let t = self.succ(fx, &body.succs(op)[0]);
                self.ins(fx).emit_void(l::InstKind::Br(t));
            }
            s::OpKind::CondBr => {
                let c = fx.val(&body.operands(op)[0]);
                let ss = body.succs(op);
                let t = self.succ(fx, &ss[0]);
                let mut e = self.succ(fx, &ss[1]);
                if ss[0].block == ss[1].block && !body.args(ss[0].block).is_empty() {
                    // Repeated successor removal: the second edge goes
                    // through a dummy block that forwards its arguments.
                    let dummy = fx.out.new_block();
                    fx.dummies.push((dummy, e));
                    e = l::Succ {
                        block: dummy,
                        args: crate::entity::List::EMPTY,
                    };
                }
                self.ins(fx).cond_br(c, t, e);
            }
            s::OpKind::Return => self.lower_return(fx, op)?,
            s::OpKind::Call(callee, sty) => {
                self.sync();
                let fref = self.st.fmap[callee.index()];
                // The call's own type (checked against the callee's at the
                // end), or a variadic callee's.
                let fn_ty = if self.m.funcs[callee.index()].vararg {
                    self.st.funcs[fref.index()].ty
                } else {
                    self.fn_type(*sty, op.span)?
                };
                self.call(fx, op, l::Callee::Direct(fref), fn_ty, 0)?;
            }
            s::OpKind::CallIndirect => {
                let callee = fx.val(&body.operands(op)[0]);
                let l::Type::Ptr(fn_ty, _) = *self.st.t.get(fx.out.ty(callee)) else {
                    unreachable!("function values are pointers to functions")
                };
                self.call(fx, op, l::Callee::Indirect(callee), fn_ty, 1)?;
            }
            s::OpKind::Alloc { .. }
            | s::OpKind::Alloca { .. }
            | s::OpKind::AllocStatic(_)
            | s::OpKind::Dealloc
            | s::OpKind::Load(_)
            | s::OpKind::AtomicRmw(_)
            | s::OpKind::Store(_)
            | s::OpKind::Dim(_)
            | s::OpKind::Rank
            | s::OpKind::MemRefCast
            | s::OpKind::DmaStart { .. }
            | s::OpKind::DmaWait => self.lower_memref_op(fx, op)?,
            s::OpKind::AtomicRmwLoop(f) => self.atomic_rmw_loop(fx, op, *f)?,
            s::OpKind::MemRef(v) => self.lower_memref_view(fx, op, v)?,
            s::OpKind::Llvm(lop) => self.lower_llvm_op(fx, op, lop, self.m.globals)?,
            s::OpKind::Constant(c) => ops::lower_simple(self, fx, op, Simple::Constant(*c))?,
            s::OpKind::Splat => ops::lower_simple(self, fx, op, Simple::Splat)?,
            s::OpKind::ExtractElement => ops::lower_simple(self, fx, op, Simple::ExtractElement)?,
            s::OpKind::InsertElement => ops::lower_simple(self, fx, op, Simple::InsertElement)?,
            s::OpKind::VectorExtract(p) => {
                ops::lower_simple(self, fx, op, Simple::VectorExtract(p))?
            }
            s::OpKind::VectorInsert(p) => ops::lower_simple(self, fx, op, Simple::VectorInsert(p))?,
            s::OpKind::Complex(c, fmf) => self.lower_complex(fx, op, *c, *fmf)?,
            s::OpKind::Vector(v) => self.lower_vector(fx, op, v)?,
            s::OpKind::Binary(b) => self.elementwise(fx, op, Elementwise::Bin(*b))?,
            s::OpKind::Unary(u) => self.elementwise(fx, op, Elementwise::Un(*u))?,
            s::OpKind::CmpI(p) => self.elementwise(fx, op, Elementwise::CmpI(*p))?,
            s::OpKind::CmpF(p) => self.elementwise(fx, op, Elementwise::CmpF(*p))?,
            s::OpKind::Select => self.elementwise(fx, op, Elementwise::Select)?,
            s::OpKind::Cast(c) => match body.rounding_at(op.span.start) {
                Some(mode) => self.truncf_rounded(fx, op, mode)?,
                None => self.elementwise(fx, op, Elementwise::Cast(*c))?,
            },
            s::OpKind::Yield | s::OpKind::ReduceReturn => self.lower_yield(fx, op)?,
            s::OpKind::Condition => self.lower_condition(fx, op)?,
            s::OpKind::ScfFor
            | s::OpKind::Parallel { .. }
            | s::OpKind::AffineParallel { .. }
            | s::OpKind::Reduce
            | s::OpKind::If(_)
            | s::OpKind::While
            | s::OpKind::ExecuteRegion
            | s::OpKind::AllocaScope
            | s::OpKind::GenericAtomicRmw
            | s::OpKind::IndexSwitch(_)
            | s::OpKind::AffineFor { .. }
            | s::OpKind::AffineApply(..)
            | s::OpKind::AffineLoad(_)
            | s::OpKind::AffineStore(_)
            | s::OpKind::AffineVectorLoad(_)
            | s::OpKind::AffineVectorStore(_) => self.lower_structured(fx, op)?,
            // A hint with no observable effect.
            s::OpKind::AffinePrefetch(_) => {}
            s::OpKind::Scalar(sop) => self.lower_scalar(fx, op, *sop)?,
            s::OpKind::Assert { message, print } => self.lower_assert(fx, op, message, *print),
        }
        Ok(())
    }

    fn elementwise(&mut self, fx: &mut Fx, op: &s::Op, e: ops::Elementwise) -> Result<()> {
        ops::lower_simple(self, fx, op, ops::Simple::Elementwise(e))
    }
}

impl From<s::IPred> for u8 {
    /// The `icmp` condition code (`l::ICMP_NAMES` has `IPred`'s order).
    #[inline]
    fn from(p: s::IPred) -> u8 {
        p as u8
    }
}

/// [`rpo`]'s work lists: blocks seen, the depth-first stack.
#[derive(Default)]
struct RpoScratch {
    seen: Vec<bool>,
    stack: Vec<(usize, usize)>,
}

/// The blocks of `body` in reverse post-order from the entry, successors in
/// terminator order; blocks not reached (none, normally) follow in index
/// order. Into `post` (emptied first).
fn rpo(body: &l::Body, post: &mut Vec<l::Block>, scratch: &mut RpoScratch) {
    let n = body.blocks.len();
    // Successor `i` of block `b`, without collecting them.
    let succ = |b: usize, i: usize| -> Option<usize> {
        let t = body.block_insts(&body.blocks[b]).last()?;
        match &t.kind {
            l::InstKind::Br(s) => (i == 0).then_some(s.block.index()),
            l::InstKind::CondBr(_, x, y) => [x, y].get(i).map(|s| s.block.index()),
            l::InstKind::Switch { default, cases, .. } => match i {
                0 => Some(default.block.index()),
                _ => cases
                    .get(&body.cases)
                    .get(i - 1)
                    .map(|(_, s)| s.block.index()),
            },
            _ => None,
        }
    };
    let RpoScratch { seen, stack } = scratch;
    seen.clear();
    seen.resize(n, false);
    post.clear();
    post.reserve(n);
    if n > 0 {
        stack.clear();
        stack.push((0, 0));
        seen[0] = true;
        while let Some((b, i)) = stack.last_mut() {
            match succ(*b, *i) {
                Some(s) => {
                    *i += 1;
                    if !seen[s] {
                        seen[s] = true;
                        stack.push((s, 0));
                    }
                }
                None => {
                    post.push(l::Block::new(*b));
                    stack.pop();
                }
            }
        }
    }
    post.reverse();
    post.extend((0..n).filter(|k| !seen[*k]).map(l::Block::new));
}

/// An LLVM type as `.ll` text (for diagnostics).
fn type_text(t: &l::Types, ty: Ty) -> String {
    crate::print::ll::type_name(t, ty)
}
