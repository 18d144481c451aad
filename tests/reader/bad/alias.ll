; ERROR: 2:6: aliases are not supported
@a = alias i32, ptr @g
@g = global i32 0
