//! Affine-map memref layouts: a map that is the identity, or a single
//! linear expression `offset + sum(d_k * stride_k)` (coefficients and the
//! constant may be symbols, which make them dynamic), is a strided layout.
//! Anything else (`floordiv`, `mod`, products of dimensions, several
//! results) is not, and has no memref descriptor.

use crate::types::Layout;

/// A coefficient: a known integer or a dynamic (symbolic) value.
#[derive(Copy, Clone, PartialEq, Debug)]
enum C {
    Static(i64),
    Dynamic,
}

impl C {
    fn add(self, o: C) -> C {
        match (self, o) {
            (C::Static(a), C::Static(b)) => a.checked_add(b).map_or(C::Dynamic, C::Static),
            _ => C::Dynamic,
        }
    }
    fn mul(self, o: C) -> C {
        match (self, o) {
            (C::Static(0), _) | (_, C::Static(0)) => C::Static(0),
            (C::Static(a), C::Static(b)) => a.checked_mul(b).map_or(C::Dynamic, C::Static),
            _ => C::Dynamic,
        }
    }
}

/// A linear form over the dimensions.
#[derive(Clone, Debug)]
struct Lin {
    dims: Vec<C>,
    cst: C,
}

impl Lin {
    fn constant(n: usize, c: C) -> Lin {
        Lin {
            dims: vec![C::Static(0); n],
            cst: c,
        }
    }
    fn has_dims(&self) -> bool {
        self.dims.iter().any(|c| *c != C::Static(0))
    }
    fn add(mut self, o: &Lin) -> Lin {
        for (a, b) in self.dims.iter_mut().zip(&o.dims) {
            *a = a.add(*b);
        }
        self.cst = self.cst.add(o.cst);
        self
    }
    fn scale(mut self, k: C) -> Lin {
        for a in &mut self.dims {
            *a = a.mul(k);
        }
        self.cst = self.cst.mul(k);
        self
    }
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
    /// Parenthesis depth (bounded).
    depth: u32,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
}

impl<'a> P<'a> {
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
    fn ident(&mut self) -> Option<&'a str> {
        self.ws();
        let start = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
        {
            self.i += 1;
        }
        (self.i > start).then(|| std::str::from_utf8(&self.s[start..self.i]).unwrap_or(""))
    }
    fn names(&mut self, close: &str) -> Option<Vec<&'a str>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Some(v);
        }
        loop {
            v.push(self.ident()?);
            if self.eat(close) {
                return Some(v);
            }
            if !self.eat(",") {
                return None;
            }
        }
    }
    fn expr(&mut self) -> Option<Lin> {
        let mut acc = self.term()?;
        loop {
            if self.eat("+") {
                let t = self.term()?;
                acc = acc.add(&t);
            } else if self.peek_minus() {
                self.i += 1;
                let t = self.term()?.scale(C::Static(-1));
                acc = acc.add(&t);
            } else {
                return Some(acc);
            }
        }
    }
    fn peek_minus(&mut self) -> bool {
        self.ws();
        self.s.get(self.i) == Some(&b'-') && self.s.get(self.i + 1) != Some(&b'>')
    }
    fn term(&mut self) -> Option<Lin> {
        let mut acc = self.factor()?;
        loop {
            if self.eat("*") {
                let f = self.factor()?;
                acc = match (acc.has_dims(), f.has_dims()) {
                    (false, _) => f.scale(acc.cst),
                    (true, false) => acc.scale(f.cst),
                    (true, true) => return None,
                };
            } else {
                self.ws();
                let rest = &self.s[self.i..];
                if rest.starts_with(b"floordiv")
                    || rest.starts_with(b"ceildiv")
                    || rest.starts_with(b"mod")
                {
                    return None;
                }
                return Some(acc);
            }
        }
    }
    fn factor(&mut self) -> Option<Lin> {
        let n = self.dims.len();
        if self.eat("(") {
            if self.depth > 64 {
                return None;
            }
            self.depth += 1;
            let e = self.expr()?;
            self.depth -= 1;
            return self.eat(")").then_some(e);
        }
        if self.peek_minus() {
            self.i += 1;
            if self.depth > 64 {
                return None;
            }
            self.depth += 1;
            let f = self.factor()?.scale(C::Static(-1));
            self.depth -= 1;
            return Some(f);
        }
        self.ws();
        if self.s.get(self.i).is_some_and(|b| b.is_ascii_digit()) {
            let start = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                self.i += 1;
            }
            let v: i64 = std::str::from_utf8(&self.s[start..self.i])
                .ok()?
                .parse()
                .ok()?;
            return Some(Lin::constant(n, C::Static(v)));
        }
        let id = self.ident()?;
        if let Some(k) = self.dims.iter().position(|d| *d == id) {
            let mut l = Lin::constant(n, C::Static(0));
            l.dims[k] = C::Static(1);
            return Some(l);
        }
        if self.syms.contains(&id) {
            return Some(Lin::constant(n, C::Dynamic));
        }
        None
    }
}

/// The layout an `affine_map<...>` text denotes for a memref of `rank`, if
/// it is strided.
pub fn layout_of(text: &str, rank: usize) -> Option<Layout> {
    let inner = text.strip_prefix("affine_map")?.trim();
    let inner = inner.strip_prefix('<')?.strip_suffix('>')?;
    let mut p = P {
        s: inner.as_bytes(),
        i: 0,
        depth: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    if !p.eat("(") {
        return None;
    }
    p.dims = p.names(")")?;
    if p.eat("[") {
        p.syms = p.names("]")?;
    }
    if p.dims.len() != rank || !p.eat("->") || !p.eat("(") {
        return None;
    }
    let mut results = Vec::new();
    if !p.eat(")") {
        loop {
            results.push(p.expr()?);
            if p.eat(")") {
                break;
            }
            if !p.eat(",") {
                return None;
            }
        }
    }
    p.ws();
    if p.i != p.s.len() {
        return None;
    }
    let identity = results.len() == rank
        && results.iter().enumerate().all(|(k, r)| {
            r.cst == C::Static(0)
                && r.dims
                    .iter()
                    .enumerate()
                    .all(|(j, c)| *c == C::Static(if j == k { 1 } else { 0 }))
        });
    if identity {
        return Some(Layout::Identity);
    }
    if results.len() != 1 {
        return None;
    }
    let r = &results[0];
    let opt = |c: C| match c {
        C::Static(v) => Some(v),
        C::Dynamic => None,
    };
    Some(Layout::Strided {
        offset: opt(r.cst),
        strides: r.dims.iter().map(|c| opt(*c)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strided(offset: Option<i64>, strides: &[Option<i64>]) -> Option<Layout> {
        Some(Layout::Strided {
            offset,
            strides: strides.into(),
        })
    }

    #[test]
    fn maps() {
        assert_eq!(
            layout_of("affine_map<(d0, d1) -> (d0, d1)>", 2),
            Some(Layout::Identity)
        );
        assert_eq!(
            layout_of("affine_map<(d0, d1)[s0] -> (d0 * 4 + s0 + d1)>", 2),
            strided(None, &[Some(4), Some(1)])
        );
        assert_eq!(
            layout_of("affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>", 2),
            strided(None, &[None, Some(1)])
        );
        assert_eq!(
            layout_of("affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>", 2),
            strided(Some(2), &[Some(8), Some(1)])
        );
        assert_eq!(layout_of("affine_map<(d0) -> (d0 floordiv 2)>", 1), None);
        assert_eq!(layout_of("affine_map<(d0, d1) -> (d0 * d1)>", 2), None);
        assert_eq!(layout_of("affine_map<(d0, d1) -> (d1, d0)>", 2), None);
        assert_eq!(layout_of("affine_map<(d0) -> (d0)>", 2), None);
    }
}

// ----- the affine expression IR: maps, sets, inline index expressions ------

use super::ir::{AExpr, AffineMap, IntegerSet};

/// A syntax error at a byte offset of the parsed text.
pub type TextError = (usize, String);

/// What a name in an expression stands for.
pub enum Name {
    Dim(u32),
    Sym(u32),
}

/// Recursive descent over affine expression text. Names are resolved by
/// `resolve` (declared dims/symbols, or SSA values of an inline index list).
struct E<'t, 'r> {
    s: &'t [u8],
    i: usize,
    depth: u32,
    resolve: &'r mut dyn FnMut(&'t str, usize, bool) -> Result<Name, TextError>,
}

/// Nesting bound of parentheses in affine expressions.
const MAX_DEPTH: u32 = 100;

impl<'t> E<'t, '_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
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
    fn err<T>(&self, msg: &str) -> Result<T, TextError> {
        Err((self.i, msg.to_string()))
    }
    fn expect(&mut self, t: &str) -> Result<(), TextError> {
        if self.eat(t) {
            Ok(())
        } else {
            self.err(&format!("expected `{t}` in the affine expression"))
        }
    }
    fn word(&mut self) -> &'t str {
        self.ws();
        let st = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric()
                || matches!(self.s[self.i], b'_' | b'$' | b'.'))
        {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[st..self.i]).unwrap_or("")
    }
    /// A keyword (`floordiv`, `ceildiv`, `mod`) not followed by a name byte.
    fn kw(&mut self, k: &str) -> bool {
        self.ws();
        let r = &self.s[self.i..];
        if r.starts_with(k.as_bytes())
            && !r
                .get(k.len())
                .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        {
            self.i += k.len();
            true
        } else {
            false
        }
    }
    fn int(&mut self) -> Result<i64, TextError> {
        self.ws();
        let st = self.i;
        while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[st..self.i])
            .ok()
            .and_then(|t| t.parse().ok())
            .map_or_else(|| Err((st, "expected an integer".to_string())), Ok)
    }
    fn expr(&mut self) -> Result<AExpr, TextError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("affine expression nested too deeply");
        }
        let mut a = self.term()?;
        loop {
            if self.eat("+") {
                let b = self.term()?;
                a = AExpr::Add(Box::new(a), Box::new(b));
            } else if self.peek() == Some(b'-') && self.s.get(self.i + 1) != Some(&b'>') {
                self.i += 1;
                let b = self.term()?;
                let nb = AExpr::Mul(Box::new(b), Box::new(AExpr::Const(-1)));
                a = AExpr::Add(Box::new(a), Box::new(nb));
            } else {
                break;
            }
        }
        self.depth -= 1;
        Ok(a)
    }
    fn term(&mut self) -> Result<AExpr, TextError> {
        let mut a = self.unary()?;
        loop {
            type Make = fn(Box<AExpr>, Box<AExpr>) -> AExpr;
            let (k, is_mul): (Make, bool) = if self.eat("*") {
                (AExpr::Mul, true)
            } else if self.kw("floordiv") {
                (AExpr::FloorDiv, false)
            } else if self.kw("ceildiv") {
                (AExpr::CeilDiv, false)
            } else if self.kw("mod") {
                (AExpr::Mod, false)
            } else {
                break;
            };
            let at = self.i;
            let b = self.unary()?;
            if !is_mul {
                match b {
                    AExpr::Const(c) if c > 0 => {}
                    AExpr::Const(_) => {
                        return Err((at, "the divisor must be a positive constant".to_string()));
                    }
                    _ if is_symbolic(&b) => {}
                    _ => {
                        return Err((at, "the divisor must be a constant or a symbol".to_string()));
                    }
                }
            } else if !is_symbolic(&a) && !is_symbolic(&b) {
                return Err((at, "a product of two dimensions is not affine".to_string()));
            }
            a = k(Box::new(a), Box::new(b));
        }
        Ok(a)
    }
    fn unary(&mut self) -> Result<AExpr, TextError> {
        if self.peek() == Some(b'-') {
            self.i += 1;
            let a = self.unary()?;
            return Ok(match a {
                AExpr::Const(c) => AExpr::Const(c.wrapping_neg()),
                a => AExpr::Mul(Box::new(a), Box::new(AExpr::Const(-1))),
            });
        }
        match self.peek() {
            Some(b'(') => {
                self.i += 1;
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Some(b'0'..=b'9') => Ok(AExpr::Const(self.int()?)),
            Some(b'%') => {
                let at = self.i;
                self.i += 1;
                let w = self.word();
                if w.is_empty() {
                    return Err((at, "expected a value name after `%`".to_string()));
                }
                let name = std::str::from_utf8(&self.s[at..self.i]).unwrap_or("");
                self.name(name, at, false)
            }
            _ => {
                let at = self.i;
                let w = self.word();
                if w == "symbol" && self.eat("(") {
                    let at = self.i;
                    self.ws();
                    let st = self.i;
                    if self.peek() != Some(b'%') {
                        return Err((
                            at,
                            "expected a value like `%n` in `symbol(...)`".to_string(),
                        ));
                    }
                    self.i += 1;
                    self.word();
                    let name = std::str::from_utf8(&self.s[st..self.i]).unwrap_or("");
                    let e = self.name(name, st, true)?;
                    self.expect(")")?;
                    return Ok(e);
                }
                if w.is_empty() {
                    return Err((at, "expected an affine expression".to_string()));
                }
                self.name(w, at, false)
            }
        }
    }
    fn name(&mut self, w: &'t str, at: usize, sym: bool) -> Result<AExpr, TextError> {
        Ok(match (self.resolve)(w, at, sym)? {
            Name::Dim(k) => AExpr::Dim(k),
            Name::Sym(k) => AExpr::Sym(k),
        })
    }
    /// `(d0, d1)[s0]`: the declared names.
    fn decls(&mut self) -> Result<(Vec<&'t str>, Vec<&'t str>), TextError> {
        let mut dims = Vec::new();
        let mut syms = Vec::new();
        self.expect("(")?;
        if !self.eat(")") {
            loop {
                dims.push(self.word());
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.eat("[") && !self.eat("]") {
            loop {
                syms.push(self.word());
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        Ok((dims, syms))
    }
}

/// Whether `e` has no dimension in it (constants and symbols only).
fn is_symbolic(e: &AExpr) -> bool {
    match e {
        AExpr::Dim(_) => false,
        AExpr::Sym(_) | AExpr::Const(_) => true,
        AExpr::Add(a, b)
        | AExpr::Mul(a, b)
        | AExpr::FloorDiv(a, b)
        | AExpr::CeilDiv(a, b)
        | AExpr::Mod(a, b) => is_symbolic(a) && is_symbolic(b),
    }
}

/// Resolves names against declared dims and symbols.
fn declared<'t>(
    dims: Vec<&'t str>,
    syms: Vec<&'t str>,
) -> impl FnMut(&'t str, usize, bool) -> Result<Name, TextError> {
    move |w, at, _| {
        if let Some(k) = dims.iter().position(|d| *d == w) {
            Ok(Name::Dim(k as u32))
        } else if let Some(k) = syms.iter().position(|d| *d == w) {
            Ok(Name::Sym(k as u32))
        } else {
            Err((
                at,
                format!("`{w}` is not a dimension or symbol of this map"),
            ))
        }
    }
}

fn no_names(_: &str, at: usize, _: bool) -> Result<Name, TextError> {
    Err((at, "no names declared yet".to_string()))
}

/// Parses `(d0, ..)[s0, ..]`, then `sep`, then the rest with `body` over the
/// declared names, which must end the text; gives the counts of dims and
/// symbols with `body`'s result.
fn with_decls<T>(
    text: &str,
    sep: &str,
    what: &str,
    body: impl FnOnce(&mut E<'_, '_>) -> Result<T, TextError>,
) -> Result<(u32, u32, T), TextError> {
    let mut none = no_names;
    let mut p = E {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
        resolve: &mut none,
    };
    let (dims, syms) = p.decls()?;
    let (nd, ns) = (dims.len() as u32, syms.len() as u32);
    p.expect(sep)?;
    let i = p.i;
    let mut r = declared(dims, syms);
    let mut p = E {
        s: text.as_bytes(),
        i,
        depth: 0,
        resolve: &mut r,
    };
    let t = body(&mut p)?;
    if p.peek().is_some() {
        return p.err(&format!("unexpected text after the {what}"));
    }
    Ok((nd, ns, t))
}

/// Parses `(d0, ..)[s0, ..] -> (e, ..)` (the text inside `affine_map<...>`).
pub fn parse_map(text: &str) -> Result<AffineMap, TextError> {
    let (dims, syms, results) = with_decls(text, "->", "affine map", |p| {
        p.expect("(")?;
        let mut results = Vec::new();
        if !p.eat(")") {
            loop {
                results.push(p.expr()?);
                if p.eat(")") {
                    break;
                }
                p.expect(",")?;
            }
        }
        Ok(results)
    })?;
    Ok(AffineMap {
        dims,
        syms,
        results,
    })
}

/// Parses `(d0, ..)[s0, ..] : (e >= 0, e == 0, ..)` (inside `affine_set<...>`).
pub fn parse_set(text: &str) -> Result<IntegerSet, TextError> {
    let (dims, syms, constraints) = with_decls(text, ":", "integer set", |p| {
        p.expect("(")?;
        let mut constraints = Vec::new();
        loop {
            let lhs = p.expr()?;
            let (eq, ge) = if p.eat("==") {
                (true, true)
            } else if p.eat(">=") {
                (false, true)
            } else if p.eat("<=") {
                (false, false)
            } else {
                return p.err("expected `>= 0`, `<= 0` or `== 0` in the integer set");
            };
            let rhs = p.expr()?;
            // Normalize to `e >= 0` / `e == 0`.
            let neg = |e: AExpr| AExpr::Mul(Box::new(e), Box::new(AExpr::Const(-1)));
            let e = if ge {
                AExpr::Add(Box::new(lhs), Box::new(neg(rhs)))
            } else {
                AExpr::Add(Box::new(rhs), Box::new(neg(lhs)))
            };
            constraints.push((simplify(e), eq));
            if p.eat(")") {
                return Ok(constraints);
            }
            p.expect(",")?;
        }
    })?;
    Ok(IntegerSet {
        dims,
        syms,
        constraints,
    })
}

/// Parses a comma-separated list of affine expressions over SSA values
/// (`%i + 1, symbol(%n)`, as in `affine.load %m[...]`). `resolve` gets each
/// value's text and offset and whether it is marked as a symbol.
pub fn parse_inline<'t>(
    text: &'t str,
    resolve: &mut dyn FnMut(&'t str, usize, bool) -> Result<Name, TextError>,
) -> Result<Vec<AExpr>, TextError> {
    let mut p = E {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
        resolve,
    };
    let mut out = Vec::new();
    if p.peek().is_none() {
        return Ok(out);
    }
    loop {
        out.push(p.expr()?);
        if p.peek().is_none() {
            break;
        }
        p.expect(",")?;
    }
    Ok(out)
}

/// Folds `x + 0`, `x * 1`, `c + c` and `c * c` (constants only).
fn simplify(e: AExpr) -> AExpr {
    match e {
        AExpr::Add(a, b) => match (simplify(*a), simplify(*b)) {
            (AExpr::Const(x), AExpr::Const(y)) => AExpr::Const(x.wrapping_add(y)),
            (x, AExpr::Const(0)) | (AExpr::Const(0), x) => x,
            (x, y) => AExpr::Add(Box::new(x), Box::new(y)),
        },
        AExpr::Mul(a, b) => match (simplify(*a), simplify(*b)) {
            (AExpr::Const(x), AExpr::Const(y)) => AExpr::Const(x.wrapping_mul(y)),
            (x, AExpr::Const(1)) | (AExpr::Const(1), x) => x,
            (x, y) => AExpr::Mul(Box::new(x), Box::new(y)),
        },
        e => e,
    }
}

#[cfg(test)]
mod expr_tests {
    use super::*;

    #[test]
    fn maps_and_sets() {
        let m = parse_map("(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, -d0 mod 3)").unwrap();
        assert_eq!((m.dims, m.syms, m.results.len()), (2, 1, 3));
        assert!(parse_map("(d0, d1) -> (d0 * d1)").is_err());
        assert!(parse_map("(d0) -> (d0 floordiv 0)").is_err());
        assert!(parse_map("(d0) -> (d7)").is_err());
        let s = parse_set("(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 == 0)").unwrap();
        assert_eq!(s.constraints.len(), 3);
        assert!(s.constraints[2].1);
        let m = parse_map("() -> (0)").unwrap();
        assert_eq!(m.results, vec![AExpr::Const(0)]);
    }
}
