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

/// One user-facing error.
#[derive(Clone, Debug)]
pub struct Error {
    pub phase: Phase,
    pub message: String,
    pub span: Span,
    pub label: String,
    pub help: Option<String>,
    /// Secondary places, e.g. the previous definition of a redefined value.
    pub notes: Vec<(Span, String)>,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    fn new(phase: Phase, span: Span, message: impl Into<String>) -> Error {
        Error {
            phase,
            message: message.into(),
            span,
            label: String::from("here"),
            help: None,
            notes: Vec::new(),
        }
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

/// Renders an error with its source as plain text (no colour, fixed width):
/// what golden `.err` files hold.
pub fn render(err: &Error, name: &str, src: &str) -> String {
    use miette::{GraphicalReportHandler, GraphicalTheme, NamedSource};
    let report =
        miette::Report::new(err.clone()).with_source_code(NamedSource::new(name, src.to_string()));
    let mut out = String::new();
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .with_links(false);
    if handler.render_report(&mut out, report.as_ref()).is_err() {
        out = format!("error: {}\n", err.message);
    }
    out
}
