$c = comdat biggest
@c = global i32 0, comdat
