module {
  llvm.func @f(%arg0: i64, %arg1: !llvm.ptr<i8>) -> i64 {
    %0 = llvm.inline_asm has_side_effects "addq $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}" %arg0, %arg0 : (i64, i64) -> i64
    %1 = llvm.inline_asm asm_dialect = intel "imul $0, $1", "=r,r,0" %0, %0 : (i64, i64) -> i64
    %2 = llvm.inline_asm "movq $2, $0\0Aleaq 1($2), $1", "=&r,=&r,r" %1 : (i64) -> !llvm.struct<(i64, i64)>
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i64, i64)>
    llvm.inline_asm has_side_effects is_align_stack "", "~{memory}" : () -> ()
    llvm.inline_asm has_side_effects "movq $0, ($1)", "r,r,~{memory}" %3, %arg1 : (i64, !llvm.ptr<i8>) -> ()
    llvm.return %3 : i64
  }
}
