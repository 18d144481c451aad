; ERROR: 2:51: expected a string, found integer
@g = global i32 ptrtoint (ptr @g to i32), section 7
