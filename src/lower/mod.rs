//! Lowering: the typed Std AST to the LLVM-dialect IR.
//!
//! Types convert as the spec's "Conversion of Built-in Types" says; function
//! signatures follow the calling conventions ([`abi`]); ops map through one
//! table each ([`ops`]). Blocks are lowered in reverse post-order, so every
//! definition is lowered before its uses; unreachable blocks are dropped.
//! A `cond_br` whose two successors are the same block with arguments gets a
//! dummy block (the spec's "repeated successor removal").

mod abi;
mod ops;

use crate::diag::{Error, Result, Span};
use crate::entity::FxHashMap;
use crate::llvm::ir::{self as l, Ty};
use crate::mlir::ir::{self as s, Module};
use crate::mlir::verify::FuncInfo;
use crate::types::{Type, TypeId};

/// What the lowering needs to know from the command line.
#[derive(Clone, Debug)]
pub struct Options {
    /// The width of `index` (64 by default).
    pub index_bits: u32,
    pub triple: String,
    pub datalayout: String,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            index_bits: 64,
            triple: l::X86_64_TRIPLE.to_string(),
            datalayout: l::X86_64_DATALAYOUT.to_string(),
        }
    }
}

pub fn lower(m: &Module, info: &[FuncInfo], opts: &Options, name: &str) -> Result<l::Module> {
    let mut cx = Cx {
        m,
        t: l::Types::new(),
        funcs: Vec::with_capacity(m.funcs.len()),
        index_bits: opts.index_bits,
        ty_cache: vec![None; 0],
        decls: FxHashMap::default(),
    };
    // Declare every function first, so calls can refer to any of them: the
    // Std function i is LLVM function i.
    for f in &m.funcs {
        let ty = cx.fn_type(f.ty, f.name_span)?;
        cx.decls
            .insert(f.name.clone(), l::FuncRef::new(cx.funcs.len()));
        cx.funcs.push(l::Func {
            name: f.name.clone(),
            ty,
            linkage: l::Linkage::External,
            body: None,
        });
    }
    for (i, f) in m.funcs.iter().enumerate() {
        if let Some(body) = &f.body {
            let lb = cx.lower_body(f, body, &info[i])?;
            cx.funcs[i].body = Some(lb);
        }
    }
    Ok(l::Module {
        name: name.to_string(),
        triple: opts.triple.clone(),
        datalayout: opts.datalayout.clone(),
        types: cx.t,
        funcs: cx.funcs,
    })
}

/// The lowering context of a module.
pub(crate) struct Cx<'m> {
    pub m: &'m Module,
    pub t: l::Types,
    pub funcs: Vec<l::Func>,
    pub index_bits: u32,
    /// Converted types, by Std type id.
    ty_cache: Vec<Option<Ty>>,
    /// Functions by name: the module's own and declared intrinsics/libm.
    decls: FxHashMap<String, l::FuncRef>,
}

/// The lowering state of one function body.
pub(crate) struct Fx<'b> {
    pub body: &'b s::Body,
    pub out: l::Body,
    /// Std value -> LLVM value.
    pub vmap: Vec<l::Value>,
    /// Std block -> LLVM block (reachable blocks only).
    pub bmap: Vec<l::Block>,
    /// The block being filled.
    pub cur: l::Block,
}

const NONE: u32 = u32::MAX;

impl Fx<'_> {
    pub fn val(&self, u: &s::Use) -> l::Value {
        self.vmap[u.value.index()]
    }
}

impl<'m> Cx<'m> {
    /// Converts a Std type to its LLVM type.
    pub fn ty(&mut self, id: TypeId, span: Span) -> Result<Ty> {
        if let Some(Some(t)) = self.ty_cache.get(id.index()) {
            return Ok(*t);
        }
        let t = match self.m.types.get(id) {
            Type::Int(w) => self.t.int(*w),
            Type::Index => self.t.int(self.index_bits),
            Type::F16 => self.t.intern(l::Type::Half),
            Type::BF16 => self.t.intern(l::Type::BFloat),
            Type::F32 => self.t.intern(l::Type::Float),
            Type::F64 => self.t.intern(l::Type::Double),
            Type::Func { .. } => {
                let f = self.fn_type(id, span)?;
                self.t.ptr(f)
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
            other => {
                let what = match other {
                    Type::Vector { .. } => "vector",
                    Type::MemRef { .. } | Type::UnrankedMemRef { .. } => "memref",
                    Type::Complex(_) => "complex",
                    _ => "tuple",
                };
                return Err(Error::lower(
                    span,
                    format!(
                        "{what} types are not supported by this version of mlir2ll yet: `{}`",
                        self.m.types.display(id)
                    ),
                )
                .label(format!("uses a {what} type")));
            }
        };
        if self.ty_cache.len() <= id.index() {
            self.ty_cache.resize(id.index() + 1, None);
        }
        self.ty_cache[id.index()] = Some(t);
        Ok(t)
    }

    /// Finds or declares an external function (an intrinsic or libm).
    pub fn declare(&mut self, name: &str, ret: Ty, params: &[Ty]) -> l::FuncRef {
        if let Some(&f) = self.decls.get(name) {
            return f;
        }
        let ty = self.t.intern(l::Type::Func {
            ret,
            params: params.into(),
            vararg: false,
        });
        let f = l::FuncRef::new(self.funcs.len());
        self.funcs.push(l::Func {
            name: name.to_string(),
            ty,
            linkage: l::Linkage::External,
            body: None,
        });
        self.decls.insert(name.to_string(), f);
        f
    }

    fn lower_body(&mut self, f: &s::Func, body: &s::Body, info: &FuncInfo) -> Result<l::Body> {
        let mut fx = Fx {
            body,
            out: l::Body::default(),
            vmap: vec![l::Value(NONE); body.values.len()],
            bmap: vec![l::Block(NONE); body.blocks.len()],
            cur: l::Block(0),
        };
        for &b in &info.rpo {
            fx.bmap[b.index()] = fx.out.new_block();
        }
        // Entry block arguments are the parameters; the others become
        // block arguments (phis).
        for (i, &b) in info.rpo.iter().enumerate() {
            let lb = fx.bmap[b.index()];
            let mut args = Vec::new();
            for (k, &a) in body.args(b).iter().enumerate() {
                let v = &body.values[a.index()];
                let ty = self.ty(v.ty, v.span)?;
                let kind = if i == 0 {
                    l::ValueKind::Param(k as u32)
                } else {
                    l::ValueKind::BlockArg(lb, k as u32)
                };
                let lv = fx.out.value(ty, kind);
                fx.vmap[a.index()] = lv;
                args.push(lv);
            }
            if i == 0 {
                fx.out.params = args;
            } else {
                let list = fx.out.list(&args);
                fx.out.blocks[lb.index()].args = list;
            }
        }
        let _ = f;
        for &b in &info.rpo {
            fx.cur = fx.bmap[b.index()];
            for i in body.block_ops(b) {
                self.lower_op(&mut fx, &body.ops[i])?;
            }
        }
        Ok(fx.out)
    }

    /// Emits `kind` into the current block.
    pub fn emit(&mut self, fx: &mut Fx, kind: l::InstKind, ty: Ty) -> l::Value {
        let void = self.t.void;
        fx.out
            .push(fx.cur, kind, ty, void)
            .unwrap_or(l::Value(NONE))
    }

    pub fn emit_void(&mut self, fx: &mut Fx, kind: l::InstKind) {
        let void = self.t.void;
        fx.out.push(fx.cur, kind, void, void);
    }

    /// A branch target with its arguments, lowered.
    fn succ(&mut self, fx: &mut Fx, s: &s::Succ) -> l::Succ {
        let args: Vec<l::Value> = s
            .args
            .get(&fx.body.uses)
            .iter()
            .map(|u| fx.vmap[u.value.index()])
            .collect();
        l::Succ {
            block: fx.bmap[s.block.index()],
            args: fx.out.list(&args),
        }
    }

    fn lower_op(&mut self, fx: &mut Fx, op: &s::Op) -> Result<()> {
        let body = fx.body;
        match &op.kind {
            s::OpKind::Br => {
                let t = self.succ(fx, &body.succs(op)[0]);
                self.emit_void(fx, l::InstKind::Br(t));
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
                    let void = self.t.void;
                    fx.out.push(dummy, l::InstKind::Br(e), void, void);
                    e = l::Succ {
                        block: dummy,
                        args: crate::entity::List::EMPTY,
                    };
                }
                self.emit_void(fx, l::InstKind::CondBr(c, t, e));
            }
            s::OpKind::Return => {
                let vals: Vec<l::Value> = body.operands(op).iter().map(|u| fx.val(u)).collect();
                let ret = match vals.len() {
                    0 => None,
                    1 => Some(vals[0]),
                    _ => {
                        let tys: Vec<Ty> = vals.iter().map(|v| fx.out.ty(*v)).collect();
                        let st = self.t.intern(l::Type::Struct(tys.into()));
                        Some(self.pack(fx, st, &vals))
                    }
                };
                self.emit_void(fx, l::InstKind::Ret(ret));
            }
            s::OpKind::Call(callee) => {
                let fref = l::FuncRef::new(callee.index());
                let fn_ty = self.funcs[fref.index()].ty;
                self.call(fx, op, l::Callee::Direct(fref), fn_ty, 0)?;
            }
            s::OpKind::CallIndirect => {
                let callee = fx.val(&body.operands(op)[0]);
                let l::Type::Ptr(fn_ty, _) = *self.t.get(fx.out.ty(callee)) else {
                    unreachable!("function values are pointers to functions")
                };
                self.call(fx, op, l::Callee::Indirect(callee), fn_ty, 1)?;
            }
            _ => ops::lower_simple(self, fx, op)?,
        }
        Ok(())
    }

    /// Builds a struct of type `st` from `vals` (undef + insertvalue chain).
    pub fn pack(&mut self, fx: &mut Fx, st: Ty, vals: &[l::Value]) -> l::Value {
        let mut agg = fx.out.value(st, l::ValueKind::Undef);
        for (i, v) in vals.iter().enumerate() {
            let idx = fx.out.index_list(&[i as u32]);
            agg = self.emit(fx, l::InstKind::InsertValue(agg, *v, idx), st);
        }
        agg
    }

    /// A call: arguments from operand `first` on; results unpacked from a
    /// struct when there are several.
    fn call(
        &mut self,
        fx: &mut Fx,
        op: &s::Op,
        callee: l::Callee,
        fn_ty: Ty,
        first: usize,
    ) -> Result<()> {
        let body = fx.body;
        let args: Vec<l::Value> = body.operands(op)[first..]
            .iter()
            .map(|u| fx.val(u))
            .collect();
        let args = fx.out.list(&args);
        let l::Type::Func { ret, .. } = *self.t.get(fn_ty) else {
            unreachable!("callees have function types")
        };
        let r = self.emit(
            fx,
            l::InstKind::Call {
                callee,
                args,
                fn_ty,
            },
            ret,
        );
        let results = body.results(op);
        match results.len() {
            0 => {}
            1 => fx.vmap[results[0].index()] = r,
            _ => {
                let l::Type::Struct(fields) = self.t.get(ret).clone() else {
                    unreachable!("several results come packed in a struct")
                };
                for (i, res) in results.iter().enumerate() {
                    let idx = fx.out.index_list(&[i as u32]);
                    let v = self.emit(fx, l::InstKind::ExtractValue(r, idx), fields[i]);
                    fx.vmap[res.index()] = v;
                }
            }
        }
        Ok(())
    }
}
