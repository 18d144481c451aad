; ERROR: 2:17: '+' starts only a floating-point constant
@g = global i32 +5
