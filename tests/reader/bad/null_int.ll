; ERROR: 2:17: null is invalid for type 'i32'
@g = global i32 null
