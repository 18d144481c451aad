; ERROR: 2:14: scalable vectors are not supported
@g = global <vscale x 2 x i32> zeroinitializer
