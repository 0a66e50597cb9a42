//! MLIR 22's attributes of `memref.load` / `memref.store`: `nontemporal`
//! (a bool) and `alignment` (a positive power of two).

use super::*;

impl Parser<'_> {
    /// The `nontemporal` and `alignment` attributes of the `memref.load` or
    /// `memref.store` being built.
    pub(super) fn mem_attrs(&self) -> Result<MemAttrs> {
        let mut a = MemAttrs::default();
        if let Some((attr, span)) = self.find_attr("nontemporal") {
            a.nontemporal = match attr {
                Attr::Bool(b) => b,
                _ => {
                    return Err(Error::verify(span, "`nontemporal` must be a bool")
                        .help("write `{nontemporal = true}`"));
                }
            };
        }
        if let Some((attr, span)) = self.find_attr("alignment") {
            a.align = match attr {
                Attr::Int { value, .. }
                    if value > 0 && value <= 1 << 31 && value & (value - 1) == 0 =>
                {
                    value as u32
                }
                _ => {
                    return Err(
                        Error::verify(span, "`alignment` must be a positive power of two")
                            .help("write `{alignment = 16 : i64}`"),
                    );
                }
            };
        }
        Ok(a)
    }
}

impl Parser<'_> {
    /// The LLVM dialect's `nontemporal` unit attribute on the `llvm.load` or
    /// `llvm.store` being parsed (`atomic`: the access is atomic, which
    /// mlir2ll does not mark nontemporal).
    pub(super) fn attr_nontemporal(&self, atomic: bool) -> Result<bool> {
        let Some((attr, span)) = self.find_attr("nontemporal") else {
            return Ok(false);
        };
        match attr {
            Attr::Unit if atomic => Err(Error::lower(
                span,
                "a nontemporal atomic `llvm.load` or `llvm.store` is not supported yet",
            )
            .help("drop `nontemporal` (a hint) or `atomic`")),
            Attr::Unit => Ok(true),
            _ => Err(Error::verify(
                span,
                "`nontemporal` is a unit attribute: write `{nontemporal}`",
            )),
        }
    }
}
