; ERROR: 2:18: vector elements must be integers, floating point or pointers
@g = global <2 x [2 x i32]> zeroinitializer
