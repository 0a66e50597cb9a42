; alloca, load/store (volatile, align), getelementptr on structs and arrays.
%struct.pair = type { i32, [4 x i16] }

define i16 @mem(%struct.pair* %p, i64 %i) {
entry:
  %slot = alloca i32, align 4
  %arr = alloca [8 x i8], align 1
  store i32 5, i32* %slot, align 4
  store volatile i32 6, i32* %slot, align 4
  %v = load volatile i32, i32* %slot, align 4
  %f0 = getelementptr inbounds %struct.pair, %struct.pair* %p, i32 0, i32 0
  store i32 %v, i32* %f0, align 4
  %e = getelementptr inbounds %struct.pair, %struct.pair* %p, i64 0, i32 1, i64 %i
  %h = load i16, i16* %e, align 2
  %a0 = getelementptr inbounds [8 x i8], [8 x i8]* %arr, i64 0, i64 3
  store i8 1, i8* %a0, align 1
  %c = bitcast [8 x i8]* %arr to i64*
  %w = load i64, i64* %c, align 1
  %t = trunc i64 %w to i16
  %r = add i16 %h, %t
  ret i16 %r
}
