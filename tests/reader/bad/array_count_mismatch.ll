; ERROR: 2:23: array constant has 2 elements but its type has 3
@g = global [3 x i32] [i32 1, i32 2]
