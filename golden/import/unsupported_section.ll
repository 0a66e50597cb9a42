@s = global i32 5, section ".mydata", align 4
