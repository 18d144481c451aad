; ERROR: 2:1: empty quoted name
@"" = global i32 0
