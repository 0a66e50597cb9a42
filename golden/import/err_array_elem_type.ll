; An array constant with an element of the wrong type.
@a = global [2 x i16] [i16 1, i32 2]
