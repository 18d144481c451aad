; ERROR: 2:24: constant expression 'select' is not supported
@g = global i32 select (i1 true, i32 1, i32 2)
