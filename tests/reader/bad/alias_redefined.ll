; ERROR: 3:1: redefinition of '@a'
@a = alias i32, ptr @g
@a = global i32 0
@g = global i32 0
