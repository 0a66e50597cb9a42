; Aliases: MLIR 13 has none; uses of the alias read the aliasee.
@x = global i32 1
@y = alias i32, i32* @x
@z = internal alias i32, i32* @y

define i32 @get() {
  %a = load i32, i32* @y, align 4
  %b = load i32, i32* @z, align 4
  %c = add i32 %a, %b
  ret i32 %c
}
