; Symbol attributes, imported for MLIR 22 as mlir-translate-22 --import-llvm
; does: comdats (one `llvm.comdat @__llvm_global_comdat` group),
; visibility, dso_local (also where implied), thread_local, unnamed_addr,
; section, addrspace, on globals and functions.
$g = comdat any
$shared = comdat nodeduplicate
@g = dso_local thread_local unnamed_addr addrspace(1) global i32 0, section ".x", comdat, align 4
@h = hidden local_unnamed_addr constant i32 7, align 4
@p = protected global i32 1
@t = internal thread_local(initialexec) global i32 3
@o = weak_odr global i32 4, comdat($shared)

define internal void @init() {
  ret void
}

define hidden void @f() unnamed_addr section ".text.f" comdat($shared) {
  ret void
}

define dso_local i32 @f2() local_unnamed_addr {
  %v = load i32, ptr @h, align 4
  ret i32 %v
}

declare hidden void @ext() unnamed_addr
