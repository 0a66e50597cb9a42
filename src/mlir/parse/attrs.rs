//! Attributes: dictionaries, dense literals, constants.

use super::*;

impl<'a> Parser<'a> {
    // ----- attributes -------------------------------------------------------

    pub(super) fn dict(&mut self) -> Result<Vec<(String, Attr)>> {
        Ok(self
            .dict_spanned()?
            .into_iter()
            .map(|(n, a, _)| (n.to_string(), a))
            .collect())
    }

    pub(super) fn dict_spanned(&mut self) -> Result<Vec<(&'a str, Attr, Span)>> {
        self.expect("{")?;
        let mut out = Vec::new();
        if self.eat("}") {
            return Ok(out);
        }
        loop {
            let start = self.pos_ws();
            let name: &'a str = if self.peek() == Some(b'"') {
                let r = self.rest();
                let (after, _) = lex::string_lit(r)
                    .map_err(|_| Error::parse(Span::at(start), "unterminated attribute name"))?;
                self.pos = self.src.len() - after.len();
                &r[1..r.len() - after.len() - 1]
            } else {
                match self.bare_id() {
                    Some((n, _)) => n,
                    None => return Err(self.expected("an attribute name")),
                }
            };
            let mut vstart = start;
            let attr = if self.eat("=") {
                vstart = self.pos_ws();
                self.attr()?
            } else {
                Attr::Unit
            };
            let span = Span::new(vstart, self.pos);
            out.push((name, attr, span));
            if self.eat("}") {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    pub(super) fn attr(&mut self) -> Result<Attr> {
        self.nested(|p| p.attr_inner())
    }

    pub(super) fn attr_inner(&mut self) -> Result<Attr> {
        let start = self.pos_ws();
        let Some(c) = self.peek() else {
            return Err(self.expected("an attribute value"));
        };
        let attr = match c {
            b'"' => Attr::Str(self.string()?),
            b'@' => {
                let (name, _) = self.symbol()?;
                let mut s = name.to_string();
                while self.rest().starts_with("::@") {
                    self.pos += 2;
                    let (n, _) = self.symbol()?;
                    s.push_str("::@");
                    s.push_str(n);
                }
                Attr::Sym(s)
            }
            b'[' => {
                self.pos += 1;
                let mut v = Vec::new();
                if !self.eat("]") {
                    loop {
                        v.push(self.attr()?);
                        if self.eat("]") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                Attr::Array(v)
            }
            b'{' => Attr::Dict(self.dict()?),
            b'#' => {
                let (name, span) = self.alias_name()?;
                if self.rest().starts_with('<') {
                    let t = self.skip_balanced()?;
                    Attr::Opaque(format!("#{name}{t}"))
                } else {
                    match self.attr_aliases.get(name) {
                        Some(a) => a.clone(),
                        // A dialect attribute without parameters
                        // (`#ub.poison`).
                        None if name.contains('.') => Attr::Opaque(format!("#{name}")),
                        None => {
                            return Err(Error::parse(
                                span,
                                format!("undefined attribute alias `#{name}`"),
                            ));
                        }
                    }
                }
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let (n, _) = self.number()?;
                let ty = if self.typed_colon() {
                    Some(self.ty()?)
                } else {
                    None
                };
                match n {
                    NumLit::Int { value, hex, .. } => Attr::Int { value, hex, ty },
                    NumLit::Float(value) => Attr::Float { value, ty },
                }
            }
            _ => {
                if self.eat_kw("true") {
                    Attr::Bool(true)
                } else if self.eat_kw("false") {
                    Attr::Bool(false)
                } else if self.eat_kw("unit") {
                    Attr::Unit
                } else if self.eat_kw("dense") {
                    self.expect("<")?;
                    let mut elems = Vec::new();
                    let mut shape = Vec::new();
                    if !self.eat(">") {
                        self.dense_elems(&mut elems, &mut shape, 0)?;
                        self.expect(">")?;
                    }
                    let ty = if self.typed_colon() {
                        Some(self.ty()?)
                    } else {
                        None
                    };
                    Attr::Dense { elems, shape, ty }
                } else if self.peek_kw("array") {
                    self.dense_array()?
                } else if self.peek_kw("sparse") || self.peek_kw("opaque") {
                    let s = self.token_span();
                    return Err(Error::parse(
                        s,
                        "sparse and opaque element attributes are not supported",
                    ));
                } else if self.peek_kw("affine_map") || self.peek_kw("affine_set") {
                    let kw = self.bare_id().map_or("affine_map", |(k, _)| k);
                    let t = self.skip_balanced()?;
                    Attr::Opaque(format!("{kw}{t}"))
                } else if self.peek_kw("loc") {
                    self.skip_loc()?;
                    Attr::Unit
                } else {
                    let save = self.pos;
                    match self.ty() {
                        Ok(t) => Attr::Type(t),
                        Err(_) => {
                            self.pos = save;
                            return Err(Error::parse(
                                self.token_span(),
                                "expected an attribute value",
                            )
                            .label("not an attribute"));
                        }
                    }
                }
            }
        };
        let _ = start;
        Ok(attr)
    }

    /// `array<i64: 1, 0>` (MLIR 17 and later: `DenseI64ArrayAttr` and its
    /// kin, the generic form's permutations, positions and segment sizes):
    /// an array of numbers typed by the element type, as `[1 : i64, 0 : i64]`.
    fn dense_array(&mut self) -> Result<Attr> {
        self.eat_kw("array");
        self.expect("<")?;
        let tstart = self.pos_ws();
        let elem = self.ty()?;
        let float = self.types.is_float(elem);
        if !float && !matches!(self.types.get(elem), Type::Int(_)) {
            return Err(Error::parse(
                Span::new(tstart, self.pos),
                "the elements of an `array<..>` attribute are integers or floats",
            ));
        }
        let mut v = Vec::new();
        if self.eat(":") {
            loop {
                let a = if !float && self.eat_kw("true") {
                    Attr::Int {
                        value: 1,
                        hex: false,
                        ty: Some(elem),
                    }
                } else if !float && self.eat_kw("false") {
                    Attr::Int {
                        value: 0,
                        hex: false,
                        ty: Some(elem),
                    }
                } else {
                    let (n, nspan) = self.number()?;
                    match n {
                        NumLit::Int { value, hex, .. } if !float => Attr::Int {
                            value,
                            hex,
                            ty: Some(elem),
                        },
                        NumLit::Int { value, .. } => Attr::Float {
                            value: value as f64,
                            ty: Some(elem),
                        },
                        NumLit::Float(value) if float => Attr::Float {
                            value,
                            ty: Some(elem),
                        },
                        NumLit::Float(_) => {
                            return Err(Error::parse(nspan, "a float in an integer `array<..>`"));
                        }
                    }
                };
                v.push(a);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">")?;
        Ok(Attr::Array(v))
    }

    /// A `Const::Dense` of `elems` (untyped numbers) as constants of `elem`.
    pub(super) fn dense_const(
        &mut self,
        elems: Vec<Attr>,
        span: Span,
        elem: TypeId,
    ) -> Result<Const> {
        let mut out = Vec::with_capacity(elems.len());
        for e in elems {
            let e = e.untyped();
            out.push(self.constant(e, span, elem)?);
        }
        let id = self.body.dense.len() as u32;
        self.body.dense.push(out);
        Ok(Const::Dense(id))
    }

    /// `attributes {...}` of a function (optional): the attribute names.
    pub(super) fn func_attributes(&mut self) -> Result<Vec<NamedAttr>> {
        if !self.eat_kw("attributes") {
            return Ok(Vec::new());
        }
        let start = self.pos_ws();
        let d = self.dict()?;
        let span = Span::new(start, self.pos);
        Ok(d.into_iter()
            .map(|(name, _)| NamedAttr { name, span })
            .collect())
    }

    /// The literal of `dense<...>`: nested lists of numbers or booleans.
    pub(super) fn dense_elems(
        &mut self,
        out: &mut Vec<Attr>,
        shape: &mut Vec<usize>,
        depth: usize,
    ) -> Result<()> {
        if depth > 64 {
            let span = self.token_span();
            return Err(Error::parse(span, "dense literal nested too deeply"));
        }
        if self.eat("[") {
            let mut n = 0;
            if !self.eat("]") {
                loop {
                    self.dense_elems(out, shape, depth + 1)?;
                    n += 1;
                    if self.eat("]") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            if shape.len() <= depth {
                shape.resize(depth + 1, usize::MAX);
            }
            if shape[depth] == usize::MAX {
                shape[depth] = n;
            } else if shape[depth] != n {
                let s = self.token_span();
                return Err(Error::parse(
                    s,
                    "the nested lists of a dense literal must all have the same length",
                ));
            }
            return Ok(());
        }
        let start = self.pos_ws();
        let a = if self.eat_kw("true") {
            Attr::Bool(true)
        } else if self.eat_kw("false") {
            Attr::Bool(false)
        } else if self.peek() == Some(b'"') {
            Attr::Str(self.string()?)
        } else {
            match self.number() {
                Ok((NumLit::Int { value, hex, .. }, _)) => Attr::Int {
                    value,
                    hex,
                    ty: None,
                },
                Ok((NumLit::Float(value), _)) => Attr::Float { value, ty: None },
                Err(_) => {
                    self.pos = start;
                    return Err(
                        self.expected("a number, `true`, `false` or `[` in a dense literal")
                    );
                }
            }
        };
        out.push(a);
        Ok(())
    }

    /// A `:` that starts a type (not `::`).
    pub(super) fn typed_colon(&mut self) -> bool {
        self.ws();
        let r = self.rest();
        if r.starts_with(':') && !r.starts_with("::") {
            self.pos += 1;
            true
        } else {
            false
        }
    }
}
