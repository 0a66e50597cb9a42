; byval parameters: the callee copies the aggregate (MLIR 13 has no byval).
%struct.big = type { i64, i64, i64, i64 }

define i64 @sum(%struct.big* byval(%struct.big) align 8 %s) {
  %p = getelementptr inbounds %struct.big, %struct.big* %s, i32 0, i32 0
  %a = load i64, i64* %p, align 8
  ret i64 %a
}
