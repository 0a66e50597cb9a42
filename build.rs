//! Generates one test per golden input (`golden/**/*.mlir`), so that every
//! golden is its own test case in `cargo test` / `cargo nextest`.

use std::fmt::Write;
use std::path::Path;

fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            // golden/import holds `.ll` inputs of `mlir2ll import` and their
            // expected `.mlir` outputs: tests/import.rs runs them.
            if p.file_name().is_some_and(|n| n == "import") && p.parent() == Some(root) {
                continue;
            }
            walk(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p.to_string_lossy().replace('\\', "/"));
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=golden");
    println!("cargo:rerun-if-changed=build.rs");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut files = Vec::new();
    let golden = Path::new(&root).join("golden");
    walk(&golden, &golden, &mut files);
    let mut src = String::new();
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap_or(f).trim_start_matches('/');
        let name: String = rel
            .trim_start_matches("golden/")
            .trim_end_matches(".mlir")
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        let _ = writeln!(src, "#[test]\nfn {name}() {{\n    run_golden({rel:?});\n}}");
    }
    let _ = writeln!(src, "pub const GOLDEN_FILES: &[&str] = &[");
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap_or(f).trim_start_matches('/');
        let _ = writeln!(src, "    {rel:?},");
    }
    let _ = writeln!(src, "];");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("golden_tests.rs"), src).expect("OUT_DIR is writable");
}
