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
                Some(Item::Global(_)) => {}
            }
        }
    }

    /// Reads up to the next function or global and returns it; `None` at
    /// the end of the input.
    pub fn next_item(&mut self) -> Result<Option<Item>> {
        loop {
            match self.peek() {
                None => {
                    if !self.open.is_empty() {
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
                    } else if self.eat_kw("llvm.mlir.global") {
                        return self.llvm_global().map(|g| Some(Item::Global(g)));
                    } else if self.rest().starts_with("llvm.") {
                        let span = self.token_span();
                        return Err(Error::parse(
                            span,
                            "expected `llvm.func` or `llvm.mlir.global` at the top level",
                        ));
                    } else if self.peek_kw("module") || self.peek_kw("builtin.module") {
                        let span = self.token_span();
                        self.enter_module(span)?;
                        self.bare_id();
                        if self.peek() == Some(b'@') {
                            self.symbol()?;
                        }
                        if self.eat_kw("attributes") {
                            self.dict()?;
                        }
                        self.expect("{")?;
                        self.open.push(None);
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
        if let Some(&id) = self.func_names.get(name) {
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
        let id = FuncId::new(self.funcs.len());
        self.func_names.insert(name, id);
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
        if !is_module && !is_func {
            return Err(Error::parse(
                span,
                format!("expected a function or a module at the top level, found `{name}`"),
            ));
        }
        self.expect("(")?;
        self.expect(")")?;
        self.expect("(")?;
        let region = self.pos_ws();
        if self.peek() != Some(b'{') {
            return Err(self.expected("`{` (the region)"));
        }
        // The attributes (name, type) come after the region: read them first.
        self.skip_balanced()?;
        self.expect(")")?;
        let mut attrs = Vec::new();
        if self.peek() == Some(b'{') {
            attrs = self.dict_spanned()?;
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
        let body = if empty {
            None
        } else {
            let named = (n_inputs == 0).then(Vec::new);
            Some(self.body(ty, named, nspan)?)
        };
        self.pos = end;
        self.set_body(id, body);
        Ok(Some(id))
    }

    pub(super) fn set_body(&mut self, id: FuncId, body: Option<Body>) {
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
        let mut inputs = Vec::new();
        let mut arg_names: Vec<(&'a str, Span)> = Vec::new();
        if !self.eat(")") {
            loop {
                if self.peek() == Some(b'%') {
                    let (n, s) = self.value_name()?;
                    if arg_names.len() != inputs.len() {
                        return Err(Error::parse(s, "either name every argument or none"));
                    }
                    arg_names.push((n, s));
                    self.expect(":")?;
                } else if !arg_names.is_empty() {
                    return Err(self.expected("a named argument `%name: type`"));
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
        let results = if self.eat("->") {
            self.result_types()?
        } else {
            Vec::new()
        };
        let attrs = self.func_attributes()?;
        let n_inputs = inputs.len();
        let ty = self.types.intern(Type::Func {
            inputs: inputs.into(),
            results: results.into(),
        });
        let id = self.define_func(name, name_span, ty, private)?;
        self.funcs[id.index()].attrs = attrs;
        let body = if self.peek() == Some(b'{') {
            let named = (!arg_names.is_empty() || n_inputs == 0).then_some(arg_names);
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
        if self.peek() == Some(b'(') {
            // A parenthesized list, unless it is a function type `(..) -> ..`.
            let save = self.pos;
            self.pos += 1;
            if self.eat(")") {
                if self.peek_arrow() {
                    self.pos = save;
                    out.push(self.ty()?);
                }
                return Ok(out);
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
                out.clear();
                out.push(self.ty()?);
            }
        } else {
            out.push(self.ty()?);
        }
        Ok(out)
    }

    pub(super) fn peek_arrow(&mut self) -> bool {
        self.ws();
        self.rest().starts_with("->")
    }

    /// `<sigil>name` (`%x`, `^bb1`): the name and the span with the sigil.
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
        self.pos += 1;
        let n = lex::suffix_len(&self.src.as_bytes()[self.pos..]);
        if n == 0 {
            return Err(Error::parse(Span::new(start, start + 1), after));
        }
        let name = &self.src[self.pos..self.pos + n];
        self.pos += n;
        Ok((name, Span::new(start, self.pos)))
    }

    /// `%name` of a definition (argument or result), without `#`.
    pub(super) fn value_name(&mut self) -> Result<(&'a str, Span)> {
        self.sigil_name(
            b'%',
            "a value name like `%x`",
            "expected a value name after `%`",
        )
    }

    pub(super) fn body(
        &mut self,
        fn_ty: TypeId,
        named_args: Option<Vec<(&'a str, Span)>>,
        fn_span: Span,
    ) -> Result<Body> {
        self.body = self.spare.take().unwrap_or_default();
        self.values.clear();
        self.generation += 1;
        self.blocks.clear();
        let inputs = match self.types.get(fn_ty) {
            Type::Func { inputs, .. } => inputs.clone(),
            _ => unreachable!("function types are built by `func`"),
        };
        let open = self.expect("{")?;
        if self.peek() == Some(b'}') {
            return Err(
                Error::parse(open, "a function body needs at least one block")
                    .help("write a declaration without `{}` for an external function"),
            );
        }
        // The entry block: unlabeled, or labeled (spec style, with the
        // arguments on the label when the signature does not name them).
        if self.peek() == Some(b'^') {
            let b = self.block_label(true)?;
            let blk = &self.body.blocks[b.index()];
            let n_args = blk.args.len();
            match named_args {
                Some(ref names) if !names.is_empty() && n_args > 0 => {
                    return Err(Error::parse(
                        blk.span,
                        "the entry block's arguments are already named in the signature",
                    ));
                }
                Some(ref names) if !names.is_empty() => {
                    let start = self.body.block_args.len();
                    for (i, (name, span)) in names.iter().enumerate() {
                        let v = self.define(
                            name,
                            0,
                            *span,
                            inputs[i],
                            ValueDef::Arg {
                                block: b,
                                index: i as u32,
                            },
                        )?;
                        self.body.block_args.push(v);
                    }
                    self.body.blocks[b.index()].args = List::since(&self.body.block_args, start);
                }
                _ => {
                    let args = self.body.args(b);
                    let ok = args.len() == inputs.len()
                        && args
                            .iter()
                            .zip(inputs.iter())
                            .all(|(v, t)| self.body.values[v.index()].ty == *t);
                    if !ok {
                        let got: Vec<String> = args
                            .iter()
                            .map(|v| self.types.display(self.body.values[v.index()].ty))
                            .collect();
                        let want: Vec<String> =
                            inputs.iter().map(|t| self.types.display(*t)).collect();
                        return Err(Error::parse(
                            blk.span,
                            format!(
                                "the entry block's arguments ({}) do not match the function's inputs ({})",
                                got.join(", "),
                                want.join(", ")
                            ),
                        ));
                    }
                }
            }
            self.block_ops(b)?;
        } else {
            let Some(names) = named_args else {
                return Err(Error::parse(
                    fn_span,
                    "the arguments of a function with a body need names",
                )
                .help(
                    "write `func @f(%arg0: i32)`, or label the entry block `^bb0(%arg0: i32):`",
                ));
            };
            let b = BlockId::new(self.body.blocks.len());
            let start = self.body.block_args.len();
            for (i, (name, span)) in names.iter().enumerate() {
                let v = self.define(
                    name,
                    0,
                    *span,
                    inputs[i],
                    ValueDef::Arg {
                        block: b,
                        index: i as u32,
                    },
                )?;
                self.body.block_args.push(v);
            }
            self.body.blocks.push(Block {
                args: List::since(&self.body.block_args, start),
                ops: List::EMPTY,
                span: fn_span,
                defined: true,
            });
            self.body.layout.push(b);
            self.block_ops(b)?;
        }
        while self.peek() == Some(b'^') {
            let b = self.block_label(false)?;
            self.block_ops(b)?;
        }
        self.expect("}")?;
        self.check_body_names()?;
        Ok(std::mem::take(&mut self.body))
    }

    /// Every value and block mentioned must have been defined.
    pub(super) fn check_body_names(&mut self) -> Result<()> {
        for v in &self.body.values {
            if v.def == ValueDef::Pending {
                let name = &self.src[v.span.start as usize..v.span.end as usize];
                return Err(
                    Error::verify(v.span, format!("use of undefined value `{name}`"))
                        .label("not defined in this function"),
                );
            }
        }
        for b in &self.body.blocks {
            if !b.defined {
                let name = &self.src[b.span.start as usize..b.span.end as usize];
                return Err(Error::verify(
                    b.span,
                    format!("reference to undefined block `{name}`"),
                )
                .label("no block has this label"));
            }
        }
        Ok(())
    }

    pub(super) fn block_ref(&mut self, name: &'a str, span: Span) -> BlockId {
        if let Some(&b) = self.blocks.get(name) {
            return b;
        }
        let b = BlockId::new(self.body.blocks.len());
        self.body.blocks.push(Block {
            args: List::EMPTY,
            ops: List::EMPTY,
            span,
            defined: false,
        });
        self.blocks.insert(name, b);
        b
    }

    pub(super) fn label(&mut self) -> Result<(&'a str, Span)> {
        self.sigil_name(
            b'^',
            "a block label like `^bb1`",
            "expected a block name after `^`",
        )
    }

    /// `^name(%a: T, ...):`, defining the block.
    pub(super) fn block_label(&mut self, entry: bool) -> Result<BlockId> {
        let (name, span) = self.label()?;
        let b = self.block_ref(name, span);
        if self.body.blocks[b.index()].defined {
            let prev = self.body.blocks[b.index()].span;
            return Err(
                Error::parse(span, format!("block `^{name}` is defined twice"))
                    .note(prev, "first defined here"),
            );
        }
        {
            let blk = &mut self.body.blocks[b.index()];
            blk.defined = true;
            blk.span = span;
        }
        let _ = entry;
        let start = self.body.block_args.len();
        if self.eat("(") && !self.eat(")") {
            let mut index = 0u32;
            loop {
                let (n, s) = self.value_name()?;
                self.expect(":")?;
                let ty = self.ty()?;
                self.skip_loc()?;
                let v = self.define(n, 0, s, ty, ValueDef::Arg { block: b, index })?;
                self.body.block_args.push(v);
                index += 1;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.body.blocks[b.index()].args = List::since(&self.body.block_args, start);
        self.expect(":")?;
        self.body.layout.push(b);
        Ok(b)
    }

    /// The ops of block `b`, up to the next label or the closing brace.
    pub(super) fn block_ops(&mut self, b: BlockId) -> Result<()> {
        let start = self.body.ops.len();
        loop {
            match self.peek() {
                Some(b'^') | Some(b'}') | None => break,
                _ => self.op()?,
            }
        }
        let ops = List::since(&self.body.ops, start);
        self.body.blocks[b.index()].ops = ops;
        let list = &self.body.ops[start..];
        for op in &list[..list.len().saturating_sub(1)] {
            if op.kind.is_terminator() {
                let name = &self.src[op.span.start as usize..op.span.end as usize];
                return Err(Error::verify(
                    op.span,
                    format!("`{name}` must be the last operation of its block"),
                )
                .label("a terminator, followed by more operations"));
            }
        }
        match list.last() {
            Some(op) if op.kind.is_terminator() => Ok(()),
            Some(op) => Err(
                Error::verify(op.span, "block does not end with a terminator")
                    .label("the block's last operation")
                    .help("end every block with `return`, `br` or `cond_br`"),
            ),
            None => {
                let span = self.body.blocks[b.index()].span;
                Err(Error::verify(span, "block is empty: it needs a terminator")
                    .help("end every block with `return`, `br` or `cond_br`"))
            }
        }
    }
}
