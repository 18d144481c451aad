; ERROR: 2:23: vector constant has 1 elements but its type has 2
@g = global <2 x i32> <i32 1>
