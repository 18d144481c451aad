; ERROR: 2:14: vector length must be 1 to 65536
@g = global <0 x i32> zeroinitializer
