; ERROR: 2:1: end of input inside a quoted name
@"abc = global i32 0
