// `llvm.inline_asm` is passed through to `call ... asm` (x86-64 assembly:
// the goldens run on x86-64 hosts): AT&T and Intel dialects, side effects,
// a struct result for two outputs, no result.
module {
  llvm.func @print_i64(i64)
  llvm.func @main() {
    %a = llvm.mlir.constant(40 : i64) : i64
    %b = llvm.mlir.constant(2 : i64) : i64
    %s = llvm.inline_asm has_side_effects asm_dialect = att "addq $2, $0", "=r,0,r" %a, %b : (i64, i64) -> i64
    llvm.call @print_i64(%s) : (i64) -> ()
    %m = llvm.inline_asm asm_dialect = intel "imul $0, $1", "=r,r,0" %b, %s : (i64, i64) -> i64
    llvm.call @print_i64(%m) : (i64) -> ()
    %p = llvm.inline_asm "movq $2, $0\0Aleaq 1($2), $1", "=&r,=&r,r" %a : (i64) -> !llvm.struct<(i64, i64)>
    %p0 = llvm.extractvalue %p[0] : !llvm.struct<(i64, i64)>
    %p1 = llvm.extractvalue %p[1] : !llvm.struct<(i64, i64)>
    llvm.call @print_i64(%p0) : (i64) -> ()
    llvm.call @print_i64(%p1) : (i64) -> ()
    llvm.inline_asm has_side_effects is_align_stack "nop", "~{memory}" : () -> ()
    llvm.return
  }
}
