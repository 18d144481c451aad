; ERROR: 2:28: field 1 of the struct constant has the wrong type
@g = global { i32, float } { i32 1, i32 2 }
