; A struct constant whose element has another type than its slot: clang-22
; says "element 0 of struct initializer doesn't match struct element type".
@x = global { i32, i32 } { i64 40, i32 1 }
