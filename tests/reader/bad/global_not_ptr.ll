; ERROR: 3:17: '@g' is a pointer, but 'i32' is expected here
@g = global i32 0
@h = global i32 @g
