; ERROR: 2:17: a boolean constant is invalid for type 'i32'
@g = global i32 true
