//! The targets mlir2ll writes for: each triple's data layout (clang 14's,
//! `clang --target=T -S -emit-llvm`; LLVM 22 upgrades it as it reads the
//! module), and the host's triple as the default.
//!
//! The lowering assumes 64-bit pointers, so the targets are the 64-bit ones
//! people run MLIR on: x86-64 and AArch64, Linux and macOS.

/// The targets, by (architecture, object format): `(triple prefix,
/// datalayout)`.
const LAYOUTS: &[(Arch, Os, &str)] = &[
    (
        Arch::X86_64,
        Os::Linux,
        "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
    ),
    (
        Arch::Aarch64,
        Os::Linux,
        "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128",
    ),
    (
        Arch::X86_64,
        Os::Darwin,
        "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
    ),
    (
        Arch::Aarch64,
        Os::Darwin,
        "e-m:o-i64:64-i128:128-n32:64-S128",
    ),
];

#[derive(Copy, Clone, PartialEq, Eq)]
enum Arch {
    X86_64,
    Aarch64,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Os {
    Linux,
    Darwin,
}

/// The targets `datalayout` knows, for diagnostics.
pub const KNOWN: &str = "x86_64-pc-linux-gnu, aarch64-unknown-linux-gnu, x86_64-apple-macosx, arm64-apple-macosx (and other spellings of these)";

/// The data layout of `triple`, if mlir2ll knows the target.
pub fn datalayout(triple: &str) -> Option<&'static str> {
    let mut parts = triple.split('-');
    let arch = match parts.next()? {
        "x86_64" | "amd64" => Arch::X86_64,
        "aarch64" | "arm64" => Arch::Aarch64,
        _ => return None,
    };
    let rest: Vec<&str> = parts.collect();
    let os = if rest.iter().any(|p| p.starts_with("linux")) {
        Os::Linux
    } else if rest
        .iter()
        .any(|p| p.starts_with("darwin") || p.starts_with("macos") || *p == "apple")
    {
        Os::Darwin
    } else {
        return None;
    };
    LAYOUTS
        .iter()
        .find(|(a, o, _)| *a == arch && *o == os)
        .map(|(_, _, l)| *l)
}

/// The triple of the machine mlir2ll was built for (the default target).
pub fn host_triple() -> &'static str {
    if cfg!(all(target_arch = "aarch64", target_os = "linux")) {
        "aarch64-unknown-linux-gnu"
    } else if cfg!(all(target_arch = "aarch64", target_os = "macos")) {
        "arm64-apple-macosx"
    } else if cfg!(all(target_arch = "x86_64", target_os = "macos")) {
        "x86_64-apple-macosx"
    } else {
        super::ir::X86_64_TRIPLE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_map_to_their_layouts() {
        assert_eq!(
            datalayout("x86_64-pc-linux-gnu"),
            Some(super::super::ir::X86_64_DATALAYOUT)
        );
        assert_eq!(
            datalayout("x86_64-unknown-linux-gnu"),
            datalayout("x86_64-pc-linux-gnu")
        );
        assert!(
            datalayout("aarch64-unknown-linux-gnu")
                .unwrap()
                .contains("n32:64")
        );
        assert!(
            datalayout("arm64-apple-macosx14.0.0")
                .unwrap()
                .starts_with("e-m:o")
        );
        assert!(datalayout("x86_64-apple-darwin").unwrap().contains("f80"));
        assert_eq!(datalayout("riscv64-unknown-linux-gnu"), None);
        assert_eq!(datalayout("x86_64-pc-windows-msvc"), None);
        assert!(datalayout(host_triple()).is_some());
    }
}
