//! The `affine` dialect: custom syntax of `affine.for`, `affine.if`,
//! `affine.apply`/`min`/`max`, `affine.load`/`store` (inline index
//! expressions over SSA values), and their type rules. Maps and sets are
//! parsed into the expression IR of `mlir::affine` and kept in the body.

use super::region::EntryArgs;
use super::*;
use crate::mlir::affine::{self as aff, Name};
use crate::mlir::ops::Structured;
use std::sync::Arc;

/// Affine maps already parsed, by their source text: programs repeat the
/// same few maps and index expressions, which are then parsed once. A map
/// is shared (`Arc`), and within one function body each distinct map is
/// kept once: its ops share the index.
#[derive(Default)]
pub(super) struct MapCache<'a> {
    /// `affine_map<...>` written in an op, by the text from `<` to `>`.
    maps: FxHashMap<&'a str, Cached>,
    /// Inline index expressions (`[%i + 1, %j]`), by the text inside the
    /// brackets: the map, and where each of its dims and then symbols is
    /// first named (offsets into the text).
    inline: FxHashMap<&'a str, (Cached, smallvec::SmallVec<[u32; 4]>)>,
    /// The bounds of `affine.for` that are integers, by value.
    consts: FxHashMap<i64, Cached>,
    /// The bound that is an SSA symbol: `()[s0] -> (s0)`.
    sym: Option<Cached>,
    /// The last few texts of `maps` (from `<` to `>`), most often written
    /// again next: one found at the start of a map use is its text, without
    /// a scan for its end (`angle_end` would end it at the same place).
    recent: [&'a str; RECENT],
    /// Where the next text goes in `recent`.
    next_recent: usize,
}

/// How many texts `MapCache::recent` keeps.
const RECENT: usize = 4;

/// A parsed map, and its index in the body being parsed if that body has
/// it already (`Parser::generation` tells which body).
struct Cached {
    map: Arc<AffineMap>,
    generation: u32,
    id: u32,
}

impl Cached {
    fn new(map: Arc<AffineMap>) -> Cached {
        Cached {
            map,
            generation: 0,
            id: u32::MAX,
        }
    }
}

/// The cache is emptied when it holds this many texts (memory stays
/// bounded on inputs whose maps are all different).
const MAP_CACHE_MAX: usize = 4096;

/// The index of `c`'s map in the body being parsed (of generation
/// `generation`), the map pushed there the first time.
fn share(maps: &mut Vec<Arc<AffineMap>>, generation: u32, c: &mut Cached) -> u32 {
    if c.generation != generation || c.id as usize >= maps.len() {
        maps.push(c.map.clone());
        c.generation = generation;
        c.id = maps.len() as u32 - 1;
    }
    c.id
}

impl<'a> Parser<'a> {
    /// Parses affine map text (`affine_map<...>`) into `Body::maps`.
    fn map_from_text(&mut self, text: &str, span: Span) -> Result<u32> {
        let example = "an affine map like `affine_map<(d0) -> (d0)>`";
        let m = attr_body(
            text,
            "affine_map<",
            example,
            "affine map",
            span,
            aff::parse_map,
        )?;
        self.body.maps.push(Arc::new(m));
        Ok(self.body.maps.len() as u32 - 1)
    }

    /// Parses integer set text (`affine_set<...>`) into `Body::sets`.
    fn set_from_text(&mut self, text: &str, span: Span) -> Result<u32> {
        let example = "an integer set like `affine_set<(d0) : (d0 >= 0)>`";
        let s = attr_body(
            text,
            "affine_set<",
            example,
            "integer set",
            span,
            aff::parse_set,
        )?;
        self.body.sets.push(s);
        Ok(self.body.sets.len() as u32 - 1)
    }

    /// A map attribute (custom or generic form) as an index into the maps.
    fn map_attr(&mut self, key: &str, at: Span) -> Result<u32> {
        // The usual case (the custom form's map) without a copy of the
        // attribute.
        if let Some((_, Attr::AffineMap(id), _)) = self.attrs.iter().find(|(n, _, _)| *n == key) {
            return Ok(*id);
        }
        match self.find_attr(key) {
            Some((Attr::AffineMap(id), _)) => Ok(id),
            Some((Attr::Opaque(t), span)) => self.map_from_text(&t, span),
            Some((_, span)) => Err(Error::verify(
                span,
                format!("`{key}` must be an affine map"),
            )),
            None => Err(Error::verify(
                at,
                format!("missing the `{key}` affine map attribute"),
            )),
        }
    }

    /// `#map(%d..)[%s..]` or `affine_map<..>(%d..)[%s..]`: the map is kept as
    /// attribute `key`, its operands are used (all `index`).
    fn map_use(&mut self, key: &'static str) -> Result<()> {
        let at = self.pos_ws();
        let quick = self.src[at..].starts_with("affine_map<");
        if quick || self.peek_kw("affine_map") {
            // Written out in the op: parsed once per distinct text.
            let open = at + "affine_map".len();
            let recent = if quick {
                let rest = &self.src[open..];
                self.map_cache
                    .recent
                    .iter()
                    .find(|t| !t.is_empty() && rest.starts_with(**t))
            } else {
                None
            };
            let t = match recent {
                Some(&t) => {
                    self.pos = open + t.len();
                    t
                }
                _ => match quick.then(|| angle_end(self.src, open)) {
                    Some(Some(end)) => {
                        self.pos = end;
                        let t = &self.src[open..end];
                        let c = &mut self.map_cache;
                        c.recent[c.next_recent] = t;
                        c.next_recent = (c.next_recent + 1) % RECENT;
                        t
                    }
                    _ => {
                        self.bare_id();
                        self.skip_balanced()?
                    }
                },
            };
            let span = Span::new(at, self.pos);
            let id = if let Some(c) = self.map_cache.maps.get_mut(t) {
                share(&mut self.body.maps, self.generation, c)
            } else {
                let id = self.map_from_text(&format!("affine_map{t}"), span)?;
                if self.map_cache.maps.len() >= MAP_CACHE_MAX {
                    self.map_cache.maps.clear();
                }
                let c = Cached {
                    map: self.body.maps[id as usize].clone(),
                    generation: self.generation,
                    id,
                };
                self.map_cache.maps.insert(t, c);
                id
            };
            return self.map_operands(key, id, span);
        }
        let attr = self.attr()?;
        let span = Span::new(at, self.pos);
        let id = match attr {
            Attr::Opaque(t) => self.map_from_text(&t, span)?,
            _ => {
                return Err(Error::parse(
                    span,
                    "expected an affine map like `#map` or `affine_map<...>`",
                ));
            }
        };
        self.map_operands(key, id, span)
    }

    /// Keeps map `id` as attribute `key` and uses its operands.
    fn map_operands(&mut self, key: &'static str, id: u32, span: Span) -> Result<()> {
        self.attrs.push((key, Attr::AffineMap(id), span));
        let (dims, syms) = {
            let m = &self.body.maps[id as usize];
            (m.dims, m.syms)
        };
        self.dim_sym_operands(dims, syms, "map", span)
    }

    /// `(%d..)[%s..]` after a map or set with `dims` dimensions and `syms`
    /// symbols: each group must have as many operands (all `index`).
    fn dim_sym_operands(&mut self, dims: u32, syms: u32, what: &str, span: Span) -> Result<()> {
        let start = self.body.uses.len();
        let at = self.pos_ws();
        let mut end = at;
        if self.peek() == Some(b'(') {
            self.opt_use_group("(", ")")?;
            end = self.pos;
        }
        let mid = self.body.uses.len();
        if self.peek() == Some(b'[') {
            self.opt_use_group("[", "]")?;
            end = self.pos;
        }
        let (nd, ns) = (mid - start, self.body.uses.len() - mid);
        if nd != dims as usize || ns != syms as usize {
            return Err(Error::verify(
                Span::new(at, end.max(at + 1)),
                format!(
                    "the {what} takes {dims} dimension(s) and {syms} symbol(s), but {nd} and {ns} are given"
                ),
            )
            .label(format!("{nd} dimension(s), {ns} symbol(s)"))
            .note(span, format!("the {what}")));
        }
        let idx = self.types.index;
        self.type_all(start, idx);
        Ok(())
    }

    /// A bound of `affine.for`: `max`/`min` map use, an SSA symbol, or an
    /// integer.
    fn bound(&mut self, key: &'static str, kw: &str) -> Result<()> {
        self.eat_kw(kw);
        let at = self.pos_ws();
        let id = match self.peek() {
            Some(b'%') => {
                self.use_one()?;
                let idx = self.types.index;
                if let Some(u) = self.body.uses.last_mut() {
                    u.ty = idx;
                }
                let c = self.map_cache.sym.get_or_insert_with(|| {
                    Cached::new(Arc::new(AffineMap {
                        dims: 0,
                        syms: 1,
                        results: vec![AExpr::Sym(0)],
                    }))
                });
                share(&mut self.body.maps, self.generation, c)
            }
            Some(b'-' | b'0'..=b'9') => {
                let (n, span) = self.number()?;
                let NumLit::Int { value, .. } = n else {
                    return Err(Error::parse(span, "expected an integer bound"));
                };
                let v = i64::try_from(value)
                    .map_err(|_| Error::parse(span, "the bound does not fit in 64 bits"))?;
                if self.map_cache.consts.len() >= MAP_CACHE_MAX {
                    self.map_cache.consts.clear();
                }
                let c = self.map_cache.consts.entry(v).or_insert_with(|| {
                    Cached::new(Arc::new(AffineMap {
                        dims: 0,
                        syms: 0,
                        results: vec![AExpr::Const(v)],
                    }))
                });
                share(&mut self.body.maps, self.generation, c)
            }
            _ => return self.map_use(key),
        };
        let span = Span::new(at, self.pos);
        self.attrs.push((key, Attr::AffineMap(id), span));
        Ok(())
    }

    /// `%m[%i + 1, symbol(%n)]`: the index expressions become attribute
    /// `map`, their SSA values the operands (dims, then symbols).
    fn inline_indices(&mut self) -> Result<()> {
        self.inline_exprs("[", b']', "map")
    }

    /// Affine expressions over SSA values between `open` and `close`, kept
    /// as map attribute `key`, their values used as its operands.
    fn inline_exprs(&mut self, open: &str, close: u8, key: &'static str) -> Result<()> {
        let open = self.expect(open)?;
        let base = self.pos;
        let text = self.skip_until_bracket(close)?;
        if let Some((c, names)) = self.map_cache.inline.get_mut(text) {
            // Parsed before: only the names are looked up again.
            let id = share(&mut self.body.maps, self.generation, c);
            let names = names.clone();
            let after = self.pos;
            let idx = self.types.index;
            for at in names {
                self.pos = base + at as usize;
                let (value, span) = self.value_use()?;
                self.body.uses.push(Use {
                    value,
                    ty: idx,
                    span,
                });
            }
            self.pos = after;
            let span = Span::new(open.start as usize, after);
            self.attrs.push((key, Attr::AffineMap(id), span));
            return Ok(());
        }
        let mut dims: Vec<(&'a str, usize)> = Vec::new();
        let mut syms: Vec<(&'a str, usize)> = Vec::new();
        let exprs = aff::parse_inline(text, &mut |w, at, sym| {
            let list = if sym { &mut syms } else { &mut dims };
            let k = match list.iter().position(|(n, _)| *n == w) {
                Some(k) => k,
                None => {
                    list.push((w, at));
                    list.len() - 1
                }
            };
            Ok(if sym {
                Name::Sym(k as u32)
            } else {
                Name::Dim(k as u32)
            })
        })
        .map_err(|(at, msg)| Error::parse(Span::at(base + at), msg))?;
        let after = self.pos;
        let idx = self.types.index;
        for (_, at) in dims.iter().chain(syms.iter()) {
            self.pos = base + at;
            let (value, span) = self.value_use()?;
            self.body.uses.push(Use {
                value,
                ty: idx,
                span,
            });
        }
        self.pos = after;
        let map = AffineMap {
            dims: dims.len() as u32,
            syms: syms.len() as u32,
            results: exprs,
        };
        if self.map_cache.inline.len() >= MAP_CACHE_MAX {
            self.map_cache.inline.clear();
        }
        let names = dims
            .iter()
            .chain(syms.iter())
            .map(|(_, at)| *at as u32)
            .collect();
        let map = Arc::new(map);
        self.body.maps.push(map.clone());
        let id = self.body.maps.len() as u32 - 1;
        let c = Cached {
            map,
            generation: self.generation,
            id,
        };
        self.map_cache.inline.insert(text, (c, names));
        self.attrs.push((
            key,
            Attr::AffineMap(id),
            Span::new(open.start as usize, after),
        ));
        Ok(())
    }

    /// The text up to the `]` closing an index list (consumed), brackets
    /// and parentheses balanced.
    fn skip_until_bracket(&mut self, close: u8) -> Result<&'a str> {
        let start = self.pos;
        let mut depth = 0u32;
        // (A local scan: the position is stored once, at the end.)
        for (k, &c) in self.src.as_bytes()[start..].iter().enumerate() {
            if !SCAN[c as usize] {
                continue;
            }
            match c {
                b'(' | b'[' => depth += 1,
                b')' | b']' if depth > 0 => depth -= 1,
                c if c == close => {
                    let end = start + k;
                    self.pos = end + 1;
                    return Ok(&self.src[start..end]);
                }
                _ => {}
            }
        }
        self.pos = self.src.len();
        Err(Error::parse(
            Span::at(start),
            "unclosed bracket of the affine expressions",
        ))
    }

    /// Custom syntax of the `affine` ops.
    pub(super) fn affine_custom(&mut self, spec: Structured) -> Result<()> {
        let start = self.body.uses.len();
        match spec {
            Structured::AffineFor => {
                let (iv, ivspan) = self.value_name()?;
                self.expect("=")?;
                self.bound("lower_bound", "max")?;
                let nlb = self.body.uses.len() - start;
                if !self.eat_kw("to") {
                    return Err(self.expected("`to`"));
                }
                self.bound("upper_bound", "min")?;
                let span = self.token_span();
                let step = if self.eat_kw("step") {
                    let (n, s) = self.small_int("a positive step")?;
                    (n as i128, s)
                } else {
                    (1, span)
                };
                self.attrs.push((
                    "step",
                    Attr::Int {
                        value: step.0,
                        hex: false,
                        ty: None,
                    },
                    step.1,
                ));
                self.attrs.push((
                    "lb_operands",
                    Attr::Int {
                        value: nlb as i128,
                        hex: false,
                        ty: None,
                    },
                    span,
                ));
                let mut args: EntryArgs<'a> = smallvec::smallvec![(iv, ivspan, self.types.index)];
                if self.eat_kw("iter_args") {
                    self.iter_args(&mut args)?;
                }
                self.begin_regions();
                self.yield_region(&args)?;
            }
            Structured::AffineParallel => {
                // affine.parallel (%i..) = (lb..) to (ub..) [step (k..)]
                //     [reduce ("addf", ..) -> (T..)] { body }
                let args = self.iv_list()?;
                self.expect("=")?;
                self.inline_exprs("(", b')', "lowerBoundsMap")?;
                let nlb = self.body.uses.len() - start;
                if !self.eat_kw("to") {
                    return Err(self.expected("`to`"));
                }
                self.inline_exprs("(", b')', "upperBoundsMap")?;
                let span = self.token_span();
                let int = |value: i128| Attr::Int {
                    value,
                    hex: false,
                    ty: None,
                };
                let mut steps = Vec::new();
                if self.eat_kw("step") {
                    self.expect("(")?;
                    loop {
                        let (n, _) = self.small_int("a positive step")?;
                        steps.push(int(n as i128));
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                } else {
                    steps = vec![int(1); args.len()];
                }
                self.attrs.push(("steps", Attr::Array(steps), span));
                let mut kinds = Vec::new();
                if self.eat_kw("reduce") {
                    self.expect("(")?;
                    loop {
                        kinds.push(Attr::Str(self.string()?));
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                    self.expect("->")?;
                    self.op_result_types()?;
                }
                self.attrs.push(("reductions", Attr::Array(kinds), span));
                self.attrs.push(("lb_operands", int(nlb as i128), span));
                self.begin_regions();
                self.yield_region(&args)?;
            }
            Structured::AffineIf => {
                let at = self.pos_ws();
                let attr = self.attr()?;
                let span = Span::new(at, self.pos);
                let Attr::Opaque(t) = attr else {
                    return Err(Error::parse(
                        span,
                        "expected an integer set like `#set` or `affine_set<...>`",
                    ));
                };
                let id = self.set_from_text(&t, span)?;
                self.attrs.push(("condition", Attr::IntegerSet(id), span));
                let (dims, syms) = {
                    let st = &self.body.sets[id as usize];
                    (st.dims, st.syms)
                };
                self.dim_sym_operands(dims, syms, "integer set", span)?;
                if self.eat("->") {
                    self.op_result_types()?;
                }
                self.begin_regions();
                self.yield_region(&[])?;
                if self.eat_kw("else") {
                    self.yield_region(&[])?;
                } else {
                    self.empty_region();
                }
            }
            Structured::AffineApply | Structured::AffineMin | Structured::AffineMax => {
                self.map_use("map")?;
                let idx = self.types.index;
                self.result_tys.push(idx);
            }
            Structured::AffineLoad => {
                self.use_one()?;
                self.inline_indices()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                let elem = self.memref_elem(t).unwrap_or(t);
                self.result_tys.push(elem);
                return Ok(());
            }
            Structured::AffineVectorLoad | Structured::AffineVectorStore => {
                // affine.vector_load %m[..] : memref<..>, vector<..>
                // affine.vector_store %v, %m[..] : memref<..>, vector<..>
                let store = matches!(spec, Structured::AffineVectorStore);
                self.use_one()?;
                if store {
                    self.expect(",")?;
                    self.use_one()?;
                }
                self.inline_indices()?;
                self.opt_attrs()?;
                let mt = self.colon_type()?;
                self.expect(",")?;
                let vt = self.ty()?;
                if store {
                    self.body.uses[start].ty = vt;
                    self.body.uses[start + 1].ty = mt;
                } else {
                    self.body.uses[start].ty = mt;
                    self.result_tys.push(vt);
                }
                return Ok(());
            }
            Structured::AffinePrefetch => {
                // affine.prefetch %m[%i], read|write, locality<N>, data|instr : T
                self.use_one()?;
                self.inline_indices()?;
                for what in ["`read` or `write`", "`locality<0..3>`", "`data` or `instr`"] {
                    self.expect(",")?;
                    let at = self.pos_ws();
                    let ok = match self.bare_id() {
                        Some(("read" | "write", _)) => what.starts_with("`read"),
                        Some(("data" | "instr", _)) => what.starts_with("`data"),
                        Some(("locality", _)) => {
                            self.expect("<")?;
                            let (n, _) = self.small_int("a locality from 0 to 3")?;
                            self.expect(">")?;
                            n <= 3 && what.starts_with("`loc")
                        }
                        _ => false,
                    };
                    if !ok {
                        return Err(Error::parse(
                            Span::new(at, self.pos),
                            format!("expected {what}"),
                        ));
                    }
                }
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start].ty = t;
                return Ok(());
            }
            Structured::AffineStore => {
                self.use_one()?;
                self.expect(",")?;
                self.use_one()?;
                self.inline_indices()?;
                self.opt_attrs()?;
                let t = self.colon_type()?;
                self.body.uses[start + 1].ty = t;
                self.body.uses[start].ty = self.memref_elem(t).unwrap_or(t);
                return Ok(());
            }
            _ => unreachable!("affine_custom is called for affine ops only"),
        }
        self.opt_attrs()?;
        Ok(())
    }

    /// Decodes the maps, sets, steps and reductions of `affine` ops (their
    /// type rules: `verify/structured.rs`).
    pub(super) fn build_affine(&mut self, spec: Structured, at: Span) -> Result<OpKind> {
        let arity = |p: &Self, m: u32| {
            let m = &p.body.maps[m as usize];
            m.dims + m.syms
        };
        Ok(match spec {
            Structured::AffineFor => {
                let lb = self.map_attr("lower_bound", at)?;
                let ub = self.map_attr("upper_bound", at)?;
                let step = match self.find_attr("step") {
                    Some((Attr::Int { value, .. }, _))
                        if value > 0 && value <= i64::MAX as i128 =>
                    {
                        value as i64
                    }
                    Some((_, s)) => {
                        return Err(Error::verify(s, "the step must be a positive integer"));
                    }
                    None => 1,
                };
                OpKind::AffineFor {
                    lb,
                    ub,
                    lb_operands: arity(self, lb),
                    step,
                }
            }
            Structured::AffineParallel => {
                let lb = self.map_attr("lowerBoundsMap", at)?;
                let ub = self.map_attr("upperBoundsMap", at)?;
                let steps: Vec<i64> = match self.find_attr("steps") {
                    Some((Attr::Array(v) | Attr::Dense { elems: v, .. }, _)) => v
                        .iter()
                        .filter_map(|x| match x {
                            Attr::Int { value, .. } => i64::try_from(*value).ok(),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let mut reductions = Vec::new();
                if let Some((Attr::Array(v), span)) = self.find_attr("reductions") {
                    for a in &v {
                        let k = match a {
                            Attr::Str(s) => ReduceKind::from_name(s),
                            // `#arith.atomic_rmw_kind<addf>` (MLIR 22).
                            Attr::Opaque(t) => t
                                .strip_suffix('>')
                                .and_then(|t| t.rsplit('<').next())
                                .and_then(ReduceKind::from_name),
                            _ => None,
                        };
                        let Some(k) = k else {
                            let list: Vec<&str> =
                                ReduceKind::NAMES.iter().map(|(n, _)| *n).collect();
                            return Err(Error::verify(span, "unknown reduction kind")
                                .help(format!("the kinds are: {}", list.join(", "))));
                        };
                        reductions.push(k);
                    }
                }
                OpKind::AffineParallel {
                    lb,
                    ub,
                    lb_operands: arity(self, lb),
                    steps: steps.into(),
                    reductions: reductions.into(),
                }
            }
            Structured::AffineIf => {
                let set = match self.find_attr("condition") {
                    Some((Attr::IntegerSet(id), _)) => id,
                    Some((Attr::Opaque(t), span)) => self.set_from_text(&t, span)?,
                    _ => {
                        let name = unquote(&self.src[at.start as usize..at.end as usize]);
                        return Err(Error::verify(
                            at,
                            format!("`{name}` needs a `condition` integer set"),
                        ));
                    }
                };
                OpKind::If(Some(set))
            }
            Structured::AffineApply | Structured::AffineMin | Structured::AffineMax => {
                let m = self.map_attr("map", at)?;
                let reduce = match spec {
                    Structured::AffineApply => AffineReduce::Apply,
                    Structured::AffineMin => AffineReduce::Min,
                    _ => AffineReduce::Max,
                };
                OpKind::AffineApply(m, reduce)
            }
            Structured::AffineVectorLoad => OpKind::AffineVectorLoad(self.map_attr("map", at)?),
            Structured::AffineVectorStore => OpKind::AffineVectorStore(self.map_attr("map", at)?),
            Structured::AffinePrefetch => OpKind::AffinePrefetch(self.map_attr("map", at)?),
            Structured::AffineLoad => OpKind::AffineLoad(self.map_attr("map", at)?),
            Structured::AffineStore => OpKind::AffineStore(self.map_attr("map", at)?),
            _ => unreachable!("build_affine is called for affine ops only"),
        })
    }
}

/// Where the `<...>` starting at `start` (a `<`) ends, for the usual map
/// text: `None` at anything unusual (a string, `>=`, `<=`, no end), which
/// `Parser::skip_balanced` reads then.
fn angle_end(src: &str, start: usize) -> Option<usize> {
    let b = src.as_bytes();
    let mut depth = 0u32;
    for (i, &c) in b.iter().enumerate().skip(start) {
        match c {
            b'"' | b'=' => return None,
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b')' | b']' | b'}' | b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The bytes `skip_until_bracket` looks at (brackets); the others are
/// passed over with one load.
static SCAN: [bool; 256] = crate::byte_set(b"()[]");

/// The contents of `open...>` parsed by `parse`, with diagnostics at `span`.
fn attr_body<T>(
    text: &str,
    open: &str,
    example: &str,
    what: &str,
    span: Span,
    parse: fn(&str) -> std::result::Result<T, aff::TextError>,
) -> Result<T> {
    let inner = text
        .strip_prefix(open)
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(|| Error::parse(span, format!("expected {example}")))?;
    parse(inner).map_err(|(_, msg)| {
        Error::parse(span, format!("invalid {what}: {msg}")).label(format!(
            "in this {}",
            what.rsplit(' ').next().unwrap_or(what)
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::angle_end;

    #[test]
    fn angle_ends() {
        let m = "affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)";
        assert_eq!(angle_end(m, 10), Some(36));
        assert_eq!(
            &m[10..angle_end(m, 10).unwrap_or(0)],
            "<(d0)[s0] -> (d0 + 4, s0)>"
        );
        // The general scan reads these.
        assert_eq!(angle_end("affine_set<(d0) : (d0 >= 0)>", 10), None);
        assert_eq!(angle_end("affine_map<(d0) -> (d0)", 10), None);
        // As `skip_balanced`: the first bracket closing at depth 0 ends it.
        assert_eq!(angle_end("affine_map<(d0) -> (d0)))>", 10), Some(24));
        assert_eq!(angle_end("affine_map<\">\">", 10), None);
    }
}
