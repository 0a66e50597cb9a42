//! Error recovery: with a limit above one ([`Parser::set_max_errors`]), an
//! op that fails to parse or to check is recorded, its text skipped, and
//! the block goes on with the next op; an error outside an op (a function
//! header, a block label, a missing `}`) is returned, and the driver skips
//! to the next top-level item ([`Parser::resync`]). The names a failed op
//! would have defined are poisoned: their later uses are not reported as
//! undefined. Nothing here runs on the success path but a few stores.

use super::*;

/// What an op's recovery restores: the stacks' heights and the counters
/// the failed op may have left changed.
#[derive(Copy, Clone)]
pub(super) struct Mark {
    start: usize,
    op_depth: u32,
    depth: u32,
    cuts: usize,
    regions: usize,
    ops: usize,
    errors: usize,
    region: RegionId,
    block: BlockId,
}

impl<'a> Parser<'a> {
    /// Records up to `n` errors before stopping (1, the default: the first
    /// error is returned, nothing is recorded).
    pub fn set_max_errors(&mut self, n: usize) {
        self.max_errors = n.max(1);
    }

    /// Whether errors are recorded and parsing goes on after them.
    #[inline]
    pub(super) fn recovering(&self) -> bool {
        self.max_errors > 1
    }

    /// Records `e`; `false` once the limit is passed (the caller stops:
    /// [`Parser::stopped`] is then set and `e` is not kept).
    pub fn record(&mut self, e: Error) -> bool {
        if self.stopped {
            return false;
        }
        if self.errors.len() >= self.max_errors {
            self.stopped = true;
            return false;
        }
        self.errors.push(e);
        true
    }

    /// Records `more` (in source order) among the errors recorded since
    /// the `from`-th, by position: a function's verifier errors among its
    /// syntax errors. False once the limit is passed.
    pub fn record_among(&mut self, from: usize, more: Vec<Error>) -> bool {
        if more.is_empty() || self.stopped {
            return !self.stopped;
        }
        let mine = self.errors.split_off(from.min(self.errors.len()));
        let (mut a, mut b) = (mine.into_iter().peekable(), more.into_iter().peekable());
        loop {
            let next = match (a.peek(), b.peek()) {
                (Some(x), Some(y)) if y.span.start < x.span.start => b.next(),
                (Some(_), _) => a.next(),
                (None, _) => b.next(),
            };
            let Some(e) = next else { break };
            if self.errors.len() >= self.max_errors {
                self.stopped = true;
                return false;
            }
            self.errors.push(e);
        }
        true
    }

    /// The number of errors recorded so far.
    pub fn error_count(&self) -> usize {
        self.errors.len()
    }

    /// Whether the limit was passed (the errors after it are dropped).
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The errors recorded so far, in order.
    pub fn take_errors(&mut self) -> Vec<Error> {
        std::mem::take(&mut self.errors)
    }

    /// The state an op's recovery goes back to; `start`: where the op
    /// begins.
    #[inline]
    pub(super) fn mark(&self, start: usize) -> Mark {
        Mark {
            start,
            op_depth: self.op_depth,
            depth: self.depth,
            cuts: self.cuts.len(),
            regions: self.region_stack.len(),
            ops: self.op_stack.len(),
            errors: self.errors.len(),
            region: self.region,
            block: self.block,
        }
    }

    /// After op error `e`: records it (unless errors were recorded inside
    /// the op's regions, which then caused it), poisons the names the op
    /// would have defined, restores the block's state and skips the op's
    /// text. `Err` when the block cannot go on: no op text to skip (a
    /// top-level keyword: a `}` is missing), or the limit is passed.
    #[cold]
    #[inline(never)]
    pub(super) fn recover_op(&mut self, e: Error, m: Mark) -> Result<()> {
        self.op_depth = m.op_depth;
        self.depth = m.depth;
        self.cuts.truncate(m.cuts);
        self.region_stack.truncate(m.regions);
        self.op_stack.truncate(m.ops);
        self.region = m.region;
        self.block = m.block;
        // No op text, or a top-level item before its end (a `}` is
        // missing): the function ends here, the driver records `e`.
        let Some(end) = op_text_end(self.src.as_bytes(), m.start) else {
            return Err(e);
        };
        if end == self.src.len() || starts_item(self.src.as_bytes(), end) {
            return Err(e);
        }
        let defs = std::mem::take(&mut self.defs);
        self.poisoned.extend(defs.iter().map(|d| d.name));
        self.defs = defs;
        if self.errors.len() == m.errors && !self.record(e.clone()) {
            return Err(e);
        }
        self.pos = end;
        Ok(())
    }

    /// Whether `name` was to be defined by an op that failed.
    pub(super) fn is_poisoned(&self, name: &str) -> bool {
        self.poisoned.contains(&name)
    }

    /// After an error outside an op: continues at the next line that
    /// starts a top-level item (or closes the open module at column 0),
    /// after the line where the failed item began; at the end of the input
    /// if there is none (the module is then let end open).
    pub fn resync(&mut self) {
        let b = self.src.as_bytes();
        let mut i = self.item_start.min(b.len());
        self.depth = 0;
        // Not before the line the parser reached (a skipped nested module
        // ends there), unless that is the failed item's line.
        let line = b[..self.pos.min(b.len())]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |k| k + 1);
        if line > i {
            if starts_item(b, line) {
                self.pos = line;
                return;
            }
            i = line;
        }
        loop {
            let Some(nl) = b[i..].iter().position(|&c| c == b'\n') else {
                self.pos = b.len();
                self.open_end = true;
                return;
            };
            i += nl + 1;
            if starts_item(b, i) || (!self.open.is_empty() && b.get(i) == Some(&b'}')) {
                self.pos = i;
                return;
            }
        }
    }

    /// Notes where a top-level item begins (for [`Parser::resync`]).
    #[inline]
    pub(super) fn set_item_start(&mut self) {
        self.item_start = self.pos;
    }

    /// `!name` is no type alias: a misspelt `!llvm.` type, or another
    /// alias's name misspelt?
    #[cold]
    pub(super) fn undefined_alias(&self, name: &str, span: Span) -> Error {
        let e = Error::parse(span, format!("undefined type alias `!{name}`"));
        if let Some((dialect, rest)) = name.split_once('.')
            && crate::diag::edit_distance(dialect.as_bytes(), b"llvm", 1) <= 1
        {
            return e.help(format!("did you mean `!llvm.{rest}`?"));
        }
        let mut names: Vec<&str> = self.type_aliases.keys().copied().collect();
        names.sort_unstable();
        match crate::diag::closest(name, &names) {
            Some(c) => e.help(format!("did you mean `!{c}`?")),
            None => e.help("define it first: `!name = type i32`"),
        }
    }

    /// "did you mean" for an undefined value `name` (`%x1`): the closest
    /// name defined in the function.
    #[cold]
    pub(super) fn similar_value(&self, name: &str) -> Option<String> {
        let mut names: Vec<&str> = self
            .body
            .values
            .iter()
            .filter(|v| v.def != ValueDef::Pending)
            .filter_map(|v| self.src.get(v.span.start as usize..v.span.end as usize))
            .filter(|n| n.starts_with('%'))
            .collect();
        names.sort_unstable();
        names.dedup();
        // A one-letter name is one edit from any other: no guess.
        let name = value_text(name);
        if name.len() < 3 {
            return None;
        }
        crate::diag::did_you_mean(name, &names)
    }

    /// Forgets the names poisoned in the previous body.
    #[inline]
    pub(super) fn clear_poisoned(&mut self) {
        self.poisoned.clear();
    }
}

/// Whether the line at `i` starts (after spaces) with a top-level keyword.
fn starts_item(b: &[u8], mut i: usize) -> bool {
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    let n = b[i..].iter().take_while(|&&c| is_ident_byte(c)).count();
    let word = std::str::from_utf8(&b[i..i + n]).unwrap_or("");
    let next = b.get(i + n).copied();
    op::is_top_level_keyword(word) && matches!(next, None | Some(b' ' | b'\t' | b'\n' | b'{'))
}

/// Whether the line at `i` starts (after spaces) like an op with results
/// (`%a, %b:2 =`), a block label or the end of a region.
fn starts_op(b: &[u8], mut i: usize) -> bool {
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    match b.get(i) {
        Some(b'^' | b'}') => true,
        Some(b'%') => {
            let rest = &b[i..];
            let n = rest
                .iter()
                .take_while(|&&c| is_ident_byte(c) || matches!(c, b'%' | b',' | b':' | b' ' | b'-'))
                .count();
            rest.get(n) == Some(&b'=') && rest.get(n + 1) != Some(&b'=')
        }
        _ => false,
    }
}

/// Where to go on after the op whose text starts at `start`: after the
/// line its brackets close on, before a closing bracket that is not its
/// own (its block's `}`), or at a line starting a top-level item (a `}` is
/// missing). A `(` or `[` left open at the end of a line is taken as a
/// mistake, and closed there, if the next line starts like an op with
/// results, a label or a `}`. `None` when that is no progress.
fn op_text_end(b: &[u8], start: usize) -> Option<usize> {
    if starts_item(b, start) {
        return None;
    }
    let mut stack: Vec<u8> = Vec::new();
    let mut i = start;
    let end = loop {
        let Some(&c) = b.get(i) else {
            break b.len();
        };
        match c {
            b'"' => {
                i += 1;
                while let Some(&c) = b.get(i) {
                    match c {
                        b'\\' => i += 1,
                        b'"' | b'\n' => break,
                        _ => {}
                    }
                    i += 1;
                }
                if b.get(i) == Some(&b'\n') {
                    continue;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'(' | b'[' | b'{' => stack.push(c),
            b')' | b']' | b'}' if stack.pop().is_none() => break i,
            b'\n' => {
                if starts_op(b, i + 1) {
                    while stack.last().is_some_and(|&o| o != b'{') {
                        stack.pop();
                    }
                }
                if stack.is_empty() || starts_item(b, i + 1) {
                    break i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    };
    (end > start).then_some(end)
}

/// A value use without its result number (`%x#1`: `%x`).
fn value_text(text: &str) -> &str {
    text.split('#').next().unwrap_or(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_ends() {
        let s = b"%a = foo(%x\n%b = bar\n";
        assert_eq!(op_text_end(s, 0), Some(12));
        let s = b"scf.for %i = %a to %b step %c {\n  %x = y\n}\n%z = w\n";
        assert_eq!(op_text_end(s, 0), Some(43));
        let s = b"%a = foo }";
        assert_eq!(op_text_end(s, 0), Some(9));
        let s = b"scf.if %c {\n  %x = y\nfunc.func @g() {\n";
        assert_eq!(op_text_end(s, 0), Some(21));
        assert_eq!(op_text_end(s, 21), None);
        let s = b"%a = foo \"}\\\"\" // }\n%b";
        assert_eq!(op_text_end(s, 0), Some(20));
    }
}
