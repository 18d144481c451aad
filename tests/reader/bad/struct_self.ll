; ERROR: 2:18: a struct cannot contain itself
%S = type { i32, %S }
