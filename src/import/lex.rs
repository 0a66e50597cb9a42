//! The tokens of LLVM IR text, read one at a time from a byte cursor (no
//! token vector: the importer streams). Comments (`;` to the end of the
//! line) and white space are skipped.
//!
//! Hand-written rather than built from `nom` combinators: the lexer is the
//! importer's hot loop, and LLVM IR's token classes are decided by their
//! first byte.

use crate::diag::{Error, Result, Span};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tok {
    /// `%name`, `%"name"`, `%12`: the name in `Lexer::name`.
    Local,
    /// `@name`, `@"name"`, `@12`.
    Global,
    /// `name:` or `12:` or `"name":` (a block label).
    Label,
    /// A keyword or type name (`define`, `i32`, `x86_fp80`...).
    Word,
    /// An integer (possibly negative).
    Int,
    /// A float literal (decimal with `.` or exponent, or `0x...`).
    Float,
    /// A string `"..."`; `c"..."` is `Word` `c` then... no: `CStr`.
    Str,
    /// `c"..."`.
    CStr,
    /// `!name`, `!12`, `!"..."`, or `!` itself before `{`.
    Meta,
    /// `#12` (an attribute group).
    Hash,
    /// `$name` (a comdat).
    Dollar,
    /// `...`
    Dots,
    /// One of `( ) [ ] { } < > , = * : |`.
    Punct(u8),
    Eof,
}

#[derive(Clone)]
pub struct Lexer<'s> {
    pub src: &'s str,
    bytes: &'s [u8],
    pub pos: usize,
    /// The current token and its span.
    pub tok: Tok,
    pub start: usize,
    pub end: usize,
    /// The end of the token before the current one.
    pub prev_end: usize,
    /// The decoded text of a quoted name or string (escapes resolved).
    buf: Vec<u8>,
    /// The name of a `Local`, `Global`, `Label`, `Meta`, `Hash`, `Dollar`
    /// or `Word` token, when unquoted: a range of the source.
    nm: (usize, usize),
    /// Whether the current name is `buf`.
    quoted: bool,
}

/// The bytes of a bare name: letters, digits, `_`, `.`, `$`, `-`.
static NAME: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-');
        c += 1;
    }
    t
};

/// The bytes [`Lexer::skip_entity`] stops at: quotes, comments, brackets
/// and line breaks.
static ENTITY_STOP: [bool; 256] = crate::byte_set(b"\";([{<)]}>\n");

/// The bytes [`Lexer::group_end`] stops at: brackets, and the quotes,
/// comments and line breaks it gives up at.
static GROUP_STOP: [bool; 256] = crate::byte_set(b"\";[{<]}>\n");

#[inline]
fn is_name(c: u8) -> bool {
    NAME[usize::from(c)]
}

/// Whether `c` continues a bare name (`%name`, `@name`, words).
#[inline]
pub(super) fn is_name_byte(c: u8) -> bool {
    is_name(c)
}

/// The white space [`Lexer::next`] skips (`;` starts a comment).
static SPACE: [bool; 256] = crate::byte_set(b" \t\n\r");

/// The end of the bare name whose bytes continue at `i`.
#[inline]
fn name_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && is_name(b[i]) {
        i += 1;
    }
    i
}

impl<'s> Lexer<'s> {
    pub fn new(src: &'s str) -> Result<Lexer<'s>> {
        let mut l = Lexer {
            src,
            bytes: src.as_bytes(),
            pos: 0,
            tok: Tok::Eof,
            start: 0,
            end: 0,
            prev_end: 0,
            buf: Vec::new(),
            nm: (0, 0),
            quoted: false,
        };
        l.next()?;
        Ok(l)
    }

    pub fn span(&self) -> Span {
        Span::new(self.start, self.end)
    }

    /// The current token's text.
    #[inline]
    pub fn text(&self) -> &'s str {
        &self.src[self.start..self.end]
    }

    /// The current token's name or string, decoded (any bytes).
    #[inline]
    pub fn name(&self) -> &[u8] {
        if self.quoted {
            &self.buf
        } else {
            &self.bytes[self.nm.0..self.nm.1]
        }
    }

    /// [`Lexer::name`], borrowed from the source when it is not quoted.
    #[inline]
    pub fn name_cow(&self) -> std::borrow::Cow<'s, [u8]> {
        if self.quoted {
            std::borrow::Cow::Owned(self.buf.clone())
        } else {
            std::borrow::Cow::Borrowed(&self.bytes[self.nm.0..self.nm.1])
        }
    }

    /// The decoded name as text (names and strings may hold any byte).
    pub fn name_str(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.name())
    }

    /// Reads a quoted string at `self.pos` (on the `"`) into `name`.
    fn quoted(&mut self) -> Result<()> {
        let b = self.bytes;
        let open = self.pos;
        let mut i = self.pos + 1;
        self.buf.clear();
        self.quoted = true;
        loop {
            match b.get(i) {
                None => {
                    return Err(Error::parse(
                        Span::at(open),
                        "this string is not closed: expected `\"`",
                    ));
                }
                Some(b'"') => break,
                Some(b'\\') => {
                    let h = |c: Option<&u8>| c.and_then(|c| (*c as char).to_digit(16));
                    if b.get(i + 1) == Some(&b'\\') {
                        self.buf.push(b'\\');
                        i += 2;
                    } else if let (Some(x), Some(y)) = (h(b.get(i + 1)), h(b.get(i + 2))) {
                        self.buf.push((x * 16 + y) as u8);
                        i += 3;
                    } else {
                        return Err(Error::parse(
                            Span::new(i, i + 1),
                            "bad escape in string: expected `\\\\` or `\\` and two hex digits",
                        ));
                    }
                }
                Some(&c) => {
                    self.buf.push(c);
                    i += 1;
                }
            }
        }
        self.pos = i + 1;
        Ok(())
    }

    /// Moves to the next token. The common tokens (punctuation, `%name`,
    /// `@name`, lower-case words, plain integers) are read here, without
    /// calls; the others by [`Lexer::next_slow`].
    pub fn next(&mut self) -> Result<()> {
        self.prev_end = self.end;
        let b = self.bytes;
        let mut i = self.pos;
        while i < b.len() && SPACE[usize::from(b[i])] {
            i += 1;
        }
        if b.get(i) == Some(&b';') {
            return self.comment(i);
        }
        self.start = i;
        let Some(&c) = b.get(i) else {
            self.pos = i;
            self.tok = Tok::Eof;
            self.end = i;
            return Ok(());
        };
        let (tok, e) = match c {
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b'*' | b':'
            | b'|' => (Tok::Punct(c), i + 1),
            b'%' | b'@' if b.get(i + 1).is_some_and(|&n| is_name(n)) => {
                let e = name_end(b, i + 2);
                self.quoted = false;
                self.nm = (i + 1, e);
                (if c == b'%' { Tok::Local } else { Tok::Global }, e)
            }
            b'a'..=b'z' if c != b'c' || b.get(i + 1) != Some(&b'"') => {
                let e = name_end(b, i + 1);
                self.quoted = false;
                self.nm = (i, e);
                if b.get(e) == Some(&b':') {
                    (Tok::Label, e + 1)
                } else {
                    (Tok::Word, e)
                }
            }
            b'-' | b'0'..=b'9' => {
                // A plain integer; hexadecimal, floats, numeric labels and
                // a `-` alone go the long way.
                let d = i + usize::from(c == b'-');
                let mut e = d;
                while e < b.len() && b[e].is_ascii_digit() {
                    e += 1;
                }
                if e == d
                    || (c == b'0' && b.get(i + 1) == Some(&b'x'))
                    || matches!(b.get(e), Some(b'.' | b'e' | b'E' | b':'))
                {
                    return self.next_slow(i);
                }
                (Tok::Int, e)
            }
            _ => return self.next_slow(i),
        };
        self.pos = e;
        self.end = e;
        self.tok = tok;
        Ok(())
    }

    /// [`Lexer::next`] at the comment at `i` (out of line: no call in the
    /// common path).
    #[inline(never)]
    fn comment(&mut self, i: usize) -> Result<()> {
        self.pos = memchr::memchr(b'\n', &self.bytes[i..]).map_or(self.bytes.len(), |k| i + k);
        // `end` is unchanged: `prev_end` stays the end of the last token.
        self.next()
    }

    /// [`Lexer::next`] for any token at `i` (after white space): the
    /// strings, numbers other than plain integers, labels, `!` and `#`...
    #[inline(never)]
    fn next_slow(&mut self, i: usize) -> Result<()> {
        let b = self.bytes;
        self.pos = i;
        let Some(&c) = b.get(i) else {
            self.tok = Tok::Eof;
            self.end = i;
            return Ok(());
        };
        self.tok = match c {
            b'%' | b'@' | b'!' | b'#' | b'$' => {
                let s = i + 1;
                match b.get(s) {
                    Some(&n) if is_name(n) => {
                        let e = name_end(b, s + 1);
                        self.quoted = false;
                        self.nm = (s, e);
                        self.pos = e;
                    }
                    Some(b'"') => {
                        self.pos = s;
                        self.quoted()?;
                    }
                    // `!` alone (before `{`, in `!{...}`).
                    _ if c == b'!' => {
                        self.quoted = false;
                        self.nm = (s, s);
                        self.pos = s;
                    }
                    _ => {
                        self.pos = s;
                        return Err(self.no_name(c));
                    }
                }
                match c {
                    b'%' => Tok::Local,
                    b'@' => Tok::Global,
                    b'!' => Tok::Meta,
                    b'#' => Tok::Hash,
                    _ => Tok::Dollar,
                }
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b'*' | b':'
            | b'|' => {
                self.pos = i + 1;
                Tok::Punct(c)
            }
            b'-' | b'0'..=b'9' => self.number()?,
            b'"' => {
                self.quoted()?;
                if b.get(self.pos) == Some(&b':') {
                    self.pos += 1;
                    Tok::Label
                } else {
                    Tok::Str
                }
            }
            b'c' if b.get(i + 1) == Some(&b'"') => {
                self.pos = i + 1;
                self.quoted()?;
                Tok::CStr
            }
            b'.' if b[i..].starts_with(b"...") => {
                self.pos = i + 3;
                Tok::Dots
            }
            c if is_name(c) => {
                let e = name_end(b, i + 1);
                self.quoted = false;
                self.nm = (i, e);
                if b.get(e) == Some(&b':') {
                    self.pos = e + 1;
                    Tok::Label
                } else {
                    self.pos = e;
                    Tok::Word
                }
            }
            _ => return Err(self.bad_char()),
        };
        self.end = self.pos;
        Ok(())
    }

    // The errors of the hot paths, out of line (they keep the paths' code
    // and stack frames small).

    #[cold]
    #[inline(never)]
    fn no_name(&self, c: u8) -> Error {
        Error::parse(
            Span::new(self.start, self.pos),
            format!("expected a name after `{}`", c as char),
        )
    }

    #[cold]
    #[inline(never)]
    fn bad_char(&self) -> Error {
        let ch = self.src[self.pos..].chars().next().unwrap_or('?');
        Error::parse(
            Span::new(self.pos, self.pos + ch.len_utf8()),
            format!("unexpected character `{ch}` in LLVM IR"),
        )
    }

    #[cold]
    #[inline(never)]
    fn expected_punct(&self, c: u8) -> Error {
        self.expected(&format!("`{}`", c as char))
    }

    #[cold]
    #[inline(never)]
    fn expected_word(&self, w: &str) -> Error {
        self.expected(&format!("`{w}`"))
    }

    /// An integer, a float, or a numeric label (`12:`).
    fn number(&mut self) -> Result<Tok> {
        let b = self.bytes;
        let s = self.pos;
        if b[s..].starts_with(b"0x") {
            let mut i = s + 2;
            if matches!(b.get(i), Some(b'K' | b'L' | b'M' | b'H' | b'R')) {
                i += 1;
            }
            while i < b.len() && b[i].is_ascii_hexdigit() {
                i += 1;
            }
            self.pos = i;
            return Ok(Tok::Float);
        }
        let mut i = s;
        if b[i] == b'-' {
            i += 1;
        }
        let digits = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == digits {
            // `-name` is not a token of LLVM IR.
            return Err(Error::parse(
                Span::new(s, i + 1),
                "expected a number after `-`",
            ));
        }
        let mut float = false;
        if b.get(i) == Some(&b'.') {
            float = true;
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        }
        if matches!(b.get(i), Some(b'e' | b'E'))
            && (b.get(i + 1).is_some_and(u8::is_ascii_digit)
                || (matches!(b.get(i + 1), Some(b'+' | b'-'))
                    && b.get(i + 2).is_some_and(u8::is_ascii_digit)))
        {
            float = true;
            i += 2;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        }
        self.pos = i;
        if !float && b.get(i) == Some(&b':') && b[s] != b'-' {
            self.quoted = false;
            self.nm = (s, i);
            self.pos += 1;
            return Ok(Tok::Label);
        }
        Ok(if float { Tok::Float } else { Tok::Int })
    }

    /// Skips the rest of the line (metadata and other lines the importer
    /// does not read) and reads the next token.
    pub fn skip_line(&mut self) -> Result<()> {
        let b = self.bytes;
        let mut i = self.pos;
        while i < b.len() && b[i] != b'\n' {
            i += 1;
        }
        self.pos = i;
        self.next()
    }

    /// Skips the rest of a top-level entity, from the current token to
    /// the next one that starts a line outside brackets, and reads that
    /// token. A byte scan, not tokens (the header pass skips every
    /// initializer this way): brackets are counted outside strings and
    /// comments; a string holds no `"` (LLVM IR escapes it as `\22`).
    /// Text a token would reject is left to the pass that reads it.
    pub fn skip_entity(&mut self) -> Result<()> {
        if self.at_line_start() {
            return Ok(());
        }
        let mut depth = usize::from(matches!(self.tok, Tok::Punct(b'(' | b'[' | b'{' | b'<')));
        let b = self.bytes;
        let mut i = self.pos;
        while i < b.len() {
            // Most bytes of an initializer are none of those below.
            while i < b.len() && !ENTITY_STOP[usize::from(b[i])] {
                i += 1;
            }
            if i == b.len() {
                break;
            }
            match b[i] {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += 1;
                    }
                }
                b';' => {
                    while i + 1 < b.len() && b[i + 1] != b'\n' {
                        i += 1;
                    }
                }
                b'(' | b'[' | b'{' | b'<' => depth += 1,
                b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
                b'\n' if depth == 0 => break,
                _ => {}
            }
            i += 1;
        }
        self.pos = i.min(b.len());
        self.next()
    }

    /// The end of the bracketed group the current `[`, `{` or `<` token
    /// opens, found by counting brackets in the bytes: `None` if a quote,
    /// comment or line break comes first (the group is then read token by
    /// token, uncached). Keys the importer's cache of aggregate types.
    pub fn group_end(&self) -> Option<usize> {
        let b = self.bytes;
        let mut depth = 0usize;
        let mut i = self.start;
        while i < b.len() {
            // Most bytes of a type are none of those below.
            while i < b.len() && !GROUP_STOP[usize::from(b[i])] {
                i += 1;
            }
            let Some(&c) = b.get(i) else {
                break;
            };
            match c {
                b'[' | b'{' | b'<' => depth += 1,
                b']' | b'}' | b'>' => match depth {
                    0 => return None,
                    1 => return Some(i + 1),
                    _ => depth -= 1,
                },
                _ => return None,
            }
            i += 1;
        }
        None
    }

    /// At a `,` token: `, align N` spelled with single spaces, `N` up to
    /// nine digits ending where the integer token would (before white
    /// space, `,`, `;` or the end): `N` and the end of its digits. `None`
    /// for any other spelling (read token by token).
    pub fn align_clause(&self) -> Option<(u32, usize)> {
        let at = self.start + b", align ".len();
        if self.bytes.get(self.start..at)? != b", align " {
            return None;
        }
        let mut e = at;
        let mut v = 0u32;
        while let Some(&c) = self.bytes.get(e)
            && c.is_ascii_digit()
            && e - at < 9
        {
            v = v * 10 + u32::from(c - b'0');
            e += 1;
        }
        let ends = match self.bytes.get(e) {
            None => true,
            Some(&c) => SPACE[usize::from(c)] || c == b',' || c == b';',
        };
        (e > at && ends).then_some((v, e))
    }

    /// The plain integer token (`-`? and up to 18 digits, not a float, a
    /// hexadecimal or a label) at byte `at`, when it ends at its digits
    /// before white space, `,`, `;`, a closing bracket or the end: its
    /// value (as [`Lexer::int`] reads it) and end. `None` otherwise.
    pub fn int_at(&self, at: usize) -> Option<(i128, usize)> {
        let b = self.bytes;
        let neg = b.get(at) == Some(&b'-');
        let d = at + usize::from(neg);
        let mut e = d;
        let mut v = 0u64;
        while let Some(&c) = b.get(e)
            && c.is_ascii_digit()
            && e - d < 18
        {
            v = v * 10 + u64::from(c - b'0');
            e += 1;
        }
        let ends = match b.get(e) {
            None => true,
            Some(&c) => {
                SPACE[usize::from(c)] || matches!(c, b',' | b';' | b')' | b']' | b'}' | b'>')
            }
        };
        if e == d || !ends {
            return None;
        }
        let v = i128::from(v);
        Some((if neg { -v } else { v }, e))
    }

    /// Whether a line break separates the current token from the one
    /// before (instructions and top-level entities end at line ends).
    // `any`, not `contains` (memchr's setup costs more than the loop on a
    // gap of one to three bytes: 25 to 20 instructions a call).
    #[allow(clippy::manual_contains)]
    pub fn at_line_start(&self) -> bool {
        self.tok == Tok::Eof
            || self
                .bytes
                .get(self.prev_end..self.start)
                .is_some_and(|gap| gap.iter().any(|&c| c == b'\n'))
    }

    /// Whether the current token is word `w`.
    #[inline]
    pub fn is(&self, w: &str) -> bool {
        self.tok == Tok::Word && self.name() == w.as_bytes()
    }

    pub fn err(&self, msg: impl Into<String>) -> Error {
        Error::parse(self.span(), msg)
    }

    /// A description of the current token for "expected X, found Y".
    pub fn found(&self) -> String {
        match self.tok {
            Tok::Eof => "the end of the file".into(),
            _ => {
                let t = self.text();
                let t: String = t.chars().take(40).collect();
                format!("`{t}`")
            }
        }
    }

    pub fn expected(&self, what: &str) -> Error {
        self.err(format!("expected {what}, found {}", self.found()))
    }

    #[inline]
    pub fn punct(&mut self, c: u8) -> Result<()> {
        if self.tok == Tok::Punct(c) {
            self.next()
        } else {
            Err(self.expected_punct(c))
        }
    }

    /// Eats punctuation `c` if it is next.
    #[inline]
    pub fn eat_punct(&mut self, c: u8) -> Result<bool> {
        if self.tok == Tok::Punct(c) {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Eats word `w` if it is next.
    pub fn eat(&mut self, w: &str) -> Result<bool> {
        if self.is(w) {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    pub fn word(&mut self, w: &str) -> Result<()> {
        if self.eat(w)? {
            Ok(())
        } else {
            Err(self.expected_word(w))
        }
    }

    /// Skips a balanced group starting at the current `(`, `[`, `{` or
    /// `<` token, and reads the token after it.
    pub fn skip_group(&mut self) -> Result<()> {
        let open = self.start;
        let mut depth = 0usize;
        loop {
            match self.tok {
                Tok::Punct(b'(' | b'[' | b'{' | b'<') => depth += 1,
                Tok::Punct(b')' | b']' | b'}' | b'>') => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return self.next();
                    }
                }
                Tok::Meta if self.name().is_empty() => {}
                Tok::Eof => {
                    return Err(Error::parse(Span::at(open), "this group is not closed"));
                }
                _ => {}
            }
            self.next()?;
        }
    }

    /// The value of the current `Int` token.
    pub fn int(&self) -> Result<i128> {
        // Up to 19 digits fit a u64: summed here, without the general
        // parser's overflow checks. Anything else goes to the parser.
        // The bytes, not `text` (no check of UTF-8 boundaries), in one
        // pass (the sum wraps harmlessly when a byte is not a digit).
        let t = self.bytes.get(self.start..self.end).unwrap_or_default();
        let (neg, digits) = match t.split_first() {
            Some((b'-', d)) => (true, d),
            _ => (false, t),
        };
        if (1..=19).contains(&digits.len()) {
            let mut v = 0u64;
            let mut all = true;
            for &c in digits {
                let d = c.wrapping_sub(b'0');
                all &= d < 10;
                v = v.wrapping_mul(10).wrapping_add(u64::from(d));
            }
            if all {
                let v = i128::from(v);
                return Ok(if neg { -v } else { v });
            }
        }
        self.text()
            .parse::<i128>()
            .map_err(|_| self.err("integer too large (mlir2ll reads integers up to 128 bits)"))
    }

    pub fn int_u32(&mut self) -> Result<u32> {
        if self.tok != Tok::Int {
            return Err(self.expected("an integer"));
        }
        let v = u32::try_from(self.int()?).map_err(|_| self.err("expected a small integer"))?;
        self.next()?;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `align_clause` reads `, align N` only where the tokens would read
    /// the same integer; anything else is left to them.
    #[test]
    fn align_clause_only_for_plain_integers() {
        for (src, want) in [
            (", align 4\n", Some((4, 9))),
            (", align 16, !nontemporal !0", Some((16, 10))),
            (", align 8", Some((8, 9))),
            (", align 8 ; c", Some((8, 9))),
            (", align 123456789\n", Some((123_456_789, 17))),
            (", align 1234567890\n", None),
            (", align 0x10\n", None),
            (", align 4.0\n", None),
            (", align 4:\n", None),
            (", align  4\n", None),
            (", align\n", None),
            (", alignx 4", None),
        ] {
            let l = Lexer::new(src).unwrap();
            assert_eq!(l.align_clause(), want, "in {src:?}");
        }
    }

    /// The byte scan of `skip_entity` stops where the token loop did: at
    /// the first token starting a line outside brackets, whatever brackets,
    /// `;` or line breaks strings and comments hold.
    #[test]
    fn skip_entity_stops_at_the_next_entity() {
        for (src, from) in [
            (
                "@a = global { i32, [2 x i8] } { i32 1,\n  [2 x i8] c\"(;\\22\" } ; ( [ {\n@b = 1",
                1,
            ),
            ("@a = global {\n i32 1 }\n\n@b = 1", 3),
            ("@a = global i32 1 ; [\n@b = 1", 2),
            ("@a = global [1 x i8] c\"\n\"\n@b = 1", 1),
        ] {
            let mut l = Lexer::new(src).unwrap();
            for _ in 0..from {
                l.next().unwrap();
            }
            l.skip_entity().unwrap();
            assert_eq!(l.text(), "@b", "in {src:?}");
        }
        // At a line start already: stays.
        let mut l = Lexer::new("@a\n@b").unwrap();
        l.next().unwrap();
        l.skip_entity().unwrap();
        assert_eq!(l.text(), "@b");
    }
}
