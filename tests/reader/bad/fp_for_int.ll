; ERROR: 2:17: floating-point constant is invalid for type 'i32'
@g = global i32 1.5
