//! Parsing a piece of a module, for the parallel driver (`crate::parallel`).
//!
//! A worker parses the module's prelude (aliases, globals and declarations
//! up to the first function with a body), then jumps to the start of its
//! piece and parses functions up to the piece's end. References to
//! functions outside the piece are not errors here: [`Parser::finish_piece`]
//! hands them to the driver, which checks them against the other pieces.

use super::*;

/// A reference from a piece to a function the piece does not define.
pub struct Foreign {
    pub name: String,
    /// The MLIR spelling of the type the reference gives the function
    /// (`None`: untyped, an `llvm.mlir.addressof`).
    pub ty: Option<String>,
}

/// What a piece leaves for the driver to check across pieces.
pub struct Piece {
    pub module: Module,
    pub foreign: Vec<Foreign>,
    /// The piece references a global it does not define.
    pub foreign_global: bool,
    /// The pointer style the piece's LLVM-dialect types use, if any (a
    /// module may not mix them).
    pub ptr_style: Option<super::llvm22::PtrStyle>,
}

impl<'a> Parser<'a> {
    /// The byte offset the parser has reached.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Continues at byte `pos` (the start of a top-level item, inside the
    /// module the prelude opened), and lets the input end there without
    /// closing the module (the rest of it is another piece's).
    pub fn jump(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Lets the input end without closing the module.
    pub fn allow_open_end(&mut self) {
        self.open_end = true;
    }

    /// Like [`Parser::finish`], but references to functions this parser has
    /// not seen defined or declared come back as [`Foreign`] instead of
    /// errors.
    pub fn finish_piece(self) -> Result<Piece> {
        let mut foreign = Vec::new();
        let mut seen: FxHashMap<(FuncId, Option<TypeId>), ()> = FxHashMap::default();
        for c in &self.claims {
            let f = &self.funcs[c.func.index()];
            if f.state != FuncState::Referenced {
                self.check_claim(c)?;
                continue;
            }
            let key = (c.func, c.typed.then_some(c.ty));
            if seen.insert(key, ()).is_none() {
                foreign.push(Foreign {
                    name: f.name.clone(),
                    ty: c.typed.then(|| self.types.display(c.ty).to_string()),
                });
            }
        }
        let ptr_style = self.ptr_style.map(|(s, _)| s);
        let foreign_global = self
            .globals
            .iter()
            .any(|g| g.state == FuncState::Referenced);
        Ok(Piece {
            module: Module {
                funcs: self.funcs,
                globals: self.globals,
                types: self.types,
            },
            foreign,
            foreign_global,
            ptr_style,
        })
    }
}

/// Where a module may be cut into pieces of about `size` bytes: offsets of
/// lines that start (after spaces) with a function keyword, the first one
/// at or after each multiple of `size`. A cut in the wrong place (inside a
/// string, say) makes a piece fail to parse, and the driver then compiles
/// the module in one piece; so this only has to be right in practice.
pub fn cuts(src: &str, size: usize) -> Vec<usize> {
    let b = src.as_bytes();
    let mut cuts = vec![0];
    let mut at = size.max(1);
    while at < b.len() {
        let Some(cut) = next_func_line(b, at) else {
            break;
        };
        cuts.push(cut);
        at = cut + size.max(1);
    }
    cuts
}

/// The offset of the first line at or after `from` that starts with a
/// function keyword (`func`, `func.func`, `builtin.func`, `llvm.func`).
fn next_func_line(b: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while i < b.len() {
        let nl = i + b[i..].iter().position(|&c| c == b'\n')?;
        let mut j = nl + 1;
        while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
            j += 1;
        }
        let rest = &b[j..];
        for kw in [&b"func"[..], b"func.func", b"builtin.func", b"llvm.func"] {
            if rest.starts_with(kw) && rest.get(kw.len()).is_some_and(|&c| c == b' ') {
                return Some(j);
            }
        }
        i = nl + 1;
    }
    None
}

/// Where the prelude every piece reads again ends, about: the first line
/// that starts a function and ends with `{` (a body); `src.len()` if none.
pub fn prelude_len(src: &str) -> usize {
    let b = src.as_bytes();
    let mut at = 0;
    while let Some(j) = next_func_line(b, at) {
        let end = memchr::memchr(b'\n', &b[j..]).map_or(b.len(), |n| j + n);
        if b[j..end].trim_ascii_end().ends_with(b"{") {
            return j;
        }
        at = j;
    }
    b.len()
}

impl Parser<'_> {
    /// Whether function `name` is declared or defined in what this parser
    /// has read.
    pub fn knows_func(&self, name: &str) -> bool {
        self.func_names
            .get(name)
            .is_some_and(|f| self.funcs[f.index()].state != FuncState::Referenced)
    }

    /// Function `name`, if it is declared or defined in what this parser
    /// has read.
    pub fn func_named(&self, name: &str) -> Option<FuncId> {
        self.func_names
            .get(name)
            .copied()
            .filter(|f| self.funcs[f.index()].state != FuncState::Referenced)
    }

    /// The offset of the next token (after spaces and comments).
    pub fn at(&mut self) -> usize {
        self.ws();
        self.pos
    }
}
