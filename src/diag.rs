//! Diagnostics. Every phase reports an [`Error`]: a message, the byte span it
//! is about, a label for that span, optional help and secondary labels. The
//! source text is attached only at the edge (`main`, or [`render`]).

use miette::{Diagnostic, LabeledSpan, SourceSpan};
use std::fmt;

/// A byte range in the input.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end.max(start) as u32,
        }
    }
    pub fn at(pos: usize) -> Span {
        Span::new(pos, pos)
    }
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

impl From<Span> for SourceSpan {
    fn from(s: Span) -> SourceSpan {
        SourceSpan::new((s.start as usize).into(), (s.end - s.start) as usize)
    }
}

/// The phase an error comes from, which names its diagnostic code.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Phase {
    Parse,
    Verify,
    Lower,
}

/// One user-facing error: its fields ([`ErrorInfo`]) behind one pointer,
/// so that a `Result` that may hold it is as small as its `Ok` value plus
/// a word (the parser and the lowering pass results up through every
/// rule; a 112-byte error inline cost them 3-5 % of the time).
#[derive(Clone)]
pub struct Error(Box<ErrorInfo>);

impl std::ops::Deref for Error {
    type Target = ErrorInfo;
    #[inline]
    fn deref(&self) -> &ErrorInfo {
        &self.0
    }
}

impl std::ops::DerefMut for Error {
    #[inline]
    fn deref_mut(&mut self) -> &mut ErrorInfo {
        &mut self.0
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What an [`Error`] says.
#[derive(Clone, Debug)]
pub struct ErrorInfo {
    pub phase: Phase,
    pub message: String,
    pub span: Span,
    pub label: String,
    pub help: Option<String>,
    /// Secondary places, e.g. the previous definition of a redefined value.
    pub notes: Vec<(Span, String)>,
    /// The errors found after this one in the same input (the compiler
    /// recovers and goes on, up to `Options::max_errors`): rendered after
    /// it by [`render`] and [`render_as`].
    pub rest: Option<Box<Rest>>,
}

/// The errors after the first of an input.
#[derive(Clone, Debug, Default)]
pub struct Rest {
    pub errors: Vec<Error>,
    /// The compiler stopped after this many errors (there were more).
    pub stopped_at: Option<usize>,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    #[cold]
    fn new(phase: Phase, span: Span, message: impl Into<String>) -> Error {
        Error(Box::new(ErrorInfo {
            phase,
            message: message.into(),
            span,
            label: String::from("here"),
            help: None,
            notes: Vec::new(),
            rest: None,
        }))
    }
    pub fn parse(span: Span, message: impl Into<String>) -> Error {
        Error::new(Phase::Parse, span, message)
    }
    pub fn verify(span: Span, message: impl Into<String>) -> Error {
        Error::new(Phase::Verify, span, message)
    }
    pub fn lower(span: Span, message: impl Into<String>) -> Error {
        Error::new(Phase::Lower, span, message)
    }
    pub fn label(mut self, label: impl Into<String>) -> Error {
        self.label = label.into();
        self
    }
    pub fn help(mut self, help: impl Into<String>) -> Error {
        self.help = Some(help.into());
        self
    }
    pub fn note(mut self, span: Span, text: impl Into<String>) -> Error {
        self.notes.push((span, text.into()));
        self
    }

    /// This error and the ones after it, in order.
    pub fn all(&self) -> impl Iterator<Item = &Error> {
        std::iter::once(self).chain(self.rest.iter().flat_map(|r| r.errors.iter()))
    }

    /// How many errors this one stands for (itself and those after it).
    pub fn count(&self) -> usize {
        1 + self.rest.as_ref().map_or(0, |r| r.errors.len())
    }

    /// The first of `errors` carrying the others; `stopped_at`: the
    /// compiler stopped at this limit. `None` if `errors` is empty.
    pub fn gather(errors: Vec<Error>, stopped_at: Option<usize>) -> Option<Error> {
        let mut it = errors.into_iter();
        let mut first = it.next()?;
        let errors: Vec<Error> = it.collect();
        if !errors.is_empty() || stopped_at.is_some() {
            first.rest = Some(Box::new(Rest { errors, stopped_at }));
        }
        Some(first)
    }
}

/// The note after the last error when the compiler stopped at the limit.
fn too_many(n: usize) -> String {
    format!("too many errors ({n}), stopping; use --max-errors N to raise the limit")
}

/// The line after several errors in the human format.
fn summary(n: usize) -> String {
    format!("error: aborting due to {n} errors\n")
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl Diagnostic for Error {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(match self.phase {
            Phase::Parse => "mlir2ll::parse",
            Phase::Verify => "mlir2ll::verify",
            Phase::Lower => "mlir2ll::lower",
        }))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display + 'a>)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let primary = LabeledSpan::new_primary_with_span(Some(self.label.clone()), self.span);
        let rest = self
            .notes
            .iter()
            .map(|(s, t)| LabeledSpan::new_with_span(Some(t.clone()), *s));
        Some(Box::new(std::iter::once(primary).chain(rest)))
    }
}

/// Renders an error (and those after it) with its source as plain text (no
/// colour, fixed width): what golden `.err` files hold.
pub fn render(err: &Error, name: &str, src: &str) -> String {
    if err.rest.is_none() {
        return render_one(err, name, src);
    }
    let mut out = String::new();
    for e in err.all() {
        out += &render_one(e, name, src);
    }
    out += &tail(Format::Human, err, name);
    out
}

/// What follows the last of several errors: the note that the compiler
/// stopped, and in the human format a count.
fn tail(format: Format, err: &Error, name: &str) -> String {
    let Some(rest) = &err.rest else {
        return String::new();
    };
    let mut out = String::new();
    if let Some(n) = rest.stopped_at {
        match format {
            Format::Human | Format::Short => out += &format!("{name}: note: {}\n", too_many(n)),
            Format::Json => {
                out += "{\"severity\":\"note\",\"message\":";
                json_str(&mut out, &too_many(n));
                out += ",\"file\":";
                json_str(&mut out, name);
                out += "}\n";
            }
        }
    }
    if format == Format::Human && err.count() > 1 {
        out += &summary(err.count());
    }
    out
}

fn render_one(err: &Error, name: &str, src: &str) -> String {
    use miette::{GraphicalReportHandler, GraphicalTheme};
    let report = report(err.clone(), name, src);
    let mut out = String::new();
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .with_links(false);
    if handler.render_report(&mut out, report.as_ref()).is_err() {
        out = format!("error: {}\n", err.message);
    }
    out
}

/// A line longer than this (in bytes) is shown clipped around the spans on
/// it: the renderer would otherwise print it whole (slow for a minified
/// megabyte line) and cannot place labels past column 65,535.
const LONG_LINE: usize = 1024;
/// Bytes shown on each side of a span's start or end in a clipped line.
const CONTEXT: usize = 60;
/// What stands for the clipped text.
const ELLIPSIS: &str = "…";

/// The source an error is shown with: `src` itself when its lines are short,
/// else a copy with the long lines clipped and the spans moved to match.
/// Line numbers stay those of `src`; the `file:line:column` header too.
pub fn report(err: Error, name: &str, src: &str) -> miette::Report {
    let mut points: Vec<usize> = std::iter::once(err.span)
        .chain(err.notes.iter().map(|(s, _)| *s))
        .flat_map(|s| [s.start as usize, s.end as usize])
        .map(|p| p.min(src.len()))
        .collect();
    points.sort_unstable();
    points.dedup();
    let has_long = src.split('\n').any(|l| l.len() > LONG_LINE);
    if !has_long {
        return miette::Report::new(err)
            .with_source_code(miette::NamedSource::new(name, src.to_string()));
    }
    let clipped = Clipped::new(name, src, &points);
    let mut err = err;
    err.span = clipped.span(err.span);
    for (s, _) in &mut err.notes {
        *s = clipped.span(*s);
    }
    miette::Report::new(err).with_source_code(clipped)
}

/// One shown piece of a clipped line: `len` bytes at `orig` in the source,
/// at `text` in the clipped copy.
#[derive(Debug, Clone, Copy)]
struct Piece {
    orig: usize,
    text: usize,
    len: usize,
}

/// A clipped line: where it starts and ends in the source and in the copy,
/// and its shown pieces.
#[derive(Debug)]
struct ClippedLine {
    orig: (usize, usize),
    text: (usize, usize),
    pieces: Vec<Piece>,
}

/// A source with its long lines clipped.
#[derive(Debug)]
struct Clipped {
    name: String,
    text: String,
    lines: Vec<ClippedLine>,
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_char(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

impl Clipped {
    /// `points`: sorted span ends, kept visible.
    fn new(name: &str, src: &str, points: &[usize]) -> Clipped {
        let mut text = String::new();
        let mut lines = Vec::new();
        let mut start = 0;
        loop {
            let end = src[start..].find('\n').map_or(src.len(), |i| start + i);
            if end - start <= LONG_LINE {
                text.push_str(&src[start..end]);
            } else {
                let lo = points.partition_point(|&p| p < start);
                let hi = points.partition_point(|&p| p <= end);
                let mut ranges: Vec<(usize, usize)> = Vec::new();
                let wanted: Vec<usize> = if lo == hi {
                    vec![start]
                } else {
                    points[lo..hi].to_vec()
                };
                for p in wanted {
                    let a = floor_char(src, p.saturating_sub(CONTEXT).max(start));
                    let b = ceil_char(src, (p + CONTEXT).min(end));
                    match ranges.last_mut() {
                        Some(last) if a <= last.1 + ELLIPSIS.len() => last.1 = last.1.max(b),
                        _ => ranges.push((a, b)),
                    }
                }
                let text_start = text.len();
                let mut pieces = Vec::new();
                let mut at = start;
                for (a, b) in ranges {
                    if a > at {
                        text.push_str(ELLIPSIS);
                    }
                    pieces.push(Piece {
                        orig: a,
                        text: text.len(),
                        len: b - a,
                    });
                    // Tabs as spaces (same length): the renderer widens
                    // tabs in the line but not under it.
                    text.extend(src[a..b].chars().map(|c| if c == '\t' { ' ' } else { c }));
                    at = b;
                }
                if at < end {
                    text.push_str(ELLIPSIS);
                }
                lines.push(ClippedLine {
                    orig: (start, end),
                    text: (text_start, text.len()),
                    pieces,
                });
            }
            if end == src.len() {
                break;
            }
            text.push('\n');
            start = end + 1;
        }
        Clipped {
            name: name.to_string(),
            text,
            lines,
        }
    }

    /// Where source offset `p` is in the copy.
    fn to_text(&self, p: usize) -> usize {
        let i = self.lines.partition_point(|l| l.orig.0 <= p);
        let Some(l) = i.checked_sub(1).map(|i| &self.lines[i]) else {
            return p;
        };
        if p > l.orig.1 {
            return p - l.orig.1 + l.text.1;
        }
        if p == l.orig.1 {
            return l.text.1;
        }
        match l.pieces.iter().find(|c| c.orig <= p && p <= c.orig + c.len) {
            Some(c) => c.text + (p - c.orig),
            None => l.text.0,
        }
    }

    /// Where copy offset `t` is in the source, and the start of its line.
    fn to_orig(&self, t: usize) -> (usize, usize) {
        let i = self.lines.partition_point(|l| l.text.0 <= t);
        match i.checked_sub(1).map(|i| &self.lines[i]) {
            Some(l) if t <= l.text.1 => {
                let p = l
                    .pieces
                    .iter()
                    .find(|c| c.text <= t && t <= c.text + c.len)
                    .map_or(l.orig.0, |c| c.orig + (t - c.text));
                (p, l.orig.0)
            }
            prev => {
                let delta = |x: usize| match prev {
                    Some(l) => x - l.text.1 + l.orig.1,
                    None => x,
                };
                let line = self.text[..t].rfind('\n').map_or(0, |i| i + 1);
                (delta(t), delta(line))
            }
        }
    }

    fn span(&self, s: Span) -> Span {
        Span::new(self.to_text(s.start as usize), self.to_text(s.end as usize))
    }
}

impl miette::SourceCode for Clipped {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> std::result::Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let inner = self.text.read_span(span, before, after)?;
        // The column of the header: that of the source, not of the copy.
        let column = if before == 0 && after == 0 {
            let (p, line) = self.to_orig(span.offset().min(self.text.len()));
            p - line
        } else {
            inner.column()
        };
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            inner.line(),
            column,
            inner.line_count(),
        )))
    }
}

/// How diagnostics are written (`--error-format`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Format {
    /// `file:line:col: error: message`, then the source with the span
    /// marked, labels, notes and help.
    #[default]
    Human,
    /// One line per diagnostic and per note, like clang's:
    /// `file:line:col: error: message`.
    Short,
    /// One JSON object per line: severity, code, message, file, line,
    /// column, byte span, label, help and notes.
    Json,
}

/// The 1-based line and column (in characters) of byte `pos` of `src`.
pub fn line_col(src: &str, pos: u32) -> (usize, usize) {
    let mut pos = (pos as usize).min(src.len());
    while !src.is_char_boundary(pos) {
        pos -= 1;
    }
    let before = &src[..pos];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    (line, before[line_start..].chars().count() + 1)
}

fn code(phase: Phase) -> &'static str {
    match phase {
        Phase::Parse => "mlir2ll::parse",
        Phase::Verify => "mlir2ll::verify",
        Phase::Lower => "mlir2ll::lower",
    }
}

/// `err` (and the errors after it) as the given format would write it to
/// stderr.
pub fn render_as(format: Format, err: &Error, name: &str, src: &str) -> String {
    if err.rest.is_none() {
        return render_as_one(format, err, name, src);
    }
    let mut out = String::new();
    for e in err.all() {
        out += &render_as_one(format, e, name, src);
    }
    out += &tail(format, err, name);
    out
}

fn render_as_one(format: Format, err: &Error, name: &str, src: &str) -> String {
    let (line, col) = line_col(src, err.span.start);
    match format {
        Format::Human => {
            format!(
                "{name}:{line}:{col}: error: {}\n{}",
                err.message,
                render_one(err, name, src)
            )
        }
        Format::Short => {
            let mut s = format!("{name}:{line}:{col}: error: {}\n", err.message);
            for (span, text) in &err.notes {
                let (l, c) = line_col(src, span.start);
                s += &format!("{name}:{l}:{c}: note: {text}\n");
            }
            if let Some(h) = &err.help {
                s += &format!("{name}:{line}:{col}: help: {h}\n");
            }
            s
        }
        Format::Json => {
            let mut s = String::from("{\"severity\":\"error\",\"code\":");
            json_str(&mut s, code(err.phase));
            s += ",\"message\":";
            json_str(&mut s, &err.message);
            s += ",\"file\":";
            json_str(&mut s, name);
            s += &format!(
                ",\"line\":{line},\"column\":{col},\"span\":{{\"start\":{},\"end\":{}}},\"label\":",
                err.span.start, err.span.end
            );
            json_str(&mut s, &err.label);
            s += ",\"help\":";
            match &err.help {
                Some(h) => json_str(&mut s, h),
                None => s += "null",
            }
            s += ",\"notes\":[";
            for (k, (span, text)) in err.notes.iter().enumerate() {
                let (l, c) = line_col(src, span.start);
                if k > 0 {
                    s.push(',');
                }
                s += "{\"message\":";
                json_str(&mut s, text);
                s += &format!(
                    ",\"line\":{l},\"column\":{c},\"span\":{{\"start\":{},\"end\":{}}}}}",
                    span.start, span.end
                );
            }
            s += "]}\n";
            s
        }
    }
}

/// `text` as a JSON string literal.
fn json_str(out: &mut String, text: &str) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Levenshtein distance (with adjacent transpositions counted once),
/// giving up above `limit` (returns `limit + 1`).
pub fn edit_distance(a: &[u8], b: &[u8], limit: usize) -> usize {
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let n = b.len();
    let mut prev2 = vec![0usize; n + 1];
    let mut prev: Vec<usize> = (0..=n).collect();
    let mut cur = vec![0usize; n + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        let mut row_min = cur[0];
        for j in 1..=n {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(prev2[j - 2] + 1);
            }
            cur[j] = v;
            row_min = row_min.min(v);
        }
        if row_min > limit {
            return limit + 1;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[n]
}

/// "did you mean `x`?" for the candidate closest to `name`, if any.
pub fn did_you_mean(name: &str, candidates: &[&str]) -> Option<String> {
    closest(name, candidates).map(|c| format!("did you mean `{c}`?"))
}

/// The candidate closest to `name` (at most a third of its length away),
/// for a "did you mean".
pub fn closest<'c>(name: &str, candidates: &[&'c str]) -> Option<&'c str> {
    let limit = (name.len() / 3).max(1);
    candidates
        .iter()
        .map(|c| (edit_distance(name.as_bytes(), c.as_bytes(), limit), *c))
        .filter(|(d, _)| *d <= limit)
        .min()
        .map(|(_, c)| c)
}

#[cfg(test)]
mod format_tests {
    use super::*;

    #[test]
    fn short_and_json_forms() {
        let src = "func @f() {\n  %x = bad \"q\"\n}\n";
        let e = Error::parse(Span::new(19, 22), "unknown \"op\"")
            .help("did you mean `add`?")
            .note(Span::at(5), "the function");
        assert_eq!(line_col(src, 19), (2, 8));
        let short = render_as(Format::Short, &e, "a.mlir", src);
        assert_eq!(
            short,
            "a.mlir:2:8: error: unknown \"op\"\na.mlir:1:6: note: the function\na.mlir:2:8: help: did you mean `add`?\n"
        );
        let json = render_as(Format::Json, &e, "a.mlir", src);
        assert!(json.starts_with("{\"severity\":\"error\",\"code\":\"mlir2ll::parse\",\"message\":\"unknown \\\"op\\\"\",\"file\":\"a.mlir\",\"line\":2,\"column\":8,\"span\":{\"start\":19,\"end\":22}"), "{json}");
        assert!(json.ends_with("\"notes\":[{\"message\":\"the function\",\"line\":1,\"column\":6,\"span\":{\"start\":5,\"end\":5}}]}\n"), "{json}");
        let human = render_as(Format::Human, &e, "a.mlir", src);
        assert!(
            human.starts_with("a.mlir:2:8: error: unknown \"op\"\n"),
            "{human}"
        );
    }
}
