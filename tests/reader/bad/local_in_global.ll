; ERROR: 2:17: a constant is expected here, not a local value
@h = global i32 %x
