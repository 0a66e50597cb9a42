; extractvalue/insertvalue, vectors (extractelement, insertelement,
; shufflevector) and small structs returned by value.
define { i64, i32 } @mk(i64 %a, i32 %b) {
  %1 = insertvalue { i64, i32 } undef, i64 %a, 0
  %2 = insertvalue { i64, i32 } %1, i32 %b, 1
  ret { i64, i32 } %2
}

define i64 @use() {
  %s = call { i64, i32 } @mk(i64 40, i32 2)
  %a = extractvalue { i64, i32 } %s, 0
  %b = extractvalue { i64, i32 } %s, 1
  %c = zext i32 %b to i64
  %r = add i64 %a, %c
  ret i64 %r
}

define <4 x i32> @vec(<4 x i32> %v, i32 %x) {
  %e = extractelement <4 x i32> %v, i32 1
  %s = add i32 %e, %x
  %i = insertelement <4 x i32> %v, i32 %s, i64 0
  %sh = shufflevector <4 x i32> %i, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %m = mul <4 x i32> %sh, <i32 1, i32 2, i32 3, i32 4>
  %z = add <4 x i32> %m, zeroinitializer
  ret <4 x i32> %z
}
