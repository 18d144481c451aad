; ERROR: 3:16: struct constant has 2 fields but its type has 1
%T = type { i32 }
@g = global %T { i32 1, i32 2 }
