//! Module structure: modules, functions, globals, aliases, signatures.

use super::*;

impl<'a> Parser<'a> {
    // ----- module structure -----------------------------------------------

    /// Reads up to the next function; `None` at the end of the input.
    /// (Globals are skipped: use [`Parser::next_item`] to get them too.)
    pub fn next_func(&mut self) -> Result<Option<FuncId>> {
        loop {
            match self.next_item()? {
                None => return Ok(None),
                Some(Item::Func(f)) => return Ok(Some(f)),
                Some(Item::Global(_) | Item::Comdat(_) | Item::Ctors(_)) => {}
            }
        }
    }

    /// Reads up to the next function or global and returns it; `None` at
    /// the end of the input.
    pub fn next_item(&mut self) -> Result<Option<Item>> {
        loop {
            let next = self.peek();
            self.set_item_start();
            match next {
                None => {
                    if !self.open.is_empty() && !self.open_end {
                        return Err(self.expected("`}` to close the module"));
                    }
                    return Ok(None);
                }
                Some(b'}') if !self.open.is_empty() => {
                    self.pos += 1;
                    match self.open.pop() {
                        Some(Some(end)) => {
                            self.expect(")")?;
                            self.pos = end;
                        }
                        _ => self.skip_loc()?,
                    }
                }
                Some(b'!') => self.type_alias()?,
                Some(b'#') => self.attr_alias()?,
                Some(b'"') if self.at_generic_llvm_global() => {
                    return self.generic_llvm_global().map(|g| Some(Item::Global(g)));
                }
                Some(b'"') if self.rest().starts_with("\"memref.global\"") => {
                    return self.generic_memref_global().map(|g| Some(Item::Global(g)));
                }
                Some(b'"') => {
                    if let Some(f) = self.generic_item()? {
                        return Ok(Some(Item::Func(f)));
                    }
                }
                _ => {
                    if self.eat_kw("func")
                        || self.eat_kw("func.func")
                        || self.eat_kw("builtin.func")
                    {
                        return self.func().map(|f| Some(Item::Func(f)));
                    } else if self.eat_kw("llvm.func") {
                        return self.llvm_func().map(|f| Some(Item::Func(f)));
                    } else if self.eat_kw("memref.global") || self.eat_kw("global_memref") {
                        return self.memref_global().map(|g| Some(Item::Global(g)));
                    } else if let Some(dtors) = ["llvm.mlir.global_ctors", "llvm.mlir.global_dtors"]
                        .iter()
                        .position(|kw| self.peek_kw(kw))
                    {
                        let start = self.pos_ws();
                        self.pos += "llvm.mlir.global_ctors".len();
                        return self
                            .llvm_ctors(dtors == 1, start)
                            .map(|c| Some(Item::Ctors(c)));
                    } else if self.eat_kw("llvm.mlir.global") {
                        return self.llvm_global().map(|g| Some(Item::Global(g)));
                    } else if self.eat_kw("llvm.comdat") {
                        return self.llvm_comdat().map(|c| Some(Item::Comdat(c)));
                    } else if let Some(why) = super::target::top_level_not_yet(self.rest()) {
                        let span = self.token_span();
                        return Err(Error::lower(span, why).label("not supported yet"));
                    } else if self.rest().starts_with("llvm.") {
                        let span = self.token_span();
                        return Err(Error::parse(
                            span,
                            "expected `llvm.func` or `llvm.mlir.global` at the top level",
                        ));
                    } else if self.peek_kw("module") || self.peek_kw("builtin.module") {
                        let span = self.token_span();
                        if !self.open.is_empty() {
                            self.bare_id();
                            self.nested_module(span, false)?;
                            continue;
                        }
                        self.enter_module(span)?;
                        self.bare_id();
                        if self.peek() == Some(b'@') {
                            self.symbol()?;
                        }
                        let mut target = Ok(target::ModuleTarget::default());
                        if self.eat_kw("attributes") {
                            let d = self.dict_spanned()?;
                            target = target::ModuleTarget::from_attrs(&d);
                        }
                        self.expect("{")?;
                        self.open.push(None);
                        // (A bad target is reported with the module open:
                        // recovery goes on inside it.)
                        self.target = target?;
                    } else {
                        return Err(self.expected(
                            "`func`, a type alias `!name = ...` or an attribute alias `#name = ...`",
                        ));
                    }
                }
            }
        }
    }

    pub(super) fn enter_module(&mut self, span: Span) -> Result<()> {
        if !self.open.is_empty() || self.seen_module || !self.funcs.is_empty() {
            return Err(Error::parse(
                span,
                "only one module is supported, with every function inside it",
            )
            .help("put every function in one module"));
        }
        self.seen_module = true;
        Ok(())
    }

    /// Defines function `name` (it may have been referenced already).
    pub(super) fn define_func(
        &mut self,
        name: &'a str,
        name_span: Span,
        ty: TypeId,
        private: bool,
    ) -> Result<FuncId> {
        if let Some(&g) = self.global_names.get(name) {
            let g = &self.globals[g.index()];
            if g.state != FuncState::Referenced {
                return Err(
                    Error::parse(name_span, format!("`@{name}` is already a global"))
                        .note(g.span, "the global is defined here"),
                );
            }
        }
        // (One hash for the lookup and the insertion.)
        let next = FuncId::new(self.funcs.len());
        let id = *self.func_names.entry(name).or_insert(next);
        if id != next {
            let f = &mut self.funcs[id.index()];
            if f.state != FuncState::Referenced {
                return Err(Error::parse(
                    name_span,
                    format!("function `@{name}` is defined twice"),
                )
                .note(f.name_span, "first defined here"));
            }
            f.state = FuncState::Declared;
            f.name_span = name_span;
            f.ty = ty;
            f.private = private;
            return Ok(id);
        }
        self.funcs.push(Func {
            name: name.to_string(),
            name_span,
            ty,
            private,
            attrs: Vec::new(),
            body: None,
            state: FuncState::Declared,
            linkage: crate::llvm::ir::Linkage::External,
            vararg: false,
            llvm: false,
            sym: Default::default(),
        });
        Ok(id)
    }

    /// A reference to function `@name` with the type `ty` the op gives it.
    pub(super) fn func_ref(&mut self, span: Span, ty: TypeId) -> Result<FuncId> {
        let text = &self.src[span.start as usize..span.end as usize];
        let name = text.trim_start_matches('@');
        let name = name
            .strip_prefix('"')
            .and_then(|n| n.strip_suffix('"'))
            .unwrap_or(name);
        let id = match self.func_names.get(name) {
            Some(&id) => id,
            None => {
                let id = FuncId::new(self.funcs.len());
                self.func_names.insert(name, id);
                self.funcs.push(Func {
                    name: name.to_string(),
                    name_span: span,
                    ty,
                    private: false,
                    attrs: Vec::new(),
                    body: None,
                    state: FuncState::Referenced,
                    linkage: crate::llvm::ir::Linkage::External,
                    vararg: false,
                    llvm: false,
                    sym: Default::default(),
                });
                id
            }
        };
        let declared = self.funcs[id.index()].state != FuncState::Referenced;
        let claim = Claim {
            func: id,
            ty,
            span,
            declared,
            typed: true,
        };
        // A declared callee is checked now: the call is lowered before the
        // end of the input (a variadic callee's own type is used).
        if declared {
            self.check_claim(&claim)?;
        }
        self.claims.push(claim);
        Ok(id)
    }

    /// A module or function in the generic form:
    /// `"module"() ({ items }) : () -> ()` or
    /// `"func"() ({ body }) {sym_name = "f", type = (i32) -> i32} : () -> ()`.
    pub(super) fn generic_item(&mut self) -> Result<Option<FuncId>> {
        let start = self.pos_ws();
        let name = self.string()?;
        let span = Span::new(start, self.pos);
        let is_module = matches!(name.as_str(), "module" | "builtin.module");
        let is_func = matches!(name.as_str(), "func" | "builtin.func" | "func.func");
        if is_module && !self.open.is_empty() {
            self.nested_module(span, true)?;
            return Ok(None);
        }
        if !is_module && !is_func {
            return Err(Error::parse(
                span,
                format!("expected a function or a module at the top level, found `{name}`"),
            ));
        }
        self.expect("(")?;
        self.expect(")")?;
        // MLIR 17 and later print `sym_name` and `function_type` as
        // properties: `"func.func"() <{..}> ({ body }) : () -> ()`.
        let mut attrs = self.opt_properties()?.unwrap_or_default();
        self.expect("(")?;
        let region = self.pos_ws();
        if self.peek() != Some(b'{') {
            return Err(self.expected("`{` (the region)"));
        }
        // The attributes (name, type) come after the region: read them first.
        self.skip_balanced()?;
        self.expect(")")?;
        if self.peek() == Some(b'{') {
            attrs.extend(self.dict_spanned()?);
        }
        self.expect(":")?;
        self.ty()?;
        self.skip_loc()?;
        let end = self.pos;
        self.pos = region;
        if is_module {
            self.enter_module(span)?;
            self.expect("{")?;
            self.open.push(Some(end));
            return Ok(None);
        }
        let find = |n: &str| attr_named(&attrs, n);
        let Some((Attr::Str(fname), nspan)) = find("sym_name") else {
            return Err(Error::parse(
                span,
                "a generic `func` needs a `sym_name` string attribute",
            ));
        };
        let Some((Attr::Type(ty), tspan)) = find("type").or_else(|| find("function_type")) else {
            return Err(Error::parse(
                span,
                "a generic `func` needs a `type` attribute",
            ));
        };
        let Type::Func { inputs, .. } = self.types.get(ty) else {
            return Err(Error::parse(
                tspan,
                "the `type` of a function must be a function type",
            ));
        };
        let n_inputs = inputs.len();
        let private = matches!(find("sym_visibility"), Some((Attr::Str(v), _)) if v == "private");
        // An empty region is a declaration.
        self.expect("{")?;
        let empty = self.peek() == Some(b'}');
        self.pos = region;
        let fname: &'a str = {
            // The name's text in the source, between the quotes.
            let t = &self.src[nspan.start as usize..nspan.end as usize];
            let t = t.trim_start_matches('"').trim_end_matches('"');
            if t == fname {
                t
            } else {
                return Err(Error::parse(
                    nspan,
                    "escaped characters in function names are not supported",
                ));
            }
        };
        let id = self.define_func(fname, nspan, ty, private)?;
        // The other attributes (`llvm.emit_c_interface`), as the custom
        // form's `attributes {..}` gives them.
        self.funcs[id.index()].attrs = attrs
            .iter()
            .filter(|(n, _, _)| {
                !matches!(
                    &n[..],
                    "sym_name"
                        | "type"
                        | "function_type"
                        | "sym_visibility"
                        | "arg_attrs"
                        | "res_attrs"
                )
            })
            .map(|(n, _, span)| NamedAttr {
                name: n.to_string(),
                span: *span,
            })
            .collect();
        let body = if empty {
            None
        } else {
            let named = (n_inputs == 0).then_some(&[][..]);
            Some(self.body(ty, named, nspan)?)
        };
        self.pos = end;
        self.set_body(id, body);
        Ok(Some(id))
    }

    /// `"memref.global"() <{sym_name = "g", type = memref<..>,
    /// initial_value = dense<..>, constant, sym_visibility = "private",
    /// alignment = 16}> : () -> ()` (MLIR 22; MLIR 13 gives the same as
    /// attributes `{..}`).
    fn generic_memref_global(&mut self) -> Result<GlobalId> {
        let (span, mut attrs) = self.generic_global_head()?;
        if self.peek() == Some(b'{') {
            attrs.extend(self.dict_spanned()?);
        }
        self.expect(":")?;
        let fstart = self.pos_ws();
        let fty = self.ty()?;
        if !matches!(self.types.get(fty), Type::Func { inputs, results } if inputs.is_empty() && results.is_empty())
        {
            return Err(Error::parse(
                Span::new(fstart, self.pos),
                "a generic `memref.global` has the type `() -> ()`",
            ));
        }
        self.skip_loc()?;
        let find = |n: &str| attr_named(&attrs, n);
        let Some((Attr::Str(_), nspan)) = find("sym_name") else {
            return Err(Error::parse(
                span,
                "a generic `memref.global` needs a `sym_name` string attribute",
            ));
        };
        let Some((Attr::Type(t), tspan)) = find("type") else {
            return Err(Error::parse(
                span,
                "a generic `memref.global` needs a `type` attribute",
            ));
        };
        let name = self.src[nspan.start as usize..nspan.end as usize]
            .trim_start_matches('"')
            .trim_end_matches('"');
        if name.contains('\\') {
            return Err(Error::parse(
                nspan,
                "escaped characters in global names are not supported",
            ));
        }
        let private = matches!(find("sym_visibility"), Some((Attr::Str(v), _)) if v == "private");
        self.define_memref_global(super::memref::MemRefGlobal {
            private,
            constant: find("constant").is_some(),
            name,
            span: nspan,
            t,
            tspan,
            init: find("initial_value"),
            align: find("alignment"),
        })
    }

    pub(super) fn set_body(&mut self, id: FuncId, body: Option<Box<Body>>) {
        let f = &mut self.funcs[id.index()];
        if body.is_some() {
            f.state = FuncState::Defined;
        }
        f.body = body;
    }

    pub(super) fn alias_name(&mut self) -> Result<(&'a str, Span)> {
        let start = self.pos_ws();
        self.pos += 1; // `!` or `#`
        match lex::suffix_id(self.rest()) {
            Ok((r, name)) => {
                self.pos = self.src.len() - r.len();
                Ok((name, Span::new(start, self.pos)))
            }
            Err(_) => Err(Error::parse(
                Span::new(start, start + 1),
                "expected an alias name",
            )),
        }
    }

    pub(super) fn type_alias(&mut self) -> Result<()> {
        let (name, span) = self.alias_name()?;
        self.expect("=")?;
        self.eat_kw("type");
        let ty = self.ty()?;
        if self.type_aliases.insert(name, ty).is_some() {
            return Err(Error::parse(
                span,
                format!("type alias `!{name}` is defined twice"),
            ));
        }
        Ok(())
    }

    pub(super) fn attr_alias(&mut self) -> Result<()> {
        let (name, span) = self.alias_name()?;
        self.expect("=")?;
        let attr = self.attr()?;
        if self.attr_aliases.insert(name, attr).is_some() {
            return Err(Error::parse(
                span,
                format!("attribute alias `#{name}` is defined twice"),
            ));
        }
        Ok(())
    }

    // ----- functions --------------------------------------------------------

    pub(super) fn func(&mut self) -> Result<FuncId> {
        let mut private = false;
        if self.eat_kw("private") {
            private = true;
        } else if !self.eat_kw("public") {
            self.eat_kw("nested");
        }
        let (name, name_span) = self.symbol()?;
        self.expect("(")?;
        // The signature as `fn_types` keys it: the input count, the
        // inputs, the results.
        let mut sig = std::mem::take(&mut self.sig);
        sig.clear();
        sig.push(TypeId(0));
        let mut arg_names: smallvec::SmallVec<[(&'a str, Span); 8]> = smallvec::SmallVec::new();
        if !self.eat(")") {
            loop {
                if self.peek() == Some(b'%') {
                    let (n, s) = self.value_name()?;
                    if arg_names.len() != sig.len() - 1 {
                        return Err(Error::parse(s, "either name every argument or none"));
                    }
                    arg_names.push((n, s));
                    self.expect(":")?;
                } else if !arg_names.is_empty() {
                    return Err(self.expected("a named argument `%name: type`"));
                }
                sig.push(self.ty()?);
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
        let n_inputs = sig.len() - 1;
        sig[0] = TypeId(n_inputs as u32);
        if self.eat("->") {
            self.result_types_in(&mut sig)?;
        }
        let attrs = self.func_attributes()?;
        let ty = match self.fn_types.get(sig.as_slice()) {
            Some(&t) => t,
            None => {
                let t = self.types.intern(Type::Func {
                    inputs: sig[1..=n_inputs].into(),
                    results: sig[n_inputs + 1..].into(),
                });
                self.fn_types.insert(sig.clone(), t);
                t
            }
        };
        self.sig = sig;
        let id = self.define_func(name, name_span, ty, private)?;
        self.funcs[id.index()].attrs = attrs;
        let body = if self.peek() == Some(b'{') {
            let named = (!arg_names.is_empty() || n_inputs == 0).then_some(&arg_names[..]);
            Some(self.body(ty, named, name_span)?)
        } else {
            None
        };
        self.skip_loc()?;
        self.set_body(id, body);
        Ok(id)
    }

    /// `type` or `( type {attrs}?, ... )` after `->`.
    pub(super) fn result_types(&mut self) -> Result<Vec<TypeId>> {
        let mut out = Vec::new();
        self.result_types_in(&mut out)?;
        Ok(out)
    }

    /// `result_types` appended to the op's result types (no list built);
    /// returns how many.
    pub(super) fn op_result_types(&mut self) -> Result<usize> {
        let mut out = std::mem::take(&mut self.result_tys);
        let start = out.len();
        let r = self.result_types_in(&mut out);
        let n = out.len() - start;
        if r.is_err() {
            out.truncate(start);
        }
        self.result_tys = out;
        r.map(|()| n)
    }

    fn result_types_in(&mut self, out: &mut Vec<TypeId>) -> Result<()> {
        let start = out.len();
        if self.peek() == Some(b'(') {
            // A parenthesized list, unless it is a function type `(..) -> ..`.
            let save = self.pos;
            self.pos += 1;
            if self.eat(")") {
                if self.peek_arrow() {
                    self.pos = save;
                    out.push(self.ty()?);
                }
                return Ok(());
            }
            loop {
                out.push(self.ty()?);
                if self.peek() == Some(b'{') {
                    self.dict()?;
                }
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
            if self.peek_arrow() {
                // It was a function type after all.
                self.pos = save;
                out.truncate(start);
                out.push(self.ty()?);
            }
        } else {
            out.push(self.ty()?);
        }
        Ok(())
    }

    pub(super) fn peek_arrow(&mut self) -> bool {
        self.ws();
        self.rest().starts_with("->")
    }

    /// `<sigil>name` (`%x`, `^bb1`): the name and the span with the sigil.
    #[inline]
    pub(super) fn sigil_name(
        &mut self,
        sigil: u8,
        what: &str,
        after: &str,
    ) -> Result<(&'a str, Span)> {
        let start = self.pos_ws();
        if self.src.as_bytes().get(start) != Some(&sigil) {
            return Err(self.expected(what));
        }
        let b = self.src.as_bytes();
        let mut k = start + 1;
        while let Some(&c) = b.get(k)
            && lex::CLASS[c as usize] & lex::SUFFIX != 0
        {
            k += 1;
        }
        if k == start + 1 {
            self.pos = start + 1;
            return Err(Error::parse(Span::new(start, start + 1), after));
        }
        self.pos = k;
        Ok((&self.src[start + 1..k], Span::new(start, k)))
    }

    /// `%name` of a definition (argument or result), without `#`.
    #[inline(always)]
    pub(super) fn value_name(&mut self) -> Result<(&'a str, Span)> {
        self.sigil_name(
            b'%',
            "a value name like `%x`",
            "expected a value name after `%`",
        )
    }
}
