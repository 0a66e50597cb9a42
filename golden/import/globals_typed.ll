; Globals: linkage, constant, alignment, strings, structs, arrays,
; zeroinitializer, constant-expression getelementptr and bitcast.
%struct.entry = type { i8*, i32 }

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"a\0Ab\00", align 1
@counter = dso_local global i32 7, align 4
@zeros = internal global [16 x i32] zeroinitializer, align 16
@table = dso_local constant [2 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 1 }, %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 2 }], align 16
@pc = dso_local global i32* @counter, align 8
@raw = weak global i8* bitcast (i32* @counter to i8*), align 8
@lit = linkonce_odr global { i32, double } { i32 1, double 2.500000e+00 }
@ext = external global i32, align 4

define i32 @get() {
  %p = load i32*, i32** @pc, align 8
  %v = load i32, i32* %p, align 4
  %z = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @zeros, i64 0, i64 3), align 4
  %e = load i32, i32* @ext, align 4
  %s = add i32 %v, %z
  %t = add i32 %s, %e
  ret i32 %t
}
