; ERROR: 2:1: a name must not be empty or contain NUL bytes
@"a\00b" = global i32 0
