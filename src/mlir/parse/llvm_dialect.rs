//! The LLVM dialect as input: its types in every era's spelling
//! (`!llvm.i32`, `!llvm<"float*">`, `!llvm.type<"...">`, `!llvm.ptr<f32>`,
//! `!llvm.struct<(...)>`, `!llvm.array<4 x i64>`, `!llvm.vec<4 x f32>`,
//! `!llvm.func<...>`), `llvm.func`, `llvm.mlir.global`, and its operations
//! in MLIR 13's custom syntax. LLVM-dialect ops live in the same functions
//! as Std ops and exchange values with them.

use super::{Attr, NumLit, Parser, fit_int};
use crate::diag::{Error, Result, Span};
use crate::entity::List;
use crate::llvm::ir::{BinOp as LBin, CastOp as LCast, ICMP_NAMES, Linkage};
use crate::mlir::ir::*;
use crate::types::{Type, TypeId};

/// The custom syntaxes of LLVM-dialect operations.
#[derive(Copy, Clone, Debug)]
pub enum LSpec {
    Bin(LBin),
    FNeg,
    ICmp,
    FCmp,
    Select,
    Cast(LCast),
    Constant,
    Undef,
    Null,
    /// `llvm.mlir.zero`
    Zero,
    Freeze,
    AtomicRmw,
    CmpXchg,
    Fence,
    AddressOf,
    Alloca,
    Load,
    Store,
    Gep,
    ExtractValue,
    InsertValue,
    ExtractElement,
    InsertElement,
    Shuffle,
    Call,
    Switch,
    Unreachable,
    /// `llvm.intr.<name>`
    Intrinsic,
    InlineAsm,
    /// `llvm.intr.experimental.constrained.fptrunc %x upward ignore : f64
    /// to f32` (`parse/rounding.rs`).
    ConstrainedFPTrunc,
}

/// Looks up an `llvm.` op name (without the branch/return ops, which share
/// the Std syntax).
pub fn lookup(name: &str) -> Option<LSpec> {
    use LSpec::*;
    let n = name.strip_prefix("llvm.")?;
    Some(match n {
        "add" => Bin(LBin::Add),
        "sub" => Bin(LBin::Sub),
        "mul" => Bin(LBin::Mul),
        "sdiv" => Bin(LBin::SDiv),
        "udiv" => Bin(LBin::UDiv),
        "srem" => Bin(LBin::SRem),
        "urem" => Bin(LBin::URem),
        "and" => Bin(LBin::And),
        "or" => Bin(LBin::Or),
        "xor" => Bin(LBin::Xor),
        "shl" => Bin(LBin::Shl),
        "ashr" => Bin(LBin::AShr),
        "lshr" => Bin(LBin::LShr),
        "fadd" => Bin(LBin::FAdd),
        "fsub" => Bin(LBin::FSub),
        "fmul" => Bin(LBin::FMul),
        "fdiv" => Bin(LBin::FDiv),
        "frem" => Bin(LBin::FRem),
        "fneg" => FNeg,
        "icmp" => ICmp,
        "fcmp" => FCmp,
        "select" => Select,
        "trunc" => Cast(LCast::Trunc),
        "zext" => Cast(LCast::ZExt),
        "sext" => Cast(LCast::SExt),
        "fptrunc" => Cast(LCast::FPTrunc),
        "fpext" => Cast(LCast::FPExt),
        "fptosi" => Cast(LCast::FPToSI),
        "fptoui" => Cast(LCast::FPToUI),
        "sitofp" => Cast(LCast::SIToFP),
        "uitofp" => Cast(LCast::UIToFP),
        "bitcast" => Cast(LCast::Bitcast),
        "ptrtoint" => Cast(LCast::PtrToInt),
        "inttoptr" => Cast(LCast::IntToPtr),
        "addrspacecast" => Cast(LCast::AddrSpaceCast),
        "mlir.constant" => Constant,
        "mlir.undef" => Undef,
        // Poison is more undefined than undef: undef refines it.
        "mlir.poison" => Undef,
        "mlir.zero" => Zero,
        "freeze" => Freeze,
        "atomicrmw" => AtomicRmw,
        "cmpxchg" => CmpXchg,
        "fence" => Fence,
        "mlir.null" => Null,
        "mlir.addressof" => AddressOf,
        "alloca" => Alloca,
        "load" => Load,
        "store" => Store,
        "getelementptr" => Gep,
        "extractvalue" => ExtractValue,
        "insertvalue" => InsertValue,
        "extractelement" => ExtractElement,
        "insertelement" => InsertElement,
        "shufflevector" => Shuffle,
        "call" => Call,
        "switch" => Switch,
        "unreachable" => Unreachable,
        "inline_asm" => InlineAsm,
        "intr.experimental.constrained.fptrunc" => ConstrainedFPTrunc,
        _ if n.starts_with("intr.") => Intrinsic,
        _ => return None,
    })
}

/// The names `lookup` knows (all but the `llvm.intr.` catch-all), for the
/// op table (`ops.rs`), which answers them in one probe.
pub const NAMES: &[&str] = &[
    "llvm.add",
    "llvm.sub",
    "llvm.mul",
    "llvm.sdiv",
    "llvm.udiv",
    "llvm.srem",
    "llvm.urem",
    "llvm.and",
    "llvm.or",
    "llvm.xor",
    "llvm.shl",
    "llvm.ashr",
    "llvm.lshr",
    "llvm.fadd",
    "llvm.fsub",
    "llvm.fmul",
    "llvm.fdiv",
    "llvm.frem",
    "llvm.fneg",
    "llvm.icmp",
    "llvm.fcmp",
    "llvm.select",
    "llvm.trunc",
    "llvm.zext",
    "llvm.sext",
    "llvm.fptrunc",
    "llvm.fpext",
    "llvm.fptosi",
    "llvm.fptoui",
    "llvm.sitofp",
    "llvm.uitofp",
    "llvm.bitcast",
    "llvm.ptrtoint",
    "llvm.inttoptr",
    "llvm.addrspacecast",
    "llvm.mlir.constant",
    "llvm.mlir.undef",
    "llvm.mlir.poison",
    "llvm.mlir.zero",
    "llvm.freeze",
    "llvm.atomicrmw",
    "llvm.cmpxchg",
    "llvm.fence",
    "llvm.mlir.null",
    "llvm.mlir.addressof",
    "llvm.alloca",
    "llvm.load",
    "llvm.store",
    "llvm.getelementptr",
    "llvm.extractvalue",
    "llvm.insertvalue",
    "llvm.extractelement",
    "llvm.insertelement",
    "llvm.shufflevector",
    "llvm.call",
    "llvm.switch",
    "llvm.unreachable",
    "llvm.inline_asm",
    "llvm.intr.experimental.constrained.fptrunc",
];

/// `fcmp` predicate names of the LLVM dialect (`_false`/`_true` for the
/// constant ones).
pub(super) fn fcmp_pred(s: &str) -> Option<u8> {
    let s = match s {
        "_false" => "false",
        "_true" => "true",
        other => other,
    };
    FPRED_NAMES.iter().position(|n| *n == s).map(|i| i as u8)
}

impl<'a> Parser<'a> {
    // ----- types ------------------------------------------------------------

    /// The type after `!` when its name starts with `llvm` (`name` is what
    /// followed the `!`).
    pub(super) fn llvm_bang_type(&mut self, name: &str, span: Span) -> Result<TypeId> {
        let Some(rest) = name.strip_prefix("llvm") else {
            unreachable!("called for !llvm types")
        };
        match rest {
            "" | ".type" => {
                // `!llvm<"float*">`, `!llvm.type<"...">`: LLVM IR syntax.
                self.expect("<")?;
                let start = self.pos_ws();
                let text = self.string()?;
                let sspan = Span::new(start, self.pos);
                self.expect(">")?;
                self.llvm_ir_type(&text, sspan)
            }
            _ => {
                let kw = rest.strip_prefix('.').unwrap_or(rest);
                self.llvm_named_type(kw, span)
            }
        }
    }

    /// `ptr<...>`, `struct<...>`, ..., `i32`, `float` (old spellings), after
    /// `!llvm.` or inside another LLVM type.
    fn llvm_named_type(&mut self, kw: &str, span: Span) -> Result<TypeId> {
        let t = match kw {
            "ptr" => {
                if !self.eat("<") {
                    self.note_ptr_style(super::llvm22::PtrStyle::Opaque, span)?;
                    let void = self.types.intern(Type::LlvmVoid);
                    return Ok(self.types.intern(Type::LlvmPtr(void, 0)));
                }
                if let Some(t) = self.opaque_ptr_space(span)? {
                    return Ok(t);
                }
                let inner = self.llvm_inner_type()?;
                if !matches!(self.types.get(inner), Type::LlvmVoid) {
                    self.note_ptr_style(super::llvm22::PtrStyle::Typed, span)?;
                }
                let mut space = 0;
                if self.eat(",") {
                    space = self.small_int("an address space")?.0 as u32;
                }
                self.expect(">")?;
                Type::LlvmPtr(inner, space)
            }
            "struct" => {
                self.expect("<")?;
                let mut name = None;
                if self.peek() == Some(b'"') {
                    let nstart = self.pos_ws();
                    let n = self.string()?;
                    let nspan = Span::new(nstart, self.pos);
                    if !self.eat(",") {
                        // A reference to an identified struct.
                        self.expect(">")?;
                        return Ok(self.types.intern(Type::LlvmNamed(n.into())));
                    }
                    if self.eat_kw("opaque") {
                        // An identified struct without a body.
                        self.expect(">")?;
                        return Ok(self.types.intern(Type::LlvmNamed(n.into())));
                    }
                    name = Some((n, nspan));
                }
                let packed = self.eat_kw("packed");
                self.expect("(")?;
                let mut fields = Vec::new();
                if !self.eat(")") {
                    loop {
                        fields.push(self.llvm_inner_type()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                self.expect(">")?;
                if let Some((n, nspan)) = name {
                    if !self.types.set_struct_body(&n, fields.into(), packed) {
                        return Err(Error::verify(
                            nspan,
                            format!("struct \"{n}\" is given two different bodies"),
                        ));
                    }
                    return Ok(self.types.intern(Type::LlvmNamed(n.into())));
                }
                Type::LlvmStruct {
                    fields: fields.into(),
                    packed,
                }
            }
            "array" | "vec" => {
                self.expect("<")?;
                if kw == "vec" && self.eat("?") {
                    return Err(Error::lower(span, "scalable vectors are not supported"));
                }
                let n = self.small_int("a length")?.0;
                self.ws();
                if !self.rest().starts_with('x') {
                    return Err(self.expected("`x`"));
                }
                self.pos += 1;
                let e = self.llvm_inner_type()?;
                self.expect(">")?;
                if kw == "vec" && (n == 0 || n > super::MAX_ELEMENTS) {
                    return Err(Error::parse(span, "vector length out of range"));
                }
                if kw == "vec" {
                    Type::Vector {
                        shape: [n as i64].into(),
                        elem: e,
                    }
                } else {
                    Type::LlvmArray(n, e)
                }
            }
            "func" => {
                self.expect("<")?;
                let ret = self.llvm_inner_type()?;
                self.expect("(")?;
                let mut params = Vec::new();
                let mut vararg = false;
                if !self.eat(")") {
                    loop {
                        if self.eat("...") {
                            vararg = true;
                            self.expect(")")?;
                            break;
                        }
                        params.push(self.llvm_inner_type()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                self.expect(">")?;
                Type::LlvmFunc {
                    ret,
                    params: params.into(),
                    vararg,
                }
            }
            "void" => Type::LlvmVoid,
            "half" => Type::F16,
            "bfloat" => Type::BF16,
            "float" => Type::F32,
            "double" => Type::F64,
            _ => {
                if let Some(w) = kw.strip_prefix('i').and_then(|d| d.parse::<u32>().ok()) {
                    if w == 0 || w > 1 << 23 {
                        return Err(Error::parse(span, "integer width out of range"));
                    }
                    Type::Int(w)
                } else if matches!(kw, "target" | "x86_amx" | "ppc_fp128") {
                    // Types LLVM has and mlir2ll's output never needs.
                    return Err(Error::lower(span, format!("`!llvm.{kw}` types are not supported"))
                        .label("not supported")
                        .help("mlir2ll compiles for CPUs: target extension types (GPU images, SPIR-V, AMX tiles) and PowerPC's double-double have no lowering here"));
                } else {
                    const NAMES: &[&str] = &[
                        "ptr", "struct", "array", "vec", "func", "void", "half", "bfloat", "float",
                        "double",
                    ];
                    let list = "LLVM-dialect types: ptr<..>, struct<(..)>, array<N x T>, vec<N x T>, func<R (A)>, void, and builtin types";
                    let help =
                        crate::diag::did_you_mean(kw, NAMES).unwrap_or_else(|| list.to_string());
                    return Err(Error::parse(span, format!("unknown LLVM type `{kw}`")).help(help));
                }
            }
        };
        Ok(self.types.intern(t))
    }

    /// A type inside an LLVM type: LLVM keywords without `!llvm.`, or any
    /// builtin or `!` type.
    fn llvm_inner_type(&mut self) -> Result<TypeId> {
        self.nested(|p| p.llvm_inner_type_at())
    }

    fn llvm_inner_type_at(&mut self) -> Result<TypeId> {
        let save = self.pos_ws();
        if let Some((id, span)) = self.bare_id()
            && matches!(
                id,
                "ptr" | "struct" | "array" | "vec" | "func" | "void" | "half" | "float" | "double"
            )
        {
            return self.llvm_named_type(id, span);
        }
        self.pos = save;
        self.ty()
    }

    /// A type in LLVM IR syntax (`float*`, `{i32, [4 x i8]}`, `i32 (i8*, ...)*`).
    fn llvm_ir_type(&mut self, text: &str, span: Span) -> Result<TypeId> {
        let mut p = IrTy {
            s: text.as_bytes(),
            i: 0,
            depth: self.depth,
            too_deep: false,
        };
        let t = p.ty(&mut self.types);
        if p.too_deep {
            // Every `*`, `(...)` suffix and bracket is one level: the
            // lowering recurses on them, so they share the parser's bound.
            return Err(
                Error::parse(span, "types or attributes are nested too deeply")
                    .label(format!("more than {IR_TY_MAX_DEPTH} levels")),
            );
        }
        let err = || {
            Error::parse(span, format!("cannot read the LLVM IR type `{text}`"))
                .label("not an LLVM IR type mlir2ll understands")
        };
        let t = t.ok_or_else(err)?;
        p.ws();
        if p.i != p.s.len() {
            return Err(err());
        }
        Ok(t)
    }

    // ----- top level ------------------------------------------------------------

    fn linkage(&mut self) -> Linkage {
        let save = self.pos_ws();
        if let Some((id, _)) = self.bare_id()
            && let Some(l) = Linkage::from_name(id)
        {
            return l;
        }
        self.pos = save;
        Linkage::External
    }

    /// `@name` after the linkage; a misspelt linkage (`internl @g`) gets
    /// a "did you mean".
    fn symbol_after_linkage(&mut self) -> Result<(&'a str, Span)> {
        const LINKAGES: &[&str] = &[
            "external",
            "internal",
            "private",
            "weak",
            "linkonce",
            "common",
            "extern_weak",
            "appending",
            "available_externally",
            "linkonce_odr",
            "weak_odr",
            "constant",
        ];
        let save = self.pos_ws();
        match self.symbol() {
            Ok(s) => Ok(s),
            Err(e) => {
                self.pos = save;
                let words: Vec<&str> = LINKAGES
                    .iter()
                    .chain(super::llvm_global::SYM_KEYWORDS)
                    .copied()
                    .collect();
                let hint = self
                    .bare_id()
                    .and_then(|(id, _)| crate::diag::did_you_mean(id, &words));
                self.pos = save;
                Err(match hint {
                    Some(h) => e.help(h),
                    None => e,
                })
            }
        }
    }

    /// `llvm.func [linkage] @name(args) [-> type] [attributes {...}] [{body}]`
    /// As `mlir-translate` does, integers of an attribute typed with another
    /// width (`4294967301 : index` or `dense<..> : vector<4xindex>` for an
    /// i32 result, as MLIR 13 writes them with a 32-bit index) are
    /// sign-extended or truncated to the result's width. Each must fit its
    /// own type (i64 when the attribute has none).
    pub(super) fn wrap_int_attr(&self, a: Attr, aspan: Span, t: TypeId) -> Result<Attr> {
        let int_width = |ty: Option<TypeId>| -> Option<u32> {
            let mut ty = ty?;
            if let Type::Vector { elem, .. } | Type::Tensor { elem, .. } = self.types.get(ty) {
                ty = *elem;
            }
            match self.types.get(ty) {
                Type::Int(w) => Some(*w),
                Type::Index => Some(64),
                _ => None,
            }
        };
        let Some(w) = int_width(Some(t)) else {
            return Ok(a);
        };
        let wrap = |value: i128, src: u32| -> Result<Attr> {
            let Some(v) = fit_int(value, src) else {
                return Err(Error::verify(
                    aspan,
                    format!("integer constant does not fit in its {src}-bit type"),
                )
                .label("out of range"));
            };
            let v = if w >= 128 {
                v
            } else {
                (v << (128 - w)) >> (128 - w)
            };
            Ok(Attr::Int {
                value: v,
                hex: false,
                ty: None,
            })
        };
        match a {
            Attr::Int { value, ty, .. } => {
                let src = int_width(ty).unwrap_or(64);
                if src == w || ty.is_some_and(|ty| self.types.is_float(ty)) {
                    return Ok(a);
                }
                wrap(value, src)
            }
            Attr::Dense { elems, shape, ty } => match int_width(ty) {
                Some(src) if src != w => {
                    let elems = elems
                        .into_iter()
                        .map(|e| match e {
                            Attr::Int { value, .. } => wrap(value, src),
                            Attr::Bool(b) => wrap(if b { -1 } else { 0 }, src),
                            other => Ok(other),
                        })
                        .collect::<Result<Vec<_>>>()?;
                    Ok(Attr::Dense { elems, shape, ty })
                }
                _ => Ok(Attr::Dense { elems, shape, ty }),
            },
            other => Ok(other),
        }
    }

    pub(super) fn llvm_func(&mut self) -> Result<FuncId> {
        let linkage = self.linkage();
        let mut sym = self.sym_keywords(linkage, false)?;
        let (name, name_span) = self.symbol_after_linkage()?;
        self.expect("(")?;
        let mut inputs = Vec::new();
        let mut names: Vec<(&'a str, Span)> = Vec::new();
        let mut vararg = false;
        if !self.eat(")") {
            loop {
                if self.eat("...") {
                    vararg = true;
                    self.expect(")")?;
                    break;
                }
                if self.peek() == Some(b'%') {
                    let (n, s) = self.value_name()?;
                    names.push((n, s));
                    self.expect(":")?;
                }
                inputs.push(self.ty()?);
                if self.peek() == Some(b'{') {
                    self.dict()?;
                }
                self.skip_loc()?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if !names.is_empty() && names.len() != inputs.len() {
            return Err(Error::parse(
                name_span,
                "either name every argument or none",
            ));
        }
        let mut results = Vec::new();
        if self.eat("->") {
            // `-> T` or, as MLIR 13 prints results with attributes,
            // `-> (T {attrs})`.
            let paren = self.eat("(");
            let t = self.ty()?;
            if paren {
                if self.peek() == Some(b'{') {
                    self.dict()?;
                }
                self.expect(")")?;
            }
            if !matches!(self.types.get(t), Type::LlvmVoid) {
                results.push(t);
            }
        }
        self.opt_comdat(&mut sym)?;
        let attrs = self.llvm_func_attributes(&mut sym)?;
        let n_inputs = inputs.len();
        let ty = self.types.intern(Type::Func {
            inputs: inputs.into(),
            results: results.into(),
        });
        let private = attrs.iter().any(|a| a.name == "sym_visibility");
        let id = self.define_func(name, name_span, ty, private)?;
        {
            let f = &mut self.funcs[id.index()];
            f.attrs = attrs;
            f.linkage = linkage;
            f.vararg = vararg;
            f.llvm = true;
            f.sym = sym;
        }
        let body = if self.peek() == Some(b'{') {
            let named = (!names.is_empty() || n_inputs == 0).then_some(&names[..]);
            Some(self.body(ty, named, name_span)?)
        } else {
            None
        };
        self.skip_loc()?;
        self.set_body(id, body);
        Ok(id)
    }

    /// `llvm.mlir.global [linkage] [constant] @name(value?) [{attrs}] : type [region]`
    pub(super) fn llvm_global(&mut self) -> Result<GlobalId> {
        let linkage = self.linkage();
        let mut sym = self.sym_keywords(linkage, true)?;
        let constant = self.eat_kw("constant");
        let (name, span) = self.symbol_after_linkage()?;
        self.expect("(")?;
        let mut value: Option<(Attr, Span)> = None;
        if !self.eat(")") {
            let vstart = self.pos_ws();
            let a = self.attr()?;
            value = Some((a, Span::new(vstart, self.pos)));
            self.expect(")")?;
        }
        self.opt_comdat(&mut sym)?;
        let mut align = 0;
        let mut addr_space = 0;
        if self.peek() == Some(b'{') {
            for (k, a, aspan) in self.dict_spanned()? {
                if self.sym_dict_entry(&mut sym, k, &a, aspan)? {
                    continue;
                }
                match (k, a) {
                    ("alignment", Attr::Int { value, .. }) => align = value as u32,
                    ("addr_space", Attr::Int { value, .. }) => addr_space = value as u32,
                    _ => {}
                }
            }
        }
        let ty = match (&value, self.peek()) {
            // A string without a type: an array of its bytes.
            (Some((Attr::Str(text), _)), c) if c != Some(b':') => {
                let i8t = self.types.intern(Type::Int(8));
                self.types
                    .intern(Type::LlvmArray(text.chars().count() as u64, i8t))
            }
            _ => {
                self.expect(":")?;
                self.ty()?
            }
        };
        let init = if self.peek() == Some(b'{') {
            let fty = self.types.intern(Type::Func {
                inputs: [].into(),
                results: [ty].into(),
            });
            GlobalInit::Region(self.global_region(name, span, fty)?)
        } else {
            match value {
                None => GlobalInit::External,
                Some((a, vspan)) => GlobalInit::Value(self.global_value(a, vspan, ty)?),
            }
        };
        self.skip_loc()?;
        let id = self.define_global(name, span)?;
        let g = &mut self.globals[id.index()];
        g.ty = ty;
        g.linkage = linkage;
        g.constant = constant;
        g.init = init;
        g.align = align;
        g.addr_space = addr_space;
        g.sym = sym;
        Ok(id)
    }

    /// The initializer region of global `@name` (spanned `span`) of
    /// function type `fty` (`() -> the global's type`), verified as a
    /// function body is unless reading it reported errors.
    pub(super) fn global_region(
        &mut self,
        name: &str,
        span: Span,
        fty: TypeId,
    ) -> Result<Box<Body>> {
        let errors = self.error_count();
        let body = self.body(fty, Some(&[]), span)?;
        if self.error_count() == errors {
            crate::mlir::verify::op::llvm_global_init(
                &self.types,
                name,
                span,
                fty,
                &body,
                self.src,
            )?;
        }
        Ok(body)
    }

    /// The initial value `a` (at `span`) of a global of type `ty`, checked
    /// against the type by the verifier (`verify::llvm::global_value`).
    pub(super) fn global_value(&mut self, a: Attr, span: Span, ty: TypeId) -> Result<GlobalValue> {
        let v = self.decode_global_value(a, span, ty)?;
        crate::mlir::verify::op::llvm_global_value(&self.types, ty, &v, span)?;
        Ok(v)
    }

    fn decode_global_value(&mut self, a: Attr, span: Span, ty: TypeId) -> Result<GlobalValue> {
        Ok(match a {
            Attr::Str(_) => {
                // The bytes of the literal as written (UTF-8 text, `\XX`
                // escapes as single bytes).
                let text = &self.src[span.start as usize..span.end as usize];
                let bytes = super::lex::string_bytes(text.trim())
                    .ok_or_else(|| Error::parse(span, "malformed string literal"))?;
                GlobalValue::Bytes(bytes)
            }
            Attr::Dense { elems, .. } => {
                // The scalar at the bottom of (nested) arrays and vectors.
                let (elem, count) = self.types.leaf_and_count(ty);
                // A zero splat stays `zeroinitializer`, whatever the size.
                let zero = elems.len() == 1
                    && matches!(elems[0], Attr::Int { value: 0, .. } | Attr::Bool(false))
                    || matches!(&elems[..], [Attr::Float { value, .. }] if value.to_bits() == 0);
                if count > super::MAX_ELEMENTS && !zero {
                    return Err(Error::lower(span, "the initializer is too large to expand"));
                }
                // (The verifier checks the count against the type, and that
                // the type is an array or vector.)
                let mut v = Vec::new();
                for e in elems {
                    v.push(self.constant(e, span, elem)?);
                }
                GlobalValue::Dense(v)
            }
            other => match self.constant(other, span, ty)? {
                Const::Int(v) => GlobalValue::Int(v),
                Const::Float(b) => GlobalValue::Float(b),
                _ => return Err(Error::verify(span, "unsupported global initializer")),
            },
        })
    }

    /// Defines global `name` (it may have been referenced already).
    pub(super) fn define_global(&mut self, name: &'a str, span: Span) -> Result<GlobalId> {
        if let Some(id) = self.global_names.get(name).copied() {
            let g = &mut self.globals[id.index()];
            if g.state != FuncState::Referenced {
                let prev = g.span;
                return Err(
                    Error::parse(span, format!("global `@{name}` is defined twice"))
                        .note(prev, "first defined here"),
                );
            }
            g.state = FuncState::Defined;
            g.span = span;
            return Ok(id);
        }
        if self.func_names.get(name).copied().is_some() {
            return Err(Error::parse(
                span,
                format!("`@{name}` is already a function"),
            ));
        }
        Ok(self.new_global(name, span, FuncState::Defined))
    }

    pub(super) fn new_global(&mut self, name: &'a str, span: Span, state: FuncState) -> GlobalId {
        let void = self.types.intern(Type::LlvmVoid);
        let id = GlobalId::new(self.globals.len());
        self.globals.push(Global {
            name: name.to_string(),
            span,
            state,
            ty: void,
            linkage: Linkage::External,
            constant: false,
            init: GlobalInit::External,
            align: 0,
            addr_space: 0,
            memref: None,
            sym: Default::default(),
        });
        self.global_names.insert(name, id);
        id
    }

    // ----- operations -----------------------------------------------------------

    /// Parses the custom form of an LLVM-dialect op (after its name) and
    /// returns its kind; operands, results and successors go where `op()`
    /// expects them.
    pub(super) fn llvm_op(&mut self, spec: LSpec, name: &'a str, at: Span) -> Result<OpKind> {
        let start = self.body.uses.len();
        let i1 = self.types.i1;
        Ok(OpKind::Llvm(match spec {
            LSpec::Bin(op) => {
                self.llvm_flags()?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.llvm_flags()?;
                self.opt_llvm_fastmath()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
                LlvmOp::Bin(op)
            }
            LSpec::FNeg => {
                self.use_one()?;
                self.opt_llvm_fastmath()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                self.result_tys.push(t);
                LlvmOp::FNeg
            }
            LSpec::ICmp | LSpec::FCmp => {
                let pstart = self.pos_ws();
                let pred = self.string()?;
                let pspan = Span::new(pstart, self.pos);
                let code = if matches!(spec, LSpec::ICmp) {
                    ICMP_NAMES.iter().position(|n| *n == pred).map(|i| i as u8)
                } else {
                    fcmp_pred(&pred)
                };
                let code = code.ok_or_else(|| {
                    let list = if matches!(spec, LSpec::ICmp) {
                        ICMP_NAMES.join(", ")
                    } else {
                        // The LLVM dialect spells `false`/`true` `_false`/`_true`.
                        FPRED_NAMES
                            .iter()
                            .map(|n| match *n {
                                "false" => "_false",
                                "true" => "_true",
                                n => n,
                            })
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    Error::verify(pspan, format!("unknown predicate \"{pred}\""))
                        .label("not a predicate")
                        .help(format!("the predicates are: {list}"))
                })?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.opt_llvm_fastmath()?;
                let t = self.colon_type()?;
                self.type_all(start, t);
                let r = self.types.with_elem(t, i1);
                self.result_tys.push(r);
                if matches!(spec, LSpec::ICmp) {
                    LlvmOp::ICmp(code)
                } else {
                    LlvmOp::FCmp(code)
                }
            }
            LSpec::Select => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                let ct = self.colon_type()?;
                self.expect(",")?;
                let t = self.ty()?;
                self.type_all(start, t);
                self.body.uses[start].ty = ct;
                self.result_tys.push(t);
                LlvmOp::Select
            }
            LSpec::Cast(c) => {
                self.llvm_flags()?;
                self.use_one()?;
                self.llvm_flags()?;
                self.opt_attrs()?;
                let first = self.colon_type()?;
                let (from, to) = if self.eat_kw("to") {
                    (first, self.ty()?)
                } else {
                    // The old form gives only the result type: the operand
                    // has the type of its (earlier) definition.
                    let v = &self.body.values[self.body.uses[start].value.index()];
                    if v.def == ValueDef::Pending {
                        return Err(Error::parse(
                            self.body.uses[start].span,
                            "write the operand's type too: `%x : T1 to T2`",
                        ));
                    }
                    (v.ty, first)
                };
                self.type_all(start, from);
                self.result_tys.push(to);
                LlvmOp::Cast(c)
            }
            LSpec::Constant => {
                self.expect("(")?;
                let astart = self.pos_ws();
                let a = self.attr()?;
                let aspan = Span::new(astart, self.pos);
                self.expect(")")?;
                let t = self.colon_type()?;
                let a = self.wrap_int_attr(a, aspan, t)?;
                let a = a.untyped();
                let c = self.constant(a, aspan, t)?;
                self.result_tys.push(t);
                return Ok(OpKind::Constant(c));
            }
            LSpec::Zero => {
                let t = self.colon_type()?;
                self.result_tys.push(t);
                LlvmOp::Zero
            }
            LSpec::Freeze => self.llvm_freeze()?,
            LSpec::AtomicRmw => self.llvm_atomicrmw()?,
            LSpec::CmpXchg => self.llvm_cmpxchg()?,
            LSpec::Fence => self.llvm_fence()?,
            LSpec::Undef | LSpec::Null => {
                let t = self.colon_type()?;
                self.result_tys.push(t);
                if matches!(spec, LSpec::Undef) {
                    LlvmOp::Undef
                } else {
                    // (The verifier checks that the type is a pointer.)
                    LlvmOp::Null
                }
            }
            LSpec::AddressOf => {
                let (sym, sspan) = self.symbol()?;
                let t = self.colon_type()?;
                self.result_tys.push(t);
                LlvmOp::AddressOf(self.symbol_ref(sym, sspan))
            }
            LSpec::Alloca => self.llvm_alloca(at)?,
            LSpec::Load => self.llvm_load(at)?,
            LSpec::Store => self.llvm_store(at)?,
            LSpec::Gep => self.llvm_gep(at)?,
            LSpec::ExtractValue | LSpec::InsertValue => {
                let insert = matches!(spec, LSpec::InsertValue);
                if insert {
                    self.use_one()?;
                    self.expect(",")?;
                }
                self.use_one()?;
                let pos = self.positions()?;
                let t = self.colon_type()?;
                let elem = self.member_type(t, &pos, at)?;
                if insert {
                    self.body.uses[start].ty = elem;
                    self.body.uses[start + 1].ty = t;
                    self.result_tys.push(t);
                    LlvmOp::InsertValue(pos.into())
                } else {
                    self.body.uses[start].ty = t;
                    self.result_tys.push(elem);
                    LlvmOp::ExtractValue(pos.into())
                }
            }
            LSpec::ExtractElement | LSpec::InsertElement => {
                let insert = matches!(spec, LSpec::InsertElement);
                if insert {
                    self.use_one()?;
                    self.expect(",")?;
                }
                self.use_one()?;
                let save = self.pos;
                self.expect("[")?;
                if self.peek() != Some(b'%') {
                    // The early LLVM dialect's spelling of `insertvalue` and
                    // `extractvalue`, shown by the spec: `llvm.insertelement
                    // %v, %desc[3, 0] : !descriptor`.
                    self.pos = save;
                    let pos = self.positions()?;
                    let t = self.colon_type()?;
                    if matches!(self.types.get(t), Type::Vector { .. }) {
                        return Err(Error::verify(
                            at,
                            format!("`{name}` on a vector takes its position as a value"),
                        )
                        .help("write the position as `%v[%i : i32]`; constant positions are for structs and arrays"));
                    }
                    let elem = self.member_type(t, &pos, at)?;
                    let base = start + usize::from(insert);
                    self.body.uses[base].ty = t;
                    if insert {
                        self.body.uses[start].ty = elem;
                        self.result_tys.push(t);
                        return Ok(OpKind::Llvm(LlvmOp::InsertValue(pos.into())));
                    }
                    self.result_tys.push(elem);
                    return Ok(OpKind::Llvm(LlvmOp::ExtractValue(pos.into())));
                }
                self.use_one()?;
                self.expect(":")?;
                let it = self.ty()?;
                self.expect("]")?;
                let t = self.colon_type()?;
                let elem = self.types.scalar_of(t);
                let base = start + usize::from(insert);
                self.body.uses[base].ty = t;
                self.body.uses[base + 1].ty = it;
                if insert {
                    self.body.uses[start].ty = elem;
                    self.result_tys.push(t);
                    LlvmOp::InsertElement
                } else {
                    self.result_tys.push(elem);
                    LlvmOp::ExtractElement
                }
            }
            LSpec::Shuffle => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                let mstart = self.pos_ws();
                let mask: Vec<i32> = self.positions()?.into_iter().map(|x| x as i32).collect();
                let mspan = Span::new(mstart, self.pos);
                let t = self.colon_type()?;
                // (The verifier checks the mask against the vector type.)
                self.keep_attr_span(at, mspan);
                if self.eat(",") {
                    self.ty()?;
                }
                self.type_all(start, t);
                let elem = self.types.scalar_of(t);
                let r = self.types.intern(Type::Vector {
                    shape: [mask.len() as i64].into(),
                    elem,
                });
                self.result_tys.push(r);
                LlvmOp::Shuffle(mask.into())
            }
            LSpec::Call => {
                let direct = if self.peek() == Some(b'@') {
                    Some(self.symbol()?)
                } else {
                    self.use_one()?;
                    None
                };
                let astart = self.body.uses.len();
                self.use_group("(", ")")?;
                self.llvm_call_vararg()?;
                self.opt_attrs()?;
                // Today's indirect call names the callee's type first:
                // `llvm.call %f(%x) : !llvm.ptr, (i32) -> i32`.
                let mut callee_ty = None;
                let ft = if direct.is_none() {
                    self.expect(":")?;
                    let first = self.ty()?;
                    if self.eat(",") {
                        callee_ty = Some(first);
                        self.ty()?
                    } else {
                        first
                    }
                } else {
                    // (As `fn_type_parts`.)
                    self.expect(":")?;
                    self.ty()?
                };
                // The function type borrowed (no copies of its lists, and
                // no second interning unless a void result is dropped).
                let Type::Func { inputs, results } = self.types.get(ft) else {
                    return Err(Error::parse(
                        at,
                        "expected a function type `(operand types) -> result types`",
                    ));
                };
                let is_void = |t: &TypeId| matches!(self.types.get(*t), Type::LlvmVoid);
                // (The inputs, for the type without the void result.)
                let void_inputs = results.iter().any(is_void).then(|| inputs.clone());
                let list = List::since(&self.body.uses, astart);
                super::values::set_use_types(&mut self.body.uses, list, inputs, at)?;
                let rstart = self.result_tys.len();
                self.result_tys
                    .extend(results.iter().filter(|t| !is_void(t)).copied());
                let no_outs = self.result_tys.len() == rstart;
                if no_outs && !self.defs.is_empty() {
                    // MLIR 13 prints `%r = llvm.call ... -> !llvm.void`: a
                    // name for a result that does not exist (never used).
                    let void = self.types.intern(Type::LlvmVoid);
                    self.result_tys.push(void);
                }
                let fty = if let Some(inputs) = void_inputs {
                    let outs: Box<[TypeId]> = self.result_tys[rstart..]
                        .iter()
                        .copied()
                        .filter(|t| !matches!(self.types.get(*t), Type::LlvmVoid))
                        .collect();
                    self.types.intern(Type::Func {
                        inputs,
                        results: outs,
                    })
                } else {
                    ft
                };
                match direct {
                    Some((_, sspan)) => {
                        let f = self.func_ref(sspan, fty)?;
                        let callee = &self.funcs[f.index()];
                        let fixed = callee.vararg.then(|| match self.types.get(callee.ty) {
                            Type::Func { inputs, .. } => inputs.len() as u32,
                            _ => 0,
                        });
                        LlvmOp::Call {
                            callee: Some(f),
                            fixed,
                        }
                    }
                    None => {
                        // The callee: a pointer to the function type.
                        let (ret, params) = match self.types.get(fty) {
                            Type::Func { inputs, results } => {
                                (results.first().copied(), inputs.clone())
                            }
                            _ => (None, Box::default()),
                        };
                        let ret = ret.unwrap_or_else(|| self.types.intern(Type::LlvmVoid));
                        let ft = self.types.intern(Type::LlvmFunc {
                            ret,
                            params,
                            vararg: false,
                        });
                        let pt = self.types.intern(Type::LlvmPtr(ft, 0));
                        self.body.uses[start].ty = callee_ty.unwrap_or(pt);
                        LlvmOp::Call {
                            callee: None,
                            fixed: None,
                        }
                    }
                }
            }
            LSpec::Switch => {
                self.use_one()?;
                let vt = if self.eat(":") {
                    self.ty()?
                } else {
                    self.types.i32
                };
                self.body.uses[start].ty = vt;
                self.expect(",")?;
                self.successor()?;
                let mut cases = Vec::new();
                self.expect("[")?;
                if !self.eat("]") {
                    loop {
                        let (n, nspan) = self.int_lit()?;
                        cases.push(n.ok_or_else(|| {
                            Error::parse(nspan, "expected an integer case value")
                        })?);
                        self.expect(":")?;
                        self.successor()?;
                        if self.eat("]") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                LlvmOp::Switch(cases.into())
            }
            LSpec::Unreachable => LlvmOp::Unreachable,
            LSpec::InlineAsm => self.llvm_inline_asm(at)?,
            LSpec::ConstrainedFPTrunc => self.llvm_constrained_fptrunc(start)?,
            LSpec::Intrinsic => {
                let iname = name.strip_prefix("llvm.intr.").unwrap_or(name);
                if let Some(k) = MaskedOp::from_name(iname)
                    && self.peek() != Some(b'(')
                {
                    return Ok(OpKind::Llvm(self.llvm_masked(k, iname, at, start)?));
                }
                self.use_group("(", ")")?;
                self.opt_attrs()?;
                let (ins, outs) = self.fn_type_parts(at)?;
                let list = List::since(&self.body.uses, start);
                self.type_uses(list, &ins, at)?;
                for t in outs {
                    self.result_tys.push(t);
                }
                LlvmOp::Intrinsic(iname.into())
            }
        }))
    }

    /// A function type `(inputs) -> results`, as its parts.
    pub(super) fn fn_type_parts(&mut self, at: Span) -> Result<(Vec<TypeId>, Vec<TypeId>)> {
        self.expect(":")?;
        let t = self.ty()?;
        match self.types.get(t) {
            Type::Func { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
            _ => Err(Error::parse(
                at,
                "expected a function type `(operand types) -> result types`",
            )),
        }
    }

    /// An integer literal (`None` for a float).
    pub(super) fn int_lit(&mut self) -> Result<(Option<i128>, Span)> {
        let (n, span) = self.number()?;
        Ok(match n {
            NumLit::Int { value, .. } => (Some(value), span),
            NumLit::Float(_) => (None, span),
        })
    }

    /// `[0, 1]` as the integer array attribute `name` of the op being
    /// parsed (a permutation, reduction dimensions, mask sizes).
    pub(super) fn positions_attr(&mut self, name: &'static str) -> Result<()> {
        let start = self.pos_ws();
        let elems = self
            .positions()?
            .iter()
            .map(|&p| Attr::Int {
                value: p as i128,
                hex: false,
                ty: None,
            })
            .collect();
        self.attrs
            .push((name, Attr::Array(elems), Span::new(start, self.pos)));
        Ok(())
    }

    /// `[0, 1]` or `[0 : i32, 1 : i32]`.
    pub(super) fn positions(&mut self) -> Result<Vec<u32>> {
        self.expect("[")?;
        let mut v = Vec::new();
        if self.eat("]") {
            return Ok(v);
        }
        loop {
            let (n, span) = self.int_lit()?;
            let n = n
                .filter(|n| (0..=u32::MAX as i128).contains(n) || *n == -1)
                .ok_or_else(|| Error::parse(span, "expected a position"))?;
            v.push(n as u32);
            if self.eat(":") {
                self.ty()?;
            }
            if self.eat("]") {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }

    /// The type at `pos` inside aggregate type `t`.
    fn member_type(&self, t: TypeId, pos: &[u32], at: Span) -> Result<TypeId> {
        let mut cur = t;
        for &k in pos {
            cur = match self.types.get(cur) {
                Type::LlvmStruct { fields, .. } if (k as usize) < fields.len() => {
                    fields[k as usize]
                }
                Type::LlvmArray(n, e) if (k as u64) < *n => *e,
                Type::Complex(e) if k < 2 => *e,
                Type::LlvmNamed(n) => match self.types.struct_body(n) {
                    Some((fields, _)) if (k as usize) < fields.len() => fields[k as usize],
                    _ => {
                        return Err(Error::verify(
                            at,
                            format!("struct \"{n}\" has no field {k}"),
                        ));
                    }
                },
                _ => {
                    return Err(Error::verify(
                        at,
                        format!("position {k} is not inside {}", self.types.display(cur)),
                    ));
                }
            };
        }
        Ok(cur)
    }

    /// A symbol named by `llvm.mlir.addressof`: a function or a global,
    /// possibly defined later.
    fn symbol_ref(&mut self, name: &'a str, span: Span) -> Symbol {
        if let Some(g) = self.global_names.get(name).copied() {
            return Symbol::Global(g);
        }
        if let Some(f) = self.func_names.get(name).copied() {
            self.claims.push(super::Claim {
                func: f,
                ty: self.funcs[f.index()].ty,
                span,
                declared: true,
                typed: false,
            });
            return Symbol::Func(f);
        }
        Symbol::Global(self.new_global(name, span, FuncState::Referenced))
    }
}

/// A parser of LLVM IR type syntax (the old `!llvm<"...">` form).
struct IrTy<'s> {
    s: &'s [u8],
    i: usize,
    /// Nesting depth, pointer and function suffixes included (bounded).
    depth: u32,
    /// Set when the bound was hit.
    too_deep: bool,
}

/// The nesting bound of `!llvm<"...">` types (that of the type parser).
const IR_TY_MAX_DEPTH: u32 = 200;

impl IrTy<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(t.as_bytes()) {
            self.i += t.len();
            true
        } else {
            false
        }
    }
    fn num(&mut self) -> Option<u64> {
        self.ws();
        let st = self.i;
        while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[st..self.i]).ok()?.parse().ok()
    }
    fn list(
        &mut self,
        types: &mut crate::types::Types,
        close: &str,
    ) -> Option<(Vec<TypeId>, bool)> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Some((v, false));
        }
        loop {
            if self.eat("...") {
                return self.eat(close).then_some((v, true));
            }
            v.push(self.ty(types)?);
            if self.eat(close) {
                return Some((v, false));
            }
            if !self.eat(",") {
                return None;
            }
        }
    }
    fn ty(&mut self, types: &mut crate::types::Types) -> Option<TypeId> {
        if !self.deeper() {
            return None;
        }
        let base = self.depth;
        let t = self.ty_inner(types);
        self.depth = base - 1;
        t
    }

    /// One level deeper; false (and `too_deep` set) past the bound.
    fn deeper(&mut self) -> bool {
        if self.depth >= IR_TY_MAX_DEPTH {
            self.too_deep = true;
            return false;
        }
        self.depth += 1;
        true
    }

    fn ty_inner(&mut self, types: &mut crate::types::Types) -> Option<TypeId> {
        self.ws();
        let mut t = if self.eat("<{") {
            let (f, _) = self.list(types, "}>")?;
            Type::LlvmStruct {
                fields: f.into(),
                packed: true,
            }
        } else if self.eat("{") {
            let (f, _) = self.list(types, "}")?;
            Type::LlvmStruct {
                fields: f.into(),
                packed: false,
            }
        } else if self.eat("[") {
            let n = self.num()?;
            if !self.eat("x") {
                return None;
            }
            let e = self.ty(types)?;
            if !self.eat("]") {
                return None;
            }
            Type::LlvmArray(n, e)
        } else if self.eat("<") {
            let n = self.num()?;
            if !self.eat("x") {
                return None;
            }
            let e = self.ty(types)?;
            if !self.eat(">") {
                return None;
            }
            Type::Vector {
                shape: [n as i64].into(),
                elem: e,
            }
        } else {
            let st = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
                self.i += 1;
            }
            match std::str::from_utf8(&self.s[st..self.i]).ok()? {
                "void" => Type::LlvmVoid,
                "half" => Type::F16,
                "bfloat" => Type::BF16,
                "float" => Type::F32,
                "double" => Type::F64,
                w if w.starts_with('i') => Type::Int(w[1..].parse().ok().filter(|w| *w > 0)?),
                _ => return None,
            }
        };
        // Suffixes: pointers and function types.
        loop {
            let id = types.intern(t.clone());
            self.ws();
            let rest = &self.s[self.i..];
            if (rest.starts_with(b"*") || rest.starts_with(b"addrspace(") || rest.starts_with(b"("))
                && !self.deeper()
            {
                return None;
            }
            if self.eat("*") {
                t = Type::LlvmPtr(id, 0);
            } else if self.eat("addrspace(") {
                let n = self.num()? as u32;
                if !self.eat(")") || !self.eat("*") {
                    return None;
                }
                t = Type::LlvmPtr(id, n);
            } else if self.eat("(") {
                let (params, vararg) = self.list(types, ")")?;
                t = Type::LlvmFunc {
                    ret: id,
                    params: params.into(),
                    vararg,
                };
            } else {
                return Some(id);
            }
        }
    }
}
