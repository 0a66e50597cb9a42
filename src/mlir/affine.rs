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
