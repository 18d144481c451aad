; ERROR: 2:17: expected a number
@g = global i32 -
