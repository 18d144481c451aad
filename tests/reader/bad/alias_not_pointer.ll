; ERROR: 2:17: an alias's aliasee must be a pointer
@a = alias i32, i32 ptrtoint (ptr @g to i32)
@g = global i32 0
