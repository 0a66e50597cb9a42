; Symbol attributes imported for MLIR 13, as mlir-translate-13
; --import-llvm does: a global's unnamed_addr and section are kept;
; visibility, dso_local, comdats, and a function's unnamed_addr and section
; are dropped (MLIR 13 has no place for them; none changes what the
; program does).
$c = comdat any
@s = dso_local global i32 5, section ".mydata", align 4
@h = hidden local_unnamed_addr constant i32 7, comdat($c), align 4

define hidden i32 @f() unnamed_addr section ".text.f" comdat($c) {
  %a = load i32, i32* @s, align 4
  %b = load i32, i32* @h, align 4
  %r = add i32 %a, %b
  ret i32 %r
}
