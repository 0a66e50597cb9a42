//! The generic form as MLIR 17 and later print it (`mlir-opt
//! --mlir-print-op-generic`): properties in `<{..}>`, dense arrays
//! `array<i64: ..>`, enum attributes by number or as `#dialect<..>`.
//! [`Parser::modern_generic_attrs`] rewrites those attributes, once the
//! generic op's attributes are read, into the ones the decoders read for
//! the custom form and MLIR 13's generic form.

use super::*;

/// `AtomicRMWKind` by number, as MLIR 13 prints `affine.parallel`'s
/// `reductions` in the generic form (read off `mlir-opt-13
/// --mlir-print-op-generic`).
const ATOMIC_RMW_KINDS_13: [&str; 11] = [
    "addf", "addi", "assign", "maxf", "maxs", "maxu", "minf", "mins", "minu", "mulf", "muli",
];

/// The same in MLIR 22 (`arith::AtomicRMWKind`), whose generic form puts
/// it among the properties (`<{..}>`).
const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// MLIR's `ShapedType::kDynamic`: a position given by an operand.
const DYNAMIC: i128 = i64::MIN as i128;

/// Attributes as read, with their spans.
type Spanned<'a> = Vec<(&'a str, Attr, Span)>;

impl<'a> Parser<'a> {
    /// The properties of a generic op, `<{name = value, ..}>` (MLIR 17
    /// and later), if they come next; kept as attributes.
    pub(super) fn opt_properties(&mut self) -> Result<Option<Spanned<'a>>> {
        if !self.rest().trim_start().starts_with("<{") {
            return Ok(None);
        }
        self.expect("<")?;
        let d = self.dict_spanned()?;
        self.expect(">")?;
        Ok(Some(d))
    }

    /// The head of a generic top-level item without operands (a global):
    /// `"name"() <{properties}>?`; the name's span and the properties.
    pub(super) fn generic_global_head(&mut self) -> Result<(Span, Spanned<'a>)> {
        let start = self.pos_ws();
        self.string()?;
        let span = Span::new(start, self.pos);
        self.expect("(")?;
        self.expect(")")?;
        Ok((span, self.opt_properties()?.unwrap_or_default()))
    }

    /// Rewrites today's spellings of the generic op's attributes:
    /// - `static_position = array<i64: 1, -9223372036854775808>`
    ///   (`vector.extract`/`insert`) as `position = [1, %dynamic]`;
    /// - `pred = #index<cmp_predicate slt>` as `pred = "slt"`;
    /// - `reductions = [0, 4]` (`affine.parallel`) by kind name (numbered
    ///   as in MLIR 22 when the op has properties, else as in MLIR 13);
    /// - a `switch` without cases gets its empty `case_values`;
    /// - `memref.transpose`'s `permutation` map as its positions;
    /// - MLIR 13's -1 for a dynamic entry of `static_sizes` as `i64::MIN`;
    /// - `fastmath = #arith.fastmath<nnan,ninf>` as its bits (what the
    ///   custom form's `fastmath<..>` gives), except on `complex` ops;
    pub(super) fn modern_generic_attrs(&mut self, spec: Spec, at: Span, props: bool) {
        // A `switch` with no cases: MLIR 22 leaves `case_values` out.
        if matches!(spec, Spec::Scalar(ScalarOp::Switch))
            && self.find_attr("case_values").is_none()
            && self.find_attr("case_operand_segments").is_some()
        {
            self.attrs
                .push(("case_values", Attr::Array(Vec::new()), at));
        }
        let kinds: &[&str] = if props {
            &ATOMIC_RMW_KINDS
        } else {
            &ATOMIC_RMW_KINDS_13
        };
        for (name, attr, _) in self.attrs.iter_mut() {
            match (*name, attr) {
                // MLIR 13 writes a dynamic size as -1 (`kDynamicSize`); its
                // offsets and strides, and every list of MLIR 22, use
                // `i64::MIN` (`kDynamic`).
                ("static_sizes", Attr::Array(v)) if !props => {
                    for a in v.iter_mut() {
                        if let Attr::Int { value, .. } = a
                            && *value == -1
                        {
                            *value = DYNAMIC;
                        }
                    }
                }
                ("static_position", Attr::Array(v)) => {
                    *name = "position";
                    for a in v.iter_mut() {
                        if matches!(a, Attr::Int { value: DYNAMIC, .. }) {
                            *a = Attr::Unit;
                        }
                    }
                }
                // (`complex` ops read the flags as written.)
                ("fastmath", a @ Attr::Opaque(_)) if !matches!(spec, Spec::Complex(_)) => {
                    let Attr::Opaque(t) = &*a else { continue };
                    if let Some(bits) = super::scalar::fastmath_bits_of(t) {
                        *a = Attr::Int {
                            value: i128::from(bits),
                            hex: false,
                            ty: None,
                        };
                    }
                }
                // `memref.transpose`: `permutation = affine_map<(d0, d1) ->
                // (d1, d0)>` (the custom form writes the map, the decoder
                // reads the positions).
                ("permutation", a @ Attr::Opaque(_)) => {
                    let Attr::Opaque(t) = &*a else { continue };
                    if let Some(p) = map_permutation(t) {
                        *a = Attr::Array(p);
                    }
                }
                ("pred", a @ Attr::Opaque(_)) => {
                    let Attr::Opaque(t) = &*a else { continue };
                    if let Some(p) = t
                        .strip_prefix("#index<cmp_predicate")
                        .and_then(|t| t.strip_suffix('>'))
                    {
                        *a = Attr::Str(p.trim().to_string());
                    }
                }
                ("reductions", Attr::Array(v)) => {
                    for a in v.iter_mut() {
                        if let Attr::Int { value, .. } = a
                            && let Some(k) = usize::try_from(*value).ok().and_then(|k| kinds.get(k))
                        {
                            *a = Attr::Str(k.to_string());
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// The positions of a permutation map's results: `affine_map<(d0, d1) ->
/// (d1, d0)>` gives `[1, 0]` (`None` for anything else; the decoder then
/// says what it expected).
fn map_permutation(text: &str) -> Option<Vec<Attr>> {
    let inner = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (_, results) = inner.split_once("->")?;
    let results = results.trim().strip_prefix('(')?.strip_suffix(')')?;
    results
        .split(',')
        .map(|r| {
            let k: i128 = r.trim().strip_prefix('d')?.parse().ok()?;
            Some(Attr::Int {
                value: k,
                hex: false,
                ty: None,
            })
        })
        .collect()
}
